"""Dojo positions as text: the one-line position code and the JSON record.

A position code is the word ``dojo`` and then ``key=value`` fields, all of them, in any order::

    dojo players=3 variant=standard incense=best round=1 dealer=P1 step=recruit asked=-
    attacker=- winner=- rps=- pending=- up=G pile=IABMKGIABMK deck=T3M1... hands=-,-,-
    shown=- won=0,0,0 kept=0,0,0 dojos=-;-;- trophies=-;-;-

(on one line). Cards are a disciple letter and a belt (``T3``); trophies a letter (G Grand
Master, I Incense, A Assistant, M Multicolour Belt, K Competition Kimono, B Broom); players
``P1``..``P5``; ``-`` is "none". ``deck`` and ``pile`` list the face-down piles from the top.
``hands`` holds each player's card of this round; ``dojos`` each player's cards as
``cell:card`` (frame cells a1..g5, the first card on d3); ``trophies`` each player's trophies
as ``row:letter`` (rows 1-5) or ``column:letter`` (columns a-g); ``rps`` (Black Belt) is
``turn:sign:attacker bonus:dealer bonus``. A code holds every secret: it is for teachers and
explorers; players see views.

A player's view (``state.view(1)``) prints and serialises too, but it is not a position: its code
starts ``dojo view=P2`` (``view=onlooker`` for ``state.view(None)``) and its JSON record has a
``"view"`` key; ``??`` is a card the viewer may not see (in ``deck`` and ``hands``), ``?`` a
trophy of the pile or a rock-paper-scissors sign he may not see. ``from_code`` and ``from_json``
refuse a view, saying so: with cards unknown it has no legal continuation to load.

Reading is bounded first (:mod:`gamekit.reading`): a code of more than ``MAX_CODE`` characters,
a record of more than ``MAX_RECORD`` or nested too deep, and numbers that are not ASCII digits
are refused with :class:`~gamekit.InvalidPosition`, whose message quotes at most a short excerpt.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from gamekit import reading
from gamekit.core import InvalidPosition
from gamekit.dojo.actions import FIRST_CELL, FRAME_COLS, SIGNS, cell, cell_name
from gamekit.dojo.cards import (
    CARDS,
    COLUMN_TROPHIES,
    DECK_COMPOSITION,
    ROW_TROPHIES,
    TROPHY_COPIES,
    TROPHY_LETTERS,
    TROPHY_OF_LETTER,
    TROPHY_SET,
    Card,
)
from gamekit.dojo.state import (
    CELLS,
    HIDDEN,
    ROUNDS,
    VARIANTS,
    DojoState,
    Options,
    _bounds,
    _random_round,
    trophy_spots,
)

excerpt = reading.excerpt

FORMAT = 1
KEYS = (
    "players", "variant", "incense", "round", "dealer", "step", "asked", "attacker", "winner",
    "rps", "pending", "up", "pile", "deck", "hands", "shown", "won", "kept", "dojos", "trophies",
)  # fmt: skip
STEPS = ("recruit", "challenge", "rps", "swap", "train", "trophy", "over")
OPTION_ERRORS_FR = {
    "Dojo is for 3, 4 or 5 players": "Dojo se joue à 3, 4 ou 5 joueurs",
    f"variant is one of {', '.join(VARIANTS)}": (
        f"variant vaut {', '.join(VARIANTS[:-1])} ou {VARIANTS[-1]}"
    ),
    "incense is 'best' or 'sum'": "incense vaut 'best' ou 'sum'",
}
"""The French of :class:`Options`' refusals, which state.py words in English only."""


HIDDEN_CARD, HIDDEN_MARK = "??", "?"
"""A card a view hides, and a hidden trophy or sign, as a view's code and record write them."""


def encode(state: DojoState) -> str:
    """The position code; a view's starts ``dojo view=P2`` (see the module's docstring)."""
    fields = _fields(state)
    view = f"view={state.view_of} " if state.view_of is not None else ""
    return "dojo " + view + " ".join(f"{k}={fields[k]}" for k in KEYS)


def _card_text(card: Card | None) -> str:
    return HIDDEN_CARD if card is None or card is HIDDEN or card == HIDDEN else str(card)


def _seat(p: int | None) -> str:
    return "-" if p is None else f"P{p + 1}"


