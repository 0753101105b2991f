"""Kami: the rules engine (duel, chaotic and team games; Soldier, Lord and Kami modes).

>>> import gamekit
>>> kami = gamekit.load("kami")
>>> state = kami.new_state(seed=1, players=4)
>>> state.step in ("lead", "declare"), len(state.hands[0])
(True, 8)
"""

from gamekit.kami.actions import Cancel, Declare, Decline, Pass, Play, PlayOn, parse_action
from gamekit.kami.cards import COPIES, KINDS, VALUES
from gamekit.kami.game import GAME, KamiGame
from gamekit.kami.rules import RULES
from gamekit.kami.state import KamiState, Options, RoundResult

__all__ = [
    "COPIES",
    "GAME",
    "KINDS",
    "RULES",
    "VALUES",
    "Cancel",
    "Declare",
    "Decline",
    "KamiGame",
    "KamiState",
    "Options",
    "Pass",
    "Play",
    "PlayOn",
    "RoundResult",
    "parse_action",
]
