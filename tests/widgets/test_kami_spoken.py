"""The Kami table for the keyboard and the screen reader: every spot's label and the table in
words match the engine's position as the viewer may see it, in English and French, through whole
games the computer plays; no text names a card its viewer may not see; a key pressed on a spot
gets the answer a click there gets; Escape puts back the card picked for the defense."""

from __future__ import annotations

import random
from typing import Any

import pytest

from gamekit.kami import GAME, KamiState, Play
from gamekit.kami.cards import HIDDEN, KINDS, NAMES, VALUES
from gamekit.kami.code import position
from widgets import board_front
from widgets.canvas import RecordingCanvas
from widgets.kami.app import KamiApp
from widgets.kami.lessons import ExampleReplay
from widgets.kami.spoken import PLURALS
from widgets.kami.words import the_card

PLAYERS = {"en": ("P1", "P2", "P3", "P4"), "fr": ("J1", "J2", "J3", "J4")}
"""The players as each language names them (the engine says P1: French pages say J1)."""
HIDDEN_WORD = {"en": "hidden", "fr": "cachée"}
POINTS = {"en": ("point", "points"), "fr": ("point", "points")}
MARKS = {
    "en": {
        "card": "card",
        "place": "place",
        "empty": "empty",
        "play": "{seat}, play {n}",
        "defense_of": "defense",
        "attack_of": "attack",
        "defense": "can be your defense",
        "hidden_down": "face down",
        "own_down": "face down (the others see only its back)",
        "seen_down": "face down (taken from a pile, where everyone saw it)",
        "answer": "the attack to answer",
    },
    "fr": {
        "card": "carte",
        "place": "emplacement",
        "empty": "vide",
        "play": "{seat}, coup {n}",
        "defense_of": "défense",
        "attack_of": "attaque",
        "defense": "peut être votre défense",
        "hidden_down": "face cachée",
        "own_down": "face cachée (les autres n’en voient que le dos)",
        "seen_down": "face cachée (prise sur une pile, où chacun l’a vue)",
        "answer": "l’attaque à laquelle répondre",
    },
}
"""The words of the labels, written here again: the test's own reading of the board."""


def made(state: KamiState | None = None, *, lang: str = "en", **kwargs: Any) -> KamiApp:
    canvas = RecordingCanvas()
    app = KamiApp(state, canvas=canvas, lang=lang, **kwargs)
    canvas.connect()
    return app


def seen_by(app: KamiApp) -> KamiState:
    """The engine's position as the app's viewer may see it."""
    viewer = app.viewer()
    return app.state if viewer == -1 else app.state.view(viewer)


def card_said(card: str, lang: str) -> str:
    if card == HIDDEN:
        return HIDDEN_WORD[lang]
    value = VALUES[card]
    points = POINTS[lang][0] if value < 2 else POINTS[lang][1]
    return f"{NAMES[lang][card]}, {value} {points}"


def counted(cards: str, lang: str) -> list[str]:
    """The words a hand's cards are counted with: "2 Soldiers", "3 hidden cards"."""
    words = [f"{cards.count(k)} {PLURALS[lang][k]}" for k in KINDS if cards.count(k) > 1]
    hidden = cards.count(HIDDEN)
    if hidden > 1:
        words.append(f"{hidden} {'hidden cards' if lang == 'en' else 'cartes cachées'}")
    return words


