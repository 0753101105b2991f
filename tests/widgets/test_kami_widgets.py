"""Kami's views without a browser: picks on the board make plays, only legal cards are framed,
secrets stay hidden until the screen is passed, refusals cite the rules, rounds explain points."""

from __future__ import annotations

import pytest

from gamekit.kami import GAME, Play
from widgets.canvas import RecordingCanvas
from widgets.feedback import kind_of
from widgets.kami.app import KamiApp, KamiLauncher
from widgets.kami.lessons import LESSONS, PlayLesson
from widgets.kami.words import result_text


def app(**kwargs) -> tuple[KamiApp, RecordingCanvas]:
    canvas = RecordingCanvas()
    made = KamiApp(canvas=canvas, **kwargs)
    canvas.connect()
    return made, canvas


def act(made: KamiApp) -> None:
    """The acting person's first legal choice, by clicks on the board when it is a play."""
    if made.gated():
        made.gate_button.click()
        return
    action = made.state.legal_actions()[0]
    if not isinstance(action, Play):
        made.play(action)
        return
    hand = made.state.hands[made.actor()]
    for card, pile in ((action.defense, action.dpile), (action.attack, action.apile)):
        if not card:
            made.play(action)
            return
        before = made.defense
        if pile >= 0:
            made.board.click_pick(("pile", pile))
        else:
            picked = made._defense_pick()
            index = next(i for i, c in enumerate(hand) if c == card and ("hand", i) != picked)
            made.board.click_pick(("hand", index))
        if made.defense is None and before is not None:
            return  # the attack was played


@pytest.mark.parametrize("players", [2, 3, 4])
def test_people_play_whole_games_by_clicking(players: int) -> None:
    made, _ = app(
        players=players, seats=("person",) + ("computer",) * (players - 1), seed=4, level="greedy"
    )
    for _ in range(2000):
        if made.state.is_over:
            break
        act(made)
    assert made.state.is_over
    assert "win" in made.status.value
    assert sum(GAME_CARDS(made.state)) == 32


def GAME_CARDS(state) -> list[int]:
    return [
        sum(len(h) for h in state.hands),
        sum(len(d) + len(a) for line in state.lines for d, _, a in line),
        sum(len(p) for p in state.piles),
        len(state.aside),
    ]


def test_only_cards_that_make_a_legal_play_are_framed() -> None:
    made, canvas = app(
        players=4, seats=("person", "computer", "computer", "computer"), seed=2, level="greedy"
    )
    while made.actor() is None or made.state.step != "respond":
        act(made)
    framed = canvas.layer("highlights").tags("target")
    plays = [a for a in made.state.legal_actions() if isinstance(a, Play)]
    hand = made.state.hands[0]
    counters = {p.defense for p in plays}
    expected = {
        f"target:{made.board.cell_of(('hand', i))[0]}:{i + 1}"
        for i, c in enumerate(hand)
        if c in counters
    }
    assert set(framed) == expected
    attack = made.state.attack[1]
    wrong = next((i for i, c in enumerate(hand) if c not in counters), None)
    if wrong is not None:
        made.board.click_pick(("hand", wrong))
        assert "Not allowed" in made.why.value and "[kami." in made.why.value
        assert made.defense is None and made.state.attack[1] == attack


def _buttons(made: KamiApp) -> list[str]:
    return [button.description for button in made.buttons.children]


@pytest.mark.parametrize(("seed", "five"), [(1, False), (9, True)])
def test_every_person_answers_the_demoralized_question_in_one_click(seed: int, five: bool) -> None:
    """kami.demoralized: with four players everyone is asked after the deal. A person without
    five Soldiers gets one button and a prompt that does not say he holds them; one with five
    may show them or keep quiet."""
    seats = ("person", "computer", "computer", "computer")
    for lang, nothing, play_deal in (
        ("en", "you do not hold five Soldiers", "Play the deal"),
        ("fr", "vous n’avez pas cinq Soldats", "Jouer la donne"),
    ):
        made, _ = app(players=4, seats=seats, seed=seed, level="greedy", lang=lang)
        assert made.state.step == "declare" and made.actor() == 0
        assert (made.state.hands[0].count("S") >= 5) == five
        if five:
            assert len(_buttons(made)) == 2 and nothing not in made.status.value
        else:
            assert _buttons(made) == [play_deal] and nothing in made.status.value
        assert made.play("decline")
        assert made.state.step != "declare" or made.actor() is None


