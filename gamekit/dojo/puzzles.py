"""Dojo's puzzles: positions from seeded games where the engine proves one answer best.

Three kinds, each proved exhaustively by the engine, and kept only when the best answer is
strictly better than every other:

- ``placement``: the cell for the card held after which the dojo makes the most points in its
  *complete lines*: the rows of 4 cards (``dojo.score.row``) and the columns of 3
  (``dojo.score.column``), each scored by the engine with the trophies placed so far. A complete
  line is a line of the finished dojo whatever comes later, so these points are made for good
  (only a later Broom or Assistant could still rearrange them). A full dojo is scored whole.
  Every legal cell is tried.
- ``trophy``: the row or column for the trophy won after which the complete lines make the
  most points, counted the same way (on a full dojo, in round 12, the dojo's final score).
- ``challenge``: to challenge the dealer or pass. A challenge is worth making when it wins more
  often than it loses (``dojo.challenge.belt``): the exact chance, counted by
  :mod:`gamekit.dojo.chances` over the cards the player has not seen, decides. Only chances
  far from even (at least 2 in 3, or at most 1 in 3) are kept, so that the count teaches.

The games are played by the expert at every seat (seeded), with 3 to 5 players. A puzzle's
``rating`` comes from :func:`gamekit.puzzles.rating`: every proof here is one decision deep, so
what the greedy level misses spreads them (it never challenges, and it places by the outlook
of the dojo, not by the points made now).

>>> p = mine(range(3, 4))[0]
>>> prove(p), judge(p, p.answer).right
(True, True)
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction

from gamekit.core import InvalidAction
from gamekit.dojo.actions import (
    CHALLENGE,
    FRAME_COLS,
    FRAME_ROWS,
    PASS,
    Action,
    PlaceTrophy,
    Train,
    cell_name,
    parse_action,
)
from gamekit.dojo.cards import ROW_TROPHIES, TROPHY_NAMES, Card
from gamekit.dojo.chances import Chance, chances, percent
from gamekit.dojo.game import GAME
from gamekit.dojo.players import make
from gamekit.dojo.scoring import _column_points, _row_points
from gamekit.dojo.state import DojoState, Trophies, _dojo_score
from gamekit.puzzles import Puzzle, Verdict, rating

SEEDS = range(40)
"""The seeds of the stored set."""
GREEDY_TRIES = 5
"""How many seeds of the greedy computer try each puzzle (its ``missed`` share)."""
CLEAR = Fraction(1, 3)
"""A challenge is kept when its chance is at least 1 - CLEAR or at most CLEAR."""
PER_GAME = 2
"""At most this many puzzles of each kind from one game (the first found), so that the set
spreads over many games."""
KINDS = ("placement", "trophy", "challenge")

Dojo = tuple[Card | None, ...]


# -- the proofs ------------------------------------------------------------------------------


def line_points(dojo: Dojo, trophies: Trophies, incense: str = "best") -> int:
    """The points the dojo's complete lines make: each row of 4 cards and each column of 3,
    scored by the engine with its trophy; a full dojo is scored whole (its final score)."""
    if sum(card is not None for card in dojo) == 12:
        return _dojo_score(dojo, trophies, incense).total
    on_row = {index: t for kind, index, t in trophies if kind == "row"}
    on_col = {index: t for kind, index, t in trophies if kind == "column"}
    total = 0
    for r in range(FRAME_ROWS):
        row = tuple(sorted(str(c) for c in dojo[r * FRAME_COLS : (r + 1) * FRAME_COLS] if c))
        if len(row) == 4:
            total += _row_points(row, on_row.get(r), incense)
    for c in range(FRAME_COLS):
        column = tuple(
            str(dojo[r * FRAME_COLS + c]) for r in range(FRAME_ROWS) if dojo[r * FRAME_COLS + c]
        )
        if len(column) == 3:
            total += _column_points(column, on_col.get(c))
    return total


def _mover(state: DojoState) -> int:
    player = state.current_player
    assert player is not None
    return player


def values(state: DojoState) -> dict[Action, int]:
    """Every legal placement (of the card held, or of the trophy won) with the points the
    player's complete lines make after it, played by the engine."""
    player = _mover(state)
    found = {}
    for action in state.legal_actions():
        after = state.apply(action)
        found[action] = line_points(
            after.dojos[player], after.trophies[player], state.options.incense
        )
    return found


