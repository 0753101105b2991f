"""What a game of Dojo Kun has been so far, step by step: every roll of every fight with its
result, and every Prestige point with where it came from.

The match keeps the states where someone decided; between two of them, a tournament decision
may set off many steps that need no decision (seeded rolls, fights won, byes, the tournament's
end). :func:`gamekit.dojo_kun.tournament.unfolded` replays them; this module reads each step as a
change from one state to the next:

* a **roll** (``Tournament.roll`` changed): the fight, its fighters, their dice, and who won it,
  or a draw;
* a **fight decided without dice**: a bye, an athlete without dice, both out, or one Dojo's two
  athletes where the owner chose (``dojo_kun.tournament.same_dojo``);
* the **tournament's end**: the champion and the Prestige of the places.

Each Prestige point won is put down to its source (:data:`SOURCES`): the prelude (the village,
adventures, the Dojo's slots), the tournaments' places, predictions, and Special Moves and
abilities (HAKUCHO NO KEN, Ray Stone, Tyler Handsome). The sources add up to the Prestige each
Dojo won, ``Dojo.prestige``, at every step.

>>> from gamekit.dojo_kun import GAME
>>> from gamekit.match import Match
>>> import random
>>> match, rng = Match(GAME.new_state(seed=2, players=2)), random.Random(2)
>>> while match.state.season == 0:
...     _ = match.play(rng.choice(list(match.state.legal_actions())))
>>> book = read(match.states, match.actions)
>>> [f.fight for f in book.fights if f.season == 0]
[0, 1, 2, 3, 4, 5, 6]
>>> sum(book.gains(0).values()) == match.state.dojos[0].prestige
True
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any

from gamekit.dojo_kun import combat, tournament
from gamekit.dojo_kun.actions import Advance
from gamekit.dojo_kun.combat import Combat, Fighter
from gamekit.dojo_kun.data import PREDICTION_PRESTIGE
from gamekit.dojo_kun.state import DojoKunState, Entrant
from widgets.dojo_kun.pictures.combat import Bout, _entrant_title, _split_roll, entrant_label

SOURCES = ("prelude", "places", "predictions", "moves")
"""Where Prestige won during the game comes from, in the score sheet's order."""
SKULL = -1
"""The Skull Dojo's seat in the gains (alone, it scores the places of its athletes)."""
NAMES = ("P1", "P2", "P3", "P4")


@dataclass(frozen=True, slots=True)
class Roll:
    """A roll of a fight: the fighters as they rolled, their faces and red dice, and the
    result (``Combat``: the serpentine and who won the roll, None for a draw)."""

    white: Fighter
    black: Fighter
    faces: tuple[tuple[int, ...], tuple[int, ...]]
    red: tuple[tuple[int, ...], tuple[int, ...]]
    result: Combat


@dataclass(slots=True)
class Fight:
    """A fight of a tournament's bracket as it went: ``season`` (0 White Lotus, 1 Black Lotus),
    ``fight`` (0-3 quarter-finals, 4-5 semi-finals, 6 the final), the fighters (None: an empty
    slot), their titles as the Combat board writes them ("Takashi (P1)"), each roll, and how it ended: ``winner`` (None:
    nobody went on) and ``how`` (``roll``, ``no_dice``, ``both_out``, ``bye``, ``chosen``,
    ``skulls``; "" while it goes on)."""

    season: int
    fight: int
    white: Entrant | None
    black: Entrant | None
    names: tuple[str, str]
    rolls: list[Roll] = field(default_factory=list)
    winner: Entrant | None = None
    how: str = ""


@dataclass(frozen=True, slots=True)
class Frame:
    """A step of the game worth showing on the board between two decisions: the states it went
    from and to, the roll on the Combat board (``bout``, None when no dice rolled) and the fight
    (None: the tournament's end)."""

    before: DojoKunState
    after: DojoKunState
    bout: Bout | None
    fight: Fight | None

    @property
    def shown(self) -> DojoKunState:
        """The state to draw: after the step, with the fight shown still the fight on (its
        predictions too, which the next fight clears); before the end of a tournament, whose
        bracket the next season's state no longer holds."""
        t, now = self.before.tournament, self.after.tournament
        if self.fight is None or t is None or now is None:
            return self.before
        return self.after._with(
            tournament=dataclasses.replace(now, fight=t.fight, predictions=t.predictions)
        )


@dataclass
class Book:
    """The game read so far: its fights in order, the Prestige won by (player, season, source)
    (the Skull Dojo as :data:`SKULL`) and each tournament's champion (None: nobody won it)."""

    fights: list[Fight] = field(default_factory=list)
    won: Counter[tuple[int, int, str]] = field(default_factory=Counter)
    champions: dict[int, Entrant | None] = field(default_factory=dict)
    players: Sequence[str] = NAMES
    """The players' names, as the page says them."""

    def gains(self, player: int, season: int | None = None) -> Counter[str]:
        """The Prestige ``player`` won by source (in ``season`` only, if given)."""
        out: Counter[str] = Counter({s: 0 for s in SOURCES})
        for (p, s, source), n in self.won.items():
            if p == player and (season is None or s == season):
                out[source] += n
        return out

    def tournament(self, season: int) -> list[Fight]:
        """The fights of the tournament of ``season``, in bracket order."""
        return [f for f in self.fights if f.season == season]


