"""Dojo Kun positions as text: the JSON record, and the position code that carries it.

A Dojo Kun position holds up to four Dojos with their athletes, the village, four decks and a
tournament bracket: too much for a line a person reads. The **record** (``to_json``) is that
position as JSON, every field named as in :class:`~gamekit.dojo_kun.state.DojoKunState`. The
**code** (``encode``) is the same record, compact, compressed and written in URL-safe letters
after the game's name, so it fits in a link::

    dojo-kun eNqVVMtu2zAQ_BVD5xwoPyTZ...

Reading either checks every part, as the other games' readers do: the numbers and names each
field may hold, every card, tile and Secret Technique in one place at most and of the season
in play, the spaces of each Dojo matching its expansions, the step and the tournament agreeing,
so a position that loads is one the rules can play on. A player's view (the decks' order
hidden, the seed withheld) prints and serialises, and is refused as a position, saying why.

>>> from gamekit.dojo_kun.game import GAME
>>> state = GAME.new_state(seed=5, players=3)
>>> decode(encode(state)) == state, encode(state).startswith("dojo-kun ")
(True, True)
>>> decode(encode(state.view(0)))
Traceback (most recent call last):
...
gamekit.core.InvalidPosition: this is a player's view: the order of the decks (and the seed) are hidden from him, so it cannot be played on
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from typing import Any

from gamekit import reading
from gamekit.core import InvalidPosition
from gamekit.dojo_kun import tournament
from gamekit.dojo_kun.actions import SLOTS, TOKENS
from gamekit.dojo_kun.data import (
    ADVENTURES,
    ATHLETES,
    BRACKET,
    DOJO_SPACES,
    DOJOS,
    EQUIPMENT,
    EXPANSIONS,
    KI_MOST,
    LEVEL_CAP,
    PRELUDE_TURNS,
    PRESTIGE_MOST,
    RESERVATION_TILES,
    REVEALED,
    ROW,
    SENPAI,
    SKULL,
    SPECIAL_MOVES,
    STARTING_EQUIPMENT,
    TECHNIQUES,
    TICK_MOST,
    TOURNAMENT_ATHLETES,
)
from gamekit.dojo_kun.prelude import tokens_left
from gamekit.dojo_kun.state import (
    HIDDEN,
    STEPS,
    Dojo,
    DojoKunState,
    Entrant,
    Member,
    Options,
    Tournament,
)

PREFIX = "dojo-kun "
"""What every code starts with: the game's name, then the packed record."""

FORMAT = 1
"""The record's format; a reader refuses any other."""

RECORD = ("a Dojo Kun record", "un enregistrement Dojo Kun")
CODE = ("a Dojo Kun code", "un code Dojo Kun")

MOST = PRESTIGE_MOST
"""The largest Prestige a record may give: the engine keeps Prestige within it."""

TICKS = TICK_MOST
"""The largest chance counter a record may give: the engine's counter starts again after it."""

FACES = 6


# -- writing ---------------------------------------------------------------------------------


def record(state: DojoKunState) -> dict[str, Any]:
    """The position as plain data (what ``to_json`` writes)."""
    t = state.tournament
    return {
        "game": "dojo-kun",
        "format": FORMAT,
        "players": state.options.players,
        "seats": list(state.options.seats),
        "chance": state.options.chance,
        "handicap": state.options.handicap,
        "seed": state.seed,
        "tick": state.tick,
        "season": state.season,
        "turn": state.turn,
        "first": state.first,
        "step": state.step,
        "to_play": state.to_play,
        "dojos": [_dojo(d) for d in state.dojos],
        "placed": [[list(e) for e in entries] for entries in state.placed],
        "offer_athletes": list(state.offer_athletes),
        "offer_equipment": list(state.offer_equipment),
        "move_row": list(state.move_row),
        "adventure_row": list(state.adventure_row),
        "decks": [list(deck) for deck in state.decks],
        "techniques": list(state.techniques),
        "reservations": list(state.reservations),
        "tournament": None if t is None else _tournament(t),
        "skull_prestige": state.skull_prestige,
    }


def _dojo(d: Dojo) -> dict[str, Any]:
    return {
        "name": d.name,
        "athletes": [None if m is None else _member(m) for m in d.athletes],
        "equipment": list(d.equipment),
        "expansions": d.expansions,
        "prestige": d.prestige,
        "reservation": d.reservation,
        "tournaments_won": d.tournaments_won,
    }


