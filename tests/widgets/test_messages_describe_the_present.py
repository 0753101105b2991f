"""The message under a board describes the last thing done there, and only that, in every game,
in English and French:

- *Start again*, another exercise, or the page's *Start every exercise again* leave nothing of
  what was said before (no refusal, no ✓ from another try);
- *Start again* leaves nothing to redo and no undone move in the move list;
- an accepted click replaces a refusal;
- Undo, Redo and a move chosen in the list say the position shown, and nothing else;
- *Show me* says what it showed, never "Well done": it leaves the exercise to do;
- one board, one message line: a lesson on a live game speaks through its app's line.

Each exercise is driven as a learner drives it: clicks on its board (a recording canvas), its
buttons, its answer box."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from html import escape
from typing import Any

import ipywidgets as w
import pytest

from gamekit.dojo.actions import PlaceTrophy, Train
from gamekit.dojo_kun import Place as Placement
from gamekit.dojo_kun import Predict
from gamekit.kaito import Capture
from gamekit.kaito import Place as KaitoPlace
from gamekit.kami import Pass, Play
from widgets.canvas import RecordingCanvas
from widgets.dojo.app import DojoApp
from widgets.dojo.lessons import PUZZLES, ChallengeLesson, ScoringPuzzle, TrainLesson, TrophyLesson
from widgets.dojo_kun.app import DojoKunApp
from widgets.dojo_kun.lessons import (
    PLACEMENT_GOALS,
    STAGED_GOALS,
    FewestHits,
    PlacementLesson,
    PredictionLesson,
    StagedLesson,
)
from widgets.feedback import kind_of
from widgets.i18n import inside
from widgets.kaito.app import KaitoApp
from widgets.kaito.lessons import LESSONS as KAITO_LESSONS
from widgets.kami.app import KamiApp
from widgets.kami.lessons import LESSONS as KAMI_LESSONS
from widgets.kami.lessons import PlayLesson
from widgets.page import GamePage

PRAISE = ("Well done", "Bravo")
REFUSED = ("Not allowed", "Interdit")
LANGS = ("en", "fr")


def recorded(make: Callable[[RecordingCanvas], Any]) -> Any:
    """``make(canvas)`` on a recording canvas, shown as a browser would."""
    canvas = RecordingCanvas()
    made = make(canvas)
    canvas.connect()
    return made


def mark_of(lesson: Any) -> Any:
    mark = lesson.mark
    return mark() if callable(mark) else mark


# -- how a learner drives each exercise ------------------------------------------------------


def kaito_refuse(lesson: Any) -> None:
    """Click a square the rules refuse."""
    state = lesson.state
    kind = KaitoPlace if state.step == "place" else Capture
    lesson.board.click_square(next(s for s in range(36) if state.why_illegal(kind(s))))


def kaito_succeed(lesson: Any) -> None:
    """Click the squares, and the trade button, of a turn that does the task."""
    for action in lesson.solution():
        if isinstance(action, Capture | KaitoPlace):
            lesson.board.click_square(action.square)
        else:
            next(b for b in lesson.trades.children if b.action == action).click()


def dojo_refuse(lesson: Any) -> None:
    """Click a cell (or a trophy slot) the rules refuse."""
    start = lesson.start
    if start.step == "trophy":
        refused = PlaceTrophy("column", 3)
    else:
        refused = next(Train(c) for c in range(35) if start.why_illegal(Train(c)))
    assert start.why_illegal(refused)
    lesson.board.click_action(refused)


def challenge_succeed(lesson: ChallengeLesson) -> None:
    """The decision that pays: one of the two buttons."""
    lesson.challenge.click()
    if not lesson.mark.is_done:
        lesson.pass_.click()


def puzzle_succeed(lesson: ScoringPuzzle) -> None:
    lesson.guess.value = lesson.result.total
    lesson.check.click()


def puzzle_miss(lesson: ScoringPuzzle) -> None:
    lesson.guess.value = lesson.result.total + 1
    lesson.check.click()


def kami_refuse(lesson: PlayLesson) -> None:
    """Click a card of the hand that starts no legal play."""
    app = lesson.app
    state = app.state
    starts = {p.defense for p in state.legal_actions() if isinstance(p, Play) and p.dpile < 0}
    hand = state.hands[app.actor()]
    app.board.click_pick(("hand", next(i for i, c in enumerate(hand) if c not in starts)))


def kami_click(app: KamiApp, play: Play) -> None:
    """Click the defense card, then the attack card, of ``play`` (from the hand)."""
    hand = app.state.hands[app.actor()]
    defense = hand.index(play.defense)
    attack = next(i for i, c in enumerate(hand) if c == play.attack and i != defense)
    app.board.click_pick(("hand", defense))
    app.board.click_pick(("hand", attack))


def kami_succeed(lesson: PlayLesson) -> None:
    for _ in range(3):  # a goal may be a few of the learner's decisions away
        if lesson.mark.is_done:
            return
        kami_click(lesson.app, lesson.solution())
    assert lesson.mark.is_done


def fewest_succeed(lesson: FewestHits) -> None:
    lesson.hits.value = lesson.goal
    lesson.check.click()


def fewest_miss(lesson: FewestHits) -> None:
    lesson.hits.value = 0
    lesson.check.click()


def placement_refuse(lesson: PlacementLesson) -> None:
    """The Master, chosen at the start, on an athletes' slot."""
    assert lesson.app.token == "M"
    lesson.app.board.click_pick(("slot", "waterfall"))


