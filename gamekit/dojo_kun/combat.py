"""Dojo Kun's combat: a roll registered, Special Moves, Harmful Attacks, the serpentine, the odds.

Each athlete rolls one die per Experience level (Tiger red, Crane blue, Bear grey, Cobra green)
and registers the symbols on his side of the Combat board, with one more symbol for each Secret
Technique and, for a Skull Dojo athlete, the symbols printed on his card. Special Moves add
symbols; a Harmful Attack's red die takes some off the opponent's side. Then the serpentine
(:func:`resolve_combat`): the opponent's Jumps cancel a player's Holds, the Holds left cancel as
many of the opponent's Blocks, and the opponent's Blocks left cancel as many of the player's
Hits. The athlete with more Hits wins; a draw means a Wound to each and a new roll, unless a
Submission wins it.

The rulebook's example, first roll (Medved white, Takashi black; the tests show how the counts
follow from the text). Takashi's Jump leaves Medved two Holds, which cancel Takashi's two
Blocks; Medved's one Hit was taken off by the red die of Takashi's HYAKU KEN; Medved's seven
Blocks cancel Takashi's seven Hits:

>>> result = resolve_combat({"hit": 0, "block": 7, "hold": 3}, {"hit": 7, "block": 2, "jump": 1})
>>> result.hits, result.winner
((0, 0), None)
>>> for step in result.steps:
...     print(step)
Black's 1 Jump: White's Holds 3 → 2
White's 2 Holds: Black's Blocks 2 → 0
Black's 0 Blocks: White's Hits 0 → 0
White's 0 Jumps: Black's Holds 0 → 0
Black's 0 Holds: White's Blocks 7 → 7
White's 7 Blocks: Black's Hits 7 → 0

The chance of a roll or of a whole fight is computed exactly (:func:`combat_odds`,
:func:`fight_odds`) from the dice faces of :data:`~gamekit.dojo_kun.data.DICE`.
"""

from __future__ import annotations

import random
import re
import reprlib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cache, lru_cache
from itertools import islice
from types import MappingProxyType

from gamekit.dojo_kun.data import (
    COLOURS,
    DICE,
    DISCIPLINE_OF_COLOUR,
    DISCIPLINES,
    LEVEL_CAP,
    MOVES,
    NAMES,
    SKULL,
    SOLO_HANDICAP,
    SPECIAL_MOVES,
    SYMBOLS,
    TECHNIQUES,
)
from gamekit.reading import excerpt

SIDES = ("white", "black")
"""The two halves of the Combat board, named for the Fighter tokens."""

DIE_ORDER = tuple(COLOURS.values())
"""The order of a fighter's dice in a roll (``Fighter.colours``): red, blue, grey, green."""

FACES = 6
MAX_DICE = LEVEL_CAP
"""Dice of one colour an athlete rolls at most: one per level, and a level is at most 3."""

MAX_COUNT = 99
"""The most of one symbol a side may be given by hand (a real roll stays under 40)."""

MAX_ITEMS = 16
"""The most Secret Techniques or Special Moves a fighter may list (there are 8 and 12)."""

TECHNIQUE_COPIES = 2
"""Secret Technique tokens of one kind in the box: one a season."""

SUBMISSIONS: Mapping[str, int] = MappingProxyType(
    {key: move.submission for key, move in SPECIAL_MOVES.items() if move.submission}
)
"""The Submissions and their strength: a Great Submission (2) beats a Submission (1)."""

KEEP_ORDER = ("green", "grey", "blue", "red")
"""The order in which the wound policies give up dice when they find no better reason: the
Cobra's Jumps only matter against Holds, and the red die brings the Hits that win fights."""

WOUND_POLICIES: Mapping[str, str] = MappingProxyType(
    {
        "most_dice": (
            "each Wound takes a die of the colour the athlete has most of; ties give up green, "
            "then grey, blue and red last"
        ),
        "next_roll": (
            "each Wound takes the die whose loss costs least: the one that leaves the athlete the "
            "best chance of winning the next roll (wins minus losses) against his opponent's dice "
            "as they were in the drawn roll (both choose at once); ties as in most_dice"
        ),
    }
)
"""How :func:`fight_odds` has the athletes choose which die a Wound takes (the rulebook leaves
it to the owner)."""

Counts = tuple[int, int, int, int]
"""Hit, Block, Hold and Jump, in the order of ``MOVES``."""


# -- reading what a learner typed ------------------------------------------------------------


class CombatError(ValueError):
    """A fighter, a side or a roll the combat tools cannot read, with a sentence saying why."""


def _show(value: object) -> str:
    """What a learner typed, quoted short for a message."""
    return excerpt(value if isinstance(value, str) else reprlib.repr(value))


def _count(value: object, what: str, high: int = MAX_COUNT) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise CombatError(f"{what} must be a whole number, not {_show(value)}")
    if value < 0:
        raise CombatError(f"{what} can't be negative")
    if value > high:
        raise CombatError(f"{what} can be at most {high}")
    return value


def _name(text: str) -> str:
    """A card's name or key in one spelling: ``"KYODAI TEISHUTSU"`` -> ``"kyodai_teishutsu"``,
    ``"T.J. Balls"`` -> ``"t_j_balls"``."""
    return re.sub(r"[^a-z0-9]+", "_", text.strip().lower()).strip("_")


