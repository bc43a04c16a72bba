"""Every factor field a set of cards can make for one number (R9, R9a, R9b), exhaustively.

A factor field is a multiset of groups ``p ^ e1 ^ e2 …`` (a prime base, then a tower of
exponents, each part a number of at least 2 spelled with cards, R9a) whose product is
the number. Two factor fields are *the same* when they lay down the same groups in any
order, each part the same number made of the same number of cards: ``2 * 3`` and
``3 * 2`` are one, ``2 * 1 3`` and ``2 * K`` are two (they shed different numbers of
cards), and a joker standing for a 3 is the same as a real 3 (which cards were used
is the hand's business, not the table's). That is also how ``review`` counts plays.

The search is exact: every split of each prime power into groups, every exponent
written plainly or as a tower (``2 ^ 9`` and ``2 ^ 3 ^ 2``), every spelling of every
part (``13`` as ``K`` or ``1 3``, a 0 that is not the tail of a 10 as ``X=0``); the
cards are shared between the parts, so a combination is kept only when the hand can
spell all of it at once. It is cut only where no completion can fit the cards.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

from daifugo_gui.analysis.cancel import CancelToken, Ticker
from daifugo_gui.analysis.primes import factorize
from daifugo_gui.analysis.spelling import Use, iter_spellings, uses_text

Counts = tuple[int, ...]
"""Cards by value: ``counts[0]`` jokers, ``counts[v]`` cards of value v (1..13)."""

PartKey = tuple[int, int]  # a number and how many cards spell it
GroupKey = tuple[PartKey, ...]  # base, then the tower of exponents
FieldKey = tuple[GroupKey, ...]  # the groups, sorted: the order on the table does not matter

SpelledGroup = tuple[tuple[Use, ...], ...]
SpelledField = tuple[SpelledGroup, ...]


@dataclass(frozen=True)
class FactorFieldFound:
    """One factor field: its identity (``key``) and one way to make it with the cards."""

    key: FieldKey
    groups: SpelledField

    @property
    def cards(self) -> int:
        return sum(len(part) for group in self.groups for part in group)

    def text(self) -> str:
        """Card text (CONTRACTS.md): ``2 ^ 3 * 7``, jokers as ``X=v``."""
        return " * ".join(" ^ ".join(uses_text(part) for part in group) for group in self.groups)


@lru_cache(maxsize=4096)
def _spellings_by_size(number: int) -> dict[int, tuple[tuple[int, ...], ...]]:
    """The card values that spell ``number``, by number of cards (0 only from a joker)."""
    out: dict[int, list[tuple[int, ...]]] = {}
    for spelling in iter_spellings(number):
        out.setdefault(len(spelling.values), []).append(spelling.values)
    return {size: tuple(values) for size, values in sorted(out.items())}


@lru_cache(maxsize=4096)
def _least_cards(number: int) -> int:
    return min(_spellings_by_size(number))


def _most_cards(number: int) -> int:
    return len(str(number))


@lru_cache(maxsize=1024)
def _towers(value: int) -> tuple[tuple[int, ...], ...]:
    """Every way to write an exponent ``value`` (>= 2): plainly, or as ``t ^ (tower)``."""
    out: list[tuple[int, ...]] = [(value,)]
    b = 2
    while 2**b <= value:
        t = round(value ** (1 / b))
        for root in (t - 1, t, t + 1):
            if root >= 2 and root**b == value:
                out.extend((root, *rest) for rest in _towers(b))
        b += 1
    return tuple(out)


@lru_cache(maxsize=65536)
def _small_prime_powers(number: int) -> tuple[tuple[int, int], ...]:
    # below 10^30 one flint call splits any number in milliseconds: no deadline needed
    return tuple(factorize(number).primes)


def prime_powers(number: int, cancel: CancelToken | None = None) -> tuple[tuple[int, int], ...] | None:
    """``number``'s factorization as (prime, exponent) pairs; None when it was not found
    before ``cancel`` (a search's deadline) or 2 s ran out.

    Field numbers from a hand have at most ~30 digits, which flint splits in
    milliseconds; the cache serves the same number met again in the same game. A longer
    number (a very long hand) is factored within the search's own deadline.
    """
    if number < 10**30:
        return _small_prime_powers(number)
    found = factorize(number, cancel, timeout=None if cancel is not None else 2.0)
    if not found.complete:
        return None
    return tuple(found.primes)


@lru_cache(maxsize=4096)
def _group_layouts(p: int, e: int, budget: int) -> tuple[tuple[tuple[tuple[int, ...], ...], int], ...]:
    """Ways to lay ``p ^ e`` out as groups (each a base and a tower of exponents) within
    ``budget`` cards, with the least cards each takes. Groups come largest exponent
    first and, for equal exponents, in tower order: each multiset once."""
    base_cards = _least_cards(p)
    out: list[tuple[tuple[tuple[int, ...], ...], int]] = []

    def options(a: int) -> list[tuple[tuple[int, ...], int]]:
        if a == 1:
            return [((p,), base_cards)]
        return [((p, *tower), base_cards + sum(_least_cards(t) for t in tower)) for tower in _towers(a)]

    def walk(rest: int, largest: int, acc: tuple[tuple[int, ...], ...], cost: int) -> None:
        if rest == 0:
            out.append((acc, cost))
            return
        if cost + base_cards > budget:
            return
        for a in range(min(rest, largest), 0, -1):
            for group, c in options(a):
                if cost + c > budget:
                    continue
                if acc and len(acc[-1]) > 1 and a == _exponent(acc[-1]) and group < acc[-1]:
                    continue
                walk(rest - a, a, acc + (group,), cost + c)

    walk(e, e, (), 0)
    return tuple(out)


def _exponent(group: tuple[int, ...]) -> int:
    value = 1
    for t in reversed(group[1:]):
        value = t**value
    return value


def factor_fields(
    number: int,
    left: Counts,
    *,
    use_all: bool = False,
    ticker: Ticker | None = None,
    first_only: bool = False,
) -> dict[FieldKey, FactorFieldFound] | None:
    """Every distinct factor field of ``number`` the cards ``left`` can make (R9).

    With ``use_all`` only those that use every card of ``left`` (a play that goes out).
    ``first_only`` stops at the first one found. None when ``number`` could not be
    factored at once (then nothing is known). A prime or a number below 4 has none: the
    play would be a foul, not a composite play.
    """
    total = sum(left)
    if number < 4 or total < 2:
        return {}
    if use_all and number.bit_length() < total:
        return {}  # a factor field of n takes at most log2(n) cards (one per 2 of 2 ^ k)
    powers = prime_powers(number, ticker.token if ticker is not None else None)
    if powers is None:
        return None
    if len(powers) == 1 and powers[0][1] == 1:
        return {}  # a prime: no factor field proves it composite
    least = sum(_least_cards(p) for p, _ in powers)
    if least > total:
        return {}
    if use_all and sum(e * _most_cards(p) for p, e in powers) < total:
        # every part is at most one card per digit, and p ^ a never takes more cards than
        # a copies of p: the cards cannot all find a place
        return {}
    jokers = left[0]
    for p, _ in powers:
        if not _spellable(p, left, jokers):
            return {}  # a base the cards cannot spell even alone: nothing to search
    per_prime = []
    spare = total - least
    for p, e in powers:
        layouts = _group_layouts(p, e, _least_cards(p) + spare)
        if not layouts:
            return {}
        per_prime.append(layouts)
    found: dict[FieldKey, FactorFieldFound] = {}

    def combine(i: int, groups: tuple[tuple[int, ...], ...], cost: int) -> bool:
        if cost > total:
            return False
        if i == len(per_prime):
            return _spell(groups, left, jokers, total, use_all, found, ticker, first_only)
        for layout, c in per_prime[i]:
            if combine(i + 1, groups + layout, cost + c):
                return True
        return False

    combine(0, (), 0)
    return found


@lru_cache(maxsize=65536)
def _needs(number: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    """Each spelling of ``number`` as (value, count) pairs."""
    out = []
    for spellings in _spellings_by_size(number).values():
        for values in spellings:
            counts: dict[int, int] = {}
            for v in values:
                counts[v] = counts.get(v, 0) + 1
            out.append(tuple(counts.items()))
    return tuple(out)


def _spellable(number: int, left: Counts, jokers: int) -> bool:
    """Whether the cards can spell ``number`` on its own (a joker stands for any value)."""
    for need in _needs(number):
        short = 0
        for v, c in need:
            over = c - (left[v] if v else 0)
            if over > 0:
                short += over
        if short <= jokers:
            return True
    return False


def _spell(
    groups: tuple[tuple[int, ...], ...],
    left: Counts,
    jokers: int,
    total: int,
    use_all: bool,
    found: dict[FieldKey, FactorFieldFound],
    ticker: Ticker | None,
    first_only: bool,
) -> bool:
    """Record every card-count choice for ``groups``' parts that the cards can spell at once."""
    parts = [n for group in groups for n in group]
    shape = [len(group) for group in groups]
    need = [0] * 14
    chosen: list[tuple[int, ...]] = []
    seen_sizes: set[tuple[int, ...]] = set()

    def deficit() -> int:
        short = need[0]
        for v in range(1, 14):
            over = need[v] - left[v]
            if over > 0:
                short += over
        return short

    def walk(i: int, used: int) -> bool:
        if ticker is not None:
            ticker.tick()
        if i == len(parts):
            if use_all and (used != total or any(need[v] < left[v] for v in range(1, 14))):
                return False
            sizes = tuple(len(values) for values in chosen)
            if sizes in seen_sizes:
                return False
            seen_sizes.add(sizes)
            spelled = _assign(chosen, left)
            grouped: list[tuple[tuple[Use, ...], ...]] = []
            keys: list[GroupKey] = []
            k = 0
            for width in shape:
                grouped.append(tuple(spelled[k : k + width]))
                keys.append(tuple((parts[k + j], sizes[k + j]) for j in range(width)))
                k += width
            key = tuple(sorted(keys))
            if key not in found:
                order = sorted(range(len(keys)), key=lambda g: keys[g])
                found[key] = FactorFieldFound(key, tuple(grouped[g] for g in order))
            return first_only
        for size, spellings in _spellings_by_size(parts[i]).items():
            if used + size > total:
                break
            for values in spellings:
                for v in values:
                    need[v] += 1
                chosen.append(values)
                if deficit() <= jokers and walk(i + 1, used + size):
                    return True
                chosen.pop()
                for v in values:
                    need[v] -= 1
        return False

    return walk(0, 0)


def _assign(chosen: Sequence[tuple[int, ...]], left: Counts) -> list[tuple[Use, ...]]:
    """Real cards where the hand has them, jokers for the rest (the caller checked they fit)."""
    pool = list(left)
    out = []
    for values in chosen:
        uses: list[Use] = []
        for v in values:
            if v and pool[v] > 0:
                pool[v] -= 1
                uses.append((v, False))
            else:
                pool[0] -= 1
                uses.append((v, True))
        out.append(tuple(uses))
    return out


def counts_of(ranks: Sequence[int]) -> Counts:
    """Card values (0 for a joker) as :data:`Counts`."""
    counts = [0] * 14
    for rank in ranks:
        counts[rank] += 1
    return tuple(counts)
