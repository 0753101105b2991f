"""The Dojo Kun explorer and the combat lab.

The **combat lab** answers a teacher's question on the spot: two athletes (any card of the
appendices, any levels, Ki, Secret Techniques, Special Moves and Wounds), the exact chances of
one roll and of the whole fight, drawn as bars with the numbers beside them, updated as soon as a
level or a technique changes; *Roll once* rolls the dice and shows that roll resolved.

>>> lab = CombatLab()
>>> lab.white.levels["bear"].value = 3
>>> round(lab.odds.white + lab.odds.black + lab.odds.draw, 6)
1.0
>>> lab.white.techniques["bear"].value = True  # the odds follow at once
>>> lab.fighters()[0].techniques
('bear',)
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from html import escape
from typing import Any

import ipywidgets as w

from gamekit.dojo_kun import combat
from gamekit.dojo_kun.data import (
    ATHLETES,
    COLOURS,
    DICE,
    DISCIPLINES,
    LEVEL_CAP,
    NAMES,
    SKULL,
    SPECIAL_MOVES,
)
from gamekit.dojo_kun.odds import next_fight
from widgets import theme
from widgets.board_front import announce, in_answer
from widgets.dojo_kun import pictures
from widgets.dojo_kun.words import odds_text, percent, serpentine_steps, verdict
from widgets.i18n import Table, colon, players_in, say, semicolon
from widgets.later import Later
from widgets.table import PositionExplorer

EXACT_DICE = 14
"""Dice on the board (both fighters) up to which the whole fight's chances are computed exactly;
beyond, they are estimated from :data:`FIGHTS` simulated fights (exact odds of a fight between
two athletes at their peak take seconds)."""

FIGHTS = 4000
"""Simulated fights when the whole fight is estimated: the chances are then within about 1.5
points (two standard errors)."""

MAX_KI = 9

LAB: Table = {
    "white": {"en": "White", "fr": "Blanc"},
    "black": {"en": "Black", "fr": "Noir"},
    "athlete": {"en": "Athlete", "fr": "Athlète"},
    "anyone": {"en": "(any athlete)", "fr": "(un athlète quelconque)"},
    "skull": {"en": "Skull Dojo: {name}", "fr": "Dojo du Crâne : {name}"},
    "season": {"en": "Season", "fr": "Saison"},
    "white_lotus": {"en": "White Lotus", "fr": "Lotus blanc"},
    "black_lotus": {"en": "Black Lotus", "fr": "Lotus noir"},
    "levels": {"en": "Levels", "fr": "Niveaux"},
    "wounds": {"en": "Wounds", "fr": "Blessures"},
    "techniques": {"en": "Secret Techniques", "fr": "Techniques secrètes"},
    "moves": {"en": "Special Moves", "fr": "Coups spéciaux"},
    "roll_once": {"en": "Roll once", "fr": "Lancer une fois"},
    "set_roll": {
        "en": "Or set a roll by hand, each die's face, to explore a hypothetical combat:",
        "fr": "Ou fixez un lancer à la main, la face de chaque dé, pour explorer un combat "
        "hypothétique :",
    },
    "by_hand": {"en": "Resolve this roll", "fr": "Résoudre ce lancer"},
    "one_roll": {"en": "One roll", "fr": "Un lancer"},
    "whole_fight": {"en": "The whole fight", "fr": "Le combat entier"},
    "white_wins": {"en": "White wins", "fr": "Blanc gagne"},
    "black_wins": {"en": "Black wins", "fr": "Noir gagne"},
    "draw": {
        "en": "Draw (a Wound each, roll again)",
        "fr": "Égalité (une blessure chacun, on relance)",
    },
    "both_drop": {"en": "Both out of dice", "fr": "Tous deux sans dés"},
    "estimated": {
        "en": "estimated from {n} simulated fights (within about 1.5 points)",
        "fr": "estimé sur {n} combats simulés (à environ 1,5 point près)",
    },
    "exact": {"en": "exact", "fr": "exact"},
    "policy": {
        "en": "each Wound taken where it costs least for the next roll",
        "fr": "chaque blessure prise là où elle coûte le moins pour le lancer suivant",
    },
    "no_dice": {
        "en": "{side} has no dice: he loses the fight without rolling.",
        "fr": "{side} n’a plus de dés : il perd le combat sans lancer.",
    },
    "rolled": {"en": "{side} rolled", "fr": "{side} a lancé"},
    "die": {"en": "{side}, die {n}: {discipline}", "fr": "{side}, dé {n} : {discipline}"},
    "red_dice": {"en": "red dice of Harmful Attacks", "fr": "dés rouges des Attaques nuisibles"},
    "moves_on": {"en": "Special Moves activated", "fr": "Coups spéciaux activés"},
    "roll_said": {
        "en": "{white} against {black}: {verdict}",
        "fr": "{white} contre {black} : {verdict}",
    },
    "odds_said": {
        "en": "One roll: {roll} The whole fight: {fight}",
        "fr": "Un lancer : {roll} Le combat entier : {fight}",
    },
}
"""The lab's words."""


