"""A finished table game the pending folder refuses, across restarts (issue 37, item 2),
headless: the journal that holds it is kept aside at the next start, and joins the folder
once the folder can be written."""

from __future__ import annotations

from pathlib import Path

import pytest

from daifugo_gui.app.journal import Journal
from daifugo_gui.app.table_session import NewGame, TableSession
from daifugo_gui.rules import Settings
from daifugo_gui.rules.events import events_to_json


def _finished_table_game(folder: Path) -> tuple[TableSession, list]:
    session = TableSession(folder / "live-game.jsonl", now=lambda: 100.0)
    assert session.new_game(NewGame(["Aki", "Ben", "Chie"], Settings(hand_size=3), table=(2, 5)))
    session.begin_play()
    while not session.game.finished:
        session.pass_turn()
    return session, events_to_json(session.game.events)


def test_the_journal_holding_an_unkept_result_is_kept_aside_at_the_next_start(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "console"
    folder.mkdir()
    (folder / "pending").write_text("a file, not a folder", encoding="utf-8")
    real_rewrite = Journal.rewrite

    def no_aside(journal: Journal, state) -> None:  # noqa: ANN001 - this time the copy fails too
        if ".result-" in journal.path.name:
            raise OSError(28, "No space left on device")
        real_rewrite(journal, state)

    monkeypatch.setattr(Journal, "rewrite", no_aside)
    first, shown = _finished_table_game(folder)
    assert first.result_at_risk() is not None
    assert not first.new_game(NewGame(["Dan", "Eri"], Settings()))  # refused: it would replace the journal
    first.release_journal()
    monkeypatch.undo()  # the console restarts; the folder is still blocked, the disk has room again
    second = TableSession(folder / "live-game.jsonl", now=lambda: 100.0)
    kept = second.keep_finished_from_journal()
    assert kept is not None and not kept.written and second.result_at_risk() is None
    (aside,) = folder.glob("live-game.result-*.jsonl")
    assert Journal(aside).read().events == shown
    assert second.new_game(NewGame(["Dan", "Eri"], Settings()))  # safe now: the journal may be replaced
    second.release_journal()
    (folder / "pending").unlink()  # the next start can make the folder
    third = TableSession(folder / "live-game.jsonl", now=lambda: 100.0)
    third.keep_finished_from_journal()
    (waiting,) = third.pending.games()
    assert (waiting.round, waiting.table) == (2, 5) and waiting.record["events"] == shown
    assert list(folder.glob("live-game.result-*")) == []