def move_key(name: object) -> str:
    """The key of a Special Move given by its key or by its name, in any case.

    >>> move_key("KYODAI TEISHUTSU"), move_key("t.j. balls"), move_key("hyaku_ken")
    ('kyodai_teishutsu', 't_j_balls', 'hyaku_ken')
    """
    key = _name(name) if isinstance(name, str) and len(name) <= 64 else None
    if key not in SPECIAL_MOVES:
        known = ", ".join(move.name for move in SPECIAL_MOVES.values())
        raise CombatError(f"{_show(name)} is not a Special Move; the moves are: {known}")
    return key


def _mapping(value: object, what: str, example: str) -> Mapping:
    if not isinstance(value, Mapping):
        raise CombatError(f"{what} is a mapping, e.g. {example}")
    return value


# -- the serpentine --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Step:
    """One reduction of the serpentine: ``side``'s ``symbol`` count goes from ``before`` to
    ``after`` because of ``by_side``'s ``by_count`` ``by_symbol`` symbols."""

    side: str
    symbol: str
    by_side: str
    by_symbol: str
    by_count: int
    before: int
    after: int

    def __str__(self) -> str:
        names = NAMES["en"]
        by = names[self.by_symbol] + ("" if self.by_count == 1 else "s")
        return (
            f"{self.by_side.title()}'s {self.by_count} {by}: {self.side.title()}'s "
            f"{names[self.symbol]}s {self.before} → {self.after}"
        )


@dataclass(frozen=True, slots=True)
class Combat:
    """A roll resolved on the Combat board.

    ``hits`` are white's and black's Hits left; ``winner`` is ``"white"``, ``"black"`` or None (a
    draw: a Wound to each and a new roll); ``decided_by`` is ``"hits"``, ``"submission"`` (a
    Submission won a draw) or None. ``steps`` are the six reductions in order: white's Hits
    first, then black's. ``boards`` are both sides after them; ``submissions`` the strength of
    each side's Submission (0 none, 1 TEISHUTSU, 2 KYODAI TEISHUTSU)."""

    hits: tuple[int, int]
    winner: str | None
    decided_by: str | None
    steps: tuple[Step, ...]
    boards: tuple[Mapping[str, int], Mapping[str, int]]
    submissions: tuple[int, int] = (0, 0)


_CHAIN = ((True, "hold", "jump"), (False, "block", "hold"), (True, "hit", "block"))
"""How one player's Hits are found: (is the count reduced his own, symbol reduced, symbol
reducing it, the other player's). The opponent's Jumps cut the player's Holds, the player's
Holds left cut the opponent's Blocks, the opponent's Blocks left cut the player's Hits."""


def resolve_combat(
    white: Mapping[str, object] | Side, black: Mapping[str, object] | Side
) -> Combat:
    """Resolve the Combat board: each side is a mapping of symbol counts after the roll and
    every modifier (``hit``, ``block``, ``hold``, ``jump``; missing ones are 0, ``ki`` is
    ignored) with an optional ``submission`` (``"teishutsu"`` or ``"kyodai_teishutsu"``), or a
    registered :class:`Side`.

    For each player in turn (white, then black): reduce his Holds by the opponent's Jumps, the
    opponent's Blocks by his Holds left, and his Hits by the opponent's Blocks left; never below
    zero. More Hits win. In a draw a Submission wins, a Great Submission beats a Submission, and
    equal ones leave the draw.

    >>> resolve_combat({"hit": 3, "hold": 2}, {"hit": 5, "block": 4}).hits
    (1, 5)
    >>> resolve_combat({"hit": 1}, {"hit": 1, "submission": "TEISHUTSU"}).winner
    'black'
    >>> resolve_combat({"hit": 1, "hops": 2}, {})  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    gamekit.dojo_kun.combat.CombatError: white's side: 'hops' is not a symbol; use hit, block, ...
    """
    boards = [_board_side(white, "white"), _board_side(black, "black")]
    counts = [dict(zip(MOVES, board[0], strict=True)) for board in boards]
    steps = []
    for me in (0, 1):
        for own, symbol, by_symbol in _CHAIN:
            reduced, by = (me, 1 - me) if own else (1 - me, me)
            before, by_count = counts[reduced][symbol], counts[by][by_symbol]
            after = max(0, before - by_count)
            counts[reduced][symbol] = after
            steps.append(
                Step(SIDES[reduced], symbol, SIDES[by], by_symbol, by_count, before, after)
            )
    hits = (counts[0]["hit"], counts[1]["hit"])
    subs = (boards[0][1], boards[1][1])
    if hits[0] != hits[1]:
        winner, decided = SIDES[hits[1] > hits[0]], "hits"
    elif subs[0] != subs[1]:
        winner, decided = SIDES[subs[1] > subs[0]], "submission"
    else:
        winner = decided = None
    return Combat(
        hits,
        winner,
        decided,
        tuple(steps),
        (MappingProxyType(counts[0]), MappingProxyType(counts[1])),
        subs,
    )


def _board_side(value: object, who: str) -> tuple[Counts, int]:
    if isinstance(value, Side):
        return tuple(value.board[s] for s in MOVES), value.submission  # type: ignore[return-value]
    side = _mapping(value, f"{who}'s side", "{'hit': 7, 'block': 2, 'jump': 1}")
    counts = dict.fromkeys(MOVES, 0)
    submission = 0
    for key, count in side.items():
        if key == "submission":
            submission = _submission(count, who)
        elif key in SYMBOLS:
            number = _count(count, f"{who}'s {key} count")
            if key != "ki":
                counts[key] = number
        else:
            raise CombatError(
                f"{who}'s side: {_show(key)} is not a symbol; use hit, block, hold, jump "
                "(ki is ignored) or submission"
            )
    return tuple(counts[s] for s in MOVES), submission  # type: ignore[return-value]