def placement_succeed(lesson: PlacementLesson) -> None:
    """Choose the token (a click on the athlete), click the slot; a slot with several ways to
    take it offers them as buttons, which play the way chosen."""
    app = lesson.app
    goal = lesson.goals[lesson.goal]
    action = next(a for a in app.state.legal_actions() if isinstance(a, Placement) and goal(a))
    if action.token != app.token:
        app.board.click_pick(("athlete", int(action.token) - 1))
    assert app.token == action.token
    app.board.click_pick(("slot", action.slot))
    if not app.match.ply:
        assert app.play(action)  # the way's button
    assert mark_of(lesson).is_done


def prediction_succeed(lesson: PredictionLesson) -> None:
    assert lesson.app.play(Predict(lesson.favourite))  # the favourite's button


@dataclass(frozen=True)
class Exercise:
    """An exercise and how a learner drives it: ``refuse`` tries what the rules refuse (None:
    nothing can be refused there), ``miss`` an answer that is not the goal (None: none), and
    ``succeed`` does the exercise; ``show`` presses *Show me* (None: it has none)."""

    make: Callable[[str], Any]
    succeed: Callable[[Any], None]
    refuse: Callable[[Any], None] | None = None
    miss: Callable[[Any], None] | None = None
    show: Callable[[Any], None] | None = None


def _kaito(name: str) -> Exercise:
    return Exercise(
        make=lambda lang: recorded(lambda c: KAITO_LESSONS[name](lang=lang, canvas=c)),
        succeed=kaito_succeed,
        refuse=kaito_refuse,
        show=lambda lesson: lesson.show_me.click(),
    )


def _kami(name: str) -> Exercise:
    return Exercise(
        make=lambda lang: recorded(lambda c: PlayLesson(KAMI_LESSONS[name], lang=lang, canvas=c)),
        succeed=kami_succeed,
        refuse=kami_refuse if name == "counter" else None,  # a lead refuses no card of the hand
        show=lambda lesson: lesson.show_button.click(),
    )


def _placement(goal: str) -> Exercise:
    return Exercise(
        make=lambda lang: PlacementLesson(goal, lang=lang),
        succeed=placement_succeed,
        refuse=placement_refuse,
        show=lambda lesson: lesson.show.click(),
    )


def _staged(goal: str) -> Exercise:
    """Master YIN and an Adventure, driven as the placements are, on their staged position."""
    return Exercise(
        make=lambda lang: StagedLesson(goal, lang=lang),
        succeed=placement_succeed,
        refuse=placement_refuse,
        show=lambda lesson: lesson.show.click(),
    )


