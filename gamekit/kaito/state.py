"""A Kaito position and the rules that move it on.

A turn is one or two steps: the player to move captures with the Kaito (step ``"move"``); if he
could then buy back a Sword or Helmet, the turn pauses at step ``"trade"`` for one optional
trade (or ``end``). Set-up is step ``"place"``, where the second player puts the Kaito down.

States are immutable and cheap to make: the hot path (``legal_actions`` and ``apply`` of a legal
capture) is a few int and tuple operations, so random playouts run at about half a million steps
a second (benchmarks/kaito_openspiel.py measures them beside OpenSpiel's C++ clobber). The
grid is kept packed in one int, 4 bits a square (0 empty, else the Tile), so that a capture is
one subtraction and a position hashes fast; ``board`` unpacks it once, when asked.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from gamekit.core import Game, Outcome, Reason, State, mistyped
from gamekit.kaito.actions import (
    END_TURN,
    PLACES,
    Action,
    Capture,
    EndTurn,
    Place,
    Trade,
)
from gamekit.kaito.lines import (
    ABOVE,
    BELOW,
    BIT,
    BIT_T,
    COL_SHIFT,
    ROW,
    ROW_SHIFT,
    masks,
    targets,
)
from gamekit.kaito.rules import reason
from gamekit.kaito.tiles import (
    BLACK,
    COLOUR_NAMES,
    COLOUR_NAMES_FR,
    FULL_COUNT,
    HELMETS,
    HELMETS_PER_COLOUR,
    LETTERS,
    LINE,
    RAYS,
    RED,
    SIZE,
    SQUARES,
    SWORDS,
    SWORDS_PER_COLOUR,
    Tile,
    helmet,
    mon,
    square_name,
    sword,
)

STEPS = ("place", "move", "trade")
SWORD_PRICE = 4
HELMET_PRICE = 5


@dataclass(frozen=True, slots=True)
class Options:
    """The readings a player can choose (see the rules notes).

    ``jump_over_tiles``: the Kaito may land on any tile of its row or column (default), or only on
    the first tile in each direction. ``win_check``: "end_of_turn" (default; a player who takes his
    own last Sword or Helmet may still trade it back that turn) or "immediate".
    """

    jump_over_tiles: bool = True
    win_check: str = "end_of_turn"

    def __post_init__(self) -> None:
        if not isinstance(self.jump_over_tiles, bool):
            raise TypeError("jump_over_tiles is True or False")
        if self.win_check not in ("end_of_turn", "immediate"):
            raise ValueError("win_check is 'end_of_turn' or 'immediate'")


DEFAULT_OPTIONS = Options()
MATERIAL = frozenset((*SWORDS, *HELMETS))
EMPTY_HAND = (0,) * 11
Hands = tuple[tuple[int, ...], tuple[int, ...]]
"""What each player holds, as counts indexed by Tile (index 0 unused)."""

# The hot path keeps both hands packed in one int: 4 bits per (player, tile) count, so a capture
# is a single addition. OFF[player][tile] is the field's bit offset. Above them, 6 bits per player
# keep his money (the value of the opponent's Mons he holds): ADD[player][tile] adds the tile and,
# for an opponent's Mon, its value to the money.
OFF = tuple(tuple((p * 11 + t) * 4 for t in range(11)) for p in (RED, BLACK))
MONEY = (88, 94)
ADD = tuple(
    tuple(
        (1 << OFF[p][t]) + (Tile(t).value << MONEY[p] if Tile(t).colour != p else 0) if t else 0
        for t in range(11)
    )
    for p in (RED, BLACK)
)


TILES: tuple[Tile | None, ...] = (None, *Tile)
"""A square's 4 bits as what lies there: TILES[0] is None, TILES[t] the Tile t."""
IS_MATERIAL = tuple(t in MATERIAL for t in TILES)
FULL = tuple(FULL_COUNT[t] if t else 0 for t in TILES)
LINE_BITS = tuple(sum(BIT[t] for t in LINE[s]) for s in SQUARES)
"""For each square, the bits (as in ``occ``) of the other squares of its row and column."""
_new = object.__new__


