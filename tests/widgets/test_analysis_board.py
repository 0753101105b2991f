"""Every explorer is an analysis board: a move played after going back opens a branch, which can
be made the main line, commented and deleted, and the whole tree is shared by a link (or a file)
that opens the same tree again."""

from __future__ import annotations

import random
from datetime import UTC, datetime
from typing import Any
from urllib.parse import unquote

import pytest

from gamekit import Match
from gamekit.kaito import GAME as KAITO
from gamekit.kaito import Capture, Place
from gamekit.tree import Tree
from widgets.dojo.explorer import DojoExplorer
from widgets.dojo_kun.explorer import DojoKunExplorer
from widgets.kaito.app import KaitoApp
from widgets.kaito.explorer import KaitoExplorer
from widgets.kami.explorer import KamiExplorer
from widgets.variations import INDENT

EXPLORERS = [KamiExplorer, DojoExplorer, DojoKunExplorer]


def choice_buttons(widget: Any) -> list[Any]:
    """The buttons that play a decision (challenge, pass, give a card...), shown or not."""
    found = [widget] if hasattr(widget, "action") and hasattr(widget, "click") else []
    for child in getattr(widget, "children", ()):
        found += choice_buttons(child)
    return found


def click_a_move(app: Any, avoid: Any = None) -> bool:
    """Click a decision's button that does not play ``avoid``, or press the board's spots in
    turn, as a mouse or the keyboard would, until a move is played (a decision may take several
    clicks: a card, then where it goes)."""
    ply = app.match.ply
    for button in choice_buttons(app.widget):
        if button.action != str(avoid):
            button.click()
            if app.match.ply != ply:
                return True
    for _ in range(3):
        for index in range(len(app.board.spots())):
            app.board._on_press(index)
            if app.match.ply != ply:
                return True
    return False


def branched(explorer: Any, seed: int) -> tuple[Any, int]:
    """Play random moves, then go back in the move list (a click on an earlier move) and play
    another move there by clicking the board: returns the app and the ply of the branch."""
    app, rng = explorer.app, random.Random(seed)
    for _ in range(6):
        assert app.play(rng.choice(list(app.state.legal_actions())))
    explorer.first_line = app.match.actions
    for chosen in range(4, -1, -1):
        app.moves.value = chosen  # the list's option after move ``chosen + 1``
        assert app.match.ply == chosen + 1
        old = app.match.actions[chosen + 1]
        if click_a_move(app, old) and app.match.actions[chosen + 1] != old:
            return app, chosen + 2
        app.moves.value = chosen
    raise AssertionError("no click played another move than the line's")


def labels(app: Any) -> list[str]:
    return [label for label, _ in app.moves.options]


def shared_link(explorer: Any) -> str:
    hrefs = explorer.link.value.split('href="')[1:]
    tree_links = [h.split('"')[0] for h in hrefs if "pos=t1~" in h]
    assert len(tree_links) == 1, explorer.link.value
    return unquote(tree_links[0].split("pos=", 1)[1])


@pytest.mark.parametrize("explorer_class", EXPLORERS)
def test_a_move_played_after_going_back_opens_a_branch_and_keeps_the_line(
    explorer_class: Any,
) -> None:
    explorer = explorer_class()
    app, ply = branched(explorer, 1)
    tree = app.match.tree
    branch_point = app.match.node.parent
    assert len(branch_point.variations) == 2 and branch_point.variations[1] is app.match.node
    assert [n.action for n in tree.mainline()] == list(explorer.first_line)  # kept whole
    shown = labels(app)[app.moves.value]
    assert shown.startswith(INDENT + "• ") and f"{ply}. or " in shown  # said as an alternative
    assert app.match.actions[: ply - 1] == explorer.first_line[: ply - 1] and not app.match.can_redo


@pytest.mark.parametrize("explorer_class", EXPLORERS)
def test_a_branch_is_promoted_commented_shared_and_deleted(explorer_class: Any) -> None:
    explorer = explorer_class()
    app, _ = branched(explorer, 2)
    node = app.match.node
    assert not node.is_mainline() and not app.branches.promote_button.disabled
    app.branches.promote_button.click()
    assert node.is_mainline() and app.branches.promote_button.disabled
    assert "now the main line" in app.why.value
    assert not labels(app)[app.moves.value].startswith(INDENT)

    app.branches.comment.value = "Why <b>not</b> here?"
    assert node.comment == "Why <b>not</b> here?"
    assert "“Why <b>not</b> here?”" in labels(app)[app.moves.value]  # text in a list: not markup

    copy = explorer_class(shared_link(explorer))
    assert copy.app.match.tree.to_json() == app.match.tree.to_json()
    assert copy.app.match.node.address() == node.address() and copy.app.state == app.state

    before = sum(1 for _ in app.match.tree.nodes())
    app.branches.delete_button.click()
    assert "Deleted" in app.why.value and app.match.node is not node
    assert sum(1 for _ in app.match.tree.nodes()) < before
    assert all("Why" not in label for label in labels(app))