def _member(m: Member) -> dict[str, Any]:
    return {
        "card": m.card,
        "levels": list(m.levels),
        "ki": m.ki,
        "techniques": list(m.techniques),
        "moves": list(m.moves),
        "wounds": list(m.wounds),
    }


def _tournament(t: Tournament) -> dict[str, Any]:
    return {
        "sent": [None if s is None else list(s) for s in t.sent],
        "reserved": list(t.reserved),
        "given": list(t.given),
        "rounds": [[None if e is None else [e.owner, e.space] for e in r] for r in t.rounds],
        "fight": t.fight,
        "predictions": list(t.predictions),
        "roll": None if t.roll is None else [list(faces) for faces in t.roll],
        "wounds": [list(w) for w in t.wounds],
        "skulls": list(t.skulls),
        "dropped": [[e.owner, e.space] for e in t.dropped],
    }


def to_json(state: DojoKunState) -> str:
    """The position's record as indented JSON."""
    return json.dumps(record(state), indent=1)


def encode(state: DojoKunState) -> str:
    """The position code: ``dojo-kun`` and the compact record, compressed, in base64url."""
    return PREFIX + reading.pack(json.dumps(record(state), separators=(",", ":")))


# -- reading ---------------------------------------------------------------------------------


def decode(text: str) -> DojoKunState:
    """The position a code describes, checked; :class:`InvalidPosition` says what is wrong."""
    text = reading.bounded(text, reading.MAX_CODE, CODE).strip()
    if not text.startswith(PREFIX.strip()):
        raise InvalidPosition(
            f"a Dojo Kun code starts with 'dojo-kun', not {reading.excerpt(text[:12])}",
            f"un code Dojo Kun commence par « dojo-kun », pas {reading.excerpt(text[:12])}",
        )
    body = reading.unpack(text[len(PREFIX.strip()) :], limit=reading.MAX_RECORD, encoding="ascii")
    if body is None:
        raise InvalidPosition(
            "this Dojo Kun code is damaged: it was cut short or some of its letters changed "
            "(copy it again whole)",
            "ce code Dojo Kun est abîmé : il a été coupé ou certaines de ses lettres ont changé "
            "(copiez-le de nouveau en entier)",
        )
    return _from_record(reading.read_json(body, limit=reading.MAX_RECORD, what=RECORD))


def from_json(text: str) -> DojoKunState:
    """The position a record describes, checked."""
    return _from_record(reading.read_json(text, limit=reading.MAX_RECORD, what=RECORD))


def _bad(en: str, fr: str) -> InvalidPosition:
    return InvalidPosition(en, fr)


def _from_record(r: Any) -> DojoKunState:
    if not isinstance(r, dict) or r.get("game") != "dojo-kun":
        raise _bad(
            "not a Dojo Kun record (its 'game' is not 'dojo-kun')",
            "ce n’est pas un enregistrement Dojo Kun (son 'game' n’est pas 'dojo-kun')",
        )
    if _plain_int(r.get("format")) != FORMAT:
        raise _bad("unknown Dojo Kun record format", "format d’enregistrement Dojo Kun inconnu")
    known = set(_KEYS) | {"game", "format"}
    extra = sorted(k for k in r if k not in known)
    if extra:
        name = reading.excerpt(str(extra[0]))
        raise _bad(f"the record has an unknown field {name}", f"champ inconnu {name}")
    missing = [k for k in _KEYS if k not in r]
    if missing:
        raise _bad(f"the record has no field {missing[0]!r}", f"il manque le champ {missing[0]!r}")
    if r["seed"] is None or _hides_a_deck(r["decks"]):
        raise _bad(
            "this is a player's view: the order of the decks (and the seed) are hidden from "
            "him, so it cannot be played on",
            "c’est la vue d’un joueur : l’ordre des pioches (et la graine) lui sont cachés, on "
            "ne peut donc pas y jouer",
        )
    state = _build(r)
    _check(state)
    return state


_KEYS = (
    "players",
    "seats",
    "chance",
    "handicap",
    "seed",
    "tick",
    "season",
    "turn",
    "first",
    "step",
    "to_play",
    "dojos",
    "placed",
    "offer_athletes",
    "offer_equipment",
    "move_row",
    "adventure_row",
    "decks",
    "techniques",
    "reservations",
    "tournament",
    "skull_prestige",
)


def _hides_a_deck(decks: Any) -> bool:
    return isinstance(decks, list) and any(
        isinstance(deck, list) and any(c in (HIDDEN, "?") for c in deck) for deck in decks
    )


