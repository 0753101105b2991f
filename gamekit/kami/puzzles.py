"""Kami's puzzles: late positions of seeded deals where exactly one move takes the deal.

A deal is taken by the side whose player lays the last card of his hand (``kami.round.end``).
The miner plays seeded deals between greedy computers (two, three and four players in turn) and,
once few cards are left in hand, asks the solver (:mod:`gamekit.kami.solve`, every hand known)
what each legal action leads to. A position is kept when exactly one action leaves the deal to
the side to move with best play for every side (with three players, each playing for his own
points, as the solver's max^n rule says): that action is the answer (a play, or a pass), and the
solver's line after it the proof. A puzzle's id is ``kami-<seed>-<deal>-<ply>``.

Its rating grows with the moves of the proof to find (the answer, then every play of the line)
and whether the greedy level, deciding from the player's view, plays another move (it has no
chance in it: one try says, so that share is 0 or 1).

Some puzzles are set from a player's own view (``kind`` ``"view:P2"``: the page shows P2's
view, the code stays the full position): there the answer takes the deal in *every* way the
cards P2 cannot see may lie (each distinct deal of them consistent with his view, enumerated,
never sampled), and every other action loses the deal as the cards really lie.

Every search runs on a budget of positions, not seconds (``NODES``), so the same seeds give the
same puzzles on any machine; a position is kept only when every search finished within it.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations_with_replacement

from gamekit.kami import solve as solver
from gamekit.kami.actions import Action, Pass, Play, parse_action
from gamekit.kami.cards import HIDDEN, KINDS, points_name, sort_hand, the_name
from gamekit.kami.game import GAME as KAMI
from gamekit.kami.players import greedy_choice, unseen
from gamekit.kami.state import KamiState
from gamekit.puzzles import Puzzle, Verdict, rating

GAME = "kami"
SEEDS = range(240)
"""The seeds of the stored set."""
NODES = 40_000
"""The positions one search may visit (a budget that does not depend on the machine)."""
LATE = 6
"""A position is tried once the player to move holds at most this many cards."""
MOST_DEALS = 400
"""A view puzzle is tried only when the unseen cards can lie in at most this many ways."""
PER_DEAL = 3
"""At most this many puzzles from one deal."""
DEALS = 4
"""The deals of a seed's game that are mined."""
CARDS = {2: 14, 3: 18, 4: 22}
"""A position is tried once all hands and piles hold at most this many cards (by players)."""


def _players(seed: int) -> int:
    return (4, 2, 3)[seed % 3]


def _side_name(side: int, players: int) -> str:
    return f"P{side + 1} & P{side + 3}" if players == 4 else f"P{side + 1}"


def _ended(state: KamiState, after: KamiState) -> bool:
    return after.deal != state.deal or after.step == "over"


def _outcome(state: KamiState, action: Action) -> solver.Solution | None:
    """What ``action`` leads to with best play (a solution of the position after it; None when
    the search ran out of budget). An action ending the deal is its own line."""
    after = state.apply(action)
    if _ended(state, after):
        result = after.last
        assert result is not None
        return solver.Solution(
            True,
            "solved",
            state.players,
            result.player,
            state.side(result.player),
            result.points,
            result.master_stroke,
            (),
            0,
            0.0,
        )
    found = solver.solve(after, time_limit=600.0, nodes=NODES)
    return found if found.complete else None


def _winners(state: KamiState, actions: tuple[Action, ...]) -> list[Action] | None:
    """The actions after which the side to move takes the deal; None if a search gave up."""
    me = state.side(state.to_play)
    out = []
    for action in actions:
        found = _outcome(state, action)
        if found is None:
            return None
        if found.winner == me:
            out.append(action)
    return out


def _choices(state: KamiState) -> tuple[Action, ...]:
    return tuple(a for a in state.legal_actions() if isinstance(a, Play | Pass))


def _line(state: KamiState, action: Action) -> tuple[str, ...]:
    found = _outcome(state, action)
    assert found is not None
    return (str(action), *(str(a) for a in found.line))


def _depth(line: tuple[str, ...]) -> int:
    """The moves of a line to find: the answer, then every play (a pass after the answer is
    forced or plain)."""
    return 1 + sum(1 for move in line[1:] if move != "pass")


def _told(state: KamiState, line: tuple[str, ...], lang: str) -> str:
    """A line with who makes each move: "P2 E@7/A, P1 passes, P2 /A"."""
    words = []
    for move in line:
        player = f"P{state.to_play + 1}"
        if move == "pass":
            words.append(f"{player} {'passe' if lang == 'fr' else 'passes'}")
        else:
            words.append(f"{player} {move}")
        state = state.apply(parse_action(move))
    return ", ".join(words)


