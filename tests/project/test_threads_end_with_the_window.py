"""A window dropped without being closed takes its threads with it.

Found by CI (issue 40's benchmarks): a test's MainWindow, collected at the end of the test
without ``close()``, left the Tournament tab's watcher thread polling the tournament file
four times a second for the rest of the run, and the process's CPU clock billed that work
to a benchmark measured later in the same process. ``closeEvent`` stops the threads; a Qt
object deleted without one must stop them too.
"""

from __future__ import annotations

import gc
import threading
import time
from pathlib import Path

import shiboken6

from daifugo_gui.app.live import LiveFeed
from daifugo_gui.app.live_game import LiveGame
from daifugo_gui.ui.main_window import MainWindow

THREADS = ("tournament-watch", "board-publisher")


def _ours(before: set[threading.Thread]) -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name in THREADS and t not in before and t.is_alive()]


def _window_with_a_tournament(tmp_path: Path, before: set[threading.Thread]) -> set[str]:
    """The names of the threads the window started; the window goes out of scope unclosed."""
    window = MainWindow(live=LiveGame(tmp_path / "journal.jsonl"))
    assert window.tournament_tab.new_tournament(tmp_path / "cup.sqlite", "杯", seed=1)
    return {t.name for t in threading.enumerate() if t not in before}


def test_a_window_collected_unclosed_stops_its_watcher_and_publisher(qapp, tmp_path: Path) -> None:
    before = set(threading.enumerate())
    started = _window_with_a_tournament(tmp_path, before)
    assert set(THREADS) <= started  # both were running while the window lived
    gc.collect()
    qapp.processEvents()
    deadline = time.monotonic() + 3.0
    while _ours(before) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert _ours(before) == []


def test_a_watcher_one_read_past_its_deleted_feed_says_nothing_and_raises_nothing(qapp, tmp_path: Path) -> None:
    """CI's warning: the watcher's thread, connecting when the window was collected, told the
    deleted feed "connected" and died with "Signal source has been deleted". The thread is
    told to stop, not waited for, so it may still be one read past the deletion; the calls it
    makes then are made here, on the deleted feed, as the thread would make them."""
    from daifugo_gui.tournament import Tournament

    Tournament.create(str(tmp_path / "cup.sqlite"), "杯", seed=1).close()
    read: list[object] = []
    feed = LiveFeed(tmp_path / "cup.sqlite", lambda tournament: read.append(tournament) or "snapshot")
    heard: list[object] = []
    feed.problem.connect(heard.append)
    shiboken6.delete(feed)
    feed._connection(None)  # what the watcher says once connected
    assert feed._load() is True  # what it does on a change: reads, then tells no one
    assert len(read) == 1 and heard == []
    feed.stop()
