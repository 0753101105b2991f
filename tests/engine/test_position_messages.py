"""Every InvalidPosition says what is wrong in English and in French.

Each table row is a bad input (a position code, a JSON record, a save file) and a piece of the
English message it must get, so that the rows reach every ``raise InvalidPosition`` of the games'
codecs, their ``from_code`` and ``Match.from_json``. For each, the French must exist, differ from
the English and keep its facts: the numbers and the quoted parts ('c4', 'dojo', the input quoted
back) of the English appear in the French too.
"""

from __future__ import annotations

import json
import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mutations import mutate

import gamekit
from gamekit import InvalidPosition, Match
from gamekit.kami.code import position

KAITO, DOJO, KAMI = (gamekit.load(name) for name in ("kaito", "dojo", "kami"))

QUOTED = re.compile(r"(?<![A-Za-z0-9])'[^']*'(?![A-Za-z])")
"""A Python-quoted part of a message ('c4'), not an English apostrophe (Red's)."""


def facts(text: str) -> set[str]:
    """The numbers and the quoted parts of a message."""
    return set(re.findall(r"\d+", text)) | set(QUOTED.findall(text))


def check_bilingual(err: InvalidPosition) -> None:
    assert err.fr, f"no French for: {err.text}"
    assert err.fr != err.text
    assert err.say("fr") == err.fr and err.say("en") == err.text == str(err)
    missing = facts(err.text) - facts(err.fr)
    assert not missing, f"{missing} of {err.text!r} missing from {err.fr!r}"


def play(game: gamekit.Game, state: gamekit.State, *actions: str) -> gamekit.State:
    for action in actions:
        state = state.apply(game.parse_action(action, state))
    return state


def play_out(state: gamekit.State, seed: int = 0) -> gamekit.State:
    """The end of a game of random moves from ``state``."""
    rng = random.Random(seed)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def with_fields(code: str, **changes: str | None) -> str:
    """A Dojo or Kami code with some ``key=value`` fields changed (``None`` drops one)."""
    words = code.split()
    fields = dict(word.split("=", 1) for word in words[1:])
    fields.update(changes)
    return " ".join([words[0], *(f"{k}={v}" for k, v in fields.items() if v is not None)])


# Kaito ------------------------------------------------------------------------------------------

KAITO_SETUP = KAITO.new_state(seed=1).to_code()
KAITO_MOVE = "SS1SSS/SS1HHs/4H1/ss1sss/hhshAA/AB1BCC r move c3 - -"
KAITO_FIELDS = ("grid", "side", "step", "kaito", "red", "black")


def kaito(base: str = KAITO_MOVE, **changes: str) -> str:
    """A Kaito code with some of its six fields changed."""
    fields = dict(zip(KAITO_FIELDS, base.split(), strict=True))
    fields.update(changes)
    return " ".join(fields[k] for k in KAITO_FIELDS)


KAITO_CODES = [
    (5, "a position code is text, not int"),
    ("SS1SSS/SS1HHs r move", "has 6 fields separated by spaces"),
    (kaito(grid="6/6/6"), "the grid has 6 rows separated by '/', not 3"),
    (kaito(grid="SX1SSS/SS1HHs/4H1/ss1sss/hhshAA/AB1BCC"), "row 1 of the grid has 'X'"),
    (kaito(grid="SS1SSS/SS1HH/4H1/ss1sss/hhshAA/AB1BCC"), "row 2 of the grid has 5 squares"),
    (kaito(side="g"), "the turn is 'r' (Red) or 'b' (Black), not 'g'"),
    (kaito(step="jump"), "the step is 'place', 'move' or 'trade', not 'jump'"),
    (kaito(kaito="Z9"), "the Kaito's square: 'z9' is not a square"),
    (kaito(red="SZ"), "Red's captures have 'Z'"),
    (kaito(black="S"), "there are 8 red Swords on the grid and in the captures"),
    (kaito(red="aaaa"), "there are 4 black Mon 1s on the grid"),
    ("SHABCs/6/6/6/6/6 r move c2 - -", "6 red Swords missing"),
    (kaito(KAITO_SETUP, kaito="a1"), "during set-up the Kaito is not on the board yet"),
    (kaito(KAITO_SETUP, side="r"), "at set-up the second player, Black, places the Kaito"),
    (kaito(step="place", side="b", kaito="-"), "at set-up nothing is captured"),
    (kaito(kaito="-"), "after set-up the Kaito stands on a square"),
    (kaito(step="trade", kaito="a1"), "in the trade step the Kaito has just captured"),
    (kaito(step="trade"), "Red cannot trade anything here"),
    (
        kaito(grid="SS1SSS/SS3s/6/ss1sss/2s1AA/AB1BCC", red="hhh", black="HHH"),
        "both players have lost all their Swords or Helmets",
    ),
]


