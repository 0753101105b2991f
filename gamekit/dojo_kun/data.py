"""Dojo Kun's material and numbers, as data, in one place.

The rulebook (``../shared/rules/dojo-kun.en.md``) lists the cards and tiles in its appendices;
what it does not print (the dice faces, the board's slots, the turn bonuses, the tournament's
Prestige) follows ``../shared/rules/RULINGS.md`` (Dojo Kun, Q10 and Q11). Every such number is
marked ASSUMPTION below and lives only here, so a board photo or a rules answer corrects it in
one place.

Disciplines and their dice: Tiger (red), Crane (blue), Bear (grey), Cobra (green); on cards the
rulebook writes them R, B, G and V. A die shows one or two of the five symbols: Hit, Block,
Hold, Jump and Ki.

>>> DICE["red"][3], DICE["blue"][4]
(('hit', 'hit'), ('ki', 'ki'))
>>> ATHLETES[16].name, ATHLETES[16].free_levels, ATHLETES[16].ki
('Naboo Kho', 2, 2)
>>> [a.name for a in ATHLETES.values() if a.season == 0]
['Medved', 'Takashi', 'Chen Z.', 'Li Yun Dai']
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

# -- disciplines, dice and symbols ----------------------------------------------------------

DISCIPLINES = ("tiger", "crane", "bear", "cobra")
"""The four disciplines, in the rulebook's order; each has a die of its colour."""

COLOURS = MappingProxyType({"tiger": "red", "crane": "blue", "bear": "grey", "cobra": "green"})
DISCIPLINE_OF_COLOUR = MappingProxyType({c: d for d, c in COLOURS.items()})
LETTERS = MappingProxyType({"tiger": "R", "crane": "B", "bear": "G", "cobra": "V"})
"""The letters of the rulebook's appendices (R red, B blue, G grey, V green)."""

SYMBOLS = ("hit", "block", "hold", "jump", "ki")
"""What dice show. Jumps cancel Holds, Holds cancel Blocks, Blocks cancel Hits; Ki pays for
Special Moves."""

MOVES = ("hit", "block", "hold", "jump")
"""The symbols of the Combat board (Ki is not registered on it)."""

NAMES = MappingProxyType(
    {
        "en": MappingProxyType(
            {
                "tiger": "Tiger",
                "crane": "Crane",
                "bear": "Bear",
                "cobra": "Cobra",
                "hit": "Hit",
                "block": "Block",
                "hold": "Hold",
                "jump": "Jump",
                "ki": "Ki",
            }
        ),
        "fr": MappingProxyType(
            {
                "tiger": "Tigre",
                "crane": "Grue",
                "bear": "Ours",
                "cobra": "Cobra",
                "hit": "Coup",
                "block": "Parade",
                "hold": "Prise",
                "jump": "Saut",
                "ki": "Ki",
            }
        ),
    }
)

Face = tuple[str, ...]

DICE: Mapping[str, tuple[Face, ...]] = MappingProxyType(
    {
        "red": (("hit",), ("hit",), ("hit",), ("hit", "hit"), ("hit", "block"), ("ki",)),
        "blue": (
            ("block",),
            ("hold",),
            ("block", "block"),
            ("block", "ki"),
            ("ki", "ki"),
            ("hit",),
        ),
        "grey": (("hold",), ("hold",), ("hold",), ("hold", "hold"), ("hold", "block"), ("ki",)),
        "green": (("jump",), ("jump",), ("jump", "jump"), ("jump", "hit"), ("hit",), ("ki",)),
    }
)
"""Six faces a die, each one or two symbols. ASSUMPTION (RULINGS Q10, confidence L): no source
gives the faces; these follow the Sensei texts (Tiger attacks, Crane defends and gathers Ki, Bear
holds, Cobra jumps and kicks), the Secret Techniques' pairing of colour and symbol, a red die
that is not all Hits (a Harmful Attack removes "the symbols rolled"), and the rulebook example's
1.7 to 2 symbols a die. One blue face is a Hold (Crane is Aikido, an art of holds): in the
example's second roll Takashi (red, green and blue dice, no Bear technique) activates TEISHUTSU,
which needs a Hold, so a die other than grey must show one."""

LEVEL_CAP = 3
"""The highest Experience level in a discipline (Secret Techniques do not count towards it)."""

