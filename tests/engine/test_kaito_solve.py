"""Kaito's solver: it agrees with a plain exhaustive minimax, its best line is legal and ends as
it says, and it says so honestly when the time runs out."""

from __future__ import annotations

import itertools
import random
from functools import cache
from types import SimpleNamespace

import pytest

import gamekit
from gamekit.kaito import BLACK, RED, KaitoState, solve
from gamekit.kaito.solve import CHECK_EVERY, Solution

GAME = gamekit.load("kaito")


def small_position(seed: int, tiles: int, **options: object) -> KaitoState | None:
    """The first position of a seeded random game with at most ``tiles`` tiles on the grid (at
    the capture or the trade step), or None when the game ended before."""
    rng = random.Random(seed)
    state = GAME.new_state(seed=seed, **options)
    while not state.is_over:
        if sum(t is not None for t in state.board) <= tiles:
            return state
        state = state.apply(rng.choice(state.legal_actions()))
    return None


def ends_turn(state: KaitoState, child: KaitoState) -> int:
    """1 when the action from ``state`` to ``child`` ends a turn (or the game), else 0."""
    return 1 if child.is_over or child.to_play != state.to_play else 0


@cache
def minimax(state: KaitoState) -> tuple[int, int]:
    """(winner, turns to the end) by trying every legal action to the end of the game: the
    winner takes the fastest win, the loser the slowest loss. No pruning (only a memo)."""
    if state.is_over:
        return state.outcome().winners[0], 0  # type: ignore[union-attr]
    me = state.current_player
    results = []
    for action in state.legal_actions():
        child = state.apply(action)
        winner, turns = minimax(child)
        results.append((winner, turns + ends_turn(state, child)))
    wins = [turns for winner, turns in results if winner == me]
    if wins:
        return me, min(wins)  # type: ignore[return-value]
    return 1 - me, max(turns for _, turns in results)  # type: ignore[operator]


def play_line(state: KaitoState, result: Solution) -> tuple[KaitoState, int]:
    """Play ``result``'s line from ``state``, each action checked legal: the end and its turns."""
    turns = 0
    for action in result.line:
        assert action in state.legal_actions()
        child = state.apply(action)
        turns += ends_turn(state, child)
        state = child
    return state, turns


def positions() -> list[KaitoState]:
    found = []
    seed = 0
    while len(found) < 200:
        state = small_position(seed, 7 + seed % 4)
        if state is not None:
            found.append(state)
        seed += 1
    return found


def test_the_solver_agrees_with_exhaustive_minimax_on_200_small_positions():
    states = positions()
    assert any(s.step == "trade" for s in states)  # mid-turn positions are among them
    assert {s.to_play for s in states} == {RED, BLACK}
    winners = set()
    for state in states:
        result = GAME.solve(state, time_limit=10.0)
        assert result.complete, state.to_code()
        assert (result.winner, result.turns) == minimax(state), state.to_code()
        end, turns = play_line(state, result)
        assert end.is_over and end.outcome().winners == (result.winner,), state.to_code()
        assert turns == result.turns
        winners.add(result.winner)
    assert winners == {RED, BLACK}


@pytest.mark.parametrize("options", [{"win_check": "immediate"}, {"jump_over_tiles": False}])
def test_the_solver_agrees_with_exhaustive_minimax_under_each_reading_of_the_rules(options):
    states = [s for s in (small_position(seed, 10, **options) for seed in range(150)) if s]
    assert len(states) >= 30
    for state in states[:30]:
        result = GAME.solve(state, time_limit=10.0)
        assert (result.winner, result.turns) == minimax(state), state.to_code()
        end, turns = play_line(state, result)
        assert end.outcome().winners == (result.winner,) and turns == result.turns


def test_the_solver_finds_longer_wins_in_larger_positions():
    longest = 0
    states = [s for s in (small_position(seed, 16) for seed in range(12)) if s is not None]
    assert len(states) >= 6
    for state in states[:6]:
        result = GAME.solve(state, time_limit=10.0)
        assert result.complete
        end, turns = play_line(state, result)
        assert end.outcome().winners == (result.winner,) and turns == result.turns
        longest = max(longest, result.turns)
    assert longest >= 5


def test_a_large_position_with_a_tiny_time_limit_says_it_is_unsolved(
    monkeypatch: pytest.MonkeyPatch,
):
    state = GAME.new_state(seed=3)
    state = state.apply(state.legal_actions()[0])  # 34 tiles: far beyond a 50 ms search
    clock = iter(itertools.count(step=0.03))  # each reading of the clock is 30 ms later
    monkeypatch.setattr(solve, "time", SimpleNamespace(perf_counter=lambda: next(clock)))
    result = GAME.solve(state, time_limit=0.05)
    # The clock is read every CHECK_EVERY positions: the search stops at its second reading.
    assert result.nodes <= 2 * CHECK_EVERY
    assert not result.complete
    assert result.winner is None and result.turns is None and result.line == ()
    assert result.text().startswith("Outcome unknown: the time ran out")
    assert result.text("fr").startswith("Issue inconnue : le temps manquait")


def test_a_finished_game_is_solved_at_once():
    state = small_position(0, 10)
    assert state is not None
    result = GAME.solve(state)
    end, _ = play_line(state, result)
    solved = GAME.solve(end)
    assert solved.complete and solved.turns == 0 and solved.line == ()
    assert solved.winner == result.winner
    assert solved.text() == f"{('Red', 'Black')[result.winner]} has won"  # type: ignore[index]


@pytest.mark.parametrize(
    ("winner", "turns", "en", "fr"),
    [
        (
            RED,
            5,
            "Red wins in 5 turns with best play",
            "Le rouge gagne en 5 tours avec le meilleur jeu",
        ),
        (
            BLACK,
            1,
            "Black wins in 1 turn with best play",
            "Le noir gagne en 1 tour avec le meilleur jeu",
        ),
    ],
)
def test_the_sentences_in_english_and_french(winner, turns, en, fr):
    result = Solution(True, winner, turns, (), turns, 0, 0.0)
    assert result.text() == en == str(result)
    assert result.text("fr") == fr


def test_a_table_cleared_during_the_search_changes_no_answer(monkeypatch):
    states = [s for s in (small_position(seed, 16) for seed in range(12)) if s is not None]
    answers = [GAME.solve(s, time_limit=10.0) for s in states[:6]]
    assert max(a.nodes for a in answers) > 4 * solve.CHECK_EVERY  # the table is cleared often
    monkeypatch.setattr(solve, "TABLE_LIMIT", 20)
    for state, answer in zip(states, answers):
        again = GAME.solve(state, time_limit=10.0)
        assert (again.winner, again.turns) == (answer.winner, answer.turns)
        end, turns = play_line(state, again)
        assert end.outcome().winners == (again.winner,) and turns == again.turns


def test_the_sentences_when_the_time_ran_out():
    unknown = Solution(False, None, None, (), 1, 0, 0.0)
    assert unknown.text() == (
        "Outcome unknown: the time ran out; neither side can force a win within 1 turn"
    )
    assert unknown.text("fr") == (
        "Issue inconnue : le temps manquait ; aucun camp ne peut forcer la victoire en 1 tour "
        "ou moins"
    )
    at_once = Solution(False, None, None, (), 0, 0, 0.0)
    assert at_once.text() == "Outcome unknown: the time ran out"
    assert at_once.text("fr") == "Issue inconnue : le temps manquait"
