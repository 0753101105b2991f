"""Presenter mode, for a class following the page on a projector: large text, boards as wide as
the screen, and the page one section at a time with *Previous* and *Next*.

A page's link turns it on with ``?present=1``; a toggle under the title turns it on and off. A
section is a ``##`` heading and the cells under it, up to the next one (the title and what comes
before the first heading make the first section). Voilà wraps each cell of the page in
``<div cell-index="n">`` (n counts from 1), so showing one section is a style sheet hiding the
other cells' divs; the bar with the buttons stays fixed at the bottom of the screen.

Boards grow as large as the screen lets them be whole (:func:`board_css`), by style alone:
ipycanvas maps a click through the canvas's shown size (``getBoundingClientRect``), so a click on
a scaled board still lands on its cell.

>>> cells = [("code", "import x"), ("markdown", "# Kaito"), ("code", "page.header"),
...          ("markdown", "## The goal `[kaito.goal]`"), ("markdown", "## Moving"),
...          ("code", "LESSONS['move']()")]
>>> [(s.title, s.cells) for s in sections(cells)]
[('Kaito', (0, 1, 2)), ('The goal', (3,)), ('Moving', (4, 5))]
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from html import escape
from pathlib import Path

import ipywidgets as w

from widgets.canvas import SIZES
from widgets.i18n import Table, say

WORDS: Table = {
    "toggle": {"en": "Presenter mode", "fr": "Mode présentation"},
    "previous": {"en": "Previous", "fr": "Précédent"},
    "next": {"en": "Next", "fr": "Suivant"},
    "where": {"en": "{n} / {total} · {title}", "fr": "{n} / {total} · {title}"},
}

TEXT_PX = 22
"""The prose in presenter mode; widgets' text is two pixels smaller (at least 20 px)."""

CSS = f"""
body {{ --jp-content-font-size1: {TEXT_PX}px; --jp-widgets-font-size: {TEXT_PX - 2}px;
        --jp-ui-font-size1: {TEXT_PX - 2}px; --jp-widgets-inline-height: 40px;
        --jp-code-font-size: {TEXT_PX - 4}px; }}
.jp-RenderedHTMLCommon, .jp-RenderedHTMLCommon p, .jp-RenderedHTMLCommon li {{
    font-size: {TEXT_PX}px !important; line-height: 1.45; }}
.widget-html-content, .widget-label, .widget-button, .widget-toggle-button, .widget-inline-hbox,
.widget-dropdown > select, .widget-select > select, .widget-text input, .gk-app, .gk-lesson {{
    font-size: {TEXT_PX - 2}px !important; }}
/* A heading's rule ids stay small: the class reads the title. */
.jp-RenderedHTMLCommon h1 code, .jp-RenderedHTMLCommon h2 code {{ font-size: 0.4em; }}
.widget-html-content, .widget-label {{ line-height: 1.4 !important; }}
.widget-button, .widget-toggle-button {{ width: auto !important; min-width: 3em;
    height: auto !important; min-height: 40px; }}
.widget-select > select {{ height: auto !important; }}
.widget-inline-hbox.widget-text {{ width: auto !important; }}
.widget-text input {{ min-width: 4em; }}
.widget-hbox {{ flex-wrap: wrap; }}
.gk-board {{ height: auto !important; max-width: 100%; }}
/* Pictures (static boards, cards) half as large again, never wider than the screen. */
.jp-RenderedSVG, .jp-RenderedImage {{ zoom: 1.4; }}
.jp-RenderedSVG img, .jp-RenderedImage img {{ max-width: calc((100vw - 80px) / 1.4) !important;
    height: auto; }}
body.jp-Notebook {{ padding-bottom: 80px; }}
html {{ scroll-padding-bottom: 80px; }}
"""
"""The style of presenter mode (the cells of the other sections are hidden besides)."""

BAR_CSS = """
/* Voilà's page scrolls inside a panel with "contain: strict", which would hold the bar fixed to
   the panel rather than the screen. */
.lm-Widget:has(.gk-present-bar) { contain: none !important; }
.gk-present-bar { position: fixed; bottom: 0; left: 0; right: 0; z-index: 100;
                  background: #fbf7ee; border-top: 2px solid #d7c9ab; padding: 6px 16px;
                  justify-content: center; align-items: center; gap: 16px; }
.gk-present-bar .gk-where { min-width: 12em; text-align: center; font-weight: bold; }
"""


@dataclass(frozen=True)
class Section:
    """A part of a page shown at once: its heading's text and its cells (notebook indices)."""

    title: str
    cells: tuple[int, ...]


