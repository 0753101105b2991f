"""The look of Dojo Kun's pictures: colours, text sizes, the board's own short words, and text
fitted to a box.

Every text is at least :data:`SMALL` pixels high as drawn: presenter mode scales the live board
to a projector's width (about 1.27 times at 1024 pixels), which makes it at least 16 pixels there.
"""

from __future__ import annotations

from collections.abc import Mapping

from gamekit.dojo_kun.data import NAMES
from widgets import theme
from widgets.dojo_kun.pictures.layout import FRAMED
from widgets.fonts import text_width, wrap
from widgets.shapes import Text

SMALL, TEXT, TITLE = 13, 13, 15
"""Text sizes in pixels: notes and names, labels (bold), titles. Never smaller than ``SMALL``."""
LINE = 14
"""The distance between two lines of ``SMALL`` text."""

DIE_COLOURS = {"red": "#d32f2f", "blue": "#1976d2", "grey": "#9e9e9e", "green": "#388e3c"}
"""The dice and the levels of each discipline (Tiger red, Crane blue, Bear grey, Cobra green)."""
DIE_INK = {"red": "#ffffff", "blue": "#ffffff", "grey": "#1a1a1a", "green": "#ffffff"}
DIE_EDGE = {"red": "#b71c1c", "blue": "#0d47a1", "grey": "#424242", "green": "#1b5e20"}
"""A darker line of each colour, for a level drawn hollow (a wound): 3:1 and more on a card."""
DIE_MARKS = {"red": "square", "blue": "triangle", "grey": "circle", "green": "down"}
"""Each die colour's shape too, so that no die is told by its colour alone: the Tiger's red a
square, the Crane's blue a triangle pointing up, the Bear's grey a disc, the Cobra's green a
triangle pointing down (an athlete's levels are drawn in these shapes, a die bears its shape in
a corner). None is a symbol's shape: Ki is a diamond, a Hold a ring, a Jump an arrow up."""
DOJO_COLOURS = {"tiger": "#b84a00", "crane": "#6a1b9a", "bear": "#5d4037", "cobra": "#00838f"}
"""Each Dojo's tokens and panel: kept apart from the four dice colours; white text on each at
4.5:1 or more, each at 3:1 or more on the board (the Tiger's orange was 3.8:1 and 2.8:1)."""
SKULL_COLOUR = "#263238"
PAPER = "#f4ead5"
BOARD = "#e8dcc0"
EDGE = "#b9a57c"
INK = "#2b2217"
FAINT = "#6b5d45"
"""Secondary text: 5.3:1 on the village's board colour."""
CARD = "#fffaf0"
TILE = "#efe3c8"
SLOT_FILL = "#f9f3e3"
KI_COLOUR = "#f9a825"
PRESTIGE_COLOUR = "#6d4c41"
GIVES = "#1b5e20"
"""What a Special Move adds to a roll."""
WARNING = "#b71c1c"
"""Harmful Attacks, Submissions, a roll's result."""
WHITE_SIDE, BLACK_SIDE = "#fafafa", "#212121"
TARGET, REFUSED, LAST, SELECTED = theme.TARGET, theme.REFUSED, theme.LAST, theme.SELECTED
COMBAT_PANEL = "#e6dbc2"
"""The Combat board's ground: its words (FAINT, WARNING) at 4.5:1 or more on it."""
FRAME_EDGE, FRAME_LIGHT = "#1a1a1a", "#ffffff"
"""The edges a mark's frame lies between: one of them stands out at 3:1 on any ground."""
TOKEN_EDGE = INK
"""A token's rim: the token stands out on the board whatever its Dojo's colour."""

