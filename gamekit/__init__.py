"""gamekit: rules engines for tabletop games, in pure Python.

>>> import gamekit
>>> gamekit.names()
('kaito', 'dojo', 'kami', 'dojo-kun')
>>> game = gamekit.load("kaito")
>>> state = game.new_state(seed=7)
>>> state.current_player  # the second player (Black) places the Kaito first
1
"""

from __future__ import annotations

from importlib import import_module

from gamekit.core import (
    Game,
    Hint,
    IllegalAction,
    InvalidAction,
    InvalidPosition,
    Outcome,
    Player,
    Reason,
    Rule,
    State,
)
from gamekit.match import Match

_GAMES = {
    "kaito": "gamekit.kaito",
    "dojo": "gamekit.dojo",
    "kami": "gamekit.kami",
    "dojo-kun": "gamekit.dojo_kun",
}


def names() -> tuple[str, ...]:
    """The games that :func:`load` knows, by name."""
    return tuple(_GAMES)


def load(name: str) -> Game:
    """The game called ``name`` (see :func:`names`)."""
    if name not in _GAMES:
        raise ValueError(f"no game called {name!r}; games: {', '.join(_GAMES)}")
    return import_module(_GAMES[name]).GAME


__all__ = [
    "Game",
    "Hint",
    "IllegalAction",
    "InvalidAction",
    "InvalidPosition",
    "Match",
    "Outcome",
    "Player",
    "Reason",
    "Rule",
    "State",
    "load",
    "names",
]
