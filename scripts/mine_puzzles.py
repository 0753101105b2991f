"""Mine a game's puzzles from seeded games and store them beside its engine.

    .venv/bin/python scripts/mine_puzzles.py kaito            # the game's own seeds
    .venv/bin/python scripts/mine_puzzles.py kaito --seeds 0:40 --out /tmp/kaito.json

The same seeds always write the same file (see gamekit/puzzles.py). Each game's ``puzzles``
module says which seeds make its stored set (``SEEDS``).
"""

from __future__ import annotations

import argparse
import sys
import time
from importlib import import_module, resources
from pathlib import Path

import gamekit
from gamekit import puzzles

PACKAGES = {"kaito": "gamekit.kaito", "dojo": "gamekit.dojo", "kami": "gamekit.kami",
            "dojo-kun": "gamekit.dojo_kun"}  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=gamekit.names())
    parser.add_argument("--seeds", help="first:stop (the game's SEEDS by default)")
    parser.add_argument("--out", type=Path, help="where to write (the game's package by default)")
    args = parser.parse_args(argv)
    package = PACKAGES[args.game]
    miner = import_module(f"{package}.puzzles")
    if args.seeds:
        first, stop = (int(n) for n in args.seeds.split(":"))
        seeds = range(first, stop)
    else:
        seeds = miner.SEEDS
    out = args.out or Path(str(resources.files(package).joinpath(puzzles.FILE)))
    begin = time.perf_counter()
    found = miner.mine(seeds)
    puzzles.write(out, args.game, found, seeds=seeds)
    seconds = time.perf_counter() - begin
    print(f"{args.game}: {len(found)} puzzles from seeds {seeds.start}-{seeds.stop - 1} "
          f"in {seconds:.1f} s -> {out}")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
