"""Mutated text for fuzz tests: a valid position code with a few characters changed, so that
hypothesis explores the inputs next to the valid ones, where a reader's checks are tested."""

from __future__ import annotations

from hypothesis import strategies as st


def mutate(text: str, data: st.DataObject, alphabet: str = "") -> str:
    """``text`` with one to four characters replaced, deleted, inserted or swapped; new
    characters come from ``alphabet`` (by default the text's own, digits and separators)."""
    alphabet = alphabet or "".join(sorted(set(text) | set("0123456789-,;:=/. ")))
    chars = list(text)
    for _ in range(data.draw(st.integers(1, 4))):
        op = data.draw(st.sampled_from(["replace", "delete", "insert", "swap"]))
        i = data.draw(st.integers(0, max(len(chars) - 1, 0)))
        c = data.draw(st.sampled_from(alphabet))
        if op == "replace" and chars:
            chars[i] = c
        elif op == "delete" and chars:
            del chars[i]
        elif op == "insert":
            chars.insert(i, c)
        elif chars:
            j = data.draw(st.integers(0, len(chars) - 1))
            chars[i], chars[j] = chars[j], chars[i]
    return "".join(chars)
