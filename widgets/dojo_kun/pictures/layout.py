"""Where everything lies on the live Dojo Kun board, in pixels, and what a click there picks.

The board is 780 x 492 pixels, so that a laptop's 1024 x 768 screen shows it whole with the
players' Dojos beside it and the choices and messages under it, and so that presenter mode can
scale it 1.27 times to a projector's width (text of at least 16 pixels there). Every thing a
click may pick keeps :data:`FRAMED` pixels clear round it, inside the board and off every word,
for the frame a mark draws round it. From the top:

* the **turn track** (the season, prelude turns 1-3, the tournament, the First Player);
* the **middle**: in the prelude the **village** (the five activities' slots, the Special Moves
  and Adventures rows, the new athletes and Training Equipment on offer); during a tournament
  the **bracket** and the **Combat board** of the fight in progress;
* the **Dojo** of the seat the board is drawn for: its athletes, its equipment slots, Expand and
  Accelerate, its Prestige and the tokens still at home. The other Dojos are told in brief
  beside the board (:mod:`widgets.dojo_kun.briefs`).

A region is a rectangle ``(x, y, w, h)``; a click anywhere in a slot's region (a card on it
too) picks it (:func:`pick_at`).

>>> pick_at(point_of(("slot", "yang")), "village")
('slot', 'yang')
>>> pick_at(point_of(("athlete", 2)), "village")
('athlete', 2)
>>> pick_at((2, 2), "village") is None
True
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from gamekit.dojo_kun.actions import OFFERS
from gamekit.dojo_kun.data import ROW
from gamekit.dojo_kun.state import DojoKunState
from widgets.geometry import Geometry

WIDTH, HEIGHT = 780, 492
MARGIN = 4
FRAMED = 4
"""How far a mark's frame reaches out of what it frames (:func:`~.scene.marks`): the room kept
round every pick, to the board's edge and to the nearest word."""

Box = tuple[float, float, float, float]
"""A rectangle: (x, y, width, height) in pixels."""
Pick = tuple[str, object]
"""What a click chose: ``("slot", name)``, ``("athlete", space)`` (of the Dojo drawn),
``("technique", discipline)`` (at Master YANG) or ``("seat", index)`` (a first-round slot)."""

GEOMETRY = Geometry(rows=HEIGHT, cols=WIDTH, cell=1, margin=0, gap=0, edge=0)
"""The board's grid: a cell a pixel, (row, col) = (y, x)."""

# -- the bands, top to bottom ---------------------------------------------------------------------

TRACK: Box = (MARGIN, 2, WIDTH - 2 * MARGIN, 28)
FIRST_X = MARGIN + 368
"""Where the First Player's token stands on the track, after the tournament's box in any
language."""
MIDDLE: Box = (MARGIN, 34, WIDTH - 2 * MARGIN, 307)
"""The village, or the bracket and the Combat board."""
TOP_ROW_Y, TOP_ROW_H = 34, 56
"""The five activities: their names, then their slots."""
SLOT_Y = TOP_ROW_Y + 37
"""The centre line of the activities' slots."""
SLOT_R = 15
ROWS_LABEL_Y = SLOT_Y + 18 + FRAMED + 6.5
"""A row's name (13 pixels high) lies under the frames of the row over it, and over its own."""
ROWS_Y, ROWS_H = ROWS_LABEL_Y + 6.5 + FRAMED, 98
"""The Special Moves and Adventures rows."""
OFFERS_LABEL_Y = ROWS_Y + ROWS_H + FRAMED + 6.5
OFFERS_Y, OFFERS_H = OFFERS_LABEL_Y + 6.5 + FRAMED, 110
"""The new athletes and the Training Equipment on offer."""
DOJO: Box = (MARGIN, 347, WIDTH - 2 * MARGIN, 142)
DOJO_HEAD_Y, DOJO_HEAD_H = 347, 22
CARDS_Y, CARD_H = 375, 112
"""The Dojo's athlete cards and equipment tiles."""
TITLE_W = 166
"""The Dojo's name on its line ("J4 · Dojo de la Grue" is 163 pixels with its padding)."""
PRESTIGE_X = MARGIN + 2 + TITLE_W + 14
RESERVATION_X = PRESTIGE_X + 62
HOME_X = RESERVATION_X + 32
"""Each thing of the Dojo's line has a place of its own, whatever stands before it: its
Prestige, its Reservation tile, then its tokens at home."""
NOTES_X = HOME_X + 196
"""Where the Dojo's notes (expansions, tournaments won) may begin, flush right: past its five
tokens at home."""


