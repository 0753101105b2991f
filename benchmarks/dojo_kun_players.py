"""Dojo Kun engine and players: random-playout steps per second, decision time, and strength.

Random players play whole games to measure the engine (steps a second, one to four players).
Then one player of a level (the hero) takes a seat against players of a weaker level at 2, 3
and 4 players: greedy against random, expert against random, expert against greedy; the hero's
seat turns from game to game, and its wins (a shared win counts its share) are compared with a
fair share, 1 in the number of players. Alone, each level plays against the Skull Dojo: its
mean score, its wins and the rulebook's ranks (wooden man ... sensei). Every player decides
from its own view; the times are those of decisions with a choice to make (more than one legal
action), over all the games.

The goal (issue 23): the expert wins at least 40% of four-player games against three greedy
players over at least 40 games, and its decisions take at most 300 ms at the 99th percentile.
That match always plays ``--goal-games`` games (40 by default), and the decision times are
printed with their 99th percentile and maximum.

The default run plays 20 games a setting, 40 for the goal's, in one process (about 5 minutes);
``--goal`` plays the goal's match alone (about 80 s); ``--quick`` plays 3 games a setting
(about 40 s): enough to see every setting work, not to rank players. More processes (``--jobs``)
go faster, but the decision times then count the waits of a busy machine: keep one process a
free core. The expert stops searching when its time budget (0.15 s) runs out, so on a busy
machine it thinks less and its figures vary a little from run to run.

    python benchmarks/dojo_kun_players.py [--quick | --goal] [--games N] [--goal-games 40]
                                          [--jobs 1]
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import statistics
import time
from collections import Counter

import gamekit
from gamekit.dojo_kun import players
from gamekit.dojo_kun.scoring import solo_rank

MATCHES = (("greedy", "random"), ("expert", "random"), ("expert", "greedy"))
GOAL = ("expert", "greedy", 4)
"""The issue's goal: the expert against three greedy players."""
RANKS = ("wooden man", "canvas belt", "red belt", "black belt", "senpai", "sensei")


def playouts(seconds: float) -> tuple[float, float]:
    """Random play-outs of whole games (one to four players): steps (actions applied) a second,
    and steps a game."""
    game = gamekit.load("dojo-kun")
    rng = random.Random(1)
    steps, games, begin, seed = 0, 0, time.perf_counter(), 0
    while time.perf_counter() - begin < seconds:
        state = game.new_state(seed=seed, players=1 + seed % 4)
        seed += 1
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))
            steps += 1
        games += 1
    return steps / (time.perf_counter() - begin), steps / games


Job = tuple[str, str, int, int]
"""(the hero's level, the rivals' level, players, seed); alone, the rivals' level is ''."""


def match(job: Job) -> tuple[float, int, int, dict[str, list[float]]]:
    """One game: the hero's share of the win, his score, the best score of the others (alone,
    the Skull Dojo's), and each level's decision times."""
    hero, rival, count, seed = job
    game = gamekit.load("dojo-kun")
    me = seed % count
    seats = [players.make(hero if p == me else rival, seed=seed * 10 + p) for p in range(count)]
    levels = [hero if p == me else rival for p in range(count)]
    state = game.new_state(seed=seed, players=count)
    times: dict[str, list[float]] = {}
    while not state.is_over:
        p = state.current_player
        view = state.view(p)
        begin = time.perf_counter()
        action = seats[p].choose(view)
        spent = time.perf_counter() - begin
        if view.step == "roll" or len(view.legal_actions()) > 1:
            times.setdefault(levels[p], []).append(spent)
        state = state.apply(action)
    outcome = state.outcome()
    assert outcome is not None and outcome.scores is not None
    share = 1 / len(outcome.winners) if me in outcome.winners else 0.0
    others = [s for p, s in enumerate(outcome.scores) if p != me]
    return share, outcome.scores[me], max(others, default=state.skull_prestige), times


