"""Each student's server under JupyterHub: the game pages as Voilà apps, tuned as the app's own
server (``widgets/serve.py``) is.

JupyterHub starts ``jupyterhub-singleuser`` for a student; Voilà's server extension (installed
with Voilà) serves ``/user/<name>/voila/render/<page>.ipynb`` from the notebooks folder. This file
is read by that server because its folder is on ``JUPYTER_CONFIG_PATH``: ``jupyterhub_config.py``
puts it there for a hub on one machine, and the ``Dockerfile`` copies it to ``/etc/jupyter`` for
Kubernetes.

- The notebooks folder: ``$TABLETOP_NOTEBOOKS`` (the hub's spawner may also set it, through
  ``Spawner.notebook_dir``).
- The landing page as the start page: a student who logs in lands on ``index.ipynb`` as an app.
- The app's page template (``tabletop``: Voilà's ``lab`` with the watchdog that says when a board
  does not come), found in the installed ``widgets`` package.
- A closed tab stops its kernel at once (Voilà's page asks for it as it unloads, and a server
  under JupyterHub sets the ``_xsrf`` cookie that request needs); idle kernels are stopped after
  5 minutes without a page (a browser that quit without closing its tabs); a kernel whose page
  is open is never stopped. A kernel that dies is not
  restarted: its page's watchdog says so.
"""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

c = get_config()  # noqa: F821 (given by Jupyter when it reads this file)

notebooks = os.environ.get("TABLETOP_NOTEBOOKS")
if notebooks:
    c.ServerApp.root_dir = notebooks
c.ServerApp.default_url = "/voila/render/index.ipynb"
# Jupyter refuses to run as root unless told: only where everything runs as root anyway.
c.ServerApp.allow_root = os.environ.get("TABLETOP_ALLOW_ROOT") == "1"

# The app's template travels with the widgets package (package data): put it on Jupyter's data
# path before Voilà's extension looks for templates.
spec = importlib.util.find_spec("widgets")
if spec and spec.submodule_search_locations:
    share = Path(next(iter(spec.submodule_search_locations))) / "share" / "jupyter"
    if (share / "voila" / "templates" / "tabletop").is_dir():
        os.environ["JUPYTER_PATH"] = os.pathsep.join(
            [str(share), *filter(None, [os.environ.get("JUPYTER_PATH")])]
        )
        c.VoilaConfiguration.template = "tabletop"

c.VoilaConfiguration.show_tracebacks = False
# The pages show no code: the code highlighter's extension is a fetch and a parse less.
c.VoilaConfiguration.extension_denylist = ["jupyterlab_pygments"]
# A kernel slowed by a busy machine still gets its board out (Voilà waits 4 s by default).
c.VoilaExecutor.iopub_timeout = 60

c.MappingKernelManager.cull_idle_timeout = int(os.environ.get("TABLETOP_CULL_KERNELS", "300"))
c.MappingKernelManager.cull_interval = 60
c.MappingKernelManager.cull_connected = False
c.KernelRestarter.restart_limit = 0

# The class's endpoints (class/report, class/lead, class/me), passed on to the hub's service for
# the teacher's view (widgets/class_hub.py); without the hub's service they are not added.
c.ServerApp.jpserver_extensions.update({"widgets.class_hub": True})
