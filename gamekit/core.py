"""The contract every game follows: rules, reasons, outcomes, errors and the game/state bases.

A game is a factory of immutable states. A state lists its legal actions in a fixed order, says why
any other action is illegal (a :class:`Reason` naming a stable rule id), and ``apply`` returns a new
state without touching the old one. Nothing here knows about Jupyter.
"""

from __future__ import annotations

import dataclasses
import functools
import types
import typing
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from importlib import import_module
from typing import Any, ClassVar

from gamekit.puzzles import Puzzle
from gamekit.puzzles import load as load_puzzles


@dataclass(frozen=True, slots=True)
class Rule:
    """One rule of a rulebook, under a stable id such as ``kaito.trade.helmet``; ``fr`` holds
    the French title and text where the game has them."""

    id: str
    title: str
    text: str
    section: str = ""
    fr: tuple[str, str] | None = None

    def say(self, lang: str = "en") -> tuple[str, str]:
        """(title, text) in ``lang`` ("en" or "fr"; English where no translation exists)."""
        return self.fr if lang == "fr" and self.fr else (self.title, self.text)


@dataclass(frozen=True, slots=True)
class Reason:
    """Why an action is refused (or why a game ended): a rule id and a sentence for a learner,
    with its French version in ``fr`` where the game has one."""

    rule: str
    text: str
    fr: str = ""

    def __str__(self) -> str:
        return f"{self.text} [{self.rule}]"

    def say(self, lang: str = "en") -> str:
        """The sentence in ``lang`` ("en" or "fr"; English where no translation exists)."""
        return self.fr if lang == "fr" and self.fr else self.text


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a game ended: who won (player indices), the scores if the game keeps any, and why."""

    winners: tuple[int, ...]
    reason: Reason
    scores: tuple[int, ...] | None = None


class InvalidAction(ValueError):
    """Text that does not name an action of the game at all (a typo, a square off the board)."""


class IllegalAction(ValueError):
    """A well-formed action the rules forbid in this position; ``reason`` says which rule and why,
    and ``position`` gives the position's code (worked out only when asked for)."""

    def __init__(self, reason: Reason, state: Any = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self._state = state

    @property
    def position(self) -> str:
        return self._state.to_code() if self._state is not None else ""

    def __str__(self) -> str:
        where = f" (position {self.position})" if self._state is not None else ""
        return f"{self.reason}{where}"


class InvalidPosition(ValueError):
    """A position code or saved record that is malformed or describes an impossible position;
    the message says what is wrong, in English, and in French in ``fr`` where the game has it."""

    def __init__(self, text: str, fr: str = "") -> None:
        super().__init__(text)
        self.text = text
        self.fr = fr

    def say(self, lang: str = "en") -> str:
        """The message in ``lang`` ("en" or "fr"; English where no translation exists)."""
        return self.fr if lang == "fr" and self.fr else self.text


@dataclass(frozen=True, slots=True)
class Hint:
    """A suggested action and a sentence saying why it is good (``fr``: in French, if given)."""

    action: Any
    text: str
    fr: str = ""

    def say(self, lang: str = "en") -> str:
        """The sentence in ``lang`` ("en" or "fr"; English where no translation exists)."""
        return self.fr if lang == "fr" and self.fr else self.text


class State(ABC):
    """An immutable game position. Subclasses keep their fields private and expose properties."""

    __slots__ = ()
    game: ClassVar[Game]

    @abstractmethod
    def legal_actions(self) -> tuple[Any, ...]:
        """Every legal action, in a deterministic order; empty exactly when the game is over."""

    @abstractmethod
    def why_illegal(self, action: Any) -> Reason | None:
        """None if ``action`` is legal here, else the rule it breaks and why."""

    @abstractmethod
    def _play(self, action: Any) -> State:
        """The state after a legal action (no checks)."""

    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """The player who acts next, or None once the game is over."""

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """How the game ended, or None while it goes on."""

    def to_code(self) -> str:
        """The compact one-line position code; the game's ``from_code`` reads it back."""
        return self.game.to_code(self)

    def to_json(self) -> str:
        """A full, readable JSON record of the position and its options; the game's
        ``from_json`` reads it back."""
        return self.game.to_json(self)

    def apply(self, action: Any) -> State:
        """Return the state after ``action``; raise :class:`IllegalAction` (self unchanged) if the
        rules forbid it, or if one of its fields is not of its declared type (``Give(0.0)`` equals
        ``Give(0)`` but is no action of the game: the state would store the float)."""
        wrong = mistyped(action)
        if wrong is not None:
            raise IllegalAction(self._why_mistyped(wrong), self)
        if action in self.legal_actions():
            return self._play(action)
        reason = self.why_illegal(action)
        if reason is None:  # a why_illegal that disagrees with legal_actions is an engine bug
            raise RuntimeError(f"{action!r} is neither legal nor refused in {self.to_code()}")
        raise IllegalAction(reason, self)

    def _why_mistyped(self, wrong: tuple[str, str]) -> Reason:
        """An action with a field of the wrong type is refused as any object that is not an action
        of the game: under the rule of what is expected now, saying which field is wrong."""
        expected = self.why_illegal(_NOT_AN_ACTION)
        assert expected is not None
        return Reason(
            expected.rule,
            f"{wrong[0]}. {expected.text}",
            f"{wrong[1]}. {expected.fr}" if expected.fr else "",
        )

    @property
    def is_over(self) -> bool:
        return self.outcome() is not None

    def view(self, player: int | None) -> State:
        """What ``player`` may know of this state (None: an onlooker). Perfect-information games
        return the state itself."""
        return self


_NOT_AN_ACTION = object()


def mistyped(action: Any) -> tuple[str, str] | None:
    """None if every field of the dataclass ``action`` holds a value of its declared type (an
    ``int`` field a true int, not a bool or a float), else what is wrong, in English and French.
    Objects that are not dataclasses are left to the game's ``why_illegal``.

    >>> @dataclass(frozen=True)
    ... class Give:
    ...     space: int
    >>> mistyped(Give(0)), mistyped(Give(True))[0]
    (None, "Give's space is a whole number, not True")
    """
    checks = _checks(type(action))
    if checks is None:
        return None
    for name, fits, en, fr in checks:
        value = getattr(action, name)
        if not fits(value):
            shown = repr(value)[:20]
            kind = type(action).__name__
            return (
                f"{kind}'s {name} is {en}, not {shown}",
                f"Le champ {name} de {kind} est {fr}, pas {shown}",
            )
    return None


_WORDS = {int: ("a whole number", "un nombre entier"), str: ("a text", "un texte")}
_PLURALS = {int: ("whole numbers", "nombres entiers"), str: ("texts", "textes")}


@functools.cache
def _checks(cls: type) -> tuple[tuple[str, Callable[[Any], bool], str, str], ...] | None:
    if not dataclasses.is_dataclass(cls):
        return None
    hints = typing.get_type_hints(cls)
    found = []
    for field in dataclasses.fields(cls):
        fits = _fits(hints[field.name])
        if fits is not None:
            en, fr = _describe(hints[field.name])
            found.append((field.name, fits, en, fr))
    return tuple(found)


def _describe(hint: Any) -> tuple[str, str]:
    if hint in _WORDS:
        return _WORDS[hint]
    args = typing.get_args(hint)
    if typing.get_origin(hint) is tuple:
        en, fr = _PLURALS.get(args[0], ("values", "valeurs")) if args else ("values", "valeurs")
        return f"a tuple of {en}", f"un tuple de {fr}"
    inner = [a for a in args if a is not type(None)]
    en, fr = _describe(inner[0]) if len(inner) == 1 else ("a value", "une valeur")
    return f"{en} or None", f"{fr} ou None"


def _fits(hint: Any) -> Callable[[Any], bool] | None:
    """A test for values of type ``hint`` (exact types: True is no int); None: not checked."""
    if hint in (int, str):
        return lambda v: type(v) is hint
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is tuple:
        parts = [_fits(a) for a in args if a is not Ellipsis]
        if None in parts:
            return None
        if len(args) == 2 and args[1] is Ellipsis:
            one = parts[0]
            return lambda v: type(v) is tuple and all(one(x) for x in v)
        return lambda v: (
            type(v) is tuple
            and len(v) == len(parts)
            and all(f(x) for f, x in zip(parts, v, strict=False))
        )
    if origin in (typing.Union, types.UnionType) and type(None) in args:
        rest = [_fits(a) for a in args if a is not type(None)]
        if len(rest) != 1 or rest[0] is None:
            return None
        one = rest[0]
        return lambda v: v is None or one(v)
    return None


_QUOTED = 40
"""Characters of a refused value a message quotes (as ``gamekit.reading.EXCERPT``, which
imports this module)."""


class Game(ABC):
    """A game: its rules catalogue, options, and the ways to make, read and write states.

    The game joins a state to its text forms: a game's ``state`` module holds the rules and knows
    nothing of codes, its ``code`` module reads and writes states, and ``State.to_code()`` asks
    the game, so neither module imports the other's user.

    A game names the modules it joins, and the methods here use them: ``notation``, its actions
    module (``parse_action``); ``codec``, its code module (``encode``, ``decode``, ``to_json``,
    ``from_json``); and ``players`` by name, its computer players (``make``, ``hint``), imported
    the first time one is asked for: they sit above the game, which loads without them."""

    name: str
    title: str
    player_names: tuple[str, ...]
    default_options: Mapping[str, Any]
    rules: Mapping[str, Rule]
    levels: tuple[str, ...]
    notation: ClassVar[types.ModuleType]
    codec: ClassVar[types.ModuleType]
    players: ClassVar[str]

    @abstractmethod
    def new_state(self, seed: int | None = None, **options: Any) -> State:
        """A new game; the same seed and options always give the same game."""

    def from_code(self, text: str, **options: Any) -> State:
        """Read a position code; raise :class:`InvalidPosition` saying what is wrong. The code
        carries its own options, and ``options`` given here must agree with them (a game whose
        code holds no options reads it with them instead)."""
        state = self.codec.decode(text)
        for key, value in options.items():
            if key not in self.default_options or getattr(state.options, key) != value:
                said = f"{key}={getattr(state.options, key, '?')}"
                given = repr(value)
                if len(given) > _QUOTED:
                    given = given[:_QUOTED] + "…"
                raise InvalidPosition(
                    f"the code says {said}, not {given}", f"le code indique {said}, pas {given}"
                )
        return state

    def from_json(self, text: str) -> State:
        """Read a JSON record written by ``State.to_json``; raise :class:`InvalidPosition`."""
        return self.codec.from_json(text)

    def to_code(self, state: State) -> str:
        """``state``'s one-line position code (what ``state.to_code()`` returns)."""
        return self.codec.encode(state)

    def to_json(self, state: State) -> str:
        """``state``'s JSON record (what ``state.to_json()`` returns)."""
        return self.codec.to_json(state)

    def parse_action(self, text: str, state: State | None = None) -> Any:
        """Read an action's text form (``str(action)``); raise :class:`InvalidAction`."""
        return self.notation.parse_action(text)

    def computer(self, level: str, seed: int | None = None) -> Player:
        """A computer player of the given level (one of ``levels``)."""
        return import_module(self.players).make(level, seed)

    def hint(self, state: State) -> Hint:
        """The strongest computer player's choice for the player to act, with a reason."""
        return import_module(self.players).hint(state)

    def puzzles(self) -> tuple[Puzzle, ...]:
        """The game's stored puzzles, mined from seeded games and proved by the engine, easiest
        first (see :mod:`gamekit.puzzles`)."""
        return _stored_puzzles(type(self).__module__.rsplit(".", 1)[0])

    def check_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """Merge ``options`` over the defaults, refusing unknown names and values."""
        unknown = set(options) - set(self.default_options)
        if unknown:
            known = ", ".join(sorted(self.default_options))
            raise ValueError(f"{self.title} has no option {min(unknown)!r}; options: {known}")
        return {**self.default_options, **options}

    def __repr__(self) -> str:
        return f"gamekit.load({self.name!r})"


@functools.cache
def _stored_puzzles(package: str) -> tuple[Puzzle, ...]:
    return load_puzzles(package)


class Player(ABC):
    """A computer player: it sees only ``state.view(player)`` and chooses a legal action."""

    @abstractmethod
    def choose(self, state: State) -> Any:
        """A legal action for the player to act in ``state``."""
