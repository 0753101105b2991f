"""Hostile links and codes on the pages: every game's page (``GamePage.read_link``), the landing
page (``widgets.landing.page``) and every explorer (``load``), in English and in French.

A link or a pasted code may hold anything: a real code with a number written in digits that are
not ASCII (``round=²``), a number of 5,000 digits, a megabyte, brackets nested a thousand deep,
markup. Each must get the project's message (a ``gk-error``), in the page's language, escaped,
short, quickly, and never an exception; an explorer keeps the position it showed.
"""

from __future__ import annotations

import random
import re
import time
from collections.abc import Callable
from html import unescape
from typing import Any
from urllib.parse import quote

import ipywidgets as w
import pytest

import gamekit
from widgets.dojo.explorer import DojoExplorer, ScoringTool
from widgets.dojo_kun.explorer import DojoKunExplorer
from widgets.kaito.explorer import KaitoExplorer
from widgets.kami.explorer import KamiExplorer
from widgets.landing import GAMES as CARDS
from widgets.landing import page as landing_page
from widgets.page import GamePage

GAMES = tuple(card.name for card in CARDS if card.playable)
"""The games with a page (a game's engine may come before its page)."""
LANGS = ("en", "fr")
MEGABYTE = 1 << 20
SCRIPT = "<script>alert(1)</script>"
LONGEST = 600
"""Characters of a message (its HTML): the lead sentence and a short excerpt of the input."""
SECONDS = 1.0
"""Time a hostile input may take beyond twice the opening of the same page with its real code (a
page with the real code is the baseline, so that a busy machine slows both alike)."""
LEAD = {
    "link": {"en": "cannot be read", "fr": "illisible"},
    "kaito explorer": {"en": "cannot be read", "fr": "illisible"},
}
PYTHON_SAYS = re.compile(
    r"Traceback|\b[A-Z][A-Za-z]*Error\b|invalid literal|Exceeds the limit|out of range"
    r"|object has no attribute|not subscriptable|unhashable"
)
EXPLORERS: dict[str, Callable[..., Any]] = {
    "kaito": KaitoExplorer,
    "dojo": DojoExplorer,
    "kami": KamiExplorer,
    "dojo-kun": DojoKunExplorer,
}


