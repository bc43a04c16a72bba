"""The D9 disclosure's factorization, run off the UI thread with a deadline.

A foul's number can have forty digits or more. The factoring itself is the program's one
path, :func:`daifugo_gui.analysis.primes.factorize` (python-flint, bounded steps); this
module runs it in a worker thread, cancels a factorization nobody waits for any more (the
next judge action supersedes it) and stops at a deadline, so a judge sees "no factor found
in N s" instead of a console that factors forever.
"""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor

from daifugo_gui.analysis.cancel import CancelToken
from daifugo_gui.analysis.primes import Factorization, Status, factorize

DISCLOSURE_DEADLINE_S = 10.0
"""How long the console factors a foul's number before it says what it did not find."""


class Cancelled(Exception):
    """The factorization was superseded or cancelled before it finished."""


def factorization_text(result: Factorization) -> str:
    """``2^3 × 7`` (a prime shows as itself, 1 as ``1``); brackets mark an unsplit part."""
    return result.text()


class Factorizer:
    """Runs one factorization at a time off the event loop's thread; a new one cancels the old."""

    def __init__(self, deadline_s: float = DISCLOSURE_DEADLINE_S) -> None:
        self.deadline_s = deadline_s
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="factorize")
        self._token: CancelToken | None = None

    def cancel(self) -> None:
        if self._token is not None:
            self._token.cancel()
            self._token = None

    async def factorize(self, n: int) -> Factorization:
        """Factor ``n`` in the worker thread within :attr:`deadline_s`.

        Returns the result (``status`` TIMEOUT with the part not split when the deadline
        passed); raises :class:`Cancelled` if another request or :meth:`cancel` superseded it.
        """
        self.cancel()
        token = CancelToken(self.deadline_s)
        self._token = token
        loop = asyncio.get_running_loop()
        try:
            result = await loop.run_in_executor(self._pool, factorize, n, token)
        except asyncio.CancelledError:
            token.cancel()
            raise
        if result.status is Status.CANCELLED:
            raise Cancelled()
        return result

    def shutdown(self) -> None:
        self.cancel()
        self._pool.shutdown(wait=False, cancel_futures=True)


__all__ = ["DISCLOSURE_DEADLINE_S", "Cancelled", "Factorizer", "factorization_text", "factorize"]
