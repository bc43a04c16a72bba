"""Matches of several games at tables of two (issue 14): best of N or a fixed N games,
the first move by rule, recorded game by game; the table's result is the match's."""

from __future__ import annotations

import json
import random
import sqlite3
from pathlib import Path

import pytest
import sqlalchemy as sa

from daifugo_gui.tournament import StoredGame, StoredMatchGame, Tournament, TournamentError, schema
from daifugo_gui.tournament.crosstable import LOSS, WIN
from daifugo_gui.tournament.formats import FormatOptions, Step
from daifugo_gui.tournament.matches import MatchGame, match_state
from daifugo_gui.tournament.scoring import ScoringRules
from tournament_builders import game



BO3 = FormatOptions(match_games=3, match_kind="best_of", first_move="alternate")


def test_the_match_rules() -> None:
    a, b = 1, 2
    state = match_state(BO3, (a, b), [])
    assert (state.next_first, state.decided) == (a, False)
    state = match_state(BO3, (a, b), [MatchGame(1, a, a, {b: 3})])
    assert state.next_first == b and not state.decided  # alternate: seat 2 opens game 2
    state = match_state(BO3, (a, b), [MatchGame(1, a, a, {b: 3}), MatchGame(2, b, a, {b: 1})])
    assert state.decided and state.score == (2, 0) and state.ranking() == (a, b)
    loser_first = FormatOptions(match_games=5, match_kind="best_of", first_move="loser")
    state = match_state(loser_first, (a, b), [MatchGame(1, a, a, {b: 2})])
    assert state.next_first == b  # b lost game 1
    state = match_state(loser_first, (a, b), [MatchGame(1, a, a, {b: 2}), MatchGame(2, b, b, {a: 1})])
    assert state.next_first == a and not state.decided
    # A fixed number of games: all are played; a tie in games goes to fewer cards left.
    fixed = FormatOptions(match_games=2, match_kind="fixed", first_move="alternate")
    state = match_state(fixed, (a, b), [MatchGame(1, a, a, {b: 5}), MatchGame(2, b, b, {a: 1})])
    assert state.decided and state.score == (1, 1) and state.ranking() == (a, b)
    state = match_state(fixed, (a, b), [MatchGame(1, a, a, {b: 1}), MatchGame(2, b, b, {a: 1})])
    assert state.ranking() == (b, a)  # still equal: the last game's winner


def _pairs_event(tmp_path: Path, options: FormatOptions, fmt: str = "swiss") -> Tournament:
    t = Tournament.create(tmp_path / "m.sqlite", "PQCS", format=fmt, seed=6, table_size=2, min_table_size=2,
                          options=options)
    t.add_players((n,) for n in ("山田", "佐藤", "鈴木", "高橋"))
    return t


def test_a_best_of_three_recorded_game_by_game(tmp_path: Path) -> None:
    t = _pairs_event(tmp_path, FormatOptions(match_games=3, match_kind="best_of", first_move="loser"))
    view = t.seat_round()
    table = view.tables[0]
    a, b = (p.name for p in table.players)
    assert t.next_game_order(1, 1) == [a, b]
    first = t.record_game(1, 1, game(a, b, winner=a))
    assert isinstance(first, StoredMatchGame) and first.number == 1 and first.result is None
    assert t.round(1).table(1).game is None  # no table result until the match is decided
    # Loser moves first: game 2 is b's to open; a record with a moving first is refused.
    assert t.next_game_order(1, 1) == [b, a]
    with pytest.raises(TournamentError, match=f"game 2 of the match at round 1 table 1: {b} moves first"):
        t.record_game(1, 1, game(a, b, winner=a))
    second = t.record_game(1, 1, game(b, a, winner=b))
    assert isinstance(second, StoredMatchGame) and second.match.score == (1, 1)
    assert t.next_game_order(1, 1) == [a, b]
    third = t.record_game(1, 1, game(a, b, winner=a))
    assert isinstance(third, StoredMatchGame) and third.match.decided and third.number == 3
    result = third.result
    assert isinstance(result, StoredGame) and result.summary.ranking == (a, b)
    assert result.points == {a: 6, b: 0}
    assert [g["winner"] for g in result.record["meta"]["match"]["games"]] == [a, b, a]
    assert result.record["meta"]["match"]["score"] == {a: 2, b: 1}
    with pytest.raises(TournamentError, match="the match at round 1 table 1 is decided already"):
        t.record_game(1, 1, game(b, a, winner=b))
    with pytest.raises(TournamentError, match="take back its last game"):
        t.record_game(1, 1, game(a, b, winner=a), replace=True)
    # Taking back the deciding game reopens the match and removes the table's result.
    state = t.undo_match_game(1, 1)
    assert state.score == (1, 1) and not state.decided and t.round(1).table(1).game is None
    t.record_game(1, 1, game(a, b, winner=b))
    assert t.round(1).table(1).game.summary.ranking == (b, a)  # type: ignore[union-attr]
    t.close()


