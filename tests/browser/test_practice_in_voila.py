"""Practice from here in the browser: the Kaito page's explorer opens the position of its link,
*Practise from here* opens a game below it on a 1024x768 screen, a click on its board plays the
learner's move and the computer answers; a game ended by the learner's move is reviewed under it.
"""

from __future__ import annotations

from urllib.parse import quote

import pytest
from playwright.sync_api import Page, expect
from voila_page import wait_painted

pytestmark = pytest.mark.browser

CELL, MARGIN, GAP = 72, 28, 6
WIDTH = 2 * MARGIN + 6 * CELL + 5 * GAP
"""The board's width as drawn (CSS pixels), before the page fits it to the screen."""
GOOD = "SSbSSS/SH1HHs/h3Ss/ss1ssh/hAsABB/CCAaaa r move c3 - -"
"""Red to move: taking the black Sword on f3 is one of Red's captures."""
LAST_HELMET = "2Sb2/ss1C1s/1S1a1b/sBhSc1/S2S2/5H r move f4 HAABCsh SSHAssha"
"""Red to move takes Black's last Helmet on c4 and wins."""
APP = ".gk-explorer .gk-practice .gk-kaito-app"


def practise(page: Page, server: str, code: str, lang: str) -> None:
    """Open the Kaito page in ``lang`` on ``code`` and start practice from the explorer."""
    page_name = "kaito.fr.ipynb" if lang == "fr" else "kaito.ipynb"
    page.goto(f"{server}/voila/render/{page_name}?pos={quote(code)}", timeout=60_000)
    start = page.locator(".gk-explorer .gk-practice-start")
    start.scroll_into_view_if_needed(timeout=60_000)
    expect(page.locator(".gk-explorer .gk-code input")).to_have_value(code, timeout=60_000)
    start.click()
    board = f"{APP} .gk-board"
    page.locator(board).scroll_into_view_if_needed(timeout=30_000)
    wait_painted(page, board, WIDTH / 2, WIDTH / 2)


def click_square(page: Page, square: str) -> None:
    """Click the middle of ``square`` ("c3") on the practice game's board, as fitted."""
    board = page.locator(f"{APP} .gk-board")
    scale = board.bounding_box()["width"] / WIDTH
    col, row = "abcdef".index(square[0]), int(square[1]) - 1
    x = MARGIN + col * (CELL + GAP) + CELL / 2
    y = MARGIN + row * (CELL + GAP) + CELL / 2
    board.click(position={"x": x * scale, "y": y * scale})


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_move_played_in_practice_gets_the_computers_answer(
    server: str, laptop: Page, lang: str
) -> None:
    practise(laptop, server, GOOD, lang)
    status = laptop.locator(f"{APP} .gk-status")
    expect(status).to_contain_text({"en": "Red", "fr": "Rouge"}[lang], timeout=20_000)
    click_square(laptop, "f3")
    why = laptop.locator(f"{APP} .gk-why")
    played = {"en": "Red takes the black Sword on f3", "fr": "Rouge prend le Sabre noir en f3"}
    expect(why).to_contain_text(played[lang], timeout=20_000)
    answer = {"en": "Computer: Black", "fr": "Ordinateur : Noir"}
    expect(why).to_contain_text(answer[lang], timeout=20_000)  # the computer answered
    expect(laptop.locator("#gk-said")).to_contain_text(answer[lang], timeout=20_000)


def test_the_game_ended_by_the_learner_is_reviewed(server: str, laptop: Page) -> None:
    practise(laptop, server, LAST_HELMET, "en")
    click_square(laptop, "c4")
    expect(laptop.locator(f"{APP} .gk-status")).to_contain_text("Game over", timeout=20_000)
    review = laptop.locator(".gk-explorer .gk-practice .gk-review")
    expect(review).to_contain_text("Your moves reviewed (1 move)", timeout=20_000)
    expect(review).to_contain_text("You played as the computer would have everywhere.")
    expect(laptop.locator("#gk-said")).to_contain_text("Your moves reviewed", timeout=20_000)
