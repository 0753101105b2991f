"""What the Dojo Kun views say: along seeded random games at 1 to 4 players (and a game whose
rolls are set by hand), every prompt and the history line of every legal action read in words,
in English and French, never in the engine's notation, and French follows French typography;
a history line names the athlete and his activity; the rulebook's Medved and Takashi roll reads
right step by step; cards, athletes, odds and the Prestige count are said in both languages."""

from __future__ import annotations

import dataclasses
import random
import re
import time
from typing import Any

import pytest

import gamekit
from gamekit.dojo_kun import DojoKunState, Place, Roll, Sacrifice
from gamekit.dojo_kun.activities import KIND
from gamekit.dojo_kun.combat import (
    Fighter,
    combat_odds,
    fight_odds,
    register,
    resolve_combat,
    resolve_round,
    roll_dice,
    roll_red,
)
from gamekit.dojo_kun.data import ADVENTURES, ATHLETES, EQUIPMENT, SPECIAL_MOVES
from gamekit.dojo_kun.scoring import prestige
from gamekit.dojo_kun.state import STEPS, Member
from gamekit.dojo_kun.tournament import fighter, pair
from widgets.dojo_kun import words
from widgets.i18n import say

GAME = gamekit.load("dojo-kun")

# -- the checks ---------------------------------------------------------------------------------

FRENCH = {
    "straight apostrophe (write ’)": re.compile(r"[A-Za-zÀ-ÿ]'[A-Za-zÀ-ÿ]"),
    "no space before : ; ? !": re.compile(r"[A-Za-zÀ-ÿ0-9)»][:;?!](?=\s|$)"),
    "decimal point (write 0,2 point)": re.compile(r"\d\.\d+ points?\b"),
}
"""The rules of ``tests/widgets/test_french.py`` (``RULES``), copied: that module can't be
imported by name from here (``widgets.test_french`` is taken by the ``widgets`` package)."""

TAG = re.compile(r"<[^>]+>")

NOTATION = {
    "a slot id": re.compile(r"\b(athlete|train|equipment|move|adventure)[1-4]\b"),
    "a count like x2": re.compile(r"\bx\d\b"),
    "a token and slot": re.compile(
        r"\bM (athlete\d|equipment\d|expand\b|accelerate\b)|\b[1-4] (rest|yin|yang|help)\b"
    ),
    "a tournament action": re.compile(
        r"\b(send|reserve|give|seat|predict|advance|wound|sacrifice|roll) "
        r"(\d|white|black|tiger|crane|bear|cobra|P\d)\b"
    ),
    "a choice word": re.compile(r"\b(tiger|crane|bear|cobra|waterfall|yang|yin|ki)\b"),
    "a quote": re.compile(r"[«»“”]|(^|[\s(])'|'($|[\s).,;:])"),
}
"""The engine's notation (``M athlete2 bear``, ``1 adventure3 x2``, ``predict white`` in quotes,
``(give P1)``), which a learner must never read."""


def notation(text: str) -> list[str]:
    """What in ``text`` is engine notation, by kind."""
    return [kind for kind, pattern in NOTATION.items() if pattern.search(text)]


def french_faults(text: str) -> list[str]:
    plain = TAG.sub("", text)
    return [rule for rule, pattern in FRENCH.items() if pattern.search(plain)]


def check(where: str, en: str, fr: str) -> list[str]:
    """Faults of one sentence said in both languages: empty, notation, French typography."""
    found = []
    for lang, text in (("en", en), ("fr", fr)):
        if not isinstance(text, str) or not text.strip():
            found.append(f"{where} ({lang}): empty")
            continue
        found += [f"{where} ({lang}): {kind}: {text!r}" for kind in notation(text)]
    found += [f"{where}: {rule}: {fr!r}" for rule in french_faults(fr)]
    return found


