"""Kami hints name the whole move and say something true about it.

Every hint of seeded games at 2, 3 and 4 players is checked: its action is legal in the game
(the app plays it when the hint is followed), its sentence names the defense (laid face down or
countering) before the attack, in English and in French, and what it says of the cards that
could counter the attack is counted again here from where the cards really are.
"""

from __future__ import annotations

import random
import re

import pytest
from kami_positions import position

from gamekit.core import Hint
from gamekit.kami import COPIES, GAME, VALUES, Pass, Play, players
from gamekit.kami.cards import HIDDEN, SOLDIER, count_name, name, the_name
from gamekit.kami.players import known
from gamekit.kami.state import KamiState, _counters

NUMBER = re.compile(r"(\d+) (?:cards?|[A-Z][a-z]+(?: Dragons?)?) that could counter it")
NOMBRE = re.compile(r"il reste (\d+) ")


@pytest.fixture(autouse=True)
def quick_hints(monkeypatch: pytest.MonkeyPatch) -> None:
    """A hint's expert makes 300 play-outs on the page; a few make the same kind of choice,
    which is all these tests read."""
    monkeypatch.setattr(players, "HINT_PLAYOUTS", 1)  # one imagined deal
    monkeypatch.setattr(players, "DUEL_PLAYOUTS", 1)


def hidden_counters(state: KamiState, me: int, attack: str) -> int:
    """How many cards that could counter ``attack`` lie where ``me`` cannot see them, read from
    the full position: the others' hands (less the Soldiers they showed), their face-down
    defenses from the hand, the cards under the tops of the piles, the set-aside cards he did
    not look at."""

    def count(cards: str) -> int:
        return sum(_counters(c, attack) for c in cards)

    total = sum(count(hand) for p, hand in enumerate(state.hands) if p != me)
    if attack == SOLDIER:
        total -= sum(shown for p, shown in enumerate(state.shown) if p != me)
    for p, line in enumerate(state.lines):
        if p != me:
            total += sum(
                count(d)
                for i, (d, down, _) in enumerate(line)
                if down and (p, i) not in state.public
            )
    total += sum(count(pile[:-1]) for pile in state.piles)
    peek = state.peeks().get(me)
    total += count("".join(c for i, c in enumerate(state.aside) if i != peek))
    return total


def check_hint(state: KamiState) -> Hint:
    """The hint for the player to act, checked against the full position."""
    me = state.current_player
    hint = GAME.hint(state.view(me))
    en, fr = hint.say("en"), hint.say("fr")
    action = hint.action
    assert action in state.legal_actions(), (state.to_code(), action)
    assert en and fr and en != fr
    assert "few cards" not in en and "peu de cartes" not in fr
    if isinstance(action, Pass):
        assert en.startswith("Pass") and fr.startswith("Passez")
        if "nothing you can play" in en:
            assert not any(isinstance(a, Play) for a in known(state.view(me).legal_actions()))
        return hint
    if not isinstance(action, Play):
        return hint
    d, a = action.defense, action.attack
    # The defense first, as it is laid: face down at a lead, face up in a counter.
    if not d:
        assert en.startswith(f"Attack with the {name(a)} alone"), en
        assert fr.startswith(f"Attaquez avec {the_name(a, 'fr')} seul"), fr
    elif state.step == "respond":
        assert en.startswith(f"Counter with the {name(d)}"), en
        assert fr.startswith(f"Contrez avec {the_name(d, 'fr')}"), fr
    elif action.dpile >= 0:
        assert en.startswith(f"Take the {name(d)} from pile {action.dpile + 1} and lay it face")
        assert fr.startswith(f"Prenez {the_name(d, 'fr')} de la pile {action.dpile + 1} et pose")
    else:
        assert en.startswith(f"Lay the {name(d)} face down, then attack"), en
        assert fr.startswith(f"Posez {the_name(d, 'fr')} face cachée, puis attaquez"), fr
    if d:
        assert f", then attack with the {name(a)}" in en, en
        assert f", puis attaquez avec {the_name(a, 'fr')}" in fr, fr
    if 0 <= action.apile != action.dpile:
        assert f"the {name(a)} from pile {action.apile + 1}" in en, en
        assert f"{the_name(a, 'fr')} de la pile {action.apile + 1}" in fr, fr
    after = state.apply(action)
    if after.deal != state.deal or after.is_over:  # the hand played out: the round's score
        points = after.last.points
        assert after.last.player == me
        assert re.search(rf"\b{points} points?\.$", en) and re.search(rf"\b{points} points?\.$", fr)
        assert ("1 points" not in en) and ("Master Stroke" in en) == after.last.master_stroke
        return hint
    hidden = hidden_counters(state, me, a)
    said = NUMBER.search(en)
    if said is None:  # "nobody can counter it" or "no card still unseen could"
        assert hidden == 0, (en, state.to_code())
        assert "il reste" not in fr
    else:
        assert int(said.group(1)) == hidden, (en, state.to_code())
        assert int(NOMBRE.search(fr).group(1)) == hidden, fr
    if "nobody can counter it" in en:
        tops = [
            p[-1] for k, p in enumerate(state.piles) if p and k not in (action.dpile, action.apile)
        ]
        assert not any(_counters(c, a) for c in tops)
        assert not (a == SOLDIER and any(n for p, n in enumerate(state.shown) if p != me))
    return hint


