"""The Kami game object: new games from a seed, positions from text, computer players."""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

from gamekit.core import Game, Hint, InvalidPosition, Player, State
from gamekit.kami import code
from gamekit.kami.actions import Action, parse_action
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

    def from_code(self, text: str, **options: Any) -> KamiState:
        """Read a position code; it carries its own options, which ``options`` must agree with."""
        state = code.decode(text)
        for key, value in options.items():
            if key not in self.default_options or getattr(state.options, key) != value:
                said = f"{key}={getattr(state.options, key, '?')}"
                raise InvalidPosition(f"the code says {said}", f"le code indique {said}")
        return state

    def from_json(self, text: str) -> KamiState:
        return code.from_json(text)

    def to_code(self, state: State) -> str:
        return code.encode(state)  # type: ignore[arg-type]

    def to_json(self, state: State) -> str:
        return code.to_json(state)  # type: ignore[arg-type]

    def parse_action(self, text: str, state: State | None = None) -> Action:
        return parse_action(text)

    def computer(self, level: str, seed: int | None = None) -> Player:
        from gamekit.kami import players

        return players.make(level, seed)

    def hint(self, state: State) -> Hint:
        from gamekit.kami import players

        return players.hint(state)  # type: ignore[arg-type]


GAME = KamiGame()
KamiState.game = GAME
