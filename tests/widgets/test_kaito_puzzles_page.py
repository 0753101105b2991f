"""Kaito's Puzzles section, headless: answers by clicks judged from the engine's proof, wrong
ones explained in English and French, Hint, Show me, the next puzzle at the learner's level, the
streak, and the section's exercise in the page's progress."""

from __future__ import annotations

import gamekit
from gamekit.kaito import Capture, parse_action
from gamekit.kaito.puzzles import hint
from widgets.canvas import RecordingCanvas
from widgets.feedback import kind_of, plain
from widgets.kaito.puzzles import KaitoPuzzles
from widgets.page import GamePage
from widgets.puzzles import GOAL

PUZZLES = gamekit.load("kaito").puzzles()


def trainer(lang: str = "en", puzzles=None) -> KaitoPuzzles:
    canvas = RecordingCanvas()
    made = KaitoPuzzles(lang=lang, canvas=canvas, puzzles=puzzles)
    canvas.connect()
    return made


def of_kind(kind: str):
    return next(p for p in PUZZLES if p.kind == kind)


def solve_by_click(made: KaitoPuzzles) -> None:
    """Answer the puzzle shown as a learner would: a click on the answer's square, or its
    trade button."""
    answer = parse_action(made.puzzle.answer)
    if hasattr(answer, "square"):
        made.board.click_square(answer.square)
    else:
        next(b for b in made.trades.children if b.action == answer).click()


def wrong_captures(made: KaitoPuzzles) -> list[Capture]:
    right = parse_action(made.puzzle.answer)
    return [a for a in made.start.legal_actions() if isinstance(a, Capture) and a != right]


def test_the_first_puzzle_is_the_easiest_with_its_goal_and_rating() -> None:
    made = trainer()
    assert made.puzzle.rating == PUZZLES[0].rating
    assert made.puzzle.say_goal() in made.goal.value
    assert str(made.puzzle.rating) in made.rating.value
    assert made.board.state == made.start and made.board.canvas.layer("pieces").tags()


def test_a_right_answer_by_a_click_is_praised_and_its_line_played_on_the_board() -> None:
    made = trainer()
    solve_by_click(made)
    assert kind_of(made.feedback) == "ok" and plain(made.feedback.value).startswith("Right")
    end = made.start
    for text in made.puzzle.line:
        end = end.apply(parse_action(text))
    assert made.state == end and made.board.state == end
    assert (made.ladder.solved, made.ladder.streak) == (1, 1)
    assert "Solved: <b>1</b>" in made.score.value
    made.board.click_square(0)  # the puzzle is over: nothing more is played
    assert made.state == end and made.ladder.solved == 1


def test_a_wrong_answer_says_why_from_the_proof_in_english_and_french() -> None:
    puzzle = of_kind("win")
    for lang, after in (("en", "After"), ("fr", "Après")):
        made = trainer(lang, puzzles=[puzzle])
        wrong = wrong_captures(made)[0]
        made.board.click_square(wrong.square)
        said = plain(made.feedback.value)
        assert said.startswith(f"{after} {wrong}"), said
        assert kind_of(made.feedback) == "info"
        assert made.state == made.start  # nothing played
        assert made.board.refused == wrong.square
        assert made.ladder.streak == 0 and made.mark.state == "tried"


def test_a_right_answer_after_a_wrong_one_shows_the_line_but_does_not_count() -> None:
    made = trainer(puzzles=[of_kind("win")])
    made.board.click_square(wrong_captures(made)[0].square)
    solve_by_click(made)
    assert kind_of(made.feedback) == "ok" and "Not counted" in made.feedback.value
    assert made.ladder.solved == 0 and made.state.is_over


def test_a_move_the_rules_refuse_cites_the_rule_and_is_not_counted() -> None:
    made = trainer()
    refused = next(
        s for s in range(36) if made.start.why_illegal(Capture(s)) is not None and s != 0
    )
    made.board.click_square(refused)
    assert kind_of(made.feedback) == "refused" and "[kaito." in made.feedback.value
    assert made.state == made.start and not made.ladder.streak and made.mark.state == "todo"


def test_hint_names_where_to_look_and_a_puzzle_solved_after_it_counts_without_climbing() -> None:
    made = trainer("fr")
    made.hint_button.click()
    assert kind_of(made.feedback) == "tip" and plain(made.feedback.value) == hint(made.puzzle)[1]
    rating = made.puzzle.rating
    solve_by_click(made)
    assert made.ladder.solved == 1 and made.ladder.level == rating


def test_show_me_plays_the_proved_line_to_the_goal() -> None:
    for kind in ("win", "trade", "finish", "take"):
        puzzle = of_kind(kind)
        made = trainer(puzzles=[puzzle])
        mover = made.start.to_play
        made.show_me.click()
        assert kind_of(made.feedback) == "tip" and ", ".join(puzzle.line) in made.feedback.value
        if kind == "take":  # the goal's tile is taken: the Kaito stands on its square
            assert made.state.kaito == parse_action(puzzle.answer).square
        else:
            assert made.state.is_over and made.state.outcome().winners == (mover,)
        assert made.ladder.solved == 0 and made.ladder.streak == 0  # shown, not solved


def test_next_goes_up_in_rating_after_a_right_answer_and_down_after_a_wrong_one() -> None:
    made = trainer()
    first = made.puzzle
    solve_by_click(made)
    made.next.click()
    assert made.puzzle.rating > first.rating and made.puzzle != first
    solve_by_click(made)
    made.next.click()
    high = made.puzzle
    assert high.rating > first.rating
    made.show_me.click()  # shown before it was solved: missed
    made.next.click()
    assert made.puzzle.rating < high.rating and made.puzzle.id not in (first.id, high.id)


def test_the_streak_counts_puzzles_solved_in_a_row_and_a_miss_ends_it() -> None:
    made = trainer()
    for n in range(1, 4):
        solve_by_click(made)
        assert made.ladder.streak == n
        made.next.click()
    wrong = wrong_captures(made)
    made.answer(wrong[0]) if wrong else made.show()
    assert (made.ladder.streak, made.ladder.solved) == (0, 3)
    assert "Streak: <b>0</b>" in made.score.value


def test_the_puzzles_count_in_the_pages_progress_for_the_teachers_view() -> None:
    page = GamePage("kaito", "fr")
    reported: list[list[tuple[str, str]]] = []
    page.progress.on_change(reported.append)
    made = trainer("fr")
    assert page.progress.count() == (0, 1) and made.mark in page.progress.marks
    for _ in range(GOAL):
        solve_by_click(made)
        made.next.click()
    assert page.progress.count() == (1, 1) and made.mark.is_done
    assert reported[-1] == [(f"Problèmes : {GOAL} résolus, série de {GOAL}", "done")]
    assert "réussi" in made.mark.widget.value
    page.progress.restart_all()
    assert page.progress.count() == (0, 1) and made.ladder.solved == 0
    assert made.puzzle.rating == PUZZLES[0].rating
