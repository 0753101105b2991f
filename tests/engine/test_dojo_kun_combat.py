"""Dojo Kun's combat: the rulebook's Medved and Takashi example, the serpentine, Submissions,
Special Moves, Harmful Attacks, and the exact odds against a simulation."""

from __future__ import annotations

import math
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamekit.dojo_kun.combat import (
    DIE_ORDER,
    WOUND_POLICIES,
    CombatError,
    Fighter,
    Step,
    combat_odds,
    fight_odds,
    fighter,
    harmful_attack,
    move_key,
    register,
    register_symbols,
    resolve_combat,
    resolve_round,
    roll_dice,
    roll_red,
    roll_round,
    wound_choice,
)
from gamekit.dojo_kun.data import DICE, SPECIAL_MOVES

# -- the rulebook's example ------------------------------------------------------------------
#
# First roll. Medved (white) has 3 grey, 2 blue, 1 red, 3 Ki tokens and KYODAI TEISHUTSU, which
# he misses "because of 1 Ki missing": his dice showed no Ki (3 tokens + 0 = 3 of the 4 needed)
# but at least 1 Hit and 2 Holds. The resolution names his counts: "Takashi's Jump reduces by 1
# Medved's Holds. Medved's two Holds left" -> 3 Holds; "Medved's 7 Blocks"; "the one rolled Hit
# symbol"; "Medved performed no Jumps". So he rolled 1 Hit, 7 Blocks, 3 Holds, 0 Jumps, 0 Ki.
#
# Takashi (black) has 3 red, 2 green, 1 blue, 2 Ki tokens, HYAKU KEN (4 Ki, 1 Hit, 2 Blocks)
# and TEISHUTSU (4 Ki, 1 Hit, 1 Block, 1 Hold). He "lacks 1 Hold" for TEISHUTSU: 0 Holds, and
# everything else it needs, so at least 2 Ki on his dice. HYAKU KEN fires and adds 2 Hits, and
# Medved's Blocks then cancel "the 7 Hits from Takashi": he rolled 5 Hits. "Takashi's Jump": 1
# Jump. "Medved's two Holds left bring to 0 Takashi's blocks": at most 2 Blocks, and HYAKU KEN
# needs 2: exactly 2. "nor Takashi any holds": 0 Holds. So he rolled 5 Hits, 2 Blocks, 0 Holds,
# 1 Jump, 2 Ki; the board shows 7 Hits. HYAKU KEN's red die shows one Hit, which comes off
# Medved's side: Medved plays 0 Hits, 7 Blocks, 3 Holds.

MEDVED = Fighter(dice={"grey": 3, "blue": 2, "red": 1}, ki=3, moves=("KYODAI TEISHUTSU",))
TAKASHI = Fighter(dice={"red": 3, "green": 2, "blue": 1}, ki=2, moves=("HYAKU KEN", "TEISHUTSU"))
MEDVED_ROLLED = {"hit": 1, "block": 7, "hold": 3, "jump": 0, "ki": 0}
TAKASHI_ROLLED = {"hit": 5, "block": 2, "hold": 0, "jump": 1, "ki": 2}


def test_the_rulebook_example_first_roll_is_a_draw_0_to_0():
    medved = register_symbols(MEDVED, MEDVED_ROLLED)
    takashi = register_symbols(TAKASHI, TAKASHI_ROLLED)
    assert medved.moves == () and medved.ki == 3  # "1 Ki missing"
    assert takashi.moves == ("hyaku_ken",) and takashi.harmful == 1  # no Hold for TEISHUTSU
    assert dict(takashi.board) == {"hit": 7, "block": 2, "hold": 0, "jump": 1}
    medved = harmful_attack(medved, [0])  # the red die shows one Hit
    assert dict(medved.board) == {"hit": 0, "block": 7, "hold": 3, "jump": 0}
    result = resolve_combat(medved, takashi)
    assert result.hits == (0, 0) and result.winner is None and result.decided_by is None
    assert [
        (s.side, s.symbol, s.by_side, s.by_symbol, s.before, s.after) for s in result.steps
    ] == [
        ("white", "hold", "black", "jump", 3, 2),  # Takashi's Jump reduces by 1 Medved's Holds
        ("black", "block", "white", "hold", 2, 0),  # Medved's two Holds bring Takashi's Blocks to 0
        ("white", "hit", "black", "block", 0, 0),  # Medved's Hit was taken by HYAKU KEN
        ("black", "hold", "white", "jump", 0, 0),  # Medved performed no Jumps
        ("white", "block", "black", "hold", 7, 7),  # nor Takashi any Holds
        ("black", "hit", "white", "block", 7, 0),  # Medved's 7 Blocks bring Takashi's 7 Hits to 0
    ]


