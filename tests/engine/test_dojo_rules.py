"""Dojo rule by rule: each test names the rule id it checks."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

import gamekit
from gamekit import IllegalAction, InvalidAction, InvalidPosition
from gamekit.dojo import (
    HIDDEN,
    Challenge,
    Give,
    Keep,
    Options,
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


# Impossible positions: each is refused, by from_code and from_json, saying what is wrong -------


def until(state, stop):
    """Play on from ``state`` until ``stop(state)``: always the first legal action, so the
    player asked challenges, the winner swaps, rock first, the first cell, the first trophy spot."""
    while not stop(state):
        state = state.apply(state.legal_actions()[0])
    return state


def new(players=4, variant="standard"):
    return GAME.new_state(seed=1, players=players, variant=variant)


def round_two(variant="standard"):
    """Round 2 of 4 players, at recruitment: P2 challenged the dealer P1 in round 1."""
    return until(new(variant=variant), lambda s: s.round == 2)


def challenge_step():
    return until(new(), lambda s: s.step == "challenge")


def training_after_challenge():
    return until(new(), lambda s: s.step == "train")


def another_winner(state):
    """``state`` with the one challenge won so far credited to the next player instead."""
    w = next(p for p in range(state.players) if state.won[p])
    return tuple(int(p == (w + 1) % state.players) for p in range(state.players))


def five_round_one_at_recruitment():
    state = new(players=5)  # round 1 is dealt at random: it starts at training
    cards = tuple(state.hands[p] for p in state.seats_from_left())
    return dataclasses.replace(state, step="recruit", hands=(None,) * 5, deck=cards + state.deck)


def trained_out_of_turn():
    state = training_after_challenge()
    second = state.seats_from_left()[1]
    dojo = list(state.dojos[second])
    dojo[cell("d3")] = state.hands[second]
    hands = tuple(None if p == second else c for p, c in enumerate(state.hands))
    dojos = tuple(tuple(dojo) if p == second else d for p, d in enumerate(state.dojos))
    return dataclasses.replace(state, hands=hands, dojos=dojos, shown=state.shown - {second})


IMPOSSIBLE = [
    # challenges won: at most one a round played, none in the random rounds of 5 players
    (
        "challenges won exceed the rounds played",
        lambda: dataclasses.replace(round_two(), won=(9, 9, 9, 9)),
        "won: the players have won 36 challenges, but by round 2 at step recruit at most 1",
    ),
    (
        "a challenge won in round 1 of a 5-player game",
        lambda: dataclasses.replace(
            until(new(players=5), lambda s: s.round == 2), won=(1, 0, 0, 0, 0)
        ),
        "won: the players have won 1 challenge, but by round 2 at step recruit at most 0",
    ),
    (
        "this round's winner has won no challenge",
        lambda: dataclasses.replace(until(new(), lambda s: s.step == "swap"), won=(0, 0, 0, 0)),
        "won this round's challenge, but his count of challenges won is 0",
    ),
    (
        "a placed trophy without a challenge won",
        lambda: dataclasses.replace(round_two(), won=another_winner(round_two())),
        "holds 1 trophy (placed, kept aside or pending) but has won 0 challenges",
    ),
    (
        "a White Belt trophy kept without a challenge won",
        lambda: dataclasses.replace(
            round_two("white_belt"), won=another_winner(round_two("white_belt"))
        ),
        "holds 1 trophy (placed, kept aside or pending) but has won 0 challenges",
    ),
    (
        "a trophy gone from the table with no challenge won",
        lambda: dataclasses.replace(new(), pile=new().pile[1:]),
        "1 of the 12 trophies is neither in the pile nor face up",
    ),
    # White Belt: trophies are kept aside
    (
        "placed trophies in a White Belt game",
        lambda: dataclasses.replace(round_two(), options=Options(4, "white_belt")),
        "in the White Belt variant trophies are kept aside, not placed",
    ),
    # a face-up trophy whenever the pile has one
    (
        "no face-up trophy at recruitment though the pile has some",
        lambda: dataclasses.replace(new(), up=None, pile=(new().up, *new().pile)),
        "at step recruit: a trophy of the pile is face up at the start of every round",
    ),
    (
        "no face-up trophy to challenge for though the pile has some",
        lambda: dataclasses.replace(
            challenge_step(), up=None, pile=(challenge_step().up, *challenge_step().pile)
        ),
        "at step challenge: a trophy of the pile is face up at the start of every round",
    ),
    (
        "a face-up trophy beside the one the winner took",
        lambda: dataclasses.replace(
            training_after_challenge(),
            up=training_after_challenge().pile[0],
            pile=training_after_challenge().pile[1:],
        ),
        "the challenge's winner took the face-up trophy",
    ),
    # 5 players: rounds 1 and 12 are dealt at random, without a challenge
    (
        "a 5-player round 1 at recruitment",
        five_round_one_at_recruitment,
        "at step recruit: with 5 players, round 1 is dealt at random and has no challenge",
    ),
    (
        "a 5-player round 12 at the challenge",
        lambda: dataclasses.replace(
            until(new(players=5), lambda s: s.round == 12),
            step="challenge",
            asked=(11 % 5 + 1) % 5,
        ),
        "at step challenge: with 5 players, round 12 is dealt at random and has no challenge",
    ),
    # who challenged, what is shown, who trains
    (
        "an attacker without a challenge",
        lambda: dataclasses.replace(round_two(), attacker=2),
        "there is an attacker only once a challenge has begun this round",
    ),
    (
        "a trophy pending without a winner",
        lambda: dataclasses.replace(
            training_after_challenge(), winner=None, attacker=None, shown=frozenset()
        ),
        "a trophy is pending only for the winner of this round's challenge",
    ),
    (
        "rock-paper-scissors in a standard game",
        lambda: dataclasses.replace(training_after_challenge(), rps=(3, None, 0, 0)),
        "rps is set only during a Black Belt challenge",
    ),
    (
        "a Black Belt challenge without its rock-paper-scissors",
        lambda: dataclasses.replace(
            until(new(variant="black_belt"), lambda s: s.step == "swap"), rps=None
        ),
        "a Black Belt challenge keeps its rock-paper-scissors score in rps",
    ),
    (
        "more rock-paper-scissors wins than rounds played",
        lambda: dataclasses.replace(
            until(new(variant="black_belt"), lambda s: s.step == "rps"), rps=(2, None, 2, 1)
        ),
        "rps counts 2 + 1 wins in 2 rounds of rock-paper-scissors",
    ),
    (
        "a fourth round of rock-paper-scissors",
        lambda: dataclasses.replace(
            until(new(variant="black_belt"), lambda s: s.step == "rps"), rps=(3, None, 0, 0)
        ),
        "the rock-paper-scissors turn is 3: 0 to 2 while they play",
    ),
    (
        "the lower belt wins the challenge",
        lambda: dataclasses.replace(
            until(new(), lambda s: s.step == "swap"),
            winner=0 if until(new(), lambda s: s.step == "swap").winner else 1,
        ),
        "the winner; the attacker wins ties",
    ),
    (
        "a card shown without a challenge",
        lambda: dataclasses.replace(challenge_step(), shown=frozenset({2})),
        "the cards shown are the attacker's and the dealer's",
    ),
    (
        "a player trained before his turn",
        trained_out_of_turn,
        "players train in turn from the dealer's left: P3 has placed his card before P2",
    ),
]


@pytest.mark.parametrize(
    ("build", "english"), [pytest.param(b, e, id=name) for name, b, e in IMPOSSIBLE]
)
def test_dojo_impossible_positions_are_refused_saying_why(build, english):
    state = build()
    for load, text in ((GAME.from_code, state.to_code()), (GAME.from_json, state.to_json())):
        with pytest.raises(InvalidPosition) as caught:
            load(text)
        err = caught.value
        assert english in err.text
        assert err.fr and err.fr != err.text and err.say("fr") == err.fr


def test_dojo_the_bases_of_the_impossible_positions_load():
    """Each row above spoils one thing of a position a game reaches, which loads."""
    bases = [
        round_two(),
        round_two("white_belt"),
        new(),
        new(players=5),
        challenge_step(),
        training_after_challenge(),
        until(new(), lambda s: s.step == "swap"),
        until(new(players=5), lambda s: s.round == 12),
        until(new(variant="black_belt"), lambda s: s.step == "rps"),
        until(new(variant="black_belt"), lambda s: s.step == "swap"),
    ]
    for state in bases:
        assert GAME.from_code(state.to_code()) == state == GAME.from_json(state.to_json())
    assert round_two().trophies[1] and round_two("white_belt").kept[1] == 1


def test_dojo_reachable_positions_of_every_option_set_load_back():
    """Every position of a seeded random game of each player count and variant (both readings
    of the Incense) loads back as itself: the checks refuse no position a game reaches."""
    for players in (3, 4, 5):
        for variant, incense in (
            ("standard", "best"),
            ("black_belt", "sum"),
            ("white_belt", "best"),
        ):
            rng = random.Random(players)
            state = GAME.new_state(seed=5, players=players, variant=variant, incense=incense)
            while True:
                assert GAME.from_code(state.to_code()) == state
                if state.is_over:
                    break
                state = state.apply(rng.choice(state.legal_actions()))


# Views: a player's view prints and serialises, and is not loaded as a position ------------------


def some_positions():
    bb = new(variant="black_belt")
    return [
        new(),
        new().apply(Give(2)),
        challenge_step(),
        until(bb, lambda s: s.step == "rps").apply(Sign("rock")),
        training_after_challenge(),
        new(players=5),
        until(new(players=3), lambda s: s.is_over),
    ]


def test_dojo_views_print_and_serialise_saying_whose_view_and_what_is_hidden():
    for state in some_positions():
        for viewer in (*range(state.players), None):
            view = state.view(viewer)
            who = "onlooker" if viewer is None else f"P{viewer + 1}"
            assert view.view_of == who
            assert repr(view) == str(view) == f"<{view.to_code()}>"
            assert view.to_code().startswith(f"dojo view={who} players=")
            record = json.loads(view.to_json())
            assert record["view"] == who
            assert record["pile"] in ("-", "?" * len(state.pile))
            for p, (card, real) in enumerate(zip(record["hands"], state.hands, strict=True)):
                hidden = view.hands[p] is HIDDEN
                assert card == ("-" if real is None else "??" if hidden else str(real))
            assert record["deck"].count("??") == sum(c is None for c in view.deck)
            if view.rps and view.rps[1] == "?":
                assert record["rps"].split(":")[1] == "?"
            assert state.view(viewer).view(viewer) is not None


def test_dojo_views_hide_in_their_text_what_the_viewer_may_not_see():
    state = recruited()  # P1 dealt P2 and P3 their cards
    p2 = state.view(1).to_code()
    hands = p2.split(" hands=")[1].split()[0].split(",")
    assert hands == ["??", str(state.hands[1]), "??"]
    assert str(state.hands[2]) not in p2.split(" hands=")[1].split()[0]
    dealer = json.loads(state.view(0).to_json())
    assert dealer["hands"] == [str(c) for c in state.hands]  # he gave every card
    assert set(dealer["deck"]) == {"?"}  # the deck's cards are unknown after recruitment


def test_dojo_a_view_is_refused_as_a_position_with_a_clear_message():
    view = challenge_step().view(1)
    for load, text in ((GAME.from_code, view.to_code()), (GAME.from_json, view.to_json())):
        with pytest.raises(InvalidPosition) as caught:
            load(text)
        assert "'view=P2' marks a player's view, not a position" in caught.value.text
        assert "la vue d’un joueur" in caught.value.say("fr")
    with pytest.raises(InvalidPosition, match="view=onlooker"):
        GAME.from_code(challenge_step().view(None).to_code())


def test_dojo_the_full_position_still_prints_as_an_expression_that_loads_it():
    state = challenge_step()
    assert state.view_of is None and "view" not in json.loads(state.to_json())
    assert eval(repr(state), {"gamekit": gamekit}) == state  # our own repr, not user input


# Hostile input: bounded first, ASCII digits only, short excerpts ------------------------------


@pytest.mark.parametrize(
    "text", ["give P²", "give P١", "give P" + "9" * 4301, "trophy ²", "d²", "x" * 100_000, ""]
)
def test_dojo_parse_action_refuses_foreign_digits_and_endless_text(text):
    with pytest.raises(InvalidAction) as caught:
        GAME.parse_action(text)
    assert len(str(caught.value)) < 300


def test_dojo_parse_action_still_reads_every_action():
    assert GAME.parse_action("give P5") == Give(4) and GAME.parse_action("trophy 5") == (
        PlaceTrophy("row", 4)
    )
    assert GAME.parse_action(" G5 ") == Train(cell("g5"))


@pytest.mark.parametrize(
    ("field", "bad", "english"),
    [
        ("round", "²", "round is a number from 1 to 13, not '²'"),
        ("round", "١", "round is a number from 1 to 13, not '١'"),
        ("won", "0,0,٣,0", "won is a number from 0 to 12, not '٣'"),
        ("dealer", "P١", "dealer is a player P1..P4, not 'P١'"),
        ("round", "9" * 3000, "round is a number from 1 to 13, not '9999999999"),
        ("dojos", "d²:T1;-;-;-", "dojos: 'd²' is not a cell"),
    ],
)
def test_dojo_position_codes_with_foreign_or_endless_numbers(field, bad, english):
    code = new().to_code()
    old = code.split(f" {field}=")[1].split()[0]
    text = code.replace(f" {field}={old}", f" {field}={bad}")
    with pytest.raises(InvalidPosition) as caught:
        GAME.from_code(text)
    assert english in caught.value.text and len(caught.value.text) < 300
    assert caught.value.fr


def test_dojo_long_codes_and_deep_records_are_refused_before_reading():
    code = new().to_code()
    with pytest.raises(InvalidPosition, match="at most 4,096 characters long"):
        GAME.from_code(code + " " + "x" * 5000)
    with pytest.raises(InvalidPosition, match="nested too deeply"):
        GAME.from_json("[" * 1000 + "]" * 1000)
    with pytest.raises(InvalidPosition, match="at most 65,536 characters long"):
        GAME.from_json(" " * 70_000 + new().to_json())
    with pytest.raises(InvalidPosition, match="this is not JSON"):
        GAME.from_json("not json")


def test_dojo_records_refuse_a_format_of_true_and_smuggled_separators():
    record = json.loads(new().to_json())
    with pytest.raises(InvalidPosition, match="not a Dojo position of format 1"):
        GAME.from_json(json.dumps({**record, "format": True}))
    with pytest.raises(InvalidPosition, match="without ',', ';' or ':'"):
        GAME.from_json(json.dumps({**record, "hands": ["-,-", "-", "-"]}))
