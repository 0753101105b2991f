"""The pages as a pupil without a mouse meets them: the keyboard alone (no mouse event at all),
and what a screen reader hears through the page's live region (``#gk-said``).

- Tab goes through every page and leaves every board (no keyboard trap, WCAG 2.1.2), and the
  element it reaches always shows where it is (a focus mark, WCAG 2.4.7).
- A Kaito exercise done with arrow keys and Enter: a wrong try is refused and its rule heard, a
  right one is praised; *Show me* is heard; a move typed in the game's notation plays.
- A full Kaito game against the computer played with the keys, each move heard.
"""

from __future__ import annotations

import re
from itertools import pairwise
from typing import Any

import pytest
from playwright.sync_api import Page, expect
from voila_page import HEARD_JS

from gamekit.kaito import Capture, Place, Trade, square_name
from widgets.feedback import kind_of
from widgets.i18n import say
from widgets.kaito import words
from widgets.kaito.lessons import LESSONS
from widgets.kaito.words import EXPLORER

pytestmark = pytest.mark.browser

PAGES = [
    f"{game}{lang}.ipynb"
    for game in ("index", "kaito", "dojo", "kami", "dojo-kun")
    for lang in ("", ".fr")
    if not (game == "index" and lang)
]

FOCUS_JS = """() => {
    const e = document.activeElement;
    if (!e || e === document.body) return null;
    const s = getComputedStyle(e);
    const ring = (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2)
        || s.boxShadow !== 'none';
    const board = e.closest('.gk-keys');
    return {what: `${e.tagName.toLowerCase()} "${(e.getAttribute('aria-label')
                    || e.textContent || '').trim().slice(0, 40)}"`,
            ring, board: board ? [...document.querySelectorAll('.gk-keys')].indexOf(board) : -1};
}"""


def said(page: Page) -> str:
    return page.locator("#gk-said").text_content() or ""


def focused(page: Page) -> dict | None:
    return page.evaluate(FOCUS_JS)


