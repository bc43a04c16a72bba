"""Points per rank, standings and every tie-break on worked examples; knock-out order."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from daifugo_gui.tournament import Tournament, TournamentError
from daifugo_gui.tournament.demo import finished_record
from daifugo_gui.tournament.scoring import (
    GameResult,
    Placing,
    PlayerInfo,
    ScoringRules,
    compute_standings,
)


def players(names: str) -> list[PlayerInfo]:
    return [PlayerInfo(i + 1, name) for i, name in enumerate(names.split())]


def game(round_: int, table: int, *ranking: int, primes: dict[int, str] | None = None) -> GameResult:
    primes = primes or {}
    return GameResult(round_, table, tuple(Placing(pid, r, primes.get(pid)) for r, pid in enumerate(ranking, 1)))


def order(rows) -> list[tuple[int, str]]:  # type: ignore[no-untyped-def]
    return [(r.place, r.name) for r in rows]


def test_default_points_per_table_size() -> None:
    rules = ScoringRules()
    assert rules.row(4) == (6, 4, 2, 0)
    assert rules.row(3) == (6, 3, 0)
    assert rules.row(2) == (6, 0)
    assert rules.row(5) == (6, 5, 3, 2, 0)  # 4.5 and 1.5 round half up
    custom = ScoringRules(points={4: (5, 3, 1, 0)}, top_points=4)
    assert custom.row(4) == (5, 3, 1, 0) and custom.row(3) == (4, 2, 0)
    assert ScoringRules.from_dict(custom.to_dict()) == custom
    with pytest.raises(ValueError, match="points for 3 seats: need 3 numbers, got 2"):
        ScoringRules(points={3: (2, 1)})
    with pytest.raises(ValueError, match="unknown scoring key colour"):
        ScoringRules.from_dict({"colour": 1})


def test_points_then_rank_sum() -> None:
    # X: 1st and 3rd at three-seat tables = 6 + 0 points, rank sum 4.
    # Y: 2nd and 3rd at four-seat tables = 4 + 2 points, rank sum 5. X ahead.
    ps = players("X Y a b c d e f g h")
    games = [
        game(1, 1, 1, 3, 4),          # X a b
        game(1, 2, 5, 2, 6, 7),       # c Y d e
        game(2, 1, 8, 9, 1),          # f g X
        game(2, 2, 3, 4, 2, 10),      # a b Y h
    ]
    rows = compute_standings(ps, games, [], ScoringRules())
    by = {r.name: r for r in rows}
    assert (by["X"].points, by["X"].rank_sum) == (6, 4)
    assert (by["Y"].points, by["Y"].rank_sum) == (6, 5)
    names = [r.name for r in rows]
    assert names.index("X") < names.index("Y")
    assert by["X"].round_ranks == (1, 3) and by["Y"].wins == 0


def test_head_to_head_breaks_a_tie() -> None:
    # P and Q both score 6 + 4 with rank sum 3; they met once, in round 1, and P won.
    ps = players("Q P x y z w v u")
    games = [
        game(1, 1, 2, 1, 3, 4),   # P Q x y
        game(1, 2, 6, 5, 7, 8),   # w z v u (z second: 8 points, not tied)
        game(2, 1, 1, 5, 6, 3),   # Q z w x
        game(2, 2, 7, 2, 8, 4),   # v P u y
    ]
    rows = compute_standings(ps, games, [], ScoringRules())
    top = [(r.name, r.points, r.rank_sum, r.head_to_head) for r in rows[:2]]
    assert top == [("P", 10, 3, 1), ("Q", 10, 3, -1)]
    assert [r.place for r in rows[:2]] == [1, 2]


def test_largest_prime_breaks_what_head_to_head_cannot() -> None:
    # U and V never met and have equal points and ranks: the larger prime wins, by value
    # (a 4-digit prime beats a 3-digit one whatever the digits).
    ps = players("V U a b c d")
    games = [
        game(1, 1, 2, 3, 4, primes={2: "1009"}),
        game(1, 2, 1, 5, 6, primes={1: "997"}),
    ]
    rows = compute_standings(ps, games, [], ScoringRules())
    assert order(rows)[:2] == [(1, "U"), (2, "V")]
    assert rows[0].largest_prime == "1009" and rows[1].largest_prime == "997"


def test_everything_equal_shares_the_place() -> None:
    ps = players("A B C D E F")
    games = [game(1, 1, 1, 3, 5), game(1, 2, 2, 4, 6)]  # A and B each win a table, no primes
    rows = compute_standings(ps, games, [], ScoringRules())
    assert order(rows) == [(1, "A"), (1, "B"), (3, "C"), (3, "D"), (5, "E"), (5, "F")]


def test_head_to_head_within_a_three_way_tie() -> None:
    # Round 1: A, B, C meet at one table and finish 1-2-3 (A +2, B +1-1, C -2).
    # Round 2 evens the points: C wins, B is second, A third elsewhere: 8 points and a
    # rank sum of 4 for all three; no one else has both.
    names = "A B C x1 x2 x3 x4 x5 x6 x7 x8 x9".split()
    ps = players(" ".join(names))
    pid = {n: i + 1 for i, n in enumerate(names)}

    def g(r: int, t: int, *ns: str) -> GameResult:
        return game(r, t, *(pid[n] for n in ns))

    games = [
        g(1, 1, "A", "B", "C", "x1"), g(1, 2, "x2", "x3", "x4", "x5"), g(1, 3, "x6", "x7", "x8", "x9"),
        g(2, 1, "C", "x6", "x1", "x2"), g(2, 2, "x3", "B", "x7", "x4"), g(2, 3, "x5", "x8", "A", "x9"),
    ]
    rows = compute_standings(ps, games, [], ScoringRules())
    tied = [(r.place, r.name, r.points, r.rank_sum, r.head_to_head) for r in rows if r.points == 8]
    assert tied == [(3, "A", 8, 4, 2), (4, "B", 8, 4, 0), (5, "C", 8, 4, -2)]
    # x3 and x6: 10 points, the same rank score, never met, no primes: the strength of
    # their opposition (Buchholz) separates them (issue 14) ...
    first, second = rows[0], rows[1]
    assert {first.name, second.name} == {"x3", "x6"} and first.rank_score == second.rank_score
    assert first.opposition > second.opposition and (first.place, second.place) == (1, 2)
    # ... unless the organiser leaves it out: then they share first place.
    plain = compute_standings(ps, games, [], ScoringRules(tiebreaks=("rank_score", "head_to_head", "largest_prime")))
    assert order(plain)[:2] == [(1, "x3"), (1, "x6")]


def test_byes_score_their_points_and_rank() -> None:
    ps = players("A B")
    rows = compute_standings(ps, [], [(1, 2)], ScoringRules(bye_points=3, bye_rank=3), rounds=1)
    by = {r.name: r for r in rows}
    assert (by["B"].points, by["B"].rank_sum, by["B"].byes, by["B"].round_ranks) == (3, 3, 1, (0,))
    assert by["A"].round_ranks == (None,) and order(rows) == [(1, "B"), (2, "A")]


def test_knockout_tournament(tmp_path: Path) -> None:
    t = Tournament.create(tmp_path / "ko.sqlite", "KO", format="knockout", seed=9)
    t.add_players((f"P{i:02d}", "", "") for i in range(10))
    first = t.seat_round()
    assert [len(tb.players) for tb in first.tables] == [4, 3, 3]
    for tb in first.tables:
        t.record_game(1, tb.number, finished_record([p.name for p in tb.players]))
    winners = [tb.players[0].name for tb in first.tables]
    final = t.seat_round()
    assert final.method == "bracket"
    assert [[p.name for p in tb.players] for tb in final.tables] == [winners]
    ranking = [winners[2], winners[0], winners[1]]
    t.record_game(2, 1, finished_record(ranking))
    with pytest.raises(TournamentError, match="knock-out is over"):
        t.seat_round()
    rows = t.standings()
    assert [r.name for r in rows[:3]] == ranking
    assert rows[0].note == "champion" and rows[1].note == "R2 #2"
    # Knocked out in round 1: the seconds before the thirds before the fourth.
    assert [r.note for r in rows[3:]] == ["R1 #2"] * 3 + ["R1 #3"] * 3 + ["R1 #4"]
    assert [r.place for r in rows] == list(range(1, 11))


@settings(max_examples=40, deadline=None)
@given(st.integers(4, 24), st.integers(1, 4), st.randoms(use_true_random=False))
def test_standings_invariants(n: int, rounds: int, rnd) -> None:  # type: ignore[no-untyped-def]
    """Whatever the results: places never go down the table, a shared place means equal
    keys, points add up, and head-to-head sums to zero inside every tied group."""
    from daifugo_gui.tournament.seating import random_seating

    ps = [PlayerInfo(i, f"p{i}") for i in range(n)]
    games, byes = [], []
    for r in range(1, rounds + 1):
        seating = random_seating([p.id for p in ps], seed=rnd.randrange(10**6))
        for t, table in enumerate(seating.tables, start=1):
            order_ = list(table)
            rnd.shuffle(order_)
            primes = {pid: str(rnd.choice([2, 3, 5, 7, 11, 13, 1009])) for pid in order_ if rnd.random() < 0.5}
            games.append(game(r, t, *order_, primes=primes))
        byes += [(r, pid) for pid in seating.byes]
    rules = ScoringRules()
    rows = compute_standings(ps, games, byes, rules)
    assert sorted(r.player_id for r in rows) == [p.id for p in ps]
    assert [r.place for r in rows] == sorted(r.place for r in rows)
    assert sum(r.points for r in rows) == sum(rules.points_for(pl.rank, g.size) for g in games
                                              for pl in g.placings) + rules.bye_points * len(byes)
    for a, b in zip(rows, rows[1:]):
        if a.place == b.place:
            assert (a.points, a.rank_score, a.head_to_head, a.opposition, a.largest_prime) == (
                b.points, b.rank_score, b.head_to_head, b.opposition, b.largest_prime)
        else:
            assert (a.points, -a.rank_score) >= (b.points, -b.rank_score)
    groups: dict[tuple[int, float], int] = {}
    for r in rows:
        groups[(r.points, r.rank_score)] = groups.get((r.points, r.rank_score), 0) + r.head_to_head
    assert all(total == 0 for total in groups.values())


@pytest.mark.parametrize("players, advance", [(13, 2), (8, 2), (16, 3), (5, 2), (7, 3)])
def test_knockout_with_several_advancing_ends(tmp_path: Path, players: int, advance: int) -> None:
    """Issue 14: with two or more going on per table the bracket once ran for ever (round 692)."""
    t = Tournament.create(tmp_path / "ko.sqlite", "KO", format="knockout", seed=3, advance=advance)
    t.add_players((f"P{i:02d}", "", "") for i in range(players))
    rounds = 0
    while True:
        try:
            view = t.seat_round()
        except TournamentError as over:
            assert "knock-out is over" in str(over)
            break
        rounds += 1
        assert rounds < 10, "the knock-out does not end"
        for tb in view.tables:
            t.record_game(view.number, tb.number, finished_record([p.name for p in tb.players]))
    rows = t.standings()
    assert rows[0].note == "champion" and [r.place for r in rows] == list(range(1, players + 1))


def test_rank_score_is_comparable_across_table_sizes() -> None:
    """Issue 14: last at a table of three and last at a table of four weigh the same;
    raw rank sums (3 against 4) ordered such players by where they lost."""
    ps = players("A B C D E F G")
    pid = {p.name: p.id for p in ps}
    games = [game(1, 1, pid["D"], pid["E"], pid["F"], pid["A"]), game(1, 2, pid["G"], pid["B"], pid["C"])]
    # A: last of four, C: last of three; both 0 points.
    rows = {r.name: r for r in compute_standings(ps, games, [], ScoringRules())}
    assert rows["A"].points == rows["C"].points == 0
    assert rows["A"].rank_score == rows["C"].rank_score == 1.0 and rows["A"].rank_sum != rows["C"].rank_sum


def test_tiebreak_order_is_checked_and_saved() -> None:
    rules = ScoringRules(tiebreaks=("opposition", "rank_score"))
    assert ScoringRules.from_dict(rules.to_dict()) == rules
    with pytest.raises(ValueError, match="tie-breaks"):
        ScoringRules(tiebreaks=("luck",))
