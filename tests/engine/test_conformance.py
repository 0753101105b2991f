"""The conformance suite: every registered game, seeded random games to the end, every
invariant of the gamekit contract checked at every ply (OpenSpiel's habit)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
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
    but for what everyone saw: Soldiers shown when Demoralized, a mercenary laid face down.
    With four players every player answers the Demoralized question after each deal."""

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
        from gamekit.kami import Declare, Decline

        if state.step == "declare":  # everyone is asked; only five Soldiers give a choice
            five = state.hands[state.to_play].count("S") >= 5
            assert state.legal_actions() == ((Declare(), Decline()) if five else (Decline(),))
            order = [(state.first + i) % 4 for i in range(4)]
            assert list(state.pending) == order[4 - len(state.pending) :]
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

    @staticmethod
    def hidden_variants(state: Any, viewer: int | None, rng: random.Random) -> Iterator[Any]:
        """Positions that differ from ``state`` only in cards ``viewer`` cannot see: two of them
        (of other players' hands, face-down defenses, set-aside cards, cards under a pile's top)
        swapped. Before the round's first play the swap is made in the deal itself, and the
        round goes on from that deal as it did (the same answers to the Demoralized question):
        the engine decides again whatever it decides from a deal."""
        from gamekit.kami.cards import sort_hand
        from gamekit.kami.state import deal_cards

        places = _kami_hidden_places(state, viewer)
        swaps = {}
        for i, (where, card) in enumerate(places):
            for other, other_card in places[i + 1 :]:
                if card != other_card and where[:2] != other[:2]:
                    swaps.setdefault((where[:2], card, other[:2], other_card), (where, other))
        chosen = list(swaps.values())
        rng.shuffle(chosen)
        fresh, path = _kami_path_from_the_deal(state)
        for a, b in chosen[: 40 if path is not None else 8]:
            cards = {key: card for key, card in places}
            cards[a], cards[b] = cards[b], cards[a]
            hands, lines = list(state.hands), [list(line) for line in state.lines]
            aside, piles = list(state.aside), [list(pile) for pile in state.piles]
            for p in range(state.players):
                if any(key[:2] == ("hand", p) for key in (a, b)):
                    hidden = [c for key, c in cards.items() if key[:2] == ("hand", p)]
                    hands[p] = sort_hand("S" * _shown(state, p) + "".join(hidden))
            for key in (a, b):
                if key[0] == "line":
                    _, p, i = key
                    lines[p][i] = (cards[key], *lines[p][i][1:])
                elif key[0] == "aside":
                    aside[key[1]] = cards[key]
                elif key[0] == "pile":
                    piles[key[1]][key[2]] = cards[key]
            variant = state._with(
                hands=tuple(hands),
                lines=tuple(tuple(line) for line in lines),
                aside="".join(aside),
                piles=tuple("".join(pile) for pile in piles),
            )
            if path is not None:  # the same deal, but these cards dealt otherwise
                variant = deal_cards(
                    fresh,
                    variant.hands,
                    variant.aside,
                    variant.piles,
                    deal=state.deal,
                    first=state.first,
                    last=state.last,
                )
                for action in path:
                    if action not in variant.legal_actions():
                        break  # not what the viewer saw happen: no such variant
                    variant = variant.apply(action)
                else:
                    yield variant
            else:
                yield variant


