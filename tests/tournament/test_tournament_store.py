"""The tournament store: round-trips, the v1→v2 migration, transactions, imports."""

from __future__ import annotations

import json
import random
import sqlite3
from pathlib import Path

import pytest
import sqlalchemy as sa

from daifugo_gui.tournament import RecordImportError, Tournament, TournamentError
from daifugo_gui.tournament import schema
from daifugo_gui.tournament.demo import eventful_record, finished_record, play_round
from daifugo_gui.tournament.scoring import ScoringRules
from tournament_builders import NAMES, create_v1_file, make


def test_round_trip_survives_reopen(tmp_path: Path) -> None:
    t = make(tmp_path, settings={"hand_size": 9, "on_timeout": "pass"})
    rng = random.Random(1)
    play_round(t, rng)
    play_round(t, rng)
    before = (t.players(), t.rounds(), t.standings(), t.info())
    t.close()
    again = Tournament.open(tmp_path / "cup.sqlite")
    after = (again.players(), again.rounds(), again.standings(), again.info())
    assert after == before
    info = after[3]
    assert info.name == "第1回 素数大富豪大会" and info.schema_version == schema.CURRENT_VERSION
    assert info.settings == {"hand_size": 9, "on_timeout": "pass"}
    assert after[0][0].reading == "よみ0" and after[0][1].affiliation == "東京素数会"
    game = after[1][0].tables[0].game
    assert game is not None and game.record["format"] == "prime-daifugo-record/1"
    assert game.source == "console"
    again.close()


def test_record_game_replays_with_the_engine(tmp_path: Path) -> None:
    t = make(tmp_path, n=4)
    view = t.seat_round()
    seated = [p.name for p in view.tables[0].players]
    stored = t.record_game(1, 1, eventful_record(seated))
    s = stored.summary
    # eventful_record: first player fouls, second times out (DQ, last), the fourth has
    # fewest cards at the time stop (D12), the first played 137, the largest prime.
    assert s.ranking == (seated[3], seated[0], seated[2], seated[1])
    assert s.fouls[seated[0]] == 1 and s.timeouts[seated[1]] == 1
    assert s.disqualified == (seated[1],)
    assert (s.largest_prime, s.largest_prime_by) == ("137", seated[0])
    assert s.stop_reason == "time" and s.started_at == "2026-11-22T10:00:00+09:00"
    assert stored.points == {seated[3]: 6, seated[0]: 4, seated[2]: 2, seated[1]: 0}
    rows = {r.name: r for r in t.standings()}
    assert rows[seated[3]].place == 1 and rows[seated[1]].place == 4


def test_unfinished_or_mismatched_records_are_refused(tmp_path: Path) -> None:
    t = make(tmp_path, n=4)
    view = t.seat_round()
    seated = [p.name for p in view.tables[0].players]
    unfinished = finished_record(seated)
    unfinished["events"] = unfinished["events"][:1]
    with pytest.raises(TournamentError, match="not over"):
        t.record_game(1, 1, unfinished)
    strangers = finished_record(["X", "Y", "Z", "W"])
    with pytest.raises(TournamentError, match="not those seated at round 1 table 1"):
        t.record_game(1, 1, strangers)
    t.record_game(1, 1, finished_record(seated))
    with pytest.raises(TournamentError, match="already has a result"):
        t.record_game(1, 1, finished_record(seated))
    stored = t.record_game(1, 1, finished_record(seated[::-1]), replace=True)
    assert stored.summary.ranking == tuple(seated[::-1])


def test_import_record_file_finds_its_table(tmp_path: Path) -> None:
    t = make(tmp_path)
    view = t.seat_round()
    second = [p.name for p in view.tables[1].players]
    path = tmp_path / "table2.json"
    path.write_text(json.dumps(finished_record(second[::-1]), ensure_ascii=False), encoding="utf-8")
    stored = t.import_record_file(path)
    assert (stored.round, stored.table) == (1, 2)
    assert stored.source == "table2.json"
    assert t.round(1).table(2).game is not None and t.round(1).table(1).game is None


