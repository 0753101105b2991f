"""What Dojo looks like, as shapes (see :mod:`widgets.shapes`): cards, trophies and dojos.

A dojo is drawn in its building frame of 5 rows x 7 columns (the engine's cells ``a1``..``g5``,
the first card on ``d3``), with a slot for a trophy left of each row and above each column: black
trophies go beside rows, orange ones above columns (``dojo.trophy.colour``). The frame is a grid
of 6 x 8 cells: row 0 holds the column slots, column 0 the row slots.

A card shows its disciple (the card's colour and name, in the page's language) and its belt (a
band in the belt's colour, with its number). A card the viewer may not see is drawn face down.

>>> from gamekit.dojo.cards import Card
>>> [s.tag for s in card_shapes(Card("T", 3), 0, 0, 60) if s.tag]
['card:T3']
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import lru_cache

from gamekit.dojo.actions import FRAME_COLS, FRAME_ROWS, PlaceTrophy, Train, cell_name
from gamekit.dojo.cards import DISCIPLE_NAMES, ROW_TROPHIES, TROPHY_LETTERS, TROPHY_NAMES, Card
from gamekit.dojo.scoring import Grid, Score, parse_grid, score
from widgets import theme
from widgets.geometry import Geometry
from widgets.shapes import Circle, Line, Poly, Rect, Shape, Text, rounded_rect
from widgets.svg import shapes_svg

GEOMETRY = Geometry(rows=FRAME_ROWS + 1, cols=FRAME_COLS + 1, cell=58, margin=4, gap=4, edge=4)
"""A dojo's frame on the live board (cell 0,0 unused; row 0 and column 0 are trophy slots)."""

# Every colour here stands out from what it is drawn on (WCAG 1.4.3 and 1.4.11, tested in
# tests/widgets/test_dojo_colours.py): a card's words at 4.5:1 on its face, a symbol or a mark
# at 3:1 on the mat, a cell or a card.
DISCIPLE_COLOURS = {
    "M": "#8e24aa",  # Monkey: purple
    "F": "#bf360c",  # Fox: deep orange
    "T": "#8a6500",  # Tigress: dark amber
    "C": "#00796b",  # Crane: teal
    "B": "#6d4c41",  # Bear: brown
    "R": "#546e7a",  # Raccoon: grey, the wild one
}
NAME_INK = "#ffffff"
"""A disciple's name on its card."""
BELT_COLOURS = {1: "#fafafa", 2: "#fdd835", 3: "#2e7d32", 4: "#1565c0", 5: "#212121"}
BELT_INK = {1: "#333333", 2: "#333333", 3: "#ffffff", 4: "#ffffff", 5: "#ffffff"}
CARD_EDGE = "#222222"
TROPHY_COLOURS = {"row": "#263238", "column": "#e65100"}
TROPHY_RING = "#f2c14e"
BACK = "#7f1d1d"
BACK_RING = "#e7c27a"
PAPER = "#f4ead5"
CELL_EMPTY = "#e9dcc0"
CELL_EDGE = "#8f7b52"
CELL_NAME = "#6f5f42"
"""A cell's name ("b4"), written on the empty cell."""
FRAME_EDGE = "#1a1a1a"
FRAME_LIGHT = "#ffffff"
"""A mark (the places to play, the last card placed, a refused place) is drawn between a
near-black and a white edge: one of the two stands out on any cell or card, as a focus ring does
on any page."""
TARGET = theme.TARGET
LAST = theme.LAST
REFUSED = theme.REFUSED


def card_shapes(
    card: Card | None, x: float, y: float, size: float, *, lang: str = "en", tag: str = ""
) -> tuple[Shape, ...]:
    """A card in the square (x, y, size); ``None`` or an unknown card is drawn face down."""
    return _card(card if card is not None and card.belt else None, x, y, size, lang, tag)


