"""The Kami table said aloud, for a screen reader and a keyboard: each card or place a click may
pick, named with what lies there and the marks drawn on it; the table in words; and what the
reading keys say.

Everything here is said from what the board shows, the state as its viewer may see it (a view,
:meth:`~gamekit.kami.KamiState.view`): a card the viewer may not see is a hidden card, never
named. The teacher's view, where every card shows, names them all.

A *place* is where something lies on the table: ``("seat", p)`` (the seat's name and score),
``("hand", p, i)`` (card ``i`` of seat ``p``'s hand, or its empty place), ``("line", p, n, j)``
(play ``n`` of seat ``p``'s line, its defense with ``j`` 0, its attack with 1), ``("pile", k)``
(a duel's mercenary pile) and ``("aside", i)`` (the cards set aside with three players).

>>> from gamekit.kami.code import position
>>> state = position(["SHE", "S", "S", "S"], lines=["G.H", "-", "-", "-"], attack=(0, "H"),
...                  step="respond", turn=1, filler=1)
>>> names = ("P1", "P2", "P3", "P4")
>>> place_label(state, ("hand", 0, 1), names=names, selectable=(("hand", 1),))
'P1, card 2: Horseman, 2 points, can be your defense'
>>> place_label(state.view(1), ("line", 0, 0, 0), names=names)
'P1, play 1, defense: hidden, face down'
>>> place_label(state.view(1), ("line", 0, 0, 1), names=names, lang="fr")
'P1, coup 1, attaque : Cavalier, 2 points, l’attaque à laquelle répondre'
>>> hand_text(state.view(1), 0, names=names)
"P1's hand: 3 hidden cards."
>>> line_text(state.view(0), 0, names=names)
'P1 played: a Gold Dragon face down, then a Horseman (the attack to answer).'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from gamekit.kami import KamiState
from gamekit.kami.cards import HIDDEN, KINDS, PLURALS, VALUES, a_name, name
from widgets.i18n import Table, colon, say, semicolon
from widgets.kami.words import WORDS, mode_text, prompt, result_text

Place = tuple[Any, ...]
Pick = tuple[str, int]

SPOKEN: Table = {
    "board": {"en": "Kami table", "fr": "Table de Kami"},
    "seat": {"en": "{seat}", "fr": "{seat}"},
    "team": {"en": "team {team}", "fr": "équipe {team}"},
    "cards": {"en": "{n} cards", "fr": "{n} cartes"},
    "one_card": {"en": "1 card", "fr": "1 carte"},
    "no_card": {"en": "no card", "fr": "aucune carte"},
    "points": {"en": "{n} points", "fr": "{n} points"},
    "point": {"en": "{n} point", "fr": "{n} point"},
    "to_play": {"en": "to play", "fr": "joue maintenant"},
    "in_hand": {"en": "{seat}, card {n}", "fr": "{seat}, carte {n}"},
    "place": {"en": "{seat}, place {n}", "fr": "{seat}, emplacement {n}"},
    "defense_of": {"en": "{seat}, play {n}, defense", "fr": "{seat}, coup {n}, défense"},
    "attack_of": {"en": "{seat}, play {n}, attack", "fr": "{seat}, coup {n}, attaque"},
    "pile": {"en": "Pile {k}", "fr": "Pile {k}"},
    "aside_card": {"en": "Set aside, card {n}", "fr": "De côté, carte {n}"},
    "empty": {"en": "empty", "fr": "vide"},
    "hidden": {"en": "hidden", "fr": "cachée"},
    "face_down": {"en": "face down", "fr": "face cachée"},
    "own_face_down": {
        "en": "face down (the others see only its back)",
        "fr": "face cachée (les autres n’en voient que le dos)",
    },
    "seen_face_down": {
        "en": "face down (taken from a pile, where everyone saw it)",
        "fr": "face cachée (prise sur une pile, où chacun l’a vue)",
    },
    "beneath": {"en": "a card beneath", "fr": "une carte dessous"},
    "for_defense": {"en": "can be your defense", "fr": "peut être votre défense"},
    "for_attack": {"en": "can be your attack", "fr": "peut être votre attaque"},
    "beneath_for_attack": {
        "en": "the card beneath can be your attack",
        "fr": "la carte dessous peut être votre attaque",
    },
    "picked": {"en": "picked for your defense", "fr": "choisie pour votre défense"},
    "to_answer": {"en": "the attack to answer", "fr": "l’attaque à laquelle répondre"},
    "hand_of": {"en": "{seat}'s hand", "fr": "Main de {seat}"},
    "hand_empty": {"en": "{seat}'s hand is empty.", "fr": "La main de {seat} est vide."},
    "hidden_cards": {"en": "{n} hidden cards", "fr": "{n} cartes cachées"},
    "a_hidden_card": {"en": "a hidden card", "fr": "une carte cachée"},
    "a_face_down_card": {"en": "a face-down card", "fr": "une carte face cachée"},
    "card_face_down": {"en": "{card} face down", "fr": "{card} face cachée"},
    "then": {"en": "{defense}, then {attack}", "fr": "{defense}, puis {attack}"},
    "alone": {"en": "{attack} alone", "fr": "{attack} seul"},
    "played": {"en": "{seat} played", "fr": "{seat} a posé"},
    "nothing_played": {
        "en": "{seat} has played nothing yet.",
        "fr": "{seat} n’a encore rien posé.",
    },
    "mercenaries": {"en": "Mercenaries", "fr": "Mercenaires"},
    "pile_item": {"en": "pile {k}, {what}", "fr": "pile {k}, {what}"},
    "beneath_piles": {
        "en": "A card lies beneath the top one on piles {piles}.",
        "fr": "Une carte est sous celle du dessus sur les piles {piles}.",
    },
    "aside": {"en": "Set aside", "fr": "De côté"},
    "scores": {"en": "Scores", "fr": "Scores"},
    "score_item": {"en": "{side} {points}", "fr": "{side} {points}"},
    "last_round": {"en": "Last round: {result}", "fr": "Dernière manche : {result}"},
    "dropped": {
        "en": "{card} is no longer your defense. {prompt}",
        "fr": "{card} n’est plus votre défense. {prompt}",
    },
    "keys": {
        "en": "Arrow keys move over the cards, Enter or Space picks the card: your defense, then "
        "your attack. Escape puts back the card picked. H reads your hand, T the table, R the "
        "cards of the row's seat, P the whole position, S what the game waits for and the "
        "scores.",
        "fr": "Les flèches parcourent les cartes, Entrée ou Espace choisit la carte : votre "
        "défense, puis votre attaque. Échap repose la carte choisie. H lit votre main, T la "
        "table, R les cartes du joueur de la ligne, P toute la position, S ce que le jeu attend "
        "et les scores.",
    },
}
"""The words of the table said aloud."""


def board_name(lang: str = "en") -> str:
    """What a screen reader calls the board."""
    return say(SPOKEN, "board", lang)


def _points(n: int, lang: str) -> str:
    """ "1 point", "3 points"; French keeps "point" singular below 2 ("0 point")."""
    if n == 1 or (n == 0 and lang == "fr"):
        return say(SPOKEN, "point", lang, n=n)
    return say(SPOKEN, "points", lang, n=n)


def _cards(n: int, lang: str) -> str:
    if n == 0:
        return say(SPOKEN, "no_card", lang)
    return say(SPOKEN, "one_card", lang) if n == 1 else say(SPOKEN, "cards", lang, n=n)


def card_words(card: str, lang: str = "en") -> str:
    """A card as a reader hears it: its name and the points in its corner; a card the viewer may
    not see is hidden.

    >>> card_words("E"), card_words("S", "fr"), card_words("?")
    ('Empress, 5 points', 'Soldat, 1 point', 'hidden')
    """
    if card == HIDDEN:
        return say(SPOKEN, "hidden", lang)
    return f"{name(card, lang)}, {_points(VALUES[card], lang)}"


def cards_text(cards: str, lang: str = "en") -> str:
    """Cards counted by kind, in the order of a hand, hidden ones last: "2 Soldiers, a Spear,
    3 hidden cards".

    >>> cards_text("SSLE??"), cards_text("LH?", "fr")
    ('2 Soldiers, a Spear, an Empress, 2 hidden cards', 'une Lance, un Cavalier, une carte cachée')
    """
    said = []
    for kind in KINDS:
        n = cards.count(kind)
        if n:
            said.append(a_name(kind, lang) if n == 1 else f"{n} {PLURALS[lang][kind]}")
    hidden = cards.count(HIDDEN)
    if hidden:
        said.append(
            say(SPOKEN, "a_hidden_card", lang)
            if hidden == 1
            else say(SPOKEN, "hidden_cards", lang, n=hidden)
        )
    return ", ".join(said)


def answering(seen: KamiState) -> int | None:
    """The seat whose attack waits for an answer (framed on the table), or None. An attacker
    left with no card has ended the round: that attack waits for no answer."""
    if seen.step == "respond" and seen.attack is not None and seen.hands[seen.attack[0]]:
        return seen.attack[0]
    return None


def side_text(seen: KamiState, side: int, names: Sequence[str]) -> str:
    """A side's name: a player, or a team ("P1 & P3")."""
    return " & ".join(names[p] for p in range(seen.players) if seen.side(p) == side)


