"""Connections to a tournament's database, and its transactions, alike on SQLite and
PostgreSQL.

- **Writes** run in :func:`write_transaction`: on SQLite ``BEGIN IMMEDIATE`` takes the
  file's write lock first; on PostgreSQL the transaction first locks the tournament's one
  row (``SELECT … FOR UPDATE``). Either way two consoles' writes never interleave: each
  one reads the tournament as the last commit left it and decides on that, so a seat
  override and a recorded game at the same table, or two consoles seating the same round,
  are applied one after the other and the second is judged against the first. The
  PostgreSQL transaction also sends ``NOTIFY`` (delivered on commit only) so that other
  consoles' standings follow at once (:mod:`daifugo_gui.tournament.watch`).
- **Reads** take no write lock (SQLite ``BEGIN``; PostgreSQL READ COMMITTED) and see
  whole commits only. A screen's refresh reads in :func:`read_transaction`: one
  connection, one transaction (PostgreSQL REPEATABLE READ), so all it shows is one
  commit's state. A read-only opening (a report) cannot write at all: SQLite
  ``mode=ro``, PostgreSQL ``default_transaction_read_only``.
- **Errors** come out as :class:`TournamentError` sentences: a busy file after the busy
  timeout, a server that cannot be reached, a refused password, a lost connection.
- **A write whose fate is unknown**: when the connection to a server drops during a
  write, the COMMIT may have landed with only its acknowledgement lost. The transaction's
  id (``txid_current()``) is taken inside it; after the loss a new connection asks the
  server for that transaction's status (``txid_status``, ending the old session if it is
  still alive) and the write is then either *saved after all* (it returns normally and
  :func:`take_notes` says so) or *not saved* (:data:`TC.LOST_NOT_SAVED`), never guessed.
- **Time limits on both sides** (issue 38): a server connection carries
  ``statement_timeout``, ``lock_timeout`` and ``idle_in_transaction_session_timeout``, TCP
  keepalives and ``tcp_user_timeout``; and every statement and COMMIT has an answer
  deadline here (:data:`ANSWER_TIMEOUT_S`): a server that does not answer at all (a venue
  network gone silent, nothing closed) has the connection cut, and the write is told as
  *not confirmed* (:data:`TC.NOT_ANSWERING`). Its transaction is remembered and checked
  when the server answers again (:func:`check_unconfirmed`, run by :func:`take_notes` and
  before the next write): *saved after all* or *not saved*, through the same check.
"""

from __future__ import annotations

import contextlib
import os
import socket
import threading
import time
import weakref
from dataclasses import dataclass
from typing import Any, Callable, Iterator

import sqlalchemy as sa
from sqlalchemy import event
from sqlalchemy.engine import Connection

from daifugo_gui.rules.reasons import Reason
from daifugo_gui.tournament.errors import Clash, PasswordNeeded, TournamentError
from daifugo_gui.tournament.location import public_url
from daifugo_gui.tournament.reasons import TournamentCode as TC, at, reason
from daifugo_gui.tournament.watch import notify_statement

BUSY_TIMEOUT_S = 30
"""How long a write waits for another console's write to finish before saying so."""

CONNECT_TIMEOUT_S = 5
"""How long opening a connection to a server may take before it is called unreachable."""

LOCK_TIMEOUT_S = 5
"""How long a server write waits for another console's lock (a frozen laptop holding it)."""

STATEMENT_TIMEOUT_S = 8
"""How long the server may work on one statement before it cancels it."""

IDLE_IN_TRANSACTION_S = 20
"""How long a session may sit in an open transaction doing nothing before the server ends
it (a console that froze mid-write must not hold the tournament's lock)."""

ANSWER_TIMEOUT_S = 10
"""How long this side waits for the server's answer to a statement or a COMMIT; longer
than the server's own limits, so it only fires when the server is not answering at all."""

_WRITE = "daifugo_write"


def server_options(read_only: bool = False) -> str:
    """The session settings a console's server connection starts with (libpq ``options``)."""
    settings = {"statement_timeout": f"{STATEMENT_TIMEOUT_S * 1000}", "lock_timeout": f"{LOCK_TIMEOUT_S * 1000}",
                "idle_in_transaction_session_timeout": f"{IDLE_IN_TRANSACTION_S * 1000}"}
    if read_only:
        settings["default_transaction_read_only"] = "on"
    return " ".join(f"-c {key}={value}" for key, value in settings.items())


