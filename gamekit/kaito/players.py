"""Computer players for Kaito: random, greedy (one move ahead) and search (alpha-beta).

The search player looks ahead with iterative deepening under a time budget (0.25 s by default,
so it answers within 300 ms) and judges positions with :func:`evaluate`: how close each colour is
to losing its last Sword or Helmet, and how much money it holds to buy them back.
"""

from __future__ import annotations

import random
import time

from gamekit.core import Hint, Player
from gamekit.kaito.actions import Action, Capture, EndTurn, Trade
from gamekit.kaito.state import HELMET_PRICE, SWORD_PRICE, KaitoState
from gamekit.kaito.tiles import COLOUR_NAMES, COLOUR_NAMES_FR, square_name

WIN = 10_000.0
# What the n-th Sword or Helmet left on the board is worth: the last ones matter most.
SWORD_VALUE = (0.0, 0.0, 30.0, 48.0, 60.0, 68.0, 74.0, 78.0)
HELMET_VALUE = (0.0, 0.0, 40.0, 60.0)
MONEY_VALUE = 2.0
DEFAULT_TIME = 0.25


def evaluate(state: KaitoState, player: int) -> float:
    """How good ``state`` is for ``player``: + is good, ±WIN a won or lost game."""
    end = state.outcome()
    if end is not None:
        return WIN if player in end.winners else -WIN
    return _safety(state, player) - _safety(state, 1 - player)


def _safety(state: KaitoState, colour: int) -> float:
    swords, helmets = state.swords(colour), state.helmets(colour)
    money = state.mons_to_spend(colour)
    can_buy = (money >= SWORD_PRICE and swords < 7) or (money >= HELMET_PRICE and helmets < 3)
    return (
        SWORD_VALUE[swords]
        + HELMET_VALUE[helmets]
        + MONEY_VALUE * min(money, 10)
        + (8.0 if can_buy else 0.0)
    )


def useful_actions(state: KaitoState) -> tuple[Action, ...]:
    """The legal actions minus dominated trades: paying more Mons than a cheaper choice for the
    same tile never helps (there is no change), so only minimal payments are kept."""
    legal = state.legal_actions()
    if state.step != "trade":
        return legal
    # A trade step's actions are one tuple shared by every position with the same Mons and
    # buy-backs (the engine keeps them), so they are sorted out once; the entry keeps the tuple
    # alive, so no other object can take its id.
    known = _USEFUL.get(id(legal))
    if known is not None and known[0] is legal:
        return known[1]
    kept: list[Action] = []
    for action in legal:
        if isinstance(action, Trade) and any(
            isinstance(other, Trade)
            and other.kind == action.kind
            and other is not action
            and _sub_multiset(other.mons, action.mons)
            for other in legal
        ):
            continue
        kept.append(action)
    if len(_USEFUL) > 10_000:
        _USEFUL.clear()
    _USEFUL[id(legal)] = (legal, tuple(kept))
    return tuple(kept)


_USEFUL: dict[int, tuple[tuple[Action, ...], tuple[Action, ...]]] = {}


def _sub_multiset(small: tuple[int, ...], big: tuple[int, ...]) -> bool:
    return len(small) < len(big) and all(small.count(v) <= big.count(v) for v in set(small))


class RandomPlayer(Player):
    """Plays a legal action at random (seeded)."""

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, state: KaitoState) -> Action:  # type: ignore[override]
        return self._rng.choice(state.legal_actions())


class GreedyPlayer(Player):
    """Looks one action ahead and takes the best-looking result (ties broken at random)."""

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, state: KaitoState) -> Action:  # type: ignore[override]
        me = state.current_player
        assert me is not None
        scored = [(evaluate(state.apply(a), me), a) for a in useful_actions(state)]
        best = max(score for score, _ in scored)
        return self._rng.choice([a for score, a in scored if score == best])


class SearchPlayer(Player):
    """Alpha-beta search with iterative deepening, within ``time_limit`` seconds (or to a fixed
    ``depth`` when given, for reproducible games)."""

    def __init__(
        self,
        seed: int | None = None,
        time_limit: float = DEFAULT_TIME,
        depth: int | None = None,
    ) -> None:
        self._rng = random.Random(seed)
        self.time_limit = time_limit
        self.depth = depth
        self.last_depth = 0
        self.last_score = 0.0

    def choose(self, state: KaitoState) -> Action:  # type: ignore[override]
        return self.analyse(state)[0]

    def analyse(self, state: KaitoState) -> tuple[Action, float, list[Action]]:
        """The chosen action, its score for the player to act, and the expected line."""
        me = state.current_player
        assert me is not None
        actions = list(useful_actions(state))
        self._rng.shuffle(actions)  # variety between equal moves, fixed by the seed
        actions.sort(key=lambda a: -_order(state, a))
        deadline = time.perf_counter() + (self.time_limit if self.depth is None else 1e9)
        best: tuple[Action, float, list[Action]] = (actions[0], -WIN, [actions[0]])
        max_depth = self.depth or 40
        for depth in range(1, max_depth + 1):
            try:
                result = self._root(state, actions, depth, me, deadline)
            except _OutOfTime:
                break
            best = result
            self.last_depth = depth
            actions.sort(key=lambda a: a is not result[0])  # search the best move first next time
            if abs(result[1]) >= WIN - 100:
                break
        self.last_score = best[1]
        return best

    def _root(
        self,
        state: KaitoState,
        actions: list[Action],
        depth: int,
        me: int,
        deadline: float,
    ) -> tuple[Action, float, list[Action]]:
        alpha, beta = -WIN - 1, WIN + 1
        best: tuple[Action, float, list[Action]] | None = None
        for action in actions:
            line: list[Action] = []
            score = self._search(state.apply(action), depth - 1, alpha, beta, me, deadline, line, 1)
            if best is None or score > best[1]:
                best = (action, score, [action, *line])
                alpha = max(alpha, score)
        assert best is not None
        return best

    def _search(
        self,
        state: KaitoState,
        depth: int,
        alpha: float,
        beta: float,
        me: int,
        deadline: float,
        line: list[Action],
        ply: int,
    ) -> float:
        end = state.outcome()
        if end is not None:  # sooner wins, later losses
            return (WIN - ply) if me in end.winners else (ply - WIN)
        if depth <= 0:
            return evaluate(state, me)
        if time.perf_counter() > deadline:
            raise _OutOfTime
        actions = sorted(useful_actions(state), key=lambda a: -_order(state, a))
        maximising = state.current_player == me
        best = -WIN - 1 if maximising else WIN + 1
        for action in actions:
            child: list[Action] = []
            score = self._search(
                state.apply(action),
                depth - 1,
                alpha,
                beta,
                me,
                deadline,
                child,
                ply + 1,
            )
            if (score > best) if maximising else (score < best):
                best = score
                line[:] = [action, *child]
            if maximising:
                alpha = max(alpha, score)
            else:
                beta = min(beta, score)
            if alpha >= beta:
                break
        return best