# -- Secret Techniques (Master YANG) ----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Technique:
    """A Secret Technique token: bought with Ki at Master YANG, it adds one symbol to every roll
    of its athlete (before the dice are rolled)."""

    discipline: str
    ki: int
    symbol: str


TECHNIQUES: Mapping[str, Technique] = MappingProxyType(
    {
        "tiger": Technique("tiger", 2, "hit"),
        "crane": Technique("crane", 1, "block"),
        "bear": Technique("bear", 1, "hold"),
        "cobra": Technique("cobra", 0, "jump"),
    }
)
"""One of each kind a season (8 tokens; those taken are refilled after the first tournament).
The Bear line of the rulebook says it "grants 1 Ki"; read as a cost of 1 Ki (ASSUMPTION,
RULINGS Q11)."""

# -- Special Moves ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SpecialMove:
    """A Special Move: in a fight it is activated when the roll, the athlete's Ki tokens and his
    Secret Techniques show every symbol of ``needs`` (Ki is counted, not spent); it then adds
    ``gives`` to his side of the Combat board, and may be a Harmful Attack, a Submission
    (``submission`` 1; 2 for the Great Submission, which beats it) or give Prestige.

    ``costs`` are the ways to learn it at the Special Moves row (each a mapping: ``ki`` to pay,
    ``level`` levels to lose); ``prestige`` is what the card is worth at the end of the game.
    An athlete's own move (printed on his card) has no cost and no card."""

    key: str
    name: str
    season: int
    needs: Mapping[str, int]
    gives: Mapping[str, int]
    costs: tuple[Mapping[str, int], ...] = ()
    prestige: int = 0
    harmful: bool = False
    submission: int = 0
    bonus_prestige: int = 0


def _m(**counts: int) -> Mapping[str, int]:
    return MappingProxyType(dict(counts))


SPECIAL_MOVES: Mapping[str, SpecialMove] = MappingProxyType(
    {
        move.key: move
        for move in (
            SpecialMove(
                "hakucho_no_ken",
                "HAKUCHO NO KEN",
                1,
                _m(ki=4, hit=2, jump=1),
                _m(hit=2, jump=1),
                (_m(ki=3), _m(level=1)),
                prestige=1,
                bonus_prestige=1,
            ),
            SpecialMove(
                "hyaku_ken",
                "HYAKU KEN",
                1,
                _m(ki=4, hit=1, block=2),
                _m(hit=2),
                (_m(ki=3), _m(level=1)),
                prestige=1,
                harmful=True,
            ),
            SpecialMove(
                "teishutsu",
                "TEISHUTSU",
                1,
                _m(ki=4, hit=1, block=1, hold=1),
                _m(hit=1, block=1, hold=1),
                (_m(ki=3), _m(level=1)),
                prestige=1,
                submission=1,
            ),
            SpecialMove(
                "ha_do_me_ha_ken",
                "HA DO ME HA KEN",
                2,
                _m(ki=5, hit=1, block=1),
                _m(hit=3),
                (_m(ki=4), _m(ki=1, level=1)),
                prestige=2,
            ),
            SpecialMove(
                "tonde_hyaku_ken",
                "TONDE HYAKU KEN",
                2,
                _m(ki=4, hit=1, block=1, jump=1),
                _m(hit=2, hold=1),
                (_m(ki=4), _m(ki=1, level=1)),
                prestige=2,
                harmful=True,
            ),
            SpecialMove(
                "kyodai_teishutsu",
                "KYODAI TEISHUTSU",
                2,
                _m(ki=4, hit=1, hold=2),
                _m(hit=1, block=2),
                (_m(ki=4), _m(ki=1, level=1)),
                prestige=2,
                submission=2,
            ),
            # the athletes' own moves, printed on their cards (Appendix 2)
            SpecialMove("t_j_balls", "T.J. BALLS", 0, _m(ki=3, hold=1, block=1), _m(hit=1)),
            SpecialMove("frost_san", "FROST SAN", 0, _m(ki=5), _m(block=2)),
            SpecialMove(
                "liu_ong_len", "LIU ONG LEN", 0, _m(ki=2, jump=1, hit=1), _m(hold=1, hit=1)
            ),
            SpecialMove("yumi", "YUMI", 0, _m(ki=3, jump=2, block=1), _m(hit=2)),
            SpecialMove("the_widow", "THE WIDOW", 0, _m(ki=5), _m(hit=1, hold=1)),
            SpecialMove(
                "ray_stone",
                "RAY STONE",
                0,
                _m(ki=3, jump=1, hold=2),
                _m(hit=1, hold=1),
                bonus_prestige=1,
            ),
        )
    }
)
"""Appendix 5 (three a season) and the athletes' own moves (Appendix 2)."""

