"""The review after a game: where the computer, or the solver, would have played otherwise.

:func:`review` looks at each decision of the players reviewed (the learner's seats) and says what
was played and, where the computer would have played otherwise, what it would have played and why.
Two judges, the better one first:

- **The solver**, for a game that has an exact one naming the winning player (Kaito:
  :meth:`gamekit.kaito.game.KaitoGame.solve`). When it proves the position before the move within
  ``solve_time``, the move is judged by the result: a move that turns a proved win into a proved
  loss is a *mistake*, and the solver's best move is given instead, with both results in words. A
  move that keeps the win (even a slower one), or any move in a position already lost, is not
  remarked on: the solver cannot improve the result.
- **The computer's hint** (``game.hint`` on the player's own view, ``state.view(player)``: the
  computer knows no more than the player did) everywhere else: a move other than the hint's is
  remarked on, with the hint's reason (``remark.hint.say(lang)``).

The review is bounded in time (``time_limit``, 2.5 s by default): it starts no decision it has no
time left for (it counts on the slowest decision so far), the last one excepted, and says which
decisions it skipped.
It goes from the last decision back to the first, since near the end the solver answers and a
mistake there decides the game.

>>> import gamekit
>>> kaito = gamekit.load("kaito")
>>> state = kaito.from_code("S3s1/4CB/3sH1/6/1A2h1/B3h1 r move b2 SSSSSHHCssss SAAshaaabbcc")
>>> move = kaito.parse_action("e2", state)  # Red takes his Mon 3 on e2: Black then wins
>>> result = review(kaito, [state, state.apply(move)], [move], players=(0,))
>>> remark = result.remarks[0]
>>> remark.mistake, str(remark.better), remark.before.text(), remark.after.text()
(True, 'b5', 'Red wins in 3 turns with best play', 'Black wins in 1 turn with best play')
>>> result.complete, [r.number for r in result.differences]
(True, [1])
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from gamekit.core import Game, Hint, State

TIME_LIMIT = 2.5
"""Seconds a review takes at most, by default."""
SOLVE_TIME = 0.2
"""Seconds the solver has for each position, by default."""
WINNER_SOLVERS = ("kaito",)
"""Games whose ``solve`` proves which player wins (Kami's says which team takes how many points,
another kind of result: its review is the hint's)."""


@dataclass(frozen=True)
class Remark:
    """One decision reviewed: the move at ``ply`` (its number in the game is ``ply + 1``),
    by ``player``.

    ``better`` is the move the judge would have played instead, or None when it agrees with the
    move played (or, for the solver, the move does not change the result). ``hint`` is the
    computer's advice when the hint judged (its ``say(lang)`` tells why); ``before`` and ``after``
    are the solver's results on the positions before and after the move when the solver judged.
    """

    ply: int
    player: int
    played: Any
    better: Any
    hint: Hint | None
    before: Any = None
    after: Any = None

    @property
    def number(self) -> int:
        """The move's number in the game, from 1."""
        return self.ply + 1

    @property
    def judged_by(self) -> str:
        """ "solver" or "hint": which judge decided."""
        return "hint" if self.hint is not None else "solver"

    @property
    def agrees(self) -> bool:
        """Whether the judge has nothing better to offer."""
        return self.better is None

    @property
    def mistake(self) -> bool:
        """Whether the move turned a proved win into a proved loss."""
        return (
            self.before is not None
            and self.after is not None
            and self.before.winner == self.player
            and self.after.winner != self.player
        )


@dataclass(frozen=True)
class Review:
    """What :func:`review` found: ``remarks``, one per decision reviewed, in the game's order;
    ``skipped``, the plies of the decisions it had no time for; ``seconds``, the time taken."""

    remarks: tuple[Remark, ...]
    skipped: tuple[int, ...]
    seconds: float

    @property
    def differences(self) -> tuple[Remark, ...]:
        """The decisions where the judge would have played otherwise."""
        return tuple(r for r in self.remarks if not r.agrees)

    @property
    def mistakes(self) -> tuple[Remark, ...]:
        """The moves that threw away a proved win."""
        return tuple(r for r in self.remarks if r.mistake)

    @property
    def complete(self) -> bool:
        """Whether every decision of the players reviewed was looked at."""
        return not self.skipped


def decisions(states: Sequence[State], actions: Sequence[Any], players: Iterable[int]) -> list[int]:
    """The plies where one of ``players`` decided (``actions[ply]`` from ``states[ply]``)."""
    wanted = set(players)
    return [ply for ply in range(len(actions)) if states[ply].current_player in wanted]


def review(
    game: Game,
    states: Sequence[State],
    actions: Sequence[Any],
    players: Iterable[int],
    *,
    time_limit: float = TIME_LIMIT,
    solve_time: float = SOLVE_TIME,
    clock: Callable[[], float] = time.perf_counter,
) -> Review:
    """Review the decisions of ``players`` in the game ``states`` (from the start, as many as
    ``actions`` plus one: ``states[i + 1]`` is ``states[i].apply(actions[i])``): see the module's
    docstring. ``clock`` is for tests."""
    if len(states) != len(actions) + 1:
        raise ValueError(f"{len(states)} states for {len(actions)} actions: give one more state")
    begin = clock()
    solver = _Solver(game, solve_time)
    plies = decisions(states, actions, players)
    remarks: list[Remark] = []
    slowest = 0.0
    while plies:
        started = clock()
        if remarks and started - begin + slowest > time_limit:
            break
        ply = plies.pop()
        remarks.append(_judge(game, solver, ply, states[ply], actions[ply], states[ply + 1]))
        slowest = max(slowest, clock() - started)
    return Review(tuple(reversed(remarks)), tuple(plies), clock() - begin)


def _judge(
    game: Game, solver: _Solver, ply: int, before: State, played: Any, after: State
) -> Remark:
    player = before.current_player
    assert player is not None  # only decisions are judged
    proved = solver.solve(before)
    if proved is not None:
        if proved.winner != player:  # lost whatever is played
            return Remark(ply, player, played, None, None, proved, None)
        best = proved.line[0]
        if best == played:
            return Remark(ply, player, played, None, None, proved, proved)
        then = solver.solve(after)
        if then is not None:
            better = None if then.winner == player else best
            return Remark(ply, player, played, better, None, proved, then)
    hint = game.hint(before.view(player))
    better = None if hint.action == played else hint.action
    return Remark(ply, player, played, better, hint)


class _Solver:
    """The game's solver, if it proves a winner, with the results it found kept by position.

    Once it runs out of time on a position, it is not asked again: the review goes back through
    the game, and earlier positions are as large or larger (a Kaito game only takes tiles off,
    but for a trade's one back), so its time goes to the hint instead."""

    def __init__(self, game: Game, seconds: float) -> None:
        self.solve_one = getattr(game, "solve", None) if game.name in WINNER_SOLVERS else None
        self.seconds = seconds
        self.found: dict[State, Any] = {}

    def solve(self, state: State) -> Any:
        """The solver's complete result for ``state``, or None (no solver, or no time)."""
        if state in self.found:
            return self.found[state]
        if self.solve_one is None:
            return None
        solution = self.solve_one(state, self.seconds)
        if not solution.complete:
            self.solve_one = None
            return None
        self.found[state] = solution
        return solution


__all__ = ["Remark", "Review", "decisions", "review"]
