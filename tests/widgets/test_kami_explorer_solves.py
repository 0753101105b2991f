"""Kami's explorer answers *Solve*: with every hand shown, who ends the deal with best play and
for how many points, and the best line's first moves in the app's words; a deal too large to
finish in a second says so. Nothing is played, and a move played afterwards clears the answer."""

from __future__ import annotations

import random

import pytest

from gamekit.kami import GAME, KamiState
from widgets.feedback import plain
from widgets.i18n import players_in
from widgets.kami.explorer import LINE_SHOWN, KamiExplorer


def late(players: int, seed: int = 3, cards: int = 10) -> KamiState:
    """A response in a seeded random first deal with at most ``cards`` cards in hands (the
    first seed from ``seed`` whose deal gets there)."""
    for tried in range(seed, seed + 50):
        rng = random.Random(tried)
        state = GAME.new_state(seed=tried, players=players)
        while state.deal == 0 and not state.is_over:
            if state.step == "respond" and sum(map(len, state.hands)) <= cards:
                return state
            if state.step in ("declare", "decide"):
                state = state.apply(state.legal_actions()[-1])  # decline, or play on
            else:
                state = state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no deal got there")


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("players", [2, 4])
def test_a_late_deal_is_solved_and_its_best_line_said(
    lang: str, players: int, heard: list[str]
) -> None:
    state = late(players)
    explorer = KamiExplorer(state.to_code(), lang=lang)
    assert (
        explorer.solve_button.description
        == {"en": "Solve the deal", "fr": "Résoudre la donne"}[lang]
    )
    explorer.solve_button.click()
    solution = GAME.solve(state)
    said = plain(explorer.solution.value)
    assert solution.complete and said.startswith(players_in(solution.text(lang), lang) + ".")
    first = explorer.app.option(state, solution.line[0])
    assert {"en": "Best play: ", "fr": "Meilleur jeu : "}[lang] + first in said
    assert said.endswith("…" if len(solution.line) > LINE_SHOWN else ".")
    if lang == "fr":
        assert "J" in said and " P1" not in said  # players as the French page names them
    assert heard[-1] == said  # a screen reader hears the answer
    assert explorer.app.state == state  # nothing played
    assert explorer.solution.layout.display == "block"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_whole_deal_too_large_for_the_time_says_so(lang: str) -> None:
    state = GAME.new_state(seed=5, players=2)
    explorer = KamiExplorer(state.to_code(), lang=lang)
    solution = explorer.solve(time_limit=0.02)
    said = plain(explorer.solution.value)
    assert not solution.complete
    assert {
        "en": "Outcome unknown: the time ran out. This deal is too large to solve in a second",
        "fr": "Issue inconnue : le temps manquait. Cette donne est trop grande pour être "
        "résolue en une seconde",
    }[lang] in said


def test_the_demoralized_question_comes_first() -> None:
    explorer = KamiExplorer(GAME.new_state(seed=1).to_code(), lang="fr")
    explorer.solve()
    assert "Démoralisé" in plain(explorer.solution.value)


def test_a_move_played_after_clears_the_answer() -> None:
    state = late(4, cards=8)
    explorer = KamiExplorer(state.to_code())
    solution = explorer.solve()
    assert explorer.solution.value
    assert explorer.app.play(str(state.legal_actions()[0]))
    assert explorer.solution.value == "" and explorer.solution.layout.display == "none"
    assert solution.line  # the answer was for the position before
