"""Presenter mode, for a class: ``?present=1`` or the toggle under the title shows the page one
slide at a time (a section's prose, then each of its boards), with *Previous* and *Next*, the
cell of the page's header (holding the buttons) always shown, in large text."""

from __future__ import annotations

import json
import re
from html import escape
from pathlib import Path

import pytest

import gamekit
from widgets.i18n import say
from widgets.kaito.board import KaitoBoard
from widgets.page import GamePage
from widgets.presenter import FIT_JS, TEXT_PX, WORDS, slides

PAGES = [(game, lang) for game in ("kaito", "dojo", "kami", "dojo-kun") for lang in ("en", "fr")]


def hidden_cells(page: GamePage) -> set[int]:
    """The cells (Voilà's cell-index, from 1) the style sheet leaves shown."""
    return {
        int(n) for n in re.findall(r':not\(\[cell-index="(\d+)"\]\)', page.presenter.style.value)
    }


@pytest.mark.parametrize(("game", "lang"), PAGES)
def test_the_link_turns_presenter_mode_on_and_next_walks_the_slides(game: str, lang: str) -> None:
    page = GamePage(game, lang)
    assert page.presenter.style.value == "" and page.presenter.bar.layout.display == "none"
    page.read_link("present=1")
    presenter = page.presenter
    assert presenter.on and presenter.bar.layout.display == ""
    assert len(presenter.sections) >= 6 and presenter.previous.disabled
    header = presenter.keep
    assert len(header) == 1  # the cell showing page.header, with the bar
    seen: dict[int, list[int]] = {}
    for n, slide in enumerate(presenter.slides):
        assert presenter.slide == n and presenter.section == slide.section
        assert hidden_cells(page) == {i + 1 for i in {*slide.cells, *header}}
        assert escape(presenter.sections[slide.section].title) in presenter.where.value
        part = say(WORDS, "part", lang, k=slide.part, parts=slide.parts)
        assert (part in presenter.where.value) == (slide.parts > 1)
        seen.setdefault(slide.section, []).extend(slide.cells)
        presenter.next.click()
    assert presenter.next.disabled and presenter.slide == len(presenter.slides) - 1
    # every section shown, in order, each of its cells on one slide
    assert list(seen) == list(range(len(presenter.sections)))
    for n, section in enumerate(presenter.sections):
        assert seen[n] == [i for i in section.cells if i not in header]
    titles = [s.title for s in presenter.sections]
    assert all(titles) and not any("`" in t or "[" in t for t in titles)  # rule ids left out
    presenter.previous.click()
    assert presenter.slide == len(presenter.slides) - 2
    presenter.go(2)
    assert presenter.section == 2 and presenter.slides[presenter.slide].part == 1
    presenter.toggle.value = False
    assert presenter.style.value == "" and presenter.bar.layout.display == "none"


def test_presenter_mode_makes_the_text_large_and_fits_each_board_to_the_screen() -> None:
    page = GamePage("kaito", "en")
    KaitoBoard(gamekit.load("kaito").new_state(seed=1))
    page.presenter.present()
    style = page.presenter.style.value
    assert f"font-size: {TEXT_PX}px" in style and TEXT_PX - 2 >= 20
    assert "var(--gk-fit" in style  # each board as wide as the script found room for
    assert "data-fit=" in page.presenter.where.value and "--gk-fit" in FIT_JS


def test_a_board_has_a_slide_of_its_own_with_the_short_line_asking_for_a_move() -> None:
    cells = [
        ("markdown", "## Moving `[kaito.move]`\n\nThe Kaito moves along its row or column."),
        ("code", "SVG(kaito_svg(state))"),
        ("markdown", "**Try it.** Move the Kaito `[kaito.move]`."),
        ("code", "LESSONS['move']()"),
        ("markdown", "A longer paragraph: " + "the Kaito lands on a tile. " * 10),
        ("code", "LESSONS['sword']()"),
        ("code", "explorer = KaitoExplorer()\nexplorer"),
        ("markdown", "### Position codes\n\nSix fields."),
        ("code", "link = page.read_link()\nif link:\n    explorer.load(link)"),
    ]
    assert slides(cells, range(len(cells))) == [(0,), (1,), (2, 3), (4,), (5,), (6,), (7, 8)]
    assert slides(cells, [4, 5]) == [(4,), (5,)]  # too long to sit above the board
    assert slides([("markdown", "# Kaito"), ("code", "import x")], [0, 1]) == [(0, 1)]


def test_both_languages_of_a_page_have_the_same_slides() -> None:
    for game in ("kaito", "dojo", "kami", "dojo-kun"):
        en, fr = (GamePage(game, lang).presenter for lang in ("en", "fr"))
        assert [s.cells for s in en.slides] == [s.cells for s in fr.slides], game


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
