"""Nothing lost, ever (issue 13): torn writes, a full disk, a second console, damaged journals.

Each test does to the journal what a power cut, a full USB stick or a second window does,
and checks that the game is still there and that engine, screen and disk agree.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from daifugo_gui.app.journal import Journal, JournalError
from daifugo_gui.app.live_game import LiveGame, NewGame
from daifugo_gui.rules import Settings

START = {"format": "prime-daifugo-record/1", "players": ["Aki", "Ben"], "settings": {}}


def _game(tmp_path: Path, qapp) -> LiveGame:
    live = LiveGame(tmp_path / "journal.jsonl")
    live.new_game(NewGame(["Aki", "Ben"], Settings()))
    live.begin_play()
    return live


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
    live.journal.path = Path("/dev/full")  # the kernel answers every write: no space left
    events, deck, log = list(live.game.events), live.game.deck_count, list(live.log)
    assert live.draw() is None
    assert failures and "No space left on device" in failures[-1]
    assert live.game.events == events and live.game.deck_count == deck and live.log == log
    assert live.game.can_draw("Aki")  # not "already drawn this turn"
    # The judge chooses another place: everything so far is written there, then the action.
    moved = tmp_path / "elsewhere" / "journal.jsonl"
    assert live.move_journal(moved)
    outcome = live.retry_failed()
    assert outcome is not None and outcome.result == "drawn"
    state = Journal(moved).read()
    assert [e["action"] for e in state.events] == ["play", "draw"]
    assert [e["action"] for e in Journal(good).read().events] == ["play"]


def test_playing_on_in_memory_after_a_failed_write(tmp_path: Path, qapp) -> None:
    live = _game(tmp_path, qapp)
    live.journal.path = Path("/dev/full")
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
    asked: list[str] = []
    console.journal_failure_choice = lambda message: asked.append(message) or "memory"
    live.journal.path = Path("/dev/full")
    live.draw()
    assert asked and live.game.events[-1]["action"] == "draw"
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
    told: list[str] = []
    assert console.offer_resume(ask=lambda q: True, tell=told.append)
    assert told and "line 4" in told[0]
    kept = list(tmp_path.glob("journal.jsonl.damaged-*"))
    assert len(kept) == 1 and kept[0].read_bytes().startswith(original)
    assert [e["action"] for e in live.game.events] == ["draw", "pass"]
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


def test_a_journal_that_reads_but_does_not_replay_is_kept_aside(tmp_path: Path, qtbot) -> None:
    """A well-shaped journal whose game cannot be rebuilt is never overwritten by the next game."""
    from daifugo_gui.ui.console.console import GameConsole

    path = tmp_path / "journal.jsonl"
    journal = Journal(path)
    journal.begin(START)
    journal.event({"player": "Aki", "action": "play"}, {})  # a play without its cards
    live = LiveGame(path)
    console = GameConsole(live)
    qtbot.addWidget(console)
    told: list[str] = []
    assert not console.offer_resume(ask=lambda q: True, tell=told.append)
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
    live.journal.path = Path("/dev/full")
    events = list(live.game.events)
    assert not live.undo() and live.game.events == events and live.undo_stack.index() == 2
    live.pause("dispute")
    assert not live.clocks.paused
    live.journal.path = good
    assert live.undo() and live.game.events == events[:1]
    live.journal.path = Path("/dev/full")
    assert not live.redo() and live.game.events == events[:1] and live.undo_stack.canRedo()
    live.journal.path = good
    assert live.redo() and live.game.events == events
    assert Journal(good).read().events == events  # the journal says what the screen says