def tab_to(page: Page, selector: str, limit: int = 300) -> None:
    """Press Tab until the focus is on an element matching ``selector``."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        if page.evaluate("s => document.activeElement?.matches(s)", selector):
            return
    raise AssertionError(f"Tab never reached {selector}")


def cursor_label(page: Page) -> str:
    return page.evaluate("document.activeElement.getAttribute('aria-label') || ''")


def go_to_square(page: Page, board: str, target: str) -> None:
    """With the cursor on a square of the Kaito ``board``, move it with the arrow keys to the
    square whose label starts with ``target`` (like "b4,")."""
    labels = page.locator(f"{board} .gk-spot").evaluate_all(
        "cells => cells.map((c) => c.getAttribute('aria-label'))"
    )
    here = labels.index(cursor_label(page))
    there = next(i for i, label in enumerate(labels) if label.startswith(target))
    rows, cols = divmod(there, 6)[0] - divmod(here, 6)[0], there % 6 - here % 6
    for _ in range(abs(rows)):
        page.keyboard.press("ArrowDown" if rows > 0 else "ArrowUp")
    for _ in range(abs(cols)):
        page.keyboard.press("ArrowRight" if cols > 0 else "ArrowLeft")
    assert cursor_label(page).startswith(target)


@pytest.mark.parametrize("notebook", PAGES)
def test_tab_leaves_every_board_and_always_shows_where_it_is(
    server: str, keyboard_only: Page, notebook: str
) -> None:
    page = keyboard_only
    page.goto(f"{server}/voila/render/{notebook}", timeout=60_000)
    page.wait_for_selector(".gk-keys .gk-spot, .gk-card", timeout=60_000)
    page.wait_for_timeout(1500)
    stops: list[dict] = []
    for _ in range(600):
        page.keyboard.press("Tab")
        where = focused(page)
        if where is None or (stops and where == stops[0] and len(stops) > 3):
            break
        stops.append(where)
    assert len(stops) > 3, f"Tab reached almost nothing on {notebook}"
    unseen = [s["what"] for s in stops if not s["ring"]]
    assert not unseen, f"no visible focus on: {unseen[:8]}"
    kept = [b["what"] for a, b in pairwise(stops) if a["board"] == b["board"] >= 0]
    assert not kept, f"Tab stayed on a board: {kept[:8]}"
    boards = page.locator(".gk-keys").count()
    entered = {s["board"] for s in stops if s["board"] >= 0}
    if notebook != "index.ipynb":
        assert len(entered) >= min(boards, 3), "Tab reaches the boards"


def square_of(action: Any) -> str:
    return square_name(action.square)


def wrong_square(name: str, lang: str) -> str:
    """A square whose press the exercise ``name`` refuses with a rule (found on a twin of it)."""
    for square in range(36):
        twin = LESSONS[name](lang=lang)
        twin._on_square(square)
        if kind_of(twin.feedback) == "refused" and "[kaito." in twin.feedback.value:
            return square_name(square)
    raise AssertionError(f"no square of {name} is refused")


def press_step(page: Page, where: str, action: Any, lang: str) -> None:
    """Do one action of an exercise with the keys: a square's press, or a trade's button."""
    if isinstance(action, Place | Capture):
        tab_to(page, f"{where} .gk-spot")
        go_to_square(page, f"{where} .gk-keys", square_of(action) + ",")
        page.keyboard.press("Enter")
        return
    label = words.trade_label(action, lang) if isinstance(action, Trade) else None
    for _ in range(60):
        page.keyboard.press("Tab")
        text = page.evaluate(
            "s => document.activeElement?.matches(s) ? document.activeElement.textContent : null",
            f"{where} .gk-trades button",
        )
        if text is not None and (label is None or text.strip() == label):
            page.keyboard.press("Enter")
            return
    raise AssertionError(f"no button for {action} in {where}")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_kaito_exercise_by_keyboard_alone(
    server: str, keyboard_only: Page, lang: str
) -> None:
    """Each exercise: a wrong try refused with its rule, *Show me* heard, then the right moves
    (from a twin of the exercise) praised and the exercise marked done; the first one also by a
    move typed in the notation."""
    page = keyboard_only
    page.goto(f"{server}/voila/render/kaito{'.fr' if lang == 'fr' else ''}.ipynb", timeout=60_000)
    expect(page.locator(".gk-lesson-win .gk-spot").first).to_be_attached(timeout=60_000)
    region = page.locator("#gk-said")
    for name in LESSONS:
        where = f".gk-lesson-{name}"
        feedback = page.locator(f"{where} .gk-feedback")
        # a wrong try: refused, its rule heard, the cursor stays where it was
        wrong = wrong_square(name, lang)
        tab_to(page, f"{where} .gk-spot")
        go_to_square(page, f"{where} .gk-keys", wrong + ",")
        page.keyboard.press("Enter")
        expect(feedback).to_have_class(re.compile("gk-say-refused"), timeout=20_000)
        expect(region).to_contain_text("[kaito.", timeout=10_000)
        assert cursor_label(page).startswith(wrong + ","), "the keyboard stays on the square"
        # Show me, by Tab and Enter: heard, and the exercise stays to do
        tab_to(page, f"{where} .gk-show-me")
        page.keyboard.press("Enter")
        expect(region).to_have_text(
            re.compile("^(A way to do it|Une façon de faire)"), timeout=20_000
        )
        expect(page.locator(f"{where} .gk-mark")).not_to_have_class(re.compile("gk-done"))
        tab_to(page, f"{where} .gk-again")
        page.keyboard.press("Enter")
        expect(feedback).not_to_contain_text(re.compile("A way|Une façon"), timeout=20_000)
        # the right moves, found on a twin of the exercise
        steps = LESSONS[name](lang=lang).solution()
        if name == "place":  # typed in the game's notation: an unreadable text, then the move
            tab_to(page, f"{where} input.gk-typed")
            page.keyboard.type("b2 b2")
            page.keyboard.press("Enter")
            expect(feedback).to_have_class(re.compile("gk-say-refused"), timeout=20_000)
            page.keyboard.press("Control+A")
            page.keyboard.type(str(steps[0]))
            page.keyboard.press("Enter")
            expect(page.locator(f"{where} input.gk-typed")).to_have_value("", timeout=20_000)
        else:
            for action in steps:
                press_step(page, where, action, lang)
                page.wait_for_timeout(300)
        expect(feedback).to_have_class(re.compile("gk-say-ok"), timeout=20_000)
        expect(region).to_have_text(re.compile("^(Well done|Bravo)"), timeout=20_000)
        expect(page.locator(f"{where} .gk-mark")).to_have_class(re.compile("gk-done"))


def next_heard(page: Page, count: int) -> str:
    """The next sentence the live region says after the ``count`` heard so far."""
    page.wait_for_function(f"window.gkHeard.length > {count}", timeout=20_000)
    return page.evaluate(f"window.gkHeard[{count}]")


def test_a_full_kaito_game_against_the_computer_by_keys(server: str, keyboard_only: Page) -> None:
    """Red against the computer, to the end of the game: each of the learner's moves is heard
    with the computer's answer, then who won."""
    page = keyboard_only
    page.goto(f"{server}/voila/render/kaito.ipynb", timeout=60_000)
    app = page.locator(".gk-kaito-app")
    expect(app.locator(".gk-spot").first).to_be_attached(timeout=60_000)
    page.evaluate(HEARD_JS)
    board = ".gk-kaito-app .gk-keys"
    # the mode menu: you play Red against the computer, which places the Kaito first
    tab_to(page, ".gk-kaito-app .widget-dropdown select")
    page.keyboard.press("ArrowDown")
    assert next_heard(page, 0).startswith("Computer: Black places the Kaito")
    tab_to(page, f"{board} .gk-spot")
    heard: list[str] = []  # what the live region said after each of Red's moves
    for _ in range(60):
        if "Game over" in app.locator(".gk-status").inner_text():
            break
        labels = page.locator(f"{board} .gk-spot").evaluate_all(
            "cells => cells.map((c) => c.getAttribute('aria-label'))"
        )
        free = [label for label in labels if "can go here" in label]
        count = page.evaluate("window.gkHeard.length")
        if free:
            go_to_square(page, board, free[0].split(",")[0] + ",")
        else:  # Red may trade: the turn ends with a trade's button
            tab_to(page, ".gk-kaito-app .gk-trades .widget-button")
        page.keyboard.press("Enter")
        heard.append(next_heard(page, count))
        if not page.evaluate("document.activeElement?.matches('.gk-kaito-app .gk-spot')"):
            tab_to(page, f"{board} .gk-spot")  # back from a trade's button
    status = app.locator(".gk-status").inner_text()
    assert "Game over" in status, status
    assert len(heard) >= 4, heard
    for said_now in heard:
        mine, _, answer = said_now.partition("Computer: ")
        assert re.search("Red (takes|buys back)", mine), said_now
        assert answer.startswith("Black") or "Game over" in said_now or not answer, said_now