def test_the_checks_find_notation_and_bad_french() -> None:
    assert notation("P1 plays 'M athlete2 bear'") == [
        "a slot id",
        "a token and slot",
        "a choice word",
        "a quote",
    ]
    assert notation("P1 sends athlete 1 (give P1) x2") == ["a count like x2", "a tournament action"]
    assert notation("« predict white »") == ["a tournament action", "a quote"]
    assert notation("P2's Takashi trains on the Dojo's starting equipment: +1 Tiger") == []
    assert french_faults("Le Maître de P1 admet Oeng: Ki 4 l'athlète") == [
        "straight apostrophe (write ’)",
        "no space before : ; ? !",
    ]
    assert french_faults("Le Maître de P1 admet Oeng (Ki 4) : l’athlète, 47,5 %") == []


# -- along seeded games -------------------------------------------------------------------------

GAMES = [(n, seed) for n in (1, 2, 3, 4) for seed in (1, 2, 3)]

ACTIVITY = {
    "train": ("trains on", "s’entraîne sur"),
    "waterfall": ("Mystic Waterfalls", "Cascades mystiques"),
    "help": ("helps the village", "aide le village"),
    "first": ("First Player", "Premier joueur"),
    "yang": ("Master YANG", "Maître YANG"),
    "yin": ("Master YIN", "Maître YIN"),
    "move": ("Special Move", "Coup spécial"),
    "adventure": ("completes", "réussit"),
    "admit": ("admits", "admet"),
    "equipment": ("Training Equipment", "équipement d’entraînement"),
    "expand": ("expands the Dojo", "agrandit le Dojo"),
    "accelerate": ("accelerates training", "accélère l’entraînement"),
    "rest": ("rests", "reste sur"),
}
"""The words that name each activity in its history line, English and French."""


def random_roll(state: DojoKunState, rng: random.Random) -> Roll:
    """A roll of the fight in progress drawn like the engine draws it (the dice, then a red die
    per Harmful Attack), for a game whose rolls are set by hand."""
    t = state.tournament
    assert t is not None
    white, black = (fighter(state, e) for e in pair(t, t.fight))  # type: ignore[arg-type]
    faces = roll_dice(white, rng), roll_dice(black, rng)
    harmful = register(white, faces[0]).harmful + register(black, faces[1]).harmful
    return Roll(faces[0], faces[1], tuple(roll_red(rng) for _ in range(harmful)))


def history_faults(state: DojoKunState, action: Any, en: str, fr: str) -> list[str]:
    """A placement's line names the athlete (or the Master) and the activity."""
    if not isinstance(action, Place):
        return []
    p = state.to_play
    assert p is not None
    kind = "rest" if action.slot == "rest" else KIND[action.slot]
    if action.token == "M":
        names = ("Master", "Maître")
    else:
        name = ATHLETES[state.member(p, int(action.token) - 1).card].name
        names = (name, name)
    found = []
    for text, who, what in zip((en, fr), names, ACTIVITY[kind], strict=True):
        if who not in text or what not in text:
            found.append(f"{action}: {text!r} does not name {who!r} and {what!r}")
    return found


