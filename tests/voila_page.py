"""Driving the app in a browser: a Voilà server on loopback, Debian's chromium, board pixels.

Shared by the browser tests (``tests/browser``) and the browser benchmark
(``benchmarks/browser.py``). Facts behind the choices are in ``docs/jupyter.md``.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

from widgets.serve import WAITING

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]

OFFLINE = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"
"""A chromium option that lets only the app answer (there is no internet here), as
:func:`local_only` does. Playwright's routing passes every request through its driver, which
added about 0.35 s to a game page's first board (some 80 scripts), and turns the browser's cache
off; the browser benchmark uses this instead."""

# The colour shown at (x, y) of a board, as [r, g, b, a]. ipycanvas 0.14 composites a MultiCanvas's
# layers into one <canvas>; older releases stacked one per layer, so take the topmost painted.
PIXEL_JS = """([selector, x, y]) => {
    const board = document.querySelector(selector);
    if (!board) return null;
    const canvases = board.tagName === 'CANVAS' ? [board] : board.querySelectorAll('canvas');
    let seen = [0, 0, 0, 0];
    for (const canvas of canvases) {
        if (!canvas.width) continue;
        const scale = canvas.width / canvas.getBoundingClientRect().width;
        const p = canvas.getContext('2d').getImageData(x * scale, y * scale, 1, 1).data;
        if (p[3] > 0) seen = Array.from(p);
    }
    return seen;
}"""


def local_only(route: Any) -> None:
    """Let requests to the app through and abort the rest (there is no internet here)."""
    if route.request.url.startswith(("http://127.0.0.1", "ws://127.0.0.1")):
        route.continue_()
    else:
        route.abort()


CUT_OFF_JS = """([fields, lists]) => {
    const width = document.documentElement.clientWidth;
    const ink = document.createElement('canvas').getContext('2d');
    const name = (e) => {
        const owner = e.closest('[class*="gk-"]');
        const mark = owner ? [...owner.classList].filter((c) => c.startsWith('gk-')).join('.') : '';
        return `${e.tagName.toLowerCase()} in .${mark}`;
    };
    const found = [];
    const scope = '.gk-header, .gk-app, .gk-lesson, .gk-launcher, .gk-explorer';
    for (const e of document.querySelectorAll(`${scope}, :is(${scope}) *`)) {
        const box = e.getBoundingClientRect();
        if (box.width > 0 && box.right > width + 0.5) {
            found.push(`${name(e)} runs ${Math.round(box.right - width)} px past the edge`);
        }
    }
    const labels = '.widget-label, .widget-button, .widget-toggle-button, label, .widget-html-content';
    for (const e of document.querySelectorAll(labels)) {
        if (e.offsetParent && e.scrollWidth > e.clientWidth + 1
                && getComputedStyle(e).overflow !== 'visible') {
            const text = (e.innerText || '').slice(0, 40);
            found.push(`${name(e)} cuts "${text}": ${e.scrollWidth} px in ${e.clientWidth}`);
        }
    }
    for (const e of document.querySelectorAll(fields ? 'select, input[type=text]' : 'select')) {
        if (!e.clientWidth || (!lists && e.size > 1)) continue;
        const style = getComputedStyle(e);
        ink.font = style.font;
        // a menu's padding on the right leaves room for its arrow
        const room = e.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const texts = e.tagName === 'SELECT' ? [...e.options].map((o) => o.text) : [e.value];
        for (const text of texts.map((t) => t.replace(/\u00a0/g, ' '))) {
            const over = ink.measureText(text).width - room;
            // chromium sizes a menu to its longest choice's width rounded down: under a pixel
            if (over >= 1) found.push(`${name(e)} cuts "${text.trim()}" by ${Math.round(over)} px`);
        }
    }
    return found;
}"""


def cut_off(page: Any, *, fields: bool = False, lists: bool = True) -> list[str]:
    """What the page cuts off, as "what: by how many px": anything of a game (its header, apps,
    lessons, launcher, explorer) running past the viewport's right edge, a label, button or line
    of text cut short, a list or menu whose text is wider than its box (a list's every entry, a
    menu's every choice), and with ``fields`` a text field's text too (a page whose codes are
    short enough to be seen whole). Without ``lists``, a list's entries are not measured: a
    played game's move list, whose longest moves no phone shows whole (the message line says a
    move whole once it is chosen)."""
    return page.evaluate(CUT_OFF_JS, [fields, lists])


def leave(page: Any) -> None:
    """Close the page as a student closes the tab: Voilà's page asks the server to stop its
    kernel as it unloads (closing a test's browser context skips that, and the kernel would hold
    one of the server's places until the culler came)."""
    if not page.is_closed():
        page.close(run_before_unload=True)
        time.sleep(0.3)  # the request leaves


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


LOG_FORMAT = "--Voila.log_format=%(asctime)s.%(msecs)03d [%(name)s] %(levelname)s | %(message)s"
"""The servers' log lines carry the time: a failed test's report shows when each thing happened."""

SERVER_LOGS: dict[str, Path] = {}
"""The log of every server :func:`start_server` started, by base URL: a failed browser test
shows the end of the logs of the servers still running (``tests/browser/conftest.py``)."""


def start_server(tmp: Path, *extra: str, ready: int = 0) -> tuple[subprocess.Popen, str]:
    """Start the app's server (``widgets.serve``) on a free port with Jupyter's state in ``tmp``,
    and wait until it answers, and until ``ready`` preheated kernels have run their page (as a
    server met some time after it started). Returns the process and the base URL."""
    port = free_port()
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "JUPYTER_RUNTIME_DIR", "IPYTHONDIR"):
        env[name] = str(tmp / name.lower())
    log = open(tmp / "voila.log", "w")  # noqa: SIM115 (it lives as long as the server)
    process = subprocess.Popen(
        [sys.executable, "-m", "widgets.serve", f"--port={port}", "--cull-idle=120", LOG_FORMAT, *extra],
        env=env, stdout=log, stderr=subprocess.STDOUT, cwd=ROOT,
    )  # fmt: skip
    base = f"http://127.0.0.1:{port}"
    SERVER_LOGS[base] = tmp / "voila.log"
    deadline = time.monotonic() + 60
    while not answers(base):
        if process.poll() is not None:
            raise RuntimeError(f"Voilà stopped: {(tmp / 'voila.log').read_text()[-2000:]}")
        if time.monotonic() > deadline:
            process.kill()
            raise RuntimeError("Voilà did not answer within 60 s")
        time.sleep(0.2)
    try:
        wait_for_pages(tmp / "voila.log", ready)
    except RuntimeError:
        process.kill()
        raise
    return process, base


