"""Dojo's actions, each with a short text form that ``parse_action`` reads back.

A dojo grows in a frame of 5 rows x 7 columns around its first card, which always lands in the
middle, on d3: that frame holds every shape a 3 x 4 dojo can grow into. Cells are named like
chess squares, column a-g then row 1-5.

>>> [str(a) for a in (Give(1), Challenge(), Pass(), Swap(), Keep(), Train(cell("e3")))]
['give P2', 'challenge', 'pass', 'swap', 'keep', 'e3']
>>> str(PlaceTrophy("row", 2)), str(PlaceTrophy("column", 4)), str(Sign("rock"))
('trophy 3', 'trophy e', 'rock')
>>> parse_action("trophy e") == PlaceTrophy("column", 4)
True
"""

from __future__ import annotations

from dataclasses import dataclass

from gamekit import reading
from gamekit.core import InvalidAction

FRAME_ROWS, FRAME_COLS = 5, 7
FIRST_CELL = 2 * FRAME_COLS + 3  # d3, the middle of the frame
SIGNS = ("rock", "paper", "scissors")


def cell(name: str) -> int:
    """The frame cell named ``name`` (``"a1"``..``"g5"``); ValueError if there is none."""
    name = name.strip().lower()
    if len(name) != 2 or name[0] not in "abcdefg" or name[1] not in "12345":
        raise ValueError(
            f"{reading.excerpt(name)} is not a cell: a column a-g and a row 1-5, like d3"
        )
    return "12345".index(name[1]) * FRAME_COLS + "abcdefg".index(name[0])


def cell_name(index: int) -> str:
    row, col = divmod(index, FRAME_COLS)
    return f"{'abcdefg'[col]}{row + 1}"


@dataclass(frozen=True, slots=True)
class Give:
    """Recruitment: the dealer gives the top card to player ``to`` (himself included)."""

    to: int

    def __str__(self) -> str:
        return f"give P{self.to + 1}"


@dataclass(frozen=True, slots=True)
class Challenge:
    """The player asked challenges the dealer."""

    def __str__(self) -> str:
        return "challenge"


@dataclass(frozen=True, slots=True)
class Pass:
    """The player asked lets the challenge pass to the next opponent."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Sign:
    """Black Belt variant: a secret rock, paper or scissors."""

    sign: str

    def __str__(self) -> str:
        return self.sign


@dataclass(frozen=True, slots=True)
class Swap:
    """The challenge's winner swaps the two cards."""

    def __str__(self) -> str:
        return "swap"


@dataclass(frozen=True, slots=True)
class Keep:
    """The challenge's winner keeps his card."""

    def __str__(self) -> str:
        return "keep"


@dataclass(frozen=True, slots=True)
class Train:
    """Training: put this round's card on frame cell ``cell`` of your dojo."""

    cell: int

    def __str__(self) -> str:
        return cell_name(self.cell)


@dataclass(frozen=True, slots=True)
class PlaceTrophy:
    """Put the trophy won beside frame row ``index`` (black) or above frame column ``index``
    (orange)."""

    line: str  # "row" or "column"
    index: int

    def __str__(self) -> str:
        return f"trophy {self.index + 1 if self.line == 'row' else 'abcdefg'[self.index]}"


Action = Give | Challenge | Pass | Sign | Swap | Keep | Train | PlaceTrophy

CHALLENGE, PASS, SWAP, KEEP = Challenge(), Pass(), Swap(), Keep()
GIVES = tuple(Give(p) for p in range(5))
TRAINS = tuple(Train(c) for c in range(FRAME_ROWS * FRAME_COLS))
SIGN_ACTIONS = tuple(Sign(s) for s in SIGNS)


def parse_action(text: str) -> Action:
    """Read any action's text form; raise InvalidAction otherwise. The text is bounded first
    (:func:`gamekit.reading.check_action_text`) and numbers are ASCII digits only, so ``give P²``
    or ``give P`` and 4,301 nines are refused like any typo."""
    text = reading.check_action_text(text, "Dojo")
    words = text.strip().lower().split()
    simple = {"challenge": CHALLENGE, "pass": PASS, "swap": SWAP, "keep": KEEP}
    try:
        if len(words) == 1 and words[0] in simple:
            return simple[words[0]]
        if len(words) == 1 and words[0] in SIGNS:
            return Sign(words[0])
        if len(words) == 2 and words[0] == "give" and words[1][:1] == "p":
            seat = reading.number(words[1][1:], 1, 5)
            if seat is None:
                raise ValueError("players are P1 to P5")
            return GIVES[seat - 1]
        if len(words) == 2 and words[0] == "trophy":
            where = words[1]
            if len(where) == 1 and where in "12345":
                return PlaceTrophy("row", "12345".index(where))
            if len(where) == 1 and where in "abcdefg":
                return PlaceTrophy("column", "abcdefg".index(where))
            raise ValueError("a trophy goes beside a row 1-5 or above a column a-g")
        if len(words) == 1:
            return TRAINS[cell(words[0])]
    except ValueError as err:
        raise InvalidAction(f"{reading.excerpt(text)} is not a Dojo action ({err})") from None
    raise InvalidAction(
        f"{reading.excerpt(text)} is not a Dojo action: try 'give P2', 'challenge', 'pass', "
        "'swap', 'keep', a cell like 'e3', 'trophy 3', 'trophy e', or 'rock' / 'paper' / "
        "'scissors'"
    )
