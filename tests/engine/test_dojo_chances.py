"""Dojo's challenge chances (gamekit.dojo.chances) against a brute-force count: every card an
opponent has not seen put in the dealer's hand (and his own, before he has one), the challenge
played by the engine, and in Black Belt every sequence of signs, each as likely. Dojo Kun's next
fight (gamekit.dojo_kun.odds) against the tournament's fight played roll by roll by the engine."""

from __future__ import annotations

import dataclasses
import random
from fractions import Fraction
from functools import cache

import pytest
from dojo_kun_positions import SKULL_PAIRS, bracket, member, prepared, setup

import gamekit
from gamekit.dojo.actions import CHALLENGE, SIGN_ACTIONS
from gamekit.dojo.cards import Card, deck
from gamekit.dojo.chances import chances, duel, percent, sign_margins
from gamekit.dojo.state import DojoState
from gamekit.dojo_kun import combat, tournament
from gamekit.dojo_kun.actions import Wound
from gamekit.dojo_kun.data import DISCIPLINE_OF_COLOUR
from gamekit.dojo_kun.odds import next_fight
from gamekit.dojo_kun.state import DojoKunState, Entrant

GAME = gamekit.load("dojo")
DOJO_KUN = gamekit.load("dojo-kun")


def positions(variant: str, players: int, seeds: range, every: int = 3) -> list[DojoState]:
    """Positions of seeded random games where the round's challenge is still open (one in
    ``every``)."""
    found = []
    for seed in seeds:
        rng, state = (
            random.Random(seed),
            GAME.new_state(seed=seed, players=players, variant=variant),
        )
        k = 0
        while not state.is_over:
            if state.step in ("recruit", "challenge", "rps"):
                k += 1
                if k % every == 0:
                    found.append(state)
            state = state.apply(rng.choice(state.legal_actions()))
    return found


def not_seen(state: DojoState, player: int) -> list[Card]:
    """Every copy of a card ``player`` has not seen, counted from the rules, not from a view:
    the 60 cards less every dojo, his own card, and the cards shown in a challenge."""
    left = deck()
    seen = [c for dojo in state.dojos for c in dojo if c is not None]
    seen += [state.hands[p] for p in {player, *state.shown} if state.hands[p] is not None]
    for card in seen:
        left.remove(card)
    return left


def settled(state: DojoState, attacker: int) -> Fraction:
    """The share of every sequence of signs still to show after which ``attacker`` has won the
    challenge (the engine plays it; each sign equally likely)."""
    if state.step == "challenge":
        state = state.apply(CHALLENGE)
    if state.step != "rps":
        assert state.winner is not None
        return Fraction(state.winner == attacker)
    # The signs' tree is played once for each pair of belts: the disciples do not count
    # (dojo.challenge.belt), and 729 sequences for every card would take half a minute.
    key = (state.rps, state.hands[attacker].belt, state.hands[state.dealer].belt)
    if key not in SIGNS:
        SIGNS[key] = sum((settled(state.apply(s), attacker) for s in SIGN_ACTIONS), Fraction(0)) / 3
    return SIGNS[key]


SIGNS: dict[tuple, Fraction] = {}


def brute(state: DojoState, player: int) -> tuple[Fraction, Fraction | None]:
    """``player``'s chance over the cards he has not seen, and with the cards as they lie."""
    dealer = state.dealer

    @cache
    def with_cards(mine: Card, theirs: Card) -> Fraction:
        hands = list(state.hands)
        hands[player], hands[dealer] = mine, theirs
        if state.step == "rps":
            return settled(dataclasses.replace(state, hands=tuple(hands)), player)
        asked = dataclasses.replace(
            state, hands=tuple(hands), step="challenge", asked=player, deck=()
        )
        return settled(asked, player)

    pool = not_seen(state, player)
    mine, theirs = state.hands[player], state.hands[dealer]
    lying = with_cards(mine, theirs) if mine is not None and theirs is not None else None
    if state.step == "rps":  # both cards shown: only the signs are left
        assert lying is not None
        return lying, lying
    if mine is None:
        pairs = [(a, d) for i, a in enumerate(pool) for j, d in enumerate(pool) if i != j]
        return sum((with_cards(a, d) for a, d in pairs), Fraction(0)) / len(pairs), None
    return sum((with_cards(mine, d) for d in pool), Fraction(0)) / len(pool), lying


CASES = [
    ("standard", 3, range(2), 3),
    ("standard", 4, range(2, 3), 3),
    ("standard", 5, range(4, 5), 4),
    ("white_belt", 4, range(6, 7), 4),
    ("black_belt", 3, range(7, 8), 5),
    ("black_belt", 5, range(8, 9), 7),
]


