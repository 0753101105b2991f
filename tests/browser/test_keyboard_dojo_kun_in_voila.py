"""The Dojo Kun page as a pupil without a mouse meets it, in English and in French, at 1024 x 768:
the keyboard alone (no mouse event at all: focus moves with Tab, Shift+Tab and the arrow keys,
text is typed, buttons are pressed with Enter or Space), and what a screen reader hears through
the page's live region (``#gk-said``).

- Every exercise: the serpentine (a count changed, its result heard), How few Hits, the combat
  lab, the placement and the prediction exercises: a wrong try (refused, and why heard), a
  right one (praise heard, the exercise marked done) and *Show me* (heard), where the exercise
  has them (the serpentine and the lab are tools without a goal: what a change does is heard).
- A whole game against the computer from the launcher, at its fastest pace: each of the
  learner's decisions made with the keys (a token, a slot on the board, a choice under it, a
  seat of the bracket) and heard, with what it set off in the tournament.
- A move in the explorer.

The right decision is found by a twin made in the test (the same class and arguments as the
notebook's cell): it says which spot of the board, or which button, plays it; the keys then go
there. Each page is loaded once per language.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import ipywidgets as w
import pytest
from playwright.sync_api import Browser, Page, expect
from voila_page import HEARD_JS, LAPTOP, NO_MOUSE_JS, leave, local_only

import gamekit
from gamekit.dojo_kun import Place, Seat
from widgets.canvas import RecordingCanvas
from widgets.dojo_kun.app import DojoKunApp
from widgets.dojo_kun.lessons import FewestHits, PlacementLesson, PredictionLesson
from widgets.dojo_kun.pictures import picks_shown

pytestmark = pytest.mark.browser

GAME = gamekit.load("dojo-kun")
WAIT = 30_000
"""Milliseconds a key's answer may take (three engineers' browsers share two cores)."""


SPOTS_JS = """(root) => {
    const cells = [...document.querySelectorAll(root + ' .gk-spot')];
    return {here: cells.indexOf(document.activeElement),
            spots: cells.map((c) => { const b = c.getBoundingClientRect();
                                      return [b.x + b.width / 2, b.y + b.height / 2]; }),
            labels: cells.map((c) => c.getAttribute('aria-label'))};
}"""

ARROWS = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, -1), "ArrowDown": (0, 1)}

STEPS: list[tuple[str, list[str]]] = []
"""Each key pressed that was answered, and what the live region said (the closing note's
transcript is made of it)."""


@pytest.fixture(scope="module", params=["", ".fr"], ids=["en", "fr"])
def dojo_kun(request: pytest.FixtureRequest, browser: Browser, server: str) -> Iterator[Page]:
    """The Dojo Kun page in one language, on a laptop's screen, its live region listened to."""
    context = browser.new_context(viewport=LAPTOP)
    context.route("**/*", local_only)
    page = context.new_page()
    page.add_init_script(NO_MOUSE_JS)  # a mouse event reaching the page fails the tests
    page.goto(f"{server}/voila/render/dojo-kun{request.param}.ipynb", timeout=90_000)
    expect(page.locator(".gk-lesson-placement .gk-spot").first).to_be_attached(timeout=90_000)
    expect(page.locator("#gk-said")).to_be_attached(timeout=WAIT)
    page.evaluate(HEARD_JS)
    page.lang = "fr" if request.param else "en"  # type: ignore[attr-defined]
    yield page
    mouse = page.evaluate("window.gkMouse || []")
    leave(page)
    context.close()
    assert not mouse, f"mouse events reached the page: {mouse[:5]}"


# -- keys and what they get -------------------------------------------------------------------


def heard(page: Page) -> list[str]:
    """Everything the live region said since the page was listened to."""
    return page.evaluate("window.gkHeard")


