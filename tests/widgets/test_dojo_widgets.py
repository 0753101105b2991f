"""Dojo's views without a browser: the table keeps secrets, clicks place tatamis and trophies,
refusals cite the rules in both languages, lessons accept every right answer."""

from __future__ import annotations

import re
from urllib.parse import quote

import pytest
from legends import legend_of

from gamekit.dojo import GAME, PlaceTrophy, Train
from gamekit.dojo.actions import Challenge, Pass
from gamekit.dojo.cards import TROPHY_NAMES
from widgets.canvas import RecordingCanvas
from widgets.dojo.app import DojoApp, DojoLauncher
from widgets.dojo.explorer import DojoExplorer, ScoringTool
from widgets.dojo.lessons import (
    PUZZLES,
    TRAIN_CODE,
    ChallengeLesson,
    ScoringPuzzle,
    TrainLesson,
    TrophyLesson,
)


def app(**kwargs) -> tuple[DojoApp, RecordingCanvas]:
    canvas = RecordingCanvas()
    made = DojoApp(canvas=canvas, **kwargs)
    canvas.connect()
    return made, canvas


def play_on(made: DojoApp) -> None:
    """The acting person's first legal choice, by a click or a button, as a person would."""
    if made.gated():
        made.gate_button.click()
        return
    board = [a for a in made.state.legal_actions() if isinstance(a, Train | PlaceTrophy)]
    if board:
        made.board.click_action(board[0])
    else:
        made.buttons.children[0].click()


def cards_shown(html: str) -> set[str]:
    return set(re.findall(r'data-tag="card:([A-Z][1-5])', html))


def test_a_whole_game_with_one_person_and_three_computers_ends_with_the_breakdown() -> None:
    made, _ = app(seed=3)
    for _ in range(200):
        if made.state.is_over:
            break
        play_on(made)
    assert made.state.is_over
    assert "wins with" in made.status.value
    assert made.table.value.count("gk-breakdown") == 4


def test_the_dealer_sees_the_card_to_give() -> None:
    made, _ = app(seed=3)
    top = made.state.deck[0]
    assert str(top) in set(re.findall(r'data-tag="card:([A-Z][1-5])', made.focus_card.value))


def test_a_player_sees_his_own_card_and_no_other_hand() -> None:
    made, _ = app(seed=3, seats=("computer", "person", "computer", "computer"))
    state = made.state  # the computer dealt; P2 is asked whether to challenge
    assert state.step == "challenge" and made.viewer() == 1
    shown = cards_shown(made.table.value)
    assert str(state.hands[1]) in shown
    in_dojos = {str(c) for dojo in state.dojos for c in dojo if c is not None}
    for p, card in enumerate(state.hands):
        if p != 1 and card is not None and str(card) not in in_dojos | {str(state.hands[1])}:
            assert str(card) not in shown
    assert made.table.value.count('data-tag="card:hidden"') == 3


def test_passing_the_screen_hides_secrets_until_the_person_is_there() -> None:
    made, _ = app(seed=5, players=3, seats=("person", "person", "person"))
    assert made.gated() and made.buttons.children == ()
    hidden = made.table.value
    made.gate_button.click()
    assert not made.gated() and made.buttons.children
    for _ in range(3):  # P1 deals the three cards
        made.buttons.children[-1].click()
    while made.state.step == "recruit":
        made.buttons.children[0].click()
    assert made.state.current_player == 1 and made.gated()  # P2 is asked to challenge
    assert made.buttons.children == ()
    assert "Pass the screen to P2" in made.gate_text.value
    assert hidden.count("card:hidden") <= made.table.value.count("card:hidden")


def test_the_teacher_sees_every_card() -> None:
    made, _ = app(seed=5, players=3, seats=("person", "computer", "person"), teacher=True)
    made.buttons.children[0].click()
    made.buttons.children[0].click()
    assert "card:hidden" not in made.table.value


def test_a_refused_tatami_is_explained_in_french_and_changes_nothing() -> None:
    start = GAME.from_code(TRAIN_CODE)
    made, canvas = app(state=start, seats=("person", "computer", "computer", "computer"), lang="fr")
    assert made.state == start
    made.board.click_action(Train(34))  # g5, far from every card
    assert "[dojo.train.adjacent]" in made.why.value and "Interdit" in made.why.value
    assert made.state == start
    assert canvas.layer("highlights").tags("target")  # the legal cells are framed


def test_lessons_accept_every_legal_cell_and_explain_the_challenge() -> None:
    lesson = TrainLesson()
    legal = [a.cell for a in lesson.start.legal_actions()]
    assert len(legal) > 1
    for cell in legal:
        lesson.reset()
        lesson.board.click_action(Train(cell))
        assert "Well done" in lesson.feedback.value
    assert "dojo.challenge.belt" in ChallengeLesson().decide(
        ChallengeLesson().start.legal_actions()[0]
    )