def test_the_rulebook_example_first_roll_from_the_dice_faces_wounds_medved_twice():
    # The data's dice can show both first rolls (the faces index DICE[colour]):
    # Medved, red blue blue grey grey grey: Hit | Block+Block x2 | Hold+Block x3.
    # Takashi, red red red blue green green: Hit+Block x2, Hit+Hit | Ki+Ki | Jump, Hit.
    assert MEDVED.colours == ("red", "blue", "blue", "grey", "grey", "grey")
    assert TAKASHI.colours == ("red", "red", "red", "blue", "green", "green")
    medved_faces, takashi_faces = (0, 2, 2, 4, 4, 4), (4, 4, 3, 4, 0, 4)
    assert dict(register(MEDVED, medved_faces).rolled) == MEDVED_ROLLED
    assert dict(register(TAKASHI, takashi_faces).rolled) == TAKASHI_ROLLED
    result = resolve_round(MEDVED, TAKASHI, medved_faces, takashi_faces, black_red=[0])
    assert result.combat.hits == (0, 0) and result.combat.winner is None
    # "Both athletes receive due to fatigue a Wound token ... Medved also receives another
    # Wound token because of the negative effect of the Special Move HYAKU KEN"
    assert result.wounds == (2, 1)
    assert dict(result.sides[0].removed)["hit"] == 1


def test_the_rulebook_example_second_roll_kyodai_teishutsu_beats_teishutsu():
    # The text gives the result (3 Hits to 3), the moves (KYODAI TEISHUTSU for Medved,
    # TEISHUTSU for Takashi, whose HYAKU KEN lacks "only 1 Block": he rolled exactly 1) and the
    # dice: Medved rolls 4 dice after his 2 Wounds, Takashi 5. The counts below are one roll
    # that fits. Medved (kept 1 red, 1 blue, 2 grey): Hit+Hit, Block+Block, Hold+Hold, Ki ->
    # 2 Hits, 2 Blocks, 2 Holds and 1 Ki (+3 tokens = 4); KYODAI TEISHUTSU adds 1 Hit, 2 Blocks.
    # Takashi: 4 Hits, 1 Block, 1 Hold, 2 Ki (+2 tokens = 4); TEISHUTSU adds 1 Hit, 1 Block and
    # 1 Hold. (Takashi has no grey die and no Bear technique: his Hold comes from the blue
    # die's Hold face, which the data gives the Crane for this example; see data.DICE.)
    medved = register_symbols(
        Fighter(dice={"red": 1, "blue": 1, "grey": 2}, ki=3, moves=("kyodai_teishutsu",)),
        {"hit": 2, "block": 2, "hold": 2, "ki": 1},
    )
    takashi = register_symbols(
        Fighter(dice={"red": 3, "green": 1, "blue": 1}, ki=2, moves=("hyaku_ken", "teishutsu")),
        {"hit": 4, "block": 1, "hold": 1, "ki": 2},
    )
    assert medved.moves == ("kyodai_teishutsu",) and medved.submission == 2
    assert takashi.moves == ("teishutsu",) and takashi.submission == 1
    assert dict(medved.board) == {"hit": 3, "block": 4, "hold": 2, "jump": 0}
    assert dict(takashi.board) == {"hit": 5, "block": 2, "hold": 2, "jump": 0}
    result = resolve_combat(medved, takashi)
    # Medved's 2 Holds cancel Takashi's 2 Blocks: his 3 Hits stay; Takashi's 2 Holds leave
    # Medved 2 Blocks, which take 2 of Takashi's 5 Hits.
    assert result.hits == (3, 3)
    assert result.winner == "white" and result.decided_by == "submission"
    assert result.submissions == (2, 1)


# -- the serpentine --------------------------------------------------------------------------


