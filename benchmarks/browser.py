"""The app as a user meets it: first board, click-to-repaint latency, what the browser builds
and kernel memory, page by page.

For the landing page and each game's English page, as served (preheated kernels, no Nagle), in
headless chromium, prints:

- first board: from the navigation's start to the first board showing pixels (on the landing
  page, its game cards shown), timed inside the page; median and range of ``--visits`` visits,
  each in a new browser context (nothing cached), each visitor alone, as the server meets him
  when idle: the next visit waits until the server has a kernel that has run the page again;
- click to repaint: a mouse-down on a board until the canvas shows the change (at a pixel that
  the two clicks made in turn change), timed inside the page; median and 90th percentile of
  ``--clicks`` clicks. Kaito: a lesson board's refused square (the cross moves between two
  squares); Dojo: its training lesson's tatami placed on two cells in turn; Kami: the counter
  lesson's card picked as the defense and put back (its frame); Dojo Kun: the explorer's token
  refused on two village slots in turn (its frame moves);
- Enter to repaint: the same, with Enter pressed on the board's keyboard cell over the point
  (the cursor on it), as a pupil without a mouse plays;
- what the browser builds: the widget models the page creates, the scripts it loads before its
  first board (how many, how many KB), and where the time goes (medians, ms from the
  navigation's start): the HTML arrived, the page loaded (its scripts have run: Voilà's code
  starts then), the app started (Voilà's front end, before it asks the kernel for the widgets),
  the widget models built, the first board; and how long the page's main thread was busy until
  then (running scripts, of it), a figure the machine's other load sways less;
- kernel memory: the resident size of the page's kernel once everything is shown.

Kaito is measured again with ``--no-preheat`` and with ``--nagle``, to show what each choice of
the server is worth. ``--cpu-slowdown 4`` runs the browser four times slower (chromium's DevTools
CPU throttling, set before the page is opened): a school's cheap laptop.

``--tablet`` opens the pages as a school tablet: 810 x 1080 with touch emulation (``tests/touch.py``),
and times taps instead of clicks: a finger put down and lifted on the board through chromium's
own input (DevTools' ``Input.dispatchTouchEvent``), until the canvas shows the change, from the
page getting the touchend (as a click is timed from its mouse-down) and from the finger lifted
(the touchend's time stamp: chromium's delivery of the touch too). With ``--cpu-slowdown 4``, a
cheap tablet.

    .venv/bin/python benchmarks/browser.py [--clicks 40] [--visits 3] [--only kami.ipynb]
                                           [--cpu-slowdown 4] [--tablet]
                                           [--server-option=--no-preheat]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from playwright.sync_api import sync_playwright
from touch import TABLET
from voila_page import CHROMIUM, CHROMIUM_ARGS, OFFLINE, start_server, wait_for_pages

CELL, MARGIN, GAP = 72, 28, 6


def center(square: str) -> tuple[float, float]:
    """The centre of a square of a Kaito board."""
    col, row = "abcdef".index(square[0]), int(square[1]) - 1
    return (MARGIN + col * (CELL + GAP) + CELL / 2, MARGIN + row * (CELL + GAP) + CELL / 2)


def kami_pick() -> tuple[float, float]:
    """Where the counter lesson's first card to pick lies on its board (from the lesson itself:
    the table's layout changes more often than the rule)."""
    from widgets.kami.lessons import LESSONS, PlayLesson

    board = PlayLesson(LESSONS["counter"]).app.board
    return board.geometry.center(*board.cell_of(board.selectable[0]))


PAGES = {
    # notebook: (what shows first: a selector, and a point of it that gets pixels (None: shown
    # at all); the board clicked; the points clicked in turn, which draw two different boards)
    "index.ipynb": ((".gk-landing .gk-cards", None), None, list),
    "kaito.ipynb": ((".gk-board", center("c3")), ".gk-lesson-move .gk-board",
                    lambda: [center("a1"), center("b2")]),
    "dojo.ipynb": ((".gk-board", (33, 33)), ".gk-lesson-train .gk-board",
                   lambda: [(2 * 62 + 33, 3 * 62 + 33), (4 * 62 + 33, 2 * 62 + 33)]),
    # the counter lesson (the page's first Kami app): a card picked as the defense, and a second
    # click on it puts it back
    "kami.ipynb": ((".gk-board", (29, 29)), ".gk-lesson .gk-kami-app .gk-board",
                   lambda: [kami_pick()] * 2),
    # the explorer's board: the token in hand refused on the First Player track, then on the
    # Mystic Waterfalls (the refusal's frame moves)
    "dojo-kun.ipynb": ((".gk-board", (28, 116)), ".gk-explorer .gk-board",
                       lambda: [(384, 70), (21, 70)]),
}  # fmt: skip

