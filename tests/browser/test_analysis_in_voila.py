"""An analysis shared by link opens in the browser as it was left: the explorer's move list shows
every branch (markup in a comment as text), the keyboard walks it, and its tools act on it."""

from __future__ import annotations

import re
from urllib.parse import quote

import pytest
from playwright.sync_api import Page, expect

import gamekit
from gamekit.tree import Tree

pytestmark = pytest.mark.browser


def shared_analysis() -> tuple[str, str]:
    """A Kami analysis: four moves, another second move with a comment holding markup, shown
    at that branch. Returns the link's text and the branch's move as the game writes it."""
    kami = gamekit.load("kami")
    tree = Tree(kami.new_state(seed=5, players=2))
    node = tree
    for _ in range(4):
        node = node.add_variation(node.state.legal_actions()[0])
    first = tree.variations[0]
    other = next(a for a in first.state.legal_actions() if a != first.variations[0].action)
    branch = first.add_variation(other, comment="<b>try</b> this")
    tree.current = branch
    return tree.to_link(), str(other)


def test_a_shared_analysis_opens_with_its_branches_and_the_keyboard_walks_them(
    server: str, laptop: Page
) -> None:
    link, _ = shared_analysis()
    laptop.goto(f"{server}/voila/render/kami.ipynb?pos={quote(link)}", timeout=90_000)
    moves = laptop.locator(".gk-explorer .gk-moves select")
    expect(moves).to_contain_text("or ", timeout=90_000)
    options = [o.replace("\xa0", " ") for o in moves.locator("option").all_inner_texts()]
    assert len(options) == 5, options  # the main line's four moves, and the branch
    branch = next(o for o in options if ". or " in o)
    assert branch.strip().startswith("• 2. or") and "<b>try</b> this" in branch
    assert laptop.locator(".gk-explorer b:text('try')").count() == 0  # shown, never run
    expect(laptop.locator(".gk-explorer .gk-comment input")).to_have_value("<b>try</b> this")

    moves.focus()
    laptop.keyboard.press("ArrowUp")  # from the branch to the main line's second move
    why = laptop.locator(".gk-explorer .gk-why", has_text="After move")
    expect(why).to_contain_text("After move 2", timeout=10_000)
    expect(laptop.locator(".gk-explorer .gk-promote")).to_be_disabled()
    laptop.keyboard.press("ArrowDown")  # back on the branch
    expect(laptop.locator(".gk-explorer .gk-promote")).to_be_enabled(timeout=10_000)
    laptop.locator(".gk-explorer .gk-promote").click()
    promoted = laptop.locator(".gk-explorer .gk-why", has_text="main line")
    expect(promoted).to_contain_text("now the main line", timeout=10_000)
    first_two = [o.replace("\xa0", " ") for o in moves.locator("option").all_inner_texts()[:2]]
    assert "• 2." in first_two[1] and " or " not in first_two[1], first_two
    shared = laptop.locator(".gk-explorer .gk-link a", has_text="Link to this analysis")
    expect(shared).to_have_attribute("href", re.compile(r"kami\.ipynb\?pos=t1~"))
