"""The players' web view as the console runs it: ``daifugo web`` in a child process.

Served from a thread of the console, the web view shared Python's GIL with the UI thread,
and on a busy 2-core machine a burst of page work froze the console's screen for 66 ms
(benchmarks/bench_web.py). A child process has its own interpreter: nothing it does can
hold the console. :class:`WebServiceController` starts it with :class:`QProcess` (no
thread, no waiting on the UI thread), hears the address it serves from its first line of
output, says in a :class:`WebProblem` why it did not start or why it stopped, and ends it
on :meth:`~WebServiceController.stop`, when the application quits, and by itself when the
console is gone (the child stops when its standard input closes).

A server URL's password never goes on the child's command line, where any user of the
computer can read it: the child gets the URL without it and the password in
``PGPASSWORD``, which libpq reads.

Inside a PyInstaller bundle ``sys.executable`` is the console itself. The child is then
the ``daifugo`` program beside it when the bundle has one; otherwise the service runs on
a thread of the console as before (:func:`child_command` returns None).
"""

from __future__ import annotations

import enum
import gc
import os
import re
import socket
import sys
from concurrent.futures import Future
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QProcess, QProcessEnvironment, Qt, QTimer, Signal

from daifugo_gui.tournament.location import is_server, public_url, url_password, without_secrets

DEFAULT_PORT = 8765
START_TIMEOUT_S = 90.0
"""How long the child may take to report its address (its own first reading of the
tournament gives up after 30 s; a loaded machine is slow to start Python)."""

STOP_GRACE_MS = 3000
"""How long a child asked to stop may take before it is killed."""

PARENT_PIPE_ENV = "DAIFUGO_WEB_STOP_ON_EOF"
"""Tells ``daifugo web`` to stop when its standard input closes: when the console is gone,
however it went, its child follows."""

_SERVED = re.compile(r"http://[0-9A-Za-z.:\[\]_-]{1,260}/")
_MOST_ERROR_CHARS = 4000
_NOTES = ("warning:", "Read-only web view running", "web view stopped")
"""What ``daifugo web`` writes on stderr that is not a reason (cli/web.py)."""


class WebFailure(enum.Enum):
    """Why the web view is not running (the console says it in words)."""

    CANNOT_RUN = "cannot_run"  # the child program could not be started at all
    STOPPED_BEFORE_SERVING = "stopped_before_serving"  # it ended before giving its address
    NO_ADDRESS_IN_TIME = "no_address_in_time"  # it gave no address within START_TIMEOUT_S
    STOPPED_WHILE_SERVING = "stopped_while_serving"  # it was serving, then ended by itself


@dataclass(frozen=True)
class WebProblem:
    failure: WebFailure
    detail: str  # the child's last words or the system's (English, never a password)


@dataclass(frozen=True)
class ChildCommand:
    program: str
    arguments: list[str]
    environment: dict[str, str]


def _cli_program() -> list[str] | None:
    """How to run ``daifugo``: this Python with ``-m daifugo_gui.cli``, or in a bundle the
    ``daifugo`` program beside the console; None when a bundle has none."""
    if not getattr(sys, "frozen", False):
        return [sys.executable, "-m", "daifugo_gui.cli"]
    beside = Path(sys.executable).with_name("daifugo.exe" if os.name == "nt" else "daifugo")
    return [str(beside)] if beside.is_file() else None


def child_command(target: str, host: str, port: int) -> ChildCommand | None:
    """The child's program, arguments and environment for serving ``target``; None when
    this console cannot start one (a bundle without the ``daifugo`` program)."""
    program = _cli_program()
    if program is None:
        return None
    shown = public_url(target) if is_server(target) else str(Path(target).resolve())
    environment = dict(os.environ)
    environment[PARENT_PIPE_ENV] = "1"
    environment["PYTHONIOENCODING"] = "utf-8"  # the address and the reasons, whatever the locale
    if not getattr(sys, "frozen", False):
        # The child imports this very daifugo_gui, wherever the console found it.
        here = str(Path(__file__).resolve().parents[2])
        environment["PYTHONPATH"] = os.pathsep.join(p for p in (here, environment.get("PYTHONPATH", "")) if p)
    secret = url_password(target)
    if secret is not None:
        environment["PGPASSWORD"] = secret
    arguments = [*program[1:], "web", shown, "--host", host, "--port", str(port)]
    return ChildCommand(program[0], arguments, environment)


