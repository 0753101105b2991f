"""Kami solver reach: by player count, the most cards left in hands that ``game.solve`` solves
within a time limit.

For each seed and player count, the first deal of a seeded game is played with random moves
(everyone plays the deal at the Demoralized question); its positions at a lead or a response
are solved from the last (fewest cards in hands) back to the first lead, until one is not solved
within the limit (1 s by default). Printed: per seed, the most cards in hands solved (and the
cards still on the mercenary piles of a duel), whether the whole deal from its first lead was
solved, and the time of each solve; then, per player count, the median and the worst over the
seeds, and the time per solve. Each seed ends on one unsolved search of the full limit, unless
the whole deal is solved; a busy machine solves less (the processor time of each solve is
printed beside its time: far less than it, the machine was busy).

    python benchmarks/kami_solver.py [--seeds 8] [--limit 1.0] [--players 2 3 4] [--whole 10]

``--whole S`` then solves each seed's whole deal from its first lead with S seconds, and prints
the time each took (or that it was not solved): the reach beyond the second.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import gamekit
from gamekit.kami.actions import Decline, PlayOn


def deal_positions(game: gamekit.Game, seed: int, players: int) -> list:
    """The positions of a seeded random first deal at a lead or a response, first to last."""
    rng = random.Random(seed)
    state = game.new_state(seed=seed, players=players)
    while state.step in ("declare", "decide"):
        state = state.apply(Decline() if Decline() in state.legal_actions() else PlayOn())
    found, deal = [], state.deal
    while state.deal == deal and not state.is_over:
        found.append(state)
        state = state.apply(rng.choice(state.legal_actions()))
    return found


def in_hands(state) -> int:
    return sum(map(len, state.hands))


def reach(game: gamekit.Game, seed: int, players: int, limit: float) -> tuple[int, bool, list]:
    """The most cards in hands solved in the seed's deal, whether its first lead was solved, and
    the seconds of each solve; the positions with as many cards in hands are solved once."""
    best, times, whole = 0, [], False
    positions = deal_positions(game, seed, players)
    done = set()
    for at in range(len(positions) - 1, -1, -1):
        state = positions[at]
        cards = in_hands(state)
        if cards in done and at:
            continue
        done.add(cards)
        cpu = time.process_time()
        result = game.solve(state, time_limit=limit)
        cpu = time.process_time() - cpu
        piles = f" (+{sum(map(len, state.piles))} on piles)" if players == 2 else ""
        if not result.complete:
            print(f"    {cards} cards{piles}: unknown after {result.seconds:.2f} s")
            break
        best = max(best, cards)
        times.append(result.seconds)
        whole = at == 0
        print(
            f"    {cards} cards{piles}: {result.text()}, {result.seconds:.3f} s "
            f"({cpu:.3f} s of processor), {result.nodes} positions"
            + (" (the whole deal)" if whole else "")
        )
    return best, whole, times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=8)
    parser.add_argument("--limit", type=float, default=1.0)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    parser.add_argument("--whole", type=float, default=0.0)
    args = parser.parse_args()
    game = gamekit.load("kami")
    summary = []
    for players in args.players:
        reached, wholes, seconds = [], 0, []
        for seed in range(args.seeds):
            print(f"{players} players, seed {seed}:")
            best, whole, times = reach(game, seed, players, args.limit)
            reached.append(best)
            wholes += whole
            seconds += times
        summary.append(
            f"{players} players: most cards in hands solved within {args.limit:g} s over "
            f"{args.seeds} seeds: median {statistics.median(reached):g}, worst {min(reached)}, "
            f"best {max(reached)}; whole deal from its first lead solved for {wholes} seeds; "
            f"time per solve: median {statistics.median(seconds) * 1000:.1f} ms, slowest "
            f"{max(seconds) * 1000:.0f} ms over {len(seconds)} solves"
        )
    print("\n".join(summary))
    if args.whole:
        for players in args.players:
            times = []
            for seed in range(args.seeds):
                result = game.solve(deal_positions(game, seed, players)[0], args.whole)
                times.append(f"{result.seconds:.2f} s" if result.complete else "not solved")
            print(
                f"{players} players, whole deal from its first lead within {args.whole:g} s: "
                + ", ".join(times)
            )


if __name__ == "__main__":
    main()