def pack_board(board: tuple[Tile | None, ...]) -> int:
    """The grid as one int: bits ``4 * s`` to ``4 * s + 3`` hold square ``s``'s Tile (0 empty)."""
    return sum(int(t) << 4 * s for s, t in enumerate(board) if t is not None)


def pack(hands: Hands) -> int:
    return sum(n * ADD[p][t] for p in (RED, BLACK) for t, n in enumerate(hands[p]) if t)


def unpack(held: int) -> Hands:
    red, black = ([(held >> off) & 15 for off in OFF[p]] for p in (RED, BLACK))
    red[0] = black[0] = 0
    return (tuple(red), tuple(black))


class KaitoState(State):
    """A Kaito position: the grid, the Kaito, who acts, the step, and what each player captured."""

    __slots__ = (
        "_board",
        "_cells",
        "_end",
        "_held",
        "_kaito",
        "_legal",
        "_occ",
        "_occ_t",
        "_options",
        "_player",
        "_step",
    )
    game: ClassVar[Game]

    _board: tuple[Tile | None, ...]  # unpacked from _cells when first asked for
    _cells: int
    _occ: int
    _occ_t: int
    _kaito: int | None
    _player: int
    _step: str
    _held: int
    _options: Options
    _legal: tuple[Action, ...]
    _end: Outcome | None

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        raise TypeError("make Kaito states with gamekit.load('kaito').new_state() or from_code()")

    # -- what a position holds ---------------------------------------------------------------

    @property
    def board(self) -> tuple[Tile | None, ...]:
        """36 squares, row by row from the top left: a Tile or None."""
        try:
            return self._board
        except AttributeError:
            cells = self._cells
            self._board = board = tuple(TILES[cells >> 4 * s & 15] for s in SQUARES)
            return board

    def tile(self, square: int) -> Tile | None:
        """The Tile on ``square`` (0 to 35), or None; ``board[square]`` without the whole board."""
        return TILES[self._cells >> 4 * square & 15]

    @property
    def kaito(self) -> int | None:
        """The Kaito's square (a tile bought back may lie under it); None before it is placed."""
        return self._kaito

    @property
    def step(self) -> str:
        """``"place"``, ``"move"`` or ``"trade"``."""
        return self._step

    @property
    def to_play(self) -> int:
        """The colour whose turn it is (or was, once the game is over): 0 Red, 1 Black."""
        return self._player

    @property
    def current_player(self) -> int | None:
        return None if self._end is not None else self._player

    @property
    def options(self) -> Options:
        return self._options

    @property
    def captured(self) -> tuple[tuple[Tile, ...], tuple[Tile, ...]]:
        """The tiles each player has captured, in tile order; own colour ones are out of play."""
        red, black = unpack(self._held)
        return (_tiles(red), _tiles(black))

    def held(self, player: int, tile: Tile) -> int:
        """How many ``tile`` tiles ``player`` has captured."""
        return self._held >> OFF[player][tile] & 15

    def swords(self, colour: int) -> int:
        """Swords of ``colour`` still on the board (a tile under the Kaito counts)."""
        s = sword(colour)
        return SWORDS_PER_COLOUR - self.held(RED, s) - self.held(BLACK, s)

    def helmets(self, colour: int) -> int:
        """Helmets of ``colour`` still on the board."""
        h = helmet(colour)
        return HELMETS_PER_COLOUR - self.held(RED, h) - self.held(BLACK, h)

    def mons_to_spend(self, player: int) -> int:
        """The total value of the opponent's Mons that ``player`` holds (his trading money)."""
        return _money(self._held, player)

    # -- the rules ---------------------------------------------------------------------------

    def legal_actions(self) -> tuple[Action, ...]:
        return self._legal

    def apply(self, action: Any) -> KaitoState:
        # The common case, kept short: playouts live here. A capture is checked on the masks (an
        # int square of the Kaito's row or column that holds a tile), not by comparing it with
        # each legal action in turn, which costs a call of the dataclass's __eq__ each.
        if type(action) is Capture and self._step == "move" and self._options.jump_over_tiles:
            s = action.square
            if (
                type(s) is int
                and 0 <= s < 36
                and self._end is None
                and (self._occ & LINE_BITS[self._kaito]) >> s & 1  # type: ignore[index]
            ):
                return self._captured(s)
        elif action is END_TURN and self._step == "trade" and self._end is None:
            return self._play(action)  # a trade step always offers to end the turn
        elif action in self._legal and mistyped(action) is None:
            return self._play(action)
        return super().apply(action)  # type: ignore[return-value]

    @property
    def is_over(self) -> bool:
        return self._end is not None

    def outcome(self) -> Outcome | None:
        return self._end

    def why_illegal(self, action: Any) -> Reason | None:
        if action in self._legal:
            return None
        if self._end is not None:
            ended = self._end.reason
            return reason(
                "kaito.end.over",
                f"The game is over: {ended.text}",
                f"La partie est terminée : {ended.say('fr')}",
            )
        if self._step == "place":
            return self._why_not_place(action)
        if self._step == "trade":
            return self._why_not_trade(action)
        return self._why_not_move(action)

    def _why_not_place(self, action: Any) -> Reason:
        squares = [square_name(s) for s in range(36) if self.board[s] is None]
        empty, vides = " or ".join(squares), " ou ".join(squares)
        if isinstance(action, Place):
            where = square_name(action.square)
            return reason(
                "kaito.setup.place",
                f"Square {where} holds a tile: the Kaito starts on an empty square ({empty}).",
                f"La case {where} porte une tuile : le Kaito commence sur une case vide ({vides}).",
            )
        return reason(
            "kaito.setup.place",
            f"First {COLOUR_NAMES[self._player]} places the Kaito "
            f"on one of the empty squares ({empty}).",
            f"{COLOUR_NAMES_FR[self._player]} doit d’abord poser le Kaito "
            f"sur l’une des cases vides ({vides}).",
        )

    def _why_not_move(self, action: Any) -> Reason:
        if isinstance(action, Place):
            return reason(
                "kaito.setup.place",
                "The Kaito is already on the board: move it.",
                "Le Kaito est déjà sur la grille : déplacez-le.",
            )
        if isinstance(action, EndTurn):
            return reason(
                "kaito.move.must",
                "You cannot pass: every turn starts by moving the Kaito.",
                "Vous ne pouvez pas passer : chaque tour commence par un déplacement du Kaito.",
            )
        if isinstance(action, Trade):
            return reason(
                "kaito.trade.when",
                "A trade comes at the end of your turn, after your capture: move the Kaito first.",
                "Un échange se fait à la fin de votre tour, après votre capture : "
                "déplacez d’abord le Kaito.",
            )
        if not isinstance(action, Capture) or action.square not in range(36):
            return reason(
                "kaito.move.tile",
                "Choose a tile in the Kaito's row or column.",
                "Choisissez une tuile dans la ligne ou la colonne du Kaito.",
            )
        target, here = action.square, self._kaito
        assert here is not None
        name, home = square_name(target), square_name(here)
        if target == here:
            return reason(
                "kaito.move.must",
                f"The Kaito is already on {home}; it must move to another square.",
                f"Le Kaito est déjà en {home} ; il doit aller sur une autre case.",
            )
        if target not in LINE[here]:
            return reason(
                "kaito.move.line",
                f"Square {name} is in neither the Kaito's row ({home[1]}) "
                f"nor its column ({home[0]}): it moves straight, never diagonally.",
                f"La case {name} n’est ni dans la ligne du Kaito ({home[1]}) "
                f"ni dans sa colonne ({home[0]}) : il va tout droit, jamais en diagonale.",
            )
        if self.board[target] is None:
            return reason(
                "kaito.move.tile",
                f"Square {name} is empty: the Kaito may pass over empty "
                "squares but must land on a tile.",
                f"La case {name} est vide : le Kaito peut passer au-dessus des cases vides "
                "mais doit s’arrêter sur une tuile.",
            )
        blocker = next(s for s in _ray_to(here, target) if self.board[s] is not None)
        return reason(
            "kaito.move.first_tile",
            f"The tile on {square_name(blocker)} is in the "
            f"way: with 'first tile only' the Kaito stops at the first tile it meets.",
            f"La tuile en {square_name(blocker)} barre le passage : avec « première tuile "
            "seulement », le Kaito s’arrête sur la première tuile qu’il rencontre.",
        )

    def _why_not_trade(self, action: Any) -> Reason:
        if not isinstance(action, Trade) or action.kind not in ("sword", "helmet"):
            return reason(
                "kaito.trade.when",
                "You have captured this turn: now make one trade or end your turn.",
                "Vous avez capturé ce tour-ci : faites maintenant un échange "
                "ou terminez votre tour.",
            )
        me, them = self._player, 1 - self._player
        tile, price = (
            (sword(me), SWORD_PRICE) if action.kind == "sword" else (helmet(me), HELMET_PRICE)
        )
        if self.held(them, tile) == 0:
            return reason(
                "kaito.trade.held",
                f"{COLOUR_NAMES[them]} holds none of your "
                f"{action.kind.capitalize()}s, so there is none to buy back.",
                f"{COLOUR_NAMES_FR[them]} ne détient "
                f"{'aucun de vos Sabres' if action.kind == 'sword' else 'aucun de vos Casques'}"
                ", il n’y a donc rien à racheter.",
            )
        for value in (1, 2, 3):
            need, have = action.mons.count(value), self.held(me, mon(them, value))
            if need > have:
                return reason(
                    "kaito.trade.mons",
                    f"You hold {have} {COLOUR_NAMES[them].lower()} "
                    f"Mon{'s' if have != 1 else ''} worth {value}, not {need}; only "
                    "your opponent's Mons pay (your own captured Mons are dead).",
                    f"Vous détenez {have} Mon{'s' if have > 1 else ''} "
                    f"{COLOUR_NAMES_FR[them].lower()}{'s' if have > 1 else ''} de valeur "
                    f"{value}, pas {need} ; seuls les Mons de votre adversaire paient "
                    "(vos propres Mons capturés ne valent plus rien).",
                )
        rule = "kaito.trade.sword" if action.kind == "sword" else "kaito.trade.helmet"
        return reason(
            rule,
            f"Mons worth {sum(action.mons)} are not enough: a "
            f"{action.kind.capitalize()} costs Mons worth {price} or more.",
            f"Des Mons d’une valeur de {sum(action.mons)} ne suffisent pas : "
            f"{'un Sabre' if action.kind == 'sword' else 'un Casque'} coûte des Mons "
            f"d’une valeur de {price} ou plus.",
        )

    def _play(self, action: Action) -> KaitoState:
        kind = type(action)
        if kind is Capture:
            return self._captured(action.square)  # type: ignore[union-attr]
        if kind is Trade:
            return self._traded(action)  # type: ignore[arg-type]
        if kind is EndTurn:
            return _next_turn(
                self._cells,
                self._occ,
                self._occ_t,
                self._kaito,
                1 - self._player,
                self._held,
                self._options,
                True,
            )
        return _next_turn(
            self._cells,
            self._occ,
            self._occ_t,
            action.square,
            RED,  # type: ignore[union-attr]
            self._held,
            self._options,
            True,
        )

    def _captured(self, s: int) -> KaitoState:
        """Move the Kaito to ``s`` and take the tile there; then trade or end the turn."""
        player, options = self._player, self._options
        at = s << 2
        tile = self._cells >> at & 15
        cells = self._cells - (tile << at)
        occ, occ_t = self._occ ^ BIT[s], self._occ_t ^ BIT_T[s]
        held = self._held + ADD[player][tile]
        # Only the captured tile's count changed: has its colour just lost the last of its kind?
        material = IS_MATERIAL[tile] and (
            (held >> OFF[RED][tile] & 15) + (held >> OFF[BLACK][tile] & 15) == FULL[tile]
        )
        if material and options.win_check == "immediate":
            ended = _make(cells, occ, occ_t, s, 1 - player, "move", held, options)
            ended._end = _loser(ended)
            if ended._end is not None:
                return ended
        if held >> MONEY[player] & 63 >= SWORD_PRICE and _can_trade(held, player):
            paused = _make(cells, occ, occ_t, s, player, "trade", held, options)
            paused._legal = _trade_step(held, player)
            return paused
        # The turn passes: _next_turn, inlined (most steps of a playout end here).
        state = _new(KaitoState)
        state._cells = cells
        state._occ = occ
        state._occ_t = occ_t
        state._kaito = s
        state._player = player = 1 - player
        state._step = "move"
        state._held = held
        state._options = options
        if material:
            state._legal = ()
            state._end = _loser(state)
            if state._end is not None:
                return state
        if options.jump_over_tiles:
            row, col = occ >> ROW_SHIFT[s] & 63, occ_t >> COL_SHIFT[s] & 63
            legal = ABOVE[s][col] + ROW[s][row] + BELOW[s][col]
        else:
            legal = targets(s, occ, occ_t, False)
        if legal:
            state._legal = legal
            state._end = None
        else:
            state._legal = ()
            state._end = _BLOCKED[player]
        return state

    def _traded(self, trade: Trade) -> KaitoState:
        me, them, s = self._player, 1 - self._player, self._kaito
        assert s is not None
        tile = sword(me) if trade.kind == "sword" else helmet(me)
        paid = _PAID.get((me, trade.kind, trade.mons))
        if paid is None:
            paid = ADD[them][tile] + sum(ADD[me][mon(them, v)] for v in trade.mons)
            _PAID[me, trade.kind, trade.mons] = paid
        held = self._held - paid
        cells = self._cells + (tile << 4 * s)  # the Kaito's square is empty: its tile was taken
        occ, occ_t = self._occ | BIT[s], self._occ_t | BIT_T[s]
        return _next_turn(cells, occ, occ_t, s, them, held, self._options, True)

    # -- text, equality, hashing -------------------------------------------------------------

    def _key(self) -> tuple[Any, ...]:
        return (
            self._cells,
            self._kaito,
            self._player,
            self._step,
            self._held,
            self._options,
        )

    def __eq__(self, other: object) -> bool:
        return isinstance(other, KaitoState) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        extra = "".join(
            f", {name}={getattr(self._options, name)!r}"
            for name in ("jump_over_tiles", "win_check")
            if getattr(self._options, name) != getattr(DEFAULT_OPTIONS, name)
        )
        return f"gamekit.load('kaito').from_code({self.to_code()!r}{extra})"

    def __str__(self) -> str:
        """The grid as text: tile letters, ``.`` for empty, the Kaito's square in brackets, and
        whose step it is (or how the game ended)."""
        lines = ["   a  b  c  d  e  f"]
        for r in range(SIZE):
            cells = []
            for c in range(SIZE):
                s = r * SIZE + c
                tile = self.board[s]
                letter = LETTERS[tile] if tile is not None else "."
                cells.append(f"[{letter}]" if s == self._kaito else f" {letter} ")
            lines.append(f"{r + 1} " + "".join(cells))
        outcome = self.outcome()
        lines.append(
            str(outcome.reason) if outcome else f"{COLOUR_NAMES[self._player]} to {self._step}"
        )
        return "\n".join(lines)


