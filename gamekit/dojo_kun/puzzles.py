"""Dojo Kun puzzles: tournament decisions where the exact fight odds prove one answer best.

Seeded games between greedy computer players are played to their end; at each tournament
decision whose worth the engine computes exactly, every legal answer is weighed by
:func:`gamekit.dojo_kun.combat.fight_odds` (the whole fight, draws and Wounds included), and the
position is kept when the best answer's chance beats the second best's by at least :data:`GAP`:

- ``send`` (``dojo_kun.tournament.entry``): the two athletes to send, weighed by their mean
  chance of winning a quarter-final against a Skull Dojo athlete of the season, each of the
  seven as likely (only at tables of up to three, where the Skull Dojo fills the bracket);
- ``seat`` (``dojo_kun.tournament.seating``): the reserved athlete's bracket slot, each slot
  weighed by his chance of winning his quarter-final against the athlete already on its pair;
- ``advance`` (``dojo_kun.tournament.same_dojo``): which of one Dojo's two athletes goes on,
  weighed by his chance in the next fight, against the athlete who already waits there;
- ``wound`` (``dojo_kun.combat.wound``): the die a Wound takes, weighed by the athlete's
  chance of winning the fight he is in (after a draw) or the final he goes on to, every other
  Wound still to place taken where it costs least for the next roll (:mod:`~.odds`);
- ``predict`` (``dojo_kun.tournament.prediction``): the fighter to predict, weighed by his
  chance of winning the fight (kept only when the favourite is below :data:`SURE`).

The proof holds for the odds of that one fight (or, for an entry, of those seven), as the
engine computes them, not for the rest of the tournament. A rating's depth is 1 (one fight
weighed as it stands), 2 for a Wound (a die chosen, then the rolls of the fight it changes);
its ``missed`` is the share of greedy players (several seeds) that chose another answer. The
strongest level's tournament decisions are the greedy ones.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

from gamekit import puzzles as contract
from gamekit.core import InvalidAction
from gamekit.dojo_kun import odds, tournament
from gamekit.dojo_kun.actions import Advance, Predict, Seat, Send, Wound, parse_action
from gamekit.dojo_kun.combat import fight_odds
from gamekit.dojo_kun.data import BRACKET, COLOURS, DISCIPLINES, NAMES, SKULL
from gamekit.dojo_kun.game import GAME
from gamekit.dojo_kun.players import GreedyPlayer
from gamekit.dojo_kun.state import DojoKunState, Entrant
from gamekit.puzzles import Puzzle, Verdict

GAME_NAME = "dojo-kun"

SEEDS = range(100)
"""The seeds of the stored set: each plays one game, at 2, 3 or 4 players by turn."""

GAP = 0.10
"""How much the best answer's chance must beat the second best's (10 percentage points) for a
position to teach: closer than that, the lesson would be luck, not judgement."""

GREEDY_TRIES = 3
"""Greedy players (seeds 0, 1, 2) asked each puzzle, for its rating's ``missed`` share."""

PREDICTIONS_PER_GAME = 1
"""Prediction puzzles kept from one game at most (they are many), so that seats and Wounds,
rarer, are not drowned."""

SURE = 0.90
"""A prediction is kept only when the favourite wins less often than this: past it, the
fighters are so unequal that a glance tells, and the puzzle would teach nothing."""

SKULL_FIELD_MOST = 3
"""Entry puzzles come from games of at most three players, where Skull Dojo athletes fill the
bracket (at four, the Dojos' own athletes fill it)."""

KINDS = ("send", "seat", "advance", "wound", "predict")

_COLOUR_FR = {"red": "rouge", "blue": "bleu", "grey": "gris", "green": "vert"}


@dataclasses.dataclass(frozen=True, slots=True)
class Chance:
    """One answer weighed: the athlete it concerns, his opponent, the fight, and his exact
    chance of winning it (for a prediction: the chance that the prediction comes true). For an
    entry, the athletes sent each with his chance against the Skull Dojo (``sent``), and
    ``chance`` their mean; no single opponent."""

    answer: str
    athlete: Entrant
    opponent: Entrant | None
    fight: int
    chance: float
    sent: tuple[tuple[Entrant, float], ...] = ()


