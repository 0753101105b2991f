"""The Dojo Kun board for the keyboard and the screen reader: every spot is a pick a click may
make, in reading order, and a press there is exactly that click; each spot's label and the
board's text alternative match the engine's position (the expected words are derived here from
the state and from the marks the board drew), in English and French, through whole games whose
decisions a computer makes (with refused tries and choices left waiting on the way); the reading
keys; Escape drops the half-made choice; no die is told by its colour alone."""

from __future__ import annotations

import random
from typing import Any

import pytest

from gamekit.dojo_kun import GAME, Place
from gamekit.dojo_kun.actions import DOJO, OFFERS, VILLAGE
from gamekit.dojo_kun.activities import Turn
from gamekit.dojo_kun.data import (
    ADVENTURES,
    ATHLETES,
    COLOURS,
    DISCIPLINES,
    NAMES,
    SKULL,
    SPECIAL_MOVES,
    SYMBOLS,
    TECHNIQUES,
)
from gamekit.dojo_kun.state import DojoKunState
from widgets.board_front import SAID
from widgets.canvas import RecordingCanvas
from widgets.dojo_kun import pictures
from widgets.dojo_kun.app import DojoKunApp
from widgets.dojo_kun.board import DojoKunBoard
from widgets.dojo_kun.briefs import brief_html
from widgets.dojo_kun.pictures.glyphs import die_shapes, level_dice, symbol_shapes
from widgets.dojo_kun.pictures.style import dojo_name
from widgets.dojo_kun.words import prompt, slot_name, stage_text
from widgets.shapes import Line, Poly

PLAYERS = {"en": ("P1", "P2", "P3", "P4"), "fr": ("J1", "J2", "J3", "J4")}
"""The players as each language names them (the engine says P1: French pages say J1)."""
MAX_SUMMARY = 400
"""What a screen reader says on reaching the board, at most (the whole position was 2,300
characters: the reading keys say it part by part)."""
MAX_LABEL = 200
"""What a spot's label says at most: its name, marks and what lies there in short (C reads a
card in full)."""
MARKS = {
    "en": {
        "target": "may go here",
        "picked": "its choices wait under the board",
        "refused": "refused",
        "last": "the last token placed",
    },
    "fr": {
        "target": "on peut y aller",
        "picked": "ses choix attendent sous le plateau",
        "refused": "refusé",
        "last": "le dernier pion posé",
    },
}
WORDS = {
    "en": {
        "taken": "taken",
        "no_card": "no card yet",
        "master": "Master",
        "empty": "empty",
        "not_built": "not built yet",
        "skull": "Skull Dojo",
        "equipment": "Training Equipment {n}",
        "combat": "Combat board",
    },
    "fr": {
        "taken": "prise",
        "no_card": "pas encore de carte",
        "master": "Maître",
        "empty": "vide",
        "not_built": "pas encore construit",
        "skull": "Dojo du Crâne",
        "equipment": "Équipement d’entraînement {n}",
        "combat": "Plateau de Combat",
    },
}


def standing(state: DojoKunState) -> dict[tuple[int, str], str]:
    """Where each token placed this turn stands: its last placement that is not a rest."""
    found = {}
    for p, entries in enumerate(state.placed):
        for token, slot in entries:
            if slot != "rest":
                found[(p, token)] = slot
    return found


def token_said(state: DojoKunState, p: int, token: str, lang: str) -> str:
    if token == "M":
        return f"{WORDS[lang]['master']} ({PLAYERS[lang][p]})"
    member = state.dojos[p].athletes[int(token) - 1]
    return f"{ATHLETES[member.card].name} ({PLAYERS[lang][p]})"


def village_shown(state: DojoKunState) -> bool:
    return state.step == "place" or state.tournament is None


