"""A Dojo Kun position: the Dojos with their athletes and equipment, the village, the season and
its turn, the tournament in progress, and whose decision it is.

The game is two seasons (White Lotus, Black Lotus), each three prelude turns of placements then a
tournament. The state holds the position; the rules of each part live in their own module, above
it, and build the states that follow: :mod:`gamekit.dojo_kun.season` (a season's set-up),
:mod:`gamekit.dojo_kun.prelude` (placements, the end of a turn) and
:mod:`gamekit.dojo_kun.tournament` (pairings, predictions, fights, wounds); the fights themselves
are :mod:`gamekit.dojo_kun.combat`, and the final count :mod:`gamekit.dojo_kun.scoring`. The
state asks its game (:mod:`gamekit.dojo_kun.game`, at the top) which part answers for its step,
as it asks it for its code: imports flow one way, from the game down to this module.

Chance is seeded: every shuffle, draw and roll comes from ``random.Random(f"{seed}/{tick}")``
and advances ``tick``, so a game replays exactly from its seed and its actions, and a position
code holds what was rolled. In a game made with ``chance="chosen"`` (a teacher's tool) the
rolls wait for a ``Roll`` action instead.

Hidden information: the order of the face-down decks (and the seed, which would tell it).
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol

from gamekit.core import IllegalAction, Outcome, Reason, State
from gamekit.dojo_kun.data import (
    ATHLETES,
    DISCIPLINES,
    KI_MOST,
    LEVEL_CAP,
    PRESTIGE_MOST,
    TICK_MOST,
)
from gamekit.dojo_kun.rules import reason

STEPS = ("place", "send", "reserve", "give", "seat", "predict", "advance", "roll", "wound", "over")
"""The decisions: placements in the prelude; then the tournament's entries, Reservation tiles,
managed tokens, seats, predictions, one Dojo's two athletes meeting, a roll set by hand, the
wounds; and the end."""

HIDDEN = -1
"""A card of a face-down deck, in a player's view."""


@dataclass(frozen=True, slots=True)
class Options:
    """A game's options: 1 to 4 players (1: the single player mode against the Skull Dojo), the
    Dojo of each seat, how chance is drawn (``seeded``, or ``chosen`` by hand), and, in the
    single player mode, the harder Skull Dojo (``handicap``: ``dojo_kun.solo.handicap``)."""

    players: int = 2
    dojos: tuple[str, ...] = ()
    chance: str = "seeded"
    handicap: bool = False

    def __post_init__(self) -> None:
        if self.players not in (1, 2, 3, 4):
            raise ValueError("Dojo Kun is for 1 to 4 players")
        if self.dojos and (
            len(self.dojos) != self.players
            or len(set(self.dojos)) != self.players
            or not set(self.dojos) <= {"tiger", "crane", "bear", "cobra"}
        ):
            raise ValueError("dojos names a different Dojo (tiger, crane, bear, cobra) a player")
        if self.chance not in ("seeded", "chosen"):
            raise ValueError("chance is 'seeded' or 'chosen'")

    @property
    def seats(self) -> tuple[str, ...]:
        """Each seat's Dojo (by default in the order tiger, crane, bear, cobra)."""
        return self.dojos or ("tiger", "crane", "bear", "cobra")[: self.players]


@dataclass(frozen=True, slots=True)
class Member:
    """An athlete of a Dojo: his card, his Experience levels by discipline (tiger, crane, bear,
    cobra), his Ki tokens, his Secret Techniques (by discipline), the Special Move cards he
    learnt, and his Wound counters by discipline (in a tournament)."""

    card: int
    levels: tuple[int, int, int, int]
    ki: int = 0
    techniques: tuple[str, ...] = ()
    moves: tuple[str, ...] = ()
    wounds: tuple[int, int, int, int] = (0, 0, 0, 0)

    @property
    def dan(self) -> int:
        """The total of his Experience levels (``dojo_kun.athlete.adventure``)."""
        return sum(self.levels)

    @property
    def dice(self) -> tuple[int, int, int, int]:
        """The dice he rolls by discipline: his levels less his wounds."""
        return tuple(max(0, v - w) for v, w in zip(self.levels, self.wounds, strict=True))  # type: ignore[return-value]

    @property
    def all_moves(self) -> tuple[str, ...]:
        """The Special Moves he knows: his own (printed on his card) and those he learnt."""
        own = ATHLETES[self.card].move
        return ((own,) if own else ()) + self.moves

    def level(self, discipline: str) -> int:
        return self.levels[DISCIPLINES.index(discipline)]

    def with_level(self, discipline: str, change: int) -> Member:
        """A level gained (or lost, with a negative change) in ``discipline``; the caller has
        checked the cap (``LEVEL_CAP``) and that a lost level was there."""
        i = DISCIPLINES.index(discipline)
        levels = list(self.levels)
        levels[i] += change
        assert 0 <= levels[i] <= LEVEL_CAP
        return dataclasses.replace(self, levels=tuple(levels))  # type: ignore[arg-type]


