"""The Dojo explorer: score any dojo with any trophies, and open any position from its code.

The scoring tool reads a dojo as text, three rows top to bottom separated by ``/``, each of
four cards: a disciple letter (M Monkey, F Fox, T Tigress, C Crane, B Bear, R Raccoon) and a belt
digit 1-5 (white to black); ``--`` is a cell still empty. Trophies sit beside rows (Grand Master,
Incense, Assistant) and above columns (Multicolour Belt, Competition Kimono, Broom). The text is
the source of truth: the editor (a palette and the pictured dojo: click a cell to put the chosen
card there) only rewrites it. Bad input is refused with the reason, in the page's language.

>>> tool = ScoringTool()
>>> tool.score()
12
>>> tool.grid.value = "T1 T2"
>>> tool.score() is None, "3 rows" in tool.result.value
(True, True)
"""

from __future__ import annotations

import re
from html import escape
from typing import Any

import ipywidgets as w

from gamekit.dojo import score
from gamekit.dojo.cards import (
    BELT_NAMES,
    CARDS,
    COLUMN_TROPHIES,
    DISCIPLE_NAMES,
    DISCIPLES,
    ROW_TROPHIES,
    TROPHY_NAMES,
)
from gamekit.dojo.chances import chances
from gamekit.dojo.scoring import ScoreError
from widgets import theme
from widgets.board_front import announce
from widgets.dojo.app import DojoApp
from widgets.dojo.board import GridBoard
from widgets.dojo.pictures import scored_svg
from widgets.dojo.spoken import card_words, nothing_to_drop
from widgets.dojo.words import WORDS, breakdown_html, the_card
from widgets.feedback import clear, message_line, plain, tell
from widgets.i18n import Table, number, players_in, say
from widgets.table import PositionExplorer

EXAMPLE = "T1 T2 T4 M5/C3 C2 F1 B4/M4 F2 B3 T5"
EMPTY = "--"
"""A cell still empty in the dojo's text."""
GRID_LENGTH = 200
"""Characters of a dojo's text: a full one has 35 (with more spaces, a few more)."""

TOOL: Table = {
    "score": {"en": "Score", "fr": "Compter"},
    "row": {"en": "row ", "fr": "ligne "},
    "column": {"en": "col. ", "fr": "col. "},
    "disciple": {"en": "Disciple", "fr": "Disciple"},
    "belt": {"en": "Belt", "fr": "Ceinture"},
    "erase": {"en": "(empty)", "fr": "(vide)"},
    "clear": {"en": "Empty the dojo", "fr": "Vider le dojo"},
    "editor": {
        "en": "<b>Build the dojo:</b> choose a disciple and a belt, then a cell to put it on.",
        "fr": "<b>Composez le dojo :</b> choisissez un disciple et une ceinture, puis la case où "
        "le poser.",
    },
    "as_scored": {"en": "As scored", "fr": "Tel que compté"},
    "miss": {
        "en": "Nothing to place there: choose one of the 12 cells to put the chosen card on it. "
        "The trophies are chosen in the menus above.",
        "fr": "Rien à poser ici : choisissez l’une des 12 cases pour y poser la carte choisie. "
        "Les trophées se choisissent dans les menus au-dessus.",
    },
    "puts": {
        "en": "Enter, Space or a click puts this card on a cell: {card}.",
        "fr": "Entrée, Espace ou un clic pose cette carte sur une case : {card}.",
    },
    "empties": {
        "en": "Enter, Space or a click empties a cell.",
        "fr": "Entrée, Espace ou un clic vide une case.",
    },
    "scores": {"en": "The dojo scores {n} points.", "fr": "Le dojo vaut {n} points."},
    "now": {"en": "Row {row}, column {col}: {what}.", "fr": "Ligne {row}, colonne {col} : {what}."},
    "now_empty": {"en": "now empty", "fr": "désormais vide"},
    "same": {
        "en": "Row {row}, column {col} already holds {card}.",
        "fr": "Ligne {row}, colonne {col} : il y a déjà {card}.",
    },
    "same_empty": {
        "en": "Row {row}, column {col} is already empty.",
        "fr": "Ligne {row}, colonne {col} : la case est déjà vide.",
    },
    "too_long": {
        "en": "a finished dojo is 3 rows of 4 cards, like {example}; this text has {n} characters",
        "fr": "un dojo terminé compte 3 lignes de 4 cartes, comme {example} ; ce texte a {n} "
        "caractères",
    },
}


def cells(text: str) -> list[list[str]]:
    """The dojo's text read leniently as 3 rows of 4 cells: whatever is missing is empty.

    >>> cells("T1 T2/C3")
    [['T1', 'T2', '--', '--'], ['C3', '--', '--', '--'], ['--', '--', '--', '--']]
    """
    rows = [row.split() for row in text.split("/")][:3]
    rows += [[]] * (3 - len(rows))
    return [(row + [EMPTY] * 4)[:4] for row in rows]


def grid_text(grid: list[list[str]]) -> str:
    """Cells back to the dojo's text: ``"T1 T2 -- --/..."``."""
    return "/".join(" ".join(row) for row in grid)


