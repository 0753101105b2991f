"""Colours, fonts and page styles shared by every view: the live canvas boards and the SVG pictures.

Chosen to read on a projector: strong contrast between the two tile colours, thick outlines for
marks, and symbols drawn large in a cream colour that shows on both red and black tiles.
"""

from __future__ import annotations

FONT = "sans-serif"

# The playing mat and its empty squares.
MAT = "#efe4cc"
SLOT = "#dccaa4"
SLOT_EDGE = "#c2ab80"
LABEL = "#5d4a2c"

# Tiles: face, edge and symbol colour, indexed by colour (0 Red, 1 Black).
TILE_FACE = ("#b3261e", "#232323")
TILE_EDGE = ("#6d0f0a", "#000000")
SYMBOL = "#fff3dc"
# A tile captured by its own colour's player is out of play: shown face down.
DEAD_FACE = "#b9ad98"
DEAD_EDGE = "#8c806c"

# The Kaito: a round piece showing the colour of the player to move, with a gold ring and star.
KAITO_FACE = ("#e53935", "#111111")
KAITO_RING = "#f2c14e"
KAITO_STAR = "#ffe9a8"

# Marks on the top layer.
TARGET = "#ffb300"  # a square the Kaito can reach
HINT = "#00bfa5"  # the computer's suggestion
REFUSED = "#1565c0"  # a click the rules refused
LAST = "#1e88e5"  # the last move of the Kaito
SELECTED = "#7b1fa2"  # the editor's chosen square

PLAYER_COLOURS = ("#b3261e", "#232323")

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
.gk-card .gk-soon { color: #8a7a5c; font-style: italic; }
.gk-card a { font-weight: bold; }
.gk-board, .gk-board canvas { cursor: pointer; }
.gk-board:focus { outline: none; }
.gk-log select { font-family: monospace; }
.gk-material td, .gk-material th { padding: 1px 10px 1px 0; text-align: left; }
.gk-link a { color: #1565c0; text-decoration: underline; }
</style>
"""
