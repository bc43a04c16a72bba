"""The console's crash hooks (issue 28): unexpected exceptions and Qt's own messages go
to the log, and the judge is told, instead of vanishing into a stderr the windowed
bundle does not have.

An exception in a slot does not end the game: every judge action was journaled before
it counted, so the console goes on and the hook only reports. The words shown are the
UI's business (a ``notify`` callback); this module holds no widget.
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path
from types import TracebackType
from typing import Any, Callable

from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler

from daifugo_gui import diagnostics

Notify = Callable[[Path | None], None]

_QT_LEVELS = {
    QtMsgType.QtDebugMsg: logging.DEBUG,
    QtMsgType.QtInfoMsg: logging.INFO,
    QtMsgType.QtWarningMsg: logging.WARNING,
    QtMsgType.QtCriticalMsg: logging.ERROR,
    QtMsgType.QtFatalMsg: logging.CRITICAL,
}
qt_log = logging.getLogger("daifugo_gui.qt")


class ExceptionHook:
    """``sys.excepthook`` for the console: log the traceback, echo it to stderr when
    there is one, then ``notify(log file)``. Ctrl+C keeps Python's own behaviour."""

    def __init__(self, notify: Notify, log_path: Path | None) -> None:
        self.notify = notify
        self.log_path = log_path
        self.previous = sys.excepthook

    def __call__(self, kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, value, tb)
            return
        diagnostics.log_crash((kind, value, tb), "the console")
        if sys.stderr is not None:
            try:
                sys.stderr.write(diagnostics.traceback_text((kind, value, tb)))
            except (OSError, ValueError):
                pass
        try:
            self.notify(self.log_path)
        except Exception:  # the report must never raise from inside the hook
            diagnostics.log.exception("could not tell the judge about the error above")

    def asyncio_handler(self, loop: Any, context: dict[str, Any]) -> None:
        """For ``loop.set_exception_handler``: an exception in a task is reported the same way."""
        exc = context.get("exception")
        if isinstance(exc, BaseException):
            self(type(exc), exc, exc.__traceback__)
        else:
            diagnostics.log.error("asyncio: %s", context.get("message", context))


def install_exception_hook(notify: Notify, log_path: Path | None) -> ExceptionHook:
    hook = ExceptionHook(notify, log_path)
    sys.excepthook = hook
    return hook


def _qt_message(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    qt_log.log(_QT_LEVELS.get(kind, logging.WARNING), "%s", message)
    if kind != QtMsgType.QtDebugMsg and sys.stderr is not None:
        try:  # developers still see Qt's warnings where there is a terminal
            print(message, file=sys.stderr)
        except (OSError, ValueError):
            pass


def install_qt_message_handler() -> None:
    """Qt's warnings (a missing plugin, a font that fails to load …) into the log."""
    qInstallMessageHandler(_qt_message)
