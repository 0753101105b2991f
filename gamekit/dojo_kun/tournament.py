"""The Martial Arts Tournament: entries, Reservation tiles, the First Player's draw, seats, then
the fights in bracket order with predictions, rolls and wounds, and the tournament's Prestige.

The state asks one decision at a time (``state.step``, ``state.to_play``):

* ``send``: in turn from the First Player, each player sends two athletes, or all he has
  (``dojo_kun.tournament.entry``; alone, ``dojo_kun.solo.tournament``);
* ``reserve``: each holder of a Reservation tile, lowest tile first, puts one of them on it
  (``dojo_kun.tournament.reservation``);
* ``give``: in turn from the First Player, each player with a sent athlete off the tiles hands
  one to the First Player, who draws Skull Dojo athletes up to four and places the four at random
  on the dotted slots, the first of each quarter-final (``dojo_kun.tournament.managed``);
* ``seat``: the reserved athletes' owners, lowest tile first, choose their slot; then the other
  athletes are placed at random and the Skull Dojo fills the rest (``dojo_kun.tournament.seating``);
* the fights, quarter-finals (0-3), semi-finals (4, 5), final (6). The upper athlete of a pair
  is white, the lower black. ``advance``: one Dojo's two athletes meet and their owner picks who
  goes on (``dojo_kun.tournament.same_dojo``); ``predict``: each player not fighting, in turn from
  the First Player (``dojo_kun.tournament.prediction``); ``roll``: only in a game made with
  ``chance="chosen"``, the roll set by hand (``dojo_kun.chance.chosen``; otherwise the seed
  rolls); ``wound``: an owner puts each Wound counter of his athlete on a discipline where he
  still has a die (``dojo_kun.combat.wound``).

What needs no decision happens inside :func:`play`: the draws and random seats (from
``state.chance()``), a Skull against a Skull, a bye, the seeded rolls, and the end of the
tournament. Readings the rulebook leaves open (see ``docs/dojo-kun-rules.md``):

* Only the fight's winner places the Wounds of its last roll (the loser's are moot: they come
  off when he is out), and not after the final (they come off at the end).
* An athlete who comes to a fight without dice loses it at once (``dojo_kun.combat.out_of_dice``):
  his opponent wins it (Tyler Handsome's point included) before anyone predicts; both without
  dice, both drop. A pair member left empty (both dropped) lets the other go on, with no fight.
* The Prestige of Special Moves (HAKUCHO NO KEN, Ray Stone) is won on every roll where the move
  goes off, draws included.

>>> from gamekit.dojo_kun.game import GAME
>>> state = start(GAME.new_state(seed=1, players=2)._with(turn=3))
>>> state.step, state.to_play, [str(a) for a in legal(state)]
('send', 1, ['send 1'])
>>> print(why_illegal(state, Predict("white")))
Not now: P2 sends 1 athlete to the tournament, e.g. 'send 1'. [dojo_kun.tournament.entry]
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from itertools import combinations, islice, product
from typing import Any

from gamekit.core import Reason
from gamekit.dojo_kun import combat
from gamekit.dojo_kun.actions import (
    Advance,
    Give,
    Place,
    Predict,
    Reserve,
    Roll,
    Sacrifice,
    Seat,
    Send,
    Wound,
)
from gamekit.dojo_kun.combat import CombatRound, Fighter
from gamekit.dojo_kun.data import (
    ATHLETES,
    BRACKET,
    COLOURS,
    DICE,
    DISCIPLINES,
    NAMES,
    PREDICTION_PRESTIGE,
    PRESTIGE_MOST,
    RESERVATION_TILES,
    SKULL,
    SYMBOLS,
    TECHNIQUES,
    TOURNAMENT_ATHLETES,
    TOURNAMENT_PRESTIGE,
)
from gamekit.dojo_kun.rules import reason
from gamekit.dojo_kun.season import start_season
from gamekit.dojo_kun.state import DojoKunState, Entrant, Member, Tournament

DOTTED = tuple(range(0, BRACKET, 2))
"""The dotted slots, where the First Player's four go: the first (upper) slot of each
quarter-final."""

FIGHTS = BRACKET - 1
"""Quarter-finals 0-3, semi-finals 4-5, the final 6."""

SIDES = combat.SIDES
"""The upper athlete of a pair fights white, the lower black."""

FACES = combat.FACES

STEP_ACTIONS = {
    "send": Send,
    "reserve": Reserve,
    "give": Give,
    "seat": Seat,
    "predict": Predict,
    "advance": Advance,
    "roll": Roll,
    "wound": Wound,
}

# -- the tournament's flow ---------------------------------------------------------------------


def start(state: DojoKunState) -> DojoKunState:
    """The tournament after the third prelude turn: an empty bracket, all seven Skull Dojo
    athletes in their pile, and the first decision (the First Player sends his athletes)."""
    n = state.players
    tournament = Tournament(
        sent=(None,) * n,
        reserved=(None,) * n,
        given=(None,) * n,
        rounds=tuple((None,) * size for size in _sizes()),
        predictions=(None,) * n,
        skulls=tuple(SKULL),
    )
    return next_decision(state._with(tournament=tournament))


def next_decision(state: DojoKunState, passed: list[DojoKunState] | None = None) -> DojoKunState:
    """The state at the next decision: every step that needs none is carried out first (the
    draws and random seats, Skull against Skull, byes, seeded rolls, the end of the tournament).
    ``passed``, if given, receives each state on the way, one per step carried out (a view
    tells with it every roll and fight a decision set off, which the next decision's state no
    longer shows: it keeps the last roll only, and no bracket once the tournament is over).
    """
    while True:
        if passed is not None:
            passed.append(state)
        t = state.tournament
        assert t is not None
        for step, pending in (
            ("send", _pending_send),
            ("reserve", _pending_reserve),
            ("give", _pending_give),
        ):
            player = pending(state)
            if player is not None:
                return state._with(step=step, to_play=player)
        if t.rounds[0][DOTTED[0]] is None:
            state = _draw_dotted(state)
            continue
        player = _pending_seat(state)
        if player is not None:
            return state._with(step="seat", to_play=player)
        if None in t.rounds[0]:
            state = _fill(state)
            continue
        if t.wounds:
            owner, space = t.wounds[0]
            if not sum(state.member(owner, space).dice):  # never below zero
                state = _tournament(state, wounds=t.wounds[1:])
                continue
            return state._with(step="wound", to_play=owner)
        if t.fight >= FIGHTS:
            return _end(state)
        white, black = pair(t, t.fight)
        if white is None or black is None:
            state = _goes_on(state, white or black)  # a bye, or nobody when both are empty
            continue
        if white.skull and black.skull:
            state = _goes_on(state, min(white, black, key=lambda e: e.space))
            continue
        if white.owner == black.owner:
            return state._with(step="advance", to_play=white.owner)
        dice = (_dice(state, white), _dice(state, black))
        if not all(dice):
            if any(dice):
                state = _won(state, white if dice[0] else black)
            else:
                state = _both_drop(state, white, black)
            continue
        player = _pending_predict(state, white, black)
        if player is not None:
            return state._with(step="predict", to_play=player)
        if state.options.chance == "chosen":
            roller = black.owner if white.skull else white.owner
            return state._with(step="roll", to_play=roller)
        rng, state = state.chance()
        fighters = (fighter(state, white), fighter(state, black))
        faces = (combat.roll_dice(fighters[0], rng), combat.roll_dice(fighters[1], rng))
        sides = (combat.register(fighters[0], faces[0]), combat.register(fighters[1], faces[1]))
        red = (
            tuple(combat.roll_red(rng) for _ in range(sides[0].harmful)),
            tuple(combat.roll_red(rng) for _ in range(sides[1].harmful)),
        )
        state = _after_roll(state, faces, red)


def legal(state: DojoKunState) -> Any:
    """The decisions of the player to act, in a fixed order: entries as sorted spaces (in
    combination order), spaces and slots ascending, ``white`` before ``black``, disciplines in
    the rulebook's order; at a ``roll`` step, every roll (a lazy :class:`Rolls`: there may be
    billions)."""
    t, player = state.tournament, state.to_play
    assert t is not None and player is not None
    step = state.step
    if step == "send":
        return [Send(c) for c in combinations(_spaces(state, player), _entries(state, player))]
    if step == "reserve":
        return [Reserve(s) for s in _sent(t, player)]
    if step == "give":
        return [Give(s) for s in _givable(t, player)]
    if step == "seat":
        return [Seat(i) for i, e in enumerate(t.rounds[0]) if e is None]
    if step == "predict":
        return [Predict(side) for side in SIDES]
    if step == "advance":
        white, black = pair(t, t.fight)
        assert white is not None and black is not None
        return [Advance(s) for s in sorted((white.space, black.space))]
    if step == "roll":
        return Rolls(*_fighters(state))
    if step == "wound":
        owner, space = t.wounds[0]
        dice = state.member(owner, space).dice
        return [Wound(d) for d, n in zip(DISCIPLINES, dice, strict=True) if n]
    raise AssertionError(step)


def why_illegal(state: DojoKunState, action: Any) -> Reason | None:
    """None if ``action`` is a decision of the player to act, else the rule it breaks and why,
    in English and French."""
    t, player = state.tournament, state.to_play
    assert t is not None and player is not None
    step = state.step
    if isinstance(action, Roll) and state.options.chance != "chosen":
        return reason(
            "dojo_kun.chance.chosen",
            "In this game the dice are rolled from the game's seed; a roll is set by hand only "
            "in a game made with chance='chosen' (a lesson, an explorer).",
            "Dans cette partie les dés viennent de la graine de la partie ; un lancer ne se "
            "fixe à la main que dans une partie créée avec chance='chosen' (une leçon, un "
            "explorateur).",
        )
    if not isinstance(action, STEP_ACTIONS[step]):
        rule, en, fr = _expected(state)
        if isinstance(action, (Place, Sacrifice)):
            return reason(
                rule,
                f"The prelude is over; the tournament is on: {en}",
                f"Le prélude est fini ; place au tournoi : {fr}",
            )
        return reason(rule, f"Not now: {en}", f"Pas maintenant : {fr}")
    check = {
        "send": _why_not_send,
        "reserve": _why_not_reserve,
        "give": _why_not_give,
        "seat": _why_not_seat,
        "predict": _why_not_predict,
        "advance": _why_not_advance,
        "roll": _why_not_roll,
        "wound": _why_not_wound,
    }[step]
    return check(state, player, action)


def play(
    state: DojoKunState, action: Any, passed: list[DojoKunState] | None = None
) -> DojoKunState:
    """The state after a legal decision, carried on to the next decision (``passed``: see
    :func:`next_decision`)."""
    t, player = state.tournament, state.to_play
    assert t is not None and player is not None
    if isinstance(action, Send):
        state = _tournament(state, sent=_put(t.sent, player, action.spaces))
    elif isinstance(action, Reserve):
        state = _tournament(state, reserved=_put(t.reserved, player, action.space))
    elif isinstance(action, Give):
        state = _tournament(state, given=_put(t.given, player, action.space))
    elif isinstance(action, Seat):
        space = t.reserved[player]
        assert space is not None
        state = _with_round(state, 0, action.slot, Entrant(player, space))
    elif isinstance(action, Predict):
        state = _tournament(state, predictions=_put(t.predictions, player, action.side))
    elif isinstance(action, Advance):
        for other in range(state.players):
            if other != player:
                state = _gain(state, other, PREDICTION_PRESTIGE)
        state = _goes_on(state, Entrant(player, action.space))
    elif isinstance(action, Roll):
        split = _fighters(state)
        sides = combat.register(split[0], action.white).harmful
        state = _after_roll(
            state, (action.white, action.black), (action.red[:sides], action.red[sides:])
        )
    elif isinstance(action, Wound):
        owner, space = t.wounds[0]
        member = state.member(owner, space)
        wounds = list(member.wounds)
        wounds[DISCIPLINES.index(action.discipline)] += 1
        state = state.with_member(owner, space, dataclasses.replace(member, wounds=tuple(wounds)))
        state = _tournament(state, wounds=t.wounds[1:])
    else:  # pragma: no cover - the state checked the action
        raise TypeError(action)
    return next_decision(state, passed)


def unfolded(state: DojoKunState, action: Any) -> tuple[DojoKunState, ...]:
    """The states a legal tournament decision passes through: the state once the decision is
    made, then one after each step carried out without a decision (a seeded roll, a fight
    decided, a bye...), the last being :meth:`DojoKunState.apply`'s (the next season's prelude
    after the first tournament's end, whose bracket the state before it still holds)."""
    passed: list[DojoKunState] = []
    after = play(state, action, passed)
    return (*passed, after) if after is not passed[-1] else tuple(passed)


