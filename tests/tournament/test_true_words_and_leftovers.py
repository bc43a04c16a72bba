"""Issue 38, items 6 and 7: what the user is told is true, and the security leftovers.

Each test does what the user or the fault does: a report while another console holds the
file, a 数譜 conversion of a record whose draw contradicts its deck, a URL whose password
has an unescaped ``@`` or a client-key password, a tournament named with a bell or a
right-to-left override, a laptop opening hundreds of connections that never send a
request, a table export starting with ``=``.
"""

from __future__ import annotations

import json
import socket
import sqlite3
import time
from pathlib import Path
from typing import Any

import pytest

from daifugo_gui.cli import main
from daifugo_gui.rules.cards import standard_deck
from daifugo_gui.tournament import Tournament, TournamentError, database
from daifugo_gui.tournament.demo import finished_record


def _one_line(capsys: pytest.CaptureFixture[str]) -> str:
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1, err
    assert "Traceback" not in err[0]
    return err[0]


def _cup(tmp_path: Path) -> Path:
    path = tmp_path / "cup.sqlite"
    t = Tournament.create(path, "cup", seed=1)
    t.add_players((n, "", "") for n in ["Aki", "Ben", "Chie", "Dai"])
    view = t.seat_round()
    t.record_game(1, 1, finished_record([p.name for p in view.tables[0].players]))
    t.close()
    return path


# --- item 6: true words ---------------------------------------------------------------------------


def test_a_report_on_a_busy_file_does_not_say_nothing_was_saved(tmp_path: Path, capsys, monkeypatch) -> None:
    """Another console holds the file's exclusive lock (mid-commit) past the busy time."""
    monkeypatch.setattr(database, "BUSY_TIMEOUT_S", 0.2)
    path = _cup(tmp_path)
    before = path.read_bytes()
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        assert main(["report", str(path), "--out", str(tmp_path / "s.pdf")]) == 2
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    line = _one_line(capsys)
    assert "busy" in line and "could not be read" in line and "nothing was changed" in line
    assert "Nothing was saved" not in line
    assert path.read_bytes() == before and not (tmp_path / "s.pdf").exists()


def test_convert_to_suhu_refuses_a_drawn_card_the_deck_contradicts_as_replay_does(tmp_path: Path, capsys) -> None:
    cards = [c.text() for c in standard_deck()]
    record = {
        "format": "prime-daifugo-record/1", "settings": {"hand_size": 2}, "players": ["Aki", "Ben"],
        "hands": {"Aki": " ".join(cards[0:2]), "Ben": " ".join(cards[2:4])}, "deck": " ".join(cards[4:]),
        "events": [{"player": "Aki", "action": "draw", "card": cards[10]}],
    }
    path = tmp_path / "wrong.json"
    path.write_text(json.dumps(record))
    assert main(["replay", str(path)]) == 2
    replayed = _one_line(capsys)
    out = tmp_path / "wrong.txt"
    assert main(["convert", str(path), "--to", "suhu", "--out", str(out)]) == 2
    converted = _one_line(capsys)
    assert "event 1" in converted and "card 1 from the top of the deck" in converted and "does not name" in converted
    assert converted.split("event 1", 1)[1] == replayed.split("event 1", 1)[1]  # the same words as replay
    assert not out.exists()


# --- item 7: security leftovers -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("url", "secrets"),
    [
        ("postgresql://judge:S3cr@et@127.0.0.1:1/cup", ["S3cr", "et@127", "S3cr@et"]),
        ("postgresql://judge@127.0.0.1:1/cup?sslpassword=K3yPassw0rd&sslmode=require", ["K3yPassw0rd"]),
        ("postgresql://judge:pa@ss@127.0.0.1:1/cup?sslpassword=Other0ne", ["pa@ss", "ss@127", "Other0ne"]),
    ],
    ids=["unescaped-at", "sslpassword", "both"],
)
def test_no_part_of_a_secret_is_ever_shown(url: str, secrets: list[str], tmp_path: Path, capsys) -> None:
    from daifugo_gui.tournament.location import public_url

    assert main(["report", url, "--out", str(tmp_path / "s.pdf")]) == 2
    line = _one_line(capsys)
    shown = public_url(url)
    for secret in secrets:
        assert secret not in line and secret not in shown, (secret, line, shown)
    assert "127.0.0.1" in line and "cup" in line  # the place is still named


@pytest.mark.parametrize("bad", ["\u202e", "\a", "\u200b"], ids=["rtl-override", "bell", "zero-width"])
def test_a_tournament_name_with_a_control_character_is_refused_like_a_players(tmp_path: Path, bad: str) -> None:
    path = tmp_path / "cup.sqlite"
    with pytest.raises(TournamentError, match=f"control character \\(U\\+{ord(bad):04X}\\) at position 4"):
        Tournament.create(path, f"Cup{bad}puC", seed=1)
    assert not path.exists()
    Tournament.create(path, "第1回 素数大富豪大会", seed=1).close()  # an ordinary name still is one


