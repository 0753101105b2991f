"""A Kami position and the rules that move it on.

A round is a chain of plays. The leader puts a card face down in defense and one face up in
attack (``lead``); each next player passes or counters (``respond``); when all the others pass,
the last attacker leads again. The round ends the moment a player has no card left in hand: he
(or his team) scores his last attack card, doubled on a Master Stroke. Then the next player
deals and leads, until a side reaches the mode's target. With four players, every player is
first asked in turn whether he shows five Soldiers (``declare``): one who holds them may
(``declare``), and his partner decides whether to redeal (``decide``); the others, and one who
keeps quiet, answer ``decline``. Everyone is asked, so that the question tells nobody who holds
five Soldiers.

Deals come from the game's seed and a deal counter, so the same seed gives the same game.
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, ClassVar

from gamekit.core import Game, Outcome, Reason, State
from gamekit.kami.actions import Action, Cancel, Declare, Decline, Pass, Play, PlayOn
from gamekit.kami.cards import (
    EMPRESS,
    FEMININE,
    HIDDEN,
    SOLDIER,
    SPEAR,
    VALUES,
    a_name,
    deck,
    name,
    of_name,
    sort_hand,
    the_name,
)
from gamekit.kami.rules import reason

MODES = ("soldier", "lord", "kami")
TARGET = 15
HAND_SIZE = {2: 8, 3: 10, 4: 8}
PILES = 8
DEMORALIZED = 5
"""How many Soldiers a Demoralized player shows (``kami.demoralized``)."""

Line = tuple[tuple[str, bool, str], ...]
"""A player's plays this round: (defense card or "", face down?, attack card)."""


@dataclass(frozen=True, slots=True)
class Options:
    """``players`` 2 (duel), 3 (chaotic) or 4 (two teams); ``mode`` "soldier", "lord" or "kami";
    ``empress`` "kami" (the rulebook's two cases for an Empress attack) or "goita" (also when
    holding both Empresses, Goita's third case)."""

    players: int = 4
    mode: str = "soldier"
    empress: str = "kami"

    def __post_init__(self) -> None:
        if self.players not in (2, 3, 4):
            raise ValueError("Kami is for 2, 3 or 4 players")
        if self.mode not in MODES:
            raise ValueError(f"mode is one of {', '.join(MODES)}")
        if self.empress not in ("kami", "goita"):
            raise ValueError("empress is 'kami' or 'goita'")


@dataclass(frozen=True, slots=True)
class RoundResult:
    """How the last round ended: who scored, how much, and whether it was a Master Stroke."""

    player: int
    card: str
    points: int
    master_stroke: bool


