"""Colours, fonts and page styles shared by every game's views: the marks every board draws (where
a piece can go, the last move, a hint, a refused click) and the page's styles. Each game's own
colours live in its ``pictures`` module.

Chosen to read on a projector: thick outlines in colours that stand out from every game's pieces.
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape
from typing import Any

from widgets import feedback, progress

FONT = "sans-serif"

# Marks on the top layer.
TARGET = "#ffb300"  # where the piece being played can go
HINT = "#00bfa5"  # the computer's suggestion
REFUSED = "#1565c0"  # a click the rules refused
LAST = "#1e88e5"  # the last move
SELECTED = "#7b1fa2"  # an editor's chosen square


def contrast(first: str, second: str) -> float:
    """The WCAG contrast ratio of two colours (``#rrggbb``): at least 4.5 for text, 3 for a
    board's symbols and marks against what they lie on.

    >>> round(contrast("#000000", "#ffffff"), 1), round(contrast("#1565c0", "#e8f0fb"), 1)
    (21.0, 5.0)
    """

    def luminance(colour: str) -> float:
        r, g, b = (int(colour.lstrip("#")[i : i + 2], 16) / 255 for i in (0, 2, 4))
        lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in (r, g, b)]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]

    light, dark = sorted((luminance(first), luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


_PAGE = """
.gk-app { font-family: sans-serif; }
/* Text at least 15 px: Voilà's prose (14 px by default), and every widget of a game. */
body.jp-Notebook .jp-RenderedHTMLCommon { font-size: 16px; }
.gk-app, .gk-lesson, .gk-explorer, .gk-header, .gk-launcher {
    --jp-widgets-font-size: 15px; --jp-ui-font-size1: 15px; font-size: 15px; }
.gk-status { font-size: 1.15em; }
.gk-error { border-left: 6px solid #c62828; background: #fdecea; padding: 6px 12px;
            border-radius: 4px; }
.gk-feedback { min-height: 2.4em; }
.gk-task { font-size: 1.05em; }
/* Move lists in the page's type, not a select's monospace: a long move is a fifth shorter. */
.gk-log select, .gk-moves select { font-family: var(--jp-ui-font-family, sans-serif);
    font-variant-numeric: tabular-nums; }
/* A long move or comment wraps in its list (given its spaces back: widgets/wrapping.py), never
   cut off at the list's edge; an entry's later lines are set in, so that it still reads as one. */
select.gk-wraps option { white-space: normal; overflow-wrap: anywhere; padding-left: 1.5em;
    text-indent: -1.5em; }
/* Its height from its rows of one line (chromium makes a list as many times its tallest entry). */
select.gk-wraps[size] { height: calc(attr(size type(<number>)) * (1lh + 1.5px) + 2px); }
@media (any-pointer: coarse) {
    select.gk-wraps[size] { height: calc(attr(size type(<number>)) * 24px + 2px); } }
.gk-legend { display: block; font-size: 15px; color: #5d5140; line-height: 1.4; margin: 2px 0 6px; }
.gk-card { border: 1px solid #d7c9ab; border-radius: 10px; padding: 12px 16px; margin: 6px;
           background: #fbf7ee; width: 220px; }
.gk-card h3 { margin: 4px 0 6px 0; }
.gk-card, .gk-card p { line-height: 1.45; }
/* A game to come: its word at 4.9:1 on the card (text needs 4.5:1; it was 3.9:1). */
.gk-card .gk-soon { color: #7a6a4c; font-style: italic; }
.gk-card a { font-weight: bold; }
.gk-board, .gk-board canvas, .gk-parts { cursor: pointer; }
/* A finger on a board: a tap plays at once (no wait for a double tap, which would zoom), a swipe
   or a pinch moves the page (widgets/board_front.js), and a long press selects nothing. */
.gk-board, .gk-parts { touch-action: manipulation; -webkit-tap-highlight-color: transparent;
            -webkit-touch-callout: none; user-select: none; -webkit-user-select: none; }
/* Targets a finger can hit, on a touch screen (a tablet, a phone, a touch laptop): every button,
   menu and field 44 px high, a box to tick and a link at least 24 px (WCAG 2.2, 2.5.8), an entry
   of a list 24 px. Fields in 16 px type: a phone zooms into a smaller one it gives the keys. */
@media (any-pointer: coarse) {
    body { --jp-widgets-inline-height: 44px; }
    .widget-button, .widget-toggle-button, .widget-upload, .jupyter-button {
        height: auto !important; min-height: 44px !important; }
    .widget-checkbox input[type="checkbox"] { width: 24px; height: 24px; margin: 10px 6px; }
    .widget-text input, .widget-textarea textarea, .widget-dropdown > select {
        font-size: max(16px, 1em); }
    .widget-select > select option { min-height: 24px; line-height: 24px; }
    /* A menu as wide as its longest choice in that type, as long as the page has room, and
       its name over it when there is no room beside it. */
    .widget-dropdown { width: auto !important; max-width: 100%; flex-wrap: wrap;
                       height: auto !important; }
    .widget-dropdown > select { width: auto !important; max-width: 100%; min-height: 44px;
                                flex: 0 1 auto !important; }
    :is(.gk-language, .gk-link, .gk-landing) a { display: inline-block; min-height: 24px;
        line-height: 24px; }
}
/* A board and its keyboard layer (widgets/keys.py) share one place: the layer over the canvas. */
/* Never stretched by a column: the layer's cells lie where the canvas's spots are. */
.gk-board-stack { display: grid !important; grid-template-columns: minmax(0, 1fr);
                  flex: 0 0 auto; overflow: visible !important; max-width: 100%;
                  align-self: flex-start; justify-self: start; }
.gk-board-stack > * { grid-area: 1 / 1; min-width: 0; }
/* A board never wider than the page on a narrow or zoomed screen (150% of 1024 px is 683): it
   shrinks whole, and a click still lands on its cell (ipycanvas maps clicks through the shown
   size). Only there: a scaled canvas costs the browser about 5 ms a repaint. */
@media (max-width: 1000px) { .gk-board { max-width: 100%; height: auto !important; } }
.widget-html-content svg, .jp-RenderedHTMLCommon svg { max-width: 100%; height: auto; }
/* A phone: the page's margins give their room to the boards (Voilà keeps 30 px of 390). */
@media (max-width: 480px) {
    #rendered_cells { padding-left: 4px !important; padding-right: 4px !important; }
    #rendered_cells .jp-Cell { padding-left: 2px; padding-right: 2px; }
    #rendered_cells .jp-OutputArea-output { margin-left: 0; }
}
/* What a game lays beside its board goes under it when the screen has no room beside it. */
@media (max-width: 760px) { .gk-decide-beside { flex-wrap: wrap !important; } }
/* Rows of a game's widgets wrap rather than run off a narrow or zoomed screen. */
.gk-app .widget-hbox, .gk-lesson .widget-hbox, .gk-explorer .widget-hbox, .gk-combat-lab .widget-hbox,
.gk-launcher .widget-hbox, .gk-header .widget-hbox, .gk-scoring-tool .widget-hbox { flex-wrap: wrap; }
.gk-board:focus { outline: none; }
/* Where the keyboard is, always seen: ipywidgets' fields and menus show their focus only by a
   border a shade darker, which a pupil across the room, or one with low vision, does not see. */
:is(select, input, textarea, button, a, [contenteditable], [tabindex]:not(.gk-spot)):focus-visible {
    outline: 3px solid #1565c0 !important; outline-offset: 1px !important; }
.gk-material td, .gk-material th { padding: 1px 10px 1px 0; text-align: left; }
.gk-link a { color: #1565c0; text-decoration: underline; overflow-wrap: anywhere; }
.gk-language { margin-left: auto; }
.gk-page-tools { align-items: center; justify-content: space-between; }
.gk-language a { color: #1565c0; text-decoration: underline; }
.gk-note { border-left: 6px solid #00897b; background: #e0f4f1; padding: 4px 10px;
           border-radius: 4px; }
.gk-note a { color: #1565c0; text-decoration: underline; }
/* A control whose name is said, not shown (quiet_label): its label stays in the page for a screen
   reader, clipped to nothing and out of the row (the table's row and column already show it). */
.gk-quiet-label > .widget-label { position: absolute !important; width: 1px !important;
    min-width: 0 !important; height: 1px; margin: 0 !important; padding: 0 !important;
    overflow: visible; white-space: nowrap; clip-path: inset(50%); }
/* A move list named by its label, shown above it. */
.gk-moves.widget-select { flex-direction: column; align-items: stretch; }
.gk-moves > .widget-label { width: auto !important; text-align: left; font-weight: bold;
                            white-space: normal; max-width: 100%; height: auto; }
"""

CSS = f"<style>{_PAGE}{feedback.CSS}{progress.CSS}</style>"
"""Every page's styles: put once on a page (by its header, or an app shown alone)."""


def quiet_label(control: Any, name: str) -> Any:
    """Give ``control`` (an ipywidgets control with a description) the name a screen reader says,
    without showing it: for a field whose row and column, or a heading above it, show what it is.
    A control without a description has no name (ipywidgets hides its empty label, and a tooltip
    goes to that hidden label), and a screen reader says only "edit text" or "combo box".
    Returns ``control``.

    >>> import ipywidgets as w
    >>> box = quiet_label(w.IntText(), "Levels · Hit")
    >>> box.description, box._dom_classes
    ('Levels · Hit', ('gk-quiet-label',))
    """
    control.description = name
    control.add_class("gk-quiet-label")
    return control


def legend_html(parts: Iterable[str]) -> str:
    """A board's legend, under it: what each of its marks means (``parts``, plain text).

    >>> legend_html(["gold frame: where you may play", "c3: a square"])
    "<small class='gk-legend'>gold frame: where you may play · c3: a square</small>"
    """
    return "<small class='gk-legend'>" + " · ".join(escape(p) for p in parts) + "</small>"
