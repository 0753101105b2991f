"""A page in two languages: a switch, prose that follows it, and widgets rebuilt in the new one.

>>> page = Page("en")
>>> text = page.prose({"en": "<p>Hello</p>", "fr": "<p>Bonjour</p>"})
>>> page.set("fr"); text.value
'<p>Bonjour</p>'
>>> box = page.live(lambda lang: __import__("ipywidgets").Label(lang))
>>> box.current.value
'fr'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import ipywidgets as w

from widgets.i18n import LANGUAGES, NAMES


class Live(w.VBox):
    """A box holding what ``factory(lang)`` builds, built again when the language changes."""

    def __init__(self, factory: Callable[[str], Any], lang: str) -> None:
        super().__init__()
        self.factory = factory
        self.current: Any = None
        self.build(lang)

    def build(self, lang: str) -> None:
        if self.children:
            _close(self.children[0])
        self.current = self.factory(lang)
        shown = getattr(self.current, "widget", self.current)
        self.children = (shown,)


def _close(widget: w.Widget) -> None:
    """Close a widget and everything inside it, so a rebuilt view leaves nothing behind in the
    kernel or the browser."""
    for child in getattr(widget, "children", ()):
        _close(child)
    widget.close()


class Page:
    """The language of one page (``"en"`` or ``"fr"``): ``switch`` is the toggle to show."""

    def __init__(self, lang: str = "en") -> None:
        self.lang = lang if lang in LANGUAGES else "en"
        self.switch = w.ToggleButtons(
            options=[(NAMES[code], code) for code in LANGUAGES], value=self.lang
        )
        self.switch.add_class("gk-language")
        self._prose: list[tuple[w.HTML, Mapping[str, str]]] = []
        self._live: list[Live] = []
        self.switch.observe(lambda change: self.set(change["new"]), names="value")

    def prose(self, texts: Mapping[str, str]) -> w.HTML:
        """An HTML block showing ``texts[lang]``, following the switch."""
        block = w.HTML(texts[self.lang]).add_class("gk-prose")
        self._prose.append((block, texts))
        return block

    def live(self, factory: Callable[[str], Any]) -> Live:
        """A widget built by ``factory(lang)``, rebuilt when the language changes."""
        box = Live(factory, self.lang)
        self._live.append(box)
        return box

    def set(self, lang: str, *, rebuild: bool = False) -> None:
        """Show the page in ``lang`` (rebuilding live widgets even if it is the same with
        ``rebuild``)."""
        if lang not in LANGUAGES or (lang == self.lang and not rebuild):
            return
        self.lang = lang
        self.switch.value = lang
        for block, texts in self._prose:
            block.value = texts[lang]
        for box in self._live:
            box.build(lang)