WORDS: Mapping[str, Mapping[str, str]] = {
    "en": {
        "white_lotus": "White Lotus",
        "black_lotus": "Black Lotus",
        "tournament": "Tournament",
        "first": "First Player",
        "waterfall": "Mystic Waterfalls",
        "help": "Help the village",
        "yang": "Master YANG",
        "yin": "Master YIN",
        "shared": "shared",
        "moves": "Special Moves (oldest first)",
        "adventures": "Adventures",
        "athletes": "New athletes (Master)",
        "equipment": "Training Equipment (Master)",
        "unused": "not in play",
        "taken": "taken",
        "no_card": "no card yet",
        "dan": "Dan {n}+",
        "or": "or",
        "free": "+{n} level(s) of your choice",
        "card": "+ a card",
        "expand": "Expand",
        "accelerate": "Accelerate",
        "expansion": "expansion",
        "space": "space {n}",
        "home": "home",
        "won": "won {n}",
        "skull": "Skull Dojo",
        "quarter": "Quarter-finals",
        "semi": "Semi-finals",
        "final": "Final",
        "champion": "Champion",
        "fight": "Fight {n}: {round}",
        "predictions": "Predictions",
        "white": "White",
        "black": "Black",
        "waiting": "Waiting for the roll",
        "no_fight": "No fight in progress",
        "wins": "{side} wins: {a} {hits} to {b}",
        "by_submission": "{side} wins the draw {a}–{b} by Submission",
        "draw": "Draw {a}–{b}: a Wound to each, roll again",
        "draw_one": "Draw {a}–{b}: a Wound to {side}, roll again",
        "draw_none": "Draw {a}–{b}: no Wounds, roll again",
        "step": "{by}'s {n} {by_symbol}: {side}'s {symbol} {before} → {after}",
        "harmful": "Harmful",
        "submission": "Submission",
        "great_submission": "Great Submission",
        "lvl": "lvl",
        "choose": "choose below",
        "expansions": "expansions {n}/{of}",
    },
    "fr": {
        "white_lotus": "Lotus blanc",
        "black_lotus": "Lotus noir",
        "tournament": "Tournoi",
        "first": "Premier joueur",
        "waterfall": "Cascades mystiques",
        "help": "Aider le village",
        "yang": "Maître YANG",
        "yin": "Maître YIN",
        "shared": "commun",
        "moves": "Coups spéciaux (le plus ancien d’abord)",
        "adventures": "Aventures",
        "athletes": "Nouveaux athlètes (Maître)",
        "equipment": "Équipement d’entraînement (Maître)",
        "unused": "hors jeu",
        "taken": "prise",
        "no_card": "pas encore de carte",
        "dan": "Dan {n}+",
        "or": "ou",
        "free": "+{n} niveau(x) au choix",
        "card": "+ une carte",
        "expand": "Agrandir",
        "accelerate": "Accélérer",
        "expansion": "extension",
        "space": "espace {n}",
        "home": "au Dojo",
        "won": "gagnés {n}",
        "skull": "Dojo du Crâne",
        "quarter": "Quarts de finale",
        "semi": "Demi-finales",
        "final": "Finale",
        "champion": "Champion",
        "fight": "Combat {n} : {round}",
        "predictions": "Pronostics",
        "white": "Blanc",
        "black": "Noir",
        "waiting": "En attente du lancer",
        "no_fight": "Pas de combat en cours",
        "wins": "{side} gagne : {a} {hits} contre {b}",
        "by_submission": "{side} gagne l’égalité {a}–{b} par Soumission",
        "draw": "Égalité {a}–{b} : une Blessure à chacun, on relance",
        "draw_one": "Égalité {a}–{b} : une Blessure au {side}, on relance",
        "draw_none": "Égalité {a}–{b} : aucune Blessure, on relance",
        "step": "{n} {by_symbol} de {by} : {symbol} de {side} {before} → {after}",
        "harmful": "Nocif",
        "submission": "Soumission",
        "great_submission": "Grande Soumission",
        "lvl": "niv.",
        "choose": "choisir dessous",
        "expansions": "extensions {n}/{of}",
    },
}
"""The board's own short words (the sentences are :mod:`widgets.dojo_kun.words`)."""

DOJO_NAMES = {
    "en": {"tiger": "Tiger Dojo", "crane": "Crane Dojo", "bear": "Bear Dojo", "cobra": "Cobra Dojo"},
    "fr": {"tiger": "Dojo du Tigre", "crane": "Dojo de la Grue", "bear": "Dojo de l’Ours",
           "cobra": "Dojo du Cobra"},
}  # fmt: skip

