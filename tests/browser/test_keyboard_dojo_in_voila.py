"""The Dojo page as a pupil without a mouse meets it, in English and in French at 1024x768: the
keyboard alone (no mouse event at all: focus moves with Tab, Shift+Tab and the arrow keys, text
is typed, buttons are pressed with Enter or Space), and what a screen reader hears through the
page's live region (``#gk-said``).

One page load per language does it all:
- every exercise: the challenge, the training, the trophy and the three scoring puzzles, each
  with a wrong try (refused, its rule or reason heard), a right one (praise heard, the exercise
  marked done) and *Show me* (heard); on the placing exercises, the same typed in the field
  beside the board, and ``?`` heard listing the moves. The right and wrong places are asked of a twin of the
  exercise made here, with the notebook cell's arguments, and found on the board by the name a
  reader hears (the spot's ``aria-label``);
- a full game against three computers from the launcher, at the page's fastest computer pace,
  each of the learner's moves heard, to the end of the game;
- a move in the explorer.
"""

from __future__ import annotations

import re
import time
from typing import Any

import pytest
from playwright.sync_api import Page, expect
from voila_page import HEARD_JS

from gamekit.dojo.actions import PlaceTrophy, Train, cell_name
from widgets.dojo.lessons import PUZZLES, ChallengeLesson, ScoringPuzzle, TrainLesson, TrophyLesson
from widgets.dojo.spoken import slot_name
from widgets.i18n import colon

pytestmark = pytest.mark.browser

WAIT = 30_000
"""How long a page may take to answer, in ms: three engineers' browsers share two cores."""

WORDS = {
    "en": {
        "well": "Well done",
        "way": "A way to do it",
        "not_best": "Not the best choice",
        "not_quite": "Not quite",
        "framed": "framed:",
        "over": r"wins with \d+ points|share the victory",
        "new_game": "New game",
        "open": "Moves open now",
        "round_1": "Round 1 of 12",
    },
    "fr": {
        "well": "Bravo",
        "way": "Une façon de faire",
        "not_best": "Pas le meilleur choix",
        "not_quite": "Pas tout à fait",
        "framed": "encadré",
        "over": r"gagne avec \d+ points|partagent la victoire",
        "new_game": "Nouvelle partie",
        "open": "Coups permis maintenant",
        "round_1": "Tour 1 sur 12",
    },
}


class Keys:
    """A person at the keyboard of a page, and what the live region said to them."""

    def __init__(self, page: Page, lang: str) -> None:
        self.page, self.lang, self.words = page, lang, WORDS[lang]
        self.log: list[tuple[str, str]] = []
        """Each step (a key, or what was done with keys) and what the live region said."""

    def start(self, notebook: str) -> None:
        self.page.goto(notebook, timeout=90_000)
        expect(self.page.locator(".gk-keys .gk-spot").first).to_be_attached(timeout=90_000)
        self.page.wait_for_selector("#gk-said", state="attached", timeout=WAIT)
        self.page.evaluate(HEARD_JS)

    def heard(self) -> list[str]:
        return self.page.evaluate("window.gkHeard")

    def said(self) -> str:
        return self.page.locator("#gk-said").text_content() or ""

    def press(self, key: str, step: str = "", *, hear: str | None = None) -> str:
        """Press ``key``; when ``hear`` is given, wait for the live region to say something new
        matching it (a regular expression), and return what it said last."""
        before = len(self.heard())
        self.page.keyboard.press(key)
        if hear is None:
            return ""
        self.page.wait_for_function(
            """([n, pattern]) => window.gkHeard.length > n
                && new RegExp(pattern).test(window.gkHeard[window.gkHeard.length - 1])""",
            arg=[before, hear],
            timeout=WAIT,
        )
        text = self.settled()
        self.log.append((f"{key} {step}".strip(), text))
        return text

    def settled(self, quiet: float = 0.5) -> str:
        """What the live region said last, once it has said nothing new for ``quiet`` seconds:
        one key may be answered several times (a move, then each computer's answer)."""
        count, since = len(self.heard()), time.monotonic()
        while time.monotonic() - since < quiet:
            self.page.wait_for_timeout(100)
            now = len(self.heard())
            if now != count:
                count, since = now, time.monotonic()
        return self.heard()[-1]

    def on(self, selector: str) -> bool:
        return self.page.evaluate("s => !!document.activeElement?.matches(s)", selector)

    def reach(self, selector: str, limit: int = 200) -> None:
        """Move the focus with Tab (or Shift+Tab, when the element lies before the focus) to the
        first element matching ``selector`` that Tab can reach."""
        if self.on(selector):
            return
        back = self.page.evaluate(
            """s => { const a = document.activeElement;
                const t = [...document.querySelectorAll(s)].find((e) => e.getClientRects().length);
                return !!(t && a && a !== document.body
                    && (t.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_FOLLOWING)); }""",
            selector,
        )
        key = "Shift+Tab" if back else "Tab"
        for _ in range(limit):
            self.page.keyboard.press(key)
            if self.on(selector):
                return
        raise AssertionError(f"{key} never reached {selector}")

    def labels(self, board: str) -> list[str]:
        return self.page.locator(f"{board} .gk-spot").evaluate_all(
            "cells => cells.map((c) => c.getAttribute('aria-label'))"
        )

    def cursor(self) -> str:
        return self.page.evaluate("document.activeElement.getAttribute('aria-label') || ''")

    def go_to(self, board: str, start: str) -> str:
        """With the focus on ``board``, move its cursor with the arrow keys to the spot whose
        name starts with ``start``; returns that name."""
        self.reach(f"{board} .gk-spot")
        for _ in range(30):
            if self.cursor().startswith(start):
                return self.cursor()
            where = self.page.evaluate(
                """([board, start]) => {
                    const centre = (e) => { const b = e.getBoundingClientRect();
                                            return [b.x + b.width / 2, b.y + b.height / 2, b.height]; };
                    const here = centre(document.activeElement);
                    const spot = [...document.querySelectorAll(board + ' .gk-spot')]
                        .find((c) => c.getAttribute('aria-label').startsWith(start));
                    const there = centre(spot);
                    return [there[0] - here[0], there[1] - here[1], here[2]]; }""",
                [board, start],
            )
            dx, dy, size = where
            if abs(dy) > size / 2:
                self.page.keyboard.press("ArrowDown" if dy > 0 else "ArrowUp")
            else:
                self.page.keyboard.press("ArrowRight" if dx > 0 else "ArrowLeft")
        raise AssertionError(f"the arrows never reached {start!r} on {board}")


