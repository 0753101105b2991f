"""The engines' modules import one way, and each game's text methods are core.Game's.

Every ``import`` of every module is read with ``ast``, those inside functions included (a lazy
import hides a cycle from Python, not from this graph): within a game's package, no module may
import, even at call time, a module that imports it back. The state sits at the bottom, the game
object at the top; a state asks its game for its code and, in Dojo Kun, for the rules of its step.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import gamekit
from gamekit.core import Game, InvalidPosition
from gamekit.dojo_kun.game import PARTS
from gamekit.dojo_kun.state import STEPS

ROOT = Path(gamekit.__file__).parent
GAMES = ("kaito", "dojo", "kami", "dojo_kun")


def modules(root: Path, package: str) -> dict[str, Path]:
    """Every module of ``package`` (a folder under ``root``) by dotted name."""
    found = {}
    for path in sorted((root / package.replace(".", "/")).rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


def imports(path: Path, name: str, known: set[str]) -> list[tuple[str, int, bool]]:
    """What module ``name`` (at ``path``) imports among ``known``: (module, line, inside a
    function). ``from package import module`` counts as the module itself, not the package."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    inside: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            inside.update(id(n) for n in ast.walk(node) if n is not node)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*up, base] if base else up)
            targets = [
                f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base
                for alias in node.names
            ]
        else:
            continue
        for target in targets:
            if target in known and target != name:
                found.append((target, node.lineno, id(node) in inside))
    return found


def graph(root: Path, package: str) -> dict[str, set[str]]:
    """Which modules of ``package`` each of its modules imports, anywhere in its text."""
    found = modules(root, package)
    known = set(found)
    return {
        name: {target for target, _, _ in imports(path, name, known)}
        for name, path in found.items()
    }


