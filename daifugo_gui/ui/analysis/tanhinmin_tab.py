"""The Tanhinmin analysis tab: solve a position, score every move, see every condition,
play the solver.

All game logic lives in :mod:`daifugo_gui.analysis.tanhinmin` and
:mod:`daifugo_gui.analysis.tanhinmin_moves`; this widget only reads the inputs, asks the
solver and shows the answers. Hands too large for buttons and a table of conditions
(a loaded file of 10⁵ cards) are analysed on a worker thread through
:class:`~daifugo_gui.app.background.BackgroundRunner`, with a Cancel button, so the window
never freezes; the play board and the table then stay empty.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QCloseEvent, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from daifugo_gui.analysis.cancel import CancelToken, ProgressFn
from daifugo_gui.analysis.tanhinmin import (
    PASS,
    Hands,
    Player,
    Playthrough,
    Position,
    Strategy,
    TanhinminError,
    WinCondition,
    parameter_bound,
    parse_strengths,
    read_hands,
    strategy_move,
    winner_table,
)
from daifugo_gui.analysis.tanhinmin_moves import CommonOptimal, PositionReport, analyse
from daifugo_gui.app.background import BackgroundRunner
from daifugo_gui.ui.widgets.reason_text import render_error
from daifugo_gui.ui.analysis.tanhinmin_moves_model import MovesModel
from daifugo_gui.app.translation import fill
from daifugo_gui.ui.widgets.table_export import install_table_export

_OPTIMAL_STYLE = "QPushButton { background: #b9f6ca; font-weight: bold; }"
_PLAIN_STYLE = ""
_MOVER_COLOUR = QColor("#c8e6c9")
_OPPONENT_COLOUR = QColor("#ffcdd2")
MAX_STRENGTH = 1_000_000_000
MAX_TAB_CARDS = 60  # one button per card and a c0 x c1 table; larger hands: analysis only
MAX_LISTED = 12  # longer lists of strengths are shown as their range and count
YOU, SOLVER = 0, 1


@dataclass(frozen=True)
class _Solved:
    """A worker's answer: the analysis, and the hands when they came from a file."""

    report: PositionReport | None = None
    hands: Hands | None = None
    error: TanhinminError | None = None


def _large(mover: tuple[int, ...] | list[int], opponent: tuple[int, ...] | list[int]) -> bool:
    return max(len(mover), len(opponent)) > MAX_TAB_CARDS


def _solve_work(
    position: Position, cond: WinCondition, strategy: Strategy, param: int | None,
    token: CancelToken, progress: ProgressFn,
) -> _Solved:
    """Worker thread: the analysis of a large position (no Qt here)."""
    progress(-1.0, "solving")
    return _Solved(analyse(position, cond, strategy, param, check=token.check))


def _load_work(
    path: str, field: int, c0: int, c1: int, strategy: Strategy, param: int | None,
    token: CancelToken, progress: ProgressFn,
) -> _Solved:
    """Worker thread: read a hands file and, when it is large, analyse it too.

    Errors of the file come back as values, so the tab can show them in its language
    (the runner's ``failed`` carries English words only).
    """
    progress(-1.0, "reading")
    try:
        hands = read_hands(path)
    except TanhinminError as exc:
        return _Solved(error=exc)
    token.check()
    sorted_hands = Hands(sorted(hands.mover), sorted(hands.opponent))
    if not _large(sorted_hands.mover, sorted_hands.opponent):
        return _Solved(hands=sorted_hands)  # small: the tab fills its fields and plays
    position = Position(tuple(sorted_hands.mover), tuple(sorted_hands.opponent), field)
    cond = WinCondition(min(c0, len(position.mover) - 1), min(c1, len(position.opponent) - 1))
    return _Solved(analyse(position, cond, strategy, param, check=token.check), sorted_hands)



