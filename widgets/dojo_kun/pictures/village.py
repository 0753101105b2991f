"""The turn track and the village: the five activities' slots, the Special Moves and Adventures
rows, the athletes and Training Equipment on offer, and the tokens placed this turn."""

from __future__ import annotations

from collections.abc import Sequence

from gamekit.dojo_kun.actions import OFFERS, VILLAGE
from gamekit.dojo_kun.activities import Turn
from gamekit.dojo_kun.data import ATHLETES, COLOURS, EQUIPMENT, TECHNIQUES
from gamekit.dojo_kun.state import DojoKunState
from widgets.dojo_kun.pictures.cards import (
    adventure_card,
    athlete_card,
    equipment_tile,
    move_card,
)
from widgets.dojo_kun.pictures.glyphs import octagon, slot_shape, symbol_shapes, token_shapes
from widgets.dojo_kun.pictures.layout import (
    DOJO_REGIONS,
    FIRST_X,
    GROUPS,
    MIDDLE,
    ROW_LABELS,
    SLOT_R,
    SLOT_Y,
    TRACK,
    VILLAGE_REGIONS,
    centre,
    mode,
    offers_in_play,
    technique_box,
)
from widgets.dojo_kun.pictures.style import (
    BLACK_SIDE,
    BOARD,
    DIE_COLOURS,
    DIE_INK,
    EDGE,
    FAINT,
    INK,
    SLOT_FILL,
    SMALL,
    TEXT,
    TITLE,
    WHITE_SIDE,
    label,
    left_label,
    lines,
    word,
)
from widgets.fonts import text_width
from widgets.i18n import colon
from widgets.shapes import Circle, Poly, Shape, Text, rounded_rect

# -- the turn track ------------------------------------------------------------------------------


def turn_track(state: DojoKunState, names: Sequence[str], lang: str = "en") -> tuple[Shape, ...]:
    """The season, the prelude turns 1-3 and the tournament (the present one filled), and the
    First Player."""
    x, y, _, h = TRACK
    season = ("white_lotus", "black_lotus")[state.season]
    shapes: list[Shape] = [
        Poly(rounded_rect(x, y, 150, h, 8), fill=(WHITE_SIDE, BLACK_SIDE)[state.season],
             stroke=INK, width=1.5, tag=f"season:{season}"),
        label(x, y + h / 2, 150, word(season, lang), size=TITLE,
              fill=(INK, "#ffffff")[state.season]),
    ]  # fmt: skip
    now = 4 if mode(state) == "tournament" else state.turn + 1
    for i in range(1, 4):
        cx, current = x + 150 + 26 * i - 4, i == now
        shapes.append(Circle(cx, y + h / 2, 12, fill=INK if current else SLOT_FILL, stroke=INK,
                             width=2, tag=f"turn:{i}{':now' if current else ''}"))  # fmt: skip
        shapes.append(Text(cx, y + h / 2, str(i), TEXT, "#ffffff" if current else INK))
    tx, current = x + 242, now == 4
    tw = text_width(word("tournament", lang), TEXT, bold=True) + 20
    shapes.append(Poly(rounded_rect(tx, y + 2, tw, h - 4, 8), fill=INK if current else SLOT_FILL,
                       stroke=INK, width=2, tag=f"turn:tournament{':now' if current else ''}"))  # fmt: skip
    shapes.append(label(tx, y + h / 2, tw, word("tournament", lang),
                        fill="#ffffff" if current else INK))  # fmt: skip
    if 0 <= state.first < len(state.dojos):
        fx = FIRST_X
        shapes += token_shapes(state.dojos[state.first].name, "1", fx + 12, y + h / 2, 12,
                               tag=f"first:{state.first}")[:1]  # fmt: skip
        shapes.append(Text(fx + 12, y + h / 2, "1ᵉʳ" if lang == "fr" else "1st", SMALL, "#ffffff",
                           bold=False))  # fmt: skip
        text = first_player_text(state, names, lang)
        shapes.append(Text(fx + 30 + text_width(text, TEXT, bold=True) / 2, y + h / 2, text,
                           TEXT, INK))  # fmt: skip
    return tuple(shapes)


def first_player_text(state: DojoKunState, names: Sequence[str], lang: str = "en") -> str:
    """The track's words after the First Player's token."""
    return f"{word('first', lang)}{colon(lang)}{names[state.first]}"


# -- the village ----------------------------------------------------------------------------------


