"""Dojo Kun's table draws nothing cut or covered, at 1 to 4 seats, in English and French, in
positions of random games (the prelude and the tournaments): every text lies within the card,
slot, badge or panel it is drawn on and within the board; every card says its words whole (an
athlete's name, Special Moves and ability, a Special Move's or an Adventure's name); no mark's
frame crosses a word or reaches past the board's edge, whatever it frames, nor does the arrow
of a slot whose choices wait under the board; the legend says every sign a tile shows."""

from __future__ import annotations

import random

import pytest
from dojo_kun_positions import played_by
from drawn_text import (
    frames_over_texts,
    shapes_off_the_board,
    shown_texts,
    texts_past_their_boxes,
    texts_under_strokes,
)

import gamekit
from gamekit.dojo_kun.data import ADVENTURES, ATHLETES, SPECIAL_MOVES
from gamekit.dojo_kun.state import DojoKunState
from widgets.canvas import LAYERS, RecordingCanvas
from widgets.dojo_kun import pictures
from widgets.dojo_kun.board import DojoKunBoard
from widgets.dojo_kun.pictures.style import ABILITY_SHORT
from widgets.shapes import Poly, Shape, Text

GAME = gamekit.load("dojo-kun")
SIZE = (pictures.WIDTH, pictures.HEIGHT)


def positions(count: int) -> list[tuple[DojoKunState, int, str]]:
    """``count`` positions of random games at 1 to 4 seats, the seat whose Dojo is drawn and a
    language: one from every few decisions of each game, the prelude's and the tournaments'."""
    found = []
    for seed in range(count // 8):
        rng = random.Random(seed)
        players = 1 + seed % 4
        seats = [GAME.computer("random", seed=seed + p) for p in range(players)]
        state, done = played_by(seats, seed)
        replay = GAME.new_state(seed=seed, players=players)
        picks = sorted(rng.sample(range(len(done)), min(8, len(done))))
        for ply, action in enumerate(done):
            if ply in picks:
                found.append((replay, rng.randrange(players), ("en", "fr")[seed % 2 ^ ply % 2]))
            replay = replay.apply(GAME.parse_action(action, replay))
        assert replay == state
    return found


POSITIONS = positions(160)


def drawn(state: DojoKunState, player: int, lang: str, **marks: object) -> list[Shape]:
    """Every shape the live board paints for ``state`` with ``player``'s Dojo, in order."""
    board = DojoKunBoard(state.players, canvas=RecordingCanvas(), lang=lang)
    board.canvas.connect()
    names = GAME.player_names[: state.players]
    board.show(state, player, names=names, **marks)
    scene = board.scene()
    return [s for layer in LAYERS for s in scene.get(layer, ())]


def said_in(shapes: list[Shape], tag: str) -> str:
    """The words drawn on the card tagged ``tag``, line after line."""
    card = next(s for s in shapes if isinstance(s, Poly) and s.tag == tag)
    xs, ys = [p[0] for p in card.points], [p[1] for p in card.points]
    return " ".join(
        t.text
        for t in shown_texts(shapes)
        if min(xs) <= t.x <= max(xs) and min(ys) <= t.y <= max(ys)
    )


def card_words(state: DojoKunState, shapes: list[Shape], lang: str) -> list[str]:
    """What each card on the board leaves unsaid of its name, Special Moves and ability."""
    missing = []
    for shape in shapes:
        tag = shape.tag if isinstance(shape, Poly) else ""
        kind, *rest = tag.split(":")
        wanted: list[str] = []
        if kind == "member" and len(rest) == 3:
            player, space, _ = map(int, rest)
            member = state.dojos[player].athletes[space]
            athlete = ATHLETES[member.card]
            wanted = [athlete.name, *(SPECIAL_MOVES[m].name for m in member.all_moves)]
        elif kind == "offer" and len(rest) == 2 and rest[0].startswith("athlete"):
            athlete = ATHLETES[int(rest[1])]
            wanted = [athlete.name] + ([SPECIAL_MOVES[athlete.move].name] if athlete.move else [])
        elif kind == "move" and len(rest) == 2:
            key = rest[1]
            wanted = [SPECIAL_MOVES[key].name] if key in SPECIAL_MOVES else []
        elif kind == "adventure" and len(rest) == 2:
            key = rest[1]
            if key in ADVENTURES:
                adventure = ADVENTURES[key]
                wanted = [adventure.name_fr if lang == "fr" else adventure.name]
        if kind in ("member", "offer") and wanted and athlete.ability:
            wanted.append(ABILITY_SHORT[lang][athlete.ability])
        if wanted:
            words = " ".join(said_in(shapes, tag).split())
            missing += [f"{tag} leaves out {w!r} ({words!r})" for w in wanted if w not in words]
    return missing


@pytest.mark.parametrize(("state", "player", "lang"), POSITIONS)
def test_no_text_runs_past_its_box_or_the_board_and_every_card_says_its_words_whole(
    state: DojoKunState, player: int, lang: str
) -> None:
    shapes = drawn(state, player, lang)
    faults = texts_past_their_boxes(shapes) + shapes_off_the_board(shapes, SIZE)
    faults += card_words(state, shapes, lang)
    assert not faults, f"{state.step}, seat {player}, {lang}:\n" + "\n".join(faults)


@pytest.mark.parametrize(("state", "player", "lang"), POSITIONS[::4])
def test_no_frame_crosses_a_word_or_leaves_the_board_wherever_it_is_drawn(
    state: DojoKunState, player: int, lang: str
) -> None:
    board = drawn(state, player, lang)  # with the last placement's frame
    texts = shown_texts(board)
    faults = set(frames_over_texts(texts, board) + shapes_off_the_board(board, SIZE))
    for pick, _ in pictures.picks_shown(state):
        for kind in ("selectable", "picked", "refused"):
            mark = {kind: (pick,) if kind == "selectable" else pick}
            frames = pictures.marks(**mark, techniques=state.techniques)  # type: ignore[arg-type]
            found = frames_over_texts(texts, frames) + shapes_off_the_board(frames, SIZE)
            faults |= {f"{kind} {pick}: {f}" for f in found}
    assert not faults, f"{state.step}, seat {player}, {lang}:\n" + "\n".join(sorted(faults)[:12])


def test_the_legend_shows_the_sign_of_a_level_of_ones_choice() -> None:
    """An equipment tile's white die marked ``?`` (a level of the athlete's choice) is in the
    legend, with its meaning, in both languages."""
    for lang, meaning in (("en", "level of your choice"), ("fr", "niveau au choix")):
        legend = pictures.legend_html(lang)
        assert ">?</text>" in legend and meaning in legend, lang


def test_the_checks_find_a_word_past_its_card_and_a_frame_over_a_word() -> None:
    card = Poly(((0, 0), (60, 0), (60, 40), (0, 40)), fill="#ffffff", tag="card")
    word = Text(30, 20, "KYODAI TEISHUTSU", 13, "#000000")
    assert texts_past_their_boxes([card, word])
    assert not texts_past_their_boxes([card, Text(30, 20, "KEN", 13, "#000000")])
    frame = Poly(((20, 10), (70, 10), (70, 30), (20, 30)), stroke="#ffd700", width=4)
    assert texts_under_strokes([card, Text(30, 20, "KEN", 13, "#000000"), frame])
    assert shapes_off_the_board([frame], (68, 100))
