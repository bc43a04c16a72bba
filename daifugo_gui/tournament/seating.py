"""Seating plans: how many tables, who sits where, who gets a bye (pure).

- :func:`plan_tables` splits n players into tables of ``min_size``…``size`` seats,
  falling back to byes only when no such split exists.
- :func:`random_seating` is the first round's draw: a seeded shuffle of the players in
  registration order, so the same seed always gives the same draw and anyone can repeat it.
- :func:`standings_seating` seats later rounds by standings (neighbours in the standings
  meet) while keeping players who already shared a table apart where it can.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from itertools import combinations
from typing import Iterable, Mapping, Sequence


@dataclass(frozen=True)
class Seating:
    """Tables (each a tuple of player ids, seat 1 first) and the players with a bye."""

    tables: tuple[tuple[int, ...], ...]
    byes: tuple[int, ...] = ()

    def seated(self) -> list[int]:
        return [p for table in self.tables for p in table]


def plan_tables(n: int, size: int = 4, min_size: int = 3) -> tuple[list[int], int]:
    """Table sizes (largest first) and the number of byes for ``n`` players."""
    if size < 2 or not 2 <= min_size <= size:
        raise ValueError(f"table sizes {min_size}..{size} make no sense")
    if n <= 0:
        return [], 0
    if n < min_size:
        return [], n
    count = -(-n // size)
    base, extra = divmod(n, count)
    if base >= min_size:
        return [base + 1] * extra + [base] * (count - extra), 0
    full = n // size
    return [size] * full, n - full * size


def random_seating(
    player_ids: Sequence[int], seed: int, size: int = 4, min_size: int = 3
) -> Seating:
    """The seeded draw: shuffle, then fill tables in order; the last players drawn sit out."""
    order = sorted(player_ids)
    random.Random(seed).shuffle(order)
    sizes, _ = plan_tables(len(order), size, min_size)
    return fill_tables(order, sizes)


def fill_tables(order: Sequence[int], sizes: Sequence[int]) -> Seating:
    """Seat players in the given order, table after table; whoever is left has a bye."""
    tables = []
    start = 0
    for count in sizes:
        tables.append(tuple(order[start : start + count]))
        start += count
    return Seating(tuple(tables), tuple(order[start:]))


PairCounts = Mapping[frozenset[int], int]


def met_before(history: Iterable[Sequence[int]]) -> Counter[frozenset[int]]:
    """How often each pair of players has shared a table, from past tables."""
    counts: Counter[frozenset[int]] = Counter()
    for table in history:
        for a, b in combinations(table, 2):
            counts[frozenset((a, b))] += 1
    return counts


def table_repeats(table: Sequence[int], met: PairCounts) -> int:
    return sum(met.get(frozenset((a, b)), 0) for a, b in combinations(table, 2))


def choose_byes(ranked: Sequence[int], count: int, byes_had: Mapping[int, int]) -> list[int]:
    """The lowest-ranked players who have had the fewest byes so far."""
    if count <= 0:
        return []
    bottom_up = list(reversed(ranked))
    bottom_up.sort(key=lambda pid: byes_had.get(pid, 0))  # stable: lowest rank first
    return bottom_up[:count]


def standings_seating(
    ranked: Sequence[int],
    met: PairCounts,
    byes_had: Mapping[int, int] | None = None,
    size: int = 4,
    min_size: int = 3,
    window: int | None = None,
) -> Seating:
    """Seat players of similar standing together, avoiding repeat table-mates.

    ``ranked`` is the current standings, best first. Tables are filled from the top: the
    best unseated player takes seat 1, and each further seat goes to the first of the
    next ``window`` unseated players (default: two tables' worth) who has met nobody at
    the table yet; if all of them have, the one with the fewest meetings. A final pass
    swaps players between neighbouring tables when that lowers the repeats.
    """
    sizes, bye_count = plan_tables(len(ranked), size, min_size)
    byes = choose_byes(ranked, bye_count, byes_had or {})
    sitting_out = set(byes)
    remaining = [p for p in ranked if p not in sitting_out]
    if sizes and all(s == 2 for s in sizes):
        return Seating(_paired(remaining, met), tuple(byes))
    look = window if window is not None else 2 * size
    tables: list[list[int]] = []
    for s in sizes:
        table = [remaining.pop(0)]
        while len(table) < s:
            candidates = remaining[:look]
            best_index = min(
                range(len(candidates)),
                key=lambda i: (
                    sum(met.get(frozenset((candidates[i], q)), 0) for q in table),
                    i,
                ),
            )
            table.append(remaining.pop(best_index))
        tables.append(table)
    position = {pid: i for i, pid in enumerate(ranked)}
    _improve(tables, met, position)
    result = tuple(tuple(sorted(t, key=position.__getitem__)) for t in tables)
    return Seating(result, tuple(byes))


def _paired(ranked: Sequence[int], met: PairCounts) -> tuple[tuple[int, int], ...]:
    """Two-seat tables by a maximum-weight matching: the fewest rematches possible, then
    opponents as close in the standings as they can be.

    The greedy fill above can paint itself into a corner (the last two players have met);
    a matching never does. networkx's blossom algorithm is exact; writing one by hand is
    where the bugs would be.
    """
    import networkx as nx

    n = len(ranked)
    rematch = n * n + 1  # one rematch costs more than any sum of standing gaps
    graph = nx.Graph()
    for i, a in enumerate(ranked):
        for j in range(i + 1, n):
            b = ranked[j]
            graph.add_edge(a, b, weight=rematch * (n + 1) - rematch * met.get(frozenset((a, b)), 0) - (j - i))
    pairs = nx.max_weight_matching(graph, maxcardinality=True)
    position = {pid: i for i, pid in enumerate(ranked)}
    tables = sorted((tuple(sorted(pair, key=position.__getitem__)) for pair in pairs), key=lambda t: position[t[0]])
    return tuple(tables)


def _improve(
    tables: list[list[int]],
    met: PairCounts,
    position: Mapping[int, int],
    reach: int = 3,
    rounds: int = 6,
) -> None:
    """Swap single players between nearby tables while that lowers the total repeats.

    Among the swaps that remove the most repeats, the one between players closest in
    the standings wins, so strength groups stay as tight as they can.
    """
    if not met:
        return
    for _ in range(rounds):
        changed = False
        for i, table in enumerate(tables):
            if table_repeats(table, met) == 0:
                continue
            for j in range(max(0, i - reach), min(len(tables), i + reach + 1)):
                if j == i:
                    continue
                other = tables[j]
                before = table_repeats(table, met) + table_repeats(other, met)
                best: tuple[int, int, int, int] | None = None
                for a in range(len(table)):
                    for b in range(len(other)):
                        table[a], other[b] = other[b], table[a]
                        after = table_repeats(table, met) + table_repeats(other, met)
                        table[a], other[b] = other[b], table[a]
                        if after >= before:
                            continue
                        gap = abs(position[table[a]] - position[other[b]])
                        if best is None or (after, gap) < best[:2]:
                            best = (after, gap, a, b)
                if best is not None:
                    _, _, a, b = best
                    table[a], other[b] = other[b], table[a]
                    changed = True
                if table_repeats(table, met) == 0:
                    break
        if not changed:
            return


def total_repeats(seating: Seating, met: PairCounts) -> int:
    return sum(table_repeats(t, met) for t in seating.tables)


def rematch_free_seating(ranked: Sequence[int], met: PairCounts, sizes: Sequence[int],
                         byes: Sequence[int] = (), budget: int = 200_000) -> Seating | None:
    """A seating at tables of ``sizes`` in which nobody meets a past table-mate, as close
    to the standings as the search finds first (tables filled from the top, each seat
    taken by the best-placed player still free who has met nobody there); None when
    there is none, or none found within ``budget`` steps.

    Used when an event asks for no rematch at all: the usual seating keeps players of
    like standing together and only tries to avoid repeats."""
    out = set(byes)
    free = [p for p in ranked if p not in out]
    tables: list[list[int]] = [[] for _ in sizes]
    steps = 0

    def clash(pid: int, table: Sequence[int]) -> bool:
        return any(met.get(frozenset((pid, q)), 0) for q in table)

    def place(index: int) -> bool:
        nonlocal steps
        if index == len(sizes):
            return not free
        table = tables[index]
        if len(table) == sizes[index]:
            return place(index + 1)
        # The table's first seat goes to the best-placed player left (keeps tables in order).
        candidates = free[:1] if not table else list(free)
        for pid in candidates:
            steps += 1
            if steps > budget:
                return False
            if clash(pid, table):
                continue
            table.append(pid)
            free.remove(pid)
            at = ranked.index(pid)
            if place(index):
                return True
            table.pop()
            free.insert(sum(1 for q in free if ranked.index(q) < at), pid)
        return False

    if not place(0):
        return None
    position = {pid: i for i, pid in enumerate(ranked)}
    return Seating(tuple(tuple(sorted(t, key=position.__getitem__)) for t in tables), tuple(byes))
