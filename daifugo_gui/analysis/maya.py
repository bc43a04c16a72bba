"""The Maya game (Sato–Welter game) and its Sprague–Grundy values.

Squares are numbered 0, 1, 2, …; a position is the finite set of squares that hold a
coin. A move takes one coin to an empty square with a smaller number (it may jump over
other coins); the player who cannot move loses. Every move lowers the sum of the
occupied squares, so the game tree has no cycles and the recursion
``energy(p) = mex{energy(c) : c a child of p}`` is well founded.

A *restricted* Maya game keeps only the positions of a given family: a move is allowed
only when it lands inside the family (the hexad game is the restriction to the 6-sets of
squares 0..11 whose sum is at least 21).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable, Iterator

Position = frozenset[int]


@dataclass(frozen=True, order=True)
class Move:
    """One coin moves from ``source`` down to the empty square ``target``."""

    source: int
    target: int

    def apply(self, position: Position) -> Position:
        if self.source not in position:
            raise ValueError(f"no coin on square {self.source}")
        if self.target in position or not 0 <= self.target < self.source:
            raise ValueError(f"square {self.target} is not an empty square left of {self.source}")
        return (position - {self.source}) | {self.target}


def mex(values: Iterable[int]) -> int:
    """The least non-negative integer that is not among ``values``."""
    seen = set(values)
    n = 0
    while n in seen:
        n += 1
    return n


def moves(position: Position) -> Iterator[Move]:
    """Every move of the unrestricted Maya game, by source then target."""
    for source in sorted(position):
        for target in range(source):
            if target not in position:
                yield Move(source, target)


def children(position: Position) -> Iterator[Position]:
    """The positions one move away (unrestricted game)."""
    for move in moves(position):
        yield (position - {move.source}) | {move.target}


class MayaGame:
    """A Maya game, optionally restricted to the positions ``allowed`` accepts.

    Energies (Sprague–Grundy values) are memoised per instance; the recursion is done
    with an explicit stack so long games do not hit Python's recursion limit.
    """

    def __init__(self, allowed: Callable[[Position], bool] | None = None) -> None:
        self._allowed = allowed
        self._energy: dict[Position, int] = {}

    def contains(self, position: Position) -> bool:
        return self._allowed is None or self._allowed(position)

    def legal_moves(self, position: Position) -> list[Move]:
        return [m for m in moves(position) if self.contains(m.apply(position))]

    def children(self, position: Position) -> list[Position]:
        return [m.apply(position) for m in self.legal_moves(position)]

    def energy(self, position: Position) -> int:
        """The Sprague–Grundy value by the mex recursion."""
        position = frozenset(position)
        if not self.contains(position):
            raise ValueError(f"{sorted(position)} is not a position of this game")
        memo = self._energy
        stack = [position]
        while stack:
            top = stack[-1]
            if top in memo:
                stack.pop()
                continue
            kids = self.children(top)
            missing = [k for k in kids if k not in memo]
            if missing:
                stack.extend(missing)
            else:
                memo[top] = mex(memo[k] for k in kids)
                stack.pop()
        return memo[position]

    def winning_moves(self, position: Position) -> list[Move]:
        """The moves to a position of energy 0 (none if ``position`` is itself one)."""
        return [m for m in self.legal_moves(position) if self.energy(m.apply(position)) == 0]


def two_adic_valuation(n: int) -> int:
    """The exponent of 2 in the non-zero integer ``n``."""
    if n == 0:
        raise ValueError("the 2-adic valuation of 0 is infinite")
    n = abs(n)
    return (n & -n).bit_length() - 1


def welter(position: Iterable[int]) -> int:
    """Welter's closed form for the energy of an (unrestricted) Maya position.

    The nim-sum of the squares, nim-added to ``2**(v+1) - 1`` for every pair of coins
    whose squares differ by ``2**v`` times an odd number. It holds for the plain Maya
    game only; restricted games such as the hexad game need the recursion.
    """
    squares = sorted(set(position))
    value = 0
    for a in squares:
        value ^= a
    for i, a in enumerate(squares):
        for b in squares[i + 1 :]:
            value ^= (2 << two_adic_valuation(b - a)) - 1
    return value
