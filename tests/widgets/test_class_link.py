"""A page's link to its class, as the kernel sets it: in class mode the page's exercises, its
refusals and the positions the teacher sends reach the widget the page's script posts from, and
the switches show for the role the server gives the page; outside class mode nothing does."""

from __future__ import annotations

import re

import pytest

from widgets import class_link, feedback, page
from widgets.canvas import RecordingCanvas
from widgets.class_link import CLASS_MODE, ClassLink
from widgets.kaito.explorer import KaitoExplorer
from widgets.kaito.lessons import LESSONS
from widgets.page import GamePage


@pytest.fixture
def in_class(monkeypatch: pytest.MonkeyPatch) -> None:
    """A kernel of a server in class mode, answering something the learner did."""
    monkeypatch.setenv(CLASS_MODE, "1")
    monkeypatch.setattr(feedback, "in_answer", lambda: True)


def lesson(name: str):
    canvas = RecordingCanvas()
    made = LESSONS[name](canvas=canvas)
    canvas.connect()
    return made


def shown(widget) -> bool:
    return widget.layout.display != "none"


def test_outside_a_class_the_link_is_inactive_and_shows_nothing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv(CLASS_MODE, raising=False)
    monkeypatch.setattr(feedback, "in_answer", lambda: True)
    made = GamePage("kaito", "en")
    assert not made.link.active  # the page's script makes no request
    made.link.role = "teacher"  # even if something set it
    assert not shown(made.link.follow_switch) and not shown(made.link.lead_switch)
    exercise = lesson("move")
    exercise.board.click_square(0)  # a1: refused
    assert "kaito.move.line" in exercise.feedback.value
    assert made.link.refusal == {}
    assert not made.link.send_position("kaito-explorer", "x")


def test_a_students_exercises_refusals_reach_the_link(in_class: None) -> None:
    made = GamePage("kaito", "en")
    link = made.link
    assert link.active and link.page == "kaito.ipynb"
    move, sword = lesson("move"), lesson("sword")
    assert [(e["n"], e["state"]) for e in link.exercises] == [(1, "todo"), (2, "todo")]
    assert link.exercises[0]["title"] == move.mark.title

    move.board.click_square(0)  # a1: diagonal from c3, refused
    assert link.refusal["rule"] == "kaito.move.line"
    assert "kaito.move.line" not in link.refusal["text"] and link.refusal["text"]
    assert link.refusal["n"] == 1
    move.board.click_square(0)  # the same refusal met again is a new report
    assert link.refusal["n"] == 2
    assert link.exercises[0]["state"] == "todo"  # a refused move is no move played

    assert sword.play("a3").startswith("Not this time")  # a move, not the goal
    assert [e["state"] for e in link.exercises] == ["todo", "tried"]
    sword.reset()
    assert sword.play("c5").startswith("Well done")
    assert [e["state"] for e in link.exercises] == ["todo", "done"]
    sword.again.click()  # started again: back to tried (it was tried), never reported as todo
    assert link.exercises[1]["state"] == "tried"


