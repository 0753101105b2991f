"""Every notebook runs headlessly from top to bottom, as Voilà runs it, with and without a link.

The widgets' state is kept (``store_widget_state``), so a test can read what the page shows: the
message for a bad position code, the position a good one opens.
"""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import quote

import nbformat
import pytest
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
GOOD = "SSbSSS/SH1HHs/h3Ss/ss1ssh/hAsABB/CCAaaa r move c3 - -"


@pytest.fixture(autouse=True)
def jupyter_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "JUPYTER_RUNTIME_DIR", "IPYTHONDIR"):
        monkeypatch.setenv(name, str(tmp_path / name.lower()))
    monkeypatch.setenv("PYTHONPATH", str(ROOT))


def run(path: Path, query: str, monkeypatch: pytest.MonkeyPatch) -> tuple[str, str]:
    """Execute a notebook as Voilà would for ``?query``; return its outputs and its widgets' state,
    each as text."""
    monkeypatch.setenv("QUERY_STRING", query)
    notebook = nbformat.read(path, as_version=4)
    NotebookClient(
        notebook,
        timeout=60,
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}},
        store_widget_state=True,
    ).execute()
    outputs = [o for c in notebook.cells if c.cell_type == "code" for o in c.outputs]
    errors = [o for o in outputs if o.output_type == "error"]
    assert not errors, errors
    widgets = notebook.metadata.get("widgets", {})
    return json.dumps(outputs), json.dumps(widgets)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_notebook_runs_from_top_to_bottom(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    outputs, _ = run(path, "", monkeypatch)
    assert "application/vnd.jupyter.widget-view+json" in outputs
    assert "Traceback" not in outputs


def test_kaito_link_opens_its_position(monkeypatch: pytest.MonkeyPatch) -> None:
    _, widgets = run(
        ROOT / "notebooks" / "kaito.ipynb", "pos=" + GOOD.replace(" ", "%20"), monkeypatch
    )
    assert "The position from your link" in widgets
    assert GOOD in widgets  # the explorer's code box holds it


def test_kaito_bad_link_says_what_is_wrong(monkeypatch: pytest.MonkeyPatch) -> None:
    _, widgets = run(ROOT / "notebooks" / "kaito.ipynb", "pos=__import__('os')", monkeypatch)
    assert "cannot be read" in widgets and "gk-error" in widgets


def test_landing_page_opens_a_game_from_a_link(monkeypatch: pytest.MonkeyPatch) -> None:
    query = "game=kaito&pos=" + GOOD.replace(" ", "+")
    _, widgets = run(ROOT / "notebooks" / "index.ipynb", query, monkeypatch)
    assert "Playing from the position in the link" in widgets
    _, widgets = run(ROOT / "notebooks" / "index.ipynb", "game=chess", monkeypatch)
    assert "There is no game called" in widgets


def test_dojo_in_french_from_the_link(monkeypatch: pytest.MonkeyPatch) -> None:
    path = ROOT / "notebooks" / "dojo.fr.ipynb"
    notebook = nbformat.read(path, as_version=4)
    narration = "\n".join(c.source for c in notebook.cells if c.cell_type == "markdown")
    assert "## 1. Recrutement" in narration and "## 1. Recruitment" not in narration
    _, widgets = run(path, "", monkeypatch)
    assert "Vous tenez" in widgets and "You hold" not in widgets
    assert ">Singe<" in widgets and ">Monkey<" not in widgets  # the cards are named in French
    assert 'href=\\"dojo.ipynb\\"' in widgets  # the language link leads to the English page


def test_dojo_link_opens_its_position(monkeypatch: pytest.MonkeyPatch) -> None:
    from gamekit.dojo import GAME

    state = GAME.new_state(seed=7, players=3)
    state = state.apply(state.legal_actions()[0])
    code = state.to_code()
    _, widgets = run(ROOT / "notebooks" / "dojo.ipynb", "pos=" + quote(code), monkeypatch)
    assert "The position from your link" in widgets
    assert code in widgets  # the explorer's code box holds it
    assert quote(code) in widgets  # the language link keeps the position
    _, widgets = run(ROOT / "notebooks" / "dojo.fr.ipynb", "pos=dojo+players=9", monkeypatch)
    assert "Le code de position de ce lien est illisible" in widgets and "gk-error" in widgets


def test_kami_link_opens_its_position(monkeypatch: pytest.MonkeyPatch) -> None:
    from gamekit.kami import GAME

    code = GAME.new_state(seed=5, players=2).to_code()
    _, widgets = run(ROOT / "notebooks" / "kami.ipynb", "pos=" + quote(code), monkeypatch)
    assert "The position from your link" in widgets
    assert code in widgets  # the explorer's code box holds it


@pytest.mark.parametrize("game", ["kaito", "dojo", "kami", "dojo-kun"])
def test_each_game_page_is_titled_with_its_game(game: str) -> None:
    notebook = nbformat.read(ROOT / "notebooks" / f"{game}.ipynb", as_version=4)
    title = notebook.metadata["title"]  # the browser tab's title in Voilà
    assert title.lower().replace(" ", "-") == game
