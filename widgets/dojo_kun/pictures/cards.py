"""Dojo Kun's cards and tiles as shapes, each drawn in its box: an athlete card, a Training
Equipment tile, a Special Move card, an Adventure card.

Each keeps its top-left corner for the slot drawn on it (the octagon or circle a token takes),
and its top-right for what it is worth at the end (Prestige); every text fits the card's width
(wrapped on two lines at most) and stands on its own line.
"""

from __future__ import annotations

from gamekit.dojo_kun.data import (
    ADVENTURES,
    COLOURS,
    DISCIPLINES,
    MOVES,
    SPECIAL_MOVES,
    SYMBOLS,
    TECHNIQUES,
    Athlete,
    Equipment,
)
from gamekit.dojo_kun.state import Member
from widgets.dojo_kun.pictures.glyphs import (
    gain_shapes,
    ki,
    level_dice,
    octagon,
    prestige,
    symbol_shapes,
)
from widgets.dojo_kun.pictures.layout import FRAMED
from widgets.dojo_kun.pictures.style import (
    ABILITY_SHORT,
    CARD,
    DIE_COLOURS,
    DIE_INK,
    EDGE,
    FAINT,
    GIVES,
    INK,
    LINE,
    SMALL,
    TEXT,
    TILE,
    WARNING,
    fitted,
    label,
    lines,
    word,
    wrapped,
)
from widgets.fonts import text_width, wrap
from widgets.shapes import Poly, Shape, Text, rounded_rect

CORNER = 28
"""The top-left square a card keeps for its slot."""
TIGHT = 13
"""The distance between two lines of a card's 13-pixel words, where room is short."""


def athlete_card(
    athlete: Athlete, x: float, y: float, w: float, h: float, *, member: Member | None = None,
    lang: str = "en", tag: str = "",
) -> tuple[Shape, ...]:  # fmt: skip
    """An athlete card: his Ki and Prestige at the top right, his name, his levels as dice, then
    his Secret Techniques and what his card says (the levels still to choose, his Special Moves,
    his ability). With ``member`` (an athlete of a Dojo) his own levels, Ki, techniques, moves
    and wounds. Every word is drawn whole, clear of a frame round the card: a note too long for
    the lines left is condensed to one line, the longest first."""
    levels = member.levels if member else tuple(athlete.levels[d] for d in DISCIPLINES)
    wounds = member.wounds if member else (0, 0, 0, 0)
    room = w - 2 * FRAMED - 2
    shapes: list[Shape] = [
        Poly(rounded_rect(x, y, w, h, 7), fill=CARD, stroke=EDGE, width=1.5, tag=tag),
        *prestige(x + w - 18, y + 14, athlete.prestige),
        *ki(x + w - 45, y + 14, member.ki if member else athlete.ki),
    ]
    notes = [SPECIAL_MOVES[m].name for m in (member.all_moves if member else ())]
    if not member and athlete.move:
        notes.append(SPECIAL_MOVES[athlete.move].name)
    if not member and athlete.free_levels:
        notes.append(word("free", lang, n=athlete.free_levels))
    if athlete.ability:
        notes.append(ABILITY_SHORT.get(lang, ABILITY_SHORT["en"])[athlete.ability])
    techniques = member.techniques if member else ()
    name = list(wrapped(athlete.name, room, size=TEXT, bold=True))
    said = [wrap(note, SMALL, room) for note in notes]

    def fits() -> bool:
        top = y + 30 + (len(name) - 1) * TIGHT + 6.5 + 2.5 + 13 + 2 + (18 if techniques else 0)
        return top + sum(map(len, said)) * TIGHT <= y + h - FRAMED + 0.5  # antialiasing

    while not fits() and any(len(n) > 1 for n in said):  # the longest note on one line
        k = max(range(len(said)), key=lambda i: (len(said[i]), i))
        said[k] = (notes[k],)
    if not fits() and len(name) > 1:
        name = [athlete.name]
    line = y + 30
    for k, text in enumerate(name):
        shapes.append(fitted(x + w / 2, line + k * TIGHT, room, text, size=TEXT, bold=True))
    top = line + (len(name) - 1) * TIGHT + 6.5 + 2.5
    shapes += level_dice(
        levels, wounds, x + FRAMED + 1, top, room, tag=f"{tag}:dice" if tag else ""
    )
    line = top + 13 + 2
    if techniques:
        left = x + w / 2 - (len(techniques) * 19 - 3) / 2
        for t in techniques:
            colour = DIE_COLOURS[COLOURS[t]]
            shapes.append(
                Poly(octagon(left + 8, line + 9, 8), fill=colour, tag=f"technique-of:{t}")
            )
            shapes += symbol_shapes(
                TECHNIQUES[t].symbol, left + 8, line + 9, 9, DIE_INK[COLOURS[t]]
            )
            left += 19
        line += 18
    line += 6.5
    for text in (t for note in said for t in note):
        shapes.append(fitted(x + w / 2, line, room, text, fill="#4e342e"))
        line += TIGHT
    return tuple(shapes)