def test_serpentine_each_step_reduces_one_count_by_the_other_sides_symbols():
    result = resolve_combat({"hit": 3, "hold": 2}, {"hit": 5, "block": 4, "jump": 1})
    assert result.steps == (
        Step("white", "hold", "black", "jump", 1, 2, 1),
        Step("black", "block", "white", "hold", 1, 4, 3),
        Step("white", "hit", "black", "block", 3, 3, 0),
        Step("black", "hold", "white", "jump", 0, 0, 0),
        Step("white", "block", "black", "hold", 0, 0, 0),
        Step("black", "hit", "white", "block", 0, 5, 5),
    )
    assert result.hits == (0, 5) and result.winner == "black" and result.decided_by == "hits"
    assert dict(result.boards[1]) == {"hit": 5, "block": 3, "hold": 0, "jump": 1}
    assert str(result.steps[0]) == "Black's 1 Jump: White's Holds 2 → 1"


def test_serpentine_never_goes_below_zero():
    result = resolve_combat({"hit": 1, "hold": 2, "jump": 9}, {"hit": 2, "block": 1, "jump": 5})
    assert result.steps[0].after == 0  # 5 Jumps against 2 Holds
    assert result.steps[3].after == 0  # 9 Jumps against no Hold
    assert result.hits == (0, 2)


def test_serpentine_without_holds_or_jumps_is_blocks_against_hits():
    assert resolve_combat({"hit": 4, "block": 1}, {"hit": 2, "block": 3}).hits == (1, 1)
    assert resolve_combat({}, {}).winner is None
    assert resolve_combat({"hit": 1, "ki": 5}, {}).hits == (1, 0)  # Ki is not on the board


# -- Submissions -----------------------------------------------------------------------------


def test_submission_wins_a_draw():
    result = resolve_combat({"hit": 2, "submission": "teishutsu"}, {"hit": 2})
    assert result.winner == "white" and result.decided_by == "submission"


def test_great_submission_beats_submission_and_equal_ones_stay_a_draw():
    great = {"hit": 1, "submission": "KYODAI TEISHUTSU"}
    plain = {"hit": 1, "submission": "teishutsu"}
    assert resolve_combat(plain, great).winner == "black"
    assert resolve_combat(great, plain).winner == "white"
    assert resolve_combat(plain, plain).winner is None
    assert resolve_combat(great, great).decided_by is None
    assert resolve_combat({"hit": 1, "submission": None}, {"hit": 1}).winner is None


def test_submission_does_not_help_when_hits_differ():
    result = resolve_combat({"hit": 1, "submission": "kyodai_teishutsu"}, {"hit": 2})
    assert result.winner == "black" and result.decided_by == "hits"


def test_a_submission_that_wins_a_draw_gives_no_wounds():
    # Both roll one grey die; white knows TEISHUTSU and its needs come from his tokens and
    # techniques: 4 Ki, the Tiger's Hit, the Crane's Block and the die's Hold.
    white = Fighter(dice={"grey": 1}, ki=4, techniques=("tiger", "crane"), moves=("teishutsu",))
    black = Fighter(dice={"red": 1, "grey": 1}, techniques=("crane",))
    # white: Hold -> 1 Hit, 1 Block, 1 Hold + TEISHUTSU (1 Hit, 1 Block, 1 Hold): 2 Hits, 2
    # Blocks, 2 Holds. black: Hit+Hit, Hold+Hold + the Crane's Block: 2 Hits, 1 Block, 2 Holds.
    result = resolve_round(white, black, (0,), (3, 3))
    assert result.sides[0].moves == ("teishutsu",)
    assert result.combat.hits == (2, 2) and result.combat.winner == "white"
    assert result.wounds == (0, 0)
    plain = resolve_round(white, black, (5,), (3, 3))  # a Ki face: TEISHUTSU misses its Hold
    assert plain.combat.winner == "black"


