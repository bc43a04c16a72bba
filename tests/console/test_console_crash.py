"""A console process killed with SIGKILL mid-game resumes exactly where the screen was.

The child runs the real window on qasync and makes a judge action every few
milliseconds; after each one it prints the events the screen shows. The parent kills it
without warning, then resumes from the journal: every event the screen had shown must
be there, in order (the journal is written and fsync'ed before the screen updates).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from daifugo_gui.app.live_game import LiveGame
from daifugo_gui.rules.events import events_to_json

ROOT = Path(__file__).resolve().parents[2]

CHILD = r"""
import asyncio, json, sys
from PySide6.QtWidgets import QApplication
import qasync
from daifugo_gui.app.live_game import LiveGame, NewGame
from daifugo_gui.rules import Settings
from daifugo_gui.rules.events import events_to_json
from daifugo_gui.ui.main_window import MainWindow

app = QApplication([])
live = LiveGame(sys.argv[1])
window = MainWindow(live=live)
window.show()

def shown():
    if live.game is not None:
        print("SHOWN " + json.dumps(events_to_json(live.game.events)), flush=True)

live.changed.connect(shown)

async def judge():
    live.new_game(NewGame(["Aki", "Ben", "Chie"], Settings(turn_limit_s=600)))
    live.begin_play()
    live.start_clock_task()
    while not live.game.finished:
        mover = live.game.to_move
        if live.game.can_draw(mover):
            live.draw()
        else:
            live.pass_turn()
        await asyncio.sleep(0.005)
    await asyncio.sleep(60)

qasync.run(judge())
"""


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_sigkill_mid_game_then_resume(qapp, tmp_path) -> None:
    journal = tmp_path / "journal.jsonl"
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(journal)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    last_shown: list = []
    deadline = time.monotonic() + 30
    try:
        assert child.stdout is not None
        while time.monotonic() < deadline:
            line = child.stdout.readline()
            if not line:
                break
            if line.startswith("SHOWN "):
                last_shown = json.loads(line[6:])
                if len(last_shown) >= 17:
                    break
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=10)
    assert child.returncode == -signal.SIGKILL
    assert len(last_shown) >= 17, "the child never got going"

    live = LiveGame(journal)
    state = live.unfinished()
    assert state is not None
    assert state.events[: len(last_shown)] == last_shown  # nothing shown was lost
    live.resume(state)
    assert events_to_json(live.game.events) == state.events
    assert live.game.players == ("Aki", "Ben", "Chie")
    # Issue 12: paused, the whole undo history back, the downtime known, each event's time kept
    assert live.clocks.paused and live.downtime_s is not None and live.downtime_s >= 0
    assert live.undo_stack.count() == len(state.events) and live.undo_stack.canUndo()
    times = live.record()["meta"]["event_times"]
    assert len(times) == len(state.events) and all(t and t[:4].isdigit() for t in times)
    last = live.game.events[-1]
    live.undo()
    assert events_to_json(live.game.events) == state.events[:-1]
    live.redo()
    assert live.game.events[-1] == last
    live.resume_clocks()
    # and the game goes on from there
    before = len(live.game.events)
    mover = live.game.to_move
    outcome = live.draw() if live.game.can_draw(mover) else live.pass_turn()
    assert outcome is not None and len(live.game.events) == before + 1
    live.shutdown()


STARTUP = r"""
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

app = QApplication(["daifugo-gui"])
answers = []

def answer_resume(*args, **kwargs):
    answers.append(args[2])
    return QMessageBox.StandardButton.Yes

QMessageBox.question = answer_resume  # the judge says yes to resuming

def report_and_quit(tries=[0]):
    # Wait for the window, the resumed game and the clock task: on a busy machine the
    # start-up can take longer than any fixed delay.
    tries[0] += 1
    window = next((w for w in app.topLevelWidgets() if hasattr(w, "console")), None)
    live = window.live if window is not None else None
    ready = live is not None and live.game is not None and live._clock_task is not None
    if not ready and tries[0] < 300:
        QTimer.singleShot(100, report_and_quit)
        return
    game = live.game if live is not None else None
    print("RESUMED", game is not None and len(game.events), flush=True)
    print("CLOCKS", live is not None and live._clock_task is not None and not live._clock_task.done(), flush=True)
    app.closeAllWindows()

