"""Primality, factorization and card spellings (issue 7; R2, R6, R9)."""

from __future__ import annotations

import threading
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sympy import factorint, isprime, nextprime

from daifugo_gui.analysis.cancel import CancelToken
from daifugo_gui.rules.primality import PROVE_DIGITS, is_prime, primality
from daifugo_gui.analysis.primes import Factorizer, Status, analyse_number, factorize, number_of_play
from daifugo_gui.analysis.spelling import count_spellings, iter_spellings, spellings
from daifugo_gui.rules.cards import parse_factor_field, parse_tokens

SEMIPRIME_100 = nextprime(10**49 + 12345) * nextprime(7 * 10**49 + 6789)


def evaluate_factor_field(text: str) -> int:
    """R9 by hand: groups multiply, towers are right-associative."""
    total = 1
    for group in parse_factor_field(text).groups:
        numbers = [int("".join(str(t.value) for t in part)) for part in group.parts]
        value = numbers[-1]
        for base in reversed(numbers[:-1]):
            value = base**value
        total *= value
    return total


@settings(max_examples=300, deadline=None)
@given(st.integers(min_value=0, max_value=10**20))
def test_is_prime_agrees_with_sympy(n: int) -> None:
    assert is_prime(n) == isprime(n)


@pytest.mark.parametrize(
    "n",
    # Strong pseudoprimes to the small base sets: the tiers must not be fooled.
    [3215031751, 2152302898747, 3474749660383, 341550071728321, 3825123056546413051, 4759123141],
)
def test_is_prime_on_strong_pseudoprimes(n: int) -> None:
    assert is_prime(n) == isprime(n)


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=2**64, max_value=10**108))
def test_is_prime_above_2_to_64_agrees_with_sympy(n: int) -> None:
    assert is_prime(n) == isprime(n)


def test_primality_says_proven_or_probable() -> None:
    """Issue 16: above 2**64 the answer says whether it is a proof or BPSW."""
    big_prime = nextprime(10**107)  # the size of a 54-card play
    assert primality(2**64 - 59) == primality(2**64 - 59).__class__(2**64 - 59, True, True)
    assert primality(big_prime).proven and primality(big_prime).prime
    assert primality(big_prime).method == "proven"
    # Composites are always certain: a failed test is a certificate.
    assert primality(big_prime * 3).proven and not primality(big_prime * 3).prime
    huge = nextprime(10**PROVE_DIGITS)  # past the cheap-proof size: BPSW only
    assert primality(huge).prime and not primality(huge).proven
    assert primality(huge).method == "probable (BPSW)"
    assert not primality(big_prime, prove_below=10**20).proven


def test_analyse_number_reports_proven_primes_above_2_to_64() -> None:
    assert analyse_number(nextprime(10**30)).proven
    assert not analyse_number(nextprime(10**PROVE_DIGITS)).proven


