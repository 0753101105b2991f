"""The Kami page as a pupil without a mouse meets it: the keyboard alone (no mouse event at all:
Tab, Shift+Tab and the arrow keys move, Enter and Space press, text is typed), at 1024x768, and
what a screen reader hears through the page's live region (``#gk-said``).

On one page load per language:
- the rulebook's example stepped through with *Next* and *Back*, each step heard;
- each exercise (countering a Horseman, the Master Stroke): a wrong try, refused or said to miss
  the goal with its rule or reason; the right one, praised and marked done; and *Show me*. The
  right cards come from a twin of the exercise made here, as the page makes it;
- a full game against the computer from the launcher: a duel against the beginner, at the
  pace "all at once" (the launcher's seed gives a short one), each card picked on the board
  (the defense, then the attack; Escape once to put a defense back), each move heard, to the
  end of the game;
- one move in the explorer.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from gamekit.kami import Decline, Play
from gamekit.kami.cards import name
from widgets.kami.explorer import KamiExplorer
from widgets.kami.lessons import LESSONS, PlayLesson

pytestmark = pytest.mark.browser

WAIT = 30_000
"""How long the page may take to answer a key (three engineers' tests share two cores)."""

SEED = 16
"""The launcher's seed for the full game: with the beginner's random moves and the first card
framed picked each time, P1 wins this duel in two deals and fifteen decisions."""

WORDS = {
    "en": {
        "then_attack": "Now pick your attack",
        "dropped": "is no longer your defense",
        "defense": "can be your defense",
        "attack": "can be your attack",
        "card": "card",
        "well_done": "Well done",
        "show_me": "A way to do it",
        "replay": "replays the rulebook",
        "step1": "1. Justin is first",
        "end_of_example": "That is the end of the example",
        "deal": "The deal: eight cards each",
        "moved": r"P1 (leads|counters|attacks|passes)",
        "won": r"wins the game",
        "over": r"wins with \d+ points",
        "pass": "Pass",
        "play_deal": "Play the deal",
        "plays_deal": "plays the deal",
        "leads": "leads",
        "open_now": "Moves open now",
        "mode": "Soldier mode",
        "miss": "no Master Stroke can end this round",
        "end": "end of deal",
    },
    "fr": {
        "then_attack": "Choisissez maintenant votre attaque",
        "dropped": "n’est plus votre défense",
        "defense": "peut être votre défense",
        "attack": "peut être votre attaque",
        "card": "carte",
        "well_done": "Bravo",
        "show_me": "Une façon de faire",
        "replay": "rejoue l’exemple de la règle",
        "step1": "1. Justin est le premier joueur",
        "end_of_example": "C’est la fin de l’exemple",
        "deal": "La donne : huit cartes chacun",
        "moved": r"J1 (ouvre|contre|attaque|passe)",
        "won": r"gagne(nt)? la partie",
        "over": r"gagne(nt)? avec \d+ points",
        "pass": "Passer",
        "play_deal": "Jouer la donne",
        "plays_deal": "joue la donne",
        "leads": "ouvre",
        "open_now": "Coups permis maintenant",
        "mode": "Mode Soldat",
        "miss": "aucun Coup de Maître ne peut finir cette manche",
        "end": "fin de la donne",
    },
}


# -- moving with the keyboard --------------------------------------------------------------


def said(page: Page) -> str:
    return page.locator("#gk-said").text_content() or ""


def heard(page: Page, pattern: str) -> str:
    """Wait until the live region says something matching ``pattern``; what it says."""
    expect(page.locator("#gk-said")).to_have_text(re.compile(pattern), timeout=WAIT)
    return said(page)


def cursor(page: Page) -> str:
    return page.evaluate("document.activeElement?.getAttribute('aria-label') || ''")


FOCUS_IN = """([part, index, inner]) => {
    const e = document.activeElement;
    const whole = document.querySelectorAll(part)[index];
    return !!(e && whole && whole.contains(e) && e.matches(inner));
}"""


def tab_to(page: Page, part: str, index: int, inner: str, *, back: bool = False) -> None:
    """Press Tab (Shift+Tab with ``back``) until the focus is on an element matching ``inner``
    inside the ``index``-th element matching ``part``."""
    for _ in range(400):
        page.keyboard.press("Shift+Tab" if back else "Tab")
        if page.evaluate(FOCUS_IN, [part, index, inner]):
            return
    raise AssertionError(f"Tab never reached {inner} in {part} #{index}")


SPOTS_JS = """(keys) => [...keys.querySelectorAll('.gk-spot')].map((c) => {
    const b = c.getBoundingClientRect();
    return [c.getAttribute('aria-label'), b.x + b.width / 2, b.y + b.height / 2];
})"""


def labels(page: Page, board: Any) -> list[str]:
    return [label for label, _, _ in board.evaluate(SPOTS_JS)]


def go_to(page: Page, board: Any, pattern: str) -> str:
    """With the cursor on ``board`` (a ``.gk-keys`` locator), move it with the arrow keys to
    the first spot whose label matches ``pattern``; that label."""
    for _ in range(60):
        page.wait_for_function(
            "([keys, pattern]) => [...keys.querySelectorAll('.gk-spot')].some("
            "(c) => new RegExp(pattern).test(c.getAttribute('aria-label')))",
            arg=[board.element_handle(), pattern],
            timeout=WAIT,
        )  # the board may still be repainting after the last key
        spots = board.evaluate(SPOTS_JS)
        here = cursor(page)
        target = next(s for s in spots if re.search(pattern, s[0]))
        if here == target[0]:
            return here
        me = next(s for s in spots if s[0] == here)
        dx, dy = target[1] - me[1], target[2] - me[2]
        if abs(dy) > 8:
            page.keyboard.press("ArrowDown" if dy > 0 else "ArrowUp")
        else:
            page.keyboard.press("ArrowRight" if dx > 0 else "ArrowLeft")
    raise AssertionError(f"the arrow keys never reached {pattern!r} (cursor on {cursor(page)!r})")


def seat_name(seat: str, lang: str) -> str:
    """A seat as the page names it: P2 in English, J2 in French."""
    return "J" + seat[1:] if lang == "fr" else seat


def card_spot(seat: str, card: str, mark: str, lang: str) -> str:
    """The label of a card of ``seat``'s hand that the board marks with ``mark``."""
    word = WORDS[lang]
    return rf"^{seat_name(seat, lang)}, {word['card']} \d+ ?: {re.escape(name(card, lang))}, .*{word[mark]}"


def press_card(page: Page, board: Any, seat: str, card: str, mark: str, lang: str) -> None:
    go_to(page, board, card_spot(seat, card, mark, lang))
    page.keyboard.press("Enter")


# -- the page's parts ------------------------------------------------------------------------

REPLAY = ".gk-lesson-example"
LESSON = ".gk-lesson:not(.gk-lesson-example)"
GAME = ".gk-launcher"
EXPLORER = ".gk-explorer"


def step_through_the_example(page: Page, lang: str) -> None:
    word = WORDS[lang]
    tab_to(page, REPLAY, 0, ".gk-keys .gk-spot")
    page.keyboard.press("Enter")  # the replayed board plays nothing, and says how to go on
    heard(page, word["replay"])
    tab_to(page, REPLAY, 0, ".gk-next", back=True)
    page.keyboard.press("Enter")
    heard(page, "^" + re.escape(word["step1"]))
    for step in range(2, 8):
        page.keyboard.press("Enter")
        heard(page, rf"^{step}\. .*\({step}/7\)$")
    page.keyboard.press("Enter")  # the end: Next stays under the keyboard, and says so
    heard(page, rf"\(7/7\) {word['end_of_example']}")
    page.keyboard.press("Shift+Tab")
    assert page.evaluate(FOCUS_IN, [REPLAY, 0, ".gk-back"]), "Back is right before Next"
    for step in range(6, -1, -1):
        page.keyboard.press("Enter")
        heard(page, rf"\({step}/7\)$")
    assert said(page).startswith(word["deal"])


def do_the_counter_exercise(page: Page, lang: str) -> None:
    word = WORDS[lang]
    part = page.locator(LESSON).nth(0)
    board = part.locator(".gk-keys")
    twin = PlayLesson(LESSONS["counter"], lang=lang)
    right = twin.solution()
    assert isinstance(right, Play)
    tab_to(page, LESSON, 0, ".gk-keys .gk-spot")
    # a wrong try: a Silver Dragon does not counter a Horseman
    go_to(
        page,
        board,
        rf"^{seat_name('P2', lang)}, {word['card']} \d+ ?: {re.escape(name('A', lang))},",
    )
    page.keyboard.press("Enter")
    heard(page, r"\[kami\.counter\]")
    expect(part.locator(".gk-why")).to_have_class(re.compile("gk-say-refused"), timeout=WAIT)
    # the right one: the defense, then the attack
    press_card(page, board, "P2", right.defense, "defense", lang)
    heard(page, word["then_attack"])
    press_card(page, board, "P2", right.attack, "attack", lang)
    heard(page, "^" + word["well_done"])
    expect(part.locator(".gk-mark")).to_have_class(re.compile("gk-done"), timeout=WAIT)
    # Show me, from the buttons above the board
    tab_to(page, LESSON, 0, ".gk-show-me", back=True)
    page.keyboard.press("Enter")
    heard(page, "^" + word["show_me"])


def do_the_master_stroke_exercise(page: Page, lang: str) -> None:
    word = WORDS[lang]
    part = page.locator(LESSON).nth(1)
    board = part.locator(".gk-keys")
    twin = PlayLesson(LESSONS["master"], lang=lang)
    tab_to(page, LESSON, 1, ".gk-keys .gk-spot")
    # a wrong try: splitting the pair is allowed, but leaves no Master Stroke, and says why
    press_card(page, board, "P1", "S", "defense", lang)
    heard(page, word["then_attack"])
    press_card(page, board, "P1", "G", "attack", lang)
    heard(page, word["miss"])
    expect(part.locator(".gk-mark")).not_to_have_class(re.compile("gk-done"))
    # Start again, and a move the rules refuse, typed: the lead cannot pass
    tab_to(page, LESSON, 1, ".gk-again", back=True)
    page.keyboard.press("Enter")
    tab_to(page, LESSON, 1, "input.gk-typed")
    page.keyboard.type("pass")
    page.keyboard.press("Enter")
    heard(page, r"\[kami\.lead\]")
    page.keyboard.press("Control+A")
    page.keyboard.type("?")  # the moves open now, in the notation the field reads
    page.keyboard.press("Enter")
    heard(page, rf"^{word['open_now']} \(7\).*S/G")
    # the right way, two decisions: keep the pair, then lead it
    tab_to(page, LESSON, 1, ".gk-keys .gk-spot", back=True)
    for _ in range(2):
        right = twin.solution()
        assert isinstance(right, Play)
        press_card(page, board, "P1", right.defense, "defense", lang)
        heard(page, word["then_attack"])
        press_card(page, board, "P1", right.attack, "attack", lang)
        heard(page, "^" + word["well_done"])
        assert twin.app.play(right)
    expect(part.locator(".gk-mark")).to_have_class(re.compile("gk-done"), timeout=WAIT)
    assert "[kami.master_stroke]" in said(page)
    tab_to(page, LESSON, 1, ".gk-show-me", back=True)
    page.keyboard.press("Enter")
    heard(page, "^" + word["show_me"])


def play_a_full_game(page: Page, lang: str) -> list[str]:
    """A duel against the beginner, by the keys alone; what was heard after each move."""
    word = WORDS[lang]
    launcher = page.locator(GAME)
    tab_to(page, GAME, 0, ".widget-toggle-button")
    while page.evaluate("document.activeElement.textContent.trim()") != "2":
        page.keyboard.press("Tab")
    page.keyboard.press("Enter")  # two players
    expect(launcher.locator("select")).to_have_count(
        4, timeout=WAIT
    )  # two seats, the mode, the level
    tab_to(page, GAME, 0, "select")
    for _ in range(3):  # the seats and the mode as they are: P2 the computer, Soldier mode
        page.keyboard.press("Tab")
    page.keyboard.press("Home")  # the level: the first, Beginner (one change, not two)
    expect(launcher.locator("select").nth(3)).to_have_value(re.compile("^(Beginner|Débutant)"))
    page.keyboard.press("Tab")
    page.keyboard.press("Control+A")
    page.keyboard.type(str(SEED))
    tab_to(page, GAME, 0, ".gk-start")
    page.keyboard.press("Enter")
    heard(page, f"^{word['mode']}")  # the new game, its target and what it waits for
    app = launcher.locator(".gk-kami-app")
    board = app.locator(".gk-keys")
    status = app.locator(".gk-status")
    expect(board.locator(".gk-spot").first).to_be_attached(timeout=WAIT)
    tab_to(page, GAME, 0, ".gk-keys .gk-spot")
    moves: list[str] = []
    escaped = False
    for _ in range(60):
        before = said(page)
        page.wait_for_function(
            "([app, mark, pass]) => [...app.querySelectorAll('.gk-spot')].some("
            "(c) => c.getAttribute('aria-label').includes(mark))"
            " || app.querySelector('.gk-choice')?.textContent.trim() === pass",
            arg=[app.element_handle(), word["defense"], word["pass"]],
            timeout=WAIT,
        )  # a card to pick, or nothing but to pass
        spots = labels(page, board)
        defense = next((s for s in spots if word["defense"] in s), None)
        if defense is None:  # nothing can counter: pass, with the button above the board
            tab_to(page, GAME, 0, ".gk-choice", back=True)
            assert page.evaluate("document.activeElement.textContent.trim()") == word["pass"]
            page.keyboard.press("Enter")
        else:
            go_to(page, board, re.escape(defense))
            page.keyboard.press("Enter")
            heard(page, word["then_attack"])
            if not escaped:  # put it back, and pick it again
                page.keyboard.press("Escape")
                heard(page, word["dropped"])
                expect(board.locator(f".gk-spot[aria-label='{defense}']")).to_be_attached()
                page.keyboard.press("Enter")
                heard(page, word["then_attack"])
                escaped = True
            go_to(page, board, word["attack"])
            page.keyboard.press("Enter")
        expect(page.locator("#gk-said")).not_to_have_text(before, timeout=WAIT)
        moves.append(heard(page, "^" + word["moved"]))
        if re.search(word["won"], moves[-1]):
            break
        expect(board.locator(f".gk-spot[aria-label*='{word['attack']}']")).to_have_count(0)
        if defense is None:
            tab_to(page, GAME, 0, ".gk-keys .gk-spot")
    else:
        raise AssertionError(f"the game did not end: {status.inner_text()}")
    expect(status).to_have_text(re.compile(word["over"]), timeout=WAIT)
    assert escaped and len(moves) >= 4, moves
    assert any(word["end"] in m for m in moves), moves  # a deal's end and score are heard
    return moves


def move_in_the_explorer(page: Page, lang: str) -> None:
    """The explorer opens a new deal: every player in turn is asked whether he shows five
    Soldiers (a button above the board: "Play the deal"), then the first player leads, on the
    board. A twin of the explorer, made as the page makes it, says who is asked."""
    word = WORDS[lang]
    board = page.locator(EXPLORER).locator(".gk-keys")
    twin = KamiExplorer(lang=lang).app
    tab_to(page, EXPLORER, 0, ".gk-choice")
    while twin.state.step == "declare":
        assert page.evaluate("document.activeElement.textContent.trim()") == word["play_deal"]
        page.keyboard.press("Enter")
        who = twin.game.player_names[twin.state.to_play]
        heard(page, f"^{who} {word['plays_deal']}")
        assert twin.play(Decline())
    leader = twin.game.player_names[twin.state.to_play]
    tab_to(page, EXPLORER, 0, ".gk-keys .gk-spot")
    go_to(page, board, rf"^{leader}, .*{word['defense']}")
    page.keyboard.press("Enter")
    heard(page, word["then_attack"])
    go_to(page, board, word["attack"])
    page.keyboard.press("Enter")
    heard(page, f"^{leader} {word['leads']}")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_kami_page_by_keyboard_alone(server: str, keyboard_only: Page, lang: str) -> None:
    page = keyboard_only
    suffix = ".fr" if lang == "fr" else ""
    page.goto(f"{server}/voila/render/kami{suffix}.ipynb", timeout=60_000)
    expect(page.locator(f"{EXPLORER} .gk-keys .gk-spot").first).to_be_attached(timeout=60_000)
    step_through_the_example(page, lang)
    do_the_counter_exercise(page, lang)
    do_the_master_stroke_exercise(page, lang)
    play_a_full_game(page, lang)
    move_in_the_explorer(page, lang)
