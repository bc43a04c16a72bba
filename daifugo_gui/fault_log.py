"""``faults.log``: what faulthandler leaves when the process dies hard (issues 40 and 42).

faulthandler writes the Python stack of every thread straight to a file descriptor at
the moment of a segfault or an abort, naming each thread by id only. So that a dump can
be read and the next start can say what happened, this file also gets, from Python and
before anything can go wrong:

- a header per run: ``=== <UTC time> <program> pid <pid> started ===``, and a
  ``version …`` line once the version is known (after the first paint);
- a ``thread 0x… is <name>`` line for each thread that runs Python.

Pure Python (no Qt). The file is rotated at start when it grew past :data:`FAULT_BYTES`.
"""

from __future__ import annotations

import faulthandler
import os
import re
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from types import FrameType
from typing import IO, Any

FAULT_BYTES = 256_000
FAULT_BACKUPS = 2
_HEADER = re.compile(r"^=== (?P<time>\S+ \S+ UTC) (?P<program>\S+) pid (?P<pid>\d+) started ===$", re.M)
_THREAD = re.compile(r"^thread (?P<id>0x[0-9a-f]+) is (?P<name>.+)$", re.M)
_VERSION = re.compile(r"^version (?P<version>\S+)$", re.M)
_CRASHED_IN = re.compile(r"^(?:Current thread|Thread) (?P<id>0x[0-9a-f]+) ", re.M)
_FATAL = "Fatal Python error"


@dataclass(frozen=True)
class HardCrash:
    """A run that ended in a fault, as the next start reads it from ``faults.log``."""

    started: str  # the run's start, UTC
    program: str
    version: str | None
    thread: str | None  # the name of the thread that crashed, when known
    error: str  # faulthandler's first line ("Fatal Python error: Segmentation fault")
    path: Path


def thread_id_text(ident: int) -> str:
    """An id as faulthandler prints it (``0x`` and 16 hex digits on a 64-bit machine)."""
    return f"0x{ident:0{2 * _pointer_bytes()}x}"


def _pointer_bytes() -> int:
    return 8 if sys.maxsize > 2**32 else 4


def rotate(path: Path, limit: int = FAULT_BYTES, backups: int = FAULT_BACKUPS) -> bool:
    """Move a grown file aside (``faults.log.1`` …); False when it stays (small, or a
    file another console holds open on Windows)."""
    try:
        if path.stat().st_size <= limit:
            return False
        for number in range(backups - 1, 0, -1):
            older = path.with_name(f"{path.name}.{number}")
            if older.exists():
                os.replace(older, path.with_name(f"{path.name}.{number + 1}"))
        os.replace(path, path.with_name(f"{path.name}.1"))
    except OSError:
        return False
    return True


def last_crash(path: Path, program: str | None = None) -> HardCrash | None:
    """The hard crash of the last run recorded in ``path`` (of ``program``, when given),
    or None when that run left no fault."""
    try:
        with path.open("rb") as handle:
            handle.seek(max(0, handle.seek(0, os.SEEK_END) - 4 * FAULT_BYTES))
            text = handle.read().decode("utf-8", "replace")
    except OSError:
        return None
    headers = [found for found in _HEADER.finditer(text) if program is None or found["program"] == program]
    if not headers:
        return None
    header = headers[-1]
    following = _HEADER.search(text, header.end())
    section = text[header.start() : following.start() if following else len(text)]
    fatal = section.find(_FATAL)
    if fatal < 0:
        return None
    names = {found["id"]: found["name"].strip() for found in _THREAD.finditer(section)}
    crashed = _CRASHED_IN.search(section, fatal)
    version = _VERSION.search(section)
    return HardCrash(
        started=header["time"],
        program=header["program"],
        version=version["version"] if version else None,
        thread=names.get(crashed["id"]) if crashed else None,
        error=section[fatal:].splitlines()[0].strip(),
        path=path,
    )


class FaultLog:
    """The open ``faults.log`` of this process, with faulthandler writing into it."""

    def __init__(self, path: Path, program: str) -> None:
        self.path = path
        self.program = program
        self.previous_crash: HardCrash | None = None
        self._file: IO[str] | None = None
        self._lock = threading.Lock()
        self._named: dict[int, str] = {}

    def open(self) -> bool:
        """Rotate, read the last run's crash, write this run's header, start faulthandler."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.previous_crash = last_crash(self.path, self.program)
            rotate(self.path)
            self._file = open(self.path, "a", encoding="utf-8")  # noqa: SIM115 - for the process's life
        except OSError:
            return False
        stamp = time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime())
        self._write(f"=== {stamp} UTC {self.program} pid {os.getpid()} started ===\n")
        faulthandler.enable(file=self._file, all_threads=True)
        self.note_thread(threading.get_ident(), threading.current_thread().name)
        threading.setprofile(self._announce)  # every thread started from now on names itself
        return True

    @property
    def file(self) -> IO[str] | None:
        return self._file

    def note_version(self, version: str) -> None:
        self._write(f"version {version}\n")

    def note_thread(self, ident: int, name: str) -> None:
        with self._lock:
            if self._named.get(ident) == name:
                return
            self._named[ident] = name
        self._write(f"thread {thread_id_text(ident)} is {name}\n")

    def _announce(self, frame: FrameType, event: str, arg: Any) -> None:
        # Runs once, in the new thread, before its target: then profiling is off again.
        sys.setprofile(None)
        self.note_thread(threading.get_ident(), threading.current_thread().name)

    def _write(self, line: str) -> None:
        handle = self._file
        if handle is None:
            return
        try:
            handle.write(line)
            handle.flush()  # faulthandler writes to the descriptor: ours must be out first
        except (OSError, ValueError):
            pass

    def close(self) -> None:
        threading.setprofile(None)
        if self._file is not None:
            faulthandler.disable()
            self._file.close()
            self._file = None