# -- the bracket -----------------------------------------------------------------------------


def _sizes() -> tuple[int, ...]:
    sizes, size = [], BRACKET
    while size >= 1:
        sizes.append(size)
        size //= 2
    return tuple(sizes)


def _where(fight: int) -> tuple[int, int]:
    """The round (0 quarter-finals) and the pair in it of fight ``fight`` (0-6)."""
    level, index, size = 0, fight, BRACKET // 2
    while index >= size:
        index -= size
        level += 1
        size //= 2
    return level, index


def pair(t: Tournament, fight: int) -> tuple[Entrant | None, Entrant | None]:
    """The two entrants of fight ``fight`` (0-6): white (the upper slot), black (the lower)."""
    level, index = _where(fight)
    return t.rounds[level][2 * index], t.rounds[level][2 * index + 1]


def standings(t: Tournament) -> dict[Entrant, int]:
    """How far each entrant went, as an index into ``TOURNAMENT_PRESTIGE``'s rows: 0 the winner,
    1 a finalist, 2 a semi-finalist, 3 out in the first round."""
    last = len(t.rounds) - 1
    out: dict[Entrant, int] = {}
    for level, entrants in enumerate(t.rounds):
        for e in entrants:
            if e is not None:
                out[e] = last - level
    return out


# -- fighters --------------------------------------------------------------------------------