def _deals(state: KamiState, me: int) -> list[KamiState] | None:
    """Every full position ``me`` cannot tell from this one: the cards he has not seen dealt
    over the other hands (the rest lies face down or aside, where it no longer changes the
    deal); None when there are more than MOST_DEALS, or in a duel (the piles' hidden cards)."""
    if state.players == 2 or any(len(h) % 2 for h in state.hands):
        return None
    pool = unseen(state, me)
    others = [p for p in range(state.players) if p != me]
    seen = state.view(me).hands  # a Demoralized player's shown Soldiers are known in his hand
    sizes = [seen[p].count(HIDDEN) for p in others]
    found: list[KamiState] = []

    def deal(k: int, left: Counter[str], hands: list[str]) -> bool:
        if k == len(others):
            full = list(state.hands)
            for p, hand in zip(others, hands, strict=True):
                full[p] = sort_hand(seen[p].replace(HIDDEN, "") + hand)
            found.append(state._with(hands=tuple(full)))
            return len(found) <= MOST_DEALS
        kinds = [c for c in KINDS if left[c] > 0]
        for hand in combinations_with_replacement(kinds, sizes[k]):
            need = Counter(hand)
            if any(need[c] > left[c] for c in need):
                continue
            if not deal(k + 1, left - need, [*hands, "".join(hand)]):
                return False
        return True

    return found if deal(0, pool, []) else None


def _view_holds(state: KamiState, answer: Action) -> bool:
    """Whether ``answer`` takes the deal for the side to move in every deal its player cannot
    tell from this one."""
    me = state.to_play
    deals = _deals(state, me)
    if deals is None:
        return False
    side = state.side(me)
    for full in deals:
        found = _outcome(full, answer)
        if found is None or found.winner != side:
            return False
    return True


def _goal(state: KamiState, view: bool) -> tuple[str, str]:
    p = state.to_play
    n = state.players
    side = _side_name(state.side(p), n)
    if view:
        return (
            f"P{p + 1} to play, seeing only his own hand: the only move that takes the deal for "
            f"{side} whatever the hidden cards are.",
            f"À P{p + 1}, qui ne voit que sa main : le seul coup qui fait gagner la donne à "
            f"{side} quelles que soient les cartes cachées.",
        )
    return (
        f"P{p + 1} to play, every hand shown: the only move that takes the deal for {side}.",
        f"À P{p + 1}, toutes les mains visibles : le seul coup qui fait gagner la donne à {side}.",
    )


def _missed(state: KamiState, answer: Action) -> float:
    """The greedy level decides from the player's view, with no chance in it: one try says."""
    return 0.0 if greedy_choice(state.view(state.to_play), state.to_play) == answer else 1.0


def _puzzle(state: KamiState, seed: int, deal: int, ply: int, answer: Action, view: bool) -> Puzzle:
    line = _line(state, answer)
    kind = f"view:P{state.to_play + 1}" if view else "solver"
    return Puzzle(
        game=GAME,
        id=f"kami-{seed:04d}-{deal}-{ply:02d}",
        code=state.to_code(),
        answer=str(answer),
        goal=_goal(state, view),
        rating=rating(
            depth=_depth(line), missed=_missed(state, answer), choices=len(state.legal_actions())
        ),
        line=line,
        kind=kind,
        unique=True,
    )


def _deals_played(seed: int) -> list[list[tuple[int, KamiState]]]:
    """The positions of the seed's game, greedy play for everyone, deal by deal (at most
    DEALS), each with its ply in its deal."""
    state = KAMI.new_state(seed=seed, players=_players(seed))
    out: list[list[tuple[int, KamiState]]] = []
    while state.step != "over" and len(out) < DEALS:
        state = solver.played_on(state)
        deal, here, ply = state.deal, [], 0
        while state.deal == deal and state.step in ("lead", "respond"):
            here.append((ply, state))
            state = state.apply(greedy_choice(state.view(state.to_play), state.to_play))
            ply += 1
        out.append(here)
    return out


def _late(state: KamiState) -> bool:
    """Few cards left: the player to move holds at most LATE, all hands and piles at most
    CARDS."""
    total = sum(map(len, state.hands)) + sum(map(len, state.piles))
    return len(state.hands[state.to_play]) <= LATE and total <= CARDS[state.players]


