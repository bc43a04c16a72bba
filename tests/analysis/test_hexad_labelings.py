"""The labelings table: Theorems 2.5 and 2.6 and the counts a_i (seed 004, §2.3)."""

from __future__ import annotations

from collections import defaultdict

import pytest

from daifugo_gui.analysis.hexad import all_positions, shuffle_hexads
from daifugo_gui.analysis.labelings import LabelingTable, labeling_table

# Issue 28: seconds of CPU per test; left out of the fast loop (pytest -m "not slow").
pytestmark = pytest.mark.slow

#: Theorem 2.5 as printed in the paper: |L(D)| -> number of labelings D.
THEOREM_2_5 = {
    905: 1, 906: 10, 907: 42, 908: 150, 909: 351, 910: 650,
    911: 1012, 912: 1237, 913: 939, 914: 532, 915: 115, 916: 1,
}  # fmt: skip


@pytest.fixture(scope="module")
def table() -> LabelingTable:
    return labeling_table(5)


def test_theorem_2_5_distribution_of_game_sizes(table: LabelingTable) -> None:
    assert len(table.profiles) == 5040
    assert table.size_distribution() == THEOREM_2_5
    assert sum(THEOREM_2_5.values()) == 5040


def test_theorem_2_5_shuffle_labeling_is_the_unique_minimum_and_gives_the_hexad_game(
    table: LabelingTable,
) -> None:
    (least,) = table.smallest()
    assert least.size == 905
    assert least.blocks == shuffle_hexads()
    # its generated game is the hexad game: 924 six-sets minus the 19 with sum <= 20
    assert 924 - least.a[0] == len(all_positions()) == 905


@pytest.mark.parametrize("t", [1, 3, 5])
def test_theorem_2_6_smallest_and_largest_labelings_are_unique(t: int, table: LabelingTable) -> None:
    tab = table if t == 5 else labeling_table(t)
    assert tab.k == t + 1 and tab.v == 2 * t + 2
    assert len(tab.smallest()) == 1
    assert len(tab.largest()) == 1
    assert tab.smallest()[0].size < tab.largest()[0].size


def test_small_tables() -> None:
    assert labeling_table(1).size_distribution() == {4: 1, 5: 1, 6: 1}
    three = labeling_table(3)
    assert len(three.profiles) == 30
    assert three.size_distribution() == {63: 1, 64: 3, 65: 5, 66: 6, 67: 6, 68: 5, 69: 3, 70: 1}


def test_counts_a_i_relations_hold_for_every_labeling(table: LabelingTable) -> None:
    """a0 = a6, a1 = a5, a2 = a4, Σ a_i = 792 (all non-blocks: the sum starts at i = 0),
    Σ i(i-1) a_i = 5940 and |L(D)| = 924 - a0; hence a1, a2 determine the rest."""
    for p in table.profiles:
        a = p.a
        assert (a[0], a[1], a[2]) == (a[6], a[5], a[4])
        assert sum(a) == 792
        assert sum(i * (i - 1) * x for i, x in enumerate(a)) == 5940
        assert p.size == 924 - a[0]
        # solving the relations: 9 a0 + 4 a1 + a2 = 594 and a3 = 792 - 2 (a0 + a1 + a2)
        assert 9 * a[0] + 4 * a[1] + a[2] == 594
        assert a[3] == 792 - 2 * (a[0] + a[1] + a[2])
        # each non-block has exactly six block neighbours (one per coin), so Σ i a_i = 3 * 792
        assert sum(i * x for i, x in enumerate(a)) == 2376


def test_shuffle_labeling_counts(table: LabelingTable) -> None:
    assert table.profile_of(shuffle_hexads()).a == (19, 54, 207, 232, 207, 54, 19)


def test_for_even_a0_the_labeling_with_most_a1_is_unique(table: LabelingTable) -> None:
    by_a0: dict[int, list[int]] = defaultdict(list)
    for p in table.profiles:
        by_a0[p.a[0]].append(p.a[1])
    assert sorted(by_a0) == list(range(8, 20))
    for a0, a1s in by_a0.items():
        if a0 % 2 == 0:
            assert a1s.count(max(a1s)) == 1, a0
    # the statement is sharp: for some odd a0 the maximum is shared
    assert any(a1s.count(max(a1s)) > 1 for a0, a1s in by_a0.items() if a0 % 2)


def test_energy_one_is_again_an_s5612_for_exactly_19_labelings(table: LabelingTable) -> None:
    assert len(table.energy_one_designs()) == 19
    assert all(p.energy_one_count <= 132 for p in table.profiles)
    assert table.profile_of(shuffle_hexads()) not in table.energy_one_designs()
