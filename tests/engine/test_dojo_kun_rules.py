"""Dojo Kun's rule table: one focused test per rule id of ``gamekit/dojo_kun/rules.py``, each
named ``test_`` + the id with its dots as underscores (``test_every_rule_has_a_test`` checks it).

Each test asserts what the rulebook (``../shared/rules/dojo-kun.en.md``) says, or, where it is
silent, the reading of ``../shared/rules/RULINGS.md`` (Dojo Kun) and ``docs/dojo-kun-rules.md``;
the numbers come from ``gamekit/dojo_kun/data.py`` by name. Refusals are checked for their rule
id and their English and French sentences; mechanics by the state they leave. Positions are
seeded new games changed with ``dataclasses.replace`` (``tests/dojo_kun_positions.py``, shared
with the prelude and tournament tests)."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from fractions import Fraction
from itertools import pairwise

import pytest
from dojo_kun_positions import (
    FIRST,
    SKULL_PAIRS,
    P,
    bracket,
    card,
    dojo,
    finished,
    fresh,
    member,
    play,
    prepared,
    prestige,
    setup,
)

from gamekit import IllegalAction
from gamekit.dojo_kun import combat, prelude, scoring, tournament
from gamekit.dojo_kun.actions import (
    OFFERS,
    Advance,
    Give,
    Place,
    Predict,
    Reserve,
    Roll,
    Sacrifice,
    Seat,
    Send,
    Wound,
)
from gamekit.dojo_kun.combat import Fighter, register, register_symbols, resolve_combat
from gamekit.dojo_kun.data import (
    ADVENTURES,
    ATHLETES,
    BRACKET,
    COLOURS,
    DICE,
    DISCIPLINES,
    DOJO_SPACES,
    EQUIPMENT,
    EXPANSION_PRESTIGE,
    EXPANSIONS,
    HELP_VILLAGE,
    LEVEL_CAP,
    PREDICTION_PRESTIGE,
    PRELUDE_TURNS,
    RESERVATION_TILES,
    REVEALED,
    ROW,
    SACRIFICE_KI,
    SEASONS,
    SENPAI,
    SKULL,
    SOLO_HANDICAP,
    SOLO_RANKS,
    SPECIAL_MOVES,
    STARTING_EQUIPMENT,
    TECHNIQUES,
    TOURNAMENT_ATHLETES,
    TOURNAMENT_PRESTIGE,
    TURN_BONUS,
    WATERFALL_KI,
    YIN,
)
from gamekit.dojo_kun.game import GAME
from gamekit.dojo_kun.rules import RULES
from gamekit.dojo_kun.state import DojoKunState, Entrant, Member

CARD = {a.name: n for n, a in ATHLETES.items()}
"""Athlete cards by name (Appendix 2)."""
TAKASHI, CHEN, OENG, AZUKI, KUMIKO = (
    CARD[n] for n in ("Takashi", "Chen Z.", "Oeng", "Azuki", "Kumiko")
)
KING_HOSHI, TJ_BALLS, KAZAMA_FAN = CARD["King Hoshi"], CARD["T.J. Balls"], CARD["Kazama Fan"]
SUN_W_KONG, THE_KID, TYLER = CARD["Sun W. Kong"], CARD["The Kid"], CARD["Tyler Handsome"]
NABOO_KHO, LORD_VEGAN, KING_RHAL = CARD["Naboo Kho"], CARD["Lord Vegan"], CARD["King Rhal"]
MARCELLUS, CAT_MASK, S_ZUKI = CARD["Marcellus Brody"], CARD["Cat Mask"], CARD["S. Zuki"]


def face(colour: str, *symbols: str) -> int:
    """The index of the face of a ``colour`` die that shows exactly ``symbols``."""
    return DICE[colour].index(tuple(symbols))


def quiet(colour: str) -> int:
    """The index of the face of a ``colour`` die that shows no symbol of the Combat board."""
    return next(i for i, f in enumerate(DICE[colour]) if set(f) == {"ki"})


def quiet_roll(f: Fighter) -> tuple[int, ...]:
    """A roll of ``f``'s dice that puts nothing on the Combat board."""
    return tuple(quiet(c) for c in f.colours)


KI_RED, KI_GREY = face("red", "ki"), face("grey", "ki")
HIT_RED, HITS_RED = face("red", "hit"), face("red", "hit", "hit")


# -- building positions (as in test_dojo_kun_prelude.py and test_dojo_kun_tournament.py) --------


def legal(state: DojoKunState, action) -> bool:
    action = P(action) if isinstance(action, str) else action
    return action in state.legal_actions() and state.why_illegal(action) is None


def refused(state: DojoKunState, action, rule: str):
    """The refusal of ``action``: it cites ``rule``, says why in English and in French, is not
    listed, and ``apply`` raises it."""
    action = P(action) if isinstance(action, str) else action
    why = state.why_illegal(action)
    assert why is not None, f"{action} should be refused"
    assert why.rule == rule, (str(action), why.rule, why.text)
    assert why.text and why.fr and why.fr != why.text
    assert action not in state.legal_actions()
    with pytest.raises(IllegalAction) as err:
        state.apply(action)
    assert err.value.reason == why
    return why


ROUNDS = [FIRST, [(0, 0), (1, 0), (0, 1), ("S", 4)], [(0, 0), (0, 1)], [(0, 1)]]
"""A fought bracket: P1's athlete 2 wins, his athlete 1 is the finalist, P2's athlete 1 a
semi-finalist and his athlete 2 out in the first round."""


def decide(state: DojoKunState, until=lambda s: False) -> DojoKunState:
    """Take the first listed decision until ``until`` holds or the tournament is over."""
    while state.step not in ("place", "over") and not until(state):
        state = state.apply(state.legal_actions()[0])
    return state


def playout(seed: int, players: int, **options):
    """A seeded game to its end with random decisions, and the (season, turn, step) of every
    decision met."""
    rng = random.Random(seed)
    state = GAME.new_state(seed, players=players, **options)
    seen = []
    while state.step != "over":
        seen.append((state.season, state.turn, state.step))
        state = state.apply(rng.choice(state.legal_actions()))
    return state, seen


# -- the table ---------------------------------------------------------------------------------


def test_every_rule_has_a_test() -> None:
    names = " ".join(n for n in globals() if n.startswith("test_dojo_kun_"))
    missing = [r for r in RULES if "test_" + r.replace(".", "_") not in names]
    assert not missing, f"no test for {missing}"
    assert len(RULES) == 89


# -- the game ----------------------------------------------------------------------------------


def test_dojo_kun_goal_the_most_prestige_after_two_tournaments_wins() -> None:
    """Rulebook: "The player who has the most Prestige points after two tournaments is the
    winner." """
    for seed in range(3):
        state, seen = playout(seed, players=3)
        tournaments = [s for s, _, step in seen if step == "send"]
        assert sorted(set(tournaments)) == [0, 1]
        assert state.step == "over" and state.current_player is None
        totals = tuple(scoring.prestige(state, p).total for p in range(3))
        outcome = state.outcome()
        assert outcome.scores == totals and outcome.winners
        assert all(totals[w] == max(totals) for w in outcome.winners)


def test_dojo_kun_season_turns_two_seasons_of_three_prelude_turns_then_a_tournament() -> None:
    """Rulebook: "The game develops over 2 seasons ... Each season is divided into 4 turns: 3 to
    prepare (the prelude) and 1 turn where the Martial Arts Tournament takes place." """
    _, seen = playout(4, players=2)
    phases = []
    for season, turn, step in seen:
        phase = (season, turn if step == "place" else "tournament")
        if not phases or phases[-1] != phase:
            phases.append(phase)
    expected = [
        (season, turn)
        for season in range(len(SEASONS))
        for turn in (*range(PRELUDE_TURNS), "tournament")
    ]
    assert phases == expected
    assert all(turn == PRELUDE_TURNS for _, turn, step in seen if step != "place")


def test_dojo_kun_season_two_a_new_prelude_with_the_second_seasons_cards() -> None:
    """Rulebook: "The second season starts with a new prelude. Athlete cards, training equipment,
    special moves and adventures from the second season must be used." """
    base = prepared(players=2, athletes={0: [member(), member(OENG)], 1: [member(), member()]})
    state = finished(base, ROUNDS)
    assert state.season == 1 and state.step == "place" and state.turn == 0
    assert state.to_play == state.first and state.tournament is None
    athletes, equipment, moves, adventures = state.decks
    offered = [*state.offer_athletes, *athletes]
    assert sorted(offered) == sorted(n for n, a in ATHLETES.items() if a.season == 2)
    tiles = [*state.offer_equipment, *equipment]
    assert sorted(tiles) == sorted(n for n, e in EQUIPMENT.items() if e.season == 2)
    assert sorted((*state.move_row, *moves)) == sorted(
        k for k, m in SPECIAL_MOVES.items() if m.season == 2
    )
    assert sorted((*state.adventure_row, *adventures)) == sorted(
        k for k, a in ADVENTURES.items() if a.season == 2
    )
    assert len(state.move_row) == len(state.adventure_row) == 1
    assert state.dojos[0].athletes == base.dojos[0].athletes  # the Dojos go on


# -- set-up ------------------------------------------------------------------------------------


def test_dojo_kun_setup_first_player_chosen_when_the_game_is_set_up() -> None:
    """Rulebook: "assign the First Player counter to whoever was punched last": here a player
    drawn from the seed, who places first."""
    firsts = set()
    for seed in range(30):
        state = GAME.new_state(seed, players=3)
        assert state.first == state.to_play == GAME.new_state(seed, players=3).first
        assert state.current_player == state.first
        firsts.add(state.first)
    assert firsts == {0, 1, 2}
    assert GAME.new_state(5, players=1).first == 0


def test_dojo_kun_setup_dojo_each_player_takes_his_dojo() -> None:
    """Rulebook, set-up G-M: the Dojo board, 2 expansion boards, the starting athlete card
    (Athlete 1), the Master token, the prediction cards."""
    seats = ("cobra", "tiger", "crane", "bear")
    state = GAME.new_state(3, players=4, dojos=seats)
    for p, name in enumerate(seats):
        d = state.dojos[p]
        senpai = ATHLETES[SENPAI[name]]
        assert d.name == name and senpai.season == 0 and senpai.dojo == name
        first = d.athletes[0]
        assert first == Member(
            senpai.number, tuple(senpai.levels[x] for x in DISCIPLINES), senpai.ki
        )
        assert d.athletes[1:] == (None,) * (DOJO_SPACES["athletes"] - 1)
        assert d.equipment[0] == STARTING_EQUIPMENT[name] and EQUIPMENT[d.equipment[0]].dojo == name
        assert (d.expansions, d.prestige, d.reservation, d.tournaments_won) == (0, 0, None, 0)
    tokens = {a.token for a in state.legal_actions()}
    assert tokens == {"M", "1"}  # the Master and Athlete 1


def test_dojo_kun_setup_spaces_two_athlete_spaces_and_two_equipment_slots() -> None:
    """RULINGS Q11 (ASSUMPTION): a Dojo starts with 2 athlete spaces and 2 equipment slots,
    the starting equipment and one empty; an expansion adds one of each."""
    state = fresh()
    d = state.dojos[0]
    assert (
        len(d.athletes) == DOJO_SPACES["athletes"] and len(d.equipment) == DOJO_SPACES["equipment"]
    )
    assert d.equipment[1:] == (None,) * (DOJO_SPACES["equipment"] - 1)
    slot = f"train{DOJO_SPACES['equipment'] + 1}"
    why = refused(state, f"1 {slot} a", "dojo_kun.setup.spaces")
    assert f"Your Dojo has {DOJO_SPACES['equipment']} equipment slots" in why.text
    expanded = dojo(
        state, athletes=(*d.athletes, None), equipment=(*d.equipment, None), expansions=1
    )
    refused(expanded, f"1 {slot}", "dojo_kun.athlete.train")  # there now, but empty


