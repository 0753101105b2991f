"""The prelude: three turns a season of placements in the Dojos and the village, then the end of
each turn (``dojo_kun.turn.end``).

Starting from the first player, players take turns clockwise placing one token each; a token's
activity is resolved at once (``dojo_kun.place.turn_order``; the activities themselves are in
:mod:`gamekit.dojo_kun.activities`). A player with no token left to place is skipped; the turn
ends when nobody has one. Readings of what the rulebook leaves open:

* Becoming First Player passes the counter at once; the turn in progress goes on clockwise from
  the placer, and the new First Player begins the next turn.
* A token acts once a turn (``dojo_kun.place.once``); an athlete admitted this turn, by the
  Master or by a HOGO card, may act the same turn.
* Accelerate (``dojo_kun.master.accelerate``): once the Master stands there and every athlete of
  the Dojo has left home, each athlete who trained may, one a placement turn, move to a free
  circle of the village and act there, or rest where he is (``Place(token, "rest")``, recorded
  in ``placed`` as his training slot a second time). An athlete gained by an Adventure is at
  home, so he is placed first (``dojo_kun.master.accelerate_new``).
* Lord Vegan's sacrifice (``Sacrifice``) is a free action in his Dojo's placement turn: the turn
  stays with the same player.
* A card taken from the Special Moves or Adventures row leaves a gap until the end of the turn:
  ``move2`` names the same card all turn long, and a taken card's slot stays occupied.

>>> from gamekit.dojo_kun.game import GAME
>>> state = GAME.new_state(seed=3, players=2)
>>> state.to_play, [str(a) for a in legal(state)][:4]
(1, ['M athlete1', 'M athlete2', 'M equipment1', 'M expand'])
>>> print(why_illegal(state, Place("2", "waterfall")))
Your Dojo has no Athlete 2: a token comes with the athlete admitted into its space. [dojo_kun.master.admit]
"""

from __future__ import annotations

import dataclasses
from typing import Any

from gamekit.core import Reason
from gamekit.dojo_kun import tournament
from gamekit.dojo_kun.actions import DOJO, OFFERS, REST, SLOTS, TOKENS, VILLAGE, Place, Sacrifice
from gamekit.dojo_kun.activities import SLOT_NAMES, Turn, name, resolve, ways, why_not
from gamekit.dojo_kun.data import (
    ATHLETES,
    DISCIPLINES,
    LEVEL_CAP,
    NAMES,
    PRELUDE_TURNS,
    REVEALED,
    ROW,
    SACRIFICE_KI,
)
from gamekit.dojo_kun.rules import reason
from gamekit.dojo_kun.season import start_season
from gamekit.dojo_kun.state import DojoKunState

TRAIN = tuple(s for s in DOJO if s.startswith("train"))
MASTER_SLOTS = (*OFFERS, "expand", "accelerate")
"""The Master's octagons: the cards on offer, Expand, Accelerate."""
ATHLETE_SLOTS = (*VILLAGE, *TRAIN)
"""An athlete's circles: the village's, and his Dojo's equipment."""
SENPAI_SLOTS = (*VILLAGE, *(s for s in OFFERS if s.startswith("equipment")), *TRAIN)
"""Athlete 1 may also take New Training Equipment (``dojo_kun.place.octagon``)."""

__all__ = [
    "ATHLETE_SLOTS",
    "MASTER_SLOTS",
    "SENPAI_SLOTS",
    "TRAIN",
    "end_turn",
    "legal",
    "play",
    "start_season",  # the season's set-up, in :mod:`gamekit.dojo_kun.season`
    "tokens_left",
    "why_illegal",
]


def end_turn(state: DojoKunState) -> DojoKunState:
    """The end of a prelude turn (``dojo_kun.turn.end``): the athletes and equipment left on offer
    are removed and the offer refilled from the season's decks; the Special Moves and Adventures
    rows take one new card each, the oldest dropping off when a row is full; the tokens go home;
    the turn advances, and after the third the tournament begins."""
    athletes, equipment, moves, adventures = state.decks
    n_athletes, n_equipment = REVEALED[state.players]
    move_row, moves = _shift(state.move_row, moves)
    adventure_row, adventures = _shift(state.adventure_row, adventures)
    state = state._with(
        placed=((),) * state.players,
        offer_athletes=athletes[:n_athletes],
        offer_equipment=equipment[:n_equipment],
        move_row=move_row,
        adventure_row=adventure_row,
        decks=(athletes[n_athletes:], equipment[n_equipment:], moves, adventures),
    )
    if state.turn + 1 < PRELUDE_TURNS:
        return state._with(turn=state.turn + 1, to_play=state.first)
    return tournament.start(state._with(turn=PRELUDE_TURNS))