@dataclass(frozen=True, slots=True)
class Dojo:
    """A player's Dojo: his athletes by space (the Senpai in space 0; None for an empty space),
    his equipment by slot (the starting equipment in slot 0; None for an empty slot), the
    expansions built, the Prestige won during the game, his Reservation tile, and the
    tournaments his athletes won."""

    name: str
    athletes: tuple[Member | None, ...]
    equipment: tuple[int | None, ...]
    expansions: int = 0
    prestige: int = 0
    reservation: int | None = None
    tournaments_won: int = 0


@dataclass(frozen=True, slots=True)
class Entrant:
    """An athlete in the bracket: a player's (``owner`` his seat, ``space`` his Dojo space) or
    the Skull Dojo's (``owner`` -1, ``space`` the Skull athlete's number)."""

    owner: int
    space: int

    @property
    def skull(self) -> bool:
        return self.owner < 0


@dataclass(frozen=True, slots=True)
class Tournament:
    """A tournament in progress.

    ``sent``: per player, the spaces of the athletes he sends (None until he chose);
    ``reserved`` / ``given``: per player, the space on his Reservation tile and the one he gave
    the first player; ``rounds``: the bracket, 8 slots, then the 4, 2 and 1 who went on (None:
    not yet known, or nobody when both fighters dropped); ``fight``: the fight being fought
    (0-6: quarter-finals, semi-finals, final); ``predictions``: per player, ``white``,
    ``black`` or None; ``roll``: the last roll (white's faces, black's faces, red faces);
    ``wounds``: the wounds still to place, as (owner, space); ``skulls``: Skull Dojo athletes
    not yet drawn; ``dropped``: fighters out of the tournament (both out of dice)."""

    sent: tuple[tuple[int, ...] | None, ...]
    reserved: tuple[int | None, ...]
    given: tuple[int | None, ...]
    rounds: tuple[tuple[Entrant | None, ...], ...]
    fight: int = 0
    predictions: tuple[str | None, ...] = ()
    roll: tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]] | None = None
    wounds: tuple[tuple[int, int], ...] = ()
    skulls: tuple[int, ...] = ()
    dropped: tuple[Entrant, ...] = ()


class Rules(Protocol):
    """What a position asks the rules above it, which the game object answers (it sets itself as
    ``DojoKunState.game``): the part of the rules for the position's step, its code and record.
    """

    def legal(self, state: DojoKunState) -> Any:
        """The decisions open at a step before the end, in a fixed order."""

    def why_illegal(self, state: DojoKunState, action: Any) -> Reason | None:
        """None if ``action`` is open at a step before the end, else the rule it breaks."""

    def play(self, state: DojoKunState, action: Any) -> DojoKunState:
        """The state after a legal decision, carried on to the next decision."""

    def outcome(self, state: DojoKunState) -> Outcome:
        """The final count of a game that is over."""

    def to_code(self, state: State) -> str: ...

    def to_json(self, state: State) -> str: ...


