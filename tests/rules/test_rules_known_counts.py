"""Issue 29: the R19 known-card counts are kept incrementally; they must always equal a full
recount of every card wherever it lies (hands, deck, field, set aside), in every tracking
mode, after every event, and a copy's counts must not follow the original."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from daifugo_gui.rules import HIDDEN, Game, Settings
from daifugo_gui.rules.cards import cards_text
from daifugo_gui.rules.errors import RuleViolation
from daifugo_gui.rules.game import _card_of_key
from daifugo_gui.rules.reasons import Code
from random_games import SETTINGS, random_game


def recounted(game: Game) -> Counter:
    cards = game.all_cards()
    del cards[HIDDEN]
    return cards


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), rules=SETTINGS, steps=st.integers(1, 120))
def test_r19_running_counts_equal_a_full_recount_after_every_event(
    seed: int, players: int, rules: Settings, steps: int
) -> None:
    known_end = random_game(seed, players, rules, steps)
    known = known_end.fresh()
    partial = Game(known.players, rules, {p: known.hand(p) for p in known.players})
    counted = Game(known.players, rules)
    for event in known_end.events:
        top = known.deck()
        outcome = known.apply(event)
        named = event.to_json()
        if event.action == "draw":
            named["card"] = top[0].text()
        if outcome.result == "foul" and outcome.drew:
            named["penalty_cards"] = cards_text(top[: outcome.drew])
        partial.apply_json(named)
        if event.action != "discard":
            counted.apply(event)
        for game in (known, partial, counted):
            assert game._known_cards() == recounted(game)


def test_a_copy_keeps_its_own_counts() -> None:
    game = Game(["Aki", "Ben"], Settings(hand_size=3), {"Aki": [], "Ben": []})
    twin = game.copy()
    game.draw("Aki", "SK")
    assert game._known_cards() == Counter({game.hand("Aki")[0]: 1}) == recounted(game)
    assert twin._known_cards() == Counter() == recounted(twin)


def test_r19_a_card_beyond_the_cards_in_play_is_still_named() -> None:
    """One deck holds one SK: a second one named from hidden cards is refused, naming SK."""
    game = Game(["Aki", "Ben"], Settings(hand_size=3), {"Aki": [], "Ben": []})
    game.draw("Aki", "SK")
    game.pass_turn("Aki")
    with pytest.raises(RuleViolation) as refused:
        game.draw("Ben", "SK")
    assert refused.value.reason.code is Code.R19_TOO_MANY_OF_CARD
    assert refused.value.reason["card"] == "SK"
    assert game._known_cards() == recounted(game)  # the refusal changed nothing


def overflow_recounted(game: Game) -> bool:
    from daifugo_gui.rules.holding import overflowing_card

    return overflowing_card(recounted(game), game._in_play) is not None


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), rules=SETTINGS, steps=st.integers(1, 80))
def test_r19_the_overflow_marks_follow_the_counts(seed: int, players: int, rules: Settings, steps: int) -> None:
    """Which cards and ranks overflow is kept with the counts; it must match a recount."""
    game = random_game(seed, players, rules, steps)
    assert (bool(game._over_cards) or bool(game._over_ranks)) == overflow_recounted(game)
    for key, count in game._known.items():  # counted by card key (issue 40)
        card = _card_of_key(key)
        assert (key in game._over_cards) == (card.suit is not None and count > game._in_play[card])
    per_rank = Counter()
    for card, count in recounted(game).items():
        per_rank[card.rank] += count
    assert +game._known_per_rank == per_rank
