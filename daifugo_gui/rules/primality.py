"""Primality of the numbers plays make: the one test the whole program uses.

python-flint answers. Below 2**64 its answer is proven (FLINT's word-size test is
deterministic there); above, :func:`is_prime` runs BPSW: a "composite" answer is always
correct, a "prime" answer is a probable prime with no known counterexample.
:func:`primality` goes further where it is cheap: up to :data:`PROVE_DIGITS` digits
(every play of the 54-card deck) flint proves a probable prime prime, in under 0.1 s.
Flint is ~40 times faster than a Miller-Rabin in Python (0.3 µs for a 12-digit prime),
which is what makes the hand searches fast.

It lives in ``rules`` because the judge needs it (R6); the analysis layer and the
console import it from here.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import gcd
from typing import Any, Callable

PROVEN_BELOW = 1 << 64
PROVE_DIGITS = 120
"""Probable primes up to this many digits get a proof (flint: ~40 ms at 108 digits)."""
_PROVE_BELOW = 10**PROVE_DIGITS

_SMALL_PRIMES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47)
_SMALL_SET = frozenset(_SMALL_PRIMES)
_PRIMORIAL = 1
for _p in _SMALL_PRIMES:
    _PRIMORIAL *= _p


_fmpz: Callable[[int], Any] | None = None


def _flint(n: int) -> Any:
    """``flint.fmpz(n)``, importing flint on the first number that needs it: the console
    paints before any play is judged, and most plays (below 2809) never need it (issue 29)."""
    global _fmpz
    if _fmpz is None:
        from flint import fmpz

        _fmpz = fmpz
    return _fmpz(n)


def is_prime(n: int) -> bool:
    """Whether ``n`` is prime (proven below 2**64, BPSW above)."""
    # Most numbers a search meets have a small factor: one gcd settles them without
    # building a flint integer.
    if n < 2809:  # 53 squared: below it, no factor up to 47 means prime
        return n >= 2 and (n in _SMALL_SET or gcd(n, _PRIMORIAL) == 1)
    if gcd(n, _PRIMORIAL) != 1:
        return False
    if n < PROVEN_BELOW:
        return bool(_flint(n).is_prime())
    return bool(_flint(n).is_probable_prime())


@dataclass(frozen=True)
class Primality:
    """The answer for one number and how sure it is.

    ``proven`` is True for every composite (a failed BPSW or Miller-Rabin round is a
    certificate), for primes below 2**64, and for primes flint proved; it is False only
    for a BPSW probable prime too large to prove cheaply.
    """

    n: int
    prime: bool
    proven: bool

    @property
    def method(self) -> str:
        """``"proven"`` or ``"probable (BPSW)"``, as docs and tools print it."""
        return "proven" if self.proven else "probable (BPSW)"


def primality(n: int, prove_below: int = _PROVE_BELOW) -> Primality:
    """Whether ``n`` is prime, proving a probable prime when it is below ``prove_below``."""
    prime = is_prime(n)
    if not prime or n < PROVEN_BELOW:
        return Primality(n, prime, True)
    if n < prove_below:
        # BPSW said prime; flint's proof (Pocklington/APR-CL) settles it.
        return Primality(n, bool(_flint(n).is_prime()), True)
    return Primality(n, True, False)


def is_proven(n: int) -> bool:
    """Whether :func:`primality` gives a proof (not only BPSW) for ``n``."""
    return primality(n).proven


__all__ = ["PROVEN_BELOW", "PROVE_DIGITS", "Primality", "is_prime", "is_proven", "primality"]
