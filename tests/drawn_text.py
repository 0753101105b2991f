"""Where the texts a board draws lie, for the tests of every game's pictures: no two that show
may overlap, and none may run off the board.

A text's box is its width as drawn (:func:`widgets.fonts.text_width`, the wider of the fonts a
browser uses for ``sans-serif``) by its size, centred where it is drawn. A text wholly covered by
an opaque shape painted after it (a card laid on a cell's name) does not show.
"""

from __future__ import annotations

from collections.abc import Iterable

from widgets.fonts import text_width
from widgets.shapes import Circle, Poly, Rect, Shape, Text

Box = tuple[float, float, float, float]

SLACK = 0.5
"""Pixels two texts may share at their edges (antialiasing), and a text may pass the board's."""


def text_box(text: Text) -> Box:
    """(left, top, right, bottom) of ``text`` as drawn (condensed to its width, if it has one)."""
    drawn = text_width(text.text, text.size, bold=text.bold)
    half = (drawn if text.width is None else min(drawn, text.width)) / 2
    return (text.x - half, text.y - text.size / 2, text.x + half, text.y + text.size / 2)


def _cover(shape: Shape) -> Box | None:
    """The box an opaque shape surely covers: a rectangle's own, and for a polygon (a rounded
    card) or a circle a box a little inside its outline."""
    if isinstance(shape, Text) or getattr(shape, "fill", None) is None or shape.opacity < 1:
        return None
    if isinstance(shape, Rect):
        return (shape.x, shape.y, shape.x + shape.w, shape.y + shape.h)
    if isinstance(shape, Circle):
        r = shape.r * 0.7
        return (shape.cx - r, shape.cy - r, shape.cx + r, shape.cy + r)
    if isinstance(shape, Poly):
        xs, ys = [p[0] for p in shape.points], [p[1] for p in shape.points]
        dx, dy = (max(xs) - min(xs)) * 0.1, (max(ys) - min(ys)) * 0.1
        return (min(xs) + dx, min(ys) + dy, max(xs) - dx, max(ys) - dy)
    return None


def shown_texts(shapes: Iterable[Shape]) -> list[Text]:
    """The texts among ``shapes`` (in the order painted) that no opaque shape painted later
    covers whole."""
    painted = list(shapes)
    covers = [_cover(s) for s in painted]
    shown = []
    for i, shape in enumerate(painted):
        if not isinstance(shape, Text) or not shape.text.strip() or shape.opacity <= 0:
            continue
        left, top, right, bottom = text_box(shape)
        if not any(
            c is not None and c[0] <= left and c[1] <= top and c[2] >= right and c[3] >= bottom
            for c in covers[i + 1 :]
        ):
            shown.append(shape)
    return shown


def overlapping_texts(
    shapes: Iterable[Shape], size: tuple[float, float] | None = None
) -> list[str]:
    """Every pair of texts among ``shapes`` that show and overlap, and (with the board's
    ``size``) every text that runs off it, said as
    ``'"a" at (x, y) overlaps "b" at (x, y) by w x h px'``."""
    texts = shown_texts(shapes)
    boxes = [text_box(t) for t in texts]
    found = []
    for i, (a, ta) in enumerate(zip(boxes, texts, strict=True)):
        for b, tb in zip(boxes[i + 1 :], texts[i + 1 :], strict=True):
            w = min(a[2], b[2]) - max(a[0], b[0])
            h = min(a[3], b[3]) - max(a[1], b[1])
            if w > SLACK and h > SLACK:
                found.append(
                    f"{ta.text!r} at ({ta.x:.0f}, {ta.y:.0f}) overlaps {tb.text!r} at "
                    f"({tb.x:.0f}, {tb.y:.0f}) by {w:.1f} x {h:.1f} px"
                )
        if size is not None:
            left, top, right, bottom = a
            if left < -SLACK or top < -SLACK or right > size[0] + SLACK or bottom > size[1] + SLACK:
                found.append(f"{ta.text!r} at ({ta.x:.0f}, {ta.y:.0f}) runs off the board")
    return found