def fighter(state: DojoKunState, entrant: Entrant) -> Fighter:
    """An entrant as the Combat board sees him: a Skull Dojo athlete by his card's side for the
    season (with the single player handicap if chosen), or a player's athlete with his dice
    after Wounds, his Ki, Secret Techniques and Special Moves (S. Zuki takes no Wounds)."""
    if entrant.skull:
        handicap = state.solo and state.options.handicap
        return Fighter.skull(entrant.space, state.season + 1, solo=handicap)
    m = state.member(entrant.owner, entrant.space)
    return Fighter(
        dice={COLOURS[d]: n for d, n in zip(DISCIPLINES, m.dice, strict=True)},
        ki=m.ki,
        techniques=m.techniques,
        moves=m.all_moves,
        wounds_immune=ATHLETES[m.card].ability == "no_wounds",
    )


def _fighters(state: DojoKunState) -> tuple[Fighter, Fighter]:
    t = state.tournament
    assert t is not None
    white, black = pair(t, t.fight)
    assert white is not None and black is not None
    return fighter(state, white), fighter(state, black)


def _dice(state: DojoKunState, entrant: Entrant) -> int:
    if entrant.skull:
        return fighter(state, entrant).dice_count
    return sum(state.member(entrant.owner, entrant.space).dice)


