"""Complete factorization of the numbers plays make (R6, R9, D9): the one factoring path.

The console's D9 disclosure, the Prime tools tab, the hand search and the command line
all factor through :func:`factorize`. Factoring a large number can take forever (a
100-digit semiprime defeats any method in reach), so :class:`Factorizer` works in bounded
steps and :func:`factorize` stops when a :class:`~daifugo_gui.analysis.cancel.CancelToken`
is cancelled or its deadline passes, returning what it found so far with the reason
("not found in N s") instead of running on.

python-flint does the arithmetic: its ``factor`` splits any number below 10**44 in at
most ~60 ms (a 36-digit foul took 20 s with the old hand-written rho, 2-3 s with
sympy), and ``factor_smooth`` finds factors of up to ~40 bits in large numbers in the
same time. Flint holds the GIL while it works, so every step is kept that short; what
is left after that is attacked with sympy's ECM one curve per step (pure Python, so a
UI thread keeps running beside it).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from enum import Enum
from typing import Iterable

from flint import fmpz

from daifugo_gui.analysis.factor_plan import FactorFieldPlan, deck_values, plan_factor_field
from daifugo_gui.analysis.cancel import CancelToken, ProgressFn
from daifugo_gui.analysis.spelling import Spelling, best_spelling, spellings, value_text
from daifugo_gui.analysis.reasons import AnalysisCode, AnalysisInputError
from daifugo_gui.rules.cards import Token, concatenate
from daifugo_gui.rules.reasons import Reason
from daifugo_gui.rules.primality import is_prime, primality

# flint's factor() finishes within ~60 ms below this; above it we go step by step.
_DIRECT_BELOW = 10**44
# factor_smooth bit bounds tried one per step before ECM (each step ≤ ~60 ms).
_SMOOTH_BITS = (16, 24, 32, 40)
_TRIAL_LIMIT = 1 << 14


class Status(str, Enum):
    COMPLETE = "complete"
    CANCELLED = "cancelled"
    TIMEOUT = "timeout"


@dataclass(frozen=True)
class Factorization:
    """``n`` = product of ``primes[p] ** e`` times the ``unfactored`` composite cofactors.

    ``seconds`` is how long the work ran; with ``status`` TIMEOUT it is the "not found
    in N s" a judge reads.
    """

    n: int
    primes: tuple[tuple[int, int], ...]
    unfactored: tuple[int, ...] = ()
    status: Status = Status.COMPLETE
    seconds: float = 0.0

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

    def text(self) -> str:
        """``2^3 × 7``; an unfinished one ends with its composite cofactors in brackets.

        ``2^2 × 3 × [1522…]`` reads "these primes, and this part not split".
        """
        parts = [f"{p}^{e}" if e > 1 else str(p) for p, e in self.primes]
        parts += [f"[{m}]" for m in self.unfactored]
        return " × ".join(parts) if parts else "1"

    def summary(self) -> str:
        """One English line: the factorization, or what was not found and in how long."""
        if self.complete:
            return self.text()
        if self.status is Status.TIMEOUT:
            why = f"no factor found in {self.seconds:.0f} s"
        else:
            why = f"cancelled after {self.seconds:.0f} s"
        return f"{self.text()} (the bracketed part is not split: {why})"


def exponent_form(primes: Iterable[tuple[int, int]]) -> str:
    """Card text ``base ^ exponent * …`` with each number in its fewest-card spelling."""
    groups = []
    for p, e in primes:
        text = best_spelling(p).text()
        if e > 1:
            text += " ^ " + best_spelling(e).text()
        groups.append(text)
    return " * ".join(groups)


def _trial_primes(limit: int) -> tuple[int, ...]:
    sieve = bytearray([1]) * limit
    sieve[0:2] = b"\0\0"
    for i in range(2, int(limit**0.5) + 1):
        if sieve[i]:
            sieve[i * i :: i] = bytearray(len(range(i * i, limit, i)))
    return tuple(i for i in range(limit) if sieve[i])


_TRIAL_PRIMES = _trial_primes(_TRIAL_LIMIT)


def _perfect_power(m: int) -> tuple[int, int] | None:
    """``(base, k)`` with ``base ** k == m`` and k largest, or None."""
    big = fmpz(m)
    if not big.is_perfect_power():
        return None
    for k in range(m.bit_length(), 1, -1):
        root = int(big.root(k))
        if root > 1 and root**k == m:
            return root, k
    return None


@dataclass
class Factorizer:
    """Factor ``n`` one bounded step at a time; :attr:`done` once nothing is left.

    Each :meth:`step` is bounded: on 100-digit input under 0.2 s for the first 40 steps,
    then about 0.7 s (one ECM curve aimed at 25-digit factors), so a caller polling a
    cancel flag or a deadline between steps overshoots by at most that.
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
        power = _perfect_power(m)
        if power:
            base, exp = power
            self._add(base, mult * exp)
            return
        self.pending.append((m, mult))

    def _direct(self, m: int, mult: int) -> None:
        for p, e in fmpz(m).factor():
            self.found[int(p)] = self.found.get(int(p), 0) + int(e) * mult

    def _start(self) -> None:
        self._started = True
        m = self.n
        if m < _DIRECT_BELOW:
            self._direct(m, 1)
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
            self._direct(m, mult)
            return self.done
        parts = self._try_split(m)
        if parts is None:
            self.pending.append((m, mult))
        else:
            for part in parts:
                self._add(part, mult)
        self.rounds += 1
        return self.done

    def _try_split(self, m: int) -> list[int] | None:
        """One short attempt at splitting composite ``m``: its parts, or None.

        First flint's smooth-part search with growing bit bounds, then one sympy ECM
        curve per step with the stage-1 bound growing as curves fail (the usual 15-, 20-
        and 25-digit bounds).
        """
        r = self.rounds
        if r < len(_SMOOTH_BITS):
            parts = [int(p) ** int(e) for p, e in fmpz(m).factor_smooth(bits=_SMOOTH_BITS[r])]
            return parts if len(parts) > 1 else None
        from sympy.ntheory import ecm  # pure Python: only for the hardest numbers

        b1 = 2_000 if r < 12 else 11_000 if r < 40 else 50_000
        try:
            primes = ecm(m, B1=b1, B2=b1 * 50, max_curve=1, seed=r)
        except ValueError:
            return None
        f = next((p for p in sorted(primes) if p != m), None)
        if f is None or f in (1, m):
            return None
        return [int(f), m // int(f)]

    def result(self, status: Status | None = None, seconds: float = 0.0) -> Factorization:
        """What is known now; ``unfactored`` lists each cofactor once per multiplicity."""
        primes = tuple(sorted(self.found.items()))
        rest = tuple(sorted(m for m, mult in self.pending for _ in range(mult)))
        return Factorization(self.n, primes, rest, status or Status.COMPLETE, seconds)


def factorize(
    n: int,
    cancel: CancelToken | None = None,
    progress: ProgressFn | None = None,
    timeout: float | None = None,
    *,
    in_process: bool = False,
) -> Factorization:
    """Factor ``n`` completely, or as far as the token (or ``timeout`` seconds) allows.

    When the token is cancelled or the deadline passes, the result carries the primes
    found so far, the composite cofactors left in ``unfactored``, the reason in
    ``status`` and the time spent in ``seconds``; it never raises for that.

    ``in_process``: a cofactor too large for one short flint call goes whole to flint's
    ``factor`` in a worker process that is killed at the deadline (issue 29), instead of
    the bounded steps below. The console's D9 disclosure uses it: flint splits balanced
    semiprimes of 45-60 digits in seconds where the steps give up.
    """
    if cancel is None and timeout is not None:
        cancel = CancelToken(timeout)
    start = time.monotonic()
    work = Factorizer(n)
    if in_process:
        return _factorize_in_process(work, cancel, progress, start)
    while not work.step():
        if cancel is not None:
            reason = cancel.reason()
            if reason is not None:
                return work.result(Status(reason), time.monotonic() - start)
        if progress is not None:
            progress(-1.0, f"factoring: round {work.rounds}, {len(work.pending)} cofactor(s) left")
    return work.result(seconds=time.monotonic() - start)


def _factorize_in_process(
    work: Factorizer, cancel: CancelToken | None, progress: ProgressFn | None, start: float
) -> Factorization:
    from daifugo_gui.analysis.flint_worker import factor_in_process

    work.step()  # small primes, powers, and flint's own fast path below 10**44
    while work.pending:
        if cancel is not None and (reason := cancel.reason()) is not None:
            return work.result(Status(reason), time.monotonic() - start)
        m, mult = work.pending[0]
        if m < _DIRECT_BELOW:
            work.step()
            continue
        primes = factor_in_process(m, cancel, progress)
        if primes is None:  # stopped: the cofactor stays unsplit
            reason = cancel.reason() if cancel is not None else None
            return work.result(Status(reason or "cancelled"), time.monotonic() - start)
        work.pending.pop(0)
        for p, e in primes:
            work.found[p] = work.found.get(p, 0) + e * mult
    return work.result(seconds=time.monotonic() - start)


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
    # The factor field the deck can make (D1/D2), fewest jokers first; None: none fits.
    plan: FactorFieldPlan | None = None

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
        """A factor field for a composite play that the deck can make, when completely factored."""
        if self.verdict != "composite" or not self.factorization.complete or self.plan is None:
            return None
        return self.plan.text

    @property
    def no_deck_field(self) -> bool:
        """Completely factored, yet no factor field fits the deck's cards and jokers."""
        return self.verdict == "composite" and self.factorization.complete and self.plan is None


def analyse_number(
    n: int,
    cancel: CancelToken | None = None,
    progress: ProgressFn | None = None,
    spelling_limit: int = 8,
    deck: tuple[int, int, bool] = (1, 2, False),
) -> NumberReport:
    """Primality, factorization and card spellings of each factor of ``n`` (≥ 1).

    ``deck`` is (decks, jokers per deck, D2 even ranks removed): the suggested factor
    field uses only cards that deck holds.
    """
    if n < 1:
        raise AnalysisInputError(Reason.of(AnalysisCode.NUMBER_FROM_ONE, number=n))
    test = primality(n)
    if test.prime:
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
    plan = None
    if not test.prime and n > 1 and fact.complete:
        counts, jokers = deck_values(*deck)
        plan = plan_factor_field(fact.primes, counts, jokers)
    return NumberReport(n, fact, test.proven, options, plan)


def number_of_play(tokens: Iterable[Token]) -> int:
    """The number a field play makes (R2); jokers need declared values here."""
    values = []
    for token in tokens:
        if token.value is None:
            raise AnalysisInputError(Reason.of(AnalysisCode.JOKER_NEEDS_VALUE, token=token.text()))
        values.append(token.value)
    if not values:
        raise AnalysisInputError(Reason.of(AnalysisCode.NO_CARDS))
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