def _submission(value: object, who: str) -> int:
    if value is None:
        return 0
    key = _name(value) if isinstance(value, str) and len(value) <= 64 else None
    if key not in SUBMISSIONS:
        raise CombatError(
            f"{who}'s submission is 'teishutsu' or 'kyodai_teishutsu', not {_show(value)}"
        )
    return SUBMISSIONS[key]


# -- fighters ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Fighter:
    """An athlete as the Combat board sees him: his dice by colour (after Wounds), his Ki
    tokens, his Secret Techniques (by discipline), the Special Moves he knows (keys of
    ``SPECIAL_MOVES``; names are read too), the symbols printed on a Skull athlete's card
    (``extra``, with the solo handicap if any) and whether Wounds pass him by (Skull athletes,
    S. Zuki). The fields are normalised: every colour present, techniques and moves in the
    data's order. Fighters are hashable, so odds are memoized on them.

    >>> medved = Fighter(dice={"grey": 3, "blue": 2, "red": 1}, ki=3, moves=("KYODAI TEISHUTSU",))
    >>> medved.colours, medved.moves
    (('red', 'blue', 'blue', 'grey', 'grey', 'grey'), ('kyodai_teishutsu',))
    """

    dice: Mapping[str, int] = field(default_factory=dict)
    ki: int = 0
    techniques: tuple[str, ...] = ()
    moves: tuple[str, ...] = ()
    extra: Mapping[str, int] = field(default_factory=dict)
    wounds_immune: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "dice", _read_dice(self.dice))
        object.__setattr__(self, "ki", _count(self.ki, "ki (the Ki tokens)"))
        object.__setattr__(self, "techniques", _read_techniques(self.techniques))
        object.__setattr__(self, "moves", _read_moves(self.moves))
        object.__setattr__(self, "extra", _read_extra(self.extra))
        if not isinstance(self.wounds_immune, bool):
            raise CombatError("wounds_immune is True or False")

    def __hash__(self) -> int:
        return hash(self.key)

    @property
    def key(self) -> tuple:
        """Everything that matters to a fight, as a tuple (hashable, comparable)."""
        return (
            tuple(self.dice.values()),
            self.ki,
            self.techniques,
            self.moves,
            tuple(self.extra.values()),
            self.wounds_immune,
        )

    @property
    def colours(self) -> tuple[str, ...]:
        """The colour of each die, in the order of a roll's faces (``DIE_ORDER``)."""
        return _colours(tuple(self.dice.values()))

    @property
    def dice_count(self) -> int:
        """How many dice he rolls; with none left he loses the fight."""
        return sum(self.dice.values())

    def without(self, colour: str) -> Fighter:
        """The fighter after a Wound took one die of ``colour``."""
        if self.dice.get(colour, 0) < 1:
            raise CombatError(f"the fighter has no {colour} die to lose")
        return replace(self, dice={**self.dice, colour: self.dice[colour] - 1})

    @classmethod
    def from_mapping(cls, value: Mapping[str, object]) -> Fighter:
        """A fighter written as a mapping: ``{"dice": {"red": 1, "blue": 2, "grey": 3},
        "ki": 3, "techniques": ["bear"], "moves": ["KYODAI TEISHUTSU"], "extra": {"hit": 1},
        "wounds_immune": False}`` (every key but ``dice`` optional; dice by colour or by
        discipline)."""
        value = _mapping(value, "a fighter", "{'dice': {'red': 1, 'grey': 2}, 'ki': 3}")
        allowed = ("dice", "ki", "techniques", "moves", "extra", "wounds_immune")
        for key in value:
            if key not in allowed:
                raise CombatError(
                    f"{_show(key)} is not part of a fighter; use {', '.join(allowed)}"
                )
        if "dice" not in value:
            raise CombatError("a fighter needs his dice, e.g. {'dice': {'red': 1, 'grey': 2}}")
        return cls(**value)  # type: ignore[arg-type]

    @classmethod
    def skull(cls, number: int, season: int, *, solo: bool = False) -> Fighter:
        """A Skull Dojo athlete (Appendix 6) in season 1 (White Lotus) or 2 (Black Lotus); with
        ``solo``, the single player handicap is added to his symbols. He takes no Wounds.

        >>> carnifex = Fighter.skull(3, 2, solo=True)
        >>> dict(carnifex.dice), dict(carnifex.extra)
        ({'red': 3, 'blue': 1, 'grey': 0, 'green': 2}, {'hit': 4, 'block': 0, 'hold': 1, 'jump': 0})
        """
        if number not in SKULL:
            raise CombatError(f"the Skull Dojo athletes are numbered 1 to {len(SKULL)}")
        if season not in (1, 2):
            raise CombatError("the season is 1 (White Lotus) or 2 (Black Lotus)")
        athlete = SKULL[number]
        levels = athlete.levels[season - 1]
        extra = {s: athlete.extra[season - 1].get(s, 0) for s in MOVES}
        if solo:
            for s, n in SOLO_HANDICAP[season - 1].items():
                extra[s] += n
        dice = {COLOURS[d]: n for d, n in levels.items()}
        return cls(dice=dice, extra=extra, wounds_immune=True)


