"""Dojo Kun: the rules engine (two seasons of placements and tournaments, dice combat, solo mode
against the Skull Dojo, combat odds as tools).

>>> import gamekit
>>> dojo_kun = gamekit.load("dojo-kun")
>>> state = dojo_kun.new_state(seed=1, players=3)
>>> state.step, state.season, len(state.dojos)
('place', 0, 3)
>>> dojo_kun.resolve_combat({"hit": 3}, {"block": 1}).winner
'white'
"""

from gamekit.dojo_kun.actions import (
    Advance,
    Give,
    Place,
    Predict,
    Reserve,
    Roll,
    Sacrifice,
    Seat,
    Send,
    Wound,
    parse_action,
)
from gamekit.dojo_kun.game import GAME, DojoKunGame
from gamekit.dojo_kun.rules import RULES
from gamekit.dojo_kun.state import DojoKunState, Options

__all__ = [
    "GAME",
    "RULES",
    "Advance",
    "DojoKunGame",
    "DojoKunState",
    "Give",
    "Options",
    "Place",
    "Predict",
    "Reserve",
    "Roll",
    "Sacrifice",
    "Seat",
    "Send",
    "Wound",
    "parse_action",
]