def playout(players: int, seed: int, chance: str = "seeded") -> tuple[list[str], set[str]]:
    """Every fault of what a random game says, and the steps and activities it went through."""
    rng = random.Random(seed)
    state = GAME.new_state(seed=seed, players=players, chance=chance)
    faults: list[str] = []
    met: set[str] = set()
    for ply in range(3000):
        if state.is_over:
            break
        tag = f"{players}P seed {seed} ply {ply}"
        met.add(state.step)
        faults += check(f"{tag} prompt", words.prompt(state), words.prompt(state, "fr"))
        faults += check(f"{tag} stage", words.stage_text(state), words.stage_text(state, "fr"))
        if state.step == "roll":
            chosen = random_roll(state, rng)
            actions: Any = [chosen, *state.legal_actions()[:2]]
        else:
            actions = state.legal_actions()
            chosen = rng.choice(actions)
        for action in actions:
            en, fr = words.describe(state, action), words.describe(state, action, "fr")
            faults += check(f"{tag} history of {action}", en, fr)
            faults += history_faults(state, action, en, fr)
            if isinstance(action, Place):
                met.add("rest" if action.slot == "rest" else KIND[action.slot])
        view = state.view(state.to_play)
        if words.describe(view, chosen) != words.describe(state, chosen):
            faults.append(f"{tag}: the history of {chosen} differs in a player's view")
        state = state.apply(chosen)
    assert state.is_over, f"{players}P seed {seed} did not end"
    faults += check("the end", words.prompt(state), words.prompt(state, "fr"))
    assert words.prompt(state) == words.outcome_text(state) == state.outcome().reason.say("en")
    for p in range(players):
        html = (words.prestige_html(state, p), words.prestige_html(state, p, "fr"))
        faults += check(f"P{p + 1}'s Prestige", *html)
        total = str(prestige(state, p).total).replace("-", "−")
        assert f"<b>Total: {total}</b>" in html[0] and f"<b>Total : {total}</b>" in html[1]
    return faults, met


@pytest.mark.parametrize(("players", "seed"), GAMES, ids=lambda v: str(v))
def test_what_a_game_says(players: int, seed: int) -> None:
    faults, _ = playout(players, seed)
    shown = faults[:30] + ([f"… and {len(faults) - 30} more"] if len(faults) > 30 else [])
    assert not faults, f"{len(faults)} faults:\n" + "\n".join(shown)


def test_every_step_and_activity_is_said() -> None:
    met: set[str] = set()
    for players, seed in GAMES:
        met |= playout(players, seed)[1]
    faults, rolled = playout(2, 5, chance="chosen")
    assert not faults, "\n".join(faults[:30])
    met |= rolled
    assert set(STEPS) - {"over"} <= met
    assert set(KIND.values()) - {"adventure"} <= met and "rest" in met


# -- lines that random games rarely reach --------------------------------------------------------


def test_a_hogo_card_names_the_reward_and_the_ability_level() -> None:
    state = GAME.new_state(seed=3, players=2)
    p = state.to_play
    assert p is not None
    king_hoshi = Member(5, (2, 1, 1, 0), 6)  # a Bandit card gives him a level
    state = dataclasses.replace(
        state.with_member(p, 0, king_hoshi), adventure_row=("hogo_saru",), turn=2
    )
    said = {
        str(a): (words.describe(state, a), words.describe(state, a, "fr"))
        for a in state.legal_actions()
        if isinstance(a, Place) and a.slot == "adventure1"
    }
    newcomer = ATHLETES[state.offer_athletes[0]].name  # type: ignore[index]
    en, fr = said["1 adventure1 athlete1 bear tiger"]
    assert en == (
        "P2's King Hoshi completes HOGO: SARU NO DOJO (3 Ki): +1 Prestige, +1 Tiger (his "
        f"ability), and {newcomer} joins the Dojo, choosing +1 Bear (Ki 0)"
    )
    assert fr.startswith("King Hoshi (J2) réussit HOGO : SARU NO DOJO (3 Ki) : +1 Prestige")
    en, fr = said["1 adventure1 equipment1 cobra"]
    assert en.endswith(", +1 Cobra (his ability), and takes Training Equipment 1 (+1 Tiger)")
    for key, (en, fr) in said.items():
        assert not check(key, en, fr)


