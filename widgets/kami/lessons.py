"""Kami exercises for the walkthrough: the rulebook's first round replayed, then rounds prepared
so the learner tries one rule at a time (a counter, a lead, a Master Stroke). Each prepared round
is a real deal (all 32 cards, eight each) and a few plays the engine applies, so what the learner
sees could arise in a game.

>>> replay = ExampleReplay()
>>> replay.forward(); replay.forward()
>>> "Pauline counters" in replay.story.value
True
>>> lesson = PlayLesson(LESSONS["counter"])
>>> lesson.app.play("A/G")  # a Silver Dragon does not answer a Horseman
False
>>> lesson.app.play("H/S") and "Well done" in lesson.feedback.value
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
from gamekit.kami.cards import sort_hand
from gamekit.kami.code import position
from widgets import theme
from widgets.kami.app import KamiApp
from widgets.kami.board import KamiBoard
from widgets.kami.words import describe

HEROES = ("Justin", "Pauline", "Nathael", "Maud")

EXAMPLE_DEAL = ["SSAAHTMG", "SSHLGAES", "ELGGSSAT", "SSSLLHHM"]
"""A deal for the rulebook's example: the cards it names, the rest chosen to fit the 32."""

EXAMPLE: tuple[tuple[Any, str], ...] = (
    (
        None,
        "The deal: eight cards each. Justin and Nathael are a team, facing each other; "
        "Pauline and Maud the other team. Every card is shown here, as on a teacher's screen.",
    ),
    (
        Play("A", "S"),
        "<b>1.</b> Justin is first. He plays a card face down on his defense line "
        "(here a Silver Dragon, which nobody else can see), then attacks with a Soldier "
        "<code>[kami.lead]</code>.",
    ),
    (
        Play("S", "H"),
        "<b>2.</b> Pauline counters with a Soldier, an identical card, face up in "
        "defense, then attacks with a Horseman <code>[kami.counter]</code>.",
    ),
    (
        Play("E", "L"),
        "<b>3.</b> Nathael counters the Horseman with an Empress: she counters "
        "anything but a Soldier or a Spear <code>[kami.empress.counter]</code>. Then he attacks "
        "with a Spear.",
    ),
    (
        Pass(),
        "<b>4.</b> Maud passes <code>[kami.pass]</code> (she holds two Spears, but keeps them).",
    ),
    (Pass(), "<b>5.</b> Justin passes too: the attack is his partner's."),
    (
        Pass(),
        "<b>5.</b> And Pauline passes. Everyone has passed on Nathael's Spear "
        "<code>[kami.all_pass]</code>.",
    ),
    (
        Play("S", "G"),
        "<b>6.</b> Nathael, whose attack was not countered, leads again: a card "
        "face down on his defense line, then a Gold Dragon in attack.",
    ),
)
"""The rulebook's example of a first round, step by step: (the action, what it teaches)."""


class ExampleReplay:
    """The rulebook's example on a live board: *Next* and *Back* step through it."""

    def __init__(self, *, lang: str = "en", canvas: MultiCanvas | None = None) -> None:
        self.lang = lang
        self.states: list[KamiState] = [position([sort_hand(hand) for hand in EXAMPLE_DEAL])]
        for action, _ in EXAMPLE[1:]:
            self.states.append(self.states[-1].apply(action))
        self.step = 0
        self.board = KamiBoard(4, canvas=canvas)
        self.story = w.HTML().add_class("gk-why").add_class("gk-tip")
        self.back = w.Button(description="Back", icon="step-backward")
        self.back.add_class("gk-back")
        self.next = w.Button(description="Next", icon="step-forward", button_style="primary")
        self.next.add_class("gk-next")
        self.back.on_click(lambda _: self.backward())
        self.next.on_click(lambda _: self.forward())
        self.widget = w.VBox(
            [w.HTML(theme.CSS), self.board.widget, self.story, w.HBox([self.back, self.next])]
        ).add_class("gk-lesson")
        self.widget.add_class("gk-lesson-example")
        self._show()

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def forward(self) -> None:
        self.step = min(self.step + 1, len(EXAMPLE) - 1)
        self._show()

    def backward(self) -> None:
        self.step = max(self.step - 1, 0)
        self._show()

    def _show(self) -> None:
        self.board.show(self.states[self.step], 0, names=HEROES)
        self.story.value = (
            f"{EXAMPLE[self.step][1]} <small>({self.step}/{len(EXAMPLE) - 1})</small>"
        )
        self.back.disabled = self.step == 0
        self.next.disabled = self.step == len(EXAMPLE) - 1


