"""Follow me for a whole class, measured on the server's side: how soon the students' pages see
the teacher's section, and what their polling costs the server.

Each student is a protocol-level client (as in ``benchmarks/classroom.py``): it joins the class
with the nickname form, then asks ``GET /class/lead`` every 0.5 s with its cookie, as a student's
page does while following (``widgets/class_link.js``). The teacher, with the teacher's cookie,
posts a new section (``POST /class/lead`` with its ``_xsrf``) every ``--every`` seconds. Printed:
the delay from each post to each student's first answer showing it (p50, p90, max: a page goes
there at once, so this is the following delay short of the page's own scroll), how long a poll
takes to be answered, and the server's CPU (share of one core) and memory while the class polls.

    .venv/bin/python benchmarks/class_lead.py [--students 30] [--seconds 20] [--every 2]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import shutil
import statistics
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "tests"), str(ROOT / "benchmarks")]

from classroom import Visit, browser, cookie, join, percentile, settle
from voila_page import start_server

PAGE = "kaito.ipynb"
POLL = 0.5
"""Seconds between a following page's looks at the lead (``class_link.js``)."""


def cpu_seconds(pid: int) -> float:
    """The CPU time process ``pid`` has used (user and system)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def follow(base: str, visit: Visit, until: float, seen: dict[str, float], took: list[float]):
    """A following page: look at the lead every :data:`POLL` s until ``until``; note when each
    section first shows (``seen``) and how long each look took (``took``)."""
    url = f"{base}/class/lead?page={PAGE}"
    time.sleep(random.uniform(0, POLL))  # the pages opened at different moments
    while time.monotonic() < until:
        asked = time.monotonic()
        with visit.opener.open(url, timeout=10) as answer:
            lead = json.loads(answer.read())
        now = time.monotonic()
        took.append(now - asked)
        if lead.get("section") and lead["section"] not in seen:
            seen[lead["section"]] = now
        time.sleep(max(0.0, POLL - (time.monotonic() - asked)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--students", type=int, default=30)
    parser.add_argument("--seconds", type=float, default=20.0, help="how long the class follows")
    parser.add_argument("--every", type=float, default=2.0, help="seconds between the lead's moves")
    args = parser.parse_args()
    random.seed(1)
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "notebooks"
        root.mkdir()
        shutil.copy(ROOT / "notebooks" / PAGE, root)
        flags = [f"--root={root}", "--class-size=2", f"--class-page={PAGE}"]
        process, base = start_server(Path(tmp), *flags, f"--data-dir={Path(tmp) / 'data'}")
        try:
            log = Path(tmp) / "voila.log"
            while "Teacher:" not in log.read_text():
                time.sleep(0.2)
            link = re.search(r"^Teacher: (\S+)$", log.read_text(), re.MULTILINE).group(1)
            settle(process.pid)
            students = []
            for n in range(args.students):
                visit = Visit(nickname=f"Student {n + 1}")
                join(base, PAGE, visit.nickname, visit, 30, open_page=False)
                students.append(visit)
            teacher, jar = browser()
            teacher.open(link, timeout=10).read()
            xsrf = cookie(jar, "_xsrf")

            until = time.monotonic() + args.seconds
            seen: list[dict[str, float]] = [{} for _ in students]
            took: list[list[float]] = [[] for _ in students]
            threads = [
                threading.Thread(target=follow, args=(base, v, until, seen[i], took[i]))
                for i, v in enumerate(students)
            ]
            cpu, wall = cpu_seconds(process.pid), time.monotonic()
            for thread in threads:
                thread.start()
            posted: dict[str, float] = {}
            k = 0
            while True:
                time.sleep(args.every)
                if time.monotonic() > until - 2 * POLL - 0.5:
                    break  # the last move still has its students' looks to come
                k += 1
                section = f"s-{k}"
                body = json.dumps({"page": PAGE, "section": section}).encode()
                request = urllib.request.Request(
                    f"{base}/class/lead",
                    data=body,
                    headers={"Content-Type": "application/json", "X-XSRFToken": xsrf},
                )
                posted[section] = time.monotonic()
                teacher.open(request, timeout=10).read()
            for thread in threads:
                thread.join()
            busy = (cpu_seconds(process.pid) - cpu) / (time.monotonic() - wall)
            memory = rss_mb(process.pid)
        finally:
            process.terminate()
            process.wait(10)
    delays = [
        mine[section] - sent for mine in seen for section, sent in posted.items() if section in mine
    ]
    missed = len(posted) * len(students) - len(delays)
    looks = [t for mine in took for t in mine]
    print(
        f"{args.students} students following for {args.seconds:g} s (a look every {POLL:g} s), "
        f"the teacher moving every {args.every:g} s ({len(posted)} moves)"
    )
    print(
        f"  to a student's page seeing the teacher's section: p50 {statistics.median(delays):.3f}"
        f" s, p90 {percentile(delays, 0.9):.3f} s, max {max(delays):.3f} s ({missed} never seen)"
    )
    print(
        f"  a look at the lead answered in: p50 {statistics.median(looks) * 1000:.1f} ms, "
        f"p90 {percentile(looks, 0.9) * 1000:.1f} ms ({len(looks) / args.seconds:.0f} a second)"
    )
    print(f"  the server: {busy * 100:.0f}% of a core, {memory:.0f} MB")


if __name__ == "__main__":
    main()
