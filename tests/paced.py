"""The kernel's event loop, run by hand: a test drives the pace "one a second" without waiting.

>>> from widgets.pacing import Pacer
>>> moves = [1, 2]
>>> pacer, clock = Pacer(pace="second"), Clock()
>>> pacer.schedule = clock
>>> pacer.start(due=lambda: bool(moves), step=moves.pop)
>>> moves, len(clock.waits)
([1, 2], 1)
>>> clock.tick(); moves
[1]
"""

from __future__ import annotations

from typing import Any


class Clock:
    """A pacer's ``schedule``: each wait is kept, to run when the test turns the clock."""

    def __init__(self) -> None:
        self.waits: list[Any] = []

    def __call__(self, seconds: float, then: Any) -> Any:
        self.waits.append(then)
        return self

    def cancel(self) -> None:
        self.waits.clear()

    def tick(self) -> None:
        """Let the first wait end."""
        self.waits.pop(0)()
