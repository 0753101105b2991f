"""The review after a game: how long :func:`gamekit.review.review` takes on a whole game, and how
much of it it covers within its time limit.

For each game and seed, a seeded game is played to its end by the greedy computer at every seat;
the first player's decisions are then reviewed (the learner's seat in practice). Printed, per
game: the decisions of that player, those reviewed within the limit (the rest skipped, from the
first), those the solver judged (Kaito), the moves where the judge would have played otherwise,
and the review's time, median and worst over the seeds. About 2 s per game and seed at most.

    python benchmarks/review.py [--seeds 3] [--limit 2.5]
"""

from __future__ import annotations

import argparse
import statistics

import gamekit
from gamekit.review import TIME_LIMIT, decisions, review


def greedy_game(game: gamekit.Game, seed: int) -> tuple[list, list]:
    """The states and actions of a seeded game the greedy computer plays at every seat."""
    state = game.new_state(seed=seed)
    computer = game.computer("greedy", seed=seed)
    states, actions = [state], []
    while not state.is_over:
        action = computer.choose(state.view(state.current_player))
        state = state.apply(action)
        actions.append(action)
        states.append(state)
    return states, actions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--limit", type=float, default=TIME_LIMIT)
    args = parser.parse_args()
    print(f"review of the first player's decisions, limit {args.limit:g} s, {args.seeds} seeds")
    for name in gamekit.names():
        game = gamekit.load(name)
        seconds, lines = [], []
        for seed in range(1, args.seeds + 1):
            states, actions = greedy_game(game, seed)
            mine = decisions(states, actions, [0])
            result = review(game, states, actions, [0], time_limit=args.limit)
            solved = sum(r.judged_by == "solver" for r in result.remarks)
            seconds.append(result.seconds)
            lines.append(
                f"  seed {seed}: {len(mine)} decisions, {len(result.remarks)} reviewed "
                f"({solved} by the solver), {len(result.differences)} otherwise, "
                f"{result.seconds:.2f} s"
            )
        print(
            f"{name}: median {statistics.median(seconds):.2f} s, worst {max(seconds):.2f} s",
            *lines,
            sep="\n",
        )


if __name__ == "__main__":
    main()
