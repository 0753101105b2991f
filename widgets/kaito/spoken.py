"""The Kaito board said aloud, for a screen reader and a keyboard: each square's name and what
lies there, the position row by row, and what the reading keys say.

>>> import gamekit
>>> state = gamekit.load("kaito").from_code("SS1SSS/SS1HHs/4H1/ss1sss/hhshAA/AB1BCC r move c3 - -")
>>> square_label(state, 14, targets=(26,))
'c3, the Kaito (Red to move)'
>>> square_label(state, 26, targets=(26,), lang="fr")
'c5, Sabre noir, le Kaito peut y aller'
>>> row_text(state, 2)
'Row 3: a3 empty, b3 empty, c3 the Kaito, d3 empty, e3 red Helmet, f3 empty.'
"""

from __future__ import annotations

from collections.abc import Iterable

from gamekit.kaito import KaitoState, square_name
from widgets.i18n import Table, colon, say
from widgets.kaito.words import name, status, tile_label

SIZE = 6
COLUMNS = "abcdef"

SPOKEN: Table = {
    "board": {"en": "Kaito board", "fr": "Plateau de Kaito"},
    "empty": {"en": "empty", "fr": "vide"},
    "kaito": {"en": "the Kaito", "fr": "le Kaito"},
    "kaito_side": {"en": "the Kaito ({who} to move)", "fr": "le Kaito ({who} joue)"},
    "kaito_on": {"en": "the Kaito, on a {tile}", "fr": "le Kaito, sur un {tile}"},
    "target": {"en": "the Kaito can go here", "fr": "le Kaito peut y aller"},
    "refused": {"en": "refused", "fr": "refusé"},
    "last_from": {"en": "where the Kaito came from", "fr": "d’où vient le Kaito"},
    "last_to": {"en": "the Kaito's last move", "fr": "dernier coup du Kaito"},
    "hint": {"en": "the computer's choice", "fr": "le choix de l’ordinateur"},
    "selected": {"en": "selected", "fr": "choisie"},
    "row": {"en": "Row {n}", "fr": "Ligne {n}"},
    "column": {"en": "Column {c}", "fr": "Colonne {c}"},
    "no_kaito": {"en": "The Kaito is not placed yet.", "fr": "Le Kaito n’est pas encore posé."},
    "kaito_at": {"en": "The Kaito is on {square}.", "fr": "Le Kaito est en {square}."},
    "captured": {"en": "{who} has captured {what}.", "fr": "{who} a capturé {what}."},
    "nothing": {"en": "nothing", "fr": "rien"},
    "keys": {
        "en": "Arrow keys move over the squares, Enter or Space plays the square, R reads the "
        "row, C the column, P the whole position, S whose turn it is.",
        "fr": "Les flèches parcourent les cases, Entrée ou Espace joue la case, R lit la ligne, "
        "C la colonne, P toute la position, S à qui le tour.",
    },
}
"""The words of the board said aloud."""


def board_name(lang: str = "en") -> str:
    """What a screen reader calls the board."""
    return say(SPOKEN, "board", lang)


def _lies(state: KaitoState, square: int, lang: str) -> str:
    """What lies on ``square``: a tile, the Kaito (and the tile under it), or nothing."""
    tile = state.board[square]
    if square == state.kaito:
        if tile is not None:
            return say(SPOKEN, "kaito_on", lang, tile=tile_label(tile, lang))
        return say(SPOKEN, "kaito", lang)
    return tile_label(tile, lang) if tile is not None else say(SPOKEN, "empty", lang)


def square_label(
    state: KaitoState,
    square: int,
    *,
    targets: Iterable[int] = (),
    last: tuple[int | None, int] | None = None,
    hint: int | None = None,
    refused: int | None = None,
    selected: int | None = None,
    lang: str = "en",
) -> str:
    """What a reader hears on ``square``: its name, what lies there, and the marks the board
    draws on it (where the Kaito can go, the last move, a refusal...), in words."""
    lies = _lies(state, square, lang)
    if square == state.kaito and state.board[square] is None and not state.is_over:
        lies = say(SPOKEN, "kaito_side", lang, who=name(state.to_play, lang))
    parts = [square_name(square), lies]
    if square in tuple(targets):
        parts.append(say(SPOKEN, "target", lang))
    if last is not None:
        if square == last[0]:
            parts.append(say(SPOKEN, "last_from", lang))
        if square == last[1]:
            parts.append(say(SPOKEN, "last_to", lang))
    for mark, key in ((hint, "hint"), (selected, "selected"), (refused, "refused")):
        if square == mark:
            parts.append(say(SPOKEN, key, lang))
    return ", ".join(parts)


def row_text(state: KaitoState, row: int, lang: str = "en") -> str:
    """One row, left to right: "Row 3: a3 empty, b3 red Sword, ..."."""
    squares = range(row * SIZE, (row + 1) * SIZE)
    cells = ", ".join(f"{square_name(s)} {_lies(state, s, lang)}" for s in squares)
    return f"{say(SPOKEN, 'row', lang, n=row + 1)}{colon(lang)}{cells}."


def column_text(state: KaitoState, col: int, lang: str = "en") -> str:
    """One column, top to bottom: "Column c: c1 red Sword, ..."."""
    squares = range(col, SIZE * SIZE, SIZE)
    cells = ", ".join(f"{square_name(s)} {_lies(state, s, lang)}" for s in squares)
    return f"{say(SPOKEN, 'column', lang, c=COLUMNS[col])}{colon(lang)}{cells}."


def captured_text(state: KaitoState, lang: str = "en") -> str:
    """What each player has captured."""
    said = []
    for colour, tiles in enumerate(state.captured):
        what = ", ".join(tile_label(t, lang) for t in tiles) or say(SPOKEN, "nothing", lang)
        said.append(say(SPOKEN, "captured", lang, who=name(colour, lang), what=what))
    return " ".join(said)


def position_text(state: KaitoState, lang: str = "en") -> str:
    """The whole position in words: whose turn, the Kaito's square, each row, the captures."""
    where = (
        say(SPOKEN, "kaito_at", lang, square=square_name(state.kaito))
        if state.kaito is not None
        else say(SPOKEN, "no_kaito", lang)
    )
    rows = " ".join(row_text(state, row, lang) for row in range(SIZE))
    return f"{status(state, lang)} {where} {rows} {captured_text(state, lang)}"


def read(state: KaitoState, letter: str, square: int, lang: str = "en") -> str | None:
    """What the reading key ``letter`` says with the cursor on ``square``."""
    row, col = divmod(square, SIZE)
    if letter == "r":
        return row_text(state, row, lang)
    if letter == "c":
        return column_text(state, col, lang)
    if letter == "p":
        return position_text(state, lang)
    if letter == "s":
        return status(state, lang)
    if letter in ("h", "?"):
        return say(SPOKEN, "keys", lang)
    return None
