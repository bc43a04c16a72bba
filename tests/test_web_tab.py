"""The Tournament tab's "Show on players' phones…" (issue 30): one button starts the web
view off the UI thread and shows its address and a QR code; closing the tab stops it."""

from __future__ import annotations

import json
import time
import urllib.request
from pathlib import Path

from PySide6.QtCore import QTimer
from web_event import make_event

from daifugo_gui.ui.tournament.tournament_tab import TournamentTab


def test_the_button_serves_the_open_tournament_with_a_qr_code(qtbot, tmp_path: Path) -> None:
    make_event(tmp_path / "cup.sqlite").close()
    tab = TournamentTab(lang="en")
    qtbot.addWidget(tab)
    assert not tab.phones_button.isEnabled()  # nothing open: nothing to show
    assert tab.open_tournament(str(tmp_path / "cup.sqlite"))
    assert tab.phones_button.isEnabled()
    tab.phones_button.click()
    dialog = tab.phones_dialog
    assert dialog is not None and dialog.isVisible() and dialog.local_choice.isChecked()
    assert not dialog.warning.isVisible()
    dialog.network_choice.setChecked(True)
    assert dialog.warning.isVisible() and "not encrypted" in dialog.warning.text()
    dialog.local_choice.setChecked(True)
    # The UI thread keeps turning while the service starts: a timer probe sees no stall.
    gaps: list[float] = []
    last = [time.perf_counter()]

    def probe() -> None:
        now = time.perf_counter()
        gaps.append(now - last[0])
        last[0] = now

    timer = QTimer()
    timer.timeout.connect(probe)
    timer.start(10)
    dialog.start_button.click()
    qtbot.waitUntil(lambda: dialog.url is not None, timeout=20000)
    timer.stop()
    assert dialog.url.startswith("http://127.0.0.1:")
    assert dialog.address.text() == dialog.url and not dialog.qr.pixmap().isNull()
    data = json.loads(urllib.request.urlopen(dialog.url + "api/seating", timeout=10).read())
    assert data["round"] == 2
    assert max(gaps) < 0.5  # generous for a loaded machine; benchmarks/ measures the real figure
    service = dialog.service
    tab.close()
    assert tab.phones_dialog is None and not service.running
