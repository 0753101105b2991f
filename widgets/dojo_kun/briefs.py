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

The same brief in words, for a screen reader (:func:`brief_text`):

>>> brief_text(state, 1, ("P1", "P2"), lang="fr").split(" ; ")[0]
'P2, Dojo de la Grue, 0 Prestige'
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from html import escape

from gamekit.dojo_kun.data import ATHLETES, COLOURS, DISCIPLINES, EXPANSIONS, NAMES
from gamekit.dojo_kun.scoring import prestige
from gamekit.dojo_kun.state import DojoKunState
from widgets.dojo_kun.pictures.glyphs import die_mark
from widgets.dojo_kun.pictures.style import DIE_COLOURS, DIE_EDGE, DOJO_COLOURS, dojo_name
from widgets.dojo_kun.pictures.village import where_tokens_stand
from widgets.dojo_kun.words import athlete_text, slot_name
from widgets.i18n import Table, colon, say, semicolon
from widgets.shapes import Line
from widgets.svg import shapes_svg

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
    "prestige": {"en": "{n} Prestige", "fr": "{n} Prestige"},
    "final": {
        "en": "final count: {won} won + {cards} from the cards and expansions",
        "fr": "décompte final : {won} gagnés + {cards} des cartes et extensions",
    },
    "final_said": {
        "en": "{won} Prestige won, {n} in the final count",
        "fr": "{won} Prestige gagnés, {n} au décompte final",
    },
    "stands": {"en": "{who} on {where}", "fr": "{who} sur {where}"},
    "region": {"en": "Every Dojo in brief", "fr": "Chaque Dojo en bref"},
    "nobody_home": {"en": "nobody", "fr": "personne"},
}
"""The briefs' words."""

CSS = """
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
.gk-brief .gk-dice svg { width: 0.75em; height: 0.75em; margin-right: 1px;
                        vertical-align: baseline; }
.gk-brief ul { margin: 0; padding: 0; list-style: none; }
.gk-brief .gk-ki { color: #7a5200; }
.gk-sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
"""


@lru_cache(maxsize=16)
def _die(colour: str, hurt: bool) -> str:
    """One level as a small die of its discipline's colour and shape (a wound hollow and
    crossed), as the board draws it: the shape tells the discipline without the colour."""
    edge = DIE_EDGE[colour]
    mark = die_mark(colour, 5, 5, 4.4, fill=None if hurt else DIE_COLOURS[colour],
                    stroke=edge if hurt else "#1a1a1a", width=1.2 if hurt else 0.8)  # fmt: skip
    cross = (Line(1.5, 1.5, 8.5, 8.5, edge, 1.2), Line(8.5, 1.5, 1.5, 8.5, edge, 1.2))
    return shapes_svg((mark, *(cross if hurt else ())), 10, 10)


def _levels(levels: Sequence[int], wounds: Sequence[int], lang: str) -> str:
    """An athlete's levels as small dice of each discipline's colour and shape (a wounded one
    hollow), with the same in words for a screen reader."""
    dice, said = [], []
    for i, d in enumerate(DISCIPLINES):
        if not levels[i]:
            continue
        for k in range(levels[i]):
            dice.append(_die(COLOURS[d], k >= levels[i] - wounds[i]))
        said.append(f"{NAMES[lang][d]} {levels[i]}")
    return (
        f"<span class='gk-dice' aria-hidden='true'>{''.join(dice)}</span>"
        f"<span class='gk-sr'> ({escape(', '.join(said))})</span>"
    )


def _standing(state: DojoKunState, player: int, lang: str) -> list[tuple[str, str | None]]:
    """The Dojo's tokens, the Master first, as (who, the slot he stands on, or None at home)."""
    dojo, stand = state.dojos[player], where_tokens_stand(state)
    found: list[tuple[str, str | None]] = [(say(WORDS, "master", lang), stand.get((player, "M")))]
    for space, member in enumerate(dojo.athletes):
        if member is not None:
            found.append((ATHLETES[member.card].name, stand.get((player, str(space + 1)))))
    return found


