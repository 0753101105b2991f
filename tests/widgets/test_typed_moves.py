"""A move typed in the field beside a board (``widgets.typed.MoveField``), on every game's table,
on Kaito's app and on a Kaito exercise, in English and French:

- a move in the game's notation plays exactly as the engine's ``parse_action`` reads it, and the
  field is emptied;
- ``?`` lists the moves open now, each in the notation the field reads;
- a text the game cannot read is refused on the message line, with an example that reads, and
  the position does not change;
- while nobody may act (a computer to move), a typed move is refused with the reason, and the
  position does not change.
"""

from __future__ import annotations

import re
from html import unescape
from typing import Any

import pytest

from gamekit.kaito import GAME as KAITO
from widgets.dojo.app import DojoApp
from widgets.dojo_kun.app import DojoKunApp
from widgets.kaito.app import KaitoApp
from widgets.kaito.lessons import LESSONS
from widgets.kami.app import KamiApp

LANGS = ["en", "fr"]


def tables(lang: str) -> list[tuple[str, Any]]:
    return [
        ("dojo", DojoApp(players=3, seats=("person", "computer", "computer"), lang=lang)),
        ("kami", KamiApp(players=2, seats=("person", "computer"), lang=lang)),
        ("dojo_kun", DojoKunApp(players=2, seats=("person", "computer"), lang=lang)),
    ]


def listed(message: str) -> list[str]:
    return [unescape(m) for m in re.findall(r"<code>(.*?)</code>", message)]


@pytest.mark.parametrize("lang", LANGS)
def test_each_table_plays_lists_and_refuses_typed_moves(lang: str) -> None:
    for name, app in tables(lang):
        state = app.state
        legal = [str(a) for a in state.legal_actions()]
        assert app.typed.submit("?"), name
        moves = listed(app.why.value)
        assert moves == legal[: len(moves)] and moves, (name, app.why.value)
        assert app.typed.widget.placeholder.endswith(legal[0]), name
        # unreadable: refused, with an example that reads, and nothing moves
        assert not app.typed.submit("zz9 not a move"), name
        assert "gk-say-refused" in app.why._dom_classes, (name, app.why._dom_classes)
        example = listed(app.why.value)
        assert example and app.game.parse_action(example[0], state) is not None, name
        assert app.state is state, name
        # a legal move plays as parse_action reads it
        ply = app.match.ply
        assert app.typed.submit(legal[0]), name
        assert app.match.actions[ply] == app.game.parse_action(legal[0], state), name


def test_a_typed_move_waits_while_a_computer_is_to_move() -> None:
    app = DojoApp(players=3, seats=("person", "computer", "computer"), lang="fr")
    app.pacer.choice.value = "step"  # one computer move per click: the computers wait
    while app.actor() is not None:
        assert app.typed.submit(str(next(iter(app.state.legal_actions()))))
    assert app.pacer.waiting and app.actor() is None
    state = app.state
    assert app.typed.widget.placeholder == ""
    assert not app.typed.submit(str(next(iter(state.legal_actions()))))
    assert app.state is state
    assert "Coup suivant" in unescape(app.why.value), app.why.value


@pytest.mark.parametrize("lang", LANGS)
def test_kaito_app_and_exercise_take_typed_moves(lang: str) -> None:
    app = KaitoApp(seed=2024, lang=lang)
    state = app.state
    assert app.typed.submit("?")
    first, *_ = listed(app.why.value)
    assert sorted(listed(app.why.value)) == sorted(str(a) for a in state.legal_actions())
    assert not app.typed.submit("K@z9")
    assert app.state is state
    assert app.typed.submit(first)
    assert app.match.actions[0] == KAITO.parse_action(first, state)

    lesson = LESSONS["place"](lang=lang)
    start = lesson.state
    assert not lesson.typed.submit("b2 b2")
    assert lesson.state is start
    solution = str(lesson.solution()[0])
    assert lesson.typed.submit(solution)
    assert lesson.solved
    # the exercise done, a typed move is told so and changes nothing
    done = lesson.state
    assert not lesson.typed.submit(solution)
    assert lesson.state is done
    assert lesson.typed.widget.placeholder == ""
