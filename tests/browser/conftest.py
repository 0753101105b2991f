"""A Voilà server on loopback and one headless chromium, shared by the browser tests.

The server is the app's own (``python -m widgets.serve``), on a free port, with Jupyter's state in
a temporary folder. The tests meet it warm, every page run in its preheated kernel, as a class
meets a server started before the lesson (the serving tests start their own, and meet them cold).
Chromium is Debian's (``/usr/bin/chromium``, installed by ``scripts/setup.sh``); every request
that is not to 127.0.0.1 is aborted (Voilà's page asks a CDN for fonts).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, sync_playwright
from touch import TOUCH_ONLY_JS, touch_context
from voila_page import (
    CHROMIUM,
    CHROMIUM_ARGS,
    HEARD_JS,
    LAPTOP,
    NO_MOUSE_JS,
    ROOT,
    SERVER_LOGS,
    leave,
    local_only,
    start_server,
)

NOISE = ("is not trusted",)
"""Log lines every page writes, left out of a failed test's report."""

STARTED = pytest.StashKey[float]()
"""When a test began (its setup): the servers whose logs changed since then are reported."""


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    pages = len(list((ROOT / "notebooks").glob("*.ipynb")))
    process, base = start_server(tmp_path_factory.mktemp("voila"), ready=pages)
    yield base
    process.terminate()
    process.wait(10)


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    assert Path(CHROMIUM).exists(), (
        "Debian's chromium is missing: run scripts/setup.sh --with-browser"
    )
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture
def page(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    context.route("**/*", local_only)
    page = context.new_page()
    yield page
    leave(page)
    context.close()


@pytest.fixture
def laptop(browser: Browser) -> Iterator[Page]:
    """A page at 1024x768; a renderer that crashed (out of memory) fails the test."""
    context = browser.new_context(viewport=LAPTOP)
    context.route("**/*", local_only)
    page = context.new_page()
    crashed: list[str] = []
    page.on("crash", lambda _: crashed.append(page.url))
    yield page
    leave(page)
    context.close()
    assert not crashed, f"the page crashed: {crashed}"


@pytest.fixture
def keyboard_only(browser: Browser) -> Iterator[Page]:
    """A page at 1024x768 driven by the keyboard alone: a mouse event reaching it fails the
    test (the keyboard tests must not lean on one by mistake)."""
    context = browser.new_context(viewport=LAPTOP)
    context.route("**/*", local_only)
    page = context.new_page()
    page.add_init_script(NO_MOUSE_JS)
    yield page
    mouse = [] if page.is_closed() else page.evaluate("window.gkMouse || []")
    leave(page)
    context.close()
    assert not mouse, f"mouse events reached the page: {mouse[:5]}"


@pytest.fixture
def touch(browser: Browser, server: str) -> Iterator[Callable[[str, dict[str, int]], Page]]:
    """Opens a page of the app on a touch screen: ``touch("kaito.fr.ipynb", TABLET)``, its live
    region listened to (``window.gkHeard``). A mouse event reaching a page opened so, or its
    renderer crashing, fails the test: a test meant for a finger must not lean on a mouse."""
    opened: list[tuple[object, Page, list[str]]] = []

    def open_page(notebook: str, screen: dict[str, int]) -> Page:
        context = touch_context(browser, screen)
        page = context.new_page()
        page.add_init_script(TOUCH_ONLY_JS)
        crashed: list[str] = []
        page.on("crash", lambda _: crashed.append(page.url))
        opened.append((context, page, crashed))
        page.goto(f"{server}/voila/render/{notebook}", timeout=90_000)
        page.wait_for_selector("#gk-said", state="attached", timeout=90_000)
        page.evaluate(HEARD_JS)
        return page

    yield open_page
    for context, page, crashed in opened:
        mouse = [] if page.is_closed() else page.evaluate("window.gkMouse || []")
        leave(page)
        context.close()  # type: ignore[attr-defined]
        assert not crashed, f"the page crashed: {crashed}"
        assert not mouse, f"mouse events reached the page: {mouse[:5]}"


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo) -> Iterator:
    """A failed browser test's report ends with what the servers logged while it ran, and what its
    page showed: a page that never came is otherwise a bare timeout."""
    report = yield
    if report.failed:
        since = item.stash.get(STARTED, 0.0)
        for base, log in SERVER_LOGS.items():
            if log.exists() and log.stat().st_mtime >= since:
                lines = [
                    line
                    for line in log.read_text().splitlines()
                    if not any(n in line for n in NOISE)
                ]
                report.sections.append(
                    (f"server {base}: its log's last lines", "\n".join(lines[-60:]))
                )
        page = item.funcargs.get("page")
        if isinstance(page, Page) and not page.is_closed():
            try:
                shown = page.inner_text("body", timeout=2000)[:800]
            except Exception as error:  # noqa: BLE001 (a report, whatever the page's state)
                shown = f"(no text: {error})"
            report.sections.append((f"page {page.url}", shown))
    return report


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    item.stash[STARTED] = time.time()


@pytest.fixture(scope="module")
def klass(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str]]:
    """A server in class mode with three kernels ready for Kaito (the teacher's page and the
    students'), for one test file: its base URL and the teacher's link, as it printed them."""
    import re

    from test_serving_a_class import kaito_only

    tmp = tmp_path_factory.mktemp("class")
    process, base = start_server(
        tmp,
        kaito_only(tmp),
        "--class-size=3",
        "--class-page=kaito.ipynb",
        f"--data-dir={tmp / 'data'}",
        ready=3,
    )
    log = (tmp / "voila.log").read_text()
    teacher = re.search(r"^Teacher: (http://\S+)$", log, re.MULTILINE).group(1)
    assert f"Students: {base}/voila/render/kaito.ipynb" in log
    assert (tmp / "data" / "class.sqlite").is_file()
    yield base, teacher
    process.terminate()
    process.wait(10)
