"""The prelude's activities, one slot kind at a time: what each needs, the choices it asks, and
what it does. :mod:`gamekit.dojo_kun.prelude` places the tokens and keeps the turn order; it calls
three functions of this module for each (token, slot):

* :func:`ways`: every list of choices that carries the activity out whole, in a fixed order
  (empty: the activity can't be chosen now, ``dojo_kun.place.fulfil``);
* :func:`why_not`: None exactly for those choices, else the most specific rule broken;
* :func:`resolve`: the state once the activity is carried out (the token's placement itself is
  recorded by the prelude).

Choices, in the order they are written after the slot:

* ``trainN``: ``a`` or ``b`` where the tile shows two options, then one discipline per level of
  your choice; tile 17: one discipline per level bought (2 Ki each), at least one, in the order
  tiger, crane, bear, cobra;
* ``moveN``: ``ki``, or ``level`` and the discipline that loses it;
* ``yang``: the Secret Technique's discipline; ``yin``: the discipline losing a level, then the
  two gaining one (in discipline order);
* ``adventureN``: ``x2``, ``x3``... to pay a Journey several times (nothing: once); for a HOGO
  card, the reward (``athleteN`` and that athlete's levels, or ``equipmentN``); last, for King
  Hoshi (a Bandit card) or Sun W. Kong (a Journey), the discipline of his level;
* ``athleteN``: the card's free levels (different disciplines, in discipline order), then in
  turn 3 the bonus level;
* the others ask for none.

>>> from gamekit.dojo_kun.game import GAME
>>> state = GAME.new_state(seed=3, players=2)
>>> turn = Turn(state, state.to_play)
>>> ways(turn, "1", "yin")  # the Senpai has 1 Ki; Master YIN costs 2
[]
>>> print(why_not(turn, "1", "yin", ("tiger", "tiger", "tiger")))
Li Yun Dai has 1 Ki; Master YIN costs 2. [dojo_kun.athlete.ki]
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from functools import lru_cache
from itertools import pairwise

from gamekit.core import Reason
from gamekit.dojo_kun.data import (
    ADVENTURES,
    ATHLETES,
    DISCIPLINES,
    EQUIPMENT,
    EXPANSIONS,
    HELP_VILLAGE,
    LEVEL_CAP,
    NAMES,
    ROW,
    SPECIAL_MOVES,
    TECHNIQUES,
    TURN_BONUS,
    WATERFALL_KI,
    YIN,
    Gain,
)
from gamekit.dojo_kun.rules import reason
from gamekit.dojo_kun.state import DojoKunState, Member

Choices = tuple[str, ...]

IDX = {d: i for i, d in enumerate(DISCIPLINES)}

MOVE_SLOTS = tuple(f"move{i}" for i in range(1, ROW + 1))
ADVENTURE_SLOTS = tuple(f"adventure{i}" for i in range(1, ROW + 1))
SINGLE = frozenset({"waterfall", "help", "first", "yang", "yin", *MOVE_SLOTS, *ADVENTURE_SLOTS})
"""The village's single circles: one token the whole turn, whoever's (``dojo_kun.place.single``)."""

KIND = {
    "waterfall": "waterfall",
    "waterfall+": "waterfall",
    "help": "help",
    "help+": "help",
    "first": "first",
    "yang": "yang",
    "yin": "yin",
    **{s: "move" for s in MOVE_SLOTS},
    **{s: "adventure" for s in ADVENTURE_SLOTS},
    **{f"athlete{i}": "admit" for i in (1, 2, 3, 4)},
    **{f"equipment{i}": "equipment" for i in (1, 2, 3)},
    **{f"train{i}": "train" for i in (1, 2, 3, 4)},
    "expand": "expand",
    "accelerate": "accelerate",
}
"""Each slot's activity."""


def _slot_names() -> dict[str, tuple[str, str]]:
    names = {
        "waterfall": ("the Mystic Waterfalls' single circle", "le cercle simple des Cascades "
                      "mystiques"),
        "waterfall+": ("the Mystic Waterfalls' common area", "la zone commune des Cascades "
                       "mystiques"),
        "help": ("the single circle of Helping the village", "le cercle simple d’Aider le "
                 "village"),
        "help+": ("the common area of Helping the village", "la zone commune d’Aider le village"),
        "first": ("Becoming First Player", "l’emplacement Devenir Premier joueur"),
        "yang": ("Master YANG", "le Maître YANG"),
        "yin": ("Master YIN", "le Maître YIN"),
        "expand": ("Expand your Dojo", "l’emplacement Agrandir le Dojo"),
        "accelerate": ("Accelerate training", "l’emplacement Accélérer l’entraînement"),
    }  # fmt: skip
    for i in range(1, ROW + 1):
        names[f"move{i}"] = (f"Special Move card {i}", f"la carte Coup spécial {i}")
        names[f"adventure{i}"] = (f"Adventure card {i}", f"la carte Aventure {i}")
    for i in (1, 2, 3, 4):
        names[f"athlete{i}"] = (f"athlete card {i} on offer", f"la carte athlète {i} proposée")
        names[f"train{i}"] = (f"your equipment slot {i}", f"votre emplacement d’équipement {i}")
    for i in (1, 2, 3):
        names[f"equipment{i}"] = (
            f"Training Equipment {i} on offer",
            f"l’équipement d’entraînement {i} proposé",
        )
    return names


SLOT_NAMES = _slot_names()
"""Each slot as a sentence names it, in English and French."""


# -- the turn so far ------------------------------------------------------------------------------


class Turn:
    """What the placements of this turn leave for ``player``: the single circles taken (by whom),
    his Dojo's equipment slots used, and which card each Special Move and Adventure slot shows.

    A card taken from a row leaves a gap until the end of the turn: the slots keep naming the
    row as it was when the turn began (a taken card's slot is in ``taken``)."""

    __slots__ = ("adventures", "dojo", "moves", "player", "state", "taken", "trained")

    def __init__(self, state: DojoKunState, player: int) -> None:
        self.state = state
        self.player = player
        self.dojo = state.dojos[player]
        taken: dict[str, tuple[int, str]] = {}
        for p, entries in enumerate(state.placed):
            for token, slot in entries:
                if slot in SINGLE:
                    taken.setdefault(slot, (p, token))
        self.taken = taken
        self.trained = {slot: t for t, slot in state.placed[player] if slot.startswith("train")}
        self.moves = _row(state.move_row, "move", taken)
        self.adventures = _row(state.adventure_row, "adventure", taken)


def _row(row: tuple[str, ...], prefix: str, taken: dict) -> dict[str, tuple[int, str] | None]:
    """Each slot of a row: (index in the row, card), or None (no card, or taken this turn)."""
    out: dict[str, tuple[int, str] | None] = {}
    k = 0
    for i in range(1, ROW + 1):
        slot = f"{prefix}{i}"
        if slot in taken:
            out[slot] = None
            continue
        out[slot] = (k, row[k]) if k < len(row) else None
        k += 1
    return out


