"""Dojo Kun's computer players: a legal action at every decision of every level, alone against
the Skull Dojo and at two to four players, seeded or with rolls set by hand; the same choices
from the same seed; decisions blind to the decks' order and the seed (the imagined worlds deal
only unseen cards); the likelier winner predicted; the greedy player far ahead of the random
one; and hints that name a legal action in words, in English and in French."""

from __future__ import annotations

import random
import re
from dataclasses import replace

import pytest
from dojo_kun_positions import played_by

from gamekit.core import Player
from gamekit.dojo_kun import code, combat, players, tournament
from gamekit.dojo_kun.actions import Place, Predict, Roll, Sacrifice
from gamekit.dojo_kun.data import ATHLETES
from gamekit.dojo_kun.game import GAME
from gamekit.dojo_kun.players import (
    Board,
    ExpertPlayer,
    GreedyPlayer,
    RandomPlayer,
    imagine,
    unseen,
    win_chance,
)
from gamekit.dojo_kun.state import HIDDEN, DojoKunState

LEVELS = ("random", "greedy", "expert")


def seat(level: str, seed: int) -> Player:
    """A computer player; the expert's effort is small (the tests check behaviour, not
    strength) and its clock generous, so its choices never depend on the machine's speed."""
    if level == "expert":
        return ExpertPlayer(seed, budget=10.0, effort=8)
    return players.make(level, seed)


# -- legal, reproducible, blind -----------------------------------------------------------------


@pytest.mark.parametrize("chance", ["seeded", "chosen"])
@pytest.mark.parametrize("count", [1, 2, 3, 4])
def test_every_level_plays_a_legal_action_at_every_decision(count, chance):
    games = 3 if count < 3 else 1  # alone or two, each level gets a seat in turn
    for g in range(games):
        levels = [LEVELS[(g + p) % 3] for p in range(count)]
        seats = [seat(level, 10 * count + p) for p, level in enumerate(levels)]
        state, done = played_by(seats, seed=count + 10 * g, chance=chance)
        outcome = state.outcome()
        assert outcome is not None and len(outcome.scores) == count
        if chance == "chosen":
            assert any(a.startswith("roll ") for a in done)
        if count == 1:
            assert outcome.reason.rule == "dojo_kun.solo.goal"


def test_the_same_seed_gives_the_same_choices():
    for level in ("greedy", "expert"):
        runs = [played_by([seat(level, 5), seat(level, 6)], seed=11, count=60)[1] for _ in range(2)]
        assert runs[0] == runs[1]
    # the random player too, rolls set by hand included
    runs = [
        played_by([seat("random", 1), seat("random", 2)], seed=4, chance="chosen")[1]
        for _ in range(2)
    ]
    assert runs[0] == runs[1]


def positions(seed: int, count: int, chance: str = "seeded") -> list[DojoKunState]:
    """Every position of a random game."""
    rng = random.Random(seed)
    state = GAME.new_state(seed=seed, players=count, chance=chance)
    out = []
    while not state.is_over:
        out.append(state)
        state = state.apply(RandomPlayer(rng.random()).choose(state.view(state.current_player)))
    return out


def twin(state: DojoKunState, rng: random.Random) -> DojoKunState:
    """The same table with the face-down decks in another order and another seed."""
    decks = tuple(tuple(rng.sample(deck, len(deck))) for deck in state.decks)
    return replace(state, decks=decks, seed=rng.randrange(2**31))  # type: ignore[arg-type]


def test_decisions_never_depend_on_the_decks_order_or_the_seed():
    rng = random.Random(3)
    found = positions(7, 3)
    # the last placements of a turn (the expert plays past them: the village is dealt again),
    # a few others, and the tournament's decisions
    chosen = [
        s
        for i, s in enumerate(found)
        if s.step != "place" or (i + 1 < len(found) and found[i + 1].turn != s.turn)
    ][::3] + found[:60:20]
    assert {s.step for s in chosen} >= {"place", "send", "predict"}
    for state in chosen:
        other = twin(state, rng)
        assert other != state and other.view(state.current_player) == state.view(
            state.current_player
        )
        for level in LEVELS:
            assert seat(level, 9).choose(state) == seat(level, 9).choose(other), (level, state)
        assert imagine(state, random.Random(1)) == imagine(other, random.Random(1))


def test_imagined_worlds_deal_only_unseen_cards_and_play_past_the_turn():
    rng = random.Random(5)
    for count in (1, 4):
        for state in positions(count, count)[::6]:
            view = state.view(state.current_player)
            world = imagine(view, rng)
            assert world.seed is not None and code.decode(code.encode(world)) == world
            assert all(HIDDEN not in deck and "?" not in deck for deck in world.decks)
            for deck, real, pool in zip(world.decks, state.decks, unseen(view), strict=True):
                assert len(deck) == len(real) and set(deck) <= set(pool)
            # the world plays on past the end of the turn, where the village is dealt again
            # from its decks (a view would deal hidden cards there)
            start = (world.season, world.turn)
            while not world.is_over and (world.season, world.turn) == start:
                world = world.apply(RandomPlayer(rng.random()).choose(world))
            if not world.is_over:
                assert world.legal_actions()
                assert all(card is None or card in ATHLETES for card in world.offer_athletes)


