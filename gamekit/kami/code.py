"""Kami positions as text: the one-line position code and the JSON record.

A code is ``kami`` then ``key=value`` fields::

    kami players=4 mode=soldier empress=kami seed=7 deal=0 first=P1 step=respond turn=P2
    scores=0,0 hands=SSLHAGT;SSSLHAGM;...;... lines=S.H;-;-;- attack=P1:H passes=0 aside=-
    piles=- pending=- declarer=- shown=- last=-

``hands``, ``lines`` and ``piles`` list players (or piles) separated by ``;`` (``,`` for piles);
a play in a line is defense, ``.`` (face down) or ``^`` (face up), attack; ``*`` is a face-down
defense everyone saw, taken from the top of a mercenary pile; several plays are separated by
``,``. ``shown`` counts per player the Soldiers shown when Demoralized that he may still hold
(``-``: none); a code without it reads as ``shown=-``. Cards are letters: S Soldier, L Spear, H Horseman, A Silver Dragon,
G Gold Dragon, T Tower, M Madman, E Empress. ``last`` is how the previous round ended
(``P2:H:2`` or ``P2:H:4:master``). The 32 cards must all be somewhere.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from gamekit import reading
from gamekit.core import InvalidPosition
from gamekit.kami.cards import COPIES, KINDS, NAMES, count_name
from gamekit.kami.state import MODES, KamiState, Options, RoundResult, _won

STEPS = ("declare", "decide", "lead", "respond", "over")
KEYS = [
    "players",
    "mode",
    "empress",
    "seed",
    "deal",
    "first",
    "step",
    "turn",
    "scores",
    "hands",
    "lines",
    "attack",
    "passes",
    "aside",
    "piles",
    "pending",
    "declarer",
    "shown",
    "last",
]
OPTIONAL = {"shown": "-"}
"""Fields a code may leave out (codes written before they existed), with their value."""
OPTION_ERRORS_FR = {
    "Kami is for 2, 3 or 4 players": "Kami se joue à 2, 3 ou 4 joueurs",
    f"mode is one of {', '.join(MODES)}": f"mode vaut {', '.join(MODES[:-1])} ou {MODES[-1]}",
    "empress is 'kami' or 'goita'": "empress vaut 'kami' ou 'goita'",
}
"""The French of :class:`Options`' refusals, which state.py words in English only."""
CARD_LETTERS_FR = ", ".join(f"{kind} {NAMES['fr'][kind]}" for kind in KINDS)
"""The card letters and their French names, for messages: "S Soldat, L Lance, ..."."""


def _seat(p: int | None) -> str:
    return "-" if p is None else f"P{p + 1}"


def fields(state: KamiState) -> dict[str, str]:
    """The position's fields as text."""
    lines = ";".join(
        ",".join(
            f"{d or '-'}{_mark(down, (p, i) in state.public)}{a}"
            for i, (d, down, a) in enumerate(line)
        )
        or "-"
        for p, line in enumerate(state.lines)
    )
    last = "-"
    if state.last is not None:
        r = state.last
        last = f"{_seat(r.player)}:{r.card}:{r.points}" + (":master" if r.master_stroke else "")
    return {
        "players": str(state.players),
        "mode": state.options.mode,
        "empress": state.options.empress,
        "seed": "-" if state.seed is None else str(state.seed),
        "deal": str(state.deal),
        "first": _seat(state.first),
        "step": state.step,
        "turn": _seat(state.to_play),
        "scores": ",".join(map(str, state.scores)),
        "hands": ";".join(hand or "-" for hand in state.hands),
        "lines": lines,
        "attack": "-" if state.attack is None else f"{_seat(state.attack[0])}:{state.attack[1]}",
        "passes": str(state.passes),
        "aside": state.aside or "-",
        "piles": ",".join(pile or "-" for pile in state.piles) or "-",
        "pending": ",".join(_seat(p) for p in state.pending) or "-",
        "declarer": _seat(state.declarer),
        "shown": ",".join(map(str, state.shown)) if any(state.shown) else "-",
        "last": last,
    }


def _mark(down: bool, public: bool) -> str:
    return ("*" if public else ".") if down else "^"


def encode(state: KamiState) -> str:
    return "kami " + " ".join(f"{k}={v}" for k, v in fields(state).items())


