"""Random clicks, seeded, on every game's app, launcher, explorer and lessons, without a browser.

One driver (:func:`drive`) plays hundreds of seeded events on each page (about 6,000 over the
17 pages of :data:`PAGES`): clicks on its boards (on the cells it frames, anywhere, in the
margins and gaps, outside the canvas), on its buttons, toggles and menus, and text typed in its
fields (position codes with a few characters changed, and hostile ones: ``'²'``, numbers of
4,301 digits, very long strings, ``[[[`` a thousand deep, ``<script>``). After each event the
page must keep the project's promise:

- no exception escapes a handler (ipywidgets logs a callback's exception and carries on; here
  :func:`loud_callbacks` lets it through to the driver);
- every position the page holds is one its engine reads back from its own code, and a card
  table never waits for a computer (computers play as soon as it is their turn, or, paced one
  per click, the *Next move* button is there to show the next);
- a click outside the board and hostile text change no position, and the text is refused with
  a message;
- every click on a board (on its canvas, edges included: a browser sends no other) gets a
  visible answer (:func:`answered`): the board repaints, or a message line says what the
  click did, why it was refused, or what may be clicked now (in a margin or a gap, on a card
  that plays nothing, during a computer's turn, once the game or the exercise is over);
- what the page shows is the project's words: no traceback, no Python error, no ``<script>``,
  no long echo of what was typed.

The counts keep the file under 20 s of CPU on two cores (a Dojo or Kami table takes 2-4 ms to
redraw); ``RANDOM_CLICKS_SCALE=10`` plays ten times as many, for a longer hunt. Boards are
:class:`~widgets.canvas.RecordingCanvas` everywhere (also the ones an explorer or a launcher
makes), connected as a browser would, so every scene is drawn.
"""

from __future__ import annotations

import os
import random
import re
import traceback
from collections.abc import Callable, Iterator
from typing import Any

import ipywidgets as w
import pytest
from ipywidgets.widgets.widget import CallbackDispatcher

import widgets.canvas
from gamekit import Match, State
from widgets.canvas import RecordingCanvas
from widgets.dojo.app import DojoApp, DojoLauncher
from widgets.dojo.explorer import DojoExplorer, ScoringTool
from widgets.dojo.lessons import PUZZLES, ChallengeLesson, ScoringPuzzle, TrainLesson, TrophyLesson
from widgets.dojo_kun.app import DojoKunApp, DojoKunLauncher
from widgets.dojo_kun.explorer import CombatLab, DojoKunExplorer
from widgets.dojo_kun.lessons import FewestHits, SerpentineLesson
from widgets.kaito.app import KaitoApp
from widgets.kaito.explorer import KaitoExplorer
from widgets.kaito.lessons import LESSONS as KAITO_LESSONS
from widgets.kami.app import KamiApp, KamiLauncher
from widgets.kami.explorer import KamiExplorer
from widgets.kami.lessons import LESSONS as KAMI_LESSONS
from widgets.kami.lessons import ExampleReplay, PlayLesson
from widgets.shapes import Circle, Poly
from widgets.table import TableApp
from widgets.variations import MAX_COMMENT

MIDGAME = "SSbSSS/SH1HHs/h3Ss/ss1ssh/hAsABB/CCAaaa r move c3 - -"
SCRIPT = "<script>alert(1)</script>"
HOSTILE = ("²", "١", "9" * 4301, "x" * 100_000, "[" * 1000, "{" * 1000, SCRIPT, " \x00 \n")
SLOW = {"gk-hint", "gk-suggest", "gk-show-me"}
"""Buttons that ask the strongest computer (0.2 s each in Kaito and Kami): pressed at most
:data:`SLOW_PRESSES` times a page."""
SLOW_PRESSES = 1
PYTHON_SAYS = re.compile(
    r"Traceback|\b[A-Z][A-Za-z]*(Error|Exception)\b|invalid literal|Exceeds the limit"
    r"|object has no attribute|not subscriptable|unhashable|out of range|maximum recursion"
)
ECHO = re.compile(r"(.)\1{199}")
"""200 times the same character: a hostile input echoed back."""
LONGEST_MESSAGE = 2000
ERROR_CLASS = re.compile(r"""class=["'][^"']*\bgk-error\b""")