def kaito_record(**changes: object) -> str:
    record = json.loads(KAITO.from_code(KAITO_MOVE).to_json())
    record.update(changes)
    return json.dumps(record)


KAITO_RECORDS = [
    ("{", "this is not JSON: Expecting property name"),
    ("[]", "a Kaito record is an object with the keys ['captured', 'format'"),
    (kaito_record(format=2), "this record is not a Kaito position of format 1"),
    (kaito_record(grid=["SS1SSS"]), "'grid' is a list of 6 rows of 6 tile letters"),
    (kaito_record(captured={"red": ""}), "'captured' maps 'red' and 'black' to tile letters"),
    (kaito_record(options={"speed": 1}), "'options' may hold 'jump_over_tiles' and 'win_check'"),
    (kaito_record(options={"win_check": "never"}), "bad options: win_check is 'end_of_turn'"),
    (kaito_record(options={"jump_over_tiles": 1}), "bad options: jump_over_tiles is True or"),
    (kaito_record(to_play="white"), "'to_play' is 'red' or 'black'"),
    (kaito_record(kaito=34), "'kaito' is a square like 'c4', or null before set-up"),
    (kaito_record(step="a b"), "'step' is 'place', 'move' or 'trade'"),
    (kaito_record(captured={"red": "a a", "black": ""}), "captured tiles are letters without"),
    (kaito_record(kaito="z9"), "the Kaito's square: 'z9' is not a square"),
]

KAITO_OPTIONS = [
    ({"colour": "red"}, "Kaito has no option 'colour'; options: jump_over_tiles, win_check"),
    ({"win_check": "never"}, "win_check is 'end_of_turn' or 'immediate'"),
    ({"jump_over_tiles": "yes"}, "jump_over_tiles is True or False"),
]


# Dojo -------------------------------------------------------------------------------------------

DOJO_RECRUIT = DOJO.new_state(seed=1)
DOJO_CHALLENGE = play(DOJO, DOJO_RECRUIT, "give P1", "give P2", "give P3", "give P4")
DOJO_SWAP = play(DOJO, DOJO_CHALLENGE, "challenge")  # P2 attacks the dealer P1, and wins
DOJO_TRAIN = play(DOJO, DOJO_SWAP, "keep")
DOJO_TROPHY = play(DOJO, DOJO_TRAIN, "d3", "d3", "d3", "d3")  # P2 is to place the Grand Master
DOJO_OVER = play_out(DOJO_RECRUIT)
R, C, S, T, Y, O = (
    s.to_code()
    for s in (DOJO_RECRUIT, DOJO_CHALLENGE, DOJO_SWAP, DOJO_TRAIN, DOJO_TROPHY, DOJO_OVER)
)


def field(code: str, key: str) -> str:
    """The value of the field ``key`` of a Dojo or Kami code."""
    return code.split(f" {key}=")[1].split()[0]


DECK = field(R, "deck")


