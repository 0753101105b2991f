"""The Combat board: two fighters' dice, the symbols they registered (Hit, Block, Hold, Jump),
and the serpentine that reduces them step by step, each step an arrow from the symbols that
reduce to the count reduced, numbered in order, and the result.

Drawn two ways: whole (:func:`combat_shapes`: 7 rows, white's side left and black's right, each
step's sentence beside it) for the lessons' pictures and the combat lab, and in the live board's
corner beside the bracket (:func:`combat_panel`: white above, black below, the steps' sentences
told in words under the board instead).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from gamekit.dojo_kun import combat as combat_rules
from gamekit.dojo_kun.combat import Combat, CombatError, Fighter, Side, Step
from gamekit.dojo_kun.data import ATHLETES, SKULL, SPECIAL_MOVES
from gamekit.dojo_kun.state import DojoKunState, Entrant, Tournament
from gamekit.dojo_kun.tournament import FIGHTS, fighter, pair
from widgets.dojo_kun.pictures.glyphs import die_shapes, symbol_shapes
from widgets.dojo_kun.pictures.layout import Box, mode
from widgets.dojo_kun.pictures.style import (
    BLACK_SIDE,
    COMBAT_PANEL,
    EDGE,
    FAINT,
    INK,
    PAPER,
    SMALL,
    TEXT,
    TITLE,
    WARNING,
    WHITE_SIDE,
    label,
    lines,
    symbol_name,
    word,
)
from widgets.fonts import wrap
from widgets.geometry import Geometry
from widgets.i18n import colon
from widgets.shapes import Circle, Line, Poly, Shape, Text, rounded_rect

CELL, GAP, MARGIN, COLS, COMBAT_ROWS = 40, 4, 8, 17, 7
COMBAT = Geometry(rows=COMBAT_ROWS, cols=COLS, cell=CELL, margin=MARGIN, gap=GAP, edge=MARGIN)
"""The whole Combat board's grid (the combat lab, the lessons' pictures): 760 pixels wide, so
that a projector's 1024 shows its text 1.3 times as large, at 17 pixels."""
SERPENTINE = ("jump", "hold", "block", "hit")
"""The Combat board's rows, top to bottom, in the order the serpentine reduces them."""
BOX_COLS = {"white": 4, "black": 11}
"""Where each side's counts stand; the first three steps' sentences on white's left, the last
three on black's right."""
STEP_COLS = (0, 13)
SIDES = ("white", "black")


def entrant_label(state: DojoKunState, entrant: Entrant, names: Sequence[str]) -> tuple[str, str]:
    """An entrant's name and whose he is (a player's name, or ``☠`` for the Skull Dojo)."""
    if entrant.skull:
        return SKULL[entrant.space].name, "☠"
    member = state.dojos[entrant.owner].athletes[entrant.space]
    name = ATHLETES[member.card].name if member is not None else "?"
    return name, names[entrant.owner]


@dataclass(frozen=True, slots=True)
class Bout:
    """A roll of a fight to draw: the fighters, the faces of their dice (in the order of
    ``Fighter.colours``), the red dice of each side's Harmful Attacks, their names and the fight
    (0-6) it belongs to."""

    white: Fighter
    black: Fighter
    faces: tuple[tuple[int, ...], tuple[int, ...]] | None
    red: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())
    names: tuple[str, str] = ("", "")
    fight: int = 0


def current_bout(
    state: DojoKunState, names: Sequence[str] = ("P1", "P2", "P3", "P4")
) -> Bout | None:
    """The fight to show on the Combat board: the fight in progress, with its roll once rolled
    (a draw's roll stays while its Wounds are placed); while the Wounds of a fight just won are
    placed, that fight's roll. None when no fight is on. A roll is told from the state only
    while the fighters' dice still match it (``Tournament.roll`` does not say whose it is)."""
    t = state.tournament
    if t is None or mode(state) != "tournament":
        return None
    waiting: Bout | None = None
    fights = [f for f in range(min(t.fight, FIGHTS - 1), -1, -1) if _real_fight(t, f)]
    # the fight in progress, then (only while Wounds are placed, or at the end) the one before
    for fight in fights[: 1 if state.step not in ("wound", "over") or t.fight != fights[0] else 2]:
        white, black = pair(t, fight)
        assert white is not None and black is not None
        try:
            fighters = (fighter(state, white), fighter(state, black))
        except ValueError:
            return None
        label = (_entrant_title(state, white, names), _entrant_title(state, black, names))
        roll = _split_roll(t, fighters)
        if roll is not None:
            return Bout(fighters[0], fighters[1], roll[0], roll[1], label, fight)
        if fight == t.fight and waiting is None:
            waiting = Bout(fighters[0], fighters[1], None, ((), ()), label, fight)
            if state.step != "wound":
                return waiting
    return waiting


