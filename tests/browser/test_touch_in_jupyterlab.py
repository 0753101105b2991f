"""A board in JupyterLab on a tablet answers taps, and a swipe on it scrolls the notebook: the
boards' own code (``widgets/board_front.js``) runs in JupyterLab as in Voilà.

JupyterLab itself is started on loopback with a notebook of one cell (an exercise's board),
opened in chromium with touch emulation at 810 x 1080; the cell is run with Shift+Enter, as a
teacher would before handing the tablet over.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, expect
from touch import TABLET, TOUCH_ONLY_JS, Finger, touch_context
from voila_page import HEARD_JS, ROOT, free_port

pytestmark = pytest.mark.browser

TOKEN = "touch-test"
CELL = 'from widgets.kaito.lessons import LESSONS\nLESSONS["move"]()'


@pytest.fixture
def lab(tmp_path: Path) -> Iterator[str]:
    """JupyterLab on a free port, over a folder holding ``board.ipynb``: its base URL."""
    notebook = {
        "cells": [{"cell_type": "code", "execution_count": None, "metadata": {},
                   "outputs": [], "source": CELL}],
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3",
                                    "language": "python"}},
        "nbformat": 4, "nbformat_minor": 5,
    }  # fmt: skip
    (tmp_path / "board.ipynb").write_text(json.dumps(notebook))
    port = free_port()
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_RUNTIME_DIR", "IPYTHONDIR"):
        env[name] = str(tmp_path / name.lower())
    log = open(tmp_path / "lab.log", "w")  # noqa: SIM115 (it lives as long as the server)
    process = subprocess.Popen(
        [sys.executable, "-m", "jupyter", "lab", "--no-browser", "--allow-root",
         f"--port={port}", "--ServerApp.ip=127.0.0.1", f"--ServerApp.token={TOKEN}",
         f"--notebook-dir={tmp_path}", "--LabApp.news_url="],
        env=env, stdout=log, stderr=subprocess.STDOUT,
    )  # fmt: skip
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while True:
        try:
            urllib.request.urlopen(f"{base}/api?token={TOKEN}", timeout=2)
            break
        except OSError:
            if process.poll() is not None or time.monotonic() > deadline:
                process.kill()
                raise RuntimeError((tmp_path / "lab.log").read_text()[-2000:]) from None
            time.sleep(0.3)
    yield base
    process.terminate()
    process.wait(10)


def test_a_board_in_jupyterlab_on_a_tablet_takes_taps_and_swipes(
    browser: Browser, lab: str
) -> None:
    context = touch_context(browser, TABLET)
    page = context.new_page()
    page.add_init_script(TOUCH_ONLY_JS)
    try:
        page.goto(f"{lab}/lab/tree/board.ipynb?token={TOKEN}", timeout=90_000)
        cell = page.locator(".jp-Notebook .jp-Cell").first
        expect(cell).to_be_visible(timeout=90_000)
        page.wait_for_timeout(1000)  # the kernel is being started
        cell.tap()
        page.keyboard.press("Shift+Enter")
        root = ".gk-lesson-move"
        expect(page.locator(f"{root} .gk-spot").first).to_be_attached(timeout=90_000)
        page.wait_for_selector("#gk-said", state="attached", timeout=30_000)
        page.evaluate(HEARD_JS)
        finger = Finger(page)
        said = finger.tap_spot(root, r"^f6, ", r"\[kaito\.move\.")
        assert len(said) == 1, said
        expect(page.locator(f"{root} .gk-feedback")).to_have_class(re.compile("gk-say-refused"))
        # a swipe from the board scrolls the notebook
        stack = page.locator(f"{root} .gk-board-stack")
        box = stack.bounding_box()
        top = finger.scrolled(stack)
        start = box["y"] + min(box["height"], TABLET["height"] - box["y"]) * 0.8
        finger.swipe(box["x"] + box["width"] / 2, start, 0, -250)
        page.wait_for_timeout(800)
        assert finger.scrolled(stack) - top >= 150, (top, finger.scrolled(stack))
        assert len(finger.heard()) == 1, finger.heard()
        assert page.evaluate("window.gkMouse") == []
    finally:
        context.close()