def expected_picks(state: DojoKunState) -> list[tuple[str, object]]:
    """Every pick the board offers, in reading order, derived from the state."""
    if village_shown(state):
        found: list[tuple[str, object]] = []
        for slot in VILLAGE[:7]:  # the activities, Master YANG's techniques after him
            found.append(("slot", slot))
            if slot == "yang":
                found += [("technique", t) for t in state.techniques]
        found += [("slot", s) for s in VILLAGE[7:]]
        found += [("slot", f"athlete{i + 1}") for i in range(len(state.offer_athletes))]
        found += [("slot", f"equipment{i + 1}") for i in range(len(state.offer_equipment))]
    else:
        found = [("seat", i) for i in range(8)]
    return found + [("athlete", space) for space in range(4)] + [("slot", s) for s in DOJO]


def card_said(state: DojoKunState, slot: str, focus: int, lang: str) -> str:
    """What a village slot's card is called on its label."""
    words = WORDS[lang]
    if slot in OFFERS:
        i = int(slot[-1]) - 1
        offers = state.offer_athletes if slot.startswith("athlete") else state.offer_equipment
        card = offers[i]
        if card is None:
            return words["taken"]
        if slot.startswith("athlete"):
            return ATHLETES[card].name
        return words["equipment"].format(n=card)
    turn = Turn(state, focus)
    entry = (turn.moves if slot.startswith("move") else turn.adventures)[slot]
    if entry is None:
        return words["taken" if slot in turn.taken else "no_card"]
    if slot.startswith("move"):
        return SPECIAL_MOVES[entry[1]].name
    adventure = ADVENTURES[entry[1]]
    return adventure.name_fr if lang == "fr" else adventure.name


def check_texts(app: DojoKunApp, lang: str) -> int:
    """Every spot's label and the board's text alternative, against the engine's position and
    the marks the board drew; returns the spots checked."""
    board = app.board
    state, focus = board.seen, board.focus
    assert state is not None
    spots = board.keys.shown
    assert spots == board.spots()  # the layer holds what is shown
    picks = expected_picks(state)
    in_play = pictures.offers_in_play(state)
    shown = "village" if village_shown(state) else "tournament"
    at = [
        pictures.pick_at(s.centre, shown, in_play=in_play, techniques=state.techniques)
        for s in spots
    ]
    assert at == picks  # a press (the spot's centre) is exactly the pick
    drawn = set(board.canvas.layer("highlights").tags())
    stand = standing(state)
    colon = " : " if lang == "fr" else ": "
    dojo = state.dojos[focus]
    for (kind, value), spot in zip(picks, spots, strict=True):
        text = spot.label
        head = text.split(colon)[0]  # the spot's name, then its marks: what lies there after
        if kind == "slot":
            name = slot_name(str(value), lang)
            if value in DOJO:
                assert head.startswith(f"{PLAYERS[lang][focus]}, {name}"), text
                k = DOJO.index(str(value))
                if k < 4 and k >= 2 + dojo.expansions:
                    assert WORDS[lang]["not_built"] in text
            else:
                assert text.startswith(name), text
            if str(value)[-1].isdigit() and value not in DOJO:
                assert card_said(state, str(value), focus, lang) in text, text
            for (p, token), where in stand.items():
                if where == value:
                    assert token_said(state, p, token, lang) in text, text
        elif kind == "athlete":
            assert text.startswith(f"{PLAYERS[lang][focus]}, "), text
            space = int(value)
            member = dojo.athletes[space] if space < len(dojo.athletes) else None
            if member is not None:
                assert ATHLETES[member.card].name in text
                assert f"(Dan {member.dan})" in text and f"Ki {member.ki}" in text
            elif space < 2 + dojo.expansions:
                assert text.endswith(WORDS[lang]["empty"]) or MARKS[lang]["refused"] in text
        elif kind == "technique":
            assert NAMES[lang][str(value)] in text and f"{TECHNIQUES[str(value)].ki} Ki" in text
        else:
            entrant = state.tournament.rounds[0][int(value)] if state.tournament else None
            if entrant is not None and entrant.skull:
                assert f"{SKULL[entrant.space].name} ({WORDS[lang]['skull']})" in text
            elif entrant is not None:
                member = state.dojos[entrant.owner].athletes[entrant.space]
                assert f"{ATHLETES[member.card].name} ({PLAYERS[lang][entrant.owner]})" in text
        for mark in ("target", "picked", "refused"):  # said with the name, before the rest
            assert (f"{mark}:{kind}:{value}" in drawn) == (MARKS[lang][mark] in head), (mark, text)
        last = kind == "slot" and f"last:{value}" in drawn
        assert last == (MARKS[lang]["last"] in head), text
        assert len(text) <= MAX_LABEL, text
    # The text alternative orients (whose decision, the scores); P reads the whole position.
    summary = board.keys.summary
    assert summary == board.summary() and len(summary) <= MAX_SUMMARY, summary
    said = f"{stage_text(state, lang)}. {prompt(state, lang).rstrip('.')}. Prestige{colon}"
    assert summary.startswith(said), summary
    for p, each in enumerate(state.dojos):
        assert f"{PLAYERS[lang][p]} {each.prestige}" in summary
    position = board.read("p", 0) or ""
    assert position.startswith(f"{stage_text(state, lang)}. {prompt(state, lang)}")
    for p, each in enumerate(state.dojos):
        assert (
            f"{PLAYERS[lang][p]}, {dojo_name(each.name, lang)}, {each.prestige} Prestige"
            in position
        )
        for member in each.athletes:
            if member is not None:
                assert ATHLETES[member.card].name in position
    if shown == "village":
        for key in state.move_row:
            assert SPECIAL_MOVES[key].name in position
        for card in state.offer_athletes:
            if card is not None:
                assert ATHLETES[card].name in position
    else:
        assert state.tournament is not None
        for entrant in state.tournament.rounds[0]:
            if entrant is not None and entrant.skull:
                assert SKULL[entrant.space].name in position
        if board.bout is not None:
            assert WORDS[lang]["combat"] in position
            assert all(name in position for name in board.bout.names)
    if lang == "fr":
        for english in ("may go here", "his token", " free", "no card yet", "Skull Dojo"):
            assert all(english not in s.label for s in spots) and english not in position
    return len(spots)


