"""A class's progress, kept in one SQLite file (``class.sqlite`` in the server's data folder).

In class mode (``tabletop-serve --class-size N``) the server keeps what the teacher's page shows
in :class:`Classroom`: the file survives a restart of the server, and *New class* clears it. It
holds only this (the schema, as :data:`SCHEMA` makes it):

``teacher(code)``
    One row: the teacher's code, a random token made once (``secrets.token_urlsafe(16)``). The
    teacher's link carries it; without it, the teacher's page and data answer 403.
``students(id, nickname, joined)``
    One row per student: a random id (the ``gk_student`` cookie's value), the nickname they chose
    (at most :data:`NICKNAME_MOST` characters, kept as typed: it is escaped where shown), and when
    they joined (their order: "Student 1, 2..." on the projector).
``pages(student, page, section, rule, text, refused, refusals, acted)``
    Per student and page: the section read (a heading's id), the last refusal met (its rule id,
    its sentence, when), the refusals met since the student last finished an exercise there
    (what tells a student who keeps bumping into the rules), and when they last acted.
``exercises(student, page, n, title, state)``
    Per student, page and exercise: its number, its title and ``done`` or ``tried`` (a move played
    without reaching the goal). An exercise never reported is "not yet".
``lead(page, section, position_board, position_code, sent, seq)``
    One row: where the teacher leads the class (the page and section), the last position sent
    to the class (a board's id, its code, and the ``seq`` at which it was sent), and ``seq``,
    which grows with every move of the lead, so that a page can tell a new position from an old.

Nothing else: no address, no name but the nickname, no time but the last act and refusal.

>>> room = Classroom(":memory:")
>>> ada = room.join("Ada")
>>> room.report(ada, "kaito.ipynb", section="the-sword")
>>> room.report(ada, "kaito.ipynb", exercise=(1, "First capture", "tried"))
>>> room.report(ada, "kaito.ipynb", exercise=(1, "First capture", "done"))
>>> room.report(ada, "kaito.ipynb", exercise=(1, "First capture", "tried"))  # done stays done
>>> [(row["nickname"], p["section"], p["exercises"]) for row in room.view() for p in row["pages"]]
[('Ada', 'the-sword', [{'n': 1, 'title': 'First capture', 'state': 'done'}])]
"""

from __future__ import annotations

import secrets
import sqlite3
import time
import unicodedata
from pathlib import Path
from typing import Any

NICKNAME_MOST = 40
"""The most characters a nickname may have."""

STUDENTS_MOST = 300
"""The most students a class holds (a script joining again and again fills no disk)."""

SCHEMA = """
CREATE TABLE IF NOT EXISTS teacher (code TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS students (
    id TEXT PRIMARY KEY, nickname TEXT NOT NULL, joined REAL NOT NULL);
CREATE TABLE IF NOT EXISTS pages (
    student TEXT NOT NULL REFERENCES students(id) ON DELETE CASCADE, page TEXT NOT NULL,
    section TEXT, rule TEXT, text TEXT, refused REAL, refusals INTEGER NOT NULL DEFAULT 0,
    acted REAL NOT NULL, PRIMARY KEY (student, page));
CREATE TABLE IF NOT EXISTS exercises (
    student TEXT NOT NULL REFERENCES students(id) ON DELETE CASCADE, page TEXT NOT NULL,
    n INTEGER NOT NULL, title TEXT NOT NULL, state TEXT NOT NULL CHECK (state IN ('done', 'tried')),
    PRIMARY KEY (student, page, n));
CREATE TABLE IF NOT EXISTS lead (
    page TEXT, section TEXT, position_board TEXT, position_code TEXT, sent INTEGER,
    seq INTEGER NOT NULL);
"""

STUCK_REFUSALS = 3
"""Refusals met since the last exercise finished that make a student look stuck."""

STUCK_IDLE = 60.0
"""Seconds idle on a tried, unfinished exercise that make a student look stuck."""


