"""What a tournament decision sets off is told with it (the history line, and the live region
that says it): every roll the dice made on the way with its result, who went on, the end of each
tournament with its champion, and the end of the game. The expected words are derived here from
the states the engine passed through."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest

from gamekit.dojo_kun import combat, tournament
from widgets.canvas import RecordingCanvas
from widgets.dojo_kun.app import DojoKunApp
from widgets.dojo_kun.pictures.combat import _split_roll
from widgets.dojo_kun.spoken import entrant_words
from widgets.dojo_kun.words import outcome_text, verdict

PLAYERS = ("P1", "P2", "P3", "P4")


@pytest.mark.parametrize(("players", "lang"), [(2, "en"), (3, "fr"), (1, "en")])
def test_every_roll_and_fight_a_decision_sets_off_is_told(players: int, lang: str) -> None:
    app = DojoKunApp(
        players=players, seats=("person",) * players, seed=players, lang=lang,
        canvas=RecordingCanvas(),
    )  # fmt: skip
    names = PLAYERS[:players]
    rng = random.Random(players)
    rolls = champions = 0
    said = ""
    while not app.state.is_over:
        state = app.state
        action = rng.choice(state.legal_actions())
        said = app.describe(state, action)
        if state.step != "place":
            for before, after in pairwise(tournament.unfolded(state, action)):
                t, now = before.tournament, after.tournament
                assert t is not None
                if now is not None and now.roll != t.roll:
                    fighters = tournament._fighters(before)
                    roll = _split_roll(now, fighters)
                    assert roll is not None
                    result = combat.resolve_round(*fighters, *roll[0], *roll[1])
                    assert verdict(result.combat, lang).rstrip(".") in said, said
                    rolls += 1
                if t.fight >= tournament.FIGHTS and (
                    after.season != before.season or after.is_over
                ):
                    champion = t.rounds[-1][0]
                    assert champion is None or entrant_words(before, champion, names, lang) in said
                    champions += 1
        assert app.play(action)
    assert rolls > 5 and champions == 2
    assert outcome_text(app.state, lang).rstrip(".") in said


def test_the_message_line_says_the_fight_a_prediction_let_roll() -> None:
    app = DojoKunApp(players=2, seats=("person", "computer"), seed=1, canvas=RecordingCanvas())
    computer = app.game.computer("greedy", seed=2)
    while app.state.step != "predict":
        assert app.play(computer.choose(app.state.view(0)))
    assert app.play(computer.choose(app.state.view(0)))
    assert "Quarter-final" in app.why.value
    assert "wins the roll" in app.why.value or "a draw" in app.why.value
