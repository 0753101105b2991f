"""The Kaito page on a touch screen, by taps alone (no mouse event reaches the page): a school
tablet (810 x 1080) and a phone (390 x 844), each in English and in French, and what a screen
reader hears through the page's live region.

On one page load per screen and language:
- a swipe that starts on an exercise's board scrolls the page, and plays nothing;
- every exercise: a wrong tap refused with its rule, *Show me*, then the right taps (found on a
  twin of the exercise) praised and the exercise marked done;
- on the tablet in English and the phone in French, a full game against the computer (the
  beginner) to its end, each of Red's moves a tap on the board or on a trade's button;
- on the other two, a position set up in the explorer and a move played from it, then on its
  analysis board a move taken back and another one tapped: a branch, made the main line;
- at the end, with the full game started, nothing of the page cut off or running past its
  right edge, and nothing a finger may tap too small for it (``touch.fits``).
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect
from test_keyboard_in_voila import square_of, wrong_square
from touch import (
    PHONE,
    TABLET,
    Finger,
    branch_then_main_line,
    fits,
    full_game_started,
    swipe_scrolls,
)

from gamekit.kaito import Capture, Place, Trade
from widgets.i18n import say
from widgets.kaito import words
from widgets.kaito.app import APP
from widgets.kaito.lessons import LESSONS
from widgets.kaito.words import EXPLORER

pytestmark = pytest.mark.browser

CASES = [("tablet", "en", "game"), ("tablet", "fr", "explorer"), ("phone", "en", "explorer"),
         ("phone", "fr", "game")]  # fmt: skip
SCREENS = {"tablet": TABLET, "phone": PHONE}
WELL_DONE = "^(Well done|Bravo)"
SHOWN = "^(A way to do it|Une façon de faire)"


def square(name: str) -> str:
    """A square's spot, by the name a screen reader hears: "b4, ..." """
    return f"^{name}, "


def do_every_exercise(finger: Finger, lang: str) -> None:
    page = finger.page
    for name in LESSONS:
        lesson = f".gk-lesson-{name}"
        feedback = page.locator(f"{lesson} .gk-feedback")
        # a wrong tap: refused, its rule heard
        finger.tap_spot(lesson, square(wrong_square(name, lang)), r"\[kaito\.")
        expect(feedback).to_have_class(re.compile("gk-say-refused"))
        # Show me, heard; the exercise stays to do
        finger.tap(page.locator(f"{lesson} .gk-show-me"), SHOWN)
        expect(page.locator(f"{lesson} .gk-mark")).not_to_have_class(re.compile("gk-done"))
        finger.tap(page.locator(f"{lesson} .gk-again"))
        expect(feedback).not_to_contain_text(re.compile("A way|Une façon"), timeout=20_000)
        # the right taps, found on a twin of the exercise
        for action in LESSONS[name](lang=lang).solution():
            if isinstance(action, Place | Capture):
                finger.tap_spot(lesson, square(square_of(action)), ".")
            else:
                label = words.trade_label(action, lang) if isinstance(action, Trade) else None
                buttons = page.locator(f"{lesson} .gk-trades button")
                button = buttons.filter(has_text=label) if label else buttons.last
                finger.tap(button.first, ".")
            finger.settled(0.3)
        expect(feedback).to_have_class(re.compile("gk-say-ok"), timeout=20_000)
        assert re.search(WELL_DONE, finger.heard()[-1]), finger.heard()[-3:]
        expect(page.locator(f"{lesson} .gk-mark")).to_have_class(re.compile("gk-done"))


def play_a_full_game(finger: Finger, lang: str) -> int:
    """Red against the computer to the end of the game; the taps it took."""
    page = finger.page
    app = ".gk-kaito-app"
    status = page.locator(f"{app} .gk-status")
    page.locator(f"{app} .widget-dropdown select").nth(1).select_option(index=0)  # the beginner
    finger.answered(
        lambda: page.locator(f"{app} .widget-dropdown select").first.select_option(
            label=say(APP, "red", lang)
        ),  # the mode menu: the screen's own list, as a finger picks in it
        "(Computer|Ordinateur)",
        "Red against the computer chosen",
    )  # the computer, Black, places the Kaito
    finger.settled()
    taps = 0
    for _ in range(60):
        if re.search("Game over|Partie terminée", status.inner_text()):
            break
        free = [i for i, label in enumerate(finger.labels(app))
                if re.search("can go here|peut y aller", label)]  # fmt: skip
        if free:
            finger.tap_spot(app, free[0], "(Red|Rouge) (takes|prend)")
        else:  # Red may trade: the turn ends with a trade's button
            finger.tap(page.locator(f"{app} .gk-trades button").first, "(Red|Rouge)")
        finger.settled(0.1)
        taps += 1
    expect(status).to_contain_text(re.compile("Game over|Partie terminée"))
    return taps


def explore_and_branch(finger: Finger, lang: str) -> None:
    """A Kaito put on an empty square with the editor's tool, a move from there on the analysis
    board, taken back, another one: a branch, made the main line."""
    page = finger.page
    explorer = ".gk-explorer"
    code = page.locator(f"{explorer} .gk-code input")
    before = code.input_value()
    tool = page.locator(f"{explorer} .widget-toggle-button", has_text=say(EXPLORER, "kaito", lang))
    finger.tap(tool.first)
    expect(tool.first).to_have_attribute("aria-pressed", "true", timeout=20_000)
    finger.tap_spot(explorer, r", (empty|vide)$")
    expect(code).not_to_have_value(before, timeout=20_000)
    finger.tap(page.locator(f"{explorer} .gk-analyse"))
    board = f"{explorer} .gk-analysis .gk-kaito-app"
    expect(page.locator(f"{board} .gk-spot").first).to_be_attached(timeout=20_000)
    moved = "(Red|Black|Rouge|Noir) (takes|places|prend|pose)"
    targets = [i for i, label in enumerate(finger.labels(board))
               if re.search("can go here|peut y aller", label)]  # fmt: skip
    assert len(targets) >= 2, finger.labels(board)
    finger.tap_spot(board, targets[0], moved)
    finger.tap(page.locator(f"{board} .gk-undo"), ".")
    finger.tap_spot(board, targets[1], moved)
    moves = page.locator(f"{board} .gk-log select")
    branch_then_main_line(finger, moves, page.locator(f"{board} .gk-promote"))


@pytest.mark.parametrize(("screen", "lang", "then"), CASES)
def test_the_kaito_page_by_taps_alone(touch, screen: str, lang: str, then: str) -> None:
    page: Page = touch(f"kaito{'.fr' if lang == 'fr' else ''}.ipynb", SCREENS[screen])
    expect(page.locator(".gk-explorer .gk-spot").first).to_be_attached(timeout=90_000)
    finger = Finger(page)
    swipe_scrolls(finger, ".gk-lesson-move")
    do_every_exercise(finger, lang)
    if then == "game":
        taps = play_a_full_game(finger, lang)
        print(f"Kaito on the {screen} in {lang}: a full game in {taps} taps")
    else:
        explore_and_branch(finger, lang)
    full_game_started(finger)
    fits(page, f"{page.url} on the {screen}")