# -- what the players know of fights -------------------------------------------------------------


def test_the_strength_estimate_follows_the_exact_odds():
    red, blue, grey, green = (
        {"dice": {"red": 2, "grey": 1}},
        {"dice": {"blue": 2, "grey": 1}},
        {"dice": {"red": 1, "grey": 2, "green": 1}},
        {"dice": {"green": 1}},
    )
    fighters = [red, blue, grey, green]
    errors = []
    for a in fighters:
        for b in fighters:
            exact = combat.combat_odds(a, b)
            decided = exact.white / (exact.white + exact.black)  # a roll that decides
            guess = win_chance(_board(a), _board(b))
            errors.append((guess - decided) ** 2)
            if abs(decided - 0.5) > 0.15:  # a clear favourite is seen as one
                assert (guess > 0.5) == (decided > 0.5), (a, b, guess, decided)
    assert (sum(errors) / len(errors)) ** 0.5 < 0.15
    assert win_chance(Board(3, 1, 1, 0), Board(1, 0, 0, 0)) > 0.9


def _board(fighter: dict) -> Board:
    dice = tuple(fighter["dice"].get(c, 0) for c in ("red", "blue", "grey", "green"))
    return players.board(dice, 0, (), ())


def test_the_greedy_player_predicts_the_likelier_winner():
    checked = 0
    for seed in range(4):
        for state in positions(seed, 3):
            if state.step != "predict":
                continue
            white, black = (
                tournament.fighter(state, e)
                for e in tournament.pair(state.tournament, state.tournament.fight)
            )
            if white.dice_count + black.dice_count > 9:
                continue  # exact odds of big fighters take too long for a test
            odds = combat.combat_odds(white, black)
            if abs(odds.white - odds.black) < 0.3:
                continue
            expected = Predict("white" if odds.white > odds.black else "black")
            assert seat("greedy", 0).choose(state) == expected
            checked += 1
    assert checked >= 5


# -- strength --------------------------------------------------------------------------------


def test_the_greedy_player_beats_the_random_player_clearly():
    # over 40 seeded games greedy won every one and scored 36 to 15 on average: 9 wins in 10
    # cannot fail by luck, and a greedy player no better than random would win 5
    wins = 0
    for g in range(10):
        seats = [seat("greedy", g), seat("random", g)][:: 1 if g % 2 else -1]
        state, _ = played_by(seats, seed=100 + g)
        greedy = seats.index(next(s for s in seats if isinstance(s, GreedyPlayer)))
        wins += state.outcome().winners == (greedy,)
    assert wins >= 9


def test_alone_the_greedy_player_scores_far_more_than_the_random_player():
    scores = {}
    for level in ("random", "greedy"):
        scores[level] = [
            played_by([seat(level, g)], seed=200 + g)[0].outcome().scores[0] for g in range(4)
        ]
    # measured over 30 games: random 13 on average, greedy 29 (the Skull Dojo about 31)
    assert sum(scores["greedy"]) >= sum(scores["random"]) + 4 * 8


# -- hints -----------------------------------------------------------------------------------

FRENCH_FAULTS = re.compile(r"[A-Za-zÀ-ÿ]'[A-Za-zÀ-ÿ]|[A-Za-zÀ-ÿ0-9)»][:;?!](?=\s|$)")
"""A straight apostrophe, or no space before : ; ? ! (the rules of tests/widgets)."""


def test_hints_name_a_legal_action_in_words_in_english_and_in_french():
    hinted: dict[str, int] = {}
    for seed, count, chance in ((1, 2, "seeded"), (2, 1, "chosen"), (3, 4, "seeded")):
        found = positions(seed, count, chance)
        for state in (
            found[:: max(1, len(found) // 12)]
            + [s for s in found if s.step in ("reserve", "seat", "wound", "advance", "roll")][:4]
        ):
            hint = GAME.hint(state)
            action = hint.action
            assert action in state.legal_actions() and state.why_illegal(action) is None
            en, fr = hint.say("en"), hint.say("fr")
            assert en.endswith(".") and fr.endswith(".") and en != fr
            assert ": " in en and " : " in fr and not FRENCH_FAULTS.search(fr), fr
            if not isinstance(action, Roll):
                assert str(action) not in en and str(action) not in fr  # words, not notation
            if isinstance(action, Place):
                me = state.current_player
                who = (
                    ("Master", "Maître")
                    if action.token == "M"
                    else (ATHLETES[state.member(me, int(action.token) - 1).card].name,) * 2
                )
                assert who[0] in en and who[1] in fr
            if isinstance(action, Sacrifice):
                assert "Lord Vegan" in en
            hinted[state.step] = hinted.get(state.step, 0) + 1
    assert set(hinted) >= {"place", "send", "predict", "roll"}


def test_a_hint_is_asked_of_a_game_in_progress_only_and_levels_are_checked():
    state = positions(1, 2)[-1]
    over = state.apply(RandomPlayer(0).choose(state.view(state.current_player)))
    assert over.is_over
    with pytest.raises(ValueError, match="over"):
        GAME.hint(over)
    with pytest.raises(ValueError, match="levels: random, greedy, expert"):
        players.make("master")
    assert isinstance(GAME.computer("expert", seed=1), ExpertPlayer)
