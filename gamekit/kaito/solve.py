"""Kaito solved exactly: who wins with best play for both sides, and in how many turns.

A Kaito game always ends with a winner (every turn takes a tile off the grid; a trade puts one
back but spends Mons, and Mons never come back), so a position is a win for Red or for Black.
:func:`solve` finds which, and the distance to the end: the winner wins as fast as he can, the
loser holds out as long as he can. A *turn* is one player's capture and the trade that may follow
it; the turn in progress (a position waiting for a trade or ``end``) counts as one.

>>> import gamekit
>>> game = gamekit.load("kaito")
>>> state = game.from_code("S3s1/4CB/3sH1/6/1A2h1/B3h1 r move b2 SSSSSHHCssss SAAshaaabbcc")
>>> result = game.solve(state, time_limit=1.0)
>>> result.complete, result.winner, result.turns, [str(a) for a in result.line]
(True, 0, 3, ['b5', 'e5', 'e6'])
>>> result.text()
'Red wins in 3 turns with best play'
>>> result.text("fr")
'Le rouge gagne en 3 tours avec le meilleur jeu'

Red takes his own Mon on b5, so that Black must take one of his own Helmets on e5; Red then
takes the last black Helmet on e6.

How: alpha-beta minimax (Red maximises) with iterative deepening on the number of turns looked
ahead. A position beyond the horizon counts as 0, "unknown", between every loss and every win,
so a search that returns a win or a loss has proved it, at its true distance; the horizon grows
until it does, or until the time runs out (then ``complete`` is False and the outcome unknown).
A transposition table keyed on the position (with the side to move and the step) keeps each
position's bounds and best action between iterations; that action is tried first, then captures
of the opponent's Swords and Helmets, then trades. Trades that pay more Mons than a cheaper
choice for the same tile are left out (:func:`gamekit.kaito.players.useful_actions`): spent Mons
only lower the payer's own money, so they never help.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from gamekit.kaito.actions import Action, Capture
from gamekit.kaito.players import useful_actions
from gamekit.kaito.state import TILES, KaitoState
from gamekit.kaito.tiles import BLACK, COLOUR_NAMES, RED

WIN = 1_000_000
"""A won position scores WIN minus its distance in turns (for Red; a loss, the opposite)."""
INFINITY = WIN + 1_000
EXACT, LOWER, UPPER = 0, 1, 2
MARGIN = 0.02
"""Seconds allowed past the time limit: the clock is read every few hundred positions."""
CHECK_EVERY = 256
TABLE_LIMIT = 500_000
"""Positions the table keeps (a few hundred bytes each; a 1 s search keeps about 100,000)."""

COLOURS_FR = ("Le rouge", "Le noir")
COLOURS_FR_LOWER = ("le rouge", "le noir")


@dataclass(frozen=True)
class Solution:
    """What :func:`solve` found.

    ``complete``: the search finished, and ``winner`` (0 Red, 1 Black) and ``turns`` (the turns
    still to play with best play, 0 if the game is over) are proved; ``line`` is a best line of
    actions to that end. When the time ran out, ``complete`` is False, ``winner`` and ``turns``
    are None, ``line`` is empty, and ``depth`` says how many turns ahead no side can force a win.
    """

    complete: bool
    winner: int | None
    turns: int | None
    line: tuple[Action, ...]
    depth: int
    nodes: int
    seconds: float

    def text(self, lang: str = "en") -> str:
        """The result in a sentence, in English (``"en"``) or French (``"fr"``)."""
        if not self.complete and not self.depth:
            if lang == "fr":
                return "Issue inconnue : le temps manquait"
            return "Outcome unknown: the time ran out"
        if not self.complete:
            if lang == "fr":
                return (
                    "Issue inconnue : le temps manquait ; aucun camp ne peut forcer la victoire "
                    f"en {self.depth} tour{'s' if self.depth > 1 else ''} ou moins"
                )
            return (
                "Outcome unknown: the time ran out; neither side can force a win within "
                f"{self.depth} turn{'s' if self.depth != 1 else ''}"
            )
        assert self.winner is not None and self.turns is not None
        if self.turns == 0:
            if lang == "fr":
                return f"{COLOURS_FR[self.winner]} a gagné"
            return f"{COLOUR_NAMES[self.winner]} has won"
        if lang == "fr":
            return (
                f"{COLOURS_FR[self.winner]} gagne en {self.turns} tour"
                f"{'s' if self.turns > 1 else ''} avec le meilleur jeu"
            )
        return (
            f"{COLOUR_NAMES[self.winner]} wins in {self.turns} turn"
            f"{'s' if self.turns != 1 else ''} with best play"
        )

    def __str__(self) -> str:
        return self.text()


class _OutOfTime(Exception):
    pass


def _key(state: KaitoState) -> tuple[Any, ...]:
    return (state._cells, state._kaito, state._player, state._step, state._held)


def _cost(state: KaitoState, child: KaitoState) -> int:
    """1 when the action that made ``child`` ends a turn (or the game), 0 when the same player
    acts again (a capture that pauses for a trade)."""
    return 0 if child._end is None and child._player == state._player else 1


def _back(value: int, cost: int) -> int:
    """A child's score seen from its parent, ``cost`` turns earlier: a win or loss one turn
    further away."""
    return value - cost if value > 0 else value + cost if value < 0 else 0


def _forward(bound: int, cost: int) -> int:
    """The inverse of :func:`_back`, for passing the window down to a child."""
    return bound + cost if bound > 0 else bound - cost if bound < 0 else 0


def _distance(value: int) -> int:
    return WIN - abs(value)


def _ordered(state: KaitoState, actions: tuple[Action, ...]) -> tuple[Action, ...]:
    """Likely-good actions first: captures of the opponent's Swords and Helmets, then of one's
    own, then of Mons, each group in the order given (a stable sort, in one pass). Only captures
    need it: a trade step lists its trades before ``end``, and set-up has only placings."""
    if state._step != "move":
        return actions
    rank, cells = _CAPTURE_RANK[state._player], state._cells
    first: list[Action] = []
    own: list[Action] = []
    mons: list[Action] = []
    for action in actions:
        at = rank[cells >> 4 * action.square & 15]  # type: ignore[union-attr]
        (first if at == 0 else own if at == 1 else mons).append(action)
    return (*first, *own, *mons)


_CAPTURE_RANK = tuple(
    tuple(
        2 if tile is None or tile.kind == "mon" else 0 if tile.colour != player else 1
        for tile in TILES
    )
    for player in (RED, BLACK)
)
"""A capture's group in :func:`_ordered`, by the player and the 4 bits of the square taken
(see :class:`~gamekit.kaito.state.KaitoState`)."""


class Solver:
    """One search: its transposition table, clock and counters (see :func:`solve`)."""

    def __init__(self, deadline: float, node_limit: int | None = None) -> None:
        self.deadline = deadline
        self.node_limit = node_limit
        self.table: dict[tuple[Any, ...], tuple[int, int, int, tuple[Action, ...]]] = {}
        self.nodes = 0
        self._check = CHECK_EVERY

    def search(self, state: KaitoState, depth: int, alpha: int, beta: int) -> int:
        """The score for Red of ``state`` looking ``depth`` turns ahead (0: unknown), within the
        window (``alpha``, ``beta``): fail-soft, a bound when outside it."""
        end = state._end
        if end is not None:
            return WIN if RED in end.winners else -WIN
        if depth <= 0:
            return 0
        # The game is not over, so the end is a turn away at least: a score beyond WIN - 1
        # either way is out of reach (once a win in 1 is found, the other actions are skipped).
        if alpha >= WIN - 1:
            return WIN - 1
        if beta <= 1 - WIN:
            return 1 - WIN
        self.nodes += 1
        self._check -= 1
        if not self._check:
            self._check = CHECK_EVERY
            if time.perf_counter() > self.deadline:
                raise _OutOfTime
            if self.node_limit is not None and self.nodes > self.node_limit:
                raise _OutOfTime
            if len(self.table) > TABLE_LIMIT:  # a long search starts afresh rather than swell
                self.table.clear()
        key = (state._cells, state._kaito, state._player, state._step, state._held)
        entry = self.table.get(key)
        if entry is None:
            actions = _ordered(state, useful_actions(state))
        else:
            seen, flag, value, actions = entry
            if seen >= depth or (
                value
                and WIN - abs(value) <= depth
                and (flag != UPPER if value > 0 else flag != LOWER)
            ):
                if flag == EXACT:
                    return value
                if flag == LOWER:
                    if value >= beta:
                        return value
                    alpha = max(alpha, value)
                elif value <= alpha:
                    return value
                else:
                    beta = min(beta, value)
        player = state._player
        red = player == RED
        start_alpha, start_beta = alpha, beta
        best = -INFINITY if red else INFINITY
        best_at = 0
        for at, action in enumerate(actions):
            if type(action) is Capture:  # KaitoState._play's first case, without the call
                child = state._captured(action.square)
            else:
                child = state._play(action)
            if child._end is None and child._player == player:  # a capture; the trade follows
                value = self.search(child, depth, alpha, beta)
            else:  # the turn ends: one turn further from the end, the window moved to match
                value = self.search(
                    child,
                    depth - 1,
                    alpha + 1 if alpha > 0 else alpha - 1 if alpha < 0 else 0,
                    beta + 1 if beta > 0 else beta - 1 if beta < 0 else 0,
                )
                value = value - 1 if value > 0 else value + 1 if value < 0 else 0
            if red:
                if value > best:
                    best, best_at = value, at
                    alpha = max(alpha, value)
            elif value < best:
                best, best_at = value, at
                beta = min(beta, value)
            if alpha >= beta:
                break
        if best_at:  # the best action first next time
            actions = (actions[best_at], *actions[:best_at], *actions[best_at + 1 :])
        flag = LOWER if best >= start_beta else UPPER if best <= start_alpha else EXACT
        self.table[key] = (depth, flag, best, actions)
        return best

    def line(self, state: KaitoState, depth: int, value: int) -> list[Action]:
        """A best line from ``state``, whose score ``value`` was proved ``depth`` turns ahead:
        at each step an action whose result keeps the score (the table's best action first)."""
        line: list[Action] = []
        while state._end is None:
            entry = self.table.get(_key(state))
            actions = list(useful_actions(state) if entry is None else entry[3])
            for action in actions:
                child = state._play(action)
                cost = _cost(state, child)
                if _back(self.search(child, depth - cost, -INFINITY, INFINITY), cost) == value:
                    break
            else:  # pragma: no cover - a proved score is always reached by one of the actions
                raise AssertionError("no action keeps the proved score")
            line.append(action)
            state, depth, value = child, depth - cost, _forward(value, cost)
        return line


def solve(state: KaitoState, time_limit: float = 1.0, node_limit: int | None = None) -> Solution:
    """Solve ``state`` within about ``time_limit`` seconds (see the module's docstring).

    ``node_limit``, when given, also stops the search after about that many positions (counted
    as the clock is read, every ``CHECK_EVERY``): a budget that gives the same answer on any
    machine, where the clock's does not. With ``time_limit=math.inf`` it is the only limit."""
    begin = time.perf_counter()
    end = state.outcome()
    if end is not None:
        winner = RED if RED in end.winners else BLACK
        return Solution(True, winner, 0, (), 0, 0, 0.0)
    solver = Solver(begin + time_limit, node_limit)
    depth = 0
    try:
        while True:
            depth += 1
            value = solver.search(state, depth, -INFINITY, INFINITY)
            if value:
                break
        solver.deadline = begin + time_limit + MARGIN
        line = solver.line(state, depth, value)
    except _OutOfTime:
        seconds = time.perf_counter() - begin
        return Solution(False, None, None, (), depth - 1, solver.nodes, seconds)
    seconds = time.perf_counter() - begin
    winner = RED if value > 0 else BLACK
    return Solution(True, winner, _distance(value), tuple(line), depth, solver.nodes, seconds)


__all__ = ["Solution", "solve"]
