"""Presenter mode, for a class: ``?present=1`` or the toggle under the title shows the page one
section (a ``##`` heading and its cells) at a time, with *Previous* and *Next*, the cell of the
page's header (holding the buttons) always shown, in large text."""

from __future__ import annotations

import json
import re
from html import escape
from pathlib import Path

import pytest

import gamekit
from widgets.kaito.board import KaitoBoard
from widgets.page import GamePage
from widgets.presenter import TEXT_PX

PAGES = [(game, lang) for game in ("kaito", "dojo", "kami", "dojo-kun") for lang in ("en", "fr")]


def hidden_cells(page: GamePage) -> set[int]:
    """The cells (Voilà's cell-index, from 1) the style sheet leaves shown."""
    return {
        int(n) for n in re.findall(r':not\(\[cell-index="(\d+)"\]\)', page.presenter.style.value)
    }


@pytest.mark.parametrize(("game", "lang"), PAGES)
def test_the_link_turns_presenter_mode_on_and_next_walks_the_sections(game: str, lang: str) -> None:
    page = GamePage(game, lang)
    assert page.presenter.style.value == "" and page.presenter.bar.layout.display == "none"
    page.read_link("present=1")
    presenter = page.presenter
    assert presenter.on and presenter.bar.layout.display == ""
    assert len(presenter.sections) >= 6 and presenter.previous.disabled
    header = presenter.keep
    assert len(header) == 1  # the cell showing page.header, with the bar
    titles = []
    for n, section in enumerate(presenter.sections):
        assert presenter.section == n
        assert hidden_cells(page) == {i + 1 for i in {*section.cells, *header}}
        titles.append(section.title)
        assert escape(section.title) in presenter.where.value
        presenter.next.click()
    assert presenter.next.disabled and presenter.section == len(presenter.sections) - 1
    assert all(titles) and not any("`" in t or "[" in t for t in titles)  # rule ids left out
    presenter.previous.click()
    assert presenter.section == len(presenter.sections) - 2
    presenter.toggle.value = False
    assert presenter.style.value == "" and presenter.bar.layout.display == "none"


def test_presenter_mode_makes_the_text_large_and_the_boards_as_wide_as_the_screen() -> None:
    page = GamePage("kaito", "en")
    KaitoBoard(gamekit.load("kaito").new_state(seed=1))
    page.presenter.present()
    style = page.presenter.style.value
    assert f"font-size: {TEXT_PX}px" in style and TEXT_PX - 2 >= 20
    assert ".gk-size-" in style and "100vh" in style  # each board fitted to the screen


@pytest.mark.parametrize("value", ["0", ""])
def test_present_0_leaves_the_page_as_it_is(value: str) -> None:
    page = GamePage("kami", "en")
    page.read_link(f"present={value}")
    assert not page.presenter.on


@pytest.mark.parametrize(
    "notebook",
    sorted((Path(__file__).parents[2] / "notebooks").glob("*.ipynb")),
    ids=lambda p: p.name,
)
def test_each_section_of_a_page_starts_its_own_cell(notebook: Path) -> None:
    """Presenter mode shows a page a section at a time, a section starting with the cell of its
    heading: a markdown cell holding two headings would show two sections at once."""
    cells = json.loads(notebook.read_text())["cells"]
    crowded = [
        "".join(c["source"])[:40]
        for c in cells
        if c["cell_type"] == "markdown"
        and len(re.findall(r"^##? ", "".join(c["source"]), re.MULTILINE)) > 1
    ]
    assert not crowded
