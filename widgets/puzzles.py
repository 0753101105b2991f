"""A page's *Puzzles* section, the same for every game: the next puzzle at the learner's level,
its goal, its rating, the answer judged from the engine's proof, *Hint*, *Show me*, *Next
puzzle*, a streak and the count solved.

The learner's level is a :class:`Ladder`, immutable like the engines' states: it starts at the
easiest puzzle, climbs after a puzzle solved at the first try without a hint, and goes down
after a wrong answer or a puzzle shown before it was solved.

>>> from gamekit.puzzles import Puzzle
>>> puzzles = [Puzzle("kaito", f"p{r}", "c", "e3", ("Win.", "Gagnez."), r) for r in (600, 700, 900)]
>>> ladder = Ladder.start(puzzles)
>>> first = ladder.pick(puzzles)
>>> first.rating
600
>>> ladder = ladder.after(first, right=True, hinted=False)
>>> ladder.pick(puzzles).rating, ladder.streak, ladder.solved
(700, 1, 1)
>>> ladder.after(ladder.pick(puzzles), right=False, hinted=False).streak
0

:class:`PuzzleTrainer` is the section's frame: the goal, the rating, the score, the message line
and the buttons, and what an answer does. A game's trainer (:class:`widgets.kaito.puzzles.
KaitoPuzzles`) adds its live board: it turns the learner's clicks into the game's actions, hands
the first complete one to :meth:`PuzzleTrainer.answer`, and draws what :meth:`PuzzleTrainer.draw`
is given. The section enrols one exercise in the page's progress, done once :data:`GOAL`
puzzles are solved, and its title keeps the count and the streak for the teacher's view.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from html import escape
from typing import Any

import ipywidgets as w

import gamekit
from gamekit.puzzles import Puzzle, Verdict
from widgets import progress, theme
from widgets.feedback import Kind, clear, message_line, tell
from widgets.i18n import COMMON, Table, say

STEP = 100
"""Rating points the learner's level climbs after a puzzle solved without help, and goes down
after a wrong one."""
GOAL = 3
"""Puzzles solved for the section's exercise to be done."""

WORDS: Table = {
    "title": {"en": "Puzzles", "fr": "Problèmes"},
    "counted": {
        "en": "Puzzles: {solved} solved, streak {streak}",
        "fr": "Problèmes : {solved} résolus, série de {streak}",
    },
    "rating": {"en": "Puzzle rated {rating}", "fr": "Problème de niveau {rating}"},
    "score": {
        "en": "Solved: <b>{solved}</b> · Streak: <b>{streak}</b> · Solve {goal} for the exercise",
        "fr": "Résolus : <b>{solved}</b> · Série : <b>{streak}</b> · "
        "{goal} à résoudre pour l’exercice",
    },
    "your_move": {
        "en": "Your answer: play it on the board.",
        "fr": "Votre réponse : jouez-la sur le plateau.",
    },
    "show_me": {"en": "Show me", "fr": "Montrez-moi"},
    "next": {"en": "Next puzzle", "fr": "Problème suivant"},
    "again": {
        "en": "Not counted: the first answer was wrong. Try the next puzzle.",
        "fr": "Non compté : la première réponse était fausse. Essayez le problème suivant.",
    },
    "try_again": {
        "en": "Look again and try another answer, or ask for a hint.",
        "fr": "Regardez encore et essayez une autre réponse, ou demandez un conseil.",
    },
    "over": {
        "en": "This puzzle is over: press “Next puzzle”.",
        "fr": "Ce problème est fini : appuyez sur « Problème suivant ».",
    },
    "shown": {"en": "The proved line: {line}.", "fr": "La ligne prouvée : {line}."},
}


