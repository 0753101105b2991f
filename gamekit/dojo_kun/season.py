"""A season's set-up: the first (White Lotus) when a game begins, the second (Black Lotus) when
the first tournament ends.

It lies below both parts of a season, so that each starts what comes next and neither imports
the other back: :mod:`gamekit.dojo_kun.prelude` starts the tournament after its third turn, and
:mod:`gamekit.dojo_kun.tournament`, after the first tournament, sets up the second season here.

>>> from gamekit.dojo_kun.game import GAME
>>> state = start_season(GAME.new_state(seed=1, players=2), 1)
>>> state.season, state.turn, state.step, len(state.offer_athletes), state.move_row
(1, 0, 'place', 2, ('tonde_hyaku_ken',))
"""

from __future__ import annotations

from gamekit.dojo_kun.data import (
    ADVENTURES,
    ATHLETES,
    EQUIPMENT,
    RESERVATION_TILES,
    REVEALED,
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
