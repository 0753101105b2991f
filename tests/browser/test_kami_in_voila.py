"""Kami in the browser: a person plays a duel round against the computer by clicking the table."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect
from voila_page import pixel, wait_changed, wait_painted

from widgets.kami.pictures import Layout

pytestmark = pytest.mark.browser

DUEL = Layout(2, focus=0)  # drawn for P1: P2's hand and line, the piles, P1's line and hand
HAND_ROW, CENTRE_ROW = DUEL.hand_row[0], DUEL.centre


def centre(row: int, col: int) -> dict[str, float]:
    x, y = DUEL.geometry.center(row, col)
    return {"x": x, "y": y}


CARDS = [centre(HAND_ROW, c) for c in range(1, 9)] + [centre(CENTRE_ROW, c) for c in range(1, 9)]


def test_a_duel_round_played_by_clicking(server: str, page: Page) -> None:
    page.goto(f"{server}/voila/render/kami.ipynb", wait_until="domcontentloaded", timeout=60_000)
    launcher = page.locator(".gk-launcher")
    expect(launcher.locator(".gk-start")).to_be_visible(timeout=60_000)
    launcher.locator(".widget-toggle-button", has_text="2").first.click()
    launcher.locator(".gk-start").click()
    app = launcher.locator(".gk-kami-app")
    status, why = app.locator(".gk-status"), app.locator(".gk-why")
    expect(status).to_contain_text("Deal 1", timeout=30_000)
    board = ".gk-launcher .gk-kami-app .gk-board"
    line = centre(HAND_ROW - 1, 1)  # the first card of P1's line, empty until he plays
    wait_painted(page, board, line["x"], line["y"])
    empty = pixel(page, board, line["x"], line["y"])
    canvas = app.locator(".gk-board")
    clicked_plays = 0
    for _ in range(40):
        if "Deal 1" not in status.inner_text():
            break
        if "counter" in status.inner_text():
            app.locator(".gk-choice", has_text="Pass").click()
            page.wait_for_timeout(400)
            continue
        ply = app.locator(".gk-history").inner_text()
        picked = None
        for i, defense in enumerate(CARDS):  # the first card that can start a play
            canvas.click(position=defense)
            page.wait_for_timeout(250)
            if "Now pick your attack" in why.inner_text():
                picked = i
                break
        for i, attack in enumerate(CARDS):  # then the first that can follow it
            if i == picked and i < 8:
                continue  # a second click on the defense card would put it back
            canvas.click(position=attack)
            page.wait_for_timeout(250)
            if app.locator(".gk-history").inner_text() != ply:
                clicked_plays += 1
                break
        if clicked_plays == 1 and "Deal 1" in status.inner_text():
            assert wait_changed(page, board, line["x"], line["y"], empty) != empty
    expect(status).not_to_contain_text("Deal 1", timeout=10_000)
    assert clicked_plays >= 1  # P1 led by clicking at least once before the round ended
