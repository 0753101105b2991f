"""The Dojo Kun game app: 1 to 4 Dojos, people and computers at any seat.

Data flows one way. The match holds the game; :meth:`DojoKunApp.refresh` draws everything from
``match.state`` as the viewer may see it. Nothing is hidden between players in Dojo Kun (only
the decks' order), so the screen is never passed. In the prelude a person chooses a token (the
Master, or an athlete by clicking his card or his button), then clicks a slot: the slots the
token may take are framed; a slot it may not take is crossed on the board and the refusal says
why, citing the rule; a slot with several ways to fulfil it offers them as buttons. The
tournament's decisions (entries, Reservation tile, predictions, wounds...) are buttons; a seat
in the bracket is a click. Computer seats play as soon as it is their turn, from their view.

>>> app = DojoKunApp(players=2, seats=("person", "person"), seed=3)
>>> app.state.current_player, app.token
(1, 'M')
>>> app.pick(("slot", "waterfall"))  # the Master goes only on octagons
False
>>> "dojo_kun.place.octagon" in app.why.value
True
>>> app.pick(("slot", "expand"))
True
"""

from __future__ import annotations

import random
from html import escape
from typing import Any

import ipywidgets as w

from gamekit.dojo_kun import GAME, DojoKunState, Place, Roll, combat, tournament
from gamekit.dojo_kun.actions import TOKENS
from gamekit.dojo_kun.prelude import tokens_left
from widgets.dojo_kun.board import DojoKunBoard
from widgets.dojo_kun.words import (
    STRINGS,
    describe,
    for_clicks,
    prestige_html,
    prompt,
    stage_text,
)
from widgets.i18n import say
from widgets.table import Launcher, TableApp, choice_buttons

NAMES = GAME.player_names


