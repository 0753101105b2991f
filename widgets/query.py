"""A page's link: its query string (``?pos=...``) as Voilà gives it to the kernel, and the links
to a game's pages in each language (:func:`page_link`).

Voilà puts the request's query string in the kernel's environment as ``QUERY_STRING``. A
preheated kernel (``tabletop-serve`` keeps one ready per notebook) has run the notebook before
anyone asked for the page, so it learns the request only when the page is asked for: reading the
query then waits for Voilà to send it. Notebooks therefore read it in their last cell, so that
everything before runs ahead of time. In JupyterLab there is no query string.

Values are only ever parsed as data (position codes, names), never evaluated.

>>> parameters("game=kaito&pos=SS1SSS%2F4%20r&pos=ignored")
{'game': 'kaito', 'pos': 'SS1SSS/4 r'}
>>> parameters("")
{}
"""

from __future__ import annotations

import json
import os
from urllib.parse import parse_qs, quote

MAX_LENGTH = 4096
"""Longer query strings are ignored: no position code comes near it."""


def query_string() -> str:
    """The query string of the page this kernel serves ("" in JupyterLab)."""
    if os.environ.get("VOILA_PREHEAT") == "True":
        _wait_for_request()
    return os.environ.get("QUERY_STRING", "")


def parameters(query: str | None = None) -> dict[str, str]:
    """The query's parameters, the first value of each (from this page's query by default)."""
    text = query_string() if query is None else query
    if len(text) > MAX_LENGTH:
        return {}
    return {key: values[0] for key, values in parse_qs(text, keep_blank_values=True).items()}


def _wait_for_request(timeout: float | None = None) -> None:
    """Block until Voilà hands this preheated kernel a request, then take the request's
    variables (``QUERY_STRING`` among them) into the environment.

    What ``voila.utils.wait_for_request`` does, without importing Voilà into the kernel (about
    45 MB): a websocket to the server's ``/voila/query/<kernel id>``, which sends one message.
    """
    from websockets.sync.client import connect

    host = os.environ.get("VOILA_APP_IP", "127.0.0.1")
    port = os.environ.get("VOILA_APP_PORT", "8866")
    base = os.environ.get("VOILA_WS_BASE_URL", os.environ.get("VOILA_SERVER_URL", "/"))
    kernel = os.environ.get("VOILA_KERNEL_ID", "")
    url = f"{os.environ.get('VOILA_WS_PROTOCOL', 'ws')}://{host}:{port}{base}voila/query/{kernel}"
    with connect(url, open_timeout=10, close_timeout=1) as socket:
        request = json.loads(socket.recv(timeout))
    os.environ.update({str(k): str(v) for k, v in request.items()})
    os.environ["VOILA_PREHEAT"] = "False"  # the request is known: never wait again


def notebook_name(game: str, lang: str = "en") -> str:
    """The file of ``game``'s page in ``lang``: ``kaito.ipynb``, ``kaito.fr.ipynb``.

    >>> notebook_name("dojo", "fr")
    'dojo.fr.ipynb'
    """
    return f"{game}.ipynb" if lang == "en" else f"{game}.{lang}.ipynb"


def page_link(game: str, lang: str, code: str | None = None) -> str:
    """A relative link to ``game``'s page in ``lang``, opening the position ``code`` if given.

    >>> page_link("kaito", "fr", "SS1SSS/4 r")
    'kaito.fr.ipynb?pos=SS1SSS/4%20r'
    """
    name = notebook_name(game, lang)
    return f"{name}?pos={quote(code)}" if code else name
