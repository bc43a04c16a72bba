"""One or more tests per ruling of RULINGS.md, each situation written as a short record."""

from __future__ import annotations

from typing import Any

import pytest

from daifugo_gui.rules import Game, RuleViolation, Settings, Verdict, judge_play, parse_cards, standard_deck
from daifugo_gui.rules.order import declared_order, shown_card_order
from daifugo_gui.rules.deal import deal_plan
from daifugo_gui.rules.record import game_from_record, replay_summary
from daifugo_gui.rules.situations import known_record
from daifugo_gui.rules.reasons import Code


def ev(player: str | None, action: str, **fields: Any) -> dict[str, Any]:
    event: dict[str, Any] = {"action": action, **fields}
    if player is not None:
        event["player"] = player
    return event


def counted(players: list[str], events: list[dict], **settings: Any) -> dict:
    return {"format": "prime-daifugo-record/1", "settings": settings, "players": players, "events": events}


def summary(record: dict) -> dict:
    return replay_summary(game_from_record(record))


# --- R1: cards ----------------------------------------------------------------------


def test_r1_standard_deck_and_even_removal() -> None:
    assert len(standard_deck()) == 54
    deck = standard_deck(remove_even=True)
    assert len(deck) == 42
    assert not [c for c in deck if c.suit and c.suit.value in "HD" and c.rank % 2 == 0]
    assert len(standard_deck(decks=2)) == 108


def test_r1_counted_deal_for_many_players_needs_decks() -> None:
    assert deal_plan(Settings(), 4).deck_count == 54 - 44
    assert not deal_plan(Settings(), 5).feasible
    assert deal_plan(Settings(decks=2), 6).deck_count == 108 - 66
    assert deal_plan(Settings(), 4, shown_card_method=True).hand_size == 12


# --- R2: numbers ----------------------------------------------------------------------


def test_r2_number_is_the_concatenation_with_declared_jokers() -> None:
    j = judge_play("K 8 X=0 7")
    assert j.value == "13807" and j.number == 13807


def test_r2_leading_zero_cannot_be_played() -> None:
    j = judge_play("X=0 7")
    assert j.verdict is Verdict.CANNOT_PLAY and "leading zero" in j.reason


def test_r2_joker_in_multi_card_play_needs_a_value() -> None:
    assert judge_play("X 7").verdict is Verdict.CANNOT_PLAY


# --- R3: ∞ ----------------------------------------------------------------------------


def test_r3_single_joker_beats_everything_in_both_states() -> None:
    assert judge_play("X", last_value=13, last_count=1).verdict is Verdict.INFINITY
    assert judge_play("X", last_value=2, last_count=1, revolution=True).verdict is Verdict.INFINITY


def test_r3_d15_value_and_either() -> None:
    assert judge_play("X=7").verdict is Verdict.CANNOT_PLAY  # default: a lone joker is ∞
    value = Settings(single_joker="value")
    assert judge_play("X=7", settings=value).verdict is Verdict.PRIME
    assert judge_play("X", settings=value).verdict is Verdict.CANNOT_PLAY
    either = Settings(single_joker="either")
    assert judge_play("X", settings=either).verdict is Verdict.INFINITY
    assert judge_play("X=9", settings=either).verdict is Verdict.FOUL


def test_r3_d16_two_jokers_strongest() -> None:
    assert judge_play("X X").verdict is Verdict.CANNOT_PLAY
    j = judge_play("X X", last_value=97, last_count=2, settings=Settings(double_joker_strongest=True))
    assert j.verdict is Verdict.INFINITY


# --- R4: a turn ---------------------------------------------------------------------------


def test_r4_draw_at_most_once_then_play_or_pass() -> None:
    game = Game(["Aki", "Ben"])
    game.draw("Aki")
    assert not game.can_draw("Aki")
    with pytest.raises(RuleViolation, match="already drawn"):
        game.draw("Aki")
    game.pass_turn("Aki")
    assert game.to_move == "Ben" and game.can_draw("Ben")


def test_r4_no_draw_from_an_empty_deck() -> None:
    record = known_record({"Aki": "S2 S3", "Ben": "S4 S5"}, [], settings={"jokers": 0, "decks": 1})
    game = game_from_record(record)
    for _ in range(game.deck_count):
        player = game.to_move
        game.draw(player)
        game.pass_turn(player)
    assert game.deck_count == 0
    with pytest.raises(RuleViolation, match="deck is empty"):
        game.draw(game.to_move)


