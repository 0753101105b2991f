"""Presenter mode, for a class following the page on a projector: large text, boards as large as
the screen holds them whole, and the page one slide at a time with *Previous* and *Next*.

A page's link turns it on with ``?present=1``; a toggle under the title turns it on and off. A
section is a ``##`` heading and the cells under it, up to the next one (the title and what comes
before the first heading make the first section). A section is shown in slides (:func:`slides`):
the rule's prose on a slide of its own, then each board (a cell's picture or live board) on one,
with the line that asks for a move when it is short, so that every board is seen whole, large
and without scrolling. Voilà wraps each cell of the page in ``<div cell-index="n">`` (n counts
from 1), so showing a slide is a style sheet hiding the other cells' divs; the bar with the
buttons stays fixed at the bottom of the screen, with the toggle and the language link in it.

Each board shown grows as large as the screen holds it whole, between its top and the bar: a
script the bar carries measures the room and gives the board its width in a CSS variable (a
board's place depends on the widgets above it, which only the browser knows). ipycanvas maps a
click through the canvas's shown size (``getBoundingClientRect``), so a click on a scaled board
still lands on its cell.

>>> cells = [("code", "import x"), ("markdown", "# Kaito"), ("code", "page.header"),
...          ("markdown", "## The goal `[kaito.goal]`"), ("markdown", "## Moving"),
...          ("code", "LESSONS['move']()")]
>>> [(s.title, s.cells) for s in sections(cells)]
[('Kaito', (0, 1, 2)), ('The goal', (3,)), ('Moving', (4, 5))]
"""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from html import escape
from pathlib import Path

import ipywidgets as w

from widgets.i18n import Table, say

WORDS: Table = {
    "toggle": {"en": "Presenter mode", "fr": "Mode présentation"},
    "previous": {"en": "Previous", "fr": "Précédent"},
    "next": {"en": "Next", "fr": "Suivant"},
    "where": {"en": "{n} / {total} · {title}", "fr": "{n} / {total} · {title}"},
    "part": {"en": "({k} of {parts})", "fr": "({k} sur {parts})"},
}

TEXT_PX = 22
"""The prose in presenter mode; widgets' text is two pixels smaller (at least 20 px)."""

SHORT = 160
"""The most characters of prose (without a heading) shown on a board's slide, above the board:
the line asking for a move. Longer prose, or a heading, is a slide of its own."""

BOARDS = ".gk-board, .gk-picture, .jp-RenderedSVG > img, .jp-RenderedHTML > svg"
"""What presenter mode fits to the screen: live boards, pictures a widget marks as its board,
and the pictures of narrative cells (an SVG output, or an HTML output that is one SVG)."""

SIDE_PX = 420
"""The width kept on a board's right for the rest of its widget, when it is laid beside it; a
box between the widget and its board may ask for another with a class ``gk-side-px-<n>`` (a
game's column of short words and buttons, beside a board as high as the screen)."""