def points(state: DojoKunState, player: int) -> int:
    """The Prestige a brief shows: what the Dojo won so far, and once the game is over its
    final count, the cards and expansions added (``dojo_kun.end.prestige``), as the score sheet
    says it."""
    if state.is_over:
        return prestige(state, player).total
    return state.dojos[player].prestige


def _notes(state: DojoKunState, player: int, lang: str) -> list[str]:
    """Equipment, expansions, Reservation tile, tournaments won."""
    dojo = state.dojos[player]
    notes = [
        say(WORDS, "equipment", lang, n=sum(1 for e in dojo.equipment if e is not None)),
        say(WORDS, "expansions", lang, n=dojo.expansions, of=EXPANSIONS),
    ]
    if dojo.reservation is not None:
        notes.append(say(WORDS, "tile", lang, n=dojo.reservation))
    if dojo.tournaments_won:
        notes.append(say(WORDS, "won", lang, n=dojo.tournaments_won))
    return notes


def brief_text(
    state: DojoKunState, player: int, names: Sequence[str], *, drawn: bool = False,
    acting: bool = False, lang: str = "en",
) -> str:  # fmt: skip
    """One Dojo in a few sentences, as its brief tells it, for a screen reader: its name and
    Prestige (and whether it is on the board, or to play), each athlete's card, where its
    tokens stand (those at home together), its equipment and expansions."""
    dojo = state.dojos[player]
    head = f"{names[player]}, {dojo_name(dojo.name, lang)}, "
    if state.is_over:
        head += say(WORDS, "final_said", lang, won=dojo.prestige, n=points(state, player))
    else:
        head += say(WORDS, "prestige", lang, n=dojo.prestige)
    tags = [say(WORDS, key, lang) for key, on in (("acting", acting), ("drawn", drawn)) if on]
    if tags:
        head += f" ({', '.join(tags)})"
    parts = [head]
    parts += [athlete_text(m, lang) for m in dojo.athletes if m is not None]
    standing = _standing(state, player, lang)
    away = [
        say(WORDS, "stands", lang, who=who, where=slot_name(where, lang))
        for who, where in standing
        if where is not None
    ]
    home = [who for who, where in standing if where is None]
    parts += away
    parts.append(
        say(WORDS, "home", lang)
        + colon(lang)
        + (", ".join(home) or say(WORDS, "nobody_home", lang))
    )
    parts.append(", ".join(_notes(state, player, lang)))
    return semicolon(lang).join(parts) + "."


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
        f"<span class='gk-pp' title='Prestige'>{points(state, player)} PP</span></div>"
    )
    if tags:
        head += f"<div class='gk-tag'>{escape(' · '.join(tags))}</div>"
    tokens = [  # on the Dojo's own slots: the village shows the others, in the Dojo's colour
        f"{escape(who)} → {escape(slot_name(where, lang))}"
        for who, where in _standing(state, player, lang)
        if where is not None and where.startswith(("train", "expand", "accelerate"))
    ]
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
    notes = _notes(state, player, lang)
    if state.is_over:  # the Prestige shown is the final count: what it adds up
        won = dojo.prestige
        final = say(WORDS, "final", lang, won=won, cards=points(state, player) - won)
        head += f"<div class='gk-final'>{escape(final)}</div>"
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
    # a region the keyboard reaches, so that it can be scrolled where the column is short
    region = escape(say(WORDS, "region", lang), quote=True)
    return (
        f"<style>{CSS}</style><div class='gk-briefs' tabindex='0' role='region' "
        f"aria-label='{region}'>{''.join(boxes)}</div>"
    )


def briefs_text(
    state: DojoKunState, names: Sequence[str], *, drawn: int | None = None,
    acting: int | None = None, lang: str = "en",
) -> str:  # fmt: skip
    """Every Dojo in brief, in words, in seat order; alone, the Skull Dojo's score after them."""
    said = [
        brief_text(state, p, names, drawn=p == drawn, acting=p == acting, lang=lang)
        for p in range(state.players)
    ]
    if state.players == 1:
        said.append(f"{say(WORDS, 'skull', lang)}{colon(lang)}{state.skull_prestige} Prestige.")
    return " ".join(said)
