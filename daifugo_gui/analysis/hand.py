"""What a hand can play: every prime by number of cards, composite plays, 57 and 1729.

A k-card play is any k cards of the hand in any order (R2); jokers inside it take any
value 0..13 except a leading 0, and a lone joker is ∞ (R3), never a prime. Numbers that
several card choices spell are counted once.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Callable, Collection, Sequence

from daifugo_gui.analysis.cancel import CancelToken, ProgressFn, Ticker
from daifugo_gui.rules.primality import is_prime
from daifugo_gui.analysis.factor_fields import FactorFieldFound, SpelledField, factor_fields
from daifugo_gui.analysis.spelling import Use, iter_spell_from, spell_from, uses_text
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


FieldVisit = Callable[[int, int, Sequence[Use], list[int]], None]
"""Called with a field's number, its card count, its cards (value, joker?) and the
value counts of the cards left (``[0]`` jokers; read it, do not keep or change it)."""


def walk_fields(
    counts: list[int],
    max_size: int,
    visit: FieldVisit,
    *,
    min_size: int = 1,
    jokers: bool = True,
    ticker: Ticker | None = None,
    first_values: Sequence[int] | None = None,
    last_values: Collection[int] | None = None,
) -> None:
    """Every distinct field of ``min_size``..``max_size`` cards the hand can lay (R2), once.

    The one walk over plays of the program: the prime tools' composite plays and the
    post-game review (``analysis.review``) both go through it. It walks *value
    sequences*: at each position a value is taken from a real card while the hand holds
    one, from a joker only when it does not (``X=0`` only after the first card), so each
    sequence is met once and the cards left keep every joker that the sequence could
    spare. A joker left is worth at least the real card it replaced for anything later
    (the factor field), so nothing a player could do with the rest is lost. A lone
    joker is ∞ (R3), not a value: one-card fields are real cards only. With ``jokers``
    false, jokers stay in the hand; ``first_values`` limits the first card's value (one
    part of the walk at a time, for progress); with ``last_values`` only fields whose last
    card takes one of those values are visited (the walk still goes through the others).
    ``counts`` is changed during the walk and restored.
    """
    max_size = min(max_size, sum(counts))
    uses: list[Use] = []
    mult = (10,) * 10 + (100,) * 4
    firsts = range(1, 14) if first_values is None else first_values
    wanted = range(14) if last_values is None else frozenset(last_values)
    every = range(14)

    def walk(number: int, size: int) -> None:
        # ``number`` is a field of ``size`` cards (visited by the caller); its children
        # are visited here, and only those below ``max_size`` are walked on: a leaf costs
        # one visit and no call of its own
        if ticker is not None:
            ticker.tick()
        child = size + 1
        visiting = child >= min_size
        deeper = child < max_size
        joker_ok = jokers and counts[0] and (size or max_size > 1)
        for v in (every if size else firsts):
            if v and counts[v]:
                joker = False
                counts[v] -= 1
            elif joker_ok and counts[0]:
                joker = True
                counts[0] -= 1
            else:
                continue
            n = number * mult[v] + v
            uses.append((v, joker))
            if visiting and v in wanted and not (child == 1 and joker):  # X alone is ∞, not X=v
                visit(n, child, uses, counts)
            if deeper:
                walk(n, child)
            uses.pop()
            counts[0 if joker else v] += 1

    if max_size >= 1:
        walk(0, 0)


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

    The fields come from :func:`walk_fields`, the one walk over plays (value sequences,
    each met once; real cards before jokers; a lone joker is ∞, never a number). Only a
    field whose last card ends the number in 1, 3, 7 or 9 is looked at (2 and 5 only as
    single cards), and a number reached through different cards (J 3 and A K both make
    113) is tested once.
    """
    max_size = min(max_size, len(cards))
    if max_size < 1:
        return PrimesBySize({})
    counts = _counts(cards)
    found: list[set[int]] = [set() for _ in range(max_size + 1)]
    # Different cards spell the same number (J 3 and A K both make 113): test each once.
    tested: list[set[int]] = [set() for _ in range(max_size + 1)]
    ticker = Ticker(cancel, every=256)
    for n in (2, 3, 5, 7, 11, 13):
        if counts[n]:
            found[1].add(n)
    prime = is_prime

    def visit(number: int, size: int, uses: Sequence[Use], left: list[int]) -> None:
        seen = tested[size]
        if number not in seen:
            seen.add(number)
            if prime(number):
                found[size].add(number)

    # a joker may open a longer play, as any value 1..13
    firsts = [v for v in range(1, 14) if counts[v] or counts[0]]
    for i, v in enumerate(firsts):
        if progress is not None:
            progress(i / len(firsts), f"plays starting {v}")
        if max_size > 1:
            walk_fields(counts, max_size, visit, min_size=2, ticker=ticker, first_values=(v,),
                        last_values=_PRIME_ENDINGS)
    if progress is not None:
        progress(1.0, "done")
    return PrimesBySize({k: tuple(sorted(found[k])) for k in range(1, max_size + 1)})


