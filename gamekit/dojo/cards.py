"""Dojo's material, as data: 60 Tatami cards (disciple and belt) and 12 trophies.

The rulebooks give the counts but not the split of the deck; RULINGS.md Q4 takes 6 disciples x
5 belts x 2 copies, the only even split that makes 60. It is kept here, in one place, as
``DECK_COMPOSITION``, so a real card list can replace it.

>>> Card.parse("T3"), str(Card("R", 5))
(Card(disciple='T', belt=3), 'R5')
>>> len(deck()), len(TROPHY_SET)
(60, 12)
"""

from __future__ import annotations

from dataclasses import dataclass

DISCIPLES = "MFTCBR"
"""Monkey, Fox, Tigress, Crane, Bear, Raccoon (the Raccoon is wild when rows are scored)."""
RACCOON = "R"
DISCIPLE_NAMES = {
    "en": {
        "M": "Monkey",
        "F": "Fox",
        "T": "Tigress",
        "C": "Crane",
        "B": "Bear",
        "R": "Raccoon",
    },
    "fr": {
        "M": "Singe",
        "F": "Renard",
        "T": "Tigresse",
        "C": "Grue",
        "B": "Ours",
        "R": "Raton-Laveur",
    },
}
BELTS = (1, 2, 3, 4, 5)
BELT_NAMES = {
    "en": {1: "white", 2: "yellow", 3: "green", 4: "blue", 5: "black"},
    "fr": {1: "blanche", 2: "jaune", 3: "verte", 4: "bleue", 5: "noire"},
}
DECK_COMPOSITION = {(d, b): 2 for d in DISCIPLES for b in BELTS}
"""How many cards of each (disciple, belt): ASSUMPTION of RULINGS.md Q4 (2 of each, 60 cards)."""

ROW_TROPHIES = ("grand_master", "incense", "assistant")
"""Black trophies, placed left of a row."""
COLUMN_TROPHIES = ("multicolour_belt", "competition_kimono", "broom")
"""Orange trophies, placed above a column."""
TROPHY_COPIES = 2
TROPHY_SET = tuple(t for t in ROW_TROPHIES + COLUMN_TROPHIES for _ in range(TROPHY_COPIES))
TROPHY_NAMES = {
    "en": {
        "grand_master": "Grand Master",
        "incense": "Incense",
        "assistant": "Assistant",
        "multicolour_belt": "Multicolour Belt",
        "competition_kimono": "Competition Kimono",
        "broom": "Broom",
    },
    "fr": {
        "grand_master": "Grand Maître (Raton-Laveur)",
        "incense": "Encens",
        "assistant": "Assistant",
        "multicolour_belt": "Ceinture multicolore",
        "competition_kimono": "Kimono de compétition",
        "broom": "Balai",
    },
}
TROPHY_LETTERS = {
    "grand_master": "G",
    "incense": "I",
    "assistant": "A",
    "multicolour_belt": "M",
    "competition_kimono": "K",
    "broom": "B",
}
TROPHY_OF_LETTER = {letter: name for name, letter in TROPHY_LETTERS.items()}


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """A Tatami card: a disciple letter (M F T C B R) and a belt from 1 (white) to 5 (black)."""

    disciple: str
    belt: int

    def __str__(self) -> str:
        return f"{self.disciple}{self.belt}"

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read ``"T3"``; ValueError if it is not a card."""
        if (
            not isinstance(text, str)
            or len(text) != 2
            or text[0] not in DISCIPLES
            or text[1] not in "12345"
        ):
            raise ValueError(
                f"{text!r} is not a Tatami card: a disciple letter (M F T C B R) and a belt 1-5"
            )
        return CARDS[text]

    def name(self, lang: str = "en") -> str:
        """ "green-belt Tigress" / "Tigresse ceinture verte"."""
        who, belt = DISCIPLE_NAMES[lang][self.disciple], BELT_NAMES[lang][self.belt]
        return f"{belt}-belt {who}" if lang == "en" else f"{who} ceinture {belt}"


CARDS = {f"{d}{b}": Card(d, b) for d in DISCIPLES for b in BELTS}


def deck() -> list[Card]:
    """The 60 cards in a fixed order (shuffle a copy)."""
    return [Card(d, b) for (d, b), n in DECK_COMPOSITION.items() for _ in range(n)]
