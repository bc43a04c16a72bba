"""The table session's downtime part alone (issue 37, item 4): real clocks, a fake time
source, no session. A question holds every clock; the time it stood open is offered to
the judge only when it is worth offering and the same game still runs."""

from __future__ import annotations

from daifugo_gui.app.table_downtime import HELD_NOTED_S, Downtime
from daifugo_gui.timing.clocks import TableClocks


class FakeTime:
    def __init__(self) -> None:
        self.t = 500.0

    def __call__(self) -> float:
        return self.t


def running_clocks(now: FakeTime) -> TableClocks:
    clocks = TableClocks(consideration_s=None, turn_limit_s=60, bank_s=None, game_limit_s=600,
                         players=["Aki", "Ben"], now=now)
    clocks.begin_play("Aki")
    return clocks


def test_a_question_holds_the_clocks_and_its_time_waits_for_the_judge() -> None:
    now = FakeTime()
    clocks, part = running_clocks(now), Downtime(now)
    part.question_opened(clocks, running=True)
    part.question_opened(clocks, running=True)  # a second question inside the first
    assert clocks.held and part.asking
    now.t += 61
    assert part.question_closed(clocks, running=True) is None and clocks.held  # the outer one is still open
    assert part.question_closed(clocks, running=True) == 61
    assert not clocks.held and not part.asking
    assert clocks.game.elapsed() == 0  # the clock stood: nobody was charged
    assert part.seconds == 61 and part.turn == "Aki"
    part.forget()
    assert part.seconds is None


def test_a_click_long_question_or_another_game_offers_nothing() -> None:
    now = FakeTime()
    clocks, part = running_clocks(now), Downtime(now)
    part.question_opened(clocks, running=True)
    now.t += HELD_NOTED_S / 2
    assert part.question_closed(clocks, running=True) is None and part.seconds is None
    part.question_opened(clocks, running=True)
    now.t += 30
    other = running_clocks(now)  # a new game began while the question was open
    assert part.question_closed(other, running=True) is None and not clocks.held


def test_a_crash_adds_to_what_a_question_left() -> None:
    now = FakeTime()
    part = Downtime(now)
    part.crashed(12.0, "Ben")
    assert part.seconds == 12.0 and part.turn == "Ben"
    clocks = running_clocks(now)
    part.question_opened(clocks, running=True)
    now.t += 3
    assert part.question_closed(clocks, running=True) == 3 and part.seconds == 15.0 and part.turn == "Aki"


def test_no_game_running_holds_nothing() -> None:
    now = FakeTime()
    clocks, part = running_clocks(now), Downtime(now)
    part.question_opened(clocks, running=False)
    assert not clocks.held and part.asking
    assert part.question_closed(clocks, running=False) is None and not part.asking


def test_a_question_in_the_consideration_time_holds_it_and_offers_nothing() -> None:
    # D6: the consideration countdown stands while the judge is asked and goes on where it
    # stood; the game clock had not started, so there is no game time to offer to count.
    now = FakeTime()
    clocks = TableClocks(consideration_s=30, turn_limit_s=60, bank_s=None, game_limit_s=600,
                         players=["Aki", "Ben"], now=now)
    clocks.start_consideration()
    now.t += 5
    part = Downtime(now)
    part.question_opened(clocks, running=True)
    assert clocks.held
    now.t += 40
    assert part.question_closed(clocks, running=True) is None and part.seconds is None
    assert not clocks.held and clocks.considering
    assert clocks.consideration is not None and clocks.consideration.remaining() == 25