def press(page: Page, key: str, answer: str = "", *, why: str = "") -> list[str]:
    """Press ``key`` and, with ``answer`` (a regular expression), wait until the live region
    says something that matches it; returns what it said meanwhile."""
    before = len(heard(page))
    page.keyboard.press(key)
    if not answer:
        return []
    try:
        page.wait_for_function(
            "([n, answer]) => window.gkHeard.slice(n).some((t) => new RegExp(answer).test(t))",
            arg=[before, answer],
            timeout=WAIT,
        )
    except Exception as error:
        raise AssertionError(
            f"{why or key}: never heard /{answer}/; heard {heard(page)[before:]}"
        ) from error
    said = heard(page)[before:]
    STEPS.append((why or key, said))
    return said


def focused(page: Page, selector: str) -> bool:
    return page.evaluate("s => !!document.activeElement?.matches(s)", selector)


def tab_to(page: Page, selector: str, *, back: bool = False, limit: int = 250) -> None:
    """Press Tab (Shift+Tab with ``back``) until the focus is on an element matching
    ``selector``."""
    if focused(page, selector):
        return
    for _ in range(limit):
        page.keyboard.press("Shift+Tab" if back else "Tab")
        if focused(page, selector):
            return
    raise AssertionError(f"{'Shift+' if back else ''}Tab never reached {selector}")


def to_board(page: Page, root: str) -> None:
    """Bring the keyboard back to the board of ``root`` (it is above what was pressed)."""
    spot = f"{root} .gk-spot"
    if focused(page, spot):
        return
    try:
        tab_to(page, spot, back=True, limit=40)
    except AssertionError:
        tab_to(page, spot, limit=80)


def neighbour(spots: list[list[float]], here: int, dx: int, dy: int) -> int:
    """The spot the layer's arrow key goes to (board_keys.js's ``neighbour``)."""
    x0, y0 = spots[here]
    best, best_score = -1, float("inf")
    for i, (x, y) in enumerate(spots):
        along = (x - x0) * dx + (y - y0) * dy
        if i == here or along <= 1:
            continue
        score = along + 2.5 * (abs((x - x0) * dy) + abs((y - y0) * dx))
        if score < best_score:
            best, best_score = i, score
    return best


def go_to_spot(page: Page, root: str, target: int) -> str:
    """Move the board's cursor with the arrow keys, by the shortest way, to spot ``target``;
    returns its label."""
    to_board(page, root)
    board = page.evaluate(SPOTS_JS, root)
    spots, here = board["spots"], board["here"]
    way: dict[int, list[str]] = {here: []}
    todo = [here]
    while todo and target not in way:
        at = todo.pop(0)
        for key, (dx, dy) in ARROWS.items():
            there = neighbour(spots, at, dx, dy)
            if there >= 0 and there not in way:
                way[there] = [*way[at], key]
                todo.append(there)
    assert target in way, f"no way by arrows to spot {target}: {board['labels'][target]}"
    for key in way[target]:
        page.keyboard.press(key)
    now = page.evaluate(SPOTS_JS, root)
    assert now["here"] == target, (now["here"], target)
    return now["labels"][target]


def spot_of(app: Any, pick: Any) -> int:
    """The index of ``pick``'s spot on the board of ``app`` (a twin of the page's)."""
    return [p for p, _ in picks_shown(app.board.seen)].index(pick)


def press_spot(page: Page, root: str, index: int, answer: str, *, label: str = "") -> list[str]:
    """Go to spot ``index`` of the board in ``root`` and press Enter; wait for ``answer``."""
    said = go_to_spot(page, root, index)
    if label:
        assert said == label, (said, label)
    return press(page, "Enter", answer, why=f"Enter on “{said}”")


def type_into(page: Page, selector: str, text: str, answer: str = "") -> list[str]:
    """Tab to the field ``selector``, replace its text with ``text`` and press Enter."""
    tab_to(page, selector)
    page.keyboard.press("Control+A")
    page.keyboard.type(text)
    return press(page, "Enter", answer, why=f"typed “{text}” + Enter")


def button(page: Page, selector: str, answer: str, *, back: bool = False) -> list[str]:
    """Tab to the button ``selector`` and press Enter."""
    tab_to(page, selector, back=back)
    name = page.evaluate("document.activeElement.textContent.trim()")
    return press(page, "Enter", answer, why=f"Enter on the button “{name}”")


