"""The few drawing shapes every picture is made of, as plain data.

A board's picture is a tuple of shapes per layer. The same shapes are painted on an ipycanvas
layer (:mod:`widgets.canvas`) and written as SVG (:mod:`widgets.svg`), so the live board and the
static pictures cannot drift apart. Each shape may carry a ``tag`` saying what it shows
(``"tile:S:c4"``, ``"target:e3"``); painters ignore tags, tests read them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

Point = tuple[float, float]


@dataclass(frozen=True, slots=True)
class Rect:
    x: float
    y: float
    w: float
    h: float
    fill: str | None = None
    stroke: str | None = None
    width: float = 1.0
    opacity: float = 1.0
    tag: str = ""


@dataclass(frozen=True, slots=True)
class Poly:
    points: tuple[Point, ...]
    fill: str | None = None
    stroke: str | None = None
    width: float = 1.0
    opacity: float = 1.0
    tag: str = ""


@dataclass(frozen=True, slots=True)
class Circle:
    cx: float
    cy: float
    r: float
    fill: str | None = None
    stroke: str | None = None
    width: float = 1.0
    opacity: float = 1.0
    tag: str = ""


@dataclass(frozen=True, slots=True)
class Line:
    """A straight stroke with round ends."""

    x1: float
    y1: float
    x2: float
    y2: float
    stroke: str
    width: float = 1.0
    opacity: float = 1.0
    tag: str = ""


@dataclass(frozen=True, slots=True)
class Text:
    """Text centred on (x, y); ``width``, if given, the most it may take: a longer text is drawn
    narrower, its letters condensed to fit at their full height (a canvas's ``maxWidth``, an
    SVG's ``textLength``), so that a word is never cut short nor written smaller."""

    x: float
    y: float
    text: str
    size: float
    fill: str
    bold: bool = True
    opacity: float = 1.0
    tag: str = ""
    width: float | None = None


Shape = Rect | Poly | Circle | Line | Text


@lru_cache(maxsize=4096)
def rounded_rect(
    x: float, y: float, w: float, h: float, radius: float, segments: int = 4
) -> tuple[Point, ...]:
    """The outline of a rectangle with rounded corners, as a polygon."""
    r = min(radius, w / 2, h / 2)
    corners = ((x + w - r, y + r, -90), (x + w - r, y + h - r, 0), (x + r, y + h - r, 90))
    corners = ((x + r, y + r, 180), *corners)
    points: list[Point] = []
    for cx, cy, start in corners:
        for i in range(segments + 1):
            a = math.radians(start + 90 * i / segments)
            points.append((round(cx + r * math.cos(a), 2), round(cy + r * math.sin(a), 2)))
    return tuple(points)


def arc_points(
    cx: float, cy: float, r: float, start: float, end: float, segments: int = 12
) -> tuple[Point, ...]:
    """Points along a circular arc from angle ``start`` to ``end`` (degrees, clockwise on screen)."""
    return tuple(
        (
            round(cx + r * math.cos(math.radians(start + (end - start) * i / segments)), 2),
            round(cy + r * math.sin(math.radians(start + (end - start) * i / segments)), 2),
        )
        for i in range(segments + 1)
    )


def star(cx: float, cy: float, outer: float, inner: float, tips: int = 4) -> tuple[Point, ...]:
    """A star with ``tips`` points, one pointing up."""
    points = []
    for i in range(2 * tips):
        r = outer if i % 2 == 0 else inner
        a = math.radians(-90 + 180 * i / tips)
        points.append((round(cx + r * math.cos(a), 2), round(cy + r * math.sin(a), 2)))
    return tuple(points)
