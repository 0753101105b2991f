"""The Kami game app: a duel, a chaotic game or two teams, people and computers at any seat.

Data flows one way: the match holds the game, :meth:`KamiApp.draw` shows it as the viewer may
see it (see :mod:`widgets.table`). To play, the acting person picks a card for the defense (a
card of his hand, or a mercenary pile's top in a duel), then one for the attack: on the board,
where only the cards that make a legal play are framed, or with the buttons beside it, which say
the same. *Pass*, and the Demoralized questions, are buttons: with four players everyone is
asked after each deal, and a player without five Soldiers has one button, *Play the deal*.
Refusals cite the rule. *Hint* picks the hinted play's defense and frames its attack alone: a
click on it follows the hint.

A class follows the deals: the line above the board says what the current deal waits for (a
computer's seat is said to play, never told what a person would do), and until the deal's first
card how the deal before it ended (its score and why, or who showed five Soldiers and who
cancelled it). At the teacher's pace (one a second, one at a time) a finished deal's table
stays on the board with its score and why, until the next step.

>>> app = KamiApp(players=2, seats=("person", "person"), seed=3, teacher=True)
>>> app.state.current_player, app.state.step
(1, 'lead')
>>> app.play("pass")  # nothing to pass: the lead is yours
False
>>> "[kami.lead]" in app.why.value
True
"""

from __future__ import annotations

from dataclasses import replace
from html import escape
from typing import Any

import ipywidgets as w

from gamekit.kami import GAME, KamiState, Play
from gamekit.kami.actions import Cancel
from gamekit.kami.cards import KINDS, name
from widgets.board_front import announce
from widgets.feedback import plain, speak
from widgets.i18n import COMMON, colon, localized, player_names, players_in, say
from widgets.kami.board import KamiBoard, Pick
from widgets.kami.spoken import SPOKEN
from widgets.kami.words import (
    LESSON,
    NAMES,
    WORDS,
    a_card,
    describe,
    ending_text,
    legend_html,
    mode_text,
    option_text,
    player,
    prompt,
    result_text,
    side_name,
    the_card,
    typed_letters,
)
from widgets.pacing import WORDS as PACING
from widgets.table import Launcher, TableApp, choice_buttons

_LABELS = {
    "declare": "declare_button",
    "decline": "decline_button",
    "cancel": "cancel_button",
    "play on": "play_on_button",
    "pass": "pass",
}


