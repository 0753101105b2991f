"""The Dojo Kun page on a touch screen, by taps alone (no mouse event reaches the page): a school
tablet (810 x 1080), where the table is shown whole, and a phone (390 x 844), where it is shown
in parts, each in English and in French, and what a screen reader hears through the page's live
region.

On one page load per screen and language:
- a swipe that starts on an exercise's board scrolls the page, and plays nothing;
- every exercise: How few Hits, each of the placement exercise's nine tasks, Master YIN and the
  Adventure, and the prediction: a wrong tap (refused, and why heard), then the right one
  (praised, the task marked done), and *Show me*; the serpentine's and the combat lab's changes
  heard. The right decision is found on a twin of the exercise (the notebook cell's class and
  arguments): it says which spot of the board, or which button, plays it;
- on the tablet in English and the phone in French, a whole game against the computer from the
  launcher, each of the learner's decisions a tap (a token, a slot on the board, a choice under
  it, a seat of the bracket), to the end of the second tournament;
- on the other two, a move in the explorer, taken back, and another one: a branch, made the
  main line;
- at the end, with the full game started, nothing of the page cut off or running past its
  right edge, and nothing a finger may tap too small for it (``touch.fits``).
"""

from __future__ import annotations

import re
from typing import Any

import ipywidgets as w
import pytest
from playwright.sync_api import Page, expect
from test_keyboard_dojo_kun_in_voila import (
    GAME,
    SHOWN,
    WELL_DONE,
    WRONG,
    escape_said,
    in_step,
    spot_of,
)
from touch import (
    PHONE,
    TABLET,
    Finger,
    branch_then_main_line,
    fits,
    full_game_started,
    swipe_scrolls,
)

from gamekit.dojo_kun import Place, Seat
from widgets.canvas import RecordingCanvas
from widgets.dojo_kun.app import DojoKunApp
from widgets.dojo_kun.lessons import (
    FewestHits,
    PlacementLesson,
    PredictionLesson,
    StagedLesson,
)

pytestmark = pytest.mark.browser

CASES = [("tablet", "en", "game"), ("tablet", "fr", "explorer"), ("phone", "en", "explorer"),
         ("phone", "fr", "game")]  # fmt: skip
SCREENS = {"tablet": TABLET, "phone": PHONE}


def choose(finger: Finger, root: str, twin: DojoKunApp, action: Any) -> list[str]:
    """Tap ``action`` among the decisions under the board: its button, or its line in the list
    of many and the button that plays it (on the twin too)."""
    page = finger.page
    found = twin.buttons.children
    said = escape_said(twin, action)
    before = twin.state
    if found and isinstance(found[0], w.Select):
        ways, play = found
        index = [value for _, value in ways.options].index(str(action))
        page.locator(f"{root} .gk-ways select").select_option(index=index)
        ways.value = str(action)
        play.click()
        way = page.locator(f"{root} .gk-play-way")
        expect(way).to_have_attribute("title", ways.options[index][0], timeout=30_000)
        return finger.tap(way, said(before))
    k = next(i for i, b in enumerate(found) if b.action == str(action))
    found[k].click()
    return finger.tap(page.locator(f"{root} .gk-choice").nth(k), said(before))


def decide(finger: Finger, root: str, twin: DojoKunApp, action: Any, answer: str = "") -> list[str]:
    """Make ``action`` by taps as a learner would, on the page and on the twin: the token (its
    button, or its athlete on the board), the slot, and the way under the board when there are
    several; a seat of the bracket; or a choice under the board. ``answer``: what the page says
    then (by default, the move described)."""
    page = finger.page
    if isinstance(action, Place):
        if action.token != twin.token:
            if action.token == "M":
                finger.tap(page.locator(f"{root} .gk-token-M"), ".")
                twin.choose_token("M")
            else:
                pick = ("athlete", int(action.token) - 1)
                finger.tap_spot(root, spot_of(twin, pick), ".")
                twin.pick(pick)
            chosen = page.locator(f"{root} .gk-token-{action.token}")
            expect(chosen).to_have_class(re.compile("mod-active"), timeout=30_000)
        before = twin.state
        index = spot_of(twin, ("slot", action.slot))
        twin.pick(("slot", action.slot))
        if twin.state is not before:
            return finger.tap_spot(root, index, answer or escape_said(twin, action)(before))
        finger.tap_spot(root, index, ".")  # several ways: they wait under the board
        return choose(finger, root, twin, action)
    if isinstance(action, Seat):
        before = twin.state
        index = spot_of(twin, ("seat", action.slot))
        twin.pick(("seat", action.slot))
        return finger.tap_spot(root, index, answer or escape_said(twin, action)(before))
    return choose(finger, root, twin, action)