def _read_only_sqlite(url: str) -> str:
    """SQLite opened read-only (``mode=ro``): reading a tournament must never write to it."""
    path = url[len("sqlite:///"):]
    return f"sqlite:///file:{path}?mode=ro&uri=true"


def make_engine(url: str, read_only: bool = False, busy_timeout_s: float | None = None) -> sa.Engine:
    """An engine for ``url`` (an SQLAlchemy URL, see :func:`location.database_url`)."""
    backend = sa.engine.make_url(url).get_backend_name()
    shown = url[len("sqlite:///"):] if backend == "sqlite" else public_url(url)  # the file, as the judge named it
    if backend == "sqlite":
        timeout = BUSY_TIMEOUT_S if busy_timeout_s is None else busy_timeout_s
        engine = sa.create_engine(_read_only_sqlite(url) if read_only else url, connect_args={"timeout": timeout})
    else:
        timeout = 0
        args: dict[str, Any] = {
            "connect_timeout": CONNECT_TIMEOUT_S, "application_name": "daifugo",
            "options": server_options(read_only),
            # A peer that vanished is noticed by the kernel: keepalives on an idle
            # connection, and unacknowledged data given up after ANSWER_TIMEOUT_S.
            "keepalives": 1, "keepalives_idle": 5, "keepalives_interval": 2, "keepalives_count": 3,
            "tcp_user_timeout": ANSWER_TIMEOUT_S * 1000,
        }
        engine = sa.create_engine(url, connect_args=args, pool_pre_ping=True, pool_size=2, max_overflow=4)
        _answer_deadlines(engine)

    @event.listens_for(engine, "handle_error")
    def _in_words(context: Any) -> None:
        if context.is_pre_ping:
            # The pool's check of a pooled connection: let SQLAlchemy see the driver's own
            # error, so that it throws away the dead connections (a server restarted) and
            # opens a new one, instead of failing the read with "connection lost".
            return
        conn = context.connection
        writing = not read_only and conn is not None and bool(conn.get_execution_options().get(_WRITE, False))
        problem = in_words(context.original_exception, shown, timeout, writing=writing)
        if problem is not None:
            raise problem from None

    if backend == "sqlite":
        # pysqlite opens transactions lazily and never around DDL; take over so that a
        # migration or a seated round is one real transaction, and enforce foreign keys.
        @event.listens_for(engine, "connect")
        def _on_connect(dbapi_conn: Any, _record: Any) -> None:
            dbapi_conn.isolation_level = None
            # A flipped byte may leave text that is not UTF-8: read it anyway (as lone
            # surrogates) so that one damaged cell is named, not the whole query lost.
            dbapi_conn.text_factory = _tolerant_text
            cur = dbapi_conn.cursor()
            cur.execute("PRAGMA foreign_keys=ON")
            cur.close()

        @event.listens_for(engine, "begin")
        def _on_begin(conn: Connection) -> None:
            # A writer takes the write lock at once (and so waits its turn under the busy
            # timeout instead of failing when two deferred writers both want to upgrade);
            # a reader only reads.
            writes = conn.get_execution_options().get(_WRITE, False)
            conn.exec_driver_sql("BEGIN IMMEDIATE" if writes and not read_only else "BEGIN")

    return engine


def _tolerant_text(data: bytes) -> str:
    return data.decode("utf-8", "surrogateescape")


def lock_for_write(conn: Connection) -> None:
    """PostgreSQL: wait for other consoles' writes to end, then hold them off until this
    transaction ends; and tell the watchers when it commits."""
    conn.execute(sa.text("SELECT id FROM tournament WHERE id = 1 FOR UPDATE"))
    conn.execute(notify_statement())


_SCHEMA_LOCK = 0x7072_696D_6500  # any fixed number: "the schema is being made or changed"


def lock_for_create(conn: Connection) -> None:
    """PostgreSQL: one console at a time creates or migrates the tables (there is no
    tournament row to lock yet); the lock ends with the transaction."""
    conn.execute(sa.text("SELECT pg_advisory_xact_lock(:key)"), {"key": _SCHEMA_LOCK})


_NOTES: weakref.WeakKeyDictionary[sa.Engine, list[Reason]] = weakref.WeakKeyDictionary()