def village_background(state: DojoKunState, lang: str = "en") -> tuple[Shape, ...]:
    """The village's boards: each activity's name and slot (a common area is a long rounded box
    of faint circles), the rows' names, the offer slots (those not in play with this many
    players greyed)."""
    x, y, w, h = MIDDLE
    shapes: list[Shape] = [Poly(rounded_rect(x - 2, y - 2, w + 4, h + 4, 10), fill=BOARD,
                                tag="village")]  # fmt: skip
    for name, (gx, gy, gw, _) in GROUPS.items():
        shapes.append(label(gx, gy + 9, gw, word(name, lang), size=SMALL, bold=True,
                            tag=f"label:{name}"))  # fmt: skip
    for key, lx, lw, ly in ROW_LABELS:
        shapes.append(left_label(lx, ly, lw, word(key, lang), size=SMALL, tag=f"label:{key}"))
    in_play = offers_in_play(state)
    for slot in VILLAGE:
        bx, by, bw, bh = VILLAGE_REGIONS[slot]
        if slot.endswith("+"):
            shapes.append(Poly(rounded_rect(bx, by + 2, bw, bh - 4, (bh - 4) / 2), fill=SLOT_FILL,
                               stroke=INK, width=2, tag=f"slot:{slot}"))  # fmt: skip
        elif not slot.startswith(("move", "adventure")):
            cx = bx + 18
            shapes.append(slot_shape(slot, cx, SLOT_Y, SLOT_R, tag=f"slot:{slot}"))
    for slot in OFFERS:
        bx, by, bw, bh = VILLAGE_REGIONS[slot]
        used = slot in in_play
        shapes.append(Poly(rounded_rect(bx, by, bw, bh, 7), stroke=EDGE, width=1,
                           opacity=1 if used else 0.6))  # fmt: skip
        shapes.append(slot_shape(slot, bx + 15, by + 15, 12,
                                 tag=f"slot:{slot}" if used else f"unused:{slot}",
                                 opacity=1 if used else 0.35))  # fmt: skip
        if not used:
            shapes += lines(bx, by + bh / 2 + 6, bw, word("unused", lang), fill=FAINT)
    return tuple(shapes)


def village_pieces(state: DojoKunState, viewer: int, lang: str = "en") -> tuple[Shape, ...]:
    """The cards on offer and in the rows, Master YANG's Secret Techniques, the free Reservation
    tiles, and the tokens placed this turn on village slots."""
    shapes: list[Shape] = []
    for i, card in enumerate(state.offer_athletes):
        slot = f"athlete{i + 1}"
        bx, by, bw, bh = VILLAGE_REGIONS[slot]
        if card is None:
            shapes += lines(bx, by + bh / 2 + 6, bw, word("taken", lang), fill=FAINT)
        elif card >= 0:
            shapes += athlete_card(ATHLETES[card], bx, by, bw, bh, lang=lang,
                                   tag=f"offer:{slot}:{card}")  # fmt: skip
    for i, tile in enumerate(state.offer_equipment):
        slot = f"equipment{i + 1}"
        bx, by, bw, bh = VILLAGE_REGIONS[slot]
        if tile is None:
            shapes += lines(bx, by + bh / 2 + 6, bw, word("taken", lang), fill=FAINT)
        elif tile >= 0:
            shapes += equipment_tile(EQUIPMENT[tile], bx, by, bw, bh, lang=lang,
                                     tag=f"offer:{slot}:{tile}")  # fmt: skip
    for slot in sorted(offers_in_play(state)):  # the octagons sit on the cards
        bx, by, _, _ = VILLAGE_REGIONS[slot]
        shapes.append(slot_shape(slot, bx + 15, by + 15, 12, tag=""))
    turn = Turn(state, viewer if 0 <= viewer < state.players else 0)
    for rowname, cards in (("move", turn.moves), ("adventure", turn.adventures)):
        for slot, entry in cards.items():
            bx, by, bw, bh = VILLAGE_REGIONS[slot]
            if entry is not None:
                draw = move_card if rowname == "move" else adventure_card
                shapes += draw(
                    entry[1], bx, by, bw, bh, lang=lang, tag=f"{rowname}:{slot}:{entry[1]}"
                )
            else:
                gone = "taken" if slot in turn.taken else "no_card"
                shapes.append(Poly(rounded_rect(bx, by, bw, bh, 6), stroke=EDGE, width=1,
                                   tag=f"{rowname}:{slot}:{gone}"))  # fmt: skip
                shapes += lines(bx, by + bh / 2 + 6, bw, word(gone, lang), fill=FAINT)
            shapes.append(slot_shape(slot, bx + 14, by + 14, 11, tag=f"slot:{slot}"))
    for k, t in enumerate(state.techniques):
        tx, ty = centre(technique_box(k))
        colour = COLOURS[t]
        shapes.append(Poly(octagon(tx, ty, 10), fill=DIE_COLOURS[colour], stroke="#1a1a1a",
                           tag=f"technique:{t}"))  # fmt: skip
        shapes += symbol_shapes(TECHNIQUES[t].symbol, tx, ty, 11, DIE_INK[colour])
    fx = GROUPS["first"][0] + 38
    for k, tile in enumerate(state.reservations):
        tx = fx + k * 25
        shapes.append(Poly(rounded_rect(tx, SLOT_Y - 12, 21, 24, 4), fill="#c9a227", stroke=INK,
                           tag=f"reservation:{tile}"))  # fmt: skip
        shapes.append(Text(tx + 10.5, SLOT_Y, str(tile), TEXT, INK))
    stand = set(where_tokens_stand(state).values())
    for slot in ("waterfall+", "help+"):  # a common area says so while nobody stands there
        if slot not in stand:
            bx, by, bw, bh = VILLAGE_REGIONS[slot]
            shapes.append(Text(bx + bw / 2, by + bh / 2, word("shared", lang), SMALL, FAINT,
                               bold=False))  # fmt: skip
    shapes += placed_tokens(state, village=True)
    return tuple(shapes)


