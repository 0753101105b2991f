"""Finding a board's legend in a widget, for the tests of every game's views."""

from __future__ import annotations

from typing import Any


def legend_of(widget: Any) -> str:
    """The legend under a board: the HTML of the child of ``widget`` with class gk-legend."""
    return next(v for c in widget.children if "class='gk-legend'" in (v := getattr(c, "value", "")))
