"""Closing a view that is replaced: the widget, everything inside it, and their layouts and
styles, so that a new game or a newly loaded position leaves nothing behind in the kernel or the
browser (ipywidgets closes only the widget it is asked to).
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w


def close_view(view: Any) -> None:
    """Close ``view`` (a widget, or an object with a ``widget``) and all it holds."""
    widget = getattr(view, "widget", view)
    if isinstance(widget, w.Widget):
        _close(widget)


def _close(widget: w.Widget) -> None:
    for child in getattr(widget, "children", ()):
        if isinstance(child, w.Widget):
            _close(child)
    for part in ("layout", "style", "_canvases"):
        held = getattr(widget, part, None)
        for item in held if isinstance(held, list | tuple) else (held,):
            if isinstance(item, w.Widget) and item is not widget:
                _close(item)
    widget.close()
