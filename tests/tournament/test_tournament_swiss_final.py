"""Swiss rounds then a final of the top N (issue 14), and the migration (v3 → v4) that
stores a format's options."""

from __future__ import annotations

import json
import random
import sqlite3
from pathlib import Path

import pytest
import sqlalchemy as sa

from daifugo_gui.tournament import Tournament, TournamentError, schema
from daifugo_gui.tournament.demo import finished_record
from daifugo_gui.tournament.final_stage import snake
from daifugo_gui.tournament.formats import FormatOptions, Step
from daifugo_gui.tournament.scoring import ScoringRules

NAMES = [f"選手{i:02d}" for i in range(1, 13)]


def _record_round(t: Tournament, view, rng: random.Random, order=None) -> None:  # type: ignore[no-untyped-def]
    for table in view.tables:
        names = [p.name for p in table.players]
        rng.shuffle(names)
        if order is not None:
            names = order(names)
        t.record_game(view.number, table.number, finished_record(names))


def test_swiss_then_a_final_of_four_end_to_end(tmp_path: Path) -> None:
    t = Tournament.create(tmp_path / "cup.sqlite", "金剛戦", format="swiss_final", seed=14,
                          options=FormatOptions(swiss_rounds=3, final_size=4, final_table_size=4))
    t.add_players((n,) for n in NAMES[:10])
    rng = random.Random(2)
    steps = []
    for _ in range(3):
        steps.append(t.next_step())
        _record_round(t, t.seat_round(), rng)
    assert [(s.step, s.round, s.of) for s in steps] == [
        (Step.SEAT_FIRST, 1, 3), (Step.SEAT_NEXT, 2, 3), (Step.SEAT_NEXT, 3, 3)]
    assert t.next_step().step is Step.SEAT_FINAL
    swiss = t.standings()
    top = [r.name for r in swiss[:4]]
    final = t.seat_round()
    assert final.method == "final" and len(final.tables) == 1 and not final.byes
    assert [p.name for p in final.tables[0].players] == top  # seated in swiss order
    # The seating alone changes no place: the final's column is empty until it is played.
    assert [(r.place, r.name, r.points, r.round_ranks) for r in t.standings()] == [
        (r.place, r.name, r.points, (*r.round_ranks, None)) for r in swiss]
    # The final is won by the swiss fourth: the final's result, not the points, decides.
    decided = [top[3], top[1], top[0], top[2]]
    t.record_game(final.number, 1, finished_record(decided))
    assert t.next_step().step is Step.OVER
    with pytest.raises(TournamentError, match="the final has been played"):
        t.seat_round()
    rows = t.standings()
    assert [r.name for r in rows[:4]] == decided
    assert [r.place for r in rows[:4]] == [1, 2, 3, 4]
    assert [r.note for r in rows[:4]] == ["champion", "F2", "F3", "F4"]
    assert [r.round_ranks[3] for r in rows[:4]] == [1, 2, 3, 4]
    # Everyone else keeps their swiss order and points, below the finalists; the final's
    # points are not added to the swiss totals.
    rest = [r for r in swiss if r.name not in top]
    assert [(r.name, r.points) for r in rows[4:]] == [(r.name, r.points) for r in rest]
    assert {r.name: r.points for r in rows[:4]} == {r.name: r.points for r in swiss if r.name in top}
    assert rows[4].place == 5
    # One file, one history: reopened, the same rounds and standings.
    t.close()
    again = Tournament.open(tmp_path / "cup.sqlite")
    assert again.standings() == rows and [r.method for r in again.rounds()][-1] == "final"
    assert again.info().options == FormatOptions(3, 4, 4)
    again.close()


def test_a_final_of_eight_at_two_tables_is_snake_seeded(tmp_path: Path) -> None:
    assert snake([1, 2, 3, 4, 5, 6, 7, 8], 2) == [[1, 4, 5, 8], [2, 3, 6, 7]]
    t = Tournament.create(tmp_path / "cup.sqlite", "杯", format="swiss_final", seed=3,
                          options=FormatOptions(swiss_rounds=2, final_size=8, final_table_size=4))
    t.add_players((n,) for n in NAMES)
    rng = random.Random(7)
    for _ in range(2):
        _record_round(t, t.seat_round(), rng)
    t.drop_player(t.standings()[0].name)  # the leader withdraws: the ninth moves up
    swiss = [r.name for r in t.standings()]
    top = swiss[1:9]
    final = t.seat_round()
    assert [[p.name for p in table.players] for table in final.tables] == [
        [top[0], top[3], top[4], top[7]], [top[1], top[2], top[5], top[6]]]
    _record_round(t, final, rng, order=lambda names: names)
    rows = t.standings()
    first_places = {table.game.summary.ranking[0] for table in t.round(3).tables if table.game}
    # Every final table's winner ahead of every runner-up; ties by the swiss standings.
    assert {r.name for r in rows[:2]} == first_places
    assert [r.name for r in rows[:2]] == [n for n in top if n in first_places]
    assert {r.name for r in rows[:8]} == set(top)
    assert rows[8].name == swiss[0]  # the withdrawn leader: first of the rest


