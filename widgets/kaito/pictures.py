"""What a Kaito position looks like, as shapes (see :mod:`widgets.shapes`).

Three layers, as on the live board: the ``background`` (the mat, the 36 squares and their
names a-f and 1-6), the ``pieces`` (tiles and the Kaito) and the ``marks`` (where the Kaito can
go, the last move, a hint, a refused click). The canvas board and the SVG pictures both draw
these, so a lesson's picture and the live board always agree: :func:`kaito_svg` is the static
picture, in the manner of python-chess's ``chess.svg.board`` (a pure function from a state to SVG
text, with keyword-only options).

>>> import gamekit
>>> state = gamekit.load("kaito").from_code("SS1SSS/SS1HHs/4H1/ss1sss/hhshAA/AB1BCC r move c3 - -")
>>> kaito_svg(state, size=200)[:4]
'<svg'

Tiles are drawn as symbols a learner can name from across a room: a Katana (Sword) is a blade
with a guard and a handle, a Kabuto (Helmet) a dome with a neck guard and two horns, a Mon a
ring with its value inside. The Kaito is a round piece with a gold ring and star, in the colour
of the player to move; when a tile lies under it (a tile bought back in a trade) it becomes a
ring around that tile, so the tile stays visible.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from functools import lru_cache

from gamekit.kaito import RED, Capture, KaitoState, Place, Tile, parse_square, square_name
from widgets import theme
from widgets.geometry import Geometry
from widgets.shapes import Circle, Line, Poly, Rect, Shape, Text, arc_points, rounded_rect, star
from widgets.svg import shapes_svg

GEOMETRY = Geometry(rows=6, cols=6, cell=72, margin=28, gap=6, edge=8)
"""The Kaito board's layout in pixels (498 x 498)."""

COLUMNS = "abcdef"

# The playing mat and its empty squares.
MAT = "#efe4cc"
SLOT = "#dccaa4"
SLOT_EDGE = "#c2ab80"
LABEL = "#5d4a2c"

# Tiles: face, edge and symbol colour, indexed by colour (0 Red, 1 Black).
TILE_FACE = ("#b3261e", "#232323")
TILE_EDGE = ("#6d0f0a", "#000000")
SYMBOL = "#fff3dc"
# A tile captured by its own colour's player is out of play: shown face down.
DEAD_FACE = "#b9ad98"
DEAD_EDGE = "#8c806c"
DEAD_INK = "#4e463a"

# The Kaito: a round piece showing the colour of the player to move, with a gold ring and star.
KAITO_FACE = ("#c62828", "#111111")
KAITO_RING = "#f2c14e"
KAITO_STAR = "#ffe9a8"

# The dark and light edges of every frame drawn on a square (where the Kaito can go, the last move...).
FRAME_EDGE = "#1a1a1a"
FRAME_LIGHT = "#ffffff"

# Each player's colour in text and panels (Red, Black).
PLAYER_COLOURS = ("#b3261e", "#232323")


def cell_of(square: int) -> tuple[int, int]:
    """A square number (row * 6 + col) as (row, col)."""
    return divmod(square, 6)


def square_of(cell: tuple[int, int]) -> int:
    return cell[0] * 6 + cell[1]


def target_squares(state: KaitoState) -> tuple[int, ...]:
    """The squares a click can play: where the Kaito may be placed or may capture."""
    return tuple(a.square for a in state.legal_actions() if isinstance(a, Capture | Place))


# -- the background --------------------------------------------------------------------------


@lru_cache(maxsize=8)
def background(geom: Geometry = GEOMETRY, *, coordinates: bool = True) -> tuple[Shape, ...]:
    """The mat, an empty slot for each square, and the coordinate labels."""
    width, height = geom.size
    shapes: list[Shape] = [Rect(0, 0, width, height, fill=MAT, tag="mat")]
    for square in range(36):
        x, y, w, h = geom.cell_rect(*cell_of(square))
        shapes.append(
            Poly(
                rounded_rect(x, y, w, h, w * 0.12),
                fill=SLOT,
                stroke=SLOT_EDGE,
                width=2,
                tag=f"slot:{square_name(square)}",
            )
        )
    if coordinates:
        size = max(12.0, geom.margin * 0.6)
        for col in range(geom.cols):
            x, y = geom.column_label_at(col)
            shapes.append(Text(x, y, COLUMNS[col], size, LABEL, tag=f"label:{COLUMNS[col]}"))
        for row in range(geom.rows):
            x, y = geom.row_label_at(row)
            shapes.append(Text(x, y, str(row + 1), size, LABEL, tag=f"label:{row + 1}"))
    return tuple(shapes)


