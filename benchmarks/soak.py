"""Soak: seeded random games over every option combination of every game, checked at every ply,
and each replayed in a second process with another hash seed.

At every ply of every game: ``legal_actions()`` is empty exactly when ``is_over``; the position
reads back from its code (``from_code(to_code())``, with the game's options) and from its JSON
record (``from_json(to_json())``); every legal action is legal to ``why_illegal`` (None) and
reads back from its text (``parse_action(str(a))``). An exception stops that game and is
listed. Each finished game goes to a second Python process started with another
``PYTHONHASHSEED``, which plays the same seed and the same actions (by their index in
``legal_actions()``): its code at every ply must be this process's, or iteration order leaks
into the rules (a set or a dict of hashed strings).

    .venv/bin/python benchmarks/soak.py [--seconds 60] [--seed 0]
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import json
import os
import random
import subprocess
import sys
import threading
import time
import traceback
from collections import Counter
from pathlib import Path
from typing import Any

import gamekit

OPTIONS: dict[str, dict[str, tuple[Any, ...]]] = {
    "kaito": {"jump_over_tiles": (True, False), "win_check": ("end_of_turn", "immediate")},
    "dojo": {
        "players": (3, 4, 5),
        "variant": ("standard", "white_belt", "black_belt"),
        "incense": ("best", "sum"),
    },
    "kami": {
        "players": (2, 3, 4),
        "mode": ("soldier", "lord", "kami"),
        "empress": ("kami", "goita"),
    },
    "dojo-kun": {
        "players": (1, 2, 3, 4),
        "dojos": ((),),
        "chance": ("seeded",),  # rolls set by hand are a teacher's tool, not a game to soak
        "handicap": (False, True),
    },
}
"""Every value of every option, by game."""
REPLAY_HASHSEED = "4242"
MAX_PLIES = 20_000
"""A game longer than this is reported as an exception (a random game of Kami, the longest, runs
to about 1,000 plies)."""


def option_sets() -> dict[str, list[dict[str, Any]]]:
    """Every set of option values, by game (the game's defaults among them)."""
    found = {}
    for name in gamekit.names():
        values = OPTIONS[name]
        assert set(values) == set(gamekit.load(name).default_options), f"{name}: options differ"
        found[name] = [
            dict(zip(values, chosen, strict=True)) for chosen in itertools.product(*values.values())
        ]
    return found


def digest(code: str) -> str:
    return hashlib.blake2b(code.encode(), digest_size=8).hexdigest()


def check(game: Any, options: dict[str, Any], state: Any) -> list[str]:
    """What is wrong with ``state`` (empty when nothing is)."""
    wrong = []
    legal = state.legal_actions()
    if (not legal) != state.is_over:
        wrong.append(f"{len(legal)} legal actions but is_over is {state.is_over}")
    if game.from_code(state.to_code(), **options) != state:
        wrong.append("from_code(to_code()) differs")
    if game.from_json(state.to_json()) != state:
        wrong.append("from_json(to_json()) differs")
    for action in legal:
        reason = state.why_illegal(action)
        if reason is not None:
            wrong.append(f"legal {action} refused by why_illegal: {reason}")
        if game.parse_action(str(action), state) != action:
            wrong.append(f"legal {action} does not read back from {str(action)!r}")
    return wrong


def play(name: str, options: dict[str, Any], seed: int) -> dict[str, Any]:
    """A random game, checked at every ply: its moves (indices), each ply's code digest, and the
    first problem met, if any."""
    game = gamekit.load(name)
    rng = random.Random(seed)
    moves: list[int] = []
    codes: list[str] = []
    problem = None
    state = None
    try:
        state = game.new_state(seed=seed, **options)
        while True:
            codes.append(digest(state.to_code()))
            wrong = check(game, options, state)
            if wrong:
                problem = "; ".join(wrong)
                break
            if state.is_over:
                break
            if len(moves) >= MAX_PLIES:
                problem = f"not over after {MAX_PLIES:,} plies"
                break
            legal = state.legal_actions()
            moves.append(rng.randrange(len(legal)))
            state = state.apply(legal[moves[-1]])
    except Exception as err:  # noqa: BLE001 (listed, and the soak goes on)
        where = traceback.extract_tb(err.__traceback__)[-1]
        problem = (
            f"{type(err).__name__}: {str(err)[:200]} ({Path(where.filename).name}:{where.lineno})"
        )
    code = state.to_code() if state is not None else ""
    return {"name": name, "options": options, "seed": seed, "moves": moves, "codes": codes,
            "problem": problem, "code": code}  # fmt: skip


def replay(job: dict[str, Any]) -> list[str]:
    """Each ply's code digest when ``job``'s seed and moves are played again, unchecked."""
    game = gamekit.load(job["name"])
    state = game.new_state(seed=job["seed"], **job["options"])
    codes = [digest(state.to_code())]
    for move in job["moves"]:
        state = state.apply(state.legal_actions()[move])
        codes.append(digest(state.to_code()))
    return codes


def replayer() -> None:
    """The second process: a game per line in, its codes' digests per line out."""
    for line in sys.stdin:
        job = json.loads(line)
        try:
            result = {"id": job["id"], "codes": replay(job)}
        except Exception as err:  # noqa: BLE001 (reported as a mismatch)
            result = {"id": job["id"], "error": f"{type(err).__name__}: {str(err)[:200]}"}
        print(json.dumps(result), flush=True)


def compare(games: dict[int, dict[str, Any]], replies: dict[int, dict[str, Any]]) -> list[str]:
    """Where the second process's codes differ from this one's, a line per game."""
    found = []
    for number, game in games.items():
        if game["problem"] is not None:
            continue  # not replayed
        said = f"game {number} ({game['name']} {game['options']} seed {game['seed']})"
        reply = replies.get(number)
        if reply is None:
            found.append(f"{said}: no reply")
        elif "error" in reply:
            found.append(f"{said}: {reply['error']}")
        elif reply["codes"] != game["codes"]:
            pairs = itertools.zip_longest(reply["codes"], game["codes"])
            ply = next(i for i, (theirs, ours) in enumerate(pairs) if theirs != ours)
            found.append(f"{said}: the codes differ from ply {ply}")
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--seed", type=int, default=0, help="the first game's seed")
    parser.add_argument("--replay", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.replay:
        replayer()
        return

    ours = os.environ.get("PYTHONHASHSEED", "random")
    theirs = REPLAY_HASHSEED if ours != REPLAY_HASHSEED else "2424"
    child = subprocess.Popen(
        [sys.executable, __file__, "--replay"],
        env={**os.environ, "PYTHONHASHSEED": theirs},
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1,
    )  # fmt: skip
    replies: dict[int, dict[str, Any]] = {}
    reader = threading.Thread(
        target=lambda: replies.update((r["id"], r) for r in map(json.loads, child.stdout)),
        daemon=True,
    )
    reader.start()

    sets, names = option_sets(), gamekit.names()
    games: dict[int, dict[str, Any]] = {}
    plies: Counter[str] = Counter()
    played: Counter[str] = Counter()
    covered: dict[str, set[tuple[Any, ...]]] = {name: set() for name in names}
    begin = time.perf_counter()
    for number in itertools.count():
        if time.perf_counter() - begin >= args.seconds:
            break
        name = names[number % len(names)]  # each game in turn, then its next option set
        options = sets[name][number // len(names) % len(sets[name])]
        result = play(name, options, args.seed + number)
        games[number] = result
        played[name] += 1
        plies[name] += len(result["moves"])
        covered[name].add(tuple(options.values()))
        if result["problem"] is None:
            job = {k: result[k] for k in ("name", "options", "seed", "moves")}
            child.stdin.write(json.dumps({"id": number, **job}) + "\n")
    elapsed = time.perf_counter() - begin
    child.stdin.close()
    child.wait(timeout=max(60.0, elapsed))
    reader.join(timeout=10)

    print(f"soak: {elapsed:.0f} s, {len(games):,} games, {sum(plies.values()):,} plies "
          f"({sum(plies.values()) / elapsed:,.0f} checked plies/s)")  # fmt: skip
    for name in gamekit.names():
        print(f"  {name}: {played[name]:,} games, {plies[name]:,} plies, "
              f"{len(covered[name])}/{len(sets[name])} option sets")  # fmt: skip
    failed = [g for g in games.values() if g["problem"] is not None]
    print(f"exceptions and broken checks: {len(failed)}")
    for game in failed[:5]:
        print(f"  {game['name']} {game['options']} seed {game['seed']}, "
              f"ply {len(game['moves'])}: {game['problem']}\n    position {game['code'][:300]}")  # fmt: skip
    mismatches = compare(games, replies)
    compared = len(games) - len(failed)
    print(f"replayed with PYTHONHASHSEED={theirs} (this process: {ours}): {compared:,} games, "
          f"{len(mismatches)} mismatches")  # fmt: skip
    for line in mismatches[:5]:
        print(f"  {line}")


if __name__ == "__main__":
    main()
