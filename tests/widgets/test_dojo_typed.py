"""Dojo's exercises take a move typed in the game's notation, in a field beside the board (or the
challenge's buttons): what the engine's ``parse_action`` reads, tried as a click or a button
would, refused with the same rule and reason; ``?`` lists the actions open, each with what it
does; the field's example is one of them."""

from __future__ import annotations

import pytest

from gamekit.dojo import GAME
from widgets.dojo.lessons import ChallengeLesson, TrainLesson, TrophyLesson
from widgets.feedback import kind_of

LANGS = ["en", "fr"]
WELL = {"en": "Well done", "fr": "Bravo"}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("make", [TrainLesson, TrophyLesson])
def test_a_placing_typed_is_tried_as_a_click(make: type[TrainLesson], lang: str) -> None:
    lesson = make(lang=lang)
    start = lesson.start
    legal = start.legal_actions()
    assert lesson.typed.widget.placeholder.endswith(str(legal[0]))
    listed = lesson.play("?")
    assert all(str(a) in listed for a in legal) and kind_of(lesson.feedback) == "info"
    refused = next(
        a
        for a in (
            *(GAME.parse_action(c) for c in ("a1", "g5", "b2")),
            GAME.parse_action("trophy 1"),
        )
        if start.why_illegal(a)
    )
    said = lesson.play(str(refused))
    assert f"[{start.why_illegal(refused).rule}]" in said and kind_of(lesson.feedback) == "refused"
    assert not lesson.mark.is_done
    assert lesson.play(str(legal[-1])).startswith(WELL[lang]) and lesson.mark.is_done


@pytest.mark.parametrize("lang", LANGS)
def test_a_text_the_game_cannot_read_is_refused_with_an_example(lang: str) -> None:
    lesson = TrainLesson(lang=lang)
    said = lesson.play("z9")
    assert "z9" in said and str(lesson.start.legal_actions()[0]) in said
    assert kind_of(lesson.feedback) == "refused" and lesson.state is lesson.start


@pytest.mark.parametrize("lang", LANGS)
def test_the_challenge_is_decided_by_typing_too(lang: str) -> None:
    lesson = ChallengeLesson(lang=lang)
    assert "challenge" in lesson.play("?") and "pass" in lesson.play("?")
    said = lesson.play("b3")  # not a decision: the rule asking for one
    assert "[dojo.turn]" in said and kind_of(lesson.feedback) == "refused"
    right = str(lesson.solution())
    wrong = "pass" if right == "challenge" else "challenge"
    assert "[dojo.challenge.belt]" in lesson.play(wrong) and not lesson.mark.is_done
    assert lesson.play(right.upper()).startswith(WELL[lang]) and lesson.mark.is_done