def place_label(
    seen: KamiState,
    place: Place,
    *,
    names: Sequence[str],
    focus: int = 0,
    selectable: Sequence[Pick] = (),
    picked: Pick | None = None,
    lang: str = "en",
) -> str:
    """What a reader hears on ``place`` (see the module's docstring): where it is, what lies
    there, and the marks the table draws on it (a card that may be picked, the card picked for
    the defense, the attack to answer, a card of one's own laid face down). ``selectable`` and
    ``picked`` are picks (``("hand", i)``, ``("pile", k)``) of seat ``focus``, at the bottom."""
    kind = place[0]
    marks: list[str] = []
    if kind == "seat":
        p = place[1]
        side = seen.side(p)
        parts = []
        if seen.players == 4:
            parts.append(say(SPOKEN, "team", lang, team=side_text(seen, side, names)))
        parts.append(_points(seen.scores[side], lang))
        parts.append(_cards(len(seen.hands[p]), lang))
        if seen.current_player == p:
            parts.append(say(SPOKEN, "to_play", lang))
        return names[p] + colon(lang) + ", ".join(parts)
    if kind == "hand":
        p, i = place[1], place[2]
        hand = seen.hands[p]
        if i >= len(hand):
            return (
                say(SPOKEN, "place", lang, seat=names[p], n=i + 1)
                + colon(lang)
                + say(SPOKEN, "empty", lang)
            )
        where = say(SPOKEN, "in_hand", lang, seat=names[p], n=i + 1)
        what = card_words(hand[i], lang)
        if p != focus:  # the others' cards are never picked
            return where + colon(lang) + what
        pick: Pick = ("hand", i)
    elif kind == "line":
        p, n, j = place[1], place[2], place[3]
        defense, down, attack = seen.lines[p][n]
        key = "defense_of" if j == 0 else "attack_of"
        where = say(SPOKEN, key, lang, seat=names[p], n=n + 1)
        card = defense if j == 0 else attack
        what = card_words(card, lang)
        if j == 0 and down:
            key = "own_face_down"
            if card == HIDDEN:
                key = "face_down"
            elif (p, n) in seen.public:  # taken from a pile's top: everyone saw it there
                key = "seen_face_down"
            marks.append(say(SPOKEN, key, lang))
        if j == 1 and answering(seen) == p and n == len(seen.lines[p]) - 1:
            marks.append(say(SPOKEN, "to_answer", lang))
        return where + colon(lang) + ", ".join([what, *marks])
    elif kind == "pile":
        k = place[1]
        pile = seen.piles[k] if k < len(seen.piles) else ""
        where = say(SPOKEN, "pile", lang, k=k + 1)
        if not pile:
            return where + colon(lang) + say(SPOKEN, "empty", lang)
        what = card_words(pile[-1], lang)
        if len(pile) > 1:
            marks.append(say(SPOKEN, "beneath", lang))
        pick = ("pile", k)
    else:  # the cards set aside
        i = place[1]
        where = say(SPOKEN, "aside_card", lang, n=i + 1)
        return where + colon(lang) + card_words(seen.aside[i], lang)
    if pick == picked:
        marks.append(say(SPOKEN, "picked", lang))
    if pick in tuple(selectable):
        if picked is None:
            marks.append(say(SPOKEN, "for_defense", lang))
        elif pick == picked:
            marks.append(say(SPOKEN, "beneath_for_attack", lang))
        else:
            marks.append(say(SPOKEN, "for_attack", lang))
    return where + colon(lang) + ", ".join([what, *marks])


