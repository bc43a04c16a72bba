"""The tournament tab: players, rounds and tables, standings, printing.

Thin: the commands are :class:`~daifugo_gui.app.tournament_session.TournamentSession`'s
(which asks the organiser through :class:`~daifugo_gui.app.prompts.Prompts`), every
decision is made by :mod:`daifugo_gui.tournament` and every page by
:mod:`daifugo_gui.reports`; this widget only collects input, words the results and
redraws. Each action has a method taking plain arguments (``open_tournament(path)``,
``import_record(path)``, …) that asks nothing, so tests and other tabs drive it without
dialogs; the buttons' ``_ask_…`` variants ask first.
"""

from __future__ import annotations

import time
import weakref
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QSettings, Qt, Signal
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
    QSpinBox,
    QSplitter,
    QTableView,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from daifugo_gui.app.live import LiveFeed, TabSnapshot, load_tab
from daifugo_gui.app.prompts import Prompts
from daifugo_gui.app.waiting import wait_off_ui_thread
from daifugo_gui.app.tournament_session import Result, Status, TournamentSession
from daifugo_gui.tournament import (
    Player, RoundView, ScoringRules, StoredGame, StoredMatchGame, TableView, Tournament, TournamentError,
)
from daifugo_gui.tournament import PaperRow
from daifugo_gui.reports.file_names import print_file_name
from daifugo_gui.tournament.backups import DEFAULT_KEPT
from daifugo_gui.tournament.formats import format_of
from daifugo_gui.tournament.paper import rows_of
from daifugo_gui.ui.tournament.bracket_view import BracketView
from daifugo_gui.tournament.bracket import bracket_names
from daifugo_gui.ui.tournament.corrections_view import CorrectionsView
from daifugo_gui.ui.tournament.format_pages import FormatPages
from daifugo_gui.ui.tournament.new_tournament_dialog import NewTournamentDialog
from daifugo_gui.ui.tournament.paper_result_dialog import PaperResultDialog
from daifugo_gui.ui.tournament.standings_model import StandingsModel
from daifugo_gui.ui.tournament.tournament_prints import TournamentPrints
from daifugo_gui.ui.tournament.tournament_settings_panel import TournamentSettingsPanel
from daifugo_gui.rules.reasons import Reason
from daifugo_gui.ui.widgets.player_picker import SEARCH_ROLE, KeptText, picked_player, search_key, searchable
from daifugo_gui.ui.widgets.qt_prompts import QtPrompts
from daifugo_gui.ui.widgets.reason_text import render, render_error
from daifugo_gui.app.translation import fill


BACKUPS_KEPT_KEY = "tournament/backups_kept"


def _backups_kept_setting() -> int:
    value = QSettings().value(BACKUPS_KEPT_KEY, DEFAULT_KEPT)
    try:
        return max(0, min(999, int(str(value))))
    except ValueError:
        return DEFAULT_KEPT


def _waiting_through(tab: "TournamentTab") -> Callable[[Callable[[], Any]], Any]:
    """The session's way to wait for the tournament, through the tab without holding it
    (the tab holds the session: a bound method back would make a cycle)."""
    ref = weakref.ref(tab)

    def wait(work: Callable[[], Any]) -> Any:
        held = ref()
        return work() if held is None else held._wait_live(work)

    return wait


def _qt_translate(context: str, source: str) -> str:
    return QCoreApplication.translate(context, source)


