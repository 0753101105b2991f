"""JupyterHub on one server for a class: each student logs in with the class password and gets
their own server, which opens the landing page as a Voilà app (``/user/<name>/voila/render/
index.ipynb``); every game page is there too (``.../voila/render/kaito.ipynb``).

Run it from the project's environment (``scripts/setup.sh`` installs JupyterHub and the proxy)::

    TABLETOP_CLASS_PASSWORD='a class password' \\
        .venv/bin/jupyterhub -f deploy/jupyterhub/jupyterhub_config.py

Everything a school changes is an environment variable:

``TABLETOP_CLASS_PASSWORD``   the password every student types, with any name (8 characters or
                              more; required)
``TABLETOP_STUDENTS``         the names that may log in, separated by commas (default: any name)
``TABLETOP_TEACHER``, ``TABLETOP_TEACHER_PASSWORD``
                              a teacher who logs in as the hub's admin (sees and stops every
                              student's server at ``/hub/admin``), with a password of 32
                              characters or more
``TABLETOP_HUB_URL``          where the hub listens (default ``http://:8000``: every address,
                              port 8000; put HTTPS in front of it, see README.md)
``TABLETOP_STATE_DIR``        where the hub keeps its database, cookie secret and the students'
                              home folders (default ``state`` beside this file, git-ignored)
``TABLETOP_NOTEBOOKS``        the notebooks folder (default: this repository's ``notebooks``)
``TABLETOP_SPAWNER``          ``simple`` (default: every student's server is a process of the
                              hub's own user, no system accounts needed) or ``systemd``
                              (``jupyterhub-systemdspawner``: a systemd unit per student, with a
                              dynamic system user, memory and CPU limits; the hub runs as root)
``TABLETOP_MEM_LIMIT``, ``TABLETOP_CPU_LIMIT``
                              a student's server at most (default ``1G`` and ``1``; only the
                              ``systemd`` spawner enforces them)
``TABLETOP_CULL_SERVERS``     seconds without activity before a student's server is stopped
                              (default 3600; ``0`` never)
``TABLETOP_PROXY``            the ``configurable-http-proxy`` command (default: the one
                              ``npm ci --prefix deploy/jupyterhub`` installs beside this file)
``TABLETOP_ALLOW_ROOT``       ``1`` lets the students' servers run as root, which Jupyter refuses
                              otherwise: only for a throwaway machine or container where
                              everything runs as root (with the ``simple`` spawner a student's
                              server runs as the hub's user: run the hub as an ordinary user)
``TABLETOP_CLASS_URL``        where the teacher's view of the class (a hub service, at
                              ``/services/class/`` for the hub's admins) listens inside the machine
                              (default ``http://127.0.0.1:8082``)
``TABLETOP_HUB_API_URL``, ``TABLETOP_PROXY_API_URL``
                              the hub's and the proxy's internal addresses (defaults
                              ``http://127.0.0.1:8081`` and ``http://127.0.0.1:8001``)
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

c = get_config()  # noqa: F821 (given by JupyterHub when it reads this file)

HERE = Path(__file__).resolve().parent
env = os.environ.get


def _required_password() -> str:
    password = env("TABLETOP_CLASS_PASSWORD", "")
    if len(password) < 8:
        sys.exit(
            "Set TABLETOP_CLASS_PASSWORD to the password the class types (8 characters or more)."
        )
    return password


# --- where the hub listens and keeps its state ---------------------------------------------
state = Path(env("TABLETOP_STATE_DIR", str(HERE / "state"))).resolve()
state.mkdir(parents=True, exist_ok=True)
c.JupyterHub.bind_url = env("TABLETOP_HUB_URL", "http://:8000")
c.JupyterHub.hub_bind_url = env("TABLETOP_HUB_API_URL", "http://127.0.0.1:8081")
c.JupyterHub.db_url = f"sqlite:///{state / 'jupyterhub.sqlite'}"
c.JupyterHub.cookie_secret_file = str(state / "jupyterhub_cookie_secret")

proxy = env("TABLETOP_PROXY") or str(HERE / "node_modules" / ".bin" / "configurable-http-proxy")
if not Path(proxy).exists():
    proxy = shutil.which("configurable-http-proxy") or proxy
c.ConfigurableHTTPProxy.command = [proxy]
c.ConfigurableHTTPProxy.api_url = env("TABLETOP_PROXY_API_URL", "http://127.0.0.1:8001")
c.ConfigurableHTTPProxy.pid_file = str(state / "jupyterhub-proxy.pid")

# --- who logs in: a class password, any name (or the listed names) -------------------------
c.JupyterHub.authenticator_class = "shared-password"
c.SharedPasswordAuthenticator.user_password = _required_password()
students = [name.strip() for name in env("TABLETOP_STUDENTS", "").split(",") if name.strip()]
if students:
    c.Authenticator.allowed_users = set(students)
else:
    c.Authenticator.allow_all = True
if env("TABLETOP_TEACHER"):
    c.Authenticator.admin_users = {env("TABLETOP_TEACHER")}
    c.SharedPasswordAuthenticator.admin_password = env("TABLETOP_TEACHER_PASSWORD")

# --- each student's server: the notebooks as Voilà apps ------------------------------------
notebooks = Path(env("TABLETOP_NOTEBOOKS", str(HERE.parent.parent / "notebooks"))).resolve()
c.Spawner.notebook_dir = str(notebooks)
c.Spawner.default_url = "/voila/render/index.ipynb"
# The server of this Python environment (Voilà, the widgets and the games are installed in it).
c.Spawner.cmd = [sys.executable, "-m", "jupyterhub.singleuser"]
c.Spawner.environment = {
    # jupyter_server_config.py beside this file: the app's template, kernel culling.
    "JUPYTER_CONFIG_PATH": str(HERE),
    "TABLETOP_NOTEBOOKS": str(notebooks),
    "TABLETOP_ALLOW_ROOT": env("TABLETOP_ALLOW_ROOT", "0"),
}
# A server starts in 2-5 s; a class logging in at once on a small machine takes longer.
c.Spawner.start_timeout = 120
c.Spawner.http_timeout = 60
# Each server takes about 155 MB, and each page it has open a kernel of about 80 MB.
c.Spawner.mem_limit = env("TABLETOP_MEM_LIMIT", "1G")
c.Spawner.cpu_limit = float(env("TABLETOP_CPU_LIMIT", "1"))
# Servers starting at once: beyond, a student is asked to wait and try again.
c.JupyterHub.concurrent_spawn_limit = 40


def _refuse_root_servers() -> None:
    """With the ``simple`` spawner each student's server runs as the hub's user, and Jupyter
    refuses to run as root: the students would log in, wait a minute and read "Spawn failed",
    the cause only in the hub's log. Say it now, and what to do."""
    simple = env("TABLETOP_SPAWNER", "simple") == "simple"
    if simple and os.geteuid() == 0 and env("TABLETOP_ALLOW_ROOT", "0") != "1":
        sys.exit(
            "The hub runs as root, so each student's server would run as root, which Jupyter "
            "refuses (the students would see 'Spawn failed' after a minute). Run the hub as an "
            "ordinary user; or, on a throwaway machine or container where everything runs as "
            "root, set TABLETOP_ALLOW_ROOT=1; or use TABLETOP_SPAWNER=systemd."
        )