CSS = f"""
body {{ --jp-content-font-size1: {TEXT_PX}px; --jp-widgets-font-size: {TEXT_PX - 2}px;
        --jp-ui-font-size1: {TEXT_PX - 2}px; --jp-widgets-inline-height: 40px;
        --jp-code-font-size: {TEXT_PX - 4}px; }}
.jp-RenderedHTMLCommon, .jp-RenderedHTMLCommon p, .jp-RenderedHTMLCommon li {{
    font-size: {TEXT_PX}px !important; line-height: 1.45; }}
.widget-html-content, .widget-label, .widget-button, .widget-toggle-button, .widget-upload,
.widget-inline-hbox,
.widget-checkbox label, .widget-readout,
.widget-dropdown > select, .widget-select > select, .widget-text input, .gk-app, .gk-lesson {{
    font-size: {TEXT_PX - 2}px !important; }}
/* A heading's rule ids stay small: the class reads the title. */
.jp-RenderedHTMLCommon h1 code, .jp-RenderedHTMLCommon h2 code {{ font-size: 0.4em; }}
.widget-html-content, .widget-label {{ line-height: 1.4 !important; }}
.widget-button, .widget-toggle-button, .widget-upload {{ width: auto !important; min-width: 3em;
    height: auto !important; min-height: 40px; }}
/* Labels and menus as wide as their words at this size (their widths were set for 15 px). */
.widget-inline-hbox > .widget-label {{ width: auto !important; max-width: none !important;
    min-width: 0 !important; padding-right: 6px; }}
.widget-dropdown {{ width: auto !important; max-width: 100%; }}
.widget-dropdown > select {{ width: auto !important; max-width: 100%; }}
.widget-select > select {{ height: auto !important; min-width: 10em; flex: 0 1 auto !important;
    width: auto !important; }}
.widget-select {{ width: auto !important; max-width: 100%; }}
.widget-checkbox {{ width: auto !important; }}
.widget-inline-hbox.widget-text {{ width: auto !important; }}
.widget-text input {{ min-width: 4em; }}
.widget-hbox {{ flex-wrap: wrap; }}
.gk-legend {{ font-size: 17px !important; }}
/* Each board as wide as the script found room for (the page's width until it has run). */
:is({BOARDS}) {{ width: var(--gk-fit, auto) !important; height: auto !important;
    max-width: none !important; }}
.jp-RenderedSVG > img {{ max-width: none !important; }}
/* A board beside the rest of its widget: the board on the left, the rest in a column. */
.gk-beside {{ display: grid !important;
    grid-template-columns: auto minmax(calc(var(--gk-side, {SIDE_PX}px) - 20px), 1fr);
    grid-template-rows: repeat(24, min-content) 1fr; column-gap: 20px; align-items: start;
    align-content: start; }}
.gk-beside .gk-through {{ display: contents !important; }}
/* A panel beside a board in its row (gk-side) joins the column: its parts one under the other. */
.gk-beside .gk-through > .gk-side {{ display: contents !important; }}
.gk-beside > *, .gk-beside .gk-through > *, .gk-beside .gk-through > .gk-side > * {{
    grid-column: 2; min-width: 0; max-width: 100%; overflow-wrap: anywhere; }}
.gk-beside .widget-text input {{ min-width: 0; }}
.gk-beside .widget-inline-hbox {{ flex-wrap: wrap; }}
.gk-beside .widget-inline-hbox > select {{ flex-shrink: 0 !important;
    font-size: {TEXT_PX - 4}px !important; }}
.gk-beside .gk-beside-board.gk-beside-board {{ grid-column: 1; grid-row: 1 / -1; }}
/* A live game's board first on its slide: in a widget marked so (an exercise, a launcher, an
   explorer whose board needs the screen's whole width), its app comes before the task, the
   choices or the code; a row marked as a board's (a panel beside it) lets the panel go under. */
.gk-board-first:not(.gk-beside) {{ display: flex !important; flex-direction: column; }}
.gk-board-first > :is(.gk-app, :has(> .gk-app)) {{ order: -1; }}
/* Laid beside its board, such a widget's column starts with its app's words and choices too. */
.gk-board-first.gk-beside > :not(.gk-through) {{ order: 2; }}
/* What an app marks as told after its board (the scores its board shows too, the other seats
   in brief) comes after the board, its message line and its tools: the board sits high. */
.gk-after-board {{ order: 1; }}
.gk-board-row {{ flex-wrap: wrap !important; }}
/* An exercise on the projector is shown and clicked by the teacher: its board keeps the room a
   field for typing a move would take (the board's keys still play it). */
.gk-lesson .gk-typed-move {{ display: none !important; }}
.gk-picture > svg {{ width: 100%; height: auto; }}
body.jp-Notebook {{ padding-bottom: 80px; }}
html {{ scroll-padding-bottom: 80px; }}
"""
"""The style of presenter mode (the cells of the other slides are hidden besides)."""

