"""Issue 35, item 6: the D9 factoring's worker process dies.

The bar kept counting past its deadline ("13 s of 10 s"), Stop did nothing and the
foul's factors were never shown. Here the real worker process is killed while it
factors a foul's number, as the system would kill it.
"""

from __future__ import annotations

import multiprocessing

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from daifugo_gui.app.live_game import NewGame
from daifugo_gui.rules import Settings
from console_driving import keys


# A balanced 55-digit semiprime with no digit 0, so it can be played card by card (three
# decks hold 12 of every rank): past flint's quick range, it goes to the worker process.
P = 1742607615919512214917570167
Q = 2481402704935367235325327949
NUMBER = P * Q


def _worker() -> multiprocessing.process.BaseProcess | None:
    return next((c for c in multiprocessing.active_children() if c.name == "daifugo-flint-factor"), None)


def test_a_dead_factoring_worker_stops_the_bar_says_so_and_offers_retry(qtbot, make_window) -> None:  # noqa: ANN001
    window = make_window()
    console, live = window.console, window.live
    settings = Settings(decks=3, hand_size=60, disclose_factors="always")
    console.start_new_game(NewGame(["Aki", "Ben"], settings))
    live.begin_play()
    console.setFocus()
    keys(qtbot, " ".join(str(NUMBER)))
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert live.game.results == ["foul"]
    verdict = console.verdict
    qtbot.waitUntil(lambda: verdict.factoring_shown and _worker() is not None, timeout=20000)
    worker = _worker()
    assert worker is not None
    worker.kill()  # the system kills it (out of memory, say)
    qtbot.waitUntil(lambda: not verdict.factoring_shown, timeout=20000)
    assert "stopped unexpectedly" in verdict.factors.text() and str(NUMBER) in verdict.factors.text()
    assert verdict.retry_factors.isVisible()
    # Retry: the factoring runs again, the judge can stop it, and nothing is left running
    qtbot.mouseClick(verdict.retry_factors, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: verdict.factoring_shown, timeout=20000)
    assert not verdict.retry_factors.isVisible()
    qtbot.waitUntil(lambda: _worker() is not None, timeout=20000)
    qtbot.mouseClick(verdict.factoring_stop, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not verdict.factoring_shown, timeout=20000)
    assert "stopped by the judge" in verdict.factors.text()
    qtbot.waitUntil(lambda: _worker() is None, timeout=20000)
