"""Kami's rules, one test per rule id (kami.reading.md and RULINGS.md Q7-Q9), on positions from
codes."""

from __future__ import annotations

import re
from collections import Counter

import pytest
from kami_positions import position

from gamekit import IllegalAction, InvalidPosition
from gamekit.kami import GAME, KINDS, RULES, Cancel, Declare, Decline, Pass, Play, PlayOn, players
from gamekit.kami.code import build, fields
from gamekit.kami.players import unseen
from gamekit.kami.state import _add, first_player


def refusal(state, action) -> str:
    reason = state.why_illegal(action)
    assert reason is not None, f"{action} should be refused"
    with pytest.raises(IllegalAction):
        state.apply(action)
    return reason.rule


def refused(state, action, lang: str = "en") -> str:
    """The sentence refusing ``action``."""
    return state.why_illegal(action).say(lang)


def same_position(state) -> None:
    """What the code and the JSON record keep: everything."""
    assert GAME.from_code(state.to_code()) == state
    assert GAME.from_json(state.to_json()) == state


PILES = ["SH", "LT", "AG", "GA", "MS", "SL", "HS", "LS"]
"""Mercenary piles, bottom card first: pile 1 shows a Horseman over a Soldier."""


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
    assert game.step == "declare" and game.to_play == game.first
    while game.hands[game.to_play].count("S") < 5:
        assert game.legal_actions() == (Decline(),)
        game = game.apply(Decline())
    assert game.step == "declare" and game.legal_actions() == (Declare(), Decline())
    asked = game.to_play
    decide = game.apply(Declare())
    assert decide.step == "decide" and decide.to_play == (asked + 2) % 4
    assert decide.view((asked + 1) % 4).hands[asked].startswith("SSSSS")
    again = decide.apply(Cancel())
    assert again.first == game.first and again.deal == game.deal + 1
    assert again.step == "declare" and again.to_play == again.first and len(again.pending) == 4
    on = decide.apply(PlayOn())
    assert on.step == ("lead" if on.pending == () else "declare")
    assert all(GAME.new_state(seed=s, players=3).step == "lead" for s in range(30))


def test_kami_demoralized_every_player_is_asked_and_without_five_soldiers_only_declines() -> None:
    """kami.demoralized, RULINGS Q9: after each four-player deal every player is asked in turn
    from the first player, whether or not he holds five Soldiers; without them, "decline" is
    his only answer and "declare" is refused, saying why."""
    for seed in range(40):
        state = GAME.new_state(seed=seed)
        first, asked = state.first, []
        assert state.pending == tuple((first + i) % 4 for i in range(4))
        while state.step == "declare":
            p = state.to_play
            asked.append(p)
            five = state.hands[p].count("S") >= 5
            assert state.legal_actions() == ((Declare(), Decline()) if five else (Decline(),))
            if not five:
                assert refusal(state, Declare()) == "kami.demoralized"
                assert "fewer than five Soldiers" in refused(state, Declare())
                assert "moins de cinq Soldats" in refused(state, Declare(), "fr")
            same_position(state)
            state = state.apply(Decline())
        assert asked == [(first + i) % 4 for i in range(4)]
        assert state.step == "lead" and state.to_play == first and state.pending == ()
        assert not any(state.shown)


