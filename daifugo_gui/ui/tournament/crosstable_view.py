"""The crosstable (対戦表) page of the Tournament tab: a row and a column per player.

Thin: the tournament computes the table (:mod:`daifugo_gui.tournament.crosstable`);
this page only lays it out. Columns are numbered like the rows so a field of twenty
still fits beside the tables.
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from daifugo_gui.tournament.crosstable import Crosstable
from daifugo_gui.app.translation import fill


class CrosstableView(QWidget):
    """Shows one or more crosstables (one per group) and asks for the printed one."""

    printRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tables: list[Crosstable] = []
        self.group_combo = QComboBox(self)
        self.group_combo.currentIndexChanged.connect(lambda _i: self._show())
        self.group_label = QLabel(self.tr("Group"), self)
        self.grid = QTableWidget(self)
        self.grid.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.grid.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.grid.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.legend = QLabel(self.tr("○ won, × lost against the column's player; at larger tables both ranks, "
                                     "the row's first (1-3)"), self)
        self.legend.setWordWrap(True)
        self.print_button = QPushButton(self.tr("Print crosstable"), self)
        self.print_button.clicked.connect(self.printRequested)
        top = QHBoxLayout()
        top.addWidget(self.group_label)
        top.addWidget(self.group_combo, 1)
        top.addStretch(1)
        top.addWidget(self.print_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.grid, 1)
        layout.addWidget(self.legend)

    def set_tables(self, tables: Sequence[Crosstable]) -> None:
        """The crosstables to show: one, or one per group (titled by group)."""
        keep = self.group_combo.currentIndex()
        self.tables = list(tables)
        self.group_combo.blockSignals(True)
        self.group_combo.clear()
        for table in self.tables:
            self.group_combo.addItem(fill(self.tr("Group %1"), table.title) if table.title else "")
        self.group_combo.setCurrentIndex(keep if 0 <= keep < len(self.tables) else 0)
        self.group_combo.blockSignals(False)
        grouped = len(self.tables) > 1
        self.group_combo.setVisible(grouped)
        self.group_label.setVisible(grouped)
        self._show()

    def current(self) -> Crosstable | None:
        index = self.group_combo.currentIndex()
        return self.tables[index] if 0 <= index < len(self.tables) else (self.tables[0] if self.tables else None)

    def _show(self) -> None:
        table = self.current()
        players = table.players if table is not None else ()
        n = len(players)
        self.grid.clear()
        self.grid.setRowCount(n)
        self.grid.setColumnCount(n + 2)
        self.grid.setHorizontalHeaderLabels([str(i) for i in range(1, n + 1)] + [self.tr("Points"), self.tr("Place")])
        self.grid.setVerticalHeaderLabels([f"{i}  {p.name}" for i, p in enumerate(players, start=1)])
        shade = QBrush(QColor(200, 200, 200))
        for r, row in enumerate(players):
            for c, column in enumerate(players):
                item = QTableWidgetItem("" if table is None else table.text(row.id, column.id))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if r == c:
                    item.setBackground(shade)
                self.grid.setItem(r, c, item)
            for c, value in ((n, row.points), (n + 1, row.place)):
                item = QTableWidgetItem(str(value))
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.grid.setItem(r, c, item)
