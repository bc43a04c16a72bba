"""Why a game stopped is a typed value (issue 37, item 5): ``StopReason`` for D11, R15/D18
and the judge's stop, from the engine to the screen; records keep the same words."""

from __future__ import annotations

import json

import pytest

from daifugo_gui.rules import Game, RuleViolation, StopReason
from daifugo_gui.rules.events import Stop, event_from_json
from daifugo_gui.rules.reasons import Code
from daifugo_gui.rules.record import game_from_record, replay_summary


def test_a_stop_read_from_a_record_is_a_member_and_writes_the_same_word() -> None:
    event = event_from_json({"action": "stop", "reason": "judge"})
    assert event == Stop(StopReason.JUDGE) and event.reason is StopReason.JUDGE
    assert json.dumps(event.to_json()) == '{"action": "stop", "reason": "judge"}'


@pytest.mark.parametrize("reason", list(StopReason))
def test_each_stop_is_kept_as_its_member_by_the_engine_and_through_a_replay(reason: StopReason) -> None:
    game = Game(["Aki", "Ben"])
    outcome = game.stop(reason.value)  # the word a record holds
    assert outcome.stopped is reason and game.stop_reason is reason
    again = game_from_record(json.loads(json.dumps(game.to_record())))
    assert again.stop_reason is reason
    assert json.dumps(replay_summary(again)["stop"]) == f'"{reason.value}"'  # daifugo replay's word


def test_an_unknown_stop_word_is_still_refused_as_a_ruling() -> None:
    assert Stop("hall").reason == "hall"
    with pytest.raises(RuleViolation) as refused:
        Game(["Aki", "Ben"]).apply(Stop("hall"))
    assert refused.value.reason.code is Code.STOP_KIND
