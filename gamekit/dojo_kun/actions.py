"""Dojo Kun's actions, each with a short text form that ``parse_action`` reads back.

The prelude is placements: a token (``M`` the Master, ``1``-``4`` an athlete by his Dojo space)
on a slot, with the choices the slot asks for, all at once (a placement you could not fulfil is
refused whole). Slots: in the village ``waterfall`` (single circle) and ``waterfall+`` (common
area), ``help``/``help+``, ``first``, ``yang``, ``yin``, ``move1``-``move3`` (the Special Moves
row, oldest first), ``adventure1``-``adventure3``, ``athlete1``-``athlete4`` and
``equipment1``-``equipment3`` (the cards on offer); in the Dojo ``train1``-``train4`` (its
equipment slots), ``expand`` and ``accelerate``; and ``rest``, an athlete who trained staying put
instead of being repositioned by Accelerate. Choices are words: disciplines (``tiger``
``crane`` ``bear`` ``cobra``), an equipment option (``a``, ``b``), a cost (``ki``, ``level``),
a count (``x2``), a card on offer (``athlete2``, ``equipment1``).

The tournament: ``send 1 3`` (the athletes a Dojo sends), ``reserve 1``, ``give 3``,
``seat 5`` (a bracket slot, 1-8), ``predict white``, ``advance 3`` (one Dojo's two athletes
meet), ``wound bear``; and, only in a game made for it, ``roll ...`` (a roll set by hand).

>>> [str(a) for a in (Place("M", "athlete2", ("bear", "cobra")), Place("2", "waterfall"))]
['M athlete2 bear cobra', '2 waterfall']
>>> parse_action("send 1 3"), parse_action("predict black")
(Send(spaces=(0, 2)), Predict(side='black'))
"""

from __future__ import annotations

from dataclasses import dataclass

from gamekit import reading
from gamekit.core import InvalidAction
from gamekit.dojo_kun.data import DISCIPLINES

TOKENS = ("M", "1", "2", "3", "4")
"""The Master and the four athlete tokens (an athlete's token is his Dojo space)."""

VILLAGE = (
    "waterfall",
    "waterfall+",
    "help",
    "help+",
    "first",
    "yang",
    "yin",
    *(f"move{i}" for i in (1, 2, 3)),
    *(f"adventure{i}" for i in (1, 2, 3)),
)
"""The village's circles (athletes); a ``+`` is a common area where any number may stand."""

OFFERS = (*(f"athlete{i}" for i in (1, 2, 3, 4)), *(f"equipment{i}" for i in (1, 2, 3)))
"""The village's octagons (the Master; Athlete 1 may take equipment)."""

DOJO = (*(f"train{i}" for i in (1, 2, 3, 4)), "expand", "accelerate")
"""A Dojo's own slots: a circle on each equipment slot, and two octagons."""

REST = "rest"
"""Accelerate's repositioning declined: the athlete stays on the equipment he trained on."""

SLOTS = (*VILLAGE, *OFFERS, *DOJO, REST)

CHOICE_WORDS = frozenset({*DISCIPLINES, "a", "b", "ki", "level", *OFFERS})


@dataclass(frozen=True, slots=True, order=True)
class Place:
    """Put ``token`` on ``slot`` and resolve the activity with ``choices``."""

    token: str
    slot: str
    choices: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " ".join((self.token, self.slot, *self.choices))


@dataclass(frozen=True, slots=True, order=True)
class Sacrifice:
    """Lord Vegan's ability: his athlete (by space) gives up 2 Ki for a level in
    ``discipline``, as often as he likes, during his Dojo's placements."""

    space: int
    discipline: str

    def __str__(self) -> str:
        return f"sacrifice {self.space + 1} {self.discipline}"


@dataclass(frozen=True, slots=True, order=True)
class Send:
    """The athletes (by Dojo space) a Dojo sends to the tournament: two, or all it has."""

    spaces: tuple[int, ...]

    def __str__(self) -> str:
        return "send " + " ".join(str(s + 1) for s in self.spaces)


@dataclass(frozen=True, slots=True, order=True)
class Reserve:
    """Put one of the athletes you send on your Reservation tile."""

    space: int

    def __str__(self) -> str:
        return f"reserve {self.space + 1}"


@dataclass(frozen=True, slots=True, order=True)
class Give:
    """Hand one of your athletes without a reservation to the first player, who draws it at
    random onto a dotted slot."""

    space: int

    def __str__(self) -> str:
        return f"give {self.space + 1}"


@dataclass(frozen=True, slots=True, order=True)
class Seat:
    """Put your reserved athlete on a free bracket slot (0-7): choose whom he fights."""

    slot: int

    def __str__(self) -> str:
        return f"seat {self.slot + 1}"


