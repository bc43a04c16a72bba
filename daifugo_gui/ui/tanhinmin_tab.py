"""The Tanhinmin analysis tab: solve a position, see every condition, play the solver.

All game logic lives in :mod:`daifugo_gui.analysis.tanhinmin`; this widget only reads
the inputs, asks the solver and shows the answers.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from daifugo_gui.analysis.tanhinmin import (
    PASS,
    Player,
    Playthrough,
    Position,
    Strategy,
    TanhinminError,
    WinCondition,
    evaluate,
    optimal_moves,
    parse_strengths,
    strategy_move,
    winner_table,
)
from daifugo_gui.ui.reason_text import render_error

_OPTIMAL_STYLE = "QPushButton { background: #b9f6ca; font-weight: bold; }"
_PLAIN_STYLE = ""
_MOVER_COLOUR = QColor("#c8e6c9")
_OPPONENT_COLOUR = QColor("#ffcdd2")
MAX_STRENGTH = 1_000_000_000
MAX_TAB_CARDS = 60  # one button per card and a c0 x c1 table: larger hands go to the CLI
YOU, SOLVER = 0, 1


class TanhinminTab(QWidget):
    """Enter two hands and a field, pick (c0, c1), read the analysis, play the solver.

    You play the seat that moves first in the entered position; the solver plays the
    other seat with the chosen strategy (Algorithms 2-7 of the paper).
    """

    analysed = Signal()  # emitted after every refresh (tests wait on it)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._game: Playthrough | None = None
        self._hand_buttons: list[QPushButton] = []
        self._build()
        self.mover_edit.setText("1 3 5")
        self.opponent_edit.setText("2 4")
        self.field_spin.setValue(1)
        self._reset_game()

    # --- layout -----------------------------------------------------------------

    def _build(self) -> None:
        outer = QVBoxLayout(self)

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
        self.error_label = QLabel(inputs)
        self.error_label.setStyleSheet("color: #b00020;")
        form.addWidget(self.error_label, 2, 0, 1, 2)
        outer.addWidget(inputs)

        middle = QHBoxLayout()
        analysis = QGroupBox(self.tr("Analysis of the current position"), self)
        info = QFormLayout(analysis)
        self.to_move_label = QLabel(analysis)
        self.winner_label = QLabel(analysis)
        self.winner_label.setStyleSheet("font-weight: bold;")
        self.numbers_label = QLabel(analysis)
        self.optimal_label = QLabel(analysis)
        self.optimal_label.setWordWrap(True)
        self.pass_label = QLabel(analysis)
        info.addRow(self.tr("To move:"), self.to_move_label)
        info.addRow(self.tr("Winner:"), self.winner_label)
        info.addRow(self.tr("Matchings:"), self.numbers_label)
        info.addRow(self.tr("Optimal plays:"), self.optimal_label)
        info.addRow(self.tr("Passing:"), self.pass_label)
        middle.addWidget(analysis, 1)

        table_box = QGroupBox(self.tr("Winner under every condition"), self)
        table_layout = QVBoxLayout(table_box)
        self.table = QTableWidget(table_box)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.cellClicked.connect(self._on_table_clicked)
        self.table_note = QLabel(table_box)
        self.table_note.setWordWrap(True)
        table_layout.addWidget(self.table)
        table_layout.addWidget(self.table_note)
        middle.addWidget(table_box, 1)
        outer.addLayout(middle, 1)

        play = QGroupBox(self.tr("Play against the solver"), self)
        play_layout = QVBoxLayout(play)
        controls = QHBoxLayout()
        controls.addWidget(QLabel(self.tr("Solver's strategy:"), play))
        self.strategy_combo = QComboBox(play)
        for strategy in Strategy:
            self.strategy_combo.addItem(self._strategy_name(strategy), strategy)
        controls.addWidget(self.strategy_combo, 1)
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
        self.history.setMaximumHeight(90)
        play_layout.addWidget(self.history)
        outer.addWidget(play)

        self.mover_edit.textChanged.connect(self._reset_game)
        self.opponent_edit.textChanged.connect(self._reset_game)
        self.field_spin.valueChanged.connect(self._reset_game)
        self.c0_spin.valueChanged.connect(self._reset_game)
        self.c1_spin.valueChanged.connect(self._reset_game)
        self.strategy_combo.currentIndexChanged.connect(self._refresh)
        self.restart_button.clicked.connect(self._reset_game)
        self.back_button.clicked.connect(self._back)
        self.forward_button.clicked.connect(self._forward)
        self.solver_button.clicked.connect(self._solver_move)
        self.pass_button.clicked.connect(lambda: self._user_move(PASS))

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
        for edit, hand in ((self.mover_edit, mover), (self.opponent_edit, opponent)):
            edit.blockSignals(True)
            edit.setText(" ".join(str(v) for v in sorted(hand)))
            edit.blockSignals(False)
        self.field_spin.blockSignals(True)
        self.field_spin.setValue(field or 0)
        self.field_spin.blockSignals(False)
        self._reset_game()

    # --- state --------------------------------------------------------------------

    def _entered(self) -> tuple[Position, WinCondition] | None:
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
        if max(len(mover), len(opponent)) > MAX_TAB_CARDS:
            self.error_label.setText(self.tr(
                "At most {0} cards per hand here; use “daifugo tanhinmin” for larger hands."
            ).format(MAX_TAB_CARDS))
            return None
        for spin, size in ((self.c0_spin, len(mover)), (self.c1_spin, len(opponent))):
            spin.blockSignals(True)
            spin.setRange(0, size - 1)
            spin.blockSignals(False)
        self.error_label.setText("")
        position = Position.of(mover, opponent, self.field_spin.value())
        return position, WinCondition(self.c0_spin.value(), self.c1_spin.value())

    def _reset_game(self) -> None:
        entered = self._entered()
        self._game = None if entered is None else Playthrough.start(*entered)
        self._refresh()

    def _strategy(self) -> Strategy:
        return self.strategy_combo.currentData()

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
        game.play(strategy_move(step.position, step.cond, self._strategy()))
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

    # --- display --------------------------------------------------------------------

    def _who(self, seat: int) -> str:
        return self.tr("You") if seat == YOU else self.tr("Solver")

    def _refresh(self) -> None:
        game = self._game
        for button in self._hand_buttons:
            self.hand_row.removeWidget(button)
            button.hide()  # deleteLater waits for the event loop; do not show it meanwhile
            button.deleteLater()
        self._hand_buttons = []
        if game is None:
            for label in (self.to_move_label, self.winner_label, self.numbers_label,
                          self.optimal_label, self.pass_label, self.board_field_label,
                          self.solver_hand_label, self.status_label, self.table_note):
                label.setText("")
            self.table.clear()
            self.table.setRowCount(0)
            self.table.setColumnCount(0)
            self.history.clear()
            for button in (self.back_button, self.forward_button, self.solver_button,
                           self.pass_button, self.restart_button):
                button.setEnabled(False)
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
            self.status_label.setText(self.tr("{0} reached the target: game over.").format(
                self._who(step.winner_seat)))
            for label in (self.to_move_label, self.numbers_label,
                          self.optimal_label, self.pass_label, self.table_note):
                label.setText("")
            self.table.clear()
            self.table.setRowCount(0)
            self.table.setColumnCount(0)
            self.winner_label.setText(self.tr("{0} won").format(self._who(step.winner_seat)))
            self._fill_hand(you_hand, (), False)
            self.pass_button.setEnabled(False)
            self.pass_button.setStyleSheet(_PLAIN_STYLE)
            self.solver_button.setEnabled(False)
            self.analysed.emit()
            return

        ev = evaluate(pos, cond)
        best = optimal_moves(pos, cond)
        mover = self._who(step.to_move)
        self.to_move_label.setText(self.tr("{0} (needs {1} more card(s); the other player {2})").format(
            mover, len(pos.mover) - cond.c0, len(pos.opponent) - cond.c1))
        winner_seat = step.to_move if ev.winner is Player.MOVER else 1 - step.to_move
        self.winner_label.setText(self.tr("{0} (with best play)").format(self._who(winner_seat)))
        self.numbers_label.setText(
            self.tr("μ0 = {0}, μ1 = {1}, δ = {2}").format(ev.mu0, ev.mu1, ev.delta))
        if ev.delta != 1:
            note = self.tr("every move is optimal") if ev.delta > 1 else self.tr(
                "the mover loses whatever it plays")
        else:
            note = self.tr("only these keep the win")
        plays = ", ".join(map(str, best.plays)) or self.tr("none")
        self.optimal_label.setText(self.tr("{0} — {1}").format(plays, note))
        self.pass_label.setText(self.tr("optimal") if best.pass_optimal else self.tr("loses the win"))
        self._fill_table(pos, cond, step.to_move)

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
