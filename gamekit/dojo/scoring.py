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
    Assistant), ``rearranged`` names the lines those trophies moved."""

    total: int
    rows: tuple[RowScore, ...]
    columns: tuple[ColumnScore, ...]
    grid: Grid
    rearranged: tuple[str, ...] = field(default=())
    trophy_points: int = 0


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
            "un dojo s'écrit en texte : trois lignes séparées par '/'",
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
            raise ScoreError(
                f"row {number} has {len(codes)} cards; a finished dojo has 4 a row",
                f"la ligne {number} a {len(codes)} cartes ; un dojo terminé en a 4 par ligne",
            )
        for code in codes:
            if code not in CARDS:
                raise ScoreError(
                    f"{code!r} is not a Tatami card: a disciple letter (M F T C B R) and a belt 1-5",
                    f"{code!r} n'est pas une carte TATAMI : une lettre de disciple (M F T C B R) "
                    "et une ceinture de 1 à 5",
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
    total, arranged = _best_arrangement(
        codes, row_trophies, column_trophies, incense, assistants, brooms
    )
    final = tuple(tuple(Card.parse(code) for code in row) for row in arranged)
    rows = tuple(_row(final[r], row_trophies[r], incense) for r in range(ROWS))
    columns = tuple(_column(_col(final, c), column_trophies[c]) for c in range(COLUMNS))
    moved = tuple(f"row{r + 1}" for r in assistants if final[r] != cards[r]) + tuple(
        f"col{c + 1}" for c in brooms if _col(final, c) != _col(cards, c)
    )
    return Score(total, rows, columns, final, moved)


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
                    f"{line} takes a black trophy ({', '.join(ROW_TROPHIES)}), not {trophy!r}",
                    f"{line} prend un trophée noir ({', '.join(ROW_TROPHIES)}), pas {trophy!r}",
                )
            rows[int(line[3]) - 1] = trophy
        elif line in ("col1", "col2", "col3", "col4"):
            if trophy not in COLUMN_TROPHIES:
                raise ScoreError(
                    f"{line} takes an orange trophy ({', '.join(COLUMN_TROPHIES)}), not {trophy!r}",
                    f"{line} prend un trophée orange ({', '.join(COLUMN_TROPHIES)}), "
                    f"pas {trophy!r}",
                )
            columns[int(line[3]) - 1] = trophy
        else:
            raise ScoreError(
                f"{line!r} is not a line: use row1..row3 or col1..col4",
                f"{line!r} n'est ni une ligne ni une colonne : row1..row3 ou col1..col4",
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


def _best_arrangement(
    grid: Codes,
    row_trophies: list[str | None],
    column_trophies: list[str | None],
    incense: str,
    assistants: list[int],
    brooms: list[int],
) -> tuple[int, Codes]:
    """The best score over every way the Assistants (rows) and Brooms (columns) can rearrange
    the dojo, using them rows first or columns first (the player may use them in either order).

    A row's score does not change when the row is rearranged, nor a column's when the column
    is: so with rows first, the column scores are fixed once the rows are chosen, and only the
    rows' scores depend on the columns' order (and the other way round).
    """

    def rows_total(g: Codes) -> int:
        return sum(_row_points(tuple(sorted(g[r])), row_trophies[r], incense) for r in range(ROWS))

    def columns_total(g: Codes) -> int:
        return sum(
            _column_points(tuple(sorted(_col(g, c))), column_trophies[c]) for c in range(COLUMNS)
        )

    best = (rows_total(grid) + columns_total(grid), grid)
    orders = ("rows", "columns") if assistants and brooms else ("rows",)
    for first in orders:
        outer, inner = (assistants, brooms) if first == "rows" else (brooms, assistants)
        fixed_total, free_total = (
            (columns_total, rows_total) if first == "rows" else (rows_total, columns_total)
        )
        for g in _rearranged(grid, outer, rows=first == "rows"):
            fixed = fixed_total(g)
            for h in _rearranged(g, inner, rows=first != "rows"):
                total = fixed + free_total(h)
                if total > best[0]:
                    best = (total, h)
    return best


def _rearranged(grid: Codes, lines: list[int], *, rows: bool) -> list[Codes]:
    """The grid with ``lines`` (rows or columns) put in every order they can take."""
    if not lines:
        return [grid]
    if rows:
        options = [sorted(set(permutations(grid[r]))) for r in lines]
        result = []
        for choice in product(*options):
            new = list(grid)
            for r, order in zip(lines, choice):
                new[r] = order
            result.append(tuple(new))
        return result
    transposed = tuple(_col(grid, c) for c in range(COLUMNS))
    return [
        tuple(tuple(t[c][r] for c in range(COLUMNS)) for r in range(ROWS))
        for t in _rearranged(transposed, lines, rows=True)
    ]


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
        options = [
            _plain_row(cards, i) for i, card in enumerate(cards) if card.disciple != RACCOON
        ] or [_plain_row(cards, None)]
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
