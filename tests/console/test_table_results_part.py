"""The table session's results part alone (issue 37, item 4): no session, no game.

:class:`TableResults` keeps a finished table game in ``pending/``, or its journal aside
when that folder cannot be written, and says when it is at risk. These tests hand it a
record and a journal state directly, as the session does.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from daifugo_gui.app.journal import JournalState
from daifugo_gui.app.reasons import JournalCode
from daifugo_gui.app.table_notices import PENDING_CHANGED, Notice, Refused
from daifugo_gui.app.table_results import TableResults

RECORD: dict[str, Any] = {"format": "prime-daifugo-record/1", "players": ["Aki", "Ben"], "events": []}


def journal() -> JournalState:
    return JournalState(start={**RECORD, "meta": {"round": 2, "table": 3}})


def part(tmp_path: Path) -> tuple[TableResults, list[Notice]]:
    heard: list[Notice] = []
    return TableResults(tmp_path / "live-game.jsonl", heard.append), heard


def test_a_finished_table_game_waits_in_pending_and_is_stored(tmp_path: Path) -> None:
    results, heard = part(tmp_path)
    kept = results.follow_end(True, (2, 3), lambda: dict(RECORD), "2026-11-28T10:00:00+09:00", journal)
    assert kept is not None and kept.written and kept.path.is_file()
    assert results.at_risk() is None and results.unrecorded() == kept
    assert results.where_kept(kept).code is JournalCode.PENDING_KEPT
    assert results.stored(kept)  # the live game's own: the session writes "recorded"
    assert results.pending.games() == [] and results.unrecorded() is None
    assert heard == [PENDING_CHANGED, PENDING_CHANGED]


def test_a_refused_pending_folder_keeps_the_journal_aside_then_at_risk(tmp_path: Path) -> None:
    (tmp_path / "pending").write_text("a file where the folder should be", encoding="utf-8")
    results, heard = part(tmp_path)
    kept = results.follow_end(True, (2, 3), lambda: dict(RECORD), "k", journal)
    assert kept is not None and not kept.written
    assert results.aside is not None and results.aside.is_file() and results.at_risk() is None
    assert results.where_kept(kept).code is JournalCode.RESULT_KEPT_ASIDE
    assert isinstance(heard[0], Refused)
    results.aside.unlink()  # the copy is gone too: nothing but memory holds the game
    assert results.at_risk() is kept
    assert results.secure(journal) is None  # the aside could be written again


def test_an_undo_from_the_end_withdraws_the_waiting_game(tmp_path: Path) -> None:
    results, _ = part(tmp_path)
    kept = results.follow_end(True, (2, 3), lambda: dict(RECORD), "k", journal)
    assert kept is not None and kept.path.is_file()
    assert results.follow_end(False, (2, 3), lambda: dict(RECORD), "k", journal) is None
    assert not kept.path.exists() and results.game is None


def test_a_game_not_played_at_a_table_waits_nowhere(tmp_path: Path) -> None:
    results, heard = part(tmp_path)
    assert results.follow_end(True, None, lambda: dict(RECORD), "k", journal) is None
    assert heard == [] and not (tmp_path / "pending").exists()
