"""Type a table's result from its paper score sheet, or correct a recorded one.

One row per seated player, in seat order, with the columns of the printed sheet: rank,
cards left, fouls, time-outs, disqualified, largest prime. A correction also asks who
makes it and why; both go into the tournament's corrections log. The dialog only
collects: ``submit(rows, who, why)`` stores them and raises when the sheet does not add
up, and the dialog then stays open with the reason shown, nothing typed lost.

At a match (``first_mover`` given: the rule's opener of this game) the dialog also asks
who moved first, the rule's player preselected; choosing the other asks why and who
allowed it, and ``submit(rows, who, why, first, because, by)`` then receives them.
"""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from daifugo_gui.app.translation import fill
from daifugo_gui.tournament import PaperRow, TournamentError
from daifugo_gui.ui.widgets.i18n import joined
from daifugo_gui.ui.widgets.reason_text import render_error

# (rows, who, why) — and at a match also (first mover, why another than the rule's).
Submit = Callable[..., object]

RANK, CARDS, FOULS, TIMEOUTS, DISQUALIFIED, PRIME = range(1, 7)


class PaperResultDialog(QDialog):
    def __init__(
        self,
        title: str,
        players: Sequence[str],
        submit: Submit,
        *,
        recorded: Sequence[PaperRow] = (),
        correcting: bool = False,
        first_mover: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.players = list(players)
        self._submit = submit
        self.correcting = correcting
        shown = {row.player: row for row in recorded}
        self.table = QTableWidget(len(self.players), 7, self)
        self.table.setHorizontalHeaderLabels([
            self.tr("Player"), self.tr("Rank"), self.tr("Cards left"), self.tr("Fouls"), self.tr("Time-outs"),
            self.tr("Disqualified"), self.tr("Largest prime"),
        ])
        self.table.verticalHeader().setVisible(False)
        self.ranks: list[QSpinBox] = []
        self.cards: list[QSpinBox] = []
        self.fouls: list[QSpinBox] = []
        self.timeouts: list[QSpinBox] = []
        self.disqualified: list[QCheckBox] = []
        self.primes: list[QLineEdit] = []
        for row, name in enumerate(self.players):
            was = shown.get(name)
            item = QTableWidgetItem(name)
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
            self.table.setItem(row, 0, item)
            # 0 shows as "—": a rank nobody typed is not mistaken for one.
            rank = self._spin(row, RANK, len(self.players), was.rank if was else 0, self.ranks)
            rank.setSpecialValueText("—")
            self._spin(row, CARDS, 999, was.cards_left if was else 0, self.cards)
            self._spin(row, FOULS, 99, was.fouls if was else 0, self.fouls)
            self._spin(row, TIMEOUTS, 99, was.timeouts if was else 0, self.timeouts)
            box = QCheckBox(self.table)
            box.setChecked(bool(was and was.disqualified))
            self.table.setCellWidget(row, DISQUALIFIED, box)
            self.disqualified.append(box)
            prime = QLineEdit(was.largest_prime or "" if was else "", self.table)
            prime.setPlaceholderText(self.tr("digits, if any"))
            self.table.setCellWidget(row, PRIME, prime)
            self.primes.append(prime)
        self.table.resizeColumnsToContents()
        self.table.setMinimumWidth(self.table.horizontalHeader().length() + 24)

        self.who = QLineEdit(self)
        self.why = QLineEdit(self)
        form = QFormLayout()
        self.rule_first = first_mover
        self.first = QComboBox(self)
        self.because = QLineEdit(self)
        self.allowed_by = QLineEdit(self)  # who allowed another first mover: on the match's sheet
        if first_mover is not None:
            for name in self.players:
                self.first.addItem(name, name)
            self.first.setCurrentIndex(max(0, self.players.index(first_mover) if first_mover in self.players else 0))
            self.because.setPlaceholderText(self.tr("why another player than the match rule's opened"))
            form.addRow(fill(self.tr("Moved first (the match rule: %1)"), first_mover), self.first)
            form.addRow(self.tr("Why another first mover"), self.because)
            self.allowed_by.setPlaceholderText(self.tr("the judge who allows it"))
            form.addRow(self.tr("Allowed by"), self.allowed_by)
            self.first.currentIndexChanged.connect(lambda _i: self._follow_first())
            self._follow_first()
        if correcting:
            self.who.setPlaceholderText(self.tr("the judge or organiser correcting"))
            form.addRow(self.tr("Corrected by"), self.who)
            form.addRow(self.tr("Why"), self.why)
        self.error = QLabel("", self)
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020;")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        # The boxes this sheet does not ask for are not in the form: hidden, or they sat
        # over the table's header at the dialog's top left corner (issue 39).
        self.first.setVisible(first_mover is not None)
        self.because.setVisible(first_mover is not None)
        self.allowed_by.setVisible(first_mover is not None)
        self.who.setVisible(correcting)
        self.why.setVisible(correcting)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(buttons)

    def _spin(self, row: int, column: int, most: int, value: int, into: list[QSpinBox]) -> QSpinBox:
        spin = QSpinBox(self.table)
        spin.setRange(0, most)
        spin.setValue(value)
        self.table.setCellWidget(row, column, spin)
        into.append(spin)
        return spin

    def first_mover(self) -> str | None:
        """Who moved first in this game (None where the table plays single games)."""
        return str(self.first.currentData()) if self.rule_first is not None else None

    def _follow_first(self) -> None:
        """The reason is asked only when someone other than the rule's player opened."""
        self.because.setEnabled(self.first_mover() != self.rule_first)
        self.allowed_by.setEnabled(self.first_mover() != self.rule_first)

    def rows(self) -> list[PaperRow]:
        return [
            PaperRow(name, self.ranks[i].value(), self.cards[i].value(), self.fouls[i].value(),
                     self.timeouts[i].value(), self.disqualified[i].isChecked(), self.primes[i].text().strip() or None)
            for i, name in enumerate(self.players)
        ]

    def accept(self) -> None:
        missing = [self.players[i] for i, spin in enumerate(self.ranks) if spin.value() == 0]
        if missing:
            self.error.setText(fill(self.tr("Give every player a rank (missing: %1)"), joined(missing)))
            return
        try:
            if self.rule_first is not None:
                self._submit(self.rows(), self.who.text(), self.why.text(), self.first_mover(), self.because.text(),
                             self.allowed_by.text() if self.first_mover() != self.rule_first else "")
            else:
                self._submit(self.rows(), self.who.text(), self.why.text())
        except (TournamentError, ValueError) as exc:
            self.error.setText(render_error(exc))
            return
        super().accept()