def check_texts(app: KamiApp, lang: str) -> None:
    """Every spot's label and the board's text alternative, against the engine's position."""
    seen, board = seen_by(app), app.board
    colon = " : " if lang == "fr" else ": "
    labels = [spot.label for spot in board.keys.shown]
    places = [place for place, _, _ in board.places()]
    assert labels == [spot.label for spot in board.spots()]  # the layer holds what is shown
    focus = app.focus()
    assert places[0] == ("seat", focus)
    words = MARKS[lang]
    actor = app.actor() if not app.gated() else None
    plays = (
        [a for a in app.state.legal_actions() if isinstance(a, Play)] if actor is not None else []
    )
    waiting = app.state.attack if app.state.step == "respond" else None
    for place, label in zip(places, labels, strict=True):
        kind, p = place[0], place[1]
        if kind == "hand":
            hand, i = seen.hands[p], place[2]
            if i < len(hand):
                marks = ""
                if p == focus == actor and any(a.defense == hand[i] and a.dpile < 0 for a in plays):
                    marks = f", {words['defense']}"
                expected = (
                    f"{PLAYERS[lang][p]}, {words['card']} {i + 1}{colon}{card_said(hand[i], lang)}"
                )
                assert label == expected + marks
            else:
                assert (
                    p == focus
                    and label
                    == f"{PLAYERS[lang][p]}, {words['place']} {i + 1}{colon}{words['empty']}"
                )
        elif kind == "line":
            n, j = place[2], place[3]
            defense, down, attack = seen.lines[p][n]
            card = defense if j == 0 else attack
            marks = ""
            if j == 0 and down:
                key = "hidden_down" if card == HIDDEN else "own_down"
                if card != HIDDEN and (p, n) in seen.public:  # from a pile: seen by all
                    key = "seen_down"
                marks = f", {words[key]}"
            last = n == len(seen.lines[p]) - 1
            if j == 1 and last and waiting and waiting[0] == p and app.state.hands[p]:
                marks = f", {words['answer']}"
            play = words["play"].format(seat=PLAYERS[lang][p], n=n + 1)
            part = words["defense_of" if j == 0 else "attack_of"]
            assert label == f"{play}, {part}{colon}{card_said(card, lang)}{marks}"
        elif kind == "pile":
            top = seen.piles[p][-1:] or None
            assert top is None or card_said(top, lang) in label
        elif kind == "seat":
            assert f"{seen.scores[seen.side(p)]} point" in label
    with_cards = {p for p in range(seen.players) if seen.hands[p]}
    assert {place[1] for place in places if place[0] == "hand"} == with_cards | {focus}
    assert {place[1] for place in places if place[0] == "seat"} == set(range(seen.players))
    summary = board.keys.summary
    assert summary == board.summary()
    if not app.state.is_over:
        deal = f"{'Deal' if lang == 'en' else 'Donne'} {app.state.deal + 1}. "
        assert summary.startswith(deal)
    for p in range(seen.players):
        for words in counted(seen.hands[p], lang):
            assert words in summary, (words, summary)
        if seen.hands[p] and set(seen.hands[p]) == {HIDDEN}:
            n = len(seen.hands[p])
            if lang == "en":
                hidden = "a hidden card" if n == 1 else f"{n} hidden cards"
                assert f"{PLAYERS[lang][p]}'s hand: {hidden}." in summary
            else:
                hidden = "une carte cachée" if n == 1 else f"{n} cartes cachées"
                assert f"Main de {PLAYERS[lang][p]} : {hidden}." in summary
    sides = sorted({seen.side(p) for p in range(seen.players)})
    for side in sides:
        team = " & ".join(PLAYERS[lang][p] for p in range(seen.players) if seen.side(p) == side)
        assert f"{team} {seen.scores[side]}" in summary


def scrambled(state: KamiState, viewer: int) -> KamiState:
    """``state`` with every card ``viewer`` may not see changed for another kind: the other
    hands, the face-down defenses not taken from a pile's top, the set-aside cards not looked
    at. Nothing the viewer may see changes."""

    def other(card: str) -> str:
        return KINDS[(KINDS.index(card) + 3) % len(KINDS)]

    shown = state.shown or (0,) * state.players
    hands = tuple(
        hand if p == viewer else hand[: shown[p]] + "".join(map(other, hand[shown[p] :]))
        for p, hand in enumerate(state.hands)
    )
    hands = tuple(h if p == viewer else "S" * shown[p] + h[shown[p] :] for p, h in enumerate(hands))
    lines = tuple(
        line
        if p == viewer
        else tuple(
            (other(d) if down and d and (p, i) not in state.public else d, down, a)
            for i, (d, down, a) in enumerate(line)
        )
        for p, line in enumerate(state.lines)
    )
    peek = state.peeks().get(viewer)
    aside = "".join(c if i == peek else other(c) for i, c in enumerate(state.aside))
    return state._with(hands=hands, lines=lines, aside=aside)


