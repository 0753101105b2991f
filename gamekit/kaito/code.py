"""Kaito positions as text: the one-line position code and the JSON record.

A position code has six fields separated by spaces::

    SHAsb1/HCsSs1/... b move c4 Sa -

1. the grid, rows 1 to 6 from the top separated by ``/``; in a row, one letter a tile (S Sword,
   H Helmet, A B C Mons worth 1 2 3; upper case Red, lower case Black) and a digit for a run of
   empty squares, as in chess FEN;
2. whose turn: ``r`` (Red) or ``b`` (Black);
3. the step: ``place`` (set-up), ``move`` or ``trade`` (just captured, may buy back a tile);
4. the Kaito's square (``-`` before it is placed);
5. and 6. the tiles Red, then Black, has captured (``-`` for none).

The tiles missing from grid and captures are the Mons spent in trades: anything else missing is an
impossible position, and so are spent Mons of a colour worth less than 4 in all (a trade pays 4 or
more; overpaying is allowed, so any spent Mons worth 4 or more could have paid for one trade). At
step ``move`` a tile on the Kaito's square was bought back in the turn just played: a Sword or
Helmet of the player who just moved, paid with the other colour's Mons (4 or more, 5 for a Helmet).
Every mistake is reported as :class:`~gamekit.InvalidPosition`.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from gamekit import reading
from gamekit.core import InvalidPosition
from gamekit.kaito.state import (
    DEFAULT_OPTIONS,
    EMPTY_HAND,
    HELMET_PRICE,
    SWORD_PRICE,
    KaitoState,
    Options,
    make_state,
    trades_possible,
)
from gamekit.kaito.tiles import (
    BLACK,
    COLOUR_NAMES,
    COLOUR_NAMES_FR,
    FULL_COUNT,
    LETTERS,
    RED,
    SIZE,
    TILE_OF_LETTER,
    Tile,
    mon,
    parse_square,
    square_name,
)

FORMAT = 1
GRID_CHARS = set(TILE_OF_LETTER) | {"."}
OPTION_ERRORS_FR = {
    "jump_over_tiles is True or False": "jump_over_tiles vaut True ou False",
    "win_check is 'end_of_turn' or 'immediate'": "win_check vaut 'end_of_turn' ou 'immediate'",
}
"""The French of :class:`Options`' refusals, which state.py words in English only."""


def options_fr(err: Exception) -> str:
    """An :class:`Options` refusal in French."""
    return OPTION_ERRORS_FR.get(str(err), f"option refusée : {err}")


def encode(state: KaitoState) -> str:
    rows = []
    for r in range(SIZE):
        row, gap = "", 0
        for tile in state.board[r * SIZE : (r + 1) * SIZE]:
            if tile is None:
                gap += 1
                continue
            row += (str(gap) if gap else "") + LETTERS[tile]
            gap = 0
        rows.append(row + (str(gap) if gap else ""))
    kaito = "-" if state.kaito is None else square_name(state.kaito)
    red, black = ("".join(LETTERS[t] for t in hand) or "-" for hand in state.captured)
    return f"{'/'.join(rows)} {'rb'[state.to_play]} {state.step} {kaito} {red} {black}"


def decode(text: str, options: Options = DEFAULT_OPTIONS) -> KaitoState:
    if not isinstance(text, str):
        raise InvalidPosition(
            f"a position code is text, not {type(text).__name__}",
            f"un code de position est un texte, pas un objet {type(text).__name__}",
        )
    text = reading.bounded(text, reading.MAX_CODE, ("a position code", "un code de position"))
    fields = text.split()
    if len(fields) != 6:
        quoted = reading.excerpt(text)
        raise InvalidPosition(
            f"a Kaito position code has 6 fields separated by spaces (grid, turn, step, Kaito "
            f"square, Red's captures, Black's captures); {quoted} has {len(fields)}",
            f"un code de position de Kaito a 6 champs séparés par des espaces (grille, joueur "
            f"au trait, étape, case du Kaito, prises de Rouge, prises de Noir) ; {quoted} en a "
            f"{len(fields)}",
        )
    return _decode(fields, options)


def _decode(fields: list[str], options: Options) -> KaitoState:
    """A state from the six fields of a code (``from_json`` gives them from a record)."""
    grid, side, step, kaito, red, black = fields
    board = _read_grid(grid)
    if side not in ("r", "b"):
        raise InvalidPosition(
            f"the turn is 'r' (Red) or 'b' (Black), not {reading.excerpt(side)}",
            f"le joueur au trait est 'r' (Rouge) ou 'b' (Noir), pas {reading.excerpt(side)}",
        )
    if step not in ("place", "move", "trade"):
        raise InvalidPosition(
            f"the step is 'place', 'move' or 'trade', not {reading.excerpt(step)}",
            f"l’étape est 'place' (mise en place), 'move' (déplacement) ou 'trade' (échange), "
            f"pas {reading.excerpt(step)}",
        )
    if kaito == "-":
        square = None
    else:
        try:
            square = parse_square(kaito)
        except ValueError as err:
            raise InvalidPosition(
                f"the Kaito's square: {err}",
                f"la case du Kaito : {reading.excerpt(kaito.strip().lower())} n’est pas une case "
                "(une colonne a-f et une ligne 1-6, comme c4)",
            ) from None
    hands = (_read_hand(red, RED), _read_hand(black, BLACK))
    return build(board, square, "rb".index(side), step, hands, options)


