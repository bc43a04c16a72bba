"""LiveGame is the Qt adapter over the table session (#25): its undo stack mirrors the
session's history whichever side moves first, and its event log speaks the console's words."""

from __future__ import annotations

import json
from pathlib import Path

from daifugo_gui.app.live_game import LiveGame, NewGame
from daifugo_gui.rules.events import events_to_json
from daifugo_gui.rules import Settings


def _kinds(path: Path) -> list[str]:
    return [json.loads(line)["kind"] for line in path.read_text(encoding="utf-8").splitlines()]


def _started(tmp_path: Path) -> LiveGame:
    live = LiveGame(tmp_path / "j.jsonl")
    live.new_game(NewGame(["Aki", "Ben"], Settings()))
    live.begin_play()
    live.play("5 7")
    live.play("1 3")
    live.pass_turn()
    return live


def test_the_stack_follows_the_sessions_undo_and_redo(tmp_path: Path, qapp) -> None:
    live = _started(tmp_path)
    history, stack = live.session.history, live.undo_stack
    assert stack.count() == len(history) == 3 and stack.index() == history.index == 3
    assert live.undo() and live.undo()
    assert stack.index() == history.index == 1 and stack.canRedo() and stack.count() == 3
    assert live.redo()
    assert stack.index() == history.index == 2 and [e.action for e in live.game.events] == ["play", "play"]
    live.draw()  # a new action ends the redo side in both
    assert stack.count() == len(history) == 3 and stack.index() == 3 and not stack.canRedo()
    assert stack.command(2).text() == "Ben:D(?)"
    live.shutdown()


def test_a_stack_moved_directly_moves_the_session_and_writes_the_journal(tmp_path: Path, qapp) -> None:
    """A plain undo view clicks the stack itself: the game, the history and the journal follow."""
    live = _started(tmp_path)
    before = _kinds(live.journal.path).count("undo")
    live.undo_stack.setIndex(1)
    assert live.session.history.index == 1 and [e.action for e in live.game.events] == ["play"]
    assert _kinds(live.journal.path).count("undo") == before + 2
    live.undo_stack.setIndex(3)
    assert live.session.history.index == 3 and [e.action for e in live.game.events] == ["play", "play", "pass"]
    assert live.journal.read().events == events_to_json(live.game.events)
    live.shutdown()


def test_a_resumed_game_rebuilds_the_stack_with_its_redo_side(tmp_path: Path, qapp) -> None:
    live = _started(tmp_path)
    assert live.undo()
    live.release_journal()
    again = LiveGame(tmp_path / "j.jsonl")
    again.resume(again.unfinished())
    assert again.undo_stack.count() == 3 and again.undo_stack.index() == 2 and again.undo_stack.canRedo()
    assert again.redo() and events_to_json(again.game.events) == live.journal.read().events
    again.shutdown()
    live.shutdown()


def test_the_log_is_rendered_once_per_entry_and_starts_afresh_with_a_new_game(tmp_path: Path, qapp) -> None:
    live = _started(tmp_path)
    lines = live.log
    assert lines == ["Aki:57[GC]", "Aki:A3", "Ben:%"]
    live.pause("a dispute over the cut")
    assert live.log is lines and lines[-1].endswith("a dispute over the cut —")
    live.new_game(NewGame(["Chie", "Dan"], Settings()))
    assert live.log == []
    live.shutdown()
