"""Every exercise's *Show me* demonstrates the exercise's own goal: following it succeeds, in
both languages (Kaito, Dojo Kun and Dojo's placing exercises; Kami's in test_kami_lessons)."""

from __future__ import annotations

import pytest

from widgets.dojo_kun.lessons import (
    PLACEMENT_GOALS,
    STAGED_GOALS,
    FewestHits,
    PlacementLesson,
    PredictionLesson,
    StagedLesson,
)
from widgets.feedback import kind_of
from widgets.kaito.lessons import LESSONS as KAITO_LESSONS


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("name", list(KAITO_LESSONS))
def test_kaito_show_me_does_the_exercise(name: str, lang: str) -> None:
    lesson = KAITO_LESSONS[name](lang=lang)
    assert lesson.show() and lesson.solved, lesson.feedback.value
    assert kind_of(lesson.feedback) == "tip" and not lesson.mark.is_done  # shown, not done
    lesson.reset()
    assert not lesson.solved and lesson.state == lesson.start
    for action in lesson.solution():  # the same moves, played by the learner, succeed too
        lesson.play(str(action))
    assert lesson.solved


def test_kaito_show_me_buys_a_sword_with_the_exact_price() -> None:
    lesson = KAITO_LESSONS["trade"]()
    trades = [a for a in lesson.solution() if type(a).__name__ == "Trade"]
    assert trades and sum(trades[0].mons) == 4  # 3+1, not an overpaying 3+2+1


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_dojo_kun_show_me_does_every_exercise(lang: str) -> None:
    for goal in PLACEMENT_GOALS:
        assert PlacementLesson(goal, lang=lang).show_me()
    for goal in STAGED_GOALS:  # Master YIN and an Adventure, on a staged position
        assert StagedLesson(goal, lang=lang).show_me()
    assert FewestHits(lang=lang).show_me()
    assert PredictionLesson(lang=lang).show_me()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_dojo_show_me_frames_every_right_place_even_after_a_try(lang: str) -> None:
    from widgets.dojo.lessons import TrainLesson, TrophyLesson

    for make in (TrainLesson, TrophyLesson):
        lesson = make(lang=lang)
        first = lesson.start.legal_actions()[0]
        lesson._on_action(first)  # a placement made: Show me still shows (it did nothing)
        shown = lesson.show()
        assert (
            shown and lesson.state is lesson.start and kind_of(lesson.feedback) in ("info", "tip")
        )
        for action in shown:  # following it succeeds, whichever place is chosen
            lesson._on_action(action)
            assert lesson.feedback.value.startswith("<b>" + ("Bravo" if lang == "fr" else "Well"))