class KamiApp(TableApp):
    """A game of Kami for ``players`` (2, 3 or 4) in ``mode`` ("soldier", "lord" or "kami");
    ``seats`` says who sits where (by default P1 is a person, the others computers); ``teacher``
    shows every card. ``state`` starts from a position instead of a new game from ``seed``.
    With ``one_deal`` (a lesson's round) play stops when the deal ends, and the table shows it as
    it lies when the last card falls, with how the round was scored."""

    game = GAME

    def __init__(
        self,
        state: KamiState | None = None,
        *,
        players: int = 4,
        mode: str = "soldier",
        seats: tuple[str, ...] | None = None,
        seed: int = 1,
        level: str = "expert",
        lang: str = "en",
        teacher: bool = False,
        canvas: Any = None,
        one_deal: bool = False,
    ) -> None:
        start = (
            state if state is not None else GAME.new_state(seed=seed, players=players, mode=mode)
        )
        self.one_deal = one_deal
        self._held: int | None = None  # the ply that ended a deal, its table held on screen
        self._hint: tuple[int, Play] | None = None  # the hint framed: its ply, its play
        self.game = localized(GAME, lang)  # the players' names as the page says them
        if self.game is not GAME:  # a typed play may use the letters the cards show here
            read = GAME.parse_action
            self.game.parse_action = lambda text, state: read(typed_letters(text, lang), state)
        super().__init__(start, seats=seats, seed=seed, level=level, lang=lang, teacher=teacher)
        self.defense: tuple[str, int] | None = None  # the card picked for the defense, its pile
        self.board = KamiBoard(start.players, canvas=canvas, lang=lang)
        self.table = w.HTML().add_class("gk-table")
        self.table.add_class("gk-after-board")  # presenter mode: the board high, scores on it
        # The buttons keep their room, so that the board under them stays where it is when
        # they change (a defense picked, a computer's turn): a row, two in a duel (its piles).
        rows = 2 if start.players == 2 else 1
        self.buttons = w.HBox(layout=w.Layout(flex_flow="row wrap", min_height=f"{32 * rows}px"))
        self.buttons.add_class("gk-choices")
        self.board.mode_shown = not one_deal  # as the scores above the board
        self.board.on_pick(self.pick)
        self.board.on_miss(self._on_board_miss)
        self.board.keys.on_escape(self._on_escape)
        # The board is as wide as a laptop's page: the message line goes right under it, the
        # legend and the history under the tools.
        self.widget = self.frame(
            self.table,
            self.buttons,
            self.board.widget,
            below=(w.HTML(legend_html(lang, piles=start.players == 2)), self.history),
        )
        self.widget.add_class("gk-kami-app")
        self._play_computers()
        self.refresh()

    def describe(self, state: KamiState, action: Any) -> str:
        """A move as the history says it and a reader hears it: with what it ends (a deal and
        its score, the game, a cancelled deal)."""
        return describe(state, action, self.lang) + ending_text(state, action, self.lang)

    def option(self, state: KamiState, action: Any) -> str:
        """A lead as the leader sees it: which card goes face down, too."""
        return option_text(state, action, self.lang)

    # -- picking a play -----------------------------------------------------------------------

    def plays(self) -> list[Play]:
        """The legal plays of the acting person (none while nobody may act)."""
        if self.actor() is None or self.gated():
            return []
        return [a for a in self.state.legal_actions() if isinstance(a, Play)]

    def _card_at(self, pick: Pick, *, beneath: bool = False) -> tuple[str, int] | None:
        source, index = pick
        if source == "hand":
            hand = self.state.hands[self.actor()]  # type: ignore[index]
            return (hand[index], -1) if index < len(hand) else None
        if not 0 <= index < len(self.state.piles):
            return None
        pile = self.state.piles[index]
        depth = 2 if beneath else 1
        return (pile[-depth], index) if len(pile) >= depth else None

    def pick(self, pick: Pick) -> bool:
        """A click on a card: the defense first, then the attack, which plays. A card that makes
        no legal play is refused with the reason; the picked defense is kept. While nobody may
        act, the click is told why, and while the decision is the Demoralized question's, that
        the buttons above the board make it."""
        idle = self.idle_text()
        if idle is not None:
            self.say_html(escape(idle), "info")
            return False
        plays = self.plays()
        if self.state.step in ("declare", "decide"):  # the Demoralized question: buttons
            self._on_board_miss()
            return False
        if self.defense is None:
            card = self._card_at(pick)
            if card is not None and any((p.defense, p.dpile) == card for p in plays):
                self.defense = card
                self.refresh()
                self.say_html(
                    escape(say(WORDS, "then_attack", self.lang, card=name(card[0], self.lang))),
                    "tip",
                )
                return True
            return self._refuse_pick(card, None)
        same_pile = pick[0] == "pile" and pick[1] == self.defense[1]
        card = self._card_at(pick, beneath=same_pile)
        if pick == self._defense_pick() and not same_pile:
            # A second click on the defense puts it back: the board shows it, the message line
            # is left empty, and a screen reader hears it.
            announce(self._put_back())
            return False
        for play in plays:
            if (play.defense, play.dpile) == self.defense and card == (play.attack, play.apile):
                return self.play(play)
        return self._refuse_pick(card, self.defense)

    def _on_escape(self) -> None:
        """Escape on the board puts back the card picked for the defense, if any."""
        if self.defense is not None and self.actor() is not None:
            self.say_html(escape(self._put_back()), "info")

    def _put_back(self) -> str:
        """Drop the defense picked and redraw; what happened, with what to pick now."""
        card = self.defense[0]  # type: ignore[index]
        self.defense = None
        self.refresh()
        now = prompt(self.state.view(self.actor()), self.lang)
        the = the_card(card, self.lang)
        return say(SPOKEN, "dropped", self.lang, card=the[:1].upper() + the[1:], prompt=now)

    def _defense_pick(self) -> Pick | None:
        if self.defense is None:
            return None
        card, pile = self.defense
        if pile >= 0:
            return ("pile", pile)
        return ("hand", self.state.hands[self.actor()].index(card))  # type: ignore[index]

    def _refuse_pick(self, card: tuple[str, int] | None, defense: tuple[str, int] | None) -> bool:
        if card is None:  # a place of the hand or a pile with no card
            self._on_board_miss()
            return False
        if defense is None:  # ask the engine why this card cannot start any play
            attack = next(k for k in KINDS if Play(card[0], k, card[1]) not in self.plays())
            action = Play(card[0], attack, card[1])
        else:
            action = Play(defense[0], card[0], defense[1], card[1])
        self.refuse(self.state.why_illegal(action))
        return False

    def miss_text(self) -> str:
        """A click on no card to pick: what to pick now (the attack, once the defense is
        picked), or that the buttons above the board hold the decision."""
        lang = self.lang
        if self.defense is not None:
            then = say(WORDS, "then_attack", lang, card=name(self.defense[0], lang))
            return say(WORDS, "miss", lang, prompt=then)
        seen = self.state.view(self.actor())
        return say(
            WORDS, "miss" if self.plays() else "miss_buttons", lang, prompt=prompt(seen, lang)
        )

    def over_text(self) -> str:
        if self.one_deal:  # a lesson's round
            again = say(LESSON, "again", self.lang)
            return say(WORDS, "deal_over_again", self.lang, n=self._deal + 1, again=again)
        return super().over_text()

    def play(self, action: Any) -> bool:
        self.defense = None
        return super().play(action)

    # -- a finished deal held on screen ---------------------------------------------------------

    def _ends_deal(self, ply: int) -> bool:
        """Whether the move at ``ply`` ended its deal (its last card, or the deal cancelled)."""
        states = self.match.states
        return states[ply + 1].deal != states[ply].deal  # type: ignore[attr-defined]

    def moved(self) -> None:
        """A move that ends a deal (but not the game) holds that deal's table on screen, with
        its score and why, at the teacher's pace: until *Next move*, or for a second. All at
        once, the message line says it and the next deal shows at once."""
        ply = self.match.ply - 1
        paced = self.pacer.pace != "instant" and not self.one_deal
        if paced and not self.state.is_over and self._ends_deal(ply):
            self._held = ply

    def actor(self) -> int | None:
        return None if self._held is not None else super().actor()

    def idle_text(self) -> str | None:
        if self._held is not None:
            key = "held_step" if self.pacer.pace == "step" else "held_second"
            n = self.match.states[self._held].deal + 1  # type: ignore[attr-defined]
            return say(WORDS, key, self.lang, n=n, next=say(PACING, "next", self.lang))
        return super().idle_text()

    def _computer_due(self) -> bool:
        return self._held is not None or super()._computer_due()

    def _computer_move(self) -> None:
        if self._held is not None:  # the class moves on from the finished deal
            self._held = None
            return
        super()._computer_move()

    def _show_computer_move(self) -> None:
        if self._held is None:
            super()._show_computer_move()
            return
        self._held = None  # the next deal: the message line still says how the last one ended
        self.redraw()
        speak(plain(self.status.value))

    def answer_now(self) -> None:
        """Play at once every computer's move waiting, past a finished deal held (a lesson's
        *Show me* goes the whole way, whatever the pace)."""
        self.pacer.stop()
        self._held = None
        self._play_computers()
        self.redraw()

    # -- a hint, framed on the board -----------------------------------------------------------

    def hint(self) -> str:
        """What the computer would play in the acting person's place, and why; a play is
        framed on the board: its defense picked, its attack the one card framed, so that a
        click on it follows the hint (*Back*, or a click on the defense, puts it back)."""
        if self.actor() is None or self.gated():
            return ""
        lang = self.lang
        advice = self.game.hint(self.state.view(self.actor()))
        action = advice.action
        self.defense, self._hint = None, None
        framed = isinstance(action, Play) and bool(action.defense) and action in self.plays()
        if framed:
            self.defense, self._hint = (action.defense, action.dpile), (self.match.ply, action)
        self.refresh()
        said = players_in(advice.say(lang), lang)
        html = f"<b>{escape(say(COMMON, 'hint', lang) + colon(lang))}</b>{escape(said)}"
        if framed:
            html += f"<br><small>{escape(say(WORDS, 'hint_framed', lang))}</small>"
        self.say_html(html, "tip")
        return said

    def _hinted_attack(self) -> Pick | None:
        """The attack of the hint framed on the board, while its defense is still the one
        picked in the position it was given for."""
        if self._hint is None or self._hint[0] != self.match.ply or self.actor() is None:
            return None
        action = self._hint[1]
        if self.defense != (action.defense, action.dpile):
            return None
        if action.apile >= 0:
            return ("pile", action.apile)
        hand, skip = self.state.hands[self.actor()], self._defense_pick()
        return next(
            ("hand", i) for i, c in enumerate(hand) if c == action.attack and ("hand", i) != skip
        )

    def reason_text(self, reason: Any) -> str:
        """A refusal with its players named as the page names them (J2 on a French page)."""
        return players_in(reason.say(self.lang), self.lang)

    def forget(self) -> None:
        self.defense = None
        self._held = None

    # -- one deal -----------------------------------------------------------------------------

    @property
    def _deal(self) -> int:
        """The deal the app began with."""
        return self.match.states[0].deal  # type: ignore[attr-defined]

    def deal_ended(self) -> bool:
        """Whether play stops here: ``one_deal`` and the deal it began with is over."""
        return self.one_deal and (self.state.deal != self._deal or self.state.is_over)

    def finished(self) -> bool:
        return self.deal_ended() or super().finished()

    def _finished_ply(self) -> int | None:
        """The ply of the move that ended the deal shown finished: the lesson's deal, or a deal
        held at the teacher's pace (None while a deal goes on)."""
        if self._held is not None:
            return self._held
        if not self.deal_ended():
            return None
        states = self.match.states
        return next(
            i
            for i in range(self.match.ply)
            if states[i + 1].deal != self._deal or states[i + 1].is_over
        )

    def _finished_table(self) -> KamiState | None:
        """The table as the deal's last card fell (or as it lay when the deal was cancelled),
        with the scores it gave (None while the deal goes on)."""
        ply = self._finished_ply()
        if ply is None:
            return None
        before, action = self.match.states[ply], self.match.actions[ply]
        table = before.laid(action) if isinstance(action, Play) else before
        return replace(table, scores=self.match.states[ply + 1].scores)

    def _revealed_stroke(self, seen: KamiState) -> KamiState:
        """``seen`` with a Master Stroke's face-down defense turned up: doubling the points,
        it shows what it was (the attack's twin), and the class sees why."""
        ply = self._finished_ply()
        last = self.match.states[ply + 1].last  # type: ignore[index, attr-defined]
        action = self.match.actions[ply]  # type: ignore[index]
        if not (isinstance(action, Play) and last is not None and last.master_stroke):
            return seen
        p = last.player
        lines = list(seen.lines)
        for n in range(len(lines[p]) - 1, -1, -1):  # his last defense (a lone attack has none)
            defense, down, attack = lines[p][n]
            if defense:
                lines[p] = (*lines[p][:n], (last.card, down, attack), *lines[p][n + 1 :])
                break
        return replace(seen, lines=tuple(lines))

    def _finished_text(self) -> str:
        """The finished deal shown: how it ended, its score and why (HTML)."""
        ply = self._finished_ply()
        assert ply is not None
        lang, before = self.lang, self.match.states[ply]
        if isinstance(self.match.actions[ply], Cancel):
            return self._cancelled_html(before)
        over = say(WORDS, "deal_over", lang, n=before.deal + 1)
        text = result_text(self.match.states[ply + 1], lang, before=self.score_before())
        return f"<b>{escape(over)}</b> {escape(text)}"

    def _cancelled_html(self, before: KamiState) -> str:
        """A cancelled deal: who showed five Soldiers, who cancelled it, who deals again."""
        lang = self.lang
        return say(
            WORDS,
            "cancelled",
            lang,
            n=before.deal + 1,
            declarer=player(before.declarer or 0, lang),
            player=player(before.to_play, lang),
            first=player(before.first, lang),
        )

    # -- drawing ------------------------------------------------------------------------------

    def draw(self, seen: KamiState, focus: int, actor: int | None) -> None:
        lang, state = self.lang, self.state
        finished = self._finished_table()
        if finished is not None:  # the deal's last card on the table, as the viewer sees it
            viewer = self.viewer()
            seen = finished if viewer == -1 else self._revealed_stroke(finished.view(viewer))
        selectable: list[Pick] = []
        if actor is not None and focus == actor:
            selectable = self._selectable()
        deal = say(WORDS, "deal", lang, n=state.deal + 1)
        mover = state.current_player
        computer = mover is not None and self.seats[mover] == "computer"
        now = prompt(seen, lang, computer=computer)  # as the viewer sees it
        head, said = f"<b>{deal}</b> · {escape(now)}", f"{deal}. {now}"
        if finished is not None:
            head = self._finished_text()
        elif state.is_over:
            head = f"<b>{escape(result_text(state, lang, before=self.score_before()))}</b>"
        self.board.show(
            seen,
            focus,
            names=self.game.player_names,
            selectable=tuple(selectable),
            picked=self._defense_pick(),
            status=said if finished is None and not state.is_over else plain(head),
        )
        self.status.value = head
        self.table.value = self._table_html(state, shown=finished is not None)
        self._refresh_buttons(actor)

    def _selectable(self) -> list[Pick]:
        plays, hand = self.plays(), self.state.hands[self.actor()]  # type: ignore[index]
        if self.defense is None:
            wanted = {(p.defense, p.dpile) for p in plays}
            picks: list[Pick] = [("hand", i) for i, c in enumerate(hand) if (c, -1) in wanted]
            piles = sorted({p.dpile for p in plays if p.dpile >= 0})
            return picks + [("pile", k) for k in piles]
        hinted = self._hinted_attack()
        if hinted is not None:
            return [hinted]
        mine = [p for p in plays if (p.defense, p.dpile) == self.defense]
        skip = self._defense_pick()
        picks = [
            ("hand", i)
            for i, c in enumerate(hand)
            if ("hand", i) != skip and any(p.attack == c and p.apile < 0 for p in mine)
        ]
        return picks + [("pile", k) for k in sorted({p.apile for p in mine if p.apile >= 0})]

    def _refresh_buttons(self, actor: int | None) -> None:
        lang = self.lang
        choices: list[tuple[str, str]] = []
        if actor is not None:
            plays = self.plays()
            if self.defense is None:
                for card, pile in dict.fromkeys((p.defense, p.dpile) for p in plays if p.defense):
                    label = self._card_label(card, pile)
                    choices.append((label, f"pick {card} {pile}"))
                for p in plays:
                    if not p.defense:
                        choices.append(
                            (say(WORDS, "alone", lang, card=a_card(p.attack, lang)), str(p))
                        )
            else:
                for p in plays:
                    if (p.defense, p.dpile) == self.defense:
                        choices.append((self._card_label(p.attack, p.apile), str(p)))
                choices.append((say(WORDS, "back", lang), "back"))
            legal = self.state.legal_actions()
            for action in legal:
                if not isinstance(action, Play):
                    label = _LABELS[str(action)]
                    if label == "decline_button" and len(legal) == 1:
                        label = "play_deal_button"  # no five Soldiers: nothing to keep quiet
                    choices.append((say(WORDS, label, lang), str(action)))
        choice_buttons(self.buttons, choices, self._choose)

    def _card_label(self, card: str, pile: int) -> str:
        if pile < 0:
            return name(card, self.lang)
        return say(WORDS, "from_pile", self.lang, card=name(card, self.lang), k=pile + 1)

    def _choose(self, text: str) -> None:
        if text == "back":
            self.defense = None
            self.refresh()
        elif text.startswith("pick "):
            _, card, pile = text.split()
            self.defense = (card, int(pile))
            self.refresh()
            self.say_html(
                escape(say(WORDS, "then_attack", self.lang, card=name(card, self.lang))), "tip"
            )
        else:
            self.play(text)

    def score_before(self) -> int | None:
        """The score the last round's scoring side had before that round ended, from the
        match's history (None if the round ended before the match started)."""
        states, actions = self.match.states, self.match.actions
        for ply in range(self.match.ply - 1, -1, -1):
            before, after = states[ply], states[ply + 1]
            ended = after.step == "over" or after.deal != before.deal  # type: ignore[attr-defined]
            if isinstance(actions[ply], Play) and ended:
                return before.scores[before.side(before.to_play)]  # type: ignore[attr-defined]
        return None

    def _table_html(self, state: KamiState, *, shown: bool = False) -> str:
        """The scores, the mode and the teams; and, until the deal's first card falls, how the
        deal before it ended (unless the board shows that deal, ``shown``)."""
        lang = self.lang
        sides = sorted({state.side(p) for p in range(state.players)})
        scores = " · ".join(
            f"<b>{escape(side_name(state, s, self.lang))}</b> {state.scores[s]}" for s in sides
        )
        parts = [scores]
        if not self.one_deal:  # a lesson's one deal needs no game's target (taught later)
            parts[0] += f" <small>({escape(mode_text(state, lang))})</small>"
        if state.players == 4:
            parts.append(f"<small>{escape(say(WORDS, 'teams', lang))}</small>")
        ended = ""
        if not shown and not state.is_over and not any(state.lines):
            ended = self._last_end(state)
        if ended or not self.one_deal:  # its room kept: the board under it does not move
            parts.append(f"<small>{ended or '&nbsp;'}</small>")
        return "<br>".join(parts)

    def _last_end(self, state: KamiState) -> str:
        """How the deal before the current one ended (HTML), or "" in the first deal."""
        states, actions = self.match.states, self.match.actions
        for ply in range(self.match.ply - 1, -1, -1):
            if self._ends_deal(ply):
                if isinstance(actions[ply], Cancel):
                    return self._cancelled_html(states[ply])
                break
        if state.last is None:
            return ""
        text = result_text(state, self.lang, before=self.score_before())
        return escape(say(WORDS, "ended", self.lang, n=state.deal, result=text))