def dojos(code: str, player: int, cells: str) -> str:
    """``code`` with the dojo of ``player`` (from 0) given as ``cells``."""
    parts = field(code, "dojos").split(";")
    parts[player] = cells
    return with_fields(code, dojos=";".join(parts))


def over_dojo_moved(old: str, new: str) -> str:
    """The finished game with P1's card on cell ``old`` moved to cell ``new``."""
    cells = field(O, "dojos").split(";")[0]
    return dojos(O, 0, cells.replace(f"{old}:", f"{new}:"))


DOJO_CODES = [
    (5, "a position code is text, not int"),
    ("kami players=4", "a Dojo position code starts with the word 'dojo'"),
    (R + " colour=red", "'colour=red' is not a field"),
    (R + " round=1", "the field 'round' appears twice"),
    ("dojo players=4 round=1", "the code lacks the fields variant, incense, dealer"),
    (with_fields(R, incense=None), "the code lacks the fields incense"),
    (with_fields(R, players="7"), "players is a number from 3 to 5, not '7'"),
    (with_fields(R, variant="purple"), "variant is one of standard, white_belt, black_belt"),
    (with_fields(R, incense="all"), "incense is 'best' or 'sum'"),
    (with_fields(R, round="0"), "round is a number from 1 to 13, not '0'"),
    (with_fields(R, dealer="-"), "dealer is a player P1..P4, not '-'"),
    (with_fields(R, winner="P9"), "winner is a player P1..P4 or -, not 'P9'"),
    (with_fields(R, step="nap"), "step is one of recruit, challenge, rps"),
    (with_fields(R, rps="1:rock"), "rps is turn:sign:bonus:bonus, like 1:rock:0:1"),
    (with_fields(R, rps="5:rock:0:0"), "the rock-paper-scissors turn is a number from 0 to 3"),
    (with_fields(R, rps="1:rock:9:0"), "a bonus is a number from 0 to 3, not '9'"),
    (with_fields(R, up="Z"), "up: 'Z' is not a trophy letter (G I A M K B)"),
    (with_fields(R, deck="T3M"), "deck is a run of two-character cards, like T3M1F5"),
    (with_fields(R, deck="Z9"), "deck: 'Z9' is not a card"),
    (with_fields(R, hands="-,-"), "hands has 2 entries for 4 players"),
    (with_fields(R, won="0,0,0,0,0"), "won has 5 entries for 4 players"),
    (with_fields(R, kept="0,0,0,x"), "kept is a number from 0 to 12, not 'x'"),
    (dojos(R, 0, "z9:T1"), "dojos: 'z9' is not a cell"),
    (dojos(R, 0, "d3:T1,d3:T2"), "dojos: 'd3:T2' is not a new cell:card"),
    (with_fields(R, trophies="x:G;-;-;-"), "trophies: 'x:G' is not row:letter or column:letter"),
    (with_fields(R, trophies="a:G;-;-;-"), "trophies: 'a:G' puts a trophy on the wrong kind"),
    (with_fields(R, trophies="1:G,1:I;-;-;-"), "trophies: a row or column holds at most one"),
    (with_fields(R, deck=DECK[2:]), "the 60 cards do not add up: 1 T4 missing"),
    (with_fields(R, deck="T3" + DECK), "the 60 cards do not add up: 1 too many T3"),
    (with_fields(R, pile="GGAMAKIIBMKB"), "there are only two trophies of each kind"),
    (with_fields(R, kept="1,0,0,0"), "there are only 12 trophies"),
    (with_fields(R, kept="1,0,0,0", pile="AMAKIIBMKB"), "trophies are kept aside only in the"),
    (dojos(Y, 0, "c3:T4"), "P1's dojo must start on d3 and hold together by sides"),
    (over_dojo_moved("f2", "g3"), "P1's dojo is larger than 3 rows by 4 columns"),
    (with_fields(Y, round="2"), "P1's dojo has 1 cards; in round 2 at step trophy it has 2"),
    (
        with_fields(Y, trophies="-;1:I;-;-", pile="GAMAKIBMKB"),
        "P2 has a trophy beside an empty line",
    ),
    # What each step needs (one message per rule of _check_step).
    (with_fields(O, round="12"), "at step over: the game ends after round 12"),
    (with_fields(O, step="recruit"), "at step recruit: round 13 only exists once the game is"),
    (with_fields(R, asked="P2"), "'asked' is set exactly while opponents are asked"),
    (with_fields(C, asked="P1"), "the dealer cannot challenge himself"),
    (with_fields(R, rps="1:rock:0:0"), "rps is set only during a Black Belt challenge"),
    (
        with_fields(C, step="rps", asked="-", attacker="P2", rps="0:-:0:0"),
        "rock-paper-scissors is the Black Belt variant",
    ),
    (with_fields(R, attacker="P1"), "the attacker is not the dealer"),
    (with_fields(S, attacker="-"), "at step swap: a challenge has an attacker"),
    (with_fields(S, winner="-"), "at step swap: a challenge has a winner"),
    (with_fields(S, winner="P3"), "the winner is the attacker or the dealer"),
    (with_fields(R, winner="P1"), "nobody has won a challenge yet"),
    (with_fields(C, hands="T4,R5,T2,-", deck="M5" + field(C, "deck")), "everyone holds a card"),
    (with_fields(C, step="recruit", asked="-"), "someone still waits for a card"),
    (
        with_fields(T, hands="-,-,-,-", dojos=field(Y, "dojos")),
        "at step train: someone holds a card",
    ),
    (dojos(with_fields(Y, hands="T4,-,-,-"), 0, "-"), "every card is placed"),
    (with_fields(Y, pending="-"), "the winner has a trophy and room for it"),
    (with_fields(Y, shown="P1"), "only held cards are shown"),
    (with_fields(Y, variant="white_belt"), "White Belt trophies are kept, not placed"),
]


