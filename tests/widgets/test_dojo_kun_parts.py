"""Dojo Kun's table in parts, as a phone shows it (``widgets/dojo_kun/pictures/parts.py``): no part
is wider than a phone shows at 12-pixel words, every spot a tap may pick lies in one part, and no
part's edge cuts a thing in two, in positions of every stage of a game, at 1 to 4 seats, in
English and French.

What is drawn across the cuts on purpose is left out: the panels behind a band (the village, the
tournament, a Dojo) and the lines joining the bracket's two halves. A mark's frame may reach half
a pixel past a cut (its antialiased edge).
"""

from __future__ import annotations

import random

import pytest

import gamekit
from widgets.canvas import LAYERS, RecordingCanvas
from widgets.dojo_kun.board import DojoKunBoard
from widgets.dojo_kun.pictures.parts import WIDEST, parts
from widgets.fonts import text_width
from widgets.shapes import Circle, Line, Poly, Rect, Shape, Text

GAME = gamekit.load("dojo-kun")
BACKDROP = 380
"""A shape wider than this is a band's panel, drawn behind the parts."""


def bounds(shape: Shape) -> tuple[float, float, float, float]:
    """Where ``shape`` draws, its stroke and its letters included: (left, top, right, bottom)."""
    if isinstance(shape, Text):
        width = text_width(shape.text, shape.size, bold=shape.bold)
        if shape.width is not None:
            width = min(width, shape.width)
        return (shape.x - width / 2, shape.y - shape.size / 2,
                shape.x + width / 2, shape.y + shape.size / 2)  # fmt: skip
    if isinstance(shape, Rect):
        box = (shape.x, shape.y, shape.x + shape.w, shape.y + shape.h)
    elif isinstance(shape, Circle):
        box = (shape.cx - shape.r, shape.cy - shape.r, shape.cx + shape.r, shape.cy + shape.r)
    elif isinstance(shape, Line):
        box = (min(shape.x1, shape.x2), min(shape.y1, shape.y2),
               max(shape.x1, shape.x2), max(shape.y1, shape.y2))  # fmt: skip
    else:
        assert isinstance(shape, Poly)
        xs, ys = [p[0] for p in shape.points], [p[1] for p in shape.points]
        box = (min(xs), min(ys), max(xs), max(ys))
    edge = shape.width / 2 if getattr(shape, "stroke", None) else 0
    return (box[0] - edge, box[1] - edge, box[2] + edge, box[3] + edge)


def within(box: tuple[float, float, float, float], part: tuple[float, ...], slack: float) -> bool:
    x, y, w, h = part
    left, top, right, bottom = box
    return (
        left >= x - slack
        and right <= x + w + slack
        and top >= y - slack
        and bottom <= y + h + slack
    )


def positions(count: int) -> list[tuple[object, int, str]]:
    """``count`` positions from random games (1 to 4 seats, the prelude and the tournaments),
    each with the seat whose Dojo is drawn and a language."""
    found = []
    for seed in range(count):
        rng = random.Random(seed)
        players = rng.choice([1, 2, 3, 4])
        state = GAME.new_state(seed=seed, players=players)
        for _ in range(rng.randrange(0, 400)):
            if state.is_over:
                break
            state = state.apply(rng.choice(state.legal_actions()))
        found.append((state, rng.randrange(players), rng.choice(["en", "fr"])))
    return found


@pytest.mark.parametrize(("state", "player", "lang"), positions(60))
def test_no_part_cuts_a_thing_and_every_spot_lies_in_one(state, player: int, lang: str) -> None:
    board = DojoKunBoard(state.players, canvas=RecordingCanvas(), lang=lang)
    board.canvas.connect()
    names = GAME.player_names[: state.players]
    board.show(state, player, names=names)
    found = parts(state, player, names, lang)
    assert found == board.parts()
    assert max(w for _, _, w, _ in found) <= WIDEST
    cut = []
    for layer in LAYERS:
        for shape in board.scene().get(layer, ()):
            box = bounds(shape)
            left, top, right, bottom = max(box[0], 0), max(box[1], 0), min(box[2], 780), box[3]
            if right - left > BACKDROP or shape.tag == "bracket-line":
                continue
            if not any(within((left, top, right, min(bottom, 484)), p, 0.5) for p in found):
                cut.append(f"{layer} {shape.tag or type(shape).__name__}: {box}")
    assert not cut, f"cut by the parts' edges: {cut[:5]}"
    for spot in board.spots():
        centre = (spot.x + spot.w / 2, spot.y + spot.h / 2)
        holders = [p for p in found if within((*centre, *centre), p, 0)]
        assert holders, f"{spot.label}: in no part"