BAR_CSS = """
/* Voilà's page scrolls inside a panel with "contain: strict", which would hold the bar fixed to
   the panel rather than the screen. */
.lm-Widget:has(.gk-present-bar) { contain: none !important; }
.gk-present-bar { position: fixed; bottom: 0; left: 0; right: 0; z-index: 100; min-height: 56px;
                  background: #fbf7ee; border-top: 2px solid #d7c9ab; padding: 6px 190px 6px 210px;
                  justify-content: center; align-items: center; gap: 12px;
                  box-sizing: border-box; flex-wrap: nowrap !important; }
.gk-present-bar > .widget-button, .gk-present-bar > .widget-toggle-button { flex: 0 0 auto; }
.gk-present-bar .gk-where { flex: 0 1 auto; min-width: 0; text-align: center; font-weight: bold; }
.gk-present-bar .gk-where .widget-html-content { font-size: 18px !important;
                                                 line-height: 1.2 !important; }
/* The toggle and the language link sit in the bar, at its ends (the room its padding keeps):
   the page starts with its slide. */
.gk-presenter > .gk-present { position: fixed; left: 12px; bottom: 8px; z-index: 101;
                              max-width: 190px; font-size: 16px !important; }
.gk-page-tools .gk-language { position: fixed; right: 12px; bottom: 16px; z-index: 101;
                              max-width: 170px; }
.gk-page-tools .gk-language .widget-html-content { font-size: 16px !important; }
.gk-page-tools { min-height: 0 !important; margin: 0 !important; }
"""