# --- R5: cannot be played ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("second_play", "why"),
    [
        ("1 3", "holds plays of 1 card;"),  # different count
        ("3", "does not beat"),  # not greater
        ("SK", "does not hold"),  # a card not in the hand (known hands)
    ],
)
def test_r5_cannot_be_played_changes_nothing(second_play: str, why: str) -> None:
    record = known_record(
        {"Aki": "S5 H2 D9", "Ben": "H3 C3 C13 S1"},
        [ev("Aki", "play", field="S5"), ev("Ben", "play", field=second_play)],
    )
    game = game_from_record(record)
    assert game.results[-1] == "cannot_play"
    assert game.to_move == "Ben" and game.hand_counts()["Ben"] == 4 and game.field_text == "S5"
    assert why in game.cannot_play_reason("Ben", second_play).english()


def test_r5_revolution_needs_smaller_and_d3_limits_cards() -> None:
    assert judge_play("1 9 9 7", last_value=1729, last_count=4, revolution=True).verdict is Verdict.CANNOT_PLAY
    assert judge_play("1 7 0 9".replace(" 0", " X=0"), last_value=1729, last_count=4, revolution=True).verdict is Verdict.PRIME
    assert judge_play("1 1 3", settings=Settings(max_cards=2)).verdict is Verdict.CANNOT_PLAY


def test_r5_counted_hand_too_small() -> None:
    game = game_from_record(counted(["Aki", "Ben"], [], hand_size=2))
    outcome = game.play("Aki", "1 1 3")
    assert outcome.verdict is Verdict.CANNOT_PLAY and game.hand_counts()["Aki"] == 2


# --- R6–R9: kinds of play ---------------------------------------------------------------


def test_r6_prime_play_stays_and_turn_passes() -> None:
    s = summary(counted(["Aki", "Ben", "Chie"], [ev("Aki", "play", field="1 1")]))
    assert s["results"] == ["prime"] and s["field"] == "1 1" and s["to_move"] == "Ben"
    assert s["hand_counts"]["Aki"] == 9


def test_r7_grothendieck_cut_flushes_and_same_player_leads() -> None:
    s = summary(counted(["Aki", "Ben"], [ev("Aki", "play", field="2"), ev("Ben", "play", field="3"), ev("Aki", "play", field="X")]))
    assert s["results"][-1] == "infinity" and s["field"] == "" and s["to_move"] == "Aki"
    s = summary(counted(["Aki", "Ben"], [ev("Aki", "play", field="1 1"), ev("Ben", "play", field="5 7")]))
    assert s["results"][-1] == "grothendieck_cut" and s["field"] == "" and s["to_move"] == "Ben"
    assert s["deck_count"] == 54 - 22 + 4


def test_r8_ramanujan_revolution_toggles_and_passes() -> None:
    s = summary(counted(["Aki", "Ben"], [ev("Aki", "play", field="1 7 2 9")]))
    assert s["revolution"] is True and s["to_move"] == "Ben" and s["field"] == "1 7 2 9"
    s = summary(
        counted(["Aki", "Ben"], [ev("Aki", "play", field="1 7 2 9"), ev("Ben", "play", field="1 0 0 9".replace(" 0", " X=0"))])
    )
    assert s["results"][-1] == "prime"  # 1009 < 1729 beats it in revolution
    game = game_from_record(counted(["Aki", "Ben"], [ev("Aki", "play", field="1 7 2 9"), ev("Ben", "play", field="1 7 2 9")]))
    assert game.results[-1] == "cannot_play"  # 1729 does not beat 1729


def test_r8_57_and_1729_with_a_factor_field_are_composite_plays() -> None:
    assert judge_play("5 7", "3 * 1 9").verdict is Verdict.COMPOSITE
    assert judge_play("1 7 2 9", "7 * 1 3 * 1 9").verdict is Verdict.COMPOSITE


