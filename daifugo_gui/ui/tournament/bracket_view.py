"""A knock-out drawn as a bracket: a column per round, a box per table."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from daifugo_gui.tournament import RoundView
from daifugo_gui.tournament.bracket import BracketNames, Geometry, bracket_layout
from daifugo_gui.app.translation import fill


@dataclass(frozen=True, eq=False)
class BracketBox:
    """One table (``table`` 0: the byes) of a knock-out round, placed in the drawing."""

    round: int
    table: int
    rect: QRectF
    entries: tuple[tuple[str, bool], ...]  # (text, goes on), best first once recorded
    placing: bool = False  # the 3rd-place match: drawn apart under the final, headed by its name


class BracketView(QWidget):
    """The knock-out rounds drawn as a bracket: one column per round, a box per table,
    the players going on in bold and a line to the table where each sits next."""

    GEOMETRY = Geometry()  # in pixels

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.boxes: list[BracketBox] = []
        self.links: list[tuple[BracketBox, BracketBox]] = []
        self.round_titles: list[tuple[float, str]] = []
        self.champion = ""
        self.final: BracketBox | None = None

    def set_rounds(self, rounds: Sequence[RoundView], advance: int, names: BracketNames = BracketNames()) -> None:
        """Draw ``rounds``; ``names`` heads the columns by stage and sets placing tables apart."""
        layout = bracket_layout(rounds, advance, self.GEOMETRY, names)
        shown: dict[int, BracketBox] = {}
        for box in layout.boxes:
            entries = tuple(((f"{e.rank}. {e.name}" if e.rank is not None else e.name)
                             + (f"  ({e.score})" if e.score else ""), e.goes_on) for e in box.entries)
            shown[id(box)] = BracketBox(box.round, box.table, QRectF(box.x, box.y, box.width, box.height), entries,
                                        box.placing)
        self.boxes = [shown[id(b)] for b in layout.boxes]
        self.links = [(shown[id(a)], shown[id(b)]) for a, b in layout.links]
        self.round_titles = [(c.x, self._column_title(c.stage, c.final, c.round)) for c in layout.columns]
        self.champion = layout.champion
        self.final = shown[id(layout.final_box)] if layout.final_box is not None else None
        self.setMinimumSize(int(layout.width), int(layout.height))
        self.update()

    def _column_title(self, stage: str | None, final: bool, number: int) -> str:
        """The stage as the round list names it (準決勝), else the round's number."""
        # The round list's words (FormatPages), so the tab says one thing in both places.
        named = {"final": QCoreApplication.translate("FormatPages", "Final"),
                 "semi_final": QCoreApplication.translate("FormatPages", "Semi-final"),
                 "quarter_final": QCoreApplication.translate("FormatPages", "Quarter-final")}
        if stage in named:
            return named[stage]
        return fill(self.tr("Final (round %1)") if final else self.tr("Round %1"), str(number))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        g = self.GEOMETRY
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
            painter.drawText(QRectF(x, g.margin, g.box_width, g.header - 6),
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
            label = self.tr("Byes") if box.table == 0 else fill(self.tr("Table %1"), str(box.table))
            if box.placing:
                painter.drawText(QRectF(box.rect.x(), box.rect.y() - g.header, box.rect.width(), g.header - 4),
                                 Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, self.tr("3rd-place match"))
            line = QRectF(box.rect.x() + 8, box.rect.y() + 3, box.rect.width() - 16, g.line_height)
            painter.drawText(line, Qt.AlignmentFlag.AlignVCenter, label)
            for text, on in box.entries:
                line.translate(0, g.line_height)
                if on:
                    painter.fillRect(line.adjusted(-4, 1, 4, -1), highlight)
                font = QFont(self.font())
                font.setBold(on)
                painter.setFont(font)
                painter.drawText(line, Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextSingleLine,
                                 painter.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight,
                                                                  int(line.width())))
        if self.champion and self.final is not None:
            final = self.final.rect
            painter.setFont(bold)
            painter.drawText(QRectF(final.x(), final.bottom() + 6, final.width() + g.gap_x, g.line_height),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             fill(self.tr("Champion: %1"), self.champion))
        painter.end()
