"""The live Kami table: every hand and line as one seat may see them, turning clicks into picks.

The board only shows; it never plays. A click on a card of the bottom seat's hand, or on a
mercenary pile, is a *pick*: ``("hand", index)`` or ``("pile", k)``, sent to the handlers given to
:meth:`KamiBoard.on_pick`; the app turns two picks (a defense, then an attack) into a play. A
click on anything else goes to the handlers of ``on_miss``.

For the keyboard and the screen reader (:mod:`widgets.keys`), the board's spots are the bottom
seat's name and the places of its hand (first, so that a repaint after another seat's play
leaves the cursor on the same card), the mercenary piles or the cards set aside, then every
other card on the table, each named in words by :mod:`widgets.kami.spoken`, from what the board
shows: a card hidden from its viewer stays hidden.
"""

from __future__ import annotations

from collections.abc import Callable

from gamekit.kami import KamiState
from widgets.canvas import CanvasBoard, Scene
from widgets.kami import pictures, spoken
from widgets.keys import Spot

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
        self.status = ""
        self.mode_shown = True  # whether the scores said aloud name the mode's target
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
        status: str = "",
    ) -> None:
        """Draw ``seen`` (a view) with seat ``focus`` at the bottom, framing the picks a click may
        make and the one made, and repaint. ``status`` is what the page says the game waits for
        (the reading keys say it; by default the board says it from ``seen``)."""
        self.seen, self.names, self.status = seen, names, status
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
        who = spoken.answering(seen)
        if who is not None:  # its last play's attack
            attack = pictures.line_boxes(self.layout, who, seen.lines[who])[-1][2]
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

    # -- for the keyboard and the screen reader -----------------------------------------------

    def name(self) -> str:
        return spoken.board_name(self.lang)

    def places(self) -> tuple[tuple[spoken.Place, tuple[float, float, float, float], int], ...]:
        """Every place the keyboard may reach, in the spots' order (see the module's docstring):
        (place, its box in board pixels, its grid row)."""
        seen, layout = self.seen, self.layout
        if seen is None:
            return ()
        g, focus = self.geometry, layout.focus
        found: list[tuple[spoken.Place, tuple[float, float, float, float], int]] = []

        def cell(place: spoken.Place, row: int, col: int) -> None:
            found.append((place, g.cell_rect(row, col), row))

        row = layout.hand_row[focus]
        cell(("seat", focus), row, 0)
        for i in range(layout.cards):  # an empty place too: a click there is answered
            cell(("hand", focus, i), row, i + 1)
        if layout.centre is not None:
            for k in range(len(seen.piles)):
                cell(("pile", k), layout.centre, k + 1)
            for i in range(len(seen.aside)):
                cell(("aside", i), layout.centre, layout.cards - 1 + i)
        found.extend(self._line_places(focus))
        for p in layout.order[:-1]:
            row = layout.hand_row[p]
            cell(("seat", p), row, 0)
            for i in range(min(len(seen.hands[p]), layout.cards)):
                cell(("hand", p, i), row, i + 1)
            found.extend(self._line_places(p))
        return tuple(found)

    def _line_places(
        self, seat: int
    ) -> list[tuple[spoken.Place, tuple[float, float, float, float], int]]:
        """The cards of ``seat``'s line where :func:`pictures.pieces` draws them; a card the
        next one covers (a line longer than its rows closes up) is the strip left uncovered."""
        assert self.seen is not None
        found = []
        for n, j, (x, y, w, h), row, seen in pictures.line_boxes(
            self.layout, seat, self.seen.lines[seat]
        ):
            found.append((("line", seat, n, j), (x, y, w if seen is None else seen, h), row))
        return found

    def spots(self) -> tuple[Spot, ...]:
        """Every place of :meth:`places`, named with what lies there and the marks drawn on it."""
        seen = self.seen
        if seen is None:
            return ()
        return tuple(
            Spot(
                *box,
                spoken.place_label(
                    seen,
                    place,
                    names=self.names,
                    focus=self.layout.focus,
                    selectable=self.selectable,
                    picked=self.picked,
                    lang=self.lang,
                ),
                row,
            )
            for place, box, row in self.places()
        )

    def summary(self) -> str:
        if self.seen is None:
            return ""
        return spoken.position_text(
            self.seen,
            self.layout.focus,
            names=self.names,
            status=self.status,
            mode=self.mode_shown,
            lang=self.lang,
        )

    def read(self, letter: str, spot: int) -> str | None:
        places = self.places()
        if self.seen is None or not 0 <= spot < len(places):
            return None
        return spoken.read(
            self.seen,
            letter,
            places[spot][0],
            self.layout.focus,
            names=self.names,
            status=self.status,
            mode=self.mode_shown,
            lang=self.lang,
        )

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
