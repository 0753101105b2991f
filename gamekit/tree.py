"""A variation tree: every line tried from a start position, as an analysis board keeps them.

The design is python-chess's ``GameNode``, for any game of gamekit. A :class:`Tree` is the root:
it holds the start state. Every :class:`Node` below holds the action that led to it, the state
after it (worked out once, by the engine's ``apply``, when the node is made), a comment, its
parent and its ``variations``: the actions tried next, ``variations[0]`` the main line. States
stay immutable; the tree is mutable, so an interface can branch, promote and delete in place.

Playing a different move somewhere opens a branch; promoting it makes it the main line; the
whole tree saves as JSON and travels in a link:

>>> import gamekit
>>> from gamekit.tree import Tree
>>> tree = Tree(gamekit.load("kaito").new_state(seed=7))
>>> first = tree.add_variation("K@a3")
>>> main = first.add_variation("a1")
>>> other = first.add_variation("b3")  # a branch: another answer to K@a3
>>> other.comment = "worth a look"
>>> [str(n.action) for n in first.variations]
['a1', 'b3']
>>> first.promote_to_main(other)
>>> [str(n.action) for n in tree.mainline()]
['K@a3', 'b3']
>>> copy = Tree.from_json(tree.to_json(), gamekit.load("kaito"))
>>> [[str(n.action) for n in node.variations] for node in (copy, copy.variations[0])]
[['K@a3'], ['b3', 'a1']]
>>> copy.end().comment, Tree.from_link(tree.to_link(), gamekit.load("kaito")).end().ply
('worth a look', 2)

**The file** (:meth:`Tree.to_json`) names the game, gives the start position's code and the
moves in the game's own notation (``str(action)``), nested as PGN nests variations::

    {"game": "kaito", "start": "<position code>", "moves": ["K@a3", "b3", ["a1"]], "at": [0]}

A line is a list; a text in it is the next move, ``{"move": ..., "comment": ...}`` a move with
a comment, and a list a variation: another move in place of the move just before it, and what
followed. ``"comment"`` at the top is the start's comment, and ``"at"`` the node shown (the
variation indices from the start, see :meth:`Node.address`). A save file of
:class:`gamekit.Match` (its moves and ply) loads as a tree of one line. Reading checks every
move again, and anything malformed, illegal or too large is refused as
:class:`~gamekit.InvalidPosition` with a sentence in English and French.

**The link** (:meth:`Tree.to_link`) is the same record, compressed and in URL-safe letters
after ``t1~``, as Dojo Kun's position codes are made.

Comments are kept as typed: markup in them is text, and a view must escape it.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from gamekit.core import Game, IllegalAction, InvalidAction, InvalidPosition, State, mistyped
from gamekit.reading import MAX_SAVE, _depth, excerpt, pack, unpack

MAX_NESTING = 32
"""Variations inside variations that a file may nest (a branch of a branch of ...)."""

MAX_NODES = 5_000
"""Moves a file may hold: a whole Kami or Dojo game has about 200, and reading 5,000 Dojo Kun
moves, the slowest to play, takes about half a second."""

MAX_LINK = 4096
"""Characters in a link's tree (``widgets.query.MAX_LENGTH``: a longer query is ignored).
A tree too large for it is saved as a file instead."""

LINK_PREFIX = "t1~"
"""What a tree's link text starts with (no position code holds ``~``): format 1."""

_KEYS = {"game", "start", "moves", "comment", "at"}


