"""A table's game live on the players' phones (issue 30): the console publishes its game
to the tournament's live boards; the web view reads them; nothing else is changed."""

from __future__ import annotations

import json
import sqlite3
import time
import urllib.request
from pathlib import Path

import pytest
import sqlalchemy as sa
from web_event import make_event, open_table

from daifugo_gui.app.live_game import LiveGame
from daifugo_gui.tournament.live_board import TABLE, LiveBoards
from daifugo_gui.ui.main_window import MainWindow
from daifugo_gui.web.server import WebService


@pytest.fixture(params=["sqlite", "postgresql"])
def location(request, tmp_path: Path) -> str:
    if request.param == "sqlite":
        return str(tmp_path / "cup.sqlite")
    return request.getfixturevalue("pg_url")


def test_boards_are_published_replaced_and_cleared(location: str) -> None:
    cup = make_event(location)
    rnd, table, players = open_table(cup)
    reader = LiveBoards(location)
    assert reader.read() == []  # nobody published: no table, nothing made
    writer = LiveBoards(location, read_only=False)
    writer.publish(rnd, table, players=players, to_move=players[0], field="", hand_counts={p: 11 for p in players},
                   moves=[])
    writer.publish(rnd, table, players=players, to_move=players[1], field="K", hand_counts={p: 10 for p in players},
                   moves=[f"{players[0]}:K"], clocks={players[1]: 12.5})
    [board] = reader.read()
    assert (board.round, board.table, board.to_move, board.field) == (rnd, table, players[1], "K")
    assert board.moves == (f"{players[0]}:K",) and board.clocks == {players[1]: 12.5}
    writer.clear(rnd, table)
    assert reader.read() == []
    for boards in (reader, writer):
        boards.close()
    cup.close()


def test_reading_boards_leaves_a_tournament_as_it_was(tmp_path: Path) -> None:
    path = tmp_path / "cup.sqlite"
    make_event(path).close()
    before = path.read_bytes()
    boards = LiveBoards(str(path))
    assert boards.read() == []
    boards.close()
    assert path.read_bytes() == before
    tables = {r[0] for r in sqlite3.connect(path).execute("SELECT name FROM sqlite_master WHERE type='table'")}
    assert TABLE not in tables


def test_a_damaged_board_is_skipped_not_shown(tmp_path: Path) -> None:
    path = tmp_path / "cup.sqlite"
    cup = make_event(path)
    rnd, table, players = open_table(cup)
    writer = LiveBoards(str(path), read_only=False)
    writer.publish(rnd, table, players=players, to_move=None, field="", hand_counts={}, moves=[])
    writer.close()
    engine = sa.create_engine(f"sqlite:///{path}")
    with engine.begin() as conn:
        conn.execute(sa.text(f"UPDATE {TABLE} SET state_json = :bad"), {"bad": json.dumps({"hand_counts": "x"})})
    engine.dispose()
    assert LiveBoards(str(path)).read() == []
    cup.close()


def test_the_console_judging_a_table_shows_live_on_the_web(qtbot, tmp_path: Path) -> None:
    window = MainWindow(live=LiveGame(tmp_path / "journal.jsonl"))
    qtbot.addWidget(window)
    tab = window.tournament_tab
    assert tab.new_tournament(tmp_path / "cup.sqlite", "ライブ杯", seed=1, settings={"hand_size": 3})
    for name in ("山田", "佐藤", "鈴木", "<b>田中</b>"):
        tab.add_player(name)
    view = tab.seat_next_round()
    table = view.tables[0]
    names = [p.name for p in table.players]
    assert window.judge_table(1, table.number, ask=lambda dialog: dialog.spec())
    live = window.live
    live.begin_play()
    live.pass_turn()
    live.pass_turn()
    publisher = window.board_publisher
    qtbot.waitUntil(lambda: publisher.published >= 1 and publisher._pending is None, timeout=10000)
    assert publisher.last_problem is None
    service = WebService(str(tmp_path / "cup.sqlite"), port=0)
    url = service.start().result(20)
    try:
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            data = json.loads(urllib.request.urlopen(f"{url}api/tables/{table.number}/live", timeout=10).read())
            if data["live"] and len(data["live"]["moves"]) == 2:
                break
            time.sleep(0.1)
        assert data["live"]["players"] == names
        assert data["live"]["moves"] == [f"{names[0]}:%", f"{names[1]}:%"]
        assert data["live"]["hand_counts"] == {n: 3 for n in names}
        assert data["live"]["to_move"] == names[2]
        page = urllib.request.urlopen(f"{url}tables/{table.number}?lang=en", timeout=10).read().decode()
        assert f"{names[1]}:%" in page and "<b>田中</b>" not in page and "&lt;b&gt;田中&lt;/b&gt;" in page
    finally:
        service.stop()
        publisher.stop()


def test_the_web_view_follows_boards_on_either_database(location: str) -> None:
    """Boards send no notification (consoles' standings must not reload at every judge
    action): the web view polls them, on PostgreSQL as on SQLite."""
    cup = make_event(location)
    rnd, table, players = open_table(cup)
    service = WebService(location, port=0)
    url = service.start().result(30)
    writer = LiveBoards(location, read_only=False)
    try:
        for step in range(1, 3):
            writer.publish(rnd, table, players=players, to_move=players[step], field="7",
                           hand_counts={p: 9 for p in players}, moves=[f"{players[0]}:7"] * step)
            published = time.monotonic()
            while time.monotonic() - published < 10:
                live = json.loads(urllib.request.urlopen(f"{url}api/tables/{table}/live", timeout=10).read())["live"]
                if live and len(live["moves"]) == step:
                    break
                time.sleep(0.05)
            assert live and len(live["moves"]) == step and live["to_move"] == players[step]
    finally:
        writer.close()
        service.stop()
        cup.close()