# Installed before the page's own scripts: notes, in window.__gk, when (performance.now(), from
# the navigation's start) Voilà's app exists, when its widget models are all built (and how
# many), and when the first board shows (pixels at a point, or shown at all).
MARKS_JS = """
(() => {
    const [selector, point] = %s;
    const marks = {};
    window.__gk = marks;
    const mark = (key) => { if (!(key in marks)) marks[key] = performance.now(); };
    let counting = 0;
    const shown = () => {
        const found = document.querySelector(selector);
        if (!found || !point) return found !== null && found.getClientRects().length > 0;
        const canvas = found.tagName === 'CANVAS' ? found : found.querySelector('canvas');
        if (!canvas || !canvas.width) return false;
        const scale = canvas.width / canvas.getBoundingClientRect().width;
        const ink = canvas.getContext('2d').getImageData(point[0] * scale, point[1] * scale, 1, 1);
        return ink.data[3] > 0;
    };
    const poll = () => {
        const app = window.jupyterapp;
        if (app) mark('app');
        const models = app && app.widgetManager && app.widgetManager._models;
        const count = models ? Object.keys(models).length : 0;
        if (count > counting) {
            counting = count;
            Promise.all(Object.values(models)).then(() => {
                if (Object.keys(models).length === count && !('models' in marks)) {
                    mark('models');
                    marks.model_count = count;
                }
            });
        }
        if (!('board' in marks) && shown()) mark('board');
        if (!('board' in marks && 'models' in marks)) setTimeout(poll, 20);
    };
    poll();
})();
"""

# Where the time went, once the first board shows: the navigation's own times, and the scripts
# asked for before the board showed.
TIMELINE_JS = """() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const marks = window.__gk;
    const scripts = performance.getEntriesByType('resource').filter(
        (e) => e.startTime <= marks.board && /\\.js(\\?|$)/.test(e.name));
    return {
        html: nav.responseEnd, loaded: nav.loadEventEnd, app: marks.app, models: marks.models,
        board: marks.board, model_count: marks.model_count || 0, scripts: scripts.length,
        script_kb: scripts.reduce((kb, e) => kb + e.decodedBodySize / 1024, 0),
    };
}"""

# A mouse-down at (x, y) of the board (CSS pixels), as ipycanvas hears a click.
MOUSE_DOWN_JS = """
const mouseDown = (canvas, x, y) => {
    const box = canvas.getBoundingClientRect();
    canvas.dispatchEvent(new MouseEvent('mousedown', {
        clientX: box.left + x, clientY: box.top + y, bubbles: true}));
};
"""

# Which pixel to watch: click the two points in turn, and return the pixel (of the canvas, in its
# own pixels) nearest the second point that differs between the two boards they drew.
WATCH_JS = """async ([selector, [ax, ay], [bx, by]]) => {
    MOUSE_DOWN
    const canvas = document.querySelector(selector);
    const ctx = canvas.getContext('2d');
    const settle = () => new Promise((done) => setTimeout(done, 1500));
    const snap = () => ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    mouseDown(canvas, ax, ay);
    await settle();
    const first = snap();
    mouseDown(canvas, bx, by);
    await settle();
    const second = snap();
    const scale = canvas.width / canvas.getBoundingClientRect().width;
    let best = null;
    for (let i = 0; i < first.length; i += 4) {
        if (first[i] === second[i] && first[i + 1] === second[i + 1]
            && first[i + 2] === second[i + 2] && first[i + 3] === second[i + 3]) continue;
        const x = (i / 4) % canvas.width, y = Math.floor(i / 4 / canvas.width);
        const far = Math.hypot(x - bx * scale, y - by * scale);
        if (!best || far < best[2]) best = [x, y, far];
    }
    return best && best.slice(0, 2);
}""".replace("MOUSE_DOWN", MOUSE_DOWN_JS)