def _real_fight(t: Tournament, fight: int) -> bool:
    """Whether fight ``fight`` is fought with dice (not a bye, Skull against Skull, or one
    Dojo's two athletes)."""
    white, black = pair(t, fight)
    return not (
        white is None
        or black is None
        or (white.skull and black.skull)
        or white.owner == black.owner
    )


def _entrant_title(state: DojoKunState, e: Entrant, names: Sequence[str]) -> str:
    name, whose = entrant_label(state, e, names)
    return f"{name} ({whose})" if not e.skull else f"{name} ☠"


def _split_roll(
    t: Tournament, fighters: tuple[Fighter, Fighter]
) -> tuple[tuple[tuple[int, ...], tuple[int, ...]], tuple[tuple[int, ...], tuple[int, ...]]] | None:
    """The last roll as (faces, red dice by side) if it fits these fighters' dice."""
    if t.roll is None:
        return None
    white, black, red = t.roll
    if len(white) != fighters[0].dice_count or len(black) != fighters[1].dice_count:
        return None
    try:
        harmful = combat_rules.register(fighters[0], white).harmful
        split = (tuple(red[:harmful]), tuple(red[harmful:]))
        combat_rules.resolve_round(fighters[0], fighters[1], white, black, *split)
    except CombatError:
        return None
    return (tuple(white), tuple(black)), split


def step_text(step: Step, lang: str = "en") -> str:
    """One reduction of the serpentine as a sentence: ``Black's 1 Jump: White's Holds 3 → 2``."""
    return word(
        "step",
        lang,
        by=word(step.by_side, lang),
        n=step.by_count,
        by_symbol=symbol_name(step.by_symbol, lang, step.by_count),
        side=word(step.side, lang),
        symbol=symbol_name(step.symbol, lang, 2),
        before=step.before,
        after=step.after,
    )


def result_text(
    result: Combat, lang: str = "en", *, immune: tuple[bool, bool] = (False, False)
) -> str:
    """Who won the roll, and how; or the draw, and who takes a Wound (not an athlete whom
    Wounds pass by, ``immune``: the Skull Dojo's, S. Zuki)."""
    a, b = result.hits
    if result.winner is None:
        hurt = [side for side, safe in zip(SIDES, immune, strict=True) if not safe]
        if len(hurt) == 2:
            return word("draw", lang, a=a, b=b)
        if not hurt:
            return word("draw_none", lang, a=a, b=b)
        side = word(hurt[0], lang)
        return word("draw_one", lang, a=a, b=b, side=side if lang != "fr" else side.lower())
    side = word(result.winner, lang)
    if result.decided_by == "submission":
        return word("by_submission", lang, side=side, a=a, b=b)
    high, low = (a, b) if result.winner == "white" else (b, a)
    many = high >= 2 if lang == "fr" else high != 1  # "1 Hit", "0 Coup"
    return word(
        "wins", lang, side=side, a=high, b=low, hits=symbol_name("hit", lang, 2 if many else 1)
    )


def _counts(
    white: Fighter | Side | Mapping[str, object] | None,
    black: Fighter | Side | Mapping[str, object] | None,
    faces: tuple[Sequence[int], Sequence[int]] | None,
    red: tuple[Sequence[int], Sequence[int]],
) -> tuple[Combat | None, tuple[Side, Side] | None, tuple, tuple, tuple]:
    """The roll resolved: (result, the sides, the dice's colours, their faces, the red dice)."""
    dice: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    rolled: tuple[Sequence[int | None], Sequence[int | None]] = ((), ())
    reds: tuple[Sequence[int], Sequence[int]] = ((), ())
    if isinstance(white, Fighter) and isinstance(black, Fighter):
        dice = (white.colours, black.colours)
        if faces is None:
            return None, None, dice, ((None,) * len(dice[0]), (None,) * len(dice[1])), reds
        bout = combat_rules.resolve_round(white, black, faces[0], faces[1], red[0], red[1])
        return bout.combat, bout.sides, dice, faces, bout.red
    if white is not None and black is not None:
        return combat_rules.resolve_combat(white, black), None, dice, rolled, reds  # type: ignore[arg-type]
    return None, None, dice, rolled, reds


