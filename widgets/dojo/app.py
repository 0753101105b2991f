"""The Dojo game app: a table of 3-5 dojos, people and computers at any seat, secrets kept.

Data flows one way. The match holds the game; :meth:`DojoApp.refresh` draws everything from
``match.state`` as the viewer may see it (``state.view(viewer)``): the acting person when the
screen has been passed to them, nobody (only what lies face up) while it is being passed, and
everyone when the teacher shows all. A click on the board becomes a tatami or a trophy placed; a
button the other decisions (give, challenge, pass, swap, keep, a sign). Refused actions are
explained with their rule, in the page's language. Computer seats play as soon as it is their
turn, from what they may know.
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as w

from gamekit.dojo import GAME, DojoState
from gamekit.dojo.actions import (
    Challenge,
    Give,
    Keep,
    Pass,
    PlaceTrophy,
    Sign,
    Swap,
    Train,
)
from gamekit.dojo.cards import TROPHY_NAMES
from widgets.dojo import pictures, spoken
from widgets.dojo.board import DojoBoard
from widgets.dojo.spoken import Around, card_words
from widgets.dojo.words import (
    NAMES,
    WORDS,
    breakdown_html,
    challenge_result,
    describe,
    outcome_text,
    player,
    prompt,
    swap_result,
)
from widgets.feedback import kind_of, plain, tell
from widgets.geometry import Geometry
from widgets.i18n import colon, localized, player_names, players_in, say
from widgets.shapes import Text
from widgets.svg import shapes_svg
from widgets.table import Launcher, TableApp, choice_buttons

MINI = Geometry(rows=6, cols=8, cell=26, margin=2, gap=2, edge=2)


class DojoApp(TableApp):
    """A game of Dojo for ``players`` (3-5); ``seats`` says who sits where ("person" or
    "computer", P1 first; by default P1 is a person and the others computers); ``teacher``
    shows every card. ``state`` starts from a position instead of a new game from ``seed``."""

    game = GAME

    def __init__(
        self,
        state: DojoState | None = None,
        *,
        players: int = 4,
        seats: tuple[str, ...] | None = None,
        seed: int = 1,
        variant: str = "standard",
        level: str = "expert",
        lang: str = "en",
        teacher: bool = False,
        canvas: Any = None,
    ) -> None:
        start = (
            state
            if state is not None
            else GAME.new_state(seed=seed, players=players, variant=variant)
        )
        self.game = localized(GAME, lang)  # the players' names as the page says them
        super().__init__(start, seats=seats, seed=seed, level=level, lang=lang, teacher=teacher)
        self.board = DojoBoard(canvas=canvas, lang=lang)
        self.table = w.HTML().add_class("gk-table")
        self.table.add_class("gk-after-board")  # presenter mode: the decision beside the board
        self.centre = w.HTML().add_class("gk-centre-area")
        self.focus_card = w.HTML().add_class("gk-focus")
        self.buttons = w.HBox()
        self.buttons.add_class("gk-choices")
        self.board.on_action(self.play)
        self.board.on_miss(self._on_board_miss)
        self.board.keys.on_escape(self._on_escape)
        self.widget = self.frame(
            self.table,
            # The decision beside the board, on a projector too (a row that does not wrap).
            w.HBox(
                [
                    self.board.widget,
                    w.VBox([self.centre, self.focus_card, self.buttons, self.history]),
                ],
                layout=w.Layout(flex_flow="row nowrap"),
            ).add_class("gk-decide-beside"),
        )
        self.widget.add_class("gk-dojo-app")
        self._play_computers()
        self.refresh()

    def describe(self, state: DojoState, action: Any) -> str:
        """The move as the history and the message line say it; a move that ends a challenge
        also says how (both cards are shown then): who won, and the trophy taken; a swap, which
        card each player holds now."""
        said = describe(state, action, self.lang)
        result = challenge_result(state, action, self.lang) or swap_result(state, action, self.lang)
        return f"{said}{colon(self.lang)}{result}" if result else said

    def option(self, state: DojoState, action: Any) -> str:
        """A decision open now, as a list of them says it: never how a challenge would end."""
        return describe(state, action, self.lang)

    def reason_text(self, reason: Any) -> str:
        """A refusal with its players named as the page names them (J2 on a French page)."""
        return players_in(reason.say(self.lang), self.lang)

    def miss_text(self) -> str:
        """A click on no place of the dojo: what the acting person may click, or that the
        buttons beside the board hold the decision."""
        state = self.state
        key = "miss" if state.step in ("train", "trophy") else "miss_buttons"
        return say(WORDS, key, self.lang, prompt=prompt(state, self.lang))

    def play(self, action: Any) -> bool:
        played = super().play(action)
        self._say_end()
        if played:
            self._say_turn()
        return played

    def _show_computer_move(self) -> None:
        super()._show_computer_move()
        self._say_challenges()
        self._say_end()
        self._say_turn()

    def _say_turn(self) -> None:
        """Once the computers have played, the person whose turn it is hears what he holds now
        (his card, the top card he deals, the trophy he won), and what is asked when it is a
        new kind of decision (a card to give, a challenge, a swap...)."""
        said = self.turn_text(again=False)
        if said and said not in plain(self.why.value):
            html = f"{self.why.value} {escape(said)}"  # the moves said stay the last line
            self.say_html(html, kind_of(self.why) or "info")

    def turn_text(self, *, again: bool = True) -> str:
        """What the person to act is asked and holds, or "" while nobody may act; ``again``
        False leaves out the question when he has just answered the same one (a dealer who
        gives one card after another hears each new top card)."""
        actor = self.actor()
        if self._computer_due() or actor is None or self.gated():
            return ""
        held = spoken.hand_text(Around(self.seen(), actor), self.lang)
        states, ply = self.match.states, self.match.ply
        before = states[ply - 1] if ply else None
        same = before is not None and (before.step, before.current_player) == (
            self.state.step,
            actor,
        )
        if same and not again:
            return held
        return f"{prompt(self.state, self.lang)} {held}"

    def _say_challenges(self) -> None:
        """The message line says the computers' last moves only: a challenge that ended among
        those left out is said too (who won it, the trophy taken), after them."""
        said, lang = plain(self.why.value), self.lang
        states, actions = self.match.states, self.match.actions
        missed = [
            result
            for ply in range(self._since, self.match.ply)
            if (result := challenge_result(states[ply], actions[ply], lang)) and result not in said
        ]
        if missed:
            more = " ".join(escape(say(WORDS, "earlier", lang, result=result)) for result in missed)
            self.say_html(f"{self.why.value} {more}", kind_of(self.why) or "info")

    def _say_end(self) -> None:
        """The move that ends the game: its message line also says who won, and why (the
        status above the table says it too, but the message line is what is announced)."""
        state = self.state
        outcome = outcome_text(state, self.lang)
        if state.is_over and outcome and outcome not in plain(self.why.value):
            lead = f"{self.why.value}<br>" if self.why.value else ""
            self.say_html(f"{lead}<b>{escape(outcome)}</b>", kind_of(self.why) or "info")

    def _on_escape(self) -> None:
        """Escape on the board: Dojo keeps no half-made decision (a cell, a slot or a button
        plays at once), so the message line says so, and what may be done now."""
        self.forget()
        now = self.idle_text() or prompt(self.state, self.lang)
        self.say_html(escape(spoken.nothing_to_drop(now, self.lang)), "info")

    # -- drawing ------------------------------------------------------------------------------

    def draw(self, seen: DojoState, focus: int, actor: int | None) -> None:
        state, lang = self.state, self.lang
        targets = ()
        if actor is not None and focus == actor:
            targets = tuple(a for a in state.legal_actions() if isinstance(a, Train | PlaceTrophy))
        note = "" if state.is_over else (self.idle_text() or "")
        self.board.show(
            seen.dojos[focus],
            seen.trophies[focus],
            targets=targets,
            last=None,
            around=Around(seen, focus, note=note),
        )
        head = f"<b>{say(WORDS, 'round', lang, n=min(state.round, 12))}</b> · {escape(prompt(state, lang))}"
        if state.is_over:
            head = f"<b>{escape(outcome_text(state, lang))}</b>"
        self.status.value = head
        self.table.value = self._table_html(seen, focus)
        self.centre.value = _centre_html(seen, lang)
        self.focus_card.value = self._focus_html(seen, focus)
        self._refresh_buttons(state, actor)

    def _refresh_buttons(self, state: DojoState, actor: int | None) -> None:
        choices = []
        if actor is not None:
            for action in state.legal_actions():
                label = self._label(state, action)
                if label is not None:
                    choices.append((label, str(action)))
        choice_buttons(self.buttons, choices, self.play)

    def _label(self, state: DojoState, action: Any) -> str | None:
        lang = self.lang
        if isinstance(action, Give):
            if action.to == state.current_player:
                return say(WORDS, "keep_card", lang)
            return say(WORDS, "give", lang, player=player(action.to, lang))
        if isinstance(action, Challenge):
            return say(WORDS, "do_challenge", lang)
        if isinstance(action, Pass):
            return say(WORDS, "pass", lang)
        if isinstance(action, Swap):
            return say(WORDS, "swap_cards", lang)
        if isinstance(action, Keep):
            return say(WORDS, "keep_cards", lang)
        if isinstance(action, Sign):
            return say(WORDS, action.sign, lang)
        return None  # tatamis and trophies are placed on the board

    def _table_html(self, seen: DojoState, focus: int) -> str:
        lang = self.lang
        seats = []
        seats = []
        for p in range(seen.players):
            badge = f" · <i>{say(WORDS, 'dealer', lang)}</i>" if p == seen.dealer else ""
            acting = " gk-acting" if p == seen.current_player else ""
            focused = " gk-focused" if p == focus else ""
            hand = seen.hands[p]
            card = (
                _svg(
                    pictures.card_shapes(hand, 0, 0, 60, lang=lang),
                    60,
                    60,
                    40,
                    card_words(hand, lang),
                )
                if hand is not None
                else ""
            )
            dojo = _thumbnail(seen, p, lang)
            score = ""
            if seen.is_over:
                dojo = _scored_svg(seen, p, lang)
                score = breakdown_html(seen.score_of(p), lang)
            seats.append(
                f"<div class='gk-seat gk-seat-{p + 1}{acting}{focused}'><b>{player(p, lang)}</b>{badge}"
                f" <small>({_won(seen.won[p], lang)})</small><br>{dojo} {card}{score}</div>"
            )
        return f"<div class='gk-seats'>{''.join(seats)}</div>"

    def _focus_html(self, seen: DojoState, focus: int) -> str:
        lang = self.lang
        card = seen.hands[focus]
        html = f"<b>{player(focus, lang)}</b>"
        if card is not None:
            picture = pictures.card_shapes(card, 0, 0, 60, lang=lang)
            html += colon(lang) + _svg(picture, 60, 60, 72, card_words(card, lang))
        top = seen.deck[0] if seen.step == "recruit" and seen.deck else None
        if top is not None and focus == seen.dealer:
            picture = pictures.card_shapes(top, 0, 0, 60, lang=lang)
            html += f"<br>{say(WORDS, 'to_give', lang)}{colon(lang)}" + _svg(
                picture, 60, 60, 72, card_words(top, lang)
            )
        return html


def _won(n: int, lang: str) -> str:
    """The challenges a player won (the tie-break, ``dojo.end.tiebreak``)."""
    return say(WORDS, "won" if n > 1 else ("won_one" if n else "won_none"), lang, n=n)


def _centre_html(seen: DojoState, lang: str) -> str:
    """The middle of the table: the Tatami draw pile (face down, with the cards left) beside the
    trophy on offer (face up) and the trophies left."""
    left = len(seen.deck)
    key = "cards_left" if left > 1 else ("cards_left_one" if left else "cards_left_none")
    back = _svg(
        pictures.card_shapes(None, 0, 0, 60, lang=lang, tag="draw_pile"),
        *(60, 60, 40),
        say(WORDS, "draw_pile", lang),
    )
    draw = (
        f"<div class='gk-draw-pile'><b>{say(WORDS, 'draw_pile', lang)}{colon(lang).rstrip()}</b>"
        f"<br>{back if left else ''}<br><small>{say(WORDS, key, lang, n=left)}</small></div>"
    )
    up = seen.up or seen.pending
    trophy = TROPHY_NAMES[lang][up] if up else say(WORDS, "no_trophy", lang)
    picture = (
        _svg(pictures.trophy_shapes(up, 0, 0, 40, lang=lang), 40, 40, 34, trophy) if up else ""
    )
    heading = "trophy_unclaimed" if seen.is_over else "trophy_up"  # the last one stays face up
    pile = say(WORDS, "pile" if len(seen.pile) != 1 else "pile_one", lang, n=len(seen.pile))
    offer = (
        f"<div class='gk-trophy-up'><b>{say(WORDS, heading, lang)}{colon(lang).rstrip()}</b> "
        f"{escape(trophy)}"
        f"<br>{picture}<br><small>{pile}</small></div>"
    )
    return (
        "<div class='gk-centre' style='display:flex;gap:14px;align-items:flex-start'>"
        f"{draw}{offer}</div>"
    )


def _thumbnail(seen: DojoState, p: int, lang: str) -> str:
    """A player's dojo in small, at his seat: where its cards lie, their disciples' and belts'
    colours, and its trophies, without words. A thumbnail is glanced at, not read (its words
    would be 4 px, on a laptop as on a projector); the dojo a decision is about is the board's,
    at full size. Presenter mode leaves it as it is (``gk-thumbnail``)."""
    shapes = pictures.background(MINI) + pictures.pieces(
        seen.dojos[p], seen.trophies[p], MINI, lang=lang
    )
    said = spoken.dojo_text(seen.dojos[p], seen.trophies[p], p, lang)
    drawn = _svg(tuple(s for s in shapes if not isinstance(s, Text)), *MINI.size, 150, said)
    return f"<span class='gk-thumbnail'>{drawn}</span>"


def _scored_svg(state: DojoState, p: int, lang: str) -> str:
    """A finished dojo as the game scored it (the game's Incense reading, any Broom or Assistant
    applied): rows' points on the right, columns' below."""
    from gamekit.dojo.state import normalise

    _, lines = normalise(state.dojos[p], state.trophies[p])
    result = state.score_of(p)
    title = spoken.scored_name(p, result.total, lang)
    return pictures.scored_svg(result, lines, lang=lang, size=170, title=title)


def _svg(shapes: tuple, width: float, height: float, size: int, title: str = "") -> str:
    """Shapes as an SVG picture ``size`` pixels wide, named ``title`` for a screen reader."""
    return shapes_svg(shapes, width, height, size=size, title=title)


class DojoLauncher(Launcher):
    """Choose the players (3-5), who sits at each seat, the variant and the computer's level,
    then start a game below."""

    counts = (3, 4, 5)
    names = NAMES

    def __init__(self, *, lang: str = "en", seed: int = 1) -> None:
        self.names = player_names(NAMES, lang)
        super().__init__(GAME, lang=lang, seed=seed, count=4)

    def extra(self) -> list[w.Widget]:
        fr = self.lang == "fr"
        self.variant = w.Dropdown(
            options=[
                ("Standard", "standard"),
                ("Ceinture blanche" if fr else "White Belt", "white_belt"),
                ("Ceinture noire" if fr else "Black Belt", "black_belt"),
            ],
            description="Variante" if fr else "Variant",
        )
        return [self.variant]

    def make(self, players: int, seats: tuple[str, ...]) -> DojoApp:
        """The game; its message line starts with what the person to act holds (the new game
        is heard with it: the round, what is asked, then that)."""
        app = DojoApp(
            players=players,
            seats=seats,
            seed=self.seed.value,
            variant=self.variant.value,
            level=self.level.value,
            lang=self.lang,
        )
        asked, turn = prompt(app.state, self.lang), app.turn_text()
        held = turn.replace(asked, "", 1).strip() if asked in plain(app.status.value) else turn
        if held:
            tell(app.why, escape(held), "tip", aloud=False)
        return app
