"""The class's endpoints on the server, and the teacher's page (class mode of ``tabletop-serve``).

:func:`handlers` gives the Tornado handlers that :mod:`widgets.serve` adds to Voilà's in class
mode, over one :class:`widgets.classroom.Classroom`:

``/class/join``
    The nickname form a student meets on their first page (``?next=`` the page). Its POST
    (with Tornado's ``_xsrf``) sets the ``gk_student`` cookie (the student's random id; httponly,
    SameSite=Lax) and leads to the page.
``/class/me``
    ``{"role": "student" | "teacher" | null, ...}``: what the page's script may offer (*Lead
    the class* to the teacher, *Follow the teacher* to a student). The cookies are httponly.
``/class/report``
    POST, JSON, from the student's page: the section read, an exercise done or tried, a refusal
    met, an act. It needs the ``gk_student`` cookie and the ``_xsrf`` token (``X-XSRFToken``), and
    can only ever be about the cookie's own student: a body naming another is refused (403).
``/class/lead``
    POST from the teacher's page in presenter mode (``gk_teacher`` cookie and ``_xsrf``): the
    section it is on, and a position sent to the class; GET from a student's page (their cookie):
    where the teacher leads, polled twice a second.
``/teacher``
    ``?code=<the teacher's code>`` sets ``gk_teacher`` (httponly, SameSite=Strict) and serves the
    teacher's page, whose script takes the code out of the address bar (the page may be shown
    on the projector).
    Without the code or the cookie: 403, as for every other code.
``/teacher/data``
    The class as JSON (:meth:`Classroom.view`), polled every second by the teacher's page; the
    cookie or ``?code=``, else 403. ``?anonymous=1`` leaves the nicknames out.
``/teacher/new``
    POST (cookie and ``_xsrf``): *New class*, every student and their progress forgotten.

Every body is bounded (:data:`BODY_MOST`) and each field type-checked: a bad one is refused with
400 and changes nothing. The page's protocol, field by field, is in :data:`REPORT_FIELDS`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from html import escape
from pathlib import Path
from typing import Any
from urllib.parse import quote, urlencode, urlsplit

from tornado.web import HTTPError, RequestHandler

from widgets.classroom import NICKNAME_MOST, Classroom, nickname_of

STUDENT = "gk_student"
TEACHER = "gk_teacher"
BODY_MOST = 4096
"""The most bytes a report or lead may hold."""

KINDS = ("section", "exercise", "refusal", "act")
REPORT_FIELDS = {
    "page": str,
    "kind": str,
    "section": str,
    "exercise": dict,
    "rule": str,
    "text": str,
}
"""The fields a report may hold, and their types (``exercise`` holds ``n``, ``title``,
``state``). Any other field is refused (400); ``student`` or ``id`` naming another student, 403."""

MOST = {"page": 200, "section": 200, "title": 200, "rule": 100, "text": 500, "board": 100}
"""The most characters of each text field."""

CODE_MOST = 2000
"""The most characters of a position's code sent to the class."""

PAGE = re.compile(r"^[\w.-]+(/[\w.-]+)*\.ipynb$")