def test_lord_vegan_sacrifice_and_the_kid_keep_their_names() -> None:
    state = GAME.new_state(seed=3, players=2)
    p = state.to_play
    assert p is not None
    state = state.with_member(p, 0, Member(17, (1, 1, 0, 2), 4))
    sacrifice = Sacrifice(0, "tiger")
    assert sacrifice in state.legal_actions()
    assert words.describe(state, sacrifice) == (
        "P2's Lord Vegan gives up 2 Ki for a Tiger level (Lord Vegan's ability)"
    )
    assert words.prompt(state, "fr").endswith(" Lord Vegan peut aussi céder 2 Ki contre un niveau.")
    state = state.with_member(p, 0, Member(13, (1, 0, 0, 1), 3))
    assert words.describe(state, Place("1", "yang", ("tiger",))) == (
        "The Kid (P2) learns the Tiger Secret Technique from Master YANG (1 Ki): +1 Hit on "
        "every roll"
    )


# -- the serpentine ------------------------------------------------------------------------------

MEDVED = Fighter(dice={"grey": 3, "blue": 2, "red": 1}, ki=3, moves=("KYODAI TEISHUTSU",))
TAKASHI = Fighter(dice={"red": 3, "green": 2, "blue": 1}, ki=2, moves=("HYAKU KEN", "TEISHUTSU"))


def test_the_rulebook_example_first_roll_reads_step_by_step() -> None:
    # tests/engine/test_dojo_kun_combat.py: Medved white, Takashi black, HYAKU KEN's red die
    # takes Medved's Hit; the roll is a draw, 0 Hits to 0.
    result = resolve_round(MEDVED, TAKASHI, (0, 2, 2, 4, 4, 4), (4, 4, 3, 4, 0, 4), black_red=[0])
    assert words.serpentine_steps(result.combat) == [
        "Black's 1 Jump cancels 1 of White's 3 Holds: 2 left.",
        "White's 2 remaining Holds cancel all of Black's 2 Blocks.",
        "Black has no Blocks left, White no Hits.",
        "White has no Jumps, Black no Holds.",
        "Black has no Holds: White keeps 7 Blocks.",
        "White's 7 Blocks cancel all of Black's 7 Hits.",
    ]
    assert words.serpentine_steps(result.combat, "fr") == [
        "Le Saut du noir annule une des 3 Prises du blanc : il en reste 2.",
        "Les 2 Prises restantes du blanc annulent les 2 Parades du noir.",
        "Le noir n’a plus de Parade, le blanc pas de Coup.",
        "Le blanc n’a pas de Saut, le noir pas de Prise.",
        "Le noir n’a pas de Prise : le blanc garde 7 Parades.",
        "Les 7 Parades du blanc annulent les 7 Coups du noir.",
    ]
    assert words.verdict(result.combat) == "0 Hits each: a draw."
    assert words.serpentine_text(result.combat, "fr").endswith("0 Coup partout : égalité.")


def test_the_rulebook_example_second_roll_is_won_by_the_great_submission() -> None:
    result = resolve_combat(
        {"hit": 3, "block": 4, "hold": 2, "submission": "kyodai_teishutsu"},
        {"hit": 5, "block": 2, "hold": 2, "submission": "teishutsu"},
    )
    assert words.verdict(result) == "3 Hits each, but White's Great Submission wins the draw."
    assert words.verdict(result, "fr") == (
        "3 Coups partout, mais la Grande Soumission du blanc remporte l’égalité."
    )


def test_every_serpentine_case_reads_in_both_languages() -> None:
    rng = random.Random(7)
    for _ in range(300):
        sides = [{s: rng.randrange(4) for s in ("hit", "block", "hold", "jump")} for _ in "wb"]
        result = resolve_combat(*sides)
        en, fr = words.serpentine_text(result), words.serpentine_text(result, "fr")
        assert not check(f"{sides}", en, fr)
        assert len(words.serpentine_steps(result)) == 6
        assert " 1 Holds" not in en and " 1 Prises" not in fr and " 2 Hit " not in en


# -- odds, cards, athletes, labels ----------------------------------------------------------------


