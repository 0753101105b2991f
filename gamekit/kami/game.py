"""The Kami game object: new games from a seed, positions from text, computer players."""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

from gamekit.core import Game
from gamekit.kami import actions, code
from gamekit.kami import solve as solver
from gamekit.kami.rules import RULES
from gamekit.kami.state import KamiState, Options, deal_round, first_player


class KamiGame(Game):
    """Kami (Oka Luda, Art&Bear 2019, after Goita): attack and counter with your cards; the
    player who plays the last card of his hand scores it. Duel (2), Chaotic (3) or teams (4)."""

    name = "kami"
    title = "Kami"
    player_names = ("P1", "P2", "P3", "P4")
    default_options = MappingProxyType({"players": 4, "mode": "soldier", "empress": "kami"})
    rules = RULES
    levels = ("random", "greedy", "expert")
    notation = actions
    codec = code
    players = "gamekit.kami.players"

    def new_state(self, seed: int | None = None, **options: Any) -> KamiState:
        """Draw for the first player, shuffle and deal (same seed, same game)."""
        opts = Options(**self.check_options(options))
        n = opts.players
        blank = KamiState(
            options=opts,
            seed=seed,
            deal=0,
            first=0,
            step="lead",
            to_play=0,
            scores=(0,) * (2 if n == 4 else n),
            hands=("",) * n,
            lines=((),) * n,
            public=(),
            attack=None,
            passes=0,
            aside="",
            piles=(),
            pending=(),
            declarer=None,
            shown=(0,) * n,
            last=None,
        )
        return deal_round(blank, deal=0, first=first_player(seed, n))

    def solve(self, state: KamiState, time_limit: float = 1.0) -> solver.Solution:
        """The deal of ``state`` solved with every hand known (the full position, not a view):
        who ends it with best play for every side, for how many points, and a best line (see
        :mod:`gamekit.kami.solve`); ``complete`` is False when the time ran out first."""
        return solver.solve(state, time_limit)


GAME = KamiGame()
KamiState.game = GAME