def cycle(edges: dict[str, set[str]]) -> list[str]:
    """A cycle of the graph, as the modules along it (the first one again at the end), or []."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str]:
        state[node] = 1
        path.append(node)
        for nxt in sorted(edges.get(node, ())):
            if state.get(nxt) == 1:
                return [*path[path.index(nxt) :], nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        path.pop()
        state[node] = 2
        return []

    for node in sorted(edges):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return []


# -- the checker finds what it looks for --------------------------------------------------------


def write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def test_a_lazy_import_back_up_the_chain_is_a_cycle(tmp_path: Path) -> None:
    """The shape Dojo Kun had: the state imports, inside a method, the rules that build states."""
    write(
        tmp_path,
        {
            "toy/__init__.py": "from toy.game import GAME\n",
            "toy/state.py": (
                "class State:\n"
                "    def legal(self):\n"
                "        from toy import prelude\n"
                "        return prelude.legal(self)\n"
            ),
            "toy/prelude.py": "from toy.state import State\n",
            "toy/game.py": "from toy import prelude\nfrom toy.state import State\nGAME = 1\n",
        },
    )
    edges = graph(tmp_path, "toy")
    assert edges["toy.state"] == {"toy.prelude"} and edges["toy.game"] == {
        "toy.prelude",
        "toy.state",
    }
    assert cycle(edges) == ["toy.prelude", "toy.state", "toy.prelude"]
    lazy = [i for i in imports(tmp_path / "toy/state.py", "toy.state", set(edges)) if i[2]]
    assert lazy == [("toy.prelude", 3, True)]


def test_a_relative_import_and_a_package_import_are_read(tmp_path: Path) -> None:
    write(
        tmp_path,
        {
            "toy/__init__.py": "",
            "toy/a.py": "from . import b\nfrom .c import X\n",
            "toy/b.py": "import toy.c\n",
            "toy/c.py": "def f():\n    from toy import a\n",
        },
    )
    edges = graph(tmp_path, "toy")
    assert edges["toy.a"] == {"toy.b", "toy.c"} and edges["toy.b"] == {"toy.c"}
    assert cycle(edges) == ["toy.a", "toy.b", "toy.c", "toy.a"]


def test_a_graph_that_flows_one_way_has_no_cycle() -> None:
    assert cycle({"game": {"state", "rules"}, "rules": {"state"}, "state": set()}) == []
    assert cycle({"a": {"a"}}) == ["a", "a"]


# -- the engines ---------------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_a_games_modules_import_one_way(game: str) -> None:
    edges = graph(ROOT.parent, f"gamekit.{game}")
    assert len(edges) > 5
    assert cycle(edges) == []


@pytest.mark.parametrize("game", GAMES)
def test_a_games_modules_import_at_the_top(game: str) -> None:
    """No import waits inside a function: the order of the modules is the one their heads say."""
    found = modules(ROOT.parent, f"gamekit.{game}")
    known = set(modules(ROOT.parent, "gamekit"))
    lazy = [
        f"{name}:{line} imports {target}"
        for name, path in found.items()
        for target, line, inside in imports(path, name, known)
        if inside
    ]
    assert lazy == []


def test_dojo_kun_the_state_sits_below_the_rules_and_the_game_above_them() -> None:
    """The state imports no part of the rules; the prelude and the tournament never import each
    other back (the season's set-up lies below both); the game object imports them all, and
    only the package and the puzzles (above the game) import it."""
    edges = graph(ROOT.parent, "gamekit.dojo_kun")
    dk = "gamekit.dojo_kun."
    rules = {dk + m for m in ("season", "prelude", "tournament", "scoring", "activities")}
    assert not edges[dk + "state"] & rules
    assert dk + "prelude" not in edges[dk + "tournament"]
    assert dk + "season" in edges[dk + "tournament"] and dk + "tournament" in edges[dk + "prelude"]
    assert {dk + m for m in ("code", "prelude", "tournament", "scoring")} <= edges[dk + "game"]
    users = {name for name, targets in edges.items() if dk + "game" in targets}
    # the package, which names GAME, and the puzzles, which play games to mine them
    assert users == {"gamekit.dojo_kun", "gamekit.dojo_kun.puzzles"}
    assert set(PARTS) == set(STEPS) - {"over"}  # every step but the end has its part


# -- core.Game holds the text methods ------------------------------------------------------------

TEXT_METHODS = ("from_json", "to_code", "to_json", "parse_action", "computer", "hint")


@pytest.mark.parametrize("name", gamekit.names())
def test_a_games_text_methods_are_core_games(name: str) -> None:
    """Each game names its modules (``notation``, ``codec``, ``players``) and core.Game's
    methods use them; only Kaito reads a code its own way (its options are not in the code)."""
    game = gamekit.load(name)
    for method in TEXT_METHODS + (() if name == "kaito" else ("from_code",)):
        assert getattr(type(game), method) is getattr(Game, method), method
    assert game.codec.__name__ == game.notation.__name__.replace("actions", "code")
    assert game.players == game.notation.__name__.replace("actions", "players")
    state = game.new_state(seed=5)
    assert game.from_code(state.to_code()) == state == game.from_json(state.to_json())
    action = state.legal_actions()[0]
    assert game.parse_action(str(action), state) == action
    assert game.computer("random", seed=1).choose(state) in state.legal_actions()
    assert game.hint(state).action in state.legal_actions()


@pytest.mark.parametrize("name", ["dojo", "kami", "dojo-kun"])
def test_options_that_disagree_with_a_code_are_refused_alike(name: str) -> None:
    """The games whose codes carry their options refuse others in the same words."""
    game = gamekit.load(name)
    state = game.new_state(seed=5, players=3)
    with pytest.raises(InvalidPosition) as caught:
        game.from_code(state.to_code(), players=2)
    assert caught.value.text == "the code says players=3, not 2"
    assert caught.value.say("fr") == "le code indique players=3, pas 2"
    with pytest.raises(InvalidPosition) as caught:
        game.from_code(state.to_code(), colour="x" * 99)
    assert caught.value.text == f"the code says colour=?, not '{'x' * 39}…"
    assert game.from_code(state.to_code(), players=3) == state
