"""Dojo Kun's prelude rule by rule (gamekit/dojo_kun/prelude.py and activities.py): each test
names the rule id it checks; positions come from seeded new games changed with
``dataclasses.replace`` and the state's helpers."""

from __future__ import annotations

import dataclasses
import random

import pytest
from dojo_kun_positions import (
    P,
    card,
    dojo,
    fresh,
    play,
)

from gamekit import IllegalAction
from gamekit.dojo_kun import prelude
from gamekit.dojo_kun.actions import SLOTS, TOKENS, Place, Sacrifice, Send
from gamekit.dojo_kun.data import DISCIPLINES, REVEALED
from gamekit.dojo_kun.game import GAME


def refused(state, action):
    """The reason refusing ``action``, checked in both languages and against ``apply``."""
    if isinstance(action, str):
        action = P(action)
    reason = state.why_illegal(action)
    assert reason is not None, f"{action} should be refused"
    assert reason.text and reason.fr and reason.fr != reason.text
    assert action not in state.legal_actions()
    with pytest.raises(IllegalAction) as err:
        state.apply(action)
    assert err.value.reason == reason
    return reason


def legal(state, text: str) -> bool:
    return P(text) in state.legal_actions() and state.why_illegal(P(text)) is None


def takashi(state, **changes):
    """P1's Senpai (Tiger Dojo: Takashi, 1 Tiger 1 Cobra, 1 Ki) with ``changes``."""
    return state.with_member(0, 0, card(2, **changes))


# -- placing tokens -------------------------------------------------------------------------------


def test_dojo_kun_place_turn_order_clockwise_from_the_first_player() -> None:
    state = GAME.new_state(seed=1, players=3)
    assert state.to_play == state.first == 2
    order = []
    while state.turn == 0:
        order.append(state.to_play)
        state = state.apply(next(a for a in state.legal_actions() if a.slot in ("expand", "help+")))
    assert order == [2, 0, 1, 2, 0, 1]
    assert state.to_play == 2


def test_dojo_kun_place_turn_order_a_player_without_tokens_is_skipped() -> None:
    state = dojo(fresh(), 1, athletes=(card(4), card(6)))  # P2 has two athletes, P1 one
    state = play(state, "M accelerate", "M expand", "1 help+", "1 help+")
    assert state.to_play == 1  # P1 has placed everything: P2 places again
    state = play(state, "2 waterfall+")
    assert state.turn == 1 and state.to_play == 0  # nobody has a token left: the turn ends


def test_dojo_kun_place_turn_order_only_placements_now() -> None:
    state = fresh()
    for action, rule in (
        (Send((0,)), "dojo_kun.place.turn_order"),
        (Place("7", "waterfall"), "dojo_kun.place.turn_order"),
        (Place("1", "garden"), "dojo_kun.place.turn_order"),
        (Place("2", "waterfall"), "dojo_kun.master.admit"),
    ):
        assert refused(state, action).rule == rule
    reason = refused(state, Send((0,)))
    assert (
        reason.text == "It is the prelude: P1 places a token, like 'M athlete1' or '1 waterfall'."
    )
    assert (
        reason.fr == "C’est le prélude : P1 place un pion, comme « M athlete1 » ou « 1 waterfall »."
    )


def test_dojo_kun_place_once_a_token_acts_once_a_turn() -> None:
    state = play(fresh(), "1 waterfall+", "1 help+")
    reason = refused(state, "1 help+")
    assert reason.rule == "dojo_kun.place.once"
    assert reason.text == (
        "Takashi (Athlete 1) is already on the Mystic Waterfalls' common area this turn: a token "
        "acts once a turn (only Accelerate moves an athlete who trained)."
    )
    assert reason.fr == (
        "Takashi (athlète 1) est déjà sur la zone commune des Cascades mystiques ce tour-ci : un "
        "pion n’agit qu’une fois par tour (seul Accélérer déplace un athlète entraîné)."
    )
    solo = play(dojo(fresh(1), athletes=(card(2), card(6))), "M expand", "1 help+")
    assert refused(solo, "M expand").rule == "dojo_kun.place.once"
    assert refused(solo, "1 rest").rule == "dojo_kun.place.once"


def test_dojo_kun_place_circle_and_octagon() -> None:
    state = dojo(fresh(), athletes=(card(2), card(6)))
    table = {
        "1 athlete1": "dojo_kun.place.circle",
        "2 expand": "dojo_kun.place.circle",
        "2 equipment1": "dojo_kun.place.octagon",
        "M waterfall": "dojo_kun.place.octagon",
        "M train1": "dojo_kun.place.octagon",
    }
    for text, rule in table.items():
        assert refused(state, text).rule == rule, text
    reason = refused(state, "M waterfall")
    assert reason.text == (
        "The Master goes only on octagonal slots; the Mystic Waterfalls' single circle is for "
        "athletes."
    )
    assert refused(state, "2 equipment1").fr == (
        "Des activités du Maître, seul l’athlète 1 peut prendre un Nouvel équipement "
        "d’entraînement à sa place ; Oeng (athlète 2) ne le peut pas."
    )
    assert legal(state, "1 equipment1") and legal(state, "M equipment1")