class ScoringTool:
    """A finished dojo as text (or built by clicking), its trophies as menus; the score with its
    breakdown, and the dojo as scored (after any Broom or Assistant). ``canvas`` is for tests."""

    def __init__(self, grid: str = EXAMPLE, *, lang: str = "en", canvas: Any = None) -> None:
        self.lang = lang
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
            label = say(TOOL, "row" if line.startswith("row") else "column", lang)
            self.lines[line] = w.Dropdown(
                options=[(none, "")] + [(TROPHY_NAMES[lang][t], t) for t in choices],
                description=label + line[-1],
                layout=w.Layout(width="320px"),  # "Grand Maître (Raton-Laveur)"
            )
        self.button = w.Button(description=say(TOOL, "score", lang), button_style="primary")
        self.button.add_class("gk-score")
        self.disciple = w.ToggleButtons(
            options=[(DISCIPLE_NAMES[lang][d], d) for d in DISCIPLES]
            + [(say(TOOL, "erase", lang), "")],
            description=say(TOOL, "disciple", lang),
        )
        self.disciple.style.button_width = "112px"
        self.disciple.add_class("gk-palette-disciple")
        self.belt = w.ToggleButtons(
            options=[(f"{n} {BELT_NAMES[lang][n]}", n) for n in range(1, 6)],
            description=say(TOOL, "belt", lang),
        )
        self.belt.style.button_width = "112px"
        self.belt.add_class("gk-palette-belt")
        self.clear_button = w.Button(description=say(TOOL, "clear", lang), icon="eraser")
        self.clear_button.add_class("gk-clear")
        self.board = GridBoard(canvas=canvas, lang=lang)
        self.picture = w.HTML().add_class("gk-scored")
        self.result = w.HTML().add_class("gk-result")
        self.message = message_line()
        self.message.layout.max_width = f"{self.board.canvas.width}px"
        self._last: tuple[int, int] | None = None
        self._total: int | None = None
        self.board.on_place(self.place)
        self.board.on_miss(self._on_board_miss)
        self.board.status = self.status
        self.board.keys.on_escape(self._on_escape)
        self.button.on_click(lambda _: self.score())
        self.clear_button.on_click(lambda _: self.clear())
        self.grid.observe(self._on_change, names="value")
        for menu in self.lines.values():
            menu.observe(self._on_change, names="value")
        rows = w.VBox([self.lines[f"row{i}"] for i in (1, 2, 3)])
        columns = w.VBox([self.lines[f"col{i}"] for i in (1, 2, 3, 4)])
        self.widget = w.VBox(
            [
                w.HTML(theme.CSS),
                w.HBox([self.grid, self.button]),
                w.HBox([rows, columns]),
                w.HBox([w.HTML(say(TOOL, "editor", lang)), self.clear_button]),
                self.disciple,
                self.belt,
                w.HBox([w.VBox([self.board.widget, self.message]), self.picture, self.result]),
            ]
        ).add_class("gk-scoring-tool")
        # Presenter mode: the dojo as scored and its points first beside the editor's board,
        # the text, the trophies and the palette under them.
        self.widget.add_class("gk-board-first")
        self._on_change(None)

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def trophies(self) -> dict[str, str]:
        return {line: menu.value for line, menu in self.lines.items() if menu.value}

    def chosen(self) -> str:
        """The card the palette puts on a click ("F3"), or ``--`` to empty a cell."""
        return f"{self.disciple.value}{self.belt.value}" if self.disciple.value else EMPTY

    def place(self, row: int, column: int) -> None:
        """Put the palette's card on the cell (``row``, ``column``), counted from 0, top left:
        the dojo's text changes, and everything follows it. A cell that already shows that
        card says so under the board."""
        grid = cells(self.grid.value)
        there, chosen = CARDS.get(grid[row][column]), self.chosen()
        grid[row][column] = chosen
        self._last = (row, column)
        self.grid.value = grid_text(grid)
        lang, at = self.lang, {"row": row + 1, "col": column + 1}
        if there != CARDS.get(chosen):
            # The board shows what the click did; a screen reader hears it, and the score.
            now = CARDS.get(chosen)
            what = card_words(now, lang) if now is not None else say(TOOL, "now_empty", lang)
            announce(f"{say(TOOL, 'now', lang, what=what, **at)} {self._score_said()}")
            return
        if there is None:
            text = say(TOOL, "same_empty", lang, **at)
        else:
            text = say(TOOL, "same", lang, card=the_card(there, lang), **at)
        tell(self.message, escape(text), "info")

    def status(self) -> str:
        """What the editor's board is about now, in words: the card a press puts, and the
        score (or why the dojo cannot be scored)."""
        lang, chosen = self.lang, CARDS.get(self.chosen())
        puts = (
            say(TOOL, "puts", lang, card=card_words(chosen, lang))
            if chosen is not None
            else say(TOOL, "empties", lang)
        )
        return f"{puts} {self._score_said()}"

    def _score_said(self) -> str:
        """The score in words, or why the dojo cannot be scored."""
        if self._total is None:
            return plain(self.result.value)
        return say(TOOL, "scores", self.lang, n=self._total)

    def _on_escape(self) -> None:
        """Escape on the editor's board: the palette's card is a tool, not a half-made move
        (each press puts it at once); say so, and what a press does."""
        tell(self.message, escape(nothing_to_drop(self.status(), self.lang)), "info")

    def _on_board_miss(self) -> None:
        """A click on no cell (the trophies' margins, a gap): say what a click does."""
        tell(self.message, escape(say(TOOL, "miss", self.lang)), "info")

    def clear(self) -> None:
        """Start from an empty dojo (the trophies stay)."""
        self._last = None
        self.grid.value = grid_text(cells(""))

    def _on_change(self, _: Any) -> None:
        clear(self.message)  # it said what an earlier click did
        shown = tuple(tuple(CARDS.get(code) for code in row) for row in cells(self.grid.value))
        self.board.show(shown, self.trophies(), last=self._last)
        self.score()

    def score(self) -> int | None:
        """Score the dojo shown; bad text is refused with the reason (None)."""
        lang = self.lang
        if len(self.grid.value) > GRID_LENGTH:  # not a dojo: say so without quoting it
            n = len(self.grid.value)
            return self._refuse(say(TOOL, "too_long", lang, example=EXAMPLE, n=number(n, lang)))
        empty = sum(row.count(EMPTY) for row in cells(self.grid.value))
        try:
            if empty and all(len(row.split()) == 4 for row in self.grid.value.split("/")):
                key = "empty_cells" if empty > 1 else "empty_cell"
                raise ScoreError(say(WORDS, key, "en", n=empty), say(WORDS, key, "fr", n=empty))
            result = score(self.grid.value, self.trophies())
        except ScoreError as err:
            return self._refuse(err.say(lang))
        except (ValueError, TypeError) as err:
            return self._refuse(str(err))
        title = say(TOOL, "as_scored", lang)
        picture = scored_svg(result, self.trophies(), lang=lang, size=260, title=title)
        # A board of its own: presenter mode fits it beside the editor's (its words at 16 px).
        self.picture.value = f"<small>{title}</small><br><div class='gk-picture'>{picture}</div>"
        self.result.value = breakdown_html(result, lang)
        self._total = result.total
        return result.total

    def _refuse(self, text: str) -> None:
        self._total = None
        self.picture.value = ""
        self.result.value = f"<div class='gk-error'>{escape(text)}</div>"


