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

Every line is sealed: its sequence number, the game's id (a random name the start line
gives the game, issue 38) and a CRC-32 chained on from the line before. A line copied in
from another table's journal names another game, so a journal whose first line is not the
game of the lines after it resumes nothing and says so. Journals written before the game
id (or before the seals) still read, and go on in their own form.

One console at a time: :class:`JournalLock` holds a lock beside the journal (the
``filelock`` package) and says which console (process, host, start time) holds it.
"""

from __future__ import annotations

import errno
import json
import math
import os
import re
import secrets
import socket
import time
import zlib
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterator, Mapping

from daifugo_gui.app.reasons import JournalCode
from daifugo_gui.files import leftover_temporaries, replace_atomically, sync_folder
from daifugo_gui.rules.errors import Explained
from daifugo_gui.rules.events import Event
from daifugo_gui.rules.reasons import Reason

if TYPE_CHECKING:
    from filelock import FileLock  # loaded when the lock is taken, after the first paint (issue 29)

JOURNAL_FORMAT = "daifugo-console-journal/1"


class JournalError(Explained, ValueError):
    """A journal that cannot be read; the reason names the file and line."""

    # Positional only: a reason's own parameters may be called ``path`` or ``line`` too.
    def __init__(self, file: Path, why: JournalCode | Reason, line: int = 0, /, **params: Any) -> None:
        inner = why if isinstance(why, Reason) else Reason.of(why, **params)
        where = (Reason.of(JournalCode.AT_LINE, path=str(file), line=line, why=inner) if line
                 else Reason.of(JournalCode.IN_FILE, path=str(file), why=inner))
        super().__init__(where)
        self.line = line
        self.why = inner  # without the file and line


class NoFreeJournal(Explained, OSError):
    """Every autosave journal beside the default one is held by another console."""


@dataclass(frozen=True)
class Cut:
    """Where a journal's reading stopped: the first line not resumed, and why."""

    line: int
    reason: Reason


