"""A player's Dojo as the live board draws it, under the village: its athletes (levels as dice
of their discipline's colour, a wounded die crossed out, Ki, Secret Techniques, Special Moves),
its equipment slots, Expand and Accelerate, and a line with its Prestige, its Reservation tile,
the tokens still at home and the expansions built."""

from __future__ import annotations

from collections.abc import Sequence

from gamekit.dojo_kun.data import ATHLETES, EQUIPMENT, EXPANSIONS
from gamekit.dojo_kun.scoring import prestige as final_prestige
from gamekit.dojo_kun.state import DojoKunState
from widgets.dojo_kun.pictures.cards import athlete_card, equipment_tile
from widgets.dojo_kun.pictures.glyphs import prestige, slot_shape, token_shapes
from widgets.dojo_kun.pictures.layout import (
    ATHLETE_SPACES,
    DOJO,
    DOJO_HEAD_H,
    DOJO_HEAD_Y,
    DOJO_REGIONS,
    FRAMED,
    HOME_X,
    PRESTIGE_X,
    RESERVATION_X,
    TITLE_W,
)
from widgets.dojo_kun.pictures.style import (
    DOJO_COLOURS,
    EDGE,
    FAINT,
    INK,
    PRESTIGE_COLOUR,
    SLOT_FILL,
    SMALL,
    TEXT,
    dojo_name,
    fitted,
    lines,
    word,
)
from widgets.dojo_kun.pictures.village import placed_tokens, where_tokens_stand
from widgets.fonts import text_width
from widgets.i18n import colon
from widgets.shapes import Circle, Poly, Shape, Text, rounded_rect


def _faint_box(x: float, y: float, w: float, h: float, text: str) -> tuple[Shape, ...]:
    return (
        Poly(rounded_rect(x, y, w, h, 7), stroke=EDGE, width=1, opacity=0.7),
        *lines(x, y + h / 2 + 8, w, text, fill=FAINT),
    )


def dojo_background(
    state: DojoKunState, player: int, names: Sequence[str], lang: str = "en"
) -> tuple[Shape, ...]:
    """The panel in the Dojo's colour, its name, its spaces and slots (those of expansions not
    built pale), Expand and Accelerate."""
    dojo = state.dojos[player]
    colour = DOJO_COLOURS[dojo.name]
    x, y, w, h = DOJO
    title = f"{names[player]} · {dojo_name(dojo.name, lang)}"
    tw = min(TITLE_W, text_width(title, TEXT, bold=True) + 20)
    shapes: list[Shape] = [
        Poly(rounded_rect(x - 2, y - 2, w + 4, h + 3, 10), fill="#fbf6ea", stroke=colour, width=3,
             tag=f"dojo:{player}:{dojo.name}"),
        Poly(rounded_rect(x + 2, DOJO_HEAD_Y + 2, tw, DOJO_HEAD_H - 2, 6), fill=colour),
        Text(x + 2 + tw / 2, DOJO_HEAD_Y + 1 + DOJO_HEAD_H / 2, title, TEXT, "#ffffff",
             tag=f"dojo-title:{player}"),
    ]  # fmt: skip
    built = 2 + dojo.expansions
    for space, (ax, ay, aw, ah) in enumerate(ATHLETE_SPACES):
        if space >= built:
            shapes += _faint_box(ax, ay, aw, ah, word("expansion", lang))
        elif dojo.athletes[space] is None:
            shapes.append(Poly(rounded_rect(ax, ay, aw, ah, 7), fill=SLOT_FILL, stroke=EDGE))
            shapes += lines(ax, ay + ah / 2 + 8, aw, word("space", lang, n=space + 1), fill=FAINT)
    for k in range(4):
        slot = f"train{k + 1}"
        ex, ey, ew, eh = DOJO_REGIONS[slot]
        if k >= built:
            shapes += _faint_box(ex, ey, ew, eh, word("expansion", lang))
            shapes.append(slot_shape(slot, ex + 14, ey + 14, 11, tag=f"slot:{slot}", opacity=0.35))
            continue
        shapes.append(Poly(rounded_rect(ex, ey, ew, eh, 6), fill=SLOT_FILL, stroke=EDGE))
    for slot in ("expand", "accelerate"):
        ox, oy, ow, _ = DOJO_REGIONS[slot]
        shapes.append(slot_shape(slot, ox + ow / 2, oy + 16, 14, tag=f"slot:{slot}"))
        shapes.append(fitted(ox + ow / 2, oy + 41, ow - 2 * FRAMED - 2, word(slot, lang)))
    return tuple(shapes)