def test_kami_demoralized_the_question_tells_nobody_who_holds_five_soldiers() -> None:
    """kami.demoralized: the same deal with a Soldier of the five moved to another hand gives
    every other player the same views all through the question, declines included: whom it
    stops for, whose turn it is and who is still to answer depend on no hidden card."""
    from gamekit.kami.state import deal_cards

    checked = 0
    for seed in range(200):
        state = GAME.new_state(seed=seed)
        holder = next((p for p, h in enumerate(state.hands) if h.count("S") == 5), None)
        if holder is None:
            continue
        other = next(p for p in range(4) if p != holder and "S" not in state.hands[p][-1:])
        card = state.hands[other][-1]  # not a Soldier: hands are sorted, Soldiers first
        hands = list(state.hands)
        hands[holder] = hands[holder].replace("S", card, 1)
        hands[other] = hands[other][:-1] + "S"
        moved = deal_cards(state, tuple(hands), "", (), deal=state.deal, first=state.first)
        assert moved.hands[holder].count("S") == 4
        for viewer in (p for p in (*range(4), None) if p not in (holder, other)):
            a, b = state, moved
            while a.step == "declare":
                assert a.view(viewer) == b.view(viewer)
                assert a.step == b.step and a.to_play == b.to_play and a.pending == b.pending
                a, b = a.apply(Decline()), b.apply(Decline())
            assert a.view(viewer) == b.view(viewer) and a.step == "lead"
        checked += 1
    assert checked >= 5


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


# -- tables and the cases the rulebook's sentences leave to the reader --------------------------


@pytest.mark.parametrize("attack", KINDS)
@pytest.mark.parametrize("defense", KINDS)
def test_kami_counter_and_kami_empress_counter_table(defense: str, attack: str) -> None:
    """kami.counter, kami.empress.counter: all 64 (attack, defense) pairs. A counter is legal
    exactly when the cards are identical, or the defense is an Empress and the attack is neither
    a Soldier nor a Spear."""
    state = position(["SS", defense + "SH", "SS", "SS"], lines=[f"S.{attack}", "-", "-", "-"],
                     attack=(0, attack), step="respond", turn=1)  # fmt: skip
    play = Play(defense, "H")
    legal = defense == attack or (defense == "E" and attack not in "SL")
    assert (play in state.legal_actions()) == legal
    if not legal:
        rule = "kami.empress.counter" if defense == "E" else "kami.counter"
        assert refusal(state, play) == rule


def test_kami_counter_refusals_use_the_right_article() -> None:
    """kami.counter: "an Empress", never "a Empress"; French says "une Impératrice"."""
    state = position(["SS", "HHLL", "LA", "TT"], lines=["S.E", "-", "-", "-"], attack=(0, "E"),
                     step="respond", turn=1)  # fmt: skip
    assert "identical to the attack, an Empress" in refused(state, Play("H", "L"))
    assert "identique à l’attaque, une Impératrice" in refused(state, Play("H", "L"), "fr")
    soldier = position(["SS", "EHLL", "LA", "TT"], lines=["E.S", "-", "-", "-"], attack=(0, "S"),
                       step="respond", turn=1)  # fmt: skip
    assert "this attack is a Soldier" in refused(soldier, Play("E", "L"))
    assert "Empress" not in refused(soldier, Play("H", "L"))  # no Empress counters a Soldier
    duel = position(["HHAT", "EEGG"], piles=PILES)
    assert "pile 1 shows a Horseman" in refused(duel, Play("S", "T", dpile=0))
    assert "la pile 1 montre un Cavalier" in refused(duel, Play("S", "T", dpile=0), "fr")
    text = refused(duel, Play("H", "T", dpile=0, apile=0))
    assert "under the one you took from pile 1 is a Soldier, not a Tower" in text
    assert "est un Soldat, pas une Tour" in refused(duel, Play("H", "T", dpile=0, apile=0), "fr")
    for where in (state, soldier, duel, GAME.new_state(seed=1), GAME.new_state(seed=2)):
        for action in _candidates():
            if where.why_illegal(action) is not None:
                assert " a Empress" not in refused(where, action)


def _candidates() -> list:
    plays = [Play(d, a) for d in ("", *KINDS) for a in KINDS]
    plays += [Play(d, a, dpile=k) for k in (0, 7) for d in "SHE" for a in "SHTE"]
    plays += [Play(d, a, dpile=0, apile=0) for d in "H" for a in "ST"]
    return [Pass(), Declare(), Decline(), Cancel(), PlayOn(), *plays]