def _plain_int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _int(value: Any, what: str, low: int, high: int, fr: str = "") -> int:
    """A whole number in ``low..high`` (JSON's true and false are not numbers here)."""
    n = _plain_int(value)
    if n is None or not low <= n <= high:
        said = reading.excerpt(json.dumps(value))
        raise _bad(
            f"{what} is a whole number from {low} to {high}, not {said}",
            f"{fr or what} est un nombre entier de {low} à {high}, pas {said}",
        )
    return n


def _one_of(value: Any, what: str, allowed: Any, fr: str = "") -> Any:
    if isinstance(value, (str, int)) and not isinstance(value, bool) and value in allowed:
        return value
    said = reading.excerpt(json.dumps(value))
    names = ", ".join(map(str, allowed))
    raise _bad(f"{what} is one of {names}, not {said}", f"{fr or what} vaut {names}, pas {said}")


def _list(value: Any, what: str, most: int, fr: str = "", size: int | None = None) -> list[Any]:
    if (
        not isinstance(value, list)
        or len(value) > most
        or (size is not None and len(value) != size)
    ):
        count = f"{size}" if size is not None else f"at most {most}"
        count_fr = f"{size}" if size is not None else f"au plus {most}"
        raise _bad(
            f"{what} is a list of {count} items",
            f"{fr or what} est une liste de {count_fr} éléments",
        )
    return value


def _maybe(value: Any, read: Callable[[Any], Any]) -> Any:
    return None if value is None else read(value)


def _build(r: dict[str, Any]) -> DojoKunState:
    players = _int(r["players"], "players", 1, 4, "le nombre de joueurs")
    seats = tuple(
        _one_of(s, "a seat's Dojo", DOJOS, "le Dojo d’une place")
        for s in _list(r["seats"], "seats", 4, "les places", size=players)
    )
    if len(set(seats)) != players:
        raise _bad("two seats have the same Dojo", "deux places ont le même Dojo")
    chance = _one_of(r["chance"], "chance", ("seeded", "chosen"), "le hasard")
    if not isinstance(r["handicap"], bool):
        raise _bad("handicap is true or false", "handicap vaut true ou false")
    options = Options(players, () if seats == DOJOS[:players] else seats, chance, r["handicap"])
    seat = range(players)
    step = _one_of(r["step"], "step", STEPS, "l’étape")
    return DojoKunState(
        options=options,
        seed=_int(r["seed"], "seed", 0, 2**63, "la graine"),
        tick=_int(r["tick"], "tick", 0, TICKS, "le compteur de hasard"),
        season=_int(r["season"], "season", 0, 1, "la saison"),
        turn=_int(r["turn"], "turn", 0, PRELUDE_TURNS, "le tour"),
        first=_int(r["first"], "first", 0, players - 1, "le premier joueur"),
        step=step,
        to_play=_maybe(r["to_play"], lambda v: _int(v, "to_play", 0, players - 1, "le trait")),
        dojos=tuple(
            _read_dojo(d, p) for p, d in enumerate(_list(r["dojos"], "dojos", 4, size=players))
        ),
        placed=tuple(
            tuple(_read_placement(e) for e in _list(entries, "placements", 12, "les poses"))
            for entries in _list(r["placed"], "placed", 4, "les poses", size=players)
        ),
        offer_athletes=tuple(
            _maybe(c, lambda v: _one_of(v, "an athlete on offer", ATHLETES, "un athlète proposé"))
            for c in _list(r["offer_athletes"], "offer_athletes", REVEALED[players][0])
        ),
        offer_equipment=tuple(
            _maybe(c, lambda v: _one_of(v, "equipment on offer", EQUIPMENT, "un équipement"))
            for c in _list(r["offer_equipment"], "offer_equipment", REVEALED[players][1])
        ),
        move_row=tuple(
            _one_of(k, "a Special Move", SPECIAL_MOVES, "un Coup spécial")
            for k in _list(r["move_row"], "move_row", ROW)
        ),
        adventure_row=tuple(
            _one_of(k, "an Adventure", ADVENTURES, "une Aventure")
            for k in _list(r["adventure_row"], "adventure_row", ROW)
        ),
        decks=_read_decks(r["decks"]),
        techniques=tuple(
            _one_of(k, "a Secret Technique", TECHNIQUES, "une Technique secrète")
            for k in _list(r["techniques"], "techniques", len(TECHNIQUES))
        ),
        reservations=tuple(
            _one_of(k, "a Reservation tile", RESERVATION_TILES, "une tuile de Réservation")
            for k in _list(r["reservations"], "reservations", len(RESERVATION_TILES))
        ),
        tournament=_maybe(r["tournament"], lambda t: _read_tournament(t, seat)),
        skull_prestige=_int(r["skull_prestige"], "skull_prestige", 0, MOST),
    )