def dojo_record(**changes: object) -> str:
    record = json.loads(DOJO_RECRUIT.to_json())
    record.update(changes)
    return json.dumps(record)


DOJO_RECORDS = [
    ("not json", "this is not JSON: Expecting value"),
    (json.dumps({"game": "dojo"}), "a Dojo record is an object with the keys game, format"),
    (dojo_record(game="kami"), "this record is not a Dojo position of format 1"),
    (dojo_record(hands="T3"), "'hands' is a list of cards or '-'"),
    (dojo_record(dojos=[{"d3": 3}]), "'dojos' is a list of objects mapping text to text"),
    (dojo_record(trophies={}), "'trophies' is a list of objects mapping text to text"),
    (dojo_record(round="1 2"), "every field of a Dojo record is text without spaces"),
    (dojo_record(round=""), "every field of a Dojo record is text without spaces"),
    (dojo_record(dojos=[{"z9": "T1"}, {}, {}, {}]), "dojos: 'z9' is not a cell"),
]


# Kami -------------------------------------------------------------------------------------------


L2, L3, L4 = (KAMI.new_state(seed=1, players=n).to_code() for n in (2, 3, 4))
R4 = play(KAMI, KAMI.from_code(L4), *["decline"] * 4, "S/G").to_code()  # P4 leads, P1 responds
D4 = (
    "kami players=4 mode=soldier empress=kami seed=1 deal=3 first=P3 step=declare turn=P2 "
    "scores=0,8 hands=LLHHHAAM;SSSSSTME;SSLLHAGE;SSSAGGGT lines=-;-;-;- attack=- passes=0 "
    "aside=- piles=- pending=P2 declarer=- shown=- last=P2:A:3"
)  # P2 holds five Soldiers
DC = with_fields(D4, step="decide", turn="P4", declarer="P2", shown="0,5,0,0")
O4 = play_out(KAMI.from_code(L4)).to_code()
HANDS4 = field(L4, "hands").split(";")
HANDS3 = field(L3, "hands").split(";")


