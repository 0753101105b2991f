"""The class's store (``widgets.classroom``) and its endpoints (``widgets.teacher``), without a
browser: the store on a file in a temporary folder, the handlers in a Tornado application of
their own, driven over HTTP as the pages and the teacher's page drive them.

Who may see and do what is the point here: the teacher's code, the cookies, the ``_xsrf`` token,
a report that can only be about its own student, bounded nicknames, a file that survives a
restart and holds nothing but the class's progress.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Callable
from http.cookies import SimpleCookie
from pathlib import Path
from urllib.parse import urlencode

import pytest
from tornado.testing import AsyncHTTPTestCase
from tornado.web import Application

from widgets.classroom import NICKNAME_MOST, STUCK_REFUSALS, Classroom, nickname_of
from widgets.serve import class_links, open_class, parser
from widgets.teacher import handlers, word

# --- the store ----------------------------------------------------------------------------------


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_a_class_is_kept_in_its_file_and_survives_a_restart(tmp_path: Path) -> None:
    path = tmp_path / "class.sqlite"
    room = Classroom(path)
    code = room.code
    ada = room.join("Ada")
    room.report(ada, "kaito.ipynb", section="the-sword")
    room.report(ada, "kaito.ipynb", exercise=(2, "Two captures", "done"))
    room.report(ada, "kaito.ipynb", refusal=("kaito.move.diagonal", "Not along a diagonal."))
    room.lead("kaito.ipynb", "the-sword", ("explorer", "SS1/4"))
    room.close()
    again = Classroom(path)  # the server restarted
    assert again.code == code
    assert again.nickname(ada) == "Ada"
    (row,) = again.view()
    (page,) = row["pages"]
    assert page["section"] == "the-sword"
    assert page["exercises"] == [{"n": 2, "title": "Two captures", "state": "done"}]
    assert page["refusal"]["rule"] == "kaito.move.diagonal"
    lead = again.leading("kaito.fr.ipynb")  # the same game in French follows too
    assert lead["section"] == "the-sword" and lead["position"]["code"] == "SS1/4"


def test_new_class_forgets_every_student_and_the_lead_but_not_the_code(tmp_path: Path) -> None:
    room = Classroom(tmp_path / "class.sqlite")
    code = room.code
    ada = room.join("Ada")
    room.report(ada, "kaito.ipynb", exercise=(1, "First", "done"))
    room.lead("kaito.ipynb", "the-sword")
    room.new_class()
    assert room.view() == []
    assert room.nickname(ada) is None
    assert room.counts() == {"teacher": 1, "students": 0, "pages": 0, "exercises": 0, "lead": 1}
    assert not room.leading("kaito.ipynb")["leading"]
    assert room.code == code
    with pytest.raises(KeyError):
        room.report(ada, "kaito.ipynb", section="x")


def test_the_file_holds_only_codes_nicknames_and_marks(tmp_path: Path) -> None:
    path = tmp_path / "class.sqlite"
    room = Classroom(path)
    room.report(room.join("Ada"), "kaito.ipynb", exercise=(1, "First", "tried"))
    room.close()
    db = sqlite3.connect(path)
    columns = {
        table: [c[1] for c in db.execute(f"PRAGMA table_info({table})")]
        for (table,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
    }
    assert columns == {
        "teacher": ["code"],
        "students": ["id", "nickname", "joined"],
        "pages": ["student", "page", "section", "rule", "text", "refused", "refusals", "acted"],
        "exercises": ["student", "page", "n", "title", "state"],
        "lead": ["page", "section", "position_board", "position_code", "sent", "seq"],
    }


def test_an_exercise_done_stays_done_and_others_show_as_not_yet() -> None:
    room = Classroom(":memory:")
    ada, bob = room.join("Ada"), room.join("Bob")
    room.report(ada, "kaito.ipynb", exercise=(1, "First", "done"))
    room.report(ada, "kaito.ipynb", exercise=(1, "First", "tried"))
    room.report(bob, "kaito.ipynb", exercise=(3, "Third", "tried"))
    marks = {
        row["nickname"]: [(e["n"], e["state"]) for e in row["pages"][0]["exercises"]]
        for row in room.view()
    }
    assert marks == {"Ada": [(1, "done"), (3, "not yet")], "Bob": [(1, "not yet"), (3, "tried")]}


def test_who_seems_stuck_comes_first() -> None:
    clock = Clock()
    room = Classroom(":memory:", clock=clock)
    calm, idle, bumping, fine = (room.join(n) for n in ("Calm", "Idle", "Bumping", "Fine"))
    room.report(calm, "kaito.ipynb", section="intro")
    room.report(fine, "kaito.ipynb", exercise=(1, "First", "done"))
    room.report(idle, "kaito.ipynb", exercise=(1, "First", "tried"))
    clock.now += 90  # Idle has left the exercise for a minute and a half
    for _ in range(STUCK_REFUSALS):
        room.report(bumping, "kaito.ipynb", refusal=("kaito.r", "No."))
    room.report(calm, "kaito.ipynb", section="next")
    room.report(fine, "kaito.ipynb", section="next")
    order = [(row["nickname"], row["stuck"]) for row in room.view()]
    assert order == [("Bumping", True), ("Idle", True), ("Calm", False), ("Fine", False)]
    room.report(bumping, "kaito.ipynb", exercise=(1, "First", "done"))  # unstuck: refusals reset
    assert [row["nickname"] for row in room.view() if row["stuck"]] == ["Idle"]


@pytest.mark.parametrize("typed", ["", "   ", "x" * (NICKNAME_MOST + 1), "x" * 10_000])
def test_a_nickname_empty_or_too_long_is_refused(typed: str) -> None:
    room = Classroom(":memory:")
    with pytest.raises(ValueError):
        room.join(typed)
    assert room.view() == []


def test_a_class_holds_a_bounded_number_of_students(monkeypatch) -> None:
    monkeypatch.setattr("widgets.classroom.STUDENTS_MOST", 3)
    room = Classroom(":memory:")
    for name in "abc":
        room.join(name)
    with pytest.raises(OverflowError):
        room.join("d")
    assert len(room.view()) == 3


def test_a_nickname_is_kept_as_typed_markup_and_all() -> None:
    assert nickname_of("<script>alert(1)</script>") == "<script>alert(1)</script>"
    assert nickname_of("a\x00b\u202ec  d") == "abc d"  # control characters dropped


def test_the_teacher_code_is_random_and_checked_whole() -> None:
    one, two = Classroom(":memory:"), Classroom(":memory:")
    assert one.code != two.code and len(one.code) >= 20
    assert one.is_teacher(one.code)
    assert not any(one.is_teacher(c) for c in (None, "", two.code, one.code[:-1], one.code + "x"))


# --- the server's side --------------------------------------------------------------------------


def test_class_mode_is_set_up_by_the_server_options(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.delenv("TABLETOP_CLASS", raising=False)
    args, _ = parser().parse_known_args(["--class-size=2", f"--data-dir={tmp_path}"])
    room = open_class(args)
    assert (tmp_path / "class.sqlite").is_file() and room.code
    import os

    assert os.environ["TABLETOP_CLASS"] == "1"  # the kernels started next inherit it
    monkeypatch.delenv("TABLETOP_CLASS")
    for given in ([], ["--class-size=2", "--no-class-view"]):
        args, _ = parser().parse_known_args([*given, f"--data-dir={tmp_path}"])
        assert open_class(args) is None
    assert "TABLETOP_CLASS" not in os.environ
    args, _ = parser().parse_known_args(["--port=8870", "--class-page=kaito.ipynb"])
    assert class_links(args, room.code).splitlines() == [
        "Students: http://127.0.0.1:8870/voila/render/kaito.ipynb",
        f"Teacher: http://127.0.0.1:8870/teacher?code={room.code}",
    ]


class Browser:
    """A browser's cookie jar over the test's server."""

    def __init__(self) -> None:
        self.cookies: dict[str, str] = {}
        self.raw: list[str] = []

    def header(self) -> dict[str, str]:
        return {"Cookie": "; ".join(f"{k}={v}" for k, v in self.cookies.items())}

    def keep(self, response) -> None:
        for line in response.headers.get_list("Set-Cookie"):
            self.raw.append(line)
            cookie = SimpleCookie()
            cookie.load(line)
            for name, morsel in cookie.items():
                self.cookies[name] = morsel.value

    @property
    def xsrf(self) -> str:
        return self.cookies["_xsrf"]


def in_own_thread(work: Callable[[], object]) -> object:
    """``work()`` run in a thread of its own, its error raised here. In the whole suite the
    browser tests' Playwright keeps an event loop running in the main thread, and neither
    Tornado's test loop nor ``asyncio.run`` starts inside another running loop."""
    done: dict[str, object] = {}

    def run() -> None:
        try:
            done["value"] = work()
        except BaseException as err:  # noqa: BLE001 (raised again in the test's thread)
            done["error"] = err

    thread = threading.Thread(target=run)
    thread.start()
    thread.join()
    if "error" in done:
        raise done["error"]  # type: ignore[misc]
    return done.get("value")