# -- one side of the lab ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Corner:
    """What one fighter's form says: a card (an athlete's number, a Skull athlete as ``-n``, or
    None), levels and Wounds by discipline, Ki, Secret Techniques, Special Moves learnt, and the
    season (for a Skull athlete's side of his card)."""

    card: int | None
    levels: tuple[int, int, int, int]
    wounds: tuple[int, int, int, int]
    ki: int
    techniques: tuple[str, ...]
    moves: tuple[str, ...]
    season: int = 1

    def fighter(self) -> combat.Fighter:
        """The athlete as the Combat board sees him: a die per level left after his Wounds,
        his Ki and Secret Techniques, his own move and those he learnt; a Skull athlete with
        the symbols printed on his card, and no Wounds."""
        dice = {
            COLOURS[d]: max(0, v - x)
            for d, v, x in zip(DISCIPLINES, self.levels, self.wounds, strict=True)
        }
        if self.card is not None and self.card < 0:
            skull = combat.Fighter.skull(-self.card, self.season)
            return combat.Fighter(dice=dice, extra=skull.extra, wounds_immune=True)
        own = ATHLETES[self.card].move if self.card is not None else ""
        moves = tuple(dict.fromkeys(((own,) if own else ()) + self.moves))
        immune = self.card is not None and ATHLETES[self.card].ability == "no_wounds"
        return combat.Fighter(
            dice=dice, ki=self.ki, techniques=self.techniques, moves=moves, wounds_immune=immune
        )