def port_is_free(host: str, port: int) -> bool:
    """Whether ``port`` can be listened on at ``host`` now (a guess: another program may
    take it a moment later, which the child then reports)."""
    if port == 0:
        return True
    try:
        with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET, socket.SOCK_STREAM) as probe:
            if os.name != "nt":  # as the server binds: a port in TIME_WAIT is free
                probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            probe.bind((host, port))
    except OSError:
        return False
    return True


class WebServiceController(QObject):
    """Serves ``target`` read-only to players' phones, from a child process.

    ``serving(url)``: the address a phone opens (for 0.0.0.0 this computer's address on the
    network). ``failed(WebProblem)``: it did not start, or it stopped by itself. Neither is
    emitted after :meth:`stop`."""

    serving = Signal(str)
    failed = Signal(object)

    def __init__(self, target: str, host: str, port: int = DEFAULT_PORT, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.target = target
        self.host = host
        self.port = port
        self.url: str | None = None
        self.process: QProcess | None = None
        self._thread_service: object | None = None  # a WebService, in a bundle without `daifugo`
        self._errors = ""
        self._retried = False
        self._stopping = False
        self._timeout = QTimer(self)
        self._timeout.setSingleShot(True)
        self._timeout.timeout.connect(self._no_address)
        app = QCoreApplication.instance()
        if app is not None:  # no child outlives the console's event loop
            app.aboutToQuit.connect(self.stop)

    # ----------------------------------------------------------------- outside view
    @property
    def running(self) -> bool:
        if self.process is not None:
            return self.process.state() != QProcess.ProcessState.NotRunning
        return self._thread_service is not None

    @property
    def in_child(self) -> bool:
        """True when the service runs in a child process (False: on a thread, in a bundle)."""
        return _cli_program() is not None

    def pid(self) -> int | None:
        if self.process is None or self.process.state() == QProcess.ProcessState.NotRunning:
            return None
        return int(self.process.processId())

    def start(self) -> None:
        if self.running:
            return
        self._stopping = False
        self._retried = False
        self.url = None
        port = self.port if port_is_free(self.host, self.port) else 0
        command = child_command(self.target, self.host, port)
        if command is None:
            self._start_on_thread()
            return
        self._launch(command)

    def stop(self) -> None:
        """End the service and wait (at most a few seconds) until it has ended."""
        self._stopping = True
        self._timeout.stop()
        self.url = None
        process, self.process = self.process, None
        if process is not None:
            if process.state() != QProcess.ProcessState.NotRunning:
                process.closeWriteChannel()  # the child's own way out, on every system
                process.terminate()
                if not process.waitForFinished(STOP_GRACE_MS):
                    process.kill()
                    process.waitForFinished(STOP_GRACE_MS)
            process.deleteLater()
        service, self._thread_service = self._thread_service, None
        if service is not None:
            service.stop()  # type: ignore[attr-defined]

    # ----------------------------------------------------------------- the child
    def _launch(self, command: ChildCommand) -> None:
        self._errors = ""
        process = QProcess(self)
        process.setProgram(command.program)
        process.setArguments(command.arguments)
        environment = QProcessEnvironment()
        for key, value in command.environment.items():
            environment.insert(key, value)
        process.setProcessEnvironment(environment)
        process.readyReadStandardOutput.connect(lambda: self._read_output(process))
        process.readyReadStandardError.connect(lambda: self._read_errors(process))
        process.finished.connect(lambda code, _status: self._ended(process, code))
        process.errorOccurred.connect(lambda error: self._error(process, error))
        self.process = process
        self._timeout.start(int(START_TIMEOUT_S * 1000))
        process.start()

    def _read_output(self, process: QProcess) -> None:
        if process is not self.process:
            return
        if self.url is not None:  # only the first line means anything
            process.readAllStandardOutput()
            return
        if not process.canReadLine():
            return
        line = bytes(process.readLine().data()).decode("utf-8", "replace").strip()
        process.readAllStandardOutput()
        if not _SERVED.fullmatch(line):
            self._fail(WebProblem(WebFailure.STOPPED_BEFORE_SERVING, self._masked(line[:200])))
            return
        self._timeout.stop()
        self.url = line
        self.serving.emit(line)

    def _read_errors(self, process: QProcess) -> None:
        text = bytes(process.readAllStandardError().data()).decode("utf-8", "replace")
        self._errors = (self._errors + text)[-_MOST_ERROR_CHARS:]

    def _last_words(self) -> str:
        """The child's reason: its ``daifugo:`` line, or the last line it wrote that is not
        one of its ordinary notes (a traceback's last line says what went wrong)."""
        lines = [line.strip() for line in self._errors.splitlines() if line.strip()]
        words = [line for line in lines if line.startswith("daifugo:")]
        words = words or [line for line in lines if not line.startswith(_NOTES)]
        return self._masked(words[-1] if words else "")

    def _how_it_ended(self, process: QProcess, code: int) -> str:
        words = self._last_words()
        if words:
            return words
        if process.exitStatus() == QProcess.ExitStatus.CrashExit:
            return "it was ended abruptly: killed, or it crashed"
        return f"exit status {code}"

    def _masked(self, text: str) -> str:
        return without_secrets(text.replace(self.target, public_url(self.target)), self.target)

    def _ended(self, process: QProcess, code: int) -> None:
        if process is not self.process or self._stopping:
            return
        self._read_errors(process)
        self._timeout.stop()
        self.process = None
        process.deleteLater()
        if self.url is None:
            if not self._retried and "cannot listen" in self._errors:
                # The port was taken between the look and the child's start: any free one.
                self._retried = True
                command = child_command(self.target, self.host, 0)
                if command is not None:
                    self._launch(command)
                    return
            self.failed.emit(WebProblem(WebFailure.STOPPED_BEFORE_SERVING, self._how_it_ended(process, code)))
        else:
            self.url = None
            self.failed.emit(WebProblem(WebFailure.STOPPED_WHILE_SERVING, self._how_it_ended(process, code)))

    def _error(self, process: QProcess, error: QProcess.ProcessError) -> None:
        if process is not self.process or self._stopping:
            return
        if error == QProcess.ProcessError.FailedToStart:
            self._timeout.stop()
            self.process = None
            process.deleteLater()
            self.failed.emit(WebProblem(WebFailure.CANNOT_RUN, process.errorString()))

    def _no_address(self) -> None:
        if self.process is not None and self.url is None:
            detail = self._last_words() or f"no address after {START_TIMEOUT_S:g} s"
            self._fail(WebProblem(WebFailure.NO_ADDRESS_IN_TIME, detail))

    def _fail(self, problem: WebProblem) -> None:
        self.stop()
        self._stopping = False
        self.failed.emit(problem)

    # ----------------------------------------------------------------- bundle fallback
    def _start_on_thread(self) -> None:
        """A bundle without the ``daifugo`` program: the service on a thread of the console
        (its work then shares the GIL with the screen; docs/web.md)."""
        from daifugo_gui.web.address import public_address
        from daifugo_gui.web.server import WebService

        relay = _Relay(self)
        relay.done.connect(self._thread_started, Qt.ConnectionType.QueuedConnection)
        service = WebService(self.target, host=self.host, port=self.port, any_port_if_busy=True)
        self._thread_service = service
        host = self.host

        def report(done: Future[str]) -> None:  # on the service's thread
            error = done.exception()
            relay.done.emit(service, None if error else public_address(done.result(), host),
                            str(error) if error else None)

        service.start().add_done_callback(report)

    def _thread_started(self, service: object, url: str | None, error: str | None) -> None:
        if service is not self._thread_service:
            return
        if url is None:
            self.stop()
            self._stopping = False
            self.failed.emit(WebProblem(WebFailure.STOPPED_BEFORE_SERVING, self._masked(error or "")))
            return
        # The service's garbage on its thread makes full collections that scan every
        # object of the console and hold the UI thread ~150 ms: the objects alive now are
        # moved out of the collector's way.
        gc.freeze()
        self.url = url
        self.serving.emit(url)


class _Relay(QObject):
    """Carries the thread's start-up result to the UI thread."""

    done = Signal(object, object, object)  # (service, url or None, error text or None)