WORDS: dict[str, dict[str, str]] = {
    "join_title": {"en": "Join the class", "fr": "Rejoindre la classe"},
    "join_ask": {
        "en": "Choose a nickname: your teacher sees it beside your progress on this page. "
        "Nothing else about you is kept.",
        "fr": "Choisissez un surnom : votre professeur le voit à côté de vos progrès sur cette "
        "page. Rien d’autre n’est gardé sur vous.",
    },
    "nickname": {"en": "Nickname", "fr": "Surnom"},
    "join": {"en": "Join", "fr": "Rejoindre"},
    "bad_nickname": {
        "en": f"A nickname has 1 to {NICKNAME_MOST} characters.",
        "fr": f"Un surnom a de 1 à {NICKNAME_MOST} caractères.",
    },
    "title": {"en": "Your class", "fr": "Votre classe"},
    "students_join": {"en": "Students join at", "fr": "Les élèves rejoignent la classe sur"},
    "anonymous": {
        "en": "Anonymous (for the projector)",
        "fr": "Anonyme (pour le projecteur)",
    },
    "new_class": {"en": "New class", "fr": "Nouvelle classe"},
    "new_sure": {
        "en": "Forget every student and their progress?",
        "fr": "Oublier tous les élèves et leurs progrès ?",
    },
    "new_yes": {"en": "Yes, start a new class", "fr": "Oui, nouvelle classe"},
    "cancel": {"en": "Cancel", "fr": "Annuler"},
    "student": {"en": "Student", "fr": "Élève"},
    "student_n": {"en": "Student {n}", "fr": "Élève {n}"},
    "page": {"en": "Page", "fr": "Page"},
    "section": {"en": "Section", "fr": "Section"},
    "exercises": {"en": "Exercises", "fr": "Exercices"},
    "refusal": {"en": "Last refusal", "fr": "Dernier refus"},
    "idle": {"en": "Idle", "fr": "Inactif depuis"},
    "done": {"en": "done", "fr": "fait"},
    "tried": {"en": "tried", "fr": "essayé"},
    "not yet": {"en": "not yet", "fr": "pas encore"},
    "exercise_n": {"en": "Exercise {n}", "fr": "Exercice {n}"},
    "mark": {"en": "{exercise}: {state}", "fr": "{exercise} : {state}"},
    "stuck": {"en": "stuck?", "fr": "bloqué ?"},
    "refusals": {"en": "{n} refusals", "fr": "{n} refus"},
    "no_students": {
        "en": "No student yet. They join by opening the page you give them.",
        "fr": "Aucun élève pour l’instant. Ils rejoignent la classe en ouvrant la page que vous "
        "leur donnez.",
    },
    "count": {"en": "{n} students", "fr": "{n} élèves"},
    "count_1": {"en": "1 student", "fr": "1 élève"},
    "first": {"en": "(first section)", "fr": "(première section)"},
    "lost": {
        "en": "The server no longer answers, or this page's code is no longer valid.",
        "fr": "Le serveur ne répond plus, ou le code de cette page n’est plus valable.",
    },
    "order": {
        "en": "Those who seem stuck come first: 3 refusals since their last exercise done, or "
        "a tried exercise left for a minute.",
        "fr": "Ceux qui semblent bloqués viennent d’abord : 3 refus depuis leur dernier "
        "exercice fait, ou un exercice essayé laissé depuis une minute.",
    },
    "leading": {"en": "You lead the class on {page}", "fr": "Vous guidez la classe sur {page}"},
    "forbidden": {
        "en": "This page needs the teacher's link.",
        "fr": "Cette page demande le lien du professeur.",
    },
    "other_lang": {"en": "Français", "fr": "English"},
}


def word(key: str, lang: str, **values: object) -> str:
    text = WORDS[key].get(lang) or WORDS[key]["en"]
    return text.format(**values) if values else text


def safe_next(target: str | None) -> str:
    """Where a student goes once joined: a path on this server (``/voila/render/kaito.ipynb``,
    with its query), never another site; ``/`` for anything else.

    >>> safe_next("/voila/render/kaito.ipynb?pos=x"), safe_next("//evil.example/")
    ('/voila/render/kaito.ipynb?pos=x', '/')
    >>> safe_next("https://evil.example/"), safe_next("/\\\\evil.example"), safe_next(None)
    ('/', '/', '/')
    """
    if not target or not target.startswith("/") or target.startswith("//") or "\\" in target:
        return "/"
    parts = urlsplit(target)
    if parts.scheme or parts.netloc or any(ord(c) < 33 for c in target):
        return "/"
    return target


def lang_of(target: str, asked: str | None = None) -> str:
    """The language of the join form: ``asked`` (``?lang=``) if given, else the page's."""
    if asked in ("en", "fr"):
        return asked
    return "fr" if ".fr.ipynb" in urlsplit(target).path else "en"