FIT_JS = """
const presenter = window.gkPresenter || (window.gkPresenter = {});
for (let e = this; e; e = e.parentElement) e.scrollTop = 0;
if (!presenter.fit) {
  const natural = (board) => {
    const size = /gk-size-(\\d+)x(\\d+)/.exec(board.getAttribute('class') || '');
    if (size) return [+size[1], +size[2]];
    if (board.tagName === 'IMG') return [board.naturalWidth, board.naturalHeight];
    if (board.tagName === 'CANVAS') return [board.width, board.height];
    const svg = board.tagName.toLowerCase() === 'svg' ? board : board.querySelector('svg');
    return svg ? [svg.width.baseVal.value, svg.height.baseVal.value] : [0, 0];
  };
  const top = (e) => {
    let scrolled = 0;
    for (let p = e.parentElement; p; p = p.parentElement) scrolled += p.scrollTop;
    return e.getBoundingClientRect().top + scrolled;
  };
  /* The widget a board is part of (a lesson, an app), and the boxes between them. */
  const owner = (board) => {
    const output = board.closest('.jp-OutputArea-output');
    const through = [];
    let e = board.parentElement;
    for (; e && e.parentElement !== output; e = e.parentElement) through.push(e);
    return e && e !== board && output ? [e, through] : [null, []];
  };
  /* What a row that does not wrap keeps on a board's right (a panel beside it); a block's
     later children are under the board, not beside it (a picture's list of steps). */
  const kept = (board) => {
    const row = board.parentElement;
    const style = getComputedStyle(row);
    if (!style.display.includes('flex') || style.flexWrap !== 'nowrap'
        || !style.flexDirection.startsWith('row')) return 0;
    const after = [...row.children].slice([...row.children].indexOf(board) + 1);
    return after.reduce((sum, e) => sum + e.getBoundingClientRect().width, 0);
  };
  const scale = (board, width, height, floor) => {
    const box = board.getBoundingClientRect();
    const cell = board.closest('.jp-OutputArea-output') || board.parentElement;
    let room = floor - top(board);
    if (room < 0.4 * innerHeight) room = floor - 16;
    const across = cell.getBoundingClientRect().right - box.left - kept(board);
    return Math.min(across / width, room / height, 2.5);
  };
  presenter.fit = () => {
    presenter.queued = false;
    const bar = document.querySelector('.gk-present-bar');
    const on = bar && bar.getClientRects().length > 0;
    for (const e of document.querySelectorAll('.gk-beside')) {
      if (!on || !e.querySelector('.gk-beside-board')) e.classList.remove('gk-beside');
    }
    if (!on) return;
    const floor = bar.getBoundingClientRect().top - 8;
    /* A canvas board is fitted with its keyboard layer: the two share one place. */
    const placed = (e) => e.closest('.gk-board-stack') || e;
    for (const board of [...document.querySelectorAll(BOARDS)].map(placed)) {
      if (!board.getClientRects().length) continue;
      const [width, height] = natural(board);
      if (!width || !height) continue;
      let [widget, through] = owner(board);
      /* One board beside the rest: a widget's first board shown (a tool's editor before the
         picture of its result), whichever of them the browser draws first. */
      const main = widget && [...widget.querySelectorAll(BOARDS)].map(placed)
        .find((e) => e.getClientRects().length);
      if (main && main !== board) {
        delete board.dataset.gkLayout;
        board.classList.remove('gk-beside-board');
        for (const e of through) if (!e.contains(main)) e.classList.remove('gk-through');
        [widget, through] = [null, []];
      }
      /* The width the rest of the widget asks for beside its board, if a box says. */
      const asked = [widget, ...through].map((e) => e && /gk-side-px-(\\d+)/.exec(e.className))
        .find(Boolean);
      const side = asked ? +asked[1] : SIDE;
      if (widget) widget.style.setProperty('--gk-side', `${side}px`);
      if (widget && board.dataset.gkLayout !== 'beside') {
        /* Beside the rest of its widget (text, feedback, buttons on its right) when the board
           is about as large there, whole, as under them, and at least as large as drawn;
           measured again while under them (the widget may still be drawing), kept once
           beside. */
        const stacked = Math.min(scale(board, width, height, floor),
                                 (floor - top(board)) / height);
        const there = Math.min((widget.getBoundingClientRect().width - side) / width,
                               (floor - top(widget)) / height, 2.5);
        board.dataset.gkLayout = there >= 0.9 * stacked && there >= 1 ? 'beside' : 'under';
      }
      const beside = widget && board.dataset.gkLayout === 'beside';
      board.classList.toggle('gk-beside-board', beside);
      for (const e of through) e.classList.toggle('gk-through', beside);
      if (widget) widget.classList.toggle('gk-beside', beside);
      const right = beside ? widget.getBoundingClientRect().right - side : 0;
      const k = beside
        ? Math.min((right - board.getBoundingClientRect().left) / width,
                   (floor - top(board)) / height, 2.5)
        : scale(board, width, height, floor);
      const fit = (k) => {
        const px = `${Math.floor(width * k)}px`;
        if (board.style.getPropertyValue('--gk-fit') !== px) {
          board.style.setProperty('--gk-fit', px);
        }
      };
      fit(k);
      /* Beside, the column on its right is seen whole too if a board a twentieth smaller
         leaves it the room. */
      if (beside) {
        const column = [...widget.children, ...through.flatMap((e) => [...e.children])]
          .filter((e) => e !== board && !through.includes(e) && e.getClientRects().length);
        const bottom = Math.max(...column.map((e) => top(e) + e.getBoundingClientRect().height));
        if (bottom > floor) fit(k * 0.95);
      }
    }
  };
  presenter.later = () => {
    if (!presenter.queued) { presenter.queued = true; requestAnimationFrame(presenter.fit); }
  };
  new MutationObserver(presenter.later).observe(document.body, {childList: true, subtree: true});
  presenter.resized = new ResizeObserver(presenter.later);
  addEventListener('resize', () => { presenter.fresh(); presenter.later(); });
  presenter.fresh = () => {
    for (const board of document.querySelectorAll('[data-gk-layout]')) {
      delete board.dataset.gkLayout;
    }
  };
}
presenter.fresh();
for (const cell of document.querySelectorAll('div[cell-index]')) presenter.resized.observe(cell);
presenter.later();
""".replace("BOARDS", json.dumps(BOARDS)).replace("SIDE", str(SIDE_PX))
"""Run by the bar on each slide: back to the top of the page, and each board shown as large as
the screen holds it whole: beside the rest of its widget when it is about as large there (the
text, feedback and buttons of an exercise on its right), else under it, in the room between its
top and the bar (the screen's height if it starts low) and between its left and the edge."""


