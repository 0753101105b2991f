"""A whole class opening one game page at once, measured on the server's side.

In a class each browser runs on its own computer, so the students here are protocol-level
clients, not browsers: each fetches the page (as served by ``tabletop-serve``), connects to its
kernel's websocket, asks for the widgets' state as the ipywidgets front end does
(``jupyter.widget.control``: ``request_states``), tells the page's first board that its view is
ready as ipycanvas's front end does (``client_ready``) and waits for the board's first drawing.
The students arrive at random times within ``--within`` seconds (seeded). In class mode each
first joins the class (the nickname form, as a browser posts it), which leads to the page. Then,
as the teacher's view is fed, each reads sections and does exercises: ``--events`` reports
(``POST /class/report``, as the page's script sends them: a section, an exercise tried, then
done), one every 1 to 2 s, while a teacher polls ``/teacher/data`` every ``--poll`` seconds and
notes when each report shows there. Printed: students served, time to the first drawing (p50,
p90, max), errors by kind, the delay from a report to the teacher's data (p50, p90, max; the
teacher's page polls every second, which adds up to 1 s), the kernels' memory per session, the
server's memory, and how long the server takes to cull the kernels once the students have gone.

    .venv/bin/python benchmarks/classroom.py [--students 30] [--within 10] [--page kaito.ipynb]
                                             [--class-size N] [--no-class] [--reports-only]

``--no-class`` serves as ``tabletop-serve`` does by default (one kernel ready per page, no
class view), to compare. ``--reports-only`` has the students join and report without opening
the page (no kernel each): the class's endpoints alone, in seconds.

A client that asks the kernel websocket for no subprotocol would get Voilà's legacy protocol,
which held the server at full CPU, growing 35 MB a second; ``tabletop-serve`` now refuses it,
and these clients speak the browser's v1 protocol.
"""

from __future__ import annotations

import argparse
import asyncio
import concurrent.futures
import datetime
import http.cookiejar
import json
import os
import random
import re
import statistics
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "tests"), str(ROOT / "benchmarks")]

from browser import kernel_rss_mb
from jupyter_server.services.kernels.connection.base import (
    deserialize_msg_from_ws_v1,
    serialize_msg_to_ws_v1,
)
from voila_page import start_server
from websockets.asyncio.client import connect

V1 = "v1.kernel.websocket.jupyter.org"
CONFIG = re.compile(
    r'<script id="jupyter-config-data" type="application/json">(.*?)</script>', re.DOTALL
)


@dataclass
class Visit:
    """One student's visit: seconds from asking for the page to each step, or what failed."""

    page: float | None = None
    states: float | None = None
    drawing: float | None = None
    error: str | None = None
    kernel: str | None = None
    nickname: str = ""
    opener: Any = None
    jar: Any = None


@dataclass
class Event:
    """A report a student sent: when, and what the teacher's data must show for it."""

    nickname: str
    sent: float
    kind: str
    value: Any
    seen: float | None = None
    answered: float | None = None


def message(
    msg_type: str, content: dict[str, Any], session: str, metadata: dict[str, Any] | None = None
) -> bytes:
    """A shell message as the browser sends it on the kernel websocket (the v1 protocol)."""
    msg = {
        "header": {
            "msg_id": uuid.uuid4().hex,
            "msg_type": msg_type,
            "session": session,
            "username": "student",
            "date": datetime.datetime.now(datetime.UTC).isoformat(),
            "version": "5.3",
        },
        "parent_header": {},
        "metadata": metadata or {},
        "content": content,
        "channel": "shell",
        "buffers": [],
    }
    parts = [msg["header"], msg["parent_header"], msg["metadata"], msg["content"]]
    return serialize_msg_to_ws_v1([json.dumps(p).encode() for p in parts], "shell")


def received(frame: str | bytes) -> dict[str, Any]:
    """A message from the kernel websocket (the v1 protocol: a channel, then the header,
    parent header, metadata and content, then the buffers)."""
    channel, parts = deserialize_msg_from_ws_v1(frame)
    header, _, _, content = (json.loads(p) for p in parts[:4])
    return {"channel": channel, "msg_type": header["msg_type"], "content": content}


def first_board(states: dict[str, Any]) -> tuple[str, set[str]] | None:
    """The comm id of the page's first board (an ipycanvas MultiCanvas with class gk-board),
    and the ids its drawing may arrive on (its own, its layers' and the canvas manager's)."""
    for model_id, entry in states.items():
        state = entry.get("state", {})
        named = entry.get("model_name") or state.get("_model_name")
        if named == "MultiCanvasModel" and "gk-board" in state.get("_dom_classes", ()):
            layers = {c.removeprefix("IPY_MODEL_") for c in state.get("_canvases", ())}
            # ipycanvas 0.14 sends every drawing through its one canvas manager
            managers = {k for k, e in states.items() if e.get("model_name") == "CanvasManagerModel"}
            return model_id, {model_id, *layers, *managers}
    return None