def _read_decks(value: Any) -> Any:
    athletes, equipment, moves, adventures = _list(value, "decks", 4, "les pioches", size=4)
    return (
        tuple(_one_of(c, "an athlete card", ATHLETES) for c in _list(athletes, "deck", 16)),
        tuple(_one_of(c, "an equipment tile", EQUIPMENT) for c in _list(equipment, "deck", 16)),
        tuple(_one_of(c, "a Special Move", SPECIAL_MOVES) for c in _list(moves, "deck", 16)),
        tuple(_one_of(c, "an Adventure", ADVENTURES) for c in _list(adventures, "deck", 16)),
    )


def _read_dojo(value: Any, p: int) -> Dojo:
    if not isinstance(value, dict) or set(value) != set(_DOJO_KEYS):
        raise _bad(
            f"P{p + 1}'s Dojo has the fields {', '.join(_DOJO_KEYS)}",
            f"le Dojo de P{p + 1} a les champs {', '.join(_DOJO_KEYS)}",
        )
    expansions = _int(value["expansions"], "expansions", 0, EXPANSIONS, "les agrandissements")
    spaces = DOJO_SPACES["athletes"] + expansions
    slots = DOJO_SPACES["equipment"] + expansions
    return Dojo(
        name=_one_of(value["name"], "a Dojo", DOJOS, "un Dojo"),
        athletes=tuple(
            _maybe(m, _read_member)
            for m in _list(value["athletes"], f"P{p + 1}'s athletes", spaces, size=spaces)
        ),
        equipment=tuple(
            _maybe(e, lambda v: _one_of(v, "equipment", EQUIPMENT, "un équipement"))
            for e in _list(value["equipment"], f"P{p + 1}'s equipment", slots, size=slots)
        ),
        expansions=expansions,
        prestige=_int(value["prestige"], "Prestige", 0, MOST),
        reservation=_maybe(
            value["reservation"],
            lambda v: _one_of(v, "a Reservation tile", RESERVATION_TILES, "une tuile"),
        ),
        tournaments_won=_int(value["tournaments_won"], "tournaments won", 0, 2, "tournois"),
    )


_DOJO_KEYS = (
    "name",
    "athletes",
    "equipment",
    "expansions",
    "prestige",
    "reservation",
    "tournaments_won",
)
_MEMBER_KEYS = ("card", "levels", "ki", "techniques", "moves", "wounds")


def _read_member(value: Any) -> Member:
    if not isinstance(value, dict) or set(value) != set(_MEMBER_KEYS):
        raise _bad(
            f"an athlete has the fields {', '.join(_MEMBER_KEYS)}",
            f"un athlète a les champs {', '.join(_MEMBER_KEYS)}",
        )
    card = _one_of(value["card"], "an athlete card", ATHLETES, "une carte d’athlète")
    levels = tuple(
        _int(v, "a level", 0, LEVEL_CAP, "un niveau")
        for v in _list(value["levels"], "levels", 4, "les niveaux", size=4)
    )
    wounds = tuple(
        _int(v, "a wound count", 0, LEVEL_CAP, "un nombre de blessures")
        for v in _list(value["wounds"], "wounds", 4, "les blessures", size=4)
    )
    techniques = tuple(
        _one_of(k, "a Secret Technique", TECHNIQUES, "une Technique secrète")
        for k in _list(value["techniques"], "techniques", 4)
    )
    moves = tuple(
        _one_of(k, "a Special Move", SPECIAL_MOVES, "un Coup spécial")
        for k in _list(value["moves"], "moves", len(SPECIAL_MOVES))
    )
    name = ATHLETES[card].name
    if len(set(techniques)) != len(techniques) or len(set(moves)) != len(moves):
        raise _bad(
            f"{name} holds the same Secret Technique or Special Move twice",
            f"{name} a deux fois la même Technique secrète ou le même Coup spécial",
        )
    if any(SPECIAL_MOVES[k].season == 0 for k in moves):
        raise _bad(
            f"{name} learnt an athlete's own move, which has no card",
            f"{name} a appris le coup propre d’un athlète, qui n’a pas de carte",
        )
    if any(w > v for w, v in zip(wounds, levels, strict=True)):
        raise _bad(
            f"{name} has more Wound counters in a discipline than levels",
            f"{name} a plus de blessures dans une discipline que de niveaux",
        )
    return Member(card, levels, _int(value["ki"], "Ki", 0, KI_MOST), techniques, moves, wounds)  # type: ignore[arg-type]