# -- the proof ----------------------------------------------------------------------------------


def chances(state: DojoKunState) -> tuple[Chance, ...] | None:
    """Every legal answer of ``state`` weighed by exact odds, in the engine's order; None when
    the decision is not one these puzzles prove (another step, an opponent not yet known, a
    slot beside one's own athlete, an athlete with several Wounds to place)."""
    t = state.tournament
    if t is None or state.step not in KINDS or state.to_play is None:
        return None
    actions = state.legal_actions()
    if state.step == "send":
        return _send_chances(state, actions)
    if state.step == "seat":
        return _seat_chances(state, actions)
    if state.step == "wound":
        return _wound_chances(state, actions)
    if state.step == "advance":
        return _advance_chances(state, actions)
    return _predict_chances(state)


def _chance(state: DojoKunState, me: Entrant, opponent: Entrant, white: bool) -> float:
    """``me``'s exact chance of winning a fight against ``opponent``, as they stand (an athlete
    without dice loses at once: ``dojo_kun.combat.out_of_dice``)."""
    ours, theirs = tournament.fighter(state, me), tournament.fighter(state, opponent)
    if not ours.dice_count or not theirs.dice_count:
        return 1.0 if ours.dice_count else 0.0
    if white:
        return fight_odds(ours, theirs, odds.POLICY).white
    return fight_odds(theirs, ours, odds.POLICY).black


def against_skulls(state: DojoKunState, me: Entrant) -> float:
    """``me``'s exact chance of winning a quarter-final against a Skull Dojo athlete of the
    season drawn at random from the seven (each as likely), he in black."""
    total = 0.0
    for number in SKULL:
        total += _chance(state, me, Entrant(-1, number), white=False)
    return total / len(SKULL)


def _send_chances(state: DojoKunState, actions: tuple[Send, ...]) -> tuple[Chance, ...] | None:
    if state.players > SKULL_FIELD_MOST:
        return None  # the Dojos' own athletes fill the bracket: the Skull Dojo does not fight
    me = state.to_play
    assert me is not None
    alone = {
        space: against_skulls(state, Entrant(me, space)) for a in actions for space in a.spaces
    }
    out = []
    for a in actions:
        sent = tuple((Entrant(me, space), alone[space]) for space in a.spaces)
        mean = sum(c for _, c in sent) / len(sent)
        out.append(Chance(str(a), sent[0][0], None, 0, mean, sent))
    return tuple(out)


