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

It also carries what a screen reader should hear: :func:`announce` says a sentence through the
page's one live region (a move, a refusal and its reason, an exercise done).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path
from typing import ClassVar

import anywidget

SAID_KEPT = 50
"""How many announcements :data:`SAID` keeps (the tests read them)."""
SAID: list[str] = []
"""The last announcements made in this kernel, oldest first."""


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


AFTER_PAINT = 0.025
"""Seconds the page is given to paint a board's answer before it hears the rest (its cells'
new names, the sentence for a screen reader): each message the page handles before ipycanvas's
paint delays the paint (by 1 to 2 ms each, measured)."""

_waiting: dict[object, Callable[[], None]] = {}


def after_paint(key: object, send: Callable[[], None]) -> None:
    """Call ``send`` once the page has had time to paint (:data:`AFTER_PAINT`), in a kernel;
    at once anywhere else (a test, a script). A later ``send`` for the same ``key`` replaces
    one still waiting: only the latest is sent."""
    loop = _kernel_loop()
    if loop is None:
        send()
        return
    first = key not in _waiting
    _waiting[key] = send
    if first:
        loop.call_later(AFTER_PAINT, lambda: _waiting.pop(key)())


def _kernel_loop() -> asyncio.AbstractEventLoop | None:
    """The running kernel's event loop, or None outside a kernel."""
    try:
        loop = asyncio.get_running_loop()
        from IPython import get_ipython
    except (ImportError, RuntimeError):
        return None
    return loop if getattr(get_ipython(), "kernel", None) is not None else None


QUIET_EVENTS = ("client_ready",)
"""Messages from the page that are no one's doing (a canvas shown): what they change is not
announced."""


def in_answer() -> bool:
    """Whether the kernel is answering something a person did in the page (a click, a key, a
    button, a choice): a message line changed then is announced. A page being built, or a board
    being shown, says nothing."""
    try:
        from ipykernel.kernelbase import Kernel
    except ImportError:  # pragma: no cover (the kernel is always there in a page)
        return False
    if not Kernel.initialized():
        return False
    parent = Kernel.instance().get_parent()
    if parent.get("header", {}).get("msg_type") != "comm_msg":
        return False
    data = parent.get("content", {}).get("data", {})
    sent = data.get("content", {}) if data.get("method") == "custom" else {}
    return not (isinstance(sent, dict) and (sent.get("event") in QUIET_EVENTS or "shown" in sent))


def announce(text: str) -> None:
    """Say ``text`` (plain words) through the page's live region, for a screen reader."""
    text = " ".join(text.split())
    if not text:
        return
    SAID.append(text)
    del SAID[:-SAID_KEPT]
    front = board_front()
    if front.comm is not None:
        after_paint(front, lambda: front.comm is not None and front.send({"say": text}))
