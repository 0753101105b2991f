"""Kami engine and players: random-playout steps per second, decision time, and strength.

The expert (a team of two experts with four players) plays against random players, and against
greedy ones, in a duel, a chaotic game and a team game, in each mode (Soldier, Lord, Kami). It
plays from its own view only, imagining the unseen cards. Its seat turns from game to game (the
seat decides who leads first). A fair share of games and rounds is 1/2 (duel and teams) or 1/3
(chaotic); a cancelled deal (Demoralized) is not a round.

The default run plays, on 2 processes, 2 games a setting against greedy players and 1 against
random ones (about 2 minutes on 2 cores; an expert decision takes 0.2 s whatever the load):
enough to see every setting work, not to rank players. ``--long`` plays 20 games a setting
(about 25 minutes); the games of all modes together then say something.

    python benchmarks/kami_players.py [--long] [--games N] [--jobs 2] [--rivals random,greedy]
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
import time

import gamekit
from gamekit.kami import Cancel

MODES = ("soldier", "lord", "kami")


def playouts(seconds: float) -> float:
    """Random play-outs of whole games, in steps (actions applied) per second."""
    game = gamekit.load("kami")
    rnd = random.Random(1).random
    steps, begin, seed = 0, time.perf_counter(), 0
    while time.perf_counter() - begin < seconds:
        state = game.new_state(seed=seed, players=2 + seed % 3)
        seed += 1
        while not state.is_over:
            legal = state.legal_actions()
            state = state.apply(legal[int(rnd() * len(legal))])
            steps += 1
    return steps / (time.perf_counter() - begin)


def match(job: tuple[str, int, str, int]) -> tuple[bool, int, int, list[float]]:
    """One game: (the expert's side won, rounds it won, rounds played, the expert's decision
    times when it had a choice to make)."""
    rival, players, mode, seed = job
    game = gamekit.load("kami")
    seat = seed % players
    experts = {seat, (seat + 2) % 4} if players == 4 else {seat}
    seats = [
        game.computer("expert" if p in experts else rival, seed=seed * 10 + p)
        for p in range(players)
    ]
    state = game.new_state(seed=seed, players=players, mode=mode)
    won = played = 0
    times: list[float] = []
    while not state.is_over:
        p = state.current_player
        view = state.view(p)
        begin = time.perf_counter()
        action = seats[p].choose(view)
        if p in experts and len(view.legal_actions()) > 1:
            times.append(time.perf_counter() - begin)
        deal = state.deal
        state = state.apply(action)
        if (state.deal != deal or state.is_over) and not isinstance(action, Cancel):
            played += 1
            won += state.last.player in experts  # type: ignore[union-attr]
    return seat in state.outcome().winners, won, played, times  # type: ignore[union-attr]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--games", type=int, default=None, help="games a setting (default 2; 1 against random)"
    )
    parser.add_argument("--long", action="store_true", help="20 games a setting")
    parser.add_argument("--jobs", type=int, default=2, help="processes (default 2)")
    parser.add_argument("--rivals", default="random,greedy")
    args = parser.parse_args()

    def games(rival: str) -> int:
        return args.games or (20 if args.long else 1 if rival == "random" else 2)

    print(f"kami random playouts: {playouts(3.0):,.0f} steps/s", flush=True)
    settings = [
        (rival, players, mode)
        for rival in args.rivals.split(",")
        for players in (2, 3, 4)
        for mode in MODES
    ]
    jobs = [(*setting, seed) for setting in settings for seed in range(games(setting[0]))]
    times: list[float] = []
    begin = time.perf_counter()
    with multiprocessing.Pool(args.jobs) as pool:
        results = pool.imap(match, jobs)  # in order: a setting prints once its games are in
        for rival, players, mode in settings:
            done = [next(results) for _ in range(games(rival))]
            wins = sum(r[0] for r in done)
            rounds, played = sum(r[1] for r in done), sum(r[2] for r in done)
            for r in done:
                times.extend(r[3])
            fair = 100 // (3 if players == 3 else 2)
            print(
                f"expert vs {rival}, {players} players, {mode:7}: games {wins}/{len(done)}, "
                f"rounds {rounds}/{played} ({100 * rounds / max(played, 1):.0f}%; "
                f"a fair share is {fair}%)",
                flush=True,
            )
    times.sort()
    print(
        f"expert decision time: median {1000 * statistics.median(times):.1f} ms, "
        f"max {1000 * times[-1]:.0f} ms over {len(times)} decisions with a choice to make "
        f"({time.perf_counter() - begin:.0f} s for {len(jobs)} games on {args.jobs} processes)"
    )


if __name__ == "__main__":
    main()
