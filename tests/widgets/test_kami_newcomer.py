"""Kami as a newcomer meets it: the exercises' feedback says what happened at its moment (under
the board, with the score drawn), deals a class can follow (the line above the board, a cancelled
deal, a finished deal held at the teacher's pace, what a computer's seat is said to do), a duel
board that matches its text (pile badges, long lines, face-down cards from a pile), and hints
that the board frames and a click follows."""

from __future__ import annotations

import pytest
from paced import Clock

from gamekit.kami import GAME, Cancel, Declare, Play
from gamekit.kami.cards import HIDDEN
from gamekit.kami.code import position
from widgets.canvas import RecordingCanvas
from widgets.feedback import kind_of, plain
from widgets.kami import pictures
from widgets.kami.app import KamiApp
from widgets.kami.lessons import LESSONS, PlayLesson
from widgets.pacing import PACES
from widgets.shapes import Text

PRAISE = {"en": "Well done", "fr": "Bravo"}


def paced(app: KamiApp, pace: str) -> Clock:
    """Set ``app``'s pace; "one a second" runs on a clock the test turns."""
    clock = Clock()
    app.pacer.schedule = clock
    app.pacer.choice.value = pace
    return clock


def go_on(app: KamiApp, clock: Clock) -> None:
    """One step of the teacher's pace: a second gone by, or *Next move* pressed."""
    if app.pacer.pace == "step":
        app.pacer.next_button.click()
    else:
        clock.tick()


def p1_score(app: KamiApp) -> int:
    """The score the board draws beside P1's hand."""
    board = app.board
    x, y, w, h = board.geometry.cell_rect(board.layout.hand_row[0], 0)
    texts = [s for s in board.scene()["pieces"] if isinstance(s, Text)]
    return int(next(s.text for s in texts if s.x == x + w / 2 and s.y == y + h * 0.72))


# -- the exercises ---------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("pace", PACES)
def test_the_counter_exercise_says_what_the_learner_did_at_every_step(lang: str, pace: str) -> None:
    lesson = PlayLesson(LESSONS["counter"], lang=lang)
    app = lesson.app
    children = list(app.widget.children)
    assert children.index(app.why) == children.index(app.board.widget) + 1  # under the board
    clock = paced(app, pace)
    assert app.play("H/S")
    said = plain(lesson.feedback.value)
    assert said.startswith(PRAISE[lang]) and kind_of(lesson.feedback) == "ok"
    assert "answer now" not in said and "maintenant" not in said  # answered right after
    assert "Soldier" in said if lang == "en" else "Soldat" in said  # the attack it made
    while app.pacer.waiting:  # the computers answer at the pace: the praise stays, first
        go_on(app, clock)
        assert plain(lesson.feedback.value).startswith(PRAISE[lang])
    assert lesson.mark.is_done
    lesson.again.click()
    assert lesson.feedback.value == "" and app.state == LESSONS["counter"].start
    assert lesson.show_me() and kind_of(lesson.feedback) == "tip"
    shown = plain(lesson.feedback.value)
    assert PRAISE[lang] not in shown, shown  # the computer's move is no praise of the learner


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("pace", PACES)
def test_the_master_stroke_exercise_shows_the_score_it_gave(lang: str, pace: str) -> None:
    lesson = PlayLesson(LESSONS["master"], lang=lang)
    app = lesson.app
    clock = paced(app, pace)
    assert p1_score(app) == 0
    assert app.play("S/H")  # the pair kept: on the way
    assert kind_of(lesson.feedback) == "ok" and not lesson.mark.is_done
    while app.pacer.waiting:
        go_on(app, clock)
    assert app.play("G/G")  # the Master Stroke: 6 points
    said = plain(lesson.feedback.value)
    assert said.startswith(PRAISE[lang]) and "6" in said and lesson.mark.is_done
    assert p1_score(app) == 6 and "6" in app.table.value  # on the board and above it
    lesson.again.click()
    assert p1_score(app) == 0 and lesson.feedback.value == ""
    assert lesson.show_me()  # the whole way, whatever the pace
    shown = plain(lesson.feedback.value)
    assert PRAISE[lang] not in shown and p1_score(app) == 6, shown
    assert not lesson.mark.is_done


def test_a_move_that_misses_the_goal_is_said_without_a_clumsy_colon() -> None:
    for lang, allowed in (("en", "allowed"), ("fr", "autorisé")):
        lesson = PlayLesson(LESSONS["master"], lang=lang)
        assert lesson.app.play("G/H")  # the pair split
        said = plain(lesson.feedback.value)
        assert allowed in said and "Permis" not in said and "Joué :" not in said, said