def do_the_tools_and_how_few_hits(finger: Finger, lang: str) -> None:
    page = finger.page
    lesson = page.locator(".gk-lesson-serpentine")
    finger.type(lesson.locator(".gk-white-hit input"), "6", r"(wins the roll|gagne le lancer)")
    lesson = page.locator(".gk-lesson-fewest-hits")
    goal = FewestHits(lang=lang).goal
    for hits, answer in ((goal - 1, r"^(Not yet|Pas encore)"), (goal, WELL_DONE)):
        finger.tap(lesson.locator(".gk-white-hit input"))
        lesson.locator(".gk-white-hit input").fill(str(hits))
        finger.tap(lesson.locator(".gk-check"), answer)
    expect(lesson.locator(".gk-mark")).to_have_class(re.compile("gk-done"))
    finger.tap(lesson.locator(".gk-show-me"), SHOWN)
    lab = page.locator(".gk-combat-lab")
    finger.tap(lab.locator(".gk-roll"), r"(against|contre)")


def do_the_placements(finger: Finger, lang: str, exercise: type, css: str) -> int:
    """Each task of a placement exercise: the Master on a round slot (refused), then the task's
    placement, praised and marked done, then Show me; the tasks done."""
    page = finger.page
    root = f".{css}"
    tasks = page.locator(f"{root} .gk-tasks select")
    done = 0
    for k, goal in enumerate(exercise.goals):
        twin = exercise(goal, lang=lang)
        tasks.select_option(index=k)  # the menu's choices: the tasks, in their order
        expect(page.locator(f"{root} .gk-feedback")).to_have_text("", timeout=30_000)
        round_slot = "yin" if exercise is StagedLesson else "waterfall"
        if twin.app.token == "M":  # a wrong tap: the Master on a round slot
            said = finger.tap_spot(root, spot_of(twin.app, ("slot", round_slot)), WRONG)
            assert "dojo_kun.place.octagon" in said[-1], said
        decide(finger, root, twin.app, twin.solution(), WELL_DONE)
        expect(page.locator(f"{root} .gk-mark")).to_have_class(re.compile("gk-done"))
        finger.tap(page.locator(f"{root} .gk-show-me"), SHOWN)
        done += 1
    return done


def do_the_prediction(finger: Finger, lang: str) -> None:
    page = finger.page
    root = ".gk-lesson-prediction"
    twin = PredictionLesson(lang=lang)
    finger.tap_spot(root, 0, r"(buttons under it|boutons dessous)")  # a seat: the buttons decide
    labels = {b.action: b.description for b in twin.app.buttons.children}
    underdog = "predict black" if twin.favourite == "white" else "predict white"
    choices = page.locator(f"{root} .gk-choice")
    finger.tap(choices.filter(has_text=labels[underdog]), r"^(Allowed, but|Permis, mais)")
    finger.tap(page.locator(f"{root} .gk-again"))
    expect(page.locator(f"{root} .gk-feedback")).to_have_text("", timeout=30_000)
    finger.tap(choices.filter(has_text=labels[f"predict {twin.favourite}"]), WELL_DONE)
    expect(page.locator(f"{root} .gk-mark")).to_have_class(re.compile("gk-done"))
    finger.tap(page.locator(f"{root} .gk-show-me"), SHOWN)


