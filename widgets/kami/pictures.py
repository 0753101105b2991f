"""What Kami looks like, as shapes (see :mod:`widgets.shapes`): cards, hands, lines, the table.

The table is a grid of card cells. Column 0 names each seat and its side's score; columns 1-12
hold cards. Each player has two rows: his hand and his line (each play a defense card then its
attack card, left to right; a line of more than six plays, which only a duel's mercenaries make
possible, closes up so that every card still shows, the last in column 12). The seat the board is drawn for sits at the bottom, the others
above it in turn order; between them, in a duel, the eight mercenary piles (their top cards face
up, numbered 1-8, a second card's edge showing under the top one) and, with three players, the
two cards set aside (on the right).

A defense card played face down is drawn as a card back for everyone else; its owner sees it
with a dark corner, a reminder that the others cannot. The attack waiting for an answer is framed.

>>> layout = Layout(4, focus=0)
>>> layout.rows, layout.hand_row[0], layout.line_row[0], layout.hand_row[2]
(8, 7, 6, 2)
>>> [s.tag for s in card_shapes("H", 0, 0, 50) if s.tag]
['card:H']
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from gamekit.kami.cards import HIDDEN, NAMES, VALUES
from widgets import theme
from widgets.fonts import text_width
from widgets.geometry import Geometry
from widgets.shapes import Circle, Poly, Rect, Shape, Text, rounded_rect
from widgets.svg import shapes_svg

CARDS = 12
"""Card columns per row: a 10-card chaotic hand, or six plays of a line."""

CELL, GAP, MARGIN = 56, 4, 4

KIND_COLOURS = {
    "S": "#78909c",  # Soldier: grey, the common one
    "L": "#8d6e63",  # Spear
    "H": "#6d4c41",  # Horseman
    "A": "#90a4ae",  # Silver Dragon
    "G": "#c9a227",  # Gold Dragon
    "T": "#455a64",  # Tower
    "M": "#7b1fa2",  # Madman
    "E": "#b71c1c",  # Empress
}
SIDE_COLOURS = ("#1565c0", "#c62828", "#2e7d32", "#6a1b9a")
SHORT = {"en": {"A": "Silver", "G": "Gold", "H": "Horse"},
         "fr": {"A": "Argent", "G": "Or", "E": "Impérat."}}  # fmt: skip
"""Names too long for a card, shortened (the letter and the colour tell the kind too)."""
BACK = "#1b3a5c"
PAPER = "#efe6d2"
EMPTY = "#e2d6ba"
TARGET = theme.TARGET
LAST = theme.LAST


@dataclass(frozen=True, slots=True)
class Layout:
    """Which grid row shows what, for ``players`` seats drawn for ``focus``."""

    players: int
    focus: int

    @property
    def order(self) -> tuple[int, ...]:
        """Seats from the top of the board down; ``focus`` last."""
        return tuple((self.focus + 1 + i) % self.players for i in range(self.players))

    @property
    def centre(self) -> int | None:
        """The row of the mercenaries (duel) or the set-aside cards (three players)."""
        return None if self.players == 4 else 2 * (self.players - 1)

    @property
    def rows(self) -> int:
        return 2 * self.players + (self.centre is not None)

    @property
    def hand_row(self) -> dict[int, int]:
        rows = {p: 2 * i for i, p in enumerate(self.order[:-1])}
        rows[self.focus] = self.rows - 1
        return rows

    @property
    def line_row(self) -> dict[int, int]:
        rows = {p: 2 * i + 1 for i, p in enumerate(self.order[:-1])}
        rows[self.focus] = self.rows - 2
        return rows

    @property
    def geometry(self) -> Geometry:
        return Geometry(
            rows=self.rows, cols=CARDS + 1, cell=CELL, margin=MARGIN, gap=GAP, edge=MARGIN
        )


def card_shapes(
    card: str,
    x: float,
    y: float,
    size: float,
    *,
    lang: str = "en",
    tag: str = "",
    down: bool = False,
    named: bool = True,
) -> tuple[Shape, ...]:
    """A card in the square (x, y, size): its name, its value in the corner and a colour of its
    kind; ``?`` is drawn face down. ``down``: a face-down card its owner may see. Without
    ``named``, the card's name is left out (a card half covered by the next one in a long line:
    its letter and colour still tell it)."""
    return _card(card, x, y, size, lang, tag, down, named)


@lru_cache(maxsize=1024)
def _card(
    card: str, x: float, y: float, size: float, lang: str, tag: str, down: bool, named: bool
) -> tuple[Shape, ...]:
    w = size * 0.9
    left = x + (size - w) / 2
    outline = rounded_rect(left, y + 1, w, size - 2, size * 0.09)
    if card == HIDDEN:
        return (
            Poly(outline, fill=BACK, stroke="#0d1f33", width=1.5, tag=tag or "card:hidden"),
            Poly(
                ((x + size / 2, y + size * 0.25), (x + size * 0.66, y + size / 2),
                 (x + size / 2, y + size * 0.75), (x + size * 0.34, y + size / 2)),
                stroke="#d8b45a",
                width=2,
            ),
        )  # fmt: skip
    short = SHORT[lang].get(card, NAMES[lang][card])
    shapes: list[Shape] = [
        Poly(outline, fill="#fffaf0", stroke="#3a2f1f", width=1.5, tag=tag or f"card:{card}"),
        Rect(left + 3, y + size * 0.2, w - 6, size * 0.42, fill=KIND_COLOURS[card]),
        Text(x + size / 2, y + size * 0.41, card, size * 0.3, "#ffffff"),
        Text(left + w - 7, y + size * 0.11, str(VALUES[card]), size * 0.17, "#3a2f1f"),
    ]
    if named:
        shapes.append(
            Text(x + size / 2, y + size * 0.78, short, _name_size(short, w, size), "#3a2f1f", False)
        )
    if down:
        shapes.append(
            Poly(((left, y + 1), (left + 12, y + 1), (left, y + 13)), fill=BACK, tag="face-down")
        )
        # In the teacher's view a face-down card shows its face: a thick frame of the cards'
        # back colour says at a glance that the others see only its back.
        shapes.append(Poly(outline, stroke=BACK, width=4, opacity=0.9, tag="face-down-frame"))
    return tuple(shapes)


def _name_size(name: str, width: float, size: float) -> float:
    """The font size of a card's name: a fifth of the card's height, smaller only as much as a
    long name needs to fit the card's width (as the widest of the browsers' fonts draws it)."""
    fitted = size * 0.2
    while fitted > 6 and text_width(name, fitted) > width - 4:
        fitted -= 0.25
    return fitted


def _cell(geometry: Geometry, row: int, col: int) -> tuple[int, int, int]:
    x, y, w, _ = geometry.cell_rect(row, col)
    return x, y, w


def background(
    layout: Layout, names: tuple[str, ...], sides: tuple[int, ...], lang: str = "en"
) -> tuple[Shape, ...]:
    """The felt, the empty card places, each seat's name in its side's colour beside its hand,
    and beside the line of cards it has played, what that line is."""
    g = layout.geometry
    width, height = g.size
    shapes: list[Shape] = [Rect(0, 0, width, height, fill=PAPER)]
    for p in range(layout.players):
        for row in (layout.hand_row[p], layout.line_row[p]):
            for col in range(1, CARDS + 1):
                x, y, w = _cell(g, row, col)
                shapes.append(Rect(x + 6, y + 1, w - 12, w - 2, fill=EMPTY))
        x, y, w = _cell(g, layout.hand_row[p], 0)
        shapes.append(Text(x + w / 2, y + w * 0.3, names[p], w * 0.3, SIDE_COLOURS[sides[p]]))
        x, y, w = _cell(g, layout.line_row[p], 0)
        for k, word in enumerate(LINE_LABEL[lang]):
            shapes.append(
                Text(x + w / 2, y + w * (0.35 + 0.3 * k), word, w * 0.2, "#7a6a4c", bold=False)
            )
    return tuple(shapes)


LINE_LABEL = {"en": ("played:", "def. · att."), "fr": ("posées :", "déf. · att.")}
"""Beside each seat's line: the cards it has played, in pairs, defense then attack."""


