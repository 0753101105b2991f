"""Kami engine and players: random-playout steps per second, decision time, and strength.

The expert (a team of two experts with four players) plays against random players, and against
greedy ones, in a duel, a chaotic game and a team game, in each mode (Soldier, Lord, Kami). It
plays from its own view only, imagining the unseen cards. A fair share of games is 1/2 (duel
and teams) or 1/3 (chaotic); the rounds it wins are counted too.

    python benchmarks/kami_players.py [--games 6] [--rivals random,greedy]
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
        state = game.new_state(seed=seed, players=2 + seed % 3)
        seed += 1
        while not state.is_over:
            legal = state.legal_actions()
            state = state.apply(legal[int(rnd() * len(legal))])
            steps += 1
    return steps / (time.perf_counter() - begin)


def match(game, seed, players, mode, rival, times) -> tuple[bool, int, int]:
    """One game; (the expert's side won, rounds it won, rounds played)."""
    experts = {0, 2} if players == 4 else {0}
    seats = [
        game.computer("expert" if p in experts else rival, seed=seed * 10 + p)
        for p in range(players)
    ]
    state = game.new_state(seed=seed, players=players, mode=mode)
    won = played = 0
    while not state.is_over:
        p = state.current_player
        begin = time.perf_counter()
        action = seats[p].choose(state.view(p))
        if p in experts:
            times.append(time.perf_counter() - begin)
        deal = state.deal
        state = state.apply(action)
        if state.deal != deal or state.is_over:
            if state.last is not None and state.last.player in experts and action != "cancel":
                won += state.deal != deal or state.is_over
            played += 1
    return 0 in state.outcome().winners, won, played


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--rivals", default="random,greedy")
    args = parser.parse_args()
    game = gamekit.load("kami")
    print(f"kami random playouts: {playouts(game, 3.0):,.0f} steps/s")
    times: list[float] = []
    for rival in args.rivals.split(","):
        for players in (2, 3, 4):
            for mode in ("soldier", "lord", "kami"):
                results = [match(game, s, players, mode, rival, times) for s in range(args.games)]
                wins = sum(r[0] for r in results)
                rounds, played = sum(r[1] for r in results), sum(r[2] for r in results)
                fair = 100 // (3 if players == 3 else 2)
                print(
                    f"expert vs {rival}, {players} players, {mode:7}: games {wins}/{args.games}, "
                    f"rounds {rounds}/{played} ({100 * rounds / max(played, 1):.0f}%; "
                    f"a fair share is {fair}%)",
                    flush=True,
                )
    times.sort()
    print(
        f"expert decision time: median {1000 * statistics.median(times):.1f} ms, "
        f"max {1000 * times[-1]:.0f} ms over {len(times)} decisions"
    )


if __name__ == "__main__":
    main()
