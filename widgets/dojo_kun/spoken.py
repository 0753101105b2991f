"""The Dojo Kun board said aloud, for a screen reader and a keyboard: each slot, Secret
Technique, athlete and bracket seat a click may pick, named with what lies there and the marks
drawn on it; the village, the bracket, the Combat board and every Dojo in words; and what the
reading keys say.

The words are the game's own (:mod:`widgets.dojo_kun.words`: a slot's name, a card's text, an
athlete's card, the serpentine's steps; :mod:`widgets.dojo_kun.briefs`: a Dojo in brief); this
module only puts them together as the board shows them.

>>> import gamekit
>>> state = gamekit.load("dojo-kun").new_state(seed=3, players=2)
>>> shown = Shown(state, 1, ("P1", "P2"), selectable=(("slot", "expand"),))
>>> label(shown, ("slot", "waterfall"))
'Mystic Waterfalls: free'
>>> label(shown, ("slot", "expand"), lang="fr")
'P2, Agrandir le Dojo, on peut y aller : extensions 0/2'
>>> label(shown, ("athlete", 0))
'P2, space 1: Li Yun Dai: Crane 1, Bear 1 (Dan 2); Ki 1; his token at home'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from gamekit.dojo_kun import combat as combat_rules
from gamekit.dojo_kun.actions import OFFERS, VILLAGE
from gamekit.dojo_kun.activities import Turn
from gamekit.dojo_kun.combat import CombatError
from gamekit.dojo_kun.data import (
    DICE,
    DISCIPLINE_OF_COLOUR,
    EXPANSIONS,
    SPECIAL_MOVES,
    TECHNIQUES,
)
from gamekit.dojo_kun.state import HIDDEN, DojoKunState, Entrant
from gamekit.dojo_kun.tournament import FIGHTS
from widgets.dojo_kun.briefs import WORDS as BRIEF_WORDS
from widgets.dojo_kun.briefs import brief_text, briefs_text, points
from widgets.dojo_kun.pictures import (
    Bout,
    Pick,
    entrant_label,
    mode,
    offers_in_play,
    picks_shown,
    result_text,
)
from widgets.dojo_kun.pictures.bracket import ROUNDS
from widgets.dojo_kun.pictures.layout import DOJO_REGIONS
from widgets.dojo_kun.pictures.style import word
from widgets.dojo_kun.pictures.village import where_tokens_stand
from widgets.dojo_kun.words import (
    athlete_text,
    card_text,
    discipline,
    fight_name,
    prompt,
    serpentine_steps,
    slot_name,
    stage_text,
    symbol,
    symbols,
    token_name,
    verdict,
)
from widgets.i18n import Table, colon, say, semicolon

SPOKEN: Table = {
    "board": {"en": "Dojo Kun board", "fr": "Plateau de Dojo Kun"},
    "free": {"en": "free", "fr": "libre"},
    "taken": {"en": "taken", "fr": "carte prise"},
    "here": {"en": "{tokens} here", "fr": "{tokens} ici"},
    "hidden": {"en": "a card face down", "fr": "une carte face cachée"},
    "techniques": {
        "en": "Secret Techniques on offer: {items}",
        "fr": "Techniques secrètes proposées : {items}",
    },
    "no_technique": {"en": "no Secret Technique left", "fr": "plus de Technique secrète"},
    "technique": {
        "en": "Secret Technique at Master YANG: {discipline}, +1 {symbol} on every roll, {ki} Ki",
        "fr": "Technique secrète du Maître YANG : {discipline}, +1 {symbol} à chaque lancer, "
        "{ki} Ki",
    },
    "tiles": {
        "en": "free Reservation tiles: {items}",
        "fr": "tuiles de Réservation libres : {items}",
    },
    "no_tiles": {"en": "no Reservation tile left", "fr": "plus de tuile de Réservation"},
    "space": {"en": "space {n}", "fr": "espace {n}"},
    "empty": {"en": "empty", "fr": "vide"},
    "not_built": {
        "en": "not built yet (an expansion)",
        "fr": "pas encore construit (une extension)",
    },
    "no_equipment": {"en": "no equipment", "fr": "pas d’équipement"},
    "at_home": {"en": "his token at home", "fr": "son pion au Dojo"},
    "away": {"en": "his token on {slot}", "fr": "son pion sur {slot}"},
    "target": {"en": "may go here", "fr": "on peut y aller"},
    "picked": {
        "en": "chosen, its choices wait under the board",
        "fr": "choisi, ses choix attendent sous le plateau",
    },
    "refused": {"en": "refused", "fr": "refusé"},
    "last": {"en": "the last token placed ({who})", "fr": "le dernier pion posé ({who})"},
    "seat": {"en": "Slot {n}, {fight}, {side}", "fr": "Place {n}, {fight}, {side}"},
    "dropped": {"en": "out of the tournament", "fr": "hors du tournoi"},
    "fighting": {"en": "fighting now", "fr": "combat en cours"},
    "to_come": {"en": "to come", "fr": "à venir"},
    "against": {"en": "{white} against {black}", "fr": "{white} contre {black}"},
    "predicted": {"en": "{who} predicts {side}", "fr": "{who} parie sur le {side}"},
    "activities": {"en": "The activities", "fr": "Les activités"},
    "cards": {"en": "Special Moves and Adventures", "fr": "Coups spéciaux et Aventures"},
    "offers": {"en": "On offer", "fr": "Proposés"},
    "dojo": {"en": "{who}'s Dojo", "fr": "Dojo de {who}"},
    "bracket": {"en": "The bracket", "fr": "Le tableau"},
    "village": {"en": "The village", "fr": "Le village"},
    "no_tournament": {"en": "No tournament now.", "fr": "Pas de tournoi en ce moment."},
    "combat": {"en": "Combat board, {fight}", "fr": "Plateau de Combat, {fight}"},
    "dice": {"en": "dice {items}", "fr": "dés {items}"},
    "rolled": {"en": "rolled {items}", "fr": "a lancé {items}"},
    "red_dice": {
        "en": "red dice of his Harmful Attacks {items}",
        "fr": "dés rouges de ses Attaques douloureuses {items}",
    },
    "on_board": {"en": "on the Combat board {counts}", "fr": "sur le plateau de Combat {counts}"},
    "nothing": {"en": "nothing", "fr": "rien"},
    "no_seat": {"en": "No seat {n} in this game.", "fr": "Pas de place {n} dans cette partie."},
    "keys": {
        "en": "Arrow keys move over the slots, cards and seats; Enter or Space chooses the one "
        "under the cursor; Escape drops a half-made choice. C reads the card under the cursor "
        "in full, R the row, V the village, D the Dojo on the board, 1 to 4 a seat's Dojo, O "
        "every Dojo in brief, B the bracket, F the fight on the Combat board, S whose turn it "
        "is, P the whole position.",
        "fr": "Les flèches parcourent les emplacements, les cartes et les places ; Entrée ou "
        "Espace choisit celui sous le curseur ; Échap abandonne un choix entamé. C lit en "
        "entier la carte sous le curseur, R la rangée, V le village, D le Dojo du plateau, 1 à "
        "4 le Dojo d’une place, O chaque Dojo en bref, B le tableau, F le combat du plateau de "
        "Combat, S à qui le tour, P toute la position.",
    },
    "scores": {"en": "Prestige: {items}.", "fr": "Prestige : {items}."},
    "more": {
        "en": "H lists the reading keys; P reads the whole position.",
        "fr": "H donne les touches de lecture ; P lit toute la position.",
    },
    "nothing_to_drop": {
        "en": "Nothing half-made to drop. {now}",
        "fr": "Rien d’entamé à abandonner. {now}",
    },
    "dropped_choice": {
        "en": "{slot}: choice dropped. {now}",
        "fr": "{slot} : choix abandonné. {now}",
    },
    "dropped_token": {
        "en": "{token} is no longer chosen. {now}",
        "fr": "{token} n’est plus choisi. {now}",
    },
}
"""The words of the board said aloud."""

SERPENTINE_STEPS = 6


@dataclass(frozen=True, slots=True)
class Shown:
    """What the board shows: a state as seat ``focus`` sees it (his Dojo drawn), the players'
    ``names``, its marks (the picks framed as open, the one whose choices wait under the board,
    a refused one, the last placement as (player, slot)), and the roll on the Combat board
    (``bout``, shown up to serpentine ``step``: None all of it)."""

    state: DojoKunState
    focus: int
    names: tuple[str, ...]
    selectable: tuple[Pick, ...] = ()
    picked: Pick | None = None
    refused: Pick | None = None
    last: tuple[int, str] | None = None
    bout: Bout | None = None
    step: int | None = None
    status: str = ""
    """Where the game stands, when the state is a step between two decisions (a roll shown):
    said instead of whose decision it is."""


def board_name(lang: str = "en") -> str:
    """What a screen reader calls the board."""
    return say(SPOKEN, "board", lang)


# -- each pick -------------------------------------------------------------------------------------


def _tokens_on(shown: Shown, slot: str, lang: str) -> list[str]:
    """The tokens standing on ``slot``, each with whose it is: "Master (P1)"."""
    state = shown.state
    return [
        f"{token_name(state, p, token, lang)} ({shown.names[p]})"
        for (p, token), where in where_tokens_stand(state).items()
        if where == slot
    ]


def _card(state: DojoKunState, slot: str, focus: int, lang: str, *, whole: bool = False) -> str:
    """The card a village slot shows, in words (its first two parts: an athlete's levels and
    Ki, a Special Move's needs and gifts; ``whole``: all of it, as the C key reads it); or that
    it was taken, or that none came yet."""
    text = _whole_card(state, slot, focus, lang)
    if whole:
        return text
    parts = text.split(semicolon(lang))
    return semicolon(lang).join(parts[:2])


def _whole_card(state: DojoKunState, slot: str, focus: int, lang: str) -> str:
    if slot.startswith(("athlete", "equipment")):
        kind = "athlete" if slot.startswith("athlete") else "equipment"
        offers = state.offer_athletes if kind == "athlete" else state.offer_equipment
        card = offers[int(slot[-1]) - 1]
        if card is None:
            return say(SPOKEN, "taken", lang)
        return say(SPOKEN, "hidden", lang) if card == HIDDEN else card_text(card, lang, kind)
    turn = Turn(state, focus if 0 <= focus < state.players else 0)
    entry = (turn.moves if slot.startswith("move") else turn.adventures)[slot]
    if entry is None:
        return say(SPOKEN, "taken", lang) if slot in turn.taken else word("no_card", lang)
    return card_text(entry[1], lang)


def _slot_lies(shown: Shown, slot: str, lang: str, *, whole: bool = False) -> list[str]:
    """What lies on ``slot`` (its card, what it offers; ``whole``: the card in full), then the
    tokens standing on it."""
    state, focus = shown.state, shown.focus
    dojo = state.dojos[focus]
    tokens = _tokens_on(shown, slot, lang)
    parts: list[str] = []
    if slot[-1].isdigit() and not slot.startswith("train"):
        parts.append(_card(state, slot, focus, lang, whole=whole))
    elif slot == "first":
        items = ", ".join(map(str, state.reservations))
        parts.append(
            say(SPOKEN, "tiles", lang, items=items) if items else say(SPOKEN, "no_tiles", lang)
        )
    elif slot == "yang":
        items = ", ".join(discipline(t, lang) for t in state.techniques)
        key = "techniques" if items else "no_technique"
        parts.append(say(SPOKEN, key, lang, items=items))
    elif slot.startswith("train"):
        k = int(slot[-1]) - 1
        tile = dojo.equipment[k] if k < len(dojo.equipment) else None
        if k >= 2 + dojo.expansions:
            parts.append(say(SPOKEN, "not_built", lang))
        elif tile is None:
            parts.append(say(SPOKEN, "no_equipment", lang))
        else:
            parts.append(card_text(tile, lang, "equipment"))
    elif slot == "expand":
        parts.append(say(BRIEF_WORDS, "expansions", lang, n=dojo.expansions, of=EXPANSIONS))
    elif not tokens:
        parts.append(say(SPOKEN, "free", lang))
    if tokens:
        parts.append(say(SPOKEN, "here", lang, tokens=", ".join(tokens)))
    return parts


def _athlete_lies(shown: Shown, space: int, lang: str) -> list[str]:
    """An athlete's space of the Dojo drawn: his card, and where his token stands."""
    state, focus = shown.state, shown.focus
    dojo = state.dojos[focus]
    member = dojo.athletes[space] if space < len(dojo.athletes) else None
    if space >= 2 + dojo.expansions:
        return [say(SPOKEN, "not_built", lang)]
    if member is None:
        return [say(SPOKEN, "empty", lang)]
    parts = [athlete_text(member, lang)]
    if state.step == "place":
        where = where_tokens_stand(state).get((focus, str(space + 1)))
        if where is None:
            parts.append(say(SPOKEN, "at_home", lang))
        else:
            parts.append(say(SPOKEN, "away", lang, slot=slot_name(where, lang)))
    return parts


def entrant_words(state: DojoKunState, entrant: Entrant, names: Sequence[str], lang: str) -> str:
    """A fighter of the bracket with whose he is: "Azuki (P1)", "Hans Geist (Skull Dojo)"."""
    name, whose = entrant_label(state, entrant, names)
    return f"{name} ({word('skull', lang) if entrant.skull else whose})"


def _seat_lies(shown: Shown, index: int, lang: str) -> tuple[str, list[str]]:
    """A first-round slot of the bracket: its name (fight and side), who sits there."""
    state = shown.state
    t = state.tournament
    fight = index // 2
    side = word("white" if index % 2 == 0 else "black", lang)
    name = say(SPOKEN, "seat", lang, n=index + 1, fight=fight_name(fight, lang), side=side)
    entrant = t.rounds[0][index] if t is not None else None
    if entrant is None:
        return name, [say(SPOKEN, "empty", lang)]
    parts = [entrant_words(state, entrant, shown.names, lang)]
    if t is not None and entrant in t.dropped:
        parts.append(say(SPOKEN, "dropped", lang))
    elif (
        t is not None and t.fight == fight and state.step not in ("send", "reserve", "give", "seat")
    ):
        parts.append(say(SPOKEN, "fighting", lang))
    return name, parts


def _marks(shown: Shown, pick: Pick, lang: str) -> list[str]:
    """The marks the board draws on ``pick``, in words."""
    marks = []
    last = shown.last
    if (
        last is not None
        and pick == ("slot", last[1])
        and mode(shown.state) == "village"
        and (last[1] not in DOJO_REGIONS or last[0] == shown.focus)
    ):
        marks.append(say(SPOKEN, "last", lang, who=shown.names[last[0]]))
    if pick in shown.selectable:
        marks.append(say(SPOKEN, "target", lang))
    if pick == shown.picked:
        marks.append(say(SPOKEN, "picked", lang))
    if pick == shown.refused:
        marks.append(say(SPOKEN, "refused", lang))
    return marks


def _said(name: str, parts: Sequence[str], lang: str) -> str:
    """``name: part; part; ...`` (just the name without parts)."""
    return name + colon(lang) + semicolon(lang).join(parts) if parts else name


def label(
    shown: Shown, pick: Pick, *, lang: str = "en", marks: bool = True, whole: bool = False
) -> str:
    """What a reader hears on ``pick``: its name (a slot or space of the Dojo drawn after whose
    Dojo it is), with ``marks`` the marks drawn on it, then what lies there (a card's first
    two parts; ``whole``: all of it, as the C key reads it)."""
    kind, value = pick
    owner = shown.names[shown.focus] + ", "
    lies = _slot_lies(shown, str(value), lang, whole=whole) if kind == "slot" else []
    if kind == "slot" and value in DOJO_REGIONS:
        name, parts = owner + slot_name(str(value), lang), lies
    elif kind == "slot":
        name, parts = slot_name(str(value), lang), lies
    elif kind == "athlete":
        space = int(value)  # type: ignore[call-overload]
        name, parts = (
            owner + say(SPOKEN, "space", lang, n=space + 1),
            _athlete_lies(shown, space, lang),
        )
    elif kind == "technique":
        t = TECHNIQUES[str(value)]
        sym = symbol(t.symbol, lang)
        name = say(
            SPOKEN,
            "technique",
            lang,
            discipline=discipline(t.discipline, lang),
            symbol=sym,
            ki=t.ki,
        )
        parts = []
    else:
        name, parts = _seat_lies(shown, int(value), lang)  # type: ignore[call-overload]
    if marks:  # first: what a keyboard user looks for, before what lies there
        name = ", ".join([name, *_marks(shown, pick, lang)])
    return _said(name, parts, lang)


# -- the rows, the village, the bracket, the fight, the Dojos ----------------------------------


def row_title(shown: Shown, row: int, lang: str = "en") -> str:
    """A reading row's name: in the prelude the activities, the Special Moves and Adventures,
    the offers; during a tournament the bracket; the Dojo drawn last."""
    rows = [pick_row for _, pick_row in picks_shown(shown.state)]
    if row == max(rows):
        return say(SPOKEN, "dojo", lang, who=shown.names[shown.focus])
    if mode(shown.state) != "village":
        return say(SPOKEN, "bracket", lang)
    return say(SPOKEN, ("activities", "cards", "offers")[row], lang)


def row_text(shown: Shown, row: int, lang: str = "en") -> str:
    """One reading row, its picks in order, each as its spot says it."""
    labels = [label(shown, pick, lang=lang) for pick, r in picks_shown(shown.state) if r == row]
    return row_title(shown, row, lang) + colon(lang) + ". ".join(labels) + "."


def village_text(shown: Shown, lang: str = "en") -> str:
    """The village in words: each activity, the Special Moves and Adventures, the offers in
    play (Master YANG's Secret Techniques are told with him)."""
    in_play = offers_in_play(shown.state)
    slots = [*VILLAGE, *(s for s in OFFERS if s in in_play)]  # the tournament hides it: not gone
    said = ". ".join(label(shown, ("slot", s), lang=lang, marks=False) for s in slots)
    return say(SPOKEN, "village", lang) + colon(lang) + said + "."


def bracket_text(shown: Shown, lang: str = "en") -> str:
    """The bracket in words, round by round (each fight's pair, those out of the tournament,
    the fight in progress), then the predictions."""
    state, names = shown.state, shown.names
    t = state.tournament
    if t is None:
        return say(SPOKEN, "no_tournament", lang)

    def who(entrant: Entrant | None) -> str:
        if entrant is None:
            return say(SPOKEN, "to_come", lang)
        said = entrant_words(state, entrant, names, lang)
        if entrant in t.dropped:
            said += f" ({say(SPOKEN, 'dropped', lang)})"
        return said

    said = []
    fight = 0
    for level in range(3):
        pairs = []
        for i in range(0, 8 >> level, 2):
            pair = say(
                SPOKEN,
                "against",
                lang,
                white=who(t.rounds[level][i]),
                black=who(t.rounds[level][i + 1]),
            )
            if fight == t.fight and t.fight < FIGHTS:
                pair += f" ({say(SPOKEN, 'fighting', lang)})"
            pairs.append(pair)
            fight += 1
        said.append(word(ROUNDS[level], lang) + colon(lang) + semicolon(lang).join(pairs))
    said.append(word(ROUNDS[3], lang) + colon(lang) + who(t.rounds[3][0]))
    guesses = [
        say(
            SPOKEN,
            "predicted",
            lang,
            who=names[p],
            side=word(g, lang).lower() if lang == "fr" else word(g, lang),
        )
        for p, g in enumerate(t.predictions)
        if g is not None
    ]
    if guesses:
        said.append(word("predictions", lang) + colon(lang) + ", ".join(guesses))
    return say(SPOKEN, "bracket", lang) + colon(lang) + ". ".join(said) + "."


def _counts(counts: object, lang: str) -> str:
    """Hits, Blocks, Holds and Jumps counted: "3 Hits, 1 Block"."""
    found = [
        symbols(n, s, lang)
        for s in ("hit", "block", "hold", "jump")
        if (n := int(counts.get(s, 0)))  # type: ignore[attr-defined]
    ]
    return ", ".join(found) or say(SPOKEN, "nothing", lang)


def _die_name(die_colour: str, lang: str) -> str:
    """A die by its discipline (a Harmful Attack's red die is a Tiger die)."""
    return discipline(DISCIPLINE_OF_COLOUR[die_colour], lang)


def _die(die_colour: str, face: int, lang: str) -> str:
    """A die rolled: its discipline and what its face shows, "Tiger Hit + Block" (never its
    colour alone)."""
    shows = " + ".join(symbol(s, lang) for s in DICE[die_colour][face])
    return f"{_die_name(die_colour, lang)} {shows}"


def _dice(colours: Sequence[str], lang: str) -> str:
    """Dice not rolled yet, counted by discipline: "Tiger 1, Bear 3"."""
    counted = {c: colours.count(c) for c in dict.fromkeys(colours)}
    items = ", ".join(f"{_die_name(c, lang)} {n}" for c, n in counted.items())
    return say(SPOKEN, "dice", lang, items=items)


def combat_text(bout: Bout | None, lang: str = "en", *, step: int | None = None) -> str:
    """The Combat board in words: the fight, each fighter and his dice (rolled or not), the red
    dice of Harmful Attacks, what each has on the board, the serpentine's steps up to ``step``
    (None: all of them) and the result."""
    if bout is None:
        return word("no_fight", lang) + "."
    said = [say(SPOKEN, "combat", lang, fight=fight_name(bout.fight, lang))]
    fighters = (bout.white, bout.black)
    result = None
    if bout.faces is not None:
        try:
            result = combat_rules.resolve_round(bout.white, bout.black, *bout.faces, *bout.red)
        except CombatError:  # a roll that does not fit these fighters: shown as not rolled
            result = None
    for s, side in enumerate(("white", "black")):
        parts = [
            f"{word(side, lang)}{colon(lang)}{bout.names[s]}" if bout.names[s] else word(side, lang)
        ]
        if result is None:
            parts.append(_dice(fighters[s].colours, lang))
        else:
            rolled = ", ".join(
                _die(c, f, lang) for c, f in zip(fighters[s].colours, bout.faces[s], strict=True)
            )  # type: ignore[index]
            parts.append(say(SPOKEN, "rolled", lang, items=rolled))
            if result.red[s]:
                reds = ", ".join(_die("red", f, lang) for f in result.red[s])
                parts.append(say(SPOKEN, "red_dice", lang, items=reds))
            board = _counts(result.sides[s].board, lang)
            if result.sides[s].moves:
                board += (
                    " (" + ", ".join(SPECIAL_MOVES[m].name for m in result.sides[s].moves) + ")"
                )
            parts.append(say(SPOKEN, "on_board", lang, counts=board))
        said.append(semicolon(lang).join(parts))
    if result is None:
        said.append(word("waiting", lang))
        return ". ".join(said) + "."
    shown = SERPENTINE_STEPS if step is None else max(0, min(SERPENTINE_STEPS, step))
    steps = serpentine_steps(result.combat, lang)[:shown]
    text = ". ".join(said) + ". " + " ".join(f"{i + 1}. {s}" for i, s in enumerate(steps))
    if shown >= SERPENTINE_STEPS and result.combat.winner is not None:
        text += " " + verdict(result.combat, lang)
    elif shown >= SERPENTINE_STEPS:  # a draw: the board says who takes a Wound
        immune = (bout.white.wounds_immune, bout.black.wounds_immune)
        text += " " + result_text(result.combat, lang, immune=immune) + "."
    return text


def status_text(state: DojoKunState, lang: str = "en") -> str:
    """Where the game stands and whose decision it is."""
    return f"{stage_text(state, lang)}. {prompt(state, lang)}"


def _status(shown: Shown, lang: str) -> str:
    """Where the game shown stands: whose decision it is, or the step shown."""
    if shown.status:
        return f"{stage_text(shown.state, lang)}. {shown.status}"
    return status_text(shown.state, lang)


def dojo_text(shown: Shown, player: int, lang: str = "en") -> str:
    """A Dojo whole: in brief (Prestige, athletes, where its tokens stand), then its equipment
    slots one by one."""
    state = shown.state
    dojo = state.dojos[player]
    seen = Shown(state, player, shown.names)
    slots = [f"train{k + 1}" for k in range(min(4, 2 + dojo.expansions))]
    said = [f"{slot_name(s, lang)}{colon(lang)}{_slot_lies(seen, s, lang)[0]}" for s in slots]
    brief = brief_text(
        state,
        player,
        shown.names,
        drawn=player == shown.focus,
        acting=player == state.current_player,
        lang=lang,
    )
    return f"{brief} {'. '.join(said)}."


def summary_text(shown: Shown, lang: str = "en") -> str:
    """What orients on reaching the board (its text alternative): where the game stands and
    whose decision it is, each Dojo's Prestige, and the keys that read the rest (the whole
    position is :func:`position_text`, read by P)."""
    state = shown.state
    scores = [f"{shown.names[p]} {_count(state, p)}" for p in range(state.players)]
    if state.solo:
        scores.append(f"{word('skull', lang)} {state.skull_prestige}")
    return " ".join(
        [
            _status(shown, lang).rstrip(".") + ".",
            say(SPOKEN, "scores", lang, items=", ".join(scores)),
            say(SPOKEN, "more", lang),
        ]
    )


def _count(state: DojoKunState, player: int) -> str:
    """A Dojo's Prestige as the summary says it: what it won, and at the end, the final count
    (the cards and expansions added, ``dojo_kun.end.prestige``), as the briefs and the score
    sheet say it: ``25 + 7 = 32``."""
    won, total = state.dojos[player].prestige, points(state, player)
    return f"{won} + {total - won} = {total}" if state.is_over else str(won)


def position_text(shown: Shown, lang: str = "en") -> str:
    """The whole position in words (the board's text alternative): where the game stands and
    whose decision it is; the village, or the bracket and the Combat board of the fight on;
    then every Dojo in brief."""
    state = shown.state
    said = [_status(shown, lang)]
    if mode(state) == "village":
        said.append(village_text(shown, lang))
    else:
        said.append(bracket_text(shown, lang))
        if shown.bout is not None:
            said.append(combat_text(shown.bout, lang, step=shown.step))
    said.append(
        briefs_text(state, shown.names, drawn=shown.focus, acting=state.current_player, lang=lang)
    )
    return " ".join(said)


def read(shown: Shown, letter: str, row: int, lang: str = "en") -> str | None:
    """What the reading key ``letter`` says with the cursor in reading row ``row``: R that row,
    V the village, D the Dojo drawn, 1-4 a seat's Dojo, O every Dojo in brief, B the bracket, F
    the fight on the Combat board, S whose turn it is, P the whole position, H or ? the keys.
    (C, the card under the cursor, is the board's: it needs the spot.)"""
    state = shown.state
    if letter == "r":
        return row_text(shown, row, lang)
    if letter == "v":
        return village_text(shown, lang)
    if letter == "d":
        return dojo_text(shown, shown.focus, lang)
    if letter in "1234" and len(letter) == 1:
        seat = int(letter) - 1
        if seat >= state.players:
            return say(SPOKEN, "no_seat", lang, n=letter)
        return dojo_text(shown, seat, lang)
    if letter == "o":
        return briefs_text(
            state, shown.names, drawn=shown.focus, acting=state.current_player, lang=lang
        )
    if letter == "b":
        return bracket_text(shown, lang)
    if letter == "f":
        return combat_text(shown.bout, lang, step=shown.step)
    if letter == "s":
        return _status(shown, lang)
    if letter == "p":
        return position_text(shown, lang)
    if letter in ("h", "?"):
        return say(SPOKEN, "keys", lang)
    return None