def _tiles(hand: tuple[int, ...]) -> tuple[Tile, ...]:
    return tuple(t for t in Tile for _ in range(hand[t]))


def _ray_to(here: int, target: int) -> tuple[int, ...]:
    """The squares strictly between ``here`` and ``target`` (same row or column), nearest first."""
    ray = next(r for r in RAYS[here] if target in r)
    return ray[: ray.index(target)]


def _make(
    cells: int,
    occ: int,
    occ_t: int,
    kaito: int | None,
    player: int,
    step: str,
    held: int,
    options: Options,
) -> KaitoState:
    state = _new(KaitoState)
    state._cells = cells
    state._occ = occ
    state._occ_t = occ_t
    state._kaito = kaito
    state._player = player
    state._step = step
    state._held = held
    state._options = options
    state._legal = ()
    state._end = None
    return state


def _loser(state: KaitoState) -> Outcome | None:
    """The end by material: a colour with no Sword or no Helmet left on the board loses (the
    player to act is looked at first, his Swords before his Helmets)."""
    held, player = state._held, state._player
    if not (((held + (held >> 44)) & _RED_HALF) + _PROBE) & _ALL_OUT:
        return None
    for colour in (player, 1 - player):
        for red_at, black_at, full, end in _GONE[colour]:
            if (held >> red_at & 15) + (held >> black_at & 15) == full:
                return end
    return None


