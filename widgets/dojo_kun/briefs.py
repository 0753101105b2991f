"""Every Dojo in brief, beside the live board: one box a seat, always in seat order (a Dojo keeps
its place whoever acts), as Board Game Arena puts the players' boards beside a large board.

The board draws one Dojo whole (the acting person's, or the viewer's); the briefs tell every
Dojo in a few lines: its Prestige and Reservation tile, its athletes with their levels, Ki and
Secret Techniques, the tokens standing on its own slots (those in the village stand there in
the Dojo's colour), its equipment and expansions. The Dojo drawn on the board is marked so, and
so is the one whose turn it is. The column is never taller than the board: four Dojos late in
a game scroll in it rather than push the choices under the board off the screen.

>>> import gamekit
>>> state = gamekit.load("dojo-kun").new_state(seed=3, players=2)
>>> html = briefs_html(state, ("P1", "P2"), drawn=1, acting=1)
>>> html.count("border-left-color"), "Li Yun Dai" in html, "gk-brief gk-drawn gk-acting" in html
(2, True, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from gamekit.dojo_kun.data import ATHLETES, COLOURS, DISCIPLINES, EXPANSIONS, NAMES
from gamekit.dojo_kun.state import DojoKunState
from widgets.dojo_kun.pictures.style import DIE_COLOURS, DOJO_COLOURS, dojo_name
from widgets.dojo_kun.pictures.village import where_tokens_stand
from widgets.dojo_kun.words import slot_name
from widgets.i18n import Table, colon, say

WORDS: Table = {
    "drawn": {"en": "on the board", "fr": "sur le plateau"},
    "acting": {"en": "to play", "fr": "à jouer"},
    "home": {"en": "at home", "fr": "au Dojo"},
    "equipment": {"en": "equipment {n}", "fr": "équipement {n}"},
    "expansions": {"en": "expansions {n}/{of}", "fr": "extensions {n}/{of}"},
    "won": {"en": "tournaments won {n}", "fr": "tournois gagnés {n}"},
    "tile": {"en": "Reservation tile {n}", "fr": "tuile de Réservation {n}"},
    "master": {"en": "Master", "fr": "Maître"},
    "skull": {"en": "Skull Dojo", "fr": "Dojo du Crâne"},
}
"""The briefs' words."""

CSS = """
.gk-dojo-kun-briefs { flex: 0 1 15em; min-width: 12em; }
.gk-dojo-kun-briefs .widget-html-content { width: 100%; }
.gk-briefs { display: flex; flex-direction: column; gap: 5px; width: 100%; max-height: 484px;
             overflow-y: auto; }
.gk-brief { border: 2px solid #d7c9ab; border-left-width: 8px; border-radius: 6px;
            background: #fbf7ee; padding: 3px 6px; font-size: 0.87em; line-height: 1.35; }
.gk-brief.gk-acting { border-top-color: #ffb300; border-right-color: #ffb300;
                      border-bottom-color: #ffb300; background: #fff8e1; }
.gk-brief .gk-brief-head { display: flex; justify-content: space-between; font-weight: bold; }
.gk-brief .gk-pp { background: #6d4c41; color: #fff; border-radius: 4px; padding: 0 4px; }
.gk-brief .gk-tag { font-size: 0.92em; font-weight: normal; font-style: italic; }
.gk-brief .gk-die { display: inline-block; width: 0.7em; height: 0.7em; margin-right: 1px;
                    border: 1px solid #1a1a1a; vertical-align: baseline; }
.gk-brief .gk-die.gk-wound { background: none !important; opacity: 0.6; }
.gk-brief ul { margin: 0; padding: 0; list-style: none; }
.gk-brief .gk-ki { color: #7a5200; }
.gk-sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
"""


