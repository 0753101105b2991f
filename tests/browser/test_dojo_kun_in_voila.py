"""Dojo Kun in the browser: a person places his Master by clicking the board (a refused slot says
why), and the combat lab resolves a roll."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect
from voila_page import pixel, wait_changed, wait_painted

from widgets.dojo_kun import pictures

pytestmark = pytest.mark.browser


def centre(slot: str) -> dict[str, float]:
    x, y = pictures.point_of(("slot", slot))
    return {"x": x, "y": y}


def test_the_master_placed_by_clicking_and_a_refusal_explained(server: str, page: Page) -> None:
    page.goto(
        f"{server}/voila/render/dojo-kun.ipynb", wait_until="domcontentloaded", timeout=60_000
    )
    launcher = page.locator(".gk-launcher")
    expect(launcher.locator(".gk-start")).to_be_visible(timeout=60_000)
    launcher.locator(".gk-start").click()  # 2 players: P1 a person, P2 the computer
    app = launcher.locator(".gk-dojo-kun-app")
    status, why = app.locator(".gk-status"), app.locator(".gk-why")
    expect(status).to_contain_text("P1 places a token", timeout=30_000)
    board = ".gk-launcher .gk-dojo-kun-app .gk-board"
    canvas = app.locator(".gk-board")
    expand = centre("expand")
    canvas.scroll_into_view_if_needed()  # a click while the page scrolls lands off target
    wait_painted(page, board, expand["x"], expand["y"])
    canvas.click(position=centre("waterfall"))  # the Master is chosen: athletes' slot
    expect(why).to_contain_text("dojo_kun.place.octagon", timeout=10_000)
    before = pixel(page, board, expand["x"], expand["y"])
    history = app.locator(".gk-history").inner_text()
    canvas.click(position=expand)
    expect(app.locator(".gk-history")).not_to_have_text(history, timeout=10_000)
    assert "xpand" in app.locator(".gk-history").inner_text()
    assert wait_changed(page, board, expand["x"], expand["y"], before) != before


def test_the_combat_lab_rolls_and_resolves(server: str, page: Page) -> None:
    page.goto(
        f"{server}/voila/render/dojo-kun.ipynb", wait_until="domcontentloaded", timeout=60_000
    )
    lab = page.locator(".gk-combat-lab")
    expect(lab.locator(".gk-roll")).to_be_visible(timeout=60_000)
    expect(lab.locator(".gk-odds")).to_contain_text("White wins")
    lab.locator(".gk-roll").click()
    view = lab.locator(".gk-roll-view")
    expect(view.locator(".gk-roll-result")).to_contain_text("roll", timeout=10_000)
    expect(view.locator("svg")).to_be_visible()
    expect(view.locator(".gk-serpentine li")).to_have_count(6)
