"""The variation tree (gamekit.tree): branching, promoting, deleting and commenting as
python-chess's GameNode does, over every game; the file and the link read back the same tree;
old Match save files load as one line; damaged or hostile files and links are refused with the
project's InvalidPosition, quickly, and the tree is never left half changed."""

from __future__ import annotations

import base64
import json
import random
import time
import zlib
from typing import Any

import pytest

import gamekit
from gamekit import IllegalAction, InvalidAction, InvalidPosition, Match
from gamekit.tree import LINK_PREFIX, MAX_LINK, MAX_NESTING, MAX_NODES, Node, Tree

GAMES = gamekit.names()
KAITO = gamekit.load("kaito")
SECONDS = 1.0  # generous: each hostile input is refused in milliseconds
COMMENTS = ("<b>bold</b> & <script>x</script>", "Très bien joué — 好手 ✓", 'quote " and \\ slash')


def shape(node: Node) -> tuple[Any, ...]:
    """What a tree says, nested: each move's text, comment and the moves after it."""
    return (
        str(node.action),
        node.comment,
        tuple(shape(child) for child in node.variations),
    )


def seeded_tree(name: str, seed: int, *, branches: int = 3, plies: int = 30) -> Tree:
    """A tree of a seeded random game of ``name``: a main line of up to ``plies`` random legal
    moves, ``branches`` other moves tried along it (each played on a few moves), and comments
    with markup and non-ASCII text here and there."""
    game = gamekit.load(name)
    rng = random.Random(seed)
    tree = Tree(game.new_state(seed=seed), comment=COMMENTS[seed % 3])
    node: Node = tree
    line = [node]
    while len(line) <= plies and not node.state.is_over:
        node = node.add_variation(rng.choice(node.state.legal_actions()))
        line.append(node)
    tree.current = node
    made = 0
    for _ in range(branches * 10):
        if made == branches:
            break
        where = rng.choice(line[:-1])
        others = [a for a in where.state.legal_actions() if not where.has_variation(a)]
        if not others:
            continue
        branch = where.add_variation(rng.choice(others), comment=rng.choice(COMMENTS))
        for _ in range(rng.randrange(4)):
            if branch.state.is_over:
                break
            branch = branch.add_variation(rng.choice(branch.state.legal_actions()))
        made += 1
    assert made == branches, "the seeded game leaves room for the branches"
    return tree


def kaito_opening() -> tuple[Tree, Node]:
    """Kaito after the Kaito is placed: two answers tried (a1, then b3)."""
    tree = Tree(KAITO.new_state(seed=7))
    first = tree.add_variation("K@a3")
    first.add_variation("a1")
    first.add_variation("b3")
    return tree, first


def moves(node: Node) -> list[str]:
    return [str(child.action) for child in node.variations]


# -- the tree ------------------------------------------------------------------------------------


def test_a_move_is_applied_by_the_engine_and_an_action_already_tried_returns_its_node() -> None:
    tree, first = kaito_opening()
    assert first.state == tree.state.apply(first.action)
    assert first.variations[1].state == first.state.apply(first.variations[1].action)
    again = first.add_variation(first.variations[1].action)
    assert again is first.variations[1] and moves(first) == ["a1", "b3"]
    assert first.add_variation("b3") is again  # the text form finds it too


def test_an_illegal_or_unreadable_action_is_refused_and_the_tree_is_unchanged() -> None:
    tree, first = kaito_opening()
    before = shape(tree)
    with pytest.raises(IllegalAction) as refused:
        first.add_variation("f6")  # not a square the Kaito reaches
    assert refused.value.reason.rule.startswith("kaito.")
    with pytest.raises(InvalidAction):
        first.add_variation("nonsense")
    with pytest.raises(IllegalAction):
        first.add_variation(
            type(first.action)(True)
        )  # Capture(True) equals Capture(1), typed wrong
    assert shape(tree) == before


