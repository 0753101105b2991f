"""Dojo: the exact chances of the round's challenge, for each opponent who may still make it.

**What decides a challenge** (``dojo.challenge.belt``): the attacker's card of the round against
the dealer's. The higher belt wins, whatever the disciple; a tie goes to the attacker. In the
Black Belt variant three rounds of rock-paper-scissors come first, each win adding 1 to its
winner's belt (``dojo.variant.black_belt``). Nothing else counts: once the two cards are dealt,
the challenge is decided by them (and, in Black Belt, by the signs).

**What "chances" means here.** The opponent who decides to challenge does not see the dealer's
card (``dojo.challenge.order``): his chance is counted over the cards *he has not seen* (the 60
less every card in a dojo, his own card and any card shown), each copy as likely as another, as
the dealer's card; in Black Belt the signs still to show are played at random (a third each:
the only way to play rock-paper-scissors that no opponent can exploit). Once the dealer's card
is shown (the Black Belt's signs), it is known and only the signs are left to chance.
:attr:`Chance.as_dealt` is the chance with the dealer's card as it lies (a teacher's view shows
it): 1 or 0 in the standard game. An opponent still waiting for his card (recruitment) has his
chance over two cards he has not seen, his own to come and the dealer's.

Every chance is counted exactly, as a :class:`~fractions.Fraction`, by going through the cards
(at most 60 kinds of card, and 9 outcomes of each round of signs), never sampled: it is always
computable. Only the round in progress has a challenge to weigh: whether a later round sees a
challenge, and with which cards, depends on decisions (the dealer chooses who gets which card,
each opponent whether to challenge), not on chance alone, so no chance is given for it.

>>> import gamekit
>>> state = gamekit.load("dojo").new_state(seed=1, players=3)
>>> chances(state).lines()[0]
'Round 1, P1 deals. The challenge of this round, as each opponent can know it:'
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from functools import cache

from gamekit.dojo.cards import DECK_COMPOSITION, Card
from gamekit.dojo.state import HIDDEN, ROUNDS, DojoState

SIGN_ROUNDS = 3
"""Rounds of rock-paper-scissors in a Black Belt challenge."""


@dataclass(frozen=True, slots=True)
class Chance:
    """One opponent's chance of winning the round's challenge if he makes it.

    ``player`` the opponent (0-based); ``card`` his card this round (None: not given yet);
    ``unseen`` how many cards he has not seen; ``beaten`` how many of them his card beats or
    ties (None when his card is not given yet or the dealer's card is known to him);
    ``known`` whether he sees the dealer's card (shown for the signs); ``wins`` his chance as
    he can know it; ``as_dealt`` the chance with the dealer's card as it lies (None while the
    dealer or he has no card).
    """

    player: int
    card: Card | None
    unseen: int
    beaten: int | None
    known: bool
    wins: Fraction
    as_dealt: Fraction | None

    def text(self, dealer_card: Card | None, signs: int, lang: str = "en") -> str:
        """This chance in a sentence (``signs``: rounds of signs still to show)."""
        fr = lang == "fr"
        who = f"P{self.player + 1}"
        at_random = ""
        if signs:
            played = "jouées" if signs > 1 else "jouée"  # une manche
            at_random = (
                f" (avec {_rounds(signs, fr)} de pierre-feuille-ciseaux {played} au hasard)"
                if fr
                else f" (with {_rounds(signs, fr)} of rock-paper-scissors played at random)"
            )
        if self.card is None:
            first = (
                f"{who} n’a pas encore son TATAMI : un défi de sa part gagnerait dans "
                f"{percent(self.wins, lang)} des cas, son TATAMI et celui du donneur pris parmi "
                f"les {self.unseen} qu’il n’a pas vus{at_random}."
                if fr
                else f"{who} has no card yet: a challenge by {who} would win "
                f"{percent(self.wins, lang)} of the time, his card and the dealer's taken among "
                f"the {self.unseen} he has not seen{at_random}."
            )
            return first
        card = self.card.name(lang)
        if self.known:
            assert dealer_card is not None
            theirs = dealer_card.name(lang)
            return (
                f"{who} ({card}) contre le TATAMI du donneur ({theirs}), qu’il voit : il gagne "
                f"le défi dans {percent(self.wins, lang)} des cas{at_random}."
                if fr
                else f"{who} ({card}) against the dealer's card ({theirs}), which he sees: he wins "
                f"the challenge {percent(self.wins, lang)} of the time{at_random}."
            )
        if self.beaten is not None and not signs:
            first = (
                f"{who} ({card}) bat ou égale {self.beaten} des {self.unseen} TATAMIS qu’il "
                f"n’a pas vus : un défi de sa part gagne dans {percent(self.wins, lang)} des cas."
                if fr
                else f"{who} ({card}) beats or ties {self.beaten} of the {self.unseen} cards he "
                f"has not seen: a challenge by {who} wins {percent(self.wins, lang)} of the time."
            )
        else:
            first = (
                f"{who} ({card}) : un défi de sa part gagne dans {percent(self.wins, lang)} des "
                f"cas, le TATAMI du donneur pris parmi les {self.unseen} qu’il n’a pas "
                f"vus{at_random}."
                if fr
                else f"{who} ({card}): a challenge by {who} wins {percent(self.wins, lang)} of "
                f"the time, the dealer's card taken among the {self.unseen} he has not "
                f"seen{at_random}."
            )
        if self.as_dealt is None or dealer_card is None:
            return first
        theirs = dealer_card.name(lang)
        if signs:
            then = (
                f" Contre le TATAMI du donneur tel qu’il est ({theirs}) : "
                f"{percent(self.as_dealt, lang)}."
                if fr
                else f" Against the dealer's card as it lies ({theirs}): "
                f"{percent(self.as_dealt, lang)}."
            )
        elif self.as_dealt:
            then = (
                f" Contre le TATAMI du donneur tel qu’il est ({theirs}), il gagnerait."
                if fr
                else f" Against the dealer's card as it lies ({theirs}), he would win."
            )
        else:
            then = (
                f" Contre le TATAMI du donneur tel qu’il est ({theirs}), il perdrait."
                if fr
                else f" Against the dealer's card as it lies ({theirs}), he would lose."
            )
        return first + then


@dataclass(frozen=True, slots=True)
class Chances:
    """The round's challenge as chance sees it: ``open`` whether a challenge may still be made
    or is being decided (``chances``: one per opponent who may still make it, in turn from the
    dealer's left), else ``closed`` says why not, in English and French."""

    round: int
    dealer: int
    open: bool
    chances: tuple[Chance, ...]
    dealer_card: Card | None
    signs: int
    closed: tuple[str, str] | None = None

    def text(self, lang: str = "en") -> str:
        """Everything in sentences, in English (``"en"``) or French (``"fr"``)."""
        return " ".join(self.lines(lang))

    def lines(self, lang: str = "en") -> list[str]:
        """The heading, then a sentence per opponent (or why no challenge is open)."""
        fr = lang == "fr"
        dealer = f"P{self.dealer + 1}"
        if self.round > ROUNDS:
            head = "Partie terminée." if fr else "Game over."
        else:
            head = (
                f"Tour {self.round}, {dealer} donne."
                if fr
                else f"Round {self.round}, {dealer} deals."
            )
        if not self.open:
            assert self.closed is not None
            return [head, self.closed[1] if fr else self.closed[0]]
        intro = (
            "Le défi de ce tour, tel que chaque adversaire peut le savoir :"
            if fr
            else "The challenge of this round, as each opponent can know it:"
        )
        # "Round 1, P1 deals. The challenge of this round..." reads as one paragraph.
        return [
            f"{head} {intro}",
            *(c.text(self.dealer_card, self.signs, lang) for c in self.chances),
        ]


def percent(p: Fraction | float, lang: str = "en") -> str:
    """A chance as a percentage to a tenth (``58.3%``, ``58,3 %`` in French, a
    no-break space before %); a chance that is
    neither 0 nor 1 never shows as either (``< 0.1%``, ``> 99.9%``).

    >>> percent(Fraction(7, 12)), percent(Fraction(7, 12), "fr"), percent(Fraction(1, 5000))
    ('58.3%', '58,3\\xa0%', '< 0.1%')
    """
    if 0 < p < Fraction(1, 2000):
        text = "< 0.1"
    elif Fraction(1999, 2000) < p < 1:
        text = "> 99.9"
    else:
        text = f"{float(p) * 100:.1f}"
    return text.replace(".", ",") + "\u00a0%" if lang == "fr" else text + "%"


def _rounds(n: int, fr: bool) -> str:
    if fr:
        return "1 manche" if n == 1 else f"{n} manches"
    return "1 round" if n == 1 else f"{n} rounds"


def unseen(state: DojoState, player: int) -> Counter[Card]:
    """The cards ``player`` has not seen, as he sees the position (``state.view(player)``):
    the deck's composition less every dojo, his own card, the cards shown and, if he is the
    dealer, the cards he handed out."""
    view = state.view(player)
    left = Counter({Card(d, b): k for (d, b), k in DECK_COMPOSITION.items()})
    visible = [c for dojo in view.dojos for c in dojo if c is not None]
    visible += [c for c in view.hands if c is not None and c is not HIDDEN]
    visible += [c for c in view.deck if c is not None]
    left.subtract(visible)
    return +left


@cache
def sign_margins(rounds: int) -> dict[int, Fraction]:
    """The chance of each margin (the attacker's wins less the dealer's) after ``rounds`` rounds
    of rock-paper-scissors played at random: each round the attacker wins, the dealer wins, or
    it is a tie, a third each. Computed once for each ``rounds`` (the dict is shared: read it,
    do not change it).

    >>> sign_margins(1)
    {-1: Fraction(1, 3), 0: Fraction(1, 3), 1: Fraction(1, 3)}
    """
    margins = {0: Fraction(1)}
    third = Fraction(1, 3)
    for _ in range(rounds):
        after: dict[int, Fraction] = {}
        for m, p in margins.items():
            for step in (-1, 0, 1):
                after[m + step] = after.get(m + step, Fraction(0)) + p * third
        margins = dict(sorted(after.items()))
    return margins


@cache
def duel(attacker: int, dealer: int, margin: int, rounds: int) -> Fraction:
    """The chance that an attacker's belt ``attacker`` beats or ties the dealer's ``dealer``,
    with the signs' ``margin`` so far and ``rounds`` rounds of signs still to show."""
    need = dealer - attacker - margin  # the margin the signs still to come must reach
    return sum((p for m, p in sign_margins(rounds).items() if m >= need), Fraction(0))


def chances(state: DojoState) -> Chances:
    """The round's challenge in ``state`` (a whole position, as the explorer shows it): each
    opponent's chance of winning it if he makes it, while one may still be made or is being
    decided by the signs; otherwise why there is none. See the module's docstring."""
    n, dealer = state.players, state.dealer
    step, variant = state.step, state.options.variant
    dealer_card = _card(state.hands[dealer])

    def closed(en: str, fr: str) -> Chances:
        return Chances(state.round, dealer, False, (), dealer_card, 0, (en, fr))

    if step == "over":
        return closed(
            "No challenge is left: the 12 rounds are played.",
            "Plus aucun défi : les 12 tours sont joués.",
        )
    if n == 5 and state.round in (1, ROUNDS):
        return closed(
            "Rounds 1 and 12 of a 5-player game are dealt at random, without a challenge.",
            "Les tours 1 et 12 d’une partie à 5 joueurs sont distribués au hasard, sans défi.",
        )
    if step not in ("recruit", "challenge", "rps"):
        if state.attacker is None:
            stays = state.up is not None
            return closed(
                "Nobody challenged the dealer this round"
                + (": the trophy stays face up." if stays else "."),
                "Personne n’a défié le donneur ce tour-ci"
                + (" : le TROPHÉE reste face visible." if stays else "."),
            )
        winner = f"P{state.winner + 1}" if state.winner is not None else "?"
        attacker = f"P{state.attacker + 1}"
        return closed(
            f"This round's challenge is decided: {attacker} challenged, {winner} won it.",
            f"Le défi de ce tour est joué : {attacker} a défié, {winner} l’a remporté.",
        )
    rounds, margin = (SIGN_ROUNDS, 0) if variant == "black_belt" else (0, 0)
    if step == "rps":
        assert state.rps is not None and state.attacker is not None
        turn, _pending, bonus_a, bonus_d = state.rps
        rounds, margin = SIGN_ROUNDS - turn, bonus_a - bonus_d
        who = [state.attacker]
    elif step == "challenge":
        assert state.asked is not None
        first = (state.asked - dealer) % n
        who = [(dealer + k) % n for k in range(first, n)]
    else:
        who = [(dealer + k) % n for k in range(1, n)]
    found = tuple(_chance(state, p, dealer_card, margin, rounds) for p in who)
    return Chances(state.round, dealer, True, found, dealer_card, rounds)


def _card(card: Card | None) -> Card | None:
    return None if card is None or card is HIDDEN else card


def _chance(
    state: DojoState, player: int, dealer_card: Card | None, margin: int, rounds: int
) -> Chance:
    mine = _card(state.hands[player])
    pool = unseen(state, player)
    total = sum(pool.values())
    known = state.dealer in state.shown and dealer_card is not None  # the signs: both shown
    as_dealt = (
        duel(mine.belt, dealer_card.belt, margin, rounds)
        if mine is not None and dealer_card is not None
        else None
    )
    if mine is None:
        pairs = total * (total - 1)
        ways = sum(
            (
                k * (j - (a == d)) * duel(a.belt, d.belt, margin, rounds)
                for a, k in pool.items()
                for d, j in pool.items()
            ),
            Fraction(0),
        )
        wins = ways / pairs if pairs else Fraction(0)
        return Chance(player, None, total, None, False, wins, None)
    if known:
        assert as_dealt is not None
        return Chance(player, mine, total, None, True, as_dealt, as_dealt)
    beaten = sum(k for c, k in pool.items() if c.belt <= mine.belt)
    ways = sum((k * duel(mine.belt, c.belt, margin, rounds) for c, k in pool.items()), Fraction(0))
    wins = ways / total if total else Fraction(0)
    return Chance(player, mine, total, beaten, False, wins, as_dealt)
