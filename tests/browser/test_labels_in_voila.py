"""Every game page, in English and French, at a projector's 1024x768 and at 150% zoom on it
(683x512 CSS pixels): no label, button or line of text is cut short (a widget's description is
80 px wide unless told otherwise: "Steps shown" became "Steps sh..."), and at 150% nothing of a
game (its lessons, its full game once started, its explorer) runs past the right edge."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser
from voila_page import leave, local_only

pytestmark = pytest.mark.browser

PAGES = [
    f"{game}{lang}.ipynb" for game in ("kaito", "dojo", "kami", "dojo-kun") for lang in ("", ".fr")
]
SCREENS = {"1024x768": (1024, 768, 1), "1024x768 at 150%": (683, 512, 1.5)}

CUT_JS = """() => {
    const found = [...document.querySelectorAll(
            '.widget-label, .widget-button, .widget-toggle-button, label, .widget-html-content')]
        .filter(e => e.offsetParent && e.scrollWidth > e.clientWidth + 1
                     && getComputedStyle(e).overflow !== 'visible')
        .map(e => `"${(e.innerText || '').slice(0, 40)}": ${e.scrollWidth} px in ${e.clientWidth}`);
    const ink = document.createElement('canvas').getContext('2d');
    for (const e of document.querySelectorAll('select')) {  // a list's entries, a menu's choices
        if (!e.offsetParent) continue;
        const style = getComputedStyle(e);
        ink.font = style.font;
        // a menu's padding on the right leaves room for its arrow
        const room = e.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        for (const option of e.options) {
            const over = ink.measureText(option.text).width - room;
            if (over > 0.5) found.push(`"${option.text.trim()}": ${Math.round(over)} px cut`);
        }
    }
    return found;
}"""

PAST_THE_EDGE_JS = """() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll(
            '.gk-header *, .gk-app *, .gk-lesson *, .gk-launcher *, .gk-explorer *')]
        .filter(e => e.offsetParent && e.getBoundingClientRect().right > width + 1)
        .map(e => `${e.tagName} "${(e.innerText || '').slice(0, 30)}": `
                  + `${Math.round(e.getBoundingClientRect().right - width)} px past`)
        .slice(0, 10);
}"""


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
        cut = page.evaluate(CUT_JS)
        assert not cut, f"{notebook} at {screen}: cut short: {cut}"
        past = page.evaluate(PAST_THE_EDGE_JS)
        assert not past, f"{notebook} at {screen}: past the right edge: {past}"
    finally:
        leave(page)
        context.close()