def test_kami_refusals_say_as_much_in_french_as_in_english() -> None:
    """Every refusal names, in French, the same cards and numbers as in English, and is not
    shorter than the English by more than a fifth."""
    from gamekit.kami.cards import name

    demoralized = _demoralized()
    states = [
        position(["SS", "HHLL", "LA", "TT"], lines=["S.E", "-", "-", "-"], attack=(0, "E"),
                 step="respond", turn=1),
        position(["SEHH", "SS", "LL", "TT"]),
        position(["HHAT", "EEGG"], piles=PILES),
        position(["T", "EEGG"], piles=PILES),
        demoralized,
        demoralized.apply(Declare()),
        demoralized.apply(Decline()).apply(Decline()),  # P3, without five Soldiers
        GAME.new_state(seed=1, players=2),
        GAME.new_state(seed=1, players=3),
    ]  # fmt: skip
    seen = set()
    for state in states:
        for action in _candidates():
            reason = state.why_illegal(action)
            if reason is None:
                continue
            en, fr = reason.say("en"), reason.say("fr")
            seen.add(reason.rule)
            assert re.findall(r"\d+", en) == re.findall(r"\d+", fr), (en, fr)
            for card in KINDS:
                assert (name(card) in en) == (name(card, "fr") in fr), (en, fr)
            assert len(fr) >= 0.8 * len(en), (en, fr)
    assert {"kami.turn", "kami.lead", "kami.demoralized", "kami.duel.mercenary"} <= seen


def test_kami_duel_mercenary_face_down_defense_from_a_pile_stays_known() -> None:
    """kami.duel.mercenary: everyone saw the card on top of its pile, so a lead's face-down
    defense taken from there is no secret; a face-down card from the hand stays one."""
    state = position(["HHAT", "EEGG"], piles=PILES)
    after = state.apply(Play("H", "A", dpile=0))  # pile 1's Horseman face down: a Soldier shows
    assert after.lines[0] == (("H", True, "A"),)
    for viewer in (1, None):
        assert after.view(viewer).lines[0] == (("H", True, "A"),)
        assert after.view(viewer).piles[0] == "S"
    # Newly seen: the attack and the Soldier revealed under the Horseman, nothing else.
    assert unseen(after.view(1), 1) == unseen(state.view(1), 1) - Counter("AS")
    secret = state.apply(Play("H", "A"))  # a Horseman from the hand
    assert secret.view(1).lines[0] == (("?", True, "A"),)
    assert "lines=H*A;" in after.to_code()
    same_position(after)
    # The brief's case: the Soldier on pile 2, led face down, is no longer counted as unseen.
    game = GAME.new_state(seed=3, players=2)
    p, o = game.to_play, 1 - game.to_play
    play = next(a for a in game.legal_actions() if isinstance(a, Play) and a.dpile == 1
                and a.apile < 0)  # fmt: skip
    assert play.defense == "S" and game.lines[p] == ()
    assert unseen(game.view(o), o)["S"] == 4 and unseen(game.apply(play).view(o), o)["S"] == 3


def test_kami_duel_mercenary_defense_from_a_pile_then_attack_with_the_card_under_it() -> None:
    """kami.duel.mercenary: taking a pile's top reveals the card under it, which the same play
    may use in attack."""
    state = position(["HHAT", "EEGG"], piles=PILES)
    play = Play("H", "S", dpile=0, apile=0)  # the Horseman on pile 1, then the Soldier under it
    assert play in state.legal_actions() and str(play) == "H@1/S@1"
    after = state.apply(play)
    assert after.piles[0] == "" and after.hands[0] == "HHAT" and after.attack == (0, "S")
    assert after.view(1).lines[0] == (("H", True, "S"),)
    counter = Play("S", "M", dpile=4, apile=4)  # pile 5's Soldier face up, the Madman under it
    assert counter in after.legal_actions()
    assert after.apply(counter).lines[1][-1] == ("S", False, "M")