_PRIME_ENDINGS = frozenset((1, 3, 7, 9, 11, 13))  # a prime of two digits or more ends in 1, 3, 7 or 9


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
    """A composite play the hand can make: field cards and a factor field (R9).

    ``factors`` holds the groups, each its base then its tower of exponents, every part
    the cards that spell it."""

    number: int
    field: tuple[Use, ...]
    factors: SpelledField

    @property
    def field_text(self) -> str:
        return uses_text(self.field)

    @property
    def factors_text(self) -> str:
        return " * ".join(" ^ ".join(uses_text(part) for part in group) for group in self.factors)

    @property
    def cards_used(self) -> int:
        return len(self.field) + sum(len(part) for group in self.factors for part in group)


def _jokers_in(found: FactorFieldFound) -> int:
    return sum(1 for group in found.groups for part in group for _, joker in part if joker)


def composite_plays(
    cards: Sequence[Card],
    max_field: int = 4,
    cancel: CancelToken | None = None,
    progress: ProgressFn | None = None,
    field_jokers: bool = False,
) -> list[CompositePlay]:
    """Composite plays with up to ``max_field`` field cards and a factor field from the rest.

    Every field comes from :func:`walk_fields` and every factor field from
    :func:`~daifugo_gui.analysis.factor_fields.factor_fields` (exhaustive: splits of
    prime powers, towers, every spelling); for each field the one kept sheds the most
    cards, then takes the fewest jokers. With ``field_jokers`` false, jokers are kept
    for the factor field only (a joker in the field multiplies the work by 14 per joker).
    """
    counts = _counts(cards)
    ticker = Ticker(cancel, every=512)
    plays: dict[tuple[int, tuple[Use, ...]], CompositePlay] = {}
    seen: set[tuple[int, tuple[int, ...]]] = set()

    def consider(number: int, size: int, uses: Sequence[Use], left: list[int]) -> None:
        if number < 4 or is_prime(number):
            return
        key = (number, tuple(left))
        if key in seen:
            return
        seen.add(key)
        found = factor_fields(number, tuple(left), ticker=ticker)
        if found:
            best = max(found.values(), key=lambda f: (f.cards, -_jokers_in(f), len(f.groups), f.key))
            field_uses = tuple(uses)
            plays[(number, field_uses)] = CompositePlay(number, field_uses, best.groups)

    firsts = [v for v in range(1, 14) if counts[v] or (field_jokers and counts[0])]
    for i, first in enumerate(firsts):
        if progress is not None:
            progress(i / len(firsts), f"field plays starting {first}")
        walk_fields(counts, max_field, consider, jokers=field_jokers, ticker=ticker, first_values=(first,))
    if progress is not None:
        progress(1.0, "done")
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