@dataclass
class Recovery:
    """A damaged journal, and what could be saved from it.

    ``state`` holds the complete entries before the damage (None: nothing could be saved);
    lines ``first_cut`` to ``last_cut`` of the file were not resumed (``reason`` says why
    the first of them was refused). The damaged file is kept as ``kept_as``; when it could
    not be moved aside (a read-only medium), ``kept_as`` is None, ``not_moved`` says why,
    and the journal is sealed: nothing is written after its damage.
    """

    state: JournalState | None
    kept_as: Path | None
    reason: Reason
    first_cut: int = 0
    last_cut: int = 0
    not_moved: str | None = None


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
    start_wall: float | None = None  # when the game's first line was written
    event_lines: list[int] = field(default_factory=list)  # the journal line of each event
    cut: Cut | None = None  # where the reading stopped at damage (None: read to the end)
    torn: bool = False  # the file ends in a line a crash cut short (never shown, not resumed)
    lines: int = 0  # complete lines in the file
    moved_to: str | None = None  # the game went on in another journal (a failed write here)
    recorded: bool = False  # a finished table game the tournament has stored
    game: str | None = None  # the game's id from the start line's seal (None: an older journal)
    # The judge's stop waiting for owed short-deck discards (issue 35): its reason, and how
    # many events stood when it was asked. None: none waits (and every older journal).
    stop_waiting: str | None = None
    stop_waiting_at: int = 0

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
        # The file, its length, and the seal of its last line, as this console last wrote
        # it: the next append need not read the file back.
        self._chain: tuple[tuple[int, int], int, Seal] | None = None
        # Set when the journal is damaged and could not be set aside: nothing is appended
        # to it (the words say why), so a damaged file never gets new lines after its damage.
        self.sealed: str | None = None
        self.salvaged: JournalState | None = None  # the state before the damage of a sealed journal

    def exists(self) -> bool:
        return self.path.is_file() and self.path.stat().st_size > 0

    def begin(self, record: dict[str, Any], clocks: dict[str, Any] | None = None,
              more: list[dict[str, Any]] | None = None, game: str | None = None) -> None:
        """Start a new game, replacing whatever the journal held, in one atomic step.

        ``more``: entries to write after the start in the same step (a game carried over
        from a record or another journal), so the file never holds half of it. ``game``:
        the game's id when the same game is written anew (a new one gets a new id).
        """
        self.path.parent.mkdir(parents=True, exist_ok=True)
        entries = [{"kind": "start", "format": JOURNAL_FORMAT, "record": record, "clocks": clocks or {}}, *(more or [])]
        game = game or new_game_id()
        chk = 0
        lines: list[bytes] = []
        for seq, entry in enumerate(entries, start=1):
            line, chk = self._sealed(entry, seq, chk, game)
            lines.append(line)
        # The one safe replace of the program (files.py): an OSError leaves the old journal
        # whole and no temporary file; the new journal and its name are synced when it returns.
        # Unchecked: the journal's place is the console's own, held by its lock.
        with replace_atomically(self.path, binary=True) as handle:
            handle.write(b"".join(lines))
        for leftover in leftover_temporaries(self.path):  # a power cut in an earlier start
            try:
                leftover.unlink()
            except OSError:
                pass
        self._cut_to = None
        self._chain = None

    def append(self, entry: dict[str, Any]) -> None:
        """Write one entry and wait until the disk has it.

        Raises OSError (a full disk, a read-only or unplugged medium) with nothing new
        counted as written: a partial line is cut off before the next append.
        """
        if self.sealed is not None:
            raise OSError(errno.EIO, self.sealed)
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
            last = self._last_seal(handle, before)
            data, chk = self._sealed(entry, last.seq + 1, last.crc, last.game)
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
            self._chain = (_identity(handle), before + len(data), Seal(last.seq + 1, chk, last.game))

    def _last_seal(self, handle: Any, size: int) -> Seal:
        """The seal of the file's last line (numbered 0 for none).

        A line without a checksum (a journal written before they existed) chains on from
        0, numbered by its place in the file; a line without a game id (written before
        them) is followed by lines without one, so an older journal keeps its own form.
        """
        if self._chain is not None and self._chain[:2] == (_identity(handle), size):
            return self._chain[2]
        if size == 0:
            return Seal(0, 0, None)
        handle.seek(max(0, size - 65536))
        block = handle.read()
        last = block.rstrip(b"\n").rsplit(b"\n", 1)[-1]
        found = _seal_of(last)
        if found is not None:
            return found
        handle.seek(0)
        count = sum(1 for raw in handle.read().split(b"\n") if raw.strip())
        return Seal(count, 0, None)

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

    def event(self, event: Event | Mapping[str, Any], clocks: dict[str, Any], redo: bool = False) -> None:
        """An event; ``redo`` marks the judge's redo of the last undone one (the redo list shrinks).

        The game's typed events are written as the record writes them (the journal is the
        record's edge); an event already in its JSON form is written as it is.
        """
        written = dict(event) if isinstance(event, Mapping) else event.to_json()
        entry: dict[str, Any] = {"kind": "event", "event": written, "clocks": clocks}
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

    def stop_waiting(self, reason: str, clocks: dict[str, Any]) -> None:
        """The judge stopped the game while short-deck discards are owed: the stop is made
        after the last one, and a resume between the two must still know it (issue 35)."""
        self.append({"kind": "stop_waiting", "reason": reason, "clocks": clocks})

    def close(self, clocks: dict[str, Any] | None = None) -> None:
        if self.exists():
            self.append({"kind": "close", "clocks": clocks or {}})

    # -- reading -----------------------------------------------------------------------------
    def entries(self) -> Iterator[dict[str, Any]]:
        """The journal's complete entries in order, each checked; a damaged one raises
        :class:`JournalError` naming its line."""
        for _number, entry in self._numbered():
            yield entry

    def _raw(self) -> bytes:
        try:
            return self.path.read_bytes()
        except OSError as exc:
            raise JournalError(self.path, JournalCode.CANNOT_READ, path=str(self.path), detail=exc.strerror or str(exc)) from exc

    def _numbered(self, data: bytes | None = None) -> Iterator[tuple[int, dict[str, Any]]]:
        """Each complete, non-blank line with its number, parsed, sealed in order and checked."""
        data = self._raw() if data is None else data
        # Without a final newline the last line was torn by a crash: it never showed.
        complete = [raw for raw in data.split(b"\n")[:-1] if raw.strip()]
        chk = 0
        checked = False  # a journal whose first line has a checksum: every line must have one
        game: str | None = None  # the game of the first line: every later line must name it
        for number, raw in enumerate(complete, start=1):
            entry = self._parsed(raw, number)
            seal = _seal_of(raw)
            if number == 1:
                checked = seal is not None
                game = seal.game if seal is not None else None
                self._check_first_line(complete, seal)
            elif seal is not None and seal.game != game:
                raise JournalError(self.path, JournalCode.OTHER_GAME, number, found=seal.game or "none",
                                   expected=game or "none")
            chk = self._chained(raw, seal, number, chk, checked)
            _check_entry(entry, number, self.path)
            yield number, entry

    def _check_first_line(self, lines: list[bytes], first: Seal | None) -> None:
        """The first line must start the game of the lines after it (issue 38): a line 1
        copied from another table's journal would offer that table's deal as this game.

        The lines after it decide: when line 2 names another game than line 1 and line 3
        does not side with line 1 (or there is none), line 1 is the stranger and nothing is
        resumed; when line 3 does side with line 1, line 2 is, and reading cuts there.
        """
        if first is None or len(lines) < 2:
            return
        second = _seal_of(lines[1])
        if second is None or second.game == first.game:
            return  # no seal to compare (an older journal, or damage that line 2 is cut for)
        third = _seal_of(lines[2]) if len(lines) > 2 else None
        if third is not None and third.game == first.game:
            return
        raise JournalError(self.path, JournalCode.FIRST_LINE_OTHER_GAME, 1,
                           found=first.game or "none", expected=second.game or "none")

    def _parsed(self, raw: bytes, number: int) -> Any:
        """One line's JSON value; a line that is not JSON in UTF-8 is damage at that line."""
        try:
            return json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
            why = getattr(exc, "msg", None) or Reason.of(JournalCode.NOT_UTF8)
            raise JournalError(self.path, JournalCode.NOT_AN_ENTRY, number, detail=why) from None

    def _chained(self, raw: bytes, seal: Seal | None, number: int, chk: int, checked: bool) -> int:
        """Check a line's sequence number and its CRC chained on from the line before (``chk``);
        returns the checksum the next line chains on from.

        A journal written before checksums (``checked`` False) has none on any line.
        """
        if seal is None:
            if checked:
                raise JournalError(self.path, JournalCode.NO_CHECKSUM, number)
            return 0
        seq, written = seal.seq, seal.crc
        if seq != number:  # moved or repeated, sound or not: the line is not where it belongs
            raise JournalError(self.path, JournalCode.OUT_OF_PLACE, number, found=seq)
        body = raw[: _SEAL.search(raw).start()]  # type: ignore[union-attr]
        if zlib.crc32(body, chk) != written:
            raise JournalError(self.path, JournalCode.CHECKSUM, number)
        return written

    def lines(self) -> int:
        """How many complete lines the journal holds (what a cut leaves out is counted by it)."""
        return _complete_lines(self._raw())

    def read(self, upto_damage: bool = False, before_line: int | None = None) -> JournalState:
        """Replay the entries into the game's current state (undo entries remove events).

        ``upto_damage``: stop at a damaged line and return what came before it (its line
        and reason in ``state.cut``). ``before_line``: read only the lines before that one.
        """
        data = self._raw()
        state: JournalState | None = None
        try:
            for number, entry in self._numbered(data):
                if before_line is not None and number >= before_line:
                    break
                if state is None:  # the first line: it must start a game
                    state = self._started(entry)
                else:
                    self._fold(state, number, entry)
        except JournalError as damage:
            # Damage before the game's start leaves nothing to go on from.
            if not upto_damage or state is None:
                raise
            state.cut = Cut(damage.line, damage.reason)
        if state is None:
            raise JournalError(self.path, JournalCode.EMPTY)
        state.torn = not data.endswith(b"\n") and bool(data.rsplit(b"\n", 1)[-1].strip())
        state.lines = _complete_lines(data)
        return state

    def _started(self, entry: dict[str, Any]) -> JournalState:
        """The state a journal's first line starts: it must be this format's game start."""
        if entry["kind"] != "start" or not isinstance(entry.get("record"), dict):
            raise JournalError(self.path, JournalCode.STARTS_WITH_GAME, 1)
        if entry.get("format") != JOURNAL_FORMAT:
            raise JournalError(self.path, JournalCode.OTHER_FORMAT, found=repr(entry.get("format")),
                               expected=JOURNAL_FORMAT)
        state = JournalState(start=entry["record"], clocks=entry.get("clocks") or {})
        game = entry.get("game")
        state.game = game if isinstance(game, str) else None
        state.start_clocks = dict(state.clocks)
        state.entries = 1
        wall = _wall_of(entry)
        state.last_wall = state.start_wall = wall
        return state

    def _fold(self, state: JournalState, number: int, entry: dict[str, Any]) -> None:
        """Apply one later line to the state; an undo with nothing to take back is damage."""
        kind = entry["kind"]
        if kind == "undo" and not state.events:
            raise JournalError(self.path, JournalCode.UNDO_NOTHING, number)
        state.entries += 1
        wall = _wall_of(entry)
        if wall is not None:
            state.last_wall = wall
        fold = _FOLDS.get(kind)
        if fold is not None:  # "clock" (and "start" again) only move the clocks
            fold(state, number, entry)
        if entry.get("clocks"):
            state.clocks = entry["clocks"]

    def unfinished(self, moved_too: bool = False) -> JournalState | None:
        """The game to offer for resuming, or None (no journal, closed, or unreadable).

        An unreadable journal is never silently dropped: see :meth:`recover`.
        """
        if self.sealed is not None:  # damaged and left in place: what came before the damage
            state = self.salvaged
        elif not self.exists():
            return None
        else:
            try:
                state = self.read()
            except JournalError:
                return None
        if state is None or state.closed or (state.moved_to and not moved_too) or _finished(state):
            return None
        return state

    def recover(self) -> Recovery | None:
        """If the journal cannot be read whole: keep it aside and save what came before the damage.

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
            return self.cut(damage.line, damage.reason)

    def cut(self, line: int, reason: Reason) -> Recovery:
        """Keep the journal aside and go on from the lines before ``line`` (0: nothing saved).

        Used for damage found in reading and for a line that reads but does not replay.
        """
        saved: JournalState | None
        try:
            saved = self.read(upto_damage=True, before_line=line or None) if line != 1 else None
        except JournalError:
            saved = None
        try:
            total = self.lines()
        except JournalError:
            total = 0
        first = line or 1
        try:
            kept: Path | None = self.set_aside()
        except OSError as exc:
            # A read-only medium: the file stays as it is, and this console writes nothing
            # after its damage (the judge chooses another place at the first action).
            self.sealed, self.salvaged = exc.strerror or str(exc), saved
            return Recovery(saved, None, reason, first, max(first, total), self.sealed)
        if saved is not None and not saved.closed:
            try:
                self.rewrite(saved)
            except OSError as exc:
                self.sealed, self.salvaged = exc.strerror or str(exc), saved
                return Recovery(saved, kept, reason, first, max(first, total), self.sealed)
        return Recovery(saved, kept, reason, first, max(first, total))

    def set_aside(self) -> Path | None:
        """Move the journal out of the way (``….damaged-<date>``), never to be overwritten."""
        if not self.path.exists():
            return None
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        kept = self.path.with_name(f"{self.path.name}.damaged-{stamp}")
        n = 1
        while kept.exists():  # two in one second: each keeps its own name
            n += 1
            kept = self.path.with_name(f"{self.path.name}.damaged-{stamp}-{n}")
        os.replace(self.path, kept)
        sync_folder(self.path.parent)  # the rename that installs a new journal survives a crash
        return kept

    def rewrite(self, state: JournalState) -> None:
        """Write a state as a fresh journal in one atomic step: its start, then its events.

        Each event keeps its clocks and its wall time; the undone events stay redoable.
        """
        more: list[dict[str, Any]] = []
        for pause in state.pauses:  # the disputes so far, for the record's "meta"
            if pause.get("until") is None:
                continue  # the one still open is written last
            more.append({"kind": "pause", "reason": pause.get("reason", ""), "clocks": {"game_elapsed": pause.get("at") or 0}})
            more.append({"kind": "resume", "clocks": {"game_elapsed": pause["until"]}})
        for n, event in enumerate(state.events):
            entry: dict[str, Any] = {"kind": "event", "event": event,
                                     "clocks": state.event_clocks[n] if n < len(state.event_clocks) else state.clocks}
            wall = state.event_walls[n] if n < len(state.event_walls) else None
            if wall is not None:
                entry["wall"] = wall
            more.append(entry)
        for item in reversed(state.redo):
            more.append({"kind": "event", "event": item["event"], "clocks": state.clocks})
        for item in state.redo:
            more.append({"kind": "undo", "clocks": state.clocks, "banks": item.get("banks", {})})
        if state.stop_waiting is not None:
            more.append({"kind": "stop_waiting", "reason": state.stop_waiting, "clocks": state.clocks})
        if state.paused:
            reason = state.pauses[-1].get("reason", "") if state.pauses else ""
            more.append({"kind": "pause", "reason": reason, "clocks": state.clocks})
        if state.clocks:
            more.append({"kind": "clock", "clocks": state.clocks})
        self.begin(state.start, state.start_clocks or state.clocks, more, game=state.game)

    # -- helpers -----------------------------------------------------------------------------
    @staticmethod
    def _line(entry: dict[str, Any], seq: int = 1, chk: int = 0, game: str | None = None) -> str:
        return Journal._sealed(entry, seq, chk, game)[0].decode("utf-8")

    @staticmethod
    def _sealed(entry: dict[str, Any], seq: int, chk: int, game: str | None = None) -> tuple[bytes, int]:
        """One line: the entry, its wall time, sequence number and game id, and last a
        CRC-32 of the line's bytes before it chained on from the previous line's (``chk``).
        A changed byte, a line repeated, missing or moved all break the chain at that line;
        a line from another game's journal also names another game."""
        rest = {k: v for k, v in entry.items() if k not in ("wall", "seq", "game", "crc")}
        wall = entry.get("wall")  # an entry carried over keeps its time
        entry = {**rest, "wall": wall if isinstance(wall, (int, float)) else round(time.time(), 3), "seq": seq}
        if game is not None:
            entry["game"] = game
        body = json.dumps(entry, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
        crc = zlib.crc32(body[:-1], chk)
        return body[:-1] + b',"crc":"%08x"}\n' % crc, crc



_SEAL = re.compile(rb',"crc":"([0-9a-f]{8})"\}$')
_SEQ = re.compile(rb',"seq":(\d{1,12})(?:,"game":"([0-9a-f]{1,32})")?,"crc":"[0-9a-f]{8}"\}$')


@dataclass(frozen=True)
class Seal:
    """What ends a journal line: its number, its chained checksum, and its game's id
    (None on lines written before games had one)."""

    seq: int
    crc: int
    game: str | None


def new_game_id() -> str:
    """A fresh game's id: random, so two tables' journals never share one."""
    return secrets.token_hex(8)


def _seal_of(raw: bytes) -> Seal | None:
    """A line's seal as written, None for a line without one."""
    found = _SEQ.search(raw)
    if found is None:
        return None
    seal = _SEAL.search(raw)
    assert seal is not None
    game = found.group(2)
    return Seal(int(found.group(1)), int(seal.group(1), 16), game.decode("ascii") if game else None)


def _complete_lines(data: bytes) -> int:
    """How many complete, non-blank lines a journal's bytes hold (a torn last line is not one)."""
    return sum(1 for raw in data.split(b"\n")[:-1] if raw.strip())


def _wall_of(entry: dict[str, Any]) -> float | None:
    """When an entry was written (Unix seconds), None for an entry without a time."""
    wall = entry.get("wall")
    return float(wall) if isinstance(wall, (int, float)) else None


# How each kind of line after the start changes the state (what reading folds in).
def _fold_event(state: JournalState, number: int, entry: dict[str, Any]) -> None:
    state.events.append(entry["event"])
    state.event_clocks.append(entry.get("clocks") or {})
    state.event_walls.append(_wall_of(entry))
    state.event_lines.append(number)
    if entry.get("redo") and state.redo:
        state.redo.pop()
    else:
        state.redo.clear()  # a new action ends the redo history, as on screen
    if entry["event"].get("action") == "stop":
        state.stop_waiting = None  # the waiting stop was made (or another stop ended the game)


def _fold_undo(state: JournalState, number: int, entry: dict[str, Any]) -> None:
    state.redo.append({"event": state.events.pop(), "banks": entry.get("banks", {})})
    state.event_clocks.pop()
    state.event_walls.pop()
    state.event_lines.pop()


def _fold_pause(state: JournalState, number: int, entry: dict[str, Any]) -> None:
    state.paused = True
    state.pauses.append({"reason": entry.get("reason", ""), "at": entry.get("clocks", {}).get("game_elapsed")})


def _fold_resume(state: JournalState, number: int, entry: dict[str, Any]) -> None:
    state.paused = False
    if state.pauses:
        state.pauses[-1]["until"] = entry.get("clocks", {}).get("game_elapsed")


def _fold_stop_waiting(state: JournalState, number: int, entry: dict[str, Any]) -> None:
    state.stop_waiting, state.stop_waiting_at = entry["reason"], len(state.events)


def _fold_close(state: JournalState, number: int, entry: dict[str, Any]) -> None:
    state.closed = True


def _fold_recorded(state: JournalState, number: int, entry: dict[str, Any]) -> None:
    state.recorded = True  # the tournament stored this finished game


def _fold_moved(state: JournalState, number: int, entry: dict[str, Any]) -> None:
    state.moved_to = entry["to"]  # "Choose another place": the game goes on elsewhere


_FOLDS: dict[str, Callable[[JournalState, int, dict[str, Any]], None]] = {
    "event": _fold_event,
    "undo": _fold_undo,
    "pause": _fold_pause,
    "resume": _fold_resume,
    "close": _fold_close,
    "recorded": _fold_recorded,
    "moved": _fold_moved,
    "stop_waiting": _fold_stop_waiting,
}


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
    "clock": {},
    "moved": {"to": str},
    "stop_waiting": {"reason": str},
    "recorded": {},  # the clocks' state alone: written as time passes, so a crash loses little of it
}


