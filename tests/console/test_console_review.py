"""The review beside a replay (issue 41): started with a click, off the UI thread, with
Stop, stepping with the moves; offered only where the hands are known."""

from __future__ import annotations

import json
import threading
from pathlib import Path

from PySide6.QtCore import Qt, QTimer

from daifugo_gui.analysis.review import review_game
from daifugo_gui.rules.situations import known_record
from daifugo_gui.ui.console.replay_view import ReplayDialog
from daifugo_gui.ui.console.review_panel import ReviewPanel


def _record_file(tmp_path: Path, hands: bool = True) -> Path:
    events = [
        {"player": "Aki", "action": "play", "field": "S4"},  # a foul while S5 S7 were there
        {"player": "Ben", "action": "pass"},
        {"player": "Aki", "action": "play", "field": "S5 S7"},
    ]
    record = known_record({"Aki": "S5 S7 S4 HA", "Ben": "H2 H3 H6"}, events, deck_top="C9 C8")
    if not hands:
        del record["hands"], record["deck"]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    return path


def test_the_review_runs_off_the_ui_thread_and_steps_with_the_moves(qtbot, tmp_path, monkeypatch) -> None:
    freed = threading.Event()  # set only by the UI thread's event loop
    waited: list[bool] = []
    threads: list[bool] = []

    def held(*args, **kwargs):
        threads.append(threading.current_thread() is threading.main_thread())
        waited.append(freed.wait(30))
        return review_game(*args, **kwargs)

    monkeypatch.setattr(ReviewPanel, "review_function", staticmethod(held))
    dialog = ReplayDialog.from_path(_record_file(tmp_path))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.mouseClick(dialog.review.start_button, Qt.MouseButton.LeftButton)
    assert dialog.review.stop_button.isVisibleTo(dialog)
    QTimer.singleShot(0, freed.set)  # runs only if the UI thread is free while the work waits
    qtbot.waitUntil(lambda: dialog.review.review is not None, timeout=60_000)
    assert waited == [True] and threads == [False]
    assert not dialog.review.stop_button.isVisibleTo(dialog)
    qtbot.keyClick(dialog, Qt.Key.Key_Right)  # move 1: Aki's foul
    text = dialog.review.text.text()
    assert "Move 1: Aki" in text and "S5 S7 S4 HA" in text and "fouled holding a legal play" in text
    qtbot.keyClick(dialog, Qt.Key.Key_Right)  # move 2: Ben's pass
    text = dialog.review.text.text()
    assert "Move 2: Ben" in text and "passed holding a legal play" in text and "Could go out" in text
    qtbot.keyClick(dialog, Qt.Key.Key_Left)
    assert "Move 1: Aki" in dialog.review.text.text()


def test_stop_ends_a_review(qtbot, tmp_path, monkeypatch) -> None:
    started = threading.Event()

    def slow(record, seconds, token, progress):
        started.set()
        while True:  # as a long search does: it polls its token
            token.check()
            threading.Event().wait(0.01)

    monkeypatch.setattr(ReviewPanel, "review_function", staticmethod(slow))
    dialog = ReplayDialog.from_path(_record_file(tmp_path))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.mouseClick(dialog.review.start_button, Qt.MouseButton.LeftButton)
    assert started.wait(30)
    qtbot.mouseClick(dialog.review.stop_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "stopped" in dialog.review.text.text(), timeout=30_000)
    assert dialog.review.review is None and dialog.review.start_button.isEnabled()


def test_no_review_without_known_hands(qtbot, tmp_path) -> None:
    dialog = ReplayDialog.from_path(_record_file(tmp_path, hands=False))
    qtbot.addWidget(dialog)
    assert not dialog.review.start_button.isEnabled()
    assert "not known" in dialog.review.text.text()


def test_the_console_reviews_a_finished_game_only(qtbot, tmp_path) -> None:
    import sys

    sys.path.insert(0, str(Path(__file__).parent))
    from prompts_fake import FakePrompts

    from daifugo_gui.app.live_game import LiveGame
    from daifugo_gui.ui.console.console import GameConsole

    record = json.loads(_record_file(tmp_path).read_text(encoding="utf-8"))
    record["events"].append({"player": "Aki", "action": "play", "field": "S4 HA C9"})  # 419: Aki goes out
    path = tmp_path / "finished.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    live = LiveGame(tmp_path / "journal.jsonl")
    console = GameConsole(live)
    qtbot.addWidget(console)
    console.prompts = FakePrompts()
    live.open_record(_record_file(tmp_path))  # a game still being played
    assert console.review_finished_game() is None
    assert "finished game" in console.prompts.messages()[-1]
    live.open_record(path)
    assert live.game is not None and live.game.finished
    dialog = console.review_finished_game()
    assert dialog is not None
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.review.review is not None, timeout=60_000)
    assert dialog.review.review.turns[-1].went_out
