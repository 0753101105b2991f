"""A whole class opening one game page at once, measured on the server's side.

In a class each browser runs on its own computer, so the students here are protocol-level
clients, not browsers: each fetches the page (as served by ``tabletop-serve``), connects to its
kernel's websocket, asks for the widgets' state as the ipywidgets front end does
(``jupyter.widget.control``: ``request_states``), tells the page's first board that its view is
ready as ipycanvas's front end does (``client_ready``) and waits for the board's first drawing.
The students arrive at random times within ``--within`` seconds (seeded). Printed: students
served, time to the first drawing (p50, p90, max), errors by kind, the kernels' memory per
session, and how long the server takes to cull the kernels once the students have gone.

    .venv/bin/python benchmarks/classroom.py [--students 30] [--within 10] [--page kaito.ipynb]
                                             [--class-size N] [--no-class]

``--no-class`` serves as ``tabletop-serve`` does by default (one kernel ready per page), to
compare.

A client that asks the kernel websocket for no subprotocol would get Voilà's legacy protocol,
which held the server at full CPU, growing 35 MB a second; ``tabletop-serve`` now refuses it,
and these clients speak the browser's v1 protocol.
"""

from __future__ import annotations

import argparse
import asyncio
import datetime
import json
import os
import random
import re
import statistics
import sys
import tempfile
import time
import urllib.error
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


async def student(base: str, page: str, delay: float, timeout: float) -> Visit:
    """One student arriving after ``delay`` seconds."""
    await asyncio.sleep(delay)
    visit, start = Visit(), time.perf_counter()
    try:
        html = await asyncio.to_thread(_get, f"{base}/voila/render/{page}", timeout)
        visit.page = time.perf_counter() - start
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


async def arrive(base: str, args: argparse.Namespace) -> list[Visit]:
    rng = random.Random(args.seed)
    delays = sorted(rng.uniform(0, args.within) for _ in range(args.students))
    return await asyncio.gather(
        *(student(base, args.page, delay, args.timeout) for delay in delays)
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--students", type=int, default=30)
    parser.add_argument("--within", type=float, default=10.0, help="seconds the class arrives in")
    parser.add_argument("--page", default="kaito.ipynb")
    parser.add_argument("--class-size", type=int, help="kernels ready (default: --students)")
    parser.add_argument("--no-class", action="store_true", help="serve as by default")
    parser.add_argument("--timeout", type=float, default=90.0, help="seconds a student waits")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    size = args.class_size or args.students
    flags = ["--cull-idle=20", "--cull-interval=5"]
    if not args.no_class:
        flags += [f"--class-size={size}", f"--class-page={args.page}"]
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
            visits = asyncio.run(arrive(base, args))
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
    print(f"{args.students} students opening {args.page} within {args.within:g} s, {mode}")
    print(f"  pool preheated in {preheat:.1f} s")
    print(f"  served (first drawing): {len(served)} of {args.students}")
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
