"""All labelings of S(t, t+1, 2t+2) and the sizes of the games they generate.

Irie's Theorem 2.5: the 5040 systems S(5,6,12) on the points 0..11 generate games of
sizes 905..916, and the unique smallest is the shuffle labeling, whose game is the hexad
game. Theorem 2.6: for t = 1, 3, 5 the smallest and the largest are unique.

Speed matters (5040 designs, each with 132 blocks over 924 positions), so positions are
bit masks numbered in increasing order, and families of positions are Python integers
used as bit sets: L(D) is the union of precomputed "block plus its parents" sets, and the
counts a_i come from a bit-sliced counter (three bit planes hold 0..7 per position).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import combinations
from math import comb

from daifugo_gui.analysis.designs import Block, SteinerSystem, enumerate_steiner_systems


class KSubsetSpace:
    """The k-sets of [v] as indices 0..C(v,k)-1 in increasing bit-mask order.

    A Maya move lowers the mask, so increasing index order lists children first.
    """

    def __init__(self, v: int, k: int) -> None:
        self.v = v
        self.k = k
        masks = sorted(sum(1 << i for i in c) for c in combinations(range(v), k))
        self.masks = masks
        self.index = {m: i for i, m in enumerate(masks)}
        self.everything = (1 << len(masks)) - 1
        self.parent_bits: list[int] = []
        self.child_bits: list[int] = []
        for mask in masks:
            ups = downs = 0
            for x in range(v):
                if not mask >> x & 1:
                    continue
                for y in range(v):
                    if mask >> y & 1:
                        continue
                    other = self.index[mask ^ (1 << x) ^ (1 << y)]
                    if y > x:
                        ups |= 1 << other
                    else:
                        downs |= 1 << other
            self.parent_bits.append(ups)
            self.child_bits.append(downs)

    def indices(self, blocks: frozenset[Block]) -> list[int]:
        return [self.index[sum(1 << i for i in b)] for b in blocks]

    def profile(self, blocks: frozenset[Block]) -> "LabelingProfile":
        idx = self.indices(blocks)
        block_bits = 0
        ones = twos = fours = 0  # bit-sliced count of block-children per position
        for i in idx:
            block_bits |= 1 << i
            x = self.parent_bits[i]
            carry = ones & x
            ones ^= x
            carry2 = twos & carry
            twos ^= carry
            fours |= carry2
        others = self.everything & ~block_bits
        planes = (ones, twos, fours)
        a = []
        for count in range(self.k + 1):
            sel = others
            for bit, plane in enumerate(planes):
                sel &= plane if count >> bit & 1 else ~plane
            a.append(sel.bit_count())
        game = block_bits | (others & (ones | twos | fours))
        return LabelingProfile(
            blocks=blocks,
            size=game.bit_count(),
            a=tuple(a),
            energy_one_count=self._energy_one_count(game & ~block_bits),
        )

    def _energy_one_count(self, non_blocks: int) -> int:
        """How many positions of the generated game have energy 1.

        Every non-block of L(D) has a move to a block, so its energy is at least 1; it is
        exactly 1 when none of its children has energy 1. Children come first in index
        order, so one ascending sweep decides them all.
        """
        child_bits = self.child_bits
        ones = 0
        rest = non_blocks
        while rest:
            low = rest & -rest
            if not child_bits[low.bit_length() - 1] & ones:
                ones |= low
            rest ^= low
        return ones.bit_count()


@dataclass(frozen=True)
class LabelingProfile:
    """What one design generates: |L(D)|, the counts a_0..a_k and |energy 1|."""

    blocks: frozenset[Block]
    size: int
    a: tuple[int, ...]
    energy_one_count: int


@dataclass(frozen=True)
class LabelingTable:
    t: int
    k: int
    v: int
    profiles: tuple[LabelingProfile, ...]

    @property
    def block_count(self) -> int:
        return comb(self.v, self.t) // comb(self.k, self.t)

    def size_distribution(self) -> dict[int, int]:
        counts = Counter(p.size for p in self.profiles)
        return dict(sorted(counts.items()))

    def smallest(self) -> list[LabelingProfile]:
        least = min(p.size for p in self.profiles)
        return [p for p in self.profiles if p.size == least]

    def largest(self) -> list[LabelingProfile]:
        most = max(p.size for p in self.profiles)
        return [p for p in self.profiles if p.size == most]

    def energy_one_designs(self) -> list[LabelingProfile]:
        """The labelings whose energy-1 positions form another S(t, k, v).

        Two energy-1 positions are never one move apart, so they share at most k-2
        points; with k = t+1 that makes them a packing, a design exactly when there are
        as many as blocks.
        """
        return [p for p in self.profiles if p.energy_one_count == self.block_count]

    def profile_of(self, blocks: frozenset[Block]) -> LabelingProfile:
        for p in self.profiles:
            if p.blocks == blocks:
                return p
        raise KeyError("no such labeling in the table")


def labeling_table(t: int) -> LabelingTable:
    """Every S(t, t+1, 2t+2) on 0..2t+1 with its profile (t = 1, 3, 5 are the
    non-trivial cases: S(1,2,4), S(3,4,8), S(5,6,12))."""
    k, v = t + 1, 2 * t + 2
    space = KSubsetSpace(v, k)
    designs: list[SteinerSystem] = enumerate_steiner_systems(t, k, v)
    return LabelingTable(t, k, v, tuple(space.profile(d.blocks) for d in designs))


def hexad_labeling_summary() -> tuple[dict[int, int], int]:
    """Theorem 2.5 in two numbers: the size distribution over the 5040 S(5,6,12) and
    the size of the game generated by the shuffle labeling."""
    from daifugo_gui.analysis.hexad import shuffle_hexads

    table = labeling_table(5)
    return table.size_distribution(), table.profile_of(shuffle_hexads()).size
