"""The undo history beside the console: one line per judge action, kept in step cheaply.

Qt's QUndoView resets its whole model on every change of the stack, which cost 12 ms per
action at 6,000 actions. This list follows the stack's index instead: an action appends
a line, an undo or redo moves the marker, a new action after undos drops the redo lines.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QBrush, QColor, QUndoStack
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

REDO_SIDE = QColor("#9e9e9e")


class UndoHistory(QListWidget):
    """Row 0 is the deal; row k is the k-th action; the current row is where the game is."""

    def __init__(
        self, stack: QUndoStack, deal_label: str, parent: QWidget | None = None,
        jump: "Callable[[int], None] | None" = None,
    ) -> None:
        super().__init__(parent)
        self._stack = stack
        self.addItem(deal_label)
        self._current = 0
        # Same-height rows: Qt then places a row without measuring all the others (O(1)).
        self.setUniformItemSizes(True)
        stack.indexChanged.connect(self._follow)
        # A click goes through the caller's undo/redo (they write the journal first).
        self.itemClicked.connect(lambda item: (jump or stack.setIndex)(self.row(item)))
        self._follow(stack.index())

    def _follow(self, index: int) -> None:
        try:
            count = self._stack.count()
        except RuntimeError:  # the stack is being torn down with its console: nothing to follow
            return
        while self.count() - 1 > count:  # a new action after undos: the redo lines go
            self.takeItem(self.count() - 1)
        if count and self.count() - 1 == count:
            # one undo then a new action replaces the last command without changing the count
            text = self._stack.command(count - 1).text()
            if self.item(count).text() != text:
                self.item(count).setText(text)
        while self.count() - 1 < count:
            self.addItem(self._stack.command(self.count() - 1).text())
        low, high = sorted((self._current, index))
        for row in range(max(1, low), min(high, count) + 1):  # only the rows that changed side
            self._paint(row, row <= index)
        self._current = index
        self.setCurrentRow(index)
        self.scrollToItem(self.item(index))

    def _paint(self, row: int, done: bool) -> None:
        item: QListWidgetItem | None = self.item(row)
        if item is not None:
            item.setForeground(QBrush() if done else QBrush(REDO_SIDE))
