"""What a tournament decision set off, in words: the rolls and fights that followed it, and the
tournament's end.

A decision in the tournament (a prediction, a Wound, a seat...) carries the game on to the next
decision, and on the way the dice roll for every fight that waits for nobody: a screen reader
must hear those rolls and who went on, as a sighted player sees them on the Combat board and
the bracket. The engine lists the states a decision passed through
(:func:`gamekit.dojo_kun.tournament.unfolded`); this module says what changed from each to the
next. The history line and the live region say it after the decision itself.

>>> import random
>>> from gamekit.dojo_kun import GAME
>>> state, rng = GAME.new_state(seed=1, players=2), random.Random(1)
>>> while state.step != "predict":
...     state = state.apply(rng.choice(state.legal_actions()))
>>> said = news(state, state.legal_actions()[0], ("P1", "P2"))
>>> said[0].startswith("Quarter-final 1, ") and "wins the roll" in said[0]
True
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise
from typing import Any

from gamekit.dojo_kun import combat, tournament
from gamekit.dojo_kun.state import DojoKunState, Entrant
from widgets.dojo_kun.pictures.combat import _split_roll
from widgets.dojo_kun.spoken import entrant_words
from widgets.dojo_kun.words import STRINGS, fight_name, outcome_text, verdict
from widgets.i18n import Table, colon, say

NEWS: Table = {
    "roll": {
        "en": "{fight}, {white} against {black}{colon}{verdict}",
        "fr": "{fight}, {white} contre {black}{colon}{verdict}",
    },
    "wins": {"en": "{name} wins the fight.", "fr": "{name} gagne le combat."},
    "goes_on": {
        "en": "{fight}{colon}{name} goes on without a fight.",
        "fr": "{fight}{colon}{name} passe sans combattre.",
    },
    "both_out": {
        "en": "{fight}{colon}{white} and {black} are both out of dice and leave the tournament.",
        "fr": "{fight}{colon}{white} et {black} n’ont plus de dés et quittent tous deux le "
        "tournoi.",
    },
    "over": {
        "en": "The {tournament} is over: {champion} is the champion.",
        "fr": "Le {tournament} est terminé : {champion} est champion.",
    },
    "no_champion": {
        "en": "The {tournament} is over, with no champion.",
        "fr": "Le {tournament} est terminé, sans champion.",
    },
    "prestige": {"en": "Prestige: {items}.", "fr": "Prestige : {items}."},
    "game_over": {"en": "The game is over: {outcome}", "fr": "La partie est terminée : {outcome}"},
    "gain": {"en": "{who} {n:+d} (now {total})", "fr": "{who} {n:+d} ({total} en tout)"},
}
"""The words of what a decision set off."""


def news(state: DojoKunState, action: Any, names: Sequence[str], lang: str = "en") -> list[str]:
    """What ``action``, a legal decision in ``state``, set off: each roll with its result, each
    fight decided without a decision, the tournament's end with its champion, and the Prestige
    won on the way; a sentence each. Nothing for a decision of the prelude (the history line
    says what it gave), nor for a view of the game (it cannot be played on)."""
    if state.tournament is None or state.step == "place" or state.seed is None:
        return []
    try:
        passed = tournament.unfolded(state, action)
    except Exception:  # noqa: BLE001 (an action the state refuses has set off nothing)
        return []
    said: list[str] = []
    for before, after in pairwise(passed):
        said += step_news(before, after, names, lang)
    return said


def step_news(
    before: DojoKunState, after: DojoKunState, names: Sequence[str], lang: str
) -> list[str]:
    """What one step carried out without a decision changed."""
    t = before.tournament
    if t is None:
        return []
    ended = after.season != before.season or after.step == "over"
    if ended and t.fight >= tournament.FIGHTS:
        return _end_news(before, after, names, lang)
    now = after.tournament
    if now is None or now.fight == t.fight and now.roll == t.roll:
        return []  # a draw, a seat, a Wound skipped: the bracket says it
    said: list[str] = []
    fight = fight_name(t.fight, lang)
    white, black = tournament.pair(t, t.fight)
    c = colon(lang)
    if now.roll != t.roll and white is not None and black is not None:
        fighters = tournament._fighters(before)
        roll = _split_roll(now, fighters)
        if roll is not None:
            result = combat.resolve_round(*fighters, *roll[0], *roll[1])
            said.append(
                say(
                    NEWS,
                    "roll",
                    lang,
                    fight=_capital(fight),
                    white=entrant_words(before, white, names, lang),
                    black=entrant_words(before, black, names, lang),
                    colon=c,
                    verdict=verdict(result.combat, lang),
                )
            )
    if now.fight > t.fight:
        winner = _went_on(now, t.fight)
        if winner is not None and said:
            said.append(say(NEWS, "wins", lang, name=entrant_words(before, winner, names, lang)))
        elif winner is not None and white is not None and black is not None:
            name = entrant_words(before, winner, names, lang)
            said.append(say(NEWS, "goes_on", lang, fight=_capital(fight), colon=c, name=name))
        elif white is not None and black is not None and white in now.dropped:
            said.append(
                say(
                    NEWS,
                    "both_out",
                    lang,
                    fight=_capital(fight),
                    colon=c,
                    white=entrant_words(before, white, names, lang),
                    black=entrant_words(before, black, names, lang),
                )
            )
    gains = _gains(before, after, names, lang)
    return said + ([gains] if gains and said else [])


def _end_news(
    before: DojoKunState, after: DojoKunState, names: Sequence[str], lang: str
) -> list[str]:
    """The tournament's end: its champion, and the Prestige each Dojo won."""
    t = before.tournament
    assert t is not None
    name = say(STRINGS, ("white_lotus_tournament", "black_lotus_tournament")[before.season], lang)
    if lang == "fr":  # "Le tournoi du Lotus blanc"; "The White Lotus tournament"
        name = name[:1].lower() + name[1:]
    champion = t.rounds[-1][0]
    if champion is None:
        said = [say(NEWS, "no_champion", lang, tournament=name)]
    else:
        who = entrant_words(before, champion, names, lang)
        said = [say(NEWS, "over", lang, tournament=name, champion=who)]
    gains = _gains(before, after, names, lang)
    said += [gains] if gains else []
    if after.is_over:  # the second tournament ends the game: who won, and by how much
        said.append(say(NEWS, "game_over", lang, outcome=outcome_text(after, lang)))
    return said


def _went_on(t: Any, fight: int) -> Entrant | None:
    """Who went on from fight ``fight`` (None: nobody, or not yet)."""
    level, index = tournament._where(fight)
    return t.rounds[level + 1][index]


def _gains(before: DojoKunState, after: DojoKunState, names: Sequence[str], lang: str) -> str:
    """The Prestige each Dojo (and the Skull Dojo, alone) won from ``before`` to ``after``."""
    items = []
    for p, (was, now) in enumerate(zip(before.dojos, after.dojos, strict=True)):
        if now.prestige != was.prestige:
            n = now.prestige - was.prestige
            items.append(say(NEWS, "gain", lang, who=names[p], n=n, total=now.prestige))
    if after.skull_prestige != before.skull_prestige:
        from widgets.dojo_kun.pictures.style import word

        n = after.skull_prestige - before.skull_prestige
        items.append(
            say(NEWS, "gain", lang, who=word("skull", lang), n=n, total=after.skull_prestige)
        )
    return say(NEWS, "prestige", lang, items=", ".join(items)) if items else ""


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]