def take_notes(engine: sa.Engine) -> list[Reason]:
    """What the judge should still be told about writes that succeeded (a change saved
    after all despite a lost connection) or that the server left unanswered and has now
    answered for; each note is given once."""
    if _UNCONFIRMED.get(engine):
        check_unconfirmed(engine)
    return _NOTES.pop(engine, [])


class _Watchdog:
    """One thread keeps every answer deadline of the process: a timer thread per statement
    would cost more than many a statement."""

    def __init__(self) -> None:
        self._due: dict[_AnswerDeadline, float] = {}
        self._changed = threading.Condition()
        self._thread: threading.Thread | None = None

    def arm(self, deadline: _AnswerDeadline, seconds: float) -> None:
        with self._changed:
            self._due[deadline] = time.monotonic() + seconds
            if self._thread is None:
                self._thread = threading.Thread(target=self._watch, name="answer-deadlines", daemon=True)
                self._thread.start()
            self._changed.notify()

    def disarm(self, deadline: _AnswerDeadline) -> None:
        with self._changed:
            self._due.pop(deadline, None)

    def _watch(self) -> None:
        while True:
            with self._changed:
                now = time.monotonic()
                late = [d for d, due in self._due.items() if due <= now]
                for d in late:
                    del self._due[d]
                if not late:
                    nearest = min(self._due.values(), default=None)
                    self._changed.wait(None if nearest is None else nearest - now)
                    continue
            for d in late:
                d.cut()


_WATCHDOG = _Watchdog()


class _AnswerDeadline:
    """Cuts a server connection whose answer is overdue (see :data:`ANSWER_TIMEOUT_S`).

    The driver waits in the kernel for the server's bytes; a network that went silent
    without closing anything never ends that wait. Shutting the socket down ends it at
    once with a lost connection, which the write path then checks like any other."""

    def __init__(self, dbapi_conn: Any) -> None:
        # Weak: the deadline is the value of a weak mapping keyed by this connection.
        self._dbapi_conn: Callable[[], Any] = weakref.ref(dbapi_conn) if dbapi_conn is not None else lambda: None
        self.fired = False

    def arm(self) -> None:
        _WATCHDOG.arm(self, ANSWER_TIMEOUT_S)

    def disarm(self) -> None:
        _WATCHDOG.disarm(self)

    def cut(self) -> None:
        self.fired = True
        try:
            fd = self._dbapi_conn().pgconn.socket
            with socket.socket(fileno=os.dup(fd)) as sock:
                sock.shutdown(socket.SHUT_RDWR)
        except (OSError, AttributeError, ValueError):
            pass  # already closed: the driver says so itself


_DEADLINES: weakref.WeakKeyDictionary[Any, _AnswerDeadline] = weakref.WeakKeyDictionary()


def _deadline_of(conn: Connection) -> _AnswerDeadline | None:
    try:
        dbapi_conn = conn.connection.dbapi_connection
    except (sa.exc.SQLAlchemyError, AttributeError):
        return None
    return _DEADLINES.get(dbapi_conn) if dbapi_conn is not None else None


def _answer_deadlines(engine: sa.Engine) -> None:
    """Every statement on a server connection waits at most ANSWER_TIMEOUT_S for its
    answer: the pool's liveness check (pre-ping), each statement and each COMMIT."""
    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_conn: Any, _record: Any) -> None:
        _DEADLINES[dbapi_conn] = _AnswerDeadline(dbapi_conn)

    ping = engine.dialect.do_ping

    def do_ping(dbapi_conn: Any) -> bool:
        deadline = _DEADLINES.get(dbapi_conn)
        if deadline is not None:
            deadline.arm()
        try:
            return bool(ping(dbapi_conn))
        finally:
            if deadline is not None:
                deadline.disarm()

    engine.dialect.do_ping = do_ping  # type: ignore[assignment]  # this engine's dialect only

    @event.listens_for(engine, "before_cursor_execute")
    def _before(conn: Connection, *_args: Any) -> None:
        deadline = _deadline_of(conn)
        if deadline is not None:
            deadline.arm()

    @event.listens_for(engine, "after_cursor_execute")
    def _after(conn: Connection, *_args: Any) -> None:
        deadline = _deadline_of(conn)
        if deadline is not None:
            deadline.disarm()

    @event.listens_for(engine, "handle_error")
    def _failed(context: Any) -> None:
        conn = context.connection
        deadline = _deadline_of(conn) if conn is not None else None
        if deadline is not None:
            deadline.disarm()