def test_the_demoralized_question_says_nothing_before_the_screen_is_passed() -> None:
    """kami.demoralized: while the screen is being passed, the question reads the same for a
    player with five Soldiers as for one without, and no answer shows."""
    made, _ = app(players=4, seats=("person",) * 4, seed=9)
    prompts = []
    while made.state.step == "declare":
        assert made.gated() and made.buttons.children == ()
        prompts.append(made.status.value.replace(f"P{made.actor() + 1}", "P?"))
        made.gate_button.click()
        five = made.state.hands[made.actor()].count("S") >= 5
        assert ("you hold five Soldiers" in made.status.value) == five
        assert made.play("decline")
    assert len(prompts) == 4 and len(set(prompts)) == 1
    assert "is asked whether he shows five Soldiers" in prompts[0]


def test_the_other_hands_are_face_down_until_the_screen_is_passed() -> None:
    made, canvas = app(players=2, seats=("person", "person"), seed=3)
    assert made.gated()
    assert all(
        tag.startswith("card:hidden") or tag == "" for tag in canvas.layer("pieces").tags("card")
    )
    hands = [t for t in canvas.layer("pieces").tags("hand:")]
    assert hands and all(t.endswith(":?") for t in hands)
    made.gate_button.click()
    me = made.actor()
    mine = [t for t in canvas.layer("pieces").tags(f"hand:{me}:")]
    theirs = [t for t in canvas.layer("pieces").tags(f"hand:{1 - me}:")]
    assert "".join(t[-1] for t in mine) == made.state.hands[me]
    assert all(t.endswith(":?") for t in theirs)


def test_the_teacher_sees_every_hand_and_gets_the_code() -> None:
    made, canvas = app(players=3, seats=("person",) * 3, seed=5, teacher=True)
    hands = canvas.layer("pieces").tags("hand:")
    assert not any(t.endswith(":?") for t in hands)
    assert GAME.from_code(made.show_code()) == made.state
    assert "kami.ipynb?pos=" in made.code_out.value


def test_a_round_result_explains_a_master_stroke() -> None:
    from kami_positions import position

    state = position(["TT", "SS", "LL", "HH"], scores=(3, 0)).apply(Play("T", "T"))
    text = result_text(state, "en")
    assert "a Tower: 4 points" in text and "Master Stroke" in text and ": 8" in text
    assert "Coup de Maître" in result_text(state, "fr")


@pytest.mark.parametrize(
    ("mode", "english", "french"),
    [
        ("soldier", "P1 & P3: 13 + 4 = 17.", "J1 & J3 : 13 + 4 = 17."),
        (
            "lord",
            "P1 & P3: 13 + 4 = 17, 2 beyond 15, so 15 − 2 = 13 (Lord mode).",
            "J1 & J3 : 13 + 4 = 17, 2 de trop au-delà de 15, donc 15 − 2 = 13 (mode Seigneur).",
        ),
        (
            "kami",
            "P1 & P3: 13 + 4 = 17, beyond 15, so back to 0 (Kami mode).",
            "J1 & J3 : 13 + 4 = 17, au-delà de 15, donc retour à 0 (mode Kami).",
        ),
    ],
)
def test_a_round_result_shows_the_modes_arithmetic(mode: str, english: str, french: str) -> None:
    """kami.mode.lord takes off what goes beyond 15; kami.mode.kami sends the side back to 0."""
    from kami_positions import position

    start = position(["MT", "S", "S", "S"], scores=(13, 0), mode=mode)
    seats = ("person", "computer", "computer", "computer")
    for lang, expected in (("en", english), ("fr", french)):
        made, _ = app(state=start, seats=seats, level="greedy", lang=lang)
        assert made.play("M/T")
        assert made.score_before() == 13
        shown = made.status.value if made.state.is_over else made.table.value
        assert expected in shown.replace("&amp;", "&")
    if mode == "soldier":
        assert "win with 17 points" in result_text(made.state, "en", before=13)