class Stay(urllib.request.HTTPRedirectHandler):
    """Follow no redirect (``--reports-only``: joining must not open the page)."""

    def redirect_request(self, *args: Any, **kwargs: Any) -> None:
        return None


def browser(follow: bool = True) -> tuple[Any, http.cookiejar.CookieJar]:
    """An HTTP client with its cookies, as a student's browser holds them."""
    jar = http.cookiejar.CookieJar()
    handlers = [urllib.request.HTTPCookieProcessor(jar)] + ([] if follow else [Stay()])
    return urllib.request.build_opener(*handlers), jar


def cookie(jar: http.cookiejar.CookieJar, name: str) -> str:
    return next(c.value for c in jar if c.name == name)


def join(base: str, page: str, nickname: str, visit: Visit, timeout: float, open_page: bool) -> str:
    """Join the class as the form does (GET it, POST the nickname with its ``_xsrf``); the
    answer leads to the page, whose HTML is returned (empty without ``open_page``)."""
    visit.opener, visit.jar = browser(follow=open_page)
    target = f"/voila/render/{page}"
    query = urllib.parse.urlencode({"next": target})
    visit.opener.open(f"{base}/class/join?{query}", timeout=timeout).read()
    form = {"_xsrf": cookie(visit.jar, "_xsrf"), "nickname": nickname, "next": target}
    data = urllib.parse.urlencode(form).encode()
    try:
        with visit.opener.open(f"{base}/class/join", data=data, timeout=timeout) as answer:
            return answer.read().decode() if open_page else ""
    except urllib.error.HTTPError as err:
        if not open_page and err.code == 302:
            return ""
        raise


def post_report(base: str, visit: Visit, body: dict[str, Any], timeout: float) -> int:
    """A report as the page's script posts it (its cookie, its ``_xsrf`` token)."""
    request = urllib.request.Request(
        f"{base}/class/report",
        data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json", "X-XSRFToken": cookie(visit.jar, "_xsrf")},
    )
    with visit.opener.open(request, timeout=timeout) as answer:
        return answer.status


async def reports(
    base: str, page: str, visit: Visit, events: int, rng: random.Random, sent: list[Event]
) -> None:
    """A student reading sections and doing exercises: ``events`` reports, 1 to 2 s apart
    (section k, exercise k tried, exercise k done, ...), each added to ``sent`` as it goes."""
    for k in range(events):
        await asyncio.sleep(rng.uniform(1.0, 2.0))
        step, n = k % 3, k // 3 + 1
        if step == 0:
            body, kind, value = {"kind": "section", "section": f"s-{n}"}, "section", n
        else:
            state = "tried" if step == 1 else "done"
            exercise = {"n": n, "title": f"Exercise {n}", "state": state}
            body, kind, value = {"kind": "exercise", "exercise": exercise}, state, n
        event = Event(visit.nickname, time.perf_counter(), kind, value)
        sent.append(event)
        await asyncio.to_thread(post_report, base, visit, {"page": page, **body}, 30)
        event.answered = time.perf_counter()


def shown(event: Event, row: dict[str, Any]) -> bool:
    """Whether the teacher's data shows ``event`` in the student's ``row`` (or a later step:
    a section further on, an exercise done for one tried)."""
    for page in row["pages"]:
        if event.kind == "section":
            section = page["section"] or ""
            if section.startswith("s-") and int(section[2:]) >= event.value:
                return True
        else:
            states = {e["n"]: e["state"] for e in page["exercises"]}
            state = states.get(event.value)
            if state == "done" or (state == "tried" and event.kind == "tried"):
                return True
    return False


async def teacher(base: str, code: str, events: list[Event], done: asyncio.Event, every: float):
    """Poll the teacher's data every ``every`` seconds; note when each sent event shows."""
    url = f"{base}/teacher/data?code={code}"
    while True:
        finished = done.is_set()
        data = json.loads(await asyncio.to_thread(_get, url, 30))
        now = time.perf_counter()
        rows = {row["nickname"]: row for row in data["students"]}
        for event in events:
            if event.seen is None and event.nickname in rows and shown(event, rows[event.nickname]):
                event.seen = now
        if finished:
            return
        await asyncio.sleep(every)