# -- validation ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("white", "message"),
    [
        ({"hits": 1}, "'hits' is not a symbol"),
        ({"hit": -1}, "can't be negative"),
        ({"hit": 1.0}, "whole number"),
        ({"hit": "2"}, "whole number"),
        ({"hit": True}, "whole number"),
        ({"hit": 10**6}, "at most 99"),
        ({"submission": "kyodai"}, "submission is 'teishutsu' or 'kyodai_teishutsu'"),
        ({"submission": 2}, "submission is"),
        ([("hit", 1)], "mapping"),
        ({1: 1}, "'1' is not a symbol"),
    ],
)
def test_resolve_combat_refuses_bad_input_with_a_clear_message(white, message):
    with pytest.raises(ValueError, match=message):
        resolve_combat(white, {})


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ({"dice": {"purple": 1}}, "'purple' is not a die"),
        ({"dice": {"red": 4}}, "at most 3"),
        ({"dice": {"red": 1, "tiger": 1}}, "given twice"),
        ({"dice": {"red": 1}, "moves": ["HYAKU"]}, "not a Special Move; the moves are: HAKUCHO"),
        ({"dice": {"red": 1}, "moves": ["teishutsu", "TEISHUTSU"]}, "given twice"),
        ({"dice": {"red": 1}, "moves": "teishutsu"}, "moves are a list"),
        ({"dice": {"red": 1}, "techniques": ["dragon"]}, "not a Secret Technique"),
        ({"dice": {"red": 1}, "techniques": ["bear"] * 3}, "holds 2 bear"),
        ({"dice": {"red": 1}, "extra": {"ki": 1}}, "not an extra symbol"),
        ({"dice": {"red": 1}, "ki": -2}, "can't be negative"),
        ({"dice": {"red": 1}, "wounds_immune": 1}, "True or False"),
        ({"dice": {"red": 1}, "level": 2}, "'level' is not part of a fighter"),
        ({"ki": 2}, "needs his dice"),
        ("red", "a fighter is a mapping"),
    ],
)
def test_fighters_refuse_bad_input_with_a_clear_message(value, message):
    with pytest.raises(ValueError, match=message):
        combat_odds(value, {"dice": {"red": 1}})


def test_rolls_refuse_faces_that_do_not_fit_the_dice():
    with pytest.raises(CombatError, match="2 faces are needed"):
        register({"dice": {"red": 1, "blue": 1}}, [0])
    with pytest.raises(CombatError, match="at most 5"):
        register({"dice": {"red": 1}}, [6])
    with pytest.raises(CombatError, match="1 Harmful Attack"):
        resolve_round(MEDVED, TAKASHI, (0, 2, 2, 4, 4, 4), (4, 4, 3, 4, 0, 4))
    with pytest.raises(CombatError, match="not a wound policy"):
        fight_odds(MEDVED, TAKASHI, policy="random")


def test_moves_are_read_by_key_or_by_name_in_any_case():
    assert move_key("Ha Do Me Ha Ken") == "ha_do_me_ha_ken"
    assert fighter({"dice": {"tiger": 1}, "moves": ["RAY STONE"]}).moves == ("ray_stone",)
    assert fighter({"dice": {"Red": 1}, "techniques": ["GREY", "bear"]}).techniques == (
        "bear",
        "bear",
    )


# -- Special Moves ---------------------------------------------------------------------------


def test_special_move_needs_are_met_by_dice_techniques_and_ki_tokens():
    # KYODAI TEISHUTSU needs 4 Ki, 1 Hit, 2 Holds: 1 Ki rolled + 3 tokens, the Hit rolled, one
    # Hold rolled and one from the Bear technique.
    athlete = Fighter(dice={"grey": 2}, ki=3, techniques=("bear",), moves=("kyodai_teishutsu",))
    rolled = {"hit": 1, "hold": 1, "ki": 1}
    side = register_symbols(athlete, rolled)
    assert side.moves == ("kyodai_teishutsu",) and side.ki == 4
    assert dict(side.board) == {"hit": 2, "block": 2, "hold": 2, "jump": 0}
    assert (
        register_symbols(Fighter(dice={"grey": 2}, ki=3, moves=("kyodai_teishutsu",)), rolled).moves
        == ()
    )
    assert (
        register_symbols(
            Fighter(dice={"grey": 2}, ki=2, techniques=("bear",), moves=("kyodai_teishutsu",)),
            rolled,
        ).moves
        == ()
    )


