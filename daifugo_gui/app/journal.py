"""The autosave journal: every judge action reaches the disk before the screen shows it.

A journal is a JSON-lines file. Its first line starts a game (the record's players,
settings and, for known hands, the deal); each later line is one entry: an ``event``
(a record event exactly as the engine logs it), an ``undo`` (the last event is taken
back), a ``pause``/``resume`` of the clocks, or ``close`` when the judge closes the game.
Each line carries the clocks' state, so a resumed game continues with the same game
time and banks.

Each append is flushed and ``fsync``'ed. A process killed (or a disk that fills) in the
middle of a write leaves at most one torn last line, without its newline: reading ignores
it (that action never reached the screen either) and the next append first cuts it off,
so a torn line never glues onto a good one. A damaged line anywhere else is an error that
names the line; :meth:`Journal.recover` keeps the damaged file aside and gives back every
complete entry before the damage.

One console at a time: :class:`JournalLock` holds an advisory lock beside the journal and
says which console (process, host, start time) holds it.
"""

from __future__ import annotations

import json
import math
import os
import socket
import time
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Iterator

from daifugo_gui.app.reasons import JournalCode
from daifugo_gui.rules.errors import Explained
from daifugo_gui.rules.reasons import Reason

JOURNAL_FORMAT = "daifugo-console-journal/1"


class JournalError(Explained, ValueError):
    """A journal that cannot be read; the reason names the file and line."""

    def __init__(self, path: Path, why: JournalCode | Reason, line: int = 0, **params: Any) -> None:
        inner = why if isinstance(why, Reason) else Reason.of(why, **params)
        where = (Reason.of(JournalCode.AT_LINE, path=str(path), line=line, why=inner) if line
                 else Reason.of(JournalCode.IN_FILE, path=str(path), why=inner))
        super().__init__(where)
        self.line = line


class NoFreeJournal(Explained, OSError):
    """Every autosave journal beside the default one is held by another console."""


