"""Presenter mode in the browser, as a class sees it on a 1024 x 768 projector: ``?present=1``
shows one slide at a time in large text, *Next* goes on (back at the top of the screen), and a
board scaled to the width of the screen still takes a click on the square under the pointer."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, expect
from test_kaito_in_voila import center
from voila_page import local_only, pixel, wait_changed, wait_painted

pytestmark = pytest.mark.browser

BOARD = ".gk-lesson-sword .gk-board"


@pytest.fixture
def projector(browser: Browser) -> Page:
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    context.route("**/*", local_only)
    yield context.new_page()
    context.close()


def font_px(page: Page, selector: str) -> float:
    return page.locator(selector).first.evaluate("e => parseFloat(getComputedStyle(e).fontSize)")


def test_presenter_mode_is_large_one_slide_at_a_time_and_clicks_land(
    server: str, projector: Page
) -> None:
    page = projector
    page.goto(f"{server}/voila/render/kaito.ipynb?present=1", timeout=60_000)
    bar = page.locator(".gk-present-bar")
    expect(bar).to_be_visible(timeout=60_000)
    expect(bar).to_contain_text("1 /")
    assert font_px(page, "div[cell-index] .jp-RenderedHTMLCommon p") >= 20
    assert font_px(page, ".gk-where .widget-html-content") >= 18  # bold, in the bar's middle
    expect(page.locator(".gk-lesson-move")).to_be_hidden()  # a later section's exercise
    for _ in range(24):  # on to the slide with the Sword exercise
        if page.locator(BOARD).is_visible():
            break
        page.mouse.wheel(0, 600)  # the teacher read down the section
        page.locator(".gk-next-section").click()
        page.wait_for_timeout(300)
    expect(page.locator(BOARD)).to_be_visible()
    scrolled = "e => { let s = 0; for (; e; e = e.parentElement) s += e.scrollTop; return s; }"
    assert page.locator(".gk-present-bar").evaluate(scrolled) == 0  # the slide starts on top
    bar_box = page.locator(".gk-present-bar").bounding_box()
    assert abs(bar_box["y"] + bar_box["height"] - 768) < 2  # the bar at the foot of the screen
    expect(page.locator(".gk-lesson-move")).to_be_hidden()

    board = page.locator(BOARD)
    natural = board.evaluate("c => c.width")
    shown = board.bounding_box()
    scale = shown["width"] / natural
    assert scale > 1.15, f"the board is {shown['width']:.0f} px wide on a 1024 px screen"
    assert shown["height"] < 768 - 60, "the whole board fits on the screen, above the bar"
    board.evaluate("e => e.scrollIntoView({block: 'start'})")  # as a teacher scrolls to it

    def at(square: str) -> tuple[float, float]:
        x, y = center(square)
        return x * scale, y * scale

    kaito = wait_painted(page, BOARD, *at("c3"))
    sword = pixel(page, BOARD, *at("f3"))
    box = board.bounding_box()  # a click where the learner sees f3 (the bar is not over it)
    page.mouse.click(box["x"] + at("f3")[0], box["y"] + at("f3")[1])
    feedback = page.locator(".gk-lesson-sword .gk-feedback")
    expect(feedback).to_contain_text("Well done")
    assert font_px(page, ".gk-lesson-sword .gk-feedback .widget-html-content") >= 20
    assert wait_changed(page, BOARD, *at("f3"), sword) != sword  # the Kaito is on f3 now
    assert wait_changed(page, BOARD, *at("c3"), kaito) != kaito


def test_the_toggle_leaves_presenter_mode_and_shows_every_section(
    server: str, projector: Page
) -> None:
    page = projector
    page.goto(f"{server}/voila/render/dojo-kun.ipynb?present=1", timeout=60_000)
    expect(page.locator(".gk-present-bar")).to_be_visible(timeout=60_000)
    assert page.locator("div[cell-index]:visible").count() < 6
    page.locator(".gk-present").click()
    expect(page.locator(".gk-present-bar")).to_be_hidden()
    expect(page.locator(".gk-lesson-fewest-hits")).to_be_visible()
    assert font_px(page, "div[cell-index] .jp-RenderedHTMLCommon p") >= 15