class Node:
    """A position in the tree: the action that led to it from its ``parent``, the ``state``
    after it, a ``comment`` and the ``variations`` tried from here (``[0]`` the main line).

    Nodes are made by :meth:`add_variation`, never directly."""

    __slots__ = ("action", "comment", "parent", "state", "variations")

    def __init__(self, parent: Node | None, action: Any, state: State, comment: str = "") -> None:
        self.parent = parent
        self.action = action
        self.state = state
        self.comment = comment
        self.variations: list[Node] = []

    def __repr__(self) -> str:
        line = " ".join(str(n.action) for n in self.path()[1:]) or "start"
        return f"<{type(self).__name__} {line}>"

    # -- moving about ---------------------------------------------------------------------------

    def root(self) -> Tree:
        """The tree this node belongs to (its start)."""
        node = self
        while node.parent is not None:
            node = node.parent
        assert isinstance(node, Tree), "a node's root is a Tree"
        return node

    def path(self) -> tuple[Node, ...]:
        """The nodes from the start to this one, both included: ``path()[ply]`` is this node,
        ``path()[0]`` the tree, as ``Match.states[ply]`` is the state at a ply."""
        nodes = []
        node: Node | None = self
        while node is not None:
            nodes.append(node)
            node = node.parent
        return tuple(reversed(nodes))

    @property
    def ply(self) -> int:
        """How many actions lead from the start to this node."""
        count, node = 0, self.parent
        while node is not None:
            count, node = count + 1, node.parent
        return count

    def address(self) -> tuple[int, ...]:
        """Which variation is taken at each step from the start to here: ``()`` for the start,
        all zeros on the main line; :meth:`Tree.find` goes back to the node."""
        steps = []
        node = self
        while node.parent is not None:
            steps.append(node.parent.variations.index(node))
            node = node.parent
        return tuple(reversed(steps))

    def mainline(self) -> Iterator[Node]:
        """The nodes of the main line after this one (each the first variation of the last)."""
        node = self
        while node.variations:
            node = node.variations[0]
            yield node

    def end(self) -> Node:
        """The last node of the main line from here (this node if nothing follows)."""
        node = self
        while node.variations:
            node = node.variations[0]
        return node

    def is_mainline(self) -> bool:
        """True if every step from the start to here is a first variation."""
        return not any(self.address())

    def variation(self, which: Any) -> Node:
        """The child for ``which``: a child node, its action, or the action's text; raise
        KeyError if there is none."""
        if isinstance(which, Node):
            if which.parent is self:
                return which
        else:
            for child in self.variations:
                if child.action == which or (isinstance(which, str) and str(child.action) == which):
                    return child
        raise KeyError(f"no variation {which!r} after {self!r}")

    def has_variation(self, which: Any) -> bool:
        """True if :meth:`variation` finds ``which`` here."""
        try:
            self.variation(which)
        except KeyError:
            return False
        return True

    # -- changing the tree ----------------------------------------------------------------------

    def add_variation(self, action: Any, comment: str = "") -> Node:
        """The node after ``action`` (or its text) from here, added as the last variation; an
        action already tried here returns its node as it is. An illegal action raises the
        engine's :class:`~gamekit.IllegalAction` (bad text: :class:`~gamekit.InvalidAction`),
        and the tree is unchanged."""
        if isinstance(action, str):
            action = self.state.game.parse_action(action, self.state)
        if mistyped(action) is None:  # Capture(True) == Capture(1), but apply refuses it
            for child in self.variations:
                if child.action == action:
                    return child
        state = self.state.apply(action)
        node = Node(self, action, state, comment)
        self.variations.append(node)
        return node

    def add_main_variation(self, action: Any, comment: str = "") -> Node:
        """As :meth:`add_variation`, and make it the main line from here."""
        node = self.add_variation(action, comment)
        self.promote_to_main(node)
        return node

    def promote_to_main(self, which: Any) -> None:
        """Make the variation ``which`` (a child, its action or its text) the main line from
        here; the others keep their order after it."""
        node = self.variation(which)
        self.variations.remove(node)
        self.variations.insert(0, node)

    def promote(self, which: Any) -> None:
        """Move the variation ``which`` one place up (towards the main line)."""
        node = self.variation(which)
        i = self.variations.index(node)
        if i > 0:
            self.variations[i - 1], self.variations[i] = node, self.variations[i - 1]

    def demote(self, which: Any) -> None:
        """Move the variation ``which`` one place down."""
        node = self.variation(which)
        i = self.variations.index(node)
        if i < len(self.variations) - 1:
            self.variations[i + 1], self.variations[i] = node, self.variations[i + 1]

    def remove_variation(self, which: Any) -> None:
        """Delete the variation ``which`` and all that follows it. If the tree was showing a
        node in it, it shows this node instead."""
        node = self.variation(which)
        tree = self.root()
        if node in tree.current.path():
            tree.current = self
        self.variations.remove(node)
        node.parent = None


