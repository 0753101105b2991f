"""Dojo Kun's board without a browser: every slot drawn and tagged, the offers and rows of real
seeded games at 1-4 players, the bracket and the Combat board during a tournament, the
rulebook's Medved and Takashi roll in serpentine order, clicks turned into picks (and a click on
nothing into a miss), the turn track and the rows as the rulebook sets them, no two texts
overlapping anywhere in whole games, and the labels in French."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import pytest
from drawn_text import overlapping_texts

import gamekit
from gamekit.dojo_kun.actions import DOJO, OFFERS, VILLAGE
from gamekit.dojo_kun.combat import Fighter
from gamekit.dojo_kun.state import DojoKunState, Entrant
from widgets.canvas import RecordingCanvas
from widgets.dojo_kun import pictures
from widgets.dojo_kun.board import DojoKunBoard

GAME = gamekit.load("dojo-kun")
NAMES = ("Ana", "Bo", "Chloé", "Dev")

MEDVED = Fighter(dice={"grey": 3, "blue": 2, "red": 1}, ki=3, moves=("KYODAI TEISHUTSU",))
TAKASHI = Fighter(dice={"red": 3, "green": 2, "blue": 1}, ki=2, moves=("HYAKU KEN", "TEISHUTSU"))
FACES = ((0, 2, 2, 4, 4, 4), (4, 4, 3, 4, 0, 4))  # tests/engine/test_dojo_kun_combat.py


def playout(players: int, seed: int, *, moves: int = 3000) -> Iterator[DojoKunState]:
    """The states of a seeded game played by random legal choices, to its end."""
    state, rng = GAME.new_state(seed=seed, players=players), random.Random(seed)
    for _ in range(moves):
        yield state
        if state.is_over:
            return
        actions = state.legal_actions()
        state = state.apply(actions[rng.randrange(len(actions))])


def played(players: int, seed: int, until: Callable[[DojoKunState], bool]) -> DojoKunState:
    """A seeded game played by random legal choices until ``until`` holds."""
    found = next((s for s in playout(players, seed) if until(s)), None)
    assert found is not None, "the game never got there"
    return found


def mid_prelude(state: DojoKunState) -> bool:
    return state.step == "place" and state.turn == 1 and sum(map(len, state.placed)) >= 3


def board(state: DojoKunState, focus: int = 0, **kwargs) -> tuple[DojoKunBoard, RecordingCanvas]:
    canvas = RecordingCanvas()
    made = DojoKunBoard(state.players, canvas=canvas)
    canvas.connect()
    made.show(state.view(focus), focus, names=NAMES[: state.players], **kwargs)
    return made, canvas


def tags(canvas: RecordingCanvas, layer: str = "pieces", kind: str = "") -> list[str]:
    return canvas.layer(layer).tags(kind)


def drawn(canvas: RecordingCanvas) -> list:
    return [s for name in ("background", "pieces", "highlights") for s in canvas.layer(name).shapes]


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_every_slot_and_the_offers_and_rows_of_a_real_game_are_drawn(players: int) -> None:
    state = played(players, 7 + players, mid_prelude)
    made, canvas = board(state, focus=0)
    slots = set(tags(canvas, "background", "slot:")) | set(tags(canvas, "pieces", "slot:"))
    in_play = pictures.offers_in_play(state)
    wanted = {f"slot:{s}" for s in (*VILLAGE, *DOJO)} | {f"slot:{s}" for s in in_play}
    assert wanted <= slots
    assert {f"unused:{s}" for s in OFFERS if s not in in_play} <= set(
        tags(canvas, "background", "unused:")
    )
    pieces = tags(canvas)
    for i, card in enumerate(state.offer_athletes):
        if card is not None:
            assert f"offer:athlete{i + 1}:{card}" in pieces
    for i, tile in enumerate(state.offer_equipment):
        if tile is not None:
            assert f"offer:equipment{i + 1}:{tile}" in pieces
    for key in state.move_row:
        assert any(t.startswith("move:") and t.endswith(f":{key}") for t in pieces)
    for key in state.adventure_row:
        assert any(t.startswith("adventure:") and t.endswith(f":{key}") for t in pieces)
    for technique in state.techniques:
        assert f"technique:{technique}" in pieces
    for tile in state.reservations:
        assert f"reservation:{tile}" in pieces
    for space, member in enumerate(state.dojos[0].athletes):
        if member is not None:
            assert f"member:0:{space}:{member.card}" in pieces
    where = pictures.where_tokens_stand(state)
    shown = {(p, t): s for (p, t), s in where.items() if s in VILLAGE + OFFERS or p == 0}
    assert shown and all(f"token:{p}:{t}:{slot}" in pieces for (p, t), slot in shown.items())
    assert made.geometry.size == (780, 492)  # beside the Dojos' briefs on a 1024 px screen
    texts = [s for s in drawn(canvas) if hasattr(s, "size")]
    assert min(s.size for s in texts) >= 13  # 16 px and more at presenter mode's scale


def test_the_board_shows_the_dojo_of_its_seat_and_only_it() -> None:
    state = played(3, 5, mid_prelude)
    for focus in range(3):
        _, canvas = board(state, focus=focus)
        dojos = tags(canvas, "background", "dojo:")
        assert dojos == [f"dojo:{focus}:{state.dojos[focus].name}"]
        assert not [t for t in tags(canvas) if t.startswith("member:") and t[7] != str(focus)]


def test_a_click_on_each_slot_gives_its_pick_and_elsewhere_a_miss() -> None:
    state = played(2, 3, mid_prelude)
    made, _ = board(state, focus=1)
    picks: list = []
    misses: list = []
    made.on_pick(picks.append)
    made.on_miss(lambda: misses.append(1))
    in_play = pictures.offers_in_play(state)
    for slot in (*VILLAGE, *in_play, *DOJO):
        picks.clear()
        made.click_pick(("slot", slot))
        assert picks == [("slot", slot)], slot
    for space in range(4):
        picks.clear()
        made.click_pick(("athlete", space))
        assert picks == [("athlete", space)]
    for technique in state.techniques:
        picks.clear()
        made.click_pick(("technique", technique))
        assert picks == [("technique", technique)]
    picks.clear()
    made.click(2, 2)  # the corner
    made.click(300, 15)  # the turn track
    made.click(*pictures.point_of(("slot", "athlete4")))  # an offer slot two players leave out
    made.click(260, 100)  # a row's name
    made.click(820, 10)  # outside
    assert picks == [] and len(misses) == 4  # outside the canvas: no click at all


def test_legal_slots_are_framed_a_refused_one_crossed_and_the_last_placement_marked() -> None:
    state = played(3, 5, mid_prelude)
    player = state.to_play
    slots = sorted({a.slot for a in state.legal_actions() if hasattr(a, "slot")} - {"rest"})
    _, canvas = board(state, focus=player, selectable=slots, refused="yin")
    framed = tags(canvas, "highlights", "target:")
    assert framed == [f"target:slot:{s}" for s in slots]
    assert tags(canvas, "highlights", "refused:") == ["refused:slot:yin"]
    last = pictures.last_placement(state)
    assert last is not None and last[1] in VILLAGE + OFFERS
    assert tags(canvas, "highlights", "last:") == [f"last:{last[1]}"]


def test_a_slot_whose_choices_wait_under_the_board_is_framed_with_an_arrow() -> None:
    state = GAME.new_state(seed=3, players=2)
    _, canvas = board(state, focus=1, picked=("slot", "yang"))
    assert tags(canvas, "highlights", "picked:") == ["picked:slot:yang"]
    assert tags(canvas, "highlights", "choose-below") == ["choose-below"]


def test_the_turn_track_marks_the_turn_being_played() -> None:
    state = GAME.new_state(seed=3, players=2)
    assert state.turn == 0
    _, canvas = board(state)
    assert tags(canvas, "background", "turn:") == [
        "turn:1:now",
        "turn:2",
        "turn:3",
        "turn:tournament",
    ]
    later = played(2, 3, lambda s: s.turn == 2 and s.step == "place")
    _, canvas = board(later)
    assert "turn:3:now" in tags(canvas, "background", "turn:")
    tournament = played(2, 3, lambda s: s.tournament is not None and s.step != "place")
    _, canvas = board(tournament, focus=tournament.to_play)
    assert "turn:tournament:now" in tags(canvas, "background", "turn:")


def test_empty_row_slots_say_no_card_yet_and_a_card_taken_this_turn_says_taken() -> None:
    state = GAME.new_state(seed=3, players=2)
    _, canvas = board(state)
    gaps = [t for t in tags(canvas) if t.endswith((":taken", ":no_card"))]
    assert gaps and all(t.endswith(":no_card") for t in gaps)  # nothing was taken yet
    assert "taken" not in canvas.layer("pieces").texts()
    taken = played(3, 2, lambda s: any(slot.startswith("move") for e in s.placed for _, slot in e))
    _, canvas = board(taken, focus=taken.to_play)
    assert any(t.startswith("move:") and t.endswith(":taken") for t in tags(canvas))


def test_the_bracket_shows_entrants_the_fight_and_predictions_during_a_tournament() -> None:
    state = played(3, 5, lambda s: s.step == "predict")
    made, canvas = board(state, focus=state.to_play)
    t = state.tournament
    pieces = tags(canvas)
    for index, entrant in enumerate(t.rounds[0]):
        name = pictures.entrant_label(state, entrant, NAMES)[0]
        assert f"bracket:0:{index}:{name}" in pieces
    assert f"fight:{t.fight}" in pieces
    assert "tournament" in pieces and not tags(canvas, "background", "slot:waterfall")
    assert "combat" in pieces and any(p.startswith("die:white:") for p in pieces)
    assert any(e.skull for e in t.rounds[0])  # three players send six: two Skull athletes
    picks: list = []
    made.on_pick(picks.append)
    for index in range(8):
        made.click_pick(("seat", index))
    assert picks == [("seat", i) for i in range(8)]
    state = state.apply(state.legal_actions()[0])
    if state.step == "predict":
        made.show(state.view(0), 0, names=NAMES[:3])
        assert tags(canvas, kind="prediction:")


def test_the_combat_board_resolves_the_rulebook_roll_in_serpentine_order() -> None:
    shapes = pictures.combat_shapes(
        MEDVED, TAKASHI, faces=FACES, red=((), (0,)), names=("Medved", "Takashi")
    )
    found = [s.tag for s in shapes if s.tag]
    assert [t for t in found if t.startswith("step:")] == [f"step:{i}" for i in range(6)]
    assert [t for t in found if t.startswith("die:white")][:2] == [
        "die:white:0:red:0",
        "die:white:1:blue:2",
    ]
    assert "harmful:black:0:0" in found
    assert {"value:white:hit:0", "value:white:block:7", "value:white:hold:2"} <= set(found)
    assert {"value:black:hit:0", "value:black:block:0", "value:black:jump:1"} <= set(found)
    assert "winner:draw" in found
    texts = [s.text for s in shapes if hasattr(s, "text")]
    assert "1. Black's 1 Jump: White's Holds 3 → 2" in " ".join(texts)  # wrapped in two
    assert not overlapping_texts(shapes, pictures.COMBAT.size)
    halfway = pictures.combat_shapes(MEDVED, TAKASHI, faces=FACES, red=((), (0,)), step=2)
    found = [s.tag for s in halfway if s.tag]
    assert "value:white:hold:2" in found and "value:black:hit:7" in found
    assert not [t for t in found if t.startswith("winner:")]
    svg = pictures.combat_svg(MEDVED, TAKASHI, faces=FACES, red=((), (0,)), lang="fr")
    assert svg.startswith("<svg") and "Égalité" in svg


def test_the_second_roll_is_won_by_kyodai_teishutsu() -> None:
    shapes = pictures.combat_shapes(
        {"hit": 3, "block": 4, "hold": 2, "submission": "kyodai_teishutsu"},
        {"hit": 5, "block": 2, "hold": 2, "submission": "teishutsu"},
    )
    assert "winner:white" in [s.tag for s in shapes]


def test_a_draw_gives_a_wound_only_to_those_who_take_wounds() -> None:
    one = Fighter(dice={"red": 1})  # a Hit (face 0)
    skull = Fighter.skull(3, 1)  # Hannibal Carnifex: a Hit printed on his card, no Wounds
    assert skull.colours == ("red", "red", "blue", "green") and skull.wounds_immune
    both = pictures.Bout(one, one, ((0,), (0,)))
    against_skull = pictures.Bout(one, skull, ((0,), (5, 5, 4, 5)))  # Ki only: his printed Hit

    def said(bout: pictures.Bout, lang: str = "en") -> str:
        shapes = pictures.combat_panel(bout, (0, 0, 306, 282), lang=lang)
        assert "winner:draw" in [s.tag for s in shapes]
        return " ".join(s.text for s in shapes if hasattr(s, "text"))

    assert "Draw 1–1: a Wound to each" in said(both)
    assert "a Wound to White, roll again" in said(against_skull)
    assert "une Blessure au blanc" in said(against_skull, "fr")


def test_the_board_shows_the_roll_of_the_fight_and_its_winner() -> None:
    state = played(3, 1, lambda s: s.step == "wound")
    _, canvas = board(state, focus=0)
    pieces = tags(canvas)
    assert [t for t in pieces if t.startswith("step:")] == [f"step:{i}" for i in range(6)]
    assert any(t.startswith("die:white:") for t in pieces)
    assert any(t.startswith("winner:") for t in pieces)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_no_two_texts_overlap_at_any_moment_of_whole_games(players: int, lang: str) -> None:
    names = NAMES[:players]
    seen = 0
    for seed in (players, 10 + players):
        for ply, state in enumerate(playout(players, seed)):
            if ply % (2 if players == 1 else 5):
                continue
            focus = state.to_play if state.to_play is not None else 0
            picked = ("slot", "yang") if state.step == "place" else None
            shapes = (
                pictures.background(state, focus, names, lang)
                + pictures.pieces(state, focus, names, lang=lang)
                + pictures.marks(
                    last=pictures.last_placement(state), player=focus, picked=picked,
                    techniques=state.techniques,
                )
            )  # fmt: skip
            faults = overlapping_texts(shapes, (pictures.WIDTH, pictures.HEIGHT))
            assert not faults, f"seed {seed}, ply {ply} ({state.step}):\n" + "\n".join(faults)
            seen += 1
    assert seen >= 20


def test_french_labels() -> None:
    state = played(4, 2, mid_prelude)
    _, canvas = board(state, focus=0, lang="fr")
    texts = canvas.layer("background").texts() + canvas.layer("pieces").texts()
    for label in ("Cascades mystiques", "Aider le village", "Maître YANG", "Agrandir", "Tournoi"):
        assert any(label in t for t in texts), label
    assert not any("Mystic" in t or "Expand" in t for t in texts)


def test_static_pictures_are_svg() -> None:
    state = played(4, 2, mid_prelude)
    svg = pictures.board_svg(state, 2, lang="fr")
    assert svg.startswith("<svg") and 'class="slot"' in svg and "Coups spéciaux" in svg
    assert "gk-legend" in pictures.legend_html("fr") and "Parade" in pictures.legend_html("fr")


def test_a_roll_stays_on_the_board_while_its_wounds_are_placed() -> None:
    state = played(3, 1, lambda s: s.step == "wound")
    made, canvas = board(state, focus=state.to_play)
    dice = tags(canvas, kind="die:")
    while state.step == "wound":
        state = state.apply(state.legal_actions()[0])
        if state.step == "wound":
            made.show(state.view(state.to_play), state.to_play, names=NAMES[:3])
            assert tags(canvas, kind="die:") == dice


def test_an_entrant_is_named_with_whose_he_is() -> None:
    state = played(2, 4, lambda s: s.tournament is not None and s.step == "predict")
    skull = next(e for e in state.tournament.rounds[0] if e.skull)
    assert pictures.entrant_label(state, skull, NAMES)[1] == "☠"
    mine = Entrant(0, 0)
    assert pictures.entrant_label(state, mine, NAMES)[1] == "Ana"
