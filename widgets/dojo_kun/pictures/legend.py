"""What every symbol, colour and mark on the Dojo Kun boards means: a row of shapes under the
whole Combat board's picture, and the legend under the live board (each sign drawn as the board
draws it, then its meaning in words)."""

from __future__ import annotations

from collections.abc import Callable

from gamekit.dojo_kun.data import COLOURS, DISCIPLINES, SYMBOLS
from widgets.dojo_kun.pictures.glyphs import (
    cross,
    die_mark,
    die_shapes,
    gain_shapes,
    ki,
    octagon,
    prestige,
    symbol_shapes,
    token_shapes,
)
from widgets.dojo_kun.pictures.style import (
    DIE_COLOURS,
    DIE_EDGE,
    FRAME_EDGE,
    FRAME_LIGHT,
    INK,
    LAST,
    REFUSED,
    SELECTED,
    SLOT_FILL,
    SMALL,
    TARGET,
    symbol_name,
)
from widgets.fonts import text_width
from widgets.i18n import Table, say
from widgets.shapes import Circle, Line, Poly, Shape, Text, rounded_rect
from widgets.svg import shapes_svg

MEANINGS: Table = {
    "choice": {"en": "a level of your choice", "fr": "un niveau au choix"},
    "circle": {"en": "an athlete's slot", "fr": "place d’un athlète"},
    "octagon": {"en": "the Master's slot", "fr": "place du Maître"},
    "token": {"en": "your tokens: the Master, athletes 1-4", "fr": "vos pions : le Maître, les athlètes 1 à 4"},
    "technique": {"en": "a Secret Technique (+1 symbol a roll)",
                  "fr": "une Technique secrète (+1 symbole par lancer)"},
    "ki": {"en": "Ki", "fr": "Ki"},
    "pp": {"en": "Prestige points", "fr": "points de Prestige"},
    "wound": {"en": "a wounded die (one die less)", "fr": "un dé blessé (un dé de moins)"},
    "target": {"en": "gold frame: where you may go", "fr": "cadre doré : où vous pouvez aller"},
    "picked": {"en": "frame with an arrow: choose how, under the board",
               "fr": "cadre fléché : choisissez comment, sous le plateau"},
    "refused": {"en": "crossed frame: refused (the reason is under the board)",
                "fr": "cadre barré : refusé (la raison est sous le plateau)"},
    "last": {"en": "thin frame: the last token placed", "fr": "cadre fin : le dernier pion posé"},
}  # fmt: skip
"""The legend's words."""


def _sign(shapes: tuple[Shape, ...], width: float = 30) -> str:
    """One sign of the legend, drawn 30 x 22 pixels (its shapes centred on (15, 11))."""
    return shapes_svg(shapes, width, 22)


def _framed(
    outline: tuple[tuple[float, float], ...], colour: str, width: float
) -> tuple[Shape, ...]:
    """A mark's frame as the board draws it: ``colour`` between a near-black and a white edge."""
    return (
        Poly(outline, stroke=FRAME_EDGE, width=width + 2),
        Poly(outline, stroke=FRAME_LIGHT, width=width + 1),
        Poly(outline, stroke=colour, width=width),
    )


def _signs() -> tuple[tuple[str, Callable[[], tuple[Shape, ...]]], ...]:
    return (
        ("choice", lambda: tuple(gain_shapes({"level": 1}, 8, 11)[0])),
        ("circle", lambda: (Circle(15, 11, 9, fill=SLOT_FILL, stroke=INK, width=2),)),
        ("octagon", lambda: (Poly(octagon(15, 11, 9), fill=SLOT_FILL, stroke=INK, width=2),)),
        ("token", lambda: token_shapes("tiger", "M", 10, 11, 9) + token_shapes("tiger", "1", 30, 11, 9)),
        ("technique", lambda: (Poly(octagon(15, 11, 9), fill=DIE_COLOURS["red"]),)
         + symbol_shapes("hit", 15, 11, 10, "#ffffff")),
        ("ki", lambda: ki(15, 11, 2)),
        ("pp", lambda: prestige(15, 11, 1)),
        ("wound", lambda: (die_mark("green", 15, 11, 6, fill=None, stroke=DIE_EDGE["green"],
                                    width=1.5),
                           Line(9, 5, 21, 17, DIE_EDGE["green"], 1.5),
                           Line(21, 5, 9, 17, DIE_EDGE["green"], 1.5))),
        ("target", lambda: _framed(rounded_rect(4, 3, 22, 16, 4), TARGET, 3)),
        ("picked", lambda: _framed(rounded_rect(4, 3, 22, 15, 4), SELECTED, 3)
         + (Poly(((10, 16), (20, 16), (15, 21)), fill=FRAME_LIGHT, stroke=FRAME_EDGE),)),
        ("refused", lambda: _framed(rounded_rect(4, 3, 22, 16, 4), REFUSED, 3)
         + cross(15, 11, 5, REFUSED)),
        ("last", lambda: _framed(rounded_rect(4, 3, 22, 16, 4), LAST, 2)),
    )  # fmt: skip


def legend_html(lang: str = "en") -> str:
    """The legend under the live board: the dice's symbols and colours, then every sign and
    mark, each drawn and then said."""
    items: list[str] = []
    for symbol in SYMBOLS:
        items.append(_sign(symbol_shapes(symbol, 15, 11, 16)) + symbol_name(symbol, lang))
    for d in DISCIPLINES:
        die = die_shapes(COLOURS[d], None, 8, 4, 14)
        items.append(_sign(die) + symbol_name(d, lang))
    for key, draw in _signs():
        items.append(_sign(draw(), 40 if key == "token" else 30) + say(MEANINGS, key, lang))
    spans = "".join(f"<span class='gk-sign'>{item}</span>" for item in items)
    return f"<div class='gk-legend gk-dojo-kun-legend'>{spans}</div>"


def symbols_legend(x: float, y: float, width: float, lang: str = "en") -> tuple[Shape, ...]:
    """A row of the dice's symbols and the disciplines' colours, from (``x``, ``y``), for a
    picture of the Combat board."""
    shapes: list[Shape] = [
        Poly(rounded_rect(x + 4, y + 4, width - 8, 34, 8), fill="#fbf7ee", stroke="#b9a57c",
             tag="legend"),
    ]  # fmt: skip
    left, cy = x + 14, y + 21
    for symbol in SYMBOLS:
        shapes += symbol_shapes(symbol, left + 9, cy, 16)
        name = symbol_name(symbol, lang)
        shapes.append(Text(left + 22 + text_width(name, SMALL) / 2, cy, name, SMALL, INK,
                           bold=False, tag=f"legend:{symbol}"))  # fmt: skip
        left += 30 + text_width(name, SMALL)
    for d in DISCIPLINES:
        shapes += die_shapes(COLOURS[d], None, left, cy - 8, 16)
        name = symbol_name(d, lang)
        shapes.append(Text(left + 22 + text_width(name, SMALL) / 2, cy, name, SMALL, INK,
                           bold=False, tag=f"legend:{d}"))  # fmt: skip
        left += 30 + text_width(name, SMALL)
    return tuple(shapes)