EXERCISES: dict[str, Exercise] = {
    **{f"kaito/{name}": _kaito(name) for name in KAITO_LESSONS},
    "dojo/train": Exercise(
        make=lambda lang: recorded(lambda c: TrainLesson(lang=lang, canvas=c)),
        succeed=lambda lesson: lesson.board.click_action(lesson.start.legal_actions()[0]),
        refuse=dojo_refuse,
        show=lambda lesson: lesson.show_me.click(),
    ),
    "dojo/trophy": Exercise(
        make=lambda lang: recorded(lambda c: TrophyLesson(lang=lang, canvas=c)),
        succeed=lambda lesson: lesson.board.click_action(lesson.start.legal_actions()[0]),
        refuse=dojo_refuse,
        show=lambda lesson: lesson.show_me.click(),
    ),
    "dojo/challenge": Exercise(
        make=lambda lang: ChallengeLesson(lang=lang), succeed=challenge_succeed
    ),
    **{
        f"dojo/puzzle-{i + 1}": Exercise(
            make=lambda lang, i=i: ScoringPuzzle(*PUZZLES[i], lang=lang),
            succeed=puzzle_succeed,
            miss=puzzle_miss,
            show=lambda lesson: lesson.show_me.click(),
        )
        for i in range(len(PUZZLES))
    },
    **{f"kami/{name}": _kami(name) for name in KAMI_LESSONS},
    "dojo-kun/fewest-hits": Exercise(
        make=lambda lang: FewestHits(lang=lang),
        succeed=fewest_succeed,
        miss=fewest_miss,
        show=lambda lesson: lesson.show.click(),
    ),
    **{f"dojo-kun/{goal}": _placement(goal) for goal in PLACEMENT_GOALS},
    **{f"dojo-kun/{goal}": _staged(goal) for goal in STAGED_GOALS},
    "dojo-kun/prediction": Exercise(
        make=lambda lang: PredictionLesson(lang=lang),
        succeed=prediction_succeed,
        show=lambda lesson: lesson.show.click(),
    ),
}
"""Every exercise of the four games' pages (the serpentine, which asks nothing, aside)."""

REFUSING = [name for name, exercise in EXERCISES.items() if exercise.refuse is not None]
SHOWING = [name for name, exercise in EXERCISES.items() if exercise.show is not None]
WITH_APP = [
    *(f"kami/{name}" for name in KAMI_LESSONS),
    *(f"dojo-kun/{goal}" for goal in PLACEMENT_GOALS),
    *(f"dojo-kun/{goal}" for goal in STAGED_GOALS),
    "dojo-kun/prediction",
]
"""The exercises on a live game: a move list, Undo and Redo."""
TRIES = [
    (name, before)
    for name, exercise in EXERCISES.items()
    for before, do in (
        ("refused", exercise.refuse),
        ("missed", exercise.miss),
        ("done", exercise.succeed),
    )
    if do is not None
]
"""Each exercise, and each kind of try it can get before *Start again*."""


def message_lines(widget: w.Widget) -> list[w.HTML]:
    """The message lines (each drawn in the four looks) inside ``widget``."""
    found = [widget] if "gk-why" in getattr(widget, "_dom_classes", ()) else []
    for child in getattr(widget, "children", ()):
        found += message_lines(child)
    return found


def at_start(lesson: Any) -> dict[str, Any]:
    """What the learner sees of an exercise that says and holds nothing yet: its message line,
    and, on a live game, the move list, the history and the Undo and Redo buttons."""
    says = lesson.feedback.value
    seen: dict[str, Any] = {"says": says, "kind": kind_of(lesson.feedback) if says else None}
    app = getattr(lesson, "app", None)
    if app is not None:
        seen |= {
            "moves": app.moves.options,
            "history": app.history.value,
            "undo": app.undo_button.disabled,
            "redo": app.redo_button.disabled,
            "ply": app.match.ply,
        }
    return seen


# -- one board, one line ---------------------------------------------------------------------


@pytest.mark.parametrize("name", list(EXERCISES))
def test_each_exercise_has_one_message_line_and_speaks_through_it(name: str) -> None:
    exercise = EXERCISES[name]
    lesson = exercise.make("en")
    assert message_lines(lesson.widget) == [lesson.feedback]
    exercise.succeed(lesson)
    assert kind_of(lesson.feedback) == "ok" and mark_of(lesson).is_done


def test_a_verdict_stays_under_the_computers_answers() -> None:
    """On a live game the computers answer the learner's move: the line says the verdict, then
    their moves."""
    lesson = EXERCISES["kami/counter"].make("en")
    kami_succeed(lesson)
    verdict, answers = lesson.feedback.value.split("<br>")
    assert verdict.startswith("<b>Well done.</b>") and answers.startswith("Then P3 passes")
    assert lesson.app.match.ply > 1 and kind_of(lesson.feedback) == "ok"


