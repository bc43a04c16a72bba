"""The Tanhinmin tab's table of moves: every legal move with δ′ and what picks it.

A model rather than a QTableWidget because a loaded position may have 10⁵ legal moves:
the view asks only for the rows it shows, so filling it costs nothing per row.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor

from daifugo_gui.analysis.tanhinmin import PASS
from daifugo_gui.analysis.tanhinmin_moves import PositionReport

_WIN_COLOUR = QColor("#c8e6c9")
_MARK = "✓"

Index = QModelIndex | QPersistentModelIndex


class MovesModel(QAbstractTableModel):
    """Rows: passing, then each playable strength; columns: the move's numbers and marks."""

    MOVE, MU0, MU1, DELTA, CHANGE, OUTCOME, COROLLARY_6, ALGORITHM_1, STRATEGY = range(9)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._report: PositionReport | None = None
        self._optimal: frozenset[int] = frozenset()
        self._least: frozenset[int] = frozenset()

    def set_report(self, report: PositionReport | None) -> None:
        self.beginResetModel()
        self._report = report
        if report is None:
            self._optimal = self._least = frozenset()
        else:
            # sets once, so data() answers each visible row in O(1)
            best, least = report.optimal, report.least
            self._optimal = frozenset(best.plays) | ({PASS} if best.pass_optimal else frozenset())
            self._least = frozenset(least.plays) | ({PASS} if least.pass_included else frozenset())
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802 (Qt's name)
        return 0 if self._report is None or parent.isValid() else len(self._report.moves)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else 9

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Vertical:
            return str(section + 1)
        titles = (
            self.tr("Move"), "μ′0", "μ′1", "δ′", "δ′ − δ", self.tr("After it"),
            self.tr("Cor. 6"), self.tr("Alg. 1"), self.tr("Strategy"),
        )
        return titles[section]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        report = self._report
        if report is None or not index.isValid():
            return None
        move = report.moves[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.BackgroundRole:
            return QBrush(_WIN_COLOUR) if move.keeps_win else None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if column in (self.MOVE, self.MU0, self.MU1, self.DELTA, self.CHANGE):
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignCenter)
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if column == self.MOVE:
            return self.tr("pass") if move.move == PASS else str(move.move)
        if column == self.MU0:
            return str(move.mu0_after)
        if column == self.MU1:
            return str(move.mu1_after)
        if column == self.DELTA:
            return str(move.delta_after)
        if column == self.CHANGE:
            return f"{move.change:+d}" if move.change else "0"
        if column == self.OUTCOME:
            return self.tr("wins") if move.keeps_win else self.tr("loses")
        if column == self.COROLLARY_6:
            return _MARK if move.move in self._least else ""
        if column == self.ALGORITHM_1:
            return _MARK if move.move in self._optimal else ""
        return _MARK if move.move == report.strategy_move else ""

    def row_of(self, move: int) -> int | None:
        """The row showing ``move``, for selecting it (binary search: rows are sorted)."""
        if self._report is None:
            return None
        moves = self._report.moves
        lo, hi = 0, len(moves)
        while lo < hi:
            mid = (lo + hi) // 2
            if moves[mid].move < move:
                lo = mid + 1
            else:
                hi = mid
        return lo if lo < len(moves) and moves[lo].move == move else None
