"""Computer players and hints: they find what a learner should find, and say why."""

from __future__ import annotations

from kaito_positions import GAME, position

from gamekit.kaito import Capture, Trade, parse_square
from gamekit.kaito.players import GreedyPlayer, SearchPlayer, useful_actions


def test_search_takes_the_winning_capture_and_the_hint_says_so():
    state = position({"c6": "s", "a3": "h"}, red="ssssss")
    hint = GAME.hint(state)
    assert hint.action == Capture(parse_square("c6"))
    assert "no Swords left" in hint.text and "Red wins" in hint.text


def test_hint_buys_back_the_helmet_that_saves_the_game():
    paused = position({"c6": "H"}, red="cb", black="HH").apply(Capture(parse_square("c6")))
    hint = GAME.hint(paused)
    assert hint.action == Trade("helmet", (3, 2))
    assert "would lose" in hint.text


def test_search_avoids_handing_over_the_win():
    # Taking the black Helmet on c1 is greedy but puts the Kaito in row 1, next to Red's last
    # Helmet on f1: Black would take it and win.
    state = position({"c1": "h", "a3": "A", "f1": "H"}, black="HH")
    trap = state.apply(Capture(parse_square("c1")))
    assert trap.apply(Capture(parse_square("f1"))).outcome().winners == (1,)
    assert GreedyPlayer(seed=0).choose(state) == Capture(parse_square("c1"))
    assert SearchPlayer(seed=0, depth=2).choose(state) != Capture(parse_square("c1"))


def test_dominated_trades_are_left_to_the_engine_not_the_players():
    paused = position({"c6": "c"}, red="cb", black="S").apply(Capture(parse_square("c6")))
    legal = {str(a) for a in paused.legal_actions()}
    useful = {str(a) for a in useful_actions(paused)}
    assert {"S=3+3+2", "S=3+3"} <= legal
    assert "S=3+3+2" not in useful and useful >= {"S=3+3", "S=3+2", "end"}


def test_search_beats_greedy_at_a_fixed_depth():
    wins = 0
    for seed in range(4):
        search, greedy = SearchPlayer(seed=seed, depth=3), GreedyPlayer(seed=seed)
        state = GAME.new_state(seed=seed)
        colour = seed % 2
        while not state.is_over:
            player = search if state.current_player == colour else greedy
            state = state.apply(player.choose(state))
        wins += colour in state.outcome().winners
    assert wins >= 3