def percentile(ordered: list[float], q: float) -> float:
    """The ``q`` quantile of ``ordered`` (sorted), the nearest rank above."""
    return ordered[min(len(ordered) - 1, math.ceil(q * len(ordered)) - 1)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="3 games a setting")
    parser.add_argument("--goal", action="store_true", help="the goal's match alone")
    parser.add_argument("--games", type=int, default=None, help="games a setting (default 20)")
    parser.add_argument(
        "--goal-games", type=int, default=40, help="games of the goal's match (default 40)"
    )
    parser.add_argument("--jobs", type=int, default=1, help="processes (default 1)")
    args = parser.parse_args()
    games = args.games or (3 if args.quick else 20)

    if not args.goal:
        rate, length = playouts(2.0 if args.quick else 5.0)
        print(
            f"dojo-kun random playouts: {rate:,.0f} steps/s ({length:.0f} steps a game)", flush=True
        )

    settings = [(hero, rival, n) for n in (2, 3, 4) for hero, rival in MATCHES]
    settings += [(level, "", 1) for level in ("random", "greedy", "expert")]
    if args.goal:
        settings = [GOAL]
    count = {s: args.goal_games if s == GOAL and not args.quick else games for s in settings}
    jobs = [
        (hero, rival, n, seed)
        for hero, rival, n in settings
        for seed in range(count[hero, rival, n])
    ]
    times: dict[str, list[float]] = {}
    goal = None
    begin = time.perf_counter()
    with multiprocessing.Pool(args.jobs) as pool:
        results = pool.imap(match, jobs)  # in order: a setting prints once its games are in
        for hero, rival, n in settings:
            games = count[hero, rival, n]
            done = [next(results) for _ in range(games)]
            for r in done:
                for level, spent in r[3].items():
                    times.setdefault(level, []).extend(spent)
            wins = sum(r[0] for r in done)
            if (hero, rival, n) == GOAL:
                goal = 100 * wins / games
            mean = statistics.mean(r[1] for r in done)
            other = statistics.mean(r[2] for r in done)
            if n == 1:
                ranks = Counter(solo_rank(r[1]) for r in done)
                shown = ", ".join(f"{rank} {ranks[rank]}" for rank in RANKS if ranks[rank])
                print(
                    f"{hero:6} alone: wins {wins:.0f}/{games} against the Skull Dojo, "
                    f"score {mean:.1f} (Skull Dojo {other:.1f}); ranks: {shown}",
                    flush=True,
                )
                continue
            print(
                f"{hero:6} vs {rival:6}, {n} players: wins {wins:4.1f}/{games} "
                f"({100 * wins / games:3.0f}%; a fair share is {100 / n:.0f}%), "
                f"score {mean:.1f} against the best other's {other:.1f}",
                flush=True,
            )
    for level in ("random", "greedy", "expert"):
        spent = sorted(times.get(level, []))
        if spent:
            print(
                f"{level:6} decision time: median {1000 * statistics.median(spent):.2f} ms, "
                f"p90 {1000 * percentile(spent, 0.9):.1f} ms, "
                f"p99 {1000 * percentile(spent, 0.99):.1f} ms, "
                f"max {1000 * spent[-1]:.1f} ms over {len(spent):,} decisions"
            )
    spent = sorted(times.get("expert", []))
    if goal is not None and spent:
        p99 = percentile(spent, 0.99)
        met = goal >= 40 and p99 <= 0.3
        verdict = "too few games to judge" if count[GOAL] < 40 else "met" if met else "not met"
        print(
            f"goal: the expert wins {goal:.0f}% of {count[GOAL]} four-player games against "
            f"greedy players (at least 40% over at least 40 games), its decisions take "
            f"{1000 * p99:.0f} ms at the 99th percentile (at most 300 ms): {verdict}"
        )
    print(f"({time.perf_counter() - begin:.0f} s for {len(jobs)} games on {args.jobs} processes)")


if __name__ == "__main__":
    main()
