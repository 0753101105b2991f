"""Shapes as SVG text: the static pictures of narrative cells and of pages where no kernel runs.

Each game's ``pictures`` module turns a position into shapes (:mod:`widgets.shapes`); the live
canvas board paints them and :func:`shapes_svg` writes them as SVG, so a lesson's picture and the
live board always agree.

>>> from widgets.shapes import Rect
>>> shapes_svg([Rect(0, 0, 10, 10, fill="#000000")], 10, 10, size=20)[:4]
'<svg'
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape

from widgets import theme
from widgets.fonts import text_width
from widgets.shapes import Circle, Line, Poly, Rect, Shape


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


def labelled(svg: str, label: str) -> str:
    """``svg`` (a picture's SVG text) as one image named ``label``, its text alternative: what a
    screen reader says of it, the position in words (its drawn words and shapes are not read one
    by one). An SVG shown as an image file has no alternative at all; a page shows this one inline.

    >>> labelled('<svg width="10"><title>SHA</title></svg>', 'The Kaito is on "c3".')
    '<svg role="img" aria-label="The Kaito is on &quot;c3&quot;." width="10"><title>SHA</title></svg>'
    """
    if not svg.startswith("<svg "):
        raise ValueError("not an SVG picture: " + svg[:20])
    return f'<svg role="img" aria-label="{escape(label)}" ' + svg[len("<svg ") :]


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
    fit = ""
    if (
        shape.width is not None
        and text_width(shape.text, shape.size, bold=shape.bold) > shape.width
    ):
        fit = f' textLength="{_n(shape.width)}" lengthAdjust="spacingAndGlyphs"'
    return (
        f'<text x="{_n(shape.x)}" y="{_n(shape.y)}" font-size="{_n(shape.size)}" '
        f'fill="{shape.fill}" text-anchor="middle" dominant-baseline="central"'
        f"{weight}{alpha}{fit}{tag}>{escape(shape.text)}</text>"
    )
