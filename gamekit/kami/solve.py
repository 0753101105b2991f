"""A Kami deal solved with every hand known: who ends it with best play, and for how many points.

A deal ends when a player lays the last card of his hand; his side scores that card, doubled on
a Master Stroke (``kami.round.end``, ``kami.master_stroke``). :func:`solve` reads the full
position (the teacher's view: every hand, every mercenary pile), not a player's view, and plays
the deal to its end for every choice of every player.

>>> import gamekit
>>> from gamekit.kami.code import position
>>> game = gamekit.load("kami")
>>> state = position(["MS", "HS", "AA", "TL"], lines=["G.H", "-", "-", "-"], attack=(0, "H"),
...                  turn=1, step="respond")
>>> result = game.solve(state, time_limit=1.0)
>>> result.complete, result.winner, result.points, [str(a) for a in result.line]
(True, 1, 1, ['H/S'])
>>> result.text()
'P2 & P4 take 1 point with best play'
>>> result.text("fr")
'P2 & P4 marquent 1 point avec le meilleur jeu'

P2 counters P1's Horseman with his own and attacks with his last card, a Soldier: 1 point for
P2 & P4. Had he passed, nobody else could counter it (P3 and P4 hold no Horseman and no
Empress), and P1 would lead his last two cards, the Madman in attack: 4 points.

**What "best play" means.** Each side (a player; a team with four players) wants its own deal
score: the points it takes if it ends the deal, and when another side ends it, as few points for
that side as it can hold it to. So a side's worth of an ending is +points when it scores them,
−points when another side does. With two sides (a duel, two teams) that is a zero-sum game,
solved by alpha-beta minimax: the result is what the winning side can force against every
defense. With three players no side is the others' sum: each maximises its worth in turn (the
*max^n* rule), and between two opponents taking the same points a player prefers the one who
plays right after him (a fixed rule, so that the result does not hang on the order moves are
tried in). The deal's points are the deal's: the game's scores and mode (Lord, Kami: points
beyond 15) are not weighed.

**How.** Positions are compact tuples keyed in a transposition table: the hands (a hand is a
sorted string, so equal cards are one choice), the mercenary piles (in any order: two piles alike
are one choice), whose turn, the attack to answer and the passes so far, whether an Empress lies
face up (``kami.empress.attack``) and, when a lone last attack may come (a duel), each player's
last face-down defense (the attack doubles on it). The lines laid are otherwise forgotten: they
no longer change the deal. A player who holds nothing that counters the attack passes at once,
with no search. Two sides: null-window alpha-beta searches, first "does the side to act take
the deal?", then the winner's points, one possible score after the other upwards, the table
keeping each position's bounds and best move between searches; a side's points can be no more
than its best last card, doubled when it could be a Master Stroke, and a side is sure of a run
of attacks no opponent can counter (a leader's, his best last pair to end it; a partner's that
runs; a counter's, then its player's): both cut searches short. Moves are ordered: the table's
best move; a play ending the deal, most points first; the plays attacking with the strongest
card and laying the weakest in defense; a pass last, or first when a partner made the attack
(a third fewer positions on four-player first leads). The clock is read every thousand
positions, and the garbage collector rests meanwhile. A search the clock cuts short says how
far it got: each test the side to act passed proved a move worth so much to it
(``Solution.best``, ``Solution.worth``), each it failed what it cannot get
(``Solution.ceiling``).
"""

from __future__ import annotations

import gc
import time
from dataclasses import dataclass
from typing import Any

from gamekit.kami.actions import Action, Decline, Pass, Play, PlayOn
from gamekit.kami.cards import EMPRESS, HIDDEN, SOLDIER, SPEAR, VALUES, points_name
from gamekit.kami.state import KamiState

MARGIN = 0.02
"""Seconds allowed past the time limit: the clock is read every CHECK_EVERY positions."""
CHECK_EVERY = 1024
TABLE_LIMIT = 1_000_000
"""Positions the table keeps before it starts afresh (a 1 s search keeps far fewer)."""
TOP = 10
"""No deal scores more: an Empress on a Master Stroke."""


