"""Saving the game record (Ctrl+S) writes like every other output (issue 24, item 7): through
a temporary file and an atomic rename, never over the autosave journal or a file of another
kind, and a refusal is a message, not a traceback."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from daifugo_gui.app.live_game import LiveGame, NewGame
from daifugo_gui.files import OutputRefused
from daifugo_gui.rules import Settings
from prompts_fake import FakePrompts


def _live(tmp_path: Path) -> LiveGame:
    live = LiveGame(tmp_path / "live-game.jsonl")
    live.new_game(NewGame(["Aki", "Ben"], Settings()))
    live.begin_play()
    live.draw()
    return live


def test_the_record_is_written_whole_and_reads_back(tmp_path: Path) -> None:
    live = _live(tmp_path)
    out = tmp_path / "game.json"
    live.save_record(out)
    assert json.loads(out.read_text(encoding="utf-8"))["events"][-1]["action"] == "draw"
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("game")) == ["game.json"]
    live.shutdown()


def test_saving_over_the_autosave_journal_is_refused_and_the_journal_kept(tmp_path: Path) -> None:
    live = _live(tmp_path)
    journal = live.journal.path
    before = journal.read_bytes()
    with pytest.raises(OutputRefused):
        live.save_record(journal)
    assert journal.read_bytes() == before
    live.shutdown()


def test_saving_over_a_pdf_is_refused(tmp_path: Path) -> None:
    live = _live(tmp_path)
    sheet = tmp_path / "sheet.pdf"
    sheet.write_bytes(b"%PDF-1.4 a score sheet")
    with pytest.raises(OutputRefused):
        live.save_record(sheet)
    assert sheet.read_bytes() == b"%PDF-1.4 a score sheet"
    live.shutdown()


def test_the_console_says_why_a_save_failed(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from daifugo_gui.ui.console.console import GameConsole

    live = _live(tmp_path)
    console = GameConsole(live)
    qtbot.addWidget(console)
    target = tmp_path / "sheet.pdf"
    target.write_bytes(b"%PDF-1.4")
    console.prompts = FakePrompts().answer(str(target))
    console.save_dialog()
    shown = console.prompts.messages()
    assert len(shown) == 1 and "sheet.pdf" in shown[0]
    assert target.read_bytes() == b"%PDF-1.4"
    live.shutdown()
