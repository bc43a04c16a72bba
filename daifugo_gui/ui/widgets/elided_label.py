"""A one-line label that shortens its text in the middle when it has too little room.

A path or a server address keeps its start (which drive or server) and its end (which
file) in sight; a plain QLabel cut the end, the part that tells tournaments apart.
``text()`` stays the whole text, and callers give the whole text as the tooltip.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel


class ElidedLabel(QLabel):
    def shown_text(self) -> str:
        """What fits: the text with its middle replaced by "…" where it is too wide."""
        return self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideMiddle, self.contentsRect().width())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.drawText(self.contentsRect(), int(self.alignment()), self.shown_text())
        painter.end()
