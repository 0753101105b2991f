"""A whole game of Dojo Kun played by clicking, on a laptop's 1024 x 768 screen: at every
decision of the person to act, the board (the village or the tournament, and his Dojo), the
choices open to him and the answer to his last click are all inside the window, with the page
scrolled once to the game as a learner scrolls to it.

The page's game is mirrored by a twin app in the test (the same seed, seats and computer), which
says what each decision's clicks are: a token chosen on the board, a slot clicked, a choice
among the buttons that opened under the board, a bracket seat, a tournament decision. The two
are kept in step by the move list's length, and by the prompt above the board.
"""

from __future__ import annotations

import re
from html import unescape
from typing import Any

import ipywidgets as w
import pytest
from playwright.sync_api import Locator, Page, expect
from voila_page import LAPTOP

import gamekit
from gamekit.dojo_kun import Place, Seat
from widgets.canvas import RecordingCanvas
from widgets.dojo_kun.app import DojoKunApp

pytestmark = pytest.mark.browser

GAME = gamekit.load("dojo-kun")
WINDOW = LAPTOP


def outside(page: Page, part: Locator, name: str) -> list[str]:
    """Where ``part`` runs out of the window, if it does."""
    box = part.bounding_box()
    if box is None:
        return [f"{name} is not shown"]
    faults = []
    if box["y"] < -0.5 or box["y"] + box["height"] > WINDOW["height"] + 0.5:  # subpixels
        faults.append(f"{name} spans y {box['y']:.0f}-{box['y'] + box['height']:.0f}")
    if box["x"] < -0.5 or box["x"] + box["width"] > WINDOW["width"] + 0.5:
        faults.append(f"{name} spans x {box['x']:.0f}-{box['x'] + box['width']:.0f}")
    return faults


def cramped(row: Locator) -> list[str]:
    """Whether the board's row is wider than the window gives it (it would scroll sideways and
    hide the board's left edge as soon as anything in it is scrolled into view)."""
    over = row.evaluate("e => e.scrollWidth - e.clientWidth")
    return [f"the board and the briefs run {over} px past their row"] if over > 0 else []


def text_of(html: str) -> str:
    """What a page shows of ``html``."""
    return unescape(re.sub(r"<[^>]+>", "", html))


def in_step(app: Locator, twin: DojoKunApp) -> None:
    """Wait until the page has played as many moves as the twin, and asks the same."""
    expect(app.locator(".gk-moves option")).to_have_count(len(twin.match.actions), timeout=15_000)
    expect(app.locator(".gk-status")).to_have_text(text_of(twin.status.value), timeout=15_000)


def click_board(page: Page, app: Locator, point: tuple[float, float]) -> None:
    box = app.locator(".gk-board").bounding_box()
    assert box is not None
    page.mouse.click(box["x"] + point[0], box["y"] + point[1])


def choose(app: Locator, twin: DojoKunApp, action: Any) -> None:
    """Choose ``action`` among the decisions under the board, on the page and on the twin: its
    button, or its line in the list of many and the button that plays it."""
    found = twin.buttons.children
    if found and isinstance(found[0], w.Select):
        ways, play = found
        label = next(text for text, value in ways.options if value == str(action))
        app.locator(".gk-ways select").select_option(label=label)
        app.locator(".gk-play-way").click()
        ways.value = str(action)
        play.click()
        return
    button = next(b for b in found if b.action == str(action))
    app.locator(".gk-choices .widget-button").filter(has_text=button.description).first.click()
    button.click()


def decide(page: Page, app: Locator, twin: DojoKunApp, action: Any) -> list[str]:
    """Make ``action`` by clicking as a person would, on the page and on the twin; returns what
    ran out of the window on the way (with choices open)."""
    faults: list[str] = []
    board = twin.board
    if isinstance(action, Place):
        if action.token != twin.token:
            if action.token == "M":
                app.locator(".gk-token-M").click()
                twin.choose_token("M")
            else:
                pick = ("athlete", int(action.token) - 1)
                click_board(page, app, board.point_of(pick))
                twin.pick(pick)
            chosen = app.locator(f".gk-token-{action.token}")
            expect(chosen).to_have_class(re.compile("mod-active"), timeout=10_000)
        before = twin.state
        click_board(page, app, board.point_of(("slot", action.slot)))
        twin.pick(("slot", action.slot))
        if twin.state is before:  # several ways: they wait under the board
            expect(app.locator(".gk-choices > *").first).to_be_visible()
            faults += outside(page, app.locator(".gk-decide"), "the choices")
            faults += outside(page, app.locator(".gk-board"), "the board")
            choose(app, twin, action)
    elif isinstance(action, Seat):
        click_board(page, app, board.point_of(("seat", action.slot)))
        twin.pick(("seat", action.slot))
    else:
        choose(app, twin, action)
    return faults


def start_game(page: Page, server: str, players: int) -> Locator:
    """Open the Dojo Kun page and start its full game at ``players`` seats; the game's app."""
    page.goto(f"{server}/voila/render/dojo-kun.ipynb", wait_until="domcontentloaded", timeout=60_000)  # fmt: skip
    launcher = page.locator(".gk-launcher")
    expect(launcher.locator(".gk-start")).to_be_visible(timeout=60_000)
    launcher.locator(".widget-toggle-button").filter(has_text=str(players)).first.click()
    launcher.locator(".gk-start").click()
    app = launcher.locator(".gk-dojo-kun-app")
    expect(app.locator(".gk-board")).to_be_visible(timeout=30_000)
    return app


@pytest.mark.parametrize("players", [2, 4])
def test_a_whole_game_by_clicking_keeps_what_the_person_needs_in_the_window(
    server: str, laptop: Page, players: int
) -> None:
    page = laptop
    app = start_game(page, server, players)
    seats = ("person",) + ("computer",) * (players - 1)
    twin = DojoKunApp(
        players=players, seats=seats, seed=1, level="greedy", canvas=RecordingCanvas()
    )
    # the learner scrolls the game to the top of the window, once
    app.locator(".gk-status").evaluate("e => e.scrollIntoView({block: 'start'})")
    chooser = GAME.computer("greedy", seed=players)
    faults: list[str] = []
    decisions = 0
    while not twin.state.is_over:
        in_step(app, twin)
        actor = twin.actor()
        assert actor == 0, "the computers play at once: the person is always to act"
        where = f"decision {decisions} ({twin.state.step})"
        found = []
        for part, name in ((".gk-board", "the board"), (".gk-decide", "the choices"),
                           (".gk-why", "the last answer"), (".gk-status", "the prompt"),
                           (".gk-briefs", "the Dojos in brief")):  # fmt: skip
            found += outside(page, app.locator(part), name)
        found += cramped(app.locator(".gk-board-row"))
        action = chooser.choose(twin.state.view(actor))
        found += decide(page, app, twin, action)
        faults += [f"{where}: {f}" for f in found]
        decisions += 1
    in_step(app, twin)
    assert decisions > 20
    assert not faults, "\n".join(faults[:20])
