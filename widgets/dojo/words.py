"""Dojo positions and actions said in words, in English or French, and small HTML pieces.

>>> import gamekit
>>> state = gamekit.load("dojo").new_state(seed=3, players=4)
>>> prompt(state, "en")
'P1 deals: give the top card to a player without one, or keep it.'
>>> prompt(state, "fr")
'J1 distribue : donnez la carte du dessus à un joueur qui n’en a pas, ou gardez-la.'
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape

from gamekit.dojo import GAME, DojoState
from gamekit.dojo.actions import (
    Challenge,
    Give,
    Keep,
    Pass,
    PlaceTrophy,
    Sign,
    Swap,
    Train,
    cell_name,
)
from gamekit.dojo.cards import BELT_NAMES, DISCIPLE_NAMES, TROPHY_LETTERS, TROPHY_NAMES, Card
from gamekit.dojo.scoring import Score
from widgets import theme
from widgets.i18n import Table, colon, player_name, say, semicolon

NAMES = GAME.player_names

WORDS: Table = {
    "recruit": {
        "en": "{player} deals: give the top card to a player without one, or keep it.",
        "fr": "{player} distribue : donnez la carte du dessus à un joueur qui n’en a pas, "
        "ou gardez-la.",
    },
    "challenge": {
        "en": "{player}: challenge the dealer {dealer} for the trophy, or pass?",
        "fr": "{player} : défier le donneur {dealer} pour le trophée, ou passer ?",
    },
    "rps": {
        "en": "{player}: choose rock, paper or scissors (secretly).",
        "fr": "{player} : choisissez pierre, feuille ou ciseaux (en secret).",
    },
    "swap": {
        "en": "{player} won the challenge: swap the two cards, or keep them?",
        "fr": "{player} a gagné le défi : échanger les deux cartes, ou les garder ?",
    },
    "train": {
        "en": "{player}: choose a framed cell to place your tatami.",
        "fr": "{player} : choisissez une case encadrée pour poser votre tatami.",
    },
    "trophy": {
        "en": "{player}: choose a framed slot to place the trophy.",
        "fr": "{player} : choisissez un emplacement encadré pour poser le trophée.",
    },
    "over": {"en": "The game is over.", "fr": "La partie est terminée."},
    "miss": {"en": "Nothing to play there. {prompt}", "fr": "Rien à jouer ici. {prompt}"},
    "miss_buttons": {
        "en": "The board has nothing to play now. {prompt} Choose with the buttons beside it.",
        "fr": "Rien à jouer sur le plateau pour l’instant. {prompt} Choisissez avec les "
        "boutons à côté.",
    },
    "round": {"en": "Round {n} of 12", "fr": "Tour {n} sur 12"},
    "dealer": {"en": "dealer", "fr": "donneur"},
    "give": {"en": "Give to {player}", "fr": "Donner à {player}"},
    "keep_card": {"en": "Keep it", "fr": "La garder"},
    "do_challenge": {"en": "Challenge", "fr": "Défier"},
    "pass": {"en": "Pass", "fr": "Passer"},
    "swap_cards": {"en": "Swap the cards", "fr": "Échanger les cartes"},
    "keep_cards": {"en": "Keep them", "fr": "Garder"},
    "rock": {"en": "Rock", "fr": "Pierre"},
    "paper": {"en": "Paper", "fr": "Feuille"},
    "scissors": {"en": "Scissors", "fr": "Ciseaux"},
    "card_of": {"en": "card", "fr": "carte"},
    "to_give": {"en": "The top card", "fr": "La carte du dessus"},
    "trophy_up": {"en": "Trophy on offer", "fr": "Trophée en jeu"},
    "trophy_unclaimed": {"en": "Trophy nobody won", "fr": "Trophée que personne n’a remporté"},
    "no_trophy": {"en": "none", "fr": "aucun"},
    "pile": {"en": "{n} trophies left", "fr": "{n} trophées restants"},
    "pile_one": {"en": "1 trophy left", "fr": "1 trophée restant"},
    "draw_pile": {"en": "Draw pile", "fr": "Pioche"},
    "cards_left": {"en": "{n} cards left", "fr": "{n} cartes restantes"},
    "cards_left_one": {"en": "1 card left", "fr": "1 carte restante"},
    "cards_left_none": {"en": "empty", "fr": "vide"},
    "won": {"en": "{n} challenges won", "fr": "{n} défis gagnés"},
    "won_one": {"en": "1 challenge won", "fr": "1 défi gagné"},
    "won_none": {"en": "no challenge won", "fr": "aucun défi gagné"},
    "moved_row": {
        "en": "{trophy}: row {n} rearranged, now {cards} (left to right)",
        "fr": "{trophy} : ligne {n} réarrangée, désormais {cards} (de gauche à droite)",
    },
    "moved_col": {
        "en": "{trophy}: column {n} rearranged, now {cards} (top to bottom)",
        "fr": "{trophy} : colonne {n} réarrangée, désormais {cards} (de haut en bas)",
    },
    "empty_cells": {
        "en": "{n} cells of the dojo are still empty: choose a card above and put it on them.",
        "fr": "{n} cases du dojo sont encore vides : choisissez une carte ci-dessus et posez-la "
        "dessus.",
    },
    "empty_cell": {
        "en": "1 cell of the dojo is still empty: choose a card above and put it there.",
        "fr": "1 case du dojo est encore vide : choisissez une carte ci-dessus et posez-la dessus.",
    },
    "rows": {"en": "Rows", "fr": "Lignes"},
    "row": {"en": "Row", "fr": "Ligne"},
    "column": {"en": "Column", "fr": "Colonne"},
    "columns": {"en": "Columns", "fr": "Colonnes"},
    "trophies": {"en": "Trophies", "fr": "Trophées"},
    "total": {"en": "Total", "fr": "Total"},
    "seat": {"en": "{player} is", "fr": "{player} est"},
    "earlier": {"en": "Earlier, the challenge: {result}.", "fr": "Plus tôt, le défi : {result}."},
}


def player(index: int, lang: str = "en") -> str:
    """A player's name: ``P1`` to ``P5`` (``J1`` to ``J5`` in French)."""
    return player_name(NAMES[index], lang)