def test_a_result_without_its_round_in_the_history_names_only_the_card() -> None:
    from kami_positions import position

    state = position(["MT", "S", "S", "S"], mode="lord").apply(Play("M", "T"))
    made, _ = app(state=state, seats=("person",) * 4)
    assert made.score_before() is None
    assert "a Tower: 4 points." in made.table.value and "+" not in made.table.value


def test_a_long_duel_line_closes_up_and_shows_every_card() -> None:
    from widgets.kami import pictures

    layout = pictures.Layout(2, focus=0)
    line = tuple(("S", i == 0, "H") for i in range(9))  # nine plays: eighteen cards
    shapes = pictures.pieces(layout, ("SS", "LL"), (line, ()), (0, 0), (0, 1))
    drawn = [s for s in shapes if getattr(s, "tag", "").startswith(("defense:0:", "attack:0:"))]
    assert len(drawn) == 18 and not any(getattr(s, "text", "").startswith("+") for s in shapes)
    last = next(s for s in drawn if s.tag == "attack:0:8:H")
    x = min(px for px, _ in last.points)
    left, _, width, _ = layout.geometry.cell_rect(layout.line_row[0], layout.cards)
    assert left < x < left + width  # the last attack in the last column, where the board frames it


def test_the_launcher_builds_each_player_count_and_mode() -> None:
    launcher = KamiLauncher(lang="fr")
    launcher.players.value = 2
    launcher.mode.value = "kami"
    launcher.seats[0].value = "computer"
    launcher.seats[1].value = "computer"
    launcher.level.value = "greedy"
    made = launcher.begin()
    assert made.state.players == 2 and made.state.options.mode == "kami"
    assert made.state.is_over  # two computers play to the end
    assert "gagne" in made.status.value


@pytest.mark.parametrize("name", sorted(LESSONS))
def test_each_lesson_starts_from_a_real_deal_and_legal_plays(name: str) -> None:
    lesson = LESSONS[name]
    deal, *_ = states = lesson.states()
    assert [len(hand) for hand in deal.hands] == [8, 8, 8, 8] and not any(deal.lines)
    assert all(hand.count("S") < 5 for hand in deal.hands)  # no Demoralized question
    start = states[-1]
    assert start == lesson.start and start.deal == 0 and start.scores == (0, 0)
    for p in range(4):  # every card a player put down left his hand: two per play
        assert len(start.hands[p]) + 2 * len(start.lines[p]) == 8
    made = PlayLesson(lesson)
    assert made.app.state == start and made.app.actor() == start.to_play
    assert len(made.story) == len(lesson.plays) and made.app.history.value


def test_the_counter_lesson_answers_p1s_horseman() -> None:
    made = PlayLesson(LESSONS["counter"])
    start = made.app.state
    assert start.attack == (0, "H") and start.lines[0] == (("G", True, "H"),)
    assert {"H", "E", "A"} <= set(start.hands[1]) and len(start.hands[1]) == 8
    assert "leads" in made.app.history.value
    assert not made.app.play("A/G") and "[kami.counter]" in made.app.why.value
    assert made.app.play("E/S") and "[kami.empress.counter]" in made.feedback.value
    made.reset()
    assert made.app.state == start and not made.feedback.value
    assert made.app.play("H/S") and "[kami.counter]" in made.feedback.value


def test_the_master_stroke_lesson_keeps_the_pair_for_the_end() -> None:
    made = PlayLesson(LESSONS["master"])
    start = made.app.state
    assert start.step == "lead" and start.to_play == 0 and start.hands[0] == "SHGG"
    assert all(set(start.hands[p]) <= set("LATM") for p in (1, 2, 3))
    assert all(not down for p in (1, 2, 3) for _, down, _ in start.lines[p])  # all face up
    assert made.app.play("S/H") and "kept together" in made.feedback.value
    assert not made.mark.is_done  # on the way: the goal is the Master Stroke
    assert made.app.state.step == "lead" and made.app.state.hands[0] == "GG"
    assert made.app.play("G/G") and "[kami.master_stroke]" in made.feedback.value
    assert made.mark.is_done
    assert made.app.state.last.master_stroke and made.app.state.scores[0] == 6
    assert "his last card: a Master Stroke, 6 points" in made.app.history.value


