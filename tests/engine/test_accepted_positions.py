"""Any position a code describes and ``from_code`` accepts is a position of a real game: it can be
played to the end, ``legal_actions()`` is empty exactly when the game is over, it round-trips
through its code and its JSON at every ply, and no component appears or vanishes.

Codes come from reachable positions (hypothesis): fields of one spliced into another (the hands
of one deal with the lines of another, a later round with an earlier score), two characters
swapped, or a few characters changed, so the readers' checks are tried right next to what they
accept."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mutations import mutate

import gamekit
from gamekit import InvalidPosition

MOST_PLIES = 3000


def _reachable() -> list[tuple[str, str]]:
    found = []
    for name, option_sets in (
        ("kaito", ({}, {"jump_over_tiles": False})),
        ("dojo", ({"players": 3}, {"players": 5, "variant": "white_belt"}, {"players": 4})),
        ("kami", ({"players": 2}, {"players": 3}, {"players": 4, "mode": "lord"})),
    ):
        game = gamekit.load(name)
        for i, options in enumerate(option_sets):
            state, rng = game.new_state(seed=i, **options), random.Random(i)
            while not state.is_over:
                found.append((name, state.to_code()))
                state = state.apply(rng.choice(state.legal_actions()))
            found.append((name, state.to_code()))
    return found


REACHABLE = _reachable()


def spliced(data: st.DataObject) -> tuple[str, str]:
    """A game's name and a code made from reachable ones: some fields of one given the values
    they have in another of the same game, then a few characters moved, two swapped, or a few
    changed."""
    name, code = data.draw(st.sampled_from(REACHABLE))
    fields = code.split(" ")
    others = [c.split(" ") for n, c in REACHABLE if n == name]
    for _ in range(data.draw(st.integers(0, 3))):
        other = data.draw(st.sampled_from(others))
        if len(other) == len(fields):
            i = data.draw(st.integers(0, len(fields) - 1))
            fields[i] = other[i]
    code = " ".join(fields)
    how = data.draw(st.sampled_from(["as is", "move", "swap", "mutate"]))
    if how == "move":  # a few characters taken from one place to another: cards change hands
        for _ in range(data.draw(st.integers(1, 4))):
            i = data.draw(st.integers(0, len(code) - 1))
            char, code = code[i], code[:i] + code[i + 1 :]
            j = data.draw(st.integers(0, len(code)))
            code = code[:j] + char + code[j:]
    elif how == "swap" and len(code) > 1:
        i, j = sorted(data.draw(st.lists(st.integers(0, len(code) - 1), min_size=2, max_size=2)))
        code = code[:i] + code[j] + code[i + 1 : j] + code[i] + code[j + 1 :]
    elif how == "mutate":
        code = mutate(code, data)
    return name, code


def material(state: Any) -> tuple[Any, ...]:
    """What never changes in a game (and, for what may leave it, how much is left)."""
    if state.game.name == "kaito":
        tiles = Counter(t for t in state.board if t is not None)
        for hand in state.captured:
            tiles.update(hand)
        kept = Counter({t: k for t, k in tiles.items() if t.kind != "mon"})
        return (kept, sum(k for t, k in tiles.items() if t.kind == "mon"))
    if state.game.name == "dojo":
        cards = Counter(state.deck) + Counter(c for c in state.hands if c)
        for dojo in state.dojos:
            cards.update(c for c in dojo if c)
        trophies = sum(len(t) for t in state.trophies) + len(state.pile) + sum(state.kept)
        trophies += (state.up is not None) + (state.pending is not None)
        return (cards, trophies)
    cards = Counter("".join(state.hands) + state.aside + "".join(state.piles))
    for line in state.lines:
        for defense, _, attack in line:
            cards.update(defense + attack)
    return (cards, 0)


def check_round_trips(game: gamekit.Game, state: Any) -> None:
    assert game.from_code(state.to_code()) == state, state.to_code()
    assert game.from_json(state.to_json()) == state, state.to_code()


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_every_accepted_position_plays_to_the_end(data: st.DataObject) -> None:
    name, code = spliced(data)
    game = gamekit.load(name)
    try:
        state = game.from_code(code)
    except InvalidPosition:
        return
    rng = random.Random(data.draw(st.integers(0, 2**16)))
    things, left = material(state)
    for _ in range(MOST_PLIES):
        check_round_trips(game, state)
        legal = state.legal_actions()
        assert bool(legal) != state.is_over, f"legal actions {legal[:3]} at {state.to_code()}"
        now, now_left = material(state)
        assert now == things and now_left <= left, f"material changed at {state.to_code()}"
        if not legal:
            return
        action = rng.choice(legal)
        assert state.why_illegal(action) is None
        state = state.apply(action)
    raise AssertionError(f"no end after {MOST_PLIES} plies from {state.to_code()}")
