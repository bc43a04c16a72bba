"""Issue 38, item 3: a journal line knows its game; the resume question counts what comes
back; closing on a failing disk keeps the game; a bad ``--journal`` is one sentence.

Each test does what the fault does (a sync tool splicing two tables' autosaves, a medium
whose flush fails, a name over the system's limit, a folder the console may not enter) and
checks what the judge is told and that nothing is lost.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from daifugo_gui.app.journal import Journal, JournalError
from daifugo_gui.app.live_game import LiveGame, NewGame, recovery_reason
from daifugo_gui.rules import Settings
from daifugo_gui.rules.reasons import english
from prompts_fake import FakePrompts

TABLE_1 = {"format": "prime-daifugo-record/1", "players": ["Aki", "Ben"], "settings": {}}
TABLE_2 = {"format": "prime-daifugo-record/1", "players": ["Chie", "Dai"], "settings": {}}


def _table(path: Path, start: dict, moves: list[tuple[str, str]]) -> list[bytes]:
    journal = Journal(path)
    journal.begin(start)
    for who, action in moves:
        journal.event({"player": who, "action": action}, {"game_elapsed": 1})
    return path.read_bytes().splitlines(keepends=True)


ONE = [("Aki", "draw"), ("Aki", "pass"), ("Ben", "draw"), ("Ben", "pass")]
TWO = [("Chie", "draw"), ("Chie", "pass"), ("Dai", "draw")]


def test_a_first_line_from_another_tables_journal_resumes_nothing_and_says_so(tmp_path: Path, qtbot) -> None:
    """A sync tool mixed two ``live-game.jsonl``: table 2's start, then table 1's events.
    Before the game id the other table's deal was offered and line 2 was blamed."""
    from daifugo_gui.ui.console.console import GameConsole

    ours = _table(tmp_path / "one" / "live-game.jsonl", TABLE_1, ONE)
    theirs = _table(tmp_path / "two" / "live-game.jsonl", TABLE_2, TWO)
    path = tmp_path / "live-game.jsonl"
    spliced = theirs[0] + b"".join(ours[1:])
    path.write_bytes(spliced)
    with pytest.raises(JournalError, match="line 1: the first line starts game .* but the lines after it"):
        Journal(path).read()
    live = LiveGame(path)
    console = GameConsole(live)
    qtbot.addWidget(console)
    console.prompts = FakePrompts()  # no question may be asked: nothing is offered
    assert not console.offer_resume()
    told = console.prompts.messages()
    assert len(told) == 1 and told[0].startswith("The autosave cannot be read")
    assert "line 1:" in told[0] and "two autosaves were mixed" in told[0] and "Nothing could be resumed" in told[0]
    assert console.prompts.questions() == [] and live.game is None
    kept = list(tmp_path.glob("live-game.jsonl.damaged-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == spliced and str(kept[0]) in told[0]  # nothing lost


def test_a_hundred_spliced_copies_never_offer_the_other_deal(tmp_path: Path) -> None:
    """The issue's 100 copies: line 1 of one table, the rest of another, at random lengths."""
    rng = random.Random(38)
    for copy in range(100):
        folder = tmp_path / str(copy)
        ours = _table(folder / "a.jsonl", TABLE_1, ONE[: rng.randrange(1, len(ONE) + 1)])
        theirs = _table(folder / "b.jsonl", TABLE_2, TWO[: rng.randrange(0, len(TWO) + 1)])
        path = folder / "live-game.jsonl"
        path.write_bytes(theirs[0] + b"".join(ours[1:]))
        recovery = Journal(path).recover()
        assert recovery is not None and recovery.state is None and recovery.first_cut == 1, copy
        assert "two autosaves were mixed" in english(recovery_reason(recovery))


def test_a_line_from_another_game_later_on_is_named_and_cut_there(tmp_path: Path, qapp) -> None:
    ours = _table(tmp_path / "a.jsonl", TABLE_1, ONE)
    theirs = _table(tmp_path / "b.jsonl", TABLE_2, TWO)
    path = tmp_path / "live-game.jsonl"
    path.write_bytes(b"".join(ours[:3]) + theirs[3] + b"".join(ours[4:]))
    live = LiveGame(path)
    said = english(recovery_reason(live.recover_journal()))
    assert "line 4: the line belongs to game" in said and "copied in from another autosave" in said
    live.resume(live.unfinished())
    assert list(live.game.players) == ["Aki", "Ben"] and [e.action for e in live.game.events] == ["draw", "pass"]


def test_a_stranger_at_line_2_is_cut_at_line_2_not_blamed_on_the_start(tmp_path: Path, qapp) -> None:
    ours = _table(tmp_path / "a.jsonl", TABLE_1, ONE)
    theirs = _table(tmp_path / "b.jsonl", TABLE_2, TWO)
    path = tmp_path / "live-game.jsonl"
    path.write_bytes(ours[0] + theirs[1] + b"".join(ours[2:]))
    live = LiveGame(path)
    said = english(recovery_reason(live.recover_journal()))
    assert "line 2: the line belongs to game" in said
    live.resume(live.unfinished())
    assert list(live.game.players) == ["Aki", "Ben"] and live.game.events == []


def test_a_journal_sealed_before_game_ids_still_resumes_and_goes_on_in_its_form(tmp_path: Path, qapp) -> None:
    """Lines as the previous version wrote them (number and chained CRC, no game id)."""
    path = tmp_path / "live-game.jsonl"
    entries = [{"kind": "start", "format": "daifugo-console-journal/1", "record": TABLE_1, "clocks": {}}]
    entries += [{"kind": "event", "event": {"player": w, "action": a}, "clocks": {}} for w, a in ONE[:3]]
    chk, lines = 0, []
    for seq, entry in enumerate(entries, start=1):
        line, chk = Journal._sealed(entry, seq, chk)
        lines.append(line)
    path.write_bytes(b"".join(lines))
    assert b'"game"' not in path.read_bytes()
    live = LiveGame(path)
    assert live.recover_journal() is None
    live.resume(live.unfinished())
    assert [e.action for e in live.game.events] == ["draw", "pass", "draw"]
    live.resume_clocks()
    assert live.pass_turn() is not None
    last = json.loads(path.read_bytes().splitlines()[-1])
    assert last["seq"] == 6 and "game" not in last
    assert [e["action"] for e in Journal(path).read().events] == ["draw", "pass", "draw", "pass"]


def test_the_resume_question_counts_the_events_that_come_back(tmp_path: Path, qtbot) -> None:
    """Four events journaled, the third does not replay: the question offers 2, and 2 come back."""
    from daifugo_gui.ui.console.console import GameConsole

    path = tmp_path / "live-game.jsonl"
    journal = Journal(path)
    journal.begin(TABLE_1)
    journal.event({"player": "Aki", "action": "draw"}, {})
    journal.event({"player": "Aki", "action": "pass"}, {})
    journal.event({"player": "Ben", "action": "play"}, {})  # a play without its cards
    journal.event({"player": "Ben", "action": "pass"}, {})
    live = LiveGame(path)
    console = GameConsole(live)
    qtbot.addWidget(console)
    console.prompts = FakePrompts().answer(True)
    assert console.offer_resume()
    (question,) = console.prompts.questions()
    assert "(Aki, Ben, 2 events)" in question
    assert len(live.game.events) == 2


@pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="needs /proc")
def test_closing_a_game_on_a_failing_disk_says_so_and_keeps_it_on_screen(tmp_path: Path, qtbot, monkeypatch, fsync_fails_under) -> None:
    """Before: "Nothing was changed" and the game left the screen, though it was never closed."""
    from daifugo_gui.ui.console.console import GameConsole

    path = tmp_path / "data" / "live-game.jsonl"
    live = LiveGame(path)
    console = GameConsole(live)
    qtbot.addWidget(console)
    live.new_game(NewGame(["Aki", "Ben"], Settings()))
    live.begin_play()
    live.play("5 7")
    before = path.read_bytes()
    events = list(live.game.events)
    console.prompts = FakePrompts().answer(True, "cancel")  # yes, close it; then Cancel
    fsync_fails_under(path.parent)
    assert not console.close_game()
    asked = console.prompts.asked
    assert asked[1].title == "Autosave failed" and "Input/output error" in asked[1].text
    assert live.game is not None and live.game.events == events and live.clocks is not None
    assert path.read_bytes() == before  # the refused closing line was cut back out
    monkeypatch.undo()
    again = LiveGame(tmp_path / "data" / "live-game.jsonl")
    assert again.unfinished() is not None  # not closed: a restart still offers it
    # Once the disk takes it, closing closes.
    console.prompts = FakePrompts().answer(True)
    assert console.close_game() and live.game is None
    assert Journal(path).read().closed


def _gui(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(home), "XDG_DATA_HOME": str(home / "data"),
           "XDG_CONFIG_HOME": str(home / "config"), "DAIFUGO_GUI_SMOKE": "1"}
    code = "import sys; from daifugo_gui.ui.main import main; sys.exit(main(['daifugo-gui', *sys.argv[1:]]))"
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, env=env, timeout=300)