def build(
    board: tuple[Tile | None, ...],
    kaito: int | None,
    player: int,
    step: str,
    hands: tuple[tuple[int, ...], tuple[int, ...]],
    options: Options = DEFAULT_OPTIONS,
) -> KaitoState:
    """A state from its parts after checking that the position could happen; the position
    editor uses this too."""
    spent = _check_material(board, hands)
    if step == "place":
        if kaito is not None:
            raise InvalidPosition(
                "during set-up the Kaito is not on the board yet: use '-'",
                "pendant la mise en place, le Kaito n’est pas encore sur la grille : utilisez '-'",
            )
        if player != BLACK:
            raise InvalidPosition(
                "at set-up the second player, Black, places the Kaito",
                "à la mise en place, c’est le second joueur, Noir, qui pose le Kaito",
            )
        if any(hands[RED]) or any(hands[BLACK]) or board.count(None) != 2:
            raise InvalidPosition(
                "at set-up nothing is captured and exactly two squares are empty",
                "à la mise en place, rien n’est capturé et exactement deux cases sont vides",
            )
    elif kaito is None:
        raise InvalidPosition(
            "after set-up the Kaito stands on a square: give it, like c4",
            "après la mise en place, le Kaito est sur une case : indiquez-la, comme c4",
        )
    elif step == "move" and board[kaito] is not None:
        _check_bought_back(board[kaito], kaito, player, spent[player])  # type: ignore[arg-type]
    state = make_state(board, kaito, player, step, hands, options)
    if step == "trade":
        if board[kaito] is not None:  # type: ignore[index]
            raise InvalidPosition(
                "in the trade step the Kaito has just captured: its square is empty",
                "à l’étape d’échange, le Kaito vient de capturer : sa case est vide",
            )
        if not trades_possible(state):
            raise InvalidPosition(
                f"{COLOUR_NAMES[player]} cannot trade anything here, so the "
                "turn would already be over: use the step 'move'",
                f"{COLOUR_NAMES_FR[player]} ne peut rien échanger ici, son tour serait donc "
                "déjà fini : utilisez l’étape 'move'",
            )
    if (
        state.swords(RED) * state.helmets(RED) == 0
        and state.swords(BLACK) * state.helmets(BLACK) == 0
    ):
        raise InvalidPosition(
            "both players have lost all their Swords or Helmets: the game "
            "would have ended when the first did",
            "les deux joueurs ont perdu tous leurs Sabres ou tous leurs Casques : la partie "
            "se serait terminée dès le premier des deux",
        )
    return state


def _read_grid(grid: str) -> tuple[Tile | None, ...]:
    rows = grid.split("/")
    if len(rows) != SIZE:
        raise InvalidPosition(
            f"the grid has 6 rows separated by '/', not {len(rows)}",
            f"la grille a 6 lignes séparées par '/', pas {len(rows)}",
        )
    board: list[Tile | None] = []
    for number, row in enumerate(rows, 1):
        squares: list[Tile | None] = []
        for char in row:
            if char in "123456":
                squares.extend([None] * int(char))
            elif char in TILE_OF_LETTER:
                squares.append(TILE_OF_LETTER[char])
            else:
                raise InvalidPosition(
                    f"row {number} of the grid has {char!r}: a square is a tile letter "
                    "(S H A B C, lower case for Black) or a digit counting empty squares",
                    f"la ligne {number} de la grille contient {char!r} : une case est une lettre "
                    "de tuile (S H A B C, en minuscule pour Noir) ou un chiffre qui compte les "
                    "cases vides",
                )
        if len(squares) != SIZE:
            raise InvalidPosition(
                f"row {number} of the grid has {len(squares)} squares, not 6",
                f"la ligne {number} de la grille a {len(squares)} cases, pas 6",
            )
        board.extend(squares)
    return tuple(board)


def _read_hand(text: str, player: int) -> tuple[int, ...]:
    hand = list(EMPTY_HAND)
    if text == "-":
        return tuple(hand)
    for char in text:
        if char not in TILE_OF_LETTER:
            raise InvalidPosition(
                f"{COLOUR_NAMES[player]}'s captures have {char!r}, which is not a tile letter",
                f"les prises de {COLOUR_NAMES_FR[player]} contiennent {char!r}, qui n’est pas une "
                "lettre de tuile",
            )
        hand[TILE_OF_LETTER[char]] += 1
    return tuple(hand)


