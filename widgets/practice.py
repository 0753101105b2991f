"""Practice from here: the learner takes one side of an explorer's position against the computer,
and when the game ends the page shows where the computer (or the solver) would have played
otherwise (:func:`gamekit.review.review`).

A :class:`Practice` panel holds a seat menu (the side the learner takes, in the game's names), a
level menu (the computer's), *Practise from here*, the area where the game opens, and under it
the review. :meth:`Practice.of` builds it for a :class:`widgets.table.PositionExplorer` (a card
game opened on the explorer's position, the learner at one seat, the computer at the others);
a game with an app of its own subclasses :class:`Practice` (:meth:`Practice.position`,
:meth:`Practice.open_game`, :meth:`Practice.describe`, :meth:`Practice.seat_name`).

The app tells the panel when its game is over (``app.on_over``); the panel then reviews the
learner's decisions. In a kernel the review runs just after the move that ended the game is
shown and said (a review takes up to :data:`gamekit.review.TIME_LIMIT` seconds); elsewhere
(tests, a script) at once.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from html import escape
from typing import TYPE_CHECKING, Any

import ipywidgets as w

from gamekit.core import Game, State
from gamekit.review import SOLVE_TIME, TIME_LIMIT, Remark, Review, review
from widgets.closing import close_view
from widgets.feedback import answer, clear, message_line, tell
from widgets.i18n import COMMON, Table, colon, inside, player_name, players_in, say

if TYPE_CHECKING:
    from widgets.table import PositionExplorer

WORDS: Table = {
    "start": {"en": "Practise from here", "fr": "S’entraîner à partir d’ici"},
    "seat": {"en": "You play", "fr": "Vous jouez"},
    "begun": {
        "en": "Practice: you play {player} against the computer ({level}).",
        "fr": "Entraînement : vous jouez {player} contre l’ordinateur ({level}).",
    },
    "over_here": {
        "en": "The game is over in this position: there is nothing left to practise.",
        "fr": "La partie est terminée dans cette position : il ne reste rien à jouer.",
    },
    "reviewing": {
        "en": "The game is over: the computer reviews your moves…",
        "fr": "La partie est terminée : l’ordinateur examine vos coups…",
    },
    "title": {
        "en": "Your moves reviewed ({moves}): where the computer would have played otherwise",
        "fr": "Vos coups examinés ({moves}) : là où l’ordinateur aurait joué autrement",
    },
    "moves": {"en": "{n} move", "fr": "{n} coup"},
    "moves_many": {"en": "{n} moves", "fr": "{n} coups"},
    "same": {
        "en": "You played as the computer would have everywhere.",
        "fr": "Vous avez joué partout comme l’ordinateur l’aurait fait.",
    },
    "same_reviewed": {
        "en": "In the moves reviewed, you played as the computer would have.",
        "fr": "Dans les coups examinés, vous avez joué comme l’ordinateur l’aurait fait.",
    },
    "none": {
        "en": "You made no move in this game: there is nothing to review.",
        "fr": "Vous n’avez joué aucun coup dans cette partie : il n’y a rien à examiner.",
    },
    "played": {"en": "Move {n} (you): {move}.", "fr": "Coup {n} (vous) : {move}."},
    "instead": {
        "en": "The computer would have played: {move}. Its advice: {why}",
        "fr": "L’ordinateur aurait joué : {move}. Son conseil : {why}",
    },
    "mistake_word": {"en": "A mistake", "fr": "Une erreur"},
    "mistake": {
        "en": "this move throws away a win. Before it: {before}; after it: {after}. "
        "The best move: {move}.",
        "fr": "ce coup laisse échapper la victoire. Avant lui : {before} ; après lui : {after}. "
        "Le meilleur coup : {move}.",
    },
    "skipped": {
        "en": "Your first {moves} (up to move {last}) were not reviewed: a review takes at "
        "most {seconds} seconds.",
        "fr": "Vos {moves} précédents (jusqu’au coup {last}) n’ont pas été examinés : un examen "
        "dure au plus {seconds} secondes.",
    },
}
"""Everything the panel says, in English and French."""

DEFAULT_LEVEL = "greedy"
"""The computer's level first chosen (every game has it): it answers at once."""