def _fields(state: DojoState) -> dict[str, str]:
    letter = TROPHY_LETTERS

    def listing(items: Any) -> str:
        text = ",".join(items)
        return text or "-"

    rps = "-"
    if state.rps is not None:
        turn, sign, a, d = state.rps
        rps = f"{turn}:{sign or '-'}:{a}:{d}"
    return {
        "players": str(state.players),
        "variant": state.options.variant,
        "incense": state.options.incense,
        "round": str(state.round),
        "dealer": _seat(state.dealer),
        "step": state.step,
        "asked": _seat(state.asked),
        "attacker": _seat(state.attacker),
        "winner": _seat(state.winner),
        "rps": rps,
        "pending": letter[state.pending] if state.pending else "-",
        "up": letter[state.up] if state.up else "-",
        "pile": "".join(letter[t] if t else HIDDEN_MARK for t in state.pile) or "-",
        "deck": "".join(_card_text(c) for c in state.deck) or "-",
        "hands": ",".join(_card_text(c) if c else "-" for c in state.hands),
        "shown": listing(_seat(p) for p in sorted(state.shown)),
        "won": ",".join(map(str, state.won)),
        "kept": ",".join(map(str, state.kept)),
        "dojos": ";".join(
            listing(f"{cell_name(c)}:{card}" for c, card in enumerate(d) if card)
            for d in state.dojos
        ),
        "trophies": ";".join(
            listing(f"{i + 1 if kind == 'row' else 'abcdefg'[i]}:{letter[t]}" for kind, i, t in tr)
            for tr in state.trophies
        ),
    }


def decode(text: str) -> DojoState:
    text = reading.bounded(text, reading.MAX_CODE, ("a position code", "un code de position"))
    words = text.split()
    if not words or words[0] != "dojo":
        raise InvalidPosition(
            "a Dojo position code starts with the word 'dojo'",
            "un code de position de Dojo commence par le mot 'dojo'",
        )
    fields: dict[str, str] = {}
    for word in words[1:]:
        key, sep, value = word.partition("=")
        if sep and key == "view":
            _refuse_view(f"view={value}")
        if not sep or key not in KEYS:
            raise InvalidPosition(
                f"{excerpt(word)} is not a field: fields are key=value with keys {', '.join(KEYS)}",
                f"{excerpt(word)} n’est pas un champ : un champ s’écrit clé=valeur, avec les clés "
                f"{', '.join(KEYS)}",
            )
        if key in fields:
            raise InvalidPosition(
                f"the field {key!r} appears twice", f"le champ {key!r} apparaît deux fois"
            )
        fields[key] = value
    missing = [k for k in KEYS if k not in fields]
    if missing:
        raise InvalidPosition(
            f"the code lacks the fields {', '.join(missing)}",
            f"il manque au code {'les champs' if len(missing) > 1 else 'le champ'} "
            f"{', '.join(missing)}",
        )
    return _build(fields)


def _refuse_view(said: str) -> None:
    """A player's view written out (``view=P2`` in a code, ``"view"`` in a record)."""
    raise InvalidPosition(
        f"{excerpt(said)} marks a player's view, not a position: it hides cards ('??') and "
        "trophies ('?'), so it cannot be loaded; load the full position instead "
        "(state.to_code() or state.to_json())",
        f"{excerpt(said)} marque la vue d’un joueur, pas une position : elle cache des cartes "
        "('??') et des TROPHÉES ('?'), elle ne peut donc pas être chargée ; chargez plutôt la "
        "position complète (state.to_code() ou state.to_json())",
    )


def _int(text: str, what: str, low: int, high: int, fr: str = "") -> int:
    """``text`` as a number from ``low`` to ``high``; ``what`` names it (``fr``: in French,
    "le champ ``what``" by default)."""
    value = reading.number(text, low, high)
    if value is None:
        raise InvalidPosition(
            f"{what} is a number from {low} to {high}, not {excerpt(text)}",
            f"{fr or 'le champ ' + what} est un nombre de {low} à {high}, pas {excerpt(text)}",
        )
    return value


def _player(text: str, n: int, what: str, optional: bool = True) -> int | None:
    if text == "-" and optional:
        return None
    seat = reading.number(text[1:], 1, n) if text[:1] == "P" else None
    if seat is None:
        raise InvalidPosition(
            f"{what} is a player P1..P{n}"
            + (" or -" if optional else "")
            + f", not {excerpt(text)}",
            f"le champ {what} est un joueur P1..P{n}"
            + (" ou -" if optional else "")
            + f", pas {excerpt(text)}",
        )
    return seat - 1


def _card(text: str, what: str) -> Card:
    if text not in CARDS:
        raise InvalidPosition(
            f"{what}: {excerpt(text)} is not a card (a disciple M F T C B R and a belt 1-5, "
            "like T3)",
            f"{what} : {excerpt(text)} n’est pas une carte (un disciple M F T C B R et une ceinture "
            "1-5, comme T3)",
        )
    return CARDS[text]