def read(
    states: Sequence[DojoKunState], actions: Sequence[Any], players: Sequence[str] = NAMES
) -> Book:
    """Read the game from its decisions: ``states[i]`` is where ``actions[i]`` was decided;
    ``players``: the players' names as the page says them."""
    book = Book(players=players)
    for i, action in enumerate(actions):
        steps(book, states[i], action, states[i + 1] if i + 1 < len(states) else None)
    return book


def steps(
    book: Book, state: DojoKunState, action: Any, after: DojoKunState | None = None
) -> list[Frame]:
    """Add to ``book`` what ``action``, decided in ``state``, did (``after``: the state it led
    to, if known); return the frames worth showing one by one: each roll, each fight decided
    (with dice or without), and the tournament's end."""
    if state.tournament is None or state.step == "place":
        _credit(book, state, after if after is not None else state.apply(action), "prelude")
        return []
    passed = tournament.unfolded(state, action)
    frames: list[Frame] = []
    for before, then in pairwise((state, *passed)):
        frame = _step(book, before, then, action if before is state else None)
        if frame is not None:
            frames.append(frame)
    return frames


def _step(book: Book, before: DojoKunState, after: DojoKunState, action: Any) -> Frame | None:
    t, now = before.tournament, after.tournament
    if t is None:
        return None
    season = before.season
    ended = (after.season != before.season or after.step == "over") and t.fight >= tournament.FIGHTS
    if ended:
        _credit(book, before, after, "places", season)
        book.champions[season] = t.rounds[-1][0]
        return Frame(before, after, None, None)
    if now is None or t.fight >= tournament.FIGHTS or None in t.rounds[0]:
        _credit(book, before, after, "moves")  # nothing is won here: kept exact all the same
        return None
    fight = _fight(book, before, t.fight)
    frame = None
    if now.roll != t.roll and fight.white is not None and fight.black is not None:
        fighters = tournament._fighters(before)
        split = _split_roll(now, fighters)
        if split is not None:
            faces, red = split
            result = combat.resolve_round(*fighters, *faces, *red).combat
            fight.rolls.append(Roll(*fighters, faces, red, result))
            fight.how = "roll"
            bout = Bout(*fighters, faces, red, fight.names, t.fight)
            frame = Frame(before, after, bout, fight)
    if now.fight > t.fight:
        level, index = tournament._where(t.fight)
        fight.winner = now.rounds[level + 1][index]
        fight.how = _how(before, fight, action)
        if frame is None:  # decided without dice: shown all the same, every fight is
            frame = Frame(before, after, None, fight)
    _credit_fight(book, before, after, fight, action)
    return frame


def _fight(book: Book, state: DojoKunState, number: int) -> Fight:
    """The record of fight ``number`` of the tournament on in ``state``, begun if new."""
    for f in reversed(book.fights):
        if f.season == state.season and f.fight == number:
            return f
    t = state.tournament
    assert t is not None
    white, black = tournament.pair(t, number)
    names = (_title(book, state, white), _title(book, state, black))
    fight = Fight(state.season, number, white, black, names)
    book.fights.append(fight)
    return fight


def _title(book: Book, state: DojoKunState, e: Entrant | None) -> str:
    return "" if e is None else _entrant_title(state, e, book.players)


def athlete(state: DojoKunState, e: Entrant) -> str:
    """An entrant's athlete's name (a Skull Dojo athlete's too)."""
    return entrant_label(state, e, NAMES)[0]


def _how(before: DojoKunState, fight: Fight, action: Any) -> str:
    white, black = fight.white, fight.black
    if white is None or black is None:
        return "bye"
    if fight.rolls:
        return "roll"
    if isinstance(action, Advance):
        return "chosen"
    if white.skull and black.skull:
        return "skulls"
    return "both_out" if fight.winner is None else "no_dice"


def _credit_fight(
    book: Book, before: DojoKunState, after: DojoKunState, fight: Fight, action: Any
) -> None:
    """A step of a fight: the right predictions' Prestige (on a fight won, or to the other Dojos
    when one Dojo's athletes met), the rest to Special Moves and abilities."""
    t = before.tournament
    assert t is not None
    guessed: set[int] = set()
    if isinstance(action, Advance):
        guessed = {p for p in range(before.players) if p != before.to_play}
    elif (
        fight.winner is not None
        and after.tournament is not None
        and after.tournament.fight > t.fight
        and fight.how in ("roll", "no_dice")
    ):
        side = "white" if fight.winner == fight.white else "black"
        guessed = {p for p, g in enumerate(t.predictions) if g == side}
    for p, (was, now) in enumerate(zip(before.dojos, after.dojos, strict=True)):
        n = now.prestige - was.prestige
        if p in guessed:
            book.won[(p, before.season, "predictions")] += PREDICTION_PRESTIGE
            n -= PREDICTION_PRESTIGE
        if n:
            book.won[(p, before.season, "moves")] += n


def _credit(
    book: Book, before: DojoKunState, after: DojoKunState, source: str, season: int | None = None
) -> None:
    """Every Prestige point won from ``before`` to ``after``, put down to ``source``."""
    season = before.season if season is None else season
    for p, (was, now) in enumerate(zip(before.dojos, after.dojos, strict=True)):
        if now.prestige != was.prestige:
            book.won[(p, season, source)] += now.prestige - was.prestige
    if after.skull_prestige != before.skull_prestige:
        book.won[(SKULL, season, source)] += after.skull_prestige - before.skull_prestige
