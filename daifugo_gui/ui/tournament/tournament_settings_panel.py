"""The tournament's settings page: the game rules for games still to play, the seats per
table, the points per rank (an editable grid with the defaults beside it) and the order
of the tie-breaks after points.

Thin: it shows what it is given and says what the organiser changed through signals;
the tab stores the change and shows the stored result back.
"""

from __future__ import annotations

from typing import Any, Mapping

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from daifugo_gui.rules import PRESETS
from daifugo_gui.tournament import ScoringRules
from daifugo_gui.tournament.game_settings import preset_of
from daifugo_gui.ui.widgets.choice_labels import fill_presets, select_value
from daifugo_gui.ui.tournament.tiebreak_list import TiebreakList
from daifugo_gui.app.translation import fill

SCORED_SIZES = range(2, 7)  # table sizes the scoring editor shows (2..6 seats)


class TournamentSettingsPanel(QWidget):
    """Game settings, table sizes, points per rank and tie-breaks."""

    presetChosen = Signal(str)  # a preset's name
    tableSizesChanged = Signal(int, int)  # fewest, most seats
    pointsEdited = Signal()  # read the grid with scoring_from_editor()
    resetRequested = Signal(object)  # a table size, or None for every size and the bye
    tiebreaksChosen = Signal(object)  # the wanted tie-break order: a tuple of TIEBREAKS names

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        page = self
        layout = QVBoxLayout(page)

        game_box = QGroupBox(self.tr("Game settings for the games still to play"), page)
        self.preset_combo = QComboBox(game_box)
        self.preset_combo.setObjectName("preset_combo")
        fill_presets(self.preset_combo, PRESETS)
        self.preset_combo.activated.connect(
            lambda _i: self.presetChosen.emit(self.preset_combo.currentData())
            if self.preset_combo.currentData() else None
        )
        form = QFormLayout(game_box)
        form.addRow(self.tr("Rules"), self.preset_combo)
        self.min_seats_spin = QSpinBox(game_box)
        self.max_seats_spin = QSpinBox(game_box)
        for spin, name in ((self.min_seats_spin, self.tr("Fewest seats at a table")),
                           (self.max_seats_spin, self.tr("Most seats at a table"))):
            spin.setRange(2, 12)
            spin.setKeyboardTracking(False)
            spin.setAccessibleName(name)
            spin.valueChanged.connect(lambda _v: self.tableSizesChanged.emit(self.min_seats_spin.value(),
                                                                             self.max_seats_spin.value()))
        seats_row = QHBoxLayout()
        seats_row.addWidget(self.min_seats_spin)
        seats_row.addWidget(QLabel(self.tr("to"), game_box))
        seats_row.addWidget(self.max_seats_spin)
        seats_row.addWidget(QLabel(self.tr("seats (fixed once round 1 is seated)"), game_box))
        seats_row.addStretch(1)
        form.addRow(self.tr("Tables of"), seats_row)
        note = QLabel(self.tr("Games already recorded keep the settings in their own record."), game_box)
        note.setWordWrap(True)
        form.addRow(note)
        layout.addWidget(game_box)

        points_box = QGroupBox(self.tr("Points per rank"), page)
        grid = QGridLayout(points_box)
        grid.addWidget(QLabel(self.tr("Seats"), points_box), 0, 0)
        for rank in range(1, max(SCORED_SIZES) + 1):
            header = QLabel(fill(self.tr("Rank %1"), str(rank)), points_box)
            header.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(header, 0, rank)
        grid.addWidget(QLabel(self.tr("Default"), points_box), 0, max(SCORED_SIZES) + 1)
        self.points_spins: dict[int, list[QSpinBox]] = {}
        self.points_defaults: dict[int, QLabel] = {}
        self.points_resets: dict[int, QPushButton] = {}
        for line, size in enumerate(SCORED_SIZES, start=1):
            grid.addWidget(QLabel(fill(self.tr("%1 seats"), str(size)), points_box), line, 0)
            spins = []
            for rank in range(1, size + 1):
                spin = QSpinBox(points_box)
                spin.setRange(0, 999)
                spin.setKeyboardTracking(False)  # store when the number is complete
                spin.setAccessibleName(
                    fill(self.tr("Points for rank %1 at %2 seats"), str(rank), str(size))
                )
                spin.valueChanged.connect(self.pointsEdited)
                grid.addWidget(spin, line, rank)
                spins.append(spin)
            self.points_spins[size] = spins
            default = QLabel(points_box)
            self.points_defaults[size] = default
            grid.addWidget(default, line, max(SCORED_SIZES) + 1)
            reset = QPushButton(self.tr("Reset"), points_box)
            reset.setToolTip(fill(self.tr("Back to the default points for %1 seats"), str(size)))
            reset.clicked.connect(lambda _c=False, n=size: self.resetRequested.emit(n))
            self.points_resets[size] = reset
            grid.addWidget(reset, line, max(SCORED_SIZES) + 2)
        grid.setColumnStretch(max(SCORED_SIZES) + 3, 1)  # spare width goes right, not into the spins
        bye_row = QHBoxLayout()
        bye_row.addWidget(QLabel(self.tr("Bye"), points_box))
        self.bye_points_spin = QSpinBox(points_box)
        self.bye_points_spin.setRange(0, 999)
        self.bye_points_spin.setKeyboardTracking(False)
        self.bye_points_spin.setAccessibleName(self.tr("Points for a bye"))
        self.bye_points_spin.valueChanged.connect(self.pointsEdited)
        bye_row.addWidget(self.bye_points_spin)
        bye_row.addWidget(QLabel(self.tr("points, counted as rank"), points_box))
        self.bye_rank_spin = QSpinBox(points_box)
        self.bye_rank_spin.setRange(1, max(SCORED_SIZES))
        self.bye_rank_spin.setKeyboardTracking(False)
        self.bye_rank_spin.setAccessibleName(self.tr("Rank a bye counts as in the sum of ranks"))
        self.bye_rank_spin.valueChanged.connect(self.pointsEdited)
        bye_row.addWidget(self.bye_rank_spin)
        bye_row.addStretch(1)
        self.reset_all_button = QPushButton(self.tr("Reset all to defaults"), points_box)
        self.reset_all_button.clicked.connect(lambda: self.resetRequested.emit(None))
        bye_row.addWidget(self.reset_all_button)
        line = len(SCORED_SIZES) + 1
        grid.addLayout(bye_row, line, 0, 1, max(SCORED_SIZES) + 4)
        explain = QLabel(
            self.tr("Changes are saved in the tournament file at once and every recorded game is "
                    "scored again; the standings follow.", "順位表"),
            points_box,
        )
        explain.setWordWrap(True)
        grid.addWidget(explain, line + 1, 0, 1, max(SCORED_SIZES) + 4)
        layout.addWidget(points_box)
        self.tiebreaks = TiebreakList(page)
        self.tiebreaks.orderChosen.connect(self.tiebreaksChosen)
        layout.addWidget(self.tiebreaks)
        layout.addStretch(1)

    def show_scoring(self, scoring: ScoringRules, editable: bool) -> None:
        """Put the stored points into the editor; rows that differ from the default can
        be reset (a row equal to the default is stored as the default)."""
        default = ScoringRules(top_points=scoring.top_points)
        for size, spins in self.points_spins.items():
            row = scoring.row(size)
            for spin, value in zip(spins, row):
                spin.blockSignals(True)
                spin.setValue(value)
                spin.blockSignals(False)
                font = spin.font()
                font.setBold(size in scoring.points)
                spin.setFont(font)
            self.points_defaults[size].setText("–".join(str(v) for v in default.row(size)))
            self.points_resets[size].setEnabled(editable and size in scoring.points)
        for spin, value in ((self.bye_points_spin, scoring.bye_points), (self.bye_rank_spin, scoring.bye_rank)):
            spin.blockSignals(True)
            spin.setValue(value)
            spin.blockSignals(False)
        self.tiebreaks.show_order(scoring.tiebreaks, editable)

    def show_preset(self, settings: Mapping[str, Any]) -> None:
        name = preset_of(settings)
        custom = self.preset_combo.findData("")  # "" marks settings that match no preset
        if name is None and custom < 0:
            self.preset_combo.addItem(self.tr("Custom settings (set outside this tab)"), "")
        elif name is not None and custom >= 0:
            self.preset_combo.removeItem(custom)
        self.preset_combo.blockSignals(True)
        select_value(self.preset_combo, name or "")
        self.preset_combo.blockSignals(False)

    def scoring_from_editor(self, current: ScoringRules) -> ScoringRules:
        """The points the grid shows, over ``current`` (rows equal to the default are
        stored as the default, so a later change of the default reaches them); the
        tie-breaks stay as they are."""
        default = ScoringRules(top_points=current.top_points)
        points = {size: row for size, row in current.points.items() if size not in self.points_spins}
        for size, spins in self.points_spins.items():
            row = tuple(spin.value() for spin in spins)
            if row != default.row(size):
                points[size] = row
        return ScoringRules(points=points, top_points=current.top_points,
                            bye_points=self.bye_points_spin.value(), bye_rank=self.bye_rank_spin.value(),
                            tiebreaks=current.tiebreaks)

    def show_table_sizes(self, fewest: int, most: int, fixed: bool) -> None:
        for spin, value in ((self.min_seats_spin, fewest), (self.max_seats_spin, most)):
            spin.blockSignals(True)
            spin.setValue(value)
            spin.blockSignals(False)
            spin.setEnabled(not fixed)

    def editors(self) -> list[QWidget]:
        """Every widget that changes the tournament (off while none is open)."""
        return [self.preset_combo, self.bye_points_spin, self.bye_rank_spin, self.reset_all_button,
                self.min_seats_spin, self.max_seats_spin, *self.points_resets.values(),
                *(spin for spins in self.points_spins.values() for spin in spins), *self.tiebreaks.editors()]
