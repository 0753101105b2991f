"""A finger on a touch screen, for the browser tests and the browser benchmark.

The screens pupils hold: a school tablet upright and on its side (810 x 1080 CSS pixels, an iPad's
10.2 inches) and a phone (390 x 844). A page opened on one is chromium with touch emulation
(Playwright's ``has_touch`` and ``is_mobile``): a tap is a touch that the browser turns into a
click where the page lets it, a swipe is a touch that moves and scrolls what it started on.

:class:`Finger` taps what a pupil taps: a board's spot, found by the name a screen reader hears
(its keyboard cell lies over it, taking no touch), or a button. :data:`TOUCH_ONLY_JS` notes every
event a mouse makes, so that a test meant for a finger fails if a mouse gets in.
"""

from __future__ import annotations

import re
import time
from typing import Any

from voila_page import cut_off, local_only

TABLET = {"width": 810, "height": 1080}
TABLET_ON_ITS_SIDE = {"width": 1080, "height": 810}
PHONE = {"width": 390, "height": 844}
SCREENS = {"tablet": TABLET, "tablet on its side": TABLET_ON_ITS_SIDE, "phone": PHONE}

WAIT = 30_000
"""Milliseconds a tap's answer may take: the tests' browsers and kernels share two cores."""


def touch_context(browser: Any, screen: dict[str, int], **options: Any) -> Any:
    """A browser context as a touch screen of ``screen``'s size (no network but the app's)."""
    context = browser.new_context(viewport=screen, has_touch=True, is_mobile=True, **options)
    context.route("**/*", local_only)
    return context


TOUCH_ONLY_JS = """window.gkMouse = [];
for (const kind of ['pointerdown', 'mousedown', 'mouseup', 'click', 'wheel']) {
    addEventListener(kind, (e) => {
        const mouse = kind === 'pointerdown' ? e.pointerType === 'mouse'
            : kind === 'wheel' || (e.sourceCapabilities && !e.sourceCapabilities.firesTouchEvents);
        if (e.isTrusted && mouse && (kind !== 'click' || e.detail > 0)) window.gkMouse.push(kind);
    }, true);
}"""
"""Notes every event a mouse makes in the page (the mouse events a browser makes of a tap say
that they come from touch: ``sourceCapabilities.firesTouchEvents``)."""

SPOTS_JS = """(root) => [...document.querySelectorAll(root + ' .gk-spot')].map(
    (c) => c.getAttribute('aria-label'))"""

SCROLLER_JS = """(element) => {
    // The box that scrolls the page around ``element`` (Voilà's panel, not the window).
    let box = element.parentElement;
    while (box && !(box.scrollHeight > box.clientHeight
                    && /auto|scroll/.test(getComputedStyle(box).overflowY))) {
        box = box.parentElement;
    }
    return (box || document.scrollingElement).scrollTop;
}"""


