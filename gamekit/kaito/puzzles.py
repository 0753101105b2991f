"""Kaito's puzzles, mined from seeded games between the computer players and proved by the engine.

Four kinds, each with its own proof:

- ``win``: the player to move has exactly one legal action that keeps a won game; the exact
  solver (:mod:`gamekit.kaito.solve`) proves the answer's result a win for him and every other
  action's result a loss. The line is the answer and the solver's best line after it.
- ``trade``: the same proof at the trade step, just after a capture: exactly one trade (or
  ``end``) keeps a won game.
- ``finish``: exactly one legal action wins the game this very turn (the last Sword or Helmet
  of a colour taken, or the opponent left with no tile to reach) [kaito.end.swords].
- ``take``: exactly one legal capture takes a tile of a given kind, a black Helmet say, and the
  opponent cannot win on his next turn after it: a first exercise in how the Kaito moves along
  its row and column, over other tiles [kaito.move.line].

Every solver search has a budget in positions, not seconds (``BUDGET``), so the same seeds give
the same puzzles on any machine.

>>> import gamekit
>>> puzzle = next(p for p in gamekit.load("kaito").puzzles() if p.kind == "win")
>>> prove(puzzle)
True
"""

from __future__ import annotations

import math
from collections.abc import Iterator

from gamekit.core import InvalidAction
from gamekit.kaito.actions import Action, Capture, EndTurn, Place, Trade, parse_action
from gamekit.kaito.game import GAME
from gamekit.kaito.players import GreedyPlayer, make
from gamekit.kaito.solve import Solution, solve
from gamekit.kaito.state import KaitoState
from gamekit.kaito.tiles import COLOUR_NAMES, COLOUR_NAMES_FR, square_name
from gamekit.puzzles import Puzzle, Verdict, rating

SEEDS = range(440)
"""The seeds of the stored set: one game each."""
BUDGET = 20_000
"""The positions one solver search may visit while mining (about a tenth of a second)."""
PROOF_BUDGET = 100_000
"""The positions one search may visit when a puzzle is proved again or judged: more than mining
needed, so a stored proof always completes."""
MAX_TILES = 18
"""Only positions with at most this many tiles on the grid are solved: late enough to be fast."""
PAIRS = (
    ("random", "random"),
    ("random", "random"),
    ("random", "random"),
    ("greedy", "random"),
    ("random", "greedy"),
    ("greedy", "greedy"),
)
"""The computer levels of Red and Black, by seed (cycling)."""
GREEDY_TRIES = 8
"""The greedy level's seeds tried on each puzzle: the share that misses the answer rates it."""


# -- the proofs ------------------------------------------------------------------------------


def _solve(state: KaitoState, budget: int) -> Solution:
    return solve(state, time_limit=math.inf, node_limit=budget)


def _wins_now(state: KaitoState, child: KaitoState) -> bool:
    """Whether the action that made ``child`` wins the game within the mover's turn."""
    me = state.to_play
    if child.is_over:
        return me in child.outcome().winners  # type: ignore[union-attr]
    if child.to_play != me:
        return False
    return any(
        (after := child.apply(a)).is_over and me in after.outcome().winners  # type: ignore[union-attr]
        for a in child.legal_actions()
    )


def _loses_next_turn(child: KaitoState, me: int) -> bool:
    """Whether, in ``child`` (just after an action of ``me``), the opponent can win on his next
    turn whatever ``me`` chooses in the rest of his own turn."""
    if child.is_over:
        return me not in child.outcome().winners  # type: ignore[union-attr]
    if child.to_play == me:  # a trade step: ``me`` picks the safest choice
        return all(_loses_next_turn(child.apply(a), me) for a in child.legal_actions())
    return any(_wins_now(child, child.apply(a)) for a in child.legal_actions())


def _only_winner(
    state: KaitoState, budget: int, first: Action | None = None
) -> tuple[Action, Solution] | None:
    """The one legal action whose result the solver proves won for the player to act, every
    other one proved lost, with its result's solution; None when there is none, more than one,
    or a search ran out. ``first``: the action to try first (the expected answer)."""
    me = state.to_play
    if first is None:
        whole = _solve(state, budget)
        if not whole.complete or whole.winner != me or not whole.line:
            return None
        first = whole.line[0]
    proof = None
    for action in state.legal_actions():
        result = _solve(state.apply(action), budget)
        if not result.complete or (result.winner == me) != (action == first):
            return None
        if action == first:
            proof = result
    return None if proof is None else (first, proof)