def hands(*cards: str) -> str:
    return ";".join(cards)


KAMI_CODES = [
    (None, "a position code is text, not NoneType"),
    ("dojo players=4", "a Kami position code starts with 'kami'"),
    (L4 + " colour=red", "'colour=red' is not a field"),
    (L4 + " seed=2", "the field 'seed' is given twice"),
    ("kami players=4", "the code lacks the field(s) mode, empress, seed"),
    (with_fields(L4, last=None), "the code lacks the field(s) last"),
    (with_fields(L4, players="5"), "Kami is for 2, 3 or 4 players"),
    (with_fields(L4, mode="war"), "mode is one of soldier, lord, kami"),
    (with_fields(L4, empress="both"), "empress is 'kami' or 'goita'"),
    (with_fields(L4, seed="x"), "seed is a number from 0 to 9223372036854775808, not 'x'"),
    (with_fields(L4, step="nap"), "the step is one of declare, decide, lead, respond, over"),
    (with_fields(L4, hands="S;S"), "hands lists 4 players separated by ';', not 2"),
    (with_fields(L4, lines="-;-"), "lines lists 4 players separated by ';', not 2"),
    (with_fields(L4, lines="SS;-;-;-"), "P1's line has 'SS': a play is defense, '.' or '^'"),
    (with_fields(L4, lines="X.S;-;-;-"), "a line has 'X', which is not a card letter (SLHAGTME)"),
    (with_fields(L4, scores="0"), "scores lists 2 sides separated by ',', not 1"),
    (with_fields(L4, attack="P9:S"), "the attacker is a player P1-P4, not 'P9'"),
    (with_fields(L4, attack="P1:X"), "the attack has 'X'"),
    (with_fields(L2, piles="SS,LA,LG,HS,GS,GG,TS,SX"), "a pile has 'X'"),
    (with_fields(L4, piles="S"), "only a duel (2 players) has mercenary piles"),
    (with_fields(L2, piles="SS,LA"), "a duel has 8 mercenary piles"),
    (with_fields(L4, shown="0,0"), "shown lists 4 players separated by ',', not 2"),
    (with_fields(L4, shown="9,0,0,0"), "a count of shown Soldiers is a number from 0 to 5"),
    (with_fields(L4, last="P2:H"), "last is like P2:H:2 or P2:H:4:master"),
    (with_fields(L4, last="P9:H:2"), "last is a player P1-P4, not 'P9'"),
    (with_fields(L4, last="P2:X:2"), "last has 'X'"),
    (with_fields(L4, last="P2:H:99"), "last's points is a number from 0 to 10, not '99'"),
    (with_fields(L4, deal="-1"), "deal is a number from 0 to 1000000, not '-1'"),
    (with_fields(L4, first="P0"), "first is a player P1-P4, not 'P0'"),
    (with_fields(L4, turn="4"), "turn is a player P1-P4, not '4'"),
    (with_fields(L4, scores="0,x"), "a score is a number from 0 to 29, not 'x'"),
    (with_fields(L4, hands=hands("X", *HANDS4[1:])), "P1's hand has 'X'"),
    (with_fields(L4, passes="5"), "passes is a number from 0 to 2, not '5'"),
    (with_fields(L4, aside="Q"), "aside has 'Q'"),
    (with_fields(L4, pending="P7"), "pending is a player P1-P4, not 'P7'"),
    (with_fields(L4, declarer="P7"), "declarer is a player P1-P4, not 'P7'"),
    (with_fields(L4, hands=hands("S" + HANDS4[0], *HANDS4[1:])), "there are 11 cards S in"),
    (
        with_fields(L3, aside="-", hands=hands(HANDS3[0] + "HS", *HANDS3[1:])),
        "with three players, two cards are set aside",
    ),
    (
        with_fields(L4, aside="S", hands=hands(HANDS4[0].replace("S", "", 1), *HANDS4[1:])),
        "only a three-player game sets cards aside",
    ),
    (with_fields(L4, step="respond"), "someone responds to an attack, but there is none"),
    (with_fields(R4, attack="P4:S"), "the attack in play is the last card of the attacker's"),
    (with_fields(R4, turn="P4"), "the attacker does not respond to his own attack"),
    (
        with_fields(O4, step="lead", turn="P3"),
        "the player to act has no card: the round would be over",
    ),
    (with_fields(O4, step="lead", turn="P1"), "a side has 15 points: the game is over"),
    (with_fields(L4, step="over"), "the step is 'over' but no side has won"),
    (with_fields(L3, step="declare"), "Demoralized is only played with four players"),
    (with_fields(DC, turn="P1"), "the Demoralized player's partner decides"),
    (with_fields(DC, pending="-"), "the Demoralized player is the first pending one"),
    (with_fields(DC, shown="0,4,0,0"), "the Demoralized player has shown five Soldiers"),
    (with_fields(L3, shown="1,0,0"), "Soldiers are shown (Demoralized) only with four players"),
    (with_fields(L4, shown="0,5,0,0"), "P2 has fewer Soldiers in hand than he showed"),
    (with_fields(R4, lines=field(R4, "lines").replace(".", "*")), "'*' marks a face-down"),
    (with_fields(D4, pending="P3"), "the player asked about Demoralized is the first pending"),
    (with_fields(L4, passes="1"), "passes are counted only while players respond to an attack"),
    (
        with_fields(L4, hands=hands(HANDS4[0][1:], HANDS4[0][0] + HANDS4[1], *HANDS4[2:])),
        "at the start of a round every hand has the same size",
    ),
]