def _board_counts(result: Combat, shown: int) -> tuple[dict, dict]:
    """Each side's counts before the serpentine, and after its first ``shown`` steps."""
    before = {
        side: {
            **result.boards[i],
            **{st.symbol: st.before for st in result.steps if st.side == side},
        }
        for i, side in enumerate(SIDES)
    }
    now = {side: dict(counts) for side, counts in before.items()}
    for st in result.steps[:shown]:
        now[st.side][st.symbol] = st.after
    return before, now


def _fighter_title(side: str, name: str, s: Side | None, lang: str) -> str:
    """``White: Medved — KYODAI TEISHUTSU (−1 Hit)``: the side, the athlete, his Special Moves
    gone off and what a Harmful Attack took from him."""
    text = f"{word(side, lang)}{colon(lang)}{name}" if name else word(side, lang)
    if s is not None and s.moves:
        text += " — " + ", ".join(SPECIAL_MOVES[m].name for m in s.moves)
    if s is not None and any(s.removed.values()):
        lost = ", ".join(f"−{n} {symbol_name(k, lang, n)}" for k, n in s.removed.items() if n)
        text += f" ({lost})"
    return text


def _dice_row(
    side: str, colours: Sequence[str], faces: Sequence[int | None], reds: Sequence[int],
    x: float, y: float, w: float, size: float,
) -> list[Shape]:  # fmt: skip
    """A side's dice left to right from ``x`` (``y`` their top), then the red dice of a Harmful
    Attack framed in red."""
    n = len(colours) + len(reds)
    size = min(size, (w - 4 - (6 if reds else 0)) / max(n, 1) - 3)
    shapes: list[Shape] = []
    for k, colour in enumerate(colours):
        face = faces[k] if k < len(faces) else None
        shapes += die_shapes(colour, face, x + 2 + k * (size + 3), y, size,
                             tag=f"die:{side}:{k}:{colour}:{'-' if face is None else face}")  # fmt: skip
    for k, face in enumerate(reds):
        rx = x + 2 + (len(colours) + k) * (size + 3) + 6
        shapes.append(Poly(rounded_rect(rx - 3, y - 3, size + 6, size + 6, 6), stroke=WARNING,
                           width=2))  # fmt: skip
        shapes += die_shapes("red", face, rx, y, size, tag=f"harmful:{side}:{k}:{face}")
    return shapes


def _count_box(
    side: str, symbol: str, x: float, y: float, w: float, h: float, before: dict | None,
    now: dict | None,
) -> list[Shape]:  # fmt: skip
    """One side's count of one symbol: the symbol, and the count (``3 → 1`` once reduced)."""
    fill, ink = (WHITE_SIDE, INK) if side == "white" else (BLACK_SIDE, "#ffffff")
    shapes: list[Shape] = [
        Poly(rounded_rect(x, y, w, h, 6), fill=fill, stroke=INK, width=1.5,
             tag=f"count:{side}:{symbol}"),
        *symbol_shapes(symbol, x + 14, y + h / 2, min(18, h - 10), ink),
    ]  # fmt: skip
    if before is not None and now is not None:
        a, b = before[side][symbol], now[side][symbol]
        text = str(a) if a == b else f"{a} → {b}"
        shapes.append(Text(x + (w + 24) / 2, y + h / 2, text, TITLE if a == b else TEXT, ink,
                           tag=f"value:{side}:{symbol}:{b}"))  # fmt: skip
    return shapes


def _arrow(
    i: int, x1: float, y1: float, x2: float, y2: float, done: bool, r: float = 10,
    along: float = 0.3,
) -> list[Shape]:  # fmt: skip
    """Step ``i`` of the serpentine: an arrow from the symbols that reduce to the count reduced,
    its number ``along`` the way (near its start, so that crossing steps keep theirs apart)."""
    colour, opacity = ("#c62828", 1.0) if done else (EDGE, 0.7)
    shapes: list[Shape] = [Line(x1, y1, x2, y2, colour, 3 if done else 1.5, opacity)]
    ux, uy = x2 - x1, y2 - y1
    norm = (ux * ux + uy * uy) ** 0.5 or 1
    ux, uy = ux / norm, uy / norm
    head = ((x2, y2), (x2 - 11 * ux - 5 * uy, y2 - 11 * uy + 5 * ux),
            (x2 - 11 * ux + 5 * uy, y2 - 11 * uy - 5 * ux))  # fmt: skip
    shapes.append(Poly(head, fill=colour, opacity=opacity))
    bx, by = x1 + (x2 - x1) * along, y1 + (y2 - y1) * along
    shapes.append(Circle(bx, by, r, fill=colour if done else PAPER, stroke=colour, width=1.5,
                         opacity=opacity, tag=f"step:{i}"))  # fmt: skip
    shapes.append(Text(bx, by + 0.5, str(i + 1), SMALL, "#ffffff" if done else INK))
    return shapes