class CornerForm:
    """The form for one fighter: the card (which fills in its printed levels, Ki and move),
    then every level, Wound, Ki token, Secret Technique and Special Move by hand."""

    def __init__(self, side: str, *, lang: str = "en", card: int | None = None) -> None:
        self.side, self.lang = side, lang
        fr = lang == "fr"
        names = NAMES[lang]
        choices: list[tuple[str, int | None]] = [(say(LAB, "anyone", lang), None)]
        choices += [(a.name, n) for n, a in ATHLETES.items()]
        choices += [(say(LAB, "skull", lang, name=s.name), -n) for n, s in SKULL.items()]
        self.card = w.Dropdown(
            options=choices,
            value=card,
            description=say(LAB, "athlete", lang),
            layout=w.Layout(width="100%"),
        )
        self.card.style.description_width = "initial"
        self.season = w.Dropdown(
            options=[(say(LAB, "white_lotus", lang), 1), (say(LAB, "black_lotus", lang), 2)],
            description=say(LAB, "season", lang),
        )
        levels, wounds = say(LAB, "levels", lang), say(LAB, "wounds", lang)
        techniques = say(LAB, "techniques", lang)
        who = say(LAB, side, lang)
        self.levels = {
            d: _count(f"{levels} · {names[d]} · {who}", LEVEL_CAP, d) for d in DISCIPLINES
        }
        self.wounds = {
            d: _count(f"{wounds} · {names[d]} · {who}", LEVEL_CAP, d) for d in DISCIPLINES
        }
        self.ki = _count(f"Ki · {who}", MAX_KI, "ki")
        self.techniques = {
            d: w.Checkbox(
                description="",
                tooltip=f"{techniques} · {names[d]} · {who}",  # its name (no description)
                indent=False,
                layout=w.Layout(width="auto"),
            )
            for d in DISCIPLINES
        }
        learnt = [(m.name, k) for k, m in SPECIAL_MOVES.items() if m.season]
        self.moves = w.SelectMultiple(
            options=learnt, rows=len(learnt), description=say(LAB, "moves", lang)
        )
        self.moves.style.description_width = "initial"
        self._filling = False
        self.card.observe(lambda _: self._fill(), names="value")
        self.season.observe(lambda _: self._fill(), names="value")
        heading = say(LAB, side, lang)
        # The fighter as a table, a column per discipline: two of them side by side even at a
        # projector's text size (a row of four labelled fields was 600 px wide there).
        table = w.GridBox(
            [
                w.HTML(""),
                *(w.HTML(f"<b>{escape(names[d])}</b>") for d in DISCIPLINES),
                w.HTML(escape(levels)),
                *self.levels.values(),
                w.HTML(escape(wounds)),
                *self.wounds.values(),
                w.HTML(escape(techniques)),
                *self.techniques.values(),
                w.HTML("Ki"),
                self.ki,
            ],
            layout=w.Layout(
                grid_template_columns="minmax(5em, 7em) repeat(4, 3.6em)",
                grid_gap="2px 8px",
                align_items="center",
            ),
        ).add_class("gk-fighter")
        self.widget = w.VBox(
            [
                w.HTML(f"<b class='gk-corner-{side}'>{heading}</b>"),
                self.card,
                self.season,
                table,
                self.moves,
            ]
        ).add_class("gk-corner")
        self.widget.layout.margin = "0 24px 8px 0"
        self.widget.add_class(f"gk-corner-{side}")
        if fr:
            self.widget.add_class("gk-fr")
        self._fill()

    def inputs(self) -> list[w.Widget]:
        """Every control whose change changes the odds."""
        return [
            self.card,
            self.season,
            *self.levels.values(),
            *self.wounds.values(),
            self.ki,
            *self.techniques.values(),
            self.moves,
        ]

    def name(self) -> str:
        """The fighter's name: his card's, or his corner's colour."""
        card = self.card.value
        if card is None:
            return say(LAB, self.side, self.lang)
        return SKULL[-card].name if card < 0 else ATHLETES[card].name

    def corner(self) -> Corner:
        levels = tuple(self.levels[d].value for d in DISCIPLINES)
        wounds = tuple(min(self.wounds[d].value, self.levels[d].value) for d in DISCIPLINES)
        return Corner(
            self.card.value,
            levels,  # type: ignore[arg-type]
            wounds,  # type: ignore[arg-type]
            self.ki.value,
            tuple(d for d in DISCIPLINES if self.techniques[d].value),
            tuple(self.moves.value),
            self.season.value,
        )

    def _fill(self) -> None:
        """The chosen card's printed levels, Ki and move (a Skull athlete's side of the season)."""
        card = self.card.value
        skull = card is not None and card < 0
        self.season.layout.display = "" if skull else "none"
        if card is None:
            return
        if skull:
            levels = SKULL[-card].levels[self.season.value - 1]
            ki = 0
        else:
            levels, ki = ATHLETES[card].levels, ATHLETES[card].ki
        self._filling = True
        with self.widget.hold_trait_notifications():
            for d in DISCIPLINES:
                self.levels[d].value = min(LEVEL_CAP, levels.get(d, 0))
                self.wounds[d].value = 0
            self.ki.value = max(0, ki)
            for box in self.techniques.values():
                box.value = False
            self.moves.value = ()
        self._filling = False