def board_words(app: KamiApp) -> tuple[tuple[str, ...], str, tuple[str | None, ...]]:
    board = app.board
    reads = tuple(board.read(letter, 0) for letter in "htrsp")
    return tuple(s.label for s in board.spots()), board.summary(), reads


def computer_choice(app: KamiApp, rng: random.Random) -> Any:
    """The computer's decision in the acting person's place (greedy, or at random)."""
    state = app.state
    if rng.random() < 0.3:
        return rng.choice(state.legal_actions())
    return GAME.computer("greedy", seed=1).choose(state.view(state.current_player))


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_words_follow_a_whole_game_the_computer_plays(players: int, lang: str) -> None:
    app = made(
        players=players,
        seats=("person",) + ("computer",) * (players - 1),
        seed=players + 5,
        level="greedy",
        lang=lang,
    )
    rng = random.Random(players)
    looked = 0
    for ply in range(3000):
        check_texts(app, lang)
        looked += 1
        if app.state.is_over:
            break
        viewer = app.viewer()
        if ply % 7 == 0 and viewer not in (None, -1):
            secret = scrambled(app.state, viewer)
            assert secret != app.state or not any(app.state.hands[1:])
            twin = made(secret, players=players, seats=tuple(app.seats), lang=lang)
            assert board_words(twin) == board_words(app), "a hidden card changed the words"
        assert app.play(computer_choice(app, rng))
    assert app.state.is_over and looked > 8
    over = app.board.summary()
    for hand in app.state.hands:  # the game over, every card shows
        for card in set(hand):
            assert NAMES[lang][card] in over or PLURALS[lang][card] in over


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_word_tells_a_hidden_card_and_the_teacher_hears_them_all(lang: str) -> None:
    state = position(
        ["SHGE", "SSLLAT", "SHHAGT", "SSLMMG"],
        lines=["A.S", "-", "-", "-"],
        attack=(0, "S"),
        step="respond",
        turn=1,
        filler=2,
    )
    seats = ("computer", "person", "computer", "computer")
    app = made(state, seats=seats, lang=lang)
    secret = made(scrambled(state, 1), seats=seats, lang=lang)
    assert board_words(secret) == board_words(app)
    hidden = {"en": "P1's hand: 4 hidden cards.", "fr": "Main de J1 : 4 cartes cachées."}
    assert hidden[lang] in app.board.summary()
    check_texts(app, lang)
    app.teacher.value = True
    check_texts(app, lang)
    shown = {
        "en": "P1's hand, 4 cards: a Soldier, a Horseman, a Gold Dragon, an Empress.",
        "fr": "Main de J1, 4 cartes : un Soldat, un Cavalier, un Dragon d’or, une Impératrice.",
    }
    assert shown[lang] in app.board.summary()
    labels = [s.label for s in app.board.spots()]
    face_down = "face down (the others" if lang == "en" else "face cachée (les autres"
    assert any(face_down in label for label in labels)  # P1's Silver Dragon, on his line


def test_a_duel_names_the_piles_tops_and_never_what_lies_beneath() -> None:
    app = made(players=2, seats=("person", "computer"), seed=3)
    piles = app.state.piles
    labels = {s.label for s in app.board.spots()}
    for k, pile in enumerate(piles):
        top = f"Pile {k + 1}: {NAMES['en'][pile[-1]]}"
        assert any(label.startswith(top) for label in labels)
    secret = app.state._with(piles=tuple("E" + p[-1] if len(p) > 1 else p for p in piles))
    twin = made(secret, players=2, seats=("person", "computer"))
    assert board_words(twin) == board_words(app)