def test_a_branch_is_promoted_to_main_promoted_and_demoted_one_place() -> None:
    tree, first = kaito_opening()
    first.add_variation("c3")
    first.promote_to_main("c3")
    assert moves(first) == ["c3", "a1", "b3"]
    first.promote(first.variation("b3"))
    assert moves(first) == ["c3", "b3", "a1"]
    first.demote("c3")
    assert moves(first) == ["b3", "c3", "a1"]
    first.demote("a1")  # already last
    first.promote("b3")  # already first
    assert moves(first) == ["b3", "c3", "a1"]
    assert [str(n.action) for n in tree.mainline()] == ["K@a3", "b3"]
    with pytest.raises(KeyError):
        first.promote_to_main("d3")  # never tried here
    with pytest.raises(KeyError):
        tree.promote(first.variation("a1"))  # a node, but not one of the tree's own variations
    assert first.add_main_variation("d3") is first.variations[0] and len(first.variations) == 4
    assert first.has_variation("d3") and not first.has_variation("e3")


def test_removing_a_variation_drops_all_that_follows_it_and_moves_the_current_node_off_it() -> None:
    tree, first = kaito_opening()
    deep = first.variation("b3").add_variation(first.variation("b3").state.legal_actions()[0])
    tree.current = deep
    first.remove_variation("b3")
    assert moves(first) == ["a1"] and tree.current is first
    tree.current = first.variation("a1")
    tree.add_variation("K@b4")
    tree.remove_variation("K@b4")  # the current node is elsewhere: it stays
    assert tree.current is first.variation("a1") and moves(tree) == ["K@a3"]


def test_path_ply_root_end_mainline_and_addresses_agree() -> None:
    tree = seeded_tree("kaito", 4)
    for node in tree.nodes():
        path = node.path()
        assert path[0] is tree and path[-1] is node and len(path) == node.ply + 1
        assert node.root() is tree and tree.find(node.address()) is node
        assert node.is_mainline() == (node is tree or node in list(tree.mainline()))
        assert node.end() in [node, *node.mainline()] and not node.end().variations
    assert [n.ply for n in tree.mainline()] == list(range(1, tree.end().ply + 1))
    with pytest.raises(KeyError):
        tree.find((5,))


# -- files and links -----------------------------------------------------------------------------


@pytest.mark.parametrize("name", GAMES)
def test_a_seeded_tree_of_every_game_reads_back_the_same_from_its_file_and_its_link(
    name: str,
) -> None:
    game = gamekit.load(name)
    for seed in (1, 2):
        tree = seeded_tree(name, seed)
        for copy in (Tree.from_json(tree.to_json(), game), Tree.from_link(tree.to_link(), game)):
            assert shape(copy) == shape(tree) and copy.comment == tree.comment
            assert copy.state == tree.state
            assert [n.state for n in copy.nodes()] == [n.state for n in tree.nodes()]
            assert copy.current.address() == tree.current.address() != ()
        link = tree.to_link()
        assert link.startswith(LINK_PREFIX)
        assert all(c.isascii() and (c.isalnum() or c in "-_~") for c in link)


def test_the_file_nests_variations_as_pgn_does_and_keeps_comments_as_typed() -> None:
    tree, first = kaito_opening()
    first.variation("b3").comment = COMMENTS[0]
    tree.current = first
    record = json.loads(tree.to_json())
    assert record == {
        "game": "kaito",
        "start": tree.state.to_code(),
        "moves": ["K@a3", "a1", [{"move": "b3", "comment": COMMENTS[0]}]],
        "at": [0],
    }


def test_a_kaito_game_with_branches_fits_well_inside_a_link() -> None:
    """Kaito games end within about 40 actions, so the tree is a whole game of the longest of
    50 seeds with branches played to the end: over 60 moves in all."""
    length, seed = max(
        (len(list(seeded_tree("kaito", s, plies=99).mainline())), s) for s in range(50)
    )
    tree = seeded_tree("kaito", seed, branches=5, plies=99)
    for node in list(tree.nodes())[5::9]:
        while not node.state.is_over:
            node = node.add_variation(node.state.legal_actions()[-1])
    total = sum(1 for _ in tree.nodes()) - 1
    assert length >= 30 and total >= 60
    assert len(tree.to_link()) < 1500