def tab_to_text(page: Page, selector: str, text: str, limit: int = 300) -> None:
    """Press Tab until the focus is on an element matching ``selector`` whose text is ``text``."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        found = page.evaluate(
            "s => document.activeElement?.matches(s) ? document.activeElement.textContent : null",
            selector,
        )
        if found is not None and found.strip() == text:
            return
    raise AssertionError(f"Tab never reached {selector} {text!r}")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_kaito_explorer_by_keys(server: str, keyboard_only: Page, lang: str) -> None:
    """Set a position up with the editor's tools, ask what is legal, and play a move from there,
    with the keys alone."""
    page = keyboard_only
    page.goto(f"{server}/voila/render/kaito{'.fr' if lang == 'fr' else ''}.ipynb", timeout=60_000)
    explorer = page.locator(".gk-explorer")
    expect(explorer.locator(".gk-spot").first).to_be_attached(timeout=60_000)
    board = ".gk-explorer .gk-keys"
    code = explorer.locator(".gk-code input")
    before = code.input_value()
    # the tool "Kaito": the Kaito put on an empty square (a set-up position becomes a game)
    tab_to_text(page, ".gk-explorer .widget-toggle-button", say(EXPLORER, "kaito", lang))
    page.keyboard.press("Enter")
    # a reader hears which tool is on (ipywidgets marks it by a class only)
    pressed = page.locator(".gk-explorer .widget-toggle-button[aria-pressed=true]")
    expect(pressed.first).to_have_text(say(EXPLORER, "kaito", lang), timeout=20_000)
    labels = page.locator(f"{board} .gk-spot").evaluate_all(
        "cells => cells.map((c) => c.getAttribute('aria-label'))"
    )
    empty = next(label for label in labels if re.search(r", (empty|vide)$", label))
    tab_to(page, f"{board} .gk-spot")
    go_to_square(page, board, empty.split(",")[0] + ",")
    page.keyboard.press("Enter")
    expect(code).not_to_have_value(before, timeout=20_000)
    expect(page.locator(":focus")).to_have_attribute("aria-label", re.compile("Kaito"))
    # an edit the rules refuse is heard with its reason
    tab_to_text(page, ".gk-explorer .widget-toggle-button", say(EXPLORER, "take_black", lang))
    page.keyboard.press("Enter")
    tab_to(page, f"{board} .gk-spot")
    page.keyboard.press("Enter")  # the cursor is on the Kaito: no tile to take from under it
    expect(page.locator("#gk-said")).to_contain_text(empty.split(",")[0], timeout=20_000)
    # what is legal, heard
    tab_to(page, ".gk-explorer .gk-legal")
    page.keyboard.press("Enter")
    expect(page.locator("#gk-said")).to_contain_text(
        re.compile("(Red|Black) takes|(Rouge|Noir) prend"), timeout=20_000
    )
    # play from here: a move on the new game's board
    tab_to(page, ".gk-explorer .gk-play")
    page.keyboard.press("Enter")
    game = ".gk-explorer .gk-kaito-app .gk-keys"
    expect(page.locator(f"{game} .gk-spot").first).to_be_attached(timeout=20_000)
    tab_to(page, f"{game} .gk-spot")
    labels = page.locator(f"{game} .gk-spot").evaluate_all(
        "cells => cells.map((c) => c.getAttribute('aria-label'))"
    )
    target = next(label for label in labels if re.search("can go here|peut y aller", label))
    go_to_square(page, game, target.split(",")[0] + ",")
    page.keyboard.press("Enter")
    expect(page.locator("#gk-said")).to_contain_text(
        re.compile("(Red|Black) (takes|places)|(Rouge|Noir) (prend|pose)"), timeout=20_000
    )
