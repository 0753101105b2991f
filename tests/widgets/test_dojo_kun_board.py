"""Dojo Kun's board without a browser: every slot drawn and tagged, the offers and rows of real
seeded games at 1-4 players, the bracket during a tournament, the rulebook's Medved and Takashi
roll on the Combat board with the serpentine's steps in order, clicks turned into picks, and the
labels in French."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

import gamekit
from gamekit.dojo_kun.actions import DOJO, OFFERS, VILLAGE
from gamekit.dojo_kun.combat import Fighter
from gamekit.dojo_kun.data import ADVENTURES, ATHLETES, SPECIAL_MOVES
from gamekit.dojo_kun.state import DojoKunState
from widgets.canvas import RecordingCanvas
from widgets.dojo_kun import pictures
from widgets.dojo_kun.board import DojoKunBoard

GAME = gamekit.load("dojo-kun")
NAMES = ("Ana", "Bo", "Chloé", "Dev")

MEDVED = Fighter(dice={"grey": 3, "blue": 2, "red": 1}, ki=3, moves=("KYODAI TEISHUTSU",))
TAKASHI = Fighter(dice={"red": 3, "green": 2, "blue": 1}, ki=2, moves=("HYAKU KEN", "TEISHUTSU"))
FACES = ((0, 2, 2, 4, 4, 4), (4, 4, 3, 4, 0, 4))  # tests/engine/test_dojo_kun_combat.py


def played(
    players: int, seed: int, until: Callable[[DojoKunState], bool], *, moves: int = 3000
) -> DojoKunState:
    """A seeded game played by random legal choices until ``until`` holds."""
    state, rng = GAME.new_state(seed=seed, players=players), random.Random(seed)
    for _ in range(moves):
        if until(state):
            return state
        if state.is_over:
            break
        actions = state.legal_actions()
        state = state.apply(actions[rng.randrange(len(actions))])
    raise AssertionError("the game never got there")


def mid_prelude(state: DojoKunState) -> bool:
    return state.step == "place" and state.turn == 2 and sum(map(len, state.placed)) >= 3


def board(state: DojoKunState, focus: int = 0, **kwargs) -> tuple[DojoKunBoard, RecordingCanvas]:
    canvas = RecordingCanvas()
    made = DojoKunBoard(state.players, canvas=canvas)
    canvas.connect()
    made.show(state.view(focus), focus, names=NAMES[: state.players], **kwargs)
    return made, canvas


def tags(canvas: RecordingCanvas, layer: str = "pieces", kind: str = "") -> list[str]:
    return canvas.layer(layer).tags(kind)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_every_slot_and_the_offers_and_rows_of_a_real_game_are_drawn(players: int) -> None:
    state = played(players, 7 + players, mid_prelude)
    made, canvas = board(state, focus=0)
    drawn = set(tags(canvas, "background", "slot:")) | set(tags(canvas, "pieces", "slot:"))
    in_play = pictures.offers_in_play(state)
    wanted = {f"slot:{s}" for s in (*VILLAGE, *DOJO)} | {f"slot:{s}" for s in in_play}
    assert wanted <= drawn
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
    for p, dojo in enumerate(state.dojos):
        for space, member in enumerate(dojo.athletes):
            if member is not None:
                assert f"member:{p}:{space}:{member.card}" in pieces
    where = pictures.where_tokens_stand(state)
    assert where and all(f"token:{p}:{t}:{slot}" in pieces for (p, t), slot in where.items())
    texts = canvas.layer("pieces").texts()
    for card in state.offer_athletes:
        if card is not None:
            assert ATHLETES[card].name in texts
    width, _ = made.geometry.size
    assert width <= 1000
    assert min(s.size for s in canvas.layer("pieces").shapes if hasattr(s, "size")) >= 11


def test_a_click_on_each_slot_gives_its_pick_and_a_gap_or_outside_nothing() -> None:
    state = played(2, 3, mid_prelude)
    made, _ = board(state, focus=1)
    picks: list = []
    made.on_pick(picks.append)
    in_play = pictures.offers_in_play(state)
    for slot in (*VILLAGE, *in_play, *DOJO):
        picks.clear()
        made.click_pick(("slot", slot))
        assert picks == [("slot", slot)], slot
    for space in range(2):
        picks.clear()
        made.click_pick(("athlete", space))
        assert picks == [("athlete", space)]
    picks.clear()
    g = made.geometry
    x, y, w, _ = g.cell_rect(*pictures.slot_cell(made.layout, "waterfall"))
    made.click(x + w + g.gap / 2, y + 5)  # the gap between two cells
    made.click(g.margin / 2, g.margin / 2)  # the margin
    made.click(g.size[0] + 50, 10)  # outside
    made.click(*g.center(0, 2))  # the turn track
    x, y = g.center(*pictures.slot_cell(made.layout, "athlete4"))
    made.click(x, y)  # an offer slot not used by two players
    other = made.layout.dojo_row(0) + 1
    made.click(*g.center(other, 1))  # an athlete of another Dojo
    assert picks == []


def test_legal_slots_are_framed_a_refused_one_crossed_and_the_last_placement_marked() -> None:
    state = played(3, 5, mid_prelude)
    player = state.to_play
    slots = sorted({a.slot for a in state.legal_actions() if hasattr(a, "slot")} - {"rest"})
    _, canvas = board(state, focus=player, selectable=slots, refused="yin")
    framed = tags(canvas, "highlights", "target:")
    assert framed == [f"target:slot:{s}" for s in slots]
    assert tags(canvas, "highlights", "refused:") == ["refused:slot:yin"]
    last = pictures.last_placement(state)
    assert last is not None and tags(canvas, "highlights", "last:") == [f"last:{last[1]}"]


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


def test_the_board_shows_the_roll_of_the_fight_and_its_winner() -> None:
    state = played(3, 1, lambda s: s.step == "wound")
    _, canvas = board(state, focus=0)
    pieces = tags(canvas)
    assert [t for t in pieces if t.startswith("step:")] == [f"step:{i}" for i in range(6)]
    assert any(t.startswith("die:white:") for t in pieces)
    assert any(t.startswith("winner:") for t in pieces)


def test_french_labels() -> None:
    state = played(4, 2, mid_prelude)
    _, canvas = board(state, focus=0, lang="fr")
    texts = canvas.layer("background").texts() + canvas.layer("pieces").texts()
    for label in ("Cascades mystiques", "Aider le village", "Maître YANG", "Agrandir", "Tour"):
        assert any(label in t for t in texts), label
    assert not any("Mystic" in t or "Expand" in t for t in texts)
    svg = pictures.village_svg(state, lang="fr")
    assert "Coups spéciaux" in svg


def test_static_pictures_are_svg() -> None:
    state = played(4, 2, mid_prelude)
    for svg in (pictures.village_svg(state), pictures.board_svg(state, 2)):
        assert svg.startswith("<svg") and 'class="slot"' in svg
    assert SPECIAL_MOVES and ADVENTURES  # the data the pictures name


def test_a_roll_stays_on_the_board_while_its_wounds_are_placed() -> None:
    state = played(3, 1, lambda s: s.step == "wound")
    made, canvas = board(state, focus=state.to_play)
    dice = tags(canvas, kind="die:")
    while state.step == "wound":
        state = state.apply(state.legal_actions()[0])
        if state.step == "wound":
            made.show(state.view(state.to_play), state.to_play, names=NAMES[:3])
            assert tags(canvas, kind="die:") == dice
