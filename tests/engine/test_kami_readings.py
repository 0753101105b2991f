"""Kami readings settled for newcomers' questions (docs/kami-rules.md): what the others see of a
face-down defense taken from a pile, the Empress countering then attacking in one play, the rule
cited for a duel's last card, and sentences whose nouns agree with their numbers."""

from __future__ import annotations

import pytest
from kami_positions import position

from gamekit import InvalidPosition
from gamekit.kami import GAME, RULES, Play, parse_action
from gamekit.kami.code import build, fields

PILES = ["SH", "LT", "AG", "GA", "MS", "SL", "HS", "LS"]
"""Mercenary piles, bottom card first: pile 1 shows a Horseman over a Soldier."""


def test_a_face_down_defense_from_a_pile_is_face_down_and_known_to_all() -> None:
    """kami.duel.mercenary: everyone saw the Horseman on top of pile 1; laid face down, it lies
    face down for the rules but every view keeps its name (the board draws it face down, named);
    a face-down card from the hand is "?" for the others."""
    state = position(["HHAT", "EEGG"], piles=PILES)
    from_pile = state.apply(Play("H", "A", dpile=0))
    for viewer in (0, 1, None):
        seen = from_pile.view(viewer)
        assert seen.lines[0] == (("H", True, "A"),)  # face down, and named
        assert (0, 0) in seen.public
    from_hand = state.apply(Play("T", "A"))
    assert from_hand.view(1).lines[0] == (("?", True, "A"),)
    assert from_hand.view(None).lines[0] == (("?", True, "A"),)
    assert from_hand.view(0).lines[0] == (("T", True, "A"),) and not from_hand.public


def test_a_face_down_defense_from_a_pile_counts_as_face_down_for_the_rules() -> None:
    """Face down for every rule: it doubles a Master Stroke; an Empress laid so does not let an
    Empress attack."""
    piles = ["", "", "", "", "", "", "", "T"]
    lead = position(["T", "SSHH"], piles=piles)
    double = Play("T", "T", dpile=7)  # the Tower from pile 8 face down, the hand's Tower
    assert double in lead.legal_actions() and lead.master_stroke(double)
    end = lead.apply(double)
    assert end.last.master_stroke and end.last.points == 8
    piles = ["", "", "", "", "", "", "", "E"]
    empress = position(["EH", "SSHH"], piles=piles)
    hidden = empress.apply(Play("E", "H", dpile=7))
    assert hidden.lines[0][-1] == ("E", True, "H") and not hidden.face_up_empress()


def test_the_empress_may_attack_after_countering_with_the_other_in_the_same_play() -> None:
    """kami.empress.attack: the counter's defense is laid before its attack, so the Empress that
    countered already lies face up when the other attacks; the sentence says which reading."""
    state = position(
        ["SS", "EEHH", "LL", "TT"],
        lines=["A.G", "-", "-", "-"],
        attack=(0, "G"),
        turn=1,
        step="respond",
    )
    assert Play("E", "E") in state.legal_actions()
    assert state.apply(Play("E", "E")).lines[1] == (("E", False, "E"),)
    rule = RULES["kami.empress.attack"]
    assert "in this same play" in rule.text and "dans ce même coup" in rule.say("fr")[1]
    lead = position(["EEHH", "SS", "LL", "TT"])  # a lead: the defense is face down
    refused = lead.why_illegal(Play("E", "E"))
    assert refused is not None and refused.rule == "kami.empress.attack"
    assert "in this very play" in refused.say("en") and "ce même coup" in refused.say("fr")


@pytest.mark.parametrize("attack", ["H@1", "S"])
def test_the_last_hand_card_laid_in_defense_cites_the_last_attack_rule(attack: str) -> None:
    """kami.duel.last_attack: the last hand card laid face down would leave the attack to the
    mercenaries (or to nothing); refused under the rule it breaks, not kami.turn."""
    state = position(["T", "SSHH"], piles=["SH", "GA", "", "", "", "", "", ""])
    reason = state.why_illegal(parse_action(f"T/{attack}"))
    assert reason is not None and reason.rule == "kami.duel.last_attack"
    assert reason.say("en").startswith("The Tower is the last card of your hand: keep it")
    assert reason.say("fr").startswith("La Tour est la dernière carte de votre main : gardez-la")
    assert "from a pile" in reason.say("en") and "d’une pile" in reason.say("fr")
    alone = position(["G", "SS"], lines=["A.H", "-"], piles=[""] * 8)
    reason = alone.why_illegal(parse_action("G/S"))
    assert reason.rule == "kami.duel.last_attack"
    assert "no mercenary is left: attack with it alone" in reason.say("en")
    assert "attaquez avec lui seul" in reason.say("fr")
    assert alone.legal_actions() == (Play("", "G"),)


def test_code_refusals_agree_with_their_numbers() -> None:
    """No "1 Soldiers" or "1 cards" in a refused code's sentence."""
    record = fields(GAME.new_state(seed=1, players=4))
    record["shown"] = "1,0,0,0"
    with pytest.raises(InvalidPosition) as shown:
        build(record)
    assert "shows 1 Soldier:" in shown.value.say("en")
    assert "montre 1 Soldat :" in shown.value.say("fr")
    record = fields(GAME.new_state(seed=1, players=4))
    text = record["hands"]
    first = text.index("S")  # keep one Soldier, the nine others become Horsemen
    record["hands"] = text[: first + 1] + text[first + 1 :].replace("S", "H")
    with pytest.raises(InvalidPosition) as wrong:
        build(record)
    assert "there is 1 card S in the position" in wrong.value.say("en")
    assert "il y a 1 carte S" in wrong.value.say("fr")
