"""The final count (``dojo_kun.end.prestige``), its tie-breaks (``dojo_kun.end.tie``), and the
single player mode's verdict and rank (``dojo_kun.solo.goal``, ``dojo_kun.solo.ranks``).

A Dojo's Prestige is what it won during the game (``Dojo.prestige``: helping the village,
adventures, predictions, tournaments, Special Moves' bonuses, Marcellus Brody, equipment 16),
plus what its cards are worth at the end: its Training Equipment tiles, its athletes' cards, the
Special Move cards they learnt, and 1 point per expansion board.

>>> from gamekit.dojo_kun.game import GAME
>>> state = GAME.new_state(seed=1, players=2)
>>> prestige(state, 0)
Breakdown(won=0, equipment=0, athletes=1, moves=0, expansions=0)
>>> prestige(state, 0).total, solo_rank(27), solo_rank(41, "fr")
(1, 'red belt', 'sensei')
"""

from __future__ import annotations

from dataclasses import astuple, dataclass

from gamekit.core import Outcome
from gamekit.dojo_kun.data import (
    ATHLETES,
    EQUIPMENT,
    EXPANSION_PRESTIGE,
    SOLO_RANKS,
    SPECIAL_MOVES,
)
from gamekit.dojo_kun.rules import reason
from gamekit.dojo_kun.state import DojoKunState

RANKS_FR = {
    "wooden man": "homme de bois",
    "canvas belt": "ceinture de toile",
    "red belt": "ceinture rouge",
    "black belt": "ceinture noire",
    "senpai": "senpai",
    "sensei": "sensei",
}
"""The single player titles in French (``dojo_kun.solo.ranks``)."""


@dataclass(frozen=True, slots=True)
class Breakdown:
    """A Dojo's Prestige by source: ``won`` during the game (the Prestige tokens: village,
    adventures, predictions, tournaments, move bonuses, abilities, equipment), and at the end its
    ``equipment`` tiles, its ``athletes``' cards, their Special Move cards (``moves``) and its
    ``expansions``."""

    won: int
    equipment: int
    athletes: int
    moves: int
    expansions: int

    @property
    def total(self) -> int:
        return sum(astuple(self))


def prestige(state: DojoKunState, player: int) -> Breakdown:
    """P``player``'s Prestige, source by source (``dojo_kun.end.prestige``)."""
    dojo = state.dojos[player]
    members = [m for m in dojo.athletes if m is not None]
    return Breakdown(
        won=dojo.prestige,
        equipment=sum(EQUIPMENT[e].prestige for e in dojo.equipment if e is not None),
        athletes=sum(ATHLETES[m.card].prestige for m in members),
        moves=sum(SPECIAL_MOVES[k].prestige for m in members for k in m.moves),
        expansions=EXPANSION_PRESTIGE * dojo.expansions,
    )


def highest_dan(state: DojoKunState, player: int) -> int:
    """The Dan of P``player``'s strongest athlete (the second tie-break)."""
    return max((m.dan for m in state.dojos[player].athletes if m is not None), default=0)


def solo_rank(score: int, lang: str = "en") -> str:
    """The single player's title for ``score`` (``dojo_kun.solo.ranks``): up to 20 a wooden man,
    21-25 a canvas belt, ... above 40 a sensei."""
    title = next(t for limit, t in SOLO_RANKS if limit is None or score <= limit)
    return RANKS_FR[title] if lang == "fr" else title


def _points(n: int) -> tuple[str, str]:
    s = "" if abs(n) == 1 else "s"
    return f"{n} Prestige point{s}", f"{n} point{s} de Prestige"


def outcome(state: DojoKunState) -> Outcome:
    """Who won, counting the Prestige as it stands (the state asks once the game is over).

    Alone, the player wins with more Prestige than the Skull Dojo (``dojo_kun.solo.goal``).
    Otherwise the most Prestige wins (``dojo_kun.end.prestige``); among the tied, the most
    tournaments won, then the athlete with the highest Dan; still tied, they share the victory
    (``dojo_kun.end.tie``)."""
    scores = tuple(prestige(state, p).total for p in range(state.players))
    if state.solo:
        return _solo(state, scores[0])
    best = max(scores)
    tied = [p for p, s in enumerate(scores) if s == best]
    table = ", ".join(f"P{p + 1} {s}" for p, s in enumerate(scores))
    pts = _points(best)
    if len(tied) == 1:
        who = f"P{tied[0] + 1}"
        return Outcome(
            (tied[0],),
            reason(
                "dojo_kun.end.prestige",
                f"{who} wins with {pts[0]} ({table}).",
                f"{who} gagne avec {pts[1]} ({table}).",
            ),
            scores,
        )
    names = " and ".join(f"P{p + 1}" for p in tied)
    names_fr = " et ".join(f"P{p + 1}" for p in tied)
    won = {p: state.dojos[p].tournaments_won for p in tied}
    most = max(won.values())
    tied = [p for p in tied if won[p] == most]
    if len(tied) == 1:
        who = f"P{tied[0] + 1}"
        return Outcome(
            (tied[0],),
            reason(
                "dojo_kun.end.tie",
                f"{names} tie on {pts[0]}; {who} won more tournaments ({most}) and wins ({table}).",
                f"{names_fr} sont à égalité avec {pts[1]} ; {who} a remporté plus de tournois "
                f"({most}) et gagne ({table}).",
            ),
            scores,
        )
    dan = {p: highest_dan(state, p) for p in tied}
    top = max(dan.values())
    tied = [p for p in tied if dan[p] == top]
    if len(tied) == 1:
        who = f"P{tied[0] + 1}"
        return Outcome(
            (tied[0],),
            reason(
                "dojo_kun.end.tie",
                f"{names} tie on {pts[0]} and on tournaments won ({most}); {who} has the "
                f"athlete with the highest Dan ({top}) and wins ({table}).",
                f"{names_fr} sont à égalité avec {pts[1]} et {most} tournoi(s) remporté(s) ; "
                f"{who} a l’athlète au plus haut Dan ({top}) et gagne ({table}).",
            ),
            scores,
        )
    shared = " and ".join(f"P{p + 1}" for p in tied)
    shared_fr = " et ".join(f"P{p + 1}" for p in tied)
    return Outcome(
        tuple(tied),
        reason(
            "dojo_kun.end.tie",
            f"{shared} tie on {pts[0]}, on tournaments won ({most}) and on their best athlete's "
            f"Dan ({top}): they share the victory ({table}).",
            f"{shared_fr} sont à égalité avec {pts[1]}, {most} tournoi(s) remporté(s) et le Dan "
            f"de leur meilleur athlète ({top}) : ils partagent la victoire ({table}).",
        ),
        scores,
    )


def _solo(state: DojoKunState, score: int) -> Outcome:
    skull = state.skull_prestige
    rank, rank_fr = solo_rank(score), solo_rank(score, "fr")
    mine, theirs = _points(score), _points(skull)
    if score > skull:
        en = f"You win: {mine[0]} against the Skull Dojo's {skull}. Your rank: {rank}."
        fr = f"Vous gagnez : {mine[1]} contre les {skull} du Dojo du Crâne. Votre rang : {rank_fr}."
    else:
        en = (
            f"The Skull Dojo wins: {theirs[0]} against your {score} (you need more than it). "
            f"Your rank: {rank}."
        )
        fr = (
            f"Le Dojo du Crâne gagne : {theirs[1]} contre vos {score} (il vous en faut plus "
            f"que lui). Votre rang : {rank_fr}."
        )
    return Outcome((0,) if score > skull else (), reason("dojo_kun.solo.goal", en, fr), (score,))
