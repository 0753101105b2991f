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
  about 50 ms instead of 10-15 (``benchmarks/browser.py`` measures both, with ``--nagle``);
- kernels talk to the server over Unix sockets, not TCP ports the server picks for them: a port
  taken before the kernel binds it killed the kernel as it started;
- a page whose notebook holds no mathematics does without MathJax, which Voilà's front end
  would load on every page (15 scripts, 880 KB) while the page builds its first board;
- one kernel per notebook is preheated: it has run the notebook before anyone asks for the page,
  which saves the kernel's start and the notebook's run (about 2 s) on opening a game. Notebooks
  read the link (``?pos=``) in their last cell, where a preheated kernel waits for the request
  (:mod:`widgets.query`); ``--no-preheat`` starts a kernel per page instead.

For a class (``--class-size 30``), the pages the class opens (``--class-page``, every English
game page by default) keep that many kernels preheated, so that a whole class arriving at once
gets kernels that have already run the page: on two cores, 30 kernels starting at once each take
half a minute, and the pages time out. A kernel handed to a page counts as active from then on,
so the culler does not stop it before its page connects, and a kernel that died while it waited
is replaced as soon as the server sees it gone (and never given to a page); the pool refills
once the class has arrived (``--refill-delay``); beyond ``--max-kernels`` a page is refused with
a message that says so (a student never gets a page that silently shows no board); each page
carries a watchdog that says so in words too when its board does not come, or its game stops on
the server.

In class mode (``--class-size`` above 1, or ``--class``) the server also keeps the class's progress
for the teacher (:mod:`widgets.teacher`, :mod:`widgets.classroom`): it prints the teacher's link,
which carries a secret code, besides the students'; a student's first page asks for a nickname;
the pages report what their student does; the teacher's page shows the class and leads it. The
progress is in ``class.sqlite`` in ``--data-dir``. The kernels learn it is class mode from the
environment (``TABLETOP_CLASS=1``). ``--no-class-view`` keeps the kernels ready without any of it.