def kami_record(**changes: object) -> str:
    record = json.loads(KAMI.from_code(L4).to_json())
    record.update(changes)
    return json.dumps(record)


KAMI_RECORDS = [
    ("{'game': 'kami'}", "not a JSON record: Expecting property name"),
    (kami_record(game="dojo"), "not a Kami record (its 'game' is not 'kami')"),
    (kami_record(format=2), "unknown Kami record format"),
    (kami_record(hands=None), "the record's field 'hands' is missing or not text"),
    (kami_record(mode="lord mode"), "a field of the record contains a space"),
    (kami_record(players="9"), "Kami is for 2, 3 or 4 players"),
]


# The tests --------------------------------------------------------------------------------------


def code_rows() -> list:
    return [
        pytest.param(game, text, english, id=f"{game.name}: {english}")
        for game, rows in ((KAITO, KAITO_CODES), (DOJO, DOJO_CODES), (KAMI, KAMI_CODES))
        for text, english in rows
    ]


@pytest.mark.parametrize(("game", "text", "english"), code_rows())
def test_bad_position_code_says_why_in_english_and_french(game, text, english):
    with pytest.raises(InvalidPosition) as caught:
        game.from_code(text)
    assert english in caught.value.text
    check_bilingual(caught.value)


def record_rows() -> list:
    return [
        pytest.param(game, text, english, id=f"{game.name}: {english}")
        for game, rows in ((KAITO, KAITO_RECORDS), (DOJO, DOJO_RECORDS), (KAMI, KAMI_RECORDS))
        for text, english in rows
    ]


@pytest.mark.parametrize(("game", "text", "english"), record_rows())
def test_bad_json_record_says_why_in_english_and_french(game, text, english):
    with pytest.raises(InvalidPosition) as caught:
        game.from_json(text)
    assert english in caught.value.text
    check_bilingual(caught.value)


OPTION_ROWS = [
    *((KAITO, KAITO_MOVE, options, english) for options, english in KAITO_OPTIONS),
    (DOJO, R, {"players": 3}, "the code says players=4, not 3"),
    (DOJO, R, {"colour": "red"}, "the code says colour=?, not 'red'"),
    (KAMI, L4, {"mode": "lord"}, "the code says mode=soldier"),
    (KAMI, L4, {"colour": "red"}, "the code says colour=?"),
]


