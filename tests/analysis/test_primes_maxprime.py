"""The largest prime from a set of cards (issue 7; R2, R3; Theorem 3.1 of 000_*.txt)."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sympy import isprime

from daifugo_gui.analysis.cancel import CancelToken, Cancelled
from daifugo_gui.analysis.maxprime import max_prime, theorem_3_1_cards
from daifugo_gui.rules.cards import Card, concatenate, parse_cards, parse_tokens

# The seed's copy of the theorem's number: text extraction dropped one digit (70 shown).
SEED_COPY = "9999888877776666555544443333222213131313131312121212111111011010101111"
THEOREM_PRIME = "99998888777766665555444433332222131313131313121212121111111011010101111"


def brute_force_max_prime(ranks: list[int]) -> int | None:
    """Try every order and every joker value: the definition, with no cleverness."""
    if ranks == [0]:
        return None  # a lone joker is ∞ (R3)
    best = None
    for order in set(itertools.permutations(ranks)):
        joker_slots = [i for i, r in enumerate(order) if r == 0]
        for values in itertools.product(range(14), repeat=len(joker_slots)):
            seq = list(order)
            for slot, value in zip(joker_slots, values):
                seq[slot] = value
            if seq[0] == 0:
                continue  # no leading zero (R2)
            n = concatenate(seq)
            if (best is None or n > best) and isprime(n):
                best = n
    return best


def check_result(cards: list[Card], prime: str | None, order: str) -> None:
    """The answer is prime and its order uses exactly the given cards, forming it."""
    if prime is None:
        assert order == ""
        return
    tokens = parse_tokens(order)
    assert Counter(t.card.rank for t in tokens) == Counter(c.rank for c in cards)
    assert all(t.declared is not None for t in tokens if t.card.is_joker) or len(tokens) == 1
    assert concatenate([t.value for t in tokens]) == int(prime)
    assert tokens[0].value != 0
    assert isprime(int(prime))


def test_theorem_3_1_finds_the_71_digit_prime() -> None:
    cards = theorem_3_1_cards()
    assert len(cards) == 53 and sum(c.is_joker for c in cards) == 2
    result = max_prime(cards)
    assert result.prime is not None
    digits = str(result.prime)
    assert digits == THEOREM_PRIME
    assert len(digits) == 71
    assert isprime(result.prime)


def test_theorem_3_1_digit_by_digit_against_the_card_count() -> None:
    """Every rank's cards are used exactly 4 times (the Ace 3), both jokers as 13, 71 digits."""
    cards = theorem_3_1_cards()
    result = max_prime(cards)
    tokens = parse_tokens(result.order_text())
    assert len(tokens) == 53
    ranks = Counter(t.card.rank for t in tokens if not t.card.is_joker)
    assert ranks == Counter({1: 3, **{r: 4 for r in range(2, 14)}})
    jokers = [t for t in tokens if t.card.is_joker]
    assert [t.declared for t in jokers] == [13, 13]
    # Walk the digits: each token's value must appear right there, in order.
    digits = str(result.prime)
    pos = 0
    for token in tokens:
        text = str(token.value)
        assert digits[pos : pos + len(text)] == text, (pos, token)
        pos += len(text)
    assert pos == len(digits) == 71
    # Digit totals match the card count (1s: 3 Aces, four each of 10-13, two jokers as 13).
    expected = Counter()
    for token in tokens:
        expected.update(str(token.value))
    assert Counter(digits) == expected
    # The theorem's own partial claims: d^(32) and d^(44) of the prime.
    assert digits[:32] == "99998888777766665555444433332222"
    assert digits[32:44] == "13" * 6  # the six 13s (four Kings, two jokers) come next


def test_the_seed_copy_lost_exactly_one_digit() -> None:
    """The seed shows 70 digits; deleting one digit of the true prime gives it."""
    assert len(SEED_COPY) == 70
    deletions = {THEOREM_PRIME[:i] + THEOREM_PRIME[i + 1 :] for i in range(71)}
    assert SEED_COPY in deletions


def test_theorem_3_1_search_is_fast_and_reports_figures() -> None:
    result = max_prime(theorem_3_1_cards())
    assert result.lengths == (71,)
    assert 0 < result.candidates < 1000


