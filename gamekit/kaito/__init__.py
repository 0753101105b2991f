"""Kaito: the rules engine.

>>> import gamekit
>>> game = gamekit.load("kaito")
>>> state = game.from_code("SS1SSS/SS1HHs/4H1/ss1sss/hhshAA/AB1BCC r move c3 - -")
>>> [str(a) for a in state.legal_actions()]  # the tiles in the Kaito's row and column
['e3', 'c5']
>>> print(state.why_illegal(Capture(parse_square("d4"))))
Square d4 is in neither the Kaito's row (3) nor its column (c): it moves straight, never \
diagonally. [kaito.move.line]
>>> state.apply(Capture(parse_square("c5"))).captured[RED]
(<Tile.BLACK_SWORD: 6>,)
>>> game.from_code("SHABCs/6/6/6/6/6 r move c2 - -")
Traceback (most recent call last):
...
gamekit.core.InvalidPosition: 6 red Swords missing: a Sword or Helmet is always on the grid or \
held by a player (only Mons leave the game, spent in trades)
"""

from gamekit.kaito.actions import Capture, EndTurn, Place, Trade, parse_action
from gamekit.kaito.game import GAME, KaitoGame
from gamekit.kaito.rules import RULES
from gamekit.kaito.state import KaitoState, Options
from gamekit.kaito.tiles import BLACK, RED, Tile, parse_square, square_name

__all__ = [
    "BLACK",
    "GAME",
    "RED",
    "RULES",
    "Capture",
    "EndTurn",
    "KaitoGame",
    "KaitoState",
    "Options",
    "Place",
    "Tile",
    "Trade",
    "parse_action",
    "parse_square",
    "square_name",
]
