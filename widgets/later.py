"""Parts of a page built once its first board is on screen.

What a page's browser builds before its first board shows is the time a learner waits: about
1-2 ms a widget model on a school's cheap laptop, and a game's page holds hundreds of them. A
part lower on the page that nobody uses in the first second (Dojo Kun's combat lab, some 200
models) can be made later: :class:`Later` shows an empty place of its height, and builds its
widget as soon as a board of the page has been painted (its models then reach the browser
after the board's picture), or, on a page with no board, a moment after the place itself is
shown.

>>> from ipywidgets import HTML
>>> later = Later(lambda: HTML("the lab"), height="40px")
>>> board_shown()  # a board was painted (built at once if one had been already)
>>> later.built.value, later.widget.children[0].value
('the lab', 'the lab')
"""

from __future__ import annotations

import asyncio
import ctypes
from collections.abc import Callable
from typing import Any

import anywidget
import ipywidgets as w

WAIT = 0.5
"""Seconds a shown place waits for a board to be painted before it builds anyway."""


class _Waiting:
    """The parts waiting in this kernel, and whether a board has been painted yet."""

    parts: list[Later] = []  # noqa: RUF012 (one list for the kernel, on purpose)
    painted = False


def board_shown() -> None:
    """A board of the page has been painted for a browser: build every part waiting."""
    _Waiting.painted = True
    waiting, _Waiting.parts = _Waiting.parts, []
    for part in waiting:
        part.build()
    if waiting:
        give_back_freed_memory()


def give_back_freed_memory() -> None:
    """Hand the memory a page's set-up freed back to the system. The C library keeps freed
    memory for later by default, so each of a class's preheated kernels would hold about 2 MB it
    no longer uses. Where the library is not glibc there is nothing to do."""
    try:
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        pass


class Shown(anywidget.AnyWidget):
    """An empty mark that tells the kernel when the page shows it."""

    _esm = "export default { render({ model }) { model.send({ shown: true }); } };"


class Later:
    """The widget ``build()`` makes, built when the page has painted a board (at once if one
    was painted already); until then an empty place ``height`` high."""

    def __init__(self, build: Callable[[], Any], *, height: str) -> None:
        self._build = build
        self.built: Any = None
        self.mark = Shown()
        self.mark.on_msg(self._on_mark_shown)
        self.widget = w.VBox([self.mark], layout=w.Layout(min_height=height))
        if _Waiting.painted:
            self.build()
        else:
            _Waiting.parts.append(self)

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def build(self) -> Any:
        """Build the part now (once), and show it in its place."""
        if self.built is None:
            self.built = self._build()
            self.widget.children = (getattr(self.built, "widget", self.built),)
            self.widget.layout.min_height = ""
            self.mark.close()
        return self.built

    def _on_mark_shown(self, _mark: Shown, _content: Any, _buffers: Any) -> None:
        try:
            asyncio.get_running_loop().call_later(WAIT, self.build)
        except RuntimeError:  # no event loop: outside a kernel
            self.build()
