"""The hexad analysis tab: play the hexad game against the perfect computer from any
position, take moves back, and read what the analysis computes in the research panels
(docs/hexad.md). The mathematics lives in ``daifugo_gui.analysis``; the board, the set-up
row, the charts and the panels each have a module of their own (``ui/hexad_*.py``)."""

from __future__ import annotations

from random import Random
from typing import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from daifugo_gui.analysis.hexad import HexadGame, HexadMatch, PositionError, ScoredMove, Side, shuffle_hexads
from daifugo_gui.analysis.hexad_research import HexadResearch, block_sums, energy_histogram, hexad_research
from daifugo_gui.analysis.maya import Move, Position
from daifugo_gui.app.background import BackgroundRunner
from daifugo_gui.ui.analysis.hexad_board import HEXAD_COLOUR, WIN_COLOUR, BoardWidget
from daifugo_gui.ui.analysis.hexad_panels import ResearchPanels, compact_rows
from daifugo_gui.ui.analysis.hexad_setup import MoveList, PositionEntry
from daifugo_gui.ui.widgets.reason_text import render_error
from daifugo_gui.app.translation import fill
from daifugo_gui.ui.widgets.table_export import install_table_export

__all__ = ["CURRENT_COLOUR", "HEXAD_COLOUR", "HexadTab", "ResearchFn", "full_research"]

CURRENT_COLOUR = QColor("#ffe08a")

ResearchFn = Callable[[Callable[[float], None]], HexadResearch]
"""Computes the panels' numbers, reporting fractions done to the callable it is given."""


def full_research(progress: Callable[[float], None]) -> HexadResearch:
    """Every labeling (about two seconds of CPU)."""
    return hexad_research(progress=progress)


