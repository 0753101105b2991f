"""Kaito exercises for the walkthrough: a live board, a task, and feedback that cites the rules.

A :class:`KaitoLesson` starts from a position code and waits for the learner's turn. Every click
goes to the engine: a refused move is explained with its rule id and changes nothing; a legal one
is played. When the learner's turn is over (after the capture, and the trade if there is one) the
lesson's check says whether the task is done. Checks look at what happened, not at one expected
square, so every right answer is accepted.

>>> lesson = LESSONS["sword"]()
>>> lesson.play("c5").startswith("Well done")
True
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from html import escape
from typing import Any

import ipywidgets as w

from gamekit.kaito import GAME, Capture, KaitoState, Place, Trade
from widgets import kaito_words as words
from widgets import theme
from widgets.kaito_board import KaitoBoard

Check = Callable[[KaitoState, tuple[Any, ...], KaitoState], "Verdict"]


@dataclass(frozen=True, slots=True)
class Verdict:
    """Whether the learner's turn did the task, and what to tell them."""

    done: bool
    text: str


class KaitoLesson:
    """An exercise: ``task`` (HTML) on the position ``code``, judged by ``check`` when the
    learner's turn ends. ``canvas`` is for tests (a :class:`~widgets.canvas.RecordingCanvas`)."""

    def __init__(self, code: str, task: str, check: Check, *, canvas: Any = None) -> None:
        self.start = GAME.from_code(code)
        self.check = check
        self.state = self.start
        self.turn: tuple[Any, ...] = ()
        self.solved = False
        self.board = KaitoBoard(self.start, canvas=canvas)
        self.task = w.HTML(task).add_class("gk-task")
        self.hands = w.HTML(layout=w.Layout(margin="0 0 0 16px", width="300px"))
        self.hands.add_class("gk-hands")
        self.feedback = w.HTML().add_class("gk-why").add_class("gk-feedback")
        self.trades = w.HBox()
        self.trades.add_class("gk-trades")
        self.again = w.Button(description="Start again", icon="undo")
        self.again.add_class("gk-again")
        self.show_me = w.Button(description="Show me", icon="lightbulb-o")
        self.show_me.add_class("gk-show-me")
        self.board.on_square(self._on_square)
        self.again.on_click(lambda _: self.reset())
        self.show_me.on_click(lambda _: self._on_show_me())
        self.widget = w.VBox(
            [
                w.HTML(theme.CSS),
                self.task,
                w.HBox([self.board.widget, self.hands]),
                self.trades,
                self.feedback,
                w.HBox([self.again, self.show_me]),
            ]
        ).add_class("gk-lesson")
        self.reset()

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def reset(self) -> None:
        """Back to the lesson's position."""
        self.state, self.turn, self.solved = self.start, (), False
        self._say("Your move: click a square on the board.", "tip")
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

    def _on_square(self, square: int) -> None:
        action = Place(square) if self.state.step == "place" else Capture(square)
        self._act(action)

    def _act(self, action: Any) -> None:
        if self.solved or self.state.is_over or (self.turn and self._turn_over()):
            self._say("This exercise is over: press “Start again” to try another way.", "tip")
            return
        reason = self.state.why_illegal(action)
        if reason is not None:
            # The board first: its repaint is what the learner is looking at.
            self._show(refused=getattr(action, "square", None))
            self._say(words.reason_html(reason))
            return
        mover = self.start.current_player
        before = self.state
        self.state = self.state.apply(action)
        self.turn += (action,)
        self._show(last=(before.kaito, action.square) if isinstance(action, Capture) else None)
        said = escape(words.describe(before, action)) + "."
        if self.state.current_player == mover and not self.state.is_over:
            self._say(f"{said} Now you may trade, or end your turn.", "tip")
        else:
            verdict = self.check(self.start, self.turn, self.state)
            self.solved = verdict.done
            lead = "Well done" if verdict.done else "Not this time"
            self._say(f"<b>{lead}.</b> {said} {verdict.text}", "ok" if verdict.done else "")

    def _turn_over(self) -> bool:
        return self.state.is_over or self.state.current_player != self.start.current_player

    def _on_show_me(self) -> None:
        hint = GAME.hint(self.state)
        square = getattr(hint.action, "square", None)
        self._say(f"<b>A way to do it:</b> {escape(hint.text)}", "tip")
        self._show(hint=square)

    def _show(self, **marks: Any) -> None:
        self.board.show(self.state, **marks)
        self.hands.value = words.hand_html(self.state, 0) + words.hand_html(self.state, 1)
        buttons = []
        if self.state.step == "trade" and not self._turn_over():
            for action in self.state.legal_actions():
                label = words.trade_label(action) if isinstance(action, Trade) else "End turn"
                button = w.Button(description=label, tooltip=str(action))
                button.add_class("gk-trade")
                button.on_click(lambda b: self._act(GAME.parse_action(b.tooltip, self.state)))
                buttons.append(button)
        self.trades.children = tuple(buttons)

    def _say(self, html: str, kind: str = "") -> None:
        self.feedback.value = html
        for name in ("gk-ok", "gk-tip"):
            self.feedback.remove_class(name)
        if kind:
            self.feedback.add_class(f"gk-{kind}")