class Tree(Node):
    """The start of a variation tree: the start state, its comment, and ``current``, the node
    an interface shows (saved with the tree)."""

    __slots__ = ("current",)

    def __init__(self, start: State, comment: str = "") -> None:
        super().__init__(None, None, start, comment)
        self.current: Node = self

    @property
    def game(self) -> Game:
        return self.state.game

    def find(self, address: Any) -> Node:
        """The node at ``address`` (variation indices, as :meth:`Node.address` gives); raise
        KeyError if there is none."""
        node: Node = self
        for step in address:
            if type(step) is not int or not 0 <= step < len(node.variations):
                raise KeyError(f"no variation {step!r} after {node!r}")
            node = node.variations[step]
        return node

    def nodes(self) -> Iterator[Node]:
        """Every node, the start first, each line before its variations (as a file lists them)."""
        stack: list[Node] = [self]
        while stack:
            node = stack.pop()
            yield node
            stack.extend(reversed(node.variations))

    # -- files ----------------------------------------------------------------------------------

    def to_json(self) -> str:
        """The tree as a file (see the module's notes); ValueError if its variations nest more
        than :data:`MAX_NESTING` deep."""
        return json.dumps(self._record(), ensure_ascii=False)

    def _record(self) -> dict[str, Any]:
        record: dict[str, Any] = {
            "game": self.game.name,
            "start": self.state.to_code(),
            "moves": _write_line(self, 0),
        }
        if self.comment:
            record["comment"] = self.comment
        record["at"] = list(self.current.address())
        return record

    @classmethod
    def from_json(cls, text: str, game: Game) -> Tree:
        """Read a file written by :meth:`to_json`, or a save file of :class:`gamekit.Match`;
        raise :class:`~gamekit.InvalidPosition` saying what is wrong."""
        if not isinstance(text, str):
            kind = type(text).__name__
            raise _damaged(f"it is text, not {kind}", f"c’est du texte, pas {kind}")
        if len(text) > MAX_SAVE:
            raise _damaged(
                f"it holds at most {MAX_SAVE:,} characters; this one has {len(text):,}",
                f"il compte au plus {MAX_SAVE:,} caractères ; celui-ci en a {len(text):,}".replace(
                    ",", " "
                ),
            )
        if _depth(text) > MAX_NESTING + 3:
            raise _damaged(
                f"its variations nest more than {MAX_NESTING} deep",
                f"ses variantes s’imbriquent sur plus de {MAX_NESTING} niveaux",
            )
        try:
            record = json.loads(text)
        except (ValueError, RecursionError) as err:
            why = str(err)[:80]
            raise _damaged(f"it is not JSON: {why}", f"ce n’est pas du JSON : {why}") from None
        if isinstance(record, dict) and "actions" in record and "moves" not in record:
            return cls._from_match(text, game)
        return cls._from_record(record, game)

    @classmethod
    def _from_match(cls, text: str, game: Game) -> Tree:
        from gamekit.match import Match  # a match is kept as a tree: it imports this module

        match = Match.from_json(text)
        if match.game is not game:
            raise _wrong_game(match.game.name, game)
        tree = cls(match.start)
        node: Node = tree
        for action in match.actions:
            node = node.add_variation(action)
        tree.current = tree.find((0,) * match.ply)
        return tree

    @classmethod
    def _from_record(cls, record: Any, game: Game) -> Tree:
        if not isinstance(record, dict) or not {"game", "start", "moves"} <= set(record):
            raise _damaged(
                "it is an object with the keys game, start and moves",
                "c’est un objet aux clés game, start et moves",
            )
        extra = set(record) - _KEYS
        if extra:
            shown = excerpt(min(extra))
            raise _damaged(f"it has no key {shown}", f"il n’a pas de clé {shown}")
        if record["game"] != game.name:
            name = record["game"]
            raise _wrong_game(name if isinstance(name, str) else type(name).__name__, game)
        start = record["start"]
        if not isinstance(start, str):
            raise _damaged("'start' is a position code", "'start' est un code de position")
        try:
            state = game.from_code(start)
        except InvalidPosition as err:
            raise _damaged(f"its start: {err.text}", f"son départ : {err.say('fr')}") from None
        tree = cls(state, _comment(record.get("comment", "")))
        reader = _Reader(game)
        reader.line(tree, record["moves"])
        at = record.get("at", [])
        if not isinstance(at, list):
            raise _damaged("'at' is a list of numbers", "'at' est une liste de nombres")
        try:
            tree.current = tree.find(at)
        except KeyError:
            shown = excerpt(json.dumps(at))
            raise _damaged(
                f"'at' names no node of the tree: {shown}",
                f"'at' ne désigne aucun nœud de l’arbre : {shown}",
            ) from None
        return tree

    # -- links ----------------------------------------------------------------------------------

    def to_link(self) -> str:
        """The tree in URL-safe letters for a link (``t1~`` and the file, compressed, in
        base64url); ValueError if it is longer than :data:`MAX_LINK` (save a file instead)."""
        compact = json.dumps(self._record(), separators=(",", ":"), ensure_ascii=False)
        link = LINK_PREFIX + pack(compact)
        if len(link) > MAX_LINK:
            raise ValueError(
                f"this tree takes {len(link):,} characters in a link, more than {MAX_LINK:,}: "
                "save it as a file instead"
            )
        return link

    @classmethod
    def from_text(cls, text: str, game: Game) -> Tree:
        """What a person pasted or a link carried: a tree's link text (:meth:`to_link`), a file
        (:meth:`from_json`, an older Match save too), or a position code (a tree with no move
        yet); raise :class:`~gamekit.InvalidPosition` saying what is wrong."""
        text = str(text).strip()
        if text.startswith(LINK_PREFIX):
            return cls.from_link(text, game)
        if text.startswith("{"):
            return cls.from_json(text, game)
        return cls(game.from_code(text))

    @classmethod
    def from_link(cls, text: str, game: Game) -> Tree:
        """Read a tree from :meth:`to_link`'s text; raise :class:`~gamekit.InvalidPosition`."""
        if not isinstance(text, str) or len(text) > MAX_LINK:
            raise InvalidPosition(
                f"a tree's link is text of at most {MAX_LINK:,} characters",
                f"le lien d’un arbre est un texte d’au plus {MAX_LINK:,} caractères".replace(
                    ",", " "
                ),
            )
        text = text.strip()
        if not text.startswith(LINK_PREFIX):
            shown = excerpt(text[:12])
            raise InvalidPosition(
                f"a tree's link starts with {LINK_PREFIX!r}, not {shown}",
                f"le lien d’un arbre commence par {LINK_PREFIX!r}, pas {shown}",
            )
        body = unpack(text[len(LINK_PREFIX) :], limit=MAX_SAVE)
        if body is None:
            raise InvalidPosition(
                "this tree's link is damaged: it was cut short or some of its letters changed "
                "(copy it again whole)",
                "le lien de cet arbre est abîmé : il a été coupé ou certaines de ses lettres ont "
                "changé (copiez-le de nouveau en entier)",
            )
        return cls.from_json(body, game)


