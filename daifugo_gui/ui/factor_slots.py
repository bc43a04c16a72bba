"""The factor field as slots: one row per factor, a base slot and an exponent slot.

The slots and the factor field's text line are two views of the same text (the contract's
``2 ^ 3 * 7``): editing either updates the other. A tower goes into the exponent slot as
``3 ^ 2``. Palette clicks land in the slot the judge was last in.
"""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QGridLayout, QLabel, QLineEdit, QPushButton, QWidget


def split_factor_text(text: str) -> list[tuple[str, str]]:
    """``"2 ^ 3 * 7"`` → ``[("2", "3"), ("7", "")]``; tolerant of half-typed text."""
    groups = []
    for group in text.split("*"):
        base, _, exponent = group.partition("^")
        groups.append((" ".join(base.split()), " ".join(exponent.split())))
    return groups or [("", "")]


def join_factor_text(groups: Sequence[tuple[str, str]]) -> str:
    """The inverse of :func:`split_factor_text`; empty rows are left out."""
    parts = []
    for base, exponent in groups:
        if not base and not exponent:
            continue
        parts.append(f"{base} ^ {exponent}" if exponent else base)
    return " * ".join(parts)


class FactorSlots(QWidget):
    """Rows of base and exponent slots kept in step with a factor-field line edit."""

    slotFocused = Signal(object)  # the slot's QLineEdit: palette clicks go there
    returnPressed = Signal()  # Enter in any slot: judge the play

    def __init__(self, line: QLineEdit, make_edit: Callable[[QWidget], QLineEdit], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.line = line
        self._make_edit = make_edit
        self.rows: list[tuple[QLineEdit, QLineEdit, QPushButton]] = []
        self._syncing = False
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setHorizontalSpacing(4)
        self.add_button = QPushButton(self.tr("+ factor"), self)
        self.add_button.setShortcut(QKeySequence("Ctrl+Shift+F"))
        self.add_button.setToolTip(self.tr("Add a factor (base and exponent)") + "  [Ctrl+Shift+F]")
        self.add_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.add_button.clicked.connect(self.add_factor)
        line.textChanged.connect(self._from_line)
        self._rebuild([("", "")])

    # -- the two views ------------------------------------------------------------------------
    def groups(self) -> list[tuple[str, str]]:
        return [(b.text().strip(), e.text().strip()) for b, e, _ in self.rows]

    def _from_slots(self) -> None:
        if self._syncing:
            return
        self._syncing = True
        try:
            self.line.setText(join_factor_text(self.groups()))
        finally:
            self._syncing = False

    def _from_line(self, text: str) -> None:
        if self._syncing:
            return
        groups = split_factor_text(text)
        if join_factor_text(groups) == join_factor_text(self.groups()) and len(groups) == len(self.rows):
            return
        self._syncing = True
        try:
            self._rebuild(groups)
        finally:
            self._syncing = False

    # -- rows -----------------------------------------------------------------------------------
    def add_factor(self) -> QLineEdit:
        """A new empty row; the judge continues in its base slot."""
        groups = self.groups() + [("", "")]
        self._syncing = True
        try:
            self._rebuild(groups)
        finally:
            self._syncing = False
        base = self.rows[-1][0]
        base.setFocus()
        return base

    def remove_factor(self, index: int) -> None:
        groups = self.groups()
        del groups[index]
        self._syncing = True
        try:
            self._rebuild(groups or [("", "")])
        finally:
            self._syncing = False
        self._from_slots()

    def set_vocabulary(self, words: Sequence[str]) -> None:
        self._words = list(words)
        for base, exponent, _ in self.rows:
            for edit in (base, exponent):
                if hasattr(edit, "set_vocabulary"):
                    edit.set_vocabulary(self._words)

    def _rebuild(self, groups: Sequence[tuple[str, str]]) -> None:
        for base, exponent, remove in self.rows:
            for widget in (base, exponent, remove):
                widget.hide()
                widget.deleteLater()
        while self._grid.count():
            item = self._grid.takeAt(0)
            if item.widget() is not None and item.widget() is not self.add_button:
                item.widget().deleteLater()
        self.rows = []
        for index, (base_text, exponent_text) in enumerate(groups):
            base = self._slot(self.tr("base"), base_text)
            exponent = self._slot(self.tr("exponent (empty: 1)"), exponent_text)
            remove = QPushButton("✕", self)
            remove.setToolTip(self.tr("Remove this factor"))
            remove.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # Tab reaches it; Space removes
            remove.setFixedWidth(32)
            remove.clicked.connect(lambda _=False, i=index: self.remove_factor(i))
            if index:
                self._grid.addWidget(QLabel("×", self), index, 0)
            self._grid.addWidget(base, index, 1)
            self._grid.addWidget(QLabel("^", self), index, 2)
            self._grid.addWidget(exponent, index, 3)
            self._grid.addWidget(remove, index, 4)
            self.rows.append((base, exponent, remove))
        self._grid.addWidget(self.add_button, len(groups), 1)
        self._grid.setColumnStretch(1, 3)
        self._grid.setColumnStretch(3, 2)
        # Tab walks base → exponent → next base: the order a judge reads a factor field.
        edits = [edit for base, exponent, _ in self.rows for edit in (base, exponent)]
        for first, second in zip(edits, edits[1:]):
            QWidget.setTabOrder(first, second)

    def _slot(self, placeholder: str, text: str) -> QLineEdit:
        edit = self._make_edit(self)
        edit.setPlaceholderText(placeholder)
        edit.setText(text)
        if hasattr(edit, "set_vocabulary") and getattr(self, "_words", None):
            edit.set_vocabulary(self._words)
        edit.textChanged.connect(self._from_slots)
        focused = getattr(edit, "focused", None)
        if focused is not None:
            focused.connect(lambda e=edit: self.slotFocused.emit(e))
        edit.returnPressed.connect(self.returnPressed)
        return edit
