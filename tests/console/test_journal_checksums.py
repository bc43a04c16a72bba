"""Every journal line is numbered and sealed (issue 24, item 6).

Each test does to the file what a bad sector, an editor or a copying mistake does (a byte
changed, a line repeated, two lines swapped, a line missing, a file that cannot be read or
moved) and checks that the judge is told which line was cut and why, that the game before
it comes back, and that what the journal holds afterwards is what the screen shows.
"""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import pytest

from daifugo_gui.app.journal import Journal, JournalError
from daifugo_gui.app.live_game import LiveGame, recovery_reason
from daifugo_gui.rules.reasons import english
from prompts_fake import FakePrompts

START = {"format": "prime-daifugo-record/1", "players": ["Aki", "Ben"], "settings": {}}
ACTIONS = [("Aki", "draw"), ("Aki", "pass"), ("Ben", "draw"), ("Ben", "pass"), ("Aki", "draw")]


def _journal(path: Path) -> list[bytes]:
    journal = Journal(path)
    journal.begin(START)
    for who, action in ACTIONS:
        journal.event({"player": who, "action": action}, {"game_elapsed": 1})
    return path.read_bytes().splitlines(keepends=True)


def _restart(path: Path, qapp) -> tuple[LiveGame, str | None]:
    """What a console does at start-up: recover, offer, resume; the words the judge reads."""
    live = LiveGame(path)
    recovery = live.recover_journal()
    state = live.unfinished()
    cut = live.resume(state) if state is not None else None
    said = recovery or cut
    return live, english(recovery_reason(said)) if said is not None else None


def test_lines_carry_their_number_and_a_chained_checksum(tmp_path: Path) -> None:
    path = tmp_path / "j.jsonl"
    lines = _journal(path)
    entries = [json.loads(line) for line in lines]
    assert [e["seq"] for e in entries] == list(range(1, 7))
    assert all(len(e["crc"]) == 8 for e in entries)
    game = entries[0]["game"]
    assert len(game) == 16 and all(e["game"] == game for e in entries)  # every line names its game
    assert lines[2].rstrip().endswith(b'"}') and b',"seq":3,"game":"%s","crc":"' % game.encode() in lines[2]


@pytest.mark.parametrize(
    ("damage", "line", "words"),
    [
        ("repeat", 4, "line 3 of the journal was found here"),
        ("swap", 3, "line 4 of the journal was found here"),
        ("drop", 3, "line 4 of the journal was found here"),
        ("flip", 3, "checksum does not match"),
    ],
)
def test_damage_that_still_parses_is_named_and_cut(tmp_path: Path, qapp, damage: str, line: int, words: str) -> None:
    path = tmp_path / "j.jsonl"
    lines = _journal(path)
    if damage == "repeat":
        lines.insert(3, lines[2])
    elif damage == "swap":
        lines[2], lines[3] = lines[3], lines[2]
    elif damage == "drop":
        del lines[2]
    else:
        at = lines[2].index(b'"pass"') + 2
        lines[2] = lines[2][:at] + b"x" + lines[2][at + 1:]  # "pass" -> "pxss": still JSON
    path.write_bytes(b"".join(lines))
    with pytest.raises(JournalError, match=f"line {line}: .*{words}"):
        Journal(path).read()
    live, said = _restart(path, qapp)
    assert said is not None and f"line {line}:" in said and f"Lines {line} to {len(lines)} were not resumed" in said
    expected = [a for _w, a in ACTIONS[: line - 2]]
    assert [e.action for e in live.game.events] == expected
    assert [e["action"] for e in Journal(path).read().events] == expected
    again, word = _restart(path, qapp)
    assert word is None and again.game.events == live.game.events


def test_an_old_journal_without_checksums_still_resumes_and_goes_on_sealed(tmp_path: Path, qapp) -> None:
    path = tmp_path / "j.jsonl"
    old = [{"kind": "start", "format": "daifugo-console-journal/1", "record": START, "clocks": {}, "wall": 1.0}]
    old += [{"kind": "event", "event": {"player": w, "action": a}, "clocks": {}, "wall": 2.0} for w, a in ACTIONS[:3]]
    path.write_text("".join(json.dumps(e) + "\n" for e in old))
    live, said = _restart(path, qapp)
    assert said is None and [e.action for e in live.game.events] == ["draw", "pass", "draw"]
    live.resume_clocks()
    assert live.pass_turn() is not None
    last = json.loads(path.read_bytes().splitlines()[-1])
    assert last["seq"] == 6 and "crc" in last  # numbered by its place, chained on from 0
    assert [e["action"] for e in Journal(path).read().events] == ["draw", "pass", "draw", "pass"]


def test_a_torn_last_line_is_told(tmp_path: Path, qtbot) -> None:
    from daifugo_gui.ui.console.console import GameConsole

    path = tmp_path / "j.jsonl"
    lines = _journal(path)
    path.write_bytes(b"".join(lines)[:-7])
    console = GameConsole(LiveGame(path))
    qtbot.addWidget(console)
    console.prompts = FakePrompts().answer(True)
    assert console.offer_resume()
    asked = [a.text for a in console.prompts.asked]  # the questions and the messages, in order
    assert len(asked) == 1 and "cut short by a crash" in asked[0] and "4 events" in asked[0]


def test_an_unreadable_journal_is_told_not_a_typeerror(tmp_path: Path, qapp, monkeypatch) -> None:
    path = tmp_path / "j.jsonl"
    _journal(path)
    real = Path.read_bytes

    def failing(self: Path) -> bytes:
        if self == path:
            raise OSError(errno.EIO, "Input/output error")
        return real(self)

    monkeypatch.setattr(Path, "read_bytes", failing)
    with pytest.raises(JournalError, match="cannot read the journal .*Input/output error"):
        Journal(path).read()
    live, said = _restart(path, qapp)
    assert said is not None and said.startswith("The autosave cannot be read") and "Input/output error" in said
    assert live.game is None
    kept = list(tmp_path.glob("j.jsonl.damaged-*"))
    assert len(kept) == 1 and str(kept[0]) in said  # kept, never deleted


def test_a_damaged_journal_on_a_read_only_medium_is_told_and_never_written(tmp_path: Path, qapp, monkeypatch) -> None:
    path = tmp_path / "j.jsonl"
    lines = _journal(path)
    lines.insert(3, lines[2])
    damaged = b"".join(lines)
    path.write_bytes(damaged)

    def read_only(*_args: object, **_kwargs: object) -> None:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(os, "replace", read_only)
    live, said = _restart(path, qapp)
    assert said is not None and "could not be moved aside (Read-only file system)" in said
    assert "Lines 4 to 7 were not resumed" in said
    assert [e.action for e in live.game.events] == ["draw", "pass"]
    told: list = []
    live.journalFailed.connect(told.append)
    live.resume_clocks()
    assert live.game.events and live.clocks.paused  # the resume of the clocks was refused too
    assert live.draw() is None and told  # the judge chooses another place first
    assert path.read_bytes() == damaged  # nothing written after the damage
