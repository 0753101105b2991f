"""Dojo engine and players: random-playout steps per second, decision time, and strength.

The expert plays seat P1 against random players (and, second figure, against greedy ones) at 3,
4 and 5 players; its win rate is compared with a fair share (1/players).

    python benchmarks/dojo_players.py [--games 30]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import gamekit


def playouts(game, seconds: float) -> float:
    rnd = random.Random(1).random
    steps, begin, seed = 0, time.perf_counter(), 0
    while time.perf_counter() - begin < seconds:
        state = game.new_state(seed=seed, players=3 + seed % 3)
        seed += 1
        while not state.is_over:
            legal = state.legal_actions()
            state = state.apply(legal[int(rnd() * len(legal))])
            steps += 1
    return steps / (time.perf_counter() - begin)


def match(game, seed: int, players: int, rival: str, times: list[float]) -> bool:
    seats = [game.computer("expert", seed=seed)] + [
        game.computer(rival, seed=seed + i) for i in range(1, players)
    ]
    state = game.new_state(seed=seed, players=players)
    while not state.is_over:
        p = state.current_player
        begin = time.perf_counter()
        action = seats[p].choose(state.view(p))
        if p == 0:
            times.append(time.perf_counter() - begin)
        state = state.apply(action)
    return 0 in state.outcome().winners


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30)
    args = parser.parse_args()
    game = gamekit.load("dojo")
    print(f"dojo random playouts: {playouts(game, 3.0):,.0f} steps/s")
    times: list[float] = []
    for rival in ("random", "greedy"):
        for players in (3, 4, 5):
            wins = sum(match(game, s, players, rival, times) for s in range(args.games))
            print(
                f"expert vs {players - 1} {rival}: won {wins}/{args.games} "
                f"({100 * wins / args.games:.0f}%; a fair share is {100 / players:.0f}%)"
            )
    times.sort()
    print(
        f"expert decision time: median {1000 * statistics.median(times):.1f} ms, "
        f"max {1000 * times[-1]:.0f} ms over {len(times)} decisions"
    )


if __name__ == "__main__":
    main()
