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

from tournament_builders import NAMES  # noqa: E402


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


def _big_hall(qtbot, tmp_path: Path, players: int = 40, size: tuple[int, int] = (1920, 1080)):
    cup = Tournament.create(tmp_path / "big.sqlite", "大きな大会", seed=1)
    cup.add_players((f"選手{i:03d}", f"せんしゅ{i:03d}", "") for i in range(players))
    cup.seat_round()
    hall = HallWindow(tmp_path / "big.sqlite", start=False, page_seconds=7)
    qtbot.addWidget(hall)
    hall.resize(*size)
    hall.show()
    qtbot.waitExposed(hall)
    hall.show_snapshot(load_hall(cup))
    qtbot.wait(50)  # the layout settles and the pages are filled for the real height
    return hall, cup


def _visible_names(table, column: int) -> list[str]:
    return [table.item(r, column).text() for r in range(table.rowCount())]


def test_forty_players_are_all_shown_page_by_page(qtbot, tmp_path: Path) -> None:
    hall, cup = _big_hall(qtbot, tmp_path)
    everyone = {p.name for p in cup.players()}
    for table, column, title in ((hall.standings, 1, hall.standings_title), (hall.seats, 0, hall.seats_title)):
        per_page = hall.rows_per_page(table)
        pages = -(-40 // per_page)
        assert pages > 1  # 40 players do not fit one 1080-pixel screen at a readable size
        seen: list[str] = []
        labels = []
        for _ in range(pages):
            labels.append(title.text().split()[-1])
            seen += _visible_names(table, column)
            # No row is cut: the last row shown ends inside the visible part.
            last = table.rowCount() - 1
            assert table.rowViewportPosition(last) + table.rowHeight(last) <= table.viewport().height()
            hall.turn_pages()
        assert sorted(seen) == sorted(everyone) and len(seen) == 40  # each player once
        assert labels == [f"{i}/{pages}" for i in range(1, pages + 1)]
        assert title.text().split()[-1] == f"1/{pages}"  # back to the first page
    hall.close()
    cup.close()


def test_rows_are_readable_from_the_back_of_the_hall(qtbot, tmp_path: Path) -> None:
    from PySide6.QtGui import QFontMetrics

    hall, cup = _big_hall(qtbot, tmp_path)
    for table in (hall.standings, hall.seats):
        font = table.font()
        assert font.pixelSize() >= 40
        assert QFontMetrics(font).tightBoundingRect("選手").height() >= 30  # the ink itself, not just the em box
        assert table.item(0, 0).font().pixelSize() in (-1, font.pixelSize())  # cells use the table's font
    hall.close()
    cup.close()


def test_the_page_interval_is_a_setting(qtbot, tmp_path: Path) -> None:
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtCore import QEvent, Qt

    QSettings().remove("hall/page_seconds")
    hall, cup = _big_hall(qtbot, tmp_path)
    assert hall.page_timer.interval() == 7000
    hall.keyPressEvent(QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Plus, Qt.KeyboardModifier.NoModifier))
    assert hall.page_timer.interval() == 8000 and "8" in hall.footer.text()
    again = HallWindow(tmp_path / "big.sqlite", start=False)
    qtbot.addWidget(again)
    assert again.page_seconds == 8  # remembered for the next hall display
    assert hall.set_page_seconds(1) == 3 and hall.set_page_seconds(600) == 60
    QSettings().remove("hall/page_seconds")
    hall.close()
    again.close()
    cup.close()


def test_the_footer_names_the_event_never_the_database(qtbot, pg_url: str) -> None:
    cup = _cup(pg_url)
    hall = HallWindow(pg_url)
    qtbot.addWidget(hall)
    qtbot.waitUntil(lambda: hall.snapshot is not None, timeout=10000)
    shown = " ".join(label.text() for label in (hall.title, hall.subtitle, hall.footer, hall.problem))
    assert "ホール大会" in hall.footer.text() and ":" in hall.footer.text()  # the event and the time
    assert not any(w in shown for w in ("postgresql", "127.0.0.1", "://", "daifugo@"))
    hall.close()
    cup.close()
