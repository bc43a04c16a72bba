"""Which cards spell a number: the ways to cut its digits into card values (R2).

A card shows 1..13; a joker may stand for any value 0..13 inside a multi-card play, so
a digit 0 that is not the tail of a 10 needs a joker (``X=0``). No part but a lone 0 may
begin with 0, and a number never begins with a 0 card.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Iterator, Sequence


_RANK_TEXT = {11: "J", 12: "Q", 13: "K"}


def value_text(value: int, joker: bool = False) -> str:
    """A card value in the factor-field spelling of CONTRACTS.md: ``1``…``10``, ``J Q K``."""
    if joker:
        return f"X={value}"
    return _RANK_TEXT.get(value, str(value))


@dataclass(frozen=True)
class Spelling:
    """One way to write a number with cards: the values in order (0 only as a joker)."""

    values: tuple[int, ...]

    @property
    def jokers_needed(self) -> int:
        return sum(1 for v in self.values if v == 0)

    def text(self) -> str:
        return " ".join(value_text(v, joker=(v == 0)) for v in self.values)

    def __len__(self) -> int:
        return len(self.values)


def iter_spellings(number: int) -> Iterator[Spelling]:
    """Every spelling of ``number`` (≥ 1), fewest cards first within each prefix choice."""
    digits = str(number)
    if number < 1:
        raise ValueError(f"only numbers from 1 up have card spellings, not {number}")

    def walk(pos: int, acc: tuple[int, ...]) -> Iterator[Spelling]:
        if pos == len(digits):
            yield Spelling(acc)
            return
        # Two-digit card values first: they use fewer cards.
        if digits[pos] == "1" and pos + 1 < len(digits) and digits[pos + 1] in "0123":
            yield from walk(pos + 2, acc + (int(digits[pos : pos + 2]),))
        yield from walk(pos + 1, acc + (int(digits[pos]),))

    yield from walk(0, ())


def spellings(number: int, limit: int = 50) -> list[Spelling]:
    """Up to ``limit`` spellings, fewest cards and fewest jokers first."""
    found = []
    for spelling in iter_spellings(number):
        found.append(spelling)
        if len(found) >= 4 * limit:
            break
    found.sort(key=lambda s: (len(s), s.jokers_needed, [-v for v in s.values]))
    return found[:limit]


def count_spellings(number: int) -> int:
    """How many spellings ``number`` has (a Fibonacci-like count, computed directly)."""
    digits = str(number)
    ways = [0] * (len(digits) + 1)
    ways[len(digits)] = 1
    for pos in range(len(digits) - 1, -1, -1):
        ways[pos] = ways[pos + 1]
        if digits[pos] == "1" and pos + 1 < len(digits) and digits[pos + 1] in "0123":
            ways[pos] += ways[pos + 2]
    return ways[0]


def best_spelling(number: int) -> Spelling:
    """The spelling with the fewest cards, then the fewest jokers."""
    return spellings(number, limit=1)[0]


Use = tuple[int, bool]
"""One card in a spelling drawn from a hand: its value and whether a joker stands for it."""


def uses_text(uses: Sequence[Use]) -> str:
    return " ".join(value_text(v, joker=j) for v, j in uses)


def _iter_spell_from(
    digits: str, pos: int, left: Counter[int], more_cards: bool = False
) -> Iterator[tuple[Use, ...]]:
    if pos == len(digits):
        yield ()
        return
    options = []
    if digits[pos] == "1" and pos + 1 < len(digits) and digits[pos + 1] in "0123":
        options.append((int(digits[pos : pos + 2]), 2))
    if digits[pos] != "0":
        options.append((int(digits[pos]), 1))
    elif pos > 0:
        options.append((0, 1))
    if more_cards:
        options.reverse()  # one-digit cards first: a play that sheds more cards
    for value, width in options:
        # A real card first: jokers are worth keeping for what only they can do.
        for key, joker in ((value, False), (0, True)):
            if value == 0 and not joker:
                continue
            if left[key] > 0:
                left[key] -= 1
                for rest in _iter_spell_from(digits, pos + width, left, more_cards):
                    yield ((value, joker),) + rest
                left[key] += 1


def iter_spell_from(number: int, available: Counter[int]) -> Iterator[tuple[Use, ...]]:
    """Every spelling of ``number`` with cards from ``available`` (which is not changed)."""
    yield from _iter_spell_from(str(number), 0, Counter(available))


def spell_from(number: int, available: Counter[int]) -> tuple[Use, ...] | None:
    """Cards from ``available`` (value counts, jokers under 0) that spell ``number``.

    The spelling with the fewest jokers (then the fewest cards); ``None`` when the cards
    cannot spell it.
    """
    options = _iter_spell_from(str(number), 0, Counter(available))
    return min(options, key=lambda uses: (sum(j for _, j in uses), len(uses)), default=None)


def spell_all(
    numbers: Sequence[int], available: Counter[int], more_cards: bool = False
) -> list[tuple[Use, ...]] | None:
    """Disjoint spellings of every number from ``available`` (e.g. a factor field), or None.

    The first that fits is returned, trying two-digit cards first, or one-digit cards
    first with ``more_cards`` (to shed cards, as a player going out wants).
    """
    left = Counter(available)

    def walk(i: int) -> list[tuple[Use, ...]] | None:
        if i == len(numbers):
            return []
        # The generator keeps its cards taken out of ``left`` while it waits at a yield,
        # so the next number is spelled from what is really left.
        for uses in _iter_spell_from(str(numbers[i]), 0, left, more_cards):
            rest = walk(i + 1)
            if rest is not None:
                return [uses] + rest
        return None

    return walk(0)
