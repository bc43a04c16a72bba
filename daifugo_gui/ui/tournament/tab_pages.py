"""The Tournament tab's widgets and where they sit: the file bar, players, rounds and
tables, the side pages (standings and prints, settings, bracket, corrections) and the
status line.

Only widgets and layout: the tab's parts (players, rounds, scoring, files and backups,
hall and phones, prints, the refresh) connect the buttons they serve, so a button's
command is found in the module named for it. Every widget is an attribute of the tab,
as scripts and tests reach it (``tab.seat_button``).
"""

from __future__ import annotations

import weakref

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QTableView,
    QTabWidget,
    QTreeWidget,
    QVBoxLayout,
    QWidget,
)

from daifugo_gui.ui.tournament.bracket_view import BracketView
from daifugo_gui.ui.tournament.corrections_view import CorrectionsView
from daifugo_gui.ui.tournament.pending_box import PendingGamesBox
from daifugo_gui.ui.tournament.standings_model import StandingsModel
from daifugo_gui.ui.tournament.tournament_settings_panel import TournamentSettingsPanel
from daifugo_gui.ui.widgets.elided_label import ElidedLabel
from daifugo_gui.ui.widgets.player_picker import searchable


class TabPages(QWidget):
    """Every widget of the Tournament tab, laid out; ``lang`` is the printed PDFs' language."""

    def __init__(self, parent: QWidget | None = None, *, lang: str = "ja") -> None:
        super().__init__(parent)
        self.lang = lang
        top = self._top_bar()
        players_box = self._players_box()
        rounds_box = self._rounds_box()
        self.side_tabs = QTabWidget(self)
        self.side_tabs.addTab(self._standings_page(), self.tr("Standings", "順位表"))
        self.settings_panel = TournamentSettingsPanel(self.side_tabs)
        self.side_tabs.addTab(self.settings_panel, self.tr("Scoring and game settings"))
        self.bracket_index = self.side_tabs.addTab(self._bracket_page(), self.tr("Bracket"))

        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(players_box)
        left_layout.addWidget(rounds_box, 1)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(left)
        splitter.addWidget(self.side_tabs)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)

        self.status = QLabel(self)
        self.status.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.status)

    def add_corrections_page(self) -> None:
        """The corrections page, last: after the format's crosstable page (format_pages.py),
        which the tab adds once the pages it extends exist."""
        self.corrections_view = CorrectionsView(self.side_tabs)
        self.corrections_index = self.side_tabs.addTab(self.corrections_view, self.tr("Corrections"))

    def _top_bar(self) -> QHBoxLayout:
        self.file_label = ElidedLabel(self.tr("No tournament open"), self)
        # A long file path must not widen the tab past the screen: the label takes the room
        # left beside the buttons and shows what fits, cut in the middle so the file's own
        # name stays in sight; the whole path is its tooltip.
        self.file_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.new_button = QPushButton(self.tr("New tournament…"), self)
        self.open_button = QPushButton(self.tr("Open tournament…"), self)
        # A big event: every table's console on one PostgreSQL server (docs/tournaments.md).
        self.new_server_button = QPushButton(self.tr("New on server…"), self)
        self.open_server_button = QPushButton(self.tr("Open on server…"), self)
        self.hall_button = QPushButton(self.tr("Hall display"), self)
        self.hall_button.setToolTip(self.tr("Standings and where each player sits, full screen, updated by itself"))
        self.phones_button = QPushButton(self.tr("Show on players' phones…"), self)
        self.phones_button.setToolTip(self.tr("A read-only web page of the standings, seats and results, with a QR code"))
        top = QHBoxLayout()
        top.addWidget(self.new_button)
        top.addWidget(self.open_button)
        top.addWidget(self.new_server_button)
        top.addWidget(self.open_server_button)
        top.addWidget(self.file_label, 1)
        top.addWidget(self.hall_button)
        top.addWidget(self.phones_button)
        return top

    def _players_box(self) -> QGroupBox:
        players_box = QGroupBox(self.tr("Players"), self)
        self.player_name = QLineEdit(players_box)
        self.player_reading = QLineEdit(players_box)
        self.player_affiliation = QLineEdit(players_box)
        self.player_name.setPlaceholderText(self.tr("Name"))
        self.player_reading.setPlaceholderText(self.tr("Reading (kana)"))
        self.player_affiliation.setPlaceholderText(self.tr("Affiliation"))
        self.add_player_button = QPushButton(self.tr("Add player"), players_box)
        self.import_players_button = QPushButton(self.tr("Import CSV…"), players_box)
        self.players_count = QLabel(players_box)
        # Everyday corrections in the window: a withdrawal, a misspelt name.
        self.player_pick = QComboBox(players_box)
        searchable(self.player_pick, self.tr("Search by name or reading"))
        self.withdraw_button = QPushButton(self.tr("Withdraw"), players_box)
        self.withdraw_button.setToolTip(self.tr("The player is not seated from the next round on"))
        self.rename_button = QPushButton(self.tr("Rename…"), players_box)
        # Issue 26: a withdrawal made by mistake (or a player back after a pause) is undone here.
        self.reinstate_button = QPushButton(self.tr("Reinstate…"), players_box)
        self.reinstate_button.setToolTip(self.tr("A withdrawn player is seated again from the next round on"))
        self.reinstate_button.setEnabled(False)
        # Issue 26: "pause one round" — the picked player sits out the next round as a bye.
        self.pause_button = QPushButton(self.tr("Pause a round…"), players_box)
        self.pause_button.setToolTip(self.tr(
            "The player sits out the next round and is scored as a bye; press again to take it back"))
        form = QFormLayout(players_box)
        form.addRow(self.tr("Name"), self.player_name)
        form.addRow(self.tr("Reading"), self.player_reading)
        form.addRow(self.tr("Affiliation"), self.player_affiliation)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_player_button)
        buttons.addWidget(self.import_players_button)
        form.addRow(buttons)
        form.addRow(self.players_count)
        # The picker gets a row of its own: beside four buttons it shrank to "Sear…" when
        # the right-hand pane was wide (the bracket at 1280 px).
        form.addRow(self.player_pick)
        fix = QHBoxLayout()
        fix.addWidget(self.withdraw_button)
        fix.addWidget(self.pause_button)
        fix.addWidget(self.reinstate_button)
        fix.addWidget(self.rename_button)
        form.addRow(fix)
        return players_box

    def _rounds_box(self) -> QGroupBox:
        rounds_box = QGroupBox(self.tr("Rounds and tables"), self)
        self.round_combo = QComboBox(rounds_box)
        # "Round 12" / "第 12 ラウンド" must show whole, not cut after two characters.
        self.round_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.round_combo.setMinimumContentsLength(9)
        self.seed_spin = QSpinBox(rounds_box)
        self.seed_spin.setRange(0, 2_000_000_000)
        self.seed_spin.setToolTip(self.tr("Seed of the first round's draw: the same seed repeats the draw"))
        self.seat_button = QPushButton(self.tr("Seat next round"), rounds_box)
        self.unseat_button = QPushButton(self.tr("Undo last seating"), rounds_box)
        self.unseat_button.setToolTip(self.tr("Take back the last round's seating while none of its games is recorded"))
        self.tables_tree = QTreeWidget(rounds_box)
        self.tables_tree.setHeaderLabels([self.tr("Table / seat"), self.tr("Player"), self.tr("Result")])
        self.tables_tree.setColumnCount(3)
        self.override_player = QComboBox(rounds_box)
        searchable(self.override_player, self.tr("Search by name or reading"))
        self.override_button = QPushButton(self.tr("Put in selected seat"), rounds_box)
        self.import_record_button = QPushButton(self.tr("Record game from file…"), rounds_box)
        self.judge_table_button = QPushButton(self.tr("Judge this table in the console"), rounds_box)
        self.judge_table_button.setToolTip(self.tr("A new game with this table's players and the tournament's settings"))
        self.paper_button = QPushButton(self.tr("Result from paper sheet…"), rounds_box)
        self.paper_button.setToolTip(self.tr("Type the selected table's result from its score sheet, "
                                             "or correct a recorded result (logged)"))
        rounds_layout = QVBoxLayout(rounds_box)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Round"), rounds_box))
        row.addWidget(self.round_combo, 1)
        rounds_layout.addLayout(row)
        # The draw on a row of its own keeps the tab narrow enough for a 1280-pixel screen.
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Seed"), rounds_box))
        row.addWidget(self.seed_spin)
        row.addWidget(self.seat_button, 1)
        row.addWidget(self.unseat_button)
        rounds_layout.addLayout(row)
        rounds_layout.addWidget(self.tables_tree, 1)
        row = QHBoxLayout()
        row.addWidget(self.override_player, 1)
        row.addWidget(self.override_button)
        rounds_layout.addLayout(row)
        rounds_layout.addWidget(self.import_record_button)
        rounds_layout.addWidget(self.paper_button)
        rounds_layout.addWidget(self.judge_table_button)
        # Finished console games not yet stored here (issue 24): filled by the main window.
        self.pending_box = PendingGamesBox(rounds_box)
        rounds_layout.addWidget(self.pending_box)
        return rounds_box

    def _standings_page(self) -> QWidget:
        standings_box = QWidget(self.side_tabs)
        self.standings_model = StandingsModel(self)
        self.standings_view = QTableView(standings_box)
        self.standings_view.setModel(self.standings_model)
        self.standings_view.verticalHeader().setVisible(False)
        # Dense rows: a 256-player field should not need a page of scrolling per 20 names.
        self.standings_view.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.standings_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.standings_view.horizontalHeader().setStretchLastSection(True)
        # Fitting columns to every cell of 256 players costs ~20 000 data() calls per
        # refresh; the first rows (and the header) size the columns well enough.
        self.standings_view.horizontalHeader().setResizeContentsPrecision(64)
        # A 100-character name must not push the points off a laptop's screen: wide
        # columns stop at about 14 characters and end in "…" (the whole text is in the
        # cell's tooltip, the printed standings and the exports).
        self.standings_view.horizontalHeader().setMaximumSectionSize(self.fontMetrics().horizontalAdvance("国") * 14)
        self.lang_combo = QComboBox(standings_box)
        self.lang_combo.addItem(self.tr("Japanese"), "ja")
        self.lang_combo.addItem(self.tr("English"), "en")
        self.lang_combo.setCurrentIndex(0 if self.lang == "ja" else 1)
        self.lang_combo.currentIndexChanged.connect(self._pdf_language_chosen)
        self.print_standings_button = QPushButton(self.tr("Print standings", "順位表"), standings_box)
        self.print_round_button = QPushButton(self.tr("Print round results"), standings_box)
        self.print_sheet_button = QPushButton(self.tr("Print score sheet"), standings_box)
        self.print_blank_button = QPushButton(self.tr("Print blank sheet"), standings_box)
        self.export_csv_button = QPushButton(self.tr("Export CSV…"), standings_box)
        self.export_json_button = QPushButton(self.tr("Export JSON…"), standings_box)
        self.print_sheets_button = QPushButton(self.tr("Print all sheets of the round"), standings_box)
        self.print_sheets_button.setToolTip(
            self.tr("One page per table of the round chosen on the left: filled where recorded, blank with names where not")
        )
        self.print_seats_button = QPushButton(self.tr("Print seating list"), standings_box)
        self.print_seats_button.setToolTip(self.tr("Where do I sit: the round chosen on the left, by reading"))
        self.lang_combo.setToolTip(self.tr("Language of the printed PDFs"))
        self.print_round_button.setToolTip(self.tr("Results of the round chosen on the left"))
        self.print_sheet_button.setToolTip(self.tr("The filled score sheet of the table selected on the left"))
        self.print_blank_button.setToolTip(
            self.tr("A sheet to fill by hand: for the selected table with its names, else four empty seats")
        )
        standings_layout = QVBoxLayout(standings_box)
        standings_layout.addWidget(self.standings_view, 1)
        row = QHBoxLayout()
        lang_label = QLabel(self.tr("PDF language"), standings_box)
        lang_label.setBuddy(self.lang_combo)
        row.addWidget(lang_label)
        row.addWidget(self.lang_combo)
        for button in (self.print_standings_button, self.print_round_button,
                       self.print_sheet_button, self.print_blank_button):
            row.addWidget(button)
        standings_layout.addLayout(row)
        row = QHBoxLayout()
        row.addWidget(self.print_seats_button)
        row.addWidget(self.print_sheets_button)
        row.addWidget(self.export_csv_button)
        row.addWidget(self.export_json_button)
        row.addStretch(1)
        standings_layout.addLayout(row)
        # "Print" sends the PDF's pages to a printer chosen in the print dialog; it needs
        # QtPdf to draw the pages, which PySide6-Essentials lacks (the PDF opens instead).
        # Hidden until the prints part knows it can: a layout that has counted a widget
        # keeps its width after a hide before the tab is first shown. It sits in the
        # backups' row, which has room for it; beside the export buttons it made the tab
        # wider than a 1366-pixel screen.
        self.send_to_printer = QCheckBox(self.tr("Send to a printer (print dialog)"), standings_box)
        self.send_to_printer.hide()
        # Issue 38: copies of the file at every seating and every round's last result.
        self.backups_kept = QSpinBox(standings_box)
        self.backups_kept.setRange(0, 999)
        self.backups_kept.setToolTip(self.tr("How many backup copies stay beside the tournament file (0: none)"))
        self.restore_button = QPushButton(self.tr("Restore a backup…"), standings_box)
        self.restore_button.setToolTip(self.tr("Write a backup copy to a new file; the open tournament stays as it is"))
        row = QHBoxLayout()
        kept_label = QLabel(self.tr("Backups kept"), standings_box)
        kept_label.setBuddy(self.backups_kept)
        row.addWidget(kept_label)
        row.addWidget(self.backups_kept)
        row.addWidget(self.restore_button)
        row.addStretch(1)
        row.addWidget(self.send_to_printer)
        standings_layout.addLayout(row)
        return standings_box

    def _pdf_language_chosen(self, _index: int) -> None:
        self.lang = self.lang_combo.currentData()

    def _bracket_page(self) -> QWidget:
        self.bracket_view = BracketView()
        bracket_page = QWidget(self.side_tabs)
        self.bracket_scroll = QScrollArea(bracket_page)
        self.bracket_scroll.setWidget(self.bracket_view)
        self.bracket_scroll.setWidgetResizable(True)
        self.print_bracket_button = QPushButton(self.tr("Print bracket"), bracket_page)
        bracket_layout = QVBoxLayout(bracket_page)
        bracket_layout.setContentsMargins(0, 0, 0, 0)
        bracket_row = QHBoxLayout()
        bracket_row.addStretch(1)
        bracket_row.addWidget(self.print_bracket_button)
        bracket_layout.addLayout(bracket_row)
        bracket_layout.addWidget(self.bracket_scroll, 1)
        return bracket_page


class TabPart(QObject):
    """One part of the Tournament tab (its players, rounds, prints …): the tab's widgets
    are reached through :attr:`pages`, held weakly so the tab and its parts make no
    reference cycle that only the garbage collector could free (issue 42)."""

    def __init__(self, pages: TabPages) -> None:
        super().__init__(pages)
        self._pages = weakref.ref(pages)

    @property
    def pages(self) -> TabPages:
        pages = self._pages()
        assert pages is not None, "the tab outlives its parts"
        return pages