def hand_text(seen: KamiState, seat: int, *, names: Sequence[str], lang: str = "en") -> str:
    """One seat's hand, counted by kind: the cards the viewer may see named, the others hidden.

    >>> from gamekit.kami.code import position
    >>> state = position(["SSHE", "S", "S", "S"])
    >>> hand_text(state, 0, names=("P1", "P2", "P3", "P4"), lang="fr")
    'Main de P1, 4 cartes : 2 Soldats, un Cavalier, une Impératrice.'
    """
    hand = seen.hands[seat]
    if not hand:
        return say(SPOKEN, "hand_empty", lang, seat=names[seat])
    head = say(SPOKEN, "hand_of", lang, seat=names[seat])
    if HIDDEN in hand and hand.count(HIDDEN) == len(hand):
        return f"{head}{colon(lang)}{cards_text(hand, lang)}."
    return f"{head}, {_cards(len(hand), lang)}{colon(lang)}{cards_text(hand, lang)}."


def _play_text(play: tuple[str, bool, str], lang: str, answered: bool) -> str:
    defense, down, attack = play
    hit = a_name(attack, lang) if attack != HIDDEN else say(SPOKEN, "a_hidden_card", lang)
    if answered:
        hit += f" ({say(SPOKEN, 'to_answer', lang)})"
    if not defense:
        return say(SPOKEN, "alone", lang, attack=hit)
    if defense == HIDDEN:
        guard = say(SPOKEN, "a_face_down_card", lang)
    elif down:
        guard = say(SPOKEN, "card_face_down", lang, card=a_name(defense, lang))
    else:
        guard = a_name(defense, lang)
    return say(SPOKEN, "then", lang, defense=guard, attack=hit)


