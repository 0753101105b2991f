"""Kaito's puzzles: the stored set is what the contract promises, every answer is proved again by
the engine, the miner gives the same puzzles for the same seeds, and a learner's answer is judged
from the proof."""

from __future__ import annotations

import dataclasses
import math
import random
import re

import pytest

import gamekit
from gamekit import InvalidAction
from gamekit import puzzles as contract
from gamekit.kaito import Capture, puzzles, solve
from gamekit.kaito.players import GreedyPlayer

GAME = gamekit.load("kaito")
STORED = GAME.puzzles()


def sample(count: int, seed: int = 34, kinds: tuple[str, ...] = ()) -> list[contract.Puzzle]:
    chosen = [p for p in STORED if not kinds or p.kind in kinds]
    return random.Random(seed).sample(chosen, min(count, len(chosen)))


def test_the_stored_set_holds_300_readable_legal_puzzles_of_every_kind():
    assert len(STORED) >= 300
    assert len({p.id for p in STORED}) == len(STORED)
    assert len({p.code for p in STORED}) == len(STORED)
    assert {p.kind for p in STORED} == {"win", "trade", "finish", "take"}
    for puzzle in STORED:
        state = GAME.from_code(puzzle.code)
        answer = GAME.parse_action(puzzle.answer, state)
        assert answer in state.legal_actions(), puzzle.id
        assert puzzle.game == "kaito" and puzzle.unique
        assert puzzle.goal[0].strip() and puzzle.goal[1].strip()
        assert puzzle.line[0] == puzzle.answer
        assert contract.LEAST <= puzzle.rating <= contract.MOST
    assert [p.rating for p in STORED] == sorted(p.rating for p in STORED)  # easiest first


def test_a_seeded_sample_is_proved_again():
    chosen = sample(4, kinds=("win",)) + sample(3, kinds=("trade",)) + sample(8)
    for puzzle in chosen:
        assert puzzles.prove(puzzle), puzzle.id


@pytest.mark.slow
def test_every_stored_puzzle_is_proved_again():
    failed = [p.id for p in STORED if not puzzles.prove(p)]
    assert failed == []


def test_a_puzzle_with_another_answer_is_not_proved():
    for puzzle in sample(6, seed=1):
        state = GAME.from_code(puzzle.code)
        other = next(str(a) for a in state.legal_actions() if str(a) != puzzle.answer)
        wrong = dataclasses.replace(puzzle, answer=other, line=(other, *puzzle.line[1:]))
        assert not puzzles.prove(wrong), puzzle.id


def test_a_win_whose_line_ends_badly_is_not_proved():
    puzzle = next(p for p in sample(20, seed=2) if p.kind == "win" and len(p.line) > 2)
    assert not puzzles.prove(dataclasses.replace(puzzle, line=puzzle.line[:-1]))


def test_mining_the_same_seeds_twice_gives_the_same_puzzles_and_bytes(tmp_path):
    seeds = range(4, 10)
    first, again = puzzles.mine(seeds), puzzles.mine(seeds)
    assert first and first == again
    contract.write(tmp_path / "a.json", "kaito", first, seeds=seeds)
    contract.write(tmp_path / "b.json", "kaito", again, seeds=seeds)
    assert (tmp_path / "a.json").read_bytes() == (tmp_path / "b.json").read_bytes()
    stored = {p.id: p for p in STORED}
    assert all(stored[p.id] == p for p in first if p.id in stored)


def test_the_answer_is_right_with_its_line_and_another_action_is_wrong_in_both_languages():
    for puzzle in sample(3, seed=3, kinds=("win",)) + sample(4, seed=3):
        right = puzzles.judge(puzzle, puzzle.answer)
        assert right.right and right.line == puzzle.line
        assert right.say("en").startswith("Right") and right.say("fr").startswith("Juste")
        state = GAME.from_code(puzzle.code)
        other = next(a for a in state.legal_actions() if str(a) != puzzle.answer)
        wrong = puzzles.judge(puzzle, other)
        assert not wrong.right and wrong.line == ()
        assert wrong.why[0] and wrong.why[1] and wrong.why[0] != wrong.why[1]


REPLY = re.compile(
    r"^After (\S+|ending the turn), (?:(Red|Black) wins in (\d+) turns? with best play: )?(Red|Black) takes the "
    r"(\w+ \w+(?: \d)?) on ([a-f][1-6])"
)


