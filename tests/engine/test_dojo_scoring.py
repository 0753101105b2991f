"""The Dojo scoring tool: the rulebook's example, each trophy, and properties of the search."""

from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

import gamekit
from gamekit.dojo.cards import DECK_COMPOSITION, Card, deck

SCORE = gamekit.load("dojo").score
EXAMPLE = "T1 T2 T4 M5/C3 C2 F1 B4/M4 F2 B3 T5"


def test_the_rulebooks_example_scores_12():
    result = SCORE(EXAMPLE)
    assert result.total == 12
    assert [r.points for r in result.rows] == [
        6,
        3,
        1,
    ]  # 3 Tigresses, 2 Cranes, all different
    assert [c.points for c in result.columns] == [0, 2, 0, 0]  # three yellow belts
    assert result.rows[0].disciple == "T" and result.columns[1].belt == 2


def test_dojo_score_row_raccoons_are_wild_and_four_score_ten():
    assert SCORE("M1 M2 R3 F4/C1 C2 C3 C4/R1 R2 R3 R4").rows[0].points == 6
    assert SCORE("M1 M2 R3 F4/C1 C2 C3 C4/R1 R2 R3 R4").rows[2].points == 10
    assert SCORE("M1 M2 R3 F4/C1 C2 C3 C4/R1 R2 R3 R4").rows[0].wild == ("M",)


def test_dojo_trophy_grand_master_makes_one_card_wild():
    plain = SCORE("M1 M2 F3 B4/C1 C2 C3 C4/T1 T2 T3 T4")
    master = SCORE("M1 M2 F3 B4/C1 C2 C3 C4/T1 T2 T3 T4", {"row1": "grand_master"})
    assert plain.rows[0].points == 3 and master.rows[0].points == 6
    assert (
        SCORE("C1 C2 C3 C4/M1 M2 F3 B4/T1 T2 T3 T4", {"row1": "grand_master"}).rows[0].points == 10
    )


def test_dojo_trophy_incense_scores_each_different_disciple():
    result = SCORE("M1 F2 T3 B4/C1 C2 C3 C4/T1 T2 T3 T4", {"row1": "incense"})
    assert result.rows[0].points == 4 and result.rows[0].how == "incense"
    assert SCORE("M1 M2 M3 B4/C1 C2 C3 C4/T1 T2 T3 T4", {"row1": "incense"}).rows[0].points == 6
    assert (
        SCORE("M1 M2 F3 F4/C1 C2 C3 C4/T1 T2 T3 T4", {"row1": "incense"}, incense="sum")
        .rows[0]
        .points
        == 6
    )


def test_dojo_trophy_multicolour_belt_and_competition_kimono():
    grid = "M3 M4 F1 B1/C3 C4 C1 C2/T1 T4 T1 T2"  # columns: 3 3 1 | 4 4 4 | 1 1 1 | 1 2 2
    assert [c.points for c in SCORE(grid).columns] == [0, 4, 1, 0]
    assert SCORE(grid, {"col1": "multicolour_belt"}).columns[0].points == 3  # the green pair
    assert SCORE(grid, {"col4": "multicolour_belt"}).columns[3].points == 2
    assert SCORE(grid, {"col2": "multicolour_belt"}).columns[1].points == 4  # no stacking
    assert SCORE(grid, {"col2": "competition_kimono"}).columns[1].points == 8
    assert SCORE(grid, {"col1": "competition_kimono"}).columns[0].points == 0


def test_dojo_trophy_assistant_and_broom_rearrange_for_the_best():
    grid = "M1 M2 M3 M4/C2 C1 C3 C4/T1 T2 T3 T4"
    assert SCORE(grid).columns[0].points == 0
    best = SCORE(grid, {"row2": "assistant"})
    assert [c.points for c in best.columns] == [1, 2, 3, 4] and best.rearranged == ("row2",)
    # Row 1 has M C M M; the Broom on column 2 brings the Monkey of row 2 up: four Monkeys.
    broom = SCORE("M1 C2 M3 M4/C2 M1 C3 C4/T1 T2 T3 T4", {"col2": "broom"})
    assert broom.rows[0].points == 10 and broom.rearranged == ("col2",)


def test_bad_grids_are_refused_with_a_reason():
    for bad in (
        "T1 T2 T3/C1 C2 C3 C4/M1 M2 M3 M4",
        "X1 T2 T3 T4/C1 C2 C3 C4/M1 M2 M3 M4",
        "",
        "a/b",
    ):
        try:
            SCORE(bad)
        except ValueError as err:
            assert str(err)
        else:
            raise AssertionError(bad)


# A dojo the deck can make: twelve cards drawn from the 60.
GRID = st.permutations(deck()).map(lambda cards: [cards[0:4], cards[4:8], cards[8:12]])


@settings(max_examples=60, deadline=None)
@given(
    GRID,
    st.sampled_from(["row1", "row2", "row3"]),
    st.sampled_from(["col1", "col2", "col3", "col4"]),
)
def test_rearranging_trophies_never_lower_a_score(grid, row, col):
    plain = SCORE(grid).total
    assert SCORE(grid, {row: "assistant"}).total >= plain
    assert SCORE(grid, {col: "broom"}).total >= plain
    assert SCORE(grid, {row: "grand_master"}).total >= plain
    assert SCORE(grid, {row: "incense"}).total >= plain
    assert SCORE(grid, {col: "multicolour_belt"}).total >= plain
    assert SCORE(grid, {col: "competition_kimono"}).total >= plain


@settings(max_examples=60, deadline=None)
@given(GRID, st.integers(0, 2), st.integers(0, 3))
def test_a_raccoon_never_scores_less_than_the_card_it_replaces(grid, r, c):
    raccoon = Card("R", grid[r][c].belt)
    assume(sum(row.count(raccoon) for row in grid) < DECK_COMPOSITION[("R", raccoon.belt)])
    plain = SCORE(grid)
    with_raccoon = [list(row) for row in grid]
    with_raccoon[r][c] = raccoon
    assert SCORE(with_raccoon).rows[r].points >= plain.rows[r].points
    assert SCORE(with_raccoon).total >= plain.total
