"""A game's page in one language: the way to the same page in the other language, and the
position the page's own link opens.

Every game has a notebook per language, ``kaito.ipynb`` and ``kaito.fr.ipynb``, the same cells
with the narration translated. The hidden setup cell makes ``page = GamePage("kaito", "fr")``,
the cell under the title shows ``page.header``, and the last cell reads the page's link with
``page.read_link()``: ``?pos=<code>`` opens that position under the title (the notebook hands
it on to its explorer too), and the language link keeps it, so a shared position survives the
change of language. A link to a whole analysis (``?pos=t1~…``, every move and branch) opens it
on the explorer, and the page opens there: it is brought into view once its board is shown.

>>> page = GamePage("kaito", "en")
>>> page.notebook, page.other
('kaito.ipynb', 'kaito.fr.ipynb')
>>> link = page.read_link("pos=SHAsb1")
>>> 'href="kaito.fr.ipynb?pos=SHAsb1"' in page.switch.value
True
"""

from __future__ import annotations

from html import escape
from pathlib import Path
from typing import Any

import anywidget
import ipywidgets as w
import traitlets

import gamekit
from gamekit.tree import LINK_PREFIX, Tree
from widgets import progress, theme
from widgets.class_link import CSS as CLASS_CSS
from widgets.class_link import WORDS as CLASS_WORDS
from widgets.class_link import class_link, class_mode, heading_texts
from widgets.i18n import LANGUAGES, NAMES, Table, number, say
from widgets.later import give_back_freed_memory
from widgets.presenter import Presenter, notebook_cells
from widgets.query import MAX_LENGTH, notebook_name, page_link, parameters, query_string
from widgets.wrapping import list_wrapping


