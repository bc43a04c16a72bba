"""Issue 38, item 2: ``--out`` a FIFO, a terminal, a pipe behind ``/dev/stdout``, ``-``, a
symbolic link or a disk device. Each test does what the user's command line does and checks
what arrives where, that the special file is still what it was, and that nothing waits
forever (the ``timeout`` only guards the test run: the old code read from the stream and
never returned)."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from daifugo_gui.cli import main

GAME = """### sample | game 1 | ささら vs さしみ
ささら:(5624A9Q7QAK)
さしみ:(2T8KJ75336X)
ささら:D(5)57[GC]
ささら:KQ=2^5*4A
さしみ:D(Q)KX=TJQ*2335678|X=K,P(JAJTKJ489X96)
ささら:6Q9A#
"""
CLI = "import sys; from daifugo_gui.cli import main; sys.exit(main(sys.argv[1:]))"
GUARD = 120  # seconds; only a hang reaches it

posix_only = pytest.mark.skipif(os.name != "posix", reason="FIFOs, terminals and /proc are POSIX")


def _game(tmp_path: Path) -> Path:
    source = tmp_path / "game.txt"
    source.write_text(GAME, encoding="utf-8")
    return source


def _convert(tmp_path: Path, out: str, **run: object) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-c", CLI, "convert", str(_game(tmp_path)), "--to", "json",
                           "--out", out], timeout=GUARD, cwd=tmp_path, **run)  # type: ignore[call-overload]


def _is_the_record(data: bytes) -> bool:
    return json.loads(data.decode("utf-8"))["players"] == ["ささら", "さしみ"]


@posix_only
def test_out_a_fifo_is_written_to_its_reader_and_stays_a_fifo(tmp_path: Path) -> None:
    fifo = tmp_path / "to-the-hall"
    os.mkfifo(fifo)
    reader = subprocess.Popen(["cat", str(fifo)], stdout=subprocess.PIPE)
    try:
        done = _convert(tmp_path, str(fifo), capture_output=True)
        received, _ = reader.communicate(timeout=GUARD)
    finally:
        reader.kill()
        reader.wait()
    assert done.returncode == 0 and done.stderr == b""
    assert _is_the_record(received)
    assert stat.S_ISFIFO(fifo.lstat().st_mode)


@posix_only
def test_out_dev_stdout_into_a_pipe_is_written_to_the_pipe(tmp_path: Path) -> None:
    done = _convert(tmp_path, "/dev/stdout", capture_output=True)
    assert done.returncode == 0 and done.stderr.decode().splitlines() == ["out: /dev/stdout", "to: json"]
    assert _is_the_record(done.stdout)


def test_out_dash_is_standard_output(tmp_path: Path) -> None:
    done = _convert(tmp_path, "-", capture_output=True)
    assert done.returncode == 0 and b"out: -" in done.stderr
    assert _is_the_record(done.stdout)
    assert not (tmp_path / "-").exists()


@posix_only
def test_out_a_terminal_is_written_to_the_terminal(tmp_path: Path) -> None:
    import pty

    master, slave = pty.openpty()
    try:
        os.set_blocking(master, False)
        done = _convert(tmp_path, os.ttyname(slave), capture_output=True)
        shown = b""
        while True:
            try:
                chunk = os.read(master, 65536)
            except BlockingIOError:
                break
            if not chunk:
                break
            shown += chunk
    finally:
        os.close(master)
        os.close(slave)
    assert done.returncode == 0 and done.stderr == b""
    assert b'"players"' in shown and "ささら".encode() in shown


@pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="needs /proc")
def test_a_link_to_standard_output_appends_where_the_shell_points_it(tmp_path: Path) -> None:
    """``--out /dev/stdout >> o.json`` through a link of the test's own (the system's
    /dev/stdout is not touched by a test): the shell's file gets the record after what it
    held, and the link is still a link."""
    link = tmp_path / "stdout-link"
    link.symlink_to("/proc/self/fd/1")
    log = tmp_path / "o.json"
    log.write_bytes(b"kept\n")
    with log.open("ab") as appended:
        done = _convert(tmp_path, str(link), stdout=appended, stderr=subprocess.PIPE)
    assert done.returncode == 0 and b"to: json" in done.stderr
    assert link.is_symlink() and os.readlink(link) == "/proc/self/fd/1"
    data = log.read_bytes()
    assert data.startswith(b"kept\n") and _is_the_record(data[len(b"kept\n"):])


def test_out_a_symlink_writes_its_target_and_keeps_the_link(tmp_path: Path, capsys) -> None:
    target = tmp_path / "records" / "game.json"
    target.parent.mkdir()
    target.write_text('{"old": true}\n', encoding="utf-8")
    link = tmp_path / "latest.json"
    link.symlink_to(Path("records") / "game.json")
    assert main(["convert", str(_game(tmp_path)), "--to", "json", "--out", str(link)]) == 0
    assert link.is_symlink() and os.readlink(link) == str(Path("records") / "game.json")
    assert _is_the_record(target.read_bytes())
    assert sorted(p.name for p in target.parent.iterdir()) == ["game.json"]  # no temporary file left


def test_a_symlink_to_a_file_of_another_kind_is_refused_by_what_the_target_holds(tmp_path: Path, capsys) -> None:
    target = tmp_path / "cup.sqlite"
    target.write_bytes(b"SQLite format 3\x00" + bytes(200))
    link = tmp_path / "out.json"
    link.symlink_to(target)
    assert main(["convert", str(_game(tmp_path)), "--to", "json", "--out", str(link)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "a tournament file (SQLite)" in err[0]
    assert link.is_symlink() and target.read_bytes().startswith(b"SQLite format 3\x00")


@pytest.mark.skipif(os.name != "posix" or os.geteuid() != 0, reason="making a device node needs root")
def test_out_a_disk_device_is_refused_in_words(tmp_path: Path, capsys) -> None:
    disk = tmp_path / "disk"
    os.mknod(disk, stat.S_IFBLK | 0o600, os.makedev(7, 200))  # a loop device's number; nothing opens it
    assert main(["convert", str(_game(tmp_path)), "--to", "json", "--out", str(disk)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "is a disk or another device, not a file" in err[0]
    assert stat.S_ISBLK(disk.lstat().st_mode)
