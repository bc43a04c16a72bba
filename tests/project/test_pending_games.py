"""A finished table game is never dropped (issue 24, item 1).

Each test judges a tournament table in the real main window, lets the recording fail the
way it fails at a venue (the tournament file busy: another console holds a write) or lets
the judge put it off, then does what drops it today (Judge this table, closing the window)
and checks that the game waits on disk, is listed in the console and the Tournament tab,
comes back after a restart, and once stored is the game the judge saw.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from daifugo_gui.app.live_game import LiveGame
from daifugo_gui.rules.events import events_to_json
from daifugo_gui.tournament import database
from daifugo_gui.ui.main_window import MainWindow
from prompts_fake import FakePrompts


@pytest.fixture
def windows(qtbot):
    """Main windows over the same console folder (a restart is a second one); each is closed
    as a judge closes it, so its clocks and worker threads end before the next test."""
    made: list[MainWindow] = []

    def make(tmp_path: Path) -> MainWindow:
        window = MainWindow(live=LiveGame(tmp_path / "console" / "live-game.jsonl"))
        qtbot.addWidget(window)
        window.console.prompts = FakePrompts()  # no modal box when the test ends
        made.append(window)
        return window

    yield make
    for window in made:
        window.close()
        window.live.release_journal()


def _window(tmp_path: Path, windows) -> MainWindow:
    return windows(tmp_path)


def _tournament(window: MainWindow, tmp_path: Path, monkeypatch) -> tuple[Path, list[tuple[int, list[str]]]]:
    monkeypatch.setattr(database, "BUSY_TIMEOUT_S", 0.2)  # a busy file fails at once, not after 30 s
    tab = window.tournament_tab
    cup = tmp_path / "cup.sqlite"
    assert tab.new_tournament(cup, "杯", seed=1, settings={"hand_size": 3})
    for name in ("Aki", "Ben", "Chie", "Dan", "Eri", "Fumi"):
        tab.add_player(name)
    view = tab.seat_next_round()
    return cup, [(t.number, [p.name for p in t.players]) for t in view.tables]


def _judge(window: MainWindow, table: tuple[int, list[str]], then: Callable[[], object] = lambda: None) -> list[dict]:
    """Judge this table: every player passes until the thousand-day rule ends the game
    (``then`` runs once the game has started).

    The events as the record holds them."""
    assert window.judge_table(1, table[0], ask=lambda dialog: dialog.spec())
    then()
    live = window.live
    live.begin_play()
    while not live.game.finished:
        live.pass_turn()
    return events_to_json(live.game.events)


class _Busy:
    """Another console holds a write on the tournament file."""

    def __init__(self, path: Path) -> None:
        self.connection = sqlite3.connect(path, isolation_level=None)
        self.connection.execute("BEGIN EXCLUSIVE")

    def release(self) -> None:
        self.connection.execute("ROLLBACK")
        self.connection.close()


def test_an_unrecorded_table_game_survives_judge_this_table_and_a_restart(tmp_path: Path, windows, monkeypatch) -> None:
    window = _window(tmp_path, windows)
    cup, tables = _tournament(window, tmp_path, monkeypatch)
    assert len(tables) == 2
    first = tables[0][0]
    fake = window.console.prompts = FakePrompts().answer(True)
    busy: list[_Busy] = []  # another console's write holds the file while the game is played
    shown = _judge(window, tables[0], then=lambda: busy.append(_Busy(cup)))
    asked = fake.questions()
    # The judge confirmed; the file was busy: the game waits, listed in both places.
    assert len(asked) == 1 and f"table {first} is over" in asked[0]
    assert "busy" in window.tournament_tab.status.text()
    waiting = window.live.pending.games()
    assert [(g.round, g.table) for g in waiting] == [(1, first)] and waiting[0].record["events"] == shown
    assert f"table {first}" in window.console.pending_label.text() and not window.console.pending_label.isHidden()
    assert window.tournament_tab.pending_box.games.count() == 1
    busy[0].release()  # the tournament is read to seat the next table
    # Judge this table (the next one): the waiting game is not replaced, and the judge is told.
    fake.answer(False)
    second_events = _judge(window, tables[1])
    told = fake.messages()
    assert told and "kept as a game waiting to be recorded" in told[0]
    assert sorted(g.table for g in window.live.pending.games()) == sorted(t[0] for t in tables)
    assert events_to_json(window.live.game.events) == second_events
    # A restart (as after a crash) lists the same waiting games.
    again = windows(tmp_path)
    assert again.tournament_tab.pending_box.games.count() == 2
    assert f"table {first}" in again.tournament_tab.pending_box.games.item(0).text()
    # The organiser records the first: the tournament now holds the game the judge saw.
    assert window.record_pending(window.live.pending.games()[0])
    stored = window.tournament_tab.tournament.round(1).table(first).game
    assert stored is not None and stored.record["events"] == shown  # what the judge saw
    assert [g.table for g in window.live.pending.games()] == [tables[1][0]]


def test_closing_the_window_keeps_a_finished_table_game_waiting(tmp_path: Path, windows, monkeypatch) -> None:
    window = _window(tmp_path, windows)
    _cup, tables = _tournament(window, tmp_path, monkeypatch)
    fake = window.console.prompts = FakePrompts().answer(False)  # "not now": the judge forgets to record
    shown = _judge(window, tables[0])
    table = tables[0][0]
    window.close()
    told = fake.messages()
    assert told and f"table {table}: the finished game is not recorded" in told[-1]
    # A restart: the game is listed, and recording it stores the game the judge saw.
    again = windows(tmp_path)
    waiting = again.live.pending.games()
    assert [(g.round, g.table) for g in waiting] == [(1, table)] and waiting[0].record["events"] == shown
    assert not again.console.pending_label.isHidden()


def test_a_waiting_game_is_discarded_only_with_a_reason_and_kept_aside(tmp_path: Path, windows, monkeypatch) -> None:
    window = _window(tmp_path, windows)
    _cup, tables = _tournament(window, tmp_path, monkeypatch)
    window.console.prompts = FakePrompts().answer(False)
    _judge(window, tables[0])
    waiting = window.live.pending.games()[0]
    window.console.prompts.answer("   ")
    assert not window.ask_discard_pending(waiting) and window.live.pending.games()
    window.console.prompts.answer("played again on paper")
    assert window.ask_discard_pending(waiting)
    assert window.live.pending.games() == [] and window.tournament_tab.pending_box.isHidden()
    log = (window.live.pending.folder / "discarded.log").read_text(encoding="utf-8")
    assert "played again on paper" in log
    kept = list((window.live.pending.folder / "discarded").glob("*.json"))
    assert len(kept) == 1 and json.loads(kept[0].read_text())["record"] == waiting.record


def test_undo_after_the_end_takes_the_game_off_the_waiting_list(tmp_path: Path, windows, monkeypatch) -> None:
    window = _window(tmp_path, windows)
    _cup, tables = _tournament(window, tmp_path, monkeypatch)
    window.console.prompts = FakePrompts().answer(False, False)  # at the end, and at the end again
    _judge(window, tables[0])
    assert len(window.live.pending.games()) == 1
    window.live.undo()
    assert window.live.pending.games() == [] and window.console.pending_label.isHidden()
    window.live.pass_turn()
    assert len(window.live.pending.games()) == 1


def test_a_damaged_pending_file_of_the_same_game_is_replaced_not_a_crash(tmp_path: Path) -> None:
    """A crash mid-write left the game's pending file as zeros: the game ending again (or
    the start-up that finds it finished in the journal) writes it whole, as before #29's
    review; a check meant for the user's files refused it and the error escaped."""
    from daifugo_gui.app.pending import PendingGames

    pending = PendingGames(tmp_path / "pending")
    first = pending.keep({"players": ["Aki", "Ben"]}, 1, 2, key="2026-11-27T10:00:00")
    first.path.write_bytes(b"\0" * 64)
    assert not pending.waits("2026-11-27T10:00:00")  # unreadable: not listed, not lost
    again = pending.keep({"players": ["Aki", "Ben"], "events": []}, 1, 2, key="2026-11-27T10:00:00")
    assert again.path == first.path and pending.waits("2026-11-27T10:00:00")
    assert [g.record for g in pending.games()] == [{"players": ["Aki", "Ben"], "events": []}]
    assert sorted(p.name for p in (tmp_path / "pending").iterdir()) == [first.path.name]
    other = pending.keep({"players": ["Chie"]}, 1, 3, key="2026-11-27T11:00:00")
    assert other.path != first.path and len(pending.games()) == 2  # another game: its own file