@dataclass(frozen=True, slots=True)
class DojoKunState(State):
    """A Dojo Kun position. Fields are public and read-only; ``view`` hides what a player may
    not know (the decks' order becomes ``HIDDEN``, the seed ``None``).

    ``placed``: per player, the (token, slot) of this prelude turn in order (a token's last entry
    is where it stands; an athlete repositioned by Accelerate appears twice, and one who rests
    instead appears twice on his training slot). Slot names of the rows refer to the rows as they
    stood at the start of the turn: a card taken leaves its slot taken until the turn ends. ``offer_athletes`` /
    ``offer_equipment``: the cards on offer in the village by slot (None once taken);
    ``move_row`` / ``adventure_row``: the Special Moves and Adventures rows, oldest first;
    ``decks``: the face-down season decks (athletes, equipment, moves, adventures);
    ``techniques``: the Secret Techniques still at Master YANG; ``reservations``: the free
    Reservation tiles; ``skull_prestige``: the Skull Dojo's score (single player mode)."""

    game: ClassVar[Rules]  # type: ignore[assignment]
    """The Dojo Kun game, a :class:`gamekit.core.Game` that answers the :class:`Rules` too."""

    options: Options
    seed: int | None
    tick: int
    season: int
    turn: int
    first: int
    step: str
    to_play: int | None
    dojos: tuple[Dojo, ...]
    placed: tuple[tuple[tuple[str, str], ...], ...]
    offer_athletes: tuple[int | None, ...]
    offer_equipment: tuple[int | None, ...]
    move_row: tuple[str, ...]
    adventure_row: tuple[str, ...]
    decks: tuple[tuple[int, ...], tuple[int, ...], tuple[str, ...], tuple[str, ...]]
    techniques: tuple[str, ...]
    reservations: tuple[int, ...]
    tournament: Tournament | None = None
    skull_prestige: int = 0

    def _with(self, **changes: Any) -> DojoKunState:
        return dataclasses.replace(self, **changes)

    # -- who's who -------------------------------------------------------------------------------

    @property
    def players(self) -> int:
        return self.options.players

    @property
    def current_player(self) -> int | None:
        return None if self.step == "over" else self.to_play

    @property
    def solo(self) -> bool:
        return self.players == 1

    def member(self, player: int, space: int) -> Member:
        athlete = self.dojos[player].athletes[space]
        if athlete is None:
            raise ValueError(f"P{player + 1} has no athlete in space {space + 1}")
        return athlete

    def with_dojo(self, player: int, **changes: Any) -> DojoKunState:
        """A copy where P``player``'s Dojo has ``changes``; a Prestige or Ki gain past its bound
        (``PRESTIGE_MOST``, ``KI_MOST``) is lost, so that the position can always be written."""
        if changes.get("prestige", 0) > PRESTIGE_MOST:
            changes["prestige"] = PRESTIGE_MOST
        if any(m is not None and m.ki > KI_MOST for m in changes.get("athletes", ())):
            changes["athletes"] = tuple(
                dataclasses.replace(m, ki=KI_MOST) if m is not None and m.ki > KI_MOST else m
                for m in changes["athletes"]
            )
        dojos = list(self.dojos)
        dojos[player] = dataclasses.replace(dojos[player], **changes)
        return self._with(dojos=tuple(dojos))

    def with_member(self, player: int, space: int, member: Member | None) -> DojoKunState:
        """A copy where P``player``'s space ``space`` holds ``member``."""
        athletes = list(self.dojos[player].athletes)
        athletes[space] = member
        return self.with_dojo(player, athletes=tuple(athletes))

    # -- chance ----------------------------------------------------------------------------------

    def chance(self) -> tuple[random.Random, DojoKunState]:
        """The generator of the next chance event, and the state that has used it (the counter
        starts again from 0 after ``TICK_MOST``, which no game reaches from its start)."""
        tick = self.tick + 1 if self.tick < TICK_MOST else 0
        return random.Random(f"{self.seed}/{self.tick}"), self._with(tick=tick)

    # -- the rules -------------------------------------------------------------------------------

    def legal_actions(self) -> tuple[Any, ...]:
        """The decisions open to the player to act, in a fixed order. At a ``roll`` step (a
        game with ``chance="chosen"``) they are every roll the dice can show, which may be
        billions: a lazy collection that answers ``in`` and ``len`` without listing them."""
        if self.step == "over":
            return ()
        legal = self.game.legal(self)
        return legal if self.step == "roll" else tuple(legal)

    def why_illegal(self, action: Any) -> Reason | None:
        if self.step == "over":
            return reason(
                "dojo_kun.end.over",
                "The game is over: the second tournament has been fought.",
                "La partie est finie : le second tournoi a eu lieu.",
            )
        return self.game.why_illegal(self, action)

    def apply(self, action: Any) -> DojoKunState:
        """The state after ``action``. A player's view lists the decisions its player may make
        (the computer players read them there) but cannot be played on: the order of its decks
        is hidden, and the next card drawn would be unknown."""
        if self.seed is None:
            raise IllegalAction(
                reason(
                    "dojo_kun.turn.end",
                    "This is a player's view of the game: the order of the decks is hidden from "
                    "him, so the game cannot go on from it (the village is refilled from those "
                    "decks). Play on the game itself.",
                    "C’est la vue d’un joueur : l’ordre des pioches lui est caché, la partie ne "
                    "peut donc pas continuer à partir d’elle (le village est regarni depuis ces "
                    "pioches). Jouez sur la partie elle-même.",
                ),
                self,
            )
        return State.apply(self, action)  # type: ignore[return-value]

    def _play(self, action: Any) -> DojoKunState:
        return self.game.play(self, action)

    def outcome(self) -> Outcome | None:
        return self.game.outcome(self) if self.step == "over" else None

    # -- what each player may know ---------------------------------------------------------------

    def view(self, player: int | None) -> DojoKunState:
        """What ``player`` may know: everything but the order of the face-down decks (and the
        seed, which would tell it)."""
        athletes, equipment, moves, adventures = self.decks
        hidden = (
            (HIDDEN,) * len(athletes),
            (HIDDEN,) * len(equipment),
            ("?",) * len(moves),
            ("?",) * len(adventures),
        )
        return self._with(seed=None, decks=hidden)

    def __repr__(self) -> str:
        return f"gamekit.load('dojo-kun').from_code({self.to_code()!r})"
