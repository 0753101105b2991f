"""A game page saved from JupyterLab keeps its text and code only: a teacher who opens a page to
adapt a paragraph runs its boards, and without this the save (or the autosave) would write every
board's output and widget state into the file, a few kilobytes grown to a hundred and fifty.

JupyterLab is started with this pre-save hook (the README's command):

    jupyter lab notebooks/ --ContentsManager.pre_save_hook=widgets.saving.strip_outputs

>>> model = {"type": "notebook", "content": {"metadata": {"widgets": {}}, "cells": [
...     {"cell_type": "code", "execution_count": 3, "outputs": [{"output_type": "stream"}],
...      "source": "lesson", "metadata": {}}]}}
>>> strip_outputs(model)
>>> model["content"]["cells"][0]["outputs"], model["content"]["metadata"]
([], {})
"""

from __future__ import annotations

from typing import Any


def strip_outputs(model: dict[str, Any], **kwargs: Any) -> None:
    """Clear a notebook's outputs, execution counts and saved widget state before it is written
    (a Jupyter server's ``pre_save_hook``); anything else is saved as it is."""
    if model.get("type") != "notebook" or not isinstance(model.get("content"), dict):
        return
    content = model["content"]
    content.get("metadata", {}).pop("widgets", None)
    for cell in content.get("cells", ()):
        if cell.get("cell_type") == "code":
            cell["outputs"] = []
            cell["execution_count"] = None
