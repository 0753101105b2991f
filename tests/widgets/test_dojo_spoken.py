"""The Dojo boards by keyboard and screen reader, without a browser: every cell and trophy slot
is named from the engine's position (its card in words, the marks drawn on it), the text
alternative tells the position as the person may see it, a key press gets the very answer a
click gets, the reading keys read what they say, and Escape answers without changing anything.
The expected words are derived from the states, in English and in French."""

from __future__ import annotations

import pytest

from gamekit.dojo import GAME, DojoState, PlaceTrophy, Train
from gamekit.dojo.actions import cell_name
from gamekit.dojo.cards import BELT_NAMES, DISCIPLE_NAMES, TROPHY_NAMES
from widgets.board_front import SAID
from widgets.canvas import RecordingCanvas
from widgets.dojo import pictures
from widgets.dojo.app import DojoApp
from widgets.dojo.board import DojoBoard
from widgets.dojo.explorer import ScoringTool
from widgets.dojo.lessons import TRAIN_CODE, TROPHY_CODE, TrainLesson, TrophyLesson
from widgets.dojo.spoken import Around
from widgets.dojo.words import prompt
from widgets.feedback import plain

LANGS = ("en", "fr")
EMPTY = {"en": "empty", "fr": "vide"}
FRAMED = {"en": "framed", "fr": "encadr"}
CROSSED = {"en": "crossed", "fr": "barr"}
P = {"en": "P", "fr": "J"}
"""How each language names the players: P1 (the engine's name), J1 in French."""


def card_said(card, lang: str) -> str:
    """A card as a reader must hear it: disciple and belt in words, and the belt's number."""
    disciple, belt = DISCIPLE_NAMES[lang][card.disciple], BELT_NAMES[lang][card.belt]
    named = f"{belt}-belt {disciple}" if lang == "en" else f"{disciple} ceinture {belt}"
    return f"{named} ({card.belt})"


def places(board: DojoBoard) -> list[Train | PlaceTrophy | None]:
    """What a click at each spot's centre asks for."""
    return [
        pictures.action_at(board.geometry.cell_at(*spot.centre))  # type: ignore[arg-type]
        for spot in board.keys.shown
    ]


def check_board(board: DojoBoard, state: DojoState, seat: int, lang: str) -> None:
    """Every spot of ``board`` (showing ``seat``'s dojo of ``state``) says what lies there and
    whether it is framed, as the engine has it; the text alternative says the dojo's cards."""
    dojo, trophies = state.dojos[seat], state.trophies[seat]
    framed = set(board.targets)
    spots = board.keys.shown
    assert len(spots) == 5 * 7 + 5 + 7  # every cell and every trophy slot, not the corner
    assert board.keys.name == ("P%d's dojo" if lang == "en" else "Dojo de J%d") % (seat + 1)
    for spot, action in zip(spots, places(board), strict=True):
        assert action is not None
        label = spot.label
        assert (FRAMED[lang] in label) == (action in framed), label
        if isinstance(action, Train):
            card = dojo[action.cell]
            assert label.startswith(cell_name(action.cell) + ", ")
            assert (card_said(card, lang) if card else EMPTY[lang]) in label
        else:
            there = [t for line, i, t in trophies if (line, i) == (action.line, action.index)]
            assert (TROPHY_NAMES[lang][there[0]] if there else EMPTY[lang]) in label
    summary = board.keys.summary
    for cell, card in enumerate(dojo):
        if card is not None:
            assert f"{cell_name(cell)} {card_said(card, lang)}" in summary
    for _, _, trophy in trophies:
        assert TROPHY_NAMES[lang][trophy] in summary


def app(**kwargs) -> DojoApp:
    canvas = RecordingCanvas()
    made = DojoApp(canvas=canvas, **kwargs)
    canvas.connect()
    return made


def press_action(board: DojoBoard, action: Train | PlaceTrophy) -> None:
    """Press, as Enter does, the spot of ``action``."""
    board.keys.press(places(board).index(action))


