"""A plain bar chart for the hexad panels: game sizes, Figure 4's block sums, energies.

Painted with QPainter: three small charts do not justify a plotting dependency. Every bar
carries its count above it and its key below, so the numbers can be read off the picture
(and a test can compare them with the analysis).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

BAR_COLOUR = QColor("#4a7ab7")
HIGHLIGHT_COLOUR = QColor("#d0452e")


class BarChart(QWidget):
    """Bars for ``values`` (key -> count), keys in increasing order; the keys in
    ``highlight`` are drawn red and explained by ``caption``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.values: dict[int, int] = {}
        self.highlight: frozenset[int] = frozenset()
        self.title = ""
        self.caption = ""
        self.x_label = ""
        self.placeholder = ""
        self.setMinimumSize(QSize(380, 220))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_values(
        self, values: dict[int, int], highlight: frozenset[int] = frozenset(), caption: str = ""
    ) -> None:
        self.values = dict(sorted(values.items()))
        self.highlight = highlight
        self.caption = caption
        self.update()

    def set_texts(self, title: str, x_label: str, placeholder: str = "") -> None:
        """Words are the caller's (it translates them); the chart only places them."""
        self.title = title
        self.x_label = x_label
        self.placeholder = placeholder
        self.update()

    def bar_rect(self, key: int) -> QRectF:
        """Where the bar of ``key`` is painted (tests look at its pixels)."""
        keys = list(self.values)
        slot, left, top, height = self._frame()
        peak = max(self.values.values())
        count = self.values[key]
        bar_height = max(3.0, height * count / peak) if count else 0.0  # a count of 1 stays visible
        x = left + keys.index(key) * slot
        return QRectF(x + slot * 0.15, top + height - bar_height, slot * 0.7, bar_height)

    def _frame(self) -> tuple[float, float, float, float]:
        top, bottom, left = 56.0, 40.0, 10.0
        width = self.width() - 2 * left
        slot = width / max(1, len(self.values))
        return slot, left, top, self.height() - top - bottom

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("white"))
        painter.setPen(QColor("#333333"))
        painter.drawText(QRectF(10, 2, self.width() - 20, 18), Qt.AlignmentFlag.AlignLeft, self.title)
        if not self.values:
            painter.setPen(QColor("#666666"))
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.placeholder)
            painter.end()
            return
        if self.caption:
            painter.setPen(HIGHLIGHT_COLOUR)
            painter.drawText(QRectF(10, 20, self.width() - 20, 18), Qt.AlignmentFlag.AlignLeft, self.caption)
        slot, left, top, height = self._frame()
        small = QFont(self.font())
        small.setPointSizeF(max(6.5, self.font().pointSizeF() * (0.8 if slot >= 24 else 0.7)))
        painter.setFont(small)
        for key, count in self.values.items():
            bar = self.bar_rect(key)
            x = bar.left() - slot * 0.15
            painter.fillRect(bar, HIGHLIGHT_COLOUR if key in self.highlight else BAR_COLOUR)
            painter.setPen(QColor("#222222"))
            painter.drawText(QRectF(x, bar.top() - 15, slot, 14), Qt.AlignmentFlag.AlignHCenter, str(count))
            painter.drawText(QRectF(x, top + height + 3, slot, 16), Qt.AlignmentFlag.AlignHCenter, str(key))
        painter.setFont(self.font())
        painter.setPen(QColor("#333333"))
        painter.drawText(
            QRectF(left, top + height + 19, self.width() - 2 * left, 18), Qt.AlignmentFlag.AlignHCenter, self.x_label
        )
        painter.end()