@pytest.mark.parametrize(
    ("field", "factors", "verdict"),
    [
        ("8", "2 ^ 3", Verdict.COMPOSITE),
        ("1 6 9", "1 3 ^ 2", Verdict.COMPOSITE),
        ("1 6 9", "K ^ 2", Verdict.COMPOSITE),
        ("5 1 2", "2 ^ 3 ^ 2", Verdict.COMPOSITE),  # tower: 2^(3^2) = 512
        ("6 4", "2 ^ 3 ^ 2", Verdict.FOUL),  # the tower is not (2^3)^2
        ("1 2", "2 * 6", Verdict.FOUL),  # base 6 is not prime
        ("8", "2 ^ 1 * 4", Verdict.CANNOT_PLAY),  # a 1 in the factor field cannot be played (R9a)
        ("2 1", "3 * 5", Verdict.FOUL),  # wrong product
        ("1 3", "1 3", Verdict.CANNOT_PLAY),  # one number, no exponent: not a factor field (R9b)
        ("1 3", "1 3 ^ 1", Verdict.CANNOT_PLAY),  # an exponent 1 (R9a)
        ("1 3", "1 3 * 1", Verdict.CANNOT_PLAY),  # a lone 1 (R9a)
        ("1 3", "2 * 7", Verdict.FOUL),  # a prime takes no factor field
    ],
)
def test_r9_composite_play(field: str, factors: str, verdict: Verdict) -> None:
    assert judge_play(field, factors).verdict is verdict


@pytest.mark.parametrize(
    ("field", "factors", "below"),
    [
        ("6", "A * 2 * 3", 1),  # a lone A
        ("6", "1 * 2 * 3", 1),
        ("6", "2 * 3 * 1", 1),  # the 1 last: same reason, the groups are all read first
        ("9", "3 ^ 1", 1),  # an exponent 1
        ("6", "2 ^ 1 * 3", 1),
        ("1 2", "2 ^ 2 * X=1 * 3", 1),
        ("8", "2 * 5 * 1", 1),  # the product would be wrong too, yet R9a is what is said
    ],
)
def test_r9a_factor_number_below_two_cannot_be_played(field: str, factors: str, below: int) -> None:
    judgement = judge_play(field, factors)
    assert judgement.verdict is Verdict.CANNOT_PLAY and judgement.penalty == 0
    assert judgement.why.code is Code.R9A_FACTOR_BELOW_TWO and dict(judgement.why.params)["number"] == below


@pytest.mark.parametrize(
    ("field", "factors"),
    [("6", "6"), ("7", "7"), ("Q", "3"), ("1 5", "1 5"), ("1 5", "J 4"), ("X=4", "X=4"), ("9 1", "9 1")],
)
def test_r9b_one_number_without_an_exponent_is_not_a_factor_field(field: str, factors: str) -> None:
    """R9b: `6 = 6`, `7 = 7`, `Q = 3` … cannot be played: no foul, no penalty."""
    judgement = judge_play(field, factors)
    assert judgement.verdict is Verdict.CANNOT_PLAY and judgement.penalty == 0
    assert Code.R9B_NOT_A_FACTOR_FIELD in [r.code for r in judgement.reasons]


@pytest.mark.parametrize(("field", "factors"), [("8", "2 ^ 3"), ("6", "2 * 3"), ("9", "3 ^ 2")])
def test_r9b_a_power_or_two_factors_are_factor_fields(field: str, factors: str) -> None:
    assert judge_play(field, factors).verdict is Verdict.COMPOSITE


def test_r9b_names_its_own_reason_beside_r9a() -> None:
    judgement = judge_play("6", "6")
    assert judgement.why.code is Code.R9B_NOT_A_FACTOR_FIELD and dict(judgement.why.params)["factors"] == "6"
    both = judge_play("6", "A")  # a lone A: below 2 (R9a) and not a factor field (R9b)
    assert [r.code for r in both.reasons] == [Code.R9A_FACTOR_BELOW_TWO, Code.R9B_NOT_A_FACTOR_FIELD]


def test_r9b_in_a_game_nothing_changes_and_the_player_declares_again() -> None:
    record = known_record(
        {"Aki": "S6 H6 H2 D3 C9", "Ben": "S9 S10"},
        [ev("Aki", "play", field="S6", factors="H6")],
    )
    game = game_from_record(record)
    assert game.results == ["cannot_play"]
    assert len(game.hand("Aki")) == 5 and game.field_text == "" and game.to_move == "Aki"
    assert game.play("Aki", "S6", "H2 * D3").result == "composite"


def test_r9a_a_joker_worth_0_in_the_factor_field_cannot_be_played() -> None:
    judgement = judge_play("1 2", "2 ^ 2 * 3 * X=0")  # a lone 0 is also a leading zero (R5)
    assert judgement.verdict is Verdict.CANNOT_PLAY and judgement.penalty == 0