@dataclass(frozen=True)
class Solution:
    """What :func:`solve` found.

    ``complete``: the search finished and ``player`` (who lays his last card), ``winner`` (his
    side, as ``state.scores`` counts sides), ``points`` and ``master_stroke`` are the deal's end
    with best play; ``line`` is a best line of actions to it. When the time ran out,
    ``complete`` is False and the rest None (``line`` empty). ``status`` says why there is
    nothing to solve: "over" (the game is over) or "question" (the Demoralized question comes
    before the deal's first lead); else "solved" or "time".

    How far a search cut short got (two sides; None: nothing proved): ``best`` is the move
    found so far for ``mover`` (the player to act), proved worth at least ``worth`` to his side
    (+points it takes, −points the other side takes at most); ``ceiling``, proved whatever he
    plays: his side's worth is at most that (−2: the other side takes at least 2 points).
    """

    complete: bool
    status: str
    players: int
    player: int | None
    winner: int | None
    points: int | None
    master_stroke: bool | None
    line: tuple[Action, ...]
    nodes: int
    seconds: float
    mover: int | None = None
    best: Action | None = None
    worth: int | None = None
    ceiling: int | None = None

    def side_text(self) -> str:
        """The winning side's name: "P2", or a team, "P1 & P3"."""
        assert self.winner is not None
        return _side_name(self.winner, self.players)

    def bound_text(self, lang: str = "en", move: str | None = None) -> str:
        """How far a search cut short got, in a sentence ("" when nothing was proved): the best
        move found so far (``move``: its words, else its notation) and what it is sure of, or
        what the other side is sure of whatever is played."""
        fr, many = lang == "fr", self.players == 4
        if self.mover is None or (self.best is None and (self.ceiling or 0) >= 0):
            return ""
        side = self.mover % 2 if many else self.mover
        mine = _side_name(side, self.players)
        theirs = _side_name(1 - side, self.players) if self.players != 3 else ""
        take = ("marquent" if many else "marque") if fr else ("take" if many else "takes")
        if self.best is not None and self.worth is not None:
            said = move if move is not None else str(self.best)
            points = points_name(abs(self.worth), lang)
            if self.worth > 0:
                if fr:
                    return f"meilleur coup trouvé : {said}, avec lequel {mine} {take} au moins {points}"
                return f"best so far: {said}, with which {mine} {take} at least {points}"
            if fr:
                return (
                    f"meilleur coup trouvé : {said}, après lequel {theirs} {take} au plus {points}"
                )
            return f"best so far: {said}, after which {theirs} {take} at most {points}"
        assert self.ceiling is not None
        points = points_name(-self.ceiling, lang)
        if fr:
            play = "jouent" if many else "joue"
            return f"{theirs} {take} la donne quoi que {mine} {play} : au moins {points}"
        play = "play" if many else "plays"
        return f"{theirs} {take} the deal whatever {mine} {play}: at least {points}"

    def text(self, lang: str = "en", move: str | None = None) -> str:
        """The result in a sentence, in English (``"en"``) or French (``"fr"``); a search cut
        short says how far it got (``move``: the words of its best move, see
        :meth:`bound_text`)."""
        fr = lang == "fr"
        if self.status == "over":
            return (
                "La partie est finie : plus de donne à jouer"
                if fr
                else ("The game is over: there is no deal to play")
            )
        if self.status == "question":
            return (
                "La donne se résout à partir de sa première attaque, une fois la question du "
                "Démoralisé posée à tous"
                if fr
                else "The deal is solved from its first lead, once everyone has answered the "
                "Demoralized question"
            )
        if not self.complete:
            text = (
                "Issue inconnue : le temps manquait" if fr else "Outcome unknown: the time ran out"
            )
            bound = self.bound_text(lang, move)
            return f"{text} ; {bound}" if bound and fr else (f"{text}; {bound}" if bound else text)
        assert self.points is not None
        many = self.players == 4
        points = points_name(self.points, lang)
        if fr:
            text = f"{self.side_text()} {'marquent' if many else 'marque'} {points} avec le "
            text += "meilleur jeu"
            return text + (" (un Coup de Maître)" if self.master_stroke else "")
        text = f"{self.side_text()} {'take' if many else 'takes'} {points} with best play"
        return text + (" (a Master Stroke)" if self.master_stroke else "")

    def __str__(self) -> str:
        return self.text()


def _side_name(side: int, players: int) -> str:
    """A side's name: "P2", or a team, "P1 & P3"."""
    return f"P{side + 1} & P{side + 3}" if players == 4 else f"P{side + 1}"


class _OutOfTime(Exception):
    pass