class DojoKunChecks:
    """Dojo Kun: every card, tile, Secret Technique, Skull athlete and Reservation tile in one
    place at most (cards left on offer at the end of a turn leave the game), every token placed
    belongs to an athlete of its Dojo; views hide the decks' order and the seed."""

    option_sets = (
        {"players": 1},
        {"players": 2},
        {"players": 3, "dojos": ("cobra", "bear", "tiger")},
        {"players": 4},
        {"players": 1, "handicap": True},
    )

    @staticmethod
    def candidates(state: Any) -> list[Any]:
        from itertools import combinations

        from gamekit.dojo_kun import (
            Advance,
            Give,
            Place,
            Predict,
            Reserve,
            Sacrifice,
            Seat,
            Send,
            Wound,
        )
        from gamekit.dojo_kun.actions import SLOTS, TOKENS
        from gamekit.dojo_kun.data import DISCIPLINES

        places = [Place(t, s) for t in TOKENS for s in SLOTS]
        places += [Place(t, s, (d,)) for t in "M1" for s in SLOTS[:6] for d in DISCIPLINES]
        places += [Place("M", "athlete1", ("a", "tiger")), Place("2", "yang", ("ki",))]
        tournament = [*(Send(c) for k in (1, 2) for c in combinations(range(4), k))]
        tournament += [kind(s) for kind in (Reserve, Give, Advance) for s in range(4)]
        tournament += [*map(Seat, range(8)), Predict("white"), Predict("black")]
        tournament += [*map(Wound, DISCIPLINES), Sacrifice(1, "tiger")]
        return places + tournament

    @staticmethod
    def check_material(state: Any, spent: int) -> None:
        from gamekit.dojo_kun.data import RESERVATION_TILES, SKULL, TECHNIQUES

        members = [m for d in state.dojos for m in d.athletes if m is not None]
        athletes = [m.card for m in members] + [c for c in state.offer_athletes if c]
        equipment = [e for d in state.dojos for e in d.equipment if e is not None]
        equipment += [e for e in state.offer_equipment if e is not None]
        moves = [k for m in members for k in m.moves] + list(state.move_row)
        for cards, deck in zip(
            (athletes, equipment, moves, list(state.adventure_row)), state.decks
        ):
            cards += deck
            assert len(cards) == len(set(cards)), cards
        assert len(set(state.techniques)) == len(state.techniques) <= len(TECHNIQUES)
        for m in members:
            assert len(set(m.techniques)) == len(m.techniques)
            assert all(0 <= w <= v for w, v in zip(m.wounds, m.levels))
        tiles = [d.reservation for d in state.dojos if d.reservation] + list(state.reservations)
        assert sorted(tiles) == sorted(RESERVATION_TILES)
        for p, placed in enumerate(state.placed):
            athletes_here = state.dojos[p].athletes
            for token, _ in placed:
                assert token == "M" or athletes_here[int(token) - 1] is not None
        t = state.tournament
        if t is not None:
            drawn = [e.space for e in t.rounds[0] if e is not None and e.skull]
            assert len(drawn) == len(set(drawn)) and not set(drawn) & set(t.skulls)
            assert set(drawn) | set(t.skulls) <= set(SKULL)
            for p, sent in enumerate(t.sent):
                assert sent is None or len(sent) <= 2
            if state.step not in ("send", "reserve", "give", "seat", "over"):
                assert len(drawn) + len(t.skulls) == len(SKULL)
        elif state.step == "place":
            assert not any(any(m.wounds) for m in members)

    @staticmethod
    def spent_by(action: Any) -> int:
        return 0

    @staticmethod
    def check_views(state: Any) -> None:
        from gamekit.dojo_kun.state import HIDDEN

        for viewer in (*range(state.players), None):
            view = state.view(viewer)
            assert view.seed is None
            assert all(c == HIDDEN for deck in view.decks[:2] for c in deck)
            assert all(c == "?" for deck in view.decks[2:] for c in deck)
            assert [len(d) for d in view.decks] == [len(d) for d in state.decks]
            rest = {f: getattr(state, f) for f in ("dojos", "placed", "tournament", "move_row")}
            assert {f: getattr(view, f) for f in rest} == rest


CHECKS = {
    "kaito": KaitoChecks,
    "dojo": DojoChecks,
    "kami": KamiChecks,
    "dojo-kun": DojoKunChecks,
}


def _shown(state: Any, p: int) -> int:
    return state.shown[p] if state.shown else 0


def _kami_hidden_places(state: Any, viewer: int | None) -> list[tuple[tuple, str]]:
    """Every card ``viewer`` cannot see, keyed by where it lies: ("hand", p, k), ("line", p, i),
    ("aside", i), ("pile", k, j). Soldiers a Demoralized player showed are seen."""
    places: list[tuple[tuple, str]] = []
    for p, hand in enumerate(state.hands):
        if p != viewer:
            hidden = hand.replace("S", "", _shown(state, p))
            places += [(("hand", p, k), card) for k, card in enumerate(hidden)]
    for p, line in enumerate(state.lines):
        for i, (d, down, _) in enumerate(line):
            if p != viewer and down and d and (p, i) not in state.public:
                places.append((("line", p, i), d))
    peeked = state.peeks().get(viewer) if viewer is not None else None
    places += [(("aside", i), c) for i, c in enumerate(state.aside) if i != peeked]
    for k, pile in enumerate(state.piles):
        places += [(("pile", k, j), c) for j, c in enumerate(pile[:-1])]
    return places


def _kami_path_from_the_deal(state: Any) -> tuple[Any, list[Any] | None]:
    """The position right after this round's deal, and the Demoralized answers that led from it
    to ``state`` (None once a card is played, or if ``state`` was not reached so)."""
    from gamekit.kami import Cancel
    from gamekit.kami.state import deal_cards

    if any(state.lines):
        return state, None
    fresh = deal_cards(
        state, state.hands, state.aside, state.piles,
        deal=state.deal, first=state.first, last=state.last,
    )  # fmt: skip
    paths = [(fresh, [])]
    for _ in range(12):
        for here, path in paths:
            if here == state:
                return fresh, path
        paths = [
            (here.apply(action), [*path, action])
            for here, path in paths
            if here.step in ("declare", "decide")
            for action in here.legal_actions()
            if action != Cancel()
        ]
    return state, None


