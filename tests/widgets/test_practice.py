"""Practice from here, in each game's explorer: the learner takes a side of the position shown
against the computer, plays, the computer answers, and when the game ends the review shows where
the computer (in Kaito, the solver) would have played otherwise, in English and in French."""

from __future__ import annotations

import random
from functools import cache
from typing import Any

import pytest

import gamekit
from gamekit.core import State
from gamekit.review import review
from widgets.canvas import RecordingCanvas
from widgets.dojo.explorer import DojoExplorer
from widgets.dojo_kun.explorer import DojoKunExplorer
from widgets.feedback import kind_of, plain
from widgets.i18n import say
from widgets.kaito.explorer import KaitoExplorer
from widgets.kami.explorer import KamiExplorer
from widgets.practice import WORDS, Practice, review_html

CARD_GAMES = {"kami": KamiExplorer, "dojo": DojoExplorer, "dojo-kun": DojoKunExplorer}
GAMES = ("kaito", *CARD_GAMES)
REVIEWED = {"en": "Your moves reviewed", "fr": "Vos coups examinés"}


@cache
def late_position(name: str, seed: int = 3, back: int = 12) -> State:
    """A position ``back`` moves or more before the end of a seeded game played greedily (a
    decision's, not a chance step's)."""
    game = gamekit.load(name)
    state = game.new_state(seed=seed)
    computer = game.computer("greedy", seed=seed)
    states = [state]
    while not state.is_over:
        if name == "kaito":
            state = state.apply(random.Random(len(states)).choice(state.legal_actions()))
        else:
            state = state.apply(computer.choose(state.view(state.current_player)))
        states.append(state)
    return next(s for s in reversed(states[:-back]) if s.current_player is not None)


def practice_of(name: str, lang: str = "en", state: State | None = None) -> Practice:
    """The explorer of game ``name`` on ``state`` (a late position by default): its practice
    panel."""
    code = (state or late_position(name)).to_code()
    if name == "kaito":
        return KaitoExplorer(code, lang=lang, canvas=RecordingCanvas()).practice
    return CARD_GAMES[name](code, lang=lang).practice


def winning_choice() -> tuple[State, Any, Any]:
    """(position, a losing move, the solver's best) from a seeded random Kaito game with at
    most 10 tiles on the grid, where the player to move wins with best play and a move loses."""
    kaito = gamekit.load("kaito")
    for seed in range(100):
        rng, state = random.Random(seed), kaito.new_state(seed=seed)
        while not state.is_over and sum(t is not None for t in state.board) > 10:
            state = state.apply(rng.choice(state.legal_actions()))
        best = kaito.solve(state, 1.0)
        if state.is_over or not best.complete or best.winner != state.current_player:
            continue
        for action in state.legal_actions():
            after = kaito.solve(state.apply(action), 1.0)
            if after.complete and after.winner != state.current_player:
                return state, action, best.line[0]
    raise AssertionError("no position with a losing move in 100 games")


def finished(name: str) -> State:
    """The end of a seeded game played greedily."""
    game = gamekit.load(name)
    state, computer = game.new_state(seed=2), game.computer("greedy", seed=2)
    while not state.is_over:
        state = state.apply(computer.choose(state.view(state.current_player)))
    return state


def learner_move(practice: Practice) -> Any:
    """What the greedy computer would play in the learner's place."""
    app = practice.app
    return practice.game.computer("greedy", seed=1).choose(app.state.view(practice.learner))