class ServerTestCase(AsyncHTTPTestCase):
    """A Tornado test case whose set-up, test and tear-down run in a thread of their own."""

    def run(self, result=None):  # type: ignore[no-untyped-def]
        return in_own_thread(lambda: super(ServerTestCase, self).run(result))


class ClassEndpoints(ServerTestCase):
    def get_app(self) -> Application:
        self.folder = Path(self.enterContext(__import__("tempfile").TemporaryDirectory()))
        (self.folder / "kaito.ipynb").write_text("{}")
        (self.folder / "kaito.fr.ipynb").write_text("{}")
        self.room = Classroom(self.folder / "class.sqlite")
        hosts = lambda host: host.split(":")[0] in ("127.0.0.1", "localhost")
        return Application(handlers(self.room, self.folder, hosts))

    def call(self, browser: Browser | None, path: str, method: str = "GET", **kwargs):
        headers = {**(browser.header() if browser else {}), **kwargs.pop("headers", {})}
        response = self.fetch(
            path, method=method, headers=headers, follow_redirects=False, **kwargs
        )
        if browser:
            browser.keep(response)
        return response

    def join(self, nickname: str = "Ada", next_: str = "/voila/render/kaito.ipynb"):
        browser = Browser()
        self.call(browser, "/class/join?" + urlencode({"next": next_}))
        form = {"_xsrf": browser.xsrf, "nickname": nickname, "next": next_}
        answer = self.call(browser, "/class/join", "POST", body=urlencode(form))
        return browser, answer

    def teacher(self) -> Browser:
        browser = Browser()
        assert self.call(browser, f"/teacher?code={self.room.code}").code == 200
        return browser

    def post(self, browser: Browser | None, path: str, body: dict | bytes, *, xsrf: bool = True):
        headers = {"Content-Type": "application/json"}
        if xsrf and browser and "_xsrf" in browser.cookies:
            headers["X-XSRFToken"] = browser.xsrf
        data = body if isinstance(body, bytes) else json.dumps(body).encode()
        return self.call(browser, path, "POST", body=data, headers=headers)

    def report(self, browser: Browser, **body) -> int:
        return self.post(browser, "/class/report", {"page": "kaito.ipynb", **body}).code

    def test_the_teacher_page_and_data_need_the_code(self) -> None:
        wrong = ("/teacher?code=", "/teacher?code=wrong", "/teacher/data?code=wrong")
        for path in (
            "/teacher",
            "/teacher/data",
            *wrong,
            f"/teacher/data?code={self.room.code[:-1]}",
        ):
            assert self.call(Browser(), path).code == 403, path
        forged = Browser()
        forged.cookies["gk_teacher"] = "wrong"
        assert self.call(forged, "/teacher/data").code == 403
        assert self.call(None, f"/teacher/data?code={self.room.code}").code == 200
        teacher = self.teacher()
        (line,) = [c for c in teacher.raw if c.startswith("gk_teacher=")]
        assert "HttpOnly" in line and "SameSite=Strict" in line
        page = self.call(teacher, "/teacher")
        assert page.code == 200 and b"Your class" in page.body
        assert self.room.code.encode() not in page.body  # the page never shows the code
        assert b"Votre classe" in self.call(teacher, "/teacher?lang=fr").body
        assert json.loads(self.call(teacher, "/teacher/data").body)["students"] == []

    def test_joining_sets_an_httponly_cookie_and_leads_to_the_page(self) -> None:
        form = self.call(Browser(), "/class/join?next=/voila/render/kaito.fr.ipynb")
        assert b"Rejoindre la classe" in form.body and b'name="_xsrf"' in form.body
        ada, answer = self.join("Ada")
        assert answer.code == 302 and answer.headers["Location"] == "/voila/render/kaito.ipynb"
        (line,) = [c for c in ada.raw if c.startswith("gk_student=")]
        assert "HttpOnly" in line and "SameSite=Lax" in line
        assert self.room.nickname(ada.cookies["gk_student"]) == "Ada"
        me = json.loads(self.call(ada, "/class/me").body)
        assert me == {"role": "student", "student": True, "teacher": False}
        assert json.loads(self.call(Browser(), "/class/me").body)["role"] is None
        again = self.call(ada, "/class/join?next=/voila/render/kaito.ipynb")
        assert again.code == 302 and len(self.room.view()) == 1  # joined once
        _, elsewhere = self.join("Bob", next_="//evil.example/x")
        assert elsewhere.headers["Location"] == "/"

    def test_a_long_nickname_is_refused_and_joins_no_one(self) -> None:
        for typed in ("x" * 10_240, "x" * (NICKNAME_MOST + 1), "  "):
            browser, answer = self.join(typed)
            assert answer.code == 400
            assert word("bad_nickname", "en").encode() in answer.body
            assert "gk_student" not in browser.cookies
        assert self.room.view() == []

    def test_joining_without_the_xsrf_token_is_refused(self) -> None:
        body = urlencode({"nickname": "Eve", "next": "/"})
        assert self.call(Browser(), "/class/join", "POST", body=body).code == 403
        assert self.room.view() == []

    def test_a_report_reaches_the_teacher_data(self) -> None:
        ada, _ = self.join("<script>alert(1)</script>")
        assert self.report(ada, kind="section", section="the-sword") == 204
        exercise = {"n": 1, "title": "First capture", "state": "done"}
        assert self.report(ada, kind="exercise", exercise=exercise) == 204
        rule = {"rule": "kaito.move.diagonal", "text": "Not along a diagonal."}
        assert self.report(ada, kind="refusal", **rule) == 204
        assert self.report(ada, kind="act") == 204
        data = json.loads(self.call(self.teacher(), "/teacher/data").body)
        (row,) = data["students"]
        assert row["nickname"] == "<script>alert(1)</script>"  # data; the page shows it as text
        (page,) = row["pages"]
        assert (page["section"], page["exercises"]) == ("the-sword", [exercise])
        assert page["refusal"]["text"] == "Not along a diagonal."
        anonymous = json.loads(
            self.call(None, f"/teacher/data?code={self.room.code}&anonymous=1").body
        )
        assert anonymous["students"][0]["nickname"] is None and anonymous["students"][0]["n"] == 1

    def test_a_forged_report_is_refused_and_changes_nothing(self) -> None:
        ada, _ = self.join("Ada")
        bob, _ = self.join("Bob")
        bob_id = bob.cookies["gk_student"]
        done = {"kind": "exercise", "exercise": {"n": 1, "title": "T", "state": "done"}}
        # another student named in the body
        assert self.report(ada, student=bob_id, **done) == 403
        assert self.report(ada, id=bob_id, **done) == 403
        # no cookie, a made-up cookie, no xsrf token, a token not matching the cookie
        assert self.post(Browser(), "/class/report", {"page": "kaito.ipynb", **done}).code == 403
        made_up = Browser()
        made_up.cookies.update(gk_student="x" * 22, _xsrf=ada.xsrf)
        assert self.report(made_up, **done) == 403
        body = {"page": "kaito.ipynb", **done}
        assert self.post(ada, "/class/report", body, xsrf=False).code == 403
        headers = {"X-XSRFToken": bob.xsrf, "Content-Type": "application/json"}
        answer = self.call(ada, "/class/report", "POST", body=json.dumps(body), headers=headers)
        assert answer.code == 403
        # a page the server does not serve, or a path out of its folder
        for page in ("other.ipynb", "../kaito.ipynb", "/etc/passwd", "kaito.ipynb/../x.ipynb"):
            assert self.report(ada, **{**done, "page": page}) == 403, page
        assert all(not row["pages"] for row in self.room.view())

    def test_a_report_out_of_shape_is_refused(self) -> None:
        ada, _ = self.join("Ada")
        bad = [
            {"kind": "cheat"},
            {"kind": "section"},
            {"kind": "section", "section": "x" * 201},
            {"kind": "section", "section": 3},
            {"kind": "act", "extra": 1},
            {"kind": "exercise", "exercise": {"n": "1", "state": "done"}},
            {"kind": "exercise", "exercise": {"n": True, "state": "done"}},
            {"kind": "exercise", "exercise": {"n": 1, "state": "won"}},
            {"kind": "exercise", "exercise": {"n": 1, "state": "done", "x": 1}},
            {"kind": "refusal", "text": "no rule"},
            {"kind": "refusal", "rule": "r", "text": "x" * 501},
        ]
        for body in bad:
            assert self.report(ada, **body) == 400, body
        assert self.post(ada, "/class/report", b"[1, 2]").code == 400
        assert self.post(ada, "/class/report", b"not json").code == 400
        assert self.post(ada, "/class/report", b" " * 5000).code == 413
        assert all(not row["pages"] for row in self.room.view())

    def test_only_the_teacher_leads_and_the_students_see_where(self) -> None:
        ada, _ = self.join("Ada")
        teacher = self.teacher()
        lead = {"page": "kaito.ipynb", "section": "the-sword"}
        assert self.post(ada, "/class/lead", lead).code == 403
        assert self.post(Browser(), "/class/lead", lead).code == 403
        assert self.post(teacher, "/class/lead", lead, xsrf=False).code == 403
        assert self.call(Browser(), "/class/lead?page=kaito.ipynb").code == 403
        assert not json.loads(self.call(ada, "/class/lead?page=kaito.ipynb").body)["leading"]
        assert self.post(teacher, "/class/lead", lead).code == 200
        sent = {**lead, "position": {"board": "explorer", "code": "SS1/4"}}
        assert json.loads(self.post(teacher, "/class/lead", sent).body)["seq"] == 2
        seen = json.loads(self.call(ada, "/class/lead?page=kaito.fr.ipynb").body)
        assert seen["leading"] and seen["section"] == "the-sword" and seen["role"] == "student"
        as_teacher = json.loads(self.call(teacher, "/class/lead?page=kaito.ipynb").body)
        assert as_teacher["role"] == "teacher"
        assert seen["position"] == {"board": "explorer", "code": "SS1/4", "sent": 2}
        assert not json.loads(self.call(ada, "/class/lead?page=dojo.ipynb").body)["leading"]
        moved = {"page": "kaito.ipynb", "section": "the-bow"}
        assert json.loads(self.post(teacher, "/class/lead", moved).body)["seq"] == 3
        seen = json.loads(self.call(ada, "/class/lead?page=kaito.ipynb").body)
        assert seen["section"] == "the-bow" and seen["position"]["sent"] == 2  # still there
        bad = {**lead, "position": {"board": "b", "code": "x" * 2001}}
        assert self.post(teacher, "/class/lead", bad).code == 400
        assert self.post(teacher, "/class/lead", {"page": "kaito.ipynb", "stop": True}).code == 200
        assert not json.loads(self.call(ada, "/class/lead?page=kaito.ipynb").body)["leading"]

    def test_new_class_needs_the_teacher_and_clears_the_class(self) -> None:
        ada, _ = self.join("Ada")
        assert self.report(ada, kind="section", section="s") == 204
        assert self.post(ada, "/teacher/new", {}).code == 403
        teacher = self.teacher()
        assert self.post(teacher, "/teacher/new", {}, xsrf=False).code == 403
        assert len(self.room.view()) == 1
        assert self.post(teacher, "/teacher/new", {}).code == 204
        assert self.room.view() == []
        assert self.report(ada, kind="act") == 403  # the student must join again

    def test_progress_survives_a_restart_of_the_server(self) -> None:
        ada, _ = self.join("Ada")
        self.report(ada, kind="exercise", exercise={"n": 4, "title": "T", "state": "tried"})
        code = self.room.code
        self.room.close()
        self.room = Classroom(self.folder / "class.sqlite")  # as the restarted server opens it
        self._app = Application(handlers(self.room, self.folder))
        self.http_server.request_callback = self._app
        assert self.room.code == code
        (row,) = json.loads(self.call(self.teacher(), "/teacher/data").body)["students"]
        assert row["pages"][0]["exercises"][0]["state"] == "tried"
        assert self.report(ada, kind="act") == 204  # the student's cookie still holds

    def test_a_request_by_another_host_name_is_refused(self) -> None:
        for path in ("/teacher/data?code=" + self.room.code, "/class/join", "/class/me"):
            assert self.call(None, path, headers={"Host": "evil.example"}).code == 403


