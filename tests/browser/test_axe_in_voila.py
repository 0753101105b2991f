"""axe-core's WCAG 2.1 A and AA rules on every page, in English and French, at 1024x768: the
landing page and each game's page with its boards painted and its full game started (the
launcher's *New game* pressed), and each game's page in presenter mode on the slide of its full
game; and WCAG 2.2's too (targets a finger can hit) on a tablet and a phone, a page per game. axe finds no violation (a name for every field and menu, a text alternative for every
picture, text contrast, ARIA used as it must be...), and no id that a label or ARIA refers to
is given twice; the page says its own language (a screen reader reads a French page in French).

axe-core is pinned in ``tests/axe/package.json`` and installed beside it by ``scripts/setup.sh``
(``npm ci --prefix tests/axe``); without it the tests fail and say so. axe cannot see inside a
canvas: what a board shows is checked by the boards' own tests (their keyboard layer and text
alternative), and here only that the layer over each board is named and used as ARIA wants.
"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect
from playwright.sync_api import Error as PlaywrightError
from touch import SCREENS, touch_context
from voila_page import ROOT, leave

pytestmark = pytest.mark.browser

AXE = ROOT / "tests" / "axe" / "node_modules" / "axe-core" / "axe.min.js"
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
TOUCH_TAGS = [*TAGS, "wcag22aa"]
"""On a touch screen, WCAG 2.2's too: targets of 24 x 24 CSS pixels and more (2.5.8)."""
GAMES = ("kaito", "dojo", "kami", "dojo-kun")
PAGES = ["index.ipynb"] + [f"{game}{lang}.ipynb" for game in GAMES for lang in ("", ".fr")]
PRESENTED = ["kaito.ipynb", "dojo.fr.ipynb", "kami.ipynb", "dojo-kun.fr.ipynb"]
"""One page per game in presenter mode, both languages among them."""

READY = {"index.ipynb": ".gk-landing .gk-cards"}
"""What shows that a page is whole: the explorer, a game page's last part (the landing page has
no board)."""
LATER = {"dojo-kun": ".gk-combat-lab"}
"""Parts built once the page has painted its first board (``widgets/later.py``)."""
FULL_GAME = {"kaito": ".gk-kaito-app:not(.gk-lesson *, .gk-explorer *)"}
"""Where a page's full game is, when it has no launcher (Kaito's is on the page, started)."""

# Every board shown (a canvas of the page's widgets, not hidden) has something painted: a few
# hundred pixels' alpha is enough to tell a painted board from a blank canvas.
PAINTED_JS = """() => {
    const boards = [...document.querySelectorAll('canvas.gk-board, .gk-board canvas')]
        .filter((c) => c.offsetParent !== null && c.width > 0 && c.height > 0);
    return boards.every((c) => {
        const alpha = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        const step = 4 * Math.max(1, Math.floor(alpha.length / 4 / 500));
        for (let i = 3; i < alpha.length; i += step) if (alpha[i] > 0) return true;
        return false;
    });
}"""

FAULTS_TO_REVIEW = ("duplicate-id-aria",)
"""Rules whose failures axe leaves to review (since WCAG 2.2 dropped 4.1.1), counted as violations
here: an id that a label or ARIA refers to, given twice, names or describes the first element
only (every board of a page was described by the first board's position)."""

# Only the violations come back (each node's html and target), and the failures of the rules
# above: a page's passes, with every node they looked at, are megabytes the test does not read.
AXE_JS = """async ([tags, review]) => {
    const result = await axe.run(document, {
        runOnly: {type: 'tag', values: tags}, resultTypes: ['violations'], elementRef: false,
    });
    const found = result.violations.concat(result.incomplete.filter((r) => review.includes(r.id)));
    const owner = (selector) => {
        const e = document.querySelector(selector);
        const marks = [];
        for (let x = e; x; x = x.parentElement) {
            marks.push(...[...(x.classList || [])].filter((c) => c.startsWith('gk-')));
        }
        return marks.slice(0, 3).join(' in ');
    };
    return found.map((v) => ({
        id: v.id, impact: v.impact, help: v.help, count: v.nodes.length,
        nodes: v.nodes.slice(0, 3).map((n) => ({
            target: n.target.join(' '), where: owner(n.target[0]), html: n.html.slice(0, 160),
            why: (n.failureSummary || '').split('\\n').slice(1, 3).join(' / ').trim(),
        })),
    }));
}"""


def need_axe() -> None:
    """Fail, not skip, without axe-core: a missing install must not pass for a clean page."""
    assert AXE.exists(), f"axe-core is missing ({AXE}): run npm ci --prefix tests/axe"


def wait_whole(page: Page, notebook: str) -> None:
    """Wait until the page has shown all its parts and painted every board shown."""
    page.wait_for_selector(READY.get(notebook, ".gk-explorer"), timeout=60_000)
    later = LATER.get(notebook.split(".")[0])
    if later:
        page.wait_for_selector(later, state="attached", timeout=30_000)
    page.wait_for_function(PAINTED_JS, timeout=30_000)


