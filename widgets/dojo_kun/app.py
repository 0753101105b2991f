"""The Dojo Kun game app: 1 to 4 Dojos, people and computers at any seat.

Data flows one way. The match holds the game; :meth:`DojoKunApp.refresh` draws everything from
``match.state`` as the viewer may see it. Nothing is hidden between players in Dojo Kun (only
the decks' order), so the screen is never passed.

Laid out for a laptop's 1024 x 768 screen, as Board Game Arena lays out a large board: what the
person to act needs is on screen at once. The board holds the village (or the tournament) and
his Dojo; beside it every Dojo in brief, each in its seat's place, and under them the pace of
the computers' moves and *Hint* (where no message pushes them off the screen); under the board
his tokens, the choices open to him and the answer to his last click.

In the prelude a person chooses a token (the Master, or an athlete by clicking his card or his
button), then clicks a slot: the slots the token may take are framed; a slot it may not take is
crossed on the board and the refusal says why, citing the rule; a slot with several ways to
fulfil it is framed with an arrow to its choices under the board. An athlete who trained and
may be moved by his Master's Accelerate rests by a click on the slot he stands on, or by his
button under the board. The
tournament's decisions (entries, Reservation tile, predictions, wounds...) are buttons; a seat in
the bracket is a click. Every click on the board gets an answer. Computer seats play as soon as
it is their turn, from their view.

By keyboard, the board's cursor goes over the same slots, cards, athletes and seats (Enter
clicks there), and Escape drops a half-made choice: the slot whose choices wait under the board,
then the token chosen.

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

import os
import random
from html import escape
from typing import Any

import ipywidgets as w

from gamekit.dojo_kun import GAME, DojoKunState, Place, Roll, combat, tournament
from gamekit.dojo_kun.actions import REST, TOKENS
from gamekit.dojo_kun.prelude import tokens_left
from widgets.dojo_kun import ledger, spoken
from widgets.dojo_kun.board import DojoKunBoard
from widgets.dojo_kun.briefs import briefs_html
from widgets.dojo_kun.news import news, step_news
from widgets.dojo_kun.pictures import legend_html, where_tokens_stand
from widgets.dojo_kun.results import progress_html, results_html, score_sheet_html
from widgets.dojo_kun.words import (
    STRINGS,
    describe,
    for_clicks,
    prompt,
    slot_name,
    stage_text,
    token_name,
)
from widgets.feedback import speak, tell
from widgets.i18n import Table, localized, player_names, players_in, say
from widgets.pacing import PACES
from widgets.pacing import WORDS as PACING
from widgets.table import Launcher, TableApp, choice_buttons

NAMES = GAME.player_names
MANY = 6
"""More choices than this are a list to choose in, not a row of buttons."""


def shortened(labels: list[str], blank: str = "[your choice]") -> tuple[str, list[str]]:
    """What several choices' labels say alike, and what each says of its own: the words they
    all begin and end with (``blank`` where each one's own words go: a sentence to complete,
    which an ellipsis would make read as cut off), and those own words.

    >>> shortened(["Fred trains with YIN (2 Ki): −1 Tiger, then +2 Crane",
    ...            "Fred trains with YIN (2 Ki): −1 Bear, then +2 Crane"])
    ('Fred trains with YIN (2 Ki): −1 [your choice], then +2 Crane', ['Tiger', 'Bear'])
    >>> shortened(["P1 sends Takashi to the tournament", "P1 sends Oeng to the tournament"])
    ('P1 sends [your choice] to the tournament', ['Takashi', 'Oeng'])
    >>> shortened(["P1 predicts a win for white, Takashi", "P1 predicts a win for black, Oeng"])
    ('P1 predicts a win for [your choice]', ['White, Takashi', 'Black, Oeng'])
    >>> shortened(["Pay 3 Ki", "Lose a level"])
    ('', ['Pay 3 Ki', 'Lose a level'])
    """
    if len(labels) < 2:
        return "", labels
    head = os.path.commonprefix(labels)
    head = head[: head.rfind(" ") + 1]  # whole words only
    tail = os.path.commonprefix([label[len(head) :][::-1] for label in labels])[::-1]
    while tail and not _clause(tail):
        tail = tail[1:]
    if len(head) + len(tail) < MIN_COMMON or any(len(head) + len(tail) >= len(t) for t in labels):
        return "", labels
    own = [label[len(head) : len(label) - len(tail)] for label in labels]
    return f"{head}{blank}{tail}", [o[:1].upper() + o[1:] for o in own]


MIN_COMMON = 8
"""The fewest characters choices must share to be shortened."""


def _clause(tail: str) -> bool:
    """Whether ``tail`` reads as the end of a sentence of its own: after a comma, a colon or a
    parenthesis, or three words at least (``to the tournament``, not ``die less``)."""
    return tail.startswith((", ", ": ", "; ", " (")) or (
        tail.startswith(" ") and len(tail.split()) >= 3
    )


FRAMES: Table = {
    "watching": {
        "en": "The board shows the fights, a roll a second.",
        "fr": "Le plateau montre les combats, un lancer par seconde.",
    },
    "watching_step": {
        "en": "The board shows the fights roll by roll: press {next} for the next.",
        "fr": "Le plateau montre les combats lancer par lancer : appuyez sur {next} pour la suite.",
    },
    "pace_instant": {
        "en": "Your own athletes' fights still come roll by roll, a roll a second.",
        "fr": "Les combats de vos athlètes viennent quand même lancer par lancer, un par seconde.",
    },
    "pace_second": {
        "en": "Every fight too, a roll a second.",
        "fr": "Tous les combats aussi, un lancer par seconde.",
    },
    "pace_step": {
        "en": "Every fight too, a roll at each “Next move”.",
        "fr": "Tous les combats aussi, un lancer à chaque « Coup suivant ».",
    },
    "results_below": {
        "en": "The results are under the board.",
        "fr": "Les résultats sont sous le plateau.",
    },
}
"""The words of the fights shown step by step, and of the pace that shows them."""

CSS = """
<style>
.gk-dojo-kun-app .gk-table { flex-wrap: nowrap; align-items: flex-start; gap: 8px; }
.gk-dojo-kun-app .gk-decide { align-items: center; gap: 4px 6px; min-height: 34px; }
.gk-dojo-kun-app .gk-decide .widget-html { margin: 0 4px 0 0; }
.gk-dojo-kun-app .gk-decide .gk-choices { flex: 1 1 320px; }
.gk-dojo-kun-app .gk-side { flex: 0 1 15em; min-width: 12em; max-height: 484px; gap: 6px; }
.gk-dojo-kun-app .gk-side > .gk-dojo-kun-briefs { flex: 0 1 auto; min-height: 5em;
    overflow-y: auto; }
