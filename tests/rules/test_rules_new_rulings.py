"""The rulings added after the first round (R4a, R10a, R11 as a set, R11a) and partial knowledge (R19)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from daifugo_gui.rules import Game, RuleViolation, Settings, Verdict, judge_play, parse_cards, parse_tokens, standard_deck
from daifugo_gui.rules.errors import RecordError
from daifugo_gui.rules.holding import HIDDEN, overflowing_card
from daifugo_gui.rules.record import game_from_record, load_record, replay, replay_summary
from daifugo_gui.rules.situations import known_record


def ev(player: str | None, action: str, **fields: Any) -> dict[str, Any]:
    event: dict[str, Any] = {"action": action, **fields}
    if player is not None:
        event["player"] = player
    return event


def record(players: list[str], events: list[dict], hands: dict | None = None, **settings: Any) -> dict:
    data: dict[str, Any] = {"format": "prime-daifugo-record/1", "settings": settings, "players": players, "events": events}
    if hands is not None:
        data["hands"] = hands
    return data


# --- R4a: no draw after a refused declaration ---------------------------------------------


def test_r4a_no_draw_after_a_refused_play() -> None:
    game = Game(["Aki", "Ben"])
    assert game.play("Aki", "X=0 3").verdict is Verdict.CANNOT_PLAY
    assert not game.can_draw("Aki")
    with pytest.raises(RuleViolation, match="R4a"):
        game.draw("Aki")
    assert game.deck_count == 32 and game.hand_counts()["Aki"] == 11
    assert game.can_pass("Aki") and game.can_play("Aki", "7")


def test_r4a_refusal_after_a_draw_still_allows_play_or_pass() -> None:
    game = Game(["Aki", "Ben"])
    game.draw("Aki")
    game.play("Aki", "X=0 3")
    assert game.play("Aki", "7").verdict is Verdict.PRIME


def test_r4a_next_player_may_draw_again() -> None:
    game = Game(["Aki", "Ben"])
    game.play("Aki", "X=0 3")
    game.pass_turn("Aki")
    assert game.can_draw("Ben")


# --- R10a: the short deck, draw what is left ------------------------------------------------


def test_r10a_draw_what_is_left_nobody_discards() -> None:
    game = Game(["Aki", "Ben"], Settings(hand_size=26, short_deck="draw_what_is_left"))  # 2 cards left
    outcome = game.play("Aki", "1 1 1 1")  # 1111 = 11 x 101: a foul of 4 cards
    assert outcome.verdict is Verdict.FOUL and outcome.drew == 2 and outcome.owed == ()
    assert game.hand_counts() == {"Aki": 28, "Ben": 26} and game.deck_count == 0
    assert game.to_move == "Ben" and game.card_total() == 54


def test_r10_default_still_makes_the_others_discard() -> None:
    game = Game(["Aki", "Ben"], Settings(hand_size=26))
    assert game.play("Aki", "1 1 1 1").owed == (("Ben", 2),)


def test_r10a_setting_is_checked_and_saved() -> None:
    with pytest.raises(RecordError, match="short_deck"):
        Settings.from_dict({"short_deck": "burn"})
    assert Settings(short_deck="draw_what_is_left").to_dict() == {"short_deck": "draw_what_is_left"}


# --- R11: the passes are a set of players ----------------------------------------------------


def test_r11_a_pass_by_a_player_who_left_does_not_count_for_another() -> None:
    events = [ev("Aki", "play", field="2"), ev("Ben", "pass"), ev("Ben", "disqualify")]
    game = game_from_record(record(["Aki", "Ben", "Chie"], events))
    assert game.field_text == "2" and game.to_move == "Chie"  # Chie has not answered
    game.pass_turn("Chie")
    assert game.field_text == "" and game.to_move == "Aki"


def test_r11_a_disqualified_passer_with_everyone_answered_flushes() -> None:
    events = [ev("Aki", "play", field="2"), ev("Ben", "pass"), ev("Chie", "pass")]
    game = game_from_record(record(["Aki", "Ben", "Chie", "Dai"], events))
    assert game.field_text == "2"
    game.disqualify("Dai")  # the only one who had not answered leaves: all others passed
    assert game.field_text == ""


# --- R11a: suited tokens first ---------------------------------------------------------------


def test_r11a_unsuited_token_takes_what_the_suited_leave() -> None:
    hands = {"Aki": "CA DA S9", "Ben": "H2 H3"}
    game = game_from_record(known_record(hands, []))
    assert game.cannot_play_reason("Aki", "A CA") is None
    outcome = game.play("Aki", "A CA")  # 11: prime
    assert outcome.verdict is Verdict.PRIME
    assert [c.text() for c in game.hand("Aki")] == ["S9"]


def test_r11a_in_factor_fields_and_with_two_decks() -> None:
    hands = {"Aki": "S2 S2 H2 C3 S7", "Ben": "H4 H5"}
    game = game_from_record(known_record(hands, [], settings={"decks": 2}))
    # 12 = 2^2 * 3 made of 2 (any) field + factor 2 ^ S2 * C3: the unsuited 2s take what is left
    outcome = game.play("Aki", "S7 2", "2 ^ S2 * C3")
    assert outcome.verdict is Verdict.COMPOSITE or outcome.verdict is Verdict.FOUL
    assert outcome.verdict is not Verdict.CANNOT_PLAY


def test_r11a_refused_only_when_no_assignment_exists() -> None:
    hands = {"Aki": "CA DA S9", "Ben": "H2 H3"}
    game = game_from_record(known_record(hands, []))
    assert "does not hold" in str(game.cannot_play_reason("Aki", "A CA DA").english())


# --- R19 with partial knowledge ---------------------------------------------------------------


def test_partial_hands_without_deck_track_known_and_hidden() -> None:
    data = record(["Aki", "Ben"], [], hands={"Aki": "5 6 2 4 A 9 Q 7 Q A K", "Ben": "2 T 8 K J 7 5 3 3 6 X"})
    game = game_from_record(data)
    assert game.tracks_hands and not game.known
    assert game.deck_count == 54 - 22 and all(c == HIDDEN for c in game.deck())
    assert game.to_record()["hands"]["Ben"].split()[1] == "10"


def test_partial_draw_names_the_card_and_it_must_fit() -> None:
    data = record(["Aki", "Ben"], [ev("Aki", "draw", card="5"), ev("Aki", "play", field="5 7")],
                  hands={"Aki": "5 6 2 4 A 9 Q 7 Q A K", "Ben": "2 T 8 K J 7 5 3 3 6 X"})
    game = game_from_record(data)
    assert game.results == ["drawn", "grothendieck_cut"]
    assert game.to_record()["events"][0] == {"player": "Aki", "action": "draw", "card": "5"}
    # four 5s are in play; Aki and Ben already hold two, one drawn: a fifth cannot be drawn
    game = game_from_record(record(["Aki", "Ben"], [], hands={"Aki": "5 5 5", "Ben": "5 2"}))
    with pytest.raises(RuleViolation, match="not that many"):
        game.draw("Aki", "5")
    assert game.deck_count == 54 - 5


def test_partial_foul_with_penalty_cards_reveals_them() -> None:
    hands = {"Aki": "5 6 2 4 A 9 Q 7 Q A K", "Ben": "2 T 8 K J 7 5 3 3 6 X"}
    events = [ev("Aki", "draw", card="5"), ev("Aki", "play", field="5 7"),
              ev("Aki", "play", field="K Q", factors="2 ^ 5 * 4 A"), ev("Ben", "draw", card="Q"), ev("Ben", "play", field="K X=K",
              factors="10 J Q * 2 3 3 5 6 7 8", penalty_cards="J A J T K J 4 8 9 X 9 6")]
    game = game_from_record(record(["Aki", "Ben"], events, hands=hands))
    assert game.results == ["drawn", "grothendieck_cut", "composite", "drawn", "foul"]
    ben = Counter(c.text() for c in game.hand("Ben"))
    assert sum(ben.values()) == 12 + 12 and ben["?"] == 0 and ben["J"] == 4
    assert game.card_total() == 54


def test_partial_penalty_cards_only_with_a_foul() -> None:
    hands = {"Aki": "5 7", "Ben": "2 3"}
    game = game_from_record(record(["Aki", "Ben"], [], hands=hands))
    with pytest.raises(RuleViolation, match="penalty cards go with a foul"):
        game.play("Aki", "5 7", penalty_cards="2 2")
    assert game.events == [] and game.hand_counts()["Aki"] == 2


def test_partial_hands_must_fit_the_cards_in_play() -> None:
    with pytest.raises(RecordError, match="more"):
        load_record(record(["Aki", "Ben"], [], hands={"Aki": "X X", "Ben": "X"})).new_game()


def test_deck_without_hands_is_refused() -> None:
    data = record(["Aki", "Ben"], [])
    data["deck"] = "S2"
    with pytest.raises(RecordError, match="needs"):
        load_record(data)


def test_overflowing_card_counts_suits_and_ranks() -> None:
    in_play = Counter(standard_deck())
    assert overflowing_card(Counter(parse_cards("5 5 5 5")), in_play) is None
    assert overflowing_card(Counter(parse_cards("5 5 5 5 S5")), in_play).rank == 5
    assert overflowing_card(Counter(parse_cards("S5 S5")), in_play).text() == "S5"
    assert overflowing_card(Counter(parse_cards("X X X")), in_play).is_joker


# --- card text: T and joker letters; settings bounds; events counted from 1 ------------------------


def test_card_text_t_for_ten_and_joker_letters() -> None:
    assert [t.value for t in parse_tokens("T ST X=T X=J X=Q X=K X=A X=0")] == [10, 10, 10, 11, 12, 13, 1, 0]
    assert [t.value for t in parse_tokens("10 H10 X=13")] == [10, 10, 13]


@pytest.mark.parametrize("text", ["\u212a", "X=\u0661", "\uff15", "X=" + "9" * 5000], ids=["kelvin", "arabic", "fullwidth", "long"])
def test_card_text_only_the_contract_characters(text: str) -> None:
    from daifugo_gui.rules.cards import CardTextError

    with pytest.raises(CardTextError):
        parse_tokens(text)


def test_burst_at_must_exceed_hand_size() -> None:
    with pytest.raises(RecordError, match="burst_at"):
        Settings(hand_size=11, burst_at=11)
    Settings(hand_size=11, burst_at=12)


@pytest.mark.parametrize(
    "key,value", [("decks", 2**63), ("decks", 10**9), ("hand_size", 10**6), ("jokers", 10**5000)], ids=["2^63", "1e9", "1e6", "1e5000"]
)
def test_settings_have_maximums(key: str, value: int) -> None:
    with pytest.raises(RecordError, match=f'"{key}" must be at most'):
        Settings.from_dict({key: value})


def test_events_are_numbered_from_one() -> None:
    data = record(["Aki", "Ben"], [ev("Aki", "pass"), ev("Aki", "pass")])
    with pytest.raises(RecordError, match="^event 2: "):
        replay(load_record(data))


# --- D12 MathPower 2016: a stop while the players declare -------------------------------------


def test_stop_during_mathpower_declarations_closes_them() -> None:
    game = Game(["Aki", "Ben", "Chie"], Settings(stop_ranking="mathpower2016", hand_size=2))
    game.stop("time")
    assert game.phase.value == "declaring"
    game.declare(game.to_move, "1 1")  # 11: prime
    outcome = game.stop("time")
    assert outcome.result == "stopped" and game.finished
    first = game.ranking()[0]
    assert game.declarations[first].is_prime
    assert len(game.ranking()) == 3
    assert game.to_record()["events"][-1] == {"action": "stop", "reason": "time"}
    replayed = game_from_record(game.to_record())
    assert replayed.ranking() == game.ranking()


def test_a_second_thousand_day_stop_during_declarations_is_refused() -> None:
    game = Game(["Aki", "Ben"], Settings(stop_ranking="mathpower2016"))
    game.stop("time")
    with pytest.raises(RuleViolation, match="declaring"):
        game.stop("thousand_day")


def test_counted_mathpower_declarations_are_checked_together_against_the_cards_in_play() -> None:
    """issue 27 (R19): five 9s of one deck across two declarations are refused."""
    game = Game(["Aki", "Ben"], Settings(stop_ranking="mathpower2016", hand_size=3, jokers=0))
    game.stop("time")
    game.declare("Aki", "9 9 9")
    with pytest.raises(RuleViolation, match='not that many "9"'):
        game.declare("Ben", "9 9 7")
    assert not game.can_declare("Ben", "7 9 9")
    game.declare("Ben", "9 7 7")  # the fourth 9 is still free
    assert game.finished
    replayed = game_from_record(game.to_record())
    assert replayed.ranking() == game.ranking()


# --- readings written down in docs/rules.md (issue 27) -----------------------------------------


def test_a_lone_declared_joker_under_single_joker_infinity_cannot_be_played() -> None:
    judgement = judge_play("X=7", settings=Settings(single_joker="infinity"))
    assert judgement.verdict is Verdict.CANNOT_PLAY and judgement.penalty == 0
    assert judge_play("X=7", settings=Settings(single_joker="either")).verdict is Verdict.PRIME


def _discard_deal(**settings: object) -> Game:
    """Aki fouls with 4 cards on a 1-card deck; Ben (1 card) goes out by the discards."""
    aki, ben, deck = parse_cards("S2 S4 S6 S8"), parse_cards("H2"), parse_cards("DK")
    chie = list(standard_deck(jokers=0))
    for card in (*aki, *ben, *deck):
        chie.remove(card)
    hands = {"Aki": list(aki), "Ben": list(ben), "Chie": chie}
    return Game(["Aki", "Ben", "Chie"], Settings(jokers=0, **settings), hands, list(deck))


def _foul_on_a_short_deck(game: Game) -> None:
    game.pass_turn("Aki")
    game.pass_turn("Ben")
    assert game.play("Chie", "CA DA HA C7").result == "prime"  # 1117 stays on the field
    assert game.play("Aki", "S2 S4 S6 S8").verdict is Verdict.FOUL  # 2468: 4 cards, 1 in the deck
    assert game.pending_discards == [("Ben", 1), ("Chie", 3)]


def test_d14_going_out_by_short_deck_discards_does_not_flush_the_field() -> None:
    """Reading: D14 flushes when a player goes out after a valid play; going out by the
    discards of R10 is not that, so the field stays as it was."""
    game = _discard_deal(flush_on_finish=True)
    _foul_on_a_short_deck(game)
    game.discard("Ben", "H2")
    assert game.out == ["Ben"] and game.field_text == "CA DA HA C7"


def test_a_burst_after_a_foul_on_a_short_deck_is_decided_once_the_discards_are_done() -> None:
    """Reading: the fouling player's hand is counted against burst_at after every owed
    discard (the discards are part of the foul's penalty)."""
    game = _discard_deal(burst_at=5, hand_size=4)
    _foul_on_a_short_deck(game)
    assert len(game.hand("Aki")) == 5 and "Aki" not in game.burst and "Aki" in game.active
    game.discard("Ben", "H2")
    assert "Aki" not in game.burst
    game.discard("Chie", "SA S3 S5")
    assert game.burst == ["Aki"]


def test_the_judges_own_stop_is_its_own_reason_in_the_record() -> None:
    """issue 27: "Stop the game now" is the judge's stop, not the D11 time stop."""
    game = Game(["Aki", "Ben", "Chie"], Settings(hand_size=3))
    game.play("Aki", "7")
    outcome = game.stop("judge")
    assert outcome.stopped == "judge" and game.stop_reason == "judge" and game.finished
    assert [s.code.name for s in outcome.sentences] == ["JUDGE_STOPS"]
    assert game.to_record()["events"][-1] == {"action": "stop", "reason": "judge"}
    assert replay_summary(replay(load_record(game.to_record())).game)["stop"] == "judge"
    assert game.ranking()[0] == "Aki"  # D12: fewer cards first
    with pytest.raises(RuleViolation, match='"judge"'):
        Game(["Aki", "Ben"]).stop("hall")