def test_the_trophy_lesson_explains_each_wrong_slot_and_accepts_each_legal_one() -> None:
    lesson = TrophyLesson(lang="fr")
    assert "Kimono de compétition" in lesson.widget.children[2].value
    wrong = {
        PlaceTrophy("row", 1): "dojo.trophy.colour",
        PlaceTrophy("column", 3): "dojo.trophy.one_per_line",
        PlaceTrophy("column", 4): "dojo.trophy.needs_card",
    }
    for action, rule in wrong.items():
        lesson.board.click_action(action)
        assert f"[{rule}]" in lesson.feedback.value and "Interdit" in lesson.feedback.value
        assert lesson.state == lesson.start
    legal = lesson.start.legal_actions()
    assert {(a.line, a.index) for a in legal} == {("column", 0), ("column", 1), ("column", 2)}
    for action in legal:
        lesson.reset()
        lesson.board.click_action(action)
        assert "Bravo" in lesson.feedback.value
        assert lesson.state.trophies[lesson.player] != lesson.start.trophies[lesson.player]


def test_only_the_teacher_gets_the_position_code() -> None:
    made, _ = app(seed=3, players=3)
    assert made.code_button.layout.display == "none"
    made.teacher.value = True
    code = made.show_code()
    assert GAME.from_code(code) == made.state
    assert quote(code) in made.code_out.value and "dojo.ipynb?pos=" in made.code_out.value
    made.teacher.value = False
    assert made.code_out.value == "" and made.code_button.layout.display == "none"


@pytest.mark.parametrize(("grid", "trophies"), PUZZLES)
def test_scoring_puzzles_check_the_total_against_the_engine(grid, trophies) -> None:
    puzzle = ScoringPuzzle(grid, trophies)
    total = GAME.score(grid, trophies).total
    assert puzzle.answer(total).startswith("Well done")
    assert puzzle.answer(total + 1).startswith("Not quite")


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize(("grid", "trophies"), PUZZLES)
def test_a_wrong_guess_gets_a_hint_and_the_answer_waits_for_show_me(grid, trophies, lang) -> None:
    puzzle = ScoringPuzzle(grid, trophies, lang=lang)
    total = GAME.score(grid, trophies).total
    for guess in (total - 3, total + 2):
        said = puzzle.answer(guess)
        assert str(total) not in said and not puzzle.solved
        assert ("more" if guess < total else "less") in said or (
            ("plus" if guess < total else "moins") in said
        )
    shown = puzzle.show()
    assert f"{total} points" in shown and puzzle.guess.value == total
    assert puzzle.answer(puzzle.guess.value) and puzzle.solved  # following Show me succeeds


def test_the_scoring_tool_scores_the_rulebook_example_and_refuses_bad_text() -> None:
    tool = ScoringTool()
    assert tool.score() == 12
    tool.lines["row2"].value = "grand_master"
    assert tool.score() == GAME.score(tool.grid.value, {"row2": "grand_master"}).total
    tool.grid.value = "T1 T2 T4 M5/C3 C2 F1 B4/M4 F2 B3 X9"
    assert "gk-error" in tool.result.value


def test_the_explorer_opens_a_code_and_refuses_a_bad_one() -> None:
    explorer = DojoExplorer(TRAIN_CODE)
    assert explorer.app is not None and explorer.app.state == GAME.from_code(TRAIN_CODE)
    assert "pos=" in explorer.link.value
    assert not explorer.load("dojo players=9")
    assert "gk-error" in explorer.message.value and explorer.app.state == GAME.from_code(TRAIN_CODE)


def test_the_launcher_seats_people_and_computers() -> None:
    launcher = DojoLauncher()
    launcher.players.value = 5
    launcher.seats[2].value = "person"
    made = launcher.begin()
    assert made.seats == ["person", "computer", "person", "computer", "computer"]
    assert made.state.players == 5


def test_the_scoring_tool_speaks_the_page_language() -> None:
    assert ScoringTool().button.description == "Score"
    assert ScoringTool(lang="fr").button.description == "Compter"


def test_hints_say_why_in_the_page_language() -> None:
    made, _ = app(seed=3, lang="fr")
    assert made.hint().startswith(("Donnez la carte", "Gardez la carte"))
    assert "Conseil" in made.why.value
    made, _ = app(seed=3)
    assert made.hint().startswith(("Give the", "Keep the"))


def test_the_scoring_tool_refuses_bad_text_in_the_page_language() -> None:
    tool = ScoringTool(lang="fr")
    tool.grid.value = "T1 T2 T4 M5/C3 C2 F1 B4/M4 F2 B3 X9"
    assert "gk-error" in tool.result.value and "carte TATAMI" in tool.result.value
    assert tool.picture.value == ""
    tool.grid.value = "T1 T1 T1 M5/C3 C2 F1 B4/M4 F2 B3 T5"
    assert "la pioche contient 2 T1, pas 3" in tool.result.value


