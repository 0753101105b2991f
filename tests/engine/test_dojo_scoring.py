"""The Dojo scoring tool: the rulebook's example, each trophy, and properties of the search."""

from __future__ import annotations

from itertools import permutations

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

import gamekit
import gamekit.dojo.scoring
from gamekit.dojo.cards import DECK_COMPOSITION, Card, deck
from gamekit.dojo.scoring import ScoreError

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


def test_dojo_trophy_assistant_and_broom_in_the_order_the_player_likes():
    # Assistant on row 2 first (C1 R1 M4 M2: the Crane comes to column 1), then the Broom on
    # column 1 (C5 up to row 1, M3 down), then the Assistant on row 1: row 1 holds C5 C1 R5 B5.
    grid = "M3 R5 C5 B5/R1 C1 M4 M2/T4 F1 T1 F3"
    trophies = {"row1": "assistant", "row2": "assistant", "col1": "broom"}
    result = SCORE(grid, trophies)
    assert result.total == 20
    assert [line for line, _ in result.steps] == list(result.rearranged)
    assert "col1" in result.rearranged and result.rearranged.index("col1") not in (0, 2)
    # every step leaves the line with the same cards, moved
    replayed = [list(row) for row in gamekit.dojo.scoring.parse_grid(grid)]
    for line, cards in result.steps:
        i = int(line[3]) - 1
        if line.startswith("row"):
            assert sorted(cards) == sorted(replayed[i])
            replayed[i] = list(cards)
        else:
            assert sorted(cards) == sorted(row[i] for row in replayed)
            for r in range(3):
                replayed[r][i] = cards[r]
    assert tuple(map(tuple, replayed)) == result.grid


def test_dojo_trophy_grand_master_has_no_effect_on_four_of_a_kind():
    result = SCORE("B2 B4 R3 B5/C1 C2 C3 C4/T1 T2 T3 T4", {"row1": "grand_master"})
    assert result.rows[0].points == 10 and result.rows[0].converted is None


def test_bad_trophies_are_refused_with_a_reason_in_both_languages():
    for bad in (
        ["row1"],
        "row1",
        {"row4": "incense"},
        {"row1": "broom"},
        {"col1": "incense"},
        {"row1": "assistant", "row2": "assistant", "row3": "assistant"},  # 2 Assistants exist
    ):
        with pytest.raises(ScoreError) as err:
            SCORE(EXAMPLE, bad)
        assert err.value.say("en") and err.value.say("fr") != err.value.say("en")
    with pytest.raises(ScoreError, match="deck holds 2 T1"):
        SCORE("T1 T1 T1 M4/C1 C2 F3 B4/M1 F2 B3 R4")


def best_by_hand(grid, row, col):
    """The best score with an Assistant on ``row`` and a Broom on ``col``, used in either order,
    by trying every arrangement (the scoring's search must find the same)."""
    best = 0
    for row_first in (True, False):
        for first in permutations(range(4) if row_first else range(3)):
            g = [list(r) for r in grid]
            if row_first:
                g[row] = [g[row][i] for i in first]
            else:
                column = [g[r][col] for r in first]
                for r in range(3):
                    g[r][col] = column[r]
            for second in permutations(range(3) if row_first else range(4)):
                h = [list(r) for r in g]
                if row_first:
                    column = [h[r][col] for r in second]
                    for r in range(3):
                        h[r][col] = column[r]
                else:
                    h[row] = [h[row][i] for i in second]
                best = max(best, SCORE(h).total)
    return best


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


@settings(max_examples=25, deadline=None)
@given(GRID, st.integers(0, 2), st.integers(0, 3))
def test_assistant_and_broom_find_the_best_of_every_arrangement(grid, row, col):
    trophies = {f"row{row + 1}": "assistant", f"col{col + 1}": "broom"}
    assert SCORE(grid, trophies).total == best_by_hand(grid, row, col)


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
