"""Move lists whose long entries wrap: a comment or a long move is read whole, never cut.

A move list is an ipywidgets ``Select``, which writes every space of an entry as a no-break
space (so that spaces typed in a row are kept): a line cannot break at any of them, and an entry
wider than its list is cut at its edge, a comment along with it. A small widget that shows
nothing, :class:`ListWrapping`, carries the page's remedy (an anywidget ES module, run as the
browser builds its model, displayed or not): the entries of every move list (``gk-log``,
``gk-moves``) get their own spaces back, the text their options hold as their values, and the
list is marked ``gk-wraps``, for which the theme lets each entry wrap, its later lines set in.
One per kernel is enough (:func:`list_wrapping`): a game's page makes it with its header, and an
analysis board with its tools.

>>> list_wrapping() is list_wrapping()
True
"""

from __future__ import annotations

from typing import ClassVar

import anywidget

WRAP_JS = """
const LISTS = ".gk-log select, .gk-moves select";

function respace(list) {
  for (const option of list.options) {
    if (option.textContent !== option.value) option.textContent = option.value;
  }
  list.classList.add("gk-wraps");
}

export default {
  initialize() {
    if (window.gkListWrapping) return;
    // A list's entries are written anew each time its options change: each time, respaced.
    // A list's view is built, then put in the page, then named a move list (its class): it is
    // looked for in what comes and in what is named so.
    window.gkListWrapping = new MutationObserver((changes) => {
      const lists = new Set();
      for (const change of changes) {
        const target = change.target;
        if (target.nodeType !== 1) continue;
        if (change.type === "attributes") {
          if (target.matches(".gk-log, .gk-moves")) {
            target.querySelectorAll("select").forEach((list) => lists.add(list));
          }
          continue;
        }
        const list = target.closest("select");
        if (list && list.matches(LISTS)) lists.add(list);
        for (const added of change.addedNodes) {
          if (added.nodeType !== 1 || added.tagName === "OPTION") continue;
          if (added.matches(LISTS)) lists.add(added);
          added.querySelectorAll(LISTS).forEach((inside) => lists.add(inside));
        }
      }
      lists.forEach(respace);
    });
    window.gkListWrapping.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["class"],
    });
    document.querySelectorAll(LISTS).forEach(respace);
  },
};
"""


class ListWrapping(anywidget.AnyWidget):
    """The widget that lets the page's move lists wrap. It shows nothing."""

    _esm = WRAP_JS
    shared: ClassVar[ListWrapping | None] = None
    """The kernel's one, made by :func:`list_wrapping`."""


def list_wrapping() -> ListWrapping:
    """The kernel's :class:`ListWrapping`, made on first use (and again if it was closed)."""
    wrapping = ListWrapping.shared
    if wrapping is None or wrapping.comm is None:
        wrapping = ListWrapping.shared = ListWrapping()
    return wrapping
