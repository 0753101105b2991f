"""Dojo Kun computer players. All of them decide from ``state.view(player)`` only: they know
everything on the table, never the order of the face-down decks nor the game's seed.

- ``random``: any legal action (at a roll set by hand, a fair roll of the dice).
- ``greedy``: looks one decision ahead. Each placement is tried and the position after it
  weighed by :func:`worth`: the Prestige the Dojo holds, plus what its athletes should win in
  the tournaments to come, plus its Ki, its tokens' actions still to take, its equipment, its
  room to grow and its Reservation tile. In the tournament it sends its two strongest
  athletes, seats its reserved athlete against the weakest opponent, predicts the likelier
  winner and puts each Wound on the die its athlete misses least.
- ``expert``: takes the greedy player's six best placements and plays each on, every player
  placing the quick greedy way (:func:`quick_choice`), in a position imagined from its view
  (:func:`imagine`: the unseen decks dealt at random, for the village of the next turn): first
  until its own next placement, then one placement of its own further each pass, up to the end
  of the next prelude turn, some 80 placements in all (a few hundredths of a second, 0.15 s at
  most). It keeps the placement that leaves its Dojo furthest ahead of the best other Dojo (by
  :func:`worth`) in the deepest pass it finished. At four players the Dojos' own athletes fill
  the tournament's bracket: the expert then weighs the tournaments against the athletes the
  table sends (:func:`table_runs`), not against the Skull Dojo's, which do not fight there. Its
  tournament decisions are the greedy ones.

How strong is an athlete? Exact fight odds (:func:`~gamekit.dojo_kun.combat.fight_odds`) take
up to a second for big fighters, far too slow to weigh thousands of positions. The players use
an estimate instead (:func:`win_chance`): each side's expected symbols (dice, Secret
Techniques, a Skull athlete's printed symbols, and each Special Move's gifts times the chance
that the roll sets it off), run through the serpentine as if they were counts, give each side's
Hits left; their difference, over the square root of the dice rolled, through a logistic
curve, gives the chance to win the fight. Against the exact odds of a roll that decides (draws
left out), it is off by 0.09 (root mean square) over 200 random pairs of fighters of up to six
dice, and by 0.10 over 40 bigger athletes against the Skull Dojo.

>>> from gamekit.dojo_kun.game import GAME
>>> state = GAME.new_state(seed=3, players=2)
>>> view = state.view(state.current_player)
>>> action = GreedyPlayer().choose(view)
>>> print(describe(view, action)[0])
Admit Frost San (athlete card 2 on offer) with your Master
>>> round(worth(view, 1).total, 1), round(worth(view._play(action), 1).total, 1)
(14.0, 18.3)
"""

from __future__ import annotations

import dataclasses
import math
import random
import time
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache
from typing import Any, NamedTuple