def test_r9a_in_a_game_nothing_changes_and_the_player_declares_again() -> None:
    record = known_record(
        {"Aki": "S6 SA H2 D3 C9", "Ben": "S9 S10"},
        [ev("Aki", "play", field="S6", factors="SA * H2 * D3")],
    )
    game = game_from_record(record)
    assert game.results == ["cannot_play"]
    assert len(game.hand("Aki")) == 5 and game.field_text == "" and game.to_move == "Aki"
    assert not game.can_draw("Aki")  # R4a: after a refusal only a play or a pass
    assert game.play("Aki", "S6", "H2 * D3").result == "composite"


def test_r5_a_refusal_names_every_check_that_failed() -> None:
    # two cards on a one-card field, 12 not above 13, and a 1 in the factor field
    judgement = judge_play("1 2", "2 ^ 2 * 1 * 3", last_value=13, last_count=1)
    assert judgement.verdict is Verdict.CANNOT_PLAY
    assert [r.code for r in judgement.reasons] == [Code.R5_OTHER_CARD_COUNT, Code.R5_NOT_GREATER, Code.R9A_FACTOR_BELOW_TWO]


def test_r9_factor_cards_flushed_at_once_field_cards_stay() -> None:
    record = known_record(
        {"Aki": "S8 H2 D3 C4", "Ben": "S9 S10"},
        [ev("Aki", "play", field="S8", factors="H2 ^ D3")],
    )
    game = game_from_record(record)
    assert game.results == ["composite"]
    assert game.field_text == "S8" and game.value_to_beat == 8
    assert [c.text() for c in game.deck()[-2:]] == ["H2", "D3"]
    assert [c.text() for c in game.hand("Aki")] == ["C4"]


# --- R10: fouls ------------------------------------------------------------------------------


def test_r10_foul_takes_back_and_draws_as_many() -> None:
    s = summary(counted(["Aki", "Ben"], [ev("Aki", "draw"), ev("Aki", "play", field="2 1")]))
    assert s["results"] == ["drawn", "foul"]
    assert s["hand_counts"]["Aki"] == 11 + 1 + 2 and s["deck_count"] == 32 - 3
    assert s["field"] == "" and s["to_move"] == "Ben"


def test_r10_penalty_variants() -> None:
    assert judge_play("8", "2 * 4").penalty == 3
    assert judge_play("8", "2 * 4", settings=Settings(penalty="field")).penalty == 1
    assert judge_play("1 1 1", settings=Settings(penalty="one")).penalty == 1


def test_r10_short_deck_counted_others_discard_in_turn_order() -> None:
    # 4 players x 13 cards leave 2 in the deck; a 4-card foul draws 2, the others owe 2 each.
    events = [ev("Aki", "play", field="1 0 0 1".replace(" 0", " X=0"))]
    game = game_from_record(counted(["Aki", "Ben", "Chie", "Dai"], events, hand_size=13))
    assert game.results == ["foul"]
    assert game.hand_counts() == {"Aki": 15, "Ben": 11, "Chie": 11, "Dai": 11}
    assert game.deck_count == 6 and game.to_move == "Ben"


def _short_deck_game() -> Game:
    """Aki holds four even spades, Ben one card, the deck one card, Chie all the rest."""
    aki, ben, deck = parse_cards("S2 S4 S6 S8"), parse_cards("H2"), parse_cards("DK")
    chie = list(standard_deck(jokers=0))
    for card in (*aki, *ben, *deck):
        chie.remove(card)
    return Game(["Aki", "Ben", "Chie"], Settings(jokers=0), {"Aki": aki, "Ben": ben, "Chie": chie}, deck)


