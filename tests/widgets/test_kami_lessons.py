"""Kami's exercises: *Show me* plays a decision that meets the exercise's own goal, at any time,
and the learner playing the same succeeds and marks the exercise done; another decision is
played and said not to be the goal; success and information look different."""

from __future__ import annotations

import pytest

from widgets.feedback import kind_of
from widgets.kami.lessons import LESSONS, PlayLesson
from widgets.page import GamePage


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("name", list(LESSONS))
def test_show_me_meets_the_goal_and_the_learner_doing_it_marks_it_done(
    name: str, lang: str
) -> None:
    page = GamePage("kami", lang)
    lesson = PlayLesson(LESSONS[name], lang=lang)
    assert lesson.show_me() and kind_of(lesson.feedback) == "tip"
    assert not lesson.mark.is_done  # shown, not done
    assert lesson.show_me()  # at any time, again
    lesson.again.click()
    for _ in range(3):  # a goal is a few of the learner's decisions away
        if lesson.mark.is_done:
            break
        assert lesson.app.play(lesson.solution())
    assert kind_of(lesson.feedback) == "ok" and lesson.mark.is_done
    assert page.progress.count() == (1, 1)
    lesson.again.click()
    assert not lesson.mark.is_done and lesson.app.state == LESSONS[name].start


def test_a_decision_that_misses_the_goal_is_played_and_said_so() -> None:
    lesson = PlayLesson(LESSONS["counter"])
    start = LESSONS["counter"].start
    wrong = next(
        a for a in start.legal_actions() if lesson.check(start, a, start.apply(a), "en") is None
    )
    assert lesson.app.play(wrong)
    assert kind_of(lesson.feedback) == "info" and "not this exercise's goal" in (
        lesson.feedback.value
    )
    assert not lesson.mark.is_done


def test_a_face_down_card_shown_to_the_teacher_is_framed_in_the_backs_colour() -> None:
    from widgets.kami.pictures import BACK, card_shapes

    down = card_shapes("H", 0, 0, 50, down=True)
    frame = [s for s in down if getattr(s, "tag", "") == "face-down-frame"]
    assert frame and frame[0].stroke == BACK and frame[0].width >= 4
    assert not [s for s in card_shapes("H", 0, 0, 50) if "face-down" in getattr(s, "tag", "")]


@pytest.mark.parametrize(("lang", "word"), [("en", "{} played:"), ("fr", "{} a posé :")])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_line_of_the_table_is_labelled_with_whose_it_is(
    lang: str, word: str, players: int
) -> None:
    from widgets.fonts import text_width
    from widgets.kami.app import KamiApp
    from widgets.kami.pictures import LABEL_W, TEXT

    app = KamiApp(players=players, seats=("person",) * players, lang=lang)
    texts = [s for s in app.board.scene()["background"] if hasattr(s, "text")]
    rows = 2 if players == 2 else 1  # a duel's line goes on in a second row
    for name in app.game.player_names[:players]:
        labels = [s for s in texts if s.text == word.format(name)]
        assert len(labels) == rows, name  # two lines side by side say whose each is
        assert all(s.size >= TEXT and text_width(s.text, s.size) <= LABEL_W - 4 for s in labels)
    centre = {"en": ("", "Mercenaries", "Set aside"), "fr": ("", "Mercenaires", "De côté")}
    if players < 4:  # the middle row says what lies there
        word = centre[lang][players - 1]
        assert any(s.text == word and text_width(word, s.size) <= LABEL_W - 4 for s in texts)
