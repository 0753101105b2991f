"""Fixtures the widget tests share."""

from __future__ import annotations

import pytest

from widgets import board_front, feedback


@pytest.fixture
def heard(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """What the page's live region says, as if every change answered a key pressed in the page
    (a test has no page: the kernel's messages are kept in this list instead)."""
    said: list[str] = []

    def announce(text: str) -> None:
        said.append(" ".join(text.split()))

    monkeypatch.setattr(feedback, "in_answer", lambda: True)
    monkeypatch.setattr(feedback, "announce", announce)
    monkeypatch.setattr(board_front, "announce", announce)
    return said
