"""The web view's render thread: one thread that makes pages and live parts, a phone
waiting for a page first.

After a commit every page followed is made again (with players' own pages, about a
hundred). In arrival order, a phone that opened a page just then waited behind all of
them (issue 36: page p99 82-249 ms under load, every slow page in the burst after a
commit). Here a job asked for by a page request goes before every job of the event
streams; a live update waits for the pages in front of it, which are few and small.
A job that is already queued for a stream and then asked for by a page moves up.
"""

from __future__ import annotations

import concurrent.futures
import heapq
import itertools
import threading
from typing import Any, Callable

PAGE = 0
"""A phone is waiting for this page to open."""
STREAM = 1
"""An open page's live update (the whole round of them after a change)."""


class _Job:
    __slots__ = ("make", "future")

    def __init__(self, make: Callable[[], Any]) -> None:
        self.make = make
        self.future: concurrent.futures.Future[Any] = concurrent.futures.Future()


class RenderQueue:
    """Runs jobs one at a time on a thread of its own, most urgent first, then in the
    order they came. :meth:`submit` returns the job's future (a
    :class:`concurrent.futures.Future`, for ``asyncio.wrap_future``)."""

    def __init__(self, name: str = "web-render") -> None:
        self._heap: list[tuple[int, int, _Job]] = []
        self._order = itertools.count()
        self._ready = threading.Condition()
        self._closed = False
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    def submit(self, make: Callable[[], Any], priority: int = STREAM) -> concurrent.futures.Future[Any]:
        job = _Job(make)
        self._push(job, priority)
        return job.future

    def hurry(self, future: concurrent.futures.Future[Any], priority: int) -> None:
        """Move the job of ``future`` (if still waiting) up to ``priority``: it is queued
        again there, and runs at whichever place it reaches first."""
        with self._ready:
            job = next((j for _p, _o, j in self._heap if j.future is future), None)
        if job is not None and not future.done():
            self._push(job, priority)

    def _push(self, job: _Job, priority: int) -> None:
        with self._ready:
            if self._closed:
                job.future.cancel()
                return
            heapq.heappush(self._heap, (priority, next(self._order), job))
            self._ready.notify()

    def close(self) -> None:
        """Run nothing more: jobs still waiting are cancelled."""
        with self._ready:
            self._closed = True
            waiting, self._heap = self._heap, []
            self._ready.notify()
        for _p, _o, job in waiting:
            job.future.cancel()

    def _run(self) -> None:
        while True:
            with self._ready:
                while not self._heap and not self._closed:
                    self._ready.wait()
                if self._closed:
                    return
                _priority, _order, job = heapq.heappop(self._heap)
            # A job queued twice (moved up) runs once: set_running_or_notify_cancel is
            # false for a future already running, done or cancelled.
            if job.future.done() or job.future.running() or not job.future.set_running_or_notify_cancel():
                continue
            try:
                result = job.make()
            except BaseException as exc:  # handed to whoever waits, as an executor does
                job.future.set_exception(exc)
            else:
                job.future.set_result(result)
