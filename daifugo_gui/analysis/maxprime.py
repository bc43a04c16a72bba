"""The largest prime that uses every one of a set of cards exactly once (R2).

Jokers take any value 0..13, never a leading 0; a lone joker is ∞ (R3), not a number.

Why this is exact. Longer numbers are larger, and only jokers change the length (a
joker is one digit for 0..9, two for 10..13), so lengths are tried from the longest
down. For one length, the search walks digit strings in strictly decreasing order: a
depth-first walk over digit positions trying 9 down to 0. Because several card orders can
spell the same digits (``1 13`` and ``11 3`` both spell 113), a node of the walk holds
the *set* of card states its digit prefix can leave (cards left, and the second digit a
started 10..13 still owes), so every digit string is visited once. A branch is cut only
when no completion can be prime: the remaining length cannot be filled, or with no
joker left the digit sum is a multiple of 3, or no card left can end the number in
1, 3, 7 or 9. The first prime met is therefore the maximum. Every larger candidate was
rejected as composite, and that rejection is certain (a failed BPSW or Miller-Rabin
test); the final "prime" above 2**64 is BPSW during the search and then proved when it
has at most 120 digits (``MaxPrimeResult.proven``; see :mod:`daifugo_gui.rules.primality`).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Sequence

from daifugo_gui.analysis.cancel import CancelToken, ProgressFn, Ticker
from daifugo_gui.rules.primality import is_prime, primality
from daifugo_gui.rules.cards import Card, Token
from daifugo_gui.rules.settings import SingleJoker

# A card state: counts[0] jokers, counts[v] cards of value v (1..13), then the owed
# second digit (NONE, 0..3 for a started 10..13, ANY for a joker started as 10..13),
# then the digit count and digit sum of the non-joker cards left.
NONE = -1
ANY = -2
_WIDTH = [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2]
_DSUM = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2, 3, 4]
_ODD_END = (1, 3, 7, 9, 11, 13)

State = tuple[tuple[int, ...], int, int, int]


@dataclass(frozen=True)
class MaxPrimeResult:
    """The largest prime, the cards in the order that forms it, and search figures."""

    prime: int | None
    order: tuple[Token, ...]
    candidates: int = 0
    nodes: int = 0
    lengths: tuple[int, ...] = ()
    proven: bool = True  # False only for a BPSW probable prime too large to prove cheaply

    def order_text(self) -> str:
        return " ".join(token.text() for token in self.order)

    def as_contract(self) -> dict[str, str | int | bool | None]:
        """The ``daifugo maxprime`` object of CONTRACTS.md: ``prime`` and ``order``, then
        whether the prime's primality is proven (not only a probable prime; null without
        a prime) and how many candidate numbers were tested (issue 29)."""
        return {
            "prime": None if self.prime is None else str(self.prime),
            "order": self.order_text(),
            "proven": None if self.prime is None else self.proven,
            "candidates": self.candidates,
        }


@dataclass
class _Search:
    length: int
    ticker: Ticker
    candidates: int = 0
    nodes: int = 0
    prefix: list[str] = field(default_factory=list)

    def viable(self, state: State, pos: int, prefix_sum: int) -> bool:
        """Whether some completion of ``state`` at digit ``pos`` could still be prime."""
        counts, owed, fixed_len, fixed_sum = state
        jokers = counts[0]
        remaining = self.length - pos
        base = fixed_len + (owed != NONE)
        if not base + jokers <= remaining <= base + 2 * jokers:
            return False
        if self.length == 1 or jokers or owed == ANY:
            return True
        total = prefix_sum + fixed_sum + (owed if owed != NONE else 0)
        if total % 3 == 0:
            return False
        if fixed_len:
            return any(counts[v] for v in _ODD_END)
        if owed != NONE:
            return owed in (1, 3)
        return True

    def successors(self, states: set[State], digit: int, first: bool) -> set[State]:
        out: set[State] = set()
        for counts, owed, fixed_len, fixed_sum in states:
            if owed != NONE:
                if owed == digit or (owed == ANY and digit <= 3):
                    out.add((counts, NONE, fixed_len, fixed_sum))
                continue
            if 1 <= digit <= 9 and counts[digit]:
                c = list(counts)
                c[digit] -= 1
                out.add((tuple(c), NONE, fixed_len - 1, fixed_sum - digit))
            if digit == 1:
                for v in (10, 11, 12, 13):
                    if counts[v]:
                        c = list(counts)
                        c[v] -= 1
                        out.add((tuple(c), v - 10, fixed_len - 2, fixed_sum - _DSUM[v]))
            if counts[0] and not (first and digit == 0):
                c = list(counts)
                c[0] -= 1
                jc = tuple(c)
                out.add((jc, NONE, fixed_len, fixed_sum))
                if digit == 1:
                    out.add((jc, ANY, fixed_len, fixed_sum))
        return out

    def walk(self, states: set[State], pos: int, prefix_sum: int, number: int) -> int | None:
        self.nodes += 1
        self.ticker.tick()
        if pos == self.length:
            if any(s[1] == NONE and s[2] == 0 and not s[0][0] for s in states):
                self.candidates += 1
                if is_prime(number):
                    return number
            return None
        for digit in range(9, -1, -1):
            if pos == 0 and digit == 0:
                continue
            nxt = self.successors(states, digit, pos == 0)
            new_sum = prefix_sum + digit
            nxt = {s for s in nxt if self.viable(s, pos + 1, new_sum)}
            if nxt:
                found = self.walk(nxt, pos + 1, new_sum, number * 10 + digit)
                if found is not None:
                    return found
        return None


def _order(digits: str, cards: Sequence[Card]) -> tuple[Token, ...]:
    """Cards in an order that spells ``digits`` using each card once (real cards first)."""
    pool: dict[int, list[Card]] = {}
    for card in cards:
        pool.setdefault(card.rank, []).append(card)
    left = Counter({rank: len(group) for rank, group in pool.items()})

    def walk(pos: int) -> list[tuple[int, bool]] | None:
        if pos == len(digits):
            return [] if sum(left.values()) == 0 else None
        options = []
        if digits[pos] == "1" and pos + 1 < len(digits) and digits[pos + 1] in "0123":
            options.append((int(digits[pos : pos + 2]), 2))
        options.append((int(digits[pos]), 1))
        for value, width in options:
            for key in (value, 0):
                if key == value and value == 0:
                    continue
                if left[key] > 0 and not (pos == 0 and value == 0):
                    left[key] -= 1
                    rest = walk(pos + width)
                    left[key] += 1
                    if rest is not None:
                        return [(value, key == 0)] + rest
        return None

    plan = walk(0)
    if plan is None:  # pragma: no cover - the search only returns spellable numbers
        raise AssertionError(f"{digits} cannot be spelled with the given cards")
    taken = {rank: 0 for rank in pool}
    tokens = []
    for value, joker in plan:
        rank = 0 if joker else value
        card = pool[rank][taken[rank]]
        taken[rank] += 1
        tokens.append(Token(card, value if joker else None))
    return tuple(tokens)


def max_prime(
    cards: Sequence[Card],
    cancel: CancelToken | None = None,
    progress: ProgressFn | None = None,
    single_joker: SingleJoker | str = SingleJoker.INFINITY,
) -> MaxPrimeResult:
    """The largest prime using every card once, or ``prime=None`` when there is none.

    A joker alone follows D15 (``single_joker``): ∞ by default (R3), which is no prime;
    with "value" or "either" it may stand for a number, and the best is 13.
    Raises :class:`~daifugo_gui.analysis.cancel.Cancelled` if ``cancel`` stops it.
    """
    cards = list(cards)
    if len(cards) == 1 and cards[0].is_joker:
        if single_joker in (SingleJoker.VALUE, SingleJoker.EITHER):
            return MaxPrimeResult(13, (Token(cards[0], 13),))
        return MaxPrimeResult(None, ())
    if not cards:
        return MaxPrimeResult(None, ())
    counts = [0] * 14
    for card in cards:
        counts[card.rank] += 1
    fixed_len = sum(_WIDTH[v] * counts[v] for v in range(1, 14))
    fixed_sum = sum(_DSUM[v] * counts[v] for v in range(1, 14))
    jokers = counts[0]
    ticker = Ticker(cancel)
    root: State = (tuple(counts), NONE, fixed_len, fixed_sum)
    total_candidates = total_nodes = 0
    lengths = []
    longest, shortest = fixed_len + 2 * jokers, fixed_len + jokers
    for length in range(longest, shortest - 1, -1):
        if cancel is not None:
            cancel.check()
        if progress is not None:
            done = (longest - length) / (longest - shortest + 1)
            progress(done, f"searching {length}-digit numbers")
        search = _Search(length, ticker)
        lengths.append(length)
        found = None
        if search.viable(root, 0, 0):
            found = search.walk({root}, 0, 0, 0)
        total_candidates += search.candidates
        total_nodes += search.nodes
        if found is not None:
            order = _order(str(found), cards)
            # The search tests with BPSW; the answer it returns gets a proof where cheap
            # (every play of the deck: up to 120 digits, ~40 ms at 108).
            proven = primality(found).proven
            return MaxPrimeResult(found, order, total_candidates, total_nodes, tuple(lengths), proven)
    return MaxPrimeResult(None, (), total_candidates, total_nodes, tuple(lengths))


def theorem_3_1_cards() -> list[Card]:
    """The 53 cards of Theorem 3.1 (000_*.txt): a standard deck with jokers, less one Ace."""
    from daifugo_gui.rules.cards import standard_deck

    deck = standard_deck()
    deck.remove(next(card for card in deck if card.rank == 1))
    return deck


__all__ = ["MaxPrimeResult", "max_prime", "theorem_3_1_cards"]
