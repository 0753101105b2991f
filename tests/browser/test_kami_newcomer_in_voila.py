"""Kami's French page at 1024x768 as a newcomer meets it: the legend under a table holds on two
lines (a refusal above it stays on the screen), picking a defense leaves the board where it was,
and the first exercise's praise sits right under the board it speaks of."""

from __future__ import annotations

import pytest
from playwright.sync_api import Locator, Page, expect

pytestmark = pytest.mark.browser


def lines_of(legend: Locator) -> float:
    """How many lines of text ``legend`` takes."""
    height = legend.evaluate("e => e.getBoundingClientRect().height")
    line = legend.evaluate("e => parseFloat(getComputedStyle(e).lineHeight)")
    return height / line


def board_top(app: Locator) -> float:
    """The board's top, from the top of its app (what a scroll does not change)."""
    return app.locator(".gk-board").bounding_box()["y"] - app.bounding_box()["y"]


@pytest.mark.parametrize("players", ["2", "4"])
def test_a_french_table_keeps_its_legend_short_and_its_board_still(
    server: str, page: Page, players: str
) -> None:
    page.goto(f"{server}/voila/render/kami.fr.ipynb", wait_until="domcontentloaded", timeout=60_000)
    launcher = page.locator(".gk-launcher")
    expect(launcher.locator(".gk-start")).to_be_visible(timeout=60_000)
    launcher.locator(".widget-toggle-button", has_text=players).first.click()
    launcher.locator(".gk-start").click()
    app = launcher.locator(".gk-kami-app")
    expect(app.locator(".gk-status")).to_contain_text("Donne 1", timeout=30_000)
    assert lines_of(app.locator(".gk-legend")) <= 2.2
    choices = app.locator(".gk-choices .gk-choice")
    for _ in range(20):  # answer the Demoralized question and pass until P1 may pick a card
        expect(choices.first).to_be_visible(timeout=10_000)
        words = choices.all_inner_texts()
        if "Jouer la donne" in words or words == ["Passer"]:
            choices.first.click()
            page.wait_for_timeout(600)
            continue
        break
    before = board_top(app)
    card = next(i for i, w in enumerate(choices.all_inner_texts()) if w not in ("Passer",))
    choices.nth(card).click()
    expect(app.locator(".gk-why")).to_contain_text("Choisissez maintenant votre attaque")
    assert board_top(app) == before  # the buttons changed, the board stayed


def test_the_first_exercises_praise_sits_right_under_its_board(server: str, page: Page) -> None:
    page.goto(f"{server}/voila/render/kami.fr.ipynb", wait_until="domcontentloaded", timeout=60_000)
    lesson = page.locator(".gk-lesson").nth(1)
    expect(lesson.locator(".gk-board")).to_be_visible(timeout=60_000)
    assert lines_of(page.locator(".gk-legend").first) <= 2.2
    choices = lesson.locator(".gk-choices .gk-choice")
    before = board_top(lesson)
    choices.filter(has_text="Cavalier").first.click()
    expect(lesson.locator(".gk-why")).to_contain_text("Choisissez maintenant votre attaque")
    assert board_top(lesson) == before
    choices.filter(has_text="Soldat").first.click()
    why = lesson.locator(".gk-why")
    expect(why).to_contain_text("Bravo", timeout=10_000)
    board = lesson.locator(".gk-board").bounding_box()
    said = why.bounding_box()
    assert 0 <= said["y"] - (board["y"] + board["height"]) < 20  # right under the board
