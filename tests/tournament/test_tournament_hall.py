"""The hall display (issue 15): standings and "where do I sit" follow every console's
writes by themselves, read off the UI thread."""

from __future__ import annotations

import random
import threading
from pathlib import Path

import pytest

from daifugo_gui.app.live import HallFeed, load_hall
from daifugo_gui.tournament import Tournament
from daifugo_gui.tournament.demo import finished_record
from daifugo_gui.ui.tournament.hall_display import HallWindow

from test_tournament_store import NAMES  # noqa: E402


@pytest.fixture(params=["sqlite", "postgresql"])
def location(request, tmp_path: Path) -> str:
    if request.param == "sqlite":
        return str(tmp_path / "cup.sqlite")
    return request.getfixturevalue("pg_url")


def _cup(location: str, n: int = 7) -> Tournament:
    cup = Tournament.create(location, "ホール大会", seed=5)
    cup.add_players((name, f"よみ{chr(0x3042 + 2 * (n - i))}", "") for i, name in enumerate(NAMES[:n]))
    return cup


def test_hall_follows_another_consoles_writes(qtbot, location: str) -> None:
    console = _cup(location)
    hall = HallWindow(location)
    qtbot.addWidget(hall)
    qtbot.waitUntil(lambda: hall.snapshot is not None, timeout=10000)
    assert hall.snapshot.round is None and hall.seats.rowCount() == 0
    assert hall.standings.rowCount() == 7

    view = console.seat_round()  # another console seats round 1
    qtbot.waitUntil(lambda: hall.snapshot.round == 1, timeout=10000)
    seated = {p.name: (t.number, pos) for t in view.tables for pos, p in enumerate(t.players, start=1)}
    shown = {hall.seats.item(r, 0).text(): (hall.seats.item(r, 2).text(), hall.seats.item(r, 3).text())
             for r in range(hall.seats.rowCount())}
    assert shown == {name: (str(t), str(s)) for name, (t, s) in seated.items()} | {
        p.name: (hall.tr("bye"), "") for p in view.byes}
    readings = [hall.seats.item(r, 1).text() for r in range(hall.seats.rowCount())]
    assert readings == sorted(readings)  # kana order

    table = view.tables[0]
    names = [p.name for p in table.players]
    random.Random(3).shuffle(names)
    console.record_game(1, table.number, finished_record(names))
    qtbot.waitUntil(lambda: hall.snapshot.tables_done == 1, timeout=10000)
    winner = hall.standings.item(0, 1).text()
    assert winner == names[0] and hall.standings.item(0, 2).text() == "6"
    assert hall.title.text() == "ホール大会" and hall.problem.text() == ""
    assert "1" in hall.subtitle.text()
    hall.close()
    console.close()


def test_hall_snapshot_is_read_off_the_ui_thread(qtbot, tmp_path: Path) -> None:
    _cup(str(tmp_path / "cup.sqlite")).close()
    threads = []
    feed = HallFeed(tmp_path / "cup.sqlite")
    original = feed._load

    def spy() -> None:
        threads.append(threading.current_thread())
        original()

    feed._load = spy  # type: ignore[method-assign]
    feed._watcher._on_change = spy
    got = []
    feed.updated.connect(got.append)
    feed.start()
    qtbot.waitUntil(lambda: bool(got), timeout=10000)
    feed.stop()
    assert threads and all(t is not threading.main_thread() for t in threads)
    assert got[0].name == "ホール大会"


def test_hall_says_when_the_tournament_cannot_be_read(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "gone.sqlite"
    path.write_bytes(b"not a database at all" * 100)
    hall = HallWindow(path)
    qtbot.addWidget(hall)
    qtbot.waitUntil(lambda: hall.problem.text() != "", timeout=10000)
    assert "gone.sqlite" in hall.problem.text()
    hall.close()


def test_long_lists_turn_their_pages(qtbot, tmp_path: Path) -> None:
    cup = Tournament.create(tmp_path / "big.sqlite", "大きな大会", seed=1)
    cup.add_players((f"選手{i:03d}", "", "") for i in range(60))
    cup.seat_round()
    hall = HallWindow(tmp_path / "big.sqlite", start=False)
    qtbot.addWidget(hall)
    hall.resize(800, 500)
    hall.show()
    qtbot.waitExposed(hall)
    hall.show_snapshot(load_hall(cup))
    qtbot.wait(50)  # the layout settles
    bar = hall.seats.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == 0
    hall.turn_pages()
    assert bar.value() > 0
    for _ in range(100):
        hall.turn_pages()
        if bar.value() == 0:
            break
    assert bar.value() == 0  # back to the top after the last page
    hall.close()
    cup.close()