def _count(label: str, top: int, key: str) -> w.BoundedIntText:
    """A number field of the fighter's table: its row and column show what it is, ``label``
    says it (its name for a screen reader)."""
    box = w.BoundedIntText(value=0, min=0, max=top, layout=w.Layout(width="auto"))
    box.add_class(f"gk-count-{key}")
    return theme.quiet_label(box, label)


# -- the lab ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Fight:
    """The chances of a whole fight, and whether they are exact or simulated."""

    white: float
    black: float
    both_drop: float
    exact: bool


LAB_HEIGHT = "690px"
"""About the lab's height on a laptop's screen: its place keeps it while it is being built."""


class CombatLab:
    """Two fighters, the chances of a roll and of the fight, and a roll resolved on demand."""

    def __init__(
        self,
        white: int | None = 1,
        black: int | None = 2,
        *,
        lang: str = "en",
        seed: int = 1,
    ) -> None:
        self.lang = lang
        self.rng = random.Random(seed)
        self.white = CornerForm("white", lang=lang, card=white)
        self.black = CornerForm("black", lang=lang, card=black)
        self.chart = w.HTML().add_class("gk-odds")
        snug = w.Layout(width="auto", align_self="flex-start")  # a button as wide as its words
        self.roll_button = w.Button(
            description=say(LAB, "roll_once", lang), icon="cube", layout=snug
        )
        self.roll_button.add_class("gk-roll")
        self.roll_view = w.HTML().add_class("gk-roll-view")
        self.face_boxes = (
            w.HBox(layout=w.Layout(flex_flow="row wrap")),
            w.HBox(layout=w.Layout(flex_flow="row wrap")),
        )
        self.hand_button = w.Button(
            description=say(LAB, "by_hand", lang), icon="hand-paper-o", layout=snug
        )
        self.hand_button.add_class("gk-by-hand")
        self.hand_button.on_click(lambda _: self.by_hand())
        self.last: combat.CombatRound | None = None
        self.odds = combat.combat_odds({"dice": {}}, {"dice": {}})
        self.fight = Fight(0.0, 0.0, 0.0, True)
        for control in self.white.inputs() + self.black.inputs():
            control.observe(lambda _: self.update(), names="value")
        self.roll_button.on_click(lambda _: self.roll())
        self.widget = w.VBox(
            [
                w.HBox([self.white.widget, self.black.widget]),
                self.chart,
                self.roll_button,
                w.HTML(say(LAB, "set_roll", lang)),
                w.HBox([w.HTML(f"<b>{say(LAB, 'white', lang)}</b>"), self.face_boxes[0]]),
                w.HBox([w.HTML(f"<b>{say(LAB, 'black', lang)}</b>"), self.face_boxes[1]]),
                self.hand_button,
                self.roll_view,
            ]
        ).add_class("gk-combat-lab")
        self.update()

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    @classmethod
    def later(cls, **options: Any) -> Later:
        """The lab as a page shows it: built once the page has painted its first board (it is
        some 200 widget models, which the browser would build before that board)."""
        return Later(lambda: cls(**options), height=LAB_HEIGHT)

    def by_hand(self) -> combat.CombatRound | None:
        """Resolve the roll the face menus show (a roll set by hand)."""
        white, black = self.fighters()
        faces = tuple(tuple(menu.value for menu in box.children) for box in self.face_boxes)
        counts = (white.dice_count, black.dice_count)
        if tuple(len(f) for f in faces) != counts or not all(counts):
            return self.roll() if not all(counts) else None
        return self.resolve(faces)  # type: ignore[arg-type]

    def _face_menus(self) -> None:
        """A menu per die of each fighter, offering that die's six faces in words."""
        names = NAMES[self.lang]
        disciplines = {colour: d for d, colour in COLOURS.items()}
        sides = zip(("white", "black"), self.face_boxes, self.fighters(), strict=True)
        for side, box, fighter in sides:
            colours = fighter.colours
            who = say(LAB, side, self.lang)
            if tuple(getattr(m, "colour", "") for m in box.children) == colours:
                continue
            for old in box.children:
                old.close()
            menus = []
            for n, colour in enumerate(colours, 1):
                options = [
                    (" + ".join(names[x] for x in face) or "—", i)
                    for i, face in enumerate(DICE[colour])
                ]
                menu = w.Dropdown(options=options, layout=w.Layout(width="120px"))
                discipline = names.get(disciplines.get(colour, ""), colour)
                theme.quiet_label(
                    menu, say(LAB, "die", self.lang, side=who, n=n, discipline=discipline)
                )
                menu.colour = colour
                menu.add_class(f"gk-face-{colour}")
                menus.append(menu)
            box.children = tuple(menus)

    def fighters(self) -> tuple[combat.Fighter, combat.Fighter]:
        return self.white.corner().fighter(), self.black.corner().fighter()

    def update(self) -> None:
        """The chances for the fighters as the forms stand now."""
        if self.white._filling or self.black._filling:
            return
        white, black = self.fighters()
        self.odds = combat.combat_odds(white, black)
        self.fight = whole_fight(white, black, self.rng)
        self.chart.value = odds_html(self.odds, self.fight, white, black, self.lang)
        self._face_menus()
        if in_answer():  # the bars changed under a screen reader: say their numbers
            announce(self.odds_said())

    def odds_said(self) -> str:
        """The chances the bars show, in a sentence."""
        lang, fight = self.lang, self.fight
        whole = combat.FightOdds(fight.white, fight.black, fight.both_drop, 0.0, "next_roll")
        return say(
            LAB, "odds_said", lang, roll=odds_text(self.odds, lang), fight=odds_text(whole, lang)
        )

    def roll(self) -> combat.CombatRound | None:
        """Roll both fighters' dice once (and the red dice their Harmful Attacks call for), and
        show that roll resolved."""
        white, black = self.fighters()
        if not white.dice_count or not black.dice_count:
            side = say(LAB, "white" if not white.dice_count else "black", self.lang)
            said = say(LAB, "no_dice", self.lang, side=side)
            self.roll_view.value = f"<p>{escape(said)}</p>"
            self.last = None
            if in_answer():
                announce(said)
            return None
        faces = (combat.roll_dice(white, self.rng), combat.roll_dice(black, self.rng))
        return self.resolve(faces)

    def resolve(self, faces: tuple[tuple[int, ...], tuple[int, ...]]) -> combat.CombatRound:
        """Show the roll of ``faces`` (a face index per die, in the order of each fighter's
        dice) resolved; the red dice of Harmful Attacks it sets off are rolled."""
        white, black = self.fighters()
        reds = tuple(
            tuple(combat.roll_red(self.rng) for _ in range(combat.register(f, rolled).harmful))
            for f, rolled in zip((white, black), faces, strict=True)
        )
        self.last = combat.resolve_round(white, black, *faces, *reds)
        names = (self.white.name(), self.black.name())
        self.roll_view.value = round_html(self.last, faces, white, black, self.lang, names)
        if in_answer():  # the roll is drawn: say who won it
            verdict_said = verdict(self.last.combat, self.lang)
            said = say(
                LAB, "roll_said", self.lang, white=names[0], black=names[1], verdict=verdict_said
            )
            announce(said)
        return self.last


