"""What Dojo Kun looks like, as shapes (see :mod:`widgets.shapes`): the village, the Dojos, the
turn track, the tournament bracket and the Combat board.

The board is one grid of 22 columns of 40-pixel cells (980 pixels wide), read top to bottom:

* the **turn track** (season, prelude turns 1-3, the tournament, the First Player);
* the **middle**: during the prelude the **village** (the athletes' circles, the Special Moves
  and Adventures rows, the Masters' octagons with the athlete cards and equipment tiles on offer,
  Master YANG's Secret Techniques and the free Reservation tiles, and every token placed this
  turn on its slot); during a tournament the **bracket** (8, 4, 2, 1) and the **Combat board**;
* one **Dojo** panel per player, the viewer's first and framed in his colour: his athletes
  (levels as dice of their discipline's colour, a wounded die crossed out, Ki, Secret
  Techniques, Special Moves), his equipment slots, Expand and Accelerate, his Prestige, his
  Reservation tile and the tokens still at home;
* the **legend** of every symbol and colour drawn.

Circles are athletes' slots, octagons the Master's (as on the real boards); a token is a disc in
its Dojo's colour with ``M`` or the athlete's number. Every slot lies on grid cells, so a click
maps to a slot (:func:`pick_at`); each shape that shows something carries a tag tests read
(``slot:waterfall``, ``token:0:M:athlete2``, ``step:3``...).

>>> layout = Layout(4, focus=2)
>>> layout.order, layout.geometry.size
((2, 3, 0, 1), (980, 1376))
>>> pick_at(layout, slot_cell(layout, "yang"), "village")
('slot', 'yang')
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from gamekit.dojo_kun import combat as combat_rules
from gamekit.dojo_kun.actions import OFFERS, VILLAGE
from gamekit.dojo_kun.activities import SINGLE, Turn
from gamekit.dojo_kun.combat import Combat, CombatError, Fighter, Side, Step
from gamekit.dojo_kun.data import (
    ADVENTURES,
    ATHLETES,
    COLOURS,
    DICE,
    DISCIPLINES,
    EQUIPMENT,
    EXPANSIONS,
    MOVES,
    NAMES,
    SKULL,
    SPECIAL_MOVES,
    SYMBOLS,
    TECHNIQUES,
    Athlete,
    Equipment,
)
from gamekit.dojo_kun.state import DojoKunState, Entrant, Member, Tournament
from gamekit.dojo_kun.tournament import FIGHTS, fighter, pair
from widgets import theme
from widgets.geometry import Geometry
from widgets.shapes import Circle, Line, Poly, Rect, Shape, Text, rounded_rect, star
from widgets.svg import shapes_svg

# -- colours and sizes ------------------------------------------------------------------------

CELL, GAP, MARGIN = 40, 4, 8
COLS = 22
MIDDLE_ROWS = 12
"""The village, or the bracket and the Combat board: whichever needs more rows."""
DOJO_ROWS = 4
LEGEND_ROWS = 2
SMALL, TEXT, TITLE = 11, 12, 14
"""Text sizes in pixels: never under 11 on the canvas."""

DIE_COLOURS = {"red": "#d32f2f", "blue": "#1976d2", "grey": "#9e9e9e", "green": "#388e3c"}
"""The dice and the levels of each discipline (Tiger red, Crane blue, Bear grey, Cobra green)."""
DIE_INK = {"red": "#ffffff", "blue": "#ffffff", "grey": "#1a1a1a", "green": "#ffffff"}
DOJO_COLOURS = {"tiger": "#e65100", "crane": "#6a1b9a", "bear": "#5d4037", "cobra": "#00838f"}
"""Each Dojo's tokens and panel: kept apart from the four dice colours."""
SKULL_COLOUR = "#263238"
PAPER = "#f4ead5"
BOARD = "#e8dcc0"
EDGE = "#b9a57c"
INK = "#2b2217"
FAINT = "#8a7a5c"
CARD = "#fffaf0"
SLOT_FILL = "#f9f3e3"
KI_COLOUR = "#f9a825"
PRESTIGE_COLOUR = "#6d4c41"
WHITE_SIDE, BLACK_SIDE = "#fafafa", "#212121"
TARGET, REFUSED, LAST = theme.TARGET, theme.REFUSED, theme.LAST

WORDS: Mapping[str, Mapping[str, str]] = {
    "en": {
        "white_lotus": "White Lotus season",
        "black_lotus": "Black Lotus season",
        "turn": "Turn",
        "tournament": "Tournament",
        "first": "First Player",
        "waterfall": "Mystic Waterfalls",
        "help": "Help the village",
        "yang": "Master YANG",
        "yin": "Master YIN",
        "shared": "shared",
        "moves": "Special Moves (oldest first)",
        "adventures": "Adventures",
        "athletes": "New athletes (Master)",
        "equipment": "Training Equipment (Master)",
        "unused": "not in play",
        "empty": "taken",
        "dan": "Dan {n}+",
        "or": "or",
        "free": "+{n} level(s)",
        "card": "+ a card",
        "expand": "Expand",
        "accelerate": "Accelerate",
        "expansion": "expansion",
        "space": "space {n}",
        "home": "home",
        "reservation": "Tile {n}",
        "won": "won {n}",
        "skull": "Skull Dojo",
        "quarter": "Quarter-finals",
        "semi": "Semi-finals",
        "final": "Final",
        "champion": "Champion",
        "fight": "Fight {n}: {round}",
        "predictions": "Predictions",
        "combat": "Combat board",
        "white": "White",
        "black": "Black",
        "waiting": "Waiting for the roll",
        "no_fight": "No fight in progress",
        "wins": "{side} wins: {a} Hits to {b}",
        "by_submission": "{side} wins the draw {a}–{b} by Submission",
        "draw": "Draw {a}–{b}: a Wound to each, roll again",
        "activated": "Moves: {moves}",
        "none": "none",
        "step": "{by}'s {n} {by_symbol}: {side}'s {symbol} {before} → {after}",
        "legend_circle": "athlete slot",
        "legend_octagon": "Master slot",
        "legend_token": "token (M, 1-4)",
        "legend_target": "you may go",
        "legend_refused": "refused",
        "legend_last": "last placed",
        "legend_wound": "wounded die",
        "legend_pp": "Prestige",
        "legend_technique": "Secret Technique",
    },
    "fr": {
        "white_lotus": "Saison du Lotus blanc",
        "black_lotus": "Saison du Lotus noir",
        "turn": "Tour",
        "tournament": "Tournoi",
        "first": "Premier joueur",
        "waterfall": "Cascades mystiques",
        "help": "Aider le village",
        "yang": "Maître YANG",
        "yin": "Maître YIN",
        "shared": "commun",
        "moves": "Coups spéciaux (le plus ancien d’abord)",
        "adventures": "Aventures",
        "athletes": "Nouveaux athlètes (Maître)",
        "equipment": "Équipement d’entraînement (Maître)",
        "unused": "hors jeu",
        "empty": "prise",
        "dan": "Dan {n}+",
        "or": "ou",
        "free": "+{n} niveau(x)",
        "card": "+ une carte",
        "expand": "Agrandir",
        "accelerate": "Accélérer",
        "expansion": "extension",
        "space": "espace {n}",
        "home": "au Dojo",
        "reservation": "Tuile {n}",
        "won": "gagnés {n}",
        "skull": "Dojo du Crâne",
        "quarter": "Quarts de finale",
        "semi": "Demi-finales",
        "final": "Finale",
        "champion": "Champion",
        "fight": "Combat {n} : {round}",
        "predictions": "Pronostics",
        "combat": "Plateau de combat",
        "white": "Blanc",
        "black": "Noir",
        "waiting": "En attente du lancer",
        "no_fight": "Pas de combat en cours",
        "wins": "{side} gagne : {a} Coups contre {b}",
        "by_submission": "{side} gagne l’égalité {a}–{b} par Soumission",
        "draw": "Égalité {a}–{b} : une Blessure à chacun, on relance",
        "activated": "Coups : {moves}",
        "none": "aucun",
        "step": "{n} {by_symbol} de {by} : {symbol} de {side} {before} → {after}",
        "legend_circle": "place d’athlète",
        "legend_octagon": "place du Maître",
        "legend_token": "pion (M, 1-4)",
        "legend_target": "possible",
        "legend_refused": "refusé",
        "legend_last": "dernier posé",
        "legend_wound": "dé blessé",
        "legend_pp": "Prestige",
        "legend_technique": "Technique secrète",
    },
}
"""The board's own short words. Slot names are :data:`~gamekit.dojo_kun.activities.SLOT_NAMES`
shortened to fit a label."""

DOJO_NAMES = {
    "en": {"tiger": "Tiger Dojo", "crane": "Crane Dojo", "bear": "Bear Dojo", "cobra": "Cobra Dojo"},
    "fr": {"tiger": "Dojo du Tigre", "crane": "Dojo de la Grue", "bear": "Dojo de l’Ours",
           "cobra": "Dojo du Cobra"},
}  # fmt: skip

ABILITY_SHORT = {
    "en": {"bandit_level": "Bandit: +1 level", "ki_bonus": "Ki gains +1", "journey_level":
           "Journey: +1 level", "no_ki": "gains no Ki", "yang_discount": "YANG: 1 Ki less",
           "victory_prestige": "win: +1 PP", "ki_for_level": "2 Ki → 1 level", "train_prestige":
           "trains: +1 PP", "train_ki": "trains: +1 Ki", "no_wounds": "no Wounds"},
    "fr": {"bandit_level": "Bandit : +1 niveau", "ki_bonus": "gains de Ki +1", "journey_level":
           "Voyage : +1 niveau", "no_ki": "aucun Ki", "yang_discount": "YANG : 1 Ki de moins",
           "victory_prestige": "victoire : +1 PP", "ki_for_level": "2 Ki → 1 niveau",
           "train_prestige": "entraînement : +1 PP", "train_ki": "entraînement : +1 Ki",
           "no_wounds": "aucune Blessure"},
}  # fmt: skip
"""An athlete card's ability in a few words (``data.ABILITIES`` tells it whole)."""


def word(key: str, lang: str = "en", **values: object) -> str:
    """One of the board's words, filled in."""
    return WORDS.get(lang, WORDS["en"])[key].format(**values)


def symbol_name(symbol: str, lang: str = "en", count: int = 1) -> str:
    """A symbol's or a discipline's name, plural for a count other than 1."""
    name = NAMES.get(lang, NAMES["en"])[symbol]
    return name if count == 1 or symbol == "ki" else name + "s"


def text_width(text: str, size: float) -> float:
    """About how wide ``text`` is in a sans-serif font of ``size`` pixels (bold)."""
    return len(text) * size * 0.6