# -- athletes -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Athlete:
    """An athlete card (Appendix 2): his printed Experience levels, the levels of his choice he
    may still place (``free_levels``: on different disciplines, as the rulebook's Naboo-Kho
    example reads), his starting Ki, the Prestige he is worth at the end, and his ability (a
    key of ``ABILITIES``) or his own Special Move."""

    number: int
    name: str
    season: int
    prestige: int
    levels: Mapping[str, int]
    free_levels: int = 0
    ki: int = 0
    ability: str = ""
    move: str = ""
    dojo: str = ""


def _levels(text: str) -> Mapping[str, int]:
    """Levels as the appendix writes them: ``"1R 2G"``."""
    of_letter = {letter: d for d, letter in LETTERS.items()}
    counts = {d: 0 for d in DISCIPLINES}
    for item in text.split():
        counts[of_letter[item[-1]]] += int(item[:-1])
    return MappingProxyType(counts)


ATHLETES: Mapping[int, Athlete] = MappingProxyType(
    {
        a.number: a
        for a in (
            # Senpai (Athlete 1 of each Dojo): the rulebook's example puts Medved in the Bear Dojo
            # and Takashi in the Tiger Dojo; the other two follow the colours of their Dojo's
            # starting equipment (Crane: blue or grey; Cobra: green or blue).
            Athlete(1, "Medved", 0, 1, _levels("1R 1G"), ki=1, dojo="bear"),
            Athlete(2, "Takashi", 0, 1, _levels("1R 1V"), ki=1, dojo="tiger"),
            Athlete(3, "Chen Z.", 0, 1, _levels("1B 1V"), ki=1, dojo="cobra"),
            Athlete(4, "Li Yun Dai", 0, 1, _levels("1B 1G"), ki=1, dojo="crane"),
            # Season 1
            Athlete(5, "King Hoshi", 1, 1, _levels("1R 1V"), ki=1, ability="bandit_level"),
            Athlete(6, "Oeng", 1, 2, _levels("1B"), ki=4),
            Athlete(7, "T.J. Balls", 1, 2, _levels("1G"), ki=1, move="t_j_balls"),
            Athlete(8, "Kazama Fan", 1, 2, _levels("1B"), ability="ki_bonus"),
            Athlete(9, "Frost San", 1, 0, _levels("1B 1G"), move="frost_san"),
            Athlete(10, "Sun W. Kong", 1, 1, _levels("1R 1B"), ki=1, ability="journey_level"),
            Athlete(11, "Azuki", 1, 0, _levels("1R 1G 1V"), ki=1),
            Athlete(12, "Kumiko", 1, -1, _levels("1B 2G 1V"), ability="no_ki"),
            Athlete(13, "The Kid", 1, 1, _levels("1R 1V"), ki=1, ability="yang_discount"),
            Athlete(14, "Liu Ong Len", 1, 1, _levels("1V"), ki=3, move="liu_ong_len"),
            Athlete(15, "Tyler Handsome", 1, 2, _levels("1R"), ki=1, ability="victory_prestige"),
            Athlete(16, "Naboo Kho", 1, 1, _levels(""), free_levels=2, ki=2),
            # Season 2
            Athlete(17, "Lord Vegan", 2, 0, _levels("1R 1B 2V"), ability="ki_for_level"),
            Athlete(18, "Yumi", 2, 1, _levels("1R 1G 2V"), move="yumi"),
            Athlete(19, "King Rhal", 2, -1, _levels("2R 2B 3G"), ability="no_ki"),
            Athlete(20, "Jim Clay Vander", 2, 2, _levels("1R 3V")),
            Athlete(21, "Pao Cheng", 2, 1, _levels("1R 1B 1G 1V"), free_levels=1),
            Athlete(22, "Fred Casey", 2, 2, _levels("1B"), free_levels=2, ki=3),
            Athlete(23, "Marcellus Brody", 2, 1, _levels("2R 1B"), ki=2, ability="train_prestige"),
            Athlete(24, "Cat Mask", 2, 1, _levels("3G"), free_levels=1, ability="train_ki"),
            Athlete(25, "The Widow", 2, 1, _levels("1R 2B"), ki=1, move="the_widow"),
            Athlete(26, "Angel", 2, 1, _levels("1R 1B 2V"), ki=2),
            Athlete(27, "Ray Stone", 2, 2, _levels("2G 1V"), move="ray_stone"),
            Athlete(28, "S. Zuki", 2, 1, _levels("1R 2B 1G"), ability="no_wounds"),
        )
    }
)
"""Every athlete card by number: 1-4 the Senpai, 5-16 season 1, 17-28 season 2."""

