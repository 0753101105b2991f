"""Where the cells of a board grid lie in pixels, and which cell a pixel falls in.

Pure arithmetic, shared by the live canvas boards and the SVG pictures, so tests can check clicks
without a browser. A grid has a margin on the top and left for the coordinate labels, a small
edge on the right and bottom, and a gap between cells; a pixel in a margin or a gap is in no cell.

>>> g = Geometry(rows=6, cols=6, cell=70, margin=24, gap=6, edge=6)
>>> g.size
(480, 480)
>>> g.cell_rect(0, 0), g.center(0, 1)
((24, 24, 70, 70), (135.0, 59.0))
>>> g.cell_at(30, 30), g.cell_at(10, 30), g.cell_at(96, 30)
((0, 0), None, None)
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Geometry:
    """A grid of ``rows`` x ``cols`` square cells of ``cell`` pixels, ``gap`` pixels apart, with
    ``margin`` pixels on the top and left (for labels) and ``edge`` on the right and bottom."""

    rows: int
    cols: int
    cell: int = 72
    margin: int = 28
    gap: int = 6
    edge: int = 8

    def __post_init__(self) -> None:
        if min(self.rows, self.cols, self.cell) < 1 or min(self.margin, self.gap, self.edge) < 0:
            raise ValueError(f"a grid needs positive sizes and no negative spacing: {self}")

    @property
    def pitch(self) -> int:
        """The distance from one cell's left edge to the next one's."""
        return self.cell + self.gap

    @property
    def size(self) -> tuple[int, int]:
        """(width, height) of the whole picture in pixels."""
        return (
            self.margin + self.cols * self.pitch - self.gap + self.edge,
            self.margin + self.rows * self.pitch - self.gap + self.edge,
        )

    def cell_rect(self, row: int, col: int) -> tuple[int, int, int, int]:
        """(x, y, width, height) of a cell."""
        self._check(row, col)
        return (
            self.margin + col * self.pitch,
            self.margin + row * self.pitch,
            self.cell,
            self.cell,
        )

    def center(self, row: int, col: int) -> tuple[float, float]:
        """The pixel at the middle of a cell."""
        x, y, w, h = self.cell_rect(row, col)
        return (x + w / 2, y + h / 2)

    def cell_at(self, x: float, y: float) -> tuple[int, int] | None:
        """The (row, col) of the cell under pixel (x, y), or None in a margin, gap or outside."""
        col, dx = divmod(x - self.margin, self.pitch)
        row, dy = divmod(y - self.margin, self.pitch)
        if not (0 <= row < self.rows and 0 <= col < self.cols):
            return None
        if dx >= self.cell or dy >= self.cell:
            return None
        return (int(row), int(col))

    def column_label_at(self, col: int) -> tuple[float, float]:
        """Where the label of column ``col`` goes: centred above it, in the top margin."""
        x, _, w, _ = self.cell_rect(0, col)
        return (x + w / 2, self.margin / 2)

    def row_label_at(self, row: int) -> tuple[float, float]:
        """Where the label of row ``row`` goes: centred left of it, in the left margin."""
        _, y, _, h = self.cell_rect(row, 0)
        return (self.margin / 2, y + h / 2)

    def _check(self, row: int, col: int) -> None:
        if not (0 <= row < self.rows and 0 <= col < self.cols):
            raise IndexError(f"cell ({row}, {col}) is outside a {self.rows}x{self.cols} grid")
