"""How wide text is drawn, for pictures that fit their words in a box and tests that check no two
texts on a board overlap.

Boards draw text in ``sans-serif``: DejaVu Sans on Debian, Arial or Liberation Sans elsewhere.
Each width below is the wider of DejaVu Sans and Liberation Sans for that character, in
thousandths of an em (``scripts/font_widths.py`` reads them from the fonts), so text measured
here fits whichever of them the browser uses. A character not listed counts as a wide one.

>>> round(text_width("Mystic Waterfalls", 12), 1)
102.9
>>> text_width("KYODAI", 12, bold=True) > text_width("KYODAI", 12)
True
>>> wrap("Jim Clay Vander", 13, 70)
('Jim Clay', 'Vander')
"""

from __future__ import annotations

from functools import lru_cache

# fmt: off
CHARACTERS = (
    ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFG'
    'HIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmno'
    'pqrstuvwxyz{|}~\xa0¡¢£¤¥¦§¨©ª«¬\xad®¯°±²³´µ¶·¸'
    '¹º»¼½¾¿ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖ×ØÙÚÛÜÝÞßà'
    'áâãäåæçèéêëìíîïðñòóôõö÷øùúûüýþÿ’‘“”–—…→←'
    '↑↓•−≤≥★☆◆●○■□✓✗➜☠ᵉʳ₂ŒœŸ€'
)
REGULAR = (
    318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337,
    636, 636, 636, 636, 636, 636, 636, 636, 636, 636, 337, 337, 838, 838, 838, 556,
    1015, 684, 686, 722, 770, 667, 611, 778, 752, 295, 500, 667, 557, 863, 748, 787,
    667, 787, 722, 667, 611, 732, 684, 989, 685, 667, 685, 390, 337, 390, 838, 556,
    500, 613, 635, 550, 635, 615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 612,
    635, 635, 411, 521, 392, 634, 592, 818, 592, 592, 525, 636, 337, 636, 838, 318,
    401, 636, 636, 636, 636, 337, 556, 500, 1000, 471, 612, 838, 361, 1000, 552, 500,
    838, 401, 401, 500, 636, 636, 318, 500, 401, 471, 612, 969, 969, 969, 611, 684,
    684, 684, 684, 684, 684, 1000, 722, 667, 667, 667, 667, 295, 295, 295, 295, 775,
    748, 787, 787, 787, 787, 787, 838, 787, 732, 732, 732, 732, 667, 667, 630, 613,
    613, 613, 613, 613, 613, 982, 550, 615, 615, 615, 615, 278, 278, 278, 278, 612,
    634, 612, 612, 612, 612, 612, 838, 612, 634, 634, 634, 634, 592, 635, 592, 318,
    318, 518, 518, 556, 1000, 1000, 1000, 1000, 838, 838, 590, 838, 838, 838, 896, 896,
    769, 873, 873, 945, 945, 838, 838, 838, 896, 417, 259, 401, 1070, 1023, 667, 636,
)
BOLD = (
    348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365,
    696, 696, 696, 696, 696, 696, 696, 696, 696, 696, 400, 400, 838, 838, 838, 611,
    1000, 774, 762, 734, 830, 683, 683, 821, 837, 372, 556, 775, 637, 995, 837, 850,
    733, 850, 770, 720, 682, 812, 774, 1103, 771, 724, 725, 457, 365, 457, 838, 556,
    500, 675, 716, 593, 716, 678, 435, 716, 712, 343, 343, 665, 343, 1042, 712, 687,
    716, 716, 493, 595, 478, 712, 652, 924, 645, 652, 582, 712, 365, 712, 838, 348,
    456, 696, 696, 636, 696, 365, 556, 500, 1000, 564, 646, 838, 415, 1000, 552, 500,
    838, 438, 438, 500, 736, 636, 380, 500, 438, 564, 646, 1035, 1035, 1035, 611, 774,
    774, 774, 774, 774, 774, 1085, 734, 683, 683, 683, 683, 372, 372, 372, 372, 838,
    837, 850, 850, 850, 850, 850, 838, 850, 812, 812, 812, 812, 724, 738, 719, 675,
    675, 675, 675, 675, 675, 1048, 593, 678, 678, 678, 678, 343, 343, 343, 343, 687,
    712, 687, 687, 687, 687, 687, 838, 687, 712, 712, 712, 712, 652, 716, 652, 380,
    380, 657, 657, 556, 1000, 1000, 1000, 1000, 838, 838, 639, 838, 838, 838, 896, 896,
    769, 873, 873, 945, 945, 838, 838, 838, 896, 479, 315, 438, 1167, 1094, 724, 696,
)
# fmt: on

UNKNOWN = 1000
"""The width of a character not listed (in thousandths of an em): a wide one."""

_REGULAR = dict(zip(CHARACTERS, REGULAR, strict=True))
_BOLD = dict(zip(CHARACTERS, BOLD, strict=True))


@lru_cache(maxsize=4096)
def text_width(text: str, size: float, *, bold: bool = False) -> float:
    """The width in pixels of ``text`` drawn ``size`` pixels high (bold or not)."""
    table = _BOLD if bold else _REGULAR
    return sum(table.get(ch, UNKNOWN) for ch in text) * size / 1000


def wrap(text: str, size: float, width: float, *, bold: bool = False) -> tuple[str, ...]:
    """``text`` in lines no wider than ``width`` pixels, cut between words (a word wider than
    ``width`` stays whole on its own line)."""
    lines: list[str] = []
    for word in text.split():
        if lines and text_width(f"{lines[-1]} {word}", size, bold=bold) <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return tuple(lines) or ("",)