def test_dojo_kun_place_single_one_token_in_the_whole_village() -> None:
    state = play(fresh(), "1 waterfall")
    reason = refused(state, "1 waterfall")
    assert reason.rule == "dojo_kun.place.single"
    assert reason.text == (
        "Takashi (P1) is already on the Mystic Waterfalls' single circle this turn: a single "
        "circle holds only one token."
    )
    assert reason.fr == (
        "Takashi (P1) est déjà sur le cercle simple des Cascades mystiques ce tour-ci : un cercle "
        "simple n’accueille qu’un seul pion."
    )
    rich = fresh(move_row=("teishutsu",), adventure_row=("tabi",))
    rich = rich.with_member(0, 0, card(2, ki=5)).with_member(1, 0, card(4, ki=5))
    for text in ("help", "first", "yang cobra", "yin tiger crane crane", "move1 ki", "adventure1"):
        after = play(rich, f"1 {text}")
        assert refused(after, f"1 {text.split()[0]}").rule == "dojo_kun.place.single", text


def test_dojo_kun_place_common_area_takes_any_number() -> None:
    state = dojo(fresh(3), 0, athletes=(card(2), card(6)))
    state = play(state, "1 waterfall+", "1 waterfall+", "1 help+", "2 help+")
    assert [m.ki for m in state.dojos[0].athletes] == [2, 4] and state.member(1, 0).ki == 2
    assert [d.prestige for d in state.dojos] == [1, 0, 1]


def test_dojo_kun_place_fulfil_an_activity_that_cannot_be_carried_out_whole() -> None:
    # HOGO gives an athlete or an equipment: with the Dojo full of both, it can't be chosen
    state = takashi(fresh(adventure_row=("hogo_saru",)), levels=(2, 0, 0, 2), ki=3)
    state = dojo(state, athletes=(state.member(0, 0), card(6)), equipment=(101, 1))
    reason = refused(state, "1 adventure1 athlete1")
    assert reason.rule == "dojo_kun.place.fulfil"
    assert "HOGO: SARU NO DOJO also gives an athlete or a Training Equipment" in reason.text
    assert not [a for a in state.legal_actions() if a.slot == "adventure1"]


# -- athletes' actions ---------------------------------------------------------------------------


def test_dojo_kun_athlete_ki_an_athlete_without_the_ki_cannot_choose_the_action() -> None:
    state = fresh(to_play=1)
    reason = refused(state, "1 yin bear crane crane")
    assert reason.rule == "dojo_kun.athlete.ki"
    assert reason.text == "Li Yun Dai has 1 Ki; Master YIN costs 2."
    assert reason.fr == "Li Yun Dai a 1 Ki ; le Maître YIN en coûte 2."
    assert (
        refused(state, "1 yang tiger").text == "Li Yun Dai has 1 Ki; the Tiger Technique costs 2."
    )
    assert refused(state, "1 yang tiger").fr == (
        "Li Yun Dai a 1 Ki ; la Technique du Tigre en coûte 2."
    )


TRAINING = [
    # equipment, Takashi's (levels, ki) before, choices, (levels, ki) after
    (101, ((1, 0, 0, 1), 1), "a", ((2, 0, 0, 1), 2)),
    (101, ((1, 0, 0, 1), 1), "b", ((1, 0, 0, 2), 1)),
    (5, ((1, 0, 0, 1), 1), "bear", ((1, 0, 1, 1), 1)),
    (6, ((1, 0, 0, 1), 1), "crane", ((1, 1, 0, 1), 2)),
    (7, ((1, 0, 0, 1), 1), "crane", ((1, 1, 0, 1), 0)),
    (9, ((1, 0, 0, 1), 1), "", ((1, 0, 0, 1), 3)),
    (14, ((1, 0, 0, 1), 1), "b", ((1, 1, 0, 1), 1)),
    (17, ((1, 0, 0, 1), 5), "tiger tiger", ((3, 0, 0, 1), 1)),
    (17, ((1, 0, 0, 1), 5), "crane bear", ((1, 1, 1, 1), 1)),
    (18, ((1, 0, 0, 1), 0), "", ((1, 0, 0, 1), 3)),
]


@pytest.mark.parametrize(("tile", "before", "choices", "after"), TRAINING)
def test_dojo_kun_athlete_train_gains_what_the_equipment_shows(tile, before, choices, after):
    state = takashi(dojo(fresh(), equipment=(101, tile)), levels=before[0], ki=before[1])
    slot = "train1" if tile == 101 else "train2"
    state = play(state, f"1 {slot} {choices}".strip())
    member = state.member(0, 0)
    assert (member.levels, member.ki) == after
    assert state.placed[0] == (("1", slot),)


def test_dojo_kun_athlete_train_refusals() -> None:
    state = dojo(fresh(), athletes=(card(2), card(6)), equipment=(101, None))
    table = {
        "1 train1": ("dojo_kun.athlete.train", "The starting equipment gives one option or the "
                     "other: write 'a' (+1 Tiger, +1 Ki) or 'b' (+1 Cobra) after 'train1'."),
        "1 train1 c": ("dojo_kun.athlete.train", None),
        "1 train2": ("dojo_kun.athlete.train", "Equipment slot 2 of your Dojo is empty: there is "
                     "nothing to train on."),
        "1 train3": ("dojo_kun.setup.spaces", "Your Dojo has 2 equipment slots: there is no "
                     "train3 (expanding the Dojo adds one)."),
        "1 train1 a tiger": ("dojo_kun.athlete.train", None),
    }  # fmt: skip
    for text, (rule, sentence) in table.items():
        reason = refused(state, text)
        assert reason.rule == rule, text
        assert sentence is None or reason.text == sentence
    assert refused(state, "1 train1").fr == (
        "L’équipement de départ donne une option ou l’autre : écrivez « a » (+1 Tigre, +1 Ki) ou "
        "« b » (+1 Cobra) après « train1 »."
    )
    state = play(state, "1 train1 a", "M expand")
    reason = refused(state, "2 train1 b")
    assert reason.rule == "dojo_kun.athlete.train"
    assert reason.text == (
        "Takashi has already trained on equipment slot 1 this turn: a Training Equipment takes "
        "one athlete a turn."
    )


