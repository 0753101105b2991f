"""*New game* deals a new game each time: the game number goes on by one, unless the learner
typed the number of the game he wants (then that game, as often as asked)."""

from __future__ import annotations

import pytest

from widgets.dojo.app import DojoLauncher
from widgets.dojo_kun.app import DojoKunLauncher
from widgets.kami.app import KamiLauncher

LAUNCHERS = {"dojo": DojoLauncher, "kami": KamiLauncher, "dojo-kun": DojoKunLauncher}


@pytest.mark.parametrize("name", list(LAUNCHERS))
def test_new_game_deals_a_new_game_unless_a_number_is_asked(name: str) -> None:
    launcher = LAUNCHERS[name]()
    first = launcher.begin()
    second = launcher.begin()
    assert second.seed == first.seed + 1 and launcher.seed.value == second.seed
    assert second.match.start != first.match.start  # new hands, a new deal
    launcher.seed.value = first.seed  # asked for by number: that game again
    again = launcher.begin()
    assert again.seed == first.seed and again.match.start == first.match.start


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_game_number_is_called_so(lang: str) -> None:
    launcher = KamiLauncher(lang=lang)
    assert launcher.seed.description == {"en": "Game number", "fr": "Numéro de partie"}[lang]


@pytest.mark.parametrize("name", ["dojo", "kami"])
def test_the_pace_and_next_move_come_right_under_the_message_line(name: str) -> None:
    app = LAUNCHERS[name]().begin()
    children = list(app.widget.children)
    assert children.index(app.pacer.widget) == children.index(app.why) + 1


def test_dojo_kuns_pace_and_hint_sit_beside_the_board_under_the_dojos_in_brief() -> None:
    """Dojo Kun's messages and choices are long: the pace and Hint go beside the board, where
    what is said under it never pushes them off a laptop's screen."""
    app = DojoKunLauncher().begin()
    table = next(c for c in app.widget.children if "gk-table" in c._dom_classes)
    board, side = table.children
    assert board is app.board.widget
    assert side.children[0] is app.briefs
    steady = side.children[1]
    assert app.pacer.widget in steady.children and app.hint_button in steady.children
