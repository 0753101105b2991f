"""Dojo Kun's boards at low contrast (WCAG 1.4.3 and 1.4.11): every symbol and mark they draw
stands at 3:1 or more against what it lies on, every word at 4.5:1, computed from the palette
pairs the pictures draw; and no colour the live board paints as text escapes these pairs."""

from __future__ import annotations

import random

import pytest

from widgets.canvas import LAYERS, RecordingCanvas
from widgets.dojo_kun.app import DojoKunApp
from widgets.dojo_kun.pictures import style as s
from widgets.dojo_kun.pictures.glyphs import die_shapes, level_dice, token_shapes
from widgets.dojo_kun.pictures.scene import marks
from widgets.shapes import Poly, Text
from widgets.theme import contrast

GROUNDS = {
    "the board": s.BOARD,
    "the paper": s.PAPER,
    "a card": s.CARD,
    "a tile": s.TILE,
    "a slot": s.SLOT_FILL,
    "the Combat board": s.COMBAT_PANEL,
}
"""What the boards' symbols, marks and words lie on."""

SYMBOLS = [
    *((f"a symbol on the {c} die", s.DIE_INK[c], s.DIE_COLOURS[c]) for c in s.DIE_COLOURS),
    *(
        (f"a {c} level's edge on {g}", s.DIE_EDGE[c], ground)
        for c in s.DIE_EDGE
        for g, ground in GROUNDS.items()
    ),
    *((f"a die's edge on {g}", "#1a1a1a", ground) for g, ground in GROUNDS.items()),
    *((f"a token's rim on {g}", s.TOKEN_EDGE, ground) for g, ground in GROUNDS.items()),
    *((f"a slot's outline on {g}", s.INK, ground) for g, ground in GROUNDS.items()),
    *((f"a Ki token's rim on {g}", "#7a5200", ground) for g, ground in GROUNDS.items()),
    ("a symbol in white's box", s.INK, s.WHITE_SIDE),
    ("a symbol in black's box", "#ffffff", s.BLACK_SIDE),
]
"""(what, its colour, what it lies on): 3:1 at least."""

WORDS = [
    *(
        (f"{name} text on {g}", ink, ground)
        for name, ink in (
            ("ink", s.INK),
            ("faint", s.FAINT),
            ("brown", "#4e342e"),
            ("a gift", s.GIVES),
            ("Prestige", s.PRESTIGE_COLOUR),
            ("a warning", s.WARNING),
        )
        for g, ground in GROUNDS.items()
    ),
    *((f"white on the {d} Dojo's colour", "#ffffff", c) for d, c in s.DOJO_COLOURS.items()),
    *(
        (f"a {d} athlete's number on his white disc", c, "#ffffff")
        for d, c in s.DOJO_COLOURS.items()
    ),
    ("white on the Skull Dojo's colour", "#ffffff", s.SKULL_COLOUR),
    ("white on a Prestige badge", "#ffffff", s.PRESTIGE_COLOUR),
    ("ink on a Ki token", s.INK, s.KI_COLOUR),
    ("ink in white's box", s.INK, s.WHITE_SIDE),
    ("white in black's box", "#ffffff", s.BLACK_SIDE),
]
"""(what, its colour, what it lies on): 4.5:1 at least (the boards' words are 13 to 15 px)."""


@pytest.mark.parametrize(("what", "ink", "ground"), SYMBOLS, ids=[w for w, _, _ in SYMBOLS])
def test_each_symbol_stands_out_from_what_it_lies_on(what: str, ink: str, ground: str) -> None:
    assert contrast(ink, ground) >= 3, f"{what}: {contrast(ink, ground):.2f}:1"


@pytest.mark.parametrize(("what", "ink", "ground"), WORDS, ids=[w for w, _, _ in WORDS])
def test_each_word_stands_out_from_what_it_lies_on(what: str, ink: str, ground: str) -> None:
    assert contrast(ink, ground) >= 4.5, f"{what}: {contrast(ink, ground):.2f}:1"


def test_every_frame_lies_between_a_dark_and_a_light_edge() -> None:
    """A gold frame alone is 1.3:1 on the board's sand: each mark's frame is drawn over a
    near-black and a white edge, one of which stands out at 3:1 on any ground."""
    drawn = marks(("waterfall",), picked=("slot", "help"), refused="yang", last=(0, "first"))
    framed = [f for f in drawn if isinstance(f, Poly) and f.tag and f.fill is None]
    assert {f.tag.split(":")[0] for f in framed} >= {"target", "picked", "refused", "last"}
    for frame in framed:
        at = drawn.index(frame)
        edge, light = drawn[at - 2], drawn[at - 1]
        assert (edge.stroke, light.stroke) == (s.FRAME_EDGE, s.FRAME_LIGHT), frame.tag
        assert edge.points == light.points == frame.points
        assert edge.width > light.width > frame.width
    for ground in GROUNDS.values():
        assert max(contrast(s.FRAME_EDGE, ground), contrast(s.FRAME_LIGHT, ground)) >= 3
    assert contrast(s.FRAME_EDGE, s.FRAME_LIGHT) >= 3


def test_dice_levels_and_tokens_are_drawn_with_the_edges_checked() -> None:
    for colour in s.DIE_COLOURS:
        body = die_shapes(colour, 0, 0, 0, 30)[0]
        assert body.stroke == "#1a1a1a" and body.fill == s.DIE_COLOURS[colour]
    for shape in level_dice((1, 1, 1, 1), (0, 0, 0, 1), 0, 0, 100):
        if not hasattr(shape, "x1"):  # a wound's cross is a line of the edge's colour
            assert shape.stroke in s.DIE_EDGE.values()
    for dojo in s.DOJO_COLOURS:
        body, number = token_shapes(dojo, "1", 0, 0, 10)
        assert body.stroke == s.TOKEN_EDGE and number.fill == "#ffffff"


def test_the_live_board_paints_words_only_in_colours_checked() -> None:
    """Every text colour the live board paints through a seeded game (village, Dojos, bracket,
    Combat board) is one of the colours whose contrast is checked above."""
    checked = {ink for _, ink, _ in WORDS}
    app = DojoKunApp(players=3, seats=("person",) * 3, seed=4, canvas=RecordingCanvas())
    app.board.canvas.connect()
    rng, painted = random.Random(4), set()
    while not app.state.is_over:
        for name in LAYERS:
            painted |= {t.fill for t in app.board.canvas.layer(name).shapes if isinstance(t, Text)}
        app.play(rng.choice(app.state.legal_actions()))
    assert painted and painted <= checked, painted - checked