from gamekit.core import Hint, Player
from gamekit.dojo_kun import combat, prelude, scoring, tournament
from gamekit.dojo_kun.actions import (
    Action,
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
from gamekit.dojo_kun.activities import KIND, Turn, ki_gain, yang_cost
from gamekit.dojo_kun.combat import DIE_ORDER, FACES, KEEP_ORDER
from gamekit.dojo_kun.data import (
    ADVENTURES,
    ATHLETES,
    BRACKET,
    COLOURS,
    DICE,
    DISCIPLINES,
    EQUIPMENT,
    HELP_VILLAGE,
    LEVEL_CAP,
    MOVES,
    NAMES,
    PREDICTION_PRESTIGE,
    PRELUDE_TURNS,
    SACRIFICE_KI,
    SEASONS,
    SKULL,
    SOLO_HANDICAP,
    SPECIAL_MOVES,
    SYMBOLS,
    TECHNIQUES,
    TOURNAMENT_ATHLETES,
    TOURNAMENT_PRESTIGE,
    TURN_BONUS,
    WATERFALL_KI,
    YIN,
)
from gamekit.dojo_kun.state import DojoKunState, Entrant, Member

BUDGET = 0.15
"""The expert's longest thinking time a decision, in seconds: usually its ``EFFORT`` is spent
well before (a decision must stay under 0.3 s)."""

# -- what a player may imagine ---------------------------------------------------------------


def unseen(view: DojoKunState) -> tuple[list[int], list[int], list[str], list[str]]:
    """The season's cards nobody can see, deck by deck (athletes, equipment, Special Moves,
    Adventures): the season's cards less those on offer, in the rows, in a Dojo or learnt by
    an athlete. The decks hold some of them (the others were discarded at the end of a turn,
    which the position does not record); only ``view`` is read, so a view will do."""
    season = view.season + 1
    members = [m for d in view.dojos for m in d.athletes if m is not None]
    seen_athletes = {m.card for m in members} | set(view.offer_athletes)
    seen_tiles = {e for d in view.dojos for e in d.equipment} | set(view.offer_equipment)
    learnt = {k for m in members for k in m.moves}
    return (
        [a.number for a in ATHLETES.values() if a.season == season and a.number not in
         seen_athletes],
        [e.number for e in EQUIPMENT.values() if e.season == season and e.number not in
         seen_tiles],
        [k for k, m in SPECIAL_MOVES.items() if m.season == season and k not in learnt and k not
         in view.move_row],
        [k for k, a in ADVENTURES.items() if a.season == season and k not in
         view.adventure_row],
    )  # fmt: skip


def imagine(view: DojoKunState, rng: random.Random) -> DojoKunState:
    """A full position consistent with ``view``: each face-down deck dealt at random from the
    cards nobody can see (:func:`unseen`), and a seed of the imagination's own for the draws
    and dice to come, so that play can go on past the end of a turn. Given a full position,
    it imagines from that position's view all the same: the true decks are never read.

    >>> from gamekit.dojo_kun.game import GAME
    >>> view = GAME.new_state(seed=3, players=2).view(1)
    >>> view.decks[0][:4], view.seed
    ((-1, -1, -1, -1), None)
    >>> world = imagine(view, random.Random(1))
    >>> set(world.decks[0]) <= set(unseen(view)[0]), world.seed is not None
    (True, True)
    """
    view = view.view(view.current_player)
    decks = tuple(
        tuple(rng.sample(pool, len(deck)))
        for deck, pool in zip(view.decks, unseen(view), strict=True)
    )
    seed = rng.randrange(2**31)
    return dataclasses.replace(view, decks=decks, seed=seed)  # type: ignore[arg-type]


# -- how strong an athlete is ----------------------------------------------------------------


class Board(NamedTuple):
    """A fighter's expected side of the Combat board: Hits, Blocks, Holds and Jumps, then the
    Harmful Attacks, the Submission strength and the Prestige his Special Moves should bring a
    roll (each weighed by the chance the roll sets the move off), and his number of dice."""

    hit: float
    block: float
    hold: float
    jump: float
    harm: float = 0.0
    submission: float = 0.0
    bonus: float = 0.0
    dice: int = 0


SCALE = 5.0
"""The logistic curve's slope, divided by the square root of the dice both fighters roll (the
more dice, the more a roll strays from what is expected): one expected Hit ahead with ten dice
between them, a fighter wins about 83% of the rolls that decide."""

HARM_HITS = 1.0
"""The Hits a Harmful Attack's red die takes off, on average (its six faces show six Hits)."""

SUBMISSION = 0.3
"""What a Submission is worth in expected Hits: it wins the draws (a third of the rolls or so
between even fighters)."""

_EXPECTED = {
    colour: tuple(sum(face.count(s) for face in DICE[colour]) / FACES for s in SYMBOLS)
    for colour in DIE_ORDER
}
"""Each die's expected count of each symbol (a red die: 1 Hit, 1/6 Block, 1/6 Ki)."""


@lru_cache(maxsize=4096)
def _tail(dice: tuple[int, ...], symbol: int) -> tuple[float, ...]:
    """The chance that ``dice`` (counts by colour, red, blue, grey, green) show at least k of
    ``SYMBOLS[symbol]``, for k = 0, 1, ..."""
    dist = [1.0]
    for colour, n in zip(DIE_ORDER, dice, strict=True):
        one = [0.0, 0.0, 0.0]
        for face in DICE[colour]:
            one[face.count(SYMBOLS[symbol])] += 1 / FACES
        for _ in range(n):
            step = [0.0] * (len(dist) + 2)
            for i, p in enumerate(dist):
                for j, q in enumerate(one):
                    step[i + j] += p * q
            dist = step
    tails, total = [], 0.0
    for p in reversed(dist):
        total += p
        tails.append(total)
    return tuple(reversed(tails))


@lru_cache(maxsize=16384)
def board(
    dice: tuple[int, ...], ki: int, techniques: tuple[str, ...], moves: tuple[str, ...]
) -> Board:
    """The expected board of an athlete with ``dice`` (by discipline, after Wounds), ``ki``
    tokens, Secret Techniques and Special Moves. A move goes off when the dice, the tokens and
    the techniques show what it needs: its chance is taken as the product of each symbol's
    chance (the symbols of one die are not quite independent, close enough)."""
    base = [0] * len(SYMBOLS)
    base[SYMBOLS.index("ki")] = ki
    for t in techniques:
        base[SYMBOLS.index(TECHNIQUES[t].symbol)] += 1
    expected = [
        base[i] + sum(n * _EXPECTED[c][i] for c, n in zip(DIE_ORDER, dice, strict=True))
        for i in range(len(MOVES))
    ]
    harm = submission = bonus = 0.0
    for key in moves:
        move = SPECIAL_MOVES[key]
        chance = 1.0
        for symbol, need in move.needs.items():
            i = SYMBOLS.index(symbol)
            short = need - base[i]
            if short > 0:
                tail = _tail(dice, i)
                chance *= tail[short] if short < len(tail) else 0.0
        for symbol, n in move.gives.items():
            expected[MOVES.index(symbol)] += chance * n
        harm += chance * move.harmful
        submission += chance * move.submission
        bonus += chance * move.bonus_prestige
    return Board(*expected, harm, submission, bonus, sum(dice))  # type: ignore[call-arg]


def member_board(m: Member) -> Board:
    """An athlete's expected board, as he is now (Wounds included)."""
    return board(m.dice, m.ki, m.techniques, m.all_moves)


@lru_cache(maxsize=64)
def skull_board(number: int, season: int, handicap: bool = False) -> Board:
    """A Skull Dojo athlete's expected board in season ``season`` (0 White Lotus, 1 Black
    Lotus), with the single player handicap if ``handicap``."""
    athlete = SKULL[number]
    dice = tuple(athlete.levels[season][d] for d in DISCIPLINES)
    extra = dict(athlete.extra[season])
    if handicap:
        for s, n in SOLO_HANDICAP[season].items():
            extra[s] = extra.get(s, 0) + n
    b = board(dice, 0, (), ())
    return b._replace(**{s: getattr(b, s) + extra.get(s, 0) for s in MOVES})


def _hits(a: Board, b: Board) -> float:
    """``a``'s Hits left after the serpentine against ``b``, on expected counts."""
    holds = max(0.0, a.hold - b.jump)
    blocks = max(0.0, b.block - holds)
    return max(0.0, a.hit - HARM_HITS * b.harm - blocks)


def win_chance(a: Board, b: Board, shift: float = 0.0) -> float:
    """The estimated chance that a fighter of board ``a`` beats one of board ``b`` (``shift``:
    expected Hits to add to ``a``, for growth still to come).

    An athlete with a red die, two grey and two green against Hans Geist (one blue die, three
    green, two Jumps printed) in the White Lotus tournament: the exact odds of a roll that
    decides are 0.62 (:func:`~gamekit.dojo_kun.combat.combat_odds`).

    >>> round(win_chance(board((1, 0, 2, 2), 0, (), ()), skull_board(4, 0)), 2)
    0.64
    """
    net = _hits(a, b) - _hits(b, a) + SUBMISSION * (a.submission - b.submission) + shift
    return 1.0 / (1.0 + math.exp(-SCALE * net / math.sqrt(max(2, a.dice + b.dice))))


@lru_cache(maxsize=16384)
def field_chance(b: Board, season: int, handicap: bool = False, shift: float = 0.0) -> float:
    """The chance to win a fight against the season's field, taken as the seven Skull Dojo
    athletes (the usual opponents, and the strongest)."""
    return sum(win_chance(b, skull_board(n, season, handicap), shift) for n in SKULL) / len(SKULL)


def run_value(chance: float, season: int, card: int = 0, bonus: float = 0.0) -> float:
    """The Prestige an athlete should win in a tournament when he wins each fight with
    ``chance``: the semi-final, the final and the title each add their step of the season's
    table (White Lotus 2, 2, 3; Black Lotus 3, 3, 4); Tyler Handsome adds 1 a victory, and a
    move's Prestige comes with each roll it goes off."""
    top, final, semi, first = TOURNAMENT_PRESTIGE[season]
    q = chance
    value = (semi - first) * q + (final - semi) * q * q + (top - final) * q**3
    if card and ATHLETES[card].ability == "victory_prestige":
        value += q + q * q + q**3
    return value + bonus * (1 + q + q * q)


# -- what a position is worth ----------------------------------------------------------------


@dataclasses.dataclass(frozen=True, slots=True)
class Weights:
    """What the evaluation counts things for, in Prestige points (see :func:`worth`)."""

    action: float = 0.8
    """A token's action: about what helping the village brings."""
    ki: float = 0.35
    """A Ki token while placements remain: 2 Ki buy 1 Prestige on a Journey, or a level at
    Master YIN."""
    ki_useful: int = 6
    """Ki beyond this many on one athlete count a third as much (they are hard to spend)."""
    tile: float = 0.3
    """A Training Equipment tile an athlete can train on, each prelude turn to come."""
    room: float = 0.4
    """An empty athlete space or equipment slot while prelude turns remain (room to grow)."""
    reservation: float = 1.0
    """A Reservation tile before the tournament: the reserved athlete chooses his opponent."""
    growth: float = 0.7
    """Levels a fighting athlete gains a prelude turn, on average (for the tournaments ahead)."""
    delta: float = 0.35
    """Expected Hits ahead that a level brings, on average."""
    tournament: float = 1.0
    """The weight of the Prestige the athletes should win in the tournaments ahead."""
    solo: float = 2.0
    """The same alone: what the Skull Dojo does not win, the player does, so it counts twice."""


WEIGHTS = Weights()


@dataclasses.dataclass(frozen=True, slots=True)
class Worth:
    """What a position is worth to a Dojo, in Prestige points, source by source: the
    ``prestige`` it holds (:func:`~gamekit.dojo_kun.scoring.prestige`, the final count as it
    stands); the ``tournament`` Prestige its two best athletes should win in each tournament
    to come; its athletes' ``ki``; its ``tokens``' actions still to take, this turn and the
    turns to come; the ``equipment`` its athletes will train on; its ``room`` to grow; its
    ``reservation`` tile."""

    prestige: float
    tournament: float
    ki: float
    tokens: float
    equipment: float
    room: float
    reservation: float

    @property
    def total(self) -> float:
        return (
            self.prestige
            + self.tournament
            + self.ki
            + self.tokens
            + self.equipment
            + self.room
            + self.reservation
        )


SOURCES = tuple(f.name for f in dataclasses.fields(Worth))


def turns_ahead(state: DojoKunState) -> int:
    """Prelude turns still to begin (the one being played not counted)."""
    if state.step == "over":
        return 0
    ahead = (len(SEASONS) - 1 - state.season) * PRELUDE_TURNS
    if state.step == "place":
        ahead += PRELUDE_TURNS - 1 - state.turn
    return ahead


def tournaments_ahead(state: DojoKunState) -> list[tuple[int, int]]:
    """The tournaments still to come, as (season, prelude turns to begin before it)."""
    if state.step == "over":
        return []
    before = PRELUDE_TURNS - 1 - state.turn if state.step == "place" else 0
    out = [(state.season, before)]
    if state.season + 1 < len(SEASONS):
        out.append((state.season + 1, before + PRELUDE_TURNS))
    return out


@lru_cache(maxsize=16384)
def athlete_run(m: Member, season: int, turns: int, handicap: bool, weights: Weights) -> float:
    """The Prestige athlete ``m`` should win in season ``season``'s tournament, ``turns``
    prelude turns from now (he grows by then: ``weights.growth`` levels a turn), against the
    Skull Dojo's athletes (with the single player ``handicap``)."""
    if not any(m.dice):
        return 0.0
    room = len(DISCIPLINES) * LEVEL_CAP - m.dan
    shift = round(weights.delta * min(room, weights.growth * turns), 2)
    b = member_board(m)
    return run_value(field_chance(b, season, handicap, shift), season, m.card, b.bonus)


_WORTHS: dict[tuple, Worth] = {}
"""Worths already weighed, by everything they read (a play-out meets the same Dojos again)."""


def worth(state: DojoKunState, player: int, weights: Weights = WEIGHTS) -> Worth:
    """What ``state`` is worth to P``player`` (see :class:`Worth`); no deck is read, so a view
    will do."""
    dojo = state.dojos[player]
    pending = 0
    if state.step == "place":
        home, moving = prelude.tokens_left(state, player)
        pending = len(home) + len(moving)
    handicap = state.solo and state.options.handicap
    key = (dojo, state.season, state.turn, state.step, pending, state.solo, handicap, weights)
    found = _WORTHS.get(key)
    if found is not None:
        return found
    members = [m for m in dojo.athletes if m is not None]
    ahead = turns_ahead(state)
    runs = 0.0
    for season, turns in tournaments_ahead(state):
        values = sorted(
            (athlete_run(m, season, turns, handicap, weights) for m in members), reverse=True
        )
        runs += sum(values[:TOURNAMENT_ATHLETES])
    ki = sum(min(m.ki, weights.ki_useful) + max(0, m.ki - weights.ki_useful) / 3 for m in members)
    tiles = sum(e is not None for e in dojo.equipment)
    empty = dojo.athletes.count(None) + dojo.equipment.count(None)
    found = Worth(
        prestige=float(scoring.prestige(state, player).total),
        tournament=runs * (weights.solo if state.solo else weights.tournament),
        ki=weights.ki * ki if state.step == "place" or ahead else 0.0,
        tokens=weights.action * (pending + ahead * (1 + len(members))),
        equipment=weights.tile * ahead * min(tiles, len(members)),
        room=weights.room * empty if ahead else 0.0,
        reservation=weights.reservation
        if dojo.reservation is not None and state.step == "place"
        else 0.0,
    )
    if len(_WORTHS) > 10_000:
        _WORTHS.clear()
    _WORTHS[key] = found
    return found


def standing(state: DojoKunState, player: int, weights: Weights = WEIGHTS) -> float:
    """How far P``player``'s Dojo is ahead of the best other Dojo (alone: its worth)."""
    mine = worth(state, player, weights).total
    others = [worth(state, p, weights).total for p in range(state.players) if p != player]
    return mine - max(others) if others else mine


def growth_shift(m: Member, turns: int, weights: Weights = WEIGHTS) -> float:
    """The expected Hits athlete ``m`` gains in ``turns`` prelude turns (``weights.growth``
    levels a turn, ``weights.delta`` Hits a level, up to his room to grow)."""
    room = len(DISCIPLINES) * LEVEL_CAP - m.dan
    return round(weights.delta * min(room, weights.growth * turns), 2)


NEWCOMER_MEMBER = Member(card=0, levels=(1, 0, 0, 1))
NEWCOMER = board(NEWCOMER_MEMBER.dice, 0, (), ())
"""An athlete not admitted yet, as :func:`table_runs` imagines him: a Tiger and a Cobra level,
as most athletes bring."""


@lru_cache(maxsize=16384)
def team(
    athletes: tuple[Member | None, ...], season: int, turns: int, handicap: bool, weights: Weights
) -> tuple[tuple[Board, float, int], ...]:
    """The athletes a Dojo of ``athletes`` should send to season ``season``'s tournament,
    ``turns`` prelude turns from now: its two best (against the Skull Dojo's field, as
    :func:`athlete_run` weighs them), each as (board, the Hits he should gain by then, card).
    A Dojo short of athletes has time to admit one if a turn is left: a :data:`NEWCOMER`
    (card 0) takes the place."""
    members = [m for m in athletes if m is not None and any(m.dice)]
    members.sort(key=lambda m: -athlete_run(m, season, turns, handicap, weights))
    sent = [
        (member_board(m), growth_shift(m, turns, weights), m.card)
        for m in members[:TOURNAMENT_ATHLETES]
    ]
    if turns:
        sent += [(NEWCOMER, growth_shift(NEWCOMER_MEMBER, turns, weights), 0)] * (
            TOURNAMENT_ATHLETES - len(sent)
        )
    return tuple(sent)


def table_run(state: DojoKunState, player: int, weights: Weights = WEIGHTS) -> float:
    """The Prestige P``player``'s two best athletes should win in the tournaments to come, when
    they meet the athletes the table sends (:func:`team`): each fight against one of the other
    entrants (the other Dojos' two best and his own team-mate, each grown as his turns allow),
    or against the Skull Dojo's athletes who fill the bracket's empty slots. At four players
    nobody from the Skull Dojo fights, and the Black Lotus Skull athletes are far stronger than
    the Dojos' own: against them the Black Lotus tournament looks almost out of reach, against
    the table it is worth the 22 points of its prize pool, shared between the entrants."""
    handicap = state.solo and state.options.handicap
    value = 0.0
    for season, turns in tournaments_ahead(state):
        teams = [team(d.athletes, season, turns, handicap, weights) for d in state.dojos]
        skulls = max(0, BRACKET - sum(len(t) for t in teams))
        for i, (b, shift, card) in enumerate(teams[player]):
            if not card:
                continue  # a newcomer is not admitted yet: he is worth nothing now
            total = skulls * field_chance(b, season, handicap, shift) if skulls else 0.0
            for q, sent in enumerate(teams):
                for j, (other, other_shift, _) in enumerate(sent):
                    if q != player or j != i:
                        total += win_chance(b, other, shift - other_shift)
            chance = total / (BRACKET - 1)
            value += run_value(chance, season, card, b.bonus)
    return value


def table_runs(state: DojoKunState, weights: Weights = WEIGHTS) -> tuple[float, ...]:
    """:func:`table_run` for each Dojo."""
    return tuple(table_run(state, p, weights) for p in range(state.players))


def table_worth(state: DojoKunState, player: int, weights: Weights = WEIGHTS) -> float:
    """P``player``'s :func:`worth`, its tournaments weighed against the table
    (:func:`table_run`) rather than against the Skull Dojo's field (alone, the same)."""
    w = worth(state, player, weights)
    if state.solo:
        return w.total
    return w.total - w.tournament + weights.tournament * table_run(state, player, weights)


def full_bracket(state: DojoKunState) -> bool:
    """Whether the Dojos' athletes fill the tournament's bracket (four players: two each), so
    that nobody from the Skull Dojo fights there."""
    return state.players * TOURNAMENT_ATHLETES >= BRACKET


def table_standing(state: DojoKunState, player: int, weights: Weights = WEIGHTS) -> float:
    """:func:`standing` with the tournaments weighed against the table (:func:`table_worth`)."""
    mine = table_worth(state, player, weights)
    others = [table_worth(state, p, weights) for p in range(state.players) if p != player]
    return mine - max(others) if others else mine


# -- the greedy choice -----------------------------------------------------------------------


def entrant_board(state: DojoKunState, e: Entrant) -> Board:
    """A tournament entrant's expected board (a Skull athlete's side for the season)."""
    if e.skull:
        return skull_board(e.space, state.season, state.solo and state.options.handicap)
    return member_board(state.member(e.owner, e.space))


def _field(state: DojoKunState, m: Member) -> float:
    """``m``'s chance against the field in this season's tournament, as he is now."""
    if not any(m.dice):
        return 0.0
    return field_chance(member_board(m), state.season, state.solo and state.options.handicap)


def _run_now(state: DojoKunState, m: Member) -> float:
    return run_value(_field(state, m), state.season, m.card, member_board(m).bonus)


def placement_scores(
    state: DojoKunState, actions: Sequence[Any], weights: Weights = WEIGHTS
) -> list[float]:
    """Each placement's worth to the player to act, one decision ahead."""
    me = state.current_player
    assert me is not None
    # _play, not apply: the actions come from legal_actions, and apply would list them again
    return [worth(state._play(a), me, weights).total for a in actions]


def seat_value(state: DojoKunState, me: int, slot: int) -> float:
    """What seating P``me``'s reserved athlete on bracket ``slot`` should bring: his run
    through a first fight against whoever holds the other slot of the pair (the field if
    nobody yet). Against his own other athlete, one of them goes on without a fight, the other
    is out, and every other player wins a point."""
    t = state.tournament
    assert t is not None
    space = t.reserved[me]
    assert space is not None
    m = state.member(me, space)
    q = _field(state, m)
    top, final, semi, first = TOURNAMENT_PRESTIGE[state.season]
    mate = t.rounds[0][slot ^ 1]
    if mate is not None and mate.owner == me:
        other = state.member(me, mate.space)
        best = max(q, _field(state, other))
        gain = (semi - first) + (final - semi) * best + (top - final) * best * best
        return gain - _run_now(state, other) - PREDICTION_PRESTIGE * (state.players > 1)
    q1 = q if mate is None else win_chance(member_board(m), entrant_board(state, mate))
    return (semi - first) * q1 + (final - semi) * q1 * q + (top - final) * q1 * q * q


def _opponent(state: DojoKunState, owner: int, space: int) -> Entrant | None:
    """The opponent of P``owner``'s athlete ``space`` in the fight being fought, if he is in
    it (he is not when his Wounds come from a fight he won)."""
    t = state.tournament
    assert t is not None
    if t.fight >= tournament.FIGHTS:
        return None
    white, black = tournament.pair(t, t.fight)
    me = Entrant(owner, space)
    if me == white:
        return black
    return white if me == black else None


def wound_chance(state: DojoKunState, discipline: str) -> float:
    """The chance the athlete whose Wound is to be placed keeps of winning his next fight
    when it takes a die of ``discipline``: against the opponent of a drawn fight, else against
    the field."""
    t = state.tournament
    assert t is not None
    owner, space = t.wounds[0]
    m = state.member(owner, space)
    wounds = list(m.wounds)
    wounds[DISCIPLINES.index(discipline)] += 1
    hurt = dataclasses.replace(m, wounds=tuple(wounds))
    if not any(hurt.dice):
        return 0.0
    opponent = _opponent(state, owner, space)
    if opponent is None:
        return _field(state, hurt)
    return win_chance(member_board(hurt), entrant_board(state, opponent))


def white_chance(state: DojoKunState) -> float:
    """The estimated chance that the white fighter wins the fight being fought."""
    t = state.tournament
    assert t is not None
    white, black = tournament.pair(t, t.fight)
    assert white is not None and black is not None
    return win_chance(entrant_board(state, white), entrant_board(state, black))


def fair_roll(state: DojoKunState, rng: random.Random) -> Roll:
    """A fair roll of the fight's dice, for a game whose rolls are set by hand: a face for each
    die of each fighter, and a red die for each Harmful Attack that roll sets off."""
    t = state.tournament
    assert t is not None
    entrants = tournament.pair(t, t.fight)
    assert entrants[0] is not None and entrants[1] is not None
    white, black = tournament.fighter(state, entrants[0]), tournament.fighter(state, entrants[1])
    w = tuple(rng.randrange(FACES) for _ in white.colours)
    b = tuple(rng.randrange(FACES) for _ in black.colours)
    harmful = combat.register(white, w).harmful + combat.register(black, b).harmful
    return Roll(w, b, tuple(rng.randrange(FACES) for _ in range(harmful)))


def _best(actions: Iterable[Any], score: Callable[[Any], float]) -> Any:
    """The action of highest score, the first one on a tie."""
    best, top = None, -math.inf
    for a in actions:
        value = score(a)
        if value > top + 1e-9:
            best, top = a, value
    return best


def tournament_choice(state: DojoKunState, rng: random.Random) -> Action:
    """The decision of the player to act in the tournament: send the two strongest athletes;
    put the stronger on the Reservation tile (he chooses his opponent), hand the stronger to
    the First Player (the reserved athletes look for weak opponents on the dotted slots),
    advance the stronger; seat against the weakest opponent; predict the likelier winner; put a
    Wound where it costs least; roll fairly."""
    me = state.current_player
    assert me is not None
    step = state.step
    if step == "roll":
        return fair_roll(state, rng)
    actions = state.legal_actions()
    if len(actions) == 1:
        return actions[0]
    if step == "predict":
        return Predict("white" if white_chance(state) >= 0.5 else "black")
    if step == "send":
        return _best(actions, lambda a: sum(_run_now(state, state.member(me, s)) for s in a.spaces))
    if step in ("reserve", "give", "advance"):
        return _best(actions, lambda a: _run_now(state, state.member(me, a.space)))
    if step == "seat":
        return _best(actions, lambda a: seat_value(state, me, a.slot))
    if step == "wound":
        order = sorted(actions, key=lambda a: KEEP_ORDER.index(COLOURS[a.discipline]))
        return _best(order, lambda a: wound_chance(state, a.discipline))
    raise AssertionError(step)


def greedy_choice(state: DojoKunState, rng: random.Random, weights: Weights = WEIGHTS) -> Action:
    """The greedy decision for the player to act in ``state`` (a view, or an imagined
    position: no deck is read): every legal placement tried, the best :func:`worth` kept (the
    first on a tie); in the tournament, :func:`tournament_choice`."""
    if state.step != "place":
        return tournament_choice(state, rng)
    actions = state.legal_actions()
    if len(actions) == 1:
        return actions[0]
    scores = placement_scores(state, actions, weights)
    return actions[max(range(len(actions)), key=lambda i: (scores[i], -i))]


def _group(action: Any) -> object:
    """A placement's token and slot (its ways differ only in their choices)."""
    return (action.token, action.slot) if isinstance(action, Place) else action


def quick_choice(state: DojoKunState, weights: Weights = WEIGHTS) -> Action:
    """A quicker greedy placement, for play-outs: the first way of each (token, slot) is
    weighed, then every way of the best (token, slot); sacrifices are left out."""
    legal = state.legal_actions()
    actions = [a for a in legal if isinstance(a, Place)] or list(legal)
    me = state.current_player
    assert me is not None
    firsts: dict[object, Any] = {}
    for a in actions:
        firsts.setdefault(_group(a), a)
    if len(firsts) > 1:
        pick = _best(firsts.values(), lambda a: worth(state._play(a), me, weights).total)
        actions = [a for a in actions if _group(a) == _group(pick)]
    if len(actions) == 1:
        return actions[0]
    return _best(actions, lambda a: worth(state._play(a), me, weights).total)


# -- the players -----------------------------------------------------------------------------


class RandomPlayer(Player):
    """Any legal action, uniformly; at a roll set by hand, a fair roll (there may be billions
    of rolls to choose from, and a player rolls the dice: he does not pick a roll)."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: DojoKunState) -> Action:  # type: ignore[override]
        view = state.view(state.current_player)
        if view.step == "roll":
            return fair_roll(view, self.rng)
        return self.rng.choice(view.legal_actions())


class GreedyPlayer(Player):
    """The best action one decision ahead, by :func:`worth` (see the module's docstring)."""

    def __init__(self, seed: int | None = None, weights: Weights = WEIGHTS) -> None:
        self.rng = random.Random(seed)
        self.weights = weights

    def choose(self, state: DojoKunState) -> Action:  # type: ignore[override]
        return greedy_choice(state.view(state.current_player), self.rng, self.weights)


CANDIDATES = 6
"""The greedy player's best placements that the expert plays on."""

HORIZON = 1
"""Prelude turns the expert plays on past the one being played (0: to its end only). Playing
the next turn too wins 44 games in 60 against greedy players at 2 and 3 players, against 31
without (a fair share is 25)."""

EFFORT = 80
"""Placements the expert plays out a decision, at most (a few hundredths of a second to 0.15 s):
passes begin while fewer have been played, so its choices depend on its seed and view, not on
the clock (unless its time budget runs out first, as it does in some four-player decisions)."""


class ExpertPlayer(Player):
    """The greedy player's best few placements (``candidates``), each played on by every player
    (the quick greedy way) in a world imagined from its view: first until its own next
    placement, then one placement of its own further each pass, up to the end of the prelude
    turn after this one (``horizon`` turns after it), while fewer than ``effort`` placements
    have been played out and within ``budget`` seconds. It keeps the placement that leaves its
    Dojo furthest ahead of the best other Dojo in the deepest pass finished for all of them
    (see the module's docstring). When the Dojos fill the bracket (four players) and ``table``
    holds, the placements are ranked and the passes weighed with the tournaments against the
    table (:func:`table_standing`): over the same 80 four-player games against three greedy
    players it won 47 (59%) this way and 36 (45%) against the Skull Dojo's field. At two and
    three players, where Skull athletes fill part of the bracket, the Skull Dojo's field did
    better (36 games in 40 against 25.5 at two players, 24.5 against 22.5 at three; a shared
    win counts its share)."""

    def __init__(
        self,
        seed: int | None = None,
        budget: float = BUDGET,
        effort: int = EFFORT,
        weights: Weights = WEIGHTS,
        candidates: int = CANDIDATES,
        horizon: int = HORIZON,
        table: bool = True,
    ) -> None:
        self.rng = random.Random(seed)
        self.budget = budget
        self.effort = effort
        self.weights = weights
        self.candidates = candidates
        self.horizon = horizon
        self.table = table

    def choose(self, state: DojoKunState) -> Action:  # type: ignore[override]
        deadline = time.perf_counter() + self.budget
        me = state.current_player
        assert me is not None
        view = state.view(me)
        if view.step != "place":
            return tournament_choice(view, self.rng)
        actions = view.legal_actions()
        if len(actions) == 1:
            return actions[0]
        table = self.table and full_bracket(view)
        if table:
            scores = [table_worth(view._play(a), me, self.weights) for a in actions]
        else:
            scores = placement_scores(view, actions, self.weights)
        ranked = sorted(range(len(actions)), key=lambda i: (-scores[i], i))[: self.candidates]
        # the play-outs go on into the next turn, whose village is dealt from the decks: one
        # imagined deal for all the candidates, so they are compared in the same world
        world = imagine(view, self.rng)
        lines = {i: world._play(actions[i]) for i in ranked}
        last = (view.season, view.turn + self.horizon)  # the last prelude turn played on
        best, played = ranked[0], 0
        while played < self.effort:
            values = {}
            before = played
            for i in ranked:
                found = _play_on(lines[i], me, last, deadline, self.weights)
                if found is None:
                    return actions[best]  # out of time: the last pass finished decides
                lines[i], count = found
                played += count
                values[i] = (
                    table_standing(lines[i], me, self.weights)
                    if table
                    else standing(lines[i], me, self.weights)
                )
            best = max(ranked, key=lambda i: (values[i], -ranked.index(i)))
            if played == before:
                break  # every line has reached its horizon
        return actions[best]


def _play_on(
    state: DojoKunState, me: int, last: tuple[int, int], deadline: float, weights: Weights
) -> tuple[DojoKunState, int] | None:
    """The quick greedy placements of everyone else, then one of ``me``'s, up to the end of
    the prelude turn ``last`` (season, turn) at most, and how many there were (None: the
    deadline came first). A state past that turn is returned as it is."""
    played, mine = 0, False
    while state.step == "place" and (state.season, state.turn) <= last and not mine:
        if time.perf_counter() >= deadline:
            return None
        mine = state.current_player == me
        state = state._play(quick_choice(state, weights))
        played += 1
    return state, played


def make(level: str, seed: int | None = None) -> Player:
    """A computer player of ``level``: ``random``, ``greedy`` or ``expert``."""
    if level == "random":
        return RandomPlayer(seed)
    if level == "greedy":
        return GreedyPlayer(seed)
    if level == "expert":
        return ExpertPlayer(seed)
    raise ValueError(f"no Dojo Kun level {level!r}; levels: random, greedy, expert")


# -- hints -----------------------------------------------------------------------------------


def _join(parts: Sequence[str], lang: str) -> str:
    if len(parts) < 2:
        return "".join(parts)
    return ", ".join(parts[:-1]) + (" et " if lang == "fr" else " and ") + parts[-1]


def _levels(discs: Sequence[str], lang: str) -> str:
    """Levels as a sentence says them: "a Tiger level and 2 Crane levels", "un niveau en Tigre
    et 2 niveaux en Grue"."""
    parts = []
    for d in DISCIPLINES:
        n = list(discs).count(d)
        if not n:
            continue
        name = NAMES[lang][d]
        if lang == "fr":
            parts.append(f"un niveau en {name}" if n == 1 else f"{n} niveaux en {name}")
        else:
            parts.append(f"a {name} level" if n == 1 else f"{n} {name} levels")
    return _join(parts, lang)


def _points(n: int, lang: str) -> str:
    s = "" if abs(n) == 1 else "s"
    return f"{n} point{s} de Prestige" if lang == "fr" else f"{n} Prestige point{s}"


def _gains(levels: Sequence[str], ki: int, prestige: int, lang: str) -> str:
    """What an activity brought an athlete: levels, Ki and Prestige, in words."""
    parts = [_levels(levels, lang)] if levels else []
    if ki > 0:
        parts.append(f"{ki} Ki")
    if prestige > 0:
        parts.append(_points(prestige, lang))
    return _join(parts, lang)


def _technique(d: str, lang: str) -> str:
    if lang == "fr":
        of = {"tiger": "du Tigre", "crane": "de la Grue", "bear": "de l’Ours", "cobra": "du Cobra"}
        return f"la Technique secrète {of[d]}"
    return f"the {NAMES['en'][d]} Secret Technique"


def _who(view: DojoKunState, me: int, token: str) -> tuple[str, str]:
    if token == "M":
        return "your Master", "votre Maître"
    name = ATHLETES[view.member(me, int(token) - 1).card].name
    return name, name


def _athlete(view: DojoKunState, me: int, space: int) -> str:
    return ATHLETES[view.member(me, space).card].name


_COLOURS_FR = {"red": "rouge", "blue": "bleu", "grey": "gris", "green": "vert"}


def _upper(text: str) -> str:
    return text[:1].upper() + text[1:]


def describe_placement(view: DojoKunState, action: Place | Sacrifice) -> tuple[str, str]:
    """A placement (or Lord Vegan's sacrifice) in words a learner reads, as an order: which
    token goes where, and what it brings (English, French)."""
    me = view.current_player
    assert me is not None
    if isinstance(action, Sacrifice):
        d = [action.discipline]
        return (
            f"Let Lord Vegan give up {SACRIFICE_KI} Ki for {_levels(d, 'en')}",
            f"Faites sacrifier {SACRIFICE_KI} Ki à Lord Vegan pour {_levels(d, 'fr')}",
        )
    token, slot, choices = action.token, action.slot, action.choices
    en, fr = _who(view, me, token)
    if slot == "rest":
        return f"Leave {en} on the equipment", f"Laissez {fr} sur l’équipement"
    kind = KIND[slot]
    common = slot.endswith("+")
    where_en = " (common area)" if common else " (single circle)"
    where_fr = " (zone commune)" if common else " (cercle simple)"
    if kind == "admit":
        card = view.offer_athletes[int(slot[7:]) - 1]
        assert card is not None
        name = ATHLETES[card].name
        text = (
            f"Admit {name} (athlete card {slot[7:]} on offer) with your Master",
            f"Admettez {name} (carte athlète {slot[7:]} proposée) avec votre Maître",
        )
        if choices:
            text = (
                f"{text[0]}, choosing {_levels(choices, 'en')}",
                f"{text[1]}, en choisissant {_levels(choices, 'fr')}",
            )
        return text
    if kind == "equipment":
        tile = view.offer_equipment[int(slot[9:]) - 1]
        return (
            f"Take Training Equipment tile {tile} with {en}",
            f"Prenez la tuile d’équipement d’entraînement {tile} avec {fr}",
        )
    if kind == "expand":
        return "Expand your Dojo with your Master", "Agrandissez votre Dojo avec votre Maître"
    if kind == "accelerate":
        return (
            "Put your Master on Accelerate training",
            "Placez votre Maître sur Accélérer l’entraînement",
        )
    m = view.member(me, int(token) - 1)
    if kind == "waterfall":
        ki = ki_gain(m.card, WATERFALL_KI[common])
        return (
            f"Send {en} to the Mystic Waterfalls{where_en} for {ki} Ki",
            f"Envoyez {fr} aux Cascades mystiques{where_fr} pour {ki} Ki",
        )
    if kind == "help":
        gain = HELP_VILLAGE[common]
        ki = ki_gain(m.card, gain.get("ki", 0))
        what = _gains((), ki, gain["prestige"], "en"), _gains((), ki, gain["prestige"], "fr")
        return (
            f"Send {en} to help the village{where_en} for {what[0]}",
            f"Envoyez {fr} aider le village{where_fr} pour {what[1]}",
        )
    if kind == "first":
        tile = view.dojos[me].reservation is None and view.reservations
        extra = (
            (f", with Reservation tile {min(view.reservations)}",
             f", avec la tuile de Réservation {min(view.reservations)}") if tile else ("", "")
        )  # fmt: skip
        return (
            f"Send {en} to Become First Player{extra[0]}",
            f"Envoyez {fr} sur Devenir Premier joueur{extra[1]}",
        )
    if kind == "yang":
        cost = yang_cost(m, choices[0])
        return (
            f"Send {en} to Master YANG for {_technique(choices[0], 'en')} ({cost} Ki)",
            f"Envoyez {fr} chez le Maître YANG pour {_technique(choices[0], 'fr')} ({cost} Ki)",
        )
    if kind == "yin":
        lost, won = choices[:1], choices[1:]
        return (
            f"Send {en} to Master YIN to trade {_levels(lost, 'en')} for "
            f"{_levels(won, 'en')}, paying {YIN['ki']} Ki",
            f"Envoyez {fr} chez le Maître YIN échanger {_levels(lost, 'fr')} contre "
            f"{_levels(won, 'fr')}, pour {YIN['ki']} Ki",
        )
    if kind == "move":
        return _describe_move(view, m, action)
    if kind == "adventure":
        return _describe_adventure(view, m, action)
    # training: what the athlete gains, read from the position after it
    trained = view._play(action)
    after = trained.member(me, int(token) - 1)
    levels = [d for d, a, b in zip(DISCIPLINES, m.levels, after.levels, strict=True) for _ in
              range(b - a)]  # fmt: skip
    prestige = trained.dojos[me].prestige - view.dojos[me].prestige
    gains = (_gains(levels, after.ki - m.ki, prestige, "en"),
             _gains(levels, after.ki - m.ki, prestige, "fr"))  # fmt: skip
    paid = m.ki - after.ki if after.ki < m.ki else 0
    return (
        f"Train {en} on your equipment slot {slot[5:]}"
        + (f" for {gains[0]}" if gains[0] else "")
        + (f", paying {paid} Ki" if paid else ""),
        f"Entraînez {fr} sur votre emplacement d’équipement {slot[5:]}"
        + (f" pour {gains[1]}" if gains[1] else "")
        + (f", en payant {paid} Ki" if paid else ""),
    )


def _row_card(view: DojoKunState, me: int, slot: str) -> str:
    """The card a row's slot names this turn (a taken card leaves its slot taken)."""
    turn = Turn(view, me)
    found = (turn.moves if slot.startswith("move") else turn.adventures)[slot]
    assert found is not None
    return found[1]


def _describe_move(view: DojoKunState, m: Member, action: Place) -> tuple[str, str]:
    me = view.current_player
    assert me is not None
    key = _row_card(view, me, action.slot)
    move = SPECIAL_MOVES[key]
    name = ATHLETES[m.card].name
    by_ki = next(c for c in move.costs if not c.get("level"))
    by_level = next(c for c in move.costs if c.get("level"))
    head = (
        f"Teach {name} the Special Move {move.name} (card {action.slot[4:]} of the row)",
        f"Faites apprendre le Coup spécial {move.name} (carte {action.slot[4:]} de la rangée) à "
        f"{name}",
    )
    if action.choices == ("ki",):
        return f"{head[0]}, paying {by_ki['ki']} Ki", f"{head[1]} en payant {by_ki['ki']} Ki"
    lost = action.choices[1:]
    ki = by_level.get("ki", 0)
    return (
        f"{head[0]}, giving up {_levels(lost, 'en')}" + (f" and {ki} Ki" if ki else ""),
        f"{head[1]} en perdant {_levels(lost, 'fr')}" + (f" et {ki} Ki" if ki else ""),
    )


def _describe_adventure(view: DojoKunState, m: Member, action: Place) -> tuple[str, str]:
    me = view.current_player
    assert me is not None
    adventure = ADVENTURES[_row_card(view, me, action.slot)]
    name = ATHLETES[m.card].name
    en = f"Send {name} on the Adventure {adventure.name}"
    fr = f"Envoyez {name} à l’Aventure {adventure.name_fr}"
    rest = action.choices
    times = 1
    if rest and rest[0].startswith("x"):
        times, rest = int(rest[0][1:]), rest[1:]
        en += f", paid {times} times"
        fr += f", payée {times} fois"
    en += f" ({adventure.ki * times} Ki)"
    fr += f" ({adventure.ki * times} Ki)"
    if rest and rest[0].startswith("athlete"):
        card = view.offer_athletes[int(rest[0][7:]) - 1]
        assert card is not None
        size = 1 + ATHLETES[card].free_levels + TURN_BONUS[view.turn].get("level", 0)
        en += f", which brings {ATHLETES[card].name} to your Dojo"
        fr += f", qui amène {ATHLETES[card].name} dans votre Dojo"
        rest = rest[size:]
    elif rest and rest[0].startswith("equipment"):
        tile = view.offer_equipment[int(rest[0][9:]) - 1]
        en += f", which brings Training Equipment tile {tile} to your Dojo"
        fr += f", qui amène la tuile d’équipement {tile} dans votre Dojo"
        rest = rest[1:]
    if rest:
        en += f", and {_levels(rest, 'en')} for {name}"
        fr += f", et {_levels(rest, 'fr')} pour {name}"
    return en, fr


def describe(view: DojoKunState, action: Action) -> tuple[str, str]:
    """``action`` in words a learner reads, as an order (English, French): no engine notation."""
    me = view.current_player
    assert me is not None
    if isinstance(action, Place | Sacrifice):
        return describe_placement(view, action)
    t = view.tournament
    assert t is not None
    if isinstance(action, Send):
        names = [_athlete(view, me, s) for s in action.spaces]
        return (
            f"Send {_join(names, 'en')} to the tournament",
            f"Envoyez {_join(names, 'fr')} au tournoi",
        )
    if isinstance(action, Reserve):
        name = _athlete(view, me, action.space)
        return (
            f"Put {name} on your Reservation tile",
            f"Placez {name} sur votre tuile de Réservation",
        )
    if isinstance(action, Give):
        name = _athlete(view, me, action.space)
        if view.first == me:
            return (
                f"Add {name} to the four you draw onto the first-round pairs' upper slots",
                f"Ajoutez {name} aux quatre que vous placez en haut des paires du premier tour",
            )
        return f"Hand {name} to the First Player", f"Confiez {name} au Premier joueur"
    if isinstance(action, Seat):
        space = t.reserved[me]
        assert space is not None
        name = _athlete(view, me, space)
        mate = t.rounds[0][action.slot ^ 1]
        against = (
            tournament.entrant_name(view, mate) if mate is not None
            else ("an opponent not placed yet", "un adversaire pas encore placé")
        )  # fmt: skip
        return (
            f"Seat {name} on slot {action.slot + 1} of the bracket, against {against[0]}",
            f"Placez {name} sur l’emplacement {action.slot + 1} du tableau, contre {against[1]}",
        )
    if isinstance(action, Predict):
        e = tournament.pair(t, t.fight)[action.side == "black"]
        assert e is not None
        en, fr = tournament.entrant_name(view, e)
        side = {"white": "blanc", "black": "noir"}[action.side]
        return f"Predict {action.side}, {en}", f"Pronostiquez {side}, {fr}"
    if isinstance(action, Advance):
        name = _athlete(view, me, action.space)
        return f"Let {name} go on", f"Faites continuer {name}"
    if isinstance(action, Wound):
        owner, space = t.wounds[0]
        name = _athlete(view, owner, space)
        d, colour = action.discipline, COLOURS[action.discipline]
        return (
            f"Put {name}'s Wound on {NAMES['en'][d]} (a {colour} die less)",
            f"Placez la blessure de {name} en {NAMES['fr'][d]} (un dé {_COLOURS_FR[colour]} de "
            "moins)",
        )
    return "Roll the dice", "Lancez les dés"


_REASONS = {
    "prestige": ("it is worth {points}", "cela vaut {points}"),
    "tournament": (
        "it makes {who} stronger for the {fights} ahead",
        "cela renforce {who} pour {fights_fr} à venir",
    ),
    "ki": (
        "Ki pays for Special Moves, Adventures and the Masters YIN and YANG",
        "le Ki paie les Coups spéciaux, les Aventures et les Maîtres YIN et YANG",
    ),
    "tokens": (
        "a new athlete is one more token to place every turn",
        "un nouvel athlète, c’est un pion de plus à placer à chaque tour",
    ),
    "equipment": (
        "one more athlete can train each turn",
        "un athlète de plus peut s’entraîner à chaque tour",
    ),
    "room": (
        "it makes room for another athlete and another Training Equipment",
        "cela fait de la place pour un autre athlète et un autre équipement d’entraînement",
    ),
    "reservation": (
        "with the Reservation tile you choose whom your athlete fights",
        "avec la tuile de Réservation, vous choisissez l’adversaire de votre athlète",
    ),
}


def _placement_reason(view: DojoKunState, action: Place | Sacrifice) -> tuple[str, str]:
    """Why a placement is good, from the source of :class:`Worth` it raises most."""
    me = view.current_player
    assert me is not None
    if isinstance(action, Place) and action.slot == "accelerate":
        return (
            "your athletes who train may then go on to the village",
            "vos athlètes qui s’entraînent pourront ensuite aller au village",
        )
    before, after = worth(view, me), worth(view._play(action), me)
    gains = {s: getattr(after, s) - getattr(before, s) for s in SOURCES}
    source = max(SOURCES, key=lambda s: gains[s])
    if gains[source] <= 1e-9:
        return "nothing else brings more now", "rien d’autre ne rapporte plus maintenant"
    en, fr = _REASONS[source]
    if isinstance(action, Sacrifice):
        who = "Lord Vegan"
    elif action.token != "M":
        who = _who(view, me, action.token)[0]
    else:  # the Master admitted an athlete, or built or equipped the Dojo
        before = view.dojos[me].athletes
        after_athletes = view._play(action).dojos[me].athletes
        new = [m for i, m in enumerate(after_athletes) if m and (i >= len(before) or not before[i])]
        who = ATHLETES[new[0].card].name if new else "your athletes"
    one = len(tournaments_ahead(view)) == 1
    values = {
        "points": _points(round(gains["prestige"]), "en"),
        "who": who,
        "fights": "tournament" if one else "tournaments",
    }
    values_fr = {
        "points": _points(round(gains["prestige"]), "fr"),
        "who": who,
        "fights_fr": "le tournoi" if one else "les tournois",
    }
    return en.format(**values), fr.format(**values_fr)


_ONLY = {
    "send": (
        "a Dojo sends two athletes, or all it has",
        "un Dojo envoie deux athlètes, ou tous ceux qu’il a",
    ),
    "give": (
        "only an athlete without a reservation goes to the upper slots, and this is your only one",
        "seul un athlète sans réservation va sur les emplacements du haut, et c’est votre seul",
    ),
    "wound": (
        "it is the only discipline where the athlete still has a die",
        "c’est la seule discipline où il reste un dé à l’athlète",
    ),
    "": ("it is the only choice", "c’est le seul choix possible"),
}
"""Why a decision with a single legal action is taken, by step."""


def _tournament_reason(view: DojoKunState, action: Action) -> tuple[str, str]:
    """Why a tournament decision is good."""
    me = view.current_player
    assert me is not None
    t = view.tournament
    assert t is not None
    if isinstance(action, Roll):
        return (
            "in this game rolls are set by hand, and this one is drawn at random, fairly",
            "dans cette partie les lancers se fixent à la main, et celui-ci est tiré au hasard",
        )
    if len(view.legal_actions()) == 1:
        return _ONLY.get(view.step, _ONLY[""])
    if isinstance(action, Send):
        return "they are your strongest athletes", "ce sont vos athlètes les plus forts"
    if isinstance(action, Reserve):
        return (
            "the stronger of the two chooses whom to fight",
            "le plus fort des deux choisit son adversaire",
        )
    if isinstance(action, Give):
        return (
            "the stronger goes onto an upper slot, where the reserved athletes look for weak "
            "opponents",
            "le plus fort va sur un emplacement du haut, où les athlètes réservés cherchent des "
            "adversaires faibles",
        )
    if isinstance(action, Seat):
        mate = t.rounds[0][action.slot ^ 1]
        if mate is not None and mate.owner == me:
            return (
                "your two athletes meet there, and one of them goes on without a fight",
                "vos deux athlètes s’y rencontrent, et l’un d’eux continue sans combattre",
            )
        return (
            "of the free slots, it gives the best chance to go far",
            "de tous les emplacements libres, c’est celui qui donne le plus de chances d’aller "
            "loin",
        )
    if isinstance(action, Predict):
        white, black = tournament.pair(t, t.fight)
        assert white is not None and black is not None
        chance = white_chance(view)
        ours, theirs = (white, black) if action.side == "white" else (black, white)
        if action.side == "black":
            chance = 1 - chance
        a, b = tournament.entrant_name(view, ours), tournament.entrant_name(view, theirs)
        n = round(10 * chance)
        if n >= 10:
            return (
                f"{a[0]} should beat {b[0]} almost surely",
                f"{a[1]} devrait battre {b[1]} presque à coup sûr",
            )
        return (
            f"{a[0]} should win about {n} fights in 10 against {b[0]}",
            f"{a[1]} devrait gagner environ {n} combats sur 10 contre {b[1]}",
        )
    if isinstance(action, Advance):
        return "the stronger of your two goes on", "le plus fort de vos deux athlètes continue"
    return (
        "losing that die costs least in the fights to come",
        "c’est le dé dont la perte coûte le moins pour les combats à venir",
    )


def hint(state: DojoKunState) -> Hint:
    """The expert's choice for the player to act, in words, and why (English and French),
    from what that player may know."""
    me = state.current_player
    if me is None:
        raise ValueError("the game is over: there is no decision to hint at")
    view = state.view(me)
    action = ExpertPlayer(seed=0).choose(view)
    en, fr = describe(view, action)
    if isinstance(action, Place | Sacrifice):
        why_en, why_fr = _placement_reason(view, action)
        if action != greedy_choice(view, random.Random(0)):
            why_en += "; played on into the next turn, it leaves your Dojo furthest ahead"
            why_fr += (
                " ; en jouant la suite jusqu’au tour suivant, c’est ce qui laisse votre Dojo le "
                "plus en avance"
            )
    else:
        why_en, why_fr = _tournament_reason(view, action)
    return Hint(action, f"{_upper(en)}: {why_en}.", f"{_upper(fr)} : {why_fr}.")
