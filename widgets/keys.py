"""A board for the keyboard and the screen reader: the spots a click may pick, named in words.

A canvas is a picture: a keyboard cannot reach into it and a screen reader hears nothing of it.
Over every board (:class:`~widgets.canvas.CanvasBoard`) lies a :class:`BoardKeys` layer, drawn
by ``board_keys.js``: one focusable cell over each :class:`Spot` (a square, a card, a slot, a
seat), in a grid named for the board and described by the position in words.

- Tab reaches the board at its cursor, and the next Tab leaves it.
- Arrow keys move the cursor to the nearest spot that way; Home and End go along its row.
- Enter or Space *presses* the spot: the board is clicked at its centre, so a key gets exactly
  the answer a mouse gets (played, or refused with its rule and reason).
- Escape drops a half-made choice; another letter asks the board to read something (R the
  cursor's row, C its column, P the whole position...), said through the page's live region.

The layer takes no pointer events: the mouse reaches the canvas under it.

A board too wide for a phone (Dojo Kun's table) gives its :attr:`BoardKeys.parts`: on a page
too narrow to show it whole at :attr:`BoardKeys.narrowest`, the page shows those parts of it
one under the other, each at full size, and lays the cells over them; a click or a tap on a
part is a click on the board where the part comes from.

>>> keys = BoardKeys(size=(100, 50), name="A board")
>>> keys.show([Spot(0, 0, 50, 50, "left"), Spot(50, 0, 50, 50, "right")], "Two spots.")
>>> [s["label"] for s in keys.spots], keys.summary
(['left', 'right'], 'Two spots.')
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import anywidget
import traitlets

HOW: dict[str, str] = {
    "en": "Arrow keys move over the board; Enter or Space plays where you are; Escape drops a "
    "half-made choice; ? says the keys that read the board.",
    "fr": "Les flèches parcourent le plateau ; Entrée ou Espace joue là où vous êtes ; Échap "
    "abandonne un choix commencé ; ? donne les touches qui lisent le plateau.",
}
"""How a board is used from the keyboard: what a screen reader says on entering it."""

PressHandler = Callable[[int], None]
ReadHandler = Callable[[str, int], None]


@dataclass(frozen=True, slots=True)
class Spot:
    """A place on a board a click may pick: its box in board pixels, what a reader hears there,
    its row (the spots of one row are read, and walked with Home and End, together), and a
    ``key`` naming what it holds (a card), by which the cursor follows it when it moves."""

    x: float
    y: float
    w: float
    h: float
    label: str
    row: int = 0
    key: str = ""

    @property
    def centre(self) -> tuple[float, float]:
        """Where a press clicks."""
        return (self.x + self.w / 2, self.y + self.h / 2)


class BoardKeys(anywidget.AnyWidget):
    """The keyboard and screen-reader layer of one board (see the module's docstring)."""

    _esm = Path(__file__).with_name("board_keys.js")
    spots = traitlets.List(traitlets.Dict()).tag(sync=True)
    size = traitlets.Tuple(traitlets.Int(), traitlets.Int(), default_value=(1, 1)).tag(sync=True)
    name = traitlets.Unicode("").tag(sync=True)
    summary = traitlets.Unicode("").tag(sync=True)
    how = traitlets.Unicode(HOW["en"]).tag(sync=True)
    parts = traitlets.List(traitlets.List(traitlets.Float())).tag(sync=True)
    """Where the board may be cut, for a page too narrow to show it whole: rectangles of the
    board (x, y, w, h), in reading order, none cutting a thing in two; empty, never cut."""
    narrowest = traitlets.Float(0.0).tag(sync=True)
    """The smallest scale the board is shown whole at (its words then as small as may be
    read); on a narrower page the page shows its :attr:`parts` instead, each at full size."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.add_class("gk-keys-layer")
        self._shown: tuple[Spot, ...] = ()
        self._pressed: list[PressHandler] = []
        self._escaped: list[Callable[[], None]] = []
        self._read: list[ReadHandler] = []
        self.on_msg(self._on_message)

    @property
    def shown(self) -> tuple[Spot, ...]:
        """The spots the layer holds now."""
        return self._shown

    def show(self, spots: Sequence[Spot], summary: str) -> None:
        """Hold ``spots`` and the position's ``summary``; the page hears of it only if either
        changed (one message)."""
        spots = tuple(spots)
        with self.hold_sync():
            if spots != self._shown:
                self._shown = spots
                self.spots = [asdict(spot) for spot in spots]
            if summary != self.summary:
                self.summary = summary

    def on_press(self, handler: PressHandler) -> None:
        """Call ``handler(index)`` when Enter or Space presses spot ``index``."""
        self._pressed.append(handler)

    def on_escape(self, handler: Callable[[], None]) -> None:
        """Call ``handler()`` when Escape is pressed on the board."""
        self._escaped.append(handler)

    def on_read(self, handler: ReadHandler) -> None:
        """Call ``handler(letter, index)`` when a letter key is pressed on spot ``index``."""
        self._read.append(handler)

    def press(self, index: int) -> None:
        """Press spot ``index``, as Enter does (for tests: a keyboard without a browser)."""
        if 0 <= index < len(self._shown):
            for handler in self._pressed:
                handler(index)

    def _on_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if not isinstance(content, dict):
            return
        index = content.get("press", content.get("spot"))
        if isinstance(index, bool) or not isinstance(index, int):
            index = -1
        if "press" in content:
            self.press(index)
        elif content.get("escape") is True:
            for handler in self._escaped:
                handler()
        elif isinstance(content.get("read"), str) and 0 <= index < len(self._shown):
            for handler in self._read:
                handler(content["read"][:1], index)