# -- issue 37, item 2: the pending folder itself cannot be written --------------------------------
def _block_pending(tmp_path: Path) -> Path:
    """The fault: a file named ``pending`` stands where the folder should be."""
    folder = tmp_path / "console"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "pending").write_text("not a folder", encoding="utf-8")
    return folder


def test_a_table_game_the_pending_folder_refuses_is_asked_for_and_its_journal_kept_aside(
        tmp_path: Path, windows, monkeypatch) -> None:
    from daifugo_gui.app.journal import Journal

    folder = _block_pending(tmp_path)
    window = _window(tmp_path, windows)
    _cup, tables = _tournament(window, tmp_path, monkeypatch)
    fake = window.console.prompts = FakePrompts().answer(False)  # "Record the result?" not now
    shown = _judge(window, tables[0])
    asked = fake.questions()
    assert len(asked) == 1 and f"table {tables[0][0]} is over" in asked[0]  # the judge is still asked
    (aside,) = folder.glob("live-game.result-*.jsonl")
    assert Journal(aside).read().events == shown  # its own journal, kept aside
    # Judge this table (the next one) goes ahead: the first game is safe, and the judge is told where.
    fake.answer(False)
    second = _judge(window, tables[1])
    assert any(str(aside) in text and "kept aside" in text for text in fake.messages())
    assert aside.is_file() and events_to_json(window.live.game.events) == second
    window.close()
    # Once the folder can be made, the next start puts both games on the waiting list.
    (folder / "pending").unlink()
    again = windows(tmp_path)
    again.live.keep_finished_from_journal()  # as ui/main.py does at start-up
    waiting = again.live.pending.games()
    assert sorted((g.table, g.record["events"] == ev) for g, ev in zip(
        sorted(waiting, key=lambda g: g.table), [shown, second] if tables[0][0] < tables[1][0] else [second, shown])
    ) == sorted((t[0], True) for t in tables)
    assert list(folder.glob("live-game.result-*.jsonl")) == []  # moved into the folder, not copied twice