def decode(text: str) -> KamiState:
    if not isinstance(text, str):
        raise InvalidPosition(
            f"a position code is text, not {type(text).__name__}",
            f"un code de position est un texte, pas un objet {type(text).__name__}",
        )
    text = reading.bounded(text, reading.MAX_CODE, ("a position code", "un code de position"))
    words = text.split()
    if not words or words[0] != "kami":
        raise InvalidPosition(
            "a Kami position code starts with 'kami'",
            "un code de position de Kami commence par 'kami'",
        )
    found: dict[str, str] = {}
    for word in words[1:]:
        key, sep, value = word.partition("=")
        if not sep or key not in KEYS:
            raise InvalidPosition(
                f"{reading.excerpt(word)} is not a field: fields are key=value with keys "
                f"{', '.join(KEYS)}",
                f"{reading.excerpt(word)} n’est pas un champ : un champ s’écrit clé=valeur, avec "
                "les clés "
                f"{', '.join(KEYS)}",
            )
        if key in found:
            raise InvalidPosition(
                f"the field {key!r} is given twice", f"le champ {key!r} est donné deux fois"
            )
        found[key] = value
    found = {**OPTIONAL, **found}
    missing = [k for k in KEYS if k not in found]
    if missing:
        raise InvalidPosition(
            f"the code lacks the field(s) {', '.join(missing)}",
            f"il manque au code {'les champs' if len(missing) > 1 else 'le champ'} "
            f"{', '.join(missing)}",
        )
    return build(found)


def _int(text: str, what: str, low: int, high: int, fr: str = "") -> int:
    """``text`` as a number from ``low`` to ``high``; ``what`` names it (``fr``: in French,
    "le champ ``what``" by default)."""
    value = reading.number(text, low, high)
    if value is None:
        said = reading.excerpt(text)
        raise InvalidPosition(
            f"{what} is a number from {low} to {high}, not {said}",
            f"{fr or 'le champ ' + what} est un nombre de {low} à {high}, pas {said}",
        )
    return value


def _player(text: str, n: int, what: str, optional: bool = False, fr: str = "") -> int | None:
    if text == "-" and optional:
        return None
    seat = reading.number(text[1:], 1, n) if text[:1] == "P" else None
    if seat is None:
        said = reading.excerpt(text)
        raise InvalidPosition(
            f"{what} is a player P1-P{n}, not {said}",
            f"{fr or 'le champ ' + what} est un joueur P1-P{n}, pas {said}",
        )
    return seat - 1


def _cards(text: str, what: str, fr: str = "") -> str:
    if text == "-":
        return ""
    bad = [c for c in text if c not in KINDS]
    if bad:
        raise InvalidPosition(
            f"{what} has {reading.excerpt(bad[0])}, which is not a card letter ({KINDS})",
            f"{fr or 'le champ ' + what} contient {reading.excerpt(bad[0])}, qui n’est pas une "
            "lettre de carte "
            f"({KINDS} : {CARD_LETTERS_FR})",
        )
    return text


