"""The tournament tab: players, rounds and tables, standings, printing.

Thin: every decision is made by :mod:`daifugo_gui.tournament` and every page by
:mod:`daifugo_gui.reports`; this widget only collects input and shows results. Each
action has a method taking plain arguments (``open_tournament(path)``,
``import_record(path)``, …) that the buttons call after a file dialog, so tests and
other tabs drive it without dialogs.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping, Sequence

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, Qt, QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableView,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from daifugo_gui.reports import (
    SheetHeading,
    blank_score_sheet,
    game_score_sheet,
    round_results_pdf,
    standings_pdf,
)
from daifugo_gui.tournament import (
    RoundView,
    StandingRow,
    StoredGame,
    Tournament,
    TournamentError,
)


class StandingsModel(QAbstractTableModel):
    """The standings rows as a read-only table."""

    COLUMNS = ("place", "name", "reading", "affiliation", "points", "rank_sum",
               "head_to_head", "wins", "games", "largest_prime", "note")

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[StandingRow] = []
        self._headers = {
            "place": self.tr("Place"),
            "name": self.tr("Player"),
            "reading": self.tr("Reading"),
            "affiliation": self.tr("Affiliation"),
            "points": self.tr("Points"),
            "rank_sum": self.tr("Rank sum"),
            "head_to_head": self.tr("Head-to-head"),
            "wins": self.tr("Wins"),
            "games": self.tr("Games"),
            "largest_prime": self.tr("Largest prime"),
            "note": self.tr("Stage"),
        }

    def set_rows(self, rows: Sequence[StandingRow]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def row_at(self, index: int) -> StandingRow:
        return self._rows[index]

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.COLUMNS)

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self._rows[index.row()]
        key = self.COLUMNS[index.column()]
        value = getattr(row, key)
        if role == Qt.ItemDataRole.DisplayRole:
            if value is None:
                return ""
            if key == "head_to_head" and value:
                return f"{value:+d}"
            return str(value)
        if role == Qt.ItemDataRole.TextAlignmentRole and isinstance(value, int):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self._headers[self.COLUMNS[section]]
        return str(section + 1)


class TournamentTab(QWidget):
    """New/open a tournament file, register players, seat rounds, record games, print."""

    changed = Signal()  # the tournament's data changed (standings were refreshed)
    message = Signal(str)  # a one-line status or error, also shown in the tab

    def __init__(self, parent: QWidget | None = None, *, lang: str = "ja") -> None:
        super().__init__(parent)
        self.tournament: Tournament | None = None
        self.lang = lang
        self.open_after_print = True  # tests turn this off
        self._build()
        self._refresh()

    # ------------------------------------------------------------------ layout
    def _build(self) -> None:
        self.file_label = QLabel(self.tr("No tournament open"), self)
        self.new_button = QPushButton(self.tr("New tournament…"), self)
        self.open_button = QPushButton(self.tr("Open tournament…"), self)
        self.new_button.clicked.connect(self._ask_new)
        self.open_button.clicked.connect(self._ask_open)
        top = QHBoxLayout()
        top.addWidget(self.new_button)
        top.addWidget(self.open_button)
        top.addWidget(self.file_label, 1)

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
        form = QFormLayout(players_box)
        form.addRow(self.tr("Name"), self.player_name)
        form.addRow(self.tr("Reading"), self.player_reading)
        form.addRow(self.tr("Affiliation"), self.player_affiliation)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_player_button)
        buttons.addWidget(self.import_players_button)
        form.addRow(buttons)
        form.addRow(self.players_count)

        # Rounds and tables
        rounds_box = QGroupBox(self.tr("Rounds and tables"), self)
        self.round_combo = QComboBox(rounds_box)
        self.round_combo.currentIndexChanged.connect(self._show_round)
        self.seed_spin = QSpinBox(rounds_box)
        self.seed_spin.setRange(0, 2_000_000_000)
        self.seed_spin.setToolTip(self.tr("Seed of the first round's draw: the same seed repeats the draw"))
        self.seat_button = QPushButton(self.tr("Seat next round"), rounds_box)
        self.seat_button.clicked.connect(self.seat_next_round)
        self.tables_tree = QTreeWidget(rounds_box)
        self.tables_tree.setHeaderLabels([self.tr("Table / seat"), self.tr("Player"), self.tr("Result")])
        self.tables_tree.setColumnCount(3)
        self.override_player = QComboBox(rounds_box)
        self.override_button = QPushButton(self.tr("Put in selected seat"), rounds_box)
        self.override_button.clicked.connect(self._override_selected)
        self.import_record_button = QPushButton(self.tr("Record game from file…"), rounds_box)
        self.import_record_button.clicked.connect(self._ask_import_record)
        rounds_layout = QVBoxLayout(rounds_box)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Round"), rounds_box))
        row.addWidget(self.round_combo, 1)
        row.addWidget(QLabel(self.tr("Seed"), rounds_box))
        row.addWidget(self.seed_spin)
        row.addWidget(self.seat_button)
        rounds_layout.addLayout(row)
        rounds_layout.addWidget(self.tables_tree, 1)
        row = QHBoxLayout()
        row.addWidget(self.override_player, 1)
        row.addWidget(self.override_button)
        rounds_layout.addLayout(row)
        rounds_layout.addWidget(self.import_record_button)

        # Standings and printing
        standings_box = QGroupBox(self.tr("Standings"), self)
        self.standings_model = StandingsModel(self)
        self.standings_view = QTableView(standings_box)
        self.standings_view.setModel(self.standings_model)
        self.standings_view.verticalHeader().setVisible(False)
        self.standings_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.standings_view.horizontalHeader().setStretchLastSection(True)
        self.lang_combo = QComboBox(standings_box)
        self.lang_combo.addItem(self.tr("Japanese"), "ja")
        self.lang_combo.addItem(self.tr("English"), "en")
        self.lang_combo.setCurrentIndex(0 if self.lang == "ja" else 1)
        self.lang_combo.currentIndexChanged.connect(
            lambda _i: setattr(self, "lang", self.lang_combo.currentData())
        )
        self.print_standings_button = QPushButton(self.tr("Print standings"), standings_box)
        self.print_round_button = QPushButton(self.tr("Print round results"), standings_box)
        self.print_sheet_button = QPushButton(self.tr("Print score sheet"), standings_box)
        self.print_blank_button = QPushButton(self.tr("Print blank sheet"), standings_box)
        self.export_csv_button = QPushButton(self.tr("Export CSV…"), standings_box)
        self.export_json_button = QPushButton(self.tr("Export JSON…"), standings_box)
        self.print_standings_button.clicked.connect(lambda: self._ask_pdf(self.print_standings, "standings"))
        self.print_round_button.clicked.connect(lambda: self._ask_pdf(self.print_round_results, "round"))
        self.print_sheet_button.clicked.connect(lambda: self._ask_pdf(self.print_score_sheet, "score_sheet"))
        self.print_blank_button.clicked.connect(lambda: self._ask_pdf(self.print_blank_sheet, "blank_sheet"))
        self.export_csv_button.clicked.connect(lambda: self._ask_export("csv"))
        self.export_json_button.clicked.connect(lambda: self._ask_export("json"))
        standings_layout = QVBoxLayout(standings_box)
        standings_layout.addWidget(self.standings_view, 1)
        row = QHBoxLayout()
        row.addWidget(self.lang_combo)
        for button in (self.print_standings_button, self.print_round_button,
                       self.print_sheet_button, self.print_blank_button):
            row.addWidget(button)
        standings_layout.addLayout(row)
        row = QHBoxLayout()
        row.addWidget(self.export_csv_button)
        row.addWidget(self.export_json_button)
        row.addStretch(1)
        standings_layout.addLayout(row)

        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(players_box)
        left_layout.addWidget(rounds_box, 1)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(left)
        splitter.addWidget(standings_box)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)

        self.status = QLabel(self)
        self.status.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.status)

    # ------------------------------------------------------------------ helpers
    def _say(self, text: str) -> None:
        self.status.setText(text)
        self.message.emit(text)

    def _require(self) -> Tournament:
        if self.tournament is None:
            raise TournamentError(self.tr("Open or create a tournament first"))
        return self.tournament

    def _attempt(self, action: Any, *args: Any) -> Any:
        """Run a tournament action; its error becomes the status line, never a crash."""
        try:
            return action(*args)
        except (TournamentError, ValueError, OSError) as exc:
            self._say(self.tr("Error: %1").replace("%1", str(exc)))
            return None

    def _refresh(self) -> None:
        t = self.tournament
        has = t is not None
        for widget in (self.add_player_button, self.import_players_button, self.seat_button,
                       self.override_button, self.import_record_button, self.print_standings_button,
                       self.print_round_button, self.print_sheet_button, self.export_csv_button,
                       self.export_json_button, self.player_name, self.round_combo):
            widget.setEnabled(has)
        if t is None:
            self.standings_model.set_rows([])
            self.round_combo.clear()
            self.tables_tree.clear()
            self.players_count.setText("")
            return
        info = t.info()
        self.file_label.setText(f"{info.name} — {t.location}")
        players = t.players()
        self.players_count.setText(self.tr("%n player(s) registered", "", len(players)))
        self.override_player.clear()
        for p in players:
            self.override_player.addItem(p.name)
        rounds = t.round_numbers()
        keep = self.round_combo.currentData()
        self.round_combo.blockSignals(True)
        self.round_combo.clear()
        for number in rounds:
            self.round_combo.addItem(self.tr("Round %1").replace("%1", str(number)), number)
        index = self.round_combo.findData(keep) if keep is not None else -1
        self.round_combo.setCurrentIndex(index if index >= 0 else len(rounds) - 1)
        self.round_combo.blockSignals(False)
        if not rounds:
            self.seed_spin.setValue(info.seed)
        self.seed_spin.setEnabled(not rounds)
        self._show_round()
        self.standings_model.set_rows(t.standings())
        # The stage column only means something in a knock-out.
        self.standings_view.setColumnHidden(
            StandingsModel.COLUMNS.index("note"), info.format != "knockout"
        )
        self.changed.emit()

    def current_round(self) -> RoundView | None:
        number = self.round_combo.currentData()
        if self.tournament is None or number is None:
            return None
        try:
            return self.tournament.round(int(number))
        except TournamentError:
            return None

    def _show_round(self, *_: Any) -> None:
        self.tables_tree.clear()
        view = self.current_round()
        if view is None:
            return
        for table in view.tables:
            game = table.game
            result = self.tr("recorded") if game is not None else self.tr("waiting")
            item = QTreeWidgetItem([self.tr("Table %1").replace("%1", str(table.number)), "", result])
            item.setData(0, Qt.ItemDataRole.UserRole, (table.number, 0))
            for pos, player in enumerate(table.players, start=1):
                rank = ""
                if game is not None and player.name in game.summary.ranking:
                    rank = str(game.summary.rank_of(player.name))
                mark = " *" if table.overridden[pos - 1] else ""
                child = QTreeWidgetItem([self.tr("Seat %1").replace("%1", str(pos)) + mark, player.name, rank])
                child.setData(0, Qt.ItemDataRole.UserRole, (table.number, pos))
                item.addChild(child)
            self.tables_tree.addTopLevelItem(item)
            item.setExpanded(True)
        if view.byes:
            bye = QTreeWidgetItem([self.tr("Byes"), ", ".join(p.name for p in view.byes), ""])
            self.tables_tree.addTopLevelItem(bye)
        self.tables_tree.resizeColumnToContents(0)

    def selected_seat(self) -> tuple[int, int] | None:
        item = self.tables_tree.currentItem()
        if item is None:
            return None
        data = item.data(0, Qt.ItemDataRole.UserRole)
        return tuple(data) if data else None  # type: ignore[return-value]

    # ------------------------------------------------------------------ actions
    def new_tournament(self, path: str | Path, name: str, **options: Any) -> bool:
        created = self._attempt(lambda: Tournament.create(path, name, **options))
        if created is None:
            return False
        self._set_tournament(created)
        self._say(self.tr("Created %1").replace("%1", str(path)))
        return True

    def open_tournament(self, path: str | Path) -> bool:
        opened = self._attempt(Tournament.open, path)
        if opened is None:
            return False
        self._set_tournament(opened)
        self._say(self.tr("Opened %1").replace("%1", str(path)))
        return True

    def _set_tournament(self, tournament: Tournament) -> None:
        if self.tournament is not None:
            self.tournament.close()
        self.tournament = tournament
        self._refresh()

    def add_player(self, name: str, reading: str = "", affiliation: str = "") -> bool:
        added = self._attempt(lambda: self._require().add_player(name, reading, affiliation))
        if added is None:
            return False
        self._say(self.tr("Added %1").replace("%1", added.name))
        self._refresh()
        return True

    def _add_player_from_fields(self) -> None:
        if self.add_player(self.player_name.text(), self.player_reading.text(),
                           self.player_affiliation.text()):
            for field in (self.player_name, self.player_reading, self.player_affiliation):
                field.clear()
            self.player_name.setFocus()

    def import_players(self, path: str | Path) -> int:
        added = self._attempt(lambda: self._require().import_players_csv(path))
        if added is None:
            return 0
        self._say(self.tr("Imported %n player(s)", "", len(added)))
        self._refresh()
        return len(added)

    def seat_next_round(self) -> RoundView | None:
        def seat() -> RoundView:
            t = self._require()
            return t.seat_round(seed=self.seed_spin.value() if not t.round_numbers() else None)

        view = self._attempt(seat)
        if view is None:
            return None
        self._refresh()
        self.round_combo.setCurrentIndex(self.round_combo.findData(view.number))
        self._say(self.tr("Round %1 seated").replace("%1", str(view.number)))
        return view

    def override_seat(self, table: int, position: int, player: str) -> bool:
        view = self.current_round()
        if view is None:
            self._say(self.tr("Seat a round first"))
            return False
        done = self._attempt(lambda: self._require().override_seat(view.number, table, position, player))
        if done is None:
            return False
        self._refresh()
        return True

    def _override_selected(self) -> None:
        seat = self.selected_seat()
        if seat is None or seat[1] == 0:
            self._say(self.tr("Select a seat first"))
            return
        self.override_seat(seat[0], seat[1], self.override_player.currentText())

    def import_record(self, path: str | Path) -> StoredGame | None:
        stored = self._attempt(lambda: self._require().import_record_file(path))
        if stored is None:
            return None
        self._say(
            self.tr("Recorded round %1 table %2").replace("%1", str(stored.round)).replace("%2", str(stored.table))
        )
        self._refresh()
        return stored

    def record_finished_game(self, record: Mapping[str, Any]) -> StoredGame | None:
        """For the judging tab: store a game that just ended at this console."""
        stored = self._attempt(lambda: self._require().record_finished(record))
        if stored is not None:
            self._refresh()
        return stored

    # ------------------------------------------------------------------ printing
    def _finish_pdf(self, path: Path) -> Path:
        if self.open_after_print:
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(path)))
        self._say(self.tr("Saved %1").replace("%1", str(path)))
        return path

    def print_standings(self, path: str | Path) -> Path | None:
        def write() -> Path:
            t = self._require()
            info = t.info()
            standings_pdf(path, t.standings(), lang=self.lang, tournament=info.name,
                          knockout=info.format == "knockout")
            return Path(path)

        written = self._attempt(write)
        return self._finish_pdf(written) if written else None

    def print_round_results(self, path: str | Path) -> Path | None:
        def write() -> Path:
            view = self.current_round()
            if view is None:
                raise TournamentError(self.tr("Seat a round first"))
            info = self._require().info()
            round_results_pdf(path, view, lang=self.lang, tournament=info.name,
                              advance=info.advance if info.format == "knockout" else None)
            return Path(path)

        written = self._attempt(write)
        return self._finish_pdf(written) if written else None

    def print_score_sheet(self, path: str | Path, table: int | None = None) -> Path | None:
        """The filled sheet of a recorded table (default: the selected one)."""
        def write() -> Path:
            t = self._require()
            view = self.current_round()
            number = table if table is not None else (self.selected_seat() or (None,))[0]
            if view is None or number is None:
                raise TournamentError(self.tr("Select a table first"))
            tv = view.table(number)
            if tv.game is None:
                raise TournamentError(self.tr("Table %1 has no result yet").replace("%1", str(number)))
            game_score_sheet(
                path, tv.game.summary, lang=self.lang,
                heading=SheetHeading(t.info().name, view.number, number),
                points=tv.game.points,
                readings={p.name: p.reading for p in tv.players},
                affiliations={p.name: p.affiliation for p in tv.players},
                settings=tv.game.record.get("settings") or {},
            )
            return Path(path)

        written = self._attempt(write)
        return self._finish_pdf(written) if written else None

    def print_blank_sheet(self, path: str | Path) -> Path | None:
        """A blank sheet: for the selected table with its names, else four empty seats."""
        def write() -> Path:
            view = self.current_round()
            seat = self.selected_seat()
            names: list[str] = []
            heading = SheetHeading(self.tournament.info().name if self.tournament else "")
            if view is not None and seat is not None:
                names = [p.name for p in view.table(seat[0]).players]
                heading = SheetHeading(heading.tournament, view.number, seat[0])
            blank_score_sheet(path, seats=len(names) or 4, lang=self.lang, heading=heading, players=names)
            return Path(path)

        written = self._attempt(write)
        return self._finish_pdf(written) if written else None

    def export_standings(self, path: str | Path) -> Path | None:
        def write() -> Path:
            t = self._require()
            if str(path).lower().endswith(".json"):
                return t.export_standings_json(path)
            return t.export_standings_csv(path)

        written = self._attempt(write)
        if written is not None:
            self._say(self.tr("Saved %1").replace("%1", str(written)))
        return written

    # ------------------------------------------------------------------ dialogs
    def _ask_new(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("New tournament file"), "",
                                              self.tr("Tournament (*.sqlite)"))
        if not path:
            return
        name, ok = QInputDialog.getText(self, self.tr("New tournament"), self.tr("Tournament name"))
        if not ok or not name.strip():
            return
        formats = [self.tr("Swiss (rounds seated by standings)"), self.tr("Knock-out (winners go on)")]
        chosen, ok = QInputDialog.getItem(self, self.tr("New tournament"), self.tr("Format"), formats, 0, False)
        if ok:
            self.new_tournament(path, name.strip(), format="swiss" if chosen == formats[0] else "knockout")

    def _ask_open(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open tournament"), "",
                                              self.tr("Tournament (*.sqlite);;All files (*)"))
        if path:
            self.open_tournament(path)

    def _ask_import_players(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import players"), "",
                                              self.tr("CSV (*.csv);;All files (*)"))
        if path:
            self.import_players(path)

    def _ask_import_record(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Record game from file"), "",
                                              self.tr("Game record (*.json);;All files (*)"))
        if path:
            self.import_record(path)

    def _ask_pdf(self, action: Any, stem: str) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save PDF"), f"{stem}.pdf", self.tr("PDF (*.pdf)"))
        if path:
            action(path)

    def _ask_export(self, kind: str) -> None:
        filters = self.tr("CSV (*.csv)") if kind == "csv" else self.tr("JSON (*.json)")
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export standings"), f"standings.{kind}", filters)
        if path:
            self.export_standings(path)

    def closeEvent(self, event: Any) -> None:  # noqa: N802
        if self.tournament is not None:
            self.tournament.close()
            self.tournament = None
        super().closeEvent(event)
