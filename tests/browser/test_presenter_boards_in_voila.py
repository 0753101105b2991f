"""Every board of every game page in presenter mode, as a class sees it on a 1024 x 768 projector:
each slide (*Next* through every section) shows its boards whole inside the window, above the
bar, without scrolling, and the text on them, and on the widgets around them, at least 16 px.

A board is a live board (a canvas, ``.gk-board``) or a picture that acts as one: a cell's SVG, or
an SVG of 200 px and more in a widget (a combat diagram, a dojo to score, the other players'
Dojos), but a thumbnail (``gk-thumbnail``: Dojo's seats show each player's dojo in small, without
words, beside the board that shows the one played at full size). The text on a board is measured as shown: the smallest font drawn on a canvas (the page
records every ``fillText``) or written in an SVG, times the board's scale on screen. A full
game's board is measured after the launcher's start button is pressed.

Each page is walked once, slide by slide; each slide is a test case of its own, so a failure
names the page and the slide (``kaito.fr-13-Moving-5-of-5``).
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from dataclasses import dataclass, field

import pytest
from playwright.sync_api import Browser, Page
from voila_page import ROOT, cut_off, leave, local_only

from widgets.presenter import Presenter, notebook_cells

pytestmark = pytest.mark.browser

LEAST_PX = 16
WINDOW = {"width": 1024, "height": 768}
NOTEBOOKS = [
    f"{game}{suffix}" for game in ("kaito", "dojo", "kami", "dojo-kun") for suffix in ("", ".fr")
]

FONTS_JS = """(() => {
    /* The smallest font each canvas was drawn with; a layer copied onto another canvas (as
       ipycanvas composes a board's layers) passes its own on. */
    const least = new WeakMap();
    const note = (canvas, px) => {
        if (canvas && !(least.get(canvas) <= px)) least.set(canvas, px);
    };
    for (const proto of [CanvasRenderingContext2D.prototype,
                         OffscreenCanvasRenderingContext2D.prototype]) {
        for (const name of ['fillText', 'strokeText']) {
            const draw = proto[name];
            proto[name] = function (text, ...rest) {
                const size = /([0-9.]+)px/.exec(this.font);
                if (size && String(text).trim()) note(this.canvas, parseFloat(size[1]));
                return draw.call(this, text, ...rest);
            };
        }
        const copy = proto.drawImage;
        proto.drawImage = function (source, ...rest) {
            if (least.has(source)) note(this.canvas, least.get(source));
            return copy.call(this, source, ...rest);
        };
    }
    window.gkLeastFont = (canvas) => least.get(canvas) ?? null;
})();"""

SEEN_JS = """async (least) => {
    const bar = document.querySelector('.gk-present-bar').getBoundingClientRect();
    /* Words only a screen reader gets (.gk-sr: a board's position in words) are not shown. */
    const shown = (e) => e.getClientRects().length > 0
        && getComputedStyle(e).visibility !== 'hidden' && !e.closest('.gk-sr');
    const name = (e) => {
        const owner = e.closest('[class*="gk-"]:not(.gk-board):not(.gk-through)');
        const marks = owner ? [...owner.classList].filter((c) => c.startsWith('gk-')) : [];
        return `${e.tagName.toLowerCase()}${marks.length ? ' in .' + marks.join('.') : ''}`;
    };
    /* The smallest font of an SVG's texts, in its own units: as the page styles them, or for
       a picture shown as an image, as its attributes say (16 px, the browser's, if none). */
    const svgFont = (svg, styled) => {
        let font = null;
        for (const t of svg.querySelectorAll('text')) {
            if (!t.textContent.trim()) continue;
            const holder = t.closest('[font-size]');
            const px = parseFloat(styled ? getComputedStyle(t).fontSize
                                         : holder ? holder.getAttribute('font-size') : '16');
            font = font === null ? px : Math.min(font, px);
        }
        return font;
    };
    const viewWidth = (svg) => (svg.viewBox && svg.viewBox.baseVal && svg.viewBox.baseVal.width)
        || svg.width.baseVal.value;
    const boards = [];
    const seen = new Set();
    const add = async (e, kind) => {
        if (seen.has(e) || !shown(e)) return;
        seen.add(e);
        const box = e.getBoundingClientRect();
        let font = null, natural = null;
        if (kind === 'canvas') {
            const size = /gk-size-(\\d+)x/.exec(e.getAttribute('class') || '');
            natural = size ? +size[1] : e.width;
            font = window.gkLeastFont(e);
        } else if (kind === 'img') {
            const svg = new DOMParser().parseFromString(
                await (await fetch(e.src)).text(), 'image/svg+xml').documentElement;
            natural = viewWidth(svg);
            font = svgFont(svg, false);
        } else {
            natural = viewWidth(e);
            font = svgFont(e, true);
        }
        boards.push({
            what: name(e), kind, top: box.top, bottom: box.bottom, left: box.left,
            right: box.right, width: box.width, natural,
            text: font === null || !natural ? null : font * box.width / natural,
        });
    };
    for (const e of document.querySelectorAll('div[cell-index] .gk-board')) await add(e, 'canvas');
    for (const e of document.querySelectorAll('div[cell-index] .jp-RenderedSVG > img')) {
        await add(e, 'img');
    }
    for (const e of document.querySelectorAll('div[cell-index] .jp-OutputArea-output svg')) {
        /* A thumbnail (Dojo's seats: each player's dojo in small, without words) is glanced at,
           not read: the dojo a decision is about is on the board, measured above. */
        if (!e.closest('.gk-board') && !e.parentElement.closest('svg')
            && !e.closest('.gk-thumbnail') && viewWidth(e) >= 200) await add(e, 'svg');
    }
    const small = [];
    for (const e of document.querySelectorAll('div[cell-index] .jp-OutputArea-output *')) {
        if (e instanceof SVGElement || !shown(e)) continue;
        const own = [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
        const px = parseFloat(getComputedStyle(e).fontSize);
        if (own && px < least) {
            small.push(`${name(e)} "${e.innerText.trim().slice(0, 30)}" at ${px} px`);
        }
    }
    let scrolled = 0;
    for (const e of document.querySelectorAll('*')) scrolled += e.scrollTop;
    return {barTop: bar.top, width: document.documentElement.clientWidth, boards, small, scrolled};
}"""


@dataclass
class Seen:
    """What one slide showed: its title, its boards and what was wrong with them."""

    title: str
    boards: list[dict] = field(default_factory=list)
    faults: list[str] = field(default_factory=list)


def slides_of(notebook: str) -> Presenter:
    """The presenter of ``notebook``, with its slides, as the page's kernel makes it."""
    cells = notebook_cells(ROOT / "notebooks" / f"{notebook}.ipynb")
    keep = tuple(i for i, (_, source) in enumerate(cells) if source.strip() == "page.header")
    return Presenter(cells, keep, lang="fr" if notebook.endswith(".fr") else "en")


def where_text(presenter: Presenter, slide: int) -> str:
    """The bar's words on ``slide``, as the page shows them."""
    presenter.present()
    presenter.show(slide)
    return html.unescape(re.sub(r"<[^>]*>", "", presenter.where.value)).strip()


def cases() -> Iterator[pytest.param]:
    for notebook in NOTEBOOKS:
        presenter = slides_of(notebook)
        for n in range(len(presenter.slides)):
            title = where_text(presenter, n).split("·", 1)[-1]
            slug = re.sub(r"[^A-Za-z0-9]+", "-", title).strip("-")
            yield pytest.param(notebook, n, id=f"{notebook}-{n + 1:02d}-{slug}")


WALKS: dict[str, list[Seen]] = {}
"""Each page's slides as seen, walked once for all of its cases."""


@pytest.fixture(scope="module")
def projector(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(viewport=WINDOW)
    context.route("**/*", local_only)
    context.add_init_script(FONTS_JS)
    page = context.new_page()
    yield page
    leave(page)
    context.close()


def walk(server: str, page: Page, notebook: str, walked: list[Seen]) -> None:
    """Open ``notebook`` in presenter mode and look at every slide, as *Next* shows it."""
    presenter = slides_of(notebook)
    page.goto(f"{server}/voila/render/{notebook}.ipynb?present=1", timeout=60_000)
    page.locator(".gk-present-bar").wait_for(timeout=60_000)
    for n in range(len(presenter.slides)):
        where = where_text(presenter, n)
        if n:
            page.locator(".gk-next-section").click()
        page.wait_for_function(
            "w => document.querySelector('.gk-where').innerText.trim() === w", arg=where
        )
        start = page.locator("div[cell-index] .gk-launcher .gk-start:visible")
        if start.count():  # a full game: its board comes with the start button
            start.first.click()
            page.locator("div[cell-index] .gk-launcher .gk-board:visible").first.wait_for()
        walked.append(look(page, where))


def look(page: Page, where: str) -> Seen:
    """The slide on screen, once its boards have their size, and what is wrong with it."""
    last = None
    for _ in range(40):  # the boards are fitted after the widgets are drawn: wait until still
        page.wait_for_timeout(250)
        seen = page.evaluate(SEEN_JS, LEAST_PX)
        size = [(round(b["top"]), round(b["width"])) for b in seen["boards"]]
        if size == last:
            break
        last = size
    slide = Seen(where, seen["boards"])
    if seen["scrolled"]:
        slide.faults.append(f"the slide starts scrolled by {seen['scrolled']} px")
    for board in seen["boards"]:
        what = f"{board['what']} ({board['natural']:.0f} px wide, shown {board['width']:.0f})"
        if board["top"] < 0 or board["bottom"] > seen["barTop"] + 0.5:
            slide.faults.append(
                f"{what} is not whole above the bar: from y={board['top']:.0f} to "
                f"{board['bottom']:.0f}, the bar at {seen['barTop']:.0f}"
            )
        if board["left"] < -0.5 or board["right"] > seen["width"] + 0.5:
            slide.faults.append(f"{what} runs from x={board['left']:.0f} to {board['right']:.0f}")
        if board["text"] is not None and board["text"] < LEAST_PX - 0.05:
            slide.faults.append(f"{what}: its smallest text is {board['text']:.1f} px")
    slide.faults += [f"widget text {s}" for s in seen["small"][:6]]
    slide.faults += [f"cut: {c}" for c in cut_off(page)[:6]]
    return slide


@pytest.mark.parametrize(("notebook", "slide"), list(cases()))
def test_every_board_is_whole_and_its_text_at_least_16_px(
    server: str, projector: Page, notebook: str, slide: int
) -> None:
    if notebook not in WALKS:
        walked = WALKS[notebook] = []
        try:
            walk(server, projector, notebook, walked)
        except Exception as error:  # noqa: BLE001 (the slides not reached fail with it)
            walked.append(Seen(f"the walk stopped at slide {len(walked) + 1}", faults=[str(error)]))
    walked = WALKS[notebook]
    seen = walked[min(slide, len(walked) - 1)]
    assert not seen.faults, f"{seen.title}:\n" + "\n".join(seen.faults)


def test_the_pages_walked_are_the_game_pages() -> None:
    pages = {p.name.removesuffix(".ipynb") for p in (ROOT / "notebooks").glob("*.ipynb")}
    assert set(NOTEBOOKS) == pages - {"index"}
    assert all(len(slides_of(n).slides) >= 10 for n in NOTEBOOKS)
