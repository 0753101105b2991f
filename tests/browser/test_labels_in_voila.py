"""Every game page at a projector's 1024x768, in English and French: no label, button or line of
text a page shows is cut short (a widget's description is 80 px wide unless told otherwise, and
"Steps shown" became "Steps sh...")."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser
from voila_page import local_only

pytestmark = pytest.mark.browser

PAGES = [
    f"{game}{lang}.ipynb" for game in ("kaito", "dojo", "kami", "dojo-kun") for lang in ("", ".fr")
]

CUT_JS = """() => [...document.querySelectorAll(
        '.widget-label, .widget-button, .widget-toggle-button, label, .widget-html-content')]
    .filter(e => e.offsetParent && e.scrollWidth > e.clientWidth + 1
                 && getComputedStyle(e).overflow !== 'visible')
    .map(e => `"${(e.innerText || '').slice(0, 40)}": ${e.scrollWidth} px in ${e.clientWidth}`)"""


@pytest.mark.parametrize("notebook", PAGES)
def test_nothing_a_page_says_is_cut_short_at_1024(
    server: str, browser: Browser, notebook: str
) -> None:
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    context.route("**/*", local_only)
    page = context.new_page()
    try:
        page.goto(f"{server}/voila/render/{notebook}", timeout=60_000)
        page.wait_for_selector(".gk-board", timeout=60_000)
        page.wait_for_selector(".gk-explorer", timeout=60_000)
        cut = page.evaluate(CUT_JS)
        assert not cut, f"{notebook}: cut short: {cut}"
    finally:
        context.close()
