"""What a reader hears of a Kami game beyond the moves: the end of a deal (its score, and why),
a deal cancelled and by whom, the game won; and the rulebook's example step by step."""

from __future__ import annotations

import pytest
from paced import Clock

from gamekit.kami import Cancel, Play
from gamekit.kami.code import position
from widgets.board_front import SAID
from widgets.feedback import plain
from widgets.kami.app import KamiApp
from widgets.kami.lessons import ExampleReplay


@pytest.fixture(autouse=True)
def _nothing_said_yet() -> None:
    """Each test counts what it heard from an empty record (it keeps only the last 50)."""
    SAID.clear()


@pytest.mark.parametrize(
    ("lang", "heard"),
    [
        ("en", "his last card: 4 points — end of deal 1, P1: 0 + 4 = 4."),
        ("fr", "sa dernière carte : 4 points — fin de la donne 1, J1 : 0 + 4 = 4."),
    ],
)
def test_a_persons_last_card_says_the_deal_is_over_and_the_score(lang: str, heard: str) -> None:
    app = KamiApp(position(["MT", "SSL"]), seats=("person", "computer"), lang=lang)
    assert app.play(Play("M", "T"))
    said = plain(app.why.value)  # what the page says aloud in answer to the move
    assert said.split(". ", 1)[0].endswith(heard[:-1]), said
    assert heard[:-1] in app.history.value


def test_a_computers_last_card_at_the_teachers_pace_is_heard_with_the_score() -> None:
    # P1 leads a Horseman; P2, the computer, counters it with his Horseman and attacks with his
    # last card, a Soldier: the deal is over.
    start = position(["SHT", "HS"], mode="lord", scores=(0, 14))
    app = KamiApp(start, seats=("person", "computer"), level="greedy")
    clock = Clock()
    app.pacer.schedule = clock
    app.pacer.choice.value = "second"
    assert app.play(Play("S", "H"))
    heard = len(SAID)
    while clock.waits:
        clock.waits.pop(0)()
    new = SAID[heard:]
    assert len(new) == 1 and "last card: 1 point — end of deal 1, P2: 14 + 1 = 15" in new[0], new
    assert new[0].endswith("P2 wins the game."), new


def test_a_cancelled_deal_says_who_cancelled_it_and_who_deals_again() -> None:
    app = KamiApp(players=4, seats=("person",) * 4, seed=1, teacher=True)
    state = app.state
    said = app.describe(state, Cancel())
    first = app.game.player_names[state.first]
    assert said.startswith(f"{app.game.player_names[state.to_play]} cancels the deal")
    assert f"{first} deals again and still plays first" in said


def test_the_rulebook_example_says_each_step_when_next_or_back_is_pressed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import widgets.feedback

    replay = ExampleReplay(lang="fr")
    monkeypatch.setattr(widgets.feedback, "in_answer", lambda: True)  # a button pressed
    heard = len(SAID)
    replay.next.click()
    first = plain(replay.story.value)
    replay.back.click()
    assert first.startswith("1. Justin est le premier joueur") and first.endswith("(1/7)")
    assert SAID[heard:] == [first, plain(replay.story.value)]
    assert SAID[-1].startswith("La donne : huit cartes chacun")


@pytest.mark.parametrize(
    ("lang", "heard"),
    [
        ("en", "Soldier mode: the first side to 15 points or more wins. Deal 1. P1: lead."),
        ("fr", "Mode Soldat : le premier camp à 15 points ou plus gagne. Donne 1. J1 : à vous"),
    ],
)
def test_a_new_game_is_heard_with_its_target_and_what_it_waits_for(lang: str, heard: str) -> None:
    from widgets.kami.app import KamiLauncher

    launcher = KamiLauncher(lang=lang)
    launcher.players.value = 2
    launcher.start.click()
    assert SAID[-1].startswith(heard), SAID[-1]


def test_the_rulebook_examples_buttons_stay_and_say_when_the_example_ends(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A button greyed under the keyboard drops it to the page's top: Next and Back stay
    enabled, and a press at either end says where the example is."""
    import widgets.feedback

    replay = ExampleReplay()
    monkeypatch.setattr(widgets.feedback, "in_answer", lambda: True)
    replay.back.click()
    assert replay.step == 0 and SAID[-1].endswith(
        "This is the start of the example: “Next” steps through it."
    )
    for _ in range(9):
        replay.next.click()
    assert (
        replay.step == 7
        and "(7/7)" in SAID[-1]
        and SAID[-1].endswith("“Back” steps back through it.")
    )
    assert not replay.next.disabled and not replay.back.disabled
    assert (replay.next.button_style, replay.back.button_style) == ("", "primary")
