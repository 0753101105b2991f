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