def _check_material(board: tuple[Tile | None, ...], hands: Any) -> tuple[int, int]:
    """Every tile is on the grid, in a hand, or (Mons only) spent in trades; the value of the
    Mons spent, Red's and Black's."""
    seen = Counter(t for t in board if t is not None)
    for hand in hands:
        seen.update({Tile(t): n for t, n in enumerate(hand) if n and t})
    for tile in Tile:
        have, full = seen[tile], FULL_COUNT[tile]
        if have > full:
            raise InvalidPosition(
                f"there are {have} {tile.label}s on the grid and in the captures; the game has only "
                f"{full}",
                f"il y a {have} {_tiles_fr(tile, have)} sur la grille et dans les prises ; le jeu "
                f"n’en a que {full}",
            )
        if have < full and tile.kind != "mon":
            raise InvalidPosition(
                f"{full - have} {tile.label}{'s' if full - have > 1 else ''} missing: a Sword or Helmet is always on the grid or "
                "held by a player (only Mons leave the game, spent in trades)",
                f"il manque {full - have} {_tiles_fr(tile, full - have)} : un Sabre ou un Casque "
                "est toujours sur la grille ou détenu par un joueur (seuls les Mons quittent le "
                "jeu, dépensés dans les échanges)",
            )
    spent = [
        [v for v in (3, 2, 1) for _ in range(FULL_COUNT[mon(c, v)] - seen[mon(c, v)])]
        for c in (RED, BLACK)
    ]
    for colour in (RED, BLACK):
        if 0 < sum(spent[colour]) < SWORD_PRICE:
            _refuse_spent(colour, spent[colour])
    return sum(spent[RED]), sum(spent[BLACK])


def _refuse_spent(colour: int, values: list[int]) -> None:
    """Mons of ``colour`` worth ``values`` are missing, worth less than any trade pays."""
    name, nom = COLOUR_NAMES[colour].lower(), COLOUR_NAMES_FR[colour].lower()
    total = sum(values)
    if len(values) == 1:
        what = f"a {name} Mon worth {total} is"
        quoi = f"un Mon {nom} de valeur {total}"
    else:
        what = f"{len(values)} {name} Mons worth {total} in all are"
        quoi = f"{len(values)} Mons {nom}s d’une valeur totale de {total}"
    raise InvalidPosition(
        f"{what} missing from the grid and the captures, but Mons leave the game only as "
        f"payment in a trade, and a trade costs Mons worth {SWORD_PRICE} or more "
        f"({SWORD_PRICE} for a Sword, {HELMET_PRICE} for a Helmet)",
        f"il manque {quoi} sur la grille et dans les prises, or les Mons ne quittent le jeu "
        f"qu’en paiement d’un échange, et un échange coûte des Mons d’une valeur de "
        f"{SWORD_PRICE} ou plus ({SWORD_PRICE} pour un Sabre, {HELMET_PRICE} pour un Casque)",
    )


def _check_bought_back(tile: Tile, square: int, player: int, spent: int) -> None:
    """At step 'move', a tile on the Kaito's square was bought back in the turn just played by
    the player who made it (not ``player``, who is to move), with ``player``'s Mons: ``spent``
    is what his missing Mons are worth."""
    mover, where = 1 - player, square_name(square)
    if tile.colour != mover or tile.kind == "mon":
        raise InvalidPosition(
            f"the Kaito's square {where} holds a {tile.label}: after a capture that square is "
            f"empty, unless the player who has just moved ({COLOUR_NAMES[mover]}) bought back "
            "one of his Swords or Helmets, which goes under the Kaito",
            f"la case du Kaito, {where}, porte {tile.label_fr} : après une capture cette case "
            f"est vide, sauf si le joueur qui vient de jouer ({COLOUR_NAMES_FR[mover]}) a racheté "
            "l’un de ses Sabres ou de ses Casques, qui se place sous le Kaito",
        )
    price = SWORD_PRICE if tile.kind == "sword" else HELMET_PRICE
    if spent >= price:
        return
    name, nom = COLOUR_NAMES[player].lower(), COLOUR_NAMES_FR[player].lower()
    if spent:
        but = f"but the {name} Mons missing from the grid and the captures are worth only {spent}"
        mais = (
            f"or les Mons {nom}s qui manquent sur la grille et dans les prises ne valent que "
            f"{spent}"
        )
    else:
        but = f"but no {name} Mon is missing from the grid and the captures"
        mais = f"or aucun Mon {nom} ne manque sur la grille ni dans les prises"
    raise InvalidPosition(
        f"the {tile.label} under the Kaito on {where} was bought back in the turn just played, "
        f"for {name} Mons worth {price} or more; {but}",
        f"{tile.label_fr} sous le Kaito en {where} a été racheté au tour qui vient de se jouer, "
        f"contre des Mons {nom}s d’une valeur de {price} ou plus ; {mais}",
    )


