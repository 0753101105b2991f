"""The app as a user meets it: first paint, click-to-repaint latency and kernel memory.

Starts the app's Voilà server on loopback three times (as served: preheated kernels and no Nagle;
then with ``--no-preheat``; then with ``--nagle``, to show what each choice is worth), opens
``kaito.ipynb`` in headless chromium and prints:

- first paint: from asking for the page to the first board showing pixels (median of three
  visits, each in a new browser context: nothing cached; each visitor alone, as the server
  meets him when idle: the next visit waits until the server has a kernel ready again);
- click to repaint: a mouse-down on a lesson board (a refused square, which draws a cross) until
  the canvas shows the change, timed inside the page; median and 90th percentile of N clicks;
- kernel memory: the resident size of the page's kernel once everything is shown.

Then, as served, the same first paint and kernel memory for ``dojo.ipynb``, ``kami.ipynb`` and
``dojo-kun.ipynb``, with Dojo's click to repaint (placing the tatami of its training lesson, in
turn on two cells) and Dojo Kun's (the explorer's Master refused on two village slots in turn: the
cross moves).

    .venv/bin/python benchmarks/browser.py [--clicks 40] [--only dojo-kun.ipynb]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from playwright.sync_api import sync_playwright
from voila_page import (
    CHROMIUM,
    CHROMIUM_ARGS,
    local_only,
    start_server,
    wait_for_pages,
    wait_painted,
)

BOARD = ".gk-lesson-move .gk-board"
CELL, MARGIN, GAP = 72, 28, 6

# Dispatch a mouse-down at (x, y) of the board, then poll without timer clamping (MessageChannel)
# until the pixel there changes; resolves to the milliseconds taken.
CLICK_JS = """([selector, x, y]) => new Promise((resolve, reject) => {
    const canvas = document.querySelector(selector);
    const ctx = canvas.getContext('2d');
    const box = canvas.getBoundingClientRect();
    const read = () => Array.from(ctx.getImageData(x, y, 1, 1).data).join(',');
    const before = read();
    const channel = new MessageChannel();
    const start = performance.now();
    channel.port1.onmessage = () => {
        if (read() !== before) return resolve(performance.now() - start);
        if (performance.now() - start > 5000) return reject('no repaint within 5 s');
        channel.port2.postMessage(0);
    };
    canvas.dispatchEvent(new MouseEvent('mousedown', {
        clientX: box.left + x, clientY: box.top + y, bubbles: true}));
    channel.port2.postMessage(0);
})"""


def center(square: str) -> tuple[float, float]:
    col, row = "abcdef".index(square[0]), int(square[1]) - 1
    return (MARGIN + col * (CELL + GAP) + CELL / 2, MARGIN + row * (CELL + GAP) + CELL / 2)


def kernel_rss_mb(server_pid: int) -> list[float]:
    """Resident memory of the server's kernels (its child processes running ipykernel)."""
    sizes = []
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            stat = (proc / "stat").read_text().rsplit(")", 1)[1].split()
            command = (proc / "cmdline").read_bytes()
            status = (proc / "status").read_text()
        except OSError:
            continue
        if int(stat[1]) == server_pid and b"ipykernel" in command:
            rss = next(line for line in status.splitlines() if line.startswith("VmRSS"))
            sizes.append(int(rss.split()[1]) / 1024)
    return sizes


