"""Run a pure-layer search off the UI thread, with progress and a Cancel button.

The search is any callable ``fn(token, progress) -> result`` from the analysis layer.
It runs on a ``QThreadPool`` worker; its progress and its end come back to the UI
thread as queued signals, each stamped with the job id so a window that has moved on
(started another job) can ignore late news from an old one.
"""

from __future__ import annotations

import time
from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, Signal

from daifugo_gui.analysis.cancel import CancelToken, Cancelled, ProgressFn

Work = Callable[[CancelToken, ProgressFn], Any]


class TaskSignals(QObject):
    progress = Signal(int, float)  # job id, fraction done (negative: unknown)
    finished = Signal(int, object)  # job id, result
    cancelled = Signal(int, str)  # job id, "cancelled" | "timeout"
    failed = Signal(int, str)  # job id, one-line English reason
    # The job's callable once it has run (issue 42): its closure may hold the last
    # reference to something of the GUI thread's, which must not be freed on the worker.
    spent = Signal(object)


class _Task(QRunnable):
    def __init__(self, job_id: int, work: Work, token: CancelToken, signals: TaskSignals) -> None:
        super().__init__()
        self.job_id = job_id
        self.work = work
        self.token = token
        self.signals = signals
        self._last_emit = 0.0

    def _progress(self, fraction: float, note: str) -> None:
        # Searches may report often; the UI needs a few updates a second, no more.
        now = time.monotonic()
        if fraction >= 1.0 or now - self._last_emit >= 0.05:
            self._last_emit = now
            self.signals.progress.emit(self.job_id, float(fraction))

    def run(self) -> None:
        from daifugo_gui import diagnostics

        diagnostics.name_thread("analysis-job")  # so faults.log can say which thread died
        work, self.work = self.work, _spent
        try:
            result = work(self.token, self._progress)
        except Cancelled as exc:
            self.signals.cancelled.emit(self.job_id, exc.reason)
        except Exception as exc:  # the UI must hear about it, not the worker's stderr
            self.signals.failed.emit(self.job_id, f"{type(exc).__name__}: {exc}")
        else:
            self.signals.finished.emit(self.job_id, result)
        finally:
            # The queued signal keeps ``work`` alive until the GUI thread has it: the last
            # reference goes there, with whatever its closure held.
            self.signals.spent.emit(work)
            del work


def _spent(token: CancelToken, progress: ProgressFn) -> Any:
    raise RuntimeError("a background task runs once")


class BackgroundRunner(QObject):
    """At most one live job; starting another cancels the one before."""

    progress = Signal(float)
    finished = Signal(object)
    cancelled = Signal(str)
    failed = Signal(str)
    busy_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(2)  # a cancelled job may still be winding down
        self._signals = TaskSignals(self)
        self._signals.progress.connect(self._on_progress)
        self._signals.finished.connect(self._on_finished)
        self._signals.cancelled.connect(self._on_cancelled)
        self._signals.failed.connect(self._on_failed)
        self._signals.spent.connect(self._drop)
        self._job_id = 0
        self._token: CancelToken | None = None
        # The pool waits for its workers when it goes away; a search nobody stops
        # (a factorization can run for ever) would hold up quitting.
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.cancel)

    @property
    def busy(self) -> bool:
        return self._token is not None

    def start(self, work: Work, timeout: float | None = None) -> int:
        self.cancel()
        self._job_id += 1
        self._token = CancelToken(timeout)
        self._pool.start(_Task(self._job_id, work, self._token, self._signals))
        self.busy_changed.emit(True)
        return self._job_id

    def cancel(self) -> None:
        """Ask the live job to stop; its ``cancelled`` signal follows when it has."""
        if self._token is not None:
            self._token.cancel()

    def shutdown(self, wait_ms: int = 5000) -> bool:
        """Cancel and wait for the workers (call before the window goes away)."""
        self.cancel()
        return self._pool.waitForDone(wait_ms)

    def _current(self, job_id: int) -> bool:
        return job_id == self._job_id and self._token is not None

    def _end(self) -> None:
        self._token = None
        self.busy_changed.emit(False)

    def _drop(self, work: object) -> None:
        """The job's callable arrives here and is dropped on the GUI thread."""

    def _on_progress(self, job_id: int, fraction: float) -> None:
        if self._current(job_id):
            self.progress.emit(fraction)

    def _on_finished(self, job_id: int, result: object) -> None:
        if self._current(job_id):
            self._end()
            self.finished.emit(result)

    def _on_cancelled(self, job_id: int, reason: str) -> None:
        if self._current(job_id):
            self._end()
            self.cancelled.emit(reason)

    def _on_failed(self, job_id: int, message: str) -> None:
        if self._current(job_id):
            self._end()
            self.failed.emit(message)