def _tiles_fr(tile: Tile, count: int) -> str:
    """``count`` tiles like ``tile``, named in French without the number: "Sabres rouges",
    "Casque noir", "Mons rouges de valeur 3"."""
    s = "s" if count > 1 else ""
    colour = ("rouge", "noir")[tile.colour] + s
    if tile.kind == "mon":
        return f"Mon{s} {colour} de valeur {tile.value}"
    return f"{'Sabre' if tile.kind == 'sword' else 'Casque'}{s} {colour}"


def to_json(state: KaitoState) -> str:
    rows = [
        "".join(
            LETTERS[t] if t is not None else "." for t in state.board[r * SIZE : (r + 1) * SIZE]
        )
        for r in range(SIZE)
    ]
    red, black = ("".join(LETTERS[t] for t in hand) for hand in state.captured)
    return json.dumps(
        {
            "game": "kaito",
            "format": FORMAT,
            "grid": rows,
            "to_play": COLOUR_NAMES[state.to_play].lower(),
            "step": state.step,
            "kaito": None if state.kaito is None else square_name(state.kaito),
            "captured": {"red": red, "black": black},
            "options": {
                "jump_over_tiles": state.options.jump_over_tiles,
                "win_check": state.options.win_check,
            },
        }
    )


def from_json(text: str) -> KaitoState:
    text = reading.bounded(text, reading.MAX_RECORD, ("a Kaito record", "un enregistrement Kaito"))
    record = reading.read_json(text, limit=reading.MAX_RECORD, what=("this", "ceci"))
    expected = {
        "game",
        "format",
        "grid",
        "to_play",
        "step",
        "kaito",
        "captured",
        "options",
    }
    if not isinstance(record, dict) or set(record) != expected:
        raise InvalidPosition(
            f"a Kaito record is an object with the keys {sorted(expected)}",
            f"un enregistrement Kaito est un objet avec les clés {sorted(expected)}",
        )
    if record["game"] != "kaito" or type(record["format"]) is not int or record["format"] != FORMAT:
        raise InvalidPosition(
            f"this record is not a Kaito position of format {FORMAT}",
            f"cet enregistrement n’est pas une position de Kaito au format {FORMAT}",
        )
    grid, captured, options = record["grid"], record["captured"], record["options"]
    if not (
        isinstance(grid, list)
        and all(isinstance(r, str) and len(r) == SIZE and set(r) <= GRID_CHARS for r in grid)
    ):
        raise InvalidPosition(
            "'grid' is a list of 6 rows of 6 tile letters ('.' for empty)",
            "'grid' est une liste de 6 lignes de 6 lettres de tuile ('.' pour une case vide)",
        )
    if not (
        isinstance(captured, dict)
        and set(captured) == {"red", "black"}
        and all(isinstance(v, str) for v in captured.values())
    ):
        raise InvalidPosition(
            "'captured' maps 'red' and 'black' to tile letters",
            "'captured' associe à 'red' et à 'black' des lettres de tuile",
        )
    if not (isinstance(options, dict) and set(options) <= {"jump_over_tiles", "win_check"}):
        raise InvalidPosition(
            "'options' may hold 'jump_over_tiles' and 'win_check'",
            "'options' peut contenir 'jump_over_tiles' et 'win_check'",
        )
    try:
        opts = Options(**options)
    except (TypeError, ValueError) as err:
        raise InvalidPosition(
            f"bad options: {err}", f"options refusées : {options_fr(err)}"
        ) from None
    if record["to_play"] not in ("red", "black"):
        raise InvalidPosition("'to_play' is 'red' or 'black'", "'to_play' vaut 'red' ou 'black'")
    side = record["to_play"][0]
    code_grid = "/".join(row.replace(".", "1") for row in grid)
    kaito = record["kaito"] if record["kaito"] is not None else "-"
    if not isinstance(kaito, str) or " " in kaito or not kaito:
        raise InvalidPosition(
            "'kaito' is a square like 'c4', or null before set-up",
            "'kaito' est une case comme 'c4', ou null avant la mise en place",
        )
    step = record["step"]
    if not isinstance(step, str) or " " in step or not step:
        raise InvalidPosition(
            "'step' is 'place', 'move' or 'trade'", "'step' vaut 'place', 'move' ou 'trade'"
        )
    hands = [captured["red"] or "-", captured["black"] or "-"]
    if any(" " in h for h in hands):
        raise InvalidPosition(
            "captured tiles are letters without spaces",
            "les tuiles capturées sont des lettres sans espaces",
        )
    return _decode([code_grid, side, step, kaito, *hands], opts)