class DojoKunApp(TableApp):
    """A game of Dojo Kun for ``players`` (1: alone against the Skull Dojo); ``seats`` says who
    sits where ("person" or "computer", P1 first). ``state`` starts from a position instead of
    a new game from ``seed``."""

    game = GAME

    def __init__(
        self,
        state: DojoKunState | None = None,
        *,
        players: int = 2,
        seats: tuple[str, ...] | None = None,
        seed: int = 1,
        level: str = "greedy",
        lang: str = "en",
        teacher: bool = False,
        handicap: bool = False,
        canvas: Any = None,
    ) -> None:
        start = (
            state
            if state is not None
            else GAME.new_state(
                seed=seed, players=players, **({"handicap": True} if handicap else {})
            )
        )
        super().__init__(start, seats=seats, seed=seed, level=level, lang=lang, teacher=teacher)
        self.rng = random.Random(seed)
        self.token = "M"
        self.refused_slot: str | None = None
        self._shown_tokens: tuple[tuple[str, str], ...] = ()
        self._shown_choices: list[tuple[str, str]] | None = None
        self.board = DojoKunBoard(start.players, canvas=canvas, lang=lang)
        self.board.on_pick(self.pick)
        self.tokens = w.HBox().add_class("gk-tokens")
        self.buttons = w.HBox(layout=w.Layout(flex_flow="row wrap")).add_class("gk-choices")
        self.scores = w.HTML().add_class("gk-scores")
        self.widget = self.frame(
            self.tokens, self.buttons, self.board.widget, self.scores, self.history
        )
        self.widget.add_class("gk-dojo-kun-app")
        self._play_computers()
        self.refresh()

    def describe(self, state: DojoKunState, action: Any) -> str:
        return describe(state, action, self.lang)

    def reason_text(self, reason: Any) -> str:
        return for_clicks(reason.say(self.lang))

    def gated(self) -> bool:
        """Never: players hide nothing from each other (only the decks' order is secret)."""
        return False

    # -- a person's decisions -----------------------------------------------------------------

    def tokens_home(self) -> tuple[str, ...]:
        """The acting person's tokens that may still be placed this turn."""
        actor = self.actor()
        if actor is None or self.state.step != "place":
            return ()
        home, moving = tokens_left(self.state, actor)
        return tuple(t for t in TOKENS if t in (*home, *moving))

    def choose_token(self, token: str) -> None:
        self.token, self.refused_slot = token, None
        self.refresh()

    def pick(self, pick: tuple[str, Any]) -> bool:
        """A click on the board: an athlete chooses the token, a slot places it (or offers the
        ways to), a bracket slot seats the reserved athlete."""
        kind, value = pick
        state = self.state
        if self.actor() is None:
            return False
        if kind == "athlete":
            token = str(value + 1)
            if token in self.tokens_home():
                self.choose_token(token)
                return True
            return False
        if kind == "seat":
            return self.play(tournament.Seat(value)) if state.step == "seat" else False
        if state.step != "place":
            return False
        ways = [
            a
            for a in state.legal_actions()
            if isinstance(a, Place) and a.token == self.token and a.slot == value
        ]
        if not ways:
            self.refused_slot = value
            self.refuse(state.why_illegal(Place(self.token, value)))
            return False
        self.refused_slot = None
        if len(ways) == 1:
            return self.play(ways[0])
        self._choices([(self._label(a), str(a)) for a in ways], self.play)
        return True

    def forget(self) -> None:
        self.token, self.refused_slot, self._shown_choices = "M", None, None

    def roll(self) -> bool:
        """Roll the dice for a fight that waits for its roll (a game with rolls set by hand)."""
        if self.state.step != "roll":
            return False
        white, black = tournament._fighters(self.state)
        faces = (combat.roll_dice(white, self.rng), combat.roll_dice(black, self.rng))
        red = [
            combat.roll_red(self.rng)
            for f, rolled in zip((white, black), faces, strict=True)
            for _ in range(combat.register(f, rolled).harmful)
        ]
        return self.play(Roll(*faces, tuple(red)))

    def _label(self, action: Any) -> str:
        """A button's words: what the action does, said as the history will say it, without
        the player's name in front."""
        text = describe(self.state, action, self.lang)
        return text[:1].upper() + text[1:]

    def _computer_move(self) -> None:
        super()._computer_move()
        self.token = "M"

    # -- drawing ------------------------------------------------------------------------------

    def draw(self, seen: DojoKunState, focus: int, actor: int | None) -> None:
        state, lang = self.state, self.lang
        home = self.tokens_home()
        if home and self.token not in home:
            self.token = home[0]
        selectable: tuple[Any, ...] = ()
        if actor is not None and state.step == "place":
            selectable = tuple(
                dict.fromkeys(
                    a.slot
                    for a in state.legal_actions()
                    if isinstance(a, Place) and a.token == self.token
                )
            )
        elif actor is not None and state.step == "seat":
            selectable = tuple(("seat", a.slot) for a in state.legal_actions())
        self.board.show(
            seen,
            focus,
            names=NAMES[: state.players],
            selectable=selectable,
            refused=self.refused_slot,
            lang=lang,
        )
        head = f"<b>{escape(stage_text(state, lang))}</b> · {escape(prompt(state, lang))}"
        self.status.value = head
        self._token_buttons(home, actor)
        self._refresh_buttons(state, actor)
        self.scores.value = " ".join(
            f"<div class='gk-seat'><b>{NAMES[p]}</b> {prestige_html(seen, p, lang)}</div>"
            for p in range(state.players)
        )
        self.scores.layout.display = "" if state.is_over else "none"

    def _token_buttons(self, home: tuple[str, ...], actor: int | None) -> None:
        """One toggle per token that may still be placed; rebuilt only when they change (a
        click's repaint should not wait for new widgets)."""
        from widgets.dojo_kun.words import token_name

        names = tuple(
            (t, token_name(self.state, actor, t, self.lang)) for t in home if actor is not None
        )
        if names != self._shown_tokens:
            self._shown_tokens = names
            for old in self.tokens.children:
                old.close()
            buttons = []
            for token, name in names:
                button = w.ToggleButton(description=name, layout=w.Layout(width="auto"))
                button.token = token
                button.add_class(f"gk-token-{token}")
                button.observe(
                    lambda change, t=token: change["new"] and self.choose_token(t), "value"
                )
                buttons.append(button)
            self.tokens.children = tuple(buttons)
        for button in self.tokens.children:
            if button.value != (button.token == self.token):
                button.value = button.token == self.token

    def _choices(self, choices: list[tuple[str, str]], on_choose: Any) -> None:
        """The decision buttons, rebuilt only when they change."""
        if choices != self._shown_choices:
            self._shown_choices = choices
            choice_buttons(self.buttons, choices, on_choose)

    def _refresh_buttons(self, state: DojoKunState, actor: int | None) -> None:
        if actor is None or state.step == "place":
            choices = []
            if actor is not None:  # Lord Vegan's sacrifice is a button beside the placements
                choices = [
                    (self._label(a), str(a))
                    for a in state.legal_actions()
                    if not isinstance(a, Place)
                ]
            self._choices(choices, self.play)
            return
        if state.step == "roll":
            self._choices([(say(STRINGS, "roll", self.lang), "roll")], self._roll)
            return
        self._choices([(self._label(a), str(a)) for a in state.legal_actions()], self.play)

    def _roll(self, _: str) -> None:
        self.roll()


class DojoKunLauncher(Launcher):
    """Choose the players (1-4), who sits at each seat and the computer's level, then start."""

    counts = (1, 2, 3, 4)
    names = NAMES

    def __init__(self, *, lang: str = "en", seed: int = 1) -> None:
        super().__init__(GAME, lang=lang, seed=seed, count=2)
        self.level.value = "greedy"

    def extra(self) -> list[w.Widget]:
        fr = self.lang == "fr"
        self.handicap = w.Checkbox(
            description="Dojo du Crâne plus fort (solo)" if fr else "Harder Skull Dojo (solo)",
            indent=False,
        )
        return [self.handicap]

    def make(self, players: int, seats: tuple[str, ...]) -> DojoKunApp:
        return DojoKunApp(
            players=players,
            seats=seats,
            seed=self.seed.value,
            level=self.level.value,
            lang=self.lang,
            handicap=self.handicap.value and players == 1,
        )