def wrap(text: str, size: float, width: float) -> tuple[str, ...]:
    """``text`` in lines no wider than ``width`` (a word longer than that stays whole)."""
    lines: list[str] = []
    for w in text.split():
        if lines and text_width(f"{lines[-1]} {w}", size) <= width:
            lines[-1] = f"{lines[-1]} {w}"
        else:
            lines.append(w)
    return tuple(lines) or ("",)


def _size(text: str, width: float, size: float = TEXT) -> float:
    """``size``, or less (down to 11) when ``text`` would not fit ``width``."""
    while size > SMALL and text_width(text, size) > width:
        size -= 0.5
    return size


# -- the layout --------------------------------------------------------------------------------

Pick = tuple[str, object]
"""What a click chose: ``("slot", name)``, ``("athlete", space)`` or ``("seat", index)``."""
Region = tuple[int, int, int, int]
"""Cells (row, col, rows, cols) of the grid; ``(row, col)`` is where a click aims."""


@dataclass(frozen=True, slots=True)
class Layout:
    """Where everything lies for ``players`` seats drawn for ``focus`` (whose Dojo comes first)."""

    players: int
    focus: int = 0

    @property
    def order(self) -> tuple[int, ...]:
        """The Dojos from the top down: the viewer's, then the others in seat order."""
        return tuple((self.focus + i) % self.players for i in range(self.players))

    @property
    def rows(self) -> int:
        return 1 + MIDDLE_ROWS + DOJO_ROWS * self.players + LEGEND_ROWS

    @property
    def geometry(self) -> Geometry:
        return Geometry(rows=self.rows, cols=COLS, cell=CELL, margin=MARGIN, gap=GAP, edge=MARGIN)

    @property
    def middle(self) -> int:
        """The first row of the village (or of the bracket)."""
        return 1

    @property
    def legend(self) -> int:
        return 1 + MIDDLE_ROWS + DOJO_ROWS * self.players

    def dojo_row(self, player: int) -> int:
        """The header row of ``player``'s Dojo panel."""
        return 1 + MIDDLE_ROWS + DOJO_ROWS * self.order.index(player)

    def box(
        self, row: int, col: int, rows: int = 1, cols: int = 1
    ) -> tuple[float, float, float, float]:
        """(x, y, w, h) of a block of cells, the gaps inside included."""
        return _box(self.geometry, row, col, rows, cols)


def _box(
    geom: Geometry, row: int, col: int, rows: int = 1, cols: int = 1
) -> tuple[float, float, float, float]:
    x, y, _, _ = geom.cell_rect(row, col)
    return x, y, cols * geom.pitch - geom.gap, rows * geom.pitch - geom.gap


# Village regions, as (row offset from the middle, col, rows, cols).
VILLAGE_REGIONS: Mapping[str, Region] = {
    "waterfall": (1, 0, 1, 1),
    "waterfall+": (1, 1, 1, 3),
    "help": (1, 5, 1, 1),
    "help+": (1, 6, 1, 3),
    "first": (1, 10, 1, 1),
    "yang": (1, 14, 1, 1),
    "yin": (1, 18, 1, 1),
    **{f"move{i}": (4, 4 * (i - 1), 2, 4) for i in (1, 2, 3)},
    **{f"adventure{i}": (4, 13 + 3 * (i - 1), 2, 3) for i in (1, 2, 3)},
    **{f"athlete{i}": (8, 3 * (i - 1), 3, 3) for i in (1, 2, 3, 4)},
    **{f"equipment{i}": (8, 13 + 3 * (i - 1), 3, 3) for i in (1, 2, 3)},
}
"""Each village slot's cells; a click anywhere on them (a card too) chooses the slot."""
GROUP_LABELS = (
    ("waterfall", 0, 0, 4),
    ("help", 0, 5, 4),
    ("first", 0, 10, 3),
    ("yang", 0, 14, 3),
    ("yin", 0, 18, 3),
    ("moves", 3, 0, 12),
    ("adventures", 3, 13, 9),
    ("athletes", 7, 0, 12),
    ("equipment", 7, 13, 9),
)

# Dojo regions, as (row offset from the panel's header, col, rows, cols).
DOJO_REGIONS: Mapping[str, Region] = {
    **{f"train{k + 1}": (1, 12 + 2 * k, 2, 2) for k in range(4)},
    "expand": (3, 12, 1, 1),
    "accelerate": (3, 17, 1, 1),
}
ATHLETE_REGIONS = tuple((1, 3 * s, 3, 3) for s in range(4))
"""A Dojo's athlete spaces (Senpai first)."""

BRACKET_COLS = (
    (0, 2, 5, 7, 10, 12, 15, 17),
    (1, 6, 11, 16),
    (3, 13),
    (8,),
)
BRACKET_WIDTHS = (2, 2, 3, 3)
"""Each round's slots: their first column and width (a round under the middle of its pairs)."""


def offers_in_play(state: DojoKunState) -> frozenset[str]:
    """The offer slots used with this many players (the others stay empty all game)."""
    return frozenset(
        [f"athlete{i + 1}" for i in range(len(state.offer_athletes))]
        + [f"equipment{i + 1}" for i in range(len(state.offer_equipment))]
    )


def mode(state: DojoKunState) -> str:
    """What the middle of the board shows: ``village`` in the prelude, else ``tournament``."""
    return "village" if state.step == "place" or state.tournament is None else "tournament"


def slot_region(layout: Layout, slot: str, player: int | None = None) -> Region:
    """The cells of a slot: a village slot, or a Dojo slot of ``player`` (the viewer's if None)."""
    if slot in VILLAGE_REGIONS:
        row, col, rows, cols = VILLAGE_REGIONS[slot]
        return layout.middle + row, col, rows, cols
    row, col, rows, cols = DOJO_REGIONS[slot]
    top = layout.dojo_row(layout.focus if player is None else player)
    return top + row, col, rows, cols


def slot_cell(layout: Layout, slot: str, player: int | None = None) -> tuple[int, int]:
    """The cell a click on ``slot`` aims at (where its circle or octagon is)."""
    row, col, _, _ = slot_region(layout, slot, player)
    if slot.endswith("+"):
        col += 1  # the middle of a common area
    return row, col


def athlete_region(layout: Layout, player: int, space: int) -> Region:
    row, col, rows, cols = ATHLETE_REGIONS[space]
    return layout.dojo_row(player) + row, col, rows, cols


BRACKET_SLOT = 30
"""A bracket slot's height: the rest of its row holds the line to the next round."""


def seat_region(layout: Layout, level: int, index: int) -> Region:
    """The cells of a bracket slot: round ``level`` (0 the quarter-finals), slot ``index``."""
    row = layout.middle + 1 + level
    return row, BRACKET_COLS[level][index], 1, BRACKET_WIDTHS[level]


def cell_of(layout: Layout, pick: Pick) -> tuple[int, int]:
    """The cell a click makes ``pick`` with."""
    kind, value = pick
    if kind == "slot":
        return slot_cell(layout, str(value))
    if kind == "athlete":
        row, col, _, _ = athlete_region(layout, layout.focus, int(value))  # type: ignore[arg-type]
        return row + 1, col + 1
    if kind == "seat":
        row, col, _, _ = seat_region(layout, 0, int(value))  # type: ignore[arg-type]
        return row, col
    raise ValueError(f"no such pick: {pick!r}")


def _within(cell: tuple[int, int], region: Region) -> bool:
    row, col, rows, cols = region
    return row <= cell[0] < row + rows and col <= cell[1] < col + cols


def pick_at(
    layout: Layout, cell: tuple[int, int], shown: str, *, in_play: Iterable[str] = OFFERS
) -> Pick | None:
    """What a click on ``cell`` chooses while the middle shows ``shown`` (``village`` or
    ``tournament``): a slot of the village or of the viewer's Dojo, an athlete of the viewer's
    Dojo, a first-round bracket slot; None elsewhere. ``in_play``: the offer slots in use."""
    if shown == "village":
        in_use = frozenset(in_play)
        for slot in VILLAGE_REGIONS:
            if slot in OFFERS and slot not in in_use:
                continue
            if _within(cell, slot_region(layout, slot)):
                return ("slot", slot)
    else:
        for index in range(8):
            if _within(cell, seat_region(layout, 0, index)):
                return ("seat", index)
    for slot in DOJO_REGIONS:
        if _within(cell, slot_region(layout, slot)):
            return ("slot", slot)
    for space in range(4):
        if _within(cell, athlete_region(layout, layout.focus, space)):
            return ("athlete", space)
    return None


# -- little pieces -------------------------------------------------------------------------------


def octagon(cx: float, cy: float, r: float) -> tuple[tuple[float, float], ...]:
    """The outline of a Master's slot."""
    k = r * 0.4142
    return ((cx - k, cy - r), (cx + k, cy - r), (cx + r, cy - k), (cx + r, cy + k),
            (cx + k, cy + r), (cx - k, cy + r), (cx - r, cy + k), (cx - r, cy - k))  # fmt: skip


@lru_cache(maxsize=512)
def symbol_shapes(
    symbol: str, cx: float, cy: float, size: float, ink: str = INK
) -> tuple[Shape, ...]:
    """A die symbol drawn in a ``size`` square: Hit a star, Block a shield, Hold a ring, Jump
    an arrow up, Ki a diamond."""
    s = size / 2
    tag = ""
    if symbol == "hit":
        return (Poly(star(cx, cy, s, s * 0.45, tips=5), fill=ink, tag=tag),)
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


@lru_cache(maxsize=2048)
def die_shapes(
    colour: str, face: int | None, x: float, y: float, size: float, tag: str = ""
) -> tuple[Shape, ...]:
    """A die of ``colour`` showing ``face`` (an index into ``DICE[colour]``; None: not rolled)."""
    shapes: list[Shape] = [
        Poly(rounded_rect(x, y, size, size, size * 0.18), fill=DIE_COLOURS[colour],
             stroke="#1a1a1a", width=1, tag=tag)
    ]  # fmt: skip
    if face is None:
        return tuple(shapes)
    symbols = DICE[colour][face]
    ink = DIE_INK[colour]
    if len(symbols) == 1:
        shapes += symbol_shapes(symbols[0], x + size / 2, y + size / 2, size * 0.62, ink)
    else:
        shapes += symbol_shapes(symbols[0], x + size * 0.3, y + size * 0.32, size * 0.42, ink)
        shapes += symbol_shapes(symbols[1], x + size * 0.7, y + size * 0.68, size * 0.42, ink)
    return tuple(shapes)