def prompt(state: DojoState, lang: str = "en") -> str:
    """What the player to act is asked to do, or that the game is over."""
    if state.is_over:
        return say(WORDS, "over", lang)
    who = player(state.current_player, lang)  # type: ignore[arg-type]
    return say(WORDS, state.step, lang, player=who, dealer=player(state.dealer, lang))


def outcome_text(state: DojoState, lang: str = "en") -> str:
    """Who won a finished game and why, as the engine's outcome says it, citing the rule: the
    best score (``dojo.goal``), else the most challenges won among the tied
    (``dojo.end.tiebreak``), else a shared victory."""
    outcome = state.outcome()
    if outcome is None:
        return say(WORDS, "over", lang) if state.is_over else ""
    return f"{outcome.reason.say(lang)} [{outcome.reason.rule}]"


def card_name(card: Card | None, lang: str = "en") -> str:
    """A card's name; a hidden card is "a card"."""
    if card is None or not card.belt:
        return "?"
    return card.name(lang)


_ARTICLES_FR = {"M": "le ", "F": "le ", "T": "la ", "C": "la ", "B": "l’", "R": "le "}
"""The French article of each disciple's name (l’Ours, la Grue, le Singe)."""

_TROPHY_ARTICLES_FR = {
    "grand_master": "le ",
    "incense": "l’",
    "assistant": "l’",
    "multicolour_belt": "la ",
    "competition_kimono": "le ",
    "broom": "le ",
}
"""The French article of each trophy's name (l’Encens, la Ceinture multicolore)."""


def the_card(card: Card | None, lang: str = "en") -> str:
    """A card's name with its article, as in "the dealer held the yellow-belt Raccoon"; a hidden
    card is "?".

    >>> from gamekit.dojo.cards import Card
    >>> the_card(Card("R", 2)), the_card(Card("R", 2), "fr"), the_card(Card("B", 3), "fr")
    ('the yellow-belt Raccoon', 'le Raton-Laveur ceinture jaune', 'l’Ours ceinture verte')
    """
    if card is None or not card.belt:
        return "?"
    article = _ARTICLES_FR[card.disciple] if lang == "fr" else "the "
    return article + card.name(lang)