@dataclass
class Recovery:
    """A damaged journal set aside, and what could be saved from it."""

    state: JournalState | None  # the complete entries before the damage (None: nothing)
    kept_as: Path  # where the damaged file now is
    reason: Reason


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
    # Parallel to ``events``: the clocks after each event and its wall time (Unix seconds).
    event_clocks: list[dict[str, Any]] = field(default_factory=list)
    event_walls: list[float | None] = field(default_factory=list)
    last_wall: float | None = None  # when the last entry was written (the crash came after)
    start_clocks: dict[str, Any] = field(default_factory=dict)  # the clocks at the deal

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
        # The file and its length before a refused append the disk would not let us cut back.
        self._cut_to: tuple[tuple[int, int], int] | None = None

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
        """Write one entry and wait until the disk has it.

        Raises OSError (a full disk, a read-only or unplugged medium) with nothing new
        counted as written: a partial line is cut off before the next append.
        """
        data = self._line(entry).encode("utf-8")
        # "r+b", never create: a journal that vanished (an unplugged stick) is an error the
        # judge sees, not a new file without its game's start.
        # Unbuffered: a failed write must leave no bytes in a buffer that closing would flush.
        with open(self.path, "r+b", buffering=0) as handle:
            if self._cut_to is not None:  # a refused line the disk would not let us cut before
                file, size = self._cut_to
                if file == _identity(handle) and handle.seek(0, os.SEEK_END) > size:
                    handle.truncate(size)
                self._cut_to = None
            self._cut_torn_tail(handle)
            before = handle.seek(0, os.SEEK_END)
            try:
                view = memoryview(data)
                while view:
                    view = view[handle.write(view):]
                os.fsync(handle.fileno())
            except OSError:
                # The action is refused, so the disk must not keep it: a line that reached
                # the file before fsync failed would otherwise come back after a crash.
                if not self._take_back(handle, before):
                    self._cut_to = (_identity(handle), before)
                raise

    @staticmethod
    def _take_back(handle: Any, size: int) -> bool:
        """Cut the file back to ``size`` bytes after a failed append; False if the disk refused."""
        try:
            handle.truncate(size)
            os.fsync(handle.fileno())
        except (OSError, ValueError):
            return False  # the next append of this console cuts it first
        return True

    @staticmethod
    def _cut_torn_tail(handle: Any) -> None:
        """A last line without its newline was torn by a crash: cut it off before appending."""
        size = handle.seek(0, os.SEEK_END)
        if size == 0:
            return
        handle.seek(size - 1)
        if handle.read(1) == b"\n":
            return
        # Walk back to the last newline (lines are short: read a block at a time).
        end = size
        while end > 0:
            start = max(0, end - 4096)
            handle.seek(start)
            block = handle.read(end - start)
            cut = block.rfind(b"\n")
            if cut >= 0:
                handle.truncate(start + cut + 1)
                return
            end = start
        handle.truncate(0)

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
            data = self.path.read_bytes()
        except OSError as exc:
            raise JournalError(self.path, JournalCode.CANNOT_READ, path=str(self.path), detail=exc.strerror or str(exc)) from exc
        lines = data.split(b"\n")
        # Without a final newline the last line was torn by a crash: it never showed.
        complete = lines[:-1]
        for number, raw in enumerate(complete, start=1):
            if not raw.strip():
                continue
            try:
                entry = json.loads(raw.decode("utf-8"))
            except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
                why = getattr(exc, "msg", None) or Reason.of(JournalCode.NOT_UTF8)
                raise JournalError(self.path, JournalCode.NOT_AN_ENTRY, number, detail=why) from None
            _check_entry(entry, number, self.path)
            yield entry

    def read(self, upto_damage: bool = False) -> JournalState:
        """Replay the entries into the game's current state (undo entries remove events).

        ``upto_damage``: stop at a damaged line and return what came before it.
        """
        state: JournalState | None = None
        entries = self.entries()
        number = 0
        while True:
            try:
                entry = next(entries)
            except StopIteration:
                break
            except JournalError:
                if upto_damage and state is not None:
                    break
                raise
            number += 1
            kind = entry["kind"]
            if number == 1:
                if kind != "start" or not isinstance(entry.get("record"), dict):
                    raise JournalError(self.path, JournalCode.STARTS_WITH_GAME, 1)
                if entry.get("format") != JOURNAL_FORMAT:
                    raise JournalError(self.path, JournalCode.OTHER_FORMAT, found=repr(entry.get("format")),
                                       expected=JOURNAL_FORMAT)
                state = JournalState(start=entry["record"], clocks=entry.get("clocks") or {})
                state.start_clocks = dict(state.clocks)
                state.entries = 1
                if isinstance(entry.get("wall"), (int, float)):
                    state.last_wall = float(entry["wall"])
                continue
            assert state is not None
            state.entries += 1
            wall = entry.get("wall")
            if isinstance(wall, (int, float)):
                state.last_wall = float(wall)
            if kind == "event":
                state.events.append(entry["event"])
                state.event_clocks.append(entry.get("clocks") or {})
                state.event_walls.append(float(wall) if isinstance(wall, (int, float)) else None)
                if entry.get("redo") and state.redo:
                    state.redo.pop()
                else:
                    state.redo.clear()  # a new action ends the redo history, as on screen
            elif kind == "undo":
                if not state.events:
                    if upto_damage:
                        break
                    raise JournalError(self.path, JournalCode.UNDO_NOTHING, number)
                state.redo.append({"event": state.events.pop(), "banks": entry.get("banks", {})})
                state.event_clocks.pop()
                state.event_walls.pop()
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
                raise JournalError(self.path, JournalCode.UNKNOWN_KIND, number, kind=repr(kind))
            if entry.get("clocks"):
                state.clocks = entry["clocks"]
        if state is None:
            raise JournalError(self.path, JournalCode.EMPTY)
        return state

    def unfinished(self) -> JournalState | None:
        """The game to offer for resuming, or None (no journal, closed, or unreadable).

        An unreadable journal is never silently dropped: see :meth:`recover`.
        """
        if not self.exists():
            return None
        try:
            state = self.read()
        except JournalError:
            return None
        return None if state.closed or _finished(state) else state

    def recover(self) -> Recovery | None:
        """If the journal cannot be read: keep it aside and save what came before the damage.

        Returns None when the journal reads (or does not exist). Otherwise the damaged file
        is renamed (``live-game.jsonl.damaged-YYYYmmdd-HHMMSS``, never overwritten), and
        every complete entry before the damage comes back as a state to resume, written
        anew at the journal's place when there is one.
        """
        if not self.exists():
            return None
        try:
            self.read()
            return None
        except JournalError as damage:
            reason = damage.reason
        try:
            saved: JournalState | None = self.read(upto_damage=True)
        except JournalError:
            saved = None
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        kept = self.path.with_name(f"{self.path.name}.damaged-{stamp}")
        os.replace(self.path, kept)
        self._sync_dir()
        if saved is not None and not saved.closed:
            self.rewrite(saved)
        return Recovery(saved, kept, reason)

    def set_aside(self) -> Path | None:
        """Move the journal out of the way (``….damaged-<date>``), never to be overwritten."""
        if not self.path.exists():
            return None
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        kept = self.path.with_name(f"{self.path.name}.damaged-{stamp}")
        os.replace(self.path, kept)
        self._sync_dir()
        return kept

    def rewrite(self, state: JournalState) -> None:
        """Write a state as a fresh journal (atomically): its start, then its events."""
        self.begin(state.start, state.clocks)
        for event in state.events:
            self.append({"kind": "event", "event": event, "clocks": state.clocks})
        for item in reversed(state.redo):  # the undone events stay redoable
            self.append({"kind": "event", "event": item["event"], "clocks": state.clocks})
        for item in state.redo:
            self.append({"kind": "undo", "clocks": state.clocks, "banks": item.get("banks", {})})

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