WRONG = r"(Not allowed|Interdit|Pas permis)"
WELL_DONE = r"^(Well done|Bravo)"
SHOWN = r"^(A way to do it|Une façon de faire)"


# -- the exercises ----------------------------------------------------------------------------


def test_the_serpentine_and_how_few_hits_by_keys(dojo_kun: Page) -> None:
    page, lang = dojo_kun, dojo_kun.lang  # type: ignore[attr-defined]
    lesson = ".gk-lesson-serpentine"
    # a count changed: the Combat board is resolved again, and its result heard
    type_into(page, f"{lesson} .gk-white-hit input", "6", r"(wins the roll|gagne le lancer)")
    type_into(page, f"{lesson} .gk-step input", "1", r"^(Step 1 of 6|Étape 1 sur 6)")
    type_into(page, f"{lesson} .gk-step input", "6", r"(roll|lancer|draw|égalité)")
    # How few Hits: one too few, then the fewest, then Show me
    lesson = ".gk-lesson-fewest-hits"
    goal = FewestHits(lang=lang).goal
    field = f"{lesson} .gk-white-hit input"
    tab_to(page, field)
    page.keyboard.press("Control+A")
    page.keyboard.type(str(goal - 1))
    button(page, f"{lesson} .gk-check", r"^(Not yet|Pas encore)")
    expect(page.locator(f"{lesson} .gk-feedback")).to_have_class(re.compile("gk-say-info"))
    tab_to(page, field, back=True)
    page.keyboard.press("Control+A")
    page.keyboard.type(str(goal))
    button(page, f"{lesson} .gk-check", WELL_DONE)
    expect(page.locator(f"{lesson} .gk-mark")).to_have_class(re.compile("gk-done"))
    button(page, f"{lesson} .gk-show-me", SHOWN)


def test_the_combat_lab_by_keys(dojo_kun: Page) -> None:
    page = dojo_kun
    lab = ".gk-combat-lab"
    expect(page.locator(f"{lab} .gk-roll")).to_be_attached(timeout=WAIT)
    levels = f"{lab} .gk-corner-white .gk-count-tiger input"
    odds = r"^(One roll|Un lancer)"
    # white without dice: Medved's Tiger and Bear levels to 0 (the first of each column)
    type_into(page, levels, "0", odds)
    page.keyboard.press("Tab")  # Crane
    page.keyboard.press("Tab")  # Bear
    assert focused(page, f"{lab} .gk-corner-white .gk-count-bear input")
    page.keyboard.press("Control+A")
    page.keyboard.type("0")
    press(page, "Enter", odds, why="typed “0” + Enter")
    button(page, f"{lab} .gk-roll", r"(White has no dice|Blanc n’a plus de dés)")
    # his Tiger level back: a roll is rolled and its result heard, then one set by hand
    type_into(page, levels, "1", odds)
    fight = r"^Medved (against|contre) Takashi"
    button(page, f"{lab} .gk-roll", fight)
    button(page, f"{lab} .gk-by-hand", fight)


def test_the_placement_exercise_by_keys(dojo_kun: Page) -> None:
    page, lang = dojo_kun, dojo_kun.lang  # type: ignore[attr-defined]
    lesson = ".gk-lesson-placement"
    twin = PlacementLesson(lang=lang)
    app = twin.app
    tab_to(page, f"{lesson} .gk-spot")
    # a wrong try: the Master on a round slot
    index = spot_of(app, ("slot", "waterfall"))
    said = press_spot(page, lesson, index, "dojo_kun.place.octagon")
    assert any(re.search(WRONG, s) for s in said), said
    expect(page.locator(f"{lesson} .gk-feedback")).to_have_class(re.compile("gk-say-refused"))
    # the right one: the Master on a new athlete's octagon (his free levels chosen if asked)
    right = twin.solution()
    said = press_spot(page, lesson, spot_of(app, ("slot", right.slot)), r".")
    if not any(re.search(WELL_DONE, s) for s in said):
        button(page, f"{lesson} .gk-choice", WELL_DONE)
    expect(page.locator(f"{lesson} .gk-mark")).to_have_class(re.compile("gk-done"))
    # Show me, then the same move typed in the game's notation
    button(page, f"{lesson} .gk-show-me", SHOWN, back=True)
    tab_to(page, f"{lesson} .gk-again")  # next to Show me
    page.keyboard.press("Enter")
    expect(page.locator(f"{lesson} .gk-feedback")).to_have_text("", timeout=WAIT)
    type_into(page, f"{lesson} input.gk-typed", "M waterfall", "dojo_kun.place.octagon")
    type_into(page, f"{lesson} input.gk-typed", str(right), WELL_DONE)