FREE_TEXT = frozenset({"gk-comment"})
"""The classes of fields that keep any text as typed (a comment on a move): markup in them is
shown as text, and a long one is cut."""

MESSAGE_LINES = frozenset({"gk-why", "gk-explorer-message"})
"""The classes of the lines where a page answers a click (:func:`widgets.feedback.message_line`,
and the Kaito explorer's line above its tools)."""
TOLD: list[w.HTML] = []
"""The message lines told something since the driver last looked, a same text told again
included (ipywidgets sends nothing then, but the line shows it: it is on screen)."""


def _set(self: w.HTML, name: str, value: Any) -> None:
    if name == "value" and value and MESSAGE_LINES & set(self._dom_classes):
        TOLD.append(self)
    object.__setattr__(self, name, value)


@pytest.fixture(autouse=True)
def loud_callbacks(monkeypatch: pytest.MonkeyPatch) -> None:
    """Callbacks' exceptions reach the driver, every board records what it draws, and every
    message line says when it is told something."""

    def call(self: CallbackDispatcher, *args: Any, **kwargs: Any) -> Any:
        value = None
        for callback in self.callbacks:
            result = callback(*args, **kwargs)
            value = result if result is not None else value
        return value

    monkeypatch.setattr(CallbackDispatcher, "__call__", call)
    monkeypatch.setattr(widgets.canvas, "MultiCanvas", RecordingCanvas)
    monkeypatch.setattr(w.HTML, "__setattr__", _set, raising=False)


# -- what a page holds and shows --------------------------------------------------------------


def walk(root: w.Widget) -> Iterator[tuple[w.Widget, w.Widget | None]]:
    """Every widget a person can see in ``root``, with its parent (hidden boxes skipped)."""
    stack: list[tuple[w.Widget, w.Widget | None]] = [(root, None)]
    while stack:
        widget, parent = stack.pop()
        layout = getattr(widget, "layout", None)
        if layout is not None and getattr(layout, "display", None) == "none":
            continue
        yield widget, parent
        stack.extend((child, widget) for child in reversed(getattr(widget, "children", ())))


def positions(page: Any) -> list[State]:
    """The positions a page holds: its match's, its app's match's, its own (each page's, for
    :class:`Pages`)."""
    found: list[State] = []
    pages = getattr(page, "pages", (page,))
    for holder in (*pages, *(getattr(p, "app", None) for p in pages)):
        for held in (getattr(holder, "match", None), holder):
            state = held.state if isinstance(held, Match) else getattr(held, "state", None)
            if isinstance(state, State) and all(state is not s for s in found):
                found.append(state)
    return found


def tables(page: Any) -> list[TableApp]:
    """The card tables a page holds: a computer there plays as soon as it is its turn."""
    pages = getattr(page, "pages", (page,))
    found = [*pages, *(getattr(p, "app", None) for p in pages)]
    return [app for app in found if isinstance(app, TableApp)]


def faults_shown(tree: list[tuple[w.Widget, w.Widget | None]]) -> list[str]:
    """What the page shows that the project would not say."""
    faults = []
    for widget, _ in tree:
        value = getattr(widget, "value", None)
        if not isinstance(widget, w.HTML | w.Label) or not value:
            continue
        if ("Error" in value or "Trace" in value or "invalid" in value) and PYTHON_SAYS.search(
            value
        ):
            faults.append(f"Python's words: {PYTHON_SAYS.search(value)[0]!r} in {value[:300]!r}")
        if "<script" in value:
            faults.append(f"unescaped markup in {value[:300]!r}")
        if is_error(widget) and (len(value) > LONGEST_MESSAGE or ECHO.search(value)):
            faults.append(f"a {len(value):,}-character message: {value[:200]!r}")
    return faults


def is_error(widget: w.Widget) -> bool:
    """Whether ``widget`` shows an error (it is a ``gk-error``, or holds one)."""
    value = getattr(widget, "value", "")
    return "gk-error" in widget._dom_classes or bool(
        isinstance(value, str) and "gk-error" in value and ERROR_CLASS.search(value)
    )


