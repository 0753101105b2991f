"""Kaito's fast paths say what the rules say: ``apply`` as the generic contract, each position
reached move by move as the same position read afresh, the legal actions and the endings as the
rules state them plainly (here, with no packed ints)."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Callable

import pytest

import gamekit
from gamekit import IllegalAction
from gamekit.core import State
from gamekit.kaito import Capture, EndTurn, KaitoState, Place, Trade
from gamekit.kaito.actions import END_TURN
from gamekit.kaito.tiles import LINE, RAYS, helmet, mon, sword

GAME = gamekit.load("kaito")
OPTIONS = [{}, {"jump_over_tiles": False}, {"win_check": "immediate"}]


def games(count: int) -> list[tuple[dict, list[KaitoState]]]:
    """Every position of ``count`` seeded random games, under each reading in turn; every
    other game buys back whenever it can, so that trade steps come often."""
    played = []
    for seed in range(count):
        options = OPTIONS[seed % 3]
        state, rng = GAME.new_state(seed=seed, **options), random.Random(seed)
        states = [state]
        while not state.is_over:
            legal = state.legal_actions()
            trades = [a for a in legal if isinstance(a, Trade)]
            state = state.apply(rng.choice(trades if seed % 2 and trades else legal))
            states.append(state)
        played.append((options, states))
    return played


GAMES = games(45)


def result(state: KaitoState, action: object, apply: Callable[..., State]) -> tuple:
    """What ``apply(state, action)`` gives: the new position with its legal actions and outcome,
    or the refusal's rule and sentences."""
    try:
        after = apply(state, action)
    except IllegalAction as err:
        return ("refused", err.reason.rule, err.reason.text, err.reason.fr)
    return ("played", after, after.legal_actions(), after.outcome())


def candidates(state: KaitoState) -> list[object]:
    """The legal actions and near misses: every square as a capture, squares out of range or of
    the wrong type, placings, ending the turn, trades paying too little or with Mons not held.
    Both the engine's own objects (``apply`` knows them by identity or by type) and equal new
    ones."""
    found: list[object] = [*state.legal_actions()]
    found += [Capture(s) for s in range(36)] + [Place(s) for s in (0, 14, 35)]
    found += [Capture(True), Capture(-1), Capture(36), Capture(7.0), EndTurn(), END_TURN]
    found += [Trade("sword", (3, 1)), Trade("helmet", (3, 1)), Trade("helmet", (3, 2))]
    found += [Trade("sword", (1,)), Trade("helmet", (True, 3, 2)), Trade("shield", (3, 2))]
    return found


def test_apply_answers_as_the_generic_contract_on_legal_and_illegal_actions():
    # State.apply: the type check, membership in legal_actions(), then why_illegal's reason.
    checked = 0
    for _, states in GAMES:
        for state in states[::2]:
            for action in candidates(state):
                assert result(state, action, KaitoState.apply) == result(
                    state, action, State.apply
                ), (state.to_code(), action)
                checked += 1
    assert checked > 25_000


def plain_captures(state: KaitoState) -> list[int]:
    """The squares the Kaito may land on, from the rules: a tile of its row or column, the first
    one each way only under the 'first tile' reading."""
    here, board = state.kaito, state.board
    if state.options.jump_over_tiles:
        return [s for s in LINE[here] if board[s] is not None]
    return sorted(
        next(s for s in ray if board[s] is not None)
        for ray in RAYS[here]
        if any(board[s] is not None for s in ray)
    )


def plain_trades(state: KaitoState) -> Counter:
    """Every trade of the player to act, from the rules: for his Sword (Mons worth 4 or more) or
    Helmet (5 or more) that the opponent holds, each choice of the opponent's Mons he holds."""
    me, them = state.to_play, 1 - state.to_play
    held = [v for v in (3, 2, 1) for _ in range(state.held(me, mon(them, v)))]
    choices = {
        tuple(sorted(c, reverse=True))
        for n in range(len(held) + 1)
        for c in itertools.combinations(held, n)
    }
    return Counter(
        Trade(kind, mons)
        for kind, tile, price in (("sword", sword(me), 4), ("helmet", helmet(me), 5))
        if state.held(them, tile)
        for mons in choices
        if sum(mons) >= price
    )


def plain_loser(state: KaitoState) -> int | None:
    """A colour with no Sword or no Helmet left on the grid, the player to act looked at first."""
    for colour in (state.to_play, 1 - state.to_play):
        if state.swords(colour) == 0 or state.helmets(colour) == 0:
            return colour
    return None


@pytest.mark.parametrize("at", range(3))
def test_each_position_reached_move_by_move_is_the_position_read_afresh(at):
    for options, states in GAMES[at::3]:
        for state in states[1:]:
            fresh = GAME.from_code(state.to_code(), **options)
            assert fresh == state and hash(fresh) == hash(state)
            assert fresh.board == state.board
            assert [state.tile(s) for s in range(36)] == list(state.board)
            assert fresh.legal_actions() == state.legal_actions()
            assert fresh.outcome() == state.outcome()


def test_legal_actions_and_endings_are_the_rules_plainly_stated():
    steps = Counter()
    for options, states in GAMES:
        for state in states[1:]:
            end, legal = state.outcome(), state.legal_actions()
            loser = plain_loser(state)
            if end is not None:
                steps["end " + end.reason.rule] += 1
                assert legal == ()
                if end.reason.rule == "kaito.end.blocked":
                    assert loser is None and plain_captures(state) == []
                    assert end.winners == (1 - state.to_play,)
                else:
                    assert end.winners == (1 - loser,)
                continue
            steps[state.step] += 1
            if state.step == "move":
                assert loser is None
                assert legal == tuple(Capture(s) for s in plain_captures(state))
            else:
                if options.get("win_check") == "immediate":
                    assert loser is None
                assert legal[-1] == EndTurn()
                assert Counter(legal[:-1]) == plain_trades(state)
    assert steps["move"] > 800 and steps["trade"] > 50
    assert {"end kaito.end.swords", "end kaito.end.helmets", "end kaito.end.blocked"} <= set(steps)