def _levels(levels: Sequence[int], wounds: Sequence[int], lang: str) -> str:
    """An athlete's levels as small squares of each discipline's colour (a wounded one hollow),
    with the same in words for a screen reader."""
    squares, said = [], []
    for i, d in enumerate(DISCIPLINES):
        if not levels[i]:
            continue
        colour = DIE_COLOURS[COLOURS[d]]
        for k in range(levels[i]):
            hurt = " gk-wound" if k >= levels[i] - wounds[i] else ""
            squares.append(f"<span class='gk-die{hurt}' style='background:{colour}'></span>")
        said.append(f"{NAMES[lang][d]} {levels[i]}")
    return "".join(squares) + f"<span class='gk-sr'> ({escape(', '.join(said))})</span>"


def brief_html(
    state: DojoKunState, player: int, names: Sequence[str], *, drawn: bool = False,
    acting: bool = False, lang: str = "en",
) -> str:  # fmt: skip
    """One Dojo in a few lines."""
    dojo = state.dojos[player]
    classes = "gk-brief" + (" gk-drawn" if drawn else "") + (" gk-acting" if acting else "")
    tags = [say(WORDS, key, lang) for key, on in (("acting", acting), ("drawn", drawn)) if on]
    head = (
        f"<div class='gk-brief-head'><span>{escape(names[player])} · "
        f"{escape(dojo_name(dojo.name, lang))}</span>"
        f"<span class='gk-pp' title='Prestige'>{dojo.prestige} PP</span></div>"
    )
    if tags:
        head += f"<div class='gk-tag'>{escape(' · '.join(tags))}</div>"
    stand = where_tokens_stand(state)
    tokens = []  # on the Dojo's own slots: the village shows the others, in the Dojo's colour
    for space, member in [(None, None), *enumerate(dojo.athletes)]:
        token = "M" if space is None else str(space + 1)
        if space is not None and member is None:
            continue
        who = say(WORDS, "master", lang) if space is None else ATHLETES[member.card].name
        where = stand.get((player, token))
        if where is not None and where.startswith(("train", "expand", "accelerate")):
            tokens.append(f"{escape(who)} → {escape(slot_name(where, lang))}")
    rows = []
    for member in dojo.athletes:
        if member is None:
            continue
        card = ATHLETES[member.card]
        rows.append(
            f"<li>{escape(card.name)} {_levels(member.levels, member.wounds, lang)} "
            f"<span class='gk-ki'>Ki {member.ki}</span>"
            + (f" · {len(member.techniques)}⬢" if member.techniques else "")
            + "</li>"
        )
    notes = [
        say(WORDS, "equipment", lang, n=sum(1 for e in dojo.equipment if e is not None)),
        say(WORDS, "expansions", lang, n=dojo.expansions, of=EXPANSIONS),
    ]
    if dojo.reservation is not None:
        notes.append(say(WORDS, "tile", lang, n=dojo.reservation))
    if dojo.tournaments_won:
        notes.append(say(WORDS, "won", lang, n=dojo.tournaments_won))
    placed = f"<div>{'<br>'.join(tokens)}</div>" if tokens else ""
    colour = DOJO_COLOURS[dojo.name]
    return (
        f"<div class='{classes}' style='border-left-color:{colour}'>{head}"
        f"<ul>{''.join(rows)}</ul>{placed}<div>{escape(' · '.join(notes))}</div></div>"
    )


def briefs_html(
    state: DojoKunState, names: Sequence[str], *, drawn: int | None = None,
    acting: int | None = None, lang: str = "en",
) -> str:  # fmt: skip
    """Every Dojo in brief, in seat order; in the single player mode, the Skull Dojo's score
    under them."""
    boxes = [
        brief_html(state, p, names, drawn=p == drawn, acting=p == acting, lang=lang)
        for p in range(state.players)
    ]
    if state.players == 1:
        skull = f"{say(WORDS, 'skull', lang)}{colon(lang)}{state.skull_prestige} PP"
        boxes.append(
            f"<div class='gk-brief' style='border-left-color:#263238'>{escape(skull)}</div>"
        )
    return f"<style>{CSS}</style><div class='gk-briefs'>{''.join(boxes)}</div>"
