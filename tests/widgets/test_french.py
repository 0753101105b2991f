"""French pages follow French typography, in every string they can show.

The French texts are gathered from four places: every string table of ``widgets`` (a module's
``{"key": {"en": ..., "fr": ...}}``), every game's rulebook, what the engines say along seeded
random games (refusals, hints, how the game ended, and the views' history lines and prompts), and
the French pages themselves, built as a learner opens them (their widgets' words, and each board's:
what its canvas draws, what a screen reader hears on it). Each text must have:

- the typographic apostrophe: ``l’échange``, not ``l'échange``;
- a space before ``:`` ``;`` ``?`` ``!``: ``Pioche : 12``, not ``Pioche: 12``;
- a decimal comma: ``0,2 point``, not ``0.2 points``.

Text inside ``<code>`` is notation, not French (``[dojo.goal]``), and a position code such as
``d3:T1`` is not followed by a space, so neither is checked.
"""

from __future__ import annotations

import importlib
import pkgutil
import random
import re
from collections.abc import Iterator, Mapping
from html import unescape
from typing import Any

import ipywidgets as w
import pytest

import gamekit
import widgets
from gamekit.dojo.actions import cell_name
from widgets.canvas import CanvasBoard
from widgets.dojo import app as dojo_app
from widgets.dojo import explorer as dojo_explorer
from widgets.dojo import lessons as dojo_lessons
from widgets.dojo_kun import app as dojo_kun_app
from widgets.dojo_kun import explorer as dojo_kun_explorer
from widgets.dojo_kun import lessons as dojo_kun_lessons
from widgets.kaito import app as kaito_app
from widgets.kaito import explorer as kaito_explorer
from widgets.kaito import lessons as kaito_lessons
from widgets.kami import app as kami_app
from widgets.kami import explorer as kami_explorer
from widgets.kami import lessons as kami_lessons
from widgets.shapes import Text

Texts = list[tuple[str, str]]
"""(where the text comes from, the text)."""

RULES = {
    "straight apostrophe (write ’)": re.compile(r"[A-Za-zÀ-ÿ]'[A-Za-zÀ-ÿ]"),
    "no space before : ; ? !": re.compile(r"[A-Za-zÀ-ÿ0-9)»][:;?!](?=\s|$)"),
    "decimal point (write 0,2 point)": re.compile(r"\d\.\d+ points?\b"),
}
NOT_FRENCH = re.compile(r"<(code|style)\b.*?</\1>", re.DOTALL)
TAG = re.compile(r"<[^>]+>")


def faults(texts: Texts) -> list[str]:
    """One line per fault: the rule broken, the text around it, and where it was first met (a
    fault met in many places is listed once)."""
    found: dict[tuple[str, str], str] = {}
    for where, text in texts:
        plain = unescape(TAG.sub("", NOT_FRENCH.sub(" ", text)))
        for rule, pattern in RULES.items():
            for match in pattern.finditer(plain):
                around = plain[max(0, match.start() - 40) : match.end() + 30]
                found.setdefault((rule, around), where)
    return [f"{rule}: “{around}” ({where})" for (rule, around), where in found.items()]


def check(texts: Texts) -> None:
    assert texts, "nothing was gathered"
    found = faults(texts)
    shown = found[:40] + ([f"… and {len(found) - 40} more"] if len(found) > 40 else [])
    assert not found, f"{len(found)} French typography faults:\n" + "\n".join(shown)


def test_the_check_finds_each_fault() -> None:
    bad = [
        ("a", "Le donneur n'a pas"),
        ("b", "Pioche: 12"),
        ("c", "P1 passe; P2 passe"),
        ("d", "le dojo promet 0.2 points de plus"),
    ]
    assert len(faults(bad)) == 4
    good = [
        ("a", "Le donneur n’a pas de carte ; il passe ? Oui ! Pioche : 12"),
        ("b", "0,2 point de plus, position d3:T1, <code>[a:b] x: y</code>, 10:30"),
        ("c", "<b>Pioche :</b><br>Mode Kami&nbsp;: 15"),
    ]
    assert faults(good) == []


