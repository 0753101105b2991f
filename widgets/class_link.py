"""A page's link to its class: what a student's page tells the teacher, and how it follows the
teacher's page, through a small widget that shows nothing (``class_link.js``, an anywidget ES
module, as :mod:`widgets.board_front`).

In class mode (``tabletop-serve --class-size N`` sets ``TABLETOP_CLASS=1`` for its kernels) the
page's kernel sets the widget's values and the page's script posts them to the server
(``/class/report``, ``/class/lead``), authenticated by the page's own cookie and the server's
``_xsrf`` token: a kernel never talks to the server, and no kernel reads another's progress.

- :attr:`ClassLink.exercises`: each exercise of the page, ``{"n", "title", "state"}`` with the
  state ``"done"``, ``"tried"`` (a move played without reaching the goal) or ``"todo"``; the page
  reports each change that is not back to ``"todo"``.
- :attr:`ClassLink.refusal`: the last refusal met (its rule id and sentence), numbered so that
  the same refusal met twice is reported twice.
- The section read and the learner's activity: the page's script sees them (the heading in view,
  a click or a key) and reports them itself.
- :attr:`ClassLink.role`: who the page belongs to, as the server answers the page's first look at
  the lead (``"student"`` or ``"teacher"``; empty until then, and outside class mode). A student's
  page shows :attr:`ClassLink.follow_switch` (*Follow the teacher*, on by default): while it is
  on, the page goes to the section the teacher leads within a second. A teacher's page shows
  :attr:`ClassLink.lead_switch` (*Lead the class*) in presenter mode's bar: while it is on, the
  page posts its section as the teacher moves.
- A position sent: :meth:`ClassLink.send_position` (the teacher's *Send this position to the
  class*) puts a board's position in :attr:`ClassLink.position_out`, which the page posts with
  the lead; a following student's page puts it in :attr:`ClassLink.position_in`, and the kernel
  loads it on the board of that name (:meth:`ClassLink.demonstrate`), saying so.

Outside class mode the widget is inactive: the page's script makes no request and the switches
stay hidden.

>>> link = ClassLink(active=True, page="kaito.ipynb", lang="en")
>>> link.exercises_changed([("Capture a tile", "done"), ("Trade", "todo")])
>>> [(e["n"], e["state"]) for e in link.exercises]
[(1, 'done'), (2, 'todo')]
>>> link.refused("Not allowed [kaito.move.line] The Kaito moves along its row or column.")
>>> link.refusal["rule"], link.refusal["n"]
('kaito.move.line', 1)
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, ClassVar

import anywidget
import ipywidgets as w
import traitlets as t

from widgets.i18n import Table, say

CLASS_MODE = "TABLETOP_CLASS"
"""The environment variable ``tabletop-serve`` sets to ``1`` in class mode (its kernels
inherit it)."""

TITLE_MAX = 120
"""The most characters of an exercise's title reported."""
TEXT_MAX = 300
"""The most characters of a refusal's sentence reported."""
CODE_MAX = 2000
"""The most characters of a position's code sent to the class."""

RULE = re.compile(r"\[([a-z][a-z0-9_-]*(?:\.[a-z0-9_-]+)+)\]")
"""A rule id as a refusal cites it: ``[kaito.move.line]``."""

WORDS: Table = {
    "follow": {"en": "Follow the teacher", "fr": "Suivre le professeur"},
    "follow_tip": {
        "en": "While on, this page goes to the part the teacher is showing.",
        "fr": "Activé, cette page va à la partie que le professeur montre.",
    },
    "lead": {"en": "Lead the class", "fr": "Guider la classe"},
    "on": {"en": "{switch}: on", "fr": "{switch} : activé"},
    "off": {"en": "{switch}: off", "fr": "{switch} : désactivé"},
    "lead_tip": {
        "en": "While on, the students' pages that follow you go where you go.",
        "fr": "Activé, les pages des élèves qui vous suivent vont où vous allez.",
    },
    "send": {"en": "Send this position to the class", "fr": "Envoyer cette position à la classe"},
    "sent": {
        "en": "Sent to the class: the pages that follow you load this position.",
        "fr": "Envoyée à la classe : les pages qui vous suivent chargent cette position.",
    },
    "received": {
        "en": "The teacher sent this position.",
        "fr": "Le professeur a envoyé cette position.",
    },
}


