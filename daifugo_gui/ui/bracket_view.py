"""A knock-out drawn as a bracket: a column per round, a box per table."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from daifugo_gui.tournament import RoundView


@dataclass(frozen=True, eq=False)
class BracketBox:
    """One table (``table`` 0: the byes) of a knock-out round, placed in the drawing."""

    round: int
    table: int
    rect: QRectF
    entries: tuple[tuple[str, bool], ...]  # (text, goes on), best first once recorded


class BracketView(QWidget):
    """The knock-out rounds drawn as a bracket: one column per round, a box per table,
    the players going on in bold and a line to the table where each sits next."""

    BOX_WIDTH = 200
    LINE_HEIGHT = 20
    GAP_X = 56
    GAP_Y = 14
    HEADER = 30
    MARGIN = 10

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.boxes: list[BracketBox] = []
        self.links: list[tuple[BracketBox, BracketBox]] = []
        self.round_titles: list[tuple[float, str]] = []

    def set_rounds(self, rounds: Sequence[RoundView], advance: int) -> None:
        self.boxes, self.links, self.round_titles = [], [], []
        self.champion = ""
        where: dict[str, BracketBox] = {}  # player -> their box in the previous round
        going: set[str] = set()
        for column, view in enumerate(rounds):
            x = self.MARGIN + column * (self.BOX_WIDTH + self.GAP_X)
            title = self.tr("Round %1").replace("%1", str(view.number))
            if len(view.tables) == 1 and not view.byes:
                title = self.tr("Final (round %1)").replace("%1", str(view.number))
                game = view.tables[0].game
                if game is not None and game.summary.ranking:
                    self.champion = game.summary.ranking[0]
            self.round_titles.append((x, title))
            # Each group: a table number (0: the byes) and its (name, text, goes on) rows.
            groups: list[tuple[int, list[tuple[str, str, bool]]]] = []
            for table in view.tables:
                names = [p.name for p in table.players]
                if table.game is not None:
                    order = [n for n in table.game.summary.ranking if n in names]
                    order += [n for n in names if n not in order]
                    rows = [(n, f"{i}. {n}", i <= advance) for i, n in enumerate(order, start=1)]
                else:
                    rows = [(n, n, False) for n in names]
                groups.append((table.number, rows))
            if view.byes:
                groups.append((0, [(p.name, p.name, True) for p in view.byes]))
            next_top = float(self.MARGIN + self.HEADER)
            placed: dict[str, BracketBox] = {}
            for number, rows in groups:
                height = self.LINE_HEIGHT * (len(rows) + 1) + 6
                sources = [where[n] for n, _t, _on in rows if n in where and n in going]
                top = next_top
                if sources:  # centre on the tables the players came from, never overlapping
                    centre = sum(b.rect.center().y() for b in sources) / len(sources)
                    top = max(next_top, centre - height / 2)
                box = BracketBox(view.number, number, QRectF(x, top, self.BOX_WIDTH, height),
                                 tuple((text, on) for _n, text, on in rows))
                self.boxes.append(box)
                seen: list[BracketBox] = []
                for source in sources:
                    if not any(source is b for b in seen):
                        seen.append(source)
                        self.links.append((source, box))
                for n, _t, _on in rows:
                    placed[n] = box
                next_top = top + height + self.GAP_Y
            going = {n for _number, rows in groups for n, _t, on in rows if on}
            where = placed
        right = max((b.rect.right() for b in self.boxes), default=0.0)
        bottom = max((b.rect.bottom() for b in self.boxes), default=0.0)
        if self.champion:
            bottom += self.LINE_HEIGHT + 8  # room for the champion line under the final
        self.setMinimumSize(int(right) + self.MARGIN, int(bottom) + self.MARGIN)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text_pen = QPen(palette.windowText().color())
        if not self.boxes:
            painter.setPen(text_pen)
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter,
                             self.tr("The bracket appears once a round is seated"))
            return
        bold = QFont(self.font())
        bold.setBold(True)
        painter.setFont(bold)
        painter.setPen(text_pen)
        for x, title in self.round_titles:
            painter.drawText(QRectF(x, self.MARGIN, self.BOX_WIDTH, self.HEADER - 6),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, title)
        painter.setPen(QPen(palette.mid().color(), 2))
        for source, target in self.links:
            start = QPointF(source.rect.right(), source.rect.center().y())
            end = QPointF(target.rect.left(), target.rect.center().y())
            middle = (start.x() + end.x()) / 2
            painter.drawPolyline([start, QPointF(middle, start.y()), QPointF(middle, end.y()), end])
        highlight = palette.highlight().color()
        highlight.setAlpha(60)
        for box in self.boxes:
            painter.setPen(QPen(palette.windowText().color(), 1))
            painter.setBrush(palette.base())
            painter.drawRoundedRect(box.rect, 5, 5)
            painter.setFont(bold)
            label = self.tr("Byes") if box.table == 0 else self.tr("Table %1").replace("%1", str(box.table))
            line = QRectF(box.rect.x() + 8, box.rect.y() + 3, box.rect.width() - 16, self.LINE_HEIGHT)
            painter.drawText(line, Qt.AlignmentFlag.AlignVCenter, label)
            for text, on in box.entries:
                line.translate(0, self.LINE_HEIGHT)
                if on:
                    painter.fillRect(line.adjusted(-4, 1, 4, -1), highlight)
                font = QFont(self.font())
                font.setBold(on)
                painter.setFont(font)
                painter.drawText(line, Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextSingleLine,
                                 painter.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight,
                                                                  int(line.width())))
        if self.champion:
            final = self.boxes[-1].rect
            painter.setFont(bold)
            painter.drawText(QRectF(final.x(), final.bottom() + 6, final.width() + self.GAP_X, self.LINE_HEIGHT),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             self.tr("Champion: %1").replace("%1", self.champion))
        painter.end()