@lru_cache(maxsize=1024)
def _colours(dice: tuple[int, ...]) -> tuple[str, ...]:
    return tuple(colour for colour, n in zip(DIE_ORDER, dice, strict=True) for _ in range(n))


def fighter(value: Fighter | Mapping[str, object]) -> Fighter:
    """A :class:`Fighter` as given, or read from its mapping form (:meth:`Fighter.from_mapping`)."""
    return value if isinstance(value, Fighter) else Fighter.from_mapping(value)


def _read_dice(value: object) -> Mapping[str, int]:
    dice = _mapping(value, "dice", "{'red': 1, 'blue': 2, 'grey': 3, 'green': 0}")
    counts = dict.fromkeys(DIE_ORDER, 0)
    seen: set[str] = set()
    for key, count in dice.items():
        name = key.lower() if isinstance(key, str) else key
        colour = COLOURS.get(name, name) if isinstance(name, str) else None
        if colour not in counts:
            raise CombatError(
                f"{_show(key)} is not a die: use red, blue, grey, green "
                "(or tiger, crane, bear, cobra)"
            )
        if colour in seen:
            raise CombatError(f"the {colour} dice are given twice")
        seen.add(colour)
        counts[colour] = _count(count, f"the number of {colour} dice", MAX_DICE)
    return MappingProxyType(counts)


def _items(value: object, what: str) -> list:
    if isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
        raise CombatError(f"{what} are a list, e.g. {['bear'] if what == 'techniques' else []}")
    items = list(islice(value, MAX_ITEMS + 1))
    if len(items) > MAX_ITEMS:
        raise CombatError(f"too many {what}")
    return items


def _read_techniques(value: object) -> tuple[str, ...]:
    found = []
    for item in _items(value, "techniques"):
        name = item.lower() if isinstance(item, str) else None
        name = DISCIPLINE_OF_COLOUR.get(name, name) if name else None
        if name not in TECHNIQUES:
            raise CombatError(
                f"{_show(item)} is not a Secret Technique: use tiger, crane, bear or cobra"
            )
        found.append(name)
    for name in DISCIPLINES:
        if found.count(name) > TECHNIQUE_COPIES:
            raise CombatError(f"the box holds {TECHNIQUE_COPIES} {name} Secret Techniques")
    return tuple(sorted(found, key=DISCIPLINES.index))


def _read_moves(value: object) -> tuple[str, ...]:
    keys = [move_key(item) for item in _items(value, "moves")]
    for key in keys:
        if keys.count(key) > 1:
            raise CombatError(f"{SPECIAL_MOVES[key].name} is given twice; a move is known once")
    order = list(SPECIAL_MOVES)
    return tuple(sorted(keys, key=order.index))


def _read_extra(value: object) -> Mapping[str, int]:
    extra = _mapping(value, "extra symbols", "{'hit': 1, 'hold': 2}")
    counts = dict.fromkeys(MOVES, 0)
    for key, count in extra.items():
        if key not in MOVES:
            raise CombatError(f"{_show(key)} is not an extra symbol: use hit, block, hold or jump")
        counts[key] = _count(count, f"the extra {key}s")
    return MappingProxyType(counts)


# -- a roll registered -----------------------------------------------------------------------


_BITS = 8
_MASK = (1 << _BITS) - 1


def _pack(counts: Iterable[int]) -> int:
    return sum(n << (_BITS * i) for i, n in enumerate(counts))


def _unpack(packed: int, size: int = len(SYMBOLS)) -> tuple[int, ...]:
    return tuple((packed >> (_BITS * i)) & _MASK for i in range(size))


_FACE: Mapping[str, tuple[int, ...]] = MappingProxyType(
    {c: tuple(_pack(face.count(s) for s in SYMBOLS) for face in faces) for c, faces in DICE.items()}
)
"""Each face's symbols as a packed count (8 bits a symbol, in the order of ``SYMBOLS``)."""

_NONE: Mapping[str, int] = MappingProxyType(dict.fromkeys(MOVES, 0))


@dataclass(frozen=True, slots=True)
class Side:
    """A fighter's side of the Combat board after his roll.

    ``board``: the Hits, Blocks, Holds and Jumps registered (dice, Secret Techniques, printed
    symbols and the Special Moves activated, less what a Harmful Attack took off: ``removed``).
    ``rolled``: what the dice showed (Ki included). ``ki``: the Ki seen (dice and tokens).
    ``moves``: the Special Moves activated; ``harmful``: how many of them are Harmful Attacks
    (a red die each); ``submission``: 0, 1 (TEISHUTSU) or 2 (KYODAI TEISHUTSU);
    ``bonus_prestige``: the Prestige the moves give."""

    board: Mapping[str, int]
    rolled: Mapping[str, int]
    ki: int
    moves: tuple[str, ...] = ()
    harmful: int = 0
    submission: int = 0
    bonus_prestige: int = 0
    removed: Mapping[str, int] = field(default_factory=lambda: _NONE)


