"""Cancelling long searches: a flag another thread may set, and an optional deadline.

The analysis layer is pure Python and runs on whatever thread calls it; the UI keeps a
token and sets it from the Cancel button. Searches poll :meth:`CancelToken.check` between
bounded units of work, so cancelling takes effect within one unit.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from typing import Callable


class Cancelled(Exception):
    """A search stopped because its token was cancelled or its deadline passed."""

    def __init__(self, reason: str = "cancelled") -> None:
        super().__init__(reason)
        self.reason = reason


ProgressFn = Callable[[float, str], None]
"""Called with a fraction done (0..1, or -1 when unknown) and a short English note."""


class CancelToken:
    """A thread-safe cancel flag with an optional deadline on the monotonic clock."""

    def __init__(self, timeout: float | None = None) -> None:
        self._event = threading.Event()
        self.deadline: float | None = None if timeout is None else time.monotonic() + timeout

    def cancel(self) -> None:
        self._event.set()

    @property
    def cancelled(self) -> bool:
        return self._event.is_set()

    @property
    def expired(self) -> bool:
        return self.deadline is not None and time.monotonic() >= self.deadline

    def reason(self) -> str | None:
        """``"cancelled"``, ``"timeout"`` or ``None`` while the work may go on."""
        if self._event.is_set():
            return "cancelled"
        if self.expired:
            return "timeout"
        return None

    def check(self) -> None:
        """Raise :class:`Cancelled` when the work must stop."""
        reason = self.reason()
        if reason is not None:
            raise Cancelled(reason)


@dataclass
class Ticker:
    """Polls a token every ``every`` calls, so hot loops pay for a clock read rarely."""

    token: CancelToken | None
    every: int = 2048
    _count: int = 0

    def tick(self) -> None:
        if self.token is None:
            return
        self._count += 1
        if self._count >= self.every:
            self._count = 0
            self.token.check()
