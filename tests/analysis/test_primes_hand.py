"""What a hand can play: primes per size, composite plays, 57 / 1729 / ∞ (issue 7; R2, R3, R7-R9)."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sympy import isprime

from daifugo_gui.analysis.cancel import CancelToken, Cancelled
from daifugo_gui.analysis.hand import composite_plays, hand_primes, play_for, special_reach
from daifugo_gui.rules.cards import Card, concatenate, parse_cards, parse_factor_field, parse_tokens


def brute_force_primes(ranks: list[int], max_size: int) -> dict[int, set[int]]:
    out: dict[int, set[int]] = {k: set() for k in range(1, min(max_size, len(ranks)) + 1)}
    for k in out:
        for combo in set(itertools.permutations(ranks, k)):
            slots = [i for i, r in enumerate(combo) if r == 0]
            if k == 1 and slots:
                continue  # a lone joker is ∞ (R3)
            for values in itertools.product(range(14), repeat=len(slots)):
                seq = list(combo)
                for slot, value in zip(slots, values):
                    seq[slot] = value
                if seq[0] == 0:
                    continue
                n = concatenate(seq)
                if isprime(n):
                    out[k].add(n)
    return out


def test_example_hand_strongest_and_weakest() -> None:
    result = hand_primes(list(parse_cards("A 2 3 4 5 6 7 8 9 10 J")), max_size=3)
    assert result.by_size[1] == (2, 3, 5, 7, 11)
    assert result.weakest(2) == 13 and result.strongest(2) == 911
    assert result.weakest(3) == 127 and result.strongest(3) == 71011
    assert result.strongest(4) is None


def test_a_lone_joker_is_not_a_prime_but_a_joker_inside_is_anything() -> None:
    result = hand_primes(list(parse_cards("X 4")), max_size=2)
    assert result.by_size[1] == ()  # R3: alone it is ∞
    # X=v before 4 is even; 4 then X=0..13 gives 40..49 and 410..413.
    assert result.by_size[2] == (41, 43, 47)


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.integers(min_value=1, max_value=13), min_size=1, max_size=5),
    st.integers(min_value=0, max_value=1),
    st.integers(min_value=1, max_value=4),
)
def test_agrees_with_brute_force(ranks: list[int], jokers: int, max_size: int) -> None:
    ranks = ranks + [0] * jokers
    result = hand_primes([Card(r) for r in ranks], max_size=max_size)
    expected = brute_force_primes(ranks, max_size)
    assert {k: set(v) for k, v in result.by_size.items()} == expected


@settings(max_examples=25, deadline=None)
@given(
    st.lists(st.integers(min_value=1, max_value=13), min_size=1, max_size=4),
    st.integers(min_value=1, max_value=3),
)
def test_two_jokers_agree_with_brute_force(ranks: list[int], max_size: int) -> None:
    """The value-sequence walk takes a joker only where no real card is left (issue 16)."""
    ranks = ranks + [0, 0]
    result = hand_primes([Card(r) for r in ranks], max_size=max_size)
    assert {k: set(v) for k, v in result.by_size.items()} == brute_force_primes(ranks, max_size)


@pytest.mark.parametrize("text", ["A 3 4 6 7 8 9 J Q X X", "A A 3 3 7 X X", "X X X"])
def test_benchmark_hands_agree_with_brute_force(text: str) -> None:
    """The benchmark's two-joker hand (and repeated cards), up to three cards."""
    cards = list(parse_cards(text))
    result = hand_primes(cards, max_size=3)
    expected = brute_force_primes([c.rank for c in cards], 3)
    assert {k: set(v) for k, v in result.by_size.items()} == expected


def test_play_for_spells_a_prime_with_exactly_that_many_cards() -> None:
    cards = list(parse_cards("A 3 K X"))
    assert play_for(113, 2, cards) == ((1, False), (13, False))
    assert play_for(113, 3, cards) == ((1, False), (1, True), (3, False))
    assert play_for(113, 4, cards) is None


def _check_composite(cards: list[Card], field: str, factors: str) -> None:
    """R9: bases prime, every number ≥ 2, product equals the field; cards come from the hand."""
    field_tokens = parse_tokens(field)
    number = concatenate([t.value for t in field_tokens])
    assert field_tokens[0].value != 0
    assert not isprime(number) and number > 1
    product = 1
    ff = parse_factor_field(factors)
    for group in ff.groups:
        parts = [int("".join(str(t.value) for t in part)) for part in group.parts]
        assert all(p >= 2 for p in parts)
        assert all(part[0].value != 0 for part in group.parts)
        assert isprime(parts[0])
        value = parts[-1]
        for base in reversed(parts[:-1]):
            value = base**value
        product *= value
    assert product == number
    used = Counter(t.card.rank for t in (*field_tokens, *ff.tokens()))
    assert not used - Counter(c.rank for c in cards)


@pytest.mark.parametrize("text", ["A 2 3 4 5 6 7 8 9 10 J", "2 2 3 4 6 8 K X", "2 2 3 4 6 9 X"])
def test_composite_plays_are_valid(text: str) -> None:
    cards = list(parse_cards(text))
    plays = composite_plays(cards, max_field=3)
    assert plays
    for play in plays:
        _check_composite(cards, play.field_text, play.factors_text)
        assert play.cards_used == len(parse_tokens(play.field_text)) + len(parse_factor_field(play.factors_text))
    assert plays == sorted(plays, key=lambda p: (-p.cards_used, -len(p.field), -p.number))


