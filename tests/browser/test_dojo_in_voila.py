"""Dojo in the browser: a person plays round 1 against three computers by clicking, in French,
having come by an old link (``dojo.ipynb?lang=fr``) that leads to the French page."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect
from voila_page import pixel, wait_changed, wait_painted

pytestmark = pytest.mark.browser

CELL, MARGIN, GAP = 58, 4, 4


def grid_center(row: int, col: int) -> dict[str, float]:
    """The middle of a cell of the board's grid (row 0: column trophies, column 0: row ones)."""
    return {
        "x": MARGIN + col * (CELL + GAP) + CELL / 2,
        "y": MARGIN + row * (CELL + GAP) + CELL / 2,
    }


D3 = grid_center(3, 4)  # the frame's d3, where every dojo's first tatami goes


def test_a_round_of_dojo_played_by_clicking(server: str, page: Page) -> None:
    page.goto(
        f"{server}/voila/render/dojo.ipynb?lang=fr", wait_until="domcontentloaded", timeout=60_000
    )
    start = page.locator(".gk-launcher .gk-start")
    expect(start).to_have_text("Nouvelle partie", timeout=60_000)
    assert page.url.endswith("/voila/render/dojo.fr.ipynb")  # ?lang=fr leads to the French page
    start.click()
    app = page.locator(".gk-launcher .gk-dojo-app")
    status = app.locator(".gk-status")
    expect(status).to_contain_text("Tour 1 sur 12", timeout=30_000)
    board = ".gk-launcher .gk-dojo-app .gk-board"
    wait_painted(page, board, D3["x"], D3["y"])
    empty = pixel(page, board, D3["x"], D3["y"])
    placed = False
    for _ in range(30):
        text = status.inner_text()
        if "Tour 2" in text:
            break
        choices = app.locator(".gk-choice")
        if "tatami" in text:
            app.locator(".gk-board").click(position=D3)
            placed = True
        elif "trophée" in text:
            app.locator(".gk-board").click(position=grid_center(0, 4))
            page.wait_for_timeout(300)
            if "trophée" in status.inner_text():
                app.locator(".gk-board").click(position=grid_center(3, 0))
        elif choices.count():
            choices.first.click()
        page.wait_for_timeout(300)
    expect(status).to_contain_text("Tour 2", timeout=10_000)
    assert placed
    assert wait_changed(page, board, D3["x"], D3["y"], empty) != empty  # P1's first tatami
