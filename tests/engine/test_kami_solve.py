"""Kami's deal solver: it agrees with a plain exhaustive search on the deal's end, its best line
is legal and ends as it says, and it says so honestly when the time runs out."""

from __future__ import annotations

import dataclasses
import itertools
import random
import time
from functools import cache
from types import SimpleNamespace

import pytest

import gamekit
from gamekit.kami import KamiState, solve
from gamekit.kami.actions import Decline, Pass, Play, PlayOn
from gamekit.kami.code import position
from gamekit.kami.solve import CHECK_EVERY, Solution, Solver, _action, _position

GAME = gamekit.load("kami")


def cards_left(state: KamiState) -> int:
    """The cards still to play: in hands, and on the mercenary piles of a duel."""
    return sum(map(len, state.hands)) + sum(map(len, state.piles))


def late_position(seed: int, players: int, left: int) -> KamiState | None:
    """A position of a seeded random deal with at most ``left`` cards still to play, a player
    to act in the deal: one of the first four such (a lead or a response), or None when the
    first deal ends before."""
    rng = random.Random(seed)
    state = GAME.new_state(seed=seed, players=players)
    while state.step in ("declare", "decide"):
        state = state.apply(Decline() if Decline() in state.legal_actions() else PlayOn())
    deal, late = state.deal, []
    while state.deal == deal and not state.is_over and len(late) < 4:
        if cards_left(state) <= left:
            late.append(state)
        state = state.apply(rng.choice(state.legal_actions()))
    return rng.choice(late) if late else None


def ended(before: KamiState, after: KamiState) -> bool:
    return after.is_over or after.deal != before.deal


def worth(state: KamiState, me: int, end: tuple[int, int]) -> int:
    """The worth of the deal's end (the player who ends it, his points) to player ``me``: +points
    for his side, −points for another; with three players, between two opponents taking the
    same points, the one right after ``me`` is preferred (the rule the solver documents)."""
    taker, points = end
    if state.side(taker) == state.side(me):
        return 4 * points
    return -4 * points - (0 if state.players != 3 else (taker - me) % 3 - 1)


@cache
def exhaustive(state: KamiState) -> tuple[int, int]:
    """The end of the deal (player, points) with every legal action of every player tried to the
    end, each choosing the end worth most to him. No pruning; a memo on the whole state only."""
    me = state.current_player
    best, best_worth = None, None
    for action in state.legal_actions():
        after = state.apply(action)
        if ended(state, after):
            end = (after.last.player, after.last.points)  # type: ignore[union-attr]
        else:
            end = exhaustive(after)
        value = worth(state, me, end)  # type: ignore[arg-type]
        if best_worth is None or value > best_worth:
            best, best_worth = end, value
    assert best is not None
    return best


def play_line(state: KamiState, result: Solution) -> tuple[int, int, bool]:
    """Play ``result``'s line, each action checked legal; the deal's end it reaches."""
    for at, action in enumerate(result.line):
        assert action in state.legal_actions(), (state.to_code(), str(action))
        after = state.apply(action)
        if ended(state, after):
            assert at == len(result.line) - 1
            last = after.last
            return last.player, last.points, last.master_stroke  # type: ignore[union-attr]
        state = after
    raise AssertionError("the line does not end the deal")


CASES = {2: (9, 100), 3: (15, 100), 4: (16, 100)}
"""Per player count: the most cards left, and how many positions."""


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_solver_agrees_with_exhaustive_search_on_late_positions(players: int) -> None:
    most, count = CASES[players]
    found, seed, results = [], 0, set()
    while len(found) < count:
        state = late_position(seed, players, 4 + seed % (most - 3))
        seed += 1
        if state is not None:
            found.append(state)
    assert {s.step for s in found} == {"lead", "respond"}
    if players == 2:  # mercenaries still on their piles in many of them
        assert sum(1 for s in found if any(s.piles)) >= count // 3
    for state in found:
        exhaustive.cache_clear()
        want = exhaustive(state)
        result = GAME.solve(state, time_limit=10.0)
        assert result.complete, state.to_code()
        got = (result.player, result.points)
        if players == 3:
            assert got == want, state.to_code()
        else:  # two sides: the side and its points (either partner may end it)
            assert (state.side(got[0]), got[1]) == (state.side(want[0]), want[1]), state.to_code()
        assert result.winner == state.side(result.player)
        player, points, master = play_line(state, result)
        assert (player, points, master) == (result.player, result.points, result.master_stroke)
        results.add(result.winner)
    assert len(results) >= 2  # not one side winning every time


