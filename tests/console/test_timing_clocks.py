"""The judge's clocks against a fake monotonic clock (D6, D7 + bank, D8 trigger, D11, R18)."""

from __future__ import annotations

import pytest

from daifugo_gui.timing.clocks import (
    ClockEvent,
    Countdown,
    GameClock,
    TableClocks,
    TurnClock,
    format_seconds,
)


class FakeClock:
    def __init__(self, start: float = 1000.0) -> None:
        self.t = start

    def __call__(self) -> float:
        return self.t

    def advance(self, seconds: float) -> None:
        self.t += seconds


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


def test_countdown_counts_to_a_deadline_not_ticks(clock: FakeClock) -> None:
    c = Countdown("turn", 60, clock)
    c.start()
    clock.advance(12.25)
    assert c.remaining() == pytest.approx(47.75)
    # polling often or rarely changes nothing: the deadline decides
    for _ in range(100):
        c.poll()
    assert c.remaining() == pytest.approx(47.75)


def test_calls_at_30_and_10_then_one_alarm(clock: FakeClock) -> None:
    c = Countdown("turn", 60, clock)
    c.start()
    clock.advance(29.9)
    assert c.poll() == []
    clock.advance(0.2)
    assert c.poll() == [ClockEvent("call", "turn", 30)]
    clock.advance(20)
    assert c.poll() == [ClockEvent("call", "turn", 10)]
    clock.advance(10)
    assert c.poll() == [ClockEvent("alarm", "turn", 0)]
    clock.advance(5)
    assert c.poll() == []
    assert c.expired and c.remaining() == 0


def test_a_late_poll_reports_every_crossed_event_in_order(clock: FakeClock) -> None:
    c = Countdown("turn", 60, clock)
    c.start()
    clock.advance(75)
    assert [e.kind for e in c.poll()] == ["alarm"]  # calls that passed silently are dropped at zero
    c2 = Countdown("turn", 60, clock)
    c2.start()
    clock.advance(55)
    assert [(e.kind, e.seconds) for e in c2.poll()] == [("call", 30), ("call", 10)]


def test_short_limit_skips_calls_above_it(clock: FakeClock) -> None:
    c = Countdown("turn", 15, clock)
    c.start()
    clock.advance(1)
    assert c.poll() == []
    clock.advance(5)
    assert c.poll() == [ClockEvent("call", "turn", 10)]


def test_pause_and_resume_keep_the_time_left(clock: FakeClock) -> None:
    c = Countdown("turn", 60, clock)
    c.start()
    clock.advance(20)
    c.pause()
    clock.advance(500)
    assert c.remaining() == pytest.approx(40)
    assert not c.expired
    c.resume()
    clock.advance(10)
    assert c.remaining() == pytest.approx(30)


def test_negative_limit_is_refused(clock: FakeClock) -> None:
    with pytest.raises(ValueError, match="negative"):
        Countdown("turn", -1, clock)


def test_turn_clock_without_bank_restarts_each_turn(clock: FakeClock) -> None:
    t = TurnClock(60, None, clock, ["Aki", "Ben"])
    t.start_turn("Aki")
    clock.advance(50)
    assert t.reading().left == pytest.approx(10)
    t.start_turn("Ben")
    assert t.reading().left == pytest.approx(60)
    assert t.reading().player == "Ben"


def test_byoyomi_bank_first_then_15_seconds_a_turn(clock: FakeClock) -> None:
    t = TurnClock(15, 300, clock, ["Aki", "Ben"])
    t.start_turn("Aki")
    r = t.reading()
    assert (r.left, r.bank_left, r.period_left, r.in_byoyomi) == (315, 300, 15, False)
    clock.advance(100)
    assert t.end_turn() == pytest.approx(100)
    assert t.banks == {"Aki": pytest.approx(200), "Ben": 300}
    t.start_turn("Aki")
    clock.advance(205)  # bank runs out mid-turn: the byo-yomi period begins
    events = t.poll()
    assert ClockEvent("bank_out", "turn", 15, "Aki") in events
    r = t.reading()
    assert r.in_byoyomi and r.bank_left == 0 and r.period_left == pytest.approx(10)
    t.end_turn()
    assert t.banks["Aki"] == 0
    # every later turn has exactly the 15 s period
    t.start_turn("Aki")
    assert t.reading().left == 15
    clock.advance(6)
    assert [e.kind for e in t.poll()] == ["call"]
    clock.advance(9)
    assert [e.kind for e in t.poll()] == ["alarm"]
    assert t.expired