def the_trophy(trophy: str | None, lang: str = "en") -> str:
    """A trophy's name with its article ("the Incense", "l’Encens"); "?" when unknown."""
    if trophy not in TROPHY_NAMES[lang]:
        return "?"
    article = _TROPHY_ARTICLES_FR[trophy] if lang == "fr" else "the "
    return article + TROPHY_NAMES[lang][trophy]


def describe(state: DojoState, action: object, lang: str = "en") -> str:
    """What ``action`` does, said so that it reveals nothing hidden (a card given stays secret)."""
    who = player(state.current_player, lang)  # type: ignore[arg-type]
    fr = lang == "fr"
    if isinstance(action, Give):
        if action.to == state.current_player:
            return f"{who} garde une carte" if fr else f"{who} keeps a card"
        to = player(action.to, lang)
        return f"{who} donne une carte à {to}" if fr else f"{who} gives a card to {to}"
    if isinstance(action, Challenge):
        return f"{who} défie le donneur" if fr else f"{who} challenges the dealer"
    if isinstance(action, Pass):
        return f"{who} passe" if fr else f"{who} passes"
    if isinstance(action, Swap):
        return f"{who} échange les cartes" if fr else f"{who} swaps the cards"
    if isinstance(action, Keep):
        return f"{who} garde les cartes" if fr else f"{who} keeps the cards"
    if isinstance(action, Sign):
        return f"{who} a choisi" if fr else f"{who} has chosen"
    if isinstance(action, Train):
        hand = state.hands[state.current_player]  # type: ignore[index]
        where = cell_name(action.cell)
        if fr:
            return f"{who} pose {the_card(hand, lang)} en {where}"
        return f"{who} trains the {card_name(hand, lang)} on {where}"
    if isinstance(action, PlaceTrophy):
        trophy = TROPHY_NAMES[lang].get(state.pending or "", "?")
        line = (
            ("la ligne" if fr else "row")
            if action.line == "row"
            else ("la colonne" if fr else "column")
        )
        index = str(action).split()[1]
        return (
            f"{who} place {the_trophy(state.pending, lang)} sur {line} {index}"
            if fr
            else f"{who} puts the {trophy} on {line} {index}"
        )
    return f"{who}{colon(lang)}{action}"


RESULT: Table = {
    "result": {
        "en": "{attacker} against {defender}: {winner} wins",
        "fr": "{attacker} contre {defender} : {winner} gagne",
    },
    "result_trophy": {
        "en": "{attacker} against {defender}: {winner} wins and takes {trophy}",
        "fr": "{attacker} contre {defender} : {winner} gagne et prend {trophy}",
    },
    "swapped": {
        "en": "{winner} takes {taken}, {loser} {given}",
        "fr": "{winner} prend {taken}, {loser} {given}",
    },
    "bonus": {
        "en": "{card}, +{n} at rock-paper-scissors",
        "fr": "{card}, +{n} à pierre-feuille-ciseaux",
    },
}
"""How a challenge ended, said once both cards are shown."""


def swap_result(state: DojoState, action: object, lang: str = "en") -> str:
    """Which card each of the challenge's two players holds after a swap (both were shown in
    the challenge), or "" for any other action.

    >>> from gamekit.dojo.actions import Challenge, Swap
    >>> from widgets.dojo.lessons import CHALLENGE_CODE
    >>> won = GAME.from_code(CHALLENGE_CODE).apply(Challenge())
    >>> swap_result(won, Swap())
    'P4 takes the yellow-belt Raccoon (2), P3 the yellow-belt Fox (2)'
    """
    if not isinstance(action, Swap) or state.winner is None or state.attacker is None:
        return ""
    winner = state.winner
    loser = state.dealer if winner == state.attacker else state.attacker

    def held(p: int) -> str:
        card = state.hands[p]
        return f"{the_card(card, lang)} ({card.belt if card is not None else '?'})"

    return say(
        RESULT,
        "swapped",
        lang,
        winner=player(winner, lang),
        loser=player(loser, lang),
        taken=held(loser),
        given=held(winner),
    )


