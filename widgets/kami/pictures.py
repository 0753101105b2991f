"""What Kami looks like, as shapes (see :mod:`widgets.shapes`): cards, hands, lines, the table.

The table is a grid of card cells, as many columns as a hand holds cards (8, or 10 with three
players) after column 0, which names each row: a seat and its side's score beside its hand, and
whose cards a line of played cards is. Each player has two rows: his hand and his line (each
play a defense card then its attack card, left to right); in a duel, where the mercenaries make
a line longer than a hand, the line goes on in a second row (a line longer than both rows, which
no real deal comes near, closes up so that every card still shows). The seat the board is drawn
for sits at the bottom, the others above it in turn order; between them, in a duel, the eight
mercenary piles (their top cards face up, a badge in the corner saying how many cards the pile
holds, a second card's edge showing under the top one) and, with three players, the two cards
set aside (on the right).

A card's cell is wider than tall, so that every word on the table (a card's name, its points,
the piles' numbers) is written at :data:`TEXT` pixels or more: presenter mode shows a
four-player table, eight rows high, about 1.15 times its size under the controls, and its
words then reach 16 pixels or more.

A defense card played face down is drawn as a card back for everyone else, unless everyone saw
it (a duel's card taken from the top of a pile, then laid face down: the engine's view keeps it);
a face-down card that shows its face (its owner's, one taken from a pile, the teacher's view)
has a dark corner and frame. The attack waiting for an answer is framed.

>>> layout = Layout(4, focus=0)
>>> layout.rows, layout.cards, layout.hand_row[0], layout.line_row[0], layout.hand_row[2]
(8, 8, 7, 6, 2)
>>> layout.geometry.size
(732, 484)
>>> duel = Layout(2, focus=0)
>>> duel.rows, duel.hand_row, duel.line_rows, duel.centre, duel.geometry.size
(7, {1: 0, 0: 6}, {1: (1, 2), 0: (5, 4)}, 3, (732, 424))
>>> [s.tag for s in card_shapes("H", 0, 0, CELL_W, CELL_H) if s.tag]
['card:H']
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from gamekit.kami.cards import HIDDEN, NAMES, VALUES
from gamekit.kami.state import HAND_SIZE, PILES
from widgets.fonts import text_width
from widgets.kami.words import letter
from widgets.shapes import Circle, Line, Poly, Rect, Shape, Text, rounded_rect
from widgets.svg import shapes_svg

CELL_W, CELL_H, GAP, MARGIN = 74, 56, 4, 4
"""A card's cell (wider than tall: a card's name fits it at :data:`TEXT` pixels), the gap
between cells and the board's edge."""
LABEL_W = 100
"""The column that names each row: a seat's name and score, whose line a row is."""

TEXT = 15
"""The smallest text on the table, in pixels: a card's name and points, a pile's number, what a
line is."""

KIND_COLOURS = {
    "S": "#546e7a",  # Soldier: grey, the common one
    "L": "#8d6e63",  # Spear
    "H": "#6d4c41",  # Horseman
    "A": "#90a4ae",  # Silver Dragon
    "G": "#c9a227",  # Gold Dragon
    "T": "#37474f",  # Tower
    "M": "#7b1fa2",  # Madman
    "E": "#b71c1c",  # Empress
}
INK = "#3a2f1f"
"""The cards' ink: their points, names and outlines, the scores."""
LETTER_COLOURS = {kind: INK if kind in "AG" else "#ffffff" for kind in KIND_COLOURS}
"""Each card's letter on its band: dark on the light metals, white on the others (4.5:1 or
more, as text needs)."""
SIDE_COLOURS = ("#1565c0", "#c62828", "#1b5e20", "#6a1b9a")
SHORT = {"en": {"A": "Silver", "G": "Gold", "H": "Horse"}, "fr": {"A": "Argent", "G": "Or"}}
"""Names too long for a card, shortened to a word of their own (the letter and the colour tell
the kind too); a name that has no such word (Impératrice) is written whole, its letters
condensed to fit at the cards' text size."""
BACK = "#1b3a5c"
PAPER = "#efe6d2"
EMPTY = "#e2d6ba"
FACE = "#fffaf0"
"""A card's face."""
LABEL = "#6b5a3e"
"""What a line is, beside it."""
EMPTY_PILE = "#857349"
"""The outline of a mercenary pile taken to its last card."""
TARGET = "#9a6400"
"""A card that may be picked: one frame, in a dark gold that shows on the felt and on a card
(the pages' bright amber is too pale there)."""
PICKED = "#1565c0"
"""The card picked for the defense: a double frame."""
ATTACK = "#c62828"
"""The attack to answer: four corners."""