@lru_cache(maxsize=1024)
def _kit(f: Fighter) -> tuple[tuple[int, ...], tuple]:
    """What a fighter adds to every roll (techniques and printed symbols, Ki tokens), as a
    five-count (hit, block, hold, jump, ki), and his moves as (needs, gives, key) count tuples."""
    base = [f.extra[s] for s in MOVES] + [f.ki]
    for name in f.techniques:
        base[SYMBOLS.index(TECHNIQUES[name].symbol)] += 1
    moves = []
    for key in f.moves:
        move = SPECIAL_MOVES[key]
        needs = tuple(move.needs.get(s, 0) for s in SYMBOLS)
        gives = tuple(move.gives.get(s, 0) for s in MOVES)
        moves.append((needs, gives, key))
    return tuple(base), tuple(moves)


def _activate(f: Fighter, rolled: Sequence[int]) -> tuple[Counts, int, tuple[str, ...]]:
    """The board (hit, block, hold, jump), the Ki seen and the moves activated, for the dice's
    symbol counts ``rolled`` (hit, block, hold, jump, ki)."""
    base, moves = _kit(f)
    pool = [r + b for r, b in zip(rolled, base, strict=True)]
    board = pool[:4]
    active = []
    for needs, gives, key in moves:
        if all(have >= need for have, need in zip(pool, needs, strict=True)):
            active.append(key)
            for i in range(4):
                board[i] += gives[i]
    return tuple(board), pool[4], tuple(active)  # type: ignore[return-value]


def register_symbols(f: Fighter | Mapping[str, object], rolled: Mapping[str, int]) -> Side:
    """A fighter's side for dice that showed the symbol counts ``rolled`` (``hit``, ``block``,
    ``hold``, ``jump``, ``ki``; missing ones 0).

    The board gets the dice's symbols, one per Secret Technique and the printed ``extra``. Each
    Special Move he knows is activated when those symbols and his Ki tokens (counted, not spent)
    cover its needs; moves never feed each other, and each activates at most once. Every move
    activated adds what it gives.

    >>> takashi = Fighter(dice={"red": 3, "green": 2, "blue": 1}, ki=2,
    ...                   moves=("HYAKU KEN", "TEISHUTSU"))
    >>> side = register_symbols(takashi, {"hit": 5, "block": 2, "jump": 1, "ki": 2})
    >>> side.moves, dict(side.board), side.harmful
    (('hyaku_ken',), {'hit': 7, 'block': 2, 'hold': 0, 'jump': 1}, 1)
    """
    f = fighter(f)
    counts = _mapping(rolled, "the symbols rolled", "{'hit': 2, 'ki': 1}")
    shown = dict.fromkeys(SYMBOLS, 0)
    for key, count in counts.items():
        if key not in SYMBOLS:
            raise CombatError(f"{_show(key)} is not a symbol: use hit, block, hold, jump or ki")
        shown[key] = _count(count, f"the {key}s rolled")
    return _side(f, tuple(shown[s] for s in SYMBOLS))


def _side(f: Fighter, rolled: tuple[int, ...]) -> Side:
    board, ki, active = _activate(f, rolled)
    moves = [SPECIAL_MOVES[key] for key in active]
    return Side(
        MappingProxyType(dict(zip(MOVES, board, strict=True))),
        MappingProxyType(dict(zip(SYMBOLS, rolled, strict=True))),
        ki,
        active,
        sum(m.harmful for m in moves),
        max((m.submission for m in moves), default=0),
        sum(m.bonus_prestige for m in moves),
    )


def register(f: Fighter | Mapping[str, object], faces: Sequence[int]) -> Side:
    """A fighter's side for the faces his dice showed: one face index (0-5, into ``DICE``) per
    die, in the order of ``Fighter.colours``. See :func:`register_symbols`.

    >>> register({"dice": {"red": 1, "grey": 1}, "techniques": ["bear"]}, (3, 4)).board["hold"]
    2
    """
    f = fighter(f)
    colours = f.colours
    faces = _faces(faces, len(colours), "dice")
    rolled = 0
    for colour, face in zip(colours, faces, strict=True):
        rolled += _FACE[colour][face]
    return _side(f, _unpack(rolled))


def _faces(faces: object, number: int | None, what: str) -> tuple[int, ...]:
    if isinstance(faces, (str, bytes)) or not isinstance(faces, Sequence):
        raise CombatError(f"the faces of the {what} are a list of numbers 0-5")
    if number is None and len(faces) > MAX_ITEMS:
        raise CombatError(f"too many {what}")
    if number is not None and len(faces) != number:
        raise CombatError(f"{number} faces are needed for the {what}, not {len(faces)}")
    if all(type(face) is int and 0 <= face < FACES for face in faces):
        return tuple(faces)
    return tuple(_count(face, f"a face of the {what}", FACES - 1) for face in faces)


def harmful_attack(side: Side, red_faces: Sequence[int]) -> Side:
    """The side of the athlete hit by Harmful Attacks: the symbols each red die shows (a face
    index into ``DICE["red"]``) come off his board, never below zero; Ki on the die takes
    nothing. (His Wound, if he can take one, is counted by :func:`resolve_round`.)

    >>> side = register_symbols({"dice": {"red": 1}}, {"hit": 1})
    >>> dict(harmful_attack(side, [4]).removed)  # the die showed Hit and Block
    {'hit': 1, 'block': 0, 'hold': 0, 'jump': 0}
    """
    if not isinstance(side, Side):
        raise CombatError("a Harmful Attack hits a registered Side")
    faces = _faces(red_faces, None, "red dice")
    board = dict(side.board)
    removed = dict(side.removed)
    for face in faces:
        for symbol in DICE["red"][face]:
            if symbol in board and board[symbol] > 0:
                board[symbol] -= 1
                removed[symbol] += 1
    return replace(side, board=MappingProxyType(board), removed=MappingProxyType(removed))


