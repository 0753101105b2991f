"""The live Dojo board: one player's dojo in its building frame, turning clicks into actions.

The board only shows; it never plays. A click on a cell becomes a :class:`~gamekit.dojo.Train`,
a click on a trophy slot a :class:`~gamekit.dojo.PlaceTrophy`; they go to the handlers given to
:meth:`DojoBoard.on_action`, and whoever owns the board asks the engine about them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from gamekit.dojo.actions import PlaceTrophy, Train
from gamekit.dojo.cards import Card
from widgets import dojo_pictures as pictures
from widgets.canvas import CanvasBoard, Scene

ActionHandler = Callable[[Train | PlaceTrophy], None]


class DojoBoard(CanvasBoard):
    """A dojo (35 frame cells, most empty) with its trophies and the legal places framed."""

    def __init__(self, *, canvas: object = None, lang: str = "en") -> None:
        super().__init__(pictures.GEOMETRY, canvas=canvas)  # type: ignore[arg-type]
        self.lang = lang
        self.dojo: tuple[Card | None, ...] = (None,) * 35
        self.trophies: tuple[tuple[str, int, str], ...] = ()
        self.targets: tuple[object, ...] = ()
        self.last: int | None = None
        self._handlers: list[ActionHandler] = []
        self.on_cell(self._on_cell)

    def show(
        self,
        dojo: tuple[Card | None, ...],
        trophies: tuple[tuple[str, int, str], ...],
        *,
        targets: Iterable[object] = (),
        last: int | None = None,
    ) -> None:
        """Show a dojo, framing the cells and slots of ``targets`` (legal actions), and repaint."""
        self.dojo, self.trophies = dojo, trophies
        self.targets, self.last = tuple(targets), last
        self.redraw()

    def scene(self) -> Scene:
        return {
            "background": pictures.background(self.geometry),
            "pieces": pictures.pieces(self.dojo, self.trophies, self.geometry, lang=self.lang),
            "highlights": pictures.marks(self.targets, self.geometry, last=self.last),
        }

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
        if action is not None:
            for handler in self._handlers:
                handler(action)
