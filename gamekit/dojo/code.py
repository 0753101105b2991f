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
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

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
    Card,
)
from gamekit.dojo.state import (
    CELLS,
    ROUNDS,
    VARIANTS,
    DojoState,
    Options,
    _bounds,
    trophy_spots,
)

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


def encode(state: DojoState) -> str:
    if any(c is not None and c.disciple == "?" for c in state.hands) or any(
        c is None for c in state.deck
    ):
        raise ValueError("a view hides cards: only a full state has a position code")
    fields = _fields(state)
    return "dojo " + " ".join(f"{k}={fields[k]}" for k in KEYS)


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
        "pile": "".join(letter[t] for t in state.pile) or "-",  # type: ignore[index]
        "deck": "".join(str(c) for c in state.deck) or "-",
        "hands": ",".join(str(c) if c else "-" for c in state.hands),
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
    if not isinstance(text, str):
        raise InvalidPosition(
            f"a position code is text, not {type(text).__name__}",
            f"un code de position est un texte, pas un objet {type(text).__name__}",
        )
    words = text.split()
    if not words or words[0] != "dojo":
        raise InvalidPosition(
            "a Dojo position code starts with the word 'dojo'",
            "un code de position de Dojo commence par le mot 'dojo'",
        )
    fields: dict[str, str] = {}
    for word in words[1:]:
        key, sep, value = word.partition("=")
        if not sep or key not in KEYS:
            raise InvalidPosition(
                f"{word!r} is not a field: fields are key=value with keys {', '.join(KEYS)}",
                f"{word!r} n’est pas un champ : un champ s’écrit clé=valeur, avec les clés "
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


def _int(text: str, what: str, low: int, high: int, fr: str = "") -> int:
    """``text`` as a number from ``low`` to ``high``; ``what`` names it (``fr``: in French,
    "le champ ``what``" by default)."""
    if not text.isdigit() or not low <= int(text) <= high:
        raise InvalidPosition(
            f"{what} is a number from {low} to {high}, not {text!r}",
            f"{fr or 'le champ ' + what} est un nombre de {low} à {high}, pas {text!r}",
        )
    return int(text)


def _player(text: str, n: int, what: str, optional: bool = True) -> int | None:
    if text == "-" and optional:
        return None
    if len(text) != 2 or text[0] != "P" or text[1] not in "12345" or int(text[1]) > n:
        raise InvalidPosition(
            f"{what} is a player P1..P{n}" + (" or -" if optional else "") + f", not {text!r}",
            f"le champ {what} est un joueur P1..P{n}"
            + (" ou -" if optional else "")
            + f", pas {text!r}",
        )
    return int(text[1]) - 1


def _card(text: str, what: str) -> Card:
    if text not in CARDS:
        raise InvalidPosition(
            f"{what}: {text!r} is not a card (a disciple M F T C B R and a belt 1-5, like T3)",
            f"{what} : {text!r} n’est pas une carte (un disciple M F T C B R et une ceinture "
            "1-5, comme T3)",
        )
    return CARDS[text]


def _trophy(letter: str, what: str) -> str:
    if letter not in TROPHY_OF_LETTER:
        raise InvalidPosition(
            f"{what}: {letter!r} is not a trophy letter (G I A M K B)",
            f"{what} : {letter!r} n’est pas une lettre de TROPHÉE (G I A M K B)",
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
            f"step is one of {', '.join(STEPS)}, not {step!r}",
            f"le champ step vaut {', '.join(STEPS[:-1])} ou {STEPS[-1]}, pas {step!r}",
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
                f"dojos : {where.strip().lower()!r} n’est pas une case (une colonne a-g et une "
                "ligne 1-5, comme d3)",
            ) from None
        if not sep or cells[index] is not None:
            raise InvalidPosition(
                f"dojos: {item!r} is not a new cell:card, like d3:T1",
                f"dojos : {item!r} n’est pas une paire case:carte sur une case encore libre, "
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
        if where in tuple("12345"):
            line, index = "row", int(where) - 1
        elif len(where) == 1 and where in "abcdefg":
            line, index = "column", "abcdefg".index(where)
        else:
            raise InvalidPosition(
                f"trophies: {item!r} is not row:letter or column:letter",
                f"trophies : {item!r} n’est ni ligne:lettre ni colonne:lettre",
            )
        if (line == "row") != (trophy in ROW_TROPHIES):
            raise InvalidPosition(
                f"trophies: {item!r} puts a trophy on the wrong kind of line "
                "(black ones beside rows, orange ones above columns)",
                f"trophies : {item!r} place un TROPHÉE du mauvais côté (les noirs à gauche "
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
            + ", ".join(
                [f"{k} too many {c}" for c, k in extra.items()]
                + [f"{k} {c} missing" for c, k in lacking.items()]
            ),
            "les 60 cartes ne font pas le compte : "
            + ", ".join(
                [f"{k} {c} en trop" for c, k in extra.items()]
                + [f"il manque {k} {c}" for c, k in lacking.items()]
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
    need(len(s.deck) >= 0, "", "")


def to_json(state: DojoState) -> str:
    f = _fields(state)
    record: dict[str, Any] = {"game": "dojo", "format": FORMAT}
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
    try:
        record = json.loads(text)
    except (TypeError, ValueError) as err:
        raise InvalidPosition(f"this is not JSON: {err}", f"ce n’est pas du JSON : {err}") from None
    if not isinstance(record, dict) or set(record) != {"game", "format", *KEYS}:
        raise InvalidPosition(
            f"a Dojo record is an object with the keys game, format, {', '.join(KEYS)}",
            f"un enregistrement Dojo est un objet avec les clés game, format, {', '.join(KEYS)}",
        )
    if record["game"] != "dojo" or record["format"] != FORMAT:
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
