"""Which exercises of a page the learner has done, as lichess keeps them: each exercise shows a
mark (to do, or done), the page says how many are done, and the learner can start one exercise
again (its own *Start again*) or all of them (the page's button).

A page (:class:`widgets.page.GamePage`) makes the :class:`Progress` of its exercises current;
each exercise, when made, enrols in the current one with :func:`enrol` and puts the returned
:class:`Mark` above its board. Outside a page (a test, a notebook of one's own) exercises enrol in
a progress of their own making, which nobody shows.

>>> progress = Progress("en")
>>> first = progress.enrol("Capture a tile", restart=lambda: None)
>>> second = progress.enrol("Trade", restart=lambda: None)
>>> first.done()
>>> progress.count(), first.is_done, second.is_done
((1, 2), True, False)
>>> "1 of 2" in progress.summary.value
True
>>> progress.restart_all()
>>> progress.count()
(0, 2)

A mark is also *tried* once a move was played in its exercise without reaching the goal (what a
teacher's view of the class shows: done, tried, or not yet); whoever follows the page's marks
(its link to the class) hears of every change through :meth:`Progress.on_change`.

>>> second.tried()
>>> [m.state for m in progress.marks]
['todo', 'tried']
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

import ipywidgets as w

from widgets.i18n import Table, say

WORDS: Table = {
    "page": {
        "en": "Exercises done on this page: <b>{done} of {total}</b>",
        "fr": "Exercices réussis sur cette page : <b>{done} sur {total}</b>",
    },
    "all_done": {
        "en": "Every exercise on this page is done. Well done!",
        "fr": "Tous les exercices de cette page sont réussis. Bravo !",
    },
    "restart_all": {"en": "Start every exercise again", "fr": "Recommencer tous les exercices"},
    "todo": {"en": "Exercise {n} of {total}: to do", "fr": "Exercice {n} sur {total} : à faire"},
    "done": {"en": "Exercise {n} of {total}: done", "fr": "Exercice {n} sur {total} : réussi"},
}

CSS = """
.gk-mark { font-size: 0.95em; color: #5d4a1f; }
.gk-mark .gk-box { display: inline-block; width: 1.1em; height: 1.1em; line-height: 1.1em;
                   vertical-align: -0.2em; text-align: center; font-weight: bold;
                   border: 2px solid #8a7a5c; border-radius: 4px; margin-right: 0.4em; }
.gk-mark.gk-done .gk-box { border-color: #2e7d32; background: #2e7d32; color: white; }
.gk-progress { align-items: center; gap: 10px; flex-wrap: wrap; }
.gk-progress progress { width: 160px; }
"""


class Mark:
    """One exercise's mark: "Exercise 3 of 9: to do" or "done"."""

    def __init__(self, progress: Progress, title: str, restart: Callable[[], None]) -> None:
        self.progress, self.title, self.restart = progress, title, restart
        self.is_done = False
        self.is_tried = False
        self.widget = w.HTML().add_class("gk-mark")

    @property
    def state(self) -> str:
        """``"done"``, ``"tried"`` (a move played without reaching the goal) or ``"todo"``."""
        return "done" if self.is_done else "tried" if self.is_tried else "todo"

    def done(self) -> None:
        """The learner reached the exercise's goal (not by *Show me*)."""
        if not self.is_done:
            self.is_done = True
            self.progress.changed()

    def tried(self) -> None:
        """The learner played a move in the exercise without reaching its goal."""
        if not self.is_tried and not self.is_done:
            self.is_tried = True
            self.progress.changed()

    def undone(self) -> None:
        """The exercise starts again: its mark goes back to to do (tried, if it was)."""
        if self.is_done:
            self.is_done = False
            self.progress.changed()

    def retitle(self, title: str) -> None:
        """Call the exercise ``title`` from now on (a count it keeps: "Puzzles: 2 solved")."""
        if title != self.title:
            self.title = title
            self.progress.changed()

    def draw(self, n: int, total: int, lang: str) -> None:
        key = "done" if self.is_done else "todo"
        box = "✓" if self.is_done else "&nbsp;"
        self.widget.value = (
            f"<span class='gk-box'>{box}</span>{say(WORDS, key, lang, n=n, total=total)}"
            f" · <i>{escape(self.title)}</i>"
        )
        (self.widget.add_class if self.is_done else self.widget.remove_class)("gk-done")


class Progress:
    """A page's exercises, in the order they were made, and the bar that counts them."""

    def __init__(self, lang: str = "en") -> None:
        self.lang = lang
        self.marks: list[Mark] = []
        self.summary = w.HTML()
        self.bar = w.HTML()
        self.restart_button = w.Button(
            description=say(WORDS, "restart_all", lang), icon="refresh", layout={"width": "auto"}
        )
        self.restart_button.add_class("gk-restart-all")
        self.restart_button.on_click(lambda _: self.restart_all())
        self.widget = w.HBox([self.bar, self.summary, self.restart_button]).add_class("gk-progress")
        self.widget.layout.display = "none"
        self._listeners: list[Callable[[list[tuple[str, str]]], None]] = []

    def on_change(self, listener: Callable[[list[tuple[str, str]]], None]) -> None:
        """Call ``listener`` with every exercise's ``(title, state)``, in page order, whenever a
        mark changes or an exercise enrols."""
        self._listeners.append(listener)

    def enrol(self, title: str, restart: Callable[[], None]) -> Mark:
        """A mark for a new exercise called ``title``; ``restart`` starts it again."""
        mark = Mark(self, title, restart)
        self.marks.append(mark)
        self.changed()
        return mark

    def count(self) -> tuple[int, int]:
        """(exercises done, exercises)."""
        return sum(m.is_done for m in self.marks), len(self.marks)

    def restart_all(self) -> None:
        """Start every exercise again, their marks back to to do."""
        for mark in self.marks:
            mark.is_done = False
            mark.restart()
        self.changed()

    def changed(self) -> None:
        done, total = self.count()
        for n, mark in enumerate(self.marks, 1):
            mark.draw(n, total, self.lang)
        text = say(WORDS, "page", self.lang, done=done, total=total)
        if total and done == total:
            text += f" · {say(WORDS, 'all_done', self.lang)}"
        self.summary.value = text
        self.bar.value = f"<progress max='{max(total, 1)}' value='{done}'></progress>"
        self.widget.layout.display = "" if total else "none"
        marks = [(mark.title, mark.state) for mark in self.marks]
        for listener in self._listeners:
            listener(marks)


_current: Progress | None = None


def start_page(lang: str) -> Progress:
    """A new page's progress, made current: the exercises made from now on enrol in it."""
    global _current
    _current = Progress(lang)
    return _current


def enrol(title: str, restart: Callable[[], None], lang: str = "en") -> Mark:
    """Enrol a new exercise in the current page's progress (one of its own outside a page)."""
    progress = _current if _current is not None and _current.lang == lang else Progress(lang)
    return progress.enrol(title, restart)