class ClassHandler(RequestHandler):
    """What every class endpoint shares: the store, the served folder, the ``Host`` check
    (as every Jupyter handler does it), no caching, and the ``_xsrf`` check on every POST
    (made here whatever the server's settings)."""

    def initialize(
        self, room: Classroom, root: Path, host_allowed: Callable[[str], bool] | None = None
    ) -> None:
        self.room = room
        self.root = root
        self.host_allowed = host_allowed

    def prepare(self) -> None:
        if self.host_allowed is not None and not self.host_allowed(self.request.host):
            raise HTTPError(403, "host refused")
        self.set_header("Cache-Control", "no-store")
        if self.request.method not in ("GET", "HEAD"):
            self.check_xsrf_cookie()

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        self.set_header("Content-Type", "text/plain; charset=utf-8")
        self.finish(f"{status_code}: {self._reason}")

    def student(self) -> str | None:
        """The cookie's student, if the class knows them."""
        student = self.get_cookie(STUDENT)
        return student if self.room.nickname(student) is not None else None

    def teacher(self) -> bool:
        """Whether the request carries the teacher's cookie."""
        return self.room.is_teacher(self.get_cookie(TEACHER))

    def body(self) -> dict[str, Any]:
        """The JSON object the request holds (400 when it is not one, 413 when too long)."""
        if len(self.request.body) > BODY_MOST:
            raise HTTPError(413, "too long")
        try:
            body = json.loads(self.request.body or b"null")
        except (ValueError, UnicodeDecodeError) as error:
            raise HTTPError(400, "not JSON") from error
        if not isinstance(body, dict):
            raise HTTPError(400, "not a JSON object")
        return body

    def served_page(self, page: Any) -> str:
        """``page`` if it names a notebook this server serves (403 otherwise: no report is
        about a page the student cannot open)."""
        text = bounded(page, "page", required=True)
        if not PAGE.match(text) or ".." in text or not (self.root / text).is_file():
            raise HTTPError(403, "not a page of this server")
        return text

    def set_class_cookie(self, name: str, value: str, samesite: str) -> None:
        self.set_cookie(
            name,
            value,
            httponly=True,
            samesite=samesite,
            secure=self.request.protocol == "https",
            expires_days=1,
            path="/",
        )


def bounded(value: Any, field: str, *, required: bool = False) -> str | None:
    """``value`` if it is text of at most :data:`MOST` ``[field]`` characters (None when absent
    and not ``required``); 400 otherwise."""
    if value is None and not required:
        return None
    if not isinstance(value, str) or len(value) > MOST[field] or (required and not value):
        raise HTTPError(400, f"{field}: text of at most {MOST[field]} characters")
    return value


class JoinHandler(ClassHandler):
    """The nickname form, and joining the class."""

    def get(self) -> None:
        target = safe_next(self.get_argument("next", None))
        if self.student() is not None:  # joined already (the back button): one row each
            return self.redirect(target)
        self.finish(self.form(target, lang_of(target, self.get_argument("lang", None))))

    def post(self) -> None:
        target = safe_next(self.get_body_argument("next", None))
        lang = lang_of(target, self.get_body_argument("lang", None))
        typed = self.get_body_argument("nickname", "")
        if nickname_of(typed) is None:
            self.set_status(400)
            return self.finish(self.form(target, lang, refused=True))
        try:
            student = self.room.join(typed)
        except OverflowError as full:
            raise HTTPError(503, "the class is full") from full
        self.set_class_cookie(STUDENT, student, "Lax")
        self.redirect(target)

    def form(self, target: str, lang: str, *, refused: bool = False) -> str:
        error = (
            f'<p class="gk-join-error" role="alert">{escape(word("bad_nickname", lang))}</p>'
            if refused
            else ""
        )
        return (
            f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{escape(word('join_title', lang))}</title><style>{JOIN_CSS}</style></head>"
            f'<body><main class="gk-join"><h1>{escape(word("join_title", lang))}</h1>'
            f"<p>{escape(word('join_ask', lang))}</p>{error}"
            f'<form method="post" action="{escape(self.reverse_url("join"))}">'
            f"{self.xsrf_form_html()}"
            f'<input type="hidden" name="next" value="{escape(target)}">'
            f'<input type="hidden" name="lang" value="{lang}">'
            f'<label for="gk-nickname">{escape(word("nickname", lang))}</label> '
            f'<input id="gk-nickname" name="nickname" type="text" required autofocus '
            f'maxlength="{NICKNAME_MOST}" autocomplete="off"> '
            f'<button type="submit">{escape(word("join", lang))}</button></form></main>'
            f"</body></html>"
        )


class MeHandler(ClassHandler):
    """Who the browser is to the class (its cookies are httponly)."""

    def get(self) -> None:
        student, teacher = self.student() is not None, self.teacher()
        role = "teacher" if teacher else "student" if student else None
        self.write({"role": role, "student": student, "teacher": teacher})


