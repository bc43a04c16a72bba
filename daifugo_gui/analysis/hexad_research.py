"""Everything the hexad tab's panels and ``daifugo hexad labelings --detail`` show, as values.

One call gathers the numbers of Irie's note (seed 004) that the analysis code computes:
the labelings of S(1,2,4), S(3,4,8) and S(5,6,12) with their counts a_i (Theorems 2.5
and 2.6, §2.3), the labelings whose energy-1 positions form an S(5,6,12) again, the block
sums of the shuffle labeling (Figure 4) and how the hexad game's 905 positions spread
over the energies. It takes about two seconds (the 5040-design table), so the console runs
it off the UI thread; screens and the command line only format the result.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Callable, Sequence

from daifugo_gui.analysis.designs import Block, SteinerSystem, is_steiner_system
from daifugo_gui.analysis.hexad import HexadGame, shuffle_hexads, shuffle_labeling
from daifugo_gui.analysis.labelings import KSubsetSpace, LabelingProfile, LabelingTable, labeling_table

#: The systems S(t, t+1, 2t+2) the note tabulates (Theorem 2.6); 5 is the hexad game's.
SMALL_T = (1, 3)
HEXAD_T = 5


@dataclass(frozen=True)
class EnergyOneLabeling:
    """A labeling D whose generated game has as many energy-1 positions as D has blocks."""

    number: int  # D's number in the table (1-based, exact-cover order)
    profile: LabelingProfile
    energy_one: frozenset[Block]  # the energy-1 positions themselves
    is_steiner: bool  # checked directly: every 5-set lies in exactly one of them
    same_as: int | None  # the number of the labeling they are, when they are one


@dataclass(frozen=True)
class A0Class:
    """The labelings sharing one a_0, that is one game size 924 - a_0 (§2.3: for even
    a_0 the labeling with the largest a_1 is unique)."""

    a0: int
    size: int
    labelings: int
    largest_a1: int
    with_largest_a1: int


@dataclass(frozen=True)
class HexadResearch:
    small_tables: tuple[LabelingTable, ...]  # S(1,2,4), S(3,4,8)
    table: LabelingTable  # S(5,6,12): all 5040, or the sample it was asked for
    shuffle_number: int | None  # the shuffle labeling's number in ``table``
    energy_one: tuple[EnergyOneLabeling, ...]
    relations_hold: int  # labelings of ``table`` satisfying the §2.3 relations among a_i
    a0_classes: tuple[A0Class, ...]
    block_sums: dict[int, int]  # Figure 4: sum of a hexad -> how many hexads
    energy_histogram: dict[int, int]  # energy -> hexad-game positions with it

    @property
    def complete(self) -> bool:
        """Whether ``table`` holds every S(5,6,12) on 0..11 (not a sample)."""
        return len(self.table.profiles) == 5040


def block_sums(blocks: frozenset[Block]) -> dict[int, int]:
    """How many blocks have each sum of points (Figure 4 for the shuffle labeling)."""
    return dict(sorted(Counter(sum(b) for b in blocks).items()))


def energy_histogram(game: HexadGame) -> dict[int, int]:
    """How many of the hexad game's positions have each energy."""
    return dict(sorted(Counter(game.energies.values()).items()))


def relations_hold(profile: LabelingProfile) -> bool:
    """§2.3 for S(5,6,12): a0 = a6, a1 = a5, a2 = a4, Σ a_i = 792 (the sum over all
    non-blocks starts at i = 0), Σ i(i-1) a_i = 5940 and |L(D)| = 924 - a0."""
    a = profile.a
    return (
        len(a) == 7
        and (a[0], a[1], a[2]) == (a[6], a[5], a[4])
        and sum(a) == 792
        and sum(i * (i - 1) * x for i, x in enumerate(a)) == 5940
        and profile.size == 924 - a[0]
    )


def a0_classes(table: LabelingTable) -> tuple[A0Class, ...]:
    by_a0: dict[int, list[int]] = {}
    for profile in table.profiles:
        by_a0.setdefault(profile.a[0], []).append(profile.a[1])
    classes = []
    for a0, a1s in sorted(by_a0.items()):
        most = max(a1s)
        classes.append(A0Class(a0, 924 - a0, len(a1s), most, a1s.count(most)))
    return tuple(classes)


def energy_one_labelings(table: LabelingTable, space: KSubsetSpace) -> tuple[EnergyOneLabeling, ...]:
    """The labelings counted by :meth:`LabelingTable.energy_one_designs`, each with its
    energy-1 positions checked to be a Steiner system (the count alone only makes them a
    packing of the right size) and matched to the labeling they are."""
    number_of = {p.blocks: n for n, p in enumerate(table.profiles, start=1)}
    found = []
    for profile in table.energy_one_designs():
        ones = space.energy_one_positions(profile.blocks)
        steiner = is_steiner_system(ones, table.t, table.k, table.v)
        found.append(
            EnergyOneLabeling(
                number=number_of[profile.blocks],
                profile=profile,
                energy_one=ones,
                is_steiner=steiner,
                same_as=number_of.get(ones) if steiner else None,
            )
        )
    return tuple(found)


def hexad_research(
    designs: Sequence[SteinerSystem] | None = None,
    progress: Callable[[float], None] | None = None,
    game: HexadGame | None = None,
) -> HexadResearch:
    """Gather every panel's numbers. ``designs`` limits the S(5,6,12) table to a sample
    (tests, quick screenshots); ``progress`` hears fractions 0..1 and may raise to stop;
    ``game`` reuses energies already computed."""
    small = tuple(labeling_table(t) for t in SMALL_T)
    table = labeling_table(HEXAD_T, designs=designs, progress=progress)
    space = KSubsetSpace(table.v, table.k)
    hexads = shuffle_hexads()
    shuffle_number = next((n for n, p in enumerate(table.profiles, start=1) if p.blocks == hexads), None)
    return HexadResearch(
        small_tables=small,
        table=table,
        shuffle_number=shuffle_number,
        energy_one=energy_one_labelings(table, space),
        relations_hold=sum(1 for p in table.profiles if relations_hold(p)),
        a0_classes=a0_classes(table),
        block_sums=block_sums(hexads),
        energy_histogram=energy_histogram(game if game is not None else HexadGame()),
    )


def sample_research(progress: Callable[[float], None] | None = None) -> HexadResearch:
    """The same numbers with the S(5,6,12) table cut down to the shuffle labeling alone:
    milliseconds instead of seconds, for tests and previews that need no 5040 rows."""
    return hexad_research(designs=[shuffle_labeling()], progress=progress)