@lru_cache(maxsize=2048)
def _card(
    card: Card | None, x: float, y: float, size: float, lang: str, tag: str
) -> tuple[Shape, ...]:
    outline = rounded_rect(x + 1, y + 1, size - 2, size - 2, size * 0.1)
    if card is None:
        return (
            Poly(outline, fill=BACK, stroke="#3e0b0b", width=2, tag=tag or "card:hidden"),
            Circle(x + size / 2, y + size / 2, size * 0.22, stroke=BACK_RING, width=size * 0.05),
        )
    face = DISCIPLE_COLOURS[card.disciple]
    band_y = y + size * 0.58
    name = DISCIPLE_NAMES[lang][card.disciple].split("-")[0]
    return (
        Poly(outline, fill=face, stroke=CARD_EDGE, width=1.5, tag=tag or f"card:{card}"),
        Text(x + size / 2, y + size * 0.28, name, size * 0.2, NAME_INK),
        Rect(x + 3, band_y, size - 6, size * 0.3, fill=BELT_COLOURS[card.belt], stroke=CARD_EDGE),
        Text(x + size / 2, band_y + size * 0.15, str(card.belt), size * 0.22, BELT_INK[card.belt]),
    )


@lru_cache(maxsize=256)
def trophy_shapes(
    trophy: str, x: float, y: float, size: float, *, lang: str = "en", tag: str = ""
) -> tuple[Shape, ...]:
    """A trophy token: black for the rows, orange for the columns, with its initial."""
    line = "row" if trophy in ROW_TROPHIES else "column"
    cx, cy, r = x + size / 2, y + size / 2, size * 0.4
    initial = TROPHY_NAMES[lang][trophy][0]
    return (
        Circle(
            cx, cy, r, fill=TROPHY_COLOURS[line], stroke=TROPHY_RING, width=size * 0.07, tag=tag
        ),
        Text(cx, cy + 1, initial, size * 0.48, "#ffffff"),
    )


def trophy_letter(trophy: str) -> str:
    return TROPHY_LETTERS[trophy]


# -- a dojo in its frame ---------------------------------------------------------------------


def slot_rect(geom: Geometry, line: str, index: int) -> tuple[int, int, int, int]:
    """Where the trophy slot of frame row / column ``index`` is."""
    return geom.cell_rect(index + 1, 0) if line == "row" else geom.cell_rect(0, index + 1)


def cell_rect(geom: Geometry, cell: int) -> tuple[int, int, int, int]:
    """Where frame cell ``cell`` (0..34) is."""
    row, col = divmod(cell, FRAME_COLS)
    return geom.cell_rect(row + 1, col + 1)


def empty_cell(rect: tuple[float, float, float, float], tag: str) -> Shape:
    """An empty cell of a dojo, where a card may go."""
    x, y, w, h = rect
    return Poly(rounded_rect(x, y, w, h, w * 0.08), fill=CELL_EMPTY, stroke=CELL_EDGE, tag=tag)


def background(geom: Geometry = GEOMETRY) -> tuple[Shape, ...]:
    """The mat, the 35 cells of the frame, and the trophy slots."""
    width, height = geom.size
    shapes: list[Shape] = [Rect(0, 0, width, height, fill=PAPER, tag="mat")]
    for cell in range(FRAME_ROWS * FRAME_COLS):
        rect = cell_rect(geom, cell)
        shapes.append(empty_cell(rect, f"cell:{cell_name(cell)}"))
        # Each cell's name, which the messages use ("b4": column b, row 4); a card covers it.
        x, y, w, h = rect
        shapes.append(
            Text(x + w / 2, y + h / 2, cell_name(cell), w * 0.26, CELL_NAME, tag=f"name:{cell}")
        )
    for line, count in (("row", FRAME_ROWS), ("column", FRAME_COLS)):
        for index in range(count):
            x, y, w, h = slot_rect(geom, line, index)
            shapes.append(
                Circle(
                    x + w / 2,
                    y + h / 2,
                    w * 0.3,
                    stroke=TROPHY_COLOURS[line],
                    width=2,
                    tag=f"slot:{line}:{index}",
                )
            )
    return tuple(shapes)