CHANCES: Table = {
    "title": {"en": "Challenge chances", "fr": "Chances du défi"},
    "how": {
        "en": "Exact, over the cards each opponent has not seen (see the rules notes).",
        "fr": "Exactes, sur les TATAMIS que chaque adversaire n’a pas vus (voir les notes de "
        "règles).",
    },
}
"""The words around the round's challenge chances (the sentences are the engine's)."""


PERCENT = re.compile(r"(?:[<>] )?\d+[.,]\d\s?%")


def chance_marked(text: str) -> str:
    """``text`` as HTML, each chance in bold and on one line (Chromium cuts a French ``23,4 %``
    before its %, no-break space or not): the eye finds the numbers, a reader hears them in
    their sentence.

    >>> chance_marked("P2 wins 39.2% of the time & more")
    "P2 wins <b style='white-space: nowrap'>39.2%</b> of the time &amp; more"
    """
    return PERCENT.sub(lambda m: f"<b style='white-space: nowrap'>{m.group(0)}</b>", escape(text))


def chances_html(state: Any, lang: str = "en") -> str:
    """The round's challenge chances (:func:`gamekit.dojo.chances.chances`) as a titled list:
    the round and its dealer, then one sentence per opponent who may still challenge, or why
    no challenge is open; players named as the page names them (J2 in French)."""
    found = chances(state)
    head, *items = found.lines(lang)
    title = say(CHANCES, "title", lang)
    listed = "".join(f"<li>{chance_marked(players_in(item, lang))}</li>" for item in items)
    how = f"<small>{say(CHANCES, 'how', lang)}</small>" if found.open else ""
    return (
        f"<div class='gk-chances' role='region' aria-label='{escape(title)}'>"
        f"<b>{escape(title)}</b><br>{escape(players_in(head, lang))}"
        f"<ul style='margin: 2px 0'>{listed}</ul>{how}</div>"
    )


class DojoExplorer(PositionExplorer):
    """Open a Dojo position from its code (or a link's ``pos``) on a table where every card
    shows; play on, ask what is legal and what the computer would do, share the link. Over
    the table, the round's challenge chances: for each opponent who may still challenge the
    dealer, his exact chance of winning as he can know it (over the cards he has not seen) and
    with the dealer's card as it lies (:mod:`gamekit.dojo.chances`), following every move."""

    def __init__(self, code: str | None = None, *, lang: str = "en") -> None:
        self.chances = w.HTML().add_class("gk-chances-box")
        super().__init__(DojoApp, code, lang=lang)
        children = list(self.widget.children)
        children.insert(children.index(self.area), self.chances)
        self.widget.children = tuple(children)

    def follow(self) -> None:
        super().follow()
        self.chances.value = chances_html(self.app.state, self.lang)
