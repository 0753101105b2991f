"""The Dojo Kun app, headless: whole games played as a person would (a token chosen, a slot
clicked, a choice among buttons; the tournament's buttons and bracket seats), refusals marked on
the board and explained with their rule, and the solo game's rank at the end."""

from __future__ import annotations

import random

import ipywidgets as w
import pytest

from gamekit.dojo_kun import Place
from widgets.dojo_kun.app import DojoKunApp, DojoKunLauncher
from widgets.dojo_kun.pictures import where_tokens_stand


def choose(app: DojoKunApp, action: object) -> None:
    """Choose ``action`` among the decisions under the board: its button, or its line in the
    list of many and the button that plays it."""
    found = app.buttons.children
    if found and isinstance(found[0], w.Select):
        ways, play = found
        assert str(action) in [value for _, value in ways.options]
        ways.value = str(action)
        play.click()
    else:
        next(b for b in found if b.action == str(action)).click()


def play_by_clicks(app: DojoKunApp, rng: random.Random, most: int = 600) -> int:
    """Play ``app`` to its end by the page's own controls; returns the decisions made."""
    for n in range(most):
        state = app.state
        if state.is_over:
            return n
        if state.step == "place":
            action = rng.choice(state.legal_actions())
            if isinstance(action, Place):
                if action.token != app.token:
                    if action.token == "M":
                        app.choose_token("M")
                    else:
                        app.pick(("athlete", int(action.token) - 1))
                assert app.token == action.token
                slot = action.slot
                if slot == "rest":  # he rests where he trained: a click on that slot
                    slot = where_tokens_stand(state)[(state.to_play, action.token)]
                assert ("slot", slot) in app.board.selectable
                app.pick(("slot", slot))
                if app.state is state:  # several ways: offered under the board
                    choose(app, action)
            else:
                choose(app, action)
        elif state.step == "seat":
            app.pick(("seat", rng.choice(state.legal_actions()).slot))
        else:
            choose(app, rng.choice(state.legal_actions()))
        assert app.state is not state, (state.step, app.why.value)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_a_whole_game_by_the_pages_controls(players: int) -> None:
    app = DojoKunApp(players=players, seats=("person",) * players, seed=players)
    assert play_by_clicks(app, random.Random(players)) > 20
    assert app.scores.layout.display != "none" and "Total" in app.scores.value
    if players == 1:
        assert any(rank in app.status.value for rank in ("wooden man", "belt", "sen"))


def test_an_athlete_the_master_may_move_rests_by_a_click_on_his_training_slot() -> None:
    from gamekit.dojo_kun import GAME

    state, rng = GAME.new_state(seed=0, players=2), random.Random(0)
    while not any(isinstance(a, Place) and a.slot == "rest" for a in state.legal_actions()):
        state = state.apply(rng.choice(state.legal_actions()))
    rest = next(a for a in state.legal_actions() if isinstance(a, Place) and a.slot == "rest")
    trained = where_tokens_stand(state)[(state.to_play, rest.token)]
    assert trained.startswith("train")
    app = DojoKunApp(state, seats=("person", "person"))
    app.choose_token(rest.token)
    assert ("slot", trained) in app.board.selectable  # framed, and said so
    assert any(
        spot.label.startswith(f"P{state.to_play + 1}, Training") and "may go here" in spot.label
        for spot in app.board.spots()
    )
    assert app.pick(("slot", trained))
    assert app.match.actions[-1] == rest and "rests" in app.why.value


def test_a_refused_slot_is_crossed_and_explained_and_nothing_changes() -> None:
    app = DojoKunApp(players=2, seats=("person", "person"), seed=3)
    before = app.state
    assert app.token == "M" and not app.pick(("slot", "waterfall"))
    assert app.state is before and app.board.refused == ("slot", "waterfall")
    assert "dojo_kun.place.octagon" in app.why.value
    assert ("slot", "expand") in app.board.selectable
    assert app.pick(("slot", "expand")) and app.board.refused is None


def test_the_french_page_speaks_french() -> None:
    app = DojoKunApp(players=2, seats=("person", "computer"), seed=5, lang="fr")
    assert "Lotus blanc" in app.status.value and "place un pion" in app.status.value


def test_computers_play_their_turns_and_undo_returns_to_the_persons() -> None:
    app = DojoKunApp(players=3, seats=("person", "computer", "computer"), seed=7, level="greedy")
    rng = random.Random(7)
    state = app.state
    assert app.actor() == 0
    action = next(a for a in state.legal_actions() if isinstance(a, Place) and a.token == "M")
    app.pick(("slot", action.slot))
    if app.state is state:
        choose(app, action)
    assert app.actor() in (0, None) and app.match.ply >= 1
    app.undo()
    assert app.state == state
    assert rng  # the same start again


def test_the_launcher_starts_a_solo_game_with_the_harder_skull() -> None:
    launcher = DojoKunLauncher(lang="en")
    launcher.players.value = 1
    launcher.handicap.value = True
    app = launcher.begin()
    assert app.state.players == 1 and app.state.options.handicap


