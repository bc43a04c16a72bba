"""The questions of a new tournament: its name, its format and the format's numbers.

Thin: the dialog collects the answers as the keyword arguments of
:meth:`daifugo_gui.tournament.Tournament.create`; the tournament checks them and says
what is wrong, in the tab's status line, if anything is.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from daifugo_gui.tournament.formats import Format, FormatOptions
from daifugo_gui.tournament.options import ALTERNATE, BEST_OF, FIXED, LOSER


class NewTournamentDialog(QDialog):
    """Name, format, seats per table and what the chosen format needs besides."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New tournament"))
        self.name_edit = QLineEdit(self)
        self.name_edit.setPlaceholderText(self.tr("Tournament name"))
        self.format_combo = QComboBox(self)
        for value, label in (
            (Format.SWISS, self.tr("Swiss (rounds seated by standings)")),
            (Format.KNOCKOUT, self.tr("Knock-out (winners go on)")),
            (Format.ROUND_ROBIN, self.tr("Round robin (everyone meets everyone)")),
            (Format.SWISS_FINAL, self.tr("Swiss, then a final of the top players")),
            (Format.GROUPS_KNOCKOUT, self.tr("Groups, then a knock-out")),
        ):
            self.format_combo.addItem(label, value.value)
        self.pairs_check = QCheckBox(self.tr("Tables of two: each pair plays once (circle method)"), self)
        self.pairs_check.setChecked(True)
        self.min_seats = QSpinBox(self)
        self.max_seats = QSpinBox(self)
        for spin, value in ((self.min_seats, 3), (self.max_seats, 4)):
            spin.setRange(2, 6)
            spin.setValue(value)
        self.advance_spin = QSpinBox(self)
        self.advance_spin.setRange(1, 5)
        self.advance_spin.setToolTip(self.tr("Players who go on from each table (every table knocks one out)"))
        self.swiss_rounds = QSpinBox(self)
        self.swiss_rounds.setRange(1, 30)
        self.swiss_rounds.setValue(4)
        self.final_size = QSpinBox(self)
        self.final_size.setRange(2, 64)
        self.final_size.setValue(4)
        self.final_size.setToolTip(self.tr("The best players by the swiss standings who play the final"))
        self.final_seats = QSpinBox(self)
        self.final_seats.setRange(2, 8)
        self.final_seats.setValue(4)
        self.final_seats.setToolTip(self.tr("More finalists than seats: several final tables, seeded like a snake"))
        self.groups_spin = QSpinBox(self)
        self.groups_spin.setRange(1, 26)
        self.groups_spin.setValue(4)
        self.groups_spin.setToolTip(self.tr("Players are dealt to the groups like a snake, in registration order"))
        self.group_advance = QSpinBox(self)
        self.group_advance.setRange(1, 8)
        self.group_advance.setValue(2)
        self.knockout_seats = QSpinBox(self)
        self.knockout_seats.setRange(2, 6)
        self.knockout_seats.setValue(2)
        self.match_games = QSpinBox(self)
        self.match_games.setRange(1, 9)
        self.match_games.setToolTip(self.tr("At tables of two: 1 is a single game, more a match recorded game by game"))
        self.match_kind = QComboBox(self)
        self.match_kind.addItem(self.tr("Best of (first to a majority)"), BEST_OF)
        self.match_kind.addItem(self.tr("Fixed number of games"), FIXED)
        self.first_move = QComboBox(self)
        self.first_move.addItem(self.tr("Alternate (seat 1 opens odd games)"), ALTERNATE)
        self.first_move.addItem(self.tr("Loser of the previous game"), LOSER)
        self.help_label = QLabel(self)
        self.help_label.setWordWrap(True)

        self.form = QFormLayout()
        self.form.addRow(self.tr("Tournament name"), self.name_edit)
        self.form.addRow(self.tr("Format"), self.format_combo)
        self.form.addRow(self.pairs_check)
        self.form.addRow(self.tr("Fewest seats at a table"), self.min_seats)
        self.form.addRow(self.tr("Most seats at a table"), self.max_seats)
        self.form.addRow(self.tr("Groups"), self.groups_spin)
        self.form.addRow(self.tr("Going on from each group"), self.group_advance)
        self.form.addRow(self.tr("Seats at a knock-out table"), self.knockout_seats)
        self.form.addRow(self.tr("Going on from each table"), self.advance_spin)
        self.form.addRow(self.tr("Games per match at tables of two"), self.match_games)
        self.form.addRow(self.tr("Match"), self.match_kind)
        self.form.addRow(self.tr("Who moves first"), self.first_move)
        self.form.addRow(self.tr("Swiss rounds before the final"), self.swiss_rounds)
        self.form.addRow(self.tr("Players in the final"), self.final_size)
        self.form.addRow(self.tr("Seats at a final table"), self.final_seats)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.help_label)
        layout.addWidget(buttons)
        self.format_combo.currentIndexChanged.connect(self._update)
        self.pairs_check.toggled.connect(self._update)
        self.max_seats.valueChanged.connect(self._update)
        self.final_size.valueChanged.connect(self._update)
        self.knockout_seats.valueChanged.connect(self._update)
        self.match_games.valueChanged.connect(self._update)
        self.min_seats.valueChanged.connect(self._update)
        self.name_edit.textChanged.connect(self._update)
        self._update()

    def format(self) -> str:
        return str(self.format_combo.currentData())

    def choose_format(self, value: str) -> None:
        self.format_combo.setCurrentIndex(self.format_combo.findData(value))

    def name(self) -> str:
        return self.name_edit.text().strip()

    def options(self) -> dict[str, Any]:
        """The keyword arguments for ``Tournament.create`` (besides the place and name)."""
        fmt = self.format()
        out: dict[str, Any] = {"format": fmt}
        if self._round_robins() and self.pairs_check.isChecked():
            out.update(table_size=2, min_table_size=2)
        else:
            out.update(table_size=self.max_seats.value(), min_table_size=self.min_seats.value())
        if fmt in (Format.KNOCKOUT.value, Format.GROUPS_KNOCKOUT.value):
            out["advance"] = self.advance_spin.value()
        options = FormatOptions()
        if fmt == Format.SWISS_FINAL.value:
            options = FormatOptions(swiss_rounds=self.swiss_rounds.value(), final_size=self.final_size.value(),
                                    final_table_size=self.final_seats.value())
        if fmt == Format.GROUPS_KNOCKOUT.value:
            options = FormatOptions(groups=self.groups_spin.value(), group_advance=self.group_advance.value(),
                                    knockout_table_size=self.knockout_seats.value())
        if self.match_games.value() > 1:
            options = replace(options, match_games=self.match_games.value(), match_kind=self.match_kind.currentData(),
                              first_move=self.first_move.currentData())
        if options != FormatOptions():
            out["options"] = options
        return out

    def _round_robins(self) -> bool:
        """The format plays round robins (the whole event, or each group)."""
        return self.format() in (Format.ROUND_ROBIN.value, Format.GROUPS_KNOCKOUT.value)

    def _show_row(self, field: QWidget, shown: bool) -> None:
        self.form.setRowVisible(field, shown)

    def _update(self, *_: Any) -> None:
        """Show only the questions the chosen format asks, within the ranges that work."""
        fmt = self.format()
        pairs = self._round_robins() and self.pairs_check.isChecked()
        self._show_row(self.pairs_check, self._round_robins())
        self._show_row(self.min_seats, not pairs)
        self._show_row(self.max_seats, not pairs)
        self.min_seats.setMaximum(self.max_seats.value())
        grouped = fmt == Format.GROUPS_KNOCKOUT.value
        for field in (self.groups_spin, self.group_advance, self.knockout_seats):
            self._show_row(field, grouped)
        self._show_row(self.advance_spin, fmt == Format.KNOCKOUT.value or grouped)
        # Every knock-out table sends someone home: fewer go on than it seats.
        seats = self.knockout_seats.value() if grouped else self.max_seats.value()
        self.advance_spin.setMaximum(max(1, seats - 1))
        final = fmt == Format.SWISS_FINAL.value
        for field in (self.swiss_rounds, self.final_size, self.final_seats):
            self._show_row(field, final)
        self.final_seats.setMaximum(min(8, self.final_size.value()))
        matched = self.match_games.value() > 1
        self._show_row(self.match_kind, matched)
        self._show_row(self.first_move, matched)
        helps = {
            Format.SWISS.value: self.tr("Round 1 is a seeded draw; later rounds seat players of like standing together."),
            Format.KNOCKOUT.value: self.tr(
                "The best players of each table go on to the next round; the round with one table is the final."),
            Format.ROUND_ROBIN.value: self.tr(
                "Rounds are seated in order until every player has met every other; the crosstable shows who beat whom."),
            Format.GROUPS_KNOCKOUT.value: self.tr(
                "Each group plays a round robin; then the best of each group play a knock-out, group winners "
                "meeting other groups' runners-up first."),
            Format.SWISS_FINAL.value: self.tr(
                "Swiss rounds, then the best players by the swiss standings play the final; its result ranks them "
                "ahead of everyone else."),
        }
        self.help_label.setText(helps.get(fmt, ""))
        self.ok_button.setEnabled(bool(self.name()))
