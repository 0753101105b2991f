"""Dojo Kun's full game as a learner alone against the computer meets it in the browser.

On a laptop's 1024 x 768 screen, a whole game by clicking at 2 and at 4 seats, the White Lotus
at a pace of its own (a move and a roll a second at 2 seats, one at each *Next move* at 4), the
Black Lotus all at once (the default):
- at every decision, and while the steps it set off are shown, the pace, *Next move* and *Hint*
  are inside the window (with the game scrolled to the top of it, as a learner scrolls to it),
  and so are the board and the choices;
- all at once, each roll of the learner's own athletes comes on the Combat board, said under it
  while the board shows it (the page's status says the board shows the fights);
- at the end, both tournaments' results are under the board, and the briefs' Prestige is the
  score sheet's total.

In presenter mode on a 1280 x 720 projector, the game's words, choices, pace, *Hint* and the
Dojos in brief sit beside the board as high as the screen, and the serpentine's picture is
enlarged.

The page's game is mirrored by a twin app (the same seed and seats) that says each decision's
clicks, as in ``test_dojo_kun_table_in_voila.py``.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Locator, Page, expect
from test_dojo_kun_table_in_voila import GAME, decide, outside, start_game, text_of
from voila_page import local_only

from gamekit.dojo_kun.scoring import prestige
from widgets.canvas import RecordingCanvas
from widgets.dojo_kun import ledger
from widgets.dojo_kun.app import DojoKunApp
from widgets.dojo_kun.news import step_news

pytestmark = pytest.mark.browser

PACES = {"instant": "all at once", "second": "one a second", "step": "one at a time"}


def in_step(page: Page, app: Locator, twin: DojoKunApp, *, stepping: bool) -> list[str]:
    """Wait until the page has shown every step the twin has played, pressing *Next move* for
    each one at a time; what ran out of the window while steps were shown."""
    faults: list[str] = []
    moves, status = app.locator(".gk-moves option"), app.locator(".gk-status")
    asks = text_of(twin.status.value)
    for _ in range(400):
        if moves.count() == len(twin.match.actions) and status.inner_text() == asks:
            return faults
        following = app.locator(".gk-next-move")
        if stepping and following.is_enabled() and following.is_visible():
            faults += outside(page, following, "Next move")
            following.click()
        page.wait_for_timeout(150)
    expect(status).to_have_text(asks, timeout=1)
    return faults


SEEN_JS = """app => {
    window.gkSeen = [];
    const status = app.querySelector('.gk-status'), why = app.querySelector('.gk-why');
    new MutationObserver(() => {
        if (status.textContent.includes('The board shows the fights')) {
            window.gkSeen.push(why.textContent);
        }
    }).observe(app, {childList: true, characterData: true, subtree: true});
}"""
"""Keeps what the message line says while the board shows a step (the page's status says so)."""


def own_rolls(twin: DojoKunApp, season: int) -> list[str]:
    """What the page says of each roll of the learner's athletes in ``season``."""
    match, book = twin.match, ledger.Book(players=("P1", "P2", "P3", "P4"))
    said: list[str] = []
    for i, action in enumerate(match.actions):
        for f in ledger.steps(book, match.states[i], action, match.states[i + 1]):
            mine = f.fight is not None and any(
                e is not None and e.owner == 0 for e in (f.fight.white, f.fight.black)
            )
            if mine and f.bout is not None and f.before.season == season:
                said.append(step_news(f.before, f.after, book.players, "en")[0])
    return said


@pytest.mark.parametrize(("players", "first_pace"), [(2, "second"), (4, "step")])
def test_a_whole_game_by_clicking_shows_the_learners_rolls_and_keeps_the_controls_in_the_window(
    server: str, laptop: Page, players: int, first_pace: str
) -> None:
    page = laptop
    app = start_game(page, server, players)
    pace = app.locator(".gk-pace .widget-toggle-button")
    pace.filter(has_text=PACES[first_pace]).click()
    seats = ("person",) + ("computer",) * (players - 1)
    twin = DojoKunApp(
        players=players, seats=seats, seed=1, level="greedy", canvas=RecordingCanvas()
    )
    app.locator(".gk-status").evaluate("e => e.scrollIntoView({block: 'start'})")
    chooser = GAME.computer("greedy", seed=players)
    faults: list[str] = []
    decisions, defaulted = 0, False
    while not twin.state.is_over:
        faults += in_step(page, app, twin, stepping=first_pace == "step")
        if twin.state.season == 1 and not defaulted:
            pace.filter(has_text=PACES["instant"]).click()  # the Black Lotus at the default
            expect(app.locator(".gk-pace-note")).to_contain_text("Your own athletes' fights")
            app.evaluate(SEEN_JS)
            defaulted = True
        assert twin.actor() == 0
        where = f"decision {decisions} ({twin.state.step})"
        found = []
        for part, name in ((".gk-board", "the board"), (".gk-decide", "the choices"),
                           (".gk-hint", "Hint"), (".gk-pace", "the pace"),
                           (".gk-pace-note", "what the pace shows")):  # fmt: skip
            found += outside(page, app.locator(part), name)
        action = chooser.choose(twin.state.view(0))
        found += decide(page, app, twin, action)
        faults += [f"{where}: {f}" for f in found]
        decisions += 1
    faults += in_step(page, app, twin, stepping=False)
    assert decisions > 20 and defaulted
    assert not faults, "\n".join(faults[:20])

    # all at once, each of the learner's own rolls came on the board, said as it was shown
    seen = page.evaluate("window.gkSeen")
    rolls = own_rolls(twin, 1)
    assert rolls, "the learner's athletes fought in the Black Lotus tournament"
    for roll in rolls:
        assert any(roll in s for s in seen), (roll, seen[:5])

    # the end: both tournaments' results, and briefs that say the score sheet's Prestige
    results = app.locator(".gk-dojo-kun-results")
    expect(results).to_contain_text("White Lotus tournament: results")
    expect(results).to_contain_text("Black Lotus tournament: results")
    totals = [prestige(twin.state, p).total for p in range(players)]
    briefs = re.findall(r"(\d+) PP", app.locator(".gk-briefs").inner_text())[:players]
    assert [int(n) for n in briefs] == totals
    sheet = app.locator(".gk-scores tr").filter(has_text="Total").first.inner_text()
    assert [int(n) for n in re.findall(r"\d+", sheet)] == totals


def test_presenter_mode_lays_the_game_beside_its_board_and_enlarges_the_serpentine(
    server: str, browser
) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 720})
    context.route("**/*", local_only)
    page = context.new_page()
    try:
        page.goto(f"{server}/voila/render/dojo-kun.ipynb?present=1", timeout=60_000)
        bar = page.locator(".gk-present-bar")
        expect(bar).to_be_visible(timeout=60_000)
        serpentine = page.locator(".gk-lesson-serpentine .gk-picture")
        for _ in range(40):
            if serpentine.is_visible():
                break
            page.locator(".gk-next-section").click()
            page.wait_for_timeout(300)
        natural = serpentine.locator("svg").evaluate("s => s.width.baseVal.value")
        expect(serpentine).to_have_attribute("data-gk-layout", re.compile("."), timeout=10_000)
        page.wait_for_timeout(500)  # the slide fitted
        shown = serpentine.bounding_box()
        assert shown["width"] > 1.3 * natural, f"the serpentine is {shown['width']:.0f} px wide"
        floor = bar.bounding_box()["y"]
        drawn = serpentine.locator("svg").bounding_box()
        assert drawn["y"] + drawn["height"] <= floor, "the serpentine runs under the bar"
        start = page.locator(".gk-launcher .gk-start")
        for _ in range(40):
            if start.is_visible():
                break
            page.locator(".gk-next-section").click()
            page.wait_for_timeout(300)
        start.click()
        app = page.locator(".gk-launcher .gk-dojo-kun-app")
        expect(app.locator(".gk-board")).to_be_visible(timeout=30_000)
        expect(app.locator(".gk-board-stack.gk-beside-board")).to_be_attached(timeout=10_000)
        page.wait_for_timeout(500)
        board = app.locator(".gk-board").bounding_box()
        assert board["width"] > 780, "the board larger than drawn"
        for part, name in ((".gk-status", "the prompt"), (".gk-decide", "the choices"),
                           (".gk-why", "the message"), (".gk-hint", "Hint"),
                           (".gk-pace", "the pace"), (".gk-briefs", "the Dojos in brief")):  # fmt: skip
            box = app.locator(part).bounding_box()
            assert box["x"] >= board["x"] + board["width"], f"{name} is not beside the board"
            assert box["x"] + box["width"] <= 1280 + 0.5, f"{name} runs off the screen"
            if name != "the Dojos in brief":  # they may run on under the bar, the rest not
                assert box["y"] + box["height"] <= floor, f"{name} is under the bar"
    finally:
        page.close()
        context.close()
