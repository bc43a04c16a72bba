"""Tournaments that follow other consoles' writes, for Qt windows.

:class:`LiveSignal` turns a :class:`~daifugo_gui.tournament.watch.ChangeWatcher` into a Qt
signal on the UI thread. :class:`HallFeed` loads the hall display's figures (standings
and "where do I sit") on the watcher's thread, through its own read-only connection, and
hands the UI a finished :class:`HallSnapshot`: the UI thread never waits on the database.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from daifugo_gui.reports.standings import reading_key
from daifugo_gui.tournament import StandingRow, Tournament, TournamentError
from daifugo_gui.tournament.location import database_url, public_url
from daifugo_gui.tournament.watch import ChangeWatcher


class LiveSignal(QObject):
    """``changed`` fires (on the UI thread) after another connection commits a write;
    ``problem`` carries a lost-connection message, or "" once it is back."""

    changed = Signal()
    problem = Signal(str)

    def __init__(self, target: str | Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # Signals emitted from the watcher's thread reach this object's slots queued.
        self._watcher = ChangeWatcher(
            database_url(target), self.changed.emit, lambda text: self.problem.emit(text or "")
        )

    def start(self) -> LiveSignal:
        self._watcher.start()
        return self

    def stop(self) -> None:
        self._watcher.stop()


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

    @property
    def round_complete(self) -> bool:
        return self.tables > 0 and self.tables_done == self.tables


def load_hall(tournament: Tournament) -> HallSnapshot:
    """The standings and the latest round's seats, by reading (kana order)."""
    info = tournament.info()
    numbers = tournament.round_numbers()
    seats: list[SeatEntry] = []
    tables = done = 0
    if numbers:
        view = tournament.round(numbers[-1])
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
        standings=tuple(tournament.standings()),
        seats=tuple(seats),
        loaded_at=time.time(),
    )


class HallFeed(QObject):
    """Loads a :class:`HallSnapshot` at start and after every write anywhere.

    ``updated(snapshot)`` and ``problem(text)`` arrive on the UI thread ("" = all well).
    """

    updated = Signal(object)
    problem = Signal(str)

    def __init__(self, target: str | Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.target = str(target)
        self.shown_as = public_url(target)
        self._tournament: Tournament | None = None
        self._lock = threading.Lock()
        self._watcher = ChangeWatcher(database_url(target), self._load, self._connection, initial=True)

    def start(self) -> HallFeed:
        self._watcher.start()
        return self

    def stop(self) -> None:
        self._watcher.stop()
        with self._lock:
            if self._tournament is not None:
                self._tournament.close()
                self._tournament = None

    def _connection(self, text: str | None) -> None:
        self.problem.emit(text or "")

    def _load(self) -> None:
        """On the watcher's thread: read everything, then hand it over."""
        with self._lock:
            try:
                if self._tournament is None:
                    self._tournament = Tournament.open(self.target, read_only=True)
                snapshot = load_hall(self._tournament)
            except (TournamentError, OSError) as exc:
                self.problem.emit(str(exc))
                return
            except Exception as exc:  # a server gone mid-read: say so, try again next time
                self.problem.emit(f"{self.shown_as}: {type(exc).__name__}: {str(exc).strip()[:160]}")
                if self._tournament is not None:
                    self._tournament.close()
                    self._tournament = None
                return
        self.problem.emit("")
        self.updated.emit(snapshot)