def test_a_wrong_answer_is_told_what_the_opponent_does_and_it_is_true():
    checked = 0
    for puzzle in sample(12, seed=4, kinds=("win", "trade")):
        state = GAME.from_code(puzzle.code)
        me = state.to_play
        for other in state.legal_actions():
            if str(other) == puzzle.answer:
                continue
            child = state.apply(other)
            if child.is_over:
                continue
            match = REPLY.match(puzzles.judge(puzzle, other).say())
            assert match, puzzle.id
            played, winner, turns, who, tile, square = match.groups()
            assert played == ("ending the turn" if str(other) == "end" else str(other))
            assert who == ("Red", "Black")[1 - me]
            solved = GAME.solve(child, time_limit=30.0)
            assert solved.complete and solved.winner == 1 - me
            if turns is not None:
                assert winner == who and int(turns) == solved.turns
            while child.to_play == me:  # the rest of the mover's turn, as the solver plays it
                child = child.apply(next(a for a in solved.line if a in child.legal_actions()))
            reply = GAME.parse_action(square, child)
            assert reply in child.legal_actions()
            assert child.tile(reply.square).label == tile
            checked += 1
            break
    assert checked >= 8


def test_the_right_answer_of_a_finish_ends_the_game_and_a_wrong_one_does_not():
    for puzzle in sample(5, seed=5, kinds=("finish",)):
        state = GAME.from_code(puzzle.code)
        end = state
        for text in puzzle.line:
            end = end.apply(GAME.parse_action(text, end))
        assert end.is_over and end.outcome().winners == (state.to_play,)
        assert end.outcome().reason.text in puzzles.judge(puzzle, puzzle.answer).say()
        for other in state.legal_actions():
            if str(other) != puzzle.answer:
                child = state.apply(other)
                said = puzzles.judge(puzzle, other).say()
                assert not child.is_over or state.to_play not in child.outcome().winners
                assert ("does not win this turn" in said) != child.is_over, said


def test_a_take_names_the_kind_asked_for_and_what_a_wrong_answer_took():
    for puzzle in sample(5, seed=6, kinds=("take",)):
        state = GAME.from_code(puzzle.code)
        taken = state.tile(GAME.parse_action(puzzle.answer, state).square)
        assert puzzle.goal[0].endswith(f"capture a {taken.label}.")
        assert taken.colour != state.to_play
        other = next(a for a in state.legal_actions() if str(a) != puzzle.answer)
        why = puzzles.judge(puzzle, other).say()
        assert state.tile(other.square).label in why


def test_an_illegal_answer_is_refused_with_its_rule_and_bad_text_raises():
    puzzle = sample(1, seed=7, kinds=("win",))[0]
    state = GAME.from_code(puzzle.code)
    far = next(s for s in range(36) if s != state.kaito and Capture(s) not in state.legal_actions())
    verdict = puzzles.judge(puzzle, Capture(far))
    assert not verdict.right and "[kaito." in verdict.say() and "[kaito." in verdict.say("fr")
    with pytest.raises(InvalidAction):
        puzzles.judge(puzzle, "zz9")
    with pytest.raises(InvalidAction):
        puzzles.judge(puzzle, 42)  # type: ignore[arg-type]


def test_a_hint_says_where_to_look_without_the_answer():
    for puzzle in STORED:
        en, fr = puzzles.hint(puzzle)
        assert en and fr and en != fr
        if re.fullmatch(r"[a-f][1-6]", puzzle.answer):
            said = re.compile(rf"\b{puzzle.answer}\b")
            assert not said.search(en) and not said.search(fr), puzzle.id


def test_ratings_spread_and_greedy_misses_the_hard_ones_more_than_the_easy_ones():
    ratings = [p.rating for p in STORED]
    assert len(set(ratings)) >= 10
    easy = [p for p in STORED if p.rating < 900]
    hard = [p for p in STORED if p.rating > 1300]
    assert len(easy) >= 50 and len(hard) >= 50

    def missed(chosen: list[contract.Puzzle]) -> float:
        misses = 0
        for puzzle in chosen:
            state = GAME.from_code(puzzle.code)
            choice = GreedyPlayer(seed=1000).choose(state)  # a seed the miner never used
            misses += str(choice) != puzzle.answer
        return misses / len(chosen)

    rng = random.Random(9)
    assert missed(rng.sample(hard, 40)) > missed(rng.sample(easy, 40)) + 0.2


def test_a_search_with_a_budget_in_positions_stops_at_the_same_point_on_every_run():
    state = GAME.new_state(seed=3)
    state = state.apply(state.legal_actions()[0])  # 34 tiles: far beyond 3,000 positions
    first = solve.solve(state, time_limit=math.inf, node_limit=3_000)
    again = solve.solve(state, time_limit=math.inf, node_limit=3_000)
    assert not first.complete and first.nodes <= 3_000 + solve.CHECK_EVERY
    assert (first.nodes, first.depth) == (again.nodes, again.depth)
    small = GAME.from_code("S3s1/4CB/3sH1/6/1A2h1/B3h1 r move b2 SSSSSHHCssss SAAshaaabbcc")
    assert solve.solve(small, time_limit=math.inf, node_limit=3_000).complete
