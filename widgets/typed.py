"""A move typed in the game's own notation, in a field beside the board.

For a pupil who does not use a mouse, and for anyone faster with words: the field takes what the
game's ``parse_action`` reads (Kaito's ``c5`` or ``S=3+1``, the other games' notations), and
Enter plays it exactly as a click would: played, or refused on the board's message line with its
rule and reason. ``?`` lists the moves open now, in that notation. The field's placeholder shows
one of them, so the notation is always in sight.

>>> tried = []
>>> field = MoveField(lambda text: tried.append(text) or True, lang="fr")
>>> field.show_example("c5")
>>> field.text.placeholder
'par exemple c5'
>>> field.text.value = "b4"
>>> field.submit()
>>> tried, field.text.value
(['b4'], '')
"""

from __future__ import annotations

import warnings
from collections.abc import Callable
from typing import Any

import ipywidgets as w

from widgets.i18n import Table, say

TYPED: Table = {
    "label": {"en": "Type a move", "fr": "Tapez un coup"},
    "example": {"en": "for example {move}", "fr": "par exemple {move}"},
    "play": {"en": "Play", "fr": "Jouer"},
}
"""The field's words."""


class MoveField:
    """A labelled text field and its Play button. ``play(text)`` plays the typed move (and
    answers on the board's message line); it returns whether the move was played, and the field
    is emptied then."""

    def __init__(self, play: Callable[[str], Any], *, lang: str = "en") -> None:
        self._play = play
        self.text = w.Text(
            description=say(TYPED, "label", lang),
            style={"description_width": "initial"},
            layout=w.Layout(width="22em"),
        )
        self.text.add_class("gk-typed")
        self.button = w.Button(description=say(TYPED, "play", lang), layout=w.Layout(width="auto"))
        self.button.add_class("gk-typed-play")
        self.lang = lang
        # Enter, and only Enter, plays: a field that synced on leaving it would play a move
        # half typed when the pupil tabs away. ipywidgets 8 still sends Enter as "submit".
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            self.text.on_submit(lambda _: self.submit())
        self.button.on_click(lambda _: self.submit())
        self.widget = w.HBox([self.text, self.button]).add_class("gk-typed-move")

    def show_example(self, move: str) -> None:
        """Show ``move`` (in the game's notation) as the field's example."""
        placeholder = say(TYPED, "example", self.lang, move=move) if move else ""
        if self.text.placeholder != placeholder:
            self.text.placeholder = placeholder

    def submit(self) -> None:
        """Play what the field holds (nothing if it is blank)."""
        typed = self.text.value.strip()
        if typed and self._play(typed):
            self.text.value = ""
