"""A move typed in the game's own notation, in a field beside the board.

For a pupil who does not use a mouse, and for anyone faster with words: the field takes what the
game's ``parse_action`` reads (Kaito's ``c5`` or ``S=3+1``, the other games' notations), and
Enter plays it exactly as a click would: played, or refused on the board's message line with its
rule and reason. ``?`` lists the moves open now, in that notation. The field's placeholder shows
one of them, so the notation is always in sight.

>>> tried = []
>>> field = MoveField(lambda text: tried.append(text) or True, lang="fr")
>>> field.show_example("c5")
>>> field.widget.label, field.widget.placeholder
('Tapez un coup', 'par exemple c5')
>>> field.submit(" b4 ")
True
>>> tried
['b4']
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from widgets.i18n import Table, say

TYPED: Table = {
    "label": {"en": "Type a move", "fr": "Tapez un coup"},
    "example": {"en": "for example {move}", "fr": "par exemple {move}"},
    "play": {"en": "Play", "fr": "Jouer"},
    "unreadable": {
        "en": "“{text}” is not a move I can read: {why}. Type one like {example}, or ? for the "
        "moves open now.",
        "fr": "« {text} » n’est pas un coup que je sais lire. Tapez-en un comme {example}, ou ? "
        "pour la liste des coups permis.",
    },
}
"""The field's words."""


def unreadable_html(text: str, why: str, example: str, lang: str = "en") -> str:
    """What a typed text the game cannot read is told, in the page's language (the engine's
    own explanation, in English, only on an English page).

    >>> unreadable_html("zz", "'zz' is not a square", "c5", "fr").split(". ")[0]
    '« zz » n’est pas un coup que je sais lire'
    """
    return say(
        TYPED,
        "unreadable",
        lang,
        text=escape(text),
        why=escape(why.rstrip(".")),
        example=f"<code>{escape(example or '?')}</code>",
    )


class TypedMove(anywidget.AnyWidget):
    """The field in the page (``typed.js``): a label, a text box and a Play button."""

    _esm = Path(__file__).with_name("typed.js")
    label = traitlets.Unicode("").tag(sync=True)
    placeholder = traitlets.Unicode("").tag(sync=True)
    play_word = traitlets.Unicode("").tag(sync=True)


class MoveField:
    """The field beside a board. ``play(text)`` plays the typed move (and answers on the
    board's message line); it returns whether the field may be emptied (the move played, or the
    moves listed for ``?``): a refused move stays, to be corrected."""

    def __init__(self, play: Callable[[str], Any], *, lang: str = "en") -> None:
        self._play = play
        self.lang = lang
        self.widget = TypedMove(label=say(TYPED, "label", lang), play_word=say(TYPED, "play", lang))
        self.widget.on_msg(self._on_message)

    def show_example(self, move: str) -> None:
        """Show ``move`` (in the game's notation) as the field's example."""
        placeholder = say(TYPED, "example", self.lang, move=move) if move else ""
        if self.widget.placeholder != placeholder:
            self.widget.placeholder = placeholder

    def submit(self, text: str) -> bool:
        """Play ``text``, as Enter in the field does; whether the field is emptied."""
        typed = text.strip()
        done = bool(typed) and bool(self._play(typed))
        if done and self.widget.comm is not None:
            self.widget.send({"played": typed})
        return done

    def _on_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if isinstance(content, dict) and isinstance(content.get("typed"), str):
            self.submit(content["typed"][:200])