def test_the_scoring_tool_pictures_the_dojo_as_scored_and_says_what_the_broom_moved() -> None:
    tool = ScoringTool()  # column 3 is T4 F1 B3; the Broom makes it T4 B3 F1
    tool.lines["col3"].value = "broom"
    assert tool.score() == GAME.score(tool.grid.value, {"col3": "broom"}).total
    for tag in ("card:T4:0,2", "card:B3:1,2", "card:F1:2,2", "moved:col3"):
        assert f'data-tag="{tag}"' in tool.picture.value
    assert "Broom: column 3 rearranged, now Tigress 4, Bear 3, Fox 1" in tool.result.value
    french = ScoringTool(lang="fr")
    french.lines["col3"].value = "broom"
    assert "Balai : colonne 3 réarrangée" in french.result.value


def test_the_dojo_editor_builds_a_dojo_by_clicking_and_the_text_follows() -> None:
    canvas = RecordingCanvas()
    tool = ScoringTool(canvas=canvas)
    canvas.connect()
    tool.clear_button.click()
    assert tool.grid.value == "-- -- -- --/-- -- -- --/-- -- -- --"
    assert "12 cells of the dojo are still empty" in tool.result.value
    assert canvas.layer("pieces").tags("card") == []
    cards = "T1 T2 T4 M5/C3 C2 F1 B4/M4 F2 B3 T5".replace("/", " ").split()
    for index, code in enumerate(cards):
        tool.disciple.value, tool.belt.value = code[0], int(code[1])
        tool.board.click_cell(*divmod(index, 4))
    assert tool.grid.value == "T1 T2 T4 M5/C3 C2 F1 B4/M4 F2 B3 T5"
    assert tool.score() == 12 and "gk-breakdown" in tool.result.value
    assert "card:T5:2,3" in canvas.layer("pieces").tags("card")
    assert canvas.layer("highlights").tags() == ["last"]
    tool.disciple.value = ""  # the eraser
    tool.board.click_cell(0, 0)
    assert tool.grid.value.startswith("-- T2") and "1 cell of the dojo is still empty" in (
        tool.result.value
    )
    tool.lines["row1"].value = "incense"
    assert "I" in canvas.layer("pieces").texts()  # the Incense beside row 1


def test_the_table_shows_the_draw_pile_beside_the_trophy_on_offer() -> None:
    made, _ = app(seed=3, lang="fr")
    left = len(made.state.deck)
    assert 'data-tag="draw_pile"' in made.centre.value
    assert "Pioche" in made.centre.value and f"{left} cartes restantes" in made.centre.value
    assert "Trophée en jeu" in made.centre.value


def test_a_tie_is_broken_by_challenges_won_and_a_shared_victory_is_said_so() -> None:
    made, _ = app(players=5, seats=("computer",) * 5, variant="white_belt", seed=3)
    assert made.state.outcome().winners == (2, 4)
    assert "P3 and P5 share the victory" in made.status.value
    assert "[dojo.end.tiebreak]" in made.status.value
    assert "3 challenges won" in made.table.value and "1 challenge won" in made.table.value
    if made.state.up:  # a trophy nobody won is not on offer any more
        assert (
            "Trophy nobody won" in made.centre.value and "Trophy on offer" not in made.centre.value
        )
    made, _ = app(players=5, seats=("computer",) * 5, variant="white_belt", seed=3, lang="fr")
    assert "P3 et P5 partagent la victoire" in made.status.value
    assert "3 défis gagnés" in made.table.value and "(1 défi gagné)" in made.table.value


def test_the_end_of_game_pictures_score_with_the_games_incense_reading() -> None:
    start = GAME.new_state(seed=1, players=3, incense="sum")
    made, _ = app(state=start, seats=("computer",) * 3)
    state = made.state
    rows = [r.points for r in state.score_of(0).rows]
    assert rows == [3, 5, 10]  # row 2 holds the Incense: 5 read as "sum", 3 as "best"
    seat = made.table.value.split("gk-seat-1")[1].split("gk-seat-2")[0]
    picture = seat.split("</svg>")[0]
    texts = re.findall(r"<text[^>]*>([^<]*)</text>", picture)
    assert texts[-7:-4] == ["3", "5", "10"]


def test_the_challenge_exercise_can_start_again() -> None:
    from widgets.dojo.lessons import ChallengeLesson

    lesson = ChallengeLesson()
    assert "dealer held" in lesson.decide(Pass())
    lesson.again.click()
    assert lesson.feedback.value == ""
    assert "dealer held" in lesson.decide(Challenge())


def test_a_lesson_board_before_the_trophies_section_has_a_legend_of_its_marks_and_trophies() -> (
    None
):
    lesson = TrainLesson(lang="fr")
    legend = legend_of(lesson.widget)
    held = [t for _, _, t in lesson.start.trophies[lesson.player]]
    assert held and "croix bleue" in legend and "b4" in legend
    assert all(TROPHY_NAMES["fr"][t] in legend for t in held)


def test_a_french_refusal_names_the_players_as_the_page_does() -> None:
    """The engine says P1; a French page says J1, in its refusals too."""
    made = DojoApp(lang="fr", seats=("person", "computer", "computer", "computer"), seed=3)
    assert made.play("give P1")  # the typed move keeps the engine's names
    made = DojoApp(lang="fr", seats=("person", "computer", "computer", "computer"), seed=3)
    assert not made.play("a1") and "C’est à J1 de donner" in made.why.value
    assert "P1" not in made.why.value
