"""The project installs as documented: environment.yml and pyproject.toml ask for the same things,
the engines use the standard library only, and the README's commands are the ones CI runs."""

from __future__ import annotations

import ast
import re
import sys
import tomllib
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent


def _pins(requirements: list[str]) -> dict[str, str]:
    pins = {}
    for requirement in requirements:
        name, _, version = re.split(r"(==?)", requirement.replace(" ", ""), maxsplit=1)
        pins[name.lower().replace("_", "-")] = version
    return pins


def test_environment_yml_pins_the_same_versions_as_pyproject() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    environment = yaml.safe_load((ROOT / "environment.yml").read_text())
    conda = [d for d in environment["dependencies"] if isinstance(d, str)]
    pip = next(d["pip"] for d in environment["dependencies"] if isinstance(d, dict))
    assert environment["channels"] == ["conda-forge"]
    wanted = _pins(project["dependencies"])
    given = _pins([d for d in conda if d.split("=")[0] not in ("python", "pip")])
    assert given == wanted
    python = next(d for d in conda if d.startswith("python="))
    assert project["requires-python"] == ">=" + python.split("=")[1]
    assert pip == ["-e ."], "the packages themselves come from this folder"


def test_gamekit_imports_only_the_standard_library() -> None:
    for path in (ROOT / "gamekit").rglob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                names = [node.module or ""]
            else:
                continue
            for name in names:
                top = name.split(".")[0]
                assert top == "gamekit" or top in sys.stdlib_module_names, f"{path}: {name}"


def test_readme_commands_are_the_scripts_ci_runs() -> None:
    readme = (ROOT / "README.md").read_text()
    assert "bash scripts/serve.sh" in readme
    assert "bash scripts/test.sh" in readme
    assert "scripts/test.sh" in (ROOT / ".ci" / "run").read_text()


def test_notebooks_are_stored_without_outputs() -> None:
    import nbformat

    for path in sorted((ROOT / "notebooks").glob("*.ipynb")):
        notebook = nbformat.read(path, as_version=4)
        for cell in notebook.cells:
            if cell.cell_type == "code":
                assert cell.outputs == [] and cell.execution_count is None, path.name


def _imports(path: Path) -> set[str]:
    """The modules ``path`` imports (absolute imports, wherever they are in the file)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{a.name}" for a in node.names)
    return found


GAMES = ("kaito", "dojo", "kami", "dojo_kun")


def _within(module: str, package: str) -> bool:
    """Whether ``module`` is ``package`` or inside it (``gamekit.dojo_kun`` is not in
    ``gamekit.dojo``)."""
    return module == package or module.startswith(package + ".")


def test_imports_run_one_way_notebooks_widgets_gamekit() -> None:
    """gamekit never imports the views; a game's state module never imports its codec (the
    game object joins them); no game's views import another game's."""
    for path in (ROOT / "gamekit").rglob("*.py"):
        assert not any(m.split(".")[0] in ("widgets", "ipywidgets") for m in _imports(path)), path
    for game in GAMES:
        assert not any(
            m.startswith(f"gamekit.{game}.code")
            for m in _imports(ROOT / f"gamekit/{game}/state.py")
        )
        others = [g for g in GAMES if g != game]
        for path in (ROOT / "widgets" / game).rglob("*.py"):
            for module in _imports(path):
                assert not any(_within(module, f"widgets.{o}") for o in others), (path, module)
                assert not any(_within(module, f"gamekit.{o}") for o in others), (path, module)


def test_what_every_game_shares_knows_no_game() -> None:
    """The shared views (canvas, shapes, svg, table, ...) serve every game and name none; only
    the page that opens a game from a link (page.py) picks the game's app by name."""
    for path in (ROOT / "widgets").glob("*.py"):
        if path.name == "page.py":
            continue
        for module in _imports(path):
            assert not any(_within(module, f"gamekit.{g}") for g in GAMES), (path, module)
            assert not any(_within(module, f"widgets.{g}") for g in GAMES), (path, module)


def test_each_game_has_the_same_rooms_in_gamekit_and_widgets() -> None:
    """Every game's views have the same rooms (a room may be a package of its parts, as Dojo
    Kun's pictures are; a game may have a room more, as Dojo Kun's briefs of every Dojo)."""
    rooms = {"__init__", "app", "board", "explorer", "lessons", "pictures", "words"}
    for game in GAMES:
        assert (ROOT / "gamekit" / game / "__init__.py").is_file()
        folder = ROOT / "widgets" / game
        found = {p.stem for p in folder.glob("*.py")}
        found |= {p.parent.name for p in folder.glob("*/__init__.py")}
        assert rooms <= found, (game, rooms - found)
    shared = {p.stem for p in (ROOT / "widgets").glob("*.py")}
    assert not any(name.startswith(GAMES) for name in shared), shared