class HexadTab(QWidget):
    """Play the hexad game on the left, the research panels on the right."""

    def __init__(
        self, parent: QWidget | None = None, seed: int | None = None, research: ResearchFn = full_research
    ) -> None:
        """``research`` runs on a pool thread when the tab is first shown; tests and
        screenshots may pass a quicker one (a sample of labelings)."""
        super().__init__(parent)
        self._research_fn = research
        self.research: HexadResearch | None = None
        self.game = HexadGame()
        self.hexads = sorted(shuffle_hexads(), key=lambda h: (sum(h), sorted(h)))
        self.rng = Random(seed)
        self.match = HexadMatch.random_start(self.game, self.rng)
        self._note = ""  # what the last action did, shown before the status (an undo)

        self.board = BoardWidget(self)
        self.board.move_chosen.connect(self._human_move)
        self.board.square_toggled.connect(self._square_toggled)
        self.entry = PositionEntry(self)
        self.entry.start_requested.connect(self._start_requested)
        self.entry.editing_changed.connect(self._editing_changed)
        self.entry.draft_changed.connect(self.board.set_draft)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.new_game_button = QPushButton(self.tr("New game"), self)
        self.new_game_button.clicked.connect(self.new_game)
        self.computer_button = QPushButton(self.tr("Computer starts"), self)
        self.computer_button.clicked.connect(self._hand_over)
        self.undo_button = QPushButton(self.tr("&Undo"), self)
        self.undo_button.setToolTip(self.tr("Take back your last move and the computer's answer"))
        self.undo_button.clicked.connect(self.undo)
        self.energy_box = QCheckBox(self.tr("Show the energy of every move"), self)
        self.energy_box.toggled.connect(self._refresh)

        self.moves_table = QTableWidget(0, 2, self)
        self.moves_table.setHorizontalHeaderLabels([self.tr("Move"), self.tr("Energy after")])
        self.moves_table.verticalHeader().setVisible(False)
        self.moves_table.horizontalHeader().setStretchLastSection(True)
        self.moves_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.moves_table.cellDoubleClicked.connect(self._table_move)
        compact_rows(self.moves_table)
        self.move_list = MoveList(self)

        self.panels = ResearchPanels(self.hexads, self)
        self.hexad_list = self.panels.hexad_list
        self.chart = self.panels.size_chart
        # Cheap (the 905 energies are known already): shown before the table arrives.
        self.panels.show_figure_4(block_sums(shuffle_hexads()))
        self.panels.show_energies(energy_histogram(self.game))

        self.setLayout(self._layout())
        self._runner = BackgroundRunner(self)
        self._runner.progress.connect(self.panels.show_progress)
        self._runner.finished.connect(self._research_ready)
        self._runner.failed.connect(self._research_failed)
        self._research_started = False
        self._refresh()
        install_table_export(self, "hexad")  # copy / CSV / JSON of every table (issue 29)

    def _layout(self) -> QVBoxLayout:
        controls = QHBoxLayout()
        for widget in (self.new_game_button, self.computer_button, self.undo_button, self.energy_box):
            controls.addWidget(widget)
        controls.addStretch(1)
        lists = QHBoxLayout()
        for title, table in ((self.tr("Legal moves"), self.moves_table), (self.tr("Moves played"), self.move_list)):
            column = QVBoxLayout()
            column.addWidget(QLabel(title, self))
            column.addWidget(table, 1)
            lists.addLayout(column, 1)
        play = QVBoxLayout()
        play.addWidget(self.board)
        play.addWidget(self.entry)
        play.addLayout(controls)
        play.addWidget(self.status)
        play.addLayout(lists, 1)
        play_box = QGroupBox(self.tr("Hexad game (mathematical blackjack)"), self)
        play_box.setLayout(play)
        split = QSplitter(Qt.Orientation.Horizontal, self)
        split.addWidget(play_box)
        split.addWidget(self.panels)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 4)
        split.setSizes([590, 690])  # the panels' tables want the width; the board fits in 590
        split.setChildrenCollapsible(False)
        outer = QVBoxLayout()
        outer.addWidget(split)
        return outer

    # --- the research, computed in the background ---------------------------------

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        # Seconds of CPU: only when someone looks at the tab, and only once.
        super().showEvent(event)
        if not self._research_started:
            self._research_started = True
            work = self._research_fn

            def job(token, progress):
                def report(fraction: float) -> None:
                    token.check()  # a closing window cancels: stop between two batches
                    progress(fraction, "")

                return work(report)

            self._runner.start(job)

    def shutdown(self) -> None:
        """Stop and wait for the background job before the window goes away."""
        self._runner.shutdown()

    def _research_ready(self, research: HexadResearch) -> None:
        self.research = research
        self.panels.show_research(research)

    def _research_failed(self, message: str) -> None:
        self.panels.progress_label.setText(fill(self.tr("The labelings could not be computed: %1"), message))

    # --- setting up ------------------------------------------------------------------

    def _editing_changed(self, on: bool) -> None:
        if on:
            self.board.set_draft(self.entry.draft())
            self.status.setText(self.tr("Setting up a position: type its squares or click the board."))
        else:
            self._refresh()

    def _square_toggled(self, square: int) -> None:
        self.entry.toggle_square(square)

    def _start_requested(self, position: Position, first: Side) -> None:
        self.start_from(position, first)

    def start_from(self, position: Position, first: Side = Side.HUMAN) -> None:
        """A game from ``position`` with ``first`` to move (the computer moves at once)."""
        self.match = HexadMatch(self.game, frozenset(position))
        self._note = ""
        if first is Side.COMPUTER and not self.match.finished:
            self.match.let_computer_start()
        self.entry.set_editing(False)
        self._refresh()

    def set_position(self, position: Position, to_move: Side = Side.HUMAN) -> None:
        """Start a game from a given position (tests, and study from code)."""
        self.start_from(position, to_move)

    # --- playing -----------------------------------------------------------------

    def new_game(self) -> None:
        self.match = HexadMatch.random_start(self.game, self.rng)
        self._note = ""
        self.entry.set_editing(False)
        self._refresh()

    def _human_move(self, move: Move) -> None:
        try:
            self.match.play(move)
        except PositionError as exc:
            self.status.setText(self.tr("Not allowed: {0}").format(render_error(exc)))
            return
        self._note = ""
        if not self.match.finished:
            self.match.computer_plays()
        self._refresh()

    def _hand_over(self) -> None:
        self.entry.set_editing(False)
        try:
            self.match.let_computer_start()
        except PositionError as exc:
            self.status.setText(self.tr("Not allowed: {0}").format(render_error(exc)))
            return
        self._note = ""
        self._refresh()

    def undo(self) -> None:
        """Take back the last move pair (or the last move when it got no answer)."""
        self.entry.set_editing(False)
        try:
            taken = self.match.undo()
        except PositionError as exc:
            self.status.setText(self.tr("Not allowed: {0}").format(render_error(exc)))
            return
        sides = [side for side, _ in taken]
        if sides == [Side.HUMAN, Side.COMPUTER]:
            self._note = self.tr("Your move and the computer's answer were taken back.")
        elif sides == [Side.HUMAN]:
            self._note = self.tr("Your move was taken back.")
        else:
            self._note = self.tr("The computer's move was taken back.")
        self._refresh()

    def _table_move(self, row: int, _column: int) -> None:
        item = self.moves_table.item(row, 0)
        if item is not None and self.match.to_move is Side.HUMAN:
            self._human_move(item.data(Qt.ItemDataRole.UserRole))

    def _refresh(self) -> None:
        if self.entry.editing:
            return  # the board shows the position being set up
        match = self.match
        show = self.energy_box.isChecked()
        scored = self.game.scored_moves(match.position)
        self.board.set_state(match.position, scored, show)
        self.board.enabled_for_input = not match.finished and match.to_move is Side.HUMAN
        self.computer_button.setEnabled(self.board.enabled_for_input and not match.history)
        self.undo_button.setEnabled(bool(match.history))
        self.entry.show_position(match.position)
        self.status.setText(self._status_text(show))
        self.move_list.show_history(match.history)
        self._show_legal_moves(scored, show)
        self._highlight_hexads(scored, show)

    def _show_legal_moves(self, scored: list[ScoredMove], show: bool) -> None:
        self.moves_table.setRowCount(len(scored))
        for row, item in enumerate(scored):
            move_item = QTableWidgetItem(self.tr("{0} → {1}").format(item.move.source, item.move.target))
            move_item.setData(Qt.ItemDataRole.UserRole, item.move)
            energy_item = QTableWidgetItem(str(item.energy) if show else "?")
            if show and item.wins:
                energy_item.setForeground(QBrush(WIN_COLOUR))
                energy_item.setText(self.tr("0 (winning)"))
            self.moves_table.setItem(row, 0, move_item)
            self.moves_table.setItem(row, 1, energy_item)

    def _highlight_hexads(self, scored: list[ScoredMove], show: bool) -> None:
        position = self.match.position
        targets = {item.move.apply(position) for item in scored if item.wins} if show else set()
        first = None
        for row in range(self.hexad_list.count()):
            list_item = self.hexad_list.item(row)
            hexad = frozenset(list_item.data(Qt.ItemDataRole.UserRole))
            if hexad == position:
                list_item.setBackground(QBrush(CURRENT_COLOUR))
                first = row
            elif hexad in targets:
                list_item.setBackground(QBrush(HEXAD_COLOUR))
                first = row if first is None else first
            else:
                list_item.setBackground(QBrush())
        if first is not None:
            self.hexad_list.scrollToItem(self.hexad_list.item(first))

    def _status_text(self, show: bool) -> str:
        match = self.match
        parts = [self._note] if self._note else []
        if not self._note and match.history and match.history[-1][0] is Side.COMPUTER:
            last = match.history[-1][1]
            parts.append(self.tr("The computer moved {0} → {1}.").format(last.source, last.target))
        if match.finished:
            if match.winner is Side.HUMAN:
                parts.append(self.tr("You win: the computer has no move left."))
            else:
                parts.append(self.tr("The computer wins: you have no move left."))
        else:
            parts.append(self.tr("Your move: click a coin, then an empty square to its left."))
            if show:
                energy = self.game.energy(match.position)
                if energy == 0:
                    parts.append(self.tr("Energy 0: this is a hexad, every move loses against perfect play."))
                else:
                    parts.append(self.tr("Energy {0}: a move to energy 0 (a hexad) wins.").format(energy))
        return " ".join(parts)