# Do something to the board (ACT), then poll without timer clamping (MessageChannel) until the
# pixel at (wx, wy) (:data:`WATCH_JS`) changes; resolves to the milliseconds taken.
TIMED_JS = """([selector, x, y, wx, wy]) => new Promise((resolve, reject) => {
    MOUSE_DOWN
    const canvas = document.querySelector(selector);
    const ctx = canvas.getContext('2d');
    const read = () => Array.from(ctx.getImageData(wx, wy, 1, 1).data).join(',');
    const before = read();
    PREPARE
    const channel = new MessageChannel();
    const start = performance.now();
    channel.port1.onmessage = () => {
        if (read() !== before) return resolve(performance.now() - start);
        if (performance.now() - start > 5000) return reject('no repaint within 5 s');
        channel.port2.postMessage(0);
    };
    ACT
    channel.port2.postMessage(0);
})""".replace("MOUSE_DOWN", MOUSE_DOWN_JS)

CLICK_JS = TIMED_JS.replace("PREPARE", "").replace("ACT", "mouseDown(canvas, x, y);")
"""A mouse-down at (x, y) of the board, timed until the board repaints."""

KEY_JS = TIMED_JS.replace(
    "PREPARE",
    """const box = canvas.getBoundingClientRect();
    const cell = [...canvas.closest('.gk-board-stack').querySelectorAll('.gk-spot')].find((c) => {
        const r = c.getBoundingClientRect();
        return box.left + x >= r.left && box.left + x <= r.right
            && box.top + y >= r.top && box.top + y <= r.bottom;
    });
    if (!cell) return reject('no keyboard cell there');
    cell.focus({preventScroll: true});""",
).replace("ACT", "cell.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true}));")
"""Enter pressed on the board's keyboard cell over (x, y), timed the same way: what a pupil
without a mouse waits for (the kernel presses the spot's centre)."""


# Installed before the page's own scripts, on a tablet: when the page gets each touchend (its
# first listener), and how long after the finger was lifted (the event's time stamp).
TOUCHED_JS = """addEventListener('touchend', (e) => {
    window.__gkTouched = [performance.now(), performance.now() - e.timeStamp];
}, {capture: true});"""

# Get ready for a tap on the board, then poll as TIMED_JS does until the pixel at (wx, wy)
# changes, and keep in window.__gkTap the milliseconds from the page getting the touchend (as a
# click is timed from its mouse-down) and from the finger lifted.
TAP_READY_JS = """([selector, wx, wy]) => {
    const canvas = document.querySelector(selector);
    const ctx = canvas.getContext('2d');
    const read = () => Array.from(ctx.getImageData(wx, wy, 1, 1).data).join(',');
    const before = read();
    window.__gkTap = null;
    window.__gkTouched = null;
    const channel = new MessageChannel();
    const waiting = performance.now();
    channel.port1.onmessage = () => {
        const touched = window.__gkTouched;
        if (touched !== null && read() !== before) {
            const got = performance.now() - touched[0];
            window.__gkTap = [got, got + touched[1]];
            return;
        }
        if (performance.now() - waiting > 5000) { window.__gkTap = -1; return; }
        channel.port2.postMessage(0);
    };
    channel.port2.postMessage(0);
    const box = canvas.getBoundingClientRect();
    return [box.left, box.top, box.width / canvas.width];
}"""


def tap_to_repaint(
    page, cdp, board: str, x: float, y: float, watched: list[int]
) -> tuple[float, float]:
    """A tap at (x, y) of the board (its pixels), through chromium's input as a finger makes
    it; the milliseconds to the board repainted from the page getting the touchend, and from
    the finger lifted."""
    left, top, scale = page.evaluate(TAP_READY_JS, [board, *watched])
    point = {"x": left + x * scale, "y": top + y * scale}
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [point]})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    page.wait_for_function("window.__gkTap !== null", timeout=10_000, polling=20)
    taken = page.evaluate("window.__gkTap")
    if taken == -1:
        raise RuntimeError(f"{board}: no repaint within 5 s of a tap")
    return taken[0], taken[1]


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