def test_points_are_never_written_1_points() -> None:
    lesson = PlayLesson(LESSONS["master"])
    for text in ("H/G", "S/G"):  # the pair split, the round ended on a Soldier: 1 point
        if lesson.app.actor() is None:
            break
        lesson.app.play(text)
    app = KamiApp(position(["GS", "L"]), seats=("person", "computer"))
    assert app.play(Play("G", "S"))
    for text in (app.why.value, app.history.value, app.table.value, app.status.value):
        assert "1 points" not in text, text


# -- deals a class can follow -----------------------------------------------------------------


def cancelling_game() -> KamiApp:
    """Four people, every card shown, at a deal where a player holds five Soldiers."""
    for seed in range(1, 200):
        app = KamiApp(players=4, seats=("person",) * 4, seed=seed, teacher=True)
        for _ in range(4):
            if Declare() in app.state.legal_actions():
                return app
            app.play(app.state.legal_actions()[0])
    raise AssertionError("no deal with five Soldiers")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_cancelled_deal_says_who_showed_who_cancelled_and_why(lang: str) -> None:
    app = cancelling_game()
    app.lang = lang
    declarer = app.state.to_play
    deal = app.state.deal
    app.play(Declare())
    canceller = app.state.to_play
    assert app.play(Cancel())
    names = [f"{'J' if lang == 'fr' else 'P'}{p + 1}" for p in (declarer, canceller)]
    for text in (plain(app.why.value), plain(app.table.value)):
        assert all(name in text for name in names), text
        assert ("five Soldiers" if lang == "en" else "cinq Soldats") in text, text
    assert f"{deal + 1}" in plain(app.table.value)  # the deal cancelled, by its number
    assert "kami.demoralized" in app.table.value
    # The line above the board tells the current deal's state: the next deal's first card
    # clears the note about the deal before.
    while not any(app.state.lines):
        app.play(app.state.legal_actions()[0])
    assert "kami.demoralized" not in app.table.value


def test_the_line_above_the_board_never_shows_an_earlier_deals_result_mid_deal() -> None:
    app = KamiApp(players=2, seats=("person", "person"), seed=2, teacher=True, level="greedy")
    seen_result = False
    for _ in range(300):
        if app.state.is_over or app.state.deal >= 2:
            break
        app.play(app.state.legal_actions()[-1])
        if any(app.state.lines):
            assert "played his last card" not in app.table.value
        elif app.state.last is not None:
            seen_result = True
            assert f"deal {app.state.deal} ended" in plain(app.table.value).lower()
    assert seen_result


@pytest.mark.parametrize("pace", ["second", "step"])
def test_a_finished_deal_is_held_until_the_class_moves_on(pace: str) -> None:
    # P1 leads; P2, the computer, counters and plays his last card: the deal is over.
    start = position(["SHT", "HS"], mode="lord", scores=(0, 3))
    app = KamiApp(start, seats=("person", "computer"), level="greedy")
    clock = paced(app, pace)
    assert app.play(Play("S", "H"))
    go_on(app, clock)  # P2's last card
    assert app.state.deal == 1  # the engine has dealt the next deal...
    head = plain(app.status.value)
    assert "Deal 1 is over" in head and "3 + 1 = 4" in head, head  # ...the board holds this one
    assert app.board.seen.lines[1] and not app.board.seen.hands[1]  # as the last card fell
    assert app.board.seen.scores[1] == 4  # with its score
    assert app.actor() is None and app.plays() == []  # nobody plays on a finished deal
    assert not app.pick(("hand", 0)) and "Deal 1 is over" in plain(app.why.value)
    assert app.pacer.waiting
    go_on(app, clock)  # the class moves on: the next deal, P2 to lead it
    assert plain(app.status.value).startswith("Deal 2 · P2 (the computer) leads")
    assert not any(app.board.seen.lines) and app.board.seen.scores[1] == 4


def test_a_master_strokes_finished_table_turns_up_its_face_down_twin() -> None:
    # P1 passes on P2's Madman; P2 leads again with his two Towers, one face down: his last
    # card, a Master Stroke.
    start = position(["SH", "TT"], lines=["-", "A.M"], attack=(1, "M"), step="respond", filler=0)
    app = KamiApp(start, seats=("person", "computer"), level="greedy")
    clock = paced(app, "step")
    assert app.play("pass")
    go_on(app, clock)
    assert "Master Stroke" in plain(app.status.value)
    assert app.board.seen.lines[1][-1][:2] == ("T", True)  # shown, still marked face down
    go_on(app, clock)
    assert not any(app.board.seen.lines)


