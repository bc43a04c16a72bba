"""No question is asked inside an action, and the clocks stand while the judge is asked
(issue 37, item 1).

The fault: the autosave write failed, the console asked the judge with a modal dialog from
inside the action, the dialog's nested event loop ran the clocks' task, and D8 timed the
player out behind the dialog; the time-out's own failed write took the one retry slot, so
the play the judge then kept was gone and the player disqualified for a timely play.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from daifugo_gui.app.live_game import LiveGame, NewGame
from daifugo_gui.app.prompts import Choice, Tone
from daifugo_gui.rules import Settings, parse_cards, standard_deck
from daifugo_gui.rules.events import Play
from daifugo_gui.ui.console.console import GameConsole
from console_driving import FakeClock
from prompts_fake import FakePrompts


class SlowJudge(FakePrompts):
    """Answers like a modal dialog the judge reads for ``seconds``: the event loop runs
    while it is open (the clocks' task polls), and the fake clock moves on meanwhile."""

    def __init__(self, qtbot, clock: FakeClock, polls: list[int], seconds: float) -> None:
        super().__init__()
        self.qtbot, self.clock, self.polls, self.seconds = qtbot, clock, polls, seconds
        self.opened = 0

    def choose(self, title: str, text: str, choices: Sequence[Choice], *, detail: str = "",
               tone: Tone = Tone.WARNING) -> str | None:
        self.opened += 1
        if self.opened == 1:  # the first question stays open for a while
            self.clock.t += self.seconds
            seen = len(self.polls)
            self.qtbot.waitUntil(lambda: len(self.polls) >= seen + 5, timeout=5000)
        return super().choose(title, text, choices, detail=detail, tone=tone)


def _deal() -> NewGame:
    aki = list(parse_cards("S7 H2 D9"))
    ben = list(parse_cards("HA H4 H6 H8 S4"))
    deck = sorted((Counter(standard_deck()) - Counter(aki + ben)).elements())
    return NewGame(["Aki", "Ben"], Settings(turn_limit_s=60), hands={"Aki": aki, "Ben": ben}, deck=deck)


def _console_with_counted_polls(qtbot, tmp_path: Path):  # type: ignore[no-untyped-def]
    """A shown console on a fake clock, its game begun and the clocks' task running, with
    every poll of the clocks counted (the question's nested loop must let them run)."""
    clock = FakeClock()
    live = LiveGame(tmp_path / "live-game.jsonl", now=clock)
    console = GameConsole(live)
    qtbot.addWidget(console)
    console.show()
    qtbot.waitExposed(console)
    polls: list[int] = []
    real_poll = live.session.poll_clocks

    def counted_poll():  # type: ignore[no-untyped-def]
        polls.append(1)
        return real_poll()

    live.session.poll_clocks = counted_poll  # type: ignore[method-assign]
    assert live.new_game(_deal())
    live.begin_play()
    live.start_clock_task()
    qtbot.waitUntil(lambda: len(polls) >= 2)
    return clock, live, console, polls


def test_a_timely_play_stays_recorded_while_the_autosave_question_outlasts_the_turn(
        qtbot, tmp_path: Path, aloop) -> None:
    clock, live, console, polls = _console_with_counted_polls(qtbot, tmp_path)
    assert live.clocks.turn.reading().left == 60  # Aki plays with 60 s left
    # The judge reads the question for 61 s, then plays on in memory (twice if asked twice).
    console.prompts = SlowJudge(qtbot, clock, polls, 61).answer("memory", "memory")
    live.journal.path = Path("/dev/full")  # the journal's append: no space left on device

    console.entry.field_edit.setFocus()
    qtbot.keyClick(QApplication.focusWidget(), "7")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.wait(300)  # the clocks' task runs on after the answer

    events = list(live.game.events)
    assert events == [Play("Aki", "7", None)], events  # the 7 is recorded, and nothing else
    assert list(live.game.active) == ["Aki", "Ben"]  # no D8 disqualification
    assert live.game.to_move == "Ben"
    assert console.prompts.kinds() == ["choose"]  # one question, asked once
    # The 61 s the question was open count on no clock unless the judge counts them (as
    # after a crash): Ben's turn starts whole, and the time is offered to the judge.
    assert live.clocks.turn.reading().left == 60
    assert live.downtime_s is not None and round(live.downtime_s) == 61


# -- the same guarantees on the Qt-free session, as a script or the CLI drives it ---------------
def _session(tmp_path: Path, clock: FakeClock):
    from daifugo_gui.app.table_session import TableListener, TableSession

    session = TableSession(tmp_path / "live-game.jsonl", now=clock, wall=lambda: 1.7e9 + clock.t)
    refused: list = []

    class Refusals(TableListener):
        def refused(self, why):
            refused.append(why)

    session.listeners.append(Refusals())
    assert session.new_game(_deal())
    session.begin_play()
    return session, refused


def test_actions_wait_in_line_behind_one_the_disk_refused(tmp_path: Path) -> None:
    """Served in order: while the refused play waits for the judge's way out, neither the
    judge's next action nor the clock's D8 goes ahead of it."""
    from daifugo_gui.app.reasons import JournalCode

    clock = FakeClock()
    session, refused = _session(tmp_path, clock)
    good = session.journal.path
    session.journal.path = Path("/dev/full")
    assert session.play("7") is None and session.failed_waiting == 1
    assert session.draw() is None and refused[-1].code is JournalCode.EARLIER_ACTION_WAITS
    clock.t += 61
    assert session.poll_clocks() == [] and list(session.game.events) == []  # no D8 behind the judge's back
    session.journal.path = good  # another place (here: the disk came back)
    outcome = session.retry_failed()
    assert outcome is not None and [e.action for e in session.game.events] == ["play"]
    assert session.failed_waiting == 0 and session.game.to_move == "Ben"


def test_the_clocks_stand_while_a_question_is_open_and_the_judge_decides_if_it_counts(tmp_path: Path) -> None:
    clock = FakeClock()
    session, _refused = _session(tmp_path, clock)
    with session.question_open():
        clock.t += 61
        assert session.poll_clocks() == []
        assert session.clocks.turn.reading().left == 60 and session.clocks.game.elapsed() == 0
    assert session.clocks.turn.reading().left == 60  # nothing counted by itself
    assert round(session.downtime_s) == 61
    # The judge counts it: Aki's turn (the one that stood) and the game clock take it,
    # and D8 applies at the next reading of the clocks.
    assert session.charge_downtime()
    assert round(session.clocks.game.elapsed()) == 61
    session.poll_clocks()
    assert [e.action for e in session.game.events] == ["timeout"]


def test_the_same_with_the_real_message_box(qtbot, tmp_path: Path, aloop) -> None:
    """The console's own Qt dialog (QtPrompts → QMessageBox.exec), answered by clicking its
    button once 61 s have passed on the clock and the clocks' task has polled meanwhile."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMessageBox

    # No prompts given to the console: the real dialogs.
    clock, live, console, polls = _console_with_counted_polls(qtbot, tmp_path)
    boxes: list[str] = []
    state: dict = {"seen": None, "first": None}

    def judge_at_the_box() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            return
        if state["seen"] is None:  # the box just opened: the judge reads it for 61 s
            clock.t += 61
            state["seen"], state["first"] = len(polls), box
            return
        if box is state["first"] and len(polls) < state["seen"] + 5:
            return  # the clocks' task runs behind the open box meanwhile
        boxes.append(box.text())
        memory = next(b for b in box.buttons() if b.text() == "Play on in memory")
        memory.click()

    judge = QTimer()
    judge.timeout.connect(judge_at_the_box)
    judge.start(20)
    try:
        live.journal.path = Path("/dev/full")
        console.entry.field_edit.setFocus()
        qtbot.keyClick(QApplication.focusWidget(), "7")
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        qtbot.wait(300)
    finally:
        judge.stop()
    assert list(live.game.events) == [Play("Aki", "7", None)]
    assert list(live.game.active) == ["Aki", "Ben"] and live.game.to_move == "Ben"
    assert len(boxes) == 1 and "could not be written" in boxes[0]
