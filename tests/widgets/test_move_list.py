"""Redo and a move list in every table app (Dojo, Kami, Dojo Kun), as Kaito has: undo takes
back a person's decision, redo plays it again, and choosing a move in the list shows the game
after it, at a person's turn."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from widgets.dojo.app import DojoApp
from widgets.dojo_kun.app import DojoKunApp
from widgets.kami.app import KamiApp

APPS: dict[str, Callable[[], Any]] = {
    "dojo": lambda: DojoApp(players=3, seats=("person", "computer", "computer"), seed=2),
    "kami": lambda: KamiApp(players=2, seats=("person", "computer"), seed=2, level="greedy"),
    "dojo-kun": lambda: DojoKunApp(players=2, seats=("person", "computer"), seed=2),
}


def play_some(app: Any, rng: random.Random, decisions: int) -> None:
    for _ in range(decisions):
        if app.state.is_over:
            return
        assert app.actor() is not None
        app.play(rng.choice(app.state.legal_actions()))


@pytest.mark.parametrize("name", list(APPS))
def test_undo_then_redo_comes_back_to_the_same_game(name: str) -> None:
    app = APPS[name]()
    play_some(app, random.Random(1), 3)
    after, ply = app.state, app.match.ply
    assert app.redo_button.disabled
    app.undo()
    assert app.match.ply < ply and not app.redo_button.disabled
    app.redo()
    assert app.state == after or app.actor() is not None  # a person decides, or it is over
    while app.match.can_redo:
        app.redo()
    assert app.state == after and app.redo_button.disabled


@pytest.mark.parametrize("name", list(APPS))
def test_the_move_list_names_every_move_and_jumps_to_a_persons_turn(name: str) -> None:
    app = APPS[name]()
    play_some(app, random.Random(2), 3)
    actions = app.match.actions
    assert len(app.moves.options) == len(actions) > 3
    assert app.moves.value == app.match.ply - 1
    labels = [label for label, _ in app.moves.options]
    assert all(label.startswith(f"{i + 1}. ") for i, label in enumerate(labels))
    app.moves.value = 0  # after the first move
    assert app.match.ply >= 1 and (app.actor() is not None or app.state.is_over)
    assert len(app.moves.options) == len(actions)  # the later moves stay, to redo
    app.moves.value = len(actions) - 1
    assert app.match.ply == len(actions)


def test_the_move_list_and_redo_speak_french() -> None:
    app = DojoKunApp(players=2, seats=("person", "computer"), seed=2, lang="fr")
    play_some(app, random.Random(3), 2)
    assert app.redo_button.description == "Rétablir"
    assert any("Maître" in label or "P" in label for label, _ in app.moves.options)


@pytest.mark.parametrize("name", list(APPS))
def test_after_undo_the_moves_taken_back_are_marked_so(name: str) -> None:
    app = APPS[name]()
    play_some(app, random.Random(4), 3)
    app.undo()
    ply, labels = app.match.ply, [label for label, _ in app.moves.options]
    assert len(labels) > ply
    assert not any("taken back" in label for label in labels[:ply])
    assert all(label.endswith("(taken back: Redo plays it)") for label in labels[ply:])
    app.redo()
    while app.match.can_redo:
        app.redo()
    assert not any("taken back" in label for label, _ in app.moves.options)


def test_a_french_move_taken_back_says_so_in_french() -> None:
    app = KamiApp(players=2, seats=("person", "computer"), seed=2, level="greedy", lang="fr")
    play_some(app, random.Random(4), 2)
    app.undo()
    assert any("(annulé : Rétablir le rejoue)" in label for label, _ in app.moves.options)
