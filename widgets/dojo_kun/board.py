"""The live Dojo Kun board: the village (or the tournament) and one Dojo, as one seat may see
them, turning clicks into picks.

The board only shows; it never plays. A click is a *pick*, sent to the handlers given to
:meth:`DojoKunBoard.on_pick`:

* ``("slot", name)``: a slot of the village (``waterfall``, ``athlete2``, ``move1``...) or of
  the Dojo drawn (``train1``-``train4``, ``expand``, ``accelerate``), in the names of
  :data:`gamekit.dojo_kun.actions.SLOTS`; the app pairs it with the token to place;
* ``("technique", discipline)``: a Secret Technique at Master YANG;
* ``("athlete", space)``: an athlete of the Dojo drawn (0 the Senpai);
* ``("seat", index)``: a first-round slot of the bracket (0-7), to seat the reserved athlete.

A click on anything else (a gap, a name, the turn track, the Combat board) is a *miss*, sent to
the handlers given to ``on_miss`` (:class:`~widgets.canvas.CanvasBoard`), so that the page can
say what may be clicked: every click gets an answer.

For the keyboard and the screen reader (:mod:`widgets.keys`), the board's spots are its picks
(:func:`~widgets.dojo_kun.pictures.picks_shown`), each named in words with what lies there and
its marks (:mod:`widgets.dojo_kun.spoken`); a key pressed on one clicks its region's centre,
which picks it. The board's text alternative is the position in words.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from gamekit.dojo_kun.state import DojoKunState
from widgets.canvas import CanvasBoard, Scene
from widgets.dojo_kun import pictures, spoken
from widgets.dojo_kun.pictures.parts import NARROWEST
from widgets.dojo_kun.pictures.parts import parts as board_parts
from widgets.keys import Spot

Pick = pictures.Pick
PickHandler = Callable[[Pick], None]


class DojoKunBoard(CanvasBoard):
    """The board; :meth:`show` draws a state for one seat (his Dojo under the village)."""

    narrowest = NARROWEST

    def __init__(self, players: int = 2, *, canvas: object = None, lang: str = "en") -> None:
        super().__init__(pictures.GEOMETRY, canvas=canvas)  # type: ignore[arg-type]
        self.players = players
        self.lang = lang
        self.seen: DojoKunState | None = None
        self.focus = 0
        self.names: tuple[str, ...] = ()
        self.selectable: tuple[Pick, ...] = ()
        self.picked: Pick | None = None
        self.refused: Pick | None = None
        self.last: tuple[int, str] | None = None
        self.bout: pictures.Bout | None = None
        self.step: int | None = None
        self.status = ""
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
        status: str = "",
        lang: str | None = None,
    ) -> None:
        """Draw ``seen`` (a player's view) with seat ``focus``'s Dojo, framing the picks a click
        may make (picks, or bare slot names), the one whose choices wait under the board, and a
        refused one, and repaint. ``last``: the last placement as (player, slot), by default
        worked out from the state. ``bout`` and ``step``: the roll on the Combat board and how
        far its resolution shows (by default the fight in progress with its last roll, all of
        it). ``status``: what the board's words say instead of whose decision it is, for a step
        shown between two decisions."""
        self.seen, self.focus, self.names = seen, focus, tuple(names)
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
        self.status = status
        if lang is not None:
            self.lang = lang
        self.redraw()

    @property
    def shown(self) -> str:
        """What the middle shows: ``village`` or ``tournament``."""
        return "village" if self.seen is None else pictures.mode(self.seen)

    def point_of(self, pick: Pick) -> tuple[float, float]:
        """The pixel a click makes ``pick`` with."""
        techniques = self.seen.techniques if self.seen is not None else ()
        return pictures.point_of(pick, techniques)

    def scene(self) -> Scene:
        seen = self.seen
        if seen is None:
            return {}
        return {
            "background": pictures.background(seen, self.focus, self.names, self.lang),
            "pieces": pictures.pieces(
                seen, self.focus, self.names, bout=self.bout, step=self.step, lang=self.lang
            ),
            "highlights": pictures.marks(
                self.selectable,
                picked=self.picked,
                refused=self.refused,
                last=self.last if self.shown == "village" else None,
                player=self.focus,
                techniques=seen.techniques,
            ),
        }

    def shown_now(self) -> spoken.Shown | None:
        """What the board shows, for its words (None before a state is shown)."""
        if self.seen is None:
            return None
        return spoken.Shown(
            self.seen,
            self.focus,
            self.names,
            selectable=self.selectable,
            picked=self.picked,
            refused=self.refused,  # type: ignore[arg-type]
            last=self.last if self.shown == "village" else None,
            bout=self.bout,
            step=self.step,
            status=self.status,
        )

    def name(self) -> str:
        return spoken.board_name(self.lang)

    def spots(self) -> tuple[Spot, ...]:
        """Every pick a click may make now, in reading order (row by row: the activities, the
        cards, the offers, or the bracket; then the Dojo), each its region, named with what
        lies there and its marks."""
        shown = self.shown_now()
        if shown is None:
            return ()
        techniques = shown.state.techniques
        found = []
        for pick, row in pictures.picks_shown(shown.state):
            x, y, w, h = pictures.pick_box(pick, techniques)
            found.append(Spot(x, y, w, h, spoken.label(shown, pick, lang=self.lang), row))
        return tuple(found)

    def parts(self) -> tuple[tuple[float, float, float, float], ...]:
        """The table in parts for a phone: the track, the village's activities, cards and offers
        (or the bracket and the Combat board), the Dojo's line and its cards."""
        if self.seen is None:
            return ()
        return board_parts(self.seen, self.focus, self.names, self.lang)

    def summary(self) -> str:
        """What orients (whose decision, the scores); the reading keys say the rest."""
        shown = self.shown_now()
        return spoken.summary_text(shown, self.lang) if shown is not None else ""

    def read(self, letter: str, spot: int) -> str | None:
        shown = self.shown_now()
        if shown is None:
            return None
        spots = self.keys.shown
        row = spots[spot].row if 0 <= spot < len(spots) else 0
        picks = [pick for pick, _ in pictures.picks_shown(shown.state)]
        if letter == "c" and 0 <= spot < len(picks):  # the card under the cursor, in full
            return spoken.label(shown, picks[spot], lang=self.lang, whole=True)
        return spoken.read(shown, letter, row, self.lang)

    def on_pick(self, handler: PickHandler) -> None:
        """Call ``handler(pick)`` when a slot, a technique, an athlete of the Dojo drawn or a
        bracket slot is clicked."""
        self._handlers.append(handler)

    def click_pick(self, pick: Pick) -> None:
        """Click the slot, technique, athlete or bracket slot of ``pick``, as a player would."""
        self.click(*self.point_of(pick))

    def _on_cell(self, cell: tuple[int, int]) -> None:
        if self.seen is None:
            return
        point = (cell[1] + 0.5, cell[0] + 0.5)
        in_play = pictures.offers_in_play(self.seen)
        pick = pictures.pick_at(point, self.shown, in_play=in_play, techniques=self.seen.techniques)
        if pick is None:
            self.miss()
            return
        for handler in self._handlers:
            handler(pick)