def token_shapes(
    player: int, dojo: str, token: str, cx: float, cy: float, r: float, *, tag: str = ""
) -> tuple[Shape, ...]:
    """A wooden token: a disc in its Dojo's colour with ``M`` or the athlete's number."""
    colour = DOJO_COLOURS.get(dojo, SKULL_COLOUR)
    if token == "M":  # the Master's token is an octagon, like the slots he may take
        body: Shape = Poly(octagon(cx, cy, r), fill=colour, stroke="#ffffff", width=1.5, tag=tag)
    else:
        body = Circle(cx, cy, r, fill=colour, stroke="#ffffff", width=1.5, tag=tag)
    return (body, Text(cx, cy + 0.5, token, max(SMALL, r * 1.1), "#ffffff"))


def level_dice(
    levels: Sequence[int], wounds: Sequence[int], x: float, y: float, width: float, *, tag: str = ""
) -> tuple[Shape, ...]:
    """An athlete's levels as small dice of each discipline's colour, left to right in the order
    tiger, crane, bear, cobra, centred in ``width``; a wounded die is hollow and crossed out."""
    shapes: list[Shape] = []
    groups = sum(1 for n in levels if n)
    total = sum(levels)
    if not total:
        return ()
    die = min(14.0, (width - 6 * (groups - 1)) / total - 2)
    left = x + (width - total * (die + 2) - 6 * (groups - 1)) / 2
    for i, d in enumerate(DISCIPLINES):
        colour = DIE_COLOURS[COLOURS[d]]
        for k in range(levels[i]):
            hurt = k >= levels[i] - wounds[i]
            shapes.append(
                Rect(left, y, die, die, fill=None if hurt else colour, stroke=colour, width=1.5,
                     tag=f"{tag}:{d}:{'wound' if hurt else 'level'}" if tag else "")
            )  # fmt: skip
            if hurt:
                shapes.append(Line(left, y, left + die, y + die, colour, 1.5))
                shapes.append(Line(left + die, y, left, y + die, colour, 1.5))
            left += die + 2
        if levels[i]:
            left += 6
    return tuple(shapes)


def _ki(x: float, y: float, n: int, *, tag: str = "") -> tuple[Shape, ...]:
    """A Ki token with its count."""
    return (
        Circle(x, y, 8, fill=KI_COLOUR, stroke="#7a5200", tag=tag),
        Text(x, y + 0.5, str(n), SMALL, INK),
    )


def _pp(x: float, y: float, n: int, *, tag: str = "") -> tuple[Shape, ...]:
    """A Prestige badge with its points."""
    return (
        Poly(rounded_rect(x - 14, y - 8, 28, 16, 4), fill=PRESTIGE_COLOUR, tag=tag),
        Text(x, y + 0.5, f"{n:+d}" if n < 0 else str(n), SMALL, "#ffffff"),
    )


def _label(x: float, y: float, w: float, text: str, *, size: float = TEXT, fill: str = INK,
           bold: bool = True, tag: str = "") -> Text:  # fmt: skip
    return Text(x + w / 2, y, text, _size(text, w - 4, size), fill, bold=bold, tag=tag)


def _gain_shapes(
    gain: Mapping[str, int], x: float, cy: float, lang: str
) -> tuple[list[Shape], float]:
    """What an equipment option gives, left to right from ``x``: dice for a discipline, a white
    die with ``?`` for a level of one's choice, Ki, Prestige; Ki paid first is ``−``."""
    shapes: list[Shape] = []
    for key, n in gain.items():
        for _ in range(n if key in DISCIPLINES or key == "level" else 1):
            if key in DISCIPLINES:
                shapes.append(
                    Rect(x, cy - 7, 14, 14, fill=DIE_COLOURS[COLOURS[key]], stroke="#1a1a1a")
                )
                x += 17
            elif key == "level":
                shapes.append(Rect(x, cy - 7, 14, 14, fill="#ffffff", stroke="#1a1a1a"))
                shapes.append(Text(x + 7, cy + 0.5, "?", SMALL, INK))
                x += 17
        if key == "ki":
            shapes += _ki(x + 8, cy, n)
            x += 19
        elif key == "pay_ki":
            shapes.append(Text(x + 5, cy, "−", TEXT, INK))
            shapes += _ki(x + 18, cy, n)
            x += 29
        elif key == "prestige":
            shapes += _pp(x + 14, cy, n)
            x += 31
    del lang
    return shapes, x


# -- cards -------------------------------------------------------------------------------------


def athlete_card(
    athlete: Athlete,
    x: float,
    y: float,
    w: float,
    h: float,
    *,
    member: Member | None = None,
    lang: str = "en",
    tag: str = "",
) -> tuple[Shape, ...]:
    """An athlete card: his name, Prestige and Ki at the top right, his levels as dice, his
    Secret Techniques and the levels still to choose, and his ability or Special Moves. With
    ``member`` (an athlete of a Dojo) his own levels, Ki, techniques, moves and wounds."""
    levels = member.levels if member else tuple(athlete.levels[d] for d in DISCIPLINES)
    wounds = member.wounds if member else (0, 0, 0, 0)
    ki = member.ki if member else athlete.ki
    shapes: list[Shape] = [
        Poly(rounded_rect(x, y, w, h, 7), fill=CARD, stroke=EDGE, width=1.5, tag=tag),
        *_pp(x + w - 18, y + 12, athlete.prestige),
        *_ki(x + w - 18, y + 32, ki),
        _label(x, y + 54, w, athlete.name, size=TEXT),
        *level_dice(levels, wounds, x + 4, y + 66, w - 8, tag=f"{tag}:dice" if tag else ""),
    ]
    line = y + 92
    techniques = member.techniques if member else ()
    if techniques:
        tx = x + 12
        for t in techniques:
            colour = DIE_COLOURS[COLOURS[t]]
            shapes.append(Poly(octagon(tx, line, 8), fill=colour, tag=f"technique-of:{t}"))
            shapes += symbol_shapes(TECHNIQUES[t].symbol, tx, line, 9, DIE_INK[COLOURS[t]])
            tx += 19
    if not member and athlete.free_levels:
        shapes.append(
            _label(x, line, w, word("free", lang, n=athlete.free_levels), size=SMALL, bold=False)
        )
    if member:
        moves = member.all_moves
        notes = [SPECIAL_MOVES[m].name for m in moves]
    else:
        notes = [SPECIAL_MOVES[athlete.move].name] if athlete.move else []
    if athlete.ability:
        notes.append(ABILITY_SHORT.get(lang, ABILITY_SHORT["en"])[athlete.ability])
    lines = [line for note in notes for line in wrap(note, SMALL, w - 8)]
    for i, text in enumerate(lines[:2]):
        shapes.append(_label(x, y + 110 + i * 12 - (6 if len(lines) > 1 else 0), w, text,
                             size=SMALL, fill="#4e342e", bold=False))  # fmt: skip
    return tuple(shapes)


def equipment_tile(
    tile: Equipment, x: float, y: float, w: float, h: float, *, lang: str = "en", tag: str = ""
) -> tuple[Shape, ...]:
    """A Training Equipment tile: its options (one line each; ``a`` then ``b``), its Prestige,
    and ``×n`` where an option may be bought several times."""
    shapes: list[Shape] = [
        Poly(rounded_rect(x, y, w, h, 6), fill="#efe3c8", stroke=EDGE, width=1.5, tag=tag),
        *_pp(x + w - 18, y + 12, tile.prestige),
    ]
    big = h > 100
    top = y + (58 if big else 50)
    step = 30 if big else 24
    for i, option in enumerate(tile.options):
        cy = top + i * step
        if len(tile.options) > 1:
            shapes.append(Text(x + 10, cy, "ab"[i], SMALL, FAINT))
        parts, right = _gain_shapes(option, x + 20, cy, lang)
        shapes += parts
        if tile.repeat:
            shapes.append(Text(right + 10, cy, "×n", SMALL, INK))
    if len(tile.options) > 1 and big:
        shapes.append(Text(x + w / 2, top + step / 2, word("or", lang), SMALL, FAINT, bold=False))
    return tuple(shapes)


def move_card(
    key: str, x: float, y: float, w: float, h: float, *, lang: str = "en", tag: str = ""
) -> tuple[Shape, ...]:
    """A Special Move card: its name, what it needs (Ki counted with the symbols) and what it
    adds, its price in the row and its Prestige."""
    move = SPECIAL_MOVES[key]
    shapes: list[Shape] = [
        Poly(rounded_rect(x, y, w, h, 6), fill=CARD, stroke=EDGE, width=1.5, tag=tag),
        _label(x + 40, y + 12, w - 70, move.name, size=TEXT),
        *_pp(x + w - 18, y + 12, move.prestige),
    ]
    costs = f" {word('or', lang)} ".join(
        " + ".join(f"{n} {'Ki' if k == 'ki' else ('lvl' if lang == 'en' else 'niv.')}" for k, n in c.items())
        for c in move.costs
    )  # fmt: skip
    shapes.append(_label(x + 40, y + 29, w - 44, costs, size=SMALL, fill=FAINT, bold=False))
    cx = x + 8
    cy = y + 62
    for symbol in SYMBOLS:
        n = move.needs.get(symbol, 0)
        if n:
            shapes += symbol_shapes(symbol, cx + 6, cy, 12)
            shapes.append(Text(cx + 18, cy, str(n), SMALL, INK))
            cx += 27
    shapes.append(Text(cx + 6, cy, "→", TEXT, INK))
    cx += 16
    for symbol in MOVES:
        n = move.gives.get(symbol, 0)
        if n:
            shapes += symbol_shapes(symbol, cx + 6, cy, 12, "#1b5e20")
            shapes.append(Text(cx + 18, cy, str(n), SMALL, "#1b5e20"))
            cx += 27
    marks_ = {"en": ("Harmful", "Submission", "Great Submission"),
              "fr": ("Nocif", "Soumission", "Grande Soumission")}[lang if lang == "fr" else "en"]  # fmt: skip
    note = marks_[0] if move.harmful else marks_[move.submission] if move.submission else ""
    if note:
        shapes.append(Text(x + w / 2, y + h - 8, note, SMALL, "#b71c1c"))
    return tuple(shapes)


def adventure_card(
    key: str, x: float, y: float, w: float, h: float, *, lang: str = "en", tag: str = ""
) -> tuple[Shape, ...]:
    """An Adventure card: its name, the Dan an athlete needs, the Ki it costs and the Prestige
    it gives (``×n`` a Journey paid several times, ``+ a card`` a HOGO card's reward)."""
    adventure = ADVENTURES[key]
    name = adventure.name_fr if lang == "fr" else adventure.name
    shapes: list[Shape] = [
        Poly(rounded_rect(x, y, w, h, 6), fill=CARD, stroke=EDGE, width=1.5, tag=tag),
        _label(x + 40, y + 13, w - 44, word("dan", lang, n=adventure.dan), size=SMALL, fill=FAINT),
    ]
    lines = wrap(name, SMALL, w - 8)
    for i, text in enumerate(lines[:2]):
        shapes.append(_label(x, y + 48 + i * 13 - 6 * (len(lines) > 1), w, text, size=SMALL))
    cy = y + h - 12
    shapes += _ki(x + 20, cy, adventure.ki)
    shapes.append(Text(x + 36, cy, "→", TEXT, INK))
    shapes += _pp(x + 60, cy, adventure.prestige)
    extra = "×n" if adventure.repeat else word("card", lang) if adventure.reward_card else ""
    if extra:
        shapes.append(Text(x + w - 24, cy, extra, SMALL, INK, bold=False))
    return tuple(shapes)


