"""The app's landing page: one card per game, with its way in in each language, or a game
opened on a position from a link.

``/?game=kaito&pos=<code>`` (the server sends ``/`` to ``index.ipynb``) shows Kaito's game on that
position, ``&lang=fr`` in French; a bad code or an unknown game shows a message saying what is
wrong, never a traceback.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

import ipywidgets as w

from gamekit.reading import excerpt
from widgets import theme
from widgets.i18n import language
from widgets.page import error, linked_game, too_long
from widgets.query import MAX_LENGTH, notebook_name, parameters, query_string


@dataclass(frozen=True, slots=True)
class GameCard:
    """What the landing page says about a game; ``playable`` is False until it can be played."""

    name: str
    title: str
    players: str
    blurb: str
    playable: bool = True

    def html(self) -> str:
        """The card as HTML: title, players, what the game is, and the way in, in each language
        (``kaito.ipynb``, ``kaito.fr.ipynb``)."""
        if self.playable:
            way_in = (
                f'<a href="{notebook_name(self.name)}" class="gk-open-{self.name}">'
                "Learn and play →</a><br>"
                f'<a href="{notebook_name(self.name, "fr")}" class="gk-open-{self.name}-fr" '
                'hreflang="fr">En français →</a>'
            )
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
        "2 players · Inon Kohn",
        "Move the Kaito along its row or column, capture tiles of either colour, buy back your "
        "Swords with the Mons you won. Take all the enemy Swords or Helmets to win.",
    ),
    GameCard(
        "dojo",
        "Dojo",
        "3-5 players · Antoine Bauza",
        "Recruit disciples, challenge the dealer for trophies and train a dojo of 3 x 4 tatamis.",
    ),
    GameCard(
        "kami",
        "Kami",
        "2-4 players · Oka Luda",
        "A Goita-style card game of attacks and counters: two teams, three in chaos, or a duel "
        "with mercenaries. Play your last card to win the round.",
    ),
    GameCard(
        "dojo-kun",
        "Dojo Kun",
        "1-4 players · Roberto Pestrin",
        "Place your workers, train your athletes, and win tournaments with the dice.",
    ),
)


def cards() -> w.HTML:
    """Every game's card, side by side."""
    body = "".join(card.html() for card in GAMES)
    return w.HTML(f'<div style="display:flex;flex-wrap:wrap">{body}</div>').add_class("gk-cards")


def from_link(query: str | None = None) -> w.Widget | None:
    """The landing page this page's link asks for (its query string by default, waited for in a
    preheated kernel), or None when the link asks for nothing and the cards stay as they are."""
    text = query_string() if query is None else query
    if len(text) > MAX_LENGTH:
        lang = "fr" if "lang=fr" in text[:MAX_LENGTH] else "en"
        return w.VBox([w.HTML(theme.CSS), too_long(len(text), lang), cards()]).add_class(
            "gk-landing"
        )
    link = parameters(text)
    return page(link) if link else None


def page(link: dict[str, str]) -> w.Widget:
    """The landing page for a query: the cards, or the game and position it names (introduced
    in the link's language, ``?lang=fr``)."""
    name = link.get("game")
    parts: list[w.Widget] = [w.HTML(theme.CSS)]
    if name is None:
        return w.VBox([*parts, cards()]).add_class("gk-landing")
    card = next((c for c in GAMES if c.name == name), None)
    if card is None:
        known = ", ".join(c.name for c in GAMES)
        parts.append(
            error(f"There is no game called {escape(excerpt(name))} here. The games are: {known}.")
        )
    elif not card.playable:
        parts.append(error(f"{escape(card.title)} is coming soon: it cannot be opened yet."))
    else:
        lang = language(link)
        parts.append(linked_game(card.name, link.get("pos"), lang, whole_page=True))
    return w.VBox([*parts, w.HTML("<h3>All the games</h3>"), cards()]).add_class("gk-landing")
