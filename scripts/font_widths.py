"""Write the advance widths of the fonts a browser uses for ``sans-serif`` into widgets/fonts.py.

The boards draw text in ``sans-serif``: DejaVu Sans on Debian (chromium's default there), Arial
or Liberation Sans elsewhere. Pictures fit and wrap their text, and the tests check that no two
texts on a board overlap, with the wider of the two fonts for every character, so a label that
fits here fits everywhere. Run it again only to add characters (standard library only: it reads
the TrueType ``cmap``, ``hhea``, ``hmtx`` and ``head`` tables itself)::

    python scripts/font_widths.py   # prints CHARACTERS, REGULAR and BOLD for widgets/fonts.py
"""

from __future__ import annotations

import struct
from pathlib import Path

FONTS = Path("/usr/share/fonts/truetype")
FACES = {
    "regular": ("dejavu/DejaVuSans.ttf", "liberation/LiberationSans-Regular.ttf"),
    "bold": ("dejavu/DejaVuSans-Bold.ttf", "liberation/LiberationSans-Bold.ttf"),
}
CHARACTERS = "".join(
    dict.fromkeys(
        "".join(chr(c) for c in range(0x20, 0x7F))
        + "".join(chr(c) for c in range(0xA0, 0x100))
        + "’‘“”–—…→←↑↓×·•−≤≥★☆◆●○■□✓✗➜☠ᵉʳ₂ŒœŸ€"
    )
)


def tables(data: bytes) -> dict[str, tuple[int, int]]:
    count = struct.unpack(">H", data[4:6])[0]
    found = {}
    for i in range(count):
        tag, _, offset, length = struct.unpack(">4sIII", data[12 + 16 * i : 28 + 16 * i])
        found[tag.decode()] = (offset, length)
    return found


def widths(path: Path) -> dict[str, float]:
    """Each character's advance width in ems, for the characters the font maps."""
    data = path.read_bytes()
    t = tables(data)
    units = struct.unpack(">H", data[t["head"][0] + 18 : t["head"][0] + 20])[0]
    metrics = struct.unpack(">H", data[t["hhea"][0] + 34 : t["hhea"][0] + 36])[0]
    hmtx = t["hmtx"][0]
    advance = [
        struct.unpack(">H", data[hmtx + 4 * i : hmtx + 4 * i + 2])[0] for i in range(metrics)
    ]
    cmap = t["cmap"][0]
    glyph_of: dict[int, int] = {}
    for i in range(struct.unpack(">H", data[cmap + 2 : cmap + 4])[0]):
        platform, encoding, offset = struct.unpack(
            ">HHI", data[cmap + 4 + 8 * i : cmap + 12 + 8 * i]
        )
        sub = cmap + offset
        if struct.unpack(">H", data[sub : sub + 2])[0] != 4 or (platform, encoding) != (3, 1):
            continue
        segments = struct.unpack(">H", data[sub + 6 : sub + 8])[0] // 2
        ends = struct.unpack(f">{segments}H", data[sub + 14 : sub + 14 + 2 * segments])
        base = sub + 16 + 2 * segments
        starts = struct.unpack(f">{segments}H", data[base : base + 2 * segments])
        deltas = struct.unpack(f">{segments}h", data[base + 2 * segments : base + 4 * segments])
        range_at = base + 4 * segments
        ranges = struct.unpack(f">{segments}H", data[range_at : range_at + 2 * segments])
        for s in range(segments):
            for code in range(starts[s], ends[s] + 1):
                if code == 0xFFFF:
                    continue
                if ranges[s] == 0:
                    glyph = (code + deltas[s]) & 0xFFFF
                else:
                    where = range_at + 2 * s + ranges[s] + 2 * (code - starts[s])
                    glyph = struct.unpack(">H", data[where : where + 2])[0]
                    glyph = (glyph + deltas[s]) & 0xFFFF if glyph else 0
                if glyph:
                    glyph_of[code] = glyph
    return {
        ch: advance[min(glyph_of[ord(ch)], metrics - 1)] / units
        for ch in CHARACTERS
        if ord(ch) in glyph_of
    }


def main() -> None:
    print("# fmt: off")
    print("CHARACTERS = (")
    for i in range(0, len(CHARACTERS), 40):
        print(f"    {CHARACTERS[i : i + 40]!r}")
    print(")")
    for face, paths in FACES.items():
        found = [widths(FONTS / p) for p in paths]
        wide = [round(max(f.get(ch, 0.0) for f in found) * 1000) for ch in CHARACTERS]
        assert all(wide), f"a {face} font lacks a character"
        print(f"{face.upper()} = (")
        for i in range(0, len(wide), 16):
            print("    " + ", ".join(map(str, wide[i : i + 16])) + ",")
        print(")")
    print("# fmt: on")


if __name__ == "__main__":
    main()
