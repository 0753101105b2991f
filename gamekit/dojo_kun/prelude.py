"""The prelude: three turns a season of placements in the Dojos and the village, then the end of
each turn (``dojo_kun.turn.end``).

Starting from the first player, players take turns clockwise placing one token each; a token's
activity is resolved at once (``dojo_kun.place.turn_order``). The turn ends when every player has
placed all his tokens (or has none he can place).
"""

from __future__ import annotations

from typing import Any

from gamekit.core import Reason
from gamekit.dojo_kun.data import (
    ADVENTURES,
    ATHLETES,
    EQUIPMENT,
    PRELUDE_TURNS,
    RESERVATION_TILES,
    REVEALED,
    ROW,
    SPECIAL_MOVES,
    TECHNIQUES,
)
from gamekit.dojo_kun.state import DojoKunState


def start_season(state: DojoKunState, season: int) -> DojoKunState:
    """A season's set-up (``dojo_kun.setup.slots``, ``dojo_kun.season.two``): the season's decks
    shuffled, athletes and equipment revealed by the number of players, the first Special Move
    and Adventure face up in their rows, one Secret Technique of each kind at Master YANG, the
    Reservation tiles back, and the first prelude turn begins with the first player."""
    rng, state = state.chance()
    athletes = [a.number for a in ATHLETES.values() if a.season == season + 1]
    equipment = [e.number for e in EQUIPMENT.values() if e.season == season + 1]
    moves = [m.key for m in SPECIAL_MOVES.values() if m.season == season + 1]
    adventures = [a.key for a in ADVENTURES.values() if a.season == season + 1]
    for deck in (athletes, equipment, moves, adventures):
        rng.shuffle(deck)
    n_athletes, n_equipment = REVEALED[state.players]
    return state._with(
        season=season,
        turn=0,
        step="place",
        to_play=state.first,
        placed=((),) * state.players,
        offer_athletes=tuple(athletes[:n_athletes]),
        offer_equipment=tuple(equipment[:n_equipment]),
        move_row=tuple(moves[:1]),
        adventure_row=tuple(adventures[:1]),
        decks=(
            tuple(athletes[n_athletes:]),
            tuple(equipment[n_equipment:]),
            tuple(moves[1:]),
            tuple(adventures[1:]),
        ),
        techniques=tuple(TECHNIQUES),
        reservations=RESERVATION_TILES,
        tournament=None,
    )


def end_turn(state: DojoKunState) -> DojoKunState:
    """The end of a prelude turn (``dojo_kun.turn.end``): the athletes and equipment left on offer
    are removed and the offer refilled from the season's decks; the Special Moves and Adventures
    rows take one new card each, the oldest dropping off when a row is full; the tokens go home;
    the turn advances, and after the third the tournament begins."""
    athletes, equipment, moves, adventures = state.decks
    n_athletes, n_equipment = REVEALED[state.players]
    move_row, moves = _shift(state.move_row, moves)
    adventure_row, adventures = _shift(state.adventure_row, adventures)
    state = state._with(
        placed=((),) * state.players,
        offer_athletes=athletes[:n_athletes],
        offer_equipment=equipment[:n_equipment],
        move_row=move_row,
        adventure_row=adventure_row,
        decks=(athletes[n_athletes:], equipment[n_equipment:], moves, adventures),
    )
    if state.turn + 1 < PRELUDE_TURNS:
        return state._with(turn=state.turn + 1, to_play=state.first)
    from gamekit.dojo_kun import tournament

    return tournament.start(state._with(turn=PRELUDE_TURNS))


def _shift(row: tuple[str, ...], deck: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A row of cards (oldest first) after one new card from ``deck``, the oldest dropped when
    the row is full; the deck after the draw."""
    if not deck:
        return row, deck
    if len(row) >= ROW:
        row = row[1:]
    return (*row, deck[0]), deck[1:]


def legal(state: DojoKunState) -> list[Any]:
    """Every placement (and Lord Vegan sacrifice) the player to act may make, in a fixed order."""
    raise NotImplementedError


def why_illegal(state: DojoKunState, action: Any) -> Reason | None:
    """None if ``action`` is legal, else the rule it breaks and why, in English and French."""
    raise NotImplementedError


def play(state: DojoKunState, action: Any) -> DojoKunState:
    """The state after a legal placement: the activity resolved, then the next player to place
    (the turn ends when nobody has a token left to place)."""
    raise NotImplementedError