def _phone_gets_standings(host: str, port: int, source: str) -> bool:
    import http.client

    conn = http.client.HTTPConnection(host, port, timeout=30, source_address=(source, 0))
    try:
        conn.request("GET", "/api/standings")
        return conn.getresponse().status == 200
    finally:
        conn.close()


def _silent_connections(host: str, port: int, count: int) -> list[tuple[socket.socket, float]]:
    """``count`` connections that send nothing, each with the moment it was opened: taken
    before connecting, since the server may accept (and start its header clock) before a
    loaded client gets to read the time after ``connect`` returns (a life of 0.99 s was seen)."""
    opened = []
    for _ in range(count):
        at = time.monotonic()
        opened.append((socket.create_connection((host, port), timeout=30), at))
    return opened


def _closed_after(sock: socket.socket, opened: float, wait_s: float) -> float | None:
    """How long the connection lived, if the server closes it within ``wait_s``; None if open."""
    sock.settimeout(wait_s)
    try:
        if sock.recv(1):
            return None  # the server said something: not a close
    except TimeoutError:
        return None
    except OSError:
        pass  # reset by the server: closed
    return time.monotonic() - opened


def _lives(opened: list[tuple[socket.socket, float]], wait_s: float) -> list[float | None]:
    """:func:`_closed_after` for every connection within one shared ``wait_s``: waited for
    one after another, each open one had cost the whole wait (20 s for this file's cap test)."""
    deadline = time.monotonic() + wait_s
    # at least a millisecond: a zero timeout would make recv non-blocking and read as a close
    return [_closed_after(sock, at, max(0.001, deadline - time.monotonic())) for sock, at in opened]


def _serve(tmp_path: Path, limits: Any) -> tuple[Any, str, int]:
    from daifugo_gui.web.server import WebService

    _cup(tmp_path)
    service = WebService(str(tmp_path / "cup.sqlite"), port=0, limits=limits)
    url = service.start().result(timeout=60)
    host, port = url.split("//")[1].rstrip("/").split(":")
    return service, host, int(port)


def test_the_web_view_caps_connections_per_address(tmp_path: Path) -> None:
    """One laptop opens 200 connections and sends nothing: the server keeps 8 (the cap
    set here), closes the rest at once, and a phone on another address is served."""
    from daifugo_gui.web.server import Limits

    service, host, port = _serve(tmp_path, Limits(per_address=8, header_s=600, keepalive_s=600))
    opened = _silent_connections(host, port, 200)
    try:
        lived = _lives(opened, 0.5)
        still_open = [n for n, life in enumerate(lived) if life is None]
        again = _lives([opened[n] for n in still_open], 2.0)
        assert len(still_open) == 8 and again == [None] * 8  # the 8 within the cap stay, waiting
        assert _phone_gets_standings(host, port, "127.0.0.2")
    finally:
        for sock, _at in opened:
            sock.close()
    assert _phone_gets_standings(host, port, "127.0.0.1")  # once they are gone, the address is served again
    service.stop()


def test_the_web_view_closes_a_connection_that_sends_no_header_in_time(tmp_path: Path) -> None:
    from daifugo_gui.web.server import Limits

    service, host, port = _serve(tmp_path, Limits(per_address=1000, header_s=1.0))
    opened = _silent_connections(host, port, 50)
    try:
        lived = [_closed_after(sock, at, 30) for sock, at in opened]
        assert all(life is not None for life in lived)  # none kept: before, they stayed for minutes
        assert all(life >= 1.0 for life in lived if life is not None)  # the header time, not sooner
        assert _phone_gets_standings(host, port, "127.0.0.1")
    finally:
        for sock, _at in opened:
            sock.close()
        service.stop()


def test_analysis_table_exports_neutralise_formulas() -> None:
    from daifugo_gui.analysis.table_export import ShownTable, export_text

    table = ShownTable("hands", ("hand", "=score"), (("=HYPERLINK(\"http://x\")", "-3"), ("@SUM(A1)", "+2"),
                                                      ("-1+1", "7"), ("K Q", "0")))
    csv_text = export_text(table, "csv")
    assert "'=score" in csv_text and "'=HYPERLINK" in csv_text and "'@SUM(A1)" in csv_text and "'-1+1" in csv_text
    assert ",-3\r\n" in csv_text and ",+2\r\n" in csv_text  # numbers stay numbers
    tsv = export_text(table, "tsv").splitlines()
    assert tsv[1].startswith("'=HYPERLINK") and tsv[2] == "'@SUM(A1)\t+2" and tsv[4] == "K Q\t0"


def test_the_server_warning_says_what_passes_in_clear() -> None:
    from daifugo_gui.cli.server import NOT_ENCRYPTED

    assert "scram-sha-256" in NOT_ENCRYPTED and "password is never sent" in NOT_ENCRYPTED
    assert "read the results" in NOT_ENCRYPTED and "the password as they pass" not in NOT_ENCRYPTED
