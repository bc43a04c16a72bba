"""Issue 38, item 4: every stored record carries its checksum, checked on every read.

Each test flips a byte of a stored record on the disk (SQLite's own check still passes:
only the text changed) and checks what ``daifugo report --round``, ``daifugo web
--export`` and a rename tell and keep; an older file is read and sealed when opened.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from daifugo_gui.cli import main
from daifugo_gui.tournament import Tournament, schema
from daifugo_gui.tournament.demo import eventful_record
from daifugo_gui.tournament.formats import FormatOptions

NAMES = ["Aki", "Ben", "Chie", "Dai", "Eri", "Fumi", "Gen", "Hana"]


def _flip_digit(path: Path, marker: bytes) -> None:
    """A digit after ``marker`` changed by one: the record still reads as JSON."""
    data = bytearray(path.read_bytes())
    at = data.find(marker)
    assert at >= 0 and data.find(marker, at + 1) < 0, "the marker must be in the file once"
    digit = at + len(marker)
    data[digit] = ord("7") if data[digit] != ord("7") else ord("3")
    path.write_bytes(bytes(data))


def _judged_round(tmp_path: Path) -> Path:
    path = tmp_path / "cup.sqlite"
    t = Tournament.create(path, "cup", seed=1)
    t.add_players((n, "", "") for n in NAMES)
    view = t.seat_round()
    for table in view.tables:
        record = eventful_record([p.name for p in table.players])
        record["meta"]["note"] = f"MARKERtable{table.number}:1"
        t.record_game(1, table.number, record)
    t.close()
    return path


def test_report_round_names_a_damaged_record_by_round_and_table(tmp_path: Path, capsys) -> None:
    path = _judged_round(tmp_path)
    _flip_digit(path, b"MARKERtable2:")
    assert main(["report", str(path), "--round", "1", "--out", str(tmp_path / "r1.pdf"), "--json"]) == 0
    captured = capsys.readouterr()
    result = json.loads(captured.out)
    assert len(result["damaged"]) == 1 and "round 1, table 2" in result["damaged"][0]
    assert "damaged" in result["damaged"][0] and "format" not in result["damaged"][0]
    assert "round 1, table 2" in captured.err and (tmp_path / "r1.pdf").stat().st_size > 1000


def test_web_export_skips_a_damaged_record_as_damaged(tmp_path: Path, capsys) -> None:
    path = _judged_round(tmp_path)
    _flip_digit(path, b"MARKERtable1:")
    out = tmp_path / "site"
    assert main(["web", str(path), "--export", str(out), "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    why = {(s["round"], s["table"]): s["why"] for s in result["skipped"]}
    assert why[(1, 1)].startswith("damaged")  # not the format error a stand-in record gave
    assert not why.get((1, 2), "").startswith("damaged")  # the sound table is not blamed
    assert not (out / "suhu" / "round-01-table-01.txt").exists()  # never written from a stand-in


def _match_event(tmp_path: Path) -> Path:
    path = tmp_path / "m.sqlite"
    t = Tournament.create(path, "PQCS", seed=6, table_size=2, min_table_size=2,
                          options=FormatOptions(match_games=3, match_kind="best_of", first_move="alternate"))
    t.add_players((n,) for n in ("山田", "佐藤", "鈴木", "高橋"))
    view = t.seat_round()
    a, b = (p.name for p in view.tables[0].players)
    record = {"format": "prime-daifugo-record/1", "settings": {"hand_size": 1}, "players": [a, b],
              "events": [{"player": a, "action": "play", "field": "2"}], "meta": {"note": "MARKERgame:1"}}
    t.record_game(1, 1, record)  # game 1 of the match: in match_games, not yet a table result
    t.close()
    return path


def test_a_damaged_match_game_is_named_in_the_export(tmp_path: Path, capsys) -> None:
    path = _match_event(tmp_path)
    _flip_digit(path, b"MARKERgame:")
    out = tmp_path / "site"
    assert main(["web", str(path), "--export", str(out), "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert [(s["round"], s["table"]) for s in result["skipped"]] == [(1, 1)]
    assert result["skipped"][0]["why"].startswith("damaged")


def test_renaming_a_player_does_not_seal_a_damaged_record(tmp_path: Path) -> None:
    path = _judged_round(tmp_path)
    _flip_digit(path, b"MARKERtable2:")
    t = Tournament.open(path)
    two = t.round(1).table(2)
    t.rename_player(two.players[0].name, "Renamed")
    assert t.round(1).table(2).game.damage is not None  # still named damaged, not blessed
    t.close()


def test_an_older_file_is_read_and_sealed_when_opened(tmp_path: Path, capsys) -> None:
    """A v7 file whose games have no digest (written before v6, then migrated) and a match
    game without one: read as before, sealed by the v8 migration, checked from then on."""
    path = _judged_round(tmp_path)
    with sqlite3.connect(path) as db:
        db.execute("UPDATE games SET record_digest = NULL")
        db.execute("ALTER TABLE match_games DROP COLUMN record_digest")
        db.execute("UPDATE schema_version SET version = 7")
    assert main(["report", str(path), "--round", "1", "--out", str(tmp_path / "old.pdf"), "--json"]) == 0
    assert "damaged" not in json.loads(capsys.readouterr().out)  # an unsealed record reads
    t = Tournament.open(path)
    assert t.info().schema_version == schema.CURRENT_VERSION == 8
    t.close()
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT COUNT(*) FROM games WHERE record_digest IS NULL").fetchone() == (0,)
    _flip_digit(path, b"MARKERtable1:")
    again = Tournament.open(path)
    assert again.round(1).table(1).game.damage is not None
    assert again.round(1).table(2).game.damage is None
    again.close()


def test_the_printed_round_results_name_a_damaged_record(tmp_path: Path) -> None:
    """The round-results PDF marks the damaged table and says why, in both languages; the
    sound tables are not marked."""
    from pdf_reading import pdf_text

    path = _judged_round(tmp_path)
    _flip_digit(path, b"MARKERtable2:")
    for lang, said in (("en", "Table 2: its stored game record is damaged"), ("ja", "第2卓：保存された対局記録が破損しています")):
        out = tmp_path / f"r1-{lang}.pdf"
        assert main(["report", str(path), "--round", "1", "--out", str(out), "--lang", lang]) == 0
        text = pdf_text(out).replace(" ", "").replace("\n", "")
        assert said.replace(" ", "") in text
        # One table marked (the cell "2!") and its line under the results: nothing else.
        assert text.count("!") == 2 and "2!" in text
