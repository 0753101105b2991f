"""What Dojo Kun looks like, as shapes (see :mod:`widgets.shapes`), drawn alike on the live
canvas board and in SVG pictures. One module a part of the table:

* :mod:`~.layout`: where everything lies on the live board, and what a click picks;
* :mod:`~.style`: colours, text sizes, the board's own short words;
* :mod:`~.glyphs`: slots, tokens, dice and their symbols, levels, Ki, Prestige;
* :mod:`~.cards`: athlete cards, equipment tiles, Special Move and Adventure cards;
* :mod:`~.village`: the turn track, the village and the tokens placed;
* :mod:`~.dojo`: a player's Dojo;
* :mod:`~.bracket`: the tournament's bracket and predictions;
* :mod:`~.combat`: the Combat board and the serpentine;
* :mod:`~.legend`: what every sign means;
* :mod:`~.scene`: the live board's layers, and the pictures.

Each shape that shows something carries a tag tests read (``slot:waterfall``,
``token:0:M:athlete2``, ``step:3``...).
"""

from widgets.dojo_kun.pictures.bracket import bracket_shapes, tournament_shapes
from widgets.dojo_kun.pictures.combat import (
    COMBAT,
    Bout,
    combat_panel,
    combat_shapes,
    current_bout,
    entrant_label,
    result_text,
    step_text,
)
from widgets.dojo_kun.pictures.layout import (
    GEOMETRY,
    HEIGHT,
    WIDTH,
    Pick,
    mode,
    offers_in_play,
    pick_at,
    pick_box,
    picks_shown,
    point_of,
    region_of,
)
from widgets.dojo_kun.pictures.legend import legend_html
from widgets.dojo_kun.pictures.scene import background, board_svg, combat_svg, marks, pieces
from widgets.dojo_kun.pictures.village import last_placement, where_tokens_stand

__all__ = [
    "COMBAT",
    "GEOMETRY",
    "HEIGHT",
    "WIDTH",
    "Bout",
    "Pick",
    "background",
    "board_svg",
    "bracket_shapes",
    "combat_panel",
    "combat_shapes",
    "combat_svg",
    "current_bout",
    "entrant_label",
    "last_placement",
    "legend_html",
    "marks",
    "mode",
    "offers_in_play",
    "pick_at",
    "pick_box",
    "picks_shown",
    "pieces",
    "point_of",
    "region_of",
    "result_text",
    "step_text",
    "tournament_shapes",
    "where_tokens_stand",
]
