"""Kami's actions, each with a short text form that ``parse_action`` reads back.

A play puts a defense card then an attack card: ``"S/H"`` (a Soldier in defense, a Horseman in
attack). Whether the defense lies face down (a lead) or face up (a counter) follows from the
moment of the round. In a duel a card may come from a mercenary pile: ``"S@3/H"`` takes the
defense from pile 3. ``"/E"`` is an attack with no defense (a duel's last card, nothing to
defend with).

>>> [str(a) for a in (Play("S", "H"), Play("E", "E", dpile=2), Pass(), Declare(), Cancel())]
['S/H', 'E@3/E', 'pass', 'declare', 'cancel']
>>> parse_action("S@3/H") == Play("S", "H", dpile=2)
True
"""

from __future__ import annotations

from dataclasses import dataclass

from gamekit import reading
from gamekit.core import InvalidAction
from gamekit.kami.cards import KINDS


@dataclass(frozen=True, slots=True, order=True)
class Play:
    """A defense card then an attack card; ``dpile``/``apile`` the mercenary pile each comes
    from (-1: the hand). ``defense`` is "" for an attack alone."""

    defense: str
    attack: str
    dpile: int = -1
    apile: int = -1

    def __str__(self) -> str:
        return f"{_card(self.defense, self.dpile)}/{_card(self.attack, self.apile)}"


@dataclass(frozen=True, slots=True)
class Pass:
    """Let the attack go: the next player may counter it."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Declare:
    """Demoralized: show five Soldiers and ask your partner whether to cancel the deal."""

    def __str__(self) -> str:
        return "declare"


@dataclass(frozen=True, slots=True)
class Decline:
    """Show nothing and play the deal: every player's answer to the Demoralized question, the
    only one without five Soldiers."""

    def __str__(self) -> str:
        return "decline"


@dataclass(frozen=True, slots=True)
class Cancel:
    """The partner of a Demoralized player cancels the deal: the same player deals again."""

    def __str__(self) -> str:
        return "cancel"


@dataclass(frozen=True, slots=True)
class PlayOn:
    """The partner of a Demoralized player keeps the deal."""

    def __str__(self) -> str:
        return "play on"


Action = Play | Pass | Declare | Decline | Cancel | PlayOn
WORDS = {"pass": Pass(), "declare": Declare(), "decline": Decline(), "cancel": Cancel()}
WORDS["play on"] = PlayOn()


def _card(card: str, pile: int) -> str:
    return card + (f"@{pile + 1}" if pile >= 0 else "")


def _read(part: str, text: str) -> tuple[str, int]:
    card, _, pile = part.partition("@")
    if card not in ("", *KINDS) or len(card) > 1:
        raise InvalidAction(
            f"{reading.excerpt(text)}: {reading.excerpt(card)} is not a card letter (S L H A G T "
            "M E: Soldier, Spear, Horseman, Silver Dragon, Gold Dragon, Tower, Madman, Empress)"
        )
    if not pile:
        return card, -1
    number = reading.number(pile, 1, 8)
    if number is None:
        raise InvalidAction(f"{reading.excerpt(text)}: mercenary piles are numbered 1 to 8")
    return card, number - 1


def parse_action(text: str) -> Action:
    """Read ``str(action)`` back; :class:`~gamekit.InvalidAction` for anything else.

    >>> parse_action("S@²/H")
    Traceback (most recent call last):
    ...
    gamekit.core.InvalidAction: 'S@²/H': mercenary piles are numbered 1 to 8
    """
    text = reading.check_action_text(text, "Kami")
    words = " ".join(text.strip().lower().split())
    if words in WORDS:
        return WORDS[words]
    if text.count("/") != 1:
        raise InvalidAction(
            f"{reading.excerpt(text)} is not a Kami action: 'pass', a play like 'S/H' "
            "(defense/attack), 'declare', 'decline', 'cancel' or 'play on'"
        )
    left, right = text.strip().upper().split("/")
    defense, dpile = _read(left, text)
    attack, apile = _read(right, text)
    if not attack:
        raise InvalidAction(f"{reading.excerpt(text)}: a play always ends with an attack card")
    return Play(defense, attack, dpile, apile)
