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

PLURALS = {
    "en": {
        "S": "Soldiers",
        "L": "Spears",
        "H": "Horsemen",
        "A": "Silver Dragons",
        "G": "Gold Dragons",
        "T": "Towers",
        "M": "Madmen",
        "E": "Empresses",
    },
    "fr": {
        "S": "Soldats",
        "L": "Lances",
        "H": "Cavaliers",
        "A": "Dragons d’argent",
        "G": "Dragons d’or",
        "T": "Tours",
        "M": "Fous",
        "E": "Impératrices",
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


def the_name(card: str, lang: str = "en", *, capital: bool = False) -> str:
    """A card's name with its definite article: "the Soldier"; "le Soldat", "la Lance",
    "l’Impératrice" (``capital``: to start a sentence).

    >>> the_name("G", "fr"), the_name("T", "fr"), the_name("E", "fr", capital=True)
    ('le Dragon d’or', 'la Tour', 'L’Impératrice')
    """
    word = name(card, lang)
    if lang == "fr":
        text = (
            f"l’{word}" if word[0] in "AEIOUÉ" else f"{'la' if card in FEMININE else 'le'} {word}"
        )
    else:
        text = f"the {word}"
    return text[:1].upper() + text[1:] if capital else text


def of_name(card: str, lang: str = "en") -> str:
    """A card's name after a negation: as is in English ("no Empress"), after "de" in French
    ("pas de Soldat", "pas d’Impératrice")."""
    word = name(card, lang)
    if lang == "fr":
        return ("d’" if word[0] in "AEIOUÉ" else "de ") + word
    return word


def count_name(count: int, card: str, lang: str = "en") -> str:
    """A number of cards of one kind, the noun agreeing with it: "1 Soldier", "2 Horsemen",
    "3 Dragons d’or".

    >>> count_name(1, "H"), count_name(2, "H"), count_name(2, "M", "fr")
    ('1 Horseman', '2 Horsemen', '2 Fous')
    """
    return f"{count} {NAMES[lang][card] if count == 1 else PLURALS[lang][card]}"


def points_name(points: int, lang: str = "en") -> str:
    """A number of points: "1 point", "2 points" ("0 point" in French, where 0 and 1 are
    singular).

    >>> points_name(1), points_name(6), points_name(0), points_name(0, "fr")
    ('1 point', '6 points', '0 points', '0 point')
    """
    one = points in (0, 1) if lang == "fr" else points == 1
    return f"{points} point{'' if one else 's'}"


def sort_hand(cards: str) -> str:
    """A hand in the fixed order of ``KINDS`` (hidden cards last)."""
    return "".join(sorted(cards, key=lambda c: KINDS.index(c) if c in KINDS else 99))
