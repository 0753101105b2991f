"""The review after a game: a Kaito move that throws away a proved win is a mistake, and the
solver's best move is not; elsewhere a move other than the computer's hint is remarked on, with
the hint's reason, and the hint's own move is not; the review keeps to its time and says what it
skipped."""

from __future__ import annotations

import itertools
import random
from functools import cache
from typing import Any

import pytest

import gamekit
from gamekit.core import State
from gamekit.review import decisions, review

KAITO = gamekit.load("kaito")


def game_of(states: list[State], actions: list[Any], action: Any) -> None:
    actions.append(action)
    states.append(states[-1].apply(action))


def kaito_choices(limit: int = 12) -> list[tuple[State, Any, Any]]:
    """(position, a losing move, the solver's best) from seeded random Kaito games with at most
    10 tiles on the grid, where the player to move wins with best play and one move loses."""
    found = []
    for seed in range(200):
        rng, state = random.Random(seed), KAITO.new_state(seed=seed)
        while not state.is_over and sum(t is not None for t in state.board) > 10:
            state = state.apply(rng.choice(state.legal_actions()))
        if state.is_over:
            continue
        best = KAITO.solve(state, 1.0)
        if not best.complete or best.winner != state.current_player:
            continue
        for action in state.legal_actions():
            after = KAITO.solve(state.apply(action), 1.0)
            if after.complete and after.winner != state.current_player:
                found.append((state, action, best.line[0]))
                break
        if len(found) == limit:
            break
    assert len(found) == limit
    return found


def test_a_kaito_move_that_throws_away_a_proved_win_is_a_mistake() -> None:
    for state, losing, best in kaito_choices():
        player = state.current_player
        result = review(KAITO, [state, state.apply(losing)], [losing], [player], solve_time=1.0)
        (remark,) = result.remarks
        assert remark.mistake and remark.judged_by == "solver", state.to_code()
        assert remark.better == best and remark.played == losing
        assert remark.before.winner == player != remark.after.winner
        assert result.differences == result.mistakes == (remark,)


def test_the_solvers_best_move_is_not_remarked_on() -> None:
    for state, _, best in kaito_choices():
        player = state.current_player
        result = review(KAITO, [state, state.apply(best)], [best], [player], solve_time=1.0)
        (remark,) = result.remarks
        assert remark.agrees and not remark.mistake and remark.judged_by == "solver"
        assert result.differences == () and result.complete


def test_a_move_that_keeps_the_win_is_not_a_mistake() -> None:
    kept = 0
    for state, _, best in kaito_choices():
        player = state.current_player
        for action in state.legal_actions():
            after = KAITO.solve(state.apply(action), 1.0)
            if action != best and after.complete and after.winner == player:
                result = review(
                    KAITO, [state, state.apply(action)], [action], [player], solve_time=1.0
                )
                assert result.remarks[0].agrees and not result.remarks[0].mistake
                kept += 1
    assert kept  # some position had two winning moves


@pytest.fixture(autouse=True)
def same_hints(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each game's hint remembered by position: an expert's hint thinks for a time, so on a
    busy machine it may choose otherwise on a second look; the review is judged here against
    the hints the game was played with."""
    for name in gamekit.names():
        game = gamekit.load(name)
        monkeypatch.setattr(game, "hint", cache(game.hint))


def hint_game(name: str, seed: int, player: int, every: int) -> tuple[list, list, set[int]]:
    """A seeded game where ``player`` follows the hint on his own view, except at every
    ``every``-th of his decisions, where he plays another legal move; the others play greedily.
    Returns the states, the actions and the plies where ``player`` left the hint."""
    game = gamekit.load(name)
    states, actions, left = [game.new_state(seed=seed)], [], set()
    other = game.computer("greedy", seed=seed)
    mine = itertools.count()
    while not states[-1].is_over and len(actions) < 60:
        state = states[-1]
        p = state.current_player
        if p != player:
            game_of(states, actions, other.choose(state.view(p)))
            continue
        hinted = game.hint(state.view(p)).action
        rest = [a for a in state.legal_actions() if a != hinted]
        if next(mine) % every == every - 1 and rest:
            left.add(len(actions))
            game_of(states, actions, rest[seed % len(rest)])
        else:
            game_of(states, actions, hinted)
    return states, actions, left


@pytest.mark.parametrize(("name", "seed"), [("dojo", 2), ("kami", 3), ("dojo-kun", 4)])
def test_a_move_other_than_the_hint_is_remarked_on_with_the_hints_reason(
    name: str, seed: int
) -> None:
    game = gamekit.load(name)
    states, actions, left = hint_game(name, seed, player=0, every=3)
    result = review(game, states, actions, [0], time_limit=60.0)
    assert result.complete and left
    assert [r.ply for r in result.remarks] == decisions(states, actions, [0])
    assert {r.ply for r in result.differences} == left
    for remark in result.differences:
        assert remark.judged_by == "hint" and remark.better == remark.hint.action
        assert remark.hint.say("en") and remark.hint.say("fr") != remark.hint.say("en")
        assert remark.played == actions[remark.ply] != remark.better
        assert remark.number == remark.ply + 1 and not remark.mistake


def test_only_the_players_reviewed_are_reviewed() -> None:
    states, actions, _ = hint_game("dojo", 5, player=1, every=2)
    result = review(gamekit.load("dojo"), states, actions, [1, 2], time_limit=60.0)
    assert {states[r.ply].current_player for r in result.remarks} == {1, 2}
    assert {r.player for r in result.remarks} == {1, 2}


class Clock:
    """A clock that moves on ``step`` seconds each time it is read."""

    def __init__(self, step: float) -> None:
        self.now, self.step = 0.0, step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def test_a_review_keeps_to_its_time_and_says_which_decisions_it_skipped() -> None:
    states, actions, _ = hint_game("dojo", 6, player=0, every=4)
    mine = decisions(states, actions, [0])
    assert len(mine) > 4
    # each decision reads the clock twice (1 s apart): 1 s; the start and the checks 1 s more
    result = review(gamekit.load("dojo"), states, actions, [0], time_limit=6.5, clock=Clock(1.0))
    assert not result.complete
    assert [r.ply for r in result.remarks] == mine[-len(result.remarks) :]  # the last ones
    assert result.skipped == tuple(mine[: -len(result.remarks)])  # the first ones
    assert 1 <= len(result.remarks) < len(mine)


def test_a_whole_kaito_game_reviewed_in_a_short_time_ends_with_its_last_moves() -> None:
    rng, state = random.Random(7), KAITO.new_state(seed=7)
    states, actions = [state], []
    while not states[-1].is_over:
        game_of(states, actions, rng.choice(states[-1].legal_actions()))
    result = review(KAITO, states, actions, [0, 1], time_limit=1.0)
    reviewed = [r.ply for r in result.remarks]
    assert reviewed and reviewed[-1] == len(actions) - 1  # the last decision first
    assert sorted(reviewed + list(result.skipped)) == list(range(len(actions)))
    assert all(ply < reviewed[0] for ply in result.skipped)  # the first ones were left


def test_states_and_actions_must_match() -> None:
    state = KAITO.new_state(seed=1)
    with pytest.raises(ValueError, match="one more state"):
        review(KAITO, [state], [state.legal_actions()[0]], [0])
