"""The whole console in Japanese: no English words left on screen (issue 8).

The catalog test proves every ``tr()`` literal has a translation; this one builds the
real windows in Japanese, plays a short game, and reads back every text a user can see
(titles, labels, buttons, tabs, menus, headers, placeholders, list items), so strings
shown without ``tr()``, or through ``tr(variable)`` without a marker, are caught too.
Whatever window a branch has not landed yet is skipped.
"""

from __future__ import annotations

import importlib
import inspect
import re
import warnings
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QMenu,
    QPlainTextEdit,
    QTabWidget,
    QWidget,
)


# Words that stay as they are in Japanese text: key names, file types, proper names.
KEEP = {
    "OK", "Ctrl", "Shift", "Alt", "Enter", "Space", "Esc", "Tab", "Home", "End", "Backspace",
    "CSV", "JSON", "PDF", "BPSW", "MathPower", "Prime", "Daifugo", "English", "sqlite", "csv", "json", "pdf",
    "Aki", "Ben", "Chie",  # the demonstration game's players
}
# Texts still shown in English on purpose or until their owner fixes them: (widget kind,
# pattern, reason). They are reported as warnings, not failures.
KNOWN_LEFTOVERS: list[tuple[str, str, str]] = [
    ("QComboBox", r"^(disqualify|pass|never|on_request|always|bottom_in_order|shuffle_bottom|shuffle_all|cards|"
     r"mathpower2016|infinity|value|either|allowed|forbidden|foul|played|field|one)$",
     "new_game_dialog.SettingsForm shows setting ids; wants addItem(self.tr(label), id)"),
    ("QComboBox", r"^(official|mathpower|byoyomi)$", "preset names (rules.settings.PRESETS keys) shown raw"),
    ("QPlainTextEdit", r"^Aki: S2 H7", "the typed-deal placeholder shows card text (SA), not English"),
]
_WORD = re.compile(r"[A-Za-z][A-Za-z_]+")
_TAGS = re.compile(r"<[^>]+>")


def _texts(root: QWidget) -> list[tuple[str, str]]:
    found: list[tuple[str, str]] = [(type(root).__name__, root.windowTitle())]
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisibleTo(root) and w is not root:
            continue
        kind = type(w).__name__
        if isinstance(w, QLabel):
            found.append((kind, _TAGS.sub(" ", w.text())))
        elif isinstance(w, QAbstractButton):
            found.append((kind, w.text()))
        elif isinstance(w, QGroupBox):
            found.append((kind, w.title()))
        elif isinstance(w, QTabWidget):
            found += [(kind, w.tabText(i)) for i in range(w.count())]
        elif isinstance(w, QLineEdit):
            found += [(kind, w.placeholderText()), (kind, w.text())]
        elif isinstance(w, QPlainTextEdit):
            found += [(kind, w.placeholderText()), (kind, w.toPlainText())]
        if isinstance(w, QListWidget):  # the event log, the undo history (issue 12)
            found += [(kind, w.item(i).text()) for i in range(w.count())]
        elif isinstance(w, QComboBox):
            found += [(kind, w.itemText(i)) for i in range(w.count())]
        if isinstance(w, QAbstractItemView) and w.model() is not None and not isinstance(w, QListWidget):
            model = w.model()
            found += [(kind, str(model.headerData(c, Qt.Orientation.Horizontal) or "")) for c in range(model.columnCount())]
    if isinstance(root, QMainWindow):
        for menu in root.menuBar().findChildren(QMenu):
            found.append(("QMenu", menu.title()))
            found += [("QAction", a.text().split("\t")[0]) for a in menu.actions()]
    return [(k, t) for k, t in found if t and t.strip()]


def _known(kind: str, text: str) -> str | None:
    """Why ``text`` may stay English, or None."""
    for known_kind, pattern, reason in KNOWN_LEFTOVERS:
        if kind == known_kind and re.search(pattern, text):
            return reason
    return None


def _english(texts: list[tuple[str, str]]) -> list[str]:
    left = []
    for kind, text in texts:
        reason = _known(kind, text)
        if reason is not None:
            warnings.warn(f"English on the Japanese screen ({reason}): {text!r}", stacklevel=2)
            continue
        for word in _WORD.findall(text.replace("&", "")):
            if word in KEEP or len(word) < 2:
                continue
            if word.isupper() and len(word) <= 4:  # CSV, PDF, OK, card text like SK
                continue
            left.append(f"{kind}: {word!r} in {text!r}")
    return left