def test_the_attack_to_answer_is_marked_by_red_corners() -> None:
    from widgets.kami.pictures import ATTACK

    made = PlayLesson(LESSONS["counter"])  # P2 answers P1's attack
    assert made.app.board.seen.step == "respond"
    marks = made.app.board.scene()["highlights"]
    corners = [shape for shape in marks if getattr(shape, "stroke", None) == ATTACK]
    assert [shape.tag for shape in marks].count("attack") == 1
    assert len(corners) == 8  # four corners, two strokes each: not a frame like the others


def test_the_master_stroke_lesson_stops_on_the_finished_deal() -> None:
    """The round's end stays on the table: the last two Gold Dragons lie in P1's line, nobody
    holds a card, the status says how the round scored, and nothing of the next deal is played."""
    made = PlayLesson(LESSONS["master"])
    others = [len(hand) for hand in made.app.state.hands[1:]]
    made.app.play("S/H")
    made.app.play("G/G")
    shown = made.app.board.seen
    assert shown.lines[0][-1] == ("G", True, "G") and shown.hands[0] == ""
    assert shown.deal == 0 and [len(hand) for hand in shown.hands[1:]] == others
    assert "Deal 1 is over" in made.app.status.value and "Master Stroke" in made.app.status.value
    frames = [shape.tag for shape in made.app.board.scene()["highlights"]]
    assert "attack" not in frames  # the last attack ended the round: no "attack to answer"
    assert "mode" not in made.app.table.value  # the modes are taught after the lessons
    assert made.app.actor() is None and not made.app.buttons.children
    assert str(made.app.match.actions[-1]) == "G/G"  # the next deal waits
    made.reset()
    assert made.app.actor() == 0 and made.app.board.seen.hands[0] == "SHGG"


def test_show_me_plays_the_master_stroke_lesson_to_its_end() -> None:
    made = PlayLesson(LESSONS["master"])
    assert made.show_me()
    assert (
        "[kami.master_stroke]" in made.feedback.value and "Deal 1 is over" in made.app.status.value
    )
    assert [str(a) for a in made.app.match.actions][-1] == "G/G" and not made.mark.is_done


def test_the_master_stroke_lesson_says_why_a_plan_misses() -> None:
    made = PlayLesson(LESSONS["master"])
    made.app.play("S/G")
    assert "a Horseman and a Gold Dragon: they differ" in made.feedback.value
    assert kind_of(made.feedback) == "info"
    assert made.app.play("H/G")
    assert "two different cards, so no Master Stroke, only 3 points" in made.feedback.value
    assert "Deal 1 is over" in made.app.status.value and not made.mark.is_done


def test_the_history_says_which_play_ends_the_round() -> None:
    from kami_positions import position

    from widgets.kami.words import describe

    state = position(["MT", "S", "S", "S"])
    assert describe(state, Play("M", "T")).endswith("a Tower, his last card: 4 points")
    assert describe(state, Play("M", "T"), "fr").endswith("sa dernière carte : 4 points")
    assert "last card" not in describe(position(["MTS", "S", "S", "S"]), Play("M", "T"))


def test_the_explorer_sets_up_a_deal_follows_moves_and_refuses_bad_input() -> None:
    from widgets.kami.explorer import KamiExplorer

    explorer = KamiExplorer()
    explorer.hands.value = "SLLM;SSHLAGET;SSAATMGS;SSSHAGEL"
    explorer.lines.value = "G.H;-;-;-"
    explorer.attacker.value = "P1"
    assert explorer.turn.value == "P2"
    assert explorer.set_up()
    start = explorer.app.state
    assert start.attack == (0, "H") and start.hands[1] == "SSHLAGET"
    legal = explorer.show_legal()
    assert legal == [str(a) for a in start.legal_actions()] and "pass" in legal
    assert explorer.app.play("H/S")
    assert explorer.code.value == explorer.app.state.to_code() != start.to_code()
    assert "pos=" in explorer.link.value
    shown = explorer.app.state
    explorer.hands.value, explorer.lines.value, explorer.attacker.value = "EEE;S", "", "-"
    assert not explorer.set_up() and "too many" in explorer.message.value
    assert not explorer.load("kami players=5") and "gk-error" in explorer.message.value
    assert explorer.app.state == shown