class TanhinminTab(QWidget):
    """Enter two hands and a field, pick (c0, c1), read the analysis, play the solver.

    You play the seat that moves first in the entered position; the solver plays the
    other seat with the chosen strategy (Algorithms 2-7 of the paper) and its free
    parameter c.
    """

    analysed = Signal()  # emitted after every refresh (tests wait on it)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._game: Playthrough | None = None
        self._report: PositionReport | None = None
        self._loaded: Hands | None = None  # large hands from a file (the fields stay empty)
        self._loaded_name = ""
        self._reading_name = ""
        self._large_mode = False  # the entered position is analysed on the worker thread
        self._loading = False  # a hands file is being read on the worker thread
        self._hand_buttons: list[QPushButton] = []
        self.runner = BackgroundRunner(self)
        self._build()
        self.runner.finished.connect(self._on_solved)
        self.runner.cancelled.connect(self._on_cancelled)
        self.runner.failed.connect(self._on_failed)
        self.runner.busy_changed.connect(self._on_busy)
        self.mover_edit.setText("1 3 5")
        self.opponent_edit.setText("2 4")
        self.field_spin.setValue(1)
        self._reset_game()
        install_table_export(self, "tanhinmin")  # copy / CSV / JSON of every table (issue 29)

    # --- layout -----------------------------------------------------------------

    def _build(self) -> None:
        outer = QVBoxLayout(self)
        outer.addWidget(self._build_inputs())

        middle = QHBoxLayout()
        middle.addWidget(self._build_analysis(), 2)
        self.views = QTabWidget(self)
        self.views.addTab(self._build_moves(), self.tr("Moves"))
        self.views.addTab(self._build_table(), self.tr("Winner under every condition"))
        middle.addWidget(self.views, 3)
        outer.addLayout(middle, 1)
        outer.addWidget(self._build_play())

        self.mover_edit.textChanged.connect(self._hands_typed)
        self.opponent_edit.textChanged.connect(self._hands_typed)
        self.field_spin.valueChanged.connect(self._reset_game)
        self.c0_spin.valueChanged.connect(self._reset_game)
        self.c1_spin.valueChanged.connect(self._reset_game)
        self.strategy_combo.currentIndexChanged.connect(self._strategy_changed)
        self.param_spin.valueChanged.connect(self._parameter_changed)
        self.load_button.clicked.connect(self._choose_file)
        self.cancel_button.clicked.connect(self.runner.cancel)
        self.restart_button.clicked.connect(self._reset_game)
        self.back_button.clicked.connect(self._back)
        self.forward_button.clicked.connect(self._forward)
        self.solver_button.clicked.connect(self._solver_move)
        self.pass_button.clicked.connect(lambda: self._user_move(PASS))

    def _build_inputs(self) -> QGroupBox:
        inputs = QGroupBox(self.tr("Position"), self)
        form = QGridLayout(inputs)
        self.mover_edit = QLineEdit(inputs)
        self.mover_edit.setPlaceholderText(self.tr("strengths, e.g. 1 3 5"))
        self.opponent_edit = QLineEdit(inputs)
        self.opponent_edit.setPlaceholderText(self.tr("strengths, e.g. 2 4"))
        self.field_spin = QSpinBox(inputs)
        self.field_spin.setRange(0, MAX_STRENGTH)
        self.field_spin.setSpecialValueText(self.tr("empty"))
        self.c0_spin = QSpinBox(inputs)
        self.c1_spin = QSpinBox(inputs)
        form.addWidget(QLabel(self.tr("Your hand (moves first):"), inputs), 0, 0)
        form.addWidget(self.mover_edit, 0, 1)
        form.addWidget(QLabel(self.tr("Solver's hand:"), inputs), 1, 0)
        form.addWidget(self.opponent_edit, 1, 1)
        form.addWidget(QLabel(self.tr("Field:"), inputs), 0, 2)
        form.addWidget(self.field_spin, 0, 3)
        form.addWidget(QLabel(self.tr("You win at (c0) cards:"), inputs), 1, 2)
        form.addWidget(self.c0_spin, 1, 3)
        form.addWidget(QLabel(self.tr("Solver wins at (c1) cards:"), inputs), 2, 2)
        form.addWidget(self.c1_spin, 2, 3)
        self.load_button = QPushButton(self.tr("&Load hands from file…"), inputs)
        self.load_button.setToolTip(self.tr(
            "A text file with your strengths on one line and the solver's on the next; "
            "lines starting with # are notes. Any size: large hands are solved in the background."))
        form.addWidget(self.load_button, 0, 4)
        self.cancel_button = QPushButton(self.tr("Cancel"), inputs)
        self.cancel_button.setEnabled(False)
        form.addWidget(self.cancel_button, 1, 4)
        self.progress = QProgressBar(inputs)
        self.progress.setRange(0, 1)
        self.progress.setTextVisible(False)
        self.progress.setMaximumWidth(120)
        self.progress.setVisible(False)  # only while the worker is at it
        form.addWidget(self.progress, 2, 4)
        self.source_label = QLabel(inputs)
        form.addWidget(self.source_label, 3, 0, 1, 5)
        self.error_label = QLabel(inputs)
        self.error_label.setStyleSheet("color: #b00020;")
        self.error_label.setWordWrap(True)
        form.addWidget(self.error_label, 2, 0, 1, 2)
        form.setColumnStretch(1, 1)
        return inputs

    def _build_analysis(self) -> QGroupBox:
        analysis = QGroupBox(self.tr("Analysis of the current position"), self)
        info = QFormLayout(analysis)
        labels = []
        for _ in range(9):
            label = QLabel(analysis)
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            labels.append(label)
        (self.to_move_label, self.winner_label, self.numbers_label, self.optimal_label,
         self.pass_label, self.gamma_label, self.interval_label, self.least_label,
         self.every_label) = labels
        self.winner_label.setStyleSheet("font-weight: bold;")
        info.addRow(self.tr("To move:"), self.to_move_label)
        info.addRow(self.tr("Winner:"), self.winner_label)
        info.addRow(self.tr("Matchings:"), self.numbers_label)
        info.addRow(self.tr("Optimal plays:"), self.optimal_label)
        info.addRow(self.tr("Passing:"), self.pass_label)
        info.addRow(self.tr("γ (Algorithm 1):"), self.gamma_label)
        info.addRow(self.tr("Algorithm 1:"), self.interval_label)
        info.addRow(self.tr("Corollary 6:"), self.least_label)
        info.addRow(self.tr("Corollary 7:"), self.every_label)
        return analysis

    def _build_moves(self) -> QWidget:
        page = QWidget(self)
        layout = QVBoxLayout(page)
        self.moves_model = MovesModel(page)
        self.moves_view = QTableView(page)
        self.moves_view.setModel(self.moves_model)
        self.moves_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.moves_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.moves_view.verticalHeader().setVisible(False)
        # Fixed row heights: the view then never measures 10^5 rows.
        self.moves_view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header = self.moves_view.horizontalHeader()
        header.setResizeContentsPrecision(64)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.moves_note = QLabel(page)
        self.moves_note.setWordWrap(True)
        self.moves_note.setText(self.tr(
            "δ′ = μ′0 − μ′1 + 1 after the move (green: the player to move wins after it). "
            "Cor. 6: the moves that lower δ least; Alg. 1: the optimal moves; "
            "Strategy: the solver's strategy with its c, in the mover's place."))
        layout.addWidget(self.moves_view, 1)
        layout.addWidget(self.moves_note)
        return page

    def _build_table(self) -> QWidget:
        page = QWidget(self)
        table_layout = QVBoxLayout(page)
        self.table = QTableWidget(page)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.cellClicked.connect(self._on_table_clicked)
        self.table_note = QLabel(page)
        self.table_note.setWordWrap(True)
        table_layout.addWidget(self.table)
        table_layout.addWidget(self.table_note)
        return page

    def _build_play(self) -> QGroupBox:
        play = QGroupBox(self.tr("Play against the solver"), self)
        play_layout = QVBoxLayout(play)
        controls = QHBoxLayout()
        controls.addWidget(QLabel(self.tr("Solver's strategy:"), play))
        self.strategy_combo = QComboBox(play)
        for strategy in Strategy:
            self.strategy_combo.addItem(self._strategy_name(strategy), strategy)
        controls.addWidget(self.strategy_combo, 1)
        controls.addWidget(QLabel(self.tr("Parameter c:"), play))
        self.param_spin = QSpinBox(play)
        self.param_spin.setToolTip(self.tr(
            "The free c of Algorithms 3–7 (0 ≤ c ≤ c0 or c1); the largest is the default. "
            "Every value is optimal; they differ in which card they pick."))
        controls.addWidget(self.param_spin)
        self.restart_button = QPushButton(self.tr("Restart"), play)
        self.back_button = QPushButton(self.tr("◀ Back"), play)
        self.forward_button = QPushButton(self.tr("Forward ▶"), play)
        self.solver_button = QPushButton(self.tr("Solver's move"), play)
        for button in (self.restart_button, self.back_button, self.forward_button, self.solver_button):
            controls.addWidget(button)
        play_layout.addLayout(controls)

        board = QGridLayout()
        board.addWidget(QLabel(self.tr("Field:"), play), 0, 0)
        self.board_field_label = QLabel(play)
        board.addWidget(self.board_field_label, 0, 1)
        board.addWidget(QLabel(self.tr("Solver's hand:"), play), 1, 0)
        self.solver_hand_label = QLabel(play)
        board.addWidget(self.solver_hand_label, 1, 1)
        board.addWidget(QLabel(self.tr("Your hand:"), play), 2, 0)
        self.hand_row = QHBoxLayout()
        self.hand_row.addStretch(1)
        board.addLayout(self.hand_row, 2, 1)
        self.pass_button = QPushButton(self.tr("Pass"), play)
        board.addWidget(self.pass_button, 2, 2)
        board.setColumnStretch(1, 1)
        play_layout.addLayout(board)
        self.status_label = QLabel(play)
        self.status_label.setStyleSheet("font-weight: bold;")
        play_layout.addWidget(self.status_label)
        self.history = QListWidget(play)
        self.history.setMaximumHeight(70)
        play_layout.addWidget(self.history)
        return play

    def _strategy_name(self, strategy: Strategy) -> str:
        names = {
            Strategy.PREFER_C0_PLUS_1: self.tr("Alg. 2: prefer the (c0+1)-th weakest card"),
            Strategy.PREFER_C0_PLUS_2: self.tr("Alg. 3: prefer the (c0+2)-th weakest card"),
            Strategy.SWITCH_ON_MU0: self.tr("Alg. 4: switch on μ0"),
            Strategy.SWITCH_ON_MU1: self.tr("Alg. 5: switch on μ1"),
            Strategy.MU0_FROM_TOP: self.tr("Alg. 6: the μ0-th strongest card"),
            Strategy.MU1_PLUS_1_FROM_TOP: self.tr("Alg. 7: the (μ1+1)-th strongest card"),
        }
        return names[strategy]

    # --- public -----------------------------------------------------------------

    def load_position(self, mover: list[int], opponent: list[int], field: int | None) -> None:
        """Show a position from elsewhere (e.g. a game with known hands: strengths are the
        card values; ``None`` or 0 is the empty field). The chosen condition is kept when
        it still fits the hands. Strengths below 1 (a joker as 0) show as an input error
        naming the token, like typed text."""
        self._forget_file()
        for edit, hand in ((self.mover_edit, mover), (self.opponent_edit, opponent)):
            edit.blockSignals(True)
            edit.setText(" ".join(str(v) for v in sorted(hand)))
            edit.blockSignals(False)
        self.field_spin.blockSignals(True)
        self.field_spin.setValue(field or 0)
        self.field_spin.blockSignals(False)
        self._reset_game()

    def load_hands_file(self, path: str | os.PathLike[str]) -> None:
        """Read a hands file (your strengths on one line, the solver's on the next) on a
        worker thread. Hands that fit the tab fill its fields; larger ones are analysed
        there too and shown without the play board; ``analysed`` follows either way."""
        name = os.fspath(path)
        self.runner.cancel()
        self.error_label.setText("")
        self.source_label.setText(fill(self.tr("Reading %1 …"), os.path.basename(name)))
        self._reading_name = os.path.basename(name)
        self._loading = True
        self.progress.setRange(0, 0)
        # Read the widgets here: the work runs on the worker thread, which must not touch them.
        self.runner.start(partial(
            _load_work, name, self.field_spin.value(), self.c0_spin.value(), self.c1_spin.value(),
            self._strategy(), self._param()))

    def shutdown(self) -> None:
        """Stop a running analysis and wait for it (the main window calls this on quit)."""
        self.runner.shutdown()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt's name)
        self.shutdown()
        super().closeEvent(event)

    # --- state --------------------------------------------------------------------

    def _choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Load hands"), "", self.tr("Text files (*.txt);;All files (*)"))
        if path:
            self.load_hands_file(path)

    def _forget_file(self) -> None:
        self._loaded = None
        self.source_label.setText("")
        for edit, text in ((self.mover_edit, self.tr("strengths, e.g. 1 3 5")),
                           (self.opponent_edit, self.tr("strengths, e.g. 2 4"))):
            edit.setPlaceholderText(text)

    def _hands_typed(self) -> None:
        self._forget_file()  # typing replaces hands loaded from a file
        self._reset_game()

    def _entered(self) -> tuple[Position, WinCondition] | None:
        if self._loaded is not None:
            mover, opponent = self._loaded.mover, self._loaded.opponent
        else:
            try:
                mover = parse_strengths(self.mover_edit.text())
            except TanhinminError as exc:
                self.error_label.setText(self.tr("Your hand: {0}").format(render_error(exc)))
                return None
            try:
                opponent = parse_strengths(self.opponent_edit.text())
            except TanhinminError as exc:
                self.error_label.setText(self.tr("Solver's hand: {0}").format(render_error(exc)))
                return None
            if not mover or not opponent:
                self.error_label.setText(self.tr("Both hands need at least one card."))
                return None
        for spin, size in ((self.c0_spin, len(mover)), (self.c1_spin, len(opponent))):
            spin.blockSignals(True)
            spin.setRange(0, size - 1)
            spin.blockSignals(False)
        self._update_parameter_range()
        self.error_label.setText("")
        if self._loaded is not None:  # sorted when loaded: no second sort of 10^5 cards
            position = Position(tuple(mover), tuple(opponent), self.field_spin.value())
        else:
            position = Position.of(mover, opponent, self.field_spin.value())
        return position, WinCondition(self.c0_spin.value(), self.c1_spin.value())

    def _reset_game(self) -> None:
        if self._loading:  # a new position wins over a file still being read: drop it
            self._loading = False
            self._show_source()
        entered = self._entered()
        self._game = None
        self._report = None
        self._large_mode = entered is not None and _large(entered[0].mover, entered[0].opponent)
        if entered is not None and self._large_mode:
            self._solve_large(*entered)
            return
        self.runner.cancel()  # a large analysis still running is not wanted now
        self._game = None if entered is None else Playthrough.start(*entered)
        self._refresh()

    def _solve_large(self, position: Position, cond: WinCondition) -> None:
        """Analyse on the worker thread; the screen shows the answer when it comes."""
        self._show_nothing()
        self.status_label.setText(fill(self.tr("Solving %1 + %2 cards…"), str(len(position.mover)), str(len(position.opponent))))
        self.progress.setRange(0, 0)
        self.runner.start(partial(_solve_work, position, cond, self._strategy(), self._param()))

    def _strategy(self) -> Strategy:
        # Qt hands a str-based enum back as its plain str value: turn it back into the member.
        return Strategy(self.strategy_combo.currentData())

    def _param(self) -> int | None:
        """The solver's c, or None for a strategy without one."""
        return self.param_spin.value() if self.param_spin.isEnabled() else None

    def _solver_condition(self) -> WinCondition:
        """The solver's own condition: its target first (conditions follow players)."""
        return WinCondition(self.c1_spin.value(), self.c0_spin.value())

    def _update_parameter_range(self) -> None:
        bound = parameter_bound(self._strategy(), self._solver_condition())
        self.param_spin.blockSignals(True)
        at_default = self.param_spin.value() == self.param_spin.maximum()
        self.param_spin.setEnabled(bound is not None)
        self.param_spin.setRange(0, bound or 0)
        if at_default and bound is not None:
            self.param_spin.setValue(bound)  # keep following the default, the bound
        self.param_spin.blockSignals(False)

    def _strategy_changed(self) -> None:
        self.param_spin.blockSignals(True)
        self.param_spin.setValue(self.param_spin.maximum())
        self.param_spin.blockSignals(False)
        self._update_parameter_range()
        self._parameter_changed()

    def _parameter_changed(self) -> None:
        if self._large_mode:
            self._reset_game()  # the strategy column of a large position needs the worker
        else:
            self._refresh()

    def _user_move(self, move: int) -> None:
        game = self._game
        if game is None or game.finished or game.current.to_move != YOU:
            return
        game.play(move)
        if not game.finished:
            self._solver_move()
        else:
            self._refresh()

    def _solver_move(self) -> None:
        game = self._game
        if game is None or game.finished or game.current.to_move != SOLVER:
            return
        step = game.current
        bound = parameter_bound(self._strategy(), step.cond)
        param = None if bound is None else min(self.param_spin.value(), bound)
        game.play(strategy_move(step.position, step.cond, self._strategy(), param))
        self._refresh()

    def _back(self) -> None:
        if self._game is not None:
            self._game.back()
        self._refresh()

    def _forward(self) -> None:
        if self._game is not None:
            self._game.forward()
        self._refresh()

    def _on_table_clicked(self, row: int, column: int) -> None:
        if self._game is None or self._game.cursor != 0:
            return  # the table only sets the condition of the entered position
        self.c0_spin.setValue(row)
        self.c1_spin.setValue(column)

    # --- the worker's news ----------------------------------------------------------

    def _on_busy(self, busy: bool) -> None:
        self.cancel_button.setEnabled(busy)
        self.progress.setVisible(busy)
        if not busy:
            self.progress.setRange(0, 1)
            self.progress.setValue(1)

    def _on_solved(self, result: object) -> None:
        assert isinstance(result, _Solved)
        if not (self._loading or self._large_mode):
            return  # finished just before a small position asked it to stop: nobody waits
        self._loading = False
        if result.error is not None:
            self._show_source()  # the hands shown before stay
            self.error_label.setText(fill(self.tr("Hands file: %1"), render_error(result.error)))
            self.analysed.emit()
            return
        if result.hands is not None and result.report is None:
            self.load_position(result.hands.mover, result.hands.opponent, self.field_spin.value())
            return
        if result.hands is not None:
            self._take_file(result.hands)
            self._large_mode = True
            self._game = None
            self._show_nothing()  # the board and table of the position before go
        assert result.report is not None
        self._report = result.report
        self._show_large(result.report)

    def _take_file(self, hands: Hands) -> None:
        """Hands too large for the fields: keep them here, the fields stay empty."""
        self._loaded = hands
        self._loaded_name = self._reading_name
        for edit in (self.mover_edit, self.opponent_edit):
            edit.blockSignals(True)
            edit.clear()
            edit.blockSignals(False)
            edit.setPlaceholderText(self.tr("from the file (type here to replace it)"))
        self._show_source()
        self._entered()  # ranges of c0, c1 and c for these hands

    def _show_source(self) -> None:
        """Where the hands come from: a file's name and sizes, or nothing for typed ones."""
        hands = self._loaded
        if hands is None:
            self.source_label.setText("")
            return
        self.source_label.setText(fill(self.tr("Hands from %1: you %2 cards, the solver %3 cards."), self._loaded_name, str(len(hands.mover)), str(len(hands.opponent))))

    def _on_cancelled(self, reason: str) -> None:
        if self._large_mode or self._loading:
            # (a small position entered meanwhile cancels the worker: nothing to say then)
            if self._loading:
                self._loading = False
                self._show_source()
            self.status_label.setText(self.tr("Analysis cancelled."))
            self.analysed.emit()

    def _on_failed(self, message: str) -> None:
        self.status_label.setText(fill(self.tr("Analysis failed: %1"), message))
        self.analysed.emit()

    # --- display --------------------------------------------------------------------

    def _who(self, seat: int) -> str:
        return self.tr("You") if seat == YOU else self.tr("Solver")

    def _clear_hand(self) -> None:
        for button in self._hand_buttons:
            self.hand_row.removeWidget(button)
            button.hide()  # deleteLater waits for the event loop; do not show it meanwhile
            button.deleteLater()
        self._hand_buttons = []

    def _clear_table(self) -> None:
        self.table.clear()
        self.table.setRowCount(0)
        self.table.setColumnCount(0)

    def _show_nothing(self) -> None:
        """Empty answers while there is no position, or while the worker is at it."""
        self._clear_hand()
        for label in (self.to_move_label, self.winner_label, self.numbers_label,
                      self.optimal_label, self.pass_label, self.gamma_label, self.interval_label,
                      self.least_label, self.every_label, self.board_field_label,
                      self.solver_hand_label, self.status_label, self.table_note):
            label.setText("")
        self.moves_model.set_report(None)
        self._clear_table()
        self.history.clear()
        for button in (self.back_button, self.forward_button, self.solver_button,
                       self.pass_button, self.restart_button):
            button.setEnabled(False)
        self.pass_button.setStyleSheet(_PLAIN_STYLE)

    def _refresh(self) -> None:
        game = self._game
        self._clear_hand()
        if game is None:
            self._report = None
            self._show_nothing()
            self.analysed.emit()
            return
        step = game.current
        pos, cond = step.position, step.cond
        you_hand = pos.mover if step.to_move == YOU else pos.opponent
        solver_hand = pos.opponent if step.to_move == YOU else pos.mover
        self.board_field_label.setText(str(pos.field) if pos.field else self.tr("empty"))
        self.solver_hand_label.setText(" ".join(map(str, solver_hand)) or "—")
        self._fill_history(game)
        self.restart_button.setEnabled(True)
        self.back_button.setEnabled(game.can_back())
        self.forward_button.setEnabled(game.can_forward())

        if step.winner_seat is not None:
            self._report = None
            self.status_label.setText(self.tr("{0} reached the target: game over.").format(
                self._who(step.winner_seat)))
            for label in (self.to_move_label, self.numbers_label, self.optimal_label,
                          self.pass_label, self.gamma_label, self.interval_label,
                          self.least_label, self.every_label, self.table_note):
                label.setText("")
            self.moves_model.set_report(None)
            self._clear_table()
            self.winner_label.setText(self.tr("{0} won").format(self._who(step.winner_seat)))
            self._fill_hand(you_hand, (), False)
            self.pass_button.setEnabled(False)
            self.pass_button.setStyleSheet(_PLAIN_STYLE)
            self.solver_button.setEnabled(False)
            self.analysed.emit()
            return

        report = analyse(pos, cond, self._strategy(), self.param_spin.value(), with_common=True)
        self._report = report
        self._show_analysis(report, step.to_move)
        self._fill_table(pos, cond, step.to_move)

        best = report.optimal
        your_turn = step.to_move == YOU
        self._fill_hand(you_hand, best.plays if your_turn else (), your_turn,
                        set(pos.legal_plays()) if your_turn else set())
        self.pass_button.setEnabled(your_turn)
        self.pass_button.setStyleSheet(
            _OPTIMAL_STYLE if your_turn and best.pass_optimal else _PLAIN_STYLE)
        self.solver_button.setEnabled(not your_turn)
        self.status_label.setText(self.tr("Your move.") if your_turn else self.tr(
            "The solver is to move: press “Solver's move”."))
        self.analysed.emit()

    def _show_large(self, report: PositionReport) -> None:
        """A position too large for the board and the table: the analysis alone."""
        self._show_analysis(report, YOU)
        self.table_note.setText(fill(self.tr(
            "Over %1 cards in a hand: no table of every condition here; "
            "“daifugo tanhinmin --win C0,C1” answers any one of them."), str(MAX_TAB_CARDS)))
        self.status_label.setText(fill(self.tr(
            "Hands over %1 cards: the analysis only; playing needs smaller hands."), str(MAX_TAB_CARDS)))
        self.analysed.emit()

    def _show_analysis(self, report: PositionReport, to_move: int) -> None:
        pos, cond, ev = report.position, report.cond, report.evaluation
        mover = self._who(to_move)
        self.to_move_label.setText(fill(self.tr("%1 (needs %n more card(s); the other player %2)", "", len(pos.mover) - cond.c0),
                 mover, str(len(pos.opponent) - cond.c1)))
        winner_seat = to_move if ev.winner is Player.MOVER else 1 - to_move
        self.winner_label.setText(self.tr("{0} (with best play)").format(self._who(winner_seat)))
        self.numbers_label.setText(
            self.tr("μ0 = {0}, μ1 = {1}, δ = {2}").format(ev.mu0, ev.mu1, ev.delta))
        if ev.delta != 1:
            note = self.tr("every move is optimal") if ev.delta > 1 else self.tr(
                "the mover loses whatever it plays")
        else:
            note = self.tr("only these keep the win")
        best = report.optimal
        plays = self._strengths(best.plays) or self.tr("none")
        self.optimal_label.setText(self.tr("{0} — {1}").format(plays, note))
        self.pass_label.setText(self.tr("optimal") if best.pass_optimal else self.tr("loses the win"))
        self.gamma_label.setText("−∞" if best.gamma is None else str(best.gamma))
        self.interval_label.setText(self._interval_text(report))
        least = report.least
        picks = self._strengths(least.plays)
        if least.pass_included:
            picks = fill(self.tr("%1, pass"), picks) if picks else self.tr("pass")
        self.least_label.setText(fill(self.tr("%1 (δ′ = %2, δ = %3)"), picks, str(least.delta_after), str(least.delta)))
        self.every_label.setText(self._every_text(report))
        self.moves_model.set_report(report)
        row = self.moves_model.row_of(report.strategy_move)
        if row is not None:  # the strategy's pick, selected and in view
            self.moves_view.selectRow(row)
            self.moves_view.scrollTo(self.moves_model.index(row, 0), QAbstractItemView.ScrollHint.PositionAtCenter)

    def _interval_text(self, report: PositionReport) -> str:
        best, delta = report.optimal, report.evaluation.delta
        if delta != 1:
            return self.tr("δ ≠ 1: every move is optimal (line 2)")
        if best.low is None:
            return self.tr("no card play is optimal")
        none = self.tr("none")
        weak = none if best.weak is None else fill(self.tr("%1–%2"), str(best.weak[0]), str(best.weak[1]))
        strong = none if best.strong is None else fill(self.tr("%1–%2"), str(best.strong[0]), str(best.strong[1]))
        return fill(self.tr("[%1, %2]; weakest c0+1 cards (lines 3–4): %3; the rest (lines 5–6): %4"), str(best.low), str(best.high), weak, strong)

    def _every_text(self, report: PositionReport) -> str:
        def move(m: int) -> str:
            return self.tr("pass") if m == PASS else str(m)

        def every(common: CommonOptimal | None) -> str:
            if common is None:
                return ""
            names = [move(m) for m in common.plays[:MAX_LISTED]] + ([self.tr("pass")] if common.pass_optimal else [])
            return fill(self.tr(" (all such: %1)"), ", ".join(names))

        return fill(self.tr("optimal whatever the other's target: %1%2; whatever the mover's own: %3%4"), move(report.for_every_c1), every(report.common_c1), move(report.for_every_c0), every(report.common_c0))

    def _strengths(self, plays: tuple[int, ...]) -> str:
        """Strengths as a list, or as their count and the weakest and strongest of them
        when there are many (the interval holds no other card: every one in it is one)."""
        if len(plays) <= MAX_LISTED:
            return ", ".join(map(str, plays))
        return fill(self.tr("%1 strengths from %2 to %3"), str(len(plays)), str(plays[0]), str(plays[-1]))

    def _fill_hand(self, hand, optimal, enabled: bool, legal: set[int] | None = None) -> None:
        legal = legal or set()
        for value in hand:
            button = QPushButton(str(value), self)
            button.setMinimumWidth(36)
            button.setEnabled(enabled and value in legal)
            if value in optimal:
                button.setStyleSheet(_OPTIMAL_STYLE)
                button.setToolTip(self.tr("optimal play"))
            button.clicked.connect(lambda _=False, v=value: self._user_move(v))
            self.hand_row.insertWidget(self.hand_row.count() - 1, button)
            self._hand_buttons.append(button)

    def _fill_table(self, pos: Position, cond: WinCondition, to_move: int) -> None:
        table = winner_table(pos)
        rows = table.rows()
        self.table.clear()
        self.table.setRowCount(table.mover_cards)
        self.table.setColumnCount(table.opponent_cards)
        self.table.setVerticalHeaderLabels([self.tr("c0={0}").format(c) for c in range(table.mover_cards)])
        self.table.setHorizontalHeaderLabels(
            [self.tr("c1={0}").format(c) for c in range(table.opponent_cards)])
        mover, other = self._who(to_move), self._who(1 - to_move)
        for c0, row in enumerate(rows):
            for c1, who in enumerate(row):
                text = mover if who is Player.MOVER else other
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                colour = _MOVER_COLOUR if (who is Player.MOVER) == (to_move == YOU) else _OPPONENT_COLOUR
                item.setBackground(QBrush(colour))
                if (c0, c1) == (cond.c0, cond.c1):
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                    item.setText(self.tr("[{0}]").format(text))
                self.table.setItem(c0, c1, item)
        self.table.resizeColumnsToContents()
        self.table.resizeRowsToContents()
        self.table_note.setText(self.tr(
            "Rows: cards the player to move ({0}) wins at; columns: the other player's. "
            "Brackets mark the current condition.").format(mover))

    def _fill_history(self, game: Playthrough) -> None:
        self.history.clear()
        for i, step in enumerate(game.steps[:-1]):
            if step.move is None:
                continue
            if step.to_move == YOU:
                text = self.tr("You pass") if step.move == PASS else self.tr("You play {0}")
            else:
                text = self.tr("Solver passes") if step.move == PASS else self.tr("Solver plays {0}")
            self.history.addItem(self.tr("{0}. {1}").format(i + 1, text.format(step.move)))
        if 0 < game.cursor <= self.history.count():
            self.history.setCurrentRow(game.cursor - 1)
