"""The Dojo game object: new games from a seed, positions from text, scoring, computer players."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any

from gamekit.core import Game
from gamekit.dojo import actions, code
from gamekit.dojo.cards import TROPHY_SET, Card, deck
from gamekit.dojo.rules import RULES
from gamekit.dojo.scoring import Score, score
from gamekit.dojo.state import CELLS, DojoState, Options, start_round


class DojoGame(Game):
    """Dojo (Antoine Bauza, Hazgaard 2011): recruit disciples, challenge the dealer, and build
    the best dojo of 3 rows and 4 columns."""

    name = "dojo"
    title = "Dojo"
    player_names = ("P1", "P2", "P3", "P4", "P5")
    default_options = MappingProxyType({"players": 4, "variant": "standard", "incense": "best"})
    rules = RULES
    levels = ("random", "greedy", "expert")
    notation = actions
    codec = code
    players = "gamekit.dojo.players"

    def new_state(self, seed: int | None = None, **options: Any) -> DojoState:
        """Shuffle the 60 cards and the 12 trophies (same seed, same game); P1 deals first."""
        opts = Options(**self.check_options(options))
        rng = random.Random(seed)
        cards, trophies = deck(), list(TROPHY_SET)
        rng.shuffle(cards)
        rng.shuffle(trophies)
        n = opts.players
        state = DojoState(
            options=opts,
            round=1,
            dealer=0,
            step="recruit",
            deck=tuple(cards),
            pile=tuple(trophies),
            up=None,
            hands=(None,) * n,
            shown=frozenset(),
            asked=None,
            attacker=None,
            winner=None,
            rps=None,
            pending=None,
            dojos=((None,) * CELLS,) * n,
            trophies=((),) * n,
            won=(0,) * n,
            kept=(0,) * n,
        )
        return start_round(state)

    def score(
        self,
        grid: str | Sequence[Sequence[Card]],
        trophies: Mapping[str, str] | None = None,
        *,
        incense: str = "best",
    ) -> Score:
        """Score a finished dojo; see :func:`gamekit.dojo.scoring.score`."""
        return score(grid, trophies, incense=incense)


GAME = DojoGame()
DojoState.game = GAME
