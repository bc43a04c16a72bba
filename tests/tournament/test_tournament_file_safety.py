"""The tournament file under real conditions (issue 13): reading never writes, damaged
copies are refused, and a busy file waits, then says so in words."""

from __future__ import annotations

import hashlib
import random
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from daifugo_gui.cli import main
from daifugo_gui.tournament import database
from daifugo_gui.tournament.store import Tournament, TournamentError

from daifugo_gui.tournament.demo import play_round  # noqa: E402
from tournament_builders import create_v1_file, make  # noqa: E402


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_report_reads_without_writing(tmp_path: Path, capsys) -> None:
    t = make(tmp_path)
    play_round(t, random.Random(2))
    t.close()
    path = tmp_path / "cup.sqlite"
    before, mtime = _digest(path), path.stat().st_mtime_ns
    assert main(["report", str(path), "--out", str(tmp_path / "s.pdf")]) == 0
    assert _digest(path) == before and path.stat().st_mtime_ns == mtime
    assert not list(tmp_path.glob("cup.sqlite-*"))  # no journal or WAL left beside it


def test_report_does_not_upgrade_an_old_file(tmp_path: Path, capsys) -> None:
    """An older file is reported from a private upgraded copy: the file stays as it was."""
    path = tmp_path / "old.sqlite"
    create_v1_file(path)
    before = _digest(path)
    (tmp_path / "out").mkdir()
    path.chmod(0o444)
    tmp_path.chmod(0o555)  # read-only media: not even a journal may be made beside it
    try:
        assert main(["report", str(path), "--out", str(tmp_path / "out" / "s.pdf")]) == 0
    finally:
        tmp_path.chmod(0o755)
    assert (tmp_path / "out" / "s.pdf").read_bytes().startswith(b"%PDF-")
    assert _digest(path) == before
    with sqlite3.connect(path) as raw:
        assert raw.execute("SELECT version FROM schema_version").fetchone() == (1,)


def test_a_damaged_copy_is_refused_with_a_message(tmp_path: Path, capsys) -> None:
    t = make(tmp_path, n=16)
    for seed in range(3):
        play_round(t, random.Random(seed))
    t.close()
    path = tmp_path / "cup.sqlite"
    data = bytearray(path.read_bytes())
    page = 4096
    for offset in range(2 * page + 100, min(len(data), 5 * page), 7):  # scribble over inner pages
        data[offset] = (data[offset] + 91) % 256
    damaged = tmp_path / "damaged.sqlite"
    damaged.write_bytes(bytes(data))
    with pytest.raises(TournamentError, match="damaged|not a tournament"):
        Tournament.open(damaged)
    assert main(["report", str(damaged), "--out", str(tmp_path / "s.pdf")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "Traceback" not in err[0]


_HOLD = """
import sqlite3, sys, time
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("BEGIN IMMEDIATE")
print("locked", flush=True)
time.sleep(float(sys.argv[2]))
conn.execute("COMMIT")
"""


def _hold(path: Path, seconds: float) -> subprocess.Popen:
    holder = subprocess.Popen([sys.executable, "-c", _HOLD, str(path), str(seconds)], stdout=subprocess.PIPE, text=True)
    assert holder.stdout.readline().strip() == "locked"
    return holder


def test_a_write_waits_for_another_consoles_write(tmp_path: Path) -> None:
    t = make(tmp_path)
    holder = _hold(tmp_path / "cup.sqlite", 1.0)
    start = time.monotonic()
    t.add_player("遅れて来た人")  # waits for the other writer instead of failing
    assert time.monotonic() - start >= 0.5
    holder.wait()
    assert "遅れて来た人" in [p.name for p in t.players()]


def test_a_file_busy_past_the_timeout_is_said_in_words(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(database, "BUSY_TIMEOUT_S", 0.2)
    make(tmp_path).close()
    t = Tournament.open(tmp_path / "cup.sqlite")
    holder = _hold(tmp_path / "cup.sqlite", 2.0)
    with pytest.raises(TournamentError, match="busy: another console"):
        t.add_player("待てない人")
    holder.wait()
    assert "待てない人" not in [p.name for p in t.players()]


def test_a_copy_whose_indexes_disagree_with_its_tables_is_refused(tmp_path: Path, capsys) -> None:
    # Every page is sound (PRAGMA quick_check says ok) but two indexes point at each
    # other's pages: only the full integrity check notices, and a report must not print
    # standings read through a wrong index.
    t = make(tmp_path)
    play_round(t, random.Random(4))
    t.close()
    path = tmp_path / "cup.sqlite"
    with sqlite3.connect(path, isolation_level=None) as raw:
        pages = dict(raw.execute("SELECT name, rootpage FROM sqlite_master WHERE type = 'index'").fetchall())
        raw.execute("PRAGMA writable_schema=ON")
        raw.execute("UPDATE sqlite_master SET rootpage=? WHERE name='sqlite_autoindex_players_1'",
                    (pages["sqlite_autoindex_rounds_1"],))
        raw.execute("UPDATE sqlite_master SET rootpage=? WHERE name='sqlite_autoindex_rounds_1'",
                    (pages["sqlite_autoindex_players_1"],))
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA quick_check").fetchall() == [("ok",)]
    assert main(["report", str(path), "--out", str(tmp_path / "s.pdf")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "damaged" in err[0] and "backup" in err[0]
    assert not (tmp_path / "s.pdf").exists()
    with pytest.raises(TournamentError, match="damaged"):
        Tournament.open(path)