class _OutOfTime(Exception):
    pass


def _order(state: KaitoState, action: Action) -> int:
    """Search likely-good actions first: trades, then captures of Swords and Helmets."""
    if isinstance(action, Trade):
        return 3
    if isinstance(action, Capture):
        tile = state.tile(action.square)
        if tile is not None and tile.kind != "mon":
            return 2 if tile.colour != state.to_play else 1
    return 0


def make(level: str, seed: int | None = None) -> Player:
    """A player of ``level``: "random", "greedy" or "search"."""
    players = {"random": RandomPlayer, "greedy": GreedyPlayer, "search": SearchPlayer}
    if level not in players:
        raise ValueError(f"no computer level {level!r}; levels: {', '.join(players)}")
    return players[level](seed)


def hint(state: KaitoState, time_limit: float = DEFAULT_TIME) -> Hint:
    """The search player's choice for the player to act, and why, in a sentence (English and
    French)."""
    player = SearchPlayer(seed=0, time_limit=time_limit)
    action, score, _ = player.analyse(state)
    return Hint(action, *_sentences(state, action, score))


def explain(
    state: KaitoState, action: Action, score: float, line: list[Action], lang: str = "en"
) -> str:
    """Say what ``action`` does and what it leads to, for a learner, in ``lang`` ("en", "fr")."""
    en, fr = _sentences(state, action, score)
    return fr if lang == "fr" else en


def _sentences(state: KaitoState, action: Action, score: float) -> tuple[str, str]:
    """What ``explain`` says, in English and in French."""
    me = state.to_play
    them, eux = COLOUR_NAMES[1 - me], COLOUR_NAMES_FR[1 - me]
    if isinstance(action, Trade):
        what = f"Buy back a {action.kind.capitalize()} with Mons worth {sum(action.mons)}"
        quoi = (
            f"Rachetez {'un Sabre' if action.kind == 'sword' else 'un Casque'} "
            f"avec des Mons d’une valeur de {sum(action.mons)}"
        )
    elif isinstance(action, EndTurn):
        what = "End your turn without trading"
        quoi = "Terminez votre tour sans échange"
    elif isinstance(action, Capture):
        tile = state.board[action.square]
        assert tile is not None
        what = f"Take the {tile.label} on {square_name(action.square)}"
        quoi = f"Prenez {tile.label_fr} en {square_name(action.square)}"
        if tile.colour == me:
            what += " (your own: it leaves play, out of your opponent's reach)"
            quoi += " (votre propre tuile : elle quitte le jeu, hors de portée de votre adversaire)"
    else:
        what = f"Put the Kaito on {square_name(action.square)}"
        quoi = f"Posez le Kaito en {square_name(action.square)}"
    after = state.apply(action)
    if after.is_over:
        end = after.outcome().reason  # type: ignore[union-attr]
        return f"{what}: {end.text}", f"{quoi} : {end.say('fr')}"
    if isinstance(action, Trade) and state.apply(EndTurn()).is_over:
        what += ": without it, ending the turn would lose the game"
        quoi += " : sans cet échange, finir le tour ferait perdre la partie"
    if score >= WIN - 100:
        moves = int(WIN - score)
        return (
            f"{what}: it wins by force within {moves} moves.",
            f"{quoi} : cela gagne à coup sûr en {moves} coup{'s' if moves > 1 else ''} au plus.",
        )
    if score <= 100 - WIN:
        return (
            f"{what}: every move loses against best play; this one holds out longest.",
            f"{quoi} : tous les coups perdent face au meilleur jeu ; celui-ci résiste le "
            "plus longtemps.",
        )
    if after.current_player == me:
        return f"{what}.", f"{quoi}."
    reachable = sorted(
        {
            tile.kind
            for a in after.legal_actions()
            if isinstance(a, Capture)
            and (tile := after.board[a.square]) is not None
            and tile.colour == me
            and tile.kind != "mon"
        }
    )
    if not reachable:
        return (
            f"{what}. {them} then cannot reach any of your Swords or Helmets.",
            f"{quoi}. {eux} ne pourra alors atteindre aucun de vos Sabres ni aucun de vos Casques.",
        )
    kinds = " and ".join(f"{k.capitalize()}s" for k in reachable)
    genres = " et ".join({"helmet": "vos Casques", "sword": "vos Sabres"}[k] for k in reachable)
    return (
        f"{what}. {them} can then reach your {kinds}, but every other move looks worse.",
        f"{quoi}. {eux} pourra alors atteindre {genres}, mais tous les autres coups semblent "
        "pires.",
    )