@dataclass(frozen=True, slots=True)
class Grid:
    """Where the cells of a table of ``rows`` x ``cols`` cards lie, and which cell a pixel falls
    in (as :class:`widgets.geometry.Geometry` does for square cells). Column 0, which names each
    row (a seat and its score, the cards a seat has played), is :data:`LABEL_W` wide.

    >>> grid = Grid(rows=5, cols=9)
    >>> grid.cell_rect(1, 2), grid.cell_at(186, 70), grid.cell_at(106, 70), grid.cell_at(50, 70)
    ((186, 64, 74, 56), (1, 2), None, (1, 0))
    """

    rows: int
    cols: int

    @property
    def size(self) -> tuple[int, int]:
        """(width, height) of the whole table in pixels."""
        return (
            2 * MARGIN + LABEL_W + (self.cols - 1) * (CELL_W + GAP),
            2 * MARGIN + self.rows * (CELL_H + GAP) - GAP,
        )

    def cell_rect(self, row: int, col: int) -> tuple[int, int, int, int]:
        """(x, y, width, height) of a cell."""
        if not (0 <= row < self.rows and 0 <= col < self.cols):
            raise IndexError(f"cell ({row}, {col}) is outside a {self.rows}x{self.cols} table")
        y = MARGIN + row * (CELL_H + GAP)
        if col == 0:
            return (MARGIN, y, LABEL_W, CELL_H)
        return (MARGIN + LABEL_W + GAP + (col - 1) * (CELL_W + GAP), y, CELL_W, CELL_H)

    def center(self, row: int, col: int) -> tuple[float, float]:
        """The pixel at the middle of a cell."""
        x, y, w, h = self.cell_rect(row, col)
        return (x + w / 2, y + h / 2)

    def cell_at(self, x: float, y: float) -> tuple[int, int] | None:
        """The (row, col) of the cell under pixel (x, y), or None in a margin, gap or outside."""
        row, dy = divmod(y - MARGIN, CELL_H + GAP)
        if not 0 <= row < self.rows or dy >= CELL_H:
            return None
        if 0 <= x - MARGIN < LABEL_W:
            return (int(row), 0)
        col, dx = divmod(x - MARGIN - LABEL_W - GAP, CELL_W + GAP)
        if not 0 <= col < self.cols - 1 or dx >= CELL_W:
            return None
        return (int(row), int(col) + 1)


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
    def cards(self) -> int:
        """Card columns per row: a full hand (and the eight piles of a duel)."""
        return max(HAND_SIZE.get(self.players, 8), PILES)

    @property
    def _per_seat(self) -> int:
        """Rows per seat: its hand and its line; a duel's line has two rows (with the
        mercenaries, a line may hold more cards than a row)."""
        return 3 if self.players == 2 else 2

    @property
    def centre(self) -> int | None:
        """The row of the mercenaries (duel) or the set-aside cards (three players)."""
        return None if self.players == 4 else self._per_seat * (self.players - 1)

    @property
    def rows(self) -> int:
        return self._per_seat * self.players + (self.centre is not None)

    @property
    def hand_row(self) -> dict[int, int]:
        rows = {p: self._per_seat * i for i, p in enumerate(self.order[:-1])}
        rows[self.focus] = self.rows - 1
        return rows

    @property
    def line_rows(self) -> dict[int, tuple[int, ...]]:
        """Each seat's line rows, the one beside its hand first."""
        extra = self._per_seat - 1
        rows = {
            p: tuple(self._per_seat * i + 1 + k for k in range(extra))
            for i, p in enumerate(self.order[:-1])
        }
        rows[self.focus] = tuple(self.rows - 2 - k for k in range(extra))
        return rows

    @property
    def line_row(self) -> dict[int, int]:
        """Each seat's first line row, beside its hand."""
        return {p: rows[0] for p, rows in self.line_rows.items()}

    @property
    def geometry(self) -> Grid:
        return Grid(rows=self.rows, cols=self.cards + 1)


