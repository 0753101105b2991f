"""Kami's table at low contrast and without colour (WCAG 1.4.1, 1.4.3 and 1.4.11): every mark and
symbol it draws stands at 3:1 or more against what it lies on, every word at 4.5:1, computed
from the palette pairs the pictures draw; no colour the live table paints escapes these pairs;
and the three marks (a card that may be picked, the card picked, the attack to answer) differ
by their shape, not only by their colour."""

from __future__ import annotations

import random

import pytest

from gamekit.kami.cards import HIDDEN
from widgets.canvas import LAYERS, RecordingCanvas
from widgets.kami import pictures as p
from widgets.kami.app import KamiApp
from widgets.shapes import Line, Poly, Text
from widgets.theme import contrast

GROUNDS = {"the felt": p.PAPER, "a card's face": p.FACE, "an empty place": p.EMPTY}
"""What the table's marks lie on: the felt round a card, the card's face inside its edge, an
empty place of a hand or line beside it."""

SYMBOLS = [
    *(
        (f"{what} on {g}", ink, ground)
        for what, ink in (
            ("a card that may be picked", p.TARGET),
            ("the card picked", p.PICKED),
            ("the attack to answer", p.ATTACK),
        )
        for g, ground in GROUNDS.items()
    ),
    ("a card's edge on the felt", p.INK, p.PAPER),
    ("a face-down card's corner and frame on its face", p.BACK, p.FACE),
    ("a hidden card's diamond on its back", "#d8b45a", p.BACK),
    ("a hidden card's back on the felt", p.BACK, p.PAPER),
    ("an empty mercenary pile's outline on the felt", p.EMPTY_PILE, p.PAPER),
    ("a mercenary pile's number disc on the felt", p.INK, p.PAPER),
]
"""(what, its colour, what it lies on): 3:1 at least."""

WORDS = [
    *(
        (f"the letter {kind} on its band", p.LETTER_COLOURS[kind], band)
        for kind, band in p.KIND_COLOURS.items()
    ),
    ("a card's points and name on its face", p.INK, p.FACE),
    ("a score on the felt", p.INK, p.PAPER),
    ("what a line is, on the felt", p.LABEL, p.PAPER),
    ("a pile's number on its disc", "#ffffff", p.INK),
    *((f"a seat's name in its side's colour {c}", c, p.PAPER) for c in p.SIDE_COLOURS),
]
"""(what, its colour, what it lies on): 4.5:1 at least (the table's words are 15 to 18 px, not
large text)."""


@pytest.mark.parametrize(("what", "ink", "ground"), SYMBOLS, ids=[w for w, _, _ in SYMBOLS])
def test_each_mark_and_symbol_stands_out_from_what_it_lies_on(
    what: str, ink: str, ground: str
) -> None:
    assert contrast(ink, ground) >= 3, f"{what}: {contrast(ink, ground):.2f}:1"


@pytest.mark.parametrize(("what", "ink", "ground"), WORDS, ids=[w for w, _, _ in WORDS])
def test_each_word_stands_out_from_what_it_lies_on(what: str, ink: str, ground: str) -> None:
    assert contrast(ink, ground) >= 4.5, f"{what}: {contrast(ink, ground):.2f}:1"


def test_each_card_is_drawn_in_the_colours_checked() -> None:
    for kind in p.KIND_COLOURS:
        face, band, letter, points, name = p.card_shapes(kind, 0, 0, p.CELL_W)
        assert (face.fill, face.stroke, band.fill) == (p.FACE, p.INK, p.KIND_COLOURS[kind])
        assert (letter.fill, points.fill, name.fill) == (p.LETTER_COLOURS[kind], p.INK, p.INK)
    back, diamond = p.card_shapes(HIDDEN, 0, 0, p.CELL_W)
    assert (back.fill, diamond.stroke) == (p.BACK, "#d8b45a")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_live_table_paints_only_colours_checked(players: int) -> None:
    """Every colour of a word, mark or symbol the live table paints through a game (every card
    shown, picks framed) is one of those checked above."""
    words = {ink for _, ink, _ in WORDS}
    marks = {ink for _, ink, _ in SYMBOLS} | {p.INK, "#0d1f33"}  # the card's own outlines
    app = KamiApp(
        players=players, seats=("person",) * players, seed=3, teacher=True, canvas=RecordingCanvas()
    )
    app.board.canvas.connect()
    rng = random.Random(3)
    texts: set[str] = set()
    strokes: set[str] = set()
    for _ in range(120):
        if app.state.is_over:
            break
        selectable = app._selectable() if app.actor() is not None else []
        if selectable:
            app.pick(selectable[0])  # a defense picked: its double frame drawn
        for name in LAYERS:
            shapes = app.board.canvas.layer(name).shapes
            texts |= {s.fill for s in shapes if isinstance(s, Text)}
            strokes |= {s.stroke for s in shapes if isinstance(s, Poly | Line) and s.stroke}
        app.forget()
        app.play(rng.choice(app.state.legal_actions()))
    assert texts and texts <= words, texts - words
    assert {p.TARGET, p.PICKED} <= strokes <= marks, strokes - marks


def test_the_marks_differ_by_their_shape_not_only_their_colour() -> None:
    layout = p.Layout(4, focus=0)
    row = layout.hand_row[0]
    drawn = p.marks(layout, ((row, 1),), (row, 2), (layout.line_row[1], 1))
    may = [s for s in drawn if s.stroke == p.TARGET]
    picked = [s for s in drawn if s.stroke == p.PICKED]
    attack = [s for s in drawn if s.stroke == p.ATTACK]
    assert len(may) == 1 and isinstance(may[0], Poly)  # one frame
    assert len(picked) == 2 and all(isinstance(s, Poly) for s in picked)  # a double frame
    assert len(attack) == 8 and all(isinstance(s, Line) for s in attack)  # four corners
    assert picked[0].tag.startswith("picked:") and attack[0].tag == "attack"
