"""Dojo Kun combat odds: the time of an exact computation, and a few questions it answers.

Times ``combat_odds`` (one roll) and ``fight_odds`` (a whole fight, for each wound policy) for
two six-dice athletes with Special Moves and Secret Techniques, caches cleared before each run
(median of ``--runs``), then prints example odds: is a Secret Technique worth the Ki it costs,
what a Special Move adds, and how the rulebook's two athletes fare against the Skull Dojo.

    python benchmarks/dojo_kun_odds.py [--runs 7]
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable

from gamekit.dojo_kun.combat import (
    WOUND_POLICIES,
    Fighter,
    clear_caches,
    combat_odds,
    fight_odds,
)

MEDVED = {
    "dice": {"grey": 3, "blue": 2, "red": 1},
    "ki": 3,
    "techniques": ["bear"],
    "moves": ["KYODAI TEISHUTSU", "TEISHUTSU"],
}
TAKASHI = {
    "dice": {"red": 3, "green": 2, "blue": 1},
    "ki": 2,
    "techniques": ["tiger"],
    "moves": ["HYAKU KEN", "TEISHUTSU", "TONDE HYAKU KEN"],
}


def median_time(work: Callable[[], object], runs: int) -> float:
    times = []
    for _ in range(runs):
        clear_caches()
        begin = time.perf_counter()
        work()
        times.append(time.perf_counter() - begin)
    return statistics.median(times)


def line(label: str, white: dict | Fighter, black: dict | Fighter) -> None:
    roll, fight = combat_odds(white, black), fight_odds(white, black)
    print(
        f"  {label:<48} roll {roll.white:6.1%} win {roll.draw:6.1%} draw | "
        f"fight {fight.white:6.1%} win"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    print("two six-dice athletes: Medved (3 grey 2 blue 1 red, Bear, KYODAI TEISHUTSU,")
    print("TEISHUTSU) against Takashi (3 red 2 green 1 blue, Tiger, HYAKU KEN, TEISHUTSU,")
    print(f"TONDE HYAKU KEN); median of {args.runs} runs, caches cleared:")
    seconds = median_time(lambda: combat_odds(MEDVED, TAKASHI), args.runs)
    print(f"  combat_odds: {1000 * seconds:7.1f} ms")
    for policy in WOUND_POLICIES:
        seconds = median_time(lambda p=policy: fight_odds(MEDVED, TAKASHI, p), args.runs)
        print(f"  fight_odds ({policy}): {1000 * seconds:7.1f} ms")
    twelve = {
        "dice": dict.fromkeys(("red", "blue", "grey", "green"), 3),
        "ki": 3,
        "techniques": ["bear", "tiger"],
        "moves": ["KYODAI TEISHUTSU", "HYAKU KEN"],
    }
    seconds = median_time(lambda: combat_odds(twelve, twelve), max(1, args.runs // 3))
    print(f"  combat_odds, twelve dice each (the most an athlete rolls): {seconds:5.2f} s")

    print("\nMedved's chances against Takashi (white's; a fight: wound policy next_roll):")
    line("as in the benchmark (3 Ki, the Bear technique)", MEDVED, TAKASHI)
    line("4 Ki and no Bear (its cost kept)", {**MEDVED, "ki": 4, "techniques": []}, TAKASHI)
    line("3 Ki and no Bear", {**MEDVED, "techniques": []}, TAKASHI)
    line("without KYODAI TEISHUTSU", {**MEDVED, "moves": ["TEISHUTSU"]}, TAKASHI)
    print("\nTakashi's chances against Medved:")
    line("as in the benchmark (2 Ki, the Tiger technique)", TAKASHI, MEDVED)
    line("4 Ki and no Tiger (its cost kept)", {**TAKASHI, "ki": 4, "techniques": []}, MEDVED)
    line("without HYAKU KEN and TONDE HYAKU KEN", {**TAKASHI, "moves": ["TEISHUTSU"]}, MEDVED)
    print("\nagainst the Skull Dojo, Black Lotus season, solo handicap:")
    for number in (1, 3, 7):
        skull = Fighter.skull(number, 2, solo=True)
        line(f"Medved vs Skull athlete {number}", MEDVED, skull)
        line(f"Takashi vs Skull athlete {number}", TAKASHI, skull)


if __name__ == "__main__":
    main()
