"""No two texts a board shows overlap, and none runs off the board, on every game's board
through whole seeded games at every table size, in English and French (the shapes are those the
recording canvas was given to paint; a text wholly under a card laid later does not show).

Dojo Kun's board has its own, longer sweep in ``test_dojo_kun_board.py``.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from drawn_text import overlapping_texts

from widgets.canvas import LAYERS, RecordingCanvas
from widgets.dojo.app import DojoApp
from widgets.kaito.app import KaitoApp
from widgets.kami.app import KamiApp


def boards_through(app: Any, seed: int, moves: int = 400) -> Iterator[tuple[list, tuple]]:
    """The shapes on ``app``'s board and its size, after each move of a random game."""
    rng = random.Random(seed)
    app.board.canvas.connect()
    for _ in range(moves):
        canvas = app.board.canvas
        yield [s for name in LAYERS for s in canvas.layer(name).shapes], app.board.geometry.size
        if app.state.is_over:
            return
        app.play(rng.choice(app.state.legal_actions()))


def table(game: type, players: int, lang: str) -> Any:
    """A game of the card table with a person at every seat, every card shown (no screen to
    pass between moves)."""
    seats = ("person",) * players
    return game(players=players, seats=seats, canvas=RecordingCanvas(), lang=lang, teacher=True)


GAMES = [
    *(("kaito", 2, lang) for lang in ("en", "fr")),
    *(("dojo", n, lang) for n in (3, 4, 5) for lang in ("en", "fr")),
    *(("kami", n, lang) for n in (2, 3, 4) for lang in ("en", "fr")),
]


@pytest.mark.parametrize(("game", "players", "lang"), GAMES)
def test_no_two_texts_on_a_board_overlap_through_a_whole_game(
    game: str, players: int, lang: str
) -> None:
    if game == "kaito":
        app: Any = KaitoApp(canvas=RecordingCanvas(), lang=lang)
    else:
        app = table(DojoApp if game == "dojo" else KamiApp, players, lang)
    seen = 0
    for ply, (shapes, size) in enumerate(boards_through(app, seed=players)):
        faults = overlapping_texts(shapes, size)
        assert not faults, f"after {ply} moves:\n" + "\n".join(faults)
        seen += 1
    assert seen > 10