@dataclass(frozen=True, slots=True)
class KamiState(State):
    """A Kami position. Fields are public and read-only; ``view`` hides what a player may not
    know (cards become ``?``, the seed ``None``).

    Two fields record what everyone saw although the cards are hidden now: ``public`` lists
    the face-down defenses taken from the top of a mercenary pile, as (player, index of the
    play in his line), sorted: the card was face up on the pile before it was laid face down
    (``kami.duel.mercenary``). ``shown`` counts, per player, the Soldiers he showed when
    Demoralized (``kami.demoralized``) and still holds as far as the others can tell: each
    face-up Soldier he plays, and each face-down card (which might be a Soldier), takes one
    off."""

    game: ClassVar[Game]

    options: Options
    seed: int | None
    deal: int
    first: int
    step: str  # "declare", "decide", "lead", "respond" or "over"
    to_play: int
    scores: tuple[int, ...]
    hands: tuple[str, ...]
    lines: tuple[Line, ...]
    public: tuple[tuple[int, int], ...]
    attack: tuple[int, str] | None
    passes: int
    aside: str
    piles: tuple[str, ...]
    pending: tuple[int, ...]
    declarer: int | None
    shown: tuple[int, ...]
    last: RoundResult | None

    def _with(self, **changes: Any) -> KamiState:
        """A copy with ``changes``: ``dataclasses.replace`` without its checks, for speed (the
        play-outs of the computer make millions of states)."""
        return KamiState(*[changes.get(f, getattr(self, f)) for f in _FIELDS])

    # -- who's who -----------------------------------------------------------------------------

    @property
    def players(self) -> int:
        return self.options.players

    @property
    def current_player(self) -> int | None:
        return None if self.step == "over" else self.to_play

    def side(self, player: int) -> int:
        """The side a player scores for: his team with four players, himself otherwise."""
        return player % 2 if self.players == 4 else player

    def partner(self, player: int) -> int | None:
        return (player + 2) % 4 if self.players == 4 else None

    def face_up_empress(self) -> bool:
        """Whether an Empress lies face up in a defense line."""
        return any(d == EMPRESS and not down for line in self.lines for d, down, _ in line)

    # -- the rules -----------------------------------------------------------------------------

    def legal_actions(self) -> tuple[Action, ...]:
        return _legal(self)

    def _plays(self) -> list[Play]:
        hand = self.hands[self.to_play]
        respond = self.step == "respond"
        attack = self.attack[1] if respond else ""  # type: ignore[index]
        up = self.face_up_empress()
        tops = {k: pile[-1] for k, pile in enumerate(self.piles) if pile}
        plays = []
        for defense, dpile in [
            *((c, -1) for c in dict.fromkeys(hand)),
            *((c, k) for k, c in tops.items()),
        ]:
            if respond and not _counters(defense, attack):
                continue
            rest = hand.replace(defense, "", 1) if dpile < 0 else hand
            sources = [(c, -1) for c in dict.fromkeys(rest)]
            for k, top in tops.items():
                if k != dpile:
                    sources.append((top, k))
                elif len(self.piles[k]) > 1:
                    sources.append((self.piles[k][-2], k))
            for card, apile in sources:
                play = Play(defense, card, dpile, apile)
                if self._attack_ok(play, rest, up) is None:
                    plays.append(play)
        if self.step == "lead" and len(hand) == 1 and not tops:
            plays.append(Play("", hand))  # a duel's last card, with nothing left to defend with
        return plays

    def _why_not_attack(self, play: Play) -> Reason | None:
        """Whether ``play``'s attack may follow its defense (the defense already checked)."""
        hand = self.hands[self.to_play]
        rest = hand.replace(play.defense, "", 1) if play.defense and play.dpile < 0 else hand
        return self._attack_ok(play, rest, self.face_up_empress())

    def _attack_ok(self, play: Play, rest: str, up: bool) -> Reason | None:
        """``rest``: the hand once the defense is played; ``up``: an Empress already face up."""
        if play.defense and play.dpile < 0 and not rest and self.players == 2:
            return self._last_card_kept(play.defense)
        if play.apile < 0 and play.attack not in rest:
            return reason(
                "kami.turn",
                f"You have no {of_name(play.attack)} left in hand for the attack.",
                f"Vous n’avez plus {of_name(play.attack, 'fr')} en main pour attaquer.",
            )
        if play.apile >= 0 and not rest:
            return reason(
                "kami.duel.last_attack",
                "Your last attack must come from your hand, not from the mercenaries.",
                "Votre dernière attaque doit venir de votre main, pas des mercenaires.",
            )
        if play.attack == EMPRESS:
            up = up or (play.defense == EMPRESS and self.step == "respond")
            last = play.apile < 0 and rest == EMPRESS
            both = self.options.empress == "goita" and self.hands[self.to_play].count("E") == 2
            if not (up or last or both):
                return reason(
                    "kami.empress.attack",
                    "The Empress may attack only once an Empress lies face up in a defense line "
                    "(played earlier, or the one you counter with in this very play), or as the "
                    "last card of your hand.",
                    "L’Impératrice n’attaque que si une Impératrice est face visible en défense "
                    "(posée plus tôt, ou celle avec laquelle vous contrez dans ce même coup), ou "
                    "comme dernière carte de votre main.",
                )
        return None

    def _last_card_kept(self, card: str) -> Reason:
        """Why a duel's last hand card cannot be a defense: it must be the last attack."""
        the, it = the_name(card, "fr", capital=True), "la" if card in FEMININE else "le"
        if not any(self.piles):
            alone = "avec elle seule" if card in FEMININE else "avec lui seul"
            return reason(
                "kami.duel.last_attack",
                f"The {name(card)} is the last card of your hand and no mercenary is left: "
                "attack with it alone, with no defense.",
                f"{the} est la dernière carte de votre main et il ne reste aucun mercenaire : "
                f"attaquez {alone}, sans défense.",
            )
        return reason(
            "kami.duel.last_attack",
            f"The {name(card)} is the last card of your hand: keep it for your attack, which "
            "must come from your hand, not from the mercenaries (your defense may come from a "
            "pile).",
            f"{the} est la dernière carte de votre main : gardez-{it} pour attaquer, car votre "
            "dernière attaque doit venir de votre main, pas des mercenaires (votre défense peut "
            "venir d’une pile).",
        )

    def why_illegal(self, action: Any) -> Reason | None:
        if action in self.legal_actions():
            return None
        if self.step == "over":
            return reason("kami.end.over", "The game is over.", "La partie est terminée.")
        if self.step == "declare" and isinstance(action, Declare):
            return reason(
                "kami.demoralized",
                "You hold fewer than five Soldiers: you have nothing to show, and play the deal "
                "(decline).",
                "Vous avez moins de cinq Soldats : vous n’avez rien à montrer, et jouez la donne "
                "(decline).",
            )
        if self.step in ("declare", "decide"):
            who = self.game.player_names[self.to_play]
            en = " or ".join(map(str, self.legal_actions()))
            fr = " ou ".join(map(str, self.legal_actions()))
            return reason(
                "kami.demoralized",
                f"{who} first answers the Demoralized question ({en}).",
                f"{who} répond d’abord à la question du Démoralisé ({fr}).",
            )
        if isinstance(action, Pass):
            return reason(
                "kami.lead",
                "The last attacker cannot pass: he leads a face-down defense and a new attack.",
                "Le dernier attaquant ne peut pas passer : il rejoue une défense face cachée et "
                "une nouvelle attaque.",
            )
        if isinstance(action, Declare | Decline | Cancel | PlayOn):
            if self.players != 4:
                return reason(
                    "kami.demoralized",
                    "Demoralized is played only with four players: there is no partner to show "
                    "five Soldiers to.",
                    "Le Démoralisé ne se joue qu’à quatre : il n’y a pas de partenaire à qui "
                    "montrer cinq Soldats.",
                )
            return reason(
                "kami.demoralized",
                "The Demoralized question comes only right after the deal: each player in turn "
                "may show five Soldiers, then his partner decides.",
                "La question du Démoralisé ne se pose qu’après la donne : chacun à son tour peut "
                "montrer cinq Soldats, puis son partenaire décide.",
            )
        if not isinstance(action, Play):
            return reason(
                "kami.turn",
                f"{action} is not a play now.",
                f"{action} n’est pas un coup possible maintenant.",
            )
        return self._why_not_play(action)

    def _why_not_play(self, play: Play) -> Reason:
        for card, pile in ((play.defense, play.dpile), (play.attack, play.apile)):
            if pile >= 0 and (pile >= len(self.piles) or not self.piles[pile]):
                return reason(
                    "kami.duel.mercenary",
                    f"There is no mercenary pile {pile + 1} with a card on it.",
                    f"Il n’y a pas de pile de mercenaires {pile + 1} avec une carte.",
                )
        if play.dpile >= 0 and self.piles[play.dpile][-1] != play.defense:
            top = self.piles[play.dpile][-1]
            return reason(
                "kami.duel.mercenary",
                f"Only the top card of a pile can be taken: pile {play.dpile + 1} shows "
                f"{a_name(top)}.",
                f"Seule la carte du dessus se prend : la pile {play.dpile + 1} montre "
                f"{a_name(top, 'fr')}.",
            )
        hand = self.hands[self.to_play]
        if play.defense and play.dpile < 0 and play.defense not in hand:
            return reason(
                "kami.turn",
                f"You hold no {of_name(play.defense)}.",
                f"Vous n’avez pas {of_name(play.defense, 'fr')}.",
            )
        if not play.defense:
            return reason(
                "kami.lead",
                "A play starts with a defense card: an attack alone is only for a duel's last "
                "card when no mercenary is left.",
                "Un coup commence par une carte de défense : une attaque seule n’est permise que "
                "pour la dernière carte d’un duel, quand il ne reste aucun mercenaire.",
            )
        if self.step == "respond":
            attack = self.attack[1]  # type: ignore[index]
            if play.defense == EMPRESS and attack in (SOLDIER, SPEAR):
                return reason(
                    "kami.empress.counter",
                    "The Empress counters anything but a Soldier or a Spear, and this attack is "
                    f"{a_name(attack)}.",
                    "L’Impératrice contre tout sauf un Soldat ou une Lance, et l’attaque est "
                    f"{a_name(attack, 'fr')}.",
                )
            if not _counters(play.defense, attack):
                return reason(
                    "kami.counter",
                    f"A counter needs a card identical to the attack, {a_name(attack)}"
                    + ("" if attack in (SOLDIER, SPEAR) else " (or an Empress)")
                    + "; you may also pass.",
                    "Pour contrer il faut une carte identique à l’attaque, "
                    f"{a_name(attack, 'fr')}"
                    + ("" if attack in (SOLDIER, SPEAR) else " (ou une Impératrice)")
                    + " ; vous pouvez aussi passer.",
                )
        if play.apile >= 0 and play.apile == play.dpile:
            rest = self.piles[play.apile][:-1]
            if not rest:
                return reason(
                    "kami.duel.mercenary",
                    f"Pile {play.apile + 1} has no card under the one you took for defense.",
                    f"La pile {play.apile + 1} n’a plus de carte sous celle prise en défense.",
                )
            if rest[-1] != play.attack:
                return reason(
                    "kami.duel.mercenary",
                    f"The card revealed under the one you took from pile {play.apile + 1} is "
                    f"{a_name(rest[-1])}, not {a_name(play.attack)}.",
                    f"La carte révélée sous celle prise sur la pile {play.apile + 1} est "
                    f"{a_name(rest[-1], 'fr')}, pas {a_name(play.attack, 'fr')}.",
                )
        if (
            play.apile >= 0
            and play.apile != play.dpile
            and self.piles[play.apile][-1] != play.attack
        ):
            return reason(
                "kami.duel.mercenary",
                f"Pile {play.apile + 1} shows {a_name(self.piles[play.apile][-1])}, not "
                f"{a_name(play.attack)}.",
                f"La pile {play.apile + 1} montre {a_name(self.piles[play.apile][-1], 'fr')}, "
                f"pas {a_name(play.attack, 'fr')}.",
            )
        why = self._why_not_attack(play)
        if why is not None:
            return why
        return reason("kami.turn", f"{play} cannot be played now.", f"{play} est impossible ici.")

    # -- playing -------------------------------------------------------------------------------

    def _play(self, action: Action) -> KamiState:
        n, p = self.players, self.to_play
        if isinstance(action, Decline):
            return self._ask_next(self.pending[1:])
        if isinstance(action, Declare):
            shown = list(self.shown)
            shown[p] = DEMORALIZED
            return self._with(
                step="decide",
                to_play=self.partner(p),
                declarer=p,
                shown=tuple(shown),
            )
        if isinstance(action, Cancel):
            return deal_round(self, deal=self.deal + 1, first=self.first, last=self.last)
        if isinstance(action, PlayOn):
            # The shown Soldiers stay known; the next player with five Soldiers is asked (Q9).
            return self._with(declarer=None)._ask_next(self.pending[1:])
        if isinstance(action, Pass):
            passes = self.passes + 1
            if passes == n - 1:
                return self._with(step="lead", to_play=self.attack[0], passes=0)  # type: ignore[index]
            return self._with(passes=passes, to_play=(p + 1) % n)
        state = self.laid(action)
        if state.hands[p]:
            return state
        master = self.master_stroke(action)
        points = VALUES[action.attack] * (2 if master else 1)
        return state._end_round(RoundResult(p, action.attack, points, master))

    def laid(self, action: Play) -> KamiState:
        """The table the moment the legal play ``action`` is laid, before a round it ends is
        scored and the next one dealt: what the players see as the last card falls. After a
        round's last card this is no position to play on (the player holds nothing); it is for
        showing the finished round."""
        n, p = self.players, self.to_play
        lead = self.step == "lead"
        hand, piles = self.hands[p], list(self.piles)
        for card, pile in ((action.defense, action.dpile), (action.attack, action.apile)):
            if not card:
                continue
            if pile >= 0:
                piles[pile] = piles[pile][:-1]
            else:
                hand = hand.replace(card, "", 1)
        hands, lines = list(self.hands), list(self.lines)
        hands[p] = hand
        lines[p] = (*lines[p], (action.defense, lead, action.attack))
        public = self.public
        if lead and action.dpile >= 0:  # everyone saw it on top of its pile
            public = tuple(sorted((*public, (p, len(self.lines[p])))))
        shown = self.shown
        if shown and shown[p]:
            # A face-down card might be a shown Soldier; a face-up Soldier is one.
            face_down = lead and action.defense != ""
            gone = (face_down or action.defense == SOLDIER) + (action.attack == SOLDIER)
            shown = (*shown[:p], max(0, shown[p] - gone), *shown[p + 1 :])
        return self._with(
            hands=tuple(hands),
            piles=tuple(piles),
            lines=tuple(lines),
            public=public,
            attack=(p, action.attack),
            passes=0,
            step="respond",
            to_play=(p + 1) % n,
            shown=shown,
        )

    def master_stroke(self, play: Play) -> bool:
        """Whether ``play``, if it ends the hand of the player to act, is a Master Stroke
        (``kami.master_stroke``): its attack is identical to his last defense card, and that
        card lies face down. A lead's own defense is face down, a counter's face up; a duel's
        last card played alone (``/X``) is compared with the last defense in his line, which
        doubles if it was a face-down lead.

        >>> from gamekit.kami.code import position
        >>> state = position(["T", "S"], lines=["T.H", "-"], piles=[""] * 8)
        >>> state.master_stroke(Play("", "T")), state.master_stroke(Play("", "S"))
        (True, False)
        """
        if play.defense:
            return self.step == "lead" and play.defense == play.attack
        for defense, down, _ in reversed(self.lines[self.to_play]):
            if defense:
                return down and defense == play.attack
        return False

    def _ask_next(self, pending: tuple[int, ...]) -> KamiState:
        """Ask the next player of ``pending`` (every player, in turn order from the first player,
        RULINGS Q9, whether or not he holds five Soldiers); when none is left, the first player
        leads."""
        if pending:
            return self._with(step="declare", to_play=pending[0], pending=pending)
        return self._with(step="lead", to_play=self.first, pending=())

    def _end_round(self, result: RoundResult) -> KamiState:
        scores = list(self.scores)
        side = self.side(result.player)
        scores[side] = _add(scores[side], result.points, self.options.mode)
        state = self._with(scores=tuple(scores), last=result)
        if _won(scores[side], self.options.mode):
            return state._with(step="over")
        return deal_round(state, deal=self.deal + 1, first=(self.first + 1) % self.players)

    def outcome(self) -> Outcome | None:
        if self.step != "over":
            return None
        side = next(s for s, points in enumerate(self.scores) if _won(points, self.options.mode))
        winners = tuple(p for p in range(self.players) if self.side(p) == side)
        names = " and ".join(self.game.player_names[p] for p in winners)
        noms = " et ".join(self.game.player_names[p] for p in winners)
        rule = f"kami.mode.{self.options.mode}"
        return Outcome(
            winners,
            reason(
                rule,
                f"{names} {'reach' if len(winners) > 1 else 'reaches'} {self.scores[side]} points.",
                f"{noms} {'atteignent' if len(winners) > 1 else 'atteint'} "
                f"{self.scores[side]} points.",
            ),
            self.scores,
        )

    # -- what each player may know -------------------------------------------------------------

    def view(self, player: int | None) -> KamiState:
        """What ``player`` may know: his own hand and face-down cards, the face-up cards, the
        set-aside card he looked at, the tops of the mercenary piles, a face-down defense taken
        from a pile's top (everyone saw it there), the Soldiers shown by a Demoralized player
        (as long as he may still hold them). ``None``: a spectator, who sees what all see."""
        shown = self.shown or (0,) * self.players
        hands = tuple(
            hand if p == player else SOLDIER * shown[p] + HIDDEN * (len(hand) - shown[p])
            for p, hand in enumerate(self.hands)
        )
        lines = tuple(
            line
            if p == player
            else tuple(
                (HIDDEN if down and d and (p, i) not in self.public else d, down, a)
                for i, (d, down, a) in enumerate(line)
            )
            for p, line in enumerate(self.lines)
        )
        aside = "".join(
            card if player is not None and self.peeks().get(player) == i else HIDDEN
            for i, card in enumerate(self.aside)
        )
        piles = tuple(HIDDEN * (len(pile) - 1) + pile[-1:] for pile in self.piles)
        return self._with(seed=None, hands=hands, lines=lines, aside=aside, piles=piles)

    def peeks(self) -> dict[int, int]:
        """With three players: the second player looked at set-aside card 0, the third at 1."""
        if self.players != 3:
            return {}
        return {(self.first + 1) % 3: 0, (self.first + 2) % 3: 1}

    # -- text ----------------------------------------------------------------------------------

    def __repr__(self) -> str:
        return f"gamekit.load('kami').from_code({self.to_code()!r})"


