"""What the judge sees when the console hits a bug (issue 28): one sentence and where the
log is, in a window that does not block the game. The hooks are in app/crash_hooks.py."""

from __future__ import annotations

from pathlib import Path

from typing import Callable

from PySide6.QtCore import QCoreApplication, QTimer, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton, QWidget

from daifugo_gui.ui.widgets.reason_text import fill

NOTICE_NAME = "crash_notice"


def notice_text(log_path: Path | None, has_game: bool = True) -> str:
    """The notice's words; "the game is saved" only when there is a game (issue 40)."""
    if log_path is None:
        if has_game:
            return QCoreApplication.translate(
                "CrashNotice",
                "Something went wrong inside the console; the game is saved and you can go on. "
                "No log could be written on this computer.",
            )
        return QCoreApplication.translate(
            "CrashNotice",
            "Something went wrong inside the console; you can go on. No log could be written on this computer.",
        )
    if has_game:
        template = QCoreApplication.translate(
            "CrashNotice",
            "Something went wrong inside the console; the game is saved and you can go on. "
            "The details are in %1; please send that file with your report.",
        )
    else:
        template = QCoreApplication.translate(
            "CrashNotice",
            "Something went wrong inside the console; you can go on. "
            "The details are in %1; please send that file with your report.",
        )
    return fill(template, log_path)


def report_text(notice: str, log_path: Path | None) -> str:
    """What "Copy" puts on the clipboard: the notice, the version and where the log is."""
    from daifugo_gui import build_version

    return f"{notice}\n\ndaifugo-gui {build_version()}\nlog: {log_path if log_path is not None else '-'}\n"


def _keep_open_on(button: QPushButton, action: Callable[[], object]) -> None:
    # A message box closes on any of its buttons; these two act and leave it up.
    button.clicked.disconnect()
    button.clicked.connect(action)


class CrashNotice:
    """Shows the notice once at a time, after the failing slot has returned (a modal
    dialog inside the exception hook would run an event loop inside the slot)."""

    def __init__(self, parent: QWidget | None = None, has_game: Callable[[], bool] | None = None) -> None:
        self.parent = parent
        # Whether a game is open (set by ui/main.py once the window exists): without one,
        # "the game is saved" would not be true.
        self.has_game = has_game
        self.box: QMessageBox | None = None
        self.shown = 0

    def __call__(self, log_path: Path | None) -> None:
        QTimer.singleShot(0, lambda: self._show(log_path))

    def _show(self, log_path: Path | None) -> None:
        if self.box is not None and self.box.isVisible():
            return  # one notice is enough: the log has every error
        parent = self.parent if self.parent is not None else QApplication.activeWindow()
        box = QMessageBox(parent)
        box.setObjectName(NOTICE_NAME)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(QCoreApplication.translate("CrashNotice", "Internal error"))
        text = notice_text(log_path, self._game_open())
        box.setText(text)
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        box.setEscapeButton(QMessageBox.StandardButton.Ok)  # Esc and the title bar's close still close it
        if log_path is not None:
            folder = box.addButton(QCoreApplication.translate("CrashNotice", "Open the log folder"),
                                   QMessageBox.ButtonRole.ActionRole)
            folder.setObjectName("open_log_folder")
            _keep_open_on(folder, lambda: QDesktopServices.openUrl(QUrl.fromLocalFile(str(log_path.parent))))
        copy = box.addButton(QCoreApplication.translate("CrashNotice", "Copy"), QMessageBox.ButtonRole.ActionRole)
        copy.setObjectName("copy_report")
        _keep_open_on(copy, lambda: QApplication.clipboard().setText(report_text(text, log_path)))
        box.setModal(False)
        box.show()
        self.box = box
        self.shown += 1

    def _game_open(self) -> bool:
        if self.has_game is None:
            return True  # nobody said: the console's usual case
        try:
            return bool(self.has_game())
        except Exception:
            return False
