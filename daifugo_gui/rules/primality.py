"""Primality of the numbers plays make: the one test the whole program uses.

Below 2**64 the answer is proven: a Miller-Rabin test with a base set known to have no
strong pseudoprime below that bound (pure Python, so judging a small play imports
nothing heavy). Above it python-flint runs BPSW: a "composite" answer is always
correct, a "prime" answer is a probable prime with no known counterexample.
:func:`primality` goes further where it is cheap: up to :data:`PROVE_DIGITS` digits
(every play of the 54-card deck) flint proves a probable prime prime, in under 0.1 s.

It lives in ``rules`` because the judge needs it (R6); the analysis layer and the
console import it from here.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import gcd

PROVEN_BELOW = 1 << 64
PROVE_DIGITS = 120
"""Probable primes up to this many digits get a proof (flint: ~40 ms at 108 digits)."""
_PROVE_BELOW = 10**PROVE_DIGITS

# Deterministic Miller-Rabin bases for every n < 2**64 (Jim Sinclair's set).
_BASES_64 = (2, 325, 9375, 28178, 450775, 9780504, 1795265022)
# Smaller numbers need fewer bases (Jaeschke; Pomerance-Selfridge-Wagstaff); plays of up
# to six cards stay below 10**12, where four bases suffice.
_BASE_TIERS = (
    (4_759_123_141, (2, 7, 61)),
    (1_122_004_669_633, (2, 13, 23, 1662803)),
    (PROVEN_BELOW, _BASES_64),
)
_SMALL_PRIMES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47)
_SMALL_SET = frozenset(_SMALL_PRIMES)
_PRIMORIAL = 1
for _p in _SMALL_PRIMES:
    _PRIMORIAL *= _p


def is_prime(n: int) -> bool:
    """Whether ``n`` is prime (proven below 2**64, BPSW above)."""
    if n < 2809:  # 53 squared: below it, no factor up to 47 means prime
        return n >= 2 and (n in _SMALL_SET or gcd(n, _PRIMORIAL) == 1)
    if gcd(n, _PRIMORIAL) != 1:
        return False
    if n >= PROVEN_BELOW:
        # Imported here: only numbers above 2**64 need flint, and the judge of a
        # small play should not pay for loading it.
        from flint import fmpz

        return bool(fmpz(n).is_probable_prime())
    m = n - 1
    s = (m & -m).bit_length() - 1
    d = m >> s
    for limit, bases in _BASE_TIERS:
        if n < limit:
            break
    # A strong-probable-prime test per base; hot in hand searches, so written inline.
    for a in bases:
        x = pow(a, d, n)
        if x == 1 or x == m:
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == m:
                break
        else:
            return False
    return True


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
        from flint import fmpz

        # BPSW said prime; flint's proof (Pocklington/APR-CL) settles it.
        return Primality(n, bool(fmpz(n).is_prime()), True)
    return Primality(n, True, False)


def is_proven(n: int) -> bool:
    """Whether :func:`primality` gives a proof (not only BPSW) for ``n``."""
    return primality(n).proven


__all__ = ["PROVEN_BELOW", "PROVE_DIGITS", "Primality", "is_prime", "is_proven", "primality"]