@dataclass(frozen=True, slots=True, order=True)
class Predict:
    """Predict the winner of the fight you are not in: the ``white`` or ``black`` fighter."""

    side: str

    def __str__(self) -> str:
        return f"predict {self.side}"


@dataclass(frozen=True, slots=True, order=True)
class Advance:
    """Your two athletes meet: choose (by space) the one who goes on, with no fight."""

    space: int

    def __str__(self) -> str:
        return f"advance {self.space + 1}"


@dataclass(frozen=True, slots=True, order=True)
class Wound:
    """Your athlete takes a Wound counter: choose the discipline that loses a die."""

    discipline: str

    def __str__(self) -> str:
        return f"wound {self.discipline}"


@dataclass(frozen=True, slots=True, order=True)
class Roll:
    """A roll set by hand (a teacher's tool, only in a game made with ``chance="chosen"``): the
    face (0-5) of each of white's dice, then black's, in die order, and of the red dice of any
    Harmful Attack: ``roll 0 3 5 / 1 1 2 / 4``."""

    white: tuple[int, ...]
    black: tuple[int, ...]
    red: tuple[int, ...] = ()

    def __str__(self) -> str:
        parts = [" ".join(map(str, f)) or "-" for f in (self.white, self.black)]
        if self.red:
            parts.append(" ".join(map(str, self.red)))
        return "roll " + " / ".join(parts)


Action = Place | Sacrifice | Send | Reserve | Give | Seat | Predict | Advance | Wound | Roll


def _space(word: str, text: str) -> int:
    number = reading.number(word, 1, 4)
    if number is None:
        raise InvalidAction(f"{reading.excerpt(text)}: athletes are numbered 1 to 4")
    return number - 1


def parse_action(text: str) -> Action:
    """Read ``str(action)`` back; :class:`~gamekit.InvalidAction` for anything else.

    >>> parse_action("2 yin tiger crane crane")
    Place(token='2', slot='yin', choices=('tiger', 'crane', 'crane'))
    >>> parse_action("seat 9")
    Traceback (most recent call last):
    ...
    gamekit.core.InvalidAction: 'seat 9': bracket slots are numbered 1 to 8
    """
    text = reading.check_action_text(text, "Dojo Kun")
    words = text.lower().split()
    if not words:
        raise InvalidAction("an empty text is not a Dojo Kun action")
    head, rest = words[0], words[1:]
    if head.upper() in TOKENS and len(words) >= 2:
        if rest[0] not in SLOTS:
            raise InvalidAction(f"{reading.excerpt(text)}: {reading.excerpt(rest[0])} is no slot")
        bad = [w for w in rest[1:] if w not in CHOICE_WORDS and not _count(w)]
        if bad:
            raise InvalidAction(f"{reading.excerpt(text)}: {reading.excerpt(bad[0])} is no choice")
        return Place(head.upper(), rest[0], tuple(rest[1:]))
    if head == "sacrifice" and len(rest) == 2 and rest[1] in DISCIPLINES:
        return Sacrifice(_space(rest[0], text), rest[1])
    if head == "send" and 1 <= len(rest) <= 2:
        return Send(tuple(_space(w, text) for w in rest))
    if head in ("reserve", "give", "advance") and len(rest) == 1:
        kind = {"reserve": Reserve, "give": Give, "advance": Advance}[head]
        return kind(_space(rest[0], text))
    if head == "seat" and len(rest) == 1:
        slot = reading.number(rest[0], 1, 8)
        if slot is None:
            raise InvalidAction(f"{reading.excerpt(text)}: bracket slots are numbered 1 to 8")
        return Seat(slot - 1)
    if head == "predict" and rest in (["white"], ["black"]):
        return Predict(rest[0])
    if head == "wound" and len(rest) == 1 and rest[0] in DISCIPLINES:
        return Wound(rest[0])
    if head == "roll":
        return _roll(" ".join(rest), text)
    raise InvalidAction(
        f"{reading.excerpt(text)} is not a Dojo Kun action: a placement like 'M athlete2 bear' "
        "or '2 waterfall', or send / reserve / give / seat / predict / advance / wound"
    )


def _count(word: str) -> bool:
    return word.startswith("x") and reading.number(word[1:], 1, 9) is not None


def _roll(body: str, text: str) -> Roll:
    parts = [p.split() for p in body.split("/")]
    if len(parts) not in (2, 3):
        raise InvalidAction(f"{reading.excerpt(text)}: a roll is 'white faces / black faces'")
    faces = []
    for part in parts:
        values = [reading.number(w, 0, 5) for w in part if w != "-"]
        if None in values:
            raise InvalidAction(f"{reading.excerpt(text)}: a die's face is a number 0 to 5")
        faces.append(tuple(values))
    return Roll(faces[0], faces[1], faces[2] if len(faces) == 3 else ())
