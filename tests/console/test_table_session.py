"""The table session drives a whole game without Qt (#25).

``TableSession`` is what the console, the CLI and these tests share: the rules, the clocks
on an injected time source, the journal written before anything changes, the undo
history, and a resume after a crash. The first test runs the game in a fresh interpreter
and checks that Qt was never imported; the others look at one guarantee each.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

from daifugo_gui.app.table_log import LogKind
from daifugo_gui.rules.events import events_to_json
from daifugo_gui.app.table_session import NewGame, TableListener, TableSession
from daifugo_gui.rules import Outcome, Settings, parse_cards, standard_deck

HERE = Path(__file__).resolve().parent


class FakeTime:
    """A monotonic clock the test moves by hand, and a wall clock that is the real one
    (the journal stamps its lines with it) plus however long the console was down."""

    def __init__(self) -> None:
        self.t = 1000.0
        self.down = 0.0

    def __call__(self) -> float:
        return self.t

    def wall(self) -> float:
        return time.time() + self.down

    def advance(self, seconds: float) -> None:
        self.t += seconds

    def crash_for(self, seconds: float) -> None:
        self.t += seconds
        self.down += seconds


class Witness(TableListener):
    """Records every hook, and what the journal on disk held at the moment of each action."""

    def __init__(self, session: TableSession) -> None:
        self.session = session
        self.heard: list[str] = []
        self.on_disk_when_acted: list[int] = []
        self.outcomes: list[Outcome] = []

    def changed(self) -> None:
        self.heard.append("changed")

    def acted(self, outcome: Outcome, ended: Any, redone: bool) -> None:
        self.heard.append("acted")
        self.outcomes.append(outcome)
        self.on_disk_when_acted.append(len(events_on_disk(self.session.journal.path)))

    def journal_failed(self, why: Any) -> None:
        self.heard.append("journal_failed")

    def play_began(self) -> None:
        self.heard.append("play_began")

    def history_moved(self) -> None:
        self.heard.append("history_moved")


def lines(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def events_on_disk(path: Path) -> list[dict[str, Any]]:
    """The events a resume would replay: undo lines take back the event before them."""
    events: list[dict[str, Any]] = []
    for line in lines(path):
        if line.get("kind") == "event":
            events.append(line["event"])
        elif line.get("kind") == "undo":
            events.pop()
    return events


def deal() -> NewGame:
    """Aki holds 2, 3 and 5; Ben only passes."""
    aki = list(parse_cards("S2 H3 D5"))
    ben = list(parse_cards("HA H4 H6 H8 S4"))
    deck = sorted((Counter(standard_deck()) - Counter(aki + ben)).elements())
    return NewGame(["Aki", "Ben"], Settings(), hands={"Aki": aki, "Ben": ben}, deck=deck)


def drive_a_whole_game(folder: Path) -> None:
    """Deal, clocks, write-ahead, undo/redo, a crash and a resume, D8 by the clock, the close."""
    clock = FakeTime()
    path = folder / "live-game.jsonl"
    session = TableSession(path, now=clock, wall=clock.wall)
    assert session.claim_journal() is None
    witness = Witness(session)
    session.listeners.append(witness)
    assert session.new_game(deal())
    assert lines(path)[0]["kind"] == "start" and session.clocks is not None

    # D6: the consideration time runs out on the fake clock and the first turn starts.
    clock.advance(61)
    alarms = session.poll_clocks()
    assert any(e.clock == "consideration" and e.kind == "alarm" for e in alarms)
    assert "play_began" in witness.heard and session.clocks.turn.player == "Aki"

    # Write-ahead: when the listeners hear of the play, it is already on disk.
    outcome = session.play("2")
    assert outcome is not None and outcome.result == "prime"
    assert witness.on_disk_when_acted == [1]
    assert session.pass_turn() is not None and witness.on_disk_when_acted == [1, 2]

    # Undo and redo are written first too, and the history is plain data.
    assert session.undo() and [e.action for e in session.game.events] == ["play"]  # type: ignore[union-attr]
    assert lines(path)[-1]["kind"] == "undo" and len(events_on_disk(path)) == 1
    assert session.history.index == 1 and session.history.can_redo
    assert session.redo() and [e.action for e in session.game.events] == ["play", "pass"]  # type: ignore[union-attr]
    assert session.undo()  # left undone at the crash: the resume must offer it for redo
    shown = list(session.game.events)  # type: ignore[union-attr]

    # The console dies here: no close line. Ten seconds later another one resumes.
    session.release_journal()
    clock.crash_for(10)
    again = TableSession(path, now=clock, wall=clock.wall)
    assert again.claim_journal() is None
    state = again.unfinished()
    assert state is not None
    assert again.resume(state) is None  # everything replayed
    assert again.game is not None and again.clocks is not None
    assert again.game.events == shown and again.history.index == 1 and again.history.can_redo
    assert again.clocks.paused and again.downtime_s is not None and abs(again.downtime_s - 10) < 0.5
    assert again.log[-1].kind is LogKind.RESUMED
    assert again.redo() and again.game.to_move == "Aki"

    # The clocks run again; Aki leads with 3 and Ben's turn runs out on the fake clock:
    # the session applies D8 by itself (disqualified, so Aki wins).
    again.resume_clocks()
    assert again.play("3") is not None and again.game.to_move == "Ben"
    clock.advance(61)
    again.poll_clocks()
    assert again.game.events[-1].to_json() == {"player": "Ben", "action": "timeout"} and again.game.finished
    assert not again.clocks.game.running
    assert events_on_disk(path) == events_to_json(again.game.events)
    again.close_game()
    assert lines(path)[-1]["kind"] == "close" and again.unfinished() is None
    again.release_journal()


def test_a_whole_game_runs_headless_without_qt(tmp_path: Path) -> None:
    """The session, the journal and the clocks import no Qt: the CLI and scripts can use them."""
    script = (
        "import sys; from pathlib import Path; sys.path.insert(0, sys.argv[1]);"
        "import test_table_session as t; t.drive_a_whole_game(Path(sys.argv[2]));"
        "assert 'PySide6' not in sys.modules, sorted(m for m in sys.modules if 'PySide6' in m)[:3];"
        "print('headless ok')"
    )
    done = subprocess.run([sys.executable, "-c", script, str(HERE), str(tmp_path)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "headless ok"


def test_a_whole_game_in_process(tmp_path: Path) -> None:
    drive_a_whole_game(tmp_path)


def test_a_refused_write_changes_nothing_and_nobody_hears_of_the_action(tmp_path: Path) -> None:
    clock = FakeTime()
    session = TableSession(tmp_path / "live-game.jsonl", now=clock, wall=clock.wall)
    witness = Witness(session)
    session.listeners.append(witness)
    assert session.new_game(deal())
    session.begin_play()
    before = list(session.game.events)  # type: ignore[union-attr]
    good = session.journal.path
    session.journal.path = Path("/dev/full")  # the kernel answers every write: no space left
    assert session.play("2") is None
    assert session.game.events == before and witness.outcomes == []  # type: ignore[union-attr]
    assert witness.heard[-1] == "journal_failed" and len(session.history) == 0
    # The judge picks a way out: the refused play goes through once the disk takes it.
    session.journal.path = good
    retried = session.retry_failed()
    assert retried is not None and retried.result == "prime" and events_on_disk(good) == events_to_json(session.game.events)  # type: ignore[union-attr]


def test_undo_goes_back_to_the_turn_time_already_used(tmp_path: Path) -> None:
    """D7: an undo returns the turn clock to where that turn stood, not to a full turn."""
    clock = FakeTime()
    session = TableSession(tmp_path / "live-game.jsonl", now=clock, wall=clock.wall)
    assert session.new_game(deal())
    session.begin_play()
    clock.advance(20)
    assert session.play("2") is not None
    clock.advance(5)
    assert session.undo()
    assert session.clocks is not None and session.clocks.turn.player == "Aki"
    assert abs(session.clocks.turn.turn_elapsed() - 20) < 0.01


def test_the_start_up_offer_is_decided_without_qt(tmp_path: Path) -> None:
    """The start-up offer (#25: decided in the session, the console only asks and shows): a
    damaged own journal is kept aside and told first, its sound lines offered first, then a
    crashed second console's game; taking that one leaves ours waiting, and the session says so."""
    from daifugo_gui.app.reasons import JournalCode

    base = tmp_path / "live-game.jsonl"
    first, second = TableSession(base), TableSession(base)
    assert first.claim_journal() is None and second.claim_journal() is not None
    for session, players in ((first, ["Aki", "Ben"]), (second, ["Chie", "Dan"])):
        session.new_game(NewGame(players, Settings()))
        session.begin_play()
        session.draw()
        session.pass_turn()
    first.release_journal()
    second.release_journal()
    with base.open("ab") as handle:  # a line changed on disk after the two events
        handle.write(b'{"kind":"event","event":{"action":"pass","player":"Aki"},"seq":9,"crc":"00000000"}\n')

    restarted = TableSession(base)
    assert restarted.claim_journal() is None
    offer = restarted.resume_offer()
    assert [why.code for why in offer.told] == [JournalCode.DAMAGED]
    assert list(tmp_path.glob("live-game.jsonl.damaged-*"))  # kept aside, never overwritten
    assert [(g.journal is None, g.players, g.events) for g in offer.games] == [
        (True, "Aki, Ben", 2), (False, "Chie, Dan", 2)]
    assert offer.games[1].path == base.with_name("live-game-2.jsonl")
    waiting = restarted.settle_offer(offer, offer.games[1])
    assert waiting is not None and waiting.code is JournalCode.STILL_WAITING
    assert dict(waiting.params)["paths"] == str(base)  # ours, offered again at the next start
    attempt = restarted.resume_offered(offer.games[1].state)
    assert attempt.error is None and attempt.cut is None
    assert restarted.journal.path == base.with_name("live-game-2.jsonl")
    assert restarted.game is not None and restarted.game.players == ("Chie", "Dan")
    restarted.release_journal()