def _takes(state: KaitoState, action: Action) -> tuple[int, str] | None:
    """The (colour, kind) of the opponent's Sword or Helmet ``action`` captures, if any."""
    if not isinstance(action, Capture):
        return None
    tile = state.tile(action.square)
    if tile is None or tile.kind == "mon" or tile.colour == state.to_play:
        return None
    return tile.colour, tile.kind


def _only_take(state: KaitoState, action: Action) -> bool:
    target = _takes(state, action)
    return target is not None and [
        a for a in state.legal_actions() if _takes(state, a) == target
    ] == [action]


def _finish_line(state: KaitoState, answer: Action) -> tuple[Action, ...]:
    child = state.apply(answer)
    if child.is_over:
        return (answer,)
    return (answer, EndTurn())  # any trade step choice ends the won game; ``end`` is plainest


def _depth(line: tuple[Action, ...]) -> int:
    """The proof's plies, not counting a declined trade (``end``): it is no decision."""
    return max(1, sum(not isinstance(a, EndTurn) for a in line))


def _missed(state: KaitoState, answer: Action) -> float:
    choices = [GreedyPlayer(seed).choose(state) for seed in range(GREEDY_TRIES)]
    return sum(choice != answer for choice in choices) / GREEDY_TRIES


# -- the goals, in words ---------------------------------------------------------------------

KIND_NAMES = {"sword": ("Sword", "Sabre"), "helmet": ("Helmet", "Casque")}
COLOURS_LOWER = (("red", "rouge"), ("black", "noir"))


def _goal(kind: str, state: KaitoState, answer: Action) -> tuple[str, str]:
    who, qui = COLOUR_NAMES[state.to_play], COLOUR_NAMES_FR[state.to_play]
    if kind == "win":
        return (
            f"{who} to play: find the only move that keeps a won game.",
            f"À {qui} de jouer : trouvez le seul coup qui garde la partie gagnée.",
        )
    if kind == "trade":
        return (
            f"{who} has just captured: trade or end the turn; only one choice keeps a won game.",
            f"{qui} vient de capturer : échangez ou finissez le tour ; un seul choix garde la "
            "partie gagnée.",
        )
    if kind == "finish":
        return (
            f"{who} to play: win the game this turn.",
            f"À {qui} de jouer : gagnez la partie dès ce tour.",
        )
    colour, what = _takes(state, answer)  # type: ignore[misc]
    name, nom = KIND_NAMES[what]
    return (
        f"{who} to play: capture a {COLOURS_LOWER[colour][0]} {name}.",
        f"À {qui} de jouer : prenez un {nom} {COLOURS_LOWER[colour][1]}.",
    )


# -- mining ----------------------------------------------------------------------------------


def _game(seed: int) -> list[KaitoState]:
    """The positions of the seeded game between the levels of ``PAIRS``, in order (set-up
    included), up to the end."""
    levels = PAIRS[seed % len(PAIRS)]
    players = [make(level, seed * 2 + i) for i, level in enumerate(levels)]
    state = GAME.new_state(seed=seed)
    positions = [state]
    while not state.is_over:
        state = state.apply(players[state.to_play].choose(state))
        positions.append(state)
    return positions


def _tiles(state: KaitoState) -> int:
    return sum(t is not None for t in state.board)


def _candidates(seed: int) -> Iterator[tuple[int, str, KaitoState, tuple[Action, ...]]]:
    """(ply, kind, position, line) for every position of the seed's game that makes a puzzle."""
    for ply, state in enumerate(_game(seed)):
        legal = state.legal_actions()
        if state.is_over or state.step == "place" or len(legal) < 2:
            continue
        winners = [a for a in legal if state.step == "move" and _wins_now(state, state.apply(a))]
        if len(winners) == 1:
            yield ply, "finish", state, _finish_line(state, winners[0])
            continue
        if winners:
            continue
        if _tiles(state) <= MAX_TILES:
            proved = _only_winner(state, BUDGET)
            if proved is not None:
                line = (proved[0], *proved[1].line)
                yield ply, "trade" if state.step == "trade" else "win", state, line
                continue
        if state.step == "move" and len(legal) >= 3:
            for action in legal:
                if _only_take(state, action) and not _loses_next_turn(
                    state.apply(action), state.to_play
                ):
                    yield ply, "take", state, (action,)
                    break