@dataclass(frozen=True, slots=True)
class CombatRound:
    """One roll of a fight: both sides (after Special Moves and Harmful Attacks), the red dice
    each side's Harmful Attacks rolled, the Combat board resolved, and the Wounds each athlete
    takes from it (one per Harmful Attack suffered, one more after a draw; none for an athlete
    who takes no Wounds)."""

    sides: tuple[Side, Side]
    red: tuple[tuple[int, ...], tuple[int, ...]]
    combat: Combat
    wounds: tuple[int, int]


def resolve_round(
    white: Fighter | Mapping[str, object],
    black: Fighter | Mapping[str, object],
    white_faces: Sequence[int],
    black_faces: Sequence[int],
    white_red: Sequence[int] = (),
    black_red: Sequence[int] = (),
) -> CombatRound:
    """A roll of a fight, from the faces: each fighter's dice (:func:`register`), then the red
    dice rolled by each side's Harmful Attacks (one per Harmful Attack activated; see
    :func:`harmful_attack`), then the serpentine (:func:`resolve_combat`)."""
    white, black = fighter(white), fighter(black)
    sides = (register(white, white_faces), register(black, black_faces))
    reds = (_faces(white_red, None, "red dice"), _faces(black_red, None, "red dice"))
    for side, red, name in zip(sides, reds, SIDES, strict=True):
        if len(red) != side.harmful:
            raise CombatError(
                f"{name} activated {side.harmful} Harmful Attack(s): that many red dice, "
                f"not {len(red)}"
            )
    return _finish(white, black, sides, reds)


def _finish(
    white: Fighter,
    black: Fighter,
    sides: tuple[Side, Side],
    reds: tuple[tuple[int, ...], tuple[int, ...]],
) -> CombatRound:
    hurt = (harmful_attack(sides[0], reds[1]), harmful_attack(sides[1], reds[0]))
    combat = resolve_combat(hurt[0], hurt[1])
    draw = combat.winner is None
    wounds = (
        0 if white.wounds_immune else len(reds[1]) + draw,
        0 if black.wounds_immune else len(reds[0]) + draw,
    )
    return CombatRound(hurt, reds, combat, wounds)


# -- chance ----------------------------------------------------------------------------------


def roll_dice(f: Fighter | Mapping[str, object], rng: random.Random) -> tuple[int, ...]:
    """A roll of a fighter's dice: a face index (0-5) per die, in the order of
    ``Fighter.colours`` (red, blue, grey, green), as a position code can store it."""
    return tuple(rng.randrange(FACES) for _ in fighter(f).colours)


def roll_red(rng: random.Random) -> int:
    """The face index of the red die a Harmful Attack rolls."""
    return rng.randrange(FACES)


def roll_round(
    white: Fighter | Mapping[str, object],
    black: Fighter | Mapping[str, object],
    rng: random.Random,
) -> CombatRound:
    """Roll both fighters' dice, then the red dice their Harmful Attacks call for, and resolve."""
    white, black = fighter(white), fighter(black)
    sides = (register(white, roll_dice(white, rng)), register(black, roll_dice(black, rng)))
    reds = (
        tuple(roll_red(rng) for _ in range(sides[0].harmful)),
        tuple(roll_red(rng) for _ in range(sides[1].harmful)),
    )
    return _finish(white, black, sides, reds)


# -- the odds of a roll ----------------------------------------------------------------------
#
# A fighter's roll is a distribution over distinct symbol counts, built by convolving his dice
# one at a time (counts packed in one int, 8 bits a symbol). Special Moves depend only on those
# counts, so each distinct count is activated once. The opponent's Harmful Attacks then remove
# the symbols of their red dice. Two fighters are compared by grouping each one's outcomes by
# what the opponent's Hits depend on (his Blocks, Jumps and Submission): given the opponent's
# Blocks and Jumps, a group's Hits form a short distribution, and two such distributions are
# compared with running sums.


@cache
def _die(colour: str) -> tuple[tuple[int, float], ...]:
    faces: dict[int, float] = {}
    for face in DICE[colour]:
        packed = _pack(face.count(s) for s in SYMBOLS)
        faces[packed] = faces.get(packed, 0.0) + 1 / FACES
    return tuple(faces.items())


@lru_cache(maxsize=1024)
def _rolls(dice: tuple[int, ...]) -> Mapping[int, float]:
    """The distribution of the symbols shown by ``dice`` (counts in ``DIE_ORDER``)."""
    if not any(dice):
        return {0: 1.0}
    last = max(i for i, n in enumerate(dice) if n)
    fewer = tuple(n - (i == last) for i, n in enumerate(dice))
    out: dict[int, float] = {}
    for packed, p in _rolls(fewer).items():
        for face, q in _die(DIE_ORDER[last]):
            key = packed + face
            out[key] = out.get(key, 0.0) + p * q
    return out


Outcome = tuple[int, int, int, int, int]
"""A side's Hits, Blocks, Holds, Jumps and Submission strength."""


