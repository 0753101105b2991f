"""Kaito exercises for the walkthrough: a live board, a task, and feedback that cites the rules.

A :class:`KaitoLesson` starts from a position code and waits for the learner's turn. Every click
goes to the engine: a refused move is explained with its rule id and changes nothing; a legal one
is played. When the learner's turn is over (after the capture, and the trade if there is one) the
lesson's check says whether the task is done. Checks look at what happened, not at one expected
square, so every right answer is accepted.

>>> lesson = LESSONS["sword"]()
>>> lesson.play("c5").startswith("Well done")
True
>>> lesson.show() and _plain(lesson.feedback.value).startswith("A way to do it: Red takes")
True
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from html import escape
from typing import Any

import ipywidgets as w

from gamekit.kaito import GAME, Capture, KaitoState, Place, Trade
from widgets import progress, theme
from widgets.feedback import Kind, message_line, tell
from widgets.i18n import say, semicolon
from widgets.kaito import words
from widgets.kaito.board import KaitoBoard
from widgets.kaito.words import LESSON, TASKS
from widgets.typed import MoveField

Check = Callable[..., "Verdict"]
"""``check(start, turn, end, lang="en")``: whether the learner's ``turn`` (the actions played
from ``start``, reaching ``end``) did the task, said in ``lang``."""


@dataclass(frozen=True, slots=True)
class Verdict:
    """Whether the learner's turn did the task, and what to tell them."""

    done: bool
    text: str