@pytest.mark.slow
def test_a_swiss_of_matches_end_to_end(tmp_path: Path) -> None:
    t = _pairs_event(tmp_path, BO3)
    rng = random.Random(5)
    for _ in range(3):
        view = t.seat_round()
        for table in view.tables:
            while True:
                order = t.next_game_order(view.number, table.number)
                stored = t.record_game(view.number, table.number, game(*order, winner=rng.choice(order)))
                assert isinstance(stored, StoredMatchGame)
                if stored.result is not None:
                    break
    rows = t.standings()
    # One result per match (6 matches of two players), however many games each took.
    assert sum(r.wins for r in rows) == 6 and sum(r.games for r in rows) == 12
    for view in t.rounds():
        for table in view.tables:
            assert table.game is not None and table.match is not None and table.match.decided
            assert 2 <= len(table.match.games) <= 3
            winner = table.game.summary.ranking[0]
            assert table.match.wins(next(p.id for p in table.players if p.name == winner)) == 2
    # The crosstable marks the match, not its games.
    cross = t.crosstable()
    first = t.round(1).tables[0]
    assert first.game is not None
    w, l_ = (next(p.id for p in first.players if p.name == n) for n in first.game.summary.ranking)
    assert cross.text(w, l_).startswith(WIN) and cross.text(l_, w).startswith(LOSS)
    # A player renamed keeps their match games.
    old = first.players[0].name
    t.rename_player(old, "𠮷田")
    with sqlite3.connect(tmp_path / "m.sqlite") as raw:
        records = [json.loads(r[0]) for r in raw.execute("SELECT record_json FROM match_games")]
    assert not any(old in r["players"] for r in records) and any("𠮷田" in r["players"] for r in records)
    # Games of a match block seat changes and taking the round back.
    view = t.seat_round()
    order = t.next_game_order(view.number, 1)
    t.record_game(view.number, 1, game(*order, winner=order[0]))
    with pytest.raises(TournamentError, match="already has a result|already has results"):
        t.delete_last_round()
    other = view.tables[1].players[0].name
    with pytest.raises(TournamentError, match="already has a result"):
        t.override_seat(view.number, 1, 1, other)
    t.close()


def test_a_knockout_of_fixed_two_game_matches(tmp_path: Path) -> None:
    t = _pairs_event(tmp_path, FormatOptions(match_games=2, match_kind="fixed", first_move="alternate"),
                     fmt="knockout")
    steps = 0
    while t.next_step().step is not Step.OVER:
        view = t.seat_round()
        for table in view.tables:
            a, b = (p.name for p in table.players)
            # Each wins the game they open: one game each, a tie the cards left settle
            # (equal here), then the last game's winner: seat 2.
            t.record_game(view.number, table.number, game(a, b, winner=a))
            stored = t.record_game(view.number, table.number, game(b, a, winner=b))
            assert isinstance(stored, StoredMatchGame) and stored.result is not None
            assert stored.result.summary.ranking == (b, a)
        steps += 1
    assert steps == 2
    final = t.rounds()[-1].tables[0]
    assert t.standings()[0].name == final.players[1].name and t.standings()[0].note == "champion"


