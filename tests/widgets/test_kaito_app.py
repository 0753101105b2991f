"""The Kaito app without a browser: a recording canvas stands in for ipycanvas, and clicks are
made by calling the board's handlers, as the browser's mouse-down would."""

from __future__ import annotations

from html import escape

import pytest
from legends import legend_of

from gamekit.kaito import GAME, parse_square
from widgets.canvas import RecordingCanvas
from widgets.i18n import say
from widgets.kaito.app import KaitoApp
from widgets.kaito.pictures import GEOMETRY
from widgets.kaito.words import LEGEND

MIDGAME = "SSbSSS/SH1HHs/h3Ss/ss1ssh/hAsABB/CCAaaa r move c3 - -"
TRADE = "SSSSSS/HH1Hss/b3a1/ss1sss/hhhAAA/BB1CCa r move c3 ac S"


def app_on(code: str | None = None, **kwargs) -> tuple[KaitoApp, RecordingCanvas]:
    canvas = RecordingCanvas()
    state = GAME.from_code(code) if code else None
    app = KaitoApp(state, canvas=canvas, **kwargs)
    canvas.connect()
    return app, canvas


def click(app: KaitoApp, square: str) -> None:
    app.board.click_square(parse_square(square))


def test_nothing_is_drawn_before_a_browser_is_ready_then_everything_is() -> None:
    canvas = RecordingCanvas()
    KaitoApp(GAME.from_code(MIDGAME), canvas=canvas)
    assert canvas.layer("background").shapes == [] and canvas.layer("pieces").shapes == []
    canvas.connect()
    assert len(canvas.layer("background").tags("slot")) == 36
    assert len(canvas.layer("pieces").tags("tile")) == 31  # 36 squares, 5 empty
    assert canvas.layer("pieces").tags("kaito") == ["kaito:r:c3"]
    assert "target:f3" in canvas.layer("highlights").tags("target")


def test_a_second_client_gets_the_whole_board_again() -> None:
    _, canvas = app_on(MIDGAME)
    clears = canvas.layer("background").clears
    canvas.connect()  # a reloaded page
    assert canvas.layer("background").clears == clears + 1
    assert len(canvas.layer("background").tags("slot")) == 36


def test_a_legal_click_plays_and_redraws() -> None:
    app, canvas = app_on(MIDGAME)
    click(app, "f3")
    assert app.match.ply == 1
    assert canvas.layer("pieces").tags("kaito") == ["kaito:b:f3"]
    assert "Black to move" in app.status.value
    assert "takes the black Sword on f3" in app.moves.options[-1][0]
    assert "last:c3-f3" in canvas.layer("highlights").tags("last")


def test_an_illegal_click_names_the_rule_and_changes_nothing() -> None:
    app, canvas = app_on(MIDGAME)
    click(app, "a1")
    assert app.match.ply == 0 and app.state.to_code() == MIDGAME
    assert "kaito.move.line" in app.why.value and "never diagonally" in app.why.value
    assert canvas.layer("highlights").tags("refused") == ["refused:a1"]
    click(app, "d3")  # an empty square in line
    assert "kaito.move.tile" in app.why.value and app.match.ply == 0


def test_a_click_in_the_margin_or_a_gap_plays_nothing_and_says_what_to_click() -> None:
    app, canvas = app_on(MIDGAME)
    painted = [layer.clears for layer in canvas.recorders]
    for x, y in ((3, 3), (GEOMETRY.margin + GEOMETRY.cell + 2, 100)):  # the labels, a gap
        app.why.value = ""
        app.board.click(x, y)
        assert (
            app.why.value
            == "Nothing to play there. Red to move: choose a tile in the Kaito’s row or column."
        )
    why = app.why.value
    app.board.click(10_000, 10_000)  # off the canvas: no click on the board
    assert app.match.ply == 0 and app.why.value == why
    assert [layer.clears for layer in canvas.recorders] == painted  # the board stays as it is


def test_undo_redo_and_the_log_travel_through_the_game() -> None:
    app, _ = app_on(MIDGAME)
    click(app, "f3")
    first = app.state
    app.board.click_square(app.state.legal_actions()[0].square)
    assert app.match.ply == 2
    app.undo_button.click()
    assert app.state == first and app.redo_button.disabled is False
    app.redo_button.click()
    assert app.match.ply == 2
    app.moves.value = 0  # the log's "start"
    assert app.state.to_code() == MIDGAME
    click(app, "c1")  # play on from there: the future is replaced
    assert app.match.ply == 1 and not app.match.can_redo


def test_the_trade_dialog_offers_each_trade_and_plays_it() -> None:
    app, _ = app_on(TRADE)
    assert app.trades.layout.display == "none"
    click(app, "c5")
    labels = [b.description for b in app.trades.children[1:]]
    assert labels == ["Sword for 3+1", "End turn, no trade"]
    app.trades.children[1].click()
    assert "S" not in app.state.to_code().split()[5]  # Black no longer holds the Sword
    assert app.state.board[parse_square("c5")] is not None  # it lies under the Kaito
    assert app.trades.layout.display == "none"


def test_hint_marks_a_square_and_says_why() -> None:
    app, canvas = app_on(MIDGAME)
    app.hint_button.click()
    assert canvas.layer("highlights").tags("hint")
    assert "Hint" in app.why.value and "Take the" in app.why.value


def test_the_computer_answers_a_move_when_it_plays_the_other_colour() -> None:
    app, _ = app_on(MIDGAME, mode="red", level="greedy")
    click(app, "f3")
    assert app.match.ply == 2 and app.state.to_play == 0
    assert "Computer:" in app.why.value


def test_the_computer_places_the_kaito_when_it_plays_black() -> None:
    app, _ = app_on(None, seed=5, mode="red", level="random")
    assert app.state.step == "move" and app.match.ply == 1


@pytest.mark.parametrize("seed", [0, 7, 123456])
def test_new_game_with_a_seed_is_that_seeds_game(seed: int) -> None:
    app, _ = app_on(MIDGAME)
    app.seed.value = seed
    app.new_button.click()
    assert app.state == GAME.new_state(seed=seed) and app.match.ply == 0


def test_a_finished_game_refuses_clicks_with_the_rule() -> None:
    app, _ = app_on("SSbSSS/SS1hhA/h4H/AA1BBC/Casaab/cc4 r move c3 HHssssss -")
    click(app, "c5")  # Black's last Sword
    assert app.state.is_over and "Game over" in app.status.value
    click(app, "c1")
    assert "kaito.end.over" in app.why.value and app.match.ply == 1


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_legend_under_the_board_names_every_mark_the_app_draws(lang: str) -> None:
    app, canvas = app_on(MIDGAME, lang=lang)
    legend = legend_of(app.widget)
    marks = canvas.layer("highlights")
    click(app, "a1")  # diagonal from c3: a cross; the gold frames stay
    assert marks.tags("refused") and marks.tags("target")
    click(app, "f3")  # a capture: the Kaito's trail
    assert marks.tags("last:c3-f3")
    app.hint_button.click()
    assert marks.tags("hint")
    placing, canvas = app_on(lang=lang)  # a new game: Black puts the Kaito down
    placing.play(placing.state.legal_actions()[0])
    assert len(canvas.layer("highlights").tags("last")) == 1  # a frame where it was put
    for mark in ("kaito", "targets", "last", "placed", "hint", "refused", "square"):
        assert escape(say(LEGEND, mark, lang)) in legend, mark
