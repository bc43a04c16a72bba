"""The deal on its own (rules/deal.py, issue 37 item 7): what a game starts from, before any
state machine exists."""

from __future__ import annotations

import pytest

from daifugo_gui.rules.cards import parse_cards, standard_deck
from daifugo_gui.rules.deal import cards_in_play, counted_deal, deal_plan, known_counts, known_deal, seated_players
from daifugo_gui.rules.errors import RecordError
from daifugo_gui.rules.holding import HIDDEN
from daifugo_gui.rules.reasons import Code
from daifugo_gui.rules.settings import Settings


def test_counted_hands_are_the_plan_for_the_table_all_hidden() -> None:
    settings = Settings()
    hands, deck = counted_deal(("Aki", "Ben", "Chie"), settings)
    plan = deal_plan(settings, 3)
    assert [len(h) for h in hands.values()] == [plan.hand_size] * 3 and len(deck) == plan.deck_count
    assert set(deck) == {HIDDEN} and all(set(h) == {HIDDEN} for h in hands.values())
    with pytest.raises(RecordError) as too_big:
        counted_deal([f"p{i}" for i in range(20)], settings)  # R1: 20 hands need more than one deck
    assert too_big.value.reason.code is Code.GAME_DEAL_TOO_BIG


def test_a_full_deal_with_one_card_doubled_names_the_card_too_many_and_the_one_missing() -> None:
    """R19: every card in play dealt once, no more."""
    in_play = cards_in_play(1, 2, False)
    deck = list(standard_deck(1, 2, False))
    hands = {"Aki": deck[:11], "Ben": deck[11:22]}
    dealt, rest, keys = known_deal(("Aki", "Ben"), hands, deck[22:], in_play)
    assert dealt == hands and rest == deck[22:] and sum(keys.values()) == 54
    assert known_counts(keys, in_play).over_cards == set()
    doubled = [*deck[22:-1], deck[0]]  # the last card missing, the first dealt twice
    with pytest.raises(RecordError) as mismatch:
        known_deal(("Aki", "Ben"), hands, doubled, in_play)
    problems = mismatch.value.reason.get("problems")
    assert problems.code is Code.GAME_CARDS_TOO_MANY_AND_MISSING
    assert problems.get("extra") == deck[0].text() and problems.get("missing") == deck[-1].text()


def test_hands_without_the_deck_leave_the_rest_hidden_and_must_fit() -> None:
    in_play = cards_in_play(1, 2, False)
    hands = {"Aki": parse_cards("SA S2"), "Ben": parse_cards("H3")}
    _, rest, _ = known_deal(("Aki", "Ben"), hands, None, in_play)
    assert rest == [HIDDEN] * 51
    with pytest.raises(RecordError) as twice:
        known_deal(("Aki", "Ben"), {"Aki": parse_cards("SA"), "Ben": parse_cards("SA")}, None, in_play)
    assert twice.value.reason.code is Code.GAME_HANDS_TOO_MANY


def test_the_seats_need_two_players_each_once() -> None:
    assert seated_players(["Aki", "Ben"]) == ("Aki", "Ben")
    for players, code in ((["Aki"], Code.GAME_TWO_PLAYERS), (["Aki", "Ben", "Aki"], Code.GAME_PLAYER_TWICE)):
        with pytest.raises(RecordError) as refused:
            seated_players(players)
        assert refused.value.reason.code is code