class Practice:
    """The panel: a seat menu, a level menu, *Practise from here*, the game's area, the review.

    ``game`` is the game practised; ``levels`` the level menu's ``(label, level)`` (by default
    ``game.levels`` in the words of :data:`widgets.i18n.COMMON`); ``watch`` a widget whose value
    changes with the position shown (an explorer's code field): the seat menu follows it.
    """

    def __init__(
        self,
        game: Game,
        *,
        lang: str = "en",
        levels: Sequence[tuple[str, str]] | None = None,
        watch: w.ValueWidget | None = None,
    ) -> None:
        self.game, self.lang = game, lang
        self.app: Any = None
        self.learner: int | None = None
        """The seat the learner took in the game shown."""
        self.result: Review | None = None
        """The last review shown."""
        self.time_limit = TIME_LIMIT
        """Seconds the review takes at most."""
        self.solve_time = SOLVE_TIME
        """Seconds the solver has for each position reviewed (in a game that has one)."""
        levels = levels or [(say(COMMON, level, lang), level) for level in game.levels]
        self.seat = w.Dropdown(
            description=say(WORDS, "seat", lang),
            style={"description_width": "initial"},
            layout=w.Layout(width="auto"),
        )
        self.seat.add_class("gk-practice-seat")
        self._chosen = False  # whether the learner chose a seat (else: the player to act)
        self._following = False
        self.level = w.Dropdown(
            options=list(levels),
            value=DEFAULT_LEVEL if DEFAULT_LEVEL in [v for _, v in levels] else levels[0][1],
            description=say(COMMON, "level", lang),
            style={"description_width": "initial"},
            layout=w.Layout(width="auto"),
        )
        self.level.add_class("gk-practice-level")
        self.start_button = w.Button(
            description=say(WORDS, "start", lang),
            icon="graduation-cap",
            button_style="primary",
            layout=w.Layout(width="auto"),
        )
        self.start_button.add_class("gk-practice-start")
        self.area = w.VBox().add_class("gk-practice-area")
        self.review = message_line("info").add_class("gk-review")
        self.start_button.on_click(lambda _: self.start())
        self.seat.observe(self._on_seat, names="value")
        if watch is not None:
            watch.observe(self._on_position, names="value")
        self.widget = w.VBox(
            [
                w.HBox(
                    [self.seat, self.level, self.start_button],
                    layout=w.Layout(flex_flow="row wrap", align_items="center"),
                ),
                self.area,
                self.review,
            ]
        ).add_class("gk-practice")
        self._follow_seats()

    @classmethod
    def of(cls, explorer: PositionExplorer) -> Practice:
        """The panel for a card game's explorer: the game opens with the learner at the seat
        chosen and the computer at every other."""
        return TablePractice(explorer)

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    # -- what a game gives (subclasses) --------------------------------------------------------

    def position(self) -> State | None:
        """The position practice starts from (None while there is none)."""
        raise NotImplementedError

    def open_game(self, state: State, seat: int, level: str) -> Any:
        """A game on ``state``, the learner at ``seat``, the computer at ``level`` elsewhere:
        an app with ``widget``, ``match``, ``status`` and ``on_over``."""
        raise NotImplementedError

    def describe(self, state: State, action: Any) -> str:
        """``action`` played from ``state``, in words (as the game's history says it)."""
        return str(self.app.describe(state, action))

    def seat_name(self, player: int) -> str:
        """A seat as the page names it."""
        return player_name(self.game.player_names[player], self.lang)

    # -- the seat menu -------------------------------------------------------------------------

    def _on_position(self, _: Any = None) -> None:
        self._follow_seats()

    def follow(self) -> None:
        """The explorer shows another position: the seat menu follows it."""
        self._follow_seats()

    def _on_seat(self, _: Any) -> None:
        if not self._following:
            self._chosen = True

    def _follow_seats(self) -> None:
        """One entry per seat of the position shown; the player to act is chosen, until the
        learner chooses a seat (kept while the position has it)."""
        state = self.position()
        if state is None:
            return
        options = [(self.seat_name(p), p) for p in range(_players(state))]
        chosen = self.seat.value
        if not self._chosen or chosen is None or chosen >= len(options):
            acting = state.current_player
            chosen = acting if acting is not None else 0
        self._following = True
        try:
            if list(self.seat.options) != options:
                self.seat.options = options
            self.seat.value = chosen
        finally:
            self._following = False

    # -- playing -------------------------------------------------------------------------------

    def start(self) -> Any:
        """Open the game on the position shown, the learner at the seat chosen; say so. A
        position where the game is over says there is nothing to practise."""
        lang = self.lang
        state = self.position()
        if state is None:
            return None
        self._follow_seats()
        if state.is_over:
            tell(self.review, escape(say(WORDS, "over_here", lang)), "info")
            return None
        seat, level = self.seat.value, self.level.value
        old = self.app
        self.app, self.learner, self.result = self.open_game(state, seat, level), seat, None
        self.area.children = (self.app.widget,)
        close_view(old)
        clear(self.review)
        self.app.on_over(self._on_over)
        self.app.on_shown(self._on_shown)
        begun = say(WORDS, "begun", lang, player=self.seat_name(seat), level=self.level.label)
        answer(f"{escape(begun)} {self.app.status.value}")
        if self.app.state.is_over:  # the computers ended it before the learner's turn
            self._on_over(self.app)
        return self.app

    def _on_over(self, app: Any) -> None:
        """The game shown is over: say that the review comes, and review it (in a kernel, once
        the move that ended it is shown and said)."""
        if app is not self.app:
            return
        tell(self.review, escape(say(WORDS, "reviewing", self.lang)), "info", aloud=False)
        loop = _kernel_loop()
        if loop is None:
            self.show_review()
        else:
            loop.call_soon(self._review_later, app)

    def _on_shown(self) -> None:
        """Undo or a move chosen in the list went back before the end: the review, which was
        of the game's end, goes until the game ends again."""
        if self.app is not None and not self.app.state.is_over:
            clear(self.review)

    def _review_later(self, app: Any) -> None:
        if app is self.app and app.state.is_over:  # not taken back or replaced meanwhile
            self.show_review()

    def show_review(self) -> Review | None:
        """Review the learner's decisions in the game shown (its line up to the position shown)
        and show the review under the game."""
        app = self.app
        if app is None or self.learner is None:
            return None
        match = app.match
        states, actions = match.states[: match.ply + 1], match.actions[: match.ply]
        result = review(
            self.game,
            states,
            actions,
            [self.learner],
            time_limit=self.time_limit,
            solve_time=self.solve_time,
        )
        self.result = result
        html = review_html(result, self.describe, states, self.lang, self.time_limit)
        tell(self.review, html, "tip" if result.differences else "ok", aloud=True)
        return result


