"""Computer players for Dojo: random, greedy and expert.

All of them decide from ``state.view(player)`` only. The expert judges a dojo by its
*potential*: over every 3 x 4 window the finished dojo could still fill, the points its rows and
columns already make, plus part of what their empty cells could still add. From that it values a
card for each player (the best placement's gain), challenges when the chance that its belt beats
the dealer's (counted over the cards it has not seen) makes the trophy worth the risk, swaps when
the other card is worth more to it, and places cards and trophies where the potential grows most.
"""

from __future__ import annotations

import random
from collections import Counter

from gamekit.core import Hint, Player
from gamekit.dojo.actions import (
    CHALLENGE,
    FRAME_COLS,
    FRAME_ROWS,
    KEEP,
    PASS,
    SIGN_ACTIONS,
    SWAP,
    Action,
    Give,
    PlaceTrophy,
    Train,
    cell_name,
)
from gamekit.dojo.cards import DECK_COMPOSITION, RACCOON, TROPHY_NAMES, Card
from gamekit.dojo.scoring import ROW_POINTS
from gamekit.dojo.state import HIDDEN, DojoState, Trophies, training_cells, trophy_spots

HOPE = 0.35
"""How much of what an empty cell could still add the potential counts."""
TROPHY_HOPE = 2.5
"""What a trophy is worth on average before its placement is known (White Belt: exactly 3)."""

Dojo = tuple[Card | None, ...]
WINDOWS = [(r, c) for r in range(FRAME_ROWS - 2) for c in range(FRAME_COLS - 3)]


def potential(dojo: Dojo, trophies: Trophies = ()) -> float:
    """The best, over the 3 x 4 windows that hold every card, of the window's expected points."""
    filled = [i for i, card in enumerate(dojo) if card is not None]
    if not filled:
        return 0.0
    rows_used = {i // FRAME_COLS for i in filled}
    cols_used = {i % FRAME_COLS for i in filled}
    on_row = {index: t for kind, index, t in trophies if kind == "row"}
    on_col = {index: t for kind, index, t in trophies if kind == "column"}
    best = float("-inf")
    for top, left in WINDOWS:
        if not all(top <= r < top + 3 for r in rows_used) or not all(
            left <= c < left + 4 for c in cols_used
        ):
            continue
        value = sum(
            _row_hope([dojo[r * FRAME_COLS + c] for c in range(left, left + 4)], on_row.get(r))
            for r in range(top, top + 3)
        ) + sum(
            _column_hope([dojo[r * FRAME_COLS + c] for r in range(top, top + 3)], on_col.get(c))
            for c in range(left, left + 4)
        )
        best = max(best, value)
    return best


def _row_hope(cells: list[Card | None], trophy: str | None) -> float:
    cards = [c for c in cells if c is not None]
    empty = len(cells) - len(cards)
    if not cards:
        return 1.0 + HOPE * 2
    naturals = Counter(c.disciple for c in cards if c.disciple != RACCOON)
    wild = len(cards) - sum(naturals.values()) + (trophy == "grand_master" and bool(naturals))
    top = max(naturals.values(), default=0)
    if trophy == "grand_master" and naturals:
        top = max(top, 0)
    count = min(4, top + wild) if naturals else min(4, wild)
    now = ROW_POINTS[count]
    if trophy == "incense":
        now = max(now, min(4, len(naturals) + wild))
    later = ROW_POINTS[min(4, count + empty)]
    return now + HOPE * (later - now) * (0.5 if empty > 1 else 1.0)


def _column_hope(cells: list[Card | None], trophy: str | None) -> float:
    belts = Counter(c.belt for c in cells if c is not None)
    empty = 3 - sum(belts.values())
    if not belts:
        return 0.3
    belt, count = max(belts.items(), key=lambda kv: (kv[1], kv[0]))
    double = 2 if trophy == "competition_kimono" else 1
    if count + empty < 3:
        return float(belt) if trophy == "multicolour_belt" and count >= 2 else 0.0
    if empty == 0:
        return float(belt * double)
    if trophy == "multicolour_belt" and count >= 2:
        return float(belt)
    return belt * double * HOPE * (0.5 if empty == 2 else 1.0)


def best_cell(dojo: Dojo, trophies: Trophies, card: Card) -> tuple[int, float]:
    """The cell where ``card`` raises the potential most, and the potential there."""
    base = list(dojo)
    best: tuple[int, float] | None = None
    for cell in training_cells(dojo):
        base[cell] = card
        value = potential(tuple(base), trophies)
        base[cell] = None
        if best is None or value > best[1]:
            best = (cell, value)
    assert best is not None
    return best


def gain(dojo: Dojo, trophies: Trophies, card: Card) -> float:
    """How much ``card`` would add to this dojo's potential, placed at its best."""
    return best_cell(dojo, trophies, card)[1] - potential(dojo, trophies)


def unseen(view: DojoState) -> Counter[Card]:
    """The cards this view has not seen: the deck's composition less every visible card."""
    left = Counter({Card(d, b): k for (d, b), k in DECK_COMPOSITION.items()})
    visible = [c for d in view.dojos for c in d if c is not None]
    visible += [c for c in view.hands if c is not None and c is not HIDDEN]
    visible += [c for c in view.deck if c is not None]
    left.subtract(visible)
    return +left


class RandomPlayer(Player):
    """Plays a legal action at random (seeded)."""

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, state: DojoState) -> Action:  # type: ignore[override]
        return self._rng.choice(state.legal_actions())