def test_dojo_kun_athlete_train_with_a_tile_that_costs_ki() -> None:
    state = takashi(dojo(fresh(), equipment=(101, 7)), ki=0)
    assert refused(state, "1 train2 bear").rule == "dojo_kun.athlete.ki"
    state = takashi(dojo(fresh(), equipment=(101, 17)), ki=3)
    assert refused(state, "1 train2 tiger crane").text == (
        "Takashi has 3 Ki; buying 2 levels at tile 17 costs 4."
    )
    reason = refused(state, "1 train2")
    assert reason.rule == "dojo_kun.athlete.train"
    assert reason.text.startswith("Tile 17 sells levels for 2 Ki each")
    state = takashi(state, ki=5)
    order = refused(state, "1 train2 crane tiger")
    assert (
        order.text
        == "Write the levels in the order Tiger, Crane, Bear, Cobra: '1 train2 tiger crane'."
    )
    assert legal(state, "1 train2 tiger crane")
    assert not legal(state, "1 train2 tiger crane bear")  # 6 Ki


def test_dojo_kun_athlete_special_move_learnt_for_ki_or_a_level() -> None:
    state = takashi(fresh(3, move_row=("hyaku_ken", "teishutsu")), ki=3)
    state = play(state, "1 move2 ki")
    assert state.member(0, 0).moves == ("teishutsu",) and state.member(0, 0).ki == 0
    assert state.move_row == ("hyaku_ken",)
    # the taken card leaves a gap: move1 still names HYAKU KEN, move2 is taken
    assert refused(state, "1 move2 level crane").rule == "dojo_kun.place.single"
    state = play(state, "1 move1 level crane")
    li = state.member(1, 0)
    assert li.moves == ("hyaku_ken",) and li.levels == (0, 0, 1, 0) and li.ki == 1
    assert state.move_row == ()
    assert refused(state, "1 move1 ki").rule == "dojo_kun.place.single"
    assert refused(state, "1 move3 ki").text == "The Special Moves row has no card 3."


def test_dojo_kun_athlete_special_move_refusals_and_season_two_prices() -> None:
    state = fresh(season=1, move_row=("ha_do_me_ha_ken",))
    state = takashi(state, ki=0)
    assert [str(a) for a in state.legal_actions() if a.slot == "move1"] == []
    reason = refused(state, "1 move1 level tiger")
    assert reason.rule == "dojo_kun.athlete.ki"
    assert reason.text == "Takashi has 0 Ki; learning HA DO ME HA KEN this way costs 1."
    state = takashi(state, ki=1)
    assert [str(a) for a in state.legal_actions() if a.slot == "move1"] == [
        "1 move1 level tiger",
        "1 move1 level cobra",
    ]
    assert refused(state, "1 move1 level crane").rule == "dojo_kun.level.lose"
    assert (
        refused(state, "1 move1 ki").text
        == "Takashi has 1 Ki; learning HA DO ME HA KEN this way costs 4."
    )
    form = refused(state, "1 move1 tiger")
    assert form.rule == "dojo_kun.athlete.special_move"
    assert form.text == (
        "HA DO ME HA KEN costs 4 Ki ('1 move1 ki') or 1 Ki and a level ('1 move1 level' and the "
        "discipline losing it)."
    )
    knows = takashi(state, moves=("ha_do_me_ha_ken",), ki=5)
    assert refused(knows, "1 move1 ki").text == "Takashi already knows HA DO ME HA KEN."


def test_dojo_kun_athlete_waterfalls_two_ki_on_the_circle_one_in_the_area() -> None:
    state = play(fresh(), "1 waterfall", "1 waterfall+")
    assert state.member(0, 0).ki == 3 and state.member(1, 0).ki == 2
    assert refused(state, "M waterfall").rule == "dojo_kun.place.octagon"
    assert refused(fresh(), "1 waterfall tiger").rule == "dojo_kun.athlete.waterfalls"


def test_dojo_kun_athlete_first_player_counter_at_once_and_the_lowest_tile() -> None:
    state = GAME.new_state(seed=1, players=3)  # P3 first
    state = play(state, "M expand", "1 first")
    assert state.first == 0 and state.to_play == 1  # the turn goes on clockwise from P1
    assert state.dojos[0].reservation == 1 and state.reservations == (2, 3)
    while state.turn == 0:
        state = state.apply(state.legal_actions()[0])
    assert state.to_play == 0  # P1 begins the next turn


def test_dojo_kun_athlete_reservation_one_a_tile_a_dojo() -> None:
    state = fresh(reservations=(2, 3))
    state = dojo(state, reservation=1)
    state = play(state, "1 first")
    assert state.dojos[0].reservation == 1 and state.reservations == (2, 3)
    assert state.first == 0
    none_left = play(fresh(reservations=()), "1 first")
    assert none_left.dojos[0].reservation is None and none_left.first == 0
    assert refused(fresh(), "1 first 1").rule == "dojo_kun.athlete.first_player"


def test_dojo_kun_athlete_help_village_prestige_and_ki() -> None:
    state = play(fresh(), "1 help", "1 help+")
    assert (state.dojos[0].prestige, state.member(0, 0).ki) == (1, 2)
    assert (state.dojos[1].prestige, state.member(1, 0).ki) == (1, 1)
    assert refused(state, "M help").rule == "dojo_kun.place.octagon"


