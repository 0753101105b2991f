"""Puzzles: positions from seeded games where the engine proves one answer best.

A puzzle is mined, never written by hand: a game's ``puzzles`` module plays seeded games between
its computer players and keeps the positions where its proof (a solver, exact odds, an
exhaustive count) finds exactly one best answer. The puzzles are stored as data beside the game
(``gamekit/<game>/puzzles.json``), written by ``scripts/mine_puzzles.py`` in a fixed order, so
that the same seeds always give the same file. ``gamekit.load(game).puzzles()`` reads them,
easiest first.

Each puzzle holds what any page needs: its position ``code`` (read by ``from_code``), its
``answer`` in the game's notation (read by ``parse_action``), its ``goal`` in English and
French, its ``rating``, and the proof's ``line`` (the answer first) where the proof has one.

A game's ``puzzles`` module follows one contract:

- ``mine(seeds: range) -> list[Puzzle]``: the puzzles found in the games of ``seeds``;
- ``prove(puzzle: Puzzle) -> bool``: whether the engine proves the puzzle's answer again (and
  alone best, where the puzzle says so);
- ``judge(puzzle: Puzzle, action) -> Verdict``: a learner's answer, right or wrong, with why
  (from the proof) in English and French.

>>> p = Puzzle("kaito", "kaito-001", "c", "e3", ("Win.", "Gagnez."), 1200, ("e3", "f3"), "win")
>>> p.say_goal("fr")
'Gagnez.'
>>> Puzzle.from_record(p.record()) == p
True
>>> rating(depth=1, missed=0.0), rating(depth=5, missed=1.0)
(600, 1880)
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

FILE = "puzzles.json"
"""The name of a game's stored puzzles, in its package."""

LEAST, MOST = 400, 2400
"""The ratings' bounds."""


@dataclass(frozen=True, slots=True)
class Puzzle:
    """One position and its proved answer."""

    game: str
    id: str
    code: str
    answer: str
    goal: tuple[str, str]
    rating: int
    line: tuple[str, ...] = ()
    kind: str = ""
    unique: bool = True

    def say_goal(self, lang: str = "en") -> str:
        """The goal in one sentence, in English or French."""
        return self.goal[1] if lang == "fr" and self.goal[1] else self.goal[0]

    def record(self) -> dict[str, Any]:
        """The puzzle as a JSON object (what the stored file holds)."""
        return {
            "id": self.id,
            "kind": self.kind,
            "rating": self.rating,
            "code": self.code,
            "answer": self.answer,
            "goal": {"en": self.goal[0], "fr": self.goal[1]},
            "line": list(self.line),
            "unique": self.unique,
            "game": self.game,
        }

    @classmethod
    def from_record(cls, record: dict[str, Any]) -> Puzzle:
        goal = record["goal"]
        return cls(
            game=str(record["game"]),
            id=str(record["id"]),
            code=str(record["code"]),
            answer=str(record["answer"]),
            goal=(str(goal["en"]), str(goal["fr"])),
            rating=int(record["rating"]),
            line=tuple(str(a) for a in record.get("line", ())),
            kind=str(record.get("kind", "")),
            unique=bool(record.get("unique", True)),
        )


@dataclass(frozen=True, slots=True)
class Verdict:
    """A learner's answer to a puzzle: right or not, and why, from the proof."""

    right: bool
    why: tuple[str, str]
    line: tuple[str, ...] = ()

    def say(self, lang: str = "en") -> str:
        return self.why[1] if lang == "fr" and self.why[1] else self.why[0]


def rating(*, depth: int, missed: float, choices: int = 2) -> int:
    """How hard a puzzle is, on a chess-like scale: deeper proofs are harder, and so are
    answers the computer's greedy level misses (``missed``, the share of its tries that chose
    another answer) and answers among many ``choices`` (the legal actions). One move of two,
    seen at once, is 600; every further move of the proof adds 120, an answer greedy always
    misses 800, and every doubling of the choices 100.

    >>> rating(depth=1, missed=0.0, choices=8)
    800
    """
    value = (
        600
        + 120 * max(depth - 1, 0)
        + 800 * min(max(missed, 0.0), 1.0)
        + 100 * math.log2(max(choices, 2) / 2)
    )
    return int(min(max(round(value), LEAST), MOST))


def load(package: str) -> tuple[Puzzle, ...]:
    """The puzzles stored in the game package ``package`` (``gamekit.kaito``), easiest first;
    none when the package has no stored puzzles yet."""
    stored = resources.files(package).joinpath(FILE)
    if not stored.is_file():
        return ()
    records = json.loads(stored.read_text(encoding="utf-8"))["puzzles"]
    return tuple(sorted((Puzzle.from_record(r) for r in records), key=lambda p: (p.rating, p.id)))


def write(path: Path, game: str, puzzles: list[Puzzle], *, seeds: range) -> None:
    """Store ``puzzles`` at ``path``, in a fixed order and form: mining the same seeds twice
    writes the same bytes."""
    ordered = sorted(puzzles, key=lambda p: p.id)
    data = {
        "game": game,
        "seeds": [seeds.start, seeds.stop],
        "count": len(ordered),
        "puzzles": [p.record() for p in ordered],
    }
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
