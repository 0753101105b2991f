"""Static SVG pictures of positions, for narrative cells and pages where no kernel runs.

In the manner of python-chess's ``chess.svg.board``: a pure function from a state to SVG text, with
keyword-only options. Show it in a notebook with ``IPython.display.SVG(kaito_svg(state))``.

>>> import gamekit
>>> state = gamekit.load("kaito").from_code("SS1SSS/SS1HHs/4H1/ss1sss/hhshAA/AB1BCC r move c3 - -")
>>> kaito_svg(state, size=200)[:4]
'<svg'
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape

from gamekit.kaito import KaitoState, Tile, parse_square
from widgets import kaito_pictures as pictures
from widgets import theme
from widgets.shapes import Circle, Line, Poly, Rect, Shape


def kaito_svg(
    state: KaitoState,
    *,
    size: int | None = None,
    highlight: Iterable[int | str] = (),
    targets: bool = False,
    last: tuple[int | str | None, int | str] | None = None,
    hint: int | str | None = None,
    refused: int | str | None = None,
    coordinates: bool = True,
    title: str | None = None,
) -> str:
    """A picture of a Kaito position as SVG text.

    ``highlight`` frames squares (numbers or names like ``"c4"``), ``targets=True`` frames every
    square the Kaito can reach, ``last=(from, to)`` draws the Kaito's last move, ``hint`` and
    ``refused`` mark one square each; ``size`` is the width in pixels (the picture scales).
    """
    geom = pictures.GEOMETRY
    framed = [_square(s) for s in highlight]
    if targets:
        framed += [s for s in pictures.target_squares(state) if s not in framed]
    move = (
        None if last is None else (None if last[0] is None else _square(last[0]), _square(last[1]))
    )
    shapes = (
        *pictures.background(geom, coordinates=coordinates),
        *pictures.pieces(state, geom),
        *pictures.marks(
            geom,
            targets=framed,
            last=move,
            hint=None if hint is None else _square(hint),
            refused=None if refused is None else _square(refused),
        ),
    )
    width, height = geom.size
    return shapes_svg(shapes, width, height, size=size, title=title or state.to_code())


def tile_svg(tile: Tile, *, size: int = 36, dead: bool = False) -> str:
    """One tile as a small SVG picture (face down when ``dead``)."""
    return shapes_svg(
        pictures.tile_shapes(tile, 0, 0, 100, dead=dead), 100, 100, size=size, title=tile.label
    )


def shapes_svg(
    shapes: Iterable[Shape],
    width: float,
    height: float,
    *,
    size: int | None = None,
    title: str = "",
) -> str:
    """Shapes drawn on a ``width`` x ``height`` view box, shown ``size`` pixels wide."""
    shown_w = width if size is None else size
    shown_h = height if size is None else round(size * height / width)
    body = "".join(_element(shape) for shape in shapes)
    heading = f"<title>{escape(title)}</title>" if title else ""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{shown_w}" height="{shown_h}" '
        f'viewBox="0 0 {_n(width)} {_n(height)}" font-family="{theme.FONT}">{heading}{body}</svg>'
    )


def _square(square: int | str) -> int:
    return parse_square(square) if isinstance(square, str) else square


def _n(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".")


def _paint(fill: str | None, stroke: str | None, width: float, opacity: float) -> str:
    attrs = f' fill="{fill or "none"}"'
    if stroke:
        attrs += f' stroke="{stroke}" stroke-width="{_n(width)}" stroke-linejoin="round"'
    if opacity != 1.0:
        attrs += f' opacity="{_n(opacity)}"'
    return attrs


def _element(shape: Shape) -> str:
    tag = (
        f' class="{escape(shape.tag.split(":")[0])}" data-tag="{escape(shape.tag)}"'
        if shape.tag
        else ""
    )
    if isinstance(shape, Rect):
        paint = _paint(shape.fill, shape.stroke, shape.width, shape.opacity)
        return (
            f'<rect x="{_n(shape.x)}" y="{_n(shape.y)}" width="{_n(shape.w)}" '
            f'height="{_n(shape.h)}"{paint}{tag}/>'
        )
    if isinstance(shape, Poly):
        points = " ".join(f"{_n(x)},{_n(y)}" for x, y in shape.points)
        paint = _paint(shape.fill, shape.stroke, shape.width, shape.opacity)
        return f'<polygon points="{points}"{paint}{tag}/>'
    if isinstance(shape, Circle):
        paint = _paint(shape.fill, shape.stroke, shape.width, shape.opacity)
        return f'<circle cx="{_n(shape.cx)}" cy="{_n(shape.cy)}" r="{_n(shape.r)}"{paint}{tag}/>'
    if isinstance(shape, Line):
        paint = _paint(None, shape.stroke, shape.width, shape.opacity)
        return (
            f'<line x1="{_n(shape.x1)}" y1="{_n(shape.y1)}" x2="{_n(shape.x2)}" '
            f'y2="{_n(shape.y2)}"{paint} stroke-linecap="round"{tag}/>'
        )
    weight = ' font-weight="bold"' if shape.bold else ""
    alpha = f' opacity="{_n(shape.opacity)}"' if shape.opacity != 1.0 else ""
    return (
        f'<text x="{_n(shape.x)}" y="{_n(shape.y)}" font-size="{_n(shape.size)}" '
        f'fill="{shape.fill}" text-anchor="middle" dominant-baseline="central"'
        f"{weight}{alpha}{tag}>{escape(shape.text)}</text>"
    )
