"""Kami computer players. All of them decide from ``state.view(player)`` only.

- ``random``: any legal action.
- ``greedy``: plays out its hand if it can, never counters its partner needlessly, counters an
  opponent with its least useful card and attacks with cards the others can hardly answer.
  Demoralized, it shows its five Soldiers (such a hand is weaker than a new deal, on average);
  its partner plays on only with an Empress in hand (with one, the team does better than a new
  deal: measured over 1,000 deals of greedy play-outs). Without five Soldiers it answers the
  question, asked of everyone, with the only answer it has: ``decline``.
- ``expert``: imagines the unseen cards dealt at random, consistently with what it saw, plays
  each candidate to the end of the round with the greedy policy for everyone, and keeps the
  action that scores best for its side on average (within about 0.2 s).
"""

from __future__ import annotations

import dataclasses
import random
import time
from collections import Counter

from gamekit.core import Hint, Player
from gamekit.kami.actions import Action, Cancel, Declare, Decline, Pass, Play, PlayOn
from gamekit.kami.cards import (
    COPIES,
    EMPRESS,
    FEMININE,
    HIDDEN,
    KINDS,
    SOLDIER,
    VALUES,
    count_name,
    name,
    points_name,
    sort_hand,
    the_name,
)
from gamekit.kami.state import KamiState, _counters

BUDGET = 0.2


def unseen(state: KamiState, me: int) -> Counter[str]:
    """The cards ``me`` has not seen: the 32 minus his hand, his own face-down defenses and
    everything everyone saw (face-up cards, the tops of the piles, a mercenary laid face down,
    the set-aside card he looked at, Soldiers shown by a Demoralized player).

    ``state`` may be his view or the full position (the play-outs of the expert give each
    imagined player what he would know, not the whole deal): only what ``me`` sees is read."""
    left = Counter(COPIES)
    left.subtract(state.hands[me])
    for p, line in enumerate(state.lines):
        for i, (d, down, a) in enumerate(line):
            left[a] -= 1
            if d and (not down or p == me or (p, i) in state.public):
                left[d] -= 1
    for pile in state.piles:
        if pile:
            left[pile[-1]] -= 1
    peek = state.peeks().get(me)
    if peek is not None:
        left[state.aside[peek]] -= 1
    for p, count in enumerate(state.shown):
        if p != me:
            left[SOLDIER] -= count
    del left[HIDDEN]
    return +left


def _rarity(card: str, left: Counter[str]) -> float:
    """How hard an attack with ``card`` is to counter: fewer copies out there, harder."""
    answers = left[card] + (left[EMPRESS] if card not in (SOLDIER, "L") else 0)
    return 1.0 / (1 + answers)


def known(actions: tuple[Action, ...]) -> tuple[Action, ...]:
    """The actions a player can choose from his view. In a duel, a mercenary pile's second card
    shows only once its top is taken, so a view lists plays attacking with a hidden card ``?``;
    those are left out (the same play is chosen once the card is known, in a play-out)."""
    return tuple(
        a for a in actions if not (isinstance(a, Play) and HIDDEN in (a.defense + a.attack))
    )


def greedy_choice(state: KamiState, me: int, left: Counter[str] | None = None) -> Action:
    """A quick sensible choice for ``me`` (used directly and in the expert's play-outs)."""
    actions = known(state.legal_actions())
    first = actions[0]
    if isinstance(first, Declare | Decline):
        return first  # five Soldiers or more: a weak hand, let the partner choose; else decline
    if isinstance(first, Cancel):
        return actions[1] if EMPRESS in state.hands[me] else first
    left = left if left is not None else unseen(state, me)
    hand = state.hands[me]
    plays = [a for a in actions if isinstance(a, Play)]
    best: tuple[float, Action] | None = None
    for play in plays:
        rest = _rest(hand, play)
        if not rest and play.apile < 0:
            points = VALUES[play.attack] * (2 if state.master_stroke(play) else 1)
            score = 100 + points
        else:
            score = 10 * _rarity(play.attack, left) - 0.3 * VALUES[play.defense or "S"]
            score += 0.2 * VALUES[play.attack] * (len(rest) <= 2)
            pair = Counter(rest).most_common(1)
            if len(rest) == 2 and pair and pair[0][1] == 2:
                score += 3  # a pair left: a Master Stroke next lead
            if play.apile >= 0 or play.dpile >= 0:
                score += 0.5  # mercenaries are free cards
        if best is None or score > best[0]:
            best = (score, play)
    if state.step == "respond":
        attacker = state.attack[0]  # type: ignore[index]
        partner = state.partner(me)
        if best is None or (attacker == partner and best[0] < 100):
            return Pass()
        if best[0] < 2.5 and len(hand) > 4:
            return Pass()
    return best[1] if best is not None else actions[0]