.gk-dojo-kun-app .gk-side .gk-briefs { max-height: none; }
.gk-dojo-kun-app .gk-steady, .gk-dojo-kun-app .gk-steady .gk-pacer { flex: none;
    flex-wrap: wrap; align-items: center; gap: 4px 6px; margin: 0; }
.gk-dojo-kun-app .gk-steady > .gk-pacer,
.gk-dojo-kun-app .gk-pace-note { flex: 1 1 100%; min-width: 0; }
.gk-dojo-kun-app .gk-steady .widget-toggle-buttons { width: 100%; height: auto;
    white-space: normal; }
.gk-dojo-kun-app .gk-steady .widget-toggle-buttons .widget-label { display: block;
    text-align: left; }
.gk-dojo-kun-app .gk-pace-note .widget-html-content { white-space: normal; font-size: 0.87em;
    line-height: 1.3; color: #4e4536; }
.gk-dojo-kun-app .gk-choices .widget-button { height: auto; min-height: 30px;
    white-space: normal; text-align: left; line-height: 1.25; padding: 3px 10px; }
.gk-dojo-kun-legend .gk-sign { display: inline-flex; align-items: center; gap: 3px;
    margin-right: 12px; white-space: nowrap; }
.gk-dojo-kun-legend svg { flex: none; }
.gk-dojo-kun-results h4 { margin: 8px 0 4px; }
.gk-dojo-kun-results ol { margin: 0 0 6px; padding-left: 22px; }
.gk-sheet { border-collapse: collapse; margin: 4px 0; }
.gk-sheet caption { text-align: left; font-weight: bold; }
.gk-sheet th, .gk-sheet td { border: 1px solid #767676; padding: 2px 8px; }
.gk-sheet td { text-align: right; }
.gk-sheet th[scope=row] { text-align: left; font-weight: normal; }
@media (max-width: 1000px) { .gk-dojo-kun-app .gk-table { flex-wrap: wrap; } }
@media (max-width: 480px) { .gk-dojo-kun-legend .gk-sign { white-space: normal; } }
</style>
"""


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
        self.game = localized(GAME, lang)  # the players' names as the page says them
        names = self.game.player_names[: start.players]
        self._book = ledger.Book(players=names)
        self._read: list[Any] = []  # the actions the book has read, in order
        self._frame: ledger.Frame | None = None  # a step shown on the board, not yet the state
        self._frames: list[ledger.Frame] = []  # the steps waiting to be shown after it
        self._framed: dict[int, str] = {}  # the plies whose steps are shown: their own words
        self._quiet = False  # a new game's first moves: nothing to show step by step
        super().__init__(start, seats=seats, seed=seed, level=level, lang=lang, teacher=teacher)
        self.rng = random.Random(seed)
        self.token = "M"
        self.refused: tuple[str, Any] | None = None
        self.picked: tuple[str, Any] | None = None
        self._shown_tokens: tuple[tuple[str, str], ...] = ()
        self._shown_choices: list[tuple[str, str]] | None = None
        self.board = DojoKunBoard(start.players, canvas=canvas, lang=lang)
        self.board.on_pick(self.pick)
        self.board.on_miss(self._on_board_miss)
        self.board.keys.on_escape(self._on_escape)
        self.briefs = w.HTML().add_class("gk-dojo-kun-briefs")
        self.tokens = w.HBox().add_class("gk-tokens")
        self.choices_title = w.HTML().add_class("gk-choices-title")
        self.buttons = w.HBox(layout=w.Layout(flex_flow="row wrap")).add_class("gk-choices")
        self.scores = w.HTML().add_class("gk-scores")
        self.results = w.HTML().add_class("gk-dojo-kun-results")
        self.legend = w.HTML(legend_html(lang))
        # beside the board, under the Dojos in brief: the pace, Next move and Hint, where a long
        # message or many choices under the board never push them off a laptop's screen
        steady = w.HBox().add_class("gk-steady")
        self.briefs.add_class("gk-after-board")  # presenter mode: after the words and choices
        side = w.VBox([self.briefs, steady]).add_class("gk-side")
        table = w.HBox([self.board.widget, side]).add_class("gk-table")
        table.add_class("gk-board-row")  # presenter mode: the side goes under a screen-wide board
        table.add_class("gk-side-px-330")  # or beside a board as high as the screen, in 330 px
        decide = w.HBox(
            [self.tokens, self.choices_title, self.buttons], layout=w.Layout(flex_flow="row wrap")
        ).add_class("gk-decide")
        self.widget = self.frame(
            w.HTML(CSS),
            table,
            decide,
            below=(self.scores, self.results, self.legend, self.history),
            steady=steady,
        )
        self.widget.add_class("gk-dojo-kun-app")
        # presenter mode, beside the board: the words, choices, pace and Hint first, then the
        # Dojos in brief, then the rest
        for later in (self.typed.widget, self.tools, self.scores, self.results, self.legend,
                      self.history, self.code_out, self.moves, self.analysis_tools):  # fmt: skip
            later.add_class("gk-after-board")
        self.pacer.explain({p: escape(say(FRAMES, f"pace_{p}", lang)) for p in PACES})
        self._play_computers()
        self.refresh()

    def describe(self, state: DojoKunState, action: Any) -> str:
        """The history line of ``action``, then what it set off in the tournament: the rolls
        and fights that followed, the tournament's end (:mod:`widgets.dojo_kun.news`), which
        the page says aloud with the move."""
        said = [describe(state, action, self.lang)]
        said += [
            s.rstrip(".")
            for s in news(state, action, self.game.player_names[: state.players], self.lang)
        ]
        return ". ".join(said)

    # -- the steps a decision set off, shown one by one --------------------------------------

    @property
    def book(self) -> ledger.Book:
        """The game read up to the position shown: every fight and every Prestige's source."""
        self._catch_up()
        return self._book

    def _catch_up(self) -> list[ledger.Frame]:
        """Read into the book the moves played since it last read (from the start again after
        a move was taken back); the frames of the moves read."""
        match, ply = self.match, self.match.ply
        actions = match.actions
        read = self._read
        if len(read) > ply or any(a is not b for a, b in zip(read[-1:], actions[len(read) - 1 :])):
            self._book = ledger.Book(players=self._book.players)
            read = self._read = []
        frames: list[ledger.Frame] = []
        states = match.states
        for i in range(len(read), ply):
            frames += ledger.steps(self._book, states[i], actions[i], states[i + 1])
            read.append(actions[i])
        return frames

    def moved(self) -> None:
        """A move was played: the rolls and fights it set off are shown on the board one by one
        before the position they led to: every one at a pace (a second a move, or one at a
        time), the move said with the first; all at once, those of the people's own athletes
        still (a roll a second), after the move is said with all it set off (as the history
        says it), the others passing at once."""
        frames = self._catch_up()
        ply = self.match.ply - 1
        if self._quiet:
            return
        at_once = self.pacer.pace == "instant"
        shown = self._own(frames) if at_once else frames
        if not shown or at_once:
            if any(f.fight is None for f in frames):  # a tournament ended: where to look
                below = say(FRAMES, "results_below", self.lang)
                self._framed[ply] = f"{super().said_now(ply)}. {below}".removesuffix(".")
        else:
            own = describe(self.match.states[ply], self.match.actions[ply], self.lang)
            self._framed[ply] = f"{own}. {self._frame_text(shown[0])}"
        if shown:
            self._frame, self._frames = shown[0], shown[1:]

    def _own(self, frames: list[ledger.Frame]) -> list[ledger.Frame]:
        """In a game against the computer, the steps of the people's own fights among
        ``frames`` (a fight where an athlete of a person's Dojo meets anyone), and the
        tournament's end after them, if they hold it. None at a table of people only (an
        analysis board, an exercise): each decision's answer comes at once there."""
        if "computer" not in self.seats:
            return []
        people = set(self.people())
        own = [
            f
            for f in frames
            if f.fight is not None
            and any(e is not None and e.owner in people for e in (f.fight.white, f.fight.black))
        ]
        return own + [f for f in frames if f.fight is None] if own else []

    def _held(self) -> bool:
        """A step shown on the board stays a second even when the rest comes all at once (at
        that pace, only the people's own fights are shown step by step)."""
        return self._frame is not None

    def said_now(self, ply: int) -> str:
        return self._framed.get(ply) or super().said_now(ply)

    def _frame_text(self, frame: ledger.Frame) -> str:
        """What a step shown says: the roll and its result, who went on, the Prestige won; at a
        tournament's end, its champion and where its results are."""
        said = step_news(frame.before, frame.after, self._book.players, self.lang)
        if frame.fight is None:
            said.append(say(FRAMES, "results_below", self.lang))
        return " ".join(s if s.endswith(".") else s + "." for s in said).removesuffix(".")

    def _computer_due(self) -> bool:
        return self._frame is not None or super()._computer_due()

    def _show_computer_move(self) -> None:
        """The next step of those a decision set off, or, once they are all shown, the position
        they led to, else the next computer's move."""
        if self._frame is None:
            super()._show_computer_move()
            return
        if self._frames:
            self._frame = self._frames.pop(0)
            self.redraw()
            said = escape(self._frame_text(self._frame)) + "."
            tell(self.why, said, "info", aloud=False)
            speak(said)
            return
        self._frame = None
        self.redraw()  # the last step's words stay under the position it led to
        if self.actor() is not None:
            speak(escape(prompt(self.state, self.lang)))

    def _play_computers(self) -> None:
        self._quiet = True
        try:
            super()._play_computers()
        finally:
            self._quiet = False

    def actor(self) -> int | None:
        """Nobody may act while the steps a decision set off are shown."""
        return None if self._frame is not None else super().actor()

    def idle_text(self) -> str | None:
        if self._frame is not None:
            if self.pacer.pace == "step":
                return say(FRAMES, "watching_step", self.lang, next=say(PACING, "next", self.lang))
            return say(FRAMES, "watching", self.lang)
        return super().idle_text()

    def seen(self) -> DojoKunState:
        if self._frame is None:
            return super().seen()
        viewer = self.viewer()
        shown = self._frame.shown
        return shown if viewer == -1 else shown.view(viewer)

    @property
    def log(self) -> list[str]:
        """The history; while a decision's steps are shown, it says the decision alone (the
        steps to come are not told before the board shows them)."""
        lines = super().log
        if self._frame is not None and self.match.ply - 1 in self._framed:
            ply = self.match.ply - 1
            lines[-1] = escape(describe(self.match.states[ply], self.match.actions[ply], self.lang))
        return lines

    def option(self, state: DojoKunState, action: Any) -> str:
        """A decision among those open, as the history says it (without what it would set
        off: the dice are not known before)."""
        return describe(state, action, self.lang)

    def reason_text(self, reason: Any) -> str:
        return players_in(for_clicks(reason.say(self.lang)), self.lang)

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
        """Choose the token the next slot clicked takes (a half-made choice is dropped)."""
        self.token, self.refused, self.picked, self._shown_choices = token, None, None, None
        self.refresh()
        if self.actor() is not None:
            name = token_name(self.state, self.actor(), token, self.lang)
            self.say_html(escape(say(STRINGS, "token_chosen", self.lang, token=name)), "info")

    def pick(self, pick: tuple[str, Any]) -> bool:
        """A click on the board: an athlete chooses the token, a slot places it (or offers the
        ways to), a Secret Technique at Master YANG places the token there for it, a bracket
        slot seats the reserved athlete. Whatever it is, the page answers."""
        kind, value = pick
        state, actor = self.state, self.actor()
        if actor is None:
            self._on_board_miss()
            return False
        if kind == "athlete":
            return self._pick_athlete(int(value))
        if kind == "seat":
            if state.step == "seat":
                return self.play(tournament.Seat(value))
            self._on_board_miss()
            return False
        if state.step != "place":
            self._on_board_miss()
            return False
        if kind == "technique":
            return self._place([Place(self.token, "yang", (str(value),))], ("technique", value))
        candidates = [
            a
            for a in state.legal_actions()
            if isinstance(a, Place) and a.token == self.token and a.slot == value
        ]
        if value == "yang" and candidates:  # every technique offered, the dear ones refused
            candidates = [Place(self.token, "yang", (t,)) for t in state.techniques]
        if not candidates and self._resting_on() == value:
            candidates = [Place(self.token, REST)]
        return self._place(candidates or [Place(self.token, str(value))], ("slot", value))

    def _resting_on(self) -> str | None:
        """The slot where the token chosen may rest (an athlete who trained, whom the Master's
        Accelerate may move on: he stays on his training slot), or None."""
        actor, state = self.actor(), self.state
        if actor is None or state.step != "place":
            return None
        if Place(self.token, REST) not in state.legal_actions():
            return None
        return where_tokens_stand(state).get((actor, self.token))

    def hinted(self, action: Any) -> None:
        """The token the hint places is chosen, so that a click on the slot it names plays it
        (the token chosen before might not go there)."""
        if isinstance(action, Place) and action.token in self.tokens_home():
            self.token, self.refused, self.picked, self._shown_choices = (
                action.token,
                None,
                None,
                None,
            )
            self.redraw()

    def _pick_athlete(self, space: int) -> bool:
        state, actor = self.state, self.actor()
        token = str(space + 1)
        if token in self.tokens_home():
            self.choose_token(token)
            return True
        self.refresh()
        athletes = state.dojos[actor].athletes if actor is not None else ()
        member = athletes[space] if space < len(athletes) else None
        if state.step != "place":
            key, values = "miss_buttons", {}
        elif member is None:
            key, values = "athlete_none", {}
        else:
            key, values = "athlete_busy", {"athlete": token_name(state, actor, token, self.lang)}
        self.say_html(escape(say(STRINGS, key, self.lang, **values)), "info")
        return False

    def _place(self, ways: list[Place], pick: tuple[str, Any]) -> bool:
        """Play the one way of a placement, offer its ways, or refuse it with its reason."""
        state = self.state
        legal = [a for a in ways if state.why_illegal(a) is None]
        if not legal:
            self.picked, self.refused = None, pick
            self.refuse(state.why_illegal(ways[0]))
            return False
        self.refused = None
        if len(ways) == 1:
            self.picked = None
            return self.play(ways[0])
        self.picked = pick
        slot = "yang" if pick[0] == "technique" else str(pick[1])
        common, labels = shortened([self._label(a) for a in ways], say(STRINGS, "blank", self.lang))
        title = say(STRINGS, "choose_how", self.lang, slot=slot_name(slot, self.lang))
        self._choices(list(zip(labels, map(str, ways), strict=True)), self._play_way, title=title)
        self.refresh()
        # the buttons say what differs ("Cobra, then +2 Tiger"): the message says the rest
        self.say_html(escape(f"{title} {common}" if common else title), "tip")
        return True

    def _play_way(self, text: str) -> None:
        """One of a slot's ways, chosen under the board: played, or refused with its reason
        (a way the athlete cannot pay for is offered so that its reason can be read)."""
        action = GAME.parse_action(text, self.state)
        reason = self.state.why_illegal(action)
        if reason is not None:
            self.refuse(reason)
            return
        self.picked = None
        self.play(action)

    def miss_text(self) -> str:
        """What a click on the board that picks nothing is told: where the token chosen may go,
        a free seat of the bracket, or that the buttons under the board decide now."""
        state, actor = self.state, self.actor()
        if state.step == "place" and actor is not None:
            name = token_name(state, actor, self.token, self.lang)
            return say(STRINGS, "miss_place", self.lang, token=name)
        if state.step == "seat":
            return say(STRINGS, "miss_seat", self.lang)
        return say(STRINGS, "miss_buttons", self.lang)

    def forget(self) -> None:
        self.token, self.refused, self.picked, self._shown_choices = "M", None, None, None
        self._frame, self._frames = None, []

    def _on_escape(self) -> None:
        """Escape on the board drops the half-made choice: the slot whose choices wait under the
        board, else the token chosen (the first at home is chosen again); the message line says
        what was dropped, or that nothing was, and what to do now."""
        state, actor, lang = self.state, self.actor(), self.lang
        now = prompt(state, lang) if actor is not None else self.idle_text() or ""
        home = self.tokens_home()
        if self.picked is not None:
            slot = "yang" if self.picked[0] == "technique" else str(self.picked[1])
            self.picked, self.refused, self._shown_choices = None, None, None
            self.refresh()
            said = say(spoken.SPOKEN, "dropped_choice", lang, slot=slot_name(slot, lang), now=now)
        elif actor is not None and home and self.token != home[0]:
            name = token_name(state, actor, self.token, lang)
            self.token, self.refused = home[0], None
            self.refresh()
            said = say(spoken.SPOKEN, "dropped_token", lang, token=name, now=now)
        else:
            if self.refused is not None:
                self.refused = None
                self.refresh()
            said = say(spoken.SPOKEN, "nothing_to_drop", lang, now=now)
        self.say_html(escape(said), "info")

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

    # -- drawing ------------------------------------------------------------------------------

    def draw(self, seen: DojoKunState, focus: int, actor: int | None) -> None:
        state, lang = self.state, self.lang
        home = self.tokens_home()
        if home and self.token not in home:
            self.token = home[0]
        selectable: tuple[Any, ...] = ()
        if actor is not None and state.step == "place":
            resting = self._resting_on()  # a rest is a click on the slot the athlete stands on
            selectable = tuple(
                dict.fromkeys(
                    resting if a.slot == REST else a.slot
                    for a in state.legal_actions()
                    if isinstance(a, Place) and a.token == self.token
                )
            )
        elif actor is not None and state.step == "seat":
            selectable = tuple(("seat", a.slot) for a in state.legal_actions())
        if self.picked is not None and (actor is None or state.step != "place"):
            self.picked = None
        frame = self._frame
        self.board.show(
            seen,
            focus,
            names=self.game.player_names[: state.players],
            selectable=selectable,
            picked=self.picked,
            refused=self.refused,
            bout=frame.bout if frame is not None else None,
            status=self.idle_text() or "" if frame is not None else "",
            lang=lang,
        )
        self.briefs.value = briefs_html(
            seen,
            self.game.player_names[: state.players],
            drawn=focus,
            acting=state.current_player if frame is None else None,
            lang=lang,
        )
        now = prompt(state, lang) if frame is None else self.idle_text() or ""
        self.status.value = f"<b>{escape(stage_text(seen, lang))}</b> · {escape(now)}"
        self._token_buttons(home, actor)
        self._refresh_buttons(state, actor)
        if frame is None:  # while steps are shown, the results wait for them
            self._show_results(state)

    def _show_results(self, state: DojoKunState) -> None:
        """Under the board: the tournament on, fight by fight; from the White Lotus tournament's
        end, its results (under the Black Lotus tournament's fights while they go on); at the
        end, the score sheet and both tournaments' results."""
        book, names, lang = self.book, self._book.players, self.lang
        first = results_html(book, 0, names, lang) if book.tournament(0) else ""
        if state.is_over:
            self.scores.value = score_sheet_html(state, book, names, lang)
            results = first + results_html(book, 1, names, lang)
        elif state.step != "place":
            results = progress_html(book, state.season, lang) + (first if state.season else "")
        else:
            results = first if state.season == 1 else ""
        self.results.value = results
        self.results.layout.display = "" if results else "none"
        self.scores.layout.display = "" if state.is_over else "none"

    def _token_buttons(self, home: tuple[str, ...], actor: int | None) -> None:
        """One toggle per token that may still be placed; rebuilt only when they change (a
        click's repaint should not wait for new widgets)."""
        names = tuple(
            (t, token_name(self.state, actor, t, self.lang)) for t in home if actor is not None
        )
        if names != self._shown_tokens:
            self._shown_tokens = names
            for old in self.tokens.children:
                old.close()
            buttons: list[w.Widget] = []
            if names:
                buttons.append(w.HTML(f"<b>{escape(say(STRINGS, 'token', self.lang))}</b>"))
            for token, name in names:
                button = w.ToggleButton(description=name, layout=w.Layout(width="auto"))
                button.token = token
                button.add_class(f"gk-token-{token}")
                button.observe(self._on_token_toggled, "value")
                buttons.append(button)
            self.tokens.children = tuple(buttons)
        for button in self.tokens.children:
            if isinstance(button, w.ToggleButton) and button.value != (button.token == self.token):
                button.value = button.token == self.token

    def _on_token_toggled(self, change: dict[str, Any]) -> None:
        # the buttons are set to the token chosen when the view redraws: only another is news
        if change["new"] and change["owner"].token != self.token:
            self.choose_token(change["owner"].token)

    def _choices(self, choices: list[tuple[str, str]], on_choose: Any, *, title: str = "") -> None:
        """The decisions under the board, with what they decide: a button each, or, when there
        are more than :data:`MANY`, a list to choose in and a button to play the one chosen (a
        row of forty buttons would push the board's answer off the screen). Rebuilt only when
        they change."""
        if choices != self._shown_choices:
            self._shown_choices = choices
            if len(choices) <= MANY:
                choice_buttons(self.buttons, choices, on_choose)
            else:
                self._choice_list(choices, on_choose)
        self.choices_title.value = f"<b>{escape(title)}</b>" if choices and title else ""

    def _choice_list(self, choices: list[tuple[str, str]], on_choose: Any) -> None:
        for old in self.buttons.children:
            old.close()
        ways = w.Select(options=choices, value=None, rows=MANY, layout=w.Layout(width="560px"))
        ways.add_class("gk-ways")
        play = w.Button(description=say(STRINGS, "play_chosen", self.lang), disabled=True)
        play.add_class("gk-play-way")
        play.button_style = "primary"
        said = {value: label for label, value in choices}

        def on_way(change: dict[str, Any]) -> None:
            play.disabled = change["new"] is None
            play.tooltip = said.get(change["new"], "")  # what the button plays, when pointed at

        ways.observe(on_way, "value")
        play.on_click(lambda _: ways.value is not None and on_choose(ways.value))
        self.buttons.children = (ways, play)

    def _refresh_buttons(self, state: DojoKunState, actor: int | None) -> None:
        if actor is None:
            self._choices([], self.play)
            return
        if state.step == "place":
            if self.picked is not None:
                return  # the ways of the slot clicked stay until one is chosen
            # beside the placements: Lord Vegan's sacrifice, and an athlete's rest (Accelerate)
            extra = [
                (self._label(a), str(a))
                for a in state.legal_actions()
                if not isinstance(a, Place) or a.slot == REST
            ]
            self._choices(extra, self.play, title=say(STRINGS, "choose", self.lang))
            return
        title = say(STRINGS, "choose", self.lang)
        if state.step == "roll":
            self._choices([(say(STRINGS, "roll", self.lang), "roll")], self._roll, title=title)
            return
        actions = state.legal_actions()
        common, labels = shortened(
            [self._label(a) for a in actions], say(STRINGS, "blank", self.lang)
        )
        choices = list(zip(labels, map(str, actions), strict=True))
        self._choices(choices, self.play, title=common or title)

    def _roll(self, _: str) -> None:
        self.roll()


class DojoKunLauncher(Launcher):
    """Choose the players (1-4), who sits at each seat and the computer's level, then start."""

    counts = (1, 2, 3, 4)
    names = NAMES

    def __init__(self, *, lang: str = "en", seed: int = 1) -> None:
        self.names = player_names(NAMES, lang)
        super().__init__(GAME, lang=lang, seed=seed, count=2)
        self.level.value = "greedy"
        self.widget.add_class("gk-board-first")  # presenter mode: the game over its choices

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