def test_dojo_kun_athlete_yang_a_secret_technique_for_ki() -> None:
    state = takashi(fresh(), ki=3)
    state = play(state, "1 yang tiger")
    assert state.member(0, 0).techniques == ("tiger",) and state.member(0, 0).ki == 1
    assert state.techniques == ("crane", "bear", "cobra")
    state = play(state, "M expand")
    gone = refused(dataclasses.replace(state, to_play=0, placed=((), ())), "1 yang tiger")
    assert gone.rule == "dojo_kun.athlete.yang"
    assert gone.text == (
        "The Tiger Technique has already been taken this season; left: Crane, Bear, Cobra."
    )
    again = takashi(fresh(), ki=3, techniques=("cobra",))
    reason = refused(again, "1 yang cobra")
    assert reason.text == "Takashi already holds the Cobra Technique: one of each kind at most."
    assert reason.fr == "Takashi a déjà la Technique du Cobra : une de chaque sorte au plus."
    assert refused(again, "1 yang").rule == "dojo_kun.athlete.yang"
    assert [a.choices for a in again.legal_actions() if a.slot == "yang"] == [
        ("tiger",),
        ("crane",),
        ("bear",),
    ]


def test_dojo_kun_athlete_yin_a_level_lost_two_gained() -> None:
    state = takashi(fresh(), ki=2)
    after = play(state, "1 yin cobra cobra cobra")
    assert after.member(0, 0).levels == (1, 0, 0, 2) and after.member(0, 0).ki == 0
    after = play(state, "1 yin tiger crane bear")
    assert after.member(0, 0).levels == (0, 1, 1, 1)
    assert refused(state, "1 yin crane tiger tiger").rule == "dojo_kun.level.lose"
    assert refused(state, "1 yin tiger").rule == "dojo_kun.athlete.yin"
    order = refused(state, "1 yin tiger cobra crane")
    assert order.rule == "dojo_kun.athlete.yin"
    assert order.text.endswith("'1 yin tiger crane cobra'.")
    full = takashi(fresh(), levels=(3, 0, 0, 3), ki=2)
    assert refused(full, "1 yin tiger cobra crane").rule == "dojo_kun.athlete.yin"
    assert refused(full, "1 yin tiger crane cobra").rule == "dojo_kun.level.cap"
    assert legal(full, "1 yin tiger tiger crane")  # back into the discipline just lost


def test_dojo_kun_athlete_adventure_dan_and_ki() -> None:
    state = fresh(adventure_row=("tabi", "sanzoku"))
    reason = refused(state, "1 adventure2")
    assert reason.rule == "dojo_kun.athlete.adventure"
    assert reason.text == "SANZOKU needs Dan 3; Takashi is Dan 2."
    assert reason.fr == "SANZOKU demande le Dan 3 ; Takashi n’a que le Dan 2."
    assert refused(state, "1 adventure1").text == "Takashi has 1 Ki; TABI costs 2."
    state = takashi(state, levels=(2, 0, 0, 1), ki=2)
    state = play(state, "1 adventure2")
    assert state.dojos[0].prestige == 2 and state.member(0, 0).ki == 0
    assert state.adventure_row == ("tabi",)
    assert refused(state, "1 adventure2").rule == "dojo_kun.place.single"
    assert refused(state, "1 adventure3").text == "The Adventures row has no card 3."


def test_dojo_kun_level_dan_is_the_total_of_the_levels() -> None:
    state = takashi(fresh(adventure_row=("sanzoku",)), levels=(1, 1, 0, 1), ki=2)
    assert state.member(0, 0).dan == 3 and legal(state, "1 adventure1")


def test_dojo_kun_athlete_journey_paid_several_times() -> None:
    state = takashi(fresh(adventure_row=("tabi", "sanzoku")), levels=(2, 0, 0, 1), ki=5)
    assert [a.choices for a in state.legal_actions() if a.slot == "adventure1"] == [(), ("x2",)]
    after = play(state, "1 adventure1 x2")
    assert after.dojos[0].prestige == 2 and after.member(0, 0).ki == 1
    assert (
        refused(state, "1 adventure1 x3").text == "Takashi has 5 Ki; paying TABI 3 times costs 6."
    )
    assert refused(state, "1 adventure1 x1").rule == "dojo_kun.athlete.journey"
    reason = refused(state, "1 adventure2 x2")
    assert reason.rule == "dojo_kun.athlete.journey"
    assert reason.text == (
        "Only a Journey (TABI, SUBARASHI TABI) is paid several times; SANZOKU is done once."
    )