def _check_entry(entry: Any, number: int, path: Path) -> None:
    """A journal entry has a known kind and the fields of that kind, of the right types."""
    _check_shape(entry, number, path)
    _check_clocks(entry, number, path)
    if entry["kind"] == "event" and not isinstance(entry["event"].get("action"), str):
        raise JournalError(path, JournalCode.EVENT_ACTION, number)
    if "banks" in entry and not isinstance(entry["banks"], dict):
        raise JournalError(path, JournalCode.BANKS_OBJECT, number)


def _check_shape(entry: Any, number: int, path: Path) -> None:
    """An object with a known kind and that kind's fields."""
    if not isinstance(entry, dict) or not isinstance(entry.get("kind"), str):
        raise JournalError(path, JournalCode.ENTRY_OBJECT, number)
    shape = _ENTRY_SHAPES.get(entry["kind"])
    if shape is None:
        raise JournalError(path, JournalCode.UNKNOWN_KIND, number, kind=repr(entry["kind"]))
    for key, kind in shape.items():
        if not isinstance(entry.get(key), kind):
            raise JournalError(path, JournalCode.ENTRY_NEEDS, number, kind=entry["kind"], key=repr(key))


def _check_clocks(entry: dict[str, Any], number: int, path: Path) -> None:
    """The clocks, when the entry has them, are an object of finite, non-negative times."""
    if "clocks" in entry and not isinstance(entry["clocks"], dict):
        raise JournalError(path, JournalCode.CLOCKS_OBJECT, number)
    clocks = entry.get("clocks") or {}
    times = [v for k, v in clocks.items() if k.endswith("elapsed")]
    banks = clocks.get("banks", {})
    if not isinstance(banks, dict):
        raise JournalError(path, JournalCode.CLOCK_BANKS_OBJECT, number)
    times += list(banks.values())
    if not all(_is_time(t) for t in times):
        raise JournalError(path, JournalCode.CLOCK_TIMES, number)


