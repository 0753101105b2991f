"""The live Dojo boards: one player's dojo in its building frame, turning clicks into actions;
and a finished 3x4 dojo to edit by clicking (the scoring tool's editor).

Over each lies its keyboard and screen-reader layer (:mod:`widgets.keys`): every cell and trophy
slot named with what lies there and the marks drawn on it, and the position in words
(:mod:`widgets.dojo.spoken`).

The boards only show; they never play. On :class:`DojoBoard` a click on a cell becomes a
:class:`~gamekit.dojo.Train`, a click on a trophy slot a :class:`~gamekit.dojo.PlaceTrophy`; they
go to the handlers given to :meth:`DojoBoard.on_action`, and whoever owns the board asks the
engine about them; a click on nothing goes to the handlers of ``on_miss``. On :class:`GridBoard` a click gives its cell (row, column) to the handlers of
:meth:`GridBoard.on_place`; the owner decides what goes there.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from gamekit.dojo.actions import PlaceTrophy, Train
from gamekit.dojo.cards import Card
from widgets.canvas import CanvasBoard, Scene
from widgets.dojo import pictures, spoken
from widgets.dojo.spoken import Around
from widgets.geometry import Geometry
from widgets.keys import Spot

ActionHandler = Callable[[Train | PlaceTrophy], None]


class DojoBoard(CanvasBoard):
    """A dojo (35 frame cells, most empty) with its trophies and the legal places framed.

    ``around`` (given to :meth:`show`) is what the page shows around the dojo: whose it is, the
    card held, the table; the board's text alternative says it too.
    """

    def __init__(self, *, canvas: object = None, lang: str = "en") -> None:
        super().__init__(pictures.GEOMETRY, canvas=canvas)  # type: ignore[arg-type]
        self.lang = lang
        self.dojo: tuple[Card | None, ...] = (None,) * 35
        self.trophies: tuple[tuple[str, int, str], ...] = ()
        self.targets: tuple[object, ...] = ()
        self.last: int | None = None
        self.refused: object = None
        self.around: Around | None = None
        self._next_seat = 0  # how many seats N has read since the board last changed
        self._handlers: list[ActionHandler] = []
        self.on_cell(self._on_cell)

    def show(
        self,
        dojo: tuple[Card | None, ...],
        trophies: tuple[tuple[str, int, str], ...],
        *,
        targets: Iterable[object] = (),
        last: int | None = None,
        refused: object = None,
        around: Around | None = None,
    ) -> None:
        """Show a dojo, framing the cells and slots of ``targets`` (legal actions), crossing the
        place of a ``refused`` action, and repaint; ``around`` is what the page shows around it
        (for the text alternative)."""
        self.dojo, self.trophies = dojo, trophies
        self.targets, self.last, self.refused = tuple(targets), last, refused
        self.around = around
        self._next_seat = 0
        self.redraw()

    def scene(self) -> Scene:
        return {
            "background": pictures.background(self.geometry),
            "pieces": pictures.pieces(self.dojo, self.trophies, self.geometry, lang=self.lang),
            "highlights": pictures.marks(
                self.targets, self.geometry, last=self.last, refused=self.refused
            ),
        }

    def name(self) -> str:
        return spoken.board_name(self.around.player if self.around else None, self.lang)

    def spots(self) -> tuple[Spot, ...]:
        """The slots above the columns, then each row: its slot, then its cells, left to right;
        each named with what lies there and the marks drawn on it."""
        found = []
        g, lang = self.geometry, self.lang
        for row in range(g.rows):
            for col in range(g.cols):
                action = pictures.action_at((row, col))
                if isinstance(action, Train):
                    label = spoken.cell_label(
                        self.dojo,
                        action.cell,
                        targets=self.targets,
                        last=self.last,
                        refused=self.refused,
                        lang=lang,
                    )
                elif isinstance(action, PlaceTrophy):
                    label = spoken.slot_label(
                        self.trophies,
                        action.line,
                        action.index,
                        targets=self.targets,
                        refused=self.refused,
                        lang=lang,
                    )
                else:
                    continue  # the corner: no place of the dojo
                found.append(Spot(*g.cell_rect(row, col), label, row))
        return tuple(found)

    def summary(self) -> str:
        return spoken.position_text(self.dojo, self.trophies, self.around, self.lang)

    def read(self, letter: str, spot: int) -> str | None:
        spots = self.keys.shown
        where = self.geometry.cell_at(*spots[spot].centre) if 0 <= spot < len(spots) else None
        seat = None
        if letter == "n" and self.around is not None:
            players = self.around.state.players
            self._next_seat = self._next_seat % (players - 1) + 1
            seat = (self.around.player + self._next_seat) % players
        return spoken.read(
            letter, self.dojo, self.trophies, where, self.around, seat=seat, lang=self.lang
        )

    def on_action(self, handler: ActionHandler) -> None:
        """Call ``handler(action)`` when a cell or a trophy slot is clicked."""
        self._handlers.append(handler)

    def click_action(self, action: Train | PlaceTrophy) -> None:
        """Click the cell or slot of ``action``, as a player would."""
        if isinstance(action, Train):
            x, y, w, h = pictures.cell_rect(self.geometry, action.cell)
        else:
            x, y, w, h = pictures.slot_rect(self.geometry, action.line, action.index)
        self.click(x + w / 2, y + h / 2)

    def _on_cell(self, cell: tuple[int, int]) -> None:
        action = pictures.action_at(cell)
        if action is None:
            self.miss()  # a frame cell outside the dojo's places, or the corner
            return
        for handler in self._handlers:
            handler(action)


EDITOR = Geometry(rows=3, cols=4, cell=64, margin=34, gap=4, edge=6)
"""A finished dojo on the editor: 3 x 4 cells, trophies in the top and left margins."""

Grid = tuple[tuple[Card | None, ...], ...]
PlaceHandler = Callable[[int, int], None]


class GridBoard(CanvasBoard):
    """A finished dojo, 3 rows x 4 columns, some cells possibly empty, with its trophies; the
    cell last changed is framed. Clicks go to :meth:`on_place` handlers as (row, column)."""

    def __init__(self, *, canvas: object = None, lang: str = "en") -> None:
        super().__init__(EDITOR, canvas=canvas)  # type: ignore[arg-type]
        self.lang = lang
        self.cards: Grid = ((None,) * 4,) * 3
        self.trophies: Mapping[str, str] = {}
        self.last: tuple[int, int] | None = None
        self.status: Callable[[], str] = lambda: ""
        """What the S key reads: the owner's words (the card a press puts, the score)."""
        self._handlers: list[PlaceHandler] = []
        self.on_cell(self._on_cell)

    def show(
        self, cards: Grid, trophies: Mapping[str, str], *, last: tuple[int, int] | None = None
    ) -> None:
        """Show ``cards`` (rows top to bottom, ``None`` for an empty cell) and ``trophies``
        (``row1``.. / ``col1``.. to a trophy), framing the cell ``last``; repaint."""
        self.cards, self.trophies, self.last = cards, dict(trophies), last
        self.redraw()

    def name(self) -> str:
        return spoken.grid_name(self.lang)

    def spot_label(self, cell: tuple[int, int]) -> str:
        return spoken.grid_label(self.cards, *cell, last=self.last, lang=self.lang)

    def summary(self) -> str:
        return spoken.grid_text(self.cards, self.trophies, self.lang)

    def read(self, letter: str, spot: int) -> str | None:
        cell = divmod(spot, self.geometry.cols)
        return spoken.grid_read(
            letter, self.cards, self.trophies, cell, status=self.status(), lang=self.lang
        )

    def scene(self) -> Scene:
        marks = ()
        if self.last is not None:
            rect = self.geometry.cell_rect(*self.last)
            marks = pictures.frame(rect, pictures.LAST, 3, "last", inset=1)
        return {
            "background": pictures.grid_background(self.geometry),
            "pieces": pictures.grid_pieces(
                self.cards, self.trophies, self.geometry, lang=self.lang
            ),
            "highlights": marks,
        }

    def on_place(self, handler: PlaceHandler) -> None:
        """Call ``handler(row, column)`` when a cell is clicked."""
        self._handlers.append(handler)

    def click_cell(self, row: int, column: int) -> None:
        """Click the middle of a cell, as a person would."""
        self.click(*self.geometry.center(row, column))

    def _on_cell(self, cell: tuple[int, int]) -> None:
        for handler in self._handlers:
            handler(*cell)