class KaitoLesson:
    """An exercise: ``task`` (HTML) on the position ``code``, judged by ``check`` when the
    learner's turn ends; its interface in ``lang`` ("en" or "fr"). ``canvas`` is for tests (a
    :class:`~widgets.canvas.RecordingCanvas`)."""

    def __init__(
        self,
        code: str,
        task: str,
        check: Check,
        *,
        lang: str = "en",
        canvas: Any = None,
        title: str = "",
    ) -> None:
        self.lang = lang
        self.mark = progress.enrol(title, self.reset, lang)
        self._showing = False
        self.start = GAME.from_code(code)
        self.check = check
        self.state = self.start
        self.turn: tuple[Any, ...] = ()
        self.solved = False
        self.board = KaitoBoard(self.start, canvas=canvas, lang=lang)
        self.task = w.HTML(task).add_class("gk-task")
        self.hands = w.HTML(layout=w.Layout(margin="0 0 0 16px", width="300px"))
        self.hands.add_class("gk-hands")
        self.feedback = message_line().add_class("gk-feedback")
        self.typed = MoveField(
            read=lambda text: GAME.parse_action(text, self.state),
            play=self._play_typed,
            tell=self._say,
            moves=lambda: words.legal_html(self.state, self.lang),
            example=lambda: words.example_move(self.state),
            busy=self._busy,
            lang=lang,
        )
        self.trades = w.HBox()
        self.trades.add_class("gk-trades")
        self.again = w.Button(description=say(LESSON, "again", lang), icon="undo")
        self.again.add_class("gk-again")
        self.show_me = w.Button(description=say(LESSON, "show_me", lang), icon="lightbulb-o")
        self.show_me.add_class("gk-show-me")
        self.board.on_square(self._on_square)
        self.board.on_miss(self._on_board_miss)
        self.again.on_click(lambda _: (self.mark.undone(), self.reset()))
        self.show_me.on_click(lambda _: self._on_show_me())
        self.widget = w.VBox(
            [
                w.HTML(theme.CSS),
                self.mark.widget,
                self.task,
                w.HBox([self.board.widget, self.hands]),
                w.HTML(words.legend_html(lang=lang)),
                self.trades,
                self.feedback,
                self.typed.widget,
                w.HBox([self.again, self.show_me]),
            ]
        ).add_class("gk-lesson")
        self.reset()

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def reset(self) -> None:
        """Back to the lesson's position."""
        self.state, self.turn, self.solved = self.start, (), False
        self._say(say(LESSON, "your_move", self.lang), "tip")
        self._show()

    def play(self, text: str) -> str:
        """Play an action given as text ("c5", "K@b5", "S=3+1", "end") and return the feedback
        as plain text; what a click or a button does."""
        try:
            action = GAME.parse_action(text, self.state)
        except ValueError as err:
            self._say(escape(str(err)))
            return str(err)
        self._act(action)
        return _plain(self.feedback.value)

    def _play_typed(self, action: Any) -> bool:
        """A move typed beside the board: played as a click would be; whether it was."""
        before = self.state
        self._act(action)
        return self.state is not before

    def _on_square(self, square: int) -> None:
        action = Place(square) if self.state.step == "place" else Capture(square)
        self._act(action)

    def _on_board_miss(self) -> None:
        """A click that picks no square: say what may be clicked now."""
        if self._over():
            self._say(say(LESSON, "exercise_over", self.lang), "tip")
        else:
            self._say(escape(words.miss_text(self.state, self.lang)), "info")

    def _busy(self) -> str | None:
        """Why no move may be typed now: the exercise is over (None while it is not)."""
        return say(LESSON, "exercise_over", self.lang) if self._over() else None

    def _over(self) -> bool:
        """Whether the exercise is over: done, or the learner's turn played."""
        return self.solved or self.state.is_over or bool(self.turn and self._turn_over())

    def _act(self, action: Any) -> None:
        lang = self.lang
        if self._over():
            self._say(say(LESSON, "exercise_over", lang), "tip")
            return
        reason = self.state.why_illegal(action)
        if reason is not None:
            # The board first: its repaint is what the learner is looking at.
            self._show(refused=getattr(action, "square", None))
            self._say(words.reason_html(reason, lang=lang))
            return
        mover = self.start.current_player
        before = self.state
        self.state = self.state.apply(action)
        self.turn += (action,)
        self._show(last=(before.kaito, action.square) if isinstance(action, Capture) else None)
        said = escape(words.describe(before, action, lang)) + "."
        if self.state.current_player == mover and not self.state.is_over:
            self._say(f"{said} {say(LESSON, 'may_trade', lang)}", "tip")
        else:
            verdict = self.check(self.start, self.turn, self.state, lang=lang)
            self.solved = verdict.done
            if not self._showing:
                (self.mark.done if verdict.done else self.mark.tried)()
            lead = say(LESSON, "well_done" if verdict.done else "not_this_time", lang)
            self._say(f"<b>{lead}.</b> {said} {verdict.text}", "ok" if verdict.done else "info")

    def _turn_over(self) -> bool:
        return self.state.is_over or self.state.current_player != self.start.current_player

    def _on_show_me(self) -> None:
        self.show()

    def solution(self) -> tuple[Any, ...]:
        """A turn from the lesson's position that does the task (its check says done): the
        moves *Show me* plays. Exact trades are tried before overpaying ones."""
        mover = self.start.current_player

        def search(state: KaitoState, turn: tuple[Any, ...]) -> tuple[Any, ...] | None:
            if turn and (state.is_over or state.current_player != mover):
                return turn if self.check(self.start, turn, state, lang=self.lang).done else None
            if len(turn) >= MAX_TURN:
                return None
            for action in words.in_offer_order(state.legal_actions()):
                found = search(state.apply(action), (*turn, action))
                if found:
                    return found
            return None

        found = search(self.start, ())
        assert found, "an exercise must have a way to do it"
        return found

    def show(self) -> bool:
        """*Show me*: play, from the lesson's position, a turn that does the task, and say what
        was played and why it does the task (a tip, not praise: the exercise stays to do, the
        learner has yet to do it)."""
        self.reset()
        steps = self.solution()
        self._showing = True  # shown, not done: the mark waits for the learner
        try:
            for action in steps:
                self._act(action)
        finally:
            self._showing = False
        said, state = [], self.start
        for action in steps:
            said.append(escape(words.describe(state, action, self.lang)))
            state = state.apply(action)
        verdict = self.check(self.start, self.turn, self.state, lang=self.lang)
        lead = say(LESSON, "a_way", self.lang)
        self._say(f"<b>{lead}</b> {semicolon(self.lang).join(said)}. {verdict.text}", "tip")
        return self.solved

    def _show(self, **marks: Any) -> None:
        self.board.show(self.state, **marks)
        lang = self.lang
        self.typed.refresh()
        self.hands.value = words.hand_html(self.state, 0, lang=lang) + words.hand_html(
            self.state, 1, lang=lang
        )
        trading = self.state.step == "trade" and not self._turn_over()
        self.trades.children = trade_buttons(self.state, self._act, lang) if trading else ()

    def _say(self, html: str, kind: Kind = "refused") -> None:
        tell(self.feedback, html, kind)


MAX_TURN = 4
"""Actions in a turn *Show me* looks through: a capture or placement, and trades."""


