"""The notebooks, read as documents: a page per game and language, the two languages of a game
in step (same sections, same live boards, same rules cited), every cited rule real, the narration
in markdown and the behaviour in widgets/ (code cells of a line or three)."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

import gamekit

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
GAMES = ("kaito", "dojo", "kami", "dojo-kun")
RULE_ID = re.compile(r"\[((?:kaito|dojo_kun|dojo|kami)\.[a-z0-9_.]+)\]")
SETUP_LINE = 'page = GamePage("{game}", "{lang}")'


def cells(game: str, lang: str) -> list:
    name = f"{game}.ipynb" if lang == "en" else f"{game}.{lang}.ipynb"
    return nbformat.read(NOTEBOOKS / name, as_version=4).cells


def code(source: str) -> str:
    """A code cell without its comment lines."""
    return "\n".join(line for line in source.splitlines() if not line.lstrip().startswith("#"))


def headings(text: str) -> list[str]:
    return [line.split(" ")[0] for line in text.splitlines() if re.match(r"#{1,6} ", line)]


def test_notebooks_are_the_index_and_a_page_per_game_and_language() -> None:
    names = sorted(p.name for p in NOTEBOOKS.glob("*.ipynb"))
    expected = ["index.ipynb"] + [f"{g}.{x}ipynb" for g in GAMES for x in ("", "fr.")]
    assert names == sorted(expected)


@pytest.mark.parametrize("game", GAMES)
def test_the_french_page_has_the_same_boards_and_sections_as_the_english(game: str) -> None:
    en, fr = cells(game, "en"), cells(game, "fr")
    assert [c.cell_type for c in en] == [c.cell_type for c in fr]
    for english, french in zip(en, fr, strict=True):
        if english.cell_type == "code":
            # the same live boards: the same code but for the page's language (and comments,
            # which are prose)
            assert code(french.source) == code(english.source).replace(
                SETUP_LINE.format(game=game, lang="en"), SETUP_LINE.format(game=game, lang="fr")
            )
            assert french.metadata == english.metadata
        else:
            assert headings(french.source) == headings(english.source), french.source[:80]
            assert RULE_ID.findall(french.source) == RULE_ID.findall(english.source)
            assert french.source != english.source, "translated"


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_page_is_a_narrated_document_that_cites_real_rules(game: str, lang: str) -> None:
    page = cells(game, lang)
    setup, *shown, last = page
    assert "setup" in setup.metadata["tags"] and "setup" in last.metadata["tags"]
    assert SETUP_LINE.format(game=game, lang=lang) in setup.source
    assert "page.read_link()" in last.source
    narration = [c.source for c in shown if c.cell_type == "markdown"]
    assert narration[0].startswith("# ") and sum(len(headings(t)) for t in narration) >= 6
    cited = {rule for text in narration for rule in RULE_ID.findall(text)}
    rules = gamekit.load(game).rules
    assert cited and cited <= set(rules), sorted(cited - set(rules))
    for cell in shown:
        if cell.cell_type == "code":  # behaviour lives in widgets/: a cell is a line or three
            assert len(cell.source.splitlines()) <= 3, cell.source
            assert "def " not in cell.source and "lambda" not in cell.source


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_rule_of_the_engine_is_narrated_on_its_page(game: str, lang: str) -> None:
    """Every rule the engine plays by (and may refuse a move for) is said on its game's page:
    each id of the game's catalogue is cited in the narration, in each language."""
    narration = [c.source for c in cells(game, lang) if c.cell_type == "markdown"]
    cited = {rule for text in narration for rule in RULE_ID.findall(text)}
    missing = sorted(set(gamekit.load(game).rules) - cited)
    assert not missing, f"{len(missing)} rules never narrated: {missing}"
