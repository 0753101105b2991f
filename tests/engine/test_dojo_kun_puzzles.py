"""Dojo Kun's stored puzzles (gamekit/dojo_kun/puzzles.json) against the engine: each answer
legal and proved best again by the exact fight odds, ahead of the second best by the gap that
teaches, the mining repeatable to the byte, a learner's wrong answers judged with odds that the
engine confirms when the position is played on, ratings that follow what the greedy computer
misses."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from pathlib import Path

import pytest

import gamekit
from gamekit import puzzles
from gamekit.dojo_kun import odds, tournament
from gamekit.dojo_kun import puzzles as dk_puzzles
from gamekit.dojo_kun.actions import Send
from gamekit.dojo_kun.combat import Fighter
from gamekit.dojo_kun.data import DISCIPLINES, SKULL
from gamekit.dojo_kun.players import GreedyPlayer
from gamekit.dojo_kun.state import DojoKunState, Entrant

GAME = gamekit.load("dojo-kun")
STORED = GAME.puzzles()
SAMPLE = random.Random(34).sample(STORED, 15)
RULES = {
    "send": "[dojo_kun.tournament.entry]",
    "seat": "[dojo_kun.tournament.seating]",
    "advance": "[dojo_kun.tournament.same_dojo]",
    "wound": "[dojo_kun.combat.wound]",
    "predict": "[dojo_kun.tournament.prediction]",
}


def by_kind(kind: str) -> list[puzzles.Puzzle]:
    return [p for p in STORED if p.kind == kind]


def test_the_stored_set_is_whole_and_every_answer_is_legal() -> None:
    assert len(STORED) >= 100
    assert len({p.id for p in STORED}) == len(STORED)
    assert Counter(p.kind for p in STORED).keys() == set(RULES)
    for p in STORED:
        state = GAME.from_code(p.code)
        assert state.step == p.kind, p.id  # the code holds the decision point
        action = GAME.parse_action(p.answer, state)
        assert state.why_illegal(action) is None, p.id
        assert len(state.legal_actions()) >= 2, p.id
        assert p.goal[0].strip() and p.goal[1].strip() and p.goal[0] != p.goal[1]
        assert f"P{state.current_player + 1}" in p.goal[0]
        assert p.goal[0].endswith(RULES[p.kind]) and p.goal[1].endswith(RULES[p.kind])
        assert p.line == (p.answer,) and p.unique and p.game == "dojo-kun"


@pytest.mark.parametrize("puzzle", SAMPLE, ids=lambda p: p.id)
def test_a_sample_is_proved_again(puzzle: puzzles.Puzzle) -> None:
    assert dk_puzzles.prove(puzzle)


@pytest.mark.slow
def test_every_stored_puzzle_is_proved_again() -> None:
    assert [p.id for p in STORED if not dk_puzzles.prove(p)] == []


def test_the_best_answer_beats_the_second_by_the_gap_that_teaches() -> None:
    for p in SAMPLE:
        weighed = dk_puzzles.chances(GAME.from_code(p.code))
        assert weighed is not None
        ranked = sorted(weighed, key=lambda c: -c.chance)
        assert ranked[0].answer == p.answer
        assert ranked[0].chance - ranked[1].chance >= dk_puzzles.GAP


def test_prove_refuses_another_answer_and_a_gap_too_narrow(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for kind in RULES:
        p = by_kind(kind)[0]
        state = GAME.from_code(p.code)
        other = next(str(a) for a in state.legal_actions() if str(a) != p.answer)
        assert not dk_puzzles.prove(dataclasses.replace(p, answer=other))
        assert not dk_puzzles.prove(dataclasses.replace(p, answer="send 1"))  # not this step
        assert not dk_puzzles.prove(dataclasses.replace(p, answer="no such action"))
    monkeypatch.setattr(dk_puzzles, "GAP", 1.0)
    assert not dk_puzzles.prove(SAMPLE[0])


def test_mining_twice_gives_the_same_puzzles_and_the_same_bytes(tmp_path: Path) -> None:
    seeds = range(3)
    first, second = dk_puzzles.mine(seeds), dk_puzzles.mine(seeds)
    assert first and first == second
    assert {p.id for p in first} <= {p.id for p in STORED}  # the stored set's own seeds
    stored = {p.id: p for p in STORED}
    assert all(stored[p.id] == p for p in first)
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    puzzles.write(a, "dojo-kun", first, seeds=seeds)
    puzzles.write(b, "dojo-kun", second, seeds=seeds)
    assert a.read_bytes() == b.read_bytes()


def test_the_answer_is_judged_right_with_its_line_and_its_odds() -> None:
    for kind in RULES:
        p = by_kind(kind)[0]
        verdict = dk_puzzles.judge(p, p.answer)
        assert verdict.right and verdict.line == (p.answer,)
        best = max(dk_puzzles.chances(GAME.from_code(p.code)) or (), key=lambda c: c.chance)
        assert odds.percent(best.chance) in verdict.say("en")
        assert odds.percent(best.chance, "fr") in verdict.say("fr")
        assert GAME.parse_action(p.answer) == GAME.parse_action(p.answer.upper())
        assert dk_puzzles.judge(p, GAME.parse_action(p.answer)).right


def _played_to_the_fight(state: DojoKunState, action: object, chance: dk_puzzles.Chance) -> float:
    """The athlete's chance in the named fight, found by playing the answer on with the engine
    (greedy players deciding whatever else comes) until that fight is the next one."""
    for _ in range(60):
        passed: list[DojoKunState] = []
        state = tournament.play(state, action, passed)
        for seen in passed:
            t = seen.tournament
            if t is None or t.fight != chance.fight:
                continue
            nf = odds.next_fight(seen)
            if chance.athlete in (nf.white, nf.black) and nf.odds is not None:
                assert chance.opponent in (nf.white, nf.black)
                return nf.odds.white if nf.white == chance.athlete else nf.odds.black
        assert state.step not in ("place", "over"), "the fight never came"
        action = GreedyPlayer(0).choose(state)
    raise AssertionError("the fight never came")


def _against_the_skull_dojo(state: DojoKunState, send: Send) -> float:
    """The mean chance of the athletes sent against each of the season's seven Skull Dojo
    athletes, from the game's own fight odds, each athlete as he stands."""
    me, season = state.to_play, state.season + 1
    chances = [
        GAME.fight_odds(Fighter.skull(n, season), tournament.fighter(state, Entrant(me, s))).black
        for s in send.spaces
        for n in SKULL
    ]
    return sum(chances) / len(chances)


