"""Dojo rule by rule: each test names the rule id it checks."""

from __future__ import annotations

import dataclasses

import pytest

import gamekit
from gamekit import IllegalAction
from gamekit.dojo import (
    HIDDEN,
    Challenge,
    Give,
    Keep,
    Pass,
    PlaceTrophy,
    Sign,
    Swap,
    Train,
    cell,
)
from gamekit.dojo.cards import Card

GAME = gamekit.load("dojo")


def refusal(state, action) -> str:
    reason = state.why_illegal(action)
    assert reason is not None, f"{action} should be illegal"
    assert reason.text and reason.fr and reason.fr != reason.text
    with pytest.raises(IllegalAction) as err:
        state.apply(action)
    assert err.value.reason == reason
    return reason.rule


def play(state, *texts):
    for text in texts:
        state = state.apply(GAME.parse_action(text, state))
    return state


def recruited(seed=1, players=3, **options):
    """Round 1, every card handed out: P1 keeps the first, then P2, P3... get theirs."""
    state = GAME.new_state(seed=seed, players=players, **options)
    return play(state, *[f"give P{p + 1}" for p in range(players)])


def with_hands(state, *cards):
    return dataclasses.replace(state, hands=tuple(Card.parse(c) for c in cards))


def test_dojo_setup_shuffles_60_cards_and_12_trophies_and_reveals_one():
    state = GAME.new_state(seed=4, players=4)
    assert len(state.deck) == 60 and len(state.pile) == 11 and state.up is not None
    assert state.round == 1 and state.dealer == 0 and state.step == "recruit"
    assert GAME.new_state(seed=4, players=4) == state != GAME.new_state(seed=5, players=4)


def test_dojo_recruit_give_one_card_each_dealer_included():
    state = GAME.new_state(seed=1, players=3)
    top = state.deck[0]
    after = state.apply(Give(2))
    assert after.hands == (None, None, top) and after.deck == state.deck[1:]
    assert after.current_player == 0  # the dealer goes on giving
    assert refusal(after, Give(2)) == "dojo.recruit.give"
    assert refusal(after, Give(4)) == "dojo.recruit.give"
    assert {str(a) for a in after.legal_actions()} == {"give P1", "give P2"}


def test_dojo_challenge_order_starts_left_of_the_dealer():
    state = recruited()
    assert state.step == "challenge" and state.current_player == 1
    state = state.apply(Pass())
    assert state.current_player == 2
    nobody = state.apply(Pass())
    assert nobody.step == "train" and nobody.winner is None


def test_dojo_challenge_trophy_stays_when_nobody_challenges():
    state = recruited()
    up = state.up
    nobody = play(state, "pass", "pass")
    cells = ["d3"] * 3
    next_round = play(nobody, *cells)
    assert next_round.round == 2 and next_round.up == up and next_round.dealer == 1


def test_dojo_challenge_belt_higher_belt_wins_and_the_attacker_wins_ties():
    state = recruited()
    won = with_hands(state, "T2", "F4", "M1").apply(Challenge())
    assert won.winner == 1 and won.shown == {0, 1}
    lost = with_hands(state, "T5", "F4", "M1").apply(Challenge())
    assert lost.winner == 0
    tie = with_hands(state, "T3", "F3", "M1").apply(Challenge())
    assert tie.winner == 1


def test_dojo_challenge_once_a_round():
    state = with_hands(recruited(), "T2", "F4", "M1").apply(Challenge())
    assert state.step == "swap"
    assert refusal(state, Challenge()) == "dojo.challenge.once"
    assert refusal(state.apply(Keep()), Challenge()) == "dojo.challenge.once"
    nobody = play(recruited(), "pass", "pass")  # no challenge: training is what comes next
    assert refusal(nobody, Challenge()) == "dojo.turn"


def test_dojo_challenge_trophy_goes_to_the_winner():
    state = recruited()
    up = state.up
    won = with_hands(state, "T2", "F4", "M1").apply(Challenge())
    assert won.pending == up and won.up is None and won.won == (0, 1, 0)