# -- tiles and the Kaito ---------------------------------------------------------------------


@lru_cache(maxsize=1024)
def tile_shapes(
    tile: Tile, x: float, y: float, size: float, *, dead: bool = False, tag: str = ""
) -> tuple[Shape, ...]:
    """One tile in the square (x, y, size): a coloured face with its symbol. ``dead`` shows it
    face down, as a tile captured by its own colour's player (out of play for good)."""
    face = DEAD_FACE if dead else TILE_FACE[tile.colour]
    edge = DEAD_EDGE if dead else TILE_EDGE[tile.colour]
    ink = DEAD_INK if dead else SYMBOL
    outline = rounded_rect(x + 1, y + 1, size - 2, size - 2, size * 0.12)
    shapes: list[Shape] = [
        Poly(outline, fill=face, stroke=edge, width=max(1.5, size / 30), tag=tag)
    ]
    if tile.colour == RED and not dead:
        # Red and black differ by a shape too, not by colour alone (a red face is nearly as dark
        # as a black one to a reader who does not see red, and on a washed-out projector).
        inset = size * 0.1
        frame = rounded_rect(x + inset, y + inset, size - 2 * inset, size - 2 * inset, size * 0.07)
        shapes.append(Poly(frame, stroke=SYMBOL, width=max(1.0, size / 45)))
    cx, cy = x + size / 2, y + size / 2
    if tile.kind == "sword":
        shapes += sword_shapes(cx, cy, size, ink)
    elif tile.kind == "helmet":
        shapes += helmet_shapes(cx, cy, size, ink, face)
    else:
        shapes += mon_shapes(cx, cy, size, ink, tile.value)
    return tuple(shapes)


def sword_shapes(cx: float, cy: float, u: float, ink: str) -> list[Shape]:
    """A Katana on the diagonal: handle at the bottom left, blade up to the top right."""
    d = (1 / math.sqrt(2), -1 / math.sqrt(2))  # along the sword, towards the tip
    n = (1 / math.sqrt(2), 1 / math.sqrt(2))  # across it

    def at(t: float, o: float = 0.0) -> tuple[float, float]:
        t -= 0.085  # centre the whole sword, handle to tip, on the tile
        return (
            round(cx + (t * d[0] + o * n[0]) * u, 2),
            round(cy + (t * d[1] + o * n[1]) * u, 2),
        )

    w = 0.055
    blade = Poly((at(0, -w), at(0.39, -w), at(0.5, w), at(0, w)), fill=ink)
    guard = Line(*at(0.0, -0.12), *at(0.0, 0.12), stroke=ink, width=0.075 * u)
    handle = Line(*at(-0.06), *at(-0.32), stroke=ink, width=0.1 * u)
    return [blade, guard, handle]


def helmet_shapes(cx: float, cy: float, u: float, ink: str, face: str) -> list[Shape]:
    """A Kabuto: a dome over a flared neck guard, with two horns rising in a V."""
    base = cy + 0.1 * u
    dome = Poly(arc_points(cx, base, 0.24 * u, 180, 360), fill=ink)
    guard = Poly(
        (
            (cx - 0.3 * u, base + 0.03 * u),
            (cx + 0.3 * u, base + 0.03 * u),
            (cx + 0.4 * u, base + 0.2 * u),
            (cx - 0.4 * u, base + 0.2 * u),
        ),
        fill=ink,
    )
    horns = [
        Line(
            cx - 0.05 * u, base - 0.2 * u, cx - 0.24 * u, cy - 0.36 * u, stroke=ink, width=0.07 * u
        ),
        Line(
            cx + 0.05 * u, base - 0.2 * u, cx + 0.24 * u, cy - 0.36 * u, stroke=ink, width=0.07 * u
        ),
    ]
    crest = Circle(cx, base - 0.11 * u, 0.055 * u, fill=face)
    return [dome, guard, *horns, crest]


