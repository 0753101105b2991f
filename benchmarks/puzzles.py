"""Puzzles' figures, per game: the mining's time and the count kept, the time to prove one
puzzle again, and how often each computer level finds the answer in each rating band (the rating
must order them: a level finds fewer of the harder puzzles).

    .venv/bin/python benchmarks/puzzles.py                 # every game with stored puzzles
    .venv/bin/python benchmarks/puzzles.py kaito --mine 5  # and mine its first 5 seeds, timed

The mining's time is measured on the first seeds of the game's ``SEEDS`` (``--mine``), and the
whole set's projected from it; the stored set is what ``scripts/mine_puzzles.py`` wrote.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from importlib import import_module

import gamekit
from gamekit.puzzles import Puzzle

PACKAGES = {"kaito": "gamekit.kaito", "dojo": "gamekit.dojo", "kami": "gamekit.kami",
            "dojo-kun": "gamekit.dojo_kun"}  # fmt: skip
BANDS = ((0, 900, "easy (<900)"), (900, 1300, "middle (900-1299)"), (1300, 10_000, "hard (1300+)"))


def found_by(game: gamekit.Game, level: str, puzzle: Puzzle, seed: int) -> bool:
    """Whether the computer ``level`` answers ``puzzle`` as the proof does (from the view of the
    player to act, as it plays)."""
    state = game.from_code(puzzle.code)
    player = state.current_player
    chosen = game.computer(level, seed=seed).choose(state.view(player))
    return str(chosen) == str(game.parse_action(puzzle.answer, state))


def report(name: str, mine_seeds: int, sample: int) -> None:
    game = gamekit.load(name)
    try:
        module = import_module(f"{PACKAGES[name]}.puzzles")
    except ModuleNotFoundError:
        print(f"{name}: no puzzles module yet")
        return
    stored = game.puzzles()
    print(
        f"{name}: {len(stored)} puzzles stored (seeds {module.SEEDS.start}-{module.SEEDS.stop - 1})"
    )
    if mine_seeds:
        seeds = range(module.SEEDS.start, module.SEEDS.start + mine_seeds)
        begin = time.perf_counter()
        kept = module.mine(seeds)
        seconds = time.perf_counter() - begin
        whole = seconds / mine_seeds * len(module.SEEDS)
        print(f"  mining {mine_seeds} seeds: {seconds:.1f} s, {len(kept)} kept "
              f"(the whole set's {len(module.SEEDS)} seeds: about {whole / 60:.1f} min)")  # fmt: skip
    if not stored:
        return
    rng = random.Random(0)
    chosen = rng.sample(stored, min(sample, len(stored)))
    times = []
    for puzzle in chosen:
        begin = time.perf_counter()
        assert module.prove(puzzle), puzzle.id
        times.append(time.perf_counter() - begin)
    print(f"  proving one again: median {statistics.median(times) * 1000:.0f} ms, "
          f"p90 {sorted(times)[int(0.9 * (len(times) - 1))] * 1000:.0f} ms ({len(times)} puzzles)")  # fmt: skip
    ratings = [p.rating for p in stored]
    print(f"  ratings: {min(ratings)}-{max(ratings)}, median {statistics.median(ratings):.0f}")
    for low, high, band in BANDS:
        inside = [p for p in stored if low <= p.rating < high]
        if not inside:
            print(f"  {band}: none")
            continue
        picked = rng.sample(inside, min(sample, len(inside)))
        shares = []
        for level in game.levels:
            hits = sum(found_by(game, level, p, seed=i) for i, p in enumerate(picked))
            shares.append(f"{level} {hits / len(picked):.0%}")
        print(f"  {band}: {len(inside)} puzzles; found by " + ", ".join(shares))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=list(gamekit.names()))
    parser.add_argument("--mine", type=int, default=0, help="seeds to mine, timed")
    parser.add_argument("--sample", type=int, default=30, help="puzzles per band and for proofs")
    args = parser.parse_args()
    for name in args.games:
        report(name, args.mine, args.sample)


if __name__ == "__main__":
    main()
