"""Dojo Kun's reader against hostile records: counters at the top of their range; and, in every
game, actions built with numbers of the wrong type.

A position the reader accepts must play to the end with its code and record read back at every
ply; one it cannot carry on from is refused in words. An action of the wrong type is an
``IllegalAction`` naming a rule, and the state is unchanged."""

from __future__ import annotations

import dataclasses
import json
import random
from typing import Any

import pytest

import gamekit
from gamekit import IllegalAction, InvalidPosition
from gamekit.dojo_kun import code
from gamekit.dojo_kun.actions import Give, Predict, Reserve, Seat, Send, Wound
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


def _at(players: int, seed: int, step: str) -> Any:
    state, rng = GAME.new_state(seed=seed, players=players), random.Random(seed)
    while state.step != step:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize(
    "step, action",
    [
        ("send", Send((0.0, 1.0))),
        ("send", Send((False, True))),
        ("send", Send((0, True))),
        ("send", Send([0, 1])),
        ("give", Give(0.0)),
        ("give", Give(False)),
        ("reserve", Reserve(0.0)),
        ("seat", Seat(1.0)),
        ("seat", Seat(True)),
        ("predict", Predict(0)),
        ("wound", Wound(1)),
    ],
)
def test_an_action_with_numbers_of_the_wrong_type_is_illegal(step, action):
    state = next(_at(p, s, step) for p, s in ((2, 1), (2, 2), (3, 3)) if _has(p, s, step))
    before = state.to_code()
    with pytest.raises(IllegalAction) as err:
        state.apply(action)
    assert err.value.reason.rule.startswith("dojo_kun.") and err.value.reason.fr
    assert state.to_code() == before


def _has(players: int, seed: int, step: str) -> bool:
    state, rng = GAME.new_state(seed=seed, players=players), random.Random(seed)
    while not state.is_over:
        if state.step == step:
            return True
        state = state.apply(rng.choice(state.legal_actions()))
    return False


@pytest.mark.parametrize("name", ["kaito", "dojo", "kami"])
def test_every_game_refuses_an_action_with_a_float_field(name):
    game = gamekit.load(name)
    state, rng = game.new_state(seed=1), random.Random(1)
    while not any(_int_fields(a) for a in state.legal_actions()):
        state = state.apply(rng.choice(state.legal_actions()))
    action = next(a for a in state.legal_actions() if _int_fields(a))
    for f in _int_fields(action):
        value = getattr(action, f)
        bad = dataclasses.replace(action, **{f: float(value)})
        with pytest.raises(IllegalAction) as err:
            state.apply(bad)
        assert f in err.value.reason.text and err.value.reason.rule.startswith(name)


def _int_fields(action: Any) -> list[str]:
    return [f.name for f in dataclasses.fields(action) if type(getattr(action, f.name)) is int]


@pytest.mark.parametrize("tile", [10, 16, 17])
def test_a_season_two_equipment_tile_is_refused_in_season_one(tile):
    record = _record(2, 1)
    record["dojos"][0]["equipment"][1] = tile
    with pytest.raises(InvalidPosition) as err:
        GAME.from_json(json.dumps(record))
    assert "season 2" in str(err.value)


def test_a_season_two_special_move_is_refused_in_season_one():
    record = _record(2, 1)
    _members(record)[0]["moves"] = ["kyodai_teishutsu"]
    with pytest.raises(InvalidPosition) as err:
        GAME.from_json(json.dumps(record))
    assert "season 2" in str(err.value)


@pytest.mark.parametrize("field", ["given", "reserved"])
def test_an_athlete_given_or_reserved_before_his_player_sent_is_refused(field):
    state = _at(2, 1, "send")
    record = json.loads(state.to_json())
    waiting = [p for p, sent in enumerate(record["tournament"]["sent"]) if sent is None]
    record["tournament"][field][waiting[0]] = 0
    with pytest.raises(InvalidPosition):
        GAME.from_json(json.dumps(record))


@pytest.mark.parametrize("players, skulls", [(1, []), (1, [1, 2, 3, 4, 5]), (2, [1]), (3, [])])
def test_a_skull_pile_too_small_to_fill_the_bracket_is_refused(players, skulls):
    state = _at(players, players, "send")
    record = json.loads(state.to_json())
    record["tournament"]["skulls"] = skulls
    with pytest.raises(InvalidPosition):
        GAME.from_json(json.dumps(record))


@pytest.mark.parametrize("players, seed", [(1, 7), (2, 8), (3, 9), (4, 10)])
def test_a_skull_pile_just_large_enough_plays_on(players, seed):
    state = _at(players, seed, "send")
    record = json.loads(state.to_json())
    sending = sum(min(2, sum(m is not None for m in d["athletes"])) for d in record["dojos"])
    record["tournament"]["skulls"] = record["tournament"]["skulls"][: max(0, 8 - sending)]
    _play_round_tripping(GAME.from_json(json.dumps(record)), seed)


def _first(players: int, step: str, where: Any) -> Any:
    for seed in range(40):
        state, rng = GAME.new_state(seed=seed, players=players), random.Random(seed)
        while not state.is_over:
            if state.step == step and where(state):
                return state
            state = state.apply(rng.choice(state.legal_actions()))
    raise AssertionError(f"no {step} found")


def test_a_bracket_set_back_behind_its_fights_is_refused():
    state = _first(3, "predict", lambda s: s.tournament.fight == 6)
    record = json.loads(state.to_json())
    record["tournament"]["fight"] = 0
    with pytest.raises(InvalidPosition):
        GAME.from_json(json.dumps(record))


@pytest.mark.parametrize("step", ["reserve", "give", "seat"])
def test_a_sent_athlete_already_in_the_bracket_before_his_turn_is_refused(step):
    def unseated(s: Any) -> bool:
        return any(_rest(s)) and any(e is None for e in s.tournament.rounds[0][1::2])

    state = _first(2, step, unseated)
    record = json.loads(state.to_json())
    owner, space = _rest(state)[0]
    first = record["tournament"]["rounds"][0]
    slot = next(i for i in range(1, 8, 2) if first[i] is None)
    first[slot] = [owner, space]
    with pytest.raises(InvalidPosition):
        GAME.from_json(json.dumps(record))


def _rest(state: Any) -> list[tuple[int, int]]:
    """The athletes sent who are neither reserved nor given: seated only when the bracket fills."""
    t = state.tournament
    return [
        (p, x)
        for p, sent in enumerate(t.sent)
        for x in sent or ()
        if x not in (t.reserved[p], t.given[p])
    ]
