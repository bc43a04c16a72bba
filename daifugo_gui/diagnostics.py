"""Logs and crash reports for the console and the ``daifugo`` command (issue 28).

Pure Python (no Qt), so the command line and the console share it: one rotating log
file in the platform's log folder, ``faulthandler`` beside it for hard crashes, and the
words a crash report uses. The console's Qt hooks (exception hook, Qt message handler)
live in :mod:`daifugo_gui.app.crash_hooks`.

The folder is ``platformdirs.user_log_dir`` (Linux ``~/.local/state/daifugo_gui/log``,
macOS ``~/Library/Logs/daifugo_gui``, Windows ``%LOCALAPPDATA%\\daifugo_gui\\Logs``), or
the folder named by ``DAIFUGO_LOG_DIR`` (tests, or a judge who wants the log on a stick).
"""

from __future__ import annotations

import logging
import logging.handlers
import os
import traceback
from pathlib import Path
from types import TracebackType
from typing import IO, TYPE_CHECKING, Mapping

if TYPE_CHECKING:
    from daifugo_gui.fault_log import FaultLog, HardCrash

APP_NAME = "daifugo_gui"
LOG_DIR_ENV = "DAIFUGO_LOG_DIR"
DEBUG_ENV = "DAIFUGO_DEBUG"
LOG_NAME = "daifugo_gui.log"
FAULT_NAME = "faults.log"
LOG_BYTES = 1_000_000  # per file; with the backups at most ~5 MB on the judge's disk
LOG_BACKUPS = 4
_FORMAT = "%(asctime)s %(process)d %(levelname)s %(name)s: %(message)s"
_HANDLER_NAME = "daifugo_gui.file"

log = logging.getLogger("daifugo_gui")
_fault_file: IO[str] | None = None
_fault_log: "FaultLog | None" = None

ExcInfo = tuple[type[BaseException], BaseException, TracebackType | None]


def log_dir(environ: Mapping[str, str] | None = None) -> Path:
    """Where the log files go (not created here)."""
    environ = os.environ if environ is None else environ
    override = environ.get(LOG_DIR_ENV, "").strip()
    if override:
        return Path(override).expanduser()
    import platformdirs

    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))


def log_file(environ: Mapping[str, str] | None = None) -> Path:
    return log_dir(environ) / LOG_NAME


def debug_requested(environ: Mapping[str, str] | None = None) -> bool:
    environ = os.environ if environ is None else environ
    return environ.get(DEBUG_ENV, "").strip() not in ("", "0")


def start_logging(program: str, level: int = logging.INFO, *, announce: bool = True) -> Path | None:
    """Send this process's log records to the rotating file; returns the file, or None
    when the folder cannot be written (the program runs on without a log, never fails
    for it). Safe to call twice.

    ``announce=False`` leaves the "started" line to :func:`log_started`: finding the
    version reads the package metadata (importlib.metadata, ~30 ms), which the console
    does once its window has painted (issue 29)."""
    root = logging.getLogger()
    for handler in root.handlers:
        if handler.get_name() == _HANDLER_NAME:
            return Path(str(getattr(handler, "baseFilename", "")))
    path = log_file()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8", delay=False
        )
    except OSError:
        return None
    handler.set_name(_HANDLER_NAME)
    handler.setFormatter(logging.Formatter(_FORMAT))
    root.addHandler(handler)
    if root.level == logging.NOTSET or root.level > level:
        root.setLevel(level)
    if announce:
        log_started(program)
    return path


def log_started(program: str) -> None:
    """The process's first line in the log: which program, which version, which Python."""
    log.info("%s %s started (Python %s)", program, _version(), _python())
    if _fault_log is not None:
        _fault_log.note_version(_version())


def stop_logging() -> None:
    """Detach and close the file handler (tests; the process end does it otherwise)."""
    root = logging.getLogger()
    for handler in list(root.handlers):
        if handler.get_name() == _HANDLER_NAME:
            root.removeHandler(handler)
            handler.close()
    stop_fault_log()


def start_fault_log(program: str = "daifugo-gui") -> Path | None:
    """``faulthandler`` into ``faults.log`` beside the log: a segfault or an abort inside
    Qt leaves the Python stack of every thread there, under a header with the time and
    the program, with each thread's name (issue 42; :mod:`daifugo_gui.fault_log`). A
    separate file, because the rotating log reopens its file and faulthandler needs one
    that stays open. The last run's hard crash, if any, is read first:
    :func:`previous_crash`."""
    global _fault_file, _fault_log
    if _fault_log is not None:
        return _fault_log.path
    from daifugo_gui.fault_log import FaultLog

    fault_log = FaultLog(log_dir() / FAULT_NAME, program)
    if not fault_log.open():
        return None
    _fault_log, _fault_file = fault_log, fault_log.file
    return fault_log.path


def previous_crash() -> "HardCrash | None":
    """How the last run of this program ended, if it died hard (read by start_fault_log)."""
    return _fault_log.previous_crash if _fault_log is not None else None


def name_thread(name: str) -> None:
    """Name the calling thread in ``faults.log`` (a pool worker that ``threading`` did not
    start, so it was not named when it began)."""
    if _fault_log is not None:
        import threading

        threading.current_thread().name = name
        _fault_log.note_thread(threading.get_ident(), name)


def stop_fault_log() -> None:
    global _fault_file, _fault_log
    if _fault_log is not None:
        _fault_log.close()
    _fault_log, _fault_file = None, None


def log_crash(exc_info: ExcInfo, where: str) -> None:
    """Write an unexpected exception with its traceback to the log."""
    log.error("unexpected error in %s (version %s)", where, _version(), exc_info=exc_info)


def traceback_text(exc_info: ExcInfo) -> str:
    return "".join(traceback.format_exception(*exc_info))


def internal_error_line(program: str, exc: BaseException, logged_to: Path | None) -> str:
    """The command line's one line for a bug: what, which version, where the details
    are and where to report it."""
    from daifugo_gui import ISSUES_URL

    first = str(exc).splitlines()[0][:200] if str(exc) else ""
    where = f"details in {logged_to}" if logged_to is not None else f"set {DEBUG_ENV}=1 to see the details"
    return (
        f"{program}: internal error in version {_version()} ({type(exc).__name__}: {first}); "
        f"{where}; please report it at {ISSUES_URL}"
    )


def _version() -> str:
    from daifugo_gui import build_version

    return build_version()


def _python() -> str:
    import platform

    return f"{platform.python_version()} on {platform.platform()}"