def test_a_class_pool_refills_two_kernels_at_a_time() -> None:
    """A class's pool refills two kernels at a time, each holding its place until its page has
    run (the server said it waits for its visitor); the first fill starts every kernel at once."""
    import asyncio

    from widgets.serve import pace_the_refills, say_when_kernels_wait

    class Manager:
        def __init__(self) -> None:
            self.running: set[str] = set()
            self.most = 0
            self.tasks: list[asyncio.Task] = []
            self.log = __import__("logging").getLogger("test")

        async def _initialize(self, name: str) -> dict:
            self.running.add(name)
            self.most = max(self.most, len(self.running))
            await asyncio.sleep(0)
            return {"kernel_id": name}

        def fill_if_needed(self, delay: float | None = None, notebook_name: str = "") -> None:
            for i in range(5):
                self.tasks.append(asyncio.ensure_future(self._initialize(f"{notebook_name}{i}")))

    async def run() -> Manager:
        manager = Manager()
        pace_the_refills(manager)
        manager.fill_if_needed(delay=0, notebook_name="first")
        await asyncio.gather(*manager.tasks)
        assert manager.most == 5  # the first fill: all at once
        manager.running.clear()
        manager.most = 0
        manager.tasks.clear()
        manager.fill_if_needed(delay=None, notebook_name="refill")
        for _ in range(20):
            await asyncio.sleep(0)
        assert len(manager.running) == 2  # two started; three wait for a place
        say_when_kernels_wait(manager)
        from voila.request_info_handler import RequestInfoSocketHandler

        started = set(manager.running)
        while not all(task.done() for task in manager.tasks):
            kernel = min(manager.running)
            manager.running.discard(kernel)
            RequestInfoSocketHandler.open(type("Socket", (), {})(), kernel)  # its page waits
            for _ in range(20):
                await asyncio.sleep(0)
            started |= manager.running
        assert started == {f"refill{i}" for i in range(5)}
        return manager

    import voila.request_info_handler as info

    original = info.RequestInfoSocketHandler.open
    try:
        info.RequestInfoSocketHandler.open = lambda self, kernel_id: None
        info.RequestInfoSocketHandler._tabletop_says = False
        manager = in_own_thread(lambda: asyncio.run(run()))
    finally:
        info.RequestInfoSocketHandler.open = original
        info.RequestInfoSocketHandler._tabletop_says = False
    assert manager.most == 2


