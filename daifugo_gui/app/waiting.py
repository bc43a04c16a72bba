"""Waiting for the tournament without freezing the window (issue 38).

A tournament command is a call that returns its answer (the session's commands, the tab's
methods, the tests all rely on that); on a server it may take seconds (a lock, a silent
network up to its answer deadline). :func:`wait_off_ui_thread` runs the call on a worker
thread and keeps the UI thread's event loop turning until it ends: the clocks tick, the
screens repaint, and the caller still gets the answer (or the exception) in order.

Called off the UI thread, or from inside an asyncio task (whose step must not be
re-entered by a nested loop), it simply runs the call.
"""

from __future__ import annotations

import asyncio
import threading
from typing import Any, Callable, cast, TypeVar

from PySide6.QtCore import QCoreApplication, QEventLoop, QMetaObject, QThread, Qt

T = TypeVar("T")


def _on_ui_thread_outside_a_task() -> bool:
    app = QCoreApplication.instance()
    if app is None or QThread.currentThread() is not app.thread():
        return False
    try:
        return asyncio.current_task() is None
    except RuntimeError:  # no running event loop in this thread: nothing to re-enter
        return True


def wait_off_ui_thread(work: Callable[[], T]) -> T:
    """``work()``, run on a worker thread while the UI thread keeps serving its events."""
    if not _on_ui_thread_outside_a_task():
        return work()
    loop = QEventLoop()
    outcome: dict[str, Any] = {}

    def run() -> None:
        try:
            outcome["value"] = work()
        except BaseException as exc:  # carried back to the caller's thread, raised there
            outcome["error"] = exc
        finally:
            # Queued: delivered by the loop below, even if it has not started yet.
            QMetaObject.invokeMethod(loop, "quit", Qt.ConnectionType.QueuedConnection)

    worker = threading.Thread(target=run, name="tournament-io", daemon=True)
    worker.start()
    loop.exec()
    worker.join()
    if "error" in outcome:
        raise outcome["error"]
    return cast(T, outcome["value"])
