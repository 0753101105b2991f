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
    label,
    lines,
    word,
)
from widgets.fonts import text_width, wrap
from widgets.shapes import Poly, Shape, Text, rounded_rect

CORNER = 28
"""The top-left square a card keeps for its slot."""


def athlete_card(
    athlete: Athlete, x: float, y: float, w: float, h: float, *, member: Member | None = None,
    lang: str = "en", tag: str = "",
) -> tuple[Shape, ...]:  # fmt: skip
    """An athlete card: his Ki and Prestige at the top right, his name, his levels as dice, then
    his Secret Techniques and what his card says (the levels still to choose, his Special Moves,
    his ability). With ``member`` (an athlete of a Dojo) his own levels, Ki, techniques, moves
    and wounds."""
    levels = member.levels if member else tuple(athlete.levels[d] for d in DISCIPLINES)
    wounds = member.wounds if member else (0, 0, 0, 0)
    shapes: list[Shape] = [
        Poly(rounded_rect(x, y, w, h, 7), fill=CARD, stroke=EDGE, width=1.5, tag=tag),
        *prestige(x + w - 17, y + 13, athlete.prestige),
        *ki(x + w - 44, y + 13, member.ki if member else athlete.ki),
    ]
    name = wrap(athlete.name, TEXT, w - 8, bold=True)[:2]
    line = y + 33 if len(name) == 1 else y + 29
    for k, text in enumerate(name):
        shapes.append(Text(x + w / 2, line + k * LINE, text, TEXT, INK))
    line += len(name) * LINE - 2
    shapes += level_dice(levels, wounds, x + 4, line, w - 8, tag=f"{tag}:dice" if tag else "")
    line += 24
    if member and member.techniques:
        left = x + w / 2 - (len(member.techniques) * 19 - 3) / 2
        for t in member.techniques:
            colour = DIE_COLOURS[COLOURS[t]]
            shapes.append(Poly(octagon(left + 8, line, 8), fill=colour, tag=f"technique-of:{t}"))
            shapes += symbol_shapes(TECHNIQUES[t].symbol, left + 8, line, 9, DIE_INK[COLOURS[t]])
            left += 19
        line += LINE + 3
    notes = [SPECIAL_MOVES[m].name for m in (member.all_moves if member else ())]
    if not member and athlete.move:
        notes.append(SPECIAL_MOVES[athlete.move].name)
    if not member and athlete.free_levels:
        notes.append(word("free", lang, n=athlete.free_levels))
    if athlete.ability:
        notes.append(ABILITY_SHORT.get(lang, ABILITY_SHORT["en"])[athlete.ability])
    room = max(0, int((y + h - 4 - line + LINE / 2) // LINE))
    said = [t for note in notes for t in wrap(note, SMALL, w - 8)]
    for k, text in enumerate(said[:room]):
        shapes.append(Text(x + w / 2, line + k * LINE, text, SMALL, "#4e342e", bold=False))
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
        if two:
            shapes.append(Text(x + 8, cy, "ab"[i], SMALL, FAINT, bold=False))
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
    line = y + 29
    for k, text in enumerate(wrap(move.name, TEXT, w - 8, bold=True)[:2]):
        shapes.append(Text(x + w / 2, line, text, TEXT, INK, tag=f"{tag}:name" if k == 0 else ""))
        line += LINE
    lvl = word("lvl", lang)
    costs = f" {word('or', lang)} ".join(
        "+".join(f"{n} {'Ki' if k == 'ki' else lvl}" for k, n in c.items()) for c in move.costs
    )
    if costs:
        for text in wrap(costs, SMALL, w - 8)[:2]:
            shapes.append(Text(x + w / 2, line, text, SMALL, FAINT, bold=False))
            line += LINE
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
    found = wrap(name, TEXT, w - 8, bold=True)[:3]
    for k, text in enumerate(found):
        shapes.append(Text(x + w / 2, y + 31 + k * LINE, text, TEXT, INK))
    cy = y + 31 + 3 * LINE + 3
    repeat = "×n" if adventure.repeat else ""
    width = 18 + 14 + 28 + (4 + text_width(repeat, SMALL) if repeat else 0)
    left = x + (w - width) / 2
    shapes += ki(left + 9, cy, adventure.ki)
    shapes.append(Text(left + 24, cy, "→", TEXT, INK))
    shapes += prestige(left + 46, cy, adventure.prestige)
    if repeat:
        shapes.append(Text(left + 64 + text_width(repeat, SMALL) / 2, cy, repeat, SMALL, INK))
    if adventure.reward_card:
        shapes += lines(x, cy + LINE + 2, w, word("card", lang), most=1)
    return tuple(shapes)
