"""The Dojo Kun combat lab and combat exercises, headless: the odds follow the forms, a roll is
resolved on the Combat board, and each exercise's *Show me* reaches its goal."""

from __future__ import annotations

import random

import pytest

from gamekit.dojo_kun import combat
from widgets.dojo_kun.explorer import CombatLab, whole_fight
from widgets.dojo_kun.lessons import FewestHits, SerpentineLesson, fewest_hits
from widgets.feedback import kind_of


def test_the_lab_starts_on_two_cards_and_its_chances_sum_to_one():
    lab = CombatLab(1, 2)  # Medved and Takashi, as printed
    white, black = lab.fighters()
    assert dict(white.dice)["red"] == 1 and dict(white.dice)["grey"] == 1 and white.ki == 1
    odds = lab.odds
    assert odds == combat.combat_odds(white, black)
    assert abs(odds.white + odds.black + odds.draw - 1) < 1e-9
    fight = lab.fight
    assert abs(fight.white + fight.black + fight.both_drop - 1) < 1e-9
    assert "28.7%" in lab.chart.value and "gk-bar" in lab.chart.value


def test_a_technique_or_a_wound_changes_the_odds_at_once():
    lab = CombatLab(1, 2)
    before = lab.odds.white
    lab.white.techniques["tiger"].value = True  # one more Hit on every roll
    assert lab.fighters()[0].techniques == ("tiger",) and lab.odds.white > before
    lab.white.wounds["bear"].value = 1  # his grey die lost
    assert dict(lab.fighters()[0].dice)["grey"] == 0


def test_a_skull_card_fills_its_season_side_and_takes_no_wounds():
    lab = CombatLab(1, -3)  # Hannibal Carnifex
    lab.black.season.value = 2
    skull = lab.fighters()[1]
    assert skull.wounds_immune and skull.extra["hit"] == 3 and dict(skull.dice)["red"] == 3


def test_a_roll_is_resolved_on_the_combat_board_and_said_in_words():
    lab = CombatLab(1, 2, lang="fr", seed=4)
    rolled = lab.roll()
    assert rolled is not None
    view = lab.roll_view.value
    assert "<svg" in view and "gk-serpentine" in view and "Coup" in view
    assert "Medved" in view and "Takashi" in view


def test_a_fighter_without_dice_loses_without_rolling():
    lab = CombatLab(None, 2)
    assert lab.roll() is None and "no dice" in lab.roll_view.value


def test_big_fights_are_estimated_close_to_the_exact_answer():
    white = combat.Fighter(dice={"red": 2, "grey": 2, "blue": 1})
    black = combat.Fighter(dice={"red": 1, "green": 2, "blue": 2})
    exact = combat.fight_odds(white, black)
    wins = [0, 0, 0]
    from widgets.dojo_kun.explorer import _simulate

    rng = random.Random(3)
    for _ in range(4000):
        wins[_simulate(white, black, rng)] += 1
    assert abs(wins[0] / 4000 - exact.white) < 0.03
    assert whole_fight(white, black, rng).exact


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_fewest_hits_show_me_reaches_the_goal_and_wrong_answers_get_a_hint(lang):
    lesson = FewestHits(lang=lang)
    goal = lesson.goal
    assert goal == fewest_hits(lesson.white, lesson.black)
    assert not lesson.answer(goal - 1) and kind_of(lesson.feedback) == "info"
    assert str(goal) not in lesson.feedback.value.split("</div>")[0].split(">")[-1][:5]
    assert not lesson.answer(goal + 2) and kind_of(lesson.feedback) == "info" and not lesson.done
    lesson.reset()
    assert lesson.show_me() and lesson.done and lesson.hits.value == goal
    lesson.reset()
    assert lesson.answer(goal) and kind_of(lesson.feedback) == "ok"


def test_the_serpentine_lesson_resolves_what_the_learner_sets():
    lesson = SerpentineLesson()
    lesson.sides["white"]["hit"].value = 9
    assert "White wins" in lesson.view.value
    lesson.sides["black"]["block"].value = 12
    assert "White wins" not in lesson.view.value and "<svg" in lesson.view.value