@pytest.mark.parametrize("digits", [31, 33, 36])
def test_d9_sized_fouls_factor_fast(digits: int) -> None:
    """The 31–36-digit fouls that ran past 20 s with the old rho: well inside a deadline."""
    p = nextprime(10 ** (digits // 2) + 7)
    q = nextprime(3 * 10 ** (digits - digits // 2 - 1) + 11)
    result = factorize(p * q, CancelToken(timeout=5.0))
    assert result.status is Status.COMPLETE
    assert dict(result.primes) == {p: 1, q: 1}


@pytest.mark.parametrize(
    "n, form",
    [(56, "2 ^ 3 * 7"), (169, "K ^ 2"), (57, "3 * 1 9"), (1729, "7 * K * 1 9"), (1024, "2 ^ 10"), (4096, "2 ^ Q")],
)
def test_exponent_form(n: int, form: str) -> None:
    report = analyse_number(n)
    assert report.verdict == "composite"
    assert report.factor_field == form
    assert evaluate_factor_field(form) == n  # the card text parses and multiplies back


def test_prime_and_one() -> None:
    assert analyse_number(13).verdict == "prime"
    assert analyse_number(13).factor_field is None
    assert analyse_number(1).verdict == "one"
    with pytest.raises(ValueError):
        analyse_number(0)


def test_factor_13_can_be_one_card_or_two() -> None:
    report = analyse_number(169)
    (option,) = report.options
    assert option.prime == 13 and option.exponent == 2
    assert [s.text() for s in option.prime_spellings] == ["K", "1 3"]
    assert [s.text() for s in option.exponent_spellings] == ["2"]


def test_spellings_list_every_way_and_zeros_need_jokers() -> None:
    assert sorted(s.text() for s in iter_spellings(1013)) == sorted(["10 K", "10 1 3", "1 X=0 K", "1 X=0 1 3"])
    assert count_spellings(1013) == 4
    assert [s.text() for s in spellings(101)] == ["10 1", "1 X=0 1"]
    assert spellings(101)[1].jokers_needed == 1
    # Fibonacci growth of the count, computed without listing.
    assert count_spellings(int("1" * 30)) == 1346269


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=1, max_value=10**12))
def test_every_spelling_spells_the_number(n: int) -> None:
    for spelling in list(iter_spellings(n))[:50]:
        assert int("".join(str(v) for v in spelling.values)) == n
        assert all(0 <= v <= 13 for v in spelling.values) and spelling.values[0] != 0


@settings(max_examples=150, deadline=None)
@given(st.integers(min_value=4, max_value=10**18))
def test_factorization_matches_sympy_and_its_form_multiplies_back(n: int) -> None:
    report = analyse_number(n)
    assert dict(report.factorization.primes) == factorint(n)
    if report.factor_field is not None:
        assert evaluate_factor_field(report.factor_field) == n


def test_large_factorization_in_steps() -> None:
    p, q = nextprime(10**11), nextprime(3 * 10**12)
    n = 2**5 * 3 * p**2 * q
    result = factorize(n, CancelToken(timeout=60))
    assert result.status is Status.COMPLETE
    assert dict(result.primes) == {2: 5, 3: 1, p: 2, q: 1}


def test_factorizer_steps_are_short_on_a_100_digit_semiprime() -> None:
    """Each step stays bounded, so polling a cancel flag between steps is responsive."""
    work = Factorizer(SEMIPRIME_100)
    longest = 0.0
    for _ in range(6):
        start = time.monotonic()
        done = work.step()
        longest = max(longest, time.monotonic() - start)
        assert not done
    assert longest < 2.0


def test_deadline_stops_factoring_and_keeps_what_is_known() -> None:
    start = time.monotonic()
    result = factorize(12 * SEMIPRIME_100, CancelToken(timeout=0.5))
    assert time.monotonic() - start < 15.0  # seconds past the deadline at most, even loaded
    assert result.status is Status.TIMEOUT
    assert not result.complete
    assert result.primes == ((2, 2), (3, 1))
    assert result.unfactored == (SEMIPRIME_100,)
    assert 0.5 <= result.seconds < 10.0
    assert result.summary() == (
        f"2^2 × 3 × [{SEMIPRIME_100}] (the bracketed part is not split: no factor found in {result.seconds:.0f} s)"
    )
    with pytest.raises(ValueError):
        result.exponent_form()


def test_cancel_flag_from_another_thread_stops_factoring() -> None:
    token = CancelToken()
    timer = threading.Timer(0.3, token.cancel)
    timer.start()
    start = time.monotonic()
    report = analyse_number(SEMIPRIME_100, token)
    timer.join()
    assert time.monotonic() - start < 15.0  # seconds past the deadline at most, even loaded
    assert report.factorization.status is Status.CANCELLED
    assert report.verdict == "composite"  # BPSW already said so; the factors are unknown
    assert report.factor_field is None


def test_number_of_play_needs_joker_values() -> None:
    assert number_of_play(parse_tokens("K 8 X=0 7")) == 13807  # R2's example
    with pytest.raises(ValueError, match="X"):
        number_of_play(parse_tokens("K X"))


def test_factor_field_suggestions_fit_a_real_deck() -> None:
    """Issue 18: only fields one deck (D1) can make, fewest jokers first, or none."""
    import random
    from collections import Counter

    from daifugo_gui.analysis.factor_plan import deck_values, plan_factor_field
    from daifugo_gui.analysis.primes import analyse_number
    from daifugo_gui.rules.cards import parse_factor_field
    from daifugo_gui.rules.judge import judge_play

    assert analyse_number(2**20).factor_field == "2 ^ 1 9 * 2"  # no joker (2 ^ 2 X=0 needed one)
    assert analyse_number(2000006).factor_field is None and analyse_number(2000006).no_deck_field
    counts, _ = deck_values()
    assert plan_factor_field([(2, 1), (1000003, 1)], counts, 4).jokers == 4  # with four jokers it fits
    assert analyse_number(56).factor_field == "2 ^ 3 * 7"
    rng = random.Random(18)
    in_deck, jokers = deck_values()
    checked = 0
    for _ in range(600):
        n = rng.randrange(4, 10**7)
        report = analyse_number(n)
        if report.verdict != "composite":
            continue
        checked += 1
        if report.factor_field is None:
            assert report.no_deck_field
            continue
        tokens = parse_factor_field(report.factor_field).tokens()
        used = Counter(t.card.rank for t in tokens if not t.card.is_joker)
        assert all(used[v] <= in_deck[v] for v in used), (n, report.factor_field)
        assert sum(1 for t in tokens if t.card.is_joker) == report.plan.jokers <= jokers
        # and it is a correct factor field for n (R9), whatever the field cards are
        from daifugo_gui.analysis.spelling import best_spelling

        field = best_spelling(n).text()
        assert judge_play(field, report.factor_field).verdict.value == "composite", (n, report.factor_field)
    assert checked > 300