@pytest.mark.parametrize("players_", [2, 3, 4])
@pytest.mark.parametrize("seed", [1, 2])
def test_kami_every_hint_of_a_game_names_a_whole_legal_move(players_: int, seed: int) -> None:
    """Whole seeded games, the hint checked at every decision; most moves follow it, some are
    random, so that the games go where the expert would not take them."""
    rng = random.Random(seed)
    state = GAME.new_state(seed=seed, players=players_)
    hints = 0
    while not state.is_over and hints < 400:
        hint = check_hint(state)
        hints += 1
        if rng.random() < 0.3:
            state = state.apply(rng.choice(known(state.legal_actions())))
        else:
            state = state.apply(hint.action)  # the hint followed
    assert state.is_over and hints > 20


def test_kami_hint_the_issue_case_soldiers_unseen_are_counted() -> None:
    """The hint said "few cards out there can counter it" of a Soldier while eight Soldiers were
    unseen: it now says how many could, from the player's view."""
    # P1 leads holding only Soldiers; the six others are in P2's and P3's hands.
    state = position(["SSSS", "SSSS", "SSLL", "HHAA"], filler=3)
    hint = GAME.hint(state.view(0))
    assert isinstance(hint.action, Play) and hint.action.attack == SOLDIER
    left = COPIES[SOLDIER] - 4
    assert hidden_counters(state, 0, SOLDIER) == left
    assert f"{left} Soldiers that could counter it are still unseen" in hint.say("en")
    assert f"il reste {left} Soldats non vus qui pourraient le contrer" in hint.say("fr")
    assert hint.say("en").startswith("Lay the Soldier face down, then attack with the Soldier")


def test_kami_hint_counter_names_the_counter_then_the_attack() -> None:
    """The first exercise's moment: answering a Horseman. The hint names the counter card and
    then the attack; clicking the attack card first is not what it says."""
    state = position(
        ["S", "HGSS", "LL", "TT"],
        lines=["A.H", "-", "-", "-"],
        attack=(0, "H"),
        turn=1,
        step="respond",
    )
    hint = GAME.hint(state.view(1))
    assert hint.action in state.legal_actions()
    if isinstance(hint.action, Play):
        en, fr = hint.say("en"), hint.say("fr")
        assert en.startswith(f"Counter with the {name(hint.action.defense)}, then attack with")
        assert fr.startswith(f"Contrez avec {the_name(hint.action.defense, 'fr')}, puis attaquez")


def test_kami_hint_last_card_scores_in_words_that_agree() -> None:
    """A round won with a Soldier scores "1 point", not "1 points"."""
    state = position(
        ["AAG", "HS", "LL", "TT"],
        lines=["G.H", "-", "-", "-"],
        attack=(0, "H"),
        turn=1,
        step="respond",
    )
    # The expert may pass here (his partner might do better); the sentence is the point.
    hint = players._play_hint(state.view(1), Play("H", "S"))
    assert hint.say("en").startswith("Counter with the Horseman, then attack with the Soldier")
    assert hint.say("en").endswith("the round is yours, 1 point.")
    assert hint.say("fr").endswith("la manche est à vous, 1 point.")
    double = GAME.hint(position(["TT", "GG", "LL", "SS"], filler=3).view(0))
    assert double.action == Play("T", "T")
    assert double.say("en").endswith("a Master Stroke (points doubled): 8 points.")


def test_kami_hint_duel_names_the_piles() -> None:
    """In a duel the hint says which pile a card comes from; the piles whose top could counter
    the attack are counted as answers too."""
    piles = ["SH", "LT", "AG", "GA", "MS", "SL", "HS", "LS"]
    state = position(["HHAT", "EEGG"], piles=piles)
    for _ in range(5):
        check_hint(state)
    hint = GAME.hint(state.view(0))
    if hint.action.dpile >= 0:
        assert f"from pile {hint.action.dpile + 1}" in hint.say("en")


def test_kami_hint_pass_when_nothing_counters_says_so() -> None:
    state = position(
        ["S", "GGLL", "AA", "TT"],
        lines=["A.H", "-", "-", "-"],
        attack=(0, "H"),
        turn=1,
        step="respond",
    )
    hint = GAME.hint(state.view(1))
    assert hint.action == Pass()
    assert hint.say("en") == "Pass: nothing you can play counters the Horseman."
    assert hint.say("fr") == "Passez : rien de ce que vous pouvez jouer ne contre le Cavalier."


def test_kami_count_name_and_points_agree_with_their_number() -> None:
    assert [count_name(n, "H") for n in (1, 2)] == ["1 Horseman", "2 Horsemen"]
    assert count_name(1, "E", "fr") == "1 Impératrice" and count_name(2, "A", "fr") == (
        "2 Dragons d’argent"
    )
    assert all(VALUES[k] for k in COPIES) and HIDDEN not in COPIES


@pytest.mark.parametrize("players_", [2, 3, 4])
def test_kami_a_position_always_gives_the_same_hint(players_: int) -> None:
    """The hint's expert counts play-outs, not time: asked twice (a page showing the hint, then
    playing it when followed), it names the same move, on a busy machine too."""
    state = GAME.new_state(seed=7, players=players_)
    for _ in range(12):
        view = state.view(state.current_player)
        first, again = GAME.hint(view), GAME.hint(view)
        assert first == again
        state = state.apply(first.action)