def whole_fight(white: combat.Fighter, black: combat.Fighter, rng: random.Random) -> Fight:
    """The chances of the whole fight: exact up to :data:`EXACT_DICE` dice, else simulated."""
    if white.dice_count + black.dice_count <= EXACT_DICE:
        odds = combat.fight_odds(white, black)
        return Fight(odds.white, odds.black, odds.both_drop, True)
    wins = [0, 0, 0]
    sim = random.Random(rng.random())
    for _ in range(FIGHTS):
        wins[_simulate(white, black, sim)] += 1
    return Fight(wins[0] / FIGHTS, wins[1] / FIGHTS, wins[2] / FIGHTS, False)


def _simulate(white: combat.Fighter, black: combat.Fighter, rng: random.Random) -> int:
    """One fight rolled to its end (Wounds taken as :func:`combat.fight_odds`'s ``next_roll``
    policy takes them): 0 white wins, 1 black wins, 2 both drop."""
    for _ in range(100):
        if not white.dice_count or not black.dice_count:
            return (
                2 if not (white.dice_count or black.dice_count) else int(not black.dice_count) ^ 1
            )
        rolled = combat.roll_round(white, black, rng)
        if rolled.combat.winner is not None:
            return 0 if rolled.combat.winner == "white" else 1
        for _wound in range(rolled.wounds[0]):
            if white.dice_count:
                white = white.without(combat.wound_choice(white, black))
        for _wound in range(rolled.wounds[1]):
            if black.dice_count:
                black = black.without(combat.wound_choice(black, white))
    return 2