def line_text(seen: KamiState, seat: int, *, names: Sequence[str], lang: str = "en") -> str:
    """The cards one seat has played this round, play by play: its defense, then its attack."""
    line = seen.lines[seat]
    if not line:
        return say(SPOKEN, "nothing_played", lang, seat=names[seat])
    waiting = answering(seen) == seat
    plays = semicolon(lang).join(
        _play_text(play, lang, waiting and n == len(line) - 1) for n, play in enumerate(line)
    )
    return f"{say(SPOKEN, 'played', lang, seat=names[seat])}{colon(lang)}{plays}."


def centre_text(seen: KamiState, lang: str = "en") -> str:
    """A duel's mercenary piles (the top card of each), or the cards set aside with three
    players; nothing with four."""
    if seen.piles:
        empty = say(SPOKEN, "empty", lang)
        items = [
            say(SPOKEN, "pile_item", lang, k=k + 1, what=name(pile[-1], lang) if pile else empty)
            for k, pile in enumerate(seen.piles)
        ]
        text = f"{say(SPOKEN, 'mercenaries', lang)}{colon(lang)}{semicolon(lang).join(items)}."
        under = [str(k + 1) for k, pile in enumerate(seen.piles) if len(pile) > 1]
        if under:
            text += " " + say(SPOKEN, "beneath_piles", lang, piles=", ".join(under))
        return text
    if seen.aside:
        cards = ", ".join(
            say(SPOKEN, "a_hidden_card", lang) if c == HIDDEN else a_name(c, lang)
            for c in seen.aside
        )
        return f"{say(SPOKEN, 'aside', lang)}{colon(lang)}{cards}."
    return ""