@pytest.mark.parametrize(
    "content, problem",
    [
        (None, "no such file"),
        ("{not json", "not JSON (line 1, column 2"),
        ("[1, 2]", "a record is a JSON object"),
        ('{"format": "other/1", "players": []}', '"format" must be'),
        ("UNFINISHED", "the game is not over"),
        ("STRANGERS", "no table without a result seats exactly"),
    ],
)
def test_bad_record_files_name_file_and_problem_and_lose_nothing(
    tmp_path: Path, content: str | None, problem: str
) -> None:
    t = make(tmp_path)
    view = t.seat_round()
    first = [p.name for p in view.tables[0].players]
    t.record_game(1, 1, finished_record(first))
    before = t.rounds()
    path = tmp_path / "bad.json"
    if content == "UNFINISHED":
        rec = finished_record([p.name for p in view.tables[1].players])
        rec["events"] = []
        content = json.dumps(rec)
    elif content == "STRANGERS":
        content = json.dumps(finished_record(["X", "Y", "Z"]))
    if content is not None:
        path.write_text(content, encoding="utf-8")
    with pytest.raises(RecordImportError) as err:
        t.import_record_file(path)
    message = str(err.value)
    assert message.startswith(str(path) + ": ") and problem in message
    assert "\n" not in message
    assert t.rounds() == before


def test_seating_a_round_is_all_or_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from daifugo_gui.tournament.commands import rounds as round_commands

    t = make(tmp_path)
    original = round_commands.insert_round

    def crash_after_first_table(conn, number, method, seed, seating):  # type: ignore[no-untyped-def]
        from dataclasses import replace

        original(conn, number, method, seed, replace(seating, byes=()))
        raise RuntimeError("power cut")

    monkeypatch.setattr(round_commands, "insert_round", crash_after_first_table)
    with pytest.raises(RuntimeError):
        t.seat_round()
    monkeypatch.undo()
    with sqlite3.connect(tmp_path / "cup.sqlite") as raw:
        for table in ("rounds", "game_tables", "seats", "byes"):
            assert raw.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0] == 0, table
    assert t.seat_round().number == 1


def test_next_round_waits_for_every_table(tmp_path: Path) -> None:
    t = make(tmp_path)
    view = t.seat_round()
    t.record_game(1, 1, finished_record([p.name for p in view.tables[0].players]))
    with pytest.raises(TournamentError, match="round 1 is not finished: no result yet for table 2"):
        t.seat_round()