def challenge_result(state: DojoState, action: object, lang: str = "en") -> str:
    """How the challenge that ``action`` resolves ended (both cards shown, the winner and the
    trophy he takes), or "" when ``action`` resolves none: a challenge, or the Black Belt's
    last sign.

    >>> from gamekit.dojo.actions import Challenge
    >>> from widgets.dojo.lessons import CHALLENGE_CODE
    >>> asked = GAME.from_code(CHALLENGE_CODE)
    >>> challenge_result(asked, Challenge())
    "P4's yellow-belt Fox (2) against P3's yellow-belt Raccoon (2): P4 wins and takes the Grand Master"
    >>> challenge_result(asked, Challenge(), "fr").split(" : ")
    ['le Renard ceinture jaune (2) de J4 contre le Raton-Laveur ceinture jaune (2) de J3', 'J4 gagne et prend le Grand Maître (Raton-Laveur)']
    """
    if not isinstance(action, Challenge | Sign) or state.step not in ("challenge", "rps"):
        return ""
    after = state.apply(action)
    if after.step != "swap" or after.winner is None or after.attacker is None:
        return ""
    bonus = after.rps[2:] if after.rps is not None else (0, 0)

    def card(p: int, n: int) -> str:
        shown = after.hands[p]
        belt = shown.belt if shown is not None else "?"
        if lang == "fr":
            named = f"{the_card(shown, lang)} ({belt}) de {player(p, lang)}"
        else:
            named = f"{player(p, lang)}'s {card_name(shown, lang)} ({belt})"
        return say(RESULT, "bonus", lang, card=named, n=n) if n else named

    trophy = the_trophy(after.pending, lang) if after.pending else None
    return say(
        RESULT,
        "result_trophy" if trophy else "result",
        lang,
        attacker=card(after.attacker, bonus[0]),
        defender=card(after.dealer, bonus[1]),
        winner=player(after.winner, lang),
        trophy=trophy,
    )


def breakdown_html(score: Score, lang: str = "en") -> str:
    """Why a finished dojo scores what it does: each row, each column, the trophies."""
    fr = lang == "fr"
    rows = []
    sep = colon(lang)
    for number, row in enumerate(score.rows, 1):
        who = DISCIPLE_NAMES[lang].get(row.disciple, row.disciple)
        if row.how == "incense":
            why = "encens : disciples différents" if fr else "incense: different disciples"
        else:
            why = f"{row.count} × {who}"
        if row.converted is not None:
            master = TROPHY_NAMES[lang]["grand_master"]
            converted = card_name(row.converted, lang)
            why += f"{semicolon(lang)}{master}{sep}{converted} → {DISCIPLE_NAMES[lang]['R']}"
        if row.wild:
            named = ", ".join(DISCIPLE_NAMES[lang].get(w, w) for w in row.wild)
            why += f" ({DISCIPLE_NAMES[lang]['R']} → {named})"
        rows.append(
            f"<li>{say(WORDS, 'row', lang)} {number}{sep}<b>{row.points}</b> ({escape(why)})</li>"
        )
    columns = []
    for number, column in enumerate(score.columns, 1):
        if column.points:
            belt = BELT_NAMES[lang][column.belt]
            alike = sum(1 for card in column.cards if card.belt == column.belt)
            why = f"{alike} ceintures {belt}s" if fr else f"{alike} {belt} belts"
            if column.trophy == "competition_kimono":
                kimono = TROPHY_NAMES[lang]["competition_kimono"]
                why += f", doublé par le {kimono}" if fr else f", doubled by the {kimono}"
            elif column.trophy == "multicolour_belt" and alike == 2:
                multi = TROPHY_NAMES[lang]["multicolour_belt"]
                why += f" et la {multi}" if fr else f" and the {multi}"
        else:
            why = "pas trois ceintures pareilles" if fr else "no three belts alike"
        columns.append(
            f"<li>{say(WORDS, 'column', lang)} {number}{sep}<b>{column.points}</b> "
            f"({escape(why)})</li>"
        )
    extra = ""
    if score.trophy_points:
        extra = f"<li>{say(WORDS, 'trophies', lang)}{sep}<b>{score.trophy_points}</b></li>"
    moved = "".join(f"<li class='gk-moved'>{escape(text)}</li>" for text in rearranged(score, lang))
    return (
        f"<ul class='gk-breakdown'>{moved}{''.join(rows)}{''.join(columns)}{extra}"
        f"<li><b>{say(WORDS, 'total', lang)}{sep}{score.total}</b></li></ul>"
    )


