"""Issue 29: the console starts without the other tabs' weight. The tournament, prime
tools, Tanhinmin and hexad tabs are built when first shown or asked for, so neither
sympy (hexad), SQLAlchemy (tournament) nor reportlab (prints) is imported on the way to
the first window."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SHOW_CONSOLE = r"""
import json, sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from daifugo_gui.app.live_game import LiveGame
from daifugo_gui.ui.main_window import MainWindow
window = MainWindow(live=LiveGame(sys.argv[1]))
window.show()
app.processEvents()
heavy = sorted(m for m in ("sympy", "sqlalchemy", "reportlab") if m in sys.modules)
deferred = sorted(m for m in ("flint", "daifugo_gui.analysis.primes", "daifugo_gui.rules.suhu", "filelock",
                              "multiprocessing", "platform", "importlib.metadata", "html") if m in sys.modules)
built = window.built_tabs()
window.tabs.setCurrentIndex(2)  # Prime tools
app.processEvents()
print(json.dumps({"heavy": heavy, "deferred": deferred, "built": built, "after": window.built_tabs(),
                  "page": type(window.tabs.currentWidget()).__name__,
                  "titles": [window.tabs.tabText(i) for i in range(window.tabs.count())]}))
window.live.shutdown()
"""


def test_the_console_shows_without_importing_the_other_tabs_libraries(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT), "HOME": str(tmp_path),
           "XDG_CONFIG_HOME": str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", SHOW_CONSOLE, str(tmp_path / "j.jsonl")], env=env,
                          capture_output=True, text=True, timeout=120, check=True)
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["heavy"] == []
    # Nor what the console needs only later: flint and the factoring engine with the first
    # number to factor, the 数譜 writer with the first event, the journal's lock library
    # when the autosave is claimed (after the window shows).
    assert seen["deferred"] == []
    assert seen["built"] == []
    assert seen["after"] == ["primes_tab"] and seen["page"] == "PrimeToolsTab"
    assert seen["titles"] == ["Game console", "Tournament", "Prime tools", "Tanhinmin", "Hexad"]


def test_a_tab_asked_for_is_built_in_its_place_and_kept(qtbot, tmp_path: Path) -> None:
    from daifugo_gui.app.live_game import LiveGame
    from daifugo_gui.ui.main_window import MainWindow

    window = MainWindow(live=LiveGame(tmp_path / "j.jsonl"))
    qtbot.addWidget(window)
    tab = window.tanhinmin_tab  # asked for by a menu action, never shown
    assert window.tabs.indexOf(tab) == 3 and window.tabs.tabText(3) == "Tanhinmin"
    assert window.tanhinmin_tab is tab and window.built_tabs() == ["tanhinmin_tab"]
    assert window.tabs.currentWidget() is window.console  # building it did not switch to it
    window.close()


def test_a_tab_built_on_first_show_scrolls_like_the_others_and_leaves_no_page_behind(qtbot, tmp_path: Path) -> None:
    """Seen taking a screenshot of the Tournament tab: after it was built, grabbing the window
    crashed the process. The placeholder's scroll area had stayed behind, hidden, holding
    the placeholder that was then deleted; asked for its size it raised inside Qt. And the
    built tab itself had no scroll area, so it could not scroll on a small screen."""
    import shiboken6
    from PySide6.QtWidgets import QScrollArea

    from daifugo_gui.app.live_game import LiveGame
    from daifugo_gui.ui.main_window import MainWindow
    from daifugo_gui.ui.widgets.screen_fit import FitPage, page_of

    window = MainWindow(live=LiveGame(tmp_path / "j.jsonl"))
    qtbot.addWidget(window)
    window.show()
    window.tabs.setCurrentIndex(1)  # shown: the Tournament tab is built in its placeholder's place
    tab = window.tournament_tab
    assert window.tabs.currentWidget() is tab
    qtbot.wait(50)  # the placeholder's deleteLater runs
    area = window.tabs.scroll_area(1)
    assert isinstance(area, QScrollArea) and page_of(area) is tab
    holders = window.findChildren(FitPage)
    assert holders and all(shiboken6.isValid(holder.page) for holder in holders)
    assert not window.grab().isNull()
    window.close()