class Rolls:
    """Every roll a ``Roll`` may set for a fight, in order (white's faces, black's, then the red
    dice of the Harmful Attacks that roll activates, white's first), without listing them:
    ``in`` checks one, ``len`` counts them, iteration yields them in ``Roll``'s order."""

    def __init__(self, white: Fighter, black: Fighter) -> None:
        self.white, self.black = white, black

    def __iter__(self) -> Iterator[Roll]:
        for w in product(range(FACES), repeat=self.white.dice_count):
            harmful = combat.register(self.white, w).harmful
            for b in product(range(FACES), repeat=self.black.dice_count):
                more = combat.register(self.black, b).harmful
                for red in product(range(FACES), repeat=harmful + more):
                    yield Roll(w, b, red)

    def __contains__(self, action: object) -> bool:
        return isinstance(action, Roll) and _roll_problem(self.white, self.black, action) is None

    def __getitem__(self, index: int | slice) -> Any:
        """The roll at ``index`` in order, or a tuple for a slice, found by counting from the
        first: quick near the start, slow deep into billions (to pick a roll at random, roll
        the dice instead)."""
        if isinstance(index, slice):
            start, stop, step = index.indices(len(self))
            return tuple(islice(self, start, stop, step))
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError(index)
        return next(islice(self, index, None))

    def __len__(self) -> int:
        return _ways(self.white) * _ways(self.black)

    def __bool__(self) -> bool:
        return True

    def __repr__(self) -> str:
        return f"<{len(self)} rolls>"


def _ways(f: Fighter) -> int:
    """The number of (faces, red faces) a fighter's part of a roll may take: each face list
    counts 6 for each red die of the Harmful Attacks it activates."""
    counts: dict[tuple[int, ...], int] = {(0,) * len(SYMBOLS): 1}
    for colour in f.colours:
        step: dict[tuple[int, ...], int] = {}
        for key, n in counts.items():
            for face in DICE[colour]:
                new = tuple(k + face.count(s) for k, s in zip(key, SYMBOLS, strict=True))
                step[new] = step.get(new, 0) + n
        counts = step
    total = 0
    for key, n in counts.items():
        side = combat.register_symbols(f, dict(zip(SYMBOLS, key, strict=True)))
        total += n * FACES**side.harmful
    return total


# -- what happens without a decision ----------------------------------------------------------


def _tournament(state: DojoKunState, **changes: Any) -> DojoKunState:
    assert state.tournament is not None
    return state._with(tournament=dataclasses.replace(state.tournament, **changes))


def _put(values: tuple, index: int, value: Any) -> tuple:
    return (*values[:index], value, *values[index + 1 :])


def _with_round(
    state: DojoKunState, level: int, index: int, entrant: Entrant | None
) -> DojoKunState:
    t = state.tournament
    assert t is not None
    rounds = _put(t.rounds, level, _put(t.rounds[level], index, entrant))
    return _tournament(state, rounds=rounds)


def _gain(state: DojoKunState, player: int, prestige: int) -> DojoKunState:
    return state.with_dojo(player, prestige=state.dojos[player].prestige + prestige)


def _order(state: DojoKunState) -> list[int]:
    """The players in turn from the First Player."""
    return [(state.first + k) % state.players for k in range(state.players)]


def _tiles(state: DojoKunState) -> list[int]:
    """The holders of Reservation tiles, lowest tile first."""
    holders = [(d.reservation, p) for p, d in enumerate(state.dojos) if d.reservation is not None]
    return [p for _, p in sorted(holders)]


def _spaces(state: DojoKunState, player: int) -> list[int]:
    return [s for s, m in enumerate(state.dojos[player].athletes) if m is not None]


def _entries(state: DojoKunState, player: int) -> int:
    return min(TOURNAMENT_ATHLETES, len(_spaces(state, player)))


def _sent(t: Tournament, player: int) -> tuple[int, ...]:
    return t.sent[player] or ()


def _givable(t: Tournament, player: int) -> list[int]:
    return [s for s in _sent(t, player) if s != t.reserved[player]]


def _pending_send(state: DojoKunState) -> int | None:
    t = state.tournament
    assert t is not None
    return next((p for p in _order(state) if t.sent[p] is None and _spaces(state, p)), None)


def _pending_reserve(state: DojoKunState) -> int | None:
    t = state.tournament
    assert t is not None
    return next((p for p in _tiles(state) if t.reserved[p] is None and _sent(t, p)), None)


def _pending_give(state: DojoKunState) -> int | None:
    t = state.tournament
    assert t is not None
    return next((p for p in _order(state) if t.given[p] is None and _givable(t, p)), None)


def _pending_seat(state: DojoKunState) -> int | None:
    t = state.tournament
    assert t is not None
    for p in _tiles(state):
        space = t.reserved[p]
        if space is not None and Entrant(p, space) not in t.rounds[0]:
            return p
    return None