def _chance(state: DojoState) -> Chance:
    """The exact chance of the player asked, as he can know it."""
    player = _mover(state)
    return next(c for c in chances(state).chances if c.player == player)


def _kind(state: DojoState) -> str | None:
    return {"train": "placement", "trophy": "trophy", "challenge": "challenge"}.get(state.step)


def _ranked(found: dict[Action, int]) -> list[tuple[Action, int]]:
    return sorted(found.items(), key=lambda av: (-av[1], str(av[0])))


def best(state: DojoState) -> Action | None:
    """The answer the engine proves strictly best in ``state``, or None if there is none (a
    tie, a single legal action, or a challenge too close to even to teach)."""
    kind = _kind(state)
    if kind == "challenge":
        wins = _chance(state).wins
        if wins >= 1 - CLEAR:
            return CHALLENGE
        return PASS if wins <= CLEAR else None
    if kind is None:
        return None
    ranked = _ranked(values(state))
    if len(ranked) < 2 or ranked[0][1] <= ranked[1][1]:
        return None
    return ranked[0][0]


def prove(puzzle: Puzzle) -> bool:
    """Whether the engine proves the puzzle's answer again: legal, and strictly best."""
    state = GAME.from_code(puzzle.code)
    try:
        action = parse_action(puzzle.answer)
    except InvalidAction:
        return False
    return (
        _kind(state) == puzzle.kind and state.why_illegal(action) is None and best(state) == action
    )


# -- mining ----------------------------------------------------------------------------------


def _positions(seed: int) -> Iterator[tuple[int, DojoState]]:
    """Every decision of the game of ``seed``, with its ply, the expert playing every seat."""
    players = 3 + seed % 3
    state = GAME.new_state(seed=seed, players=players)
    seats = [make("expert", seed * 10 + p) for p in range(players)]
    ply = 0
    while not state.is_over:
        yield ply, state
        player = _mover(state)
        state = state.apply(seats[player].choose(state.view(player)))
        ply += 1


def missed(state: DojoState, answer: Action) -> float:
    """The share of the greedy computer's tries (over :data:`GREEDY_TRIES` seeds), each from
    the player's view, that chose another answer."""
    player = _mover(state)
    view = state.view(player)
    other = sum(make("greedy", s).choose(view) != answer for s in range(GREEDY_TRIES))
    return other / GREEDY_TRIES


def mine(seeds: range) -> list[Puzzle]:
    """The puzzles found in the games of ``seeds`` (same seeds, same list)."""
    found: list[Puzzle] = []
    for seed in seeds:
        taken = dict.fromkeys(KINDS, 0)
        for ply, state in _positions(seed):
            kind = _kind(state)
            if kind is None or taken[kind] >= PER_GAME:
                continue
            answer = best(state)
            if answer is None:
                continue
            taken[kind] += 1
            found.append(_puzzle(state, f"dojo-{seed}-{ply}", kind, answer))
    return found


def _puzzle(state: DojoState, pid: str, kind: str, answer: Action) -> Puzzle:
    return Puzzle(
        game="dojo",
        id=pid,
        code=state.to_code(),
        answer=str(answer),
        goal=_goal(state, kind),
        rating=rating(depth=1, missed=missed(state, answer), choices=len(state.legal_actions())),
        line=(str(answer),),
        kind=kind,
        unique=True,
    )


# -- words -----------------------------------------------------------------------------------


def _points(n: int, lang: str) -> str:
    if lang == "fr":
        return f"{n} point" if n < 2 else f"{n} points"
    return "1 point" if n == 1 else f"{n} points"


