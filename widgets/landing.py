"""The app's landing page: one card per game, or a game opened on a position from a link.

``/?game=kaito&pos=<code>`` (the server sends ``/`` to ``index.ipynb``) shows Kaito's game on that
position; a bad code or an unknown game shows a message saying what is wrong, never a traceback.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from urllib.parse import quote

import ipywidgets as w

import gamekit
from widgets import theme
from widgets.i18n import language, say


@dataclass(frozen=True, slots=True)
class GameCard:
    """What the landing page says about a game; ``notebook`` is None until it can be played."""

    name: str
    title: str
    players: str
    blurb: str
    notebook: str | None

    def html(self) -> str:
        """The card as HTML: title, players, what the game is, and the way in."""
        if self.notebook:
            way_in = f'<a href="{self.notebook}" class="gk-open-{self.name}">Learn and play →</a>'
        else:
            way_in = '<span class="gk-soon">coming</span>'
        return (
            f'<div class="gk-card gk-card-{self.name}"><h3>{escape(self.title)}</h3>'
            f"<small>{escape(self.players)}</small><p>{escape(self.blurb)}</p>{way_in}</div>"
        )


GAMES = (
    GameCard(
        "kaito",
        "Kaito",
        "2 players",
        "Move the Kaito along its row or column, capture tiles of either colour, buy back your "
        "Swords with the Mons you won. Take all the enemy Swords or Helmets to win.",
        "kaito.ipynb",
    ),
    GameCard(
        "dojo",
        "Dojo",
        "3-5 players · Antoine Bauza",
        "Recruit disciples, challenge the dealer for trophies and train a dojo of 3 x 4 tatamis. "
        "In English and in French.",
        "dojo.ipynb",
    ),
    GameCard(
        "kami",
        "Kami",
        "2-4 players",
        "A Goita-style card game of attacks and counters: two teams, three in chaos, or a duel "
        "with mercenaries. Play your last card to win the round.",
        "kami.ipynb",
    ),
    GameCard(
        "dojo-kun",
        "Dojo Kun",
        "1-4 players",
        "Place your workers, train your athletes, and win tournaments with the dice.",
        None,
    ),
)


def cards() -> w.HTML:
    """Every game's card, side by side."""
    body = "".join(card.html() for card in GAMES)
    return w.HTML(f'<div style="display:flex;flex-wrap:wrap">{body}</div>').add_class("gk-cards")


def error(message: str) -> w.HTML:
    """A message for a bad link, in the page's error style."""
    return w.HTML(escape(message)).add_class("gk-error")


def page(parameters: dict[str, str]) -> w.Widget:
    """The landing page for a query: the cards, or the game and position it names."""
    name = parameters.get("game")
    parts: list[w.Widget] = [w.HTML(theme.CSS)]
    if name is None:
        return w.VBox([*parts, cards()]).add_class("gk-landing")
    card = next((c for c in GAMES if c.name == name), None)
    if card is None:
        known = ", ".join(c.name for c in GAMES)
        parts.append(error(f"There is no game called “{name}” here. The games are: {known}."))
    elif card.notebook is None:
        parts.append(error(f"{card.title} is coming soon: it cannot be opened yet."))
    else:
        parts.append(linked_game(card.name, parameters, whole_page=True))
    return w.VBox([*parts, w.HTML("<h3>All the games</h3>"), cards()]).add_class("gk-landing")


def linked_game(name: str, parameters: dict[str, str], *, whole_page: bool = False) -> w.Widget:
    """The game ``name`` on the position of the link's ``pos`` parameter, or a message saying why
    the code cannot be read. Without ``pos``: nothing (an empty box), unless ``whole_page``, where
    a new game starts."""
    card = next(c for c in GAMES if c.name == name)
    code = parameters.get("pos")
    lang = language(parameters)
    if code is None and not whole_page:
        return w.VBox([])
    state = None
    if code is not None:
        try:
            state = gamekit.load(name).from_code(code)
        except gamekit.InvalidPosition as err:
            return error(say(_WORDS, "unreadable", lang, why=err))
    if whole_page:
        link = f"{card.notebook}?pos={quote(code)}" if code else card.notebook
        if lang != "en":
            link += f"{'&' if code else '?'}lang={lang}"
        intro = (
            f"<h2>{escape(card.title)}</h2><p>{say(_WORDS, 'from_link', lang)} "
            f'<a href="{link}">{escape(card.title)}, {say(_WORDS, "learn", lang)}</a>.</p>'
        )
    else:
        intro = say(_WORDS, "your_link", lang)
    return w.VBox([w.HTML(intro), _app(name, state, parameters).widget]).add_class("gk-linked")


_WORDS = {
    "unreadable": {
        "en": "The position code in this link cannot be read: {why}",
        "fr": "Le code de position de ce lien est illisible : {why}",
    },
    "from_link": {
        "en": "Playing from the position in the link. The rules step by step, the exercises and "
        "the explorer:",
        "fr": "La partie reprend à la position du lien. Les règles pas à pas, les exercices et "
        "l’explorateur :",
    },
    "learn": {"en": "learn and play", "fr": "apprendre et jouer"},
    "your_link": {
        "en": "<h3>The position from your link</h3><p>Play on from it here; the explorer at the "
        "end of the page shows it too, to change it or ask what is legal.</p>",
        "fr": "<h3>La position de votre lien</h3><p>Jouez la suite ici ; l’explorateur, en bas "
        "de la page, la montre aussi, pour la modifier ou demander ce qui est permis.</p>",
    },
}


def _app(name: str, state: object, parameters: dict[str, str]) -> object:
    """The game's app on ``state`` (a new game when None)."""
    if name in ("dojo", "kami"):
        from widgets.dojo.app import DojoApp
        from widgets.kami.app import KamiApp

        table = DojoApp if name == "dojo" else KamiApp
        if state is None:
            return table(lang=language(parameters))
        seats = ("person",) * state.players  # type: ignore[attr-defined]
        return table(state, seats=seats, lang=language(parameters), teacher=True)  # type: ignore[arg-type]
    from widgets.kaito.app import KaitoApp

    return KaitoApp(state, lang=language(parameters))  # type: ignore[arg-type]