def test_hints_say_why_in_the_page_language() -> None:
    made, _ = app(players=2, seats=("person", "computer"), seed=3, lang="fr", level="greedy")
    if made.actor() is None:
        act(made)
    assert any(
        word in made.hint()
        for word in ("Attaquez", "Videz", "Passez", "Contrez", "Posez", "Prenez")
    )


def test_a_french_lesson_speaks_french() -> None:
    made = PlayLesson(LESSONS["counter"], lang="fr")
    assert "Vous êtes J2" in made.task.value and "Cavalier" in made.task.value
    assert made.again.description == "Recommencer"
    assert "J1 ouvre" in made.app.history.value and "Donne 1" in made.app.status.value
    assert not made.app.play("A/G")  # a Silver Dragon does not answer a Horseman
    assert "Interdit" in made.app.why.value and "Pour contrer" in made.app.why.value
    assert made.feedback is made.app.why  # one board, one message line
    assert made.app.play("H/S")
    assert made.feedback.value.startswith("<b>Bravo.</b> Le Cavalier est contré : votre Cavalier")
    assert "[kami.counter]" in made.feedback.value
    shown = made.task.value + made.app.history.value + made.app.status.value + made.feedback.value
    assert not any(word in shown for word in ("You are", "Well done", "leads", "counters", "Deal"))

    made = PlayLesson(LESSONS["master"], lang="fr")
    assert "Terminez la manche par un Coup de Maître" in made.task.value
    assert made.app.play("S/H") and "restent ensemble" in made.feedback.value
    assert made.app.play("G/G") and "comptent double : 6 points" in made.feedback.value
    assert "sa dernière carte : un Coup de Maître, 6 points" in made.app.history.value


def test_the_rulebook_example_in_french() -> None:
    from widgets.kami.lessons import EXAMPLE, ExampleReplay

    replay = ExampleReplay(lang="fr")
    assert (replay.back.description, replay.next.description) == ("Retour", "Suivant")
    assert replay.board.lang == "fr"
    seen = [replay.story.value]
    for _ in EXAMPLE[1:]:
        replay.forward()
        seen.append(replay.story.value)
    assert seen[0].startswith("La donne : huit cartes chacun.")
    assert "Pauline contre avec un Soldat" in seen[2] and "[kami.counter]" in seen[2]
    assert "Nathael contre le Cavalier avec une Impératrice" in seen[3]
    assert seen[-1].endswith("<small>(7/7)</small>") and "Dragon d’or" in seen[-1]
    assert not any(word in " ".join(seen) for word in ("counters", "passes", "The deal"))


def test_every_lesson_string_is_in_both_languages_with_the_same_placeholders() -> None:
    import re
    from string import Formatter

    from gamekit.kami.rules import RULES
    from widgets.kami.lessons import EXAMPLE
    from widgets.kami.words import LESSON, STEPS, TASKS, WORDS

    def fields(text: str) -> list[str]:
        return sorted(name for _, name, _, _ in Formatter().parse(text) if name is not None)

    for table in (LESSON, TASKS, STEPS, WORDS):
        for key, entry in table.items():
            assert set(entry) == {"en", "fr"} and all(entry.values()), key
            assert fields(entry["en"]) == fields(entry["fr"]), key
            cited = [re.findall(r"\[(kami\.[a-z_.]+)\]", entry[lang]) for lang in ("en", "fr")]
            assert cited[0] == cited[1] and set(cited[0]) <= set(RULES), key
            assert entry["en"] != entry["fr"] or "{" in entry["en"], key
    assert {key for _, key in EXAMPLE} == set(STEPS)
    assert {lesson.task for lesson in LESSONS.values()} == set(TASKS)


