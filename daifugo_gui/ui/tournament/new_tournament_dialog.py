"""The questions of a new tournament: its name, its format and the format's numbers.

Thin: the dialog collects the answers as the keyword arguments of
:meth:`daifugo_gui.tournament.Tournament.create`; the tournament checks them and says
what is wrong, in the tab's status line, if anything is.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable

from PySide6.QtCore import QCoreApplication
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
from daifugo_gui.ui.widgets.reason_text import fill
from daifugo_gui.tournament.formats.swiss_knockout import knockout_plan, tables_for
from daifugo_gui.tournament.knockout import bracket_plan
from daifugo_gui.tournament.stages import plan_of
from daifugo_gui.ui.tournament.format_pages import plan_words
from daifugo_gui.tournament.options import ALTERNATE, BEST_OF, FIXED, LOSER


class NewTournamentDialog(QDialog):
    """Name, format, seats per table and what the chosen format needs besides."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New tournament"))
        self.name_edit = QLineEdit(self)
        self.name_edit.setPlaceholderText(self.tr("Tournament name"))
        self.format_combo = QComboBox(self)
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
        self.third_place = QCheckBox(self.tr("The semi-finals' other players play for 3rd place"), self)
        self.no_rematch = QCheckBox(self.tr("No rematch: never seat past table-mates together when a seating allows it"),
                                    self)
        self.avoid_clubs = QCheckBox(self.tr("Keep players of one club apart where the standings allow"), self)
        self.help_label = QLabel(self)
        self.help_label.setWordWrap(True)
        self.pages = self._pages()
        for key, page in self.pages.items():
            self.format_combo.addItem(page.label, key)

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
        self.form.addRow(self.third_place)
        self.form.addRow(self.no_rematch)
        self.form.addRow(self.avoid_clubs)
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
        self.swiss_rounds.valueChanged.connect(self._update)
        self.final_seats.valueChanged.connect(self._update)
        self.third_place.toggled.connect(self._update)
        # The knock-out's planned rounds (named in the words) follow the cut.
        self.groups_spin.valueChanged.connect(self._update)
        self.group_advance.valueChanged.connect(self._update)
        self.advance_spin.valueChanged.connect(self._update)
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
        page = self.pages[fmt]
        if self.advance_spin in page.fields:
            out["advance"] = self.advance_spin.value()
        options = page.options(self)
        if self.no_rematch.isChecked() and self.no_rematch in page.fields:
            options = replace(options, no_rematch=True)
        if self.avoid_clubs.isChecked() and self.avoid_clubs in page.fields:
            options = replace(options, avoid_clubs=True)
        if self.match_games.value() > 1:
            options = replace(options, match_games=self.match_games.value(), match_kind=self.match_kind.currentData(),
                              first_move=self.first_move.currentData())
        if options != FormatOptions():
            out["options"] = options
        return out

    def _round_robins(self) -> bool:
        """The format plays round robins (the whole event, or each group)."""
        return self.pages[self.format()].round_robins

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
        page = self.pages[fmt]
        for field in self._page_fields():
            self._show_row(field, field in page.fields)
        # Every knock-out table sends someone home: fewer go on than it seats.
        seats = self.knockout_seats.value() if self.knockout_seats in page.fields else self.max_seats.value()
        self.advance_spin.setMaximum(max(1, seats - 1))
        self.final_seats.setMaximum(min(8, self.final_size.value()))
        matched = self.match_games.value() > 1
        self._show_row(self.match_kind, matched)
        self._show_row(self.first_move, matched)
        self.help_label.setText(page.help(self))
        self.ok_button.setEnabled(bool(self.name()))

    def _page_fields(self) -> tuple[QWidget, ...]:
        """The questions some formats ask and others do not."""
        return (self.groups_spin, self.group_advance, self.knockout_seats, self.advance_spin,
                self.swiss_rounds, self.final_size, self.final_seats, self.third_place, self.no_rematch,
                self.avoid_clubs)

    def _pages(self) -> dict[str, FormatPage]:
        """One page per format, in the order the list shows them. A new format adds its
        page here (its label, the questions it asks, its options and what it will do)."""
        return {
            Format.SWISS.value: FormatPage(
                self.tr("Swiss (rounds seated by standings)"), (self.no_rematch, self.avoid_clubs),
                lambda d: QCoreApplication.translate("NewTournamentDialog", "Round 1 is a seeded draw; later rounds seat players of like standing together.")),
            Format.KNOCKOUT.value: FormatPage(
                self.tr("Knock-out (winners go on)"), (self.advance_spin,),
                lambda d: QCoreApplication.translate("NewTournamentDialog", "The best players of each table go on to the next round; the round with one table "
                                "is the final.")),
            Format.ROUND_ROBIN.value: FormatPage(
                self.tr("Round robin (everyone meets everyone)"), (),
                lambda d: QCoreApplication.translate("NewTournamentDialog", "Rounds are seated in order until every player has met every other; the crosstable "
                                "shows who beat whom."), round_robins=True),
            Format.SWISS_FINAL.value: FormatPage(
                self.tr("Swiss, then a final of the top players"), (self.swiss_rounds, self.final_size, self.final_seats,
                                                                    self.no_rematch, self.avoid_clubs),
                lambda d: QCoreApplication.translate("NewTournamentDialog", "Swiss rounds, then the best players by the swiss standings play the final; its result "
                                "ranks them ahead of everyone else."),
                options=lambda d: FormatOptions(swiss_rounds=d.swiss_rounds.value(), final_size=d.final_size.value(),
                                              final_table_size=d.final_seats.value())),
            Format.GROUPS_KNOCKOUT.value: FormatPage(
                self.tr("Groups, then a knock-out"), (self.groups_spin, self.group_advance, self.knockout_seats,
                                                      self.advance_spin),
                groups_knockout_words,
                options=lambda d: FormatOptions(groups=d.groups_spin.value(), group_advance=d.group_advance.value(),
                                              knockout_table_size=d.knockout_seats.value()),
                round_robins=True),
            Format.SWISS_KNOCKOUT.value: FormatPage(
                self.tr("Swiss, then a knock-out of the top players"),
                (self.swiss_rounds, self.final_size, self.final_seats, self.third_place, self.no_rematch,
                 self.avoid_clubs),
                swiss_knockout_words,
                options=lambda d: FormatOptions(swiss_rounds=d.swiss_rounds.value(), final_size=d.final_size.value(),
                                                final_table_size=d.final_seats.value(),
                                                third_place=d.third_place.isChecked())),
        }


