"""The console's main window: the game console first, then one tab per tool."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMessageBox, QTabWidget, QWidget

from daifugo_gui.app.live_game import LiveGame
from daifugo_gui.ui.console import GameConsole


class MainWindow(QMainWindow):
    """Holds the tabs; the lead adds the analysis and tournament tabs with :meth:`add_tab`."""

    def __init__(self, live: LiveGame | None = None, journal_path: str | Path | None = None) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("Prime Daifugo judge console — 素数大富豪"))
        self.live = live or LiveGame(journal_path, parent=self)
        self.tabs = QTabWidget(self)
        self.setCentralWidget(self.tabs)
        self.console = GameConsole(self.live, self)
        self.add_tab(self.console, self.tr("Game console"))
        self._menus()
        self.resize(1280, 800)

    def add_tab(self, widget: QWidget, title: str) -> int:
        return self.tabs.addTab(widget, title)

    def _menus(self) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        for text, shortcut, slot in (
            (self.tr("&New game…"), "Ctrl+N", self.console.new_game_from_dialog),
            (self.tr("&Save record…"), "Ctrl+S", self.console.save_dialog),
            (self.tr("&Open record (replay)…"), "Ctrl+O", self.console.open_replay_dialog),
            (self.tr("&Continue a saved game…"), "", self.console.continue_record_dialog),
            (self.tr("&Audience display"), "F11", self.console.toggle_audience),
            (self.tr("Stop the game now (D11)"), "", self._stop_game),
            (self.tr("&Close the game"), "", self.live.close_game),
        ):
            action = QAction(text, self)
            if shortcut:
                # The console's own shortcuts handle the keys; the menu only shows them
                # (two shortcuts on one key would be ambiguous and fire neither).
                action.setText(f"{text}\t{QKeySequence(shortcut).toString()}")
            action.triggered.connect(slot)
            game.addAction(action)

    def _stop_game(self) -> None:
        if self.live.game is None:
            return
        answer = QMessageBox.question(
            self,
            self.tr("Stop the game"),
            self.tr("Stop the game now and rank the players still in by D12?"),
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.live.stop("time")

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        # The journal already holds every action; quitting leaves the game resumable.
        self.live.shutdown()
        if self.console.audience is not None:
            self.console.audience.close()
        super().closeEvent(event)
