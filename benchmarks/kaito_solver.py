"""Kaito solver reach: the most tiles on the board that ``game.solve`` proves within a time limit.

For each seed, a seeded game is played with random moves; its positions at the capture step are
solved from the last (fewest tiles) back to the first, until one is not proved within the limit
(1 s by default). Printed: per seed, the largest tiles-on-board solved and the time each solve
took; then the median and the worst case over the seeds, and the time per solve. About 2 s per
seed (each seed ends on one unproved search of the full limit); a busy machine solves less.

    python benchmarks/kaito_solver.py [--seeds 8] [--limit 1.0]
"""

from __future__ import annotations

import argparse
import random
import statistics

import gamekit


def game_positions(game: gamekit.Game, seed: int) -> list:
    """The positions of a random seeded game at the capture step, first to last."""
    rng = random.Random(seed)
    state = game.new_state(seed=seed)
    found = []
    while not state.is_over:
        if state.step == "move":
            found.append(state)
        state = state.apply(rng.choice(state.legal_actions()))
    return found


def tiles(state) -> int:
    return sum(t is not None for t in state.board)


def reach(game: gamekit.Game, seed: int, limit: float) -> tuple[int, list[tuple[int, float]]]:
    """The most tiles solved in the seed's game, and (tiles, seconds) for each solve proved."""
    best, times = 0, []
    for state in reversed(game_positions(game, seed)):
        result = game.solve(state, time_limit=limit)
        if not result.complete:
            print(f"    {tiles(state)} tiles: unknown after {result.seconds:.2f} s")
            break
        best = max(best, tiles(state))
        times.append((tiles(state), result.seconds))
        print(
            f"    {tiles(state)} tiles: {result.text()}, {result.seconds:.3f} s, "
            f"{result.nodes} positions"
        )
    return best, times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=8)
    parser.add_argument("--limit", type=float, default=1.0)
    args = parser.parse_args()
    game = gamekit.load("kaito")
    reached, seconds = [], []
    for seed in range(args.seeds):
        print(f"seed {seed}:")
        best, times = reach(game, seed, args.limit)
        reached.append(best)
        seconds += [s for _, s in times]
    print(
        f"largest tiles-on-board solved within {args.limit:g} s over {args.seeds} seeds: "
        f"median {statistics.median(reached):g}, worst {min(reached)}, best {max(reached)}"
    )
    print(
        f"time per proved solve: median {statistics.median(seconds) * 1000:.1f} ms, "
        f"slowest {max(seconds) * 1000:.0f} ms over {len(seconds)} solves"
    )


if __name__ == "__main__":
    main()