def _seat_chances(state: DojoKunState, actions: tuple[Seat, ...]) -> tuple[Chance, ...] | None:
    t = state.tournament
    assert t is not None and state.to_play is not None
    me = Entrant(state.to_play, t.reserved[state.to_play])  # type: ignore[arg-type]
    out = []
    for a in actions:
        mate = t.rounds[0][a.slot ^ 1]
        if mate is None or mate.owner == me.owner:
            return None  # no known fight on that slot: the odds cannot weigh it
        chance = _chance(state, me, mate, white=a.slot % 2 == 0)
        out.append(Chance(str(a), me, mate, a.slot // 2, chance))
    return tuple(out)


def _advance_chances(
    state: DojoKunState, actions: tuple[Advance, ...]
) -> tuple[Chance, ...] | None:
    t = state.tournament
    assert t is not None and state.to_play is not None
    level, index = _round_of(t.fight)
    if level + 1 >= len(t.rounds) - 1:
        return None  # the final: whoever goes on wins the tournament, with no fight left
    opponent = t.rounds[level + 1][index ^ 1]
    if opponent is None:
        return None  # the other fight of the pair is still to come
    after = BRACKET - (BRACKET >> (level + 1)) + index // 2  # the fight the winner goes to
    out = []
    for a in actions:
        me = Entrant(state.to_play, a.space)
        out.append(
            Chance(str(a), me, opponent, after, _chance(state, me, opponent, index % 2 == 0))
        )
    return tuple(out)


def _round_of(fight: int) -> tuple[int, int]:
    """The round of fight ``fight`` (0 the quarter-finals) and its pair in that round."""
    level, index, size = 0, fight, BRACKET // 2
    while index >= size:
        index, level, size = index - size, level + 1, size // 2
    return level, index


def _wound_chances(state: DojoKunState, actions: tuple[Wound, ...]) -> tuple[Chance, ...] | None:
    t = state.tournament
    assert t is not None
    owner, space = t.wounds[0]
    if t.wounds.count((owner, space)) > 1:
        return None  # the others would be placed by a policy: the choice would not be alone
    me = Entrant(owner, space)
    member = state.member(owner, space)
    out = []
    for a in actions:
        wounds = list(member.wounds)
        wounds[DISCIPLINES.index(a.discipline)] += 1
        hurt = dataclasses.replace(member, wounds=tuple(wounds))  # type: ignore[arg-type]
        athletes = list(state.dojos[owner].athletes)
        athletes[space] = hurt
        dojos = list(state.dojos)
        dojos[owner] = dataclasses.replace(dojos[owner], athletes=tuple(athletes))
        after = state._with(
            dojos=tuple(dojos), tournament=dataclasses.replace(t, wounds=t.wounds[1:])
        )
        nf = odds.next_fight(after)
        if nf.fight is None or me not in (nf.white, nf.black):
            return None  # his next opponent is not known yet
        other = nf.black if nf.white == me else nf.white
        assert other is not None
        if nf.odds is None:
            if nf.fighters is None:
                return None
            mine = nf.fighters[0 if nf.white == me else 1].dice_count
            chance = 1.0 if mine and not nf.fighters[1 if nf.white == me else 0].dice_count else 0.0
        else:
            chance = nf.odds.white if nf.white == me else nf.odds.black
        out.append(Chance(str(a), me, other, nf.fight, chance))
    return tuple(out)


def _predict_chances(state: DojoKunState) -> tuple[Chance, ...] | None:
    nf = odds.next_fight(state)
    if nf.odds is None or nf.white is None or nf.black is None or nf.fight is None:
        return None
    return (
        Chance(str(Predict("white")), nf.white, nf.black, nf.fight, nf.odds.white),
        Chance(str(Predict("black")), nf.black, nf.white, nf.fight, nf.odds.black),
    )


def best(weighed: tuple[Chance, ...]) -> tuple[Chance, Chance] | None:
    """The best answer and the second best, when the best is alone ahead by :data:`GAP`."""
    if len(weighed) < 2:
        return None
    ranked = sorted(weighed, key=lambda c: -c.chance)
    if ranked[0].chance - ranked[1].chance < GAP - 1e-12:
        return None
    return ranked[0], ranked[1]


# -- mining -------------------------------------------------------------------------------------


def players_of(seed: int) -> int:
    """The table of a seed's game: 2, 3 or 4 players in turn."""
    return 2 + seed % 3


def _decisions(seed: int) -> Iterator[tuple[int, DojoKunState]]:
    """The states of a greedy game at each decision, with their ply (decisions made before)."""
    state = GAME.new_state(seed=seed, players=players_of(seed))
    seats = [GreedyPlayer(seed * 10 + p) for p in range(state.players)]
    ply = 0
    while not state.is_over:
        yield ply, state
        assert state.to_play is not None
        state = state.apply(seats[state.to_play].choose(state))
        ply += 1


def missed(state: DojoKunState, answer: str) -> float:
    """The share of greedy players (:data:`GREEDY_TRIES` seeds) that choose another answer."""
    misses = sum(str(GreedyPlayer(k).choose(state)) != answer for k in range(GREEDY_TRIES))
    return misses / GREEDY_TRIES


def mine(seeds: range) -> list[Puzzle]:
    """The puzzles of the games of ``seeds``, in seed then ply order (the same seeds, the same
    list: the games, the odds and the greedy players are all seeded)."""
    found: list[Puzzle] = []
    for seed in seeds:
        predicted: set[tuple[int, int]] = (
            set()
        )  # (season, fight): one player's prediction is enough
        for ply, state in _decisions(seed):
            if state.step not in KINDS:
                continue
            if state.step == "predict" and (
                len(predicted) >= PREDICTIONS_PER_GAME
                or (state.season, state.tournament.fight) in predicted  # type: ignore[union-attr]
            ):
                continue
            weighed = chances(state)
            top = best(weighed) if weighed else None
            if top is None or (state.step == "predict" and top[0].chance >= SURE):
                continue
            if state.step == "predict":
                predicted.add((state.season, state.tournament.fight))  # type: ignore[union-attr]
            found.append(_puzzle(f"{GAME_NAME}-{seed}-{ply}", state, top[0]))
    return found


def _puzzle(pid: str, state: DojoKunState, answer: Chance) -> Puzzle:
    depth = 2 if state.step == "wound" else 1
    return Puzzle(
        game=GAME_NAME,
        id=pid,
        code=state.to_code(),
        answer=answer.answer,
        goal=goal(state),
        rating=contract.rating(
            depth=depth,
            missed=missed(state, answer.answer),
            choices=len(state.legal_actions()),
        ),
        line=(answer.answer,),
        kind=state.step,
        unique=True,
    )


# -- words --------------------------------------------------------------------------------------


def _name(state: DojoKunState, e: Entrant) -> tuple[str, str]:
    return tournament.entrant_name(state, e)


def _fight(fight: int) -> tuple[str, str]:
    """The fight's name after 'of' (``of quarter-final 2``, ``du quart de finale 2``)."""
    fr = odds.fight_name(fight, "fr")
    fr = "du " + fr if fr.startswith("quart") else "de la " + fr.removeprefix("la ")
    return "of " + odds.fight_name(fight, "en"), fr


def _die(discipline: str) -> tuple[str, str]:
    colour = COLOURS[discipline]
    return (
        f"{NAMES['en'][discipline]} (a {colour} die less)",
        f"{NAMES['fr'][discipline]} (un dé {_COLOUR_FR[colour]} de moins)",
    )


def goal(state: DojoKunState) -> tuple[str, str]:
    """The puzzle's goal in one sentence, in English and French, citing the rule it plays."""
    t = state.tournament
    assert t is not None and state.to_play is not None
    who = f"P{state.to_play + 1}"
    if state.step == "send":
        season = odds.TOURNAMENTS[state.season]
        return (
            f"{who} sends two athletes to {season[0]}: choose the two who beat the Skull Dojo's "
            "athletes most often, by the exact odds against each of its seven. "
            "[dojo_kun.tournament.entry]",
            f"{who} envoie deux athlètes au {season[1][3:]} : choisissez les deux qui battent le "
            "plus souvent les athlètes du Dojo du Crâne, selon les chances exactes contre "
            "chacun des sept. [dojo_kun.tournament.entry]",
        )
    if state.step == "seat":
        en, fr = _name(state, Entrant(state.to_play, t.reserved[state.to_play]))  # type: ignore[arg-type]
        return (
            f"{who} seats {en}: choose the bracket slot where he most often wins his "
            "quarter-final, by the exact odds. [dojo_kun.tournament.seating]",
            f"{who} place {fr} : choisissez la place du tableau où il gagne le plus souvent son "
            "quart de finale, selon les chances exactes. [dojo_kun.tournament.seating]",
        )
    if state.step == "wound":
        en, fr = _name(state, Entrant(*t.wounds[0]))
        return (
            f"{who} places {en}'s Wound: choose the die to lose that leaves him the best chance "
            "in his fight, by the exact odds. [dojo_kun.combat.wound]",
            f"{who} place la blessure de {fr} : choisissez le dé à perdre qui lui laisse la "
            "meilleure chance dans son combat, selon les chances exactes. [dojo_kun.combat.wound]",
        )
    if state.step == "advance":
        level, index = _round_of(t.fight)
        name = odds.fight_name(BRACKET - (BRACKET >> (level + 1)) + index // 2, "fr")
        en = odds.fight_name(BRACKET - (BRACKET >> (level + 1)) + index // 2, "en")
        fr = name if name.startswith("la ") else "la " + name
        return (
            f"{who}'s two athletes meet: choose the one who goes on, the likelier to win {en}, "
            "by the exact odds. [dojo_kun.tournament.same_dojo]",
            f"Les deux athlètes de {who} se rencontrent : choisissez celui qui passe, le plus "
            f"susceptible de gagner {fr}, selon les "
            "chances exactes. [dojo_kun.tournament.same_dojo]",
        )
    en, fr = _fight(t.fight)
    return (
        f"{who} predicts the winner {en}: choose the fighter more likely to win, by the "
        "exact odds. [dojo_kun.tournament.prediction]",
        f"{who} prédit le vainqueur {fr} : choisissez le combattant le plus susceptible de "
        "gagner, selon les chances exactes. [dojo_kun.tournament.prediction]",
    )


def _said(state: DojoKunState, c: Chance) -> tuple[str, str]:
    """What one answer brings, in words: 'on slot 3, Takashi (P2) wins 38.0% of
    quarter-final 2 against Hans Geist (Skull Dojo)'."""
    en_p, fr_p = odds.percent(c.chance, "en"), odds.percent(c.chance, "fr")
    if c.opponent is None:
        return _said_sent(state, c)
    who, them, fight = _name(state, c.athlete), _name(state, c.opponent), _fight(c.fight)
    if state.step == "seat":
        slot = int(c.answer.split()[1])
        return (
            f"on slot {slot}, {who[0]} wins {en_p} {fight[0]} against {them[0]}",
            f"à la place {slot}, {who[1]} gagne {fr_p} {fight[1]} contre {them[1]}",
        )
    if state.step == "wound":
        die = _die(c.answer.split()[1])
        return (
            f"with the Wound on {die[0]}, {who[0]} wins {en_p} {fight[0]} against {them[0]}",
            f"avec la blessure sur {die[1]}, {who[1]} gagne {fr_p} {fight[1]} contre {them[1]}",
        )
    if state.step == "advance":
        return (
            f"sent on, {who[0]} wins {en_p} {fight[0]} against {them[0]}",
            f"s’il passe, {who[1]} gagne {fr_p} {fight[1]} contre {them[1]}",
        )
    side = c.answer.split()[1]
    side_fr = "blanc" if side == "white" else "noir"
    return (
        f"{who[0]}, in {side}, wins {en_p} {fight[0]} against {them[0]}",
        f"{who[1]}, en {side_fr}, gagne {fr_p} {fight[1]} contre {them[1]}",
    )


def _listed(words: list[str], fr: bool = False) -> str:
    if len(words) < 2:
        return "".join(words)
    return ", ".join(words[:-1]) + (" et " if fr else " and ") + words[-1]


def _said_sent(state: DojoKunState, c: Chance) -> tuple[str, str]:
    """'sending Takashi (P1) and Oeng (P1), they beat a Skull Dojo athlete 38.0% and 52.1% of
    the time, 45.1% on average'."""
    names = [_name(state, e) for e, _ in c.sent]
    en_each = _listed([odds.percent(x, "en") for _, x in c.sent])
    fr_each = _listed([odds.percent(x, "fr") for _, x in c.sent], fr=True)
    en_who = _listed([n[0] for n in names])
    fr_who = _listed([n[1] for n in names], fr=True)
    en_p, fr_p = odds.percent(c.chance, "en"), odds.percent(c.chance, "fr")
    if len(c.sent) == 1:
        return (
            f"sending {en_who}, he beats a Skull Dojo athlete {en_p} of the time",
            f"en envoyant {fr_who}, il bat un athlète du Dojo du Crâne dans {fr_p} des cas",
        )
    return (
        f"sending {en_who}, they beat a Skull Dojo athlete {en_each} of the time, "
        f"{en_p} on average",
        f"en envoyant {fr_who}, ils battent un athlète du Dojo du Crâne dans {fr_each} des "
        f"cas, {fr_p} en moyenne",
    )


def _sentence(text: str) -> str:
    return text[0].upper() + text[1:]


# -- the contract ---------------------------------------------------------------------------


def _weighed(puzzle: Puzzle) -> tuple[DojoKunState, tuple[Chance, ...]] | None:
    state = GAME.from_code(puzzle.code)
    weighed = chances(state)
    return (state, weighed) if weighed else None


def prove(puzzle: Puzzle) -> bool:
    """Whether the exact odds prove the puzzle's answer again: legal, the best chance, and ahead
    of every other answer by :data:`GAP`."""
    found = _weighed(puzzle)
    if found is None:
        return False
    state, weighed = found
    try:
        action = parse_action(puzzle.answer)
    except InvalidAction:
        return False
    if state.why_illegal(action) is not None:
        return False
    top = best(weighed)
    return top is not None and top[0].answer == str(action)


def judge(puzzle: Puzzle, action: object) -> Verdict:
    """A learner's answer (an action, or its text) to ``puzzle``: right with the odds that make
    it best, or wrong with its own odds against the best's, in English and French."""
    found = _weighed(puzzle)
    if found is None:
        raise ValueError(f"{puzzle.id}: its position is not one these puzzles weigh")
    state, weighed = found
    if isinstance(action, str):
        try:
            action = parse_action(action)
        except InvalidAction as err:
            return Verdict(False, (str(err), f"réponse illisible : {err}"))
    why = state.why_illegal(action)
    if why is not None:
        return Verdict(False, (f"{why.say('en')} [{why.rule}]", f"{why.say('fr')} [{why.rule}]"))
    by_answer = {c.answer: c for c in weighed}
    top = best(weighed)
    assert top is not None
    first, second = top
    given = by_answer[str(action)]
    good = _said(state, first)
    if given.answer == first.answer:
        next_best = _said(state, second)
        return Verdict(
            True,
            (
                f"Right: {good[0]}, the best; next best, {next_best[0]}.",
                f"Exact : {good[1]}, le meilleur choix ; ensuite, {next_best[1]}.",
            ),
            line=(first.answer,),
        )
    mine = _said(state, given)
    return Verdict(
        False,
        (
            f"{_sentence(mine[0])}; but {good[0]}.",
            f"{_sentence(mine[1])} ; mais {good[1]}.",
        ),
    )


def hint(puzzle: Puzzle) -> tuple[str, str]:
    """Where to look, in English and French, without naming the answer."""
    state = GAME.from_code(puzzle.code)
    t = state.tournament
    assert t is not None and state.to_play is not None
    if puzzle.kind == "seat":
        en, fr = _name(state, Entrant(state.to_play, t.reserved[state.to_play]))  # type: ignore[arg-type]
        return (
            f"Look at the athletes already on the upper slots: against whom do {en}'s dice "
            "stand best?",
            f"Regardez les athlètes déjà sur les places du haut : contre qui les dés de {fr} "
            "tiennent-ils le mieux ?",
        )
    if puzzle.kind == "wound":
        en, fr = _name(state, Entrant(*t.wounds[0]))
        return (
            f"Look at what {en}'s opponent rolls: which of {en}'s dice answer it least?",
            f"Regardez ce que lance l’adversaire de {fr} : lequel des dés de {fr} y répond "
            "le moins ?",
        )
    if puzzle.kind == "send":
        return (
            "Look at each of your athletes' dice, Ki, Techniques and Special Moves against "
            "what the Skull Dojo's athletes roll: the most levels do not always make the best fighter.",
            "Regardez les dés, le Ki, les Techniques et les Coups spéciaux de chacun de vos "
            "athlètes face à ce que lancent ceux du Dojo du Crâne : le plus de niveaux ne fait pas "
            "toujours le meilleur combattant.",
        )
    if puzzle.kind == "advance":
        return (
            "Look at the athlete who waits in the next fight: which of yours rolls best "
            "against him?",
            "Regardez l’athlète qui attend au combat suivant : lequel des vôtres lance le mieux "
            "contre lui ?",
        )
    return (
        "Compare the two fighters' dice, Ki, Secret Techniques and Special Moves, and how they "
        "meet on the serpentine.",
        "Comparez les dés, le Ki, les Techniques secrètes et les Coups spéciaux des deux "
        "combattants, et leur rencontre sur le serpentin.",
    )


__all__ = [
    "GAP",
    "SEEDS",
    "Chance",
    "best",
    "chances",
    "goal",
    "hint",
    "judge",
    "mine",
    "missed",
    "players_of",
    "prove",
]
