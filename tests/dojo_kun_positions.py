"""Dojo Kun test positions: seeded new games changed with ``dataclasses.replace``, athletes as
their cards print them, a tournament prepared or seated by hand. Shared by the prelude,
tournament, rule-table and player tests; :func:`played_by`, a game played by given players."""

from __future__ import annotations

from dataclasses import replace

from gamekit.core import Player
from gamekit.dojo_kun import tournament
from gamekit.dojo_kun.actions import Place
from gamekit.dojo_kun.data import ATHLETES, DISCIPLINES, PRELUDE_TURNS, RESERVATION_TILES, SKULL
from gamekit.dojo_kun.game import GAME
from gamekit.dojo_kun.state import DojoKunState, Entrant, Member, Tournament

AZUKI = 11
RED_GREY = (1, 0, 1, 0)
"""An athlete who rolls a red and a grey die: faces (3, 5) show two Hits, (5, 5) only Ki."""

SKULL_PAIRS = [("S", 1), ("S", 2), ("S", 3), ("S", 4), ("S", 5), ("S", 6)]
"""Slots 2-7 for Skulls only: those fights need no decision."""

FIRST = [(0, 0), ("S", 1), (1, 0), ("S", 2), (0, 1), ("S", 3), (1, 1), ("S", 4)]
"""A first round of two players' two athletes each against Skulls."""


# -- the prelude -------------------------------------------------------------------------------


def fresh(players: int = 2, **fields) -> DojoKunState:
    """A new game (seed 1) where P1 is first and to play; ``fields`` replace the state's."""
    state = GAME.new_state(seed=1, players=players)
    return replace(state, **{"first": 0, "to_play": 0, **fields})


def card(number: int, **changes) -> Member:
    """An athlete as his card prints him, with ``changes``."""
    athlete = ATHLETES[number]
    member = Member(number, tuple(athlete.levels[d] for d in DISCIPLINES), athlete.ki)
    return replace(member, **changes)


def dojo(state: DojoKunState, player: int = 0, athletes=None, equipment=None, **changes):
    """``state`` with P``player``'s Dojo changed (its athletes or equipment listed whole)."""
    if athletes is not None:
        changes["athletes"] = tuple(athletes)
    if equipment is not None:
        changes["equipment"] = tuple(equipment)
    return state.with_dojo(player, **changes)


def P(text: str) -> Place:
    """A placement from its text: ``P("1 yang bear")``."""
    token, slot, *choices = text.split()
    return Place(token, slot, tuple(choices))


def play(state: DojoKunState, *texts: str) -> DojoKunState:
    """``state`` after the placements ``texts``."""
    for text in texts:
        state = state.apply(P(text))
    return state


# -- the tournament ----------------------------------------------------------------------------


def member(number: int = AZUKI, levels=RED_GREY, **fields) -> Member:
    """An athlete with the given levels (by default a red and a grey die)."""
    return Member(number, tuple(levels), **fields)


def prepared(players=2, seed=0, athletes=None, tiles=None, first=0, **options) -> DojoKunState:
    """A new game carried to the tournament: ``athletes`` by player (the Dojos expanded to hold
    them), Reservation ``tiles`` by player, the ``first`` player."""
    state = GAME.new_state(seed, players=players, **options)
    dojos = list(state.dojos)
    for p, members in (athletes or {}).items():
        size = max(2, len(members))
        spaces = tuple(members) + (None,) * (size - len(members))
        dojos[p] = replace(dojos[p], athletes=spaces, expansions=size - 2)
    for p, tile in (tiles or {}).items():
        dojos[p] = replace(dojos[p], reservation=tile)
    free = tuple(t for t in RESERVATION_TILES if t not in (tiles or {}).values())
    return replace(state, turn=PRELUDE_TURNS, first=first, dojos=tuple(dojos), reservations=free)


def setup(**kw) -> DojoKunState:
    """A prepared game at the tournament's first decision."""
    return tournament.start(prepared(**kw))


def entrant(slot) -> Entrant | None:
    """A bracket slot written ``(player, space)``, ``("S", number)`` or None."""
    if slot is None:
        return None
    owner, space = slot
    return Entrant(-1, space) if owner == "S" else Entrant(owner, space)


def bracket(state: DojoKunState, slots) -> DojoKunState:
    """``state`` with the bracket seated as ``slots`` (8 of ``(player, space)`` or
    ``("S", number)``), carried to its first decision."""
    entrants = tuple(entrant(s) for s in slots)
    n = state.players
    sent = [tuple(sorted(e.space for e in entrants if e.owner == p)) for p in range(n)]
    t = Tournament(
        sent=tuple(sent),
        reserved=(None,) * n,
        given=tuple(s[0] if s else None for s in sent),
        rounds=(entrants, (None,) * 4, (None,) * 2, (None,)),
        predictions=(None,) * n,
        skulls=tuple(k for k in SKULL if Entrant(-1, k) not in entrants),
    )
    return tournament.next_decision(replace(state, tournament=t))


def finished(state: DojoKunState, rounds) -> DojoKunState:
    """``state`` with a tournament whose fights are all fought (``rounds`` as in ``bracket``),
    carried through the tournament's end."""
    n = state.players
    rounds = tuple(tuple(entrant(x) for x in r) for r in rounds)
    sent = [tuple(sorted(e.space for e in rounds[0] if e and e.owner == p)) for p in range(n)]
    reserved = [s[0] if s and state.dojos[p].reservation else None for p, s in enumerate(sent)]
    t = Tournament(
        sent=tuple(sent),
        reserved=tuple(reserved),
        given=tuple(next((x for x in s if x != r), None) for s, r in zip(sent, reserved)),
        rounds=rounds,
        fight=tournament.FIGHTS,
        predictions=(None,) * n,
    )
    return tournament.next_decision(replace(state, tournament=t))


def prestige(state: DojoKunState) -> list[int]:
    """Each Dojo's Prestige won so far."""
    return [d.prestige for d in state.dojos]


def played_by(
    seats: list[Player], seed: int, count: int | None = None, **options: object
) -> tuple[DojoKunState, list[str]]:
    """A game (or its first ``count`` decisions) played by ``seats``, each shown his view as a
    Match shows it; every action is checked legal on the way."""
    state = GAME.new_state(seed=seed, players=len(seats), **options)
    done: list[str] = []
    while not state.is_over and (count is None or len(done) < count):
        me = state.current_player
        action = seats[me].choose(state.view(me))
        assert action in state.legal_actions() and state.why_illegal(action) is None, (
            f"{action} at {state.step}"
        )
        done.append(str(action))
        state = state.apply(action)
    return state, done
