"""A Voilà server on loopback and one headless chromium, shared by the browser tests.

The server is the app's own (``python -m widgets.serve``), on a free port, with Jupyter's state in
a temporary folder. Chromium is Debian's (``/usr/bin/chromium``, installed by ``scripts/setup.sh``);
every request that is not to 127.0.0.1 is aborted (Voilà's page asks a CDN for fonts).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, sync_playwright
from voila_page import CHROMIUM, CHROMIUM_ARGS, leave, local_only, start_server


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    process, base = start_server(tmp_path_factory.mktemp("voila"))
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
