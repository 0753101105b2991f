"""One test (or a few) per Kaito rule id, each on a position written out in the test."""

from __future__ import annotations

import re

import pytest
from kaito_positions import GAME, position, tile

import gamekit
from gamekit import IllegalAction
from gamekit.kaito import BLACK, RED, Capture, EndTurn, Place, Trade, parse_square

sq = parse_square


def refusal(state, action) -> str:
    """The rule id a refused action cites; apply must refuse it the same way."""
    reason = state.why_illegal(action)
    assert reason is not None, f"{action} should be illegal"
    with pytest.raises(IllegalAction) as err:
        state.apply(action)
    assert err.value.reason == reason
    assert reason.text and reason.text[0].isupper()
    assert reason.fr and reason.fr[0].isupper() and reason.fr != reason.text
    assert reason.say("fr") == reason.fr and reason.say("en") == reason.text
    return reason.rule


def test_kaito_setup_grid_shuffles_34_tiles_and_leaves_two_empty_squares():
    state = GAME.new_state(seed=11)
    tiles = [t for t in state.board if t is not None]
    assert len(tiles) == 34 and state.board.count(None) == 2
    for colour in (RED, BLACK):
        mine = [t for t in tiles if t.colour == colour]
        assert sorted(t.kind for t in mine) == ["helmet"] * 3 + ["mon"] * 7 + ["sword"] * 7
        assert sorted(t.value for t in mine if t.kind == "mon") == [1, 1, 1, 2, 2, 3, 3]
    assert GAME.new_state(seed=11) == state
    assert GAME.new_state(seed=12) != state


def test_kaito_setup_place_second_player_puts_the_kaito_on_an_empty_square():
    state = GAME.new_state(seed=5)
    empty = [s for s in range(36) if state.board[s] is None]
    assert state.step == "place" and state.current_player == BLACK and state.kaito is None
    assert state.legal_actions() == tuple(Place(s) for s in empty)
    tiled = next(s for s in range(36) if state.board[s] is not None)
    assert refusal(state, Place(tiled)) == "kaito.setup.place"
    assert refusal(state, Capture(tiled)) == "kaito.setup.place"
    placed = state.apply(Place(empty[1]))
    assert placed.kaito == empty[1] and placed.current_player == RED and placed.step == "move"
    assert state.kaito is None  # the old state is untouched


def test_kaito_move_line_refuses_a_diagonal():
    state = position({"d4": "s", "c5": "S"})
    assert refusal(state, Capture(sq("d4"))) == "kaito.move.line"


def test_kaito_move_line_reaches_any_tile_of_its_row_and_column():
    state = position({"c1": "S", "c6": "h", "a3": "A", "f3": "b"})
    assert {str(a) for a in state.legal_actions()} == {"c1", "c6", "a3", "f3"}


def test_kaito_move_tile_jumps_empty_squares_but_must_land_on_a_tile():
    state = position({"c6": "h"})
    assert refusal(state, Capture(sq("c5"))) == "kaito.move.tile"
    after = state.apply(Capture(sq("c6")))
    assert after.kaito == sq("c6") and after.board[sq("c6")] is None


def test_kaito_move_must_no_pass_and_no_standing_still():
    state = position({"c6": "h"})
    assert refusal(state, Capture(sq("c3"))) == "kaito.move.must"
    assert refusal(state, EndTurn()) == "kaito.move.must"


def test_kaito_move_jump_over_tiles_is_the_default_reading():
    state = position({"c4": "s", "c6": "h"})
    assert Capture(sq("c6")) in state.legal_actions()


def test_kaito_move_first_tile_variant_stops_at_the_first_tile():
    state = position({"c4": "s", "c6": "h", "a3": "A", "b3": "S"}, jump_over_tiles=False)
    assert {str(a) for a in state.legal_actions()} == {"c4", "b3"}
    assert refusal(state, Capture(sq("c6"))) == "kaito.move.first_tile"
    assert refusal(state, Capture(sq("a3"))) == "kaito.move.first_tile"


def test_kaito_capture_takes_the_tile_of_either_colour():
    state = position({"c6": "h", "a3": "S"})
    took_black = state.apply(Capture(sq("c6")))
    assert took_black.captured[RED] == (tile("h"),) and took_black.current_player == BLACK
    took_own = state.apply(Capture(sq("a3")))
    assert took_own.captured[RED] == (tile("S"),)
    assert took_own.swords(RED) == 6  # own captured tiles are out of play


