"""Seating: table plans, the seeded draw, standings seating, byes, knock-out brackets."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from daifugo_gui.tournament.knockout import PlayedTable, advancers, bracket_seating
from daifugo_gui.tournament.seating import (
    Seating,
    choose_byes,
    met_before,
    plan_tables,
    random_seating,
    standings_seating,
    total_repeats,
)


@pytest.mark.parametrize(
    "n, size, min_size, tables, byes",
    [
        (256, 4, 3, [4] * 64, 0),
        (10, 4, 3, [4, 3, 3], 0),
        (7, 4, 3, [4, 3], 0),
        (5, 4, 3, [4], 1),  # 5 = 4 + 1 and no split into 3..4 exists
        (10, 4, 4, [4, 4], 2),  # strict four-seat tables: two byes
        (2, 4, 3, [], 2),
        (3, 4, 3, [3], 0),
        (5, 4, 2, [3, 2], 0),
    ],
)
def test_plan_tables(n: int, size: int, min_size: int, tables: list[int], byes: int) -> None:
    assert plan_tables(n, size, min_size) == (tables, byes)


@given(st.integers(0, 300), st.integers(2, 6), st.data())
def test_plan_tables_seats_everyone_once(n: int, size: int, data: st.DataObject) -> None:
    min_size = data.draw(st.integers(2, size))
    tables, byes = plan_tables(n, size, min_size)
    assert sum(tables) + byes == n
    assert all(min_size <= t <= size for t in tables)
    # Byes only when no split into allowed sizes exists at all.
    if byes:
        k = -(-n // size)
        assert n // k < min_size or n < min_size


def test_draw_is_repeatable_and_depends_on_the_seed() -> None:
    ids = list(range(1, 41))
    first = random_seating(ids, seed=2026)
    assert random_seating(list(reversed(ids)), seed=2026) == first  # order of input irrelevant
    assert random_seating(ids, seed=2027) != first
    assert sorted(first.seated()) == ids and first.byes == ()


def test_draw_is_fair() -> None:
    """Over many seeds every player lands at every table about equally often."""
    ids = list(range(12))
    counts: Counter[tuple[int, int]] = Counter()
    draws = 3000
    for seed in range(draws):
        for t, table in enumerate(random_seating(ids, seed).tables):
            for pid in table:
                counts[(pid, t)] += 1
    expected = draws / 3
    chi2 = sum((counts[(p, t)] - expected) ** 2 / expected for p in ids for t in range(3))
    # 36 cells, 22 degrees of freedom at most: 60 is far in the tail (p < 1e-4).
    assert chi2 < 60, chi2


def test_standings_seating_meets_neighbours() -> None:
    ranked = list(range(16))
    seating = standings_seating(ranked, met={})
    assert seating.tables == ((0, 1, 2, 3), (4, 5, 6, 7), (8, 9, 10, 11), (12, 13, 14, 15))


def test_standings_seating_avoids_repeat_table_mates() -> None:
    # Round 1 tables were 0-1-2-3, 4-5-6-7, …; the standings now keep those groups
    # together, so naive slicing would repeat every table.
    history = [(0, 1, 2, 3), (4, 5, 6, 7), (8, 9, 10, 11), (12, 13, 14, 15)]
    met = met_before(history)
    seating = standings_seating(list(range(16)), met)
    assert total_repeats(seating, met) == 0
    assert sorted(seating.seated()) == list(range(16))
    # Strength still counts: the leader heads the first table, and each former group of
    # four (neighbours in the standings) is spread one player per table.
    assert seating.tables[0][0] == 0
    assert all(len({p // 4 for p in table}) == 4 for table in seating.tables)


def test_repair_pass_reduces_repeats() -> None:
    # Greedy fill alone would leave the last table with repeat pairs.
    history = [(8, 9, 10, 11), (0, 4, 8, 12), (1, 5, 9, 13)]
    met = met_before(history)
    seating = standings_seating(list(range(12)), met, window=4)
    naive = Seating(((0, 1, 2, 3), (4, 5, 6, 7), (8, 9, 10, 11)))
    assert total_repeats(seating, met) < total_repeats(naive, met)


def test_byes_go_to_the_lowest_without_a_bye() -> None:
    ranked = [10, 11, 12, 13, 14, 15]
    assert choose_byes(ranked, 1, {}) == [15]
    assert choose_byes(ranked, 1, {15: 1}) == [14]
    assert choose_byes(ranked, 2, {15: 1, 14: 1}) == [13, 12]
    seating = standings_seating(ranked, {}, {15: 1}, size=4, min_size=4)
    assert seating.byes == (14, 13) and seating.tables == ((10, 11, 12, 15),)


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 40), st.integers(0, 3), st.randoms(use_true_random=False))
def test_standings_seating_seats_each_player_once(n: int, rounds: int, rnd) -> None:  # type: ignore[no-untyped-def]
    ids = list(range(n))
    history = []
    for r in range(rounds):
        history.extend(random_seating(ids, seed=r).tables)
    ranked = ids[:]
    rnd.shuffle(ranked)
    seating = standings_seating(ranked, met_before(history))
    placed = seating.seated() + list(seating.byes)
    assert sorted(placed) == ids
    assert all(3 <= len(t) <= 4 for t in seating.tables)
    for table in seating.tables:
        assert list(table) == sorted(table, key=ranked.index)  # seat order follows standings
        assert len(set(combinations(table, 2))) == len(table) * (len(table) - 1) // 2


def test_knockout_bracket() -> None:
    played = [PlayedTable(2, (5, 6, 7, 8)), PlayedTable(1, (1, 2, 3, 4)), PlayedTable(3, (9, 10, 11))]
    assert advancers(played, byes=[12], advance=1) == [1, 5, 9, 12]
    assert advancers(played, byes=[], advance=2) == [1, 2, 5, 6, 9, 10]
    assert bracket_seating([1, 5, 9, 12]).tables == ((1, 5, 9, 12),)
    assert bracket_seating([1, 2, 5, 6, 9, 10]).tables == ((1, 2, 5), (6, 9, 10))
    with pytest.raises(ValueError, match="over"):
        bracket_seating([1])


def test_two_seat_swiss_has_no_avoidable_rematch() -> None:
    """Issue 14: 16 players, 9 rounds, many events: a matching leaves only rematches no
    pairing could avoid (the minimum is n/2 minus the largest matching of unmet pairs)."""
    import random

    import networkx as nx

    from daifugo_gui.tournament.seating import met_before, standings_seating, total_repeats

    rng = random.Random(5)
    for event in range(25):
        players = list(range(16))
        history: list[tuple[int, int]] = []
        points = {p: 0 for p in players}
        for _round in range(9):
            ranked = sorted(players, key=lambda p: (-points[p], p))
            met = met_before(history)
            seating = standings_seating(ranked, met, size=2, min_size=2)
            unmet = nx.Graph()
            unmet.add_nodes_from(players)
            unmet.add_edges_from((a, b) for a in players for b in players if a < b and not met.get(frozenset((a, b))))
            fewest = len(players) // 2 - len(nx.max_weight_matching(unmet, maxcardinality=True))
            assert total_repeats(seating, met) == fewest, (event, _round)
            assert sorted(p for t in seating.tables for p in t) == players
            for a, b in seating.tables:
                history.append((a, b))
                points[rng.choice((a, b))] += 1