def start_full_game(page: Page, scope: str = "") -> None:
    """Press the launcher's *New game* (the card games) and wait for the game's board."""
    start = page.locator(f"{scope} .gk-launcher .gk-start".strip())
    if start.count():
        start.first.tap() if _touch(page) else start.first.click()
        # the board's canvas, or on a phone the parts of Dojo Kun's (the canvas unseen then)
        page.wait_for_selector(".gk-launcher .gk-app .gk-board-stack", timeout=30_000)
        page.wait_for_function(PAINTED_JS, timeout=30_000)


def _touch(page: Page) -> bool:
    return bool(page.evaluate("matchMedia('(any-pointer: coarse)').matches"))


def violations(page: Page, tags: list[str] = TAGS) -> list[dict[str, Any]]:
    """What axe's rules of ``tags`` (WCAG 2.1 A and AA) find on the page as it is now (its
    violations, and the failures of :data:`FAULTS_TO_REVIEW`)."""
    page.add_script_tag(path=str(AXE))
    elements = page.evaluate("document.getElementsByTagName('*').length")
    try:
        return page.evaluate(AXE_JS, [tags, list(FAULTS_TO_REVIEW)])
    except PlaywrightError as error:  # the renderer crashed: say what it was given
        raise AssertionError(
            f"axe did not finish on a page of {elements} elements: {error} (a renderer the "
            "system killed for want of memory shows in dmesg as oom-kill)"
        ) from error


def report(found: list[dict[str, Any]]) -> str:
    """Each violation: its rule, what it asks, and where (the first three elements)."""
    lines = []
    for v in found:
        lines.append(f"{v['id']} ({v['impact']}, {v['count']} elements): {v['help']}")
        for node in v["nodes"]:
            lines.append(f"    {node['target']} [{node['where']}] {node['html']}")
            if node["why"]:
                lines.append(f"        {node['why']}")
    return "\n".join(lines)


@pytest.mark.parametrize("notebook", PAGES)
def test_axe_finds_no_violation_on_a_page(server: str, laptop: Page, notebook: str) -> None:
    need_axe()
    page = laptop
    page.goto(f"{server}/voila/render/{notebook}", timeout=60_000)
    wait_whole(page, notebook)
    start_full_game(page)
    found = violations(page)
    assert not found, f"{notebook}: axe finds\n{report(found)}"
    # axe checks that the page names a language, not that it is the page's own (WCAG 3.1.1)
    lang = "fr" if notebook.endswith(".fr.ipynb") else "en"
    assert page.evaluate("document.documentElement.lang") == lang


@pytest.mark.parametrize("notebook", PRESENTED)
def test_axe_finds_no_violation_in_presenter_mode(server: str, laptop: Page, notebook: str) -> None:
    """On the slide of the page's full game, started: presenter mode's bar and styles, the
    game's widgets at a projector's text size."""
    need_axe()
    page = laptop
    page.goto(f"{server}/voila/render/{notebook}?present=1", timeout=60_000)
    bar = page.locator(".gk-present-bar")
    expect(bar).to_be_visible(timeout=60_000)
    game = FULL_GAME.get(notebook.split(".")[0], ".gk-launcher .gk-start")
    where = page.locator(".gk-where")
    for _ in range(40):
        if page.locator(game).first.is_visible():
            break
        before = where.inner_text()
        page.locator(".gk-next-section").click()
        expect(where).not_to_have_text(before)
    expect(page.locator(game).first).to_be_visible()
    start_full_game(page)
    page.wait_for_function(PAINTED_JS, timeout=30_000)
    found = violations(page)
    assert not found, f"{notebook} in presenter mode ({where.inner_text()}): axe finds\n" + report(
        found
    )


TOUCHED = {"kaito.ipynb": "tablet", "dojo.fr.ipynb": "tablet", "kami.ipynb": "phone",
           "dojo-kun.fr.ipynb": "phone"}  # fmt: skip
"""One page per game on a touch screen, both languages and both screens among them."""


@pytest.mark.parametrize(("notebook", "screen"), TOUCHED.items())
def test_axe_finds_no_violation_on_a_touch_screen(
    server: str, browser: Browser, notebook: str, screen: str
) -> None:
    """A page per game on a tablet or a phone (Dojo Kun's table in parts), its full game started:
    WCAG 2.2's rules too, targets a finger can hit among them."""
    need_axe()
    context = touch_context(browser, SCREENS[screen])
    page = context.new_page()
    try:
        page.goto(f"{server}/voila/render/{notebook}", timeout=60_000)
        wait_whole(page, notebook)
        start_full_game(page)
        found = violations(page, TOUCH_TAGS)
        assert not found, f"{notebook} on the {screen}: axe finds\n{report(found)}"
    finally:
        leave(page)
        context.close()