def test_a_refusal_on_the_page_shows_no_typed_notation() -> None:
    from gamekit.dojo_kun import GAME, Predict, tournament

    state = tournament.start(GAME.new_state(seed=1, players=2)._with(turn=3))
    app = DojoKunApp(state, seats=("person", "person"))
    assert "e.g. 'send 1'" in str(state.why_illegal(Predict("white")))  # for typed actions
    assert not app.play(Predict("white"))
    assert "dojo_kun.tournament.entry" in app.why.value
    assert "sends 1 athlete to the tournament." in app.why.value
    assert "e.g." not in app.why.value and "'send" not in app.why.value


def yang_with(ki: int) -> DojoKunApp:
    """A new 2-person game whose acting Senpai has ``ki`` Ki, his athlete token chosen."""
    from dataclasses import replace

    from gamekit.dojo_kun import GAME

    state = GAME.new_state(seed=3, players=2)
    p = state.to_play
    dojo = state.dojos[p]
    senpai = replace(dojo.athletes[0], ki=ki)
    dojos = list(state.dojos)
    dojos[p] = replace(dojo, athletes=(senpai, *dojo.athletes[1:]))
    app = DojoKunApp(state._with(dojos=tuple(dojos)), seats=("person", "person"))
    app.choose_token("1")
    return app


def test_master_yang_offers_every_technique_and_says_why_one_costs_too_much() -> None:
    app = yang_with(1)  # the Tiger technique costs 2 Ki
    assert "tiger" in app.state.techniques
    before = app.state
    assert app.pick(("slot", "yang"))
    assert app.state is before and app.board.picked == ("slot", "yang")
    assert "Master YANG: choose how" in app.choices_title.value
    offered = {b.action.split()[-1] for b in app.buttons.children}
    assert offered == set(app.state.techniques)  # Tiger is not silently left out
    tiger = next(b for b in app.buttons.children if b.action.endswith("tiger"))
    tiger.click()
    assert app.state is before
    assert "dojo_kun.athlete.ki" in app.why.value and "2" in app.why.value
    crane = next(b for b in app.buttons.children if b.action.endswith("crane"))
    crane.click()
    assert app.state is not before and app.board.picked is None


def test_a_technique_clicked_at_master_yang_is_bought_or_refused_with_its_reason() -> None:
    app = yang_with(1)
    before = app.state
    assert not app.pick(("technique", "tiger"))
    assert app.state is before and app.board.refused == ("technique", "tiger")
    assert "dojo_kun.athlete.ki" in app.why.value
    assert app.pick(("technique", "cobra"))  # the Cobra technique costs nothing
    assert "cobra" in app.state.dojos[before.to_play].athletes[0].techniques


def test_every_click_on_the_board_gets_an_answer() -> None:
    app = DojoKunApp(players=2, seats=("person", "computer"), seed=5)
    board = app.board
    for x, y in ((2, 2), (300, 15), (260, 100), (*board.point_of(("slot", "athlete4")),)):
        app.why.value = ""
        board.click(x, y)
        assert "Nothing to play there" in app.why.value and "gold" in app.why.value
    app.why.value = ""
    board.click_pick(("athlete", 1))  # an empty space
    assert "No athlete stands in that space" in app.why.value
    app.pick(("slot", "expand"))
    while app.actor() is None and not app.state.is_over:
        app.pacer.step()
    app.why.value = ""
    board.click_pick(("athlete", 0))
    board.click_pick(("athlete", 0))
    assert app.why.value  # chosen, or already placed: said either way


def test_each_dojo_keeps_its_place_beside_the_board_whoever_acts() -> None:
    app = DojoKunApp(players=3, seats=("person", "person", "person"), seed=4)
    orders = []
    for _ in range(3):
        html = app.briefs.value
        orders.append([html.index(f"P{p + 1} · ") for p in range(3)])
        actor = app.actor()
        assert "gk-acting" in html and app.board.focus == actor
        action = next(a for a in app.state.legal_actions() if isinstance(a, Place))
        app.play(action)
    assert all(order == sorted(order) for order in orders)  # P1, P2, P3 from the top, always


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_click_refused_is_told_in_words_not_in_the_notation(lang: str) -> None:
    """Every spot of the board clicked, turn after turn: each refusal reads as words, with no
    typed action quoted ('send 1', « M athlete1 ») and no slot in the notation (train3)."""
    import re

    from widgets.canvas import RecordingCanvas
    from widgets.feedback import kind_of

    notation = re.compile(r"'[^']+'|« [^»]+ »|\btrain\d|\bathlete\d")
    refused = []
    canvas = RecordingCanvas()
    app = DojoKunApp(lang=lang, players=2, seats=("person", "person"), seed=1, canvas=canvas)
    canvas.connect()
    for _ in range(25):
        if app.state.is_over:
            break
        for spot in app.board.spots():
            before = app.state.to_code()
            app.board.click(spot.x + spot.w / 2, spot.y + spot.h / 2)
            if kind_of(app.why) == "refused":
                refused.append(re.sub(r"<code>.*?</code>", "", app.why.value))
            if app.state.to_code() != before:
                break
        else:
            app.play(str(app.state.legal_actions()[0]))
    assert len(refused) > 20
    assert not [text for text in refused if notation.search(text)]
