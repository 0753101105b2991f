"""A page's progress, as lichess keeps it: each exercise marks itself done when the learner
reaches its goal (not when *Show me* does), the page counts them, and the learner can start one
exercise again (its *Start again* clears its mark) or all of them."""

from __future__ import annotations

from gamekit.dojo_kun import Place
from widgets.dojo_kun.lessons import PLACEMENT_GOALS, FewestHits, PlacementLesson, PredictionLesson
from widgets.page import GamePage


def test_a_page_counts_its_exercises_and_starts_them_all_again() -> None:
    page = GamePage("dojo-kun", "en")
    hits, placing = FewestHits(), PlacementLesson("admit")
    assert page.progress.count() == (0, 10)
    assert "0 of 10" in page.progress.summary.value
    assert hits.answer(hits.goal) and hits.mark.is_done
    assert "1 of 10" in page.progress.summary.value and "done" in hits.mark.widget.value
    page.progress.restart_all()
    assert page.progress.count() == (0, 10) and not hits.done and hits.hits.value == 0
    assert placing.goal == "admit" and placing.app.match.ply == 0


def test_show_me_does_not_mark_an_exercise_done() -> None:
    page = GamePage("dojo-kun", "fr")
    hits = FewestHits(lang="fr")
    assert hits.show_me() and not hits.mark.is_done
    prediction = PredictionLesson(lang="fr")
    assert prediction.show_me() and not prediction.mark().is_done
    assert page.progress.count() == (0, 2)
    assert "Exercice 1 sur 2 : à faire" in hits.mark.widget.value


def test_each_placement_task_has_its_own_mark_and_start_again_clears_it() -> None:
    page = GamePage("dojo-kun", "en")
    lesson = PlacementLesson("admit")
    right = next(
        a
        for a in lesson.app.state.legal_actions()
        if isinstance(a, Place) and PLACEMENT_GOALS["admit"](a)
    )
    if right.token != lesson.app.token:
        lesson.app.choose_token(right.token)
    assert lesson.app.play(right) and lesson.mark().is_done
    lesson.choose("train")  # another task: its own mark, to do; admitting stays done
    assert not lesson.mark().is_done and page.progress.count() == (1, len(PLACEMENT_GOALS))
    assert lesson.marks.children == (lesson.mark().widget,)
    lesson.choose("admit")
    lesson.start_again()
    assert page.progress.count() == (0, len(PLACEMENT_GOALS)) and lesson.app.match.ply == 0


def test_a_wrong_answer_is_information_and_a_right_one_success() -> None:
    from widgets.feedback import kind_of

    hits = FewestHits()
    assert not hits.answer(0) and kind_of(hits.feedback) == "info" and not hits.mark.is_done
    assert hits.answer(hits.goal) and kind_of(hits.feedback) == "ok"


def test_dojo_exercises_mark_themselves_and_a_refused_cell_is_crossed_on_the_board() -> None:
    from gamekit.dojo.actions import Train
    from widgets.dojo.lessons import PUZZLES, ChallengeLesson, ScoringPuzzle, TrainLesson
    from widgets.feedback import kind_of

    page = GamePage("dojo", "en")
    train, puzzle, challenge = TrainLesson(), ScoringPuzzle(*PUZZLES[0]), ChallengeLesson()
    assert page.progress.count() == (0, 3)
    refused = next(Train(c) for c in range(35) if train.start.why_illegal(Train(c)) is not None)
    train._on_action(refused)
    assert kind_of(train.feedback) == "refused" and "Not allowed" in train.feedback.value
    assert train.board.refused == refused  # the board crosses the refused cell
    assert not train.mark.is_done
    train.show()
    assert kind_of(train.feedback) == "tip" and not train.mark.is_done
    train._on_action(train.start.legal_actions()[0])
    assert kind_of(train.feedback) == "ok" and train.mark.is_done
    assert puzzle.answer(puzzle.result.total + 1) and kind_of(puzzle.feedback) == "info"
    puzzle.show()
    assert not puzzle.mark.is_done  # shown, not found
    puzzle.answer(puzzle.result.total)
    assert puzzle.mark.is_done and page.progress.count() == (2, 3)
    challenge.again.click()
    page.progress.restart_all()
    assert page.progress.count() == (0, 3) and train.state is train.start


def test_the_dojo_board_names_each_empty_cell_as_the_messages_do() -> None:
    from widgets.dojo.pictures import background

    names = {s.text for s in background() if getattr(s, "tag", "").startswith("name:")}
    assert {"a1", "b4", "g5"} <= names and len(names) == 35


def test_kaito_exercises_mark_themselves_when_the_learner_succeeds() -> None:
    from widgets.kaito.lessons import LESSONS

    page = GamePage("kaito", "fr")
    lessons = {name: make(lang="fr") for name, make in LESSONS.items()}
    assert page.progress.count() == (0, len(LESSONS))
    sword = lessons["sword"]
    assert sword.show() and not sword.mark.is_done  # Show me does not count
    sword.again.click()
    for action in sword.solution():
        sword.play(str(action))
    assert sword.mark.is_done and "réussi" in sword.mark.widget.value
    sword.again.click()  # its own Start again clears its mark
    assert not sword.mark.is_done and sword.state is sword.start