# A position: (hands, piles, player to act, lead?, attacker, attack card, passes, Empress face
# up?, last face-down defense per player (when a lone attack may come, else ())). In a lead the attack is
# forgotten (-1, "", 0): it no longer matters.
Pos = tuple[Any, ...]
Move = tuple[str, str, int, int] | None
"""(defense, attack, defense pile, attack pile) as :class:`Play`; None: a pass."""


def _position(state: KamiState) -> Pos:
    """The compact position of ``state`` (a deal under way, every card known)."""
    hands = tuple("".join(sorted(h)) for h in state.hands)
    if state.step == "lead":
        attacker, card = -1, ""
    else:
        attacker, card = state.attack  # type: ignore[misc]
    downs: tuple[str, ...] = ()
    if _lone_attacks(state):
        last = []
        for line in state.lines:
            down = ""
            for defense, face_down, _ in reversed(line):
                if defense:
                    down = defense if face_down else ""
                    break
            last.append(down)
        downs = tuple(last)
    lead = state.step == "lead"
    passes = 0 if lead else state.passes
    return (
        hands,
        state.piles,
        state.to_play,
        lead,
        attacker,
        card,
        passes,
        state.face_up_empress(),
        downs,
    )


def _lone_attacks(state: KamiState) -> bool:
    """Whether a lone last attack may come (``/X``: one card in hand at a lead, no mercenary
    left): in a duel, or in a position set up with an odd hand."""
    return state.players == 2 or any(len(hand) % 2 for hand in state.hands)


def _key(pos: Pos) -> Pos:
    piles = pos[1]
    if piles:
        return (pos[0], tuple(sorted(piles)), *pos[2:])
    return pos


SCORES = (1, 2, 3, 4, 5, 6, 8, 10)
"""The points a deal can end with: a card's value, or twice it on a Master Stroke."""
_ABOVE = {v: min(s for s in SCORES if s > v) for v in range(1, TOP)}
"""The next score above a winner's points."""
_AT_MOST = {v: max(-s for s in SCORES if -s <= v) for v in range(-TOP, 0)}
"""The highest loss as large as a loss of ``v`` or larger (−7 is −8)."""

_NONE = object()
"""No best move known (None is a pass)."""


def _first(item: tuple[int, Any, Any]) -> int:
    return item[0]


def _counters(defense: str, attack: str) -> bool:
    return defense == attack or (defense == EMPRESS and attack not in (SOLDIER, SPEAR))


