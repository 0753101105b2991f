"""What a page says back to the learner, each kind in its own look, the same on every page.

- ``ok``: a goal reached, a move played (green, ✓);
- ``refused``: a move the rules refuse, with the rule and why (blue like the cross a board draws
  on a refused square, ✗);
- ``tip``: a hint, what to try next (teal, ➜);
- ``info``: anything else, neither right nor wrong: a move that is legal but not the exercise's
  goal, a wrong guess's hint (grey, ●).

The sign before each message says the kind without its colour, for a reader who does not see
colours, and on a projector that washes them out.

>>> from ipywidgets import HTML
>>> line = message_line()
>>> tell(line, "<b>Well done.</b>", "ok")
>>> sorted(c for c in line._dom_classes if c.startswith("gk-say"))
['gk-say-ok']
>>> tell(line, "Not allowed", "refused")
>>> sorted(c for c in line._dom_classes if c.startswith("gk-say"))
['gk-say-refused']

A message describes the last thing done, next to the board it concerns: whatever changes the
position shown in another way (*Start again*, Undo, Redo, a move chosen in the list, another
exercise) replaces it or clears it.

>>> clear(line)
>>> line.value, kind_of(line)
('', 'info')
"""

from __future__ import annotations

import re
from html import unescape
from typing import Literal

import ipywidgets as w

from widgets.board_front import announce, in_answer
from widgets.class_link import refused

Kind = Literal["ok", "refused", "tip", "info"]
KINDS: tuple[Kind, ...] = ("ok", "refused", "tip", "info")

CSS = """
.gk-why { border-left: 6px solid #757575; background: #f3f3f3; padding: 4px 10px;
          min-height: 2.6em; border-radius: 4px; }
.gk-why > .widget-html-content::before { float: left; margin-right: 0.45em; font-weight: bold; }
.gk-why.gk-say-ok { border-left-color: #2e7d32; background: #e9f5ea; }
.gk-why.gk-say-ok > .widget-html-content::before { content: "✓"; color: #2e7d32; }
.gk-why.gk-say-refused { border-left-color: #1565c0; background: #e8f0fb; }
.gk-why.gk-say-refused > .widget-html-content::before { content: "✗"; color: #1565c0; }
.gk-why.gk-say-tip { border-left-color: #00897b; background: #e0f4f1; }
.gk-why.gk-say-tip > .widget-html-content::before { content: "➜"; color: #00897b; }
.gk-why.gk-say-info > .widget-html-content::before { content: "●"; color: #757575; }
/* An empty message keeps its room (nothing jumps when one appears) but shows nothing. */
.gk-why:has(.widget-html-content:empty) { background: transparent; border-left-color: transparent; }
.gk-why > .widget-html-content:empty::before { content: none; }
"""
"""The looks of the four kinds (part of :data:`widgets.theme.CSS`)."""


def message_line(kind: Kind = "info") -> w.HTML:
    """An empty message line, as every exercise and app has under its board."""
    line = w.HTML().add_class("gk-why")
    line.add_class(f"gk-say-{kind}")
    return line


def tell(line: w.HTML, html: str, kind: Kind, *, aloud: bool | None = None) -> None:
    """Show ``html`` on ``line`` as a message of ``kind``, and say it through the page's live
    region when ``aloud`` (by default: when it answers something the person did)."""
    if kind not in KINDS:
        raise ValueError(f"no message kind {kind!r}; kinds: {', '.join(KINDS)}")
    classes = tuple(c for c in line._dom_classes if not c.startswith("gk-say-"))
    with line.hold_sync():  # one message to the page, not one per trait
        line.value = html
        line._dom_classes = (*classes, f"gk-say-{kind}")
    if html and (in_answer() if aloud is None else aloud):
        announce(plain(html))
    if kind == "refused" and html and in_answer():
        refused(plain(html))  # in a class, the teacher's view shows the last refusal met


def answer(html: str) -> None:
    """Say ``html``'s words through the live region if they answer something the person did
    (a button that starts a game stays where it is: nothing else would be heard)."""
    if html and in_answer():
        announce(plain(html))


def speak(html: str) -> None:
    """Say ``html``'s words through the live region, whatever prompted them: news that answers
    no key or click of the person's (a computer's move shown at the teacher's pace)."""
    announce(plain(html))


def show(widget: w.HTML, html: str) -> None:
    """Put ``html`` in ``widget`` (an answer that is not a message line: an explorer's list of
    legal moves, a refused edit), said through the live region when it answers the person."""
    widget.value = html
    if html and in_answer():
        announce(plain(html))


def plain(html: str) -> str:
    """``html``'s words without its tags: what a reader says.

    >>> plain("<b>Not allowed</b> <code>[kaito.move.line]</code>: c<b>5</b><br>Then &amp; more")
    'Not allowed [kaito.move.line]: c5 Then & more'
    """
    spaced = re.sub(r"<(br|/p|/div|/li|/tr)\b[^>]*>", " ", html, flags=re.IGNORECASE)
    return " ".join(unescape(re.sub(r"<[^>]+>", "", spaced)).split())


def clear(line: w.HTML) -> None:
    """Empty ``line``: it keeps its room on the page and shows nothing."""
    tell(line, "", "info")


def kind_of(line: w.HTML) -> Kind | None:
    """The kind ``line`` shows now (for tests: what the learner sees)."""
    return next((k for k in KINDS if f"gk-say-{k}" in line._dom_classes), None)
