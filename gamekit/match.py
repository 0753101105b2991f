"""A match: the mutable history a user interface walks through (undo, redo, jump to any ply),
kept as a variation tree (:class:`gamekit.tree.Tree`) so that no line tried is lost.

States stay immutable; a match keeps the tree and the *line* being looked at: the path from the
start to the position shown, then what follows it on its main line (what Redo replays). Playing
while looking at an earlier ply opens a branch: the line played before stays in the tree, as
another variation, and the new move's line is followed.

>>> import gamekit
>>> match = gamekit.Match(gamekit.load("kaito").new_state(seed=1))
>>> state = match.play(match.state.legal_actions()[0])
>>> match.ply, match.can_undo, match.can_redo
(1, True, False)
>>> match.undo(); match.ply, match.can_redo
(0, True)
>>> state = match.play(match.state.legal_actions()[1])  # another first move: a branch
>>> match.ply, match.can_redo, len(match.tree.variations)
(1, False, 2)
"""

from __future__ import annotations

import json
from typing import Any

from gamekit.core import IllegalAction, InvalidAction, InvalidPosition, Player, State
from gamekit.reading import MAX_SAVE, excerpt, read_json
from gamekit.tree import Node, Tree


class Match:
    """A game in progress: every line tried (``tree``), the line looked at and its current ply.

    ``states``, ``actions`` and ``ply`` describe the line: undo, redo and jump move along it,
    :meth:`goto` moves to any position of the tree, and :meth:`play` adds a move there (a move
    already tried there is followed, with what was played after it).
    """

    def __init__(self, start: State | None = None, *, tree: Tree | None = None) -> None:
        if tree is None:
            if start is None:
                raise TypeError("a match starts from a state or a tree")
            tree = Tree(start)
        self.tree = tree
        self._line: list[Node] = []
        self._states: tuple[State, ...] = ()
        self._actions: tuple[Any, ...] = ()
        self._ply = 0
        self._follow(tree.current)

    def _follow(self, node: Node) -> None:
        """Look at ``node``, on the line that leads to it and goes on along its main line."""
        path = node.path()
        self._line = [*path, *node.mainline()]
        self._states = tuple(n.state for n in self._line)
        self._actions = tuple(n.action for n in self._line[1:])
        self._ply = len(path) - 1
        self.tree.current = node

    @property
    def game(self) -> Any:
        return self.tree.state.game

    @property
    def node(self) -> Node:
        """The tree's node shown (at the current ply of the line)."""
        return self._line[self._ply]

    @property
    def state(self) -> State:
        """The state at the current ply."""
        return self._states[self._ply]

    @property
    def start(self) -> State:
        return self._states[0]

    @property
    def states(self) -> tuple[State, ...]:
        """The states of the line, from the start."""
        return self._states

    @property
    def actions(self) -> tuple[Any, ...]:
        """The actions of the line, from the start."""
        return self._actions

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
        """Apply an action (or its text) to the position shown; raise IllegalAction or
        InvalidAction, leaving the match as it was. Played before an earlier line's next move,
        it opens a branch; the earlier line stays in the tree."""
        node = self.node.add_variation(action)
        self._follow(node)
        return node.state

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
        """Look at the state after ``ply`` actions of the line (0 is the start); later plies stay
        for redo."""
        if type(ply) is not int:
            raise TypeError(f"a ply is a whole number, not {type(ply).__name__}")
        if not 0 <= ply <= len(self._actions):
            raise IndexError(f"ply {ply} is outside 0..{len(self._actions)}")
        self._ply = ply
        self.tree.current = self._line[ply]

    def goto(self, node: Node) -> None:
        """Look at any position of the tree: the line becomes the one through ``node``."""
        top = node
        while isinstance(top, Node) and top.parent is not None:
            top = top.parent
        if top is not self.tree:  # a node of another tree, or of a variation deleted since
            raise ValueError("that position is not in this match's tree")
        self._follow(node)

    def relink(self) -> None:
        """Follow the tree again after it was changed in place (a variation promoted or
        deleted): the line through the node it shows."""
        self._follow(self.tree.current)

    def to_json(self) -> str:
        """A save file: the start position, every action's text, and the current ply."""
        return json.dumps(
            {
                "game": self.game.name,
                "start": json.loads(self.start.to_json()),
                "actions": [str(a) for a in self._actions],  # the line: a tree saves itself
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