def test_kaito_trade_when_comes_after_the_capture_and_only_once():
    # Red holds black Mons worth 4; Black holds a red Sword.
    state = position({"c6": "h"}, red="cb", black="S")
    assert state.step == "move"
    assert refusal(state, Trade("sword", (3, 2))) == "kaito.trade.when"
    paused = state.apply(Capture(sq("c6")))
    assert paused.step == "trade" and paused.current_player == RED
    assert refusal(paused, Capture(sq("c1"))) == "kaito.trade.when"
    assert EndTurn() in paused.legal_actions()
    traded = paused.apply(Trade("sword", (3, 2)))
    assert traded.current_player == BLACK and traded.step == "move"


def test_kaito_trade_when_is_optional():
    paused = position({"c6": "h"}, red="cb", black="S").apply(Capture(sq("c6")))
    ended = paused.apply(EndTurn())
    assert ended.current_player == BLACK and ended.held(BLACK, tile("S")) == 1


def test_kaito_trade_when_no_pause_when_nothing_can_be_bought():
    state = position({"c6": "h"}, red="cb")  # money, but Black holds nothing of Red's
    assert state.apply(Capture(sq("c6"))).step == "move"


def test_kaito_trade_mons_only_the_opponents_mons_pay():
    # Red holds his own Mon 3 (dead) and a black Mon 1: worth 1 to spend, not 4.
    state = position({"c6": "b"}, red="Ca", black="S")
    paused = state.apply(Capture(sq("c6")))  # now a black 2 and a black 1: worth 3, no trade
    assert paused.step == "move"
    rich = position({"c6": "c"}, red="Cab", black="S").apply(Capture(sq("c6")))
    assert rich.step == "trade"
    assert refusal(rich, Trade("sword", (3, 3))) == "kaito.trade.mons"  # one black 3 only
    assert Trade("sword", (3, 1)) in rich.legal_actions()


def test_kaito_trade_sword_costs_mons_worth_four():
    paused = position({"c6": "h"}, red="cab", black="S").apply(Capture(sq("c6")))
    assert refusal(paused, Trade("sword", (3,))) == "kaito.trade.sword"
    assert refusal(paused, Trade("sword", (2, 1))) == "kaito.trade.sword"
    for mons in ((3, 1), (3, 2), (3, 2, 1)):
        assert Trade("sword", mons) in paused.legal_actions()


def test_kaito_trade_helmet_costs_mons_worth_five():
    paused = position({"c6": "s"}, red="cab", black="H").apply(Capture(sq("c6")))
    assert refusal(paused, Trade("helmet", (3, 1))) == "kaito.trade.helmet"
    back = paused.apply(Trade("helmet", (3, 2)))
    assert back.helmets(RED) == 3 and back.board[sq("c6")] == tile("H")


def test_kaito_trade_held_only_what_the_opponent_holds():
    paused = position({"c6": "s"}, red="cb", black="S").apply(Capture(sq("c6")))
    assert refusal(paused, Trade("helmet", (3, 2))) == "kaito.trade.held"
    # Red's own Sword that Red captured himself is out of play: nobody can buy it back.
    own = position({"c6": "s"}, red="cbS").apply(Capture(sq("c6")))
    assert own.step == "move"


def test_kaito_trade_change_overpaying_spends_every_mon_given():
    paused = position({"c6": "c"}, red="c", black="S").apply(Capture(sq("c6")))
    traded = paused.apply(Trade("sword", (3, 3)))
    assert traded.mons_to_spend(RED) == 0
    assert tile("c") not in traded.captured[RED] and tile("c") not in traded.captured[BLACK]
    assert tile("c") not in traded.board


def test_kaito_trade_return_the_tile_goes_under_the_kaito_and_stays():
    traded = (
        position({"c6": "h", "c1": "s", "a6": "A"}, red="cb", black="S")
        .apply(Capture(sq("c6")))
        .apply(Trade("sword", (3, 2)))
    )
    assert traded.kaito == sq("c6") and traded.board[sq("c6")] == tile("S")
    assert Capture(sq("c6")) not in traded.legal_actions()  # safe for a turn
    assert refusal(traded, Capture(sq("c6"))) == "kaito.move.must"
    moved = traded.apply(Capture(sq("a6")))
    assert moved.board[sq("c6")] == tile("S")  # left behind on the board
    assert Capture(sq("c6")) in moved.legal_actions()