def _pending_predict(state: DojoKunState, white: Entrant, black: Entrant) -> int | None:
    t = state.tournament
    assert t is not None
    fighting = (white.owner, black.owner)
    return next((p for p in _order(state) if p not in fighting and t.predictions[p] is None), None)


def _draw_dotted(state: DojoKunState) -> DojoKunState:
    """The First Player's four: the athletes handed to him and Skull Dojo athletes drawn at
    random to make four, placed at random on the dotted slots (``dojo_kun.tournament.managed``)."""
    t = state.tournament
    assert t is not None
    given = [Entrant(p, s) for p, s in enumerate(t.given) if s is not None]
    rng, state = state.chance()
    drawn = rng.sample(t.skulls, len(DOTTED) - len(given))
    tokens = given + [Entrant(-1, n) for n in drawn]
    rng.shuffle(tokens)
    first = list(t.rounds[0])
    for slot, token in zip(DOTTED, tokens, strict=True):
        first[slot] = token
    rounds = (tuple(first), *t.rounds[1:])
    skulls = tuple(n for n in t.skulls if n not in drawn)
    return _tournament(state, rounds=rounds, skulls=skulls)


def _fill(state: DojoKunState) -> DojoKunState:
    """The other athletes sent, placed at random on the free slots, and Skull Dojo athletes
    drawn at random for the slots still free (``dojo_kun.tournament.seating``,
    ``dojo_kun.skull.fill``)."""
    t = state.tournament
    assert t is not None
    rest = [
        Entrant(p, s)
        for p in range(state.players)
        for s in _sent(t, p)
        if s not in (t.reserved[p], t.given[p])
    ]
    free = [i for i, e in enumerate(t.rounds[0]) if e is None]
    rng, state = state.chance()
    drawn = rng.sample(t.skulls, len(free) - len(rest))
    tokens = rest + [Entrant(-1, n) for n in drawn]
    rng.shuffle(tokens)
    first = list(t.rounds[0])
    for slot, token in zip(free, tokens, strict=True):
        first[slot] = token
    rounds = (tuple(first), *t.rounds[1:])
    skulls = tuple(n for n in t.skulls if n not in drawn)
    return _tournament(state, rounds=rounds, skulls=skulls)


def _goes_on(state: DojoKunState, entrant: Entrant | None) -> DojoKunState:
    """``entrant`` (None: nobody) moves to the next round; the next fight begins, with no
    predictions yet."""
    t = state.tournament
    assert t is not None
    level, index = _where(t.fight)
    state = _with_round(state, level + 1, index, entrant)
    return _tournament(state, fight=t.fight + 1, predictions=(None,) * state.players)


def _won(state: DojoKunState, winner: Entrant) -> DojoKunState:
    """A fight won: correct predictions score (``dojo_kun.combat.winner``), Tyler Handsome's
    Dojo gains a point (``dojo_kun.ability.victory_prestige``), and the winner goes on."""
    t = state.tournament
    assert t is not None
    side = SIDES[pair(t, t.fight).index(winner)]
    for p, guess in enumerate(t.predictions):
        if guess == side:
            state = _gain(state, p, PREDICTION_PRESTIGE)
    if not winner.skull:
        card = state.member(winner.owner, winner.space).card
        if ATHLETES[card].ability == "victory_prestige":
            state = _gain(state, winner.owner, 1)
    return _goes_on(state, winner)


def _both_drop(state: DojoKunState, white: Entrant, black: Entrant) -> DojoKunState:
    """Both out of dice: both leave the tournament (``dojo_kun.combat.out_of_dice``)."""
    t = state.tournament
    assert t is not None
    state = _tournament(state, dropped=(*t.dropped, white, black))
    return _goes_on(state, None)


def _after_roll(
    state: DojoKunState,
    faces: tuple[tuple[int, ...], tuple[int, ...]],
    red: tuple[tuple[int, ...], tuple[int, ...]],
) -> DojoKunState:
    """A roll resolved (:func:`combat.resolve_round`) and recorded in ``Tournament.roll``: the
    Special Moves' Prestige, then the winner goes on with the Wounds of the roll to place, or,
    after a draw, both place theirs before the next roll."""
    t = state.tournament
    assert t is not None
    entrants = pair(t, t.fight)
    white, black = _fighters(state)
    result: CombatRound = combat.resolve_round(white, black, faces[0], faces[1], red[0], red[1])
    state = _tournament(state, roll=(faces[0], faces[1], red[0] + red[1]))
    for e, side in zip(entrants, result.sides, strict=True):
        assert e is not None
        if not e.skull and side.bonus_prestige:
            state = _gain(state, e.owner, side.bonus_prestige)
    winner = result.combat.winner
    if winner is None:
        hurt = list(zip(entrants, result.wounds, strict=True))
    else:
        index = SIDES.index(winner)
        hurt = [] if t.fight == FIGHTS - 1 else [(entrants[index], result.wounds[index])]
        state = _won(state, entrants[index])  # type: ignore[arg-type]
    queue = [(e.owner, e.space) for e, n in hurt if e is not None and not e.skull for _ in range(n)]
    assert state.tournament is not None
    return _tournament(state, wounds=(*state.tournament.wounds, *queue))


