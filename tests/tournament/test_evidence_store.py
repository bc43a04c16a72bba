"""Issue 24, the stored evidence: bad records and names read as one clear refusal, outputs
never replace what they read, corrections keep the judged record, a write whose fate is
unknown is checked, and secrets never leave the process."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from interrupting import interrupt

from daifugo_gui.cli import main
from daifugo_gui.rules.cards import standard_deck
from daifugo_gui.tournament import RecordImportError, Tournament
from daifugo_gui.tournament.demo import finished_record

NAMES = ["Aki", "Ben", "Chie", "Dai"]


def _one_line(capsys: pytest.CaptureFixture[str]) -> str:
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1, err
    assert "internal error" not in err[0] and "Traceback" not in err[0]
    return err[0]


def _wrong_draw_record() -> dict[str, Any]:
    """A complete deal whose first draw names a card that is not on top of the deck."""
    cards = [c.text() for c in standard_deck()]
    return {
        "format": "prime-daifugo-record/1",
        "settings": {"hand_size": 2},
        "players": ["Aki", "Ben"],
        "hands": {"Aki": " ".join(cards[0:2]), "Ben": " ".join(cards[2:4])},
        "deck": " ".join(cards[4:]),
        "events": [{"player": "Aki", "action": "draw", "card": cards[10]}],
    }


# --- Also: a record naming a wrong drawn card; names and numbers too long; bad URLs -------------


def test_replay_of_a_record_naming_a_wrong_drawn_card_is_refused_in_words(tmp_path: Path, capsys) -> None:
    path = tmp_path / "wrong.json"
    path.write_text(json.dumps(_wrong_draw_record()))
    assert main(["replay", str(path)]) == 2
    line = _one_line(capsys)
    assert "event 1" in line and "card 1 from the top of the deck" in line and "does not name" in line


def test_the_tabs_import_of_a_wrong_drawn_card_names_the_event(tmp_path: Path) -> None:
    t = Tournament.create(tmp_path / "cup.sqlite", "cup", seed=1, table_size=2, min_table_size=2)
    t.add_players((n, "", "") for n in ["Aki", "Ben"])
    t.seat_round()
    path = tmp_path / "wrong.json"
    path.write_text(json.dumps(_wrong_draw_record()))
    with pytest.raises(RecordImportError) as caught:
        t.import_record_file(path, 1, 1)
    assert "does not name" in str(caught.value)
    assert t.round(1).tables[0].game is None  # nothing stored
    t.close()


@pytest.mark.parametrize("command", ["replay", "report"])
def test_a_300_character_file_name_is_one_line_exit_2(tmp_path: Path, capsys, command: str) -> None:
    name = str(tmp_path / ("a" * 300 + ".json"))
    argv = [command, name] + (["--out", str(tmp_path / "s.pdf")] if command == "report" else [])
    assert main(argv) == 2
    assert "too long" in _one_line(capsys)


def test_a_300_character_output_name_is_one_line_exit_2(tmp_path: Path, capsys) -> None:
    record = tmp_path / "game.json"
    record.write_text(json.dumps(finished_record(NAMES)))
    assert main(["report", str(record), "--out", str(tmp_path / ("o" * 300 + ".pdf"))]) == 2
    assert "too long" in _one_line(capsys)


@pytest.mark.parametrize("command", ["replay", "report"])
def test_a_json_integer_over_4300_digits_is_one_line_exit_2(tmp_path: Path, capsys, command: str) -> None:
    path = tmp_path / "big.json"
    path.write_text('{"format": "prime-daifugo-record/1", "players": ' + "9" * 5000 + "}")
    argv = [command, str(path)] + (["--out", str(tmp_path / "s.pdf")] if command == "report" else [])
    assert main(argv) == 2
    line = _one_line(capsys)
    assert "big.json" in line and "digits" in line
    assert not (tmp_path / "s.pdf").exists()


@pytest.mark.parametrize(
    "url, words",
    [
        ("postgresql://judge@host:abc/cup", "not a database URL"),
        ("postgresql://judge@host:99999999/cup", "port 99999999"),
        ("postgresql://judge:pw@host:x/cup?password=pw", "not a database URL"),
    ],
)
def test_a_malformed_server_url_is_one_line_exit_2(tmp_path: Path, capsys, url: str, words: str) -> None:
    assert main(["report", url, "--out", str(tmp_path / "s.pdf")]) == 2
    line = _one_line(capsys)
    assert words in line


# --- 7: an output never replaces its input, nor a file of another kind; writes are atomic -------


def _cup(tmp_path: Path) -> Path:
    import random

    from daifugo_gui.tournament.demo import play_round

    t = Tournament.create(tmp_path / "cup.sqlite", "cup", seed=1)
    t.add_players((n, "", "") for n in NAMES)
    play_round(t, random.Random(1))
    t.close()
    return tmp_path / "cup.sqlite"


def test_report_refuses_to_write_over_the_tournament_it_reads(tmp_path: Path, capsys) -> None:
    cup = _cup(tmp_path)
    before = cup.read_bytes()
    assert main(["report", str(cup), "--out", str(cup)]) == 2
    assert "file being read" in _one_line(capsys)
    assert cup.read_bytes() == before
    assert Tournament.open(cup, read_only=True).standings()  # still a tournament


def test_report_refuses_its_input_through_a_symlink_and_another_path(tmp_path: Path, capsys) -> None:
    record = tmp_path / "game.json"
    record.write_text(json.dumps(finished_record(NAMES)))
    before = record.read_bytes()
    link = tmp_path / "sheet.pdf"
    link.symlink_to(record)
    (tmp_path / "sub").mkdir()
    for out in (link, tmp_path / "sub" / ".." / "game.json"):
        assert main(["report", str(record), "--out", str(out)]) == 2
        assert "file being read" in _one_line(capsys)
    assert record.read_bytes() == before


@pytest.mark.parametrize("existing, kind", [(b"SQLite format 3\x00" + b"\x00" * 100, "SQLite"),
                                            (b'{"format": "prime-daifugo-record/1"}', "JSON"),
                                            (b"\x89PNG\r\n\x1a\n....", "picture")])
def test_report_refuses_an_existing_file_of_another_kind(tmp_path: Path, capsys, existing: bytes, kind: str) -> None:
    record = tmp_path / "game.json"
    record.write_text(json.dumps(finished_record(NAMES)))
    out = tmp_path / "out.pdf"
    out.write_bytes(existing)
    assert main(["report", str(record), "--out", str(out)]) == 2
    line = _one_line(capsys)
    assert kind in line and "not replaced" in line
    assert out.read_bytes() == existing


def test_report_replaces_an_older_pdf(tmp_path: Path, capsys) -> None:
    record = tmp_path / "game.json"
    record.write_text(json.dumps(finished_record(NAMES)))
    out = tmp_path / "out.pdf"
    out.write_bytes(b"%PDF-1.4 an older print")
    assert main(["report", str(record), "--out", str(out)]) == 0
    assert out.read_bytes().startswith(b"%PDF-") and len(out.read_bytes()) > 1000
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json", "out.pdf"]  # no temporary left


def test_a_failing_fsync_leaves_the_old_pdf_and_no_temporary_file(tmp_path: Path, capsys, monkeypatch) -> None:
    import os

    from daifugo_gui import files

    record = tmp_path / "game.json"
    record.write_text(json.dumps(finished_record(NAMES)))
    out = tmp_path / "out.pdf"
    out.write_bytes(b"%PDF-1.4 the old print")

    def failing_fsync(fd: int) -> None:
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(files.os, "fsync", failing_fsync)
    assert main(["report", str(record), "--out", str(out)]) == 2
    assert "Input/output error" in _one_line(capsys)
    assert out.read_bytes() == b"%PDF-1.4 the old print"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json", "out.pdf"]
    monkeypatch.setattr(files.os, "fsync", os.fsync)


def test_convert_refuses_to_write_over_its_input(tmp_path: Path, capsys) -> None:
    record = tmp_path / "game.json"
    record.write_text(json.dumps(finished_record(NAMES)))
    before = record.read_bytes()
    assert main(["convert", str(record), "--to", "json", "--out", str(record)]) == 2
    assert "file being read" in _one_line(capsys)
    assert record.read_bytes() == before


def test_standings_export_refuses_the_tournament_file_and_other_kinds(tmp_path: Path) -> None:
    from daifugo_gui.files import OutputRefused

    cup = _cup(tmp_path)
    t = Tournament.open(cup)
    before = cup.read_bytes()
    with pytest.raises(OutputRefused, match="being read"):
        t.export_standings_csv(cup)
    pdf = tmp_path / "s.pdf"
    pdf.write_bytes(b"%PDF-1.4 ...")
    with pytest.raises(OutputRefused, match="PDF"):
        t.export_standings_json(pdf)
    t.close()
    assert cup.read_bytes() == before and pdf.read_bytes() == b"%PDF-1.4 ..."
    again = Tournament.open(cup)
    assert again.export_standings_csv(tmp_path / "s.csv").read_text(encoding="utf-8-sig").startswith("place,name")
    again.close()


# --- 8: a correction keeps the judged record, beside it who, when, why, before and after -------


def _judged_table(tmp_path: Path) -> tuple[Tournament, list[str]]:
    from daifugo_gui.tournament.demo import eventful_record

    t = Tournament.create(tmp_path / "cup.sqlite", "cup", seed=1)
    t.add_players((n, "", "") for n in NAMES)
    view = t.seat_round()
    names = [p.name for p in view.tables[0].players]
    t.record_game(1, 1, eventful_record(names))
    return t, names


def test_a_correction_keeps_the_judged_record_and_the_standings_follow_it(tmp_path: Path) -> None:
    from dataclasses import replace

    from daifugo_gui.tournament.paper import rows_of

    t, _names = _judged_table(tmp_path)
    judged = t.round(1).tables[0].game
    assert judged is not None and judged.summary.events == 9 and judged.correction is None
    rows = rows_of(judged.summary)
    swapped = [replace(rows[0], rank=2), replace(rows[1], rank=1)] + rows[2:]
    t.correct_result(1, 1, swapped, who="Judge Ito", why="ranks written the wrong way round")
    t.close()

    again = Tournament.open(tmp_path / "cup.sqlite")
    game = again.round(1).tables[0].game
    assert game is not None
    assert game.record == judged.record  # moves, times, stop reason: as judged
    assert game.summary.events == 9 and game.summary.stop_reason == "time"
    assert game.summary.started_at == judged.summary.started_at
    assert game.summary.ranking[:2] == (judged.summary.ranking[1], judged.summary.ranking[0])
    assert game.correction is not None
    assert (game.correction.who, game.correction.why) == ("Judge Ito", "ranks written the wrong way round")
    assert [r["player"] for r in game.correction.before][:2] == list(judged.summary.ranking[:2])
    assert [r["player"] for r in game.correction.after][:2] == list(game.summary.ranking[:2])
    assert again.corrections() == [game.correction]
    leader = again.standings()[0]
    assert leader.name == judged.summary.ranking[1] and leader.points == game.points[leader.name]
    again.close()


def test_the_reprinted_sheet_shows_the_judged_moves_and_the_correction(tmp_path: Path) -> None:
    from dataclasses import replace

    from daifugo_gui.reports.score_sheet import sheets_pdf, table_sheet_story
    from daifugo_gui.tournament.paper import rows_of

    from pdf_reading import pdf_text

    t, _names = _judged_table(tmp_path)
    judged = t.round(1).tables[0].game
    rows = rows_of(judged.summary)
    t.correct_result(1, 1, [replace(rows[0], rank=2), replace(rows[1], rank=1)] + rows[2:], who="Ito", why="typo")
    table = t.round(1).tables[0]
    out = tmp_path / "sheet.pdf"
    sheets_pdf(out, [table_sheet_story("cup", 1, table, lang="en")], lang="en")
    text = " ".join(pdf_text(out).split())
    assert "Turns 9" in text  # the judged game's turns, not 0
    assert "Corrected" in text and "by Ito: typo" in text
    assert f"{judged.summary.ranking[0]}: Rank 1 → 2" in text
    t.close()


def test_a_v5_file_migrates_when_opened_and_report_reads_it_without_upgrading(tmp_path: Path, capsys) -> None:
    import hashlib
    import sqlite3

    t, _names = _judged_table(tmp_path)
    t.close()
    path = tmp_path / "cup.sqlite"
    with sqlite3.connect(path) as db:  # the file as schema v5 wrote it
        db.execute("ALTER TABLE games DROP COLUMN correction_id")
        db.execute("ALTER TABLE games DROP COLUMN record_digest")
        db.execute("ALTER TABLE corrections DROP COLUMN replaced_record_json")
        db.execute("DROP TABLE requested_byes")  # v7
        db.execute("UPDATE schema_version SET version = 5")
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    assert main(["report", str(path), "--out", str(tmp_path / "s.pdf")]) == 0
    assert hashlib.sha256(path.read_bytes()).hexdigest() == digest  # read, not upgraded
    assert not list(tmp_path.glob("daifugo-read-*"))
    opened = Tournament.open(path)
    from daifugo_gui.tournament import schema

    assert opened.info().schema_version == schema.CURRENT_VERSION == 8
    assert opened.round(1).tables[0].game.correction is None
    opened.close()


# --- Security: no password shown or stored; no formulas in the CSV; the server stays local ---


SECRET_URLS = [
    "postgresql://judge:pw1secret@127.0.0.1:1/cup",
    "postgresql://judge@127.0.0.1:1/cup?password=qsecret",
    "postgresql://judge@127.0.0.1:1/cup?sslmode=disable&password=qsecret&application_name=x",
    "postgresql://judge:pw1secret@host:x/cup?password=qsecret",
    "postgresql://judge:pw1secret@[bad/cup?password=qsecret",
]


@pytest.mark.parametrize("url", SECRET_URLS)
def test_a_password_in_a_server_url_is_never_printed(tmp_path: Path, capsys, url: str) -> None:
    assert main(["report", url, "--out", str(tmp_path / "s.pdf")]) == 2
    line = _one_line(capsys)
    assert "secret" not in line and "127.0.0.1" in line or "host" in line or "[bad" in line


@pytest.mark.parametrize("url", SECRET_URLS)
def test_public_url_drops_both_passwords(url: str) -> None:
    from daifugo_gui.tournament.location import public_url, url_password

    shown = public_url(url)
    assert "secret" not in shown and "password" not in shown.lower()
    if "[bad" not in url and ":x/" not in url:
        assert url_password(url) in ("pw1secret", "qsecret")
    if "sslmode" in url:
        assert "sslmode=disable" in shown and "application_name=x" in shown


def test_the_settings_file_never_holds_a_password(tmp_path: Path) -> None:
    pytest.importorskip("PySide6")
    from PySide6.QtCore import QSettings

    from daifugo_gui.ui.tournament.server_dialog import recent_servers, remember_server

    store = tmp_path / "settings.ini"
    settings = QSettings(str(store), QSettings.Format.IniFormat)
    remember_server(settings, "postgresql://judge@10.0.0.5/cup?password=qsecret")
    remember_server(settings, "postgresql://judge:pw1secret@10.0.0.6/cup")
    settings.sync()
    assert "secret" not in store.read_text()
    assert recent_servers(settings) == ["postgresql://judge@10.0.0.6/cup", "postgresql://judge@10.0.0.5/cup"]


def test_the_server_dialog_takes_a_query_password_into_its_password_box(qtbot, tmp_path: Path) -> None:
    from PySide6.QtCore import QSettings

    from daifugo_gui.ui.tournament.server_dialog import ServerDialog

    dialog = ServerDialog(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(dialog)
    dialog.recent.setEditText("postgresql://judge@10.0.0.5:5433/cup?password=qsecret")
    dialog.recent.lineEdit().editingFinished.emit()  # the judge leaves the box: it is read then
    assert dialog.password.text() == "qsecret"
    assert "secret" not in dialog.recent.currentText()
    assert dialog.url().startswith("postgresql+psycopg://judge:qsecret@10.0.0.5:5433/cup")


def test_standings_csv_neutralises_formulas(tmp_path: Path) -> None:
    import csv

    t = Tournament.create(tmp_path / "cup.sqlite", "cup", seed=1)
    hostile = ['=HYPERLINK("http://x","y")', "+1+2", "-3", "@SUM(A1)"]
    t.add_players([(hostile[0], "=cmd", "@evil"), (hostile[1], "", ""), (hostile[2], "", ""), (hostile[3], "", "")])
    out = t.export_standings_csv(tmp_path / "s.csv")
    t.close()
    with out.open(encoding="utf-8-sig", newline="") as fh:
        rows = list(csv.DictReader(fh))
    names = {r["name"] for r in rows}
    assert names == {"'" + h for h in hostile}
    first = next(r for r in rows if r["name"] == "'" + hostile[0])
    assert first["reading"] == "'=cmd" and first["affiliation"] == "'@evil"
    assert all(not cell.startswith(("=", "+", "-", "@")) for r in rows for cell in r.values())


@pytest.mark.parametrize("argv, words", [(["--local-network", "--listen", "127.0.0.1"], "--local-network")])
def test_server_refuses_contradicting_listen_options(tmp_path: Path, capsys, argv: list[str], words: str) -> None:
    assert main(["server", str(tmp_path / "pg"), *argv]) == 2
    assert words in _one_line(capsys)
    assert not (tmp_path / "pg").exists()


def test_the_server_listens_on_this_laptop_only_by_default_and_says_it_is_not_encrypted() -> None:
    import shutil
    import subprocess
    import sys
    import tempfile

    from daifugo_gui.tournament.local_server import free_port

    base = Path(tempfile.mkdtemp(prefix="daifugo-event-"))
    base.chmod(0o755)
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "daifugo_gui.cli", "server", str(base / "pg"), "--port", str(port),
                             "--json"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline()
        if not line:  # it stopped before saying where it listens: show why, not a KeyError
            proc.wait(timeout=60)
            pytest.fail(f"the server exited ({proc.returncode}) before printing its address: {proc.stderr.read()}")
        shown = json.loads(line)
        assert shown["listen"] == f"127.0.0.1:{port}" and shown["local_only"] and shown["encrypted"] is False
        assert "127.0.0.1" in shown["url"]
    finally:
        _, err = interrupt(proc, timeout=60)
        shutil.rmtree(base, ignore_errors=True)
    assert "not encrypted" in err and "--local-network" in err


# --- 9: SQLite faults in words; a damaged record is named; a huge CSV field is refused ----------


def test_a_full_disk_is_said_in_words_and_nothing_is_half_saved(tmp_path: Path) -> None:
    from sqlalchemy import event

    from daifugo_gui.tournament import TournamentError

    cup = _cup(tmp_path)  # one round recorded
    t = Tournament.open(cup)
    t.seat_round()
    # The disk fills up: SQLite may not grow the file by one more page (SQLITE_FULL).
    engine = t._engine

    @event.listens_for(engine, "connect")
    def _full(dbapi_conn, _record) -> None:  # type: ignore[no-untyped-def]
        pages = dbapi_conn.execute("PRAGMA page_count").fetchone()[0]
        dbapi_conn.execute(f"PRAGMA max_page_count = {pages}")

    engine.dispose()
    table = t.round(2).tables[0]
    names = [p.name for p in table.players]
    big = finished_record(names)
    big["meta"] = {"note": "x" * 200_000}  # more than the file has room for
    with pytest.raises(TournamentError) as full:
        t.record_game(2, 1, big)
    assert "disk holding the tournament file is full" in str(full.value) and str(cup) in str(full.value)
    event.remove(engine, "connect", _full)
    engine.dispose()
    assert t.round(2).tables[0].game is None and len(t.round(1).tables[0].players) == 4
    t.close()


def test_sqlite_errors_other_than_busy_are_put_in_words() -> None:
    import sqlite3

    from daifugo_gui.tournament.database import in_words

    for message, words in (("disk I/O error", "could not be read or written"),
                           ("database disk image is malformed", "damaged"),
                           ("database or disk is full", "full"),
                           ("something else went wrong", "reported an error")):
        found = in_words(sqlite3.OperationalError(message), "cup.sqlite")
        assert found is not None and words in str(found) and "cup.sqlite" in str(found), message
    assert in_words(sqlite3.IntegrityError("UNIQUE constraint failed: games.table_id"), "cup.sqlite") is None


def _flip_in_file(path: Path, marker: bytes, xor: int) -> None:
    data = bytearray(path.read_bytes())
    at = data.find(marker)
    assert at >= 0 and data.find(marker, at + 1) < 0, "the marker must be in the file once"
    data[at + 1] ^= xor
    path.write_bytes(bytes(data))


@pytest.mark.parametrize("xor", [0x01, 0x80], ids=["still-ascii", "not-utf8"])
def test_a_flipped_byte_in_a_stored_record_names_its_table_and_the_round_still_reads(tmp_path: Path, xor: int) -> None:
    from daifugo_gui.tournament.demo import eventful_record

    t = Tournament.create(tmp_path / "cup.sqlite", "cup", seed=1)
    t.add_players((n, "", "") for n in NAMES + ["Eri", "Fumi", "Gen", "Hana"])
    view = t.seat_round()
    for table in view.tables:
        names = [p.name for p in table.players]
        record = eventful_record(names)
        if table.number == 2:
            record["meta"]["note"] = "MARKERtable2"
        t.record_game(1, table.number, record)
    t.close()
    _flip_in_file(tmp_path / "cup.sqlite", b"MARKERtable2", xor)

    again = Tournament.open(tmp_path / "cup.sqlite")  # the page is sound: only the text changed
    rounds = again.rounds()  # the whole view still reads
    one, two = rounds[0].tables[0].game, rounds[0].tables[1].game
    assert one is not None and one.damage is None and one.summary.events == 9
    assert two is not None and two.damage is not None
    assert "round 1, table 2" in two.damage.english() and "damaged" in two.damage.english()
    assert two.summary.ranking  # the result still stands
    assert len(again.standings()) == 8
    again.close()


def test_a_csv_field_over_the_csv_limit_is_a_one_line_refusal(tmp_path: Path) -> None:
    import csv

    from daifugo_gui.tournament import TournamentError

    t = Tournament.create(tmp_path / "cup.sqlite", "cup", seed=1)
    path = tmp_path / "players.csv"
    path.write_text("name,reading\nAki,あき\n\"" + "x" * (csv.field_size_limit() + 10) + "\",b\n", encoding="utf-8")
    with pytest.raises(TournamentError) as refused:
        t.import_players_csv(path)
    text = str(refused.value)
    assert "\n" not in text and "line 3" in text and "longer than" in text and str(path) in text
    assert t.players() == []
    t.close()
