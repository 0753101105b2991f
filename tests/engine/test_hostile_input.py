"""Hostile and mistaken input, over every registered game: position codes, JSON records, actions
and save files that are nested 1,000 deep, hold digits that are not ASCII ('²', '١') or numbers
of 4,301 digits, or weigh a megabyte. Each gets the project's own error (InvalidPosition or
InvalidAction) quickly, with a message that quotes at most a short excerpt of the input."""

from __future__ import annotations

import json
import random
import re
import time
from collections.abc import Callable, Iterator

import pytest

import gamekit
from gamekit import InvalidAction, InvalidPosition, Match

GAMES = gamekit.names()
SECONDS = 1.0  # generous: each of these is refused in milliseconds
LONGEST_MESSAGE = 400
MEGABYTE = 1 << 20


def reachable(name: str) -> list[gamekit.State]:
    """A few positions of a seeded random game: the start, some middle, the end."""
    game = gamekit.load(name)
    state, rng, seen = game.new_state(seed=3), random.Random(3), []
    while not state.is_over:
        seen.append(state)
        state = state.apply(rng.choice(state.legal_actions()))
    seen.append(state)
    return [seen[0], seen[len(seen) // 3], seen[2 * len(seen) // 3], seen[-1]]


def variants(text: str) -> Iterator[str]:
    """``text`` with its numbers spoilt: each run of ASCII digits becomes a non-ASCII digit, a
    superscript, or a number of 4,301 digits (more than ``int()`` reads)."""
    for match in re.finditer(r"[0-9]+", text):
        for bad in ("²", "١", "٣", "9" * 4301, "0" * 4301 + "1"):
            yield text[: match.start()] + bad + text[match.end() :]


def deep(depth: int = 1000) -> list[str]:
    return ["[" * depth + "]" * depth, '{"a":' * depth + "1" + "}" * depth]


def nest(value: object, depth: int) -> object:
    for _ in range(depth):
        value = [value]
    return value


def refused(call: Callable[[], object], error: type[Exception], text: str) -> Exception:
    """Run ``call``: it must raise ``error`` (nothing else) within SECONDS, with a short message."""
    start = time.perf_counter()
    with pytest.raises(error) as caught:
        call()
    took = time.perf_counter() - start
    assert took < SECONDS, f"{took:.2f} s to refuse {text[:60]!r}"
    message = str(caught.value)
    assert message and len(message) <= LONGEST_MESSAGE, message[:200]
    if isinstance(caught.value, InvalidPosition):
        assert caught.value.say("fr"), "a French message too"
    return caught.value


def loads_or_refuses(call: Callable[[], object], text: str) -> None:
    """Some spoilt codes are still valid positions (a seed of 4,301 nines is refused, but '٣'
    in a card count is not a number): whatever happens, only InvalidPosition, and quickly."""
    start = time.perf_counter()
    try:
        call()
    except InvalidPosition as err:
        assert len(str(err)) <= LONGEST_MESSAGE, str(err)[:200]
    assert time.perf_counter() - start < SECONDS


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("form", ["code", "json"])
def test_codes_and_records_with_foreign_or_endless_numbers_get_the_games_error(
    name: str, form: str
) -> None:
    game = gamekit.load(name)
    read = game.from_code if form == "code" else game.from_json
    for state in reachable(name):
        for text in variants(state.to_code() if form == "code" else state.to_json()):
            loads_or_refuses(lambda text=text: read(text), text)


@pytest.mark.parametrize("name", GAMES)
def test_a_megabyte_or_a_deep_nest_is_refused_at_once(name: str) -> None:
    game = gamekit.load(name)
    code, record = reachable(name)[1].to_code(), reachable(name)[1].to_json()
    for text in (code + " " + "x" * MEGABYTE, "S" * MEGABYTE, *deep()):
        refused(lambda text=text: game.from_code(text), InvalidPosition, text)
    padded = record[:-1] + ', "padding": "' + "x" * MEGABYTE + '"}'
    for text in (padded, " " * MEGABYTE + record, *deep(), *deep(100_000)):
        refused(lambda text=text: game.from_json(text), InvalidPosition, text)


@pytest.mark.parametrize("name", GAMES)
def test_actions_with_foreign_or_endless_numbers_are_invalid_actions(name: str) -> None:
    game = gamekit.load(name)
    for state in reachable(name)[:-1]:
        for action in state.legal_actions()[:20]:
            for text in variants(str(action)):
                refused(lambda t=text, s=state: game.parse_action(t, s), InvalidAction, text)
        for text in ("x" * MEGABYTE, "²", "P²", "S@²/H", "9" * 4301, "", " "):
            refused(lambda t=text, s=state: game.parse_action(t, s), InvalidAction, text)


@pytest.mark.parametrize("name", GAMES)
def test_save_files_hostile_or_huge_get_the_games_error(name: str) -> None:
    game = gamekit.load(name)
    match = Match(game.new_state(seed=4))
    rng = random.Random(4)
    for _ in range(6):
        match.play(rng.choice(match.state.legal_actions()))
    save = json.loads(match.to_json())
    spoilt = [
        *deep(),
        *deep(100_000),
        " " * MEGABYTE,
        json.dumps({**save, "ply": int("9" * 300)}),
        json.dumps({**save, "actions": ["x" * MEGABYTE]}),
        json.dumps({**save, "actions": save["actions"] + ["²"]}),
        json.dumps({**save, "start": nest(save["start"], 20)}),
        json.dumps({**save, "ply": 1.5}),
        json.dumps({**save, "ply": True}),
    ]
    for text in spoilt:
        refused(lambda text=text: Match.from_json(text), InvalidPosition, text)
    assert Match.from_json(match.to_json()).state == match.state