def _material_end(colour: int, kind: str) -> Outcome:
    """``colour`` has lost by having no Swords (``kind`` "sword") or no Helmets left."""
    rule, what, quoi = (
        ("kaito.end.swords", "Swords", "aucun Sabre")
        if kind == "sword"
        else ("kaito.end.helmets", "Helmets", "aucun Casque")
    )
    text = (
        f"{COLOUR_NAMES[colour]} has no {what} left on the board, so "
        f"{COLOUR_NAMES[1 - colour]} wins."
    )
    texte = (
        f"{COLOUR_NAMES_FR[colour]} n’a plus {quoi} sur la grille, donc "
        f"{COLOUR_NAMES_FR[1 - colour]} gagne."
    )
    return Outcome((1 - colour,), reason(rule, text, texte))


# The few ways a game can end, made once: ending a playout then costs no sentence building.
_NO_SWORDS = tuple(_material_end(colour, "sword") for colour in (RED, BLACK))
_NO_HELMETS = tuple(_material_end(colour, "helmet") for colour in (RED, BLACK))
_GONE = tuple(
    tuple(
        (OFF[RED][tile], OFF[BLACK][tile], FULL_COUNT[tile], end)
        for tile, end in ((sword(c), _NO_SWORDS[c]), (helmet(c), _NO_HELMETS[c]))
    )
    for c in (RED, BLACK)
)
"""For each colour, its Sword then its Helmet: where both players' counts of it are in ``held``,
how many there are, and the end when both players hold them all."""
# The quick test before them: Black's counts (from bit 44 on) added to Red's count, field by
# field, how many of each kind are off the grid (7 at most: no carry to the next field). Adding 1
# to a Sword's field and 5 to a Helmet's sets its top bit exactly when all of them are off.
_RED_HALF = (1 << OFF[BLACK][0]) - 1
_PROBE = sum((8 - FULL_COUNT[t]) << OFF[RED][t] for t in (*SWORDS, *HELMETS))
_ALL_OUT = sum(8 << OFF[RED][t] for t in (*SWORDS, *HELMETS))


