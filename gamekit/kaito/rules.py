"""Every Kaito rule under a stable id, with a sentence that teaches it.

The ids are cited by the engine's refusals, the notebook's narration and the tests.
"""

from __future__ import annotations

from gamekit.core import Reason, Rule

_RULES = [
    Rule(
        "kaito.goal",
        "Goal",
        "Take out all of your opponent's Helmets or all of his Swords, or "
        "leave him unable to move the Kaito.",
        "Object",
    ),
    Rule(
        "kaito.setup.grid",
        "The grid",
        "The 36 tiles are shuffled into a 6x6 grid and turned "
        "face up; the two blank opening tiles leave play, leaving two empty squares.",
        "Preparation",
    ),
    Rule(
        "kaito.setup.place",
        "Placing the Kaito",
        "The second player places the Kaito on one of "
        "the two empty squares, showing the first player's colour.",
        "Preparation",
    ),
    Rule(
        "kaito.move.must",
        "You must move",
        "Every turn starts by moving the Kaito; a player cannot stay put or pass.",
        "Play",
    ),
    Rule(
        "kaito.move.line",
        "Along a line",
        "The Kaito moves straight along its row or its column, never diagonally.",
        "Play",
    ),
    Rule(
        "kaito.move.tile",
        "Land on a tile",
        "The Kaito may jump over empty squares, but it must land on a tile.",
        "Play",
    ),
    Rule(
        "kaito.move.first_tile",
        "First tile only (variant)",
        "In the 'first tile only' reading "
        "the Kaito stops at the first tile in the direction it moves.",
        "Play",
    ),
    Rule(
        "kaito.capture",
        "Capture",
        "The tile the Kaito lands on is captured by the player who "
        "moved it, whatever its colour. Your own captured tiles are out of play for good.",
        "Captured tiles",
    ),
    Rule(
        "kaito.trade.when",
        "When to trade",
        "A Mons trade is the last action of a turn, after "
        "the capture; one trade at most per turn, and it is optional.",
        "Mons trade",
    ),
    Rule(
        "kaito.trade.mons",
        "Which Mons pay",
        "You pay with your opponent's Mons that you have "
        "captured; your own Mons that you captured are dead.",
        "Mons trade",
    ),
    Rule(
        "kaito.trade.sword",
        "Buy back a Sword",
        "Mons worth 4 or more buy back one of your Swords that your opponent holds.",
        "Mons trade",
    ),
    Rule(
        "kaito.trade.helmet",
        "Buy back a Helmet",
        "Mons worth 5 or more buy back one of your Helmets that your opponent holds.",
        "Mons trade",
    ),
    Rule(
        "kaito.trade.held",
        "Only what he holds",
        "You can only buy back a tile of your colour that your opponent has captured.",
        "Mons trade",
    ),
    Rule(
        "kaito.trade.change",
        "No change",
        "Paying more than the price gives no change: the Mons spent leave the game.",
        "Mons trade",
    ),
    Rule(
        "kaito.trade.return",
        "Back under the Kaito",
        "The tile bought back goes under the Kaito and stays on the board when the Kaito moves on.",
        "Mons trade",
    ),
    Rule(
        "kaito.end.swords",
        "No Swords",
        "A player left with no Swords on the board loses, whoever took them.",
        "Game end",
    ),
    Rule(
        "kaito.end.helmets",
        "No Helmets",
        "A player left with no Helmets on the board loses, whoever took them.",
        "Game end",
    ),
    Rule(
        "kaito.end.blocked",
        "No move",
        "A player who cannot move the Kaito at the start of his "
        "turn (no tile in its row or column) loses.",
        "Game end",
    ),
    Rule(
        "kaito.end.over",
        "Game over",
        "Once the game has ended nobody moves any more.",
        "Game end",
    ),
]

RULES: dict[str, Rule] = {rule.id: rule for rule in _RULES}


def reason(rule: str, text: str) -> Reason:
    """A refusal citing ``rule``, which must be in the catalogue."""
    if rule not in RULES:
        raise KeyError(rule)
    return Reason(rule, text)
