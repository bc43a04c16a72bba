"""Prime factorization for the D9 disclosure, cancellable and run off the UI thread.

A foul's number can have forty digits; factoring it may take a while. The work runs
in a worker thread and checks a cancel flag between steps, so the judge can move on
(the next action cancels a factorization nobody waits for any more).
"""

from __future__ import annotations

import asyncio
import math
import random
import threading
from concurrent.futures import ThreadPoolExecutor

_SMALL_PRIMES = [p for p in range(2, 1000) if all(p % q for q in range(2, int(p**0.5) + 1))]


class Cancelled(Exception):
    """The factorization was cancelled before it finished."""


def is_probable_prime(n: int) -> bool:
    """Miller-Rabin with fixed bases: exact below 3.3e24, overwhelmingly right above."""
    if n < 2:
        return False
    for p in _SMALL_PRIMES[:25]:
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for a in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41):
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def _rho(n: int, stop: threading.Event, rng: random.Random) -> int:
    """A non-trivial factor of composite ``n`` (Pollard rho, Brent's variant)."""
    if n % 2 == 0:
        return 2
    while True:
        y, c, m = rng.randrange(1, n), rng.randrange(1, n), 128
        g = r = q = 1
        x = ys = y
        while g == 1:
            if stop.is_set():
                raise Cancelled()
            x = y
            for _ in range(r):
                y = (y * y + c) % n
            k = 0
            while k < r and g == 1:
                ys = y
                for _ in range(min(m, r - k)):
                    y = (y * y + c) % n
                    q = q * abs(x - y) % n
                g = math.gcd(q, n)
                k += m
            r *= 2
        if g == n:
            g = 1
            while g == 1:
                ys = (ys * ys + c) % n
                g = math.gcd(abs(x - ys), n)
        if g != n:
            return g


def factorize(n: int, stop: threading.Event | None = None) -> dict[int, int]:
    """``{prime: exponent}`` of ``n`` >= 1; raises :class:`Cancelled` when ``stop`` is set."""
    if n < 1:
        raise ValueError(f"cannot factor {n}: only positive numbers have a factorization")
    stop = stop or threading.Event()
    rng = random.Random(n)
    found: dict[int, int] = {}
    for p in _SMALL_PRIMES:
        while n % p == 0:
            found[p] = found.get(p, 0) + 1
            n //= p
    pending = [n] if n > 1 else []
    while pending:
        if stop.is_set():
            raise Cancelled()
        m = pending.pop()
        if is_probable_prime(m):
            found[m] = found.get(m, 0) + 1
            continue
        root = math.isqrt(m)
        if root * root == m:
            pending += [root, root]
            continue
        d = _rho(m, stop, rng)
        pending += [d, m // d]
    return dict(sorted(found.items()))


def factorization_text(factors: dict[int, int]) -> str:
    """``2^3 × 7`` (a prime shows as itself)."""
    if not factors:
        return "1"
    return " × ".join(f"{p}^{e}" if e > 1 else str(p) for p, e in factors.items())


class Factorizer:
    """Runs one factorization at a time off the event loop's thread; a new one cancels the old."""

    def __init__(self) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="factorize")
        self._stop: threading.Event | None = None

    def cancel(self) -> None:
        if self._stop is not None:
            self._stop.set()
            self._stop = None

    async def factorize(self, n: int) -> dict[int, int]:
        """Factor ``n`` in the worker thread; raises :class:`Cancelled` if superseded."""
        self.cancel()
        stop = threading.Event()
        self._stop = stop
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._pool, factorize, n, stop)
        except asyncio.CancelledError:
            stop.set()
            raise

    def shutdown(self) -> None:
        self.cancel()
        self._pool.shutdown(wait=False, cancel_futures=True)