def _where(action: Action, lang: str) -> str:
    """Where a placement goes: ``on c2`` / ``en c2``, ``beside row 2`` / ``devant la ligne 2``."""
    if isinstance(action, Train):
        return f"{'en' if lang == 'fr' else 'on'} {cell_name(action.cell)}"
    assert isinstance(action, PlaceTrophy)
    if action.line == "row":
        return (
            f"devant la ligne {action.index + 1}"
            if lang == "fr"
            else f"beside row {action.index + 1}"
        )
    column = "abcdefg"[action.index]
    return f"au-dessus de la colonne {column}" if lang == "fr" else f"above column {column}"


def _what(state: DojoState, lang: str) -> str:
    """What is placed: the card held or the trophy won."""
    if state.step == "train":
        card = state.hands[_mover(state)]
        assert card is not None
        return f"votre carte {card.name('fr')}" if lang == "fr" else f"your {card.name()}"
    assert state.pending is not None
    name = TROPHY_NAMES[lang][state.pending]
    return f"le trophée {name}" if lang == "fr" else f"the {name}"


def _full_after(state: DojoState) -> bool:
    """Whether the dojo is full once this placement is made (its final score is counted)."""
    player = _mover(state)
    held = sum(card is not None for card in state.dojos[player])
    return held + (state.step == "train") == 12


def _goal(state: DojoState, kind: str) -> tuple[str, str]:
    who = f"P{_mover(state) + 1}"
    if kind == "challenge":
        dealer = f"P{state.dealer + 1}"
        return (
            f"{who} to play: challenge the dealer {dealer} or pass? Challenge only if it wins "
            "more often than it loses, counted exactly over the cards you have not seen.",
            f"À {who} de jouer : défier le donneur {dealer} ou passer ? Défiez seulement si le "
            "défi gagne plus souvent qu’il ne perd, compté exactement sur les cartes que vous "
            "n’avez pas vues.",
        )
    if _full_after(state):
        en_end, fr_end = "your finished dojo scores most.", "votre dojo fini rapporte le plus."
    else:
        en_end = "your complete rows (4 cards) and columns (3 cards) score most."
        fr_end = (
            "vos lignes complètes (4 cartes) et colonnes complètes (3 cartes) rapportent le plus."
        )
    if kind == "placement":
        place, endroit = "on the cell", "sur la case"
    elif state.pending in ROW_TROPHIES:  # black: beside a row (dojo.trophy.colour)
        place, endroit = "beside the row", "devant la ligne"
    else:
        place, endroit = "above the column", "au-dessus de la colonne"
    return (
        f"{who} to play: place {_what(state, 'en')} {place} where {en_end}",
        f"À {who} de jouer : placez {_what(state, 'fr')} {endroit} où {fr_end}",
    )


def _scored(state: DojoState, lang: str) -> str:
    if _full_after(state):
        return "votre dojo fini rapporte" if lang == "fr" else "your finished dojo scores"
    if lang == "fr":
        return "vos lignes et colonnes complètes rapportent"
    return "your complete rows and columns score"


# -- a learner's answer ----------------------------------------------------------------------


def judge(puzzle: Puzzle, action: Action | str) -> Verdict:
    """A learner's answer, right or wrong, with why from the proof, in English and French:
    a placement's points against the best one's, or the challenge's exact chance."""
    state = GAME.from_code(puzzle.code)
    if isinstance(action, str):
        try:
            action = parse_action(action)
        except InvalidAction as err:
            return Verdict(False, (str(err), str(err)))
    refused = state.why_illegal(action)
    if refused is not None:
        return Verdict(False, (str(refused), f"{refused.say('fr')} [{refused.rule}]"))
    answer = parse_action(puzzle.answer)
    right = action == answer
    if puzzle.kind == "challenge":
        why = _challenge_why(state, action, right)
    else:
        why = _placement_why(state, action, answer, right)
    return Verdict(right, why, puzzle.line if right else ())


