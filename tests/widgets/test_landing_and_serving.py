"""The landing page's cards and links, the query string, and the server's settings."""

from __future__ import annotations

import contextlib
from concurrent.futures import ThreadPoolExecutor

import pytest

from widgets import serve
from widgets.landing import GAMES, page
from widgets.page import GamePage
from widgets.query import parameters

GOOD = "SSbSSS/SH1HHs/h3Ss/ss1ssh/hAsABB/CCAaaa r move c3 - -"


def html_of(widget) -> str:
    """Every HTML string shown in a widget tree."""
    found = [getattr(widget, "value", "")] if isinstance(getattr(widget, "value", ""), str) else []
    for child in getattr(widget, "children", ()):
        found.append(html_of(child))
    return "\n".join(found)


def test_the_landing_page_has_a_card_per_game_and_links_the_playable_ones() -> None:
    shown = html_of(page({}))
    for card in GAMES:
        assert f"gk-card-{card.name}" in shown
    assert 'href="kaito.ipynb"' in shown
    assert shown.count("coming") == sum(1 for c in GAMES if not c.playable)


def test_a_game_link_opens_the_position() -> None:
    shown = page({"game": "kaito", "pos": GOOD})
    assert "Playing from the position in the link" in html_of(shown)
    assert "gk-error" not in str([c._dom_classes for c in shown.children])


@pytest.mark.parametrize(
    ("query", "message"),
    [
        ({"game": "chess"}, "There is no game called"),
        ({"game": "dojo-kun", "pos": "dojo-kun AAAA"}, "cannot be read"),
        ({"game": "kaito", "pos": "<script>alert(1)</script>"}, "cannot be read"),
    ],
)
def test_bad_links_say_what_is_wrong_without_echoing_markup(query, message) -> None:
    shown = page(query)
    errors = [c for c in shown.children if "gk-error" in c._dom_classes]
    assert errors and message in errors[0].value
    assert "<script>" not in html_of(shown)


def test_a_game_page_without_a_link_shows_nothing_extra() -> None:
    assert GamePage("kaito").linked.children == ()


def test_query_parameters_are_data_only() -> None:
    assert parameters("pos=a%20b&pos=c&x") == {"pos": "a b", "x": ""}
    assert parameters("pos=" + "S" * 5000) == {}


def test_the_server_binds_loopback_culls_kernels_and_passes_options_on() -> None:
    args, extra = serve.parser().parse_known_args(["--port=9001", "--Voila.theme=dark"])
    command = serve.voila_arguments(args, extra)
    assert "--Voila.ip=127.0.0.1" in command and "--port=9001" in command
    assert "--MappingKernelManager.cull_idle_timeout=300" in command
    assert command[-1] == "--Voila.theme=dark" and command[0].endswith("notebooks")


def test_kernels_talk_to_the_server_over_unix_sockets_not_ports() -> None:
    # A port cannot be taken between the server's pick and the kernel's bind: no port is picked.
    assert serve.kernel_transport("/tmp") == ["--KernelManager.transport=ipc"]
    # A socket's path is at most 103 bytes: a long temporary folder gives way to /tmp.
    assert serve.kernel_transport("/" + "long" * 10) == [
        "--KernelManager.transport=ipc",
        "--Voila.connection_dir_root=/tmp",
    ]
    args, extra = serve.parser().parse_known_args([])
    assert "--KernelManager.transport=ipc" in serve.voila_arguments(args, extra)
    # A transport asked for is the only one given: Voilà starts no kernel when told two.
    args, extra = serve.parser().parse_known_args(["--KernelManager.transport=tcp"])
    assert [a for a in serve.voila_arguments(args, extra) if "transport" in a] == extra


def test_a_class_keeps_kernels_ready_for_its_pages_and_a_cap_on_all() -> None:
    import json

    args, extra = serve.parser().parse_known_args(["--class-size=30", "--class-page=kami.ipynb"])
    command = serve.voila_arguments(args, extra)
    pools = json.loads(
        next(a for a in command if a.startswith("--VoilaKernelManager.kernel_pools_config=")).split(
            "=", 1
        )[1]
    )
    assert pools == {"default": {"pool_size": 1}, "kami.ipynb": {"pool_size": 30}}
    assert serve.max_kernels(args) >= 30 + 8  # the class's pool, and the other pages' one each
    plain, _ = serve.parser().parse_known_args([])
    assert set(serve.pools(plain)) == {"default"}
    every, _ = serve.parser().parse_known_args(["--class-size=5"])
    assert set(serve.pools(every)) == {"default", *serve.GAME_PAGES}
    assert "--VoilaConfiguration.template=tabletop" in command
    assert "--VoilaExecutor.iopub_timeout=60" in command  # a busy kernel's board still comes
    assert "--KernelRestarter.restart_limit=0" in command


def test_only_a_page_with_mathematics_loads_mathjax(tmp_path) -> None:
    import json

    def notebook(name: str, markdown: str) -> None:
        cells = [{"cell_type": "markdown", "metadata": {}, "source": [markdown]}]
        (tmp_path / name).write_text(json.dumps({"cells": cells, "metadata": {}}))

    notebook("plain.ipynb", "Capture tiles with the Kaito.")
    notebook("math.ipynb", "The odds are $\\frac{1}{6}$.")
    hook = serve.math_only_where_needed(tmp_path)
    voila = {"fullMathjaxUrl": None, "mathjaxConfig": None}
    assert hook(dict(voila), notebook_path="plain.ipynb")["fullMathjaxUrl"] == serve.NO_MATH
    assert hook(dict(voila), notebook_path="math.ipynb") == voila
    assert hook(dict(voila), notebook_path="missing.ipynb") == voila  # when unsure, it may
    assert not any(serve.has_math(path) for path in serve.NOTEBOOKS.glob("*.ipynb"))