@pytest.mark.parametrize("kind", list(RULES))
def test_a_wrong_answer_says_its_odds_against_the_best_and_they_are_true(kind: str) -> None:
    for p in by_kind(kind)[:3]:
        state = GAME.from_code(p.code)
        weighed = {c.answer: c for c in dk_puzzles.chances(state) or ()}
        wrong = next(a for a in state.legal_actions() if str(a) != p.answer)
        verdict = dk_puzzles.judge(p, wrong)
        assert not verdict.right and verdict.line == ()
        en, fr = verdict.why
        assert en and fr and en != fr
        given, best = weighed[str(wrong)], weighed[p.answer]
        if kind == "send":
            replayed = _against_the_skull_dojo(state, wrong)
            assert replayed == pytest.approx(given.chance, abs=1e-12)
            assert replayed <= _against_the_skull_dojo(state, GAME.parse_action(p.answer)) - 0.1
        else:
            replayed = _played_to_the_fight(state, wrong, given)
            assert replayed == pytest.approx(given.chance, abs=1e-12)
            assert replayed <= _played_to_the_fight(state, GAME.parse_action(p.answer), best) - 0.1
        for chance in (given.chance, best.chance):
            assert odds.percent(chance) in en and odds.percent(chance, "fr") in fr
        athlete = tournament.entrant_name(state, given.athlete)
        assert athlete[0] in en and athlete[1] in fr


def test_bad_answers_are_refused_with_a_reason_and_the_puzzle_is_unchanged() -> None:
    p = by_kind("seat")[0]
    before = dataclasses.replace(p)
    garbled = dk_puzzles.judge(p, "seat 9")
    assert not garbled.right and "1 to 8" in garbled.say("en")
    not_now = dk_puzzles.judge(p, "predict white")
    assert not not_now.right
    assert "[dojo_kun.tournament.seating]" in not_now.say("en")
    assert not_now.say("fr") != not_now.say("en")
    assert p == before


def test_hints_point_at_the_decision_without_giving_the_answer() -> None:
    for kind in RULES:
        for p in by_kind(kind)[:5]:
            en, fr = dk_puzzles.hint(p)
            assert en and fr and en != fr
            word = p.answer.split()[-1]
            assert word not in en.lower().split() and word not in fr.lower().split()
            if kind == "wound":
                assert not any(d in en.lower() for d in DISCIPLINES)


def test_ratings_spread_and_follow_what_the_greedy_player_misses() -> None:
    ratings = Counter(p.rating for p in STORED)
    assert len(ratings) >= 3
    for p in random.Random(7).sample(STORED, 20):
        state = GAME.from_code(p.code)
        missed = dk_puzzles.missed(state, p.answer)
        depth = 2 if p.kind == "wound" else 1
        choices = len(state.legal_actions())
        assert p.rating == puzzles.rating(depth=depth, missed=missed, choices=choices)
    hard = [p for p in STORED if p.rating > 1300]
    easy = [p for p in STORED if p.rating < 900]
    assert hard and easy
    for group, share in ((hard[:5], 1.0), (easy[:5], 0.0)):
        for p in group:
            assert dk_puzzles.missed(GAME.from_code(p.code), p.answer) == share