def typed(rng: random.Random, text: str) -> tuple[str, bool]:
    """What a person (or a hostile link) types into a field holding ``text``: the text with a
    few characters changed, or something hostile (True)."""
    if rng.random() < 0.55 and text:
        chars = list(text)
        alphabet = sorted(set(text) | set("0123456789;/.,-=: ²١[<"))
        for _ in range(rng.randint(1, 4)):
            i = rng.randrange(len(chars) + 1)
            op = rng.choice(("replace", "delete", "insert", "swap"))
            if op == "insert" or not chars:
                chars.insert(i, rng.choice(alphabet))
            elif op == "replace":
                chars[min(i, len(chars) - 1)] = rng.choice(alphabet)
            elif op == "delete":
                del chars[min(i, len(chars) - 1)]
            else:
                j = rng.randrange(len(chars))
                chars[min(i, len(chars) - 1)], chars[j] = chars[j], chars[min(i, len(chars) - 1)]
        return "".join(chars), False
    numbers = list(re.finditer(r"[0-9]+", text))
    if numbers and rng.random() < 0.5:  # a real code with one number spoilt
        found = rng.choice(numbers)
        bad = rng.choice(("²", "١", "9" * 4301, "0" * 4301 + "1"))
        return text[: found.start()] + bad + text[found.end() :], True
    return rng.choice(HOSTILE), True


# -- the driver -------------------------------------------------------------------------------


WEIGHTS = {"board": 5, "button": 3, "menu": 2, "text": 2}
"""How often each kind of event comes, when the page has something of that kind."""


def drive(page: Any, seed: int, events: int, avoid: frozenset[Any] = frozenset()) -> list[str]:
    """Play ``events`` seeded random events on ``page`` (its ``widget``) and return what broke
    the promise, one line each (it stops after a few). ``avoid``: menu values never chosen (the
    slow computers)."""
    rng = random.Random(seed)
    problems: list[str] = []
    connected: list[RecordingCanvas] = []
    checked: set[State] = set()
    silences: list[str] = []  # the clicks on a board that got no visible answer
    slow = clicks = 0
    for number in range(events):
        tree = list(walk(page.widget))
        for widget, _ in tree:
            if isinstance(widget, RecordingCanvas) and widget not in connected:
                widget.connect()  # a browser shows the new board
                connected.append(widget)
        found: dict[str, list[Any]] = {
            "board": [x for x, _ in tree if isinstance(x, RecordingCanvas)],
            "button": [
                x
                for x, _ in tree
                if isinstance(x, w.Button)
                and not x.disabled
                and (slow < SLOW_PRESSES or not SLOW & set(x._dom_classes))
            ],
            "menu": [
                x
                for x, _ in tree
                if isinstance(x, w.Dropdown | w.ToggleButtons | w.Select | w.Checkbox | w.IntText)
                and not x.disabled
            ]
            + [x for x, _ in tree if isinstance(x, w.BoundedIntText)],
            "text": [(x, parent) for x, parent in tree if isinstance(x, w.Text)],
        }
        kinds = [kind for kind, there in found.items() if there]
        kind = rng.choices(kinds, [WEIGHTS[k] for k in kinds])[0]
        target = rng.choice(found[kind])
        before = positions(page)
        hostile = outside = pressed = silent = on_board = comment = False
        what = kind
        try:
            if kind == "board":
                x, y = spot(rng, target)
                outside = not (0 <= x < target.width and 0 <= y < target.height)
                what = f"click at ({x:.1f}, {y:.1f}) on a {target.width}x{target.height} board"
                on_board = 0 <= x <= target.width and 0 <= y <= target.height
                silent = not answered(page, target, x, y) and on_board
            elif kind == "button":
                slow += bool(SLOW & set(target._dom_classes))
                what = f"button {target.description!r}"
                target.click()
            elif kind == "menu":
                value = choice(rng, target, avoid)
                what = f"{type(target).__name__} {target.description!r} set to {value!r}"
                target.value = value
            else:
                text, parent = target
                value, hostile = typed(rng, text.value or text.placeholder or _code(page))
                what = f"text {text.description!r} typed {value[:60]!r} ({len(value):,} chars)"
                text.value = value
                comment = bool(FREE_TEXT & set(text._dom_classes))  # kept as typed, cut
                hostile = hostile and not comment
                pressed = bool(text._trait_notifiers.get("value")) and not comment
                press = next(
                    (x for x, _ in walk(parent) if isinstance(x, w.Button) and not x.disabled),
                    None,
                )
                if press is not None and not comment and rng.random() < 0.8:
                    what += f", then {press.description!r}"
                    press.click()
                    pressed = True
        except Exception:  # noqa: BLE001 (the promise: no exception escapes a handler)
            problems.append(f"event {number}, {what}: {traceback.format_exc(limit=-4)}")
            break
        after = positions(page)
        for state in set(after) - checked:
            checked.add(state)
            if state.game.from_code(state.to_code()) != state:
                problems.append(f"event {number}, {what}: {state.to_code()} does not read back")
        for app in tables(page):
            paced = app.pacer.pace == "step" and not app.pacer.next_button.disabled
            if not app.finished() and app.actor() is None and not paced:
                problems.append(f"event {number}, {what}: the game waits for a computer")
        if silent:
            silences.append(f"event {number}, {what}")
        clicks += kind == "board" and on_board
        if (outside or hostile or comment) and after != before:
            problems.append(f"event {number}, {what}: the position changed")
        tree = list(walk(page.widget))
        if comment and len(target[0].value) > MAX_COMMENT:
            problems.append(f"event {number}, {what}: a comment kept whole, not cut")
        if hostile and pressed and not any(is_error(x) for x, _ in tree):
            problems.append(f"event {number}, {what}: refused without a message")
        problems += [f"event {number}, {what}: {fault}" for fault in faults_shown(tree)]
        if len(problems) >= 5:
            break
    if silences:
        problems.append(
            f"{len(silences)} of {clicks} clicks on a board got no visible answer, as "
            + "; ".join(silences[:4])
        )
    return problems


