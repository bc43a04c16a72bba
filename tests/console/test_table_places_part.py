"""The table session's journal places part alone (issue 37, item 4): no session, no game.

:class:`JournalPlaces` claims the journal for one console, moves it to another place when
the judge chooses one, follows such a move at the next start, and says so to whoever
listens."""

from __future__ import annotations

from pathlib import Path

from daifugo_gui.app.journal import JournalState
from daifugo_gui.app.table_journal import MoveState
from daifugo_gui.app.table_notices import AutosaveChanged, MoveNoted, Notice
from daifugo_gui.app.table_places import JournalPlaces

START = {"format": "prime-daifugo-record/1", "players": ["Aki", "Ben"], "events": []}


def part(path: Path) -> tuple[JournalPlaces, list[Notice]]:
    heard: list[Notice] = []
    return JournalPlaces(path, heard.append), heard


def test_a_second_console_gets_a_journal_of_its_own(tmp_path: Path) -> None:
    first, _ = part(tmp_path / "live-game.jsonl")
    second, _ = part(tmp_path / "live-game.jsonl")
    assert first.claim_journal() is None
    claim = second.claim_journal()
    assert claim is not None and claim.holder and claim.instead == tmp_path / "live-game-2.jsonl"
    assert second.journal.path == tmp_path / "live-game-2.jsonl" and second.base == tmp_path / "live-game.jsonl"
    second.release_journal()
    first.release_journal()


def test_a_move_writes_the_game_there_first_and_a_restart_follows_it(tmp_path: Path) -> None:
    places, heard = part(tmp_path / "live-game.jsonl")
    assert places.claim_journal() is None
    places.journal.begin(START)
    places.play_in_memory()
    assert not places.autosave
    stick = tmp_path / "stick" / "game.jsonl"
    stick.parent.mkdir()
    assert places.move_journal(stick, lambda: JournalState(start=START))
    assert places.journal.path == stick and places.autosave and stick.is_file()
    assert heard[0] == AutosaveChanged(False) and heard[1] == AutosaveChanged(True)
    assert isinstance(heard[2], MoveNoted)
    places.release_journal()
    again, _ = part(tmp_path / "live-game.jsonl")
    move = again.follow_moves()
    assert move is not None and move.state is MoveState.FOLLOWED and again.journal.path == stick
    again.release_journal()