def build(f: dict[str, str]) -> KamiState:
    """A state from its text fields, after checking that it could happen."""
    try:
        options = Options(reading.number(f["players"], 0, 9) or 0, f["mode"], f["empress"])
    except ValueError as err:
        raise InvalidPosition(
            str(err), OPTION_ERRORS_FR.get(str(err), f"option refusée : {err}")
        ) from None
    n = options.players
    seed = None if f["seed"] == "-" else _int(f["seed"], "seed", 0, 2**63)
    if f["step"] not in STEPS:
        raise InvalidPosition(
            f"the step is one of {', '.join(STEPS)}, not {reading.excerpt(f['step'])}",
            f"l’étape vaut {', '.join(STEPS[:-1])} ou {STEPS[-1]}, pas "
            f"{reading.excerpt(f['step'])}",
        )
    hands = f["hands"].split(";")
    if len(hands) != n:
        raise InvalidPosition(
            f"hands lists {n} players separated by ';', not {len(hands)}",
            f"hands compte {n} joueurs séparés par ';', pas {len(hands)}",
        )
    lines_text = f["lines"].split(";")
    if len(lines_text) != n:
        raise InvalidPosition(
            f"lines lists {n} players separated by ';', not {len(lines_text)}",
            f"lines compte {n} joueurs séparés par ';', pas {len(lines_text)}",
        )
    lines, public = [], []
    for p, text in enumerate(lines_text):
        plays = []
        for play in [] if text == "-" else text.split(","):
            if len(play) != 3 or play[1] not in ".^*":
                said = reading.excerpt(play)
                raise InvalidPosition(
                    f"P{p + 1}'s line has {said}: a play is defense, '.' or '^' (or '*'), attack",
                    f"la ligne de P{p + 1} contient {said} : un coup s’écrit défense, '.' ou "
                    "'^' (ou '*'), attaque",
                )
            if play[1] == "*":
                public.append((p, len(plays)))
            plays.append(
                (
                    _cards(play[0], "a line", "une ligne"),
                    play[1] != "^",
                    _cards(play[2], "a line", "une ligne"),
                )
            )
        lines.append(tuple(plays))
    sides = 2 if n == 4 else n
    scores = f["scores"].split(",")
    if len(scores) != sides:
        raise InvalidPosition(
            f"scores lists {sides} sides separated by ',', not {len(scores)}",
            f"scores compte {sides} camps séparés par ',', pas {len(scores)}",
        )
    attack = None
    if f["attack"] != "-":
        who, _, card = f["attack"].partition(":")
        attack = (
            _player(who, n, "the attacker", fr="l’attaquant"),
            _cards(card, "the attack", "l’attaque"),
        )
    piles = (
        ()
        if f["piles"] == "-"
        else tuple(_cards(p, "a pile", "une pile") for p in f["piles"].split(","))
    )
    if (n == 2) != bool(piles) and not (n == 2 and f["piles"] == "-"):
        raise InvalidPosition(
            "only a duel (2 players) has mercenary piles",
            "seul un duel (2 joueurs) a des piles de mercenaires",
        )
    if n == 2 and len(piles) not in (0, 8):
        raise InvalidPosition("a duel has 8 mercenary piles", "un duel a 8 piles de mercenaires")
    shown = (0,) * n
    if f["shown"] != "-":
        counts = f["shown"].split(",")
        if len(counts) != n:
            raise InvalidPosition(
                f"shown lists {n} players separated by ',', not {len(counts)}",
                f"shown compte {n} joueurs séparés par ',', pas {len(counts)}",
            )
        shown = tuple(
            _int(c, "a count of shown Soldiers", 0, 5, "le compte des Soldats montrés")
            for c in counts
        )
    last = None
    if f["last"] != "-":
        parts = f["last"].split(":")
        if len(parts) not in (3, 4) or (len(parts) == 4 and parts[3] != "master"):
            raise InvalidPosition(
                "last is like P2:H:2 or P2:H:4:master", "last s’écrit comme P2:H:2 ou P2:H:4:master"
            )
        last = RoundResult(
            _player(parts[0], n, "last"),  # type: ignore[arg-type]
            _cards(parts[1], "last"),
            _int(parts[2], "last's points", 0, 10, "le nombre de points de last"),
            len(parts) == 4,
        )
    state = KamiState(
        options=options,
        seed=seed,
        deal=_int(f["deal"], "deal", 0, 10**6),
        first=_player(f["first"], n, "first"),  # type: ignore[arg-type]
        step=f["step"],
        to_play=_player(f["turn"], n, "turn"),  # type: ignore[arg-type]
        scores=tuple(_int(s, "a score", 0, 29, "un score") for s in scores),
        hands=tuple(
            _cards(h, f"P{p + 1}'s hand", f"la main de P{p + 1}") for p, h in enumerate(hands)
        ),
        lines=tuple(lines),
        public=tuple(public),
        attack=attack,  # type: ignore[arg-type]
        passes=_int(f["passes"], "passes", 0, n - 2 if n > 1 else 0),
        aside=_cards(f["aside"], "aside"),
        piles=piles,
        pending=tuple(
            _player(p, n, "pending")
            for p in ([] if f["pending"] == "-" else f["pending"].split(","))
        ),  # type: ignore[arg-type]
        declarer=_player(f["declarer"], n, "declarer", optional=True),
        shown=shown,
        last=last,
    )
    _check(state)
    return state


