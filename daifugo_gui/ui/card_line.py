"""A line of card text with completion of the card being typed (play, factor slots, discards)."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QStringListModel, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QCompleter, QLineEdit, QWidget

from daifugo_gui.app.entry_preview import last_token, replace_last_token

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
    """A line of card text with completion of the card being typed."""

    focused = Signal()

    def __init__(self, parent: QWidget | None = None, grow: int = 6) -> None:
        super().__init__(parent)
        self._model = QStringListModel(RANKS + ["X"] + JOKER_VALUES, self)
        self._completer = QCompleter(self._model, self)
        self._completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        # "7" offers S7, H7, D7, C7 and X=7: the judge types what they see first.
        self._completer.setFilterMode(Qt.MatchFlag.MatchContains)
        self._completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self._completer.setWidget(self)
        self._completer.activated.connect(self._complete)
        self.textEdited.connect(self._suggest)
        font = QFont(self.font())
        font.setPointSize(font.pointSize() + grow)
        self.setFont(font)

    def completer_popup_visible(self) -> bool:
        return self._completer.popup().isVisible()

    def focusInEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().focusInEvent(event)
        self.focused.emit()

    def set_vocabulary(self, words: Sequence[str]) -> None:
        self._model.setStringList(list(dict.fromkeys(words)))

    def insert_token(self, token: str) -> None:
        insert_card(self, token)

    def backspace_token(self) -> None:
        words = self.text().split()
        self.setText(" ".join(words[:-1]) + (" " if len(words) > 1 else ""))

    def _suggest(self, text: str) -> None:
        prefix = last_token(text)
        if not prefix or prefix in ("*", "^"):
            self._completer.popup().hide()
            return
        self._completer.setCompletionPrefix(prefix)
        if self._completer.completionCount() > 0 and self._completer.currentCompletion().upper() != prefix.upper():
            self._completer.complete()
        else:
            self._completer.popup().hide()

    def _complete(self, word: str) -> None:
        self.setText(replace_last_token(self.text(), word))
