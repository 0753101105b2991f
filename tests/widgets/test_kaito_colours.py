"""Kaito's board seen without colour and at low contrast (WCAG 1.4.1 and 1.4.11): every symbol
and mark the board draws stands at 3:1 or more against what it lies on, and red and black tiles
differ by a shape as well as by colour."""

from __future__ import annotations

import pytest

from gamekit.kaito import Tile
from widgets import theme
from widgets.kaito import pictures as p
from widgets.shapes import Poly

MARKS = {"target": theme.TARGET, "last": theme.LAST, "hint": theme.HINT, "selected": theme.SELECTED}
"""The frames drawn on a square, each with its near-black edge."""
UNDER = {"sand square": p.SLOT, "red tile": p.TILE_FACE[0], "black tile": p.TILE_FACE[1]}


@pytest.mark.parametrize(
    ("what", "ink", "ground"),
    [
        ("a tile's symbol", p.SYMBOL, p.TILE_FACE[0]),
        ("a tile's symbol", p.SYMBOL, p.TILE_FACE[1]),
        ("a red tile", p.TILE_FACE[0], p.SLOT),
        ("a black tile", p.TILE_FACE[1], p.SLOT),
        ("the red Kaito", p.KAITO_FACE[0], p.SLOT),
        ("the black Kaito", p.KAITO_FACE[1], p.SLOT),
        ("the Kaito's star", p.KAITO_STAR, p.KAITO_FACE[0]),
        ("the Kaito's star", p.KAITO_STAR, p.KAITO_FACE[1]),
        ("the ring round the Kaito's tile", p.KAITO_RING, p.TILE_FACE[0]),
        ("the ring round the Kaito's tile", p.KAITO_RING, p.TILE_FACE[1]),
        ("a dead tile's symbol", p.DEAD_INK, p.DEAD_FACE),
        ("a dead tile's edge", p.DEAD_EDGE, p.MAT),
        ("a coordinate", p.LABEL, p.MAT),
    ],
)
def test_each_symbol_stands_out_from_what_it_lies_on(what: str, ink: str, ground: str) -> None:
    assert theme.contrast(ink, ground) >= 3, what


@pytest.mark.parametrize("under", list(UNDER))
def test_each_frame_stands_out_on_any_square(under: str) -> None:
    """A frame (where the Kaito can go, the last move, the computer's choice, the editor's
    square) lies between a near-black and a white edge: one of them stands out at 3:1."""
    ground = UNDER[under]
    assert max(theme.contrast(p.FRAME_EDGE, ground), theme.contrast(p.FRAME_LIGHT, ground)) >= 3
    assert theme.contrast(p.FRAME_EDGE, p.FRAME_LIGHT) >= 3


@pytest.mark.parametrize("mark", list(MARKS))
def test_frames_are_drawn_with_their_edges(mark: str) -> None:
    edge, light, frame = p._frame(p.GEOMETRY, 14, MARKS[mark], 5, tag=f"{mark}:c3")
    assert isinstance(edge, Poly) and (edge.stroke, light.stroke) == (p.FRAME_EDGE, p.FRAME_LIGHT)
    assert edge.width > light.width > frame.width
    assert frame.stroke == MARKS[mark] and frame.tag == f"{mark}:c3"


def test_red_and_black_tiles_differ_by_shape_too() -> None:
    for red, black in ((Tile.RED_SWORD, Tile.BLACK_SWORD), (Tile.RED_MON1, Tile.BLACK_MON1)):
        drawn = [p.tile_shapes(t, 0, 0, 100) for t in (red, black)]
        assert len(drawn[0]) > len(drawn[1]), "a red tile has its inner frame"