class Solver:
    """One search: its table, clock and counters (see :func:`solve`)."""

    def __init__(self, state: KamiState, deadline: float, node_limit: int | None = None) -> None:
        self.n = state.players
        self.node_limit = node_limit
        self.goita = state.options.empress == "goita"
        self.deadline = deadline
        self.table: dict[Pos, Any] = {}
        self.nodes = 0
        self._check = CHECK_EVERY
        self._most: dict[str, int] = {}
        self._orders: dict[Any, list[tuple[int, Move]]] = {}
        self._sure: dict[Any, int] = {}
        self.sides = tuple(p % 2 if self.n == 4 else p for p in range(self.n))
        self.floor: tuple[int, Move] | None = None
        """A move of the player to act proved worth at least as much to his side."""
        self.ceiling: int | None = None
        """Proved: his side's worth is at most this, whatever he plays."""

    # -- the rules, on compact positions ---------------------------------------------------------

    def moves(self, pos: Pos) -> list[Move]:
        """Every distinct move from ``pos``: equal cards and equal piles make one move; a pass
        comes first in a response."""
        hands, piles, p, lead, _, card, _, up, _ = pos
        n = self.n
        hand = hands[p]
        out: list[Move] = [] if lead else [None]
        if not piles:  # no mercenaries: both cards from the hand
            kinds = dict.fromkeys(hand)
            goita_both = self.goita and hand.count(EMPRESS) == 2
            for defense in kinds:
                if not lead and not (
                    defense == card or (defense == EMPRESS and card not in (SOLDIER, SPEAR))
                ):
                    continue
                rest = hand.replace(defense, "", 1)
                for attack in dict.fromkeys(rest):
                    if attack == EMPRESS and not (
                        up or (defense == EMPRESS and not lead) or rest == EMPRESS or goita_both
                    ):
                        continue
                    out.append((defense, attack, -1, -1))
            if lead and len(hand) == 1:
                out.append(("", hand, -1, -1))
            return out
        # Defenses: each kind in hand, then each distinct pile's top.
        sources: list[tuple[str, int]] = [(c, -1) for c in dict.fromkeys(hand)]
        contents: dict[str, int] = {}
        for k, pile in enumerate(piles):
            if pile and pile not in contents:
                contents[pile] = k
        sources += [(pile[-1], k) for pile, k in contents.items()]
        goita_both = self.goita and hand.count(EMPRESS) == 2
        for defense, dpile in sources:
            if not lead and not _counters(defense, card):
                continue
            if dpile < 0:
                rest = hand.replace(defense, "", 1)
                if not rest and n == 2:
                    continue  # a duel's last hand card is kept for the attack
            else:
                rest = hand
            attacks: list[tuple[str, int]] = [(c, -1) for c in dict.fromkeys(rest)]
            if rest:
                seen: set[str] = set()
                for k, pile in enumerate(piles):
                    if k == dpile:
                        if len(pile) > 1:
                            attacks.append((pile[-2], k))
                    elif pile and pile not in seen:
                        seen.add(pile)
                        attacks.append((pile[-1], k))
            for attack, apile in attacks:
                if attack == EMPRESS and not (
                    up
                    or (defense == EMPRESS and not lead)
                    or (apile < 0 and rest == EMPRESS)
                    or goita_both
                ):
                    continue
                out.append((defense, attack, dpile, apile))
        if lead and len(hand) == 1 and not any(piles):
            out.append(("", hand, -1, -1))
        return out

    def ends(self, pos: Pos, move: Move) -> int:
        """The points ``move`` takes if it ends the deal (the player's last hand card), else 0."""
        if move is None:
            return 0
        defense, attack, dpile, apile = move
        p = pos[2]
        hand = pos[0][p]
        if len(hand) != (dpile < 0 and defense != "") + (apile < 0):
            return 0
        if defense:
            master = pos[3] and defense == attack
        else:
            master = pos[8][p] == attack
        return VALUES[attack] * (2 if master else 1)

    def after(self, pos: Pos, move: Move) -> Pos:
        """The position after ``move`` (one that does not end the deal), and after the passes
        of the players who can only pass (see :meth:`forced`)."""
        if not pos[1] and not pos[8]:  # the same, on hands alone (most positions: made quicker)
            hands, _, p, lead, attacker, card, passes, up, _ = pos
            n = self.n
            if move is None:
                passes += 1
            else:
                defense, card, _, _ = move
                new = list(hands)
                new[p] = hands[p].replace(defense, "", 1).replace(card, "", 1)
                hands, attacker, passes = tuple(new), p, 0
                up = up or (not lead and defense == EMPRESS)
            while passes + 1 < n:
                hand = hands[(attacker + passes + 1) % n]
                if card in hand or (EMPRESS in hand and card != SOLDIER and card != SPEAR):
                    return (
                        hands,
                        (),
                        (attacker + passes + 1) % n,
                        False,
                        attacker,
                        card,
                        passes,
                        up,
                        (),
                    )
                passes += 1
            return (hands, (), attacker, True, -1, "", 0, up, ())
        pos = self.step(pos, move)
        while not pos[3] and self.forced(pos):
            pos = self.step(pos, None)
        return pos

    def forced(self, pos: Pos) -> bool:
        """Whether the player to answer the attack can only pass: nothing he holds counters
        it (or, in a duel, nothing he can play)."""
        if pos[1]:
            return len(self.moves(pos)) == 1
        card, hand = pos[5], pos[0][pos[2]]
        if card in hand:
            return False
        return not (EMPRESS in hand and card != SOLDIER and card != SPEAR)

    def step(self, pos: Pos, move: Move) -> Pos:
        """The position right after ``move`` (one that does not end the deal)."""
        hands, piles, p, lead, attacker, card, passes, up, downs = pos
        n = self.n
        if move is None:
            if passes + 2 == n:
                return (hands, piles, attacker, True, -1, "", 0, up, downs)
            return (hands, piles, (p + 1) % n, False, attacker, card, passes + 1, up, downs)
        defense, attack, dpile, apile = move
        hand = hands[p]
        if piles:
            taken = list(piles)
            for c, k in ((defense, dpile), (attack, apile)):
                if c:
                    if k >= 0:
                        taken[k] = taken[k][:-1]
                    else:
                        hand = hand.replace(c, "", 1)
            piles = tuple(taken)
        else:
            hand = hand.replace(defense, "", 1).replace(attack, "", 1)
        new = list(hands)
        new[p] = hand
        if downs and defense:
            downs = (*downs[:p], defense if lead else "", *downs[p + 1 :])
        up = up or (not lead and defense == EMPRESS)
        return (tuple(new), piles, (p + 1) % n, False, p, attack, 0, up, downs)

    def bounds(self, pos: Pos) -> tuple[int, int]:
        """The most points the side to act, then the other side, could still take: its best
        last card, doubled when a Master Stroke is possible with it (a pair in hand; in a duel,
        also a twin on a mercenary pile or the player's last face-down defense)."""
        hands, piles, downs = pos[0], pos[1], pos[8]
        sides, me = self.sides, self.sides[pos[2]]
        mine = theirs = 0
        cache = self._most
        for q, hand in enumerate(hands):
            if piles or downs:
                extra = "".join(piles) + (downs[q] if downs else "")
                best = 0
                for c in hand:
                    double = hand.count(c) > 1 or c in extra
                    best = max(best, VALUES[c] * (2 if double else 1))
            else:
                best = cache.get(hand)
                if best is None:
                    best = max(VALUES[c] * (2 if hand.count(c) > 1 else 1) for c in hand)
                    cache[hand] = best
            if sides[q] == me:
                mine = max(mine, best)
            elif best > theirs:
                theirs = best
        return mine, theirs

    def sure(self, pos: Pos) -> int:
        """What the leader's side takes for sure (-TOP: nothing sure): he leads, one after the
        other, attacks no opponent holds a card to counter (his partner lets them run), until
        his last two cards, the best pair of his hand to end with. A lower bound of the deal's
        worth, with no mercenaries."""
        hands, p, up = pos[0], pos[2], pos[7]
        hand = hands[p]
        sides, me = self.sides, self.sides[p]
        others = "".join([h for q, h in enumerate(hands) if sides[q] != me])
        return self.sure_of(hand, others, up)

    def sure_of(self, hand: str, others: str, up: bool) -> int:
        key = (hand, others, up)
        found = self._sure.get(key)
        if found is not None:
            return found
        free = [
            c
            for c in hand
            if c not in others
            and (c == SOLDIER or c == SPEAR or EMPRESS not in others)
            and (c != EMPRESS or up or (self.goita and hand.count(EMPRESS) == 2))
        ]
        need = len(hand) // 2 - 1
        best = -TOP
        if len(free) >= need and len(hand) % 2 == 0:
            kinds = list(dict.fromkeys(hand))
            for i, x in enumerate(kinds):
                for y in kinds[i:]:
                    if x == y and hand.count(x) < 2:
                        continue
                    points = VALUES[x] * 2 if x == y else max(VALUES[x], VALUES[y])
                    if points <= best:
                        continue
                    spare = list(free)
                    for c in (x, y):
                        if c in spare:
                            spare.remove(c)
                    if len(spare) >= need:
                        best = points
        self._sure[key] = best
        return best

    def sure_answer(self, pos: Pos) -> int:
        """A lower bound of a response's worth for the side to act: ..."""
        hands, p, attacker, card, up = pos[0], pos[2], pos[4], pos[5], pos[7]
        sides, me = self.sides, self.sides[p]
        others = "".join([h for q, h in enumerate(hands) if sides[q] != me])
        best = -TOP
        free_card = card not in others and (
            card == SOLDIER or card == SPEAR or EMPRESS not in others
        )
        if sides[attacker] == me and free_card:
            best = self.sure_of(hands[attacker], others, up)
        hand = hands[p]
        for c in (card, EMPRESS):
            if c not in hand or (c == EMPRESS and (card == SOLDIER or card == SPEAR)):
                continue
            rest = hand.replace(c, "", 1)
            up2 = up or c == EMPRESS
            for a in dict.fromkeys(rest):
                if a in others or (a != SOLDIER and a != SPEAR and EMPRESS in others):
                    continue
                if a == EMPRESS and not (up2 or rest == EMPRESS):
                    continue
                left = rest.replace(a, "", 1)
                if left:
                    best = max(best, self.sure_of(left, others, up2))
            if c == card:
                continue
        return best

    def side(self, player: int) -> int:
        return player % 2 if self.n == 4 else player

    def _tick(self) -> None:
        """Every CHECK_EVERY positions: the clock, and the table's size."""
        self._check = CHECK_EVERY
        if time.perf_counter() > self.deadline:
            raise _OutOfTime
        if self.node_limit is not None and self.nodes > self.node_limit:
            raise _OutOfTime
        if len(self.table) > TABLE_LIMIT:
            self.table.clear()
            self._orders.clear()

    def ordered(self, pos: Pos, best: Any) -> list[tuple[int, Move]]:
        """The moves with the points each takes if it ends the deal, likely best first: the
        table's best move, a deal ended (most points first), then the plays attacking with the
        strongest card and laying the weakest in defense, a pass last. Measured on late deals:
        a sixth of the positions searched when the attacks fewest cards can answer came first,
        a ninth of those searched with a pass first."""
        moves = self.moves(pos)
        hands, p = pos[0], pos[2]
        if not pos[1] and len(hands[p]) <= 2:  # every play lays the last card
            lead = pos[3]
            ended = [
                (
                    VALUES[m[1]] * (2 if lead and m[0] == m[1] else 1)
                    if m[0]
                    else self.ends(pos, m),
                    m,
                )
                for m in moves
                if m is not None
            ]
            ended.sort(reverse=True, key=_first)
            return ended + ([(0, None)] if not lead else [])
        known = best is not _NONE
        ranked = []
        partner = not pos[3] and self.sides[pos[4]] == self.sides[p]
        ends = self.ends if pos[1] else None
        for move in moves:
            points = ends(pos, move) if ends is not None else 0
            if points:
                rank = -1000 - points
            elif move == best and known:
                rank = -100000
            elif move is None:
                rank = -5000 if partner else 1000
            else:
                rank = VALUES[move[0]] - 100 * VALUES[move[1]]
            ranked.append((rank, points, move))
        ranked.sort(key=_first)
        return [(points, move) for _, points, move in ranked]

    def _promote(self, order_key: Any, moves: list[tuple[int, Move]], at: int) -> None:
        """The move at ``at`` refuted a position: the next position with the same hand facing
        the same attack tries it first after the plays ending the deal (a new list: a search
        further up may be going through this one)."""
        front = 0
        while moves[front][0]:
            front += 1
        if front < at:
            self._orders[order_key] = [
                *moves[:front],
                moves[at],
                *moves[front:at],
                *moves[at + 1 :],
            ]

    # -- two sides: alpha-beta -----------------------------------------------------------------

    def alphabeta(self, pos: Pos, alpha: int, beta: int) -> int:
        """The deal's worth for the side to act (+points it takes, −points another takes),
        within the window (``alpha``, ``beta``): fail-soft, a bound when outside it."""
        self.nodes += 1
        self._check -= 1
        if not self._check:
            self._tick()
        key = (pos[0], tuple(sorted(pos[1])), *pos[2:]) if pos[1] else pos
        entry = self.table.get(key)
        if entry is None:
            high, low = self.bounds(pos)
            low, best_move = -low, _NONE
            if high <= alpha:
                return high
            if pos[3] and not pos[1]:
                low = max(low, self.sure(pos))
            elif not pos[1]:
                low = max(low, self.sure_answer(pos))
            if low >= beta:
                return low
        else:
            low, high, best_move = entry
            if low >= beta:
                return low
            if high <= alpha:
                return high
            if low == high:
                return low
            alpha, beta = max(alpha, low), min(beta, high)
        start_alpha, start_beta = alpha, beta
        sides = self.sides
        me = sides[pos[2]]
        best, best_at = -TOP - 1, None
        first: list[tuple[int, Move]] = []
        if best_move is not _NONE:
            first = [(self.ends(pos, best_move), best_move)]  # tried before the others are made
        order_key = None
        for moves in (first, None):
            skip = moves is None and bool(first)
            if moves is None:
                if pos[1]:
                    moves = self.ordered(pos, best_move)
                else:  # the same hand facing the same attack: the same moves, in order
                    p = pos[2]
                    partner = not pos[3] and sides[pos[4]] == me
                    down = pos[8][p] if pos[8] else ""
                    order_key = (pos[0][p], pos[3], pos[5], pos[7], down, partner)
                    moves = self._orders.get(order_key)
                    if moves is None:
                        moves = self._orders[order_key] = self.ordered(pos, _NONE)
            for at, (points, move) in enumerate(moves):
                if skip and move == best_move:
                    continue
                if points:
                    value = points
                else:
                    after = self.after(pos, move)
                    if sides[after[2]] == me:
                        value = self.alphabeta(after, alpha, beta)
                    else:
                        value = -self.alphabeta(after, -beta, -alpha)
                if value > best:
                    best, best_at = value, move
                    if value > alpha:
                        alpha = value
                        if alpha >= beta:
                            if at and not points and order_key is not None:
                                self._promote(order_key, moves, at)
                            break
            if alpha >= beta:
                break
        if best >= start_beta:
            low = max(low, best)
        elif best <= start_alpha:
            high = min(high, best)
        else:
            low = high = best
        self.table[key] = (low, high, best_at)
        return best

    def value(self, pos: Pos) -> int:
        """The deal's worth for the side to act, by null-window searches: does it take the
        deal, then the winner's points one possible score after the other, upwards, until a
        test fails (the bounds kept in the table between searches). Each test passed by the
        side to act keeps a move proved to be worth as much (``floor``), each failed one what
        it cannot get (``ceiling``): how far a search cut short got."""
        value = self.alphabeta(pos, 0, 1)
        if value >= 1:
            low = self._passed(pos, value)
            while low < TOP:
                gamma = _ABOVE[low]
                value = self.alphabeta(pos, gamma - 1, gamma)
                if value < gamma:
                    return low
                low = self._passed(pos, value)
            return low
        high = self.ceiling = _AT_MOST[max(value, -TOP)]
        while high > -TOP:
            value = self.alphabeta(pos, high - 1, high)
            if value >= high:
                return self._passed(pos, high)
            high = self.ceiling = _AT_MOST[max(value, -TOP)]
        return high

    def _passed(self, pos: Pos, value: int) -> int:
        """The side to act is proved worth at least ``value``: keep the move that proves it
        (the table's, else the first that passes the test again)."""
        entry = self.table.get(_key(pos))
        if entry is not None and entry[0] >= value and entry[2] is not _NONE:
            self.floor = (value, entry[2])
            return value
        me = self.side(pos[2])
        for points, move in self.ordered(pos, entry[2] if entry else _NONE):
            if points:
                worth = points
            else:
                after = self.after(pos, move)
                if self.side(after[2]) == me:
                    worth = self.alphabeta(after, value - 1, value)
                else:
                    worth = -self.alphabeta(after, -value, -value + 1)
            if worth >= value:
                self.floor = (value, move)
                return value
        raise AssertionError("no move keeps the proved worth")  # pragma: no cover

    def worth_is(self, pos: Pos, value: int) -> bool:
        """Whether the worth of ``pos`` for the side to act is ``value``."""
        return (
            self.alphabeta(pos, value - 1, value) >= value >= self.alphabeta(pos, value, value + 1)
        )

    # -- three players: max^n ------------------------------------------------------------------

    def worth(self, player: int, end: tuple[int, int]) -> int:
        """What ``end`` (the player who ends the deal, his points) is worth to ``player``:
        4 × points when he takes them, else −4 × points, and 1 less when the taker is not the
        player right after him (every end has its own worth: a strict order)."""
        taker, points = end
        if taker == player:
            return 4 * points
        return -4 * points - ((taker - player) % self.n - 1)

    def maxn(self, pos: Pos, bound: int | None = None, parent: int = -1) -> tuple[int, int]:
        """The end of the deal with best play as (player, points), each player choosing what is
        worth most to him. ``bound``: what the ``parent`` player is sure of already: a search
        that cannot give him more stops early (shallow pruning: a player's worth and another's
        add up to 0 at most), its answer then not exact."""
        self.nodes += 1
        self._check -= 1
        if not self._check:
            self._tick()
        key = _key(pos)
        entry = self.table.get(key)
        if entry is not None and entry[0] is not None:
            return entry[0]
        p = pos[2]
        best: tuple[int, int] | None = None
        best_worth = -4 * TOP - 10
        most = 4 * TOP
        cut = False
        for points, move in self.ordered(pos, entry[1] if entry else _NONE):
            end = (p, points) if points else self.maxn(self.after(pos, move), best_worth, p)
            value = self.worth(p, end)
            if value > best_worth:
                best, best_worth, best_move = end, value, move
                if value >= most:
                    break
                if bound is not None and parent != p and -value <= bound:
                    cut = True
                    break
        assert best is not None
        self.table[key] = (None if cut else best, best_move)
        return best

    # -- the best line ---------------------------------------------------------------------------

    def line(self, pos: Pos, value: Any) -> list[Move]:
        """A best line from ``pos``, whose result ``value`` is proved: at each step a move that
        keeps it (the table's best move first)."""
        line: list[Move] = []
        while pos is not None:
            entry = self.table.get(_key(pos))
            for points, move in self.ordered(pos, entry[-1] if entry else _NONE):
                after = None if points else self.after(pos, move)
                if self.n == 3:
                    end = (pos[2], points) if after is None else self.maxn(after)
                    if end == value:
                        break
                    continue
                same = after is not None and self.side(after[2]) == self.side(pos[2])
                if after is None:
                    keeps = points == value
                else:
                    keeps = self.worth_is(after, value if same else -value)
                if keeps:
                    value = value if same or after is None else -value
                    break
            else:  # pragma: no cover - a proved result is always reached by one of the moves
                raise AssertionError("no move keeps the proved result")
            line.append(move)
            if after is not None:  # the forced passes, said as the moves they are
                here = self.step(pos, move)
                while here != after:
                    line.append(None)
                    here = self.step(here, None)
            pos = after  # type: ignore[assignment]
        return line


