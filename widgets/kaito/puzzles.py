"""Kaito's Puzzles section: the puzzles the engine proved (:mod:`gamekit.kaito.puzzles`) on a
live board. A click on a square is the learner's answer (a capture, or a placing); at a trade
step the trades and *End turn* are buttons under the board. The first complete action is
judged from the proof; a right answer plays the proved line on the board.

>>> trainer = KaitoPuzzles()
>>> trainer.puzzle.rating == min(p.rating for p in trainer.puzzles)
True
>>> trainer.answer(trainer.game.parse_action(trainer.puzzle.answer, trainer.start)).right
True
>>> trainer.ladder.solved, trainer.state.is_over
(1, True)
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as w

from gamekit.kaito import Capture, KaitoState, Place
from gamekit.kaito.puzzles import hint, judge
from widgets.kaito import words
from widgets.kaito.board import KaitoBoard
from widgets.kaito.lessons import trade_buttons
from widgets.puzzles import PuzzleTrainer


class KaitoPuzzles(PuzzleTrainer):
    """Kaito's puzzles in ``lang``, easiest first; ``canvas`` is for tests (a
    :class:`~widgets.canvas.RecordingCanvas`)."""

    def __init__(self, *, lang: str = "en", canvas: Any = None, puzzles: Any = None) -> None:
        self._canvas = canvas
        super().__init__("kaito", judge=judge, hint=hint, lang=lang, puzzles=puzzles)

    def board_widget(self) -> w.Widget:
        start = self.game.from_code(self.puzzles[0].code)
        self.board = KaitoBoard(start, canvas=self._canvas, lang=self.lang)
        self.board.on_square(self._on_square)
        self.board.on_miss(self._on_board_miss)
        self.hands = w.HTML(layout=w.Layout(margin="0 0 0 16px", width="300px"))
        self.hands.add_class("gk-hands")
        self.trades = w.HBox()
        self.trades.add_class("gk-trades")
        return w.VBox(
            [
                w.HBox([self.board.widget, self.hands]),
                w.HTML(words.legend_html(lang=self.lang)),
                self.trades,
            ]
        )

    def draw(self, state: KaitoState, played: tuple[Any, ...] = (), refused: Any = None) -> None:
        last = None
        before = self.start
        for action in played:
            if isinstance(action, Capture):
                last = (before.kaito, action.square)
            before = before.apply(action)
        self.board.show(state, last=last, refused=getattr(refused, "square", None))
        lang = self.lang
        self.hands.value = words.hand_html(state, 0, lang=lang) + words.hand_html(
            state, 1, lang=lang
        )
        trading = state.step == "trade" and not state.is_over and not played
        self.trades.children = trade_buttons(state, self.answer, lang) if trading else ()

    def refusal_html(self, reason: Any) -> str:
        return words.reason_html(reason, lang=self.lang)

    def _on_square(self, square: int) -> None:
        self.answer(Place(square) if self.start.step == "place" else Capture(square))

    def _on_board_miss(self) -> None:
        self._say(escape(words.miss_text(self.state, self.lang)), "info")
