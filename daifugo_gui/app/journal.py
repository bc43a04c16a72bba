"""The autosave journal: every judge action reaches the disk before the screen shows it.

A journal is a JSON-lines file. Its first line starts a game (the record's players,
settings and, for known hands, the deal); each later line is one entry: an ``event``
(a record event exactly as the engine logs it), an ``undo`` (the last event is taken
back), a ``pause``/``resume`` of the clocks, or ``close`` when the judge closes the game.
Each line carries the clocks' state, so a resumed game continues with the same game
time and banks.

Each append is flushed and ``fsync``'ed. A process killed in the middle of a write
leaves at most one torn last line; reading ignores it (that action never reached the
screen either). A damaged line anywhere else is an error that names the line.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator

JOURNAL_FORMAT = "daifugo-console-journal/1"


class JournalError(ValueError):
    """A journal that cannot be read; the message names the file and line."""


@dataclass
class JournalState:
    """What a journal says about its game: the start, the live events, the last clocks."""

    start: dict[str, Any]
    events: list[dict[str, Any]] = field(default_factory=list)
    clocks: dict[str, Any] = field(default_factory=dict)
    pauses: list[dict[str, Any]] = field(default_factory=list)
    paused: bool = False
    closed: bool = False
    # Undone events the judge may still redo (last undone last), with the banks undo restores.
    redo: list[dict[str, Any]] = field(default_factory=list)
    entries: int = 0

    @property
    def record(self) -> dict[str, Any]:
        """The game so far as a ``prime-daifugo-record/1`` dict."""
        record = dict(self.start)
        record["events"] = [dict(e) for e in self.events]
        return record


class Journal:
    """An append-only, fsync'ed JSON-lines file for one game at a time."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)

    def exists(self) -> bool:
        return self.path.is_file() and self.path.stat().st_size > 0

    def begin(self, record: dict[str, Any], clocks: dict[str, Any] | None = None) -> None:
        """Start a new game, replacing whatever the journal held."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        tmp = self.path.with_suffix(self.path.suffix + ".new")
        line = self._line({"kind": "start", "format": JOURNAL_FORMAT, "record": record, "clocks": clocks or {}})
        with open(tmp, "w", encoding="utf-8") as handle:
            handle.write(line)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, self.path)
        self._sync_dir()

    def append(self, entry: dict[str, Any]) -> None:
        """Write one entry and wait until the disk has it."""
        with open(self.path, "a", encoding="utf-8") as handle:
            handle.write(self._line(entry))
            handle.flush()
            os.fsync(handle.fileno())

    def event(self, event: dict[str, Any], clocks: dict[str, Any], redo: bool = False) -> None:
        """An event; ``redo`` marks the judge's redo of the last undone one (the redo list shrinks)."""
        entry = {"kind": "event", "event": event, "clocks": clocks}
        if redo:
            entry["redo"] = True
        self.append(entry)

    def undo(self, clocks: dict[str, Any], banks: dict[str, float] | None = None) -> None:
        """The last event taken back; ``banks`` as the undo restored them, for a redo after a resume."""
        entry: dict[str, Any] = {"kind": "undo", "clocks": clocks}
        if banks is not None:
            entry["banks"] = banks
        self.append(entry)

    def pause(self, reason: str, clocks: dict[str, Any]) -> None:
        self.append({"kind": "pause", "reason": reason, "clocks": clocks})

    def resume(self, clocks: dict[str, Any]) -> None:
        self.append({"kind": "resume", "clocks": clocks})

    def close(self, clocks: dict[str, Any] | None = None) -> None:
        if self.exists():
            self.append({"kind": "close", "clocks": clocks or {}})

    # -- reading -----------------------------------------------------------------------------
    def entries(self) -> Iterator[dict[str, Any]]:
        try:
            text = self.path.read_text(encoding="utf-8")
        except OSError as exc:
            raise JournalError(f"cannot read the journal {self.path}: {exc.strerror}") from exc
        lines = text.split("\n")
        torn_tail = not text.endswith("\n")
        for number, line in enumerate(lines, start=1):
            if not line.strip():
                continue
            try:
                entry = json.loads(line)
            except json.JSONDecodeError as exc:
                if torn_tail and number == len(lines):
                    return  # the process died while writing this line: it never showed
                raise JournalError(f"{self.path}, line {number}: not a journal entry ({exc.msg})") from exc
            if not isinstance(entry, dict) or "kind" not in entry:
                raise JournalError(f"{self.path}, line {number}: an entry must be an object with a kind")
            yield entry

    def read(self) -> JournalState:
        """Replay the entries into the game's current state (undo entries remove events)."""
        state: JournalState | None = None
        for number, entry in enumerate(self.entries(), start=1):
            kind = entry["kind"]
            if number == 1:
                if kind != "start" or not isinstance(entry.get("record"), dict):
                    raise JournalError(f"{self.path}, line 1: a journal starts with its game")
                state = JournalState(start=entry["record"], clocks=entry.get("clocks") or {})
                state.entries = 1
                continue
            assert state is not None
            state.entries += 1
            if kind == "event":
                state.events.append(entry["event"])
                if entry.get("redo") and state.redo:
                    state.redo.pop()
                else:
                    state.redo.clear()  # a new action ends the redo history, as on screen
            elif kind == "undo":
                if not state.events:
                    raise JournalError(f"{self.path}, line {number}: undo with no event to take back")
                state.redo.append({"event": state.events.pop(), "banks": entry.get("banks", {})})
            elif kind == "pause":
                state.paused = True
                state.pauses.append({"reason": entry.get("reason", ""), "at": entry.get("clocks", {}).get("game_elapsed")})
            elif kind == "resume":
                state.paused = False
                if state.pauses:
                    state.pauses[-1]["until"] = entry.get("clocks", {}).get("game_elapsed")
            elif kind == "close":
                state.closed = True
            else:
                raise JournalError(f"{self.path}, line {number}: unknown entry kind {kind!r}")
            if entry.get("clocks"):
                state.clocks = entry["clocks"]
        if state is None:
            raise JournalError(f"{self.path}: the journal is empty")
        return state

    def unfinished(self) -> JournalState | None:
        """The game to offer for resuming, or None (no journal, closed, or unreadable)."""
        if not self.exists():
            return None
        try:
            state = self.read()
        except JournalError:
            return None
        return None if state.closed else state

    # -- helpers -----------------------------------------------------------------------------
    @staticmethod
    def _line(entry: dict[str, Any]) -> str:
        entry = {**entry, "wall": round(time.time(), 3)}
        return json.dumps(entry, ensure_ascii=False, separators=(",", ":")) + "\n"

    def _sync_dir(self) -> None:
        # The rename that installs a new journal must itself survive a crash.
        try:
            fd = os.open(self.path.parent, os.O_RDONLY)
        except OSError:
            return
        try:
            os.fsync(fd)
        except OSError:
            pass
        finally:
            os.close(fd)