def test_a_match_save_file_loads_as_a_tree_of_one_line_at_its_ply() -> None:
    for name in GAMES:
        game, rng = gamekit.load(name), random.Random(5)
        match = Match(game.new_state(seed=5))
        for _ in range(12):
            match.play(rng.choice(match.state.legal_actions()))
        match.jump(7)
        tree = Tree.from_json(match.to_json(), game)
        assert [n.action for n in tree.mainline()] == list(match.actions)
        assert all(len(n.variations) <= 1 for n in tree.nodes())
        assert tree.current.ply == 7 and tree.current.state == match.state


def test_a_tree_too_large_for_a_link_says_to_save_a_file_and_saves_as_one() -> None:
    big, rng = seeded_tree("kami", 1, branches=3, plies=300), random.Random(1)
    letters = "abcdefghijklmnopqrstuvwxyzéèà "
    for node in big.nodes():  # a long comment on every move: text that does not compress
        node.comment = "".join(rng.choice(letters) for _ in range(40))
    with pytest.raises(ValueError, match="save it as a file"):
        big.to_link()
    assert Tree.from_json(big.to_json(), gamekit.load("kami")).to_json() == big.to_json()


def test_variations_nested_too_deep_are_refused_when_saved() -> None:
    game = gamekit.load("kami")
    tree = Tree(game.new_state(seed=1))
    node: Node = tree
    nesting = 0
    while nesting <= MAX_NESTING:  # a branch of a branch of ...: a second try wherever there is one
        actions = node.state.legal_actions()
        node.add_variation(actions[0])
        if len(actions) > 1:
            node, nesting = node.add_variation(actions[1]), nesting + 1
        else:
            node = node.variations[0]
    with pytest.raises(ValueError, match="nest more than"):
        tree.to_json()
    fork = next(n for n in tree.nodes() if len(n.variations) == 2)
    fork.promote_to_main(fork.variations[1])  # every branch below it one level less deep
    assert Tree.from_json(tree.to_json(), game).find(node.address()).state == node.state


# -- hostile input -------------------------------------------------------------------------------


def refused(reader: Any, text: Any, game: gamekit.Game = KAITO) -> str:
    start = time.perf_counter()
    with pytest.raises(InvalidPosition) as error:
        reader(text, game)
    assert time.perf_counter() - start < SECONDS
    message = str(error.value)
    assert len(message) < 400 and error.value.say("fr") != message
    return message


def record() -> dict[str, Any]:
    tree, _ = kaito_opening()
    return json.loads(tree.to_json())


def link(body: bytes) -> str:
    return LINK_PREFIX + base64.urlsafe_b64encode(zlib.compress(body)).decode().rstrip("=")


@pytest.mark.parametrize(
    ("change", "said"),
    [
        (lambda r: r.update(moves=["K@a3", "f6"]), "move 2, 'f6', is not allowed"),
        (lambda r: r.update(moves=["K@a3", "zz"]), "is not a Kaito action"),
        (lambda r: r.update(moves=[["K@a3"]]), "a variation follows the move it replaces"),
        (lambda r: r.update(moves=["K@a3", []]), "a variation starts with a move"),
        (lambda r: r.update(moves=["K@a3", 3]), "a move is text, not int"),
        (lambda r: r.update(moves={"K@a3": 1}), "a line of moves is a list"),
        (lambda r: r.update(moves=[{"move": "K@a3"}]), "keys move and comment"),
        (lambda r: r.update(moves=[{"move": "K@a3", "comment": 5}]), "a comment is text"),
        (lambda r: r.update(comment=["x"]), "a comment is text"),
        (lambda r: r.update(start="SS1SSS"), "its start:"),
        (lambda r: r.update(start=None), "'start' is a position code"),
        (lambda r: r.update(game="dojo"), "a file of 'dojo', not of 'kaito'"),
        (lambda r: r.update(at=[0, 3]), "'at' names no node"),
        (lambda r: r.update(at=[True]), "'at' names no node"),
        (lambda r: r.update(at="0"), "'at' is a list"),
        (lambda r: r.update(extra=1), "no key 'extra'"),
        (lambda r: r.pop("moves"), "keys game, start and moves"),
    ],
)
def test_a_damaged_file_is_refused_saying_what_is_wrong(change: Any, said: str) -> None:
    bad = record()
    change(bad)
    assert said in refused(Tree.from_json, json.dumps(bad))
    assert said in refused(Tree.from_link, link(json.dumps(bad).encode()))