class Finger:
    """A pupil's finger on ``page``: taps spots and buttons, and waits for what the page's live
    region says back (``window.gkHeard``, kept by ``voila_page.HEARD_JS``)."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.cdp = page.context.new_cdp_session(page)

    def heard(self) -> list[str]:
        return self.page.evaluate("window.gkHeard || []")

    def labels(self, root: str) -> list[str]:
        """The names of the spots of the board in ``root``, in the board's reading order."""
        return self.page.evaluate(SPOTS_JS, root)

    def spot(self, root: str, name: str | int) -> tuple[int, str]:
        """The spot of the board in ``root``: its index, or the first whose name matches the
        regular expression ``name``; (index, name)."""
        if isinstance(name, int):
            return name, self.labels(root)[name]
        try:  # the board may still be repainting after the last tap
            self.page.wait_for_function(
                "([root, name]) => [...document.querySelectorAll(root + ' .gk-spot')].some("
                "(c) => new RegExp(name).test(c.getAttribute('aria-label')))",
                arg=[root, name],
                timeout=WAIT,
            )
        except Exception as error:
            raise AssertionError(f"no spot /{name}/ on {root}: {self.labels(root)}") from error
        labels = self.labels(root)
        found = next(i for i, label in enumerate(labels) if re.search(name, label))
        return found, labels[found]

    def tap_at(self, x: float, y: float) -> None:
        self.page.touchscreen.tap(x, y)

    def tap_spot(self, root: str, name: str | int, answer: str = "") -> list[str]:
        """Tap the spot ``name`` (an index, or a pattern of its name) of the board in ``root``,
        where it is drawn; with ``answer``, wait until the live region says something that
        matches it, and return what it said meanwhile."""
        index, label = self.spot(root, name)
        cell = self.page.locator(f"{root} .gk-spot").nth(index)
        cell.scroll_into_view_if_needed()
        box = cell.bounding_box()
        assert box and box["width"] >= 24 and box["height"] >= 24, (
            f"“{label}” is too small for a finger: {box}"
        )
        return self.answered(
            lambda: self.tap_at(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2),
            answer,
            f"a tap on “{label}”",
        )

    def tap(self, target: Any, answer: str = "") -> list[str]:
        """Tap ``target`` (a locator: a button, a field); with ``answer``, as :meth:`tap_spot`."""
        target.scroll_into_view_if_needed()
        return self.answered(target.tap, answer, f"a tap on {target}")

    def answered(self, act: Any, answer: str, what: str) -> list[str]:
        before = len(self.heard())
        act()
        if not answer:
            return []
        try:
            self.page.wait_for_function(
                "([n, answer]) => (window.gkHeard || []).slice(n).some("
                "(t) => new RegExp(answer).test(t))",
                arg=[before, answer],
                timeout=WAIT,
            )
        except Exception as error:
            raise AssertionError(
                f"{what}: never heard /{answer}/; heard {self.heard()[before:]}"
            ) from error
        return self.heard()[before:]

    def type(self, field: Any, text: str, answer: str = "") -> list[str]:
        """Tap ``field``, replace its text with ``text`` (the screen's keyboard) and send it."""
        self.tap(field)
        field.fill(text)
        return self.answered(lambda: field.press("Enter"), answer, f"“{text}” typed")

    def touch(self, kind: str, points: list[tuple[float, float]]) -> None:
        """One touch event as the screen sends it: fingers at ``points``."""
        self.cdp.send(
            "Input.dispatchTouchEvent",
            {"type": kind, "touchPoints": [{"x": x, "y": y, "id": i} for i, (x, y) in
                                           enumerate(points)]},
        )  # fmt: skip

    def swipe(self, x: float, y: float, dx: float, dy: float, steps: int = 12) -> None:
        """A finger put down at (x, y), moved by (dx, dy) over ``steps`` moves, and lifted."""
        self.touch("touchStart", [(x, y)])
        for k in range(1, steps + 1):
            self.touch("touchMove", [(x + dx * k / steps, y + dy * k / steps)])
            self.page.wait_for_timeout(16)
        self.touch("touchEnd", [])

    def scrolled(self, element: Any) -> float:
        """How far the page around ``element`` is scrolled."""
        return element.evaluate(SCROLLER_JS)

    def until(self, done: Any, timeout: float = 3) -> bool:
        """Whether ``done()`` holds within ``timeout`` seconds (tried every 50 ms)."""
        deadline = time.monotonic() + timeout
        while not done():
            if time.monotonic() > deadline:
                return False
            self.page.wait_for_timeout(50)
        return True

    def settled(self, quiet: float = 0.3) -> list[str]:
        """Everything heard, once the live region has said nothing new for ``quiet`` seconds
        (one tap may be answered several times: a move, then each computer's answer)."""
        count, since = len(self.heard()), time.monotonic()
        while time.monotonic() - since < quiet:
            self.page.wait_for_timeout(100)
            if (now := len(self.heard())) != count:
                count, since = now, time.monotonic()
        return self.heard()


BRANCH = re.compile(r"^\W*\d+\.\s(?:or|ou)\s(.+)$")
"""A move list's entry for a move that branches off the main line: "2. or ..." ("ou" in French),
marked "•" when it is the line shown."""


def branch_then_main_line(finger: Finger, moves: Any, promote: Any) -> None:
    """With a branch just made in the move list ``moves`` (a ``select``), tap ``promote`` (*Make
    main line*) and check that the branch's move is in the main line now, and the move it
    replaced the branch."""
    expect = _expect()
    expect(moves).to_contain_text(re.compile(r"\d\.\s(or|ou)\s"), timeout=WAIT)
    entries = [e.replace("\xa0", " ") for e in moves.locator("option").all_inner_texts()]
    branched = next((m.group(1) for e in entries if (m := BRANCH.match(e.strip()))), None)
    assert branched, entries
    finger.tap(promote, ".")
    expect(moves.locator("option", has_text=branched)).not_to_contain_text(
        re.compile(r"\d\.\s(or|ou)\s"), timeout=WAIT
    )
    expect(moves).to_contain_text(re.compile(r"\d\.\s(or|ou)\s"))  # the other line stays


def _expect() -> Any:
    from playwright.sync_api import expect

    return expect


SHOWN_BOARD_JS = """(root) => {
    // The board as the page shows it: its canvas, or the canvas showing its parts on a phone.
    const stack = document.querySelector(root + ' .gk-board-stack');
    const shown = stack.querySelector('canvas.gk-parts') || stack.querySelector('canvas.gk-board');
    const box = shown.getBoundingClientRect();
    return [box.x, box.y, box.width, box.height];
}"""