def test_a_lead_that_pairs_its_last_cards_is_a_master_stroke() -> None:
    state = position(["TT", "SS", "LL", "HH"])
    result = GAME.solve(state)
    assert (result.winner, result.points, result.master_stroke) == (0, 8, True)
    assert [str(a) for a in result.line] == ["T/T"]
    assert result.text() == "P1 & P3 take 8 points with best play (a Master Stroke)"
    assert result.text("fr") == "P1 & P3 marquent 8 points avec le meilleur jeu (un Coup de Maître)"


def test_the_losing_side_holds_the_winner_to_the_fewest_points() -> None:
    # A duel with no mercenary left: P2 may counter P1's Horseman with his Horseman and end the
    # deal with his Soldier (1 point for him), or pass and let P1 lead his pair of Towers (a
    # Master Stroke: 8 points for P1). He ends it.
    state = position(
        ["TT", "HS"],
        lines=["G.H", "-"],
        attack=(0, "H"),
        step="respond",
        turn=1,
        piles=[""] * 8,
    )
    result = GAME.solve(state)
    assert (result.player, result.points) == (1, 1)
    assert [str(a) for a in result.line] == ["H/S"]
    assert result.text() == "P2 takes 1 point with best play"
    assert result.text("fr") == "P2 marque 1 point avec le meilleur jeu"


