"""Noticing other consoles' writes to a tournament, off the caller's thread.

On PostgreSQL every write transaction sends ``NOTIFY daifugo_tournament`` (delivered only
when it commits); a watcher LISTENs on its own connection and hears it at once. On
SQLite a watcher asks ``PRAGMA data_version`` on its own read-only connection a few times
a second: the number changes whenever another connection commits, and asking costs no
disk read. Either way the callback runs on the watcher's thread, at most once per burst
of writes, and never while a caller's call is blocked: the UI thread never waits on it.
"""

from __future__ import annotations

import sqlite3
import threading
import time
from typing import Callable
from urllib.parse import quote

import sqlalchemy as sa

from daifugo_gui.rules.reasons import Reason
from daifugo_gui.tournament.reasons import TournamentCode, reason

CHANNEL = "daifugo_tournament"
"""The PostgreSQL notification channel every write transaction signals (per database)."""

POLL_S = 0.25
"""SQLite: how often the change counter is read (a few microseconds each)."""

RECONNECT_S = 2.0
"""PostgreSQL: wait between attempts to get the listening connection back."""


def notify_statement() -> sa.TextClause:
    """What a write transaction runs on PostgreSQL so that watchers hear of it on commit."""
    return sa.text(f"NOTIFY {CHANNEL}")


class ChangeWatcher:
    """Calls ``on_change()`` (on its own thread) after another connection's commit.

    ``on_problem(reason)`` hears of a lost connection to the server (and ``None`` when it is
    back), so a display can say its figures may be old. ``initial=True`` also calls
    ``on_change()`` once the watch is in place (a first load off the caller's thread, with
    no write missed in between). ``on_change()`` returning ``False`` means "could not read
    now": it is called again every :data:`RECONNECT_S` until it succeeds, without waiting
    for another write (a server back from a restart has nobody writing to it yet).
    ``stop()`` ends the thread.
    """

    def __init__(
        self,
        url: str,
        on_change: Callable[[], bool | None],
        on_problem: Callable[[Reason | None], None] | None = None,
        *,
        initial: bool = False,
    ) -> None:
        self.url = url
        self._on_change = on_change
        self._on_problem = on_problem or (lambda _text: None)
        self._initial = initial
        self._stopping = threading.Event()
        self._thread = threading.Thread(target=self._run, name="tournament-watch", daemon=True)
        parsed = sa.engine.make_url(url)
        self._backend = parsed.get_backend_name()
        self._parsed = parsed
        self._retry_at: float | None = None  # time.monotonic() of the next try after a failed read

    def start(self) -> ChangeWatcher:
        self._thread.start()
        return self

    def stop(self, timeout_s: float = 3.0) -> None:
        self._stopping.set()
        if self._thread.is_alive() and threading.current_thread() is not self._thread:
            self._thread.join(timeout_s)

    @property
    def alive(self) -> bool:
        return self._thread.is_alive()

    def _run(self) -> None:
        if self._backend == "sqlite":
            self._watch_sqlite()
        elif self._backend == "postgresql":
            self._watch_postgresql()

    # ----------------------------------------------------------------- SQLite
    def _watch_sqlite(self) -> None:
        path = self._parsed.database or ""
        conn: sqlite3.Connection | None = None
        last: int | None = None
        while not self._stopping.is_set():
            try:
                if conn is None:
                    conn = sqlite3.connect(f"file:{quote(path)}?mode=ro", uri=True, timeout=1, check_same_thread=False)
                    last = conn.execute("PRAGMA data_version").fetchone()[0]
                    self._on_problem(None)
                    if self._initial:
                        self._initial = False
                        self._safe_change()
                now = conn.execute("PRAGMA data_version").fetchone()[0]
                if now != last:
                    last = now
                    self._safe_change()
                elif self._retry_due():
                    self._safe_change()
            except sqlite3.Error as exc:
                if conn is not None:
                    conn.close()
                    conn = None
                self._on_problem(reason(TournamentCode.WATCH_FILE_FAILED, path=str(path), detail=str(exc)))
                self._stopping.wait(RECONNECT_S)
                continue
            self._stopping.wait(POLL_S)
        if conn is not None:
            conn.close()

    # ----------------------------------------------------------------- PostgreSQL
    def _watch_postgresql(self) -> None:
        import psycopg

        dsn = self._parsed.set(drivername="postgresql").render_as_string(hide_password=False)
        missed = self._initial
        while not self._stopping.is_set():
            try:
                with psycopg.connect(dsn, autocommit=True, connect_timeout=5) as conn:
                    conn.execute(f"LISTEN {CHANNEL}")
                    self._on_problem(None)
                    if missed:
                        # The first load, or writes made while the connection was down.
                        self._safe_change()
                    missed = True
                    while not self._stopping.is_set():
                        if list(conn.notifies(timeout=0.5, stop_after=1)):
                            # Drain the burst: eight tables recording at once send eight
                            # notes; one refresh answers them all.
                            list(conn.notifies(timeout=0.05, stop_after=1000))
                            self._safe_change()
                        elif self._retry_due():
                            self._safe_change()
            except psycopg.Error:
                # The driver's own words are English cut anywhere: the display says what
                # it means in its language instead.
                self._on_problem(reason(TournamentCode.WATCH_LOST_SERVER, seconds=f"{RECONNECT_S:g}"))
                self._stopping.wait(RECONNECT_S)

    def _retry_due(self) -> bool:
        return self._retry_at is not None and time.monotonic() >= self._retry_at

    def _safe_change(self) -> None:
        try:
            ok = self._on_change() is not False
        except Exception:  # a display's refresh must not kill the watcher
            ok = False
        self._retry_at = None if ok else time.monotonic() + RECONNECT_S
