"""Every click on a board gets an answer in its game's words, in English and French: a click
that plays nothing (a margin, a gap, a card or a place that means nothing now, a click during
the computer's turn, before the screen is passed, once the game or the exercise is over, on a
board that only replays) is told what may be clicked now, on the message line under the board,
and the board is not repainted for it (nothing on it changed).

The random-click test (``test_random_clicks.py``) checks that no click goes unanswered; this
one checks what each answer says."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as w
import pytest

from gamekit.dojo import GAME as DOJO
from gamekit.kaito import GAME as KAITO
from gamekit.kaito import Capture
from gamekit.kami import Play
from widgets.canvas import CanvasBoard, RecordingCanvas
from widgets.dojo.app import DojoApp
from widgets.dojo.explorer import ScoringTool
from widgets.dojo.lessons import TRAIN_CODE, TrainLesson, TrophyLesson
from widgets.feedback import kind_of
from widgets.kaito.app import KaitoApp
from widgets.kaito.explorer import KaitoExplorer
from widgets.kaito.lessons import LESSON_PLANS
from widgets.kaito.lessons import LESSONS as KAITO_LESSONS
from widgets.kami.app import KamiApp
from widgets.kami.lessons import LESSONS as KAMI_LESSONS
from widgets.kami.lessons import ExampleReplay, PlayLesson

ME, IT = "person", "computer"
LANGS = ("en", "fr")


def shown(make: Callable[[RecordingCanvas], Any]) -> Any:
    """``make(canvas)`` on a recording canvas, shown as a browser would."""
    canvas = RecordingCanvas()
    made = make(canvas)
    canvas.connect()
    return made


def answer(board: CanvasBoard, line: w.HTML, x: float, y: float) -> str:
    """Click ``board`` at (x, y) and return what ``line`` says after it, checking that the board
    was not repainted for it and that the line was told (the same text again counts)."""
    told: list[str] = []
    line.observe(lambda change: told.append(change["new"]), names="value")
    line.value = ""  # so that the same message told again shows as a change here
    told.clear()
    painted = [layer.clears for layer in board.canvas.recorders]
    board.click(x, y)
    assert [layer.clears for layer in board.canvas.recorders] == painted, "repainted"
    assert told and told[-1], "nothing told"
    return told[-1]


def margin(board: CanvasBoard) -> tuple[float, float]:
    """A pixel in the board's top-left margin, in no cell."""
    return (1.0, 1.0)


def gap(board: CanvasBoard) -> tuple[float, float]:
    """A pixel between the first two cells of the top row."""
    x, y, width, height = board.geometry.cell_rect(0, 0)
    return (x + width + board.geometry.gap / 2, y + height / 2)


EDGE = (0.0, 0.0)
"""The canvas's corner: a browser sends a click's pixel from 0 to the width, edges included."""


# -- Kaito -------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("where", [margin, gap, lambda board: EDGE])
def test_kaito_a_click_on_no_square_says_what_to_click(lang: str, where: Any) -> None:
    app = shown(lambda canvas: KaitoApp(seed=3, canvas=canvas, lang=lang))
    said = answer(app.board, app.why, *where(app.board))
    lead = {"en": "Nothing to play there.", "fr": "Rien à jouer ici."}[lang]
    to_place = {"en": "places the Kaito", "fr": "pose le Kaito"}[lang]
    assert said.startswith(lead) and to_place in said
    assert kind_of(app.why) == "info"


def test_kaito_a_click_at_trading_time_points_to_the_buttons() -> None:
    app = shown(lambda canvas: KaitoApp(KAITO.from_code(LESSON_PLANS["trade"][0]), canvas=canvas))
    app.board.click_square(next(s for s in range(36) if app.state.why_illegal(Capture(s)) is None))
    assert app.state.step == "trade"
    assert "buttons under it" in answer(app.board, app.why, *margin(app.board))


@pytest.mark.parametrize("lang", LANGS)
def test_kaito_a_click_during_the_computers_turn_says_whose_turn(lang: str) -> None:
    app = shown(lambda canvas: KaitoApp(seed=3, canvas=canvas, lang=lang))
    app.pacer.choice.value = "step"
    app.mode.value = ("black", "red")[app.state.current_player]  # the computer is to play
    assert app._computers_turn()
    for x, y in (margin(app.board), app.board.geometry.center(2, 2)):
        said = answer(app.board, app.why, x, y)
        assert {"en": "computer’s turn", "fr": "tour de l’ordinateur"}[lang] in said