# -- athletes, levels, Ki -------------------------------------------------------------------------


def name(member: Member) -> str:
    return ATHLETES[member.card].name


def ki_gain(card: int, n: int) -> int:
    """The Ki an athlete really gains when an activity gives ``n``: none for Kumiko and King Rhal
    (``dojo_kun.ability.no_ki``), 1 more for Kazama Fan (``dojo_kun.ability.ki_bonus``)."""
    if n <= 0:
        return 0
    ability = ATHLETES[card].ability
    if ability == "no_ki":
        return 0
    return n + 1 if ability == "ki_bonus" else n


def _plus(levels: tuple[int, ...], discs: Choices) -> tuple[int, ...] | None:
    """``levels`` with a level more in each of ``discs``; None if one would pass the cap."""
    lv = list(levels)
    for d in discs:
        i = IDX[d]
        lv[i] += 1
        if lv[i] > LEVEL_CAP:
            return None
    return tuple(lv)


def _over(levels: tuple[int, ...], discs: Choices) -> str | None:
    """The first of ``discs`` that would pass the cap."""
    lv = list(levels)
    for d in discs:
        lv[IDX[d]] += 1
        if lv[IDX[d]] > LEVEL_CAP:
            return d
    return None


@lru_cache(maxsize=8192)
def picks(
    levels: tuple[int, ...], k: int, distinct: bool = False, lo: int = 0
) -> tuple[Choices, ...]:
    """Every way to gain ``k`` levels within the cap, disciplines in order (``distinct``: each in a
    different discipline)."""
    if k == 0:
        return ((),)
    out: list[Choices] = []
    for i in range(lo, len(DISCIPLINES)):
        if levels[i] < LEVEL_CAP:
            lv = list(levels)
            lv[i] += 1
            for rest in picks(tuple(lv), k - 1, distinct, i + 1 if distinct else i):
                out.append((DISCIPLINES[i], *rest))
    return tuple(out)


def _in_order(discs: Choices, distinct: bool = False) -> bool:
    ranks = [IDX[d] for d in discs]
    return all(a < b if distinct else a <= b for a, b in pairwise(ranks))


def _all_disciplines(words: Choices) -> bool:
    return all(w in IDX for w in words)


def _example(token: str, slot: str, choices: Choices) -> str:
    return " ".join((token, slot, *choices))


def _d(d: str, lang: str = "en") -> str:
    return NAMES[lang][d]


def _gain_text(gain: Gain, lang: str) -> str:
    parts = []
    for key, n in gain.items():
        if key in IDX:
            parts.append(f"+{n} {_d(key, lang)}")
        elif key == "level":
            parts.append(f"+{n} level of your choice" if lang == "en" else f"+{n} niveau au choix")
        elif key == "ki":
            parts.append(f"+{n} Ki")
        elif key == "prestige":
            parts.append(f"+{n} Prestige")
        elif key == "pay_ki":
            parts.append(f"pay {n} Ki" if lang == "en" else f"payer {n} Ki")
    return ", ".join(parts)


def _cost_text(cost: Gain, lang: str) -> str:
    ki, level = cost.get("ki", 0), cost.get("level", 0)
    if lang == "en":
        parts = ([f"{ki} Ki"] if ki else []) + (["a level"] if level else [])
        return " and ".join(parts)
    parts = ([f"{ki} Ki"] if ki else []) + (["un niveau"] if level else [])
    return " et ".join(parts)


def _cap(member_name: str, d: str) -> Reason:
    return reason(
        "dojo_kun.level.cap",
        f"{member_name} would go above level {LEVEL_CAP} in {_d(d)}: no Discipline goes higher.",
        f"{member_name} dépasserait le niveau {LEVEL_CAP} en {_d(d, 'fr')} : aucune discipline "
        "ne va plus haut.",
    )


def _short_of_ki(member: Member, what: tuple[str, str], cost: int) -> Reason:
    return reason(
        "dojo_kun.athlete.ki",
        f"{name(member)} has {member.ki} Ki; {what[0]} costs {cost}.",
        f"{name(member)} a {member.ki} Ki ; {what[1]} en coûte {cost}.",
    )


def _no_choice(rule: str, slot: str, token: str) -> Reason:
    en, fr = SLOT_NAMES[slot]
    return reason(
        rule,
        f"{en[0].upper()}{en[1:]} asks for no choice: '{token} {slot}'.",
        f"{fr[0].upper()}{fr[1:]} ne demande aucun choix : « {token} {slot} ».",
    )


def _taken(turn: Turn, slot: str) -> Reason:
    p, token = turn.taken[slot]
    other = turn.state.dojos[p].athletes[int(token) - 1]
    who = name(other) if other is not None else f"Athlete {token}"
    en, fr = SLOT_NAMES[slot]
    return reason(
        "dojo_kun.place.single",
        f"{who} (P{p + 1}) is already on {en} this turn: a single circle holds only one token.",
        f"{who} (P{p + 1}) est déjà sur {fr} ce tour-ci : un cercle simple n’accueille qu’un "
        "seul pion.",
    )


# -- Training (trainN) ---------------------------------------------------------------------------


def _fixed(gain: Gain) -> Choices:
    """The levels an option gives in named disciplines."""
    return tuple(d for d in DISCIPLINES for _ in range(gain.get(d, 0)))


def _only_ki(gain: Gain) -> bool:
    return "ki" in gain and set(gain) <= {"ki", "pay_ki"}


