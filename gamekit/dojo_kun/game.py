"""The Dojo Kun game object: new games from a seed, positions from text, computer players."""

from __future__ import annotations

import random
from types import MappingProxyType
from typing import Any

from gamekit.core import Game, Hint, InvalidPosition, Player, State
from gamekit.dojo_kun.actions import Action, parse_action
from gamekit.dojo_kun.data import ATHLETES, DISCIPLINES, DOJO_SPACES, SENPAI, STARTING_EQUIPMENT
from gamekit.dojo_kun.rules import RULES
from gamekit.dojo_kun.state import Dojo, DojoKunState, Member, Options


def senpai(dojo: str) -> Member:
    """A Dojo's starting athlete (Athlete 1) as printed on his card."""
    card = ATHLETES[SENPAI[dojo]]
    return Member(card.number, tuple(card.levels[d] for d in DISCIPLINES), card.ki)  # type: ignore[arg-type]


def new_dojo(name: str) -> Dojo:
    """A Dojo at the start: its Senpai in space 1, its starting equipment in slot 1, the other
    spaces and slots of the base board empty (``dojo_kun.setup``)."""
    athletes = (senpai(name),) + (None,) * (DOJO_SPACES["athletes"] - 1)
    equipment = (STARTING_EQUIPMENT[name],) + (None,) * (DOJO_SPACES["equipment"] - 1)
    return Dojo(name, athletes, equipment)


class DojoKunGame(Game):
    """Dojo Kun (Roberto Pestrin, Yemaia 2015): as a Sensei, admit and train athletes, equip and
    enlarge your Dojo, and win Prestige in two martial arts tournaments fought with dice. For 1
    (against the Skull Dojo) to 4 players."""

    name = "dojo-kun"
    title = "Dojo Kun"
    player_names = ("P1", "P2", "P3", "P4")
    default_options = MappingProxyType(
        {"players": 2, "dojos": (), "chance": "seeded", "handicap": False}
    )
    rules = RULES
    levels = ("random", "greedy", "expert")

    def new_state(self, seed: int | None = None, **options: Any) -> DojoKunState:
        """Each player's Dojo with its Senpai and starting equipment, the first player drawn, and
        the first season set up (same seed and options, same game)."""
        from gamekit.dojo_kun import prelude

        merged = self.check_options(options)
        opts = Options(
            merged["players"], tuple(merged["dojos"]), merged["chance"], merged["handicap"]
        )
        if seed is None:
            seed = random.randrange(2**31)  # a game replays from its own seed all the same
        state = DojoKunState(
            options=opts,
            seed=seed,
            tick=0,
            season=0,
            turn=0,
            first=0,
            step="place",
            to_play=0,
            dojos=tuple(new_dojo(name) for name in opts.seats),
            placed=((),) * opts.players,
            offer_athletes=(),
            offer_equipment=(),
            move_row=(),
            adventure_row=(),
            decks=((), (), (), ()),
            techniques=(),
            reservations=(),
        )
        rng, state = state.chance()
        state = state._with(first=rng.randrange(opts.players))
        return prelude.start_season(state, 0)

    def from_code(self, text: str, **options: Any) -> DojoKunState:
        from gamekit.dojo_kun import code

        state = code.decode(text)
        for key, value in options.items():
            if key not in self.default_options or getattr(state.options, key) != value:
                said = f"{key}={getattr(state.options, key, '?')}"
                raise InvalidPosition(f"the code says {said}", f"le code indique {said}")
        return state

    def from_json(self, text: str) -> DojoKunState:
        from gamekit.dojo_kun import code

        return code.from_json(text)

    def to_code(self, state: State) -> str:
        from gamekit.dojo_kun import code

        return code.encode(state)  # type: ignore[arg-type]

    def to_json(self, state: State) -> str:
        from gamekit.dojo_kun import code

        return code.to_json(state)  # type: ignore[arg-type]

    def parse_action(self, text: str, state: State | None = None) -> Action:
        return parse_action(text)

    def computer(self, level: str, seed: int | None = None) -> Player:
        from gamekit.dojo_kun import players

        return players.make(level, seed)

    def hint(self, state: State) -> Hint:
        from gamekit.dojo_kun import players

        return players.hint(state)  # type: ignore[arg-type]

    # -- combat as tools (the heart of the teaching) ---------------------------------------------

    def resolve_combat(self, white: Any, black: Any) -> Any:
        """The serpentine for two sides' symbol counts, step by step
        (:func:`gamekit.dojo_kun.combat.resolve_combat`)."""
        from gamekit.dojo_kun import combat

        return combat.resolve_combat(white, black)

    def combat_odds(self, white: Any, black: Any) -> Any:
        """The exact chances of one roll between two fighters
        (:func:`gamekit.dojo_kun.combat.combat_odds`)."""
        from gamekit.dojo_kun import combat

        return combat.combat_odds(white, black)

    def fight_odds(self, white: Any, black: Any, policy: str = "next_roll") -> Any:
        """The chances of the whole fight, draws and wounds included, under a wound ``policy``
        (:func:`gamekit.dojo_kun.combat.fight_odds`)."""
        from gamekit.dojo_kun import combat

        return combat.fight_odds(white, black, policy=policy)


GAME = DojoKunGame()
DojoKunState.game = GAME
