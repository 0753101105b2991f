"""A match: the mutable history a user interface walks through (undo, redo, jump to any ply).

States stay immutable; a match only keeps the list of states and a cursor into it.

>>> import gamekit
>>> match = gamekit.Match(gamekit.load("kaito").new_state(seed=1))
>>> state = match.play(match.state.legal_actions()[0])
>>> match.ply, match.can_undo, match.can_redo
(1, True, False)
>>> match.undo(); match.ply, match.can_redo
(0, True)
"""

from __future__ import annotations

import json
from typing import Any

from gamekit.core import IllegalAction, InvalidAction, InvalidPosition, Player, State
from gamekit.reading import MAX_SAVE, excerpt, read_json


class Match:
    """A game in progress: every state so far, the actions between them, and the current ply.

    Playing while looking at an earlier ply drops the undone future, as in any editor.
    """

    def __init__(self, start: State) -> None:
        self._states: list[State] = [start]
        self._actions: list[Any] = []
        self._ply = 0

    @property
    def game(self) -> Any:
        return self._states[0].game

    @property
    def state(self) -> State:
        """The state at the current ply."""
        return self._states[self._ply]

    @property
    def start(self) -> State:
        return self._states[0]

    @property
    def states(self) -> tuple[State, ...]:
        return tuple(self._states)

    @property
    def actions(self) -> tuple[Any, ...]:
        return tuple(self._actions)

    @property
    def ply(self) -> int:
        """How many actions lead from the start to the current state."""
        return self._ply

    @property
    def can_undo(self) -> bool:
        return self._ply > 0

    @property
    def can_redo(self) -> bool:
        return self._ply < len(self._actions)

    def play(self, action: Any) -> State:
        """Apply an action (or its text); raise IllegalAction/InvalidAction, leaving the match as
        it was."""
        if isinstance(action, str):
            action = self.game.parse_action(action, self.state)
        new = self.state.apply(action)
        del self._states[self._ply + 1 :]
        del self._actions[self._ply :]
        self._states.append(new)
        self._actions.append(action)
        self._ply += 1
        return new

    def play_computer(self, player: Player) -> Any:
        """Let a computer player choose and play the current player's action; return it."""
        state = self.state
        action = player.choose(state.view(state.current_player))
        self.play(action)
        return action

    def undo(self) -> None:
        self.jump(self._ply - 1)

    def redo(self) -> None:
        self.jump(self._ply + 1)

    def jump(self, ply: int) -> None:
        """Look at the state after ``ply`` actions (0 is the start); later plies stay for redo."""
        if type(ply) is not int:
            raise TypeError(f"a ply is a whole number, not {type(ply).__name__}")
        if not 0 <= ply <= len(self._actions):
            raise IndexError(f"ply {ply} is outside 0..{len(self._actions)}")
        self._ply = ply

    def to_json(self) -> str:
        """A save file: the start position, every action's text, and the current ply."""
        return json.dumps(
            {
                "game": self.game.name,
                "start": json.loads(self.start.to_json()),
                "actions": [str(a) for a in self._actions],
                "ply": self._ply,
            }
        )

    @classmethod
    def from_json(cls, text: str) -> Match:
        """Read a save file written by :meth:`to_json`; raise InvalidPosition (in English and
        French) saying what is damaged.

        >>> Match.from_json('{"game": "chess", "start": {}, "actions": [], "ply": 0}')
        Traceback (most recent call last):
        ...
        gamekit.core.InvalidPosition: this is not a readable save file: no game called 'chess'; \
games: kaito, dojo, kami, dojo-kun
        """
        import gamekit

        record = read_json(text, limit=MAX_SAVE, what=("a save file", "un fichier de partie"))
        if not isinstance(record, dict) or set(record) != set(SAVE_KEYS):
            keys = ", ".join(SAVE_KEYS)
            raise _damaged(
                f"it is an object with the keys {keys}", f"c’est un objet aux clés {keys}"
            )
        name = record["game"]
        if not isinstance(name, str) or name not in gamekit.names():
            shown = excerpt(name) if isinstance(name, str) else type(name).__name__
            games = ", ".join(gamekit.names())
            raise _damaged(
                f"no game called {shown}; games: {games}",
                f"aucun jeu ne s’appelle {shown} ; jeux : {games}",
            )
        game = gamekit.load(name)
        if not isinstance(record["start"], dict):
            raise _damaged("'start' is a position's record", "'start' est le relevé d’une position")
        try:
            match = cls(game.from_json(json.dumps(record["start"])))
        except InvalidPosition as err:
            raise _damaged(f"its start: {err.text}", f"son départ : {err.say('fr')}") from None
        actions = record["actions"]
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise _damaged("'actions' is a list of texts", "'actions' est une liste de textes")
        for number, action in enumerate(actions, 1):
            which = f"action {number}, {excerpt(action)},"
            quelle = f"l’action n° {number}, {excerpt(action)},"
            try:
                match.play(action)
            except IllegalAction as err:
                rule = err.reason.rule
                raise _damaged(
                    f"{which} is not allowed: {err.reason.text} [{rule}] (position {err.position})",
                    f"{quelle} est interdite : {err.reason.say('fr')} [{rule}] "
                    f"(position {err.position})",
                ) from None
            except InvalidAction:
                raise _damaged(
                    f"{which} is not a {game.title} action",
                    f"{quelle} n’est pas une action de {game.title}",
                ) from None
        ply = record["ply"]
        if type(ply) is not int or not 0 <= ply <= len(actions):
            shown = excerpt(str(ply))
            raise _damaged(
                f"'ply' is a whole number from 0 to {len(actions)}, not {shown}",
                f"'ply' est un nombre entier de 0 à {len(actions)}, pas {shown}",
            )
        match.jump(ply)
        return match


SAVE_KEYS = ("game", "start", "actions", "ply")
"""What a save file holds: the game's name, the start position's record, every action's text
and the ply shown."""


def _damaged(why: str, pourquoi: str) -> InvalidPosition:
    return InvalidPosition(
        f"this is not a readable save file: {why}",
        f"ce fichier de partie est illisible : {pourquoi}",
    )
