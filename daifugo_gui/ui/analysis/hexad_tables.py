"""Table models for the hexad research panels: the labelings of one S(t, t+1, 2t+2).

A model over a :class:`~daifugo_gui.analysis.labelings.LabelingTable`: one row per
labeling (numbered 1, 2, … in exact-cover order, as ``daifugo hexad labelings --detail``
numbers them) with |L(D)|, a_0 … a_k and the number of energy-1 positions; for the small
systems also the blocks. Numbers are ints under Qt's display role, so a sorting proxy
sorts them as numbers.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor

from daifugo_gui.analysis.designs import Block
from daifugo_gui.analysis.labelings import LabelingTable

SHUFFLE_ROW_COLOUR = QColor("#fde2dc")
SUBSCRIPTS = "₀₁₂₃₄₅₆₇₈₉"

Index = QModelIndex | QPersistentModelIndex


def a_name(i: int) -> str:
    """a₀, a₁, …: a subscript reads as mathematics, and is no English word to translate."""
    return "a" + "".join(SUBSCRIPTS[int(d)] for d in str(i))


def blocks_text(blocks: frozenset[Block]) -> str:
    """Blocks in increasing order, each as its points run together when all are one
    digit (``01 23``), else joined by commas."""
    ordered = sorted(sorted(b) for b in blocks)
    joiner = "" if all(x < 10 for b in ordered for x in b) else ","
    return "  ".join(joiner.join(str(x) for x in b) for b in ordered)


class LabelingTableModel(QAbstractTableModel):
    """Labelings as rows; ``highlight`` (a 1-based number) marks one row, the shuffle
    labeling's."""

    def __init__(self, table: LabelingTable, with_blocks: bool, highlight: int | None = None) -> None:
        super().__init__()
        self.table = table
        self.with_blocks = with_blocks
        self.highlight = highlight

    def headers(self) -> list[str]:
        names = [self.tr("No."), self.tr("|L(D)|")]
        names += [a_name(i) for i in range(self.table.k + 1)]
        names.append(self.tr("Energy 1"))
        if self.with_blocks:
            names.append(self.tr("Blocks"))
        return names

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802 (Qt API)
        return 0 if parent.isValid() else len(self.table.profiles)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802 (Qt API)
        return 0 if parent.isValid() else len(self.headers())

    def value(self, row: int, column: int) -> int | str:
        """What a cell holds: numbers as ints, blocks as text."""
        profile = self.table.profiles[row]
        k = self.table.k
        if column == 0:
            return row + 1
        if column == 1:
            return profile.size
        if column <= k + 2:
            return profile.a[column - 2]
        if column == k + 3:
            return profile.energy_one_count
        return blocks_text(profile.blocks)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.value(index.row(), index.column())
        if role == Qt.ItemDataRole.TextAlignmentRole and not (
            self.with_blocks and index.column() == self.columnCount() - 1
        ):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.BackgroundRole and index.row() + 1 == self.highlight:
            return QBrush(SHUFFLE_ROW_COLOUR)
        if role == Qt.ItemDataRole.ToolTipRole and self.with_blocks and index.column() == self.columnCount() - 1:
            return self.value(index.row(), index.column())  # the whole row of blocks, however narrow
        if role == Qt.ItemDataRole.ToolTipRole and index.row() + 1 == self.highlight:
            return self.tr("The shuffle labeling: its game is the hexad game")
        return None

    def headerData(  # noqa: N802 (Qt API)
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.headers()[section]
        return None
