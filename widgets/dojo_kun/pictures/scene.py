"""The live board's three layers, and the static pictures made of the same shapes."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from gamekit.dojo_kun.combat import Fighter, Side
from gamekit.dojo_kun.state import DojoKunState
from widgets.dojo_kun.pictures.bracket import tournament_shapes
from widgets.dojo_kun.pictures.combat import COMBAT, Bout, combat_shapes
from widgets.dojo_kun.pictures.dojo import dojo_background, dojo_pieces
from widgets.dojo_kun.pictures.glyphs import cross
from widgets.dojo_kun.pictures.layout import (
    DOJO_REGIONS,
    FRAMED,
    HEIGHT,
    WIDTH,
    Box,
    Pick,
    centre,
    mode,
    pick_box,
    region_of,
)
from widgets.dojo_kun.pictures.style import (
    FRAME_EDGE,
    FRAME_LIGHT,
    LAST,
    PAPER,
    REFUSED,
    SELECTED,
    TARGET,
)
from widgets.dojo_kun.pictures.village import (
    last_placement,
    turn_track,
    village_background,
    village_pieces,
)
from widgets.shapes import Poly, Rect, Shape, rounded_rect
from widgets.svg import shapes_svg


def background(
    state: DojoKunState, player: int, names: Sequence[str], lang: str = "en"
) -> tuple[Shape, ...]:
    """What changes least: the paper, the turn track, the village's boards (in the prelude),
    ``player``'s Dojo panel."""
    shapes: list[Shape] = [Rect(0, 0, WIDTH, HEIGHT, fill=PAPER, tag="mat")]
    shapes += turn_track(state, names, lang)
    if mode(state) == "village":
        shapes += village_background(state, lang)
    shapes += dojo_background(state, player, names, lang)
    return tuple(shapes)


def pieces(
    state: DojoKunState, player: int, names: Sequence[str], *, bout: Bout | None = None,
    step: int | None = None, lang: str = "en",
) -> tuple[Shape, ...]:  # fmt: skip
    """The cards, tiles, tokens and counts: the village and its tokens (prelude) or the bracket
    and the Combat board (tournament), and ``player``'s Dojo."""
    if mode(state) == "village":
        shapes = village_pieces(state, player, lang)
    else:
        shapes = tournament_shapes(state, names, bout=bout, step=step, lang=lang)
    return shapes + dojo_pieces(state, player, names, lang)


def _frame(box: Box, colour: str, width: float, tag: str) -> tuple[Shape, ...]:
    """A mark's frame on the edge of ``box``: ``colour`` between a near-black and a white edge,
    so that it stands out at 3:1 or more on whatever it lies on (a gold frame alone is 1.3:1 on
    the board's sand). It reaches ``width / 2 + 2`` pixels out of the box, at most
    :data:`~.layout.FRAMED`: the room the board keeps round every pick."""
    x, y, w, h = box
    outline = rounded_rect(x, y, w, h, 7)
    return (
        Poly(outline, stroke=FRAME_EDGE, width=width + 4),
        Poly(outline, stroke=FRAME_LIGHT, width=width + 2),
        Poly(outline, stroke=colour, width=width, tag=tag),
    )


PICKED_WIDTH = 2 * (FRAMED - 2)
"""The widest frame, the pick whose choices wait under the board: it reaches :data:`FRAMED`."""


def choose_below(box: Box) -> Poly:
    """The arrow of a pick whose choices wait under the board: a tooth pointing down on the
    middle of its frame's bottom edge, as deep as the frame (there is no room under every pick,
    the Dojo's at the board's foot, the activities' over a row's name)."""
    x, y, w, h = box
    mid, bottom = x + w / 2, y + h
    tooth = ((mid - 12, bottom - FRAMED + 0.5), (mid + 12, bottom - FRAMED + 0.5),
             (mid, bottom + FRAMED - 0.5))  # fmt: skip
    return Poly(tooth, fill=FRAME_LIGHT, stroke=FRAME_EDGE, width=1, tag="choose-below")


def marks(
    selectable: Iterable[Pick | str] = (),
    *,
    picked: Pick | None = None,
    refused: Pick | str | None = None,
    last: tuple[int, str] | None = None,
    player: int = 0,
    techniques: tuple[str, ...] = (),
) -> tuple[Shape, ...]:
    """The top layer: gold frames on what a click may choose (picks, or bare slot names); the
    pick whose choices wait under the board, framed with an arrow pointing down to them; a
    refused one framed and crossed; the slot of the last placement (``(player, slot)``: shown
    when it is in the village or in the Dojo drawn, ``player``'s)."""
    shapes: list[Shape] = []
    if last is not None and (last[1] not in DOJO_REGIONS or last[0] == player):
        shapes += _frame(region_of(("slot", last[1])), LAST, 2, f"last:{last[1]}")
    for item in selectable:
        pick = ("slot", item) if isinstance(item, str) else item
        box = pick_box(pick, techniques)
        shapes += _frame(box, TARGET, 3, f"target:{pick[0]}:{pick[1]}")
    if picked is not None:
        box = pick_box(picked, techniques)
        shapes += _frame(box, SELECTED, PICKED_WIDTH, f"picked:{picked[0]}:{picked[1]}")
        shapes.append(choose_below(box))
    if refused is not None:
        pick = ("slot", refused) if isinstance(refused, str) else refused
        box = pick_box(pick, techniques)
        shapes += _frame(box, REFUSED, 3, f"refused:{pick[0]}:{pick[1]}")
        cx, cy = centre(box)
        shapes += cross(cx, cy, 10, REFUSED)
    return tuple(shapes)


def board_svg(
    state: DojoKunState, player: int = 0, *, names: Sequence[str] | None = None,
    lang: str = "en", size: int | None = None,
) -> str:  # fmt: skip
    """The live board for seat ``player`` (his Dojo under the village), as SVG."""
    names = tuple(names or (f"P{p + 1}" for p in range(state.players)))
    shapes = background(state, player, names, lang) + pieces(state, player, names, lang=lang)
    shapes += marks(last=last_placement(state), player=player)
    return shapes_svg(shapes, WIDTH, HEIGHT, size=size, title="Dojo Kun")


def combat_svg(
    white: Fighter | Side | Mapping[str, object],
    black: Fighter | Side | Mapping[str, object],
    *,
    faces: tuple[Sequence[int], Sequence[int]] | None = None,
    red: tuple[Sequence[int], Sequence[int]] = ((), ()),
    names: tuple[str, str] = ("", ""),
    step: int | None = None,
    lang: str = "en",
    size: int | None = None,
    legend_row: bool = True,
) -> str:
    """The whole Combat board (see :func:`~widgets.dojo_kun.pictures.combat.combat_shapes`) as
    SVG, with the symbols' legend under it."""
    from widgets.dojo_kun.pictures.legend import symbols_legend

    width, height = COMBAT.size
    legend = symbols_legend(0, height, width, lang) if legend_row else ()
    extra = 44 if legend_row else 0
    shapes: list[Shape] = [Rect(0, 0, width, height + extra, fill=PAPER)]
    shapes += combat_shapes(white, black, faces=faces, red=red, names=names, step=step, lang=lang)
    shapes += legend
    return shapes_svg(shapes, width, height + extra, size=size, title="Dojo Kun combat")