def test_kaito_end_swords_taking_the_last_black_sword_wins():
    state = position({"c6": "s"}, red="ssssss")
    end = state.apply(Capture(sq("c6")))
    assert end.is_over and end.outcome().winners == (RED,)
    assert end.outcome().reason.rule == "kaito.end.swords"
    assert end.legal_actions() == () and end.current_player is None


def test_kaito_end_helmets_taking_your_own_last_helmet_loses():
    state = position({"c6": "H", "a3": "s"}, black="HH")
    end = state.apply(Capture(sq("c6")))
    assert end.outcome().winners == (BLACK,)
    assert end.outcome().reason.rule == "kaito.end.helmets"


def test_kaito_end_helmets_end_of_turn_check_lets_a_trade_save_you():
    # Red takes his own last Helmet, but can buy one back from Black before the turn ends.
    state = position({"c6": "H"}, red="cb", black="HH")
    paused = state.apply(Capture(sq("c6")))
    assert paused.step == "trade" and not paused.is_over
    saved = paused.apply(Trade("helmet", (3, 2)))
    assert not saved.is_over and saved.helmets(RED) == 1
    assert paused.apply(EndTurn()).outcome().winners == (BLACK,)


def test_kaito_end_helmets_immediate_reading_ends_at_once():
    state = position({"c6": "H"}, red="cb", black="HH", win_check="immediate")
    end = state.apply(Capture(sq("c6")))
    assert end.is_over and end.outcome().winners == (BLACK,)


def test_kaito_end_blocked_no_tile_in_line_at_the_start_of_the_turn_loses():
    state = position({}, side="b")
    assert state.is_over and state.outcome().winners == (RED,)
    assert state.outcome().reason.rule == "kaito.end.blocked"


def test_kaito_end_blocked_a_capture_can_leave_the_opponent_stranded():
    # Rows 1, 2, 4 and 5 hold the reserve; after taking c6 the Kaito's row 6 and column c
    # are empty, so Black cannot move at the start of his turn.
    state = position({"c6": "h"}, mons=False)
    assert state.board[sq("a6")] is None and state.board[sq("c1")] is None
    after = state.apply(Capture(sq("c6")))
    assert after.outcome().winners == (RED,) and after.outcome().reason.rule == "kaito.end.blocked"


def test_kaito_end_over_nothing_moves_after_the_end():
    end = position({"c6": "s"}, red="ssssss").apply(Capture(sq("c6")))
    assert refusal(end, Capture(sq("c1"))) == "kaito.end.over"


def test_every_rule_id_cited_is_in_the_catalogue():
    import pathlib
    import re

    source = "".join(p.read_text() for p in pathlib.Path(gamekit.__file__).parent.rglob("*.py"))
    cited = set(re.findall(r'"(kaito\.[a-z_.]+)"', source))
    assert cited <= set(GAME.rules), cited - set(GAME.rules)
    assert "kaito.trade.helmet" in GAME.rules


# -- French --------------------------------------------------------------------------------------


def test_every_rule_has_a_french_title_and_text():
    for rule in GAME.rules.values():
        assert rule.fr is not None, rule.id
        title, text = rule.fr
        assert title and text and text != rule.text, rule.id
        assert rule.say("fr") == (title, text) and rule.say("en") == (rule.title, rule.text)
        assert re.findall(r"\d+", text) == re.findall(r"\d+", rule.text), rule.id


def _candidates():
    squares = range(36)
    trades = [Trade(kind, mons) for kind in ("sword", "helmet") for mons in TRADE_MONS]
    return [*(Place(s) for s in squares), *(Capture(s) for s in squares), *trades, EndTurn()]


TRADE_MONS = ((3,), (2, 1), (3, 1), (3, 2), (3, 3), (3, 2, 1), (1, 1, 1))


