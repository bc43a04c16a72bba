"""Issue 25: a Tournament-tab refresh reads one consistent snapshot, in one transaction
on one connection, so a console's write landing mid-refresh never shows half of it."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any, Callable

import pytest
from sqlalchemy import event

from daifugo_gui.tournament import Tournament
from daifugo_gui.tournament import queries
from daifugo_gui.tournament.demo import finished_record

NAMES = ["Aoi", "Bun", "Chika", "Daiki", "Emi", "Fumi", "Gen", "Hana"]


def _seated(target: str | Path) -> Tournament:
    t = Tournament.create(target, "snapshot cup", seed=3)
    t.add_players((name, "", "") for name in NAMES)
    t.seat_round()
    return t


def _count(engine: Any) -> dict[str, int]:
    """Connections opened, checked out of the pool, transactions begun, statements run."""
    seen = {"connect": 0, "checkout": 0, "begin": 0, "statements": 0}

    def bump(key: str) -> Callable[..., None]:
        return lambda *_a, **_k: seen.__setitem__(key, seen[key] + 1)

    event.listen(engine, "connect", bump("connect"))
    event.listen(engine.pool, "checkout", bump("checkout"))
    event.listen(engine, "begin", bump("begin"))
    event.listen(engine, "before_cursor_execute", bump("statements"))
    return seen


def test_a_tab_refresh_reads_on_one_connection_in_one_transaction(make_tab, tmp_path: Path) -> None:
    path = tmp_path / "cup.sqlite"
    _seated(path).close()
    tab = make_tab("en")
    assert tab.open_tournament(path)
    tab.stop_feed()  # the live feed reads through its own engine; this is the tab's own refresh
    seen = _count(tab.tournament._engine)
    tab.refresh()
    # Before the snapshot: 8 checkouts, 8 transactions, 41 statements for the same refresh.
    assert seen["checkout"] == 1 and seen["begin"] == 1 and seen["connect"] <= 1, seen
    assert seen["statements"] < 41, seen
    # And the refresh showed what it read: the round's two tables, every player.
    assert tab.tables_tree.topLevelItemCount() == 2
    assert tab.standings_model.rowCount() == len(NAMES)


def _record_table_1(target: str) -> None:
    other = Tournament.open(target)  # another console
    try:
        table = other.round(1).tables[0]
        other.record_game(1, 1, finished_record([p.name for p in table.players]))
    finally:
        other.close()


def _write_mid_read(monkeypatch: pytest.MonkeyPatch, target: str) -> threading.Thread:
    """After the reading has listed the rounds, another console records table 1's game
    (on a thread: on SQLite its commit waits for the reading to end, on PostgreSQL it
    lands at once). Returns the writer's thread once it has committed or waited a while."""
    writer = threading.Thread(target=_record_table_1, args=(target,))
    original = queries.round_numbers

    def then_write(conn: Any) -> list[int]:
        numbers = original(conn)
        if not writer.is_alive() and writer.ident is None:
            writer.start()
            writer.join(timeout=2.0)  # committed (PostgreSQL) or waiting for the reader (SQLite)
        return numbers

    monkeypatch.setattr(queries, "round_numbers", then_write)
    return writer


@pytest.mark.parametrize("backend", ["sqlite", "postgresql"])
def test_a_write_landing_between_two_reads_is_not_half_shown(
    backend: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest
) -> None:
    target = str(tmp_path / "cup.sqlite") if backend == "sqlite" else request.getfixturevalue("pg_url")
    t = _seated(target)
    writer = _write_mid_read(monkeypatch, target)
    snap = t.snapshot()
    writer.join(timeout=60)
    assert not writer.is_alive()
    # One commit's state: the game is in neither the round nor the standings.
    assert snap.round is not None and snap.round.tables[0].game is None
    assert all(row.points == 0 for row in snap.standings)
    assert snap.next is not None and snap.next.step.value == "finish_round"
    monkeypatch.undo()
    after = t.snapshot()  # the next refresh shows the whole write
    assert after.round is not None and after.round.tables[0].game is not None
    assert sum(row.points for row in after.standings) > 0
    t.close()


def test_reads_on_separate_connections_would_mix(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The fault the snapshot removes, shown with the old way of reading (one façade call
    per connection, as the tab's refresh did): the same write between two reads gives a
    round without its game beside standings with its points."""
    target = str(tmp_path / "cup.sqlite")
    t = _seated(target)
    view = t.round(1)
    writer = _write_mid_read(monkeypatch, target)
    t.round_numbers()  # the other console's write lands after this read
    writer.join(timeout=60)
    standings = t.standings()
    assert view.tables[0].game is None and sum(row.points for row in standings) > 0  # mixed
    t.close()
