"""The tournament as the live board draws it in the village's place: the bracket (the eight who
entered, then the four, two and one who went on), the predictions, and the Combat board of the
fight in progress."""

from __future__ import annotations

from collections.abc import Sequence

from gamekit.dojo_kun.state import DojoKunState
from gamekit.dojo_kun.tournament import FIGHTS
from widgets.dojo_kun.pictures.combat import Bout, combat_panel, current_bout, entrant_label
from widgets.dojo_kun.pictures.layout import (
    BRACKET_TITLE_Y,
    COMBAT,
    MIDDLE,
    PREDICTIONS,
    seat_box,
)
from widgets.dojo_kun.pictures.style import (
    BLACK_SIDE,
    BOARD,
    CARD,
    DOJO_COLOURS,
    EDGE,
    FAINT,
    INK,
    LINE,
    SKULL_COLOUR,
    SLOT_FILL,
    SMALL,
    WHITE_SIDE,
    fitted,
    label,
    word,
    wrapped,
)
from widgets.i18n import colon
from widgets.shapes import Circle, Line, Poly, Rect, Shape, Text, rounded_rect

ROUNDS = ("quarter", "semi", "final", "champion")
FIRST_FIGHT = (0, 4, 6)
"""The first fight of each round: four quarter-finals, two semi-finals, the final."""


def fight_round(fight: int) -> int:
    """The round of fight ``fight`` (0-6): 0 the quarter-finals, 1 the semi-finals, 2 the final."""
    return 0 if fight < 4 else 1 if fight < 6 else 2


def bracket_title(state: DojoKunState, lang: str = "en") -> str:
    """The words over the bracket: the tournament, and the fight in progress."""
    t = state.tournament
    title = word("tournament", lang)
    if t is not None and t.fight < FIGHTS:
        round_name = word(ROUNDS[fight_round(t.fight)], lang)
        title += " — " + word("fight", lang, n=t.fight + 1, round=round_name)
    return title


def bracket_shapes(
    state: DojoKunState, names: Sequence[str], lang: str = "en"
) -> tuple[Shape, ...]:
    """The bracket: 8 slots, then the 4, 2 and 1 who went on (Skull Dojo athletes dark, players'
    in their Dojo's colour with their seat's number), lines joining each pair to its winner's
    slot, the fight in progress framed with its white and black tokens, dropped fighters struck
    out, and the predictions for the fight."""
    t = state.tournament
    x, y, w, h = MIDDLE
    shapes: list[Shape] = [
        Poly(rounded_rect(x - 2, y - 2, w + 4, h + 4, 10), fill=BOARD, tag="tournament")
    ]
    title = bracket_title(state, lang)
    shapes.append(label(x, BRACKET_TITLE_Y, COMBAT[0] - x - 8, title, tag="label:tournament"))
    for level in range(4):
        for index in range(8 >> level):
            bx, by, bw, bh = seat_box(level, index)
            if level < 3:  # the line to the next round's slot
                nx, ny, _, nh = seat_box(level + 1, index // 2)
                mid = bx + bw + (nx - bx - bw) / 2
                shapes.append(
                    Line(bx + bw, by + bh / 2, mid, by + bh / 2, INK, 1.5, tag="bracket-line")
                )
                shapes.append(
                    Line(mid, by + bh / 2, mid, ny + nh / 2, INK, 1.5, tag="bracket-line")
                )
                shapes.append(Line(mid, ny + nh / 2, nx, ny + nh / 2, INK, 1.5, tag="bracket-line"))
            entrant = t.rounds[level][index] if t is not None else None
            tag = f"bracket:{level}:{index}"
            if entrant is None:
                shapes.append(Poly(rounded_rect(bx, by, bw, bh, 6), fill=SLOT_FILL, stroke=EDGE,
                                   width=1.5, tag=tag + ":empty"))  # fmt: skip
                continue
            name, _ = entrant_label(state, entrant, names)
            colour = (
                SKULL_COLOUR if entrant.skull else DOJO_COLOURS[state.dojos[entrant.owner].name]
            )
            fill, ink = (SKULL_COLOUR, "#ffffff") if entrant.skull else (CARD, INK)
            shapes.append(Poly(rounded_rect(bx, by, bw, bh, 6), fill=fill, stroke=colour,
                               width=2.5, tag=f"{tag}:{name}"))  # fmt: skip
            shapes.append(Rect(bx + 2, by + 2, 16, bh - 4, fill=colour))
            badge = "☠" if entrant.skull else str(entrant.owner + 1)
            shapes.append(Text(bx + 10, by + bh / 2, badge, SMALL, "#ffffff"))
            said = wrapped(name, bw - 24)
            for k, text in enumerate(said):
                ty = by + bh / 2 + (k - (len(said) - 1) / 2) * (LINE - 1)
                shapes.append(fitted(bx + 11 + bw / 2, ty, bw - 24, text, fill=ink))
            if t is not None and entrant in t.dropped:
                shapes.append(Line(bx + 4, by + bh / 2, bx + bw - 4, by + bh / 2, "#c62828", 2.5,
                                   tag=f"dropped:{level}:{index}"))  # fmt: skip
    if t is not None and t.fight < FIGHTS:
        level = fight_round(t.fight)
        i = t.fight - FIRST_FIGHT[level]
        ax, ay, aw, _ = seat_box(level, 2 * i)
        _, by, _, bh = seat_box(level, 2 * i + 1)
        shapes.append(Poly(rounded_rect(ax - 3, ay - 3, aw + 6, by + bh - ay + 6, 8),
                           stroke="#c62828", width=3, tag=f"fight:{t.fight}"))  # fmt: skip
        for side, sy in (("white", ay + 6), ("black", by + bh - 6)):
            shapes.append(Circle(ax + aw - 2, sy, 6, fill=WHITE_SIDE if side == "white"
                                 else BLACK_SIDE, stroke=INK, tag=f"fighter-token:{side}"))  # fmt: skip
    px, py, pw, _ = PREDICTIONS
    guesses = [(p, g) for p, g in enumerate(t.predictions if t else ()) if g is not None]
    if guesses:
        shapes.append(label(px, py, pw, word("predictions", lang), size=SMALL, fill=FAINT))
        for k, (p, guess) in enumerate(guesses):
            cy = py + (k + 1) * (LINE + 4)
            shapes.append(Circle(px + 8, cy, 7, fill=WHITE_SIDE if guess == "white" else BLACK_SIDE,
                                 stroke=INK, tag=f"prediction:{p}:{guess}"))  # fmt: skip
            guessed = f"{names[p]}{colon(lang)}{word(guess, lang)}"
            shapes.append(label(px + 18, cy, pw - 18, guessed, size=SMALL, bold=False))
    return tuple(shapes)


def tournament_shapes(
    state: DojoKunState, names: Sequence[str], *, bout: Bout | None = None,
    step: int | None = None, lang: str = "en",
) -> tuple[Shape, ...]:  # fmt: skip
    """The bracket and, beside it, the Combat board of ``bout`` (by default the fight in
    progress with its last roll, :func:`~widgets.dojo_kun.pictures.combat.current_bout`)."""
    bout = bout if bout is not None else current_bout(state, names)
    return bracket_shapes(state, names, lang) + combat_panel(bout, COMBAT, step=step, lang=lang)