def test_dojo_kun_athlete_protect_a_hogo_card_gives_an_athlete_or_an_equipment() -> None:
    state = fresh(adventure_row=("hogo_saru",), offer_athletes=(16, 6), offer_equipment=(5,))
    state = takashi(state, levels=(2, 0, 0, 2), ki=4)
    ways = [a.choices for a in state.legal_actions() if a.slot == "adventure1"]
    assert ways[0] == ("athlete1", "tiger", "crane") and ways[-2:] == [
        ("athlete2",),
        ("equipment1",),
    ]
    after = play(state, "1 adventure1 athlete1 bear cobra")
    assert after.member(0, 1) == card(16, levels=(0, 0, 1, 1))
    assert after.offer_athletes == (None, 6) and after.adventure_row == ()
    assert after.dojos[0].prestige == 1 and after.member(0, 0).ki == 1
    after = play(state, "1 adventure1 equipment1")
    assert after.dojos[0].equipment == (101, 5) and after.offer_equipment == (None,)
    table = {
        "1 adventure1": "dojo_kun.athlete.protect",
        "1 adventure1 athlete3": "dojo_kun.athlete.protect",
        "1 adventure1 athlete1": "dojo_kun.master.admit_levels",
        "1 adventure1 athlete1 bear bear": "dojo_kun.master.admit_levels",
        "1 adventure1 equipment1 tiger": "dojo_kun.athlete.adventure",
    }
    for text, rule in table.items():
        assert refused(state, text).rule == rule, text
    full = dojo(state, athletes=(state.member(0, 0), card(6)))
    reason = refused(full, "1 adventure1 athlete2")
    assert reason.text == "Your Dojo has no free athlete space for a new athlete."
    assert legal(full, "1 adventure1 equipment1")


def test_dojo_kun_athlete_protect_the_new_athlete_acts_this_turn() -> None:
    state = fresh(1, adventure_row=("hogo_saru",), offer_athletes=(6, 8))
    state = takashi(state, levels=(2, 0, 0, 2), ki=3)
    state = play(state, "1 adventure1 athlete1")
    assert state.to_play == 0 and legal(state, "2 waterfall")


# -- levels -----------------------------------------------------------------------------------------


def test_dojo_kun_level_cap_three_in_a_discipline() -> None:
    state = takashi(dojo(fresh(), equipment=(101, 1)), levels=(3, 0, 0, 1), ki=2)
    reason = refused(state, "1 train2")
    assert reason.rule == "dojo_kun.level.cap"
    assert reason.text == "Takashi would go above level 3 in Tiger: no Discipline goes higher."
    assert (
        reason.fr == "Takashi dépasserait le niveau 3 en Tigre : aucune discipline ne va plus haut."
    )
    assert refused(state, "1 train1 a").rule == "dojo_kun.level.cap"
    assert legal(state, "1 train1 b")
    assert refused(state, "1 yin cobra tiger crane").rule == "dojo_kun.level.cap"


def test_dojo_kun_level_lose_only_a_level_the_athlete_has() -> None:
    state = takashi(fresh(move_row=("teishutsu",)), ki=0)
    reason = refused(state, "1 move1 level bear")
    assert reason.rule == "dojo_kun.level.lose"
    assert reason.text == "Takashi has no Bear level to lose."
    assert reason.fr == "Takashi n’a pas de niveau en Ours à perdre."
    assert legal(state, "1 move1 level cobra")


# -- the Master's actions ------------------------------------------------------------------------


def test_dojo_kun_master_equipment_onto_the_first_empty_slot() -> None:
    state = fresh(offer_equipment=(5,))
    state = play(state, "M equipment1")
    assert state.dojos[0].equipment == (101, 5) and state.offer_equipment == (None,)
    reason = refused(state, "1 equipment1")
    assert reason.rule == "dojo_kun.master.equipment"
    assert reason.text == "There is no Training Equipment 1 on offer."
    full = dojo(fresh(), equipment=(101, 1))
    reason = refused(full, "M equipment1")
    assert reason.text == (
        "Your Dojo has no empty equipment slot: expand it to take another Training Equipment."
    )
    by_senpai = play(fresh(offer_equipment=(5,)), "1 equipment1")
    assert by_senpai.dojos[0].equipment == (101, 5)


def test_dojo_kun_master_admit_into_the_first_free_space() -> None:
    state = play(fresh(offer_athletes=(6, 8)), "M athlete2")
    assert state.dojos[0].athletes[1] == card(8) and state.offer_athletes == (6, None)
    other = dataclasses.replace(state, to_play=0, placed=((), ()))
    reason = refused(other, "M athlete1")
    assert reason.rule == "dojo_kun.master.admit"
    assert reason.text == "Your Dojo has no free athlete space: expand it to admit another athlete."
    assert refused(other, "M athlete2").text == "There is no athlete card 2 on offer."


def test_dojo_kun_master_admit_the_new_token_acts_this_turn() -> None:
    state = play(fresh(offer_athletes=(6, 8)), "M athlete1", "M expand", "1 help+", "1 help+")
    assert state.to_play == 0
    assert [a.token for a in state.legal_actions()] == ["2"] * len(state.legal_actions())
    state = play(state, "2 waterfall")
    assert state.member(0, 1).ki == 6 and state.turn == 1


def test_dojo_kun_master_admit_levels_on_different_disciplines() -> None:
    state = fresh(offer_athletes=(16, 24))
    assert play(state, "M athlete1 tiger crane").member(0, 1) == card(16, levels=(1, 1, 0, 0))
    reason = refused(state, "M athlete1 tiger")
    assert reason.rule == "dojo_kun.master.admit_levels"
    assert reason.text == (
        "Naboo Kho has 2 levels of your choice, each in a different discipline: name them "
        "(e.g. 'M athlete1 tiger crane')."
    )
    assert reason.fr == (
        "Naboo Kho a 2 niveaux au choix, chacun dans une discipline différente : nommez-les "
        "(par ex. « M athlete1 tiger crane »)."
    )
    assert refused(state, "M athlete1 bear bear").rule == "dojo_kun.master.admit_levels"
    assert refused(state, "M athlete1 crane tiger").text == (
        "Write the levels in the order Tiger, Crane, Bear, Cobra: 'M athlete1 tiger crane'."
    )
    assert refused(state, "M athlete2 bear").rule == "dojo_kun.level.cap"  # Cat Mask: 3 Bear
    assert refused(fresh(offer_athletes=(6,)), "M athlete1 crane").rule == "dojo_kun.master.admit"