def test_dojo_kun_setup_village_decks_rows_reservations_techniques_turn() -> None:
    """Rulebook, set-up A-F: the Adventures and Special Moves decks with their first card
    revealed, the Reservation tiles, one Secret Technique of each kind at Master YANG, the
    season 1 equipment and athletes, the turn counter on the first spot."""
    state = GAME.new_state(8, players=2)
    assert state.season == 0 and state.turn == 0 and state.step == "place"
    assert state.reservations == RESERVATION_TILES and len(RESERVATION_TILES) == 3
    assert state.techniques == DISCIPLINES == tuple(TECHNIQUES)
    athletes, equipment, moves, adventures = state.decks
    assert len(state.move_row) == len(state.adventure_row) == 1
    assert sorted((*state.move_row, *moves)) == sorted(
        k for k, m in SPECIAL_MOVES.items() if m.season == 1
    )
    assert sorted((*state.adventure_row, *adventures)) == sorted(
        k for k, a in ADVENTURES.items() if a.season == 1
    )
    assert sorted((*state.offer_athletes, *athletes)) == sorted(
        n for n, a in ATHLETES.items() if a.season == 1
    )
    assert sorted((*state.offer_equipment, *equipment)) == sorted(
        n for n, e in EQUIPMENT.items() if e.season == 1
    )


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_dojo_kun_setup_slots_cards_on_offer_by_number_of_players(players: int) -> None:
    """Rulebook: "1-2 players: use only 2 athlete slots and 1 Training Equipment slot; 3
    players: 3 athlete slots and 2 Training Equipment slot; 4 players: all" (4 and 3, as we
    read the board)."""
    n_athletes, n_equipment = REVEALED[players]
    printed = {1: (2, 1), 2: (2, 1), 3: (3, 2)}  # the rulebook's figures
    board = (
        sum(s.startswith("athlete") for s in OFFERS),
        sum(s.startswith("equip") for s in OFFERS),
    )
    assert REVEALED[players] == printed.get(players, board)
    state = GAME.new_state(2, players=players)
    assert len(state.offer_athletes) == n_athletes and len(state.offer_equipment) == n_equipment
    state = prelude.end_turn(state)
    assert len(state.offer_athletes) == n_athletes and len(state.offer_equipment) == n_equipment
    offers = {a.slot for a in state.legal_actions() if a.token == "M"}
    assert {s for s in offers if s.startswith("athlete")} == {
        f"athlete{i}" for i in range(1, n_athletes + 1)
    }


# -- placing tokens ------------------------------------------------------------------------------


def test_dojo_kun_place_turn_order_one_token_at_a_time_clockwise_from_the_first() -> None:
    """Rulebook: "Starting from the First Player, players take turns clockwise to place their
    Athlete(s) or Master tokens ... The turn ends when all players have placed all their
    tokens." """
    state = fresh(3, first=1, to_play=1)
    order = []
    while state.turn == 0:
        order.append(state.to_play)
        state = state.apply(next(a for a in state.legal_actions() if a.slot in ("expand", "help+")))
    assert order == [1, 2, 0, 1, 2, 0]
    assert state.turn == 1 and state.to_play == 1
    refused(fresh(), Send((0,)), "dojo_kun.place.turn_order")
    refused(fresh(), Place("1", "garden"), "dojo_kun.place.turn_order")


def test_dojo_kun_place_once_a_token_acts_once_a_turn() -> None:
    """Rulebook: "The turn ends when all players have placed all their tokens", and only then
    "Return the Athlete and Master tokens to their starting positions" (Accelerate aside)."""
    state = play(fresh(), "1 help+")
    state = replace(state, to_play=0)
    why = refused(state, "1 waterfall+", "dojo_kun.place.once")
    assert "acts once a turn" in why.text
    state = play(state, "M expand")
    refused(replace(state, to_play=0), "M accelerate", "dojo_kun.place.once")


def test_dojo_kun_place_circle_athletes_only_on_round_slots() -> None:
    """Rulebook: "The Athlete tokens can be placed only on the circular activities slots in
    their Dojo or in the village central boards." """
    state = dojo(fresh(), athletes=(card(TAKASHI), card(OENG)))
    for text in ("1 athlete1", "2 athlete1", "2 expand", "1 accelerate"):
        refused(state, text, "dojo_kun.place.circle")
    for text in ("2 waterfall", "2 help+", "2 train1 a"):
        assert legal(state, text), text


def test_dojo_kun_place_octagon_the_master_on_octagons_athlete_1_on_new_equipment() -> None:
    """Rulebook: "the Master tokens can be placed only on the octagonal activities slots. (The
    only exception to this rule is the action "New Training Equipment")": Athlete 1 may take
    it, and no other athlete."""
    state = dojo(fresh(), athletes=(card(TAKASHI), card(OENG)))
    for text in ("M waterfall", "M help+", "M yang tiger", "M train1 a"):
        refused(state, text, "dojo_kun.place.octagon")
    why = refused(state, "2 equipment1", "dojo_kun.place.octagon")
    assert "only Athlete 1" in why.text
    assert legal(state, "1 equipment1") and legal(state, "M equipment1")


def test_dojo_kun_place_single_a_single_circle_holds_one_token() -> None:
    """Rulebook: "The activities slots with a single circle can be chosen and occupied by only
    one athlete token." """
    state = play(fresh(), "1 waterfall")
    why = refused(state, "1 waterfall", "dojo_kun.place.single")
    assert why.text.startswith("Takashi (P1) is already on the Mystic Waterfalls' single circle")
    state = play(fresh(), "1 help")
    refused(state, "1 help", "dojo_kun.place.single")
    assert legal(state, "1 help+")


def test_dojo_kun_place_common_area_takes_any_number_of_athletes() -> None:
    """Rulebook: "The activities slots with multiple overlapping circles can be chosen and
    occupied at any time by more than one athlete." """
    state = dojo(fresh(3), 0, athletes=(card(TAKASHI), card(OENG)))
    state = play(state, "1 waterfall+", "1 waterfall+", "1 waterfall+", "2 waterfall+")
    common = WATERFALL_KI[1]
    assert [m.ki for m in state.dojos[0].athletes] == [1 + common, 4 + common]
    assert state.member(1, 0).ki == state.member(2, 0).ki == 1 + common
    assert sum(slot == "waterfall+" for entries in state.placed for _, slot in entries) == 4


def test_dojo_kun_place_own_dojo_a_dojos_slots_are_its_own() -> None:
    """Rulebook: "An athlete can train with any free Training Equipment in his own Dojo"; the
    Dojo's slots (its equipment, Expand, Accelerate) never clash with another Dojo's."""
    state = play(fresh(), "1 train1 a")  # P1 (Tiger) trains on his starting equipment
    assert state.member(0, 0).levels == (2, 0, 0, 1)
    assert state.to_play == 1 and legal(state, "1 train1 a")  # P2's own slot 1 is free
    state = play(state, "1 train1 a")  # Li Yun Dai on the Crane Dojo's equipment: +1 Crane
    assert STARTING_EQUIPMENT["crane"] == state.dojos[1].equipment[0]
    assert state.member(1, 0).levels == (0, 2, 1, 0) and state.member(0, 0).levels == (2, 0, 0, 1)
    state = play(state, "M expand", "M expand")
    assert [d.expansions for d in state.dojos] == [1, 1]


def test_dojo_kun_place_fulfil_an_activity_that_cannot_be_carried_out_whole() -> None:
    """Rulebook: "players can't choose an activity they can't (or won't) fulfill." """
    state = fresh(adventure_row=("hogo_saru",), offer_athletes=(OENG,), offer_equipment=(5,))
    state = dojo(
        state, athletes=(card(TAKASHI, levels=(2, 0, 0, 2), ki=3), card(AZUKI)), equipment=(101, 1)
    )
    why = refused(state, "1 adventure1 athlete1", "dojo_kun.place.fulfil")
    assert "no free space" in why.text
    assert not [a for a in state.legal_actions() if a.slot == "adventure1"]
    roomy = dojo(state, athletes=(state.member(0, 0), None))
    assert legal(roomy, "1 adventure1 athlete1")


# -- Ki and levels -------------------------------------------------------------------------------


def test_dojo_kun_athlete_ki_is_on_the_card_and_paid_from_it() -> None:
    """Rulebook: "If the athlete doesn't have enough Ki to execute it, the action cannot be
    chosen"; the Ki gained goes "on the related card"."""
    state = fresh(to_play=1)
    why = refused(state, "1 yin bear crane crane", "dojo_kun.athlete.ki")
    assert why.text == f"Li Yun Dai has 1 Ki; Master YIN costs {YIN['ki']}."
    state = dojo(fresh(), athletes=(card(TAKASHI), card(OENG)))
    state = play(state, "1 waterfall")
    assert [m.ki for m in state.dojos[0].athletes] == [1 + WATERFALL_KI[0], ATHLETES[OENG].ki]
    paid = play(replace(state, to_play=0), "2 yin crane tiger tiger")
    assert paid.member(0, 1).ki == ATHLETES[OENG].ki - YIN["ki"]
    assert paid.member(0, 0).ki == 1 + WATERFALL_KI[0]


def test_dojo_kun_level_cap_three_and_secret_techniques_do_not_count() -> None:
    """Rulebook: "the maximum Experience level in any Discipline is 3"; "it's possible to reach
    the 3rd Experience level in one Discipline and have the Secret Technique in the same
    Discipline at the same time." """
    top = (LEVEL_CAP, 0, 0, 1)
    state = dojo(fresh(), athletes=(card(TAKASHI, levels=top, ki=3), None), equipment=(101, 1))
    why = refused(state, "1 train2", "dojo_kun.level.cap")
    assert f"above level {LEVEL_CAP} in Tiger" in why.text
    refused(state, "1 train1 a", "dojo_kun.level.cap")
    assert legal(state, "1 train1 b")
    after = play(state, "1 yang tiger")
    assert after.member(0, 0).techniques == ("tiger",) and after.member(0, 0).levels == top


def test_dojo_kun_level_dan_is_the_sum_of_the_levels_naboo_kho() -> None:
    """Rulebook: "The sum of an athlete's Experience Levels in all Disciplines is called Dan";
    Naboo-Kho, taken in the 3rd turn with a grey and a blue level and the bonus blue level, "is
    now a 3rd Dan"."""
    state = fresh(turn=2, offer_athletes=(NABOO_KHO,))
    naboo = play(state, "M athlete1 crane bear crane").member(0, 1)
    assert naboo.levels == (0, 2, 1, 0) and naboo.dan == 3
    assert naboo.ki == ATHLETES[NABOO_KHO].ki + TURN_BONUS[2]["ki"]
    dan = ADVENTURES["sanzoku"].dan
    state = fresh(adventure_row=("sanzoku",))
    enough = dojo(state, athletes=(card(TAKASHI, levels=(1, 1, 0, dan - 2), ki=2), None))
    assert enough.member(0, 0).dan == dan and legal(enough, "1 adventure1")
    short = dojo(
        state,
        athletes=(
            card(TAKASHI, levels=(1, 0, 0, dan - 2), ki=2, techniques=("tiger", "crane")),
            None,
        ),
    )
    why = refused(short, "1 adventure1", "dojo_kun.athlete.adventure")
    assert why.text == f"SANZOKU needs Dan {dan}; Takashi is Dan {dan - 1}."