def _identity(handle: Any) -> tuple[int, int]:
    """Which file an open handle is (device, inode): a path may point elsewhere by now."""
    info = os.fstat(handle.fileno())
    return info.st_dev, info.st_ino


def _finished(state: JournalState) -> bool:
    """Whether the journal's game is over (nothing to resume)."""
    from daifugo_gui.rules.errors import RecordError, RuleViolation
    from daifugo_gui.rules.record import game_from_record

    try:
        return game_from_record(state.record).finished
    except (RecordError, RuleViolation, ValueError):
        return False  # not for this check to decide: resuming will say what is wrong


_ENTRY_SHAPES: dict[str, dict[str, type]] = {
    "start": {"record": dict},
    "event": {"event": dict},
    "undo": {},
    "pause": {},
    "resume": {},
    "close": {},
}


def _check_entry(entry: Any, number: int, path: Path) -> None:
    """A journal entry has a known kind and the fields of that kind, of the right types."""
    if not isinstance(entry, dict) or not isinstance(entry.get("kind"), str):
        raise JournalError(path, JournalCode.ENTRY_OBJECT, number)
    shape = _ENTRY_SHAPES.get(entry["kind"])
    if shape is None:
        raise JournalError(path, JournalCode.UNKNOWN_KIND, number, kind=repr(entry["kind"]))
    for key, kind in shape.items():
        if not isinstance(entry.get(key), kind):
            raise JournalError(path, JournalCode.ENTRY_NEEDS, number, kind=entry["kind"], key=repr(key))
    if "clocks" in entry and not isinstance(entry["clocks"], dict):
        raise JournalError(path, JournalCode.CLOCKS_OBJECT, number)
    clocks = entry.get("clocks") or {}
    times = [v for k, v in clocks.items() if k.endswith("elapsed")]
    banks = clocks.get("banks", {})
    if not isinstance(banks, dict):
        raise JournalError(path, JournalCode.CLOCK_BANKS_OBJECT, number)
    times += list(banks.values())
    if not all(isinstance(t, (int, float)) and not isinstance(t, bool) and math.isfinite(t) and t >= 0 for t in times):
        raise JournalError(path, JournalCode.CLOCK_TIMES, number)
    if entry["kind"] == "event" and not isinstance(entry["event"].get("action"), str):
        raise JournalError(path, JournalCode.EVENT_ACTION, number)
    if "banks" in entry and not isinstance(entry["banks"], dict):
        raise JournalError(path, JournalCode.BANKS_OBJECT, number)


class JournalLock:
    """One console per journal: an advisory lock on ``<journal>.lock`` for the process's life.

    The lock file says who holds it (process id, host, start time) so a second console
    can tell the judge where the game is being judged.
    """

    def __init__(self, journal: str | os.PathLike[str]) -> None:
        self.path = Path(str(journal) + ".lock")
        self._handle: Any = None

    def acquire(self) -> str | None:
        """Take the lock; None when taken, else a description of the console holding it."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        handle = open(self.path, "a+", encoding="utf-8")
        try:
            _lock_file(handle)
        except OSError:
            handle.seek(0)
            holder = handle.read().strip() or "another console"
            handle.close()
            return holder
        handle.seek(0)
        handle.truncate()
        started = datetime.now().astimezone().isoformat(timespec="seconds")
        handle.write(f"process {os.getpid()} on {socket.gethostname()}, since {started}")
        handle.flush()
        self._handle = handle
        return None

    def release(self) -> None:
        if self._handle is not None:
            try:
                _unlock_file(self._handle)
            finally:
                self._handle.close()
                self._handle = None


def _lock_file(handle: Any) -> None:
    if os.name == "nt":  # pragma: no cover - exercised on Windows only
        import msvcrt

        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
    else:
        import fcntl

        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)


def _unlock_file(handle: Any) -> None:
    if os.name == "nt":  # pragma: no cover
        import msvcrt

        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)
    else:
        import fcntl

        fcntl.flock(handle.fileno(), fcntl.LOCK_UN)
