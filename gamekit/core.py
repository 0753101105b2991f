"""The contract every game follows: rules, reasons, outcomes, errors and the game/state bases.

A game is a factory of immutable states. A state lists its legal actions in a fixed order, says why
any other action is illegal (a :class:`Reason` naming a stable rule id), and ``apply`` returns a new
state without touching the old one. Nothing here knows about Jupyter.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar


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
        rules forbid it."""
        if action in self.legal_actions():
            return self._play(action)
        reason = self.why_illegal(action)
        if reason is None:  # a why_illegal that disagrees with legal_actions is an engine bug
            raise RuntimeError(f"{action!r} is neither legal nor refused in {self.to_code()}")
        raise IllegalAction(reason, self)

    @property
    def is_over(self) -> bool:
        return self.outcome() is not None

    def view(self, player: int | None) -> State:
        """What ``player`` may know of this state (None: an onlooker). Perfect-information games
        return the state itself."""
        return self


class Game(ABC):
    """A game: its rules catalogue, options, and the ways to make, read and write states.

    The game joins a state to its text forms: a game's ``state`` module holds the rules and knows
    nothing of codes, its ``code`` module reads and writes states, and ``State.to_code()`` asks
    the game, so neither module imports the other's user."""

    name: str
    title: str
    player_names: tuple[str, ...]
    default_options: Mapping[str, Any]
    rules: Mapping[str, Rule]
    levels: tuple[str, ...]

    @abstractmethod
    def new_state(self, seed: int | None = None, **options: Any) -> State:
        """A new game; the same seed and options always give the same game."""

    @abstractmethod
    def from_code(self, text: str, **options: Any) -> State:
        """Read a position code; raise :class:`InvalidPosition` saying what is wrong."""

    @abstractmethod
    def from_json(self, text: str) -> State:
        """Read a JSON record written by ``State.to_json``; raise :class:`InvalidPosition`."""

    @abstractmethod
    def to_code(self, state: State) -> str:
        """``state``'s one-line position code (what ``state.to_code()`` returns)."""

    @abstractmethod
    def to_json(self, state: State) -> str:
        """``state``'s JSON record (what ``state.to_json()`` returns)."""

    @abstractmethod
    def parse_action(self, text: str, state: State) -> Any:
        """Read an action's text form (``str(action)``); raise :class:`InvalidAction`."""

    @abstractmethod
    def computer(self, level: str, seed: int | None = None) -> Player:
        """A computer player of the given level (one of ``levels``)."""

    @abstractmethod
    def hint(self, state: State) -> Hint:
        """The strongest computer player's choice for the player to act, with a reason."""

    def check_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """Merge ``options`` over the defaults, refusing unknown names and values."""
        unknown = set(options) - set(self.default_options)
        if unknown:
            known = ", ".join(sorted(self.default_options))
            raise ValueError(f"{self.title} has no option {min(unknown)!r}; options: {known}")
        return {**self.default_options, **options}

    def __repr__(self) -> str:
        return f"gamekit.load({self.name!r})"


class Player(ABC):
    """A computer player: it sees only ``state.view(player)`` and chooses a legal action."""

    @abstractmethod
    def choose(self, state: State) -> Any:
        """A legal action for the player to act in ``state``."""
