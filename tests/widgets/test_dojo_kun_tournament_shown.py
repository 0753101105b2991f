"""A full game of Dojo Kun as a learner plays it against the computer: every fight is shown with
its rolls and result at the pace the teacher chose, each tournament is followed by its results,
and the score sheet ends the game (alone, with the rank).

The learner's decisions are the greedy computer's, played through the app as a click would play
them; a second a move is driven by hand (the pacer's timer is replaced by a list of waiting
steps), one at a time by *Next move*.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from html import escape
from typing import Any

import pytest
from paced import Clock

from gamekit.dojo_kun import GAME
from gamekit.dojo_kun.data import TOURNAMENT_PRESTIGE
from gamekit.dojo_kun.scoring import prestige, solo_rank
from gamekit.match import Match
from widgets.dojo_kun import ledger
from widgets.dojo_kun.app import DojoKunApp
from widgets.dojo_kun.results import fight_text
from widgets.dojo_kun.words import verdict

PACES = ("instant", "second", "step")


@dataclass
class Played:
    """What a game showed: every board drawn (its roll, if any), the panel under the board
    after each decision, the message lines, and the app at the end."""

    app: DojoKunApp
    bouts: list[Any] = field(default_factory=list)
    panels: list[str] = field(default_factory=list)
    refused_while_shown: list[str] = field(default_factory=list)
    said: list[str] = field(default_factory=list)


def play_game(players: int, pace: str, *, lang: str = "en", seed: int = 5) -> Played:
    seats = ("person",) + ("computer",) * (players - 1)
    app = DojoKunApp(players=players, seats=seats, seed=seed, lang=lang)
    clock = Clock()
    app.pacer.schedule = clock
    app.pacer.choice.value = pace
    played = Played(app)
    show = app.board.show

    def recording_show(*args: Any, **kwargs: Any) -> None:
        show(*args, **kwargs)
        if app.board.bout is not None and app.board.bout.faces is not None:
            played.bouts.append((app.board.seen.season, app.board.bout))

    app.board.show = recording_show  # type: ignore[method-assign]
    learner = GAME.computer("greedy", seed=seed)
    while True:
        while app._computer_due():
            if app._frame is not None and not played.refused_while_shown:
                app.play(app.state.legal_actions()[0])  # a decision while a roll is shown
                played.refused_while_shown.append(app.why.value)
            if pace == "step":
                app.pacer.next_move()
            else:
                assert clock.waits, "a step is due at a second a move, and nothing waits for it"
                clock.tick()
            played.said.append(app.why.value)
        if app.state.is_over:
            break
        actor = app.actor()
        assert actor is not None, app.idle_text()
        assert app.play(learner.choose(app.state.view(actor))), app.why.value
        played.said.append(app.why.value)
        if app.results.value not in played.panels:
            played.panels.append(app.results.value)
    return played


@pytest.fixture(scope="module")
def games() -> dict[tuple[int, str], Played]:
    return {(n, pace): play_game(n, pace) for n in (2, 4) for pace in PACES}


@pytest.mark.parametrize("pace", PACES)
@pytest.mark.parametrize("players", [2, 4])
def test_every_fight_is_listed_with_its_rolls_and_result(games, players, pace):
    played = games[(players, pace)]
    book = played.app.book
    for season in (0, 1):
        fights = book.tournament(season)
        assert [f.fight for f in fights] == list(range(7))
        assert all(f.how for f in fights)  # each ended: a roll won, a bye, a choice...
        if season == 0:
            results = next(p for p in played.panels if "White Lotus tournament: results" in p)
        else:
            results = played.app.results.value
        for f in fights:
            said = fight_text(book, f, "en")
            assert escape(said) in results, said
            for n, roll in enumerate(f.rolls, 1):  # each roll, and who won it
                told = verdict(roll.result, "en")
                assert told[1:] in said and (len(f.rolls) == 1 or f"Roll {n}: " in said)


@pytest.mark.parametrize("pace", ["second", "step"])
@pytest.mark.parametrize("players", [2, 4])
def test_at_a_pace_the_board_shows_every_roll(games, players, pace):
    played = games[(players, pace)]
    shown = {(season, b.fight, b.faces, b.red) for season, b in played.bouts}
    rolls = [(f.season, f.fight, r.faces, r.red) for f in played.app.book.fights for r in f.rolls]
    assert rolls and set(rolls) <= shown


@pytest.mark.parametrize("players", [2, 4])
def test_nobody_decides_while_a_roll_is_shown(games, players):
    refused = games[(players, "step")].refused_while_shown
    assert refused and "The board shows the fights roll by roll" in refused[0]
    assert "Next move" in refused[0]


@pytest.mark.parametrize("pace", PACES)
def test_the_results_view_follows_the_first_tournament(games, pace):
    played = games[(2, pace)]
    after = [p for p in played.panels if "White Lotus tournament: results" in p]
    assert after, "no results view after the White Lotus tournament"
    view = after[0]
    assert "is the champion" in view or "Nobody is champion" in view
    for source in ("Tournament places", "Predictions", "Special Moves and abilities in fights"):
        assert source in view


@pytest.mark.parametrize("pace", PACES)
@pytest.mark.parametrize("players", [2, 4])
def test_the_score_sheet_ends_the_game(games, players, pace):
    app = games[(players, pace)].app
    state, sheet = app.state, app.scores.value
    assert state.is_over and app.scores.layout.display == ""
    assert "Score sheet" in sheet and "Black Lotus tournament: results" in app.results.value
    for row in ("Preludes", "Tournament places", "Predictions", "Training Equipment",
                "Athlete cards", "Special Move cards", "Expansions", "Tournaments won",
                "Highest Dan"):  # fmt: skip
        assert row in sheet
    for p in range(players):
        assert f"<b>{prestige(state, p).total}</b>" in sheet
    assert "tie" in sheet and state.outcome().reason.say("en").split(" (")[0] in sheet


def test_the_solo_game_ends_with_its_rank():
    app = play_game(1, "instant", seed=4).app
    total = prestige(app.state, 0).total
    assert "Skull Dojo" in app.scores.value
    assert f"<b>{solo_rank(total)}</b>" in app.scores.value
    assert f"<b>{app.state.skull_prestige}</b>" in app.scores.value


def test_in_french_the_results_and_the_sheet_speak_french():
    app = play_game(2, "instant", lang="fr").app
    assert "Tournoi du Lotus noir : résultats" in app.results.value
    assert "Feuille de score" in app.scores.value and "Places aux tournois" in app.scores.value
    assert "J1" in app.scores.value and "P1" not in app.scores.value


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_sources_add_up_to_the_prestige_won_at_every_decision(players):
    rng = random.Random(players)
    for seed in range(3):
        match = Match(GAME.new_state(seed=seed, players=players))
        book = ledger.Book()
        while not match.state.is_over:
            before = match.state
            action = rng.choice(list(before.legal_actions()))
            match.play(action)
            ledger.steps(book, before, action, match.state)
            for p in range(players):
                assert sum(book.gains(p).values()) == match.state.dojos[p].prestige
            assert sum(book.gains(ledger.SKULL).values()) == match.state.skull_prestige


def test_the_places_are_the_rulebooks_prestige():
    played = play_game(4, "instant", seed=7)
    book, state = played.app.book, played.app.state
    for season in (0, 1):
        champion = book.champions[season]
        if champion is not None and not champion.skull:
            assert book.gains(champion.owner, season)["places"] >= TOURNAMENT_PRESTIGE[season][0]
    assert sum(state.dojos[p].tournaments_won for p in range(4)) == sum(
        1 for c in book.champions.values() if c is not None and not c.skull
    )


def test_a_game_from_a_position_says_what_was_won_before_it():
    state = GAME.new_state(seed=3, players=2)
    coach = GAME.computer("greedy", seed=3)
    while state.season == 0:
        state = state.apply(coach.choose(state.view(state.current_player)))
    app = DojoKunApp(state, seats=("computer", "computer"), seed=3)
    sheet = app.scores.value
    assert app.state.is_over and "Won before the position was loaded" in sheet
    for p in range(2):
        assert f"<b>{prestige(app.state, p).total}</b>" in sheet


@pytest.mark.parametrize("pace", PACES)
def test_the_message_at_a_tournaments_end_points_to_its_results(games, pace):
    ended = [s for s in games[(2, pace)].said if "White Lotus tournament is over" in s]
    assert ended and "The results are under the board" in ended[-1]