def test_kami_master_stroke_duel_last_card_alone_and_the_last_face_down_defense() -> None:
    """kami.master_stroke: "the last attack card identical to the last defense card, and that
    card face down". A duel's last card played alone ("/X") is compared with the player's last
    defense in his line."""
    empty = [""] * 8
    end = position(["A", "SS"], lines=["G.H,A.T", "-"], piles=empty).apply(Play("", "A"))
    assert end.last.master_stroke and end.last.points == 6
    other = position(["A", "SS"], lines=["A.H,G.T", "-"], piles=empty).apply(Play("", "A"))
    assert not other.last.master_stroke and other.last.points == 3  # the last defense: Gold
    face_up = position(["A", "SS"], lines=["A.H,A^G", "-"], piles=empty).apply(Play("", "A"))
    assert not face_up.last.master_stroke and face_up.last.points == 3  # a counter, face up


def _demoralized(hands: tuple[str, ...] = ()) -> object:
    """Four players right after the deal, P1 first: everyone is to answer the Demoralized
    question in turn. By default P1 and P2 hold five Soldiers."""
    hands = hands or ("SSSSSHAG", "SSSSSLAG", "LLLHHHAA", "GGTTMMEE")
    record = fields(position(list(hands)))
    record.update(step="declare", turn="P1", pending="P1,P2,P3,P4")
    return build(record)


def test_kami_demoralized_shown_soldiers_stay_known_until_played() -> None:
    """kami.demoralized: the five Soldiers shown stay known after "play on", for the rest of the
    round; each one played (a face-up Soldier, or any face-down card) is one fewer."""
    state = _demoralized()
    decide = state.apply(Declare())
    assert decide.to_play == 2 and decide.view(1).hands[0] == "SSSSS???"
    on = decide.apply(PlayOn())
    assert on.step == "declare" and on.to_play == 1 and on.declarer is None
    for _ in range(3):  # P2, P3 and P4 keep quiet
        on = on.apply(Decline())
    assert on.step == "lead" and on.to_play == 0 and on.declarer is None
    for viewer in (1, 2, 3, None):
        assert on.view(viewer).hands[0] == "SSSSS???"
    assert on.view(0).hands[1] == "????????"
    same_position(on)
    led = on.apply(Play("H", "S"))  # a card face down (a Soldier, for all the others know)
    assert led.view(1).hands[0] == "SSS???" and led.hands[0] == "SSSSAG"
    same_position(led)
    again = led.apply(Pass()).apply(Pass()).apply(Pass()).apply(Play("A", "G"))
    # A lead again: its face-down card might be a Soldier; the Gold Dragon in attack is not one.
    assert again.view(3).hands[0] == "SS??" and again.hands[0] == "SSSS"
    assert GAME.from_code(on.to_code().replace(" shown=5,0,0,0", "")).view(1).hands[0] == "?" * 8


def test_kami_demoralized_each_player_with_five_soldiers_is_asked_in_turn() -> None:
    """kami.demoralized, RULINGS Q9: every player is asked in turn order from the first player;
    "play on" goes on to the next one, and so does "decline"."""
    state = _demoralized()
    assert state.to_play == 0 and state.legal_actions() == (Declare(), Decline())
    on = state.apply(Declare()).apply(PlayOn())
    assert on.step == "declare" and on.to_play == 1 and on.pending == (1, 2, 3)
    decide = on.apply(Declare())
    assert decide.step == "decide" and decide.to_play == 3
    asked = decide.apply(PlayOn())
    assert asked.step == "declare" and asked.to_play == 2 and asked.pending == (2, 3)
    assert asked.legal_actions() == (Decline(),)  # P3 holds no Soldier
    lead = asked.apply(Decline()).apply(Decline())
    assert lead.step == "lead" and lead.to_play == 0
    assert lead.view(2).hands[0] == lead.view(2).hands[1] == "SSSSS???"
    declined = state.apply(Decline())
    assert declined.step == "declare" and declined.to_play == 1
    assert declined.apply(Decline()).step == "declare"
    assert declined.apply(Decline()).apply(Decline()).apply(Decline()).step == "lead"
    again = on.apply(Declare()).apply(Cancel())
    assert again.deal == state.deal + 1 and again.first == state.first
    for position_ in (state, on, decide, asked, lead, declined):
        same_position(position_)


