"""The Dojo explorer: score any dojo with any trophies, and open any position from its code.

The scoring tool reads a dojo as text, three rows top to bottom separated by ``/``, each of
four cards: a disciple letter (M Monkey, F Fox, T Tigress, C Crane, B Bear, R Raccoon) and a belt
digit 1-5 (white to black). Trophies sit beside rows (Grand Master, Incense, Assistant) and above
columns (Multicolour Belt, Competition Kimono, Broom). Bad input is refused with the reason.

>>> tool = ScoringTool()
>>> tool.score()
12
>>> tool.grid.value = "T1 T2"
>>> tool.score() is None, "3 rows" in tool.result.value
(True, True)
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as w

from gamekit.dojo import score
from gamekit.dojo.cards import COLUMN_TROPHIES, ROW_TROPHIES, TROPHY_NAMES
from widgets import theme
from widgets.dojo_app import DojoApp
from widgets.dojo_lessons import dojo_svg
from widgets.dojo_words import breakdown_html
from widgets.table import PositionExplorer

EXAMPLE = "T1 T2 T4 M5/C3 C2 F1 B4/M4 F2 B3 T5"


class ScoringTool:
    """A finished dojo as text, its trophies as menus; the score with its breakdown."""

    def __init__(self, grid: str = EXAMPLE, *, lang: str = "en") -> None:
        self.lang = lang
        fr = lang == "fr"
        none = "—"
        self.grid = w.Text(
            value=grid, description="Dojo", continuous_update=False, layout=w.Layout(width="420px")
        )
        self.grid.add_class("gk-grid")
        self.lines: dict[str, w.Dropdown] = {}
        for line, choices in (
            *((f"row{i}", ROW_TROPHIES) for i in (1, 2, 3)),
            *((f"col{i}", COLUMN_TROPHIES) for i in (1, 2, 3, 4)),
        ):
            label = ("ligne " if fr else "row ") if line.startswith("row") else "col. "
            self.lines[line] = w.Dropdown(
                options=[(none, "")] + [(TROPHY_NAMES[lang][t], t) for t in choices],
                description=label + line[-1],
                layout=w.Layout(width="260px"),
            )
        self.button = w.Button(description="Score" if not fr else "Compter", button_style="primary")
        self.button.add_class("gk-score")
        self.picture = w.HTML()
        self.result = w.HTML().add_class("gk-result")
        self.button.on_click(lambda _: self.score())
        self.grid.observe(lambda _: self.score(), names="value")
        for menu in self.lines.values():
            menu.observe(lambda _: self.score(), names="value")
        rows = w.VBox([self.lines[f"row{i}"] for i in (1, 2, 3)])
        columns = w.VBox([self.lines[f"col{i}"] for i in (1, 2, 3, 4)])
        self.widget = w.VBox(
            [
                w.HTML(theme.CSS),
                w.HBox([self.grid, self.button]),
                w.HBox([rows, columns]),
                w.HBox([self.picture, self.result]),
            ]
        ).add_class("gk-scoring-tool")
        self.score()

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def trophies(self) -> dict[str, str]:
        return {line: menu.value for line, menu in self.lines.items() if menu.value}

    def score(self) -> int | None:
        """Score the dojo shown; bad text is refused with the reason (None)."""
        try:
            result = score(self.grid.value, self.trophies())
        except (ValueError, TypeError) as err:
            self.result.value = f"<div class='gk-error'>{escape(str(err))}</div>"
            return None
        self.picture.value = dojo_svg(self.grid.value, self.trophies(), lang=self.lang)
        self.result.value = breakdown_html(result, self.lang)
        return result.total


class DojoExplorer(PositionExplorer):
    """Open a Dojo position from its code (or a link's ``pos``) on a table where every card
    shows; play on, ask what is legal and what the computer would do, share the link."""

    def __init__(self, code: str | None = None, *, lang: str = "en") -> None:
        super().__init__(DojoApp, code, lang=lang)