def equipment_tile(
    tile: Equipment, x: float, y: float, w: float, h: float, *, lang: str = "en", tag: str = ""
) -> tuple[Shape, ...]:
    """A Training Equipment tile: its options one under the other (``a`` then ``b``), what each
    gives, and ``×n`` under an option that may be taken several times in one training."""
    shapes: list[Shape] = [
        Poly(rounded_rect(x, y, w, h, 6), fill=TILE, stroke=EDGE, width=1.5, tag=tag),
        *prestige(x + w - 17, y + 13, tile.prestige),
    ]
    two = len(tile.options) > 1
    top = y + (h / 2 + 6 if not two else 44)
    step = min(34.0, (h - 52) / 1.5) if two else 0
    for i, option in enumerate(tile.options):
        cy = top + i * step
        if two:  # clear of a frame round the tile
            shapes.append(Text(x + FRAMED + 6, cy, "ab"[i], SMALL, FAINT, bold=False))
        parts, _ = gain_shapes(option, x + (16 if two else 8), cy)
        shapes += parts
        if tile.repeat:
            shapes.append(Text(x + w / 2, cy + 22, "×n", SMALL, INK))
    if two and step >= 28:
        shapes.append(Text(x + w / 2, top + step / 2, word("or", lang), SMALL, FAINT, bold=False))
    del lang
    return tuple(shapes)


def _symbols_line(
    counts: dict[str, int], order: tuple[str, ...], x: float, cy: float, ink: str
) -> tuple[list[Shape], float]:
    """Symbols with their counts, left to right from ``x``: ``★2 ⛉1``."""
    shapes: list[Shape] = []
    for symbol in order:
        n = counts.get(symbol, 0)
        if n:
            shapes += symbol_shapes(symbol, x + 5.5, cy, 11, ink)
            shapes.append(Text(x + 14.5, cy, str(n), SMALL, ink))
            x += SYMBOL_PITCH
    return shapes, x


SYMBOL_PITCH = 20
"""A symbol and its count (one digit)."""


def _symbols_width(counts: dict[str, int], order: tuple[str, ...]) -> float:
    return SYMBOL_PITCH * sum(1 for s in order if counts.get(s, 0))


