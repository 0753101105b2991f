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
        French) if it is damaged."""
        import gamekit

        record: Any = None
        step, number, action = "json", 0, None
        try:
            record = json.loads(text)
            step = "game"
            game = gamekit.load(record["game"])
            step = "start"
            match = cls(game.from_json(json.dumps(record["start"])))
            step = "actions"
            for number, action in enumerate(record["actions"], 1):
                step = "play"
                match.play(action)
            step = "ply"
            match.jump(record["ply"])
        except InvalidPosition:
            raise
        except (
            ValueError,
            KeyError,
            TypeError,
            IndexError,
            IllegalAction,
            InvalidAction,
        ) as err:
            raise InvalidPosition(
                f"this is not a readable save file: {err}",
                "ce fichier de partie est illisible : "
                + _unreadable_fr(err, step, record, number, action),
            ) from None
        return match


def _unreadable_fr(err: Exception, step: str, record: Any, number: int, action: Any) -> str:
    """Why a save file is unreadable, in French: ``err`` came at ``step`` of
    :meth:`Match.from_json`; ``number`` is the action being played (from 1) or, once past
    them, how many there were. Python's own error texts stay as they are."""
    import gamekit

    if step == "json":
        return f"ce n’est pas du JSON ({err})"
    if isinstance(err, KeyError) and step != "play":
        return f"il manque la clé {err}"
    if step == "game" and not isinstance(record, dict):
        return f"ce n’est pas un objet JSON ({err})"
    if step == "game" and isinstance(err, ValueError):
        games = ", ".join(gamekit.names())
        return f"aucun jeu ne s’appelle {record['game']!r} ; jeux : {games}"
    if step == "game":
        return f"le nom du jeu n’est pas un texte ({err})"
    if step == "actions":
        return f"'actions' n’est pas une liste ({err})"
    if step == "play":
        which = f"l’action n° {number}, {action!r},"
        if isinstance(err, IllegalAction):
            why = f"{err.reason.say('fr')} [{err.reason.rule}]"
            return f"{which} est interdite : {why} (position {err.position})"
        if isinstance(err, InvalidAction):
            return f"{which} n’est pas une action de {gamekit.load(record['game']).title}"
        return f"{which} est illisible ({err})"
    if step == "ply" and isinstance(err, IndexError):
        return f"le coup {record['ply']!r} est hors de 0..{number}"
    if step == "ply":
        return f"le coup {record['ply']!r} n’est pas un nombre ({err})"
    return str(err)
