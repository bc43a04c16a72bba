"""Two consoles' Tournament tabs on one tournament (issue 15): each follows the other's
writes by itself, read off the UI thread; a clash is refused in words and the tab then
shows what the other console saved. On SQLite and on PostgreSQL."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from daifugo_gui.tournament import Tournament
from daifugo_gui.tournament.demo import finished_record
from daifugo_gui.ui.tournament import tab_refresh as tab_module  # where the tab reads its snapshots
from daifugo_gui.ui.tournament.tournament_tab import TournamentTab
from tab_prompts import TabPrompts


@pytest.fixture(params=["sqlite", "postgresql"])
def location(request, tmp_path: Path) -> str:
    if request.param == "sqlite":
        return str(tmp_path / "cup.sqlite")
    return request.getfixturevalue("pg_url")


def _tab(qtbot) -> TournamentTab:
    tab = TournamentTab(lang="en")
    tab.prints.open_after_print = False
    tab.prompts = TabPrompts(other_settings_ok=True)  # demo games are played with hand_size 1
    qtbot.addWidget(tab)
    return tab


def _seat_item(tab: TournamentTab, table: int, seat: int):
    for i in range(tab.tables_tree.topLevelItemCount()):
        item = tab.tables_tree.topLevelItem(i)
        for j in range(item.childCount()):
            child = item.child(j)
            if child.data(0, 0x0100) == (table, seat):
                return child
    raise AssertionError(f"no seat {table}/{seat}")


def test_two_consoles_follow_each_other(qtbot, location: str, monkeypatch: pytest.MonkeyPatch) -> None:
    a, b = _tab(qtbot), _tab(qtbot)
    assert a.new_tournament(location, "二卓大会", seed=9)
    for i in range(8):
        assert a.add_player(f"選手{i}")
    assert b.open_tournament(location)
    assert "password" not in b.file_label.text().lower() and "@" not in b.file_label.text().split("—")[-1].split("//")[0]
    qtbot.waitUntil(lambda: b.players_count.text().startswith("8"), timeout=10000)

    reads_on_ui_thread = []
    original = tab_module.load_tab

    def spy(t, number):  # type: ignore[no-untyped-def]
        if t is b.tournament and threading.current_thread() is threading.main_thread():
            reads_on_ui_thread.append(number)
        return original(t, number)

    monkeypatch.setattr(tab_module, "load_tab", spy)
    view = a.seat_next_round()
    assert view is not None and len(view.tables) == 2
    qtbot.waitUntil(lambda: b.round_combo.count() == 1 and b.tables_tree.topLevelItemCount() == 2, timeout=10000)
    assert reads_on_ui_thread == []  # b showed a's round without reading on its UI thread

    # b's judge selects a seat at table 2; a records table 1: b redraws and keeps the seat.
    b.tables_tree.setCurrentItem(_seat_item(b, 2, 3))
    names = [p.name for p in view.tables[0].players]
    a.record_finished_game(finished_record(names))
    qtbot.waitUntil(lambda: b.tables_tree.topLevelItem(0).text(2) == b.tr("recorded"), timeout=10000)
    assert b.selected_seat() == (2, 3)
    assert reads_on_ui_thread == []
    assert b.standings_model.rowCount() == 8 and b.standings_model.row_at(0).points == 6

    # A clash: b, not yet showing it, overrides a seat at table 2 that a has just recorded.
    b.feed.stop()  # b's screen is a moment behind
    a.record_finished_game(finished_record([p.name for p in view.tables[1].players]))
    assert not b.override_seat(2, 1, names[0])
    assert "already has a result" in b.status.text() and "Error" in b.status.text()
    assert "Integrity" not in b.status.text()
    assert b.tables_tree.topLevelItem(1).text(2) == b.tr("recorded")
    cup = Tournament.open(location)
    assert [len(t.players) for t in cup.round(1).tables] == [4, 4]
    assert sorted(p.name for t in cup.round(1).tables for p in t.players) == sorted(f"選手{i}" for i in range(8))
    cup.close()
    a.close()
    b.close()


def test_hall_display_opens_from_the_tab(qtbot, tmp_path: Path) -> None:
    tab = _tab(qtbot)
    assert tab.open_hall_display() is None  # nothing open yet
    assert tab.new_tournament(tmp_path / "cup.sqlite", "会場", seed=1)
    tab.add_player("山田")
    hall = tab.open_hall_display(full_screen=False)
    assert hall is not None and hall in tab.hall_windows
    qtbot.waitUntil(lambda: hall.snapshot is not None, timeout=10000)
    assert hall.title.text() == "会場" and hall.standings.rowCount() == 1
    tab.close()
    assert tab.hall_windows == []


def test_a_server_location_is_shown_without_its_password(qtbot, pg_url: str) -> None:
    import sqlalchemy as sa

    password = sa.engine.make_url(pg_url).password
    tab = _tab(qtbot)
    assert tab.new_tournament(pg_url, "サーバー大会")
    assert password not in tab.status.text() and password not in tab.file_label.text()
    assert "127.0.0.1" in tab.file_label.text()
    wrong = sa.engine.make_url(pg_url).set(password="nope").render_as_string(hide_password=False)
    other = _tab(qtbot)
    assert not other.open_tournament(wrong)
    assert "refused the user name or password" in other.status.text() and "nope" not in other.status.text()
    tab.close()


def test_an_unanswered_write_is_checked_when_the_feed_is_back(qtbot, tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 38: a write the server left unanswered is checked as soon as the live feed
    reads the server again, and the organiser told it was saved after all, without having
    to press anything first."""
    from daifugo_gui.tournament.reasons import TournamentCode, at

    tab = _tab(qtbot)
    assert tab.new_tournament(str(tmp_path / "cup.sqlite"), "cup", seed=9)
    tournament = tab.tournament
    assert tournament is not None
    # The store's state after a COMMIT the server never answered (the PostgreSQL
    # black-hole tests make it for real): one write waiting, its fate known once asked.
    waiting = [at("server", TournamentCode.LOST_SAVED)]
    monkeypatch.setattr(tournament, "unconfirmed", lambda: len(waiting))
    monkeypatch.setattr(tournament, "take_notes", lambda: [waiting.pop()] if waiting else [])
    tab.feed.problem.emit(at("server", TournamentCode.UNREACHABLE))  # the feed lost the server
    assert "saved after all" not in tab.status.text()
    tab.feed.problem.emit(None)  # and reads it again
    qtbot.waitUntil(lambda: "saved after all" in tab.status.text(), timeout=10000)
    assert not waiting  # asked once, and said