def test_all_at_once_the_next_deal_shows_at_once_and_the_message_says_how_the_last_ended() -> None:
    start = position(["SHT", "HS"], mode="lord", scores=(0, 3))
    app = KamiApp(start, seats=("person", "computer"), level="greedy")
    assert app.play(Play("S", "H"))
    assert "Deal 2" in plain(app.status.value) and app.actor() == 0  # P2 has led it already
    assert "end of deal 1, P2: 3 + 1 = 4" in plain(app.why.value)


def test_undo_drops_a_held_deal() -> None:
    start = position(["SHT", "HS"], mode="lord", scores=(0, 3))
    app = KamiApp(start, seats=("person", "computer"), level="greedy")
    clock = paced(app, "step")
    assert app.play(Play("S", "H"))
    go_on(app, clock)
    app.undo()
    assert app.state == start and app.actor() == 0 and not app.pacer.waiting


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_status_never_tells_a_computers_seat_what_a_person_would_do(lang: str) -> None:
    app = KamiApp(players=4, seed=1, teacher=True, lang=lang)
    paced(app, "step")
    app.restart()  # the computers' first answers now wait for Next move
    you = ("you do not hold", "Play the deal", "Pick a card") if lang == "en" else ("vous", "Jouez")
    for _ in range(12):
        mover = app.state.current_player
        if app.seats[mover] == "computer":
            status = plain(app.status.value)
            assert not any(word in status for word in you), status
            assert "(the computer)" in status or "(l’ordinateur)" in status or "asked" in status or "demande" in status, status  # fmt: skip
            app.pacer.next_button.click()
        else:
            app.play(app.state.legal_actions()[0])


# -- the duel board against its text ----------------------------------------------------------


def duel_in_play(moves: int, seed: int = 4) -> KamiApp:
    app = KamiApp(players=2, seats=("person", "person"), seed=seed, teacher=True, level="greedy")
    for _ in range(moves):
        if app.state.is_over:
            break
        pile = [a for a in app.state.legal_actions() if isinstance(a, Play) and a.dpile >= 0]
        app.play(pile[0] if pile else app.state.legal_actions()[-1])
    return app


def test_each_pile_badge_says_how_many_cards_the_pile_holds() -> None:
    app = duel_in_play(6)
    piles = app.state.piles
    assert any(len(p) < 2 for p in piles)  # some pile was taken from
    badges = [s for s in app.board.scene()["pieces"] if s.tag.startswith("pile-count:")]
    assert [s.tag for s in badges] == [f"pile-count:{k}:{len(p)}" for k, p in enumerate(piles)]
    numbers = [
        s.text
        for s in app.board.scene()["pieces"]
        if isinstance(s, Text) and any(abs(s.x - b.cx) < 1 and abs(s.y - b.cy) < 2 for b in badges)
    ]
    assert numbers == [str(len(p)) for p in piles]


@pytest.mark.parametrize("plays", [7, 8])
def test_a_line_of_13_cards_or_more_is_drawn_without_overlap_and_names_whole(plays: int) -> None:
    layout = pictures.Layout(2, focus=0)
    line = tuple(("SLHAGTME"[i], i == 0, "SLHAGTME"[(i + 3) % 8]) for i in range(plays))
    shapes = pictures.pieces(layout, ("SS", "LL"), (line, ()), (0, 0), (0, 1))
    cards = [s for s in shapes if s.tag.startswith(("defense:0:", "attack:0:"))]
    assert len(cards) == 2 * plays >= 13
    boxes = []
    for card in cards:
        xs, ys = [x for x, _ in card.points], [y for _, y in card.points]
        boxes.append((min(xs), min(ys), max(xs), max(ys)))
    for i, a in enumerate(boxes):
        for b in boxes[i + 1 :]:
            assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1], (a, b)
    names = [s for s in shapes if isinstance(s, Text) and s.size >= pictures.TEXT * 0.75]
    shown = {s.text for s in names}
    for defense, _, attack in line:  # every card's name written (a word the card shows)
        for card in (defense, attack):
            word = pictures.SHORT["en"].get(card, pictures.NAMES["en"][card])
            assert word in shown, word


