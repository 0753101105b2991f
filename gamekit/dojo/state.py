"""A Dojo position and the rules that move it on, one decision at a time.

A round is a chain of steps, each waiting for one player: ``recruit`` (the dealer gives the top
card), ``challenge`` (the opponent asked challenges or passes), ``rps`` (Black Belt variant: a
secret sign), ``swap`` (the challenge's winner swaps or keeps), ``train`` (each player, from the
dealer's left, places his card), ``trophy`` (the winner places the trophy). Steps that need no
decision (revealing a trophy, the random deals of a 5-player game, discarding a trophy with no
room) happen on their own. After round 12 the step is ``over``.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, ClassVar

from gamekit.core import Game, Outcome, Reason, State
from gamekit.dojo.actions import (
    CHALLENGE,
    FIRST_CELL,
    FRAME_COLS,
    FRAME_ROWS,
    GIVES,
    KEEP,
    PASS,
    SIGN_ACTIONS,
    SWAP,
    TRAINS,
    Action,
    Challenge,
    Give,
    Keep,
    Pass,
    PlaceTrophy,
    Sign,
    Swap,
    Train,
    cell_name,
)
from gamekit.dojo.cards import ROW_TROPHIES, TROPHY_NAMES, Card
from gamekit.dojo.rules import reason
from gamekit.dojo.scoring import Score, score

ROUNDS = 12
WHITE_BELT_POINTS = 3
VARIANTS = ("standard", "white_belt", "black_belt")
HIDDEN = Card("?", 0)
"""A card that the viewer may not see (only in views; ``??`` in a view's code and record)."""
ONLOOKER = "onlooker"
"""``view_of`` of an onlooker's view (``state.view(None)``)."""
CELLS = FRAME_ROWS * FRAME_COLS


@dataclass(frozen=True, slots=True)
class Options:
    """``players`` 3-5; ``variant`` "standard", "white_belt" or "black_belt"; ``incense`` the
    reading of the Incense trophy ("best" or "sum", see :mod:`gamekit.dojo.scoring`)."""

    players: int = 4
    variant: str = "standard"
    incense: str = "best"

    def __post_init__(self) -> None:
        if self.players not in (3, 4, 5):
            raise ValueError("Dojo is for 3, 4 or 5 players")
        if self.variant not in VARIANTS:
            raise ValueError(f"variant is one of {', '.join(VARIANTS)}")
        if self.incense not in ("best", "sum"):
            raise ValueError("incense is 'best' or 'sum'")


Trophies = tuple[tuple[str, int, str], ...]
"""A player's placed trophies: (line "row" / "column", frame index, trophy name), sorted."""


@dataclass(frozen=True, slots=True)
class DojoState(State):
    """A Dojo position. Every field is public and read-only; ``view`` hides what a player may
    not know (cards become :data:`HIDDEN`, unknown piles ``None``) and says whose view it is in
    ``view_of`` (``"P2"``, or ``"onlooker"``; ``None`` for the full position)."""

    game: ClassVar[Game]

    options: Options
    round: int
    dealer: int
    step: str
    deck: tuple[Card | None, ...]
    pile: tuple[str | None, ...]
    up: str | None
    hands: tuple[Card | None, ...]
    shown: frozenset[int]
    asked: int | None
    attacker: int | None
    winner: int | None
    rps: tuple[int, str | None, int, int] | None
    pending: str | None
    dojos: tuple[tuple[Card | None, ...], ...]
    trophies: tuple[Trophies, ...]
    won: tuple[int, ...]
    kept: tuple[int, ...]
    view_of: str | None = None

    # -- who acts --------------------------------------------------------------------------

    @property
    def players(self) -> int:
        return self.options.players

    @property
    def current_player(self) -> int | None:
        step = self.step
        if step == "recruit":
            return self.dealer
        if step == "challenge":
            return self.asked
        if step == "rps":
            assert self.rps is not None and self.attacker is not None
            return self.attacker if self.rps[1] is None else self.dealer
        if step in ("swap", "trophy"):
            return self.winner
        if step == "train":
            return next(p for p in self.seats_from_left() if self.hands[p] is not None)
        return None

    def seats_from_left(self) -> list[int]:
        """Every seat, starting left of the dealer and ending with the dealer."""
        n = self.players
        return [(self.dealer + i) % n for i in range(1, n + 1)]

    # -- the rules -------------------------------------------------------------------------

    def legal_actions(self) -> tuple[Action, ...]:
        step = self.step
        if step == "recruit":
            return tuple(GIVES[p] for p in range(self.players) if self.hands[p] is None)
        if step == "challenge":
            return (CHALLENGE, PASS)
        if step == "rps":
            return SIGN_ACTIONS
        if step == "swap":
            return (SWAP, KEEP)
        if step == "train":
            player = self.current_player
            assert player is not None
            return tuple(TRAINS[c] for c in training_cells(self.dojos[player]))
        if step == "trophy":
            assert self.winner is not None and self.pending is not None
            return trophy_spots(self.dojos[self.winner], self.trophies[self.winner], self.pending)
        return ()

    def outcome(self) -> Outcome | None:
        if self.step != "over":
            return None
        totals = self.scores()
        best = max(totals)
        tied = [p for p in range(self.players) if totals[p] == best]
        most = max(self.won[p] for p in tied)
        winners = tuple(p for p in tied if self.won[p] == most)
        names = " and ".join(f"P{p + 1}" for p in winners)
        noms = " et ".join(f"P{p + 1}" for p in winners)
        if len(tied) == 1:
            en, fr = (
                f"{names} wins with {best} points.",
                f"{noms} gagne avec {best} points.",
            )
            rule = "dojo.goal"
        elif len(winners) > 1:
            rule = "dojo.end.tiebreak"
            en = f"Tied at {best} points and on challenges won ({most}): {names} share the victory."
            fr = f"Égalité à {best} points et en défis remportés ({most}) : {noms} partagent la victoire."
        else:
            rule = "dojo.end.tiebreak"
            en = f"Tied at {best} points; {names} won the most challenges ({most}) and wins."
            fr = f"Égalité à {best} points ; {noms} a remporté le plus de défis ({most}) et gagne."
        return Outcome(winners, reason(rule, en, fr), tuple(totals))

    def scores(self) -> list[int]:
        """Each player's score so far (final once the game is over)."""
        return [self.score_of(p).total if self.is_full(p) else 0 for p in range(self.players)]

    def is_full(self, player: int) -> bool:
        return sum(c is not None for c in self.dojos[player]) == 12

    @property
    def is_over(self) -> bool:
        return self.step == "over"

    def score_of(self, player: int) -> Score:
        """The breakdown of a full dojo's score (see :func:`gamekit.dojo.scoring.score`)."""
        result = _dojo_score(self.dojos[player], self.trophies[player], self.options.incense)
        if self.options.variant == "white_belt":
            extra = WHITE_BELT_POINTS * self.kept[player]
            return dataclasses.replace(result, total=result.total + extra, trophy_points=extra)
        return result

    def why_illegal(self, action: Any) -> Reason | None:
        if action in self.legal_actions():
            return None
        if self.step == "over":
            return reason(
                "dojo.end.over",
                "The game is over: the 12 rounds are played.",
                "La partie est terminée : les 12 tours sont joués.",
            )
        expected = {
            "recruit": (
                Give,
                "give the top card to a player",
                "donner le TATAMI à un joueur",
            ),
            "challenge": ((Challenge, Pass), "challenge or pass", "défier ou passer"),
            "rps": (
                Sign,
                "show rock, paper or scissors",
                "jouer pierre, feuille ou ciseaux",
            ),
            "swap": ((Swap, Keep), "swap the cards or keep them", "échanger ou garder"),
            "train": (
                Train,
                "place a card in the dojo",
                "placer un TATAMI dans le dojo",
            ),
            "trophy": (PlaceTrophy, "place the trophy", "placer le TROPHÉE"),
        }[self.step]
        if isinstance(action, Challenge) and self.attacker is not None and self.step != "challenge":
            return reason(
                "dojo.challenge.once",
                f"P{self.attacker + 1} has already challenged the dealer: there is at most one "
                "challenge a round.",
                f"P{self.attacker + 1} a déjà défié le donneur : il y a au plus un défi par tour.",
            )
        if isinstance(action, Challenge) and self.step == "recruit":
            return reason(
                "dojo.challenge.order",
                "Challenges come after recruitment, once every player has his card.",
                "Le défi vient après le recrutement, quand chaque joueur a son TATAMI.",
            )
        if not isinstance(action, expected[0]):
            who = f"P{self.current_player + 1}"  # type: ignore[operator]
            of = "d’" if expected[2][0] in "aeéiou" else "de "  # d’échanger, de défier
            return reason(
                "dojo.turn",
                f"Now {who} must {expected[1]}.",
                f"C’est à {who} {of}{expected[2]}.",
            )
        if isinstance(action, Give):
            return _why_not_give(self, action)
        if isinstance(action, Sign):
            return reason(
                "dojo.variant.black_belt",
                "The signs are rock, paper and scissors.",
                "Les signes sont pierre, feuille et ciseaux.",
            )
        if isinstance(action, Train):
            return _why_not_train(self.dojos[self.current_player], action)  # type: ignore[index]
        assert self.winner is not None and self.pending is not None
        return _why_not_trophy(
            self.dojos[self.winner], self.trophies[self.winner], self.pending, action
        )

    def _play(self, action: Action) -> DojoState:
        kind = type(action)
        if kind is Give:
            return _give(self, action.to)  # type: ignore[union-attr]
        if kind is Pass:
            nxt = (self.asked + 1) % self.players  # type: ignore[operator]
            if nxt == self.dealer:
                return dataclasses.replace(self, step="train", asked=None)
            return dataclasses.replace(self, asked=nxt)
        if kind is Challenge:
            duel = dataclasses.replace(
                self,
                attacker=self.asked,
                asked=None,
                shown=frozenset({self.asked, self.dealer}),
            )
            if self.options.variant == "black_belt":
                return dataclasses.replace(duel, step="rps", rps=(0, None, 0, 0))
            return _resolve(duel, 0, 0)
        if kind is Sign:
            return _sign(self, action.sign)  # type: ignore[union-attr]
        if kind is Swap:
            a, b = self.winner, _loser(self)
            hands = list(self.hands)
            hands[a], hands[b] = hands[b], hands[a]  # type: ignore[index]
            return dataclasses.replace(self, hands=tuple(hands), step="train")
        if kind is Keep:
            return dataclasses.replace(self, step="train")
        if kind is Train:
            return _train(self, action.cell)  # type: ignore[union-attr]
        return _place_trophy(self, action)  # type: ignore[arg-type]

    # -- hidden information ----------------------------------------------------------------

    def view(self, player: int | None) -> DojoState:
        """What ``player`` may know: his own card; every card of this round if he is the dealer
        who handed them out; cards shown in a challenge; never the piles' order or a sign not
        yet answered. ``None`` is an onlooker who sees only what is face up. The view prints
        and serialises (``to_code``, ``to_json``) with its hidden parts marked and whose view it
        is; ``from_code`` and ``from_json`` refuse it, as it is not a whole position."""
        if self.view_of is not None and self.view_of == _viewer_name(player):
            return self
        dealt_by_hand = self.step == "recruit" or not _random_round(self.options, self.round)
        hands = tuple(
            card
            if card is None
            or p == player
            or p in self.shown
            or (player == self.dealer and dealt_by_hand)
            else HIDDEN
            for p, card in enumerate(self.hands)
        )
        deck = tuple(
            card if (i == 0 and player == self.dealer and self.step == "recruit") else None
            for i, card in enumerate(self.deck)
        )
        rps = self.rps
        if rps is not None and rps[1] is not None and player != self.attacker:
            rps = (rps[0], "?", rps[2], rps[3])
        return dataclasses.replace(
            self,
            hands=hands,
            deck=deck,
            pile=(None,) * len(self.pile),
            rps=rps,
            view_of=_viewer_name(player),
        )

    # -- text ------------------------------------------------------------------------------

    def __repr__(self) -> str:
        if self.view_of is not None:  # a view is not a position: no expression loads it back
            return f"<{self.to_code()}>"
        return f"gamekit.load('dojo').from_code({self.to_code()!r})"


def _viewer_name(player: int | None) -> str:
    return ONLOOKER if player is None else f"P{player + 1}"


@lru_cache(maxsize=256)
def _dojo_score(dojo: tuple[Card | None, ...], trophies: Trophies, incense: str) -> Score:
    grid, lines = normalise(dojo, trophies)
    return score(grid, lines, incense=incense)


def _random_round(options: Options, round_: int) -> bool:
    """5 players: rounds 1 and 12 are dealt at random, with no challenge (dojo.five.random)."""
    return options.players == 5 and round_ in (1, ROUNDS)


def _why_not_give(state: DojoState, action: Give) -> Reason:
    if not 0 <= action.to < state.players:
        return reason(
            "dojo.recruit.give",
            f"There is no P{action.to + 1} at this table.",
            f"Il n’y a pas de P{action.to + 1} à cette table.",
        )
    who = f"P{action.to + 1}"
    return reason(
        "dojo.recruit.give",
        f"{who} already has a card this round: each player gets exactly one.",
        f"{who} a déjà un TATAMI ce tour-ci : chacun en reçoit un seul.",
    )


def _give(state: DojoState, to: int) -> DojoState:
    hands = list(state.hands)
    hands[to] = state.deck[0]
    given = dataclasses.replace(state, hands=tuple(hands), deck=state.deck[1:])
    if any(card is None for card in hands):
        return given
    return dataclasses.replace(given, step="challenge", asked=(state.dealer + 1) % state.players)


def _sign(state: DojoState, sign: str) -> DojoState:
    assert state.rps is not None
    turn, pending, bonus_a, bonus_d = state.rps
    if pending is None:
        return dataclasses.replace(state, rps=(turn, sign, bonus_a, bonus_d))
    beats = {"rock": "scissors", "scissors": "paper", "paper": "rock"}
    bonus_a += beats[pending] == sign
    bonus_d += beats[sign] == pending
    if turn + 1 < 3:
        return dataclasses.replace(state, rps=(turn + 1, None, bonus_a, bonus_d))
    return _resolve(dataclasses.replace(state, rps=(3, None, bonus_a, bonus_d)), bonus_a, bonus_d)


def _resolve(state: DojoState, bonus_a: int, bonus_d: int) -> DojoState:
    """The higher belt wins, the attacker wins ties (dojo.challenge.belt); the winner takes the
    face-up trophy (dojo.challenge.trophy) and then may swap (dojo.challenge.swap)."""
    attacker, dealer = state.attacker, state.dealer
    a, d = state.hands[attacker], state.hands[dealer]  # type: ignore[index]
    assert a is not None and d is not None
    winner = attacker if a.belt + bonus_a >= d.belt + bonus_d else dealer
    won = list(state.won)
    won[winner] += 1  # type: ignore[index]
    return dataclasses.replace(
        state, winner=winner, pending=state.up, up=None, won=tuple(won), step="swap"
    )


def _loser(state: DojoState) -> int:
    return state.dealer if state.winner == state.attacker else state.attacker  # type: ignore[return-value]


def _train(state: DojoState, cell: int) -> DojoState:
    player = state.current_player
    assert player is not None
    dojo = list(state.dojos[player])
    dojo[cell] = state.hands[player]
    dojos = list(state.dojos)
    dojos[player] = tuple(dojo)
    hands = list(state.hands)
    hands[player] = None
    trained = dataclasses.replace(
        state, dojos=tuple(dojos), hands=tuple(hands), shown=state.shown - {player}
    )
    if any(card is not None for card in hands):
        return trained
    return _trophy_time(trained)


def _trophy_time(state: DojoState) -> DojoState:
    """After training, the winner places his trophy, keeps it (White Belt), or it goes back to
    the box when no row or column can take it (dojo.trophy.discard)."""
    winner, trophy = state.winner, state.pending
    if winner is None or trophy is None:
        return _next_round(state)
    if state.options.variant == "white_belt":
        kept = list(state.kept)
        kept[winner] += 1
        return _next_round(dataclasses.replace(state, kept=tuple(kept), pending=None))
    if trophy_spots(state.dojos[winner], state.trophies[winner], trophy):
        return dataclasses.replace(state, step="trophy")
    return _next_round(dataclasses.replace(state, pending=None))


def _place_trophy(state: DojoState, action: PlaceTrophy) -> DojoState:
    winner = state.winner
    assert winner is not None and state.pending is not None
    trophies = list(state.trophies)
    trophies[winner] = tuple(
        sorted((*trophies[winner], (action.line, action.index, state.pending)))
    )
    return _next_round(dataclasses.replace(state, trophies=tuple(trophies), pending=None))


def _next_round(state: DojoState) -> DojoState:
    """The dealer passes the deck left (dojo.round.dealer); after round 12 the game ends."""
    ended = dataclasses.replace(
        state,
        round=state.round + 1,
        dealer=(state.dealer + 1) % state.players,
        attacker=None,
        winner=None,
        asked=None,
        rps=None,
        shown=frozenset(),
    )
    if ended.round > ROUNDS:
        return dataclasses.replace(ended, step="over")
    return start_round(ended)


def start_round(state: DojoState) -> DojoState:
    """Reveal a trophy unless one is face up (dojo.round.reveal), then recruit, or deal at
    random in rounds 1 and 12 of a 5-player game (dojo.five.random)."""
    if state.up is None and state.pile:
        state = dataclasses.replace(state, up=state.pile[0], pile=state.pile[1:])
    if not _random_round(state.options, state.round):
        return dataclasses.replace(state, step="recruit")
    hands = list(state.hands)
    for i, p in enumerate(state.seats_from_left()):
        hands[p] = state.deck[i]
    return dataclasses.replace(
        state, hands=tuple(hands), deck=state.deck[state.players :], step="train"
    )


# -- the dojo's geometry ---------------------------------------------------------------------


def _bounds(cells: list[int]) -> tuple[int, int]:
    """Height and width of the smallest rectangle holding ``cells``."""
    rows = [c // FRAME_COLS for c in cells]
    cols = [c % FRAME_COLS for c in cells]
    return max(rows) - min(rows) + 1, max(cols) - min(cols) + 1


def _around(cell: int) -> tuple[int, ...]:
    row, col = divmod(cell, FRAME_COLS)
    near = [(row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)]
    return tuple(r * FRAME_COLS + c for r, c in near if 0 <= r < FRAME_ROWS and 0 <= c < FRAME_COLS)


NEIGHBOURS = tuple(_around(c) for c in range(CELLS))


def _neighbours(cell: int) -> tuple[int, ...]:
    return NEIGHBOURS[cell]


def training_cells(dojo: tuple[Card | None, ...]) -> list[int]:
    """Where the next card may go: the middle cell for the first card (dojo.train.first), else
    an empty cell beside a card (dojo.train.adjacent) that keeps the dojo within 3 rows and 4
    columns (dojo.train.rectangle)."""
    filled = [c for c in range(CELLS) if dojo[c] is not None]
    if not filled:
        return [FIRST_CELL]
    rows = [c // FRAME_COLS for c in filled]
    cols = [c % FRAME_COLS for c in filled]
    top, bottom, left, right = min(rows), max(rows), min(cols), max(cols)
    beside = {n for c in filled for n in NEIGHBOURS[c] if dojo[n] is None}
    return sorted(
        c
        for c in beside
        if max(bottom, c // FRAME_COLS) - min(top, c // FRAME_COLS) < 3
        and max(right, c % FRAME_COLS) - min(left, c % FRAME_COLS) < 4
    )


def _fits(cells: list[int]) -> bool:
    height, width = _bounds(cells)
    return height <= 3 and width <= 4


def _why_not_train(dojo: tuple[Card | None, ...], action: Train) -> Reason:
    name = cell_name(action.cell) if 0 <= action.cell < CELLS else str(action.cell)
    filled = [c for c in range(CELLS) if dojo[c] is not None]
    if not 0 <= action.cell < CELLS:
        return reason(
            "dojo.train.rectangle",
            f"{name} is outside the dojo's frame.",
            f"{name} est hors du cadre du dojo.",
        )
    if not filled:
        return reason(
            "dojo.train.first",
            "The first card goes in the middle, d3: the dojo "
            "then grows around it in any direction.",
            "Le premier TATAMI se place au "
            "centre, en d3 : le dojo grandit ensuite dans toutes les directions.",
        )
    if dojo[action.cell] is not None:
        return reason(
            "dojo.train.adjacent",
            f"Cell {name} already holds a card.",
            f"La case {name} a déjà un TATAMI.",
        )
    if not any(dojo[n] is not None for n in _neighbours(action.cell)):
        return reason(
            "dojo.train.adjacent",
            f"Cell {name} touches no card by a side: every "
            "new card must sit beside another, not only at a corner.",
            f"La case "
            f"{name} ne touche aucun TATAMI par un côté : chaque nouveau TATAMI doit "
            "être adjacent à un autre.",
        )
    height, width = _bounds(filled + [action.cell])
    return reason(
        "dojo.train.rectangle",
        f"A card on {name} would make the dojo {height} rows "
        f"by {width} columns; it must fit in 3 rows by 4 columns.",
        f"Un TATAMI en "
        f"{name} donnerait un dojo de {height} lignes sur {width} colonnes ; il doit "
        "tenir dans 3 lignes et 4 colonnes.",
    )


def trophy_spots(
    dojo: tuple[Card | None, ...], trophies: Trophies, trophy: str
) -> tuple[PlaceTrophy, ...]:
    """Where ``trophy`` may go: a black one beside a row, an orange one above a column
    (dojo.trophy.colour), of a line that has a card (dojo.trophy.needs_card) and no trophy yet
    (dojo.trophy.one_per_line)."""
    line = "row" if trophy in ROW_TROPHIES else "column"
    taken = {index for kind, index, _ in trophies if kind == line}
    count = FRAME_ROWS if line == "row" else FRAME_COLS
    return tuple(
        PlaceTrophy(line, i)
        for i in range(count)
        if i not in taken and _line_has_card(dojo, line, i)
    )


def _line_has_card(dojo: tuple[Card | None, ...], line: str, index: int) -> bool:
    if line == "row":
        return any(dojo[index * FRAME_COLS + c] is not None for c in range(FRAME_COLS))
    return any(dojo[r * FRAME_COLS + index] is not None for r in range(FRAME_ROWS))


def _why_not_trophy(
    dojo: tuple[Card | None, ...], trophies: Trophies, trophy: str, action: PlaceTrophy
) -> Reason:
    name_en, name_fr = TROPHY_NAMES["en"][trophy], TROPHY_NAMES["fr"][trophy]
    wanted = "row" if trophy in ROW_TROPHIES else "column"
    if action.line != wanted:
        colour_en, colour_fr = ("black", "noir") if wanted == "row" else ("orange", "orange")
        where_en = "left of a row" if wanted == "row" else "above a column"
        where_fr = "à gauche d’une ligne" if wanted == "row" else "en haut d’une colonne"
        return reason(
            "dojo.trophy.colour",
            f"The {name_en} is {colour_en}: it goes {where_en}.",
            f"Ce TROPHÉE ({name_fr}) est {colour_fr} : il se place {where_fr}.",
        )
    what_en = "row" if wanted == "row" else "column"
    what_fr = "ligne" if wanted == "row" else "colonne"
    if any(kind == action.line and index == action.index for kind, index, _ in trophies):
        return reason(
            "dojo.trophy.one_per_line",
            f"That {what_en} already has a trophy.",
            f"Cette {what_fr} a déjà un TROPHÉE.",
        )
    return reason(
        "dojo.trophy.needs_card",
        f"That {what_en} has no card yet.",
        f"Cette {what_fr} n’a pas encore de TATAMI.",
    )


def normalise(
    dojo: tuple[Card | None, ...], trophies: Trophies
) -> tuple[list[list[Card]], dict[str, str]]:
    """A full dojo as a 3x4 grid (top row first) and its trophies as ``row1``.. / ``col1``.."""
    filled = [c for c in range(CELLS) if dojo[c] is not None]
    top = min(c // FRAME_COLS for c in filled)
    left = min(c % FRAME_COLS for c in filled)
    grid = [[dojo[(top + r) * FRAME_COLS + left + c] for c in range(4)] for r in range(3)]
    if any(card is None for row in grid for card in row):
        raise ValueError("the dojo is not a full 3 x 4 rectangle yet")
    lines = {
        (f"row{index - top + 1}" if kind == "row" else f"col{index - left + 1}"): trophy
        for kind, index, trophy in trophies
    }
    return grid, lines  # type: ignore[return-value]