def _is_time(value: Any) -> bool:
    """A clock reading: a finite, non-negative number of seconds (a bool is not one)."""
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value) and value >= 0


class JournalLock:
    """One console per journal: a lock on ``<journal>.lock`` for the process's life.

    The lock itself is the maintained, cross-platform ``filelock`` package (an OS lock the
    system drops when the process dies, on Windows as on Linux and macOS). Beside it,
    ``<journal>.holder`` says who holds it (process id, host, start time) so a second
    console can tell the judge where the game is being judged; it is a separate file
    because a Windows lock keeps others from reading the locked file.
    """

    def __init__(self, journal: str | os.PathLike[str]) -> None:
        self.path = Path(str(journal) + ".lock")
        self.holder_path = Path(str(journal) + ".holder")
        self._lock: FileLock | None = None

    def acquire(self) -> str | None:
        """Take the lock; None when taken, else a description of the console holding it.

        Raises OSError when the lock's folder cannot be created or written.
        """
        from filelock import FileLock, Timeout

        self.path.parent.mkdir(parents=True, exist_ok=True)
        lock = FileLock(self.path, timeout=0, thread_local=False)
        try:
            lock.acquire()
        except Timeout:
            try:
                holder = self.holder_path.read_text(encoding="utf-8").strip()
            except OSError:
                holder = ""
            return holder or "another console"
        started = datetime.now().astimezone().isoformat(timespec="seconds")
        try:
            self.holder_path.write_text(f"process {os.getpid()} on {socket.gethostname()}, since {started}",
                                        encoding="utf-8")
        except OSError:
            pass  # the lock holds; only the description for a second console is missing
        self._lock = lock
        return None

    def release(self) -> None:
        if self._lock is not None:
            try:
                self.holder_path.unlink()
            except OSError:
                pass
            self._lock.release()
            self._lock = None