def first_paint(browser, url: str, point=None) -> tuple[float, object, object]:
    """Seconds from asking for ``url`` in a fresh context to the first board's pixels (at
    ``point``, Kaito's c3 by default)."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    context.route("**/*", local_only)
    page = context.new_page()
    start = time.perf_counter()
    page.goto(url, wait_until="commit")
    wait_painted(page, ".gk-board", *(point or center("c3")), timeout=60)
    return time.perf_counter() - start, context, page


def wait_for_pool(log: Path, notebook: str, filled: int, preheat: bool) -> int:
    """Wait until ``filled`` kernels of the server's pool for ``notebook`` have run the page (a
    visitor alone meets one), at most 60 s; without preheating, 4 s. Returns ``filled``."""
    if not preheat:
        time.sleep(4)
        return filled
    wait_for_pages(log, filled, notebook, timeout=60)
    time.sleep(1)  # the server settles after the refill
    return filled


def measure(browser, flags: list[str], clicks: int) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as tmp:
        process, base = start_server(Path(tmp), *flags)
        log, preheat = Path(tmp) / "voila.log", "--no-preheat" not in flags
        try:
            url = f"{base}/voila/render/kaito.ipynb"
            filled = wait_for_pool(log, "kaito.ipynb", 1, preheat)
            paints = []
            for _ in range(2):
                seconds, context, _page = first_paint(browser, url)
                paints.append(seconds)
                context.close()
                filled = wait_for_pool(log, "kaito.ipynb", filled + 1, preheat)
            seconds, context, page = first_paint(browser, url)
            paints.append(seconds)
            page.locator(BOARD).scroll_into_view_if_needed()
            wait_painted(page, BOARD, *center("c3"))
            page.wait_for_timeout(1000)
            times = []
            for i in range(clicks):
                square = ("a1", "b2")[i % 2]  # each refusal moves the cross: a visible change
                times.append(page.evaluate(CLICK_JS, [BOARD, *center(square)]))
                page.wait_for_timeout(60)
            rss = kernel_rss_mb(process.pid)
            context.close()
        finally:
            process.terminate()
            process.wait(10)
    times.sort()
    return {
        "first paint median (s)": statistics.median(paints),
        "click to repaint median (ms)": statistics.median(times),
        "click to repaint p90 (ms)": times[int(0.9 * (len(times) - 1))],
        "kernel RSS (MB)": max(rss) if rss else float("nan"),
    }


OTHER_PAGES = {
    # notebook: (a point of its first board, a board to click, two cells to click in turn)
    "dojo.ipynb": ((33, 33), ".gk-lesson-train .gk-board", [(2 * 62 + 33, 3 * 62 + 33),
                                                           (4 * 62 + 33, 2 * 62 + 33)]),
    "kami.ipynb": ((29, 29), None, []),
    # the explorer's board (the page's first canvas); the Master refused on two athletes' slots
    "dojo-kun.ipynb": ((28, 116), ".gk-explorer .gk-board", [(28, 116), (248, 116)]),
}  # fmt: skip


def glance(browser, notebook: str, clicks: int) -> dict[str, float]:
    """First paint and kernel memory of another game's page, as served; click to repaint where
    the page has a board that changes under a click."""
    point, board, cells = OTHER_PAGES[notebook]
    with tempfile.TemporaryDirectory() as tmp:
        process, base = start_server(Path(tmp))
        log = Path(tmp) / "voila.log"
        try:
            url = f"{base}/voila/render/{notebook}"
            filled = wait_for_pool(log, notebook, 1, True)
            paints = []
            for _ in range(3):
                seconds, context, page = first_paint(browser, url, point)
                paints.append(seconds)
                if len(paints) < 3:
                    context.close()
                    filled = wait_for_pool(log, notebook, filled + 1, True)
            times = []
            if board:
                page.locator(board).scroll_into_view_if_needed()
                page.wait_for_timeout(1000)
                for i in range(clicks):
                    times.append(page.evaluate(CLICK_JS, [board, *cells[i % 2]]))
                    page.wait_for_timeout(60)
            page.wait_for_timeout(1000)
            rss = kernel_rss_mb(process.pid)
            context.close()
        finally:
            process.terminate()
            process.wait(10)
    figures = {"first paint median (s)": statistics.median(paints)}
    if times:
        times.sort()
        figures["click to repaint median (ms)"] = statistics.median(times)
        figures["click to repaint p90 (ms)"] = times[int(0.9 * (len(times) - 1))]
    figures["kernel RSS (MB)"] = max(rss) if rss else float("nan")
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=40)
    parser.add_argument("--only", choices=list(OTHER_PAGES), help="measure only this other page")
    args = parser.parse_args()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        results = {}
        if not args.only:
            results = {
                "as served (preheated kernels, no Nagle)": measure(browser, [], args.clicks),
                "--no-preheat": measure(browser, ["--no-preheat"], args.clicks),
                "--nagle": measure(browser, ["--nagle"], args.clicks),
            }
        pages = [args.only] if args.only else list(OTHER_PAGES)
        others = {name: glance(browser, name, args.clicks) for name in pages}
        browser.close()
    if results:
        print(f"kaito.ipynb in Voilà on loopback, {args.clicks} clicks on a lesson board")
    for name, figures in results.items():
        print(f"\n{name}")
        for key, value in figures.items():
            print(f"  {key:<30} {value:8.2f}")
    for name, figures in others.items():
        print(f"\n{name}, as served")
        for key, value in figures.items():
            print(f"  {key:<30} {value:8.2f}")


if __name__ == "__main__":
    main()
