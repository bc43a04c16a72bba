"""The console's main window: one tab per tool."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QMainWindow, QTabWidget


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("Prime Daifugo judge console"))
        self.tabs = QTabWidget(self)
        self.setCentralWidget(self.tabs)
        welcome = QLabel(self.tr("素数大富豪 — Prime Daifugo"), self)
        self.tabs.addTab(welcome, self.tr("Welcome"))
        self.resize(1200, 800)