def _trophy(letter: str, what: str) -> str:
    if letter not in TROPHY_OF_LETTER:
        raise InvalidPosition(
            f"{what}: {excerpt(letter)} is not a trophy letter (G I A M K B)",
            f"{what} : {excerpt(letter)} n’est pas une lettre de TROPHÉE (G I A M K B)",
        )
    return TROPHY_OF_LETTER[letter]


def _per_player(text: str, sep: str, n: int, what: str) -> list[str]:
    parts = text.split(sep)
    if len(parts) != n:
        raise InvalidPosition(
            f"{what} has {len(parts)} entries for {n} players",
            f"le champ {what} a {len(parts)} entrée{'s' if len(parts) > 1 else ''} pour "
            f"{n} joueurs",
        )
    return parts


def _build(f: dict[str, str]) -> DojoState:
    n = _int(f["players"], "players", 3, 5)
    try:
        options = Options(players=n, variant=f["variant"], incense=f["incense"])
    except ValueError as err:
        raise InvalidPosition(
            str(err), OPTION_ERRORS_FR.get(str(err), f"option refusée : {err}")
        ) from None
    round_ = _int(f["round"], "round", 1, ROUNDS + 1)
    dealer = _player(f["dealer"], n, "dealer", optional=False)
    step = f["step"]
    if step not in STEPS:
        raise InvalidPosition(
            f"step is one of {', '.join(STEPS)}, not {excerpt(step)}",
            f"le champ step vaut {', '.join(STEPS[:-1])} ou {STEPS[-1]}, pas {excerpt(step)}",
        )
    asked, attacker, winner = (_player(f[k], n, k) for k in ("asked", "attacker", "winner"))
    rps = None
    if f["rps"] != "-":
        parts = f["rps"].split(":")
        if len(parts) != 4 or parts[1] not in (*SIGNS, "-"):
            raise InvalidPosition(
                "rps is turn:sign:bonus:bonus, like 1:rock:0:1",
                "rps s’écrit manche:signe:bonus:bonus, comme 1:rock:0:1",
            )
        rps = (
            _int(
                parts[0],
                "the rock-paper-scissors turn",
                0,
                3,
                "le numéro de manche de pierre-feuille-ciseaux",
            ),
            None if parts[1] == "-" else parts[1],
            _int(parts[2], "a bonus", 0, 3, "un bonus"),
            _int(parts[3], "a bonus", 0, 3, "un bonus"),
        )
    pending = None if f["pending"] == "-" else _trophy(f["pending"], "pending")
    up = None if f["up"] == "-" else _trophy(f["up"], "up")
    pile = tuple(_trophy(c, "pile") for c in (f["pile"] if f["pile"] != "-" else ""))
    deck_text = f["deck"] if f["deck"] != "-" else ""
    if len(deck_text) % 2:
        raise InvalidPosition(
            "deck is a run of two-character cards, like T3M1F5",
            "deck est une suite de cartes de deux caractères, comme T3M1F5",
        )
    deck = tuple(_card(deck_text[i : i + 2], "deck") for i in range(0, len(deck_text), 2))
    hands = tuple(
        None if h == "-" else _card(h, "hands") for h in _per_player(f["hands"], ",", n, "hands")
    )
    shown = (
        frozenset(
            p for p in (_player(s, n, "shown") for s in f["shown"].split(",")) if p is not None
        )
        if f["shown"] != "-"
        else frozenset()
    )
    won = tuple(_int(w, "won", 0, ROUNDS) for w in _per_player(f["won"], ",", n, "won"))
    kept = tuple(_int(k, "kept", 0, ROUNDS) for k in _per_player(f["kept"], ",", n, "kept"))
    dojos = tuple(_dojo(d) for d in _per_player(f["dojos"], ";", n, "dojos"))
    trophies = tuple(
        _trophies(t, dojos[p]) for p, t in enumerate(_per_player(f["trophies"], ";", n, "trophies"))
    )
    state = DojoState(
        options,
        round_,
        dealer,
        step,
        deck,
        pile,
        up,
        hands,
        shown,
        asked,  # type: ignore[arg-type]
        attacker,
        winner,
        rps,
        pending,
        dojos,
        trophies,
        won,
        kept,
    )
    _check(state)
    return state