# -- the string tables ------------------------------------------------------------------------


def _is_table(value: Any) -> bool:
    return (
        isinstance(value, Mapping)
        and bool(value)
        and all(isinstance(v, Mapping) and {"en", "fr"} <= set(v) for v in value.values())
    )


def string_tables() -> Iterator[tuple[str, Mapping[str, Mapping[str, str]]]]:
    """Every module-level string table of ``widgets``, once each, by its first name."""
    seen: set[int] = set()
    for module in pkgutil.walk_packages(widgets.__path__, "widgets."):
        found = importlib.import_module(module.name)
        for name, value in vars(found).items():
            if _is_table(value) and id(value) not in seen:
                seen.add(id(value))
                yield f"{module.name}.{name}", value


def test_string_tables() -> None:
    texts = [
        (f"{table}[{key!r}]", entry["fr"])
        for table, entries in string_tables()
        for key, entry in entries.items()
    ]
    check(texts)


# -- the rulebooks ----------------------------------------------------------------------------


@pytest.mark.parametrize("name", gamekit.names())
def test_rules(name: str) -> None:
    texts = []
    for rule in gamekit.load(name).rules.values():
        assert rule.fr, f"{rule.id} has no French"
        title, text = rule.say("fr")
        texts += [(f"rule {rule.id} (title)", title), (f"rule {rule.id}", text)]
    check(texts)


# -- what the engines and the views say along games -------------------------------------------

GAMES = [
    ("kaito", {}),
    ("dojo", {"players": 3}),
    ("dojo", {"players": 4, "variant": "white_belt"}),
    ("dojo", {"players": 5, "variant": "black_belt"}),
    ("kami", {"players": 2}),
    ("kami", {"players": 3, "mode": "lord"}),
    ("kami", {"players": 4, "mode": "kami"}),
]
HINTS = {"kaito": 6, "dojo": 40, "kami": 8}
"""About how many hints to ask for along each game (Kami's expert thinks for 0.2 s each)."""


def _views(name: str) -> Any:
    return importlib.import_module(f"widgets.{name}.words")


def _prompt(name: str, state: Any) -> str:
    words = _views(name)
    return words.status(state, "fr") if name == "kaito" else words.prompt(state, "fr")


