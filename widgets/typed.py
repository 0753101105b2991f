"""A move typed in the game's own notation, in a field beside the board.

For a pupil who does not use a mouse, and for anyone faster with words: the field takes what the
game's ``parse_action`` reads (Kaito's ``c5`` or ``S=3+1``, the other games' notations), and
Enter plays it exactly as a click would: played, or refused on the board's message line with its
rule and reason. ``?`` lists the moves open now, in that notation. The field's placeholder shows
one of them, so the notation is always in sight.

Every board's field goes through the same steps (``MoveField.submit``): nobody may act now (say
why), ``?`` (list the moves), a text the game cannot read (say so, with an example), a move (play
it: the board's own answer follows). The view gives the field its game's parts.

>>> said, played = [], []
>>> field = MoveField(
...     read=lambda text: text.upper(),
...     play=lambda action: played.append(action) or True,
...     tell=lambda html, kind: said.append((kind, html)),
...     moves=lambda: "c5, d4",
...     example=lambda: "c5",
...     lang="fr",
... )
>>> field.refresh()
>>> field.widget.label, field.widget.placeholder
('Tapez un coup', 'par exemple c5')
>>> field.submit(" b4 "), played
(True, ['B4'])
>>> field.submit("?"), said
(True, [('info', 'c5, d4')])
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from widgets.feedback import Kind
from widgets.i18n import Table, colon, say, semicolon

TYPED: Table = {
    "label": {"en": "Type a move", "fr": "Tapez un coup"},
    "example": {"en": "for example {move}", "fr": "par exemple {move}"},
    "play": {"en": "Play", "fr": "Jouer"},
    "open_now": {"en": "Moves open now ({n})", "fr": "Coups permis maintenant ({n})"},
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


def moves_html(moves: Sequence[tuple[str, str]], lang: str = "en") -> str:
    """The moves open now as ``?`` lists them: each in the notation, with what it does.

    >>> moves_html([("K@a1", "Black places the Kaito on a1"), ("K@e3", "on e3")])
    'Moves open now (2): <code>K@a1</code> (Black places the Kaito on a1); <code>K@e3</code> (on e3)'
    """
    listed = semicolon(lang).join(
        f"<code>{escape(move)}</code> ({escape(does)})" for move, does in moves
    )
    return f"{say(TYPED, 'open_now', lang, n=len(moves))}{colon(lang)}{listed}"


class TypedMove(anywidget.AnyWidget):
    """The field in the page (``typed.js``): a label, a text box and a Play button."""

    _esm = Path(__file__).with_name("typed.js")
    label = traitlets.Unicode("").tag(sync=True)
    placeholder = traitlets.Unicode("").tag(sync=True)
    play_word = traitlets.Unicode("").tag(sync=True)


class MoveField:
    """The field beside a board, and what a typed text does.

    - ``read(text)``: the action the text names (the engine's ``parse_action``); raises
      ``ValueError`` when the game cannot read it.
    - ``play(action)``: play it as a click would, answering on the message line; whether it
      was played.
    - ``tell(html, kind)``: put a message on the board's message line.
    - ``moves()``: the moves open now, as the message line lists them for ``?``.
    - ``example()``: one move open now in the notation (the placeholder), or "".
    - ``busy()``: why nobody may act on the board now, or None.
    """

    def __init__(
        self,
        *,
        read: Callable[[str], Any],
        play: Callable[[Any], bool],
        tell: Callable[[str, Kind], None],
        moves: Callable[[], str],
        example: Callable[[], str],
        busy: Callable[[], str | None] = lambda: None,
        lang: str = "en",
    ) -> None:
        self._read, self._play, self._tell = read, play, tell
        self._moves, self._example, self._busy = moves, example, busy
        self.lang = lang
        self.widget = TypedMove(label=say(TYPED, "label", lang), play_word=say(TYPED, "play", lang))
        self.widget.on_msg(self._on_message)

    def refresh(self) -> None:
        """Show one move open now as the field's example (none while nobody may act)."""
        move = self._example() if self._busy() is None else ""
        placeholder = say(TYPED, "example", self.lang, move=move) if move else ""
        if self.widget.placeholder != placeholder:
            self.widget.placeholder = placeholder

    def submit(self, text: str) -> bool:
        """Do what Enter in the field does with ``text``; whether the field may be emptied (the
        move played, or the moves listed): a refused or unreadable move stays, to be corrected."""
        typed = text.strip()
        if not typed:
            return False
        busy = self._busy()
        if busy is not None:
            self._tell(escape(busy), "info")
            return False
        if typed == "?":
            self._tell(self._moves(), "info")
            done = True
        else:
            try:
                action = self._read(typed)
            except ValueError as err:
                self._tell(unreadable_html(typed, str(err), self._example(), self.lang), "refused")
                return False
            done = bool(self._play(action))
        if done and self.widget.comm is not None:
            self.widget.send({"played": typed})
        return done

    def _on_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if isinstance(content, dict) and isinstance(content.get("typed"), str):
            self.submit(content["typed"][:200])
