"""Every game page, in English and French, at a projector's 1024x768 and at 150% zoom on it
(683x512 CSS pixels): no label, button, line of text, list entry or menu choice is cut short (a
widget's description is 80 px wide unless told otherwise: "Steps shown" became "Steps sh..."), and
nothing of a game (its lessons, its full game once started, its explorer) runs past the right
edge (``voila_page.cut_off``)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser
from voila_page import cut_off, leave, local_only

pytestmark = pytest.mark.browser

PAGES = [
    f"{game}{lang}.ipynb" for game in ("kaito", "dojo", "kami", "dojo-kun") for lang in ("", ".fr")
]
SCREENS = {"1024x768": (1024, 768, 1), "1024x768 at 150%": (683, 512, 1.5)}


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("notebook", PAGES)
def test_nothing_a_page_shows_is_cut_short(
    server: str, browser: Browser, notebook: str, screen: str
) -> None:
    width, height, scale = SCREENS[screen]
    context = browser.new_context(
        viewport={"width": width, "height": height}, device_scale_factor=scale
    )
    context.route("**/*", local_only)
    page = context.new_page()
    try:
        page.goto(f"{server}/voila/render/{notebook}", timeout=60_000)
        page.wait_for_selector(".gk-explorer", timeout=60_000)
        start = page.locator(".gk-launcher .gk-start")
        if start.count():  # the card games: a full game, started
            start.first.click()
            page.wait_for_selector(".gk-launcher .gk-app", timeout=30_000)
        cut = cut_off(page)
        assert not cut, f"{notebook} at {screen}: cut off:\n" + "\n".join(cut)
    finally:
        leave(page)
        context.close()