class GamePage:
    """The page of ``game`` in ``lang``: ``header`` (the language link and the linked position)
    goes under the notebook's title; ``read_link()`` is the notebook's last cell."""

    def __init__(self, game: str, lang: str = "en") -> None:
        if lang not in LANGUAGES:
            raise ValueError(f"no page language {lang!r}; languages: {', '.join(LANGUAGES)}")
        self.game = game
        self.lang = lang
        self.notebook = notebook_name(game, lang)
        self.other = notebook_name(game, _other(lang))
        self.switch = w.HTML(_switch(game, lang)).add_class("gk-language")
        self.linked = w.VBox()
        self.progress = progress.start_page(lang)
        self.link = class_link(self.notebook, lang)
        self.progress.on_change(self.link.exercises_changed)
        cells = notebook_cells(_folder() / self.notebook)
        self._cells = cells
        self.opening: OpenAt | None = None  # what brings the explorer into view, if asked
        self.link.headings = heading_texts(cells)
        self.link.other_headings = heading_texts(notebook_cells(_folder() / self.other))
        here = tuple(i for i, (kind, source) in enumerate(cells) if source.strip() == "page.header")
        self.presenter = Presenter(cells, keep=here, lang=lang, tools=[self.link.lead_switch])
        self.link.observe(self._on_heading_asked, names="heading_asked")
        tools = w.HBox([self.presenter.widget, self.link.follow_switch, self.switch])
        tools.add_class("gk-page-tools")
        keys = w.HTML(f"<small>{say(WORDS, 'keys', lang)}</small>").add_class("gk-keys-note")
        self.header = w.VBox(
            [w.HTML(theme.CSS + _class_css()), tools, keys, self.progress.widget, self.linked]
        ).add_class("gk-header")
        list_wrapping()  # the page's move lists: a long move or comment wraps

    def read_link(self, query: str | None = None) -> dict[str, str]:
        """Read the page's link (this page's query string by default, waiting for it in a
        preheated kernel) and show what it asks for: the position of ``pos`` under the title,
        or a message saying why its code cannot be read (a link too long to read says so too);
        a whole analysis (a tree's link) is the explorer's to open, and the page opens at the
        explorer (:meth:`open_at_explorer`). Returns the link's parameters."""
        give_back_freed_memory()  # the page is built: what its set-up freed, before waiting
        text = query_string() if query is None else query
        link = parameters(text)
        code = link.get("pos")
        self.switch.value = _switch(self.game, self.lang, code)
        shown: list[w.Widget] = []
        if len(text) > MAX_LENGTH:  # a link this long is not read at all: say so
            shown.append(too_long(len(text), self.lang))
        asked = link.get("lang", self.lang)
        if asked != self.lang and asked in LANGUAGES:
            # tabletop-serve redirects ?lang= to the other page; served otherwise, say where it is
            there = page_link(self.game, asked, code)
            shown.append(w.HTML(say(WORDS, "other_page", asked, link=there)).add_class("gk-note"))
        to_explorer = False
        if code is not None and code.strip().startswith(LINK_PREFIX):
            _, why = read_analysis(self.game, code, self.lang)
            to_explorer = why is None
            shown.append(error(why) if why else analysis_note(self.lang))
        elif code is not None:
            shown.append(linked_game(self.game, code, self.lang))
        self.linked.children = tuple(shown)
        if link.get("present", "") not in ("", "0"):
            self.presenter.present()
        if to_explorer:
            self.open_at_explorer()
        self._demonstrate()
        return link

    def open_at_explorer(self) -> None:
        """Open the page at its explorer: in presenter mode its section is shown; otherwise
        the page is brought to it once its board is shown (the page renders progressively, so
        that a scroll made at once would be undone by what comes above it), unless the reader
        has moved by then."""
        if self.presenter.on:
            made = (i for i, (_, source) in enumerate(self._cells) if _makes_explorer(source))
            at = next(made, None)
            sections = self.presenter.sections
            found = next((n for n, section in enumerate(sections) if at in section.cells), None)
            if found is not None:
                self.presenter.go(found)
            return
        self.opening = OpenAt(target=".gk-explorer")

    def _on_heading_asked(self, change: dict) -> None:
        """A following page in presenter mode shows the teacher's section."""
        heading = change["new"].get("heading")
        if isinstance(heading, str):
            self.presenter.go_to_heading(heading)

    def _demonstrate(self) -> None:
        """In a class, the page's explorer (the notebook's ``explorer``, made before the cell
        reading the link) is the board whose position the teacher may send: the teacher's page
        offers *Send this position to the class* under it, and a following student's page loads
        the position sent on its own explorer, saying so."""
        explorer = _user_namespace().get("explorer")
        if not self.link.active or explorer is None or not hasattr(explorer, "load"):
            return
        board = f"{self.game}-explorer"
        self.link.demonstrate(board, lambda code: _received(explorer, code, self.lang))
        self.link.send_button(board, lambda: _position_code(explorer), explorer.widget)


def linked_game(game: str, code: str | None, lang: str = "en", *, whole_page: bool = False):
    """``game``'s app on the position ``code`` (a new game when None), introduced in ``lang``, or
    a message saying why the code cannot be read; on a whole analysis (a tree's link), its
    analysis board. ``whole_page``: the landing page's version, which also links to the game's
    page."""
    state, tree = None, None
    if code is not None and code.strip().startswith(LINK_PREFIX):
        tree, why = read_analysis(game, code, lang)
        if tree is None:
            return error(why or "")
        state = tree.state
    elif code is not None:
        try:
            state = gamekit.load(game).from_code(code)
        except gamekit.InvalidPosition as err:
            return error(say(WORDS, "unreadable", lang, why=escape(err.say(lang))))
    if whole_page:
        title = gamekit.load(game).title
        intro = (
            f"<h2>{escape(title)}</h2><p>{say(WORDS, 'from_link', lang)} "
            f'<a href="{escape(page_link(game, lang, code))}">{escape(title)}, '
            f"{say(WORDS, 'learn', lang)}</a>.</p>"
        )
    else:
        intro = say(WORDS, "your_link", lang)
    app: Any = _app(game, state, lang)
    if tree is not None:
        app.follow_tree(tree)
        app.analyse()
    return w.VBox([w.HTML(intro), app.widget]).add_class("gk-linked")


