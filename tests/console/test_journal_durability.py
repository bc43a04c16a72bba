"""Nothing lost, ever (issue 13): torn writes, a full disk, a second console, damaged journals.

Each test does to the journal what a power cut, a full USB stick or a second window does,
and checks that the game is still there and that engine, screen and disk agree.
"""

from __future__ import annotations

import errno
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import pytest

from daifugo_gui.app.journal import Journal, JournalError
from daifugo_gui.app.live_game import LiveGame, NewGame
from daifugo_gui.rules import Settings
from daifugo_gui.rules.events import events_to_json
from daifugo_gui.rules.reasons import english
from prompts_fake import FakePrompts

START = {"format": "prime-daifugo-record/1", "players": ["Aki", "Ben"], "settings": {}}


def _game(tmp_path: Path, qapp) -> LiveGame:
    live = LiveGame(tmp_path / "journal.jsonl")
    live.new_game(NewGame(["Aki", "Ben"], Settings()))
    live.begin_play()
    return live


def _full_disk(tmp_path: Path) -> Path:
    """A journal place whose every write the kernel answers "no space left": a link in the
    test's own folder to /dev/full, so whatever the console writes beside its journal (a
    ``.moved-to`` pointer, a temporary file) stays in that folder, never in /dev."""
    link = tmp_path / "full-disk" / "journal.jsonl"
    link.parent.mkdir(exist_ok=True)
    if not link.is_symlink():
        link.symlink_to("/dev/full")
    return link


def test_every_power_cut_mid_write_loses_only_the_torn_action(tmp_path: Path) -> None:
    """13 simulated power cuts, each tearing the line being written at a random byte."""
    rng = random.Random(13)
    path = tmp_path / "j.jsonl"
    journal = Journal(path)
    journal.begin(START)
    written = 0
    for cut in range(13):
        journal.event({"player": "Aki", "action": "pass"}, {"game_elapsed": cut})
        written += 1
        line = journal._line({"kind": "event", "event": {"player": "Ben", "action": "pass"}, "clocks": {}})
        torn = line.encode()[: rng.randrange(1, len(line.encode()) - 1)]
        with open(path, "ab") as handle:  # the cut: part of a line, no newline
            handle.write(torn)
        assert len(Journal(path).read().events) == written  # the torn action never showed
    journal.event({"player": "Aki", "action": "draw"}, {})
    state = Journal(path).read()
    assert len(state.events) == written + 1 and state.events[-1]["action"] == "draw"
    assert path.read_bytes().endswith(b"\n") and b"}{" not in path.read_bytes()


def test_a_complete_line_without_its_newline_is_torn_too(tmp_path: Path) -> None:
    path = tmp_path / "j.jsonl"
    journal = Journal(path)
    journal.begin(START)
    with open(path, "a", encoding="utf-8") as handle:
        handle.write(json.dumps({"kind": "event", "event": {"player": "Aki", "action": "pass"}}))
    assert journal.read().events == []
    journal.event({"player": "Aki", "action": "draw"}, {})
    assert [e["action"] for e in journal.read().events] == ["draw"]


def test_a_full_disk_refuses_the_action_and_changes_nothing(tmp_path: Path, qapp) -> None:
    live = _game(tmp_path, qapp)
    live.play("5 7")
    failures: list[str] = []
    live.journalFailed.connect(failures.append)
    good = live.journal.path
    live.journal.path = _full_disk(tmp_path)  # the kernel answers every write: no space left
    events, deck, log = list(live.game.events), live.game.deck_count, list(live.log)
    assert live.draw() is None
    assert failures and "No space left on device" in english(failures[-1])
    assert live.game.events == events and live.game.deck_count == deck and live.log == log
    assert live.game.can_draw("Aki")  # not "already drawn this turn"
    # The judge chooses another place: everything so far is written there, then the action.
    moved = tmp_path / "elsewhere" / "journal.jsonl"
    assert live.move_journal(moved)
    outcome = live.retry_failed()
    assert outcome is not None and outcome.result == "drawn"
    state = Journal(moved).read()
    assert [e["action"] for e in state.events] == ["play", "draw"]
    moved_times = LiveGame(moved)
    moved_times.resume(moved_times.unfinished())
    assert moved_times.event_times == live.event_times  # each event keeps its time through the move
    assert [e["action"] for e in Journal(good).read().events] == ["play"]


def test_playing_on_in_memory_after_a_failed_write(tmp_path: Path, qapp) -> None:
    live = _game(tmp_path, qapp)
    live.journal.path = _full_disk(tmp_path)
    states: list[bool] = []
    live.autosaveChanged.connect(states.append)
    assert live.pass_turn() is None
    live.play_in_memory()
    assert live.retry_failed().result == "pass" and states == [False]
    assert live.draw().result == "drawn"  # no journal, no refusal


def test_the_console_offers_the_choices_and_shows_the_warning(tmp_path: Path, qtbot) -> None:
    from daifugo_gui.ui.console.console import GameConsole

    live = LiveGame(tmp_path / "journal.jsonl")
    console = GameConsole(live)
    qtbot.addWidget(console)
    console.show()
    live.new_game(NewGame(["Aki", "Ben"], Settings()))
    live.begin_play()
    console.prompts = FakePrompts().answer("memory")
    live.journal.path = _full_disk(tmp_path)
    live.draw()
    asked = console.prompts.questions()
    assert asked and live.game.events[-1].action == "draw"
    assert console.autosave_banner.isVisible()


def test_a_damaged_journal_is_kept_aside_and_its_complete_part_recovered(tmp_path: Path, qtbot) -> None:
    from daifugo_gui.ui.console.console import GameConsole

    path = tmp_path / "journal.jsonl"
    journal = Journal(path)
    journal.begin(START)
    for action in ("draw", "pass"):
        journal.event({"player": "Aki" if action == "draw" else "Aki", "action": action}, {})
    original = path.read_bytes()
    with open(path, "ab") as handle:
        handle.write(b"\x00\xff garbage from a bad sector\n")
        handle.write(b'{"kind": "event", "event": {"player": "Ben", "action": "pass"}}\n')
    live = LiveGame(path)
    console = GameConsole(live)
    qtbot.addWidget(console)
    console.prompts = FakePrompts().answer(True)
    assert console.offer_resume()
    told = console.prompts.messages()
    assert told and "line 4" in told[0]
    kept = list(tmp_path.glob("journal.jsonl.damaged-*"))
    assert len(kept) == 1 and kept[0].read_bytes().startswith(original)
    assert [e.action for e in live.game.events] == ["draw", "pass"]
    assert [e["action"] for e in Journal(path).read().events] == ["draw", "pass"]  # written anew


@pytest.mark.parametrize(
    "bad",
    [
        '{"kind": "event", "event": "draw"}',
        '{"kind": "event"}',
        '{"kind": "undo", "banks": [1]}',
        '{"kind": "teleport"}',
        "[1, 2]",
        '{"kind": "event", "event": {"player": "Aki"}, "clocks": 5}',
        '{"kind": "pause", "clocks": {"game_elapsed": "nan"}}',
        '{"kind": "pause", "clocks": {"game_elapsed": 3, "banks": [1]}}',
    ],
)
def test_wrong_shapes_are_named_not_keyerrors(tmp_path: Path, bad: str) -> None:
    path = tmp_path / "j.jsonl"
    Journal(path).begin(START)
    with open(path, "a", encoding="utf-8") as handle:
        handle.write(bad + "\n")
    with pytest.raises(JournalError, match="line 2"):
        Journal(path).read()


def test_an_unknown_journal_format_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "j.jsonl"
    path.write_text(json.dumps({"kind": "start", "format": "daifugo-console-journal/9", "record": START}) + "\n")
    with pytest.raises(JournalError, match="journal format"):
        Journal(path).read()


def test_a_finished_game_is_not_offered_for_resume(tmp_path: Path) -> None:
    path = tmp_path / "j.jsonl"
    journal = Journal(path)
    journal.begin({**START, "settings": {"hand_size": 2}, "hands": {"Aki": "S5 S7", "Ben": "H2 H3"}})
    journal.event({"player": "Aki", "action": "play", "field": "S5 S7"}, {})  # 57 and out: game over
    assert journal.read().events and journal.unfinished() is None