@dataclass(frozen=True, slots=True)
class Ladder:
    """The learner's level (a rating), streak (puzzles solved in a row) and count solved, and
    the puzzles already met."""

    level: int
    streak: int = 0
    solved: int = 0
    seen: tuple[str, ...] = ()

    @classmethod
    def start(cls, puzzles: Sequence[Puzzle]) -> Ladder:
        """A new learner: the level of the easiest puzzle."""
        if not puzzles:
            raise ValueError("no puzzles to train on")
        return cls(level=min(p.rating for p in puzzles))

    def pick(self, puzzles: Sequence[Puzzle]) -> Puzzle:
        """The next puzzle: the easiest not yet met at or above the level, else the hardest
        below it; once every puzzle has been met, the same choice among all of them."""
        fresh = [p for p in puzzles if p.id not in self.seen] or list(puzzles)
        ordered = sorted(fresh, key=lambda p: (p.rating, p.id))
        above = [p for p in ordered if p.rating >= self.level]
        return above[0] if above else ordered[-1]

    def met(self, puzzle: Puzzle) -> Ladder:
        """The ladder once ``puzzle`` is shown."""
        return self if puzzle.id in self.seen else replace(self, seen=(*self.seen, puzzle.id))

    def after(self, puzzle: Puzzle, *, right: bool, hinted: bool) -> Ladder:
        """The ladder after ``puzzle`` is settled: solved (``right``) or not, with a hint or
        without. Solved without help, the level climbs above the puzzle's rating; with a hint it
        stays at it; missed, it goes down below it."""
        met = self.met(puzzle)
        if not right:
            return replace(met, level=max(puzzle.rating - STEP, 0), streak=0)
        level = puzzle.rating if hinted else max(self.level, puzzle.rating) + STEP
        return replace(met, level=level, streak=self.streak + 1, solved=self.solved + 1)


Judge = Callable[[Puzzle, Any], Verdict]
Hint = Callable[[Puzzle], tuple[str, str]]