def _puzzle(seed: int, ply: int, kind: str, state: KaitoState, line: tuple[Action, ...]) -> Puzzle:
    answer = line[0]
    return Puzzle(
        game="kaito",
        id=f"kaito-{seed}-{ply}",
        code=state.to_code(),
        answer=str(answer),
        goal=_goal(kind, state, answer),
        rating=rating(
            depth=_depth(line), missed=_missed(state, answer), choices=len(state.legal_actions())
        ),
        line=tuple(str(a) for a in line),
        kind=kind,
        unique=True,
    )


def mine(seeds: range) -> list[Puzzle]:
    """The puzzles of the seeded games of ``seeds``: from each game, the first and the last
    solver-proved position (``win`` or ``trade``), and from every other game one easy one, the
    last ``finish`` or ``take`` (in turn by seed); a position already kept from an earlier seed is not kept again.
    Same seeds, same list."""
    found: list[Puzzle] = []
    codes: set[str] = set()
    for seed in seeds:
        by_kind: dict[str, list[tuple[int, str, KaitoState, tuple[Action, ...]]]] = {}
        for candidate in _candidates(seed):
            kind = "win" if candidate[1] == "trade" else candidate[1]
            by_kind.setdefault(kind, []).append(candidate)
        wins = by_kind.get("win", [])
        chosen = wins[:1] + wins[1:][-1:]
        if seed % 2 == 0:  # an easy one from every other game: the solver's come first
            easy = ("finish", "take") if seed % 4 == 0 else ("take", "finish")
            chosen += next((by_kind[kind][-1:] for kind in easy if kind in by_kind), [])
        for ply, kind, state, line in sorted(chosen, key=lambda c: c[0]):
            code = state.to_code()
            if code not in codes:
                codes.add(code)
                found.append(_puzzle(seed, ply, kind, state, line))
    return found


# -- proving, judging, hinting ---------------------------------------------------------------


def _position(puzzle: Puzzle) -> tuple[KaitoState, Action]:
    state = GAME.from_code(puzzle.code)
    return state, parse_action(puzzle.answer)


def prove(puzzle: Puzzle) -> bool:
    """Whether the engine proves ``puzzle`` again: its answer is legal and does what its kind
    says, alone (see the module's docstring), and its line is legal and ends in the mover's win
    (for ``win`` and ``trade``, in as many turns as the solver proves)."""
    state, answer = _position(puzzle)
    if answer not in state.legal_actions() or state.is_over:
        return False
    if puzzle.kind in ("win", "trade"):
        if (puzzle.kind == "trade") != (state.step == "trade"):
            return False
        proved = _only_winner(state, PROOF_BUDGET, answer)
        return proved is not None and _line_wins(state, puzzle.line, answer, proved[1].turns)
    if puzzle.kind == "finish":
        winners = [a for a in state.legal_actions() if _wins_now(state, state.apply(a))]
        return winners == [answer] and _line_wins(state, puzzle.line, answer, None)
    if puzzle.kind == "take":
        return _only_take(state, answer) and not _loses_next_turn(
            state.apply(answer), state.to_play
        )
    return False


def _line_wins(state: KaitoState, line: tuple[str, ...], answer: Action, turns: int | None) -> bool:
    """Whether ``line`` starts with ``answer``, is legal, and ends in a win for the player to act
    in ``state``, the turns after the answer's being ``turns`` (when given)."""
    me, actions = state.to_play, [parse_action(text) for text in line]
    if not actions or actions[0] != answer:
        return False
    after_answer = None
    count = 0
    for action in actions:
        if action not in state.legal_actions():
            return False
        child = state.apply(action)
        if after_answer is not None and (child.is_over or child.to_play != state.to_play):
            count += 1
        state = child
        if after_answer is None:
            after_answer = state
    if not state.is_over or me not in state.outcome().winners:  # type: ignore[union-attr]
        return False
    return turns is None or count == turns


