"""Tournaments that follow other consoles' writes, for Qt windows.

:class:`LiveFeed` reads a tournament on a
:class:`~daifugo_gui.tournament.watch.ChangeWatcher`'s thread, through its own read-only
connection, whenever any console has written, and hands the UI thread the finished result
as a signal: the UI thread never waits on the database for it. :class:`HallFeed` gives
the hall display its :class:`HallSnapshot` (standings and "where do I sit").
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QObject, Signal, SignalInstance

from daifugo_gui.rules.reasons import Code, Reason
from daifugo_gui.tournament import StandingRow, Tournament, TournamentError
from daifugo_gui.tournament.snapshot import TournamentSnapshot
from daifugo_gui.tournament.reading_order import reading_key
from daifugo_gui.tournament.location import database_url, is_server, public_url
from daifugo_gui.tournament.reasons import TournamentCode, reason
from daifugo_gui.tournament.watch import ChangeWatcher


@dataclass(frozen=True)
class SeatEntry:
    name: str
    reading: str
    table: int | None  # None: a bye this round
    seat: int | None


@dataclass(frozen=True)
class HallSnapshot:
    """What the hall display shows, read in one go."""

    name: str
    round: int | None
    tables: int
    tables_done: int
    standings: tuple[StandingRow, ...]
    seats: tuple[SeatEntry, ...]
    loaded_at: float  # time.time() when read


def load_hall(tournament: Tournament) -> HallSnapshot:
    """The standings and the latest round's seats, by reading (kana order), read in one
    transaction."""
    snapshot = tournament.snapshot(every_round=False)
    info, numbers = snapshot.info, snapshot.round_numbers
    seats: list[SeatEntry] = []
    tables = done = 0
    if numbers and snapshot.round is not None:
        view = snapshot.round
        tables = len(view.tables)
        done = sum(1 for t in view.tables if t.game is not None)
        for t in view.tables:
            seats.extend(SeatEntry(p.name, p.reading, t.number, pos) for pos, p in enumerate(t.players, start=1))
        seats.extend(SeatEntry(p.name, p.reading, None, None) for p in view.byes)
        seats.sort(key=lambda e: reading_key(e.name, e.reading))
    return HallSnapshot(
        name=info.name,
        round=numbers[-1] if numbers else None,
        tables=tables,
        tables_done=done,
        standings=snapshot.standings,
        seats=tuple(seats),
        loaded_at=time.time(),
    )


# What the Tournament tab shows: one reading of the tournament in one transaction
# (Tournament.snapshot), off the UI thread when live.
TabSnapshot = TournamentSnapshot


def load_tab(tournament: Tournament, round_number: int | None) -> TabSnapshot:
    """The tab's reading: round ``round_number`` in full (else the latest), every round
    where the format draws on them (a bracket, a crosstable), one connection, one
    transaction."""
    return tournament.snapshot(round_number)


def _feed_gone(gone: threading.Event, watcher: ChangeWatcher, *_: object) -> None:
    """A :class:`LiveFeed` is being deleted: its thread says nothing more and stops."""
    gone.set()
    watcher.stop(timeout_s=0)


class LiveFeed(QObject):
    """Reads a tournament with ``load(tournament)`` at start and after every write
    anywhere, on the watcher's thread through its own read-only connection.

    ``updated(result)`` and ``problem(reason)`` arrive on the UI thread (``None`` = all
    well; else a :class:`~daifugo_gui.rules.reasons.Reason` the screen puts in words);
    ``loaded(started, result)`` also says when the read began (``time.monotonic()``), so a
    window that has read the tournament itself since then can drop the older result.
    """

    updated = Signal(object)
    loaded = Signal(float, object)
    problem = Signal(object)

    def __init__(self, target: str | Path, load: Callable[[Tournament], object], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.target = str(target)
        self.shown_as = public_url(target)
        self._read = load
        self._tournament: Tournament | None = None
        self._lock = threading.Lock()
        self._watcher = ChangeWatcher(database_url(target), self._load, self._connection, initial=True)
        # A window dropped without being closed (its owner gone, a test's window collected)
        # deletes this object without stop(): the watcher's thread, polling four times a
        # second, would outlive it for good. It ends with the object (it is told, not waited for).
        # The thread may be one read or one connection past that moment: what it would say
        # then has no one to hear it, and saying it to a deleted object raises in the thread.
        self._gone = threading.Event()
        self.destroyed.connect(partial(_feed_gone, self._gone, self._watcher))  # holds no self

    def start(self) -> LiveFeed:
        self._watcher.start()
        return self

    def stop(self) -> None:
        self._watcher.stop()
        with self._lock:
            if self._tournament is not None:
                self._tournament.close()
                self._tournament = None

    def _connection(self, problem: Reason | None) -> None:
        self._tell(self.problem, problem)

    def _tell(self, signal: SignalInstance, *args: object) -> None:
        """``signal.emit(*args)`` from the watcher's thread, unless this object is gone."""
        if self._gone.is_set():
            return
        try:
            signal.emit(*args)
        except RuntimeError:  # deleted between the check and the emit
            if not self._gone.is_set():
                raise

    def _load(self) -> bool:
        """On the watcher's thread: read everything, then hand it over. False when it could
        not: the watcher tries again shortly, through a new connection."""
        with self._lock:
            started = time.monotonic()
            try:
                if self._tournament is None:
                    self._tournament = Tournament.open(self.target, read_only=True)
                result = self._read(self._tournament)
            except Exception as exc:  # a server gone mid-read: say so, read again soon
                self._forget_connection()
                self._tell(self.problem, self._in_words(exc))
                return False
        self._tell(self.problem, None)
        self._tell(self.loaded, started, result)
        self._tell(self.updated, result)
        return True

    def _forget_connection(self) -> None:
        # A connection that failed once (a restarted server) is not trusted again: the
        # next read opens a new one.
        if self._tournament is not None:
            try:
                self._tournament.close()
            except Exception:
                pass
            self._tournament = None

    def _in_words(self, exc: Exception) -> Reason:
        if isinstance(exc, TournamentError):
            return exc.reason
        if isinstance(exc, OSError):
            return Reason.of(Code.VERBATIM, text=exc.strerror or str(exc))
        return reason(TournamentCode.READ_FAILED, where=self.shown_as, kind=type(exc).__name__,
                      detail=str(exc).strip()[:160])


def hall_problem(problem: Reason) -> Reason:
    """What the hall display says about a problem: words for the players' screen, with no
    connection details (server address, user, database) and no driver's message."""
    server = {TournamentCode.WATCH_LOST_SERVER, TournamentCode.UNREACHABLE, TournamentCode.CONNECTION_LOST,
              TournamentCode.PASSWORD_REFUSED, TournamentCode.PASSWORD_NEEDED, TournamentCode.NO_DATABASE}
    why = problem
    while why.code is TournamentCode.AT:
        inner = why.get("why")
        if not isinstance(inner, Reason):
            break
        why = inner
    if why.code in server:
        return reason(TournamentCode.HALL_SERVER_LOST)
    if why.code in (TournamentCode.READ_FAILED, Code.VERBATIM) or problem.code is TournamentCode.AT and \
            is_server(str(problem.get("where", ""))):
        return reason(TournamentCode.HALL_NOT_READABLE)
    return problem  # a file's problem, named by its file (nothing secret in it)


class HallFeed(LiveFeed):
    """The hall display's :class:`HallSnapshot`, kept up to date."""

    def __init__(self, target: str | Path, parent: QObject | None = None) -> None:
        super().__init__(target, load_hall, parent)
