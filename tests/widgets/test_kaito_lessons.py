"""The walkthrough's exercises: every right answer accepted, wrong ones explained by the rules."""

from __future__ import annotations

from html import escape

import pytest
from legends import legend_of

from widgets.canvas import RecordingCanvas
from widgets.i18n import say
from widgets.kaito.lessons import LESSON_PLANS, LESSONS
from widgets.kaito.words import LEGEND


def lesson(name: str):
    canvas = RecordingCanvas()
    made = LESSONS[name](canvas=canvas)
    canvas.connect()
    return made


@pytest.mark.parametrize("name", list(LESSON_PLANS))
def test_every_lesson_can_be_solved_and_shows_its_position(name: str) -> None:
    made = lesson(name)
    assert made.board.canvas.layer("background").tags("slot")
    for square in range(36):  # some click does it (possibly followed by a trade)
        made.reset()
        made.board.click_square(square)
        for button in made.trades.children:
            if button.description != "End turn":
                button.click()
                break
        if made.solved:
            assert "Well done" in made.feedback.value
            return
    pytest.fail(f"no click solves the lesson {name}")


def test_both_black_swords_are_right_answers() -> None:
    made = lesson("sword")
    assert made.play("c5").startswith("Well done")
    made.reset()
    assert made.play("f3").startswith("Well done")
    made.reset()
    assert made.play("a3").startswith("Not this time")  # a black Helmet


def test_a_refused_click_cites_the_rule_and_keeps_the_position() -> None:
    made = lesson("move")
    made.board.click_square(0)  # a1: diagonal from c3
    assert "kaito.move.line" in made.feedback.value and made.state == made.start
    assert made.board.canvas.layer("highlights").tags("refused") == ["refused:a1"]
    made.board.click_square(15)  # d3: empty
    assert "kaito.move.tile" in made.feedback.value and made.state == made.start


def test_the_trade_lesson_wants_the_sword_bought_back() -> None:
    made = lesson("trade")
    assert "Now you may trade" in made.play("c5")
    assert made.play("end").startswith("Not this time")
    made.reset()
    made.play("c5")
    assert made.play("S=3+1").startswith("Well done")


def test_the_winning_lesson_knows_the_losing_move() -> None:
    made = lesson("win")
    feedback = made.play("f3")  # Red's own last Helmet
    assert feedback.startswith("Not this time") and "kaito.end.helmets" in feedback
    made.reset()
    assert "kaito.end.swords" in made.play("c5")


def test_show_me_plays_a_capture_of_a_black_sword_and_marks_it() -> None:
    made = lesson("sword")
    made.show_me.click()
    assert made.solved and "black Sword" in made.feedback.value
    assert made.board.canvas.layer("highlights").tags("last")
    assert "A way to do it" in made.feedback.value


def test_after_the_exercise_clicks_ask_for_a_new_start() -> None:
    made = lesson("sword")
    made.play("c5")
    made.board.click_square(0)
    assert "Start again" in made.feedback.value


def test_a_french_lesson_speaks_french() -> None:
    canvas = RecordingCanvas()
    made = LESSONS["trade"](lang="fr", canvas=canvas)
    canvas.connect()
    assert "Prenez, puis rachetez votre Sabre" in made.task.value
    assert made.again.description == "Recommencer" and made.show_me.description == "Montrez-moi"
    assert "À vous : choisissez une case" in made.feedback.value
    assert "Vous pouvez maintenant faire un échange" in made.play("c5")
    labels = [button.description for button in made.trades.children]
    assert "Finir le tour" in labels and any(label.startswith("Sabre contre") for label in labels)
    assert made.play("end").startswith("Pas cette fois")
    made.reset()
    made.board.click_square(0)  # a1: diagonal from c3, refused
    assert "Interdit" in made.feedback.value and "kaito.move.line" in made.feedback.value
    made.reset()
    made.play("c5")
    assert made.play("S=3+1").startswith("Bravo")
    assert "Votre Sabre est revenu sous le Kaito" in made.feedback.value


def test_trades_are_offered_exact_price_first_and_ending_the_turn_last() -> None:
    from gamekit.kaito import EndTurn, Trade
    from widgets.kaito.words import in_offer_order

    offered = [
        EndTurn(),
        Trade("sword", (3, 2, 1)),
        Trade("helmet", (3, 2)),
        Trade("sword", (3, 1)),
    ]
    assert in_offer_order(offered) == [
        Trade("helmet", (3, 2)),
        Trade("sword", (3, 1)),
        Trade("sword", (3, 2, 1)),
        EndTurn(),
    ]


def test_the_placing_exercise_asks_for_the_refused_square_before_the_one_that_ends_it() -> None:
    made = lesson("place")
    assert made.task.value.index("tile") < made.task.value.index("empty one")
    refused = made.play("a1")  # a tile: refused, the exercise goes on
    assert "kaito." in refused and not made.solved
    assert made.play("K@a3").startswith("Well done") and made.solved


# The board's marks (their tags' first word) and the legend entry that explains each.
EXPLAINED_BY = {"kaito": "kaito", "target": "targets", "last": "last", "refused": "refused"}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_mark_a_lesson_board_draws_is_in_its_legend(lang: str) -> None:
    for name in LESSON_PLANS:
        canvas = RecordingCanvas()
        made = LESSONS[name](canvas=canvas, lang=lang)
        canvas.connect()
        drawn = set()
        for square in range(36):  # every click: refused ones draw a cross, legal ones a trail
            made.reset()
            made.board.click_square(square)
            for layer in ("pieces", "highlights"):
                drawn |= {t.split(":")[0] for t in canvas.layer(layer).tags() if ":" in t}
        drawn -= {"tile"}  # the tiles are named in "The material", with their pictures
        assert {"kaito", "target", "refused"} <= drawn, name
        legend = legend_of(made.widget)
        for mark in drawn:
            assert escape(say(LEGEND, EXPLAINED_BY[mark], lang)) in legend, (name, mark)
        assert escape(say(LEGEND, "square", lang)) in legend