@pytest.mark.parametrize(("variant", "players", "seeds", "every"), CASES)
def test_each_chance_is_the_brute_force_count(variant, players, seeds, every) -> None:
    states = positions(variant, players, seeds, every)
    assert len(states) >= 8
    checked = 0
    for state in states:
        found = chances(state)
        assert found.open and found.chances
        for chance in found.chances:
            wins, lying = brute(state, chance.player)
            assert (chance.wins, chance.as_dealt) == (wins, lying), state.to_code()
            assert chance.unseen == len(not_seen(state, chance.player))
            checked += 1
    assert checked >= 20


def test_who_may_still_challenge() -> None:
    """Before the cards are all given, every opponent; then the one asked and those after him;
    during the signs, the attacker alone."""
    state = GAME.new_state(seed=5, players=4, variant="black_belt")
    assert [c.player for c in chances(state).chances] == [1, 2, 3]
    while state.step == "recruit":
        state = state.apply(state.legal_actions()[0])
    state = state.apply(state.legal_actions()[1])  # P2 passes
    assert state.step == "challenge" and state.asked == 2
    assert [c.player for c in chances(state).chances] == [2, 3]
    state = state.apply(CHALLENGE)
    found = chances(state)
    assert [c.player for c in found.chances] == [2] and found.chances[0].known
    assert found.signs == 3


def test_a_challenge_decided_or_impossible_is_said() -> None:
    state = GAME.new_state(seed=5, players=3)
    while state.step == "recruit":
        state = state.apply(state.legal_actions()[0])
    passed = state.apply(state.legal_actions()[1]).apply(state.legal_actions()[1])
    assert passed.step == "train" and not chances(passed).open
    assert "Nobody challenged" in chances(passed).text()
    assert "Personne n’a défié" in chances(passed).text("fr")
    fought = state.apply(CHALLENGE)
    assert not chances(fought).open and "P2 challenged" in chances(fought).text()
    five = GAME.new_state(seed=5, players=5)
    assert five.step == "train" and "without a challenge" in chances(five).text()
    assert "sans défi" in chances(five).text("fr")


def test_a_known_case_in_words() -> None:
    """A green belt against the 60 cards less itself: it beats or ties the 35 whites, yellows
    and other greens of the 59 (12 + 12 + 11)."""
    state = GAME.new_state(seed=1, players=3)
    state = dataclasses.replace(
        state, hands=(None, Card("T", 3), None), deck=state.deck[1:], step="recruit"
    )
    chance = chances(state).chances[0]
    assert (chance.player, chance.unseen, chance.beaten) == (1, 59, 35)
    assert chance.wins == Fraction(35, 59)
    assert "P2 (green-belt Tigress) beats or ties 35 of the 59 cards" in chances(state).text()
    assert "bat ou égale 35 des 59 TATAMIS" in chances(state).text("fr")
    assert "59,3\u00a0%" in chances(state).text("fr")


def test_the_signs() -> None:
    assert sum(sign_margins(3).values()) == 1 and sign_margins(3)[3] == Fraction(1, 27)
    assert duel(3, 3, 0, 0) == 1 and duel(2, 3, 0, 0) == 0  # the attacker wins ties
    assert duel(2, 5, 0, 3) == Fraction(1, 27)  # three wins out of three
    assert duel(2, 5, 2, 1) == Fraction(1, 3)  # 4 against 5: one more win
    assert duel(3, 5, 2, 1) == Fraction(2, 3)  # 5 against 5: one more win or a tie
    assert percent(Fraction(1, 3)) == "33.3%" and percent(Fraction(1999999, 2000000)) == "> 99.9%"


# -- Dojo Kun: the next fight's odds -------------------------------------------------------------


def fought(state: DojoKunState, fight: int) -> tuple[float, float, float]:
    """White wins, black wins, both drop: the fight at a roll set by hand, every roll the engine
    lists played by the engine, each weighted by its dice (a sixth a face, red dice too), the
    Wounds of each draw placed by the odds' policy against the opponent of the roll just
    drawn. Checks on the way that every position the fight passes through, at a roll or at a
    Wound, has ``next_fight`` odds equal to what follows from it."""
    if state.step == "wound":
        state = wounds_placed(state)
    if state.step != "roll" or state.tournament.fight != fight:
        return outcome(state, fight)
    # The rest of the fight depends only on the two athletes as they stand at the roll.
    key = (fight, *tournament._fighters(state))
    if key not in FOUGHT:
        FOUGHT[key] = rolled(state, fight)
    return FOUGHT[key]


FOUGHT: dict[tuple, tuple[float, float, float]] = {}


