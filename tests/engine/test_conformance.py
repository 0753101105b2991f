"""The conformance suite: every registered game, seeded random games to the end, every
invariant of the gamekit contract checked at every ply (OpenSpiel's habit)."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

import gamekit
from gamekit import IllegalAction, Match
from gamekit.kaito import Capture, EndTurn, Place, Trade
from gamekit.kaito.tiles import Tile


class KaitoChecks:
    """What the suite needs to know of Kaito: every action worth trying, and the material."""

    option_sets = ({}, {"jump_over_tiles": False}, {"win_check": "immediate"})

    @staticmethod
    def candidates(state: Any) -> list[Any]:
        trades = [Trade(k, m) for k in ("sword", "helmet") for m in ((3,), (3, 1), (2, 2), (3, 2))]
        return [*map(Capture, range(36)), *map(Place, range(36)), EndTurn(), *trades]

    @staticmethod
    def check_material(state: Any, spent: int) -> None:
        """36 tiles: on the grid, in a player's captures, spent in trades, or an opening tile."""
        on_grid = sum(t is not None for t in state.board)
        held = sum(len(hand) for hand in state.captured)
        assert on_grid + held + spent + 2 == 36
        everywhere = Counter(t for t in state.board if t is not None)
        for hand in state.captured:
            everywhere.update(hand)
        for t in Tile:
            if t.kind != "mon":
                assert everywhere[t] == (7 if t.kind == "sword" else 3)

    @staticmethod
    def spent_by(action: Any) -> int:
        return len(action.mons) if isinstance(action, Trade) else 0

    @staticmethod
    def check_views(state: Any) -> None:
        """Kaito hides nothing."""
        assert all(state.view(p) == state for p in (0, 1, None))


class DojoChecks:
    """Dojo: 60 cards and 12 trophies accounted for; views hide what they must."""

    option_sets = tuple(
        {"players": n, "variant": v}
        for n, v in (
            (3, "standard"),
            (4, "black_belt"),
            (5, "white_belt"),
            (4, "standard"),
        )
    )

    @staticmethod
    def candidates(state: Any) -> list[Any]:
        from gamekit.dojo import (
            Challenge,
            Give,
            Keep,
            Pass,
            PlaceTrophy,
            Sign,
            Swap,
            Train,
        )

        return [
            *map(Give, range(6)),
            Challenge(),
            Pass(),
            Swap(),
            Keep(),
            Sign("rock"),
            *map(Train, range(35)),
            *(PlaceTrophy("row", i) for i in range(5)),
            *(PlaceTrophy("column", i) for i in range(7)),
        ]

    @staticmethod
    def check_material(state: Any, spent: int) -> None:
        from gamekit.dojo.cards import DECK_COMPOSITION, Card

        cards = Counter(state.deck) + Counter(c for c in state.hands if c)
        for dojo in state.dojos:
            cards.update(c for c in dojo if c)
        assert cards == Counter({Card(d, b): k for (d, b), k in DECK_COMPOSITION.items()})
        placed = sum(len(t) for t in state.trophies)
        held = len(state.pile) + (state.up is not None) + (state.pending is not None)
        assert placed + held + sum(state.kept) + spent == 12

    @staticmethod
    def spent_by(action: Any) -> int:
        return 0

    @staticmethod
    def check_views(state: Any) -> None:
        from gamekit.dojo import HIDDEN

        for viewer in (*range(state.players), None):
            view = state.view(viewer)
            assert view.pile == (None,) * len(state.pile)
            assert sum(c is not None for c in view.deck) <= (viewer == state.dealer)
            for p, card in enumerate(view.hands):
                if card is None or card is HIDDEN:
                    continue
                assert card == state.hands[p]
                seen = p == viewer or p in state.shown or viewer == state.dealer
                assert seen, f"P{viewer} sees P{p}'s hidden card"
            if state.rps and state.rps[1] and viewer != state.attacker:
                assert view.rps[1] == "?"
            assert view.dojos == state.dojos


class KamiChecks:
    """Kami: 32 cards accounted for; no hand and no face-down card shown to another player,
    but for what everyone saw: Soldiers shown when Demoralized, a mercenary laid face down."""

    option_sets = (
        {"players": 2},
        {"players": 3, "mode": "lord"},
        {"players": 4, "mode": "kami"},
        {"players": 4, "empress": "goita"},
    )

    @staticmethod
    def candidates(state: Any) -> list[Any]:
        from gamekit.kami import KINDS, Cancel, Declare, Decline, Pass, Play, PlayOn

        plays = [Play(d, a) for d in ("", *KINDS) for a in KINDS]
        plays += [Play(d, a, dpile=k) for k in (0, 7) for d in "SE" for a in "SHE"]
        plays += [Play(d, a, apile=3) for d in "SE" for a in "SE"]
        return [Pass(), Declare(), Decline(), Cancel(), PlayOn(), *plays]

    @staticmethod
    def check_material(state: Any, spent: int) -> None:
        from gamekit.kami import COPIES

        cards = Counter("".join(state.hands) + state.aside + "".join(state.piles))
        for line in state.lines:
            for d, _, a in line:
                cards.update(d + a)
        assert cards == Counter(COPIES)

    @staticmethod
    def spent_by(action: Any) -> int:
        return 0

    @staticmethod
    def check_views(state: Any) -> None:
        for viewer in (*range(state.players), None):
            view = state.view(viewer)
            assert view.seed is None
            for p, hand in enumerate(view.hands):
                if p == viewer:
                    assert hand == state.hands[p]
                    continue
                shown = hand.replace("?", "")
                assert len(hand) == len(state.hands[p])
                assert shown == "S" * state.shown[p]
            for p, line in enumerate(view.lines):
                for i, ((d, down, a), (real_d, _, real_a)) in enumerate(
                    zip(line, state.lines[p], strict=True)
                ):
                    assert a == real_a
                    seen = p == viewer or not down or (p, i) in state.public
                    assert d == real_d if seen else d in ("?", "")
            for pile, real in zip(view.piles, state.piles, strict=True):
                assert pile[-1:] == real[-1:] and set(pile[:-1]) <= {"?"}
            peeked = state.peeks().get(viewer) if viewer is not None else None
            for i, card in enumerate(view.aside):
                assert card == (state.aside[i] if i == peeked else "?")