def ways(state: DojoKunState, token: str) -> dict[str, list[Place]]:
    """The placements of ``token`` by slot."""
    found: dict[str, list[Place]] = {}
    for a in state.legal_actions():
        if isinstance(a, Place) and a.token == token and a.slot != "rest":
            found.setdefault(a.slot, []).append(a)
    return found


def escape(app: DojoKunApp) -> None:
    """Press Escape on the board, as the page's keyboard layer sends it."""
    app.board.keys._on_message(None, {"escape": True}, [])


def made(lang: str, **kwargs: Any) -> DojoKunApp:
    canvas = RecordingCanvas()
    app = DojoKunApp(canvas=canvas, lang=lang, **kwargs)
    canvas.connect()
    return app


@pytest.mark.parametrize(("players", "lang"), [(2, "en"), (2, "fr"), (1, "en"), (3, "fr")])
def test_labels_and_the_position_in_words_follow_a_game_of_computers(
    players: int, lang: str
) -> None:
    app = made(lang, players=players, seats=("person",) * players, seed=players)
    computer = GAME.computer("greedy", seed=players)
    rng = random.Random(players)
    checked = tried = waited = fights = 0
    while not app.state.is_over:
        checked += check_texts(app, lang)
        state = app.state
        if state.step == "place" and rng.random() < 0.3:  # a refused try first
            open_slots = ways(state, app.token)
            wrong = next(s for s in (*VILLAGE, *DOJO) if s not in open_slots)
            assert not app.pick(("slot", wrong)) and app.board.refused == ("slot", wrong)
            checked += check_texts(app, lang)
            tried += 1
            several = [s for s, found in open_slots.items() if len(found) > 1]
            if several:  # a slot whose choices wait under the board, then dropped
                app.pick(("slot", several[0]))
                assert app.board.picked == ("slot", several[0]) and app.state is state
                checked += check_texts(app, lang)
                escape(app)
                assert app.board.picked is None and app.state is state
                waited += 1
        fights += app.board.bout is not None
        app.play(computer.choose(state.view(state.current_player)))
    checked += check_texts(app, lang)
    assert tried > 3 and waited and fights and checked > 1000


