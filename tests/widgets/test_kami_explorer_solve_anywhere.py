"""Kami's explorer solves the deal from any position it shows: at the Demoralized question (a new
four-player deal, where the explorer opens) from the deal's first lead, everyone playing the deal,
and says so; when the time runs out, how far the search got: the best move found so far, in the
app's words, and what it is proved to be worth. Nothing is played."""

from __future__ import annotations

import itertools
from types import SimpleNamespace

import pytest

from gamekit.kami import GAME, KamiState, solve
from gamekit.kami.actions import Declare, Decline, PlayOn
from widgets.feedback import plain
from widgets.i18n import players_in
from widgets.kami.explorer import KamiExplorer

FROM_THE_LEAD = {
    "en": "From the deal's first lead, everyone playing the deal at the Demoralized question: ",
    "fr": "À partir de la première attaque de la donne, chacun jouant la donne à la question du "
    "Démoralisé : ",
}


def played_on(state: KamiState) -> KamiState:
    """The deal's first lead, every player answering the Demoralized question by playing it."""
    while state.step in ("declare", "decide"):
        state = state.apply(PlayOn() if state.step == "decide" else Decline())
    return state


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_at_the_demoralized_question_the_deal_is_solved_from_its_first_lead(lang: str) -> None:
    state = GAME.new_state(seed=3)  # four players: everyone is asked first
    assert state.step == "declare"
    explorer = KamiExplorer(state.to_code(), lang=lang)
    solution = explorer.solve(time_limit=60.0)  # a whole deal: all the time it needs
    lead = played_on(state)
    assert lead.step == "lead" and lead.hands == state.hands
    alone = GAME.solve(lead, 60.0)
    assert solution.complete and (solution.winner, solution.points, solution.line) == (
        alone.winner,
        alone.points,
        alone.line,
    )
    said = plain(explorer.solution.value)
    assert said.startswith(FROM_THE_LEAD[lang] + players_in(solution.text(lang), lang) + ".")
    first = explorer.app.option(lead, solution.line[0])
    assert {"en": "Best play: ", "fr": "Meilleur jeu : "}[lang] + first in said
    assert explorer.app.state == state  # nothing played, the question still asked


def test_a_partner_deciding_whether_to_deal_again_is_solved_as_played_on() -> None:
    for seed in itertools.count():
        state = GAME.new_state(seed=seed)
        while state.step == "declare" and Declare() not in state.legal_actions():
            state = state.apply(state.legal_actions()[-1])  # nothing to show
        if state.step == "declare":
            break
    state = state.apply(Declare())  # five Soldiers shown: the partner decides
    assert state.step == "decide"
    explorer = KamiExplorer(state.to_code())
    solution = explorer.solve(time_limit=60.0)
    assert solution.status in ("solved", "time")  # no longer "answer the question first"
    assert plain(explorer.solution.value).startswith(FROM_THE_LEAD["en"])
    assert explorer.app.state == state


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_search_cut_short_says_its_best_move_so_far_and_what_it_is_sure_of(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = played_on(GAME.new_state(seed=1))  # the deal: not solved in a second
    explorer = KamiExplorer(state.to_code(), lang=lang)
    clock = itertools.count()  # a second a reading, the clock read every 1024 positions
    monkeypatch.setattr(solve, "time", SimpleNamespace(perf_counter=clock.__next__))
    solution = explorer.solve(time_limit=40.5)
    assert not solution.complete and solution.best is not None and solution.worth is not None
    said = plain(explorer.solution.value)
    words = explorer.app.option(state, solution.best)
    side = players_in("P2 & P4" if solution.worth > 0 else "P1 & P3", lang)
    points = f"{abs(solution.worth)} point" + ("s" if abs(solution.worth) > 1 else "")
    expected = {
        "en": f"best so far: {words}, with which {side} take at least {points}",
        "fr": f"meilleur coup trouvé : {words}, avec lequel {side} marquent au moins {points}",
    }
    if solution.worth < 0:
        expected = {
            "en": f"best so far: {words}, after which {side} take at most {points}",
            "fr": f"meilleur coup trouvé : {words}, après lequel {side} marquent au plus {points}",
        }
    assert expected[lang] in said
    assert {
        "en": "This deal is too large to solve in a second",
        "fr": "Cette donne est trop grande pour être résolue en une seconde",
    }[lang] in said
    assert explorer.app.state == state