def read_analysis(game: str, link: str, lang: str = "en") -> tuple[Tree | None, str | None]:
    """The whole analysis of ``game`` in ``link`` (a tree's link text), or why it cannot be
    read, in ``lang`` (HTML): ``(tree, None)`` or ``(None, why)``."""
    try:
        return Tree.from_link(link, gamekit.load(game)), None
    except gamekit.InvalidPosition as err:
        return None, say(WORDS, "analysis_unreadable", lang, why=escape(err.say(lang)))


def analysis_note(lang: str = "en") -> w.HTML:
    """What the title says of a link's analysis: where it is (the explorer opens it)."""
    return w.HTML(say(WORDS, "your_analysis", lang)).add_class("gk-note")


class OpenAt(anywidget.AnyWidget):
    """Brings the page to ``target`` (a CSS selector: the explorer) once a board in it is
    shown, as the browser builds this widget's model: displayed or not, once per page. A reader
    who moves first (a wheel, a finger, a key, a click, or the page scrolled by then) is left
    where they are."""

    _esm = """
const SETTLED = 1500; // ms the target stays in place (what comes above it has come)
const GIVE_UP = 60000; // ms: a target not shown by then is not waited for

export default {
  initialize({ model }) {
    if (window.gkOpenedAt) return;
    window.gkOpenedAt = true;
    const selector = model.get("target");
    const began = performance.now();
    let moved = false;
    let left = null; // where the target was left by the latest scroll
    let since = 0; // when that was
    const stop = () => { moved = true; };
    const kinds = ["wheel", "touchstart", "keydown", "mousedown"];
    kinds.forEach((kind) => addEventListener(kind, stop, { capture: true, passive: true }));
    const done = () => kinds.forEach((kind) => removeEventListener(kind, stop, true));
    const scrolled = (e) => {
      let by = 0;
      for (let p = e.parentElement; p; p = p.parentElement) by += p.scrollTop;
      return by;
    };
    const look = () => {
      const now = performance.now();
      if (moved || now - began > GIVE_UP) return done();
      const target = document.querySelector(selector);
      const board = target && target.querySelector(".gk-board");
      if (board && board.getBoundingClientRect().height > 0) {
        const top = target.getBoundingClientRect().top;
        if (left === null && scrolled(target) > 0) return done(); // the reader went elsewhere
        if (left === null || Math.abs(top - left) > 1) {
          target.scrollIntoView({ block: "start" });
          left = target.getBoundingClientRect().top;
          since = now;
        } else if (now - since > SETTLED) {
          return done();
        }
      }
      setTimeout(look, 100);
    };
    look();
  },
};
"""
    target = traitlets.Unicode("").tag(sync=True)


def too_long(length: int, lang: str = "en") -> w.HTML:
    """The message for a link of ``length`` characters, too long to be read at all."""
    n, limit = (number(x, lang) for x in (length, MAX_LENGTH))
    why = say(WORDS, "too_long", lang, n=n, limit=limit)
    return error(say(WORDS, "unreadable", lang, why=why))


def error(message: str) -> w.HTML:
    """A message saying what is wrong (``message`` is HTML: escape what a user typed)."""
    return w.HTML(message).add_class("gk-error")