def mon_shapes(cx: float, cy: float, u: float, ink: str, value: int) -> list[Shape]:
    """A Mon: a clan emblem ring with its value (1, 2 or 3) in large figures."""
    return [
        Circle(cx, cy, 0.33 * u, stroke=ink, width=0.055 * u),
        Text(cx, cy + 0.02 * u, str(value), 0.4 * u, ink),
    ]


def kaito_shapes(
    colour: int, x: float, y: float, size: float, *, on_tile: bool, tag: str = ""
) -> list[Shape]:
    """The Kaito in the colour of the player to move: a disc with a gold ring and star, or,
    standing on a tile, a ring around the tile with a small badge so the tile stays visible."""
    cx, cy = x + size / 2, y + size / 2
    face = KAITO_FACE[colour]
    if not on_tile:
        return [
            Circle(cx, cy, 0.38 * size, fill=face, stroke=KAITO_RING, width=0.08 * size, tag=tag),
            Poly(star(cx, cy, 0.22 * size, 0.08 * size), fill=KAITO_STAR),
        ]
    bx, by = x + 0.17 * size, y + 0.17 * size
    return [
        Circle(cx, cy, 0.47 * size, stroke=KAITO_RING, width=0.1 * size, tag=tag),
        Circle(cx, cy, 0.47 * size, stroke=face, width=0.04 * size),
        Circle(bx, by, 0.15 * size, fill=face, stroke=KAITO_RING, width=0.04 * size),
        Poly(star(bx, by, 0.1 * size, 0.035 * size), fill=KAITO_STAR),
    ]


def pieces(state: KaitoState, geom: Geometry = GEOMETRY) -> tuple[Shape, ...]:
    """Every tile on the grid, and the Kaito (once placed) showing whose turn it is."""
    shapes: list[Shape] = []
    for square, tile in enumerate(state.board):
        if tile is not None:
            x, y, w, _ = geom.cell_rect(*cell_of(square))
            shapes += tile_shapes(tile, x, y, w, tag=f"tile:{tile.letter}:{square_name(square)}")
    if state.kaito is not None:
        x, y, w, _ = geom.cell_rect(*cell_of(state.kaito))
        colour = state.to_play
        on_tile = state.board[state.kaito] is not None
        tag = f"kaito:{'rb'[colour]}:{square_name(state.kaito)}"
        shapes += kaito_shapes(colour, x, y, w, on_tile=on_tile, tag=tag)
    return tuple(shapes)


# -- marks -----------------------------------------------------------------------------------