def _dojo(text: str) -> tuple[Card | None, ...]:
    cells: list[Card | None] = [None] * CELLS
    if text == "-":
        return tuple(cells)
    for item in text.split(","):
        where, sep, card = item.partition(":")
        try:
            index = cell(where)
        except ValueError as err:
            raise InvalidPosition(
                f"dojos: {err}",
                f"dojos : {excerpt(where.strip().lower())} n’est pas une case (une colonne a-g et une "
                "ligne 1-5, comme d3)",
            ) from None
        if not sep or cells[index] is not None:
            raise InvalidPosition(
                f"dojos: {excerpt(item)} is not a new cell:card, like d3:T1",
                f"dojos : {excerpt(item)} n’est pas une paire case:carte sur une case encore libre, "
                "comme d3:T1",
            )
        cells[index] = _card(card, "dojos")
    return tuple(cells)


def _trophies(text: str, dojo: tuple[Card | None, ...]) -> tuple[tuple[str, int, str], ...]:
    if text == "-":
        return ()
    placed = []
    for item in text.split(","):
        where, _, letter = item.partition(":")
        trophy = _trophy(letter, "trophies")
        if len(where) == 1 and where in "12345":
            line, index = "row", "12345".index(where)
        elif len(where) == 1 and where in "abcdefg":
            line, index = "column", "abcdefg".index(where)
        else:
            raise InvalidPosition(
                f"trophies: {excerpt(item)} is not row:letter or column:letter",
                f"trophies : {excerpt(item)} n’est ni ligne:lettre ni colonne:lettre",
            )
        if (line == "row") != (trophy in ROW_TROPHIES):
            raise InvalidPosition(
                f"trophies: {excerpt(item)} puts a trophy on the wrong kind of line "
                "(black ones beside rows, orange ones above columns)",
                f"trophies : {excerpt(item)} place un TROPHÉE du mauvais côté (les noirs à gauche "
                "d’une ligne, les orange en haut d’une colonne)",
            )
        placed.append((line, index, trophy))
    if len({(kind, i) for kind, i, _ in placed}) != len(placed):
        raise InvalidPosition(
            "trophies: a row or column holds at most one trophy",
            "trophies : une même ligne ou colonne n’accueille qu’un seul TROPHÉE",
        )
    return tuple(sorted(placed))


