"""Follow me, in chromium at 1024x768, on a server in class mode: the teacher's Kaito page in
presenter mode leads the class, and of two students' pages the one that follows goes to the
teacher's section while the one that turned following off stays where it was; a student's page
reports its section, an exercise done and a refusal met, as the teacher's data shows them; a
position the teacher sends from the explorer is loaded on the following page's explorer."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect
from test_kaito_in_voila import center
from voila_page import LAPTOP, leave, local_only

pytestmark = pytest.mark.browser

PAGE = "kaito.ipynb"
SEND = "SSSSSS/HH1Hss/b3a1/ss1sss/hhhAAA/BB1CCa r move c3 ac S"
"""The position the teacher sends (the Mons trade's exercise)."""


@pytest.fixture
def open_page(browser: Browser, klass: tuple[str, str]) -> Iterator[Any]:
    """Open the Kaito page as the teacher (with the teacher's link first) or as a student who
    joins with a nickname."""
    base, link = klass
    pages: list[Page] = []

    def open_page(who: str, query: str = "") -> Page:
        context = browser.new_context(viewport=LAPTOP)
        context.route("**/*", local_only)
        page = context.new_page()
        pages.append(page)
        if who == "teacher":
            page.goto(link)
            page.goto(f"{base}/voila/render/{PAGE}{query}", timeout=60_000)
        else:
            page.goto(f"{base}/voila/render/{PAGE}", timeout=60_000)
            page.fill("#gk-nickname", who)
            page.click("button[type=submit]")
            page.wait_for_url(f"**/voila/render/{PAGE}", timeout=60_000)
        return page

    yield open_page
    for page in pages:
        leave(page)
        page.context.close()


def class_data(teacher: Page, base: str) -> dict:
    """What the teacher's page shows: each student's pages, and the lead."""
    return teacher.request.get(f"{base}/teacher/data").json()


def of(data: dict, nickname: str) -> dict:
    """A student's Kaito page as the teacher's data has it ({} before any report)."""
    student = next((s for s in data["students"] if s["nickname"] == nickname), {})
    return next((p for p in student.get("pages", []) if p["page"] == PAGE), {})


HEADING_TOP = """id => {
    const h = document.getElementById(id);
    return h && h.getClientRects().length ? h.getBoundingClientRect().top : null;
}"""


def wait_for(page: Page, condition: Any, within: float = 10) -> Any:
    """Wait until ``condition()`` holds, letting ``page`` run; return what it returned."""
    deadline = time.monotonic() + within
    while not (held := condition()):
        assert time.monotonic() < deadline, "not within the time"
        page.wait_for_timeout(50)
    return held


def scrolled(page: Page) -> float:
    return page.evaluate(
        "() => Math.max(...[...document.querySelectorAll('*')].map(e => e.scrollTop))"
    )


def test_the_teacher_leads_a_following_page_moves_and_one_that_stopped_stays(
    open_page: Any, klass: tuple[str, str]
) -> None:
    base, _ = klass
    began = time.monotonic()
    teacher = open_page("teacher", "?present=1")
    ada = open_page("Ada")
    bob = open_page("Bob")
    for student in (ada, bob):
        expect(student.locator(".gk-follow")).to_be_visible(timeout=60_000)
        expect(student.locator(".gk-lead")).to_be_hidden()
    lead = teacher.locator(".gk-lead")
    expect(lead).to_be_visible(timeout=60_000)  # in presenter mode's bar
    expect(teacher.locator(".gk-follow")).to_be_hidden()
    data = lambda: class_data(teacher, base)
    first = wait_for(ada, lambda: of(data(), "Ada").get("section"))
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
    mine = wait_for(ada, lambda: of(data(), "Ada").get("refusal") and of(data(), "Ada"))
    done = lambda: [e for e in of(data(), "Ada")["exercises"] if e["state"] == "done"]
    assert [e["n"] for e in wait_for(ada, done)] == [3]  # the Sword, the page's third
    assert mine["refusal"]["rule"] == "kaito.move.line"
    assert "diagonal" in mine["refusal"]["text"], mine["refusal"]
    # the section she reads, reported once she stayed in it
    section = wait_for(ada, lambda: of(data(), "Ada")["section"] != first and of(data(), "Ada"))
    assert section["section"].startswith(("Moving", "Capturing")), section
    assert not of(data(), "Bob").get("refusal")  # Bob did nothing

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
        clicked = time.monotonic()
        teacher.wait_for_timeout(150)
    expect(teacher.locator(".gk-where")).to_contain_text("Mons")
    led = lambda: data()["lead"]
    mons = wait_for(teacher, lambda: (led()["section"] or "").startswith("The-Mons") and led())
    mons = mons["section"]
    moved = time.monotonic()
    while not (-2 <= (ada.evaluate(HEADING_TOP, mons) or -99) <= 60):
        assert time.monotonic() < moved + 10, "Ada's page did not move to the teacher's section"
        ada.wait_for_timeout(50)
    print(
        f"Ada's page at the teacher's section {time.monotonic() - clicked:.2f} s after the "
        f"teacher's click ({time.monotonic() - moved:.2f} s after the server had the lead)"
    )
    Path("/tmp/shots").mkdir(exist_ok=True)
    ada.screenshot(path="/tmp/shots/follow-student-following.png")
    bob.wait_for_timeout(1500)  # three polls of the lead
    assert abs(scrolled(bob) - bob_at) < 2  # Bob stays
    assert bob.evaluate(HEADING_TOP, mons) > 768

    # The teacher leaves presenter mode for the explorer, still leading, and sends a position
    # from it; Ada's page goes there too, and her explorer loads it.
    teacher.locator(".gk-present").click()
    teacher.locator(".gk-send-position").scroll_into_view_if_needed()
    wait_for(teacher, lambda: (led()["section"] or "").startswith("The-explorer"))
    code = teacher.locator(".gk-explorer input[type=text]").first
    code.fill(SEND)
    code.press("Enter")
    teacher.locator(".gk-send-position").click()
    expect(teacher.locator(".gk-sent").first).to_contain_text("Sent to the class")
    expect(ada.locator(".gk-explorer")).to_contain_text(
        "The teacher sent this position", timeout=10_000
    )
    assert ada.locator(".gk-explorer input[type=text]").first.input_value() == SEND
    expect(bob.locator(".gk-explorer")).not_to_contain_text("The teacher sent this position")

    # The teacher stops leading: the lead ends for the class.
    teacher.locator(".gk-present").click()
    teacher.locator(".gk-lead").click()
    wait_for(teacher, lambda: not led()["leading"])
    print(f"done {time.monotonic() - began:.1f} s")