def test_special_moves_are_not_activated_by_symbols_another_move_created():
    # HYAKU KEN gives 2 Hits; HAKUCHO NO KEN needs 2 Hits: the single rolled Hit is not enough.
    athlete = Fighter(dice={"red": 3}, ki=4, moves=("hyaku_ken", "hakucho_no_ken"))
    side = register_symbols(athlete, {"hit": 1, "block": 2, "jump": 1})
    assert side.moves == ("hyaku_ken",)
    assert side.board["hit"] == 3


def test_each_special_move_activates_at_most_once():
    athlete = Fighter(dice={"blue": 3}, ki=10, moves=("frost_san",))
    side = register_symbols(athlete, {"ki": 6})  # 16 Ki: FROST SAN's 5 Ki three times over
    assert side.moves == ("frost_san",) and side.board["block"] == 2


def test_two_different_special_moves_activate_on_one_roll_and_report_their_effects():
    athlete = Fighter(dice={"red": 3}, ki=4, moves=("hakucho_no_ken", "hyaku_ken", "teishutsu"))
    side = register_symbols(athlete, {"hit": 2, "block": 2, "hold": 1, "jump": 1})
    assert side.moves == ("hakucho_no_ken", "hyaku_ken", "teishutsu")
    assert dict(side.board) == {"hit": 2 + 2 + 2 + 1, "block": 3, "hold": 2, "jump": 2}
    assert (side.harmful, side.submission, side.bonus_prestige) == (1, 1, 1)


def test_skull_athletes_add_their_printed_symbols_and_the_solo_handicap():
    khamal = Fighter.skull(7, 2)  # 1B 3G +2 Hits +1 Block +3 Holds
    assert dict(khamal.dice) == {"red": 0, "blue": 1, "grey": 3, "green": 0}
    side = register(khamal, (4, 5, 5, 5))  # Ki faces only
    assert dict(side.board) == {"hit": 2, "block": 1, "hold": 3, "jump": 0}
    solo = register(Fighter.skull(7, 2, solo=True), (4, 5, 5, 5))
    assert dict(solo.board) == {"hit": 3, "block": 1, "hold": 4, "jump": 0}
    assert Fighter.skull(1, 1).wounds_immune


# -- Harmful Attacks -------------------------------------------------------------------------


def test_harmful_attack_removes_the_red_dies_symbols_but_never_ki_or_below_zero():
    side = register_symbols({"dice": {"blue": 2}}, {"hit": 1, "block": 1})
    assert DICE["red"][3] == ("hit", "hit") and DICE["red"][5] == ("ki",)
    hurt = harmful_attack(side, [3])
    assert dict(hurt.board)["hit"] == 0 and dict(hurt.removed)["hit"] == 1
    assert harmful_attack(side, [5]).board == side.board
    twice = harmful_attack(side, [4, 4])  # Hit+Block twice
    assert dict(twice.board) == {"hit": 0, "block": 0, "hold": 0, "jump": 0}


def test_harmful_attack_wounds_athletes_but_not_the_skull_dojo():
    attacker = Fighter(dice={"red": 3}, ki=4, moves=("hyaku_ken",))
    faces = (4, 4, 0)  # Hit+Block, Hit+Block, Hit: HYAKU KEN
    plain = Fighter(dice={"grey": 1})
    skull = Fighter.skull(4, 1)
    on_plain = resolve_round(attacker, plain, faces, (0,), white_red=[1])
    on_skull = resolve_round(attacker, skull, faces, (0, 4, 0, 0), white_red=[1])  # 1 Hit
    assert on_plain.combat.winner == "white" and on_plain.wounds == (0, 1)
    assert on_skull.wounds == (0, 0)
    assert dict(on_skull.sides[1].removed)["hit"] == 1  # he still loses the Hit


def test_two_harmful_attacks_roll_two_red_dice():
    attacker = Fighter(dice={"red": 2, "green": 1}, ki=4, moves=("hyaku_ken", "tonde_hyaku_ken"))
    side = register(attacker, (4, 4, 3))  # Hit+Block twice, Jump+Hit
    assert side.harmful == 2
    result = resolve_round(attacker, {"dice": {"blue": 1}}, (4, 4, 3), (0,), white_red=[0, 5])
    assert result.wounds == (0, 2)  # a Wound per Harmful Attack, even the red die that showed Ki


# -- chance helpers --------------------------------------------------------------------------