def test_the_prediction_exercise_by_keys(dojo_kun: Page) -> None:
    page, lang = dojo_kun, dojo_kun.lang  # type: ignore[attr-defined]
    lesson = ".gk-lesson-prediction"
    twin = PredictionLesson(lang=lang)
    # a wrong try on the board: a seat of the bracket, while the buttons decide
    tab_to(page, f"{lesson} .gk-spot")
    press_spot(page, lesson, 0, r"(buttons under it|boutons dessous)")
    # the underdog: allowed, and said to be the underdog, with his chances
    labels = {b.action: b.description for b in twin.app.buttons.children}
    underdog = "predict black" if twin.favourite == "white" else "predict white"
    choice = f"{lesson} .gk-choice"
    tab_to(page, choice)
    while page.evaluate("document.activeElement.textContent.trim()") != labels[underdog]:
        page.keyboard.press("Tab")
        assert focused(page, choice)
    press(page, "Enter", r"^(Allowed, but|Permis, mais)", why=f"Enter on “{labels[underdog]}”")
    # again, and the favourite
    tab_to(page, f"{lesson} .gk-again", back=True)
    page.keyboard.press("Enter")
    expect(page.locator(f"{lesson} .gk-feedback")).to_have_text("", timeout=WAIT)
    tab_to(page, choice)
    favourite = f"predict {twin.favourite}"
    while page.evaluate("document.activeElement.textContent.trim()") != labels[favourite]:
        page.keyboard.press("Tab")
        assert focused(page, choice)
    press(page, "Enter", WELL_DONE, why=f"Enter on “{labels[favourite]}”")
    expect(page.locator(f"{lesson} .gk-mark")).to_have_class(re.compile("gk-done"))
    button(page, f"{lesson} .gk-show-me", SHOWN, back=True)


# -- a whole game and the explorer ---------------------------------------------------------------


def choose(page: Page, root: str, twin: DojoKunApp, action: Any) -> list[str]:
    """Choose ``action`` among the decisions under the board with the keys: its button, or
    its line in the list of many and the button that plays it (on the twin too)."""
    found = twin.buttons.children
    said = escape_said(twin, action)
    if found and isinstance(found[0], w.Select):
        ways, play = found
        index = [value for _, value in ways.options].index(str(action))
        to_board(page, root)  # the list is under the board
        tab_to(page, f"{root} .gk-ways select")
        page.keyboard.press("Home")
        for _ in range(index):
            page.keyboard.press("ArrowDown")
        ways.value = str(action)
        before = twin.state
        play.click()
        # the kernel has the way chosen once the button says it plays it (the list's changes
        # reach it after a busy kernel's idle; the button's press could overtake them)
        way = page.locator(f"{root} .gk-play-way")
        expect(way).to_have_attribute("title", ways.options[index][0], timeout=WAIT)
        tab_to(page, f"{root} .gk-play-way")
        return press(page, "Enter", said(before), why=f"Enter on “{ways.options[index][0]}”")
    k = next(i for i, b in enumerate(found) if b.action == str(action))
    to_board(page, root)  # the buttons are under the board: from it, Tab reaches the first
    tab_to(page, f"{root} .gk-choice")
    for _ in range(k):
        page.keyboard.press("Tab")
    name = page.evaluate("document.activeElement.textContent.trim()")
    assert name == found[k].description, (name, found[k].description)
    before = twin.state
    found[k].click()
    return press(page, "Enter", said(before), why=f"Enter on the button “{name}”")