@lru_cache(maxsize=1024)
def _sides(f: Fighter) -> Mapping[int, Mapping[Outcome, float]]:
    """A fighter's sides before Harmful Attacks, by the number of Harmful Attacks he made."""
    out: dict[int, dict[Outcome, float]] = {}
    for packed, p in _rolls(tuple(f.dice.values())).items():
        board, _, active = _activate(f, _unpack(packed))
        moves = [SPECIAL_MOVES[key] for key in active]
        harmful = sum(m.harmful for m in moves)
        key = (*board, max((m.submission for m in moves), default=0))
        group = out.setdefault(harmful, {})
        group[key] = group.get(key, 0.0) + p  # type: ignore[index]
    return out


@cache
def _removals(red_dice: int) -> tuple[tuple[Counts, float], ...]:
    """What ``red_dice`` red dice take off a board, with the chance of each."""
    out: dict[Counts, float] = {(0, 0, 0, 0): 1.0}
    for _ in range(red_dice):
        step: dict[Counts, float] = {}
        for removed, p in out.items():
            for face in DICE["red"]:
                key = tuple(n + face.count(s) for n, s in zip(removed, MOVES, strict=True))
                step[key] = step.get(key, 0.0) + p / FACES  # type: ignore[index]
        out = step
    return tuple(out.items())


@lru_cache(maxsize=4096)
def _after(f: Fighter, harmful: int, red_dice: int) -> Mapping[Outcome, float]:
    """A fighter's outcomes when he made ``harmful`` Harmful Attacks and suffered ``red_dice``
    (probabilities of the joint event, not normalised)."""
    sides = _sides(f)[harmful]
    if not red_dice:
        return sides
    out: dict[Outcome, float] = {}
    removals = _removals(red_dice)
    for (h, b, ho, j, sub), p in sides.items():
        for (rh, rb, rho, rj), q in removals:
            key = (max(0, h - rh), max(0, b - rb), max(0, ho - rho), max(0, j - rj), sub)
            out[key] = out.get(key, 0.0) + p * q
    return out


def _groups(outcomes: Mapping[Outcome, float]) -> dict[tuple[int, int, int], list]:
    """Outcomes by (Blocks, Jumps, Submission): what the opponent's Hits depend on."""
    groups: dict[tuple[int, int, int], list] = {}
    for (h, b, ho, j, sub), p in outcomes.items():
        groups.setdefault((b, j, sub), []).append((h, ho, p))
    return groups


def _hits(group: list, block: int, jump: int) -> tuple[list[float], list[float]]:
    """The distribution of a group's Hits left against the opponent's ``block`` and ``jump``,
    and its running sums."""
    dist: list[float] = []
    for h, ho, p in group:
        holds = ho - jump if ho > jump else 0
        blocks = block - holds if block > holds else 0
        hits = h - blocks if h > blocks else 0
        if hits >= len(dist):
            dist.extend([0.0] * (hits + 1 - len(dist)))
        dist[hits] += p
    running, total = [], 0.0
    for p in dist:
        total += p
        running.append(total)
    return dist, running


def _compare(white: Mapping[Outcome, float], black: Mapping[Outcome, float]) -> tuple:
    """White wins, black wins, draw: the chances over two independent outcome tables."""
    white_groups, black_groups = _groups(white), _groups(black)
    memo: dict[tuple, tuple[list[float], list[float]]] = {}
    win = lose = draw = 0.0
    for wkey, wgroup in white_groups.items():
        for bkey, bgroup in black_groups.items():
            x_key, y_key = (0, wkey, bkey[:2]), (1, bkey, wkey[:2])
            if x_key not in memo:
                memo[x_key] = _hits(wgroup, bkey[0], bkey[1])
            if y_key not in memo:
                memo[y_key] = _hits(bgroup, wkey[0], wkey[1])
            (x, cx), (y, cy) = memo[x_key], memo[y_key]
            gt = sum(x[k] * cy[min(k - 1, len(cy) - 1)] for k in range(1, len(x)))
            lt = sum(y[k] * cx[min(k - 1, len(cx) - 1)] for k in range(1, len(y)))
            eq = sum(a * b for a, b in zip(x, y, strict=False))
            if wkey[2] > bkey[2]:
                gt += eq
            elif bkey[2] > wkey[2]:
                lt += eq
            else:
                draw += eq
            win += gt
            lose += lt
    return win, lose, draw


@lru_cache(maxsize=8192)
def _exchange(white: Fighter, black: Fighter) -> tuple[float, float, tuple]:
    """White wins, black wins, and the draws by the Harmful Attacks each side made:
    ``((white's, black's, chance), ...)``."""
    win = lose = 0.0
    draws = []
    for white_harm in _sides(white):
        for black_harm in _sides(black):
            w, b, d = _compare(
                _after(white, white_harm, black_harm), _after(black, black_harm, white_harm)
            )
            win += w
            lose += b
            if d:
                draws.append((white_harm, black_harm, d))
    return win, lose, tuple(draws)


def _duel(white: Fighter, black: Fighter) -> tuple[float, float, tuple]:
    """:func:`_exchange`, computed once for a pair whichever side each fighter is on."""
    if white.key <= black.key:
        return _exchange(white, black)
    win, lose, draws = _exchange(black, white)
    return lose, win, tuple((b, w, d) for w, b, d in draws)


@dataclass(frozen=True, slots=True)
class CombatOdds:
    """The chances of one roll: white wins, black wins, or a draw (a new roll follows)."""

    white: float
    black: float
    draw: float


