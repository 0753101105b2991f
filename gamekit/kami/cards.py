"""Kami's 32 cards, as data: kinds, copies and values (RULINGS.md Q7, from Goita's pieces).

A card is one letter; a hand is a string of letters, kept sorted.

>>> [VALUES[k] for k in KINDS], sum(COPIES.values())
([1, 2, 2, 3, 3, 4, 4, 5], 32)
>>> name("A"), name("A", "fr")
('Silver Dragon', 'Dragon d’argent')
>>> a_name("E"), a_name("S"), a_name("T", "fr"), of_name("E", "fr")
('an Empress', 'a Soldier', 'une Tour', 'd’Impératrice')
"""

from __future__ import annotations

KINDS = "SLHAGTME"
"""Soldier, Spear (Lance), Horseman, Silver Dragon (Argent), Gold Dragon, Tower, Madman, Empress."""

SOLDIER, SPEAR, EMPRESS = "S", "L", "E"

COPIES = {"S": 10, "L": 4, "H": 4, "A": 4, "G": 4, "T": 2, "M": 2, "E": 2}
VALUES = {"S": 1, "L": 2, "H": 2, "A": 3, "G": 3, "T": 4, "M": 4, "E": 5}
"""The points a card scores when it ends a round (RULINGS.md Q7: Goita's values / 10)."""

NAMES = {
    "en": {
        "S": "Soldier",
        "L": "Spear",
        "H": "Horseman",
        "A": "Silver Dragon",
        "G": "Gold Dragon",
        "T": "Tower",
        "M": "Madman",
        "E": "Empress",
    },
    "fr": {
        "S": "Soldat",
        "L": "Lance",
        "H": "Cavalier",
        "A": "Dragon d’argent",
        "G": "Dragon d’or",
        "T": "Tour",
        "M": "Fou",
        "E": "Impératrice",
    },
}

HIDDEN = "?"
"""A card the viewer may not see (only in views)."""


def deck() -> list[str]:
    """The 32 cards in a fixed order (shuffle a copy)."""
    return [kind for kind in KINDS for _ in range(COPIES[kind])]


def name(card: str, lang: str = "en") -> str:
    """A card's name in ``lang``; a hidden card is "a hidden card"."""
    if card == HIDDEN:
        return "une carte cachée" if lang == "fr" else "a hidden card"
    return NAMES[lang][card]


FEMININE = frozenset("LTE")
"""The cards whose French name is feminine: Lance, Tour, Impératrice."""


def a_name(card: str, lang: str = "en") -> str:
    """A card's name with its indefinite article: "a Soldier", "an Empress"; "un Soldat",
    "une Lance"."""
    word = name(card, lang)
    if lang == "fr":
        return f"{'une' if card in FEMININE else 'un'} {word}"
    return f"{'an' if word[0] in 'AEIOU' else 'a'} {word}"


def of_name(card: str, lang: str = "en") -> str:
    """A card's name after a negation: as is in English ("no Empress"), after "de" in French
    ("pas de Soldat", "pas d’Impératrice")."""
    word = name(card, lang)
    if lang == "fr":
        return ("d’" if word[0] in "AEIOUÉ" else "de ") + word
    return word


def sort_hand(cards: str) -> str:
    """A hand in the fixed order of ``KINDS`` (hidden cards last)."""
    return "".join(sorted(cards, key=lambda c: KINDS.index(c) if c in KINDS else 99))