def test_the_full_page_says_so_in_the_pages_language_and_tries_again() -> None:
    assert "The class is full" in serve.full_page("kaito.ipynb")
    french = serve.full_page("kaito.fr.ipynb")
    assert "La classe est complète" in french and 'lang="fr"' in french
    assert 'http-equiv="refresh" content="20"' in french


def test_the_kernel_websocket_sends_without_nagle() -> None:
    from voila.tornado.kernel_websocket_handler import VoilaKernelWebsocketHandler

    serve.no_nagle()
    serve.no_nagle()  # idempotent
    calls = []

    class Fake(VoilaKernelWebsocketHandler):
        def __init__(self) -> None:
            pass

        def set_nodelay(self, value: bool) -> None:
            calls.append(value)

    opening = Fake().open("kernel")  # driven by hand: another test's event loop may be running
    with contextlib.suppress(Exception):  # the real open() needs a server; nodelay came first
        opening.send(None)
    opening.close()
    assert calls == [True]


def test_every_playable_game_is_offered_in_english_and_in_french() -> None:
    shown = html_of(page({}))
    for card in GAMES:
        if card.playable:
            assert f'href="{card.name}.ipynb"' in shown
            assert f'href="{card.name}.fr.ipynb"' in shown


def test_a_french_link_on_the_landing_page_opens_the_game_in_french() -> None:
    shown = html_of(page({"game": "kaito", "pos": GOOD, "lang": "fr"}))
    assert "La partie reprend à la position du lien" in shown
    assert 'href="kaito.fr.ipynb?pos=' in shown


@pytest.mark.parametrize(
    ("path", "query", "there"),
    [
        ("kaito.ipynb", "lang=fr&pos=SS1%2F4", "kaito.fr.ipynb?pos=SS1%2F4"),
        ("dojo.fr.ipynb", "pos=x&lang=en", "dojo.ipynb?pos=x"),
        ("kami.ipynb", "lang=en", None),  # already the English page
        ("kami.ipynb", "lang=de", None),  # no German page: served as asked
        ("index.ipynb", "lang=fr", None),  # one landing page, in both languages
        ("kami.ipynb", "pos=x", None),
    ],
)
def test_a_page_asked_in_another_language_leads_to_that_page(path, query, there) -> None:
    assert serve.language_redirect(path, query) == there


def test_a_page_opened_with_another_language_says_where_that_page_is() -> None:
    """Served without tabletop-serve's redirect, ?lang=fr on an English page still shows the
    way to the French one."""
    shown = GamePage("kami", "en")
    shown.read_link("lang=fr")
    assert 'href="kami.fr.ipynb"' in html_of(shown.header)
    assert "Cette page existe en français" in html_of(shown.header)


def test_a_landing_link_too_long_to_read_says_so() -> None:
    from widgets.landing import from_link

    assert from_link("") is None  # no link: the cards stay
    shown = from_link("game=kaito&pos=" + "S" * 5000)
    errors = [c for c in shown.children if "gk-error" in c._dom_classes]
    assert errors and "the link has 5,015 characters" in errors[0].value


class Pools:
    """The part of Voilà's kernel manager the server's pool keeping uses: one page's pool, whose
    kernels the test kills."""

    def __init__(self) -> None:
        import logging

        self.log = logging.getLogger("pools")
        self.alive: set[str] = set()
        self.started = 0
        self._pools: dict[str, list] = {"kaito.ipynb": []}

    def fill_if_needed(self, delay: float, notebook_name: str) -> None:
        import asyncio

        self.started += 1
        kernel_id = f"k{self.started}"
        self.alive.add(kernel_id)
        entry = asyncio.get_running_loop().create_future()
        entry.set_result({"kernel_id": kernel_id})
        self._pools[notebook_name].append(entry)

    def _handle_kernel_died(self, kernel_id: str) -> None:
        self.alive.discard(kernel_id)

    def __contains__(self, kernel_id: str) -> bool:
        return kernel_id in self.alive

    def get_kernel(self, kernel_id: str):
        from types import SimpleNamespace

        return SimpleNamespace(is_alive=lambda: kernel_id in self.alive)

    def remove_kernel(self, kernel_id: str) -> None:
        self.alive.discard(kernel_id)


def test_a_pooled_kernel_that_dies_is_replaced_but_not_in_a_loop(
    caplog: pytest.LogCaptureFixture,
) -> None:
    import asyncio

    async def kill_the_pooled_kernel_five_times() -> Pools:
        manager = Pools()
        serve.replace_kernels_that_die(manager, most=3, within=60)
        manager.fill_if_needed(delay=0, notebook_name="kaito.ipynb")
        for _ in range(5):
            (entry,) = manager._pools["kaito.ipynb"]  # a replacement, or the last that died
            manager._handle_kernel_died(entry.result()["kernel_id"])  # the restarter saw it die
            for _ in range(5):
                await asyncio.sleep(0)
        return manager

    # A loop of its own, in a thread: the browser tests leave one running in this thread.
    with ThreadPoolExecutor(1) as thread:
        manager = thread.submit(asyncio.run, kill_the_pooled_kernel_five_times()).result()
    assert manager.started == 1 + 3  # the first kernel, and three replacements
    assert "Kernels of kaito.ipynb keep dying" in caplog.text
    assert "had died: k1" in caplog.text
