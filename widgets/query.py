"""The page's query string (``?pos=...&lang=fr``), as Voilà gives it to the kernel.

Voilà (without preheated kernels) puts the request's query string in the kernel's environment as
``QUERY_STRING``; in JupyterLab there is none. Values are only ever parsed as data (position codes,
names), never evaluated.

>>> parameters("game=kaito&pos=SS1SSS%2F4%20r&pos=ignored")
{'game': 'kaito', 'pos': 'SS1SSS/4 r'}
>>> parameters("")
{}
"""

from __future__ import annotations

import os
from urllib.parse import parse_qs

MAX_LENGTH = 4096
"""Longer query strings are ignored: no position code comes near it."""


def query_string() -> str:
    """The query string of the page this kernel serves ("" in JupyterLab)."""
    return os.environ.get("QUERY_STRING", "")


def parameters(query: str | None = None) -> dict[str, str]:
    """The query's parameters, the first value of each (from this page's query by default)."""
    text = query_string() if query is None else query
    if len(text) > MAX_LENGTH:
        return {}
    return {key: values[0] for key, values in parse_qs(text, keep_blank_values=True).items()}