def move_card(
    key: str, x: float, y: float, w: float, h: float, *, lang: str = "en", tag: str = ""
) -> tuple[Shape, ...]:
    """A Special Move card: its Prestige, its name, its price, what a roll needs (Ki counted with
    the symbols) and what it adds, and whether it is Harmful or a Submission."""
    move = SPECIAL_MOVES[key]
    shapes: list[Shape] = [
        Poly(rounded_rect(x, y, w, h, 6), fill=CARD, stroke=EDGE, width=1.5, tag=tag),
        *prestige(x + w - 17, y + 13, move.prestige),
    ]
    room = w - 2 * FRAMED - 2
    line = y + 28
    for k, text in enumerate(wrapped(move.name, room, size=TEXT, bold=True)):
        shapes.append(fitted(x + w / 2, line, room, text, size=TEXT, bold=True,
                             tag=f"{tag}:name" if k == 0 else ""))  # fmt: skip
        line += TIGHT
    lvl = word("lvl", lang)
    costs = f" {word('or', lang)} ".join(
        "+".join(f"{n} {'Ki' if k == 'ki' else lvl}" for k, n in c.items()) for c in move.costs
    )
    if costs:
        for text in wrapped(costs, room):
            shapes.append(fitted(x + w / 2, line, room, text, fill=FAINT))
            line += TIGHT
    needs = dict(move.needs)
    gives = dict(move.gives)
    one = _symbols_width(needs, SYMBOLS) + 14 + _symbols_width(gives, MOVES)
    line += 2
    if one <= w - 8:
        left = x + (w - one) / 2
        parts, left = _symbols_line(needs, SYMBOLS, left, line, INK)
        shapes += parts
        shapes.append(Text(left + 6, line, "→", TEXT, INK))
        shapes += _symbols_line(gives, MOVES, left + 14, line, GIVES)[0]
    else:
        shapes += _symbols_line(needs, SYMBOLS, x + (w - _symbols_width(needs, SYMBOLS)) / 2,
                                line, INK)[0]  # fmt: skip
        line += LINE + 2
        left = x + (w - 14 - _symbols_width(gives, MOVES)) / 2
        shapes.append(Text(left + 6, line, "→", TEXT, INK))
        shapes += _symbols_line(gives, MOVES, left + 14, line, GIVES)[0]
    line += LINE + 2
    note = (
        word("harmful", lang) if move.harmful
        else word("great_submission", lang) if move.submission == 2
        else word("submission", lang) if move.submission
        else ""
    )  # fmt: skip
    if note:
        shapes += lines(x, line - 2, w, note, most=1, fill=WARNING, bold=True)
    return tuple(shapes)


def adventure_card(
    key: str, x: float, y: float, w: float, h: float, *, lang: str = "en", tag: str = ""
) -> tuple[Shape, ...]:
    """An Adventure card: the Dan an athlete needs, its name, and the Ki it costs for the
    Prestige it gives (``×n``: a Journey paid several times; ``+ a card``: a HOGO card's
    reward)."""
    adventure = ADVENTURES[key]
    name = adventure.name_fr if lang == "fr" else adventure.name
    shapes: list[Shape] = [
        Poly(rounded_rect(x, y, w, h, 6), fill=CARD, stroke=EDGE, width=1.5, tag=tag),
        label(x + CORNER, y + 13, w - CORNER - 4, word("dan", lang, n=adventure.dan),
              fill=FAINT),
    ]  # fmt: skip
    room = w - 2 * FRAMED - 2
    found = wrapped(name, room, most=3, size=TEXT, bold=True)
    for k, text in enumerate(found):
        shapes.append(fitted(x + w / 2, y + 27 + k * TIGHT, room, text, size=TEXT, bold=True))
    cy = y + 27 + (len(found) - 1) * TIGHT + 16.5
    repeat = "×n" if adventure.repeat else ""
    width = 18 + 14 + 28 + (4 + text_width(repeat, SMALL) if repeat else 0)
    left = x + (w - width) / 2
    shapes += ki(left + 9, cy, adventure.ki)
    shapes.append(Text(left + 24, cy, "→", TEXT, INK))
    shapes += prestige(left + 46, cy, adventure.prestige)
    if repeat:
        shapes.append(Text(left + 64 + text_width(repeat, SMALL) / 2, cy, repeat, SMALL, INK))
    if adventure.reward_card:
        shapes += lines(x, cy + 16.5, w, word("card", lang), most=1)
    return tuple(shapes)