@pytest.mark.parametrize("lang", LANGS)
def test_a_whole_game_played_by_keys_reads_as_the_engine_has_it(lang: str) -> None:
    """One person (P1) and three computers; the person's moves are the computer's choice, made
    by pressing a spot (a tatami, a trophy) or a button. At each decision the board's spots and
    text alternative follow the state P1 may see."""
    made = app(seed=5, lang=lang)
    computer = GAME.computer("greedy", seed=5)
    checked = 0
    for _ in range(300):
        if made.state.is_over:
            break
        seen = made.seen()
        check_board(made.board, seen, 0, lang)
        summary = made.board.keys.summary
        assert prompt(seen, lang) in summary
        assert all(f" {P[lang]}{n}" in summary for n in (2, 3, 4))
        held = seen.hands[0]
        if held is not None:
            assert card_said(held, lang) in summary
        checked += 1
        action = computer.choose(made.state.view(0))
        if isinstance(action, Train | PlaceTrophy):
            press_action(made.board, action)
        else:
            [button] = [b for b in made.buttons.children if b.action == str(action)]
            button.click()
        assert not made.why.value.startswith("<b>Not allowed") and "Interdit" not in made.why.value
    state = made.state
    assert state.is_over and checked > 12
    check_board(made.board, state, 0, lang)
    summary = made.board.keys.summary
    for p, total in enumerate(state.scores()):
        assert f"{P[lang]}{p + 1} {total} points" in summary
    assert state.outcome().reason.say(lang) in summary
    assert state.outcome().reason.say(lang) in plain(made.why.value)  # the last move's message


@pytest.mark.parametrize("lang", LANGS)
def test_a_game_the_computers_play_alone_is_said_from_its_final_state(lang: str) -> None:
    made = app(seed=2, players=5, seats=("computer",) * 5, lang=lang)
    state = made.state
    assert state.is_over
    check_board(made.board, state, 0, lang)
    for p in range(1, 5):  # N reads every other seat's dojo in turn, from P2
        said = made.board.read("n", 0)
        assert said is not None and said.startswith(f"{P[lang]}{p + 1}")
        for cell, card in enumerate(state.dojos[p]):
            if card is not None:
                assert f"{cell_name(cell)} {card_said(card, lang)}" in said
    assert made.board.read("n", 0).startswith(f"{P[lang]}2")
    for p in range(5):  # a player's number reads his seat and dojo
        said = made.board.read(str(p + 1), 0)
        assert said.startswith(f"{P[lang]}{p + 1}") and f" {state.scores()[p]} points" in said
        for cell, card in enumerate(state.dojos[p]):
            assert card is None or f"{cell_name(cell)} {card_said(card, lang)}" in said
    assert made.board.read("6", 0) is None  # five players
    assert "1 to 5" in made.board.read("h", 0) or "1 à 5" in made.board.read("h", 0)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("code", [TRAIN_CODE, TROPHY_CODE])
def test_the_lessons_boards_are_said_from_their_position(code: str, lang: str) -> None:
    lesson_class = TrainLesson if "step=train" in code else TrophyLesson
    lesson = lesson_class(code, lang=lang, canvas=RecordingCanvas())
    state, seat = lesson.start, lesson.player
    check_board(lesson.board, state, seat, lang)
    assert not lesson.board.targets  # the exercise is to find them: nothing framed, nothing said
    lesson.show()  # Show me frames every right place: each one's label says so
    assert lesson.board.targets == state.legal_actions()
    check_board(lesson.board, state, seat, lang)
    summary = lesson.board.keys.summary
    held = state.hands[seat]
    if held is not None:
        assert card_said(held, lang) in summary
    else:
        assert TROPHY_NAMES[lang][state.pending] in summary
    assert f"{P[lang]}2" not in summary.replace(
        f"{P[lang]}{seat + 1}", ""
    )  # an exercise shows no other seat