def _ways_train(turn: Turn, token: str, slot: str, m: Member) -> list[Choices]:
    i = int(slot[5:]) - 1
    equipment = turn.dojo.equipment
    if i >= len(equipment) or equipment[i] is None or slot in turn.trained:
        return []
    tile = EQUIPMENT[equipment[i]]
    out: list[Choices] = []
    letters = ("a", "b") if len(tile.options) == 2 else ("",)
    no_ki = ATHLETES[m.card].ability == "no_ki"
    for letter, option in zip(letters, tile.options, strict=True):
        if no_ki and _only_ki(option):
            continue
        head = (letter,) if letter else ()
        pay = option.get("pay_ki", 0)
        if tile.repeat:
            for k in range(1, m.ki // pay + 1):
                found = picks(m.levels, k * option.get("level", 0))
                if not found:
                    break
                out.extend(head + c for c in found)
            continue
        if m.ki < pay:
            continue
        levels = _plus(m.levels, _fixed(option))
        if levels is None:
            continue
        out.extend(head + c for c in picks(levels, option.get("level", 0)))
    return out


def _why_train(turn: Turn, token: str, slot: str, m: Member, choices: Choices) -> Reason | None:
    i = int(slot[5:]) - 1
    equipment = turn.dojo.equipment
    if i >= len(equipment):
        return reason(
            "dojo_kun.setup.spaces",
            f"Your Dojo has {len(equipment)} equipment slots: there is no {slot} (expanding the "
            "Dojo adds one).",
            f"Votre Dojo a {len(equipment)} emplacements d’équipement : il n’y a pas de {slot} "
            "(l’agrandir en ajoute un).",
        )
    if equipment[i] is None:
        return reason(
            "dojo_kun.athlete.train",
            f"Equipment slot {i + 1} of your Dojo is empty: there is nothing to train on.",
            f"L’emplacement d’équipement {i + 1} de votre Dojo est vide : il n’y a rien pour "
            "s’entraîner.",
        )
    if slot in turn.trained:
        other = turn.dojo.athletes[int(turn.trained[slot]) - 1]
        who = name(other) if other is not None else "an athlete"
        return reason(
            "dojo_kun.athlete.train",
            f"{who} has already trained on equipment slot {i + 1} this turn: a Training "
            "Equipment takes one athlete a turn.",
            f"{who} s’est déjà entraîné sur l’emplacement d’équipement {i + 1} ce tour-ci : un "
            "équipement d’entraînement ne sert qu’à un athlète par tour.",
        )
    number = equipment[i]
    tile = EQUIPMENT[number]
    title = ("the starting equipment", "l’équipement de départ") if number > 100 else (
        f"tile {number}", f"la tuile {number}"
    )  # fmt: skip
    if len(tile.options) == 2:
        if not choices or choices[0] not in ("a", "b"):
            a, b = (_gain_text(o, "en") for o in tile.options)
            fa, fb = (_gain_text(o, "fr") for o in tile.options)
            return reason(
                "dojo_kun.athlete.train",
                f"{title[0][0].upper()}{title[0][1:]} gives one option or the other: write 'a' "
                f"({a}) or 'b' ({b}) after '{slot}'.",
                f"{title[1][0].upper()}{title[1][1:]} donne une option ou l’autre : écrivez « a » "
                f"({fa}) ou « b » ({fb}) après « {slot} ».",
            )
        option = tile.options[0 if choices[0] == "a" else 1]
        rest = choices[1:]
    else:
        option = tile.options[0]
        rest = choices
        if rest and rest[0] in ("a", "b"):
            return reason(
                "dojo_kun.athlete.train",
                f"{title[0][0].upper()}{title[0][1:]} has a single option ({_gain_text(option, 'en')}"
                "): no 'a' or 'b'.",
                f"{title[1][0].upper()}{title[1][1:]} n’a qu’une option "
                f"({_gain_text(option, 'fr')}) : ni « a » ni « b ».",
            )
    if ATHLETES[m.card].ability == "no_ki" and _only_ki(option):
        return reason(
            "dojo_kun.ability.no_ki",
            f"{name(m)} can't gain Ki, and this training gives only Ki.",
            f"{name(m)} ne peut pas gagner de Ki, et cet entraînement ne donne que du Ki.",
        )
    pay = option.get("pay_ki", 0)
    if tile.repeat:
        if not rest or not _all_disciplines(rest):
            return reason(
                "dojo_kun.athlete.train",
                f"Tile {number} sells levels for {pay} Ki each: name one discipline per level "
                f"you buy, at least one (e.g. '{token} {slot} tiger').",
                f"La tuile {number} vend des niveaux à {pay} Ki pièce : nommez une discipline "
                f"par niveau acheté, au moins une (par ex. « {token} {slot} tiger »).",
            )
        if m.ki < pay * len(rest):
            n = len(rest)
            return _short_of_ki(
                m,
                (f"buying {n} level{'s' if n > 1 else ''} at tile {number}",
                 f"acheter {'un niveau' if n == 1 else f'{n} niveaux'} à la tuile {number}"),
                pay * n,
            )  # fmt: skip
        if not _in_order(rest):
            return _order(token, slot, choices, len(choices) - len(rest))
        over = _over(m.levels, rest)
        return _cap(name(m), over) if over else None
    if m.ki < pay:
        return _short_of_ki(m, (title[0], title[1]), pay)
    fixed = _fixed(option)
    over = _over(m.levels, fixed)
    if over:
        return _cap(name(m), over)
    free = option.get("level", 0)
    if len(rest) != free or not _all_disciplines(rest):
        if free:
            return reason(
                "dojo_kun.athlete.train",
                f"This training gives a level of your choice: name its discipline (e.g. "
                f"'{_example(token, slot, choices[: len(choices) - len(rest)] + ('tiger',))}').",
                f"Cet entraînement donne un niveau au choix : nommez sa discipline (par ex. "
                f"« {_example(token, slot, choices[: len(choices) - len(rest)] + ('tiger',))} »).",
            )
        return reason(
            "dojo_kun.athlete.train",
            f"This training gives {_gain_text(option, 'en')}: no discipline to choose.",
            f"Cet entraînement donne {_gain_text(option, 'fr')} : pas de discipline à choisir.",
        )
    levels = _plus(m.levels, fixed)
    assert levels is not None
    over = _over(levels, rest)
    return _cap(name(m), over) if over else None


def _order(token: str, slot: str, choices: Choices, skip: int) -> Reason:
    head, tail = choices[:skip], choices[skip:]
    good = head + tuple(sorted(tail, key=IDX.__getitem__))
    rule = {"yin": "dojo_kun.athlete.yin", "train": "dojo_kun.athlete.train"}.get(
        KIND[slot], "dojo_kun.master.admit_levels"
    )
    return reason(
        rule,
        f"Write the levels in the order Tiger, Crane, Bear, Cobra: '{_example(token, slot, good)}'.",
        f"Écrivez les niveaux dans l’ordre Tigre, Grue, Ours, Cobra : "
        f"« {_example(token, slot, good)} ».",
    )


def _do_train(turn: Turn, token: str, slot: str, choices: Choices) -> DojoKunState:
    state, player = turn.state, turn.player
    space = int(token) - 1
    m = state.member(player, space)
    tile = EQUIPMENT[turn.dojo.equipment[int(slot[5:]) - 1]]  # type: ignore[index]
    if len(tile.options) == 2:
        option, rest = tile.options[0 if choices[0] == "a" else 1], choices[1:]
    else:
        option, rest = tile.options[0], choices
    times = len(rest) if tile.repeat else 1
    levels = _plus(m.levels, _fixed(option) + rest)
    assert levels is not None
    ability = ATHLETES[m.card].ability
    ki = m.ki - option.get("pay_ki", 0) * times + ki_gain(m.card, option.get("ki", 0))
    if ability == "train_ki":
        ki += ki_gain(m.card, 1)
    prestige = option.get("prestige", 0) + (ability == "train_prestige")
    state = state.with_member(player, space, dataclasses.replace(m, levels=levels, ki=ki))
    if prestige:
        state = state.with_dojo(player, prestige=state.dojos[player].prestige + prestige)
    return state


# -- Special Moves (moveN) -----------------------------------------------------------------------


def _ways_move(turn: Turn, token: str, slot: str, m: Member) -> list[Choices]:
    card = turn.moves[slot]
    if card is None or card[1] in m.all_moves:
        return []
    out: list[Choices] = []
    for cost in SPECIAL_MOVES[card[1]].costs:
        if m.ki < cost.get("ki", 0):
            continue
        if cost.get("level"):
            out.extend(("level", d) for d in DISCIPLINES if m.level(d) > 0)
        else:
            out.append(("ki",))
    return out


def _why_move(turn: Turn, token: str, slot: str, m: Member, choices: Choices) -> Reason | None:
    if slot in turn.taken:
        return _taken(turn, slot)
    card = turn.moves[slot]
    if card is None:
        return reason(
            "dojo_kun.athlete.special_move",
            f"The Special Moves row has no card {slot[4:]}.",
            f"La rangée des Coups spéciaux n’a pas de carte {slot[4:]}.",
        )
    move = SPECIAL_MOVES[card[1]]
    if move.key in m.all_moves:
        return reason(
            "dojo_kun.athlete.special_move",
            f"{name(m)} already knows {move.name}.",
            f"{name(m)} connaît déjà {move.name}.",
        )
    by_ki = next(c for c in move.costs if not c.get("level"))
    by_level = next(c for c in move.costs if c.get("level"))
    if choices == ("ki",):
        cost = by_ki
    elif len(choices) == 2 and choices[0] == "level" and choices[1] in IDX:
        cost = by_level
    else:
        return reason(
            "dojo_kun.athlete.special_move",
            f"{move.name} costs {_cost_text(by_ki, 'en')} ('{token} {slot} ki') or "
            f"{_cost_text(by_level, 'en')} ('{token} {slot} level' and the discipline losing "
            "it).",
            f"{move.name} coûte {_cost_text(by_ki, 'fr')} (« {token} {slot} ki ») ou "
            f"{_cost_text(by_level, 'fr')} (« {token} {slot} level » et la discipline qui le "
            "perd).",
        )
    if m.ki < cost.get("ki", 0):
        return _short_of_ki(
            m,
            (f"learning {move.name} this way", f"apprendre {move.name} de cette façon"),
            cost.get("ki", 0),
        )
    if cost.get("level") and m.level(choices[1]) == 0:
        return _no_level(m, choices[1])
    return None


def _no_level(m: Member, d: str) -> Reason:
    return reason(
        "dojo_kun.level.lose",
        f"{name(m)} has no {_d(d)} level to lose.",
        f"{name(m)} n’a pas de niveau en {_d(d, 'fr')} à perdre.",
    )


def _do_move(turn: Turn, token: str, slot: str, choices: Choices) -> DojoKunState:
    state, player = turn.state, turn.player
    space = int(token) - 1
    m = state.member(player, space)
    index, key = turn.moves[slot]  # type: ignore[misc]
    move = SPECIAL_MOVES[key]
    if choices == ("ki",):
        cost = next(c for c in move.costs if not c.get("level"))
    else:
        cost = next(c for c in move.costs if c.get("level"))
        m = m.with_level(choices[1], -1)
    m = dataclasses.replace(m, ki=m.ki - cost.get("ki", 0), moves=(*m.moves, key))
    row = state.move_row
    state = state.with_member(player, space, m)
    return state._with(move_row=row[:index] + row[index + 1 :])


# -- Mystic Waterfalls, Helping the village, First Player ---------------------------------------


def _ways_waterfall(turn: Turn, token: str, slot: str, m: Member) -> list[Choices]:
    if slot in turn.taken or ATHLETES[m.card].ability == "no_ki":
        return []
    return [()]


def _why_waterfall(turn: Turn, token: str, slot: str, m: Member, choices: Choices) -> Reason | None:
    if slot in turn.taken:
        return _taken(turn, slot)
    if ATHLETES[m.card].ability == "no_ki":
        return reason(
            "dojo_kun.ability.no_ki",
            f"{name(m)} can't gain Ki, and the Mystic Waterfalls give only Ki.",
            f"{name(m)} ne peut pas gagner de Ki, et les Cascades mystiques ne donnent que du Ki.",
        )
    return _no_choice("dojo_kun.athlete.waterfalls", slot, token) if choices else None


def _do_waterfall(turn: Turn, token: str, slot: str, choices: Choices) -> DojoKunState:
    space = int(token) - 1
    m = turn.state.member(turn.player, space)
    gain = ki_gain(m.card, WATERFALL_KI[slot == "waterfall+"])
    return turn.state.with_member(turn.player, space, dataclasses.replace(m, ki=m.ki + gain))


def _ways_open(turn: Turn, token: str, slot: str, m: Member | None) -> list[Choices]:
    return [] if slot in turn.taken else [()]


def _why_help(turn: Turn, token: str, slot: str, m: Member, choices: Choices) -> Reason | None:
    if slot in turn.taken:
        return _taken(turn, slot)
    return _no_choice("dojo_kun.athlete.help_village", slot, token) if choices else None


def _do_help(turn: Turn, token: str, slot: str, choices: Choices) -> DojoKunState:
    state, player = turn.state, turn.player
    space = int(token) - 1
    m = state.member(player, space)
    gain = HELP_VILLAGE[slot == "help+"]
    m = dataclasses.replace(m, ki=m.ki + ki_gain(m.card, gain.get("ki", 0)))
    state = state.with_member(player, space, m)
    return state.with_dojo(player, prestige=state.dojos[player].prestige + gain["prestige"])


def _why_first(turn: Turn, token: str, slot: str, m: Member, choices: Choices) -> Reason | None:
    if slot in turn.taken:
        return _taken(turn, slot)
    return _no_choice("dojo_kun.athlete.first_player", slot, token) if choices else None


def _do_first(turn: Turn, token: str, slot: str, choices: Choices) -> DojoKunState:
    """The First Player counter passes at once (the turn in progress goes on clockwise from the
    placer); the lowest free Reservation tile too, unless the Dojo holds one."""
    state, player = turn.state._with(first=turn.player), turn.player
    if state.dojos[player].reservation is None and state.reservations:
        tile = min(state.reservations)
        state = state.with_dojo(player, reservation=tile)
        state = state._with(reservations=tuple(t for t in state.reservations if t != tile))
    return state


# -- Master YANG, Master YIN ---------------------------------------------------------------------


def yang_cost(m: Member, d: str) -> int:
    """A Secret Technique's Ki; The Kid pays 1 less (``dojo_kun.ability.yang_discount``)."""
    cost = TECHNIQUES[d].ki
    if ATHLETES[m.card].ability == "yang_discount":
        cost = max(0, cost - 1)
    return cost


def _ways_yang(turn: Turn, token: str, slot: str, m: Member) -> list[Choices]:
    if slot in turn.taken:
        return []
    return [
        (d,) for d in turn.state.techniques if d not in m.techniques and m.ki >= yang_cost(m, d)
    ]


def _why_yang(turn: Turn, token: str, slot: str, m: Member, choices: Choices) -> Reason | None:
    if slot in turn.taken:
        return _taken(turn, slot)
    left = turn.state.techniques
    if not left:
        return reason(
            "dojo_kun.athlete.yang",
            "No Secret Technique is left at Master YANG this season.",
            "Il ne reste aucune Technique secrète chez le Maître YANG cette saison.",
        )
    en = ", ".join(_d(d) for d in left)
    fr = ", ".join(_d(d, "fr") for d in left)
    if len(choices) != 1 or choices[0] not in IDX:
        return reason(
            "dojo_kun.athlete.yang",
            f"Name the Secret Technique to take, by its discipline (left: {en}), e.g. "
            f"'{token} yang {left[0]}'.",
            f"Nommez la Technique secrète à prendre par sa discipline (il reste : {fr}), par "
            f"ex. « {token} yang {left[0]} ».",
        )
    d = choices[0]
    if d not in left:
        return reason(
            "dojo_kun.athlete.yang",
            f"The {_d(d)} Technique has already been taken this season; left: {en}.",
            f"La Technique {_of_fr(d)} a déjà été prise cette saison ; il reste : {fr}.",
        )
    if d in m.techniques:
        return reason(
            "dojo_kun.athlete.yang",
            f"{name(m)} already holds the {_d(d)} Technique: one of each kind at most.",
            f"{name(m)} a déjà la Technique {_of_fr(d)} : une de chaque sorte au plus.",
        )
    cost = yang_cost(m, d)
    if m.ki < cost:
        return _short_of_ki(m, (f"the {_d(d)} Technique", f"la Technique {_of_fr(d)}"), cost)
    return None


def _of_fr(d: str) -> str:
    """« du Tigre », « de la Grue », « de l’Ours », « du Cobra »: the discipline after « de »."""
    return {"tiger": "du Tigre", "crane": "de la Grue", "bear": "de l’Ours", "cobra": "du Cobra"}[d]


def _do_yang(turn: Turn, token: str, slot: str, choices: Choices) -> DojoKunState:
    state, player = turn.state, turn.player
    space, d = int(token) - 1, choices[0]
    m = state.member(player, space)
    held = tuple(t for t in DISCIPLINES if t in m.techniques or t == d)
    m = dataclasses.replace(m, ki=m.ki - yang_cost(m, d), techniques=held)
    state = state.with_member(player, space, m)
    return state._with(techniques=tuple(t for t in state.techniques if t != d))


def _ways_yin(turn: Turn, token: str, slot: str, m: Member) -> list[Choices]:
    if slot in turn.taken or m.ki < YIN["ki"]:
        return []
    out: list[Choices] = []
    for i, d in enumerate(DISCIPLINES):
        if m.levels[i] > 0:
            lv = list(m.levels)
            lv[i] -= 1
            out.extend((d, *g) for g in picks(tuple(lv), YIN["gain"]))
    return out


def _why_yin(turn: Turn, token: str, slot: str, m: Member, choices: Choices) -> Reason | None:
    if slot in turn.taken:
        return _taken(turn, slot)
    if m.ki < YIN["ki"]:
        return _short_of_ki(m, ("Master YIN", "le Maître YIN"), YIN["ki"])
    if len(choices) != 1 + YIN["gain"] or not _all_disciplines(choices):
        return reason(
            "dojo_kun.athlete.yin",
            "Master YIN asks for three disciplines: the level lost, then the two gained (e.g. "
            f"'{token} yin tiger crane crane').",
            "Le Maître YIN demande trois disciplines : le niveau perdu, puis les deux gagnés "
            f"(par ex. « {token} yin tiger crane crane »).",
        )
    if m.level(choices[0]) == 0:
        return _no_level(m, choices[0])
    if not _in_order(choices[1:]):
        return _order(token, slot, choices, 1)
    lv = list(m.levels)
    lv[IDX[choices[0]]] -= 1
    over = _over(tuple(lv), choices[1:])
    return _cap(name(m), over) if over else None


def _do_yin(turn: Turn, token: str, slot: str, choices: Choices) -> DojoKunState:
    space = int(token) - 1
    m = turn.state.member(turn.player, space).with_level(choices[0], -1)
    for d in choices[1:]:
        m = m.with_level(d, 1)
    m = dataclasses.replace(m, ki=m.ki - YIN["ki"])
    return turn.state.with_member(turn.player, space, m)


# -- new athletes and equipment (athleteN, equipmentN, and the HOGO rewards) --------------------


@lru_cache(maxsize=512)
def admit_ways(card: int, turn: int) -> tuple[Choices, ...]:
    """The level choices of an athlete admitted in prelude turn ``turn``: his free levels (on
    different disciplines, ``dojo_kun.master.admit_levels``), then the turn's bonus level."""
    athlete = ATHLETES[card]
    base = tuple(athlete.levels[d] for d in DISCIPLINES)
    out: list[Choices] = []
    for free in picks(base, athlete.free_levels, True):
        levels = _plus(base, free)
        assert levels is not None
        out.extend(free + b for b in picks(levels, TURN_BONUS[turn].get("level", 0)))
    return tuple(out)


def new_member(card: int, turn: int, choices: Choices) -> Member:
    """An athlete just admitted: his card's levels and Ki, his chosen levels, the turn bonus."""
    athlete = ATHLETES[card]
    levels = _plus(tuple(athlete.levels[d] for d in DISCIPLINES), choices)
    assert levels is not None
    ki = athlete.ki + ki_gain(card, TURN_BONUS[turn].get("ki", 0))
    return Member(card, levels, ki)  # type: ignore[arg-type]


def _admit(state: DojoKunState, player: int, offer: int, choices: Choices) -> DojoKunState:
    card = state.offer_athletes[offer]
    assert card is not None
    space = state.dojos[player].athletes.index(None)
    state = state.with_member(player, space, new_member(card, state.turn, choices))
    offers = list(state.offer_athletes)
    offers[offer] = None
    return state._with(offer_athletes=tuple(offers))


def _equip(state: DojoKunState, player: int, offer: int) -> DojoKunState:
    equipment = list(state.dojos[player].equipment)
    equipment[equipment.index(None)] = state.offer_equipment[offer]
    offers = list(state.offer_equipment)
    offers[offer] = None
    state = state.with_dojo(player, equipment=tuple(equipment))
    return state._with(offer_equipment=tuple(offers))


def _offered(offers: tuple[int | None, ...], slot: str) -> int | None:
    j = int(slot[-1]) - 1
    return offers[j] if j < len(offers) else None


def _ways_admit(turn: Turn, token: str, slot: str, m: Member | None) -> list[Choices]:
    card = _offered(turn.state.offer_athletes, slot)
    if card is None or None not in turn.dojo.athletes:
        return []
    return list(admit_ways(card, turn.state.turn))


def _why_admit(
    turn: Turn, token: str, slot: str, m: Member | None, choices: Choices
) -> Reason | None:
    card = _offered(turn.state.offer_athletes, slot)
    if card is None:
        return reason(
            "dojo_kun.master.admit",
            f"There is no athlete card {slot[7:]} on offer.",
            f"Il n’y a pas de carte athlète {slot[7:]} proposée.",
        )
    if None not in turn.dojo.athletes:
        return reason(
            "dojo_kun.master.admit",
            "Your Dojo has no free athlete space: expand it to admit another athlete.",
            "Votre Dojo n’a plus de place d’athlète libre : agrandissez-le pour en admettre un "
            "autre.",
        )
    return _why_levels(turn.state, card, choices, token, slot)


def _why_levels(
    state: DojoKunState, card: int, choices: Choices, token: str, slot: str, head: Choices = ()
) -> Reason | None:
    """Why ``choices`` are not the levels of ``card`` admitted now (``head``: the words written
    before them, for the example)."""
    athlete = ATHLETES[card]
    free, bonus = athlete.free_levels, TURN_BONUS[state.turn].get("level", 0)
    example = _example(token, slot, head + admit_ways(card, state.turn)[0])
    if len(choices) != free + bonus or not _all_disciplines(choices):
        if free:
            extra = (" and, this turn, the bonus level", " et, ce tour-ci, le niveau de bonus") \
                if bonus else ("", "")  # fmt: skip
            return reason(
                "dojo_kun.master.admit_levels",
                f"{athlete.name} has {free} level{'s' if free > 1 else ''} of your choice, each "
                f"in a different discipline: name {'them' if free > 1 else 'it'}{extra[0]} "
                f"(e.g. '{example}').",
                f"{athlete.name} a {free} niveau{'x' if free > 1 else ''} au choix, chacun dans "
                f"une discipline différente : nommez-l{'es' if free > 1 else 'e'}{extra[1]} "
                f"(par ex. « {example} »).",
            )
        if bonus:
            return reason(
                "dojo_kun.turn.bonus",
                f"An athlete acquired in turn {state.turn + 1} gains a level of your choice: name "
                f"its discipline (e.g. '{example}').",
                f"Un athlète acquis au tour {state.turn + 1} gagne un niveau au choix : nommez sa "
                f"discipline (par ex. « {example} »).",
            )
        return reason(
            "dojo_kun.master.admit",
            f"{athlete.name} comes as his card shows: there is nothing to choose ('{example}').",
            f"{athlete.name} arrive tel que sa carte le montre : il n’y a rien à choisir "
            f"(« {example} »).",
        )
    chosen = choices[:free]
    if len(set(chosen)) < free:
        return reason(
            "dojo_kun.master.admit_levels",
            f"{athlete.name}'s levels of your choice go on different disciplines.",
            f"Les niveaux au choix de {athlete.name} vont dans des disciplines différentes.",
        )
    if not _in_order(chosen, True):
        return _order(token, slot, head + choices, len(head))
    base = tuple(athlete.levels[d] for d in DISCIPLINES)
    over = _over(base, choices)
    return _cap(athlete.name, over) if over else None


def _do_admit(turn: Turn, token: str, slot: str, choices: Choices) -> DojoKunState:
    return _admit(turn.state, turn.player, int(slot[7:]) - 1, choices)


def _ways_equipment(turn: Turn, token: str, slot: str, m: Member | None) -> list[Choices]:
    if _offered(turn.state.offer_equipment, slot) is None or None not in turn.dojo.equipment:
        return []
    return [()]


def _why_equipment(
    turn: Turn, token: str, slot: str, m: Member | None, choices: Choices
) -> Reason | None:
    if _offered(turn.state.offer_equipment, slot) is None:
        return reason(
            "dojo_kun.master.equipment",
            f"There is no Training Equipment {slot[9:]} on offer.",
            f"Il n’y a pas d’équipement d’entraînement {slot[9:]} proposé.",
        )
    if None not in turn.dojo.equipment:
        return reason(
            "dojo_kun.master.equipment",
            "Your Dojo has no empty equipment slot: expand it to take another Training Equipment.",
            "Votre Dojo n’a pas d’emplacement d’équipement vide : agrandissez-le pour prendre un "
            "autre équipement d’entraînement.",
        )
    return _no_choice("dojo_kun.master.equipment", slot, token) if choices else None


def _do_equipment(turn: Turn, token: str, slot: str, choices: Choices) -> DojoKunState:
    return _equip(turn.state, turn.player, int(slot[9:]) - 1)


# -- Adventures (adventureN) ---------------------------------------------------------------------

MAX_TIMES = 9
"""A Journey paid at most ``x9`` in one go (the action's text form counts to 9)."""


def _bonus_ability(m: Member, kinds: tuple[str, ...]) -> str:
    """The ability that gives the athlete a level for this card, if any."""
    ability = ATHLETES[m.card].ability
    if (ability == "bandit_level" and "bandit" in kinds) or (
        ability == "journey_level" and "journey" in kinds
    ):
        return ability
    return ""


def _rewards(turn: Turn) -> list[Choices]:
    """A HOGO card's rewards that fit the Dojo: an athlete (with his levels) or a tile."""
    state, out = turn.state, []
    if None in turn.dojo.athletes:
        for j, card in enumerate(state.offer_athletes):
            if card is not None:
                out.extend((f"athlete{j + 1}", *c) for c in admit_ways(card, state.turn))
    if None in turn.dojo.equipment:
        out.extend((f"equipment{j + 1}",) for j, t in enumerate(state.offer_equipment) if t)
    return out


def _ways_adventure(turn: Turn, token: str, slot: str, m: Member) -> list[Choices]:
    card = turn.adventures[slot]
    if card is None:
        return []
    adventure = ADVENTURES[card[1]]
    if m.dan < adventure.dan or m.ki < adventure.ki:
        return []
    if adventure.repeat:
        most = min(m.ki // adventure.ki, MAX_TIMES)
        times: list[Choices] = [()] + [(f"x{n}",) for n in range(2, most + 1)]
    else:
        times = [()]
    rewards = _rewards(turn) if adventure.reward_card else [()]
    bonus: tuple[Choices, ...] = ((),)
    if _bonus_ability(m, adventure.kinds):
        bonus = picks(m.levels, 1) or ((),)
    return [t + r + b for t in times for r in rewards for b in bonus]


def _why_adventure(turn: Turn, token: str, slot: str, m: Member, choices: Choices) -> Reason | None:
    if slot in turn.taken:
        return _taken(turn, slot)
    card = turn.adventures[slot]
    if card is None:
        return reason(
            "dojo_kun.athlete.adventure",
            f"The Adventures row has no card {slot[9:]}.",
            f"La rangée des Aventures n’a pas de carte {slot[9:]}.",
        )
    adventure = ADVENTURES[card[1]]
    if m.dan < adventure.dan:
        return reason(
            "dojo_kun.athlete.adventure",
            f"{adventure.name} needs Dan {adventure.dan}; {name(m)} is Dan {m.dan}.",
            f"{adventure.name_fr} demande le Dan {adventure.dan} ; {name(m)} n’a que le Dan {m.dan}.",
        )
    if m.ki < adventure.ki:
        return _short_of_ki(m, (adventure.name, adventure.name_fr), adventure.ki)
    rest = choices
    if rest and rest[0].startswith("x") and rest[0][1:].isascii() and rest[0][1:].isdigit():
        times = int(rest[0][1:])
        if not adventure.repeat:
            return reason(
                "dojo_kun.athlete.journey",
                f"Only a Journey (TABI, SUBARASHI TABI) is paid several times; {adventure.name} "
                "is done once.",
                f"Seul un Voyage (TABI, SUBARASHI TABI) se paie plusieurs fois ; "
                f"{adventure.name_fr} se fait une fois.",
            )
        if times < 2 or times > MAX_TIMES:
            return reason(
                "dojo_kun.athlete.journey",
                f"Pay {adventure.name} once with nothing after '{slot}', or x2 to x{MAX_TIMES} "
                "times.",
                f"Payez {adventure.name_fr} une fois sans rien après « {slot} », ou de x2 à "
                f"x{MAX_TIMES} fois.",
            )
        if m.ki < adventure.ki * times:
            return _short_of_ki(
                m,
                (
                    f"paying {adventure.name} {times} times",
                    f"payer {adventure.name_fr} {times} fois",
                ),
                adventure.ki * times,
            )
        rest = rest[1:]
    head = choices[: len(choices) - len(rest)]
    if adventure.reward_card:
        rewards = _rewards(turn)
        if not rewards:
            return reason(
                "dojo_kun.place.fulfil",
                f"{adventure.name} also gives an athlete or a Training Equipment on offer, and "
                "none can join your Dojo now (no card on offer, or no free space for it).",
                f"{adventure.name_fr} donne aussi un athlète ou un équipement d’entraînement "
                "proposé, et aucun ne peut rejoindre votre Dojo maintenant (rien de proposé, ou "
                "pas de place libre).",
            )
        why = _why_reward(turn, token, slot, rest, head, rewards)
        if why is not None:
            return why
        reward = rest[0]
        size = 1
        if reward.startswith("athlete"):
            size += ATHLETES[_offered(turn.state.offer_athletes, reward)].free_levels  # type: ignore[index]
            size += TURN_BONUS[turn.state.turn].get("level", 0)
        head, rest = head + rest[:size], rest[size:]
    ability = _bonus_ability(m, adventure.kinds)
    wanted = 1 if ability and picks(m.levels, 1) else 0
    if len(rest) != wanted or not _all_disciplines(rest):
        if wanted:
            what = ("a Bandit card", "une carte Bandits") if ability == "bandit_level" else (
                "a Journey card", "une carte Voyage"
            )  # fmt: skip
            example = _example(token, slot, head + ("tiger",))
            return reason(
                f"dojo_kun.ability.{ability}",
                f"{name(m)} completes {what[0]} and gains a level: name its discipline last "
                f"(e.g. '{example}').",
                f"{name(m)} réussit {what[1]} et gagne un niveau : nommez sa discipline en "
                f"dernier (par ex. « {example} »).",
            )
        return reason(
            "dojo_kun.athlete.adventure",
            f"'{' '.join(rest)}' is not asked for: '{_example(token, slot, head)}'.",
            f"« {' '.join(rest)} » n’est pas demandé : « {_example(token, slot, head)} ».",
        )
    over = _over(m.levels, rest)
    return _cap(name(m), over) if over else None


def _why_reward(
    turn: Turn, token: str, slot: str, rest: Choices, head: Choices, rewards: list[Choices]
) -> Reason | None:
    state = turn.state
    example = _example(token, slot, head + rewards[0])
    if not rest or not (rest[0].startswith("athlete") or rest[0].startswith("equipment")):
        return reason(
            "dojo_kun.athlete.protect",
            f"Name the reward, an athlete or a Training Equipment on offer (e.g. '{example}').",
            f"Nommez la récompense, un athlète ou un équipement d’entraînement proposé (par ex. "
            f"« {example} »).",
        )
    reward = rest[0]
    if reward.startswith("athlete"):
        card = _offered(state.offer_athletes, reward)
        if card is None:
            return reason(
                "dojo_kun.athlete.protect",
                f"There is no athlete card {reward[7:]} on offer.",
                f"Il n’y a pas de carte athlète {reward[7:]} proposée.",
            )
        if None not in turn.dojo.athletes:
            return reason(
                "dojo_kun.athlete.protect",
                "Your Dojo has no free athlete space for a new athlete.",
                "Votre Dojo n’a pas de place d’athlète libre pour un nouvel athlète.",
            )
        size = ATHLETES[card].free_levels + TURN_BONUS[state.turn].get("level", 0)
        return _why_levels(state, card, rest[1 : 1 + size], token, slot, head + (reward,))
    if _offered(state.offer_equipment, reward) is None:
        return reason(
            "dojo_kun.athlete.protect",
            f"There is no Training Equipment {reward[9:]} on offer.",
            f"Il n’y a pas d’équipement d’entraînement {reward[9:]} proposé.",
        )
    if None not in turn.dojo.equipment:
        return reason(
            "dojo_kun.athlete.protect",
            "Your Dojo has no empty equipment slot for a new Training Equipment.",
            "Votre Dojo n’a pas d’emplacement d’équipement vide pour un nouvel équipement.",
        )
    return None


def _do_adventure(turn: Turn, token: str, slot: str, choices: Choices) -> DojoKunState:
    state, player = turn.state, turn.player
    space = int(token) - 1
    m = state.member(player, space)
    index, key = turn.adventures[slot]  # type: ignore[misc]
    adventure = ADVENTURES[key]
    rest = choices
    times = 1
    if rest and rest[0].startswith("x"):
        times, rest = int(rest[0][1:]), rest[1:]
    reward: Choices = ()
    if adventure.reward_card:
        size = 1
        if rest[0].startswith("athlete"):
            card = _offered(state.offer_athletes, rest[0])
            size += ATHLETES[card].free_levels + TURN_BONUS[state.turn].get("level", 0)  # type: ignore[index]
        reward, rest = rest[:size], rest[size:]
    m = dataclasses.replace(m, ki=m.ki - adventure.ki * times)
    for d in rest:  # King Hoshi's or Sun W. Kong's level
        m = m.with_level(d, 1)
    state = state.with_member(player, space, m)
    state = state.with_dojo(
        player, prestige=state.dojos[player].prestige + adventure.prestige * times
    )
    row = state.adventure_row
    state = state._with(adventure_row=row[:index] + row[index + 1 :])
    if reward and reward[0].startswith("athlete"):
        state = _admit(state, player, int(reward[0][7:]) - 1, reward[1:])
    elif reward:
        state = _equip(state, player, int(reward[0][9:]) - 1)
    return state


# -- Expand, Accelerate --------------------------------------------------------------------------


def _ways_expand(turn: Turn, token: str, slot: str, m: Member | None) -> list[Choices]:
    return [()] if turn.dojo.expansions < EXPANSIONS else []


def _why_expand(
    turn: Turn, token: str, slot: str, m: Member | None, choices: Choices
) -> Reason | None:
    if turn.dojo.expansions >= EXPANSIONS:
        return reason(
            "dojo_kun.master.expand",
            f"Your Dojo has been expanded {EXPANSIONS} times already: there is no third time.",
            f"Votre Dojo a déjà été agrandi {EXPANSIONS} fois : il n’y a pas de troisième fois.",
        )
    return _no_choice("dojo_kun.master.expand", slot, token) if choices else None


def _do_expand(turn: Turn, token: str, slot: str, choices: Choices) -> DojoKunState:
    dojo = turn.dojo
    return turn.state.with_dojo(
        turn.player,
        athletes=(*dojo.athletes, None),
        equipment=(*dojo.equipment, None),
        expansions=dojo.expansions + 1,
    )


def _ways_accelerate(turn: Turn, token: str, slot: str, m: Member | None) -> list[Choices]:
    return [()]


def _why_accelerate(
    turn: Turn, token: str, slot: str, m: Member | None, choices: Choices
) -> Reason | None:
    return _no_choice("dojo_kun.master.accelerate", slot, token) if choices else None


def _do_nothing(turn: Turn, token: str, slot: str, choices: Choices) -> DojoKunState:
    return turn.state


# -- the three entry points ----------------------------------------------------------------------

_WAYS: dict[str, Callable[..., list[Choices]]] = {
    "train": _ways_train,
    "move": _ways_move,
    "waterfall": _ways_waterfall,
    "help": _ways_open,
    "first": _ways_open,
    "yang": _ways_yang,
    "yin": _ways_yin,
    "adventure": _ways_adventure,
    "admit": _ways_admit,
    "equipment": _ways_equipment,
    "expand": _ways_expand,
    "accelerate": _ways_accelerate,
}
_WHY: dict[str, Callable[..., Reason | None]] = {
    "train": _why_train,
    "move": _why_move,
    "waterfall": _why_waterfall,
    "help": _why_help,
    "first": _why_first,
    "yang": _why_yang,
    "yin": _why_yin,
    "adventure": _why_adventure,
    "admit": _why_admit,
    "equipment": _why_equipment,
    "expand": _why_expand,
    "accelerate": _why_accelerate,
}
_DO: dict[str, Callable[..., DojoKunState]] = {
    "train": _do_train,
    "move": _do_move,
    "waterfall": _do_waterfall,
    "help": _do_help,
    "first": _do_first,
    "yang": _do_yang,
    "yin": _do_yin,
    "adventure": _do_adventure,
    "admit": _do_admit,
    "equipment": _do_equipment,
    "expand": _do_expand,
    "accelerate": _do_nothing,
}
_RULE = {
    "train": "dojo_kun.athlete.train",
    "move": "dojo_kun.athlete.special_move",
    "waterfall": "dojo_kun.athlete.waterfalls",
    "help": "dojo_kun.athlete.help_village",
    "first": "dojo_kun.athlete.first_player",
    "yang": "dojo_kun.athlete.yang",
    "yin": "dojo_kun.athlete.yin",
    "adventure": "dojo_kun.athlete.adventure",
    "admit": "dojo_kun.master.admit",
    "equipment": "dojo_kun.master.equipment",
    "expand": "dojo_kun.master.expand",
    "accelerate": "dojo_kun.master.accelerate",
}


def member_of(turn: Turn, token: str) -> Member | None:
    """The athlete of an athlete token (None for the Master)."""
    return None if token == "M" else turn.dojo.athletes[int(token) - 1]


def ways(turn: Turn, token: str, slot: str) -> list[Choices]:
    """Every list of choices that carries out ``slot``'s activity whole for ``token`` (a token
    that may stand there: the prelude has checked its shape and turn)."""
    return _WAYS[KIND[slot]](turn, token, slot, member_of(turn, token))


def why_not(turn: Turn, token: str, slot: str, choices: Choices) -> Reason | None:
    """None if ``token`` may carry out ``slot``'s activity with ``choices``, else the most
    specific rule it breaks."""
    kind = KIND[slot]
    member = member_of(turn, token)
    why = _WHY[kind](turn, token, slot, member, choices)
    if why is not None:
        return why
    found = _WAYS[kind](turn, token, slot, member)
    if choices in found:
        return None
    en, fr = SLOT_NAMES[slot]
    if not found:
        return reason(
            "dojo_kun.place.fulfil",
            f"{en[0].upper()}{en[1:]} can't be carried out whole now.",
            f"On ne peut pas mener à bien {fr} maintenant.",
        )
    example = _example(token, slot, found[0])
    if not choices:
        return reason(
            _RULE[kind],
            f"{en[0].upper()}{en[1:]} asks for choices: for instance '{example}'.",
            f"{fr[0].upper()}{fr[1:]} demande des choix : par exemple « {example} ».",
        )
    return reason(
        _RULE[kind],
        f"'{' '.join(choices)}' is not a way to carry out {en}: for instance '{example}'.",
        f"« {' '.join(choices)} » ne permet pas de mener à bien {fr} : par exemple « {example} ».",
    )


def resolve(turn: Turn, token: str, slot: str, choices: Choices) -> DojoKunState:
    """The state once ``token`` has carried out ``slot``'s activity (a legal one) with
    ``choices``; the placement itself is left to the prelude."""
    return _DO[KIND[slot]](turn, token, slot, choices)