def test_roll_dice_gives_a_face_per_die_in_a_fixed_order():
    athlete = Fighter(dice={"green": 1, "red": 2})
    faces = roll_dice(athlete, random.Random(7))
    assert len(faces) == 3 and all(0 <= f < 6 for f in faces)
    assert faces == roll_dice(athlete, random.Random(7))
    assert athlete.colours == ("red", "red", "green") and DIE_ORDER[0] == "red"
    assert {roll_red(random.Random(s)) for s in range(60)} == set(range(6))


# -- properties of the serpentine ------------------------------------------------------------

small = st.integers(0, 12)
board_side = st.fixed_dictionaries(
    {"hit": small, "block": small, "hold": small, "jump": small},
    optional={"submission": st.sampled_from(["teishutsu", "kyodai_teishutsu"])},
)
RANK = {"win": 2, "draw": 1, "loss": 0}


def _white(result) -> str:
    return {"white": "win", None: "draw", "black": "loss"}[result.winner]


@settings(max_examples=300, deadline=None)
@given(board_side, board_side)
def test_more_hits_never_lose(white, black):
    before = _white(resolve_combat(white, black))
    after = _white(resolve_combat({**white, "hit": white["hit"] + 1}, black))
    assert RANK[after] >= RANK[before]


@settings(max_examples=300, deadline=None)
@given(board_side, board_side)
def test_jumps_never_raise_the_opponents_hits(white, black):
    before = resolve_combat(white, black).hits[1]
    after = resolve_combat({**white, "jump": white["jump"] + 1}, black).hits[1]
    assert after <= before


@settings(max_examples=300, deadline=None)
@given(board_side, board_side)
def test_swapping_the_sides_swaps_the_result(white, black):
    result, swapped = resolve_combat(white, black), resolve_combat(black, white)
    assert swapped.hits == result.hits[::-1]
    assert swapped.winner == {"white": "black", "black": "white", None: None}[result.winner]


# -- the exact odds ------------------------------------------------------------------------

fighters = st.fixed_dictionaries(
    {
        "dice": st.fixed_dictionaries({c: st.integers(0, 2) for c in DIE_ORDER}),
        "ki": st.integers(0, 5),
        "techniques": st.lists(st.sampled_from(["tiger", "crane", "bear", "cobra"]), max_size=2),
        "moves": st.lists(st.sampled_from(sorted(SPECIAL_MOVES)), max_size=3, unique=True),
    }
)


@settings(max_examples=40, deadline=None)
@given(fighters, fighters)
def test_combat_odds_sum_to_one_and_swap_with_the_fighters(white, black):
    odds, swapped = combat_odds(white, black), combat_odds(black, white)
    assert odds.white + odds.black + odds.draw == pytest.approx(1.0, abs=1e-9)
    assert min(odds.white, odds.black, odds.draw) >= -1e-12
    assert (swapped.white, swapped.black, swapped.draw) == pytest.approx(
        (odds.black, odds.white, odds.draw), abs=1e-12
    )


PAIRS = {
    "the example's athletes, more moves": (
        {"dice": {"grey": 3, "blue": 2, "red": 1}, "ki": 3, "techniques": ["bear"],
         "moves": ["KYODAI TEISHUTSU", "TEISHUTSU"]},
        {"dice": {"red": 3, "green": 2, "blue": 1}, "ki": 2, "techniques": ["tiger"],
         "moves": ["HYAKU KEN", "TEISHUTSU", "TONDE HYAKU KEN"]},
    ),
    "a solo Skull athlete against HA DO ME HA KEN": (
        Fighter.skull(3, 2, solo=True),
        {"dice": {"red": 2, "blue": 2, "green": 1}, "ki": 4, "techniques": ["crane"],
         "moves": ["ha do me ha ken", "hyaku ken"]},
    ),
    "the athletes' own moves": (
        {"dice": {"red": 2, "green": 2}, "ki": 4, "moves": ["HAKUCHO NO KEN", "LIU ONG LEN"]},
        {"dice": {"blue": 2, "grey": 2}, "ki": 3, "moves": ["FROST SAN", "T.J. BALLS"]},
    ),
}  # fmt: skip


