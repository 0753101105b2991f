"""Kami's stored puzzles: each a position where the solver proves exactly one play takes the
deal, read back by the engine, proved again, judged from the solver's line, mined the same
way from the same seeds."""

from __future__ import annotations

import random

import pytest

import gamekit
from gamekit import puzzles as contract
from gamekit.kami import parse_action
from gamekit.kami import puzzles as kami_puzzles
from gamekit.kami import solve as solver
from gamekit.kami.actions import Pass, Play
from gamekit.kami.players import greedy_choice

GAME = gamekit.load("kami")
STORED = GAME.puzzles()


def test_the_stored_set_is_complete_and_readable() -> None:
    assert len(STORED) >= 200
    assert len({p.id for p in STORED}) == len(STORED)
    for puzzle in STORED:
        state = GAME.from_code(puzzle.code)
        answer = parse_action(puzzle.answer)
        assert state.why_illegal(answer) is None, puzzle.id
        assert answer in state.legal_actions(), puzzle.id
        assert puzzle.goal[0].strip() and puzzle.goal[1].strip(), puzzle.id
        assert puzzle.line[0] == puzzle.answer, puzzle.id
        assert puzzle.unique


def test_some_puzzles_are_set_from_a_players_view() -> None:
    views = [p for p in STORED if p.kind.startswith("view:")]
    assert len(views) >= 20
    for puzzle in views[:10]:
        state = GAME.from_code(puzzle.code)
        assert puzzle.kind == f"view:P{state.to_play + 1}"


def test_a_seeded_sample_is_proved_again() -> None:
    for puzzle in random.Random(34).sample(STORED, 15):
        assert kami_puzzles.prove(puzzle), puzzle.id


@pytest.mark.slow
def test_every_stored_puzzle_is_proved_again() -> None:
    failed = [p.id for p in STORED if not kami_puzzles.prove(p)]
    assert not failed


def test_a_changed_answer_is_not_proved() -> None:
    puzzle = next(p for p in STORED if p.kind == "solver" and len(p.line) > 2)
    state = GAME.from_code(puzzle.code)
    other = next(a for a in state.legal_actions() if str(a) != puzzle.answer)
    assert not kami_puzzles.prove(
        contract.Puzzle.from_record({**puzzle.record(), "answer": str(other)})
    )


def test_mining_is_deterministic(tmp_path) -> None:
    seeds = range(10, 16)
    first, second = kami_puzzles.mine(seeds), kami_puzzles.mine(seeds)
    assert first and first == second
    contract.write(tmp_path / "a.json", "kami", first, seeds=seeds)
    contract.write(tmp_path / "b.json", "kami", second, seeds=seeds)
    assert (tmp_path / "a.json").read_bytes() == (tmp_path / "b.json").read_bytes()


def test_the_stored_file_is_the_miners_for_its_first_seeds() -> None:
    seeds = range(8)
    mined = {p.id: p for p in kami_puzzles.mine(seeds)}
    stored = {p.id: p for p in STORED if int(p.id.split("-")[1]) < 8}
    assert mined == stored


def test_the_solver_budget_is_positions_not_seconds() -> None:
    state = GAME.new_state(seed=3, players=4)
    cut = [solver.solve(solver.played_on(state), time_limit=600.0, nodes=2000) for _ in "ab"]
    assert not cut[0].complete and cut[0].status == "time"
    assert cut[0].nodes == cut[1].nodes and cut[0].best == cut[1].best


def _deep() -> list[contract.Puzzle]:
    return [p for p in STORED if p.kind == "solver" and len(p.line) >= 3][:4]


def test_judge_the_answer_is_right_with_its_line() -> None:
    for puzzle in _deep():
        verdict = kami_puzzles.judge(puzzle, parse_action(puzzle.answer))
        assert verdict.right
        assert verdict.line[0] == puzzle.answer
        assert verdict.line == puzzle.line
        assert "[kami.round.end]" in verdict.say("en") and verdict.say("fr") != verdict.say("en")


