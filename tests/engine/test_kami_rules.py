"""Kami's rules, one test per rule id (kami.reading.md and RULINGS.md Q7-Q9), on positions from
codes."""

from __future__ import annotations

import pytest
from kami_positions import position

from gamekit import IllegalAction
from gamekit.kami import GAME, RULES, Cancel, Declare, Decline, Pass, Play, PlayOn
from gamekit.kami.state import _add, first_player


def refusal(state, action) -> str:
    reason = state.why_illegal(action)
    assert reason is not None, f"{action} should be refused"
    with pytest.raises(IllegalAction):
        state.apply(action)
    return reason.rule


def test_kami_goal_the_first_side_to_15_wins() -> None:
    lead = position(["HH", "SS", "LL", "TT"], scores=(13, 0))
    end = lead.apply(Play("H", "H"))  # a Master Stroke: 2 x 2 points
    assert end.is_over and end.scores == (17, 0)
    assert end.outcome().winners == (0, 2)


def test_kami_setup_first_the_highest_draw_leads() -> None:
    for seed in range(20):
        state = GAME.new_state(seed=seed, players=3)
        assert state.first == first_player(seed, 3) == state.to_play


def test_kami_setup_deal_hands_aside_and_mercenaries() -> None:
    four = GAME.new_state(seed=2, players=4)
    assert [len(h) for h in four.hands] == [8, 8, 8, 8] and four.aside == "" and four.piles == ()
    three = GAME.new_state(seed=2, players=3)
    assert [len(h) for h in three.hands] == [10, 10, 10] and len(three.aside) == 2
    second, third = (three.first + 1) % 3, (three.first + 2) % 3
    assert three.view(second).aside[0] == three.aside[0] and three.view(second).aside[1] == "?"
    assert three.view(third).aside == "?" + three.aside[1]
    assert three.view(three.first).aside == "??"
    duel = GAME.new_state(seed=2, players=2)
    assert [len(h) for h in duel.hands] == [8, 8]
    assert len(duel.piles) == 8 and all(len(p) == 2 for p in duel.piles)
    assert all(p[0] == "?" for p in duel.view(0).piles)


def test_kami_turn_a_card_you_do_not_hold_is_refused() -> None:
    state = position(["SH", "SS", "LL", "TT"])
    assert refusal(state, Play("T", "H")) == "kami.turn"


def test_kami_lead_face_down_defense_and_no_pass() -> None:
    state = position(["SHLL", "SS", "LH", "TT"])
    assert refusal(state, Pass()) == "kami.lead"
    after = state.apply(Play("S", "H"))
    assert after.lines[0] == (("S", True, "H"),)
    assert after.view(1).lines[0] == (("?", True, "H"),) and after.view(0).lines[0][0][0] == "S"
    assert after.step == "respond" and after.to_play == 1


def test_kami_pass_even_when_a_counter_is_possible() -> None:
    state = position(["SS", "HHLL", "LH", "TT"], lines=["S.H", "-", "-", "-"], attack=(0, "H"),
                     step="respond", turn=1)  # fmt: skip
    assert Play("H", "L") in state.legal_actions() and Pass() in state.legal_actions()
    assert state.apply(Pass()).to_play == 2


def test_kami_counter_needs_an_identical_card_and_may_hit_a_partner() -> None:
    state = position(["SS", "LLTT", "HHAA", "SS"], lines=["S.H", "-", "-", "-"], attack=(0, "H"),
                     step="respond", turn=1)  # fmt: skip
    assert refusal(state, Play("L", "T")) == "kami.counter"
    partner = state.apply(Pass())  # P3 is P1's partner, and may counter him
    after = partner.apply(Play("H", "A"))
    assert after.lines[2] == (("H", False, "A"),) and after.attack == (2, "A")


def test_kami_all_pass_the_last_attacker_leads_again() -> None:
    state = position(["SSLL", "TT", "AA", "GG"], lines=["S.H", "-", "-", "-"], attack=(0, "H"),
                     step="respond", turn=1)  # fmt: skip
    for _ in range(3):
        state = state.apply(Pass())
    assert state.step == "lead" and state.to_play == 0
    assert Pass() not in state.legal_actions()


def test_kami_empress_counter_anything_but_a_soldier_or_a_spear() -> None:
    for attack, allowed in (("H", True), ("T", True), ("S", False), ("L", False)):
        state = position(["SS", "EHAA", "GG", "TM"], lines=[f"S.{attack}", "-", "-", "-"],
                         attack=(0, attack), step="respond", turn=1)  # fmt: skip
        if allowed:
            assert Play("E", "H") in state.legal_actions()
        else:
            assert refusal(state, Play("E", "H")) == "kami.empress.counter"


def test_kami_empress_attack_only_with_an_empress_face_up_or_as_the_last_card() -> None:
    state = position(["SEHH", "SS", "LL", "TT"])
    assert refusal(state, Play("S", "E")) == "kami.empress.attack"
    last = position(["SE", "SS", "LL", "TT"])
    assert Play("S", "E") in last.legal_actions()  # the last card of the hand
    shown = position(["SEHH", "SS", "LL", "TT"], lines=["-", "S.H,E^A", "-", "-"])
    assert Play("S", "E") in shown.legal_actions()
    down = position(["SEHH", "SS", "LL", "TT"], lines=["-", "S.H,E.A", "-", "-"])
    assert refusal(down, Play("S", "E")) == "kami.empress.attack"  # face down does not count
    goita = position(["EEHH", "SS", "LL", "TT"], empress="goita")
    assert Play("H", "E") in goita.legal_actions()


