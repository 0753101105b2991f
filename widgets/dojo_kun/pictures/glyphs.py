"""The small things drawn everywhere on the Dojo Kun board: slots (circles for athletes,
octagons for the Master, as on the real boards), tokens, dice and their symbols, an athlete's
levels, Ki and Prestige."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache

from gamekit.dojo_kun.actions import OFFERS
from gamekit.dojo_kun.data import COLOURS, DICE, DISCIPLINES
from widgets.dojo_kun.pictures.style import (
    DIE_COLOURS,
    DIE_EDGE,
    DIE_INK,
    DIE_MARKS,
    DOJO_COLOURS,
    INK,
    KI_COLOUR,
    PRESTIGE_COLOUR,
    SKULL_COLOUR,
    SLOT_FILL,
    SMALL,
    TEXT,
    TOKEN_EDGE,
)
from widgets.shapes import Circle, Line, Poly, Rect, Shape, Text, rounded_rect, star


def octagon(cx: float, cy: float, r: float) -> tuple[tuple[float, float], ...]:
    """The outline of a Master's slot."""
    k = r * 0.4142
    return ((cx - k, cy - r), (cx + k, cy - r), (cx + r, cy - k), (cx + r, cy + k),
            (cx + k, cy + r), (cx - k, cy + r), (cx - r, cy + k), (cx - r, cy - k))  # fmt: skip


def slot_shape(
    slot: str, cx: float, cy: float, r: float, *, tag: str, fill: str = SLOT_FILL,
    opacity: float = 1.0,
) -> Shape:  # fmt: skip
    """A slot: an octagon for the Master's (the offers, Expand, Accelerate), else a circle."""
    if slot in OFFERS or slot in ("expand", "accelerate"):
        return Poly(octagon(cx, cy, r), fill=fill, stroke=INK, width=2, opacity=opacity, tag=tag)
    return Circle(cx, cy, r, fill=fill, stroke=INK, width=2, opacity=opacity, tag=tag)


@lru_cache(maxsize=512)
def symbol_shapes(
    symbol: str, cx: float, cy: float, size: float, ink: str = INK
) -> tuple[Shape, ...]:
    """A die symbol drawn in a ``size`` square: Hit a star, Block a shield, Hold a ring, Jump
    an arrow up, Ki a diamond."""
    s = size / 2
    if symbol == "hit":
        return (Poly(star(cx, cy, s, s * 0.45, tips=5), fill=ink),)
    if symbol == "block":
        shield = ((cx - s * 0.8, cy - s * 0.85), (cx + s * 0.8, cy - s * 0.85),
                  (cx + s * 0.8, cy + s * 0.05), (cx, cy + s * 0.9), (cx - s * 0.8, cy + s * 0.05))  # fmt: skip
        return (Poly(shield, fill=ink),)
    if symbol == "hold":
        return (Circle(cx, cy, s * 0.62, stroke=ink, width=max(1.5, s * 0.38)),)
    if symbol == "jump":
        arrow = ((cx, cy - s * 0.95), (cx + s * 0.85, cy + s * 0.1), (cx + s * 0.3, cy + s * 0.1),
                 (cx + s * 0.3, cy + s * 0.9), (cx - s * 0.3, cy + s * 0.9),
                 (cx - s * 0.3, cy + s * 0.1), (cx - s * 0.85, cy + s * 0.1))  # fmt: skip
        return (Poly(arrow, fill=ink),)
    diamond = ((cx, cy - s * 0.9), (cx + s * 0.7, cy), (cx, cy + s * 0.9), (cx - s * 0.7, cy))
    return (Poly(diamond, fill=ink),)


def die_mark(
    colour: str, cx: float, cy: float, r: float, *, fill: str | None, stroke: str | None = None,
    width: float = 1.0, tag: str = "",
) -> Shape:  # fmt: skip
    """The shape of a die ``colour`` (:data:`~.style.DIE_MARKS`) centred on (cx, cy), ``r`` from
    its centre to its edge: a square, a triangle pointing up, a disc or a triangle pointing
    down."""
    kind = DIE_MARKS[colour]
    if kind == "square":
        k = r * 0.86
        return Rect(cx - k, cy - k, 2 * k, 2 * k, fill=fill, stroke=stroke, width=width, tag=tag)
    if kind == "circle":
        return Circle(cx, cy, r * 0.95, fill=fill, stroke=stroke, width=width, tag=tag)
    if kind == "triangle":
        points = ((cx, cy - r), (cx + r, cy + r * 0.8), (cx - r, cy + r * 0.8))
    else:
        points = ((cx - r, cy - r * 0.8), (cx + r, cy - r * 0.8), (cx, cy + r))
    return Poly(points, fill=fill, stroke=stroke, width=width, tag=tag)


