"""The live Kami table: every hand and line as one seat may see them, turning clicks into picks.

The board only shows; it never plays. A click on a card of the bottom seat's hand, or on a
mercenary pile, is a *pick*: ``("hand", index)`` or ``("pile", k)``, sent to the handlers given to
:meth:`KamiBoard.on_pick`; the app turns two picks (a defense, then an attack) into a play. A
click on anything else goes to the handlers of ``on_miss``.
"""

from __future__ import annotations

from collections.abc import Callable

from gamekit.kami import KamiState
from widgets.canvas import CanvasBoard, Scene
from widgets.kami import pictures

Pick = tuple[str, int]
PickHandler = Callable[[Pick], None]


class KamiBoard(CanvasBoard):
    """The table for ``players`` seats; :meth:`show` draws a state for one seat."""

    def __init__(self, players: int, *, canvas: object = None, lang: str = "en") -> None:
        self.layout = pictures.Layout(players, focus=0)
        super().__init__(self.layout.geometry, canvas=canvas)  # type: ignore[arg-type]
        self.lang = lang
        self.seen: KamiState | None = None
        self.names: tuple[str, ...] = ()
        self.selectable: tuple[Pick, ...] = ()
        self.picked: Pick | None = None
        self._handlers: list[PickHandler] = []
        self.on_cell(self._on_cell)

    def show(
        self,
        seen: KamiState,
        focus: int,
        *,
        names: tuple[str, ...],
        selectable: tuple[Pick, ...] = (),
        picked: Pick | None = None,
    ) -> None:
        """Draw ``seen`` (a view) with seat ``focus`` at the bottom, framing the picks a click may
        make and the one made, and repaint."""
        self.seen, self.names = seen, names
        self.layout = pictures.Layout(seen.players, focus=focus)
        self.selectable, self.picked = selectable, picked
        self.redraw()

    def cell_of(self, pick: Pick) -> tuple[int, int]:
        """The grid cell of a pick."""
        source, index = pick
        if source == "hand":
            return self.layout.hand_row[self.layout.focus], index + 1
        return self.layout.centre, index + 1  # type: ignore[return-value]

    def scene(self) -> Scene:
        seen = self.seen
        if seen is None:
            return {}
        sides = tuple(seen.side(p) for p in range(seen.players))
        attack = None
        # An attacker left with no card has ended the round: that attack waits for no answer.
        if seen.step == "respond" and seen.attack is not None and seen.hands[seen.attack[0]]:
            who = seen.attack[0]
            shown = min(len(seen.lines[who]), self.layout.cards // 2)
            attack = (self.layout.line_row[who], 2 * shown)
        return {
            "background": pictures.background(self.layout, self.names, sides, self.lang),
            "pieces": pictures.pieces(
                self.layout,
                seen.hands,
                seen.lines,
                seen.scores,
                sides,
                piles=seen.piles,
                aside=seen.aside,
                lang=self.lang,
            ),
            "highlights": pictures.marks(
                self.layout,
                tuple(self.cell_of(p) for p in self.selectable),
                self.cell_of(self.picked) if self.picked else None,
                attack,
            ),
        }

    def on_pick(self, handler: PickHandler) -> None:
        """Call ``handler(pick)`` when a card of the bottom hand or a pile is clicked."""
        self._handlers.append(handler)

    def click_pick(self, pick: Pick) -> None:
        """Click the card of ``pick``, as a player would."""
        x, y = self.geometry.center(*self.cell_of(pick))
        self.click(x, y)

    def _on_cell(self, cell: tuple[int, int]) -> None:
        row, col = cell
        pick: Pick | None = None
        if row == self.layout.hand_row[self.layout.focus] and col >= 1:
            pick = ("hand", col - 1)
        elif row == self.layout.centre and col >= 1 and self.seen and self.seen.piles:
            pick = ("pile", col - 1)  # a duel's row: its eight piles fill it
        if pick is None:
            self.miss()  # another seat's cards, a line, a score, an empty pile row
            return
        for handler in self._handlers:
            handler(pick)
