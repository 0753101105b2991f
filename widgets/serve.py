"""Serve the app: Voilà over the ``notebooks/`` folder, on loopback, tuned for board games.

``tabletop-serve`` (or ``python -m widgets.serve``) starts Voilà in directory mode:

- ``/`` opens the landing page (``index.ipynb``), keeping the query string, so
  ``/?game=kaito&pos=<code>`` opens Kaito on that position;
- ``/voila/render/kaito.ipynb?pos=<code>`` opens a game's notebook directly, and
  ``kaito.fr.ipynb`` its French page; ``?lang=fr`` on an English page (the links of the days when
  a page held both languages) leads to the French page, keeping the rest of the link;
- idle kernels are culled (a closed tab does not stop its kernel in Voilà 0.5: without culling,
  every visit would leave a kernel of about 70 MB behind);
- Nagle's algorithm is turned off on the kernel websocket. Tornado leaves it on, so a widget
  message sent soon after another waits for the browser's delayed ACK: a click's repaint takes
  about 50 ms instead of 10-15 (``benchmarks/browser.py`` measures both, with ``--nagle``).

- one kernel per notebook is preheated: it has run the notebook before anyone asks for the page,
  which saves the kernel's start and the notebook's run (about 2 s) on opening a game. Notebooks
  read the link (``?pos=``) in their last cell, where a preheated kernel waits for the request
  (:mod:`widgets.query`); ``--no-preheat`` starts a kernel per page instead.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, urlencode

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
"""The notebooks served: the landing page and one per game."""


def no_nagle() -> None:
    """Make Voilà's kernel websocket send each message at once (TCP_NODELAY)."""
    from voila.tornado.kernel_websocket_handler import VoilaKernelWebsocketHandler

    if getattr(VoilaKernelWebsocketHandler, "_tabletop_nodelay", False):
        return
    original = VoilaKernelWebsocketHandler.open

    async def open_without_nagle(self: Any, *args: Any, **kwargs: Any) -> Any:
        self.set_nodelay(True)
        return await original(self, *args, **kwargs)

    VoilaKernelWebsocketHandler.open = open_without_nagle
    VoilaKernelWebsocketHandler._tabletop_nodelay = True


def language_redirect(path: str, query: str, root: Path = NOTEBOOKS) -> str | None:
    """Where a page asked for in another language is: ``kaito.ipynb`` with ``lang=fr`` in
    ``query`` leads to ``kaito.fr.ipynb`` with the rest of the query (and ``lang=en`` on a French
    page back); None when the page is served as asked (no ``lang``, the page's own language, or no
    such page in ``root``). The result is relative to the page's folder.

    >>> language_redirect("kaito.ipynb", "lang=fr&pos=SS1%2F4")
    'kaito.fr.ipynb?pos=SS1%2F4'
    >>> language_redirect("kaito.fr.ipynb", "lang=en"), language_redirect("kaito.ipynb", "pos=x")
    ('kaito.ipynb', None)
    """
    pairs = parse_qsl(query, keep_blank_values=True)
    lang = next((value for key, value in pairs if key == "lang"), None)
    name = Path(path).name
    if lang is None or not name.endswith(".ipynb"):
        return None
    stem = name.removesuffix(".ipynb").removesuffix(".fr")
    wanted = f"{stem}.ipynb" if lang == "en" else f"{stem}.{lang}.ipynb"
    if wanted == name or not (root / Path(path).parent / wanted).is_file():
        return None
    rest = urlencode([(key, value) for key, value in pairs if key != "lang"])
    return f"{wanted}?{rest}" if rest else wanted


def voila_arguments(args: argparse.Namespace, extra: list[str] = ()) -> list[str]:
    """The command line given to Voilà (``extra``: further Voilà options, passed on as given)."""
    return [
        str(args.root),
        "--no-browser",
        f"--port={args.port}",
        "--Voila.ip=127.0.0.1",
        f"--MappingKernelManager.cull_idle_timeout={args.cull_idle}",
        f"--MappingKernelManager.cull_interval={args.cull_interval}",
        "--MappingKernelManager.cull_connected=False",
        "--VoilaConfiguration.show_tracebacks=False",
        f"--VoilaConfiguration.preheat_kernel={not args.no_preheat}",
        "--VoilaConfiguration.default_pool_size=1",
        *extra,
    ]


def parser() -> argparse.ArgumentParser:
    """The options of ``tabletop-serve``."""
    p = argparse.ArgumentParser(
        prog="tabletop-serve",
        description=__doc__.splitlines()[0],
        epilog="Other options (--VoilaConfiguration.x=y ...) are passed on to Voilà.",
    )
    p.add_argument("--port", type=int, default=8866, help="port on 127.0.0.1 (default 8866)")
    p.add_argument("--root", type=Path, default=NOTEBOOKS, help="folder of notebooks to serve")
    p.add_argument(
        "--cull-idle", type=int, default=300, help="seconds before an idle kernel is stopped"
    )
    p.add_argument(
        "--cull-interval", type=int, default=60, help="seconds between checks for idle kernels"
    )
    p.add_argument(
        "--nagle", action="store_true", help="keep Nagle's algorithm (only to measure its cost)"
    )
    p.add_argument(
        "--no-preheat", action="store_true", help="start a kernel per page instead of in advance"
    )
    return p


def main(argv: list[str] | None = None) -> None:
    """Start the server (blocks until interrupted)."""
    args, extra = parser().parse_known_args(argv)
    from tornado.web import RedirectHandler
    from voila.app import Voila
    from voila.tornado.handler import TornadoVoilaHandler

    if not args.nagle:
        no_nagle()

    class PageHandler(TornadoVoilaHandler):
        """Voilà's page, or a redirect to the page in the language the link asks for."""

        async def get(self, path: str | None = None) -> None:
            there = language_redirect(path or "", self.request.query, args.root)
            if there is not None:
                return self.redirect(there)
            await super().get(path)

    class TabletopVoila(Voila):
        """Voilà with ``/`` leading to the landing page rather than a file listing, and a page's
        ``?lang=`` leading to the page in that language."""

        def init_handlers(self) -> list:
            landing = (r"/?", RedirectHandler, {"url": "/voila/render/index.ipynb"})
            handlers = [
                (pattern, PageHandler, *rest)
                if handler is TornadoVoilaHandler
                else (pattern, handler, *rest)
                for pattern, handler, *rest in super().init_handlers()
            ]
            return [landing, *handlers]

    TabletopVoila.launch_instance(argv=voila_arguments(args, extra))


if __name__ == "__main__":
    main()