def swiss_knockout_words(d: NewTournamentDialog) -> str:
    """What the chosen Swiss → knock-out set-up will do, in words."""
    seats, size = d.final_seats.value(), d.final_size.value()
    plan = knockout_plan(size, seats)
    steps = [fill(QCoreApplication.translate("NewTournamentDialog",
                                             "%1 swiss rounds seat players of like standing together."),
                  d.swiss_rounds.value())]
    for index, players in enumerate(plan[:-1]):
        tables = len(tables_for(players, seats))
        who = fill(QCoreApplication.translate("NewTournamentDialog", "Then the best %1 by the swiss standings")
                   if index == 0 else QCoreApplication.translate("NewTournamentDialog", "Then the %1 going on"),
                   players)
        steps.append(fill(QCoreApplication.translate(
            "NewTournamentDialog", "%1 play %2 knock-out tables of up to %3 (seeded like a snake)."),
            who, tables, seats))
    steps.append(fill(QCoreApplication.translate(
        "NewTournamentDialog", "The best %1 play one final table; its result ranks them first."), plan[-1]))
    if d.third_place.isChecked() and len(plan) > 1:
        steps.append(QCoreApplication.translate(
            "NewTournamentDialog", "The others of the last knock-out round play a table for the places after the "
                                   "final's."))
    steps.append(knockout_rounds_words(plan))
    return " ".join(steps)


def groups_knockout_words(d: NewTournamentDialog) -> str:
    """What the chosen groups → knock-out set-up will do, the knock-out's rounds by name."""
    words = QCoreApplication.translate("NewTournamentDialog", "Each group plays a round robin; then the best of each group play a knock-out, group "
                                       "winners meeting other groups' runners-up first.")
    plan = bracket_plan(d.groups_spin.value() * d.group_advance.value(), d.knockout_seats.value(),
                        d.advance_spin.value())
    return f"{words} {knockout_rounds_words(plan)}" if plan else words


def knockout_rounds_words(plan: list[int]) -> str:
    """The knock-out's rounds as organisers name them, planned from the cut (#26)."""
    return fill(QCoreApplication.translate("NewTournamentDialog", "Knock-out rounds: %1."), plan_words(plan_of(plan)))


@dataclass(frozen=True)
class FormatPage:
    """What the dialog shows for one format: its name in the list, the questions it asks,
    what the chosen set-up will do (in words), and the options built from the answers."""

    label: str
    fields: tuple[QWidget, ...]
    # Both take the dialog (no lambda may hold it: a reference cycle through a Qt
    # object lets the collector delete it at a random moment).
    help: Callable[[NewTournamentDialog], str]
    options: Callable[[NewTournamentDialog], FormatOptions] = lambda _d: FormatOptions()
    round_robins: bool = False  # plays round robins (the whole event, or each group)
