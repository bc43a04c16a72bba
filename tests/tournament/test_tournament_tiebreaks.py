"""Tie-breaks organisers can defend (issue 26): each tie-break applied again to the
players it leaves tied (FIDE's rule), the extra ones chess tools offer, a bye's
virtual opponent, and byes that count only once their round is recorded."""

from __future__ import annotations

from pathlib import Path

from daifugo_gui.tournament import Tournament
from daifugo_gui.tournament.demo import finished_record
from daifugo_gui.tournament.scoring import GameResult, Placing, PlayerInfo, ScoringRules, compute_standings


def players(names: str) -> list[PlayerInfo]:
    return [PlayerInfo(i + 1, name) for i, name in enumerate(names.split())]


def duel(round_: int, table: int, winner: int, loser: int, primes: dict[int, str] | None = None) -> GameResult:
    primes = primes or {}
    return GameResult(round_, table, (Placing(winner, 1, primes.get(winner)), Placing(loser, 2, primes.get(loser))))


def _sub_group_event() -> tuple[list[PlayerInfo], list[GameResult]]:
    """A, B, C and D all on 2 wins and 2 losses. Among the four, A beat B, B beat C,
    C beat A, A and B beat D: head-to-head over the four gives A +1, B +1, C 0, D −2, so
    A and B are still tied; between the two of them A beat B. B played the larger prime."""
    ps = players("A B C D x y z w")
    a, b, c, d, x, y, z, w = range(1, 9)
    games = [
        duel(1, 1, a, b, {b: "1000003"}),  # A beat B directly (B's prime is the larger)
        duel(1, 2, c, x),
        duel(1, 3, y, d),
        duel(2, 1, b, c),
        duel(2, 2, d, z),
        duel(2, 3, w, a),
        duel(3, 1, c, a, {a: "101"}),
        duel(3, 2, b, d),
        duel(3, 3, z, x),
        duel(4, 1, a, d),
        duel(4, 2, x, b),
        duel(4, 3, y, c),
        duel(5, 1, d, w),
    ]
    return ps, games


def test_head_to_head_is_applied_again_to_the_players_it_leaves_tied() -> None:
    ps, games = _sub_group_event()
    rules = ScoringRules(tiebreaks=("head_to_head", "largest_prime"))
    rows = {r.name: r for r in compute_standings(ps, games, [], rules)}
    assert {rows[n].points for n in "ABCD"} == {12}  # tied on points (2 wins each at 6)
    # Over the four, A and B both come out +1 ...
    assert (rows["A"].head_to_head, rows["B"].head_to_head) == (1, 1)
    # ... and B played the larger prime, but A beat B directly: A stays above B.
    assert rows["A"].place < rows["B"].place < rows["C"].place < rows["D"].place


def test_without_head_to_head_again_the_prime_would_decide() -> None:
    # The same event with head-to-head left out: the prime card alone orders A and B, so
    # the test above fails for the right reason if the re-application is lost.
    ps, games = _sub_group_event()
    rows = {r.name: r for r in compute_standings(ps, games, [], ScoringRules(tiebreaks=("largest_prime",)))}
    assert rows["B"].place < rows["A"].place


