"""Keyboard tab switching for the main window (issue 35): Ctrl+PgUp / Ctrl+PgDn step
through the tabs, Ctrl+1 … Ctrl+9 go to a tab by its place. None of them can be card
text, so they work from the play field too."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QTabWidget, QWidget


def install_tab_keys(window: QWidget, tabs: QTabWidget) -> list[QShortcut]:
    """The shortcuts, alive as long as ``window``; returned for tests and tooltips."""

    def step(by: int) -> None:
        if tabs.count():
            tabs.setCurrentIndex((tabs.currentIndex() + by) % tabs.count())

    def go(index: int) -> None:
        if index < tabs.count():
            tabs.setCurrentIndex(index)

    made = []
    for sequence, slot in (("Ctrl+PgUp", lambda: step(-1)), ("Ctrl+PgDown", lambda: step(1))):
        made.append(_shortcut(window, sequence, slot))
    for number in range(1, 10):
        made.append(_shortcut(window, f"Ctrl+{number}", lambda index=number - 1: go(index)))
    return made


def _shortcut(window: QWidget, sequence: str, slot) -> QShortcut:  # noqa: ANN001
    shortcut = QShortcut(QKeySequence(sequence), window)
    shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
    shortcut.activated.connect(slot)
    return shortcut