def _rest(hand: str, play: Play) -> str:
    rest = hand
    for card, pile in ((play.defense, play.dpile), (play.attack, play.apile)):
        if card and pile < 0:
            rest = rest.replace(card, "", 1)
    return rest


class RandomPlayer(Player):
    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: KamiState) -> Action:  # type: ignore[override]
        return self.rng.choice(known(state.legal_actions()))


class GreedyPlayer(Player):
    def choose(self, state: KamiState) -> Action:  # type: ignore[override]
        return greedy_choice(state, state.current_player)  # type: ignore[arg-type]


class ExpertPlayer(Player):
    """``budget``: seconds of thinking; or ``playouts``: about that many play-outs whatever
    the time they take (every action tried in the same imagined deals), so that the same seed
    and position give the same choice (the hints)."""

    def __init__(
        self, seed: int | None = None, budget: float = BUDGET, playouts: int | None = None
    ) -> None:
        self.rng = random.Random(seed)
        self.budget = budget
        self.playouts = playouts

    def choose(self, state: KamiState) -> Action:  # type: ignore[override]
        me = state.current_player
        actions = known(state.legal_actions())
        if len(actions) == 1:
            return actions[0]
        totals = dict.fromkeys(actions, 0.0)
        counts = dict.fromkeys(actions, 0)
        deadline = time.perf_counter() + self.budget
        worlds = -(-self.playouts // len(actions)) if self.playouts else 0
        order = list(actions)
        while (worlds > 0) if self.playouts else time.perf_counter() < deadline:
            worlds -= 1
            world = self._imagine(state, me)  # type: ignore[arg-type]
            self.rng.shuffle(order)  # a pass cut short by the deadline favours no action
            for action in order:
                if not self.playouts and time.perf_counter() >= deadline:
                    break
                if world.why_illegal(action) is not None:
                    continue
                totals[action] += _play_out(world.apply(action), me, state.scores)  # type: ignore[arg-type]
                counts[action] += 1
        scored = [(totals[a] / counts[a], -i, a) for i, a in enumerate(actions) if counts[a]]
        return max(scored)[2] if scored else greedy_choice(state, me)  # type: ignore[arg-type]

    def _imagine(self, view: KamiState, me: int) -> KamiState:
        """A full position consistent with ``view``: the unseen cards dealt at random."""
        pool = list(unseen(view, me).elements())
        self.rng.shuffle(pool)

        def fill(text: str) -> str:
            return "".join(pool.pop() if c == HIDDEN else c for c in text)

        hands = tuple(sort_hand(fill(h)) for h in view.hands)
        lines = tuple(
            tuple((fill(d) if d else d, down, a) for d, down, a in line) for line in view.lines
        )
        piles = tuple(fill(p) for p in view.piles)
        aside = fill(view.aside)
        return dataclasses.replace(view, hands=hands, lines=lines, piles=piles, aside=aside)


WIN = 50.0
"""What winning the game is worth in a play-out, against points of a round."""


def _play_out(state: KamiState, me: int, before: tuple[int, ...]) -> float:
    """Play the round out greedily. Its worth for me: what my side's score gained minus the best
    gain of another side, read from the scores themselves, so the mode counts (in Lord and Kami
    modes points beyond 15 hurt); winning or losing the game outweighs any round."""
    deal = state.deal
    guard = 0
    while state.step != "over" and state.deal == deal and guard < 200:
        guard += 1
        p = state.current_player
        state = state.apply(greedy_choice(state, p))  # type: ignore[arg-type]
    if state.deal == deal and state.step != "over":
        return 0.0
    mine = state.side(me)
    gains = [after - was for after, was in zip(state.scores, before, strict=True)]
    value = gains[mine] - max(g for side, g in enumerate(gains) if side != mine)
    if state.step == "over":
        value += WIN if state.side(state.last.player) == mine else -WIN  # type: ignore[union-attr]
    return value


def make(level: str, seed: int | None = None) -> Player:
    if level == "random":
        return RandomPlayer(seed)
    if level == "greedy":
        return GreedyPlayer()
    if level == "expert":
        return ExpertPlayer(seed)
    raise ValueError(f"no Kami level {level!r}; levels: random, greedy, expert")


HINT_PLAYOUTS = 300
"""How many play-outs a hint's expert makes at three or four players (read at each hint): a
fixed number, not a time, so that a position always gives the same hint, on a busy machine too
(about 0.15 s)."""
DUEL_PLAYOUTS = 120
"""The same in a duel, whose play-outs are longer and whose leads many (a play may take from
eight piles): fewer, so that a hint still comes within about 0.3 s."""


def _card(card: str, pile: int, lang: str, *, under: bool = False) -> str:
    """A card of a play, with where it comes from: "the Soldier", "the Soldier from pile 3",
    "the Soldier revealed under it" (by the defense taken from the same pile)."""
    the = the_name(card, lang)
    if pile < 0:
        return the
    if under and lang == "fr":
        return f"{the} révélé{'e' if card in FEMININE else ''} dessous"
    if under:
        return f"{the} revealed under it"
    return f"{the} {'de la pile' if lang == 'fr' else 'from pile'} {pile + 1}"


def _move(view: KamiState, play: Play, lang: str) -> str:
    """The whole play in words, its defense first: "Lay the Tower face down, then attack with
    the Soldier", "Counter with the Horseman from pile 2, then attack with the Empress"."""
    fr = lang == "fr"
    under = play.apile >= 0 and play.apile == play.dpile
    attack = _card(play.attack, play.apile, lang, under=under)
    if not play.defense:
        return (
            f"Attaquez avec {attack} seul{'e' if play.attack in FEMININE else ''}"
            if fr
            else (f"Attack with {attack} alone")
        )
    if view.step == "respond":
        defense = _card(play.defense, play.dpile, lang)
        first = f"Contrez avec {defense}" if fr else f"Counter with {defense}"
    elif play.dpile >= 0:
        it = "la" if play.defense in FEMININE else "le"
        pile = play.dpile + 1
        first = (
            f"Prenez {the_name(play.defense, 'fr')} de la pile {pile} et posez-{it} face cachée"
            if fr
            else f"Take the {name(play.defense)} from pile {pile} and lay it face down"
        )
    else:
        first = (
            f"Posez {the_name(play.defense, 'fr')} face cachée"
            if fr
            else f"Lay the {name(play.defense)} face down"
        )
    return f"{first}, puis attaquez avec {attack}" if fr else f"{first}, then attack with {attack}"


def answers(view: KamiState, play: Play) -> tuple[Counter[str], tuple[int, ...], int]:
    """What could counter ``play``'s attack, as the player to act sees it: the unseen cards
    that could (by kind), the mercenary piles whose top could (numbers from 0; not those the
    play takes from), and how many of the Soldiers shown by a Demoralized player could."""
    me = view.to_play
    left = unseen(view, me)
    kinds = [k for k in COPIES if _counters(k, play.attack)]
    hidden = Counter({k: left[k] for k in kinds if left[k]})
    tops = tuple(
        k
        for k, pile in enumerate(view.piles)
        if pile and k not in (play.dpile, play.apile) and _counters(pile[-1], play.attack)
    )
    shown = sum(c for p, c in enumerate(view.shown) if p != me) if SOLDIER in kinds else 0
    return hidden, tops, shown


def _why(view: KamiState, play: Play, lang: str) -> str:
    """A reason that holds in the position: what could still counter the attack, as the player
    to act sees it."""
    fr = lang == "fr"
    hidden, tops, shown = answers(view, play)
    it = "la" if play.attack in FEMININE else "le"
    if not (hidden or tops or shown):
        return (
            f"personne ne peut {it} contrer (vous avez vu toutes les cartes qui le pourraient)"
            if fr
            else "nobody can counter it (you have seen every card that could)"
        )
    count = sum(hidden.values())
    could = ("pourrait" if count == 1 else "pourraient") if fr else ""
    if len(hidden) == 1:
        (kind,) = hidden
        cards = count_name(count, kind, lang)
        seen = "vu" + ("e" if kind in FEMININE else "") + ("s" if count > 1 else "")
    else:
        kinds = ", ".join(count_name(n, k, lang) for k, n in sorted(hidden.items(), key=_order))
        cards = f"{count} cartes" if fr else f"{count} cards"
        seen, kinds = "vues", f" ({kinds})"
    if not count:
        text = (
            f"aucune carte non vue ne peut {it} contrer"
            if fr
            else "no card still unseen could counter it"
        )
    elif fr:
        text = f"il reste {cards} non {seen} qui {could} {it} contrer" + (
            kinds if len(hidden) > 1 else ""
        )
    else:
        are = "is" if count == 1 else "are"
        text = f"{cards} that could counter it {are} still unseen" + (
            kinds if len(hidden) > 1 else ""
        )
    if tops:
        numbers = _and([str(k + 1) for k in tops], lang)
        if fr:
            where = f"de la pile {numbers}" if len(tops) == 1 else f"des piles {numbers}"
            too = "" if not count else " aussi"
            text += (", mais" if not count else ", et") + (
                f" la carte du dessus {where} le pourrait{too}"
                if len(tops) == 1
                else f" les cartes du dessus {where} le pourraient{too}"
            )
        else:
            where = f"pile {numbers}" if len(tops) == 1 else f"piles {numbers}"
            too = "" if not count else " too"
            text += (", but" if not count else ", and") + (
                f" the top of {where} could{too}"
                if len(tops) == 1
                else f" the tops of {where} could{too}"
            )
    for p, held in enumerate(view.shown if shown else ()):
        if held and p != view.to_play:
            text += (
                f" ; P{p + 1} peut encore avoir {held} des Soldats qu’il a montrés"
                if fr
                else f"; P{p + 1} may still hold {held} of the Soldiers he showed"
            )
    return text


def _and(items: list[str], lang: str) -> str:
    """``["2", "5", "7"]`` as "2, 5 and 7" ("2, 5 et 7")."""
    if len(items) == 1:
        return items[0]
    return f"{', '.join(items[:-1])} {'et' if lang == 'fr' else 'and'} {items[-1]}"


def _order(item: tuple[str, int]) -> int:
    return KINDS.index(item[0])


def _play_hint(view: KamiState, play: Play) -> Hint:
    """A play, named whole (defense then attack), and why."""
    me = view.to_play
    rest = _rest(view.hands[me], play)
    move = {lang: _move(view, play, lang) for lang in ("en", "fr")}
    if not rest and play.apile < 0:
        double = view.master_stroke(play)
        points = VALUES[play.attack] * (2 if double else 1)
        en = f"{move['en']}, your last card: the round is yours, " + (
            f"a Master Stroke (points doubled): {points_name(points)}."
            if double
            else f"{points_name(points)}."
        )
        fr = f"{move['fr']}, votre dernière carte : la manche est à vous, " + (
            f"un Coup de Maître (points doublés) : {points_name(points, 'fr')}."
            if double
            else f"{points_name(points, 'fr')}."
        )
        return Hint(play, en, fr)
    return Hint(
        play,
        f"{move['en']}: {_why(view, play, 'en')}.",
        f"{move['fr']} : {_why(view, play, 'fr')}.",
    )


def hint(state: KamiState) -> Hint:
    """The expert's choice for the player to act, and why, from what that player knows. The
    hint's ``action`` is the whole move, legal in the game (it names no card the player cannot
    see): a play names its defense (laid face down at a lead, face up in a counter), then its
    attack, each from the hand or a mercenary pile."""
    me = state.current_player
    view = state.view(me)
    playouts = DUEL_PLAYOUTS if view.players == 2 else HINT_PLAYOUTS
    action = ExpertPlayer(seed=0, playouts=playouts).choose(view)
    if isinstance(action, Pass):
        who = view.attack[0]  # type: ignore[index]
        if view.partner(me) == who:  # type: ignore[arg-type]
            return Hint(
                action,
                "Pass: the attack is your partner's; let it run.",
                "Passez : l’attaque est celle de votre partenaire, laissez-la courir.",
            )
        if not any(isinstance(a, Play) for a in known(view.legal_actions())):
            attack = view.attack[1]  # type: ignore[index]
            return Hint(
                action,
                f"Pass: nothing you can play counters the {name(attack)}.",
                f"Passez : rien de ce que vous pouvez jouer ne contre {the_name(attack, 'fr')}.",
            )
        return Hint(
            action,
            "Pass: keep your cards for a stronger moment.",
            "Passez : gardez vos cartes pour un meilleur moment.",
        )
    if isinstance(action, Play):
        return _play_hint(view, action)
    if isinstance(action, Declare):
        return Hint(
            action,
            "Five Soldiers make a weak hand: show them, and your partner chooses whether to deal "
            "again.",
            "Cinq Soldats font une main faible : montrez-les, et votre partenaire choisit s’il "
            "faut redistribuer.",
        )
    if isinstance(action, Decline) and Declare() not in view.legal_actions():
        return Hint(
            action,
            "You do not hold five Soldiers: there is nothing to show, so play the deal.",
            "Vous n’avez pas cinq Soldats : rien à montrer, jouez donc la donne.",
        )
    if isinstance(action, Decline):
        return Hint(
            action,
            "Your hand is playable in spite of its Soldiers: keep them to yourself and play.",
            "Votre main se joue malgré ses Soldats : gardez-les pour vous et jouez.",
        )
    if isinstance(action, PlayOn):
        return Hint(
            action,
            "Your hand makes up for your partner's five Soldiers: play on.",
            "Votre main compense les cinq Soldats de votre partenaire : jouez.",
        )
    return Hint(
        action,
        "Your partner's five Soldiers and your hand make a weak team: a new deal is better.",
        "Les cinq Soldats de votre partenaire et votre main font une équipe faible : mieux vaut "
        "une nouvelle donne.",
    )