def marks(
    geom: Geometry = GEOMETRY,
    *,
    targets: Iterable[int] = (),
    last: tuple[int | None, int] | None = None,
    hint: int | None = None,
    refused: int | None = None,
    selected: int | None = None,
) -> tuple[Shape, ...]:
    """The top layer: the last move of the Kaito (a trail from where it was), the squares it can
    reach (gold frames), a hint (teal), a refused click (a blue cross) and a chosen square."""
    shapes: list[Shape] = []
    u = geom.cell
    if last is not None:
        start, end = last
        ex, ey = geom.center(*cell_of(end))
        if start is not None and start != end:
            sx, sy = geom.center(*cell_of(start))
            length = math.hypot(ex - sx, ey - sy)
            stop = 0.42 * u / length  # end the trail at the Kaito's rim
            shapes.append(
                Line(
                    sx,
                    sy,
                    ex - (ex - sx) * stop,
                    ey - (ey - sy) * stop,
                    stroke=theme.LAST,
                    width=0.09 * u,
                    opacity=0.55,
                    tag=f"last:{square_name(start)}-{square_name(end)}",
                )
            )
            shapes.append(Circle(sx, sy, 0.16 * u, stroke=theme.LAST, width=0.06 * u, opacity=0.8))
        else:
            shapes.extend(_frame(geom, end, theme.LAST, 3, tag=f"last:{square_name(end)}"))
    for square in targets:
        shapes.extend(_frame(geom, square, theme.TARGET, 5, tag=f"target:{square_name(square)}"))
    if selected is not None:
        shapes.extend(
            _frame(geom, selected, theme.SELECTED, 6, tag=f"selected:{square_name(selected)}")
        )
    if hint is not None:
        x, y, w, h = geom.cell_rect(*cell_of(hint))
        shapes.append(Rect(x, y, w, h, fill=theme.HINT, opacity=0.3))
        shapes.extend(_frame(geom, hint, theme.HINT, 7, tag=f"hint:{square_name(hint)}"))
    if refused is not None:
        x, y, w, h = geom.cell_rect(*cell_of(refused))
        a, b = 0.22 * w, 0.78 * w
        for x1, y1, x2, y2 in ((a, a, b, b), (a, b, b, a)):
            shapes.append(
                Line(x + x1, y + y1, x + x2, y + y2, stroke="#ffffff", width=0.16 * w, opacity=0.8)
            )
        tag = f"refused:{square_name(refused)}"
        for x1, y1, x2, y2 in ((a, a, b, b), (a, b, b, a)):
            shapes.append(
                Line(x + x1, y + y1, x + x2, y + y2, stroke=theme.REFUSED, width=0.09 * w, tag=tag)
            )
            tag = ""
    return tuple(shapes)


def _frame(geom: Geometry, square: int, colour: str, width: float, tag: str) -> tuple[Shape, ...]:
    """A square framed in ``colour`` between a near-black and a white edge: one of the two
    stands out at 3:1 or more on a sand square, a red tile and a black one alike (WCAG 1.4.11),
    as a focus ring does on any page."""
    x, y, w, h = geom.cell_rect(*cell_of(square))
    inset = width / 2 + 1
    path = rounded_rect(x + inset, y + inset, w - 2 * inset, h - 2 * inset, w * 0.12)
    return (
        Poly(path, stroke=FRAME_EDGE, width=width + 4),
        Poly(path, stroke=FRAME_LIGHT, width=width + 2),
        Poly(path, stroke=colour, width=width, tag=tag),
    )


def kaito_svg(
    state: KaitoState,
    *,
    size: int | None = None,
    highlight: Iterable[int | str] = (),
    targets: bool = False,
    last: tuple[int | str | None, int | str] | None = None,
    hint: int | str | None = None,
    refused: int | str | None = None,
    coordinates: bool = True,
    title: str | None = None,
) -> str:
    """A picture of a Kaito position as SVG text.

    ``highlight`` frames squares (numbers or names like ``"c4"``), ``targets=True`` frames every
    square the Kaito can reach, ``last=(from, to)`` draws the Kaito's last move, ``hint`` and
    ``refused`` mark one square each; ``size`` is the width in pixels (the picture scales).
    """
    geom = GEOMETRY
    framed = [_square(s) for s in highlight]
    if targets:
        framed += [s for s in target_squares(state) if s not in framed]
    move = (
        None if last is None else (None if last[0] is None else _square(last[0]), _square(last[1]))
    )
    shapes = (
        *background(geom, coordinates=coordinates),
        *pieces(state, geom),
        *marks(
            geom,
            targets=framed,
            last=move,
            hint=None if hint is None else _square(hint),
            refused=None if refused is None else _square(refused),
        ),
    )
    width, height = geom.size
    return shapes_svg(shapes, width, height, size=size, title=title or state.to_code())


def tile_svg(tile: Tile, *, size: int = 36, dead: bool = False) -> str:
    """One tile as a small SVG picture (face down when ``dead``)."""
    return shapes_svg(
        tile_shapes(tile, 0, 0, 100, dead=dead), 100, 100, size=size, title=tile.label
    )


def _square(square: int | str) -> int:
    return parse_square(square) if isinstance(square, str) else square
