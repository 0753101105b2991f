"""Dojo: the rules engine and the scoring tool.

>>> import gamekit
>>> dojo = gamekit.load("dojo")
>>> dojo.score("T1 T2 T4 M5/C3 C2 F1 B4/M4 F2 B3 T5").total  # the rulebook's example
12
>>> state = dojo.new_state(seed=1, players=3)
>>> state.step, state.current_player, [str(a) for a in state.legal_actions()]
('recruit', 0, ['give P1', 'give P2', 'give P3'])
"""

from gamekit.dojo.actions import (
    Challenge,
    Give,
    Keep,
    Pass,
    PlaceTrophy,
    Sign,
    Swap,
    Train,
    cell,
    cell_name,
    parse_action,
)
from gamekit.dojo.cards import Card
from gamekit.dojo.game import GAME, DojoGame
from gamekit.dojo.rules import RULES
from gamekit.dojo.scoring import Score, score
from gamekit.dojo.state import HIDDEN, DojoState, Options

__all__ = [
    "GAME",
    "HIDDEN",
    "RULES",
    "Card",
    "Challenge",
    "DojoGame",
    "DojoState",
    "Give",
    "Keep",
    "Options",
    "Pass",
    "PlaceTrophy",
    "Score",
    "Sign",
    "Swap",
    "Train",
    "cell",
    "cell_name",
    "parse_action",
    "score",
]