class ReportHandler(ClassHandler):
    """A student's page tells what its student did."""

    def post(self) -> None:
        student = self.student()
        if student is None:
            raise HTTPError(403, "not a student of this class")
        body = self.body()
        for claim in ("student", "id"):
            if claim in body and body[claim] != student:
                raise HTTPError(403, "a report about another student")
            body.pop(claim, None)
        unknown = set(body) - set(REPORT_FIELDS)
        if unknown:
            raise HTTPError(400, f"unknown fields: {sorted(unknown)}")
        page = self.served_page(body.get("page"))
        kind = body.get("kind")
        if kind not in KINDS:
            raise HTTPError(400, f"kind: one of {KINDS}")
        section = bounded(body.get("section"), "section", required=kind == "section")
        exercise = refusal = None
        if kind == "exercise":
            exercise = checked_exercise(body.get("exercise"))
        if kind == "refusal":
            refusal = (
                bounded(body.get("rule"), "rule", required=True),
                bounded(body.get("text"), "text") or "",
            )
        self.room.report(student, page, section=section, exercise=exercise, refusal=refusal)
        self.set_status(204)


def checked_exercise(value: Any) -> tuple[int, str, str]:
    """An exercise's ``(n, title, state)`` from a report (400 when it is not one)."""
    if not isinstance(value, dict) or set(value) - {"n", "title", "state"}:
        raise HTTPError(400, "exercise: {n, title, state}")
    n = value.get("n")
    if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= 999:
        raise HTTPError(400, "exercise.n: a number from 0 to 999")
    state = value.get("state")
    if state not in ("done", "tried"):
        raise HTTPError(400, "exercise.state: done or tried")
    return n, bounded(value.get("title"), "title") or "", state


class LeadHandler(ClassHandler):
    """Where the teacher leads the class: set by the teacher's page, polled by the students'."""

    def get(self) -> None:
        teacher = self.teacher()
        if self.student() is None and not teacher:
            raise HTTPError(403, "not of this class")
        page = self.get_argument("page", "")
        if not PAGE.match(page):
            raise HTTPError(400, "page: a notebook's name")
        role = "teacher" if teacher else "student"  # the page learns whose it is from its poll
        self.write({**self.room.leading(page), "role": role})

    def post(self) -> None:
        if not self.teacher():
            raise HTTPError(403, "only the teacher leads")
        body = self.body()
        unknown = set(body) - {"page", "section", "position", "stop"}
        if unknown:
            raise HTTPError(400, f"unknown fields: {sorted(unknown)}")
        page = self.served_page(body.get("page"))
        if body.get("stop") is True:
            return self.write({"seq": self.room.lead(None, None)})
        section = bounded(body.get("section"), "section")
        position = body.get("position")
        if position is not None:
            if not isinstance(position, dict) or set(position) != {"board", "code"}:
                raise HTTPError(400, "position: {board, code}")
            code = position["code"]
            if not isinstance(code, str) or not code or len(code) > CODE_MOST:
                raise HTTPError(400, f"position.code: text of at most {CODE_MOST} characters")
            position = (bounded(position["board"], "board", required=True), code)
        self.write({"seq": self.room.lead(page, section, position)})


class TeacherHandler(ClassHandler):
    """The teacher's page (the code sets the cookie, then the page comes without it)."""

    def get(self) -> None:
        lang = self.get_argument("lang", "")
        lang = lang if lang in ("en", "fr") else accepted_lang(self.request.headers)
        code = self.get_argument("code", None)
        if code is not None:
            if not self.room.is_teacher(code):
                self.set_status(403)
                return self.finish(escape(word("forbidden", lang)))
            # The page comes at once (a redirect begun from another site would not carry a
            # SameSite=Strict cookie); its script takes the code out of the address bar.
            self.set_class_cookie(TEACHER, code, "Strict")
        elif not self.teacher():
            self.set_status(403)
            return self.finish(escape(word("forbidden", lang)))
        self.finish(teacher_page(lang, self.xsrf_token.decode(), self.reverse_url("teacher")))