class TablePractice(Practice):
    """Practice from a card game's explorer (:class:`widgets.table.PositionExplorer`): the
    explorer's app class opens the game, the learner at one seat, the computer elsewhere."""

    def __init__(self, explorer: PositionExplorer) -> None:
        self.explorer = explorer
        super().__init__(explorer.app_class.game, lang=explorer.lang)

    def position(self) -> State | None:
        app = getattr(self.explorer, "app", None)  # None until the explorer's first load
        return None if app is None else app.state

    def open_game(self, state: State, seat: int, level: str) -> Any:
        seats = tuple("person" if p == seat else "computer" for p in range(_players(state)))
        return self.explorer.app_class(  # type: ignore[call-arg]
            state, seats=seats, lang=self.lang, teacher=False, level=level
        )


def review_html(
    result: Review,
    describe: Any,
    states: Sequence[State],
    lang: str = "en",
    time_limit: float = TIME_LIMIT,
) -> str:
    """The review in words: how many moves were reviewed, each move where the computer would
    have played otherwise (its number, the move played, the computer's move and advice, or the
    mistake with the solver's results), the moves skipped; ``describe(state, action)`` says a
    move."""
    remarks = result.remarks
    if not remarks and not result.skipped:
        return escape(say(WORDS, "none", lang))
    title = escape(say(WORDS, "title", lang, moves=_moves(len(remarks), lang)))
    items = [f"<li>{_remark_html(r, describe, states, lang)}</li>" for r in result.differences]
    if items:
        html = f"<b>{title}</b><ul class='gk-review-moves'>{''.join(items)}</ul>"
    else:
        same = say(WORDS, "same" if result.complete else "same_reviewed", lang)
        html = f"<b>{title}</b><br>{escape(same)}"
    if result.skipped:
        seconds = f"{time_limit:g}".replace(".", "," if lang == "fr" else ".")
        moves, last = _moves(len(result.skipped), lang), result.skipped[-1] + 1
        html += (
            f"<br>{escape(say(WORDS, 'skipped', lang, moves=moves, last=last, seconds=seconds))}"
        )
    return html


def _remark_html(remark: Remark, describe: Any, states: Sequence[State], lang: str) -> str:
    state = states[remark.ply]
    played = describe(state, remark.played)
    better = describe(state, remark.better)
    head = escape(say(WORDS, "played", lang, n=remark.number, move=inside(played, lang)))
    if remark.mistake:
        before = inside(remark.before.text(lang), lang)
        after = inside(remark.after.text(lang), lang)
        word = say(WORDS, "mistake_word", lang)
        more = say(WORDS, "mistake", lang, before=before, after=after, move=better)
        return f"{head} <b>{escape(word)}</b>{colon(lang)}{escape(more)}"
    why = players_in(remark.hint.say(lang), lang) if remark.hint is not None else ""
    return f"{head} {escape(say(WORDS, 'instead', lang, move=inside(better, lang), why=why))}"


def _players(state: State) -> int:
    """The players of ``state``'s game (a card game's state says how many; Kaito has two)."""
    return int(getattr(state, "players", len(state.game.player_names)))


def _moves(n: int, lang: str) -> str:
    return say(WORDS, "moves" if n == 1 else "moves_many", lang, n=n)


def _kernel_loop() -> asyncio.AbstractEventLoop | None:
    """The kernel's running loop, where a review can wait for the move's message to be sent;
    None outside a kernel (tests, scripts: the review runs at once)."""
    try:
        from IPython import get_ipython

        loop = asyncio.get_running_loop()
    except (ImportError, RuntimeError):
        return None
    return loop if getattr(get_ipython(), "kernel", None) is not None else None


__all__ = ["WORDS", "Practice", "TablePractice", "review_html"]
