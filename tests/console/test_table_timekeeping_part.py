"""The table session's timekeeping part alone (issue 37, item 4): real clocks and a
real game, a fake time source, no session and no journal."""

from __future__ import annotations

from daifugo_gui.app.table_timekeeping import CLOCK_LINE_S, Timekeeping
from daifugo_gui.rules import Game, Settings
from daifugo_gui.timing.clocks import TableClocks


class FakeTime:
    def __init__(self) -> None:
        self.t = 100.0

    def __call__(self) -> float:
        return self.t


def started(now: FakeTime) -> tuple[Game, TableClocks]:
    game = Game(players=["Aki", "Ben"], settings=Settings(turn_limit_s=60, game_limit_s=600))
    clocks = TableClocks(consideration_s=None, turn_limit_s=60, bank_s=None, game_limit_s=600,
                         players=list(game.players), now=now)
    clocks.begin_play(game.to_move or "Aki")
    return game, clocks


def test_pauses_are_kept_as_the_record_writes_them() -> None:
    now = FakeTime()
    _, clocks = started(now)
    part = Timekeeping(now)
    now.t += 10
    part.paused("dispute over 2^3", clocks)
    clocks.pause("dispute over 2^3")
    now.t += 60
    clocks.resume()
    part.resumed(clocks)
    assert part.pauses == [{"reason": "dispute over 2^3", "at": 10.0, "until": 70.0}]


def test_a_clock_line_is_due_once_a_second_while_the_game_clock_runs() -> None:
    now = FakeTime()
    _, clocks = started(now)
    part = Timekeeping(now)
    assert part.line_due(clocks)
    now.t += CLOCK_LINE_S / 2
    assert not part.line_due(clocks)
    now.t += CLOCK_LINE_S
    clocks.hold()  # a question is open: nothing moves, nothing to write
    assert not part.line_due(clocks)
    clocks.release()
    assert part.line_due(clocks)


def test_an_undone_turn_gets_its_time_back_and_a_new_mover_a_fresh_turn() -> None:
    now = FakeTime()
    game, clocks = started(now)
    mover = game.to_move
    assert mover is not None
    now.t += 20
    assert Timekeeping.turn_now(clocks) == (mover, 20.0)
    Timekeeping.follow_turn(clocks, game, restart=True)
    assert clocks.turn.player == mover and clocks.turn.turn_elapsed() == 0
    Timekeeping.follow_turn(clocks, game, restart=True, turn=(mover, 20.0))
    assert clocks.turn.turn_elapsed() == 20.0
    Timekeeping.follow_turn(clocks, game, restart=True, turn=(mover, 61.0))  # that time was up
    assert clocks.turn.turn_elapsed() == 0


def test_counted_downtime_goes_to_the_turn_it_was_lost_in_only() -> None:
    now = FakeTime()
    game, clocks = started(now)
    now.t += 5
    state, same_turn = Timekeeping.charged(clocks, 30.0, game.to_move)
    assert same_turn and state["game_elapsed"] == 35.0 and state["turn_elapsed"] == 35.0
    other = "Ben" if game.to_move == "Aki" else "Aki"
    state, same_turn = Timekeeping.charged(clocks, 30.0, other)
    assert not same_turn and state["game_elapsed"] == 35.0 and state["turn_elapsed"] == 5.0
