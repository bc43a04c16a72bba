"""Issue 40 item 2: every message the judge or organiser is shown goes to the rotating log
in English, with its table and version; the log's format adds the time."""

from __future__ import annotations

import logging
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

import daifugo_gui
from daifugo_gui import diagnostics
from daifugo_gui.app.live_game import LiveGame, NewGame
from daifugo_gui.app.prompts import Choice, Tone
from daifugo_gui.app.shown_log import ShownLog, english_of
from daifugo_gui.app.translation import fill
from daifugo_gui.rules import Settings
from daifugo_gui.ui.widgets import i18n
from daifugo_gui.ui.widgets.qt_prompts import QtPrompts

CRASHED = ("The console stopped unexpectedly last time (started %1). What was saved before then is kept. "
           "The details are in %2; please send that file with your report.")


@pytest.fixture
def log_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv(diagnostics.LOG_DIR_ENV, str(tmp_path / "logs"))
    path = diagnostics.start_logging("test", announce=False)
    yield path
    diagnostics.stop_logging()


@pytest.fixture
def japanese(qapp):
    i18n.install_language(qapp, "ja")
    yield
    i18n.install_language(qapp, "en")


def _logged(path: Path) -> str:
    for handler in logging.getLogger().handlers:
        handler.flush()
    return path.read_text(encoding="utf-8")


def test_a_japanese_screen_is_logged_in_english(japanese) -> None:
    title = QCoreApplication.translate("MainWindow", "The last run crashed")
    assert title != "The last run crashed"  # the screen speaks Japanese
    assert english_of(title) == "The last run crashed"
    shown = fill(QCoreApplication.translate("MainWindow", CRASHED), "2026-11-28 10:00:00 UTC", "/tmp/faults.log")
    assert english_of(shown) == fill(CRASHED, "2026-11-28 10:00:00 UTC", "/tmp/faults.log")
    assert english_of("Aki") == "Aki"  # never translated: as it is


def test_a_text_the_catalog_lacks_reads_as_written_not_empty(japanese) -> None:
    """A translator that remembers (the Japanese screen's) answered "" for a text it lacked,
    which Qt takes as the translation: a widget class's tr() tries its own class first, so
    the Tournament tab's pages, written by its base class, showed empty tab titles."""
    assert QCoreApplication.translate("NoSuchContext", "Corrections") == "Corrections"
    from daifugo_gui.ui.tournament.tournament_tab import TournamentTab

    tab = TournamentTab(lang="ja")
    assert tab.tr("Corrections") == "訂正履歴"  # found under the class that wrote it (tab_pages.py)
    tab.close()


def test_a_message_box_and_its_answer_are_logged_with_version(qtbot, log_file, japanese) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    prompts = QtPrompts(parent)

    def press(label: str) -> None:
        def click() -> None:
            box = QApplication.activeModalWidget()
            assert isinstance(box, QMessageBox)
            for button in box.buttons():
                if button.text().replace("&", "") == label:
                    button.click()
                    return
            box.buttons()[0].click()

        QTimer.singleShot(0, click)

    title = QCoreApplication.translate("MainWindow", "The last run crashed")
    press("OK")
    prompts.inform(title, "The disk is full.", Tone.WARNING)
    choices = [Choice("memory", "Play on in memory"), Choice("cancel", "Leave it", cancels=True)]
    press("Play on in memory")
    assert prompts.choose("Autosave failed", "Where now?", choices) == "memory"
    logged = _logged(log_file)
    version = daifugo_gui.build_version()
    assert re.search(rf"WARNING daifugo_gui.shown: told 'The last run crashed' \[table -, version {re.escape(version)}\]: "
                     r"The disk is full\.", logged), logged
    assert "asked 'Autosave failed' [table -, version" in logged and "Where now? -> Play on in memory" in logged
    assert re.match(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d", logged)  # each line starts with its time


def test_refusals_autosave_and_the_status_bar_reach_the_log(qtbot, tmp_path, log_file) -> None:
    from PySide6.QtWidgets import QStatusBar

    holder = QWidget()
    qtbot.addWidget(holder)
    live = LiveGame(tmp_path / "j.jsonl", parent=holder)
    shown = ShownLog(live, holder, table=lambda: "round 2, table 5")
    bar = QStatusBar(holder)
    bar.messageChanged.connect(shown.status)
    live.new_game(NewGame(players=["Aki", "Ben"], settings=Settings()))
    live.begin_play()
    live.play("Z")  # no such card: refused
    live.play("K K K K K")  # judged: cannot be played
    bar.showMessage("Saved the record")
    live.autosaveChanged.emit(False)
    live.shutdown()
    logged = _logged(log_file)
    assert re.search(r"WARNING daifugo_gui.shown: refused \[table round 2, table 5, version [^\]]+\]: "
                     r'unknown card "Z"', logged), logged
    assert "verdict [table round 2, table 5" in logged and "Aki: cannot_play. Cannot be played:" in logged
    assert "status [table round 2, table 5" in logged and "Saved the record" in logged
    assert "autosave [table round 2, table 5" in logged and "kept in memory only" in logged


def test_the_tournament_tabs_status_reaches_the_log_once_the_tab_is_built(qtbot, tmp_path, log_file) -> None:
    from daifugo_gui.ui import main as gui_main
    from daifugo_gui.ui.main_window import MainWindow

    window = MainWindow(live=LiveGame(tmp_path / "j.jsonl"))
    qtbot.addWidget(window)
    gui_main.follow_in_the_log(window)
    window.show()
    window.tabs.setCurrentWidget(window.tournament_tab)
    window.tabs.setCurrentIndex(0)
    window.tabs.setCurrentIndex(window.tabs.indexOf(window.tournament_tab))  # twice: connected once
    window.tournament_tab.say("The server at db.example is not reachable")
    window.live.shutdown()
    logged = _logged(log_file)
    assert logged.count("tournament [table -, version") == 1
    assert "The server at db.example is not reachable" in logged