def nickname_of(typed: str) -> str | None:
    """The nickname ``typed`` as kept: spaces trimmed and runs of spaces made one, control
    characters dropped; None when nothing is left or it is longer than :data:`NICKNAME_MOST`
    (a nickname is refused, not cut: the student sees what the class will see).

    >>> nickname_of("  Ada   L.\\n"), nickname_of("<b>x</b>"), nickname_of(""), nickname_of("x" * 41)
    ('Ada L.', '<b>x</b>', None, None)
    """
    kept = "".join(" " if c.isspace() else c for c in typed if c.isspace() or _printable(c))
    kept = " ".join(kept.split())
    return kept if kept and len(kept) <= NICKNAME_MOST else None


def _printable(c: str) -> bool:
    return not unicodedata.category(c).startswith("C")


class Classroom:
    """The class's store over the SQLite file at ``path`` (``":memory:"`` for none), made with
    its tables on first use. Not shared between threads: the server uses it from its event loop.
    ``clock`` gives the time (seconds), to test the idle times."""

    def __init__(self, path: str | Path, clock: Any = time.time) -> None:
        self.path = str(path)
        self.clock = clock
        if self.path != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        self.db = sqlite3.connect(self.path, isolation_level=None)
        self.db.row_factory = sqlite3.Row
        self.db.execute("PRAGMA foreign_keys = ON")
        if self.path != ":memory:":
            self.db.execute("PRAGMA journal_mode = WAL")  # a report is one small append
            self.db.execute("PRAGMA synchronous = NORMAL")
        self.db.executescript(SCHEMA)
        if self.db.execute("SELECT count(*) FROM teacher").fetchone()[0] == 0:
            self.db.execute("INSERT INTO teacher VALUES (?)", (secrets.token_urlsafe(16),))
        if self.db.execute("SELECT count(*) FROM lead").fetchone()[0] == 0:
            self.db.execute("INSERT INTO lead (seq) VALUES (0)")

    def close(self) -> None:
        self.db.close()

    @property
    def code(self) -> str:
        """The teacher's code (made once, kept in the file)."""
        return self.db.execute("SELECT code FROM teacher").fetchone()[0]

    def is_teacher(self, code: str | None) -> bool:
        """Whether ``code`` is the teacher's (compared in constant time)."""
        return bool(code) and secrets.compare_digest(code.encode(), self.code.encode())

    def join(self, nickname: str) -> str:
        """Add a student by ``nickname`` (as :func:`nickname_of` keeps it; ValueError if it
        refuses it); return their new random id."""
        kept = nickname_of(nickname)
        if kept is None:
            raise ValueError(f"a nickname has 1 to {NICKNAME_MOST} characters")
        if self.db.execute("SELECT count(*) FROM students").fetchone()[0] >= STUDENTS_MOST:
            raise OverflowError(f"a class holds {STUDENTS_MOST} students at most")
        student = secrets.token_urlsafe(16)
        self.db.execute("INSERT INTO students VALUES (?, ?, ?)", (student, kept, self.clock()))
        return student

    def enrol(self, student: str, nickname: str) -> None:
        """Add the student whose id is ``student`` unless the class has them (under JupyterHub
        the hub's user name is both their id and their nickname)."""
        with self.db:
            self.db.execute("BEGIN")
            count = self.db.execute("SELECT count(*) FROM students").fetchone()[0]
            known = self.db.execute("SELECT 1 FROM students WHERE id = ?", (student,)).fetchone()
            if known is None and count >= STUDENTS_MOST:
                raise OverflowError(f"a class holds {STUDENTS_MOST} students at most")
            self.db.execute(
                "INSERT OR IGNORE INTO students VALUES (?, ?, ?)",
                (student, nickname[:NICKNAME_MOST], self.clock()),
            )

    def nickname(self, student: str | None) -> str | None:
        """The nickname of ``student`` (an id), None for no such student."""
        if not student:
            return None
        row = self.db.execute("SELECT nickname FROM students WHERE id = ?", (student,)).fetchone()
        return row[0] if row else None

    def report(
        self,
        student: str,
        page: str,
        *,
        section: str | None = None,
        exercise: tuple[int, str, str] | None = None,
        refusal: tuple[str, str] | None = None,
    ) -> None:
        """Keep what ``student``'s ``page`` reports: the section read, an exercise ``(n, title,
        "done" | "tried")`` (a done one stays done), a refusal met ``(rule, sentence)``; each
        report is an act (its time kept). KeyError for an unknown student."""
        if self.nickname(student) is None:
            raise KeyError(student)
        now = self.clock()
        with self.db:  # one transaction: the teacher's page never sees half a report
            self.db.execute("BEGIN")
            self.db.execute(
                "INSERT INTO pages (student, page, acted) VALUES (?, ?, ?) "
                "ON CONFLICT (student, page) DO UPDATE SET acted = excluded.acted",
                (student, page, now),
            )
            if section is not None:
                self.db.execute(
                    "UPDATE pages SET section = ? WHERE student = ? AND page = ?",
                    (section, student, page),
                )
            if refusal is not None:
                self.db.execute(
                    "UPDATE pages SET rule = ?, text = ?, refused = ?, refusals = refusals + 1 "
                    "WHERE student = ? AND page = ?",
                    (*refusal, now, student, page),
                )
            if exercise is not None:
                n, title, state = exercise
                self.db.execute(
                    "INSERT INTO exercises VALUES (?, ?, ?, ?, ?) "
                    "ON CONFLICT (student, page, n) DO UPDATE SET title = excluded.title, "
                    "state = CASE WHEN state = 'done' THEN 'done' ELSE excluded.state END",
                    (student, page, n, title, state),
                )
                if state == "done":
                    self.db.execute(
                        "UPDATE pages SET refusals = 0 WHERE student = ? AND page = ?",
                        (student, page),
                    )

    def lead(
        self, page: str | None, section: str | None, position: tuple[str, str] | None = None
    ) -> int:
        """The teacher leads the class to ``section`` of ``page`` (None: no longer leads), with a
        ``position`` ``(board, code)`` sent to the class; return the lead's new ``seq``."""
        with self.db:
            self.db.execute("BEGIN")
            self.db.execute("UPDATE lead SET page = ?, section = ?, seq = seq + 1", (page, section))
            if position is not None:
                self.db.execute(
                    "UPDATE lead SET position_board = ?, position_code = ?, sent = seq", position
                )
            elif page is None:
                self.db.execute("UPDATE lead SET position_board = NULL, position_code = NULL")
            return self.db.execute("SELECT seq FROM lead").fetchone()[0]

    def leading(self, page: str) -> dict[str, Any]:
        """Where the teacher leads, for a student on ``page``: ``leading`` only when the
        teacher's page is the same game (``kaito.ipynb`` and ``kaito.fr.ipynb`` are)."""
        row = self.db.execute("SELECT * FROM lead").fetchone()
        same = row["page"] is not None and _game(row["page"]) == _game(page)
        position = None
        if same and row["position_code"] is not None:
            position = {
                "board": row["position_board"],
                "code": row["position_code"],
                "sent": row["sent"],
            }
        return {
            "leading": same,
            "page": row["page"] if same else None,
            "section": row["section"] if same else None,
            "seq": row["seq"],
            "position": position,
        }

    def led(self) -> dict[str, Any]:
        """Where the teacher leads, whatever the page: ``leading``, ``page``, ``section``."""
        row = self.db.execute("SELECT page, section, seq FROM lead").fetchone()
        return {"leading": row["page"] is not None, **dict(row)}

    def new_class(self) -> None:
        """Forget every student, their progress and the lead (the teacher's code stays)."""
        with self.db:
            self.db.execute("BEGIN")
            for table in ("exercises", "pages", "students"):
                self.db.execute(f"DELETE FROM {table}")
            self.db.execute(
                "UPDATE lead SET page = NULL, section = NULL, position_board = NULL, "
                "position_code = NULL, sent = NULL, seq = seq + 1"
            )

    def view(self) -> list[dict[str, Any]]:
        """The class as the teacher's page shows it: one entry per student (``n``: their order
        of arrival, ``nickname``, ``stuck``, ``pages``), each page with its ``section``,
        ``exercises`` (every exercise any student of the class reported on that page, by number:
        ``done``, ``tried`` or ``not yet``), last ``refusal``, ``refusals`` since the last
        exercise done and ``idle`` seconds. Sorted by :func:`stuck_first`."""
        now = self.clock()
        known: dict[str, dict[int, str]] = {}
        marks: dict[tuple[str, str], dict[int, str]] = {}
        for row in self.db.execute("SELECT * FROM exercises ORDER BY n"):
            known.setdefault(row["page"], {}).setdefault(row["n"], row["title"])
            marks.setdefault((row["student"], row["page"]), {})[row["n"]] = row["state"]
        pages: dict[str, list[dict[str, Any]]] = {}
        for row in self.db.execute("SELECT * FROM pages ORDER BY page"):
            mine = marks.get((row["student"], row["page"]), {})
            refusal = None
            if row["rule"] is not None:
                refusal = {"rule": row["rule"], "text": row["text"], "ago": now - row["refused"]}
            pages.setdefault(row["student"], []).append(
                {
                    "page": row["page"],
                    "section": row["section"],
                    "exercises": [
                        {"n": n, "title": title, "state": mine.get(n, "not yet")}
                        for n, title in sorted(known.get(row["page"], {}).items())
                    ],
                    "refusal": refusal,
                    "refusals": row["refusals"],
                    "idle": max(0.0, now - row["acted"]),
                }
            )
        students = []
        for n, row in enumerate(self.db.execute("SELECT * FROM students ORDER BY joined, id"), 1):
            theirs = pages.get(row["id"], [])
            students.append(
                {"n": n, "nickname": row["nickname"], "pages": theirs, "stuck": is_stuck(theirs)}
            )
        return sorted(students, key=stuck_first)

    def counts(self) -> dict[str, int]:
        """How many rows each table holds (to check what the file keeps)."""
        tables = ("teacher", "students", "pages", "exercises", "lead")
        return {t: self.db.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for t in tables}