WORDS: Table = {
    "keys": {
        "en": "Every board here also works from the keyboard: Tab reaches it, the arrow keys "
        "move on it, Enter plays, and <kbd>?</kbd> says the keys that read it aloud. A move can "
        "also be typed in the field beside an exercise or a game.",
        "fr": "Chaque plateau se joue aussi au clavier : Tab l’atteint, les flèches s’y "
        "déplacent, Entrée joue, et <kbd>?</kbd> donne les touches qui le lisent à voix haute. "
        "Un coup peut aussi se taper dans le champ à côté d’un exercice ou d’une partie.",
    },
    "unreadable": {
        "en": "The position code in this link cannot be read: {why}",
        "fr": "Le code de position de ce lien est illisible : {why}",
    },
    "too_long": {
        "en": "the link has {n} characters; a page reads at most {limit}",
        "fr": "le lien compte {n} caractères ; une page en lit au plus {limit}",
    },
    "from_link": {
        "en": "Playing from the position in the link. The rules step by step, the exercises and "
        "the explorer:",
        "fr": "La partie reprend à la position du lien. Les règles pas à pas, les exercices et "
        "l’explorateur :",
    },
    "learn": {"en": "learn and play", "fr": "apprendre et jouer"},
    "your_analysis": {
        "en": "The analysis from your link, every move and branch, is on the explorer at the end "
        "of the page.",
        "fr": "L’analyse de votre lien, chaque coup et chaque variante, est dans l’explorateur, "
        "en bas de la page.",
    },
    "analysis_unreadable": {
        "en": "The analysis in this link cannot be read: {why}",
        "fr": "L’analyse de ce lien est illisible : {why}",
    },
    "your_link": {
        "en": "<h3>The position from your link</h3><p>Play on from it here; the explorer at the "
        "end of the page shows it too, to change it or ask what is legal.</p>",
        "fr": "<h3>La position de votre lien</h3><p>Jouez la suite ici ; l’explorateur, en bas "
        "de la page, la montre aussi, pour la modifier ou demander ce qui est permis.</p>",
    },
    "other_page": {
        "en": 'This page exists in English: <a href="{link}">open it in English</a>.',
        "fr": 'Cette page existe en français : <a href="{link}">l’ouvrir en français</a>.',
    },
}


def _class_css() -> str:
    """The style of the page's class switches, in class mode only."""
    return f"<style>{CLASS_CSS}</style>" if class_mode() else ""


def _user_namespace() -> dict:
    """The notebook's variables (none outside a kernel)."""
    try:
        from IPython import get_ipython
    except ImportError:  # pragma: no cover (IPython comes with ipywidgets)
        return {}
    shell = get_ipython()
    return shell.user_ns if shell is not None else {}


def _makes_explorer(source: str) -> bool:
    """Whether a notebook cell's ``source`` makes the page's explorer."""
    return source.lstrip().startswith("explorer =")


def _position_code(explorer: object) -> str:
    """The position an explorer shows, as a code (its app's, for the card games' explorers)."""
    state = getattr(explorer, "state", None)
    if state is None:
        state = getattr(getattr(explorer, "app", None), "state", None)
    return state.to_code() if state is not None else ""


def _received(explorer: object, code: str, lang: str) -> bool:
    """Load a position the teacher sent on ``explorer`` and say so under its code."""
    loaded = explorer.load(code)  # type: ignore[attr-defined]
    message = getattr(explorer, "message", None)
    if loaded is not False and isinstance(message, w.HTML):
        message.value = f"<div class='gk-sent'>{say(CLASS_WORDS, 'received', lang)}</div>"
    return loaded is not False


def _folder() -> Path:
    """Where the page's notebook is: the kernel's folder (Voilà and JupyterLab start it there),
    else the notebooks shipped with the package."""
    from widgets.serve import NOTEBOOKS

    return Path.cwd() if any(Path.cwd().glob("*.ipynb")) else NOTEBOOKS


def _other(lang: str) -> str:
    return next(code for code in LANGUAGES if code != lang)


def _switch(game: str, lang: str, code: str | None = None) -> str:
    """Both languages' names, the page's own in bold and the other a link to its page."""
    names = [
        f"<b>{NAMES[code_]}</b>"
        if code_ == lang
        else f'<a href="{escape(page_link(game, code_, code))}" hreflang="{code_}">{NAMES[code_]}</a>'
        for code_ in LANGUAGES
    ]
    return " · ".join(names)


def _app(game: str, state: object, lang: str) -> object:
    """``game``'s app on ``state`` (a new game when None): a card game opens at one screen with
    every hand shown, since a link is shared to be looked at together."""
    if game == "kaito":
        from widgets.kaito.app import KaitoApp

        return KaitoApp(state, lang=lang)  # type: ignore[arg-type]
    if game == "dojo":
        from widgets.dojo.app import DojoApp as table
    elif game == "dojo-kun":
        from widgets.dojo_kun.app import DojoKunApp as table
    else:
        from widgets.kami.app import KamiApp as table
    if state is None:
        return table(lang=lang)
    seats = ("person",) * state.players  # type: ignore[attr-defined]
    return table(state, seats=seats, lang=lang, teacher=True)  # type: ignore[arg-type]
