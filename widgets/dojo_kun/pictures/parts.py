"""Where the live board may be cut, for a screen too narrow to show it whole with words of 12
pixels (a phone): its parts, in reading order, each a rectangle of the board holding whole
things (an activity with its slot, cards, the Combat board, the Dojo's line), none cut in two.

The page shows the parts one under the other, as many side by side as fit, each at full size
(``widgets/board_keys.js``); a click or a tap on a part is a click on the board where the part
comes from. On a wider screen the board is shown whole.

>>> import gamekit
>>> state = gamekit.load("dojo-kun").new_state(seed=3, players=2)
>>> found = parts(state, 0, ("P1", "P2"))
>>> len(found), max(w for _, _, w, _ in found) <= WIDEST
(17, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

from gamekit.dojo_kun.state import DojoKunState
from widgets.dojo_kun.pictures.bracket import bracket_title
from widgets.dojo_kun.pictures.dojo import dojo_notes
from widgets.dojo_kun.pictures.layout import (
    ATHLETE_SPACES,
    BRACKET_TOP,
    CARDS_Y,
    COMBAT,
    DOJO,
    DOJO_HEAD_Y,
    DOJO_REGIONS,
    FIRST_X,
    GROUPS,
    HEIGHT,
    HOME_X,
    MARGIN,
    NOTES_X,
    OFFERS_LABEL_Y,
    PREDICTIONS,
    ROWS_LABEL_Y,
    TRACK,
    VILLAGE_REGIONS,
    WIDTH,
    Box,
    mode,
    seat_box,
)
from widgets.dojo_kun.pictures.style import SMALL, TEXT
from widgets.dojo_kun.pictures.village import first_player_text
from widgets.fonts import text_width

NARROWEST = 12 / SMALL
"""The smallest scale the board is shown whole at: its smallest words at 12 pixels. Below it, a
page shows the board in parts."""

WIDEST = 376
"""No part is wider: a phone 390 pixels wide shows each at 12-pixel words or more."""

PAD = 2
"""Pixels kept on each side of what a part holds: half the gap between two cards (a frame
around a card reaches a little into that gap, and is shaved there)."""


def _row(groups: Sequence[Sequence[Box]], top: float, bottom: float) -> list[Box]:
    """A band of the board from ``top`` to ``bottom`` cut between its groups of boxes, each cut
    in the middle of the gap between two groups; the first part starts at the board's left
    edge, the last ends at its right edge."""
    spans = [(min(x for x, _, _, _ in g), max(x + w for x, _, w, _ in g)) for g in groups]
    cuts = [0.0] + [(right + left) / 2 for (_, right), (left, _) in pairwise(spans)]
    cuts.append(float(WIDTH))
    return [(a, top, b - a, bottom - top) for a, b in pairwise(cuts)]


def _text(centre: float, width: float, top: float, height: float) -> Box:
    """A line of text ``width`` wide centred on ``centre``, with :data:`PAD` at each side."""
    return (centre - width / 2 - PAD, top, width + 2 * PAD, height)


def parts(
    state: DojoKunState, player: int, names: Sequence[str], lang: str = "en"
) -> tuple[Box, ...]:
    """The board's parts as it shows ``state`` with ``player``'s Dojo, in reading order: the
    turn track; the activities, the cards and the offers of the village (or the bracket and the
    Combat board); the Dojo's line, its athletes, its equipment."""
    track_bottom = TRACK[1] + TRACK[3] + 2
    found: list[Box] = [(0.0, 0.0, FIRST_X - 6.0, track_bottom)]
    if 0 <= state.first < len(state.dojos):
        words = text_width(first_player_text(state, names, lang), TEXT, bold=True)
        found.append((FIRST_X - 6.0, 0.0, 6 + 30 + words + PAD + 2, track_bottom))
    if mode(state) == "village":
        found += _village(track_bottom)
    else:
        found += _tournament(state, lang, track_bottom)
    found += _dojo(state, player, lang)
    return tuple(found)


def _village(top: float) -> list[Box]:
    regions = VILLAGE_REGIONS
    # each cut over the name of the row under it (and under the frames of what is over it)
    activities_bottom = ROWS_LABEL_Y - SMALL / 2
    rows_bottom = OFFERS_LABEL_Y - SMALL / 2
    offers_bottom = float(DOJO_HEAD_Y)
    activities = [[GROUPS["waterfall"], GROUPS["help"]], [GROUPS["first"], GROUPS["yang"]],
                  [GROUPS["yin"]]]  # fmt: skip
    cards = [[regions["move1"], regions["move2"]], [regions["move3"]],
             [regions[f"adventure{k}"] for k in (1, 2, 3)]]  # fmt: skip
    offers = [[regions["athlete1"], regions["athlete2"]], [regions["athlete3"], regions["athlete4"]],
              [regions[f"equipment{k}"] for k in (1, 2, 3)]]  # fmt: skip
    return [
        *_row(activities, top, activities_bottom),
        *_row(cards, activities_bottom, rows_bottom),
        *_row(offers, rows_bottom, offers_bottom),
    ]


def _tournament(state: DojoKunState, lang: str, top: float) -> list[Box]:
    title_bottom = BRACKET_TOP - 4
    words = text_width(bracket_title(state, lang), TEXT, bold=True)
    bottom = float(DOJO_HEAD_Y)
    rounds = [[seat_box(0, 0), seat_box(1, 0)], [seat_box(2, 0), seat_box(3, 0), PREDICTIONS],
              [COMBAT]]  # fmt: skip
    return [
        _text(MARGIN + (COMBAT[0] - MARGIN - 8) / 2, words, top, title_bottom - top),
        *_row(rounds, title_bottom, bottom),
    ]


def _dojo(state: DojoKunState, player: int, lang: str) -> list[Box]:
    top, head_bottom = float(DOJO_HEAD_Y), CARDS_Y - 5.5
    bottom = float(HEIGHT)
    words = text_width(dojo_notes(state, player, lang), SMALL)
    right = DOJO[0] + DOJO[2] - 6
    equipment = [DOJO_REGIONS[f"train{k}"] for k in (1, 2, 3, 4)]
    cards = [ATHLETE_SPACES[:2], ATHLETE_SPACES[2:],
             [*equipment, DOJO_REGIONS["expand"], DOJO_REGIONS["accelerate"]]]  # fmt: skip
    return [
        (0.0, top, HOME_X - 4.0, head_bottom - top),
        (HOME_X - 4.0, top, NOTES_X - HOME_X, head_bottom - top),
        (right - words - PAD, top, words + 2 * PAD, head_bottom - top),
        *_row(cards, head_bottom, bottom),
    ]
