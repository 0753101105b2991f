"""The explorer: codes in and out, the editor's checks, the questions, links."""

from __future__ import annotations

from html import escape
from urllib.parse import unquote

import pytest
from legends import legend_of

from gamekit.kaito import GAME
from widgets.canvas import RecordingCanvas
from widgets.i18n import say
from widgets.kaito.explorer import KaitoExplorer, position_from_query
from widgets.kaito.words import LEGEND

MIDGAME = "SSbSSS/SH1HHs/h3Ss/ss1ssh/hAsABB/CCAaaa r move c3 - -"


@pytest.fixture
def explorer() -> KaitoExplorer:
    canvas = RecordingCanvas()
    explorer = KaitoExplorer(MIDGAME, canvas=canvas)
    canvas.connect()
    return explorer


def test_a_code_round_trips_through_the_box_and_the_link(explorer: KaitoExplorer) -> None:
    assert explorer.code.value == MIDGAME and explorer.state == GAME.from_code(MIDGAME)
    link = explorer.link_for(explorer.state)
    assert link.startswith("kaito.ipynb?pos=") and " " not in link
    assert unquote(link.split("pos=")[1]) == MIDGAME
    assert "gk-link" in explorer.link._dom_classes and "kaito.ipynb?pos=" in explorer.link.value


def test_a_bad_code_is_refused_and_the_position_stays(explorer: KaitoExplorer) -> None:
    for bad in ("", "SS1 x", "__import__('os').system('true')", MIDGAME.replace("c3", "z9")):
        explorer.code.value = bad  # typed, then Enter
        assert "gk-error" in explorer.message._dom_classes
        assert "cannot be read" in explorer.message.value
        assert explorer.state == GAME.from_code(MIDGAME)


def test_the_load_button_reads_the_box(explorer: KaitoExplorer) -> None:
    other = GAME.new_state(seed=3).to_code()
    explorer._syncing = True  # typed without Enter
    explorer.code.value = other
    explorer._syncing = False
    explorer.load_button.click()
    assert explorer.state.to_code() == other


def test_taking_a_tile_puts_it_in_the_captures(explorer: KaitoExplorer) -> None:
    assert explorer.edit("take_black", "f3")
    assert explorer.black_hand.value == "s"
    assert explorer.state.board[17] is None
    assert explorer.board.canvas.layer("pieces").tags("tile:s:f3") == []


def test_a_tile_put_down_comes_from_the_captures(explorer: KaitoExplorer) -> None:
    explorer.edit("take_red", "e3")
    assert explorer.red_hand.value == "S"
    assert explorer.edit("S", "d3")
    assert explorer.red_hand.value == "" and explorer.state.board[15] is not None


def test_impossible_edits_are_refused_with_the_reason(explorer: KaitoExplorer) -> None:
    before = explorer.state
    assert not explorer.edit("S", "d3")  # all seven red Swords are in play
    assert "already on the board" in explorer.message.value
    assert not explorer.edit("s", "a1")  # a1 holds a tile
    assert "take it off the board first" in explorer.message.value
    assert not explorer.edit("take_red", "d3")
    assert "empty" in explorer.message.value
    explorer.red_hand.value = "s"  # a tile out of nowhere
    assert "Not a possible position" in explorer.message.value
    assert explorer.red_hand.value == "" and explorer.state == before


def test_turn_and_kaito_can_be_set(explorer: KaitoExplorer) -> None:
    explorer.turn.value = 1
    assert explorer.state.to_play == 1 and explorer.code.value.split()[1] == "b"
    assert explorer.edit("kaito", "d3")
    assert explorer.state.kaito == 15 and "message" not in explorer.message.value


def test_questions_answer_about_the_position(explorer: KaitoExplorer) -> None:
    explorer.legal_button.click()
    assert "Red takes the black Sword on f3" in explorer.answer.value
    explorer.suggest_button.click()
    assert "The computer would play" in explorer.answer.value
    assert explorer.board.canvas.layer("highlights").tags("hint")
    explorer.play_button.click()
    assert explorer.app is not None and explorer.app.state == explorer.state


def test_position_from_query() -> None:
    assert position_from_query("") == (None, None)
    state, error = position_from_query("pos=" + MIDGAME.replace(" ", "%20"))
    assert state == GAME.from_code(MIDGAME) and error is None
    for bad in ("pos=__import__('os')", "pos=", "pos=%00%ff"):
        state, error = position_from_query(bad)
        assert state is None and "cannot be read" in error


def test_a_french_explorer_speaks_french() -> None:
    canvas = RecordingCanvas()
    explorer = KaitoExplorer(MIDGAME, lang="fr", canvas=canvas)
    canvas.connect()
    assert explorer.legal_button.description == "Qu’est-ce qui est permis ?"
    assert explorer.load_button.description == "Charger"
    assert ("Sabre rouge", "S") in explorer.tool.options and explorer.turn.options[0][0] == "Rouge"
    assert explorer.link.value.startswith("Lien vers cette position")
    assert not explorer.edit("s", "a1")
    assert "porte un Sabre rouge : retirez-le d’abord" in explorer.message.value
    assert not explorer.edit("S", "d3")
    assert "Les 7 tuiles « Sabre rouge » sont déjà toutes sur le plateau" in (
        explorer.message.value
    )
    explorer.legal_button.click()
    assert "Rouge prend le Sabre noir en f3" in explorer.answer.value
    explorer.suggest_button.click()
    assert "L’ordinateur jouerait" in explorer.answer.value
    explorer.play_button.click()
    assert explorer.app.lang == "fr"
    assert "illisible" in position_from_query("pos=", lang="fr")[1]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_explorer_board_has_a_legend_of_its_marks(lang: str) -> None:
    made = KaitoExplorer(MIDGAME, lang=lang, canvas=RecordingCanvas())
    legend = legend_of(made.widget)
    for mark in ("kaito", "hint", "square"):  # Suggest marks the computer's choice
        assert escape(say(LEGEND, mark, lang)) in legend, mark
