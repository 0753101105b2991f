"""Kaito's Puzzles section in Voilà, at 1024 x 768, in English and French: a right click is
praised and its line played, *Next puzzle* then climbs in rating, and a wrong click on the next
one is answered with why it fails, from the proof. Where to click, and what is said, come from a
headless twin of the section (the same puzzles, in the same order) and the board's geometry."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Locator, Page, expect

from gamekit.kaito import Capture, parse_action
from widgets.feedback import plain
from widgets.kaito.puzzles import KaitoPuzzles

pytestmark = pytest.mark.browser


def click_square(board: Locator, twin: KaitoPuzzles, square: int) -> None:
    """Click ``square`` on the page's board where the twin's board would be clicked."""
    seen: list[tuple[float, float]] = []
    twin.board.click = lambda x, y: seen.append((x, y))  # type: ignore[method-assign]
    twin.board.click_square(square)
    width, height = board.evaluate("c => [c.width, c.height]")
    box = board.bounding_box()
    assert box is not None
    x, y = seen[0]
    board.click(position={"x": x * box["width"] / width, "y": y * box["height"] / height})


@pytest.mark.parametrize(
    ("lang", "notebook", "right", "rated"),
    [
        ("en", "kaito.ipynb", "Right", "Puzzle rated"),
        ("fr", "kaito.fr.ipynb", "Juste", "Problème de niveau"),
    ],
)
def test_puzzles_solved_and_missed_by_clicks(
    server: str, laptop: Page, lang: str, notebook: str, right: str, rated: str
) -> None:
    twin = KaitoPuzzles(lang=lang)
    first = twin.puzzle
    laptop.goto(f"{server}/voila/render/{notebook}", wait_until="domcontentloaded", timeout=60_000)
    section = laptop.locator(".gk-puzzles")
    board = section.locator(".gk-board")
    board.scroll_into_view_if_needed(timeout=90_000)
    rating = section.locator(".gk-puzzle-rating")
    feedback = section.locator(".gk-feedback")
    expect(rating).to_contain_text(f"{rated} {first.rating}", timeout=30_000)
    click_square(board, twin, parse_action(first.answer).square)
    expect(feedback).to_contain_text(right, timeout=20_000)
    expect(feedback).to_contain_text(re.compile(r"\[kaito\.end\.\w+\]"))
    twin.answer(parse_action(first.answer))
    assert twin.ladder.solved == 1
    expect(section.locator(".gk-puzzle-score")).to_have_text(plain(twin.score.value))

    section.locator(".gk-next-puzzle").click()
    second = twin.next_puzzle()
    assert second.rating > first.rating
    expect(rating).to_contain_text(f"{rated} {second.rating}", timeout=20_000)
    answer = parse_action(second.answer)
    missed = next(a for a in twin.start.legal_actions() if isinstance(a, Capture) and a != answer)
    verdict = twin.answer(missed)
    assert verdict is not None and not verdict.right
    click_square(board, twin, missed.square)
    expect(feedback).to_contain_text(verdict.say(lang)[:60], timeout=20_000)