def _check(s: KamiState) -> None:
    seen = Counter("".join(s.hands) + s.aside + "".join(s.piles))
    for line in s.lines:
        for d, _, a in line:
            seen.update(d + a)
    for kind in KINDS:
        if seen[kind] != COPIES[kind]:
            raise InvalidPosition(
                f"there {'is' if seen[kind] == 1 else 'are'} {seen[kind]} "
                f"card{'' if seen[kind] == 1 else 's'} {kind} in the position; the game has "
                f"{COPIES[kind]}",
                f"il y a {seen[kind]} carte{'s' if seen[kind] > 1 else ''} {kind} "
                f"({NAMES['fr'][kind]}) dans la position ; le jeu en a {COPIES[kind]}",
            )
    if s.players == 3 and len(s.aside) != 2:
        raise InvalidPosition(
            "with three players, two cards are set aside",
            "à trois joueurs, deux cartes sont mises de côté",
        )
    if s.players != 3 and s.aside:
        raise InvalidPosition(
            "only a three-player game sets cards aside",
            "seule une partie à trois joueurs met des cartes de côté",
        )
    if s.step == "respond" and s.attack is None:
        raise InvalidPosition(
            "someone responds to an attack, but there is none",
            "quelqu’un répond à une attaque, mais il n’y en a aucune",
        )
    if s.attack is not None and (
        not s.lines[s.attack[0]] or s.lines[s.attack[0]][-1][2] != s.attack[1]
    ):
        raise InvalidPosition(
            "the attack in play is the last card of the attacker's line",
            "l’attaque en jeu est la dernière carte de la ligne de l’attaquant",
        )
    if s.step == "respond" and s.attack is not None and s.attack[0] == s.to_play:
        raise InvalidPosition(
            "the attacker does not respond to his own attack",
            "l’attaquant ne répond pas à sa propre attaque",
        )
    if s.step in ("lead", "respond") and not s.hands[s.to_play]:
        raise InvalidPosition(
            "the player to act has no card: the round would be over",
            "le joueur qui doit jouer n’a plus de carte : la manche serait finie",
        )
    if (
        s.step != "over"
        and any(points >= 15 for points in s.scores)
        and s.options.mode == "soldier"
    ):
        raise InvalidPosition(
            "a side has 15 points: the game is over", "un camp a 15 points : la partie est finie"
        )
    if s.step == "over" and not any(_won(points, s.options.mode) for points in s.scores):
        raise InvalidPosition(
            "the step is 'over' but no side has won",
            "l’étape est 'over', mais aucun camp n’a gagné",
        )
    if s.step in ("declare", "decide") and s.players != 4:
        raise InvalidPosition(
            "Demoralized is only played with four players",
            "Démoralisé ne se joue qu’à quatre joueurs",
        )
    if s.step == "decide" and (s.declarer is None or s.partner(s.declarer) != s.to_play):
        raise InvalidPosition(
            "the Demoralized player's partner decides",
            "c’est le partenaire du joueur Démoralisé qui décide",
        )
    if s.step == "decide" and (not s.pending or s.pending[0] != s.declarer):
        raise InvalidPosition(
            "the Demoralized player is the first pending one",
            "le joueur Démoralisé est le premier en attente",
        )
    if s.step == "decide" and s.shown[s.declarer] != 5:  # type: ignore[index]
        raise InvalidPosition(
            "the Demoralized player has shown five Soldiers",
            "le joueur Démoralisé a montré cinq Soldats",
        )
    if any(s.shown) and s.players != 4:
        raise InvalidPosition(
            "Soldiers are shown (Demoralized) only with four players",
            "on ne montre des Soldats (Démoralisé) qu’à quatre joueurs",
        )
    for p, count in enumerate(s.shown):
        if count > s.hands[p].count("S"):
            raise InvalidPosition(
                f"P{p + 1} has fewer Soldiers in hand than he showed",
                f"P{p + 1} a moins de Soldats en main qu’il n’en a montré",
            )
    for p, i in s.public:
        if s.players != 2 or not s.lines[p][i][0]:
            raise InvalidPosition(
                "'*' marks a face-down defense taken from a mercenary pile: only in a duel",
                "'*' marque une défense face cachée prise sur une pile de mercenaires : "
                "seulement en duel",
            )
    if s.step == "declare" and (not s.pending or s.pending[0] != s.to_play):
        raise InvalidPosition(
            "the player asked about Demoralized is the first pending one",
            "le joueur à qui l’on demande s’il est Démoralisé est le premier en attente",
        )
    if s.step != "respond" and s.passes:
        raise InvalidPosition(
            "passes are counted only while players respond to an attack",
            "les passes ne se comptent que pendant que les joueurs répondent à une attaque",
        )
    if any(len(h) != len(s.hands[0]) for h in s.hands) and s.players != 2 and not any(s.lines):
        raise InvalidPosition(
            "at the start of a round every hand has the same size",
            "au début d’une manche, toutes les mains ont le même nombre de cartes",
        )
    if s.step == "respond" and s.attack is not None:
        who, due = s.attack[0], (s.attack[0] + 1 + s.passes) % s.players
        if s.to_play != due:
            en = f"{s.passes} pass" + ("" if s.passes == 1 else "es")
            fr = f"{s.passes} passe" + ("s" if s.passes > 1 else "")
            raise InvalidPosition(
                f"after P{who + 1}'s attack and {en}, P{due + 1} responds, not P{s.to_play + 1}",
                f"après l’attaque de P{who + 1} et {fr}, c’est à P{due + 1} de répondre, pas à "
                f"P{s.to_play + 1}",
            )
    if s.step == "lead":
        due = s.first if s.attack is None else s.attack[0]
        if s.to_play != due:
            raise InvalidPosition(
                f"P{due + 1} leads (the first player at the start of a round, then the last "
                f"attacker once all the others passed), not P{s.to_play + 1}",
                f"c’est à P{due + 1} d’ouvrir (le premier joueur au début d’une manche, puis le "
                f"dernier attaquant quand tous les autres ont passé), pas à P{s.to_play + 1}",
            )
    if s.step != "over":
        for p, hand in enumerate(s.hands):
            if not hand:
                raise InvalidPosition(
                    f"P{p + 1} has no card left in hand: the round ended when he played his last "
                    "card",
                    f"P{p + 1} n’a plus de carte en main : la manche s’est terminée quand il a "
                    "posé sa dernière carte",
                )
    _check_demoralized(s)


