"""The pages on the screens pupils hold, in chromium with touch emulation: a school tablet
(810 x 1080, upright and on its side) and a phone (390 x 844). (Each game page is played by taps
alone, upright on a tablet and on a phone, in ``test_taps_*_in_voila.py``.)

- At 1024 x 768, the mouse's wheel over a board scrolls the page (ipycanvas cancelled it).
- A finger's gestures on a board get what the same mouse gesture gets: a tap one answer, a long
  press one, a pinch none (it zooms the page), a tap that slides off the board none; a tap while
  the computer's move waits to be shown, or while Dojo Kun's rolls are shown, is told to wait,
  and plays nothing.
- On a tablet on its side, nothing of a page is cut off or runs past the right edge; the landing
  page fits a tablet and a phone, and its links a finger.
- Presenter mode on a tablet (a teacher walking with an iPad) takes taps.
- Dojo Kun's table is shown in parts on a phone, whole on a tablet or a laptop.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, Page, expect
from test_keyboard_dojo_kun_in_voila import GAME, in_step, spot_of
from test_keyboard_in_voila import square_of
from test_taps_dojo_kun_in_voila import decide
from touch import (
    PHONE,
    SCROLLER_JS,
    SHOWN_BOARD_JS,
    TABLET,
    TABLET_ON_ITS_SIDE,
    Finger,
    fits,
    full_game_started,
    touch_context,
)
from voila_page import leave

from widgets.canvas import RecordingCanvas
from widgets.dojo_kun.app import DojoKunApp
from widgets.dojo_kun.lessons import PlacementLesson
from widgets.kaito.lessons import LESSONS

pytestmark = pytest.mark.browser

BOARDS = {
    # a game's page, and the exercise whose board the wheel turns over
    "kaito": ("kaito.ipynb", ".gk-lesson-move"),
    "dojo": ("dojo.ipynb", ".gk-lesson-train"),
    "kami": ("kami.ipynb", ".gk-lesson:not(.gk-lesson-example)"),
    "dojo-kun": ("dojo-kun.ipynb", ".gk-lesson-placement"),
}


@pytest.mark.parametrize("game", list(BOARDS))
def test_the_wheel_over_a_board_scrolls_the_page(server: str, laptop: Page, game: str) -> None:
    notebook, root = BOARDS[game]
    laptop.goto(f"{server}/voila/render/{notebook}", timeout=90_000)
    stack = laptop.locator(f"{root} .gk-board-stack").first
    expect(stack.locator(".gk-spot").first).to_be_attached(timeout=90_000)
    stack.scroll_into_view_if_needed()
    laptop.wait_for_timeout(300)
    x, y, width, _ = laptop.evaluate(SHOWN_BOARD_JS, root)
    top = stack.evaluate(SCROLLER_JS)
    laptop.mouse.move(x + width / 2, y + 60)
    laptop.mouse.wheel(0, 300)
    laptop.wait_for_timeout(800)
    assert stack.evaluate(SCROLLER_JS) - top >= 200, (top, stack.evaluate(SCROLLER_JS))


def test_a_fingers_gestures_on_a_board(touch) -> None:
    """On the move exercise's board, on a tablet: one answer to a tap and to a long press, none
    to a pinch or to a tap that slides off the board."""
    page = touch("kaito.ipynb", TABLET)
    root = ".gk-lesson-move"
    expect(page.locator(f"{root} .gk-spot").first).to_be_attached(timeout=90_000)
    finger = Finger(page)
    index, _ = finger.spot(root, r"^f6, ")  # a square the Kaito cannot reach: refused
    cell = page.locator(f"{root} .gk-spot").nth(index)
    cell.scroll_into_view_if_needed()
    page.wait_for_timeout(300)
    box = cell.bounding_box()
    cx, cy = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2

    def answers(gesture) -> list[str]:
        before = len(finger.heard())
        gesture()
        page.wait_for_timeout(900)
        return finger.heard()[before:]

    tap = answers(lambda: finger.tap_at(cx, cy))
    assert len(tap) == 1 and "[kaito.move." in tap[0], tap

    def long_press() -> None:
        finger.touch("touchStart", [(cx, cy)])
        page.wait_for_timeout(900)
        finger.touch("touchEnd", [])

    assert answers(long_press) == tap, "a long press is the same click"

    def pinch() -> None:
        finger.touch("touchStart", [(cx - 20, cy)])
        finger.touch("touchStart", [(cx - 20, cy), (cx + 20, cy)])
        for k in range(1, 8):
            finger.touch("touchMove", [(cx - 20 - 8 * k, cy), (cx + 20 + 8 * k, cy)])
        finger.touch("touchEnd", [(cx + 76, cy)])
        finger.touch("touchEnd", [])

    assert answers(pinch) == [], "a pinch plays nothing"

    def slide_off() -> None:
        finger.touch("touchStart", [(cx, cy)])
        for k in range(1, 10):
            finger.touch("touchMove", [(cx + 60 * k, cy)])
        finger.touch("touchEnd", [])

    assert answers(slide_off) == [], "a tap that slides off the board plays nothing"
    assert page.evaluate("document.activeElement.getAttribute('aria-label')").startswith("f6, "), (
        "the keyboard's cursor is on the square tapped"
    )


def test_a_tap_while_the_computer_waits_to_be_shown(touch) -> None:
    """Kaito against the computer, its moves shown one at a time: a tap on the board before
    *Next move* is told whose turn it is, and plays nothing."""
    page = touch("kaito.ipynb", TABLET)
    app = ".gk-kaito-app"
    expect(page.locator(f"{app} .gk-spot").first).to_be_attached(timeout=90_000)
    finger = Finger(page)
    finger.tap(page.locator(f"{app} .gk-pace button").nth(2))  # one at a time
    page.locator(f"{app} .widget-dropdown select").first.select_option(index=1)  # you: Red
    expect(page.locator(f"{app} .gk-next-move")).to_be_enabled(timeout=30_000)
    moves = page.locator(f"{app} .gk-log option")
    count = moves.count()
    said = finger.tap_spot(app, r", (empty|vide)", "(computer|ordinateur)")
    assert re.search("turn|tour", said[-1]), said
    page.wait_for_timeout(800)
    assert moves.count() == count, "a tap while the computer's move waits plays nothing"
    finger.tap(page.locator(f"{app} .gk-next-move"), "(Black|Noir)")
    expect(moves).to_have_count(count + 1, timeout=30_000)


def test_a_tap_while_dojo_kuns_rolls_are_shown(touch) -> None:
    """A whole game of Dojo Kun, its moves and rolls shown one at a time from the first
    tournament on: a tap on the board while they are shown is told how to go on, and plays
    nothing."""
    page = touch("dojo-kun.ipynb", TABLET)
    root = ".gk-launcher .gk-dojo-kun-app"
    finger = Finger(page)
    finger.tap(page.locator(".gk-launcher .gk-start"))
    expect(page.locator(f"{root} .gk-spot").first).to_be_attached(timeout=30_000)
    twin = DojoKunApp(
        players=2, seats=("person", "computer"), seed=1, level="greedy", canvas=RecordingCanvas()
    )
    chooser = GAME.computer("greedy", seed=2)
    shown = re.compile("roll by roll|lancer par lancer")
    status = page.locator(f"{root} .gk-status")
    next_move = page.locator(f"{root} .gk-next-move")
    for _ in range(40):  # the learner's decisions, the computer's shown, until rolls are
        in_step(page, root, twin)
        action = chooser.choose(twin.state.view(0))
        if twin.state.step != "place" and not next_move.is_visible():
            finger.tap(page.locator(f"{root} .gk-pace button").nth(2))  # one at a time
        decide(finger, root, twin, action, ".")
        while not shown.search(status.inner_text()) and next_move.is_visible():
            if not next_move.is_enabled():
                break
            finger.tap(next_move, ".")
        if shown.search(status.inner_text()):
            break
    expect(status).to_contain_text(shown)
    moves = page.locator(f"{root} .gk-moves option")
    count = moves.count()
    said = finger.tap_spot(root, 0, shown.pattern)
    assert len(said) == 1, said
    page.wait_for_timeout(800)
    assert moves.count() == count, "a tap while the rolls are shown plays nothing"


@pytest.mark.parametrize(
    "notebook", ["kaito.fr.ipynb", "dojo.ipynb", "kami.fr.ipynb", "dojo-kun.ipynb"]
)
def test_a_tablet_on_its_side(browser: Browser, server: str, notebook: str) -> None:
    """Each game's page, its full game started, on a tablet turned on its side (1080 x 810):
    nothing cut off, nothing past the right edge, no sideways scrolling. (Upright, and on a
    phone, every page is checked so by its taps test.)"""
    context = touch_context(browser, TABLET_ON_ITS_SIDE)
    page = context.new_page()
    try:
        page.goto(f"{server}/voila/render/{notebook}", timeout=90_000)
        expect(page.locator(".gk-explorer .gk-spot").first).to_be_attached(timeout=90_000)
        full_game_started(Finger(page))
        fits(page, f"{notebook} on a tablet on its side")
    finally:
        leave(page)
        context.close()


@pytest.mark.parametrize("screen", ["tablet", "phone"])
def test_the_landing_page_on_a_touch_screen(browser: Browser, server: str, screen: str) -> None:
    """The landing page's game cards on a tablet and a phone: nothing cut off, each link big
    enough for a finger, and a tap on one opens its game."""
    context = touch_context(browser, TABLET if screen == "tablet" else PHONE)
    page = context.new_page()
    try:
        page.goto(f"{server}/voila/render/index.ipynb", timeout=90_000)
        link = page.locator(".gk-open-kami")
        expect(link).to_be_visible(timeout=90_000)
        fits(page, f"the landing page on the {screen}")
        link.scroll_into_view_if_needed()
        link.tap()
        page.wait_for_url(re.compile(r"kami\.ipynb"), timeout=30_000)
    finally:
        leave(page)
        context.close()


def exercise_spots(notebook: str) -> tuple[str, str | int, str | int]:
    """The first exercise's board on ``notebook``, a spot of it the rules refuse and one that
    does the exercise (from a twin of the exercise)."""
    if notebook.startswith("kaito"):
        right = square_of(LESSONS["place"]().solution()[0])
        return ".gk-lesson-place", r"^a1, ", f"^{right}, "
    twin = PlacementLesson(lang="fr" if ".fr" in notebook else "en")
    wrong = spot_of(twin.app, ("slot", "waterfall"))  # the Master on a round slot
    return ".gk-lesson-placement", wrong, spot_of(twin.app, ("slot", twin.solution().slot))


@pytest.mark.parametrize("notebook", ["kaito.ipynb", "dojo-kun.fr.ipynb"])
def test_presenter_mode_on_a_tablet_takes_taps(touch, notebook: str) -> None:
    """A teacher walking with an iPad: presenter mode's bar answers taps, and on an exercise's
    slide a tap on the board is refused with its rule, then the right one praised."""
    page = touch(f"{notebook}?present=1", TABLET)
    bar = page.locator(".gk-present-bar")
    expect(bar).to_be_visible(timeout=90_000)
    finger = Finger(page)
    root, wrong, right = exercise_spots(notebook)
    board = page.locator(f"{root} .gk-board-stack").first
    for _ in range(40):
        if board.is_visible():
            break
        finger.tap(bar.locator(".gk-next-section"))
        page.wait_for_timeout(200)
    expect(board).to_be_visible()
    for button in bar.locator("button").all():
        if button.is_visible():
            assert button.bounding_box()["height"] >= 44, button.inner_text()
    finger.tap_spot(root, wrong, r"\[(kaito|dojo_kun)\.")
    finger.tap_spot(root, right, "^(Well done|Bravo)")


def test_a_phone_shows_dojo_kuns_table_in_parts(touch) -> None:
    """The table in parts on a phone, each at a size its words can be read at (12 px and
    more), its spots over the parts; turned on its side, the table is whole again."""
    page = touch("dojo-kun.ipynb", PHONE)
    root = ".gk-lesson-placement"
    parts = page.locator(f"{root} canvas.gk-parts")
    expect(parts).to_have_count(1, timeout=90_000)
    scale = parts.evaluate("c => c.getBoundingClientRect().width / c.width")
    assert 13 * scale >= 12, f"words of {13 * scale:.1f} px"
    inside = page.evaluate(
        """(root) => {
            const view = document.querySelector(root + ' canvas.gk-parts').getBoundingClientRect();
            return [...document.querySelectorAll(root + ' .gk-spot')].every((c) => {
                const b = c.getBoundingClientRect();
                return b.left >= view.left - 1 && b.right <= view.right + 1
                    && b.top >= view.top - 1 && b.bottom <= view.bottom + 1;
            });
        }""",
        root,
    )
    assert inside, "every spot lies over the parts"
    page.set_viewport_size({"width": 844, "height": 390})
    expect(parts).to_have_count(0, timeout=10_000)
    assert page.locator(f"{root} canvas.gk-board").is_visible()


def test_a_laptop_never_shows_a_board_in_parts(server: str, laptop: Page) -> None:
    laptop.goto(f"{server}/voila/render/dojo-kun.ipynb", timeout=90_000)
    expect(laptop.locator(".gk-explorer .gk-spot").first).to_be_attached(timeout=90_000)
    assert laptop.locator("canvas.gk-parts").count() == 0