QTimer.singleShot(500, report_and_quit)
from daifugo_gui.ui.main import main
code = main(["daifugo-gui", "--journal", sys.argv[1]])
print("ASKED", len(answers), flush=True)
sys.exit(code)
"""


@pytest.mark.slow
def test_daifugo_gui_starts_offers_resume_and_quits(qapp, tmp_path) -> None:
    """The real entry point on qasync: it asks to resume the autosaved game, resumes it,
    runs the clocks as an asyncio task, and quits cleanly when the window closes."""
    from daifugo_gui.app.live_game import NewGame
    from daifugo_gui.rules import Settings

    journal = tmp_path / "journal.jsonl"
    live = LiveGame(journal)
    live.new_game(NewGame(["Aki", "Ben"], Settings()))
    live.begin_play()
    live.play("7")
    live.pass_turn()
    live.shutdown()
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-c", STARTUP, str(journal)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert "RESUMED 2" in result.stdout
    assert "CLOCKS True" in result.stdout
    assert "ASKED 1" in result.stdout
    assert "Traceback" not in result.stderr


CLOCKS_CHILD = r"""
import asyncio, json, sys, time
from PySide6.QtWidgets import QApplication
import qasync
from daifugo_gui.app.live_game import LiveGame, NewGame
from daifugo_gui.rules import Settings

app = QApplication([])
live = LiveGame(sys.argv[1])

async def judge():
    live.new_game(NewGame(["Aki", "Ben"], Settings(turn_limit_s=60, game_limit_s=300)))
    live.begin_play()
    live.start_clock_task()
    live.draw()
    live.pass_turn()
    await asyncio.sleep(2.6)  # Ben thinks: the clocks run, nothing is judged
    print("THINKING", flush=True)
    await asyncio.sleep(60)

qasync.run(judge())
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_kill_and_resume_gives_no_clock_time_back(qapp, tmp_path) -> None:
    """Issue 27: after a kill the game clock (D11) and the turn clock come back as they
    stood at the crash, to the second by the journal's wall times; the downtime is shown
    apart and counted only when the judge says so."""
    journal = tmp_path / "journal.jsonl"
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    child = subprocess.Popen([sys.executable, "-c", CLOCKS_CHILD, str(journal)], cwd=ROOT, env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "THINKING"
        time.sleep(0.5)
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=10)
    killed_at = time.time()
    lines = [json.loads(line) for line in journal.read_text(encoding="utf-8").splitlines()]
    clock_lines = [e for e in lines if e["kind"] == "clock"]
    assert len(clock_lines) >= 2  # written while Ben thought
    last = lines[-1]
    assert last["kind"] == "clock" and killed_at - last["wall"] < 1.5  # the state a second before the kill
    # The game clock's line: its wall time minus its game time is when play began, on every line.
    began = {round(e["wall"] - e["clocks"]["game_elapsed"]) for e in clock_lines}
    assert max(began) - min(began) <= 1
    last_action = max(e["wall"] for e in lines if e["kind"] == "event")
    assert abs(last["clocks"]["turn_elapsed"] - (last["wall"] - last_action)) < 0.5
    assert last["clocks"]["turn_player"] == "Ben"

    time.sleep(1.2)  # the console stays down a while
    live = LiveGame(journal)
    live.resume(live.unfinished())
    game_left = live.clocks.game.remaining()
    turn_left = live.clocks.turn.reading().left
    assert abs(game_left - (300 - last["clocks"]["game_elapsed"])) < 0.5  # no game time given back
    assert abs(turn_left - (60 - last["clocks"]["turn_elapsed"])) < 0.5  # nor turn time
    assert live.clocks.paused and live.clocks.turn.player == "Ben"
    assert abs(live.downtime_s - (time.time() - last["wall"])) < 0.5 and live.downtime_s >= 1.2
    assert "not counted unless the judge counts it" in live.log[-1]
    # The judge counts the downtime: written first, both clocks move by it, once.
    down = live.downtime_s
    assert live.charge_downtime() and not live.charge_downtime()
    assert abs(live.clocks.game.remaining() - (game_left - down)) < 0.5
    assert abs(live.clocks.turn.reading().left - (turn_left - down)) < 0.5
    charged = json.loads(journal.read_text(encoding="utf-8").splitlines()[-1])
    assert charged["kind"] == "clock" and abs(charged["charged"] - down) < 0.01
    again = LiveGame(journal)  # and a second restart keeps the charge
    again.resume(again.unfinished())
    assert abs(again.clocks.game.remaining() - live.clocks.game.remaining()) < 1.0
    live.shutdown()
    again.shutdown()
