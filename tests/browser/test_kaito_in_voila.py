"""Kaito in the browser: Voilà serves the notebook, chromium clicks the live boards.

What a user sees: the board painted (not a blank canvas), a legal click repainting it, a refused
click explained with its rule, a ``?pos=`` link opening its position, a bad link explained.
"""

from __future__ import annotations

from urllib.parse import quote

import pytest
from playwright.sync_api import Browser, Page, expect
from voila_page import cut_off, leave, local_only, pixel, wait_changed, wait_painted

pytestmark = pytest.mark.browser

CELL, MARGIN, GAP = 72, 28, 6
GOOD = "SSbSSS/SH1HHs/h3Ss/ss1ssh/hAsABB/CCAaaa r move c3 - -"


def center(square: str) -> tuple[float, float]:
    """The middle of a square ("c3") on the board, in CSS pixels from its top left."""
    col, row = "abcdef".index(square[0]), int(square[1]) - 1
    return (MARGIN + col * (CELL + GAP) + CELL / 2, MARGIN + row * (CELL + GAP) + CELL / 2)


def open_page(page: Page, url: str) -> None:
    page.goto(url, wait_until="domcontentloaded", timeout=60_000)


def test_a_legal_capture_repaints_the_lesson_board(server: str, page: Page) -> None:
    open_page(page, f"{server}/voila/render/kaito.ipynb")
    board = ".gk-lesson-sword .gk-board"
    page.locator(board).scroll_into_view_if_needed(timeout=60_000)
    kaito_before = wait_painted(page, board, *center("c3"))
    sword_before = pixel(page, board, *center("f3"))
    page.locator(board).click(position=dict(zip("xy", center("f3"), strict=True)))
    expect(page.locator(".gk-lesson-sword .gk-feedback")).to_contain_text("Well done")
    assert wait_changed(page, board, *center("f3"), sword_before) != sword_before
    assert wait_changed(page, board, *center("c3"), kaito_before) != kaito_before


def test_a_refused_click_names_the_rule_and_changes_nothing(server: str, page: Page) -> None:
    open_page(page, f"{server}/voila/render/kaito.ipynb")
    board = ".gk-lesson-move .gk-board"
    page.locator(board).scroll_into_view_if_needed(timeout=60_000)
    kaito = wait_painted(page, board, *center("c3"))
    page.locator(board).click(position=dict(zip("xy", center("a1"), strict=True)))
    feedback = page.locator(".gk-lesson-move .gk-feedback")
    expect(feedback).to_contain_text("kaito.move.line")
    expect(feedback).to_contain_text("never diagonally")
    assert pixel(page, board, *center("c3")) == kaito


def test_a_position_link_opens_that_position(server: str, page: Page) -> None:
    open_page(page, f"{server}/voila/render/kaito.ipynb?pos={quote(GOOD)}")
    linked = page.locator(".gk-linked")
    expect(linked).to_contain_text("The position from your link", timeout=60_000)
    board = ".gk-linked .gk-board"
    x, y = center("c3")
    r, g, _, _ = wait_painted(page, board, x + 12, y + 12)  # the Kaito's face, beside its star
    assert r > 150 and g < 100, "the Kaito shows Red, the player to move"
    expect(page.locator(".gk-code input")).to_have_value(GOOD)


def test_the_landing_page_opens_a_game_from_its_link(server: str, page: Page) -> None:
    open_page(page, f"{server}/?game=kaito&pos={quote(GOOD)}")
    expect(page.locator(".gk-landing")).to_contain_text("Playing from the position", timeout=60_000)
    wait_painted(page, ".gk-landing .gk-board", *center("c3"))


def test_a_bad_position_link_shows_a_message_not_a_traceback(server: str, page: Page) -> None:
    open_page(page, f"{server}/voila/render/kaito.ipynb?pos={quote('SS1 x __import__')}")
    error = page.locator(".gk-error").first
    expect(error).to_contain_text("cannot be read", timeout=60_000)
    assert "Traceback" not in page.content()


def test_the_language_link_opens_the_french_page_on_the_same_position(
    server: str, page: Page
) -> None:
    open_page(page, f"{server}/voila/render/kaito.ipynb?pos={quote(GOOD)}")
    expect(page.locator(".gk-linked")).to_contain_text(
        "The position from your link", timeout=60_000
    )
    page.locator(".gk-language a", has_text="Français").click()
    page.wait_for_url(lambda url: "/kaito.fr.ipynb?pos=SSbSSS" in url, timeout=30_000)
    expect(page.locator(".gk-linked")).to_contain_text("La position de votre lien", timeout=60_000)
    expect(page.locator("h2").first).to_contain_text("Le but")
    r, g, _, _ = wait_painted(page, ".gk-linked .gk-board", *(v + 12 for v in center("c3")))
    assert r > 150 and g < 100, "the same position: the Kaito shows Red, the player to move"
    expect(page.locator(".gk-code input")).to_have_value(GOOD)


@pytest.mark.parametrize(
    ("width", "height", "scale"),
    [(683, 512, 1.5), (1024, 768, 1)],
    ids=["1024x768 at 150%", "1024x768"],
)
def test_on_a_1024_px_screen_nothing_is_cut_off(
    server: str, browser: Browser, width: int, height: int, scale: float
) -> None:
    # 1024 x 768 at 150% zoom: a 683 x 512 CSS-pixel viewport at 1.5 device pixels each.
    context = browser.new_context(
        viewport={"width": width, "height": height}, device_scale_factor=scale
    )
    context.route("**/*", local_only)
    page = context.new_page()
    try:
        open_page(page, f"{server}/voila/render/kaito.ipynb")
        board = ".gk-kaito-app .gk-board"
        page.locator(board).scroll_into_view_if_needed(timeout=60_000)
        wait_painted(page, board, *center("c3"))
        page.locator(".gk-explorer .gk-board").scroll_into_view_if_needed(timeout=60_000)
        moves = page.locator(".gk-kaito-app .gk-log option")
        for _ in range(4):  # a few turns, so the move list holds whole sentences
            count = moves.count()
            page.locator(".gk-kaito-app .gk-computer").click()
            expect(moves).not_to_have_count(count)
        cut = cut_off(page, fields=True)
        assert not cut, f"cut off at {width} px wide:\n" + "\n".join(cut)
    finally:
        leave(page)
        context.close()