def escape_said(twin: DojoKunApp, action: Any) -> Any:
    """What the page says of ``action`` played from a state (a regular expression)."""
    return lambda before: re.escape(twin.describe(before, action))


def decide(page: Page, root: str, twin: DojoKunApp, action: Any) -> list[str]:
    """Make ``action`` with the keys as a learner would, on the page and on the twin: returns
    what the live region said of it."""
    said = escape_said(twin, action)
    if isinstance(action, Place):
        if action.token != twin.token:
            if action.token == "M":
                tab_to(page, f"{root} .gk-token-M")
                press(page, " ", r".", why="Space on the button “Master”")
                twin.choose_token("M")
            else:
                pick = ("athlete", int(action.token) - 1)
                press_spot(page, root, spot_of(twin, pick), r".")
                twin.pick(pick)
            chosen = page.locator(f"{root} .gk-token-{action.token}")
            expect(chosen).to_have_class(re.compile("mod-active"), timeout=WAIT)
        before = twin.state
        index = spot_of(twin, ("slot", action.slot))
        twin.pick(("slot", action.slot))
        if twin.state is not before:
            return press_spot(page, root, index, said(before))
        press_spot(page, root, index, r".")  # several ways: they wait under the board
        return choose(page, root, twin, action)
    if isinstance(action, Seat):
        before = twin.state
        index = spot_of(twin, ("seat", action.slot))
        twin.pick(("seat", action.slot))
        return press_spot(page, root, index, said(before))
    return choose(page, root, twin, action)


def in_step(page: Page, root: str, twin: DojoKunApp) -> None:
    """Wait until the page has played as many moves as the twin, and asks the same."""
    moves = page.locator(f"{root} .gk-moves option")
    expect(moves).to_have_count(len(twin.match.actions), timeout=WAIT)
    status = re.sub(r"<[^>]+>", "", twin.status.value).replace("&#x27;", "'")
    expect(page.locator(f"{root} .gk-status")).to_have_text(status, timeout=WAIT)


def test_a_whole_game_against_the_computer_by_keys(dojo_kun: Page) -> None:
    page, lang = dojo_kun, dojo_kun.lang  # type: ignore[attr-defined]
    launcher = ".gk-launcher"
    root = f"{launcher} .gk-dojo-kun-app"
    tab_to(page, f"{launcher} .gk-start")
    page.keyboard.press("Enter")  # two seats: the learner, then the computer, at once
    expect(page.locator(f"{root} .gk-spot").first).to_be_attached(timeout=WAIT)
    twin = DojoKunApp(
        players=2, seats=("person", "computer"), seed=1, level="greedy", lang=lang,
        canvas=RecordingCanvas(),
    )  # fmt: skip
    chooser = GAME.computer("greedy", seed=2)
    tab_to(page, f"{root} .gk-spot")
    decisions = 0
    while not twin.state.is_over:
        in_step(page, root, twin)
        assert twin.actor() == 0, "the computer answers at once: the learner is to act"
        decide(page, root, twin, chooser.choose(twin.state.view(0)))
        decisions += 1
    in_step(page, root, twin)
    assert decisions > 20
    said = " ".join(heard(page))
    assert re.search(r"(tournament is over|tournoi du Lotus noir est terminé)", said)
    assert re.search(r"(wins the roll|gagne le lancer)", said)


def test_a_move_in_the_explorer_by_keys(dojo_kun: Page) -> None:
    page, lang = dojo_kun, dojo_kun.lang  # type: ignore[attr-defined]
    root = ".gk-explorer"
    code = page.locator(f"{root} .gk-code input")
    before = code.input_value()
    twin = DojoKunApp(
        GAME.from_code(before), seats=("person", "person"), lang=lang, teacher=True,
        canvas=RecordingCanvas(),
    )  # fmt: skip
    tab_to(page, f"{root} .gk-spot")
    index = spot_of(twin, ("slot", "expand"))
    said = escape_said(twin, Place("M", "expand"))(twin.state)
    press_spot(page, root, index, said)
    expect(code).not_to_have_value(before, timeout=WAIT)