def test_kami_round_end_the_last_card_scores_its_value() -> None:
    state = position(["SS", "HT", "AA", "GG"], lines=["S.H", "-", "-", "-"], attack=(0, "H"),
                     step="respond", turn=1, scores=(0, 3))  # fmt: skip
    after = state.apply(Play("H", "T"))
    assert after.last.player == 1 and after.last.points == 4 and not after.last.master_stroke
    assert after.scores == (0, 7) and after.deal == 1


def test_kami_master_stroke_doubles_a_face_down_pair_only() -> None:
    pair = position(["TT", "SS", "LL", "HH"]).apply(Play("T", "T"))
    assert pair.last.master_stroke and pair.last.points == 8
    face_up = position(["SS", "HH", "AA", "GG"], lines=["S.H", "-", "-", "-"], attack=(0, "H"),
                       step="respond", turn=1).apply(Play("H", "H"))  # fmt: skip
    assert not face_up.last.master_stroke and face_up.last.points == 2


def test_kami_round_next_the_next_player_deals_and_leads() -> None:
    end = position(["HH", "SS", "LL", "TT"], first=0).apply(Play("H", "H"))
    assert end.first == 1 and end.deal == 1 and end.step in ("lead", "declare")
    assert all(len(h) == 8 for h in end.hands)


def test_kami_teams_partners_score_together() -> None:
    end = position(["SS", "HH", "LL", "TT"], turn=3, first=3).apply(Play("T", "T"))
    assert end.scores == (0, 8) and end.side(1) == end.side(3) == 1


def test_kami_demoralized_five_soldiers_let_the_partner_cancel() -> None:
    seed = next(
        s for s in range(200)
        if any(h.count("S") >= 5 for h in GAME.new_state(seed=s).hands)
    )  # fmt: skip
    game = GAME.new_state(seed=seed)
    assert game.step == "declare" and game.legal_actions() == (Declare(), Decline())
    asked = game.to_play
    decide = game.apply(Declare())
    assert decide.step == "decide" and decide.to_play == (asked + 2) % 4
    assert decide.view((asked + 1) % 4).hands[asked].startswith("SSSSS")
    again = decide.apply(Cancel())
    assert again.first == game.first and again.deal == game.deal + 1
    assert decide.apply(PlayOn()).step == "lead"
    assert all(GAME.new_state(seed=s, players=3).step == "lead" for s in range(30))


def test_kami_duel_mercenary_top_card_played_at_once_reveals_the_next() -> None:
    piles = ["SH", "LT", "AG", "GA", "MS", "SL", "HS", "LS"]
    state = position(["HHAT", "EEGG"], piles=piles)
    play = Play("H", "T", dpile=0)  # the Horseman on pile 1 in defense, a Tower from hand
    assert play in state.legal_actions()
    after = state.apply(play)
    assert after.piles[0] == "S" and after.view(1).piles[0] == "S"
    assert after.hands[0] == "HHA"


def test_kami_duel_last_attack_must_come_from_the_hand() -> None:
    piles = ["SH", "LT", "AG", "GA", "MS", "SL", "HS", "LS"]
    state = position(["T", "EEGG"], piles=piles)
    assert refusal(state, Play("T", "H", apile=0)) == "kami.duel.last_attack"
    assert Play("H", "T", dpile=0) in state.legal_actions()  # a mercenary defends, the hand ends


def test_kami_mode_soldier_reaches_15_or_more() -> None:
    assert _add(13, 4, "soldier") == 17
    won = position(["TT", "SS", "LL", "HH"], scores=(13, 0), mode="soldier").apply(Play("T", "T"))
    assert won.scores == (21, 0) and won.is_over


def test_kami_mode_lord_subtracts_the_excess() -> None:
    assert _add(13, 4, "lord") == 13 and _add(11, 4, "lord") == 15
    lord = position(["TT", "SS", "LL", "HH"], scores=(13, 0), mode="lord").apply(Play("T", "T"))
    assert lord.scores == (9, 0) and not lord.is_over  # 13 + 8 = 21: 6 beyond 15, so 15 - 6


def test_kami_mode_kami_goes_back_to_zero() -> None:
    assert _add(13, 4, "kami") == 0 and _add(12, 3, "kami") == 15
    kami = position(["TT", "SS", "LL", "HH"], scores=(13, 0), mode="kami").apply(Play("T", "T"))
    assert kami.scores == (0, 0) and not kami.is_over


def test_kami_end_over_nothing_moves() -> None:
    end = position(["TT", "SS", "LL", "HH"], scores=(14, 0)).apply(Play("T", "T"))
    assert end.is_over and end.legal_actions() == ()
    assert refusal(end, Pass()) == "kami.end.over"


def test_every_rule_has_a_test() -> None:
    names = " ".join(n for n in globals() if n.startswith("test_kami_"))
    for rule in RULES:
        assert "test_" + rule.replace(".", "_") in names, f"no test for {rule}"


@pytest.mark.parametrize("level", ["random", "greedy"])
def test_kami_duel_mercenary_hidden_cards_are_never_chosen_blind(level: str) -> None:
    """A view shows only each pile's top; a computer choosing from it plays legal actions."""
    for seed in range(4):
        state, player = GAME.new_state(seed=seed, players=2), GAME.computer(level, seed=seed)
        while not state.is_over:
            action = player.choose(state.view(state.current_player))
            assert action in state.legal_actions(), (seed, str(action))
            state = state.apply(action)
