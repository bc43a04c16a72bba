"""Player pickers that find a player by name or reading, in any kana.

A picker is an editable combo box: typing filters the players to those whose name or
reading contains what was typed, with kana folded the way the seating list orders them
(``さとう``, ``サトウ`` and ``ｻﾄｳ`` all find 佐藤 whose reading is さとう). Only a
player of the list counts as picked: :func:`picked_player` says None for text that
names nobody, so a half-typed name never acts on whoever was selected before.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QComboBox, QCompleter

from daifugo_gui.tournament.reading_order import fold_kana

SEARCH_ROLE = int(Qt.ItemDataRole.UserRole) + 7
"""The item role holding a player's search text (folded name and reading)."""


def search_key(name: str, reading: str) -> str:
    """What typing is matched against: the folded name and reading, one per line (a match
    never spans the two)."""
    return f"{fold_kana(name)}\n{fold_kana(reading)}"


class KanaCompleter(QCompleter):
    """Matches the typed text, folded like the search keys, anywhere in them; shows and
    inserts the item's own text."""

    def splitPath(self, path: str) -> list[str]:  # noqa: N802 (Qt API)
        return [fold_kana(path)]

    def pathFromIndex(self, index: QModelIndex | QPersistentModelIndex) -> str:  # noqa: N802 (Qt API)
        return str(index.data(Qt.ItemDataRole.DisplayRole) or "")


def searchable(combo: QComboBox, placeholder: str = "") -> KanaCompleter:
    """Make ``combo`` a picker searched by name or reading (items carry SEARCH_ROLE)."""
    combo.setEditable(True)
    combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
    completer = KanaCompleter(combo.model(), combo)
    completer.setCompletionRole(SEARCH_ROLE)
    completer.setFilterMode(Qt.MatchFlag.MatchContains)
    completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
    combo.setCompleter(completer)
    line = combo.lineEdit()
    if placeholder and line is not None:
        line.setPlaceholderText(placeholder)
    return completer


def picked_player(combo: QComboBox) -> str | None:
    """The player the picker names: an item's text typed or chosen whole (its data, the
    player's name, when it has one), else None."""
    text = combo.currentText().strip()
    if not text:
        return None
    index = combo.findText(text, Qt.MatchFlag.MatchExactly)
    if index < 0:
        index = combo.findData(text)
    if index < 0:
        return None
    data: Any = combo.itemData(index)
    return str(data) if data else combo.itemText(index)


class KeptText(QObject):
    """Keeps what the judge typed in a picker while its items are refilled (another
    console's write must not wipe a half-typed search)."""

    def __init__(self, combo: QComboBox) -> None:
        super().__init__(combo)
        self.combo = combo

    def __enter__(self) -> KeptText:
        self.text = self.combo.currentText()
        picked = self.combo.findText(self.text, Qt.MatchFlag.MatchExactly) if self.text else -1
        # The player the text picks, not only the text: their label may change with the
        # refill (withdrawn, reinstated, renamed elsewhere) while they stay picked.
        self.player: Any = self.combo.itemData(picked) if picked >= 0 else None
        edit = self.combo.lineEdit()
        self.cursor = edit.cursorPosition() if edit is not None else 0
        self.focused = edit is not None and edit.hasFocus()
        return self

    def __exit__(self, *_: object) -> None:
        index = self.combo.findText(self.text, Qt.MatchFlag.MatchExactly)
        if index < 0 and self.player:
            index = self.combo.findData(self.player)
            if index >= 0:
                self.text = self.combo.itemText(index)
        if index >= 0:
            self.combo.setCurrentIndex(index)
        elif self.combo.isEditable():
            self.combo.setEditText(self.text)
        edit = self.combo.lineEdit()
        if edit is not None and self.focused:
            edit.setCursorPosition(min(self.cursor, len(self.text)))
        self.deleteLater()