def test_a_table_game_kept_nowhere_blocks_what_would_replace_it_until_it_is_recorded(
        tmp_path: Path, windows, monkeypatch) -> None:
    from daifugo_gui.app.journal import Journal

    real_rewrite = Journal.rewrite

    def rewrite(journal: Journal, state) -> None:  # noqa: ANN001 - the aside copy cannot be written either
        if ".result-" in journal.path.name:
            raise OSError(28, "No space left on device")
        real_rewrite(journal, state)

    folder = _block_pending(tmp_path)
    window = _window(tmp_path, windows)
    _cup, tables = _tournament(window, tmp_path, monkeypatch)
    monkeypatch.setattr(Journal, "rewrite", rewrite)
    fake = window.console.prompts = FakePrompts().answer(False)
    shown = _judge(window, tables[0])
    assert list(folder.glob("live-game.result-*")) == []
    # Judge this table, a new game, a saved game continued: each refused, the judge told why.
    assert not window.judge_table(1, tables[1][0], ask=lambda dialog: dialog.spec())
    assert "Record it in the tournament first" in fake.messages()[-1]
    from daifugo_gui.app.live_game import NewGame
    from daifugo_gui.rules import Settings

    assert not window.console.start_new_game(NewGame(["Chie", "Dan"], Settings()))
    record = tmp_path / "adjourned.json"
    window.live.save_record(record)
    fake.answer(str(record))
    window.console.continue_record_dialog()
    assert events_to_json(window.live.game.events) == shown and window.live.game.finished
    # Closing asks; "no" keeps the window open.
    window.show()
    fake.answer(False)
    window.close()
    assert window.isVisible() and fake.kinds()[-1] == "confirm"
    # Recorded in the tournament: now the next table can be judged.
    assert window.record_game_in_tournament()
    stored = window.tournament_tab.tournament.round(1).table(tables[0][0]).game
    assert stored is not None and stored.record["events"] == shown
    fake.answer(True)  # this time the judge records the result at once
    second = _judge(window, tables[1])
    stored = window.tournament_tab.tournament.round(1).table(tables[1][0]).game
    assert stored is not None and stored.record["events"] == second
