"""Hostile links in the browser: a link whose position code is spoilt opens the page with the
project's message (``.gk-error``), never Voilà's "There was an error when executing cell" nor a
traceback: on the landing page (``/?game=dojo&pos=...``) and on a game's French page."""

from __future__ import annotations

import re
from urllib.parse import quote

import pytest
from playwright.sync_api import Page, expect

import gamekit

pytestmark = pytest.mark.browser

BROKEN = ("There was an error when executing cell", "Traceback", "Error:")


def spoilt(name: str, field: str, bad: str) -> str:
    """A new game's code with the number of ``field=`` written ``bad``."""
    code = gamekit.load(name).new_state(seed=3).to_code()
    spoilt_code = re.sub(rf"\b{field}=[0-9]+", f"{field}={bad}", code, count=1)
    assert spoilt_code != code
    return spoilt_code


def shows_the_message(page: Page, url: str, said: str) -> None:
    page.goto(url, wait_until="domcontentloaded", timeout=60_000)
    message = page.locator(".gk-error").first
    expect(message).to_contain_text(said, timeout=60_000)
    page.wait_for_timeout(500)  # any later cell's output would be there by now
    text = page.locator("body").inner_text()
    for words in BROKEN:
        assert words not in text, f"{url[:80]} shows {words!r}"
    assert page.locator("script:text('alert(1)')").count() == 0


def test_spoilt_links_open_with_the_projects_message(server: str, page: Page) -> None:
    dojo = spoilt("dojo", "round", "²")
    shows_the_message(page, f"{server}/?game=dojo&pos={quote(dojo)}", "cannot be read")
    kami = spoilt("kami", "seed", "²").replace(" deal=", " <script>alert(1)</script> deal=")
    shows_the_message(page, f"{server}/voila/render/kami.fr.ipynb?pos={quote(kami)}", "illisible")