def test_a_press_on_each_spot_is_the_click_there_in_the_village_and_the_tournament() -> None:
    village = GAME.new_state(seed=3, players=2)
    state, rng = village, random.Random(1)
    while state.step != "seat":
        state = state.apply(rng.choice(state.legal_actions()))
    for seen in (village, state):
        board = DojoKunBoard(2, canvas=RecordingCanvas())
        board.canvas.connect()
        picked: list = []
        board.on_pick(picked.append)
        board.show(seen, seen.to_play, names=PLAYERS["en"][:2])
        assert [spot.row for spot in board.keys.shown] == sorted(s.row for s in board.keys.shown)
        for i in range(len(board.keys.shown)):
            board.keys.press(i)
        assert picked == expected_picks(seen)


def rolled(players: int = 2) -> DojoKunApp:
    """A person's game at a fight whose roll the Combat board shows."""
    state, rng = GAME.new_state(seed=5, players=players), random.Random(5)
    while True:
        bout = pictures.current_bout(state, PLAYERS["en"][:players])
        if bout is not None and bout.faces is not None:
            return made("en", state=state, seats=("person",) * players)
        state = state.apply(rng.choice(state.legal_actions()))


def read(app: DojoKunApp, letter: str) -> str:
    """Press a reading key on the board's first spot; what the live region said."""
    SAID.clear()
    app.board.keys._on_message(None, {"read": letter, "spot": 0}, [])
    assert len(SAID) <= 1
    return SAID[-1] if SAID else ""


def test_the_reading_keys_say_the_village_the_dojos_the_bracket_and_the_fight() -> None:
    app = made("en", players=2, seats=("person", "person"), seed=3)
    state = app.state
    village = read(app, "v")
    assert village.startswith("The village: Mystic Waterfalls: free.")
    assert all(SPECIAL_MOVES[k].name in village for k in state.move_row)
    focus = app.board.focus
    mine = read(app, "d")
    assert mine.startswith(f"{PLAYERS['en'][focus]}, {dojo_name(state.dojos[focus].name)}")
    assert "Training, slot 1: Starting equipment" in mine
    assert read(app, "1").startswith("P1, ") and read(app, "2").startswith("P2, ")
    assert read(app, "3") == "No seat 3 in this game."
    assert read(app, "o").startswith("P1, ") and "P2, " in read(app, "o")
    assert read(app, "s") == f"{stage_text(state)}. {prompt(state)}"
    assert read(app, "r").startswith("The activities: Mystic Waterfalls")
    assert read(app, "p").startswith(app.board.summary().split(" Prestige")[0])
    assert len(read(app, "p")) > 3 * len(app.board.summary())
    assert read(app, "b") == "No tournament now."
    assert read(app, "f") == "No fight in progress."
    assert "Arrow keys" in read(app, "h") and read(app, "?") == read(app, "h")
    assert read(app, "x") == ""  # a key that reads nothing says nothing
    fight = rolled()
    said = read(fight, "f")
    bout = fight.board.bout
    assert bout is not None and bout.faces is not None
    assert said.startswith(f"Combat board, quarter-final {bout.fight + 1}") or "final" in said
    assert all(name in said for name in bout.names) and "rolled " in said
    assert "1. " in said and any(w in said for w in ("wins", "Draw"))
    bracket = read(fight, "b")
    assert bracket.startswith("The bracket: Quarter-finals: ") and "Champion: " in bracket
    assert read(fight, "r").startswith("The bracket: Slot 1, quarter-final 1, White: ")


