"""The Dojo game object: new games from a seed, positions from text, scoring, computer players."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any

from gamekit import reading
from gamekit.core import Game, Hint, InvalidPosition, Player, State
from gamekit.dojo import code
from gamekit.dojo.actions import Action, parse_action
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

    def from_code(self, text: str, **options: Any) -> DojoState:
        """Read a position code; a Dojo code carries its own options, and ``options`` given
        here must agree with them."""
        state = code.decode(text)
        for name, value in options.items():
            if getattr(state.options, name, value) != value or name not in self.default_options:
                said = f"{name}={getattr(state.options, name, '?')}"
                given = repr(value)
                if len(given) > reading.EXCERPT:
                    given = given[: reading.EXCERPT] + "…"
                raise InvalidPosition(
                    f"the code says {said}, not {given}", f"le code indique {said}, pas {given}"
                )
        return state

    def from_json(self, text: str) -> DojoState:
        return code.from_json(text)

    def to_code(self, state: State) -> str:
        return code.encode(state)  # type: ignore[arg-type]

    def to_json(self, state: State) -> str:
        return code.to_json(state)  # type: ignore[arg-type]

    def parse_action(self, text: str, state: State | None = None) -> Action:
        return parse_action(text)

    def score(
        self,
        grid: str | Sequence[Sequence[Card]],
        trophies: Mapping[str, str] | None = None,
        *,
        incense: str = "best",
    ) -> Score:
        """Score a finished dojo; see :func:`gamekit.dojo.scoring.score`."""
        return score(grid, trophies, incense=incense)

    def computer(self, level: str, seed: int | None = None) -> Player:
        from gamekit.dojo import players

        return players.make(level, seed)

    def hint(self, state: State) -> Hint:
        from gamekit.dojo import players

        return players.hint(state)  # type: ignore[arg-type]


GAME = DojoGame()
DojoState.game = GAME