def playout(name: str, options: dict[str, Any], seed: int) -> Texts:
    """What a random game seeded ``seed`` says in French: for each position, the prompt, the
    history line of each legal action, the refusal of some actions legal elsewhere in the game,
    now and then a hint; at the end, how it ended."""
    game, words, rng = gamekit.load(name), _views(name), random.Random(seed)
    state = game.new_state(seed=seed, **options)
    states, met = [], {}
    for _ in range(3000):
        if state.is_over:
            break
        states.append(state)
        met.update(dict.fromkeys(state.legal_actions()))
        state = state.apply(rng.choice(state.legal_actions()))
    assert state.is_over, f"{name} {options} seed {seed} did not end"
    tag = f"{name} {options} seed {seed}"
    texts = [(f"{tag}, outcome", state.outcome().reason.say("fr"))]
    every = max(1, len(states) // HINTS[name])
    pool = list(met)
    for ply, here in enumerate(states):
        at = f"{tag}, ply {ply}"
        texts.append((f"{at}, prompt", _prompt(name, here)))
        legal = set(here.legal_actions())
        for action in here.legal_actions():
            texts.append((f"{at}, history of {action}", words.describe(here, action, "fr")))
        for action in rng.sample(pool, min(12, len(pool))):
            if action not in legal:
                texts.append((f"{at}, refusal of {action}", here.why_illegal(action).say("fr")))
        if ply % every == 0:
            texts.append((f"{at}, hint", game.hint(here).say("fr")))
    return texts


@pytest.mark.parametrize(("name", "options"), GAMES, ids=lambda v: str(v) if v else "")
def test_what_games_say(name: str, options: dict[str, Any]) -> None:
    check([text for seed in (1, 2) for text in playout(name, options, seed)])


ENGINE_ONLY = [("dojo-kun", {"players": n}) for n in (1, 2, 3, 4)]
"""Games whose views are still to come: what their engines say."""


def engine_playout(name: str, options: dict[str, Any], seed: int) -> Texts:
    """What a random game's engine says in French: refusals of actions legal elsewhere in the
    game, a hint now and then, and how it ended."""
    game, rng = gamekit.load(name), random.Random(seed)
    state, states, met = game.new_state(seed=seed, **options), [], {}
    while not state.is_over:
        states.append(state)
        met.update(dict.fromkeys(state.legal_actions()))
        state = state.apply(rng.choice(state.legal_actions()))
    tag = f"{name} {options} seed {seed}"
    texts = [(f"{tag}, outcome", state.outcome().reason.say("fr"))]
    pool = list(met)
    for ply, here in enumerate(states):
        legal = set(here.legal_actions())
        for action in rng.sample(pool, min(12, len(pool))):
            if action not in legal:
                texts.append(
                    (f"{tag}, ply {ply}, refusal of {action}", here.why_illegal(action).say("fr"))
                )
        if ply % 10 == 0:
            texts.append((f"{tag}, ply {ply}, hint", game.hint(here).say("fr")))
    return texts


@pytest.mark.parametrize(("name", "options"), ENGINE_ONLY, ids=str)
def test_what_engines_say(name: str, options: dict[str, Any]) -> None:
    check([text for seed in (1, 2) for text in engine_playout(name, options, seed)])


# -- the French pages ---------------------------------------------------------------------------


def shown(widget: w.Widget, where: str) -> Texts:
    """Every string ``widget`` and its children show: HTML, labels, menus' and buttons' words."""
    texts = []
    if isinstance(widget, w.HTML | w.HTMLMath | w.Label):
        texts.append((f"{where} HTML", widget.value))
    for attribute in ("description", "placeholder", "tooltip"):
        if getattr(widget, attribute, None):
            texts.append((f"{where} {attribute}", getattr(widget, attribute)))
    for option in getattr(widget, "_options_labels", ()):
        texts.append((f"{where} option", option))
    for child in getattr(widget, "children", ()):
        texts += shown(child, where)
    return texts


def boards(thing: Any, seen: set[int] | None = None, depth: int = 0) -> Iterator[CanvasBoard]:
    """Every board a page holds, however deep in its views (each once)."""
    seen = set() if seen is None else seen
    if id(thing) in seen or depth > 4:
        return
    seen.add(id(thing))
    if isinstance(thing, CanvasBoard):
        yield thing
    values = thing.values() if isinstance(thing, dict) else getattr(thing, "__dict__", {}).values()
    for value in list(values):
        if isinstance(value, list | tuple):
            for item in value:
                yield from boards(item, seen, depth + 1)
        elif (isinstance(value, dict) or hasattr(value, "__dict__")) and (
            not isinstance(value, w.Widget) or isinstance(value, CanvasBoard)
        ):
            yield from boards(value, seen, depth + 1)


def drawn(page: Any, where: str) -> Texts:
    """What each board of ``page`` says: the texts its canvas draws, its name, its position in
    words, and what a reader hears on each of its spots."""
    texts = []
    for board in boards(page):
        for layer in board.scene().values():
            texts += [(f"{where} board", s.text) for s in layer if isinstance(s, Text)]
        texts += [(f"{where} board heard", board.name()), (f"{where} board heard", board.summary())]
        texts += [(f"{where} board heard", spot.label) for spot in board.spots()]
    return texts


def test_board_texts_are_checked() -> None:
    """A board text with no space before its colon is a fault the page check finds."""
    page = dojo_kun_app.DojoKunApp(lang="fr", players=1, seed=2)
    texts = drawn(page, "Dojo Kun solo")
    assert any(where.endswith("board") for where, _ in texts)
    assert any(where.endswith("heard") for where, _ in texts)
    assert faults([("board", "Blanc: King Hoshi")])


def french_pages() -> Iterator[tuple[str, Any]]:
    """Each game's French app, launcher, explorer and exercises, as a learner opens them."""
    seats = ("person", "computer", "computer", "computer")
    yield "Kaito app", kaito_app.KaitoApp(lang="fr", mode="black", seed=2)
    yield "Kaito explorer", kaito_explorer.KaitoExplorer(lang="fr")
    for name, lesson in kaito_lessons.LESSONS.items():
        yield f"Kaito exercise {name}", lesson(lang="fr")
    yield "Dojo app", dojo_app.DojoApp(lang="fr", seats=seats, seed=3)
    yield "Dojo launcher", dojo_app.DojoLauncher(lang="fr")
    yield "Dojo scoring tool", dojo_explorer.ScoringTool(lang="fr")
    yield "Dojo explorer", dojo_explorer.DojoExplorer(lang="fr")
    yield "Dojo placing", dojo_lessons.TrainLesson(lang="fr")
    yield "Dojo trophy", dojo_lessons.TrophyLesson(lang="fr")
    yield "Dojo challenge", dojo_lessons.ChallengeLesson(lang="fr")
    for number, puzzle in enumerate(dojo_lessons.PUZZLES, 1):
        yield f"Dojo scoring puzzle {number}", dojo_lessons.ScoringPuzzle(*puzzle, lang="fr")
    yield "Kami app", kami_app.KamiApp(lang="fr", seats=seats, seed=3, level="greedy")
    yield "Kami launcher", kami_app.KamiLauncher(lang="fr")
    yield "Kami explorer", kami_explorer.KamiExplorer(lang="fr")
    yield "Kami example", kami_lessons.ExampleReplay(lang="fr")
    for name, lesson in kami_lessons.LESSONS.items():
        yield f"Kami exercise {name}", kami_lessons.PlayLesson(lesson, lang="fr")
    yield "Dojo Kun app", dojo_kun_app.DojoKunApp(lang="fr", seats=seats[:3], players=3, seed=3)
    yield "Dojo Kun solo", dojo_kun_app.DojoKunApp(lang="fr", players=1, seed=2)
    yield "Dojo Kun launcher", dojo_kun_app.DojoKunLauncher(lang="fr")
    yield "Dojo Kun explorer", dojo_kun_explorer.DojoKunExplorer(lang="fr")
    yield "Dojo Kun lab", dojo_kun_explorer.CombatLab(lang="fr")
    yield "Dojo Kun serpentine", dojo_kun_lessons.SerpentineLesson(lang="fr")
    yield "Dojo Kun fewest Hits", dojo_kun_lessons.FewestHits(lang="fr")
    for goal in dojo_kun_lessons.STAGED_GOALS:  # Master YIN, an Adventure: a staged position
        yield f"Dojo Kun exercise {goal}", dojo_kun_lessons.StagedLesson(goal, lang="fr")


def ask(page: Any) -> None:
    """Press the buttons that explain: a hint, what is legal, a suggestion, a challenge."""
    for name in ("hint_button", "legal_button", "suggest_button", "show_me", "challenge"):
        button = getattr(page, name, None)
        if isinstance(button, w.Button) and not button.disabled:
            button.click()


def play_on(page: Any) -> None:
    """Start the launcher's game, play a few moves, answer the scoring puzzle (wrongly: the
    breakdown shows), place the exercise's tatami or trophy."""
    if hasattr(page, "begin"):
        page.begin()
    for _ in range(6):
        app = getattr(page, "app", page)
        state = getattr(app, "state", None)
        if state is None or state.is_over or not hasattr(app, "play"):
            break
        if not app.play(str(state.legal_actions()[0])):
            break
    if callable(getattr(page, "answer", None)):
        page.answer(0)
    if isinstance(page, dojo_lessons.TrophyLesson):
        slot = page.start.legal_actions()[0]
        page.try_slot(slot.line, slot.index)
    elif isinstance(page, dojo_lessons.TrainLesson):
        page.try_cell(cell_name(page.start.legal_actions()[0].cell))


def test_french_pages() -> None:
    texts = []
    for name, page in french_pages():
        for stage, do in (("opened", None), ("asked", ask), ("played on", play_on)):
            if do is not None:
                do(page)
            texts += shown(page.widget, f"{name}, {stage}")
            texts += drawn(page, f"{name}, {stage}")
    check(texts)