def test_dojo_kun_master_expand_twice_at_most() -> None:
    state = play(fresh(1), "M expand")
    assert state.dojos[0].athletes[1:] == (None, None) and state.dojos[0].equipment[1:] == (
        None,
        None,
    )
    assert state.dojos[0].expansions == 1 and state.dojos[0].prestige == 0
    state = dojo(fresh(), expansions=2)
    reason = refused(state, "M expand")
    assert reason.rule == "dojo_kun.master.expand"
    assert reason.fr == "Votre Dojo a déjà été agrandi 2 fois : il n’y a pas de troisième fois."


def accelerating():
    """Solo: Takashi and Oeng, the starting equipment and tile 1, the Master on Accelerate."""
    state = dojo(fresh(1), athletes=(card(2), card(6)), equipment=(101, 1))
    return play(state, "M accelerate")


def test_dojo_kun_master_accelerate_moves_a_trained_athlete_to_the_village() -> None:
    state = play(accelerating(), "1 train1 a")
    reason = refused(state, "1 waterfall")
    assert reason.rule == "dojo_kun.master.accelerate"
    assert reason.text == (
        "With Accelerate, athletes move on only once every athlete of the Dojo has left his "
        "starting spot: Oeng (Athlete 2) has not been placed yet."
    )
    state = play(state, "2 train2")
    moves = [str(a) for a in state.legal_actions()]
    assert "1 waterfall" in moves and "1 rest" in moves and "2 rest" in moves
    assert not [m for m in moves if m.split()[1].startswith(("train", "athlete", "equipment"))]
    assert refused(state, "1 train2").rule == "dojo_kun.master.accelerate"
    assert refused(state, "1 athlete1").rule == "dojo_kun.master.accelerate"
    state = play(state, "1 waterfall")
    assert state.member(0, 0).ki == 4  # 1 + 1 (training) + 2 (waterfall)
    assert state.placed[0][-1] == ("1", "waterfall")
    again = refused(state, "1 help")
    assert again.rule == "dojo_kun.master.accelerate"
    assert again.text == (
        "Accelerate moves an athlete who trained, once: Takashi (Athlete 1) is on the Mystic "
        "Waterfalls' single circle for this turn."
    )
    assert refused(state, "2 rest tiger").rule == "dojo_kun.master.accelerate"
    state = play(state, "2 rest")
    assert state.turn == 1 and state.placed == ((),)


def test_dojo_kun_master_accelerate_rest_is_recorded_as_the_training_slot() -> None:
    state = play(accelerating(), "1 train1 b", "2 help+", "1 rest")
    assert state.turn == 1
    state = play(accelerating(), "1 train1 b", "2 help+")
    assert refused(
        dataclasses.replace(state, placed=((("M", "expand"), ("1", "train1"), ("2", "help+")),)),
        "1 rest",
    ).rule == ("dojo_kun.place.once")
    assert refused(accelerating(), "1 rest").rule == "dojo_kun.master.accelerate"
    state = dojo(fresh(), athletes=(card(2), card(6)), equipment=(101, 1))
    state = play(state, "M accelerate", "M expand", "1 train1 a", "1 help+", "2 train2")
    state = play(state, "1 rest")
    assert state.placed[0] == (
        ("M", "accelerate"),
        ("1", "train1"),
        ("2", "train2"),
        ("1", "train1"),
    )
    assert state.to_play == 0  # P2 is done: P1 moves or rests his second athlete


def test_dojo_kun_master_accelerate_new_the_athlete_from_an_adventure_first() -> None:
    state = dojo(fresh(1), athletes=(card(2, levels=(2, 0, 0, 2), ki=3), card(6), None),
                 equipment=(101, 1))  # fmt: skip
    state = dataclasses.replace(state, adventure_row=("hogo_saru",), offer_athletes=(8, 11))
    state = play(state, "M accelerate", "1 train1 b", "2 train2", "1 adventure1 athlete2")
    assert state.member(0, 2) == card(11)
    reason = refused(state, "2 waterfall")
    assert reason.rule == "dojo_kun.master.accelerate_new"
    assert "Azuki (Athlete 3) has not been placed yet" in reason.text
    assert {a.token for a in state.legal_actions()} == {"3"}
    state = play(state, "3 waterfall")
    assert legal(state, "2 waterfall+")


# -- the turn ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("turn", "choices", "levels", "ki"),
    [(0, "", (0, 1, 0, 0), 4), (1, "", (0, 1, 0, 0), 5), (2, "crane", (0, 2, 0, 0), 5)],
)
def test_dojo_kun_turn_bonus_for_an_athlete_acquired_this_turn(turn, choices, levels, ki) -> None:
    state = fresh(turn=turn, offer_athletes=(6,))
    member = play(state, f"M athlete1 {choices}".strip()).member(0, 1)
    assert (member.levels, member.ki) == (levels, ki)


def test_dojo_kun_turn_bonus_level_refusals() -> None:
    state = fresh(turn=2, offer_athletes=(6, 16))
    reason = refused(state, "M athlete1")
    assert reason.rule == "dojo_kun.turn.bonus"
    assert reason.text == (
        "An athlete acquired in turn 3 gains a level of your choice: name its discipline "
        "(e.g. 'M athlete1 tiger')."
    )
    assert refused(state, "M athlete1 crane crane crane").rule == "dojo_kun.turn.bonus"
    assert legal(state, "M athlete2 tiger crane tiger")  # the bonus may join a free level
    assert refused(state, "M athlete2 tiger crane").rule == "dojo_kun.master.admit_levels"


