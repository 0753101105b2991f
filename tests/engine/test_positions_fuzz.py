"""Hypothesis: whatever text arrives as a position code, JSON record, save file or action, the
only error is the documented one (InvalidPosition / InvalidAction), and a valid one round-trips."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st
from mutations import mutate

import gamekit
from gamekit import InvalidAction, InvalidPosition, Match

GAME = gamekit.load("kaito")


def _positions() -> list:
    states, rng = [], random.Random(0)
    for seed in range(6):
        state = GAME.new_state(seed=seed)
        while not state.is_over:
            states.append(state)
            state = state.apply(rng.choice(state.legal_actions()))
        states.append(state)
    return states


POSITIONS = _positions()
CODE_ALPHABET = "SHABCshabc123456789./ -rbmovetradeplacf0\t\n"


@settings(max_examples=400, deadline=None)
@given(st.data())
def test_mutated_codes_load_or_raise_invalid_position(data):
    state = data.draw(st.sampled_from(POSITIONS))
    text = mutate(state.to_code(), data, CODE_ALPHABET)
    try:
        loaded = GAME.from_code(text)
    except InvalidPosition as err:
        assert str(err)
        return
    assert GAME.from_code(loaded.to_code()) == loaded


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=80))
def test_any_text_loads_or_raises_invalid_position(text):
    try:
        GAME.from_code(text)
    except InvalidPosition:
        pass


JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 40) | st.text(CODE_ALPHABET, max_size=8),
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=12,
)


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_damaged_json_records_raise_invalid_position(data):
    record = json.loads(data.draw(st.sampled_from(POSITIONS)).to_json())
    key = data.draw(st.sampled_from(sorted(record)))
    if data.draw(st.booleans()):
        record[key] = data.draw(JSONISH)
    else:
        del record[key]
    try:
        loaded = GAME.from_json(json.dumps(record))
    except InvalidPosition:
        return
    assert GAME.from_json(loaded.to_json()) == loaded


@settings(max_examples=200, deadline=None)
@given(st.one_of(st.text(max_size=40), JSONISH.map(json.dumps)))
def test_any_text_as_json_or_save_file_raises_invalid_position(text):
    for load in (GAME.from_json, Match.from_json):
        try:
            load(text)
        except InvalidPosition:
            pass


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=12))
def test_action_text_parses_or_raises_invalid_action(text):
    try:
        action = GAME.parse_action(text, POSITIONS[0])
    except InvalidAction:
        return
    assert GAME.parse_action(str(action), POSITIONS[0]) == action