def test_extra_tiebreaks_values_and_order() -> None:
    # Round by round: P wins early and loses late, Q the other way round; equal points.
    ps = players("P Q r s t u")
    p, q, r, s, t, u = range(1, 7)
    games = [duel(1, 1, p, r), duel(1, 2, s, q), duel(2, 1, p, t), duel(2, 2, u, q),
             duel(3, 1, r, p), duel(3, 2, q, s), duel(4, 1, t, p), duel(4, 2, q, u)]
    rows = {row.name: row for row in compute_standings(ps, games, [], ScoringRules(tiebreaks=("progressive",)))}
    assert rows["P"].points == rows["Q"].points == 12
    # Progressive: P 6, 12, 12, 12 = 42; Q 0, 0, 6, 12 = 18.
    assert (rows["P"].progressive, rows["Q"].progressive) == (42, 18)
    assert rows["P"].place < rows["Q"].place
    # Buchholz per round: P met r, t, r, t; cut 1 drops the weakest round, median both ends.
    per_round = sorted(rows[n].points for n in ("r", "t", "r", "t"))
    assert rows["P"].opposition == sum(per_round)
    assert rows["P"].buchholz_cut1 == sum(per_round[1:])
    assert rows["P"].median_buchholz == sum(per_round[1:-1])
    # Most first places: a 1st and a 3rd at tables of four (6 + 2) against two 2nds
    # (4 + 4): equal points, the one with a win goes first.
    ps4 = players("W V e f g h")
    w, v, e, f, g, h = range(1, 7)
    four = [GameResult(1, 1, (Placing(w, 1), Placing(v, 2), Placing(e, 3), Placing(f, 4))),
            GameResult(2, 1, (Placing(g, 1), Placing(v, 2), Placing(w, 3), Placing(h, 4)))]
    by = {row.name: row for row in compute_standings(ps4, four, [], ScoringRules(tiebreaks=("most_wins",)))}
    assert by["W"].points == by["V"].points == 8 and (by["W"].wins, by["V"].wins) == (1, 0)
    assert by["W"].place < by["V"].place


def test_game_points_break_ties_when_chosen() -> None:
    ps = players("A B")
    rows = compute_standings(ps, [], [], ScoringRules(tiebreaks=("game_points",)), game_points={2: 3, 1: 1})
    assert [(r.name, r.game_points, r.place) for r in rows] == [("B", 3, 1), ("A", 1, 2)]


def test_a_bye_meets_a_virtual_opponent_for_buchholz() -> None:
    # Y sat out round 2 (bye 3 points); the bye's virtual opponents score what Y scored,
    # at a table of two: one opponent.
    ps = players("Y a b")
    y, a, b = 1, 2, 3
    games = [duel(1, 1, y, a), duel(2, 1, a, b)]
    rows = {r.name: r for r in compute_standings(ps, games, [(2, y)], ScoringRules(), seats=2)}
    assert rows["Y"].points == 9
    assert rows["Y"].opposition == rows["a"].points + rows["Y"].points  # a, then the virtual opponent


def test_seating_a_round_does_not_move_the_standings(tmp_path: Path) -> None:
    t = Tournament.create(tmp_path / "bye.sqlite", "Bye", table_size=2, min_table_size=2, seed=3)
    for name in "ABCDE":
        t.add_player(name)
    first = t.seat_round()
    for table in first.tables:
        t.record_game(1, table.number, finished_record([p.name for p in table.players]))
    after_round_1 = [(r.name, r.points, r.place) for r in t.standings()]
    second = t.seat_round()
    assert second.byes  # five players at tables of two: someone sits out
    # Seated, nothing played: the standings have not moved (no bye points yet).
    assert [(r.name, r.points, r.place) for r in t.standings()] == after_round_1
    for table in second.tables:
        t.record_game(2, table.number, finished_record([p.name for p in table.players]))
    rested = {r.name: r for r in t.standings()}[second.byes[0].name]
    before = dict((n, p) for n, p, _ in after_round_1)[second.byes[0].name]
    assert rested.points == before + ScoringRules().bye_points and rested.round_ranks[1] == 0
    t.close()


def test_points_per_rank_never_rise_with_a_worse_rank(tmp_path: Path) -> None:
    import pytest

    from daifugo_gui.tournament.errors import SettingProblem
    from daifugo_gui.tournament.reasons import TournamentCode

    with pytest.raises(SettingProblem) as refused:
        ScoringRules(points={4: (6, 2, 4, 0)})
    assert refused.value.reason.code is TournamentCode.POINTS_ORDER
    assert str(refused.value) == "points for 4 seats: rank 3 gets 4, more than rank 2's 2"
    ScoringRules(points={4: (6, 3, 3, 0)})  # equal points for neighbouring ranks are allowed
    # Through the store: nothing changes, the reason says which row.
    t = Tournament.create(tmp_path / "pts.sqlite", "P")
    with pytest.raises(ValueError, match="rank 2 gets 5"):
        t.set_scoring(ScoringRules.from_dict({"points": {"3": [4, 5, 0]}}))
    assert t.info().scoring.points == {}
    t.close()