def trade_buttons(
    state: KaitoState, on_action: Callable[[Any], Any], lang: str = "en"
) -> tuple[w.Button, ...]:
    """A button for each trade open at ``state``'s trade step, in the offer's order, and one to
    end the turn; a press gives its action to ``on_action``."""
    buttons = []
    for action in words.in_offer_order(state.legal_actions()):
        label = (
            words.trade_label(action, lang)
            if isinstance(action, Trade)
            else say(LESSON, "end_turn", lang)
        )
        button = w.Button(description=label, layout=w.Layout(width="auto"))
        button.action = action
        button.add_class("gk-trade")
        button.on_click(lambda b: on_action(b.action))
        buttons.append(button)
    return tuple(buttons)


def _plain(html: str) -> str:
    import re
    from html import unescape

    return unescape(re.sub(r"<[^>]+>", " ", html)).replace("  ", " ").strip()


def _captured(action: Any, start: KaitoState) -> Any:
    return start.board[action.square] if isinstance(action, Capture) else None


# -- the walkthrough's exercises ----------------------------------------------------------------


def _verdict(done: bool, key: str, lang: str, **values: Any) -> Verdict:
    return Verdict(done, say(LESSON, key, lang, **values))


def _placed(start: KaitoState, turn: tuple[Any, ...], end: KaitoState, lang: str = "en") -> Verdict:
    return _verdict(True, "placed", lang)


def _any_capture(
    start: KaitoState, turn: tuple[Any, ...], end: KaitoState, lang: str = "en"
) -> Verdict:
    tile = _captured(turn[0], start)
    return _verdict(True, "own_tile" if tile.colour == start.to_play else "kaito_there", lang)


def _black_sword(
    start: KaitoState, turn: tuple[Any, ...], end: KaitoState, lang: str = "en"
) -> Verdict:
    tile = _captured(turn[0], start)
    if tile.kind == "sword" and tile.colour != start.to_play:
        return _verdict(True, "swords_left", lang, n=end.swords(1))
    return _verdict(False, "that_was", lang, tile=words.tile_label(tile, lang))


def _bought_sword(
    start: KaitoState, turn: tuple[Any, ...], end: KaitoState, lang: str = "en"
) -> Verdict:
    if any(isinstance(a, Trade) and a.kind == "sword" for a in turn):
        return _verdict(True, "sword_back", lang)
    return _verdict(False, "no_trade" if len(turn) == 1 else "no_buy_back", lang)


def _won(start: KaitoState, turn: tuple[Any, ...], end: KaitoState, lang: str = "en") -> Verdict:
    outcome = end.outcome()
    if outcome is not None:
        why = f"{outcome.reason.say(lang)} [{outcome.reason.rule}]"
        if outcome.winners == (start.to_play,):
            return Verdict(True, why)
        return _verdict(False, "lost", lang, why=why)
    return _verdict(False, "goes_on", lang)


LESSON_PLANS: dict[str, tuple[str, Check]] = {
    "place": ("ahCSbc/HsABcs/1ASsbH/s1BSaS/ASsCas/hSShHs b place - - -", _placed),
    "move": ("SSbSSS/SH1HHs/h3Ss/ss1ssh/hAsABB/CCAaaa r move c3 - -", _any_capture),
    "sword": ("SSbSSS/SH1HHs/h3Ss/ss1ssh/hAsABB/CCAaaa r move c3 - -", _black_sword),
    "trade": ("SSSSSS/HH1Hss/b3a1/ss1sss/hhhAAA/BB1CCa r move c3 ac S", _bought_sword),
    "win": ("SSbSSS/SS1hhA/h4H/AA1BBC/Casaab/cc4 r move c3 HHssssss -", _won),
}
"""Each exercise: its position code and its check (its title and task are in ``TASKS``)."""


def _lesson(name: str) -> Callable[..., KaitoLesson]:
    code, check = LESSON_PLANS[name]

    def make(*, lang: str = "en", canvas: Any = None) -> KaitoLesson:
        title, task = say(TASKS, f"{name}_title", lang), say(TASKS, name, lang)
        lesson = KaitoLesson(
            code, f"<b>{title}.</b> {task}", check, lang=lang, canvas=canvas, title=title
        )
        lesson.widget.add_class(f"gk-lesson-{name}")
        return lesson

    return make


LESSONS: dict[str, Callable[..., KaitoLesson]] = {name: _lesson(name) for name in LESSON_PLANS}
"""The walkthrough's exercises by name: ``LESSONS["trade"]()`` is a new lesson widget,
``LESSONS["trade"](lang="fr")`` the same in French."""
