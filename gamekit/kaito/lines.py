"""Where the Kaito can land, by table look-up.

A position keeps two occupancy bit masks: ``occ`` with bit ``row * 6 + col`` set for each square
holding a tile, and ``occ_t`` the same grid transposed (bit ``col * 6 + row``). The six bits of
the Kaito's row and the six of its column then index small precomputed tables of capture targets,
so listing the legal moves costs three look-ups instead of a scan of ten squares.

Targets come in ascending square order: the column above the Kaito, its row, the column below.
"""

from __future__ import annotations

from gamekit.kaito.actions import CAPTURES, Capture
from gamekit.kaito.tiles import SIZE, SQUARES

BIT = tuple(1 << s for s in SQUARES)
BIT_T = tuple(1 << ((s % SIZE) * SIZE + s // SIZE) for s in SQUARES)
ROW_SHIFT = tuple((s // SIZE) * SIZE for s in SQUARES)
COL_SHIFT = tuple((s % SIZE) * SIZE for s in SQUARES)
Targets = tuple[Capture, ...]


def _table(kaito: int, *, row: bool, part: str, first: bool) -> tuple[Targets, ...]:
    """For each 6-bit occupancy of the Kaito's row (or column), the targets in one part of it:
    ``"before"`` (left / above the Kaito), ``"after"`` (right / below) or ``"both"``."""
    r, c = divmod(kaito, SIZE)
    me = c if row else r
    table = []
    for bits in range(64):
        before = [i for i in range(me - 1, -1, -1) if bits >> i & 1]
        after = [i for i in range(me + 1, SIZE) if bits >> i & 1]
        if first:
            before, after = before[:1], after[:1]
        chosen = {"before": before, "after": after, "both": before + after}[part]
        squares = sorted(r * SIZE + i if row else i * SIZE + c for i in chosen)
        table.append(tuple(CAPTURES[s] for s in squares))
    return tuple(table)


def _tables(first: bool) -> tuple[tuple[tuple[Targets, ...], ...], ...]:
    return tuple(
        tuple(_table(k, row=row, part=part, first=first) for k in SQUARES)
        for row, part in ((False, "before"), (True, "both"), (False, "after"))
    )


ABOVE, ROW, BELOW = _tables(first=False)
ABOVE_FIRST, ROW_FIRST, BELOW_FIRST = _tables(first=True)


def targets(kaito: int, occ: int, occ_t: int, jump_over_tiles: bool) -> Targets:
    """The capture actions from ``kaito`` given the occupancy masks."""
    row = (occ >> ROW_SHIFT[kaito]) & 63
    col = (occ_t >> COL_SHIFT[kaito]) & 63
    if jump_over_tiles:
        return ABOVE[kaito][col] + ROW[kaito][row] + BELOW[kaito][col]
    return ABOVE_FIRST[kaito][col] + ROW_FIRST[kaito][row] + BELOW_FIRST[kaito][col]


def masks(board: tuple[object, ...]) -> tuple[int, int]:
    """The occupancy masks ``(occ, occ_t)`` of a board."""
    occ = occ_t = 0
    for s in SQUARES:
        if board[s] is not None:
            occ |= BIT[s]
            occ_t |= BIT_T[s]
    return occ, occ_t