def rearranged(score: Score, lang: str = "en") -> list[str]:
    """Which lines an Assistant or a Broom rearranged, and their cards as scored.

    >>> from gamekit.dojo import score
    >>> rearranged(score("T1 T2 T4 M5/C3 C2 F1 B4/M4 F2 B3 T5", {"col3": "broom"}))
    ['Broom: column 3 rearranged, now Tigress 4, Bear 3, Fox 1 (top to bottom)']
    """
    said = []
    for line in score.rearranged:
        index = int(line[3:]) - 1
        if line.startswith("row"):
            trophy, cards, key = score.rows[index].trophy, score.grid[index], "moved_row"
        else:
            trophy = score.columns[index].trophy
            cards, key = tuple(row[index] for row in score.grid), "moved_col"
        named = ", ".join(f"{DISCIPLE_NAMES[lang][c.disciple]} {c.belt}" for c in cards)
        who = TROPHY_NAMES[lang].get(trophy or "", "?")
        said.append(say(WORDS, key, lang, trophy=who, n=index + 1, cards=named))
    return said


def legend_html(trophies: Iterable[str] = (), lang: str = "en") -> str:
    """What the marks of a dojo's board mean, and the letter of each trophy shown on it
    (``trophies``: their names), for a board seen before the trophies are taught.

    >>> "G: Grand Master" in legend_html(["grand_master"])
    True
    """
    fr = lang == "fr"
    parts = [
        "cadre doré : où vous pouvez jouer" if fr else "gold frame: where you may play",
        "cadre bleu : la dernière carte posée" if fr else "blue frame: the last card placed",
        "croix bleue : refusé (le message dit pourquoi)"
        if fr
        else "blue cross: refused (the message says why)",
        "b4 : le nom d’une case (colonne b, ligne 4)"
        if fr
        else "b4: a cell's name (column b, row 4)",
    ]
    for trophy in trophies:
        letter, named = TROPHY_LETTERS[trophy], TROPHY_NAMES[lang][trophy]
        later = "expliqué dans Les TROPHÉES" if fr else "explained in The trophies"
        parts.append(f"{letter}{colon(lang)}{named} ({later})")
    return theme.legend_html(parts)


PICTURE: Table = {
    "dojo": {"en": "A finished dojo.", "fr": "Un dojo terminé."},
}
"""What a narrative picture is, before its words."""


def dojo_picture(grid: str, lang: str = "en", *, size: int = 300) -> str:
    """A finished dojo (grid text as for ``score``) drawn for a page's narration, as HTML: the
    SVG picture with the dojo in words, row by row, as its text alternative, in ``lang``.

    >>> shown = dojo_picture("M1 F2 T3 C4/B5 R1 M2 F3/T4 C5 B1 R2", "fr")
    >>> shown.startswith('<svg role="img" aria-label="Un dojo terminé. Ligne 1 : Singe ceinture ')
    True
    """
    from gamekit.dojo.scoring import parse_grid
    from widgets.dojo import pictures, spoken  # both say cards with this module's words
    from widgets.svg import labelled

    cards = parse_grid(grid)
    rows = (spoken.grid_row_text(cards, {}, row, lang) for row in range(len(cards)))
    label = " ".join((say(PICTURE, "dojo", lang), *rows))
    return labelled(pictures.dojo_svg(grid, lang=lang, size=size), label)