def _placement_why(
    state: DojoState, action: Action, answer: Action, right: bool
) -> tuple[str, str]:
    found = values(state)
    if right:
        second_action, second = _ranked(found)[1]
        return tuple(  # type: ignore[return-value]
            (
                f"Juste : {_where(answer, lang)}, {_scored(state, lang)} "
                f"{_points(found[answer], lang)} ; le mieux ensuite, "
                f"{_where(second_action, lang)}, ne rapporte que {_points(second, lang)}."
                if lang == "fr"
                else f"Right: {_where(answer, lang)} {_scored(state, lang)} "
                f"{_points(found[answer], lang)}; the next best, {_where(second_action, lang)}, "
                f"makes only {_points(second, lang)}."
            )
            for lang in ("en", "fr")
        )
    return tuple(  # type: ignore[return-value]
        (
            f"{_where(action, lang).capitalize()}, {_scored(state, lang)} "
            f"{_points(found[action], lang)} ; {_where(answer, lang)}, "
            f"{_points(found[answer], lang)}."
            if lang == "fr"
            else f"{_where(action, lang).capitalize()} {_scored(state, lang)} "
            f"{_points(found[action], lang)}; {_where(answer, lang)} they score "
            f"{_points(found[answer], lang)}."
        )
        for lang in ("en", "fr")
    )


def _challenge_why(state: DojoState, action: Action, right: bool) -> tuple[str, str]:
    chance = _chance(state)
    card = chance.card
    assert card is not None and chance.beaten is not None
    wins = chance.wins
    en = (
        f"Your {card.name()} beats or ties {chance.beaten} of the {chance.unseen} cards you "
        f"have not seen: a challenge wins {percent(wins)} of the time"
    )
    fr = (
        f"Votre carte {card.name('fr')} bat ou égale {chance.beaten} des {chance.unseen} cartes "
        f"que vous n’avez pas vues : un défi gagne dans {percent(wins, 'fr')} des cas"
    )
    if wins > Fraction(1, 2):
        en += ", more often than it loses: challenge."
        fr += ", plus souvent qu’il ne perd : défiez."
    else:
        en += ", less often than it loses: pass."
        fr += ", moins souvent qu’il ne perd : passez."
    if right:
        return f"Right. {en}", f"Juste. {fr}"
    return en, fr


def hint(puzzle: Puzzle) -> tuple[str, str]:
    """What to look at, in English and French, without the answer: the line the best card
    completes, the lines the trophy could sit on, or the cards to count."""
    state = GAME.from_code(puzzle.code)
    if puzzle.kind == "challenge":
        card = state.hands[_mover(state)]
        assert card is not None
        return (
            f"Count the cards you have not seen that your {card.name()} beats or ties (a tie "
            "goes to the challenger).",
            f"Comptez les cartes que vous n’avez pas vues que votre carte {card.name('fr')} bat "
            "ou égale (l’égalité va à celui qui défie).",
        )
    if puzzle.kind == "trophy":
        assert state.pending is not None
        answer = parse_action(puzzle.answer)
        assert isinstance(answer, PlaceTrophy)
        lines, lignes = ("rows", "lignes") if answer.line == "row" else ("columns", "colonnes")
        return (
            f"Which of your complete {lines} does the {TROPHY_NAMES['en'][state.pending]} change "
            "most?",
            f"Laquelle de vos {lignes} complètes le trophée {TROPHY_NAMES['fr'][state.pending]} "
            "change-t-il le plus ?",
        )
    answer = parse_action(puzzle.answer)
    assert isinstance(answer, Train)
    row, column = divmod(answer.cell, FRAME_COLS)
    card = state.hands[_mover(state)]
    assert card is not None
    after = state.apply(answer).dojos[_mover(state)]
    row_full = sum(after[row * FRAME_COLS + c] is not None for c in range(FRAME_COLS)) == 4
    if row_full:
        return (
            f"Look at row {row + 1}: where does your {card.name()} finish it?",
            f"Regardez la ligne {row + 1} : où votre carte {card.name('fr')} la termine-t-elle ?",
        )
    letter = "abcdefg"[column]
    return (
        f"Look at column {letter}: where does your {card.name()} finish it?",
        f"Regardez la colonne {letter} : où votre carte {card.name('fr')} la termine-t-elle ?",
    )