def _check_demoralized(s: KamiState) -> None:
    """The Demoralized question (``kami.demoralized``): right after the deal, every player is
    asked in turn from the first player; those still to answer are ``pending``. A player who
    showed five Soldiers (his partner played on) still holds them until the first play."""
    asking = s.step in ("declare", "decide")
    if asking and any(s.lines):
        raise InvalidPosition(
            "the Demoralized question is asked right after the deal, before any card is played",
            "la question du Démoralisé se pose juste après la donne, avant qu’aucune carte ne "
            "soit jouée",
        )
    if not asking and (s.pending or s.declarer is not None):
        raise InvalidPosition(
            "pending and declarer name players only during the Demoralized question",
            "pending et declarer ne nomment des joueurs que pendant la question du Démoralisé",
        )
    if not asking:
        return
    order = tuple((s.first + i) % 4 for i in range(4))
    if s.pending != order[4 - len(s.pending) :]:
        seats = ", ".join(f"P{p + 1}" for p in order)
        raise InvalidPosition(
            f"every player answers the Demoralized question in turn ({seats}): those still to "
            "answer are the last ones of that order",
            f"chacun répond à la question du Démoralisé à son tour ({seats}) : ceux qui doivent "
            "encore répondre sont les derniers dans cet ordre",
        )
    waiting = s.pending[1:] if s.step == "decide" else s.pending
    for p, count in enumerate(s.shown):
        if count not in (0, 5) or (count and p in waiting):
            raise InvalidPosition(
                f"P{p + 1} shows {count_name(count, 'S')}: before the first play, a player has "
                "shown five if he answered the Demoralized question so, else none",
                f"P{p + 1} montre {count_name(count, 'S', 'fr')} : avant le premier coup, un "
                "joueur en a montré cinq s’il a répondu ainsi à la question du Démoralisé, "
                "sinon aucun",
            )


def to_json(state: KamiState) -> str:
    return json.dumps({"game": "kami", "format": 1, **fields(state)}, indent=1)


RECORD = ("a Kami record", "un enregistrement Kami")