def pieces(
    layout: Layout,
    hands: tuple[str, ...],
    lines: tuple[tuple[tuple[str, bool, str], ...], ...],
    scores: tuple[int, ...],
    sides: tuple[int, ...],
    *,
    piles: tuple[str, ...] = (),
    aside: str = "",
    lang: str = "en",
) -> tuple[Shape, ...]:
    """Every card on the table as the viewer sees it (hidden ones are ``?``), and the scores."""
    g = layout.geometry
    shapes: list[Shape] = []
    for p in range(layout.players):
        x, y, w = _cell(g, layout.hand_row[p], 0)
        shapes.append(Text(x + w / 2, y + w * 0.72, str(scores[sides[p]]), w * 0.28, "#3a2f1f"))
        for i, card in enumerate(hands[p][:CARDS]):
            x, y, w = _cell(g, layout.hand_row[p], i + 1)
            shapes.extend(card_shapes(card, x, y, w, lang=lang, tag=f"hand:{p}:{i}:{card}"))
        x1, y, w = _cell(g, layout.line_row[p], 1)
        step = _cell(g, layout.line_row[p], 2)[0] - x1
        slots = 2 * len(lines[p])
        if slots > CARDS:  # a long line (a duel's, with mercenaries) closes up to fit
            step = step * (CARDS - 1) / (slots - 1)
        drawn = [2 * i + j for i, play in enumerate(lines[p]) for j in (0, 1) if play[2 * j]]
        for i, (defense, down, attack) in enumerate(lines[p]):
            for j, card in enumerate((defense, attack)):
                if not card:
                    continue
                x = x1 + (2 * i + j) * step
                kind = "defense" if j == 0 else "attack"
                covered = step < w and 2 * i + j != max(drawn)  # the next card lies on its name
                shapes.extend(
                    card_shapes(
                        card, x, y, w, lang=lang, tag=f"{kind}:{p}:{i}:{card}",
                        down=down and j == 0 and card != HIDDEN, named=not covered,
                    )
                )  # fmt: skip
    if layout.centre is not None:
        for k, pile in enumerate(piles):
            x, y, w = _cell(g, layout.centre, k + 1)
            if not pile:
                shapes.append(Rect(x + 6, y + 1, w - 12, w - 2, stroke="#b9a77f", width=1))
            else:
                if len(pile) > 1:  # a card under the top one: its edge shows
                    under = rounded_rect(x + w * 0.13 + 3, y + 1, w * 0.74, w - 4, w * 0.09)
                    shapes.append(Poly(under, fill=BACK, stroke="#0d1f33", width=1))
                shapes.extend(
                    card_shapes(pile[-1], x - 2, y, w, lang=lang, tag=f"pile:{k}:{pile[-1]}")
                )
            shapes.append(Circle(x + 6, y + 6, 7, fill="#3a2f1f", tag=f"pile-number:{k + 1}"))
            shapes.append(Text(x + 6, y + 6, str(k + 1), 10, "#ffffff"))
        for i, card in enumerate(aside):
            x, y, w = _cell(g, layout.centre, CARDS - 1 + i)
            shapes.extend(card_shapes(card, x, y, w, lang=lang, tag=f"aside:{i}:{card}"))
    return tuple(shapes)