class TournamentTab(QWidget):
    """New/open a tournament file, register players, seat rounds, record games, print."""

    changed = Signal()  # the tournament's data changed (standings were refreshed)
    message = Signal(str)  # a one-line status or error, also shown in the tab
    pdf_ready = Signal(object)  # the Path of a PDF just written (off the UI thread)
    # round, table: judge it in the console (the window asks the desk: app/desk.py)
    tableGameRequested = Signal(int, int)

    def __init__(self, parent: QWidget | None = None, *, lang: str = "ja",
                 session: TournamentSession | None = None) -> None:
        """``session``: the desk's (app/desk.py), asking through the window's one Prompts; a tab
        on its own (scripts, tests) makes one whose questions are dialogs over this tab."""
        super().__init__(parent)
        self.session = session if session is not None else TournamentSession(
            QtPrompts(self), translate=_qt_translate, describe=render)
        # The tab shows that a call to the tournament is under way (it takes no command meanwhile).
        self.session.wait = _waiting_through(self)
        self._waiting = False
        self._write_note = ""  # a write saved after a lost connection: said beside what follows
        self.lang = lang
        self.prints = TournamentPrints(self, self)
        self.prints.busy_changed.connect(lambda _busy: self._enable_printing())
        # Other consoles' writes (LISTEN/NOTIFY, or the SQLite file's change counter) are
        # read on the feed's thread; the tab only applies the finished snapshot.
        self.feed: LiveFeed | None = None
        self._shown: TabSnapshot | None = None
        self._pickers_of: Tournament | None = None  # the tournament the player pickers list
        self._wanted_round: int | None = None  # read by the feed's thread
        self._read_at = 0.0  # time.monotonic() when the tab last read the tournament itself
        self.hall_windows: list[QWidget] = []
        self.phones_dialog: QWidget | None = None  # the web view for players' phones (docs/web.md)
        self._build()
        self.changed.connect(self._update_reinstate)
        self._refresh()

    @property
    def tournament(self) -> Tournament | None:
        """The open tournament (the session's)."""
        return self.session.tournament

    @property
    def prompts(self) -> Prompts:
        """How the tab's commands ask the organiser (tests give a scripted fake)."""
        return self.session.prompts

    @prompts.setter
    def prompts(self, prompts: Prompts) -> None:
        self.session.prompts = prompts

    # ------------------------------------------------------------------ layout
    def _build(self) -> None:
        self.file_label = QLabel(self.tr("No tournament open"), self)
        self.new_button = QPushButton(self.tr("New tournament…"), self)
        self.open_button = QPushButton(self.tr("Open tournament…"), self)
        self.new_button.clicked.connect(self._ask_new)
        self.open_button.clicked.connect(self._ask_open)
        # A big event: every table's console on one PostgreSQL server (docs/tournaments.md).
        self.new_server_button = QPushButton(self.tr("New on server…"), self)
        self.open_server_button = QPushButton(self.tr("Open on server…"), self)
        self.new_server_button.clicked.connect(lambda: self._ask_server(create=True))
        self.open_server_button.clicked.connect(lambda: self._ask_server(create=False))
        self.hall_button = QPushButton(self.tr("Hall display"), self)
        self.hall_button.setToolTip(self.tr("Standings and where each player sits, full screen, updated by itself"))
        self.hall_button.clicked.connect(self.open_hall_display)
        self.phones_button = QPushButton(self.tr("Show on players' phones…"), self)
        self.phones_button.setToolTip(self.tr("A read-only web page of the standings, seats and results, with a QR code"))
        self.phones_button.clicked.connect(self.open_phones_view)
        top = QHBoxLayout()
        top.addWidget(self.new_button)
        top.addWidget(self.open_button)
        top.addWidget(self.new_server_button)
        top.addWidget(self.open_server_button)
        top.addWidget(self.file_label, 1)
        top.addWidget(self.hall_button)
        top.addWidget(self.phones_button)

        # Players
        players_box = QGroupBox(self.tr("Players"), self)
        self.player_name = QLineEdit(players_box)
        self.player_reading = QLineEdit(players_box)
        self.player_affiliation = QLineEdit(players_box)
        self.player_name.setPlaceholderText(self.tr("Name"))
        self.player_reading.setPlaceholderText(self.tr("Reading (kana)"))
        self.player_affiliation.setPlaceholderText(self.tr("Affiliation"))
        self.add_player_button = QPushButton(self.tr("Add player"), players_box)
        self.import_players_button = QPushButton(self.tr("Import CSV…"), players_box)
        self.add_player_button.clicked.connect(self._add_player_from_fields)
        self.player_name.returnPressed.connect(self._add_player_from_fields)
        self.import_players_button.clicked.connect(self._ask_import_players)
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
        self.reinstate_button.clicked.connect(self._ask_reinstate)
        # Issue 26: "pause one round" — the picked player sits out the next round as a bye.
        self.pause_button = QPushButton(self.tr("Pause a round…"), players_box)
        self.pause_button.setToolTip(self.tr(
            "The player sits out the next round and is scored as a bye; press again to take it back"))
        self.pause_button.clicked.connect(self._ask_pause)
        self.withdraw_button.clicked.connect(self._ask_withdraw)
        self.rename_button.clicked.connect(self._ask_rename)
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

        # Rounds and tables
        rounds_box = QGroupBox(self.tr("Rounds and tables"), self)
        self.round_combo = QComboBox(rounds_box)
        self.round_combo.currentIndexChanged.connect(self._show_round)
        # "Round 12" / "第 12 ラウンド" must show whole, not cut after two characters.
        self.round_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.round_combo.setMinimumContentsLength(9)
        self.seed_spin = QSpinBox(rounds_box)
        self.seed_spin.setRange(0, 2_000_000_000)
        self.seed_spin.setToolTip(self.tr("Seed of the first round's draw: the same seed repeats the draw"))
        self.seat_button = QPushButton(self.tr("Seat next round"), rounds_box)
        self.seat_button.clicked.connect(self.seat_next_round)
        self.unseat_button = QPushButton(self.tr("Undo last seating"), rounds_box)
        self.unseat_button.setToolTip(self.tr("Take back the last round's seating while none of its games is recorded"))
        self.unseat_button.clicked.connect(self._ask_undo_seating)
        self.tables_tree = QTreeWidget(rounds_box)
        self.tables_tree.setHeaderLabels([self.tr("Table / seat"), self.tr("Player"), self.tr("Result")])
        self.tables_tree.setColumnCount(3)
        self.override_player = QComboBox(rounds_box)
        searchable(self.override_player, self.tr("Search by name or reading"))
        self.override_button = QPushButton(self.tr("Put in selected seat"), rounds_box)
        self.override_button.clicked.connect(self._override_selected)
        self.import_record_button = QPushButton(self.tr("Record game from file…"), rounds_box)
        self.import_record_button.clicked.connect(self._ask_import_record)
        self.judge_table_button = QPushButton(self.tr("Judge this table in the console"), rounds_box)
        self.judge_table_button.setToolTip(self.tr("A new game with this table's players and the tournament's settings"))
        self.judge_table_button.clicked.connect(self.request_table_game)
        self.paper_button = QPushButton(self.tr("Result from paper sheet…"), rounds_box)
        self.paper_button.setToolTip(self.tr("Type the selected table's result from its score sheet, "
                                             "or correct a recorded result (logged)"))
        self.paper_button.clicked.connect(self._ask_paper_result)
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
        from daifugo_gui.ui.tournament.pending_box import PendingGamesBox

        self.pending_box = PendingGamesBox(rounds_box)
        rounds_layout.addWidget(self.pending_box)

        # Standings and printing
        self.side_tabs = QTabWidget(self)
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
        self.lang_combo.currentIndexChanged.connect(
            lambda _i: setattr(self, "lang", self.lang_combo.currentData())
        )
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
        self.print_sheets_button.clicked.connect(lambda: self._ask_pdf(self.prints.print_round_sheets, "sheets"))
        self.print_seats_button = QPushButton(self.tr("Print seating list"), standings_box)
        self.print_seats_button.setToolTip(self.tr("Where do I sit: the round chosen on the left, by reading"))
        self.print_seats_button.clicked.connect(lambda: self._ask_pdf(self.prints.print_seating_list, "seating"))
        self.lang_combo.setToolTip(self.tr("Language of the printed PDFs"))
        self.print_round_button.setToolTip(self.tr("Results of the round chosen on the left"))
        self.print_sheet_button.setToolTip(self.tr("The filled score sheet of the table selected on the left"))
        self.print_blank_button.setToolTip(
            self.tr("A sheet to fill by hand: for the selected table with its names, else four empty seats")
        )
        self.print_standings_button.clicked.connect(lambda: self._ask_pdf(self.prints.print_standings, "standings"))
        self.print_round_button.clicked.connect(lambda: self._ask_pdf(self.prints.print_round_results, "round"))
        self.print_sheet_button.clicked.connect(lambda: self._ask_pdf(self.prints.print_score_sheet, "score_sheet"))
        self.print_blank_button.clicked.connect(lambda: self._ask_pdf(self.prints.print_blank_sheet, "blank_sheet"))
        self.export_csv_button.clicked.connect(lambda: self._ask_export("csv"))
        self.export_json_button.clicked.connect(lambda: self._ask_export("json"))
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
        # "Print" sends the PDF's pages to a printer chosen in the print dialog; it needs
        # QtPdf to draw the pages, which PySide6-Essentials lacks (the PDF opens instead).
        self.send_to_printer = QCheckBox(self.tr("Send to a printer (print dialog)"), standings_box)
        self.send_to_printer.setVisible(self.prints.pdf_document is not None)
        row.addWidget(self.send_to_printer)
        standings_layout.addLayout(row)
        # Issue 38: copies of the file at every seating and every round's last result.
        self.backups_kept = QSpinBox(standings_box)
        self.backups_kept.setRange(0, 999)
        self.backups_kept.setValue(_backups_kept_setting())
        self.backups_kept.setToolTip(self.tr("How many backup copies stay beside the tournament file (0: none)"))
        self.backups_kept.valueChanged.connect(self._backups_kept_changed)
        self.restore_button = QPushButton(self.tr("Restore a backup…"), standings_box)
        self.restore_button.setToolTip(self.tr("Write a backup copy to a new file; the open tournament stays as it is"))
        self.restore_button.clicked.connect(self.restore_backup)
        row = QHBoxLayout()
        kept_label = QLabel(self.tr("Backups kept"), standings_box)
        kept_label.setBuddy(self.backups_kept)
        row.addWidget(kept_label)
        row.addWidget(self.backups_kept)
        row.addWidget(self.restore_button)
        row.addStretch(1)
        standings_layout.addLayout(row)
        self.side_tabs.addTab(standings_box, self.tr("Standings", "順位表"))
        self.settings_panel = TournamentSettingsPanel(self.side_tabs)
        self.settings_panel.presetChosen.connect(self.set_preset)
        self.settings_panel.tableSizesChanged.connect(self.set_table_sizes)
        self.settings_panel.pointsEdited.connect(self._points_edited)
        self.settings_panel.resetRequested.connect(self.reset_points)
        self.settings_panel.tiebreaksChosen.connect(self.set_tiebreaks)
        self.side_tabs.addTab(self.settings_panel, self.tr("Scoring and game settings"))
        self.bracket_view = BracketView()
        bracket_page = QWidget(self.side_tabs)
        self.bracket_scroll = QScrollArea(bracket_page)
        self.bracket_scroll.setWidget(self.bracket_view)
        self.bracket_scroll.setWidgetResizable(True)
        self.print_bracket_button = QPushButton(self.tr("Print bracket"), bracket_page)
        self.print_bracket_button.clicked.connect(lambda: self._ask_pdf(self.prints.print_bracket, "bracket"))
        bracket_layout = QVBoxLayout(bracket_page)
        bracket_layout.setContentsMargins(0, 0, 0, 0)
        bracket_row = QHBoxLayout()
        bracket_row.addStretch(1)
        bracket_row.addWidget(self.print_bracket_button)
        bracket_layout.addLayout(bracket_row)
        bracket_layout.addWidget(self.bracket_scroll, 1)
        self.bracket_index = self.side_tabs.addTab(bracket_page, self.tr("Bracket"))
        self.format_pages = FormatPages(self, self)  # the crosstable page, the seat button's words
        self.corrections_view = CorrectionsView(self.side_tabs)
        self.corrections_index = self.side_tabs.addTab(self.corrections_view, self.tr("Corrections"))

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

    # ------------------------------------------------------------------ helpers
    def say(self, text: str) -> None:
        # A note about the last write (saved after all) stays beside whatever follows it
        # until the next action, so the action's own "Recorded …" cannot hide it.
        note = self._write_note
        if note and note not in text:
            text = f"{text} — {note}" if text else note
        self.status.setText(text)
        self.message.emit(text)

    def attempt(self, action: Any, *args: Any) -> Any:
        """Run a check for the prints; its error becomes the status line, never a crash
        (the commands go through the session and :meth:`took`)."""
        self._write_note = ""
        try:
            done = action(*args)
        except (TournamentError, ValueError, OSError) as exc:
            self._failed(exc)
            return None
        if self.tournament is not None:
            # A change the server saved although the connection dropped before it said so.
            notes = [render(note) for note in self.tournament.take_notes()]
            if notes:
                self._write_note = " ".join(notes)
                self.say("")
        return done

    def _failed(self, exc: Exception) -> None:
        if isinstance(exc, TournamentError) and self.tournament is not None:
            # Often another console's write came first: show what it saved.
            self._refresh()
        self.say(fill(self.tr("Error: %1"), render_error(exc)))

    def _print_buttons(self) -> tuple[QPushButton, ...]:
        return (self.print_standings_button, self.print_round_button, self.print_seats_button, self.print_sheets_button,
                self.print_sheet_button, self.print_blank_button, self.print_bracket_button)

    def _enable_printing(self) -> None:
        """Print buttons work with a tournament open and no PDF being written."""
        idle = not self.prints.busy
        for button in self._print_buttons():
            needs_tournament = button is not self.print_blank_button
            button.setEnabled(idle and (self.tournament is not None or not needs_tournament))

    def _refresh(self, snapshot: TabSnapshot | None = None) -> None:
        """Show the tournament: ``snapshot`` when the live feed has read it, else read now."""
        t = self.tournament
        self._enable_for_tournament(t is not None)
        if t is None:
            self._show_no_tournament()
            return
        if snapshot is None:
            self._read_at = time.monotonic()  # live snapshots read before this are older
            try:
                snapshot = load_tab(t, self.round_combo.currentData())
            except TournamentError as exc:
                self.say(fill(self.tr("Error: %1"), render_error(exc)))
                return
        self._shown = snapshot
        info = snapshot.info
        self.settings_panel.show_scoring(info.scoring, editable=True)
        self.settings_panel.show_preset(info.settings)
        self.file_label.setText(f"{info.name} — {t.location}")
        self.players_count.setText(self.tr("%n player(s) registered", "", len(snapshot.players)))
        self._fill_player_pickers(snapshot)
        self._fill_rounds(snapshot, t)
        view = snapshot.round
        self._show_round(view=view if view is not None and view.number == self._wanted_round else None)
        self._show_standings(snapshot)
        self.format_pages.show(snapshot)
        self.corrections_view.set_corrections(snapshot.corrections)
        self.side_tabs.setTabText(
            self.corrections_index, fill(self.tr("Corrections (%1)"), str(len(snapshot.corrections)))
        )
        self.changed.emit()

    def _enable_for_tournament(self, has: bool) -> None:
        """The controls that need a tournament work only with one open."""
        for widget in (self.add_player_button, self.import_players_button, self.seat_button, self.hall_button,
                       self.phones_button,
                       self.unseat_button, self.withdraw_button, self.rename_button, self.player_pick,
                       self.pause_button,
                       self.judge_table_button, self.paper_button,
                       self.override_button, self.import_record_button, self.export_csv_button,
                       self.export_json_button, self.player_name, self.round_combo, self.restore_button,
                       *self.settings_panel.editors()):
            widget.setEnabled(has)
        self._enable_printing()

    def _show_no_tournament(self) -> None:
        self._clear_pickers()
        self.standings_model.set_rows([])
        self.round_combo.clear()
        self.tables_tree.clear()
        self.players_count.setText("")
        self.side_tabs.setTabVisible(self.bracket_index, False)
        self.settings_panel.show_scoring(ScoringRules(), editable=False)
        self.format_pages.show(None)
        self._shown = None

    def _clear_pickers(self) -> None:
        """Empty both player pickers, their text too: a name typed or picked in one
        tournament means nothing in another (issue 39: "伊藤 美咲 (棄権)" stayed)."""
        for combo in (self.override_player, self.player_pick):
            combo.clear()
            combo.setEditText("")
        self._pickers_of = None

    def _fill_player_pickers(self, snapshot: TabSnapshot) -> None:
        """The seat override's players (not the withdrawn) and the player picker (all)."""
        if self._pickers_of is not self.tournament:
            self._clear_pickers()  # another tournament: nothing typed for the last one is kept
            self._pickers_of = self.tournament
        # What the judge picked or is typing in a picker survives the refill; a picked
        # player keeps being picked under their new label ("(withdrawn)" added or gone).
        with KeptText(self.override_player), KeptText(self.player_pick):
            self.override_player.clear()
            self.player_pick.clear()
            latest = snapshot.round_numbers[-1] if snapshot.round_numbers else None
            for p in snapshot.players:
                key = search_key(p.name, p.reading)
                # A withdrawn player is not offered for a seat (the store refuses it too).
                if latest is None or p.dropped_from_round is None or p.dropped_from_round > latest:
                    self.override_player.addItem(p.name, p.name)
                    self.override_player.setItemData(self.override_player.count() - 1, key, SEARCH_ROLE)
                withdrawn = p.dropped_from_round is not None
                self.player_pick.addItem(
                    fill(self.tr("%1 (withdrawn)"), p.name) if withdrawn else p.name, p.name
                )
                self.player_pick.setItemData(self.player_pick.count() - 1, key, SEARCH_ROLE)

    def _fill_rounds(self, snapshot: TabSnapshot, t: Tournament) -> None:
        """The round picker (the round shown stays chosen), the seed and the table sizes."""
        rounds = snapshot.round_numbers
        keep = self.round_combo.currentData()
        self.round_combo.blockSignals(True)
        self.round_combo.clear()
        for number in rounds:
            self.round_combo.addItem(fill(self.tr("Round %1"), str(number)), number)
        index = self.round_combo.findData(keep) if keep is not None else -1
        self.round_combo.setCurrentIndex(index if index >= 0 else len(rounds) - 1)
        self.round_combo.blockSignals(False)
        # The seed box shows this tournament's seed: the one round 1 was drawn with once
        # seated, else the tournament's own (set when another tournament is shown, so a
        # seed the judge typed before seating survives other consoles' refreshes).
        if rounds and snapshot.first_seed is not None:
            self.seed_spin.setValue(snapshot.first_seed)
        elif rounds or getattr(self, "_seed_of", None) is not t:
            self.seed_spin.setValue(snapshot.info.seed)
        self._seed_of = t
        self.seed_spin.setEnabled(not rounds)
        self.settings_panel.show_table_sizes(snapshot.info.min_table_size, snapshot.info.table_size,
                                             fixed=bool(rounds))
        self._wanted_round = self.round_combo.currentData()

    def _show_standings(self, snapshot: TabSnapshot) -> None:
        """The standings, their stage column and the bracket where players reach stages."""
        info = snapshot.info
        self.standings_model.set_rows(list(snapshot.standings))
        # The stage column only means something where players reach stages (a knock-out,
        # a final, groups).
        knockout = format_of(info.format).prints_bracket_standings()
        self.standings_view.setColumnHidden(
            StandingsModel.COLUMNS.index("note"),
            not knockout and not any(row.note for row in snapshot.standings),
        )
        self.side_tabs.setTabVisible(self.bracket_index, knockout)
        self.bracket_view.set_rounds(list(snapshot.rounds) if knockout else [], info.advance,
                                     bracket_names(info, snapshot.rounds))

    def _live_update(self, started: float, snapshot: object) -> None:
        """Another console (or this one) wrote: show it, unless nothing shown changed or
        the tab has read the tournament itself since (the snapshot would be older)."""
        if self.tournament is None or not isinstance(snapshot, TabSnapshot):
            return
        self._check_unanswered()
        if started < self._read_at or snapshot == self._shown:
            return
        self._refresh(snapshot)

    def _live_problem(self, problem: Reason | None) -> None:
        if problem is not None:
            self._following_problem = fill(self.tr("Not following other consoles: %1"), render(problem))
            self.say(self._following_problem)
        elif getattr(self, "_following_problem", "") and self.status.text() == self._following_problem:
            # Back in touch (the feed has just read everything again): the old error goes.
            self._following_problem = ""
            self.say(self.tr("Following other consoles again"))
        if problem is None:
            self._check_unanswered()

    def _check_unanswered(self) -> None:
        """The feed reads the server again: a write it left unanswered is checked now and
        the organiser told whether it was saved, not only at the next command (issue 38)."""
        tournament = self.tournament
        if tournament is None or self._waiting or not tournament.unconfirmed():
            return
        notes = [render(note) for note in self._wait_live(tournament.take_notes)]
        if notes:
            self._write_note = " ".join(notes)
            self.say("")

    def current_round(self) -> RoundView | None:
        number = self.round_combo.currentData()
        if self.tournament is None or number is None:
            return None
        try:
            return self.tournament.round(int(number))
        except TournamentError:
            return None

    def _show_round(self, *_: Any, view: RoundView | None = None) -> None:
        # A seat the judge selected stays selected when another console's write redraws.
        selected = self.selected_seat()
        self._wanted_round = self.round_combo.currentData()
        self.tables_tree.clear()
        view = view or self.current_round()
        self._show_requested_byes()
        if view is None:
            return
        if getattr(self, "_tree_round", None) != view.number:
            selected = None  # another round: its seats are other seats
        self._tree_round = view.number
        reselect: QTreeWidgetItem | None = None
        for table in view.tables:
            item, found = self._table_item(table, selected)
            if found is not None:
                reselect = found
            self.tables_tree.addTopLevelItem(item)
            item.setExpanded(True)
        if view.byes:
            self.tables_tree.addTopLevelItem(self._byes_item(view))
        if reselect is not None:
            self.tables_tree.setCurrentItem(reselect)
        self.tables_tree.resizeColumnToContents(0)

    def _table_item(self, table: TableView, selected: tuple[int, int] | None
                    ) -> tuple[QTreeWidgetItem, QTreeWidgetItem | None]:
        """One table with its seats, and the line of it to select again (None: none)."""
        game = table.game
        item = QTreeWidgetItem([fill(self.tr("Table %1"), str(table.number)), "", self._table_result(table)])
        if game is not None and game.correction is not None:
            item.setToolTip(2, game.correction.why)
        if game is not None and game.damage is not None:
            item.setToolTip(2, render(game.damage))
        item.setData(0, Qt.ItemDataRole.UserRole, (table.number, 0))
        reselect = item if selected == (table.number, 0) else None
        for pos, player in enumerate(table.players, start=1):
            mark = " *" if table.overridden[pos - 1] else ""
            child = QTreeWidgetItem([fill(self.tr("Seat %1"), str(pos)) + mark, player.name,
                                     self._seat_rank(table, player.name)])
            child.setData(0, Qt.ItemDataRole.UserRole, (table.number, pos))
            item.addChild(child)
            if selected == (table.number, pos):
                reselect = child
        return item, reselect

    def _table_result(self, table: TableView) -> str:
        """Recorded, waiting, corrected (by whom) or recorded with a damaged record."""
        game = table.game
        if game is None:
            return self.tr("waiting")
        if game.damage is not None:
            return self.tr("recorded; its record is damaged")
        if game.correction is not None:
            return fill(self.tr("corrected by %1"), game.correction.who)
        return self.tr("recorded")

    def _seat_rank(self, table: TableView, name: str) -> str:
        """A seated player's rank once recorded; a corrected one with what it was before."""
        game = table.game
        if game is None or name not in game.summary.ranking:
            return ""
        rank = str(game.summary.rank_of(name))
        # Both results on screen: the corrected rank, and what it was before.
        was = {row["player"]: row.get("rank") for row in game.correction.before} if game.correction is not None else {}
        if name in was and str(was[name]) != rank:
            rank = fill(self.tr("%1 (was %2)"), rank, was[name])
        return rank

    def _byes_item(self, view: RoundView) -> QTreeWidgetItem:
        # A bye the player asked for ("pause one round") is marked as asked.
        names = [fill(self.tr("%1 (asked)"), p.name) if p in view.requested else p.name for p in view.byes]
        bye = QTreeWidgetItem([self.tr("Byes"), ", ".join(names), ""])
        bye.setToolTip(1, ", ".join(names))  # a long list is cut in its column
        return bye

    def _show_requested_byes(self) -> None:
        """Byes asked for rounds not seated yet, one line per round, at the top of the list."""
        shown = self._shown
        for number, players in shown.requested_byes if shown is not None else ():
            names = ", ".join(p.name for p in players)
            item = QTreeWidgetItem([fill(self.tr("Round %1: byes asked"), str(number)), names, ""])
            item.setToolTip(1, names)
            self.tables_tree.addTopLevelItem(item)
        self.tables_tree.resizeColumnToContents(0)

    def selected_seat(self) -> tuple[int, int] | None:
        item = self.tables_tree.currentItem()
        if item is None:
            return None
        data = item.data(0, Qt.ItemDataRole.UserRole)
        return (int(data[0]), int(data[1])) if data else None

    def selected_table(self) -> tuple[RoundView, int] | None:
        """The round shown and the number of the table selected in it; None (and the
        judge is told to select one) when there is none."""
        view, seat = self.current_round(), self.selected_seat()
        if view is None or seat is None:
            self.say(self.tr("Select a table first"))
            return None
        return view, seat[0]

    # ------------------------------------------------------------------ actions
    # Each command is the session's (app/tournament_session.py); the tab words what it did
    # and redraws. Methods without "ask" in their name ask nothing: scripts and tests call them.
    def took(self, result: Result[Any]) -> bool:
        """Say what a command did not do (or the writes a dropped connection saved after
        all); True when it was done."""
        self._write_note = " ".join(render(note) for note in result.notes)
        if result.status is Status.REFUSED:
            if result.stale and self.tournament is not None:
                self._refresh()  # often another console's write came first: show what it saved
            assert result.reason is not None
            self.say(fill(self.tr("Error: %1"), render(result.reason)))
        elif result.reason is not None:
            self.say(render(result.reason))
        elif self._write_note:
            self.say("")
        return result.done

    def new_tournament(self, path: str | Path, name: str, **options: Any) -> bool:
        created = self.session.create(path, name, **options)
        if not self.took(created):
            return False
        self._set_tournament(created.get())
        self.say(fill(self.tr("Created %1"), created.get().location))
        return True

    def open_tournament(self, path: str | Path) -> bool:
        opened = self.session.open(path)
        if not self.took(opened):
            return False
        self._set_tournament(opened.get())
        self.say(fill(self.tr("Opened %1"), opened.get().location))
        return True

    def _set_tournament(self, tournament: Tournament) -> None:
        """Show ``tournament`` (the session works on it already) and follow other consoles' writes."""
        self._stop_feed()
        self._close_phones_view()  # phones must not go on seeing the tournament left
        self.session.adopt(tournament)
        tournament.backups_kept = self.backups_kept.value()
        self._refresh()
        self.feed = LiveFeed(tournament.target, lambda t: load_tab(t, self._wanted_round), self)
        self.feed.loaded.connect(self._live_update)
        self.feed.problem.connect(self._live_problem)
        self.feed.start()

    def _wait_live(self, work: Callable[[], Any]) -> Any:
        """A tournament call off the UI thread (issue 38): the clocks and screens stay live
        while it runs; this tab takes no new command until it has answered."""
        if self._waiting:
            return work()  # a call made while one runs (from another window): in order, here
        self._waiting = True
        self.setEnabled(False)
        try:
            return wait_off_ui_thread(work)
        finally:
            self._waiting = False
            self.setEnabled(True)

    def _backups_kept_changed(self, kept: int) -> None:
        QSettings().setValue(BACKUPS_KEPT_KEY, kept)
        if self.tournament is not None:
            self.tournament.backups_kept = kept

    def restore_backup(self) -> Path | None:
        """Ask which backup copy and which new file, then write it there (issue 38)."""
        restored = self.session.ask_restore_backup()
        if not self.took(restored) or restored.value is None:
            return None
        self.say(fill(self.tr("The backup was written to %1. The tournament open here is unchanged: "
                              "open that file to use the copy."), str(restored.value)))
        return restored.value

    def _stop_feed(self) -> None:
        if self.feed is not None:
            self.feed.stop()
            self.feed.deleteLater()
            self.feed = None

    def open_hall_display(self, full_screen: bool = True) -> QWidget | None:
        """The hall display for this tournament (a window of its own, full screen)."""
        if self.tournament is None:
            return None
        from daifugo_gui.ui.tournament.hall_display import HallWindow

        hall = HallWindow(self.tournament.target)
        hall.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        hall.destroyed.connect(lambda *_: self.hall_windows.remove(hall) if hall in self.hall_windows else None)
        self.hall_windows.append(hall)
        if self.web_address_for_print() is not None:  # players' phones: the QR on the big screen too
            from daifugo_gui.ui.tournament.phones_dialog import show_web_address

            show_web_address(hall, self.web_address_for_print())
        if full_screen:
            hall.show_full_screen()
        else:
            hall.show()
        return hall

    def open_phones_view(self) -> QWidget | None:
        """The dialog that serves this tournament to players' phones (one per tab)."""
        if self.tournament is None:
            return None
        from daifugo_gui.ui.tournament.phones_dialog import PhonesDialog

        if self.phones_dialog is None or getattr(self.phones_dialog, "target", None) != self.tournament.target:
            self._close_phones_view()
            self.phones_dialog = PhonesDialog(self.tournament.target, self)
            self.phones_dialog.addressChanged.connect(self._show_web_address_on_halls)
        self.phones_dialog.show()
        self.phones_dialog.raise_()
        return self.phones_dialog

    def _show_web_address_on_halls(self, url: str | None) -> None:
        from daifugo_gui.ui.tournament.phones_dialog import show_web_address

        for hall in self.hall_windows:
            show_web_address(hall, url)

    def web_address_for_print(self) -> str | None:
        """The web view's address for a printed sheet: only while it serves the local
        network (this computer's own address means nothing to a player's phone)."""
        dialog = self.phones_dialog
        url = getattr(dialog, "url", None) if dialog is not None else None
        return url if url and getattr(dialog, "host", "") != "127.0.0.1" else None

    def stop_phones_view(self) -> None:
        """End the web view's service, if it runs (the window is closing)."""
        self._close_phones_view()

    def _close_phones_view(self) -> None:
        dialog, self.phones_dialog = self.phones_dialog, None
        if dialog is not None:
            dialog.stop()  # type: ignore[attr-defined]
            dialog.deleteLater()


    def add_player(self, name: str, reading: str = "", affiliation: str = "") -> bool:
        added = self.session.add_player(name, reading, affiliation)
        if not self.took(added):
            return False
        self.say(fill(self.tr("Added %1"), added.get().name))
        self._refresh()
        return True

    def _add_player_from_fields(self) -> None:
        if self.add_player(self.player_name.text(), self.player_reading.text(),
                           self.player_affiliation.text()):
            for field in (self.player_name, self.player_reading, self.player_affiliation):
                field.clear()
            self.player_name.setFocus()

    def _players_imported(self, added: Result[list[Player]]) -> int:
        if not self.took(added):
            return 0
        self.say(self.tr("Imported %n player(s)", "", len(added.get())))
        self._refresh()
        return len(added.get())

    def import_players(self, path: str | Path) -> int:
        return self._players_imported(self.session.import_players(path))

    def request_table_game(self) -> bool:
        """Ask for the selected table to be judged in the console; the desk seats its game
        and says why not (a result already recorded, …), which :meth:`took` shows here."""
        selected = self.selected_table()
        if selected is None:
            return False
        view, number = selected
        self.tableGameRequested.emit(view.number, number)
        return True

    def _withdrawn(self, result: Result[str]) -> bool:
        if not self.took(result):
            return False
        self.say(fill(self.tr("%1 withdraws: not seated from the next round on"), result.get()))
        self._refresh()
        return True

    def withdraw_player(self, label: str) -> bool:
        name = label if label in (self.player_pick.itemData(i) for i in range(self.player_pick.count())) else (
            picked_player(self.player_pick) or label)
        if not name:
            return False
        return self._withdrawn(self.session.withdraw(name))

    def _ask_withdraw(self) -> None:
        name = picked_player(self.player_pick)
        if name is None:
            self.say(self.tr("Pick a player from the list first"))
            return
        self._withdrawn(self.session.ask_withdraw(name))

    def _ask_pause(self) -> None:
        name = picked_player(self.player_pick)
        if name is None:
            self.say(self.tr("Pick a player from the list first"))
            return
        result = self.session.ask_pause(name)
        if not self.took(result):
            return
        pause = result.get()
        text = (self.tr("%1 sits out round %2 (bye asked)") if pause.sits_out
                else self.tr("%1 will be seated in round %2 after all"))
        self.say(fill(text, pause.player, str(pause.round)))
        self._refresh()

    def _reinstated(self, result: Result[Player]) -> bool:
        if not self.took(result):
            return False
        self.say(fill(self.tr("%1 is back: seated again from the next round on"), result.get().name))
        self._refresh()
        return True

    def reinstate_player(self, name: str) -> bool:
        """A withdrawn player comes back (#26), without asking."""
        return self._reinstated(self.session.reinstate(name))

    def _ask_reinstate(self) -> None:
        # The player picked in the list is offered first when they withdrew.
        self._reinstated(self.session.ask_reinstate(picked_player(self.player_pick)))

    def _update_reinstate(self) -> None:
        """Reinstating is offered while some player has withdrawn."""
        shown = self._shown
        self.reinstate_button.setEnabled(
            self.tournament is not None and shown is not None
            and any(p.dropped_from_round is not None for p in shown.players))

    def _ask_undo_seating(self) -> None:
        numbers = self._shown.round_numbers if self._shown is not None else ()
        self._seating_undone(self.session.ask_undo_seating(numbers[-1] if numbers else None))

    def _renamed(self, old: str, result: Result[Player]) -> bool:
        if not self.took(result):
            return False
        self.say(fill(self.tr("%1 is now %2"), old, result.get().name))
        self._refresh()
        return True

    def rename_player(self, old: str, new: str) -> bool:
        return self._renamed(old, self.session.rename(old, new))

    def _ask_rename(self) -> None:
        old = picked_player(self.player_pick)
        if not old:
            self.say(self.tr("Pick a player from the list first"))
            return
        self._renamed(old, self.session.ask_rename(old))

    def _seating_undone(self, result: Result[int]) -> bool:
        if not self.took(result):
            return False
        self.say(fill(self.tr("Round %1's seating taken back"), str(result.get())))
        self._refresh()
        return True

    def undo_last_seating(self) -> bool:
        return self._seating_undone(self.session.undo_seating())

    def seat_next_round(self) -> RoundView | None:
        seated = self.session.seat_round(self.seed_spin.value())
        if not self.took(seated):
            return None
        view = seated.get()
        self._refresh()
        self.round_combo.setCurrentIndex(self.round_combo.findData(view.number))
        self.say(fill(self.tr("Round %1 seated"), str(view.number)))
        return view

    def override_seat(self, table: int, position: int, player: str) -> bool:
        view = self.current_round()
        if view is None:
            self.say(self.tr("Seat a round first"))
            return False
        done = self.session.override_seat(view.number, table, position, player)
        if not self.took(done):
            return False
        self._refresh()
        repeats = done.get().repeats
        if repeats:  # the override is kept; the organiser decides whether it is wanted
            a, b, when = repeats[0]
            self.say(
                fill(self.tr("Warning: %1 and %2 already met in round %3 (%n repeat meeting(s) in this round)", "", len(repeats)), a, b, str(when))
            )
        return True

    def _override_selected(self) -> None:
        seat = self.selected_seat()
        if seat is None or seat[1] == 0:
            self.say(self.tr("Select a seat first"))
            return
        name = picked_player(self.override_player)
        if name is None:
            self.say(self.tr("Pick a player from the list first"))
            return
        self.override_seat(seat[0], seat[1], name)

    def paper_result_dialog(self) -> PaperResultDialog | None:
        """The dialog for the selected table: a new result from its paper sheet, or (when
        the table has one) a correction of the recorded result, prefilled."""
        selected = self.selected_table()
        if selected is None:
            return None
        view, number = selected
        table = next((t for t in view.tables if t.number == number), None)
        if table is None:
            return None
        correcting = table.game is not None
        where = fill(self.tr("Round %1 table %2"), str(view.number), str(table.number))
        title = (self.tr("Correct the result: %1") if correcting else self.tr("Result from the paper sheet: %1"))

        def submit(rows: list[PaperRow], who: str, why: str, first: str | None = None, because: str = "",
                   by: str = "") -> None:
            if correcting:
                stored = self.session.correct_result(view.number, table.number, rows, who=who, why=why)
            else:
                stored = self.session.paper_result(view.number, table.number, rows, first=first, other_first=because,
                                                   other_first_by=by)
            self._write_note = " ".join(render(note) for note in stored.notes)
            if stored.reason is not None and not stored.done:
                raise TournamentError(stored.reason)  # the dialog shows it and stays open
            self.say(fill(self.tr("Corrected %1") if correcting else self.tr("Recorded %1"), where))
            self._refresh()

        recorded = rows_of(table.game.summary) if table.game is not None else ()
        match = table.match
        # At a match the sheet says who opened this game (the rule's player unless the
        # judge says otherwise).
        opener = next((p.name for p in table.players if p.id == match.next_first), None) \
            if match is not None and not match.decided and not correcting else None
        return PaperResultDialog(fill(title, where), [p.name for p in table.players], submit,
                                 recorded=recorded, correcting=correcting, first_mover=opener, parent=self)

    def _ask_paper_result(self) -> None:
        dialog = self.paper_result_dialog()
        if dialog is not None:
            dialog.open()

    def show_recorded(self, stored: Result[StoredGame | StoredMatchGame]) -> StoredGame | StoredMatchGame | None:
        """What recording a game did, said in the tab, which reads the tournament again (the
        desk records the console's games: app/desk.py)."""
        return self._recorded(stored)

    def _recorded(self, stored: Result[StoredGame | StoredMatchGame]) -> StoredGame | StoredMatchGame | None:
        if not self.took(stored):
            return None
        game = stored.get()
        self.say(fill(self.tr("Recorded round %1 table %2"), str(game.round), str(game.table)))
        self._refresh()
        return game

    def import_record(self, path: str | Path) -> StoredGame | StoredMatchGame | None:
        """Record a game from a record file (the organiser is asked when it was played under
        other settings than the tournament's)."""
        return self._recorded(self.session.import_record(path))

    def record_finished_game(self, record: Mapping[str, Any]) -> StoredGame | StoredMatchGame | None:
        """For the judging tab: store a game that just ended at this console (the judge is
        asked about other settings, and at a match about another first mover)."""
        return self._recorded(self.session.record_finished(record))

    def undo_match_game(self) -> bool:
        """Take back the last game of the selected table's match (a game stored by mistake)."""
        selected = self.selected_table()
        if selected is None:
            return False
        view, number = selected
        state = self.session.undo_match_game(view.number, number)
        if not self.took(state):
            return False
        a, b = state.get().score
        self.say(fill(self.tr("Round %1 table %2: the match's last game taken back (match %3–%4)"),
                      str(view.number), str(number), str(a), str(b)))
        self._refresh()
        return True

    # ------------------------------------------------------------------ scoring and settings
    def set_scoring(self, scoring: ScoringRules) -> bool:
        """Store new points (one transaction, every game re-scored) and refresh."""
        return self._scored(self.session.set_scoring(scoring))

    def _scored(self, stored: Result[ScoringRules]) -> bool:
        done = self.took(stored)
        self._refresh()
        if done:
            self.say(self.tr("Scoring saved; standings updated", "順位表"))
        return done

    def _points_edited(self, *_: Any) -> None:
        current = self.session.scoring()
        if self.took(current):
            self.set_scoring(self.settings_panel.scoring_from_editor(current.get()))

    def set_points(self, size: int, row: Sequence[int]) -> bool:
        """Points for ranks 1..size at tables of ``size`` (what the editor's row does)."""
        return self._scored(self.session.set_points(size, row))

    def reset_points(self, size: int | None) -> bool:
        """Back to the default points for ``size`` seats (None: every size and the bye)."""
        return self._scored(self.session.reset_points(size))

    def set_tiebreaks(self, order: Sequence[str]) -> bool:
        """The tie-breaks after points, in this order (the settings page's list; points edits keep it)."""
        return self._scored(self.session.set_tiebreaks(order))

    def set_table_sizes(self, min_seats: int, max_seats: int) -> bool:
        """Seats per table for the draw (only before round 1 is seated)."""
        done = self.took(self.session.set_table_sizes(min_seats, max_seats))
        self._refresh()
        if done:
            self.say(fill(self.tr("Tables of %1 to %2 seats"), str(min_seats), str(max_seats)))
        return done

    def set_preset(self, name: str) -> bool:
        """Play the games still to come with one of the rules' presets."""
        done = self.took(self.session.set_preset(name))
        self._refresh()
        if done:
            self.say(fill(self.tr("Game settings saved: %1"), self.settings_panel.preset_combo.currentText()))
        return done

    def _exported(self, written: Result[Path]) -> Path | None:
        if not self.took(written):
            return None
        self.say(fill(self.tr("Saved %1"), str(written.get())))
        return written.get()

    def export_standings(self, path: str | Path) -> Path | None:
        return self._exported(self.session.export_standings(path))

    # ------------------------------------------------------------------ dialogs
    def _ask_new(self) -> None:
        path = self.session.ask_new_file()
        if path:
            self._ask_name_and_format(path)

    def _ask_server(self, create: bool) -> None:
        from PySide6.QtCore import QSettings

        from daifugo_gui.ui.tournament.server_dialog import ServerDialog, remember_server

        dialog = ServerDialog(QSettings(), self, create=create)
        if dialog.exec() != ServerDialog.DialogCode.Accepted:
            return
        # Only a server that worked is offered again next time (never with its password).
        if self.open_tournament(dialog.url()) if not create else self._ask_name_and_format(dialog.url()):
            remember_server(QSettings(), dialog.url())

    def _ask_name_and_format(self, where: str) -> bool:
        """The two questions of a new tournament, in a file or on a server."""
        dialog = NewTournamentDialog(self)
        while dialog.exec() == NewTournamentDialog.DialogCode.Accepted and dialog.name():
            if self.new_tournament(where, dialog.name(), **dialog.options()):
                return True
            # Refused (the server went away meanwhile, the file is taken …): the status
            # line says why and the form comes back as it was typed (issue 39).
        return False

    def _ask_open(self) -> None:
        path = self.session.ask_open_file()
        if path:
            self.open_tournament(path)

    def _ask_import_players(self) -> None:
        self._players_imported(self.session.ask_import_players())

    def _ask_import_record(self) -> None:
        self._recorded(self.session.ask_import_record())

    def _ask_pdf(self, action: Any, stem: str) -> None:
        if self.send_to_printer.isVisible() and self.send_to_printer.isChecked():
            from PySide6.QtPrintSupport import QPrintDialog, QPrinter

            printer = QPrinter(QPrinter.PrinterMode.HighResolution)
            dialog = QPrintDialog(printer, self)
            if dialog.exec() == QPrintDialog.DialogCode.Accepted:
                self.prints._printer = printer  # alive until the worker is done
                self.prints.print_to_printer(action, printer)
            return
        path = self.session.ask_pdf_path(self.proposed_file_name(stem))
        if path:
            action(path)

    def ask_pdf(self, kind: str) -> None:
        """Print one of the reports by its file-name kind ("standings", "crosstable", …)."""
        actions = {"standings": self.prints.print_standings, "round": self.prints.print_round_results,
                   "score_sheet": self.prints.print_score_sheet, "blank_sheet": self.prints.print_blank_sheet,
                   "sheets": self.prints.print_round_sheets, "seating": self.prints.print_seating_list,
                   "bracket": self.prints.print_bracket, "crosstable": self.prints.print_crosstable}
        self._ask_pdf(actions[kind], kind)

    def proposed_file_name(self, kind: str, extension: str = "pdf") -> str:
        """What a save dialog proposes: the event, and the round and table the print is of."""
        if self.tournament is None or self._shown is None:
            return print_file_name(kind, extension=extension)
        numbers = self._shown.round_numbers
        shown = self.round_combo.currentData()
        seat = self.selected_seat()
        round_number = table = None
        if kind in ("standings", "csv", "json"):
            round_number = numbers[-1] if numbers else None  # the standings after that round
        elif kind in ("round", "seating", "sheets"):
            round_number = shown
        elif kind in ("score_sheet", "blank_sheet"):
            round_number = shown
            table = seat[0] if seat is not None else None
        word = {"round": "round_results", "csv": "standings", "json": "standings"}.get(kind, kind)
        return print_file_name(word, self._shown.info.name, round_number, table, extension)


    def _ask_export(self, kind: str) -> None:
        self._exported(self.session.ask_export(kind, self.proposed_file_name(kind, kind)))

    def closeEvent(self, event: Any) -> None:  # noqa: N802
        self.prints.shutdown()
        self._stop_feed()
        for hall in list(self.hall_windows):
            hall.close()
        self.hall_windows.clear()
        self._close_phones_view()
        self.session.close()
        super().closeEvent(event)