@pytest.mark.parametrize(("game", "text", "options", "english"), OPTION_ROWS)
def test_options_that_do_not_fit_the_code_are_refused_in_english_and_french(
    game, text, options, english
):
    with pytest.raises(InvalidPosition) as caught:
        game.from_code(text, **options)
    assert english in caught.value.text
    check_bilingual(caught.value)


def test_kami_position_helper_refuses_extra_cards_in_english_and_french():
    with pytest.raises(InvalidPosition) as caught:
        position(["SSSSSSSSSSSS", "EEE", "", ""])
    assert caught.value.text == "more cards than the game has: E, S, S too many"
    check_bilingual(caught.value)


def save_file(drop: str = "", **changes: object) -> str:
    """The save file of a new Kaito game, with the key ``drop`` left out and ``changes``."""
    record = json.loads(Match(KAITO.new_state(seed=1)).to_json())
    record.update(changes)
    record.pop(drop, None)
    return json.dumps(record)


SAVE_FILES = [
    ("{", "a save file is not JSON: Expecting property name enclosed in double quotes"),
    (json.dumps([1]), "it is an object with the keys game, start, actions, ply"),
    (save_file(drop="game"), "it is an object with the keys game, start, actions, ply"),
    (save_file(game="chess"), "no game called 'chess'; games: kaito, dojo, kami"),
    (save_file(game=["kaito"]), "no game called list; games: kaito, dojo, kami"),
    (save_file(start=[1]), "'start' is a position's record"),
    (save_file(start={"game": "kaito"}), "its start: a Kaito record is an object with the keys"),
    (save_file(actions=3), "'actions' is a list of texts"),
    (save_file(actions=[5]), "'actions' is a list of texts"),
    (save_file(actions=["c4"]), "action 1, 'c4', is not allowed: First Black places the Kaito"),
    (save_file(actions=["K@a1"], ply=7), "'ply' is a whole number from 0 to 1, not '7'"),
    (save_file(ply="last"), "'ply' is a whole number from 0 to 0, not 'last'"),
    (save_file(ply=1.5), "'ply' is a whole number from 0 to 0, not '1.5'"),
    (save_file(ply=True), "'ply' is a whole number from 0 to 0, not 'True'"),
]


@pytest.mark.parametrize(("text", "english"), SAVE_FILES)
def test_damaged_save_file_says_why_in_english_and_french(text, english):
    with pytest.raises(InvalidPosition) as caught:
        Match.from_json(text)
    assert english in caught.value.text
    check_bilingual(caught.value)


def test_save_file_with_an_unknown_action_names_it_in_french():
    with pytest.raises(InvalidPosition) as caught:
        Match.from_json(save_file(actions=["K@a1", "zz"]))
    err = caught.value
    assert err.text == "this is not a readable save file: action 2, 'zz', is not a Kaito action"
    assert err.fr == (
        "ce fichier de partie est illisible : l’action n° 2, 'zz', n’est pas une action de Kaito"
    )


# Fuzzing: whatever a mutated code gets wrong, it is said in French too -------------------------


def positions(game: gamekit.Game, **options: object) -> list[gamekit.State]:
    states, rng = [], random.Random(0)
    state = game.new_state(seed=2, **options)
    while not state.is_over:
        states.append(state)
        state = state.apply(rng.choice(state.legal_actions()))
    return [*states[:: max(1, len(states) // 12)], state]


CODES = [
    (game, state.to_code())
    for game, options in ((KAITO, {}), (DOJO, {"players": 3}), (KAMI, {"players": 2}), (KAMI, {}))
    for state in positions(game, **options)
]


@settings(max_examples=400, deadline=None)
@given(st.data())
def test_mutated_codes_are_refused_in_french_too(data):
    game, code = data.draw(st.sampled_from(CODES))
    try:
        game.from_code(mutate(code, data))
    except InvalidPosition as err:
        check_bilingual(err)
