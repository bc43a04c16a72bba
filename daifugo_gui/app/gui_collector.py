"""Python's cyclic garbage collection, done on the GUI thread only (issue 42).

CPython runs an automatic collection in whichever thread happens to allocate past the
generation-0 threshold. When the cycle it frees holds a Qt object made on the GUI thread
(a closed dialog whose slot lambda refers back to it, a panel from an earlier screen), that
object's C++ destructor then runs on the allocating thread: an analysis job on the
``QThreadPool``, the D9 factoring executor, the board publisher, the web view. Qt objects
may only be destroyed on the thread that owns them, and doing otherwise crashes the
process at random (CI saw a segfault in a hexad research job).

So the console turns automatic collection off and a timer on the GUI thread does the
same work CPython would: it reads :func:`gc.get_count` and collects generation 0, 1 or 2
when the counts pass CPython's own thresholds. Memory stays where it would have been
(the thresholds are the same; only the thread and the moment move), and other threads
never run a collection, so they never destroy a widget.

Reference counting is untouched: acyclic garbage is still freed at once wherever its last
reference goes. That is why :mod:`daifugo_gui.app.background` hands every result and
exception back as plain data and keeps no widget in what it sends.
"""

from __future__ import annotations

import gc
import logging
import time
from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer

log = logging.getLogger(__name__)

# Often enough that generation 0 never grows far past its threshold between two checks
# (a judge action allocates a few thousand objects at most), rarely enough to cost nothing:
# a check is three integer comparisons.
CHECK_INTERVAL_MS = 100
# While a job allocates fast, young objects pile up between two checks and one collection
# of generation 0 grows with them: then the timer checks this often, until it calms down.
BUSY_INTERVAL_MS = 10
BUSY_FACTOR = 4  # generation 0 past this many times its threshold at a check: busy
_NAME = "daifugo_gui_collector"


@dataclass
class CollectionStats:
    """What the collector did, for the benchmark and the stress test."""

    collections: tuple[int, int, int] = (0, 0, 0)
    longest_pause_s: tuple[float, float, float] = (0.0, 0.0, 0.0)

    def record(self, generation: int, seconds: float) -> None:
        counts = list(self.collections)
        counts[generation] += 1
        pauses = list(self.longest_pause_s)
        pauses[generation] = max(pauses[generation], seconds)
        self.collections = (counts[0], counts[1], counts[2])
        self.longest_pause_s = (pauses[0], pauses[1], pauses[2])


def generation_due(counts: tuple[int, int, int], thresholds: tuple[int, int, int]) -> int | None:
    """The oldest generation CPython would collect now, or None.

    CPython collects generation 0 once its count passes the first threshold, and an
    older generation when, at that moment, the count of collections of the younger one
    has passed that generation's threshold too."""
    if thresholds[0] <= 0 or counts[0] <= thresholds[0]:
        return None
    if counts[1] > thresholds[1]:
        return 2 if counts[2] > thresholds[2] else 1
    return 0


class _LongLived:
    """CPython skips a full collection until the objects promoted to the oldest generation
    since the last one reach a quarter of those that survived it: without that, a big
    heap would be traversed every ~70,000 allocations. The count is read only when a full
    collection is otherwise due (a list of pointers, far cheaper than the collection)."""

    def __init__(self) -> None:
        self.survivors = 0

    def full_due(self) -> bool:
        return len(gc.get_objects(generation=2)) - self.survivors > self.survivors // 4

    def collected(self) -> None:
        self.survivors = len(gc.get_objects(generation=2))


def collect_if_due(stats: CollectionStats | None = None, long_lived: _LongLived | None = None) -> int | None:
    """Collect on the calling thread what CPython would collect now; returns the
    generation collected, or None when nothing was due. Call it on the GUI thread."""
    counts = gc.get_count()
    threshold = gc.get_threshold()
    generation = generation_due((counts[0], counts[1], counts[2]), (threshold[0], threshold[1], threshold[2]))
    if generation is None:
        return None
    if generation == 2 and long_lived is not None and not long_lived.full_due():
        generation = 1
    start = time.thread_time()  # this thread's CPU: a loaded machine's waits are not the collector's
    gc.collect(generation)
    if stats is not None:
        stats.record(generation, time.thread_time() - start)
    if generation == 2 and long_lived is not None:
        long_lived.collected()
    return generation


class GuiThreadCollector(QObject):
    """Turns automatic collection off and collects from a GUI-thread timer instead.

    Create it on the GUI thread with the application as parent; :meth:`stop` (or the
    application's end) gives automatic collection back."""

    def __init__(self, parent: QObject, interval_ms: int = CHECK_INTERVAL_MS) -> None:
        super().__init__(parent)
        self.setObjectName(_NAME)
        self.stats = CollectionStats()
        self._long_lived = _LongLived()
        self._was_enabled = gc.isenabled()
        gc.disable()
        self._interval_ms = interval_ms
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.check)
        self._timer.start()

    def check(self) -> int | None:
        if gc.isenabled():
            # Some library switched it back on: a worker could collect again, so say so
            # in the log (it is the clue to a later crash) and take it back.
            log.warning("automatic garbage collection was turned back on; turning it off again")
            gc.disable()
        busy = gc.get_count()[0] > BUSY_FACTOR * max(1, gc.get_threshold()[0])
        self._timer.setInterval(min(self._interval_ms, BUSY_INTERVAL_MS) if busy else self._interval_ms)
        return collect_if_due(self.stats, self._long_lived)

    def freeze_survivors(self) -> None:
        """Once the console has started: collect everything, then move what survived (the
        modules, the main window, the catalogs) out of every later collection's way, so
        a full collection scans only what came after (CPython's ``gc.freeze``)."""
        gc.collect()
        gc.freeze()
        self._long_lived.collected()

    def stop(self) -> None:
        self._timer.stop()
        if self._was_enabled:
            gc.enable()


def install(parent: QObject, interval_ms: int = CHECK_INTERVAL_MS) -> GuiThreadCollector:
    """The collector of ``parent`` (the QApplication), made once."""
    existing = parent.findChild(GuiThreadCollector, _NAME)
    if isinstance(existing, GuiThreadCollector):
        return existing
    return GuiThreadCollector(parent, interval_ms)
