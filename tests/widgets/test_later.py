"""A part built later (Dojo Kun's combat lab) waits for the page's first board, then appears."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor

import pytest
from ipywidgets import HTML

from widgets import later
from widgets.dojo_kun.explorer import CombatLab


@pytest.fixture(autouse=True)
def fresh_page(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(later._Waiting, "parts", [])
    monkeypatch.setattr(later._Waiting, "painted", False)


def test_a_part_waits_for_the_first_board_then_takes_its_place() -> None:
    made: list[str] = []
    part = later.Later(lambda: made.append("lab") or HTML("the lab"), height="690px")
    assert made == [] and part.widget.layout.min_height == "690px"
    later.board_shown()
    assert made == ["lab"]
    assert part.widget.children[0].value == "the lab" and part.widget.layout.min_height == ""
    later.board_shown()
    assert made == ["lab"], "built once"


def test_a_part_shown_after_a_board_is_built_at_once() -> None:
    later.board_shown()
    part = later.Later(lambda: HTML("now"), height="10px")
    assert part.built is not None and part.widget.children[0].value == "now"


def test_a_part_on_a_page_without_a_board_builds_a_moment_after_it_is_shown() -> None:
    async def shown_then_wait() -> tuple[object, object]:
        part = later.Later(lambda: HTML("alone"), height="10px")
        part._on_mark_shown(part.mark, {"shown": True}, [])
        before = part.built
        await asyncio.sleep(later.WAIT + 0.1)
        return before, part.widget.children[0]

    # A thread of its own: the browser tests leave an event loop running in this one.
    with ThreadPoolExecutor(1) as thread:
        before, shown = thread.submit(asyncio.run, shown_then_wait()).result()
    assert before is None and shown.value == "alone"


def test_the_combat_lab_is_placed_in_its_own_height_then_built_whole() -> None:
    part = CombatLab.later(lang="fr")
    assert part.built is None
    later.board_shown()
    assert isinstance(part.built, CombatLab)
    assert part.widget.children == (part.built.widget,)