def combat_shapes(
    white: Fighter | Side | Mapping[str, object] | None,
    black: Fighter | Side | Mapping[str, object] | None,
    *,
    faces: tuple[Sequence[int], Sequence[int]] | None = None,
    red: tuple[Sequence[int], Sequence[int]] = ((), ()),
    names: tuple[str, str] = ("", ""),
    step: int | None = None,
    lang: str = "en",
) -> tuple[Shape, ...]:
    """The whole Combat board (:data:`COMBAT`): both fighters' names and dice, their symbols
    registered (Hit, Block, Hold, Jump), the serpentine resolution up to ``step`` (0-6; None:
    all of it, and the result), each step an arrow from the symbols that reduce to the count
    reduced, numbered in order, and the step's sentence beside.

    ``white`` and ``black`` are :class:`~gamekit.dojo_kun.combat.Fighter` with ``faces`` (a
    face index per die, as ``resolve_round`` takes them, and the red dice of each side's
    Harmful Attacks in ``red``); Fighters without faces (the roll to come: blank dice); or the
    counts on the board (``{"hit": 3, "block": 1, "submission": "teishutsu"}``, or a
    :class:`~gamekit.dojo_kun.combat.Side`), with no dice drawn. None for both: an empty board.

    >>> shapes = combat_shapes({"hit": 3, "hold": 2}, {"hit": 5, "block": 4, "jump": 1})
    >>> [s.tag for s in shapes if s.tag.startswith("step:")]
    ['step:0', 'step:1', 'step:2', 'step:3', 'step:4', 'step:5']
    """

    def box(row: int, col: int, rows: int = 1, cols: int = 1) -> Box:
        x, y, _, _ = COMBAT.cell_rect(row, col)
        return x, y, cols * COMBAT.pitch - GAP, rows * COMBAT.pitch - GAP

    x, y, w, h = box(0, 0, COMBAT_ROWS, COLS)
    shapes: list[Shape] = [
        Poly(
            rounded_rect(x - 4, y - 4, w + 8, h + 8, 10),
            fill=COMBAT_PANEL,
            stroke=EDGE,
            width=2,
            tag="combat",
        )
    ]
    result, sides, dice, rolled, reds = _counts(white, black, faces, red)
    for s, side in enumerate(SIDES):
        nx, ny, nw, nh = box(0, 9 * s, 1, 8)
        shapes.append(Circle(nx + 14, ny + nh / 2, 10, fill=(WHITE_SIDE, BLACK_SIDE)[s],
                             stroke=INK, width=1.5, tag=f"side:{side}"))  # fmt: skip
        title = _fighter_title(side, names[s], sides[s] if sides else None, lang)
        shapes.append(label(nx + 28, ny + nh / 2, nw - 30, title, tag=f"fighter:{side}"))
        dx, dy, dw, _ = box(1, 9 * s, 1, 8)
        shapes += _dice_row(side, dice[s], rolled[s], reds[s], dx, dy + 3, dw, 34)
    shown = 6 if step is None else max(0, min(6, step))
    before, now = _board_counts(result, shown) if result is not None else (None, None)
    for r, symbol in enumerate(SERPENTINE):
        mx, my, mw, mh = box(2 + r, 6, 1, 5)
        shapes.append(Text(mx + mw / 2, my + mh / 2, symbol_name(symbol, lang, 2), TEXT, FAINT,
                           bold=False, tag=f"row:{symbol}"))  # fmt: skip
        for side in SIDES:
            shapes += _count_box(side, symbol, *box(2 + r, BOX_COLS[side], 1, 2), before, now)
    if result is None:
        rx, ry, rw, rh = box(6, 0, 1, COLS)
        key = "waiting" if dice[0] else "no_fight"
        shapes.append(label(rx, ry + rh / 2, rw, word(key, lang), size=TITLE, fill=FAINT))
        return tuple(shapes)
    inner = {side: box(2, BOX_COLS[side], 1, 2) for side in SIDES}
    edge = {"white": inner["white"][0] + inner["white"][2] + 3, "black": inner["black"][0] - 3}
    for i, st in enumerate(result.steps):
        done = i < shown
        y1 = box(2 + SERPENTINE.index(st.by_symbol), 0)[1] + CELL / 2
        y2 = box(2 + SERPENTINE.index(st.symbol), 0)[1] + CELL / 2
        shapes += _arrow(i, edge[st.by_side], y1, edge[st.side], y2, done)
        lx, ly, lw, lh = box(2 + i % 3, STEP_COLS[i >= 3], 1, 4)
        said = wrap(f"{i + 1}. {step_text(st, lang)}", SMALL, lw - 2, bold=done)[:3]
        for k, text in enumerate(said):
            shapes.append(Text(lx + lw / 2, ly + lh / 2 + (k - (len(said) - 1) / 2) * 13, text,
                               SMALL, INK if done else FAINT, bold=done,
                               tag=f"step-text:{i}" if k == 0 else ""))  # fmt: skip
    if step is None or step >= 6:
        rx, ry, rw, rh = box(6, 0, 1, COLS)
        immune = tuple(isinstance(f, Fighter) and f.wounds_immune for f in (white, black))
        tag = f"winner:{result.winner}" if result.winner else "winner:draw"
        shapes.append(label(rx, ry + rh / 2, rw, result_text(result, lang, immune=immune),
                            size=TITLE, fill=WARNING, tag=tag))  # fmt: skip
    return tuple(shapes)