@contextlib.contextmanager
def _answer_due(conn: Connection) -> Iterator[_AnswerDeadline | None]:
    """The COMMIT's own answer deadline (it is not a cursor statement)."""
    deadline = _deadline_of(conn) if conn.dialect.name == "postgresql" else None
    if deadline is not None:
        deadline.fired = False
        deadline.arm()
    try:
        yield deadline
    finally:
        if deadline is not None:
            deadline.disarm()


@dataclass(frozen=True)
class _Unconfirmed:
    """A write the server did not answer: its transaction, to check once it answers again."""

    shown: str
    xid: int
    pid: int


_UNCONFIRMED: weakref.WeakKeyDictionary[sa.Engine, list[_Unconfirmed]] = weakref.WeakKeyDictionary()


def check_unconfirmed(engine: sa.Engine) -> None:
    """Check the writes the server left unanswered, now that it may answer: each becomes a
    note (saved after all, or not saved) once the server says; the rest stay to check."""
    waiting = _UNCONFIRMED.pop(engine, [])
    still: list[_Unconfirmed] = []
    for write in waiting:
        # One try (a session still open is ended, then asked again), not the full wait:
        # a server still silent costs one connect timeout, not a judge's minute.
        fate = transaction_fate(engine, write.xid, write.pid, wait_s=1)
        if fate == "committed":
            _NOTES.setdefault(engine, []).append(at(write.shown, TC.LOST_SAVED))
        elif fate == "aborted":
            _NOTES.setdefault(engine, []).append(at(write.shown, TC.UNCONFIRMED_NOT_SAVED))
        else:
            still.append(write)
    if still:
        _UNCONFIRMED.setdefault(engine, []).extend(still)


def unconfirmed_writes(engine: sa.Engine) -> int:
    """How many writes still wait for the server to say whether it saved them."""
    return len(_UNCONFIRMED.get(engine, []))


@contextlib.contextmanager
def write_transaction(engine: sa.Engine, lock: Callable[[Connection], None] = lock_for_write) -> Iterator[Connection]:
    """One write: all of it is committed, or none (an exception rolls it back). A unique
    key that still trips (a write this lock does not cover) is refused in words. On a
    server, a connection lost during the write is checked (see the module's notes)."""
    shown = public_url(engine.url.render_as_string(hide_password=True))
    if engine.dialect.name == "postgresql" and _UNCONFIRMED.get(engine):
        check_unconfirmed(engine)  # before anything new: what became of the last unanswered write
    with engine.connect() as conn:
        conn.execution_options(**{_WRITE: True})
        session: tuple[int, int] | None = None  # (transaction id, server process id)
        body_done = False
        deadline: _AnswerDeadline | None = None
        try:
            transaction = conn.begin()
            try:
                if conn.dialect.name == "postgresql":
                    lock(conn)
                    row = conn.execute(sa.text("SELECT txid_current(), pg_backend_pid()")).one()
                    session = (int(row[0]), int(row[1]))
                yield conn
                body_done = True
            except BaseException:
                transaction.rollback()
                raise
            with _answer_due(conn) as deadline:
                transaction.commit()
        except sa.exc.IntegrityError as exc:
            raise Clash(clash_in_words(exc.orig)) from None
        except TournamentError as exc:
            # Our own deadline cut the socket: the server did not answer, whatever words the
            # driver then finds for the cut (once, under load, they read as an unreachable
            # server, which hid that the result was unconfirmed).
            cut = session is not None and (deadline or _deadline_of(conn) or _AnswerDeadline(None)).fired
            if session is None or not (cut or _lost(exc)):
                raise
            if cut:
                # The server went silent (nothing closed): checking now would wait on the
                # same silence, so the judge hears at once. Without a COMMIT sent nothing
                # can have been saved; after one, the write is checked when it answers.
                if not body_done:
                    raise TournamentError(at(shown, TC.NOT_ANSWERING_NOT_SAVED)) from None
                _UNCONFIRMED.setdefault(engine, []).append(_Unconfirmed(shown, *session))
                raise TournamentError(at(shown, TC.NOT_ANSWERING)) from None
            fate = transaction_fate(engine, *session)
            if fate == "committed" and body_done:
                _NOTES.setdefault(engine, []).append(at(shown, TC.LOST_SAVED))
                return
            if fate == "aborted":
                raise TournamentError(at(shown, TC.LOST_NOT_SAVED)) from None
            raise TournamentError(at(shown, TC.LOST_UNKNOWN)) from None


@contextlib.contextmanager
def read_transaction(engine: sa.Engine) -> Iterator[Connection]:
    """One consistent reading: every statement inside sees the same commit, on one
    connection. SQLite: a plain ``BEGIN`` whose shared lock lasts until the reading ends
    (a writer's commit waits for it, under the busy timeout). PostgreSQL: REPEATABLE
    READ, which sees the database as it was at the first statement (no locks taken, a
    writer never waits). Nothing is written; the transaction ends with a rollback."""
    with engine.connect() as conn:
        if conn.dialect.name == "postgresql":
            conn.execution_options(isolation_level="REPEATABLE READ")
        with conn.begin() as transaction:
            yield conn
            transaction.rollback()


def _lost(exc: TournamentError) -> bool:
    why: Any = exc.reason
    while isinstance(why, Reason) and why.code is TC.AT:
        why = why.get("why")
    return isinstance(why, Reason) and why.code is TC.CONNECTION_LOST


def transaction_fate(engine: sa.Engine, xid: int, pid: int, wait_s: float = 2 * CONNECT_TIMEOUT_S) -> str:
    """"committed", "aborted" or "unknown" for the server transaction ``xid`` whose
    session (process ``pid``) lost its client. A session the server still thinks alive is
    ended first, so that its transaction can no longer commit behind the judge's back."""
    deadline = time.monotonic() + wait_s
    while True:
        try:
            with engine.connect() as conn:
                status = conn.execute(sa.text("SELECT txid_status(:xid)"), {"xid": xid}).scalar()
                if status == "in progress":
                    conn.execute(sa.text("SELECT pg_terminate_backend(:pid)"), {"pid": pid})
                    conn.commit()
                elif status in ("committed", "aborted"):
                    return str(status)
                else:  # NULL: far too old to tell (never so for a write a moment ago)
                    return "unknown"
        except (TournamentError, sa.exc.DBAPIError):
            pass  # the server is still away: try again until the deadline
        if time.monotonic() >= deadline:
            return "unknown"
        time.sleep(0.2)


_CLASHES = (
    (("games", "table_id"), TC.CLASH_TABLE_RESULT),
    (("rounds", "number"), TC.CLASH_ROUND_SEATED),
    (("players", "name"), TC.CLASH_NAME_TAKEN),
    (("seats", "position"), TC.CLASH_SEAT_TAKEN),
    (("byes",), TC.CLASH_BYE_TAKEN),
    (("results",), TC.CLASH_RESULT_TAKEN),
)


def clash_in_words(exc: BaseException | None) -> Reason:
    """A unique or foreign key that tripped, as what happened at the tables."""
    text = str(exc).lower()
    for words, meaning in _CLASHES:
        if all(w in text for w in words):
            return reason(TC.CLASH_ON, what=reason(meaning))
    if "foreign key" in text:
        return reason(TC.CLASH_REMOVED)
    return reason(TC.CLASH_CONFLICT)


def in_words(exc: BaseException, shown: str, busy_timeout_s: float = BUSY_TIMEOUT_S, *,
             writing: bool = True) -> TournamentError | None:
    """The driver's exception as a sentence for the judge; None when it is not one of the
    known conditions (the caller then says what it was doing). ``writing`` False: the
    failure came while only reading, so nothing could have been saved or lost (issue 38:
    a report said "Nothing was saved")."""
    name = type(exc).__module__ or ""
    if name.startswith("sqlite3") or "sqlite" in type(exc).__name__.lower():
        return _sqlite_in_words(exc, shown, busy_timeout_s, writing)
    if name.startswith("psycopg"):
        return _server_in_words(exc, shown)
    return None