def mine_seed(seed: int) -> list[Puzzle]:
    """The puzzles of one seed's game: in each deal, the latest positions first, at most
    PER_DEAL; one at most in the game is won by laying the last card at once, among three
    actions or more (the easiest kind: the others, deeper, spread the ratings)."""
    found: list[Puzzle] = []
    at_once = False
    for positions in _deals_played(seed):
        kept = 0
        for ply, state in reversed(positions):
            if kept >= PER_DEAL or not _late(state):
                break
            choices = _choices(state)
            if len(choices) < 2:
                continue
            winners = _winners(state, choices)
            if winners is None or len(winners) != 1:
                continue
            now = _ended(state, state.apply(winners[0]))
            if now and (at_once or len(choices) < 3):
                continue  # at most one, and a real choice: more than to pass or not
            at_once = at_once or now
            view = _view_holds(state, winners[0])
            found.append(_puzzle(state, seed, state.deal, ply, winners[0], view))
            kept += 1
    return found


def mine(seeds: range) -> list[Puzzle]:
    """The puzzles of the seeds' deals, in seed order (deterministic: no clock involved)."""
    return [p for seed in seeds for p in mine_seed(seed)]


def _state(puzzle: Puzzle) -> KamiState:
    return KAMI.from_code(puzzle.code)


def prove(puzzle: Puzzle) -> bool:
    """Whether the solver proves the puzzle again: the answer legal, the only action taking the
    deal for the side to move (every hand known), and for a view puzzle taking it whatever the
    unseen cards are."""
    state = _state(puzzle)
    try:
        answer = parse_action(puzzle.answer)
    except ValueError:
        return False
    if state.why_illegal(answer) is not None:
        return False
    winners = _winners(state, _choices(state))
    if winners is None or winners != [answer]:
        return False
    return not puzzle.kind.startswith("view:") or _view_holds(state, answer)


def _what(found: solver.Solution, lang: str) -> str:
    assert found.player is not None and found.points is not None
    n = found.players
    side = _side_name(found.winner or 0, n)
    points = points_name(found.points, lang)
    many = n == 4
    if lang == "fr":
        text = f"P{found.player + 1} pose sa dernière carte : {side} "
        text += f"{'marquent' if many else 'marque'} {points}"
        return text + (" (un Coup de Maître)" if found.master_stroke else "")
    text = f"P{found.player + 1} lays his last card: {side} {'take' if many else 'takes'} {points}"
    return text + (" (a Master Stroke)" if found.master_stroke else "")


def judge(puzzle: Puzzle, action: Action) -> Verdict:
    """A learner's answer: right, with the solver's line that follows; or wrong, with what the
    solver shows happens after it (the cards as they really lie)."""
    state = _state(puzzle)
    if isinstance(action, str):
        action = parse_action(action)
    why = state.why_illegal(action)
    if why is not None:
        return Verdict(False, (f"{why.say('en')} [{why.rule}]", f"{why.say('fr')} [{why.rule}]"))
    found = _outcome(state, action)
    if found is None:  # pragma: no cover - a stored puzzle's actions all solve within NODES
        return Verdict(False, ("The solver ran out of budget.", "Le solveur a épuisé son budget."))
    line = (str(action), *(str(a) for a in found.line))
    en, fr = _told(state, line, "en"), _told(state, line, "fr")
    me = state.side(state.to_play)
    if found.winner == me and str(action) == puzzle.answer:
        return Verdict(
            True,
            (
                f"Right: after {en}, {_what(found, 'en')} [kami.round.end].",
                f"Juste : après {fr}, {_what(found, 'fr')} [kami.round.end].",
            ),
            line,
        )
    if found.winner == me:  # pragma: no cover - another winning action contradicts the proof
        return Verdict(False, ("Another answer was proved.", "Une autre réponse est prouvée."))
    return Verdict(
        False,
        (
            f"After {en}, {_what(found, 'en')}: the deal is lost [kami.round.end].",
            f"Après {fr}, {_what(found, 'fr')} : la donne est perdue [kami.round.end].",
        ),
        line,
    )


def hint(puzzle: Puzzle) -> tuple[str, str]:
    """What to look at: the card the answer attacks with, or the attack to let go."""
    answer = parse_action(puzzle.answer)
    if isinstance(answer, Play):
        return (
            f"Look at {the_name(answer.attack)}: who could still counter it?",
            f"Regardez {the_name(answer.attack, 'fr')} : qui pourrait encore contrer cette carte ?",
        )
    return (
        "Look at the attack on the table: must you answer it yourself?",
        "Regardez l’attaque posée : devez-vous y répondre vous-même ?",
    )


__all__ = ["NODES", "SEEDS", "hint", "judge", "mine", "prove"]