def first_board(
    browser, url: str, first: tuple, slowdown: float, tablet: bool = False
) -> tuple[dict, object, object]:
    """Open ``url`` in a fresh context (its CPU ``slowdown`` times slower; a touch screen the
    size of a tablet with ``tablet``) and wait for its first board; returns the page's timeline
    (:data:`TIMELINE_JS`), the context and the page."""
    screen = {"viewport": TABLET, "has_touch": True, "is_mobile": True} if tablet else {}
    context = browser.new_context(**({"viewport": {"width": 1280, "height": 1000}} | screen))
    context.add_init_script(MARKS_JS % json.dumps(first))
    if tablet:
        context.add_init_script(TOUCHED_JS)
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Performance.enable")
    if slowdown != 1:
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": slowdown})
    page.goto(url, wait_until="commit")
    shown = "window.__gk && 'board' in window.__gk && 'models' in window.__gk"
    page.wait_for_function(shown, timeout=120_000, polling=100)
    timeline = page.evaluate(TIMELINE_JS)
    metrics = {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}
    timeline["busy"] = 1000 * metrics["TaskDuration"]  # the page's main thread, in tasks
    timeline["busy_scripts"] = 1000 * metrics["ScriptDuration"]
    return timeline, context, page


def served_pages(flags: list[str]) -> list[Path]:
    """The notebooks a server started with ``flags`` serves (and preheats a kernel for)."""
    root = next((Path(f.split("=", 1)[1]) for f in flags if f.startswith("--root=")), None)
    return sorted((root or ROOT / "notebooks").glob("*.ipynb"))


def wait_for_pool(log: Path, notebook: str, filled: int, preheat: bool) -> int:
    """Wait until ``filled`` kernels of the server's pool for ``notebook`` have run the page (a
    visitor alone meets one), at most 60 s; without preheating, 4 s. Returns ``filled``."""
    if not preheat:
        time.sleep(4)
        return filled
    wait_for_pages(log, filled, notebook, timeout=60)
    time.sleep(1)  # the server settles after the refill
    return filled


def visit(browser, notebook: str, flags: list[str], args: argparse.Namespace) -> dict:
    """Figures for ``notebook`` served with ``flags``: ``args.visits`` first boards, then
    ``args.clicks`` clicks on the last visit's page, and the kernel's memory."""
    first, board, points = PAGES[notebook]
    cells = points()
    with tempfile.TemporaryDirectory() as tmp:
        process, base = start_server(Path(tmp), *flags)
        log, preheat = Path(tmp) / "voila.log", "--no-preheat" not in flags
        try:
            url = f"{base}/voila/render/{notebook}"
            if preheat:  # every page's kernel has run it: the server is idle, as a visitor meets it
                wait_for_pages(log, len(served_pages(flags)), timeout=180)
            filled = wait_for_pool(log, notebook, 1, preheat)
            timelines = []
            for n in range(args.visits):
                timeline, context, page = first_board(
                    browser, url, first, args.cpu_slowdown, args.tablet
                )
                timelines.append(timeline)
                if n < args.visits - 1:
                    context.close()
                    filled = wait_for_pool(log, notebook, filled + 1, preheat)
            times, keys = [], []
            if board and args.clicks:
                page.locator(board).first.scroll_into_view_if_needed()
                page.wait_for_timeout(1000)
                watched = page.evaluate(WATCH_JS, [board, *cells])
                if not watched:
                    raise RuntimeError(f"{notebook}: its two clicks drew the same board")
                cdp = page.context.new_cdp_session(page)
                for i in range(args.clicks):
                    x, y = cells[i % len(cells)]
                    if args.tablet:
                        got, lifted = tap_to_repaint(page, cdp, board, x, y, watched)
                        times.append(got)
                        keys.append(lifted)
                    else:
                        times.append(page.evaluate(CLICK_JS, [board, x, y, *watched]))
                    page.wait_for_timeout(60)
                for i in range(0 if args.tablet else args.clicks):
                    x, y = cells[i % len(cells)]
                    keys.append(page.evaluate(KEY_JS, [board, x, y, *watched]))
                    page.wait_for_timeout(60)
            page.wait_for_timeout(1000)
            rss = kernel_rss_mb(process.pid)
            context.close()
        finally:
            process.terminate()
            process.wait(10)
    return figures(timelines, sorted(times), sorted(keys), rss, "tap" if args.tablet else "click")


