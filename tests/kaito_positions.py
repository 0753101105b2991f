"""Kaito test positions written as "these tiles on these squares"; the rest is filled in.

``position({"c5": "s", "e3": "H"}, kaito="c3")`` puts a black Sword on c5 and a red Helmet on e3,
the Kaito on c3, and every Sword and Helmet not placed or held somewhere off the Kaito's row and
column, so they never change what the Kaito can reach. Mons not placed or held count as spent
(more are left out where needed: a colour's spent Mons are worth 0 or 4 or more).
"""

from __future__ import annotations

import gamekit
from gamekit.kaito import KaitoState, parse_square
from gamekit.kaito.tiles import FULL_COUNT, LETTERS, TILE_OF_LETTER, Tile

GAME = gamekit.load("kaito")


def position(
    tiles: dict[str, str],
    *,
    kaito: str = "c3",
    side: str = "r",
    step: str = "move",
    red: str = "",
    black: str = "",
    mons: bool = True,
    **options: object,
) -> KaitoState:
    """A position from the named tiles; ``mons=False`` leaves unplaced Mons out (spent)."""
    board: list[str] = ["."] * 36
    for name, letter in tiles.items():
        board[parse_square(name)] = letter
    home = parse_square(kaito)
    used = [*tiles.values(), *red, *black]
    left = {t: FULL_COUNT[t] - used.count(LETTERS[t]) for t in Tile}
    reserve = [
        s for s in range(36) if s // 6 != home // 6 and s % 6 != home % 6 and board[s] == "."
    ]
    fill = [LETTERS[t] for t in Tile if t.kind != "mon" for _ in range(left[t])]
    if mons:
        fill += [LETTERS[t] for t in Tile if t.kind == "mon" for _ in range(left[t])]
    placed = fill[: len(reserve)]
    for colour in "ABC", "abc":  # spent Mons of a colour are worth 0 or 4+ (a trade pays 4)
        spent = sum(" ABC abc".index(m) % 4 for m in fill[len(reserve) :] if m in colour)
        for i in reversed(range(len(placed))):
            if not 0 < spent < 4:
                break
            if placed[i] in colour:
                spent += " ABC abc".index(placed[i]) % 4
                placed[i] = "."
    for square, letter in zip(reserve, placed):
        board[square] = letter
    rows = ["".join(board[r * 6 : r * 6 + 6]) for r in range(6)]
    grid = "/".join(_compress(row) for row in rows)
    code = f"{grid} {side} {step} {kaito} {red or '-'} {black or '-'}"
    return GAME.from_code(code, **options)


def _compress(row: str) -> str:
    out, gap = "", 0
    for char in row:
        if char == ".":
            gap += 1
            continue
        out += (str(gap) if gap else "") + char
        gap = 0
    return out + (str(gap) if gap else "")


def tile(letter: str) -> Tile:
    return TILE_OF_LETTER[letter]
