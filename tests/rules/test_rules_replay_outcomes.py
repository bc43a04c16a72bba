"""Issue 29: loading a record for its state drops each event's outcome as soon as it is
made; ``replay`` still hands back every outcome, the same ones.

Kept by the loader, the outcomes of a long record were most of what the cyclic garbage
collector walked, again and again, while the replay ran: a tenth of its time."""

from __future__ import annotations

import weakref

import pytest

from daifugo_gui.rules import Game, Settings
from daifugo_gui.rules.game import Outcome
from daifugo_gui.rules.record import game_from_record, load_record, replay


def _record() -> dict:
    game = Game(["Aki", "Ben"], Settings(hand_size=5, thousand_day=False))
    game.draw("Aki")
    game.play("Aki", "2")
    game.pass_turn("Ben")
    game.play("Aki", "3")
    game.draw("Ben")
    game.pass_turn("Ben")
    return game.to_record()


def _watch_outcomes(
    monkeypatch: pytest.MonkeyPatch,
) -> tuple[list[weakref.ref[Outcome]], list[bool]]:
    """Each outcome the engine makes, and whether the one before was still alive when the
    next event came (what the garbage collector would have had to walk)."""
    made: list[weakref.ref[Outcome]] = []
    alive_at_next: list[bool] = []
    apply = Game.apply

    def watched(self: Game, event: object) -> Outcome:
        if made:
            alive_at_next.append(made[-1]() is not None)
        outcome = apply(self, event)  # type: ignore[arg-type]
        made.append(weakref.ref(outcome))
        return outcome

    monkeypatch.setattr(Game, "apply", watched)
    return made, alive_at_next


def test_loading_a_record_keeps_no_outcome(monkeypatch: pytest.MonkeyPatch) -> None:
    made, alive_at_next = _watch_outcomes(monkeypatch)
    game = game_from_record(_record())
    assert len(made) == 6 and len(game.events) == 6
    assert alive_at_next == [False] * 5


def test_replay_still_gives_every_outcome(monkeypatch: pytest.MonkeyPatch) -> None:
    record = load_record(_record())
    kept = replay(record)
    made, alive_at_next = _watch_outcomes(monkeypatch)
    again = replay(record)
    assert alive_at_next == [True] * 5
    assert [ref() for ref in made] == again.outcomes
    assert again.outcomes == kept.outcomes and len(kept.outcomes) == 6
    assert replay(record, stop_at=2).outcomes == kept.outcomes[:2]
    assert game_from_record(record).to_record() == kept.game.to_record()