def test_match_options_are_checked(tmp_path: Path) -> None:
    with pytest.raises(TournamentError, match="a best-of match needs an odd number of games, not 4"):
        Tournament.create(tmp_path / "a.sqlite", "x", options=FormatOptions(match_games=4, match_kind="best_of"))
    with pytest.raises(TournamentError, match="first move first: choose one of alternate, loser"):
        Tournament.create(tmp_path / "b.sqlite", "x", options=FormatOptions(match_games=3, first_move="first"))
    with pytest.raises(TournamentError, match="games per match: 12; choose 1..9"):
        Tournament.create(tmp_path / "c.sqlite", "x", options=FormatOptions(match_games=12))


def _create_v4_file(path: Path) -> None:
    """A tournament file as schema v4 (the one before matches) wrote it: a round robin of
    pairs, one game played."""
    engine = sa.create_engine(f"sqlite:///{path}")
    _, tables = schema.build_metadata(4)
    with engine.begin() as conn:
        schema.create_schema(conn, version=4)
        conn.execute(sa.insert(tables["tournament"]).values(
            id=1, name="総当たり", format="round_robin", seed=5, table_size=2, min_table_size=2, advance=1,
            scoring_json=json.dumps(ScoringRules().to_dict()), settings_json="{}",
            created_at="2026-11-01T10:00:00+09:00", options_json=None))
        for pid, name in enumerate(["甲", "乙", "丙"], start=1):
            conn.execute(sa.insert(tables["players"]).values(
                id=pid, name=name, reading="", affiliation="", registered_at="2026-11-01"))
        conn.execute(sa.insert(tables["rounds"]).values(id=1, number=1, method="random", seed=5,
                                                         created_at="2026-11-01"))
        conn.execute(sa.insert(tables["game_tables"]).values(id=1, round_id=1, number=1))
        for pos in (1, 2):
            conn.execute(sa.insert(tables["seats"]).values(table_id=1, position=pos, player_id=pos))
        conn.execute(sa.insert(tables["byes"]).values(round_id=1, player_id=3))
        record = game("甲", "乙", winner="甲")
        conn.execute(sa.insert(tables["games"]).values(
            id=1, table_id=1, record_json=json.dumps(record, ensure_ascii=False), settings_json="{}",
            recorded_at="2026-11-01", finished=True, source="console"))
        for rank, pid in enumerate([1, 2], start=1):
            conn.execute(sa.insert(tables["results"]).values(
                game_id=1, player_id=pid, rank=rank, points=[6, 0][rank - 1], cards_left=0,
                fouls=0, timeouts=0, disqualified=False, largest_prime=None))
    engine.dispose()


def test_a_v4_file_opens_and_upgrades(tmp_path: Path) -> None:
    path = tmp_path / "v4.sqlite"
    _create_v4_file(path)
    with sqlite3.connect(path) as raw:
        assert "match_games" not in {r[0] for r in raw.execute("SELECT name FROM sqlite_master")}
    t = Tournament.open(path)
    assert t.info().schema_version == schema.CURRENT_VERSION
    assert [(r.name, r.points) for r in t.standings()] == [("甲", 6), ("丙", 3), ("乙", 0)]
    assert t.round(1).table(1).match is None  # single games: no match
    t.close()
    with sqlite3.connect(path) as raw:
        assert raw.execute("SELECT version FROM schema_version").fetchone() == (schema.CURRENT_VERSION,)
        assert raw.execute("SELECT count(*) FROM match_games").fetchone() == (0,)


def test_match_rules_are_enums_stored_as_the_same_words() -> None:
    """Issue 25: the match rule and the first-move rule are members in memory, their words
    in the stored options; an unknown word still gets its message when checked."""
    from daifugo_gui.tournament.options import FirstMove, MatchKind, checked_match

    read = FormatOptions.from_dict({"match_games": 4, "match_kind": "fixed", "first_move": "loser"})
    assert read.match_kind is MatchKind.FIXED and read.first_move is FirstMove.LOSER
    stored = read.to_dict()
    assert json.dumps(stored) == '{"match_games": 4, "match_kind": "fixed", "first_move": "loser"}'
    assert all(type(v) in (int, str) for v in stored.values())
    assert checked_match(read) == read
    with pytest.raises(TournamentError, match="match sometimes: choose one of best_of, fixed"):
        checked_match(FormatOptions.from_dict({"match_games": 3, "match_kind": "sometimes"}))
