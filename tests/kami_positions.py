"""Kami test positions written as "these hands, these lines"; the rest of the 32 cards is filled in.

``position(hands=["SH", "SSE", "LT", "HH"], attack=(0, "H"), turn=1, step="respond")`` gives
those hands; every card not named is put in the line of a player as face-down plays (so no
Empress lies face up unless asked), keeping the 32 cards accounted for.
"""

from __future__ import annotations

from collections import Counter

import gamekit
from gamekit.kami import COPIES
from gamekit.kami.state import KamiState

GAME = gamekit.load("kami")


def position(
    hands: list[str],
    *,
    lines: list[str] | None = None,
    attack: tuple[int, str] | None = None,
    step: str = "lead",
    turn: int = 0,
    first: int = 0,
    scores: tuple[int, ...] | None = None,
    mode: str = "soldier",
    piles: list[str] | None = None,
    aside: str = "",
    filler: int | None = None,
    passes: int = 0,
    empress: str = "kami",
    seed: int = 1,
) -> KamiState:
    """A position from the named cards; ``lines`` are codes like ``"S.H,E^A"`` per player."""
    n = len(hands)
    lines = list(lines or ["-"] * n)
    used = Counter("".join(hands) + aside + "".join(piles or []))
    for text in lines:
        for play in [] if text == "-" else text.split(","):
            used.update(c for c in (play[0], play[2]) if c != "-")
    left = sorted((Counter(COPIES) - used).elements())
    assert not (used - Counter(COPIES)), "more cards than the game has"
    who = (n - 1) if filler is None else filler
    # Face-down defenses only: an Empress among them never counts as face up.
    extra = [f"{left[i]}.{left[i + 1]}" for i in range(0, len(left) - 1, 2)]
    if len(left) % 2:
        extra.append(f"-.{left[-1]}")
    if extra:
        lines[who] = ",".join([*([] if lines[who] == "-" else [lines[who]]), *extra])
    sides = 2 if n == 4 else n
    fields = {
        "players": str(n),
        "mode": mode,
        "empress": empress,
        "seed": str(seed),
        "deal": "0",
        "first": f"P{first + 1}",
        "step": step,
        "turn": f"P{turn + 1}",
        "scores": ",".join(map(str, scores or (0,) * sides)),
        "hands": ";".join(h or "-" for h in hands),
        "lines": ";".join(lines),
        "attack": "-" if attack is None else f"P{attack[0] + 1}:{attack[1]}",
        "passes": str(passes),
        "aside": aside or "-",
        "piles": ",".join(p or "-" for p in piles) if piles else "-",
        "pending": "-",
        "declarer": "-",
        "last": "-",
    }
    return GAME.from_code("kami " + " ".join(f"{k}={v}" for k, v in fields.items()))
