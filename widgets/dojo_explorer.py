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
from urllib.parse import quote

import ipywidgets as w

from gamekit import InvalidPosition
from gamekit.dojo import GAME, score
from gamekit.dojo.cards import COLUMN_TROPHIES, ROW_TROPHIES, TROPHY_NAMES
from widgets import theme
from widgets.dojo_app import DojoApp
from widgets.dojo_lessons import dojo_svg
from widgets.dojo_words import breakdown_html

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


class DojoExplorer:
    """Open a position from its code (or a link's ``pos``) on a table where every card shows."""

    def __init__(self, code: str | None = None, *, lang: str = "en") -> None:
        self.lang = lang
        self.code = w.Text(
            description="Code", continuous_update=False, layout=w.Layout(width="95%")
        )
        self.code.add_class("gk-code")
        self.load_button = w.Button(description="Load" if lang == "en" else "Charger")
        self.load_button.add_class("gk-load")
        self.message = w.HTML()
        self.link = w.HTML().add_class("gk-link")
        self.area = w.VBox()
        self.app: DojoApp | None = None
        self.load_button.on_click(lambda _: self.load(self.code.value))
        self.widget = w.VBox(
            [w.HBox([self.code, self.load_button]), self.message, self.link, self.area]
        ).add_class("gk-explorer")
        self.load(code or GAME.new_state(seed=1).to_code())

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def load(self, code: str) -> bool:
        """Show the position ``code``; a code that cannot be read is refused with the reason and
        what is shown stays."""
        try:
            state = GAME.from_code(code.strip())
        except InvalidPosition as err:
            self.message.value = f"<div class='gk-error'>{escape(str(err))}</div>"
            return False
        self.message.value = ""
        self.code.value = state.to_code()
        link = f"dojo.ipynb?lang={self.lang}&pos={quote(state.to_code())}"
        self.link.value = f'<a href="{escape(link)}" target="_blank">{escape(link)}</a>'
        self.app = DojoApp(state, seats=("person",) * state.players, lang=self.lang, teacher=True)
        self.area.children = (self.app.widget,)
        return True