@pytest.mark.parametrize("options, words", [
    (FormatOptions(swiss_rounds=0, final_size=4), "swiss rounds before the final: 0"),
    (FormatOptions(swiss_rounds=3, final_size=1), "players in the final: 1"),
    (FormatOptions(swiss_rounds=3, final_size=4, final_table_size=5), "seats at a final table: 5; choose 2..4"),
])
def test_final_options_are_checked(tmp_path: Path, options: FormatOptions, words: str) -> None:
    with pytest.raises(TournamentError, match=words):
        Tournament.create(tmp_path / "bad.sqlite", "x", format="swiss_final", options=options)
    assert not (tmp_path / "bad.sqlite").exists() or not (tmp_path / "bad.sqlite").stat().st_size


def _create_old_file(path: Path, version: int) -> None:
    """A tournament file exactly as schema ``version`` (before format options) wrote it:
    a swiss round played."""
    engine = sa.create_engine(f"sqlite:///{path}")
    _, tables = schema.build_metadata(version)
    with engine.begin() as conn:
        schema.create_schema(conn, version=version)
        conn.execute(sa.insert(tables["tournament"]).values(
            id=1, name="前回大会", format="swiss", seed=5, table_size=4, min_table_size=3, advance=1,
            scoring_json=json.dumps(ScoringRules().to_dict()), settings_json="{}",
            created_at="2026-01-01T10:00:00+09:00"))
        for pid, name in enumerate(["甲", "乙", "丙", "丁"], start=1):
            conn.execute(sa.insert(tables["players"]).values(
                id=pid, name=name, reading="", affiliation="", registered_at="2026-01-01"))
        conn.execute(sa.insert(tables["rounds"]).values(id=1, number=1, method="random", seed=5,
                                                         created_at="2026-01-01"))
        conn.execute(sa.insert(tables["game_tables"]).values(id=1, round_id=1, number=1))
        for pos in (1, 2, 3, 4):
            conn.execute(sa.insert(tables["seats"]).values(table_id=1, position=pos, player_id=pos))
        record = finished_record(["丙", "甲", "丁", "乙"])
        conn.execute(sa.insert(tables["games"]).values(
            id=1, table_id=1, record_json=json.dumps(record, ensure_ascii=False), settings_json="{}",
            recorded_at="2026-01-01", finished=True, source="console"))
        for rank, pid in enumerate([3, 1, 4, 2], start=1):
            conn.execute(sa.insert(tables["results"]).values(
                game_id=1, player_id=pid, rank=rank, points=[6, 4, 2, 0][rank - 1], cards_left=0,
                fouls=0, timeouts=0, disqualified=False, largest_prime=None))
    engine.dispose()


@pytest.mark.parametrize("version", [2, 3])
def test_a_file_from_before_format_options_opens_and_upgrades(tmp_path: Path, version: int) -> None:
    path = tmp_path / f"v{version}.sqlite"
    _create_old_file(path, version)
    with sqlite3.connect(path) as raw:
        assert "options_json" not in {row[1] for row in raw.execute("PRAGMA table_info(tournament)")}
    t = Tournament.open(path)
    info = t.info()
    assert info.schema_version == schema.CURRENT_VERSION  # one migration step after another
    assert info.format == "swiss" and info.options == FormatOptions()
    assert [(r.name, r.points) for r in t.standings()] == [("丙", 6), ("甲", 4), ("丁", 2), ("乙", 0)]
    assert t.next_step().step is Step.SEAT_NEXT
    view = t.seat_round()  # the event goes on as it was
    assert view.number == 2 and view.method == "standings"
    t.close()
    with sqlite3.connect(path) as raw:
        assert raw.execute("SELECT version FROM schema_version").fetchone() == (schema.CURRENT_VERSION,)
        assert raw.execute("SELECT options_json FROM tournament").fetchone() == (None,)
