"""The computers' moves at the teacher's pace, in the card-table apps (Dojo, Kami, Dojo Kun):
all at once, one a second, or one at a time on *Next move*; each shown on its own, said under
the board after what the person's move got, while the person waits."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from widgets import feedback
from widgets.dojo.app import DojoApp
from widgets.dojo_kun.app import DojoKunApp
from widgets.feedback import kind_of, plain
from widgets.kami.app import KamiApp
from widgets.pacing import SECONDS, Pacer

APPS: dict[str, Callable[[], Any]] = {
    "dojo": lambda: DojoApp(players=3, seats=("person", "computer", "computer"), seed=2),
    "kami": lambda: KamiApp(players=2, seats=("person", "computer"), seed=2, level="greedy"),
    "dojo-kun": lambda: DojoKunApp(players=3, seats=("person", "computer", "computer"), seed=2),
}


class Clock:
    """A stand-in for the kernel's event loop: the waits asked for, run by hand."""

    def __init__(self) -> None:
        self.waits: list[tuple[float, Callable[[], None]]] = []

    def __call__(self, seconds: float, then: Callable[[], None]) -> Any:
        self.waits.append((seconds, then))
        clock = self

        class Handle:
            def cancel(self) -> None:
                clock.waits = [w for w in clock.waits if w[1] is not then]

        return Handle()

    def run_one(self) -> None:
        _, then = self.waits.pop(0)
        then()


def play_until_a_computer(app: Any) -> None:
    """The person's decisions until a computer is to move (in Dojo a round opens with two)."""
    for _ in range(10):
        assert app.play(app.state.legal_actions()[0])
        if app._computer_due():
            return
    raise AssertionError("no computer's turn came")


@pytest.mark.parametrize("name", list(APPS))
def test_one_move_per_click_shows_each_computer_move_in_turn(name: str) -> None:
    app = APPS[name]()
    app.pacer.choice.value = "step"
    play_until_a_computer(app)
    assert app.actor() is None and app.pacer.waiting  # the person waits: a computer is to move
    assert app.pacer.next_button.layout.display == "" and not app.pacer.next_button.disabled
    person = app.why.value  # the person's last move
    shown = 0
    while app.pacer.waiting:
        ply = app.match.ply
        app.pacer.next_move()
        shown += 1
        assert app.match.ply == ply + 1  # one move, no more
        said = app.why.value
        assert said.startswith(person) and app.log[-1] in said.split("<br>")[-1]
        assert kind_of(app.why) == "ok"  # the person's move, accepted, then the computers
    assert shown >= 1 and (app.actor() is not None or app.state.is_over)
    assert app.pacer.next_button.disabled


@pytest.mark.parametrize("name", list(APPS))
def test_a_second_a_move_waits_between_moves_on_the_event_loop(name: str) -> None:
    app = APPS[name]()
    clock = Clock()
    app.pacer.schedule = clock
    app.pacer.choice.value = "second"
    play_until_a_computer(app)
    assert [s for s, _ in clock.waits] == [SECONDS]
    while clock.waits:
        before = app.match.ply
        clock.run_one()
        assert app.match.ply == before + 1
    assert app.actor() is not None or app.state.is_over


@pytest.mark.parametrize("name", list(APPS))
def test_all_at_once_is_the_default_and_undo_drops_the_waiting_moves(name: str) -> None:
    app = APPS[name]()
    assert app.pacer.pace == "instant"
    ply = app.match.ply
    assert app.play(app.state.legal_actions()[0]) and (app.actor() is not None)
    assert app.match.ply >= ply + 1
    app.pacer.choice.value = "step"
    play_until_a_computer(app)
    assert app.pacer.waiting
    app.undo()  # back to the person's last decision: nothing waits
    assert app.actor() is not None and not app.pacer.waiting


def test_changing_the_pace_to_all_at_once_plays_the_waiting_moves() -> None:
    app = APPS["dojo-kun"]()
    app.pacer.choice.value = "step"
    play_until_a_computer(app)
    assert app.pacer.waiting
    app.pacer.choice.value = "instant"
    assert not app.pacer.waiting and app.actor() is not None


def test_a_pacer_refuses_an_unknown_pace() -> None:
    with pytest.raises(ValueError, match="no pace"):
        Pacer(pace="fast")


def test_kaito_shows_the_computers_turn_one_action_at_a_time() -> None:
    from widgets.kaito.app import KaitoApp

    app = KaitoApp(mode="red", level="random", seed=3)  # the computer is Black: it begins
    app.pacer.choice.value = "step"
    app.new_button.click()
    assert app.pacer.waiting and app.match.ply == 0
    shown = 0
    while app.pacer.waiting:
        ply = app.match.ply
        app.pacer.next_move()
        shown += 1
        assert app.match.ply == ply + 1 and "Computer:" in app.why.value
    assert shown >= 1 and not app._computers_turn()


@pytest.mark.parametrize("name", list(APPS))
def test_a_reader_hears_each_computer_move_once_at_the_teachers_pace(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Moves shown later (a second apart, or on *Next move*) are each said alone: the person's
    own move, already heard, is not said again with every one."""
    said: list[str] = []
    monkeypatch.setattr(feedback, "announce", said.append)
    app = APPS[name]()
    clock = Clock()
    app.pacer.schedule = clock
    app.pacer.choice.value = "second"
    play_until_a_computer(app)
    person = plain(app.why.value)
    heard = len(said)
    while clock.waits:
        clock.run_one()
    new = said[heard:]
    moves = app._moves_said()[app._since : app.match.ply]
    assert new == [f"{m}." for m in moves], (new, moves)
    assert not any(person in n for n in new)
