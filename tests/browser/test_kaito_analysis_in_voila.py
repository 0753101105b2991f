"""Kaito's analysis shared by link, in Voilà, on a school laptop in English and on a phone in
French: the page opens at the explorer once its board is shown, a long comment wraps in the move
list (read whole, never cut at its edge), and *Link to this analysis* and *Save the analysis as a
file* look like the page's other links and are reached by the keyboard, with their focus ring."""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple
from urllib.parse import quote

import pytest
from playwright.sync_api import Browser, Page, expect
from touch import PHONE, touch_context
from voila_page import LAPTOP, leave, local_only

from gamekit import Match, load

pytestmark = pytest.mark.browser

COMMENT = (
    "Red gives up a Sword here on purpose: the Kaito lands in the middle, where Black's next "
    "capture leaves the Mons of the second row open, and a teacher wants every word of this read"
)
"""A comment far longer than a move list is wide, on a phone as on a laptop."""

EXPLORER = ".gk-explorer"
MOVES = f"{EXPLORER} .gk-analysis .gk-log select"


class Opened(NamedTuple):
    page: Page
    lang: str


WORDS = {
    "en": ("Link to this analysis", "Save the analysis as a file"),
    "fr": ("Lien vers cette analyse", "Enregistrer l’analyse dans un fichier"),
}


def analysis_link() -> str:
    """A Kaito analysis: two moves, another second move carrying :data:`COMMENT`, shown there."""
    match = Match(load("kaito").new_state(seed=1))
    match.play(match.state.legal_actions()[0])
    second = match.state.legal_actions()[0]
    match.play(second)
    match.undo()
    match.play(next(a for a in match.state.legal_actions() if a != second))
    match.node.comment = COMMENT
    return match.tree.to_link()


@pytest.fixture(
    scope="module", params=[("en", "laptop"), ("fr", "phone")], ids=["en-laptop", "fr-phone"]
)
def opened(request: pytest.FixtureRequest, browser: Browser, server: str) -> Iterator[Opened]:
    """The Kaito page in a language on a screen, opened from the analysis's link; the tests
    read it in their order (the page's opening first, the keyboard last)."""
    lang, screen = request.param
    if screen == "phone":
        context = touch_context(browser, PHONE)
    else:
        context = browser.new_context(viewport=LAPTOP)
        context.route("**/*", local_only)
    page = context.new_page()
    notebook = "kaito.ipynb" if lang == "en" else "kaito.fr.ipynb"
    page.goto(f"{server}/voila/render/{notebook}?pos={quote(analysis_link())}", timeout=90_000)
    expect(page.locator(f"{EXPLORER} .gk-tree-share a").first).to_be_attached(timeout=90_000)
    yield Opened(page, lang)
    leave(page)
    context.close()


def test_an_analysis_link_opens_the_page_at_the_explorer(opened: Opened) -> None:
    page, lang = opened
    page.wait_for_function(
        """(explorer) => {
            const shown = document.querySelector(explorer);
            return shown && Math.abs(shown.getBoundingClientRect().top) < 2;
        }""",
        arg=EXPLORER,
        timeout=60_000,
    )
    scrolled = page.evaluate("document.querySelector('#rendered_cells').scrollTop")
    assert scrolled > 2000, scrolled  # the explorer is at the end of a long page
    header = page.locator(".gk-header")
    expect(header.locator(".gk-error")).to_have_count(0)  # the link is read, not refused
    expect(header.locator(".gk-note")).to_contain_text(
        "explorer" if lang == "en" else "explorateur"
    )


LINE_JS = """(list) => {
    const said = (o) => o.textContent.replace(/\u00a0/g, ' ');
    const option = [...list.options].find((o) => said(o).includes('Sword here'));
    const line = list.options[0].getBoundingClientRect().height;
    return {
        said: said(option),
        lines: Math.round(option.getBoundingClientRect().height / line),
        over: option.scrollWidth - option.clientWidth,
        listHigh: list.getBoundingClientRect().height,
    };
}"""
"""The entry holding the comment: its text, how many lines high it is (the start's entry is one
line), by how many pixels its text runs past it, and the list's height."""


def test_a_long_comment_wraps_in_the_move_list(opened: Opened) -> None:
    shown = opened.page.locator(MOVES).evaluate(LINE_JS)
    assert COMMENT.split()[-1] in shown["said"]  # the whole comment, to its last word
    assert shown["lines"] >= 3, shown  # wrapped, on a laptop as on a phone
    assert shown["over"] <= 1, f"the comment runs {shown['over']:.0f} px past the list: {shown}"
    assert 150 < shown["listHigh"] < 400, shown  # the list keeps its rows' height


def test_the_analysis_links_look_like_links_and_the_keyboard_reaches_them(
    opened: Opened,
) -> None:
    page, lang = opened
    look = """(a) => { const s = getComputedStyle(a);
        return [s.color, s.textDecorationLine, s.fontSize]; }"""
    position = page.locator(f"{EXPLORER} .gk-link").first.locator("a")
    expected = position.evaluate(look)
    assert "underline" in expected[1]
    text = page.locator(EXPLORER).evaluate("(e) => getComputedStyle(e).color")
    shared = page.locator(f"{EXPLORER} .gk-tree-share a")
    expect(shared).to_have_count(2)
    for link, words in zip(shared.all(), WORDS[lang], strict=True):
        expect(link).to_contain_text(words)
        assert link.evaluate(look) == expected, f"{words!r} does not look like a link"
        assert expected[0] != text

    page.locator(f"{EXPLORER} .gk-comment input").focus()
    for words in WORDS[lang]:
        page.keyboard.press("Tab")
        focused = page.evaluate(
            """() => { const e = document.activeElement, s = getComputedStyle(e);
                return [e.tagName, e.textContent, s.outlineStyle, parseFloat(s.outlineWidth)]; }"""
        )
        assert focused[0] == "A" and words in focused[1], focused
        assert focused[2] == "solid" and focused[3] >= 3, f"no focus ring on {words!r}: {focused}"