def test_a_300_character_journal_name_is_one_sentence(tmp_path: Path) -> None:
    name = tmp_path / ("a" * 300 + ".jsonl")
    done = _gui("--journal", str(name), home=tmp_path)
    lines = done.stderr.strip().splitlines()
    assert done.returncode == 2 and len(lines) == 1, done.stderr
    assert lines[0].startswith("daifugo-gui: argument --journal:") and "File name too long" in lines[0]
    assert "Traceback" not in done.stderr


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_a_journal_folder_the_console_may_not_enter_is_one_sentence(tmp_path: Path) -> None:
    """As root, the check runs in a child that has given up root (a judge's own account);
    otherwise the folder is simply closed to its owner."""
    from daifugo_gui.ui.main import parse_arguments

    closed = tmp_path / "closed"
    closed.mkdir()
    target = str(closed / "inner" / "live-game.jsonl")
    if os.geteuid() != 0:
        closed.chmod(0)
        try:
            with pytest.raises(Exception) as refused:
                parse_arguments(["--journal", target])
        finally:
            closed.chmod(0o700)
        said = str(refused.value)
    else:
        closed.chmod(0o700)  # root's: the judge's account (nobody) may not enter it
        reader, writer = os.pipe()
        child = os.fork()
        if child == 0:  # pragma: no cover - the child reports through the pipe
            os.close(reader)
            try:
                os.setgid(65534)
                os.setuid(65534)
                parse_arguments(["--journal", target])
                said = "accepted"
            except BaseException as exc:  # noqa: BLE001 - whatever it was, the parent judges it
                said = f"{type(exc).__name__}: {exc}"
            os.write(writer, said.encode())
            os._exit(0)
        os.close(writer)
        with os.fdopen(reader, "rb") as got:
            said = got.read().decode()
        os.waitpid(child, 0)
    assert "argument --journal:" in said and "Permission denied" in said, said
    assert "\n" not in said
