"""Kaito computer players: how long a move takes and how strong the search player is.

Plays the search player (default level, 0.25 s budget) against the greedy one-move player,
alternating colours, and prints the search player's score and its move times (median, 95th
percentile, maximum).

    python benchmarks/kaito_players.py [--games 100]
"""

from __future__ import annotations

import argparse
import statistics
import time

import gamekit


def play(game, seed: int, search_colour: int) -> tuple[bool, list[float]]:
    search = game.computer("search", seed=seed)
    greedy = game.computer("greedy", seed=seed + 1)
    state = game.new_state(seed=seed)
    times: list[float] = []
    while not state.is_over:
        player = state.current_player
        if player == search_colour:
            begin = time.perf_counter()
            action = search.choose(state)
            times.append(time.perf_counter() - begin)
        else:
            action = greedy.choose(state)
        state = state.apply(action)
    return search_colour in state.outcome().winners, times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    args = parser.parse_args()
    game = gamekit.load("kaito")
    wins, times = 0, []
    for seed in range(args.games):
        won, moves = play(game, seed, seed % 2)
        wins += won
        times += moves
    times.sort()
    print(f"search vs greedy: {wins}/{args.games} won ({100 * wins / args.games:.0f}%)")
    print(
        f"search move time: median {1000 * statistics.median(times):.0f} ms, "
        f"95th percentile {1000 * times[int(0.95 * len(times))]:.0f} ms, "
        f"max {1000 * times[-1]:.0f} ms over {len(times)} moves"
    )


if __name__ == "__main__":
    main()