def played_on(state: KamiState) -> KamiState:
    """The deal's first lead once every player still to answer the Demoralized question
    (``kami.demoralized``) plays the deal: he keeps quiet, or, asked whether to deal again,
    plays on. ``state`` itself when no question is pending."""
    while state.step in ("declare", "decide"):
        state = state.apply(PlayOn() if state.step == "decide" else Decline())
    return state


def _action(move: Move) -> Action:
    return Pass() if move is None else Play(*move)


def solve(state: KamiState, time_limit: float = 1.0, nodes: int | None = None) -> Solution:
    """Solve the deal of ``state`` (every card known) within about ``time_limit`` seconds (see
    the module's docstring). A view with hidden cards is refused with ValueError.

    ``nodes``: also stop after about that many positions (read every CHECK_EVERY), a budget
    that does not hang on the machine's speed: whether a search finishes within it is the
    same everywhere (puzzles are mined with one, and a generous time limit)."""
    begin = time.perf_counter()
    n = state.players
    if state.step == "over":
        return Solution(False, "over", n, None, None, None, None, (), 0, 0.0)
    if state.step in ("declare", "decide"):
        return Solution(False, "question", n, None, None, None, None, (), 0, 0.0)
    cards = "".join(state.hands) + "".join(state.piles)
    if HIDDEN in cards:
        raise ValueError("solve needs every card known: the full position, not a player's view")
    solver = Solver(state, begin + time_limit, nodes)
    pos = _position(state)
    collecting = gc.isenabled()
    gc.disable()  # the table holds a million small tuples: the collector would walk them all
    try:
        if n == 3:
            end = solver.maxn(pos)
            solver.deadline = begin + time_limit + MARGIN
            moves = solver.line(pos, end)
        else:
            value = solver.value(pos)
            solver.deadline = begin + time_limit + MARGIN
            moves = solver.line(pos, value)
    except _OutOfTime:
        seconds = time.perf_counter() - begin
        floor = solver.floor
        return Solution(
            False,
            "time",
            n,
            None,
            None,
            None,
            None,
            (),
            solver.nodes,
            seconds,
            mover=state.to_play,
            best=None if floor is None else _action(floor[1]),
            worth=None if floor is None else floor[0],
            ceiling=solver.ceiling,
        )
    finally:
        if collecting:
            gc.enable()
    line = tuple(_action(m) for m in moves)
    # The last move ends the deal: replay the line on the compact positions.
    here = pos
    for move in moves[:-1]:
        here = solver.step(here, move)
    player, points = here[2], solver.ends(here, moves[-1])
    last = moves[-1]
    master = points > VALUES[last[1]]  # type: ignore[index]
    seconds = time.perf_counter() - begin
    return Solution(
        True,
        "solved",
        n,
        player,
        state.side(player),
        points,
        master,
        line,
        solver.nodes,
        seconds,
        mover=state.to_play,
    )


__all__ = ["Solution", "played_on", "solve"]
