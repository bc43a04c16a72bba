"""A line of card text with completion of the card being typed (play, factor slots, discards)."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFocusEvent, QFont, QKeyEvent, QKeySequence
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


GAME_KEYS = (QKeySequence.StandardKey.Undo, QKeySequence.StandardKey.Redo)


def is_game_key(event: QKeyEvent) -> bool:
    """Ctrl+Z, Ctrl+Y, Ctrl+Shift+Z: the game's undo and redo, wherever the focus is."""
    if any(event.matches(key) for key in GAME_KEYS):
        return True
    ctrl = event.modifiers() & Qt.KeyboardModifier.ControlModifier
    return bool(ctrl) and event.key() in (Qt.Key.Key_Z, Qt.Key.Key_Y)


class GameKeysLineEdit(QLineEdit):
    """A line edit of the console: Ctrl+Z / Ctrl+Y are the game's, never the field's own.

    A plain QLineEdit claims Ctrl+Z for its own undo, so after a pass the previous
    player's text came back (selected) under the next player's turn. Here the keys go on
    to the console's shortcuts, and emptying the field leaves no undo history behind.
    Enter is answered here (``returnPressed``) and does not travel on to the console.
    """

    def event(self, event: QEvent) -> bool:  # noqa: D401 - Qt's name
        if event.type() == QEvent.Type.ShortcutOverride and is_game_key(event):  # type: ignore[arg-type]
            event.ignore()  # not ours: the console's Undo/Redo shortcut takes it
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        if is_game_key(event):
            event.ignore()
            return
        super().keyPressEvent(event)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            # QLineEdit emits returnPressed and then lets the key travel on to its parent,
            # which judged the same play a second time. The field has answered it: stop here.
            event.accept()

    def clear(self) -> None:
        # setText, not QLineEdit.clear: clear() is an undoable edit, setText drops the history
        self.setText("")

    def createStandardContextMenu(self):  # noqa: N802 (Qt's name)
        menu = super().createStandardContextMenu()
        for action in menu.actions():  # the field's own Undo / Redo: Ctrl+Z / Ctrl+Y are the game's
            if action.objectName() in ("edit-undo", "edit-redo"):
                action.setVisible(False)
        return menu


class CardLineEdit(GameKeysLineEdit):
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

    def set_vocabulary(self, words: Sequence[str]) -> None:
        self._words = list(dict.fromkeys(words))
        self._suggest(self.text())

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