The ``Host`` header is checked: only loopback names and addresses by default, and the names given
with ``--allow-host`` (the teacher's machine as the class reaches it). A page of another site
cannot then reach the server through a name that resolves to it (DNS rebinding).
"""

from __future__ import annotations

import argparse
import datetime
import ipaddress
import os
import re
import sys
from html import escape
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, urlencode

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
"""The notebooks served: the landing page and one per game."""

TEMPLATES = Path(__file__).resolve().parent / "share" / "jupyter"
"""Where the page template ``tabletop`` is (Voilà's ``lab`` with the page's watchdog)."""

GAME_PAGES = ("kaito.ipynb", "dojo.ipynb", "kami.ipynb", "dojo-kun.ipynb")
"""The pages a class opens unless ``--class-page`` says otherwise."""

CLASS_SIZE = 30
"""The kernels kept ready per class page with ``--class`` (and no ``--class-size``)."""

CLASS_ENV = "TABLETOP_CLASS"
"""Set to ``1`` in the kernels' environment in class mode: the pages report to the class."""


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


V1 = "v1.kernel.websocket.jupyter.org"


def v1_only() -> None:
    """Refuse a kernel websocket that does not ask for the v1 protocol (the browser always
    does). Voilà's handler reads every binary message it sends as v1: on the legacy protocol it
    reads a length out of other bytes and builds a list that long, which held a server at full
    CPU, growing by about 35 MB a second, from one such client."""
    from tornado.web import HTTPError
    from voila.tornado.kernel_websocket_handler import VoilaKernelWebsocketHandler

    if getattr(VoilaKernelWebsocketHandler, "_tabletop_v1_only", False):
        return
    original = VoilaKernelWebsocketHandler.get

    async def get_v1(self: Any, *args: Any, **kwargs: Any) -> Any:
        offered = self.request.headers.get("Sec-WebSocket-Protocol", "")
        if V1 not in [p.strip() for p in offered.split(",")]:
            raise HTTPError(400, f"the kernel websocket speaks {V1} only")
        return await original(self, *args, **kwargs)

    VoilaKernelWebsocketHandler.get = get_v1
    VoilaKernelWebsocketHandler._tabletop_v1_only = True


def closed_pages_stop_their_kernels() -> None:
    """Set the ``_xsrf`` cookie with each Voilà page. As it unloads (its tab closed), the page
    asks its server to stop its kernel, sending that cookie's token; nothing in Voilà sets it, so
    the request was refused (403) and a closed tab held its kernel until the culler came. (A
    server under JupyterHub sets the cookie itself.)"""
    from voila.tornado.handler import TornadoVoilaHandler

    if getattr(TornadoVoilaHandler, "_tabletop_xsrf", False):
        return
    original = TornadoVoilaHandler.get

    async def get_with_xsrf(self: Any, *args: Any, **kwargs: Any) -> Any:
        self.xsrf_token  # noqa: B018 (reading it sets the cookie)
        return await original(self, *args, **kwargs)

    TornadoVoilaHandler.get = get_with_xsrf
    TornadoVoilaHandler._tabletop_xsrf = True


WAITING = "is ready in a preheated kernel"
"""What :func:`say_when_kernels_wait` logs (the tests wait for it: a server met warm)."""


def say_when_kernels_wait(manager: Any) -> None:
    """Log when a preheated kernel has run its page up to the last cell, where it asks for its
    visitor's link (it opens Voilà's query websocket): from then on the page opens at once."""
    from voila.request_info_handler import RequestInfoSocketHandler

    if getattr(RequestInfoSocketHandler, "_tabletop_says", False):
        return
    original = RequestInfoSocketHandler.open
    notebook_of = getattr(manager, "_get_notebook_from_kernel", lambda _: None)

    def open_and_say(self: Any, kernel_id: str) -> None:
        manager.log.info("The page %s %s (%s)", notebook_of(kernel_id), WAITING, kernel_id)
        ready = getattr(manager, "_tabletop_ready", {}).pop(kernel_id, None)
        if ready is not None:
            ready.set()  # a paced refill's place is free (pace_the_refills)
        original(self, kernel_id)

    RequestInfoSocketHandler.open = open_and_say
    RequestInfoSocketHandler._tabletop_says = True


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


def pools(args: argparse.Namespace) -> dict[str, dict[str, int]]:
    """Voilà's ``kernel_pools_config``: one kernel preheated per page, ``--class-size`` for the
    class's pages (Voilà names a notebook by its path from the served folder)."""
    config = {"default": {"pool_size": 1}}
    if args.class_size > 1:
        for name in args.class_page or GAME_PAGES:
            config[name] = {"pool_size": args.class_size}
    return config


def max_kernels(args: argparse.Namespace) -> int:
    """The kernels the server runs at most: every pool full, the class's pages open, and room
    for a few more visitors (``--max-kernels`` overrides it)."""
    if args.max_kernels:
        return args.max_kernels
    pages = len(list(args.root.glob("*.ipynb"))) or 1
    class_pages = len(args.class_page or GAME_PAGES) if args.class_size > 1 else 0
    return pages + (2 * args.class_size + 10) * max(class_pages, 1)


def kernel_transport(folder: str | None = None) -> list[str]:
    """The options that have kernels talk to the server over Unix sockets, files in Voilà's
    folder for connection files (made in ``folder``, by default the system's temporary folder, or
    ``/tmp`` where that is too long for a socket's path), rather than over TCP ports; none on a
    system without Unix sockets.

    With TCP the server picks a kernel's five ports, then the kernel binds them: a port taken in
    between (the server's own connections to other kernels draw from the same range) kills the
    kernel as it starts. A class's pools start dozens of kernels at once.
    """
    import tempfile

    def fits(folder: str) -> bool:
        # A socket's path holds 103 bytes at most (macOS; 107 on Linux): Voilà's folder is
        # <folder>/voila_XXXXXXXX, a kernel's sockets are kernel-<uuid>-ipc-<n> in it.
        tail = len("/voila_12345678/kernel-") + 36 + len("-ipc-99")
        return len(os.fsencode(folder)) + tail <= 103

    if os.name != "posix":
        return []
    folder = tempfile.gettempdir() if folder is None else folder
    if fits(folder):
        return ["--KernelManager.transport=ipc"]
    if os.access("/tmp", os.W_OK):
        return ["--KernelManager.transport=ipc", "--Voila.connection_dir_root=/tmp"]
    return []


NO_MATH = (
    "data:text/javascript,window.MathJax={Hub:{"
    "Config(){},Configured(){},Queue(){},Register:{StartupHook(){}}}};"
    "//"  # Voilà's loader appends a query string (?config=...): the comment takes it in
)
"""A typesetter that does nothing, in MathJax 2's shape, as the script at Voilà's MathJax URL: a
``data:`` URL, so the page asks the server for nothing more."""

MATH = re.compile(r"\$|\\\(|\\\[|\\begin\{")
"""What in a notebook's markdown asks for MathJax: a dollar sign, ``\\(``, ``\\[`` or
``\\begin{``."""


def has_math(notebook: Path) -> bool:
    """Whether the markdown of ``notebook`` may hold mathematics (when unsure, it may)."""
    import json

    try:
        cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    except (OSError, ValueError, KeyError):
        return True
    markdown = (c for c in cells if c.get("cell_type") == "markdown")
    return any(MATH.search("".join(c.get("source", ""))) for c in markdown)


def math_only_where_needed(root: Path) -> Any:
    """A page-config hook for Voilà: a page whose notebook has no mathematics in its markdown
    gets a typesetter that does nothing (:data:`NO_MATH`) instead of MathJax 3, which Voilà's
    front end loads on every page, whatever it holds, while the page builds its first board (15
    scripts, 880 KB; without them Kaito's first board came 0.2 s sooner, 0.3-0.5 s with the
    browser's CPU four times slower)."""

    def hook(page_config: dict, *, notebook_path: str = "", **_: Any) -> dict:
        if notebook_path and not has_math(root / notebook_path):
            page_config["fullMathjaxUrl"] = NO_MATH
            page_config["mathjaxConfig"] = "none"
        return page_config

    return hook


def voila_arguments(args: argparse.Namespace, extra: list[str] = ()) -> list[str]:
    """The command line given to Voilà (``extra``: further Voilà options, passed on as given)."""
    import json

    return [
        str(args.root),
        "--no-browser",
        f"--port={args.port}",
        f"--Voila.ip={args.ip}",
        f"--MappingKernelManager.cull_idle_timeout={args.cull_idle}",
        f"--MappingKernelManager.cull_interval={args.cull_interval}",
        "--MappingKernelManager.cull_connected=False",
        "--VoilaConfiguration.show_tracebacks=False",
        "--VoilaConfiguration.template=tabletop",
        # The page shows no code: the code highlighter's extension is a fetch and a parse less.
        '--VoilaConfiguration.extension_denylist=["jupyterlab_pygments"]',
        # A kernel slowed by a class's arrival still gets its board out: Voilà waits 4 s for a
        # cell's output by default, then shows the page without it.
        "--VoilaExecutor.iopub_timeout=60",
        # A kernel that dies is not restarted: a new one would not hold the page's game, and the
        # page would silently stop answering. Gone, the page's watchdog sees it and says so.
        "--KernelRestarter.restart_limit=0",
        *([] if any("KernelManager.transport" in a for a in extra) else kernel_transport()),
        f"--VoilaConfiguration.preheat_kernel={not args.no_preheat}",
        "--VoilaConfiguration.default_pool_size=1",
        f"--VoilaKernelManager.kernel_pools_config={json.dumps(pools(args))}",
        f"--VoilaKernelManager.fill_delay={args.refill_delay}",
        *extra,
    ]


def parser() -> argparse.ArgumentParser:
    """The options of ``tabletop-serve``."""
    p = argparse.ArgumentParser(
        prog="tabletop-serve",
        description=__doc__.splitlines()[0],
        epilog="Other options (--VoilaConfiguration.x=y ...) are passed on to Voilà.",
    )
    p.add_argument("--port", type=int, default=8866, help="port (default 8866)")
    p.add_argument(
        "--ip",
        default="127.0.0.1",
        help="address to listen on (default 127.0.0.1; 0.0.0.0 for a class on the network, with "
        "--allow-host)",
    )
    p.add_argument(
        "--allow-host",
        action="append",
        default=[],
        metavar="NAME",
        help="a host name or address the pages may be asked by, besides loopback (repeatable): "
        "the name the class types, e.g. --allow-host teacher.local --allow-host 192.168.1.20",
    )
    p.add_argument(
        "--class-size",
        type=int,
        default=1,
        help="kernels kept ready for each page of the class (--class-page): a class arriving at "
        "once all get one (about 75 MB each; default 1); above 1, class mode: each student "
        "gives a nickname, and the teacher's link (printed) shows the class's progress",
    )
    p.add_argument(
        "--class",
        dest="class_mode",
        action="store_true",
        help=f"class mode with --class-size {CLASS_SIZE} (unless --class-size says otherwise)",
    )
    p.add_argument(
        "--data-dir",
        type=Path,
        default=None,
        help="folder of the class's progress (class.sqlite; default: Jupyter's data folder's "
        "tabletop/)",
    )
    p.add_argument(
        "--no-class-view",
        action="store_true",
        help="keep a class's kernels ready, without nicknames, reports or the teacher's page",
    )
    p.add_argument(
        "--class-page",
        action="append",
        default=[],
        metavar="NOTEBOOK",
        help="a page the class opens, e.g. kaito.ipynb (repeatable; default every English game)",
    )
    p.add_argument(
        "--max-kernels",
        type=int,
        default=0,
        help="kernels run at most; a page beyond says the server is full (default: the pools, "
        "twice the class and 10 more)",
    )
    p.add_argument(
        "--refill-delay",
        type=float,
        default=1.0,
        help="seconds before a used kernel's place in the pool is refilled (default 1; 10 with "
        "--class-size, so that the refill waits for most of the class to arrive)",
    )
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
    p.add_argument(
        "--mathjax",
        action="store_true",
        help="load MathJax on every page, as Voilà does (only to measure its cost; a page whose "
        "markdown holds mathematics always gets it)",
    )
    return p


def main(argv: list[str] | None = None) -> None:
    """Start the server (blocks until interrupted)."""
    given = sys.argv[1:] if argv is None else argv
    args, extra = parser().parse_known_args(given)
    if args.class_mode and args.class_size <= 1:
        args.class_size = CLASS_SIZE
    if args.class_size > 1 and not any(a.startswith("--refill-delay") for a in given):
        args.refill_delay = 10.0
    os.environ["JUPYTER_PATH"] = os.pathsep.join(
        [str(TEMPLATES), *filter(None, [os.environ.get("JUPYTER_PATH")])]
    )
    from tornado.web import RedirectHandler
    from voila.app import Voila
    from voila.tornado.handler import TornadoVoilaHandler

    if not args.nagle:
        no_nagle()
    v1_only()
    closed_pages_stop_their_kernels()

    from widgets.teacher import handlers as class_handlers
    from widgets.teacher import join_url

    room = open_class(args)

    class PageHandler(TornadoVoilaHandler):
        """Voilà's page, or a redirect to the page in the language the link asks for (in class
        mode, first to the nickname form for a browser that has not joined)."""

        async def get(self, path: str | None = None) -> None:
            there = language_redirect(path or "", self.request.query, args.root)
            if there is not None:
                return self.redirect(there)
            if room is not None and not joined(room, self):
                return self.redirect(join_url(self.request.uri, self.base_url))
            manager = self.kernel_manager
            await drop_dead_kernels(manager, path or "")
            ready = getattr(manager, "get_pool_size", lambda _: 0)(path or "")
            if not ready and len(manager.list_kernel_ids()) >= limit:
                self.set_status(503)
                self.set_header("Retry-After", "20")
                return self.finish(full_page(path or ""))
            await super().get(path)

    limit = max_kernels(args)
    allowed = {name.lower() for name in args.allow_host}
    check_hosts(allowed)

    class TabletopVoila(Voila):
        """Voilà with ``/`` leading to the landing page rather than a file listing, and a page's
        ``?lang=`` leading to the page in that language."""

        def init_settings(self) -> dict:
            if not args.mathjax:
                self.voila_configuration.page_config_hook = math_only_where_needed(args.root)
            settings = super().init_settings()  # makes the kernel manager, filling its pools
            settings["allow_remote_access"] = False  # the Host header is checked (check_hosts)
            keep_handed_kernels(self.kernel_manager)
            say_when_kernels_wait(self.kernel_manager)
            replace_kernels_that_die(self.kernel_manager)
            cap_the_pools(self.kernel_manager, limit)
            if args.class_size > 1:
                pace_the_refills(self.kernel_manager)
            return settings

        def init_handlers(self) -> list:
            landing = (r"/?", RedirectHandler, {"url": "/voila/render/index.ipynb"})
            ours = []
            if room is not None:
                hosts = lambda host: allowed_host(host, allowed)
                ours = class_handlers(room, args.root, hosts, self.base_url)
            handlers = [
                (pattern, PageHandler, *rest)
                if handler is TornadoVoilaHandler
                else (pattern, handler, *rest)
                for pattern, handler, *rest in super().init_handlers()
            ]
            return [landing, *ours, *handlers]

        def listen(self) -> None:
            if room is not None:  # said once listening: the port may not be the one asked
                from tornado.ioloop import IOLoop

                links = lambda: print(class_links(args, room.code, self.port), flush=True)
                IOLoop.current().add_callback(links)
            super().listen()

    TabletopVoila.launch_instance(argv=voila_arguments(args, extra))


def open_class(args: argparse.Namespace) -> Any:
    """In class mode, the class's store (kept in ``class.sqlite`` in ``--data-dir``), with the
    kernels told so through their environment; None otherwise."""
    if args.class_size <= 1 or args.no_class_view:
        return None
    from jupyter_core.paths import jupyter_data_dir

    from widgets.classroom import Classroom

    folder = args.data_dir or Path(jupyter_data_dir()) / "tabletop"
    os.environ[CLASS_ENV] = "1"  # before any kernel starts: they inherit it
    return Classroom(folder / "class.sqlite")


def joined(room: Any, handler: Any) -> bool:
    """Whether the request comes from a student of the class or the teacher."""
    from widgets.teacher import STUDENT, TEACHER

    return room.nickname(handler.get_cookie(STUDENT)) is not None or room.is_teacher(
        handler.get_cookie(TEACHER)
    )


def class_links(args: argparse.Namespace, code: str, port: int | None = None) -> str:
    """What class mode prints once it listens (on ``port``, by default the one asked for): the
    students' link and the teacher's.

    >>> args = argparse.Namespace(ip="0.0.0.0", port=8866, allow_host=["teacher.local"],
    ...                           class_page=["kaito.ipynb"])
    >>> print(class_links(args, "abc"))
    Students: http://teacher.local:8866/voila/render/kaito.ipynb
    Teacher: http://teacher.local:8866/teacher?code=abc
    """
    host = args.allow_host[0] if args.ip in ("0.0.0.0", "::") and args.allow_host else args.ip
    if args.ip in ("0.0.0.0", "::") and not args.allow_host:
        host = "localhost"
    host = f"[{host}]" if ":" in host else host
    base = f"http://{host}:{port or args.port}"
    students = f"{base}/voila/render/{args.class_page[0]}" if len(args.class_page) == 1 else base
    return f"Students: {students}\nTeacher: {base}/teacher?code={code}"


def allowed_host(host: str, allowed: set[str]) -> bool:
    """Whether a request's ``Host`` (with or without its port) may be served: a loopback name
    or address, or one of ``allowed``.

    >>> [allowed_host(h, {"teacher.local"}) for h in ("localhost:8866", "127.0.0.1", "[::1]:80",
    ...  "teacher.local:8866", "evil.example", "192.168.1.20")]
    [True, True, True, True, False, False]
    """
    match = re.match(r"^(\[[^\]]*\]|[^:]*)(:\d+)?$", host.strip().lower())
    name = (match.group(1) if match else host).strip("[]")
    if name in allowed or name == "localhost":
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


def check_hosts(allowed: set[str]) -> None:
    """Serve only requests whose ``Host`` :func:`allowed_host` accepts (pages, websockets and
    files alike: every Jupyter handler asks ``check_host`` first)."""
    from jupyter_server.base.handlers import JupyterHandler

    def check_host(self: Any) -> bool:
        if allowed_host(self.request.host, allowed):
            return True
        self.log.warning("Refused a request for host %r (see --allow-host)", self.request.host)
        return False

    JupyterHandler.check_host = check_host


def keep_handed_kernels(manager: Any) -> None:
    """A preheated kernel handed to a page counts as active from then on: it may have waited
    in the pool longer than the cull time, and would be culled before its page connects."""
    original = getattr(manager, "get_rendered_notebook", None)
    if original is None:
        return

    async def handed_out(*args: Any, **kwargs: Any) -> Any:
        task, cache, kernel_id = await original(*args, **kwargs)
        manager.get_kernel(kernel_id).last_activity = datetime.datetime.now(datetime.UTC)
        return task, cache, kernel_id

    manager.get_rendered_notebook = handed_out


def pooled_kernel(task: Any) -> str | None:
    """The kernel a pool's entry (Voilà's task starting a kernel and its page) holds; None while
    it starts, or if it failed to start."""
    if not task.done() or task.cancelled() or task.exception() is not None:
        return None
    return task.result().get("kernel_id")


async def drop_dead_kernels(manager: Any, notebook: str) -> int:
    """Take out of ``notebook``'s pool the kernels that died while they waited (stopped by the
    system for its memory, say), and start others in their place; return how many. Voilà would
    hand such a kernel to the next page, which would then read "404: Not Found, you are
    requesting a page that does not exist"."""
    from jupyter_core.utils import ensure_async

    pool = getattr(manager, "_pools", {}).get(notebook, [])
    dead = []
    for task in [task for task in pool if task.done()]:
        kernel_id = pooled_kernel(task)  # None: it failed to start, as good as dead
        try:
            alive = kernel_id in manager and await ensure_async(
                manager.get_kernel(kernel_id).is_alive()
            )
        except Exception:  # noqa: BLE001 (a kernel that cannot say it lives is as good as dead)
            alive = False
        if not alive:
            pool.remove(task)
            dead.append(kernel_id)
    for kernel_id in dead:
        manager.log.warning("A kernel waiting in the pool of %s had died: %s", notebook, kernel_id)
        if kernel_id in manager:
            try:
                await ensure_async(manager.shutdown_kernel(kernel_id, now=True))
            except Exception:  # noqa: BLE001 (its process is gone: the map only forgets it)
                manager.remove_kernel(kernel_id)
    if dead:
        manager.fill_if_needed(delay=0, notebook_name=notebook)
    return len(dead)


def replace_kernels_that_die(manager: Any, most: int = 3, within: float = 60.0) -> None:
    """Replace a preheated kernel as soon as the server sees it die, not when the next page asks
    for it: the pools stay full for a class to meet. A page whose kernels keep dying is replaced
    ``most`` times ``within`` seconds, not in a loop; its next visitor still gets a kernel."""
    import asyncio
    import time

    original = getattr(manager, "_handle_kernel_died", None)
    if original is None or not hasattr(manager, "_pools"):
        return
    replaced: dict[str, list[float]] = {}
    running: set[asyncio.Task] = set()  # held, or the loop may drop a task before it ends

    def pool_holding(kernel_id: str) -> str | None:
        for notebook, pool in manager._pools.items():
            if any(pooled_kernel(task) == kernel_id for task in pool):
                return notebook
        return None

    async def replace(notebook: str) -> None:
        now = time.monotonic()
        recent = [t for t in replaced.get(notebook, []) if now - t < within]
        if len(recent) >= most:
            manager.log.error("Kernels of %s keep dying: no more are preheated for now", notebook)
        elif await drop_dead_kernels(manager, notebook):
            replaced[notebook] = [*recent, now]

    def died(kernel_id: str) -> None:
        notebook = pool_holding(kernel_id)
        original(kernel_id)
        if notebook is not None:
            task = asyncio.ensure_future(replace(notebook))
            running.add(task)
            task.add_done_callback(running.discard)

    manager._handle_kernel_died = died


def cap_the_pools(manager: Any, limit: int) -> None:
    """Refill a page's pool only as far as ``limit`` kernels in all (those running, and those a
    pool has yet to start)."""
    original = getattr(manager, "fill_if_needed", None)
    if original is None:
        return

    def running() -> int:
        waiting = sum(not task.done() for pool in manager._pools.values() for task in pool)
        return len(manager.list_kernel_ids()) + waiting

    def fill_if_room(*args: Any, notebook_name: str | None = None, **kwargs: Any) -> None:
        config = manager.kernel_pools_config
        wanted = config.get(notebook_name, config.get("default", {})).get("pool_size", 1)
        have = len(manager._pools.get(notebook_name, []))
        room = limit - running()
        if room <= 0 or have >= wanted:
            return
        if have + room >= wanted:
            return original(*args, notebook_name=notebook_name, **kwargs)
        manager.kernel_pools_config = {**config, notebook_name: {"pool_size": have + room}}
        try:
            original(*args, notebook_name=notebook_name, **kwargs)
        finally:
            manager.kernel_pools_config = config

    manager.fill_if_needed = fill_if_room


def pace_the_refills(manager: Any, at_once: int = 2, longest: float = 60.0) -> None:
    """Refill the pools ``at_once`` kernels at a time: a kernel's place is taken until its page
    has run up to the last cell (or for ``longest`` seconds). The first fill, and a dead kernel's
    replacement, start at once, as before.

    A class takes 30 kernels within seconds, and Voilà refilled all 30 at once ``--refill-delay``
    later; the server runs every page's notebook itself as it preheats, and with 30 at once on
    two cores it answered everything else seconds late: a student's report reached the teacher's
    data 1.5 s after it was sent at the 90th percentile (3.8 s at most; 3.8 s at the 90th on a
    busier machine), against 0.11 s (0.29 s at most) refilled two at a time
    (``benchmarks/classroom.py``, 30 students)."""
    import asyncio

    fill, initialize = (
        getattr(manager, "fill_if_needed", None),
        getattr(manager, "_initialize", None),
    )
    if fill is None or initialize is None:
        return
    manager._tabletop_ready = {}
    slots: list[asyncio.Semaphore] = []  # made in the server's loop, on first use
    held: set[asyncio.Task] = set()

    async def paced(*args: Any, **kwargs: Any) -> Any:
        if not slots:
            slots.append(asyncio.Semaphore(at_once))
        await slots[0].acquire()
        try:
            content = await initialize(*args, **kwargs)
        except BaseException:
            slots[0].release()
            raise
        ready = manager._tabletop_ready[content["kernel_id"]] = asyncio.Event()

        async def free() -> None:
            try:
                await asyncio.wait_for(ready.wait(), longest)
            except TimeoutError:
                manager._tabletop_ready.pop(content["kernel_id"], None)
            finally:
                slots[0].release()

        task = asyncio.ensure_future(free())
        held.add(task)
        task.add_done_callback(held.discard)
        return content

    def fill_paced(*args: Any, delay: float | None = None, **kwargs: Any) -> Any:
        if delay == 0:  # the first fill, or a dead kernel replaced: at once
            return fill(*args, delay=delay, **kwargs)
        manager._initialize = paced  # the coroutines fill_if_needed makes now are paced ones
        try:
            return fill(*args, delay=delay, **kwargs)
        finally:
            del manager._initialize

    manager.fill_if_needed = fill_paced


FULL: dict[str, tuple[str, str, str]] = {
    "en": (
        "The class is full",
        "The server is running as many games as it can, so this page cannot get its board "
        "now. Wait a moment and try again; if it happens again, tell your teacher.",
        "Try again",
    ),
    "fr": (
        "La classe est complète",
        "Le serveur fait tourner autant de parties qu’il le peut : cette page ne peut pas "
        "avoir son plateau maintenant. Attendez un peu et réessayez ; si cela se reproduit, "
        "prévenez votre professeur.",
        "Réessayer",
    ),
}


def full_page(path: str) -> str:
    """The page sent instead of a game's when the server runs its most kernels: it says so, in
    the page's language, and tries again by itself in 20 s."""
    lang = "fr" if path.endswith(".fr.ipynb") else "en"
    title, text, again = FULL[lang]
    return (
        f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8">'
        f'<meta http-equiv="refresh" content="20"><title>{escape(title)}</title></head>'
        f'<body style="font-family: sans-serif; font-size: 20px; margin: 3em;">'
        f'<h1 class="gk-full">{escape(title)}</h1><p>{escape(text)}</p>'
        f'<p><button onclick="location.reload()" style="font-size: 20px">{escape(again)}</button>'
        f"</p></body></html>"
    )


if __name__ == "__main__":
    main()
