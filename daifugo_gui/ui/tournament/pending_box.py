"""The Tournament tab's list of finished games waiting to be recorded (issue 24, item 1).

Thin: it shows :class:`~daifugo_gui.app.pending.PendingGame` values and asks for the two
things an organiser can do with one (record it now, or discard it with a reason); the
main window does them through the app layer.
"""

from __future__ import annotations

from PySide6.QtCore import Signal, SignalInstance
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget

from daifugo_gui.app.pending import PendingGame
from daifugo_gui.app.reasons import JournalCode
from daifugo_gui.rules.reasons import Reason
from daifugo_gui.ui.widgets.i18n import joined
from daifugo_gui.ui.widgets.reason_text import render


class PendingGamesBox(QGroupBox):
    recordRequested = Signal(object)  # PendingGame
    discardRequested = Signal(object)  # PendingGame

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._shown: list[PendingGame] = []
        self.setTitle(self.tr("Games waiting to be recorded"))
        self.games = QListWidget(self)
        self.games.setMaximumHeight(90)
        self.record_button = QPushButton(self.tr("Record in the tournament"), self)
        self.discard_button = QPushButton(self.tr("Discard…"), self)
        self.discard_button.setToolTip(self.tr("Give the game up, with a reason (logged; its record is kept aside)"))
        self.record_button.clicked.connect(lambda: self._request(self.recordRequested))
        self.discard_button.clicked.connect(lambda: self._request(self.discardRequested))
        layout = QVBoxLayout(self)
        layout.addWidget(self.games)
        row = QHBoxLayout()
        row.addWidget(self.record_button)
        row.addWidget(self.discard_button)
        layout.addLayout(row)
        self.show_games([])

    def show_games(self, games: list[PendingGame]) -> None:
        # The values stay on the Python side (rows match): a Python object held by a Qt item
        # would outlive the interpreter at exit.
        self._shown = list(games)
        self.games.clear()
        for game in games:
            self.games.addItem(QListWidgetItem(render(Reason.of(
                JournalCode.PENDING_TABLE, round=game.round, table=game.table, players=joined(game.players)))))
        if games:
            self.games.setCurrentRow(0)
        self.setVisible(bool(games))

    def selected(self) -> PendingGame | None:
        row = self.games.currentRow()
        return self._shown[row] if 0 <= row < len(self._shown) else None

    def _request(self, signal: SignalInstance) -> None:
        game = self.selected()
        if game is not None:
            signal.emit(game)
