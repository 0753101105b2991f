"""The Dojo page on a touch screen, by taps alone (no mouse event reaches the page): a school
tablet (810 x 1080) and a phone (390 x 844), each in English and in French, and what a screen
reader hears through the page's live region.

On one page load per screen and language:
- a swipe that starts on an exercise's board scrolls the page, and plays nothing;
- every exercise: the challenge, the training, the trophy and the three scoring puzzles, each
  with a wrong try (refused, its rule or reason heard), a right one (praised, the exercise marked
  done) and *Show me*; the right and wrong places come from a twin of the exercise, and are
  found on the board by the name a screen reader hears;
- on the tablet in English and the phone in French, a full game against two computers (the
  beginner) from the launcher, each of the learner's decisions a tap, to the end of the game;
- on the other two, a move in the explorer, taken back, and another one: a branch, made the
  main line;
- at the end, with the full game started, nothing of the page cut off or running past its
  right edge, and nothing a finger may tap too small for it (``touch.fits``).
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect
from test_keyboard_dojo_in_voila import WORDS, spot_start
from touch import (
    PHONE,
    TABLET,
    Finger,
    branch_then_main_line,
    fits,
    full_game_started,
    swipe_scrolls,
)

from gamekit.dojo.actions import PlaceTrophy, Train
from widgets.dojo.lessons import PUZZLES, ChallengeLesson, ScoringPuzzle, TrainLesson, TrophyLesson

pytestmark = pytest.mark.browser

CASES = [("tablet", "en", "game"), ("tablet", "fr", "explorer"), ("phone", "en", "explorer"),
         ("phone", "fr", "game")]  # fmt: skip
SCREENS = {"tablet": TABLET, "phone": PHONE}


def marked_done(page: Page, exercise: str) -> None:
    expect(page.locator(f"{exercise} .gk-mark")).to_have_class(re.compile("gk-done"))


def do_the_challenge(finger: Finger, lang: str) -> None:
    page, w, lesson = finger.page, WORDS[lang], ".gk-lesson-challenge"
    right = type(ChallengeLesson(lang=lang).solution()).__name__.lower()  # challenge or pass
    wrong = "pass" if right == "challenge" else "challenge"
    finger.tap(page.locator(f"{lesson} .gk-{wrong}"), rf"^{w['not_best']}.*\[dojo\.challenge\.")
    finger.tap(page.locator(f"{lesson} .gk-{right}"), f"^{w['well']}")
    marked_done(page, lesson)
    finger.tap(page.locator(f"{lesson} .gk-show-me"), f"^{w['way']}")


def do_a_placing(finger: Finger, lesson: str, twin: TrainLesson) -> None:
    """A wrong place, the right one, then Show me, on a placing exercise's board."""
    page, lang, w, start = finger.page, twin.lang, WORDS[twin.lang], twin.start
    candidates = [Train(c) for c in range(35)] + [
        PlaceTrophy(line, i) for line in ("row", "column") for i in range(5 if line == "row" else 7)
    ]
    kind = type(twin.solution())
    refused = next(a for a in candidates if isinstance(a, kind) and start.why_illegal(a))
    rule = start.why_illegal(refused).rule  # type: ignore[union-attr]
    finger.tap_spot(lesson, "^" + re.escape(spot_start(refused, lang)), re.escape(f"[{rule}]"))
    expect(page.locator(f"{lesson} .gk-feedback")).to_have_class(re.compile("gk-say-refused"))
    finger.tap_spot(lesson, "^" + re.escape(spot_start(twin.solution(), lang)), f"^{w['well']}")
    marked_done(page, lesson)
    finger.tap(page.locator(f"{lesson} .gk-show-me"), f"^{w['way']}")