def test_migrates_a_v1_file(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite"
    create_v1_file(path)
    with sqlite3.connect(path) as raw:
        assert raw.execute("SELECT version FROM schema_version").fetchone() == (1,)
        columns = {row[1] for row in raw.execute("PRAGMA table_info(players)")}
        assert "dropped_from_round" not in columns
    t = Tournament.open(path)
    assert t.info().schema_version == schema.CURRENT_VERSION  # v1 → v2 → …, one step each
    assert [(r.place, r.name, r.points) for r in t.standings()] == [(1, "乙", 6), (2, "甲", 3), (3, "丙", 0)]
    game = t.round(1).table(1).game
    assert game is not None and game.source == "unknown"  # back-filled by the migration
    t.drop_player("丙")  # the v2 column is usable
    assert t.player("丙").dropped_from_round == 2
    t.close()
    with sqlite3.connect(path) as raw:
        assert raw.execute("SELECT version FROM schema_version").fetchone() == (schema.CURRENT_VERSION,)


def test_failed_migration_leaves_v1_intact(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "old.sqlite"
    create_v1_file(path)

    def broken(conn):  # type: ignore[no-untyped-def]
        schema._add_column(conn, "players", sa.Column("dropped_from_round", sa.Integer))
        raise RuntimeError("crash in the middle of the migration")

    monkeypatch.setitem(schema.MIGRATIONS, 1, broken)
    with pytest.raises(RuntimeError):
        Tournament.open(path)
    with sqlite3.connect(path) as raw:
        assert raw.execute("SELECT version FROM schema_version").fetchone() == (1,)
        columns = {row[1] for row in raw.execute("PRAGMA table_info(players)")}
        assert "dropped_from_round" not in columns  # the ALTER TABLE was rolled back too


def test_open_refuses_other_files(tmp_path: Path) -> None:
    other = tmp_path / "other.sqlite"
    with sqlite3.connect(other) as raw:
        raw.execute("CREATE TABLE notes (x)")
    with pytest.raises(TournamentError, match="not a tournament database"):
        Tournament.open(other)
    newer = tmp_path / "newer.sqlite"
    engine = sa.create_engine(f"sqlite:///{newer}")
    with engine.begin() as conn:
        schema.create_schema(conn)
        conn.execute(sa.update(schema.TABLES["schema_version"]).values(version=99))
    engine.dispose()
    with pytest.raises(TournamentError, match="schema version 99 is newer"):
        Tournament.open(newer)
    with pytest.raises(TournamentError, match="no such file"):
        Tournament.open(tmp_path / "missing.sqlite")
    text = tmp_path / "text.sqlite"
    text.write_text("hello " * 100)
    with pytest.raises(TournamentError, match="not a tournament database"):
        Tournament.open(text)


def test_create_refuses_an_existing_file(tmp_path: Path) -> None:
    make(tmp_path).close()
    with pytest.raises(TournamentError, match="already exists"):
        Tournament.create(tmp_path / "cup.sqlite", "again")


def test_players_from_csv_all_or_nothing(tmp_path: Path) -> None:
    t = Tournament.create(tmp_path / "t.sqlite", "csv")
    good = tmp_path / "players.csv"
    good.write_text("\ufeff名前,よみ,所属\n山田 太郎,やまだ たろう,東京素数会\n\nAlice,,MathPower\n", encoding="utf-8")
    added = t.import_players_csv(good)
    assert [(p.name, p.reading, p.affiliation) for p in added] == [
        ("山田 太郎", "やまだ たろう", "東京素数会"), ("Alice", "", "MathPower")]
    bad = tmp_path / "more.csv"
    bad.write_text("name,affiliation\nBob,X\nAlice,Y\n", encoding="utf-8")
    with pytest.raises(TournamentError, match=r"more.csv: line 3: Alice is already registered"):
        t.import_players_csv(bad)
    assert [p.name for p in t.players()] == ["山田 太郎", "Alice"]  # Bob was not half-added
    headless = tmp_path / "headless.csv"
    headless.write_text("foo,bar\n1,2\n", encoding="utf-8")
    with pytest.raises(TournamentError, match="headless.csv: line 1: no name column"):
        t.import_players_csv(headless)


def test_standings_export_csv_and_json(tmp_path: Path) -> None:
    t = make(tmp_path)
    play_round(t, random.Random(3))
    rows = t.standings()
    csv_path = t.export_standings_csv(tmp_path / "s.csv")
    assert csv_path.read_bytes().startswith(b"\xef\xbb\xbf")  # a BOM: Japanese Excel reads UTF-8 (issue 14)
    lines = csv_path.read_text(encoding="utf-8-sig").splitlines()
    assert lines[0].startswith("place,name,reading,affiliation,points")
    assert lines[0].endswith(",R1,note") and len(lines) == 1 + len(rows)
    assert lines[1].split(",")[1] == rows[0].name
    data = json.loads(t.export_standings_json(tmp_path / "s.json").read_text(encoding="utf-8"))
    assert data["tournament"] == "第1回 素数大富豪大会" and data["rounds"] == 1
    assert [r["name"] for r in data["standings"]] == [r.name for r in rows]
    assert data["standings"][0]["points"] == 6


def test_override_seat_swaps_and_handles_byes(tmp_path: Path) -> None:
    t = make(tmp_path, n=5, min_table_size=4)  # one table of four, one bye
    view = t.seat_round()
    (bye,) = view.byes
    sitter = view.tables[0].players[2]
    after = t.override_seat(1, 1, 3, bye.name)
    assert after.tables[0].players[2] == bye and after.byes == (sitter,)
    assert after.tables[0].overridden == (False, False, True, False)
    diffs = t.verify_draw(1)
    assert [(d.table, d.position, d.drawn, d.seated) for d in diffs] == [(1, 3, sitter.name, bye.name)]
    a, b = after.tables[0].players[0], after.tables[0].players[1]
    swapped = t.override_seat(1, 1, 1, b.name)
    assert swapped.tables[0].players[:2] == (b, a)
    with pytest.raises(TournamentError, match="seats 1..4, not 5"):
        t.override_seat(1, 1, 5, a.name)
    t.record_game(1, 1, finished_record([p.name for p in swapped.tables[0].players]))
    with pytest.raises(TournamentError, match="already has a result"):
        t.override_seat(1, 1, 1, sitter.name)


def test_draw_repeats_from_its_seed(tmp_path: Path) -> None:
    t = make(tmp_path)
    view = t.seat_round()
    assert view.seed == 11 and view.method == "random"
    assert t.verify_draw(1) == []
    other = Tournament.create(tmp_path / "same.sqlite", "same", seed=11)
    other.add_players((n, "", "") for n in NAMES)
    assert [[p.name for p in tb.players] for tb in other.seat_round().tables] == [
        [p.name for p in tb.players] for tb in view.tables]


def test_dropped_player_is_not_seated(tmp_path: Path) -> None:
    t = make(tmp_path)
    play_round(t, random.Random(4))
    t.drop_player("Alice")
    view = t.seat_round()
    seated = {p.name for tb in view.tables for p in tb.players} | {p.name for p in view.byes}
    assert "Alice" not in seated and len(seated) == 7


def test_delete_last_round_and_rescoring(tmp_path: Path) -> None:
    t = make(tmp_path)
    play_round(t, random.Random(5))
    t.seat_round()
    t.delete_last_round()
    assert len(t.rounds()) == 1
    with pytest.raises(TournamentError, match="already has results"):
        t.delete_last_round()
    t.set_scoring(ScoringRules(points={4: (10, 5, 1, 0)}))
    assert sorted(r.points for r in t.standings()) == [0, 0, 1, 1, 5, 5, 10, 10]


def test_database_url_passes_urls_through(tmp_path: Path) -> None:
    from daifugo_gui.tournament.store import database_url

    assert database_url("postgresql+psycopg://judge@db/cup") == "postgresql+psycopg://judge@db/cup"
    assert database_url(tmp_path / "x.sqlite").startswith("sqlite:////")
    t = Tournament.create("sqlite:///" + str(tmp_path / "u.sqlite"), "url")
    t.add_player("甲")
    t.close()
    assert [p.name for p in Tournament.open(tmp_path / "u.sqlite").players()] == ["甲"]


def test_names_match_across_width_and_spacing(tmp_path: Path) -> None:
    """A record typed on another laptop with a full-width space still finds its table."""
    t = make(tmp_path, n=4)
    view = t.seat_round()
    seated = [p.name for p in view.tables[0].players]
    typed = [name.replace(" ", "\u3000") for name in seated]  # 山田　太郎
    path = tmp_path / "typed.json"
    path.write_text(json.dumps(finished_record(typed), ensure_ascii=False), encoding="utf-8")
    stored = t.import_record_file(path)
    assert stored.summary.ranking == tuple(seated)  # shown with the registered spelling
    with pytest.raises(TournamentError, match="already registered"):
        t.add_player("山田\u3000太郎")


def test_players_csv_saved_by_japanese_excel(tmp_path: Path) -> None:
    """Japanese Excel saves CSV as Shift_JIS (cp932): read it too; refuse binary junk clearly."""
    t = Tournament.create(tmp_path / "sjis.sqlite", "sjis")
    sjis = tmp_path / "excel.csv"
    sjis.write_bytes("氏名,ふりがな,所属\r\n髙橋 一郎,たかはし いちろう,素数研究会\r\n".encode("cp932"))
    assert [(p.name, p.reading, p.affiliation) for p in t.import_players_csv(sjis)] == [
        ("髙橋 一郎", "たかはし いちろう", "素数研究会")]
    junk = tmp_path / "junk.csv"
    junk.write_bytes(b"name\n\xff\xfe\xfd\x80\x81")
    with pytest.raises(TournamentError, match=r"junk.csv: neither UTF-8 nor Shift_JIS text \(byte 5\)"):
        t.import_players_csv(junk)


def test_record_finished_from_the_console(tmp_path: Path) -> None:
    """The judging console hands over a finished record; the table is found by its players
    (or named in meta), and standings follow at once."""
    t = make(tmp_path)
    view = t.seat_round()
    first, second = ([p.name for p in tb.players] for tb in view.tables)
    stored = t.record_finished(finished_record(first[::-1]))
    assert (stored.round, stored.table, stored.source) == (1, 1, "console")
    assert (t.standings()[0].name, t.standings()[0].points) == (first[-1], 6)
    named = finished_record(second)
    named["meta"] = {"round": 1, "table": 2}
    assert t.record_finished(named).table == 2
    with pytest.raises(TournamentError, match="no table without a result seats exactly"):
        t.record_finished(finished_record(first))  # table 1 already has its result
    assert {r.name: r.points for r in t.standings()}[first[-1]] == 6
