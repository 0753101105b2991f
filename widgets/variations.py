"""The move list of an analysis board: a match's variation tree as an indented list, and the tools
that change it (make a line the main line, delete a branch, comment a move).

The list reads as a game record does (PGN's order): the main line, and right after a move, the
other moves tried in its place, each indented one step more and said as an alternative ("or
…"), followed by what was played after it. Every position is one choice away. When the tree has
branches, the moves of the line being followed (the position shown, the moves leading to it and
those Redo replays) are marked with a bullet, so that the line is told by more than a colour;
the moves after the position shown say they are taken back. A move's comment follows it.

>>> import gamekit
>>> from gamekit import Match
>>> match = Match(gamekit.load("kaito").new_state(seed=7))
>>> _ = match.play("K@a3"); _ = match.play("a1"); match.undo(); _ = match.play("b3")
>>> match.node.comment = "worth a look"
>>> for _, line in lines(match, lambda node: str(node.action), "en"):
...     print(line)
• 1. K@a3
2. a1
\u2003• 2. or b3 — “worth a look”
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from html import escape
from typing import Any
from urllib.parse import quote

import ipywidgets as w

from gamekit import Match
from gamekit.tree import MAX_LINK, Node, Tree
from widgets.i18n import Table, say
from widgets.query import page_link
from widgets.wrapping import list_wrapping

MAX_COMMENT = 500
"""Characters a comment keeps (a longer one is cut, and the message says so)."""

INDENT = "\u2003"
"""One step of a variation's indent: an em space, which a list keeps (plain spaces collapse)."""

WORDS: Table = {
    "or": {"en": "or {said}", "fr": "ou {said}"},
    "taken_back": {
        "en": "{said} (taken back: Redo plays it)",
        "fr": "{said} (annulé : Rétablir le rejoue)",
    },
    "promote": {"en": "Make main line", "fr": "En faire la ligne principale"},
    "delete": {"en": "Delete branch", "fr": "Supprimer la variante"},
    "comment": {"en": "Comment", "fr": "Commentaire"},
    "comment_here": {
        "en": "A comment on the position shown",
        "fr": "Un commentaire sur la position affichée",
    },
    "promoted": {
        "en": "The line shown is now the main line.",
        "fr": "La ligne affichée est maintenant la ligne principale.",
    },
    "deleted": {
        "en": "Deleted: {said}, and the {n} moves after it.",
        "fr": "Supprimé : {said}, et les {n} coups qui le suivent.",
    },
    "deleted_one": {"en": "Deleted: {said}.", "fr": "Supprimé : {said}."},
    "commented": {
        "en": "Comment kept on the position shown.",
        "fr": "Commentaire gardé sur la position affichée.",
    },
    "uncommented": {"en": "Comment removed.", "fr": "Commentaire retiré."},
    "tree_link": {
        "en": "Link to this analysis (every move and branch)",
        "fr": "Lien vers cette analyse (tous les coups et variantes)",
    },
    "too_long": {
        "en": "This analysis is too long for a link (a link holds {most} characters): save it "
        "as a file instead.",
        "fr": "Cette analyse est trop longue pour un lien (un lien contient {most} caractères) : "
        "enregistrez-la plutôt dans un fichier.",
    },
    "save": {"en": "Save the analysis as a file", "fr": "Enregistrer l’analyse dans un fichier"},
    "open": {"en": "Open a file", "fr": "Ouvrir un fichier"},
    "not_text": {
        "en": "This file cannot be read: it is not text in UTF-8.",
        "fr": "Ce fichier est illisible : ce n’est pas du texte en UTF-8.",
    },
    "comment_cut": {
        "en": "Comment kept, cut to its first {n} characters.",
        "fr": "Commentaire gardé, coupé à ses {n} premiers caractères.",
    },
}
"""The list's and the tools' words."""


def walk(node: Node, depth: int = 0) -> Iterator[tuple[Node, int, bool]]:
    """Every node after ``node`` in the list's order: ``(node, depth, opens a variation)``."""
    while node.variations:
        first, *others = node.variations
        yield first, depth, False
        for other in others:  # said right after the move they replace
            yield other, depth + 1, True
            yield from walk(other, depth + 1)
        node = first


def lines(match: Match, said: Callable[[Node], str], lang: str) -> list[tuple[Node, str]]:
    """Each node of :func:`walk` with its line in the list; ``said(node)`` says its move."""
    rows = list(walk(match.tree))
    branched = any(opens for _, _, opens in rows)
    shown = match.node
    followed = {id(node) for node in (*shown.path()[1:], *shown.mainline())}
    after_shown = {id(node) for node in shown.mainline()}
    listed = []
    for node, depth, opens in rows:
        text = said(node)
        if opens:
            text = say(WORDS, "or", lang, said=text)
        text = f"{node.ply}. {text}"
        if node.comment:
            text += f" — “{node.comment}”" if lang == "en" else f" — « {node.comment} »"
        if id(node) in after_shown:
            text = say(WORDS, "taken_back", lang, said=text)
        if branched and id(node) in followed:
            text = "• " + text
        listed.append((node, INDENT * depth + text))
    return listed