class HubService(ServerTestCase):
    """Under JupyterHub: the service hears from the students' servers, each with its own hub
    token, and a report is about the token's owner only."""

    def get_app(self) -> Application:
        from widgets.class_hub import Hub, application

        self.folder = Path(self.enterContext(__import__("tempfile").TemporaryDirectory()))
        (self.folder / "kaito.ipynb").write_text("{}")
        self.room = Classroom(":memory:")

        class Tokens(Hub):
            async def user(self, token: str) -> dict | None:
                return {"ada-token": {"name": "ada", "admin": False},
                        "teacher-token": {"name": "teacher", "admin": True}}.get(token)  # fmt: skip

        return application(self.room, self.folder, "/services/class/", Tokens("", ""))

    def send(self, path: str, token: str | None, body: dict | None = None):
        headers = {"Authorization": f"token {token}"} if token else {}
        method = "GET" if body is None else "POST"
        data = None if body is None else json.dumps(body)
        return self.fetch(f"/services/class/api/{path}", method=method, body=data, headers=headers)

    def test_a_report_is_about_the_server_owner_only(self) -> None:
        done = {"page": "kaito.ipynb", "kind": "exercise",
                "exercise": {"n": 1, "title": "T", "state": "done"}}  # fmt: skip
        assert self.send("report", None, done).code == 403
        assert self.send("report", "forged", done).code == 403
        assert self.send("report", "ada-token", {**done, "student": "bob"}).code == 403
        assert self.send("report", "ada-token", done).code == 204
        (row,) = self.room.view()
        assert row["nickname"] == "ada" and row["pages"][0]["exercises"][0]["state"] == "done"
        lead = {"page": "kaito.ipynb", "section": "Capturing"}
        assert self.send("lead", "ada-token", lead).code == 403  # a student does not lead
        assert self.send("lead", "teacher-token", lead).code == 200
        seen = json.loads(self.send("lead?page=kaito.ipynb", "ada-token").body)
        assert (seen["role"], seen["section"]) == ("student", "Capturing")
        assert json.loads(self.send("me", "teacher-token").body)["role"] == "teacher"
        assert self.send("report", "teacher-token", done).code == 403  # a teacher, not a student
        assert [row["nickname"] for row in self.room.view()] == ["ada"]
