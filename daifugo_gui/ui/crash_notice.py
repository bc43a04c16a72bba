"""What the judge sees when the console hits a bug (issue 28): one sentence and where the
log is, in a window that does not block the game. The hooks are in app/crash_hooks.py."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from daifugo_gui.ui.widgets.reason_text import fill

NOTICE_NAME = "crash_notice"


def notice_text(log_path: Path | None) -> str:
    if log_path is None:
        return QCoreApplication.translate(
            "CrashNotice",
            "Something went wrong inside the console; the game is saved and you can go on. "
            "No log could be written on this computer.",
        )
    template = QCoreApplication.translate(
        "CrashNotice",
        "Something went wrong inside the console; the game is saved and you can go on. "
        "The details are in %1; please send that file with your report.",
    )
    return fill(template, log_path)


class CrashNotice:
    """Shows the notice once at a time, after the failing slot has returned (a modal
    dialog inside the exception hook would run an event loop inside the slot)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        self.parent = parent
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
        box.setText(notice_text(log_path))
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        box.setModal(False)
        box.show()
        self.box = box
        self.shown += 1