class GreedyPlayer(Player):
    """Places cards and trophies well, keeps cards that help it, never challenges."""

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, state: DojoState) -> Action:  # type: ignore[override]
        return _decide(state, self._rng, bold=False)[0]


class ExpertPlayer(Player):
    """Weighs every decision with the dojo potential and the odds of a challenge."""

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, state: DojoState) -> Action:  # type: ignore[override]
        return _decide(state, self._rng, bold=True)[0]


Why = tuple[str, str]
"""Why an action is good, in English and in French."""


def _decide(view: DojoState, rng: random.Random, bold: bool) -> tuple[Action, Why]:
    """The action and a sentence saying why, in English and French."""
    me = view.current_player
    assert me is not None
    step = view.step
    if step == "recruit":
        return _recruit(view, me, rng)
    if step == "challenge":
        simple = ("Passing keeps things simple.", "Passer, c’est plus simple.")
        return _challenge(view, me) if bold else (PASS, simple)
    if step == "rps":
        sign = rng.choice(SIGN_ACTIONS)
        return sign, (
            "Rock, paper and scissors are best played at random.",
            "Pierre, feuille et ciseaux se jouent au hasard.",
        )
    if step == "swap":
        return _swap(view, me)
    if step == "train":
        card = view.hands[me]
        assert card is not None and card is not HIDDEN
        cell, value = best_cell(view.dojos[me], view.trophies[me], card)
        grows = value - potential(view.dojos[me], view.trophies[me])
        return Train(cell), (
            f"Put the {card.name()} on {cell_name(cell)}: it fits your rows and columns best "
            f"(the dojo's outlook grows by {grows:.1f} points).",
            f"Placez la carte {card.name('fr')} en {cell_name(cell)} : c’est là qu’elle sert le mieux vos "
            f"lignes et colonnes (le dojo promet {_points_fr(grows)} de plus).",
        )
    if step == "trophy":
        assert view.pending is not None
        spots = trophy_spots(view.dojos[me], view.trophies[me], view.pending)
        scored = [
            (
                potential(
                    view.dojos[me],
                    (*view.trophies[me], (s.line, s.index, view.pending)),
                ),
                s,
            )
            for s in spots
        ]
        value, spot = max(scored, key=lambda vs: (vs[0], -vs[1].index))
        name, nom = TROPHY_NAMES["en"][view.pending], TROPHY_NAMES["fr"][view.pending]
        return spot, (
            f"The {name} helps most beside {_line(spot)}.",
            f"{nom} : c’est devant {_line(spot, 'fr')} qu’il rapporte le plus.",
        )
    raise ValueError("the game is over")


def _points_fr(value: float) -> str:
    """``value`` points to one decimal, said in French: a decimal comma, and "point" in the
    singular below 2.

    >>> _points_fr(0.2), _points_fr(1.96), _points_fr(2.04), _points_fr(-0.5)
    ('0,2 point', '2,0 points', '2,0 points', '-0,5 point')
    """
    shown = f"{value:.1f}"
    word = "point" if abs(float(shown)) < 2 else "points"
    return f"{shown.replace('.', ',')} {word}"


def _line(spot: PlaceTrophy, lang: str = "en") -> str:
    row, column = ("la ligne", "la colonne") if lang == "fr" else ("row", "column")
    return f"{row} {spot.index + 1}" if spot.line == "row" else f"{column} {'abcdefg'[spot.index]}"


def _expected_gain(view: DojoState, player: int, pool: Counter[Card]) -> float:
    total = sum(pool.values())
    if not total:
        return 0.0
    return sum(gain(view.dojos[player], view.trophies[player], c) * k for c, k in pool.items()) / (
        total
    )