def _slot_shape(slot: str, cx: float, cy: float, r: float, *, tag: str, fill: str = SLOT_FILL,
                opacity: float = 1.0) -> Shape:  # fmt: skip
    if slot in OFFERS or slot in ("expand", "accelerate"):
        return Poly(octagon(cx, cy, r), fill=fill, stroke=INK, width=2, opacity=opacity, tag=tag)
    return Circle(cx, cy, r, fill=fill, stroke=INK, width=2, opacity=opacity, tag=tag)


# -- the turn track -------------------------------------------------------------------------------


def turn_track(
    state: DojoKunState, layout: Layout, names: Sequence[str], lang: str = "en"
) -> tuple[Shape, ...]:
    """The season, the prelude turns 1-3 and the tournament (the present one filled), and the
    First Player."""
    shapes: list[Shape] = []
    x, y, w, h = layout.box(0, 0, 1, 5)
    season = ("white_lotus", "black_lotus")[state.season]
    lotus = (WHITE_SIDE, BLACK_SIDE)[state.season]
    shapes.append(
        Poly(rounded_rect(x, y, w, h, 8), fill=lotus, stroke=INK, width=1.5, tag=f"season:{season}")
    )
    shapes.append(
        _label(x, y + h / 2, w, word(season, lang), size=TITLE, fill=(INK, "#ffffff")[state.season])
    )
    now = 4 if mode(state) == "tournament" else state.turn
    for i in range(1, 4):
        cx, cy = layout.geometry.center(0, 5 + i)
        current = i == now
        shapes.append(Circle(cx, cy, 17, fill=INK if current else SLOT_FILL, stroke=INK, width=2,
                             tag=f"turn:{i}{':now' if current else ''}"))  # fmt: skip
        shapes.append(Text(cx, cy, str(i), TITLE, "#ffffff" if current else INK))
    x, y, w, h = layout.box(0, 9, 1, 3)
    current = now == 4
    shapes.append(Poly(rounded_rect(x, y, w, h, 8), fill=INK if current else SLOT_FILL, stroke=INK,
                       width=2, tag=f"turn:tournament{':now' if current else ''}"))  # fmt: skip
    shapes.append(
        _label(x, y + h / 2, w, word("tournament", lang), fill="#ffffff" if current else INK)
    )
    x, y, w, h = layout.box(0, 13, 1, 9)
    if 0 <= state.first < len(state.dojos):
        dojo = state.dojos[state.first].name
        shapes += token_shapes(
            state.first, dojo, "1", x + 20, y + h / 2, 15, tag=f"first:{state.first}"
        )[:1]
        shapes.append(Text(x + 20, y + h / 2, "1ᵉʳ" if lang == "fr" else "1st", SMALL, "#ffffff"))
        text = f"{word('first', lang)}: {names[state.first]}" if lang == "en" else (
            f"{word('first', lang)} : {names[state.first]}")  # fmt: skip
        shapes.append(_label(x + 40, y + h / 2, w - 40, text, size=TEXT))
    return tuple(shapes)


# -- the village -------------------------------------------------------------------------------


def village_background(state: DojoKunState, layout: Layout, lang: str = "en") -> tuple[Shape, ...]:
    """The village's boards: the group names, every slot (circles for athletes, octagons for the
    Master, a common area as overlapping circles), offers not in play greyed."""
    shapes: list[Shape] = []
    top = layout.middle
    x, y, w, h = layout.box(top, 0, MIDDLE_ROWS, COLS)
    shapes.append(Poly(rounded_rect(x - 4, y - 4, w + 8, h + 8, 10), fill=BOARD, tag="village"))
    for key, row, col, cols in GROUP_LABELS:
        x, y, w, h = layout.box(top + row, col, 1, cols)
        shapes.append(_label(x, y + h * 0.62, w, word(key, lang), size=TEXT, tag=f"label:{key}"))
    in_play = offers_in_play(state)
    for slot in VILLAGE:
        row, col, rows, cols = slot_region(layout, slot)
        x, y, w, h = layout.box(row, col, rows, cols)
        if slot.endswith("+"):
            shapes.append(Poly(rounded_rect(x, y, w, h, h / 2), fill=SLOT_FILL, stroke=INK, width=2,
                               tag=f"slot:{slot}"))  # fmt: skip
            for k in range(5):
                shapes.append(
                    Circle(x + 20 + k * (w - 40) / 4, y + h / 2, 16, stroke=EDGE, width=1)
                )
            shapes.append(
                Text(x + w / 2, y + h / 2, word("shared", lang), SMALL, FAINT, bold=False)
            )
        elif slot in SINGLE and not slot.startswith(("move", "adventure")):
            cx, cy = layout.geometry.center(row, col)
            shapes.append(_slot_shape(slot, cx, cy, 18, tag=f"slot:{slot}"))
    for slot in OFFERS:
        row, col, rows, cols = slot_region(layout, slot)
        x, y, w, h = layout.box(row, col, rows, cols)
        used = slot in in_play
        shapes.append(
            Poly(rounded_rect(x, y, w, h, 7), stroke=EDGE, width=1, opacity=1 if used else 0.5)
        )
        cx, cy = layout.geometry.center(row, col)
        shapes.append(_slot_shape(slot, cx, cy, 17, tag=f"slot:{slot}" if used else f"unused:{slot}",
                                  opacity=1 if used else 0.35))  # fmt: skip
        if not used:
            shapes.append(
                _label(x, y + h / 2, w, word("unused", lang), size=SMALL, fill=FAINT, bold=False)
            )
    return tuple(shapes)


def village_pieces(
    state: DojoKunState, layout: Layout, viewer: int, lang: str = "en"
) -> tuple[Shape, ...]:
    """The cards on offer, the rows, Master YANG's techniques, the free Reservation tiles, and the
    tokens placed this turn on village slots."""
    g = layout.geometry
    shapes: list[Shape] = []
    for i, card in enumerate(state.offer_athletes):
        slot = f"athlete{i + 1}"
        row, col, rows, cols = slot_region(layout, slot)
        x, y, w, h = layout.box(row, col, rows, cols)
        if card is None:
            shapes.append(
                _label(x, y + h / 2, w, word("empty", lang), size=SMALL, fill=FAINT, bold=False)
            )
        elif card >= 0:
            shapes += athlete_card(
                ATHLETES[card], x, y, w, h, lang=lang, tag=f"offer:{slot}:{card}"
            )
    for i, tile in enumerate(state.offer_equipment):
        slot = f"equipment{i + 1}"
        row, col, rows, cols = slot_region(layout, slot)
        x, y, w, h = layout.box(row, col, rows, cols)
        if tile is None:
            shapes.append(
                _label(x, y + h / 2, w, word("empty", lang), size=SMALL, fill=FAINT, bold=False)
            )
        elif tile >= 0:
            shapes += equipment_tile(
                EQUIPMENT[tile], x, y, w, h, lang=lang, tag=f"offer:{slot}:{tile}"
            )
    for slot in OFFERS:  # the octagons sit on the cards
        if slot in offers_in_play(state):
            row, col, _, _ = slot_region(layout, slot)
            cx, cy = g.center(row, col)
            shapes.append(_slot_shape(slot, cx, cy, 17, tag=""))
    turn = Turn(state, viewer if viewer is not None and 0 <= viewer < state.players else 0)
    for rowname, cards in (("move", turn.moves), ("adventure", turn.adventures)):
        for slot, entry in cards.items():
            row, col, rows, cols = slot_region(layout, slot)
            x, y, w, h = layout.box(row, col, rows, cols)
            if entry is not None:
                draw = move_card if rowname == "move" else adventure_card
                shapes += draw(entry[1], x, y, w, h, lang=lang, tag=f"{rowname}:{slot}:{entry[1]}")
            else:
                shapes.append(
                    Poly(
                        rounded_rect(x, y, w, h, 6),
                        stroke=EDGE,
                        width=1,
                        tag=f"{rowname}:{slot}:none",
                    )
                )
                shapes.append(
                    _label(
                        x, y + h / 2 + 8, w, word("empty", lang), size=SMALL, fill=FAINT, bold=False
                    )
                )
            cx, cy = g.center(row, col)
            shapes.append(_slot_shape(slot, cx, cy, 15, tag=f"slot:{slot}"))
    # Master YANG's Secret Techniques, and the free Reservation tiles beside First Player
    x, y, w, h = layout.box(layout.middle + 1, 15, 1, 2)
    for k, t in enumerate(state.techniques):
        tx, ty = x + 11 + (k % 4) * 21, y + h / 2
        colour = COLOURS[t]
        shapes.append(
            Poly(
                octagon(tx, ty, 10),
                fill=DIE_COLOURS[colour],
                stroke="#1a1a1a",
                tag=f"technique:{t}",
            )
        )
        shapes += symbol_shapes(TECHNIQUES[t].symbol, tx, ty, 11, DIE_INK[colour])
    x, y, w, h = layout.box(layout.middle + 1, 11, 1, 2)
    for k, tile in enumerate(state.reservations):
        tx = x + 4 + k * 27
        shapes.append(
            Poly(
                rounded_rect(tx, y + 6, 24, h - 12, 4),
                fill="#c9a227",
                stroke=INK,
                tag=f"reservation:{tile}",
            )
        )
        shapes.append(Text(tx + 12, y + h / 2, str(tile), TEXT, INK))
    shapes += placed_tokens(state, layout, village=True)
    return tuple(shapes)


def where_tokens_stand(state: DojoKunState) -> dict[tuple[int, str], str]:
    """Each token placed this turn, as (player, token) -> the slot it stands on (the last entry
    of ``placed``; an athlete who rested stays on his equipment)."""
    out: dict[tuple[int, str], str] = {}
    for p, entries in enumerate(state.placed):
        for token, slot in entries:
            if slot != "rest":
                out[(p, token)] = slot
    return out