def wait_for_pages(log: Path, count: int, notebook: str = "", timeout: float = 120) -> None:
    """Wait until the server logging to ``log`` says ``count`` pages (of ``notebook`` only, if
    given) have run in their preheated kernels; RuntimeError, with the log, after ``timeout`` s."""
    said = f"The page {notebook} {WAITING}" if notebook else WAITING
    deadline = time.monotonic() + timeout
    while (seen := log.read_text().count(said)) < count:
        if time.monotonic() > deadline:
            text = log.read_text()
            raise RuntimeError(f"{seen} of {count} pages preheated in {timeout:.0f} s: {text}")
        time.sleep(0.2)


def answers(base: str) -> bool:
    """Whether the server at ``base`` answers (a quick 404 that starts no kernel will do)."""
    try:
        urllib.request.urlopen(base + "/voila/static/", timeout=2)
    except urllib.error.HTTPError:
        return True
    except OSError:
        return False
    return True


def pixel(page: Any, selector: str, x: float, y: float) -> list[int] | None:
    """The colour shown at (x, y) of the board ``selector`` (CSS pixels), or None if absent."""
    return page.evaluate(PIXEL_JS, [selector, x, y])


def wait_painted(page: Any, selector: str, x: float, y: float, timeout: float = 30) -> list[int]:
    """Wait until the board shows something at (x, y): a canvas can be attached and still blank."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        seen = pixel(page, selector, x, y)
        if seen and seen[3] > 0:
            return seen
        page.wait_for_timeout(50)
    raise AssertionError(f"{selector} showed nothing at ({x}, {y}) within {timeout} s")


def wait_changed(
    page: Any, selector: str, x: float, y: float, before: list[int], timeout: float = 10
) -> list[int]:
    """Wait until the colour at (x, y) differs from ``before``."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        seen = pixel(page, selector, x, y)
        if seen != before:
            return seen
        page.wait_for_timeout(20)
    raise AssertionError(f"{selector} still shows {before} at ({x}, {y}) after {timeout} s")


LAPTOP = {"width": 1024, "height": 768}
"""A school laptop's window: every page must work in it."""

NO_MOUSE_JS = """window.gkMouse = [];
for (const kind of ['mousedown', 'mouseup', 'pointerdown', 'mousemove', 'click']) {
    addEventListener(kind, (e) => {
        if (e.isTrusted && (kind !== 'click' || e.detail > 0)) window.gkMouse.push(kind);
    }, true);
}"""
"""Notes every mouse event the page receives (a button pressed with Enter or Space gets a click
event too, of detail 0: not the mouse's)."""

HEARD_JS = """() => {
    window.gkHeard = [];
    const region = document.getElementById('gk-said');
    new MutationObserver(() => {
        const text = region.textContent.trim();
        if (text) window.gkHeard.push(text);
    }).observe(region, {childList: true, characterData: true, subtree: true});
}"""
"""Keeps each sentence the page's live region says, in ``window.gkHeard`` (run once the page
has its region)."""