def seat_text(seen: KamiState, seat: int, *, names: Sequence[str], lang: str = "en") -> str:
    """One seat's cards: its hand, then what it has played."""
    return f"{hand_text(seen, seat, names=names, lang=lang)} {line_text(seen, seat, names=names, lang=lang)}"


def table_text(seen: KamiState, *, names: Sequence[str], lang: str = "en") -> str:
    """What lies on the table: each seat's played cards, in turn order from P1, then the
    mercenaries or the cards set aside."""
    said = [line_text(seen, p, names=names, lang=lang) for p in range(seen.players)]
    centre = centre_text(seen, lang)
    return " ".join([*said, centre] if centre else said)


def scores_text(
    seen: KamiState, *, names: Sequence[str], lang: str = "en", mode: bool = True
) -> str:
    """Each side's score (teams with four players), the mode's target when ``mode``, and how
    the last round ended while the game goes on."""
    sides = sorted({seen.side(p) for p in range(seen.players)})
    items = ", ".join(
        say(SPOKEN, "score_item", lang, side=side_text(seen, s, names), points=seen.scores[s])
        for s in sides
    )
    text = f"{say(SPOKEN, 'scores', lang)}{colon(lang)}{items}."
    if mode:
        text += " " + mode_text(seen, lang)
    if seen.last is not None and not seen.is_over:
        text += " " + say(SPOKEN, "last_round", lang, result=result_text(seen, lang))
    return text


def status_text(seen: KamiState, lang: str = "en") -> str:
    """What the game waits for, said to whoever must act (as the page's status line, when the
    app gives none)."""
    deal = say(WORDS, "deal", lang, n=seen.deal + 1)
    return f"{deal}. {prompt(seen, lang)}"


def position_text(
    seen: KamiState,
    focus: int,
    *,
    names: Sequence[str],
    status: str = "",
    mode: bool = True,
    lang: str = "en",
) -> str:
    """The whole table in words (the board's text alternative): what the game waits for, the
    hand of the seat at the bottom (``focus``), the other hands (hidden cards counted, never
    named), every seat's played cards, the mercenaries or the cards set aside, and the scores."""
    others = [(focus + 1 + i) % seen.players for i in range(seen.players - 1)]
    parts = [
        status or status_text(seen, lang),
        hand_text(seen, focus, names=names, lang=lang),
        *(hand_text(seen, p, names=names, lang=lang) for p in others),
        table_text(seen, names=names, lang=lang),
        scores_text(seen, names=names, lang=lang, mode=mode),
    ]
    return " ".join(parts)


def read(
    seen: KamiState,
    letter: str,
    place: Place,
    focus: int,
    *,
    names: Sequence[str],
    status: str = "",
    mode: bool = True,
    lang: str = "en",
) -> str | None:
    """What the reading key ``letter`` says with the cursor on ``place``: H the hand at the
    bottom, T the table, R the cards of the seat whose row the cursor is on (or the centre
    row), P the whole position, S what the game waits for and the scores, ? the keys."""
    if letter == "h":
        return hand_text(seen, focus, names=names, lang=lang)
    if letter == "t":
        return table_text(seen, names=names, lang=lang)
    if letter == "r":
        if place[0] in ("pile", "aside"):
            return centre_text(seen, lang)
        return seat_text(seen, place[1], names=names, lang=lang)
    if letter == "p":
        return position_text(seen, focus, names=names, status=status, mode=mode, lang=lang)
    if letter == "s":
        now = status or status_text(seen, lang)
        return f"{now} {scores_text(seen, names=names, lang=lang, mode=mode)}"
    if letter == "?":
        return say(SPOKEN, "keys", lang)
    return None
