"""What a hand can play: every prime by number of cards, composite plays, 57 and 1729.

A k-card play is any k cards of the hand in any order (R2); jokers inside it take any
value 0..13 except a leading 0, and a lone joker is ∞ (R3), never a prime. Numbers that
several card choices spell are counted once.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from itertools import islice, product
from typing import Iterator, Sequence

from daifugo_gui.analysis.cancel import CancelToken, ProgressFn, Ticker
from daifugo_gui.analysis.primes import factorize
from daifugo_gui.rules.primality import is_prime
from daifugo_gui.analysis.spelling import Use, iter_spell_from, spell_all, spell_from, uses_text
from daifugo_gui.rules.cards import Card

GROTHENDIECK_CUT = 57
RAMANUJAN_REVOLUTION = 1729


def _counts(cards: Sequence[Card]) -> list[int]:
    counts = [0] * 14
    for card in cards:
        counts[card.rank] += 1
    return counts


def _shift(value: int) -> int:
    return 100 if value >= 10 else 10


@dataclass(frozen=True)
class PrimesBySize:
    """Distinct primes a hand can play, per number of cards, each list ascending."""

    by_size: dict[int, tuple[int, ...]]

    def strongest(self, size: int) -> int | None:
        primes = self.by_size.get(size, ())
        return primes[-1] if primes else None

    def weakest(self, size: int) -> int | None:
        primes = self.by_size.get(size, ())
        return primes[0] if primes else None

    def count(self) -> int:
        return sum(len(p) for p in self.by_size.values())


def hand_primes(
    cards: Sequence[Card],
    max_size: int = 6,
    cancel: CancelToken | None = None,
    progress: ProgressFn | None = None,
) -> PrimesBySize:
    """Every prime the hand can play with 1..``max_size`` cards.

    A depth-first walk over *value sequences*, each made once: at every position a value
    is taken from a real card when the hand still has one and from a joker only when it
    does not. A sequence is playable iff the values the real cards cannot cover fit in
    the jokers, and taking real cards first never uses a joker that a later position
    needed, so this reaches every playable sequence exactly once (the first version
    walked real-card and joker branches separately, three to four times the nodes with
    two jokers). The last card is only tried when it ends the number in 1, 3, 7 or 9;
    the digit sum mod 3, carried down the walk, skips multiples of 3 before any
    arithmetic on the whole number.
    """
    max_size = min(max_size, len(cards))
    if max_size < 1:
        return PrimesBySize({})
    counts = _counts(cards)
    jokers_in_hand = counts[0]
    found: list[set[int]] = [set() for _ in range(max_size + 1)]
    # Different cards spell the same number (J 3 and A K both make 113): test each once.
    tested: list[set[int]] = [set() for _ in range(max_size + 1)]
    ticker = Ticker(cancel, every=256)
    for n in (2, 3, 5, 7, 11, 13):
        if counts[n]:
            found[1].add(n)

    mult = (10,) * 10 + (100,) * 4
    digit_sum3 = tuple(sum(map(int, str(v))) % 3 for v in range(14))
    ends = (1, 3, 7, 9, 11, 13)
    prime = is_prime

    def finish(number: int, mod3: int, size: int, jokers: int) -> None:
        # The last card of a ``size``-card play: only endings that can be prime.
        bucket = found[size]
        seen = tested[size]
        for v in ends:
            if (counts[v] or jokers) and (mod3 + digit_sum3[v]) % 3:
                n = number * mult[v] + v
                if n not in seen:
                    seen.add(n)
                    if prime(n):
                        bucket.add(n)

    def walk(number: int, mod3: int, size: int, jokers: int) -> None:
        # ``number`` is a play of ``size`` cards (digit sum ``mod3`` mod 3); extend it.
        ticker.tick()
        finish(number, mod3, size + 1, jokers)
        if size + 1 == max_size:
            return
        for v in range(14):
            if v and counts[v]:
                counts[v] -= 1
                walk(number * mult[v] + v, (mod3 + digit_sum3[v]) % 3, size + 1, jokers)
                counts[v] += 1
            elif jokers:
                walk(number * mult[v] + v, (mod3 + digit_sum3[v]) % 3, size + 1, jokers - 1)

    # A lone joker is ∞ (R3), so a joker only ever starts a longer play.
    firsts = [v for v in range(1, 14) if counts[v] or jokers_in_hand]
    for i, v in enumerate(firsts):
        if progress is not None:
            progress(i / len(firsts), f"plays starting {v}")
        if max_size > 1:
            if counts[v]:
                counts[v] -= 1
                walk(v, digit_sum3[v], 1, jokers_in_hand)
                counts[v] += 1
            else:
                walk(v, digit_sum3[v], 1, jokers_in_hand - 1)
    if progress is not None:
        progress(1.0, "done")
    return PrimesBySize({k: tuple(sorted(found[k])) for k in range(1, max_size + 1)})


def play_for(number: int, size: int, cards: Sequence[Card]) -> tuple[Use, ...] | None:
    """``size`` cards of the hand that spell ``number``, fewest jokers first; None if none."""
    available = Counter(card.rank for card in cards)
    if size == 1 and available[0] == sum(available.values()):
        return None
    best: tuple[Use, ...] | None = None
    for uses in iter_spell_from(number, available):
        if len(uses) != size or (size == 1 and uses[0][1]):
            continue
        if best is None or sum(j for _, j in uses) < sum(j for _, j in best):
            best = uses
    return best


@dataclass(frozen=True)
class CompositePlay:
    """A composite play the hand can make: field cards and a factor field (R9)."""

    number: int
    field: tuple[Use, ...]
    factors: tuple[tuple[tuple[Use, ...], tuple[Use, ...] | None], ...]

    @property
    def field_text(self) -> str:
        return uses_text(self.field)

    @property
    def factors_text(self) -> str:
        groups = []
        for base, exponent in self.factors:
            text = uses_text(base)
            if exponent is not None:
                text += " ^ " + uses_text(exponent)
            groups.append(text)
        return " * ".join(groups)

    @property
    def cards_used(self) -> int:
        return len(self.field) + sum(len(b) + len(e or ()) for b, e in self.factors)


def _partitions(e: int, limit: int = 12) -> list[tuple[int, ...]]:
    """Ways to split exponent e into groups p^a * p^b * …, most groups first, capped."""
    out: list[tuple[int, ...]] = []

    def walk(rest: int, most: int, acc: tuple[int, ...]) -> None:
        if len(out) >= limit:
            return
        if rest == 0:
            out.append(acc)
            return
        for part in range(min(rest, most), 0, -1):
            walk(rest - part, part, acc + (part,))

    walk(e, e, ())
    out.sort(key=lambda parts: -len(parts))
    return out


def _layouts(factorization: dict[int, int], limit: int) -> Iterator[list[tuple[int, int]]]:
    """Factor-field layouts: lists of (prime, exponent or 1), the most groups first."""
    per_prime = [[[(p, part) for part in parts] for parts in _partitions(e)] for p, e in sorted(factorization.items())]
    for combo in islice(product(*per_prime), limit):
        yield [group for groups in combo for group in groups]


def _best_factor_field(
    number: int, left: Counter[int], layout_limit: int
) -> tuple[tuple[tuple[Use, ...], tuple[Use, ...] | None], ...] | None:
    """The spellable factor field of ``number`` that uses the most of ``left``'s cards."""
    best = None
    best_used = -1
    cards_left = sum(left.values())
    for layout in _layouts(dict(factorize(number).primes), layout_limit):
        numbers = []
        for p, a in layout:
            numbers.append(p)
            if a > 1:
                numbers.append(a)
        least = sum((len(str(n)) + 1) // 2 for n in numbers)
        if least > cards_left:
            continue
        spelled = spell_all(numbers, left, more_cards=True)
        if spelled is None:
            continue
        groups = []
        i = 0
        for _, a in layout:
            base = spelled[i]
            i += 1
            exponent = None
            if a > 1:
                exponent = spelled[i]
                i += 1
            groups.append((base, exponent))
        used = sum(len(s) for s in spelled)
        if used > best_used:
            best, best_used = tuple(groups), used
    return best


def composite_plays(
    cards: Sequence[Card],
    max_field: int = 4,
    cancel: CancelToken | None = None,
    progress: ProgressFn | None = None,
    layout_limit: int = 64,
    field_jokers: bool = False,
) -> list[CompositePlay]:
    """Composite plays with up to ``max_field`` field cards and a spellable factor field.

    For each distinct field number (and the field cards that make it) the factor-field
    layout kept is the one that uses the most cards, each number spelled preferring
    one-digit cards (a greedy preference, not a proven maximum). Exponent towers are not
    searched. With
    ``field_jokers`` false, jokers are kept for the factor field only (a joker in the
    field multiplies the work by 14 per joker).
    """
    counts = _counts(cards)
    ticker = Ticker(cancel, every=512)
    plays: dict[tuple[int, tuple[Use, ...]], CompositePlay] = {}
    seen: set[tuple[int, tuple[int, ...]]] = set()
    used: list[Use] = []
    total_firsts = max(1, sum(1 for v in range(1, 14) if counts[v]) + (13 if counts[0] and field_jokers else 0))
    firsts_done = 0

    def consider(number: int) -> None:
        if number < 4 or is_prime(number):
            return
        key = (number, tuple(counts))
        if key in seen:
            return
        seen.add(key)
        left = Counter({v: c for v, c in enumerate(counts) if c})
        factors = _best_factor_field(number, left, layout_limit)
        if factors is not None:
            field_uses = tuple(used)
            plays[(number, field_uses)] = CompositePlay(number, field_uses, factors)

    def walk(number: int, depth: int) -> None:
        nonlocal firsts_done
        ticker.tick()
        options = [(v, False) for v in range(1, 14) if counts[v]]
        if field_jokers and counts[0]:
            options += [(v, True) for v in range(0 if depth else 1, 14)]
        for v, joker in options:
            key = 0 if joker else v
            if counts[key] == 0:
                continue
            counts[key] -= 1
            used.append((v, joker))
            n = number * _shift(v) + v
            if not (joker and depth == 0):
                consider(n)
            if depth + 1 < max_field:
                walk(n, depth + 1)
            used.pop()
            counts[key] += 1
            if depth == 0:
                firsts_done += 1
                if progress is not None:
                    progress(firsts_done / total_firsts, f"field plays starting {v}")

    if max_field >= 1:
        walk(0, 0)
    return sorted(plays.values(), key=lambda p: (-p.cards_used, -len(p.field), -p.number))


@dataclass(frozen=True)
class SpecialReach:
    """Whether the hand can make a Grothendieck cut (R7), 1729 (R8) or ∞ (R3) now."""

    cut: tuple[Use, ...] | None
    revolution: tuple[Use, ...] | None
    infinity: bool

    @property
    def cut_text(self) -> str | None:
        return None if self.cut is None else uses_text(self.cut)

    @property
    def revolution_text(self) -> str | None:
        return None if self.revolution is None else uses_text(self.revolution)


def special_reach(cards: Sequence[Card]) -> SpecialReach:
    available = Counter(card.rank for card in cards)
    return SpecialReach(
        spell_from(GROTHENDIECK_CUT, available),
        spell_from(RAMANUJAN_REVOLUTION, available),
        available[0] > 0,
    )


@dataclass(frozen=True)
class HandReport:
    primes: PrimesBySize
    composites: list[CompositePlay] = field(default_factory=list)
    special: SpecialReach | None = None


def _scaled(progress: ProgressFn | None, start: float, end: float) -> ProgressFn | None:
    if progress is None:
        return None
    return lambda f, note: progress(start + (end - start) * max(f, 0.0), note)


def analyse_hand(
    cards: Sequence[Card],
    max_size: int = 6,
    max_field: int = 3,
    cancel: CancelToken | None = None,
    progress: ProgressFn | None = None,
) -> HandReport:
    """Everything the analysis tab shows for a hand: primes, composite plays, 57/1729/∞."""
    special = special_reach(cards)
    primes = hand_primes(cards, max_size, cancel, _scaled(progress, 0.0, 0.8))
    composites = composite_plays(cards, max_field, cancel, _scaled(progress, 0.8, 1.0))
    return HandReport(primes, composites, special)
