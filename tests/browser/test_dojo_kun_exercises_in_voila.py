"""Master YIN and the Adventures in the browser, at a laptop's 1024x768: on each language's page
(one load each), *Show me* plays a way to reach the goal, and the message under the board says
what it played; the Adventure, chosen in the menu, starts the board again and is shown too."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.browser

PAGES = {
    "en": ("dojo-kun.ipynb", "An Adventure", "A way to do it:", "Master YIN", "TABI"),
    "fr": ("dojo-kun.fr.ipynb", "Une Aventure", "Une façon de faire :", "Maître YIN", "TABI"),
}


@pytest.mark.parametrize("lang", list(PAGES))
def test_show_me_reaches_master_yin_then_an_adventure(server: str, laptop: Page, lang: str) -> None:
    notebook, adventure, shown, yin, tabi = PAGES[lang]
    laptop.goto(f"{server}/voila/render/{notebook}", wait_until="domcontentloaded", timeout=60_000)
    lesson = laptop.locator(".gk-lesson-staged")
    show = lesson.locator(".gk-show-me")
    expect(show).to_be_visible(timeout=60_000)
    why, history = lesson.locator(".gk-why"), lesson.locator(".gk-history")
    show.scroll_into_view_if_needed()
    show.click()
    expect(why).to_contain_text(shown, timeout=20_000)
    expect(why).to_contain_text(yin)
    expect(history).to_contain_text(yin)  # played on the board, not only said
    lesson.locator(".gk-tasks select").select_option(label=adventure)
    expect(why).to_have_text("", timeout=20_000)  # the board starts again
    expect(history).not_to_contain_text(yin)
    show.click()
    expect(why).to_contain_text(shown, timeout=20_000)
    expect(why).to_contain_text(tabi)
    expect(history).to_contain_text(tabi)