@pytest.mark.parametrize("lang", LANGS)
def test_kaito_a_click_after_the_game_says_it_is_over(lang: str) -> None:
    start = KAITO.from_code(LESSON_PLANS["win"][0])
    over = next(start.apply(a) for a in start.legal_actions() if start.apply(a).is_over)
    app = shown(lambda canvas: KaitoApp(over, canvas=canvas, lang=lang))
    said = answer(app.board, app.why, *margin(app.board))
    assert {"en": "“New game”", "fr": "« Nouvelle partie »"}[lang] in said


@pytest.mark.parametrize("lang", LANGS)
def test_kaito_exercise_a_click_on_no_square_and_after_the_turn(lang: str) -> None:
    lesson = shown(lambda canvas: KAITO_LESSONS["sword"](canvas=canvas, lang=lang))
    said = answer(lesson.board, lesson.feedback, *gap(lesson.board))
    assert {"en": "Nothing to play there.", "fr": "Rien à jouer ici."}[lang] in said
    lesson.play("c5")
    said = answer(lesson.board, lesson.feedback, *margin(lesson.board))
    assert {"en": "“Start again”", "fr": "« Recommencer »"}[lang] in said


@pytest.mark.parametrize("lang", LANGS)
def test_kaito_explorer_a_click_on_no_square_names_the_tool(lang: str) -> None:
    explorer = shown(lambda canvas: KaitoExplorer(lang=lang, canvas=canvas))
    said = answer(explorer.board, explorer.message, *margin(explorer.board))
    assert explorer.tool.label in said.replace("&#x27;", "'")


# -- the card tables (Dojo, Kami) ----------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_dojo_a_click_before_the_screen_is_passed_says_to_pass_it(lang: str) -> None:
    app = shown(lambda canvas: DojoApp(players=3, seats=(ME,) * 3, canvas=canvas, lang=lang))
    assert app.gated()
    who = app.game.player_names[app.state.current_player]
    for x, y in (margin(app.board), app.board.geometry.center(3, 3)):
        said = answer(app.board, app.why, x, y)
        assert {"en": f"Pass the screen to {who}", "fr": f"Passez l’écran à {who}"}[lang] in said


@pytest.mark.parametrize("lang", LANGS)
def test_dojo_a_click_on_no_place_says_where_to_place_the_tatami(lang: str) -> None:
    state = DOJO.from_code(TRAIN_CODE)
    seats = tuple(ME if p == state.current_player else IT for p in range(state.players))
    app = shown(lambda canvas: DojoApp(state, seats=seats, canvas=canvas, lang=lang))
    corner = app.board.geometry.center(0, 0)  # no frame cell, no trophy slot
    for x, y in (corner, gap(app.board), EDGE):
        said = answer(app.board, app.why, x, y)
        framed = {"en": "choose a framed cell", "fr": "choisissez une case encadrée"}[lang]
        assert said.startswith({"en": "Nothing", "fr": "Rien"}[lang]) and framed in said


def test_dojo_a_click_when_the_buttons_decide_points_to_them() -> None:
    app = shown(lambda canvas: DojoApp(players=3, seats=(ME, IT, IT), seed=3, canvas=canvas))
    assert app.state.step not in ("train", "trophy") and app.actor() is not None
    said = answer(app.board, app.why, *margin(app.board))
    assert "nothing to play now" in said and "buttons beside it" in said


@pytest.mark.parametrize("lang", LANGS)
def test_a_click_while_a_computers_move_waits_says_to_press_next_move(lang: str) -> None:
    apps = (
        lambda canvas: DojoApp(players=3, seats=(ME, IT, IT), seed=2, canvas=canvas, lang=lang),
        lambda canvas: KamiApp(players=2, seats=(ME, IT), seed=2, canvas=canvas, lang=lang),
    )
    for make in apps:
        app = shown(make)
        app.pacer.choice.value = "step"
        for _ in range(10):
            assert app.play(app.state.legal_actions()[0])
            if app.pacer.waiting:
                break
        said = answer(app.board, app.why, *margin(app.board))
        assert {"en": "“Next move”", "fr": "« Coup suivant »"}[lang] in said
        assert {"en": "Not your turn", "fr": "Ce n’est pas votre tour"}[lang] in said


@pytest.mark.parametrize("lesson", [TrainLesson, TrophyLesson])
@pytest.mark.parametrize("lang", LANGS)
def test_dojo_exercises_a_click_on_no_place_says_where_to_click(lesson: Any, lang: str) -> None:
    made = shown(lambda canvas: lesson(lang=lang, canvas=canvas))
    said = answer(made.board, made.feedback, *made.board.geometry.center(0, 0))
    place = {"en": "to place your", "fr": "pour poser votre"}[lang]
    if lesson is TrophyLesson:
        place = {"en": "to place your trophy", "fr": "y poser votre trophée"}[lang]
    assert place in said