def test_garbage_huge_deep_and_mistyped_files_are_refused_quickly() -> None:
    assert "not JSON" in refused(Tree.from_json, '{"game": "kaito", "start": ')
    assert "is text, not bytes" in refused(Tree.from_json, b"{}")
    assert "at most 1,048,576 characters" in refused(Tree.from_json, " " * (1 << 21))
    deep = '{"game": "kaito", "start": "", "moves": ["K@a3", ' + "[" * 5000 + "]" * 5000 + "]}"
    assert "nest more than" in refused(Tree.from_json, deep)
    assert "nest more than" in refused(Tree.from_json, "[" * 100_000)
    assert "keys game, start and moves" in refused(Tree.from_json, "[]")
    broken_save = json.loads(Match(KAITO.new_state(seed=7)).to_json())
    broken_save["actions"] = ["K@a3", "f6"]
    assert "not a readable save file" in refused(Tree.from_json, json.dumps(broken_save))
    dojo_save = Match(gamekit.load("dojo").new_state(seed=1)).to_json()
    assert "a file of 'dojo'" in refused(Tree.from_json, dojo_save)


def test_a_file_with_too_many_moves_is_refused_before_they_are_all_played() -> None:
    bad = record()
    line = bad["moves"] = ["K@a3"]
    line += [["K@b4"]] * (MAX_NODES + 1)  # the same variation again and again: each one a move
    assert f"more than {MAX_NODES:,} moves" in refused(Tree.from_json, json.dumps(bad))


def test_a_cut_changed_garbage_or_oversized_link_is_refused_quickly() -> None:
    tree = seeded_tree("kaito", 3)
    good = tree.to_link()
    for bad in (good[: len(good) // 2], good[:-3], good[:20] + "!" + good[21:], good + "AAAA"):
        assert "damaged" in refused(Tree.from_link, bad)
    assert "damaged" in refused(Tree.from_link, LINK_PREFIX + "é" * 10)
    assert "damaged" in refused(Tree.from_link, LINK_PREFIX + "Zm9v")  # base64 of 'foo'
    assert "starts with 't1~'" in refused(Tree.from_link, tree.state.to_code())
    assert f"at most {MAX_LINK:,} characters" in refused(Tree.from_link, "t1~" + "A" * MAX_LINK)
    assert "at most" in refused(Tree.from_link, None)
    bomb = link(b" " * (2 << 20))  # 2 MB of spaces (over the bound) compress to a short link
    assert len(bomb) < MAX_LINK and "damaged" in refused(Tree.from_link, bomb)
    not_utf8 = link(b"\xff\xfe")
    assert "damaged" in refused(Tree.from_link, not_utf8)


def test_from_text_reads_a_link_a_file_an_old_save_or_a_position_code() -> None:
    kaito = gamekit.load("kaito")
    tree = Tree(kaito.new_state(seed=3))
    tree.current = tree.add_variation(tree.state.legal_actions()[0])
    match = gamekit.Match(kaito.new_state(seed=3))
    match.play(match.state.legal_actions()[0])
    for text in (tree.to_link(), " " + tree.to_json(), match.to_json()):
        assert Tree.from_text(text, kaito).to_json() == tree.to_json()
    assert not Tree.from_text(tree.state.to_code(), kaito).variations
    with pytest.raises(InvalidPosition):
        Tree.from_text("t1~" + "A" * 30, kaito)
