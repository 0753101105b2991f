"""The Kami explorer: set up hands and lines, open any position from its code or a link, ask what
is legal and what the computer would play, and solve the deal: with every hand shown, who ends
it with best play for every side, for how many points, and how.

>>> explorer = KamiExplorer()
>>> explorer.hands.value = "SLLM;SSHLAGET;SSAATMGS;SSSHAGEL"
>>> explorer.lines.value = "G.H;-;-;-"
>>> explorer.attacker.value = "P1"
>>> explorer.set_up() and explorer.app.state.attack
(0, 'H')
>>> explorer.hands.value = "EEE;S;S;S"
>>> explorer.set_up(), "too many" in explorer.message.value
(False, True)
>>> explorer.hands.value, explorer.lines.value = "MS;HS;AA;TL", "G.H;-;-;-"
>>> explorer.set_up() and explorer.solve().text()
'P2 & P4 take 1 point with best play'
>>> from widgets.feedback import plain
>>> plain(explorer.solution.value)
'P2 & P4 take 1 point with best play. Best play: P2 counters with a Horseman, then attacks with a Soldier, his last card: 1 point.'
"""

from __future__ import annotations

from html import escape

import ipywidgets as w

from gamekit import InvalidPosition
from gamekit.kami import GAME
from gamekit.kami.code import position
from gamekit.kami.solve import Solution, played_on
from gamekit.reading import excerpt
from widgets.feedback import message_line, tell
from widgets.i18n import Table, player_name, players_in, say, semicolon
from widgets.kami.app import KamiApp
from widgets.table import PositionExplorer

FORM_LENGTH = 200
"""Characters of the hands and lines together: 32 cards, with separators and face marks, take
fewer than 130."""
SOLVE_SECONDS = 1.0
"""How long *Solve* searches before it says the position is too large."""
LINE_SHOWN = 6
"""The best line's first moves said in words."""

SOLVE: Table = {
    "solve": {"en": "Solve the deal", "fr": "Résoudre la donne"},
    "best_line": {"en": "Best play: {moves}", "fr": "Meilleur jeu : {moves}"},
    "too_large": {
        "en": "This deal is too large to solve in a second: try again a few plays later.",
        "fr": "Cette donne est trop grande pour être résolue en une seconde : réessayez "
        "quelques coups plus tard.",
    },
    "played_on": {
        "en": "From the deal's first lead, everyone playing the deal at the Demoralized question:",
        "fr": "À partir de la première attaque de la donne, chacun jouant la donne à la "
        "question du Démoralisé :",
    },
}
"""The words of *Solve*, in English and French."""


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
        self.solve_button = w.Button(
            description=say(SOLVE, "solve", lang), icon="check", layout=w.Layout(width="auto")
        )
        self.solve_button.add_class("gk-solve")
        self.solve_button.on_click(lambda _: self.solve())
        self.solution = message_line("tip")
        self.solution.add_class("gk-solution")
        self.solution.layout.display = "none"
        # Right above the table, whose hands it answers for.
        children = list(self.widget.children)
        at = children.index(self.area) if self.area in children else len(children)
        children[at:at] = [w.HBox([self.solve_button]), self.solution]
        self.widget.children = (form, *children)

    def solve(self, time_limit: float = SOLVE_SECONDS) -> Solution:
        """The deal of the position shown, solved with every hand known
        (:meth:`gamekit.kami.game.KamiGame.solve`): who ends it with best play and for how many
        points, and the best line's first moves in words. At the Demoralized question, the deal
        is solved from its first lead, everyone playing it (and said so). A deal too large to
        finish within ``time_limit`` says so, and how far the search got: the best move found so
        far and what it is proved to be worth. Nothing is played."""
        lang = self.lang
        state = self.app.state
        asked = state.step in ("declare", "decide")
        if asked:
            state = played_on(state)
        solution = GAME.solve(state, time_limit)
        best = None if solution.best is None else self.app.option(state, solution.best)
        said = [escape(say(SOLVE, "played_on", lang))] if asked else []
        said.append(f"<b>{escape(players_in(solution.text(lang, best), lang))}.</b>")
        if solution.complete:
            moves, here = [], state
            for action in solution.line[:LINE_SHOWN]:
                moves.append(self.app.option(here, action))
                here = here.apply(action)
            more = "…" if len(solution.line) > LINE_SHOWN else "."
            joined = semicolon(lang).join(moves) + more
            said.append(escape(say(SOLVE, "best_line", lang, moves=joined)))
        elif solution.status == "time":
            said.append(escape(say(SOLVE, "too_large", lang)))
        self.solution.layout.display = "block"
        tell(self.solution, " ".join(said), "tip")
        return solution

    def follow(self) -> None:
        """The position changed (loaded, or a move played): an answer about another position
        goes."""
        super().follow()
        solution = getattr(self, "solution", None)
        if solution is not None and solution.value:
            tell(solution, "", "tip")
            solution.layout.display = "none"

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