async def student(
    base: str,
    page: str,
    delay: float,
    timeout: float,
    nickname: str | None = None,
    open_page: bool = True,
) -> Visit:
    """One student arriving after ``delay`` seconds (joining the class as ``nickname``, if
    given; without ``open_page`` only joining)."""
    await asyncio.sleep(delay)
    visit, start = Visit(nickname=nickname or ""), time.perf_counter()
    try:
        if nickname is None:
            html = await asyncio.to_thread(_get, f"{base}/voila/render/{page}", timeout)
        else:
            html = await asyncio.to_thread(join, base, page, nickname, visit, timeout, open_page)
        visit.page = time.perf_counter() - start
        if not open_page:
            return visit
        config = json.loads(CONFIG.search(html).group(1))  # type: ignore[union-attr]
        visit.kernel = config["kernelId"]
        session = uuid.uuid4().hex
        url = f"{base.replace('http', 'ws', 1)}/api/kernels/{config['kernelId']}/channels"
        # The browser's protocol (a client asking for none gets the legacy one).
        async with connect(
            f"{url}?session_id={session}", max_size=None, subprotocols=[V1]
        ) as socket:
            control = uuid.uuid4().hex
            await socket.send(message("kernel_info_request", {}, session))  # as the page does
            await socket.send(
                message(
                    "comm_open",
                    {"comm_id": control, "target_name": "jupyter.widget.control", "data": {}},
                    session,
                    {"version": "1.0.0"},  # the widget control protocol, as ipywidgets 8 sends it
                )
            )
            await socket.send(
                message(
                    "comm_msg", {"comm_id": control, "data": {"method": "request_states"}}, session
                )
            )
            board = None
            async with asyncio.timeout(max(timeout - (time.perf_counter() - start), 1)):
                while True:
                    msg = received(await socket.recv())
                    if msg.get("msg_type") != "comm_msg":
                        continue
                    data = msg["content"].get("data", {})
                    comm = msg["content"].get("comm_id")
                    if data.get("method") == "update_states" and board is None:
                        visit.states = time.perf_counter() - start
                        board = first_board(data["states"])
                        if board is None:
                            raise LookupError("no board in the page's widgets")
                        ready = {"method": "custom", "content": {"event": "client_ready"}}
                        await socket.send(
                            message("comm_msg", {"comm_id": board[0], "data": ready}, session)
                        )
                    elif board and data.get("method") == "custom" and comm in board[1]:
                        visit.drawing = time.perf_counter() - start
                        break
    except urllib.error.HTTPError as err:
        visit.error = f"HTTP {err.code}"
    except TimeoutError:
        visit.error = "no drawing in time" if visit.page else "page timed out"
    except Exception as err:  # noqa: BLE001 (every failure is a figure)
        visit.error = type(err).__name__
    return visit


def _get(url: str, timeout: float) -> str:
    with urllib.request.urlopen(url, timeout=timeout) as answer:
        return answer.read().decode()


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


