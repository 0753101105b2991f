"""Master YIN and the Adventures, which a new Dojo lacks the Ki and Dan for, are tried on a staged
position: a turn of the prelude played, the learner's athlete back from the Mystic Waterfalls.
Each task's *Show me* reaches its goal, a learner who does it by clicks succeeds, anything else
is said not to be the goal, and *Start again* brings the staged position back; in English and
French. The notebooks teach both rules before the exercise."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path

import nbformat
import pytest

from gamekit.dojo_kun import GAME, Place
from widgets.dojo_kun.lessons import STAGED_GOALS, StagedLesson, staged_position
from widgets.feedback import kind_of

LANGS = ("en", "fr")
GOALS = list(STAGED_GOALS)
ROOT = Path(__file__).resolve().parents[2]
PRAISE = {"en": "Well done", "fr": "Bravo"}
NOT_THE_GOAL = {"en": "not this exercise's goal", "fr": "ce n’est pas le but de l’exercice"}
TAG = re.compile(r"<[^>]+>")


def text(html: str) -> str:
    """What the learner reads of ``html``."""
    return " ".join(unescape(TAG.sub(" ", html)).split())


def reaching(state, goal: str) -> list[Place]:
    return [a for a in state.legal_actions() if isinstance(a, Place) and STAGED_GOALS[goal](a)]


# -- the staged position -----------------------------------------------------------------------


def test_a_new_dojo_can_try_neither_and_the_staged_position_offers_both() -> None:
    new = GAME.new_state(seed=0, players=2)
    assert not reaching(new, "yin") and not reaching(new, "adventure")
    state = staged_position()
    learner = state.current_player
    assert state.step == "place" and state.season == 0 and state.turn > 0
    assert state.placed[learner] == ()  # his turn of placements starts: every token at home
    assert reaching(state, "yin") and reaching(state, "adventure")
    for action in reaching(state, "yin") + reaching(state, "adventure"):
        assert state.why_illegal(action) is None
        state.apply(action)  # each is played by the engine
    # a card of the row he may not undertake yet: its refusal says why, with the rule
    row = {f"adventure{i}" for i in range(1, len(state.adventure_row) + 1)}
    closed = sorted(row - {a.slot for a in reaching(state, "adventure")})
    assert closed
    reason = state.why_illegal(Place("1", closed[0]))
    assert reason is not None and reason.rule == "dojo_kun.athlete.adventure"
    assert GAME.from_code(state.to_code()) == state  # a position the reader accepts as it is


def test_the_staged_position_is_the_same_for_a_seed_and_found_for_others() -> None:
    assert staged_position(0) == staged_position(0)
    other = staged_position(5)
    assert reaching(other, "yin") and reaching(other, "adventure")


# -- the exercise ------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("goal", GOALS)
def test_show_me_reaches_the_goal_and_leaves_it_to_do(goal: str, lang: str) -> None:
    lesson = StagedLesson(goal, lang=lang)
    assert lesson.app.state == lesson.start and lesson.app.actor() == lesson.start.current_player
    assert lesson.show_me() and lesson.done
    played = lesson.app.match.actions[0]
    assert isinstance(played, Place) and STAGED_GOALS[goal](played)
    assert kind_of(lesson.feedback) == "tip" and not lesson.mark().is_done
    said = text(lesson.feedback.value)
    assert said.startswith("A way to do it:" if lang == "en" else "Une façon de faire :")
    assert ("YIN" if goal == "yin" else "TABI") in said


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("goal", GOALS)
def test_a_learner_who_does_it_by_clicks_succeeds(goal: str, lang: str) -> None:
    lesson = StagedLesson(goal, lang=lang)
    app = lesson.app
    action = reaching(app.state, goal)[-1]  # another way than the one Show me plays
    app.pick(("athlete", int(action.token) - 1))  # his card: his token is chosen
    assert app.token == action.token
    app.pick(("slot", action.slot))
    if not app.match.ply:  # several ways: they are offered under the board
        app._play_way(str(action))
    assert app.match.actions[0] == action
    assert lesson.done and lesson.mark().is_done and kind_of(lesson.feedback) == "ok"
    assert text(lesson.feedback.value).startswith(PRAISE[lang])


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("goal", GOALS)
def test_another_placement_is_played_but_said_not_to_be_the_goal(goal: str, lang: str) -> None:
    lesson = StagedLesson(goal, lang=lang)
    wrong = next(a for a in lesson.app.state.legal_actions() if not STAGED_GOALS[goal](a))
    assert lesson.app.play(wrong)
    assert not lesson.done and not lesson.mark().is_done
    assert kind_of(lesson.feedback) == "info"
    assert NOT_THE_GOAL[lang] in text(lesson.feedback.value)


@pytest.mark.parametrize("lang", LANGS)
def test_the_card_he_is_not_ready_for_is_refused_with_its_dan(lang: str) -> None:
    lesson = StagedLesson("adventure", lang=lang)
    app = lesson.app
    app.pick(("athlete", 0))
    assert not app.pick(("slot", "adventure1"))  # HOGO: SARU NO DOJO asks for Dan 4
    said = text(app.why.value)
    assert kind_of(app.why) == "refused" and "dojo_kun.athlete.adventure" in said
    assert ("needs Dan 4" if lang == "en" else "demande le Dan 4") in said
    assert app.match.ply == 0 and not lesson.done


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("goal", GOALS)
def test_start_again_brings_the_staged_position_back(goal: str, lang: str) -> None:
    lesson = StagedLesson(goal, lang=lang)
    app = lesson.app
    action = reaching(app.state, goal)[0]
    app.pick(("athlete", int(action.token) - 1))
    app.pick(("slot", action.slot))
    if not app.match.ply:
        app._play_way(str(action))
    assert lesson.done and lesson.mark().is_done and app.state != lesson.start
    lesson.again.click()
    assert app.state == lesson.start and app.match.ply == 0 and not app.match.can_redo
    assert not lesson.done and not lesson.mark().is_done and lesson.feedback.value == ""
    assert app.token == "M" and app.actor() == lesson.start.current_player


def test_the_menu_switches_tasks_on_the_same_position() -> None:
    lesson = StagedLesson("yin")
    assert "YIN" in lesson.task.value and lesson.show_me()
    lesson.tasks.value = "adventure"
    assert lesson.goal == "adventure" and lesson.app.match.ply == 0 and not lesson.done
    assert "Dan 2" in lesson.task.value and lesson.show_me() and lesson.done


@pytest.mark.parametrize("lang", LANGS)
def test_the_task_names_the_athlete_and_what_he_has(lang: str) -> None:
    for goal in GOALS:
        said = text(StagedLesson(goal, lang=lang).task.value)
        assert "Li Yun Dai" in said and "3 Ki" in said, said
        if lang == "fr":  # French typography: a space before : ; ? ! and curly apostrophes
            assert not re.search(r"[^\s][:;?!](?=\s|$)", said), said
            assert "'" not in said, said


# -- the notebooks: the rules are taught before their exercise ---------------------------------

EXERCISE_RULES = {
    "SerpentineLesson": ("dojo_kun.combat.serpentine",),
    "FewestHits": ("dojo_kun.combat.serpentine",),
    "PlacementLesson": (  # a task for each activity of the menu, on a game just set up
        "dojo_kun.setup.dojo",
        "dojo_kun.setup.spaces",
        "dojo_kun.place.octagon",
        "dojo_kun.place.circle",
        "dojo_kun.master.admit",
        "dojo_kun.master.admit_levels",
        "dojo_kun.master.equipment",
        "dojo_kun.master.expand",
        "dojo_kun.athlete.train",
        "dojo_kun.athlete.waterfalls",
        "dojo_kun.athlete.help_village",
        "dojo_kun.athlete.first_player",
        "dojo_kun.athlete.yang",
        "dojo_kun.athlete.special_move",
        "dojo_kun.level.lose",
    ),
    "StagedLesson": (
        "dojo_kun.athlete.yin",
        "dojo_kun.athlete.adventure",
        "dojo_kun.athlete.waterfalls",
        "dojo_kun.athlete.ki",
        "dojo_kun.level.dan",
        "dojo_kun.level.lose",
    ),
    "PredictionLesson": ("dojo_kun.tournament.prediction",),
}
"""The rules each Dojo Kun exercise asks the learner to use."""

LATER_RULES = ("dojo_kun.tournament.bracket", "dojo_kun.tournament.prediction", "dojo_kun.end.")
"""Rules taught after the season's activities (the tournament's course, the end): no exercise of
the season may come after them."""


@pytest.mark.parametrize("name", ["dojo-kun.ipynb", "dojo-kun.fr.ipynb"])
def test_each_exercise_comes_after_the_prose_that_teaches_its_rules(name: str) -> None:
    cells = nbformat.read(ROOT / "notebooks" / name, as_version=4).cells
    taught: list[str] = []
    found = []
    for cell in cells[1:-1]:
        if cell.cell_type == "markdown":
            taught += re.findall(r"\[(dojo_kun\.[a-z0-9_.]+)\]", cell.source)
            continue
        lesson = next((n for n in EXERCISE_RULES if cell.source.startswith(f"{n}(")), None)
        if lesson is None:
            continue
        found.append(lesson)
        missing = [r for r in EXERCISE_RULES[lesson] if r not in taught]
        assert not missing, f"{lesson} comes before {missing} is taught"
        if lesson in ("PlacementLesson", "StagedLesson"):  # the season, before the tournament
            assert not [r for r in taught if r.startswith(LATER_RULES)], lesson
    assert found == list(EXERCISE_RULES)  # each exercise once, in the lesson order
