"""Dojo's pictures at low contrast (WCAG 1.4.3 and 1.4.11): each pair of colours the board and the
pictures actually draw, one on the other, stands out at 4.5:1 for words and 3:1 for a symbol or a
mark; and what a colour tells is told another way too (WCAG 1.4.1)."""

from __future__ import annotations

import pytest

from gamekit.dojo.actions import PlaceTrophy, Train
from gamekit.dojo.cards import Card
from widgets import theme
from widgets.dojo import pictures as p
from widgets.shapes import Circle, Line, Poly, Text

FACES = {f"a {d} card": colour for d, colour in p.DISCIPLE_COLOURS.items()}
GROUNDS = {"the mat": p.PAPER, "an empty cell": p.CELL_EMPTY, **FACES}
"""Everything a mark may be drawn on."""

WORDS = [
    *((f"the disciple's name on {what}", p.NAME_INK, face) for what, face in FACES.items()),
    *(
        (f"the number of belt {belt}", p.BELT_INK[belt], colour)
        for belt, colour in p.BELT_COLOURS.items()
    ),
    ("a cell's name", p.CELL_NAME, p.CELL_EMPTY),
]

SYMBOLS = [
    ("a card's edge", p.CARD_EDGE, p.CELL_EMPTY),
    ("a card's edge", p.CARD_EDGE, p.PAPER),
    ("a belt's band edge", p.CARD_EDGE, p.BELT_COLOURS[1]),
    ("a card face down", p.BACK, p.CELL_EMPTY),
    ("a face-down card's ring", p.BACK_RING, p.BACK),
    ("a black trophy", p.TROPHY_COLOURS["row"], p.PAPER),
    ("an orange trophy", p.TROPHY_COLOURS["column"], p.PAPER),
    ("a trophy's letter, black trophy", "#ffffff", p.TROPHY_COLOURS["row"]),
    ("a trophy's letter, orange trophy", "#ffffff", p.TROPHY_COLOURS["column"]),
    ("an empty slot for black trophies", p.TROPHY_COLOURS["row"], p.PAPER),
    ("an empty slot for orange trophies", p.TROPHY_COLOURS["column"], p.PAPER),
    ("an empty cell's edge", p.CELL_EDGE, p.PAPER),
    ("the refusal's cross on an empty cell", p.REFUSED, p.CELL_EMPTY),
]


@pytest.mark.parametrize(("what", "ink", "ground"), WORDS)
def test_words_on_the_board_stand_out_at_4_5(what: str, ink: str, ground: str) -> None:
    assert theme.contrast(ink, ground) >= 4.5, what


@pytest.mark.parametrize(("what", "ink", "ground"), SYMBOLS)
def test_each_symbol_stands_out_from_what_it_lies_on(what: str, ink: str, ground: str) -> None:
    """(A trophy's letter is large text: 3:1 is its floor.)"""
    assert theme.contrast(ink, ground) >= 3, what


@pytest.mark.parametrize("ground", list(GROUNDS))
def test_each_mark_stands_out_on_the_mat_a_cell_and_every_card(ground: str) -> None:
    """A mark lies between a near-black and a white edge: one stands out at 3:1 on anything."""
    under = GROUNDS[ground]
    assert max(theme.contrast(p.FRAME_EDGE, under), theme.contrast(p.FRAME_LIGHT, under)) >= 3
    assert theme.contrast(p.FRAME_EDGE, p.FRAME_LIGHT) >= 3


def test_the_colours_tested_are_those_drawn() -> None:
    card = p.card_shapes(Card("T", 3), 0, 0, 58)
    assert card[0].fill == p.DISCIPLE_COLOURS["T"] and card[0].stroke == p.CARD_EDGE
    assert isinstance(card[1], Text) and card[1].fill == p.NAME_INK
    assert card[2].fill == p.BELT_COLOURS[3] and card[3].fill == p.BELT_INK[3]
    drawn = p.background()
    names = [s for s in drawn if isinstance(s, Text)]
    assert names and {s.fill for s in names} == {p.CELL_NAME}
    slots = [s for s in drawn if isinstance(s, Circle)]
    assert len(slots) == 12 and all(s.opacity == 1 for s in slots), "no faded slot"
    cells = [s for s in drawn if isinstance(s, Poly)]
    assert {(s.fill, s.stroke) for s in cells} == {(p.CELL_EMPTY, p.CELL_EDGE)}


def test_every_mark_is_drawn_with_its_edges() -> None:
    marks = p.marks((Train(15), PlaceTrophy("column", 0)), last=17, refused=Train(0))
    framed = {s.tag: i for i, s in enumerate(marks) if s.tag and s.tag != "refused"}
    assert set(framed) == {"last", "target:b3", "target:trophy a"}
    for i in framed.values():
        edge, light, mark = marks[i - 2 : i + 1]
        assert (edge.stroke, light.stroke) == (p.FRAME_EDGE, p.FRAME_LIGHT)
        assert edge.width > light.width > mark.width
    crosses = [s for s in marks if isinstance(s, Line)]
    assert [s.stroke for s in crosses] == [p.FRAME_LIGHT, p.REFUSED] * 2  # a white halo under
    assert all(s.tag == "refused" for s in crosses if s.stroke == p.REFUSED)
