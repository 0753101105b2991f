"""Dojo Kun: the next fight of a tournament and its exact odds, as the athletes stand.

The *next fight* is the bracket's fight being fought (``Tournament.fight``: quarter-finals 0-3,
semi-finals 4-5, the final 6), between its two athletes as they stand: their dice after their
Wounds, Ki, Secret Techniques and Special Moves (:func:`gamekit.dojo_kun.tournament.fighter`).
Wounds still to place (``Tournament.wounds``, after a draw or a fight won) are placed first, each
where it costs least for the next roll (:func:`gamekit.dojo_kun.combat.wound_choice`'s
``next_roll`` policy, which the odds of the rest of the fight follow too). After a draw, the
next fight is the same fight going on.

Its odds are :func:`gamekit.dojo_kun.combat.fight_odds` (the whole fight, exact) and
:func:`gamekit.dojo_kun.combat.combat_odds` (one roll). A fight the rules decide without a roll
has none, and says how it is decided: a bye, two Skull Dojo athletes (the lower number goes on),
two athletes of one Dojo (their owner picks), an athlete without dice (he loses at once; both
without, both drop). Before the bracket's first pair is seated, or outside a tournament, there
is no next fight, and :func:`next_fight` says why.

>>> import gamekit
>>> print(next_fight(gamekit.load("dojo-kun").new_state(seed=1)).text())
No fight yet: White Lotus, prelude turn 1 of 3; the tournament comes after the third.
"""

from __future__ import annotations

from dataclasses import dataclass

from gamekit.dojo_kun import combat, tournament
from gamekit.dojo_kun.combat import CombatOdds, Fighter, FightOdds
from gamekit.dojo_kun.data import PRELUDE_TURNS
from gamekit.dojo_kun.state import DojoKunState, Entrant

POLICY = "next_roll"
"""How the Wounds still to place, and those of the fight's draws, are taken."""

SEASONS = (("White Lotus", "Lotus blanc"), ("Black Lotus", "Lotus noir"))
TOURNAMENTS = (
    ("the White Lotus Tournament", "le tournoi du Lotus blanc"),
    ("the Black Lotus Tournament", "le tournoi du Lotus noir"),
)


@dataclass(frozen=True, slots=True)
class NextFight:
    """What :func:`next_fight` found. ``fight`` the bracket's fight (None: no next fight, and
    ``why`` says so in English and French); ``white`` and ``black`` its athletes (None: a bye)
    and their fighters as they will roll (``fighters``); ``odds`` the whole fight's exact chances
    and ``roll`` those of one roll (None when the rules decide it without a roll: ``why``
    says how); ``names`` each athlete's name in English and French; ``wounds`` how many Wounds
    still to place the two take first."""

    fight: int | None
    white: Entrant | None = None
    black: Entrant | None = None
    fighters: tuple[Fighter, Fighter] | None = None
    odds: FightOdds | None = None
    roll: CombatOdds | None = None
    names: tuple[tuple[str, str], tuple[str, str]] | None = None
    wounds: int = 0
    why: tuple[str, str] | None = None

    def text(self, lang: str = "en") -> str:
        """The next fight and its odds in sentences, in English (``"en"``) or French."""
        fr = lang == "fr"
        if self.fight is None or self.names is None:
            assert self.why is not None
            return self.why[1] if fr else self.why[0]
        k = 1 if fr else 0
        white, black = self.names[0][k], self.names[1][k]
        head = (
            f"Prochain combat, {fight_name(self.fight, lang)} : {white} en blanc contre {black} "
            "en noir."
            if fr
            else f"Next fight, {fight_name(self.fight, lang)}: {white} in white against {black} "
            "in black."
        )
        if self.odds is None or self.roll is None:
            assert self.why is not None
            return f"{head} {self.why[k]}"
        o = self.odds
        if fr:
            said = (
                f"{white} gagne dans {percent(o.white, lang)} des cas, {black} dans "
                f"{percent(o.black, lang)}"
            )
            said += (
                f", les deux abandonnent dans {percent(o.both_drop, lang)}" if o.both_drop else ""
            )
            said += (
                f", le combat ne finit jamais dans {percent(o.endless, lang)}" if o.endless else ""
            )
            said += " (exact)."
            one = (
                f" Un lancer : le blanc gagne {percent(self.roll.white, lang)}, le noir "
                f"{percent(self.roll.black, lang)}, égalité {percent(self.roll.draw, lang)}."
            )
        else:
            said = f"{white} wins {percent(o.white, lang)}, {black} wins {percent(o.black, lang)}"
            said += f", both drop out {percent(o.both_drop, lang)}" if o.both_drop else ""
            said += f", the fight never ends {percent(o.endless, lang)}" if o.endless else ""
            said += " (exact)."
            one = (
                f" One roll: white wins {percent(self.roll.white, lang)}, black "
                f"{percent(self.roll.black, lang)}, a draw {percent(self.roll.draw, lang)}."
            )
        wounds = ""
        if self.wounds == 1:
            wounds = (
                " Avec la blessure encore à placer prise là où elle coûte le moins pour le lancer "
                "suivant :"
                if fr
                else " With the Wound still to place taken where it costs least for the next roll:"
            )
        elif self.wounds:
            wounds = (
                f" Avec les {self.wounds} blessures encore à placer prises là où elles coûtent le "
                "moins pour le lancer suivant :"
                if fr
                else f" With the {self.wounds} Wounds still to place taken where they cost least "
                "for the next roll:"
            )
        return f"{head}{wounds} {said}{one}"

    @property
    def favourite(self) -> Entrant | None:
        """The athlete more likely to win (None: no odds, or even)."""
        if self.odds is None or self.odds.white == self.odds.black:
            return None
        return self.white if self.odds.white > self.odds.black else self.black