# -- writing and reading lines -------------------------------------------------------------------


def _write_line(node: Node, nesting: int) -> list[Any]:
    """The line that follows ``node``: its main line, each move followed by its alternatives."""
    if nesting > MAX_NESTING:
        raise ValueError(
            f"this tree's variations nest more than {MAX_NESTING} deep: promote some to save it"
        )
    line: list[Any] = []
    while node.variations:
        first, *others = node.variations
        line.append(_write_move(first))
        for other in others:
            line.append([_write_move(other), *_write_line(other, nesting + 1)])
        node = first
    return line


def _write_move(node: Node) -> Any:
    text = str(node.action)
    return {"move": text, "comment": node.comment} if node.comment else text


def _comment(value: Any) -> str:
    if not isinstance(value, str):
        kind = type(value).__name__
        raise _damaged(f"a comment is text, not {kind}", f"un commentaire est du texte, pas {kind}")
    return value


class _Reader:
    """Reads the moves of a file into a tree, counting them against :data:`MAX_NODES`."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.count = 0

    def line(self, start: Node, entries: Any) -> None:
        """Add the line ``entries`` after ``start``; a list inside it is a variation of the
        move before it (from the same node as that move)."""
        if not isinstance(entries, list):
            raise _damaged("a line of moves is a list", "une suite de coups est une liste")
        node, before = start, None
        for entry in entries:
            if isinstance(entry, list):
                if before is None:
                    raise _damaged(
                        "a variation follows the move it replaces",
                        "une variante suit le coup qu’elle remplace",
                    )
                if not entry or isinstance(entry[0], list):
                    raise _damaged(
                        "a variation starts with a move", "une variante commence par un coup"
                    )
                self.line(before, entry)
                continue
            before, node = node, self.move(node, entry)

    def move(self, node: Node, entry: Any) -> Node:
        if isinstance(entry, dict):
            if set(entry) != {"move", "comment"} or not isinstance(entry["move"], str):
                raise _damaged(
                    "a move with a comment is an object with the keys move and comment",
                    "un coup commenté est un objet aux clés move et comment",
                )
            text, comment = entry["move"], _comment(entry["comment"])
        elif isinstance(entry, str):
            text, comment = entry, ""
        else:
            kind = type(entry).__name__
            raise _damaged(f"a move is text, not {kind}", f"un coup est du texte, pas {kind}")
        self.count += 1
        if self.count > MAX_NODES:
            raise _damaged(
                f"it holds more than {MAX_NODES:,} moves",
                f"il compte plus de {MAX_NODES:,} coups".replace(",", " "),
            )
        number = node.ply + 1
        which, quel = f"move {number}, {excerpt(text)},", f"le coup n° {number}, {excerpt(text)},"
        try:
            child = node.add_variation(text)
        except IllegalAction as err:
            rule = err.reason.rule
            raise _damaged(
                f"{which} is not allowed: {err.reason.text} [{rule}] (position {err.position})",
                f"{quel} est interdit : {err.reason.say('fr')} [{rule}] (position {err.position})",
            ) from None
        except InvalidAction:
            raise _damaged(
                f"{which} is not a {self.game.title} action",
                f"{quel} n’est pas une action de {self.game.title}",
            ) from None
        if comment:
            child.comment = comment
        return child


def _wrong_game(name: str, game: Game) -> InvalidPosition:
    shown = excerpt(name)
    return _damaged(
        f"it is a file of {shown}, not of {game.name!r}",
        f"c’est un fichier de {shown}, pas de {game.name!r}",
    )


def _damaged(why: str, pourquoi: str) -> InvalidPosition:
    return InvalidPosition(
        f"this is not a readable tree of moves: {why}",
        f"cet arbre de coups est illisible : {pourquoi}",
    )
