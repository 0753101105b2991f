"""The Kami explorer: set up hands and lines, open any position from its code or a link, ask what
is legal and what the computer would play.

>>> explorer = KamiExplorer()
>>> explorer.hands.value = "SLLM;SSHLAGET;SSAATMGS;SSSHAGEL"
>>> explorer.lines.value = "G.H;-;-;-"
>>> explorer.attacker.value = "P1"
>>> explorer.set_up() and explorer.app.state.attack
(0, 'H')
>>> explorer.hands.value = "EEE;S;S;S"
>>> explorer.set_up(), "too many" in explorer.message.value
(False, True)
"""

from __future__ import annotations

from html import escape

import ipywidgets as w

from gamekit import InvalidPosition
from gamekit.kami.code import position
from gamekit.reading import excerpt
from widgets.i18n import player_name
from widgets.kami.app import KamiApp
from widgets.table import PositionExplorer

FORM_LENGTH = 200
"""Characters of the hands and lines together: 32 cards, with separators and face marks, take
fewer than 130."""


class KamiExplorer(PositionExplorer):
    """A position from its code, or set up from hands and lines (the other cards go face down
    into the last player's line, so the 32 are all there)."""

    def __init__(self, code: str | None = None, *, lang: str = "en") -> None:
        super().__init__(KamiApp, code, lang=lang)
        fr = lang == "fr"
        self.hands = w.Text(
            description="Mains" if fr else "Hands",
            placeholder="SLLM;SSHLAGET;SSAATMGS;SSSHAGEL",
            layout=w.Layout(width="95%"),
        )
        self.hands.add_class("gk-hands")
        self.lines = w.Text(
            description="Lignes" if fr else "Lines",
            placeholder="G.H;-;-;-",
            layout=w.Layout(width="95%"),
        )
        self.lines.add_class("gk-lines")
        self.attacker = w.Dropdown(
            options=[("—", "-"), *((player_name(f"P{p}", lang), f"P{p}") for p in range(1, 5))],
            description="Attaque de" if fr else "Attack by",
            style={"description_width": "initial"},  # the whole label, in French too
        )
        self.turn = w.Dropdown(
            options=[(player_name(f"P{p}", lang), f"P{p}") for p in range(1, 5)],
            description="Au tour de" if fr else "To play",
            style={"description_width": "initial"},
        )
        self.set_up_button = w.Button(description="Mettre en place" if fr else "Set up")
        self.set_up_button.add_class("gk-set-up")
        self.set_up_button.on_click(lambda _: self.set_up())
        self.attacker.observe(lambda _: self._next_to_play(), names="value")
        help_text = (
            "Une main par joueur, séparées par <code>;</code> (S Soldat, L Lance, H Cavalier, "
            "A Dragon d’argent, G Dragon d’or, T Tour, M Fou, E Impératrice). Une ligne : des "
            "coups défense-attaque, <code>.</code> face cachée, <code>^</code> face visible "
            "(<code>G.H,E^L</code>)."
            if fr
            else "One hand per player, separated by <code>;</code> (S Soldier, L Spear, H Horseman, "
            "A Silver Dragon, G Gold Dragon, T Tower, M Madman, E Empress). A line: plays as "
            "defense-attack, <code>.</code> face down, <code>^</code> face up (<code>G.H,E^L</code>)."
        )
        form = w.VBox(
            [
                w.HTML(help_text),
                self.hands,
                self.lines,
                w.HBox([self.attacker, self.turn, self.set_up_button]),
            ]
        ).add_class("gk-setup")
        self.widget.children = (form, *self.widget.children)

    def _next_to_play(self) -> None:
        """After an attack, the next player answers it, by default."""
        if self.attacker.value != "-":
            players = min(4, max(2, len(self.hands.value.split(";"))))  # the menu's P1..P4
            self.turn.value = f"P{int(self.attacker.value[1:]) % players + 1}"

    def set_up(self) -> bool:
        """Build the position from the form; a mistake is explained and nothing changes."""
        hands = [h.strip().upper() for h in self.hands.value.split(";")]
        lines = (
            [line.strip() or "-" for line in self.lines.value.split(";")]
            if self.lines.value
            else None
        )
        try:
            if len(self.hands.value) + len(self.lines.value) > FORM_LENGTH:
                raise InvalidPosition(
                    "the hands and lines name at most the 32 cards of the game",
                    "les mains et les lignes nomment au plus les 32 cartes du jeu",
                )
            if len(hands) not in (2, 3, 4) or (lines and len(lines) != len(hands)):
                raise InvalidPosition(
                    "give 2, 3 or 4 hands, and as many lines (or none)",
                    "donnez 2, 3 ou 4 mains, et autant de lignes (ou aucune)",
                )
            for play in (p for line in lines or () if line != "-" for p in line.split(",")):
                if len(play) != 3:
                    raise InvalidPosition(
                        f"{excerpt(play)} is not a play: a defense, . or ^, an attack (G.H)",
                        f"{excerpt(play)} n’est pas un coup : une défense, . ou ^, une attaque "
                        "(G.H)",
                    )
            attack = None
            if self.attacker.value != "-":
                who = int(self.attacker.value[1:]) - 1
                line = (lines or [])[who] if lines and who < len(lines) else "-"
                if line == "-":
                    raise InvalidPosition(
                        f"{self.attacker.value} has no card in his line to attack with",
                        f"{self.attacker.value} n’a aucune carte dans sa ligne pour attaquer",
                    )
                attack = (who, line[-1].upper())
            turn = int(self.turn.value[1:]) - 1
            state = position(
                hands,
                lines=lines,
                attack=attack,
                step="respond" if attack else "lead",
                turn=turn,
                first=turn,
            )
        except InvalidPosition as err:
            self.message.value = f"<div class='gk-error'>{escape(err.say(self.lang))}</div>"
            return False
        return self.load(state.to_code())