def test_dojo_kun_turn_end_refill_rows_tokens_home_turn_advances() -> None:
    state = GAME.new_state(seed=5, players=2)
    athletes, equipment, moves, adventures = state.decks
    first = state.first
    state = state.apply(state.legal_actions()[0])  # the first player admits athlete card 1
    while state.turn == 0:
        state = state.apply(state.legal_actions()[-1])
    assert state.turn == 1 and state.to_play == first
    assert state.placed == ((), ())
    assert state.offer_athletes == athletes[:2] and state.offer_equipment == equipment[:1]
    assert state.decks[0] == athletes[2:] and state.decks[1] == equipment[1:]
    assert state.move_row[-1] == moves[0] and state.adventure_row[-1] == adventures[0]


def test_dojo_kun_turn_rows_the_oldest_card_leaves_a_full_row() -> None:
    state = fresh(
        1,
        move_row=("hyaku_ken", "teishutsu", "hakucho_no_ken"),
        decks=((), (), ("kyodai_teishutsu",), ("sanzoku",)),
    )
    state = dataclasses.replace(state, adventure_row=("tabi",))
    state = prelude.end_turn(state)
    assert state.move_row == ("teishutsu", "hakucho_no_ken", "kyodai_teishutsu")
    assert state.adventure_row == ("tabi", "sanzoku")
    assert state.offer_athletes == () and state.decks == ((), (), (), ())


def test_dojo_kun_turn_end_after_the_third_turn_the_tournament() -> None:
    state = GAME.new_state(seed=2, players=4)
    rng = random.Random(2)
    turns = []
    while state.step == "place":
        turns.append(state.turn)
        state = state.apply(rng.choice(state.legal_actions()))
    assert sorted(set(turns)) == [0, 1, 2] and state.turn == 3


# -- athlete abilities ----------------------------------------------------------------------------


def test_dojo_kun_ability_no_ki_kumiko_gains_none() -> None:
    state = dojo(fresh(), athletes=(card(12), None), equipment=(101, 9))
    reason = refused(state, "1 waterfall")
    assert reason.rule == "dojo_kun.ability.no_ki"
    assert reason.text == "Kumiko can't gain Ki, and the Mystic Waterfalls give only Ki."
    assert reason.fr == (
        "Kumiko ne peut pas gagner de Ki, et les Cascades mystiques ne donnent que du Ki."
    )
    assert refused(state, "1 waterfall+").rule == "dojo_kun.ability.no_ki"
    assert refused(state, "1 train2").rule == "dojo_kun.ability.no_ki"
    after = play(state, "1 help")
    assert after.member(0, 0).ki == 0 and after.dojos[0].prestige == 1
    after = play(state, "1 train1 a")
    assert after.member(0, 0).levels == (1, 1, 2, 1) and after.member(0, 0).ki == 0


def test_dojo_kun_ability_ki_bonus_kazama_fan_gains_one_more() -> None:
    state = dojo(fresh(), athletes=(card(8), None))
    assert play(state, "1 waterfall").member(0, 0).ki == 3
    assert play(state, "1 waterfall+").member(0, 0).ki == 2
    assert play(state, "1 help").member(0, 0).ki == 2
    assert play(state, "1 help+").member(0, 0).ki == 0
    assert play(state, "1 train1 a").member(0, 0).ki == 2
    admitted = play(fresh(turn=1, offer_athletes=(8,)), "M athlete1").member(0, 1)
    assert admitted.ki == 2  # the turn bonus is Ki gained in play; the card prints none


def test_dojo_kun_ability_yang_discount_the_kid_pays_one_less() -> None:
    state = dojo(fresh(), athletes=(card(13, ki=1), None))
    assert play(state, "1 yang tiger").member(0, 0).ki == 0
    assert play(state, "1 yang cobra").member(0, 0).ki == 1
    broke = dojo(fresh(), athletes=(card(13, ki=0), None))
    assert refused(broke, "1 yang tiger").text == "The Kid has 0 Ki; the Tiger Technique costs 1."
    assert legal(broke, "1 yang crane")


def test_dojo_kun_ability_ki_for_level_lord_vegan_sacrifices_on_his_turn() -> None:
    state = dojo(fresh(season=1), athletes=(card(2), card(17, ki=4)))
    assert [a for a in state.legal_actions() if isinstance(a, Sacrifice)] == [
        Sacrifice(1, "tiger"),
        Sacrifice(1, "crane"),
        Sacrifice(1, "bear"),
        Sacrifice(1, "cobra"),
    ]
    after = state.apply(Sacrifice(1, "cobra"))
    assert after.member(0, 1).levels == (1, 1, 0, 3) and after.member(0, 1).ki == 2
    assert after.to_play == 0 and after.placed == state.placed
    reason = refused(after, Sacrifice(1, "cobra"))
    assert reason.rule == "dojo_kun.level.cap"
    after = after.apply(Sacrifice(1, "bear"))
    reason = refused(after, Sacrifice(1, "tiger"))
    assert reason.rule == "dojo_kun.ability.ki_for_level"
    assert reason.text == "Lord Vegan has 0 Ki; a level costs him 2."
    assert reason.fr == "Lord Vegan a 0 Ki ; un niveau lui en coûte 2."
    assert refused(state, Sacrifice(0, "tiger")).rule == "dojo_kun.ability.ki_for_level"
    assert refused(state, Sacrifice(3, "tiger")).rule == "dojo_kun.ability.ki_for_level"
    theirs = dataclasses.replace(state, to_play=1)
    assert refused(theirs, Sacrifice(1, "tiger")).rule == "dojo_kun.ability.ki_for_level"