class TeacherDataHandler(ClassHandler):
    """The class as the teacher's page shows it."""

    def get(self) -> None:
        if not (self.teacher() or self.room.is_teacher(self.get_argument("code", None))):
            raise HTTPError(403, "the teacher's code or cookie")
        students = self.room.view()
        if self.get_argument("anonymous", "") == "1":
            for student in students:
                student["nickname"] = None
        self.write({"students": students, "lead": self.room.led()})


class NewClassHandler(ClassHandler):
    """*New class*: every student and their progress forgotten."""

    def post(self) -> None:
        if not self.teacher():
            raise HTTPError(403, "only the teacher starts a new class")
        self.room.new_class()
        self.set_status(204)


def accepted_lang(headers: Any) -> str:
    """French when the browser puts it before English, else English."""
    for part in headers.get("Accept-Language", "").split(","):
        tag = part.split(";")[0].strip().lower()[:2]
        if tag in ("en", "fr"):
            return tag
    return "en"


def handlers(
    room: Classroom,
    root: Path,
    host_allowed: Callable[[str], bool] | None = None,
    base_url: str = "/",
) -> list:
    """The class's handlers, as Tornado's ``URLSpec`` list (under ``base_url``)."""
    from tornado.web import url

    options = {"room": room, "root": root, "host_allowed": host_allowed}
    base = base_url.rstrip("/")
    return [
        url(f"{base}/class/join", JoinHandler, options, name="join"),
        url(f"{base}/class/me", MeHandler, options),
        url(f"{base}/class/report", ReportHandler, options),
        url(f"{base}/class/lead", LeadHandler, options),
        url(f"{base}/teacher", TeacherHandler, options, name="teacher"),
        url(f"{base}/teacher/data", TeacherDataHandler, options),
        url(f"{base}/teacher/new", NewClassHandler, options),
    ]


def join_url(uri: str, base_url: str = "/") -> str:
    """Where a page request without a student's cookie is sent: the form, then ``uri``."""
    return f"{base_url.rstrip('/')}/class/join?{urlencode({'next': uri}, quote_via=quote)}"


JOIN_CSS = (
    "body{font-family:sans-serif;font-size:20px;margin:0;background:#f6f4ef;color:#222}"
    ".gk-join{max-width:36em;margin:3em auto;padding:0 1em}"
    "input[type=text]{font-size:20px;padding:.3em;width:16em;max-width:100%}"
    "button{font-size:20px;padding:.3em 1em}.gk-join-error{color:#a00;font-weight:bold}"
)


def teacher_page(lang: str, xsrf: str, here: str) -> str:
    """The teacher's page: the class's table, drawn by its script from ``/teacher/data`` every
    second. Nicknames and every reported text are put in with ``textContent``: markup in them
    is shown as typed."""
    words = {key: word(key, lang) for key in WORDS}
    data = json.dumps({"words": words, "lang": lang, "here": here}).replace("<", "\\u003c")
    other = "fr" if lang == "en" else "en"
    return f"""<!DOCTYPE html>
<html lang="{lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="gk-xsrf" content="{escape(xsrf)}">
<title>{escape(word("title", lang))}</title><style>{TEACHER_CSS}</style></head>
<body><header class="gk-teacher-head"><h1>{escape(word("title", lang))}</h1>
<span class="gk-count" aria-live="polite"></span>
<label class="gk-anonymous"><input type="checkbox" id="gk-anonymous">
{escape(word("anonymous", lang))}</label>
<button type="button" id="gk-new">{escape(word("new_class", lang))}</button>
<span id="gk-new-sure" hidden>{escape(word("new_sure", lang))}
<button type="button" id="gk-new-yes">{escape(word("new_yes", lang))}</button>
<button type="button" id="gk-new-cancel">{escape(word("cancel", lang))}</button></span>
<a class="gk-lang" href="?lang={other}" lang="{other}">{escape(word("other_lang", lang))}</a>
</header>
<p class="gk-join-at">{escape(word("students_join", lang))} <code id="gk-origin"></code></p>
<p class="gk-lead" hidden></p>
<p class="gk-lost" role="alert" hidden>{escape(word("lost", lang))}</p>
<table class="gk-class"><thead><tr><th scope="col">{escape(word("student", lang))}</th>
<th scope="col">{escape(word("page", lang))}</th><th scope="col">{escape(word("section", lang))}</th>
<th scope="col">{escape(word("exercises", lang))}</th>
<th scope="col">{escape(word("refusal", lang))}</th><th scope="col">{escape(word("idle", lang))}</th>
</tr></thead><tbody></tbody></table>
<p class="gk-empty" hidden>{escape(word("no_students", lang))}</p>
<p class="gk-order">{escape(word("order", lang))}</p>
<script id="gk-teacher-data" type="application/json">{data}</script>
<script>{TEACHER_JS}</script></body></html>"""