@pytest.mark.parametrize(
    ("action", "words"),
    [
        (Declare(), "show them"),
        (Decline(), "keep them to yourself"),
        (Cancel(), "a new deal is better"),
        (PlayOn(), "play on"),
    ],
)
def test_kami_demoralized_hints_say_what_they_advise(monkeypatch, action, words: str) -> None:
    """kami.demoralized: the hint's sentence agrees with the action it advises."""
    monkeypatch.setattr(players.ExpertPlayer, "choose", lambda self, state: action)
    state = _demoralized()
    if isinstance(action, Cancel | PlayOn):
        state = state.apply(Declare())
    hint = players.hint(state)
    assert hint.action == action and words in hint.say("en") and hint.say("fr")


def test_kami_demoralized_hint_without_five_soldiers_says_there_is_nothing_to_show() -> None:
    """kami.demoralized: a player without five Soldiers is asked too; the hint does not speak
    of Soldiers he would keep to himself."""
    state = _demoralized().apply(Decline()).apply(Decline())  # P3: no Soldier
    hint = players.hint(state)
    assert hint.action == Decline()
    assert "do not hold five Soldiers" in hint.say("en") and "pas cinq Soldats" in hint.say("fr")


def test_kami_demoralized_greedy_shows_its_soldiers_and_its_partner_keeps_an_empress() -> None:
    """kami.demoralized: the greedy player shows five Soldiers; his partner plays on only with
    an Empress in hand (a new deal is better otherwise, on average). Without five Soldiers it
    declines, as every computer player does."""
    greedy = GAME.computer("greedy")
    state = _demoralized()
    assert greedy.choose(state.view(0)) == Declare()
    assert greedy.choose(state.apply(Declare()).view(2)) == Cancel()  # P3: no Empress
    strong = _demoralized(("SSSSSHAG", "SSSSSLAG", "LLLHHHAE", "GGTTMMEA"))
    assert greedy.choose(strong.apply(Declare()).view(2)) == PlayOn()
    hint = players.hint(strong.apply(Declare()))
    assert hint.action in (Cancel(), PlayOn())
    quiet = state.apply(Decline()).apply(Decline())
    for level in GAME.levels:
        assert GAME.computer(level, seed=1).choose(quiet.view(2)) == Decline()


@pytest.mark.parametrize("players", [2, 3])
def test_kami_demoralized_refused_and_not_offered_without_four_players(players: int) -> None:
    """kami.demoralized: four players only; a duel or a chaotic deal with five Soldiers in a
    hand starts with the lead."""
    seeds = [s for s in range(400)
             if any(h.count("S") >= 5 for h in GAME.new_state(seed=s, players=players).hands)]  # fmt: skip
    assert len(seeds) >= 3
    for seed in seeds[:3]:
        state = GAME.new_state(seed=seed, players=players)
        assert state.step == "lead"
        assert not any(isinstance(a, Declare | Decline) for a in state.legal_actions())
        for action in (Declare(), Decline(), Cancel(), PlayOn()):
            assert refusal(state, action) == "kami.demoralized"
        assert "only with four players" in refused(state, Declare())


