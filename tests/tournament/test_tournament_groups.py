"""Groups (blocks) then a knock-out (issue 14): snake-seeded groups each playing a round
robin, then a knock-out where group winners meet other groups' runners-up first."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations
from pathlib import Path

import pytest

from daifugo_gui.tournament import Tournament, TournamentError
from daifugo_gui.tournament.demo import play_round
from daifugo_gui.tournament.formats import FormatOptions, Step
from daifugo_gui.tournament.groups import deal_groups, knockout_order, knockout_seating

NAMES = [f"P{i:02d}" for i in range(1, 17)]


def test_groups_are_dealt_like_a_snake() -> None:
    groups = deal_groups(list(range(1, 15)), 4)
    assert [g.members for g in groups] == [(1, 8, 9), (2, 7, 10), (3, 6, 11, 14), (4, 5, 12, 13)]
    assert [g.name for g in groups] == ["A", "B", "C", "D"]


def test_winners_meet_other_groups_runners_up_first() -> None:
    ranked = [[11, 12], [21, 22], [31, 32], [41, 42]]  # group g's winner g1, runner-up g2
    order = knockout_order(ranked, 2)
    assert order == [11, 21, 31, 41, 22, 32, 42, 12]
    assert knockout_seating(order, 2).tables == ((11, 22), (21, 32), (31, 42), (41, 12))
    # Tables of four: two winners and two runners-up, none of them from one group.
    four = knockout_seating(order, 4).tables
    assert four == ((11, 31, 22, 42), (21, 41, 32, 12))
    # Three groups, one each: a table of two and the best winner has the bye.
    three = knockout_seating(knockout_order([[1], [2], [3]], 1), 2)
    assert three.tables == ((2, 3),) and three.byes == (1,)


def _play_out(t: Tournament, rng: random.Random) -> list[tuple[int, str, int]]:
    """Seat and record until the format is over: (round, method, tables) of each round."""
    seen = []
    while t.next_step().step is not Step.OVER:
        view = play_round(t, rng)
        seen.append((view.number, view.method, len(view.tables)))
    return seen


def test_four_groups_of_pairs_then_a_knockout_end_to_end(tmp_path: Path) -> None:
    t = Tournament.create(tmp_path / "cup.sqlite", "Mathpower杯", format="groups_knockout", seed=1,
                          table_size=2, min_table_size=2,
                          options=FormatOptions(groups=4, group_advance=2, knockout_table_size=2))
    t.add_players((n,) for n in NAMES[:14])
    first = t.next_step()
    assert (first.step, first.of) == (Step.SEAT_FIRST, 3)  # groups of three and four: three rounds
    seen = _play_out(t, random.Random(4))
    assert seen == [(1, "group", 6), (2, "group", 6), (3, "group", 6),
                    (4, "bracket", 4), (5, "bracket", 2), (6, "bracket", 1)]
    rounds = t.rounds()
    ids = {p.name: p.id for p in t.players()}
    groups = deal_groups(sorted(ids.values()), 4)
    group_of = {pid: g.name for g in groups for pid in g.members}
    # The group stage: every pair inside each group met exactly once, nobody from outside.
    met = Counter(frozenset(p.id for p in table.players) for r in rounds if r.method == "group" for table in r.tables)
    assert set(met.values()) == {1}
    assert all(len({group_of[pid] for pid in pair}) == 1 for pair in met)
    assert set(met) == {frozenset(pair) for g in groups for pair in combinations(g.members, 2)}
    # The knock-out's first round: each group's winner against another group's runner-up.
    tables = t.crosstables()
    assert [c.title for c in tables] == ["A", "B", "C", "D"]
    winners = [c.players[0].id for c in tables]
    runners = [c.players[1].id for c in tables]
    first_ko = [tuple(p.id for p in table.players) for table in rounds[3].tables]
    assert first_ko == [(winners[g], runners[(g + 1) % 4]) for g in range(4)]
    # Each group's crosstable holds its own games only.
    for cross in tables:
        members = {p.id for p in cross.players}
        assert all(m.round <= 3 for key, ms in cross.meetings.items() for m in ms)
        assert {a for a, _ in cross.meetings} <= members
    # Final standings: the knock-out's eight first (champion on top), then the rest by
    # their place in their group, every third before any fourth.
    rows = t.standings()
    final = rounds[-1].tables[0]
    assert final.game is not None
    assert rows[0].name == final.game.summary.ranking[0] and rows[0].note == "champion"
    assert {r.player_id for r in rows[:8]} == set(winners) | set(runners)
    assert [r.note[1] for r in rows[8:]] == ["3", "3", "3", "3", "4", "4"]
    assert [r.place for r in rows] == list(range(1, 15))
    with pytest.raises(TournamentError, match="knock-out is over"):
        t.seat_round()
    t.close()


def test_groups_at_tables_of_three_and_a_knockout_of_four(tmp_path: Path) -> None:
    t = Tournament.create(tmp_path / "cup.sqlite", "金剛戦", format="groups_knockout", seed=1,
                          table_size=3, min_table_size=3, advance=2,
                          options=FormatOptions(groups=2, group_advance=2, knockout_table_size=4))
    t.add_players((n,) for n in NAMES[:12])
    seen = _play_out(t, random.Random(8))
    group_rounds = [s for s in seen if s[1] == "group"]
    assert all(tables == 4 for _n, _m, tables in group_rounds)  # two groups of six, two tables each
    assert seen[len(group_rounds):] == [(len(group_rounds) + 1, "bracket", 1)]  # four go on: one table
    rounds = t.rounds()
    ids = sorted(p.id for p in t.players())
    for group in deal_groups(ids, 2):
        met = {frozenset(pair) for r in rounds if r.method == "group" for table in r.tables
               for pair in combinations([p.id for p in table.players], 2)}
        assert all(frozenset(pair) in met for pair in combinations(group.members, 2))


def test_group_options_and_sizes_are_checked(tmp_path: Path) -> None:
    with pytest.raises(TournamentError, match="groups: 0; choose 1..26"):
        Tournament.create(tmp_path / "a.sqlite", "x", format="groups_knockout",
                          options=FormatOptions(groups=0, group_advance=1))
    with pytest.raises(TournamentError, match="advance 2: must be 1..1"):
        Tournament.create(tmp_path / "b.sqlite", "x", format="groups_knockout", advance=2,
                          options=FormatOptions(groups=2, group_advance=1, knockout_table_size=2))
    t = Tournament.create(tmp_path / "c.sqlite", "x", format="groups_knockout", table_size=2, min_table_size=2,
                          options=FormatOptions(groups=3, group_advance=2))
    t.add_players((n,) for n in NAMES[:6])
    with pytest.raises(TournamentError, match="6 players in 3 groups leave a group of 2: too few for 2"):
        t.seat_round()
    assert t.rounds() == []
    t.close()
