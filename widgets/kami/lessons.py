"""Kami exercises for the walkthrough: the rulebook's first round replayed, then rounds prepared
so the learner tries one rule at a time (a counter, a lead, a Master Stroke). Each prepared round
is a real deal (all 32 cards, eight each) and a few plays the engine applies, so what the learner
sees could arise in a game. What a lesson says comes from ``words.LESSON``, ``TASKS`` and
``STEPS``, in the page's language.

>>> replay = ExampleReplay()
>>> replay.forward(); replay.forward()
>>> "Pauline counters" in replay.story.value
True
>>> lesson = PlayLesson(LESSONS["counter"])
>>> lesson.app.play("A/G")  # a Silver Dragon does not answer a Horseman
False
>>> lesson.app.play("H/S") and "Well done" in lesson.feedback.value
True
>>> lesson.show_me() and "Well done" in lesson.feedback.value  # shown, not done by the learner
False
>>> lesson = PlayLesson(LESSONS["counter"], lang="fr")
>>> lesson.app.play("H/S") and "Le Cavalier est contré" in lesson.feedback.value
True
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from html import escape
from typing import Any

import ipywidgets as w
from ipycanvas import MultiCanvas

from gamekit.kami import GAME, KamiState, Pass, Play
from gamekit.kami.cards import name, sort_hand
from gamekit.kami.code import position
from widgets import progress, theme
from widgets.feedback import message_line, plain, tell
from widgets.i18n import say, semicolon
from widgets.kami.app import KamiApp
from widgets.kami.board import KamiBoard
from widgets.kami.words import (
    LESSON,
    STEPS,
    TASKS,
    a_card,
    describe,
    legend_html,
    points_text,
)

HEROES = ("Justin", "Pauline", "Nathael", "Maud")

EXAMPLE_DEAL = ["SSAAHTMG", "SSHLGAES", "ELGGSSAT", "SSSLLHHM"]
"""A deal for the rulebook's example: the cards it names, the rest chosen to fit the 32."""

EXAMPLE: tuple[tuple[Any, str], ...] = (
    (None, "deal"),
    (Play("A", "S"), "lead"),
    (Play("S", "H"), "counter"),
    (Play("E", "L"), "empress"),
    (Pass(), "maud_passes"),
    (Pass(), "justin_passes"),
    (Pass(), "pauline_passes"),
    (Play("S", "G"), "lead_again"),
)
"""The rulebook's example of a first round, step by step: (the action, the key in ``STEPS`` of
what it teaches)."""


class ExampleReplay:
    """The rulebook's example on a live board: *Next* and *Back* step through it, each step
    heard; at either end, a press says it is the end."""

    def __init__(self, *, lang: str = "en", canvas: MultiCanvas | None = None) -> None:
        self.lang = lang
        self.states: list[KamiState] = [position([sort_hand(hand) for hand in EXAMPLE_DEAL])]
        for action, _ in EXAMPLE[1:]:
            self.states.append(self.states[-1].apply(action))
        self.step = 0
        self.board = KamiBoard(4, canvas=canvas, lang=lang)
        self.board.mode_shown = False  # one round: the game's target is taught later
        self.story = message_line("info")
        self.back = w.Button(description=say(LESSON, "back", lang), icon="step-backward")
        self.back.add_class("gk-back")
        self.next = w.Button(
            description=say(LESSON, "next", lang), icon="step-forward", button_style="primary"
        )
        self.next.add_class("gk-next")
        self.back.on_click(lambda _: self.backward())
        self.next.on_click(lambda _: self.forward())
        self.board.on_pick(lambda _: self._on_board_click())
        self.board.on_miss(self._on_board_click)
        # Back and Next first, where they stay while the story under them changes: the story,
        # right above the board it tells, and the board as high on a projector's slide as the
        # buttons leave it (its words at 16 px or more).
        self.widget = w.VBox(
            [
                w.HTML(theme.CSS),
                w.HBox([self.back, self.next]),
                self.story,
                self.board.widget,
                w.HTML(legend_html(lang)),
            ]
        ).add_class("gk-lesson")
        self.widget.add_class("gk-lesson-example")
        self._show()

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def forward(self) -> None:
        """The next step; at the last one, say so (*Next* stays where the keyboard is)."""
        if self.step == len(EXAMPLE) - 1:
            self._say_where("replay_end")
            return
        self.step += 1
        self._show()

    def backward(self) -> None:
        """The step before; at the first one, say so."""
        if self.step == 0:
            self._say_where("replay_start")
            return
        self.step -= 1
        self._show()

    def _say_where(self, key: str) -> None:
        how = say(LESSON, key, self.lang)
        tell(self.story, f"{self._story()}<br><small>{escape(how)}</small>", "info")

    def _on_board_click(self) -> None:
        """A click on the replayed board plays nothing: the story says how to step through."""
        how = say(LESSON, "replay_click", self.lang)
        tell(self.story, f"{self._story()}<br><small>{escape(how)}</small>", "info")

    def _story(self) -> str:
        text = say(STEPS, EXAMPLE[self.step][1], self.lang)
        return f"{text} <small>({self.step}/{len(EXAMPLE) - 1})</small>"

    def _show(self) -> None:
        story = self._story()
        self.board.show(self.states[self.step], 0, names=HEROES, status=plain(story))
        tell(self.story, story, "info")  # heard when Next or Back was pressed
        # Both buttons stay enabled, so that the keyboard is never dropped from a button that
        # goes grey under it; the one that leads on looks so.
        last = self.step == len(EXAMPLE) - 1
        self.next.button_style = "" if last else "primary"
        self.back.button_style = "primary" if last else ""


