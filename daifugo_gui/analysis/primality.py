"""Primality of the numbers plays make.

Below 2**64 the answer is proven: a Miller-Rabin test with a base set known to have no
strong pseudoprime below that bound. Above it sympy's ``isprime`` runs BPSW: a
"composite" answer is always correct, a "prime" answer is a probable prime with no known
counterexample (see docs/prime-tools.md).
"""

from __future__ import annotations

from math import gcd

from sympy import isprime as _sympy_isprime

PROVEN_BELOW = 1 << 64

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
        return bool(_sympy_isprime(n))
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


def is_proven(n: int) -> bool:
    """Whether :func:`is_prime`'s answer for ``n`` is a proof rather than BPSW."""
    return n < PROVEN_BELOW