def rolled(state: DojoKunState, fight: int) -> tuple[float, float, float]:
    """:func:`fought` from a roll to set: every roll."""
    total = [0.0, 0.0, 0.0]
    for roll in tournament.legal(state):
        weight = 6.0 ** -(len(roll.white) + len(roll.black) + len(roll.red))
        after = state.apply(roll)
        if after.tournament.fight == fight:  # a draw: Wounds, then roll again
            found, rest = next_fight(after), fought(after, fight)
            if found.odds is None:  # the Wounds leave one or both without dice
                assert rest in ((1, 0, 0), (0, 1, 0), (0, 0, 1)) and found.wounds
                assert ("both drop out" in found.text()) == (rest == (0, 0, 1))
            else:
                assert (found.odds.white, found.odds.black) == pytest.approx(rest[:2])
        else:
            rest = outcome(after, fight)
        for k in range(3):
            total[k] += weight * rest[k]
    return total[0], total[1], total[2]


def wounds_placed(state: DojoKunState) -> DojoKunState:
    """The Wounds still to place on the two fighters, each where the odds' policy takes it."""
    t = state.tournament
    before = {e: tournament.fighter(state, e) for e in tournament.pair(t, t.fight)}
    while state.step == "wound":
        owner, space = state.tournament.wounds[0]
        me = Entrant(owner, space)
        other = next(e for e in before if e != me)
        colour = combat.wound_choice(tournament.fighter(state, me), before[other])
        state = state.apply(Wound(DISCIPLINE_OF_COLOUR[colour]))
    return state


def outcome(state: DojoKunState, fight: int) -> tuple[float, float, float]:
    """Who won ``fight``, once it is over."""
    if state.step == "place":  # the tournament ended at once: both dropped, Skulls went on
        assert state.season == 1
        return (0.0, 0.0, 1.0)
    t = state.tournament
    white, black = tournament.pair(t, fight)
    level, index = tournament._where(fight)
    winner = t.rounds[level + 1][index]
    return (float(winner == white), float(winner == black), float(winner is None))


HYAKU = {"number": 5, "levels": (1, 1, 0, 0), "ki": 4, "moves": ("hyaku_ken",)}
"""King Hoshi with HYAKU KEN: its red die may cost the opponent a symbol and a Wound more."""


@pytest.mark.parametrize(
    ("white", "black"),
    [
        ({"levels": (1, 0, 1, 0)}, {"levels": (1, 0, 1, 0)}),
        ({"levels": (2, 0, 0, 0)}, HYAKU),
    ],
)
def test_the_next_fight_is_the_engines_fight_enumerated(white, black) -> None:
    athletes = {0: [member(**white)], 1: [member(**black)]}
    base = prepared(players=2, athletes=athletes, chance="chosen")
    state = bracket(base, [(0, 0), (1, 0), *SKULL_PAIRS])
    found = next_fight(state)
    assert found.fight == 0 and found.odds is not None and found.roll is not None
    exact = fought(state, 0)
    assert (found.odds.white, found.odds.black, found.odds.both_drop) == pytest.approx(exact)
    assert found.roll.white + found.roll.black + found.roll.draw == pytest.approx(1)


def test_the_next_fight_in_seeded_games_is_the_bracket_s() -> None:
    """At each prediction of greedy games, the odds are the combat engine's for the two athletes
    of the fight being fought, white first; and the fight is the bracket's."""
    seen = 0
    for players, seed in ((2, 1), (3, 2)):
        state = DOJO_KUN.new_state(seed=seed, players=players)
        seats = [DOJO_KUN.computer("greedy", seed=seed + i) for i in range(players)]
        while not state.is_over:
            if state.step == "predict":
                t = state.tournament
                found = next_fight(state)
                pair = tournament.pair(t, t.fight)
                assert (found.fight, found.white, found.black) == (t.fight, *pair)
                fighters = tuple(tournament.fighter(state, e) for e in pair)
                assert found.odds == combat.fight_odds(*fighters)
                assert found.fighters == fighters and found.wounds == 0
                names = [tournament.entrant_name(state, e)[0] for e in pair]
                said = found.text()
                assert said.index(names[0]) < said.index(" in white") < said.index(names[1])
                assert "(exact)" in said and " en noir." in found.text("fr")
                seen += 1
            state = state.apply(
                seats[state.current_player].choose(state.view(state.current_player))
            )
    assert seen >= 10


def test_no_next_fight_says_why() -> None:
    state = DOJO_KUN.new_state(seed=1)
    assert next_fight(state).fight is None
    assert "prelude turn 1 of 3" in next_fight(state).text()
    assert "tour de prélude 1 sur 3" in next_fight(state).text("fr")
    pairing = setup(players=2, athletes={0: [member()], 1: [member()]})
    assert pairing.step == "send" and "pairings" in next_fight(pairing).text()
    assert "appariements du tournoi du Lotus blanc" in next_fight(pairing).text("fr")
    same = bracket(
        prepared(players=2, athletes={0: [member(), member()]}), [(0, 0), (0, 1), *SKULL_PAIRS]
    )
    found = next_fight(same)
    assert same.step == "advance" and found.fight == 0 and found.odds is None
    assert "P1 picks who goes on, without a fight" in found.text()
    assert "P1 choisit qui passe" in found.text("fr")
