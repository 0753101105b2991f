"""Dojo Kun's expert player as it plays: a legal action at every decision of whole games at two
and four players with its own settings (the four-player games weigh the tournaments against the
table), the same choices from the same seed, and the table's tournaments worth about the prize
pool where the Skull Dojo's field makes them look out of reach."""

from __future__ import annotations

import pytest
from dojo_kun_positions import played_by

from gamekit.core import Player
from gamekit.dojo_kun import players
from gamekit.dojo_kun.data import TOURNAMENT_PRESTIGE
from gamekit.dojo_kun.game import GAME
from gamekit.dojo_kun.players import ExpertPlayer, full_bracket, table_runs, worth
from gamekit.dojo_kun.state import DojoKunState


def expert(seed: int) -> ExpertPlayer:
    """The expert with its own effort and a clock so generous it never stops the search: its
    choices then depend on its seed and its view alone, never on the machine's speed."""
    return ExpertPlayer(seed, budget=60.0)


@pytest.mark.parametrize("count", [2, 4])
def test_the_expert_plays_legal_games_and_the_same_seed_gives_the_same_game(count):
    def seats() -> list[Player]:
        # experts and greedy players in turn: the experts see greedy rivals as in the benchmark
        return [expert(20 + p) if p % 2 == 0 else players.make("greedy", p) for p in range(count)]

    first, done = played_by(seats(), seed=31)
    again, redone = played_by(seats(), seed=31)
    assert done == redone and first == again
    assert first.outcome() is not None and len(first.outcome().scores) == count


def _black_lotus_entries(seed: int) -> DojoKunState:
    """The Black Lotus tournament's first decision (the entries) of a four-player greedy game."""
    seats = [players.make("greedy", seed * 10 + p) for p in range(4)]
    state = GAME.new_state(seed=seed, players=4)
    while not (state.step == "send" and state.season == 1):
        state = state.apply(seats[state.current_player].choose(state.view(state.current_player)))
    return state


def test_at_four_players_the_tournament_is_weighed_against_the_table():
    pool = sum(TOURNAMENT_PRESTIGE[1]) + TOURNAMENT_PRESTIGE[1][2]  # 10 + 6 + 3 + 3 semi-finalists
    for seed in range(3):
        state = _black_lotus_entries(seed)
        assert full_bracket(state) and not full_bracket(GAME.new_state(seed=seed, players=3))
        # the eight entrants are the Dojos' own: against each other they share the prize pool
        # (a little more: Special Moves and Tyler Handsome add theirs)
        assert 0.75 * pool <= sum(table_runs(state)) <= 1.5 * pool
        # against the Black Lotus Skull athletes, who do not fight here, it looks far smaller
        assert sum(worth(state, p).tournament for p in range(4)) < 0.6 * pool