CSS = """
/* A student's switch stays in reach wherever the teacher leads the page: at the screen's top
   right corner. */
.lm-Widget:has(> .gk-follow), .lm-Widget:has(.gk-page-tools .gk-follow) { contain: none !important; }
.gk-page-tools .gk-follow { position: fixed; top: 8px; right: 12px; z-index: 102;
    box-shadow: 0 1px 4px rgba(0, 0, 0, 0.35); }
/* On, the switches say so by their colour too (a pressed button's grey is faint). */
:is(.gk-follow, .gk-lead).mod-active { background: #2e7d32 !important; color: white !important; }
/* A heading the page goes to, following the teacher, comes just under the switch. */
.jp-RenderedMarkdown :is(h1, h2) { scroll-margin-top: 48px !important; }
"""
"""The page's styles for its link's switches (part of the page's header)."""


def class_mode() -> bool:
    """Whether the server runs a class (``TABLETOP_CLASS=1`` in the kernel's environment)."""
    return os.environ.get(CLASS_MODE, "") not in ("", "0")


class ClassLink(anywidget.AnyWidget):
    """The page's link to its class; it shows nothing itself (its switches are widgets of their
    own, placed by the page)."""

    _esm = Path(__file__).with_name("class_link.js")

    active = t.Bool(False).tag(sync=True)
    """Class mode: the page may talk to the server."""
    page = t.Unicode("").tag(sync=True)
    """The page's notebook (``kaito.ipynb``): what its reports are about."""
    lang = t.Unicode("en").tag(sync=True)
    role = t.Unicode("").tag(sync=True)
    """Set by the page: ``"student"`` or ``"teacher"`` (empty: not known, or not in a class)."""
    follow = t.Bool(True).tag(sync=True)
    """A student's page goes to the teacher's section (the *Follow the teacher* switch)."""
    leading = t.Bool(False).tag(sync=True)
    """A teacher's page posts its section (the *Lead the class* switch)."""
    exercises = t.List(t.Dict()).tag(sync=True)
    refusal = t.Dict().tag(sync=True)
    position_out = t.Dict().tag(sync=True)
    """``{"board", "code", "n"}``: a position the teacher sends (``n`` counts the sendings)."""
    position_in = t.Dict().tag(sync=True)
    """``{"board", "code", "seq"}``: a position the teacher sent, set by a following page."""

    headings = t.List(t.Unicode()).tag(sync=True)
    """The page's ``#`` and ``##`` headings, in order, as its notebook writes them."""
    other_headings = t.List(t.Unicode()).tag(sync=True)
    """The same headings on the game's page in the other language: a page follows a teacher
    on that page to the heading in the same place."""

    heading_asked = t.Dict().tag(sync=True)
    """``{"heading", "n"}``: set by a following page in presenter mode, whose hidden sections
    the page cannot scroll to: the heading (of :attr:`headings`) to show."""

    shared: ClassVar[ClassLink | None] = None
    """The kernel's one, made by :func:`class_link`."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.boards: dict[str, Callable[[str], object]] = {}
        self.follow_switch = w.ToggleButton(
            value=self.follow,
            description=say(WORDS, "follow", self.lang),
            tooltip=say(WORDS, "follow_tip", self.lang),
            icon="users",
            layout={"width": "auto", "display": "none"},
        ).add_class("gk-follow")
        self.lead_switch = w.ToggleButton(
            value=self.leading,
            description=say(WORDS, "lead", self.lang),
            tooltip=say(WORDS, "lead_tip", self.lang),
            icon="bullhorn",
            layout={"width": "auto", "display": "none"},
        ).add_class("gk-lead")
        self.teacher_only: list[w.Widget] = [self.lead_switch]
        w.link((self.follow_switch, "value"), (self, "follow"))
        w.link((self.lead_switch, "value"), (self, "leading"))
        for switch, key in ((self.follow_switch, "follow"), (self.lead_switch, "lead")):
            switch.observe(lambda change, key=key: self._say_state(change["owner"], key), "value")
            self._say_state(switch, key)
        self.observe(self._on_role, names="role")
        self.observe(self._on_position_in, names="position_in")

    def _say_state(self, switch: w.ToggleButton, key: str) -> None:
        """A switch says in words whether it is on (its colour is not all it says)."""
        named = say(WORDS, key, self.lang)
        switch.description = say(WORDS, "on" if switch.value else "off", self.lang, switch=named)
        switch.icon = "check-square-o" if switch.value else "square-o"

    def _on_role(self, change: dict) -> None:
        student = self.active and change["new"] == "student"
        teacher = self.active and change["new"] == "teacher"
        self.follow_switch.layout.display = "" if student else "none"
        for widget in self.teacher_only:
            widget.layout.display = "" if teacher else "none"

    @property
    def teacher(self) -> bool:
        """Whether the page is the teacher's (in class mode)."""
        return self.active and self.role == "teacher"

    def exercises_changed(self, marks: Iterable[tuple[str, str]]) -> None:
        """The page's exercises now: ``(title, state)`` in page order."""
        self.exercises = [
            {"n": n, "title": title[:TITLE_MAX], "state": state}
            for n, (title, state) in enumerate(marks, 1)
        ]

    def refused(self, text: str) -> None:
        """A refusal met (its words, citing its rule as ``[rule.id]``); one without a rule id (a
        typed move that cannot be read) is not reported."""
        found = RULE.search(text)
        if not self.active or found is None:
            return
        sentence = " ".join(RULE.sub("", text).split())[:TEXT_MAX]
        n = self.refusal.get("n", 0) + 1
        self.refusal = {"rule": found.group(1), "text": sentence, "n": n}

    def demonstrate(self, board: str, load: Callable[[str], object]) -> None:
        """Name a board of the page (``board``, the same on every student's page) whose position
        the teacher may send: ``load(code)`` shows a position sent to it."""
        self.boards[board] = load

    def send_button(self, board: str, code: Callable[[], str], under: w.Box) -> w.Box:
        """Put *Send this position to the class* at the top of ``under`` (a board's widget),
        shown on the teacher's page only: it sends ``code()``, the position shown, as
        ``board``'s. Returns the row holding the button and its answer."""
        button = w.Button(
            description=say(WORDS, "send", self.lang), icon="paper-plane", layout={"width": "auto"}
        ).add_class("gk-send-position")
        answer = w.HTML().add_class("gk-sent")
        row = w.HBox([button, answer], layout={"display": "" if self.teacher else "none"})
        row.add_class("gk-send-row")

        def on_send(_button: w.Button) -> None:
            if self.send_position(board, code()):
                answer.value = say(WORDS, "sent", self.lang)

        button.on_click(on_send)
        self.teacher_only.append(row)
        under.children = (row, *under.children)  # on top: the presenter's bar hides the foot
        return row

    def send_position(self, board: str, code: str) -> bool:
        """Send the position ``code`` of ``board`` to the class (the teacher's page only);
        whether it was sent."""
        if not self.teacher or not code or len(code) > CODE_MAX:
            return False
        n = self.position_out.get("n", 0) + 1
        self.position_out = {"board": board, "code": code, "n": n}
        return True

    def _on_position_in(self, change: dict) -> None:
        sent = change["new"]
        load = self.boards.get(sent.get("board", ""))
        code = sent.get("code")
        if load is None or not isinstance(code, str) or self.teacher:
            return
        if load(code) is not False:
            from widgets.board_front import announce

            announce(say(WORDS, "received", self.lang))


