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
impossible position. Every mistake is reported as :class:`~gamekit.InvalidPosition`.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from gamekit.core import InvalidPosition
from gamekit.kaito.state import (
    DEFAULT_OPTIONS,
    EMPTY_HAND,
    KaitoState,
    Options,
    make_state,
    trades_possible,
)
from gamekit.kaito.tiles import (
    BLACK,
    COLOUR_NAMES,
    FULL_COUNT,
    LETTERS,
    RED,
    SIZE,
    TILE_OF_LETTER,
    Tile,
    parse_square,
    square_name,
)

FORMAT = 1
GRID_CHARS = set(TILE_OF_LETTER) | {"."}


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
        raise InvalidPosition(f"a position code is text, not {type(text).__name__}")
    fields = text.split()
    if len(fields) != 6:
        raise InvalidPosition(
            f"a Kaito position code has 6 fields separated by spaces (grid, turn, step, Kaito "
            f"square, Red's captures, Black's captures); {text!r} has {len(fields)}"
        )
    grid, side, step, kaito, red, black = fields
    board = _read_grid(grid)
    if side not in ("r", "b"):
        raise InvalidPosition(f"the turn is 'r' (Red) or 'b' (Black), not {side!r}")
    if step not in ("place", "move", "trade"):
        raise InvalidPosition(f"the step is 'place', 'move' or 'trade', not {step!r}")
    if kaito == "-":
        square = None
    else:
        try:
            square = parse_square(kaito)
        except ValueError as err:
            raise InvalidPosition(f"the Kaito's square: {err}") from None
    hands = (_read_hand(red, "Red"), _read_hand(black, "Black"))
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
    _check_material(board, hands)
    if step == "place":
        if kaito is not None:
            raise InvalidPosition("during set-up the Kaito is not on the board yet: use '-'")
        if player != BLACK:
            raise InvalidPosition("at set-up the second player, Black, places the Kaito")
        if any(hands[RED]) or any(hands[BLACK]) or board.count(None) != 2:
            raise InvalidPosition("at set-up nothing is captured and exactly two squares are empty")
    elif kaito is None:
        raise InvalidPosition("after set-up the Kaito stands on a square: give it, like c4")
    state = make_state(board, kaito, player, step, hands, options)
    if step == "trade":
        if board[kaito] is not None:  # type: ignore[index]
            raise InvalidPosition(
                "in the trade step the Kaito has just captured: its square is empty"
            )
        if not trades_possible(state):
            raise InvalidPosition(
                f"{COLOUR_NAMES[player]} cannot trade anything here, so the "
                "turn would already be over: use the step 'move'"
            )
    if (
        state.swords(RED) * state.helmets(RED) == 0
        and state.swords(BLACK) * state.helmets(BLACK) == 0
    ):
        raise InvalidPosition(
            "both players have lost all their Swords or Helmets: the game "
            "would have ended when the first did"
        )
    return state


def _read_grid(grid: str) -> tuple[Tile | None, ...]:
    rows = grid.split("/")
    if len(rows) != SIZE:
        raise InvalidPosition(f"the grid has 6 rows separated by '/', not {len(rows)}")
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
                    "(S H A B C, lower case for Black) or a digit counting empty squares"
                )
        if len(squares) != SIZE:
            raise InvalidPosition(f"row {number} of the grid has {len(squares)} squares, not 6")
        board.extend(squares)
    return tuple(board)


def _read_hand(text: str, who: str) -> tuple[int, ...]:
    hand = list(EMPTY_HAND)
    if text == "-":
        return tuple(hand)
    for char in text:
        if char not in TILE_OF_LETTER:
            raise InvalidPosition(f"{who}'s captures have {char!r}, which is not a tile letter")
        hand[TILE_OF_LETTER[char]] += 1
    return tuple(hand)


def _check_material(board: tuple[Tile | None, ...], hands: Any) -> None:
    """Every tile is on the grid, in a hand, or (Mons only) spent in a trade."""
    seen = Counter(t for t in board if t is not None)
    for hand in hands:
        seen.update({Tile(t): n for t, n in enumerate(hand) if n and t})
    for tile in Tile:
        have, full = seen[tile], FULL_COUNT[tile]
        name = tile.label + ("s" if full > 1 else "")
        if have > full:
            raise InvalidPosition(
                f"there are {have} {name} on the grid and in the captures; the game has only {full}"
            )
        if have < full and tile.kind != "mon":
            raise InvalidPosition(
                f"{full - have} {name} missing: a Sword or Helmet is always on the grid or "
                "held by a player (only Mons leave the game, spent in trades)"
            )


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
    try:
        record = json.loads(text)
    except (TypeError, ValueError) as err:
        raise InvalidPosition(f"this is not JSON: {err}") from None
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
        raise InvalidPosition(f"a Kaito record is an object with the keys {sorted(expected)}")
    if record["game"] != "kaito" or record["format"] != FORMAT:
        raise InvalidPosition(f"this record is not a Kaito position of format {FORMAT}")
    grid, captured, options = record["grid"], record["captured"], record["options"]
    if not (
        isinstance(grid, list)
        and all(isinstance(r, str) and len(r) == SIZE and set(r) <= GRID_CHARS for r in grid)
    ):
        raise InvalidPosition("'grid' is a list of 6 rows of 6 tile letters ('.' for empty)")
    if not (
        isinstance(captured, dict)
        and set(captured) == {"red", "black"}
        and all(isinstance(v, str) for v in captured.values())
    ):
        raise InvalidPosition("'captured' maps 'red' and 'black' to tile letters")
    if not (isinstance(options, dict) and set(options) <= {"jump_over_tiles", "win_check"}):
        raise InvalidPosition("'options' may hold 'jump_over_tiles' and 'win_check'")
    try:
        opts = Options(**options)
    except (TypeError, ValueError) as err:
        raise InvalidPosition(f"bad options: {err}") from None
    if record["to_play"] not in ("red", "black"):
        raise InvalidPosition("'to_play' is 'red' or 'black'")
    side = record["to_play"][0]
    code_grid = "/".join(row.replace(".", "1") for row in grid)
    kaito = record["kaito"] if record["kaito"] is not None else "-"
    if not isinstance(kaito, str) or " " in kaito or not kaito:
        raise InvalidPosition("'kaito' is a square like 'c4', or null before set-up")
    step = record["step"]
    if not isinstance(step, str) or " " in step or not step:
        raise InvalidPosition("'step' is 'place', 'move' or 'trade'")
    hands = [captured["red"] or "-", captured["black"] or "-"]
    if any(" " in h for h in hands):
        raise InvalidPosition("captured tiles are letters without spaces")
    return decode(f"{code_grid} {side} {step} {kaito} {hands[0]} {hands[1]}", opts)