def _end(state: DojoKunState) -> DojoKunState:
    """The end of a tournament: each athlete's Prestige by how far he went
    (``dojo_kun.tournament.prestige``; alone, the Skull Dojo's too, ``dojo_kun.solo.skull_score``),
    the winner's Dojo counts a tournament won, Wounds come off (``dojo_kun.tournament.heal``);
    after the first, Master YANG's techniques and the Reservation tiles come back
    (``dojo_kun.tournament.refill``) and the second season begins; after the second, the game
    is over."""
    t = state.tournament
    assert t is not None
    prestige = TOURNAMENT_PRESTIGE[state.season]
    skull = 0
    for e, standing in standings(t).items():
        if e.skull:
            skull += prestige[standing]
        else:
            state = _gain(state, e.owner, prestige[standing])
    if state.solo:
        state = state._with(skull_prestige=min(state.skull_prestige + skull, PRESTIGE_MOST))
    champion = t.rounds[-1][0]
    if champion is not None and not champion.skull:
        won = state.dojos[champion.owner].tournaments_won + 1
        state = state.with_dojo(champion.owner, tournaments_won=won)
    for p, dojo in enumerate(state.dojos):
        state = state.with_dojo(p, athletes=tuple(_healed(m) for m in dojo.athletes))
    state = _tournament(state, wounds=())
    if state.season == 0:
        for p in range(state.players):
            state = state.with_dojo(p, reservation=None)
        state = state._with(techniques=tuple(TECHNIQUES), reservations=RESERVATION_TILES)
        return start_season(state, 1)
    return state._with(step="over", to_play=None)


def _healed(m: Member | None) -> Member | None:
    if m is None or not any(m.wounds):
        return m
    return dataclasses.replace(m, wounds=(0, 0, 0, 0))


# -- refusals --------------------------------------------------------------------------------


def _athlete(state: DojoKunState, player: int, space: int) -> tuple[str, str]:
    m = state.member(player, space)
    name = ATHLETES[m.card].name
    return f"{name} (athlete {space + 1})", f"{name} (athlète {space + 1})"


def entrant_name(state: DojoKunState, e: Entrant) -> tuple[str, str]:
    """An entrant's name for a sentence, in English and French."""
    if e.skull:
        name = SKULL[e.space].name
        return f"{name} (Skull Dojo)", f"{name} (Dojo du Crâne)"
    name = ATHLETES[state.member(e.owner, e.space).card].name
    return f"{name} (P{e.owner + 1})", f"{name} (P{e.owner + 1})"


def _listed(names: list[str], fr: bool = False) -> str:
    if len(names) < 2:
        return "".join(names)
    return ", ".join(names[:-1]) + (" et " if fr else " and ") + names[-1]


def _plural(n: int, en: str, fr: str | None = None) -> tuple[str, str]:
    fr = fr or en
    return f"{n} {en}{'s' if n != 1 else ''}", f"{n} {fr}{'s' if n != 1 else ''}"


def _expected(state: DojoKunState) -> tuple[str, str, str]:
    """The decision the state waits for: its rule, and a sentence in English and French."""
    t, player, step = state.tournament, state.to_play, state.step
    assert t is not None and player is not None
    who = f"P{player + 1}"
    example = next(iter(legal(state)))
    if step == "send":
        en, fr = _plural(_entries(state, player), "athlete", "athlète")
        rule = "dojo_kun.solo.tournament" if state.solo else "dojo_kun.tournament.entry"
        return (
            rule,
            f"{who} sends {en} to the tournament, e.g. '{example}'.",
            f"{who} envoie {fr} au tournoi, par exemple « {example} ».",
        )
    if step == "reserve":
        tile = state.dojos[player].reservation
        return (
            "dojo_kun.tournament.reservation",
            f"{who} puts one of the athletes he sends on his Reservation tile {tile}, e.g. "
            f"'{example}'.",
            f"{who} pose l’un des athlètes qu’il envoie sur sa tuile de Réservation {tile}, par "
            f"exemple « {example} ».",
        )
    if step == "give":
        return (
            "dojo_kun.tournament.managed",
            f"{who} hands one athlete without a reservation to the First Player, P"
            f"{state.first + 1}, e.g. '{example}'.",
            f"{who} confie un athlète sans réservation au Premier joueur, P{state.first + 1}, "
            f"par exemple « {example} ».",
        )
    if step == "seat":
        space = t.reserved[player]
        assert space is not None
        en, fr = _athlete(state, player, space)
        return (
            "dojo_kun.tournament.seating",
            f"{who} places his reserved athlete {en} on a free slot of the bracket, e.g. "
            f"'{example}'.",
            f"{who} place son athlète réservé {fr} sur un emplacement libre du tableau, par "
            f"exemple « {example} ».",
        )
    if step == "wound":  # a Wound of the fight just ended: the next pairing may be a bye
        owner, space = t.wounds[0]
        en, fr = _athlete(state, owner, space)
        return (
            "dojo_kun.combat.wound",
            f"{who} places a Wound counter on {en}, in a discipline where he still has a die, "
            f"e.g. '{example}'.",
            f"{who} place une blessure sur {fr}, dans une discipline où il a encore un dé, par "
            f"exemple « {example} ».",
        )
    white, black = pair(t, t.fight)
    if step == "advance":
        assert white is not None and black is not None
        a, b = _athlete(state, player, white.space), _athlete(state, player, black.space)
        return (
            "dojo_kun.tournament.same_dojo",
            f"{who}'s {a[0]} and {b[0]} meet: {who} chooses who goes on, e.g. '{example}'.",
            f"{a[1]} et {b[1]} de {who} se rencontrent : {who} choisit lequel continue, par "
            f"exemple « {example} ».",
        )
    assert white is not None and black is not None
    w, b = entrant_name(state, white), entrant_name(state, black)
    if step == "predict":
        return (
            "dojo_kun.tournament.prediction",
            f"{who} predicts the winner of {w[0]}, white, against {b[0]}, black: 'predict white' "
            "or 'predict black'.",
            f"{who} pronostique le vainqueur du combat entre {w[1]}, blanc, et {b[1]}, noir : « predict "
            "white » ou « predict black ».",
        )
    if step == "roll":
        return (
            "dojo_kun.chance.chosen",
            f"The fight of {w[0]}, white, against {b[0]}, black, waits for its roll, set by "
            f"hand, e.g. '{example}'.",
            f"Le combat entre {w[1]}, blanc, et {b[1]}, noir, attend son lancer, fixé à la "
            f"main, par exemple « {example} ».",
        )
    raise AssertionError(step)