def combat_panel(
    bout: Bout | None, box: Box, *, step: int | None = None, lang: str = "en"
) -> tuple[Shape, ...]:
    """The Combat board of ``bout`` in ``box`` (the live board's, beside the bracket): white's
    name and dice on top, the four symbols' counts with the serpentine's numbered arrows, black's
    dice and name under, and the result. None: an empty board."""
    x, y, w, h = box
    panel = Poly(rounded_rect(x, y, w, h, 8), fill=COMBAT_PANEL, stroke=EDGE, width=2, tag="combat")
    shapes: list[Shape] = [panel]
    if bout is None:
        shapes += lines(x, y + h / 2, w, word("no_fight", lang), fill=FAINT)
        return tuple(shapes)
    result, sides, dice, rolled, reds = _counts(bout.white, bout.black, bout.faces, bout.red)
    rows_top, row_h = y + 58, 32
    for s, side in enumerate(SIDES):
        ty = y + 12 if s == 0 else y + h - 84
        dy = y + 24 if s == 0 else y + h - 72
        shapes.append(Circle(x + 14, ty, 8, fill=(WHITE_SIDE, BLACK_SIDE)[s], stroke=INK,
                             tag=f"side:{side}"))  # fmt: skip
        title = _fighter_title(side, bout.names[s], sides[s] if sides else None, lang)
        shapes.append(label(x + 24, ty, w - 28, title, size=SMALL, tag=f"fighter:{side}"))
        shapes += _dice_row(side, dice[s], rolled[s], reds[s], x + 4, dy, w - 8, 26)
    shown = 6 if step is None else max(0, min(6, step))
    before, now = _board_counts(result, shown) if result is not None else (None, None)
    box_w, name_w = 78, w - 2 * 78 - 16
    columns = {"white": x + 6, "black": x + w - 6 - box_w}
    for r, symbol in enumerate(SERPENTINE):
        ry = rows_top + r * row_h
        shapes.append(Text(x + w / 2, ry + (row_h - 4) / 2, symbol_name(symbol, lang, 2), SMALL,
                           FAINT, bold=False, tag=f"row:{symbol}"))  # fmt: skip
        for side in SIDES:
            shapes += _count_box(side, symbol, columns[side], ry, box_w, row_h - 4, before, now)
    del name_w
    if result is None:
        shapes.append(label(x, y + h - 22, w, word("waiting", lang), fill=FAINT))
        return tuple(shapes)
    edge = {"white": columns["white"] + box_w + 2, "black": columns["black"] - 2}
    for i, st in enumerate(result.steps):
        y1 = rows_top + SERPENTINE.index(st.by_symbol) * row_h + (row_h - 4) / 2
        y2 = rows_top + SERPENTINE.index(st.symbol) * row_h + (row_h - 4) / 2
        shapes += _arrow(i, edge[st.by_side], y1, edge[st.side], y2, i < shown, r=9, along=0.16)
    if step is None or step >= 6:
        immune = (bout.white.wounds_immune, bout.black.wounds_immune)
        tag = f"winner:{result.winner}" if result.winner else "winner:draw"
        shapes += lines(x, y + h - 22, w, result_text(result, lang, immune=immune), most=1,
                        fill=WARNING, bold=True, tag=tag)  # fmt: skip
    return tuple(shapes)
