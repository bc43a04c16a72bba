"""`daifugo server` (issue 15): one command gives an event its PostgreSQL server; the
tournament outlives a stop and a restart, and the server listens only where told."""

from __future__ import annotations

import json
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

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
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=60)
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