class PuzzleTrainer:
    """The Puzzles section of ``game``'s page in ``lang``: ``judge`` and ``hint`` are the game's
    (``gamekit.<game>.puzzles``), ``puzzles`` its stored ones by default. A game's trainer
    builds its board in :meth:`board_widget` and draws in :meth:`draw`."""

    def __init__(
        self,
        game: str,
        *,
        judge: Judge,
        hint: Hint,
        lang: str = "en",
        puzzles: Sequence[Puzzle] | None = None,
    ) -> None:
        self.lang = lang
        self.game = gamekit.load(game)
        self.puzzles = tuple(self.game.puzzles() if puzzles is None else puzzles)
        self._judge, self._hint = judge, hint
        self.ladder = Ladder.start(self.puzzles)
        self.mark = progress.enrol(say(WORDS, "title", lang), self.restart, lang)
        self.goal = w.HTML().add_class("gk-task")
        self.rating = w.HTML().add_class("gk-puzzle-rating")
        self.score = w.HTML(layout={"margin": "0 0 0 16px"}).add_class("gk-puzzle-score")
        self.feedback = message_line().add_class("gk-feedback")
        self.hint_button = self._button(say(COMMON, "hint", lang), "question", "gk-hint")
        self.show_me = self._button(say(WORDS, "show_me", lang), "lightbulb-o", "gk-show-me")
        self.next = self._button(say(WORDS, "next", lang), "forward", "gk-next-puzzle")
        self.hint_button.on_click(lambda _: self.give_hint())
        self.show_me.on_click(lambda _: self.show())
        self.next.on_click(lambda _: self.next_puzzle())
        self.widget = w.VBox(
            [
                w.HTML(theme.CSS),
                self.mark.widget,
                w.HBox([self.rating, self.score], layout={"flex_flow": "row wrap"}),
                self.goal,
                self.board_widget(),
                self.feedback,
                w.HBox([self.hint_button, self.show_me, self.next]),
            ]
        ).add_class("gk-lesson")
        self.widget.add_class("gk-puzzles")
        self._open(self.ladder.pick(self.puzzles))

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def _button(self, label: str, icon: str, css: str) -> w.Button:
        button = w.Button(description=label, icon=icon, layout={"width": "auto"})
        button.add_class(css)
        return button

    # -- what a game's trainer gives -------------------------------------------------------

    def board_widget(self) -> w.Widget:
        """The live board and what goes with it (made once, before the first puzzle)."""
        raise NotImplementedError

    def draw(self, state: Any, played: tuple[Any, ...] = (), refused: Any = None) -> None:
        """Show ``state``, reached by ``played`` from the puzzle's position (the last of them
        marked), or the puzzle's position with ``refused`` (an action the rules refuse)."""
        raise NotImplementedError

    def refusal_html(self, reason: Any) -> str:
        """A refused action's message, citing its rule (HTML)."""
        return escape(f"{reason.say(self.lang)} [{reason.rule}]")

    # -- the section -----------------------------------------------------------------------

    def _open(self, puzzle: Puzzle) -> None:
        self.puzzle = puzzle
        self.start = self.game.from_code(puzzle.code)
        self.state = self.start
        self.ladder = self.ladder.met(puzzle)
        self.settled = False  # the puzzle counted: solved, missed or shown
        self.failed = False
        self.finished = False  # the line is on the board: nothing more to play
        self.hinted = False
        self.goal.value = f"<b>{escape(puzzle.say_goal(self.lang))}</b>"
        self.rating.value = say(WORDS, "rating", self.lang, rating=puzzle.rating)
        self.draw(self.start)
        self._say(say(WORDS, "your_move", self.lang), "tip")
        self._count()

    def answer(self, action: Any) -> Verdict | None:
        """The learner's answer ``action`` (the first complete one played on the board): judged,
        said and counted. An action the rules refuse is explained and changes nothing (None)."""
        if self.finished:
            self._say(say(WORDS, "over", self.lang), "tip")
            return None
        reason = self.start.why_illegal(action)
        if reason is not None:
            self.draw(self.start, refused=action)
            self._say(self.refusal_html(reason), "refused")
            return None
        verdict = self._judge(self.puzzle, action)
        if verdict.right:
            self._settle(right=True)
            self._play_line(self.puzzle.line or (str(action),))
            extra = f" {say(WORDS, 'again', self.lang)}" if self.failed else ""
            self._say(escape(verdict.say(self.lang)) + extra, "ok")
        else:
            self.failed = True
            self._settle(right=False)
            self.draw(self.start, refused=action)
            self._say(f"{escape(verdict.say(self.lang))} {say(WORDS, 'try_again', self.lang)}")
        return verdict

    def play(self, text: str) -> str:
        """Answer with an action given as text, in the game's notation: what a click does."""
        try:
            action = self.game.parse_action(text, self.state)
        except ValueError as err:
            self._say(escape(str(err)), "refused")
            return str(err)
        self.answer(action)
        return self.feedback.value

    def give_hint(self) -> str:
        """*Hint*: where to look, without the answer; a puzzle solved after it counts, but the
        level does not climb."""
        self.hinted = True
        said = self._hint(self.puzzle)
        text = said[1] if self.lang == "fr" and said[1] else said[0]
        self._say(escape(text), "tip")
        return text

    def show(self) -> tuple[Any, ...]:
        """*Show me*: play the proved line on the board and say it; a puzzle not yet solved
        counts as missed. Returns the line's actions."""
        self._settle(right=False)
        played = self._play_line(self.puzzle.line or (self.puzzle.answer,))
        line = ", ".join(self.puzzle.line or (self.puzzle.answer,))
        self._say(f"{say(WORDS, 'shown', self.lang, line=escape(line))}{self._ending()}", "tip")
        return played

    def next_puzzle(self) -> Puzzle:
        """*Next puzzle*: the next one at the learner's level."""
        self._open(self.ladder.pick(self.puzzles))
        return self.puzzle

    def restart(self) -> None:
        """Start the section again (the page's *Start every exercise again*): a new learner."""
        self.ladder = Ladder.start(self.puzzles)
        self._open(self.ladder.pick(self.puzzles))

    def _settle(self, *, right: bool) -> None:
        """Count the puzzle once: the first answer decides it (or *Show me* before one)."""
        if self.settled:
            return
        self.settled = True
        self.ladder = self.ladder.after(self.puzzle, right=right, hinted=self.hinted)
        if not right:
            self.mark.tried()
        self._count()

    def _count(self) -> None:
        ladder, lang = self.ladder, self.lang
        self.score.value = say(
            WORDS, "score", lang, solved=ladder.solved, streak=ladder.streak, goal=GOAL
        )
        self.mark.retitle(say(WORDS, "counted", lang, solved=ladder.solved, streak=ladder.streak))
        if ladder.solved >= GOAL:
            self.mark.done()

    def _play_line(self, line: Sequence[str]) -> tuple[Any, ...]:
        state, played = self.start, []
        for text in line:
            action = self.game.parse_action(text, state)
            state = state.apply(action)
            played.append(action)
        self.state, self.finished = state, True
        self.draw(state, tuple(played))
        return tuple(played)

    def _ending(self) -> str:
        outcome = self.state.outcome() if self.state.is_over else None
        if outcome is None:
            return ""
        return " " + escape(f"{outcome.reason.say(self.lang)} [{outcome.reason.rule}]")

    def _say(self, html: str, kind: Kind = "info") -> None:
        if html:
            tell(self.feedback, html, kind)
        else:
            clear(self.feedback)
