"""Practice reviews a game when it ends: the apps tell ``on_over`` handlers each time the game
shown becomes over, once."""

from __future__ import annotations

import random

from widgets.kaito.app import KaitoApp
from widgets.kami.app import KamiApp


def _play_out(app, seed: int) -> None:
    rng = random.Random(seed)
    while not app.state.is_over:
        assert app.play(rng.choice(list(app.state.legal_actions())))


def test_kaito_tells_the_end_once_after_the_computers_last_move_too() -> None:
    app = KaitoApp(mode="red", level="random", seed=3)
    ends: list[int] = []
    app.on_over(lambda a: ends.append(a.match.ply))
    _play_out(app, 3)
    end = app.match.ply
    assert ends == [end]
    app.refresh()  # drawn again: not a new ending
    assert ends == [end]
    app.match.jump(0)
    app.refresh()
    app.match.jump(end)
    app.refresh()  # the end shown again after the start: told again (a review comes back)
    assert ends == [end, end]


def test_a_card_game_tells_the_end_once() -> None:
    app = KamiApp(seats=("person", "computer", "computer", "computer"), level="random", seed=2)
    ends: list[int] = []
    app.on_over(lambda a: ends.append(a.match.ply))
    _play_out(app, 2)
    assert ends == [app.match.ply]
    app.refresh()
    assert len(ends) == 1