def test_judge_a_wrong_play_says_who_takes_the_deal_and_it_is_true() -> None:
    for puzzle in _deep():
        state = GAME.from_code(puzzle.code)
        wrong = next(a for a in state.legal_actions() if str(a) != puzzle.answer)
        verdict = kami_puzzles.judge(puzzle, wrong)
        assert not verdict.right
        me = f"P{state.to_play + 1}"
        said = (f"{me} passes", f"{me} passe") if wrong == Pass() else (f"{me} {wrong}",) * 2
        assert verdict.why[0].startswith(f"After {said[0]}"), verdict.why[0]
        assert verdict.why[1].startswith(f"Après {said[1]}"), verdict.why[1]
        # Replay the line the reason gives: the deal ends for the other side, as it says.
        here = state
        for move in verdict.line:
            action = parse_action(move)
            assert here.why_illegal(action) is None
            after = here.apply(action)
            if after.deal != state.deal or after.step == "over":
                break
            here = after
        else:
            raise AssertionError(f"{puzzle.id}: the line does not end the deal")
        ender = after.last.player
        assert state.side(ender) != state.side(state.to_play)
        assert f"P{ender + 1} lays his last card" in verdict.why[0]
        assert f"P{ender + 1} pose sa dernière carte" in verdict.why[1]


def test_judge_an_illegal_answer_names_the_rule() -> None:
    puzzle = STORED[0]
    state = GAME.from_code(puzzle.code)
    bad = Play("E", "E") if state.step == "lead" else Play("S", "S")
    if state.why_illegal(bad) is None:
        bad = Play("T", "T")
    verdict = kami_puzzles.judge(puzzle, bad)
    assert not verdict.right and "[kami." in verdict.why[0] and verdict.why[1]


def test_hint_names_a_card_or_the_attack_in_both_languages() -> None:
    for puzzle in STORED[:30]:
        en, fr = kami_puzzles.hint(puzzle)
        assert en and fr and en != fr
        answer = parse_action(puzzle.answer)
        assert puzzle.answer not in en
        if isinstance(answer, Pass):
            assert "attack" in en


def test_ratings_spread_and_greedy_misses_the_hard_ones_more() -> None:
    ratings = [p.rating for p in STORED]
    assert len(set(ratings)) >= 5
    assert ratings == sorted(ratings)

    def missed(puzzle: contract.Puzzle) -> bool:
        state = GAME.from_code(puzzle.code)
        return str(greedy_choice(state.view(state.to_play), state.to_play)) != puzzle.answer

    easy = [missed(p) for p in STORED if p.rating < 900]
    hard = [missed(p) for p in STORED if p.rating > 1300]
    assert easy and hard
    assert sum(hard) / len(hard) > sum(easy) / len(easy)


def test_a_view_puzzles_deals_are_every_deal_the_player_cannot_tell_apart() -> None:
    for puzzle in [p for p in STORED if p.kind.startswith("view:")][:5]:
        state = GAME.from_code(puzzle.code)
        me = state.to_play
        deals = kami_puzzles._deals(state, me)
        assert deals is not None and len(deals) == len({d.hands for d in deals})
        assert state.hands in {d.hands for d in deals}
        assert all(d.view(me) == state.view(me) for d in deals)


def test_a_demoralized_players_shown_soldiers_stay_in_his_hand_in_every_deal() -> None:
    for puzzle in STORED:
        state = GAME.from_code(puzzle.code)
        me = state.to_play
        if state.players != 4:
            continue
        holder = next((p for p in range(4) if p != me and "S" in state.hands[p]), None)
        if holder is None:
            continue
        shown = [0] * 4
        shown[holder] = state.hands[holder].count("S")
        state = state._with(shown=tuple(shown))
        deals = kami_puzzles._deals(state, me)
        if deals is None:
            continue
        assert state.hands in {d.hands for d in deals}
        assert all(d.hands[holder].count("S") >= shown[holder] for d in deals)
        return
    raise AssertionError("no four-player puzzle to try")
