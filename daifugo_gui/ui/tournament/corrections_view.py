"""The corrections log: every result changed after it was recorded (who, when, what, why)."""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtWidgets import QHeaderView, QTreeWidget, QTreeWidgetItem, QWidget

from daifugo_gui.tournament import Correction
from daifugo_gui.app.translation import fill


class CorrectionsView(QTreeWidget):
    """One line per correction, newest first; its changes one per child line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setHeaderLabels([self.tr("When"), self.tr("Who"), self.tr("Table"), self.tr("Why")])
        self.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self._field_names = {
            "rank": self.tr("rank"), "cards_left": self.tr("cards left"), "fouls": self.tr("fouls"),
            "timeouts": self.tr("time-outs"), "disqualified": self.tr("disqualified"),
            "largest_prime": self.tr("largest prime"),
        }

    def _value(self, value: Any) -> str:
        if value is None or value == "":
            return "—"
        if isinstance(value, bool):
            return self.tr("yes") if value else self.tr("no")
        return str(value)

    def set_corrections(self, corrections: Sequence[Correction]) -> None:
        self.clear()
        for c in reversed(corrections):
            where = fill(self.tr("Round %1 table %2"), str(c.round), str(c.table))
            item = QTreeWidgetItem([c.at.replace("T", " ")[:16], c.who, where, c.why])
            for player, key, old, new in c.changes():
                text = (fill(self.tr("%1: %2 %3 → %4"), player, self._field_names.get(key, key), self._value(old), self._value(new)))
                item.addChild(QTreeWidgetItem(["", "", "", text]))
            self.addTopLevelItem(item)
            item.setExpanded(True)
