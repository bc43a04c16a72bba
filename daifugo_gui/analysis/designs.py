"""Steiner systems and the games they generate (Irie, Proposition 2.3).

A Steiner system S(t, k, v) on the points 0..v-1 is a family of k-sets (blocks) such
that every t-set of points lies in exactly one block. Let Γ be the Maya game restricted
to the k-sets of [v] = {0, …, v-1}. The design D *generates* the game Γ restricted to

    L(D) = B ∪ {α : α has a move to some block},

whose P-positions (energy 0) are exactly the blocks; L(D) is the largest family with that
property. Two blocks never lie one move apart (they would share k-1 ≥ t points), which
is why every block is a P-position and every other member of L(D) an N-position.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from math import comb
from typing import Iterable, Iterator, Sequence

from daifugo_gui.analysis.maya import MayaGame, Position

Block = frozenset[int]


@dataclass(frozen=True)
class SteinerSystem:
    """A family of blocks claimed to be an S(t, k, v); see :func:`is_steiner_system`."""

    t: int
    k: int
    v: int
    blocks: frozenset[Block]

    def relabel(self, permutation: Sequence[int]) -> "SteinerSystem":
        """The image under the point map ``i -> permutation[i]``."""
        image = frozenset(frozenset(permutation[i] for i in b) for b in self.blocks)
        return SteinerSystem(self.t, self.k, self.v, image)

    def is_valid(self) -> bool:
        return is_steiner_system(self.blocks, self.t, self.k, self.v)


def is_steiner_system(blocks: Iterable[Iterable[int]], t: int, k: int, v: int) -> bool:
    """Every block is a k-subset of [v] and every t-subset of [v] is in exactly one block."""
    seen: set[tuple[int, ...]] = set()
    for block in blocks:
        points = sorted(set(block))
        if len(points) != k or points[0] < 0 or points[-1] >= v:
            return False
        for sub in combinations(points, t):
            if sub in seen:
                return False
            seen.add(sub)
    return len(seen) == comb(v, t)


def k_subsets(v: int, k: int) -> list[Position]:
    return [frozenset(c) for c in combinations(range(v), k)]


def parents(position: Position, v: int) -> Iterator[Position]:
    """The k-sets of [v] with a Maya move to ``position`` (one coin moved back right)."""
    for x in position:
        for y in range(x + 1, v):
            if y not in position:
                yield (position - {x}) | {y}


def generated_game(design: SteinerSystem) -> frozenset[Position]:
    """L(D): the blocks together with every k-set that has a move to a block."""
    family = set(design.blocks)
    for block in design.blocks:
        family.update(parents(block, design.v))
    return frozenset(family)


def p_positions(family: Iterable[Position]) -> frozenset[Position]:
    """The positions of energy 0 in the Maya game restricted to ``family``."""
    members = frozenset(frozenset(p) for p in family)
    game = MayaGame(members.__contains__)
    return frozenset(p for p in members if game.energy(p) == 0)


def block_child_counts(design: SteinerSystem) -> tuple[int, ...]:
    """(a_0, …, a_k): a_i counts the non-blocks with exactly i moves onto a block.

    The moves are those of the Maya game on all k-sets of [v]; the size of the
    generated game is C(v, k) - a_0.
    """
    counts = [0] * (design.k + 1)
    unrestricted = MayaGame()
    for alpha in k_subsets(design.v, design.k):
        if alpha in design.blocks:
            continue
        hits = sum(1 for child in unrestricted.children(alpha) if child in design.blocks)
        counts[hits] += 1
    return tuple(counts)


def enumerate_steiner_systems(t: int, k: int, v: int) -> list[SteinerSystem]:
    """Every S(t, k, v) on the points 0..v-1, by exact cover (fine for small v).

    Always extend the first t-set not yet covered: each branch is then a different
    block through it, so every system is produced exactly once.
    """
    tsets = list(combinations(range(v), t))
    tindex = {s: i for i, s in enumerate(tsets)}
    full = (1 << len(tsets)) - 1
    candidates: list[list[tuple[int, Block]]] = [[] for _ in tsets]
    for block in combinations(range(v), k):
        bits = 0
        for sub in combinations(block, t):
            bits |= 1 << tindex[sub]
        for sub in combinations(block, t):
            candidates[tindex[sub]].append((bits, frozenset(block)))
    found: list[SteinerSystem] = []
    chosen: list[Block] = []

    def extend(covered: int) -> None:
        if covered == full:
            found.append(SteinerSystem(t, k, v, frozenset(chosen)))
            return
        first = (~covered & (covered + 1)).bit_length() - 1
        for bits, block in candidates[first]:
            if bits & covered == 0:
                chosen.append(block)
                extend(covered | bits)
                chosen.pop()

    extend(0)
    return found


def matching_involution(design: SteinerSystem) -> tuple[int, ...]:
    """For an S(1, 2, 2n): the fixed-point-free involution swapping each block's points."""
    image = list(range(design.v))
    for a, b in (tuple(block) for block in design.blocks):
        image[a], image[b] = b, a
    return tuple(image)


def inversions(permutation: Sequence[int]) -> int:
    return sum(1 for i, j in combinations(range(len(permutation)), 2) if permutation[i] > permutation[j])


def matching_missing_count(design: SteinerSystem) -> int:
    """Proposition 2.4 (as corrected, see docs/hexad.md): for D an S(1, 2, 2n) with
    involution s, the number of 2-sets left out of L(D) is (inv(s) - n) / 2."""
    n = design.v // 2
    return (inversions(matching_involution(design)) - n) // 2