def figures(
    timelines: list[dict], times: list[float], keys: list[float], rss: list[float],
    act: str = "click",
) -> dict:  # fmt: skip
    """What :func:`main` prints for one page (``act``: a click, or a tap)."""
    boards = sorted(t["board"] / 1000 for t in timelines)
    result: dict = {
        "first board median (s)": statistics.median(boards),
        "first board range (s)": f"{boards[0]:.2f}-{boards[-1]:.2f}",
    }
    if times:
        result[f"{act} to repaint median (ms)"] = statistics.median(times)
        result[f"{act} to repaint p90 (ms)"] = times[int(0.9 * (len(times) - 1))]
    if keys:  # on a tablet, from the finger lifted (chromium's delivery of the touch too)
        other = "from the lifting" if act == "tap" else "Enter to repaint"
        result[f"{other} median (ms)"] = statistics.median(keys)
        result[f"{other} p90 (ms)"] = keys[int(0.9 * (len(keys) - 1))]
    result["kernel RSS (MB)"] = max(rss) if rss else float("nan")
    result["widget models"] = max(t["model_count"] for t in timelines)
    result["scripts before the board"] = (
        f"{statistics.median(t['scripts'] for t in timelines):.0f}, "
        f"{statistics.median(t['script_kb'] for t in timelines):,.0f} KB"
    )
    result["main thread busy, ms"] = (
        f"{statistics.median(t['busy'] for t in timelines):.0f}, scripts "
        f"{statistics.median(t['busy_scripts'] for t in timelines):.0f}"
    )
    steps = [("html", "HTML"), ("loaded", "loaded"), ("app", "app"), ("models", "models"),
             ("board", "board")]  # fmt: skip
    result["timeline, ms"] = ", ".join(
        f"{label} {statistics.median(t[key] or 0 for t in timelines):.0f}" for key, label in steps
    )
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=40)
    parser.add_argument("--visits", type=int, default=3, help="first boards timed per page")
    parser.add_argument("--only", choices=list(PAGES), help="measure only this page, as served")
    parser.add_argument(
        "--cpu-slowdown",
        type=float,
        default=1,
        metavar="N",
        help="run the browser's CPU N times slower (DevTools throttling; 4: a cheap laptop)",
    )
    parser.add_argument(
        "--tablet",
        action="store_true",
        help="a school tablet: 810x1080, touch, taps timed instead of clicks",
    )
    parser.add_argument(
        "--server-option",
        action="append",
        default=[],
        metavar="OPTION",
        help="an option for the server, as served (repeatable), e.g. --server-option=--nagle",
    )
    args = parser.parse_args()
    served = args.server_option
    runs = [(name, served) for name in ([args.only] if args.only else PAGES)]
    if not args.only and not args.tablet:  # what preheating and Nagle's algorithm are worth
        kaito = runs.index(("kaito.ipynb", served)) + 1
        runs[kaito:kaito] = [
            ("kaito.ipynb", [*served, flag]) for flag in ("--no-preheat", "--nagle")
        ]
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, args=[*CHROMIUM_ARGS, OFFLINE]
        )
        results = [(name, flags, visit(browser, name, flags, args)) for name, flags in runs]
        browser.close()
    slower = f", CPU {args.cpu_slowdown:g}x slower" if args.cpu_slowdown != 1 else ""
    screen = ", a tablet (810x1080, touch)" if args.tablet else ""
    acts = "taps" if args.tablet else "clicks"
    print(
        f"Voilà on loopback, {args.visits} visits and {args.clicks} {acts} a page{screen}{slower}"
    )
    for name, flags, result in results:
        print(f"\n{name}, {' '.join(flags) if flags else 'as served'}")
        for key, value in result.items():
            shown = f"{value:8.2f}" if isinstance(value, float) else f"{value:>8}"
            print(f"  {key:<30} {shown}")


if __name__ == "__main__":
    main()
