"""The D9 disclosure's factorization, run off the UI thread with a deadline.

A foul's number can have forty digits or more. The factoring itself is the program's one
path, :func:`daifugo_gui.analysis.primes.factorize`; this module runs it in a worker
thread, cancels a factorization nobody waits for any more (the next judge action
supersedes it), lets the judge stop it, and stops at a deadline, so a judge sees "no
factor found in N s" instead of a console that factors forever.

Numbers past flint's quick range go whole to flint's ``factor`` in a worker process
(:mod:`daifugo_gui.analysis.flint_worker`, issue 29): flint holds the GIL while it works,
so in-process it would freeze the console; the process is killed at the deadline or stop.
"""

from __future__ import annotations

import asyncio
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING, Any

from daifugo_gui.analysis.cancel import CancelToken

if TYPE_CHECKING:
    from daifugo_gui.analysis.primes import Factorization

# The factoring engine (and flint behind it) loads with the first number to factor, not
# with the console: nothing is factored before the first foul (issue 29, first paint).


def factorize(n: int, *args: Any, **kwargs: Any) -> Factorization:
    """:func:`daifugo_gui.analysis.primes.factorize`, imported on first use."""
    from daifugo_gui.analysis.primes import factorize as factor

    return factor(n, *args, **kwargs)

DISCLOSURE_DEADLINE_S = 10.0
"""How long the console factors a foul's number before it says what it did not find."""


class Cancelled(Exception):
    """The factorization was superseded or cancelled before it finished."""


class FactoringFailed(Exception):
    """The factorization ended without a result: its worker process died (killed by the
    system, out of memory …) or failed. Nothing is known about the number's factors."""


def factorization_text(result: Factorization) -> str:
    """``2^3 × 7`` (a prime shows as itself, 1 as ``1``); brackets mark an unsplit part."""
    return result.text()


class Factorizer:
    """Runs one factorization at a time off the event loop's thread; a new one cancels the old."""

    def __init__(self, deadline_s: float = DISCLOSURE_DEADLINE_S) -> None:
        self.deadline_s = deadline_s
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="factorize")
        self._token: CancelToken | None = None
        self._stopped: CancelToken | None = None  # the token the judge stopped, if any
        self.started_at: float | None = None  # time.monotonic() of the running one

    @property
    def running(self) -> bool:
        return self._token is not None

    def cancel(self) -> None:
        if self._token is not None:
            self._token.cancel()
            self._token = None
        self.started_at = None

    def stop(self) -> bool:
        """The judge stops the running factorization: it returns what it found so far
        (status CANCELLED) instead of raising :class:`Cancelled`. False if none runs."""
        if self._token is None:
            return False
        self._stopped = self._token
        self.cancel()
        return True

    def warm_up(self) -> None:
        """Get the worker process machinery ready before the first large number."""
        from daifugo_gui.analysis.flint_worker import warm_up

        warm_up()

    async def factorize(self, n: int) -> Factorization:
        """Factor ``n`` in the worker thread within :attr:`deadline_s`.

        Returns the result (``status`` TIMEOUT with the part not split when the deadline
        passed); raises :class:`Cancelled` if another request or :meth:`cancel` superseded it.
        """
        self.cancel()
        token = CancelToken(self.deadline_s)
        self._token = token
        self.started_at = time.monotonic()
        from daifugo_gui.analysis.primes import Status

        loop = asyncio.get_running_loop()
        try:
            result = await loop.run_in_executor(self._pool, partial(factorize, n, token, in_process=True))
        except asyncio.CancelledError:
            token.cancel()
            raise
        except Exception as exc:  # noqa: BLE001 - the worker died or failed: said, never a traceback
            raise FactoringFailed(str(exc)) from exc
        finally:
            if self._token is token:
                self._token = None
                self.started_at = None
        if token.deadline is not None:
            # The judge has waited since the token's deadline began, on this thread, before
            # the worker thread took the number up and started its own count: the "not found
            # in N s" a judge reads is that wait, so it never reads less than the deadline.
            result = replace(result, seconds=max(result.seconds, time.monotonic() - token.deadline + self.deadline_s))
        if result.status is Status.CANCELLED:
            if self._stopped is token:
                self._stopped = None
                return result
            raise Cancelled()
        return result

    def shutdown(self) -> None:
        self.cancel()
        self._pool.shutdown(wait=False, cancel_futures=True)


__all__ = ["DISCLOSURE_DEADLINE_S", "Cancelled", "FactoringFailed", "Factorizer", "factorization_text", "factorize"]