SACRIFICE_KI = 2
"""Lord Vegan's ability: the Ki he gives up for a level."""

ABILITIES = MappingProxyType(
    {
        "bandit_level": "When he defeats a Bandit card, he gains 1 level.",
        "ki_bonus": "When he gains Ki, he gains 1 Ki more.",
        "journey_level": "When he completes a Journey card, he gains 1 level.",
        "no_ki": "He can't gain Ki.",
        "yang_discount": "At Master YANG he pays 1 Ki less.",
        "victory_prestige": "Each fight he wins in a tournament gives 1 Prestige point.",
        "ki_for_level": "He can give up 2 Ki for 1 level, as often as he likes.",
        "train_prestige": "When he trains, his Dojo gains 1 Prestige point.",
        "train_ki": "When he trains, he gains 1 Ki.",
        "no_wounds": "He never gets Wound counters (neither from draws nor from Special Moves).",
    }
)

SENPAI: Mapping[str, int] = MappingProxyType(
    {a.dojo: a.number for a in ATHLETES.values() if a.season == 0}
)
"""Each Dojo's starting athlete (Athlete 1)."""

DOJOS = ("tiger", "crane", "bear", "cobra")
"""The four Dojos, named for their discipline; seats take them in this order."""


@dataclass(frozen=True, slots=True)
class SkullAthlete:
    """A Skull Dojo athlete (Appendix 6): his levels and the symbols added to his every roll,
    one side per season. He never takes Wound counters."""

    number: int
    name: str
    levels: tuple[Mapping[str, int], Mapping[str, int]]
    extra: tuple[Mapping[str, int], Mapping[str, int]]


SKULL: Mapping[int, SkullAthlete] = MappingProxyType(
    {
        s.number: s
        for s in (
            SkullAthlete(1, "Haji Kyojin", (_levels("2R 2B 2G"), _levels("2R 2B 2G 2V")),
                         (_m(), _m(hold=2))),
            SkullAthlete(2, "José La Furia", (_levels("2R 2G 2V"), _levels("3R 3G 3V")),
                         (_m(), _m())),
            SkullAthlete(3, "Hannibal Carnifex", (_levels("2R 1B 1V"), _levels("3R 1B 2V")),
                         (_m(hit=1), _m(hit=3))),
            SkullAthlete(4, "Hans Geist", (_levels("1B 3V"), _levels("3B 3V")),
                         (_m(jump=2), _m(block=1, jump=3))),
            SkullAthlete(5, "Max Pain", (_levels("1R 3G"), _levels("1R 1B 3G 1V")),
                         (_m(block=1), _m(hit=1, block=2))),
            SkullAthlete(6, "Lucrezia Veleno", (_levels("2B"), _levels("2R 3B")),
                         (_m(hit=2, hold=1), _m(hit=2, block=1, hold=1))),
            SkullAthlete(7, "Khamal O’Lim", (_levels("1B 2G"), _levels("1B 3G")),
                         (_m(hit=1, block=1, hold=1), _m(hit=2, block=1, hold=3))),
        )
    }
)  # fmt: skip
"""The seven Skull Dojo athletes, both sides."""

SOLO_HANDICAP: tuple[Mapping[str, int], Mapping[str, int]] = (_m(block=1), _m(hold=1, hit=1))
"""Single player mode: symbols added to every Skull Dojo roll, season 1 and season 2."""

SOLO_RANKS = ((20, "wooden man"), (25, "canvas belt"), (30, "red belt"), (35, "black belt"),
              (40, "senpai"), (None, "sensei"))  # fmt: skip
