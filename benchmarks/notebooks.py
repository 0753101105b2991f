"""How long each notebook takes to run headlessly, as Voilà runs it before showing the page.

Prints, per notebook, the kernel start and the time to execute every cell (the standing goal:
each notebook within 5 s), and the slowest cells.

    .venv/bin/python benchmarks/notebooks.py
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[1]


def time_notebook(path: Path) -> tuple[float, float, list[tuple[float, str]]]:
    """(kernel start, execution, [(seconds, first line) per code cell])."""
    notebook = nbformat.read(path, as_version=4)
    client = NotebookClient(
        notebook,
        timeout=120,
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}},
    )
    start = time.perf_counter()
    cells = []
    with client.setup_kernel():
        started = time.perf_counter()
        for index, cell in enumerate(notebook.cells):
            if cell.cell_type != "code":
                continue
            t = time.perf_counter()
            client.execute_cell(cell, index)
            cells.append((time.perf_counter() - t, cell.source.splitlines()[0][:60]))
        executed = time.perf_counter()
    return started - start, executed - started, cells


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "JUPYTER_RUNTIME_DIR", "IPYTHONDIR"):
            os.environ[name] = str(Path(tmp) / name.lower())
        os.environ["PYTHONPATH"] = str(ROOT)
        print(f"{'notebook':<16} {'kernel start':>13} {'cells':>8} {'total':>8}")
        slow = []
        for path in sorted((ROOT / "notebooks").glob("*.ipynb")):
            start, executed, cells = time_notebook(path)
            print(f"{path.name:<16} {start:12.2f}s {executed:7.2f}s {start + executed:7.2f}s")
            slow += [(s, f"{path.name}: {line}") for s, line in cells]
        print("\nslowest cells:")
        for seconds, where in sorted(slow, reverse=True)[:5]:
            print(f"  {seconds:6.3f}s  {where}")


if __name__ == "__main__":
    main()
