"""Kaito positions and actions said in words (English or French), and small HTML pieces the Kaito
views share. The rules' own sentences (refusals) come from the engine, in English.

>>> import gamekit
>>> state = gamekit.load("kaito").from_code("SS1SSS/SS1HHs/4H1/ss1sss/hhshAA/AB1BCC r move c3 - -")
>>> describe(state, Capture(26))
'Red takes the black Sword on c5'
>>> describe(state, Capture(26), "fr")
'Rouge prend le Sabre noir en c5'
>>> status(state)
'Red to move: click a tile in the Kaito’s row or column.'
"""

from __future__ import annotations

from html import escape

from gamekit import Reason
from gamekit.kaito import GAME, RED, Capture, EndTurn, KaitoState, Place, Tile, Trade, square_name
from widgets import theme
from widgets.i18n import Table, say
from widgets.svg import tile_svg

WORDS: Table = {
    "Red": {"en": "Red", "fr": "Rouge"},
    "Black": {"en": "Black", "fr": "Noir"},
    "sword": {"en": "Sword", "fr": "Sabre"},
    "helmet": {"en": "Helmet", "fr": "Casque"},
    "mon": {"en": "Mon {value}", "fr": "Mon {value}"},
    "red": {"en": "red {kind}", "fr": "{kind} rouge"},
    "black": {"en": "black {kind}", "fr": "{kind} noir"},
    "places": {"en": "{who} places the Kaito on {square}", "fr": "{who} pose le Kaito en {square}"},
    "takes": {
        "en": "{who} takes the {what} on {square}",
        "fr": "{who} prend le {what} en {square}",
    },
    "own": {"en": " (own tile: out of play)", "fr": " (sa propre tuile : hors jeu)"},
    "buys": {
        "en": "{who} buys back a {kind} for Mons {mons}",
        "fr": "{who} rachète un {kind} pour les Mons {mons}",
    },
    "ends": {
        "en": "{who} ends the turn without trading",
        "fr": "{who} finit son tour sans échange",
    },
    "trade": {"en": "{kind} for {mons}", "fr": "{kind} contre {mons}"},
    "over": {"en": "Game over: {who} wins. {why}", "fr": "Partie terminée : {who} gagne. {why}"},
    "to_place": {
        "en": "{who} places the Kaito: click one of the two empty squares.",
        "fr": "{who} pose le Kaito : cliquez sur l’une des deux cases vides.",
    },
    "to_trade": {
        "en": "{who} may make one Mons trade, or end the turn.",
        "fr": "{who} peut faire un échange de Mons, ou finir son tour.",
    },
    "to_move": {
        "en": "{who} to move: click a tile in the Kaito’s row or column.",
        "fr": "À {who} : cliquez sur une tuile de la ligne ou de la colonne du Kaito.",
    },
    "not_allowed": {"en": "Not allowed", "fr": "Interdit"},
    "captured": {"en": "{who} has captured", "fr": "{who} a capturé"},
    "worth": {"en": " · Mons worth <b>{n}</b> to trade", "fr": " · des Mons valant <b>{n}</b>"},
    "Swords": {"en": "Swords", "fr": "Sabres"},
    "Helmets": {"en": "Helmets", "fr": "Casques"},
    "Mons": {"en": "Mons", "fr": "Mons"},
    "dead": {"en": "Own, out of play", "fr": "Les siennes, hors jeu"},
    "nothing": {"en": "nothing yet", "fr": "rien encore"},
    "on_board": {"en": "On the board", "fr": "Sur le plateau"},
}

NAMES = GAME.player_names


def name(colour: int, lang: str = "en") -> str:
    """A player's name: Red or Black (Rouge, Noir)."""
    return say(WORDS, NAMES[colour], lang)


def player(colour: int, lang: str = "en") -> str:
    """A player's name in its colour, as HTML."""
    return f'<b style="color:{theme.PLAYER_COLOURS[colour]}">{name(colour, lang)}</b>'


def tile_label(tile: Tile, lang: str = "en") -> str:
    """A tile's name: "black Sword" ("Sabre noir")."""
    kind = say(WORDS, tile.kind, lang, value=tile.value)
    return say(WORDS, "red" if tile.colour == RED else "black", lang, kind=kind)