def test_dojo_kun_ability_train_prestige_and_train_ki() -> None:
    state = dojo(fresh(season=1), athletes=(card(23), card(24, levels=(0, 0, 2, 1))),
                 equipment=(101, 12))  # fmt: skip
    state = play(state, "1 train1 b", "M expand", "2 train2")
    brody, cat = state.member(0, 0), state.member(0, 1)
    assert brody.levels == (2, 1, 0, 1) and brody.ki == 2 and state.dojos[0].prestige == 1
    assert cat.levels == (0, 0, 3, 1) and cat.ki == 2  # +1 Ki from tile 12, +1 his own
    state = play(state, "1 train1 a")  # P2's Li Yun Dai trains: no ability
    assert state.dojos[1].prestige == 0 and state.member(1, 0).ki == 2


def test_dojo_kun_ability_bandit_level_king_hoshi() -> None:
    state = fresh(adventure_row=("sanzoku", "hogo_saru"), offer_equipment=(5,))
    state = dojo(state, athletes=(card(5, levels=(2, 0, 0, 2), ki=5),))
    reason = refused(state, "1 adventure1")
    assert reason.rule == "dojo_kun.ability.bandit_level"
    assert reason.text == (
        "King Hoshi completes a Bandit card and gains a level: name its discipline last (e.g. "
        "'1 adventure1 tiger')."
    )
    after = play(state, "1 adventure1 crane")
    assert after.member(0, 0).levels == (2, 1, 0, 2) and after.dojos[0].prestige == 2
    after = play(state, "1 adventure2 equipment1 bear")
    assert after.member(0, 0).levels == (2, 0, 1, 2) and after.dojos[0].equipment == (101, 5)


def test_dojo_kun_ability_journey_level_sun_w_kong_once_a_card() -> None:
    state = fresh(adventure_row=("tabi", "sanzoku"))
    state = dojo(state, athletes=(card(10, levels=(2, 1, 0, 0), ki=4),))
    after = play(state, "1 adventure1 x2 tiger")
    assert after.member(0, 0).levels == (3, 1, 0, 0) and after.dojos[0].prestige == 2
    assert refused(state, "1 adventure1 x2").rule == "dojo_kun.ability.journey_level"
    assert refused(state, "1 adventure1 x2 tiger crane").rule == "dojo_kun.ability.journey_level"
    assert legal(state, "1 adventure2")  # a Bandit card: no level for him


# -- properties -----------------------------------------------------------------------------------

WORDS = ("a", "b", "ki", "level", *DISCIPLINES, "x1", "x2", "x3", "athlete1", "equipment1")


def check_agreement(state, rng: random.Random) -> None:
    """``why_illegal`` is None exactly for the listed actions: every listed one, their variants,
    and random placements of every token on every slot."""
    actions = state.legal_actions()
    assert len(set(actions)) == len(actions)
    assert actions == state.legal_actions()
    listed = set(actions)
    for action in actions:
        assert state.why_illegal(action) is None, action
    tries = []
    for action in rng.sample(actions, min(4, len(actions))):
        if isinstance(action, Place):
            c = action.choices
            tries += [Place(action.token, action.slot, v) for v in (c[:-1], (*c, "tiger"), c[::-1])]
            tries += [
                Place(action.token, action.slot, c[:i] + (w,) + c[i + 1 :])
                for i in range(len(c))
                for w in rng.sample(WORDS, 3)
            ]
    for _ in range(12):
        n = rng.randrange(3)
        choices = tuple(rng.choice(WORDS) for _ in range(n))
        tries.append(Place(rng.choice(TOKENS), rng.choice((*SLOTS, "rest")), choices))
    for space in range(4):
        tries.append(Sacrifice(space, rng.choice(DISCIPLINES)))
    for action in tries:
        reason = state.why_illegal(action)
        assert (reason is None) == (action in listed), (action, reason)
        if reason is not None:
            assert reason.rule.startswith("dojo_kun.") and reason.text and reason.fr


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("season", [0, 1])
def test_dojo_kun_place_turn_order_random_playouts_to_the_tournament(players, season):
    for seed in range(3):
        rng = random.Random(seed * 10 + players)
        state = GAME.new_state(seed=seed, players=players)
        if season:
            state = prelude.start_season(state, 1)
        plies = 0
        while state.step == "place":
            check_agreement(state, rng)
            actions = state.legal_actions()
            weights = [3 if isinstance(a, Sacrifice) or a.slot in ("accelerate", "rest") else 1
                       for a in actions]  # fmt: skip
            state = state.apply(rng.choices(actions, weights)[0])
            plies += 1
        assert state.turn == 3 and plies >= 3 * 2 * players


def test_dojo_kun_setup_slots_offers_by_players() -> None:
    for players in (1, 2, 3, 4):
        state = GAME.new_state(seed=4, players=players)
        athletes, equipment = REVEALED[players]
        offers = {a.slot for a in state.legal_actions() if a.token == "M"}
        assert "expand" in offers and "accelerate" in offers
        assert len([s for s in offers if s.startswith("athlete")]) == athletes
        assert len([s for s in offers if s.startswith("equipment")]) == equipment