def test_dojo_kun_level_lose_only_a_discipline_with_a_level() -> None:
    """Rulebook: "you must choose a Discipline with at least 1 level of Experience" (Special
    Moves), "it can't be a Discipline where he has no experience" (Master YIN)."""
    state = dojo(fresh(move_row=("teishutsu",)), athletes=(card(TAKASHI, ki=2), None))
    why = refused(state, "1 move1 level bear", "dojo_kun.level.lose")
    assert why.text == "Takashi has no Bear level to lose."
    refused(state, "1 yin crane tiger tiger", "dojo_kun.level.lose")
    after = play(state, "1 move1 level cobra")
    assert after.member(0, 0).levels == (1, 0, 0, 0)


# -- athletes' actions ---------------------------------------------------------------------------


def test_dojo_kun_athlete_train_one_option_of_the_equipment() -> None:
    """Rulebook: "An Athlete placed on this action slot in your Dojo gains the benefit indicated
    after the arrow"; the starting equipment gives one option OR the other; tile 17 "can be used
    more than once"."""
    state = dojo(fresh(season=1), athletes=(card(TAKASHI, ki=5), None), equipment=(101, 17))
    a, b = EQUIPMENT[101].options
    assert play(state, "1 train1 a").member(0, 0).levels == (1 + a["tiger"], 0, 0, 1)
    assert play(state, "1 train1 a").member(0, 0).ki == 5 + a["ki"]
    assert play(state, "1 train1 b").member(0, 0).levels == (1, 0, 0, 1 + b["cobra"])
    refused(state, "1 train1", "dojo_kun.athlete.train")
    refused(state, "1 train1 a b", "dojo_kun.athlete.train")
    pay = EQUIPMENT[17].options[0]["pay_ki"]
    twice = play(state, "1 train2 tiger crane").member(0, 0)
    assert twice.levels == (2, 1, 0, 1) and twice.ki == 5 - 2 * pay
    state = play(state, "1 train1 b", "M expand")
    state = dojo(state, athletes=(state.member(0, 0), card(OENG)))
    refused(replace(state, to_play=0), "2 train1 b", "dojo_kun.athlete.train")  # taken


def test_dojo_kun_athlete_special_move_learnt_for_its_price() -> None:
    """Rulebook: "A Special Move may cost Ki and/or the loss of an Experience level"; the move
    goes underneath the athlete's card."""
    move = SPECIAL_MOVES["hyaku_ken"]
    by_ki = next(c for c in move.costs if not c.get("level"))
    state = dojo(fresh(move_row=("hyaku_ken",)), athletes=(card(TAKASHI, ki=by_ki["ki"]), None))
    after = play(state, "1 move1 ki")
    assert after.member(0, 0).moves == ("hyaku_ken",) and after.member(0, 0).ki == 0
    assert after.move_row == ()
    by_level = play(state, "1 move1 level tiger").member(0, 0)
    assert by_level.moves == ("hyaku_ken",) and by_level.levels == (0, 0, 0, 1)
    refused(state, "1 move1", "dojo_kun.athlete.special_move")
    knows = dojo(state, athletes=(card(TAKASHI, ki=5, moves=("hyaku_ken",)), None))
    refused(knows, "1 move1 ki", "dojo_kun.athlete.special_move")


def test_dojo_kun_athlete_waterfalls_two_ki_on_the_circle_one_in_the_common_area() -> None:
    """Rulebook: "on the single circle, the athlete gains 2 Ki tokens; in the common area he
    gains 1 Ki." """
    assert WATERFALL_KI == (2, 1)
    state = play(fresh(), "1 waterfall", "1 waterfall+")
    assert state.member(0, 0).ki == 1 + WATERFALL_KI[0]
    assert state.member(1, 0).ki == 1 + WATERFALL_KI[1]
    refused(fresh(), "1 waterfall bear", "dojo_kun.athlete.waterfalls")


def test_dojo_kun_athlete_first_player_the_counter_and_the_lowest_tile() -> None:
    """Rulebook: "place an athlete token and gain the First Player counter, plus take the
    Reservation tile with the lowest number available." """
    state = play(fresh(3, reservations=(2, 3)), "M expand")
    state = play(state, "1 first")  # P2
    assert state.first == 1 and state.dojos[1].reservation == 2 and state.reservations == (3,)
    assert state.to_play == 2  # the turn goes on clockwise
    while state.turn == 0:
        state = state.apply(state.legal_actions()[0])
    assert state.to_play == 1  # the new First Player begins the next turn
    refused(fresh(), "1 first 1", "dojo_kun.athlete.first_player")


def test_dojo_kun_athlete_reservation_one_a_tile_a_dojo() -> None:
    """Rulebook: "Each Dojo can have only one Reservation tile. If a player already has a
    Reservation tile when he chooses this action, he will only receive the First Player
    counter." """
    state = dojo(fresh(reservations=(2, 3), first=1), reservation=1)
    state = play(state, "1 first")
    assert state.first == 0 and state.dojos[0].reservation == 1 and state.reservations == (2, 3)
    none_left = play(fresh(reservations=(), first=1), "1 first")
    assert none_left.first == 0 and none_left.dojos[0].reservation is None


def test_dojo_kun_athlete_help_village_prestige_and_ki_or_prestige_only() -> None:
    """Rulebook: "an athlete placed on the circle gains 1 Prestige Point for his Dojo and 1 Ki
    ... an athlete placed in the common area ... only gains 1 Prestige Point for his Dojo." """
    circle, common = HELP_VILLAGE
    state = play(fresh(), "1 help", "1 help+")
    assert (state.dojos[0].prestige, state.member(0, 0).ki) == (
        circle["prestige"],
        1 + circle["ki"],
    )
    assert (state.dojos[1].prestige, state.member(1, 0).ki) == (common["prestige"], 1)
    assert "ki" not in common
    refused(fresh(), "1 help tiger", "dojo_kun.athlete.help_village")


def test_dojo_kun_athlete_yang_a_secret_technique_for_its_ki() -> None:
    """Rulebook: "By placing an Athlete token in this location and paying the required amount of
    Ki, the athlete gains a Secret Technique token from those still available." """
    for d, technique in TECHNIQUES.items():
        state = dojo(fresh(), athletes=(card(TAKASHI, ki=3), None))
        after = play(state, f"1 yang {d}")
        assert after.member(0, 0).techniques == (d,)
        assert after.member(0, 0).ki == 3 - technique.ki
        assert after.techniques == tuple(x for x in DISCIPLINES if x != d)
    gone = dojo(fresh(techniques=("crane",)), athletes=(card(TAKASHI, ki=3), None))
    why = refused(gone, "1 yang tiger", "dojo_kun.athlete.yang")
    assert "already been taken this season" in why.text


def test_dojo_kun_athlete_yin_pay_two_ki_lose_one_level_gain_two() -> None:
    """Rulebook: "the athlete pays 2 Ki and loses 1 Experience level in a Discipline of his
    choice ... Afterwards, the athlete gains 2 Experience levels ... in the same Discipline, or
    1 level in two separate Disciplines." """
    state = dojo(fresh(), athletes=(card(TAKASHI, ki=YIN["ki"]), None))
    same = play(state, "1 yin tiger crane crane").member(0, 0)
    assert same.levels == (0, 2, 0, 1) and same.ki == 0
    assert same.dan == card(TAKASHI).dan - YIN["lose"] + YIN["gain"]
    split = play(state, "1 yin cobra tiger bear").member(0, 0)
    assert split.levels == (2, 0, 1, 0)
    refused(state, "1 yin tiger crane", "dojo_kun.athlete.yin")


def test_dojo_kun_athlete_adventure_dan_ki_reward_and_discard() -> None:
    """Rulebook: "Each adventure has as requirement a minimum Dan level ... also requires to
    discard Ki tokens to obtain the card reward. Once resolved, discard the Adventure card." """
    sanzoku = ADVENTURES["sanzoku"]
    state = fresh(adventure_row=("tabi", "sanzoku"))
    why = refused(state, "1 adventure2", "dojo_kun.athlete.adventure")
    assert why.fr == f"SANZOKU demande le Dan {sanzoku.dan} ; Takashi n’a que le Dan 2."
    rich = dojo(state, athletes=(card(TAKASHI, levels=(2, 0, 0, 1), ki=sanzoku.ki), None))
    after = play(rich, "1 adventure2")
    assert after.dojos[0].prestige == sanzoku.prestige and after.member(0, 0).ki == 0
    assert after.adventure_row == ("tabi",)


def test_dojo_kun_athlete_journey_paid_several_times() -> None:
    """Rulebook: TABI "Cost: discard 2K / 4K, etc. Reward: +1PP/2PP, etc." """
    tabi = ADVENTURES["tabi"]
    state = dojo(
        fresh(adventure_row=("tabi", "sanzoku")),
        athletes=(card(TAKASHI, levels=(2, 0, 0, 1), ki=3 * tabi.ki), None),
    )
    after = play(state, "1 adventure1 x3")
    assert after.dojos[0].prestige == 3 * tabi.prestige and after.member(0, 0).ki == 0
    refused(state, "1 adventure1 x4", "dojo_kun.athlete.ki")
    refused(state, "1 adventure2 x2", "dojo_kun.athlete.journey")


def test_dojo_kun_athlete_protect_a_hogo_card_gives_an_athlete_who_acts_this_turn() -> None:
    """Rulebook: HOGO: SARU NO DOJO "Reward: 1PP, gain 1 athlete or 1 new training equipment
    from those available"."""
    hogo = ADVENTURES["hogo_saru"]
    state = fresh(
        1, turn=1, adventure_row=("hogo_saru",), offer_athletes=(OENG, AZUKI), offer_equipment=(5,)
    )
    state = dojo(state, athletes=(card(TAKASHI, levels=(2, 0, 0, 2), ki=hogo.ki), None))
    after = play(state, "1 adventure1 athlete2")
    assert after.member(0, 1) == card(AZUKI, ki=ATHLETES[AZUKI].ki + TURN_BONUS[1]["ki"])
    assert after.dojos[0].prestige == hogo.prestige and after.offer_athletes == (OENG, None)
    assert legal(after, "2 waterfall")  # the new athlete acts this turn
    tile = play(state, "1 adventure1 equipment1")
    assert tile.dojos[0].equipment == (101, 5) and tile.offer_equipment == (None,)
    refused(state, "1 adventure1", "dojo_kun.athlete.protect")


# -- the Master's actions ------------------------------------------------------------------------


def test_dojo_kun_master_equipment_onto_an_empty_slot_by_the_master_or_athlete_1() -> None:
    """Rulebook: "Place your Master on one of these action slots to gain a new Training
    Equipment and put it on an empty slot in your Dojo ... This action can't be chosen if a
    Dojo doesn't have empty Training Equipment slots." """
    state = fresh(offer_equipment=(3,))
    for token in ("M", "1"):
        after = play(state, f"{token} equipment1")
        assert after.dojos[0].equipment == (101, 3) and after.offer_equipment == (None,)
    full = dojo(state, equipment=(101, 9))
    why = refused(full, "M equipment1", "dojo_kun.master.equipment")
    assert "no empty equipment slot" in why.text


