"""Kaito's engine against OpenSpiel's C++ clobber 6x6, both driven from Python, side by side.

A step is one ``legal_actions()`` plus one move chosen at random among them, in the inner loop of
a random playout: for OpenSpiel ``state.apply_action(a)`` (the C++ state changes in place), for
Kaito ``state = state.apply(a)`` (a new immutable state). OpenSpiel starts each game from
``new_initial_state()``; Kaito from positions set up beforehand (shuffled grid, Kaito placed), as
a search does. Clobber 6x6 is the yardstick because it is close in size: 36 squares, a capture
each move, games of 20 to 30 moves.

The two run in the same process, in alternating slices of a tenth of a second, each ``--seconds``
in all, timed in CPU seconds of this process: other programs busy on the machine then weigh
little on the figures, and alike on both. Printed: the steps per second of each and the
ratio Kaito / OpenSpiel (the goal: 0.5 or more). OpenSpiel is not a dependency of the project:
install it in a separate environment and run this script with that environment's Python,
the project on the path::

    python3 -m venv /tmp/osvenv && /tmp/osvenv/bin/pip install open_spiel
    PYTHONPATH=. /tmp/osvenv/bin/python benchmarks/kaito_openspiel.py [--seconds 5]

Without OpenSpiel it says how to install it and prints Kaito's figure alone.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable
from types import ModuleType

import gamekit

SLICE = 0.1
"""CPU seconds each engine runs before the other takes its turn."""
INSTALL = (
    "OpenSpiel is not installed here (import pyspiel failed). To compare, install it apart from "
    "the project and run this script with that Python:\n"
    "    python3 -m venv /tmp/osvenv && /tmp/osvenv/bin/pip install open_spiel\n"
    "    PYTHONPATH=. /tmp/osvenv/bin/python benchmarks/kaito_openspiel.py"
)


def kaito_runner(seed: int = 1) -> Callable[[float], int]:
    """A function that plays Kaito random playouts for about ``seconds`` and returns the steps."""
    game = gamekit.load("kaito")
    starts = []
    for n in range(500):
        state = game.new_state(seed=n)
        starts.append(state.apply(state.legal_actions()[0]))
    rnd = random.Random(seed).random
    at = 0

    def run(seconds: float) -> int:
        nonlocal at
        steps, stop = 0, time.process_time() + seconds
        while time.process_time() < stop:
            for _ in range(20):
                state = starts[at]
                at = (at + 1) % len(starts)
                while not state.is_over:
                    legal = state.legal_actions()
                    state = state.apply(legal[int(rnd() * len(legal))])
                    steps += 1
        return steps

    return run


def openspiel_runner(pyspiel: ModuleType, seed: int = 1) -> Callable[[float], int]:
    """The same for OpenSpiel's clobber on a 6x6 board."""
    game = pyspiel.load_game("clobber", {"rows": 6, "columns": 6})
    rnd = random.Random(seed).random

    def run(seconds: float) -> int:
        steps, stop = 0, time.process_time() + seconds
        while time.process_time() < stop:
            for _ in range(20):
                state = game.new_initial_state()
                while not state.is_terminal():
                    legal = state.legal_actions()
                    state.apply_action(legal[int(rnd() * len(legal))])
                    steps += 1
        return steps

    return run


def measure(runners: dict[str, Callable[[float], int]], seconds: float) -> dict[str, float]:
    """Steps per CPU second of each runner, run in turn in slices until each had ``seconds``."""
    steps = dict.fromkeys(runners, 0)
    spent = dict.fromkeys(runners, 0.0)
    while min(spent.values()) < seconds:
        for name, run in runners.items():
            begin = time.process_time()
            steps[name] += run(SLICE)
            spent[name] += time.process_time() - begin
    return {name: steps[name] / spent[name] for name in runners}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="seconds for each engine")
    args = parser.parse_args()
    runners = {"kaito": kaito_runner()}
    try:
        import pyspiel
    except ImportError:
        print(INSTALL)
    else:
        runners["openspiel clobber 6x6"] = openspiel_runner(pyspiel)
    rates = measure(runners, args.seconds)
    for name, rate in rates.items():
        print(f"{name}: {rate:,.0f} steps/s")
    if len(rates) == 2:
        print(f"ratio kaito / openspiel: {rates['kaito'] / rates['openspiel clobber 6x6']:.2f}x")


if __name__ == "__main__":
    main()
