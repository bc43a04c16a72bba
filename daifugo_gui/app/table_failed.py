"""The actions the disk refused, kept in order until the judge chooses a way out (issue 37):
a part the table session owns, with its own state.

One slot let a later failure (a clock's time-out) replace an earlier one (the judge's
play). :class:`FailedActions` keeps them oldest first; replaying them once the judge chose
another place or in-memory play stops at the first the disk refuses again, which stays
first in line with those after it.
"""

from __future__ import annotations

from collections import deque
from typing import Callable, TypeVar

from daifugo_gui.rules.events import Event

Retry = Event | Callable[[], object]
"""What a refused write leaves waiting: an action (a record event) or a step such as a new game."""

T = TypeVar("T")


class FailedActions:
    """The refused actions, oldest first, and whether they are being applied again now."""

    def __init__(self) -> None:
        self._queue: deque[Retry] = deque()
        self.replaying = False  # the queue is being applied: its actions go ahead
        self._own = False  # the head is being tried again: a failure keeps it first, not queued twice
        self._head_refused = False  # the disk refused the head once more

    def __len__(self) -> int:
        return len(self._queue)

    def blocks(self) -> bool:
        """A new action must wait: an earlier one the disk refused is still in line."""
        return bool(self._queue) and not self.replaying

    def refused(self, retry: Retry | None) -> None:
        """The disk refused a write; ``retry`` is what to apply again (None: nothing, as for
        a pause or an undo)."""
        own, self._own = self._own, False
        if own:
            self._head_refused = True
        elif retry is not None:
            self._queue.append(retry)  # a typed event is frozen: no copy needed

    def written(self, retry: Retry | None) -> None:
        """A write with something to retry went through."""
        if retry is not None:
            self._own = False

    def clear(self) -> None:
        """The judge cancelled: the refused actions stay refused."""
        self._queue.clear()

    def replay(self, run: Callable[[Retry], T | None]) -> T | None:
        """Apply the queue through ``run``, oldest first; the last result that was not None."""
        last: T | None = None
        before, self.replaying = self.replaying, True
        try:
            while self._queue:
                self._own, self._head_refused = True, False
                last = run(self._queue[0]) or last
                self._own = False
                if self._head_refused:
                    break  # the judge is asked again; the queue waits as it is
                self._queue.popleft()
        finally:
            self.replaying = before
        return last