def test_an_old_save_file_and_a_tree_file_open_in_the_explorer() -> None:
    explorer = KamiExplorer()
    app, _ = branched(explorer, 3)
    match = Match(app.match.start)
    for action in app.match.actions[:3]:
        match.play(action)
    old = KamiExplorer(match.to_json())  # a save file from before trees: one line
    assert old.app.match.actions == match.actions and old.app.match.ply == 3
    saved = app.match.tree.to_json()
    assert "download=" in explorer.link.value and "gk-save-tree" in explorer.link.value
    opened = KamiExplorer()
    opened.upload.value = (
        {
            "name": "kami-analysis.json",
            "type": "application/json",
            "size": len(saved.encode()),
            "content": memoryview(saved.encode()),
            "last_modified": datetime.now(UTC),
        },
    )
    assert opened.app.match.tree.to_json() == saved


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_damaged_link_or_file_is_refused_and_the_analysis_stays(lang: str) -> None:
    explorer = DojoExplorer(lang=lang)
    app, _ = branched(explorer, 4)
    saved = app.match.tree.to_json()
    link = shared_link(explorer)
    assert not explorer.load(link[:-6] + "AAAAAA")
    assert not explorer.load(saved.replace('"moves": [', '"moves": ["nonsense", '))
    explorer.upload.value = (
        {
            "name": "x.json",
            "type": "",
            "size": 2,
            "content": memoryview(b"\xff\xfe"),
            "last_modified": datetime.now(UTC),
        },
    )
    assert "gk-error" in explorer.message.value
    assert ("UTF-8" in explorer.message.value) and explorer.app is app
    assert app.match.tree.to_json() == saved


def test_a_tree_too_long_for_a_link_offers_its_file() -> None:
    explorer = DojoKunExplorer()
    app, rng = explorer.app, random.Random(5)
    while app.match.ply < 400 and not app.state.is_over:
        app.play(rng.choice(list(app.state.legal_actions())))
        app.match.node.comment = "".join(rng.choice("abcdefghij klmnopqrst") for _ in range(90))
        app.redraw()
    explorer.follow()
    assert "too long for a link" in explorer.link.value and "download=" in explorer.link.value
    assert "pos=t1~" not in explorer.link.value


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_kaito_analysis_board_branches_by_clicks_and_shares_its_tree(lang: str) -> None:
    app = KaitoApp(lang=lang, seed=4)
    app.analyse()
    rng = random.Random(4)
    for _ in range(5):
        legal = [a for a in app.state.legal_actions() if isinstance(a, Capture | Place)]
        app._on_square(rng.choice(legal).square)  # a click on the board's square
    app.moves.value = 2  # the list's option after move 2
    taken = app.match.actions[2]
    other = next(a for a in app.state.legal_actions() if isinstance(a, Capture) and a != taken)
    app._on_square(other.square)
    assert app.match.node.parent.variations[0].action == taken
    assert labels(app)[app.moves.value].startswith(INDENT + "• 3. ")
    app.branches.promote_button.click()
    assert app.match.node.is_mainline()
    href = app.shared.value.split('href="')[1].split('"')[0]
    copy = Tree.from_link(unquote(href.split("pos=", 1)[1]), KAITO)
    assert copy.to_json() == app.match.tree.to_json()
    again = KaitoApp(lang=lang)
    again.follow_tree(copy)
    assert again.state == app.state and labels(again) == labels(app)


def test_kaito_explorer_opens_an_analysis_board_and_a_shared_analysis() -> None:
    explorer = KaitoExplorer("SSbSSS/SH1HHs/h3Ss/ss1ssh/hAsABB/CCAaaa r move c3 - -")
    app = explorer.analyse()
    assert explorer.board_app is app and app.branches is not None
    assert app.branches.widget in app.analysis_tools.children  # shown under the move list
    for _ in range(3):
        app._on_square(next(a for a in app.state.legal_actions() if isinstance(a, Capture)).square)
    app.moves.value = 1  # after the first move
    taken = app.match.actions[1]
    other = next(a for a in app.state.legal_actions() if isinstance(a, Capture) and a != taken)
    app._on_square(other.square)
    app.branches.comment.value = "Black’s other answer"
    href = app.shared.value.split('href="')[1].split('"')[0]
    assert href.startswith("kaito.ipynb?pos=t1~")
    opened = KaitoExplorer()
    assert opened.load(unquote(href.split("pos=", 1)[1]))
    assert opened.state == app.match.start and opened.board_app is not None
    assert opened.board_app.match.tree.to_json() == app.match.tree.to_json()
    assert opened.board_app.state == app.state
    assert not opened.load("t1~" + "A" * 40) and opened.board_app.state == app.state
