"""Kaito's explorer answers *Solve*: who wins from the position with best play, in how many turns,
the best line in words and its first move framed on the board; a position too large to finish in
time says so, and what the computer would play meanwhile."""

from __future__ import annotations

import random

import pytest

from gamekit.kaito import GAME, KaitoState
from widgets.canvas import RecordingCanvas
from widgets.feedback import plain
from widgets.kaito.explorer import KaitoExplorer


def small(tiles: int = 14) -> KaitoState:
    """The first position of seeded random games with at most ``tiles`` tiles on the grid, at a
    move, the game not over."""
    for seed in range(100):
        rng, state = random.Random(seed), GAME.new_state(seed=seed)
        while not state.is_over:
            if sum(t is not None for t in state.board) <= tiles and state.step == "move":
                return state
            state = state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no small position in 100 games")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_small_position_is_solved_and_its_best_move_framed(lang: str) -> None:
    state = small()
    explorer = KaitoExplorer(state.to_code(), lang=lang, canvas=RecordingCanvas())
    solution = explorer.solve()
    said = plain(explorer.answer.value)
    assert solution.complete and solution.text(lang) in said
    assert {"en": "Best play: ", "fr": "Meilleur jeu : "}[lang] in said
    assert said.endswith(("…", ".")) and not said.endswith((".…", "….", ".."))
    assert explorer.board.hint == solution.line[0].square
    assert explorer.state == state  # nothing played


def test_a_position_too_large_says_so_and_what_the_computer_would_play() -> None:
    explorer = KaitoExplorer(GAME.new_state(seed=1).to_code(), canvas=RecordingCanvas())
    solution = explorer.solve(time_limit=0.05)
    said = plain(explorer.answer.value)
    assert not solution.complete and "Outcome unknown" in said
    assert "The computer would play" in said and explorer.board.hint is not None
