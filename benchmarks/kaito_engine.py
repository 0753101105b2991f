"""Kaito engine speed: random-playout steps per second, in pure Python.

A step is one ``legal_actions()`` plus one ``apply()`` of a random legal action, as in the inner
loop of Monte Carlo search. Two figures: playouts from positions already set up (the search case),
and whole games including the seeded shuffle of a new grid. Beside OpenSpiel's C++ engine:
benchmarks/kaito_openspiel.py.

    python benchmarks/kaito_engine.py [--seconds 3]
"""

from __future__ import annotations

import argparse
import random
import time

import gamekit


def playouts(starts: list, seconds: float) -> tuple[int, float]:
    rnd = random.Random(1).random
    steps, begin = 0, time.perf_counter()
    while time.perf_counter() - begin < seconds:
        for state in starts:
            while not state.is_over:
                legal = state.legal_actions()
                state = state.apply(legal[int(rnd() * len(legal))])
                steps += 1
    return steps, time.perf_counter() - begin


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args()
    game = gamekit.load("kaito")
    starts = []
    for seed in range(500):
        state = game.new_state(seed=seed)
        starts.append(state.apply(state.legal_actions()[0]))
    steps, elapsed = playouts(starts, args.seconds)
    print(
        f"kaito playouts from set-up positions: {steps / elapsed:,.0f} steps/s "
        f"({steps:,} steps in {elapsed:.1f} s)"
    )
    rnd = random.Random(2).random
    steps = games = 0
    begin = time.perf_counter()
    while time.perf_counter() - begin < args.seconds:
        state = game.new_state(seed=games)
        games += 1
        while not state.is_over:
            legal = state.legal_actions()
            state = state.apply(legal[int(rnd() * len(legal))])
            steps += 1
    elapsed = time.perf_counter() - begin
    print(
        f"kaito whole random games (shuffle included): {steps / elapsed:,.0f} steps/s, "
        f"{games / elapsed:,.0f} games/s, {steps / games:.1f} steps a game"
    )


if __name__ == "__main__":
    main()