class MoveList:
    """A move list's options for a match's tree, each move described once by
    ``describe(state, action)`` (its words never change), and the nodes they stand for: the
    option of value ``first + i`` stands for ``nodes[i]`` (a list may put the start before)."""

    def __init__(self, describe: Callable[[Any, Any], str], lang: str, first: int = 0) -> None:
        self._describe, self.lang, self.first = describe, lang, first
        self._said: dict[Node, str] = {}
        self.nodes: list[Node] = []

    def said(self, node: Node) -> str:
        """The move that led to ``node``, in words."""
        text = self._said.get(node)
        if text is None:
            text = self._said[node] = self._describe(node.parent.state, node.action)  # type: ignore[union-attr]
        return text

    def options(self, match: Match) -> tuple[list[tuple[str, int]], int | None]:
        """The options, and the value of the one showing the match's position (None: the
        start)."""
        listed = lines(match, self.said, self.lang)
        self.nodes = [node for node, _ in listed]
        if len(self._said) > 2 * len(self.nodes) + 50:  # branches deleted, games restarted
            kept = set(self.nodes)
            self._said = {node: text for node, text in self._said.items() if node in kept}
        shown = match.node
        at = next((i for i, node in enumerate(self.nodes) if node is shown), None)
        values = range(self.first, self.first + len(listed))
        return [(text, v) for (_, text), v in zip(listed, values, strict=True)], (
            None if at is None else self.first + at
        )

    def node(self, value: int) -> Node:
        """The node an option stands for."""
        return self.nodes[value - self.first]


def branch_of(node: Node) -> Node | None:
    """The first move of the variation holding ``node``: the nearest of it and the moves before
    it that is not its position's main line (None on the main line)."""
    while node.parent is not None:
        if node.parent.variations[0] is not node:
            return node
        node = node.parent
    return None


def share_html(tree: Tree, lang: str) -> str:
    """A link that opens the whole analysis (every move, branch and comment, at the position
    shown), or why there is none (too long: a link holds :data:`~gamekit.tree.MAX_LINK`
    characters); then the analysis as a file to save, which the explorer opens again. Both
    look like the page's other links (underlined, in the links' blue: the theme's ``gk-link``)
    wherever a board puts them, so that a reader sees they can be followed."""
    name = tree.game.name
    try:
        shared = page_link(name, lang, tree.to_link())
        html = f'<a href="{escape(shared)}" target="_blank">{say(WORDS, "tree_link", lang)}</a>'
    except ValueError:
        most = f"{MAX_LINK:,}".replace(",", " " if lang == "fr" else ",")
        html = escape(say(WORDS, "too_long", lang, most=most))
    data = "data:application/json;charset=utf-8," + quote(tree.to_json())
    return (
        f"<span class='gk-link'>{html} · <a class='gk-save-tree' "
        f"download='{escape(name)}-analysis.json' href='{escape(data)}'>"
        f"{say(WORDS, 'save', lang)}</a></span>"
    )


class BranchTools:
    """Buttons and a field acting on the position a match shows: *Make main line* (every step
    to it becomes the main line), *Delete branch* (the variation holding it, from where it
    leaves the main line; on the main line, the position and what follows it) and a comment.
    ``changed(html)`` is called after each change, with what to say of it."""

    def __init__(self, lang: str, changed: Callable[[str], None]) -> None:
        self.lang = lang
        self._changed = changed
        self.match: Match | None = None
        self._said: Callable[[Node], str] = lambda node: str(node.action)
        self.promote_button = w.Button(description=say(WORDS, "promote", lang), icon="arrow-up")
        self.promote_button.add_class("gk-promote")
        self.delete_button = w.Button(description=say(WORDS, "delete", lang), icon="trash")
        self.delete_button.add_class("gk-delete")
        self.comment = w.Text(
            description=say(WORDS, "comment", lang),
            placeholder=say(WORDS, "comment_here", lang),
            continuous_update=False,
            style={"description_width": "initial"},  # "Commentaire" whole
            layout=w.Layout(width="95%"),
        )
        self.comment.add_class("gk-comment")
        for control in (self.promote_button, self.delete_button):
            control.layout.width = "auto"
        self._showing = False
        self.promote_button.on_click(lambda _: self.promote())
        self.delete_button.on_click(lambda _: self.delete())
        self.comment.observe(self._on_comment, names="value")
        self.widget = w.VBox(
            [w.HBox([self.promote_button, self.delete_button]), self.comment]
        ).add_class("gk-branch-tools")
        list_wrapping()  # a long comment wraps in the move list, on any page

    def show(self, match: Match, said: Callable[[Node], str]) -> None:
        """Fit the tools to the position ``match`` shows."""
        self.match, self._said = match, said
        node = match.node
        self.promote_button.disabled = node.is_mainline()
        self.delete_button.disabled = node.parent is None
        self._showing = True
        try:
            self.comment.value = node.comment
        finally:
            self._showing = False

    def promote(self) -> None:
        """Make the line to the position shown the main line, at every step."""
        match = self._need()
        node = match.node
        while node.parent is not None:
            node.parent.promote_to_main(node)
            node = node.parent
        match.relink()
        self._changed(escape(say(WORDS, "promoted", self.lang)))

    def delete(self) -> None:
        """Delete the branch holding the position shown (on the main line: the position and what
        follows it); the position it left from is shown."""
        match = self._need()
        first = branch_of(match.node) or match.node
        if first.parent is None:
            return
        said, after = self._said(first), sum(1 for _ in walk(first, 0))
        match.goto(first.parent)
        first.parent.remove_variation(first)
        match.relink()
        key = "deleted" if after else "deleted_one"
        self._changed(escape(say(WORDS, key, self.lang, said=said, n=after)))

    def _on_comment(self, change: dict[str, Any]) -> None:
        if self._showing or self.match is None:
            return
        text = " ".join(str(change["new"]).split())  # one line, as the list shows it
        node, lang = self.match.node, self.lang
        if len(text) > MAX_COMMENT:
            text = text[:MAX_COMMENT]
            html = escape(say(WORDS, "comment_cut", lang, n=MAX_COMMENT))
        else:
            html = escape(say(WORDS, "commented" if text else "uncommented", lang))
        node.comment = text
        self._changed(html)

    def _need(self) -> Match:
        if self.match is None:
            raise RuntimeError("the tools show no match yet")
        return self.match
