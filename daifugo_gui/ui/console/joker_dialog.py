"""The joker's value: the judge must choose it, nothing is chosen in advance."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from daifugo_gui.ui.console.card_line import GameKeysLineEdit

VALUES = [str(v) for v in range(14)]
INFINITY_WORDS = ("∞", "X", "x", "inf")


class JokerDialog(QDialog):
    """A value 0–13 (or ∞ for a joker alone), typed or clicked; OK only once one is given.

    An earlier list came up with 0 selected, so Enter declared 0 — even for a joker that
    leads a play, where 0 cannot stand. Here Enter with nothing typed does nothing.
    """

    def __init__(self, parent: QWidget | None, alone: bool) -> None:
        super().__init__(parent)
        self.alone = alone
        self.setWindowTitle(self.tr("Joker"))
        question = QLabel(self.tr("Which value does the joker take? Type it (0–13) or click it."), self)
        question.setWordWrap(True)
        self.edit = GameKeysLineEdit(self)
        self.edit.setPlaceholderText(self.tr("∞ or 0–13") if alone else self.tr("0–13"))
        grid = QGridLayout()
        choices = (["∞"] if alone else []) + VALUES
        for i, value in enumerate(choices):
            button = QPushButton(value, self)
            button.setAutoDefault(False)
            button.setDefault(False)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, v=value: self._choose(v))
            grid.addWidget(button, i // 7, i % 7)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setAutoDefault(False)
        self.ok.setDefault(False)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.edit.textChanged.connect(lambda _text: self.ok.setEnabled(self.value() is not None))
        self.edit.returnPressed.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(question)
        layout.addWidget(self.edit)
        layout.addLayout(grid)
        layout.addWidget(self.buttons)
        self.ok.setEnabled(False)
        self.edit.setFocus()

    def value(self) -> str | None:
        """"X" (∞), "X=7", or None while nothing valid is given."""
        text = self.edit.text().strip()
        if self.alone and text in INFINITY_WORDS:
            return "X"
        if text in VALUES:
            return f"X={int(text)}"
        return None

    def _choose(self, value: str) -> None:
        self.edit.setText(value)
        self.accept()

    def accept(self) -> None:
        if self.value() is None:
            self.edit.setFocus()
            return  # nothing chosen yet: the judge must choose
        super().accept()


def ask_joker_value(parent: QWidget, alone: bool) -> str | None:
    """Ask the judge a joker's value: "X=7", "X" (∞, alone) or None (cancelled)."""
    dialog = JokerDialog(parent, alone)
    return dialog.value() if dialog.exec() else None