def _row(x: float, widths: Iterable[float], gap: float) -> list[tuple[float, float]]:
    """Left edges and widths of boxes set side by side from ``x``."""
    out = []
    for w in widths:
        out.append((x, w))
        x += w + gap
    return out


# the five activities: (name, the group's width, the width of what follows the slot)
ACTIVITIES = (("waterfall", 146, 104), ("help", 140, 98), ("first", 118, 76),
              ("yang", 142, 104), ("yin", 92, 0))  # fmt: skip
_GAP = (WIDTH - 2 * MARGIN - sum(w for _, w, _ in ACTIVITIES)) / (len(ACTIVITIES) - 1)
GROUPS: Mapping[str, Box] = {
    name: (x, TOP_ROW_Y, w, TOP_ROW_H)
    for (name, _, _), (x, w) in zip(
        ACTIVITIES, _row(MARGIN, (w for _, w, _ in ACTIVITIES), _GAP), strict=True
    )
}
"""Each activity's group: its name on top, its slot and what lies beside it under."""


def _single(name: str) -> Box:
    x = GROUPS[name][0]
    return (x, SLOT_Y - 18, 36, 36)


def _beside(name: str) -> Box:
    x, _, w, _ = GROUPS[name]
    return (x + 38, SLOT_Y - 18, w - 38, 36)


CARD_GAP = 4
PART_GAP = 12
"""The gap between two things a phone's parts of the board may cut apart (:mod:`~.parts`): wide
enough that neither one's frame reaches the cut, in its middle."""
MOVE_W, ADVENTURE_W, OFFER_W, EQUIPMENT_W = 147, 98, 108, 100
_MOVES = _row(MARGIN, (MOVE_W,) * 2, CARD_GAP)
_MOVES += _row(_MOVES[-1][0] + MOVE_W + PART_GAP, (MOVE_W,), CARD_GAP)
_ADVENTURES = _row(_MOVES[-1][0] + MOVE_W + PART_GAP, (ADVENTURE_W,) * ROW, CARD_GAP)
_ATHLETES = _row(MARGIN, (OFFER_W,) * 2, CARD_GAP)
_ATHLETES += _row(_ATHLETES[-1][0] + OFFER_W + PART_GAP, (OFFER_W,) * 2, CARD_GAP)
_EQUIPMENT = _row(_ATHLETES[-1][0] + OFFER_W + PART_GAP, (EQUIPMENT_W,) * 3, CARD_GAP)

VILLAGE_REGIONS: Mapping[str, Box] = {
    "waterfall": _single("waterfall"),
    "waterfall+": _beside("waterfall"),
    "help": _single("help"),
    "help+": _beside("help"),
    "first": (GROUPS["first"][0], SLOT_Y - 18, GROUPS["first"][2], 36),
    "yang": _single("yang"),
    "yin": _single("yin"),
    **{f"move{i + 1}": (x, ROWS_Y, w, ROWS_H) for i, (x, w) in enumerate(_MOVES)},
    **{f"adventure{i + 1}": (x, ROWS_Y, w, ROWS_H) for i, (x, w) in enumerate(_ADVENTURES)},
    **{f"athlete{i + 1}": (x, OFFERS_Y, w, OFFERS_H) for i, (x, w) in enumerate(_ATHLETES)},
    **{f"equipment{i + 1}": (x, OFFERS_Y, w, OFFERS_H) for i, (x, w) in enumerate(_EQUIPMENT)},
}
"""Each village slot's region: the slot (a card on it too); First Player's takes the free
Reservation tiles beside it."""

TECHNIQUES_BOX = _beside("yang")
"""Where Master YANG's Secret Techniques lie, each a pick of its own."""
TECHNIQUE_PITCH = 26
"""A Secret Technique's box is this wide and high: at 24 pixels or more, what a finger can be
asked to hit (WCAG 2.2, 2.5.8), however a page shows the board (down to its narrowest scale),
and Master YANG has room for four of them."""


def technique_box(k: int) -> Box:
    """The ``k``-th Secret Technique at Master YANG."""
    x, y, _, h = TECHNIQUES_BOX
    return (
        x + k * TECHNIQUE_PITCH,
        y + (h - TECHNIQUE_PITCH) / 2,
        TECHNIQUE_PITCH,
        TECHNIQUE_PITCH,
    )