@pytest.mark.parametrize(
    "goal", ["admit", "equipment", "expand", "train", "waterfall", "help", "first", "yang", "move"]
)
def test_every_placement_exercise_accepts_every_right_answer_and_show_me_reaches_it(goal):
    from gamekit.dojo_kun import Place
    from widgets.dojo_kun.lessons import PLACEMENT_GOALS, PlacementLesson

    lesson = PlacementLesson(goal)
    right = [
        a
        for a in lesson.app.state.legal_actions()
        if isinstance(a, Place) and PLACEMENT_GOALS[goal](a)
    ]
    wrong = [a for a in lesson.app.state.legal_actions() if a not in right]
    assert right and wrong
    for action in right:
        lesson.reset()
        assert lesson.app.play(action) and lesson.done, action
    lesson.reset()
    assert lesson.app.play(wrong[0]) and not lesson.done
    assert kind_of(lesson.feedback) == "info"
    assert lesson.show_me() and lesson.done and kind_of(lesson.feedback) == "tip"


def test_the_serpentine_shows_step_by_step_then_the_result():
    lesson = SerpentineLesson()
    lesson.step.value = 1
    assert lesson.view.value.count("<li>") == 1 and "wins" not in lesson.view.value
    lesson.step.value = 6
    assert lesson.view.value.count("<li>") == 6 and "wins the roll" in lesson.view.value


def test_choosing_another_placement_task_starts_the_board_again():
    from widgets.dojo_kun.lessons import PlacementLesson

    lesson = PlacementLesson("admit")
    assert lesson.show_me() and lesson.app.match.ply == 2  # the placement, the computer's answer
    assert lesson.app.board.focus == lesson.app.actor() == 1  # the learner's Dojo, and his turn
    lesson.tasks.value = "yang"
    assert lesson.goal == "yang" and lesson.app.match.ply == 0 and not lesson.done
    assert "YANG" in lesson.task.value and lesson.show_me()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_prediction_exercise_wants_the_favourite_and_show_me_predicts_it(lang):
    from gamekit.dojo_kun import Predict
    from widgets.dojo_kun.lessons import PredictionLesson

    lesson = PredictionLesson(lang=lang)
    assert lesson.app.state.step == "predict" and lesson.app.actor() is not None
    assert abs(lesson.odds.white - lesson.odds.black) >= 0.2
    underdog = "black" if lesson.favourite == "white" else "white"
    assert lesson.app.play(Predict(underdog)) and not lesson.done
    assert kind_of(lesson.feedback) == "info"
    assert lesson.show_me() and lesson.done and kind_of(lesson.feedback) == "tip"


def test_a_roll_set_by_hand_is_resolved_as_set():
    lab = CombatLab(1, 2)  # Medved (red, grey) against Takashi (red, green)
    assert [len(box.children) for box in lab.face_boxes] == [2, 2]
    white, black = lab.face_boxes
    white.children[0].value, white.children[1].value = 3, 0  # Hit+Hit, Hold
    black.children[0].value, black.children[1].value = 5, 5  # Ki, Ki
    rolled = lab.by_hand()
    assert rolled is not None and rolled.combat.winner == "white" and rolled.combat.hits[0] == 2
    lab.white.levels["crane"].value = 1  # one more die: one more menu
    assert [len(box.children) for box in lab.face_boxes] == [3, 2]


def test_every_css_class_is_one_word() -> None:
    """A browser refuses a class with a space in it (classList.add), and the widget then loses
    every class the page and its tests find it by."""
    from widgets.dojo_kun.lessons import PlacementLesson, PredictionLesson

    def classes(widget) -> list[str]:
        found = list(getattr(widget, "_dom_classes", ()))
        for child in getattr(widget, "children", ()):
            found += classes(child)
        return found

    pages = [SerpentineLesson(), FewestHits(), PlacementLesson(), PredictionLesson(), CombatLab()]
    found = [c for page in pages for c in classes(page.widget)]
    assert found and not [c for c in found if " " in c]