def test_r10_short_deck_known_hands_discard_walk_and_going_out() -> None:
    game = _short_deck_game()
    outcome = game.play("Aki", "S2 S4 S6 S8")  # 2468 is even: a foul of 4 cards
    assert outcome.verdict is Verdict.FOUL and outcome.returned == 4 and outcome.drew == 1
    assert outcome.owed == (("Ben", 1), ("Chie", 3))
    assert game.phase.value == "discarding" and game.to_move == "Ben"
    with pytest.raises(RuleViolation, match="Ben puts cards to the deck first"):
        game.discard("Chie", "SA S3 S5")
    with pytest.raises(RuleViolation):
        game.play("Ben", "H2")  # nobody plays while cards are owed
    game.discard("Ben", "H2")
    assert game.out == ["Ben"]  # emptied by the penalty: out at that moment
    with pytest.raises(RuleViolation, match="exactly 3"):
        game.discard("Chie", "SA S3")
    game.discard("Chie", "SA S3 S5")
    assert [c.text() for c in game.deck()] == ["H2", "SA", "S3", "S5"]
    assert game.hand_counts() == {"Aki": 5, "Ben": 0, "Chie": 43}
    assert game.phase.value == "playing" and game.to_move == "Chie"
    assert sorted(game.all_cards().elements()) == sorted(standard_deck(jokers=0))


def test_r10_stop_waits_for_the_short_deck_discards() -> None:
    """issue 27: a stop while discards are owed is refused like a time-out or a
    disqualification, so the ranks do not depend on when the judge pressed the key."""
    game = _short_deck_game()
    game.play("Aki", "S2 S4 S6 S8")
    for reason in ("time", "thousand_day"):
        assert not game.can_stop(reason)
        with pytest.raises(RuleViolation, match="Ben must first put 1 card"):
            game.stop(reason)
    assert game.pending_discards == [("Ben", 1), ("Chie", 3)]
    game.discard("Ben", "H2")
    game.discard("Chie", "SA S3 S5")
    game.stop("time")
    assert game.ranking()[0] == "Ben"  # out by the discards before the stop


def test_r10_short_deck_counted_applies_discards_by_count() -> None:
    game = Game(["Aki", "Ben", "Chie"], Settings(hand_size=17, jokers=0))  # 1 card left
    game.play("Aki", "1 1 1 1")  # 1111 = 11 x 101: a foul of 4 cards
    assert game.hand_counts() == {"Aki": 18, "Ben": 14, "Chie": 14} and game.deck_count == 6


def test_r10_discard_by_the_wrong_player_is_refused() -> None:
    game = Game(["Aki", "Ben"], Settings(hand_size=27))
    assert game.deck_count == 0
    outcome = game.play("Aki", "1 1 1")
    assert outcome.owed == (("Ben", 3),)
    with pytest.raises(RuleViolation, match="counted"):
        game.discard("Ben", "1 2 3")
    assert game.hand_counts() == {"Aki": 27, "Ben": 24} and game.deck_count == 3


def test_r10_d9_disclosure() -> None:
    game = Game(["Aki", "Ben"], Settings(disclose_factors="always"))
    assert game.play("Aki", "2 1").disclose_factors
    game = Game(["Aki", "Ben"])
    assert not game.play("Aki", "2 1").disclose_factors


# --- R11: passing and flushing ------------------------------------------------------------


def test_r11_everyone_else_passes_then_flush_and_p_leads() -> None:
    events = [ev("Aki", "play", field="7"), ev("Ben", "pass"), ev("Chie", "play", field="9")]
    s = summary(counted(["Aki", "Ben", "Chie"], events))
    assert s["results"] == ["prime", "pass", "foul"]  # the foul counts as a pass
    assert s["field"] == "" and s["to_move"] == "Aki"


def test_r11_if_p_went_out_next_after_p_leads() -> None:
    hands = {"Aki": "S7", "Ben": "H2 H3", "Chie": "D4 D5"}
    events = [ev("Aki", "play", field="S7"), ev("Ben", "pass"), ev("Chie", "pass")]
    game = game_from_record(known_record(hands, events))
    assert game.out == ["Aki"]
    assert game.field_text == "" and game.to_move == "Ben"


# --- R12: flushing order -----------------------------------------------------------------


def test_r12_flush_puts_earliest_first_left_to_right() -> None:
    hands = {"Aki": "S1 S3 C5 C7", "Ben": "H1 H9 D2 D3"}
    events = [ev("Aki", "play", field="S1 S3"), ev("Ben", "play", field="H1 H9"), ev("Aki", "play", field="C5 C7")]
    game = game_from_record(known_record(hands, events))
    assert game.results[-1] == "grothendieck_cut"
    assert [c.text() for c in game.deck()[-6:]] == ["SA", "S3", "HA", "H9", "C5", "C7"]


