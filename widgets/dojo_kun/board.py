"""The live Dojo Kun board: the village (or the tournament), every Dojo as one seat may see it,
turning clicks into picks.

The board only shows; it never plays. A click is a *pick*, sent to the handlers given to
:meth:`DojoKunBoard.on_pick`:

* ``("slot", name)``: a slot of the village (``waterfall``, ``athlete2``, ``move1``...) or of
  the viewer's Dojo (``train1``-``train4``, ``expand``, ``accelerate``), in the names of
  :data:`gamekit.dojo_kun.actions.SLOTS`; the app pairs it with the token to place;
* ``("athlete", space)``: an athlete of the viewer's Dojo (0 the Senpai), to choose a token or
  the athletes sent, reserved or given to a tournament;
* ``("seat", index)``: a first-round slot of the bracket (0-7), to seat the reserved athlete.

A click on anything else (a gap, a card of another Dojo, the Combat board) gives nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from gamekit.dojo_kun.state import DojoKunState
from widgets.canvas import CanvasBoard, Scene
from widgets.dojo_kun import pictures

Pick = pictures.Pick
PickHandler = Callable[[Pick], None]


class DojoKunBoard(CanvasBoard):
    """The board for ``players`` seats; :meth:`show` draws a state for one seat."""

    def __init__(self, players: int, *, canvas: object = None, lang: str = "en") -> None:
        self.layout = pictures.Layout(players, focus=0)
        super().__init__(self.layout.geometry, canvas=canvas)  # type: ignore[arg-type]
        self.lang = lang
        self.seen: DojoKunState | None = None
        self.names: tuple[str, ...] = ()
        self.selectable: tuple[Pick, ...] = ()
        self.picked: Pick | None = None
        self.refused: Pick | None = None
        self.last: tuple[int, str] | None = None
        self.bout: pictures.Bout | None = None
        self.step: int | None = None
        self._handlers: list[PickHandler] = []
        self.on_cell(self._on_cell)

    def show(
        self,
        seen: DojoKunState,
        focus: int,
        *,
        names: Sequence[str],
        selectable: Sequence[Pick | str] = (),
        picked: Pick | None = None,
        refused: Pick | str | None = None,
        last: tuple[int, str] | None = None,
        bout: pictures.Bout | None = None,
        step: int | None = None,
        lang: str | None = None,
    ) -> None:
        """Draw ``seen`` (a player's view) for seat ``focus`` (his Dojo first), framing the picks
        a click may make (picks, or bare slot names), the one made and a refused one, and
        repaint. ``last``: the last placement as (player, slot), by default worked out from the
        state. ``bout`` and ``step``: the roll on the Combat board and how far its resolution
        shows (by default the fight in progress with its last roll, all of it)."""
        self.seen, self.names = seen, tuple(names)
        self.layout = pictures.Layout(seen.players, focus=focus)
        self.selectable = tuple(("slot", s) if isinstance(s, str) else s for s in selectable)
        self.picked = picked
        self.refused = ("slot", refused) if isinstance(refused, str) else refused
        self.last = last if last is not None else pictures.last_placement(seen)
        if bout is None:
            found = pictures.current_bout(seen, self.names)
            # A roll stays on the board while its Wounds are placed: they change the dice, so
            # the state alone no longer tells the roll.
            keep = (
                seen.step == "wound"
                and self.bout is not None
                and self.bout.faces is not None
                and (found is None or found.faces is None)
            )
            bout = self.bout if keep else found
        self.bout = bout
        self.step = step
        if lang is not None:
            self.lang = lang
        self.redraw()

    @property
    def shown(self) -> str:
        """What the middle shows: ``village`` or ``tournament``."""
        return "village" if self.seen is None else pictures.mode(self.seen)

    def cell_of(self, pick: Pick) -> tuple[int, int]:
        """The grid cell a click makes ``pick`` with."""
        return pictures.cell_of(self.layout, pick)

    def scene(self) -> Scene:
        seen = self.seen
        if seen is None:
            return {}
        return {
            "background": pictures.background(seen, self.layout, self.names, self.lang),
            "pieces": pictures.pieces(
                seen, self.layout, self.names, bout=self.bout, step=self.step, lang=self.lang
            ),
            "highlights": pictures.marks(
                self.layout,
                self.selectable,
                picked=self.picked,
                refused=self.refused,
                last=self.last if self.shown == "village" else None,
            ),
        }

    def on_pick(self, handler: PickHandler) -> None:
        """Call ``handler(pick)`` when a slot, an athlete of the viewer's Dojo or a bracket slot
        is clicked."""
        self._handlers.append(handler)

    def click_pick(self, pick: Pick) -> None:
        """Click the slot, athlete or bracket slot of ``pick``, as a player would."""
        self.click(*self.geometry.center(*self.cell_of(pick)))

    def _on_cell(self, cell: tuple[int, int]) -> None:
        if self.seen is None:
            return
        in_play = pictures.offers_in_play(self.seen)
        pick = pictures.pick_at(self.layout, cell, self.shown, in_play=in_play)
        if pick is not None:
            for handler in self._handlers:
                handler(pick)