_FIELDS = tuple(f.name for f in dataclasses.fields(KamiState))


@lru_cache(maxsize=4096)
def _legal(state: KamiState) -> tuple[Action, ...]:
    step = state.step
    if step == "over":
        return ()
    if step == "declare":
        if state.hands[state.to_play].count(SOLDIER) >= DEMORALIZED:
            return (Declare(), Decline())
        return (Decline(),)
    if step == "decide":
        return (Cancel(), PlayOn())
    plays = tuple(dict.fromkeys(state._plays()))  # in the order found: the hand's, then piles
    return plays if step == "lead" else (Pass(), *plays)


def _counters(defense: str, attack: str) -> bool:
    """Whether ``defense`` may counter ``attack``: the same card, or the Empress against anything
    but a Soldier or a Spear."""
    return defense == attack or (defense == EMPRESS and attack not in (SOLDIER, SPEAR))


def _add(score: int, points: int, mode: str) -> int:
    """A side's new score (``kami.mode.*``): Lord subtracts what goes beyond 15, Kami sends an
    overshoot back to 0."""
    total = score + points
    if mode == "lord" and total > TARGET:
        return 2 * TARGET - total
    if mode == "kami" and total > TARGET:
        return 0
    return total


def _won(score: int, mode: str) -> bool:
    return score >= TARGET if mode == "soldier" else score == TARGET


