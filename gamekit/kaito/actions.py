"""Kaito's actions, each with a short text form that ``parse_action`` reads back.

>>> str(Place(20)), str(Capture(20)), str(Trade("sword", (3, 1))), str(EndTurn())
('K@c4', 'c4', 'S=3+1', 'end')
>>> parse_action("H=3+2")
Trade(kind='helmet', mons=(3, 2))
"""

from __future__ import annotations

from dataclasses import dataclass

from gamekit.core import InvalidAction
from gamekit.kaito.tiles import SQUARES, parse_square, square_name
from gamekit.reading import check_action_text, excerpt, number


@dataclass(frozen=True, slots=True)
class Place:
    """Set-up: the second player puts the Kaito on an empty square."""

    square: int

    def __str__(self) -> str:
        return f"K@{square_name(self.square)}"


@dataclass(frozen=True, slots=True)
class Capture:
    """Move the Kaito to ``square`` and capture the tile there."""

    square: int

    def __str__(self) -> str:
        return square_name(self.square)


@dataclass(frozen=True, slots=True)
class Trade:
    """Pay captured Mons (their values, highest first) to buy back a Sword or a Helmet."""

    kind: str
    mons: tuple[int, ...]

    def __str__(self) -> str:
        return f"{'S' if self.kind == 'sword' else 'H'}={'+'.join(map(str, self.mons))}"


@dataclass(frozen=True, slots=True)
class EndTurn:
    """End the turn without trading."""

    def __str__(self) -> str:
        return "end"


Action = Place | Capture | Trade | EndTurn

PLACES = tuple(Place(s) for s in SQUARES)
CAPTURES = tuple(Capture(s) for s in SQUARES)
END_TURN = EndTurn()


def parse_action(text: str) -> Action:
    """Read ``K@c4``, ``c4``, ``S=3+1``, ``H=3+2`` or ``end``; raise InvalidAction otherwise."""
    text = check_action_text(text, "Kaito")
    words = text.strip()
    try:
        if not words.isascii():
            raise ValueError("only plain letters, digits, @, = and + are used")
        if words.lower() == "end":
            return END_TURN
        if words[:2].upper() == "K@":
            return PLACES[parse_square(words[2:])]
        if words[:2].upper() in ("S=", "H="):
            values = [number(v, 1, 3) for v in words[2:].split("+")]
            if None in values:
                raise ValueError("Mons are worth 1, 2 or 3")
            mons = tuple(sorted((v for v in values if v), reverse=True))
            return Trade("sword" if words[0].upper() == "S" else "helmet", mons)
        return CAPTURES[parse_square(words)]
    except ValueError as err:
        raise InvalidAction(
            f"{excerpt(text)} is not a Kaito action ({err}); write a square like c4 to capture, "
            "K@c4 to place the Kaito, S=3+1 or H=3+2 to trade, or end"
        ) from None