def test_composite_plays_find_the_obvious_one() -> None:
    plays = composite_plays(list(parse_cards("8 2 3")), max_field=1)
    assert [(p.field_text, p.factors_text) for p in plays] == [("8", "2 ^ 3")]
    # 6 = 2 * 3 needs both cards; 4 = 2 ^ 2 cannot, the hand has one 2.
    plays = composite_plays(list(parse_cards("6 4 2 3")), max_field=1)
    assert {(p.field_text, p.factors_text) for p in plays} == {("6", "2 * 3")}


def test_composite_plays_prefer_the_factor_field_that_sheds_most_cards() -> None:
    # 8 = 2 ^ 3 (two cards) or 2 * 2 * 2 (three cards): the hand has three 2s.
    plays = composite_plays(list(parse_cards("8 2 2 2 3")), max_field=1)
    eight = next(p for p in plays if p.field_text == "8")
    assert eight.factors_text == "2 * 2 * 2"


def test_special_reach() -> None:
    reach = special_reach(list(parse_cards("5 7 2 9 K")))
    assert reach.cut_text == "5 7"
    assert reach.revolution_text is None  # K cannot be cut into the 1 of 1729
    reach = special_reach(list(parse_cards("A 7 2 9")))
    assert reach.revolution_text == "1 7 2 9" and reach.cut_text is None and not reach.infinity
    reach = special_reach(list(parse_cards("5 X")))
    assert reach.cut_text == "5 X=7" and reach.infinity


def test_cancel_stops_a_hand_search() -> None:
    token = CancelToken()
    token.cancel()
    with pytest.raises(Cancelled):
        hand_primes(list(parse_cards("A 3 4 6 7 8 9 J Q X X")), max_size=6, cancel=token)
    with pytest.raises(Cancelled):
        composite_plays(list(parse_cards("A 3 4 6 7 8 9 J Q X X")), max_field=5, cancel=token)


def test_progress_reaches_one() -> None:
    seen: list[float] = []
    hand_primes(list(parse_cards("A 2 3 X")), 3, progress=lambda f, _: seen.append(f))
    assert seen[-1] == 1.0 and seen == sorted(seen)


def _brute_force_composite_fields(ranks: list[int], max_field: int) -> set[tuple[int, ...]]:
    """Field card sequences that some factor field from the other cards makes valid (R9).

    Factor fields tried: any order of any subset of the other cards, cut into groups,
    each group a base or base ^ exponent (towers left out, as in the search).
    """
    fields: set[tuple[int, ...]] = set()
    for k in range(1, max_field + 1):
        for field in set(itertools.permutations(ranks, k)):
            number = concatenate(field)
            if number < 4 or isprime(number):
                continue
            rest = list((Counter(ranks) - Counter(field)).elements())
            if _has_factor_field(number, rest):
                fields.add(field)
    return fields


def _has_factor_field(number: int, rest: list[int]) -> bool:
    for size in range(1, len(rest) + 1):
        for order in set(itertools.permutations(rest, size)):
            for cuts in itertools.product((False, True), repeat=size - 1):
                groups, current = [], [order[0]]
                for cut, card in zip(cuts, order[1:]):
                    if cut:
                        groups.append(current)
                        current = [card]
                    else:
                        current.append(card)
                groups.append(current)
                if _groups_make(number, groups):
                    return True
    return False


def _groups_make(number: int, groups: list[list[int]]) -> bool:
    choices = []
    for group in groups:
        options = [concatenate(group)] if isprime(concatenate(group)) else []
        for split in range(1, len(group)):
            base, exp = concatenate(group[:split]), concatenate(group[split:])
            if isprime(base) and exp >= 2 and exp < 64:
                options.append(base**exp)
        if not options:
            return False
        choices.append(options)
    for values in itertools.product(*choices):
        product = 1
        for v in values:
            product *= v
        if product == number:
            return True
    return False


@settings(max_examples=80, deadline=None)
@given(
    st.one_of(
        st.lists(st.integers(min_value=1, max_value=13), min_size=2, max_size=5),
        # Small cards: many composite fields and factor fields, the interesting case.
        st.lists(st.sampled_from([2, 2, 3, 3, 5, 7, 4, 6, 8, 9, 1]), min_size=3, max_size=5),
    )
)
def test_composite_plays_agree_with_brute_force(ranks: list[int]) -> None:
    """Hypothesis: every field a brute force can justify is found, and nothing else."""
    plays = composite_plays([Card(r) for r in ranks], max_field=2)
    found = {tuple(v for v, _ in play.field) for play in plays}
    assert found == _brute_force_composite_fields(ranks, 2)


def test_factor_fields_prefer_one_digit_cards_to_shed_more() -> None:
    # 26 = 2 * 13: with K and 1 3 both in hand, 1 3 sheds one card more.
    plays = composite_plays(list(parse_cards("2 6 2 K A 3")), max_field=2)
    play = next(p for p in plays if p.field_text == "2 6")
    assert play.factors_text == "2 * 1 3" and play.cards_used == 5