def test_escape_drops_the_choices_waiting_then_the_token_chosen() -> None:
    app = made("en", players=2, seats=("person", "person"), seed=3)
    state = app.state
    escape(app)
    assert app.why.value.startswith("Nothing half-made to drop. P2 places a token")
    app.choose_token("1")
    several = next(s for s, found in ways(state, "1").items() if len(found) > 1)
    assert app.pick(("slot", several)) and app.board.picked == ("slot", several)
    assert app.buttons.children and app.choices_title.value
    escape(app)
    assert app.board.picked is None and app.state is state and app.token == "1"
    assert app.why.value.startswith(f"{slot_name(several)}: choice dropped. P2 places")
    assert not any(getattr(b, "action", "").startswith("1 ") for b in app.buttons.children)
    escape(app)
    assert app.token == "M" and app.why.value.startswith("Li Yun Dai is no longer chosen.")
    escape(app)
    assert app.why.value.startswith("Nothing half-made to drop.")
    assert app.state is state


def test_escape_in_french_and_a_refused_mark_is_cleared() -> None:
    app = made("fr", players=2, seats=("person", "person"), seed=3)
    assert not app.pick(("slot", "waterfall")) and app.board.refused == ("slot", "waterfall")
    escape(app)
    assert app.board.refused is None
    assert app.why.value.startswith("Rien d’entamé à abandonner. J2 place un pion")
    app.choose_token("1")
    escape(app)
    assert app.why.value.startswith("Li Yun Dai n’est plus choisi.")


def geometry(shape: Any) -> tuple:
    """A shape without its colours nor its place and size: what is left to someone who cannot
    tell the colours apart (a polygon's corners, as fractions of its box)."""
    if isinstance(shape, Poly):
        xs, ys = [x for x, _ in shape.points], [y for _, y in shape.points]
        w, h = (max(xs) - min(xs)) or 1, (max(ys) - min(ys)) or 1
        return tuple(
            (round((x - min(xs)) / w, 1), round((y - min(ys)) / h, 1)) for x, y in shape.points
        )
    return (type(shape).__name__, shape.fill is not None)  # a disc is no ring


def test_no_die_is_told_by_its_colour_alone() -> None:
    levels = level_dice((1, 1, 1, 1), (0, 0, 0, 0), 0, 0, 100)
    assert len({geometry(s) for s in levels}) == 4  # a level of each discipline
    wounded = level_dice((1, 1, 1, 1), (1, 1, 1, 1), 0, 0, 100)
    outline = lambda s: geometry(s) if isinstance(s, Poly) else type(s).__name__
    hollow = [outline(s) for s in wounded if not isinstance(s, Line)]
    assert hollow == [outline(s) for s in levels]  # the same shapes, crossed out
    assert sum(isinstance(s, Line) for s in wounded) == 8
    for face in (None, 0):
        dice = [die_shapes(COLOURS[d], face, 0, 0, 30) for d in DISCIPLINES]
        assert len({tuple(geometry(s) for s in die) for die in dice}) == 4, face
    member = GAME.new_state(seed=3, players=2).dojos[1]
    html = brief_html(GAME.new_state(seed=3, players=2), 1, PLAYERS["en"][:2])
    assert "aria-hidden='true'" in html and "(Crane 1, Bear 1)" in html
    assert html.count("<svg") == sum(sum(m.levels) for m in member.athletes if m)
    assert "<polygon" in html and "<circle" in html  # Crane's triangle, Bear's disc
    symbols = {geometry(s) for sym in SYMBOLS for s in symbol_shapes(sym, 0, 0, 10)}
    assert not {geometry(s) for s in levels} & symbols  # no level looks like a die's symbol


def test_every_roll_of_a_game_is_told_with_its_dice() -> None:
    app = made("fr", players=3, seats=("person",) * 3, seed=8)
    computer = GAME.computer("random", seed=8)
    told = 0
    while not app.state.is_over:
        state = app.state
        app.play(computer.choose(state.view(state.current_player)))
        bout = app.board.bout
        said = app.board.read("f", 0) or ""
        if bout is None:
            assert said == "Pas de combat en cours."
        elif bout.faces is None:
            assert said.startswith("Plateau de Combat") and "En attente du lancer" in said
        else:
            assert said.startswith("Plateau de Combat") and "a lancé " in said, said
            assert all(name in said for name in bout.names)
            told += 1
    assert told >= 2