def test_bank_call_at_30_seconds_counts_the_whole_turn(clock: FakeClock) -> None:
    t = TurnClock(15, 300, clock, ["Aki"])
    t.start_turn("Aki")
    clock.advance(285.5)  # 29.5 s left in all: 14.5 s of bank + 15 s period
    assert [(e.kind, e.seconds) for e in t.poll()] == [("call", 30)]


def test_turn_pause_does_not_spend_the_bank(clock: FakeClock) -> None:
    t = TurnClock(15, 300, clock, ["Aki"])
    t.start_turn("Aki")
    clock.advance(10)
    t.pause()
    clock.advance(1000)
    t.resume()
    clock.advance(10)
    assert t.end_turn() == pytest.approx(20)
    assert t.banks["Aki"] == pytest.approx(280)


def test_no_turn_limit_counts_up(clock: FakeClock) -> None:
    t = TurnClock(None, None, clock, ["Aki"])
    t.start_turn("Aki")
    clock.advance(99)
    assert t.reading().left is None
    assert t.turn_elapsed() == pytest.approx(99)
    assert t.poll() == [] and not t.expired


def test_game_clock_never_stops_for_a_dispute(clock: FakeClock) -> None:
    """R18: the game clock D11 runs on while the judge judges or a dispute is settled."""
    tc = TableClocks(60, 60, None, 900, ["Aki", "Ben"], clock)
    tc.start_consideration()
    clock.advance(60)
    assert [e.kind for e in tc.poll()] == ["alarm"]
    tc.begin_play("Aki")
    clock.advance(20)
    tc.pause("Ben disputes the factorization")
    clock.advance(100)
    assert tc.turn.reading().left == pytest.approx(40)
    assert tc.game.remaining() == pytest.approx(780)
    tc.resume()
    assert tc.pauses[0].reason == "Ben disputes the factorization"
    assert tc.pauses[0].started == pytest.approx(20) and tc.pauses[0].ended == pytest.approx(120)


def test_game_clock_alarm_at_the_limit(clock: FakeClock) -> None:
    g = GameClock(900, clock)
    g.start()
    clock.advance(899)
    assert [e.seconds for e in g.poll()] == [300, 60, 30, 10]
    clock.advance(1)
    assert g.poll() == [ClockEvent("alarm", "game", 0)]
    assert g.expired


def test_clock_state_survives_a_restart(clock: FakeClock) -> None:
    tc = TableClocks(None, 15, 300, 900, ["Aki", "Ben"], clock)
    tc.begin_play("Aki")
    clock.advance(42)
    tc.next_turn("Ben")
    state = tc.state()
    assert state == {"game_elapsed": 42.0, "banks": {"Aki": 258.0, "Ben": 300.0},
                     "turn_player": "Ben", "turn_elapsed": 0.0}
    again = TableClocks(None, 15, 300, 900, ["Aki", "Ben"], clock)
    again.restore(state)
    again.begin_play("Ben")
    assert again.game.remaining() == pytest.approx(858)
    assert again.turn.banks["Aki"] == pytest.approx(258)


def test_a_turn_restored_mid_way_keeps_the_time_it_had_used(clock: FakeClock) -> None:
    """Issue 27: the turn clock's state is saved, so a resume does not start the turn afresh."""
    tc = TableClocks(None, 60, None, 300, ["Aki", "Ben"], clock)
    tc.begin_play("Aki")
    clock.advance(20)
    state = tc.state()
    assert state["turn_player"] == "Aki" and state["turn_elapsed"] == pytest.approx(20)
    again = TableClocks(None, 60, None, 300, ["Aki", "Ben"], clock)
    again.restore(state)
    again.begin_play("Aki")
    again.turn.set_elapsed(state["turn_elapsed"])
    assert again.turn.reading().left == pytest.approx(40)
    clock.advance(5)
    again.game.add_elapsed(10)  # the judge counts 10 s of downtime on the game clock
    assert again.game.remaining() == pytest.approx(300 - 20 - 5 - 10)
    assert again.turn.reading().left == pytest.approx(35)


def test_consideration_is_skippable_and_paused_by_a_dispute(clock: FakeClock) -> None:
    tc = TableClocks(60, 60, None, None, ["Aki"], clock)
    tc.start_consideration()
    clock.advance(10)
    tc.pause()
    clock.advance(100)
    assert tc.consideration is not None and tc.consideration.remaining() == pytest.approx(50)
    tc.resume()
    tc.begin_play("Aki")
    assert tc.consideration is None and tc.game.running


@pytest.mark.parametrize(
    "seconds, text",
    [(None, "--:--"), (0, "0:00"), (0.2, "0:01"), (59.01, "1:00"), (75, "1:15"), (3725, "1:02:05")],
)
def test_format_seconds(seconds: float | None, text: str) -> None:
    assert format_seconds(seconds) == text
