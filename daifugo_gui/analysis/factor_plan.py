"""A factor field a real deck can make (D1/D2): the fewest jokers, then the fewest cards.

``2^20`` written as ``2 ^ 2 X=0`` needs a joker for the 0; ``2 ^ 10 * 2 ^ 10`` needs none.
A prime power may be split into several groups of the same base, and each number is
spelled from the cards the deck still has: a value the deck has run out of takes a
joker, a 0 always does. The search is exact over splits into up to four groups per
prime power and the few shortest spellings of each number; it returns None when no
field fits the deck at all.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Iterator, Sequence

from daifugo_gui.analysis.spelling import spellings, value_text
from daifugo_gui.rules.cards import standard_deck

MAX_GROUPS = 4  # groups one prime power may be split into
SPELLINGS = 6  # spellings tried per number
MAX_NODES = 50_000  # search steps before the best found so far is taken


@dataclass(frozen=True)
class FactorFieldPlan:
    """A factor field as card text, with the jokers and cards it takes."""

    text: str
    jokers: int
    cards: int


def deck_values(decks: int = 1, jokers: int = 2, remove_even: bool = False) -> tuple[Counter[int], int]:
    """How many cards of each value (1..13) the deck holds, and how many jokers."""
    cards = standard_deck(decks, jokers, remove_even)
    counts = Counter(c.rank for c in cards if not c.is_joker)
    return counts, sum(1 for c in cards if c.is_joker)


def _partitions(e: int, parts: int) -> Iterator[tuple[int, ...]]:
    """e as a sum of at most ``parts`` parts, largest first."""

    def walk(left: int, most: int, room: int) -> Iterator[tuple[int, ...]]:
        if left == 0:
            yield ()
            return
        if room == 0:
            return
        for first in range(min(left, most), 0, -1):
            for rest in walk(left - first, first, room - 1):
                yield (first, *rest)

    yield from walk(e, e, parts)


def _take(values: Sequence[int], left: Counter[int], jokers: int) -> tuple[list[str], int] | None:
    """Spend cards for ``values``; a value the deck lacks (or 0) takes a joker."""
    words = []
    for v in values:
        if v != 0 and left[v] > 0:
            left[v] -= 1
            words.append(value_text(v))
        elif jokers > 0:
            jokers -= 1
            words.append(value_text(v, joker=True))
        else:
            return None
    return words, jokers


def plan_factor_field(
    primes: Sequence[tuple[int, int]], available: Counter[int], jokers: int
) -> FactorFieldPlan | None:
    """The best factor field for ``primes`` (``(p, e)`` pairs) from these cards, or None."""
    powers = sorted(primes)
    best: list[FactorFieldPlan | None] = [None]
    nodes = [0]
    spelled: dict[int, list[tuple[int, ...]]] = {}

    def ways(n: int) -> list[tuple[int, ...]]:
        if n not in spelled:
            spelled[n] = [s.values for s in spellings(n, limit=SPELLINGS)]
        return spelled[n]

    def group_options(p: int, a: int, left: Counter[int], jokers_left: int) -> Iterator[tuple[str, Counter[int], int, int]]:
        for base in ways(p):
            for exponent in ways(a) if a > 1 else [()]:
                pool = Counter(left)
                taken = _take(base, pool, jokers_left)
                if taken is None:
                    continue
                words, j = taken
                text = " ".join(words)
                if exponent:
                    more = _take(exponent, pool, j)
                    if more is None:
                        continue
                    words2, j = more
                    text += " ^ " + " ".join(words2)
                yield text, pool, j, len(base) + len(exponent)

    def search(i: int, texts: list[str], left: Counter[int], jokers_left: int, cards: int) -> None:
        nodes[0] += 1
        used = jokers - jokers_left
        current = best[0]
        if current is not None and (used, cards) >= (current.jokers, current.cards):
            return
        if nodes[0] > MAX_NODES and current is not None:
            return
        if i == len(powers):
            best[0] = FactorFieldPlan(" * ".join(texts), used, cards)
            return
        p, e = powers[i]
        for parts in _partitions(e, MAX_GROUPS):
            search_groups(i, list(parts), texts, left, jokers_left, cards, p)

    def search_groups(i: int, parts: list[int], texts: list[str], left: Counter[int], jokers_left: int,
                      cards: int, p: int) -> None:
        if not parts:
            search(i + 1, texts, left, jokers_left, cards)
            return
        for text, pool, j, n in group_options(p, parts[0], left, jokers_left):
            search_groups(i, parts[1:], [*texts, text], pool, j, cards + n, p)
            nodes[0] += 1
            if nodes[0] > MAX_NODES and best[0] is not None:
                return

    search(0, [], Counter(available), jokers, 0)
    return best[0]
