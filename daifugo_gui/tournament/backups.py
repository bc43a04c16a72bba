"""Backup copies of a tournament file (issue 38): made with SQLite's online backup, kept
beside the file, restored only to a new file.

A copy is taken when a round is seated and when a round's last result is recorded, into
``<file>.backups/`` beside the tournament (``cup.sqlite`` → ``cup.sqlite.backups/
cup-20261128-161500-123456-round-2-seated.sqlite``); the newest ``kept`` copies stay, older ones
are removed. SQLite's backup reads a consistent state even while another console writes,
and the copy is written under a temporary name, synced and renamed, so a copy that exists
is whole. A server's tournament is backed up with ``pg_dump`` on the server (see
docs/tournaments.md), not here.

Restoring writes a backup to a *new* file the organiser names, after checking the copy;
the live file is never written over.
"""

from __future__ import annotations

import os
import re
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from daifugo_gui.files import sync_folder
from daifugo_gui.tournament.errors import TournamentError
from daifugo_gui.tournament.reasons import TournamentCode as TC, reason

DEFAULT_KEPT = 10
"""How many copies stay beside a tournament file unless the organiser sets another number."""

_SUFFIX = ".sqlite"
_NAME = re.compile(r"-(\d{8}-\d{6}-\d{6})(?:-\d+)?-round-(\d+)-(seated|recorded)\.sqlite$")
SEATED = "seated"
RECORDED = "recorded"


@dataclass(frozen=True)
class Backup:
    """One copy: where it is, when it was taken, and after which step: round ``round``
    seated (``SEATED``) or its last result recorded (``RECORDED``)."""

    path: Path
    taken_at: datetime
    round: int
    kind: str


def step_name(round_number: int, kind: str) -> str:
    """The step as a copy's name carries it: ``round-2-seated``."""
    return f"round-{round_number}-{kind}"


def backup_folder(tournament_file: str | Path) -> Path:
    path = Path(tournament_file)
    return path.with_name(path.name + ".backups")


def take_backup(tournament_file: str | Path, step: str, kept: int = DEFAULT_KEPT,
                now: datetime | None = None) -> Path | None:
    """Copy the tournament now (``step`` names the moment, e.g. ``round-2-seated``) and
    keep the newest ``kept`` copies; None when ``kept`` is 0 (no backups wanted).

    Raises OSError or sqlite3.Error when the copy cannot be made; the tournament file is
    only read, and no partial copy is left.
    """
    if kept <= 0:
        return None
    source = Path(tournament_file)
    folder = backup_folder(source)
    folder.mkdir(exist_ok=True)
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S-%f")  # to the microsecond: steps come fast
    target = folder / f"{source.stem}-{stamp}-{step}{_SUFFIX}"
    n = 1
    while target.exists():  # two steps in one second: each keeps its own copy
        n += 1
        target = folder / f"{source.stem}-{stamp}-{n}-{step}{_SUFFIX}"
    partial = target.with_name("." + target.name + ".tmp")
    try:
        _copy(source, partial)
        os.replace(partial, target)
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    sync_folder(folder)
    for old in list_backups(source)[kept:]:
        try:
            old.path.unlink()
        except OSError:
            pass  # an old copy that stays is no harm
    return target


def list_backups(tournament_file: str | Path) -> list[Backup]:
    """The copies beside a tournament file, newest first."""
    folder = backup_folder(tournament_file)
    found: list[Backup] = []
    if not folder.is_dir():
        return found
    for path in folder.iterdir():
        match = _NAME.search(path.name)
        if match is None or not path.is_file():
            continue
        found.append(Backup(path, datetime.strptime(match.group(1), "%Y%m%d-%H%M%S-%f"), int(match.group(2)),
                            match.group(3)))
    return sorted(found, key=lambda b: (b.taken_at, b.path.name), reverse=True)


def restore_backup(backup: str | Path, to: str | Path, live: str | Path | None = None) -> Path:
    """Write a backup to a new file ``to`` (never over an existing file, never over the
    live tournament ``live``); the copy is checked first. TournamentError in words."""
    source, target = Path(backup), Path(to)
    if target.exists() or (live is not None and _same_place(target, Path(live))):
        raise TournamentError(reason(TC.RESTORE_EXISTS, path=str(target)))
    problem = _check(source)
    if problem is not None:
        raise TournamentError(reason(TC.RESTORE_DAMAGED, path=str(source), detail=problem))
    partial = target.with_name("." + target.name + ".tmp")
    try:
        _copy(source, partial)
        os.link(partial, target)  # fails if a file appeared there meanwhile: never replaced
    except FileExistsError:
        raise TournamentError(reason(TC.RESTORE_EXISTS, path=str(target))) from None
    except (OSError, sqlite3.Error) as exc:
        raise TournamentError(reason(TC.RESTORE_FAILED, path=str(target),
                                     detail=getattr(exc, "strerror", None) or str(exc))) from None
    finally:
        partial.unlink(missing_ok=True)
    sync_folder(target.parent if str(target.parent) else Path("."))
    return target


def _same_place(a: Path, b: Path) -> bool:
    return os.path.abspath(a) == os.path.abspath(b)


def _copy(source: Path, target: Path) -> None:
    """SQLite's online backup of ``source`` (opened read-only) into a new file ``target``, synced."""
    src = sqlite3.connect(f"file:{source}?mode=ro", uri=True, timeout=30)
    try:
        dst = sqlite3.connect(target)
        try:
            src.backup(dst)
        finally:
            dst.close()
    finally:
        src.close()
    with open(target, "rb+") as handle:
        os.fsync(handle.fileno())


def _check(path: Path) -> str | None:
    """Why a backup cannot be restored (None: it reads whole)."""
    try:
        db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            rows = db.execute("PRAGMA integrity_check").fetchall()
        finally:
            db.close()
    except sqlite3.Error as exc:
        return str(exc)
    if rows != [("ok",)]:
        return "; ".join(str(r[0]) for r in rows[:3])
    return None