def _game(page: str) -> str:
    return page.removesuffix(".ipynb").removesuffix(".fr")


def is_stuck(pages: list[dict[str, Any]]) -> bool:
    """Whether a student seems stuck: on some page they met :data:`STUCK_REFUSALS` refusals or
    more since they last finished an exercise, or they tried an exercise, have not finished it,
    and have not acted for :data:`STUCK_IDLE` seconds."""
    for page in pages:
        unfinished = any(e["state"] == "tried" for e in page["exercises"])
        if page["refusals"] >= STUCK_REFUSALS or (unfinished and page["idle"] >= STUCK_IDLE):
            return True
    return False


def stuck_first(student: dict[str, Any]) -> tuple:
    """The order of the teacher's rows: those who seem stuck (:func:`is_stuck`) first; then the
    most refusals since their last exercise finished; then the longest idle on a tried,
    unfinished exercise; then the fewest exercises done; then the order they arrived in."""
    pages = student["pages"]
    refusals = max((p["refusals"] for p in pages), default=0)
    idle = max(
        (p["idle"] for p in pages if any(e["state"] == "tried" for e in p["exercises"])),
        default=0.0,
    )
    done = sum(e["state"] == "done" for p in pages for e in p["exercises"])
    return (not student["stuck"], -refusals, -idle, done, student["n"])