def _main_window(tmp_path: Path) -> QMainWindow:
    from daifugo_gui.ui.main_window import MainWindow

    if "journal_path" in inspect.signature(MainWindow).parameters:
        return MainWindow(journal_path=tmp_path / "journal.jsonl")
    return MainWindow()


def _play_demo(window: QMainWindow) -> None:
    live = getattr(window, "live", None)
    if live is None:
        return
    from daifugo_gui.app.live_game import NewGame
    from daifugo_gui.rules import Settings

    live.new_game(NewGame(players=["Aki", "Ben", "Chie"], settings=Settings()))
    live.begin_play()
    live.play("5 7")
    live.play("1 3")
    live.play("2 1")  # a foul: its verdict and message are on screen
    live.play("5")  # cannot be played: a log line with its word
    live.pause("dispute")
    live.resume_clocks()
    live.undo()  # the undo line in the log
    live.play("2 1")


def test_main_window_speaks_only_japanese(japanese, qtbot, tmp_path: Path) -> None:
    window = _main_window(tmp_path)
    qtbot.addWidget(window)
    window.show()
    _play_demo(window)
    texts = []
    tabs = window.findChild(QTabWidget)
    for index in range(tabs.count() if tabs is not None else 1):
        if tabs is not None:
            page = tabs.widget(index)
            # A tab not built yet stands as a PendingTab naming what it builds (issue 29).
            if getattr(page, "builds", type(page).__name__) == "HexadTab":
                continue  # showing it starts the 5040-labeling job; checked below with a tiny table
            tabs.setCurrentIndex(index)
        japanese.processEvents()
        texts += _texts(window)
    left = _english(texts)
    if hasattr(window, "live"):
        window.live.close_game()
        window.live.shutdown()
    assert not left, "English left on the Japanese screen:\n" + "\n".join(sorted(set(left)))


@pytest.mark.parametrize(
    "module, name",
    [
        ("daifugo_gui.ui.preferences", "PreferencesDialog"),
        ("daifugo_gui.ui.console.new_game_dialog", "NewGameDialog"),
        ("daifugo_gui.ui.console.audience", "AudienceWindow"),
    ],
)
def test_dialogs_speak_only_japanese(japanese, qtbot, tmp_path: Path, module: str, name: str) -> None:
    try:
        cls = getattr(importlib.import_module(module), name)
    except (ImportError, AttributeError):
        pytest.skip(f"{module}.{name} has not landed here")
    if name == "PreferencesDialog":
        from PySide6.QtCore import QSettings

        widget = cls(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    else:
        widget = cls()
    qtbot.addWidget(widget)
    widget.show()
    left = _english(_texts(widget))
    assert not left, "English left on the Japanese screen:\n" + "\n".join(sorted(set(left)))


def _tab(module: str, name: str) -> QWidget:
    try:
        cls = getattr(importlib.import_module(module), name)
    except (ImportError, AttributeError):
        pytest.skip(f"{module}.{name} has not landed here")
    if name == "HexadTab":  # its 5040-labeling table is computed on a thread: give a tiny one
        from daifugo_gui.analysis.hexad_research import sample_research

        return cls(research=sample_research)
    return cls()


@pytest.mark.parametrize(
    "module, name",
    [
        ("daifugo_gui.ui.analysis.hexad_tab", "HexadTab"),
        ("daifugo_gui.ui.analysis.primes_tab", "PrimeToolsTab"),
        ("daifugo_gui.ui.analysis.tanhinmin_tab", "TanhinminTab"),
        ("daifugo_gui.ui.tournament.tournament_tab", "TournamentTab"),
    ],
)
def test_tabs_speak_only_japanese(japanese, qtbot, module: str, name: str) -> None:
    tab = _tab(module, name)
    qtbot.addWidget(tab)
    tab.show()
    qtbot.wait(50)
    texts = []
    inner = tab.findChildren(QTabWidget)
    for tabs in inner or [None]:
        for index in range(tabs.count() if tabs is not None else 1):
            if tabs is not None:
                tabs.setCurrentIndex(index)
            japanese.processEvents()
            texts += _texts(tab)
    left = _english(texts)
    assert not left, "English left on the Japanese screen:\n" + "\n".join(sorted(set(left)))


def test_the_checker_finds_english(qtbot) -> None:
    box = QWidget()
    qtbot.addWidget(box)
    QLabel("手番: Aki — Time left", box)
    QLabel("山札 23 枚 (D11) CSV", box)
    left = _english(_texts(box))
    assert len(left) == 2 and "'Time'" in left[0] and "'left'" in left[1]
