"""A class on JupyterHub, for real: the hub of ``deploy/jupyterhub/jupyterhub_config.py`` with its
proxy (configurable-http-proxy, on node), two students logging in with the class password in
chromium, each landing on the landing page as a Voilà app in their own server, each playing a move
on their own Kaito board (and the teacher, the hub's admin, seeing it on the class's service,
which a student may not open), and a position link opening its position. Beside it, without a
browser: the configuration loads, and the Kubernetes values and image say what the one-server hub says.

The hub runs on free loopback ports with its state (database, cookie secret, the students'
homes) in a temporary folder; at the end it stops, and stops the students' servers with it. The
test is skipped only when node is missing (the proxy runs on node), or npm before the proxy is
installed: it says so in the test output.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
import tomllib
import urllib.error
import urllib.request
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
import yaml
from playwright.sync_api import Browser, Page, expect
from test_kaito_in_voila import GOOD, center
from voila_page import ROOT, free_port, local_only, pixel, wait_changed, wait_painted

DEPLOY = ROOT / "deploy" / "jupyterhub"
PROXY = DEPLOY / "node_modules" / ".bin" / "configurable-http-proxy"
PASSWORD = "board-games-class"
STUDENTS = ("ada", "bob")
TEACHER, TEACHER_PASSWORD = "teacher", "a teacher's password, 32 characters or more"
SWORD = ".gk-lesson-sword .gk-board"


def _processes_in(folder: Path) -> list[int]:
    """The processes working in ``folder`` (the students' servers work in their homes there)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            cwd = Path(os.readlink(entry / "cwd"))
        except OSError:
            continue
        if cwd == folder or folder in cwd.parents:
            found.append(int(entry.name))
    return found


@pytest.fixture(scope="module")
def hub(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    missing = "node" if shutil.which("node") is None else None
    if missing is None and not PROXY.exists() and shutil.which("npm") is None:
        missing = "npm"
    if missing:
        reason = (
            f"{missing} is missing: JupyterHub's proxy (configurable-http-proxy) is installed with "
            "npm and runs on node, so the JupyterHub test is skipped (install nodejs and npm, "
            "then run scripts/setup.sh)"
        )
        warnings.warn(reason, stacklevel=1)
        pytest.skip(reason)
    assert PROXY.exists(), "configurable-http-proxy is missing: run scripts/setup.sh (npm ci)"
    tmp = tmp_path_factory.mktemp("jupyterhub")
    port = free_port()
    env = dict(
        os.environ,
        PYTHONPATH=str(ROOT),
        TABLETOP_CLASS_PASSWORD=PASSWORD,
        TABLETOP_STATE_DIR=str(tmp / "state"),
        TABLETOP_HUB_URL=f"http://127.0.0.1:{port}",
        TABLETOP_HUB_API_URL=f"http://127.0.0.1:{free_port()}",
        TABLETOP_PROXY_API_URL=f"http://127.0.0.1:{free_port()}",
        TABLETOP_CLASS_URL=f"http://127.0.0.1:{free_port()}",
        TABLETOP_TEACHER=TEACHER,
        TABLETOP_TEACHER_PASSWORD=TEACHER_PASSWORD,
        # CI runs as root here: the students' servers (the hub's own user's processes) too.
        TABLETOP_ALLOW_ROOT="1" if os.geteuid() == 0 else "0",
    )
    log_path = tmp / "jupyterhub.log"
    log = open(log_path, "w")  # noqa: SIM115 (it lives as long as the hub)
    process = subprocess.Popen(
        [sys.executable, "-m", "jupyterhub", "-f", str(DEPLOY / "jupyterhub_config.py")],
        env=env, cwd=tmp, stdout=log, stderr=subprocess.STDOUT,
    )  # fmt: skip
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            if process.poll() is not None:
                raise RuntimeError(f"JupyterHub stopped: {log_path.read_text()[-3000:]}")
            if time.monotonic() > deadline:
                raise RuntimeError(f"JupyterHub did not answer: {log_path.read_text()[-3000:]}")
            try:
                urllib.request.urlopen(base + "/hub/api/", timeout=2)
                break
            except (urllib.error.URLError, OSError):
                time.sleep(0.2)
        yield base
    finally:
        process.send_signal(signal.SIGTERM)  # the hub stops the students' servers and its proxy
        try:
            process.wait(30)
        except subprocess.TimeoutExpired:
            process.kill()
        left = _processes_in(tmp)
        for pid in left:
            os.kill(pid, signal.SIGKILL)
        log.close()
        assert not left, f"servers left running after the hub stopped: {left}"


def _log_in(
    browser: Browser, base: str, name: str, password: str = PASSWORD, then: str = ""
) -> Page:
    """A student's own browser (a context of its own: its own cookies) submitting the login
    (and going on to ``then``, a path on the hub, if given)."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    context.route("**/*", local_only)
    page = context.new_page()
    page.goto(f"{base}/hub/login" + (f"?next={quote(then)}" if then else ""), timeout=30_000)
    page.fill("input[name=username]", name)
    page.fill("input[name=password]", password)
    page.click("#login_submit")
    return page


@pytest.mark.browser
def test_two_students_each_play_a_move_on_their_own_board(hub: str, browser: Browser) -> None:
    # Both log in at once: the hub starts a server for each.
    pages = {name: _log_in(browser, hub, name) for name in STUDENTS}
    try:
        for name, page in pages.items():
            # Each lands on the landing page, as an app, in their own server.
            page.wait_for_url(f"{hub}/user/{name}/voila/render/index.ipynb*", timeout=90_000)
            expect(page.locator(".gk-landing")).to_contain_text("Kaito", timeout=60_000)
            assert "gk-trouble" in page.content(), "the app's template (with its watchdog)"

        before = {}
        for name, page in pages.items():
            page.goto(
                f"{hub}/user/{name}/voila/render/kaito.ipynb",
                wait_until="domcontentloaded",
                timeout=60_000,
            )
            page.locator(SWORD).scroll_into_view_if_needed(timeout=60_000)
            wait_painted(page, SWORD, *center("c3"))
            before[name] = pixel(page, SWORD, *center("f3"))
            # The page's watchdog can ask the server about its kernel (it used to get 403 behind
            # the hub, so a stopped game was never told, and the server logged it every 15 s).
            assert page.evaluate("window.gkKernelStatus()") == 200

        ada, bob = (pages[name] for name in STUDENTS)
        ada.locator(SWORD).click(position=dict(zip("xy", center("f3"), strict=True)))
        expect(ada.locator(".gk-lesson-sword .gk-feedback")).to_contain_text(
            "Well done", timeout=30_000
        )
        wait_changed(ada, SWORD, *center("f3"), before["ada"], timeout=30)

        # Her page told her server, which told the class's service: the teacher (the hub's
        # admin) sees her row there, the exercise done; a student may not open that view.
        teacher = _log_in(browser, hub, TEACHER, TEACHER_PASSWORD, then="/services/class/")
        expect(teacher.locator("h1")).to_have_text("Your class", timeout=30_000)
        row = teacher.locator("tr.gk-student", has=teacher.locator("td.gk-name", has_text="ada"))
        expect(row.locator(".gk-ex[data-state='done']")).to_have_count(1, timeout=30_000)
        expect(row.locator(".gk-page")).to_have_text("Kaito")
        Path("/tmp/shots").mkdir(exist_ok=True)
        teacher.screenshot(path="/tmp/shots/teacher-hub.png")
        teacher.context.close()
        answer = pages["bob"].context.new_page().goto(f"{hub}/services/class/", timeout=30_000)
        assert answer is not None and answer.status == 403

        # Ada's move is on Ada's board only.
        bob.wait_for_timeout(500)
        assert pixel(bob, SWORD, *center("f3")) == before["bob"]
        expect(bob.locator(".gk-lesson-sword .gk-feedback")).not_to_contain_text("Well done")

        bob.locator(SWORD).click(position=dict(zip("xy", center("f3"), strict=True)))
        expect(bob.locator(".gk-lesson-sword .gk-feedback")).to_contain_text(
            "Well done", timeout=30_000
        )
        wait_changed(bob, SWORD, *center("f3"), before["bob"], timeout=30)

        # Bob's game is stopped on his server (the culler, a restart): his page tells him so.
        stopped = bob.evaluate(
            """() => {
                const config = JSON.parse(
                    document.getElementById("jupyter-config-data").textContent);
                const xsrf = document.cookie.match("(?:^|; )_xsrf=([^;]*)");
                return fetch(config.baseUrl + "api/kernels/" + config.kernelId, {
                    method: "DELETE", credentials: "same-origin",
                    headers: {"X-XSRFToken": decodeURIComponent(xsrf[1])},
                }).then((r) => r.status);
            }"""
        )
        assert stopped == 204
        expect(bob.locator("#gk-trouble")).to_contain_text(
            "has stopped on the server", timeout=30_000
        )

        # And neither can open the other's server.
        response = bob.goto(f"{hub}/user/ada/voila/render/kaito.ipynb", timeout=30_000)
        assert response is not None and response.status == 403

        # A position link works through the hub too (Voilà gives the page's query to its kernel).
        ada.goto(f"{hub}/user/ada/voila/render/kaito.ipynb?pos={quote(GOOD)}", timeout=60_000)
        expect(ada.locator(".gk-linked")).to_contain_text(
            "The position from your link", timeout=60_000
        )

        # Ada closes her tab: her kernel stops at once, not when the culler comes.
        config = json.loads(ada.locator("#jupyter-config-data").text_content())
        kernel = f"{hub}/user/ada/api/kernels/{config['kernelId']}"
        api = ada.context.request
        assert api.get(kernel).status == 200
        ada.close(run_before_unload=True)
        deadline = time.monotonic() + 20
        while api.get(kernel).status != 404:
            assert time.monotonic() < deadline, "a closed tab's kernel still ran after 20 s"
            time.sleep(0.5)
    finally:
        for page in pages.values():
            page.context.close()


def _hub_config(state: Path, monkeypatch: pytest.MonkeyPatch, password: str = PASSWORD) -> Any:
    """``jupyterhub_config.py`` as JupyterHub reads it (the hub is not started)."""
    from traitlets.config.loader import PyFileConfigLoader

    monkeypatch.setenv("TABLETOP_CLASS_PASSWORD", password)
    monkeypatch.setenv("TABLETOP_STATE_DIR", str(state))
    if os.geteuid() == 0:  # as in this container: the hub would stop at once otherwise
        monkeypatch.setenv("TABLETOP_ALLOW_ROOT", "1")
    return PyFileConfigLoader("jupyterhub_config.py", path=str(DEPLOY)).load_config()


def test_the_hub_configuration_loads_and_refuses_to_start_without_a_class_password(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    config = _hub_config(tmp_path, monkeypatch)
    assert config.Spawner.default_url == "/voila/render/index.ipynb"
    assert Path(config.Spawner.notebook_dir) == ROOT / "notebooks"
    assert config.JupyterHub.authenticator_class == "shared-password"
    assert config.Authenticator.allow_all is True
    with pytest.raises(SystemExit, match="TABLETOP_CLASS_PASSWORD"):
        _hub_config(tmp_path, monkeypatch, password="short")


def test_kubernetes_values_and_image_match_the_one_server_hub(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    config = _hub_config(tmp_path, monkeypatch)
    values = yaml.safe_load((DEPLOY / "config.yaml").read_text())
    assert values["singleuser"]["defaultUrl"] == config.Spawner.default_url
    assert values["hub"]["config"]["JupyterHub"]["authenticator_class"] == "shared-password"
    assert values["cull"]["enabled"] is True
    # The image: environment.yml's Python, the environment itself, the tested JupyterHub.
    dockerfile = (DEPLOY / "Dockerfile").read_text()
    environment = yaml.safe_load((ROOT / "environment.yml").read_text())
    python = next(d for d in environment["dependencies"] if str(d).startswith("python="))
    assert f"minimal-notebook:python-{python.split('=')[1]}" in dockerfile
    assert "--file environment.yml" in dockerfile
    test_extra = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"][
        "optional-dependencies"
    ]["test"]
    hub = next(r for r in test_extra if re.match(r"jupyterhub==", r))
    assert f'"{hub}"' in dockerfile