def _refusing_states():
    over = position({"c6": "s"}, red="ssssss").apply(Capture(sq("c6")))
    return [
        GAME.new_state(seed=5),
        position({"c4": "s", "c6": "h", "a3": "A", "b3": "S"}, jump_over_tiles=False),
        position({"c6": "h"}, red="cb", black="S"),
        position({"c6": "h"}, red="cb", black="S").apply(Capture(sq("c6"))),
        position({"c6": "s"}, red="cb", black="S").apply(Capture(sq("c6"))),
        position({"c6": "c"}, red="Cab", black="S").apply(Capture(sq("c6"))),
        position({"c6": "s"}, red="cab", black="H").apply(Capture(sq("c6"))),
        over,
        position({}, side="b"),
        position({"c6": "H", "a3": "s"}, black="HH").apply(Capture(sq("c6"))),
    ]


def test_every_refusal_has_a_french_sentence_with_the_same_squares_and_numbers():
    seen = set()
    for state in _refusing_states():
        for action in _candidates():
            reason = state.why_illegal(action)
            if reason is None:
                continue
            en, fr = reason.say("en"), reason.say("fr")
            seen.add(reason.rule)
            assert fr and fr != en and fr[0].isupper(), (en, fr)
            assert re.findall(r"[a-f][1-6]|\d+", en) == re.findall(r"[a-f][1-6]|\d+", fr), (
                en,
                fr,
            )
            assert not any(word in fr for word in ("Red", "Black", "Sword", "Helmet")), fr
    assert seen == {
        "kaito.setup.place",
        "kaito.move.must",
        "kaito.move.line",
        "kaito.move.tile",
        "kaito.move.first_tile",
        "kaito.trade.when",
        "kaito.trade.mons",
        "kaito.trade.sword",
        "kaito.trade.helmet",
        "kaito.trade.held",
        "kaito.end.over",
    }


def test_refusals_in_french_read_as_written():
    paused = position({"c6": "h"}, red="cab", black="S").apply(Capture(sq("c6")))
    assert paused.why_illegal(Trade("sword", (3,))).say("fr") == (
        "Des Mons d’une valeur de 3 ne suffisent pas : un Sabre coûte des Mons "
        "d’une valeur de 4 ou plus."
    )
    assert paused.why_illegal(Trade("helmet", (3, 2))).say("fr") == (
        "Noir ne détient aucun de vos Casques, il n’y a donc rien à racheter."
    )
    rich = position({"c6": "c"}, red="Cab", black="S").apply(Capture(sq("c6")))
    assert (
        rich.why_illegal(Trade("sword", (3, 3)))
        .say("fr")
        .startswith("Vous détenez 1 Mon noir de valeur 3, pas 2 ;")
    )
    state = position({"d4": "s", "c5": "S"})
    assert state.why_illegal(Capture(sq("d4"))).say("fr") == (
        "La case d4 n’est ni dans la ligne du Kaito (3) ni dans sa colonne (c) : "
        "il va tout droit, jamais en diagonale."
    )


@pytest.mark.parametrize(
    ("state", "rule", "words"),
    [
        (
            lambda: position({"c6": "s"}, red="ssssss").apply(Capture(sq("c6"))),
            "kaito.end.swords",
            "Noir n’a plus aucun Sabre sur la grille, donc Rouge gagne.",
        ),
        (
            lambda: position({"c6": "H", "a3": "s"}, black="HH").apply(Capture(sq("c6"))),
            "kaito.end.helmets",
            "Rouge n’a plus aucun Casque sur la grille, donc Noir gagne.",
        ),
        (
            lambda: position({}, side="b"),
            "kaito.end.blocked",
            "Noir ne peut pas déplacer le Kaito : il ne reste aucune tuile dans sa ligne "
            "ni dans sa colonne, donc Rouge gagne.",
        ),
    ],
)
def test_every_ending_is_told_in_french(state, rule, words):
    end = state().outcome()
    assert end.reason.rule == rule and end.reason.say("fr") == words
    after = state().why_illegal(Capture(sq("c1")))
    assert after.say("fr") == f"La partie est terminée : {words}"


def test_tile_names_in_french_agree_with_the_tile():
    assert tile("s").label_fr == "le Sabre noir" and tile("S").label_fr == "le Sabre rouge"
    assert tile("H").label_fr == "le Casque rouge" and tile("c").label_fr == "le Mon 3 noir"


