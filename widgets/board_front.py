"""The boards' own code in the browser: ``board_front.js``, sent to the page by a small widget.

ipycanvas draws a board and reports its clicks; what a board needs beyond that from the page (a
click that lands where it points however the page is scrolled, and later the keyboard) is
JavaScript of our own, in ``board_front.js``, loaded as an `anywidget <https://anywidget.dev>`_
ES module. Its ``initialize`` runs when the browser builds the widget's model, displayed or not:
Voilà builds a model for every widget the kernel holds, JupyterLab for every widget a cell
makes. So one :class:`BoardFront` per kernel, made with the first board (:func:`board_front`),
is enough: it costs the page one widget model and never takes room on it.

>>> board_front() is board_front()
True
"""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

import anywidget


class BoardFront(anywidget.AnyWidget):
    """The widget that carries ``board_front.js`` to the page. It shows nothing."""

    _esm = Path(__file__).with_name("board_front.js")
    shared: ClassVar[BoardFront | None] = None
    """The kernel's one, made by :func:`board_front`."""


def board_front() -> BoardFront:
    """The kernel's :class:`BoardFront`, made on first use (and again if it was closed)."""
    front = BoardFront.shared
    if front is None or front.comm is None:
        front = BoardFront.shared = BoardFront()
    return front