Check = Callable[[KamiState, Any, KamiState, str], "str | None"]
"""A lesson's goal: given the state before the learner's action, the action, the state after it
and the page's language, the sentence (HTML) saying the goal is met and why, or None."""


def _countered(before: KamiState, action: Any, after: KamiState, lang: str) -> str | None:
    if isinstance(action, Play):
        rule = "kami.empress.counter" if action.defense == "E" else "kami.counter"
        card = name("E" if action.defense == "E" else "H", lang)
        attack = a_card(action.attack, lang)
        return say(LESSON, "countered", lang, card=card, rule=rule, attack=attack)
    return None


def _left_in_hand(before: KamiState, play: Play) -> str:
    """The cards P1 holds after ``play`` from his hand."""
    rest = before.hands[0]
    for card in (play.defense, play.attack):
        rest = rest.replace(card, "", 1)
    return rest


def _kept_the_pair(before: KamiState, action: Any, after: KamiState, lang: str) -> str | None:
    if isinstance(action, Play) and before.step == "lead" and _left_in_hand(before, action) == "GG":
        return say(LESSON, "kept_the_pair", lang)
    return None


def _master_stroke(before: KamiState, action: Any, after: KamiState, lang: str) -> str | None:
    if after.last is not None and after.last.master_stroke and after.last.player == 0:
        return say(LESSON, "master_stroke", lang, points=after.last.points)
    return None


def _split_the_pair(before: KamiState, action: Any, after: KamiState, lang: str) -> str | None:
    if isinstance(action, Play) and before.step == "lead" and before.to_play == 0:
        rest = _left_in_hand(before, action)
        if len(rest) == 2 and rest[0] != rest[1]:
            return say(LESSON, "split_the_pair", lang, cards=_pair_names(rest, lang))
        if not rest and after.last is not None and not after.last.master_stroke:
            cards = _pair_names(action.defense + action.attack, lang)
            points = points_text(after.last.points, lang)
            return say(LESSON, "no_master_stroke", lang, cards=cards, points=points)
    return None


def _pair_names(cards: str, lang: str) -> str:
    return say(LESSON, "and", lang, a=a_card(cards[0], lang), b=a_card(cards[1], lang))


@dataclass(frozen=True)
class Lesson:
    """A prepared round: a real deal (``deal``: P1's eight cards first, every one of the 32
    dealt), then ``plays`` (action texts, legal by construction: the engine applies them), then
    the learner acts. ``check`` says when the goal is met; ``task``, the lesson's key in
    ``TASKS``, says what to do. A goal reached in more than one decision has ``on_the_way``,
    which praises a decision that leads there; ``miss``, when there is one, says why a legal
    decision leads away from the goal (information, not a refusal)."""

    deal: tuple[str, ...]
    plays: tuple[str, ...]
    check: Check
    task: str
    on_the_way: Check | None = None
    miss: Check | None = None

    def states(self) -> list[KamiState]:
        """The deal, then the state after each scripted play; the last is where the learner
        starts."""
        states = [position([sort_hand(hand) for hand in self.deal])]
        for text in self.plays:
            states.append(states[-1].apply(GAME.parse_action(text, states[-1])))
        return states

    @property
    def start(self) -> KamiState:
        return self.states()[-1]


LESSONS: dict[str, Lesson] = {
    "counter": Lesson(
        deal=("SSLLHHGM", "SSHLAGET", "SSSAAGTM", "SSSLHAGE"),
        plays=("G/H",),
        check=_countered,
        task="counter",
    ),
    "master": Lesson(
        deal=("SSSHGGGE", "SSSHLLAT", "SSHHLLAT", "SSEGAAMM"),
        plays=(
            *("S/S", "S/S", "S/S", "S/S", "pass", "S/H", "H/H", "E/G", "E/G"),
            *("pass", "pass", "pass"),
        ),
        check=_master_stroke,
        task="master",
        on_the_way=_kept_the_pair,
        miss=_split_the_pair,
    ),
}
"""The prepared rounds, by name."""