def _is_space(value: object) -> bool:
    return type(value) is int and 0 <= value < 8


def _why_not_send(state: DojoKunState, player: int, action: Send) -> Reason | None:
    rule = "dojo_kun.solo.tournament" if state.solo else "dojo_kun.tournament.entry"
    spaces = action.spaces
    have = _spaces(state, player)
    k = _entries(state, player)
    if not isinstance(spaces, tuple) or not all(_is_space(s) for s in spaces):
        return reason(
            rule,
            "Name the athletes you send by their Dojo space, 1 to 4, e.g. 'send 1 2'.",
            "Nommez les athlètes envoyés par leur place au Dojo, de 1 à 4, par exemple « send "
            "1 2 ».",
        )
    missing = [s for s in spaces if s not in have]
    if missing:
        return reason(
            rule,
            f"Your Dojo has no athlete {missing[0] + 1}.",
            f"Votre Dojo n’a pas d’athlète {missing[0] + 1}.",
        )
    if len(set(spaces)) != len(spaces) or list(spaces) != sorted(spaces):
        ordered = " ".join(str(s + 1) for s in sorted(set(spaces)))
        return reason(
            rule,
            f"Name each athlete once, in order: 'send {ordered}'.",
            f"Nommez chaque athlète une fois, dans l’ordre : « send {ordered} ».",
        )
    if len(spaces) > k:
        return reason(
            rule,
            f"A Dojo sends at most {TOURNAMENT_ATHLETES} athletes to a tournament.",
            f"Un Dojo envoie au plus {TOURNAMENT_ATHLETES} athlètes à un tournoi.",
        )
    if len(spaces) < k:
        en, fr = _plural(k, "athlete", "athlète")
        return reason(
            rule,
            f"A Dojo sends {TOURNAMENT_ATHLETES} athletes, or all it has: send {en}.",
            f"Un Dojo envoie {TOURNAMENT_ATHLETES} athlètes, ou tous ceux qu’il a : envoyez {fr}.",
        )
    return None


def _why_not_reserve(state: DojoKunState, player: int, action: Reserve) -> Reason | None:
    t = state.tournament
    assert t is not None
    sent = _sent(t, player)
    if action.space in sent:
        return None
    names = [_athlete(state, player, s) for s in sent]
    return reason(
        "dojo_kun.tournament.reservation",
        "Only an athlete you send goes on your Reservation tile: "
        f"{_listed([n[0] for n in names])}.",
        "Seul un athlète que vous envoyez va sur votre tuile de Réservation : "
        f"{_listed([n[1] for n in names], fr=True)}.",
    )


def _why_not_give(state: DojoKunState, player: int, action: Give) -> Reason | None:
    t = state.tournament
    assert t is not None
    givable = _givable(t, player)
    if action.space in givable:
        return None
    if action.space == t.reserved[player]:
        en, fr = _athlete(state, player, action.space)
        return reason(
            "dojo_kun.tournament.managed",
            f"{en} is on your Reservation tile: hand the First Player an athlete without one.",
            f"{fr} est sur votre tuile de Réservation : confiez au Premier joueur un athlète "
            "sans réservation.",
        )
    names = [_athlete(state, player, s) for s in givable]
    return reason(
        "dojo_kun.tournament.managed",
        "You hand the First Player one of the athletes you send: "
        f"{_listed([n[0] for n in names])}.",
        "Vous confiez au Premier joueur l’un des athlètes que vous envoyez : "
        f"{_listed([n[1] for n in names], fr=True)}.",
    )


