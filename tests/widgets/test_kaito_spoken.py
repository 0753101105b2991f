"""The Kaito board as a screen reader meets it, checked against the engine's position through
whole seeded games, in English and French: the text alternative (the position row by row, the
Kaito's square, the captures), each square's name, the squares named as open to the Kaito, the
reading keys, and what the live region says after a move and after a refusal.

The expected words are built here from the engine's state and a small table of tile names, not
from the board's own code.
"""

from __future__ import annotations

import random

import pytest

from gamekit.kaito import Capture, EndTurn, Place, square_name
from widgets.kaito.app import KaitoApp

NAMES = {
    "en": {"sword": "Sword", "helmet": "Helmet", "mon": "Mon", "empty": "empty"},
    "fr": {"sword": "Sabre", "helmet": "Casque", "mon": "Mon", "empty": "vide"},
}
COLOURS = {"en": ("red", "black"), "fr": ("rouge", "noir")}
ROW = {"en": "Row {n}: ", "fr": "Ligne {n} : "}


def tile_words(tile: object, lang: str) -> set[str]:
    """The words a tile's name must hold: its kind, its colour and a Mon's value."""
    kind = tile.kind  # type: ignore[attr-defined]
    said = {NAMES[lang][kind if kind in ("sword", "helmet") else "mon"]}
    said.add(COLOURS[lang][tile.colour])  # type: ignore[attr-defined]
    if kind not in ("sword", "helmet"):
        said.add(str(tile.value))  # type: ignore[attr-defined]
    return said


def check_board(app: KaitoApp, lang: str) -> None:
    state, keys = app.state, app.board.keys
    summary = keys.summary
    assert keys.name == ("Kaito board" if lang == "en" else "Plateau de Kaito")
    for row in range(6):
        assert ROW[lang].format(n=row + 1) in summary
    if state.kaito is not None:
        assert f" {square_name(state.kaito)}." in summary
    labels = [spot["label"] for spot in keys.spots]
    assert len(labels) == 36
    open_to = {a.square for a in state.legal_actions() if isinstance(a, Place | Capture)}
    for square, label in enumerate(labels):
        name, _, lies = label.partition(", ")
        assert name == square_name(square)
        tile = state.board[square]
        if square == state.kaito:
            assert "Kaito" in lies
        elif tile is None:
            assert lies.startswith(NAMES[lang]["empty"]), label
        else:
            assert all(word in lies for word in tile_words(tile, lang)), label
        here = ("can go here" if lang == "en" else "peut y aller") in label
        assert here == (square in open_to), (label, sorted(open_to))


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("seed", [1, 7])
def test_the_board_in_words_follows_a_whole_game(lang: str, seed: int, heard: list[str]) -> None:
    rng = random.Random(seed)
    app = KaitoApp(seed=seed, lang=lang)  # two people at one board
    for _ in range(60):
        if app.state.is_over:
            break
        check_board(app, lang)
        state = app.state
        spots = app.board.keys.spots
        # a square the rules refuse, pressed with Enter: refused aloud with its rule
        open_to = {a.square for a in state.legal_actions() if isinstance(a, Place | Capture)}
        if open_to:
            wrong = rng.choice([s for s in range(36) if s not in open_to])
            app.board.keys.press(wrong)
            assert app.state is state
            assert heard and "[kaito." in heard[-1], heard[-1:]
        # a legal action: a square pressed, or a trade's button
        action = rng.choice(list(state.legal_actions()))
        if isinstance(action, Place | Capture):
            assert spots[action.square]["label"].startswith(square_name(action.square))
            app.board.keys.press(action.square)
        else:
            app.play(action)
        assert app.state != state
        assert heard, "a move is said"
        said = heard[-1]
        assert ("Red" if lang == "en" else "Rouge") in said or (
            "Black" if lang == "en" else "Noir"
        ) in said, said
    assert app.match.ply > 10


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_reading_keys_read_the_row_column_and_position(lang: str) -> None:
    app = KaitoApp(seed=5, lang=lang)
    board, state = app.board, app.state
    row = board.read("r", 14)  # c3
    assert row.startswith(ROW[lang].format(n=3).rstrip(" "))
    assert [square_name(s) for s in range(12, 18)] == [
        w.split()[0] for w in row.split(": ")[1].split(", ")
    ]
    column = board.read("c", 14)
    assert [square_name(s) for s in range(2, 36, 6)] == [
        w.split()[0] for w in column.split(": ", 1)[1].split(", ")
    ]
    assert board.read("p", 0) == board.keys.summary
    assert board.read("s", 0) and board.read("s", 0) in board.keys.summary
    assert board.read("?", 0) and "R" in board.read("?", 0)
    assert board.read("z", 0) is None
    assert app.state is state


def test_against_the_computer_a_reader_hears_both_moves_once(heard: list[str]) -> None:
    """In answer to the person's move, one sentence says it and the computer's answer; shown a
    second apart, each of the computer's actions is said alone."""
    app = KaitoApp(seed=3, level="random")
    app.mode.value = "red"  # the person plays Red; Black (the computer) places the Kaito first
    assert app.state.current_player == 0
    square = next(a.square for a in app.state.legal_actions() if isinstance(a, Capture))
    app.board.keys.press(square)
    if app.state.step == "trade":  # Red may trade: the turn ends with its button
        app.play(EndTurn())
    said = heard[-1]
    mine, _, computer = said.partition("Computer: ")
    assert "Red" in mine and computer.startswith("Black"), said
    assert "Computer:" in app.why.value and "Red" in app.why.value.split("Computer:")[0]

    waits: list = []
    app.pacer.schedule = lambda seconds, then: waits.append(then)
    app.pacer.choice.value = "second"
    while app.state.current_player == 0 and not app.state.is_over:
        action = next(iter(app.state.legal_actions()))
        app.play(action)
    start = len(heard)
    while waits:
        waits.pop(0)()
    alone = heard[start:]
    assert alone and all(s.startswith("Computer: Black") and "Red" not in s for s in alone), alone
