"""What the hexad panels and ``labelings --detail`` show, against the paper (seed 004) and
against plain recomputations that share no code with the fast engine."""

from __future__ import annotations

from collections import Counter

import pytest

from daifugo_gui.analysis.designs import (
    SteinerSystem,
    enumerate_steiner_systems,
    generated_game,
    is_steiner_system,
)
from hexad_paper import THEOREM_2_5

from daifugo_gui.analysis.hexad import HexadGame, shuffle_hexads, shuffle_labeling
from daifugo_gui.analysis.hexad_research import (
    HexadResearch,
    block_sums,
    energy_histogram,
    hexad_research,
    relations_hold,
)
from daifugo_gui.analysis.labelings import KSubsetSpace, LabelingProfile
from daifugo_gui.analysis.maya import MayaGame

# Issue 28: seconds of CPU per test; left out of the fast loop (pytest -m "not slow").
pytestmark = pytest.mark.slow



@pytest.fixture(scope="module")
def research() -> HexadResearch:
    return hexad_research()


def test_the_tables_for_t_1_3_5(research: HexadResearch) -> None:
    one, three = research.small_tables
    assert (one.t, one.k, one.v, len(one.profiles)) == (1, 2, 4, 3)
    assert (three.t, three.k, three.v, len(three.profiles)) == (3, 4, 8, 30)
    assert one.size_distribution() == {4: 1, 5: 1, 6: 1}
    assert three.size_distribution() == {63: 1, 64: 3, 65: 5, 66: 6, 67: 6, 68: 5, 69: 3, 70: 1}
    assert research.complete and research.table.size_distribution() == THEOREM_2_5


def test_the_shuffle_labeling_is_found_with_its_counts(research: HexadResearch) -> None:
    number = research.shuffle_number
    assert number is not None
    profile = research.table.profiles[number - 1]
    assert profile.blocks == shuffle_hexads()
    assert profile.size == 905 and profile.a == (19, 54, 207, 232, 207, 54, 19)


def test_every_labeling_satisfies_the_relations_among_a_i(research: HexadResearch) -> None:
    assert research.relations_hold == 5040
    # the check can fail: break one relation at a time
    good = research.table.profiles[0]
    for broken in ((good.a[0] + 1, *good.a[1:]), (*good.a[:3], good.a[3] + 2, *good.a[4:])):
        assert not relations_hold(LabelingProfile(good.blocks, good.size, broken, good.energy_one_count))


def test_a0_classes(research: HexadResearch) -> None:
    classes = research.a0_classes
    assert [c.a0 for c in classes] == list(range(8, 20))
    assert {c.size: c.labelings for c in classes} == THEOREM_2_5
    # §2.3: for even a0 the labeling with the largest a1 is unique; not so for every odd a0
    assert all(c.with_largest_a1 == 1 for c in classes if c.a0 % 2 == 0)
    assert any(c.with_largest_a1 > 1 for c in classes if c.a0 % 2)
    by_a0 = Counter(p.a[0] for p in research.table.profiles)
    assert {c.a0: c.labelings for c in classes} == dict(by_a0)


def test_nineteen_labelings_have_an_s5612_at_energy_one(research: HexadResearch) -> None:
    """§2.3: 'for S(5,6,12), in 19 labelings energy 1 is an S(5,6,12) too'."""
    ones = research.energy_one
    assert len(ones) == 19
    assert all(e.is_steiner and len(e.energy_one) == 132 for e in ones)
    assert all(is_steiner_system(e.energy_one, 5, 6, 12) for e in ones)
    for e in ones:
        assert research.table.profiles[e.number - 1] is e.profile
        assert e.same_as is not None
        assert research.table.profiles[e.same_as - 1].blocks == e.energy_one
    assert research.shuffle_number not in {e.number for e in ones}


def test_energy_one_positions_agree_with_the_mex_recursion(research: HexadResearch) -> None:
    """The fast sweep against the plain definition, on one of the 19 and on the shuffle
    labeling (whose energy-1 positions are no design)."""
    space = KSubsetSpace(12, 6)
    for blocks in (research.energy_one[0].profile.blocks, shuffle_hexads()):
        family = generated_game(SteinerSystem(5, 6, 12, blocks))
        game = MayaGame(family.__contains__)
        plain = frozenset(p for p in family if game.energy(p) == 1)
        assert space.energy_one_positions(blocks) == plain
    assert not is_steiner_system(space.energy_one_positions(shuffle_hexads()), 5, 6, 12)


def test_energy_one_of_small_systems() -> None:
    """The same check works for S(3,4,8), whose tables are small enough to redo plainly."""
    space = KSubsetSpace(8, 4)
    designs = enumerate_steiner_systems(3, 4, 8)
    for design in designs[:10]:
        family = generated_game(design)
        game = MayaGame(family.__contains__)
        plain = frozenset(p for p in family if game.energy(p) == 1)
        assert space.energy_one_positions(design.blocks) == plain


def test_figure_4_block_sums(research: HexadResearch) -> None:
    """Figure 4: 11 hexads sum to 21 and 11 to 45; the picture is symmetric about 33
    (a hexad's complement is a hexad, and the sums add up to 66)."""
    sums = research.block_sums
    assert sums[21] == 11 and sums[45] == 11
    assert sum(sums.values()) == 132
    assert all(sums[s] == sums[66 - s] for s in sums)
    assert sums == dict(sorted(Counter(sum(h) for h in shuffle_hexads()).items()))
    assert block_sums(frozenset({frozenset({0, 1}), frozenset({2, 3})})) == {1: 1, 5: 1}


def test_energy_histogram(research: HexadResearch) -> None:
    hist = research.energy_histogram
    assert sum(hist.values()) == 905
    assert hist[0] == 132  # Theorem 1.1: the P-positions are the 132 hexads
    game = HexadGame()
    assert hist == energy_histogram(game)
    assert hist == dict(sorted(Counter(game.energy(p) for p in game.energies).items()))
    assert list(hist) == list(range(len(hist)))  # mex leaves no energy out below the top


def test_a_sample_is_fast_and_says_it_is_not_complete() -> None:
    sample = hexad_research(designs=[shuffle_labeling()])
    assert not sample.complete
    assert sample.shuffle_number == 1 and sample.energy_one == ()
    assert sample.table.size_distribution() == {905: 1}


def test_progress_reports_and_can_stop_the_work() -> None:
    seen: list[float] = []
    hexad_research(designs=[shuffle_labeling()] * 250, progress=seen.append)
    assert seen[0] == 0.0 and seen[-1] == 1.0 and seen == sorted(seen) and len(seen) >= 3

    class Stop(Exception):
        pass

    def stop(fraction: float) -> None:
        if fraction > 0:
            raise Stop

    with pytest.raises(Stop):
        hexad_research(designs=[shuffle_labeling()] * 250, progress=stop)