CHECKS = {"kaito": KaitoChecks, "dojo": DojoChecks, "kami": KamiChecks}


def _discarded(before: Any, after: Any) -> int:
    """Dojo: a trophy won but with no room left goes back to the box."""
    if hasattr(before, "trophies") and before.pending and not after.pending:
        placed = sum(len(t) for t in after.trophies) - sum(len(t) for t in before.trophies)
        kept = sum(after.kept) - sum(before.kept)
        return 1 - placed - kept
    return 0


@pytest.mark.parametrize("name", gamekit.names())
def test_every_game_has_conformance_checks(name):
    assert name in CHECKS, f"add {name} to CHECKS in {__file__}"


def _play_and_check(game: Any, checks: Any, seed: int, options: dict) -> list[str]:
    rng = random.Random(seed)
    state = game.new_state(seed=seed, **options)
    spent, codes = 0, []
    while True:
        codes.append(state.to_code())
        _check_state(game, checks, state, spent, options)
        if state.is_over:
            return codes
        action = rng.choice(state.legal_actions())
        spent += checks.spent_by(action)
        before = state
        state = state.apply(action)
        spent += _discarded(before, state)


def _check_state(game: Any, checks: Any, state: Any, spent: int, options: dict) -> None:
    legal = state.legal_actions()
    assert legal == state.legal_actions() and len(set(legal)) == len(legal)
    assert bool(legal) != state.is_over
    assert (state.current_player is None) == state.is_over
    if state.is_over:
        outcome = state.outcome()
        assert outcome.winners and set(outcome.winners) <= set(range(len(game.player_names)))
        assert outcome.reason.rule in game.rules
    checks.check_material(state, spent)
    checks.check_views(state)
    # Positions as text round-trip, and repr evaluates back.
    assert game.from_code(state.to_code(), **options) == state
    assert game.from_json(state.to_json()) == state
    assert hash(game.from_json(state.to_json())) == hash(state)
    assert eval(repr(state), {"gamekit": gamekit}) == state  # our own repr, not user input
    for action in legal:
        assert state.why_illegal(action) is None
        assert game.parse_action(str(action), state) == action
    before = state.to_code()
    for action in checks.candidates(state):
        reason = state.why_illegal(action)
        assert (reason is None) == (action in legal), action
        if reason is not None:
            assert reason.rule in game.rules and reason.text
            with pytest.raises(IllegalAction):
                state.apply(action)
    assert state.to_code() == before


@pytest.mark.parametrize("name", gamekit.names())
def test_random_games_keep_every_invariant(name):
    game, checks = gamekit.load(name), CHECKS[name]
    for options in checks.option_sets:
        for seed in range(12 if name == "kaito" else 3):
            _play_and_check(game, checks, seed, options)


@pytest.mark.parametrize("name", gamekit.names())
def test_same_seed_same_game(name):
    game, checks = gamekit.load(name), CHECKS[name]
    assert _play_and_check(game, checks, 3, {}) == _play_and_check(game, checks, 3, {})
    assert game.new_state(seed=3) != game.new_state(seed=4)


@pytest.mark.parametrize("name", gamekit.names())
def test_match_replays_undoes_and_saves(name):
    game = gamekit.load(name)
    match = Match(game.new_state(seed=9))
    rng = random.Random(9)
    while not match.state.is_over:
        match.play(rng.choice(match.state.legal_actions()))
    end, plies = match.state, match.ply
    match.jump(2)
    assert match.state == match.states[2] and match.can_redo
    restored = Match.from_json(match.to_json())
    assert restored.ply == 2 and restored.states == match.states
    match.redo()
    match.play(match.state.legal_actions()[-1])  # a new branch drops the undone future
    assert match.ply == 4 and len(match.states) == 5 and not match.can_redo
    match.jump(0)
    assert match.state == game.new_state(seed=9) and end.is_over and plies > 4


@pytest.mark.parametrize("name", gamekit.names())
def test_match_refuses_an_illegal_action_and_stays_as_it_was(name):
    game = gamekit.load(name)
    match = Match(game.new_state(seed=1))
    legal = set(match.state.legal_actions())
    illegal = next(a for a in CHECKS[name].candidates(match.state) if a not in legal)
    with pytest.raises(IllegalAction):
        match.play(illegal)
    assert match.ply == 0 and match.actions == ()


@pytest.mark.parametrize("name", gamekit.names())
def test_computer_players_of_every_level_play_legal_actions(name):
    game = gamekit.load(name)
    for level in game.levels:
        player = game.computer(level, seed=1)
        state = game.new_state(seed=2)
        for _ in range(6):
            if state.is_over:
                break
            action = player.choose(state.view(state.current_player))
            assert action in state.legal_actions()
            state = state.apply(action)