ROW_LABELS = (
    ("moves", _MOVES[0][0], _MOVES[-1][0] + MOVE_W - _MOVES[0][0], ROWS_LABEL_Y),
    (
        "adventures",
        _ADVENTURES[0][0],
        _ADVENTURES[-1][0] + ADVENTURE_W - _ADVENTURES[0][0],
        ROWS_LABEL_Y,
    ),
    ("athletes", _ATHLETES[0][0], _ATHLETES[-1][0] + OFFER_W - _ATHLETES[0][0], OFFERS_LABEL_Y),
    (
        "equipment",
        _EQUIPMENT[0][0],
        _EQUIPMENT[-1][0] + EQUIPMENT_W - _EQUIPMENT[0][0],
        OFFERS_LABEL_Y,
    ),
)
"""The rows' names: (word, x, width, centre line)."""

# the Dojo: four athlete spaces, four equipment slots, then Expand over Accelerate
SPACE_W, TRAIN_W = 98, 64
_SPACES = _row(MARGIN, (SPACE_W,) * 2, CARD_GAP)
_SPACES += _row(_SPACES[-1][0] + SPACE_W + PART_GAP, (SPACE_W,) * 2, CARD_GAP)
_TRAIN = _row(_SPACES[-1][0] + SPACE_W + PART_GAP, (TRAIN_W,) * 4, CARD_GAP)
_OCTAGONS_X = _TRAIN[-1][0] + TRAIN_W + 6
ATHLETE_SPACES: tuple[Box, ...] = tuple((x, CARDS_Y, w, CARD_H) for x, w in _SPACES)
DOJO_REGIONS: Mapping[str, Box] = {
    **{f"train{k + 1}": (x, CARDS_Y, w, CARD_H) for k, (x, w) in enumerate(_TRAIN)},
    "expand": (_OCTAGONS_X, CARDS_Y, WIDTH - MARGIN - _OCTAGONS_X, CARD_H / 2 - 2),
    "accelerate": (_OCTAGONS_X, CARDS_Y + CARD_H / 2 + 2, WIDTH - MARGIN - _OCTAGONS_X,
                   CARD_H / 2 - 2),
}  # fmt: skip
"""The Dojo's own slots: a circle on each equipment tile, and two octagons."""

# the tournament: the bracket's four rounds, left to right, and the Combat board beside
BRACKET_TITLE_Y = MIDDLE[1] + 9
SEAT_W, SEAT_H, SEAT_PITCH = 104, 34, 36
"""A bracket slot holds two lines of a name clear of a frame round it."""
ROUND_X = (MARGIN, MARGIN + 116, MARGIN + 232, MARGIN + 348)
BRACKET_TOP = MIDDLE[1] + 20
COMBAT: Box = (
    ROUND_X[3] + SEAT_W + PART_GAP,
    MIDDLE[1] + 20,
    WIDTH - MARGIN - ROUND_X[3] - SEAT_W - PART_GAP,
    MIDDLE[3] - 20,
)
PREDICTIONS: Box = (ROUND_X[3], BRACKET_TOP + 4 * SEAT_PITCH + 24, SEAT_W, 110)


def seat_box(level: int, index: int) -> Box:
    """A bracket slot: round ``level`` (0 the quarter-finals, 3 the champion), slot ``index``;
    a slot stands level with the middle of the two it comes from."""
    centre = BRACKET_TOP + SEAT_H / 2 + ((index + 0.5) * 2**level - 0.5) * SEAT_PITCH
    return (ROUND_X[level], centre - SEAT_H / 2, SEAT_W, SEAT_H)


def centre(box: Box) -> tuple[float, float]:
    x, y, w, h = box
    return (x + w / 2, y + h / 2)


def inside(point: tuple[float, float], box: Box) -> bool:
    x, y, w, h = box
    return x <= point[0] < x + w and y <= point[1] < y + h


def offers_in_play(state: DojoKunState) -> frozenset[str]:
    """The offer slots used with this many players (the others stay empty all game)."""
    return frozenset(
        [f"athlete{i + 1}" for i in range(len(state.offer_athletes))]
        + [f"equipment{i + 1}" for i in range(len(state.offer_equipment))]
    )