def test_a_long_line_that_closes_up_keeps_each_cards_spot_on_it() -> None:
    state = position(["SH", "S", "S", "S"], lines=["-", "-", "-", "-"], filler=3)
    app = made(state, seats=("person", "computer", "computer", "computer"), teacher=True)
    drawn: dict[tuple[str, int, int], tuple[float, float, float, float]] = {}
    for shape in app.board.canvas.layer("pieces").shapes:
        if shape.tag and shape.tag.startswith(("hand:", "defense:", "attack:")):
            kind, p, i, _ = shape.tag.split(":")
            xs = [x for x, _ in shape.points]
            ys = [y for _, y in shape.points]
            drawn[(kind, int(p), int(i))] = (min(xs), max(xs), min(ys), max(ys))
    order = list(drawn)  # the order they are drawn in: a card lies on those before it
    covered = 0
    for place, box, _ in app.board.places():
        if place[0] == "line":
            key = ("defense" if place[3] == 0 else "attack", place[1], place[2])
        elif place[0] == "hand" and place[2] < len(app.state.hands[place[1]]):
            key = ("hand", place[1], place[2])
        else:
            continue
        x, y, w, h = box
        cx, cy = x + w / 2, y + h / 2
        left, right, top, bottom = drawn[key]
        assert left <= cx <= right and top <= cy <= bottom, (place, box)
        for later in order[order.index(key) + 1 :]:  # what is drawn over it leaves it showing
            left, right, top, bottom = drawn[later]
            assert not (left <= cx <= right and top <= cy <= bottom), (place, later)
        covered += w < 70
        del drawn[key]
    assert not drawn, f"cards with no spot: {sorted(drawn)}"
    assert covered > 10  # P4's long line: its covered cards' spots are the strips that show


def answer(app: KamiApp) -> tuple[str, str, Any]:
    return (app.why.value, app.state.to_code(), app.defense)


def drawn_at(app: KamiApp, place: tuple[Any, ...]) -> tuple[float, float]:
    """A pixel of ``place`` as the table draws it: a seat's name, a card (a played card where
    it shows, next to the card laid over it)."""
    layout, grid = app.board.layout, app.board.geometry
    if place[0] == "seat":
        return grid.center(layout.hand_row[place[1]], 0)
    if place[0] == "hand":
        return grid.center(layout.hand_row[place[1]], place[2] + 1)
    if place[0] == "aside":
        return grid.center(layout.centre, layout.cards - 1 + place[1])
    kind = "defense" if place[3] == 0 else "attack"
    tag = f"{kind}:{place[1]}:{place[2]}:"
    card = next(s for s in app.board.canvas.layer("pieces").shapes if (s.tag or "").startswith(tag))
    return (min(x for x, _ in card.points) + 3, max(y for _, y in card.points) - 10)


def positions() -> list[tuple[KamiState | None, dict[str, Any]]]:
    respond = position(
        ["SHGE", "SSLLAT", "SHHAGT", "SSLMMG"],
        lines=["A.H", "-", "-", "-"],
        attack=(0, "H"),
        step="respond",
        turn=1,
        filler=2,
    )
    cases: list[tuple[KamiState | None, dict[str, Any]]] = [
        (None, {"players": 2, "seats": ("person", "computer"), "seed": 3}),
        (None, {"players": 3, "seats": ("person", "computer", "computer"), "seed": 2}),
        (respond, {"seats": ("computer", "person", "computer", "computer")}),
        (None, {"players": 4, "seats": ("person", "person", "computer", "computer"), "seed": 5}),
    ]
    return [(state, {**kwargs, "level": "greedy"}) for state, kwargs in cases]


