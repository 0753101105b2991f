"""Colours, fonts and page styles shared by every game's views: the marks every board draws (where
a piece can go, the last move, a hint, a refused click) and the page's styles. Each game's own
colours live in its ``pictures`` module.

Chosen to read on a projector: thick outlines in colours that stand out from every game's pieces.
"""

from __future__ import annotations

FONT = "sans-serif"

# Marks on the top layer.
TARGET = "#ffb300"  # where the piece being played can go
HINT = "#00bfa5"  # the computer's suggestion
REFUSED = "#1565c0"  # a click the rules refused
LAST = "#1e88e5"  # the last move
SELECTED = "#7b1fa2"  # an editor's chosen square

CSS = """
<style>
.gk-app { font-family: sans-serif; }
.gk-why { border-left: 6px solid #1565c0; background: #e8f0fb; padding: 4px 10px;
          min-height: 2.6em; border-radius: 4px; }
.gk-why.gk-ok { border-left-color: #2e7d32; background: #e9f5ea; }
.gk-why.gk-tip { border-left-color: #00897b; background: #e0f4f1; }
/* An empty message keeps its room (nothing jumps when one appears) but shows nothing. */
.gk-why:has(.widget-html-content:empty) { background: transparent; border-left-color: transparent; }
.gk-status { font-size: 1.15em; }
.gk-error { border-left: 6px solid #c62828; background: #fdecea; padding: 6px 12px;
            border-radius: 4px; }
.gk-feedback { min-height: 2.4em; }
.gk-task { font-size: 1.05em; }
.gk-card { border: 1px solid #d7c9ab; border-radius: 10px; padding: 12px 16px; margin: 6px;
           background: #fbf7ee; width: 220px; }
.gk-card h3 { margin: 4px 0 6px 0; }
.gk-card, .gk-card p { line-height: 1.45; }
.gk-card .gk-soon { color: #8a7a5c; font-style: italic; }
.gk-card a { font-weight: bold; }
.gk-board, .gk-board canvas { cursor: pointer; }
.gk-board:focus { outline: none; }
.gk-log select { font-family: monospace; }
.gk-material td, .gk-material th { padding: 1px 10px 1px 0; text-align: left; }
.gk-link a { color: #1565c0; text-decoration: underline; }
.gk-language { text-align: right; }
.gk-language a { color: #1565c0; text-decoration: underline; }
.gk-note { border-left: 6px solid #00897b; background: #e0f4f1; padding: 4px 10px;
           border-radius: 4px; }
.gk-note a { color: #1565c0; text-decoration: underline; }
</style>
"""
