"""The hexad game's board: twelve squares in a row.

In play, click a coin, then an empty square to its left (``move_chosen``). While a
position is being set up, a click puts a coin on the square or takes it away
(``square_toggled``); the tab keeps the squares and hands them back with
:meth:`BoardWidget.set_draft`.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QMouseEvent, QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from daifugo_gui.analysis.hexad import LEAST_SUM, SQUARES, ScoredMove
from daifugo_gui.analysis.maya import Move, Position
from daifugo_gui.app.translation import fill

WIN_COLOUR = QColor("#2e9d4a")
HEXAD_COLOUR = QColor("#d8f0dc")
COIN_COLOUR = QColor("#c9962b")
SELECTED_COLOUR = QColor("#d0452e")
EDIT_COLOUR = QColor("#fff8e1")
BAD_SUM_COLOUR = QColor("#b00020")


class BoardWidget(QWidget):
    """Twelve squares; in play a coin moves left, while setting up a click toggles a coin."""

    move_chosen = Signal(object)  # Move
    square_toggled = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.position: Position = frozenset()
        self.scored: list[ScoredMove] = []
        self.selected: int | None = None
        self.show_energies = False
        self.enabled_for_input = True
        self.editing = False
        self.setMinimumSize(QSize(12 * 36, 80))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_state(self, position: Position, scored: list[ScoredMove], show_energies: bool) -> None:
        """Show a game's position with its legal moves."""
        self.editing = False
        self.position = position
        self.scored = scored
        self.show_energies = show_energies
        if self.selected not in position:
            self.selected = None
        self.update()

    def set_draft(self, squares: Position) -> None:
        """Show a position being set up: any squares, no moves."""
        self.editing = True
        self.position = squares
        self.scored = []
        self.selected = None
        self.update()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        # Square squares: the row is as tall as one square plus the lines above and below.
        super().resizeEvent(event)
        height = int(28 + self.square_rect(0).height() + 22)
        if height != self.height():
            self.setFixedHeight(height)

    def _cell(self) -> float:
        return (self.width() - 8) / SQUARES

    def square_rect(self, square: int) -> QRectF:
        """Where ``square`` is drawn (tests click its centre)."""
        cell = self._cell()
        return QRectF(4 + square * cell, 28, cell - 4, min(cell - 4, 66))

    def _square_at(self, x: float) -> int | None:
        square = int((x - 4) // self._cell())
        return square if 0 <= square < SQUARES else None

    def _targets(self) -> dict[int, int]:
        """Target square -> energy after moving the selected coin there."""
        if self.selected is None:
            return {}
        return {s.move.target: s.energy for s in self.scored if s.move.source == self.selected}

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt API)
        square = self._square_at(event.position().x())
        if square is None:
            return
        if self.editing:
            self.square_toggled.emit(square)
            return
        if not self.enabled_for_input:
            return
        if square in self.position:
            has_moves = any(s.move.source == square for s in self.scored)
            self.selected = square if has_moves and square != self.selected else None
        elif self.selected is not None and square in self._targets():
            move = Move(self.selected, square)
            self.selected = None
            self.move_chosen.emit(move)
        else:
            self.selected = None
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        targets = self._targets()
        small = QFont(self.font())
        small.setPointSizeF(max(7.0, self.font().pointSizeF() * 0.85))
        for square in range(SQUARES):
            rect = self.square_rect(square)
            background = EDIT_COLOUR if self.editing else QColor("#f4f1e8")
            if square in targets:
                background = HEXAD_COLOUR if targets[square] == 0 else QColor("#e6eef8")
            painter.setPen(QPen(QColor("#777777"), 1))
            painter.setBrush(QBrush(background))
            painter.drawRect(rect)
            painter.setPen(QColor("#555555"))
            painter.setFont(small)
            painter.drawText(
                QRectF(rect.left(), rect.bottom() + 2, rect.width(), 18), Qt.AlignmentFlag.AlignHCenter, str(square)
            )
            if square in self.position:
                radius = min(rect.width(), rect.height()) * 0.36
                colour = SELECTED_COLOUR if square == self.selected else COIN_COLOUR
                painter.setPen(QPen(colour.darker(140), 2))
                painter.setBrush(QBrush(colour))
                painter.drawEllipse(rect.center(), radius, radius)
            elif square in targets and self.show_energies:
                energy = targets[square]
                painter.setPen(WIN_COLOUR if energy == 0 else QColor("#2b4f7a"))
                painter.setFont(self.font())
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(energy))
        total = sum(self.position)
        painter.setPen(BAD_SUM_COLOUR if total < LEAST_SUM else QColor("#333333"))
        painter.setFont(self.font())
        if self.editing:
            line = self.tr("Setting up: click a square to put a coin there or take it away. %1 coins, sum %2")
            line = fill(line, str(len(self.position)), str(total))
        else:
            line = self.tr("Sum of the squares: {0} (must stay at least 21)").format(total)
        painter.drawText(QRectF(4, 4, self.width() - 8, 22), Qt.AlignmentFlag.AlignLeft, line)
        painter.end()
