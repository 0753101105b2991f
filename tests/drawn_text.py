"""Where the texts a board draws lie, for the tests of every game's pictures: no two may overlap,
and none may run off the board.

A text's box is its width as drawn (:func:`widgets.fonts.text_width`, the wider of the fonts a
browser uses for ``sans-serif``) by its size, centred where it is drawn.
"""

from __future__ import annotations

from collections.abc import Iterable

from widgets.fonts import text_width
from widgets.shapes import Shape, Text

Box = tuple[float, float, float, float]

SLACK = 0.5
"""Pixels two texts may share at their edges (antialiasing), and a text may pass the board's."""


def text_box(text: Text) -> Box:
    """(left, top, right, bottom) of ``text`` as drawn."""
    half = text_width(text.text, text.size, bold=text.bold) / 2
    return (text.x - half, text.y - text.size / 2, text.x + half, text.y + text.size / 2)


def overlapping_texts(
    shapes: Iterable[Shape], size: tuple[float, float] | None = None
) -> list[str]:
    """Every pair of texts among ``shapes`` that overlap, and (with the board's ``size``) every
    text that runs off it, said as ``'"a" at (x, y) overlaps "b" at (x, y) by w x h px'``."""
    texts = [s for s in shapes if isinstance(s, Text) and s.text.strip() and s.opacity > 0]
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