def pieces(
    dojo: Iterable[Card | None],
    trophies: Iterable[tuple[str, int, str]],
    geom: Geometry = GEOMETRY,
    *,
    lang: str = "en",
) -> tuple[Shape, ...]:
    """The cards of a dojo and its placed trophies."""
    shapes: list[Shape] = []
    for cell, card in enumerate(dojo):
        if card is not None:
            x, y, w, _ = cell_rect(geom, cell)
            shapes += card_shapes(card, x, y, w, lang=lang, tag=f"card:{card}:{cell_name(cell)}")
    for line, index, trophy in trophies:
        x, y, w, _ = slot_rect(geom, line, index)
        shapes += trophy_shapes(trophy, x, y, w, lang=lang, tag=f"trophy:{trophy}:{line}{index}")
    return tuple(shapes)


def marks(
    actions: Iterable[object],
    geom: Geometry = GEOMETRY,
    *,
    last: int | None = None,
    refused: object = None,
) -> tuple[Shape, ...]:
    """Gold frames on the cells and slots the legal ``actions`` can use; the last card placed;
    a cross on the cell or slot of a ``refused`` action."""
    shapes: list[Shape] = []
    if isinstance(refused, Train | PlaceTrophy):
        if isinstance(refused, Train):
            x, y, w, h = cell_rect(geom, refused.cell)
        else:
            x, y, w, h = slot_rect(geom, refused.line, refused.index)
        pad = w * 0.22
        for a, b in (((x + pad, y + pad), (x + w - pad, y + h - pad)),
                     ((x + w - pad, y + pad), (x + pad, y + h - pad))):  # fmt: skip
            shapes.append(Line(*a, *b, stroke=FRAME_LIGHT, width=9))  # seen on a card too
            shapes.append(Line(*a, *b, stroke=REFUSED, width=5, tag="refused"))
    if last is not None:
        shapes += frame(cell_rect(geom, last), LAST, 3, "last", inset=1)
    for action in actions:
        if isinstance(action, Train):
            rect = cell_rect(geom, action.cell)
            tag = f"target:{cell_name(action.cell)}"
        elif isinstance(action, PlaceTrophy):
            rect = slot_rect(geom, action.line, action.index)
            tag = f"target:{action}"
        else:
            continue
        shapes += frame(rect, TARGET, 4, tag)
    return tuple(shapes)


def frame(
    rect: tuple[float, float, float, float],
    colour: str,
    width: float,
    tag: str,
    *,
    inset: float = 2,
) -> tuple[Shape, ...]:
    """A place framed in ``colour`` between a near-black and a white edge: one of the two
    stands out at 3:1 or more on the mat, an empty cell and every card alike (WCAG 1.4.11)."""
    x, y, w, h = rect
    path = rounded_rect(x + inset, y + inset, w - 2 * inset, h - 2 * inset, w * 0.1)
    return (
        Poly(path, stroke=FRAME_EDGE, width=width + 4),
        Poly(path, stroke=FRAME_LIGHT, width=width + 2),
        Poly(path, stroke=colour, width=width, tag=tag),
    )


def action_at(cell: tuple[int, int]) -> Train | PlaceTrophy | None:
    """What a click on grid cell (row, col) asks for: a tatami cell or a trophy slot."""
    row, col = cell
    if row == 0 and col == 0:
        return None
    if row == 0:
        return PlaceTrophy("column", col - 1)
    if col == 0:
        return PlaceTrophy("row", row - 1)
    return Train((row - 1) * FRAME_COLS + col - 1)


# -- a finished dojo, 3 rows x 4 columns, its trophies in the margins ---------------------------


def grid_background(geom: Geometry) -> tuple[Shape, ...]:
    """Paper and the 12 empty cells of a finished dojo (tagged ``cell:<row>,<col>``)."""
    width, height = geom.size
    shapes: list[Shape] = [Rect(0, 0, width, height, fill=PAPER, tag="mat")]
    for r in range(geom.rows):
        for c in range(geom.cols):
            shapes.append(empty_cell(geom.cell_rect(r, c), f"cell:{r},{c}"))
    return tuple(shapes)