def _says(state: KaitoState, action: Action) -> tuple[str, str]:
    """What ``action`` does, as a sentence's words: "Black takes the red Helmet on e5"."""
    who, qui = COLOUR_NAMES[state.to_play], COLOUR_NAMES_FR[state.to_play]
    if isinstance(action, Capture):
        tile = state.tile(action.square)
        where = square_name(action.square)
        assert tile is not None
        return f"{who} takes the {tile.label} on {where}", f"{qui} prend {tile.label_fr} en {where}"
    if isinstance(action, Trade):
        name, nom = KIND_NAMES[action.kind]
        mons = "+".join(map(str, action.mons))
        return (
            f"{who} buys back a {name} for Mons {mons}",
            f"{qui} rachète un {nom} pour les Mons {mons}",
        )
    return f"{who} ends the turn", f"{qui} finit son tour"


def _ending(state: KaitoState) -> tuple[str, str]:
    reason = state.outcome().reason  # type: ignore[union-attr]
    return f"{reason.text} [{reason.rule}]", f"{reason.say('fr')} [{reason.rule}]"


def _refusal(state: KaitoState, action: Action) -> Verdict:
    reason = state.why_illegal(action)
    assert reason is not None
    return Verdict(False, (f"{reason.text} [{reason.rule}]", f"{reason.say('fr')} [{reason.rule}]"))


def judge(puzzle: Puzzle, action: Action | str) -> Verdict:
    """A learner's answer to ``puzzle`` (an action, or its text such as ``e5``): right, with the
    proof's line, or wrong, with why from the engine: for ``win`` and ``trade`` the solver's
    line after it ("After b3, Black takes the red Helmet on e5 …"). Text that names no Kaito
    action raises :class:`~gamekit.InvalidAction`; an illegal action is wrong, with the rule."""
    state, answer = _position(puzzle)
    if isinstance(action, str):
        action = parse_action(action)
    if not isinstance(action, Capture | Trade | EndTurn | Place):
        raise InvalidAction(f"{action!r} is not a Kaito action")
    if action not in state.legal_actions():
        return _refusal(state, action)
    line = puzzle.line
    if action == answer:
        said, dit = _says(state, answer)
        if puzzle.kind == "take":
            return Verdict(True, (f"Right: {said}.", f"Juste : {dit}."), line)
        end = state
        for text in line:
            end = end.apply(parse_action(text))
        ended, fini = _ending(end)
        if puzzle.kind == "finish":
            return Verdict(True, (f"Right: {said}. {ended}", f"Juste : {dit}. {fini}"), line)
        moves = ", ".join(line)
        return Verdict(
            True,
            (
                f"Right: {said}. Best play follows: {moves}. {ended}",
                f"Juste : {dit}. Le meilleur jeu suit : {moves}. {fini}",
            ),
            line,
        )
    child = state.apply(action)
    said, dit = _says(state, action)
    if puzzle.kind == "take":
        colour, what = _takes(state, answer)  # type: ignore[misc]
        name, nom = KIND_NAMES[what]
        return Verdict(
            False,
            (
                f"Not this one: {said}, not a {COLOURS_LOWER[colour][0]} {name}.",
                f"Pas celui-ci : {dit}, pas un {nom} {COLOURS_LOWER[colour][1]}.",
            ),
        )
    if puzzle.kind == "finish" and not child.is_over:
        them = 1 - state.to_play
        swords, helmets = child.swords(them), child.helmets(them)
        return Verdict(
            False,
            (
                f"Not this one: {said}, which does not win this turn: {COLOUR_NAMES[them]} still "
                f"has {swords} Sword{'s' if swords != 1 else ''} and {helmets} "
                f"Helmet{'s' if helmets != 1 else ''} on the board.",
                f"Pas celui-ci : {dit}, ce qui ne gagne pas dès ce tour : {COLOUR_NAMES_FR[them]} "
                f"a encore {swords} Sabre{'s' if swords > 1 else ''} et {helmets} "
                f"Casque{'s' if helmets > 1 else ''} sur la grille.",
            ),
        )
    return Verdict(False, _why_it_loses(state, action, child))


