"""Issue 42: Python's cyclic garbage collection runs on the GUI thread only, so a cycle
holding a Qt object is never freed (its C++ destructor never runs) on a worker thread."""

from __future__ import annotations

import gc
import os
import subprocess
import sys
import threading
import weakref
from pathlib import Path

import pytest

from daifugo_gui.app import gui_collector
from daifugo_gui.app.gui_collector import generation_due

STRESS = Path(__file__).with_name("gc_stress.py")


def test_generations_fall_due_as_in_cpython() -> None:
    thresholds = (700, 10, 10)
    assert generation_due((700, 0, 0), thresholds) is None  # CPython waits until past it
    assert generation_due((701, 0, 0), thresholds) == 0
    assert generation_due((701, 11, 0), thresholds) == 1
    assert generation_due((701, 11, 11), thresholds) == 2
    assert generation_due((5, 11, 11), thresholds) is None  # only generation 0 starts a collection
    assert generation_due((10**6, 0, 0), (0, 10, 10)) is None  # threshold 0: collection off


def test_the_suite_collects_on_the_main_thread_only() -> None:
    # tests/conftest.py turns automatic collection off for every test process.
    assert not gc.isenabled()


class _Cycle:
    def __init__(self) -> None:
        self.me = self


def _collections_by_thread(seen: list[str]):  # type: ignore[no-untyped-def]
    def callback(phase: str, info: dict) -> None:
        if phase == "start":
            seen.append(threading.current_thread().name)

    return callback


def test_a_worker_that_allocates_never_collects_and_the_gui_timer_does(qapp, qtbot) -> None:
    collector = gui_collector.install(qapp)
    seen: list[str] = []
    callback = _collections_by_thread(seen)
    gc.callbacks.append(callback)
    try:
        freed = threading.Event()

        def work() -> None:
            # Far past every threshold: CPython would have collected here many times.
            for _ in range(50_000):
                _Cycle()
            freed.set()

        worker = threading.Thread(target=work, name="allocating-worker")
        worker.start()
        worker.join(60)
        assert freed.is_set()
        assert seen == []  # not one collection on the worker
        assert gc.get_count()[0] > gc.get_threshold()[0]
        qtbot.waitUntil(lambda: len(seen) > 0, timeout=10_000)  # the GUI thread's timer
        assert set(seen) == {threading.main_thread().name}
        assert sum(collector.stats.collections) >= 1
    finally:
        gc.callbacks.remove(callback)


def test_a_closed_dialog_in_a_cycle_is_destroyed_on_the_gui_thread(qapp, qtbot) -> None:
    from PySide6.QtWidgets import QDialog

    gui_collector.install(qapp)
    destroyed_on: list[str] = []

    class Helper:
        def __init__(self, dialog: QDialog) -> None:
            self.dialog = dialog

    def make() -> None:
        dialog = QDialog()
        helper = Helper(dialog)
        dialog.helper = helper  # type: ignore[attr-defined]
        # Runs on whichever thread frees the cycle (the dialog's wrapper goes with it).
        weakref.finalize(helper, lambda: destroyed_on.append(threading.current_thread().name))
        dialog.show()
        dialog.close()

    make()
    worker = threading.Thread(target=lambda: [_Cycle() for _ in range(50_000)], name="allocating-worker")
    worker.start()
    worker.join(60)
    assert destroyed_on == []  # the worker's allocations freed nothing
    qtbot.waitUntil(lambda: destroyed_on != [], timeout=10_000)
    assert destroyed_on == [threading.main_thread().name]


def test_the_collector_takes_collection_back_when_a_library_turns_it_on(qapp, caplog) -> None:
    collector = gui_collector.install(qapp)
    gc.enable()
    collector.check()
    assert not gc.isenabled()
    assert "turned back on" in caplog.text


def _stress(rounds: int, *extra: str, timeout: float) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, str(STRESS), "--rounds", str(rounds), *extra],
        capture_output=True, text=True, timeout=timeout, env=env,
    )


@pytest.mark.slow
@pytest.mark.timeout(1200)  # ~45 s on a quiet machine, minutes on a loaded one
def test_screens_closed_while_jobs_allocate_never_crash() -> None:
    """200 rounds of the console's screens opened, closed and left in cycles while two
    background jobs allocate: before issue 42 this crashed or hung (see
    docs/architecture.md for the figures); a segfault here shows as a return code."""
    run = _stress(200, timeout=1100)
    assert run.returncode == 0, run.stderr[-3000:]
    assert "gc-stress ok 200" in run.stdout


def _qt_objects_in_cycles(qapp) -> list[str]:  # type: ignore[no-untyped-def]
    """Collect with every unreachable object kept, and name the Qt objects among them."""
    from PySide6.QtCore import QEvent, QObject

    qapp.processEvents()
    qapp.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        gc.collect()
    finally:
        gc.set_debug(0)
    names = sorted({type(found).__name__ for found in gc.garbage if isinstance(found, QObject)})
    gc.garbage.clear()
    gc.collect()
    return names


def test_a_closed_main_window_with_every_tab_built_holds_no_widget_in_a_cycle(qapp, tmp_path) -> None:
    """The cycles are broken where they were found (the clock strip's watcher and the
    board publisher referred back to the window): a closed console goes with its last
    reference, on the GUI thread, and no collection has a window to tear down."""
    from daifugo_gui.app.live_game import LiveGame, NewGame
    from daifugo_gui.rules import Settings
    from daifugo_gui.ui.main_window import MainWindow

    _qt_objects_in_cycles(qapp)
    live = LiveGame(tmp_path / "j.jsonl")
    window = MainWindow(live=live)
    window.show()
    live.new_game(NewGame(players=["Aki", "Ben"], settings=Settings()))
    live.begin_play()
    live.play("7")
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        qapp.processEvents()
    window.tabs.setCurrentIndex(0)
    window.close()
    for tab in (window.tabs.widget(index) for index in range(window.tabs.count())):
        shutdown = getattr(tab, "shutdown", None)
        if callable(shutdown):
            shutdown()
    live.shutdown()
    del window, tab, shutdown
    assert _qt_objects_in_cycles(qapp) == []


def test_the_collector_checks_often_while_a_job_allocates_fast(qapp) -> None:
    collector = gui_collector.install(qapp)
    keep = [_Cycle() for _ in range(gui_collector.BUSY_FACTOR * gc.get_threshold()[0] + 100)]
    collector.check()
    assert collector._timer.interval() == gui_collector.BUSY_INTERVAL_MS
    del keep
    gc.collect()
    collector.check()
    assert collector._timer.interval() == gui_collector.CHECK_INTERVAL_MS


def test_what_start_up_made_is_frozen_out_of_later_collections(qapp) -> None:
    collector = gui_collector.install(qapp)
    try:
        collector.freeze_survivors()
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()
