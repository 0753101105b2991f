"""What the page's live region says from the parts every card game shares, in both languages:
a new game from a launcher says what it waits for, an explorer's list of what is legal is said,
and the typed field's example shows the notation (a move, not a pass)."""

from __future__ import annotations

import pytest

from widgets import feedback
from widgets.dojo.app import DojoLauncher
from widgets.dojo.explorer import DojoExplorer
from widgets.dojo_kun.app import DojoKunLauncher
from widgets.dojo_kun.explorer import DojoKunExplorer
from widgets.kami.app import KamiApp, KamiLauncher
from widgets.kami.explorer import KamiExplorer

LAUNCHERS = {"dojo": DojoLauncher, "kami": KamiLauncher, "dojo_kun": DojoKunLauncher}
EXPLORERS = {"dojo": DojoExplorer, "kami": KamiExplorer, "dojo_kun": DojoKunExplorer}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", list(LAUNCHERS))
def test_a_new_game_says_what_it_waits_for(game: str, lang: str, heard: list[str]) -> None:
    launcher = LAUNCHERS[game](lang=lang)
    app = launcher.begin()
    assert heard, "a new game is heard"
    status = feedback.plain(app.status.value)
    assert status and status in heard[-1], (heard[-1], status)


@pytest.mark.parametrize("game", list(EXPLORERS))
def test_an_explorers_list_of_what_is_legal_is_heard(game: str, heard: list[str]) -> None:
    explorer = EXPLORERS[game]()
    shown = explorer.show_legal() if hasattr(explorer, "show_legal") else None
    assert heard, "the list is heard"
    assert heard[-1].startswith(("Legal", "Moves", "Coups")), heard[-1]
    if shown is not None:
        assert len(shown) >= 1


ANSWERING = (
    "kami players=2 mode=soldier empress=kami seed=1 deal=0 first=P1 step=respond turn=P2 "
    "scores=0,0 hands=SLHAMME;SSSLHATE lines=H.G;- attack=P1:G passes=0 aside=- "
    "piles=SS,LA,LG,HS,GS,G,TS,SA pending=- declarer=- shown=- last=-"
)
"""P2 to answer an attack: the first of the moves open is a pass."""


def test_the_typed_example_is_a_move_not_a_pass() -> None:
    app = KamiApp(KamiApp.game.from_code(ANSWERING), players=2, seats=("computer", "person"))
    legal = [str(a) for a in app.state.legal_actions()]
    assert legal[0] == "pass"
    example = app.example_move()
    assert example in legal and example != "pass"
    assert app.typed.widget.placeholder.endswith(example)
