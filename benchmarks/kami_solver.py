"""Kami solver reach: by player count, the first leads ``game.solve`` solves within a time
limit, and the most cards left in hands it solves.

First leads: for each seed and player count, the first deal of a seeded game (everyone plays the
deal at the Demoralized question) is solved from its first lead with the limit (1 s by
default). Printed: per seed, the answer and its time (and processor time: far less than the
time, the machine was busy), or, when the time ran out, how far the search got (its best move so
far and what it is proved to be worth); then, per player count, how many solved within the
limit, and the median and 90th percentile of the time (">" the limit when that many did not
finish).

Most cards: the first deal is played with random moves and its positions at a lead or a
response are solved from the last (fewest cards in hands) back to the first lead, until one is
not solved within the limit. Printed: per seed, the most cards in hands solved (and the cards
still on the mercenary piles of a duel), whether the whole deal from its first lead was solved,
and the time of each solve; then, per player count, the median and the worst over the seeds,
and the time per solve.

    python benchmarks/kami_solver.py [--seeds 8] [--limit 1.0] [--players 4 3 2] [--whole 10]
                                     [--skip-cards]

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


def quantile(times: list[float], share: float, limit: float) -> str:
    """The time below which ``share`` of the solves fall (an unsolved one counted as over the
    limit): "> limit" when that many were not solved."""
    ranked = sorted(times)
    at = min(len(ranked) - 1, max(0, round(share * len(ranked) + 0.5) - 1))
    value = ranked[at]
    return f"> {limit:g} s" if value > limit else f"{value * 1000:.0f} ms"


def first_leads(game: gamekit.Game, seeds: int, players: int, limit: float) -> str:
    """Solve each seed's first lead within ``limit``; the summary line."""
    times, solved = [], 0
    for seed in range(seeds):
        state = deal_positions(game, seed, players)[0]
        cpu = time.process_time()
        result = game.solve(state, time_limit=limit)
        cpu = time.process_time() - cpu
        solved += result.complete
        times.append(result.seconds if result.complete else float("inf"))
        print(
            f"  {players} players, seed {seed}: {result.text()}, {result.seconds:.3f} s "
            f"({cpu:.3f} s of processor), {result.nodes} positions"
        )
    return (
        f"{players} players, first lead: {solved} of {seeds} seeds solved within {limit:g} s; "
        f"time: median {quantile(times, 0.5, limit)}, 90th percentile "
        f"{quantile(times, 0.9, limit)}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=8)
    parser.add_argument("--limit", type=float, default=1.0)
    parser.add_argument("--players", type=int, nargs="+", default=[4, 3, 2])
    parser.add_argument("--whole", type=float, default=0.0)
    parser.add_argument("--skip-cards", action="store_true", help="first leads only")
    args = parser.parse_args()
    game = gamekit.load("kami")
    leads = [first_leads(game, args.seeds, players, args.limit) for players in args.players]
    summary = []
    for players in [] if args.skip_cards else args.players:
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
    print("\n".join(leads + summary))
    if args.whole:
        for players in args.players:
            times, said = [], []
            for seed in range(args.seeds):
                result = game.solve(deal_positions(game, seed, players)[0], args.whole)
                times.append(result.seconds if result.complete else float("inf"))
                said.append(f"{result.seconds:.2f} s" if result.complete else "not solved")
            print(
                f"{players} players, whole deal from its first lead within {args.whole:g} s: "
                + ", ".join(said)
                + f"; median {quantile(times, 0.5, args.whole)}, 90th percentile "
                f"{quantile(times, 0.9, args.whole)}"
            )


if __name__ == "__main__":
    main()