def test_dojo_challenge_swap_exchanges_the_two_cards():
    state = with_hands(recruited(), "T2", "F4", "M1").apply(Challenge())
    swapped = state.apply(Swap())
    assert swapped.hands[:2] == (Card("F", 4), Card("T", 2)) and swapped.step == "train"
    kept = state.apply(Keep())
    assert kept.hands[:2] == (Card("T", 2), Card("F", 4))


def test_dojo_train_first_card_in_the_middle():
    state = play(recruited(), "pass", "pass")
    assert [str(a) for a in state.legal_actions()] == ["d3"]
    assert refusal(state, Train(cell("a1"))) == "dojo.train.first"


def test_dojo_train_adjacent_and_rectangle():
    dojo = [None] * 35
    for name in ("b3", "c3", "d3", "e3"):
        dojo[cell(name)] = Card("M", 1)
    state = play(recruited(), "pass", "pass")
    state = dataclasses.replace(state, dojos=(tuple(dojo), *state.dojos[1:]))
    assert state.current_player == 1  # training starts left of the dealer
    state = state.apply(Train(cell("d3"))).apply(Train(cell("d3")))
    assert state.current_player == 0
    legal = {str(a) for a in state.legal_actions()}
    assert "f3" not in legal and "a3" not in legal and {"b2", "e4"} <= legal
    assert refusal(state, Train(cell("f3"))) == "dojo.train.rectangle"
    assert refusal(state, Train(cell("c3"))) == "dojo.train.adjacent"
    assert refusal(state, Train(cell("a1"))) == "dojo.train.adjacent"


def _winner_ready(trophy: str):
    """P2 won a challenge for ``trophy`` and every card is placed except P1's (the dealer)."""
    state = with_hands(recruited(), "T2", "F4", "M1")
    state = dataclasses.replace(state, up=trophy).apply(Challenge()).apply(Keep())
    return play(state, "d3", "d3")  # P2 then P3 place; P1 places last


def test_dojo_trophy_colour_black_on_a_row_orange_on_a_column():
    state = _winner_ready("incense").apply(Train(cell("d3")))
    assert state.step == "trophy" and state.current_player == 1
    assert [str(a) for a in state.legal_actions()] == ["trophy 3"]
    assert refusal(state, PlaceTrophy("column", 3)) == "dojo.trophy.colour"
    assert refusal(state, PlaceTrophy("row", 1)) == "dojo.trophy.needs_card"
    placed = state.apply(PlaceTrophy("row", 2))
    assert placed.trophies[1] == (("row", 2, "incense"),) and placed.round == 2


def test_dojo_trophy_one_per_line_and_discard_when_no_room():
    state = _winner_ready("broom").apply(Train(cell("d3")))
    state = dataclasses.replace(
        state,
        trophies=(state.trophies[0], (("column", 3, "broom"),), state.trophies[2]),
    )
    assert refusal(state, PlaceTrophy("column", 3)) == "dojo.trophy.one_per_line"
    # With its only column taken, the next trophy cannot be placed and goes back to the box.
    ready = dataclasses.replace(
        _winner_ready("broom"), trophies=((), (("column", 3, "broom"),), ())
    )
    discarded = ready.apply(Train(cell("d3")))
    assert discarded.round == 2 and discarded.pending is None and discarded.won[1] == 1


def test_dojo_round_dealer_passes_left():
    state = play(recruited(), "pass", "pass", "d3", "d3", "d3")
    assert state.round == 2 and state.dealer == 1 and state.current_player == 1


def test_dojo_five_random_rounds_one_and_twelve_have_no_challenge():
    state = GAME.new_state(seed=2, players=5)
    assert state.step == "train" and all(h is not None for h in state.hands)
    assert state.hands[1] == GAME.new_state(seed=2, players=5).hands[1]
    assert state.current_player == 1