TEACHER_CSS = """
body { font-family: sans-serif; font-size: 16px; margin: 0 1em 2em; color: #222; background: #fff; }
.gk-teacher-head { display: flex; flex-wrap: wrap; align-items: center; gap: .5em 1em;
  padding: .5em 0; border-bottom: 2px solid #ddd; }
.gk-teacher-head h1 { font-size: 1.5em; margin: 0; }
.gk-teacher-head button { font-size: 1em; padding: .2em .7em; }
.gk-lang { margin-left: auto; }
.gk-join-at { color: #555; margin: .4em 0; }
.gk-lead { background: #eef5ff; padding: .3em .6em; margin: .4em 0; }
.gk-lost { color: #a00; font-weight: bold; }
table.gk-class { border-collapse: collapse; width: 100%; }
.gk-class th, .gk-class td { text-align: left; vertical-align: top; padding: .3em .5em;
  border-bottom: 1px solid #e4e4e4; }
.gk-class th { background: #f2f2f2; position: sticky; top: 0; }
.gk-class tbody tr.gk-first td { border-top: 2px solid #bbb; }
.gk-name { font-weight: bold; max-width: 12em; overflow-wrap: anywhere; }
.gk-stuck-tag { display: inline-block; margin-left: .4em; padding: 0 .4em; border-radius: .6em;
  background: #b3261e; color: #fff; font-size: .8em; font-weight: normal; }
tr.gk-stuck td.gk-name { background: #fdecea; }
.gk-ex { display: inline-block; min-width: 1.6em; margin: 0 .2em .2em 0; padding: 0 .3em;
  border-radius: .3em; text-align: center; font-size: .9em; border: 1px solid #999; }
.gk-ex[data-state="done"] { background: #1e7b34; border-color: #1e7b34; color: #fff; }
.gk-ex[data-state="tried"] { background: #ffe08a; border-color: #b07d00; color: #222; }
.gk-ex[data-state="not yet"] { background: #fff; color: #666; border-style: dashed; }
.gk-refusal { font-size: .9em; max-width: 22em; overflow-wrap: anywhere; }
.gk-refusal small { color: #666; display: block; }
.gk-idle { white-space: nowrap; }
.gk-order { color: #666; font-size: .85em; }
"""

