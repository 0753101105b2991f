"""Dojo Kun's full game as a learner alone against the computer meets it, headless: his own
fights come on the Combat board at the default pace (the pace says so), *Hint*'s slot can be
clicked, an athlete who may rest has a button, the words name the slots the bracket draws, and
the game ends with both tournaments' results and briefs that say the score sheet's Prestige.

The learner's decisions are the greedy computer's, played through the app; the pacer's wait of
a second is a list of waits run by hand (``paced.Clock``).
"""

from __future__ import annotations

import random
import re
from html import unescape
from typing import Any

import pytest
from paced import Clock

from gamekit.core import Hint
from gamekit.dojo_kun import GAME, Place
from gamekit.dojo_kun.actions import REST
from gamekit.dojo_kun.scoring import prestige
from widgets.canvas import RecordingCanvas
from widgets.dojo_kun.app import DojoKunApp
from widgets.dojo_kun.briefs import briefs_text
from widgets.dojo_kun.pictures.dojo import dojo_pieces
from widgets.dojo_kun.words import describe, prompt


def play_alone(players: int, *, seed: int = 5, lang: str = "en") -> tuple[DojoKunApp, list]:
    """A game of the learner (P1) against computers at the default pace, to its end; the rolls
    the board showed, as (season, fight, faces), and whether each waited its second."""
    seats = ("person",) + ("computer",) * (players - 1)
    app = DojoKunApp(players=players, seats=seats, seed=seed, lang=lang, canvas=RecordingCanvas())
    clock = Clock()
    app.pacer.schedule = clock
    shown: list[tuple[int, int, Any]] = []
    show = app.board.show

    def recording_show(*args: Any, **kwargs: Any) -> None:
        show(*args, **kwargs)
        bout = app.board.bout
        if kwargs.get("bout") is not None and bout.faces is not None:
            shown.append((app.board.seen.season, bout.fight, bout.faces))

    app.board.show = recording_show  # type: ignore[method-assign]
    learner = GAME.computer("greedy", seed=seed)
    while True:
        while app._computer_due():
            assert clock.waits, "a step waits on the board, and no second is counted for it"
            clock.tick()
        if app.state.is_over:
            break
        assert app.actor() == 0, app.idle_text()
        assert app.play(learner.choose(app.state.view(0))), app.why.value
    return app, shown


@pytest.fixture(scope="module")
def games() -> dict[int, tuple[DojoKunApp, list]]:
    return {n: play_alone(n) for n in (2, 4)}


def owner_rolls(app: DojoKunApp, mine: bool) -> set[tuple[int, int, Any]]:
    """The rolls of the game in fights with (or without) one of the learner's athletes."""
    return {
        (f.season, f.fight, r.faces)
        for f in app.book.fights
        for r in f.rolls
        if any(e is not None and e.owner == 0 for e in (f.white, f.black)) == mine
    }


@pytest.mark.parametrize("players", [2, 4])
def test_all_at_once_the_learner_sees_each_of_his_own_rolls_on_the_combat_board(games, players):
    app, shown = games[players]
    assert app.pacer.pace == "instant"  # the default
    mine = owner_rolls(app, mine=True)
    assert mine, "the learner's athletes fought"
    assert mine <= set(shown), sorted(mine - set(shown))[:3]
    others = owner_rolls(app, mine=False)
    assert others and not others & set(shown), "the computers' fights pass at once"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_pace_says_what_it_shows_of_the_fights(lang):
    app = DojoKunApp(players=2, seats=("person", "computer"), lang=lang, canvas=RecordingCanvas())
    said = {}
    for pace in ("instant", "second", "step"):
        app.pacer.choice.value = pace
        assert app.pacer.note.layout.display != "none"
        said[pace] = unescape(app.pacer.note.value)
    own = {"en": "Your own athletes' fights", "fr": "Les combats de vos athlètes"}[lang]
    second = {"en": "a second", "fr": "par seconde"}[lang]
    assert own in said["instant"] and second in said["instant"] and second in said["second"]
    assert {"en": "Next move", "fr": "Coup suivant"}[lang] in said["step"]
    assert len(set(said.values())) == 3


def test_hint_chooses_the_token_it_places_so_that_its_slot_can_be_clicked(monkeypatch):
    app = DojoKunApp(players=2, seats=("person", "computer"), seed=3, canvas=RecordingCanvas())
    legal = app.state.legal_actions()
    masters = {a.slot for a in legal if isinstance(a, Place) and a.token == "M"}
    advice = next(
        a for a in legal if isinstance(a, Place) and a.token != "M" and a.slot not in masters
    )  # an athlete's slot, where the Master chosen may not go
    assert app.token == "M"
    # the advice as the engine gives it (its expert thinks against a clock: fixed here)
    monkeypatch.setattr(app.game, "hint", lambda view: Hint(advice, f"Play {advice}."))
    app.hint()
    assert app.token == advice.token and f"Play {advice}." in app.why.value
    assert ("slot", advice.slot) in app.board.selectable
    ply = app.match.ply
    app.pick(("slot", advice.slot))
    if app.match.ply == ply:  # several ways: the hint's among them under the board
        next(b for b in app.buttons.children if b.action == str(advice)).click()
    assert app.match.ply > ply, app.why.value
    assert app.match.actions[ply] == advice