def marks(
    layout: Layout,
    selectable: tuple[tuple[int, int], ...],
    picked: tuple[int, int] | None,
    attack: tuple[int, int] | None,
) -> tuple[Shape, ...]:
    """Frames: the cells a click may choose, the card picked, and the attack to answer."""
    g = layout.geometry
    shapes: list[Shape] = []
    if attack is not None:
        x, y, w = _cell(g, *attack)
        outline = rounded_rect(x + 3, y - 1, w - 6, w + 2, 6)
        shapes.append(Poly(outline, stroke="#e53935", width=3, tag="attack"))
    for row, col in selectable:
        x, y, w = _cell(g, row, col)
        outline = rounded_rect(x + 4, y, w - 8, w, 6)
        shapes.append(Poly(outline, stroke=TARGET, width=3, tag=f"target:{row}:{col}"))
    if picked is not None:
        x, y, w = _cell(g, *picked)
        outline = rounded_rect(x + 2, y - 2, w - 4, w + 4, 7)
        shapes.append(Poly(outline, stroke=LAST, width=4, tag=f"picked:{picked[0]}:{picked[1]}"))
    return tuple(shapes)


def cards_svg(cards: str, *, lang: str = "en", size: int = 60) -> str:
    """A row of cards (their letters, as in position codes) as an SVG picture, each ``size``
    pixels wide."""
    shapes = tuple(
        s for i, c in enumerate(cards) for s in card_shapes(c, size * i, 0, size, lang=lang)
    )
    return shapes_svg(shapes, size * len(cards), size, size=size * len(cards), title=cards)