def answered(page: Any, board: RecordingCanvas, x: float, y: float) -> bool:
    """Click ``board`` at pixel (x, y) and say whether the click got a visible answer: the
    board repainted (a layer was cleared and painted again: painting skips a layer whose
    shapes did not change), or a message line the page shows was told something (the same
    text again counts: it is on screen, where the person looks after the click; emptying a
    line does not)."""
    painted = sum(layer.clears for layer in board.recorders)
    TOLD.clear()
    board.click(x, y)
    if sum(layer.clears for layer in board.recorders) > painted:
        return True
    shown = {id(widget) for widget, _ in walk(page.widget)} if TOLD else set()
    return any(id(line) in shown for line in TOLD)


def spot(rng: random.Random, canvas: RecordingCanvas) -> tuple[float, float]:
    """Where to click on a board: a cell it frames, anywhere on it, around it, on or past its
    edges, in its label margin."""
    width, height = canvas.width, canvas.height
    framed = [middle(s) for s in canvas.layer("highlights").shapes if s.tag.startswith("target")]
    return rng.choice(
        (
            rng.choice(framed) if framed else (0, 0),
            (rng.uniform(0, width), rng.uniform(0, height)),
            (rng.uniform(-0.2, 1.2) * width, rng.uniform(-0.2, 1.2) * height),
            (rng.choice((-1e6, -1, 0, width, width + 1, 1e6)), rng.uniform(0, height)),
            (rng.uniform(0, width), rng.choice((-1e6, -0.5, 0, height, 1e6))),
            (rng.uniform(0, 30), rng.uniform(0, 30)),
        )
    )


def choice(rng: random.Random, menu: w.Widget, avoid: frozenset[Any]) -> Any:
    """A value a person can give ``menu``: one of its options, the other tick, a number."""
    if isinstance(menu, w.Checkbox):
        return not menu.value
    if isinstance(menu, w.BoundedIntText):
        return rng.choice((menu.min, menu.max, rng.randint(menu.min, menu.max)))
    if isinstance(menu, w.IntText):
        return rng.choice((0, -1, 2**53, rng.randint(-50, 50)))
    choices = [v for v in menu._options_values if v not in avoid]
    return rng.choice(choices) if choices else menu.value