def combat_odds(
    white: Fighter | Mapping[str, object], black: Fighter | Mapping[str, object]
) -> CombatOdds:
    """The exact chances that white wins, black wins or draws one roll, Special Moves and
    Harmful Attacks included. Each fighter is a :class:`Fighter` or its mapping form,
    ``{"dice": {"red": 1, "blue": 2, "grey": 3, "green": 0}, "ki": 3, "techniques": ["bear"],
    "moves": ["KYODAI TEISHUTSU"]}``; a fighter with no dice still rolls his techniques here
    (the rule that he loses is :func:`fight_odds`'s).

    >>> odds = combat_odds({"dice": {"red": 1}}, {"dice": {"blue": 1}})
    >>> round(odds.white, 4), round(odds.black, 4), round(odds.draw, 4)
    (0.3889, 0.0278, 0.5833)
    """
    win, lose, draws = _duel(fighter(white), fighter(black))
    return CombatOdds(win, lose, sum(d for _, _, d in draws))


# -- the odds of a fight ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class FightOdds:
    """The chances of a whole fight: white wins, black wins, both run out of dice on the same
    draw and drop from the tournament, or (only when neither can be wounded and no roll can
    decide) the fight never ends. ``policy`` is the wound policy the athletes followed."""

    white: float
    black: float
    both_drop: float
    endless: float
    policy: str


def fight_odds(
    white: Fighter | Mapping[str, object],
    black: Fighter | Mapping[str, object],
    policy: str = "next_roll",
) -> FightOdds:
    """The exact chances of a whole fight. After each draw both athletes take a Wound (a die
    less for the rest of the tournament), plus one per Harmful Attack they suffered; a
    Submission that wins a draw ends the fight with no Wounds. An athlete left without dice
    loses; both at once, both drop. Athletes who take no Wounds keep their dice. ``policy`` (a
    key of :data:`WOUND_POLICIES`) says which die each Wound takes.

    >>> odds = fight_odds({"dice": {"red": 2}}, {"dice": {"red": 2}}, policy="most_dice")
    >>> round(odds.white, 4), round(odds.black, 4), round(odds.both_drop, 4)
    (0.4451, 0.4451, 0.1098)
    """
    if policy not in WOUND_POLICIES:
        raise CombatError(f"{_show(policy)} is not a wound policy; use {', '.join(WOUND_POLICIES)}")
    return FightOdds(*_fight(fighter(white), fighter(black), policy), policy)


def wound_choice(
    f: Fighter | Mapping[str, object],
    opponent: Fighter | Mapping[str, object],
    policy: str = "next_roll",
) -> str:
    """The colour of the die a Wound takes from ``f`` under ``policy`` (see
    :data:`WOUND_POLICIES`), ``opponent`` as he was in the roll just drawn.

    >>> wound_choice(Fighter(dice={"red": 2, "green": 2}), Fighter(), "most_dice")
    'green'
    """
    f, opponent = fighter(f), fighter(opponent)
    if policy not in WOUND_POLICIES:
        raise CombatError(f"{_show(policy)} is not a wound policy; use {', '.join(WOUND_POLICIES)}")
    have = [c for c in KEEP_ORDER if f.dice.get(c, 0)]
    if not have:
        raise CombatError("the fighter has no die left to lose")
    if policy == "most_dice":
        return max(have, key=lambda c: (f.dice[c], -KEEP_ORDER.index(c)))
    if policy == "next_roll":
        best, best_margin = have[0], None
        for colour in have:
            win, lose, _ = _duel(f.without(colour), opponent)
            if best_margin is None or win - lose > best_margin + 1e-12:
                best, best_margin = colour, win - lose
        return best
    raise AssertionError(policy)  # every policy of WOUND_POLICIES is handled above


def _wounded(f: Fighter, wounds: int, opponent: Fighter, policy: str) -> Fighter:
    if f.wounds_immune:
        return f
    for _ in range(wounds):
        if not f.dice_count:
            break
        f = f.without(wound_choice(f, opponent, policy))
    return f


@lru_cache(maxsize=65536)
def _fight(white: Fighter, black: Fighter, policy: str) -> tuple[float, float, float, float]:
    if not white.dice_count or not black.dice_count:
        if white.dice_count:
            return 1.0, 0.0, 0.0, 0.0
        return (0.0, 1.0, 0.0, 0.0) if black.dice_count else (0.0, 0.0, 1.0, 0.0)
    win, lose, draws = _duel(white, black)
    # V = (win + sum of each draw's chance times the fight after its Wounds) / (1 - repeats):
    # a draw that wounds nobody (both take no Wounds) just repeats the roll.
    total = [win, lose, 0.0, 0.0]
    moving = win + lose
    for white_harm, black_harm, p in draws:
        after = (
            _wounded(white, 1 + black_harm, black, policy),
            _wounded(black, 1 + white_harm, white, policy),
        )
        if after == (white, black):
            continue  # neither can be wounded: the same fight again
        moving += p
        for i, q in enumerate(_fight(after[0], after[1], policy)):
            total[i] += p * q
    if moving == 0:
        return 0.0, 0.0, 0.0, 1.0
    return tuple(t / moving for t in total)  # type: ignore[return-value]


def clear_caches() -> None:
    """Forget every memoized distribution and fight (for timings, or to free memory)."""
    for cached in (_colours, _kit, _rolls, _sides, _after, _exchange, _fight):
        cached.cache_clear()