@pytest.mark.parametrize("lang", LANGS)
def test_a_refused_place_and_a_placed_card_are_said_on_their_spot(lang: str) -> None:
    lesson = TrainLesson(lang=lang, canvas=RecordingCanvas())
    wrong = next(Train(c) for c in range(35) if lesson.start.why_illegal(Train(c)) is not None)
    press_action(lesson.board, wrong)
    label = lesson.board.keys.shown[places(lesson.board).index(wrong)].label
    assert CROSSED[lang] in label
    assert sum(CROSSED[lang] in s.label for s in lesson.board.keys.shown) == 1
    right = lesson.start.legal_actions()[0]
    press_action(lesson.board, right)
    label = lesson.board.keys.shown[places(lesson.board).index(right)].label
    assert card_said(lesson.start.hands[lesson.player], lang) in label
    assert ("last card placed" if lang == "en" else "dernière carte posée") in label
    assert not any(CROSSED[lang] in s.label for s in lesson.board.keys.shown)


def test_a_press_gets_the_answer_a_click_gets_on_every_spot() -> None:
    """On the tatami exercise and the trophy exercise, each spot pressed (Enter) and clicked at
    its centre gives the same message and the same marks."""
    for lesson_class in (TrainLesson, TrophyLesson):
        count = len(lesson_class(canvas=RecordingCanvas()).board.keys.shown)
        for index in range(count):
            pressed = lesson_class(lang="fr", canvas=RecordingCanvas())
            clicked = lesson_class(lang="fr", canvas=RecordingCanvas())
            pressed.board.keys.press(index)
            clicked.board.click(*clicked.board.keys.shown[index].centre)
            assert pressed.feedback.value and pressed.feedback.value == clicked.feedback.value
            assert pressed.board.keys.shown == clicked.board.keys.shown
            assert pressed.board.keys.summary == clicked.board.keys.summary


def test_in_a_game_a_press_plays_or_refuses_as_the_click() -> None:
    made = app(seed=3, level="greedy")
    while made.state.step != "train":  # P1 deals and passes; then he places his card
        made.play(made.state.legal_actions()[-1])
    start = made.state
    assert start.current_player == 0 and sum(c is not None for c in start.dojos[0]) == 0
    for index in range(47):
        pressed, clicked = (app(state=start, level="greedy") for _ in range(2))
        pressed.board.keys.press(index)
        clicked.board.click(*clicked.board.keys.shown[index].centre)
        assert pressed.why.value == clicked.why.value
        assert pressed.match.actions == clicked.match.actions


@pytest.mark.parametrize("lang", LANGS)
def test_the_reading_keys_read_a_row_a_column_the_dojo_the_card_held(lang: str) -> None:
    lesson = TrainLesson(lang=lang, canvas=RecordingCanvas())
    board, state, seat = lesson.board, lesson.start, lesson.player
    dojo = state.dojos[seat]
    spots = places(board)
    d3 = spots.index(Train(17))  # d3, the first card's cell: row 3, column d
    SAID.clear()
    board.keys._on_message(None, {"read": "r", "spot": d3}, [])
    row = SAID[-1]
    assert row.startswith("Row 3" if lang == "en" else "Ligne 3")
    for cell in range(14, 21):
        if dojo[cell] is not None:
            assert f"{cell_name(cell)} {card_said(dojo[cell], lang)}" in row
        else:
            assert cell_name(cell) in row and card_said(dojo[17], lang) in row
    trophy = [t for line, i, t in state.trophies[seat] if (line, i) == ("row", 2)]
    assert all(TROPHY_NAMES[lang][t] in row for t in trophy)
    column = board.read("c", d3)
    assert column.startswith("Column d" if lang == "en" else "Colonne d")
    for cell in range(3, 35, 7):
        if dojo[cell] is not None:
            assert f"{cell_name(cell)} {card_said(dojo[cell], lang)}" in column
        else:
            assert cell_name(cell) in column.split(";")[-1]  # named among the empty ones
    assert board.read("t", d3).endswith(card_said(state.hands[seat], lang) + ".")
    assert board.read("d", d3) in board.keys.summary
    assert board.read("p", d3) == board.keys.summary
    slot = spots.index(PlaceTrophy("column", 3))
    above = board.read("r", slot)  # on the slots above the columns, R reads those slots
    assert ("orange" in above) and all(
        TROPHY_NAMES[lang][t] in above for line, _, t in state.trophies[seat] if line == "column"
    )
    assert board.read("h", d3) == board.read("?", d3)
    assert board.read("x", d3) is None