@pytest.mark.parametrize("name", GAMES)
def test_practice_starts_from_the_position_and_the_computer_answers(name: str) -> None:
    practice = practice_of(name)
    start = practice.position()
    assert practice.seat.value == start.current_player  # the side to act, by default
    app = practice.start()
    assert practice.area.children == (app.widget,) and app.match.start == start
    assert app.state.current_player == practice.learner  # the learner's turn
    assert app.play(learner_move(practice))
    assert app.match.ply > 1  # the computer answered
    assert app.state.is_over or app.state.current_player == practice.learner


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("name", GAMES)
def test_played_to_the_end_the_review_shows(name: str, lang: str, heard: list[str]) -> None:
    practice = practice_of(name, lang)
    app = practice.start()
    while not app.state.is_over:
        assert not practice.review.value  # no review before the end
        app.play(learner_move(practice))
    shown = plain(practice.review.value)
    assert shown.startswith(REVIEWED[lang]) and practice.result is not None
    assert practice.result.remarks  # the learner's moves were looked at
    if practice.result.differences:
        n = practice.result.differences[0].number
        assert {"en": f"Move {n} (you): ", "fr": f"Coup {n} (vous) : "}[lang] in shown
        assert kind_of(practice.review) == "tip"
    else:
        assert say(WORDS, "same", lang) in shown and kind_of(practice.review) == "ok"
    assert shown in heard  # a reader hears the review


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_move_that_throws_away_a_win_is_named_a_mistake(lang: str) -> None:
    state, losing, best = winning_choice()
    practice = practice_of("kaito", lang, state)
    practice.level.value = "search"
    practice.solve_time = practice.time_limit = 5.0  # proved even on a busy machine
    app = practice.start()
    app.play(losing)
    while not app.state.is_over:
        app.play(learner_move(practice))
    shown = plain(practice.review.value)
    mistake = {"en": "A mistake: this move throws away a win.", "fr": "Une erreur : ce coup"}
    assert mistake[lang] in shown
    assert practice.result.remarks[0].mistake and practice.result.remarks[0].better == best
    wins = {"en": "wins in", "fr": "gagne en"}[lang]
    assert shown.count(wins) >= 2  # the results before and after the move, in words


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_menus_speak_the_pages_language(lang: str) -> None:
    practice = practice_of("kami", lang)
    labels = [label for label, _ in practice.seat.options]
    assert labels == (["P1", "P2", "P3", "P4"] if lang == "en" else ["J1", "J2", "J3", "J4"])
    assert practice.start_button.description == say(WORDS, "start", lang)
    assert practice.start_button.description in ("Practise from here", "S’entraîner à partir d’ici")
    level = {"en": "Greedy (a good move now)", "fr": "Gourmand (un bon coup, sans plus)"}
    assert practice.level.label == level[lang]
    kaito = practice_of("kaito", lang)
    assert [label for label, _ in kaito.seat.options] == (
        ["Red", "Black"] if lang == "en" else ["Rouge", "Noir"]
    )
    assert kaito.level.options[-1][1] == "search"


def test_the_seat_menu_follows_the_explorers_position() -> None:
    explorer = KamiExplorer(late_position("kami").to_code())
    practice = explorer.practice
    assert len(practice.seat.options) == 4
    two = gamekit.load("kami").new_state(seed=1, players=2)
    assert explorer.load(two.to_code())
    assert len(practice.seat.options) == 2 and practice.seat.value == two.current_player
    practice.seat.value = 1 - two.current_player  # the learner's choice stays
    explorer.app.play(explorer.app.state.legal_actions()[0])
    assert practice.seat.value == 1 - two.current_player


def test_a_finished_position_has_nothing_to_practise(heard: list[str]) -> None:
    practice = practice_of("dojo", state=finished("dojo"))
    assert practice.start() is None and practice.app is None
    assert "nothing left to practise" in plain(practice.review.value)
    assert plain(practice.review.value) in heard


def test_kaitos_play_from_here_is_practice_on_the_side_chosen() -> None:
    practice = practice_of("kaito", "fr")
    explorer = practice.explorer
    practice.seat.value = 1 - explorer.state.current_player  # the computer moves first
    app = explorer.play_from_here()
    assert explorer.app is app and app.lang == "fr"
    assert app.mode.value == ("red", "black")[practice.learner]
    assert app.match.ply >= 1 and app.state.current_player == practice.learner


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_review_cut_short_says_which_moves_it_left(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = late_position("dojo")
    game = gamekit.load("dojo")
    monkeypatch.setattr(game, "hint", cache(game.hint))  # the same hint on a second look
    states, actions = [state], []
    while not states[-1].is_over:
        here = states[-1]
        actions.append(game.hint(here.view(here.current_player)).action)
        states.append(here.apply(actions[-1]))
    learner = state.current_player
    mine = [ply for ply, s in enumerate(states[:-1]) if s.current_player == learner]
    result = review(game, states, actions, [learner], time_limit=0.0)  # one decision only
    assert len(result.remarks) == 1 and len(result.skipped) == len(mine) - 1 > 0
    shown = plain(review_html(result, str, states, lang, time_limit=2.5))
    first = {
        "en": f"Your first {len(mine) - 1} move",
        "fr": f"Vos {len(mine) - 1} coup",
    }[lang]
    assert first in shown and f"{mine[-2] + 1})" in shown
    assert {"en": "at most 2.5 seconds", "fr": "au plus 2,5 secondes"}[lang] in shown
    assert say(WORDS, "same_reviewed", lang) in shown  # the hint's moves, where it looked
    nothing = review(game, states[:1], [], [learner])
    assert plain(review_html(nothing, str, states[:1], lang)) == say(WORDS, "none", lang)


@pytest.mark.parametrize("name", ["kaito", "kami"])
def test_the_review_goes_when_the_game_is_taken_back_and_comes_again_at_its_end(
    name: str,
) -> None:
    practice = practice_of(name)
    app = practice.start()
    while not app.state.is_over:
        app.play(learner_move(practice))
    assert practice.review.value
    if name == "kaito":
        app.undo_button.click()
    else:
        app.undo()
    assert not app.state.is_over and not practice.review.value
    while not app.state.is_over:
        app.play(learner_move(practice))
    assert practice.review.value