def placed_tokens(state: DojoKunState, layout: Layout, *, village: bool) -> tuple[Shape, ...]:
    """The tokens standing on slots: on the village's (``village``) or on the Dojos'."""
    g = layout.geometry
    by_slot: dict[tuple[int | None, str], list[tuple[int, str]]] = {}
    for (p, token), slot in where_tokens_stand(state).items():
        key = (None, slot) if slot in VILLAGE_REGIONS else (p, slot)
        if (key[0] is None) == village:
            by_slot.setdefault(key, []).append((p, token))
    shapes: list[Shape] = []
    for (owner, slot), tokens in sorted(by_slot.items(), key=lambda kv: (kv[0][0] or 0, kv[0][1])):
        row, col, rows, cols = slot_region(layout, slot, owner)
        if slot.endswith("+"):
            x, y, w, h = layout.box(row, col, rows, cols)
            per_row = 8
            for k, (p, token) in enumerate(tokens):
                cx = x + 12 + (k % per_row) * (w - 24) / (per_row - 1)
                cy = y + (h / 2 if len(tokens) <= per_row else 11 + (k // per_row) * 18)
                shapes += token_shapes(p, state.dojos[p].name, token, cx, cy, 9 if len(tokens) > per_row else 11,
                                       tag=f"token:{p}:{token}:{slot}")  # fmt: skip
            continue
        cx, cy = g.center(row, col)
        for k, (p, token) in enumerate(tokens):
            shapes += token_shapes(p, state.dojos[p].name, token, cx + 6 * k, cy + 4 * k, 12,
                                   tag=f"token:{p}:{token}:{slot}")  # fmt: skip
    return tuple(shapes)


# -- the Dojos -------------------------------------------------------------------------------------


def dojo_background(
    state: DojoKunState, layout: Layout, names: Sequence[str], lang: str = "en"
) -> tuple[Shape, ...]:
    """Each Dojo's panel in its colour (the viewer's framed thick), its spaces and slots, the
    spaces of expansions not built pale, Expand and Accelerate."""
    g = layout.geometry
    shapes: list[Shape] = []
    for p in layout.order:
        dojo = state.dojos[p]
        top = layout.dojo_row(p)
        colour = DOJO_COLOURS[dojo.name]
        x, y, w, h = layout.box(top, 0, DOJO_ROWS, COLS)
        focus = p == layout.focus
        shapes.append(Poly(rounded_rect(x - 4, y - 3, w + 8, h + 6, 10), fill="#fbf6ea" if focus else PAPER,
                           stroke=colour, width=4 if focus else 1.5, tag=f"dojo:{p}:{dojo.name}"))  # fmt: skip
        hx, hy, hw, hh = layout.box(top, 0, 1, 6)
        shapes.append(Poly(rounded_rect(hx, hy + 2, hw, hh - 4, 6), fill=colour))
        title = f"{names[p]} · {DOJO_NAMES.get(lang, DOJO_NAMES['en'])[dojo.name]}"
        shapes.append(_label(hx, hy + hh / 2, hw, title, size=TITLE, fill="#ffffff"))
        built = 2 + dojo.expansions
        for space in range(4):
            row, col, rows, cols = athlete_region(layout, p, space)
            ax, ay, aw, ah = layout.box(row, col, rows, cols)
            if space >= built:
                shapes.append(
                    Poly(rounded_rect(ax, ay, aw, ah, 7), stroke=EDGE, width=1, opacity=0.6)
                )
                shapes.append(
                    _label(
                        ax,
                        ay + ah / 2,
                        aw,
                        word("expansion", lang),
                        size=SMALL,
                        fill=FAINT,
                        bold=False,
                    )
                )
            elif dojo.athletes[space] is None:
                shapes.append(
                    Poly(rounded_rect(ax, ay, aw, ah, 7), fill=SLOT_FILL, stroke=EDGE, width=1)
                )
                shapes.append(
                    _label(
                        ax,
                        ay + ah / 2,
                        aw,
                        word("space", lang, n=space + 1),
                        size=SMALL,
                        fill=FAINT,
                        bold=False,
                    )
                )
        for k in range(4):
            slot = f"train{k + 1}"
            row, col, rows, cols = slot_region(layout, slot, p)
            ex, ey, ew, eh = layout.box(row, col, rows, cols)
            if k >= built:
                shapes.append(
                    Poly(rounded_rect(ex, ey, ew, eh, 6), stroke=EDGE, width=1, opacity=0.6)
                )
                shapes.append(
                    _label(
                        ex,
                        ey + eh / 2 + 10,
                        ew,
                        word("expansion", lang),
                        size=SMALL,
                        fill=FAINT,
                        bold=False,
                    )
                )
                tag = f"slot:{slot}" if focus else f"dojo-slot:{p}:{slot}"
                cx, cy = g.center(row, col)
                shapes.append(_slot_shape(slot, cx, cy, 14, tag=tag, opacity=0.35))
                continue
            shapes.append(
                Poly(rounded_rect(ex, ey, ew, eh, 6), fill=SLOT_FILL, stroke=EDGE, width=1)
            )
        for slot in ("expand", "accelerate"):
            row, col, _, _ = slot_region(layout, slot, p)
            cx, cy = g.center(row, col)
            tag = f"slot:{slot}" if focus else f"dojo-slot:{p}:{slot}"
            shapes.append(_slot_shape(slot, cx, cy, 17, tag=tag))
            lx, ly, lw, lh = layout.box(row, col + 1, 1, 4)
            shapes.append(_label(lx, ly + lh / 2, lw - 10, word(slot, lang), size=TEXT))
    return tuple(shapes)


def dojo_pieces(state: DojoKunState, layout: Layout, lang: str = "en") -> tuple[Shape, ...]:
    """Each Dojo's athletes, equipment, training circles, Prestige, Reservation tile, tokens
    still at home, and the tokens standing on its own slots."""
    g = layout.geometry
    shapes: list[Shape] = []
    stand = where_tokens_stand(state)
    for p in layout.order:
        dojo = state.dojos[p]
        top = layout.dojo_row(p)
        focus = p == layout.focus
        x, y, _, h = layout.box(top, 6, 1, 2)
        shapes += _pp(x + 20, y + h / 2, dojo.prestige, tag=f"prestige:{p}:{dojo.prestige}")
        shapes.append(Text(x + 60, y + h / 2, "PP", SMALL, PRESTIGE_COLOUR))
        if dojo.reservation is not None:
            rx, ry, _, rh = layout.box(top, 8, 1, 1)
            shapes.append(Poly(rounded_rect(rx + 8, ry + 6, 24, rh - 12, 4), fill="#c9a227", stroke=INK,
                               tag=f"dojo-reservation:{p}:{dojo.reservation}"))  # fmt: skip
            shapes.append(Text(rx + 20, ry + rh / 2, str(dojo.reservation), TEXT, INK))
        home = ["M"] + [str(s + 1) for s, m in enumerate(dojo.athletes) if m is not None]
        hx, hy, _, hh = layout.box(top, 9, 1, 6)
        shapes.append(Text(hx + 22, hy + hh / 2, word("home", lang), SMALL, FAINT, bold=False))
        k = 0
        for token in home:
            if (p, token) in stand:
                continue
            shapes += token_shapes(
                p, dojo.name, token, hx + 58 + k * 30, hy + hh / 2, 13, tag=f"home:{p}:{token}"
            )
            k += 1
        note = []
        if dojo.tournaments_won:
            note.append(f"{word('tournament', lang)}: {word('won', lang, n=dojo.tournaments_won)}")
        if note:
            nx, ny, nw, nh = layout.box(top, 16, 1, 6)
            shapes.append(_label(nx, ny + nh / 2, nw, " · ".join(note), size=SMALL, bold=False))
        for space, member in enumerate(dojo.athletes):
            if member is None:
                continue
            row, col, rows, cols = athlete_region(layout, p, space)
            ax, ay, aw, ah = layout.box(row, col, rows, cols)
            shapes += athlete_card(ATHLETES[member.card], ax, ay, aw, ah, member=member, lang=lang,
                                   tag=f"member:{p}:{space}:{member.card}")  # fmt: skip
            shapes.append(
                Circle(
                    ax + 14, ay + 14, 10, fill="#ffffff", stroke=DOJO_COLOURS[dojo.name], width=2
                )
            )
            shapes.append(Text(ax + 14, ay + 14.5, str(space + 1), SMALL, DOJO_COLOURS[dojo.name]))
        for k, tile in enumerate(dojo.equipment):
            slot = f"train{k + 1}"
            row, col, rows, cols = slot_region(layout, slot, p)
            ex, ey, ew, eh = layout.box(row, col, rows, cols)
            if tile is not None:
                shapes += equipment_tile(
                    EQUIPMENT[tile], ex, ey, ew, eh, lang=lang, tag=f"equipment:{p}:{k}:{tile}"
                )
            cx, cy = g.center(row, col)
            tag = f"slot:{slot}" if focus else f"dojo-slot:{p}:{slot}"
            shapes.append(_slot_shape(slot, cx, cy, 14, tag=tag))
        ex, ey, ew, eh = layout.box(top + 1, 20, 2, 2)
        shapes.append(
            _label(
                ex, ey + 20, ew, f"{word('expansion', lang)}s", size=SMALL, fill=FAINT, bold=False
            )
        )
        shapes.append(Text(ex + ew / 2, ey + 42, f"{dojo.expansions}/{EXPANSIONS}", TITLE, INK,
                           tag=f"expansions:{p}:{dojo.expansions}"))  # fmt: skip
    shapes += placed_tokens(state, layout, village=False)
    return tuple(shapes)


# -- the tournament bracket ---------------------------------------------------------------------


def entrant_label(state: DojoKunState, entrant: Entrant, names: Sequence[str]) -> tuple[str, str]:
    """An entrant's name and whose he is (a player's name, or ``Skull``)."""
    if entrant.skull:
        return SKULL[entrant.space].name, "☠"
    member = state.dojos[entrant.owner].athletes[entrant.space]
    name = ATHLETES[member.card].name if member is not None else "?"
    return name, names[entrant.owner]


def bracket_shapes(
    state: DojoKunState, layout: Layout, names: Sequence[str], lang: str = "en"
) -> tuple[Shape, ...]:
    """The bracket: 8 slots, then the 4, 2 and 1 who went on (Skull Dojo athletes dark, players'
    in their Dojo's colour), lines joining each pair to its winner's slot, the fight in progress
    framed, dropped fighters struck out, and the predictions for the fight."""
    t = state.tournament
    shapes: list[Shape] = []
    top = layout.middle
    x, y, w, h = layout.box(top, 0, MIDDLE_ROWS, COLS)
    shapes.append(Poly(rounded_rect(x - 4, y - 4, w + 8, h + 8, 10), fill=BOARD, tag="tournament"))
    titles = ("quarter", "semi", "final", "champion")
    x, y, w, h = layout.box(top, 0, 1, 19)
    fight_round = ""
    if t is not None and t.fight < FIGHTS:
        level = 0 if t.fight < 4 else 1 if t.fight < 6 else 2
        fight_round = word(titles[level], lang)
    title = word("tournament", lang)
    if fight_round:
        title += " — " + word("fight", lang, n=t.fight + 1, round=fight_round)  # type: ignore[union-attr]
    shapes.append(_label(x, y + h * 0.62, w, title, size=TITLE, tag="label:tournament"))
    for level in range(4):
        for index in range(len(BRACKET_COLS[level])):
            row, col, rows, cols = seat_region(layout, level, index)
            bx, by, bw, _ = layout.box(row, col, rows, cols)
            bh = BRACKET_SLOT
            if level < 3:  # the line to the next round's slot
                nrow, ncol, _, ncols = seat_region(layout, level + 1, index // 2)
                nx, ny, nw, _ = layout.box(nrow, ncol, 1, ncols)
                bend = by + bh + 5
                shapes.append(Line(bx + bw / 2, by + bh, bx + bw / 2, bend, INK, 2))
                shapes.append(Line(bx + bw / 2, bend, nx + nw / 2, bend, INK, 2))
                shapes.append(Line(nx + nw / 2, bend, nx + nw / 2, ny, INK, 2))
            entrant = t.rounds[level][index] if t is not None else None
            tag = f"bracket:{level}:{index}"
            if entrant is None:
                shapes.append(Poly(rounded_rect(bx, by, bw, bh, 6), fill=SLOT_FILL, stroke=EDGE,
                                   width=1.5, tag=tag + ":empty"))  # fmt: skip
                if level == 0 and index % 2 == 0:  # a dotted slot: the First Player's draw
                    shapes.append(Circle(bx + bw / 2, by + bh / 2, 3, fill=FAINT))
                    shapes.append(Circle(bx + bw / 2 - 10, by + bh / 2, 3, fill=FAINT))
                    shapes.append(Circle(bx + bw / 2 + 10, by + bh / 2, 3, fill=FAINT))
                continue
            name, _ = entrant_label(state, entrant, names)
            colour = (
                SKULL_COLOUR if entrant.skull else DOJO_COLOURS[state.dojos[entrant.owner].name]
            )
            fill = SKULL_COLOUR if entrant.skull else CARD
            ink = "#ffffff" if entrant.skull else INK
            shapes.append(Poly(rounded_rect(bx, by, bw, bh, 6), fill=fill, stroke=colour, width=2.5,
                               tag=f"{tag}:{name}"))  # fmt: skip
            shapes.append(Rect(bx + 2, by + 2, 14, bh - 4, fill=colour))
            badge = "☠" if entrant.skull else str(entrant.owner + 1)
            shapes.append(Text(bx + 9, by + bh / 2, badge, SMALL, "#ffffff"))
            lines = wrap(name, SMALL, bw - 22)
            for i, text in enumerate(lines[:2]):
                ty = by + bh / 2 + (i - (len(lines[:2]) - 1) / 2) * 13
                shapes.append(Text(bx + 10 + bw / 2, ty, text, _size(text, bw - 22, SMALL), ink))
            if t is not None and entrant in t.dropped:
                shapes.append(
                    Line(
                        bx + 4,
                        by + bh / 2,
                        bx + bw - 4,
                        by + bh / 2,
                        "#c62828",
                        2.5,
                        tag=f"dropped:{level}:{index}",
                    )
                )
    if t is not None and t.fight < FIGHTS:
        level = 0 if t.fight < 4 else 1 if t.fight < 6 else 2
        first = (0, 4, 6)[level]
        i = t.fight - first
        a = seat_region(layout, level, 2 * i)
        b = seat_region(layout, level, 2 * i + 1)
        ax, ay, _, _ = layout.box(*a)
        bx, _, bw, _ = layout.box(*b)
        ah = BRACKET_SLOT
        shapes.append(Poly(rounded_rect(ax - 4, ay - 4, bx + bw - ax + 8, ah + 8, 8), stroke="#c62828",
                           width=3, tag=f"fight:{t.fight}"))  # fmt: skip
        for side, (sx, sy) in zip(("white", "black"), ((ax, ay), (bx + bw, ay)), strict=True):
            fill = WHITE_SIDE if side == "white" else BLACK_SIDE
            shapes.append(Circle(sx + (-2 if side == "white" else 2), sy + ah / 2, 7, fill=fill, stroke=INK,
                                 tag=f"fighter-token:{side}"))  # fmt: skip
    # the predictions, right of the bracket
    px, py, pw, _ = layout.box(top + 1, 19, 4, 3)
    shapes.append(_label(px, py + 10, pw, word("predictions", lang), size=SMALL, fill=FAINT))
    if t is not None:
        for p, guess in enumerate(t.predictions):
            if guess is None:
                continue
            cy = py + 30 + p * 22
            shapes.append(Circle(px + 14, cy, 8, fill=WHITE_SIDE if guess == "white" else BLACK_SIDE,
                                 stroke=INK, tag=f"prediction:{p}:{guess}"))  # fmt: skip
            shapes.append(
                _label(
                    px + 26, cy, pw - 26, f"{names[p]}: {word(guess, lang)}", size=SMALL, bold=False
                )
            )
    return tuple(shapes)


# -- the Combat board ----------------------------------------------------------------------------

COMBAT_ROWS = 7
COMBAT = Geometry(rows=COMBAT_ROWS, cols=COLS, cell=CELL, margin=MARGIN, gap=GAP, edge=MARGIN)
"""The Combat board on its own (the combat lab, the lessons' pictures)."""
SERPENTINE = ("jump", "hold", "block", "hit")
"""The Combat board's rows, top to bottom, in the order the serpentine reduces them."""
BOX_COLS = {"white": 5, "black": 15}
SIDES = ("white", "black")


@dataclass(frozen=True, slots=True)
class Bout:
    """A roll of a fight to draw: the fighters, the faces of their dice (in the order of
    ``Fighter.colours``), the red dice of each side's Harmful Attacks, their names and the fight
    (0-6) it belongs to."""

    white: Fighter
    black: Fighter
    faces: tuple[tuple[int, ...], tuple[int, ...]] | None
    red: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())
    names: tuple[str, str] = ("", "")
    fight: int = 0


def current_bout(
    state: DojoKunState, names: Sequence[str] = ("P1", "P2", "P3", "P4")
) -> Bout | None:
    """The fight to show on the Combat board: the fight in progress, with its roll once rolled
    (a draw's roll stays while its Wounds are placed); while the Wounds of a fight just won are
    placed, that fight's roll. None when no fight is on. A roll is told from the state only
    while the fighters' dice still match it (``Tournament.roll`` does not say whose it is)."""
    t = state.tournament
    if t is None or mode(state) != "tournament":
        return None
    waiting: Bout | None = None
    fights = [f for f in range(min(t.fight, FIGHTS - 1), -1, -1) if _real_fight(t, f)]
    # the fight in progress, then (only while Wounds are placed, or at the end) the one before
    for fight in fights[: 1 if state.step not in ("wound", "over") or t.fight != fights[0] else 2]:
        white, black = pair(t, fight)
        assert white is not None and black is not None
        try:
            fighters = (fighter(state, white), fighter(state, black))
        except ValueError:
            return None
        label = (_entrant_title(state, white, names), _entrant_title(state, black, names))
        roll = _split_roll(t, fighters)
        if roll is not None:
            return Bout(fighters[0], fighters[1], roll[0], roll[1], label, fight)
        if fight == t.fight and waiting is None:
            waiting = Bout(fighters[0], fighters[1], None, ((), ()), label, fight)
            if state.step != "wound":
                return waiting
    return waiting


def _real_fight(t: Tournament, fight: int) -> bool:
    """Whether fight ``fight`` is fought with dice (not a bye, Skull against Skull, or one
    Dojo's two athletes)."""
    white, black = pair(t, fight)
    return not (
        white is None
        or black is None
        or (white.skull and black.skull)
        or white.owner == black.owner
    )


def _entrant_title(state: DojoKunState, e: Entrant, names: Sequence[str]) -> str:
    name, whose = entrant_label(state, e, names)
    return f"{name} ({whose})" if not e.skull else f"{name} ☠"


def _split_roll(
    t: Tournament, fighters: tuple[Fighter, Fighter]
) -> tuple[tuple[tuple[int, ...], tuple[int, ...]], tuple[tuple[int, ...], tuple[int, ...]]] | None:
    """The last roll as (faces, red dice by side) if it fits these fighters' dice."""
    if t.roll is None:
        return None
    white, black, red = t.roll
    if len(white) != fighters[0].dice_count or len(black) != fighters[1].dice_count:
        return None
    try:
        harmful = combat_rules.register(fighters[0], white).harmful
        split = (tuple(red[:harmful]), tuple(red[harmful:]))
        combat_rules.resolve_round(fighters[0], fighters[1], white, black, *split)
    except CombatError:
        return None
    return (tuple(white), tuple(black)), split


def step_text(step: Step, lang: str = "en") -> str:
    """One reduction of the serpentine as a sentence: ``Black's 1 Jump: White's Holds 3 → 2``."""
    return word(
        "step",
        lang,
        by=word(step.by_side, lang),
        n=step.by_count,
        by_symbol=symbol_name(step.by_symbol, lang, step.by_count),
        side=word(step.side, lang),
        symbol=symbol_name(step.symbol, lang, 2),
        before=step.before,
        after=step.after,
    )


def result_text(result: Combat, lang: str = "en") -> str:
    """Who won the roll, and how; or the draw."""
    a, b = result.hits
    if result.winner is None:
        return word("draw", lang, a=a, b=b)
    side = word(result.winner, lang)
    if result.decided_by == "submission":
        return word("by_submission", lang, side=side, a=a, b=b)
    high, low = (a, b) if result.winner == "white" else (b, a)
    return word("wins", lang, side=side, a=high, b=low)


def combat_shapes(
    white: Fighter | Side | Mapping[str, object] | None,
    black: Fighter | Side | Mapping[str, object] | None,
    *,
    faces: tuple[Sequence[int], Sequence[int]] | None = None,
    red: tuple[Sequence[int], Sequence[int]] = ((), ()),
    names: tuple[str, str] = ("", ""),
    step: int | None = None,
    lang: str = "en",
    geometry: Geometry = COMBAT,
    top: int = 0,
) -> tuple[Shape, ...]:
    """The Combat board, 7 rows of ``geometry`` from row ``top``: both fighters' names and
    dice, their symbols registered (Hit, Block, Hold, Jump), the serpentine resolution up to
    ``step`` (0-6; None: all of it, and the result), each step an arrow from the symbols that
    reduce to the count reduced, numbered in order, and the step's sentence beside.

    ``white`` and ``black`` are :class:`~gamekit.dojo_kun.combat.Fighter` with ``faces`` (a
    face index per die, as ``resolve_round`` takes them, and the red dice of each side's
    Harmful Attacks in ``red``); Fighters without faces (the roll to come: blank dice); or the
    counts on the board (``{"hit": 3, "block": 1, "submission": "teishutsu"}``, or a
    :class:`~gamekit.dojo_kun.combat.Side`), with no dice drawn. None for both: an empty board.

    >>> shapes = combat_shapes({"hit": 3, "hold": 2}, {"hit": 5, "block": 4, "jump": 1})
    >>> [s.tag for s in shapes if s.tag.startswith("step:")]
    ['step:0', 'step:1', 'step:2', 'step:3', 'step:4', 'step:5']
    """
    box = lambda row, col, rows=1, cols=1: _box(geometry, top + row, col, rows, cols)
    shapes: list[Shape] = []
    x, y, w, h = box(0, 0, COMBAT_ROWS, COLS)
    shapes.append(Poly(rounded_rect(x - 4, y - 4, w + 8, h + 8, 10), fill="#d7c7a3", tag="combat"))
    result: Combat | None = None
    sides: tuple[Side, Side] | None = None
    dice: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    rolled: tuple[Sequence[int | None], Sequence[int | None]] = ((), ())
    reds: tuple[Sequence[int], Sequence[int]] = ((), ())
    counts: tuple[Mapping[str, int], Mapping[str, int]] | None = None
    if isinstance(white, Fighter) and isinstance(black, Fighter):
        dice = (white.colours, black.colours)
        if faces is None:
            rolled = ((None,) * len(dice[0]), (None,) * len(dice[1]))
        else:
            bout = combat_rules.resolve_round(white, black, faces[0], faces[1], red[0], red[1])
            result, sides, rolled, reds = bout.combat, bout.sides, faces, bout.red
    elif white is not None and black is not None:
        result = combat_rules.resolve_combat(white, black)  # type: ignore[arg-type]
    if result is not None:
        counts = tuple(  # type: ignore[assignment]
            {
                **result.boards[i],
                **{st.symbol: st.before for st in result.steps if st.side == side},
            }
            for i, side in enumerate(("white", "black"))
        )
    # names and dice
    for s, side in enumerate(("white", "black")):
        nx, ny, nw, nh = box(0, 11 * s, 1, 11)
        fill = WHITE_SIDE if side == "white" else BLACK_SIDE
        shapes.append(
            Circle(nx + 14, ny + nh / 2, 10, fill=fill, stroke=INK, width=1.5, tag=f"side:{side}")
        )
        label = f"{word(side, lang)}: {names[s]}" if names[s] else word(side, lang)
        if sides is not None and sides[s].moves:
            moved = ", ".join(SPECIAL_MOVES[m].name for m in sides[s].moves)
            label += " — " + moved
        if sides is not None and any(sides[s].removed.values()):
            lost = ", ".join(
                f"−{n} {symbol_name(k, lang, n)}" for k, n in sides[s].removed.items() if n
            )
            label += f" ({lost})"
        shapes.append(
            _label(nx + 28, ny + nh / 2, nw - 30, label, size=TEXT, tag=f"fighter:{side}")
        )
        dx, dy, dw, dh = box(1, 11 * s, 1, 11)
        n = len(dice[s]) + len(reds[s])
        size = min(34.0, (dw - 4) / max(n, 1) - 3)
        for k, colour in enumerate(dice[s]):
            face = rolled[s][k] if k < len(rolled[s]) else None
            shapes += die_shapes(colour, face, dx + 2 + k * (size + 3), dy + (dh - size) / 2, size,
                                 tag=f"die:{side}:{k}:{colour}:{'-' if face is None else face}")  # fmt: skip
        for k, face in enumerate(reds[s]):  # a Harmful Attack's red die, framed in red
            rx = dx + 2 + (len(dice[s]) + k) * (size + 3) + 6
            shapes.append(Poly(rounded_rect(rx - 3, dy + (dh - size) / 2 - 3, size + 6, size + 6, 6),
                               stroke="#b71c1c", width=2))  # fmt: skip
            shapes += die_shapes(
                "red", face, rx, dy + (dh - size) / 2, size, tag=f"harmful:{side}:{k}:{face}"
            )
    # the board: one row a symbol; white's counts left, black's right, the serpentine between
    shown = 6 if step is None else max(0, min(6, step))
    before = {side: dict(counts[i]) for i, side in enumerate(SIDES)} if counts else None
    now = {side: dict(counts[i]) for i, side in enumerate(SIDES)} if counts else None
    if result is not None and now is not None:
        for st in result.steps[:shown]:
            now[st.side][st.symbol] = st.after
    for r, symbol in enumerate(SERPENTINE):
        cx, cy = (box(2 + r, 7, 1, 8)[0] + box(2 + r, 7, 1, 8)[2] / 2), box(2 + r, 0)[1] + CELL / 2
        shapes.append(
            Text(cx, cy, symbol_name(symbol, lang, 2), TEXT, FAINT, bold=False, tag=f"row:{symbol}")
        )
        for side in SIDES:
            bx, by, bw, bh = box(2 + r, BOX_COLS[side], 1, 2)
            fill = WHITE_SIDE if side == "white" else BLACK_SIDE
            ink = INK if side == "white" else "#ffffff"
            shapes.append(Poly(rounded_rect(bx, by, bw, bh, 6), fill=fill, stroke=INK, width=1.5,
                               tag=f"count:{side}:{symbol}"))  # fmt: skip
            shapes += symbol_shapes(symbol, bx + 16, by + bh / 2, 18, ink)
            if now is None or before is None:
                continue
            a, b = before[side][symbol], now[side][symbol]
            text = str(a) if a == b else f"{a} → {b}"
            shapes.append(Text(bx + bw / 2 + 12, by + bh / 2, text, TITLE if a == b else TEXT, ink,
                               tag=f"value:{side}:{symbol}:{b}"))  # fmt: skip
    if result is None:
        rx, ry, rw, rh = box(6, 0, 1, COLS)
        key = "waiting" if dice[0] else "no_fight"
        shapes.append(_label(rx, ry + rh / 2, rw, word(key, lang), size=TITLE, fill=FAINT))
        return tuple(shapes)
    inner = {"white": box(2, BOX_COLS["white"], 1, 2), "black": box(2, BOX_COLS["black"], 1, 2)}
    edge = {"white": inner["white"][0] + inner["white"][2] + 3, "black": inner["black"][0] - 3}
    for i, st in enumerate(result.steps):
        done = i < shown
        x1, x2 = edge[st.by_side], edge[st.side]
        y1 = box(2 + SERPENTINE.index(st.by_symbol), 0)[1] + CELL / 2
        y2 = box(2 + SERPENTINE.index(st.symbol), 0)[1] + CELL / 2
        colour = "#c62828" if done else EDGE
        opacity = 1.0 if done else 0.6
        shapes.append(Line(x1, y1, x2, y2, colour, 3 if done else 1.5, opacity))
        # an arrowhead into the count reduced
        ux, uy = x2 - x1, y2 - y1
        norm = (ux * ux + uy * uy) ** 0.5
        ux, uy = ux / norm, uy / norm
        head = ((x2, y2), (x2 - 11 * ux - 5 * uy, y2 - 11 * uy + 5 * ux),
                (x2 - 11 * ux + 5 * uy, y2 - 11 * uy - 5 * ux))  # fmt: skip
        shapes.append(Poly(head, fill=colour, opacity=opacity))
        # the step's number a third of the way along, so crossing steps keep theirs apart
        bx, by = x1 + (x2 - x1) * 0.3, y1 + (y2 - y1) * 0.3
        shapes.append(Circle(bx, by, 10, fill=colour if done else PAPER, stroke=colour, width=1.5,
                             opacity=opacity, tag=f"step:{i}"))  # fmt: skip
        shapes.append(
            Text(bx, by + 0.5, str(i + 1), SMALL, "#ffffff" if done else INK, opacity=opacity)
        )
        lx, ly, lw, lh = box(2 + i % 3, 0 if i < 3 else 17, 1, 5)
        lines = wrap(f"{i + 1}. {step_text(st, lang)}", SMALL, lw - 8)
        for k, text in enumerate(lines[:3]):
            shapes.append(
                Text(lx + lw / 2, ly + lh / 2 + (k - (len(lines[:3]) - 1) / 2) * 13, text, SMALL,
                     INK if done else FAINT, bold=done, tag=f"step-text:{i}" if k == 0 else "")
            )  # fmt: skip
    if step is None or step >= 6:
        rx, ry, rw, rh = box(6, 0, 1, COLS)
        tag = f"winner:{result.winner}" if result.winner else "winner:draw"
        shapes.append(_label(rx, ry + rh / 2, rw, result_text(result, lang), size=TITLE,
                             fill="#b71c1c", tag=tag))  # fmt: skip
    return tuple(shapes)


def tournament_shapes(
    state: DojoKunState, layout: Layout, names: Sequence[str], *, bout: Bout | None = None,
    step: int | None = None, lang: str = "en",
) -> tuple[Shape, ...]:  # fmt: skip
    """The bracket and, under it, the Combat board of ``bout`` (by default the fight in progress
    with its last roll, :func:`current_bout`)."""
    shapes = list(bracket_shapes(state, layout, names, lang))
    bout = bout if bout is not None else current_bout(state, names)
    top = layout.middle + 5
    if bout is None:
        shapes += combat_shapes(None, None, geometry=layout.geometry, top=top, lang=lang)
    else:
        shapes += combat_shapes(bout.white, bout.black, faces=bout.faces, red=bout.red, names=bout.names,
                                step=step, lang=lang, geometry=layout.geometry, top=top)  # fmt: skip
    return tuple(shapes)


# -- the legend ---------------------------------------------------------------------------------


def legend(layout: Layout, lang: str = "en", *, rows: int = LEGEND_ROWS) -> tuple[Shape, ...]:
    """What every symbol and colour on the board means: the dice's symbols and colours, then
    (``rows`` 2) the slots, tokens and marks."""
    g = layout.geometry
    top = layout.legend
    shapes: list[Shape] = []
    x, y, w, h = layout.box(top, 0, rows, COLS)
    shapes.append(
        Poly(rounded_rect(x - 4, y - 2, w + 8, h + 4, 8), fill="#fbf7ee", stroke=EDGE, tag="legend")
    )
    col = 0
    for symbol in SYMBOLS:
        cx, cy = g.center(top, col)
        shapes += symbol_shapes(symbol, cx, cy, 18)
        lx, ly, lw, lh = layout.box(top, col + 1, 1, 1)
        shapes.append(
            Text(
                lx + lw / 2,
                ly + lh / 2,
                symbol_name(symbol, lang),
                SMALL,
                INK,
                tag=f"legend:{symbol}",
            )
        )
        col += 2
    for d in DISCIPLINES:
        colour = COLOURS[d]
        x, y, _, h = layout.box(top, col, 1, 1)
        shapes += die_shapes(colour, None, x + 8, y + 8, h - 16)
        lx, ly, lw, lh = layout.box(top, col + 1, 1, 1)
        shapes.append(
            Text(lx + lw / 2, ly + lh / 2, symbol_name(d, lang), SMALL, INK, tag=f"legend:{d}")
        )
        col += 2
    x, y, w, h = layout.box(top, col, 1, 1)
    shapes.append(Rect(x + 14, y + 14, 12, 12, stroke="#388e3c", width=1.2))
    shapes.append(Line(x + 14, y + 14, x + 26, y + 26, "#388e3c", 1.5))
    shapes.append(Line(x + 26, y + 14, x + 14, y + 26, "#388e3c", 1.5))
    lx, ly, lw, lh = layout.box(top, col + 1, 1, 3)
    shapes.append(
        _label(lx, ly + lh / 2, lw, word("legend_wound", lang), size=SMALL, tag="legend:wound")
    )
    if rows < 2:
        return tuple(shapes)
    row = top + 1
    items = (
        ("circle", lambda cx, cy: (Circle(cx, cy, 13, fill=SLOT_FILL, stroke=INK, width=2),)),
        ("octagon", lambda cx, cy: (Poly(octagon(cx, cy, 13), fill=SLOT_FILL, stroke=INK, width=2),)),
        ("token", lambda cx, cy: token_shapes(0, "tiger", "M", cx - 7, cy, 9) + token_shapes(0, "tiger", "1", cx + 9, cy, 9)),
        ("technique", lambda cx, cy: (Poly(octagon(cx, cy, 10), fill=DIE_COLOURS["red"]),) + symbol_shapes("hit", cx, cy, 11, "#ffffff")),
        ("pp", lambda cx, cy: _pp(cx, cy, 1)),
        ("target", lambda cx, cy: (Circle(cx, cy, 13, stroke=TARGET, width=4),)),
        ("refused", lambda cx, cy: (Circle(cx, cy, 13, stroke=REFUSED, width=4),) + _cross(cx, cy, 8, REFUSED)),
        ("last", lambda cx, cy: (Circle(cx, cy, 13, stroke=LAST, width=3),)),
    )  # fmt: skip
    col = 0
    widths = (3, 3, 3, 3, 2, 3, 2, 3)
    for (key, draw), width in zip(items, widths, strict=True):
        cx, cy = g.center(row, col)
        shapes += draw(cx, cy)
        lx, ly, lw, lh = layout.box(row, col + 1, 1, width - 1)
        lines = wrap(word(f"legend_{key}", lang), SMALL, lw - 2)
        for k, text in enumerate(lines[:2]):
            ty = ly + lh / 2 + (k - (len(lines[:2]) - 1) / 2) * 13
            shapes.append(Text(lx + lw / 2, ty, text, SMALL, INK, tag="" if k else f"legend:{key}"))
        col += width
    return tuple(shapes)


def _cross(cx: float, cy: float, r: float, colour: str) -> tuple[Shape, ...]:
    return (
        Line(cx - r, cy - r, cx + r, cy + r, colour, 3),
        Line(cx + r, cy - r, cx - r, cy + r, colour, 3),
    )


# -- the whole board ----------------------------------------------------------------------------


def background(
    state: DojoKunState, layout: Layout, names: Sequence[str], lang: str = "en"
) -> tuple[Shape, ...]:
    """What changes least: the paper, the turn track, the village's or the tournament's boards,
    the Dojo panels, the legend."""
    width, height = layout.geometry.size
    shapes: list[Shape] = [Rect(0, 0, width, height, fill=PAPER, tag="mat")]
    shapes += turn_track(state, layout, names, lang)
    if mode(state) == "village":
        shapes += village_background(state, layout, lang)
    shapes += dojo_background(state, layout, names, lang)
    shapes += legend(layout, lang)
    return tuple(shapes)


def pieces(
    state: DojoKunState, layout: Layout, names: Sequence[str], *, bout: Bout | None = None,
    step: int | None = None, lang: str = "en",
) -> tuple[Shape, ...]:  # fmt: skip
    """The cards, tiles, tokens and counts: the village and its tokens (prelude) or the bracket
    and the Combat board (tournament), and every Dojo's contents."""
    if mode(state) == "village":
        shapes = village_pieces(state, layout, layout.focus, lang)
    else:
        shapes = tournament_shapes(state, layout, names, bout=bout, step=step, lang=lang)
    return shapes + dojo_pieces(state, layout, lang)


def last_placement(state: DojoKunState) -> tuple[int, str] | None:
    """The last token placed this turn as (player, slot), by turn order: the nearest player
    before the one to play (counter-clockwise) who placed one."""
    if mode(state) != "village" or state.to_play is None:
        return None
    n = state.players
    for back in range(1, n + 1):
        p = (state.to_play - back) % n
        entries = [e for e in state.placed[p] if e[1] != "rest"]
        if entries:
            return p, entries[-1][1]
    return None


def _frame(layout: Layout, cell: tuple[int, int], pick: Pick, colour: str, width: float, tag: str,
           player: int | None = None) -> tuple[Shape, ...]:  # fmt: skip
    """A frame round the slot, athlete or bracket slot of ``pick``."""
    kind, value = pick
    if kind == "slot":
        region = slot_region(layout, str(value), player)
    elif kind == "athlete":
        region = athlete_region(layout, layout.focus, int(value))  # type: ignore[arg-type]
    else:
        region = seat_region(layout, 0, int(value))  # type: ignore[arg-type]
    x, y, w, h = layout.box(*region)
    del cell
    return (Poly(rounded_rect(x - 3, y - 3, w + 6, h + 6, 8), stroke=colour, width=width, tag=tag),)


def marks(
    layout: Layout,
    selectable: Iterable[Pick | str] = (),
    *,
    picked: Pick | None = None,
    refused: Pick | str | None = None,
    last: tuple[int, str] | None = None,
) -> tuple[Shape, ...]:
    """The top layer: gold frames on what a click may choose (picks, or bare slot names), the
    pick made, a refused one crossed, and the slot of the last placement (``(player, slot)``)."""
    shapes: list[Shape] = []
    g = layout.geometry
    if last is not None:
        player, slot = last
        pick: Pick = ("slot", slot)
        shapes += _frame(
            layout, slot_cell(layout, slot, player), pick, LAST, 3, f"last:{slot}", player
        )
    for item in selectable:
        pick = ("slot", item) if isinstance(item, str) else item
        shapes += _frame(
            layout, cell_of(layout, pick), pick, TARGET, 4, f"target:{pick[0]}:{pick[1]}"
        )
    if picked is not None:
        shapes += _frame(
            layout, cell_of(layout, picked), picked, LAST, 4, f"picked:{picked[0]}:{picked[1]}"
        )
    if refused is not None:
        pick = ("slot", refused) if isinstance(refused, str) else refused
        cell = cell_of(layout, pick)
        shapes += _frame(layout, cell, pick, REFUSED, 4, f"refused:{pick[0]}:{pick[1]}")
        cx, cy = g.center(*cell)
        shapes += _cross(cx, cy, 10, REFUSED)
    return tuple(shapes)


# -- static pictures ----------------------------------------------------------------------------


def _moved(shape: Shape, dy: float) -> Shape:
    if isinstance(shape, Poly):
        return replace(shape, points=tuple((x, y + dy) for x, y in shape.points))
    if isinstance(shape, Circle):
        return replace(shape, cy=shape.cy + dy)
    if isinstance(shape, Line):
        return replace(shape, y1=shape.y1 + dy, y2=shape.y2 + dy)
    return replace(shape, y=shape.y + dy)


def board_svg(
    state: DojoKunState, focus: int = 0, *, names: Sequence[str] | None = None, lang: str = "en",
    size: int | None = None,
) -> str:  # fmt: skip
    """The whole board for seat ``focus``, as SVG."""
    layout = Layout(state.players, focus)
    names = tuple(names or (f"P{p + 1}" for p in range(state.players)))
    shapes = background(state, layout, names, lang) + pieces(state, layout, names, lang=lang)
    shapes += marks(layout, last=last_placement(state))
    width, height = layout.geometry.size
    return shapes_svg(shapes, width, height, size=size, title="Dojo Kun")


def village_svg(
    state: DojoKunState, *, viewer: int = 0, names: Sequence[str] | None = None, lang: str = "en",
    size: int | None = None,
) -> str:  # fmt: skip
    """The turn track and the village (or, in a tournament, the bracket and the Combat board),
    without the Dojos: a narrative cell's picture."""
    layout = Layout(state.players, viewer)
    names = tuple(names or (f"P{p + 1}" for p in range(state.players)))
    g = layout.geometry
    bottom = g.cell_rect(layout.middle + MIDDLE_ROWS - 1, 0)[1] + CELL + MARGIN
    width = g.size[0]
    shapes: list[Shape] = [Rect(0, 0, width, bottom, fill=PAPER)]
    shapes += turn_track(state, layout, names, lang)
    if mode(state) == "village":
        shapes += village_background(state, layout, lang)
        shapes += village_pieces(state, layout, viewer, lang)
    else:
        shapes += tournament_shapes(state, layout, names, lang=lang)
    return shapes_svg(shapes, width, bottom, size=size, title="Dojo Kun")


def combat_svg(
    white: Fighter | Side | Mapping[str, object],
    black: Fighter | Side | Mapping[str, object],
    *,
    faces: tuple[Sequence[int], Sequence[int]] | None = None,
    red: tuple[Sequence[int], Sequence[int]] = ((), ()),
    names: tuple[str, str] = ("", ""),
    step: int | None = None,
    lang: str = "en",
    size: int | None = None,
    legend_row: bool = True,
) -> str:
    """The Combat board (see :func:`combat_shapes`) as SVG, with the symbols' legend under it."""
    width, height = COMBAT.size
    shapes: list[Shape] = [
        Rect(0, 0, width, height + (CELL + GAP if legend_row else 0), fill=PAPER)
    ]
    shapes += combat_shapes(white, black, faces=faces, red=red, names=names, step=step, lang=lang)
    if legend_row:
        layout = Layout(1)
        dy = height - layout.geometry.cell_rect(layout.legend, 0)[1] + GAP
        shapes += (_moved(shape, dy) for shape in legend(layout, lang, rows=1))
        height += CELL + GAP
    return shapes_svg(shapes, width, height, size=size, title="Dojo Kun combat")
