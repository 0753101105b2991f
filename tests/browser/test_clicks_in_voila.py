"""A click on a board does what it points at wherever the board sits in the window: partly
scrolled out at the top, or at the bottom, at 1024 x 768 and in presenter mode, on every game.

ipycanvas focuses a board on mouse-down, and a focus that scrolls moves a partly hidden board
under the pointer: its coordinates were then read after the scroll, so the click landed on
another cell (or none), and the board jumped (``widgets/board_front.js`` keeps it still).
Each case puts a board partly out of the window by scrolling Voilà's page (a panel, not the
window) as a learner's wheel would, clicks a cell where it is shown, and checks that the page
answers for that very cell (the square, card or slot named) and that the board did not move.
Where to click comes from the boards' own "click this as a player would" helpers, so from the
geometry the kernel maps a click back with.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from dataclasses import dataclass

import pytest
from playwright.sync_api import Browser, Locator, Page, expect
from voila_page import leave, local_only

from gamekit.dojo.actions import Train, cell
from gamekit.kaito.tiles import parse_square
from widgets.canvas import CanvasBoard
from widgets.dojo.lessons import TrainLesson
from widgets.dojo_kun.lessons import PlacementLesson
from widgets.i18n import say
from widgets.kaito.lessons import LESSONS as KAITO_LESSONS
from widgets.kami.lessons import LESSONS as KAMI_LESSONS
from widgets.kami.lessons import TASKS as KAMI_TASKS
from widgets.kami.lessons import PlayLesson

pytestmark = pytest.mark.browser

WIDTH, HEIGHT = 1024, 768
EDGE = 12
"""How far inside the window (above the presenter's bar) the pointer stays."""


@dataclass(frozen=True)
class Target:
    """A click at (x, y) of the drawn board (its canvas's pixels), and what the page then says
    that only this cell makes it say."""

    x: float
    y: float
    says: re.Pattern[str]


@dataclass(frozen=True)
class Game:
    """Where a game's board is on its page, where the answer to a click shows, and a click for
    each case: one low on the board (its top will be out of the window), one high (its bottom
    will be)."""

    notebook: str
    board: Callable[[Page], Locator]
    answer: Callable[[Page], Locator]
    low: Target
    high: Target
    reset: Callable[[Page], Locator] | None = None
    """The button that starts the exercise again between the two clicks, when it must."""


def pressed(board: CanvasBoard, click: Callable[[], None]) -> tuple[float, float]:
    """The pixel of ``board`` that ``click`` (one of the board's own "click this as a player
    would" helpers) presses: the point the kernel maps back to that square, card or slot."""
    seen: list[tuple[float, float]] = []
    board.click = lambda x, y: seen.append((x, y))  # type: ignore[method-assign]
    click()
    return seen[0]


def _kaito(square: str) -> Target:
    """A square the Kaito of the move exercise cannot reach: the refusal names it."""
    board = KAITO_LESSONS["move"]().board
    x, y = pressed(board, lambda: board.click_square(parse_square(square)))
    return Target(x, y, re.compile(rf"Square {square}\b"))


def _dojo(name: str) -> Target:
    """A frame cell where the held tatami fits: *Well done* names it."""
    board = TrainLesson().board
    x, y = pressed(board, lambda: board.click_action(Train(cell(name))))
    return Target(x, y, re.compile(rf"\b{name}\b"))


def _kami(card: str, name: str) -> Target:
    """A card of the learner's hand (the only one of its kind): the defense picked names it."""
    app = PlayLesson(KAMI_LESSONS["counter"]).app
    hand = app.state.hands[app.state.current_player]
    assert hand.count(card) == 1, f"{card} is not one card of {hand}"
    x, y = pressed(app.board, lambda: app.board.click_pick(("hand", hand.index(card))))
    return Target(x, y, re.compile(rf"Defense: {name}\b"))


def _dojo_kun(slot: str, says: str) -> Target:
    """A slot of the placement exercise's board: what the Master does there, or why not."""
    board = PlacementLesson().app.board
    x, y = pressed(board, lambda: board.click_pick(("slot", slot)))
    return Target(x, y, re.compile(says))


def _kami_lesson(page: Page) -> Locator:
    task = say(KAMI_TASKS, "counter", "en")
    return page.locator(".gk-lesson").filter(has_text=task[:40])


GAMES = {
    "kaito": Game(
        "kaito.ipynb",
        board=lambda page: page.locator(".gk-lesson-move .gk-board"),
        answer=lambda page: page.locator(".gk-lesson-move .gk-feedback"),
        low=_kaito("f6"),
        high=_kaito("a1"),
    ),
    "dojo": Game(
        "dojo.ipynb",
        board=lambda page: page.locator(".gk-lesson-train .gk-board"),
        answer=lambda page: page.locator(".gk-lesson-train .gk-feedback"),
        low=_dojo("e3"),
        high=_dojo("b1"),
    ),
    "kami": Game(
        "kami.ipynb",
        board=lambda page: _kami_lesson(page).locator(".gk-board"),
        answer=lambda page: _kami_lesson(page).locator(".gk-kami-app .gk-why"),
        low=_kami("H", "Horseman"),
        high=_kami("E", "Empress"),
        reset=lambda page: _kami_lesson(page).locator(".gk-again"),
    ),
    "dojo-kun": Game(
        "dojo-kun.ipynb",
        board=lambda page: page.locator(".gk-lesson-placement .gk-board"),
        answer=lambda page: page.locator(".gk-lesson-placement .gk-dojo-kun-app .gk-why"),
        low=_dojo_kun("expand", "expands the Dojo"),
        high=_dojo_kun("waterfall", "Mystic Waterfalls"),
        reset=lambda page: page.locator(".gk-lesson-placement .gk-again"),
    ),
}

SCROLL_BY = """(board, by) => {
    // The box that scrolls the page (Voilà's panel), as a wheel over the board would scroll it.
    let box = board.parentElement;
    while (box && !(box.scrollHeight > box.clientHeight
                    && /auto|scroll/.test(getComputedStyle(box).overflowY))) {
        box = box.parentElement;
    }
    (box || document.scrollingElement).scrollTop += by;
}"""

ROOM = """(board, px) => {
    // Room above and below the board's cell, as a section with longer prose would have.
    const cell = board.closest('[cell-index]');
    for (const where of ['beforebegin', 'afterend']) {
        cell.insertAdjacentHTML(where, `<div class="gk-room" style="height: ${px}px"></div>`);
    }
}"""

PAINTED = "(c, [x, y]) => c.width > 0 && c.getContext('2d').getImageData(x, y, 1, 1).data[3] > 0"


@pytest.fixture
def window(browser: Browser) -> Page:
    context = browser.new_context(viewport={"width": WIDTH, "height": HEIGHT})
    context.route("**/*", local_only)
    page = context.new_page()
    yield page
    leave(page)
    context.close()


def settled(board: Locator, timeout: float = 30) -> dict[str, float]:
    """The board's box once the page around it has stopped moving (widgets still rendering
    above it would move it, which is not what this test is about)."""
    deadline = time.monotonic() + timeout
    last = board.bounding_box()
    while time.monotonic() < deadline:
        board.page.wait_for_timeout(250)
        box = board.bounding_box()
        if box == last:
            return box
        last = box
    raise AssertionError(f"the board kept moving for {timeout} s: {last}")


def visible_band(page: Page) -> tuple[float, float]:
    """The part of the window a learner sees the page in: above presenter mode's bar."""
    bar = page.locator(".gk-present-bar")
    if bar.is_visible():
        return 0, bar.bounding_box()["y"]
    return 0, HEIGHT


def click_partly_hidden(page: Page, game: Game, target: Target, hidden: str) -> None:
    """Scroll the page so the board's ``hidden`` edge ("top" or "bottom") is out of the window
    while ``target`` stays in it, click ``target`` where it is shown, and check the answer and
    that the board stayed where it was."""
    board = game.board(page)
    natural = board.evaluate("c => [c.width, c.height]")
    box = settled(board)
    sx, sy = box["width"] / natural[0], box["height"] / natural[1]
    x, y = target.x * sx, target.y * sy
    top, bottom = visible_band(page)
    if hidden == "top":  # the board's top above the window, the target EDGE px inside it
        want = top - min(0.4 * box["height"], y - EDGE)
    else:  # its bottom below the window (or under the bar)
        want = bottom - max(0.6 * box["height"], y + EDGE)
    board.evaluate(SCROLL_BY, box["y"] - want)
    before = settled(board)
    out = top - before["y"] if hidden == "top" else before["y"] + before["height"] - bottom
    assert out >= 10, (
        f"the board's {hidden} is not out of the window: {before}, band {top}-{bottom}"
    )
    assert top + EDGE - 1 <= before["y"] + y <= bottom - EDGE + 1, "the target is not on screen"
    answer = game.answer(page)
    expect(answer).not_to_contain_text(target.says)
    page.mouse.click(before["x"] + x, before["y"] + y)
    expect(answer).to_contain_text(target.says, timeout=10_000)
    after = board.bounding_box()
    assert (after["x"], after["y"]) == (before["x"], before["y"]), (
        f"the board moved on the click: from y={before['y']:.0f} to y={after['y']:.0f}"
    )


def open_board(page: Page, url: str, game: Game) -> None:
    page.goto(url, wait_until="domcontentloaded", timeout=60_000)
    board = game.board(page)
    expect(board).to_be_attached(timeout=60_000)
    if "present=1" in url:  # on to the board's section, as the class follows the teacher
        expect(page.locator(".gk-present-bar")).to_be_visible(timeout=60_000)
        for _ in range(30):
            if board.is_visible():
                break
            page.locator(".gk-next-section").click()
            page.wait_for_timeout(200)
        # A section may fit the screen, leaving nothing to scroll; a teacher's longer prose
        # would not (this room stands for it), and the board must take clicks then too.
        board.evaluate(ROOM, HEIGHT)
    else:
        board.scroll_into_view_if_needed(timeout=60_000)
    expect(board).to_be_visible()
    deadline = time.monotonic() + 30
    while not board.evaluate(PAINTED, [game.low.x, game.low.y]):
        assert time.monotonic() < deadline, "the board was never painted"
        page.wait_for_timeout(50)


@pytest.mark.parametrize("present", [False, True], ids=["1024x768", "presenter mode"])
@pytest.mark.parametrize("name", list(GAMES))
def test_a_click_on_a_partly_hidden_board_lands_on_its_cell(
    server: str, window: Page, name: str, present: bool
) -> None:
    game = GAMES[name]
    url = f"{server}/voila/render/{game.notebook}"
    open_board(window, url + ("?present=1" if present else ""), game)
    click_partly_hidden(window, game, game.low, hidden="top")
    if game.reset is not None:  # by the keyboard: where the button is is another test's matter
        game.reset(window).press("Enter")
    click_partly_hidden(window, game, game.high, hidden="bottom")