def _shift(row: tuple[str, ...], deck: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A row of cards (oldest first) after one new card from ``deck``, the oldest dropped when
    the row is full; the deck after the draw."""
    if not deck:
        return row, deck
    if len(row) >= ROW:
        row = row[1:]
    return (*row, deck[0]), deck[1:]


def legal(state: DojoKunState) -> list[Any]:
    """Every placement (and Lord Vegan sacrifice) the player to act may make, in a fixed order:
    tokens M, 1, 2, 3, 4; for each, the slots in the order of ``actions.SLOTS`` (then ``rest``
    for an athlete Accelerate may move), each with every list of choices; the sacrifices last."""
    player = state.to_play
    assert player is not None
    turn = Turn(state, player)
    home, moving = tokens_left(state, player)
    out: list[Any] = []
    for token in TOKENS:
        if token in home:
            slots = (
                MASTER_SLOTS if token == "M" else SENPAI_SLOTS if token == "1" else ATHLETE_SLOTS
            )
        elif token in moving:
            slots = VILLAGE
        else:
            continue
        for slot in slots:
            out.extend(Place(token, slot, c) for c in ways(turn, token, slot))
        if token in moving:
            out.append(Place(token, REST))
    out.extend(_sacrifices(state, player))
    return out


def why_illegal(state: DojoKunState, action: Any) -> Reason | None:
    """None if ``action`` is legal, else the rule it breaks and why, in English and French."""
    player = state.to_play
    if state.step != "place" or player is None:
        return reason(
            "dojo_kun.place.turn_order",
            "Tokens are placed only during the prelude.",
            "Les pions ne se placent que pendant le prélude.",
        )
    if isinstance(action, Sacrifice):
        return _why_not_sacrifice(state, player, action)
    who = f"P{player + 1}"
    if not isinstance(action, Place):
        return reason(
            "dojo_kun.place.turn_order",
            f"It is the prelude: {who} places a token, like 'M athlete1' or '1 waterfall'.",
            f"C’est le prélude : {who} place un pion, comme « M athlete1 » ou « 1 waterfall ».",
        )
    token, slot, choices = action.token, action.slot, action.choices
    if not isinstance(choices, tuple) or not all(isinstance(c, str) for c in choices):
        return reason(
            "dojo_kun.place.turn_order",
            "A placement's choices are words, like 'M athlete1 tiger crane'.",
            "Les choix d’un placement sont des mots, comme « M athlete1 tiger crane ».",
        )
    if token not in TOKENS:
        return reason(
            "dojo_kun.place.turn_order",
            f"There is no token {token!r}: M is the Master, 1 to 4 the athletes.",
            f"Il n’y a pas de pion {token!r} : M est le Maître, 1 à 4 les athlètes.",
        )
    if slot not in SLOTS:
        return reason(
            "dojo_kun.place.turn_order",
            f"There is no slot {slot!r}.",
            f"Il n’y a pas d’emplacement {slot!r}.",
        )
    dojo = state.dojos[player]
    space = None if token == "M" else int(token) - 1
    if space is not None and (space >= len(dojo.athletes) or dojo.athletes[space] is None):
        return reason(
            "dojo_kun.master.admit",
            f"Your Dojo has no Athlete {token}: a token comes with the athlete admitted into its "
            "space.",
            f"Votre Dojo n’a pas d’athlète {token} : un pion vient avec l’athlète admis à sa "
            "place.",
        )
    turn = Turn(state, player)
    entries = [s for t, s in state.placed[player] if t == token]
    if entries:
        return _why_not_again(state, turn, token, slot, choices, entries)
    if slot == REST:
        return reason(
            "dojo_kun.master.accelerate",
            "'rest' ends the move of an athlete who trained while his Master accelerates; "
            f"{_token_name(turn, token)[0]} has not been placed yet.",
            "« rest » termine le déplacement d’un athlète entraîné pendant que son Maître "
            f"accélère ; {_token_name(turn, token)[1]} n’a pas encore été placé.",
        )
    shape = _why_not_shape(turn, token, slot)
    return shape or why_not(turn, token, slot, choices)


def play(state: DojoKunState, action: Any) -> DojoKunState:
    """The state after a legal placement: the activity resolved, then the next player to place
    (the turn ends when nobody has a token left to place). A sacrifice leaves the turn where it
    is."""
    player = state.to_play
    assert player is not None
    if isinstance(action, Sacrifice):
        member = state.member(player, action.space).with_level(action.discipline, 1)
        member = dataclasses.replace(member, ki=member.ki - SACRIFICE_KI)
        return state.with_member(player, action.space, member)
    token, slot = action.token, action.slot
    turn = Turn(state, player)
    if slot == REST:
        slot = next(s for t, s in state.placed[player] if t == token)
    else:
        state = resolve(turn, token, slot, action.choices)
    placed = list(state.placed)
    placed[player] = (*placed[player], (token, slot))
    state = state._with(placed=tuple(placed))
    for k in range(1, state.players + 1):
        nxt = (player + k) % state.players
        home, moving = tokens_left(state, nxt)
        if home or moving:
            return state._with(to_play=nxt)
    return end_turn(state)


def tokens_left(state: DojoKunState, player: int) -> tuple[list[str], list[str]]:
    """``player``'s tokens still to place this turn: those at home, and the athletes that
    Accelerate may still move (``dojo_kun.master.accelerate``: his Master stands on
    Accelerate, every athlete of the Dojo has left home, and the athlete trained and has not
    moved or rested since)."""
    entries: dict[str, list[str]] = {}
    for token, slot in state.placed[player]:
        entries.setdefault(token, []).append(slot)
    home = [] if "M" in entries else ["M"]
    home += [
        str(s + 1)
        for s, m in enumerate(state.dojos[player].athletes)
        if m is not None and str(s + 1) not in entries
    ]
    if home or entries["M"] != ["accelerate"]:
        return home, []
    moving = [t for t, slots in entries.items() if len(slots) == 1 and slots[0].startswith("train")]
    return home, sorted(moving)


# -- refusals -------------------------------------------------------------------------------------


def _token_name(turn: Turn, token: str) -> tuple[str, str]:
    if token == "M":
        return "your Master", "votre Maître"
    member = turn.dojo.athletes[int(token) - 1]
    assert member is not None
    return f"{name(member)} (Athlete {token})", f"{name(member)} (athlète {token})"


def _why_not_shape(turn: Turn, token: str, slot: str) -> Reason | None:
    """The Master on octagons, athletes on circles (Athlete 1 also on New Training Equipment)."""
    en, fr = SLOT_NAMES[slot]
    if token == "M":
        if slot in MASTER_SLOTS:
            return None
        return reason(
            "dojo_kun.place.octagon",
            f"The Master goes only on octagonal slots; {en} is for athletes.",
            f"Le Maître ne se place que sur des emplacements octogonaux ; {fr} est pour les "
            "athlètes.",
        )
    if slot in (SENPAI_SLOTS if token == "1" else ATHLETE_SLOTS):
        return None
    if slot.startswith("equipment"):
        return reason(
            "dojo_kun.place.octagon",
            "Of the Master's activities, only Athlete 1 may take New Training Equipment in his "
            f"place; {_token_name(turn, token)[0]} may not.",
            "Des activités du Maître, seul l’athlète 1 peut prendre un Nouvel équipement "
            f"d’entraînement à sa place ; {_token_name(turn, token)[1]} ne le peut pas.",
        )
    return reason(
        "dojo_kun.place.circle",
        f"Athlete tokens go only on round slots; {en} is for the Master.",
        f"Les pions athlète ne se placent que sur des emplacements ronds ; {fr} est pour le "
        "Maître.",
    )


def _why_not_again(
    state: DojoKunState,
    turn: Turn,
    token: str,
    slot: str,
    choices: tuple[str, ...],
    entries: list[str],
) -> Reason | None:
    """A token already placed: only an athlete who trained, moved on by Accelerate."""
    name_en, name_fr = _token_name(turn, token)
    where_en, where_fr = SLOT_NAMES[entries[-1]]
    accelerating = ("M", "accelerate") in state.placed[turn.player]
    if token == "M" or not accelerating:
        return reason(
            "dojo_kun.place.once",
            f"{name_en[0].upper()}{name_en[1:]} is already on {where_en} this turn: a token acts "
            "once a turn (only Accelerate moves an athlete who trained).",
            f"{name_fr[0].upper()}{name_fr[1:]} est déjà sur {where_fr} ce tour-ci : un pion "
            "n’agit qu’une fois par tour (seul Accélérer déplace un athlète entraîné).",
        )
    if len(entries) > 1 or not entries[0].startswith("train"):
        return reason(
            "dojo_kun.master.accelerate",
            f"Accelerate moves an athlete who trained, once: {name_en} is on {where_en} for this "
            "turn.",
            f"Accélérer déplace une fois un athlète qui s’est entraîné : {name_fr} reste sur "
            f"{where_fr} pour ce tour.",
        )
    home, _ = tokens_left(state, turn.player)
    if home:
        waiting = _token_name(turn, home[0])
        # an athlete at home while the Master accelerates was never placed, or came with a HOGO
        # card this turn: the Dojo's Adventure this turn says which rule to cite
        adventured = any(s.startswith("adventure") for _, s in state.placed[turn.player])
        return reason(
            "dojo_kun.master.accelerate_new" if adventured else "dojo_kun.master.accelerate",
            "With Accelerate, athletes move on only once every athlete of the Dojo has left his "
            f"starting spot: {waiting[0]} has not been placed yet.",
            "Avec Accélérer, les athlètes ne repartent qu’une fois tous ceux du Dojo sortis de "
            f"leur place de départ : {waiting[1]} n’a pas encore été placé.",
        )
    if slot == REST:
        if choices:
            return reason(
                "dojo_kun.master.accelerate",
                f"Resting asks for no choice: '{token} rest'.",
                f"Rester ne demande aucun choix : « {token} rest ».",
            )
        return None
    if slot not in VILLAGE:
        return reason(
            "dojo_kun.master.accelerate",
            f"An athlete moved by Accelerate goes to a free circle of the village, not to "
            f"{SLOT_NAMES[slot][0]} (or he rests: '{token} rest').",
            "Un athlète déplacé par Accélérer va sur un cercle libre du village, pas sur "
            f"{SLOT_NAMES[slot][1]} (ou il reste : « {token} rest »).",
        )
    return why_not(turn, token, slot, choices)


def _sacrifices(state: DojoKunState, player: int) -> list[Sacrifice]:
    out = []
    for space, m in enumerate(state.dojos[player].athletes):
        if m is not None and ATHLETES[m.card].ability == "ki_for_level" and m.ki >= SACRIFICE_KI:
            out.extend(Sacrifice(space, d) for d in DISCIPLINES if m.level(d) < LEVEL_CAP)
    return out


def _why_not_sacrifice(state: DojoKunState, player: int, action: Sacrifice) -> Reason | None:
    athletes = state.dojos[player].athletes
    space = action.space
    m = athletes[space] if isinstance(space, int) and 0 <= space < len(athletes) else None
    if m is None or ATHLETES[m.card].ability != "ki_for_level":
        who = f"P{player + 1}"
        return reason(
            "dojo_kun.ability.ki_for_level",
            f"Only Lord Vegan trades Ki for levels, and {who} has no Lord Vegan in space "
            f"{space + 1 if isinstance(space, int) else space}.",
            f"Seul Lord Vegan échange du Ki contre des niveaux, et {who} n’a pas de Lord Vegan "
            f"à la place {space + 1 if isinstance(space, int) else space}.",
        )
    if action.discipline not in DISCIPLINES:
        return reason(
            "dojo_kun.ability.ki_for_level",
            f"{action.discipline!r} is not a discipline: tiger, crane, bear or cobra.",
            f"{action.discipline!r} n’est pas une discipline : tiger, crane, bear ou cobra.",
        )
    if m.ki < SACRIFICE_KI:
        return reason(
            "dojo_kun.ability.ki_for_level",
            f"Lord Vegan has {m.ki} Ki; a level costs him {SACRIFICE_KI}.",
            f"Lord Vegan a {m.ki} Ki ; un niveau lui en coûte {SACRIFICE_KI}.",
        )
    if m.level(action.discipline) >= LEVEL_CAP:
        d = action.discipline
        return reason(
            "dojo_kun.level.cap",
            f"Lord Vegan is already at level {LEVEL_CAP} in {NAMES['en'][d]}: no Discipline goes "
            "higher.",
            f"Lord Vegan a déjà le niveau {LEVEL_CAP} en {NAMES['fr'][d]} : aucune discipline ne "
            "va plus haut.",
        )
    return None
