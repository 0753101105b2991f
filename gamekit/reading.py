"""Reading what a person typed or a link carried: bounded before anything else is done, numbers
in ASCII digits only, JSON without unbounded nesting, and bad input quoted short in messages.

Every game's position codes, JSON records, actions and save files go through these, so hostile
or mistaken input gets the project's own error (:class:`~gamekit.InvalidPosition`, or
:class:`~gamekit.InvalidAction` for an action) with a sentence in English and French, quickly,
and never Python's ``RecursionError`` or ``int()``'s ``ValueError``.

>>> number("12", 0, 99), number("²", 0, 99), number("1" * 5000, 0, 99), number("-1", -5, 5)
(12, None, None, None)
>>> excerpt("x" * 100)
"'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…'"
>>> unpack(pack("a position, compact"), limit=100), unpack("not~base64", limit=100)
('a position, compact', None)
>>> read_json("[" * 1000 + "]" * 1000, limit=MAX_RECORD, what=("a record", "un relevé"))
Traceback (most recent call last):
...
gamekit.core.InvalidPosition: a record is nested too deeply to be a game's JSON
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib
from typing import Any

from gamekit.core import InvalidAction, InvalidPosition

MAX_CODE = 4096
"""Characters in a position code; the longest a real game writes is about 600 (Dojo, 5
players, late in the game). Links carry no more (``widgets.query.MAX_LENGTH``)."""

MAX_RECORD = 1 << 16
"""Characters in a position's JSON record; a real one is at most about 1,200."""

MAX_SAVE = 1 << 20
"""Characters in a save file (a start position and every action of a match)."""

MAX_ACTION = 64
"""Characters in an action's text form; the longest is about 20."""

MAX_DEPTH = 16
"""Nesting of arrays and objects in a JSON record or save file; the games' go 3 deep."""

EXCERPT = 40
"""Characters of bad input a message quotes."""


def excerpt(text: str, limit: int = EXCERPT) -> str:
    """``text`` quoted for a message, cut after ``limit`` characters: a message names what was
    wrong without repeating a long input."""
    return repr(text if len(text) <= limit else text[:limit] + "…")


def number(text: str, low: int, high: int) -> int | None:
    """The whole number ``text`` writes in ASCII digits (no sign, no spaces) if it lies in
    ``low..high``, else None. The length is checked before ``int()``, so a 5,000-digit number is
    refused at once, and ``'²'`` or ``'١'`` (digits to ``str.isdigit``) are not numbers here."""
    if not 0 < len(text) <= len(str(high)) or not (text.isascii() and text.isdigit()):
        return None
    value = int(text)
    return value if low <= value <= high else None


def bounded(text: Any, limit: int, what: tuple[str, str]) -> str:
    """``text`` itself if it is a string of at most ``limit`` characters; otherwise raise
    :class:`InvalidPosition` naming ``what`` (English, French) and saying why."""
    en, fr = what
    if not isinstance(text, str):
        kind = type(text).__name__
        raise InvalidPosition(f"{en} is text, not {kind}", f"{fr} est du texte, pas {kind}")
    if len(text) > limit:
        raise InvalidPosition(
            f"{en} is at most {limit:,} characters long; this one has {len(text):,}",
            f"{fr} compte au plus {_fr(limit)} caractères ; celui-ci en a {_fr(len(text))}",
        )
    return text


def read_json(text: Any, *, limit: int, what: tuple[str, str]) -> Any:
    """The JSON value ``text`` holds, read only if it is at most ``limit`` characters and nests
    at most :data:`MAX_DEPTH` deep; otherwise, or if it is not JSON, :class:`InvalidPosition`."""
    en, fr = what
    text = bounded(text, limit, what)
    if _depth(text) > MAX_DEPTH:
        raise InvalidPosition(
            f"{en} is nested too deeply to be a game's JSON",
            f"{fr} est trop imbriqué pour être le JSON d’une partie",
        )
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as err:
        why = str(err)[:80]
        raise InvalidPosition(
            f"{en} is not JSON: {why}", f"{fr} n’est pas du JSON : {why}"
        ) from None


def check_action_text(text: Any, game: str) -> str:
    """``text`` if it can be an action's text form (a string of at most :data:`MAX_ACTION`
    characters); otherwise :class:`InvalidAction`."""
    if not isinstance(text, str):
        raise InvalidAction(f"a {game} action is text, not {type(text).__name__}")
    if len(text) > MAX_ACTION:
        raise InvalidAction(f"{excerpt(text)} is too long to be a {game} action")
    return text


_BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"


def pack(text: str) -> str:
    """``text`` made compact for a link: compressed (zlib), in URL-safe letters (base64url,
    without its ``=`` padding)."""
    return base64.urlsafe_b64encode(zlib.compress(text.encode(), 9)).decode().rstrip("=")


def unpack(packed: str, *, limit: int, encoding: str = "utf-8") -> str | None:
    """The text :func:`pack` made, or None if ``packed`` is damaged: a letter outside
    base64url (spaces and line breaks from a copy are skipped), cut short, or unpacking to
    more than ``limit`` characters (a small link cannot become a huge text)."""
    packed = "".join(packed.split())
    if packed.strip(_BASE64URL):  # b64decode would skip the letters it does not know
        return None
    try:
        data = base64.urlsafe_b64decode(packed + "=" * (-len(packed) % 4))
        inflate = zlib.decompressobj()
        raw = inflate.decompress(data, limit + 1)
        if len(raw) > limit or inflate.unconsumed_tail or inflate.unused_data or not inflate.eof:
            return None
        return raw.decode(encoding)
    except (ValueError, binascii.Error, zlib.error, UnicodeDecodeError):
        return None


def _fr(n: int) -> str:
    """A number as French writes it: 1 048 576."""
    return f"{n:,}".replace(",", " ")


def _depth(text: str) -> int:
    """How deep arrays and objects nest in ``text`` (brackets inside strings not counted);
    a linear scan, so a megabyte of ``[`` is refused in a fraction of a second, not by a
    recursion."""
    if text.count("[") + text.count("{") <= MAX_DEPTH:
        return 0
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest
