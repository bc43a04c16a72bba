"""The judge's stop accepted while short-deck discards are owed is journaled (issue 35).

A console that dies between accepting the stop and the last discard must, once resumed,
still make the stop right after that discard, as the live console would have. The
journal line kind is new; a journal written before it still reads.
"""

from __future__ import annotations

import json
import time
from collections import Counter
from pathlib import Path

from daifugo_gui.app.journal import Journal
from daifugo_gui.app.table_session import NewGame, TableSession
from daifugo_gui.rules import Phase, Settings, parse_cards, standard_deck
from daifugo_gui.rules.events import Discard, StopReason

PLAYERS = ["Aki", "Ben", "Chie"]


class FakeTime:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t

    def wall(self) -> float:
        return time.time()


def short_deck_session(path: Path, clock: FakeTime) -> TableSession:
    """Aki's 2468 is a four-card foul with one card left in the deck (R10): discards owed."""
    aki, ben, deck = list(parse_cards("S2 S4 S6 S8")), list(parse_cards("H2")), list(parse_cards("DK"))
    chie = sorted((Counter(standard_deck(jokers=0)) - Counter(aki + ben + deck)).elements())
    session = TableSession(path, now=clock, wall=clock.wall)
    assert session.claim_journal() is None
    assert session.new_game(NewGame(PLAYERS, Settings(jokers=0), {"Aki": aki, "Ben": ben, "Chie": chie}, deck))
    session.begin_play()
    session.play("S2 S4 S6 S8")
    assert session.game is not None and session.game.phase is Phase.DISCARDING
    return session


def reopened(path: Path, clock: FakeTime) -> TableSession:
    again = TableSession(path, now=clock, wall=clock.wall)
    assert again.claim_journal() is None
    state = again.unfinished()
    assert state is not None
    assert again.resume(state) is None
    return again


def kinds(path: Path) -> list[str]:
    return [json.loads(line)["kind"] for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def test_a_stop_waiting_for_discards_survives_a_crash_and_is_made_after_them(tmp_path: Path) -> None:
    path, clock = tmp_path / "autosave.jsonl", FakeTime()
    session = short_deck_session(path, clock)
    assert session.stop_after_discards(StopReason.JUDGE)
    assert kinds(path)[-1] == "stop_waiting"  # written before the console shows it waits
    session.discard("Ben", "H2")
    assert session.game is not None and session.game.phase is Phase.DISCARDING
    # The console dies before the last discard: no close line.
    session.release_journal()
    again = reopened(path, clock)
    assert again.stop_waiting is StopReason.JUDGE and again.game is not None
    assert again.game.phase is Phase.DISCARDING and not again.game.finished
    again.discard("Chie", "SA S3 S5")
    assert again.game.finished and again.game.stop_reason == "judge"
    assert [type(e).__name__ for e in again.game.events[-3:]] == ["Discard", "Discard", "Stop"]
    assert again.stop_waiting is None


def test_a_crash_between_the_last_discard_and_its_stop_makes_the_stop_on_resume(tmp_path: Path) -> None:
    path, clock = tmp_path / "autosave.jsonl", FakeTime()
    session = short_deck_session(path, clock)
    assert session.stop_after_discards(StopReason.JUDGE)
    session.discard("Ben", "H2")
    # The last discard is written; the console dies before its stop is.
    candidate = session.game.copy()  # type: ignore[union-attr]
    candidate.apply(Discard("Chie", "SA S3 S5"))
    session.journal.event(candidate.events[-1], session.clocks.state())  # type: ignore[union-attr]
    session.release_journal()
    again = reopened(path, clock)
    assert again.game is not None and again.game.finished and again.game.stop_reason == "judge"
    assert [type(e).__name__ for e in again.game.events[-2:]] == ["Discard", "Stop"]
    assert kinds(path)[-1] == "event" and again.stop_waiting is None


def test_undoing_the_foul_before_a_crash_forgets_the_waiting_stop(tmp_path: Path) -> None:
    path, clock = tmp_path / "autosave.jsonl", FakeTime()
    session = short_deck_session(path, clock)
    assert session.stop_after_discards(StopReason.JUDGE)
    assert session.undo() and session.stop_waiting is None
    session.release_journal()
    again = reopened(path, clock)
    assert again.stop_waiting is None and again.game is not None and again.game.phase is Phase.PLAYING
    assert not again.game.finished


def test_a_journal_without_the_line_reads_as_before(tmp_path: Path) -> None:
    path, clock = tmp_path / "autosave.jsonl", FakeTime()
    session = short_deck_session(path, clock)
    session.release_journal()
    state = Journal(path).read()
    assert state.stop_waiting is None and "stop_waiting" not in kinds(path)
    again = reopened(path, clock)
    assert again.stop_waiting is None and again.game is not None and again.game.phase is Phase.DISCARDING


def test_a_moved_journal_keeps_the_waiting_stop(tmp_path: Path) -> None:
    path, clock = tmp_path / "autosave.jsonl", FakeTime()
    session = short_deck_session(path, clock)
    assert session.stop_after_discards(StopReason.JUDGE)
    elsewhere = Journal(tmp_path / "elsewhere.jsonl")
    elsewhere.rewrite(session.journal_state())
    assert elsewhere.read().stop_waiting == "judge"


def test_a_refused_write_keeps_the_stop_in_line_for_the_judges_way_out(tmp_path: Path) -> None:
    """The disk refuses the stop's line: nothing waits yet, nothing is refused as a rule,
    and the judge's way out (here: the disk came back) makes it wait."""
    path, clock = tmp_path / "autosave.jsonl", FakeTime()
    session = short_deck_session(path, clock)
    session.journal.path = Path("/dev/full")
    assert session.stop_after_discards(StopReason.JUDGE)  # taken: the window does not stop at once
    assert session.stop_waiting is None and session.failed_waiting == 1
    session.journal.path = path
    session.retry_failed()
    assert session.stop_waiting is StopReason.JUDGE and session.failed_waiting == 0
    assert kinds(path)[-1] == "stop_waiting"
