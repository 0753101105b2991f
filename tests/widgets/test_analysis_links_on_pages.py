"""A link to a whole analysis (``?pos=t1~…``) on a game's page: the explorer opens it, so the
title says where it is (never that its code cannot be read) and the page opens at the explorer,
or in presenter mode at the explorer's section; a broken one says why, as a position code does.
The landing page opens it on the game's analysis board."""

from __future__ import annotations

from html import unescape
from urllib.parse import quote

import ipywidgets as w
import pytest

import gamekit
from gamekit.tree import Tree
from widgets.landing import page as landing_page
from widgets.page import GamePage
from widgets.presenter import notebook_cells
from widgets.serve import NOTEBOOKS

PAGES = [(game, lang) for game in ("kaito", "dojo", "kami", "dojo-kun") for lang in ("en", "fr")]
EXPLORER = {"en": "explorer", "fr": "explorateur"}
UNREADABLE = {"en": "cannot be read", "fr": "illisible"}


def analysis(game: str) -> str:
    """The link text of an analysis of ``game``: two moves and another second move."""
    tree = Tree(gamekit.load(game).new_state(seed=3))
    first = tree.add_variation(tree.state.legal_actions()[0])
    moves = first.state.legal_actions()
    first.add_variation(moves[0])
    tree.current = first.add_variation(moves[-1], comment="why not this one?")
    return tree.to_link()


def said(page: GamePage) -> tuple[str, str]:
    """What the title shows of the link: the notes' words and the errors' words."""
    shown = page.linked.children
    notes = " ".join(c.value for c in shown if "gk-note" in c._dom_classes)
    errors = " ".join(c.value for c in shown if "gk-error" in c._dom_classes)
    return unescape(notes), unescape(errors)


@pytest.mark.parametrize(("game", "lang"), PAGES)
def test_an_analysis_link_is_the_explorers_and_the_page_opens_there(game: str, lang: str) -> None:
    page = GamePage(game, lang)
    page.read_link("pos=" + quote(analysis(game)))
    notes, errors = said(page)
    assert errors == "", errors
    assert EXPLORER[lang] in notes
    opening = getattr(page, "opening", None)  # what brings the explorer into view
    assert opening is not None and opening.target == ".gk-explorer"
    assert "t1~" in page.switch.value  # the other language's page opens the analysis too


@pytest.mark.parametrize(("game", "lang"), [("kaito", "fr"), ("kami", "en")])
def test_a_broken_analysis_link_says_why_and_the_page_stays_at_its_top(
    game: str, lang: str
) -> None:
    page = GamePage(game, lang)
    page.read_link("pos=" + quote("t1~" + analysis(game)[3:-6]))  # its end cut off
    notes, errors = said(page)
    assert UNREADABLE[lang] in errors and notes == ""
    assert getattr(page, "opening", None) is None


def test_a_position_link_opens_the_page_at_its_top_where_its_game_is() -> None:
    page = GamePage("kaito", "en")
    page.read_link("pos=" + quote(gamekit.load("kaito").new_state(seed=3).to_code()))
    assert said(page)[1] == "" and getattr(page, "opening", None) is None
    assert "gk-linked" in page.linked.children[-1]._dom_classes


@pytest.mark.parametrize(("game", "lang"), [("kaito", "en"), ("dojo-kun", "fr")])
def test_in_presenter_mode_an_analysis_link_shows_the_explorers_section(
    game: str, lang: str
) -> None:
    page = GamePage(game, lang)
    page.read_link(f"present=1&pos={quote(analysis(game))}")
    presenter = page.presenter
    cells = notebook_cells(NOTEBOOKS / page.notebook)
    explorer = next(i for i, (_, source) in enumerate(cells) if source.startswith("explorer ="))
    assert presenter.on and explorer in presenter.sections[presenter.section].cells
    assert getattr(page, "opening", None) is None  # the section is shown: nothing to scroll to


def widgets_in(widget: w.Widget) -> list[w.Widget]:
    """``widget`` and every widget inside it."""
    inside = [widget]
    for child in getattr(widget, "children", ()):
        inside += widgets_in(child)
    return inside


@pytest.mark.parametrize(("game", "lang"), [("kaito", "en"), ("dojo", "fr")])
def test_the_landing_page_opens_an_analysis_link_on_its_analysis_board(
    game: str, lang: str
) -> None:
    shown = widgets_in(landing_page({"game": game, "pos": analysis(game), "lang": lang}))
    assert not [x for x in shown if "gk-error" in x._dom_classes]
    assert [x for x in shown if "gk-branch-tools" in x._dom_classes]  # an analysis board
    entries = [label for x in shown if isinstance(x, w.Select) for label in x.options]
    assert any("why not this one?" in str(label) for label in entries), entries