def dojo_notes(state: DojoKunState, player: int, lang: str = "en") -> str:
    """The end of the Dojo's line: its expansions built, and the tournaments it won."""
    dojo = state.dojos[player]
    notes = [word("expansions", lang, n=dojo.expansions, of=EXPANSIONS)]
    if dojo.tournaments_won:
        notes.append(
            f"{word('tournament', lang)}{colon(lang)}{word('won', lang, n=dojo.tournaments_won)}"
        )
    return " · ".join(notes)


def dojo_pieces(
    state: DojoKunState, player: int, names: Sequence[str], lang: str = "en"
) -> tuple[Shape, ...]:
    """The Dojo's athletes and equipment, the training circles, and its line: Prestige,
    Reservation tile, tokens at home, expansions, tournaments won; the tokens on its slots."""
    dojo = state.dojos[player]
    colour = DOJO_COLOURS[dojo.name]
    x, _, _, _ = DOJO
    cy = DOJO_HEAD_Y + 1 + DOJO_HEAD_H / 2
    # At the end the final count, the cards and expansions added (dojo_kun.end.prestige).
    points = final_prestige(state, player).total if state.is_over else dojo.prestige
    shapes: list[Shape] = [
        *prestige(PRESTIGE_X + 14, cy, points, tag=f"prestige:{player}:{points}"),
        Text(PRESTIGE_X + 42, cy, "PP", SMALL, PRESTIGE_COLOUR),
    ]
    if dojo.reservation is not None:
        shapes.append(Poly(rounded_rect(RESERVATION_X, cy - 10, 20, 20, 4), fill="#c9a227",
                           stroke=INK, tag=f"dojo-reservation:{player}:{dojo.reservation}"))  # fmt: skip
        shapes.append(Text(RESERVATION_X + 10, cy, str(dojo.reservation), TEXT, INK))
    left = HOME_X
    stand = where_tokens_stand(state)
    home = [t for t in ["M"] + [str(s + 1) for s, m in enumerate(dojo.athletes) if m is not None]
            if (player, t) not in stand]  # fmt: skip
    said = word("home", lang)
    shapes.append(Text(left + text_width(said, SMALL) / 2, cy, said, SMALL, FAINT, bold=False))
    left += text_width(said, SMALL) + 16
    for token in home:
        shapes += token_shapes(dojo.name, token, left, cy, 10, tag=f"home:{player}:{token}")
        left += 24
    note = dojo_notes(state, player, lang)
    shapes.append(Text(x + DOJO[2] - 6 - text_width(note, SMALL) / 2, cy, note, SMALL, INK,
                       bold=False, tag=f"expansions:{player}:{dojo.expansions}"))  # fmt: skip
    for space, member in enumerate(dojo.athletes):
        if member is None:
            continue
        ax, ay, aw, ah = ATHLETE_SPACES[space]
        shapes += athlete_card(ATHLETES[member.card], ax, ay, aw, ah, member=member, lang=lang,
                               tag=f"member:{player}:{space}:{member.card}")  # fmt: skip
        shapes.append(Circle(ax + 14, ay + 14, 10, fill="#ffffff", stroke=colour, width=2))
        shapes.append(Text(ax + 14, ay + 14.5, str(space + 1), SMALL, colour))
    for k, tile in enumerate(dojo.equipment):
        slot = f"train{k + 1}"
        ex, ey, ew, eh = DOJO_REGIONS[slot]
        if tile is not None:
            shapes += equipment_tile(EQUIPMENT[tile], ex, ey, ew, eh, lang=lang,
                                     tag=f"equipment:{player}:{k}:{tile}")  # fmt: skip
        shapes.append(slot_shape(slot, ex + 14, ey + 14, 11, tag=f"slot:{slot}"))
    shapes += placed_tokens(state, village=False, player=player)
    return tuple(shapes)