@dataclass(frozen=True)
class Section:
    """A part of a page shown at once: its heading's text and its cells (notebook indices)."""

    title: str
    cells: tuple[int, ...]


@dataclass(frozen=True)
class Slide:
    """What one click of *Next* shows: cells of section ``section``, its part ``part`` of
    ``parts``."""

    section: int
    cells: tuple[int, ...]
    part: int = 1
    parts: int = 1


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


def slides(cells: Sequence[tuple[str, str]], section: Sequence[int]) -> list[tuple[int, ...]]:
    """The cells of each slide of a section (notebook indices ``section`` of ``cells``): each
    cell that shows something (its last line is an expression) is a slide, with the prose just
    before it if that is short (the line asking for a move); longer prose, and prose after the
    last board, are slides of their own.

    >>> cells = [("markdown", "## Moving\\n\\nThe Kaito moves along its row or column."),
    ...          ("code", "SVG(kaito_svg(state))"), ("markdown", "**Try it.** Move the Kaito."),
    ...          ("code", "LESSONS['move']()"), ("markdown", "Well done."),
    ...          ("code", "link = page.read_link()")]
    >>> slides(cells, range(6))
    [(0,), (1,), (2, 3), (4, 5)]
    """
    found: list[tuple[int, ...]] = []
    prose: list[int] = []
    for index in section:
        kind, source = cells[index]
        if kind != "code" or not _shows(source):
            prose.append(index)
            continue
        told = [i for i in prose if cells[i][0] == "markdown"]
        if told and not _short(" ".join(cells[i][1] for i in told)):
            found.append(tuple(prose))
            prose = []
        found.append((*prose, index))
        prose = []
    if any(cells[i][0] == "markdown" for i in prose) or not found:
        found.append(tuple(prose))
    elif prose:  # code that shows nothing (the cell reading the page's link)
        found[-1] += tuple(prose)
    return found


def notebook_cells(path: Path) -> list[tuple[str, str]]:
    """The ``(type, source)`` of each cell of the notebook at ``path`` (none if unreadable)."""
    try:
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        return [(c["cell_type"], "".join(c["source"])) for c in cells]
    except (OSError, ValueError, KeyError, TypeError):
        return []


