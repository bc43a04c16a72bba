"""What the console tests share: the qasync loop the clocks' task runs on, a fake monotonic
clock, and a real main window on both. The helpers that drive a window by keys are in
``tests/console_driving.py``."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

import pytest
import qasync

from console_driving import FakeClock, activate
from daifugo_gui.app.live_game import LiveGame
from daifugo_gui.ui.main_window import MainWindow


@pytest.fixture
def aloop(qapp):
    """A qasync loop on pytest-qt's running QApplication (see NOTES.md)."""
    loop = qasync.QEventLoop(qapp, already_running=True)
    asyncio.set_event_loop(loop)
    yield loop
    for task in asyncio.all_tasks(loop):
        task.cancel()
    qapp.processEvents()
    # Not loop.stop(): it calls QApplication.exit(), after which the next test's loop
    # never ticks. Mark it stopped by hand and close it while its Qt objects live.
    loop._QEventLoop__is_running = False
    loop._timer._stopped = True
    asyncio.events._set_running_loop(None)
    asyncio.set_event_loop(None)
    loop.close()


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def make_window(qtbot, tmp_path, clock, aloop):  # noqa: ANN001, ANN201
    """Makes shown, active main windows whose games autosave to ``tmp_path`` and whose
    clocks run on ``clock`` and the qasync loop; their games are shut down afterwards."""
    journal = tmp_path / "journal.jsonl"
    made: list[MainWindow] = []

    def make() -> MainWindow:
        live = LiveGame(journal, now=clock)
        window = MainWindow(live=live)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        activate(qtbot, window)
        window.console.setFocus()
        live.start_clock_task()
        made.append(window)
        return window

    yield make
    for window in made:
        window.live.shutdown()


@pytest.fixture
def fsync_fails_under(monkeypatch):  # noqa: ANN001, ANN201
    """The fault: from the call on, every fsync of a file in the folder given fails (its
    medium is going bad); other files are synced as usual."""
    real = os.fsync

    def break_folder(folder: Path) -> None:
        def fsync(fd: int) -> None:
            try:
                where = os.readlink(f"/proc/self/fd/{fd}")
            except OSError:
                where = ""
            if where.startswith(str(folder)):
                raise OSError(5, "Input/output error")
            real(fd)

        monkeypatch.setattr(os, "fsync", fsync)

    return break_folder