def test_dojo_variant_white_belt_trophies_are_kept_for_3_points():
    state = with_hands(recruited(variant="white_belt"), "T2", "F4", "M1")
    state = play(state.apply(Challenge()).apply(Keep()), "d3", "d3", "d3")
    assert state.kept == (0, 1, 0) and state.trophies == ((), (), ())


def test_dojo_variant_black_belt_signs_add_to_the_belt():
    state = with_hands(recruited(variant="black_belt"), "T4", "F3", "M1").apply(Challenge())
    assert state.step == "rps" and state.current_player == 1
    state = state.apply(Sign("rock"))
    assert state.current_player == 0 and state.view(0).rps[1] == "?"
    state = play(state, "scissors", "rock", "scissors", "paper", "paper")
    assert state.winner == 1  # 3 + 2 wins (two rocks beat scissors) beats 4 + 0


def test_dojo_views_hide_cards_until_shown():
    state = recruited()
    view = state.view(1)
    assert view.hands[1] == state.hands[1] and view.hands[2] is HIDDEN
    assert state.view(0).hands == state.hands  # the dealer saw every card he gave
    shown = with_hands(state, "T2", "F4", "M1").apply(Challenge())
    assert shown.view(2).hands[:2] == (Card("T", 2), Card("F", 4))


def test_dojo_end_over_and_scores():
    rng_state = GAME.new_state(seed=7, players=3)
    players = [GAME.computer("greedy", seed=s) for s in range(3)]
    while not rng_state.is_over:
        p = rng_state.current_player
        rng_state = rng_state.apply(players[p].choose(rng_state.view(p)))
    outcome = rng_state.outcome()
    assert outcome.scores == tuple(rng_state.scores()) and max(outcome.scores) in outcome.scores
    assert refusal(rng_state, Pass()) == "dojo.end.over"
    for p in range(3):
        breakdown = rng_state.score_of(p)
        assert breakdown.total == sum(r.points for r in breakdown.rows) + sum(
            c.points for c in breakdown.columns
        )


def test_dojo_challenge_order_comes_after_recruitment():
    state = GAME.new_state(seed=1, players=3)
    assert refusal(state, Challenge()) == "dojo.challenge.order"


def test_dojo_turn_refuses_the_wrong_kind_of_decision():
    state = GAME.new_state(seed=1, players=3)
    assert refusal(state, Pass()) == "dojo.turn"
    assert refusal(state, Train(cell("d3"))) == "dojo.turn"


def finished(seed: int = 7):
    state = GAME.new_state(seed=seed, players=3)
    players = [GAME.computer("greedy", seed=s) for s in range(3)]
    while not state.is_over:
        p = state.current_player
        state = state.apply(players[p].choose(state.view(p)))
    return state


@pytest.mark.parametrize(
    ("same_dojo", "won", "winners", "rule"),
    [
        (False, None, None, "dojo.goal"),  # the best score wins
        (True, (2, 1, 0), (0,), "dojo.end.tiebreak"),  # tied: most challenges won
        (True, (1, 3, 0), (1,), "dojo.end.tiebreak"),
        (True, (2, 2, 0), (0, 1), "dojo.end.tiebreak"),  # still tied: a shared victory
    ],
)
def test_dojo_goal_and_end_tiebreak(same_dojo, won, winners, rule):
    state = finished()
    assert state.scores()[0] > state.scores()[2]  # seed 7: P1 has the best dojo
    if same_dojo:  # P2 gets P1's dojo and trophies: P1 and P2 tie for the best score
        state = dataclasses.replace(
            state,
            dojos=(state.dojos[0], state.dojos[0], state.dojos[2]),
            trophies=(state.trophies[0], state.trophies[0], state.trophies[2]),
            won=won,
        )
        assert state.scores()[0] == state.scores()[1]
    outcome = state.outcome()
    assert outcome.reason.rule == rule and outcome.reason.fr
    if winners is None:
        best = max(outcome.scores)
        assert outcome.winners == tuple(p for p in range(3) if outcome.scores[p] == best)
    else:
        assert outcome.winners == winners