def _money(held: int, player: int) -> int:
    """The value of the opponent's Mons that ``player`` holds."""
    return held >> MONEY[player] & 63


# For each player: where his money is, and where the opponent's count of his Sword and Helmet is.
_TRADE_FIELDS = tuple((MONEY[p], OFF[1 - p][SWORDS[p]], OFF[1 - p][HELMETS[p]]) for p in (0, 1))


def _can_trade(held: int, player: int) -> bool:
    """The quick test behind :func:`_trades`: enough money, and something to buy back."""
    money, sword_at, helmet_at = _TRADE_FIELDS[player]
    money = held >> money & 63
    return money >= SWORD_PRICE and (
        held >> sword_at & 15 > 0 or (money >= HELMET_PRICE and held >> helmet_at & 15 > 0)
    )


def _next_turn(
    cells: int,
    occ: int,
    occ_t: int,
    kaito: int | None,
    player: int,
    held: int,
    options: Options,
    material: bool,
) -> KaitoState:
    """The state at the start of ``player``'s turn: has anyone lost (checked only when
    ``material`` says the last Sword or Helmet of a colour may be gone), and else can he move?"""
    state = _make(cells, occ, occ_t, kaito, player, "move", held, options)
    if material:
        state._end = _loser(state)
        if state._end is not None:
            return state
    if options.jump_over_tiles:  # lines.targets, inlined: this is the hottest line of a playout
        row, col = occ >> ROW_SHIFT[kaito] & 63, occ_t >> COL_SHIFT[kaito] & 63  # type: ignore[index]
        legal = ABOVE[kaito][col] + ROW[kaito][row] + BELOW[kaito][col]  # type: ignore[index]
    else:
        legal = targets(kaito, occ, occ_t, False)  # type: ignore[arg-type]
    if legal:
        state._legal = legal
    else:
        state._end = _blocked(player)
    return state