def test_the_french_explorer_says_what_is_wrong_in_french() -> None:
    from widgets.kami.explorer import KamiExplorer

    explorer = KamiExplorer(lang="fr")
    explorer.hands.value, explorer.lines.value = "SLLM", ""
    assert not explorer.set_up() and "donnez 2, 3 ou 4 mains" in explorer.message.value
    explorer.hands.value, explorer.attacker.value = "SLLM;SSHLAGET;SSAATMGS;SSSHAGEL", "P2"
    assert not explorer.set_up() and "P2 n’a aucune carte dans sa ligne" in explorer.message.value


def test_the_explorers_legal_list_says_which_card_each_lead_puts_face_down() -> None:
    from widgets.kami.explorer import KamiExplorer

    explorer = KamiExplorer()
    while explorer.app.state.step != "lead":
        explorer.app.play(explorer.app.state.legal_actions()[0])
    listed = explorer.show_legal()
    said = explorer.message.value.split("</b>", 1)[1].split("; ")
    assert len(said) == len(listed) > 5 and len(set(said)) == len(said)
    assert all("face down:" in entry for entry in said)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_card_names_are_readable_on_the_board(lang: str) -> None:
    """Each card's points and name are drawn at the table's text size or more (presenter mode
    shows them at 16 px), and its name fits its card whole: a word of its own (Horse, Argent),
    never cut short (Impérat.); a name with no shorter word (Impératrice) is condensed to the
    card's width, never by more than a quarter."""
    from widgets.fonts import text_width
    from widgets.kami import pictures
    from widgets.shapes import Poly, Text

    for card in "SLHAGTME":
        shapes = pictures.card_shapes(card, 0, 0, pictures.CELL_W, pictures.CELL_H, lang=lang)
        texts = [s for s in shapes if isinstance(s, Text)]
        assert min(t.size for t in texts) >= pictures.TEXT == 15, card
        name = next(t for t in texts if len(t.text) > 1)
        assert not name.text.endswith("."), name.text
        xs = [x for x, _ in next(s for s in shapes if isinstance(s, Poly)).points]
        room = max(xs) - min(xs) - 4
        assert name.width is not None and name.width <= room, name.text
        natural = text_width(name.text, name.size)
        assert natural <= room or (
            name.text == pictures.NAMES[lang][card] and natural * 0.75 <= room
        ), name.text


def test_every_kami_table_has_its_legend() -> None:
    """Every mark on the table is explained under it: the frames, the points, the backs, and a
    card laid face down."""
    from widgets.kami.lessons import ExampleReplay

    def texts(widget) -> str:
        own = getattr(widget, "value", "")
        own = own if isinstance(own, str) else ""
        return own + "".join(texts(c) for c in getattr(widget, "children", ()))

    for shown in (ExampleReplay(), PlayLesson(LESSONS["master"]), KamiApp(players=2)):
        text = texts(shown.widget)
        assert "gk-legend" in text
        for said in ("gold frame", "red corners", "double blue frame", "points", "face down"):
            assert said in text, (type(shown).__name__, said)
    assert "coins rouges" in texts(KamiApp(players=3, lang="fr").widget)


def test_french_cards_show_french_letters_and_a_typed_play_takes_either() -> None:
    """A French card shows the letter of its French name (C for Cavalier, O for Dragon d’or, F
    for Fou, I for Impératrice); a typed play may use those letters or the engine's."""
    from widgets.kami.pictures import card_shapes
    from widgets.kami.words import letter
    from widgets.shapes import Text

    drawn = {
        card: [s.text for s in card_shapes(card, 0, 0, 74, 56, lang="fr") if isinstance(s, Text)]
        for card in "HGME"
    }
    assert [letter(c, "fr") for c in "SLHAGTME"] == list("SLCAOTFI")
    assert all(letter(card, "fr") in texts for card, texts in drawn.items())
    assert "H" in [s.text for s in card_shapes("H", 0, 0, 74, 56) if isinstance(s, Text)]
    for engine in (False, True):
        made, _ = app(players=2, seats=("person", "computer"), seed=3, lang="fr", level="greedy")
        plays = [str(a) for a in made.state.legal_actions() if isinstance(a, Play)]
        typed = plays[0] if engine else "".join(letter(c, "fr") for c in plays[0])
        assert made.play(typed), made.why.value
    english, _ = app(players=2, seats=("person", "computer"), seed=3, level="greedy")
    assert not english.play("C/O")  # English pages read the engine's letters only