TEACHER_JS = r"""
(function () {
  const config = JSON.parse(document.getElementById('gk-teacher-data').textContent);
  const W = config.words;
  const xsrf = document.querySelector('meta[name="gk-xsrf"]').content;
  const body = document.querySelector('.gk-class tbody');
  const anonymous = document.getElementById('gk-anonymous');
  anonymous.checked = localStorage.getItem('gk-anonymous') === '1';
  document.getElementById('gk-origin').textContent = location.origin + '/';
  if (/[?&]code=/.test(location.search)) {
    history.replaceState(null, '', config.here + '?lang=' + config.lang);  // off the projector
  }
  const fill = (text, values) => text.replace(/\{(\w+)\}/g, (_, k) => values[k]);
  const el = (tag, cls, text) => {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = text;
    return e;
  };
  const pageName = (page) => {
    const stem = page.replace(/\.ipynb$/, '');
    const fr = stem.endsWith('.fr');
    const name = (fr ? stem.slice(0, -3) : stem).replace(/[-_]/g, ' ');
    return name.charAt(0).toUpperCase() + name.slice(1) + (fr ? ' (fr)' : '');
  };
  const sectionName = (id) => {  // a heading's id: its words, without the rules' [ids]
    if (!id) return W.first;
    let text = id;
    try { text = decodeURIComponent(id); } catch (e) { /* shown as it came */ }
    text = text.replace(/\[[^\]]*\]/g, '').replace(/[-_\s]+/g, ' ').trim() || id;
    return text.charAt(0).toUpperCase() + text.slice(1);
  };
  const idle = (s) => s < 60 ? Math.floor(s) + ' s'
    : s < 3600 ? Math.floor(s / 60) + ' min' : Math.floor(s / 3600) + ' h';
  let last = null;
  function draw(data) {
    last = data;
    const hide = anonymous.checked;
    const rows = [];
    for (const student of data.students) {
      const name = hide || !student.nickname ? fill(W.student_n, {n: student.n}) : student.nickname;
      const pages = student.pages.length ? student.pages : [null];
      pages.forEach((page, i) => {
        const tr = el('tr', 'gk-student' + (i === 0 ? ' gk-first' : '')
          + (student.stuck ? ' gk-stuck' : ''));
        tr.dataset.student = student.n;
        if (i === 0) {
          const who = el('td', 'gk-name', name);
          who.rowSpan = pages.length;
          if (student.stuck) who.appendChild(el('span', 'gk-stuck-tag', W.stuck));
          tr.appendChild(who);
        }
        if (page === null) {
          for (let k = 0; k < 5; k++) tr.appendChild(el('td'));
          rows.push(tr);
          return;
        }
        tr.dataset.page = page.page;
        tr.appendChild(el('td', 'gk-page', pageName(page.page)));
        tr.appendChild(el('td', 'gk-section', sectionName(page.section)));
        const marks = el('td', 'gk-exercises');
        for (const ex of page.exercises) {
          const exercise = fill(W.exercise_n, {n: ex.n}) + (ex.title ? ', ' + ex.title : '');
          const label = fill(W.mark, {exercise, state: W[ex.state]});
          const chip = el('span', 'gk-ex', (ex.state === 'done' ? '\u2713 ' : ex.state === 'tried'
            ? '\u2026 ' : '') + ex.n);
          chip.dataset.n = ex.n;
          chip.dataset.state = ex.state;
          chip.title = label;
          chip.setAttribute('role', 'img');
          chip.setAttribute('aria-label', label);
          marks.appendChild(chip);
        }
        tr.appendChild(marks);
        const refusal = el('td', 'gk-refusal');
        if (page.refusal) {
          refusal.appendChild(el('span', null, page.refusal.text || page.refusal.rule));
          const more = page.refusal.rule + (page.refusals > 1
            ? ' \u00b7 ' + fill(W.refusals, {n: page.refusals}) : '');
          refusal.appendChild(el('small', null, more));
        }
        tr.appendChild(refusal);
        tr.appendChild(el('td', 'gk-idle', idle(page.idle)));
        rows.push(tr);
      });
    }
    body.replaceChildren(...rows);
    const n = data.students.length;
    document.querySelector('.gk-count').textContent = n === 1 ? W.count_1 : fill(W.count, {n});
    document.querySelector('.gk-empty').hidden = n > 0;
    const lead = document.querySelector('.gk-lead');
    lead.hidden = !data.lead.leading;
    if (data.lead.leading) lead.textContent = fill(W.leading, {page: pageName(data.lead.page)})
      + ' \u2014 ' + sectionName(data.lead.section);
  }
  async function poll() {
    try {
      const answer = await fetch(config.here + '/data', {credentials: 'same-origin',
        cache: 'no-store', headers: {'X-XSRFToken': xsrf}});  // JupyterHub asks it of a fetch
      document.querySelector('.gk-lost').hidden = answer.ok;
      if (answer.ok) draw(await answer.json());
    } catch (e) {
      document.querySelector('.gk-lost').hidden = false;
    }
  }
  anonymous.addEventListener('change', () => {
    localStorage.setItem('gk-anonymous', anonymous.checked ? '1' : '0');
    if (last) draw(last);
  });
  const sure = document.getElementById('gk-new-sure');
  const ask = document.getElementById('gk-new');
  ask.addEventListener('click', () => { sure.hidden = false; ask.hidden = true; });
  document.getElementById('gk-new-cancel').addEventListener('click', () => {
    sure.hidden = true; ask.hidden = false; ask.focus();
  });
  document.getElementById('gk-new-yes').addEventListener('click', async () => {
    await fetch(config.here + '/new', {method: 'POST', credentials: 'same-origin',
      headers: {'X-XSRFToken': xsrf}});
    sure.hidden = true; ask.hidden = false; ask.focus();
    poll();
  });
  poll();
  setInterval(poll, 1000);
})();
"""
