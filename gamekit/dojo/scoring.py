"""Scoring a finished dojo: rows by disciples, columns by belts, and the six trophies.

>>> result = score("T1 T2 T4 M5/C3 C2 F1 B4/M4 F2 B3 T5")  # the rulebook's example
>>> result.total, [r.points for r in result.rows], [c.points for c in result.columns]
(12, [6, 3, 1], [0, 2, 0, 0])

Rows (``dojo.score.row``): the most represented disciple scores 1, 3, 6 or 10 points for 1 to 4
cards; Raccoons are wild. Columns (``dojo.score.column``): three belts of one colour score the
belt's value. Trophies change that: see :data:`TROPHY_EFFECTS`. Where a trophy lets the player
choose (which card becomes a Raccoon, how to rearrange a line), the best choice is made.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import permutations, product

from gamekit.dojo.cards import (
    CARDS,
    COLUMN_TROPHIES,
    DECK_COMPOSITION,
    DISCIPLES,
    RACCOON,
    ROW_TROPHIES,
    TROPHY_COPIES,
    Card,
)
from gamekit.reading import excerpt

ROW_POINTS = (0, 1, 3, 6, 10)
ROWS, COLUMNS = 3, 4
INCENSE_READINGS = ("best", "sum")
TROPHY_EFFECTS = {
    "grand_master": "one card of the row counts as a Raccoon (wild)",
    "incense": "1 point per different disciple in the row, if that beats the majority score",
    "assistant": "rearrange the row before scoring",
    "multicolour_belt": "two belts of one colour are enough for the column bonus",
    "competition_kimono": "three belts of one colour score double",
    "broom": "rearrange the column before scoring",
}

Grid = tuple[tuple[Card, ...], ...]


class ScoreError(ValueError):
    """A dojo or trophies the scoring tool cannot read, said in English (``str``) and French
    (``say("fr")``)."""

    def __init__(self, text: str, fr: str) -> None:
        super().__init__(text)
        self.text, self.fr = text, fr

    def say(self, lang: str = "en") -> str:
        """The sentence in ``lang`` ("en" or "fr")."""
        return self.fr if lang == "fr" else self.text


@dataclass(frozen=True)
class RowScore:
    """How one row scored: its points, the disciple counted, what each Raccoon became."""

    cards: tuple[Card, ...]
    points: int
    disciple: str
    count: int
    trophy: str | None = None
    wild: tuple[str, ...] = ()
    how: str = "majority"  # or "incense" (one point per different disciple)
    converted: Card | None = None  # the card a Grand Master turned into a Raccoon


@dataclass(frozen=True)
class ColumnScore:
    """How one column scored: its points and the belt that earned them (0 for none)."""

    cards: tuple[Card, ...]
    points: int
    belt: int
    trophy: str | None = None


@dataclass(frozen=True)
class Score:
    """A dojo's total and its breakdown; ``grid`` is the arrangement scored (after any Broom or
    Assistant), ``rearranged`` names the lines those trophies moved, in the order used, and
    ``steps`` gives each such line with its cards after the move."""

    total: int
    rows: tuple[RowScore, ...]
    columns: tuple[ColumnScore, ...]
    grid: Grid
    rearranged: tuple[str, ...] = field(default=())
    trophy_points: int = 0
    steps: tuple[tuple[str, tuple[Card, ...]], ...] = field(default=())


def parse_grid(text: str) -> Grid:
    """Read ``"T1 T2 T3 M4/C1 C2 F3 B4/M1 F2 B3 R4"``: 3 rows top to bottom, 4 cards each, no
    more copies of a card than the deck holds (``DECK_COMPOSITION``); :class:`ScoreError` if not.

    >>> parse_grid("T1 T1 T1 M4/C1 C2 F3 B4/M1 F2 B3 R4")
    Traceback (most recent call last):
    ...
    gamekit.dojo.scoring.ScoreError: the deck holds 2 T1, not 3
    """
    if not isinstance(text, str):
        raise ScoreError(
            "a dojo grid is text: three rows separated by '/'",
            "un dojo s’écrit en texte : trois lignes séparées par '/'",
        )
    rows = text.strip().split("/")
    if len(rows) != ROWS:
        raise ScoreError(
            f"a finished dojo has 3 rows separated by '/', not {len(rows)}",
            f"un dojo terminé a 3 lignes séparées par '/', pas {len(rows)}",
        )
    grid = []
    for number, row in enumerate(rows, 1):
        codes = row.split()
        if len(codes) != COLUMNS:
            cards = "card" if len(codes) == 1 else "cards"
            cartes = "carte" if len(codes) < 2 else "cartes"
            raise ScoreError(
                f"row {number} has {len(codes)} {cards}; a finished dojo has 4 a row",
                f"la ligne {number} a {len(codes)} {cartes} ; un dojo terminé en a 4 par ligne",
            )
        for code in codes:
            if code not in CARDS:
                raise ScoreError(
                    f"{excerpt(code)} is not a Tatami card: a disciple letter (M F T C B R) and a "
                    "belt 1-5",
                    f"{excerpt(code)} n’est pas une carte TATAMI : une lettre de disciple "
                    "(M F T C B R) et une ceinture de 1 à 5",
                )
        grid.append(tuple(CARDS[c] for c in codes))
    _check_copies(grid)
    return tuple(grid)


def _check_copies(grid: Sequence[Sequence[Card]]) -> None:
    for card, count in Counter(c for row in grid for c in row).items():
        held = DECK_COMPOSITION.get((card.disciple, card.belt), 0)
        if count > held:
            raise ScoreError(
                f"the deck holds {held} {card}, not {count}",
                f"la pioche contient {held} {card}, pas {count}",
            )


def score(
    grid: str | Sequence[Sequence[Card]],
    trophies: Mapping[str, str] | None = None,
    *,
    incense: str = "best",
) -> Score:
    """Score a finished 3x4 dojo.

    ``trophies`` maps ``row1``..``row3`` (top to bottom) to ``grand_master``, ``incense`` or
    ``assistant``, and ``col1``..``col4`` (left to right) to ``multicolour_belt``,
    ``competition_kimono`` or ``broom``. ``incense="sum"`` reads the Incense as scoring every
    disciple group of the row (the French text's other reading); the default scores the better
    of the majority and one point per different disciple.
    """
    if isinstance(grid, str):
        cards = parse_grid(grid)
    else:
        cards = tuple(tuple(r) for r in grid)
        if len(cards) != ROWS or any(len(r) != COLUMNS for r in cards):
            raise ScoreError(
                "a finished dojo has 3 rows of 4 cards", "un dojo terminé a 3 lignes de 4 cartes"
            )
        _check_copies(cards)
    row_trophies, column_trophies = _read_trophies({} if trophies is None else trophies)
    if incense not in INCENSE_READINGS:
        raise ValueError(f"incense is one of {INCENSE_READINGS}")
    assistants = [r for r, t in enumerate(row_trophies) if t == "assistant"]
    brooms = [c for c, t in enumerate(column_trophies) if t == "broom"]
    # The search runs on card codes ("T3"): strings hash and sort fast, dataclasses do not.
    codes = tuple(tuple(str(c) for c in row) for row in cards)
    total, arranged, moves = _best_arrangement(
        codes, row_trophies, column_trophies, incense, assistants, brooms
    )
    final = tuple(tuple(CARDS[code] for code in row) for row in arranged)
    rows = tuple(_row(final[r], row_trophies[r], incense) for r in range(ROWS))
    columns = tuple(_column(_col(final, c), column_trophies[c]) for c in range(COLUMNS))
    steps = tuple((line, tuple(CARDS[code] for code in order)) for line, order in moves)
    return Score(total, rows, columns, final, tuple(line for line, _ in steps), steps=steps)


def _read_trophies(
    trophies: Mapping[str, str],
) -> tuple[list[str | None], list[str | None]]:
    if not isinstance(trophies, Mapping):
        raise ScoreError(
            "trophies map lines to trophies, e.g. {'row1': 'incense', 'col2': 'broom'}",
            "les trophées vont par ligne ou colonne, par ex. {'row1': 'incense', 'col2': 'broom'}",
        )
    rows: list[str | None] = [None] * ROWS
    columns: list[str | None] = [None] * COLUMNS
    for line, trophy in trophies.items():
        if line in ("row1", "row2", "row3"):
            if trophy not in ROW_TROPHIES:
                raise ScoreError(
                    f"{line} takes a black trophy ({', '.join(ROW_TROPHIES)}), not {excerpt(str(trophy))}",
                    f"{line} prend un trophée noir ({', '.join(ROW_TROPHIES)}), pas {excerpt(str(trophy))}",
                )
            rows[int(line[3]) - 1] = trophy
        elif line in ("col1", "col2", "col3", "col4"):
            if trophy not in COLUMN_TROPHIES:
                raise ScoreError(
                    f"{line} takes an orange trophy ({', '.join(COLUMN_TROPHIES)}), not {excerpt(str(trophy))}",
                    f"{line} prend un trophée orange ({', '.join(COLUMN_TROPHIES)}), "
                    f"pas {excerpt(str(trophy))}",
                )
            columns[int(line[3]) - 1] = trophy
        else:
            raise ScoreError(
                f"{excerpt(str(line))} is not a line: use row1..row3 or col1..col4",
                f"{excerpt(str(line))} n’est ni une ligne ni une colonne : row1..row3 ou col1..col4",
            )
    for kind, count in Counter(t for t in rows + columns if t).items():
        if count > TROPHY_COPIES:
            raise ScoreError(
                f"there are {TROPHY_COPIES} {kind} trophies in the game, not {count}",
                f"le jeu compte {TROPHY_COPIES} trophées {kind}, pas {count}",
            )
    return rows, columns


def _col(grid: tuple[tuple[Card | str, ...], ...], c: int) -> tuple:
    return tuple(row[c] for row in grid)


Codes = tuple[tuple[str, ...], ...]
Move = tuple[str, tuple[str, ...]]
"""One use of an Assistant or a Broom: the line (``row2``, ``col4``) and its cards afterwards."""


def _best_arrangement(
    grid: Codes,
    row_trophies: list[str | None],
    column_trophies: list[str | None],
    incense: str,
    assistants: list[int],
    brooms: list[int],
) -> tuple[int, Codes, tuple[Move, ...]]:
    """The best score over every way the Assistants (rows) and Brooms (columns) can rearrange
    the dojo: each is used once, in any order the player likes (``dojo.trophy.assistant``,
    ``dojo.trophy.broom``). Returns the score, the grid scored and the moves made, in order.

    The order matters: an Assistant can bring a card into a Broom's column, which the Broom then
    takes to another row. A rearranged row keeps its own score, so an Assistant only changes
    the columns' scores and a Broom only the rows'. The search is exact: depth first over the
    moves, where two moves of one kind in a row are tried in one order only (they commute);
    once only one kind is left, every way of using them is scored directly; and a branch is
    cut when even the best imaginable finish cannot beat the best score found.
    """
    row_cache: dict[tuple[int, tuple[str, ...]], int] = {}
    column_cache: dict[tuple[int, tuple[str, ...]], int] = {}

    def row_points(r: int, cards: tuple[str, ...]) -> int:
        key = (r, cards)
        if key not in row_cache:
            row_cache[key] = _row_points(tuple(sorted(cards)), row_trophies[r], incense)
        return row_cache[key]

    def column_points(c: int, cards: tuple[str, ...]) -> int:
        key = (c, cards)
        if key not in column_cache:
            column_cache[key] = _column_points(tuple(sorted(cards)), column_trophies[c])
        return column_cache[key]

    def rows_total(g: Codes) -> int:
        return row_points(0, g[0]) + row_points(1, g[1]) + row_points(2, g[2])

    def columns_total(g: Codes) -> int:
        return sum(column_points(c, (g[0][c], g[1][c], g[2][c])) for c in range(COLUMNS))

    def bound(g: Codes, rows_left: frozenset[int], columns_left: frozenset[int]) -> int:
        """The most the dojo could score: each Broom left may replace one card of every row,
        each Assistant left one card of every column (with none left, the points as they are)."""
        rows = (
            sum(_row_bound(g[r], row_trophies[r], incense, len(columns_left)) for r in range(ROWS))
            if columns_left
            else rows_total(g)
        )
        columns = (
            sum(
                _column_bound(_col(g, c), column_trophies[c], len(rows_left))
                for c in range(COLUMNS)
            )
            if rows_left
            else columns_total(g)
        )
        return rows + columns

    best: list = [rows_total(grid) + columns_total(grid), grid, ()]

    def finish(g: Codes, lines: list[int], rows: bool, moves: tuple[Move, ...]) -> None:
        """Use the last trophies, all of one kind, in every way (their order does not matter)."""
        left = frozenset(lines)
        if bound(g, left if rows else frozenset(), frozenset() if rows else left) <= best[0]:
            return
        fixed = rows_total(g) if rows else columns_total(g)
        t = g if rows else _transpose(g)
        for choice in product(*(_orders(t[i]) for i in lines)):
            new = list(t)
            for i, order in zip(lines, choice):
                new[i] = order
            h = tuple(new) if rows else _transpose(tuple(new))
            now = fixed + (columns_total(h) if rows else rows_total(h))
            if now > best[0]:
                kind = "row" if rows else "col"
                best[:] = [
                    now,
                    h,
                    (*moves, *((f"{kind}{i + 1}", o) for i, o in zip(lines, choice))),
                ]

    def search(g: Codes, rows_left: frozenset[int], columns_left: frozenset[int], last: str,
               moves: tuple[Move, ...]) -> None:  # fmt: skip
        if not columns_left or not rows_left:
            if rows_left or columns_left:
                finish(g, sorted(rows_left or columns_left), bool(rows_left), moves)
            return
        now = rows_total(g) + columns_total(g)
        if now > best[0]:
            best[:] = [now, g, moves]
        if bound(g, rows_left, columns_left) <= best[0]:
            return
        for r in sorted(rows_left):
            if last.startswith("row") and r < int(last[3:]):
                continue  # rows commute: row 1 then row 3 is row 3 then row 1
            for order in _orders(g[r]):
                h = _with_line(g, f"row{r + 1}", order)
                search(
                    h, rows_left - {r}, columns_left, f"row{r}", (*moves, (f"row{r + 1}", order))
                )
        for c in sorted(columns_left):
            if last.startswith("col") and c < int(last[3:]):
                continue
            for order in _orders(_col(g, c)):
                h = _with_line(g, f"col{c + 1}", order)
                search(
                    h, rows_left, columns_left - {c}, f"col{c}", (*moves, (f"col{c + 1}", order))
                )

    search(grid, frozenset(assistants), frozenset(brooms), "", ())
    return best[0], best[1], _useful(grid, best[2])


def _transpose(grid: Codes) -> Codes:
    return tuple(zip(*grid))


def _useful(grid: Codes, moves: tuple[Move, ...]) -> tuple[Move, ...]:
    """The moves that changed their line (a move that leaves a line as it was is no move)."""
    kept, g = [], grid
    for line, order in moves:
        index = int(line[3:]) - 1
        before = g[index] if line.startswith("row") else _col(g, index)
        if order != before:
            kept.append((line, order))
        g = _with_line(g, line, order)
    return tuple(kept)


def _with_line(grid: Codes, line: str, order: tuple[str, ...]) -> Codes:
    """The grid with ``line`` (``row2``, ``col4``) holding ``order``, top to bottom or left to
    right."""
    index = int(line[3:]) - 1
    if line.startswith("row"):
        return grid[:index] + (order,) + grid[index + 1 :]
    return tuple(row[:index] + (order[r],) + row[index + 1 :] for r, row in enumerate(grid))


@lru_cache(maxsize=4096)
def _orders(cards: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """Every distinct order of a line's cards (identical cards swapped make no new order)."""
    return tuple(sorted(set(permutations(cards))))


@lru_cache(maxsize=65536)
def _row_bound(cards: tuple[str, ...], trophy: str | None, incense: str, free: int) -> int:
    """The most a row can score if ``free`` of its cards may still be replaced by any card."""
    naturals = Counter(c[0] for c in cards if c[0] != RACCOON)
    wild = len(cards) - sum(naturals.values()) + free + (trophy == "grand_master")
    best = ROW_POINTS[min(COLUMNS, max(naturals.values(), default=0) + wild)]
    if trophy == "incense":
        best = max(best, 10 if incense == "sum" else min(COLUMNS, len(naturals) + wild))
    return best


@lru_cache(maxsize=65536)
def _column_bound(cards: tuple[str, ...], trophy: str | None, free: int) -> int:
    """The most a column can score if ``free`` of its cards may still be replaced by any card."""
    belts = Counter(int(c[1]) for c in cards)
    best = 0
    for belt in range(1, 6):
        have = min(ROWS, belts[belt] + free)
        if have == ROWS:
            best = max(best, belt * (2 if trophy == "competition_kimono" else 1))
        elif have == ROWS - 1 and trophy == "multicolour_belt":
            best = max(best, belt)
    return best


@lru_cache(maxsize=65536)
def _row_points(codes: tuple[str, ...], trophy: str | None, incense: str) -> int:
    """A row's points depend only on which cards it holds (sorted codes), not their order."""
    return _row(tuple(Card.parse(c) for c in codes), trophy, incense).points


@lru_cache(maxsize=65536)
def _column_points(codes: tuple[str, ...], trophy: str | None) -> int:
    return _column(tuple(Card.parse(c) for c in codes), trophy).points


@lru_cache(maxsize=4096)
def _row(cards: tuple[Card, ...], trophy: str | None, incense: str) -> RowScore:
    """Score one row (``dojo.score.row``), trying every Grand Master conversion."""
    if trophy == "grand_master":
        # No conversion first: where a conversion gains nothing (four of a kind), none is made.
        options = [_plain_row(cards, None)] + [
            _plain_row(cards, i) for i, card in enumerate(cards) if card.disciple != RACCOON
        ]
        best = max(options, key=lambda r: r.points)
        return RowScore(
            best.cards,
            best.points,
            best.disciple,
            best.count,
            trophy,
            best.wild,
            converted=best.converted,
        )
    plain = _plain_row(cards, None)
    if trophy != "incense":
        return RowScore(plain.cards, plain.points, plain.disciple, plain.count, trophy, plain.wild)
    naturals = [c.disciple for c in cards if c.disciple != RACCOON]
    raccoons = len(cards) - len(naturals)
    kinds = sorted(set(naturals), key=DISCIPLES.index)
    missing = [d for d in DISCIPLES if d != RACCOON and d not in kinds][:raccoons]
    distinct = min(len(cards), len(kinds) + raccoons)
    if incense == "sum":
        groups = sorted(Counter(naturals).values(), reverse=True) or [0]
        groups[0] += raccoons
        points = sum(ROW_POINTS[g] for g in groups)
        return RowScore(cards, points, plain.disciple, plain.count, trophy, plain.wild, "incense")
    if distinct > plain.points:
        return RowScore(cards, distinct, "", distinct, trophy, tuple(missing), "incense")
    return RowScore(cards, plain.points, plain.disciple, plain.count, trophy, plain.wild)


def _plain_row(cards: tuple[Card, ...], converted: int | None) -> RowScore:
    """The majority score, the card at index ``converted`` (if any) counting as a Raccoon."""
    naturals = [c.disciple for i, c in enumerate(cards) if c.disciple != RACCOON and i != converted]
    wilds = len(cards) - len(naturals)
    counts = Counter(naturals)
    if counts:
        # The most represented disciple; ties go to the first in the row.
        disciple = max(counts, key=lambda d: (counts[d], -naturals.index(d)))
        count = counts[disciple] + wilds
    else:
        disciple, count = RACCOON, wilds
    return RowScore(
        cards,
        ROW_POINTS[count],
        disciple,
        count,
        wild=(disciple,) * wilds if counts else (),
        converted=cards[converted] if converted is not None else None,
    )


def _column(cards: tuple[Card, ...], trophy: str | None) -> ColumnScore:
    """Score one column (``dojo.score.column``) with its orange trophy, if any."""
    belts = Counter(c.belt for c in cards)
    belt, count = max(belts.items(), key=lambda kv: (kv[1], kv[0]))
    if count == len(cards):
        points = belt * (2 if trophy == "competition_kimono" else 1)
        return ColumnScore(cards, points, belt, trophy)
    if count == 2 and trophy == "multicolour_belt":
        return ColumnScore(cards, belt, belt, trophy)
    return ColumnScore(cards, 0, 0, trophy)
