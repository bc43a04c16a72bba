"""Start the console: ``daifugo-gui``."""

from __future__ import annotations

import sys
from typing import Sequence

from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

from daifugo_gui.paths import japanese_font


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


def main(argv: Sequence[str] | None = None) -> int:
    from daifugo_gui.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(list(argv or sys.argv))
    app.setApplicationName("daifugo_gui")
    app.setOrganizationName("daifugo_gui")
    install_japanese_font(app)
    window = MainWindow()
    window.show()
    return app.exec()