class Presenter:
    """The toggle, the bar of *Previous* / *Next* and the style sheet of presenter mode for a
    page whose cells are ``cells``; ``keep`` are cells shown in every slide (the one holding
    this widget, so that its bar stays on screen); ``tools`` are further widgets in the bar."""

    def __init__(
        self,
        cells: list[tuple[str, str]],
        keep: tuple[int, ...] = (),
        lang: str = "en",
        tools: Sequence[w.Widget] = (),
    ):
        self.lang = lang
        self.sections = sections(cells)
        self.keep = keep
        self.slides = [
            Slide(n, part, k, len(parts))
            for n, section in enumerate(self.sections)
            for parts in [slides(cells, [i for i in section.cells if i not in keep]) or [()]]
            for k, part in enumerate(parts, start=1)
        ]
        self.slide = 0
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
        # ``tools``: what the bar offers besides (the teacher's *Lead the class* in a class).
        self.bar = w.HBox([self.previous, self.where, self.next, *tools])
        self.bar.add_class("gk-present-bar")
        self.bar.layout.display = "none"
        self.toggle.observe(self._on_toggle, names="value")
        self.previous.on_click(self._on_previous)
        self.next.on_click(self._on_next)
        self.widget = w.VBox([self.style, self.toggle, self.bar]).add_class("gk-presenter")

    @property
    def on(self) -> bool:
        return self.toggle.value

    @property
    def section(self) -> int:
        """The section shown now (its index in :attr:`sections`)."""
        return self.slides[self.slide].section if self.slides else 0

    def present(self, on: bool = True) -> None:
        """Turn presenter mode on (at the current slide) or off."""
        self.toggle.value = on

    def go(self, section: int) -> None:
        """Show the first slide of section ``section`` (kept within the page's sections)."""
        section = max(0, min(section, len(self.sections) - 1))
        self.show(next((n for n, s in enumerate(self.slides) if s.section == section), 0))

    def go_to_heading(self, heading: str) -> bool:
        """Show the first slide of the section headed ``heading`` (as the notebook writes it,
        rule ids and all), if the page is in presenter mode and has it; whether it did."""
        title = _title(heading)
        found = next((n for n, s in enumerate(self.sections) if s.title == title), None)
        if not self.on or found is None:
            return False
        if self.section != found:
            self.go(found)
        return True

    def show(self, slide: int) -> None:
        """Show slide ``slide`` (kept within the page's slides)."""
        self.slide = max(0, min(slide, len(self.slides) - 1))
        self._draw()

    def shown_cells(self) -> tuple[int, ...]:
        """The notebook cells shown now (every cell when presenter mode is off)."""
        if not self.on or not self.slides:
            return tuple(i for s in self.sections for i in s.cells)
        return tuple(sorted({*self.slides[self.slide].cells, *self.keep}))

    def _on_toggle(self, change: dict) -> None:
        self.bar.layout.display = "" if change["new"] else "none"
        self._draw()

    def _on_previous(self, _button: w.Button) -> None:
        self.show(self.slide - 1)

    def _on_next(self, _button: w.Button) -> None:
        self.show(self.slide + 1)

    def _draw(self) -> None:
        if not self.on:
            self.style.value = ""
            return
        total = len(self.sections)
        if self.slides:
            shown = "".join(f':not([cell-index="{i + 1}"])' for i in self.shown_cells())
            hide = f"div[cell-index]{shown} {{ display: none !important; }}"
            slide = self.slides[self.slide]
            title = self.sections[slide.section].title
            if slide.parts > 1:
                title += " " + say(WORDS, "part", self.lang, k=slide.part, parts=slide.parts)
        else:
            hide, title, slide = "", "", Slide(0, ())
        if self.slide:  # the header's progress and linked game show on the title's slide only
            hide += "".join(
                f'div[cell-index="{i + 1}"] {{ height: 0; overflow: visible; }}' for i in self.keep
            )
            hide += (
                ".gk-header > .gk-progress, .gk-header > .gk-linked, .gk-header > .gk-keys-note"
                " { display: none; }"
            )
        self.style.value = f"<style>{CSS}{BAR_CSS}{hide}</style>"
        where = say(WORDS, "where", self.lang, n=slide.section + 1, total=total, title=title)
        # A widget's HTML runs no script; an image that cannot load runs its error handler, the
        # one way to run ours (a new image on each slide: its source names the slide).
        self.where.value = escape(where) + (
            f"<img src='data:,{self.slide + 1}' alt='' style='display:none'"
            f" data-fit='{escape(FIT_JS)}' onerror='new Function(this.dataset.fit).call(this)'>"
        )
        self.previous.disabled = self.slide == 0
        self.next.disabled = self.slide >= len(self.slides) - 1


def _shows(source: str) -> bool:
    """Whether a code cell shows something: its last statement is an expression."""
    try:
        body = ast.parse(source).body
    except SyntaxError:
        return False
    return bool(body) and isinstance(body[-1], ast.Expr)


def _short(markdown: str) -> bool:
    """Whether prose is short enough to be shown above a board: no heading, and at most
    :data:`SHORT` characters of text (rule ids and markup left out)."""
    if re.search(r"^#{1,6} ", markdown, re.MULTILINE):
        return False
    text = re.sub(r"`\[[^\]]*\]`|[*_`>]", "", markdown)
    return len(" ".join(text.split())) <= SHORT


def _title(heading: str) -> str:
    return re.sub(r"\s*`\[[^\]]*\]`", "", heading).strip()
