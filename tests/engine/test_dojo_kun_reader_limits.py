"""Dojo Kun's reader against hostile records: counters at the top of their range.

A position the reader accepts must play to the end with its code and record read back at every
ply; one it cannot carry on from is refused in words."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import gamekit
from gamekit import InvalidPosition
from gamekit.dojo_kun import code
from gamekit.match import Match

GAME = gamekit.load("dojo-kun")


def _record(players: int, seed: int) -> dict[str, Any]:
    return json.loads(GAME.new_state(seed=seed, players=players).to_json())


def _play_round_tripping(state: Any, seed: int) -> None:
    rng = random.Random(seed)
    while not state.is_over:
        assert GAME.from_code(state.to_code()) == state
        assert GAME.from_json(state.to_json()) == state
        state = state.apply(rng.choice(state.legal_actions()))
    assert GAME.from_code(state.to_code()) == state


def _members(record: dict[str, Any]) -> list[dict[str, Any]]:
    return [m for d in record["dojos"] for m in d["athletes"] if m is not None]


def test_ki_beyond_what_a_fight_takes_is_refused_in_words():
    record = _record(2, 1)
    _members(record)[0]["ki"] = 100
    with pytest.raises(InvalidPosition) as err:
        GAME.from_json(json.dumps(record))
    assert "Ki" in str(err.value) and err.value.say("fr") != str(err.value)


def test_a_save_file_with_too_much_ki_is_refused_as_damaged():
    record = _record(2, 1)
    _members(record)[0]["ki"] = 100
    save = {"game": "dojo-kun", "start": record, "actions": [], "ply": 0}
    with pytest.raises(InvalidPosition):
        Match.from_json(json.dumps(save))


@pytest.mark.parametrize("players, seed", [(1, 4), (2, 5), (4, 6)])
def test_counters_at_the_top_of_their_range_play_on_and_read_back(players, seed):
    record = _record(players, seed)
    for m in _members(record):
        m["ki"] = code.KI_MOST
    for d in record["dojos"]:
        d["prestige"] = code.MOST
    record["tick"] = code.TICKS
    record["skull_prestige"] = code.MOST if players == 1 else 0
    _play_round_tripping(GAME.from_json(json.dumps(record)), seed)
