"""The live Kaito board: a position on a layered canvas that turns clicks into squares.

The board only shows; it never plays. A click becomes a square number and goes to the handlers
given to :meth:`KaitoBoard.on_square`; whoever owns the board decides what the square means (a
capture, a placing, an edit) and calls :meth:`KaitoBoard.show` with what to draw next.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from ipycanvas import MultiCanvas

from gamekit.kaito import KaitoState
from widgets.canvas import CanvasBoard, Scene
from widgets.geometry import Geometry
from widgets.kaito import pictures, spoken
from widgets.keys import Spot

SquareHandler = Callable[[int], None]


class KaitoBoard(CanvasBoard):
    """A 6x6 Kaito grid with coordinates, tiles, the Kaito and marks.

    ``targets`` frames every square the Kaito can reach (set ``show_targets=False`` to hide
    them); ``last=(from, to)`` draws the Kaito's last move; ``hint``, ``refused`` and
    ``selected`` mark one square each.
    """

    def __init__(
        self,
        state: KaitoState,
        *,
        geometry: Geometry = pictures.GEOMETRY,
        canvas: MultiCanvas | None = None,
        show_targets: bool = True,
        lang: str = "en",
    ) -> None:
        super().__init__(geometry, canvas=canvas)
        self.lang = lang
        self.state = state
        self.show_targets = show_targets
        self.last: tuple[int | None, int] | None = None
        self.hint: int | None = None
        self.refused: int | None = None
        self.selected: int | None = None
        self.extra_targets: tuple[int, ...] = ()
        self._square_handlers: list[SquareHandler] = []
        self.on_cell(self._on_cell)

    def show(
        self,
        state: KaitoState,
        *,
        last: tuple[int | None, int] | None = None,
        hint: int | None = None,
        refused: int | None = None,
        selected: int | None = None,
        targets: Iterable[int] = (),
    ) -> None:
        """Show ``state`` with the given marks (any mark not given is cleared) and repaint."""
        self.state = state
        self.last, self.hint, self.refused, self.selected = last, hint, refused, selected
        self.extra_targets = tuple(targets)
        self.redraw()

    def targets(self) -> tuple[int, ...]:
        """The squares framed as reachable: the legal ones (if shown) and any given to show()."""
        legal = pictures.target_squares(self.state) if self.show_targets else ()
        return tuple(dict.fromkeys((*legal, *self.extra_targets)))

    def scene(self) -> Scene:
        return {
            "background": pictures.background(self.geometry),
            "pieces": pictures.pieces(self.state, self.geometry),
            "highlights": pictures.marks(
                self.geometry,
                targets=self.targets(),
                last=self.last,
                hint=self.hint,
                refused=self.refused,
                selected=self.selected,
            ),
        }

    def name(self) -> str:
        return spoken.board_name(self.lang)

    def spots(self) -> tuple[Spot, ...]:
        """Every square, row by row, named with what lies there and the marks drawn on it."""
        targets = self.targets()
        found = []
        for square in range(36):
            row, col = pictures.cell_of(square)
            x, y, w, h = self.geometry.cell_rect(row, col)
            label = spoken.square_label(
                self.state,
                square,
                targets=targets,
                last=self.last,
                hint=self.hint,
                refused=self.refused,
                selected=self.selected,
                lang=self.lang,
            )
            found.append(Spot(x, y, w, h, label, row))
        return tuple(found)

    def summary(self) -> str:
        return spoken.position_text(self.state, self.lang)

    def read(self, letter: str, spot: int) -> str | None:
        return spoken.read(self.state, letter, spot, self.lang)

    def on_square(self, handler: SquareHandler) -> None:
        """Call ``handler(square)`` (0..35, row * 6 + col) when a square is clicked."""
        self._square_handlers.append(handler)

    def click_square(self, square: int) -> None:
        """Click the middle of ``square``, as a learner would."""
        self.click(*self.geometry.center(*pictures.cell_of(square)))

    def _on_cell(self, cell: tuple[int, int]) -> None:
        square = pictures.square_of(cell)
        for handler in self._square_handlers:
            handler(square)