@pytest.mark.parametrize("lang", LANGS)
def test_scoring_tool_a_click_in_the_margin_and_on_the_same_card_are_told(lang: str) -> None:
    tool = shown(lambda canvas: ScoringTool(lang=lang, canvas=canvas))
    said = answer(tool.board, tool.message, *margin(tool.board))
    assert {"en": "menus above", "fr": "menus au-dessus"}[lang] in said
    tool.disciple.value, tool.belt.value = "T", 1  # the example's top-left card, T1
    said = answer(tool.board, tool.message, *tool.board.geometry.center(0, 0))
    assert {"en": "already holds", "fr": "il y a déjà"}[lang] in said
    tool.disciple.value = "F"
    tool.board.click_cell(0, 0)  # a change: the board shows it, and the message goes
    assert tool.grid.value.startswith("F1") and tool.message.value == ""


def kami(lang: str, **kwargs: Any) -> KamiApp:
    return shown(lambda canvas: KamiApp(canvas=canvas, lang=lang, **kwargs))


@pytest.mark.parametrize("lang", LANGS)
def test_kami_a_click_on_no_card_to_pick_says_what_to_pick(lang: str) -> None:
    from gamekit.kami.code import position

    # Hands of three cards: the table's hand rows have places with no card.
    state = position(["SSH", "LLA", "SHA", "LGT"])
    app = kami(lang, state=state, seats=(ME,) * 4, teacher=True)
    focus = app.board.layout.focus
    other = app.board.geometry.center(app.board.layout.hand_row[1 - focus], 2)
    nothing = {"en": "Nothing to play there.", "fr": "Rien à jouer ici."}[lang]
    for x, y in (other, margin(app.board), EDGE):
        said = answer(app.board, app.why, x, y)
        assert said.startswith(nothing) and {"en": "lead", "fr": "ouvrir"}[lang] in said
    app.board.click_pick(app.board.selectable[0])  # a defense
    said = answer(app.board, app.why, *other)
    assert {"en": "Now pick your attack", "fr": "Choisissez maintenant votre attaque"}[lang] in said
    hand = app.state.hands[app.actor()]
    beyond = app.board.geometry.center(app.board.layout.hand_row[focus], len(hand) + 1)
    said = answer(app.board, app.why, *beyond)  # a place of the hand with no card
    assert {"en": "Now pick your attack", "fr": "Choisissez maintenant votre attaque"}[lang] in said


def test_kami_a_click_before_the_screen_is_passed_says_to_pass_it() -> None:
    app = kami("en", players=3, seats=(ME,) * 3, seed=3)
    assert app.gated()
    picks = [("hand", 0), ("pile", 0)]
    said = [
        answer(app.board, app.why, *app.board.geometry.center(*app.board.cell_of(p))) for p in picks
    ]
    assert all("Pass the screen to" in s for s in said)


@pytest.mark.parametrize("lang", LANGS)
def test_kami_exercise_a_click_after_the_deal_says_start_again(lang: str) -> None:
    lesson = shown(lambda canvas: PlayLesson(KAMI_LESSONS["master"], lang=lang, canvas=canvas))
    assert lesson.show_me() and lesson.app.finished()
    board, line = lesson.app.board, lesson.feedback
    said = answer(board, line, *board.geometry.center(*board.cell_of(("hand", 0))))
    assert {"en": "“Start again”", "fr": "« Recommencer »"}[lang] in said


@pytest.mark.parametrize("lang", LANGS)
def test_kami_the_replayed_example_says_how_to_step_through_it(lang: str) -> None:
    replay = shown(lambda canvas: ExampleReplay(lang=lang, canvas=canvas))
    replay.forward()
    step = replay.story.value
    board = replay.board
    for x, y in (board.geometry.center(*board.cell_of(("hand", 0))), margin(board)):
        said = answer(board, replay.story, x, y)
        assert said.startswith(step)  # the step's story stays
        assert {"en": "“Next”", "fr": "« Suivant »"}[lang] in said
    replay.forward()
    assert "“Next”" not in replay.story.value  # the next step says only its story


def test_the_answers_are_plays_when_a_click_picks_a_card() -> None:
    """Not every click is a miss: a framed card is picked, and its play is made."""
    app = kami("en", players=2, seats=(ME, ME), seed=3, teacher=True)
    app.board.click_pick(app.board.selectable[0])
    assert app.defense is not None
    app.board.click_pick(app.board.selectable[0])
    assert isinstance(app.match.actions[-1], Play)
