"""Issues 40 and 42: ``faults.log`` names the thread that crashed, dates and versions
each run, is rotated, and the next start can say that the last run died hard."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import daifugo_gui
from daifugo_gui import diagnostics
from daifugo_gui.fault_log import FaultLog, last_crash, rotate, thread_id_text

ROOT = Path(__file__).resolve().parents[2]


def _crash_in_a_child(tmp_path: Path, body: str) -> subprocess.CompletedProcess[str]:
    """Run ``body`` after the console's fault log is started, in a process of its own."""
    code = textwrap.dedent(
        """
        import faulthandler, threading, time
        from daifugo_gui import diagnostics
        diagnostics.start_fault_log("daifugo-gui")
        diagnostics.log_started("daifugo-gui")
        """
    ) + textwrap.dedent(body)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT),
           diagnostics.LOG_DIR_ENV: str(tmp_path / "logs")}
    env.pop("PYTHONFAULTHANDLER", None)
    return subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)


def test_a_segfault_on_a_plain_thread_is_recorded_with_the_threads_name(tmp_path: Path) -> None:
    done = _crash_in_a_child(tmp_path, """
        def crash():
            faulthandler._sigsegv()
        worker = threading.Thread(target=crash, name="board-publisher")
        worker.start()
        worker.join()
        time.sleep(5)
    """)
    assert done.returncode != 0  # it really died
    path = tmp_path / "logs" / diagnostics.FAULT_NAME
    text = path.read_text(encoding="utf-8")
    assert "Fatal Python error: Segmentation fault" in text
    crash = last_crash(path, "daifugo-gui")
    assert crash is not None
    assert crash.thread == "board-publisher"
    assert crash.version == daifugo_gui.build_version()
    assert crash.error == "Fatal Python error: Segmentation fault"


def test_a_segfault_in_an_analysis_job_names_the_pool_thread(tmp_path: Path) -> None:
    """A QThreadPool worker is not started by ``threading``: the job names it itself."""
    done = _crash_in_a_child(tmp_path, """
        from PySide6.QtWidgets import QApplication
        from daifugo_gui.app.background import BackgroundRunner
        app = QApplication([])
        runner = BackgroundRunner()
        runner.start(lambda token, progress: faulthandler._sigsegv())
        time.sleep(10)
    """)
    assert done.returncode != 0
    crash = last_crash(tmp_path / "logs" / diagnostics.FAULT_NAME, "daifugo-gui")
    assert crash is not None and crash.thread == "analysis-job"


def test_a_run_that_ended_well_leaves_no_crash_to_report(tmp_path: Path) -> None:
    done = _crash_in_a_child(tmp_path, "pass\n")
    assert done.returncode == 0, done.stderr
    path = tmp_path / "logs" / diagnostics.FAULT_NAME
    assert last_crash(path, "daifugo-gui") is None
    assert f"version {daifugo_gui.build_version()}" in path.read_text(encoding="utf-8")


@pytest.fixture
def keep_pytests_faulthandler():
    import faulthandler

    was_enabled = faulthandler.is_enabled()
    yield
    if was_enabled:
        faulthandler.enable(file=sys.__stderr__)


def test_the_next_start_reads_the_crash_once(tmp_path: Path, keep_pytests_faulthandler) -> None:
    path = tmp_path / "faults.log"
    path.write_text(
        "=== 2026-11-28 10:00:00 UTC daifugo-gui pid 7 started ===\n"
        f"thread {thread_id_text(0x1234)} is MainThread\nversion 0.2.0\n"
        "Fatal Python error: Aborted\n\n"
        f"Current thread {thread_id_text(0x1234)} (most recent call first):\n",
        encoding="utf-8",
    )
    first = FaultLog(path, "daifugo-gui")
    assert first.open()
    try:
        crash = first.previous_crash
        assert crash is not None
        assert (crash.started, crash.thread, crash.version) == ("2026-11-28 10:00:00 UTC", "MainThread", "0.2.0")
    finally:
        first.close()
    second = FaultLog(path, "daifugo-gui")
    assert second.open()
    second.close()
    assert second.previous_crash is None  # the run in between ended well


def test_a_grown_fault_log_is_rotated(tmp_path: Path) -> None:
    path = tmp_path / "faults.log"
    path.write_text("x" * 300_000, encoding="utf-8")
    assert rotate(path)
    assert not path.exists() and (tmp_path / "faults.log.1").stat().st_size == 300_000
    path.write_text("y" * 300_000, encoding="utf-8")
    assert rotate(path)
    assert (tmp_path / "faults.log.2").read_text(encoding="utf-8").startswith("x")
    path.write_text("small", encoding="utf-8")
    assert not rotate(path)



def test_the_console_says_the_last_run_crashed_and_logs_it(tmp_path: Path, monkeypatch, qapp) -> None:
    from types import SimpleNamespace

    from daifugo_gui.fault_log import HardCrash
    from daifugo_gui.ui import main as gui_main
    from prompts_fake import FakePrompts

    monkeypatch.setenv(diagnostics.LOG_DIR_ENV, str(tmp_path / "logs"))
    log_path = diagnostics.start_logging("test", announce=False)
    try:
        crash = HardCrash("2026-11-28 10:00:00 UTC", "daifugo-gui", "0.2.0", "analysis-job",
                          "Fatal Python error: Segmentation fault", tmp_path / "logs" / "faults.log")
        monkeypatch.setattr(diagnostics, "previous_crash", lambda: crash)
        prompts = FakePrompts()
        gui_main._tell_of_a_hard_crash(SimpleNamespace(console=SimpleNamespace(prompts=prompts)))
        assert [asked.kind for asked in prompts.asked] == ["inform:warning"]
        assert "2026-11-28 10:00:00 UTC" in prompts.asked[0].text and "faults.log" in prompts.asked[0].text
        logged = log_path.read_text(encoding="utf-8")
        assert "ended in a hard crash on analysis-job: Fatal Python error: Segmentation fault" in logged
    finally:
        diagnostics.stop_logging()
