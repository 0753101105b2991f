"""Interface strings in English and French, for every game's views.

Each view takes a ``lang`` ("en" or "fr") and looks its words up with :func:`say`. Strings live in
tables of ``key -> {"en": ..., "fr": ...}``: the shared ones here, each game's beside its views
(``widgets.dojo.words.WORDS``). Placeholders are filled with ``str.format``.

>>> say(COMMON, "undo", "fr")
'Annuler'
>>> say(COMMON, "to_act", "en", player="P2")
'P2 to play'
>>> language({"lang": "fr"}), language({"lang": "xx"}), language({})
('fr', 'en', 'en')
"""

from __future__ import annotations

import copy
import re
from collections.abc import Mapping, Sequence
from typing import TypeVar

G = TypeVar("G")

LANGUAGES = ("en", "fr")
NAMES = {"en": "English", "fr": "Français"}

Table = Mapping[str, Mapping[str, str]]

COMMON: Table = {
    "undo": {"en": "Undo", "fr": "Annuler"},
    "redo": {"en": "Redo", "fr": "Rétablir"},
    "hint": {"en": "Hint", "fr": "Conseil"},
    "new_game": {"en": "New game", "fr": "Nouvelle partie"},
    "seed": {"en": "Game number", "fr": "Numéro de partie"},
    "to_act": {"en": "{player} to play", "fr": "À {player} de jouer"},
    "not_allowed": {"en": "Not allowed", "fr": "Interdit"},
    "game_over": {"en": "Game over", "fr": "Partie terminée"},
    "language": {"en": "Language", "fr": "Langue"},
    "computer_plays": {"en": "Computer plays", "fr": "L’ordinateur joue"},
    "person": {"en": "a person", "fr": "une personne"},
    "computer": {"en": "the computer", "fr": "l’ordinateur"},
    "pass_screen": {"en": "Pass the screen to {player}.", "fr": "Passez l’écran à {player}."},
    "ready": {"en": "I am {player}: show me", "fr": "Je suis {player} : montrer"},
    "link": {"en": "Link to this position", "fr": "Lien vers cette position"},
    "load": {"en": "Load", "fr": "Charger"},
    "legal": {"en": "Legal moves", "fr": "Coups possibles"},
    "teacher": {"en": "Show every card (teacher)", "fr": "Montrer toutes les cartes (professeur)"},
    "level": {"en": "Level", "fr": "Niveau"},
    "random": {"en": "Beginner (random moves)", "fr": "Débutant (au hasard)"},
    "greedy": {"en": "Greedy (a good move now)", "fr": "Gourmand (un bon coup, sans plus)"},
    "expert": {"en": "Expert (weighs the odds)", "fr": "Expert (pèse les chances)"},
}


def say(table: Table, key: str, lang: str = "en", **values: object) -> str:
    """The string ``key`` of ``table`` in ``lang`` (English when missing), filled in."""
    entry = table[key]
    text = entry.get(lang) or entry["en"]
    return text.format(**values) if values else text


def player_name(name: str, lang: str = "en") -> str:
    """A player's name as a page in ``lang`` says it: French says J1 (joueur 1) for the engines'
    P1. The engines' codes and notation keep their own names: only what is shown changes.

    >>> player_name("P2", "fr"), player_name("P2"), player_name("Red", "fr")
    ('J2', 'P2', 'Red')
    """
    if lang == "fr" and name[:1] == "P" and name[1:].isdigit():
        return "J" + name[1:]
    return name


def player_names(names: Sequence[str], lang: str = "en") -> tuple[str, ...]:
    """Each of ``names`` as :func:`player_name` says it."""
    return tuple(player_name(n, lang) for n in names)


_QUOTED = re.compile(r"('[^']*'|« [^»]* »|<code>.*?</code>)")
_PLAYER = re.compile(r"\bP([1-9])\b")


def players_in(text: str, lang: str = "en") -> str:
    """An engine's sentence with its players named as a page in ``lang`` names them (J2 for P2
    in French); what it quotes in the notation (``« give P2 »``) is left as typed.

    >>> players_in("Donnez la carte à P4 : « give P4 ».", "fr")
    'Donnez la carte à J4 : « give P4 ».'
    >>> players_in("Give the card to P4.")
    'Give the card to P4.'
    """
    if lang != "fr":
        return text
    parts = _QUOTED.split(text)
    return "".join(
        part if k % 2 else _PLAYER.sub(lambda m: "J" + m.group(1), part)
        for k, part in enumerate(parts)
    )


_TYPED_PLAYER = re.compile(r"\bJ([1-9])\b", re.IGNORECASE)


def typed_players(text: str, lang: str = "en") -> str:
    """A move typed on a page in ``lang``, with the players named as the notation names them: a
    French player may type J2 (joueur 2), as the page says, for the notation's P2.

    >>> typed_players("give J2", "fr"), typed_players("give j3", "fr"), typed_players("J2")
    ('give P2', 'give P3', 'J2')
    """
    if lang != "fr":
        return text
    return _TYPED_PLAYER.sub(lambda m: "P" + m.group(1), text)


def localized(game: G, lang: str = "en") -> G:
    """``game`` as a page in ``lang`` names its players (the same rules, notation and codes)."""
    names = player_names(game.player_names, lang)  # type: ignore[attr-defined]
    if names == tuple(game.player_names):  # type: ignore[attr-defined]
        return game
    local = copy.copy(game)
    local.player_names = names  # type: ignore[attr-defined]
    return local


def colon(lang: str = "en") -> str:
    """The colon that introduces what follows, as each language sets it: French puts a space
    before it.

    >>> "Pioche" + colon("fr") + "12", "Draw pile" + colon("en") + "12"
    ('Pioche : 12', 'Draw pile: 12')
    """
    return " : " if lang == "fr" else ": "


ARTICLES = ("Le ", "La ", "Les ", "L’", "Un ", "Une ", "Des ")


def inside(sentence: str, lang: str = "en") -> str:
    """A sentence said after a colon, inside another: French starts it in lower case (a name
    keeps its capital: only an article is lowered).

    >>> inside("Le Maître de P2 admet Kumiko", "fr"), inside("Li Yun Dai s’entraîne", "fr")
    ('le Maître de P2 admet Kumiko', 'Li Yun Dai s’entraîne')
    >>> inside("P2's Master admits Kumiko")
    "P2's Master admits Kumiko"
    """
    if lang == "fr" and sentence.startswith(ARTICLES):
        return sentence[:1].lower() + sentence[1:]
    return sentence


def semicolon(lang: str = "en") -> str:
    """The semicolon between items of a list, as each language sets it.

    >>> "P3 passe" + semicolon("fr") + "P4 passe"
    'P3 passe ; P4 passe'
    """
    return " ; " if lang == "fr" else "; "


def number(n: int, lang: str = "en") -> str:
    """A whole number as each language writes it, grouped by thousands.

    >>> number(1048576, "en"), number(1048576, "fr")
    ('1,048,576', '1 048 576')
    """
    return f"{n:,}".replace(",", " " if lang == "fr" else ",")


def language(parameters: Mapping[str, str]) -> str:
    """The language a page's link asks for (``?lang=fr``), English by default."""
    lang = parameters.get("lang", "en")
    return lang if lang in LANGUAGES else "en"