def _recruit(view: DojoState, me: int, rng: random.Random) -> tuple[Action, Why]:
    card = view.deck[0]
    assert card is not None
    waiting = [p for p in range(view.players) if view.hands[p] is None]
    mine = gain(view.dojos[me], view.trophies[me], card) + 0.15 * card.belt
    if me in waiting:
        pool = unseen(view)
        later = _expected_gain(view, me, pool) + 0.15 * 3 if len(waiting) > 1 else float("-inf")
        if mine >= later:
            return Give(me), (
                f"Keep the {card.name()}: it is worth more to your dojo than the "
                "card you would expect later.",
                f"Gardez la carte {card.name('fr')} : elle vaut plus pour votre dojo que la carte "
                "que vous pouvez espérer ensuite.",
            )
    others = [p for p in waiting if p != me]
    if not others:
        return Give(me), (
            f"Keep the {card.name()}: everyone else already has a card.",
            f"Gardez la carte {card.name('fr')} : tous les autres ont déjà une carte.",
        )
    worst = min(
        others,
        key=lambda p: (gain(view.dojos[p], view.trophies[p], card), rng.random()),
    )
    return Give(worst), (
        f"Give the {card.name()} to P{worst + 1}: it helps that dojo least.",
        f"Donnez la carte {card.name('fr')} à P{worst + 1} : c’est le dojo qu’elle aide le moins.",
    )


def _challenge(view: DojoState, me: int) -> tuple[Action, Why]:
    card = view.hands[me]
    assert card is not None and card is not HIDDEN
    pool = unseen(view)
    total = sum(pool.values())
    beat = sum(k for c, k in pool.items() if c.belt <= card.belt)
    chance = beat / total if total else 0.5
    trophy = TROPHY_HOPE if view.up else 0.0
    stake = trophy + 0.5 * max(
        0.0,
        _expected_gain(view, me, pool) - gain(view.dojos[me], view.trophies[me], card),
    )
    risk = gain(view.dojos[me], view.trophies[me], card) * 0.5 + trophy / (view.players - 1)
    if chance * stake > (1 - chance) * risk:
        return CHALLENGE, (
            f"Challenge: your {card.name()} beats or ties about {100 * chance:.0f}% of the cards "
            "you have not seen, and the trophy is worth the risk.",
            f"Défiez : votre carte {card.name('fr')} bat ou égale environ {100 * chance:.0f} % des "
            "cartes que vous n’avez pas vues, et le trophée vaut le risque.",
        )
    return PASS, (
        f"Pass: your {card.name()} beats or ties only about {100 * chance:.0f}% of the cards you "
        "have not seen.",
        f"Passez : votre carte {card.name('fr')} ne bat ou n’égale qu’environ "
        f"{100 * chance:.0f} % des cartes que vous n’avez pas vues.",
    )


def _swap(view: DojoState, me: int) -> tuple[Action, Why]:
    other = view.dealer if me == view.attacker else view.attacker
    mine, theirs = view.hands[me], view.hands[other]  # type: ignore[index]
    assert mine is not None and theirs is not None
    dojo, trophies = view.dojos[me], view.trophies[me]
    odojo, otrophies = view.dojos[other], view.trophies[other]  # type: ignore[index]
    value = gain(dojo, trophies, theirs) - gain(dojo, trophies, mine)
    value += 0.5 * (gain(odojo, otrophies, theirs) - gain(odojo, otrophies, mine))
    if value > 0:
        return SWAP, (
            f"Swap: the {theirs.name()} is worth more to you than your {mine.name()}.",
            f"Échangez : la carte {theirs.name('fr')} vaut plus pour vous que votre carte "
            f"{mine.name('fr')}.",
        )
    return KEEP, (
        f"Keep your {mine.name()}: it suits your dojo better.",
        f"Gardez votre carte {mine.name('fr')} : elle convient mieux à votre dojo.",
    )


def make(level: str, seed: int | None = None) -> Player:
    """A player of ``level``: "random", "greedy" or "expert"."""
    players = {"random": RandomPlayer, "greedy": GreedyPlayer, "expert": ExpertPlayer}
    if level not in players:
        raise ValueError(f"no computer level {level!r}; levels: {', '.join(players)}")
    return players[level](seed)


def hint(state: DojoState) -> Hint:
    """The expert's choice for the player to act, from what that player may know, and why."""
    view = state.view(state.current_player)
    action, (why, pourquoi) = _decide(view, random.Random(0), bold=True)
    return Hint(action, why, pourquoi)


__all__ = ["ExpertPlayer", "GreedyPlayer", "RandomPlayer", "hint", "make", "potential"]