def _sqlite_in_words(exc: BaseException, shown: str, busy_timeout_s: float,
                     writing: bool = True) -> TournamentError | None:
    """A failure of the tournament's file, told by the words SQLite uses."""
    text = str(exc).lower()
    if "locked" in text or "busy" in text:
        return TournamentError(reason(TC.FILE_BUSY if writing else TC.FILE_BUSY_READING,
                                      seconds=f"{busy_timeout_s:g}"))
    if "readonly" in text or "read-only" in text:
        return TournamentError(reason(TC.FILE_READ_ONLY))
    if "disk is full" in text or "database or disk is full" in text:
        return TournamentError(at(shown, TC.FILE_DISK_FULL))
    for words, code in _SQLITE_FAILURES:
        if any(w in text for w in words):
            return TournamentError(at(shown, code, detail=str(exc)[:120]))
    if type(exc).__name__ == "OperationalError" and "not a database" not in text:
        # Any other failure of the file (not a broken key: that is a clash), in words.
        return TournamentError(at(shown, TC.FILE_ERROR if writing else TC.FILE_READ_ERROR, detail=str(exc)[:120]))
    return None


# Failures of the file that name the driver's words in the message (cut to 120 characters).
_SQLITE_FAILURES = (
    (("disk i/o error", "unable to open"), TC.FILE_IO_ERROR),
    (("malformed",), TC.FILE_DAMAGED),
)


def _server_in_words(exc: BaseException, shown: str) -> TournamentError | None:
    """A PostgreSQL server's refusal or loss, told by its SQLSTATE or, lacking one, its words."""
    text = str(exc).lower()
    code = getattr(exc, "sqlstate", None) or getattr(getattr(exc, "diag", None), "sqlstate", None)
    if code in ("40001", "40P01"):
        return Clash(reason(TC.CLASH))
    if code == "55P03":  # lock_timeout: another console holds the tournament and does not let go
        return TournamentError(at(shown, TC.LOCK_TIMEOUT, seconds=LOCK_TIMEOUT_S))
    if code == "57014":  # statement_timeout (or a cancel): the server gave up on it
        return TournamentError(at(shown, TC.STATEMENT_TIMEOUT, seconds=STATEMENT_TIMEOUT_S))
    if code == "25P03":  # idle_in_transaction_session_timeout ended this session
        return TournamentError(at(shown, TC.CONNECTION_LOST))
    if code == "25006":
        return TournamentError(at(shown, TC.SERVER_READ_ONLY))
    if code == "3D000" or "does not exist" in text and "database" in text:
        return TournamentError(at(shown, TC.NO_DATABASE))
    if "no password supplied" in text or "fe_sendauth" in text:
        return PasswordNeeded(at(shown, TC.PASSWORD_NEEDED))
    if "password authentication failed" in text or code == "28P01" or code == "28000":
        return TournamentError(at(shown, TC.PASSWORD_REFUSED))
    for words, meaning in _SERVER_LOSSES:
        if any(w in text for w in words):
            return TournamentError(at(shown, meaning))
    return None


# A server that cannot be reached, or a connection lost on the way, by the driver's words.
_SERVER_LOSSES = (
    (("connection refused", "could not connect", "timeout expired", "no route to host",
      "name or service not known", "could not translate host name", "connection failed"), TC.UNREACHABLE),
    (("server closed the connection", "terminating connection", "connection already closed",
      "consuming input failed", "ssl syscall", "lost synchronization"), TC.CONNECTION_LOST),
)


@dataclass(frozen=True)
class ServerCheck:
    """What a connection test found: the server answered with these credentials."""

    tournament: str | None  # the name of the tournament in that database; None: none yet


def check_server(url: str) -> ServerCheck:
    """Connect to ``url`` once, read-only, and say whether it holds a tournament (the
    connection dialog's "Test connection"). A failure is a :class:`TournamentError` in
    words (unreachable, password refused, no such database…), never the driver's text."""
    engine = make_engine(url, read_only=True)
    shown = public_url(url)
    try:
        try:
            conn = engine.connect()
        except sa.exc.SQLAlchemyError:
            # Not one of the known conditions in_words names: the server did not answer.
            raise TournamentError(at(shown, TC.UNREACHABLE)) from None
        with conn:
            try:
                if not sa.inspect(conn).has_table("tournament"):
                    return ServerCheck(None)
                name = conn.execute(sa.text("SELECT name FROM tournament WHERE id = 1")).scalar()
            except sa.exc.SQLAlchemyError as exc:
                # It answered, but what it holds is not a tournament this program reads.
                raise TournamentError(at(shown, TC.NOT_A_TOURNAMENT, detail=type(exc).__name__)) from None
            return ServerCheck(str(name) if name is not None else None)
    finally:
        engine.dispose()
