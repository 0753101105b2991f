"""Dojo positions and actions said in words, in English or French, and small HTML pieces.

>>> import gamekit
>>> state = gamekit.load("dojo").new_state(seed=3, players=4)
>>> prompt(state, "en")
'P1 deals: give the top card to a player without one, or keep it.'
>>> prompt(state, "fr")
'P1 distribue : donnez la carte du dessus à un joueur qui n’en a pas, ou gardez-la.'
"""

from __future__ import annotations

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
from gamekit.dojo.cards import BELT_NAMES, DISCIPLE_NAMES, TROPHY_NAMES, Card
from gamekit.dojo.scoring import Score
from widgets.i18n import Table, say
from widgets.shapes import Shape
from widgets.svg import shapes_svg

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
        "en": "{player}: click a framed cell to place your tatami.",
        "fr": "{player} : cliquez sur une case encadrée pour poser votre tatami.",
    },
    "trophy": {
        "en": "{player}: click a framed slot to place the trophy.",
        "fr": "{player} : cliquez sur un emplacement encadré pour poser le trophée.",
    },
    "over": {"en": "The game is over.", "fr": "La partie est terminée."},
    "round": {"en": "Round {n} of 12", "fr": "Manche {n} sur 12"},
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
    "no_trophy": {"en": "none", "fr": "aucun"},
    "pile": {"en": "{n} trophies left", "fr": "{n} trophées restants"},
    "pile_one": {"en": "1 trophy left", "fr": "1 trophée restant"},
    "won": {"en": "{n} won", "fr": "{n} gagnés"},
    "wins": {
        "en": "{players} wins with {points} points.",
        "fr": "{players} gagne avec {points} points.",
    },
    "rows": {"en": "Rows", "fr": "Lignes"},
    "row": {"en": "Row", "fr": "Ligne"},
    "column": {"en": "Column", "fr": "Colonne"},
    "columns": {"en": "Columns", "fr": "Colonnes"},
    "trophies": {"en": "Trophies", "fr": "Trophées"},
    "total": {"en": "Total", "fr": "Total"},
    "seat": {"en": "{player} is", "fr": "{player} est"},
}


def player(index: int) -> str:
    return NAMES[index]


def prompt(state: DojoState, lang: str = "en") -> str:
    """What the player to act is asked to do, or that the game is over."""
    if state.is_over:
        return say(WORDS, "over", lang)
    who = player(state.current_player)  # type: ignore[arg-type]
    return say(WORDS, state.step, lang, player=who, dealer=player(state.dealer))


def card_name(card: Card | None, lang: str = "en") -> str:
    """A card's name; a hidden card is "a card"."""
    if card is None or not card.belt:
        return "?"
    return card.name(lang)


def describe(state: DojoState, action: object, lang: str = "en") -> str:
    """What ``action`` does, said so that it reveals nothing hidden (a card given stays secret)."""
    who = player(state.current_player)  # type: ignore[arg-type]
    fr = lang == "fr"
    if isinstance(action, Give):
        if action.to == state.current_player:
            return f"{who} garde une carte" if fr else f"{who} keeps a card"
        to = player(action.to)
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
        card = card_name(state.hands[state.current_player], lang)  # type: ignore[index]
        where = cell_name(action.cell)
        return f"{who} pose {card} en {where}" if fr else f"{who} trains the {card} on {where}"
    if isinstance(action, PlaceTrophy):
        trophy = TROPHY_NAMES[lang].get(state.pending or "", "?")
        line = (
            ("la ligne" if fr else "row")
            if action.line == "row"
            else ("la colonne" if fr else "column")
        )
        index = str(action).split()[1]
        return (
            f"{who} place {trophy} sur {line} {index}"
            if fr
            else f"{who} puts the {trophy} on {line} {index}"
        )
    return f"{who}: {action}"


def breakdown_html(score: Score, lang: str = "en") -> str:
    """Why a finished dojo scores what it does: each row, each column, the trophies."""
    fr = lang == "fr"
    rows = []
    colon = "\u00a0:" if fr else ":"
    for number, row in enumerate(score.rows, 1):
        who = DISCIPLE_NAMES[lang].get(row.disciple, row.disciple)
        if row.how == "incense":
            why = "encens : disciples différents" if fr else "incense: different disciples"
        else:
            why = f"{row.count} × {who}"
        if row.converted is not None:
            master = TROPHY_NAMES[lang]["grand_master"]
            why += (
                f"; {master}{colon} {card_name(row.converted, lang)} → {DISCIPLE_NAMES[lang]['R']}"
            )
        if row.wild:
            named = ", ".join(DISCIPLE_NAMES[lang].get(w, w) for w in row.wild)
            why += f" ({DISCIPLE_NAMES[lang]['R']} → {named})"
        rows.append(
            f"<li>{say(WORDS, 'row', lang)} {number}{colon} <b>{row.points}</b> ({escape(why)})</li>"
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
            f"<li>{say(WORDS, 'column', lang)} {number}{colon} <b>{column.points}</b> "
            f"({escape(why)})</li>"
        )
    extra = ""
    if score.trophy_points:
        extra = f"<li>{say(WORDS, 'trophies', lang)}{colon} <b>{score.trophy_points}</b></li>"
    if score.rearranged:
        moved = ", ".join(score.rearranged)
        extra += f"<li>{'réarrangé' if fr else 'rearranged'}{colon} {escape(moved)}</li>"
    return (
        f"<ul class='gk-breakdown'>{''.join(rows)}{''.join(columns)}{extra}"
        f"<li><b>{say(WORDS, 'total', lang)}{colon} {score.total}</b></li></ul>"
    )


def svg(shapes: tuple[Shape, ...], width: float, height: float, size: int, title: str = "") -> str:
    return shapes_svg(shapes, width, height, size=size, title=title)
