"""Help ▸ User guide and About, Game ▸ Quit (issue 16)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMessageBox

import daifugo_gui
from daifugo_gui.app.live_game import LiveGame, NewGame
from daifugo_gui.paths import guide_file
from daifugo_gui.rules import Settings
from daifugo_gui.ui.main_window import MainWindow


def _menu_texts(window: MainWindow) -> dict[str, list[str]]:
    return {
        menu.title(): [a.text().split("\t")[0] for a in menu.actions() if not a.isSeparator()]
        for menu in (action.menu() for action in window.menuBar().actions())
    }


def test_help_menu_opens_the_guide_in_the_console_language(qtbot, tmp_path: Path) -> None:
    window = MainWindow(live=LiveGame(tmp_path / "j.jsonl"))
    qtbot.addWidget(window)
    menus = _menu_texts(window)
    assert menus["&Help"] == ["&User guide", "&About Prime Daifugo…"]
    assert "&Quit" in menus["&Game"]
    guide = window.show_guide()
    qtbot.addWidget(guide)
    assert guide.path == guide_file("en") and guide.path.name == "guide.en.md"
    text = guide.browser.toPlainText()
    assert "Prime Daifugo judge console" in text and "#" not in text.splitlines()[0]  # rendered, not raw Markdown
    assert guide_file("ja").name == "guide.ja.md"
    assert guide_file("xx").name == "guide.en.md"  # a language without a guide reads English


def test_about_names_the_version(qtbot, tmp_path: Path, monkeypatch) -> None:
    window = MainWindow(live=LiveGame(tmp_path / "j.jsonl"))
    qtbot.addWidget(window)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: shown.append(text))
    window.help_actions[1].trigger()
    assert len(shown) == 1 and f"Version {daifugo_gui.build_version()}" in shown[0] and "MIT" in shown[0]


def test_about_names_the_versions_under_it_and_the_log_folder(qtbot, tmp_path: Path, monkeypatch) -> None:
    """Issue 28: what a bug report needs, on the screen the judge can reach."""
    import platform

    import flint
    from PySide6.QtCore import qVersion

    monkeypatch.setenv("DAIFUGO_LOG_DIR", str(tmp_path / "logs & more"))
    window = MainWindow(live=LiveGame(tmp_path / "j.jsonl"))
    qtbot.addWidget(window)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: shown.append(text))
    window.help_actions[1].trigger()
    text = shown[0]
    assert f"Python {platform.python_version()}" in text and f"Qt {qVersion()}" in text
    assert f"python-flint {flint.__version__}" in text
    assert f"Log folder: {tmp_path / 'logs &amp; more'}" in text


def test_quit_closes_the_window_and_keeps_the_game_resumable(qtbot, tmp_path: Path) -> None:
    live = LiveGame(tmp_path / "j.jsonl")
    window = MainWindow(live=live)
    qtbot.addWidget(window)
    window.show()
    live.new_game(NewGame(players=["Aki", "Ben"], settings=Settings()))
    live.begin_play()
    live.play("7")
    window.quit_action.trigger()
    assert not window.isVisible()
    assert live.journal.read().events == [{"player": "Aki", "action": "play", "field": "7"}]