def test_the_keyboard_finds_every_card_of_a_long_line_where_it_is_drawn() -> None:
    app = KamiApp(players=2, seats=("person", "person"), canvas=RecordingCanvas())
    line = tuple(("S", i == 0, "H") for i in range(7))
    seen = app.state._with(lines=(line, ()))
    app.board.show(seen, 0, names=("P1", "P2"))
    places = {place: box for place, box, _ in app.board.places() if place[0] == "line"}
    assert len(places) == 14
    for (_, seat, n, j), (x, y, w, h) in places.items():
        cell = app.board.geometry.cell_at(x + w / 2, y + h / 2)
        assert cell is not None and cell[0] in app.board.layout.line_rows[seat], (n, j)


def test_a_face_down_defense_from_a_pile_is_drawn_as_the_engines_view_shows_it() -> None:
    state = GAME.new_state(seed=3, players=2)
    lead = next(a for a in state.legal_actions() if isinstance(a, Play) and a.dpile >= 0)
    after = state.apply(lead)
    p = state.to_play
    other = 1 - p
    card, down, _ = after.lines[p][0]
    assert down
    for viewer in (p, other):
        seen = after.view(viewer)
        shown = seen.lines[p][0][0]
        assert shown == card  # everyone saw it on top of its pile (the engine's reading)
        app = KamiApp(after, seats=("person", "person"), canvas=RecordingCanvas())
        app.board.show(seen, viewer, names=("P1", "P2"))
        pieces = app.board.scene()["pieces"]
        drawn = [s for s in pieces if s.tag == f"defense:{p}:0:{shown}"]
        assert drawn, viewer  # its face, not a back
        assert any(s.tag == "face-down-frame" for s in pieces), viewer  # and marked face down
        (label,) = [
            s.label for s in app.board.spots() if s.label.startswith(f"P{p + 1}, play 1, defense")
        ]
        assert "everyone saw it" in label and "only its back" not in label, label
    # A face-down defense from the hand stays a back for the other player.
    hand_lead = next(a for a in state.legal_actions() if isinstance(a, Play) and a.dpile < 0)
    hidden = state.apply(hand_lead).view(other).lines[p][0][0]
    assert hidden == HIDDEN
    app = KamiApp(state.apply(hand_lead), seats=("person", "person"), canvas=RecordingCanvas())
    app.board.show(state.apply(hand_lead).view(other), other, names=("P1", "P2"))
    tags = [s.tag for s in app.board.scene()["pieces"]]
    assert f"defense:{p}:0:{HIDDEN}" in tags


def test_the_legend_says_what_the_pile_badge_is_only_in_a_duel() -> None:
    from tests.legends import legend_of

    assert "cards in the pile" in legend_of(KamiApp(players=2).widget)
    assert "pile" not in legend_of(KamiApp(players=4).widget).split("face down")[0]
    assert "cartes de la pile" in legend_of(KamiApp(players=2, lang="fr").widget)


# -- hints ------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_hint_is_framed_on_the_board_and_a_click_follows_it(
    players: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    import gamekit.kami.players

    # Fewer play-outs: the same kind of hint, sooner (the engine's tests weigh its quality).
    monkeypatch.setattr(gamekit.kami.players, "HINT_PLAYOUTS", 4)
    monkeypatch.setattr(gamekit.kami.players, "DUEL_PLAYOUTS", 4)
    app = KamiApp(
        players=players, seats=("person",) * players, seed=players, teacher=True, level="greedy"
    )
    framed = 0
    for _ in range(80):  # a whole deal and more: every hint of it followed
        if app.state.is_over:
            break
        said = app.hint()
        assert said and kind_of(app.why) == "tip"
        action = app.game.hint(app.state.view(app.actor())).action
        ply = app.match.ply
        if isinstance(action, Play) and action.defense:
            assert app.defense == (action.defense, action.dpile)  # its defense picked
            (attack,) = app._selectable()  # its attack the one card framed
            assert app.board.selectable == (attack,)
            app.board.click_pick(attack)
            framed += 1
        else:
            buttons = {b.action: b for b in app.buttons.children}
            buttons[str(action)].click()
        assert app.match.actions[ply] == action  # the hinted move, played
    assert framed


def test_a_hint_put_back_leaves_every_attack_framed_again() -> None:
    app = KamiApp(players=2, seats=("person", "person"), seed=2, teacher=True, level="greedy")
    app.hint()
    assert app.defense is not None and len(app._selectable()) == 1
    app._choose("back")
    assert app.defense is None and len(app._selectable()) > 1
