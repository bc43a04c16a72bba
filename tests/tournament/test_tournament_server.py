"""`daifugo server` (issue 15): one command gives an event its PostgreSQL server; the
tournament outlives a stop and a restart, and the server listens only where told."""

from __future__ import annotations

import json
import shutil
import socket
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from interrupting import interrupt

from daifugo_gui.cli import main
from daifugo_gui.tournament import Tournament
from daifugo_gui.tournament.local_server import free_port


def _start(folder: Path, port: int) -> tuple[subprocess.Popen, dict]:
    proc = subprocess.Popen(
        [sys.executable, "-m", "daifugo_gui.cli", "server", str(folder), "--listen", "127.0.0.1",
         "--port", str(port), "--database", "cup", "--json"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    line = proc.stdout.readline()
    if not line:
        proc.wait(10)
        pytest.fail(f"daifugo server did not start: {proc.stderr.read()}")
    return proc, json.loads(line)


def _stop(proc: subprocess.Popen) -> str:
    _, err = interrupt(proc, timeout=60)
    assert proc.returncode == 0, err
    return err


def _with_password(url: str, password: str) -> str:
    return url.replace("daifugo@", f"daifugo:{password}@", 1)


@pytest.fixture
def open_folder():
    """A folder any account can pass through (pytest's own are private to their owner, and
    started by root the server runs as nobody)."""
    base = Path(tempfile.mkdtemp(prefix="daifugo-event-"))
    base.chmod(0o755)
    yield base
    shutil.rmtree(base, ignore_errors=True)


@pytest.mark.slow
def test_server_command_serves_a_tournament_across_restarts(open_folder: Path) -> None:
    folder = open_folder / "pg"
    port = free_port()
    proc, shown = _start(folder, port)
    try:
        assert shown["url"] == f"postgresql+psycopg://daifugo@127.0.0.1:{port}/cup"  # no password in the URL
        assert shown["password"] and shown["password"] not in shown["url"]
        url = _with_password(shown["url"], shown["password"])
        cup = Tournament.create(url, "第1回 大会")
        cup.add_players([("山田", "", ""), ("佐藤", "", ""), ("鈴木", "", "")])
        cup.close()
        # Bound to 127.0.0.1 only: nothing answers on the machine's other addresses.
        other = socket.gethostbyname(socket.gethostname())
        if not other.startswith("127."):
            with socket.socket() as probe:
                probe.settimeout(2)
                assert probe.connect_ex((other, port)) != 0
        # A wrong password is refused.
        with pytest.raises(Exception, match="password"):
            Tournament.open(_with_password(shown["url"], "wrong"))
    finally:
        assert "stopped" in _stop(proc)
    proc, again = _start(folder, port)
    try:
        assert again["password"] == shown["password"]  # the first run's password stays
        cup = Tournament.open(_with_password(again["url"], again["password"]))
        assert [p.name for p in cup.players()] == ["山田", "佐藤", "鈴木"]
        cup.close()
    finally:
        _stop(proc)


@pytest.mark.parametrize(
    "argv, message",
    [
        (["--database", "Cup; DROP"], "--database"),
        (["--listen", "0.0.0.0 -c x"], "--listen"),
        (["--port", "70000"], "--port"),
    ],
)
def test_server_command_refuses_bad_options_in_one_line(tmp_path: Path, capsys, argv: list[str], message: str) -> None:
    assert main(["server", str(tmp_path / "pg"), *argv]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and message in err[0]
    assert not (tmp_path / "pg").exists()


def test_server_command_refuses_a_file(tmp_path: Path, capsys) -> None:
    (tmp_path / "f").write_text("x")
    assert main(["server", str(tmp_path / "f")]) == 2
    assert "is a file" in capsys.readouterr().err


# ----------------------------------------------------------------- daifugo report URL
def _played_cup(url: str) -> None:
    from daifugo_gui.tournament.demo import finished_record

    cup = Tournament.create(url, "サーバー大会", seed=2)
    cup.add_players((f"選手{i}", "", "") for i in range(7))
    view = cup.seat_round()
    for t in view.tables:
        cup.record_game(1, t.number, finished_record([p.name for p in t.players]))
    cup.close()


def _without_password(url: str) -> tuple[str, str]:
    import sqlalchemy as sa

    parsed = sa.engine.make_url(url)
    bare = sa.engine.URL.create("postgresql", parsed.username, None, parsed.host, parsed.port, parsed.database)
    return bare.render_as_string(hide_password=False), str(parsed.password)


def test_report_prints_standings_from_a_server(pg_url: str, tmp_path: Path, capsys) -> None:
    _played_cup(pg_url)
    out = tmp_path / "s.pdf"
    assert main(["report", pg_url, "--out", str(out), "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["kind"] == "standings" and shown["players"] == 7 and out.stat().st_size > 1000
    assert main(["report", pg_url, "--round", "1", "--out", str(out)]) == 0


@pytest.mark.slow
def test_report_takes_the_password_from_pgpassword(pg_url: str, tmp_path: Path) -> None:
    _played_cup(pg_url)
    bare, password = _without_password(pg_url)
    import os

    done = subprocess.run([sys.executable, "-m", "daifugo_gui.cli", "report", bare, "--out", str(tmp_path / "s.pdf")],
                          env={**os.environ, "PGPASSWORD": password}, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    alone = subprocess.run([sys.executable, "-m", "daifugo_gui.cli", "report", bare, "--out", str(tmp_path / "t.pdf")],
                           env={k: v for k, v in os.environ.items() if not k.startswith("PG")},
                           capture_output=True, text=True, timeout=120)
    assert alone.returncode == 2 and alone.stderr.count("\n") == 1
    assert "asks for a password" in alone.stderr and "Traceback" not in alone.stderr


@pytest.mark.parametrize("problem", ["wrong password", "no server", "no database"])
def test_report_says_in_one_line_why_a_server_cannot_be_read(pg_url: str, tmp_path: Path, capsys, problem: str) -> None:
    import sqlalchemy as sa

    parsed = sa.engine.make_url(pg_url)
    if problem == "wrong password":
        url, expected = parsed.set(password="wrong-pw").render_as_string(hide_password=False), "refused the user name or password"
    elif problem == "no server":
        url, expected = parsed.set(port=free_port()).render_as_string(hide_password=False), "cannot reach the tournament server"
    else:
        url, expected = parsed.set(database="nothing_here").render_as_string(hide_password=False), "no such database"
    assert main(["report", url, "--out", str(tmp_path / "s.pdf")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and expected in err[0], err
    assert str(parsed.password) not in err[0] and "wrong-pw" not in err[0]


def test_report_never_writes_to_a_server_tournament(pg_url: str, tmp_path: Path, capsys) -> None:
    import sqlalchemy as sa

    from daifugo_gui.tournament import schema

    engine = sa.create_engine(pg_url)
    with engine.begin() as conn:  # a tournament made by an older version (schema 1)
        schema.create_schema(conn, version=1)
        conn.execute(sa.insert(schema.build_metadata(1)[1]["tournament"]).values(
            id=1, name="旧大会", format="swiss", seed=1, table_size=4, min_table_size=3, advance=1,
            scoring_json="{}", settings_json="{}", created_at="2025-01-01"))
    assert main(["report", pg_url, "--out", str(tmp_path / "s.pdf")]) == 2
    assert "older version" in capsys.readouterr().err
    with engine.connect() as conn:
        assert conn.execute(sa.text("SELECT version FROM schema_version")).scalar() == 1
    # And the report's session could not write even if it tried.
    cup = Tournament.open(pg_url)  # migrates (a console opening it)
    cup.close()
    reader = Tournament.open(pg_url, read_only=True)
    from daifugo_gui.tournament import TournamentError

    with pytest.raises(TournamentError, match="reading only"):
        reader.add_player("書けない人")
    reader.close()
    engine.dispose()
