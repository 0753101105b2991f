"""The Kami page on a touch screen, by taps alone (no mouse event reaches the page): a school
tablet (810 x 1080) and a phone (390 x 844), each in English and in French, and what a screen
reader hears through the page's live region.

On one page load per screen and language:
- a swipe that starts on an exercise's board scrolls the page, and plays nothing;
- the rulebook's example stepped through with *Next* and *Back*;
- each exercise (countering a Horseman, the Master Stroke): a wrong tap, refused or said to miss
  the goal with its rule or reason; the right cards (from a twin of the exercise), praised and
  marked done; and *Show me*;
- on the tablet in English and the phone in French, a duel against the beginner from the
  launcher (its seed gives a short one), each card tapped on the board (the defense, then the
  attack; a second tap on a defense puts it back once), to the end of the game;
- on the other two, a deal played in the explorer: a lead, taken back, and another one, a
  branch made the main line;
- at the end, with the full game started, nothing of the page cut off or running past its
  right edge, and nothing a finger may tap too small for it (``touch.fits``).
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect
from test_keyboard_kami_in_voila import SEED, WORDS, card_spot, seat_name
from touch import (
    PHONE,
    TABLET,
    Finger,
    branch_then_main_line,
    fits,
    full_game_started,
    swipe_scrolls,
)

from gamekit.kami import Decline, Play
from gamekit.kami.cards import name
from widgets.kami.explorer import KamiExplorer
from widgets.kami.lessons import LESSONS, PlayLesson

pytestmark = pytest.mark.browser

CASES = [("tablet", "en", "game"), ("tablet", "fr", "explorer"), ("phone", "en", "explorer"),
         ("phone", "fr", "game")]  # fmt: skip
SCREENS = {"tablet": TABLET, "phone": PHONE}
REPLAY = ".gk-lesson-example"
GAME = ".gk-launcher"
EXPLORER = ".gk-explorer"


def step_through_the_example(finger: Finger, lang: str) -> None:
    page, word = finger.page, WORDS[lang]
    finger.tap_spot(REPLAY, 0, word["replay"])  # the replayed board plays nothing, and says so
    forward = page.locator(f"{REPLAY} .gk-next")
    finger.tap(forward, "^" + re.escape(word["step1"]))
    for step in range(2, 8):
        finger.tap(forward, rf"^{step}\. .*\({step}/7\)$")
    finger.tap(page.locator(f"{REPLAY} .gk-back"), r"\(6/7\)$")


def tap_card(finger: Finger, root: str, seat: str, card: str, mark: str, lang: str,
             answer: str) -> list[str]:  # fmt: skip
    return finger.tap_spot(root, card_spot(seat, card, mark, lang), answer)


def do_the_counter_exercise(finger: Finger, lang: str) -> None:
    page, word = finger.page, WORDS[lang]
    root = ".gk-lesson:not(.gk-lesson-example)"
    part = page.locator(root).nth(0)
    right = PlayLesson(LESSONS["counter"], lang=lang).solution()
    assert isinstance(right, Play)
    scope = _scoped(page, part, "gk-touch-counter")
    # a wrong tap: a Silver Dragon does not counter a Horseman
    silver = rf"^{seat_name('P2', lang)}, {word['card']} \d+ ?: {re.escape(name('A', lang))},"
    finger.tap_spot(scope, silver, r"\[kami\.counter\]")
    expect(part.locator(".gk-why")).to_have_class(re.compile("gk-say-refused"))
    tap_card(finger, scope, "P2", right.defense, "defense", lang, word["then_attack"])
    tap_card(finger, scope, "P2", right.attack, "attack", lang, "^" + word["well_done"])
    expect(part.locator(".gk-mark")).to_have_class(re.compile("gk-done"))
    finger.tap(part.locator(".gk-show-me"), "^" + word["show_me"])


def do_the_master_stroke_exercise(finger: Finger, lang: str) -> None:
    page, word = finger.page, WORDS[lang]
    part = page.locator(".gk-lesson:not(.gk-lesson-example)").nth(1)
    scope = _scoped(page, part, "gk-touch-master")
    twin = PlayLesson(LESSONS["master"], lang=lang)
    # a wrong try: splitting the pair is allowed, but leaves no Master Stroke, and says why
    tap_card(finger, scope, "P1", "S", "defense", lang, word["then_attack"])
    tap_card(finger, scope, "P1", "G", "attack", lang, word["miss"])
    expect(part.locator(".gk-mark")).not_to_have_class(re.compile("gk-done"))
    finger.tap(part.locator(".gk-again"))
    for _ in range(2):  # keep the pair, then lead it
        right = twin.solution()
        assert isinstance(right, Play)
        tap_card(finger, scope, "P1", right.defense, "defense", lang, word["then_attack"])
        tap_card(finger, scope, "P1", right.attack, "attack", lang, "^" + word["well_done"])
        assert twin.app.play(right)
    expect(part.locator(".gk-mark")).to_have_class(re.compile("gk-done"))
    assert "[kami.master_stroke]" in finger.heard()[-1]
    finger.tap(part.locator(".gk-show-me"), "^" + word["show_me"])


def _scoped(page: Page, part, mark: str) -> str:
    """A selector for ``part`` alone (a class given to it here): the exercises share classes."""
    part.evaluate("(e, mark) => e.classList.add(mark)", mark)
    return f".{mark}"


def play_a_full_game(finger: Finger, lang: str) -> list[str]:
    """A duel against the beginner, by taps alone; what was heard after each move."""
    page, word = finger.page, WORDS[lang]
    launcher = page.locator(GAME)
    finger.tap(launcher.locator(".widget-toggle-button", has_text=re.compile("^2$")))
    expect(launcher.locator("select")).to_have_count(4, timeout=30_000)
    launcher.locator("select").nth(3).select_option(index=0)  # the level: Beginner
    finger.type(launcher.locator("input[type=number], .widget-text input").last, str(SEED))
    finger.tap(launcher.locator(".gk-start"), f"^{word['mode']}")
    app = f"{GAME} .gk-kami-app"
    status = page.locator(f"{app} .gk-status")
    moves: list[str] = []
    put_back = False
    for _ in range(60):
        page.wait_for_function(
            "([app, mark, pass]) => [...document.querySelectorAll(app + ' .gk-spot')].some("
            "(c) => c.getAttribute('aria-label').includes(mark))"
            " || document.querySelector(app + ' .gk-choice')?.textContent.trim() === pass",
            arg=[app, word["defense"], word["pass"]],
            timeout=30_000,
        )  # a card to pick, or nothing but to pass
        defense = next((i for i, s in enumerate(finger.labels(app)) if word["defense"] in s), None)
        if defense is None:  # nothing can counter: pass, with the button above the board
            said = finger.tap(page.locator(f"{app} .gk-choice").first, "^" + word["moved"])
        else:
            finger.tap_spot(app, defense, word["then_attack"])
            if not put_back:  # a second tap on the defense puts it back
                finger.tap_spot(app, defense, word["dropped"])
                finger.tap_spot(app, defense, word["then_attack"])
                put_back = True
            said = finger.tap_spot(app, word["attack"], "^" + word["moved"])
        moves.append(said[-1])
        finger.settled(0.1)
        if re.search(word["won"], " ".join(finger.heard()[-3:])):
            break
    else:
        raise AssertionError(f"the game did not end: {status.inner_text()}")
    expect(status).to_have_text(re.compile(word["over"]), timeout=30_000)
    assert put_back and len(moves) >= 4, moves
    return moves


def branch_in_the_explorer(finger: Finger, lang: str) -> None:
    """The explorer's new deal: every player asked in turn plays the deal (a button), the first
    player leads on the board; the lead taken back, another one: a branch, made the main line.
    A twin of the explorer, made as the page makes it, says who is asked and what may lead."""
    page, word = finger.page, WORDS[lang]
    twin = KamiExplorer(lang=lang).app
    while twin.state.step == "declare":
        who = twin.game.player_names[twin.state.to_play]
        finger.tap(page.locator(f"{EXPLORER} .gk-choice").first, f"^{who} {word['plays_deal']}")
        assert twin.play(Decline())
    leader = twin.game.player_names[twin.state.to_play]
    leads = sorted({(a.defense, a.attack) for a in twin.state.legal_actions()
                    if isinstance(a, Play) and a.defense != a.attack})  # fmt: skip
    first = leads[0]
    other = next(lead for lead in leads if lead[1] != first[1])  # told apart by their attack
    for defense, attack in (first, other):
        if (defense, attack) == other:
            finger.tap(page.locator(f"{EXPLORER} .gk-undo"), ".")
        card = rf"^{leader}, .*: {re.escape(name(defense, lang))}, .*{word['defense']}"
        finger.tap_spot(EXPLORER, card, word["then_attack"])
        card = rf"^{leader}, .*: {re.escape(name(attack, lang))}, .*{word['attack']}"
        finger.tap_spot(EXPLORER, card, f"^{leader} {word['leads']}")
    moves = page.locator(f"{EXPLORER} .gk-moves select")
    branch_then_main_line(finger, moves, page.locator(f"{EXPLORER} .gk-promote"))


@pytest.mark.parametrize(("screen", "lang", "then"), CASES)
def test_the_kami_page_by_taps_alone(touch, screen: str, lang: str, then: str) -> None:
    page: Page = touch(f"kami{'.fr' if lang == 'fr' else ''}.ipynb", SCREENS[screen])
    expect(page.locator(f"{EXPLORER} .gk-spot").first).to_be_attached(timeout=90_000)
    finger = Finger(page)
    swipe_scrolls(finger, ".gk-lesson:not(.gk-lesson-example)")
    step_through_the_example(finger, lang)
    do_the_counter_exercise(finger, lang)
    do_the_master_stroke_exercise(finger, lang)
    if then == "game":
        moves = play_a_full_game(finger, lang)
        print(f"Kami on the {screen} in {lang}: a full game, {len(moves)} decisions by taps")
    else:
        branch_in_the_explorer(finger, lang)
    full_game_started(finger)
    fits(page, f"{page.url} on the {screen}")
