"""A French page names the players J1, J2 (joueur): a move may be typed with those names as well
as the notation's P1, P2, and the hint names them as the page does."""

from __future__ import annotations

import random

from gamekit.dojo import GAME
from widgets.dojo.app import DojoApp
from widgets.feedback import kind_of


def _at_a_gift(app: DojoApp) -> str:
    """Play the app's game on until a gift is open; the gift, in the notation."""
    rng = random.Random(2)
    for _ in range(400):
        gifts = [str(a) for a in app.state.legal_actions() if str(a).startswith("give")]
        if gifts:
            return gifts[0]
        assert app.play(rng.choice(app.state.legal_actions()))
    raise AssertionError("no gift came")


def test_a_french_player_may_type_j2_for_p2() -> None:
    app = DojoApp(players=3, seats=("person",) * 3, lang="fr", teacher=True)
    gift = _at_a_gift(app)
    typed = gift.replace("P", "J")
    assert typed != gift and app.play_typed(typed), app.why.value
    assert app.match.actions[-1] == GAME.parse_action(gift)


def test_an_english_page_reads_j2_as_the_notation_does() -> None:
    app = DojoApp(players=3, seats=("person",) * 3, teacher=True)
    gift = _at_a_gift(app)
    assert not app.play_typed(gift.replace("P", "J"))
    assert kind_of(app.why) == "refused"


def test_a_french_hint_names_the_players_j1_j2() -> None:
    app = DojoApp(players=4, seats=("person",) * 4, lang="fr", teacher=True)
    said = [app.hint()]
    rng = random.Random(4)
    while not any("J" in s for s in said) and len(said) < 60:
        app.play(rng.choice(app.state.legal_actions()))
        said.append(app.hint())
    assert any("J" in s for s in said)
    assert not any(f"P{n}" in s.split("«")[0] for s in said for n in range(1, 5))