def spot_start(action: Any, lang: str) -> str:
    """How the board's spot for ``action`` is named, as far as it is the same whatever lies
    there: "b3, " for a cell, "Slot above column a (orange trophies): " for a slot."""
    if isinstance(action, PlaceTrophy):
        return slot_name(action.line, action.index, lang) + colon(lang)
    return f"{cell_name(action.cell)}, "


def marked_done(page: Page, exercise: str) -> None:
    expect(page.locator(f"{exercise} .gk-mark")).to_have_class(re.compile("gk-done"), timeout=WAIT)


def do_the_challenge(keys: Keys) -> None:
    lesson, twin, w = ".gk-lesson-challenge", ChallengeLesson(lang=keys.lang), keys.words
    right = type(twin.solution()).__name__.lower()  # "challenge" or "pass"
    wrong = "pass" if right == "challenge" else "challenge"
    keys.reach(f"{lesson} .gk-{wrong}")
    keys.press("Enter", f"on {wrong}", hear=f"^{w['not_best']}.*\\[dojo\\.challenge\\.belt\\]")
    keys.reach(f"{lesson} .gk-{right}")
    keys.press("Enter", f"on {right}", hear=f"^{w['well']}")
    marked_done(keys.page, lesson)
    keys.reach(f"{lesson} .gk-show-me")
    keys.press("Enter", "on Show me", hear=f"^{w['way']}")


def do_a_placing(keys: Keys, lesson: str, twin: TrainLesson) -> None:
    """A wrong place, the right one, then Show me, on a placing exercise's board."""
    board, w, start = f"{lesson} .gk-keys", keys.words, twin.start
    candidates = [Train(c) for c in range(35)] + [
        PlaceTrophy(line, i) for line in ("row", "column") for i in range(5 if line == "row" else 7)
    ]
    kind = type(twin.solution())
    refused = next(a for a in candidates if isinstance(a, kind) and start.why_illegal(a))
    rule = start.why_illegal(refused).rule  # type: ignore[union-attr]
    name = keys.go_to(board, spot_start(refused, keys.lang))
    keys.press("Enter", f"on “{name}”", hear=re.escape(f"[{rule}]"))
    expect(keys.page.locator(f"{lesson} .gk-feedback")).to_have_class(
        re.compile("gk-say-refused"), timeout=WAIT
    )
    assert keys.cursor().startswith(spot_start(refused, keys.lang)), "the keyboard stays there"
    name = keys.go_to(board, spot_start(twin.solution(), keys.lang))
    keys.press(" ", f"(Space) on “{name}”", hear=f"^{w['well']}")
    marked_done(keys.page, lesson)
    keys.reach(f"{lesson} .gk-show-me")
    keys.press("Enter", "on Show me", hear=f"^{w['way']}")
    # the same, typed in the game's notation in the field beside the board
    keys.reach(f"{lesson} input.gk-typed")
    for text, hear in (
        ("?", w["open"]),
        (str(refused), re.escape(f"[{rule}]")),
        (str(twin.solution()), f"^{w['well']}"),
    ):
        keys.page.keyboard.press("Control+A")
        keys.page.keyboard.type(text)
        keys.press("Enter", f"in the field, “{text}” typed", hear=hear)
    expect(keys.page.locator(f"{lesson} input.gk-typed")).to_have_value("", timeout=WAIT)