def test_a_whole_deal_with_a_tiny_time_limit_says_the_time_ran_out(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = GAME.new_state(seed=5, players=2)
    clock = iter(itertools.count(step=0.03))  # each reading of the clock is 30 ms later
    monkeypatch.setattr(solve, "time", SimpleNamespace(perf_counter=lambda: next(clock)))
    result = GAME.solve(state, time_limit=0.05)
    # The clock is read every CHECK_EVERY positions: the search stops at its second reading.
    assert result.nodes <= 2 * CHECK_EVERY
    assert not result.complete and result.status == "time"
    assert result.winner is None and result.points is None and result.line == ()
    assert result.text() == "Outcome unknown: the time ran out"
    assert result.text("fr") == "Issue inconnue : le temps manquait"


def test_before_the_first_lead_and_after_the_game_there_is_nothing_to_solve() -> None:
    state = GAME.new_state(seed=1)  # four players: the Demoralized question first
    result = GAME.solve(state)
    assert not result.complete and result.status == "question"
    assert "Demoralized" in result.text() and "Démoralisé" in result.text("fr")
    over = dataclasses.replace(state, step="over", scores=(15, 0))
    assert GAME.solve(over).status == "over"
    assert GAME.solve(over).text("fr") == "La partie est finie : plus de donne à jouer"


def test_a_view_with_hidden_cards_is_refused() -> None:
    state = GAME.new_state(seed=2, players=3)
    with pytest.raises(ValueError, match="every card known"):
        GAME.solve(state.view(0))


def test_passes_are_solved_as_the_rules_play_them() -> None:
    # P1 attacks with a Horseman; every other player passes, so P1 leads again.
    state = position(
        ["SM", "LL", "AA", "GG"],
        lines=["T.H", "-", "-", "-"],
        attack=(0, "H"),
        step="respond",
        turn=1,
    )
    result = GAME.solve(state)
    assert [type(a) for a in result.line[:3]] == [Pass, Pass, Pass]
    assert result.line[3] in (Play("S", "M"), Play("M", "S"))


def canonical(state: KamiState, action: object) -> object:
    """A play with its mercenary piles named by what they hold (two piles alike are one
    choice), and the pile under the defense's as "same"."""
    if not isinstance(action, Play):
        return action
    piles = state.piles
    dpile = piles[action.dpile] if action.dpile >= 0 else ""
    apile = (
        "same"
        if action.apile >= 0 and action.apile == action.dpile
        else (piles[action.apile] if action.apile >= 0 else "")
    )
    return (action.defense, action.attack, dpile, apile)


@pytest.mark.parametrize("empress", ["kami", "goita"])
def test_the_solvers_moves_are_the_engines_legal_actions(empress: str) -> None:
    seen = 0
    for seed in range(60):
        players = 2 + seed % 3
        rng = random.Random(seed)
        state = GAME.new_state(seed=seed, players=players, empress=empress)
        while state.step in ("declare", "decide"):
            state = state.apply(Decline() if Decline() in state.legal_actions() else PlayOn())
        solver = Solver(state, time.perf_counter() + 60)
        deal = state.deal
        while state.deal == deal and not state.is_over:
            moves = solver.moves(_position(state))
            ours = {canonical(state, _action(m)) for m in moves}
            assert len(ours) == len(moves)  # no move twice
            assert ours == {canonical(state, a) for a in state.legal_actions()}, state.to_code()
            seen += 1
            plays = [a for a in state.legal_actions() if isinstance(a, Play)]
            # Counter with an Empress and attack with the other now and then, or go on at random.
            empress_plays = [a for a in plays if a.defense == a.attack == "E"]
            state = state.apply(
                empress_plays[0] if empress_plays else rng.choice(state.legal_actions())
            )
    assert seen > 1000


def solved_worth(state: KamiState, player: int) -> int:
    """The worth of ``state`` to ``player``'s side, by a search with all the time it needs (the
    solver agrees with exhaustive search: see above)."""
    result = GAME.solve(state, time_limit=60.0)
    assert result.complete and result.player is not None and result.points is not None
    return result.points if state.side(result.player) == state.side(player) else -result.points


@pytest.mark.parametrize("players", [2, 4])
def test_a_search_cut_short_says_only_what_it_proved(
    players: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    found, seed = [], 0
    while len(found) < 8:
        state = late_position(seed, players, (24 if players == 4 else 20) + seed % 4)
        seed += 1
        if state is not None:
            found.append(state)
    moves = bounds = 0
    for state in found:
        truth = solved_worth(state, state.to_play)
        # The clock is read every 8 positions and moves one second a reading: a limit of
        # k + 0.5 seconds stops the search at its (k+1)th reading, early or late in its tests.
        for readings in (2, 5, 10, 20, 40, 80, 160):
            clock = itertools.count()
            with monkeypatch.context() as patch:
                patch.setattr(solve, "CHECK_EVERY", 8)
                patch.setattr(solve, "time", SimpleNamespace(perf_counter=clock.__next__))
                result = GAME.solve(state, time_limit=readings + 0.5)
            if result.complete:
                break
            assert result.mover == state.to_play
            if result.ceiling is not None:
                assert truth <= result.ceiling, state.to_code()
                bounds += 1
            if result.best is None:
                assert result.worth is None
                continue
            assert result.worth is not None and result.best in state.legal_actions()
            after = state.apply(result.best)
            if ended(state, after):
                last = after.last
                assert last is not None
                worth = (
                    last.points
                    if state.side(last.player) == state.side(state.to_play)
                    else -last.points
                )
            else:
                worth = solved_worth(after, state.to_play)
            assert worth >= result.worth and truth >= result.worth, state.to_code()
            assert "best so far: " in result.text()
            assert "meilleur coup trouvé : " in result.text("fr")
            moves += 1
    assert moves >= 5 and bounds >= 3  # searches cut short with something proved, both ways


def test_how_far_a_search_got_is_said_in_english_and_french() -> None:
    cut = Solution(False, "time", 4, None, None, None, None, (), 5000, 1.0, mover=0)
    assert cut.text() == "Outcome unknown: the time ran out"  # nothing proved
    ahead = dataclasses.replace(cut, best=Play("S", "A"), worth=2)
    assert ahead.text() == (
        "Outcome unknown: the time ran out; best so far: S/A, with which P1 & P3 take at "
        "least 2 points"
    )
    assert ahead.bound_text("fr", "J1 attaque") == (
        "meilleur coup trouvé : J1 attaque, avec lequel P1 & P3 marquent au moins 2 points"
    )
    behind = dataclasses.replace(cut, mover=1, best=Pass(), worth=-3, ceiling=-1)
    assert behind.bound_text() == "best so far: pass, after which P1 & P3 take at most 3 points"
    assert behind.bound_text("fr") == (
        "meilleur coup trouvé : pass, après lequel P1 & P3 marquent au plus 3 points"
    )
    lost = dataclasses.replace(cut, players=2, ceiling=-2)
    assert lost.bound_text() == "P2 takes the deal whatever P1 plays: at least 2 points"
    assert lost.bound_text("fr") == "P2 marque la donne quoi que P1 joue : au moins 2 points"