def test_dojo_kun_master_admit_a_new_athlete_with_his_ki_who_acts_this_turn() -> None:
    """Rulebook: "the player will gain the related athlete card and place it in a free slot
    ... Add any potential Ki listed on the card ... The new athlete token can be used in the
    same turn." """
    state = fresh(1, offer_athletes=(OENG, AZUKI))
    after = play(state, "M athlete1")
    assert after.member(0, 1) == card(OENG) and after.offer_athletes == (None, AZUKI)
    assert after.to_play == 0 and legal(after, "2 waterfall")
    full = dojo(state, athletes=(card(TAKASHI), card(KUMIKO)))
    why = refused(full, "M athlete2", "dojo_kun.master.admit")
    assert "no free athlete space" in why.text


def test_dojo_kun_master_admit_levels_on_different_disciplines() -> None:
    """Rulebook: Naboo-Kho (2Lvl) "can choose any 2 Experience levels from different
    Disciplines"."""
    state = fresh(offer_athletes=(NABOO_KHO,))
    refused(state, "M athlete1 crane crane", "dojo_kun.master.admit_levels")
    refused(state, "M athlete1 crane", "dojo_kun.master.admit_levels")
    assert play(state, "M athlete1 crane bear").member(0, 1).levels == (0, 1, 1, 0)
    assert ATHLETES[NABOO_KHO].free_levels == 2


def test_dojo_kun_master_expand_board_3_then_4_and_no_third_time() -> None:
    """Rulebook: "a player gains the expansion board 3; the second time this is done, the
    expansion board 4 ... A Dojo can't be expanded a third time. Each Dojo expansion grants
    one Prestige Point at the end of the game." """
    state = fresh(1)
    for n in range(1, EXPANSIONS + 1):
        state = play(replace(state, placed=((),), to_play=0), "M expand")
        d = state.dojos[0]
        assert d.expansions == n
        assert len(d.athletes) == DOJO_SPACES["athletes"] + n
        assert len(d.equipment) == DOJO_SPACES["equipment"] + n
        assert scoring.prestige(state, 0).expansions == n * EXPANSION_PRESTIGE
    why = refused(replace(state, placed=((),), to_play=0), "M expand", "dojo_kun.master.expand")
    assert "no third time" in why.text


def accelerating() -> DojoKunState:
    """Solo: Takashi and Oeng, the starting equipment and tile 1, the Master on Accelerate."""
    state = dojo(fresh(1), athletes=(card(TAKASHI), card(OENG)), equipment=(101, 1))
    return play(state, "M accelerate")


def test_dojo_kun_master_accelerate_trained_athletes_move_to_the_village() -> None:
    """Rulebook: "it will be possible to re-position any athletes that trained with a Training
    Equipment in the Dojo on an available slot in the central boards ... After all athletes
    from the player have left their starting position; One athlete token at a time" """
    state = play(accelerating(), "1 train1 a")
    why = refused(state, "1 waterfall", "dojo_kun.master.accelerate")
    assert "Oeng (Athlete 2) has not been placed yet" in why.text
    state = play(state, "2 train2")
    refused(state, "1 train2", "dojo_kun.master.accelerate")  # to the village only
    state = play(state, "1 waterfall")
    assert state.member(0, 0).ki == 1 + EQUIPMENT[101].options[0]["ki"] + WATERFALL_KI[0]
    refused(state, "1 help", "dojo_kun.master.accelerate")  # once
    state = play(state, "2 rest")
    assert state.turn == 1


def test_dojo_kun_master_accelerate_new_an_athlete_from_an_adventure_is_placed_first() -> None:
    """Rulebook: "if ... one player gained an athlete through an Adventure ... the newly acquired
    athlete is placed first; only afterwards it will be possible to re-position the athletes
    that were placed on a Training Equipment." """
    state = dojo(
        fresh(1),
        athletes=(card(TAKASHI, levels=(2, 0, 0, 2), ki=3), card(OENG), None),
        equipment=(101, 1),
    )
    state = replace(state, adventure_row=("hogo_saru",), offer_athletes=(KAZAMA_FAN, AZUKI))
    state = play(state, "M accelerate", "1 train1 b", "2 train2", "1 adventure1 athlete2")
    why = refused(state, "2 waterfall", "dojo_kun.master.accelerate_new")
    assert "Azuki (Athlete 3) has not been placed yet" in why.text
    assert {a.token for a in state.legal_actions()} == {"3"}
    state = play(state, "3 waterfall")
    assert legal(state, "2 waterfall+")


# -- the turn ------------------------------------------------------------------------------------


def test_dojo_kun_turn_decision_one_player_decides_at_a_time() -> None:
    """One decision at a time, of the player to act: the same action means his own tokens and
    athletes, and nobody acts once the game is over."""
    state = dojo(fresh(), 0, athletes=(card(TAKASHI), card(OENG)))
    assert state.current_player == state.to_play == 0 and legal(state, "2 waterfall")
    theirs = replace(state, to_play=1)
    assert theirs.current_player == 1
    refused(theirs, "2 waterfall", "dojo_kun.master.admit")  # P2 has no Athlete 2
    after = play(theirs, "1 waterfall")
    assert after.member(1, 0).ki == 1 + WATERFALL_KI[0] and after.member(0, 0).ki == 1
    assert after.to_play == 0
    rng, state = random.Random(1), GAME.new_state(1, players=3)
    while state.step != "over":
        assert state.current_player == state.to_play and state.to_play in range(3)
        state = state.apply(rng.choice(state.legal_actions()))
    assert state.current_player is None and state.legal_actions() == ()


@pytest.mark.parametrize("turn", range(PRELUDE_TURNS))
def test_dojo_kun_turn_bonus_for_an_athlete_acquired_this_turn(turn: int) -> None:
    """Rulebook: "Each turn has a bonus that is added to all the acquired athletes during that
    turn"; in turn 3 "he gains another Ki token and an extra level of his choice" (the other
    turns as we read them, TURN_BONUS)."""
    bonus = TURN_BONUS[turn]
    state = fresh(turn=turn, offer_athletes=(OENG,))
    choice = " crane" * bonus.get("level", 0)
    oeng = play(state, f"M athlete1{choice}").member(0, 1)
    assert oeng.ki == ATHLETES[OENG].ki + bonus.get("ki", 0)
    assert oeng.dan == card(OENG).dan + bonus.get("level", 0)
    if bonus.get("level"):
        refused(state, "M athlete1", "dojo_kun.turn.bonus")


def test_dojo_kun_turn_end_new_offers_tokens_home_counter_advances() -> None:
    """Rulebook, End of turn: "Remove any Athlete cards that are on the Master activities
    board ... and fill all the empty slots with new Athlete cards ... Return the Athlete and
    Master tokens to their starting positions. Advance the Turn counter forward one
    position." """
    state = GAME.new_state(seed=5, players=2)
    athletes, equipment, _, _ = state.decks
    left = state.offer_athletes[1:]
    state = state.apply(next(a for a in state.legal_actions() if a.slot == "athlete1"))
    while state.turn == 0:
        state = state.apply(
            next(a for a in state.legal_actions() if a.slot in ("help+", "expand", "accelerate"))
        )
    n_athletes, n_equipment = REVEALED[2]
    assert state.turn == 1 and state.placed == ((), ()) and state.to_play == state.first
    assert state.offer_athletes == athletes[:n_athletes]
    assert state.offer_equipment == equipment[:n_equipment]
    assert not set(left) & {*state.offer_athletes, *state.decks[0]}  # left cards are removed


def test_dojo_kun_turn_rows_shift_and_the_oldest_leaves_a_full_row() -> None:
    """Rulebook: "move the remaining cards one space and place in the free spaces an Adventure
    card and a Special Technique card ... If the layouts are full, remove the oldest card
    before shifting." """
    full = ("hyaku_ken", "teishutsu", "hakucho_no_ken")
    assert len(full) == ROW
    state = fresh(
        1,
        move_row=full,
        adventure_row=("tabi",),
        decks=((), (), ("kyodai_teishutsu", "tonde_hyaku_ken"), ("sanzoku", "hogo_saru")),
    )
    state = prelude.end_turn(state)
    assert state.move_row == (*full[1:], "kyodai_teishutsu")
    assert state.adventure_row == ("tabi", "sanzoku")
    assert state.decks[2:] == (("tonde_hyaku_ken",), ("hogo_saru",))


# -- the tournament ------------------------------------------------------------------------------


