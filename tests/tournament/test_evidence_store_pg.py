"""Issue 24, item 9 on a real PostgreSQL: the connection drops between COMMIT and its
acknowledgement (or just before the COMMIT reaches the server), and the judge is told
what the server really holds."""

from __future__ import annotations

import socket
import threading
from pathlib import Path

import pytest
import sqlalchemy as sa

from daifugo_gui.tournament import Tournament, TournamentError
from daifugo_gui.tournament.demo import finished_record
from pg_proxy import PgProxy
from tab_prompts import TabPrompts


class CommitCutter(PgProxy):
    """Armed, it cuts the next session that sends COMMIT: ``after_reply`` forwards the
    COMMIT, waits for the server's answer and drops it (the change landed, the client never
    hears so); otherwise the COMMIT is never forwarded (nothing landed). Every other
    session passes through untouched."""

    def __init__(self, host: str, port: int) -> None:
        self.armed: str | None = None
        self.cuts = 0
        super().__init__(host, port)

    def new_link(self) -> threading.Event:
        # Set while a forwarded COMMIT waits for its reply: the server-to-client pump
        # swallows that reply instead of passing it on (one thread reads each socket).
        return threading.Event()

    def pump(self, source: socket.socket, sink: socket.socket, from_client: bool, swallow: threading.Event) -> None:
        try:
            while True:
                data = source.recv(65536)
                if not data:
                    break
                if not from_client and swallow.is_set():
                    break  # the server's acknowledgement of the COMMIT: never reaches the client
                if from_client and self.armed and b"COMMIT\x00" in data:
                    how, self.armed = self.armed, None
                    self.cuts += 1
                    if how == "after_reply":
                        swallow.set()
                        sink.sendall(data)
                        return  # the other pump cuts both sockets when the reply comes
                    self._cut(source, sink)
                    return
                sink.sendall(data)
        except OSError:
            pass
        self._cut(source, sink)

    @staticmethod
    def _cut(*sockets: socket.socket) -> None:
        for s in sockets:
            try:
                s.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            s.close()


@pytest.fixture
def cut_url(pg_url: str):  # type: ignore[no-untyped-def]
    real = sa.engine.make_url(pg_url)
    cutter = CommitCutter(real.host or "127.0.0.1", real.port or 5432)
    yield real.set(host="127.0.0.1", port=cutter.port).render_as_string(hide_password=False), cutter, pg_url
    cutter.close()


def _seated(url: str) -> Tournament:
    cup = Tournament.create(url, "cup", seed=4)
    cup.add_players((n, "", "") for n in ["Aki", "Ben", "Chie", "Dai"])
    cup.seat_round()
    return cup


def test_a_commit_whose_reply_is_lost_is_reported_saved_after_all(cut_url) -> None:  # type: ignore[no-untyped-def]
    url, cutter, direct = cut_url
    cup = _seated(url)
    names = [p.name for p in cup.round(1).tables[0].players]
    cutter.armed = "after_reply"
    stored = cup.record_game(1, 1, finished_record(names))  # no error: it was saved
    assert cutter.cuts == 1
    notes = cup.take_notes()
    assert len(notes) == 1 and "saved after all" in notes[0].english()
    assert stored.summary.ranking == tuple(names)
    cup.close()
    check = Tournament.open(direct)  # what the server holds, not through the proxy
    assert check.round(1).tables[0].game is not None
    check.close()


def test_a_commit_that_never_reached_the_server_is_reported_not_saved(cut_url) -> None:  # type: ignore[no-untyped-def]
    url, cutter, direct = cut_url
    cup = _seated(url)
    names = [p.name for p in cup.round(1).tables[0].players]
    cutter.armed = "before"
    with pytest.raises(TournamentError) as lost:
        cup.record_game(1, 1, finished_record(names))
    assert cutter.cuts == 1
    assert "nothing of it was saved" in str(lost.value)
    assert "Nothing of this change was saved" not in str(lost.value) or "Checked" in str(lost.value)
    assert cup.take_notes() == []
    cup.close()
    check = Tournament.open(direct)
    assert check.round(1).tables[0].game is None
    check.close()


def test_the_tab_says_saved_after_all_and_shows_the_result(cut_url, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    import json

    pytest.importorskip("PySide6")
    from daifugo_gui.ui.tournament.tournament_tab import TournamentTab

    url, cutter, _direct = cut_url
    _seated(url).close()
    tab = TournamentTab(lang="en")
    qtbot.addWidget(tab)
    tab.prompts = TabPrompts(other_settings_ok=True)
    assert tab.open_tournament(url)
    names = [p.name for p in tab.tournament.round(1).tables[0].players]
    path = tmp_path / "table1.json"
    path.write_text(json.dumps(finished_record(names)), encoding="utf-8")
    cutter.armed = "after_reply"
    assert tab.import_record(path) is not None, tab.status.text()
    assert cutter.cuts == 1
    assert "saved after all" in tab.status.text() and "Error" not in tab.status.text()
    assert tab.tables_tree.topLevelItem(0).text(2) == "recorded"
    tab.tournament.close()