# -- Start again, another exercise, every exercise again --------------------------------------


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("name", "before"), TRIES)
def test_start_again_leaves_nothing_of_what_was_said_or_played(
    name: str, before: str, lang: str
) -> None:
    exercise = EXERCISES[name]
    do = {"refused": exercise.refuse, "missed": exercise.miss, "done": exercise.succeed}[before]
    assert do is not None
    lesson = exercise.make(lang)
    fresh = at_start(lesson)
    do(lesson)
    assert lesson.feedback.value != fresh["says"]  # something was said
    lesson.again.click()
    assert at_start(lesson) == fresh
    assert not mark_of(lesson).is_done


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", WITH_APP)
def test_start_again_leaves_nothing_to_redo_and_no_undone_move(name: str, lang: str) -> None:
    lesson = EXERCISES[name].make(lang)
    EXERCISES[name].succeed(lesson)
    app = lesson.app
    assert app.match.ply and not app.undo_button.disabled
    app.undo_button.click()
    assert not app.redo_button.disabled  # a move to redo, before Start again
    lesson.again.click()
    assert app.match.ply == 0 and not app.match.can_redo and not app.match.actions
    assert app.redo_button.disabled and app.undo_button.disabled
    assert app.moves.options == () and app.log == app.story


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("goal", list(PLACEMENT_GOALS))
def test_another_exercise_leaves_nothing_of_the_last(goal: str, lang: str) -> None:
    """The placement exercises share a board: choosing the next one in the menu after doing
    this one (or after a refusal) leaves no ✓, no refusal, no move to redo."""
    goals = list(PLACEMENT_GOALS)
    following = goals[(goals.index(goal) + 1) % len(goals)]
    fresh = at_start(PlacementLesson(following, lang=lang))
    for do in (placement_succeed, placement_refuse):
        lesson = PlacementLesson(goal, lang=lang)
        do(lesson)
        assert kind_of(lesson.feedback) in ("ok", "refused")
        lesson.tasks.value = following
        assert at_start(lesson) == fresh


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", ["kaito", "dojo", "kami", "dojo-kun"])
def test_starting_every_exercise_again_clears_every_line(game: str, lang: str) -> None:
    page = GamePage(game, lang)
    shared = [f"dojo-kun/{goal}" for goal in list(PLACEMENT_GOALS)[1:]]  # the first's board
    mine = {n: e for n, e in EXERCISES.items() if n.split("/")[0] == game and n not in shared}
    lessons = {name: exercise.make(lang) for name, exercise in mine.items()}
    fresh = {name: at_start(lesson) for name, lesson in lessons.items()}
    for name, lesson in lessons.items():
        mine[name].succeed(lesson)
    assert page.progress.count()[0] == len(lessons)
    page.progress.restart_all()
    assert {name: at_start(lesson) for name, lesson in lessons.items()} == fresh


# -- an accepted click after a refusal ---------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", REFUSING)
def test_an_accepted_try_replaces_a_refusal(name: str, lang: str) -> None:
    exercise = EXERCISES[name]
    lesson = exercise.make(lang)
    exercise.refuse(lesson)  # type: ignore[misc]
    assert kind_of(lesson.feedback) == "refused"
    exercise.succeed(lesson)
    assert kind_of(lesson.feedback) == "ok"
    assert not any(word in lesson.feedback.value for word in REFUSED)


@pytest.mark.parametrize("lang", LANGS)
def test_choosing_a_dojo_kun_token_replaces_a_refusal(lang: str) -> None:
    lesson = PlacementLesson("train", lang=lang)
    placement_refuse(lesson)
    assert kind_of(lesson.feedback) == "refused"
    lesson.app.board.click_pick(("athlete", 0))  # the athlete's card: his token is chosen
    assert lesson.app.token == "1" and kind_of(lesson.feedback) != "refused"
    assert not any(word in lesson.feedback.value for word in REFUSED)


@pytest.mark.parametrize("lang", LANGS)
def test_putting_back_a_kami_defense_replaces_a_refusal(lang: str) -> None:
    lesson = EXERCISES["kami/counter"].make(lang)
    app = lesson.app
    hand = app.state.hands[app.actor()]
    app.board.click_pick(("hand", hand.index("H")))  # the defense: a Horseman
    assert kind_of(app.why) == "tip" and app.defense == ("H", -1)
    app.board.click_pick(("hand", hand.index("E")))  # no play attacks with an Empress
    assert kind_of(app.why) == "refused" and app.defense == ("H", -1)
    app.board.click_pick(("hand", hand.index("H")))  # the defense clicked again: put back
    assert app.defense is None and app.why.value == ""


# -- Show me -------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("tried", [False, True])
@pytest.mark.parametrize("name", SHOWING)
def test_show_me_says_what_it_showed_and_never_praises(name: str, tried: bool, lang: str) -> None:
    exercise = EXERCISES[name]
    lesson = exercise.make(lang)
    if tried:  # the learner tried first, and was refused or missed
        (exercise.refuse or exercise.miss or (lambda _: None))(lesson)
    exercise.show(lesson)  # type: ignore[misc]
    said = lesson.feedback.value
    assert said and kind_of(lesson.feedback) == "tip", said
    assert not any(word in said for word in PRAISE + REFUSED), said
    assert not mark_of(lesson).is_done  # shown: the exercise stays to do


