"""The teacher's view of the class under JupyterHub: a hub service for the hub's admins, fed by
each student's own server.

Under JupyterHub (``deploy/jupyterhub/``) each student has a server of their own, and the hub
logs them in: the hub's user name is the student, with no nickname to ask. Two pieces:

- In each student's server, a Jupyter server extension (this module, enabled by
  ``deploy/jupyterhub/jupyter_server_config.py``) answers the page's ``class/report``,
  ``class/lead`` and ``class/me`` under ``/user/<name>/``, as ``tabletop-serve`` does: only the
  student, logged in to their own server, reaches them, with the server's ``_xsrf`` token. It
  passes each on to the service with the server's own hub token, so a report can only ever be
  about the server's owner: no page and no kernel reaches the service, and none reads another's.
- The service (``python -m widgets.class_hub``, started by the hub as ``class``) keeps the class
  in its :class:`widgets.classroom.Classroom` (``class.sqlite`` in the hub's state folder). It
  asks the hub whose token each forwarded request carries, and whether that user is an admin
  (the teacher, who may lead). Its page, ``/services/class/``, is :mod:`widgets.teacher`'s,
  behind the hub's login: only the hub's admins have access to services (JupyterHub's ``admin``
  role), a student gets 403.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

from tornado import web
from tornado.httpclient import AsyncHTTPClient, HTTPClientError, HTTPRequest

from widgets.classroom import NICKNAME_MOST, Classroom
from widgets.teacher import (
    BODY_MOST,
    LeadHandler,
    MeHandler,
    ReportHandler,
    accepted_lang,
    teacher_page,
)

SERVICE_URL = "TABLETOP_CLASS_SERVICE"
"""The service's address as a student's server reaches it, with its prefix
(``http://127.0.0.1:8082/services/class``; set by ``jupyterhub_config.py``)."""

ENDPOINTS = ("report", "lead", "me")

# --- in each student's server ------------------------------------------------------------------


def _jupyter_server_extension_points() -> list[dict[str, str]]:
    return [{"module": "widgets.class_hub"}]


def _load_jupyter_server_extension(server_app: Any) -> None:
    """Add ``class/<endpoint>`` to the student's server, when the hub runs the class's service."""
    from jupyter_server.utils import url_path_join

    service = os.environ.get(SERVICE_URL)
    if not service:
        return
    base = server_app.web_app.settings["base_url"]
    forward = _forward_handler()
    server_app.web_app.add_handlers(
        ".*$",
        [
            (url_path_join(base, "class", name), forward, {"service": service, "endpoint": name})
            for name in ENDPOINTS
        ],
    )


def _forward_handler() -> type:
    from jupyter_server.base.handlers import JupyterHandler

    class Forward(JupyterHandler):
        """A page's request to the class, passed on to the service with the server's token.
        Jupyter checks the login (only the server's owner) and, on a POST, the ``_xsrf`` token."""

        def initialize(self, service: str, endpoint: str) -> None:
            self.service = service.rstrip("/")
            self.endpoint = endpoint

        @web.authenticated
        async def get(self) -> None:
            query = f"?{self.request.query}" if self.request.query else ""
            await self.forward("GET", query, None)

        @web.authenticated
        async def post(self) -> None:
            if len(self.request.body) > BODY_MOST:
                raise web.HTTPError(413, "too long")
            await self.forward("POST", "", self.request.body)

        async def forward(self, method: str, query: str, body: bytes | None) -> None:
            request = HTTPRequest(
                f"{self.service}/api/{self.endpoint}{query}",
                method=method,
                body=body,
                headers={
                    "Authorization": f"token {os.environ.get('JUPYTERHUB_API_TOKEN', '')}",
                    "Content-Type": "application/json",
                },
                request_timeout=10,
            )
            try:
                answer = await AsyncHTTPClient().fetch(request, raise_error=False)
            except OSError as error:
                raise web.HTTPError(503, "the class's service does not answer") from error
            self.set_status(answer.code)
            self.set_header("Cache-Control", "no-store")
            if answer.code != 204:
                self.set_header("Content-Type", "application/json")
                self.finish(answer.body or b"")
            else:
                self.finish()

    return Forward


# --- the service -------------------------------------------------------------------------------


class Hub:
    """Who a forwarded request comes from, asked of the hub (and kept a minute)."""

    def __init__(self, api_url: str, token: str) -> None:
        self.api_url = api_url.rstrip("/")
        self.token = token
        self.known: dict[str, tuple[float, dict[str, Any]]] = {}

    async def user(self, token: str) -> dict[str, Any] | None:
        """``{"name", "admin"}`` of the user whose server's token ``token`` is, or None."""
        if not token:
            return None
        seen = self.known.get(token)
        if seen and time.monotonic() - seen[0] < 60:
            return seen[1]
        client = AsyncHTTPClient()
        try:
            me = await client.fetch(
                f"{self.api_url}/user", headers={"Authorization": f"token {token}"}
            )
            model = json.loads(me.body)
            if model.get("kind", "user") != "user":
                return None
            name = model["name"]
            full = await client.fetch(
                f"{self.api_url}/users/{name}", headers={"Authorization": f"token {self.token}"}
            )
            user = {"name": name, "admin": bool(json.loads(full.body).get("admin"))}
        except (HTTPClientError, OSError, KeyError, ValueError):
            return None
        self.known[token] = (time.monotonic(), user)
        return user


class FromServer:
    """A request a student's server passed on: its hub token says whose it is."""

    hub: Hub

    async def prepare(self) -> None:
        self.set_header("Cache-Control", "no-store")
        given = self.request.headers.get("Authorization", "")
        token = given.removeprefix("token ").strip() if given.startswith("token ") else ""
        self.user = await self.settings["hub"].user(token)
        if self.user is None:
            raise web.HTTPError(403, "not a server of this hub")

    def student(self) -> str | None:
        """The user, a student of the class from their first request (the hub's admins are
        the teachers, not students)."""
        if self.user["admin"]:
            return None
        try:
            self.room.enrol(self.user["name"], self.user["name"][:NICKNAME_MOST])
        except OverflowError as full:
            raise web.HTTPError(503, "the class is full") from full
        return self.user["name"]

    def teacher(self) -> bool:
        return self.user["admin"]


class HubReport(FromServer, ReportHandler):
    pass


class HubLead(FromServer, LeadHandler):
    pass


class HubMe(FromServer, MeHandler):
    pass


def _teacher_handlers(room: Classroom, prefix: str) -> list:
    from jupyterhub.services.auth import HubOAuthCallbackHandler, HubOAuthenticated

    class Teacher(HubOAuthenticated, web.RequestHandler):
        """The teacher's page, for the hub's admins (the service's access is theirs alone); the
        hub's login gives the ``_xsrf`` token, which its script sends with every request."""

        @web.authenticated
        def get(self) -> None:
            self.set_header("Cache-Control", "no-store")
            lang = self.get_argument("lang", "")
            lang = lang if lang in ("en", "fr") else accepted_lang(self.request.headers)
            here = prefix.rstrip("/")
            self.finish(teacher_page(lang, self.xsrf_token.decode(), here))

    class Data(Teacher):
        @web.authenticated
        def get(self) -> None:
            self.set_header("Cache-Control", "no-store")
            self.write({"students": room.view(), "lead": room.led()})

    class New(Teacher):
        @web.authenticated
        def post(self) -> None:
            self.check_xsrf_cookie()
            room.new_class()
            self.set_status(204)

    return [
        (prefix.rstrip("/") + "/?", Teacher),
        (prefix + "data", Data),
        (prefix + "new", New),
        (prefix + "oauth_callback", HubOAuthCallbackHandler),
    ]


def application(room: Classroom, root: Path, prefix: str, hub: Hub) -> web.Application:
    """The service's Tornado application under ``prefix`` (``/services/class/``)."""
    options = {"room": room, "root": root}
    api = [
        (f"{prefix}api/report", HubReport, options),
        (f"{prefix}api/lead", HubLead, options),
        (f"{prefix}api/me", HubMe, options),
    ]
    return web.Application(
        [*api, *_teacher_handlers(room, prefix)],
        hub=hub,
        cookie_secret=os.urandom(32),
        xsrf_cookie_kwargs={"path": prefix},
    )


def main() -> None:
    """Run the service as the hub starts it (its address and token in the environment)."""
    from urllib.parse import urlparse

    from tornado.ioloop import IOLoop

    prefix = os.environ.get("JUPYTERHUB_SERVICE_PREFIX", "/services/class/")
    url = urlparse(os.environ["JUPYTERHUB_SERVICE_URL"])
    room = Classroom(Path(os.environ.get("TABLETOP_CLASS_DB", "class.sqlite")))
    root = Path(os.environ["TABLETOP_NOTEBOOKS"])
    hub = Hub(os.environ["JUPYTERHUB_API_URL"], os.environ["JUPYTERHUB_API_TOKEN"])
    application(room, root, prefix, hub).listen(url.port, url.hostname)
    try:
        IOLoop.current().start()
    except KeyboardInterrupt:  # the hub stops its services so
        room.close()


if __name__ == "__main__":
    main()
