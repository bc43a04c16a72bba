"""Round robins: every player meets every other (pure).

Two-seat tables use the circle method: one player stays put, the others turn one place
a round, so n players (n even) meet each other exactly once in n − 1 rounds; an odd
field gets a phantom whose partner has the bye, n rounds. Round 1 of the circle is
exactly the seeded draw (consecutive players of the draw share a table), so
``verify_draw`` checks it like any other first round.

Larger tables cannot meet that bound in general (it is a covering-design problem), so
they are seated greedily, round after round, to make as many first meetings as they
can until every pair has shared a table (:func:`cover_seating`).
"""

from __future__ import annotations

from itertools import combinations
from typing import Mapping, Sequence

from daifugo_gui.tournament.seating import PairCounts, Seating, plan_tables


def circle_rounds(count: int) -> int:
    """How many rounds a two-seat round robin of ``count`` players takes."""
    if count < 2:
        return 0
    return count - 1 if count % 2 == 0 else count


def _arrangement(draw: Sequence[int]) -> list[int | None]:
    """The circle's starting places, chosen so that round 1 pairs the draw's neighbours
    (draw[0] with draw[1], draw[2] with draw[3], …): place i meets place n − 1 − i."""
    order: list[int | None] = list(draw)
    if len(order) % 2:
        order.append(None)  # the phantom: whoever meets it has the bye
    n = len(order)
    places: list[int | None] = [None] * n
    for k in range(n // 2):
        places[k] = order[2 * k]
        places[n - 1 - k] = order[2 * k + 1]
    return places


def circle_pairs(draw: Sequence[int], round_number: int) -> list[tuple[int | None, int | None]]:
    """Round ``round_number`` (1-based) of the circle over the draw order: its pairs,
    table 1 first; a pair holding ``None`` is a bye for the other player."""
    places = _arrangement(draw)
    n = len(places)
    if n < 2:
        return []
    shift = (round_number - 1) % (n - 1)
    # Place 0 stays; the others turn by one place per round.
    turning = places[1:]
    turned = turning[-shift:] + turning[:-shift] if shift else turning
    now = [places[0], *turned]
    return [(now[k], now[n - 1 - k]) for k in range(n // 2)]


def circle_seating(draw: Sequence[int], round_number: int, active: set[int] | None = None) -> Seating:
    """One round of the two-seat round robin. A player no longer ``active`` (withdrawn)
    leaves an empty place: their opponent of that round has a bye instead."""
    tables: list[tuple[int, int]] = []
    byes: list[int] = []
    for a, b in circle_pairs(draw, round_number):
        present = [p for p in (a, b) if p is not None and (active is None or p in active)]
        if len(present) == 2:
            tables.append((present[0], present[1]))
        else:
            byes.extend(present)
    return Seating(tuple(tables), tuple(byes))


def unmet_pairs(players: Sequence[int], met: PairCounts) -> int:
    return sum(1 for a, b in combinations(players, 2) if not met.get(frozenset((a, b)), 0))


def cover_seating(
    players: Sequence[int],
    met: PairCounts,
    byes_had: Mapping[int, int],
    size: int,
    min_size: int,
) -> Seating:
    """A round of a round robin at tables of ``min_size``…``size``: as many first meetings
    as a greedy choice finds. Each table starts with the player who still has the most
    opponents to meet and takes, seat by seat, the player new to most of the table.

    Every round makes at least one first meeting while one is left (the first table's
    head has an unmet opponent and takes one), so the round robin always ends.
    """
    position = {pid: i for i, pid in enumerate(players)}

    def new_for(pid: int, others: Sequence[int]) -> int:
        return sum(1 for q in others if q != pid and not met.get(frozenset((pid, q)), 0))

    sizes, bye_count = plan_tables(len(players), size, min_size)
    # Byes go to those who have had fewest, then to those with fewest meetings left.
    byes = sorted(players, key=lambda p: (byes_had.get(p, 0), new_for(p, players), -position[p]))[:bye_count]
    left = [p for p in players if p not in set(byes)]
    tables: list[list[int]] = []
    for seats in sizes:
        head = max(left, key=lambda p: (new_for(p, left), -position[p]))
        table = [head]
        left.remove(head)
        while len(table) < seats:
            pick = max(left, key=lambda p: (new_for(p, table), new_for(p, left), -position[p]))
            table.append(pick)
            left.remove(pick)
        tables.append(table)
    _more_first_meetings(tables, met)
    return Seating(
        tuple(tuple(sorted(t, key=position.__getitem__)) for t in tables),
        tuple(sorted(byes, key=position.__getitem__)),
    )


def _more_first_meetings(tables: list[list[int]], met: PairCounts) -> None:
    """Swap players between tables while a swap adds first meetings: the greedy fill
    alone leaves the last tables with whoever is left, often old acquaintances."""

    def fresh(table: Sequence[int]) -> int:
        return unmet_pairs(table, met)

    improved = True
    while improved:
        improved = False
        for i in range(len(tables)):
            for j in range(i + 1, len(tables)):
                a_table, b_table = tables[i], tables[j]
                before = fresh(a_table) + fresh(b_table)
                for x in range(len(a_table)):
                    for y in range(len(b_table)):
                        a_table[x], b_table[y] = b_table[y], a_table[x]
                        if fresh(a_table) + fresh(b_table) > before:
                            improved = True
                            before = fresh(a_table) + fresh(b_table)
                        else:
                            a_table[x], b_table[y] = b_table[y], a_table[x]
