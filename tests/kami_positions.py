"""Kami test positions written as "these hands, these lines" (see :func:`gamekit.kami.code.position`)."""

from gamekit.kami.code import position

__all__ = ["position"]