def test_r12_shuffling_flush_is_reproducible_by_seed() -> None:
    hands = {"Aki": "S1 S3 C5 C7", "Ben": "H1 H9 D2 D3"}
    events = [ev("Aki", "play", field="S1 S3"), ev("Ben", "play", field="H1 H9"), ev("Aki", "play", field="C5 C7")]
    one = game_from_record(known_record(hands, events, settings={"flush": "shuffle_all", "seed": 3}))
    two = game_from_record(known_record(hands, events, settings={"flush": "shuffle_all", "seed": 3}))
    assert one.deck() == two.deck()
    assert sorted(one.all_cards().elements()) == sorted(standard_deck())


# --- R13: going out ---------------------------------------------------------------------------


def test_r13_going_out_order_and_last_player() -> None:
    hands = {"Aki": "S2", "Ben": "H3 HK", "Chie": "D7 DJ"}
    events = [ev("Aki", "play", field="S2"), ev("Ben", "play", field="H3"), ev("Chie", "play", field="D7"),
              ev("Ben", "play", field="HK")]
    game = game_from_record(known_record(hands, events))
    # Aki out first; Ben goes out later; Chie is last.
    assert game.finished and game.ranking() == ["Aki", "Ben", "Chie"]


def test_r13_d14_flush_on_finish() -> None:
    hands = {"Aki": "S2", "Ben": "H3 H5", "Chie": "D7 D11"}
    plain = game_from_record(known_record(hands, [ev("Aki", "play", field="S2")]))
    assert plain.field_text == "S2"
    flushed = game_from_record(known_record(hands, [ev("Aki", "play", field="S2")], settings={"flush_on_finish": True}))
    assert flushed.field_text == "" and flushed.to_move == "Ben"


# --- R14: time-outs and disqualification --------------------------------------------------


def test_r14_timeout_disqualifies_by_default_cards_set_aside() -> None:
    game = game_from_record(counted(["Aki", "Ben", "Chie"], [ev("Aki", "timeout")]))
    assert game.results == ["disqualified"] and game.disqualified == ["Aki"]
    assert game.hand_counts()["Aki"] == 0 and game.card_total() == 54 and game.to_move == "Ben"


def test_r14_timeout_forced_pass_setting() -> None:
    s = summary(counted(["Aki", "Ben"], [ev("Aki", "timeout")], on_timeout="pass"))
    assert s["results"] == ["forced_pass"] and s["to_move"] == "Ben"


def test_r14_late_refusal_timeout_is_a_forced_pass() -> None:
    events = [ev("Aki", "play", field="X=0 3"), ev("Aki", "timeout", late_refusal=True)]
    s = summary(counted(["Aki", "Ben"], events))
    assert s["results"] == ["cannot_play", "forced_pass"]


def test_r14_plain_timeout_after_a_refusal_follows_d8() -> None:
    # The refusal was pointed out in time: the time-out is an ordinary one (D8 disqualifies).
    events = [ev("Aki", "play", field="X=0 3"), ev("Aki", "timeout")]
    assert summary(counted(["Aki", "Ben"], events))["results"] == ["cannot_play", "disqualified"]
    events = [ev("Aki", "play", field="X=0 3"), ev("Aki", "timeout")]
    assert summary(counted(["Aki", "Ben"], events, on_timeout="pass"))["results"] == ["cannot_play", "forced_pass"]


def test_r14_late_refusal_needs_a_refusal_this_turn() -> None:
    game = Game(["Aki", "Ben"])
    assert not game.can_timeout("Aki", late_refusal=True)
    with pytest.raises(RuleViolation, match="R14"):
        game.timeout("Aki", late_refusal=True)
    assert game.events == [] and game.to_move == "Aki"


def test_r14_late_refusal_is_kept_in_the_record() -> None:
    game = Game(["Aki", "Ben"])
    game.play("Aki", "X=0 3")
    game.timeout("Aki", late_refusal=True)
    assert game.to_record()["events"][-1] == {"player": "Aki", "action": "timeout", "late_refusal": True}


def test_r14_disqualified_rank_last_latest_highest() -> None:
    events = [ev("Aki", "timeout"), ev("Ben", "timeout")]
    game = game_from_record(counted(["Aki", "Ben", "Chie", "Dai"], events))
    game.play("Chie", "2")
    game.disqualify("Dai")
    assert game.finished and game.ranking() == ["Chie", "Dai", "Ben", "Aki"]


# --- R15: thousand-day rule ---------------------------------------------------------------