class KamiLauncher(Launcher):
    """Choose 2, 3 or 4 players, who sits at each seat, the mode and the computer's level, then
    start a game below."""

    counts = (2, 3, 4)
    names = NAMES

    def __init__(self, *, lang: str = "en", seed: int = 1) -> None:
        self.names = player_names(NAMES, lang)
        super().__init__(GAME, lang=lang, seed=seed, count=4)

    def extra(self) -> list[w.Widget]:
        fr = self.lang == "fr"
        self.mode = w.Dropdown(
            options=[
                ("Soldat (15 ou plus)" if fr else "Soldier (15 or more)", "soldier"),
                ("Seigneur (15 exactement)" if fr else "Lord (exactly 15)", "lord"),
                (
                    "Kami (15 exactement, sinon 0)" if fr else "Kami (exactly 15, or back to 0)",
                    "kami",
                ),
            ],
            description="Mode",
            layout=w.Layout(width="340px"),
        )
        return [self.mode]

    def begin(self) -> KamiApp:
        """Start the game, and say so to a reader: the mode's target and what the table waits
        for (the button pressed stays where it is, so nothing else would be heard)."""
        app = super().begin()
        announce(f"{mode_text(app.state, self.lang)} {app.board.status}")
        return app

    def make(self, players: int, seats: tuple[str, ...]) -> KamiApp:
        return KamiApp(
            players=players,
            mode=self.mode.value,
            seats=seats,
            seed=self.seed.value,
            level=self.level.value,
            lang=self.lang,
        )