def test_hints_come_with_a_french_sentence():
    from gamekit.kaito.players import explain, hint

    states = [
        position({"c6": "s"}, red="ssssss"),  # a winning capture
        position({"c6": "h"}, red="cb", black="S").apply(Capture(sq("c6"))),  # a trade
        position({"c6": "h", "a3": "S", "f3": "b"}),
    ]
    for state in states:
        given = hint(state, time_limit=0.05)
        en, fr = given.say("en"), given.say("fr")
        assert fr and fr != en and fr[0].isupper() and fr.endswith("."), (en, fr)
        assert re.findall(r"[a-f][1-6]|\d+", en) == re.findall(r"[a-f][1-6]|\d+", fr), (en, fr)
    won = hint(states[0], time_limit=0.05)
    assert won.say("fr") == (
        "Prenez le Sabre noir en c6 : Noir n’a plus aucun Sabre sur la grille, donc Rouge gagne."
    )
    assert explain(states[0], won.action, 0.0, [], "fr") == won.say("fr")


# -- position codes describe positions a real game reaches ---------------------------------------


def played(seed: int, actions: str):
    state = GAME.new_state(seed=seed)
    for action in actions.split():
        state = state.apply(GAME.parse_action(action, state))
    return state


# Red buys back a Sword with a black Mon 3 and a black Mon 1 (worth 4), and it lies under the
# Kaito on b4; Black's Mons 3 and 1 have left the game.
BOUGHT_BACK = "hHbh2/aHScas/ssshCA/SSHsA1/SSBBCb/ASssS1 b move b4 - -"


def refused(code: str) -> gamekit.InvalidPosition:
    with pytest.raises(gamekit.InvalidPosition) as caught:
        GAME.from_code(code)
    err = caught.value
    assert err.fr and err.fr != err.text
    facts = re.compile(r"[a-f][1-6]|\d+")
    assert sorted(facts.findall(err.text)) == sorted(facts.findall(err.fr)), (err.text, err.fr)
    return err


def test_mons_worth_four_spent_in_one_trade_load():
    three_and_one = played(29, "K@f6 f1 f4 b4 S=3+1")
    assert three_and_one.to_code() == BOUGHT_BACK
    assert GAME.from_code(BOUGHT_BACK) == three_and_one
    two_and_two = played(19, "K@a1 a2 e2 d2 S=2+2")
    code = "1ShhAS/2cS1s/sASchs/sCBsSH/sSsHAC/aBaHaS b move d2 - -"
    assert two_and_two.to_code() == code and GAME.from_code(code) == two_and_two


def test_one_mon_missing_is_refused_because_a_trade_pays_four_or_more():
    only_the_three = BOUGHT_BACK.replace("hHbh2", "hHbha1")  # the black Mon 1 put back on e1
    err = refused(only_the_three)
    assert err.say("en") == (
        "a black Mon worth 3 is missing from the grid and the captures, but Mons leave the game "
        "only as payment in a trade, and a trade costs Mons worth 4 or more (4 for a Sword, 5 "
        "for a Helmet)"
    )
    assert err.say("fr") == (
        "il manque un Mon noir de valeur 3 sur la grille et dans les prises, or les Mons ne "
        "quittent le jeu qu’en paiement d’un échange, et un échange coûte des Mons d’une valeur "
        "de 4 ou plus (4 pour un Sabre, 5 pour un Casque)"
    )
    only_the_one = BOUGHT_BACK.replace("hHbh2", "hHbhc1")
    assert refused(only_the_one).text.startswith("a black Mon worth 1 is missing")


def test_mons_worth_three_in_all_missing_are_refused_too():
    # The position after set-up in the game of seed 1, less a red Mon 2 (c5) and Mon 1 (e5).
    code = "1sSbsc/ssaCCs/SSHa1b/sBhScS/Sh1s1A/haHASH r move a1 - -"
    err = refused(code)
    assert err.text.startswith("2 red Mons worth 3 in all are missing from the grid")
    assert err.fr.startswith("il manque 2 Mons rouges d’une valeur totale de 3 sur la grille")
    assert GAME.from_code(code.replace("Sh1s1A", "ShBsAA"))  # as the game dealt it


