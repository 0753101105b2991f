"""Kaito positions and actions said in words, and small HTML pieces the Kaito views share.

>>> import gamekit
>>> state = gamekit.load("kaito").from_code("SS1SSS/SS1HHs/4H1/ss1sss/hhshAA/AB1BCC r move c3 - -")
>>> describe(state, Capture(26))
'Red takes the black Sword on c5'
>>> status(state)
'Red to move: click a tile in the Kaito’s row or column.'
"""

from __future__ import annotations

from html import escape

from gamekit import Reason
from gamekit.kaito import GAME, RED, Capture, EndTurn, KaitoState, Place, Tile, Trade, square_name
from widgets import theme
from widgets.svg import tile_svg

NAMES = GAME.player_names


def player(colour: int) -> str:
    """A player's name in its colour, as HTML."""
    return f'<b style="color:{theme.PLAYER_COLOURS[colour]}">{NAMES[colour]}</b>'


def describe(state: KaitoState, action: object) -> str:
    """What ``action`` does in ``state``, as a sentence without a full stop."""
    who = NAMES[state.to_play]
    if isinstance(action, Place):
        return f"{who} places the Kaito on {square_name(action.square)}"
    if isinstance(action, Capture):
        tile = state.board[action.square]
        what = tile.label if tile is not None else "nothing"
        own = (
            " (own tile: out of play)" if tile is not None and tile.colour == state.to_play else ""
        )
        return f"{who} takes the {what} on {square_name(action.square)}{own}"
    if isinstance(action, Trade):
        return f"{who} buys back a {action.kind.capitalize()} for Mons {'+'.join(map(str, action.mons))}"
    if isinstance(action, EndTurn):
        return f"{who} ends the turn without trading"
    return f"{who} plays {action}"


def trade_label(trade: Trade) -> str:
    """A trade button's text: "Sword for 3+1"."""
    return f"{trade.kind.capitalize()} for {'+'.join(map(str, trade.mons))}"


def status(state: KaitoState) -> str:
    """Whose turn it is and what to do, or how the game ended."""
    end = state.outcome()
    if end is not None:
        winners = " and ".join(NAMES[p] for p in end.winners)
        return f"Game over: {winners} wins. {end.reason.text}"
    who = NAMES[state.to_play]
    if state.step == "place":
        return f"{who} places the Kaito: click one of the two empty squares."
    if state.step == "trade":
        return f"{who} may make one Mons trade, or end the turn."
    return f"{who} to move: click a tile in the Kaito’s row or column."


def reason_html(reason: Reason, *, lead: str = "Not allowed") -> str:
    """A refusal for the "why" panel: the rule's title and id, then the sentence."""
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


def hand_html(state: KaitoState, colour: int, *, size: int = 26) -> str:
    """What ``colour`` has captured, grouped: the opponent's Swords, Helmets and Mons (with their
    trading value), then his own tiles face down (dead: out of play)."""
    held = state.captured[colour]
    rows = []
    for label, pick in (
        ("Swords", lambda t: t.kind == "sword"),
        ("Helmets", lambda t: t.kind == "helmet"),
        ("Mons", lambda t: t.kind == "mon"),
    ):
        tiles = [t for t in held if t.colour != colour and pick(t)]
        if tiles:
            rows.append(f"{label}: {_tiles(tiles, size)}")
    dead = [t for t in held if t.colour == colour]
    if dead:
        rows.append(f"Own, out of play: {_tiles(dead, size, dead=True)}")
    money = state.mons_to_spend(colour)
    head = f"{player(colour)} has captured" + (
        f" · Mons worth <b>{money}</b> to trade" if money else ""
    )
    body = "<br>".join(rows) if rows else "<i>nothing yet</i>"
    return f'<div class="gk-hand gk-hand-{NAMES[colour].lower()}">{head}<br>{body}</div>'


def material_html(state: KaitoState) -> str:
    """How many Swords and Helmets of each colour are still on the board: at none, that colour
    loses."""
    rows = "".join(
        f"<tr><td>{player(c)}</td><td>{state.swords(c)} / 7</td><td>{state.helmets(c)} / 3</td></tr>"
        for c in (RED, 1 - RED)
    )
    return (
        '<table class="gk-material"><tr><th>On the board</th><th>Swords</th><th>Helmets</th></tr>'
        f"{rows}</table>"
    )


def _tiles(tiles: list[Tile], size: int, *, dead: bool = False) -> str:
    return "".join(
        f'<span title="{t.label}" style="margin-right:2px">{tile_svg(t, size=size, dead=dead)}</span>'
        for t in tiles
    )
