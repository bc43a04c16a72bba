"""Start the console: ``daifugo-gui``."""

from __future__ import annotations

import asyncio
import sys
from typing import Sequence

from PySide6.QtCore import QTimer
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

from daifugo_gui.paths import japanese_font
from daifugo_gui.ui.assets import app_icon
from daifugo_gui.ui.preferences import apply_startup_preferences
from daifugo_gui.ui.smoke import choose_smoke_platform, install_smoke_quit


def install_japanese_font(app: QApplication) -> str | None:
    """Load the shipped IPAex Gothic so Japanese renders on every machine."""
    font_id = QFontDatabase.addApplicationFont(str(japanese_font()))
    if font_id < 0:
        return None
    families = QFontDatabase.applicationFontFamilies(font_id)
    if not families:
        return None
    font = QFont(families[0])
    font.setPointSize(max(app.font().pointSize(), 10))
    app.setFont(font)
    return families[0]


def _start(window) -> None:
    """Offer to resume an autosaved game, then start the clocks' asyncio task.

    Runs from a Qt timer, not inside a coroutine: the resume question is a modal dialog
    with its own nested event loop, which must not run inside an asyncio task step.
    """
    window.console.offer_resume()
    window.live.start_clock_task()


async def _run(window, app: QApplication) -> None:
    """The window's life on the qasync loop: clocks as an asyncio task, cancelled on quit."""
    done = asyncio.Event()
    app.aboutToQuit.connect(done.set)
    app.lastWindowClosed.connect(done.set)
    window.show()
    QTimer.singleShot(0, lambda: _start(window))
    await done.wait()
    window.live.shutdown()


def main(argv: Sequence[str] | None = None) -> int:
    import qasync

    from daifugo_gui.ui.main_window import MainWindow

    choose_smoke_platform(list(argv or sys.argv))  # before the QApplication exists
    app = QApplication.instance() or QApplication(list(argv or sys.argv))
    app.setApplicationName("daifugo_gui")
    app.setOrganizationName("daifugo_gui")
    app.setDesktopFileName("io.github.daifugo_gui.DaifugoGui")  # matches packaging/linux/*.desktop
    install_smoke_quit(app, list(argv or sys.argv))  # --smoke / DAIFUGO_GUI_SMOKE=1: quit once shown
    install_japanese_font(app)
    apply_startup_preferences(app)  # language, font size, contrast: before any widget exists
    app.setWindowIcon(app_icon())
    journal = None
    args = list(argv or sys.argv)[1:]
    if "--journal" in args:  # tests and tournaments with several tables point it elsewhere
        journal = args[args.index("--journal") + 1]
    window = MainWindow(journal_path=journal)
    try:
        qasync.run(_run(window, app))
    except asyncio.CancelledError:
        pass
    return 0
