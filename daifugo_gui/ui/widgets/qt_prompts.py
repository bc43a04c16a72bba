"""The Qt dialogs behind ``app.prompts.Prompts`` (#25): the only place the console and the
Tournament tab open a message box, an input dialog or a file dialog."""

from __future__ import annotations

import logging
import weakref
from collections.abc import Sequence

from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox, QWidget

from daifugo_gui.app import shown_log
from daifugo_gui.app.prompts import Choice, Tone

_ICONS = {
    Tone.INFORMATION: QMessageBox.Icon.Information,
    Tone.WARNING: QMessageBox.Icon.Warning,
    Tone.CRITICAL: QMessageBox.Icon.Critical,
}


class QtPrompts:
    """Dialogs parented to ``parent`` so they stay over the window that asked."""

    def __init__(self, parent: QWidget) -> None:
        # Held weakly: the window keeps its prompts (through its session), and a strong
        # reference back made a cycle only the garbage collector could free (issue 42).
        self._parent = weakref.ref(parent)

    @property
    def parent(self) -> QWidget | None:
        return self._parent()

    def over(self, parent: QWidget) -> QtPrompts:
        """The same dialogs over another window (one the console opened, in front of it)."""
        return QtPrompts(parent)

    def _table(self) -> str | None:
        # The window's live game knows its tournament table (the console and the tab share it).
        window = self.parent.window() if self.parent is not None else None
        ref = getattr(getattr(window, "live", None), "table_ref", None)
        return str(ref) if ref is not None else None

    def _log(self, kind: str, title: str, text: str, answer: str | None = None, tone: Tone | None = None) -> None:
        """Every message shown and every answer given goes to the log too (issue 40)."""
        level = logging.WARNING if tone in (Tone.WARNING, Tone.CRITICAL) else logging.INFO
        shown_log.record(f"{kind} '{shown_log.english_of(title)}'", text, table=self._table(), answer=answer,
                         level=level)

    def confirm(self, title: str, question: str, *, default_yes: bool = False) -> bool:
        yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
        answer = QMessageBox.question(self.parent, title, question, yes | no, yes if default_yes else no)
        self._log("asked", title, question, "yes" if answer == yes else "no")
        return answer == yes

    def inform(self, title: str, text: str, tone: Tone = Tone.INFORMATION) -> None:
        self._log("told", title, text, tone=tone)
        box = QMessageBox(_ICONS[tone], title, text, QMessageBox.StandardButton.Ok, self.parent)
        box.exec()

    def choose(self, title: str, text: str, choices: Sequence[Choice], *, detail: str = "",
               tone: Tone = Tone.WARNING) -> str | None:
        box = QMessageBox(_ICONS[tone], title, text, QMessageBox.StandardButton.NoButton, self.parent)
        if detail:
            box.setInformativeText(detail)
        buttons = {}
        for choice in choices:
            role = QMessageBox.ButtonRole.RejectRole if choice.cancels else QMessageBox.ButtonRole.AcceptRole
            button = box.addButton(choice.label, role)
            buttons[id(button)] = choice
            if choice.cancels:
                box.setEscapeButton(button)
        box.exec()
        clicked = box.clickedButton()
        picked = buttons.get(id(clicked)) if clicked is not None else None
        answer = None if picked is None or picked.cancels else picked.key
        self._log("asked", title, f"{text} {detail}".strip(), picked.label if picked is not None else "closed", tone)
        return answer

    def ask_text(self, title: str, label: str, text: str = "") -> str | None:
        value, ok = QInputDialog.getText(self.parent, title, label, text=text)
        self._log("asked", title, label, value if ok else "cancelled")
        return value if ok else None

    def choose_item(self, title: str, label: str, items: Sequence[str], current: int = 0) -> str | None:
        value, ok = QInputDialog.getItem(self.parent, title, label, list(items), current, False)
        self._log("asked", title, label, value if ok else "cancelled")
        return value if ok else None

    def open_file(self, title: str, file_filter: str, directory: str = "") -> str | None:
        path, _ = QFileDialog.getOpenFileName(self.parent, title, directory, file_filter)
        return path or None

    def save_file(self, title: str, file_filter: str, proposed: str = "") -> str | None:
        path, _ = QFileDialog.getSaveFileName(self.parent, title, proposed, file_filter)
        return path or None
