"""Smoke mode: start, show the main window, report what the build can find, quit.

``daifugo-gui --smoke`` (or ``DAIFUGO_GUI_SMOKE=1``) makes the console quit as soon as
its first window is shown, printing one line ``smoke ok {json}`` with what the build
found: the window title, the language, card faces, catalogs. The bundle test and the
packaging docs use it to prove a build starts and carries its resources. If no window
shows within :data:`SMOKE_TIMEOUT_MS`, it prints ``smoke failed`` and exits with 3.

Hook (one line in ``ui/main.py``, right after the QApplication exists):
``install_smoke_quit(app)``. It watches for the window through an event filter, so it
works whatever builds and shows the window afterwards.
"""

from __future__ import annotations

import json
import os
import sys
from typing import Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

SMOKE_FLAG = "--smoke"
SMOKE_ENV = "DAIFUGO_GUI_SMOKE"
SMOKE_TIMEOUT_MS = 30_000
EXIT_NO_WINDOW = 3
_FILTER_NAME = "daifugo_smoke_quit"


def smoke_requested(argv: Sequence[str] | None = None, environ: Mapping[str, str] | None = None) -> bool:
    argv = sys.argv if argv is None else argv
    environ = os.environ if environ is None else environ
    return SMOKE_FLAG in argv or environ.get(SMOKE_ENV, "") not in ("", "0")


def choose_smoke_platform(argv: Sequence[str] | None = None, environ: dict[str, str] | None = None) -> bool:
    """In smoke mode, run offscreen unless ``QT_QPA_PLATFORM`` already says otherwise.

    A smoke run proves the build starts; it needs no screen. Call it before the
    QApplication exists (Qt fixes the platform then). Returns whether smoke mode is on.
    """
    environ = os.environ if environ is None else environ  # type: ignore[assignment]
    if not smoke_requested(argv, environ):
        return False
    environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    return True


def smoke_report(app: QCoreApplication, window: QWidget | None) -> dict[str, object]:
    """What a build can see: proof that resources and catalogs were packed in."""
    from daifugo_gui.paths import resource, resources_dir
    from daifugo_gui.ui.widgets import i18n

    return {
        "window": window.windowTitle() if window is not None else None,
        "language": i18n.current_language(app),
        "languages": [lang.code for lang in i18n.available_languages()],
        "cards": len(list(resource("cards").glob("*.svg"))),
        "sounds": len(list(resource("sounds").glob("*.wav"))),
        "font": resource("fonts", "ipaexg.ttf").is_file(),
        "resources": str(resources_dir()),
        "frozen": bool(getattr(sys, "frozen", False)),
    }


def _say(text: str) -> None:
    # A windowed Windows build has no stdout at all.
    if sys.stdout is not None:
        print(text, flush=True)


class _QuitOnFirstWindow(QObject):
    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self.setObjectName(_FILTER_NAME)
        self._app = app
        self._done = False
        self._timeout = QTimer(self)
        self._timeout.setSingleShot(True)
        self._timeout.timeout.connect(self._give_up)
        self._timeout.start(SMOKE_TIMEOUT_MS)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            not self._done
            and event.type() == QEvent.Type.Show
            and isinstance(watched, QWidget)
            and watched.isWindow()
            and watched.parentWidget() is None
        ):
            self._done = True
            self._timeout.stop()
            window = watched
            # Let the window finish its first paint before quitting.
            QTimer.singleShot(0, lambda: self._finish(window))
        return False

    def _finish(self, window: QWidget) -> None:
        _say("smoke ok " + json.dumps(smoke_report(self._app, window), ensure_ascii=False))
        self._app.exit(0)

    def _give_up(self) -> None:
        _say(f"smoke failed: no window shown within {SMOKE_TIMEOUT_MS // 1000} s")
        self._app.exit(EXIT_NO_WINDOW)


def install_smoke_quit(
    app: QCoreApplication | None = None,
    argv: Sequence[str] | None = None,
    environ: Mapping[str, str] | None = None,
) -> bool:
    """In smoke mode, make ``app`` quit once its first top-level window shows.

    Returns whether smoke mode is on. Safe to call twice (one filter only).
    """
    if not smoke_requested(argv, environ):
        return False
    app = app if app is not None else QApplication.instance()
    if app is None:
        raise RuntimeError("install_smoke_quit needs a QApplication")
    if app.findChild(QObject, _FILTER_NAME) is None:
        app.installEventFilter(_QuitOnFirstWindow(app))
    return True