def do_a_puzzle(keys: Keys, index: int) -> None:
    """A wrong total (its hint heard), the right one, then Show me, typed and pressed."""
    w, now = keys.words, f".gk-puzzle-{index + 1}"
    total = ScoringPuzzle(*PUZZLES[index], lang=keys.lang).result.total
    for guess, hear in ((total + 3, f"^{w['not_quite']}"), (total, f"^{w['well']}")):
        keys.reach(f"{now} input")
        keys.page.keyboard.press("Control+A")
        keys.page.keyboard.type(str(guess))
        keys.reach(f"{now} .gk-check")
        keys.press("Enter", f"on Check, {guess} typed", hear=hear)
    marked_done(keys.page, now)
    keys.reach(f"{now} .gk-show-me")
    said = keys.press("Enter", "on Show me", hear=f"^{w['way']}")
    assert f"{total} points" in said


def play_a_full_game(keys: Keys) -> tuple[int, float]:
    """From the launcher's New game, play every decision of P1 with the keys until the game is
    over; returns the decisions made and the seconds it took."""
    page, w = keys.page, keys.words
    began = time.monotonic()
    keys.reach(".gk-launcher .gk-start")
    keys.press("Enter", f"on {w['new_game']}", hear=w["round_1"])  # the game began
    app = ".gk-launcher .gk-dojo-app"
    expect(page.locator(f"{app} .gk-status")).to_be_visible(timeout=WAIT)
    # the computers' pace is "all at once", the fastest the page offers
    expect(page.locator(f"{app} .gk-pace button").first).to_have_class(re.compile("mod-active"))
    board, moves = f"{app} .gk-keys", 0
    for _ in range(80):
        status = page.locator(f"{app} .gk-status").inner_text()
        if re.search(w["over"], status):
            break
        framed = [label for label in keys.labels(board) if w["framed"] in label]
        before = len(keys.heard())
        if framed:
            cell = re.match(r"[a-g][1-5], ", framed[0])
            start = cell.group() if cell else framed[0].split(colon(keys.lang))[0]
            name = keys.go_to(board, start)
            said = keys.press("Enter", f"on “{name}”", hear=".")
        else:
            choices = page.locator(f"{app} .gk-choice")
            expect(choices.first).to_be_visible(timeout=WAIT)
            # challenge when asked (a challenge's end is heard), else the first decision
            texts = [text.strip() for text in choices.all_inner_texts()]
            which = next((i for i, t in enumerate(texts) if t in ("Challenge", "Défier")), 0)
            keys.reach(f"{app} .gk-choices > .gk-choice:nth-child({which + 1})")
            text = page.evaluate("document.activeElement.textContent")
            said = keys.press("Enter", f"on “{text}”", hear=".")
        assert len(keys.heard()) > before and said.startswith(("P1", "J1")), said
        moves += 1
    else:
        raise AssertionError("the game did not end in 80 decisions")
    expect(page.locator(f"{app} .gk-status")).to_contain_text(re.compile(w["over"]))
    assert re.search(w["over"], keys.said()), keys.said()  # the end is heard
    return moves, time.monotonic() - began


def move_in_the_explorer(keys: Keys) -> None:
    explorer = ".gk-explorer"
    keys.reach(f"{explorer} .gk-choice")
    text = keys.page.evaluate("document.activeElement.textContent")
    code = keys.page.locator(f"{explorer} .gk-code input")
    before = code.input_value()
    keys.press("Enter", f"on “{text}”", hear="^[PJ]1 ")
    expect(code).not_to_have_value(before, timeout=WAIT)  # the position's code follows


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_dojo_page_by_keyboard_alone(server: str, keyboard_only: Page, lang: str) -> None:
    laptop = keyboard_only
    keys = Keys(laptop, lang)
    suffix = ".fr" if lang == "fr" else ""
    keys.start(f"{server}/voila/render/dojo{suffix}.ipynb")
    laptop.evaluate(
        "() => document.querySelectorAll('.gk-puzzle')"
        ".forEach((e, i) => e.classList.add(`gk-puzzle-${i + 1}`))"
    )
    do_the_challenge(keys)
    do_a_placing(keys, ".gk-lesson-train", TrainLesson(lang=lang))
    do_a_placing(keys, ".gk-lesson-trophy", TrophyLesson(lang=lang))
    for index in range(len(PUZZLES)):
        do_a_puzzle(keys, index)
    moves, seconds = play_a_full_game(keys)
    print(f"Dojo in {lang}: a full game by keys, {moves} decisions in {seconds:.0f} s")
    assert moves >= 24, moves
    move_in_the_explorer(keys)