def _read_placement(value: Any) -> tuple[str, str]:
    token, slot = _list(value, "a placement", 2, "une pose", size=2)
    return (
        _one_of(token, "a token", TOKENS, "un pion"),
        _one_of(slot, "a slot", SLOTS, "un emplacement"),
    )


def _read_entrant(value: Any) -> Entrant:
    owner, space = _list(value, "an athlete of the bracket", 2, "un athlète du tableau", size=2)
    owner = _int(owner, "an owner", -1, 3, "un propriétaire")
    return Entrant(owner, _int(space, "a space", 0, max(SKULL), "une place"))


def _read_tournament(value: Any, seat: range) -> Tournament:
    keys = ("sent", "reserved", "given", "rounds", "fight", "predictions", "roll", "wounds")
    keys += ("skulls", "dropped")
    if not isinstance(value, dict) or set(value) != set(keys):
        raise _bad(
            f"the tournament has the fields {', '.join(keys)}",
            f"le tournoi a les champs {', '.join(keys)}",
        )
    n = len(seat)
    space = 2 + EXPANSIONS

    def spaces(v: Any) -> tuple[int, ...]:
        chosen = _list(v, "the athletes sent", TOURNAMENT_ATHLETES, "les athlètes envoyés")
        return tuple(_int(s, "a space", 0, space - 1, "une place") for s in chosen)

    def a_space(v: Any) -> int:
        return _int(v, "a space", 0, space - 1, "une place")

    sizes = [BRACKET // 2**i for i in range(4)]
    rounds = _list(value["rounds"], "rounds", 4, "les tours", size=4)
    roll = value["roll"]
    if roll is not None:
        roll = tuple(
            tuple(
                _int(f, "a die's face", 0, FACES - 1, "la face d’un dé")
                for f in _list(x, "faces", 24)
            )
            for x in _list(roll, "the roll", 3, "le lancer", size=3)
        )
    return Tournament(
        sent=tuple(_maybe(s, spaces) for s in _list(value["sent"], "sent", 4, size=n)),
        reserved=tuple(_maybe(s, a_space) for s in _list(value["reserved"], "reserved", 4, size=n)),
        given=tuple(_maybe(s, a_space) for s in _list(value["given"], "given", 4, size=n)),
        rounds=tuple(
            tuple(_maybe(e, _read_entrant) for e in _list(r, "a round", size, size=size))
            for r, size in zip(rounds, sizes, strict=True)
        ),
        fight=_int(value["fight"], "fight", 0, BRACKET - 1, "le combat"),
        predictions=tuple(
            _maybe(p, lambda v: _one_of(v, "a prediction", ("white", "black"), "un pronostic"))
            for p in _list(value["predictions"], "predictions", 4, size=n)
        ),
        roll=roll,
        wounds=tuple(
            (
                _int(w[0], "a wounded athlete's owner", 0, n - 1, "un propriétaire"),
                a_space(w[1]),
            )
            for w in (
                _list(x, "a wound to place", 2, "une blessure", size=2)
                for x in _list(value["wounds"], "wounds", 4, "les blessures")
            )
        ),
        skulls=tuple(
            _one_of(s, "a Skull Dojo athlete", SKULL, "un athlète du Dojo du Crâne")
            for s in _list(value["skulls"], "skulls", len(SKULL))
        ),
        dropped=tuple(_read_entrant(e) for e in _list(value["dropped"], "dropped", BRACKET)),
    )


# -- what a position must be -----------------------------------------------------------------


def _check(s: DojoKunState) -> None:
    """Everything a real game keeps true, beyond each field's own values."""
    season = s.season + 1
    if (s.step == "over") != (s.to_play is None):
        raise _bad(
            "a player is to act exactly when the game is not over",
            "un joueur a le trait exactement quand la partie n’est pas finie",
        )
    if s.step == "place" and (s.tournament is not None or s.turn >= PRELUDE_TURNS):
        raise _bad(
            f"placements happen in the {PRELUDE_TURNS} prelude turns, before the tournament",
            f"les poses ont lieu pendant les {PRELUDE_TURNS} tours du prélude, avant le tournoi",
        )
    if s.step not in ("place", "over") and (s.tournament is None or s.turn != PRELUDE_TURNS):
        raise _bad(
            f"step {s.step} is a tournament's, and there is no tournament",
            f"l’étape {s.step} est celle d’un tournoi, et il n’y a pas de tournoi",
        )
    if s.step == "over" and s.season != 1:
        raise _bad(
            "the game is over after the second season's tournament",
            "la partie finit après le tournoi de la seconde saison",
        )
    if s.step == "roll" and s.options.chance != "chosen":
        raise _bad(
            "a roll waits to be set by hand only in a game made with chance=chosen",
            "un lancer n’attend d’être fixé à la main que dans une partie en chance=chosen",
        )
    if not s.solo and s.skull_prestige:
        raise _bad(
            "the Skull Dojo scores only in the single player mode",
            "le Dojo du Crâne ne marque qu’en mode solo",
        )
    _check_cards(s, season)
    for p, dojo in enumerate(s.dojos):
        _check_dojo(s, p, dojo)
    if sum(d.tournaments_won for d in s.dojos) > s.season + (s.step == "over"):
        raise _bad(
            "more tournaments won than tournaments fought",
            "plus de tournois remportés que de tournois disputés",
        )
    held = [d.reservation for d in s.dojos if d.reservation is not None]
    if Counter([*held, *s.reservations]) != Counter(RESERVATION_TILES):
        raise _bad(
            "each Reservation tile is either free or held by one Dojo",
            "chaque tuile de Réservation est libre ou détenue par un seul Dojo",
        )
    if len(set(s.techniques)) != len(s.techniques):
        raise _bad(
            "Master YANG has one Secret Technique of each kind",
            "Maître YANG a une Technique secrète de chaque sorte",
        )
    if s.step == "place" and s.to_play is not None and not any(tokens_left(s, s.to_play)):
        raise _bad(
            f"P{s.to_play + 1} has no token left to place this turn, so it is not his turn",
            f"P{s.to_play + 1} n’a plus de pion à poser ce tour-ci : ce n’est pas à lui de jouer",
        )
    if s.tournament is not None and s.step not in ("place", "over"):
        _check_decision(s)
    if s.tournament is None:
        if any(any(m.wounds) for d in s.dojos for m in d.athletes if m):
            raise _bad(
                "Wound counters are healed after each tournament",
                "les blessures sont soignées après chaque tournoi",
            )
    else:
        _check_tournament(s, s.tournament)


def _check_cards(s: DojoKunState, season: int) -> None:
    athletes = [m.card for d in s.dojos for m in d.athletes if m]
    athletes += [c for c in s.offer_athletes if c is not None] + list(s.decks[0])
    equipment = [e for d in s.dojos for e in d.equipment if e is not None]
    equipment += [e for e in s.offer_equipment if e is not None] + list(s.decks[1])
    moves = [k for d in s.dojos for m in d.athletes if m for k in m.moves]
    moves += [*s.move_row, *s.decks[2]]
    adventures = [*s.adventure_row, *s.decks[3]]
    for cards, en, fr in (
        (athletes, "athlete card", "carte d’athlète"),
        (equipment, "equipment tile", "tuile d’équipement"),
        (moves, "Special Move card", "carte de Coup spécial"),
        (adventures, "Adventure card", "carte d’Aventure"),
    ):
        twice = [c for c, k in Counter(cards).items() if k > 1]
        if twice:
            raise _bad(
                f"the {en} {twice[0]} is in two places at once",
                f"la {fr} {twice[0]} est à deux endroits à la fois",
            )
    of_season = (
        (s.offer_athletes + s.decks[0], ATHLETES, "athletes"),
        (s.offer_equipment + s.decks[1], EQUIPMENT, "equipment"),
        (s.move_row + s.decks[2], SPECIAL_MOVES, "Special Moves"),
        (s.adventure_row + s.decks[3], ADVENTURES, "Adventures"),
    )
    for cards, table, en in of_season:
        if any(table[c].season != season for c in cards if c is not None):  # type: ignore[index]
            raise _bad(
                f"the village's {en} and their deck are all of season {season}",
                f"les cartes du village et leur pioche sont toutes de la saison {season}",
            )
    later = (
        any(ATHLETES[c].season > season for c in athletes)
        or any(EQUIPMENT[e].season > season for e in equipment)
        or any(SPECIAL_MOVES[k].season > season for k in moves)
    )
    if later:
        raise _bad(
            f"a card of season {season + 1} is in play in season {season}",
            f"une carte de la saison {season + 1} est en jeu pendant la saison {season}",
        )


def _check_dojo(s: DojoKunState, p: int, dojo: Dojo) -> None:
    who = f"P{p + 1}"
    if dojo.name != s.options.seats[p]:
        raise _bad(
            f"{who}'s Dojo is the {s.options.seats[p]}, as the seats say",
            f"le Dojo de {who} est le {s.options.seats[p]}, comme le disent les places",
        )
    senpai = dojo.athletes[0]
    if senpai is None or senpai.card != SENPAI[dojo.name]:
        name = ATHLETES[SENPAI[dojo.name]].name
        raise _bad(
            f"{who}'s Athlete 1 is his Dojo's Senpai, {name}",
            f"l’athlète 1 de {who} est le Senpai de son Dojo, {name}",
        )
    if dojo.equipment[0] != STARTING_EQUIPMENT[dojo.name]:
        raise _bad(
            f"{who}'s first equipment slot holds his Dojo's own equipment",
            f"le premier emplacement d’équipement de {who} porte l’équipement propre à son Dojo",
        )
    for m in dojo.athletes[1:]:
        if m is not None and ATHLETES[m.card].season == 0:
            raise _bad(
                f"a Senpai serves only his own Dojo: {ATHLETES[m.card].name} is in {who}'s",
                f"un Senpai ne sert que son Dojo : {ATHLETES[m.card].name} est dans celui de {who}",
            )
    for e in dojo.equipment[1:]:
        if e is not None and EQUIPMENT[e].season == 0:
            raise _bad(
                f"a Dojo's own equipment stays in its Dojo: {who} holds another's",
                f"l’équipement propre d’un Dojo y reste : {who} détient celui d’un autre",
            )
    if s.tournament is None and s.step != "over" and dojo.reservation is not None:
        pass  # tiles taken during the prelude are held until the tournament
    tokens = [t for t, _ in s.placed[p]]
    for token in set(tokens):
        if token != "M":
            space = int(token) - 1
            if space >= len(dojo.athletes) or dojo.athletes[space] is None:
                raise _bad(
                    f"{who} placed token {token}, but has no athlete in space {token}",
                    f"{who} a posé le pion {token}, mais n’a pas d’athlète à la place {token}",
                )
    if s.step != "place" and any(s.placed):
        raise _bad(
            "tokens go home at the end of each prelude turn",
            "les pions rentrent à la fin de chaque tour du prélude",
        )


def _check_tournament(s: DojoKunState, t: Tournament) -> None:
    def athlete(e: Entrant) -> None:
        if e.skull:
            if e.space not in SKULL:
                raise _bad("no such Skull Dojo athlete", "pas d’athlète du Dojo du Crâne ainsi")
        elif (
            e.owner >= s.players
            or e.space >= len(s.dojos[e.owner].athletes)
            or s.dojos[e.owner].athletes[e.space] is None
        ):
            raise _bad(
                f"the bracket names P{e.owner + 1}'s space {e.space + 1}, which is empty",
                f"le tableau nomme la place {e.space + 1} de P{e.owner + 1}, qui est vide",
            )

    seated = [e for r in t.rounds for e in r if e is not None]
    for e in (*seated, *t.dropped):
        athlete(e)
    if len(set(t.rounds[0]) - {None}) != sum(e is not None for e in t.rounds[0]):
        raise _bad(
            "an athlete has two places in the bracket",
            "un athlète a deux places dans le tableau",
        )
    drawn = {e.space for e in t.rounds[0] if e is not None and e.skull}
    if len(set(t.skulls)) != len(t.skulls) or drawn & set(t.skulls):
        raise _bad(
            "a Skull Dojo athlete is both in the bracket and in the pile",
            "un athlète du Dojo du Crâne est à la fois dans le tableau et dans la pile",
        )
    for i, r in enumerate(t.rounds[1:], 1):
        for j, e in enumerate(r):
            if e is not None and e not in t.rounds[i - 1][2 * j : 2 * j + 2]:
                raise _bad(
                    "an athlete goes on in the bracket only from the fight he won",
                    "un athlète ne progresse dans le tableau que depuis le combat qu’il a gagné",
                )
    for p, sent in enumerate(t.sent):
        if sent is None:
            if t.reserved[p] is not None or t.given[p] is not None:
                raise _bad(
                    f"P{p + 1} reserved or gave an athlete before sending any",
                    f"P{p + 1} a réservé ou confié un athlète avant d’en envoyer",
                )
            continue
        if len(set(sent)) != len(sent) or list(sent) != sorted(sent):
            raise _bad(
                "the athletes a Dojo sends are different spaces, in order",
                "les athlètes qu’un Dojo envoie sont des places différentes, dans l’ordre",
            )
        for space in sent:
            athlete(Entrant(p, space))
        for chosen in (t.reserved[p], t.given[p]):
            if chosen is not None and chosen not in sent:
                raise _bad(
                    "a reserved or given athlete is one the Dojo sent",
                    "un athlète réservé ou confié est l’un de ceux que le Dojo a envoyés",
                )
    _check_progress(s, t)
    if len(t.skulls) < _skulls_needed(s, t):
        raise _bad(
            "the Skull Dojo's pile holds too few athletes to fill the bracket",
            "la pile du Dojo du Crâne a trop peu d’athlètes pour remplir le tableau",
        )
    for owner, space in t.wounds:
        athlete(Entrant(owner, space))
    if t.roll is not None:
        for faces in t.roll[:2]:
            if len(faces) > 4 * LEVEL_CAP + 4:
                raise _bad("a roll has too many dice", "un lancer a trop de dés")
    for e in seated:
        if not e.skull and e not in _entrants(t):
            raise _bad(
                "the bracket holds only athletes their Dojo sent",
                "le tableau ne contient que des athlètes envoyés par leur Dojo",
            )


def _check_progress(s: DojoKunState, t: Tournament) -> None:
    """The bracket is where the tournament's step says: empty while the Dojos send, reserve and
    give; then the First Player's four and the reserved athletes, the others only when it fills;
    and a winner only for the fights already fought."""
    results = [e for r in t.rounds[1:] for e in r]  # fight i's winner is results[i]
    if any(e is not None for e in results[t.fight :]):
        raise _bad(
            f"fight {t.fight + 1} is the one being fought, but a later fight has a winner",
            f"le combat {t.fight + 1} est en cours, mais un combat suivant a un vainqueur",
        )
    if s.step not in ("send", "reserve", "give", "seat"):
        return
    if t.fight or any(e is not None for e in results):
        raise _bad(
            "no fight is fought before the bracket is full",
            "aucun combat n’a lieu avant que le tableau soit complet",
        )
    early = [e for e in t.rounds[0] if e is not None]
    if s.step != "seat" and early:
        raise _bad(
            "the bracket stays empty until every Dojo has sent, reserved and given",
            "le tableau reste vide tant que chaque Dojo n’a pas envoyé, réservé et confié",
        )
    for slot, e in enumerate(t.rounds[0]):
        if e is None or e.skull:
            continue
        given = t.given[e.owner] == e.space
        dotted = slot % 2 == 0  # the First Player's slots: the first of each quarter-final
        if given != dotted or (not given and t.reserved[e.owner] != e.space):
            raise _bad(
                f"P{e.owner + 1}'s athlete {e.space + 1} is seated before his turn, or in "
                "another's place",
                f"l’athlète {e.space + 1} de P{e.owner + 1} est placé avant son tour, ou à la "
                "place d’un autre",
            )


def _skulls_needed(s: DojoKunState, t: Tournament) -> int:
    """The Skull Dojo athletes still to be drawn: the bracket's free slots less the players'
    athletes still to be seated (a Dojo that has not sent yet sends two, or all it has)."""
    first = t.rounds[0]
    coming = 0
    for p, sent in enumerate(t.sent):
        if sent is None:
            has = sum(m is not None for m in s.dojos[p].athletes)
            coming += min(TOURNAMENT_ATHLETES, has)
        else:
            coming += sum(Entrant(p, space) not in first for space in sent)
    return sum(e is None for e in first) - coming


def _check_decision(s: DojoKunState) -> None:
    """The tournament waits for the decision it says, from the player it names: carried on from
    here, the tournament's own flow stops at this very state (the same step, the same player)."""
    try:
        same = tournament.next_decision(s) == s
    except (AssertionError, IndexError, KeyError, TypeError, ValueError):
        same = False
    if not same:
        who = f"P{s.to_play + 1}" if s.to_play is not None else "-"
        raise _bad(
            f"the tournament does not wait for {who} to {s.step} here: that decision is "
            "another player's, or not due",
            f"le tournoi n’attend pas que {who} décide ({s.step}) ici : cette décision revient "
            "à un autre joueur, ou n’est pas due",
        )


def _entrants(t: Tournament) -> set[Entrant]:
    return {Entrant(p, space) for p, sent in enumerate(t.sent) if sent for space in sent}
