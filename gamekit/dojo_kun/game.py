"""The Dojo Kun game object: new games from a seed, positions from text, computer players, and
the rules that move a position on, by its step.

It sits at the top of the engine's modules and imports them, none of them importing it back:
the state holds a position and asks its game (``DojoKunState.game``) which part of the rules
answers for its step, the prelude or the tournament, and for the final count.
"""

from __future__ import annotations

import random
from types import MappingProxyType
from typing import Any

from gamekit.core import Game, Outcome, Reason
from gamekit.dojo_kun import actions, code, combat, prelude, scoring, season, tournament
from gamekit.dojo_kun.data import ATHLETES, DISCIPLINES, DOJO_SPACES, SENPAI, STARTING_EQUIPMENT
from gamekit.dojo_kun.rules import RULES
from gamekit.dojo_kun.state import Dojo, DojoKunState, Member, Options

PARTS = MappingProxyType({"place": prelude, **dict.fromkeys(tournament.STEP_ACTIONS, tournament)})
"""The part of the rules that answers for each step before the end: the prelude's placements,
then the tournament's decisions (``over`` has none: the state answers for it)."""


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
    notation = actions
    codec = code
    players = "gamekit.dojo_kun.players"

    def new_state(self, seed: int | None = None, **options: Any) -> DojoKunState:
        """Each player's Dojo with its Senpai and starting equipment, the first player drawn, and
        the first season set up (same seed and options, same game)."""
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
        return season.start_season(state, 0)

    # -- the rules of a position, by its step (what the state asks: state.Rules) ------------------

    def legal(self, state: DojoKunState) -> Any:
        """The decisions open in ``state`` (not over), from the part of the rules for its step."""
        return PARTS[state.step].legal(state)

    def why_illegal(self, state: DojoKunState, action: Any) -> Reason | None:
        """None if ``action`` is open in ``state`` (not over), else the rule it breaks."""
        return PARTS[state.step].why_illegal(state, action)

    def play(self, state: DojoKunState, action: Any) -> DojoKunState:
        """The state after a legal decision in ``state``, carried on to the next decision: a
        prelude's third turn ends in the tournament, the first tournament in the second season."""
        return PARTS[state.step].play(state, action)

    def outcome(self, state: DojoKunState) -> Outcome:
        """The final count of a game that is over (:func:`gamekit.dojo_kun.scoring.outcome`)."""
        return scoring.outcome(state)

    # -- combat as tools (the heart of the teaching) ---------------------------------------------

    def resolve_combat(self, white: Any, black: Any) -> Any:
        """The serpentine for two sides' symbol counts, step by step
        (:func:`gamekit.dojo_kun.combat.resolve_combat`)."""
        return combat.resolve_combat(white, black)

    def combat_odds(self, white: Any, black: Any) -> Any:
        """The exact chances of one roll between two fighters
        (:func:`gamekit.dojo_kun.combat.combat_odds`)."""
        return combat.combat_odds(white, black)

    def fight_odds(self, white: Any, black: Any, policy: str = "next_roll") -> Any:
        """The chances of the whole fight, draws and wounds included, under a wound ``policy``
        (:func:`gamekit.dojo_kun.combat.fight_odds`)."""
        return combat.fight_odds(white, black, policy=policy)


GAME = DojoKunGame()
DojoKunState.game = GAME