def describe(state: KaitoState, action: object, lang: str = "en") -> str:
    """What ``action`` does in ``state``, as a sentence without a full stop."""
    who = name(state.to_play, lang)
    if isinstance(action, Place):
        return say(WORDS, "places", lang, who=who, square=square_name(action.square))
    if isinstance(action, Capture):
        tile = state.board[action.square]
        what = tile_label(tile, lang) if tile is not None else "?"
        own = say(WORDS, "own", lang) if tile is not None and tile.colour == state.to_play else ""
        return (
            say(WORDS, "takes", lang, who=who, what=what, square=square_name(action.square)) + own
        )
    if isinstance(action, Trade):
        kind, mons = say(WORDS, action.kind, lang), "+".join(map(str, action.mons))
        return say(WORDS, "buys", lang, who=who, kind=kind, mons=mons)
    if isinstance(action, EndTurn):
        return say(WORDS, "ends", lang, who=who)
    return f"{who}: {action}"


def trade_label(trade: Trade, lang: str = "en") -> str:
    """A trade button's text: "Sword for 3+1"."""
    kind = say(WORDS, trade.kind, lang)
    return say(WORDS, "trade", lang, kind=kind, mons="+".join(map(str, trade.mons)))


def status(state: KaitoState, lang: str = "en") -> str:
    """Whose turn it is and what to do, or how the game ended."""
    end = state.outcome()
    if end is not None:
        winners = " & ".join(name(p, lang) for p in end.winners)
        return say(WORDS, "over", lang, who=winners, why=end.reason.text)
    who = name(state.to_play, lang)
    step = {"place": "to_place", "trade": "to_trade"}.get(state.step, "to_move")
    return say(WORDS, step, lang, who=who)


def reason_html(reason: Reason, *, lead: str = "", lang: str = "en") -> str:
    """A refusal for the "why" panel: the rule's title and id, then the sentence."""
    lead = lead or say(WORDS, "not_allowed", lang)
    rule = GAME.rules.get(reason.rule)
    title = f"{escape(rule.title)} " if rule else ""
    return (
        f"<b>{escape(lead)}</b> — {title}<code>[{escape(reason.rule)}]</code><br>"
        f"{escape(reason.text)}"
    )


def rule_html(rule_id: str, text: str = "") -> str:
    """A rule cited as a tip: its id, title and teaching sentence (or ``text``)."""
    rule = GAME.rules[rule_id]
    return f"<b>{escape(rule.title)}</b> <code>[{rule_id}]</code><br>{escape(text or rule.text)}"


def hand_html(state: KaitoState, colour: int, *, size: int = 26, lang: str = "en") -> str:
    """What ``colour`` has captured, grouped: the opponent's Swords, Helmets and Mons (with their
    trading value), then his own tiles face down (dead: out of play)."""
    held = state.captured[colour]
    rows = []
    for label, kind in (("Swords", "sword"), ("Helmets", "helmet"), ("Mons", "mon")):
        tiles = [t for t in held if t.colour != colour and t.kind == kind]
        if tiles:
            rows.append(f"{say(WORDS, label, lang)}: {_tiles(tiles, size, lang)}")
    dead = [t for t in held if t.colour == colour]
    if dead:
        rows.append(f"{say(WORDS, 'dead', lang)}: {_tiles(dead, size, lang, dead=True)}")
    money = state.mons_to_spend(colour)
    head = say(WORDS, "captured", lang, who=player(colour, lang))
    head += say(WORDS, "worth", lang, n=money) if money else ""
    body = "<br>".join(rows) if rows else f"<i>{say(WORDS, 'nothing', lang)}</i>"
    return f'<div class="gk-hand gk-hand-{NAMES[colour].lower()}">{head}<br>{body}</div>'


def material_html(state: KaitoState, lang: str = "en") -> str:
    """How many Swords and Helmets of each colour are still on the board: at none, that colour
    loses."""
    rows = "".join(
        f"<tr><td>{player(c, lang)}</td><td>{state.swords(c)} / 7</td>"
        f"<td>{state.helmets(c)} / 3</td></tr>"
        for c in (RED, 1 - RED)
    )
    heads = "".join(f"<th>{say(WORDS, k, lang)}</th>" for k in ("on_board", "Swords", "Helmets"))
    return f'<table class="gk-material"><tr>{heads}</tr>{rows}</table>'


def _tiles(tiles: list[Tile], size: int, lang: str, *, dead: bool = False) -> str:
    return "".join(
        f'<span title="{tile_label(t, lang)}" style="margin-right:2px">'
        f"{tile_svg(t, size=size, dead=dead)}</span>"
        for t in tiles
    )
