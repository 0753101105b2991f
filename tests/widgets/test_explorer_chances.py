"""The explorers show exact chances over the table, in words and numbers, in English and French:
Dojo's for the round's challenge, Dojo Kun's for the tournament's next fight; they follow each
move, and say so when there is nothing to weigh."""

from __future__ import annotations

import random
import re

import pytest

import gamekit
from gamekit.dojo.chances import chances
from gamekit.dojo_kun.odds import next_fight
from gamekit.dojo_kun.tournament import entrant_name, pair
from widgets.dojo.explorer import DojoExplorer
from widgets.dojo_kun.explorer import DojoKunExplorer
from widgets.feedback import plain

DOJO = gamekit.load("dojo")
DOJO_KUN = gamekit.load("dojo-kun")
PERCENT = {"en": re.compile(r"\d+\.\d%"), "fr": re.compile(r"\d+,\d\s%")}
FRENCH_FAULTS = re.compile(r"[A-Za-zÀ-ÿ]'[A-Za-zÀ-ÿ]|[A-Za-zÀ-ÿ0-9)»][:;?!](?=\s|$)|\bP\d\b")
"""A straight apostrophe, no space before : ; ? !, or a player named P2 (J2 in French)."""


def dojo_at(step: str, seed: int, variant: str = "standard"):
    """The first position at ``step`` after round 2 of a seeded random 4-player game."""
    rng, state = random.Random(seed), DOJO.new_state(seed=seed, players=4, variant=variant)
    while not (state.round > 2 and state.step == step):
        state = state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_dojo_explorer_shows_each_opponent_s_chance_and_follows_the_moves(lang) -> None:
    state = dojo_at("challenge", seed=3)
    explorer = DojoExplorer(state.to_code(), lang=lang)
    shown = plain(explorer.chances.value)
    assert shown.startswith({"en": "Challenge chances", "fr": "Chances du défi"}[lang])
    found = chances(state)
    assert found.open and len(found.chances) >= 1
    for chance in found.chances:
        name = f"{'J' if lang == 'fr' else 'P'}{chance.player + 1}"
        assert name in shown and chance.card.name(lang) in shown
        words = {"en": f"beats or ties {chance.beaten} of the {chance.unseen} cards"}
        words["fr"] = f"bat ou égale {chance.beaten} des {chance.unseen} TATAMIS"
        assert words[lang] in shown
    assert len(PERCENT[lang].findall(shown)) == len(found.chances)
    lying = (
        {"en": "he would lose", "fr": "il perdrait"},
        {"en": "he would win", "fr": "il gagnerait"},
    )
    assert shown.count(lying[0][lang]) + shown.count(lying[1][lang]) == len(found.chances)
    if lang == "fr":
        assert not FRENCH_FAULTS.search(shown), shown
        assert "\u00a0%" in explorer.chances.value  # a chance is not cut before its %
    # Everyone passes: the round's challenge is closed, and the panel says so.
    for _ in found.chances:
        assert explorer.app.play(explorer.app.state.legal_actions()[1])  # pass
    assert explorer.app.state.step == "train"
    said = {"en": "Nobody challenged the dealer", "fr": "Personne n’a défié le donneur"}
    assert said[lang] in plain(explorer.chances.value)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_black_belt_chances_count_the_signs(lang) -> None:
    state = dojo_at("rps", seed=4, variant="black_belt")
    explorer = DojoExplorer(state.to_code(), lang=lang)
    shown = plain(explorer.chances.value)
    (chance,) = chances(state).chances
    assert chance.known and chance.player == state.attacker
    words = {"en": "of rock-paper-scissors played at random", "fr": "de pierre-feuille-ciseaux"}
    assert words[lang] in shown and len(PERCENT[lang].findall(shown)) == 1


def dojo_kun_at(step: str, players: int = 3, seed: int = 2, fight: int = 0):
    """The first position at ``step`` (with the bracket's fight ``fight`` at least) of a game
    played by greedy players."""
    state = DOJO_KUN.new_state(seed=seed, players=players)
    seats = [DOJO_KUN.computer("greedy", seed=seed + i) for i in range(players)]
    while not (state.step == step and (step == "place" or state.tournament.fight >= fight)):
        me = state.current_player
        state = state.apply(seats[me].choose(state.view(me)))
    return state


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_dojo_kun_explorer_shows_the_next_fight_s_odds(lang) -> None:
    state = dojo_kun_at("predict", fight=2)
    explorer = DojoKunExplorer(state.to_code(), lang=lang)
    shown = plain(explorer.next_fight.value)
    assert shown.startswith({"en": "Fight odds", "fr": "Chances de combat"}[lang])
    assert {"en": "Next fight, ", "fr": "Prochain combat, "}[lang] in shown
    t = state.tournament
    white, black = (entrant_name(state, e)[lang == "fr"] for e in pair(t, t.fight))
    white, black = (n.replace("(P", "(J") if lang == "fr" else n for n in (white, black))
    where = {"en": " in white against ", "fr": " en blanc contre "}[lang]
    assert f"{white}{where}{black}" in shown
    assert {"en": "quarter-final 3", "fr": "quart de finale 3"}[lang] in shown
    odds = next_fight(state).odds
    assert odds is not None
    percents = PERCENT[lang].findall(shown)
    assert len(percents) >= 5  # the whole fight: each wins; one roll: each wins, a draw
    first = f"{odds.white * 100:.1f}".replace(".", "," if lang == "fr" else ".")
    assert percents[0].startswith(first)
    if lang == "fr":
        assert not FRENCH_FAULTS.search(shown), shown
    # A prediction is made: the same fight waits, the odds stay; the fight fought moves it on.
    before = shown
    while explorer.app.state.tournament.fight == t.fight:
        app = explorer.app
        assert app.play(app.state.legal_actions()[0])
    after = plain(explorer.next_fight.value)
    assert after != before and f"{white}{where}{black}" not in after


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_next_fight_is_said(lang) -> None:
    explorer = DojoKunExplorer(DOJO_KUN.new_state(seed=1).to_code(), lang=lang)
    said = {"en": "No fight yet: White Lotus, prelude turn 1 of 3"}
    said["fr"] = "Pas encore de combat : Lotus blanc, tour de prélude 1 sur 3"
    assert said[lang] in plain(explorer.next_fight.value)
    same = dojo_kun_at("advance")
    explorer = DojoKunExplorer(same.to_code(), lang=lang)
    owner = f"{'J' if lang == 'fr' else 'P'}{same.to_play + 1}"
    words = {"en": f"{owner} picks who goes on, without a fight"}
    words["fr"] = f"{owner} choisit qui passe, sans combat"
    assert words[lang] in plain(explorer.next_fight.value)