@pytest.mark.parametrize("pair", PAIRS.values(), ids=PAIRS.keys())
def test_combat_odds_agree_with_20000_seeded_rolls(pair):
    white, black = (fighter(f) for f in pair)
    odds = combat_odds(white, black)
    rng, rolls = random.Random(20260), 20_000
    seen = Counter(roll_round(white, black, rng).combat.winner for _ in range(rolls))
    for exact, key in ((odds.white, "white"), (odds.black, "black"), (odds.draw, None)):
        error = math.sqrt(exact * (1 - exact) / rolls)
        assert abs(seen[key] / rolls - exact) <= 4 * error + 1e-9, (key, seen[key], exact)


# -- the odds of a whole fight ---------------------------------------------------------------


@pytest.mark.parametrize("policy", WOUND_POLICIES)
def test_a_fighter_with_no_dice_loses_and_two_drop(policy):
    nobody = {"dice": {}, "techniques": ["tiger", "tiger"]}
    odds = fight_odds(nobody, {"dice": {"grey": 1}}, policy)
    assert (odds.white, odds.black, odds.both_drop) == (0.0, 1.0, 0.0)
    assert fight_odds(nobody, nobody, policy).both_drop == 1.0


@pytest.mark.parametrize("policy", WOUND_POLICIES)
def test_symmetric_fighters_win_half_the_fights_that_do_not_end_in_a_drop(policy):
    athlete = PAIRS["the example's athletes, more moves"][1]
    odds = fight_odds(athlete, athlete, policy)
    assert odds.white / (odds.white + odds.black) == pytest.approx(0.5, abs=1e-12)
    assert odds.white + odds.black + odds.both_drop == pytest.approx(1.0, abs=1e-12)
    assert 0 < odds.both_drop < 0.01


def test_fight_odds_of_athletes_who_take_no_wounds():
    # Two Skull athletes keep their dice: the draws just repeat.
    odds = fight_odds(Fighter.skull(1, 1), Fighter.skull(6, 1))
    single = combat_odds(Fighter.skull(1, 1), Fighter.skull(6, 1))
    assert odds.white == pytest.approx(single.white / (single.white + single.black))
    # ... and if no roll can ever decide, the fight never ends.
    holder = Fighter(dice={"grey": 1}, wounds_immune=True)
    assert fight_odds(holder, holder).endless == 1.0


def test_fight_odds_agree_with_4000_seeded_fights():
    white = fighter(PAIRS["the example's athletes, more moves"][0])
    black = fighter(PAIRS["the example's athletes, more moves"][1])
    policy = "most_dice"
    exact = fight_odds(white, black, policy)
    rng, fights = random.Random(5), 4000
    seen: Counter = Counter()
    for _ in range(fights):
        w, b = white, black
        while w.dice_count and b.dice_count:
            result = roll_round(w, b, rng)
            if result.combat.winner:
                seen[result.combat.winner] += 1
                break
            w, b = (
                _wounded(w, result.wounds[0], b, policy),
                _wounded(b, result.wounds[1], w, policy),
            )
        else:
            seen["white" if w.dice_count else "black" if b.dice_count else "drop"] += 1
    for p, key in ((exact.white, "white"), (exact.black, "black")):
        error = math.sqrt(p * (1 - p) / fights)
        assert abs(seen[key] / fights - p) <= 4 * error + 1e-9, (key, seen[key], p)


def _wounded(athlete: Fighter, wounds: int, opponent: Fighter, policy: str) -> Fighter:
    """Each Wound takes the die the policy chooses, the opponent as he was in the roll."""
    for _ in range(wounds):
        if athlete.dice_count:
            athlete = athlete.without(wound_choice(athlete, opponent, policy))
    return athlete


def test_wound_policies_choose_a_die_to_lose():
    athlete = Fighter(dice={"red": 2, "blue": 2, "green": 1})
    assert wound_choice(athlete, athlete, "most_dice") == "blue"  # most dice: blue before red
    # Against Cobra dice (Jumps and Hits, no Blocks), a grey die's Holds are worth nothing:
    # losing it costs least.
    holder = Fighter(dice={"red": 1, "grey": 1})
    assert wound_choice(holder, Fighter(dice={"green": 2}), "next_roll") == "grey"
    with pytest.raises(CombatError, match="no die left"):
        wound_choice(Fighter(), holder)