def grid_pieces(
    cards: Iterable[Iterable[Card | None]],
    trophies: Mapping[str, str] | None,
    geom: Geometry,
    *,
    lang: str = "en",
) -> tuple[Shape, ...]:
    """The cards of a 3x4 dojo (rows top to bottom; ``None`` leaves a cell empty, tagged
    ``card:<code>:<row>,<col>``) and its trophies (``row1``.. / ``col1``..): black ones left of
    their rows, orange ones above their columns, in the margins."""
    shapes: list[Shape] = []
    for r, row in enumerate(cards):
        for c, card in enumerate(row):
            if card is not None:
                x, y, w, _ = geom.cell_rect(r, c)
                shapes += card_shapes(card, x, y, w, lang=lang, tag=f"card:{card}:{r},{c}")
    size = geom.margin - 2
    for line, trophy in (trophies or {}).items():
        index = int(line[-1]) - 1
        if line.startswith("row"):
            x, y, w, _ = geom.cell_rect(index, 0)
            shapes += trophy_shapes(trophy, x - geom.margin, y + (w - size) / 2, size, lang=lang)
        else:
            x, y, w, _ = geom.cell_rect(0, index)
            shapes += trophy_shapes(trophy, x + (w - size) / 2, y - geom.margin, size, lang=lang)
    return tuple(shapes)


GRID = Geometry(rows=3, cols=4, cell=56, margin=28, gap=4, edge=4)
"""A finished dojo of 3 x 4 tatamis, with its trophies (the lessons' and puzzles' pictures)."""
SCORED = Geometry(rows=3, cols=4, cell=56, margin=28, gap=4, edge=26)
"""The same with room for each row's and column's points."""


def dojo_svg(
    grid: str,
    trophies: Mapping[str, str] | None = None,
    *,
    lang: str = "en",
    size: int = 300,
    points: bool = False,
    incense: str = "best",
) -> str:
    """A finished dojo (grid text as for ``score``) with its trophies, as SVG. With ``points``,
    the dojo is drawn as scored (after any Broom or Assistant rearranged it, reading the Incense
    as ``incense`` says) with each row's points on its right and each column's below it."""
    if points:
        result = score(grid, dict(trophies or {}), incense=incense)
        return scored_svg(result, trophies, lang=lang, size=size, title=grid)
    return _grid_svg(parse_grid(grid), trophies, GRID, lang=lang, size=size, title=grid)


def scored_svg(
    result: Score,
    trophies: Mapping[str, str] | None = None,
    *,
    lang: str = "en",
    size: int = 300,
    title: str = "",
) -> str:
    """A dojo as ``result`` scored it: the arrangement scored (``result.grid``), each row's points
    on its right and each column's below it, and the lines a Broom or an Assistant rearranged
    framed."""
    shapes = list(_grid_shapes(result.grid, trophies, SCORED, lang=lang))
    for line in result.rearranged:
        index = int(line[3:]) - 1
        if line.startswith("row"):
            x, y, _, h = SCORED.cell_rect(index, 0)
            right, _, w_, _ = SCORED.cell_rect(index, 3)
            box = (x - 3, y - 3, right + w_ - x + 6, h + 6)
        else:
            x, y, w_, _ = SCORED.cell_rect(0, index)
            _, bottom, _, h = SCORED.cell_rect(2, index)
            box = (x - 3, y - 3, w_ + 6, bottom + h - y + 6)
        shapes += frame(box, LAST, 3, f"moved:{line}", inset=0)
    for r, row_score in enumerate(result.rows):
        x, y, w_, h = SCORED.cell_rect(r, 3)
        shapes.append(Text(x + w_ + 13, y + h / 2, f"{row_score.points}", 16, "#1b5e20"))
    for c, column in enumerate(result.columns):
        x, y, w_, h = SCORED.cell_rect(2, c)
        shapes.append(Text(x + w_ / 2, y + h + 13, f"{column.points}", 16, "#0d47a1"))
    width, height = SCORED.size
    return shapes_svg(tuple(shapes), width, height, size=size, title=title)


def _grid_svg(
    cards: Grid,
    trophies: Mapping[str, str] | None,
    geom: Geometry,
    *,
    lang: str,
    size: int,
    title: str,
) -> str:
    width, height = geom.size
    shapes = _grid_shapes(cards, trophies, geom, lang=lang)
    return shapes_svg(shapes, width, height, size=size, title=title)


def _grid_shapes(
    cards: Grid, trophies: Mapping[str, str] | None, geom: Geometry, *, lang: str
) -> tuple[Shape, ...]:
    return grid_background(geom) + grid_pieces(cards, trophies, geom, lang=lang)
