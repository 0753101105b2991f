"""A page saved from JupyterLab, as the README starts it, is written without outputs: its file
stays as small as it was and as the repository keeps it."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import nbformat
from jupyter_server.services.contents.filemanager import FileContentsManager

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


def test_a_page_run_then_saved_keeps_no_output(tmp_path: Path) -> None:
    shutil.copy(NOTEBOOKS / "kaito.ipynb", tmp_path / "kaito.ipynb")
    size = (tmp_path / "kaito.ipynb").stat().st_size
    manager = FileContentsManager(
        root_dir=str(tmp_path), pre_save_hook="widgets.saving.strip_outputs"
    )
    model = manager.get("kaito.ipynb")
    notebook = model["content"]
    code = [c for c in notebook.cells if c.cell_type == "code"]
    for n, cell in enumerate(code, 1):  # as JupyterLab would, once the boards ran
        cell.execution_count = n
        cell.outputs = [nbformat.v4.new_output("display_data", {"text/plain": "x" * 5000})]
    notebook.metadata["widgets"] = {"application/vnd.jupyter.widget-state+json": {"state": {}}}
    notebook.cells[0].source += "\nA teacher's sentence."
    manager.save({"type": "notebook", "content": notebook}, "kaito.ipynb")
    saved = json.loads((tmp_path / "kaito.ipynb").read_text())
    assert "A teacher's sentence." in "".join(saved["cells"][0]["source"])
    assert all(c["outputs"] == [] for c in saved["cells"] if c["cell_type"] == "code")
    assert "widgets" not in saved["metadata"]
    assert (tmp_path / "kaito.ipynb").stat().st_size < size + 1000