@pytest.mark.parametrize(
    ("case", "picked"), [(0, False), (1, False), (2, False), (3, False), (0, True), (2, True)]
)
def test_a_key_on_a_spot_gets_the_answer_a_click_there_gets(case: int, picked: bool) -> None:
    state, kwargs = positions()[case]

    def ready() -> KamiApp:
        app = made(state, **kwargs)
        if picked and app.board.selectable:
            app.board.click_pick(app.board.selectable[0])
        return app

    first = ready()
    places = [place for place, _, _ in first.board.places()]
    assert len(first.board.keys.shown) == len(places) > 8
    for index, place in enumerate(places):
        keyed, clicked = ready(), ready()
        keyed.board.keys.press(index)
        if place[0] == "hand" and place[1] == clicked.focus():
            clicked.board.click_pick(("hand", place[2]))
        elif place[0] == "pile":
            clicked.board.click_pick(("pile", place[1]))
        else:  # a seat's name, another seat's card, a played card: where it is drawn
            clicked.board.click(*drawn_at(clicked, place))
        assert answer(keyed) == answer(clicked), place
        assert keyed.why.value, f"a key on {place} got no answer"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_escape_puts_back_the_card_picked_for_the_defense(lang: str) -> None:
    app = made(players=4, seats=("person", "computer", "computer", "computer"), seed=2, lang=lang)
    while app.actor() is None or app.state.step != "lead" or not app.board.selectable:
        app.play(app.state.legal_actions()[-1])
    board = app.board
    hand = [("hand", place[2]) if place[0] == "hand" else None for place, _, _ in board.places()]
    index = hand.index(board.selectable[0])
    before = app.state
    board.keys.press(index)
    assert app.defense is not None
    picked = "picked for your defense" if lang == "en" else "choisie pour votre défense"
    assert picked in board.keys.shown[index].label
    the = the_card(app.defense[0], lang)
    card = the[:1].upper() + the[1:]
    board.keys._on_message(None, {"escape": True}, [])
    assert app.defense is None and app.state == before
    back = "is no longer your defense" if lang == "en" else "n’est plus votre défense"
    assert f"{card} {back}" in app.why.value
    assert picked not in board.keys.shown[index].label
    can = "can be your defense" if lang == "en" else "peut être votre défense"
    assert can in board.keys.shown[index].label
    board.keys._on_message(None, {"escape": True}, [])  # nothing picked: nothing changes
    assert app.defense is None and app.state == before
    board.keys.press(index)
    board.keys.press(index)  # the defense pressed again goes back too: a reader hears it
    assert app.defense is None and app.why.value == ""
    assert board_front.SAID[-1].startswith(f"{card} {back}")


def test_the_reading_keys_are_announced() -> None:
    app = made(players=4, seats=("person", "computer", "computer", "computer"), seed=2)
    keys = app.board.keys
    keys._on_message(None, {"read": "h", "spot": 1}, [])
    said = board_front.SAID[-1]
    assert said.startswith("P1's hand, 8 cards: ")
    assert all(NAMES["en"][c] in said or PLURALS["en"][c] in said for c in app.state.hands[0])
    keys._on_message(None, {"read": "s", "spot": 1}, [])
    said = board_front.SAID[-1]
    assert said.startswith("Deal 1. P1") and "Scores: P1 & P3 0, P2 & P4 0." in said
    said = len(board_front.SAID)
    keys._on_message(None, {"read": "z", "spot": 1}, [])  # reads nothing: says nothing
    assert len(board_front.SAID) == said


def test_the_rulebook_example_reads_its_story_and_its_heroes() -> None:
    replay = ExampleReplay(canvas=RecordingCanvas(), lang="fr")
    replay.forward()
    board = replay.board
    assert board.read("s", 0).startswith("1. Justin est le premier joueur.")
    labels = [s.label for s in board.spots()]
    assert labels[0].startswith("Justin : équipe Justin & Nathael")
    assert "Justin, coup 1, défense : Dragon d’argent, 3 points, face cachée" in labels[9]
    assert "Mode" not in board.summary()  # one round: the game's target is for later
