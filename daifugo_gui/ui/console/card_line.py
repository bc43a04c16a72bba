"""A line of card text with completion of the card being typed (play, factor slots, discards)."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFocusEvent, QFont, QKeyEvent
from PySide6.QtWidgets import QLineEdit, QWidget

from daifugo_gui.app.entry_preview import last_token

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
JOKER_VALUES = [f"X={v}" for v in range(14)]


def insert_card(edit: QLineEdit, token: str) -> None:
    """Append one card to a line of card text (palette clicks)."""
    text = edit.text()
    if text and not text.endswith(" "):
        text += " "
    edit.setText(text + token + " ")
    edit.setFocus()


class CardLineEdit(QLineEdit):
    """A line of card text that never changes what the judge typed.

    Earlier versions completed the card being typed in a popup; the popup took the keys
    (Enter, F3, ``^``) and replaced the typed token with its highlighted suggestion, so
    ``8 1`` became ``8 13``. Now suggestions are only *shown* (:attr:`suggestions`, for a
    label beside the field): text changes only by typing or by a palette click.
    """

    focused = Signal()
    suggestionsChanged = Signal(str)  # e.g. "7 → S7 H7 X=7", or "" when there is none

    def __init__(self, parent: QWidget | None = None, grow: int = 6) -> None:
        super().__init__(parent)
        self._words: list[str] = RANKS + ["X"] + JOKER_VALUES
        self.suggestions = ""
        self.textChanged.connect(self._suggest)
        font = QFont(self.font())
        font.setPointSize(font.pointSize() + grow)
        self.setFont(font)

    def completer_popup_visible(self) -> bool:
        return False  # no popup: nothing can take the keys from the field

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt's name)
        super().focusInEvent(event)
        self.focused.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        super().keyPressEvent(event)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            # QLineEdit emits returnPressed and then lets the key travel on to its parent,
            # which judged the same play a second time. The field has answered it: stop here.
            event.accept()

    def set_vocabulary(self, words: Sequence[str]) -> None:
        self._words = list(dict.fromkeys(words))
        self._suggest(self.text())

    def insert_token(self, token: str) -> None:
        insert_card(self, token)

    def backspace_token(self) -> None:
        words = self.text().split()
        self.setText(" ".join(words[:-1]) + (" " if len(words) > 1 else ""))

    def _suggest(self, text: str) -> None:
        prefix = last_token(text) if text and not text.endswith(" ") else ""
        found = []
        if prefix and prefix not in ("*", "^"):
            found = [w for w in self._words if prefix.upper() in w.upper() and w.upper() != prefix.upper()][:8]
        shown = f"{prefix} → {' '.join(found)}" if found else ""
        if shown != self.suggestions:
            self.suggestions = shown
            self.suggestionsChanged.emit(shown)
