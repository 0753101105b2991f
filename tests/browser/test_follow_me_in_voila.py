"""Follow me, in chromium at 1024x768: a teacher's Kaito page in presenter mode leads the class,
and of two students' pages the one that follows goes to the teacher's section while the one that
turned following off stays where it was; a student's page reports its section, an exercise done
and a refusal met; a position the teacher sends is loaded on the following page's explorer.

The server's class endpoints (``/class/lead``, ``/class/report``) are played here by a stub the
browser's requests are routed to: each page's role is the one its browser context is given, as
the server would read it from the page's cookie."""

from __future__ import annotations

import json
import os
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect
from test_kaito_in_voila import center
from voila_page import LAPTOP, leave, local_only, start_server

from widgets.class_link import CLASS_MODE

pytestmark = pytest.mark.browser

PAGE = "kaito.ipynb"
SEND = "SSSSSS/HH1Hss/b3a1/ss1sss/hhhAAA/BB1CCa r move c3 ac S"
"""The position the teacher sends (the Mons trade's exercise)."""


class Stub:
    """The server's class endpoints: the lead of the page, and the reports received."""

    def __init__(self) -> None:
        self.lead: dict[str, Any] = {"section": None, "position": None, "seq": 0}
        self.reports: list[tuple[str, dict]] = []
        self.refused: list[str] = []

    def route(self, role: str, who: str) -> Any:
        def handle(route: Any) -> None:
            request = route.request
            if request.method == "GET":
                body = json.dumps({"role": role, **self.lead})
                return route.fulfill(status=200, content_type="application/json", body=body)
            sent = json.loads(request.post_data or "{}")
            if not request.headers.get("x-xsrftoken") or sent.get("page") != PAGE:
                self.refused.append(request.url)
                return route.fulfill(status=403)
            if request.url.endswith("/class/lead"):
                if role != "teacher":
                    self.refused.append(request.url)
                    return route.fulfill(status=403)
                self.lead["section"] = sent["section"]
                self.lead["position"] = sent.get("position", self.lead["position"])
                self.lead["seq"] += 1
            else:
                self.reports.append((who, sent))
            route.fulfill(status=204)

        return handle

    def of(self, who: str, kind: str) -> list[dict]:
        return [r for w, r in self.reports if w == who and r["kind"] == kind]


@pytest.fixture(scope="module")
def class_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    os.environ[CLASS_MODE] = "1"  # what tabletop-serve sets in class mode, for its kernels
    try:
        process, base = start_server(tmp_path_factory.mktemp("class"), "--no-preheat")
    finally:
        del os.environ[CLASS_MODE]
    yield base
    process.terminate()
    process.wait(10)


@pytest.fixture
def stub() -> Stub:
    return Stub()


@pytest.fixture
def open_as(browser: Browser, stub: Stub, class_server: str) -> Iterator[Any]:
    pages: list[Page] = []

    def open_as(role: str, who: str, query: str = "") -> Page:
        context = browser.new_context(viewport=LAPTOP)
        context.route("**/*", local_only)
        context.route("**/class/**", stub.route(role, who))
        page = context.new_page()
        page.goto(f"{class_server}/voila/render/{PAGE}{query}", timeout=60_000)
        pages.append(page)
        return page

    yield open_as
    for page in pages:
        leave(page)
        page.context.close()


HEADING_TOP = """id => {
    const h = document.getElementById(id);
    return h && h.getClientRects().length ? h.getBoundingClientRect().top : null;
}"""


def wait_for(page: Page, condition: Any, within: float = 10) -> None:
    """Wait until ``condition()`` holds (what the stub received), letting ``page`` run."""
    deadline = time.monotonic() + within
    while not condition():
        assert time.monotonic() < deadline, "not within the time"
        page.wait_for_timeout(50)


def scrolled(page: Page) -> float:
    return page.evaluate(
        "() => Math.max(...[...document.querySelectorAll('*')].map(e => e.scrollTop))"
    )


