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
    SOLDIER,
    VALUES,
    name,
    sort_hand,
)
from gamekit.kami.state import KamiState

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
    def __init__(self, seed: int | None = None, budget: float = BUDGET) -> None:
        self.rng = random.Random(seed)
        self.budget = budget

    def choose(self, state: KamiState) -> Action:  # type: ignore[override]
        me = state.current_player
        actions = known(state.legal_actions())
        if len(actions) == 1:
            return actions[0]
        totals = dict.fromkeys(actions, 0.0)
        counts = dict.fromkeys(actions, 0)
        deadline = time.perf_counter() + self.budget
        order = list(actions)
        while time.perf_counter() < deadline:
            world = self._imagine(state, me)  # type: ignore[arg-type]
            self.rng.shuffle(order)  # a pass cut short by the deadline favours no action
            for action in order:
                if time.perf_counter() >= deadline:
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


def _le(card: str) -> str:
    """A card's French name with its definite article, as the hints say it: "le Soldat", "la
    Lance", "l’Impératrice".

    >>> _le("G"), _le("T"), _le("E")
    ('le Dragon d’or', 'la Tour', 'l’Impératrice')
    """
    word = name(card, "fr")
    if word[0] in "AEIOUÉ":
        return f"l’{word}"
    return f"{'la' if card in FEMININE else 'le'} {word}"


def hint(state: KamiState) -> Hint:
    """The expert's choice for the player to act, and why, from what that player knows."""
    me = state.current_player
    view = state.view(me)
    action = ExpertPlayer(seed=0).choose(view)
    if isinstance(action, Pass):
        who = view.attack[0]  # type: ignore[index]
        if view.partner(me) == who:  # type: ignore[arg-type]
            return Hint(
                action,
                "Pass: the attack is your partner's; let it run.",
                "Passez : l’attaque est celle de votre partenaire, laissez-la courir.",
            )
        return Hint(
            action,
            "Pass: keep your cards for a stronger moment.",
            "Passez : gardez vos cartes pour un meilleur moment.",
        )
    if isinstance(action, Play):
        rest = _rest(view.hands[me], action)  # type: ignore[index]
        # In French, a counter is named before the attack: "Contrez avec le Soldat, puis ...".
        counter = view.step == "respond" and bool(action.defense)
        first = f"Contrez avec {_le(action.defense)}, puis " if counter else ""
        if not rest and action.apile < 0:
            double = view.master_stroke(action)
            empty = "videz" if counter else "Videz"
            return Hint(
                action,
                f"Play out your hand with the {name(action.attack)}: the round is yours"
                + (" with a Master Stroke (points doubled)." if double else "."),
                f"{first}{empty} votre main avec {_le(action.attack)} : la manche est à vous"
                + (" avec un Coup de Maître (points doublés)." if double else "."),
            )
        attack = "attaquez" if counter else "Attaquez"
        it = "la" if action.attack in FEMININE else "le"
        return Hint(
            action,
            f"Attack with the {name(action.attack)}: few cards out there can counter it.",
            f"{first}{attack} avec {_le(action.attack)} : peu de cartes en jeu peuvent {it} "
            "contrer.",
        )
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