"""Single player titles by score: up to 20, 21-25, ... and above 40 (the rulebook's "<20" and
">41" leave 20 and 41 open: 20 is a wooden man, 41 a sensei)."""

# -- training equipment -----------------------------------------------------------------------

Gain = Mapping[str, int]
"""What an action gives or takes: a level in a discipline (``tiger`` ...), ``level`` (a level
of the player's choice), ``ki``, ``prestige``, or ``pay_ki`` (Ki given up first)."""


@dataclass(frozen=True, slots=True)
class Equipment:
    """A Training Equipment tile (Appendix 3): training on it gives one of ``options``; with
    ``repeat`` the option may be taken several times in one training (tile 17: 2 Ki a level)."""

    number: int
    season: int
    prestige: int
    options: tuple[Gain, ...]
    repeat: bool = False
    dojo: str = ""


EQUIPMENT: Mapping[int, Equipment] = MappingProxyType(
    {
        e.number: e
        for e in (
            # each Dojo's starting equipment, numbered after the seasons' tiles
            Equipment(101, 0, 0, (_m(tiger=1, ki=1), _m(cobra=1)), dojo="tiger"),
            Equipment(102, 0, 0, (_m(crane=1, ki=1), _m(bear=1)), dojo="crane"),
            Equipment(103, 0, 0, (_m(bear=1, ki=1), _m(tiger=1)), dojo="bear"),
            Equipment(104, 0, 0, (_m(cobra=1, ki=1), _m(crane=1)), dojo="cobra"),
            Equipment(1, 1, 1, (_m(tiger=1),)),
            Equipment(2, 1, 1, (_m(crane=1),)),
            Equipment(3, 1, 1, (_m(bear=1),)),
            Equipment(4, 1, 1, (_m(cobra=1),)),
            Equipment(5, 1, 0, (_m(level=1),)),
            Equipment(6, 1, -1, (_m(level=1, ki=1),)),
            Equipment(7, 1, 1, (_m(pay_ki=1, level=1),)),
            Equipment(8, 1, -2, (_m(level=1, ki=2),)),
            Equipment(9, 1, 1, (_m(ki=2),)),
            Equipment(10, 2, 1, (_m(tiger=1, ki=1),)),
            Equipment(11, 2, 1, (_m(crane=1, ki=1),)),
            Equipment(12, 2, 1, (_m(bear=1, ki=1),)),
            Equipment(13, 2, 1, (_m(cobra=1, ki=1),)),
            Equipment(14, 2, 1, (_m(tiger=1), _m(crane=1))),
            Equipment(15, 2, 1, (_m(bear=1), _m(cobra=1))),
            Equipment(16, 2, 1, (_m(prestige=1, ki=1),)),
            Equipment(17, 2, 0, (_m(pay_ki=2, level=1),), repeat=True),
            Equipment(18, 2, 1, (_m(ki=3),)),
        )
    }
)
"""Every equipment tile by number: 1-9 season 1, 10-18 season 2, 101-104 the Dojos' own."""

STARTING_EQUIPMENT: Mapping[str, int] = MappingProxyType(
    {e.dojo: e.number for e in EQUIPMENT.values() if e.season == 0}
)

# -- adventures --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Adventure:
    """An Adventure card (Appendix 4): an athlete of at least ``dan`` (his levels' total) pays
    ``ki`` for ``prestige`` (with ``repeat``, as many times as he pays: 2 Ki 1 PP, 4 Ki 2 PP, ...);
    ``reward_card``: he also takes an athlete or an equipment tile on offer. ``kinds`` say
    whether it is a Journey, a Bandit card, or both (for King Hoshi and Sun W. Kong)."""

    key: str
    name: str
    season: int
    kinds: tuple[str, ...]
    dan: int
    ki: int
    prestige: int
    repeat: bool = False
    reward_card: bool = False

    @property
    def name_fr(self) -> str:
        """The card's name as French writes it (a space before the colon)."""
        return self.name.replace(": ", " : ")