def _check(s: DojoState) -> None:
    """Refuse positions that cannot happen: material, dojo shapes, and what each step needs."""
    n = s.players
    cards: Counter[Card] = Counter(s.deck)
    cards.update(c for c in s.hands if c)
    for dojo in s.dojos:
        cards.update(c for c in dojo if c)
    expected = Counter({Card(d, b): k for (d, b), k in DECK_COMPOSITION.items()})
    if cards != expected:
        extra, lacking = cards - expected, expected - cards
        raise InvalidPosition(
            "the 60 cards do not add up: "
            + _first(
                [f"{k} too many {c}" for c, k in extra.items()]
                + [f"{k} {c} missing" for c, k in lacking.items()],
                "more",
            ),
            "les 60 cartes ne font pas le compte : "
            + _first(
                [f"{k} {c} en trop" for c, k in extra.items()]
                + [f"il manque {k} {c}" for c, k in lacking.items()],
                "autres",
            ),
        )
    trophies = Counter(t for t in s.pile)
    trophies.update(t for t in (s.up, s.pending) if t)
    for placed in s.trophies:
        trophies.update(t for _, _, t in placed)
    if any(k > TROPHY_COPIES for k in trophies.values()):
        raise InvalidPosition(
            "there are only two trophies of each kind",
            "il n’y a que deux TROPHÉES de chaque sorte",
        )
    if sum(trophies.values()) + sum(s.kept) > 12:
        raise InvalidPosition("there are only 12 trophies", "il n’y a que 12 TROPHÉES")
    if s.kept and any(s.kept) and s.options.variant != "white_belt":
        raise InvalidPosition(
            "trophies are kept aside only in the White Belt variant",
            "les TROPHÉES ne sont gardés de côté que dans la variante Ceinture blanche",
        )
    for p, dojo in enumerate(s.dojos):
        filled = [c for c in range(CELLS) if dojo[c]]
        if filled and (FIRST_CELL not in filled or not _connected(filled)):
            raise InvalidPosition(
                f"P{p + 1}'s dojo must start on d3 and hold together by sides",
                f"le dojo de P{p + 1} doit commencer en d3, et ses cartes se toucher par un côté",
            )
        if filled and max(_bounds(filled)[0] - 3, _bounds(filled)[1] - 4) > 0:
            raise InvalidPosition(
                f"P{p + 1}'s dojo is larger than 3 rows by 4 columns",
                f"le dojo de P{p + 1} dépasse 3 lignes sur 4 colonnes",
            )
        done = s.round - 1 + (s.step in ("train", "trophy") and s.hands[p] is None)
        if s.step == "over":
            done = ROUNDS
        if len(filled) != done:
            raise InvalidPosition(
                f"P{p + 1}'s dojo has {len(filled)} cards; in round {s.round} "
                f"at step {s.step} it has {done}",
                f"le dojo de P{p + 1} a {len(filled)} carte{'s' if len(filled) > 1 else ''} ; "
                f"au tour {s.round}, à l’étape {s.step}, il doit en avoir {done}",
            )
        for kind, index, _ in s.trophies[p]:
            line_cells = (
                [index * FRAME_COLS + c for c in range(FRAME_COLS)]
                if kind == "row"
                else [r * FRAME_COLS + index for r in range(CELLS // FRAME_COLS)]
            )
            if not any(dojo[c] for c in line_cells):
                raise InvalidPosition(
                    f"P{p + 1} has a trophy beside an empty line",
                    f"P{p + 1} a un TROPHÉE devant une ligne ou une colonne vide",
                )
    _check_step(s, n)


def _first(items: list[str], more: str, shown: int = 8) -> str:
    """The first ``shown`` of ``items`` joined by commas, and how many more (a message stays
    short however wrong the input)."""
    rest = len(items) - shown
    return ", ".join(items[:shown]) + (f", … (+{rest} {more})" if rest > 0 else "")


def _connected(cells: list[int]) -> bool:
    todo, seen = [cells[0]], {cells[0]}
    while todo:
        c = todo.pop()
        r, k = divmod(c, FRAME_COLS)
        for nb in (
            (r - 1) * FRAME_COLS + k,
            (r + 1) * FRAME_COLS + k,
            c - 1 if k else -1,
            c + 1 if k < FRAME_COLS - 1 else -1,
        ):
            if nb in cells and nb not in seen:
                seen.add(nb)
                todo.append(nb)
    return len(seen) == len(cells)


def _check_step(s: DojoState, n: int) -> None:
    step, full = s.step, all(h is not None for h in s.hands)

    def need(ok: bool, why: str, fr: str) -> None:
        if not ok:
            raise InvalidPosition(f"at step {step}: {why}", f"à l’étape {step} : {fr}")

    need(
        step != "over" or s.round == ROUNDS + 1,
        "the game ends after round 12",
        "la partie se termine après le tour 12",
    )
    need(
        step == "over" or s.round <= ROUNDS,
        "round 13 only exists once the game is over",
        "le tour 13 n’existe qu’une fois la partie terminée",
    )
    need(
        (s.asked is not None) == (step == "challenge"),
        "'asked' is set exactly while opponents are asked",
        "'asked' est rempli quand, et seulement quand, on demande aux adversaires s’ils défient",
    )
    need(
        s.asked != s.dealer,
        "the dealer cannot challenge himself",
        "le donneur ne peut pas se défier lui-même",
    )
    need(
        (s.rps is not None) == (step == "rps") or step in ("swap", "train", "trophy"),
        "rps is set only during a Black Belt challenge",
        "rps n’est rempli que pendant un défi en Ceinture noire",
    )
    need(
        step != "rps" or s.options.variant == "black_belt",
        "rock-paper-scissors is the Black Belt variant",
        "le pierre-feuille-ciseaux n’existe que dans la variante Ceinture noire",
    )
    need(
        (s.attacker is None) or s.attacker != s.dealer,
        "the attacker is not the dealer",
        "l’attaquant n’est pas le donneur",
    )
    need(
        step not in ("rps", "swap") or s.attacker is not None,
        "a challenge has an attacker",
        "un défi a un attaquant",
    )
    need(
        step not in ("swap", "trophy") or s.winner is not None,
        "a challenge has a winner",
        "un défi a un vainqueur",
    )
    need(
        s.winner is None or s.winner in (s.attacker, s.dealer),
        "the winner is the attacker or the dealer",
        "le vainqueur est l’attaquant ou le donneur",
    )
    need(
        step in ("swap", "train", "trophy") or (s.winner is None and s.pending is None),
        "nobody has won a challenge yet",
        "personne n’a encore remporté de défi",
    )
    need(
        step not in ("challenge", "rps", "swap") or full,
        "everyone holds a card",
        "chaque joueur a une carte",
    )
    need(
        step != "recruit" or not full,
        "someone still waits for a card",
        "un joueur au moins attend encore sa carte",
    )
    need(
        step != "train" or not all(h is None for h in s.hands),
        "someone holds a card",
        "un joueur au moins a encore sa carte",
    )
    need(
        step not in ("trophy", "over") or all(h is None for h in s.hands),
        "every card is placed",
        "toutes les cartes sont posées",
    )
    need(
        step != "trophy"
        or (
            s.pending is not None
            and s.winner is not None
            and bool(trophy_spots(s.dojos[s.winner], s.trophies[s.winner], s.pending))
        ),
        "the winner has a trophy and room for it",
        "le vainqueur a un TROPHÉE et une place pour lui",
    )
    need(
        s.shown <= {p for p in range(n) if s.hands[p] is not None},
        "only held cards are shown",
        "seules les cartes que les joueurs ont en main sont montrées",
    )
    need(
        s.pending is None or s.options.variant != "white_belt" or step == "swap" or step == "train",
        "White Belt trophies are kept, not placed",
        "en Ceinture blanche, les TROPHÉES sont gardés, pas placés",
    )
    _check_challenges(s, need)
    _check_trophies(s)


def _check_challenges(s: DojoState, need: Any) -> None:
    """Who challenged, what is shown, who trains: as the engine's flow (state.py) leaves them."""
    step, n, variant = s.step, s.players, s.options.variant
    if step != "over" and _random_round(s.options, s.round):
        need(
            step == "train" and s.attacker is None,
            f"with 5 players, round {s.round} is dealt at random and has no challenge: the round "
            "goes straight to training",
            f"à 5 joueurs, le tour {s.round} est distribué au hasard et n’a pas de défi : le "
            "tour passe directement à l’entraînement",
        )
    need(
        s.attacker is not None or (step not in ("rps", "swap") and s.winner is None),
        "a challenge has an attacker",
        "un défi a un attaquant",
    )
    need(
        s.attacker is None or step in ("rps", "swap") or s.winner is not None,
        "there is an attacker only once a challenge has begun this round",
        "il n’y a d’attaquant qu’une fois un défi lancé ce tour-ci",
    )
    need(
        s.pending is None or s.winner is not None,
        "a trophy is pending only for the winner of this round's challenge",
        "un TROPHÉE n’est en attente que pour le vainqueur du défi de ce tour",
    )
    need(
        s.rps is None or (variant == "black_belt" and s.attacker is not None),
        "rps is set only during a Black Belt challenge",
        "rps n’est rempli que pendant un défi en Ceinture noire",
    )
    need(
        s.rps is not None or variant != "black_belt" or s.attacker is None,
        "a Black Belt challenge keeps its rock-paper-scissors score in rps until the round ends",
        "un défi en Ceinture noire garde le score du pierre-feuille-ciseaux dans rps jusqu’à la "
        "fin du tour",
    )
    if s.rps is not None:
        turn, sign, bonus_a, bonus_d = s.rps
        need(
            turn < 3 if step == "rps" else (turn == 3 and sign is None),
            f"the rock-paper-scissors turn is {turn}: 0 to 2 while they play, 3 (and no sign "
            "waiting) once the challenge is decided",
            f"la manche de pierre-feuille-ciseaux est {turn} : de 0 à 2 pendant le jeu, 3 (et "
            "aucun signe en attente) une fois le défi tranché",
        )
        need(
            bonus_a + bonus_d <= turn,
            f"rps counts {bonus_a} + {bonus_d} wins in {turn} rounds of rock-paper-scissors",
            f"rps compte {bonus_a} + {bonus_d} victoires en {turn} manches de "
            "pierre-feuille-ciseaux",
        )
    attacker, dealer = s.attacker, s.dealer
    a = s.hands[attacker] if attacker is not None else None
    d = s.hands[dealer]
    if step == "swap" and attacker is not None and a is not None and d is not None:
        bonus_a, bonus_d = (s.rps[2], s.rps[3]) if s.rps else (0, 0)
        best = attacker if a.belt + bonus_a >= d.belt + bonus_d else dealer
        need(
            s.winner == best,
            f"belts {a.belt}+{bonus_a} (attacker P{attacker + 1}) against {d.belt}+{bonus_d} "
            f"(dealer P{dealer + 1}) make P{best + 1} the winner; the attacker wins ties",
            f"les ceintures {a.belt}+{bonus_a} (attaquant P{attacker + 1}) contre "
            f"{d.belt}+{bonus_d} (donneur P{dealer + 1}) font de P{best + 1} le vainqueur ; "
            "l’attaquant gagne les égalités",
        )
    holding = {p for p in range(n) if s.hands[p] is not None}
    duel = {s.attacker, s.dealer} if s.attacker is not None else set()
    need(
        s.shown == duel & holding,
        "the cards shown are the attacker's and the dealer's, from the challenge until each "
        "trains, and none without a challenge",
        "les cartes montrées sont celles de l’attaquant et du donneur, du défi jusqu’à ce que "
        "chacun s’entraîne, et aucune sans défi",
    )
    if step == "train":
        seats = s.seats_from_left()
        done = seats[: n - len(holding)]
        late = next((p for p in done if p in holding), None)
        first = next((p for p in seats if p not in holding), None)
        need(
            late is None,
            f"players train in turn from the dealer's left: P{(first or 0) + 1} has placed his "
            f"card before P{(late or 0) + 1}",
            f"les joueurs s’entraînent à tour de rôle depuis la gauche du donneur : "
            f"P{(first or 0) + 1} a posé son TATAMI avant P{(late or 0) + 1}",
        )
    need(
        s.winner is None or s.up is None,
        "the challenge's winner took the face-up trophy: none is face up before the next round",
        "le vainqueur du défi a pris le TROPHÉE en jeu : aucun n’est face visible avant le tour "
        "suivant",
    )
    last_challenged = step == "over" and not _random_round(s.options, ROUNDS)
    need(
        s.up is not None or not s.pile or s.winner is not None or last_challenged,
        "a trophy of the pile is face up at the start of every round while the pile has one; "
        "only this round's challenge can have taken it",
        "un TROPHÉE de la pile est retourné au début de chaque tour tant que la pile en a ; "
        "seul le défi de ce tour a pu le prendre",
    )


def _plural(k: int, one: str, many: str) -> str:
    return f"{k} {one if k == 1 else many}"


def _pluriel(k: int, un: str, plusieurs: str) -> str:
    """French counts: singular for 0 and 1."""
    return f"{k} {un if k < 2 else plusieurs}"


def _check_trophies(s: DojoState) -> None:
    """Challenges won and trophies held: one challenge at most a round (none in the random
    rounds of a 5-player game), one trophy at most per challenge won, White Belt trophies kept
    aside."""
    total, rounds_done = sum(s.won), min(s.round - 1, ROUNDS)
    played = sum(not _random_round(s.options, r) for r in range(1, rounds_done + 1))
    played += s.winner is not None
    if total > played:
        if s.step == "over":
            when_en, when_fr = "in the 12 rounds", "en 12 tours"
        else:
            when_en = f"by round {s.round} at step {s.step}"
            when_fr = f"au tour {s.round}, à l’étape {s.step},"
        raise InvalidPosition(
            f"won: the players have won {_plural(total, 'challenge', 'challenges')}, but "
            f"{when_en} at most {played} can have been played (one a round at most; none in "
            "rounds 1 and 12 with 5 players)",
            f"won : les joueurs ont remporté {_pluriel(total, 'défi', 'défis')}, mais {when_fr} "
            f"{played} au plus {'a pu être joué' if played < 2 else 'ont pu être joués'} (un par "
            "tour au plus ; aucun aux tours 1 et 12 "
            "à 5 joueurs)",
        )
    if s.winner is not None and s.won[s.winner] == 0:
        who = f"P{s.winner + 1}"
        raise InvalidPosition(
            f"won: {who} won this round's challenge, but his count of challenges won is 0",
            f"won : {who} a remporté le défi de ce tour, mais son compte de défis remportés est 0",
        )
    if s.options.variant == "white_belt" and any(s.trophies):
        p = next(p for p in range(s.players) if s.trophies[p])
        raise InvalidPosition(
            f"trophies: in the White Belt variant trophies are kept aside, not placed, but P{p + 1} "
            "has placed some",
            f"trophies : en Ceinture blanche, les TROPHÉES sont gardés de côté, pas placés, mais "
            f"P{p + 1} en a placé",
        )
    for p in range(s.players):
        held = len(s.trophies[p]) + s.kept[p] + (s.pending is not None and s.winner == p)
        if held > s.won[p]:
            raise InvalidPosition(
                f"P{p + 1} holds {_plural(held, 'trophy', 'trophies')} (placed, kept aside or "
                f"pending) but has won {_plural(s.won[p], 'challenge', 'challenges')}: each "
                "challenge won brings one trophy at most",
                f"P{p + 1} a {_pluriel(held, 'TROPHÉE', 'TROPHÉES')} (sur son dojo, de côté ou en "
                f"attente) mais a remporté {_pluriel(s.won[p], 'défi', 'défis')} : chaque défi "
                "remporté rapporte un TROPHÉE au plus",
            )
    taken = len(TROPHY_SET) - len(s.pile) - (s.up is not None)
    if taken > total:
        raise InvalidPosition(
            f"{taken} of the 12 trophies {'is' if taken == 1 else 'are'} neither in the pile nor "
            f"face up, but the players have won {_plural(total, 'challenge', 'challenges')}: a "
            "trophy leaves the table only with a challenge's winner",
            f"{taken} des 12 TROPHÉES {'n’est' if taken == 1 else 'ne sont'} ni dans la pile ni "
            f"face visible, mais les joueurs ont remporté {_pluriel(total, 'défi', 'défis')} : un "
            "TROPHÉE ne quitte la table qu’avec le vainqueur d’un défi",
        )


def to_json(state: DojoState) -> str:
    """The JSON record; a view's has a ``"view"`` key and marks what it hides (``??``, ``?``)."""
    f = _fields(state)
    record: dict[str, Any] = {"game": "dojo", "format": FORMAT}
    if state.view_of is not None:
        record["view"] = state.view_of
    for key in KEYS:
        record[key] = f[key]
    record["hands"] = f["hands"].split(",")
    record["dojos"] = [
        {cell_name(c): str(card) for c, card in enumerate(d) if card} for d in state.dojos
    ]
    record["trophies"] = [
        {(str(i + 1) if kind == "row" else "abcdefg"[i]): TROPHY_LETTERS[t] for kind, i, t in tr}
        for tr in state.trophies
    ]
    return json.dumps(record)


def from_json(text: str) -> DojoState:
    text = reading.bounded(text, reading.MAX_RECORD, ("a Dojo record", "un enregistrement Dojo"))
    record = reading.read_json(text, limit=reading.MAX_RECORD, what=("this", "ce texte"))
    if isinstance(record, dict) and "view" in record:
        said = record["view"] if isinstance(record["view"], str) else type(record["view"]).__name__
        _refuse_view(f"view={said}")
    if not isinstance(record, dict) or set(record) != {"game", "format", *KEYS}:
        raise InvalidPosition(
            f"a Dojo record is an object with the keys game, format, {', '.join(KEYS)}",
            f"un enregistrement Dojo est un objet avec les clés game, format, {', '.join(KEYS)}",
        )
    form = record["format"]
    if record["game"] != "dojo" or type(form) is not int or form != FORMAT:
        raise InvalidPosition(
            f"this record is not a Dojo position of format {FORMAT}",
            f"cet enregistrement n’est pas une position de Dojo au format {FORMAT}",
        )
    hands, dojos, trophies = record["hands"], record["dojos"], record["trophies"]
    if not (isinstance(hands, list) and all(isinstance(h, str) for h in hands)):
        raise InvalidPosition(
            "'hands' is a list of cards or '-'", "'hands' est une liste de cartes ou de '-'"
        )
    for name, value in (("dojos", dojos), ("trophies", trophies)):
        if not (
            isinstance(value, list)
            and all(
                isinstance(d, dict)
                and all(isinstance(k, str) and isinstance(v, str) for k, v in d.items())
                for d in value
            )
        ):
            raise InvalidPosition(
                f"'{name}' is a list of objects mapping text to text",
                f"'{name}' est une liste d’objets qui associent du texte à du texte",
            )
    pieces = [*hands, *(t for d in (*dojos, *trophies) for item in d.items() for t in item)]
    if any(sep in t for t in pieces for sep in ",;:"):
        raise InvalidPosition(
            "'hands', 'dojos' and 'trophies' hold cards, cells and letters without ',', ';' or ':'",
            "'hands', 'dojos' et 'trophies' contiennent des cartes, des cases et des lettres, "
            "sans ',', ';' ni ':'",
        )
    fields = {k: record[k] for k in KEYS}
    fields["hands"] = ",".join(hands)
    fields["dojos"] = ";".join(",".join(f"{k}:{v}" for k, v in d.items()) or "-" for d in dojos)
    fields["trophies"] = ";".join(
        ",".join(f"{k}:{v}" for k, v in t.items()) or "-" for t in trophies
    )
    if not all(
        isinstance(v, str) and v and not any(ch.isspace() for ch in v) for v in fields.values()
    ):
        raise InvalidPosition(
            "every field of a Dojo record is text without spaces",
            "chaque champ d’un enregistrement Dojo est un texte sans espaces",
        )
    return _build(fields)


# Column trophies are named so the module's readers see both colours in one place.
assert set(COLUMN_TROPHIES).isdisjoint(ROW_TROPHIES)