@pytest.mark.parametrize(
    ("mode", "score", "hand", "play", "after", "over"),
    [
        ("soldier", 0, "SH", Play("H", "S"), 1, False),
        ("soldier", 12, "SA", Play("S", "A"), 15, True),
        ("soldier", 14, "SH", Play("H", "S"), 15, True),
        ("soldier", 13, "TT", Play("T", "T"), 21, True),  # Master Stroke: 2 x 4
        ("soldier", 0, "EE", Play("E", "E"), 10, False),
        ("lord", 11, "ST", Play("S", "T"), 15, True),
        ("lord", 13, "ST", Play("S", "T"), 13, False),  # 17: 2 beyond 15
        ("lord", 14, "SH", Play("S", "H"), 14, False),  # 16: 1 beyond
        ("lord", 13, "TT", Play("T", "T"), 9, False),  # 21: 6 beyond
        ("lord", 5, "EE", Play("E", "E"), 15, True),
        ("lord", 12, "EE", Play("E", "E"), 8, False),  # 22: 7 beyond
        ("kami", 12, "SA", Play("S", "A"), 15, True),
        ("kami", 14, "SH", Play("H", "S"), 15, True),
        ("kami", 13, "ST", Play("S", "T"), 0, False),
        ("kami", 7, "TT", Play("T", "T"), 15, True),
        ("kami", 13, "SS", Play("S", "S"), 15, True),  # Master Stroke: 2 x 1
        ("kami", 14, "SS", Play("S", "S"), 0, False),
        ("kami", 10, "EE", Play("E", "E"), 0, False),
    ],
)
def test_kami_mode_table_scores_after_a_round(
    mode: str, score: int, hand: str, play: Play, after: int, over: bool
) -> None:
    """kami.mode.soldier, kami.mode.lord, kami.mode.kami, kami.master_stroke: a side's score
    after it wins a round, from several start scores and cards, doubled or not."""
    state = position([hand, "SS", "SS", "SS"], scores=(score, 0), mode=mode)
    end = state.apply(play)
    doubled = play.defense == play.attack
    assert end.last.master_stroke == doubled
    assert (
        end.last.points
        == (2 if doubled else 1) * {"S": 1, "H": 2, "A": 3, "T": 4, "E": 5}[play.attack]
    )
    assert end.scores == (after, 0) and end.is_over == over
    assert _add(score, end.last.points, mode) == after


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


@pytest.mark.parametrize("players_", [2, 3, 4])
def test_kami_players_unseen_reads_only_what_the_player_sees(players_: int) -> None:
    """The expert's play-outs run on full imagined deals; the greedy choices made there must
    count the unseen cards as each player would (his view), not from every hand: the same count
    from the full position as from the view, and as many as the view's hidden cards."""
    import random

    for seed in range(4):
        state, rng = GAME.new_state(seed=seed, players=players_), random.Random(seed)
        while not state.is_over:
            for p in range(players_):
                view = state.view(p)
                hidden = view.to_code().split(" hands=")[1].split(" last=")[0].count("?")
                assert unseen(state, p) == unseen(view, p)
                assert sum(unseen(view, p).values()) == hidden
            state = state.apply(rng.choice(state.legal_actions()))


# -- positions that cannot happen, and hostile input ------------------------------------------


def _refused_code(code: str) -> InvalidPosition:
    with pytest.raises(InvalidPosition) as caught:
        GAME.from_code(code)
    assert caught.value.say("fr") != caught.value.say("en")
    return caught.value


def test_kami_round_end_a_code_where_the_attacker_has_no_card_left_is_refused() -> None:
    """kami.round.end: the round ends the moment a player has no card left, so a code where
    the attacker's hand is empty while the others respond is refused, saying why (it used to
    load: after three passes nobody could act and the game was not over)."""
    state = position(["SH", "SSHH", "LLAA", "TTGG"], lines=["S.H", "-", "-", "-"],
                     attack=(0, "H"), step="respond", turn=1)  # fmt: skip
    code = state.to_code().replace("hands=SH;", "hands=-;").replace("lines=S.H;", "lines=S.H,S.H;")
    err = _refused_code(code)
    assert "P1 has no card left in hand: the round ended" in err.say("en")
    assert "P1 n’a plus de carte en main" in err.say("fr")