def middle(shape: Any) -> tuple[float, float]:
    """The middle of a shape drawn on a board."""
    if isinstance(shape, Poly):
        xs, ys = zip(*shape.points, strict=True)
        return (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    if isinstance(shape, Circle):
        return shape.cx, shape.cy
    return shape.x + shape.w / 2, shape.y + shape.h / 2


def _code(page: Any) -> str:
    held = positions(page)
    return held[0].to_code() if held else ""


# -- the pages --------------------------------------------------------------------------------


class Pages:
    """Several small pages driven as one (a game's lessons)."""

    def __init__(self, *pages: Any) -> None:
        self.pages = pages
        self.widget = w.VBox([page.widget for page in pages])


def kami_launcher() -> KamiLauncher:
    launcher = KamiLauncher()
    launcher.level.value = "greedy"  # the expert thinks 0.2 s a move
    return launcher


ME, IT = "person", "computer"
KAITO, DOJO, KAMI = frozenset({"search"}), frozenset(), frozenset({"expert"})
DOJO_KUN = frozenset({"expert"})
"""Menu values never chosen, by game: the computers that think 0.2 s a move."""

PAGES: list[tuple[str, Callable[[], Any], int, frozenset[Any]]] = [
    # (name, the page, how many events, menu values to avoid)
    ("kaito app", lambda: KaitoApp(seed=3), 1000, KAITO),
    ("kaito app vs computer, fr", lambda: KaitoApp(mode="black", level="random", lang="fr"),
     500, KAITO),
    ("kaito explorer", lambda: KaitoExplorer(MIDGAME), 500, KAITO),
    ("kaito lessons", lambda: Pages(*(lesson() for lesson in KAITO_LESSONS.values())), 300, KAITO),
    ("dojo app, 3 people", lambda: DojoApp(players=3, seats=(ME,) * 3, seed=3), 400, DOJO),
    ("dojo app, 5 players, fr",
     lambda: DojoApp(players=5, seats=(ME, IT, ME, IT, ME), variant="black_belt", lang="fr"),
     300, DOJO),
    ("dojo launcher", DojoLauncher, 80, DOJO),
    ("dojo explorer", DojoExplorer, 250, DOJO),
    ("dojo scoring tool", ScoringTool, 500, DOJO),
    ("dojo lessons",
     lambda: Pages(TrainLesson(), TrophyLesson(lang="fr"), ChallengeLesson(),
                   ScoringPuzzle(*PUZZLES[1])),
     300, DOJO),
    ("kami app, 2 players", lambda: KamiApp(players=2, seats=(ME, IT), level="greedy"), 500, KAMI),
    ("kami app, 3 people", lambda: KamiApp(players=3, seats=(ME,) * 3, seed=3), 400, KAMI),
    ("kami app, 4 players, lord mode, fr",
     lambda: KamiApp(mode="lord", seats=(ME, ME, ME, IT), level="random", seed=4, lang="fr"),
     400, KAMI),
    ("kami launcher", kami_launcher, 120, KAMI),
    ("kami explorer", KamiExplorer, 400, KAMI),
    ("kami explorer, fr", lambda: KamiExplorer(lang="fr"), 200, KAMI),
    ("kami lessons",
     lambda: Pages(ExampleReplay(), *(PlayLesson(lesson) for lesson in KAMI_LESSONS.values())),
     200, KAMI),
    ("dojo kun app, 2 people", lambda: DojoKunApp(players=2, seats=(ME, ME), seed=3), 400,
     DOJO_KUN),
    ("dojo kun app, solo, fr", lambda: DojoKunApp(players=1, lang="fr", seed=2), 300, DOJO_KUN),
    ("dojo kun app, 4 players",
     lambda: DojoKunApp(players=4, seats=(ME, IT, ME, IT), level="random", seed=4), 300,
     DOJO_KUN),
    ("dojo kun launcher", DojoKunLauncher, 80, DOJO_KUN),
    ("dojo kun explorer", DojoKunExplorer, 250, DOJO_KUN),
    ("dojo kun lessons and lab",
     lambda: Pages(SerpentineLesson(), FewestHits(lang="fr"), CombatLab(seed=5)), 200, DOJO_KUN),
]  # fmt: skip


@pytest.mark.parametrize(("name", "page", "events", "avoid"), PAGES, ids=[p[0] for p in PAGES])
def test_random_events_keep_the_promise(
    name: str, page: Callable[[], Any], events: int, avoid: frozenset[Any]
) -> None:
    scale = float(os.environ.get("RANDOM_CLICKS_SCALE", "1"))
    problems = drive(page(), seed=sum(map(ord, name)), events=int(events * scale), avoid=avoid)
    assert not problems, f"{name}:\n" + "\n".join(problems)