def from_json(text: str) -> KamiState:
    try:
        record: Any = reading.read_json(text, limit=reading.MAX_RECORD, what=RECORD)
    except InvalidPosition as err:
        prefix = f"{RECORD[0]} is not JSON: "
        if not err.text.startswith(prefix):
            raise
        why = err.text.removeprefix(prefix)
        raise InvalidPosition(
            f"not a JSON record: {why}", f"ce n’est pas un enregistrement JSON : {why}"
        ) from None
    if not isinstance(record, dict) or record.get("game") != "kami":
        raise InvalidPosition(
            "not a Kami record (its 'game' is not 'kami')",
            "ce n’est pas un enregistrement Kami (son 'game' n’est pas 'kami')",
        )
    if record.get("format") != 1 or record.get("format") is True:
        raise InvalidPosition("unknown Kami record format", "format d’enregistrement Kami inconnu")
    values = {k: record.get(k, OPTIONAL.get(k)) for k in KEYS}
    bad = [k for k, v in values.items() if not isinstance(v, str)]
    if bad:
        raise InvalidPosition(
            f"the record's field {bad[0]!r} is missing or not text",
            f"le champ {bad[0]!r} de l’enregistrement manque ou n’est pas un texte",
        )
    if any(" " in v for v in values.values()):  # type: ignore[operator]
        raise InvalidPosition(
            "a field of the record contains a space",
            "un champ de l’enregistrement contient un espace",
        )
    return build(values)  # type: ignore[arg-type]


def position(
    hands: list[str],
    *,
    lines: list[str] | None = None,
    attack: tuple[int, str] | None = None,
    step: str = "lead",
    turn: int = 0,
    first: int = 0,
    scores: tuple[int, ...] | None = None,
    mode: str = "soldier",
    piles: list[str] | None = None,
    aside: str = "",
    filler: int | None = None,
    passes: int = 0,
    empress: str = "kami",
    seed: int = 1,
) -> KamiState:
    """A position from the cards named: ``hands`` per player, ``lines`` as in a code
    (``"S.H,E^A"`` per player, ``"-"`` for none); every card not named goes, as face-down
    plays, into the line of player ``filler`` (the last by default), so that the 32 cards are
    all accounted for and no Empress lies face up unless asked. For lessons, tests and the
    explorer.

    >>> state = position(["S", "SSE", "LT", "HH"], lines=["A.H", "-", "-", "-"], attack=(0, "H"),
    ...                  turn=1, step="respond")
    >>> state.hands[1], state.attack, state.lines[0]
    ('SSE', (0, 'H'), (('A', True, 'H'),))
    """
    n = len(hands)
    lines = list(lines or ["-"] * n)
    used = Counter("".join(hands) + aside + "".join(piles or []))
    for text in lines:
        for play in [] if text == "-" else text.split(","):
            if len(play) != 3:
                raise InvalidPosition(
                    f"a play in a line is defense, mark, attack (like S.H or -^E), "
                    f"not {reading.excerpt(play)}",
                    f"un coup d’une ligne s’écrit défense, marque, attaque (comme S.H ou -^E), "
                    f"pas {reading.excerpt(play)}",
                )
            used.update(c for c in (play[0], play[2]) if c != "-")
    left = sorted((Counter(COPIES) - used).elements())
    if used - Counter(COPIES):
        over = sorted((used - Counter(COPIES)).elements())
        extra = ", ".join(over[:8]) + (f" (+{len(over) - 8})" if len(over) > 8 else "")
        raise InvalidPosition(
            f"more cards than the game has: {extra} too many",
            f"plus de cartes que le jeu n’en a : {extra} en trop",
        )
    who = (n - 1) if filler is None else filler
    # Face-down defenses only: an Empress among them never counts as face up.
    extra = [f"{left[i]}.{left[i + 1]}" for i in range(0, len(left) - 1, 2)]
    if len(left) % 2:
        extra.append(f"-.{left[-1]}")
    if extra:
        lines[who] = ",".join([*([] if lines[who] == "-" else [lines[who]]), *extra])
    sides = 2 if n == 4 else n
    fields = {
        "players": str(n),
        "mode": mode,
        "empress": empress,
        "seed": str(seed),
        "deal": "0",
        "first": f"P{first + 1}",
        "step": step,
        "turn": f"P{turn + 1}",
        "scores": ",".join(map(str, scores or (0,) * sides)),
        "hands": ";".join(h or "-" for h in hands),
        "lines": ";".join(lines),
        "attack": "-" if attack is None else f"P{attack[0] + 1}:{attack[1]}",
        "passes": str(passes),
        "aside": aside or "-",
        "piles": ",".join(p or "-" for p in piles) if piles else "-",
        "pending": "-",
        "declarer": "-",
        "shown": "-",
        "last": "-",
    }
    return decode("kami " + " ".join(f"{k}={v}" for k, v in fields.items()))