# -- what the lab shows -------------------------------------------------------------------------

BAR_WIDTH = 200
LABEL_WIDTH = 150
"""Room for a bar's label at 16 px ("Tous deux sans dés" is 140 px)."""


def _bars(title: str, rows: list[tuple[str, float, str]], lang: str) -> str:
    """Horizontal bars as SVG: a label, the bar, the percentage (text of 16 px, as large as a
    class needs on a projector); named by ``title`` and each row's words and number (its text
    alternative)."""
    height = 24 * len(rows) + 4
    width = LABEL_WIDTH + BAR_WIDTH + 70
    said = semicolon(lang).join(f"{label} {percent(p, lang)}" for label, p, _ in rows)
    name = escape(f"{title}. {said}")
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" role="img" aria-label="{name}" font-family="sans-serif" '
        'font-size="16">'
    ]
    for i, (label, p, colour) in enumerate(rows):
        y = 4 + 24 * i
        parts.append(f'<text x="0" y="{y + 15}">{escape(label)}</text>')
        parts.append(
            f'<rect x="{LABEL_WIDTH}" y="{y}" width="{BAR_WIDTH}" height="18" fill="#eee" rx="3"/>'
            f'<rect x="{LABEL_WIDTH}" y="{y}" width="{BAR_WIDTH * p:.1f}" height="18" '
            f'fill="{colour}" stroke="#555" rx="3" class="gk-bar"/>'
        )
        parts.append(
            f'<text x="{LABEL_WIDTH + BAR_WIDTH + 8}" y="{y + 15}">{percent(p, lang)}</text>'
        )
    return "".join(parts) + "</svg>"


def odds_html(
    odds: combat.CombatOdds,
    fight: Fight,
    white: combat.Fighter,
    black: combat.Fighter,
    lang: str = "en",
) -> str:
    """The chances of one roll and of the whole fight, as bars with the numbers beside them."""
    roll_rows = [
        (say(LAB, "white_wins", lang), odds.white, "#fafafa"),
        (say(LAB, "black_wins", lang), odds.black, "#212121"),
        (say(LAB, "draw", lang).split(" (")[0], odds.draw, "#9e9e9e"),
    ]
    fight_rows = [
        (say(LAB, "white_wins", lang), fight.white, "#fafafa"),
        (say(LAB, "black_wins", lang), fight.black, "#212121"),
    ]
    if fight.both_drop:
        fight_rows.append((say(LAB, "both_drop", lang), fight.both_drop, "#9e9e9e"))
    how = say(LAB, "exact", lang) if fight.exact else say(LAB, "estimated", lang, n=FIGHTS)
    dice = f"{white.dice_count} / {black.dice_count}"
    # The two charts side by side: the whole lab, odds included, on a 1024 x 768 screen.
    return (
        "<div style='display: flex; flex-wrap: wrap; column-gap: 32px'>"
        f"<div class='gk-odds-roll' style='flex: 0 1 {LABEL_WIDTH + BAR_WIDTH + 70}px'>"
        f"<b>{say(LAB, 'one_roll', lang)}</b> "
        f"<small>({dice} {'dés' if lang == 'fr' else 'dice'})</small><br>"
        f"{_bars(say(LAB, 'one_roll', lang), roll_rows, lang)}</div>"
        f"<div class='gk-odds-fight' style='flex: 0 1 {LABEL_WIDTH + BAR_WIDTH + 70}px'>"
        f"<b>{say(LAB, 'whole_fight', lang)}</b><br>"
        f"{_bars(say(LAB, 'whole_fight', lang), fight_rows, lang)}<br>"
        f"<small>({escape(how)}{semicolon(lang)}{escape(say(LAB, 'policy', lang))})</small>"
        "</div></div>"
    )