def midgame(name: str) -> str:
    """The code of a position a third of the way through a seeded random game."""
    game = gamekit.load(name)
    state, rng, seen = game.new_state(seed=5), random.Random(5), []
    while not state.is_over:
        seen.append(state)
        state = state.apply(rng.choice(state.legal_actions()))
    return seen[len(seen) // 3].to_code()


def spoilt(code: str, field: str | None, bad: str) -> str:
    """``code`` with the number of ``field=`` (the first number when None) written ``bad``."""
    pattern = rf"(?<=\b{field}=)[0-9]+" if field else r"[0-9]+"
    found = re.search(pattern, code)
    assert found, f"no {field or 'number'} in {code}"
    return code[: found.start()] + bad + code[found.end() :]


def hostile(name: str) -> dict[str, str]:
    """The hostile codes for game ``name``, by what is wrong with them."""
    code = midgame(name)
    codes = {
        "a '²' for a number": spoilt(code, None, "²"),
        "a '١' for a number": spoilt(code, None, "١"),
        "a number of 5,000 digits": spoilt(code, None, "9" * 5000),
        "a megabyte after a real code": code + " " + "x" * MEGABYTE,
        "a megabyte of one letter": code[0] * MEGABYTE,
        "[ nested 1,000 deep": "[" * 1000 + "]" * 1000,
        "{ nested 1,000 deep": '{"a":' * 1000 + "1" + "}" * 1000,
        "markup": SCRIPT,
        "markup in a real code": code.replace(" ", f" {SCRIPT} ", 1),
    }
    if name == "dojo":
        codes["round=²"] = spoilt(code, "round", "²")
        codes["round=١"] = spoilt(code, "round", "١")
        codes["round of 5,000 digits"] = spoilt(code, "round", "9" * 5000)
    if name == "kami":
        codes["seed=²"] = spoilt(code, "seed", "²")
        codes["seed=١"] = spoilt(code, "seed", "١")
        codes["a seed of 5,000 digits"] = spoilt(code, "seed", "9" * 5000)
    return codes


def errors_in(widget: w.Widget) -> list[str]:
    """The HTML of every error shown in ``widget``'s tree (a ``gk-error`` widget, or a
    ``gk-error`` element in an HTML widget)."""
    found = []
    value = getattr(widget, "value", None)
    if isinstance(value, str) and (
        "gk-error" in widget._dom_classes or re.search(r"""class=["']gk-error""", value)
    ):
        found.append(value)
    for child in getattr(widget, "children", ()):
        found += errors_in(child)
    return found


def timed(call: Callable[[], object]) -> float:
    """The seconds ``call`` takes."""
    start = time.perf_counter()
    call()
    return time.perf_counter() - start


def judge(
    what: str, call: Callable[[], w.Widget], lang: str, lead: str | None, baseline: float = 0.0
) -> str | None:
    """Run ``call`` (it shows a page); None if it kept the promise, else what went wrong.
    ``baseline`` is the seconds the same page takes to open with a real code."""
    start = time.perf_counter()
    try:
        shown = call()
    except Exception as err:  # noqa: BLE001 (the promise: never an exception)
        return f"{what}: raised {type(err).__name__}: {str(err)[:150]}"
    took = time.perf_counter() - start
    errors = errors_in(shown)
    if not errors:
        return f"{what}: no message shown"
    message = errors[0]
    text = unescape(re.sub(r"<[^>]+>", "", message))
    if took > 2 * baseline + SECONDS:
        return f"{what}: {took:.1f} s ({baseline:.1f} s with a real code)"
    if "<script" in message:
        return f"{what}: markup not escaped: {message[:150]!r}"
    if len(message) > LONGEST:
        return f"{what}: a {len(message):,}-character message: {message[:150]!r}…"
    if PYTHON_SAYS.search(text):
        return f"{what}: Python's words, not the project's: {text[:150]!r}"
    if lead is not None and lead not in text:
        return f"{what}: not the project's message in {lang}: {text[:150]!r}"
    return None


def why(message: str) -> str:
    """What a message says is wrong: the part after its lead sentence's colon."""
    return re.split(r"\s?: ", unescape(re.sub(r"<[^>]+>", "", message)), maxsplit=1)[-1]


def in_language(what: str, english: str, french: str) -> str | None:
    """The French message must not be the English one: the engine's reason is translated."""
    if why(english) == why(french):
        return f"{what}: the French page says it in English: {why(french)[:120]!r}"
    return None


@pytest.mark.parametrize("name", GAMES)
def test_a_games_page_reads_a_hostile_link_and_says_why_in_its_language(name: str) -> None:
    failures = []
    for problem, code in hostile(name).items():
        said = {}
        for lang in LANGS:
            page = GamePage(name, lang)

            def read(page: GamePage = page, code: str = code) -> w.Widget:
                page.read_link("pos=" + quote(code))
                return page.header

            what = f"{name}.{lang} page, link with {problem}"
            failures.append(judge(what, read, lang, LEAD["link"][lang]))
            said[lang] = (errors_in(page.header) or [""])[0]
        if all(said.values()):
            failures.append(in_language(f"{name} page, {problem}", said["en"], said["fr"]))
    failures = [f for f in failures if f]
    assert not failures, f"{len(failures)} broken promises:\n" + "\n".join(failures)


@pytest.mark.parametrize("name", GAMES)
def test_the_landing_page_opens_a_hostile_link_with_a_message(name: str) -> None:
    failures = []
    real = {"game": name, "pos": midgame(name)}
    baseline = timed(lambda: landing_page(real))
    for problem, code in hostile(name).items():
        for lang in LANGS:
            query = {"game": name, "pos": code, "lang": lang}
            what = f"landing page, {name} in {lang}, {problem}"
            opened = judge(
                what, lambda q=query: landing_page(q), lang, LEAD["link"][lang], baseline
            )
            failures.append(opened)
    failures = [f for f in failures if f]
    assert not failures, f"{len(failures)} broken promises:\n" + "\n".join(failures)


@pytest.mark.parametrize("name", GAMES)
def test_an_explorer_refuses_a_hostile_code_and_keeps_its_position(name: str) -> None:
    failures = []
    for problem, code in hostile(name).items():
        said = {}
        for lang in LANGS:
            explorer = EXPLORERS[name](midgame(name), lang=lang)
            before = _shown(explorer)
            lead = LEAD["kaito explorer"][lang] if name == "kaito" else None
            what = f"{name} explorer in {lang}, {problem}"

            def load(explorer: Any = explorer, code: str = code) -> w.Widget:
                assert explorer.load(code) is False, "the code was taken"
                return explorer.widget

            failures.append(judge(what, load, lang, lead))
            if _shown(explorer) != before:
                failures.append(f"{what}: the position changed")
            said[lang] = (errors_in(explorer.widget) or [""])[0]
        if all(said.values()):
            failures.append(in_language(f"{name} explorer, {problem}", said["en"], said["fr"]))
    failures = [f for f in failures if f]
    assert not failures, f"{len(failures)} broken promises:\n" + "\n".join(failures)


def _shown(explorer: Any) -> str:
    """The code of the position an explorer shows."""
    state = explorer.app.state if explorer.app is not None else explorer.state
    return state.to_code()


FORM_TEXT = ("²", "١", "9" * 5000, "x" * MEGABYTE, "[" * 1000, SCRIPT, "G.", "S;S;S;S;S;S;S")
"""Hostile text for the explorers' forms: the Kami set-up's hands and lines, the Dojo scoring
tool's dojo, the Kaito captures."""


@pytest.mark.parametrize("lang", LANGS)
def test_the_explorers_forms_refuse_hostile_text(lang: str) -> None:
    failures = []
    hands, rest = "SLLM", ";SSHLAGET;SSAATMGS;SSSHAGEL"
    for text in FORM_TEXT:
        for field in ("hands", "lines"):
            explorer = KamiExplorer(midgame("kami"), lang=lang)
            before = _shown(explorer)
            what = f"kami set-up in {lang}, {field} {text[:20]!r}"

            def set_up(explorer: Any = explorer, field: str = field, text: str = text) -> w.Widget:
                # the text stands for P1's hand, or for P1's line
                explorer.hands.value = (text if field == "hands" else hands) + rest
                explorer.lines.value = (text if field == "lines" else "G.H") + ";-;-;-"
                explorer.attacker.value = "P4"  # the next to play follows the hands typed
                explorer.attacker.value = "P1"  # who attacked with his line's last card
                assert explorer.set_up() is False, "the set-up was taken"
                return explorer.widget

            failures.append(judge(what, set_up, lang, None))
            if _shown(explorer) != before:
                failures.append(f"{what}: the position changed")
        tool = ScoringTool(lang=lang)
        what = f"dojo scoring tool in {lang}, dojo {text[:20]!r}"

        def score(tool: ScoringTool = tool, text: str = text) -> w.Widget:
            tool.grid.value = "T1 T2 T4 M5/C3 C2 F1 B4/M4 F2 B3 " + text  # the text as a card
            assert tool.score() is None, "the dojo was scored"
            return tool.widget

        failures.append(judge(what, score, lang, None))
        for field in ("red_hand", "black_hand"):
            explorer = KaitoExplorer(midgame("kaito"), lang=lang)
            before = _shown(explorer)
            what = f"kaito explorer in {lang}, {field} {text[:20]!r}"

            def type_in(explorer: Any = explorer, field: str = field, text: str = text) -> w.Widget:
                getattr(explorer, field).value = text
                return explorer.widget

            failures.append(judge(what, type_in, lang, None))
            if _shown(explorer) != before:
                failures.append(f"{what}: the position changed")
    failures = [f for f in failures if f]
    assert not failures, f"{len(failures)} broken promises:\n" + "\n".join(failures)
