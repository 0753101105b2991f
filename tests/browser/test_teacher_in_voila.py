"""The teacher's page and three students in chromium, on a server in class mode; and the class
kept across a restart of the server.

Each student opens the Kaito page, meets the nickname form, joins and gets the page with its
board; the teacher's page, opened with the link the server printed, shows a row per student as
they arrive. One student plays on her page: the rule she bumps into, her section and the exercise
she does turn up on the teacher's page. Another's page posts reports itself (``POST
/class/report`` with its own cookie and ``_xsrf`` token). A nickname of markup shows as typed, the
anonymous switch hides the nicknames, *New class* clears the class, and nothing of the class is
open to a student.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect
from test_kaito_in_voila import center
from test_serving_a_class import kaito_only
from voila_page import LAPTOP, leave, local_only, start_server, wait_painted

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/shots")
MARKUP = "<script>gkOwned=1</script><b>Eve</b>"  # 36 characters: the form takes 40

REPORT_JS = """async ([path, body]) => {
    const xsrf = document.cookie.match(/(?:^|; )_xsrf=([^;]*)/);
    const answer = await fetch(path, {method: 'POST', credentials: 'same-origin',
        headers: {'Content-Type': 'application/json',
                  'X-XSRFToken': xsrf ? decodeURIComponent(xsrf[1]) : ''},
        body: JSON.stringify(body)});
    return answer.status;
}"""


def new_page(browser: Browser) -> Page:
    context = browser.new_context(viewport=LAPTOP)
    context.route("**/*", local_only)
    return context.new_page()


def join(browser: Browser, base: str, nickname: str) -> Page:
    """A student opens the page, gives a nickname on the form it leads to, and gets the page."""
    page = new_page(browser)
    page.goto(f"{base}/voila/render/kaito.ipynb", timeout=60_000)
    expect(page.locator("h1")).to_have_text("Join the class")
    page.fill("#gk-nickname", nickname)
    page.click("button[type=submit]")
    page.wait_for_url("**/voila/render/kaito.ipynb", timeout=60_000)
    page.locator(".gk-board").first.wait_for(timeout=90_000)
    return page


def at(square: str) -> dict[str, float]:
    return dict(zip("xy", center(square), strict=True))


def report(page: Page, **body: object) -> int:
    return page.evaluate(REPORT_JS, ["/class/report", {"page": "kaito.ipynb", **body}])


def row(teacher: Page, name: str) -> object:
    return teacher.locator("tr.gk-student", has=teacher.locator("td.gk-name", has_text=name))


def test_the_teacher_sees_each_student_arrive_and_their_exercise_turn_done(
    klass: tuple[str, str], browser: Browser
) -> None:
    base, link = klass
    teacher = new_page(browser)
    teacher.goto(link)
    expect(teacher.locator("h1")).to_have_text("Your class")
    expect(teacher.locator(".gk-empty")).to_be_visible()
    assert "code=" not in teacher.url  # off the address bar, which the projector shows

    students = [join(browser, base, name) for name in ("Ada", MARKUP, "Bob")]
    expect(teacher.locator("tr.gk-student")).to_have_count(3)
    expect(teacher.locator(".gk-count")).to_have_text("3 students")
    names = teacher.locator("td.gk-name")
    expect(names.filter(has_text="Eve</b>")).to_have_count(1)  # the markup, shown as typed
    assert teacher.locator("td.gk-name b").count() == 0
    assert teacher.evaluate("window.gkOwned") is None

    # Ada plays on her page: a move the rules refuse, then the capture its exercise asks for.
    ada_page, ada = students[0], row(teacher, "Ada")
    move, sword = ".gk-lesson-move .gk-board", ".gk-lesson-sword .gk-board"
    ada_page.locator(move).scroll_into_view_if_needed(timeout=60_000)
    wait_painted(ada_page, move, *center("c3"))
    ada_page.locator(move).click(position=at("a1"))
    expect(ada_page.locator(".gk-lesson-move .gk-feedback")).to_contain_text("kaito.move.line")
    expect(ada.locator(".gk-refusal")).to_contain_text("never diagonally")
    expect(ada.locator(".gk-refusal small")).to_contain_text("kaito.move.line")
    expect(ada.locator(".gk-section")).to_have_text(re.compile(r"^(Set up|Moving|Capturing)$"))
    ada_page.locator(sword).scroll_into_view_if_needed(timeout=60_000)
    wait_painted(ada_page, sword, *center("c3"))
    ada_page.locator(sword).click(position=at("f3"))
    expect(ada_page.locator(".gk-lesson-sword .gk-feedback")).to_contain_text("Well done")
    done = ada.locator(".gk-ex[data-state='done']")
    expect(done).to_have_count(1)
    n = done.get_attribute("data-n")

    # Eve's page reports as the page's script does (its cookie, its token), Bob does nothing.
    tried = {"n": int(n), "title": "Capture", "state": "tried"}
    assert report(students[1], kind="exercise", exercise=tried) == 204
    rule = {"rule": "kaito.move.tile", "text": "A tile stops the Kaito."}
    assert report(students[1], kind="refusal", **rule) == 204
    eve = row(teacher, "Eve")
    expect(eve.locator(f".gk-ex[data-n='{n}']")).to_have_attribute("data-state", "tried")
    expect(eve.locator(".gk-refusal")).to_contain_text("A tile stops the Kaito.")
    expect(row(teacher, "Bob")).to_have_count(1)
    SHOTS.mkdir(exist_ok=True)
    teacher.screenshot(path=SHOTS / "teacher-class-en.png")

    teacher.check("#gk-anonymous")  # for the projector
    expect(names.filter(has_text="Student 1")).to_have_count(1)
    assert sorted(names.all_inner_texts()) == ["Student 1", "Student 2", "Student 3"]
    teacher.screenshot(path=SHOTS / "teacher-class-anonymous.png")
    teacher.goto(f"{base}/teacher?lang=fr")  # the cookie alone, now; the switch stays on
    expect(teacher.locator("h1")).to_have_text("Votre classe")
    expect(names.filter(has_text="Élève 1")).to_have_count(1)
    teacher.uncheck("#gk-anonymous")
    expect(row(teacher, "Ada").locator(f".gk-ex[data-n='{n}']")).to_have_attribute(
        "aria-label", re.compile(rf"^Exercice {n}, .+ : fait$")
    )
    teacher.screenshot(path=SHOTS / "teacher-class-fr.png")

    # The teacher's browser leads (as its presenter page does): the teacher's page says where.
    xsrf = teacher.locator("meta[name=gk-xsrf]").get_attribute("content")
    led = teacher.evaluate(
        """async ([xsrf, body]) => (await fetch('/class/lead', {method: 'POST',
            headers: {'Content-Type': 'application/json', 'X-XSRFToken': xsrf},
            body: JSON.stringify(body)})).status""",
        [xsrf, {"page": "kaito.ipynb", "section": "Capturing-%5Bkaito.capture%5D"}],
    )
    assert led == 200
    expect(teacher.locator(".gk-lead")).to_have_text("Vous guidez la classe sur Kaito — Capturing")
    seen = students[2].evaluate("fetch('/class/lead?page=kaito.ipynb').then((r) => r.json())")
    assert (seen["role"], seen["section"]) == ("student", "Capturing-%5Bkaito.capture%5D")

    # Nothing of the class is open to a student.
    assert students[1].evaluate("fetch('/teacher/data').then((r) => r.status)") == 403
    assert students[1].evaluate("fetch('/teacher').then((r) => r.status)") == 403
    lead = {"page": "kaito.ipynb", "section": "The-material"}
    assert students[1].evaluate(REPORT_JS, ["/class/lead", lead]) == 403
    forged = {"kind": "act", "student": "someone-else"}
    assert report(students[1], **forged) == 403

    teacher.click("#gk-new")  # New class, once sure
    teacher.click("#gk-new-yes")
    expect(teacher.locator("tr.gk-student")).to_have_count(0)
    expect(teacher.locator(".gk-empty")).to_be_visible()
    assert report(students[0], kind="act") == 403  # forgotten: Ada must join again
    students[0].reload()
    expect(students[0].locator("h1")).to_have_text("Join the class")
    for page in [*students, teacher]:
        leave(page)
        page.context.close()


def test_the_teacher_page_needs_the_code(klass: tuple[str, str], browser: Browser) -> None:
    base, link = klass
    page = new_page(browser)
    for wrong in ("/teacher", "/teacher?code=", "/teacher?code=guess", "/teacher/data"):
        assert page.goto(base + wrong).status == 403
    assert page.goto(link.replace("code=", "code=x")).status == 403
    expect(page.locator("body")).to_contain_text("teacher's link")
    page.context.close()


def test_the_class_survives_a_restart_of_the_server(tmp_path: Path) -> None:
    """Stopped and started again on its data folder, the server keeps the teacher's code, the
    students (their cookies still hold) and their progress."""
    import http.cookiejar
    import json
    import urllib.parse
    import urllib.request

    options = (kaito_only(tmp_path), "--class-size=2", "--no-preheat", f"--data-dir={tmp_path}")

    def started(run: str) -> tuple[object, str, str]:
        folder = tmp_path / run
        folder.mkdir()
        process, base = start_server(folder, *options)
        log = (folder / "voila.log").read_text()
        return process, base, re.search(r"Teacher: \S+code=(\S+)", log).group(1)

    jar = http.cookiejar.CookieJar()
    student = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))

    def post(base: str, path: str, body: dict) -> int:
        xsrf = next(c.value for c in jar if c.name == "_xsrf")
        headers = {"Content-Type": "application/json", "X-XSRFToken": xsrf}
        request = urllib.request.Request(base + path, json.dumps(body).encode(), headers)
        with student.open(request, timeout=30) as answer:
            return answer.status

    process, base, code = started("first")
    try:
        student.open(f"{base}/class/join", timeout=30).read()
        xsrf = next(c.value for c in jar if c.name == "_xsrf")
        form = urllib.parse.urlencode({"_xsrf": xsrf, "nickname": "Ada", "next": "/class/me"})
        with student.open(f"{base}/class/join", form.encode(), timeout=30) as joined:
            assert json.load(joined)["role"] == "student"  # led on, with the cookie
        done = {"n": 2, "title": "Capture", "state": "done"}
        assert post(base, "/class/report", {"page": "kaito.ipynb", "kind": "exercise",
                                              "exercise": done}) == 204  # fmt: skip
    finally:
        process.terminate()
        process.wait(10)
    process, base, again = started("second")
    try:
        assert again == code  # the teacher's link still holds
        with urllib.request.urlopen(f"{base}/teacher/data?code={code}", timeout=30) as answer:
            (row,) = json.load(answer)["students"]
        assert row["nickname"] == "Ada"
        assert row["pages"][0]["exercises"] == [done]
        # the same browser: cookies go to the host, whatever the port the server has now
        assert post(base, "/class/report", {"page": "kaito.ipynb", "kind": "act"}) == 204
    finally:
        process.terminate()
        process.wait(10)