_HOLD = """
import sys, time
from daifugo_gui.app.journal import JournalLock
lock = JournalLock(sys.argv[1])
assert lock.acquire() is None
print("held", flush=True)
time.sleep(60)
"""


def test_a_second_console_gets_its_own_journal_and_is_told_who_holds_the_first(tmp_path: Path, qapp) -> None:
    path = tmp_path / "journal.jsonl"
    holder = subprocess.Popen([sys.executable, "-c", _HOLD, str(path)], stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        live = LiveGame(path)
        notice = live.claim_journal()
        assert notice is not None and f"process {holder.pid}" in notice
        assert live.journal.path != path and live.journal.path.parent == path.parent
        live.new_game(NewGame(["Aki", "Ben"], Settings()))
        assert not path.exists()  # the first console's journal is untouched
        live.release_journal()
    finally:
        holder.kill()
        holder.wait()
    again = LiveGame(path)
    assert again.claim_journal() is None and again.journal.path == path  # free once it quit
    again.release_journal()


_WRITER = """
import sys
from daifugo_gui.app.journal import Journal
j = Journal(sys.argv[1])
n = 0
print("go", flush=True)
while True:
    j.event({"player": "Aki", "action": "pass", "n": n}, {"game_elapsed": n})
    n += 1
"""


@pytest.mark.slow
def test_killing_the_writer_at_random_moments_never_breaks_the_journal(tmp_path: Path) -> None:
    path = tmp_path / "j.jsonl"
    Journal(path).begin(START)
    rng = random.Random(7)
    counts = []
    for _ in range(8):
        writer = subprocess.Popen([sys.executable, "-c", _WRITER, str(path)], stdout=subprocess.PIPE, text=True)
        writer.stdout.readline()
        time.sleep(rng.uniform(0.01, 0.15))
        os.kill(writer.pid, signal.SIGKILL)
        writer.wait()
        counts.append(len(Journal(path).read().events))  # readable after every kill
    assert counts == sorted(counts) and counts[-1] > 0
    Journal(path).event({"player": "Aki", "action": "draw"}, {})
    assert Journal(path).read().events[-1]["action"] == "draw"


@pytest.mark.slow
def test_daifugo_gui_rejects_unknown_options_and_a_journal_without_a_path() -> None:
    from daifugo_gui.ui.main import parse_arguments, _ArgumentError

    with pytest.raises(_ArgumentError, match="unrecognized"):
        parse_arguments(["--jornal", "x"])
    with pytest.raises(_ArgumentError, match="--journal"):
        parse_arguments(["--journal"])
    assert parse_arguments(["--journal", "a.jsonl", "-platform", "offscreen"]).journal == "a.jsonl"
    done = subprocess.run(
        [sys.executable, "-m", "daifugo_gui.ui.main", "--journal"], capture_output=True, text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert done.returncode == 2 and len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr
    shown = subprocess.run([sys.executable, "-m", "daifugo_gui.ui.main", "--help"], capture_output=True, text=True)
    assert shown.returncode == 0 and "--journal PATH" in shown.stdout


def test_a_line_that_reads_but_does_not_replay_cuts_there(tmp_path: Path, qtbot) -> None:
    """Issue 24 item 6: a well-shaped, well-sealed line the rules refuse cuts the journal at
    that line; the events before it are resumed, the judge is told which line and why, the
    whole file is kept aside, and a restart brings back what the screen shows."""
    from daifugo_gui.ui.console.console import GameConsole

    path = tmp_path / "journal.jsonl"
    journal = Journal(path)
    journal.begin(START)
    journal.event({"player": "Aki", "action": "draw"}, {})
    journal.event({"player": "Aki", "action": "pass"}, {})
    journal.event({"player": "Ben", "action": "play"}, {})  # a play without its cards: line 4
    journal.event({"player": "Ben", "action": "pass"}, {})
    original = path.read_bytes()
    live = LiveGame(path)
    console = GameConsole(live)
    qtbot.addWidget(console)
    console.prompts = FakePrompts().answer(True)
    assert console.offer_resume()
    told = console.prompts.messages()
    assert len(told) == 1 and "line 4" in told[0] and "Lines 4 to 5 were not resumed" in told[0]
    assert "the 2 events before them" in told[0]
    shown = [e.action for e in live.game.events]
    assert shown == ["draw", "pass"]
    kept = list(tmp_path.glob("journal.jsonl.damaged-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == original and str(kept[0]) in told[0]
    assert [e["action"] for e in Journal(path).read().events] == shown  # the journal holds what is shown
    again = LiveGame(path)  # a restart brings back the same game, without a word of damage
    assert again.recover_journal() is None
    again.resume(again.unfinished())
    assert again.game.events == live.game.events and again.resume_cut is None


def test_a_start_that_does_not_replay_is_kept_aside(tmp_path: Path, qtbot) -> None:
    """A journal whose very game cannot be rebuilt is kept aside, never overwritten by the next game."""
    from daifugo_gui.ui.console.console import GameConsole

    path = tmp_path / "journal.jsonl"
    Journal(path).begin({**START, "players": ["Aki"]})  # one player: no game
    live = LiveGame(path)
    console = GameConsole(live)
    qtbot.addWidget(console)
    console.prompts = FakePrompts().answer(True)
    assert not console.offer_resume()
    told = console.prompts.messages()
    assert told and "kept as" in told[-1] and live.game is None
    kept = list(tmp_path.glob("journal.jsonl.damaged-*"))
    assert len(kept) == 1 and not path.exists()
    live.new_game(NewGame(["Aki", "Ben"], Settings()))
    assert kept[0].exists()


def test_a_vanished_journal_refuses_the_action(tmp_path: Path, qapp) -> None:
    live = _game(tmp_path, qapp)
    failures: list[str] = []
    live.journalFailed.connect(failures.append)
    live.journal.path.unlink()  # the stick was pulled
    assert live.draw() is None and failures and live.game.events == []
    assert not live.journal.path.exists()  # no headless journal was created


def test_undo_redo_and_pause_are_written_before_they_happen(tmp_path: Path, qapp) -> None:
    """A full disk refuses an undo, a redo or a pause: engine, screen and journal agree."""
    live = _game(tmp_path, qapp)
    live.play("5 7")
    live.pass_turn()
    good = live.journal.path
    live.journal.path = _full_disk(tmp_path)
    events = list(live.game.events)
    assert not live.undo() and live.game.events == events and live.undo_stack.index() == 2
    live.pause("dispute")
    assert not live.clocks.paused
    live.journal.path = good
    assert live.undo() and live.game.events == events[:1]
    live.journal.path = _full_disk(tmp_path)
    assert not live.redo() and live.game.events == events[:1] and live.undo_stack.canRedo()
    live.journal.path = good
    assert live.redo() and live.game.events == events
    assert Journal(good).read().events == events_to_json(events)  # the journal says what the screen says


def _failing_fsync(monkeypatch, times: int) -> list[int]:
    """The disk takes the bytes but its flush fails ``times`` times (a dying stick, a NFS hiccup)."""
    real = os.fsync
    calls: list[int] = []

    def fsync(fd: int) -> None:
        if len(calls) < times:
            calls.append(fd)
            raise OSError(5, "Input/output error")
        real(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    return calls


@pytest.mark.parametrize("failures_in_a_row", [1, 2])
def test_a_failing_fsync_after_a_good_write_leaves_no_refused_action(tmp_path: Path, qapp, monkeypatch,
                                                                   failures_in_a_row: int) -> None:
    """Issue 24 item 5: the line reached the file, fsync failed, the action was refused: the
    file is cut back, so a crash now does not resume the action the judge was told was refused.
    With two failures in a row the cut itself cannot be flushed; the next append cuts first."""
    live = _game(tmp_path, qapp)
    live.play("5 7")
    path = live.journal.path
    size = path.stat().st_size
    told: list = []
    live.journalFailed.connect(told.append)
    calls = _failing_fsync(monkeypatch, failures_in_a_row)
    assert live.draw() is None  # refused
    assert len(calls) == failures_in_a_row
    assert told and english(told[-1]).endswith("Input/output error. Nothing was changed")
    shown = list(live.game.events)
    assert [e.action for e in shown] == ["play"]
    assert path.stat().st_size == size  # what the disk holds is what the screen shows
    # A crash now: the restart brings back exactly what the judge saw.
    again = LiveGame(path)
    again.resume(again.unfinished())
    assert again.game.events == shown
    # And the game goes on in the first console, its journal in step.
    live.forget_failed()
    assert live.draw() is not None
    assert Journal(path).read().events == events_to_json(live.game.events)


def _refusing_new_file(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    """The fault: the file that would replace the journal at ``path`` cannot be created
    (the disk refuses it: full, or read-only for new files); every other file still can.
    ``monkeypatch.undo()`` lifts it."""
    real = tempfile.mkstemp

    def mkstemp(*args: Any, **kwargs: Any) -> tuple[int, str]:
        if (Path(kwargs.get("dir") or ".") == path.parent
                and str(kwargs.get("prefix", "")).startswith(f".{path.name}.")):
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(*args, **kwargs)

    monkeypatch.setattr(tempfile, "mkstemp", mkstemp)


def test_a_new_game_on_a_failing_disk_keeps_the_old_game_and_its_journal(tmp_path: Path, qtbot,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 24 item 2: the new game's journal is written first; on failure the old game
    stays on screen, its journal untouched, and a cancel followed by a crash resumes the
    old game alone (no mixture of two games)."""
    from daifugo_gui.ui.console.console import GameConsole

    live = _game(tmp_path, qtbot)
    console = GameConsole(live)
    qtbot.addWidget(console)
    live.play("5 7")
    path = live.journal.path
    before = path.read_bytes()
    console.prompts = FakePrompts().answer("cancel")
    _refusing_new_file(monkeypatch, path)
    assert not console.start_new_game(NewGame(["Chie", "Dan", "Eri"], Settings()))
    asked = console.prompts.questions()
    assert asked and "could not be written" in asked[0]
    assert live.game.players == ("Aki", "Ben") and [e.action for e in live.game.events] == ["play"]
    assert path.read_bytes() == before
    assert live.pass_turn() is not None  # the old game goes on, in its own journal
    state = Journal(path).read()
    assert state.start["players"] == ["Aki", "Ben"] and state.events == events_to_json(live.game.events)
    again = LiveGame(path)  # a crash now: the restart brings back the old game as shown
    again.resume(again.unfinished())
    assert again.game.players == ("Aki", "Ben") and again.game.events == live.game.events
    # Once the disk takes it, the new game replaces the old in one step.
    monkeypatch.undo()
    assert console.start_new_game(NewGame(["Chie", "Dan", "Eri"], Settings()))
    assert Journal(path).read().start["players"] == ["Chie", "Dan", "Eri"] and Journal(path).read().events == []


def test_continuing_a_record_on_a_failing_disk_keeps_the_old_game(tmp_path: Path, qapp,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    live = _game(tmp_path, qapp)
    live.play("5 7")
    record = tmp_path / "adjourned.json"
    other = LiveGame(tmp_path / "other.jsonl")
    other.new_game(NewGame(["Chie", "Dan"], Settings()))
    other.begin_play()
    other.draw()
    other.save_record(record)
    path = live.journal.path
    before = path.read_bytes()
    told: list = []
    live.journalFailed.connect(told.append)
    _refusing_new_file(monkeypatch, path)
    assert not live.open_record(record)
    assert told and live.game.players == ("Aki", "Ben") and path.read_bytes() == before
    # The judge chooses another place: the record continues there; the old journal is untouched.
    moved = tmp_path / "moved" / "live.jsonl"
    assert live.move_journal(moved)
    live.retry_failed()
    assert live.game.players == ("Chie", "Dan") and [e.action for e in live.game.events] == ["draw"]
    assert Journal(moved).read().start["players"] == ["Chie", "Dan"]
    assert path.read_bytes().startswith(before)  # the old game kept, only marked as moved on
    assert Journal(path).read().moved_to == str(moved) and Journal(path).unfinished() is None


def test_a_second_consoles_unfinished_journal_is_offered_again_at_start_up(tmp_path: Path, qtbot) -> None:
    """Issue 24 item 4: live-game-2.jsonl left by a second console is offered at the next
    start (unless a running console holds it); the one taken is the one written to, and the
    games not taken stay on disk for the next start."""
    from daifugo_gui.ui.console.console import GameConsole

    base = tmp_path / "live-game.jsonl"
    first = LiveGame(base)
    assert first.claim_journal() is None
    second = LiveGame(base)
    assert "live-game-2.jsonl" in second.claim_journal()
    third = LiveGame(base)
    assert "live-game-3.jsonl" in third.claim_journal()
    for live, players in ((first, ["Aki", "Ben"]), (second, ["Chie", "Dan"]), (third, ["Eri", "Fumi"])):
        live.new_game(NewGame(players, Settings()))
        live.begin_play()
        live.draw()
    second.shutdown()
    second.release_journal()  # the second console crashed; the third still runs
    first.release_journal()
    shown = list(second.game.events)

    live = LiveGame(base)
    assert live.claim_journal() is None
    console = GameConsole(live)
    qtbot.addWidget(console)
    console.prompts = FakePrompts().answer(False, True)  # not Aki and Ben's game; Chie and Dan's
    assert console.offer_resume()
    asked, told = console.prompts.questions(), console.prompts.messages()
    assert len(asked) == 2 and "Aki, Ben" in asked[0] and "live-game-2.jsonl" in asked[1]
    assert not any("Eri" in q for q in asked)  # held by the running third console
    assert told and "live-game.jsonl" in told[-1] and "offered again" in told[-1]
    assert live.journal.path == base.with_name("live-game-2.jsonl")
    assert live.game.players == ("Chie", "Dan") and live.game.events == shown
    live.resume_clocks()
    live.pass_turn()
    assert Journal(base.with_name("live-game-2.jsonl")).read().events == events_to_json(live.game.events)
    assert Journal(base).read().start["players"] == ["Aki", "Ben"]  # untouched, offered next time
    live.release_journal()
    third.release_journal()


@pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="needs /proc")
def test_choose_another_place_is_followed_by_a_restart(tmp_path: Path, qtbot, monkeypatch) -> None:
    """Issue 24 item 3: after a failed write the judge chooses another place; the old place
    is marked, and a restart offers the game at its new place (and says so), not the stale copy."""
    from daifugo_gui.ui.console.console import GameConsole

    old = tmp_path / "data" / "live-game.jsonl"
    new = tmp_path / "stick" / "table-3.jsonl"
    live = LiveGame(old)
    assert live.claim_journal() is None
    console = GameConsole(live)
    qtbot.addWidget(console)
    live.new_game(NewGame(["Aki", "Ben"], Settings()))
    live.begin_play()
    live.play("5 7")
    console.prompts = FakePrompts().answer("move", str(new))
    real_fsync = os.fsync
    # Only the journal's own file fails: the pointer beside it can still be written.
    bad = os.stat(old).st_ino
    monkeypatch.setattr(os, "fsync", lambda fd: (_ for _ in ()).throw(OSError(5, "Input/output error"))
                        if os.fstat(fd).st_ino == bad else real_fsync(fd))
    live.draw()  # refused at the old place, done again at the new one
    assert live.game.events[-1].action == "draw"
    monkeypatch.setattr(os, "fsync", real_fsync)
    told = console.prompts.messages()
    assert live.journal.path == new and told and "marked as moved" in told[-1]
    live.pass_turn()
    shown = list(live.game.events)
    assert Journal(new).read().events == events_to_json(shown)
    assert [e["action"] for e in Journal(old).read().events] == ["play"]  # the stale copy
    live.release_journal()  # the console is gone (a crash)

    again = LiveGame(old)
    assert again.claim_journal() is None
    restarted = GameConsole(again)
    qtbot.addWidget(restarted)
    restarted.prompts = FakePrompts().answer(True)
    assert restarted.offer_resume()
    said, asked = restarted.prompts.messages(), restarted.prompts.questions()
    assert said and f"had been moved to {new}" in said[0]
    assert len(asked) == 1 and "3 events" in asked[0]
    assert again.journal.path == new and again.game.events == shown
    again.release_journal()


@pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="needs /proc")
def test_a_move_the_old_place_cannot_record_is_told_with_the_way_back(tmp_path: Path, qtbot, fsync_fails_under) -> None:
    from daifugo_gui.ui.console.console import GameConsole

    old = tmp_path / "data" / "live-game.jsonl"
    new = tmp_path / "stick" / "table-3.jsonl"
    live = _game(tmp_path / "data", qtbot)
    live.session.journal = Journal(old)
    live.journal.rewrite(live.session.journal_state())
    console = GameConsole(live)
    qtbot.addWidget(console)
    console.prompts = FakePrompts().answer("move", str(new))
    fsync_fails_under(old.parent)
    live.draw()
    told = console.prompts.messages()
    assert live.game.events[-1].action == "draw" and live.journal.path == new
    assert told and "could not be marked as moved" in told[-1] and "--journal" in told[-1] and str(new) in told[-1]
    assert not old.with_name("live-game.jsonl.moved-to").exists()
    assert not list(old.parent.glob(".*.tmp"))  # the pointer's refused temporary file is gone too


def _old_journal(tmp_path: Path) -> tuple[Path, bytes]:
    path = tmp_path / "live-game.jsonl"
    journal = Journal(path)
    journal.begin(START)
    journal.event({"player": "Aki", "action": "draw"}, {"game_elapsed": 3})
    return path, path.read_bytes()


def _fail_fsync(monkeypatch: pytest.MonkeyPatch) -> None:
    def fsync(fd: int) -> None:
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(os, "fsync", fsync)


def _fail_write(monkeypatch: pytest.MonkeyPatch) -> None:
    """The new journal's bytes go to /dev/full: the kernel says the disk is full."""
    real = os.fdopen

    def fdopen(fd: int, *args: Any, **kwargs: Any) -> Any:
        os.close(fd)
        return real(os.open("/dev/full", os.O_WRONLY), *args, **kwargs)

    monkeypatch.setattr(os, "fdopen", fdopen)


def _fail_rename(monkeypatch: pytest.MonkeyPatch) -> None:
    def replace(*args: Any, **kwargs: Any) -> None:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(os, "replace", replace)


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
@pytest.mark.parametrize("fault", [_fail_fsync, _fail_write, _fail_rename])
def test_a_new_game_the_disk_refuses_leaves_the_old_journal_and_no_temporary_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fault: Any) -> None:
    """Starting a journal writes it through files.replace_atomically: a failing write, fsync
    or rename is raised, the old journal stays byte for byte and readable, nothing else is left."""
    path, before = _old_journal(tmp_path)
    fault(monkeypatch)
    with pytest.raises(OSError):
        Journal(path).begin({**START, "players": ["Chie", "Dan"]})
    monkeypatch.undo()
    assert path.read_bytes() == before
    state = Journal(path).read()
    assert state.start["players"] == ["Aki", "Ben"] and [e["action"] for e in state.events] == ["draw"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["live-game.jsonl"]


def test_a_new_game_leaves_exactly_the_journal_and_clears_a_crash_s_leftover(tmp_path: Path) -> None:
    """A power cut between writing and renaming leaves a hidden temporary file; the next
    start of the same journal removes it, and never another file's."""
    path, _ = _old_journal(tmp_path)
    leftover = tmp_path / ".live-game.jsonl.k3x_9q2a.tmp"  # as tempfile.mkstemp names it
    leftover.write_bytes(b'{"kind": "start", "rec')
    others = [tmp_path / ".live-game.jsonl.moved-to.ab12cd34.tmp", tmp_path / ".live-game-2.jsonl.ab12cd34.tmp",
              tmp_path / "live-game.jsonl.damaged-20261127-101010"]
    for other in others:
        other.write_text("someone else's")
    Journal(path).begin({**START, "players": ["Chie", "Dan"]})
    assert Journal(path).read().start["players"] == ["Chie", "Dan"]
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["live-game.jsonl", *(o.name for o in others)])
    Journal(path).begin(START)
    for other in others:
        other.unlink()
    assert [p.name for p in tmp_path.iterdir()] == ["live-game.jsonl"]
    assert oct(path.stat().st_mode & 0o777) == oct(0o666 & ~_umask())


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask
