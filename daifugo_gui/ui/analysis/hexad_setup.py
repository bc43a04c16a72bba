"""Setting up a hexad-game position, and the list of the moves played.

The squares field always shows the position on the board. Typing in it, or pressing
"Set up on the board" and clicking squares, starts setting up: every change is read by
:func:`~daifugo_gui.analysis.hexad.parse_position`, whose refusal (a reason) is shown at
once in the console's language, and "Play from here" (or Enter) starts a game from the
position with the chosen side to move.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from daifugo_gui.analysis.hexad import SQUARES, PositionError, Side, parse_position
from daifugo_gui.analysis.maya import Move, Position
from daifugo_gui.ui.widgets.reason_text import render_error
from daifugo_gui.app.translation import fill

ERROR_STYLE = "color: #b00020;"


def squares_text(position: Position) -> str:
    return " ".join(str(s) for s in sorted(position))


def draft_squares(text: str) -> Position:
    """The squares 0..11 that ``text`` names, ignoring anything else: what the board can
    show of a half-typed position (the message says what is wrong with the rest)."""
    found = set()
    for token in text.replace(",", " ").split():
        if token.isdigit() and int(token) < SQUARES:
            found.add(int(token))
    return frozenset(found)


class PositionEntry(QWidget):
    """The squares field, the set-up switch, who moves first, and Play from here."""

    start_requested = Signal(object, object)  # Position, Side
    editing_changed = Signal(bool)
    draft_changed = Signal(object)  # Position: the squares being set up

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.squares_edit = QLineEdit(self)
        self.squares_edit.setPlaceholderText(self.tr("Six squares 0-11, e.g. 0 1 2 3 4 11"))
        self.squares_edit.textEdited.connect(self._typed)
        self.squares_edit.returnPressed.connect(self.try_start)
        self.edit_button = QPushButton(self.tr("&Set up on the board"), self)
        self.edit_button.setCheckable(True)
        self.edit_button.setToolTip(self.tr("Click squares to put coins on them or take them away"))
        self.edit_button.toggled.connect(self._editing_toggled)
        self.first_box = QComboBox(self)
        self.first_box.addItem(self.tr("You move first"), Side.HUMAN)
        self.first_box.addItem(self.tr("The computer moves first"), Side.COMPUTER)
        self.play_button = QPushButton(self.tr("&Play from here"), self)
        self.play_button.clicked.connect(self.try_start)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.hide()  # shown while setting up; no empty gap under the field in play

        label = QLabel(self.tr("P&osition:"), self)
        label.setBuddy(self.squares_edit)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(label)
        row.addWidget(self.squares_edit, 1)
        row.addWidget(self.edit_button)
        start_row = QHBoxLayout()
        start_row.setContentsMargins(0, 0, 0, 0)
        start_row.addStretch(1)
        start_row.addWidget(self.first_box)
        start_row.addWidget(self.play_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.message)
        layout.addLayout(start_row)

    @property
    def editing(self) -> bool:
        return self.edit_button.isChecked()

    def draft(self) -> Position:
        return draft_squares(self.squares_edit.text())

    def show_position(self, position: Position) -> None:
        """Outside setting up the field mirrors the game's position."""
        if not self.editing:
            self.squares_edit.setText(squares_text(position))

    def set_editing(self, on: bool) -> None:
        self.edit_button.setChecked(on)  # toggled() does the rest

    def toggle_square(self, square: int) -> None:
        """A click on the board while setting up: a coin appears or goes."""
        self.squares_edit.setText(squares_text(self.draft() ^ {square}))
        self._changed()

    def try_start(self) -> None:
        try:
            position = parse_position(self.squares_edit.text())
        except PositionError as exc:
            self._show_error(exc)
            return
        self.start_requested.emit(position, self.first_box.currentData())
        self.set_editing(False)
        self._say("")

    def _typed(self, _text: str) -> None:
        if not self.editing:
            self.set_editing(True)  # typing is setting up; this also checks the text
        else:
            self._changed()

    def _editing_toggled(self, on: bool) -> None:
        self.editing_changed.emit(on)
        if on:
            self._changed()
        else:
            self._say("")

    def _changed(self) -> None:
        """Say at once whether the squares make a position."""
        self.draft_changed.emit(self.draft())
        try:
            position = parse_position(self.squares_edit.text())
        except PositionError as exc:
            self._show_error(exc)
            return
        self._say(fill(self.tr("A position (sum %1). Play from here, or press Enter, to start."), str(sum(position))))

    def _show_error(self, exc: PositionError) -> None:
        self._say(fill(self.tr("Not a position: %1"), render_error(exc)), error=True)

    def _say(self, text: str, error: bool = False) -> None:
        self.message.setStyleSheet(ERROR_STYLE if error else "")
        self.message.setText(text)
        self.message.setVisible(bool(text))


class MoveList(QTableWidget):
    """The moves of the game so far: number, who played it, from which square to which."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 3, parent)
        self.setHorizontalHeaderLabels([self.tr("No."), self.tr("Player"), self.tr("Move")])
        self.verticalHeader().setVisible(False)
        self.horizontalHeader().setStretchLastSection(True)
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)

    def show_history(self, history: list[tuple[Side, Move]]) -> None:
        self.setRowCount(len(history))
        for row, (side, move) in enumerate(history):
            who = self.tr("You") if side is Side.HUMAN else self.tr("Computer")
            cells = (str(row + 1), who, fill(self.tr("%1 → %2"), str(move.source), str(move.target)))
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column == 0:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.setItem(row, column, item)
        self.resizeColumnToContents(0)
        self.resizeColumnToContents(1)
        if history:
            self.scrollToBottom()