def swipe_scrolls(finger: Finger, root: str) -> None:
    """A swipe that starts on the board in ``root`` scrolls the page (up 300 px, then back down)
    and plays nothing."""
    page = finger.page
    stack = page.locator(f"{root} .gk-board-stack").first
    stack.evaluate("e => e.scrollIntoView({block: 'start'})")  # its top at the screen's
    page.wait_for_timeout(300)
    x, y, width, height = page.evaluate(SHOWN_BOARD_JS, root)
    heard, top = len(finger.heard()), finger.scrolled(stack)
    start = y + min(height, page.viewport_size["height"] - y) * 0.8  # low on the board, on screen
    assert y < start < y + height, f"no room to swipe on the board: {(y, height)}"
    finger.swipe(x + width / 2, start, 0, -300)
    scrolled = finger.until(lambda: finger.scrolled(stack) - top >= 200)
    assert scrolled, f"a swipe on the board scrolled {finger.scrolled(stack) - top} px"
    finger.swipe(x + width / 2, 200, 0, 300)  # and back down, from wherever the board is now
    assert finger.until(lambda: finger.scrolled(stack) < top + 100)
    page.wait_for_timeout(300)  # a tap the swipes were taken for would be answered by now
    assert len(finger.heard()) == heard, f"a swipe played: {finger.heard()[heard:]}"


TARGETS_JS = """() => {
    const shown = (e) => e.getClientRects().length > 0
        && getComputedStyle(e).visibility !== 'hidden' && !e.closest('.gk-sr');
    const name = (e) => `${e.tagName.toLowerCase()} “${(e.getAttribute('aria-label')
        || e.textContent || e.value || '').trim().slice(0, 40)}”`;
    const size = (box) => `${box.width.toFixed(1)} x ${box.height.toFixed(1)}`;
    const small = [];
    for (const e of document.querySelectorAll('.gk-spot')) {
        const box = e.getBoundingClientRect();
        if (box.width && (box.width < 23.5 || box.height < 23.5)) small.push(`${name(e)}: ${size(box)}`);
    }
    const fields = 'button, select, input:not([type=checkbox]):not([type=file]), '
        + '.widget-toggle-button';
    for (const e of document.querySelectorAll(fields)) {
        const box = e.getBoundingClientRect();
        if (shown(e) && (box.height < 43.5 || box.width < 24)) small.push(`${name(e)}: ${size(box)}`);
    }
    for (const e of document.querySelectorAll(
            'input[type=checkbox], .gk-language a, .gk-link a, .gk-landing a')) {
        const box = e.getBoundingClientRect();
        if (shown(e) && (box.height < 23.5 || box.width < 23.5)) small.push(`${name(e)}: ${size(box)}`);
    }
    return small;
}"""
"""Whatever a finger may hit that is too small for it: a board's spot under 24 x 24 CSS pixels
(WCAG 2.2, 2.5.8), a button, menu or field under 44 pixels high, a box to tick or a link under
24."""

SIDEWAYS_JS = """() => {
    // The page scrolls sideways if the window does, or Voilà's panel that holds the page.
    const over = (e) => e && e.scrollWidth > e.clientWidth + 1
        && getComputedStyle(e).overflowX !== 'hidden';
    return over(document.scrollingElement) || over(document.getElementById('rendered_cells'));
}"""


def fits(page: Any, where: str, *, targets: bool = True) -> None:
    """The page as it is now reads and plays on its screen (``where``, for the message): nothing
    cut off or past the right edge (but the entries of a played game's move list, which no phone
    shows whole), no sideways scrolling, and with ``targets``, nothing too small for a finger
    (:data:`TARGETS_JS`)."""
    cut = cut_off(page, lists=False)
    assert not cut, f"{where}: cut off:\n" + "\n".join(cut)
    assert not page.evaluate(SIDEWAYS_JS), f"{where}: the page scrolls sideways"
    if targets:
        small = page.evaluate(TARGETS_JS)
        assert not small, f"{where}: too small for a finger:\n" + "\n".join(small)


def full_game_started(finger: Finger) -> None:
    """The launcher's *New game* tapped, if the page has a launcher whose game has not begun."""
    page = finger.page
    start = page.locator(".gk-launcher .gk-start")
    if start.count() and not page.locator(".gk-launcher .gk-app .gk-spot").count():
        finger.tap(start.first)
        _expect()(page.locator(".gk-launcher .gk-app .gk-spot").first).to_be_attached(timeout=WAIT)
    page.wait_for_timeout(500)