class PlayLesson:
    """A prepared round where the learner (the player to act) plays on against the computer; the
    history shows the plays that led there, the message line under the board (the app's: one
    board, one line) says when the goal is met and why, and any refused card is explained by its
    rule."""

    def __init__(self, lesson: Lesson, *, lang: str = "en", canvas: Any = None) -> None:
        self.lang = lang
        self.lesson, self.check = lesson, lesson.check
        states = lesson.states()
        start = states[-1]
        self.code = start.to_code()
        self.story = [
            escape(describe(state, GAME.parse_action(text, state), lang))
            for state, text in zip(states[:-1], lesson.plays, strict=True)
        ]
        seats = tuple(
            "person" if p == start.current_player else "computer" for p in range(start.players)
        )
        task = say(TASKS, lesson.task, lang)
        self.task = w.HTML(f"<b>{escape(task)}</b>").add_class("gk-task")
        self.mark = progress.enrol(say(LESSON, f"{lesson.task}_title", lang), self.reset, lang)
        self._showing = self._reached = False
        self._verdict = ""  # what the check said of the learner's last decision
        self.again = w.Button(description=say(LESSON, "again", lang), icon="undo")
        self.again.add_class("gk-again")
        self.show_button = w.Button(description=say(LESSON, "show_me", lang), icon="lightbulb-o")
        self.show_button.add_class("gk-show-me")
        self.show_button.on_click(lambda _: self.show_me())
        self.app = KamiApp(
            start, seats=seats, level="greedy", lang=lang, canvas=canvas, one_deal=True
        )
        self.app.story = self.story
        self.app.refresh()
        self.app.why.add_class("gk-feedback")
        self.app.on_played(self._played)
        self.again.on_click(lambda _: self.start_again())
        self.widget = w.VBox(
            [self.mark.widget, self.task, w.HBox([self.again, self.show_button]), self.app.widget]
        ).add_class("gk-lesson")
        self.widget.add_class("gk-board-first")  # presenter mode: the table over the task

    @property
    def feedback(self) -> w.HTML:
        """The message line under the board: the app's, through which the lesson speaks."""
        return self.app.why

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def _played(self, before: KamiState, action: Any, after: KamiState) -> None:
        said = self.check(before, action, after, self.lang)
        way = self.lesson.on_the_way
        if said:
            self._reached = True
            if not self._showing:
                self.mark.done()
        else:
            if not self._showing:
                self.mark.tried()
            if way is not None:
                said = way(before, action, after, self.lang)
        self._verdict = said or ""
        if self._showing:
            return  # Show me says what it showed when it is over
        if said:
            self.app.say_html(f"<b>{say(LESSON, 'well_done', self.lang)}</b> {said}", "ok")
        elif not self.mark.is_done:
            miss = self.lesson.miss
            why = miss(before, action, after, self.lang) if miss is not None else None
            what = escape(describe(before, action, self.lang))
            said = say(LESSON, "not_goal", self.lang, what=what)
            self.app.say_html(f"{why} {said}" if why else said, "info")

    def solution(self) -> Any:
        """The learner's next decision toward the goal, from the position shown: one that meets
        it if there is one, else one on the way (None when there is neither)."""
        state = self.app.state
        checks = [c for c in (self.check, self.lesson.on_the_way) if c is not None]
        for check in checks:
            for action in state.legal_actions():
                if check(state, action, state.apply(action), self.lang) is not None:
                    return action
        return None

    def show_me(self) -> bool:
        """*Show me*, at any time: from the lesson's position, play the learner's decisions
        that reach the goal, and say them and why they do (a tip, not praise: the exercise is
        not marked done, the learner has yet to do it)."""
        self.reset()
        self._showing = True
        shown = []
        try:
            while not self._reached and self.app.actor() is not None:
                state, action = self.app.state, self.solution()
                if action is None or not self.app.play(action):
                    break
                shown.append(escape(describe(state, action, self.lang)))
                self.app.answer_now()  # the whole way, whatever the pace: it is shown, not played
        finally:
            self._showing = False
        moves = semicolon(self.lang).join(shown)
        self.app.say_html(
            f"<b>{say(LESSON, 'a_way', self.lang)}</b> {moves}. {self._verdict}".rstrip(), "tip"
        )
        return self._reached

    def start_again(self) -> None:
        """The exercise's *Start again*: its mark back to to do, and the start."""
        self.mark.undone()
        self.reset()

    def reset(self) -> None:
        """Back to the lesson's position, as a new round: no move to redo or listed, the
        message line empty."""
        self._reached, self._verdict = False, ""
        self.app.restart()
