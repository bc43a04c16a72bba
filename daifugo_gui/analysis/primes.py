"""Primality and complete factorization of the numbers plays make (R6, R9).

Factoring a large number can take forever (a 100-digit semiprime defeats any method in
reach), so :class:`Factorizer` works in bounded steps: trial division, then rounds of
Pollard rho, Pollard p-1 and one ECM curve, each short. :func:`factorize` drives the
steps and stops when a :class:`~daifugo_gui.analysis.cancel.CancelToken` is cancelled or
its deadline passes, returning what it found so far.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Iterable

from sympy import factorint, perfect_power, pollard_pm1, pollard_rho, primerange
from sympy.ntheory import ecm

from daifugo_gui.analysis.cancel import CancelToken, ProgressFn
from daifugo_gui.analysis.primality import is_prime, is_proven
from daifugo_gui.analysis.spelling import Spelling, best_spelling, spellings, value_text
from daifugo_gui.rules.cards import Token, concatenate

# sympy's factorint finishes in milliseconds below this; above it we go step by step.
_DIRECT_BELOW = 10**20
_TRIAL_PRIMES = tuple(primerange(2, 20_000))


class Status(str, Enum):
    COMPLETE = "complete"
    CANCELLED = "cancelled"
    TIMEOUT = "timeout"


@dataclass(frozen=True)
class Factorization:
    """``n`` = product of ``primes[p] ** e`` times the ``unfactored`` composite cofactors."""

    n: int
    primes: tuple[tuple[int, int], ...]
    unfactored: tuple[int, ...] = ()
    status: Status = Status.COMPLETE

    @property
    def complete(self) -> bool:
        return not self.unfactored

    @property
    def is_prime(self) -> bool:
        return self.n > 1 and self.complete and self.primes == ((self.n, 1),)

    @property
    def is_composite(self) -> bool:
        return self.n > 1 and not self.is_prime

    def exponent_form(self) -> str:
        """The factor-field card text of a composite play: ``2 ^ 3 * 7``, fewest cards.

        Only for complete factorizations; a prime's own form is just its spelling.
        """
        if not self.complete:
            raise ValueError(f"{self.n} is not completely factored")
        return exponent_form(self.primes)


def exponent_form(primes: Iterable[tuple[int, int]]) -> str:
    """Card text ``base ^ exponent * …`` with each number in its fewest-card spelling."""
    groups = []
    for p, e in primes:
        text = best_spelling(p).text()
        if e > 1:
            text += " ^ " + best_spelling(e).text()
        groups.append(text)
    return " * ".join(groups)


@dataclass
class Factorizer:
    """Factor ``n`` one bounded step at a time; :attr:`done` once nothing is left.

    Each :meth:`step` takes at most a few hundred milliseconds even on 100-digit input,
    so a caller polling a cancel flag between steps stays responsive.
    """

    n: int
    found: dict[int, int] = field(default_factory=dict)
    pending: list[tuple[int, int]] = field(default_factory=list)
    rounds: int = 0
    _started: bool = False

    def __post_init__(self) -> None:
        if self.n < 1:
            raise ValueError(f"cannot factor {self.n}: plays make numbers from 1 up")

    @property
    def done(self) -> bool:
        return self._started and not self.pending

    def _add(self, m: int, mult: int) -> None:
        """Record ``m ** mult``: as a prime, or as a cofactor still to split."""
        if m == 1:
            return
        if is_prime(m):
            self.found[m] = self.found.get(m, 0) + mult
            return
        power = perfect_power(m)
        if power:
            base, exp = power
            self._add(base, mult * exp)
            return
        self.pending.append((m, mult))

    def _start(self) -> None:
        self._started = True
        m = self.n
        if m < _DIRECT_BELOW:
            for p, e in factorint(m).items():
                self.found[p] = self.found.get(p, 0) + e
            return
        for p in _TRIAL_PRIMES:
            if m % p == 0:
                e = 0
                while m % p == 0:
                    m //= p
                    e += 1
                self.found[p] = e
        self._add(m, 1)

    def step(self) -> bool:
        """Do one bounded unit of work; return :attr:`done`."""
        if not self._started:
            self._start()
            return self.done
        if not self.pending:
            return True
        m, mult = self.pending.pop(0)
        if m < _DIRECT_BELOW:
            for p, e in factorint(m).items():
                self.found[p] = self.found.get(p, 0) + e * mult
            return self.done
        factor = self._try_split(m)
        if factor is None:
            self.pending.append((m, mult))
        else:
            self._add(factor, mult)
            self._add(m // factor, mult)
        self.rounds += 1
        return self.done

    def _try_split(self, m: int) -> int | None:
        """One short attempt at a proper factor of composite ``m``.

        Rho and p-1 catch small or smooth factors cheaply; after that one ECM curve per
        step, with the stage-1 bound growing as curves fail (the usual 15-, 20- and
        25-digit bounds).
        """
        r = self.rounds
        if r == 0:
            f = pollard_rho(m, seed=1, retries=0, max_steps=50_000)
        elif r == 1:
            f = pollard_pm1(m, B=100_000, seed=2, retries=0)
        else:
            b1 = 2_000 if r < 12 else 11_000 if r < 40 else 50_000
            try:
                primes = ecm(m, B1=b1, B2=b1 * 50, max_curve=1, seed=r)
            except ValueError:
                return None
            f = next((p for p in sorted(primes) if p != m), None)
        if f is None or f in (1, m):
            return None
        return int(f)

    def result(self, status: Status | None = None) -> Factorization:
        """What is known now; ``unfactored`` lists each cofactor once per multiplicity."""
        primes = tuple(sorted(self.found.items()))
        rest = tuple(sorted(m for m, mult in self.pending for _ in range(mult)))
        return Factorization(self.n, primes, rest, status or Status.COMPLETE)


def factorize(
    n: int,
    cancel: CancelToken | None = None,
    progress: ProgressFn | None = None,
) -> Factorization:
    """Factor ``n`` completely, or as far as the token allows.

    When the token is cancelled or its deadline passes, the result carries the primes
    found so far, the composite cofactors left in ``unfactored`` and the reason in
    ``status``; it never raises for that.
    """
    work = Factorizer(n)
    while not work.step():
        if cancel is not None:
            reason = cancel.reason()
            if reason is not None:
                return work.result(Status(reason))
        if progress is not None:
            progress(-1.0, f"factoring: round {work.rounds}, {len(work.pending)} cofactor(s) left")
    return work.result()


@dataclass(frozen=True)
class FactorOption:
    """A prime factor of a composite play and the cards that can write it."""

    prime: int
    exponent: int
    prime_spellings: tuple[Spelling, ...]
    exponent_spellings: tuple[Spelling, ...]


@dataclass(frozen=True)
class NumberReport:
    """What a judge or player wants to know about one number."""

    n: int
    factorization: Factorization
    proven: bool
    options: tuple[FactorOption, ...]

    @property
    def verdict(self) -> str:
        """``prime``, ``composite`` or ``one``.

        A number that fails the primality test is composite for certain, even when
        factoring it was stopped before any factor was found.
        """
        if self.n == 1:
            return "one"
        return "prime" if self.factorization.is_prime else "composite"

    @property
    def factor_field(self) -> str | None:
        """The exponent form for a composite play, when completely factored."""
        if self.verdict != "composite" or not self.factorization.complete:
            return None
        return self.factorization.exponent_form()


def analyse_number(
    n: int,
    cancel: CancelToken | None = None,
    progress: ProgressFn | None = None,
    spelling_limit: int = 8,
) -> NumberReport:
    """Primality, factorization and card spellings of each factor of ``n`` (≥ 1)."""
    if n < 1:
        raise ValueError(f"plays make numbers from 1 up, not {n}")
    if is_prime(n):
        fact = Factorization(n, ((n, 1),))
    else:
        fact = factorize(n, cancel, progress)
    options = tuple(
        FactorOption(
            p,
            e,
            tuple(spellings(p, spelling_limit)),
            tuple(spellings(e, spelling_limit)) if e > 1 else (),
        )
        for p, e in fact.primes
    )
    return NumberReport(n, fact, is_proven(n), options)


def number_of_play(tokens: Iterable[Token]) -> int:
    """The number a field play makes (R2); jokers need declared values here."""
    values = []
    for token in tokens:
        if token.value is None:
            raise ValueError(f'joker "{token.text()}" needs a value (X=0 … X=13) inside a play')
        values.append(token.value)
    if not values:
        raise ValueError("no cards")
    return concatenate(values)


__all__ = [
    "Factorization",
    "Factorizer",
    "FactorOption",
    "NumberReport",
    "Status",
    "analyse_number",
    "exponent_form",
    "factorize",
    "is_prime",
    "number_of_play",
    "value_text",
]