def test_the_teacher_leads_a_following_page_moves_and_one_that_stopped_stays(
    open_as: Any, stub: Stub
) -> None:
    began = time.monotonic()
    teacher = open_as("teacher", "teacher", "?present=1")
    ada = open_as("student", "ada")
    bob = open_as("student", "bob")
    for student in (ada, bob):
        expect(student.locator(".gk-follow")).to_be_visible(timeout=60_000)
        expect(student.locator(".gk-lead")).to_be_hidden()
    lead = teacher.locator(".gk-lead")
    expect(lead).to_be_visible(timeout=60_000)  # in presenter mode's bar
    expect(teacher.locator(".gk-follow")).to_be_hidden()
    wait_for(ada, lambda: stub.of("ada", "section"))
    first = stub.of("ada", "section")[0]["section"]
    assert first.startswith(("Kaito", "The-goal")), first  # the page's top

    print(f"pages open {time.monotonic() - began:.1f} s")
    # Ada does the Sword exercise, after a refused click on the Moving one.
    move = ada.locator(".gk-lesson-move .gk-board")
    move.scroll_into_view_if_needed()
    box = move.bounding_box()
    ada.mouse.click(box["x"] + center("a1")[0], box["y"] + center("a1")[1])  # diagonal from c3
    expect(ada.locator(".gk-lesson-move .gk-feedback")).to_contain_text("kaito.move.line")
    sword = ada.locator(".gk-lesson-sword .gk-board")
    sword.scroll_into_view_if_needed()
    box = sword.bounding_box()
    ada.mouse.click(box["x"] + center("f3")[0], box["y"] + center("f3")[1])
    expect(ada.locator(".gk-lesson-sword .gk-feedback")).to_contain_text("Well done")
    wait_for(ada, lambda: stub.of("ada", "exercise"))
    assert [r["exercise"]["state"] for r in stub.of("ada", "exercise")] == ["done"]
    assert stub.of("ada", "refusal")[-1]["rule"] == "kaito.move.line"
    assert stub.of("ada", "act")
    # the sections she read as she scrolled, each reported once she stayed in it
    wait_for(ada, lambda: len(stub.of("ada", "section")) > 1)
    sections = [r["section"] for r in stub.of("ada", "section")]
    assert sections[1].startswith(("Moving", "Capturing")), sections

    # Bob stops following and reads the material; Ada goes back to the top.
    bob.locator(".gk-follow").click()
    bob.locator('[id="The-material"]').scroll_into_view_if_needed()
    ada.locator('[id^="The-goal"]').scroll_into_view_if_needed()
    bob.wait_for_timeout(500)
    bob_at = scrolled(bob)

    print(f"leading {time.monotonic() - began:.1f} s")
    lead.click()
    for _ in range(30):  # the teacher moves on to the Mons trade
        if teacher.locator(".gk-lesson-trade .gk-board").is_visible():
            break
        teacher.locator(".gk-next-section").click()
        teacher.wait_for_timeout(150)
    expect(teacher.locator(".gk-where")).to_contain_text("Mons")
    wait_for(teacher, lambda: (stub.lead["section"] or "").startswith("The-Mons-trade"))
    mons = stub.lead["section"]
    moved = time.monotonic()
    while not (-2 <= (ada.evaluate(HEADING_TOP, mons) or -99) <= 60):
        assert time.monotonic() < moved + 10, "Ada's page did not move to the teacher's section"
        ada.wait_for_timeout(50)
    print(f"Ada's page at the teacher's section {time.monotonic() - moved:.2f} s after the lead")
    Path("/tmp/shots").mkdir(exist_ok=True)
    ada.screenshot(path="/tmp/shots/follow-student-following.png")
    bob.wait_for_timeout(1500)  # three polls of the lead
    assert abs(scrolled(bob) - bob_at) < 2  # Bob stays
    assert bob.evaluate(HEADING_TOP, mons) > 768
    assert not stub.refused

    # The teacher leaves presenter mode for the explorer, still leading, and sends a position
    # from it; Ada's page goes there too, and her explorer loads it.
    print(f"at the explorer {time.monotonic() - began:.1f} s")
    teacher.locator(".gk-present").click()
    teacher.locator(".gk-send-position").scroll_into_view_if_needed()
    wait_for(teacher, lambda: (stub.lead["section"] or "").startswith("The-explorer"))
    code = teacher.locator(".gk-explorer input[type=text]").first
    code.fill(SEND)
    code.press("Enter")
    teacher.locator(".gk-send-position").click()
    expect(teacher.locator(".gk-sent").first).to_contain_text("Sent to the class")
    expect(ada.locator(".gk-explorer")).to_contain_text(
        "The teacher sent this position", timeout=10_000
    )
    assert ada.locator(".gk-explorer input[type=text]").first.input_value() == SEND
    assert stub.lead["position"] == {"board": "kaito-explorer", "code": SEND}
    expect(bob.locator(".gk-explorer")).not_to_contain_text("The teacher sent this position")
    print(f"done {time.monotonic() - began:.1f} s")
