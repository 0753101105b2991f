"""Dojo's stored puzzles (gamekit/dojo/puzzles.json) against the engine: each answer legal and
proved strictly best again, the mining repeatable to the byte, a learner's answers judged with
reasons that the engine confirms when the position is played on, ratings that follow what the
greedy computer misses."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from fractions import Fraction

import pytest

import gamekit
from gamekit import puzzles
from gamekit.dojo import puzzles as dojo_puzzles
from gamekit.dojo.actions import CHALLENGE, PASS, PlaceTrophy, Train
from gamekit.dojo.cards import DECK_COMPOSITION, Card
from gamekit.dojo.chances import percent
from gamekit.dojo.state import HIDDEN

GAME = gamekit.load("dojo")
STORED = GAME.puzzles()
SAMPLE = random.Random(34).sample(STORED, 15)


def by_kind(kind: str) -> list[puzzles.Puzzle]:
    return [p for p in STORED if p.kind == kind]


def test_the_stored_set_is_whole_and_every_answer_is_legal() -> None:
    assert len(STORED) >= 100
    assert len({p.id for p in STORED}) == len(STORED)
    assert Counter(p.kind for p in STORED).keys() == {"placement", "trophy", "challenge"}
    for p in STORED:
        state = GAME.from_code(p.code)
        action = GAME.parse_action(p.answer, state)
        assert state.why_illegal(action) is None, p.id
        assert len(state.legal_actions()) >= 2, p.id
        assert p.goal[0].strip() and p.goal[1].strip() and p.goal[0] != p.goal[1]
        assert f"P{state.current_player + 1}" in p.goal[0]
        assert p.line == (p.answer,) and p.unique and p.game == "dojo"


@pytest.mark.parametrize("puzzle", SAMPLE, ids=lambda p: p.id)
def test_a_sample_is_proved_again(puzzle: puzzles.Puzzle) -> None:
    assert dojo_puzzles.prove(puzzle)


@pytest.mark.slow
def test_every_stored_puzzle_is_proved_again() -> None:
    assert [p.id for p in STORED if not dojo_puzzles.prove(p)] == []


def test_prove_refuses_an_answer_that_is_not_the_only_best() -> None:
    placement = by_kind("placement")[0]
    state = GAME.from_code(placement.code)
    ranked = sorted(dojo_puzzles.values(state).items(), key=lambda av: -av[1])
    second = dataclasses.replace(placement, answer=str(ranked[1][0]))
    assert not dojo_puzzles.prove(second)
    assert not dojo_puzzles.prove(dataclasses.replace(placement, answer="g5"))  # illegal
    assert not dojo_puzzles.prove(dataclasses.replace(placement, answer="nonsense"))
    challenge = by_kind("challenge")[0]
    flipped = "pass" if challenge.answer == "challenge" else "challenge"
    assert not dojo_puzzles.prove(dataclasses.replace(challenge, answer=flipped))


def test_best_is_none_where_two_placements_tie() -> None:
    state = GAME.new_state(seed=3, players=3)
    while not (
        state.step == "train" and sum(c is not None for c in state.dojos[state.current_player]) == 1
    ):
        state = state.apply(state.legal_actions()[0])
    # A dojo's second card completes no line: every cell beside the first makes 0 points.
    assert len(state.legal_actions()) == 4
    assert set(dojo_puzzles.values(state).values()) == {0}
    assert dojo_puzzles.best(state) is None


def test_mining_twice_gives_the_same_list_and_the_same_bytes(tmp_path) -> None:
    seeds = range(5, 8)
    first, second = dojo_puzzles.mine(seeds), dojo_puzzles.mine(seeds)
    assert first == second and first
    puzzles.write(tmp_path / "a.json", "dojo", first, seeds=seeds)
    puzzles.write(tmp_path / "b.json", "dojo", second, seeds=seeds)
    assert (tmp_path / "a.json").read_bytes() == (tmp_path / "b.json").read_bytes()
    stored = {p.id: p for p in STORED}
    assert all(stored[p.id] == p for p in first)  # the stored set holds these seeds' puzzles


@pytest.mark.parametrize("kind", ["placement", "trophy", "challenge"])
def test_the_answer_is_right_with_its_line(kind: str) -> None:
    for p in by_kind(kind)[:5]:
        verdict = dojo_puzzles.judge(p, p.answer)
        assert verdict.right and verdict.line == (p.answer,)
        assert verdict.say("en").startswith("Right") and verdict.say("fr").startswith("Juste")
        assert dojo_puzzles.judge(p, GAME.parse_action(p.answer)).right


def test_a_wrong_placement_says_what_it_scores_against_the_best_as_the_engine_plays_it() -> None:
    checked = 0
    for p in by_kind("placement")[:6] + by_kind("trophy")[:6]:
        state = GAME.from_code(p.code)
        player = state.current_player
        wrong = next(a for a in state.legal_actions() if str(a) != p.answer)
        verdict = dojo_puzzles.judge(p, wrong)
        assert not verdict.right and verdict.line == ()
        en, fr = verdict.why
        assert en and fr and en != fr
        after = state.apply(wrong)
        if after.is_full(player):
            # A full dojo's points are its final score, as the engine counts it.
            made = after.score_of(player).total
            assert "finished dojo" in en and "dojo fini" in fr
            checked += 1
        else:
            made = dojo_puzzles.line_points(after.dojos[player], after.trophies[player])
        start = "On " if isinstance(wrong, Train) else f"{wrong.line.replace('row', 'Beside row')}"
        assert en.startswith(start.replace("column", "Above column"))
        assert f" {made} point" in en.split(";")[0] and f" {made} point" in fr.split(" ;")[0]
    assert checked, "no wrong placement filled a dojo"


def test_a_wrong_trophy_on_a_full_dojo_names_the_engine_s_final_scores() -> None:
    full = [
        p
        for p in by_kind("trophy")
        if GAME.from_code(p.code).is_full(GAME.from_code(p.code).current_player)
    ]
    assert full
    for p in full[:5]:
        state = GAME.from_code(p.code)
        player = state.current_player
        right = state.apply(GAME.parse_action(p.answer)).score_of(player).total
        for wrong in state.legal_actions():
            if str(wrong) == p.answer:
                continue
            made = state.apply(wrong).score_of(player).total
            assert made < right
            en = dojo_puzzles.judge(p, wrong).why[0]
            assert en.endswith(f"they score {right} points.") and f" {made} point" in en


def test_a_wrong_challenge_answer_gives_the_exact_chance_over_the_unseen_cards() -> None:
    for p in by_kind("challenge")[:8]:
        state = GAME.from_code(p.code)
        player = state.current_player
        view = state.view(player)
        left = Counter({Card(d, b): k for (d, b), k in DECK_COMPOSITION.items()})
        left.subtract([c for dojo in view.dojos for c in dojo if c is not None])
        left.subtract([c for c in view.hands if c is not None and c is not HIDDEN])
        unseen = sum((+left).values())
        card = state.hands[player]
        beaten = sum(k for c, k in (+left).items() if c.belt <= card.belt)
        wrong = PASS if p.answer == "challenge" else CHALLENGE
        verdict = dojo_puzzles.judge(p, wrong)
        assert not verdict.right
        en, fr = verdict.why
        assert f"{beaten} of the {unseen} cards" in en and f"{beaten} des {unseen} cartes" in fr
        assert percent(Fraction(beaten, unseen)) in en
        assert percent(Fraction(beaten, unseen), "fr") in fr
        assert ("challenge." in en) == (2 * beaten > unseen)


def test_an_illegal_or_unreadable_answer_is_wrong_with_the_rule() -> None:
    p = by_kind("placement")[0]
    state = GAME.from_code(p.code)
    taken = next(c for c in range(35) if state.dojos[state.current_player][c] is not None)
    verdict = dojo_puzzles.judge(p, Train(taken))
    assert not verdict.right and "[dojo.train.adjacent]" in verdict.why[0]
    assert "TATAMI" in verdict.why[1] and "[dojo.train.adjacent]" in verdict.why[1]
    assert not dojo_puzzles.judge(p, "trophy 9").right
    assert not dojo_puzzles.judge(p, PlaceTrophy("row", 1)).right
    assert GAME.from_code(p.code) == state


def test_a_hint_names_the_line_or_the_card_not_the_answer() -> None:
    for p in STORED[:40]:
        en, fr = dojo_puzzles.hint(p)
        assert en and fr and en != fr
        if p.kind == "placement":
            assert p.answer not in en and p.answer not in fr
            assert "row" in en or "column" in en
        if p.kind == "challenge":
            card = GAME.from_code(p.code).hands[GAME.from_code(p.code).current_player]
            assert card.name() in en and card.name("fr") in fr


def test_ratings_spread_and_greedy_misses_the_hard_ones_more() -> None:
    assert len({p.rating for p in STORED}) > 1
    assert [p.rating for p in STORED] == sorted(p.rating for p in STORED)  # easiest first
    easy = [p for p in STORED if p.rating < 900][:10]
    hard = [p for p in STORED if p.rating > 1300][:10]
    assert easy and hard

    def greedy_misses(sample: list[puzzles.Puzzle]) -> float:
        tries = 0
        missed = 0
        for p in sample:
            state = GAME.from_code(p.code)
            view = state.view(state.current_player)
            for seed in range(3):
                tries += 1
                missed += str(GAME.computer("greedy", seed).choose(view)) != p.answer
        return missed / tries

    assert greedy_misses(hard) > greedy_misses(easy)