@lru_cache(maxsize=2048)
def die_shapes(
    colour: str, face: int | None, x: float, y: float, size: float, tag: str = ""
) -> tuple[Shape, ...]:
    """A die of ``colour`` showing ``face`` (an index into ``DICE[colour]``; None: not rolled).
    Its colour's shape (:func:`die_mark`) tells it without the colour: in the middle of a die not
    rolled, in the top-left corner of a rolled one (its symbols keep clear of that corner)."""
    shapes: list[Shape] = [
        Poly(rounded_rect(x, y, size, size, size * 0.18), fill=DIE_COLOURS[colour],
             stroke="#1a1a1a", width=1, tag=tag)
    ]  # fmt: skip
    ink = DIE_INK[colour]
    if face is None:
        shapes.append(die_mark(colour, x + size / 2, y + size / 2, size * 0.26, fill=ink))
        return tuple(shapes)
    shapes.append(die_mark(colour, x + size * 0.2, y + size * 0.2, size * 0.11, fill=ink))
    symbols = DICE[colour][face]
    if len(symbols) == 1:
        shapes += symbol_shapes(symbols[0], x + size * 0.56, y + size * 0.57, size * 0.56, ink)
    else:
        shapes += symbol_shapes(symbols[0], x + size * 0.7, y + size * 0.32, size * 0.42, ink)
        shapes += symbol_shapes(symbols[1], x + size * 0.3, y + size * 0.7, size * 0.42, ink)
    return tuple(shapes)


def token_shapes(
    dojo: str, token: str, cx: float, cy: float, r: float, *, tag: str = ""
) -> tuple[Shape, ...]:
    """A wooden token in its Dojo's colour: the Master an octagon marked ``M``, an athlete a disc
    with his number."""
    colour = DOJO_COLOURS.get(dojo, SKULL_COLOUR)
    if token == "M":
        body: Shape = Poly(octagon(cx, cy, r), fill=colour, stroke=TOKEN_EDGE, width=1.5, tag=tag)
    else:
        body = Circle(cx, cy, r, fill=colour, stroke=TOKEN_EDGE, width=1.5, tag=tag)
    return (body, Text(cx, cy + 0.5, token, SMALL, "#ffffff"))


def level_dice(
    levels: Sequence[int], wounds: Sequence[int], x: float, y: float, width: float, *,
    tag: str = "",
) -> tuple[Shape, ...]:  # fmt: skip
    """An athlete's levels as small dice of each discipline's colour and shape
    (:func:`die_mark`), left to right in the order tiger, crane, bear, cobra, centred in
    ``width``; a wounded die is hollow and crossed out."""
    shapes: list[Shape] = []
    groups = sum(1 for n in levels if n)
    total = sum(levels)
    if not total:
        return ()
    die = min(13.0, (width - 5 * (groups - 1)) / total - 2)
    left = x + (width - total * (die + 2) - 5 * (groups - 1)) / 2
    for i, d in enumerate(DISCIPLINES):
        colour = COLOURS[d]
        edge = DIE_EDGE[colour]
        for k in range(levels[i]):
            hurt = k >= levels[i] - wounds[i]
            shapes.append(
                die_mark(colour, left + die / 2, y + die / 2, die / 2,
                         fill=None if hurt else DIE_COLOURS[colour], stroke=edge,
                         width=1.5 if hurt else 1,
                         tag=f"{tag}:{d}:{'wound' if hurt else 'level'}" if tag else "")
            )  # fmt: skip
            if hurt:
                shapes.append(Line(left, y, left + die, y + die, edge, 1.5))
                shapes.append(Line(left + die, y, left, y + die, edge, 1.5))
            left += die + 2
        if levels[i]:
            left += 5
    return tuple(shapes)


def ki(x: float, y: float, n: int, *, tag: str = "") -> tuple[Shape, ...]:
    """A Ki token with its count."""
    return (
        Circle(x, y, 9, fill=KI_COLOUR, stroke="#7a5200", tag=tag),
        Text(x, y + 0.5, str(n), SMALL, INK),
    )


def prestige(x: float, y: float, n: int, *, tag: str = "") -> tuple[Shape, ...]:
    """A Prestige badge with its points, centred on (x, y): 28 pixels wide."""
    return (
        Poly(rounded_rect(x - 14, y - 9, 28, 18, 4), fill=PRESTIGE_COLOUR, tag=tag),
        Text(x, y + 0.5, f"{n:+d}" if n < 0 else str(n), SMALL, "#ffffff"),
    )


def cross(cx: float, cy: float, r: float, colour: str) -> tuple[Shape, ...]:
    return (
        Line(cx - r, cy - r, cx + r, cy + r, colour, 3),
        Line(cx + r, cy - r, cx - r, cy + r, colour, 3),
    )


def gain_shapes(gain: Mapping[str, int], x: float, cy: float) -> tuple[list[Shape], float]:
    """What an equipment option gives, left to right from ``x``: a die of a discipline's colour
    and shape per level, a white die with ``?`` for a level of one's choice, Ki, Prestige; Ki paid
    first is ``−`` and a Ki token. Returns the shapes and where they end."""
    shapes: list[Shape] = []
    for key, n in gain.items():
        if key in DISCIPLINES:  # a level: the discipline's die, in its colour and shape
            for _ in range(n):
                colour = COLOURS[key]
                shapes.append(die_mark(colour, x + 7, cy, 7, fill=DIE_COLOURS[colour],
                                       stroke="#1a1a1a"))  # fmt: skip
                x += 16
        elif key == "level":
            for _ in range(n):
                shapes.append(Rect(x, cy - 7, 14, 14, fill="#ffffff", stroke="#1a1a1a"))
                shapes.append(Text(x + 7, cy + 0.5, "?", SMALL, INK))
                x += 16
        elif key == "ki":
            shapes += ki(x + 9, cy, n)
            x += 20
        elif key == "pay_ki":
            shapes.append(Text(x + 4, cy, "−", TEXT, INK))
            shapes += ki(x + 18, cy, n)
            x += 29
        elif key == "prestige":
            shapes += prestige(x + 14, cy, n)
            x += 30
    return shapes, x
