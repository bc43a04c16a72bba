"""The record's settings that the ruling tests do not already cover."""

from __future__ import annotations

import pytest

from daifugo_gui.rules import Game, RecordError, Settings, Verdict, parse_cards
from daifugo_gui.rules.record import game_from_record
from daifugo_gui.rules.reasons import Code
from daifugo_gui.rules.settings import Penalty
from daifugo_gui.rules.situations import known_record


def test_start_revolution() -> None:
    game = Game(["Aki", "Ben"], Settings(start_revolution=True))
    assert game.revolution
    game.play("Aki", "7")
    assert game.play("Ben", "1 1").verdict is Verdict.CANNOT_PLAY
    assert game.play("Ben", "5").verdict is Verdict.PRIME


@pytest.mark.parametrize(
    ("mode", "verdict", "out"),
    [("allowed", "infinity", ["Aki"]), ("forbidden", "cannot_play", []), ("foul", "foul", [])],
)
def test_d17_finishing_with_infinity(mode: str, verdict: str, out: list[str]) -> None:
    record = known_record({"Aki": "X", "Ben": "S2 S3"}, [{"player": "Aki", "action": "play", "field": "X"}],
                          settings={"finish_with_infinity": mode})
    game = game_from_record(record)
    assert game.results == [verdict] and game.out == out


def test_burst_at_removes_a_player_who_holds_too_many() -> None:
    game = Game(["Aki", "Ben", "Chie"], Settings(hand_size=11, burst_at=13))
    game.draw("Aki")
    outcome = game.play("Aki", "2 1")  # foul: 12 + 2 = 14 cards, over the limit
    assert outcome.verdict is Verdict.FOUL
    assert game.disqualified == ["Aki"] and game.burst == ["Aki"] and game.to_move == "Ben"
    assert game.card_total() == 54


def test_two_decks_eight_players_counted_hands() -> None:
    settings = Settings(decks=2, hand_size=11)
    names = [f"P{i}" for i in range(8)]
    game = Game(names, settings)
    assert game.deck_count == 108 - 88
    game.play("P0", "X")
    assert game.to_move == "P0"


def test_open_hands_d19_is_a_plain_setting() -> None:
    record = known_record({"Aki": "S2", "Ben": "S3"}, [], settings={"open_hands": True})
    assert game_from_record(record).settings.open_hands


def test_settings_round_trip_and_bad_values() -> None:
    s = Settings(on_timeout="pass", game_limit_s=900, stop_ranking="mathpower2016")
    assert Settings.from_dict(s.to_dict()) == s
    with pytest.raises(RecordError, match='"hand_size" must be a whole number'):
        Settings.from_dict({"hand_size": "eleven"})
    with pytest.raises(RecordError, match='"decks" must be at least 1'):
        Settings.from_dict({"decks": 0})
    with pytest.raises(RecordError, match='"remove_even" must be true or false'):
        Settings.from_dict({"remove_even": 1})


def test_suitless_token_plays_any_matching_card_in_known_hands() -> None:
    record = known_record({"Aki": "S5 H7", "Ben": "S2"}, [{"player": "Aki", "action": "play", "field": "7"}])
    game = game_from_record(record)
    assert game.hand("Aki") == parse_cards("S5")


def test_word_settings_are_enums_written_as_the_same_words() -> None:
    """Issue 25: a setting of a few words holds its enum member; records, presets and the
    database (all through to_dict and JSON) keep the words, and a word still reads."""
    import json

    from daifugo_gui.rules.settings import CHOICES, PRESETS, DiscloseFactors, OnTimeout, StopRanking

    read = Settings.from_dict({"on_timeout": "pass", "disclose_factors": "on_request"})
    assert read.on_timeout is OnTimeout.PASS and read.disclose_factors is DiscloseFactors.ON_REQUEST
    assert Settings(on_timeout=OnTimeout.PASS) == read.replace(disclose_factors="never")
    written = read.to_dict()
    assert written == {"on_timeout": "pass", "disclose_factors": "on_request"}
    assert all(type(value) is str for value in written.values())  # plain words, not members
    assert json.dumps(written) == '{"on_timeout": "pass", "disclose_factors": "on_request"}'
    assert PRESETS["mathpower"].to_dict() == {"on_timeout": "pass", "game_limit_s": 900, "stop_ranking": "mathpower2016"}
    assert PRESETS["mathpower"].stop_ranking is StopRanking.MATHPOWER2016
    for name, kind in CHOICES.items():
        for member in kind:
            assert getattr(Settings(**{name: member.value}), name) is member
    with pytest.raises(RecordError, match=r'setting "flush" must be one of "bottom_in_order", "shuffle_bottom", '
                                          r'"shuffle_all", not \'sideways\''):
        Settings(flush="sideways")


def test_settings_read_again_are_the_same_and_a_bad_value_is_refused_after_a_good_one() -> None:
    """Issue 40: a settings object read before gives the settings read then; the memo
    tells values apart by type (True == 1), so a true/false where a number belongs is
    refused even after the number was read, and a list is refused as always."""
    first = Settings.from_dict({"decks": 2, "penalty": "one"})
    assert Settings.from_dict({"decks": 2, "penalty": "one"}) is first
    assert first == Settings(decks=2, penalty="one") and first.penalty is Penalty.ONE
    with pytest.raises(RecordError) as refused:
        Settings.from_dict({"decks": True, "penalty": "one"})
    assert refused.value.reason.code is Code.SETTING_WHOLE_NUMBER
    with pytest.raises(RecordError):
        Settings.from_dict({"decks": [2]})
    assert Settings.from_dict({"thousand_day": False}) != Settings.from_dict({"thousand_day": True})
