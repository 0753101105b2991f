"""Kaito's material: 36 tiles on a 6x6 grid, squares and their names.

Each colour (Red, Black) has 17 tiles: 7 Katana (Swords), 3 Kabuto (Helmets) and 7 Mons worth
3, 3, 2, 2, 1, 1, 1 (13 in all). Two blank opening tiles make 36; they leave play at set-up.

A square is an int ``row * 6 + col`` with row 0 at the top; its name is the column letter a-f and
the row number 1-6 from the top:

>>> square_name(0), square_name(35), parse_square("c4")
('a1', 'f6', 20)
"""

from __future__ import annotations

from enum import IntEnum

from gamekit.reading import excerpt

SIZE = 6
SQUARES = range(SIZE * SIZE)
RED, BLACK = 0, 1
COLOUR_NAMES = ("Red", "Black")
COLOUR_NAMES_FR = ("Rouge", "Noir")
"""The colours (and players) in French sentences; as adjectives: rouge, noir / noire."""
SWORDS_PER_COLOUR = 7
HELMETS_PER_COLOUR = 3
MON_VALUES = (3, 3, 2, 2, 1, 1, 1)


class Tile(IntEnum):
    """A coloured tile. The int is ``colour * 5 + k + 1`` with k: sword, helmet, mon 1, 2, 3."""

    RED_SWORD = 1
    RED_HELMET = 2
    RED_MON1 = 3
    RED_MON2 = 4
    RED_MON3 = 5
    BLACK_SWORD = 6
    BLACK_HELMET = 7
    BLACK_MON1 = 8
    BLACK_MON2 = 9
    BLACK_MON3 = 10

    @property
    def colour(self) -> int:
        return (self - 1) // 5

    @property
    def kind(self) -> str:
        """``"sword"``, ``"helmet"`` or ``"mon"``."""
        return ("sword", "helmet", "mon", "mon", "mon")[(self - 1) % 5]

    @property
    def value(self) -> int:  # type: ignore[override]
        """A Mon's value (1, 2 or 3); 0 for Swords and Helmets."""
        return (0, 0, 1, 2, 3)[(self - 1) % 5]

    @property
    def letter(self) -> str:
        """The tile in position codes: S, H, A (Mon 1), B (Mon 2), C (Mon 3); Red upper case."""
        return LETTERS[self]

    @property
    def label(self) -> str:
        """A learner's name: "black Sword", "red Mon 3"."""
        kind = {"sword": "Sword", "helmet": "Helmet"}.get(self.kind, f"Mon {self.value}")
        return f"{COLOUR_NAMES[self.colour].lower()} {kind}"

    @property
    def label_fr(self) -> str:
        """The French name, with its article: "le Sabre noir", "le Mon 3 rouge"."""
        colour = ("rouge", "noir")[self.colour]
        kind = {"sword": "Sabre", "helmet": "Casque"}.get(self.kind, f"Mon {self.value}")
        return f"le {kind} {colour}"


LETTERS = {t: "SHABC"[(t - 1) % 5] if t <= 5 else "shabc"[(t - 1) % 5] for t in Tile}
TILE_OF_LETTER = {letter: tile for tile, letter in LETTERS.items()}


SWORDS = (Tile.RED_SWORD, Tile.BLACK_SWORD)
HELMETS = (Tile.RED_HELMET, Tile.BLACK_HELMET)
MONS = (
    (None, Tile.RED_MON1, Tile.RED_MON2, Tile.RED_MON3),
    (None, Tile.BLACK_MON1, Tile.BLACK_MON2, Tile.BLACK_MON3),
)
"""MONS[colour][value]; tables, not Tile(...) calls, because the engine's hot path uses them."""


def sword(colour: int) -> Tile:
    return SWORDS[colour]


def helmet(colour: int) -> Tile:
    return HELMETS[colour]


def mon(colour: int, value: int) -> Tile:
    return MONS[colour][value]  # type: ignore[return-value]


def full_set(colour: int) -> list[Tile]:
    """The 17 tiles of one colour."""
    return (
        [sword(colour)] * SWORDS_PER_COLOUR
        + [helmet(colour)] * HELMETS_PER_COLOUR
        + [mon(colour, v) for v in MON_VALUES]
    )


FULL_COUNT = {t: full_set(t.colour).count(t) for t in Tile}


def square_name(square: int) -> str:
    row, col = divmod(square, SIZE)
    return f"{'abcdef'[col]}{row + 1}"


def parse_square(text: str) -> int:
    """The square named ``text`` (``"a1"`` .. ``"f6"``); ValueError if there is none."""
    text = text.strip().lower()
    if len(text) != 2 or text[0] not in "abcdef" or text[1] not in "123456":
        raise ValueError(
            f"{excerpt(text)} is not a square: use a column a-f and a row 1-6, like c4"
        )
    return "123456".index(text[1]) * SIZE + "abcdef".index(text[0])


def _line(square: int) -> tuple[int, ...]:
    row, col = divmod(square, SIZE)
    return tuple(s for s in SQUARES if s != square and (s // SIZE == row or s % SIZE == col))


def _rays(square: int) -> tuple[tuple[int, ...], ...]:
    row, col = divmod(square, SIZE)
    up = tuple(r * SIZE + col for r in range(row - 1, -1, -1))
    down = tuple(r * SIZE + col for r in range(row + 1, SIZE))
    left = tuple(row * SIZE + c for c in range(col - 1, -1, -1))
    right = tuple(row * SIZE + c for c in range(col + 1, SIZE))
    return (up, left, right, down)


LINE = tuple(_line(s) for s in SQUARES)
"""For each square, the other squares of its row and column, in ascending order."""
RAYS = tuple(_rays(s) for s in SQUARES)
"""For each square, the four rays outward (up, left, right, down), nearest square first."""