ABILITY_SHORT = {
    "en": {"bandit_level": "Bandit: +1 level", "ki_bonus": "Ki gains +1", "journey_level":
           "Journey: +1 level", "no_ki": "gains no Ki", "yang_discount": "YANG: 1 Ki less",
           "victory_prestige": "win: +1 PP", "ki_for_level": "2 Ki → 1 level", "train_prestige":
           "trains: +1 PP", "train_ki": "trains: +1 Ki", "no_wounds": "no Wounds"},
    "fr": {"bandit_level": "Bandit : +1 niveau", "ki_bonus": "gains de Ki +1", "journey_level":
           "Voyage : +1 niveau", "no_ki": "aucun Ki", "yang_discount": "YANG : 1 Ki de moins",
           "victory_prestige": "victoire : +1 PP", "ki_for_level": "2 Ki → 1 niveau",
           "train_prestige": "entraînement : +1 PP", "train_ki": "entraînement : +1 Ki",
           "no_wounds": "aucune Blessure"},
}  # fmt: skip
"""An athlete card's ability in a few words (``data.ABILITIES`` tells it whole)."""


def word(key: str, lang: str = "en", **values: object) -> str:
    """One of the board's words, filled in."""
    return WORDS.get(lang, WORDS["en"])[key].format(**values)


def dojo_name(dojo: str, lang: str = "en") -> str:
    return DOJO_NAMES.get(lang, DOJO_NAMES["en"])[dojo]


def symbol_name(symbol: str, lang: str = "en", count: int = 1) -> str:
    """A symbol's or a discipline's name, plural for a count other than 1."""
    name = NAMES.get(lang, NAMES["en"])[symbol]
    return name if count == 1 or symbol == "ki" else name + "s"


def label(
    x: float, y: float, w: float, text: str, *, size: float = TEXT, fill: str = INK,
    bold: bool = True, tag: str = "",
) -> Text:  # fmt: skip
    """``text`` centred in the band from ``x`` to ``x + w`` on the line ``y``, made smaller (down
    to ``SMALL``) when it would not fit; callers keep texts that need more room to ``SMALL``."""
    while size > SMALL and text_width(text, size, bold=bold) > w - 4:
        size -= 0.5
    return Text(x + w / 2, y, text, size, fill, bold=bold, tag=tag)


def left_label(
    x: float, y: float, w: float, text: str, *, size: float = TEXT, fill: str = INK,
    bold: bool = True, tag: str = "",
) -> Text:  # fmt: skip
    """:func:`label`, set at the left of its band: a row's name over its first card, which a
    narrow screen's part of the board holds whole (:mod:`~.parts`)."""
    centred = label(x, y, w, text, size=size, fill=fill, bold=bold, tag=tag)
    half = text_width(text, centred.size, bold=bold) / 2
    return Text(x + 2 + half, y, text, centred.size, fill, bold=bold, tag=tag)


def fitted(
    x: float, y: float, w: float, text: str, *, size: float = SMALL, fill: str = INK,
    bold: bool = False, tag: str = "",
) -> Text:  # fmt: skip
    """``text`` centred on ``x`` on the line ``y``, its letters condensed to ``w`` pixels if it
    is wider (whole, at its full height, never cut short)."""
    wide = text_width(text, size, bold=bold) > w
    return Text(x, y, text, size, fill, bold=bold, tag=tag, width=w if wide else None)


def wrapped(text: str, w: float, *, most: int = 2, size: float = SMALL, bold: bool = False) -> (
    tuple[str, ...]
):  # fmt: skip
    """``text`` in at most ``most`` lines of ``w`` pixels, cut between words; what would not
    fit in them goes on the last line (to be condensed: :func:`fitted`), so no word is lost."""
    found = wrap(text, size, w, bold=bold)
    if len(found) > most:
        found = (*found[: most - 1], " ".join(found[most - 1 :]))
    return found


def lines(
    x: float, y: float, w: float, text: str, *, most: int = 2, size: float = SMALL,
    fill: str = INK, bold: bool = False, tag: str = "",
) -> tuple[Text, ...]:  # fmt: skip
    """``text`` wrapped to the width ``w`` less a frame's room at each side
    (:data:`~.layout.FRAMED`) in at most ``most`` lines centred on ``x + w / 2``, the first on
    the line ``y``; a line still too wide is condensed, never cut."""
    room = w - 2 * FRAMED - 2
    found = wrapped(text, room, most=most, size=size, bold=bold)
    return tuple(
        fitted(x + w / 2, y + k * LINE, room, t, size=size, fill=fill, bold=bold,
               tag=tag if k == 0 else "")
        for k, t in enumerate(found)
    )  # fmt: skip