def test_a_tile_under_the_kaito_was_bought_back_by_the_player_who_just_moved():
    red_to_move = BOUGHT_BACK.replace(" b move ", " r move ")
    assert refused(red_to_move).text.startswith(
        "the Kaito's square b4 holds a red Sword: after a capture that square is empty, unless "
        "the player who has just moved (Black) bought back"
    )
    a_mon = BOUGHT_BACK.replace("SSHsA1", "SAHsS1")  # a red Mon 1 under the Kaito
    assert "holds a red Mon 1" in refused(a_mon).text


def test_a_helmet_under_the_kaito_needs_mons_worth_five_spent():
    helmet = BOUGHT_BACK.replace("SSHsA1", "SHSsA1")  # Helmet and Sword of row 4 swapped
    err = refused(helmet)
    assert err.text == (
        "the red Helmet under the Kaito on b4 was bought back in the turn just played, for black "
        "Mons worth 5 or more; but the black Mons missing from the grid and the captures are "
        "worth only 4"
    )
    assert err.fr == (
        "le Casque rouge sous le Kaito en b4 a été racheté au tour qui vient de se jouer, contre "
        "des Mons noirs d’une valeur de 5 ou plus ; or les Mons noirs qui manquent sur la grille "
        "et dans les prises ne valent que 4"
    )


def test_every_position_of_random_games_loads_back():
    import random

    from gamekit.kaito import Trade

    for seed in range(40):
        options = [{}, {"jump_over_tiles": False}, {"win_check": "immediate"}][seed % 3]
        state, rng = GAME.new_state(seed=seed, **options), random.Random(seed)
        while True:
            assert GAME.from_code(state.to_code(), **options) == state
            assert GAME.from_json(state.to_json()) == state
            if state.is_over:
                break
            trades = [a for a in state.legal_actions() if isinstance(a, Trade)]
            state = state.apply(
                rng.choice(trades if seed % 2 and trades else state.legal_actions())
            )


# -- hostile input: the game's own error, quickly, with a short message ---------------------------

MEGABYTE = 1 << 20


@pytest.mark.parametrize(
    ("code", "english"),
    [
        (BOUGHT_BACK.replace(" b4 ", " b" + "4" * 4000 + " "), "the Kaito's square: 'b444444"),
        (BOUGHT_BACK.replace(" b4 ", " b² "), "the Kaito's square: 'b²' is not a square"),
        (BOUGHT_BACK.replace("hHbh2", "hHbh²"), "row 1 of the grid has '²'"),
        (BOUGHT_BACK.replace("hHbh2", "hHbh١"), "row 1 of the grid has '١'"),
        ("[" * 1000 + "]" * 1000, "6 fields separated by spaces (grid"),
        (
            "S" * MEGABYTE,
            "a position code is at most 4,096 characters long; this one has 1,048,576",
        ),
        (BOUGHT_BACK.replace(" b ", " " + "b" * 4000 + " "), "the turn is 'r' (Red) or 'b'"),
    ],
)
def test_hostile_codes_get_a_short_invalid_position(code, english):
    err = refused(code)
    assert english in err.text and len(err.text) < 400 and len(err.fr) < 400


@pytest.mark.parametrize(
    ("text", "english"),
    [
        ("[" * 1000 + "]" * 1000, "this is nested too deeply to be a game's JSON"),
        ('{"a":' * 100_000 + "1" + "}" * 100_000, "a Kaito record is at most 65,536 characters"),
        (b"{}", "a Kaito record is text, not bytes"),
    ],
)
def test_hostile_json_records_get_a_short_invalid_position(text, english):
    with pytest.raises(gamekit.InvalidPosition) as caught:
        GAME.from_json(text)
    assert caught.value.text.startswith(english) and caught.value.fr


def test_a_record_with_a_spoilt_format_number_is_refused():
    record = GAME.from_code(BOUGHT_BACK).to_json()
    for bad in ("true", "1.0", "9" * 4301):
        with pytest.raises(gamekit.InvalidPosition):
            GAME.from_json(record.replace('"format": 1', f'"format": {bad}'))


@pytest.mark.parametrize(
    "text", ["S=٣+1", "S=²", "H=3+٢", "c٣", "K@c²", "ſ=3+1", "S=" + "9" * 4301, "x" * MEGABYTE, ""]
)
def test_actions_in_foreign_or_endless_digits_are_invalid_actions(text):
    with pytest.raises(gamekit.InvalidAction) as caught:
        GAME.parse_action(text)
    assert len(str(caught.value)) < 300