def round_html(
    rolled: combat.CombatRound,
    faces: tuple[tuple[int, ...], tuple[int, ...]],
    white: combat.Fighter,
    black: combat.Fighter,
    lang: str = "en",
    names: tuple[str, str] | None = None,
) -> str:
    """A roll resolved: each side's dice, the Special Moves activated, the red dice of Harmful
    Attacks, the Combat board drawn, its serpentine in words and the result."""
    names = names or (say(LAB, "white", lang), say(LAB, "black", lang))
    parts = []
    for name, side in zip(("white", "black"), rolled.sides, strict=True):
        if side.moves:
            moves = ", ".join(SPECIAL_MOVES[k].name for k in side.moves)
            who = say(LAB, name, lang)
            parts.append(
                f"<div class='gk-moves-on'>{who}{colon(lang)}{say(LAB, 'moves_on', lang)}"
                f"{colon(lang)}{escape(moves)}</div>"
            )
    parts.append(
        pictures.combat_svg(
            white, black, faces=faces, red=rolled.red, names=names, lang=lang, legend_row=False
        )
    )
    steps = "".join(f"<li>{escape(step)}</li>" for step in serpentine_steps(rolled.combat, lang))
    parts.append(f"<ol class='gk-serpentine'>{steps}</ol>")
    parts.append(f"<p class='gk-roll-result'><b>{escape(verdict(rolled.combat, lang))}</b></p>")
    return "".join(parts)


PERCENT = re.compile(r"(?:[<>] )?\d+[.,]\d\s?%")
"""A chance in a sentence (shown in bold, on one line)."""

NEXT: Table = {
    "title": {"en": "Fight odds", "fr": "Chances de combat"},
}
"""The words around the next fight's odds (the sentences are the engine's)."""


def next_fight_html(state: Any, lang: str = "en") -> str:
    """The next fight of the tournament and its exact odds (:func:`next_fight`) in words and
    numbers, or why there is none; players named as the page names them (J2 in French)."""
    title = say(NEXT, "title", lang)
    said = PERCENT.sub(_marked, escape(players_in(next_fight(state).text(lang), lang)))
    return (
        f"<div class='gk-next-fight' role='region' aria-label='{escape(title)}'>"
        f"<b>{escape(title)}</b><br>{said}</div>"
    )


def _marked(chance: re.Match[str]) -> str:
    # On one line: Chromium cuts a French "23,4 %" before its %, no-break space or not.
    return f"<b style='white-space: nowrap'>{chance.group(0)}</b>"


class DojoKunExplorer(PositionExplorer):
    """Any Dojo Kun position from its code (or a link's ``pos``): play on from it, ask what is
    legal and what the computer would do, and share it. Over the table, the tournament's next
    fight with its exact odds, the whole fight's and one roll's, for the two athletes as they
    stand (:mod:`gamekit.dojo_kun.odds`), following every move; outside a tournament, or
    before its pairings are made, it says there is no fight yet."""

    def __init__(self, code: str | None = None, *, lang: str = "en") -> None:
        from widgets.dojo_kun.app import DojoKunApp

        self.next_fight = w.HTML().add_class("gk-next-fight-box")
        super().__init__(DojoKunApp, code, lang=lang)
        children = list(self.widget.children)
        children.insert(children.index(self.area), self.next_fight)
        self.widget.children = tuple(children)
        self.widget.add_class("gk-board-first")  # presenter mode: the board over the code

    def follow(self) -> None:
        super().follow()
        self.next_fight.value = next_fight_html(self.app.state, self.lang)