def test_r15_thousand_day_stop_after_four_quiet_turns() -> None:
    # deck emptied: with 2 players x 27 cards nothing is left to draw.
    events = [ev(p, "pass") for p in ["Aki", "Ben"] * 3]  # Aki's 4th quiet turn would begin
    s = summary(counted(["Aki", "Ben"], events, hand_size=27, jokers=2))
    assert s["stop"] == "thousand_day" and s["finished"]
    # Same card counts: turn order from the player whose turn was beginning (Aki).
    assert s["to_move"] is None and s["ranking"] == ["Aki", "Ben"]


def test_r15_a_hand_change_restarts_the_count_and_d11_disables_it() -> None:
    events = [ev(p, "pass") for p in ["Aki", "Ben"] * 2] + [ev("Aki", "draw"), ev("Aki", "pass")]
    events += [ev(p, "pass") for p in ["Ben", "Aki", "Ben", "Aki"]]
    game = game_from_record(counted(["Aki", "Ben"], events))
    assert not game.finished and game.thousand_day_counts == {"Aki": 2, "Ben": 3}
    timed = counted(["Aki", "Ben"], [ev(p, "pass") for p in ["Aki", "Ben"] * 6], game_limit_s=900)
    assert not game_from_record(timed).finished


# --- R16: ranking at a stop ---------------------------------------------------------------


def test_r16_stop_ranks_by_fewer_cards_then_turn_order_from_player_to_move() -> None:
    events = [ev("Aki", "play", field="2"), ev("Ben", "play", field="3"), ev("Chie", "pass"), ev("Dai", "timeout"),
              {"action": "stop", "reason": "time"}]
    s = summary(counted(["Aki", "Ben", "Chie", "Dai"], events, hand_size=11, game_limit_s=900))
    # Aki 10, Ben 10, Chie 11; Dai disqualified; Aki is to move.
    assert s["stop"] == "time" and s["ranking"] == ["Aki", "Ben", "Chie", "Dai"]


def test_r16_mathpower_variant_collects_numbers() -> None:
    hands = {"Aki": "S1 S3", "Ben": "H1 H2", "Chie": "D4 D6 D8"}
    events = [{"action": "stop", "reason": "time"}]
    game = game_from_record(known_record(hands, events, settings={"stop_ranking": "mathpower2016", "game_limit_s": 60}))
    assert not game.finished and game.to_move == "Aki"
    with pytest.raises(RuleViolation, match="must use all"):
        game.declare("Aki", "S1")
    game.declare("Aki", "S1 S3")  # 13 prime
    game.declare("Ben", "H2 H1")  # 21 not prime
    game.declare("Chie", "D4 D6 D8")  # not prime, 3 cards
    assert game.finished and game.ranking() == ["Aki", "Ben", "Chie"]


# --- R17: turn order ---------------------------------------------------------------------


def test_r17_shown_card_method() -> None:
    cards = {p: parse_cards(t)[0] for p, t in {"Aki": "S9", "Ben": "HK", "Chie": "SK", "Dai": "C2"}.items()}
    assert shown_card_order(["Aki", "Ben", "Chie", "Dai"], cards) == ["Chie", "Dai", "Aki", "Ben"]
    with_joker = dict(cards, Aki=parse_cards("X")[0])
    assert shown_card_order(["Aki", "Ben", "Chie", "Dai"], with_joker)[0] == "Aki"
    jokers = {"Aki": parse_cards("X")[0], "Ben": parse_cards("X")[0]}
    assert shown_card_order(["Aki", "Ben"], jokers, {"Aki": "red", "Ben": "black"})[0] == "Ben"
    assert declared_order(["Aki", "Ben", "Chie"], "Ben") == ["Ben", "Chie", "Aki"]


# --- R18: clocks (settings only; the clocks themselves live in timing) ---------------------


def test_r18_default_times() -> None:
    s = Settings()
    assert (s.consideration_s, s.turn_limit_s, s.game_limit_s) == (60, 60, None)


# --- R19: two tracking modes -------------------------------------------------------------


def test_r19_counted_mode_keeps_card_total() -> None:
    game = Game(["Aki", "Ben", "Chie"])
    game.draw("Aki")
    game.play("Aki", "5 7")
    game.play("Aki", "8", "2 ^ 3")
    game.pass_turn("Ben")
    game.play("Chie", "4")
    assert game.card_total() == 54
    with pytest.raises(RuleViolation, match="counted"):
        game.hand("Aki")