def test_show_me_marks_nothing(in_class: None) -> None:
    made = GamePage("kaito", "en")
    sword = lesson("sword")
    sword.show()
    assert [e["state"] for e in made.link.exercises] == ["todo"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_role_shows_the_students_follow_or_the_teachers_lead(in_class: None, lang: str) -> None:
    made = GamePage("kaito", lang)
    link = made.link
    assert not shown(link.follow_switch) and not shown(link.lead_switch)  # not known yet
    link.role = "student"
    assert shown(link.follow_switch) and not shown(link.lead_switch)
    assert link.follow_switch.value and link.follow  # following by default
    assert link.follow_switch.description == (
        "Follow the teacher: on" if lang == "en" else "Suivre le professeur : activé"
    )
    link.follow_switch.value = False
    assert not link.follow
    assert link.follow_switch.description.endswith(": off" if lang == "en" else " : désactivé")
    assert link.follow_switch in made.header.children[1].children  # under the title

    link.role = "teacher"
    assert shown(link.lead_switch) and not shown(link.follow_switch)
    assert link.lead_switch in made.presenter.bar.children  # presenter mode's bar
    assert link.lead_switch.description == (
        "Lead the class: off" if lang == "en" else "Guider la classe : désactivé"
    )
    assert not link.leading
    link.lead_switch.value = True
    assert link.leading and link.lead_switch.icon == "check-square-o"  # said, not only coloured


def test_a_teacher_sends_a_position_and_a_following_student_loads_it(
    in_class: None, monkeypatch: pytest.MonkeyPatch, heard: list[str]
) -> None:
    start = "SSbSSS/SH1HHs/h3Ss/ss1ssh/hAsABB/CCAaaa r move c3 - -"
    teacher_explorer = KaitoExplorer(start, lang="fr")
    monkeypatch.setattr(page, "_user_namespace", lambda: {"explorer": teacher_explorer})
    teacher = GamePage("kaito", "fr")
    teacher.read_link("")
    teacher.link.role = "teacher"
    send = teacher_explorer.widget.children[0]
    assert shown(send)
    button = send.children[0]
    assert button.description == "Envoyer cette position à la classe"
    button.click()
    assert teacher.link.position_out == {"board": "kaito-explorer", "code": start, "n": 1}
    assert "Envoyée à la classe" in send.children[1].value

    student_explorer = KaitoExplorer(lang="en")
    monkeypatch.setattr(page, "_user_namespace", lambda: {"explorer": student_explorer})
    student = GamePage("kaito", "en")
    student.read_link("")
    student.link.role = "student"
    assert not shown(student_explorer.widget.children[0])  # no sending from a student's page
    assert student_explorer.state.to_code() != start
    student.link.position_in = {"board": "kaito-explorer", "code": start, "seq": 3}
    assert student_explorer.state.to_code() == start
    assert "The teacher sent this position" in student_explorer.message.value
    assert heard[-1] == "The teacher sent this position."
    assert not student.link.send_position("kaito-explorer", start)  # a student sends nothing

    student.link.position_in = {"board": "kaito-explorer", "code": "not a code", "seq": 4}
    assert student_explorer.state.to_code() == start  # refused, the position stays
    student.link.position_in = {"board": "elsewhere", "code": start, "seq": 5}  # no such board


def test_one_link_per_page_and_language(in_class: None) -> None:
    first = class_link.class_link("kaito.ipynb", "en")
    assert class_link.class_link("kaito.ipynb", "en") is first
    assert class_link.class_link() is first  # a refusal's report finds the page's link
    other = class_link.class_link("kaito.fr.ipynb", "fr")
    assert other is not first and other.lang == "fr"


def test_a_long_title_or_sentence_is_cut(in_class: None) -> None:
    link = ClassLink(active=True, page="kaito.ipynb")
    link.exercises_changed([("x" * 500, "done")])
    assert len(link.exercises[0]["title"]) == class_link.TITLE_MAX
    link.refused("Not allowed [kaito.move.line] " + "y" * 5000)
    assert len(link.refusal["text"]) == class_link.TEXT_MAX
    link.refused("This move cannot be read: xyz")  # no rule: not reported
    assert link.refusal["n"] == 1


def test_the_other_games_exercises_are_tried_by_a_wrong_answer(in_class: None) -> None:
    from gamekit.dojo import GAME as DOJO
    from widgets.dojo.lessons import PUZZLES, ScoringPuzzle
    from widgets.dojo_kun.lessons import FewestHits

    made = GamePage("dojo", "en")
    grid, trophies = PUZZLES[0]
    puzzle = ScoringPuzzle(grid, trophies)
    total = DOJO.score(grid, trophies).total
    puzzle.answer(total + 1)
    assert [e["state"] for e in made.link.exercises] == ["tried"]
    puzzle.answer(total)
    assert [e["state"] for e in made.link.exercises] == ["done"]

    made = GamePage("dojo-kun", "fr")
    lesson = FewestHits(lang="fr")
    lesson.show_me()  # Show me marks nothing
    lesson.reset()
    assert [e["state"] for e in made.link.exercises] == ["todo"]
    lesson.answer(lesson.goal + 2)
    assert [e["state"] for e in made.link.exercises] == ["tried"]


@pytest.mark.parametrize("game", ["kaito", "dojo", "kami", "dojo-kun"])
def test_a_page_knows_its_headings_and_the_other_languages_in_the_same_places(
    in_class: None, game: str
) -> None:
    """A student's page follows a teacher on the page in the other language to the heading in
    the same place: both pages' headings line up, the rules they cite too."""
    made = GamePage(game, "fr")
    mine, theirs = made.link.headings, made.link.other_headings
    assert len(mine) == len(theirs) > 3
    assert mine != theirs  # each in its own language
    rules = [re.findall(r"\[([a-z0-9_.-]+)\]", h) for h in (*mine, *theirs)]
    assert rules[: len(mine)] == rules[len(mine) :]


def test_a_card_games_refusal_and_explorer_position_reach_the_class(
    in_class: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    from widgets.kami.explorer import KamiExplorer

    teacher_explorer = KamiExplorer()
    teacher_explorer.hands.value = "SLLM;SSHLAGET;SSAATMGS;SSSHAGEL"
    teacher_explorer.lines.value = "G.H;-;-;-"
    teacher_explorer.attacker.value = "P1"
    assert teacher_explorer.set_up()
    sent = teacher_explorer.app.state.to_code()
    monkeypatch.setattr(page, "_user_namespace", lambda: {"explorer": teacher_explorer})
    teacher = GamePage("kami", "en")
    teacher.read_link("")
    teacher.link.role = "teacher"
    teacher_explorer.widget.children[0].children[0].click()
    assert teacher.link.position_out["board"] == "kami-explorer"
    assert teacher.link.position_out["code"] == sent

    student_explorer = KamiExplorer()
    monkeypatch.setattr(page, "_user_namespace", lambda: {"explorer": student_explorer})
    student = GamePage("kami", "en")
    student.read_link("")
    student.link.role = "student"
    assert student_explorer.app.state.to_code() != sent
    student.link.position_in = {**teacher.link.position_out, "seq": 1}
    assert student_explorer.app.state.to_code() == sent
    assert "The teacher sent this position" in student_explorer.message.value

    assert not student_explorer.app.play("A/G")  # a play the rules refuse, told with its rule
    assert student.link.refusal["rule"].startswith("kami.")
    assert student.link.refusal["text"]


def test_a_following_page_in_presenter_mode_shows_the_teachers_section(in_class: None) -> None:
    made = GamePage("kaito", "en")
    mons = next(h for h in made.link.headings if h.startswith("The Mons trade"))
    made.link.heading_asked = {"heading": mons, "n": 1}
    assert made.presenter.slide == 0  # scrolled to by the page itself, outside presenter mode
    made.presenter.present()
    made.link.heading_asked = {"heading": mons, "n": 2}
    assert made.presenter.sections[made.presenter.section].title == "The Mons trade"
    made.presenter.show(made.presenter.slide + 1)  # the student read on: the next asking
    made.link.heading_asked = {"heading": mons, "n": 3}  # of the same section leaves it so
    assert made.presenter.slides[made.presenter.slide].part == 2
    made.link.heading_asked = {"heading": "No such heading", "n": 4}
    assert made.presenter.slides[made.presenter.slide].part == 2
