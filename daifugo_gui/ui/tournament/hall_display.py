"""The hall display: standings and "where do I sit", full screen, for the players.

It follows the tournament by itself (:class:`~daifugo_gui.app.live.HallFeed`): a game
recorded or a seat changed at any console shows within a moment, with no button
pressed. Lists longer than the screen turn their pages every few seconds. Esc leaves
full screen; closing the window stops the feed.
"""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from daifugo_gui.app.live import HallFeed, HallSnapshot, hall_problem
from daifugo_gui.rules.reasons import Reason
from daifugo_gui.ui.widgets.reason_text import render

PAGE_TURN_MS = 8000

_STYLE = """
QWidget { background: #102027; color: white; }
QTableWidget { gridline-color: #37474f; border: none; }
QHeaderView::section { background: #263238; color: #ffd54f; border: none; padding: 4px; font-size: 16pt; }
"""


def _font(base: QFont, size: int, bold: bool = False) -> QFont:
    f = QFont(base)
    f.setPointSize(size)
    f.setBold(bold)
    return f


def _table(parent: QWidget, headers: list[str], size: int) -> QTableWidget:
    table = QTableWidget(0, len(headers), parent)
    table.setHorizontalHeaderLabels(headers)
    table.setFont(_font(parent.font(), size))
    table.verticalHeader().setVisible(False)
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    table.verticalHeader().setDefaultSectionSize(QFontMetrics(table.font()).height() + 12)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerItem)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
    return table


def _cell(text: str, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setTextAlignment(align | Qt.AlignmentFlag.AlignVCenter)
    return item


class HallWindow(QWidget):
    """A window for a screen in the hall (full screen by :meth:`show_full_screen`)."""

    def __init__(self, target: str | Path, parent: QWidget | None = None, *, start: bool = True) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(self.tr("Hall display"))
        self.setStyleSheet(_STYLE)
        self.snapshot: HallSnapshot | None = None
        self.title = QLabel(self.tr("Loading…"), self)
        self.title.setFont(_font(self.font(), 32, True))
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.subtitle = QLabel("", self)
        self.subtitle.setFont(_font(self.font(), 22))
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.standings_title = QLabel(self.tr("Standings"), self)
        self.seats_title = QLabel(self.tr("Where do I sit"), self)
        for label in (self.standings_title, self.seats_title):
            label.setFont(_font(self.font(), 26, True))
            label.setStyleSheet("color: #ffd54f;")
        self.standings = _table(self, [self.tr("Place"), self.tr("Player"), self.tr("Points"), self.tr("Games")], 22)
        self.seats = _table(self, [self.tr("Player"), self.tr("Reading"), self.tr("Table"), self.tr("Seat")], 22)
        self.seats.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.footer = QLabel("", self)
        self.footer.setFont(_font(self.font(), 14))
        self.footer.setStyleSheet("color: #90a4ae;")
        self.problem = QLabel("", self)
        self.problem.setFont(_font(self.font(), 16, True))
        self.problem.setStyleSheet("color: #ff8a80;")
        self.problem.setWordWrap(True)
        left = QVBoxLayout()
        left.addWidget(self.standings_title)
        left.addWidget(self.standings, 1)
        right = QVBoxLayout()
        right.addWidget(self.seats_title)
        right.addWidget(self.seats, 1)
        panes = QHBoxLayout()
        panes.addLayout(left, 1)
        panes.addSpacing(24)
        panes.addLayout(right, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addLayout(panes, 1)
        layout.addWidget(self.problem)
        layout.addWidget(self.footer)
        self.page_timer = QTimer(self)
        self.page_timer.setInterval(PAGE_TURN_MS)
        self.page_timer.timeout.connect(self.turn_pages)
        self.page_timer.start()
        self.feed = HallFeed(target, self)
        self.feed.updated.connect(self.show_snapshot)
        self.feed.problem.connect(self._show_problem)
        if start:
            self.feed.start()

    def show_full_screen(self) -> None:
        """Full screen on the last screen (a projector is usually the second one)."""
        screens = self.screen().virtualSiblings() if self.screen() else []
        if len(screens) > 1:
            self.setGeometry(screens[-1].geometry())
        self.showFullScreen()

    def show_snapshot(self, snapshot: HallSnapshot) -> None:
        self.snapshot = snapshot
        self.title.setText(snapshot.name)
        if snapshot.round is None:
            self.subtitle.setText(self.tr("Round 1 is not seated yet"))
        else:
            progress = self.tr("%1 of %2 tables finished").replace("%1", str(snapshot.tables_done)).replace(
                "%2", str(snapshot.tables))
            self.subtitle.setText(self.tr("Round %1").replace("%1", str(snapshot.round)) + " — " + progress)
        right = Qt.AlignmentFlag.AlignRight
        center = Qt.AlignmentFlag.AlignCenter
        self.standings.setRowCount(len(snapshot.standings))
        for row, s in enumerate(snapshot.standings):
            for col, item in enumerate((_cell(str(s.place), right), _cell(s.name), _cell(str(s.points), right),
                                        _cell(str(s.games), right))):
                self.standings.setItem(row, col, item)
        self.seats.setRowCount(len(snapshot.seats))
        for row, e in enumerate(snapshot.seats):
            table = str(e.table) if e.table is not None else self.tr("bye")
            seat = str(e.seat) if e.seat is not None else ""
            for col, item in enumerate((_cell(e.name), _cell(e.reading), _cell(table, center), _cell(seat, center))):
                self.seats.setItem(row, col, item)
        self.footer.setText(self.tr("Updated %1").replace("%1", time.strftime("%H:%M:%S", time.localtime(snapshot.loaded_at)))
                            + f" — {self.feed.shown_as}")

    def _show_problem(self, problem: Reason | None) -> None:
        shown = "" if problem is None else self.tr("Not up to date: %1").replace("%1", render(hall_problem(problem)))
        self.problem.setText(shown)
        self.problem.setVisible(problem is not None)

    def turn_pages(self) -> None:
        """Lists longer than the screen show their next page (back to the top after the last)."""
        for table in (self.standings, self.seats):
            bar = table.verticalScrollBar()
            if bar.maximum() <= 0:
                continue
            bar.setValue(0 if bar.value() >= bar.maximum() else min(bar.maximum(), bar.value() + bar.pageStep()))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.showNormal()
            return
        if event.key() == Qt.Key.Key_F11:
            self.showNormal() if self.isFullScreen() else self.showFullScreen()
            return
        super().keyPressEvent(event)

    def closeEvent(self, event: object) -> None:  # noqa: N802
        self.page_timer.stop()
        self.feed.stop()
        super().closeEvent(event)  # type: ignore[arg-type]
