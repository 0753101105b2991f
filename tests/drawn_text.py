"""Where the texts a board draws lie, for the tests of every game's pictures: no two that show
may overlap, none may run off the board, none runs past the box it is drawn on (a card, a slot,
a badge, a panel) and no frame painted later crosses one.

A text's box is its width as drawn (:func:`widgets.fonts.text_width`, the wider of the fonts a
browser uses for ``sans-serif``) by its size, centred where it is drawn. A text wholly covered by
an opaque shape painted after it (a card laid on a cell's name) does not show.
"""

from __future__ import annotations

from collections.abc import Iterable

from widgets.fonts import text_width
from widgets.shapes import Circle, Line, Poly, Rect, Shape, Text

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


def _outline(shape: Shape) -> Box | None:
    """The box a shape outlines, as (left, top, right, bottom): a rectangle's, a polygon's (a
    card, a panel) and a filled circle's bounds; None for a text, a line or a ring."""
    if isinstance(shape, Rect):
        return (shape.x, shape.y, shape.x + shape.w, shape.y + shape.h)
    if isinstance(shape, Circle) and shape.fill is not None:
        return (shape.cx - shape.r, shape.cy - shape.r, shape.cx + shape.r, shape.cy + shape.r)
    if isinstance(shape, Poly) and (shape.fill is not None or shape.stroke is not None):
        xs, ys = [p[0] for p in shape.points], [p[1] for p in shape.points]
        return (min(xs), min(ys), max(xs), max(ys))
    return None


def _holds(outer: Box, inner: Box, slack: float = SLACK) -> bool:
    return (
        inner[0] >= outer[0] - slack
        and inner[1] >= outer[1] - slack
        and inner[2] <= outer[2] + slack
        and inner[3] <= outer[3] + slack
    )


def _area(box: Box) -> float:
    return (box[2] - box[0]) * (box[3] - box[1])


def _where(text: Text) -> str:
    return f"{text.text!r} at ({text.x:.0f}, {text.y:.0f})"


def texts_past_their_boxes(shapes: Iterable[Shape]) -> list[str]:
    """Every text that shows and runs past the box it is drawn on: the smallest shape painted
    before it (a card, a tile, a slot, a badge, a token, a panel) whose box holds the text's
    centre. Said as ``'"a" at (x, y) runs 3.5 px past its box (l, t, r, b)'``."""
    painted = list(shapes)
    shown = {id(t) for t in shown_texts(painted)}
    boxes: list[Box] = []
    found = []
    for shape in painted:
        if isinstance(shape, Text) and id(shape) in shown:
            box = text_box(shape)
            under = [b for b in boxes if b[0] <= shape.x <= b[2] and b[1] <= shape.y <= b[3]]
            if under:
                home = min(under, key=_area)
                past = max(home[0] - box[0], box[2] - home[2], home[1] - box[1], box[3] - home[3])
                if past > SLACK:
                    where = ", ".join(f"{v:.0f}" for v in home)
                    found.append(f"{_where(shape)} runs {past:.1f} px past its box ({where})")
            continue
        outline = _outline(shape)
        if outline is not None:
            boxes.append(outline)
    return found


def _meet(a: Box, b: Box) -> bool:
    return min(a[2], b[2]) - max(a[0], b[0]) > SLACK and min(a[3], b[3]) - max(a[1], b[1]) > SLACK


def frames_over_texts(texts: Iterable[Text], frames: Iterable[Shape]) -> list[str]:
    """Every one of ``texts`` (shown, and painted before ``frames``) that a frame among
    ``frames`` crosses: the stroke of an unfilled polygon (a mark's frame round a card or a
    slot) over the text's box. A text the frame goes round whole is not crossed."""
    boxes = [(t, text_box(t)) for t in texts]
    found = []
    for frame in frames:
        if not isinstance(frame, Poly) or frame.fill is not None or frame.stroke is None:
            continue
        left, top, right, bottom = _outline(frame)  # type: ignore[misc]
        half = frame.width / 2
        outer = (left - half, top - half, right + half, bottom + half)
        inner = (left + half, top + half, right - half, bottom - half)
        for text, box in boxes:
            if _meet(outer, box) and not _holds(inner, box):
                found.append(f"{_where(text)} is crossed by the frame {frame.tag or '(untagged)'}")
    return found


def texts_under_strokes(shapes: Iterable[Shape]) -> list[str]:
    """:func:`frames_over_texts` for every frame among ``shapes`` and the texts that show
    painted before it."""
    painted = list(shapes)
    shown = {id(t) for t in shown_texts(painted)}
    found = []
    for j, frame in enumerate(painted):
        before = (t for t in painted[:j] if isinstance(t, Text) and id(t) in shown)
        found += frames_over_texts(before, [frame])
    return found


def shapes_off_the_board(shapes: Iterable[Shape], size: tuple[float, float]) -> list[str]:
    """Every shape that reaches past the board's edge, its stroke included (the board cuts it
    there): said with its tag."""
    found = []
    for shape in shapes:
        if isinstance(shape, Text):
            box: Box | None = text_box(shape)
        elif isinstance(shape, Line):
            box = (min(shape.x1, shape.x2), min(shape.y1, shape.y2),
                   max(shape.x1, shape.x2), max(shape.y1, shape.y2))  # fmt: skip
        elif isinstance(shape, Circle):
            box = (shape.cx - shape.r, shape.cy - shape.r, shape.cx + shape.r, shape.cy + shape.r)
        else:
            box = _outline(shape)
        if box is None:
            continue
        edge = shape.width / 2 if getattr(shape, "stroke", None) else 0
        left, top, right, bottom = box[0] - edge, box[1] - edge, box[2] + edge, box[3] + edge
        past = max(-left, -top, right - size[0], bottom - size[1])
        if past > SLACK:
            name = shape.text if isinstance(shape, Text) else shape.tag or type(shape).__name__
            found.append(f"{name!r} reaches {past:.1f} px past the board's edge")
    return found