def first_player(seed: int | None, players: int) -> int:
    """Everyone draws a card; the highest value leads (a tie for the highest draws again)."""
    rng = random.Random(f"kami:{seed}:first")
    while True:
        cards = deck()
        rng.shuffle(cards)
        values = [VALUES[c] for c in cards[:players]]
        best = max(values)
        if values.count(best) == 1:
            return values.index(best)


def deal_round(
    state: KamiState, *, deal: int, first: int, last: RoundResult | None = None
) -> KamiState:
    """Shuffle and deal for the round led by ``first`` (``deal`` numbers the shuffles)."""
    n = state.players
    rng = random.Random(f"kami:{state.seed}:{deal}")
    cards = deck()
    rng.shuffle(cards)
    piles: tuple[str, ...] = ()
    aside = ""
    if n == 2:
        piles = tuple(cards[i] + cards[i + PILES] for i in range(PILES))
        cards = cards[2 * PILES :]
    elif n == 3:
        aside, cards = "".join(cards[-2:]), cards[:-2]
    size = HAND_SIZE[n]
    hands = [""] * n
    for i in range(n):
        hands[(first + i) % n] = "".join(cards[i * size : (i + 1) * size])
    return deal_cards(state, tuple(hands), aside, piles, deal=deal, first=first, last=last)


def deal_cards(
    state: KamiState,
    hands: tuple[str, ...],
    aside: str,
    piles: tuple[str, ...],
    *,
    deal: int,
    first: int,
    last: RoundResult | None = None,
) -> KamiState:
    """The round led by ``first`` once these cards are dealt: ``hands`` per player, the
    set-aside cards (three players), the mercenary piles (a duel, bottom card first). What
    follows depends on nothing hidden: with four players, every player is asked the
    Demoralized question in turn from the first (``kami.demoralized``; stopping only for those
    holding five Soldiers would tell everyone who they are), else the first player leads."""
    n = state.players
    order = [(first + i) % n for i in range(n)]
    state = state._with(
        deal=deal,
        first=first,
        step="lead",
        to_play=first,
        hands=tuple(sort_hand(hand) for hand in hands),
        lines=((),) * n,
        public=(),
        attack=None,
        passes=0,
        aside=aside,
        piles=piles,
        pending=(),
        declarer=None,
        shown=(0,) * n,
        last=last if last is not None else state.last,
    )
    return state._ask_next(tuple(order)) if n == 4 else state