def _blocked(player: int) -> Outcome:
    return _BLOCKED[player]


def _blocked_end(player: int) -> Outcome:
    return Outcome(
        (1 - player,),
        reason(
            "kaito.end.blocked",
            f"{COLOUR_NAMES[player]} cannot move the Kaito: no tile is left in its row or "
            f"column, so {COLOUR_NAMES[1 - player]} wins.",
            f"{COLOUR_NAMES_FR[player]} ne peut pas déplacer le Kaito : il ne reste aucune tuile "
            f"dans sa ligne ni dans sa colonne, donc {COLOUR_NAMES_FR[1 - player]} gagne.",
        ),
    )


_BLOCKED = tuple(_blocked_end(player) for player in (RED, BLACK))


def _trades(state: KaitoState) -> tuple[Trade, ...]:
    """Every trade the player to act can make: each choice of the opponent's Mons he holds worth
    at least the price, for a Sword or Helmet of his that the opponent holds."""
    return _trade_step(state._held, state._player)[:-1]  # type: ignore[return-value]


def _trade_step(held: int, me: int) -> tuple[Action, ...]:
    """The actions of ``me``'s trade step: :func:`_trades`, then ``end``. They depend only on
    the opponent's Mons he holds and on how many of his Swords and Helmets the opponent holds, a
    few thousand cases at most: each is made once and kept."""
    key = held & _TRADE_KEY[me] | me  # bit 0 of held is always 0 (there is no tile 0)
    known = _TRADE_STEPS.get(key)
    if known is not None:
        return known
    them = 1 - me
    n1, n2, n3 = (held >> OFF[me][mon(them, v)] & 15 for v in (1, 2, 3))
    money = n1 + 2 * n2 + 3 * n3
    wanted = [
        (kind, price)
        for kind, price, tile in (
            ("sword", SWORD_PRICE, sword(me)),
            ("helmet", HELMET_PRICE, helmet(me)),
        )
        if held >> OFF[them][tile] & 15 and money >= price
    ]
    actions = tuple(
        Trade(kind, (3,) * a3 + (2,) * a2 + (1,) * a1)
        for kind, price in wanted
        for a3 in range(n3, -1, -1)
        for a2 in range(n2, -1, -1)
        for a1 in range(n1, -1, -1)
        if 3 * a3 + 2 * a2 + a1 >= price
    )
    _TRADE_STEPS[key] = known = (*actions, END_TURN)
    return known


