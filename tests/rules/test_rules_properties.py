"""Property tests: random games never lose a card (R19), both tracking modes agree, records
round-trip, and verdicts agree with sympy."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st
from sympy import factorint, isprime

from daifugo_gui.rules import Game, Phase, Settings, Verdict, judge_play, standard_deck
from daifugo_gui.rules.record import game_from_record, replay_summary
from random_games import SETTINGS, random_game


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), rules=SETTINGS, steps=st.integers(1, 150))
def test_r19_random_games_never_lose_or_duplicate_a_card(seed: int, players: int, rules: Settings, steps: int) -> None:
    game = random_game(seed, players, rules, steps)
    assert game.all_cards() == Counter(standard_deck(rules.decks, rules.jokers, rules.remove_even))
    assert game.card_total() == rules.total_cards


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), rules=SETTINGS, steps=st.integers(1, 120))
def test_r19_counted_and_known_tracking_agree_on_every_count(
    seed: int, players: int, rules: Settings, steps: int
) -> None:
    known_end = random_game(seed, players, rules, steps)
    known = known_end.fresh()
    counted = Game(known_end.players, rules)
    for event, result in zip(known_end.events, known_end.results):
        assert known.apply(event).result == result
        # Counted hands apply the short-deck discards by count at the foul: no event.
        if event.action != "discard":
            assert counted.apply(event).result == result
        if known.phase is Phase.DISCARDING:
            continue  # the known game is halfway through the discards the counted one applied
        assert counted.hand_counts() == known.hand_counts()
        assert counted.deck_count == known.deck_count
        assert counted.card_total() == known.card_total()
        assert counted.ranking() == known.ranking()
        assert counted.to_move == known.to_move
        assert counted.field_text == known.field_text
        assert counted.revolution == known.revolution
        assert counted.thousand_day_counts == known.thousand_day_counts


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), rules=SETTINGS, steps=st.integers(1, 120))
def test_replay_of_saved_game_equals_the_game(seed: int, players: int, rules: Settings, steps: int) -> None:
    game = random_game(seed, players, rules, steps)
    again = game_from_record(game.to_record())
    assert replay_summary(again) == replay_summary(game)
    assert again.events == game.events
    for player in game.players:
        assert again.hand(player) == game.hand(player)
    assert again.deck() == game.deck()


CARD_VALUES = st.lists(st.integers(1, 13), min_size=1, max_size=54)


@settings(max_examples=200, deadline=None)
@given(values=CARD_VALUES)
def test_verdicts_up_to_108_digits_agree_with_sympy(values: list[int]) -> None:
    text = " ".join(str(v) for v in values)
    number = int("".join(str(v) for v in values))
    verdict = judge_play(text).verdict
    if number == 57:
        assert verdict is Verdict.GROTHENDIECK_CUT
    elif number == 1729:
        assert verdict is Verdict.RAMANUJAN_REVOLUTION
    elif isprime(number):
        assert verdict is Verdict.PRIME
    else:
        assert verdict is Verdict.FOUL


def as_cards(number: int) -> str:
    """Write a number with cards: 10-13 where the digits allow, a joker for a lone 0."""
    digits, tokens, i = str(number), [], 0
    while i < len(digits):
        if digits[i] == "1" and i + 1 < len(digits) and digits[i + 1] in "0123":
            tokens.append(digits[i : i + 2])
            i += 2
        else:
            tokens.append("X=0" if digits[i] == "0" else digits[i])
            i += 1
    return " ".join(tokens)


@settings(max_examples=150, deadline=None)
@given(values=st.lists(st.integers(1, 13), min_size=1, max_size=6))
def test_composite_play_with_the_true_factorization_is_accepted(values: list[int]) -> None:
    number = int("".join(str(v) for v in values))
    groups = [as_cards(p) + (f" ^ {as_cards(e)}" if e > 1 else "") for p, e in sorted(factorint(number).items())]
    verdict = judge_play(" ".join(str(v) for v in values), " * ".join(groups)).verdict
    if isprime(number):
        assert verdict is Verdict.CANNOT_PLAY  # a prime "factored" as itself: one number (R9b)
    elif number < 4:
        assert verdict is Verdict.FOUL
    else:
        assert verdict is Verdict.COMPOSITE


@pytest.mark.slow
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), rules=SETTINGS, steps=st.integers(1, 120))
def test_r19_partial_knowledge_agrees_with_known_tracking(seed: int, players: int, rules: Settings, steps: int) -> None:
    """Issue 11: hands known, deck hidden, draws and penalty cards named (a 数譜 record)."""
    from daifugo_gui.rules.cards import cards_text
    from daifugo_gui.rules.holding import HIDDEN, overflowing_card

    known_end = random_game(seed, players, rules, steps)
    known = known_end.fresh()
    hands = {p: known.hand(p) for p in known.players}
    partial = Game(known.players, rules, hands)
    in_play = Counter(standard_deck(rules.decks, rules.jokers, rules.remove_even))
    for event, result in zip(known_end.events, known_end.results):
        top = known.deck()
        outcome = known.apply(event)
        named = event.to_json()
        if event.action == "draw":
            named["card"] = top[0].text()
        if outcome.result == "foul" and outcome.drew:
            named["penalty_cards"] = cards_text(top[: outcome.drew])
        assert partial.apply_json(named).result == result
        assert partial.hand_counts() == known.hand_counts() and partial.deck_count == known.deck_count
        assert partial.card_total() == known.card_total() == rules.total_cards
        seen = partial.all_cards()
        del seen[HIDDEN]
        assert overflowing_card(seen, in_play) is None
        for player in known.players:  # every card of a hand was named: nothing hidden there
            assert Counter(partial.hand(player)) == Counter(known.hand(player))


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), rules=SETTINGS, steps=st.integers(2, 100))
def test_a_copy_is_independent_and_plays_on_identically(seed: int, players: int, rules: Settings, steps: int) -> None:
    end = random_game(seed, players, rules, steps)
    game = end.fresh()
    for event in end.events[:-1]:
        game.apply(event)
    twin = game.copy()
    before = replay_summary(game)
    twin.apply(end.events[-1])
    assert replay_summary(game) == before and len(game.events) == len(end.events) - 1
    assert replay_summary(twin) == replay_summary(end) and twin.deck() == end.deck()