def _why_it_loses(state: KaitoState, action: Action, child: KaitoState) -> tuple[str, str]:
    """After a wrong ``action``: the opponent's first reply and the end, from the solver."""
    played, joue = (
        ("ending the turn", "avoir fini le tour")
        if isinstance(action, EndTurn)
        else (str(action), str(action))
    )
    if child.is_over:
        ended, fini = _ending(child)
        return f"After {played}, the game is over: {ended}", f"Après {joue}, c’est fini : {fini}"
    result = _solve(child, PROOF_BUDGET)
    me = state.to_play
    them, eux = COLOUR_NAMES[1 - me], COLOUR_NAMES_FR[1 - me]
    if not result.complete or result.winner == me:  # pragma: no cover - the stored proof says
        return (
            f"After {played}, no win can be proved for {COLOUR_NAMES[me]}.",
            f"Après {joue}, aucune victoire ne peut être prouvée pour {COLOUR_NAMES_FR[me]}.",
        )
    reply: tuple[str, str] | None = None
    last: tuple[str, str] | None = None
    position = child
    for step in result.line:  # the opponent's first capture, and the line's last (anyone's)
        if isinstance(step, Capture):
            words = _says(position, step)
            if reply is None and position.to_play != me:
                reply = words
            last = words
        position = position.apply(step)
    ended, fini = _ending(position)
    turns = result.turns or 0
    if reply is None or last is None or last == reply:  # one capture decides it, or none
        words = reply or last
        if words is None:
            return f"After {played}, {ended}", f"Après {joue}, {fini}"
        return f"After {played}, {words[0]}: {ended}", f"Après {joue}, {words[1]} : {fini}"
    return (
        f"After {played}, {them} wins in {turns} turn{'s' if turns != 1 else ''} with best "
        f"play: {reply[0]}, and in the end {last[0]}. {ended}",
        f"Après {joue}, {eux} gagne en {turns} tour{'s' if turns > 1 else ''} avec le meilleur "
        f"jeu : {reply[1]}, et pour finir {last[1]}. {fini}",
    )


def hint(puzzle: Puzzle) -> tuple[str, str]:
    """Where to look, in English and French, without giving the answer away."""
    state, answer = _position(puzzle)
    me = state.to_play
    them, eux = COLOUR_NAMES[1 - me], COLOUR_NAMES_FR[1 - me]
    if puzzle.kind == "take":
        kaito = square_name(state.kaito)  # type: ignore[arg-type]
        return (
            f"The Kaito on {kaito} moves along row {kaito[1]} or column {kaito[0]}, and may pass "
            "over other tiles.",
            f"Le Kaito en {kaito} se déplace dans la ligne {kaito[1]} ou la colonne {kaito[0]}, "
            "et peut passer par-dessus d’autres tuiles.",
        )
    if puzzle.kind == "finish":
        end = state
        for step in _finish_line(state, answer):
            end = end.apply(step)
        if end.outcome().reason.rule == "kaito.end.blocked":  # type: ignore[union-attr]
            return (
                f"Where could the Kaito land so that {them} has no tile left to reach?",
                f"Où poser le Kaito pour que {eux} n’ait plus aucune tuile à atteindre ?",
            )
        return (
            f"Count {them}'s Swords and Helmets on the board: is one the last of its kind?",
            f"Comptez les Sabres et les Casques de {eux} sur la grille : l’un d’eux est-il le "
            "dernier de son espèce ?",
        )
    if puzzle.kind == "trade":
        return (
            "Count the Mons you can spend, and ask what your opponent can reach next turn.",
            "Comptez les Mons que vous pouvez dépenser, et demandez-vous ce que votre adversaire "
            "pourra atteindre au prochain tour.",
        )
    position, target = state.apply(answer), None
    for text in puzzle.line[1:]:  # the proof's last capture: the tile the game turns on
        step = parse_action(text)
        if isinstance(step, Capture):
            target = (position.tile(step.square), step.square)
        position = position.apply(step)
    if target is None or target[0] is None or str(Capture(target[1])) == puzzle.answer:
        return (
            f"Look at what {them} can reach after your move.",
            f"Regardez ce que {eux} pourra atteindre après votre coup.",
        )
    tile, square = target
    return (
        f"The proof ends when the {tile.label} on {square_name(square)} falls.",
        f"La preuve s’achève quand tombe {tile.label_fr} en {square_name(square)}.",
    )


__all__ = ["SEEDS", "hint", "judge", "mine", "prove"]