def _dojo_kun_variants(state: Any, viewer: int | None, rng: random.Random) -> Iterator[Any]:
    """Dojo Kun positions that differ from ``state`` only in what nobody sees: each deck
    shuffled anew, and another seed (which would tell the future draws and rolls)."""
    import dataclasses

    decks = []
    for deck in state.decks:
        deck = list(deck)
        rng.shuffle(deck)
        decks.append(tuple(deck))
    yield dataclasses.replace(state, decks=tuple(decks), seed=rng.randrange(2**31))


def _dojo_variants(state: Any, viewer: int | None, rng: random.Random) -> Iterator[Any]:
    """Dojo positions that differ from ``state`` only in what ``viewer`` cannot see: two cards
    swapped among the hands and the deck where his view hides them, two trophies of the pile
    swapped, or another secret sign."""
    import dataclasses

    from gamekit.dojo.actions import SIGNS

    view = state.view(viewer)
    places = [("hands", p) for p, c in enumerate(view.hands) if c != state.hands[p]]
    places += [("deck", i) for i, c in enumerate(view.deck) if c is None]
    pairs = [
        (a, b)
        for i, a in enumerate(places)
        for b in places[i + 1 :]
        if getattr(state, a[0])[a[1]] != getattr(state, b[0])[b[1]]
    ]
    rng.shuffle(pairs)
    for a, b in pairs[:4]:
        fields = {name: list(getattr(state, name)) for name in ("hands", "deck")}
        fields[a[0]][a[1]], fields[b[0]][b[1]] = fields[b[0]][b[1]], fields[a[0]][a[1]]
        yield dataclasses.replace(state, **{k: tuple(v) for k, v in fields.items()})
    if len(set(state.pile)) > 1:
        pile = list(state.pile)
        i, j = next((i, j) for i in range(len(pile)) for j in range(i) if pile[i] != pile[j])
        pile[i], pile[j] = pile[j], pile[i]
        yield dataclasses.replace(state, pile=tuple(pile))
    if state.rps is not None and state.rps[1] is not None and view.rps[1] != state.rps[1]:
        for sign in SIGNS:
            yield dataclasses.replace(state, rps=(state.rps[0], sign, *state.rps[2:]))


HIDDEN_VARIANTS = {
    "dojo": _dojo_variants,
    "kami": KamiChecks.hidden_variants,
    "dojo-kun": _dojo_kun_variants,
}
"""For each game that hides something: positions that differ from a given one only in what a
given player cannot see (his view of them must be the same)."""


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
        # alone against the Skull Dojo (Dojo Kun), the player may lose and nobody wins
        assert outcome.winners or getattr(state, "solo", False)
        assert set(outcome.winners) <= set(range(len(game.player_names)))
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
    tried = match.actions[3]
    match.play(tried)  # the move already played next: its line is followed, nothing is lost
    assert match.ply == 4 and len(match.states) == plies + 1 and match.state.is_over is False
    match.undo()
    others = [a for a in match.state.legal_actions() if a != tried]
    if others:  # another move opens a branch: the new line ends there, the old one stays
        match.play(others[-1])
        assert match.ply == 4 and len(match.states) == 5 and not match.can_redo
        assert [str(n.action) for n in match.tree.find((0, 0, 0)).variations] == [
            str(tried),
            str(others[-1]),
        ]
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


@pytest.mark.parametrize("name", gamekit.names())
def test_a_players_view_never_depends_on_what_he_cannot_see(name):
    """For every position of seeded random games and every viewer (a player, or an onlooker):
    positions that differ only in cards he cannot see (another player's hand, the deck, a
    face-down card) give him the same view. Before the first play of a Kami round the cards are swapped in the deal itself, so anything
    the engine decides from a deal (such as whom to stop for the Demoralized question) must not
    show either."""
    game, checks = gamekit.load(name), CHECKS[name]
    variants = HIDDEN_VARIANTS.get(name)
    hides = False
    for options in checks.option_sets:
        for seed in range(1 if name == "dojo" else 2):  # Dojo's games are long
            rng = random.Random(seed)
            state = game.new_state(seed=seed, **options)
            while True:
                for viewer in (*range(getattr(state, "players", 2)), None):
                    view = state.view(viewer)
                    hides = hides or view != state
                    for other in variants(state, viewer, rng) if variants else ():
                        assert other.view(viewer) == view, (
                            f"seed {seed} {options}: viewer {viewer} tells {state.to_code()} "
                            f"from {other.to_code()}"
                        )
                if state.is_over:
                    break
                state = state.apply(rng.choice(state.legal_actions()))
    assert variants or not hides, f"{name} hides cards: add it to HIDDEN_VARIANTS"
