"""The pace of the computer's moves, set by the teacher: all at once, one a second, or one at each
click on *Next move*, so that a class sees each move on the board before the next.

An app hands its :class:`Pacer` two callables: ``due()``, whether a computer's move is waiting,
and ``step()``, which plays one, redraws the board with it marked and says it. The pacer calls
``step`` while ``due`` holds, at its pace.

A second a move is timed on the kernel's event loop (``call_later``): the kernel stays free for
the page's other clicks between moves. Outside a kernel (a script, a test), the moves are played
at once, unless a ``schedule`` is given.

Some steps are the person's own business and are shown even at "all at once": an app may hand
the pacer ``held()``, whether what the board shows now must stay a second before the next step
(in Dojo Kun, a roll of the learner's own athlete); at "all at once" the steps that are not held
still pass at once. :meth:`Pacer.explain` says under the pace what each pace shows in the game.

>>> moves = [1, 2, 3]
>>> pacer = Pacer("en", pace="step")
>>> pacer.start(due=lambda: bool(moves), step=moves.pop)
>>> moves, pacer.waiting
([1, 2, 3], True)
>>> pacer.next_move()
>>> moves
[1, 2]
>>> pacer.next_move(); pacer.next_move()
>>> moves, pacer.waiting
([], False)
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import ipywidgets as w

from widgets.i18n import Table, say

PACES = ("instant", "second", "step")
SECONDS = 1.0
"""The wait between two moves at the pace "a second a move"."""

WORDS: Table = {
    "pace": {"en": "Computer moves", "fr": "Coups de l’ordinateur"},
    "instant": {"en": "all at once", "fr": "d’un coup"},
    "second": {"en": "one a second", "fr": "un par seconde"},
    "step": {"en": "one at a time", "fr": "un à la fois"},
    "next": {"en": "Next move", "fr": "Coup suivant"},
}

Schedule = Callable[[float, Callable[[], None]], Any]


class Pacer:
    """The teacher's choice of pace, the *Next move* button, and the moves waiting to be shown."""

    def __init__(
        self, lang: str = "en", *, pace: str = "instant", schedule: Schedule | None = None
    ):
        if pace not in PACES:
            raise ValueError(f"no pace {pace!r}; paces: {', '.join(PACES)}")
        self.lang = lang
        self.schedule = schedule
        self.choice = w.ToggleButtons(
            options=[(say(WORDS, p, lang), p) for p in PACES],
            value=pace,
            description=say(WORDS, "pace", lang),
            style={"description_width": "initial", "button_width": "auto"},
        )
        self.choice.add_class("gk-pace")
        self.next_button = w.Button(description=say(WORDS, "next", lang), icon="step-forward")
        self.next_button.add_class("gk-next-move")
        self.next_button.on_click(lambda _: self.next_move())
        self.choice.observe(lambda _: self._paced(), names="value")
        self.note = w.HTML().add_class("gk-pace-note")
        self.note.layout.display = "none"
        self._notes: dict[str, str] = {}
        self.widget = w.HBox([self.choice, self.next_button, self.note]).add_class("gk-pacer")
        self._due: Callable[[], bool] = lambda: False
        self._step: Callable[[], Any] = lambda: None
        self._held: Callable[[], bool] = lambda: False
        self._timer: Any = None
        self._show_next()

    @property
    def pace(self) -> str:
        return self.choice.value

    @property
    def waiting(self) -> bool:
        """Whether a computer's move waits to be shown."""
        return self._due()

    def start(
        self,
        due: Callable[[], bool],
        step: Callable[[], Any],
        *,
        held: Callable[[], bool] | None = None,
    ) -> None:
        """Play the computers' moves (``step`` while ``due``) at the chosen pace; at "all at
        once", what the board shows while ``held()`` stays a second before the next step."""
        self.stop()
        self._due, self._step = due, step
        self._held = held or (lambda: False)
        self._paced()

    def explain(self, notes: dict[str, str]) -> None:
        """Say beside the pace what the pace chosen shows (``notes``: a sentence per pace, in
        the game's words; a pace without one says nothing)."""
        self._notes = dict(notes)
        self._show_next()

    def stop(self) -> None:
        """Forget the moves waiting (the game was taken back or started again)."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        self._due = lambda: False
        self._show_next()

    def next_move(self) -> None:
        """Show the next waiting move (the *Next move* button)."""
        if self._due():
            self._step()
        self._show_next()

    def _paced(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        timed = self.pace == "second" and self._can_wait()
        if timed and self._due():
            self._tick_later()
        elif self.pace == "instant":
            self._at_once()
        elif self.pace == "second" and not timed:
            while self._due():
                self._step()
        self._show_next()

    def _at_once(self) -> None:
        """Every step due at once, but for one held on the board: it stays a second (when
        there is a loop to wait on)."""
        while self._due():
            if self._held() and self._can_wait():
                self._tick_later()
                return
            self._step()

    def _can_wait(self) -> bool:
        if self.schedule is not None:
            return True
        # Only a kernel's loop runs between the page's messages (another program's loop, such
        # as a browser driver's in a test, may never come back to the timer).
        try:
            from IPython import get_ipython

            asyncio.get_running_loop()
        except (ImportError, RuntimeError):
            return False
        return getattr(get_ipython(), "kernel", None) is not None

    def _tick_later(self) -> None:
        if self.schedule is not None:
            self._timer = self.schedule(SECONDS, self._tick)
        else:
            self._timer = asyncio.get_running_loop().call_later(SECONDS, self._tick)

    def _tick(self) -> None:
        self._timer = None
        if self.pace == "step" or not self._due():
            return
        self._step()
        if self.pace == "instant":
            self._at_once()
        elif self._due():
            self._tick_later()
        self._show_next()

    def _show_next(self) -> None:
        self.next_button.layout.display = "" if self.choice.value == "step" else "none"
        self.next_button.disabled = not self._due()
        note = self._notes.get(self.choice.value, "")
        if self.note.value != note:
            self.note.value = note
        self.note.layout.display = "" if note else "none"