def percent(p: float, lang: str = "en") -> str:
    """A chance to a tenth of a percent (``47.5%``, ``47,5 %`` with a no-break space
    before %); never 0 or 100 unless so.

    >>> percent(0.4751), percent(0.4751, "fr"), percent(0.00001), percent(0.99999)
    ('47.5%', '47,5\\xa0%', '< 0.1%', '> 99.9%')
    """
    if 0 < p < 0.0005:
        text = "< 0.1"
    elif 0.9995 < p < 1:
        text = "> 99.9"
    else:
        text = f"{p * 100:.1f}"
    return text.replace(".", ",") + "\u00a0%" if lang == "fr" else text + "%"


def fight_name(fight: int, lang: str = "en") -> str:
    """``quarter-final 2``, ``semi-final 1``, ``the final`` (``quart de finale 2``...)."""
    fr = lang == "fr"
    if fight < 4:
        return f"quart de finale {fight + 1}" if fr else f"quarter-final {fight + 1}"
    if fight < tournament.FIGHTS - 1:
        return f"demi-finale {fight - 3}" if fr else f"semi-final {fight - 3}"
    return "la finale" if fr else "the final"


def next_fight(state: DojoKunState) -> NextFight:
    """The next fight of the tournament in ``state`` and its exact odds, or why there is none
    (see the module's docstring). A fight between athletes at their peak may take a few seconds
    the first time (the odds are memoized: asking again is instant)."""
    t = state.tournament
    if state.is_over:
        return _none("The game is over: no fight is left.", "La partie est finie : plus de combat.")
    season = SEASONS[state.season]
    if state.step == "place" or t is None:
        turn = state.turn + 1
        return _none(
            f"No fight yet: {season[0]}, prelude turn {turn} of {PRELUDE_TURNS}; the "
            "tournament comes after the third.",
            f"Pas encore de combat : {season[1]}, tour de prélude {turn} sur {PRELUDE_TURNS} ; "
            "le tournoi vient après le troisième.",
        )
    name = TOURNAMENTS[state.season]
    if t.fight >= tournament.FIGHTS:
        return _none(
            f"{name[0].capitalize()} is over: no fight is left.",
            f"{name[1].capitalize()} est fini : plus de combat.",
        )
    white, black = tournament.pair(t, t.fight)
    if None in t.rounds[0]:  # the bracket is being made: the draws and seats may still change
        return _none(
            f"No fight yet: the pairings of {name[0]} are being made.",
            f"Pas encore de combat : les appariements du {name[1][3:]} sont en cours.",
        )
    names = (_names(state, white), _names(state, black))
    if white is None or black is None:
        return NextFight(
            t.fight,
            white,
            black,
            names=names,
            why=(
                "Nobody to fight: the athlete goes on without a fight (a bye).",
                "Personne à combattre : l’athlète passe sans combat.",
            )
            if white or black
            else ("Nobody in this fight.", "Personne dans ce combat."),
        )
    if white.skull and black.skull:
        low = min(white, black, key=lambda e: e.space)
        return NextFight(
            t.fight,
            white,
            black,
            names=names,
            why=(
                f"Two Skull Dojo athletes: the lower number, {_names(state, low)[0]}, goes on "
                "without a fight.",
                f"Deux athlètes du Dojo du Crâne : le plus petit numéro, {_names(state, low)[1]}, "
                "passe sans combat.",
            ),
        )
    if white.owner == black.owner:
        who = f"P{white.owner + 1}"
        return NextFight(
            t.fight,
            white,
            black,
            names=names,
            why=(
                f"Both are {who}'s athletes: {who} picks who goes on, without a fight.",
                f"Tous deux sont des athlètes de {who} : {who} choisit qui passe, sans combat.",
            ),
        )
    fighters, wounds = _as_they_will_roll(state, white, black)
    dice = (fighters[0].dice_count, fighters[1].dice_count)
    if not all(dice):
        if any(dice):
            k = 0 if dice[0] else 1
            en, fr = names[k]
            why = (
                f"{en} wins at once: the other has no dice.",
                f"{fr} gagne d’office : l’autre n’a plus de dés.",
            )
        else:
            why = (
                "Both have no dice: both drop out.",
                "Aucun n’a plus de dés : les deux abandonnent.",
            )
        return NextFight(t.fight, white, black, fighters, names=names, wounds=wounds, why=why)
    odds = combat.fight_odds(fighters[0], fighters[1], POLICY)
    roll = combat.combat_odds(fighters[0], fighters[1])
    return NextFight(t.fight, white, black, fighters, odds, roll, names, wounds)


def _none(en: str, fr: str) -> NextFight:
    return NextFight(None, why=(en, fr))


def _names(state: DojoKunState, e: Entrant | None) -> tuple[str, str]:
    if e is None:
        return ("nobody", "personne")
    return tournament.entrant_name(state, e)


def _as_they_will_roll(
    state: DojoKunState, white: Entrant, black: Entrant
) -> tuple[tuple[Fighter, Fighter], int]:
    """The two fighters once the Wounds still to place on them are placed (each where it costs
    least for the next roll against the other), and how many those are."""
    t = state.tournament
    assert t is not None
    before = (tournament.fighter(state, white), tournament.fighter(state, black))
    fighters = list(before)
    placed = 0
    for owner, space in t.wounds:
        for k, e in enumerate((white, black)):
            f = fighters[k]
            if (e.owner, e.space) == (owner, space) and f.dice_count and not f.wounds_immune:
                # each chosen against the opponent as he was in the roll just drawn, as the
                # odds of the rest of the fight choose them (combat.fight_odds)
                fighters[k] = f.without(combat.wound_choice(f, before[1 - k], POLICY))
                placed += 1
    return (fighters[0], fighters[1]), placed