@pytest.mark.parametrize(
    "text, prime",
    [
        ("3", "3"),
        ("2", "2"),
        ("4", None),
        ("K", "13"),
        ("X", None),  # alone a joker is ∞ (R3), not a prime
        ("1 3", "31"),
        ("5 7", None),  # 57 and 75 are composite
        ("2 4 6 8 10 12", None),  # nothing ends in 1, 3, 7 or 9
        ("1 1 1", None),  # digit sum 3
        ("X X", "1213"),  # 1313 = 13 * 101
    ],
)
def test_small_sets(text: str, prime: str | None) -> None:
    cards = list(parse_cards(text))
    result = max_prime(cards)
    assert result.as_contract()["prime"] == prime
    check_result(cards, result.as_contract()["prime"], result.order_text())


def test_different_card_orders_spelling_one_number_do_not_confuse_it() -> None:
    # 1 13 and 11 3 both spell 113; 1 1 3 1 and 11 31… the answer must still be right.
    for text in ["1 13 11 3", "1 1 13", "11 1 3", "1 11 X", "10 1 X X"]:
        cards = list(parse_cards(text))
        expected = brute_force_max_prime([c.rank for c in cards])
        result = max_prime(cards)
        assert result.prime == expected, text
        check_result(cards, result.as_contract()["prime"], result.order_text())


def test_suits_are_kept_in_the_order() -> None:
    result = max_prime(list(parse_cards("SK H3")))
    assert result.as_contract() == {"prime": "313", "order": "H3 SK", "proven": True,
                                    "candidates": result.candidates}


rank_lists = st.lists(st.integers(min_value=1, max_value=13), min_size=1, max_size=5).flatmap(
    lambda ranks: st.integers(min_value=0, max_value=min(2, 6 - len(ranks))).map(lambda j: ranks + [0] * j)
)


@settings(max_examples=120, deadline=None)
@given(rank_lists.filter(lambda r: len(r) <= 5 and r.count(0) <= 2))
def test_agrees_with_brute_force(ranks: list[int]) -> None:
    """Hypothesis: the exact search equals trying every order and joker value."""
    cards = [Card(r) for r in ranks]
    result = max_prime(cards)
    assert result.prime == brute_force_max_prime(ranks)
    check_result(cards, result.as_contract()["prime"], result.order_text())


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=13), min_size=6, max_size=14).filter(lambda r: r.count(0) <= 3))
def test_result_is_prime_and_uses_exactly_the_cards(ranks: list[int]) -> None:
    cards = [Card(r) for r in ranks]
    result = max_prime(cards, CancelToken(timeout=20))
    check_result(cards, result.as_contract()["prime"], result.order_text())


def test_cancel_stops_the_search() -> None:
    token = CancelToken()
    token.cancel()
    # Two decks' worth of even cards and jokers: a long search, stopped at once.
    cards = list(parse_cards("X X X " + "2 4 6 8 10 12 " * 6))
    with pytest.raises(Cancelled):
        max_prime(cards, token)


def test_an_expired_deadline_stops_the_search() -> None:
    token = CancelToken(timeout=0.0)
    with pytest.raises(Cancelled) as info:
        max_prime(theorem_3_1_cards(), token)
    assert info.value.reason == "timeout"


def test_progress_is_reported() -> None:
    seen = []
    max_prime(list(parse_cards("X X 2 4")), progress=lambda f, note: seen.append((f, note)))
    assert seen and all(0 <= f <= 1 for f, _ in seen)


def test_the_71_digit_answer_is_proven_not_only_bpsw() -> None:
    """Issue 16: above 2**64 the answer says whether it is a proof; at this size it is."""
    result = max_prime(theorem_3_1_cards())
    assert result.prime is not None and result.prime > 2**64 and result.proven


def test_a_lone_joker_follows_d15_and_duplicates_are_refused(capsys) -> None:
    """Issue 18: D15 decides what a joker alone is; one deck has one SK."""
    from daifugo_gui.cli import main

    assert main(["maxprime", "X", "--json"]) == 0
    assert '"prime": null' in capsys.readouterr().out  # ∞ is no prime (R3)
    assert main(["maxprime", "X", "--single-joker", "value", "--json"]) == 0
    assert '"prime": "13"' in capsys.readouterr().out
    assert main(["maxprime", "SK SK"]) == 2
    assert "more \"SK\" than 1 deck" in capsys.readouterr().err
    assert main(["maxprime", "SK SK", "--decks", "2"]) == 0
    assert main(["maxprime", "1,3,,5"]) == 2
    assert "unknown card" in capsys.readouterr().err
