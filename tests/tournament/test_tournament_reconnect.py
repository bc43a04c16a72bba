"""Consoles that recover (issue 26): after the PostgreSQL server restarts, a console's
Tournament tab and the hall display read everything again by themselves and drop the
old error; a round seated meanwhile by another console shows within 5 s."""

from __future__ import annotations

import time

import pytest

from daifugo_gui.tournament import Tournament
from daifugo_gui.tournament.reasons import TournamentCode, reason
from daifugo_gui.ui.tournament.hall_display import HallWindow
from daifugo_gui.ui.tournament.tournament_tab import TournamentTab
from daifugo_gui.ui.widgets.reason_text import render


def _restartable(postgres_server):  # type: ignore[no-untyped-def]
    if not hasattr(postgres_server, "stop"):
        pytest.skip("an external server (DAIFUGO_TEST_PG_ADMIN_URL) cannot be restarted by the tests")
    return postgres_server


@pytest.mark.slow
def test_a_console_catches_up_after_the_server_restarts(qtbot, postgres_server, pg_url: str) -> None:
    server = _restartable(postgres_server)
    tab = TournamentTab(lang="en")
    tab.prints.open_after_print = False
    qtbot.addWidget(tab)
    assert tab.new_tournament(pg_url, "再接続大会", seed=3)
    for i in range(8):
        assert tab.add_player(f"選手{i}", f"せんしゅ{i}")
    hall = HallWindow(pg_url)
    qtbot.addWidget(hall)
    qtbot.waitUntil(lambda: hall.snapshot is not None and hall.standings.rowCount() == 8, timeout=10000)

    server.stop()
    qtbot.waitUntil(lambda: "Not following" in tab.status.text(), timeout=15000)
    qtbot.waitUntil(lambda: hall.problem.text() != "", timeout=15000)
    shown = hall.problem.text()
    # Words for the players' screen, whole, with no connection details and no driver's English.
    assert shown == hall.tr("Not up to date: %1").replace("%1", render(reason(TournamentCode.HALL_SERVER_LOST)))
    assert not any(w in shown for w in ("127.0.0.1", "postgresql", "psycopg", "daifugo@", "Error"))
    assert "psycopg" not in tab.status.text() and "Error" not in tab.status.text()
    server.start()

    # Another console seats round 1 while this one has not written anything since.
    other = Tournament.open(pg_url)
    other.seat_round()
    other.close()
    seated = time.monotonic()
    qtbot.waitUntil(lambda: tab.tables_tree.topLevelItemCount() == 2, timeout=5000)
    qtbot.waitUntil(lambda: hall.snapshot is not None and hall.snapshot.round == 1, timeout=5000)
    assert time.monotonic() - seated < 5
    qtbot.waitUntil(lambda: "Not following" not in tab.status.text(), timeout=5000)
    assert hall.problem.text() == "" and not hall.problem.isVisible()
    # The tab's own connection works again: its next write needs no second try.
    assert tab.undo_last_seating() and tab.tables_tree.topLevelItemCount() == 0
    hall.close()
    tab.close()


def test_the_hall_names_a_problem_without_connection_details() -> None:
    from daifugo_gui.app.live import hall_problem
    from daifugo_gui.tournament.reasons import at

    url = "postgresql+psycopg://judge@10.0.0.5:5432/cup"
    lost = hall_problem(at(url, TournamentCode.CONNECTION_LOST))
    assert lost == reason(TournamentCode.HALL_SERVER_LOST)
    raw = reason(TournamentCode.READ_FAILED, where=url, kind="OperationalError", detail="consuming input failed: serv")
    assert hall_problem(raw) == reason(TournamentCode.HALL_NOT_READABLE)
    assert hall_problem(reason(TournamentCode.WATCH_LOST_SERVER, seconds="2")) == lost
    for shown in (render(lost), render(hall_problem(raw))):
        assert "10.0.0.5" not in shown and "judge" not in shown and "consuming" not in shown
    filed = at("/hall/cup.sqlite", TournamentCode.FILE_DAMAGED, detail="x")
    assert hall_problem(filed) == filed  # a file's own problem keeps its name


def test_a_failed_read_is_tried_again_without_another_write(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """SQLite too: a read that failed (the file briefly unreadable) is retried by itself."""
    import threading

    from daifugo_gui.tournament.location import database_url
    from daifugo_gui.tournament.watch import RECONNECT_S, ChangeWatcher

    Tournament.create(tmp_path / "cup.sqlite", "再試行").close()
    calls: list[float] = []
    done = threading.Event()

    def on_change() -> bool:
        calls.append(time.monotonic())
        if len(calls) >= 3:
            done.set()
        return len(calls) >= 3  # the first two reads fail

    watcher = ChangeWatcher(database_url(tmp_path / "cup.sqlite"), on_change, initial=True).start()
    try:
        assert done.wait(4 * RECONNECT_S + 5), calls
        assert calls[2] - calls[1] >= RECONNECT_S * 0.9  # paced, not a busy loop
        time.sleep(RECONNECT_S * 1.5)
        assert len(calls) == 3  # once a read worked, nothing more without a write
    finally:
        watcher.stop()