def resting_state() -> Any:
    state, rng = GAME.new_state(seed=0, players=2), random.Random(0)
    while not any(isinstance(a, Place) and a.slot == REST for a in state.legal_actions()):
        state = state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_athlete_who_may_rest_has_a_button_and_the_prompt_says_how(lang):
    state = resting_state()
    app = DojoKunApp(state, seats=("person", "person"), lang=lang, canvas=RecordingCanvas())
    rest = next(a for a in state.legal_actions() if isinstance(a, Place) and a.slot == REST)
    buttons = [b for b in app.buttons.children if getattr(b, "action", None) == str(rest)]
    assert len(buttons) == 1
    assert buttons[0].description[1:] in describe(state, rest, lang)
    said = prompt(state, lang)
    assert {"en": "his button under the board", "fr": "son bouton sous le plateau"}[lang] in said
    buttons[0].click()
    assert app.match.actions[-1] == rest


def test_no_word_of_the_game_speaks_of_dotted_slots_the_bracket_does_not_draw():
    said = []
    for seed in range(4):
        for lang in ("en", "fr"):
            state, rng = GAME.new_state(seed=seed, players=3), random.Random(seed)
            while state.season == 0:
                said.append(prompt(state, lang))
                action = rng.choice(state.legal_actions())
                said.append(describe(state, action, lang))
                state = state.apply(action)
    assert any(re.search(r"quarter-final|quart de finale", s) for s in said)  # the draw is told
    assert not [s for s in said if re.search(r"dotted|à point", s)]


@pytest.mark.parametrize("players", [2, 4])
def test_the_end_keeps_both_tournaments_results(games, players):
    app, _ = games[players]
    results = app.results.value
    assert "White Lotus tournament: results" in results
    assert "Black Lotus tournament: results" in results
    assert results.index("White Lotus") < results.index("Black Lotus")


@pytest.mark.parametrize("players", [2, 4])
def test_at_the_end_the_briefs_say_the_score_sheets_prestige(games, players):
    app, _ = games[players]
    state = app.state
    briefs = re.findall(r"(\d+) PP", app.briefs.value)[:players]
    totals = [prestige(state, p).total for p in range(players)]
    assert [int(n) for n in briefs] == totals
    assert any(t > state.dojos[p].prestige for p, t in enumerate(totals))  # cards count
    said = briefs_text(state, ("P1", "P2", "P3", "P4")[:players])  # a screen reader's briefs
    for p, total in enumerate(totals):
        assert f"<b>{total}</b>" in app.scores.value
        assert f"{total} in the final count" in said
        cards = total - state.dojos[p].prestige
        assert f"{state.dojos[p].prestige} won + {cards} from the cards" in app.briefs.value


def test_at_a_table_of_people_only_a_decision_is_answered_at_once():
    """An analysis board or an exercise (every seat a person): all at once, nothing is held on
    the board after a tournament decision; the next decision waits at once."""
    state, rng = GAME.new_state(seed=2, players=2), random.Random(2)
    while state.step != "predict":
        state = state.apply(rng.choice(state.legal_actions()))
    app = DojoKunApp(state, seats=("person", "person"), canvas=RecordingCanvas())
    clock = Clock()
    app.pacer.schedule = clock
    assert app.play(state.legal_actions()[0])
    assert not clock.waits and not app._computer_due()
    assert app.actor() is not None or app.state.is_over


@pytest.mark.parametrize(("lang", "blank"), [("en", "[your choice]"), ("fr", "[au choix]")])
def test_a_decisions_shared_words_read_whole(lang: str, blank: str) -> None:
    """The words a decision's choices share stand above them with a blank where each choice's
    own words go ("P1 predicts a win for [your choice]"), never an ellipsis that reads as words
    cut off."""
    app = DojoKunApp(players=2, seats=("person", "computer"), seed=5, lang=lang)
    clock = Clock()
    app.pacer.schedule = clock
    learner = GAME.computer("greedy", seed=5)
    titles: list[str] = []
    while not app.state.is_over:
        while app._computer_due():
            clock.tick()
        if app.state.is_over:
            break
        titles.append(unescape(app.choices_title.value))
        assert app.play(learner.choose(app.state.view(0))), app.why.value
    shared = [t for t in titles if blank in t]
    assert len(shared) >= 2, titles  # the tournament's predictions and sendings at least
    assert not [t for t in titles if "…" in t]


@pytest.mark.parametrize("players", [2, 4])
def test_at_the_end_each_dojos_line_on_the_board_says_the_final_count(games, players):
    app, _ = games[players]
    state = app.state
    for p in range(players):
        tags = [s.tag for s in dojo_pieces(state, p, ("P1", "P2", "P3", "P4"))]
        assert f"prestige:{p}:{prestige(state, p).total}" in tags