def _plain(html: str) -> str:
    import re
    from html import unescape

    return unescape(re.sub(r"<[^>]+>", " ", html)).replace("  ", " ").strip()


def _captured(action: Any, start: KaitoState) -> Any:
    return start.board[action.square] if isinstance(action, Capture) else None


# -- the walkthrough's exercises ----------------------------------------------------------------


def _placed(start: KaitoState, turn: tuple[Any, ...], end: KaitoState) -> Verdict:
    return Verdict(
        True, "Either empty square is right; the Kaito shows Red’s colour, as Red moves first."
    )


def _any_capture(start: KaitoState, turn: tuple[Any, ...], end: KaitoState) -> Verdict:
    tile = _captured(turn[0], start)
    if tile.colour == start.to_play:
        return Verdict(True, "Legal, but that was your own tile: it is out of play for good.")
    return Verdict(True, "The Kaito now stands where the tile was, showing the other colour.")


def _black_sword(start: KaitoState, turn: tuple[Any, ...], end: KaitoState) -> Verdict:
    tile = _captured(turn[0], start)
    if tile.kind == "sword" and tile.colour != start.to_play:
        return Verdict(True, f"Black has {end.swords(1)} Swords left on the board.")
    return Verdict(False, f"That was a {tile.label}. Look again along row 3 and column c.")


def _bought_sword(start: KaitoState, turn: tuple[Any, ...], end: KaitoState) -> Verdict:
    if any(isinstance(a, Trade) and a.kind == "sword" for a in turn):
        return Verdict(
            True,
            "Your Sword is back under the Kaito [kaito.trade.return], and the Mons are spent.",
        )
    if len(turn) == 1:
        return Verdict(False, "No trade was possible after that capture: the trade comes after it.")
    return Verdict(False, "You ended the turn without buying back your Sword.")


def _won(start: KaitoState, turn: tuple[Any, ...], end: KaitoState) -> Verdict:
    outcome = end.outcome()
    if outcome is not None and outcome.winners == (start.to_play,):
        return Verdict(True, f"{outcome.reason.text} [{outcome.reason.rule}]")
    if outcome is not None:
        return Verdict(False, f"You lost! {outcome.reason.text} [{outcome.reason.rule}]")
    return Verdict(False, "The game goes on: look for the move that ends it in your favour.")


LESSON_PLANS: dict[str, tuple[str, str, Check]] = {
    "place": (
        "ahCSbc/HsABcs/1ASsbH/s1BSaS/ASsCas/hSShHs b place - - -",
        "Black places the Kaito",
        _placed,
    ),
    "move": (
        "SSbSSS/SH1HHs/h3Ss/ss1ssh/hAsABB/CCAaaa r move c3 - -",
        "Capture any tile",
        _any_capture,
    ),
    "sword": (
        "SSbSSS/SH1HHs/h3Ss/ss1ssh/hAsABB/CCAaaa r move c3 - -",
        "Capture a black Sword",
        _black_sword,
    ),
    "trade": (
        "SSSSSS/HH1Hss/b3a1/ss1sss/hhhAAA/BB1CCa r move c3 ac S",
        "Capture, then buy back your Sword",
        _bought_sword,
    ),
    "win": (
        "SSbSSS/SS1hhA/h4H/AA1BBC/Casaab/cc4 r move c3 HHssssss -",
        "Find the winning move",
        _won,
    ),
}
"""Each exercise: its position code, its title and its check."""

TASKS = {
    "place": "Black places the Kaito on one of the two empty squares. Click one; then try a square "
    "with a tile.",
    "move": "Red to move. Click a square the Kaito cannot reach (a diagonal, an empty square) to "
    "see why, then capture any tile.",
    "sword": "Red to move. Capture one of Black’s Swords. There is more than one way.",
    "trade": "Red has captured Black’s Mons worth 3 and 1, and Black holds one of Red’s Swords. "
    "Capture a tile, then buy your Sword back.",
    "win": "Red to move: one capture wins the game at once, and one loses it. Find the win.",
}


def _lesson(name: str) -> Callable[..., KaitoLesson]:
    code, title, check = LESSON_PLANS[name]

    def make(*, canvas: Any = None) -> KaitoLesson:
        lesson = KaitoLesson(code, f"<b>{title}.</b> {TASKS[name]}", check, canvas=canvas)
        lesson.widget.add_class(f"gk-lesson-{name}")
        return lesson

    return make


LESSONS: dict[str, Callable[..., KaitoLesson]] = {name: _lesson(name) for name in LESSON_PLANS}
"""The walkthrough's exercises by name: ``LESSONS["trade"]()`` is a new lesson widget."""
