"""Dojo Kun positions as text: codes and records round-trip, damaged codes are refused, and any
record the reader accepts is a position of a real game.

A Dojo Kun code is the record compressed (a changed letter breaks its checksum), so the
property here changes the record itself, next to what the reader accepts: a number moved by
one, set anywhere or set at the top of a range, two values swapped between places, an item
dropped from a list or repeated, a list cut short, a card moved from one place to another (or
into the wrong season)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gamekit
from gamekit import InvalidPosition
from gamekit.dojo_kun import code

GAME = gamekit.load("dojo-kun")


def _reachable() -> list[Any]:
    found = []
    for seed, players in ((0, 1), (1, 2), (2, 3), (3, 4)):
        state, rng = GAME.new_state(seed=seed, players=players), random.Random(seed)
        while True:
            found.append(state)
            if state.is_over:
                break
            state = state.apply(rng.choice(state.legal_actions()))
    return found


REACHABLE = _reachable()


def test_codes_are_short_enough_for_a_link_and_round_trip():
    longest = max(len(s.to_code()) for s in REACHABLE)
    assert longest < 1500
    for state in REACHABLE[::7]:
        assert GAME.from_code(state.to_code()) == state
        assert GAME.from_json(state.to_json()) == state


def test_a_changed_or_cut_code_is_refused_in_words():
    text = REACHABLE[40].to_code()
    for damaged in (text[:-5], text[:20] + ("A" if text[20] != "A" else "B") + text[21:], "x"):
        with pytest.raises(InvalidPosition) as err:
            GAME.from_code(damaged)
        assert "dojo-kun" in str(err.value) or "damaged" in str(err.value)
        assert err.value.say("fr")


def test_a_compressed_bomb_is_refused_before_it_is_unpacked():
    import base64
    import zlib

    bomb = base64.urlsafe_b64encode(zlib.compress(b"[" + b" " * 10**7 + b"]", 9)).decode()
    assert len(bomb) < 20_000
    with pytest.raises(InvalidPosition):
        GAME.from_code("dojo-kun " + bomb[:4000])


def test_a_players_view_prints_and_is_refused_as_a_position():
    state = REACHABLE[30]
    view = state.view(0)
    assert view.to_code().startswith("dojo-kun ")
    with pytest.raises(InvalidPosition, match="view") as err:
        GAME.from_json(view.to_json())
    assert "vue" in err.value.say("fr")


def test_a_record_of_another_game_or_format_is_refused():
    record = json.loads(REACHABLE[0].to_json())
    for change in ({"game": "kami"}, {"format": 2}, {"format": True}, {"extra": 1}):
        with pytest.raises(InvalidPosition):
            GAME.from_json(json.dumps({**record, **change}))


def test_the_player_to_place_has_a_token_left():
    """In a prelude turn the players place in turn until every token is placed: a record that gives
    the turn to a player with none left would be a game nobody can go on with."""
    from gamekit.dojo_kun.prelude import tokens_left

    state = next(
        s
        for s in REACHABLE
        if s.step == "place"
        and s.players > 1
        and not any(tokens_left(s, (s.to_play + 1) % s.players))
    )
    done = (state.to_play + 1) % state.players
    record = {**json.loads(state.to_json()), "to_play": done}
    with pytest.raises(InvalidPosition, match=f"P{done + 1} has no token left") as err:
        GAME.from_json(json.dumps(record))
    assert "plus de pion" in err.value.say("fr")


def _leaves(value: Any, path: tuple = ()) -> list[tuple]:
    if isinstance(value, dict):
        return [p for k, v in value.items() for p in _leaves(v, (*path, k))]
    if isinstance(value, list):
        return [path] + [p for i, v in enumerate(value) for p in _leaves(v, (*path, i))]
    return [path]


def _get(record: Any, path: tuple) -> Any:
    for key in path:
        record = record[key]
    return record


def _set(record: Any, path: tuple, value: Any) -> None:
    _get(record, path[:-1])[path[-1]] = value


def mutated(data: st.DataObject) -> str:
    state = data.draw(st.sampled_from(REACHABLE))
    record = json.loads(state.to_json())
    for _ in range(data.draw(st.integers(1, 3))):
        paths = [p for p in _leaves(record) if p and p[0] not in ("game", "format")]
        path = data.draw(st.sampled_from(paths))
        value = _get(record, path)
        kinds = ["nudge", "set", "swap", "drop", "repeat", "top", "season", "pile", "bracket"]
        how = data.draw(st.sampled_from(kinds))
        if how == "nudge" and isinstance(value, int) and not isinstance(value, bool):
            _set(record, path, value + data.draw(st.sampled_from([-1, 1])))
        elif how == "set":
            _set(record, path, data.draw(st.sampled_from([0, 1, 2, 3, 5, 17, None, "tiger"])))
        elif how == "top":  # a counter at the top of its range, that a few actions push further
            counters = [p for p in paths if p[-1] in ("ki", "prestige", "tick", "skull_prestige")]
            top = data.draw(st.sampled_from([98, 99, 100, 998, 999, 10**6]))
            _set(record, data.draw(st.sampled_from(counters)), top)
        elif how == "season":  # a card of the season to come (12: also an athlete's number)
            slots = [p for p in paths if len(p) > 2 and p[-2] == "equipment"]
            moves = [p for p in paths if p[-1] == "moves"]
            if data.draw(st.booleans()):
                _set(
                    record, data.draw(st.sampled_from(slots)), data.draw(st.sampled_from([12, 17]))
                )
            elif moves:
                _get(record, data.draw(st.sampled_from(moves))).append("kyodai_teishutsu")
        elif how == "pile" and record["tournament"]:  # the Skull Dojo's pile cut short
            skulls = record["tournament"]["skulls"]
            del skulls[data.draw(st.integers(0, len(skulls))) :]
        elif how == "bracket" and record["tournament"]:  # the bracket against the progress
            t = record["tournament"]
            if data.draw(st.booleans()):
                t["fight"] = data.draw(st.integers(0, 6))
            else:
                sent = [[p, x] for p, spaces in enumerate(t["sent"]) for x in spaces or ()]
                if sent:
                    slot = data.draw(st.integers(0, 7))
                    t["rounds"][0][slot] = data.draw(st.sampled_from(sent))
        elif how == "swap":
            other = data.draw(st.sampled_from(paths))
            if other[: len(path)] != path and path[: len(other)] != other:
                there = _get(record, other)
                _set(record, other, value)
                _set(record, path, there)
        elif isinstance(value, list) and value:
            i = data.draw(st.integers(0, len(value) - 1))
            if how == "drop":
                del value[i]
            else:
                value.insert(data.draw(st.integers(0, len(value))), value[i])
    return json.dumps(record)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_every_accepted_record_plays_to_the_end(data: st.DataObject) -> None:
    text = mutated(data)
    try:
        state = GAME.from_json(text)
    except InvalidPosition as err:
        assert err.text and err.say("fr")
        return
    rng = random.Random(data.draw(st.integers(0, 2**16)))
    for _ in range(600):
        assert GAME.from_code(state.to_code()) == state
        assert GAME.from_json(state.to_json()) == state
        code._check(state)  # what the reader requires stays true as the game goes on
        legal = state.legal_actions()
        assert bool(legal) != state.is_over
        if state.is_over:
            assert state.outcome() is not None
            return
        if state.step == "roll":
            legal = legal[:50]
        action = rng.choice(legal)
        assert state.why_illegal(action) is None
        state = state.apply(action)
    raise AssertionError(f"no end after 600 plies from {text[:200]}")


def test_a_view_cannot_be_played_on():
    """The decks' order is hidden in a view: the village could not be refilled from it."""
    state = REACHABLE[3]
    view = state.view(state.current_player)
    action = state.legal_actions()[0]
    assert state.apply(action) and action in view.legal_actions()  # what he may decide
    with pytest.raises(gamekit.IllegalAction) as err:
        view.apply(action)
    assert err.value.reason.rule == "dojo_kun.turn.end" and "vue" in err.value.reason.fr