def test_kami_turn_codes_whose_turn_cannot_follow_from_the_play_are_refused() -> None:
    """kami.turn, kami.all_pass, kami.demoralized: who acts follows from the attack and the
    passes, from the first player, and from who is still to answer the Demoralized question."""
    respond = position(["SS", "HHLL", "LH", "TT"], lines=["S.H", "-", "-", "-"], attack=(0, "H"),
                       step="respond", turn=1)  # fmt: skip
    code = respond.to_code()
    err = _refused_code(code.replace("turn=P2", "turn=P3"))
    assert "after P1's attack and 0 passes, P2 responds, not P3" in err.say("en")
    lead = code.replace("step=respond turn=P2", "step=lead turn=P3")
    assert "P1 leads" in _refused_code(lead).say("en")
    start = _demoralized().to_code()
    for pending, words in (
        ("P1,P3", "every player answers the Demoralized question in turn (P1, P2, P3, P4)"),
        ("P1,P2", "every player answers the Demoralized question in turn"),
    ):
        bad = start.replace("pending=P1,P2,P3,P4", f"pending={pending}")
        assert words in _refused_code(bad).say("en")
    later = start.replace("step=declare turn=P1", "step=lead turn=P1")
    assert "pending and declarer name players only during" in _refused_code(later).say("en")
    shown = start.replace("shown=-", "shown=0,5,0,0")
    assert "P2 shows 5 Soldiers: before the first play" in _refused_code(shown).say("en")


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (("turn=P1", "turn=P²4"), "turn is a player P1-P4, not 'P²4'"),
        (("seed=1 ", "seed=" + "9" * 5000 + " "), "a position code is at most 4,096 characters"),
        (("seed=1 ", "seed=" + "9" * 40 + " "), "seed is a number from 0 to"),
        (("players=4", "players=²"), "Kami is for 2, 3 or 4 players"),
        (("deal=0", "deal=١"), "deal is a number from 0 to 1000000, not '١'"),
        (("lines=-;", "lines=" + "x" * 100 + ";"), "…'"),
    ],
)
def test_kami_setup_deal_hostile_codes_get_the_games_error(change, words: str) -> None:
    """Codes with foreign digits, endless numbers or long junk: InvalidPosition, quoting at most
    40 characters of the input, never Python's ValueError."""
    code = _demoralized().to_code().replace(*change, 1)
    err = _refused_code(code)
    assert words in err.say("en") and len(err.say("en")) < 400
    if "'" in words:
        assert max(map(len, re.findall(r"'[^']*'", err.say("en")))) <= 43


def test_kami_turn_hostile_actions_and_records_get_the_games_error() -> None:
    """parse_action and from_json: foreign digits, long text and deep nesting are refused with
    the game's errors, quickly, quoting a short excerpt."""
    from gamekit import InvalidAction

    for text, words in (
        ("S@²/H", "mercenary piles are numbered 1 to 8"),
        ("S@" + "9" * 40 + "/H", "mercenary piles are numbered 1 to 8"),
        ("x" * 5000, "too long to be a Kami action"),
        ("P²", "is not a Kami action"),
        (7, "a Kami action is text, not int"),
    ):
        with pytest.raises(InvalidAction) as caught:
            GAME.parse_action(text)
        assert words in str(caught.value) and len(str(caught.value)) < 400
    record = _demoralized().to_json()
    for text, words in (
        ("[" * 5000 + "]" * 5000, "nested too deeply"),
        (record.replace('"deal": "0"', '"deal": "' + "9" * 5000 + '"'), "deal is a number"),
        (" " * 70_000 + record, "at most 65,536 characters"),
        ("{'game': 'kami'}", "not a JSON record: Expecting property name"),
        (record.replace('"format": 1', '"format": true'), "unknown Kami record format"),
    ):
        with pytest.raises(InvalidPosition) as caught:
            GAME.from_json(text)
        assert words in caught.value.say("en") and caught.value.say("fr")
        assert len(caught.value.say("en")) < 400