Check = Callable[[KamiState, Any, KamiState], "str | None"]


def _countered(before: KamiState, action: Any, after: KamiState) -> str | None:
    if isinstance(action, Play):
        rule = "kami.empress.counter" if action.defense == "E" else "kami.counter"
        return (
            f"The Horseman is countered: your {action.defense == 'E' and 'Empress' or 'Horseman'} "
            f"lies face up in defense <code>[{rule}]</code>, and your attack is the one to answer "
            "now."
        )
    return None


def _kept_the_pair(before: KamiState, action: Any, after: KamiState) -> str | None:
    if isinstance(action, Play) and before.step == "lead":
        rest = before.hands[0]
        for card in (action.defense, action.attack):
            rest = rest.replace(card, "", 1)
        if rest == "GG":
            return (
                "Your two Gold Dragons are kept together. Nobody can counter (the others hold "
                "only Spears, Silver Dragons, Towers and Madmen): lead again with both Dragons."
            )
    if after.last is not None and after.last.master_stroke and after.last.player == 0:
        return (
            f"A Master Stroke: your last two cards alike, led face down and in attack, score "
            f"double: {after.last.points} points <code>[kami.master_stroke]</code>."
        )
    return None


@dataclass(frozen=True)
class Lesson:
    """A prepared round: a real deal (``deal``: P1's eight cards first, every one of the 32
    dealt), then ``plays`` (action texts, legal by construction: the engine applies them), then
    the learner acts. ``check`` says when the goal is met; ``task`` says what to do."""

    deal: tuple[str, ...]
    plays: tuple[str, ...]
    check: Check
    task: str

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
        task="You are P2. P1 leads: a card face down, then a Horseman in attack. Can you counter "
        "it? Pick the card for your defense, then the one you attack with.",
    ),
    "master": Lesson(
        deal=("SSSHGGGE", "SSSHLLAT", "SSHHLLAT", "SSEGAAMM"),
        plays=(
            *("S/S", "S/S", "S/S", "S/S", "pass", "S/H", "H/H", "E/G", "E/G"),
            *("pass", "pass", "pass"),
        ),
        check=_kept_the_pair,
        task="You are P1. Everyone passed on your Gold Dragon, so you lead again, with four cards "
        "left: a Soldier, a Horseman and two Gold Dragons. Finish the round with a Master "
        "Stroke: your last play must be two identical cards.",
    ),
}
"""The prepared rounds, by name."""


class PlayLesson:
    """A prepared round where the learner (the player to act) plays on against the computer; the
    history shows the plays that led there, the feedback says when the goal is met and why, and
    any refused card is explained by its rule."""

    def __init__(self, lesson: Lesson, *, lang: str = "en", canvas: Any = None) -> None:
        self.lang = lang
        self.lesson, self.check = lesson, lesson.check
        states = lesson.states()
        start = states[-1]
        self.code = start.to_code()
        self.story = [
            escape(describe(state, GAME.parse_action(text, state)))
            for state, text in zip(states[:-1], lesson.plays, strict=True)
        ]
        seats = tuple(
            "person" if p == start.current_player else "computer" for p in range(start.players)
        )
        self.task = w.HTML(f"<b>{escape(lesson.task)}</b>").add_class("gk-task")
        self.feedback = w.HTML().add_class("gk-why").add_class("gk-ok").add_class("gk-feedback")
        self.again = w.Button(description="Start again", icon="undo")
        self.again.add_class("gk-again")
        self.app = KamiApp(start, seats=seats, level="greedy", canvas=canvas)
        self.app.log[:0] = self.story
        self.app.refresh()
        self.app.on_played(self._played)
        self.again.on_click(lambda _: self.reset())
        self.widget = w.VBox([self.task, self.app.widget, self.feedback, self.again]).add_class(
            "gk-lesson"
        )

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def _played(self, before: KamiState, action: Any, after: KamiState) -> None:
        said = self.check(before, action, after)
        if said:
            self.feedback.value = f"<b>Well done.</b> {said}"

    def reset(self) -> None:
        while self.app.match.can_undo:
            self.app.match.undo()
        self.app.defense = None
        self.app.log[:] = self.story
        self.feedback.value = ""
        self.app.refresh()