def _why_not_seat(state: DojoKunState, player: int, action: Seat) -> Reason | None:
    t = state.tournament
    assert t is not None
    slot = action.slot
    if type(slot) is not int or not 0 <= slot < BRACKET:
        return reason(
            "dojo_kun.tournament.seating",
            f"The bracket's slots are numbered 1 to {BRACKET}.",
            f"Les emplacements du tableau sont numérotés de 1 à {BRACKET}.",
        )
    taken = t.rounds[0][slot]
    if taken is None:
        return None
    en, fr = entrant_name(state, taken)
    return reason(
        "dojo_kun.tournament.seating",
        f"Slot {slot + 1} is taken by {en}: choose a free slot.",
        f"L’emplacement {slot + 1} est pris par {fr} : choisissez un emplacement libre.",
    )


def _why_not_predict(state: DojoKunState, player: int, action: Predict) -> Reason | None:
    if action.side in SIDES:
        return None
    return reason(
        "dojo_kun.tournament.prediction",
        "A prediction names the white or the black fighter: 'predict white' or 'predict black'.",
        "Un pronostic désigne le combattant blanc ou noir : « predict white » ou « predict "
        "black ».",
    )


def _why_not_advance(state: DojoKunState, player: int, action: Advance) -> Reason | None:
    t = state.tournament
    assert t is not None
    white, black = pair(t, t.fight)
    assert white is not None and black is not None
    if action.space in (white.space, black.space):
        return None
    a, b = _athlete(state, player, white.space), _athlete(state, player, black.space)
    return reason(
        "dojo_kun.tournament.same_dojo",
        f"This meeting is between {a[0]} and {b[0]}: one of them goes on.",
        f"Cette rencontre oppose {a[1]} et {b[1]} : l’un des deux continue.",
    )


def _roll_problem(white: Fighter, black: Fighter, action: Roll) -> tuple[str, str] | None:
    """Why a roll set by hand does not fit the fight, or None."""
    for faces, f, side, side_fr in (
        (action.white, white, "white", "blanc"),
        (action.black, black, "black", "noir"),
    ):
        colours = f.colours
        if (
            not isinstance(faces, tuple)
            or len(faces) != len(colours)
            or not all(type(x) is int and 0 <= x < FACES for x in faces)
        ):
            en = ", ".join(colours) or "no dice"
            fr = ", ".join(NAMES["fr"][_discipline(c)] for c in colours) or "aucun dé"
            n = len(colours)
            dice = "no dice" if not n else "1 die" if n == 1 else f"{n} dice"
            return (
                f"The {side} fighter rolls {dice} ({en}): give one "
                f"face, 0 to {FACES - 1}, per die, in that order.",
                f"Le combattant {side_fr} lance {_plural(len(colours), 'dé')[1]} ({fr}) : "
                f"donnez une face, de 0 à {FACES - 1}, par dé, dans cet ordre.",
            )
    harmful = (
        combat.register(white, action.white).harmful,
        combat.register(black, action.black).harmful,
    )
    red = action.red
    if (
        not isinstance(red, tuple)
        or len(red) != sum(harmful)
        or not all(type(x) is int and 0 <= x < FACES for x in red)
    ):
        n = sum(harmful)
        return (
            f"This roll sets off {n} Harmful Attack(s) (white {harmful[0]}, black "
            f"{harmful[1]}): give {n} red {'die' if n == 1 else 'dice'}, each a face 0 to "
            f"{FACES - 1}, white's first.",
            f"Ce lancer déclenche {n} Attaque(s) douloureuse(s) (blanc {harmful[0]}, noir "
            f"{harmful[1]}) : donnez {n} dé(s) rouge(s), chacun une face de 0 à {FACES - 1}, "
            "ceux du blanc d’abord.",
        )
    return None


def _discipline(colour: str) -> str:
    return next(d for d, c in COLOURS.items() if c == colour)


def _why_not_roll(state: DojoKunState, player: int, action: Roll) -> Reason | None:
    problem = _roll_problem(*_fighters(state), action)
    if problem is None:
        return None
    return reason("dojo_kun.chance.chosen", *problem)


def _why_not_wound(state: DojoKunState, player: int, action: Wound) -> Reason | None:
    t = state.tournament
    assert t is not None
    owner, space = t.wounds[0]
    en, fr = _athlete(state, owner, space)
    if action.discipline not in DISCIPLINES:
        return reason(
            "dojo_kun.combat.wound",
            f"{action.discipline!r} is not a discipline: tiger, crane, bear or cobra.",
            f"{action.discipline!r} n’est pas une discipline : tiger, crane, bear ou cobra.",
        )
    member = state.member(owner, space)
    i = DISCIPLINES.index(action.discipline)
    if member.dice[i]:
        return None
    d_en, d_fr = NAMES["en"][action.discipline], NAMES["fr"][action.discipline]
    return reason(
        "dojo_kun.combat.wound",
        f"{en} has no {d_en} die left (level {member.levels[i]}, {member.wounds[i]} Wounds): a "
        "Wound goes on a discipline where he still has one, never below zero.",
        f"{fr} n’a plus de dé {d_fr} (niveau {member.levels[i]}, {member.wounds[i]} "
        "blessure(s)) : une blessure va sur une discipline où il en a encore un, jamais en "
        "dessous de zéro.",
    )