def where_tokens_stand(state: DojoKunState) -> dict[tuple[int, str], str]:
    """Each token placed this turn, as (player, token) -> the slot it stands on (the last entry
    of ``placed``; an athlete who rested stays on his equipment)."""
    out: dict[tuple[int, str], str] = {}
    for p, entries in enumerate(state.placed):
        for token, slot in entries:
            if slot != "rest":
                out[(p, token)] = slot
    return out


def placed_tokens(
    state: DojoKunState, *, village: bool, player: int | None = None
) -> tuple[Shape, ...]:
    """The tokens standing on the village's slots (``village``), or on ``player``'s Dojo's."""
    by_slot: dict[str, list[tuple[int, str]]] = {}
    for (p, token), slot in where_tokens_stand(state).items():
        if (slot in VILLAGE_REGIONS) == village and (village or p == player):
            by_slot.setdefault(slot, []).append((p, token))
    shapes: list[Shape] = []
    for slot, tokens in sorted(by_slot.items()):
        bx, by, bw, bh = (VILLAGE_REGIONS if village else DOJO_REGIONS)[slot]
        if slot.endswith("+"):  # a common area: side by side, two rows when crowded
            per_row = max(1, int((bw - 8) // 22))
            for k, (p, token) in enumerate(tokens):
                cx = bx + 14 + (k % per_row) * min(22, (bw - 28) / max(1, per_row - 1))
                cy = by + bh / 2 + (0 if len(tokens) <= per_row else (k // per_row - 0.5) * 16)
                shapes += token_shapes(state.dojos[p].name, token, cx, cy, 10,
                                       tag=f"token:{p}:{token}:{slot}")  # fmt: skip
            continue
        if slot.startswith(("move", "adventure", "athlete", "equipment", "train")):
            cx, cy = bx + 14 + (1 if slot.startswith(("athlete", "equipment")) else 0), by + 14
        elif slot in ("expand", "accelerate"):
            cx, cy = bx + bw / 2, by + 16
        else:
            cx, cy = bx + 18, SLOT_Y
        for k, (p, token) in enumerate(tokens):
            shapes += token_shapes(state.dojos[p].name, token, cx + 6 * k, cy + 4 * k, 11,
                                   tag=f"token:{p}:{token}:{slot}")  # fmt: skip
    return tuple(shapes)


def last_placement(state: DojoKunState) -> tuple[int, str] | None:
    """The last token placed this turn as (player, slot), by turn order: the nearest player
    before the one to play (counter-clockwise) who placed one."""
    if mode(state) != "village" or state.to_play is None:
        return None
    n = state.players
    for back in range(1, n + 1):
        p = (state.to_play - back) % n
        entries = [e for e in state.placed[p] if e[1] != "rest"]
        if entries:
            return p, entries[-1][1]
    return None
