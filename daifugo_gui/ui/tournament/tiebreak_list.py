"""The order of the tie-breaks after points (part of the tournament's settings page): a
short list the organiser reorders with Move up / Move down, ticks off to leave a
tie-break out, or resets.

Thin, like the rest of the page: it shows the order it is given and emits the order
wanted; the tab stores it and shows the stored order back.
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QGroupBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QWidget,
)

from daifugo_gui.tournament import ScoringRules
from daifugo_gui.tournament.scoring import TIEBREAKS
from daifugo_gui.app.translation import fill

DEFAULT_ORDER: tuple[str, ...] = ScoringRules().tiebreaks
_NAME = Qt.ItemDataRole.UserRole  # the item's tie-break name (a TIEBREAKS entry)


class TiebreakList(QGroupBox):
    """Every tie-break once: those in use first, in order and ticked, then those left out."""

    # The wanted order: distinct TIEBREAKS names, possibly none (the engine allows it:
    # players equal on points then share the place).
    orderChosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Tie-breaks after points"))
        self.list = QListWidget(self)
        self.list.setObjectName("tiebreak_list")
        self.list.setAccessibleName(self.tr("Tie-breaks in order"))
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        # One item per tie-break, kept for good: show_order() rewrites them in place, as
        # the stored order comes back while the list is still handling the click that
        # asked for it (a deleted item there would crash the view).
        for _name in TIEBREAKS:
            item = QListWidgetItem(self.list)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsUserCheckable)
        self.list.itemChanged.connect(self._ticked)
        self.list.currentRowChanged.connect(lambda _row: self._follow_current())

        self.up_button = QPushButton(self.tr("Move up"), self)
        self.down_button = QPushButton(self.tr("Move down"), self)
        self.reset_button = QPushButton(self.tr("Reset to default order"), self)
        self.up_button.clicked.connect(lambda: self._move(-1))
        self.down_button.clicked.connect(lambda: self._move(+1))
        self.reset_button.clicked.connect(lambda: self.orderChosen.emit(DEFAULT_ORDER))
        # Tooltips are out of reach of the keyboard: the chosen tie-break's explanation
        # is also written under the list.
        self.explain = QLabel(self)
        self.explain.setWordWrap(True)
        note = QLabel(self.tr("Players still equal after the tie-breaks ticked share the place "
                              "(listed in registration order)."), self)
        note.setWordWrap(True)

        grid = QGridLayout(self)
        grid.addWidget(self.list, 0, 0, 3, 1)
        grid.addWidget(self.up_button, 0, 1)
        grid.addWidget(self.down_button, 1, 1)
        grid.addWidget(self.reset_button, 2, 1)
        grid.addWidget(self.explain, 3, 0, 1, 2)
        grid.addWidget(note, 4, 0, 1, 2)
        grid.setColumnStretch(0, 1)
        self._editable = False
        self.show_order(DEFAULT_ORDER, editable=False)
        # The default order's tie-breaks in view without scrolling (measured with text in);
        # the extra ones, unticked below them, scroll into view (the settings page must
        # still fit a 720-pixel-high screen).
        rows = sum(self.list.sizeHintForRow(row) for row in range(min(len(DEFAULT_ORDER), self.list.count())))
        self.list.setFixedHeight(rows + 2 * self.list.frameWidth() + 6)

    def words(self, name: str) -> tuple[str, str]:
        """A tie-break's translated name and one-line explanation."""
        if name == "rank_score":
            return (self.tr("Rank score"),
                    self.tr("Each game's rank as (rank − 1) / (seats − 1), summed; lower first "
                            "(a win counts 0 and last place 1 at any table size)."))
        if name == "head_to_head":
            return (self.tr("Head-to-head"),
                    self.tr("Games between the tied players: +1 for finishing above another of them, "
                            "−1 for finishing below; higher first."))
        if name == "opposition":
            return (self.tr("Opposition (Buchholz)"),
                    self.tr("The points of every opponent met, summed; higher first."))
        if name == "buchholz_cut1":
            return (self.tr("Buchholz cut 1"),
                    self.tr("Opposition without the round of the weakest opponents; higher first."))
        if name == "median_buchholz":
            return (self.tr("Median Buchholz"),
                    self.tr("Opposition without the rounds of the weakest and the strongest opponents; higher first."))
        if name == "progressive":
            return (self.tr("Progressive score"),
                    self.tr("The running total after each round, summed: points won early weigh more; higher first."))
        if name == "most_wins":
            return (self.tr("Most first places"),
                    self.tr("The number of games won (first place at the table); more first."))
        if name == "game_points":
            return (self.tr("Game points"),
                    self.tr("Games won in matches at tables of two (as chess tools count them); more first."))
        return (self.tr("Largest prime played"),
                self.tr("The largest prime played in any game; larger first, none played last."))

    def show_order(self, order: Sequence[str], editable: bool) -> None:
        """Show the stored ``order`` ticked and numbered, the tie-breaks left out after it."""
        self._editable = editable
        current = self.current_name()
        rows = [*order, *(name for name in TIEBREAKS if name not in order)]
        self.list.blockSignals(True)  # showing is not choosing
        for row, name in enumerate(rows):
            item = self.list.item(row)
            label, explanation = self.words(name)
            used = name in order
            item.setData(_NAME, name)
            item.setText(f"{row + 1}. {label}" if used else label)
            item.setToolTip(explanation)
            item.setCheckState(Qt.CheckState.Checked if used else Qt.CheckState.Unchecked)
        if current is not None:
            self.list.setCurrentRow(rows.index(current))
        self.list.blockSignals(False)
        self.reset_button.setEnabled(editable and tuple(order) != DEFAULT_ORDER)
        self._follow_current()

    def current_name(self) -> str | None:
        item = self.list.currentItem()
        return None if item is None else str(item.data(_NAME))

    def order(self) -> tuple[str, ...]:
        """The ticked tie-breaks, top to bottom."""
        items = (self.list.item(row) for row in range(self.list.count()))
        return tuple(str(item.data(_NAME)) for item in items if item.checkState() == Qt.CheckState.Checked)

    def editors(self) -> list[QWidget]:
        return [self.list, self.up_button, self.down_button, self.reset_button]

    def _ticked(self, _item: QListWidgetItem) -> None:
        # A tie-break ticked joins the end of the order (it sits below those in use);
        # one unticked leaves it.
        self.orderChosen.emit(self.order())

    def _move(self, step: int) -> None:
        order = list(self.order())
        name = self.current_name()
        if name not in order:
            return
        at = order.index(name)
        if not 0 <= at + step < len(order):
            return
        order[at], order[at + step] = order[at + step], order[at]
        self.orderChosen.emit(tuple(order))

    def _follow_current(self) -> None:
        """Moving works on a ticked tie-break with room to move; the explanation follows."""
        order = self.order()
        name = self.current_name()
        at = order.index(name) if name in order else -1
        self.up_button.setEnabled(self._editable and at > 0)
        self.down_button.setEnabled(self._editable and 0 <= at < len(order) - 1)
        if name is None:
            self.explain.setText(self.tr("Choose a tie-break to move it; untick it to leave it out."))
        else:
            label, explanation = self.words(name)
            self.explain.setText(fill(self.tr("%1: %2"), label, explanation))
