"""Accessibility (issue 8): every button can be reached from the keyboard.

A button counts as reachable when it takes Tab focus, has a mnemonic (``&Pass``), shows
the key that does the same (``Pass  [P]``), or has a shortcut of its own. Buttons that
merely mirror typing (the card pad) are listed with the reason; known gaps are reported
as warnings until their owner closes them.
"""

from __future__ import annotations

import importlib
import inspect
import re
import warnings
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QWidget

MIRRORS_TYPING = {
    "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "X", "×  *", "^",
    "⌫ card", "Clear", "✕",
}  # the console's card pad: the same as typing in the field (F2) or factor slots (F3: ^, *, Backspace)
KNOWN_GAPS = {
    "Disqualify…": "the console's disqualify menu button takes no focus and has no shortcut",
}


def unreachable(root: QWidget) -> list[str]:
    found = []
    for button in root.findChildren(QAbstractButton):
        if not button.isVisibleTo(root) or button.objectName().startswith("qt_"):
            continue
        text = button.text()
        if (
            button.focusPolicy() & Qt.FocusPolicy.TabFocus
            or "&" in text.replace("&&", "")
            or re.search(r"\[[^\]]+\]", text)
            or not button.shortcut().isEmpty()
            or text in MIRRORS_TYPING
        ):
            continue
        if text in KNOWN_GAPS:
            warnings.warn(f"not reachable by keyboard ({KNOWN_GAPS[text]}): {text!r}", stacklevel=2)
            continue
        found.append(f"{type(button).__name__} {text!r} ({button.toolTip() or 'no tooltip'})")
    return found


def _build(module: str, name: str, tmp_path: Path) -> QWidget:
    try:
        cls = getattr(importlib.import_module(module), name)
    except (ImportError, AttributeError):
        pytest.skip(f"{module}.{name} has not landed here")
    if name == "MainWindow" and "journal_path" in inspect.signature(cls).parameters:
        return cls(journal_path=tmp_path / "journal.jsonl")
    if name == "HexadTab":
        from daifugo_gui.analysis.hexad_research import sample_research

        return cls(research=sample_research)
    if name == "PreferencesDialog":
        from PySide6.QtCore import QSettings

        return cls(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    return cls()


@pytest.mark.parametrize(
    "module, name",
    [
        ("daifugo_gui.ui.main_window", "MainWindow"),
        ("daifugo_gui.ui.preferences", "PreferencesDialog"),
        ("daifugo_gui.ui.console.new_game_dialog", "NewGameDialog"),
        ("daifugo_gui.ui.tournament.tournament_tab", "TournamentTab"),
        ("daifugo_gui.ui.analysis.primes_tab", "PrimeToolsTab"),
        ("daifugo_gui.ui.analysis.tanhinmin_tab", "TanhinminTab"),
        ("daifugo_gui.ui.analysis.hexad_tab", "HexadTab"),
    ],
)
def test_every_button_is_reachable_by_keyboard(qtbot, tmp_path: Path, module: str, name: str) -> None:
    widget = _build(module, name, tmp_path)
    qtbot.addWidget(widget)
    widget.show()
    left = unreachable(widget)
    live = getattr(widget, "live", None)
    if live is not None:
        live.shutdown()
    assert not left, "buttons without a keyboard path:\n" + "\n".join(left)


def test_the_checker_finds_a_mouse_only_button(qtbot) -> None:
    from PySide6.QtWidgets import QPushButton

    box = QWidget()
    qtbot.addWidget(box)
    mouse_only = QPushButton("Stop", box)
    mouse_only.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    labelled = QPushButton("Pass  [P]", box)
    labelled.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    QPushButton("&Go", box).setFocusPolicy(Qt.FocusPolicy.NoFocus)
    QPushButton("Tab me", box)
    box.show()
    assert unreachable(box) == ["QPushButton 'Stop' (no tooltip)"]