def sections(cells: list[tuple[str, str]]) -> list[Section]:
    """The sections of a notebook whose cells are ``(type, source)``: each ``#`` or ``##``
    heading starts one (rule ids in backquotes are left out of its title)."""
    found: list[tuple[str, list[int]]] = []
    for index, (kind, source) in enumerate(cells):
        first = source.lstrip().splitlines()[0] if source.strip() else ""
        heading = re.match(r"#{1,2} (.*)", first) if kind == "markdown" else None
        if heading and (not found or first.startswith("## ")):
            found.append((_title(heading.group(1)), [index]))
        elif heading and not found[-1][0]:  # the page's title names the first section
            found[-1] = (_title(heading.group(1)), [*found[-1][1], index])
        elif found:
            found[-1][1].append(index)
        else:
            found.append(("", [index]))
    return [Section(title, tuple(indices)) for title, indices in found]


def notebook_cells(path: Path) -> list[tuple[str, str]]:
    """The ``(type, source)`` of each cell of the notebook at ``path`` (none if unreadable)."""
    try:
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        return [(c["cell_type"], "".join(c["source"])) for c in cells]
    except (OSError, ValueError, KeyError, TypeError):
        return []


class Presenter:
    """The toggle, the bar of *Previous* / *Next* and the style sheet of presenter mode for a
    page whose cells are ``cells``; ``keep`` are cells shown in every section (the one holding
    this widget, so that its bar stays on screen)."""

    def __init__(self, cells: list[tuple[str, str]], keep: tuple[int, ...] = (), lang: str = "en"):
        self.lang = lang
        self.sections = sections(cells)
        self.keep = keep
        self.section = 0
        self.style = w.HTML()
        self.toggle = w.ToggleButton(
            description=say(WORDS, "toggle", lang), icon="television", layout={"width": "auto"}
        )
        self.toggle.add_class("gk-present")
        self.previous = w.Button(description=say(WORDS, "previous", lang), icon="arrow-left")
        self.previous.add_class("gk-previous")
        self.next = w.Button(description=say(WORDS, "next", lang), icon="arrow-right")
        self.next.add_class("gk-next-section")
        self.where = w.HTML().add_class("gk-where")
        self.bar = w.HBox([self.previous, self.where, self.next]).add_class("gk-present-bar")
        self.bar.layout.display = "none"
        self.toggle.observe(lambda change: self._switch(change["new"]), names="value")
        self.previous.on_click(lambda _: self.go(self.section - 1))
        self.next.on_click(lambda _: self.go(self.section + 1))
        self.widget = w.VBox([self.style, self.toggle, self.bar]).add_class("gk-presenter")

    @property
    def on(self) -> bool:
        return self.toggle.value

    def present(self, on: bool = True) -> None:
        """Turn presenter mode on (at the current section) or off."""
        self.toggle.value = on

    def go(self, section: int) -> None:
        """Show section ``section`` (kept within the page's sections)."""
        self.section = max(0, min(section, len(self.sections) - 1))
        self._draw()

    def shown_cells(self) -> tuple[int, ...]:
        """The notebook cells shown now (every cell when presenter mode is off)."""
        if not self.on or not self.sections:
            return tuple(i for s in self.sections for i in s.cells)
        return tuple(sorted({*self.sections[self.section].cells, *self.keep}))

    def _switch(self, on: bool) -> None:
        self.bar.layout.display = "" if on else "none"
        self._draw()

    def _draw(self) -> None:
        if not self.on:
            self.style.value = ""
            return
        total = len(self.sections)
        if total:
            shown = " ".join(f':not([cell-index="{i + 1}"])' for i in self.shown_cells())
            hide = f"div[cell-index]{shown.replace(' ', '')} {{ display: none !important; }}"
            title = self.sections[self.section].title
        else:
            hide, title = "", ""
        self.style.value = f"<style>{CSS}{BAR_CSS}{board_css()}{hide}</style>"
        n = self.section + 1
        # The new section starts at the top of the screen: an image that cannot load scrolls
        # every box around it there (a widget's HTML runs no script; a handler of our own text
        # is the one way; Voilà's page scrolls in a panel, not the window).
        top = "for(let e=this;e;e=e.parentElement){e.scrollTop=0}"
        self.where.value = (
            escape(say(WORDS, "where", self.lang, n=n, total=total, title=title))
            + f"<img src='data:,{n}' alt='' style='display:none' onerror='{top}'>"
        )
        self.previous.disabled = self.section == 0
        self.next.disabled = self.section >= total - 1


def board_css(sizes: Iterable[tuple[int, int]] | None = None) -> str:
    """Each board as large as the screen lets it be whole (its height within the screen's,
    below the bar), never smaller than drawn, never wider than the page.

    >>> board_css([(498, 498)])
    '.gk-size-498x498 { width: min(100%, max(calc((100vh - 170px) * 1), 498px)) !important; }'
    """
    return "".join(
        f".gk-size-{w}x{h} {{ width: min(100%, max(calc((100vh - {ROOM}px) * {w / h:.4g}), "
        f"{w}px)) !important; }}"
        for w, h in sorted(SIZES if sizes is None else sizes)
    )


ROOM = 170
"""Pixels of the screen's height kept for the bar and a line above the board."""


def _title(heading: str) -> str:
    return re.sub(r"\s*`\[[^\]]*\]`", "", heading).strip()