def line_boxes(
    layout: Layout, seat: int, line: tuple[tuple[str, bool, str], ...]
) -> list[tuple[int, int, tuple[float, float, float, float], int, float | None]]:
    """Where each card of ``seat``'s line lies: (play, 0 for its defense or 1 for its attack,
    its box (x, y, width, height), its grid row, and when the next card covers its name, the
    width of it left uncovered, else None). The
    plays fill the row beside the hand, then the next (a duel's); only a line longer than its
    rows closes up, each card covered by the next but for a strip."""
    g = layout.geometry
    rows = layout.line_rows[seat]
    cards = layout.cards
    per_row = max(cards, -(-2 * len(line) // len(rows)))
    x1, _, w, h = g.cell_rect(rows[0], 1)
    step: float = g.cell_rect(rows[0], 2)[0] - x1
    if per_row > cards:
        step = step * (cards - 1) / (per_row - 1)
    drawn = [2 * n + j for n, play in enumerate(line) for j in (0, 1) if play[2 * j]]
    last = {slot // per_row: slot for slot in drawn}  # the last card of each row
    found = []
    for slot in drawn:
        r, c = divmod(slot, per_row)
        y = g.cell_rect(rows[r], 1)[1]
        seen = step if step < w and slot != last[r] else None
        found.append((slot // 2, slot % 2, (x1 + c * step, y, w, h), rows[r], seen))
    return found


def card_shapes(
    card: str,
    x: float,
    y: float,
    width: float,
    height: float | None = None,
    *,
    lang: str = "en",
    tag: str = "",
    down: bool = False,
    named: bool = True,
    seen: float | None = None,
) -> tuple[Shape, ...]:
    """A card in the cell (x, y, width, height): its points in the corner, its letter on a band
    of its kind's colour, and its name; ``?`` is drawn face down. ``height`` is the table's
    proportion of ``width`` if not given. ``down``: a face-down card its owner may see. Without
    ``named``, the card's name is left out (a card the next one covers in a long line: its
    letter and colour still tell it), and ``seen``, the width of it left uncovered, places its
    letter there."""
    if height is None:
        height = width * CELL_H / CELL_W
    return _card(card, x, y, width, height, lang, tag, down, named, seen)


@lru_cache(maxsize=1024)
def _card(
    card: str,
    x: float,
    y: float,
    width: float,
    h: float,
    lang: str,
    tag: str,
    down: bool,
    named: bool,
    seen: float | None,
) -> tuple[Shape, ...]:
    w = width - 4
    left = x + 2
    outline = rounded_rect(left, y + 1, w, h - 2, h * 0.09)
    if card == HIDDEN:
        cx, cy = x + width / 2, y + h / 2
        return (
            Poly(outline, fill=BACK, stroke="#0d1f33", width=1.5, tag=tag or "card:hidden"),
            Poly(
                ((cx, y + h * 0.25), (cx + h * 0.16, cy), (cx, y + h * 0.75), (cx - h * 0.16, cy)),
                stroke="#d8b45a",
                width=2,
            ),
        )
    text = h * TEXT / CELL_H  # the points and the name: TEXT pixels on the table
    letter_x = x + width / 2 if seen is None else left + min(w, seen - 2) / 2
    shapes: list[Shape] = [
        Poly(outline, fill=FACE, stroke=INK, width=1.5, tag=tag or f"card:{card}"),
        Rect(left + 3, y + h * 0.34, w - 6, h * 0.33, fill=KIND_COLOURS[card]),
        Text(letter_x, y + h * 0.505, letter(card, lang), h * 0.3, LETTER_COLOURS[card]),
        Text(left + w - 3 - text * 0.35, y + h * 0.18, str(VALUES[card]), text, INK),
    ]
    if named:
        short = SHORT[lang].get(card, NAMES[lang][card])
        size = _fitted(short, w - 4, h * 0.29, text, bold=False)
        shapes.append(Text(x + width / 2, y + h * 0.83, short, size, INK, False, width=w - 4))
    if down:
        shapes.append(
            Poly(((left, y + 1), (left + 12, y + 1), (left, y + 13)), fill=BACK, tag="face-down")
        )
        # In the teacher's view a face-down card shows its face: a thick frame of the cards'
        # back colour says at a glance that the others see only its back.
        shapes.append(Poly(outline, stroke=BACK, width=4, opacity=0.9, tag="face-down-frame"))
    return tuple(shapes)


def _fitted(text: str, room: float, largest: float, least: float, *, bold: bool) -> float:
    """The font size of ``text`` in ``room`` pixels: ``largest``, smaller only as much as the
    text needs to fit (as the widest of the browsers' fonts draws it), never under ``least``."""
    size = largest
    while size > least and text_width(text, size, bold=bold) > room:
        size = max(least, size - 0.25)
    return size


def _cell(geometry: Grid, row: int, col: int) -> tuple[int, int, int, int]:
    return geometry.cell_rect(row, col)


def background(
    layout: Layout, names: tuple[str, ...], sides: tuple[int, ...], lang: str = "en"
) -> tuple[Shape, ...]:
    """The felt, the empty card places, each seat's name in its side's colour beside its hand,
    and beside each row of the cards it has played, whose they are and what the row is; beside
    the mercenaries (a duel) or the cards set aside (three players), what they are."""
    g = layout.geometry
    width, height = g.size
    shapes: list[Shape] = [Rect(0, 0, width, height, fill=PAPER)]
    for p in range(layout.players):
        for row in (layout.hand_row[p], *layout.line_rows[p]):
            for col in range(1, layout.cards + 1):
                x, y, w, h = _cell(g, row, col)
                shapes.append(Rect(x + 4, y + 1, w - 8, h - 2, fill=EMPTY))
        x, y, w, h = _cell(g, layout.hand_row[p], 0)
        size = _fitted(names[p], w - 4, 18, TEXT, bold=True)
        shapes.append(Text(x + w / 2, y + h * 0.3, names[p], size, SIDE_COLOURS[sides[p]]))
        for k, row in enumerate(layout.line_rows[p]):
            words = LINE_LABEL[lang] if k == 0 else LINE_MORE[lang]
            shapes.extend(_label(g, row, (words[0].format(seat=names[p]), words[1])))
    if layout.centre is not None:
        words = PILES_LABEL if layout.players == 2 else ASIDE_LABEL
        shapes.extend(_label(g, layout.centre, words[lang]))
    return tuple(shapes)


def _label(g: Grid, row: int, words: tuple[str, ...]) -> tuple[Shape, ...]:
    """Two lines of words in the label column of ``row``."""
    x, y, w, h = _cell(g, row, 0)
    return tuple(
        Text(x + w / 2, y + h * (0.3 + 0.38 * k), word, TEXT, LABEL, bold=False)
        for k, word in enumerate(words)
    )


LINE_LABEL = {
    "en": ("{seat} played:", "def. · att."),
    "fr": ("{seat} a posé :", "déf. · att."),
}
"""Beside each seat's line: whose cards these are, played in pairs, defense then attack."""
LINE_MORE = {"en": ("{seat} played:", "(continued)"), "fr": ("{seat} a posé :", "(suite)")}
"""Beside a duel's second line row: the line goes on there."""
PILES_LABEL = {"en": ("Mercenaries", "piles 1 to 8"), "fr": ("Mercenaires", "piles 1 à 8")}
"""Beside a duel's piles: what they are, numbered from the left (as the buttons name them)."""
ASIDE_LABEL = {"en": ("Set aside", "this deal"), "fr": ("De côté", "cette donne")}
"""Beside the two cards set aside with three players: out of this deal."""


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
    cards = layout.cards
    shapes: list[Shape] = []
    for p in range(layout.players):
        x, y, w, h = _cell(g, layout.hand_row[p], 0)
        shapes.append(Text(x + w / 2, y + h * 0.72, str(scores[sides[p]]), 17, INK))
        for i, card in enumerate(hands[p][:cards]):
            x, y, w, h = _cell(g, layout.hand_row[p], i + 1)
            shapes.extend(card_shapes(card, x, y, w, h, lang=lang, tag=f"hand:{p}:{i}:{card}"))
        for n, j, (x, y, w, h), _, seen in line_boxes(layout, p, lines[p]):
            defense, down, attack = lines[p][n]
            card = (defense, attack)[j]
            kind = "defense" if j == 0 else "attack"
            shapes.extend(
                card_shapes(
                    card, x, y, w, h, lang=lang, tag=f"{kind}:{p}:{n}:{card}",
                    down=down and j == 0 and card != HIDDEN, named=seen is None, seen=seen,
                )
            )  # fmt: skip
    if layout.centre is not None:
        for k, pile in enumerate(piles):
            x, y, w, h = _cell(g, layout.centre, k + 1)
            if not pile:
                shapes.append(Rect(x + 4, y + 1, w - 8, h - 2, stroke=EMPTY_PILE, width=1.5))
            else:
                if len(pile) > 1:  # a card under the top one: its edge shows
                    under = rounded_rect(x + 6, y + 1, w - 4, h - 2, h * 0.09)
                    shapes.append(Poly(under, fill=BACK, stroke="#0d1f33", width=1))
                shapes.extend(
                    card_shapes(pile[-1], x, y, w, h, lang=lang, tag=f"pile:{k}:{pile[-1]}")
                )
            # The badge: how many cards the pile holds (the buttons and the reader name it by
            # its place, pile 1 to 8 from the left).
            shapes.append(Circle(x + 9, y + 9, 10, fill=INK, tag=f"pile-count:{k}:{len(pile)}"))
            shapes.append(Text(x + 9, y + 9.5, str(len(pile)), TEXT, "#ffffff"))
        for i, card in enumerate(aside):
            x, y, w, h = _cell(g, layout.centre, cards - 1 + i)
            shapes.extend(card_shapes(card, x, y, w, h, lang=lang, tag=f"aside:{i}:{card}"))
    return tuple(shapes)


def marks(
    layout: Layout,
    selectable: tuple[tuple[int, int], ...],
    picked: tuple[int, int] | None,
    attack: tuple[float, ...] | None,
) -> tuple[Shape, ...]:
    """The marks, each its own shape as well as its colour (a reader who does not see red from
    green, a washed-out projector): one frame round each card a click may choose, a double frame
    round the card picked, four corners round the attack to answer."""
    g = layout.geometry
    shapes: list[Shape] = []
    if attack is not None:
        x, y, w, h = _cell(g, *attack) if len(attack) == 2 else attack
        shapes.extend(corners(x + 1, y - 1, w - 2, h + 2, ATTACK, "attack"))
    for row, col in selectable:
        x, y, w, h = _cell(g, row, col)
        outline = rounded_rect(x + 2, y, w - 4, h, 6)
        shapes.append(Poly(outline, stroke=TARGET, width=3, tag=f"target:{row}:{col}"))
    if picked is not None:
        x, y, w, h = _cell(g, *picked)
        tag = f"picked:{picked[0]}:{picked[1]}"
        shapes.append(Poly(rounded_rect(x, y - 2, w, h + 4, 7), stroke=PICKED, width=3, tag=tag))
        shapes.append(Poly(rounded_rect(x + 5, y + 3, w - 10, h - 6, 5), stroke=PICKED, width=2))
    return tuple(shapes)


def corners(
    x: float, y: float, w: float, h: float, colour: str, tag: str = ""
) -> tuple[Shape, ...]:
    """Four thick corners of the box (x, y, w, h), as a viewfinder draws them; the first
    carries ``tag``."""
    arm = min(w, h) * 0.3
    shapes: list[Shape] = []
    for cx, cy, dx, dy in (
        (x, y, 1, 1),
        (x + w, y, -1, 1),
        (x, y + h, 1, -1),
        (x + w, y + h, -1, -1),
    ):
        shapes.append(Line(cx, cy, cx + dx * arm, cy, colour, 4, tag=tag if not shapes else ""))
        shapes.append(Line(cx, cy, cx, cy + dy * arm, colour, 4))
    return tuple(shapes)


def cards_svg(cards: str, *, lang: str = "en", size: int = CELL_W) -> str:
    """A row of cards (their letters, as in position codes) as an SVG picture, each ``size``
    pixels wide (as tall as on the table)."""
    height = size * CELL_H / CELL_W
    shapes = tuple(
        s for i, c in enumerate(cards) for s in card_shapes(c, size * i, 0, size, height, lang=lang)
    )
    return shapes_svg(shapes, size * len(cards), height, size=size * len(cards), title=cards)