ADVENTURES: Mapping[str, Adventure] = MappingProxyType(
    {
        a.key: a
        for a in (
            Adventure("tabi", "TABI", 1, ("journey",), 2, 2, 1, repeat=True),
            Adventure("sanzoku", "SANZOKU", 1, ("bandit",), 3, 2, 2),
            Adventure(
                "hogo_saru", "HOGO: SARU NO DOJO", 1, ("journey", "bandit"), 4, 3, 1,
                reward_card=True,
            ),
            Adventure("subarashi_tabi", "SUBARASHI TABI", 2, ("journey",), 4, 3, 2, repeat=True),
            Adventure("tsuyoi_sanzoku", "TSUYOI SANZOKU", 2, ("bandit",), 5, 3, 3),
            Adventure(
                "hogo_kamakiri", "HOGO: KAKAKIRI NO DOJO", 2, ("journey", "bandit"), 6, 4, 2,
                reward_card=True,
            ),
        )
    }
)  # fmt: skip
"""Three a season. The key says kamakiri, the mantis (the card prints "KAKAKIRI")."""

# -- the boards ---------------------------------------------------------------------------------

SEASONS = ("white_lotus", "black_lotus")
PRELUDE_TURNS = 3
"""Each season: three prelude turns, then the tournament (the turn track's fourth space)."""

TURN_BONUS: tuple[Gain, ...] = (_m(), _m(ki=1), _m(ki=1, level=1))
"""What an athlete admitted in prelude turn 1, 2 or 3 also gets, both seasons. ASSUMPTION
(RULINGS Q11): the rulebook gives only turn 3 of season 1 (+1 Ki and +1 level, Naboo-Kho)."""

REVEALED: Mapping[int, tuple[int, int]] = MappingProxyType(
    {1: (2, 1), 2: (2, 1), 3: (3, 2), 4: (4, 3)}
)
"""Athlete cards and equipment tiles on offer in the village, by number of players (the 4-player
figures are inferred, RULINGS Q11: 12 athletes and 9 tiles a season fill 3 turns)."""

ROW = 3
"""Cards in the Special Moves row and in the Adventures row (the oldest drops off)."""

RESERVATION_TILES = (1, 2, 3)
"""Becoming First Player also takes the lowest free tile (one a Dojo at most)."""

WATERFALL_KI = (2, 1)
"""Mystic Waterfalls: Ki on the single circle, and in the common area."""

HELP_VILLAGE = (_m(prestige=1, ki=1), _m(prestige=1))
"""Helping the village: the single circle, and the common area."""

YIN = MappingProxyType({"ki": 2, "lose": 1, "gain": 2})
"""Master YIN: pay 2 Ki and lose a level you have, then gain 2 levels of your choice."""

DOJO_SPACES = MappingProxyType({"athletes": 2, "equipment": 2})
"""A Dojo without expansions: 2 athlete spaces (the Senpai's and one) and 2 equipment slots
(the starting equipment and one empty). ASSUMPTION (RULINGS Q11)."""

EXPANSIONS = 2
"""Expansion boards 3 and 4; each adds an athlete space and an equipment slot (ASSUMPTION,
RULINGS Q11) and is worth 1 Prestige point at the end."""
EXPANSION_PRESTIGE = 1

TOKENS = 5
"""Each Dojo's wooden tokens: the Master and Athletes 1 to 4."""

TOURNAMENT_PRESTIGE: tuple[tuple[int, int, int, int], ...] = ((7, 4, 2, 0), (10, 6, 3, 0))
"""Prestige for each athlete by how far he went (winner, finalist, semi-finalist, out in the
first round): White Lotus, then Black Lotus. ASSUMPTION (RULINGS Q11), sized so a solo game
lands in the printed 20-41 band."""

PREDICTION_PRESTIGE = 1
"""A correct prediction; also every other player's gain when one Dojo's two athletes meet."""

TOURNAMENT_ATHLETES = 2
"""How many athletes a Dojo may send to a tournament."""

BRACKET = 8
"""Athletes in a tournament: quarter-finals, semi-finals, final."""


# -- the counters' bounds (invented: the box has no limit, a game stays far below them) --------

KI_MOST = 99
"""The most Ki an athlete holds (a game gives a few dozen at most); a Ki gain beyond it is lost,
so a position always fits the Combat board's counters."""

PRESTIGE_MOST = 999
"""The most Prestige a Dojo (or the Skull Dojo) holds; a gain beyond it is lost."""

TICK_MOST = 10**6
"""The largest chance counter; the next chance event after it starts again from 0 (a game uses a
few hundred)."""
