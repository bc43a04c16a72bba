"""BackgroundRunner: pure work off the UI thread, stale news ignored (issue 7)."""

from __future__ import annotations

import threading
import time

from daifugo_gui.analysis.cancel import CancelToken
from daifugo_gui.app.background import BackgroundRunner


def slow_until_cancelled(token: CancelToken, progress) -> str:  # type: ignore[no-untyped-def]
    while True:
        token.check()
        progress(-1.0, "waiting")
        time.sleep(0.01)


def test_result_arrives_on_the_ui_thread(qtbot) -> None:  # type: ignore[no-untyped-def]
    runner = BackgroundRunner()
    seen = {}

    def work(token, progress):  # type: ignore[no-untyped-def]
        seen["worker"] = threading.get_ident()
        progress(0.5, "half")
        return 42

    with qtbot.waitSignal(runner.finished, timeout=5000) as blocker:
        runner.start(work)
    assert blocker.args == [42]
    assert seen["worker"] != threading.get_ident()
    assert not runner.busy
    runner.shutdown()


def test_cancel_and_replacement(qtbot) -> None:  # type: ignore[no-untyped-def]
    runner = BackgroundRunner()
    finished = []
    cancelled = []
    runner.finished.connect(finished.append)
    runner.cancelled.connect(cancelled.append)
    runner.start(slow_until_cancelled)
    qtbot.wait(50)
    runner.start(lambda token, progress: "second")  # cancels the first
    qtbot.waitUntil(lambda: finished == ["second"], timeout=5000)
    qtbot.wait(100)
    assert cancelled == []  # the first job's end is old news, not reported
    runner.start(slow_until_cancelled)
    with qtbot.waitSignal(runner.cancelled, timeout=5000) as blocker:
        runner.cancel()
    assert blocker.args == ["cancelled"]
    assert runner.shutdown(2000)


def test_a_deadline_reports_timeout_and_errors_are_reported(qtbot) -> None:  # type: ignore[no-untyped-def]
    runner = BackgroundRunner()
    with qtbot.waitSignal(runner.cancelled, timeout=5000) as blocker:
        runner.start(slow_until_cancelled, timeout=0.1)
    assert blocker.args == ["timeout"]

    def broken(token, progress):  # type: ignore[no-untyped-def]
        raise ValueError("bad cards")

    with qtbot.waitSignal(runner.failed, timeout=5000) as blocker:
        runner.start(broken)
    assert blocker.args == ["ValueError: bad cards"]
    runner.shutdown()