def test_odds_are_percentages_with_a_decimal_comma_in_french() -> None:
    odds = combat_odds({"dice": {"red": 1}}, {"dice": {"blue": 1}})
    assert words.odds_text(odds) == "White wins 38.9%, black wins 2.8%, draw 58.3% (a new roll)."
    assert words.odds_text(odds, "fr") == (
        "Le blanc gagne 38,9 %, le noir gagne 2,8 %, égalité 58,3 % (nouveau lancer)."
    )
    fight = fight_odds({"dice": {"red": 2}}, {"dice": {"red": 2}}, policy="most_dice")
    assert words.odds_text(fight, "fr") == (
        "Le blanc gagne 44,5 %, le noir gagne 44,5 %, les deux abandonnent 11,0 %."
    )
    assert words.percent(0.475, "fr") == "47,5 %"


def test_every_card_is_said_in_both_languages() -> None:
    cards: list[tuple[int | str, str | None]] = [(n, "athlete") for n in ATHLETES]
    cards += [(n, "equipment") for n in EQUIPMENT]
    cards += [(k, None) for k in (*SPECIAL_MOVES, *ADVENTURES)]
    faults = []
    for card, kind in cards:
        en, fr = words.card_text(card, "en", kind), words.card_text(card, "fr", kind)
        faults += check(f"card {card}", en, fr)
    assert not faults, "\n".join(faults)
    assert words.card_text(16, kind="athlete") == (
        "Naboo Kho: 2 levels of your choice, in different disciplines; Ki 2; worth 1 Prestige point"
    )
    assert words.card_text(17, kind="equipment") == (
        "Training Equipment 17: pay 2 Ki per level of your choice, as often as you like; worth "
        "0 Prestige points"
    )
    with pytest.raises(ValueError):
        words.card_text(5)


def test_an_athlete_and_the_offer_in_words() -> None:
    member = Member(2, (1, 0, 0, 2), 3, ("cobra",), ("hyaku_ken",), (0, 0, 0, 1))
    assert words.athlete_text(member) == (
        "Takashi: Tiger 1, Cobra 2 (Dan 3); Ki 3; Secret Techniques: Cobra; Special Moves: "
        "HYAKU KEN; Wounds: Cobra 1"
    )
    state = GAME.new_state(seed=3, players=2)
    for slot in ("athlete1", "equipment1", "move1", "adventure1"):
        assert not check(slot, words.offer_text(state, slot), words.offer_text(state, slot, "fr"))
    assert words.offer_text(state, "move3") == "" and words.offer_text(state, "waterfall") == ""
    assert words.token_name(state, 1, "M", "fr") == "Maître"
    assert words.token_name(state, 1, "2") == "Athlete 2"


def test_the_labels_are_there_in_both_languages() -> None:
    wanted = {"place", "undo", "redo", "hint", "new_game", "roll", "next_step", "show_me",
              "start_again", "village", "dojo", "tournament", "combat", "turn", "white_lotus",
              "black_lotus", *(f"legend_{s}" for s in ("hit", "block", "hold", "jump", "ki")),
              *(f"legend_{c}" for c in ("red", "blue", "grey", "green", "white", "black"))}  # fmt: skip
    assert wanted <= set(words.STRINGS)
    faults = []
    for name in ("STRINGS", "WORDS", "SLOT_LABELS"):
        for key, entry in getattr(words, name).items():
            assert entry["en"] and entry["fr"], f"{name}[{key!r}]"
            faults += [f"{name}[{key!r}]: {r}" for r in french_faults(entry["fr"])]
    assert not faults, "\n".join(faults)
    assert say(words.STRINGS, "white_lotus", "fr") == "Lotus blanc"
    assert [words.symbol(s, "fr") for s in ("hit", "block", "hold", "jump", "ki")] == [
        "Coup",
        "Parade",
        "Prise",
        "Saut",
        "Ki",
    ]
    for slot in KIND:
        assert not notation(words.slot_name(slot)) and not notation(words.slot_name(slot, "fr"))


def test_the_words_are_quick() -> None:
    start = time.perf_counter()
    playout(4, 9)
    assert time.perf_counter() - start < 5