@pytest.mark.parametrize("lang", LANGS)
def test_escape_drops_nothing_and_says_what_to_do(lang: str) -> None:
    """Dojo has no half-made decision (a cell, a slot or a button plays at once): Escape
    changes nothing and the message line says so, with what may be done now."""
    made = app(seed=3, lang=lang)
    before, ply = made.board.keys.summary, made.match.ply
    made.board.keys._on_message(None, {"escape": True}, [])
    assert made.match.ply == ply and made.board.keys.summary == before
    said = plain(made.why.value)
    assert ("Nothing half-made" if lang == "en" else "Rien d’entamé") in said
    assert prompt(made.state, lang) in said
    lesson = TrainLesson(lang=lang, canvas=RecordingCanvas())
    lesson.board.keys.press(places(lesson.board).index(Train(34)))  # a refused try
    marks = lesson.board.keys.shown
    lesson.board.keys._on_message(None, {"escape": True}, [])
    assert lesson.board.keys.shown == marks and lesson.state is lesson.start
    assert lesson.task() in plain(lesson.feedback.value)


@pytest.mark.parametrize("lang", LANGS)
def test_the_scoring_tools_dojo_is_said_cell_by_cell_and_a_press_puts_the_chosen_card(
    lang: str,
) -> None:
    tool = ScoringTool(lang=lang, canvas=RecordingCanvas())
    board = tool.board
    cards = board.cards
    labels = [spot.label for spot in board.keys.shown]
    assert len(labels) == 12
    for index, label in enumerate(labels):
        row, col = divmod(index, 4)
        assert card_said(cards[row][col], lang) in label
    for row in cards:
        assert ", ".join(card_said(c, lang) for c in row) in board.keys.summary
    assert str(tool.score()) in board.read("s", 0)
    tool.disciple.value, tool.belt.value = "R", 5
    assert card_said(_card("R5"), lang) in board.read("s", 0)
    pressed = ScoringTool(lang=lang, canvas=RecordingCanvas())
    pressed.disciple.value, pressed.belt.value = "R", 5
    SAID.clear()
    pressed.board.keys.press(5)
    tool.board.click(*tool.board.keys.shown[5].centre)
    assert pressed.grid.value == tool.grid.value and "R5" in tool.grid.value.split("/")[1]
    said = SAID[0]  # what the press did, said: the cell, its card now, the new score
    assert said.startswith("Row 2, column 2" if lang == "en" else "Ligne 2, colonne 2")
    assert card_said(_card("R5"), lang) in said and f" {pressed.score()} points" in said
    label = pressed.board.keys.shown[5].label
    assert card_said(_card("R5"), lang) in label
    assert ("last cell changed" if lang == "en" else "dernière case changée") in label


def _card(code: str):
    from gamekit.dojo.cards import Card

    return Card.parse(code)


def test_the_board_alone_says_its_dojo() -> None:
    """A board shown a dojo without the page around it says the dojo only."""
    state = GAME.from_code(TRAIN_CODE)
    board = DojoBoard(canvas=RecordingCanvas())
    board.show(state.dojos[1], state.trophies[1])
    assert board.keys.name == "Dojo"
    assert board.keys.summary.startswith("Dojo: 5 cards")
    board.show(state.dojos[1], state.trophies[1], around=Around(state.view(1), 1))
    check_board(board, state.view(1), 1, "en")