_refuse_root_servers()
if env("TABLETOP_SPAWNER", "simple") == "systemd":
    c.JupyterHub.spawner_class = "systemd"
    c.SystemdSpawner.dynamic_users = True
    c.SystemdSpawner.readonly_paths = [str(notebooks)]
else:
    c.JupyterHub.spawner_class = "simple"
    c.SimpleLocalProcessSpawner.home_dir_template = str(state / "homes" / "{username}")

# --- stop the servers nobody uses ----------------------------------------------------------
cull = int(env("TABLETOP_CULL_SERVERS", "3600"))
if cull > 0:
    c.JupyterHub.services = [
        {
            "name": "idle-culler",
            "command": [
                sys.executable,
                "-m",
                "jupyterhub_idle_culler",
                f"--timeout={cull}",
                f"--cull-every={max(60, min(600, cull // 6))}",
            ],
        }
    ]
    c.JupyterHub.load_roles = [
        {
            "name": "idle-culler",
            "scopes": ["list:users", "read:users:activity", "read:servers", "delete:servers"],
            "services": ["idle-culler"],
        }
    ]

# --- the teacher's view of the class: a service for the hub's admins -----------------------
# /services/class/ shows each student's progress to the hub's admins (TABLETOP_TEACHER), who
# alone have access to services; each student's server passes its page's reports on to it with
# its own token (widgets/class_hub.py), so a report is only ever about the server's owner.
class_url = env("TABLETOP_CLASS_URL", "http://127.0.0.1:8082")
c.JupyterHub.services = [
    *(c.JupyterHub.services if "services" in c.JupyterHub else []),
    {
        "name": "class",
        "url": class_url,
        "command": [sys.executable, "-m", "widgets.class_hub"],
        "environment": {
            "TABLETOP_NOTEBOOKS": str(notebooks),
            "TABLETOP_CLASS_DB": str(state / "class.sqlite"),
        },
        "oauth_no_confirm": True,
    },
]
c.JupyterHub.load_roles = [
    *(c.JupyterHub.load_roles if "load_roles" in c.JupyterHub else []),
    # the service asks the hub who sent a report, and whether they are an admin (the teacher)
    {"name": "class", "scopes": ["read:users"], "services": ["class"]},
]
c.Spawner.environment.update(
    {"TABLETOP_CLASS": "1", "TABLETOP_CLASS_SERVICE": f"{class_url}/services/class"}
)