_TRADE_STEPS: dict[int, tuple[Action, ...]] = {}
_TRADE_KEY = tuple(
    sum(15 << OFF[me][mon(1 - me, v)] for v in (1, 2, 3))
    + (15 << OFF[1 - me][sword(me)])
    + (15 << OFF[1 - me][helmet(me)])
    for me in (RED, BLACK)
)
"""For each player, the fields of ``held`` his trade step depends on (see :func:`_trade_step`)."""
_PAID: dict[tuple[int, str, tuple[int, ...]], int] = {}
"""What a trade takes off ``held``: the tile bought back from the opponent's captures, the Mons
paid from the buyer's (and their value from his money)."""


def _settle(state: KaitoState) -> KaitoState:
    """Fill in what follows from a position: the legal actions, or how the game ended."""
    if state._step == "place":
        state._legal = tuple(PLACES[s] for s in range(36) if not state._occ >> s & 1)
        return state
    if state._step == "move":
        return _next_turn(
            state._cells,
            state._occ,
            state._occ_t,
            state._kaito,
            state._player,
            state._held,
            state._options,
            True,
        )
    if state._options.win_check == "immediate":
        state._end = _loser(state)
    if state._end is None:
        state._legal = _trade_step(state._held, state._player)
    return state


def make_state(
    board: tuple[Tile | None, ...],
    kaito: int | None,
    player: int,
    step: str,
    hands: Hands,
    options: Options,
) -> KaitoState:
    """A settled state from its parts (the parts must already be validated)."""
    cells = pack_board(board)
    return _settle(_make(cells, *masks(board), kaito, player, step, pack(hands), options))


def trades_possible(state: KaitoState) -> bool:
    """Whether the player to act could trade now (ignoring the step)."""
    return bool(_trades(state))


__all__ = ["BLACK", "DEFAULT_OPTIONS", "RED", "KaitoState", "Options", "make_state"]