def test_dojo_kun_tournament_bracket_eight_athletes_by_elimination() -> None:
    """Rulebook: "During the tournament, 8 athletes will compete in a series of elimination
    rounds until a winner is declared." (second season: the Black Lotus tournament)"""
    base = prepared(players=1, seed=3, athletes={0: [member(), member(OENG, (1, 1, 1, 0))]})
    state = decide(tournament.start(replace(base, season=1)))
    assert state.step == "over"
    rounds = state.tournament.rounds
    assert [len(r) for r in rounds] == [BRACKET, BRACKET // 2, BRACKET // 4, 1]
    assert None not in rounds[0] and len(set(rounds[0])) == BRACKET
    for level in range(1, len(rounds)):
        for i, e in enumerate(rounds[level]):
            assert e is None or e in rounds[level - 1][2 * i : 2 * i + 2]
    assert tournament.FIGHTS == BRACKET - 1
    standing = tournament.standings(state.tournament)
    assert sorted(Counter(standing.values()).items()) == [(0, 1), (1, 1), (2, 2), (3, 4)]
    black_lotus = TOURNAMENT_PRESTIGE[1]
    assert prestige(state)[0] + state.skull_prestige == sum(
        black_lotus[k] * n for k, n in ((0, 1), (1, 1), (2, 2), (3, 4))
    )


def test_dojo_kun_tournament_entry_two_athletes_of_his_choice() -> None:
    """Rulebook: "Each player can send 2 athletes of their choice to participate." """
    three = [member(), member(OENG), member(KUMIKO)]
    state = setup(players=2, athletes={0: three, 1: [member()]})
    assert state.step == "send" and state.to_play == 0
    assert {a.spaces for a in state.legal_actions()} == {(0, 1), (0, 2), (1, 2)}
    why = refused(state, Send((0, 1, 2)), "dojo_kun.tournament.entry")
    assert f"at most {TOURNAMENT_ATHLETES}" in why.text
    state = state.apply(Send((1, 2)))
    assert state.tournament.sent[0] == (1, 2) and state.to_play == 1


def test_dojo_kun_tournament_reservation_an_athlete_sent_goes_on_the_tile() -> None:
    """Rulebook: "each player that possesses a Reservation tile chooses one of his athletes and
    puts the athlete token on it." """
    two = [member(), member(OENG), member(KUMIKO)]
    state = setup(players=2, athletes={0: two, 1: two}, tiles={1: 1})
    state = state.apply(Send((0, 2))).apply(Send((0, 1)))
    assert state.step == "reserve" and state.to_play == 1
    refused(state, Reserve(2), "dojo_kun.tournament.reservation")  # not sent
    state = state.apply(Reserve(1))
    assert state.tournament.reserved == (None, 1) and state.step == "give"


def test_dojo_kun_tournament_managed_the_first_players_four_on_the_dotted_slots() -> None:
    """Rulebook: "all players choose an athlete token without Reservation, which are now managed
    by the player who is first in the round. If the player doesn't have 4 athletes to manage
    ..., he randomly draws the missing tokens from the Skull Dojo pile." """
    two = [member(), member(OENG)]
    state = setup(players=2, athletes={0: two, 1: two}, tiles={0: 1}, first=1)
    state = state.apply(Send((0, 1))).apply(Send((0, 1))).apply(Reserve(0))
    assert state.step == "give" and state.to_play == 1
    state = state.apply(Give(1))
    refused(state, Give(0), "dojo_kun.tournament.managed")  # on his Reservation tile
    state = state.apply(Give(1))
    first = state.tournament.rounds[0]
    dotted = [first[i] for i in tournament.DOTTED]
    assert len(tournament.DOTTED) == 4 and None not in dotted
    assert {e for e in dotted if not e.skull} == {Entrant(0, 1), Entrant(1, 1)}
    assert sum(e.skull for e in dotted) == 2


def test_dojo_kun_tournament_seating_lowest_tile_chooses_first_the_rest_at_random() -> None:
    """Rulebook: "each player with an Athlete on a Reservation tile places it in one of the slots
    available, starting from the player with the lowest Reservation tile value ... the remaining
    players randomly place their athletes on the remaining slots." """
    two = [member(), member(OENG)]
    state = setup(players=3, athletes={0: two, 1: two, 2: two}, tiles={0: 2, 2: 1})
    state = decide(state, until=lambda s: s.step == "seat")
    assert state.to_play == 2  # tile 1
    taken = tournament.DOTTED[0]
    refused(state, Seat(taken), "dojo_kun.tournament.seating")
    state = state.apply(Seat(7))
    assert state.to_play == 0
    state = state.apply(Seat(1))
    first = state.tournament.rounds[0]
    assert first[7] == Entrant(2, state.tournament.reserved[2])
    assert first[1] == Entrant(0, state.tournament.reserved[0])
    assert None not in first
    assert sorted((e.owner, e.space) for e in first if not e.skull) == [
        (p, s) for p in range(3) for s in (0, 1)
    ]


def test_dojo_kun_tournament_prediction_a_correct_one_earns_a_point() -> None:
    """Rulebook: "If their prediction is correct, at the end of combat they gain 1 Prestige
    point (nothing happens if they fail their prediction)." """
    base = prepared(players=4, athletes={p: [member()] for p in range(4)}, first=2, chance="chosen")
    state = bracket(base, [(0, 0), (1, 0), *SKULL_PAIRS])
    assert state.step == "predict" and state.to_play == 2  # not the fighters P1 and P2
    refused(state, Predict("grey"), "dojo_kun.tournament.prediction")
    state = state.apply(Predict("white")).apply(Predict("black"))
    assert state.step == "roll"
    state = state.apply(Roll((HITS_RED, KI_GREY), (KI_RED, KI_GREY)))
    assert state.tournament.rounds[1][0] == Entrant(0, 0)
    assert prestige(state) == [0, 0, PREDICTION_PRESTIGE, 0]


def test_dojo_kun_tournament_same_dojo_the_owner_chooses_the_others_score() -> None:
    """Rulebook: "If two athletes from the same Dojo are paired against each other, there is no
    combat; the player who controls them chooses who advances; all other players gain 1
    Prestige Point." """
    base = prepared(players=3, athletes={1: [member(), member(OENG)]})
    state = bracket(base, [(1, 0), (1, 1), *SKULL_PAIRS])
    assert state.step == "advance" and state.to_play == 1 and state.tournament.roll is None
    refused(state, Advance(3), "dojo_kun.tournament.same_dojo")
    state = state.apply(Advance(1))
    assert state.tournament.rounds[1][0] == Entrant(1, 1)
    assert prestige(state) == [PREDICTION_PRESTIGE, 0, PREDICTION_PRESTIGE]


def test_dojo_kun_tournament_skull_vs_skull_the_lower_number_goes_on() -> None:
    """Rulebook: "If two athletes from the Skull Dojo are paired against each other, the athlete
    with the lowest number will advance (in this case no Predictions are made)." """
    base = prepared(players=3, athletes={0: [member()], 1: [member()]}, chance="chosen")
    slots = [("S", 6), ("S", 2), ("S", 1), ("S", 7), (0, 0), (1, 0), ("S", 5), ("S", 3)]
    state = bracket(base, slots)
    t = state.tournament
    assert t.rounds[1][:2] == (Entrant(-1, 2), Entrant(-1, 1))
    assert t.fight == 2 and t.roll is None and prestige(state) == [0, 0, 0]
    assert state.step == "predict" and state.to_play == 2  # the first fight with players


def test_dojo_kun_tournament_prestige_by_standing_white_then_black_lotus() -> None:
    """Rulebook: "the tournament ends and players gain Prestige points tokens based on the
    standings reached by their athletes" (TOURNAMENT_PRESTIGE: winner, finalist,
    semi-finalist, out in the first round; as we read it)."""
    athletes = {0: [member(), member(OENG)], 1: [member(), member(OENG)]}
    for season in range(len(SEASONS)):
        base = replace(prepared(players=2, athletes=athletes), season=season)
        state = finished(base, ROUNDS)
        winner, finalist, semi, first_round = TOURNAMENT_PRESTIGE[season]
        assert prestige(state) == [winner + finalist, semi + first_round]
        assert [d.tournaments_won for d in state.dojos] == [1, 0]


def test_dojo_kun_tournament_heal_wounds_stay_until_the_end_of_the_tournament() -> None:
    """Rulebook: "Wound counters are removed from the Athlete Card only at the end of the
    Tournament"; meanwhile "the athlete will have one less dice to roll for that Discipline in
    the following fights." """
    strong = member(levels=(2, 0, 1, 0))
    base = prepared(players=2, athletes={0: [strong], 1: [member()]}, chance="chosen")
    state = bracket(base, [(0, 0), (1, 0), ("S", 7), ("S", 1), *SKULL_PAIRS[1:5]])
    state = state.apply(Roll((KI_RED, KI_RED, KI_GREY), (KI_RED, KI_GREY)))  # a draw
    state = state.apply(Wound("tiger")).apply(Wound("tiger"))
    state = state.apply(Roll((HITS_RED, KI_GREY), (KI_GREY,)))  # P1 wins
    assert state.tournament.rounds[1][0] == Entrant(0, 0)
    assert state.member(0, 0).wounds == (1, 0, 0, 0)  # still there for the semi-final
    state = state.apply(Predict("white"))
    assert tournament.fighter(state, Entrant(0, 0)).colours == ("red", "grey")
    state = decide(state)  # the rest of the tournament, first rolls listed
    assert state.season == 1 and state.step == "place"
    assert all(not any(m.wounds) for d in state.dojos for m in d.athletes if m)
    assert state.member(0, 0).levels == (2, 0, 1, 0)


def test_dojo_kun_tournament_refill_techniques_and_reservation_tiles_come_back() -> None:
    """Rulebook: "At the end of the first tournament refill the missing Secret Technique in the
    Master YANG area, until you have again 1 per type and return the Reservation tiles." """
    learnt = member(techniques=("tiger", "cobra"))
    base = prepared(
        players=2, athletes={0: [learnt, member(OENG)], 1: [member(), member()]}, tiles={0: 1, 1: 3}
    )
    base = replace(base, techniques=("crane", "bear"), reservations=(2,))
    state = finished(base, ROUNDS)
    assert state.techniques == tuple(TECHNIQUES) and state.reservations == RESERVATION_TILES
    assert [d.reservation for d in state.dojos] == [None, None]
    assert state.member(0, 0).techniques == ("tiger", "cobra")  # his tokens stay on his card


# -- combat --------------------------------------------------------------------------------------


def test_dojo_kun_combat_sides_the_upper_athlete_fights_white() -> None:
    """Rulebook: "The oldest player chooses one of the two Fighter tokens (either the white or the
    black one) ... The other player does the same with his token" (as we read it, the upper
    athlete of a pair is white)."""
    base = prepared(
        players=3, athletes={0: [member(levels=(3, 0, 0, 0))], 1: [member()]}, chance="chosen"
    )
    state = bracket(base, [(1, 0), (0, 0), *SKULL_PAIRS])
    assert tournament.pair(state.tournament, 0) == (Entrant(1, 0), Entrant(0, 0))
    state = state.apply(Predict("black"))
    assert state.step == "roll"
    refused(state, Roll((HIT_RED,) * 3, (KI_RED, KI_GREY)), "dojo_kun.chance.chosen")
    state = state.apply(Roll((KI_RED, KI_GREY), (HIT_RED,) * 3))  # white: 2 dice, black: 3
    assert state.tournament.rounds[1][0] == Entrant(0, 0)
    assert prestige(state)[2] == PREDICTION_PRESTIGE
    result = resolve_combat({"hit": 1}, {"block": 1})
    assert result.boards[0]["hit"] == 0 and result.winner is None


def test_dojo_kun_combat_dice_one_per_level_less_wounds_in_the_disciplines_colours() -> None:
    """Rulebook: "The fighting players grab the dice which match the Experience levels reached by
    their athletes"; a Wound means "one less dice to roll for that Discipline"."""
    hurt = member(levels=(2, 1, 0, 3), wounds=(1, 0, 0, 1))
    base = prepared(players=2, athletes={0: [hurt], 1: [member()]})
    f = tournament.fighter(base, Entrant(0, 0))
    assert dict(f.dice) == {COLOURS[d]: n for d, n in zip(DISCIPLINES, (1, 1, 0, 2), strict=True)}
    assert f.colours == ("red", "blue", "green", "green")
    for colour, faces in DICE.items():
        for i, symbols in enumerate(faces):
            side = register({"dice": {colour: 1}}, (i,))
            assert Counter({s: n for s, n in side.rolled.items() if n}) == Counter(symbols)
    odds = GAME.combat_odds({"dice": {"red": 1}}, {"dice": {}})
    hits = sum("hit" in f for f in DICE["red"])
    assert Fraction(odds.white).limit_denominator(36) == Fraction(hits, len(DICE["red"]))


def test_dojo_kun_combat_technique_adds_its_symbol_to_every_roll() -> None:
    """Rulebook: "The Secret Technique tokens give 1 extra Move symbol; it will be added, during
    combat, to his side of the Combat board before rolling the dice." """
    held = ("tiger", "bear", "cobra")
    athlete = Fighter(dice={"grey": 1}, techniques=held)
    for face_index in range(len(DICE["grey"])):
        side = register(athlete, (face_index,))
        for symbol in ("hit", "hold", "jump"):
            shown = DICE["grey"][face_index].count(symbol)
            assert side.board[symbol] == shown + sum(TECHNIQUES[d].symbol == symbol for d in held)
    base = prepared(players=2, athletes={0: [member(techniques=("crane",))], 1: [member()]})
    assert tournament.fighter(base, Entrant(0, 0)).techniques == ("crane",)
    assert register(tournament.fighter(base, Entrant(0, 0)), (KI_RED, KI_GREY)).board["block"] == 1


def test_dojo_kun_combat_serpentine_jumps_holds_blocks_hits() -> None:
    """Rulebook: "reduce a player's Holds by as many spaces as the opponent's Jumps. Afterwards,
    reduce that player's Blocks equal to the number of Holds left. Finally, reduce the players'
    Hits by as many spaces as Blocks remain. Repeat the same procedure for the other player"
    (Jump reduces opponent's Holds, Hold opponent's Blocks, Block opponent's Hits)."""
    white = {"hit": 4, "block": 3, "hold": 2, "jump": 1}
    black = {"hit": 5, "block": 2, "hold": 3, "jump": 2}
    result = GAME.resolve_combat(white, black)
    # white's Hits: black's 2 Jumps cancel white's 2 Holds, black keeps 2 Blocks: 4 - 2 = 2
    # black's Hits: white's Jump leaves black 2 Holds, white keeps 1 Block: 5 - 1 = 4
    assert result.hits == (2, 4) and result.winner == "black"
    assert [(s.side, s.symbol, s.before, s.after) for s in result.steps] == [
        ("white", "hold", 2, 0),
        ("black", "block", 2, 2),
        ("white", "hit", 4, 2),
        ("black", "hold", 3, 2),
        ("white", "block", 3, 1),
        ("black", "hit", 5, 4),
    ]
    no_jump = GAME.resolve_combat({**white, "jump": 0}, black)
    assert no_jump.hits == (2, 5)  # without the Jump, black's 3 Holds cancel all 3 Blocks


def test_dojo_kun_combat_winner_more_hits_goes_on_and_predictions_score() -> None:
    """Rulebook: "The winner is the athlete with the highest number of Hits"; "Once an athlete
    wins a fight, his token moves ahead in the tournament playoff and the players who have
    guessed the correct outcome gain 1 Prestige Point." """
    base = prepared(players=4, athletes={p: [member()] for p in range(4)}, chance="chosen")
    state = bracket(base, [(0, 0), (1, 0), *SKULL_PAIRS])
    state = state.apply(Predict("black")).apply(Predict("white"))
    state = state.apply(Roll((HIT_RED, KI_GREY), (HITS_RED, KI_GREY)))  # 1 Hit against 2
    assert state.tournament.rounds[1][0] == Entrant(1, 0)
    assert prestige(state) == [0, 0, PREDICTION_PRESTIGE, 0]


def test_dojo_kun_combat_draw_a_wound_each_and_a_new_roll() -> None:
    """Rulebook: "In case of a draw, players proceed with a new round of combat, until a winner is
    declared ... after EACH draw both athletes get a Wound counter." """
    base = prepared(players=3, athletes={0: [member()], 1: [member()]}, chance="chosen")
    state = bracket(base, [(0, 0), (1, 0), *SKULL_PAIRS]).apply(Predict("white"))
    state = state.apply(Roll((KI_RED, KI_GREY), (KI_RED, KI_GREY)))  # 0 to 0
    t = state.tournament
    assert t.rounds[1][0] is None and t.fight == 0 and t.wounds == ((0, 0), (1, 0))
    assert state.step == "wound" and state.to_play == 0
    state = state.apply(Wound("tiger")).apply(Wound("bear"))
    assert state.member(0, 0).wounds == (1, 0, 0, 0) and state.member(1, 0).wounds == (0, 0, 1, 0)
    assert state.step == "roll" and state.tournament.predictions[2] == "white"  # kept
    state = state.apply(Roll((KI_GREY,), (HIT_RED,)))
    assert state.tournament.rounds[1][0] == Entrant(1, 0) and prestige(state) == [0, 0, 0]


def test_dojo_kun_combat_wound_on_a_discipline_with_a_die_left() -> None:
    """Rulebook: "the Wound Counter must be placed on a Discipline with a least one level and the
    counters placed can never be more than the levels obtained." """
    base = prepared(
        players=2, athletes={0: [member(wounds=(0, 0, 1, 0))], 1: [member()]}, chance="chosen"
    )
    state = bracket(base, [(0, 0), (1, 0), *SKULL_PAIRS])
    state = state.apply(Roll((KI_RED,), (KI_RED, KI_GREY)))  # a draw
    assert state.step == "wound" and state.to_play == 0
    assert [str(a) for a in state.legal_actions()] == ["wound tiger"]
    why = refused(state, Wound("bear"), "dojo_kun.combat.wound")
    assert "no Bear die left" in why.text
    refused(state, Wound("crane"), "dojo_kun.combat.wound")


def test_dojo_kun_combat_out_of_dice_loses_and_both_drop() -> None:
    """Rulebook: "If an athlete is left without dice, he's too battered to continue and loses
    automatically. On the rare occasion that both athletes run out of dice, they will both have
    to drop from the tournament." """
    empty = member(levels=(1, 0, 0, 0), wounds=(1, 0, 0, 0))
    base = prepared(players=2, athletes={0: [empty], 1: [member()]})
    state = bracket(base, [(0, 0), ("S", 7), (1, 0), ("S", 1), *SKULL_PAIRS[1:5]])
    t = state.tournament
    assert t.rounds[1][0] == Entrant(-1, 7) and not t.dropped
    base = prepared(players=2, athletes={0: [member(), member()], 1: [member()]}, chance="chosen")
    state = bracket(base, [(0, 0), (1, 0), (0, 1), *SKULL_PAIRS[:5]])
    state = state.apply(Roll((KI_RED, KI_GREY), (KI_RED, KI_GREY)))
    state = state.apply(Wound("tiger")).apply(Wound("tiger"))
    state = state.apply(Roll((KI_GREY,), (KI_GREY,)))
    state = state.apply(Wound("bear")).apply(Wound("bear"))
    t = state.tournament
    assert set(t.dropped) == {Entrant(0, 0), Entrant(1, 0)} and t.rounds[1][0] is None
    assert t.fight == 1 and state.step == "predict" and state.to_play == 1


def test_dojo_kun_combat_special_move_activated_by_dice_ki_tokens_and_techniques() -> None:
    """Rulebook: "The Move symbols and Ki tokens can be obtained from dice and from Ki and Secret
    Technique tokens ... the Ki tokens are not consumed during combat ... It is not possible to
    activate a Special move twice ... You can't use symbols created by Special Moves to activate
    new ones." """
    teishutsu = SPECIAL_MOVES["teishutsu"]
    athlete = Fighter(
        dice={"grey": 1},
        ki=teishutsu.needs["ki"],
        techniques=("tiger", "crane"),
        moves=("teishutsu",),
    )
    hold = face("grey", "hold")
    side = register(athlete, (hold,))
    assert side.moves == ("teishutsu",) and side.ki == teishutsu.needs["ki"]
    assert dict(side.board) == {"hit": 2, "block": 2, "hold": 2, "jump": 0}
    assert register(replace(athlete, ki=teishutsu.needs["ki"] - 1), (hold,)).moves == ()
    chain = register_symbols(
        Fighter(dice={"red": 3}, ki=4, moves=("hyaku_ken", "hakucho_no_ken")),
        {"hit": 1, "block": 2, "jump": 1},
    )
    assert chain.moves == ("hyaku_ken",)  # its 2 Hits do not set off HAKUCHO NO KEN
    once = register_symbols(Fighter(dice={"blue": 3}, ki=20, moves=("frost_san",)), {})
    assert once.board["block"] == SPECIAL_MOVES["frost_san"].gives["block"]


def test_dojo_kun_combat_own_move_printed_on_the_card_works_and_costs_nothing() -> None:
    """Appendix 2: T.J. BALLS "Special Move: 3K+1hold+1block = 1hit" is on his card."""
    tj = card(TJ_BALLS, ki=3, levels=(0, 0, 1, 0))
    assert tj.moves == () and tj.all_moves == ("t_j_balls",)
    base = prepared(players=2, athletes={0: [tj], 1: [member()]})
    f = tournament.fighter(base, Entrant(0, 0))
    assert f.moves == ("t_j_balls",)
    side = register(f, (face("grey", "hold", "block"),))
    assert side.moves == ("t_j_balls",) and side.board["hit"] == 1
    assert scoring.prestige(dojo(base, athletes=(tj, None)), 0).moves == 0  # no card to score


def test_dojo_kun_combat_harmful_attack_red_die_removes_symbols_and_wounds() -> None:
    """Rulebook: "After both athletes have updated the Combat Board, the player who activated a
    Harmful Attack rolls a red dice; the opponent removes from his side of the board the symbols
    rolled and adds a Wound counter to his Athlete Card." """
    attacker = Fighter(dice={"red": 3}, ki=4, moves=("hyaku_ken",))
    hit_block = face("red", "hit", "block")
    defender = Fighter(dice={"red": 2})
    result = combat.resolve_round(
        attacker,
        defender,
        (hit_block, hit_block, HIT_RED),
        (HITS_RED, HITS_RED),
        white_red=[hit_block],
    )
    assert result.sides[0].harmful == 1 and result.sides[0].board["hit"] == 3 + 2
    assert dict(result.sides[1].removed) == {"hit": 1, "block": 0, "hold": 0, "jump": 0}
    assert result.sides[1].board["hit"] == 3
    assert result.combat.hits == (5, 1) and result.wounds == (0, 1)


def test_dojo_kun_combat_submission_wins_a_draw_without_wounds() -> None:
    """Rulebook: "If the fight ends in a draw, the athlete who activated the Submission wins the
    round. No Wound counters are assigned." """
    white = Fighter(dice={"grey": 1}, ki=4, techniques=("tiger", "crane"), moves=("teishutsu",))
    black = Fighter(dice={"red": 1, "grey": 1}, techniques=("crane",))
    result = combat.resolve_round(
        white, black, (face("grey", "hold"),), (HITS_RED, face("grey", "hold", "hold"))
    )
    assert result.combat.hits == (2, 2)
    assert result.combat.winner == "white" and result.combat.decided_by == "submission"
    assert result.wounds == (0, 0)
    assert resolve_combat({"hit": 2}, {"hit": 3, "submission": "teishutsu"}).winner == "black"
    assert resolve_combat({"hit": 3}, {"hit": 2, "submission": "teishutsu"}).winner == "white"


def test_dojo_kun_combat_great_submission_beats_a_submission() -> None:
    """Rulebook: "When there is a draw and both these Special Moves are activated, the KYODAI
    TEISHUTSU wins against the TEISHUTSU." """
    great = {"hit": 3, "submission": "kyodai_teishutsu"}
    plain = {"hit": 3, "submission": "teishutsu"}
    assert resolve_combat(plain, great).winner == "black"
    assert resolve_combat(great, plain).winner == "white"
    assert resolve_combat(great, {"hit": 3}).decided_by == "submission"
    assert resolve_combat(great, great).winner is None
    assert SPECIAL_MOVES["kyodai_teishutsu"].submission > SPECIAL_MOVES["teishutsu"].submission


def test_dojo_kun_combat_move_prestige_each_time_the_move_goes_off() -> None:
    """Appendix 5: HAKUCHO NO KEN "Bonus: +1PP +2 hit +1 jump"; Ray Stone "= 1hit+1hold+1PP"
    (each time it goes off, draws included, as we read it)."""
    swan = member(levels=(2, 0, 0, 1), ki=4, moves=("hakucho_no_ken",))
    base = prepared(
        players=2, athletes={0: [swan], 1: [member(levels=(0, 2, 0, 0))]}, chance="chosen"
    )
    state = bracket(base, [(0, 0), (1, 0), *SKULL_PAIRS])
    jump, blocks = face("green", "jump"), face("blue", "block", "block")
    bonus = SPECIAL_MOVES["hakucho_no_ken"].bonus_prestige
    state = state.apply(Roll((HIT_RED, HIT_RED, jump), (blocks, blocks)))  # 4 Hits, 4 Blocks
    assert state.tournament.rounds[1][0] is None and prestige(state) == [bonus, 0]  # a draw
    state = state.apply(Wound("tiger")).apply(Wound("crane"))
    state = state.apply(Roll((HITS_RED, jump), (blocks,)))
    assert state.tournament.rounds[1][0] == Entrant(0, 0)
    assert prestige(state) == [2 * bonus, 0] and state.member(0, 0).ki == 4  # Ki not spent
    ray = register_symbols(
        Fighter(dice={"grey": 2, "green": 1}, ki=3, moves=("ray_stone",)), {"hold": 2, "jump": 1}
    )
    assert ray.bonus_prestige == SPECIAL_MOVES["ray_stone"].bonus_prestige == 1


# -- the Skull Dojo ------------------------------------------------------------------------------


def test_dojo_kun_skull_fill_only_the_places_the_players_leave() -> None:
    """Rulebook: "If during the Martial Arts Tournament pairing phase there aren't enough
    athletes from the players' Dojos, the empty slots are filled with the dreaded Skull Dojo
    athletes! Randomly pick the necessary Skull Dojo athlete tokens" """
    state = decide(setup(players=2), until=lambda s: s.tournament.rounds[0][-1] is not None)
    first = state.tournament.rounds[0]
    skulls = [e.space for e in first if e.skull]
    assert len(skulls) == BRACKET - 2 and len(set(skulls)) == len(skulls)
    assert sorted((*skulls, *state.tournament.skulls)) == sorted(SKULL)
    draws = {
        tuple(
            e
            for e in decide(
                setup(players=2, seed=seed), until=lambda s: s.tournament.rounds[0][-1] is not None
            ).tournament.rounds[0]
        )
        for seed in range(6)
    }
    assert len(draws) > 1  # at random
    full = setup(players=4, athletes={p: [member(), member(OENG)] for p in range(4)})
    full = decide(full, until=lambda s: s.tournament.rounds[0][-1] is not None)
    assert not any(e.skull for e in full.tournament.rounds[0])


def test_dojo_kun_skull_card_the_seasons_side_and_its_printed_symbols() -> None:
    """Rulebook: "These cards are printed on both sides: one lighter side for the White Lotus
    season ...; and the other darker side for ... the Black Lotus season. If one or more action
    symbols are printed on the card, add them to the athlete's dice rolls during combat." """
    for season in range(len(SEASONS)):
        base = replace(prepared(players=2), season=season)
        for number, athlete in SKULL.items():
            f = tournament.fighter(base, Entrant(-1, number))
            levels = athlete.levels[season]
            assert dict(f.dice) == {COLOURS[d]: levels[d] for d in DISCIPLINES}
            board = register(f, quiet_roll(f)).board
            assert all(board[s] == athlete.extra[season].get(s, 0) for s in board), number


def test_dojo_kun_skull_roller_the_player_on_the_left_predicts_before_the_roll() -> None:
    """Rulebook: "If a player has to fight against a Skull Dojo athlete, it's the player on his
    left that will roll the dice for the Skull, after declaring his prediction." The player on
    the left predicts before any roll (chance is seeded, or set by hand in a lesson)."""
    base = prepared(players=3, athletes={1: [member()]}, first=0, chance="chosen")
    state = bracket(base, [("S", 7), (1, 0), *SKULL_PAIRS])
    asked = []
    while state.step == "predict":
        assert state.tournament.roll is None
        asked.append(state.to_play)
        state = state.apply(Predict("white"))
    assert asked == [0, 2]  # P1, and P3 on the left of P2 (clockwise)
    assert state.step == "roll" and state.tournament.roll is None  # the roll comes after
    alone = prepared(players=1, athletes={0: [member()]}, chance="chosen")
    alone = bracket(alone, [("S", 7), (0, 0), *SKULL_PAIRS])
    assert alone.step == "roll" and alone.tournament.predictions == (None,)


def test_dojo_kun_skull_no_wounds_but_a_harmful_attack_still_removes_symbols() -> None:
    """Rulebook: "The Skull Dojo athletes never receive Wound counters. Against Harmful Attacks
    they still lose the Move symbol rolled with the red dice." """
    attacker = Fighter(dice={"red": 3}, ki=4, moves=("hyaku_ken",))
    hit_block = face("red", "hit", "block")
    hannibal = Fighter.skull(3, 1)
    assert hannibal.wounds_immune
    kis = quiet_roll(hannibal)
    result = combat.resolve_round(
        attacker, hannibal, (hit_block, hit_block, HIT_RED), kis, white_red=[HIT_RED]
    )
    assert result.sides[1].removed["hit"] == 1 and result.wounds == (0, 0)
    base = prepared(players=2, athletes={0: [member()]}, chance="chosen")
    state = bracket(base, [(0, 0), ("S", 7), *SKULL_PAIRS]).apply(Predict("black"))
    khamal = tournament.fighter(state, Entrant(-1, 7))  # printed: 1 Hit, 1 Block, 1 Hold
    state = state.apply(Roll((HIT_RED, face("grey", "hold")), quiet_roll(khamal)))  # 1 to 1
    t = state.tournament
    assert t.rounds[1][0] is None and t.wounds == ((0, 0),)  # a draw: only P1's athlete


# -- the end -------------------------------------------------------------------------------------


def test_dojo_kun_end_prestige_the_final_count_by_source() -> None:
    """Rulebook, End of the game: adventures, predictions and tournaments; Training equipment;
    athletes; Special Moves; Dojo expansions."""
    base = GAME.new_state(0, players=2)
    athletes = (
        base.dojos[0].athletes[0],
        card(OENG, moves=("hyaku_ken", "kyodai_teishutsu")),
        card(KUMIKO),
        card(TJ_BALLS),
    )
    state = base.with_dojo(
        0, prestige=10, equipment=(101, 1, 8, 16), athletes=athletes, expansions=2
    )
    state = replace(state, step="over", to_play=None, season=1)
    b = scoring.prestige(state, 0)
    assert b.won == 10
    assert b.equipment == sum(EQUIPMENT[e].prestige for e in (101, 1, 8, 16)) == 0
    assert b.athletes == sum(ATHLETES[m.card].prestige for m in athletes) == 4
    assert (
        b.moves == SPECIAL_MOVES["hyaku_ken"].prestige + SPECIAL_MOVES["kyodai_teishutsu"].prestige
    )
    assert b.expansions == 2 * EXPANSION_PRESTIGE
    outcome = state.outcome()
    assert outcome.winners == (0,) and outcome.scores[0] == b.total
    assert outcome.reason.rule == "dojo_kun.end.prestige" and outcome.reason.fr


def test_dojo_kun_end_tie_tournaments_won_then_highest_dan_then_shared() -> None:
    """Rulebook: "In case of a draw, the winner is the player who won the most tournaments; if
    it's still a draw, the player who has the athlete with the highest Dan level. If it's still
    a draw, the victory is shared." """
    base = replace(GAME.new_state(0, players=3), step="over", to_play=None, season=1)
    tied = base.with_dojo(0, prestige=8).with_dojo(1, prestige=8, tournaments_won=1)
    assert tied.outcome().winners == (1,) and tied.outcome().reason.rule == "dojo_kun.end.tie"
    tied = tied.with_dojo(0, tournaments_won=1, athletes=(card(CHEN, levels=(2, 2, 2, 0)), None))
    assert tied.outcome().winners == (0,) and "Dan (6)" in tied.outcome().reason.text
    shared = base.with_dojo(0, prestige=8).with_dojo(1, prestige=8).with_dojo(2, prestige=8)
    assert shared.outcome().winners == (0, 1, 2) and "partagent" in shared.outcome().reason.fr


def test_dojo_kun_end_over_nothing_more_is_played() -> None:
    """Rulebook: "At the end of the second tournament the game ends and the winner can be
    declared." Every action is then refused, citing dojo_kun.end.over."""
    base = replace(
        prepared(players=2, athletes={0: [member(), member(OENG)], 1: [member()]}), season=1
    )
    state = finished(
        base,
        [
            FIRST[:6] + [("S", 5), ("S", 6)],
            [(0, 0), (1, 0), (0, 1), ("S", 6)],
            [(1, 0), ("S", 6)],
            [("S", 6)],
        ],
    )
    assert state.step == "over" and state.current_player is None and state.legal_actions() == ()
    assert state.outcome() is not None
    whys = []
    for action in (Send((0,)), Place("M", "expand"), Predict("white"), Wound("tiger")):
        why = state.why_illegal(action)
        assert why is not None and why.text and why.fr and why.fr != why.text
        with pytest.raises(IllegalAction):
            state.apply(action)
        whys.append(why.rule)
    assert whys == ["dojo_kun.end.over"] * 4, (
        "ENGINE BUG: once the second tournament is over, every action is refused with the "
        "sentence of dojo_kun.end.over ('The game is over: the second tournament has been "
        f"fought.') but the refusal cites {whys[0]!r} (the final count); dojo_kun.end.over is "
        "cited nowhere (gamekit/dojo_kun/state.py, DojoKunState.why_illegal)"
    )


# -- the single player mode ----------------------------------------------------------------------


def test_dojo_kun_solo_goal_more_prestige_than_the_skull_dojo() -> None:
    """Rulebook: "To win, you need to score more Prestige points than the Skull Dojo." """
    base = replace(GAME.new_state(0, players=1), step="over", to_play=None, season=1)
    mine = scoring.prestige(base.with_dojo(0, prestige=20), 0).total
    won = replace(base.with_dojo(0, prestige=20), skull_prestige=mine - 1)
    assert won.outcome().winners == (0,) and won.outcome().reason.rule == "dojo_kun.solo.goal"
    lost = replace(won, skull_prestige=mine)
    assert lost.outcome().winners == () and lost.outcome().reason.rule == "dojo_kun.solo.goal"
    assert "more than" in lost.outcome().reason.text


def test_dojo_kun_solo_tournament_at_most_two_athletes_the_rest_skulls() -> None:
    """Rulebook: "During the tournament you may have participate no more than 2 athletes while
    all other positions must be taken by Skull Dojo tokens." """
    state = setup(players=1, athletes={0: [member(), member(OENG), member(KUMIKO)]})
    why = refused(state, Send((0, 1, 2)), "dojo_kun.solo.tournament")
    assert f"at most {TOURNAMENT_ATHLETES}" in why.text
    state = replace(state, options=replace(state.options, chance="chosen"))
    state = decide(state.apply(Send((0, 2))), until=lambda s: s.step == "roll")
    first = state.tournament.rounds[0]
    assert sorted(e.space for e in first if not e.skull) == [0, 2]
    assert sum(e.skull for e in first) == BRACKET - TOURNAMENT_ATHLETES


def test_dojo_kun_solo_skull_score_all_its_athletes_in_both_tournaments() -> None:
    """Rulebook: "The Skull Dojo will score Prestige points from all athletes in both
    tournaments." """
    athletes = {0: [member(), member(OENG)]}
    rounds = [
        [(0, 0), ("S", 1), (0, 1), ("S", 2), ("S", 5), ("S", 3), ("S", 6), ("S", 4)],
        [(0, 0), ("S", 2), ("S", 3), ("S", 4)],
        [("S", 2), ("S", 3)],
        [("S", 3)],
    ]
    state = finished(prepared(players=1, athletes=athletes), rounds)
    w, f, s, o = TOURNAMENT_PRESTIGE[0]
    assert state.skull_prestige == w + f + s + 4 * o and prestige(state) == [s + o]
    state = finished(replace(state, turn=PRELUDE_TURNS), rounds)
    w2, f2, s2, o2 = TOURNAMENT_PRESTIGE[1]
    assert state.step == "over"
    assert state.skull_prestige == w + f + s + 4 * o + w2 + f2 + s2 + 4 * o2
    two = finished(prepared(players=2, athletes={**athletes, 1: [member()]}), rounds)
    assert two.skull_prestige == 0  # the Skull Dojo scores only alone


def test_dojo_kun_solo_handicap_block_then_hold_and_hit() -> None:
    """Rulebook: "To make it more difficult, add to the Skull Dojo Athletes 1 block in the first
    season and 1 hold and 1 hit in the second season." """
    assert SOLO_HANDICAP == ({"block": 1}, {"hold": 1, "hit": 1})
    for season in range(len(SEASONS)):
        hard = replace(prepared(players=1, handicap=True), season=season)
        easy = replace(prepared(players=1), season=season)
        duo = replace(prepared(players=2, handicap=True), season=season)
        for number in SKULL:
            extra = dict(tournament.fighter(hard, Entrant(-1, number)).extra)
            printed = dict(tournament.fighter(easy, Entrant(-1, number)).extra)
            assert extra == {s: printed[s] + SOLO_HANDICAP[season].get(s, 0) for s in printed}
            assert dict(tournament.fighter(duo, Entrant(-1, number)).extra) == printed


def test_dojo_kun_solo_ranks_by_score() -> None:
    """Rulebook: "<20 = wooden man, 21-25 = canvas belt, 26-30 = red belt, 31-35 = black belt,
    36-40 = senpai, >41 = sensei" (20 a wooden man and 41 a sensei, as we read it)."""
    bounds = [limit for limit, _ in SOLO_RANKS if limit is not None]
    for (limit, title), (_, next_title) in pairwise(SOLO_RANKS):
        assert scoring.solo_rank(limit) == title and scoring.solo_rank(limit + 1) == next_title
    assert bounds == [20, 25, 30, 35, 40]
    assert scoring.solo_rank(0) == "wooden man" and scoring.solo_rank(99) == "sensei"
    assert scoring.solo_rank(27, "fr") == "ceinture rouge"
    base = replace(GAME.new_state(0, players=1), step="over", to_play=None, season=1)
    state = replace(base.with_dojo(0, prestige=30), skull_prestige=50)
    assert scoring.prestige(state, 0).total == 31
    assert "black belt" in state.outcome().reason.text


# -- athlete abilities ---------------------------------------------------------------------------


def test_dojo_kun_ability_bandit_level_king_hoshi() -> None:
    """Appendix 2: KING HOSHI "When he defeats a bandit card, he gains 1 level"."""
    state = fresh(adventure_row=("sanzoku", "tabi"))
    state = dojo(state, athletes=(card(KING_HOSHI, levels=(2, 0, 0, 2), ki=5), None))
    refused(state, "1 adventure1", "dojo_kun.ability.bandit_level")
    after = play(state, "1 adventure1 bear").member(0, 0)
    assert after.levels == (2, 0, 1, 2)
    assert play(state, "1 adventure2").member(0, 0).levels == (2, 0, 0, 2)  # a Journey


def test_dojo_kun_ability_ki_bonus_kazama_fan_gains_one_ki_more() -> None:
    """Appendix 2: KAZAMA FAN "When he gains K = +1K"."""
    state = dojo(fresh(), athletes=(card(KAZAMA_FAN), None), equipment=(101, 9))
    assert play(state, "1 waterfall").member(0, 0).ki == WATERFALL_KI[0] + 1
    assert play(state, "1 waterfall+").member(0, 0).ki == WATERFALL_KI[1] + 1
    assert play(state, "1 help").member(0, 0).ki == HELP_VILLAGE[0]["ki"] + 1
    assert play(state, "1 help+").member(0, 0).ki == 0  # no Ki gained, no bonus
    assert play(state, "1 train2").member(0, 0).ki == EQUIPMENT[9].options[0]["ki"] + 1


def test_dojo_kun_ability_journey_level_sun_w_kong() -> None:
    """Appendix 2: SUN W. KONG "When he completes a Journey card, he gains 1 level"."""
    state = fresh(adventure_row=("tabi", "sanzoku"))
    state = dojo(state, athletes=(card(SUN_W_KONG, levels=(2, 1, 0, 0), ki=4), None))
    refused(state, "1 adventure1", "dojo_kun.ability.journey_level")
    assert play(state, "1 adventure1 cobra").member(0, 0).levels == (2, 1, 0, 1)
    assert play(state, "1 adventure2").member(0, 0).levels == (2, 1, 0, 0)  # a Bandit card


def test_dojo_kun_ability_no_ki_kumiko_and_king_rhal() -> None:
    """Appendix 2: KUMIKO "She can't gain K"; KING RHAL "He can't gain K"."""
    for number in (KUMIKO, KING_RHAL):
        state = dojo(fresh(), athletes=(card(number), None), equipment=(101, 9))
        why = refused(state, "1 waterfall", "dojo_kun.ability.no_ki")
        assert "can't gain Ki" in why.text
        refused(state, "1 train2", "dojo_kun.ability.no_ki")
        helped = play(state, "1 help")
        assert (
            helped.member(0, 0).ki == 0 and helped.dojos[0].prestige == HELP_VILLAGE[0]["prestige"]
        )
    admitted = play(fresh(turn=1, offer_athletes=(KUMIKO,)), "M athlete1").member(0, 1)
    assert admitted.ki == 0


def test_dojo_kun_ability_yang_discount_the_kid() -> None:
    """Appendix 2: THE KID "When he perform the action Master YANG = discount of 1K"."""
    state = dojo(fresh(), athletes=(card(THE_KID, ki=1), None))
    assert play(state, "1 yang tiger").member(0, 0).ki == 1 - (TECHNIQUES["tiger"].ki - 1)
    assert play(state, "1 yang cobra").member(0, 0).ki == 1  # never below nothing
    broke = dojo(fresh(), athletes=(card(THE_KID, ki=0), None))
    why = refused(broke, "1 yang tiger", "dojo_kun.athlete.ki")
    assert why.text == f"The Kid has 0 Ki; the Tiger Technique costs {TECHNIQUES['tiger'].ki - 1}."


def test_dojo_kun_ability_victory_prestige_tyler_handsome() -> None:
    """Appendix 2: TYLER HANDSOME "For each victory he gets during a tournament, gain 1 Prestige
    Point"."""
    tyler = member(TYLER, (2, 0, 0, 0))
    base = prepared(players=2, athletes={0: [tyler], 1: [member()]}, chance="chosen")
    state = bracket(base, [(0, 0), (1, 0), ("S", 7), ("S", 1), *SKULL_PAIRS[1:5]])
    state = state.apply(Roll((HIT_RED, HIT_RED), (KI_RED, KI_GREY)))
    assert state.tournament.rounds[1][0] == Entrant(0, 0) and prestige(state) == [1, 0]
    state = decide(state, until=lambda s: s.step == "roll")
    khamal = tournament.fighter(state, Entrant(-1, 1))
    state = state.apply(Roll((HITS_RED, HITS_RED), quiet_roll(khamal)))
    assert state.tournament.rounds[2][0] == Entrant(0, 0)
    assert prestige(state) == [2, PREDICTION_PRESTIGE]


def test_dojo_kun_ability_ki_for_level_lord_vegan() -> None:
    """Appendix 2: LORD VEGAN "He can sacrifice 2K to gain +1lvl (multiple times)"."""
    state = dojo(fresh(season=1), athletes=(card(TAKASHI), card(LORD_VEGAN, ki=2 * SACRIFICE_KI)))
    state = state.apply(Sacrifice(1, "bear")).apply(Sacrifice(1, "bear"))
    vegan = state.member(0, 1)
    assert vegan.levels == (1, 1, 2, 2) and vegan.ki == 0 and state.to_play == 0
    why = refused(state, Sacrifice(1, "tiger"), "dojo_kun.ability.ki_for_level")
    assert why.text == f"Lord Vegan has 0 Ki; a level costs him {SACRIFICE_KI}."
    refused(state, Sacrifice(0, "tiger"), "dojo_kun.ability.ki_for_level")


def test_dojo_kun_ability_train_prestige_marcellus_brody() -> None:
    """Appendix 2: MARCELLUS BRODY "When he trains, you gain 1PP"."""
    state = dojo(fresh(season=1), athletes=(card(MARCELLUS), None), equipment=(101, 16))
    assert play(state, "1 train1 b").dojos[0].prestige == 1
    tile = EQUIPMENT[16].options[0]["prestige"]
    assert play(state, "1 train2").dojos[0].prestige == 1 + tile
    assert play(state, "1 help+").dojos[0].prestige == HELP_VILLAGE[1]["prestige"]  # no training


def test_dojo_kun_ability_train_ki_cat_mask() -> None:
    """Appendix 2: CAT MASK "When he trains, you gain 1K" (on his card)."""
    state = dojo(
        fresh(season=1), athletes=(card(CAT_MASK, levels=(0, 0, 2, 1)), None), equipment=(101, 12)
    )
    assert play(state, "1 train1 b").member(0, 0).ki == 1
    assert play(state, "1 train2").member(0, 0).ki == EQUIPMENT[12].options[0]["ki"] + 1
    assert play(state, "1 help+").member(0, 0).ki == 0


def test_dojo_kun_ability_no_wounds_s_zuki() -> None:
    """Appendix 2: S.ZUKI "He never gets Wound counters (neither from draws nor from Special
    Moves)"."""
    zuki = member(S_ZUKI, (1, 0, 1, 0))
    base = prepared(players=2, athletes={0: [zuki], 1: [member()]}, chance="chosen")
    state = bracket(base, [(0, 0), (1, 0), *SKULL_PAIRS])
    assert tournament.fighter(state, Entrant(0, 0)).wounds_immune
    state = state.apply(Roll((KI_RED, KI_GREY), (KI_RED, KI_GREY)))  # a draw
    assert state.tournament.wounds == ((1, 0),) and state.to_play == 1
    attacker = Fighter(dice={"red": 3}, ki=4, moves=("hyaku_ken",))
    hit_block = face("red", "hit", "block")
    f = tournament.fighter(state, Entrant(0, 0))
    result = combat.resolve_round(
        attacker, f, (hit_block, hit_block, HIT_RED), (HITS_RED, KI_GREY), white_red=[HIT_RED]
    )
    assert result.wounds == (0, 0) and result.sides[1].removed["hit"] == 1


# -- teaching tools ------------------------------------------------------------------------------


def test_dojo_kun_chance_chosen_rolls_by_hand_only_in_a_game_made_for_it() -> None:
    """A roll is set by hand only with ``chance="chosen"``; otherwise the seed rolls."""
    slots = [(0, 0), (1, 0), *SKULL_PAIRS]
    chosen = bracket(
        prepared(players=2, athletes={0: [member()], 1: [member()]}, chance="chosen"), slots
    )
    assert chosen.step == "roll" and legal(chosen, Roll((0, 0), (0, 0)))
    refused(chosen, Roll((0,), (0, 0)), "dojo_kun.chance.chosen")
    seeded = bracket(prepared(players=3, athletes={0: [member()], 1: [member()]}), slots)
    assert seeded.step == "predict"
    why = refused(seeded, Roll((0, 0), (0, 0)), "dojo_kun.chance.chosen")
    assert "chance='chosen'" in why.text
    rolled = seeded.apply(Predict("white"))
    assert rolled.tournament.roll is not None and rolled.step != "roll"
