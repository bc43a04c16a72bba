"""Round robins (issue 14): every player meets every other, rounds seated in order, a
crosstable of who beat whom."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations
from pathlib import Path

import pytest

from daifugo_gui.tournament import Tournament, TournamentError
from daifugo_gui.tournament.crosstable import LOSS, WIN
from daifugo_gui.tournament.demo import finished_record, play_round
from daifugo_gui.tournament.formats import Step
from daifugo_gui.tournament.round_robin import circle_pairs, circle_rounds, cover_seating
from daifugo_gui.tournament.seating import met_before, random_seating

NAMES = ["山田 太郎", "佐藤 花子", "鈴木 一郎", "高橋 次郎", "Alice", "Bob", "Carol", "Dai", "Eve"]


@pytest.mark.parametrize("n", range(2, 14))
def test_the_circle_pairs_everyone_once(n: int) -> None:
    draw = list(range(100, 100 + n))
    met: Counter[frozenset[int]] = Counter()
    byes: Counter[int] = Counter()
    for r in range(1, circle_rounds(n) + 1):
        pairs = circle_pairs(draw, r)
        seen = [p for pair in pairs for p in pair if p is not None]
        assert sorted(seen) == draw  # everyone once a round
        for a, b in pairs:
            if a is None or b is None:
                byes[a if b is None else b] += 1  # type: ignore[index]
            else:
                met[frozenset((a, b))] += 1
    assert set(met) == {frozenset(p) for p in combinations(draw, 2)} and set(met.values()) == {1}
    # An odd field: each player sits out exactly once.
    assert dict(byes) == ({p: 1 for p in draw} if n % 2 else {})


def test_round_one_of_the_circle_is_the_seeded_draw() -> None:
    for n in (4, 5, 8, 9):
        ids = list(range(1, n + 1))
        drawn = random_seating(ids, 77, 2, 2)
        order = sorted(ids)
        random.Random(77).shuffle(order)
        first = circle_pairs(order, 1)
        assert [tuple(p) for p in first if None not in p] == list(drawn.tables)
        assert [p for pair in first if None in pair for p in pair if p is not None] == list(drawn.byes)


def _play(t: Tournament, rng: random.Random) -> list[int]:
    """Seat and play rounds until the format says it is over; the rounds' numbers."""
    played = []
    while t.next_step().step is not Step.OVER:
        played.append(play_round(t, rng).number)
    return played


def test_a_two_seat_round_robin_end_to_end(tmp_path: Path) -> None:
    t = Tournament.create(tmp_path / "rr.sqlite", "総当たり戦", format="round_robin", seed=8,
                          table_size=2, min_table_size=2)
    t.add_players((name,) for name in NAMES[:7])
    assert t.next_step().step is Step.SEAT_FIRST
    assert _play(t, random.Random(3)) == [1, 2, 3, 4, 5, 6, 7]  # 7 players: 7 rounds, a bye each
    assert t.verify_draw(1) == []
    rounds = t.rounds()
    pairs = Counter(frozenset(p.id for p in table.players) for r in rounds for table in r.tables)
    assert len(pairs) == 21 and set(pairs.values()) == {1}
    assert sorted(Counter(p.name for r in rounds for p in r.byes).values()) == [1] * 7
    with pytest.raises(TournamentError, match="the round robin is over"):
        t.seat_round()
    # The crosstable agrees with every game, from both sides, in standings order.
    table = t.crosstable()
    standings = t.standings()
    assert [p.name for p in table.players] == [r.name for r in standings]
    for r in rounds:
        for game_table in r.tables:
            assert game_table.game is not None
            winner, loser = game_table.game.summary.ranking
            ids = {p.name: p.id for p in game_table.players}
            assert table.text(ids[winner], ids[loser]) == WIN
            assert table.text(ids[loser], ids[winner]) == LOSS
    assert all(table.text(p.id, p.id) == "" for p in table.players)
    assert {p.name: table.wins(p.id) for p in table.players} == {r.name: r.wins for r in standings}
    t.close()


def test_a_withdrawal_gives_that_rounds_opponent_a_bye(tmp_path: Path) -> None:
    t = Tournament.create(tmp_path / "rr.sqlite", "RR", format="round_robin", seed=2, table_size=2, min_table_size=2)
    t.add_players((name,) for name in NAMES[:6])
    rng = random.Random(5)
    view = t.seat_round()
    for table in view.tables:
        t.record_game(1, table.number, finished_record([p.name for p in table.players]))
    t.drop_player(NAMES[0])
    view = t.seat_round()
    assert NAMES[0] not in {p.name for table in view.tables for p in table.players}
    assert len(view.byes) == 1 and len(view.tables) == 2
    for table in view.tables:
        t.record_game(2, table.number, finished_record([p.name for p in table.players]))
    # A player registered after round 1 has no place in the schedule: said, not ignored.
    t.add_player("Late")
    with pytest.raises(TournamentError, match="registered after round 1.*Late"):
        t.seat_round()
    t.drop_player("Late")
    assert _play(t, rng) == [3, 4, 5]
    pairs = Counter(frozenset(p.name for p in table.players) for r in t.rounds() for table in r.tables)
    assert set(pairs.values()) == {1}
    remaining = {frozenset(p) for p in combinations(NAMES[1:6], 2)}
    assert remaining <= set(pairs)  # everyone still in met everyone else
    t.close()