# -- Undo, Redo and the move list ----------------------------------------------------------------


def kaito_app(lang: str) -> KaitoApp:
    return recorded(lambda c: KaitoApp(seed=7, mode="red", level="greedy", lang=lang, canvas=c))


def kaito_app_refuse(app: KaitoApp) -> None:
    kaito_refuse(app)


def table_refuse(app: Any) -> None:
    """A decision the rules refuse, as the board or a button would send it."""
    state = app.state
    if isinstance(app, DojoApp):
        app.board.click_action(next(Train(c) for c in range(35) if state.why_illegal(Train(c))))
    elif isinstance(app, KamiApp):
        wrong = [Pass(), *(Play(d, a) for d in "SLHAGTME" for a in "SLHAGTME")]
        assert not app.play(next(a for a in wrong if state.why_illegal(a)))
    else:
        slot = next(
            s
            for s in ("waterfall", "athlete1", "expand", "first")
            if state.why_illegal(Placement(app.token, s)) is not None
        )
        app.board.click_pick(("slot", slot))
    assert kind_of(app.why) == "refused"


APPS: dict[str, tuple[Callable[[str], Any], Callable[[Any], None]]] = {
    "kaito": (kaito_app, kaito_app_refuse),
    "dojo": (
        lambda lang: recorded(
            lambda c: DojoApp(
                players=3, seats=("person", "computer", "computer"), seed=2, lang=lang, canvas=c
            )
        ),
        table_refuse,
    ),
    "kami": (
        lambda lang: recorded(
            lambda c: KamiApp(
                players=2,
                seats=("person", "computer"),
                seed=2,
                level="greedy",
                lang=lang,
                canvas=c,
            )
        ),
        table_refuse,
    ),
    "dojo-kun": (
        lambda lang: DojoKunApp(players=2, seats=("person", "computer"), seed=2, lang=lang),
        table_refuse,
    ),
}


def says_the_present_only(app: Any) -> None:
    """The line says the position shown: which move led there, and no move after it."""
    said = app.why.value
    assert kind_of(app.why) == "tip", said
    assert not any(word in said for word in REFUSED + PRAISE), said
    ply = app.match.ply
    if isinstance(app, KaitoApp):  # its status counts the move to play: "Move 4."
        assert f" {ply + 1}" in said, said
        return
    moves = [label.split(". ", 1)[1] for label, _ in app.moves.options]
    if ply:  # (in French, lower case after the colon)
        assert escape(inside(moves[ply - 1], app.lang)) in said, said
    for later in moves[ply:]:
        if later not in moves[:ply]:
            assert escape(later) not in said, (later, said)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", list(APPS))
def test_undo_redo_and_the_move_list_say_the_position_shown(name: str, lang: str) -> None:
    make, refuse = APPS[name]
    app = make(lang)
    rng = random.Random(4)
    for _ in range(3):
        assert app.play(rng.choice(app.state.legal_actions()))
    assert not app.state.is_over
    refuse(app)
    app.undo_button.click()
    says_the_present_only(app)
    refuse(app)
    app.redo_button.click()
    says_the_present_only(app)
    app.play(rng.choice(app.state.legal_actions()))  # a move played: the line says it
    assert kind_of(app.why) in ("ok", "info")
    first = 1 if isinstance(app, KaitoApp) else 0  # Kaito lists the start first
    app.moves.value = app.moves.options[first][1]
    says_the_present_only(app)
    refuse(app)
    app.moves.value = app.moves.options[-1][1]
    says_the_present_only(app)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", WITH_APP)
def test_in_an_exercise_undo_says_the_position_shown(name: str, lang: str) -> None:
    exercise = EXERCISES[name]
    lesson = exercise.make(lang)
    exercise.succeed(lesson)
    assert kind_of(lesson.feedback) == "ok"  # the ✓ of a move...
    lesson.app.undo_button.click()  # ...taken back: the ✓ goes with it
    says_the_present_only(lesson.app)
    lesson.app.redo_button.click()
    says_the_present_only(lesson.app)


def test_kaito_new_game_leaves_nothing_to_redo_and_no_refusal() -> None:
    app = kaito_app("en")
    app.play(app.state.legal_actions()[0])
    kaito_refuse(app)
    app.new_button.click()  # the computer, Black, places the Kaito: the first move
    assert len(app.moves.options) == app.match.ply + 1 and app.redo_button.disabled
    assert kind_of(app.why) == "ok" and "Kaito" in app.why.value
