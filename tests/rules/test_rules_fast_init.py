"""Issue 29: the values a replay makes for every event write their own ``__init__``
(speed, see ``Outcome``'s note); each must stay the dataclass it stands for: the same
fields in the same order with the same defaults, equality, repr, ``replace`` and no
change afterwards."""

from __future__ import annotations

import dataclasses
import inspect

import pytest

from daifugo_gui.rules.game import Outcome
from daifugo_gui.rules.reasons import Code, Reason
from daifugo_gui.rules.results import Result
from daifugo_gui.rules import Verdict


def _signature_matches_fields(cls: type) -> None:
    parameters = list(inspect.signature(cls.__init__).parameters.values())[1:]
    wanted = [(f.name, f.default) for f in dataclasses.fields(cls)]
    given = [(p.name, p.default if p.default is not p.empty else dataclasses.MISSING) for p in parameters]
    assert given == wanted


def test_outcome_init_takes_the_dataclass_fields_and_stays_frozen() -> None:
    _signature_matches_fields(Outcome)
    said = (Reason.of(Code.R11_PASSES, player="Aki"),)
    outcome = Outcome(Result.PASS, "Aki", sentences=said, flushed=True)
    # every field is set, positional or by name, defaults included
    assert {f.name: getattr(outcome, f.name) for f in dataclasses.fields(Outcome)} == {
        "result": Result.PASS, "player": "Aki", "verdict": None, "value": None, "sentences": said,
        "returned": 0, "drew": 0, "owed": (), "went_out": (), "flushed": True, "leads_again": False,
        "revolution": False, "disclose_factors": False, "stopped": None, "judgement": None,
    }
    assert outcome == Outcome(Result.PASS, "Aki", None, None, said, flushed=True)
    assert outcome != Outcome(Result.PASS, "Aki", None, None, said)
    assert repr(outcome).startswith("Outcome(result=<Result.PASS")
    assert outcome.message == "Aki passes."
    stopped = dataclasses.replace(outcome, stopped="thousand_day", verdict=Verdict.PRIME)
    assert (stopped.stopped, stopped.verdict, stopped.flushed, outcome.stopped) == (
        "thousand_day", Verdict.PRIME, True, None)
    with pytest.raises(dataclasses.FrozenInstanceError):
        outcome.flushed = False  # type: ignore[misc]
    with pytest.raises(TypeError):
        Outcome(Result.PASS, "Aki", colour="red")  # type: ignore[call-arg]


def test_reason_and_field_play_init_take_their_fields_and_stay_frozen() -> None:
    from daifugo_gui.rules.cards import Card
    from daifugo_gui.rules.game import FieldPlay

    _signature_matches_fields(Reason)
    _signature_matches_fields(FieldPlay)
    reason = Reason.of(Code.R4_DRAWS, player="Aki")
    assert reason == Reason(Code.R4_DRAWS, (("player", "Aki"),))
    assert hash(reason) == hash(Reason(Code.R4_DRAWS, (("player", "Aki"),)))
    assert Reason(Code.R11_ALL_PASSED).params == ()
    assert reason.english() == "Aki draws a card"
    assert repr(reason) == "Reason(code=<Code.R4_DRAWS: '{player} draws a card'>, params=(('player', 'Aki'),))"
    with pytest.raises(dataclasses.FrozenInstanceError):
        reason.params = ()  # type: ignore[misc]
    play = FieldPlay("Aki", "7", 1, 7, (Card(7),))
    assert (play.player, play.text, play.count, play.value, play.cards) == ("Aki", "7", 1, 7, (Card(7),))
    assert play == FieldPlay("Aki", "7", 1, 7, (Card(7),))
    with pytest.raises(dataclasses.FrozenInstanceError):
        play.count = 2  # type: ignore[misc]