def heading_texts(cells: Iterable[tuple[str, str]]) -> list[str]:
    """The ``#`` and ``##`` headings of a notebook whose cells are ``(type, source)``, in order.

    >>> heading_texts([("markdown", "# Kaito\\n\\nText\\n## The goal `[kaito.goal]`"),
    ...                ("code", "# a comment"), ("markdown", "### Deeper")])
    ['Kaito', 'The goal `[kaito.goal]`']
    """
    return [
        found.group(1).strip()
        for kind, source in cells
        if kind == "markdown"
        for line in source.splitlines()
        if (found := re.match(r"#{1,2} (.*)", line))
    ]


def class_link(page: str = "", lang: str = "en") -> ClassLink:
    """The kernel's :class:`ClassLink` for ``page`` (made on first use, and again for another
    page or language, or if it was closed); active in class mode only."""
    link, active = ClassLink.shared, class_mode()
    if (
        link is None
        or link.comm is None
        or link.active != active
        or (page and (link.page, link.lang) != (page, lang))
    ):
        link = ClassLink.shared = ClassLink(active=active, page=page, lang=lang)
    return link


def refused(text: str) -> None:
    """Tell the page's class link of a refusal met (nothing outside class mode)."""
    link = ClassLink.shared
    if link is not None and link.active:
        link.refused(text)