def do_a_puzzle(finger: Finger, index: int, lang: str) -> None:
    """A wrong total (its hint heard), the right one, then Show me."""
    page, w = finger.page, WORDS[lang]
    puzzle = page.locator(".gk-puzzle").nth(index)
    total = ScoringPuzzle(*PUZZLES[index], lang=lang).result.total
    for guess, hear in ((total + 3, f"^{w['not_quite']}"), (total, f"^{w['well']}")):
        finger.tap(puzzle.locator("input").first)
        puzzle.locator("input").first.fill(str(guess))
        finger.tap(puzzle.locator(".gk-check"), hear)
    expect(puzzle.locator(".gk-mark")).to_have_class(re.compile("gk-done"))
    said = finger.tap(puzzle.locator(".gk-show-me"), f"^{w['way']}")
    assert f"{total} points" in said[-1], said


def play_a_full_game(finger: Finger, lang: str) -> int:
    """From the launcher's New game, every decision of P1 a tap until the game is over; the
    decisions made."""
    page, w = finger.page, WORDS[lang]
    launcher = page.locator(".gk-launcher")
    finger.tap(launcher.locator(".widget-toggle-button", has_text=re.compile("^3$")))
    beginner = page.locator("option", has_text=re.compile("^(Beginner|Débutant)"))
    launcher.locator("select", has=beginner).select_option(index=0)  # the quickest computers
    finger.tap(launcher.locator(".gk-start"), w["round_1"])
    app = ".gk-launcher .gk-dojo-app"
    status = page.locator(f"{app} .gk-status")
    decisions = 0
    for _ in range(80):
        finger.settled(0.1)
        if re.search(w["over"], status.inner_text()):
            break
        framed = [i for i, label in enumerate(finger.labels(app)) if w["framed"] in label]
        if framed:
            said = finger.tap_spot(app, framed[0], ".")
        else:
            choices = page.locator(f"{app} .gk-choice")
            expect(choices.first).to_be_visible(timeout=30_000)
            texts = [text.strip() for text in choices.all_inner_texts()]
            which = next((i for i, t in enumerate(texts) if t in ("Challenge", "Défier")), 0)
            said = finger.tap(choices.nth(which), ".")
        assert said[-1].startswith(("P1", "J1")), said
        decisions += 1
    else:
        raise AssertionError("the game did not end in 80 decisions")
    expect(status).to_contain_text(re.compile(w["over"]))
    return decisions


def branch_in_the_explorer(finger: Finger, lang: str) -> None:
    """A decision, taken back with Undo, another one: a branch in the move list, made the main
    line."""
    page = finger.page
    explorer = ".gk-explorer"
    code = page.locator(f"{explorer} .gk-code input")
    before = code.input_value()
    choices = page.locator(f"{explorer} .gk-choice")
    expect(choices.nth(1)).to_be_visible(timeout=30_000)
    finger.tap(choices.first, "^[PJ]1 ")
    expect(code).not_to_have_value(before, timeout=30_000)  # the position's code follows
    finger.tap(page.locator(f"{explorer} .gk-undo"), ".")
    expect(code).to_have_value(before, timeout=30_000)
    finger.tap(choices.nth(1), "^[PJ]1 ")
    moves = page.locator(f"{explorer} .gk-moves select")
    branch_then_main_line(finger, moves, page.locator(f"{explorer} .gk-promote"))


@pytest.mark.parametrize(("screen", "lang", "then"), CASES)
def test_the_dojo_page_by_taps_alone(touch, screen: str, lang: str, then: str) -> None:
    page: Page = touch(f"dojo{'.fr' if lang == 'fr' else ''}.ipynb", SCREENS[screen])
    expect(page.locator(".gk-explorer .gk-spot").first).to_be_attached(timeout=90_000)
    finger = Finger(page)
    swipe_scrolls(finger, ".gk-lesson-train")
    do_the_challenge(finger, lang)
    do_a_placing(finger, ".gk-lesson-train", TrainLesson(lang=lang))
    do_a_placing(finger, ".gk-lesson-trophy", TrophyLesson(lang=lang))
    for index in range(len(PUZZLES)):
        do_a_puzzle(finger, index, lang)
    if then == "game":
        decisions = play_a_full_game(finger, lang)
        print(f"Dojo on the {screen} in {lang}: a full game, {decisions} decisions by taps")
        assert decisions >= 24, decisions
    else:
        branch_in_the_explorer(finger, lang)
    full_game_started(finger)
    fits(page, f"{page.url} on the {screen}")