def test_a_round_robin_at_tables_of_four(tmp_path: Path) -> None:
    t = Tournament.create(tmp_path / "rr4.sqlite", "RR4", format="round_robin", seed=4, table_size=4,
                          min_table_size=3)
    t.add_players((name,) for name in NAMES[:9])
    played = _play(t, random.Random(9))
    rounds = t.rounds()
    met = met_before([p.id for p in table.players] for r in rounds for table in r.tables)
    ids = [p.id for p in t.players()]
    assert all(met[frozenset(pair)] >= 1 for pair in combinations(ids, 2))
    # 9 players at three tables of three meet 2 new players a round at best: 4 rounds at
    # the least; the greedy seating must not wander far beyond that.
    assert 4 <= len(played) <= 6
    table = t.crosstable()
    some = rounds[0].tables[0]
    assert some.game is not None
    a, b = some.game.summary.ranking[:2]
    by_name = {p.name: p.id for p in some.players}
    first = table.cell(by_name[a], by_name[b])[0]
    assert (first.round, first.rank, first.other_rank, first.seats) == (1, 1, 2, len(some.players))
    assert table.text(by_name[a], by_name[b]).split(" ")[0] == "1-2"
    t.close()


def test_cover_seating_makes_a_new_meeting_every_round() -> None:
    players = list(range(10))
    met: Counter[frozenset[int]] = Counter()
    rounds = 0
    while any(met[frozenset(p)] == 0 for p in combinations(players, 2)):
        before = sum(1 for p in combinations(players, 2) if met[frozenset(p)])
        seating = cover_seating(players, met, {}, 4, 3)
        assert sorted(seating.seated() + list(seating.byes)) == players
        for table in seating.tables:
            for a, b in combinations(table, 2):
                met[frozenset((a, b))] += 1
        assert sum(1 for p in combinations(players, 2) if met[frozenset(p)]) > before
        rounds += 1
    assert rounds <= 7


def _crosstable_of(tmp_path: Path, names: list[str]):  # type: ignore[no-untyped-def]
    t = Tournament.create(tmp_path / "ct.sqlite", "第1回 総当たり戦", format="round_robin", seed=5,
                          table_size=2, min_table_size=2)
    t.add_players((name,) for name in names)
    _play(t, random.Random(1))
    return t


def test_the_crosstable_prints_with_long_names_and_rare_kanji(tmp_path: Path) -> None:
    from pdf_reading import pdf_pages

    from daifugo_gui.reports.crosstable import crosstable_pdf

    names = ["𠮷田 𩸽介", "寿限無寿限無五劫の擦り切れ海砂利水魚の水行末雲来末風来末", "Alice", "Bob"]
    t = _crosstable_of(tmp_path, names)
    tables = t.crosstables()
    out = tmp_path / "ct.pdf"
    assert crosstable_pdf(out, tables, lang="ja", tournament="第1回 総当たり戦") == 1
    text = pdf_pages(out)[0]
    assert "対戦表" in text and "𠮷田 𩸽介" in text and "勝ち点" in text
    first = tables[0].players[0]
    line = next(line for line in text.splitlines() if first.name in line)
    # The leader's row: their own cell empty, one mark per opponent, then points and place.
    marks = [c for c in line if c in "○×"]
    assert len(marks) == 3 and marks.count("○") == tables[0].wins(first.id)
    assert crosstable_pdf(tmp_path / "en.pdf", tables, lang="en") == 1
    assert "Crosstable" in pdf_pages(tmp_path / "en.pdf")[0]
    t.close()


def test_a_large_field_splits_its_columns_over_pages(tmp_path: Path) -> None:
    from pdf_reading import pdf_pages

    from daifugo_gui.reports.crosstable import column_pages, crosstable_pdf
    from daifugo_gui.tournament.crosstable import CrossPlayer, Crosstable

    assert [len(r) for r in column_pages(10)] == [10]
    pages = column_pages(40)
    assert len(pages) == 2 and [len(r) for r in pages] == [20, 20] and pages[1].start == 20
    players = tuple(CrossPlayer(i, f"Player {i}", i, 0) for i in range(1, 41))
    out = tmp_path / "big.pdf"
    # Forty rows take two pages, for each half of the columns; the header row repeats.
    assert crosstable_pdf(out, [Crosstable(players, {})], lang="en") == 4
    texts = pdf_pages(out)
    assert "columns 1–20" in texts[0] and "columns 21–40" in texts[2]
    assert all("Player" in page for page in texts) and "Player 40" in texts[3]
