"""The Kaito game object: new games from a seed, positions from text, computer players."""

from __future__ import annotations

import random
from types import MappingProxyType
from typing import Any

from gamekit.core import Game, InvalidPosition
from gamekit.kaito import actions, code
from gamekit.kaito import solve as solver
from gamekit.kaito.rules import RULES
from gamekit.kaito.state import EMPTY_HAND, KaitoState, Options, make_state
from gamekit.kaito.tiles import BLACK, full_set
from gamekit.kaito.tiles import BLACK as SECOND_PLAYER


class KaitoGame(Game):
    """Kaito (Inon Kohn, 2019): two players capture tiles with one shared piece, the Kaito."""

    name = "kaito"
    title = "Kaito"
    player_names = ("Red", "Black")
    default_options = MappingProxyType({"jump_over_tiles": True, "win_check": "end_of_turn"})
    rules = RULES
    levels = ("random", "greedy", "search")
    notation = actions
    codec = code
    players = "gamekit.kaito.players"

    def new_state(self, seed: int | None = None, **options: Any) -> KaitoState:
        """Shuffle the 36 tiles into the grid (same seed, same grid), take out the two opening
        tiles, and wait for Black, the second player, to place the Kaito."""
        opts = Options(**self.check_options(options))
        tiles: list[Any] = full_set(0) + full_set(BLACK) + [None, None]
        random.Random(seed).shuffle(tiles)
        return make_state(
            tuple(tiles), None, SECOND_PLAYER, "place", (EMPTY_HAND, EMPTY_HAND), opts
        )

    def from_code(self, text: str, **options: Any) -> KaitoState:
        """Read a position code with ``options`` (a Kaito code holds none of them)."""
        try:
            opts = Options(**self.check_options(options))
        except (TypeError, ValueError) as err:
            raise InvalidPosition(str(err), self._options_fr(options, err)) from None
        return code.decode(text, opts)

    def solve(self, state: KaitoState, time_limit: float = 1.0) -> solver.Solution:
        """Solve ``state`` exactly within about ``time_limit`` seconds: the winner with best play,
        in how many turns, a best line (see :mod:`gamekit.kaito.solve`)."""
        return solver.solve(state, time_limit)

    def _options_fr(self, options: dict[str, Any], err: Exception) -> str:
        """Why ``options`` are refused (``err``, from ``check_options`` or ``Options``), in
        French."""
        unknown = set(options) - set(self.default_options)
        if unknown:
            known = ", ".join(sorted(self.default_options))
            return f"{self.title} n’a pas d’option {min(unknown)!r} ; options : {known}"
        return code.options_fr(err)


GAME = KaitoGame()
KaitoState.game = GAME