def mode(state: DojoKunState) -> str:
    """What the middle of the board shows: ``village`` in the prelude, else ``tournament``."""
    return "village" if state.step == "place" or state.tournament is None else "tournament"


def region_of(pick: Pick) -> Box:
    """The region a click picks ``pick`` in."""
    kind, value = pick
    if kind == "slot" and value in VILLAGE_REGIONS:
        return VILLAGE_REGIONS[str(value)]
    if kind == "slot" and value in DOJO_REGIONS:
        return DOJO_REGIONS[str(value)]
    if kind == "athlete":
        return ATHLETE_SPACES[int(value)]  # type: ignore[call-overload]
    if kind == "seat":
        return seat_box(0, int(value))  # type: ignore[call-overload]
    raise ValueError(f"no region for {pick!r} (a technique's depends on the techniques left)")


def pick_box(pick: Pick, techniques: tuple[str, ...] = ()) -> Box:
    """The region a click picks ``pick`` in, a Secret Technique's too (among ``techniques``,
    as at Master YANG)."""
    if pick[0] == "technique":
        return technique_box(techniques.index(str(pick[1])))
    return region_of(pick)


def point_of(pick: Pick, techniques: tuple[str, ...] = ()) -> tuple[float, float]:
    """The pixel a click makes ``pick`` with (a technique's among ``techniques``, as at
    Master YANG)."""
    return centre(pick_box(pick, techniques))


def picks_shown(state: DojoKunState) -> tuple[tuple[Pick, int], ...]:
    """Every pick a click may make on the board as it shows ``state``, in reading order, each
    with its reading row: in the prelude the activities (Master YANG's Secret Techniques after
    him), the Special Moves and Adventures, the offers in play; during a tournament the
    bracket's first round, top to bottom; then the Dojo drawn, its athletes' spaces, its
    equipment slots, Expand and Accelerate.

    >>> import gamekit
    >>> state = gamekit.load("dojo-kun").new_state(seed=3, players=2)
    >>> [pick for pick, row in picks_shown(state) if row == 2]
    [('slot', 'athlete1'), ('slot', 'athlete2'), ('slot', 'equipment1')]
    """
    rows: list[list[Pick]]
    if mode(state) == "village":
        activities: list[Pick] = [("slot", s) for s in VILLAGE_REGIONS if s in _ACTIVITIES]
        at = activities.index(("slot", "yang")) + 1
        activities[at:at] = [("technique", t) for t in state.techniques]
        cards = [("slot", s) for s in VILLAGE_REGIONS if s.startswith(("move", "adventure"))]
        in_play = offers_in_play(state)
        rows = [activities, cards, [("slot", s) for s in OFFERS if s in in_play]]
    else:
        rows = [[("seat", index) for index in range(8)]]
    rows.append([("athlete", space) for space in range(len(ATHLETE_SPACES))])
    rows[-1] += [("slot", s) for s in DOJO_REGIONS]
    return tuple((pick, r) for r, row in enumerate(rows) for pick in row)


_ACTIVITIES = frozenset(name for name in VILLAGE_REGIONS if not name[-1].isdigit())
"""The five activities' slots (and their common areas)."""


def pick_at(
    point: tuple[float, float], shown: str, *, in_play: Iterable[str] = OFFERS,
    techniques: tuple[str, ...] = (),
) -> Pick | None:  # fmt: skip
    """What a click at ``point`` (x, y) chooses while the middle shows ``shown`` (``village``
    or ``tournament``): a slot of the village or of the Dojo drawn, one of its athletes, a
    Secret Technique at Master YANG (of ``techniques``), a first-round bracket slot; None
    elsewhere. ``in_play``: the offer slots in use."""
    if shown == "village":
        for k, technique in enumerate(techniques):
            if inside(point, technique_box(k)):
                return ("technique", technique)
        in_use = frozenset(in_play)
        for slot, box in VILLAGE_REGIONS.items():
            if (slot not in OFFERS or slot in in_use) and inside(point, box):
                return ("slot", slot)
    else:
        for index in range(8):
            if inside(point, seat_box(0, index)):
                return ("seat", index)
    for slot, box in DOJO_REGIONS.items():
        if inside(point, box):
            return ("slot", slot)
    for space, box in enumerate(ATHLETE_SPACES):
        if inside(point, box):
            return ("athlete", space)
    return None
