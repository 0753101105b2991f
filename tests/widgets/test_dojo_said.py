"""What a Dojo game says after each move, on its message line (the page's live region says the
same): every challenge that ended since the person's move, who won it and the trophy taken,
whoever played it, the computers included; what the person to act holds and is asked; and
nothing a list of decisions open now must keep secret."""

from __future__ import annotations

import pytest

from gamekit.dojo import GAME
from gamekit.dojo.actions import Challenge, Pass
from widgets import feedback
from widgets.dojo.app import DojoApp, DojoLauncher
from widgets.dojo.lessons import CHALLENGE_CODE
from widgets.dojo.spoken import Around, hand_text
from widgets.dojo.words import challenge_result, prompt
from widgets.feedback import plain


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("variant", ["standard", "black_belt"])
def test_every_challenge_ended_since_a_persons_move_is_said(lang: str, variant: str) -> None:
    app = DojoApp(
        players=4,
        seats=("person", "computer", "computer", "computer"),
        seed=1,
        variant=variant,
        lang=lang,
    )
    results = 0
    while not app.state.is_over:
        start = app.match.ply
        app.play(app.state.legal_actions()[-1])  # challenges rather than passes
        said = plain(app.why.value)
        states, actions = app.match.states, app.match.actions
        for ply in range(start, app.match.ply):
            result = challenge_result(states[ply], actions[ply], lang)
            if result:
                results += 1
                assert result in said, (ply, said)
    assert results >= 6  # the person's challenges and the computers'


def test_a_challenge_result_names_both_cards_the_winner_and_the_trophy() -> None:
    asked = GAME.from_code(CHALLENGE_CODE)  # P4's yellow Fox against the dealer P3's yellow Raccoon
    said = challenge_result(asked, Challenge())
    assert said == (
        "P4's yellow-belt Fox (2) against P3's yellow-belt Raccoon (2): "
        "P4 wins and takes the Grand Master"
    )
    assert challenge_result(asked, Pass()) == ""  # a pass ends no challenge


def test_the_decisions_open_now_never_tell_how_a_challenge_would_end() -> None:
    asked = GAME.from_code(CHALLENGE_CODE)
    app = DojoApp(asked, seats=("computer", "computer", "computer", "person"))
    assert app.actor() == 3 and Challenge() in app.state.legal_actions()
    option = app.option(app.state, Challenge())
    assert option == "P4 challenges the dealer" and "Raccoon" not in option
    played = app.describe(app.state, Challenge())  # once played, both cards are shown
    assert played.startswith("P4 challenges the dealer: P4's yellow-belt Fox (2)")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_person_to_act_hears_what_he_holds_and_what_is_asked(lang: str) -> None:
    app = DojoApp(players=4, seats=("person", "computer", "computer", "computer"), lang=lang)
    assert app.state.step == "recruit" and app.actor() == 0  # P1 deals first
    top = {"en": "The top card, to give: the ", "fr": "La carte du dessus, à donner : "}[lang]
    for _ in range(3):  # each card given, the next top card is heard (the question is known)
        app.play(app.state.legal_actions()[-1])
        said = plain(app.why.value)
        assert top in said and prompt(app.state, lang) not in said
        assert app.state.deck[0].name(lang) in said.split(top)[1]
    app.play(app.state.legal_actions()[-1])  # the last card given: the computers play
    asked = plain(app.why.value)
    assert asked.endswith(f"{prompt(app.state, lang)} {hand_text(Around(app.seen(), 0), lang)}")


def test_a_new_game_from_the_launcher_says_what_is_held(monkeypatch: pytest.MonkeyPatch) -> None:
    heard: list[str] = []
    monkeypatch.setattr(feedback, "in_answer", lambda: True)  # as if New game was pressed
    monkeypatch.setattr(feedback, "announce", heard.append)
    app = DojoLauncher().begin()
    said = plain(app.why.value)
    assert said == hand_text(Around(app.seen(), 0)) and "The top card, to give" in said
    assert heard and heard[-1].count(prompt(app.state)) == 1 and heard[-1].endswith(said)