async def arrive(
    base: str, args: argparse.Namespace, code: str | None
) -> tuple[list[Visit], list[Event]]:
    """The class arrives; in class mode, each student then reports while the teacher polls."""
    loop = asyncio.get_running_loop()  # a thread per student: none waits for another's turn
    loop.set_default_executor(concurrent.futures.ThreadPoolExecutor(args.students + 4))
    rng = random.Random(args.seed)
    delays = sorted(rng.uniform(0, args.within) for _ in range(args.students))
    events: list[Event] = []
    done = asyncio.Event()
    polling = None
    if code is not None:
        polling = asyncio.create_task(teacher(base, code, events, done, args.poll))

    async def one(i: int, delay: float) -> Visit:
        nickname = None if code is None else f"student {i + 1}"
        visit = await student(base, args.page, delay, args.timeout, nickname, not args.reports_only)
        if code is not None and visit.error is None:
            try:
                mine = random.Random(args.seed * 1000 + i)
                await reports(base, args.page, visit, args.events, mine, events)
            except Exception as err:  # noqa: BLE001 (every failure is a figure)
                visit.error = f"report: {type(err).__name__}"
        return visit

    visits = await asyncio.gather(*(one(i, delay) for i, delay in enumerate(delays)))
    if polling is not None:
        await asyncio.sleep(2 * args.poll + 1)  # the last reports have time to show
        done.set()
        await polling
    return visits, events


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--students", type=int, default=30)
    parser.add_argument("--within", type=float, default=10.0, help="seconds the class arrives in")
    parser.add_argument("--page", default="kaito.ipynb")
    parser.add_argument("--class-size", type=int, help="kernels ready (default: --students)")
    parser.add_argument("--no-class", action="store_true", help="serve as by default")
    parser.add_argument("--timeout", type=float, default=90.0, help="seconds a student waits")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--events", type=int, default=6, help="reports each student sends")
    parser.add_argument(
        "--poll", type=float, default=0.1, help="seconds between the teacher's looks"
    )
    parser.add_argument(
        "--reports-only", action="store_true", help="students join and report, opening no page"
    )
    parser.add_argument("--refill-delay", type=float, help="the server's (default: its own)")
    args = parser.parse_args()
    size = args.class_size or (2 if args.reports_only else args.students)
    flags = ["--cull-idle=20", "--cull-interval=5"]
    if not args.no_class:
        flags += [f"--class-size={size}", f"--class-page={args.page}"]
    if args.refill_delay is not None:
        flags.append(f"--refill-delay={args.refill_delay}")
    with tempfile.TemporaryDirectory() as tmp:
        process, base = start_server(Path(tmp), *flags)
        log = Path(tmp) / "voila.log"
        try:
            began = time.perf_counter()
            filled = f"Kernel pool of {args.page} is filled"
            while filled not in log.read_text():
                time.sleep(0.5)
                if time.perf_counter() - began > 600:
                    raise SystemExit("the pool did not fill within 10 minutes")
            settle(process.pid)  # the kernels have run their pages: the server is quiet
            preheat = time.perf_counter() - began
            code = None
            if not args.no_class:
                code = re.search(r"Teacher: \S+code=(\S+)", log.read_text()).group(1)
            server_before = _rss(process.pid)
            visits, events = asyncio.run(arrive(base, args, code))
            rss = kernel_rss_mb(process.pid)
            server_rss = _rss(process.pid)
            left = time.perf_counter()
            theirs = {v.kernel for v in visits if v.kernel}
            while alive(theirs) and time.perf_counter() - left < 180:
                time.sleep(1)
            culled = time.perf_counter() - left
        finally:
            process.terminate()
            process.wait(10)
    served = [v.drawing for v in visits if v.drawing is not None]
    errors = Counter(v.error for v in visits if v.error)
    mode = "as served by default (one kernel ready)" if args.no_class else f"--class-size {size}"
    doing = "joining the class (no page opened)" if args.reports_only else f"opening {args.page}"
    print(f"{args.students} students {doing} within {args.within:g} s, {mode}")
    print(f"  pool preheated in {preheat:.1f} s")
    if not args.reports_only:
        print(f"  served (first drawing): {len(served)} of {args.students}")
    if events:
        delays = [e.seen - e.sent for e in events if e.seen is not None]
        missed = sum(e.seen is None for e in events)
        print(
            f"  reports: {len(events)} sent ({args.events} a student), {missed} never shown; "
            f"to the teacher's data (polled every {args.poll:g} s):"
        )
        if delays:
            print(
                f"    p50 {statistics.median(delays):.3f} s, p90 {percentile(delays, 0.9):.3f} s, "
                f"max {max(delays):.3f} s; on the teacher's page, which polls every second, "
                f"p90 at most {percentile(delays, 0.9) + 1:.2f} s"
            )
            posts = [e.answered - e.sent for e in events if e.answered is not None]
            print(
                f"    the report's own answer: p50 {statistics.median(posts):.3f} s, "
                f"p90 {percentile(posts, 0.9):.3f} s, max {max(posts):.3f} s"
            )
    print(
        f"  the server's memory: {server_before:.0f} MB before the class, {server_rss:.0f} MB after"
    )
    if served:
        print(
            f"  to the first drawing: p50 {statistics.median(served):.2f} s, "
            f"p90 {percentile(served, 0.9):.2f} s, max {max(served):.2f} s"
        )
        pages = [v.page for v in visits if v.page is not None]
        print(f"  to the page's HTML: p50 {statistics.median(pages):.2f} s")
    print(f"  errors: {dict(errors) or 'none'}")
    if rss:
        print(
            f"  kernels: {len(rss)} running, {statistics.median(rss):.0f} MB each (median), "
            f"{sum(rss):.0f} MB in all; the server itself {server_rss:.0f} MB"
        )
    if not args.reports_only:
        print(f"  the students' kernels culled {culled:.0f} s after they left")


def settle(server: int, quiet: float = 0.05) -> None:
    """Wait until the server and its kernels use less than ``quiet`` of a core (a started kernel
    is in the pool before it has run its page)."""
    ticks = os.sysconf("SC_CLK_TCK")

    def busy() -> float:
        total = 0
        for proc in Path("/proc").iterdir():
            try:
                stat = (proc / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if proc.name.isdigit() and (int(proc.name) == server or int(stat[1]) == server):
                total += int(stat[11]) + int(stat[12])
        return total / ticks

    before = busy()
    while True:
        time.sleep(2)
        now = busy()
        if now - before < 2 * quiet:
            return
        before = now


def alive(kernels: set[str]) -> set[str]:
    """Those of ``kernels`` (ids) whose process still runs."""
    running = set()
    for proc in Path("/proc").iterdir():
        try:
            command = (proc / "cmdline").read_bytes().decode(errors="replace")
        except OSError:
            continue
        running |= {k for k in kernels if f"kernel-{k}.json" in command}
    return running


def _rss(pid: int) -> float:
    status = Path(f"/proc/{pid}/status").read_text()
    line = next(line for line in status.splitlines() if line.startswith("VmRSS"))
    return int(line.split()[1]) / 1024


if __name__ == "__main__":
    main()
