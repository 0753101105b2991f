"""The JupyterHub configuration as a school's IT person meets it: run as root (as in many
containers), it stops at once and says what to do, instead of letting every student's server fail
a minute after the login."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

CONFIG = Path(__file__).resolve().parent.parent / "deploy" / "jupyterhub" / "jupyterhub_config.py"

LOAD = """
import os, sys
from traitlets.config import Config
os.geteuid = lambda: int(sys.argv[2])  # the user the hub would run as
config = Config()
exec(compile(open(sys.argv[1]).read(), sys.argv[1], "exec"),
     {"get_config": lambda: config, "__file__": sys.argv[1]})
print("loaded", config.JupyterHub.spawner_class)
"""


def load(tmp_path: Path, uid: int, **settings: str) -> subprocess.CompletedProcess[str]:
    environment = {
        "TABLETOP_CLASS_PASSWORD": "a class password",
        "TABLETOP_STATE_DIR": str(tmp_path),
        "PATH": "/usr/bin:/bin",
        **settings,
    }
    return subprocess.run(
        [sys.executable, "-c", LOAD, str(CONFIG), str(uid)],
        capture_output=True,
        check=False,
        text=True,
        env=environment,
        timeout=60,
    )


def test_as_root_the_hub_stops_at_once_and_says_what_to_do(tmp_path: Path) -> None:
    run = load(tmp_path, 0)
    assert run.returncode != 0 and "loaded" not in run.stdout
    assert "TABLETOP_ALLOW_ROOT=1" in run.stderr and "ordinary user" in run.stderr


@pytest.mark.parametrize(
    ("uid", "settings"),
    [
        (1000, {}),
        (0, {"TABLETOP_ALLOW_ROOT": "1"}),
        (0, {"TABLETOP_SPAWNER": "systemd"}),
    ],
)
def test_otherwise_the_configuration_loads(tmp_path: Path, uid: int, settings: dict) -> None:
    run = load(tmp_path, uid, **settings)
    assert run.returncode == 0 and "loaded" in run.stdout, run.stderr


START_AS_ROOT = """
import os, sys
os.geteuid = lambda: 0  # root, as in many containers (this test may run as anybody)
from jupyterhub.app import main
sys.argv = ["jupyterhub", "-f", sys.argv[1]]
main()
"""


def test_the_hub_started_as_root_stops_before_serving_and_names_the_setting(
    tmp_path: Path,
) -> None:
    hub = subprocess.run(
        [sys.executable, "-c", START_AS_ROOT, str(CONFIG)],
        capture_output=True,
        check=False,
        text=True,
        cwd=tmp_path,
        env={
            "TABLETOP_CLASS_PASSWORD": "a class password",
            "TABLETOP_STATE_DIR": str(tmp_path),
            "PATH": "/usr/bin:/bin",
        },
        timeout=120,
    )
    assert hub.returncode != 0
    assert "TABLETOP_ALLOW_ROOT=1" in hub.stderr and "ordinary user" in hub.stderr
    assert not (tmp_path / "jupyterhub.sqlite").exists()  # it stopped before making its database