def play_a_whole_game(finger: Finger, lang: str) -> int:
    """Two seats, the learner and the computer, from the launcher: every decision of the learner
    a tap until the game is over; the decisions made."""
    page = finger.page
    root = ".gk-launcher .gk-dojo-kun-app"
    finger.tap(page.locator(".gk-launcher .gk-start"))
    expect(page.locator(f"{root} .gk-spot").first).to_be_attached(timeout=30_000)
    twin = DojoKunApp(
        players=2, seats=("person", "computer"), seed=1, level="greedy", lang=lang,
        canvas=RecordingCanvas(),
    )  # fmt: skip
    chooser = GAME.computer("greedy", seed=2)
    decisions = 0
    while not twin.state.is_over:
        in_step(page, root, twin)
        assert twin.actor() == 0, "the computer answers at once: the learner is to act"
        decide(finger, root, twin, chooser.choose(twin.state.view(0)))
        decisions += 1
    in_step(page, root, twin)
    said = " ".join(finger.heard())
    assert re.search(r"(tournament is over|tournoi du Lotus noir est terminé)", said)
    return decisions


def branch_in_the_explorer(finger: Finger, lang: str) -> None:
    """The Master expands the Dojo, taken back; the Master accelerates: a branch, made the main
    line."""
    page = finger.page
    root = ".gk-explorer"
    code = page.locator(f"{root} .gk-code input")
    before = code.input_value()
    twin = DojoKunApp(
        GAME.from_code(before), seats=("person", "person"), lang=lang, teacher=True,
        canvas=RecordingCanvas(),
    )  # fmt: skip
    start = twin.state
    decide(finger, root, twin, Place("M", "expand"))
    expect(code).not_to_have_value(before, timeout=30_000)
    finger.tap(page.locator(f"{root} .gk-undo"), ".")
    expect(code).to_have_value(before, timeout=30_000)
    twin.match.undo()
    twin.refresh()
    assert twin.state == start
    decide(finger, root, twin, Place("M", "accelerate"))
    moves = page.locator(f"{root} .gk-moves select")
    branch_then_main_line(finger, moves, page.locator(f"{root} .gk-promote"))


@pytest.mark.parametrize(("screen", "lang", "then"), CASES)
def test_the_dojo_kun_page_by_taps_alone(touch, screen: str, lang: str, then: str) -> None:
    page: Page = touch(f"dojo-kun{'.fr' if lang == 'fr' else ''}.ipynb", SCREENS[screen])
    expect(page.locator(".gk-explorer .gk-spot").first).to_be_attached(timeout=90_000)
    shown_in_parts = page.locator(".gk-lesson-placement canvas.gk-parts")
    if screen == "phone":  # the table in parts, words of 12 px and more
        expect(shown_in_parts).to_have_count(1, timeout=30_000)
        scale = shown_in_parts.evaluate("c => c.getBoundingClientRect().width / c.width")
        assert 13 * scale >= 12, scale
    else:  # whole, at full size
        expect(shown_in_parts).to_have_count(0)
        width = page.locator(".gk-lesson-placement canvas.gk-board").bounding_box()["width"]
        assert width == 780, width
    finger = Finger(page)
    swipe_scrolls(finger, ".gk-lesson-placement")
    do_the_tools_and_how_few_hits(finger, lang)
    placed = do_the_placements(finger, lang, PlacementLesson, "gk-lesson-placement")
    placed += do_the_placements(finger, lang, StagedLesson, "gk-lesson-staged")
    assert placed == 11
    do_the_prediction(finger, lang)
    marks = page.locator(".gk-progress")
    expect(marks.first).to_contain_text(re.compile(r"\b13 (of|sur) 13\b"), timeout=30_000)
    if then == "game":
        decisions = play_a_whole_game(finger, lang)
        print(f"Dojo Kun on the {screen} in {lang}: a whole game, {decisions} decisions by taps")
        assert decisions > 20
    else:
        branch_in_the_explorer(finger, lang)
    full_game_started(finger)
    fits(page, f"{page.url} on the {screen}")
