"""The Tournament tab's "Show on players' phones…" (issue 30): one button starts the web
view off the UI thread and shows its address and a QR code; closing the tab stops it."""

from __future__ import annotations

import json
import urllib.request
from pathlib import Path

from web_event import make_event

from daifugo_gui.ui.tournament.tournament_tab import TournamentTab
from daifugo_gui.web.address import is_loopback, lan_address


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
    # Start hands the work to a child process and returns at once: the address is not
    # known when the click returns, so nothing waited for the service on the UI thread.
    # (How long the screen may stall is a figure for benchmarks/bench_web.py, not a test.)
    dialog.start_button.click()
    service = dialog.service
    assert service is not None and service.running and dialog.url is None
    assert service.in_child
    assert not dialog.start_button.isEnabled()  # one start at a time
    qtbot.waitUntil(lambda: dialog.url is not None, timeout=20000)
    assert dialog.url.startswith("http://127.0.0.1:")
    # Issue 36: no QR code for 127.0.0.1, which a phone would look for on itself; a
    # word on why, and the local network one click away.
    assert dialog.address.text() == dialog.url and dialog.qr.pixmap().isNull()
    assert dialog.no_qr.isVisible() and "only on this computer" in dialog.no_qr.text()
    assert dialog.network_button.isVisible()
    data = json.loads(urllib.request.urlopen(dialog.url + "api/seating", timeout=10).read())
    assert data["round"] == 2
    assert tab.web_address_for_print() is None  # 127.0.0.1 means nothing on a player's phone
    announced: list[object] = []
    dialog.addressChanged.connect(announced.append)
    dialog.network_button.click()
    assert dialog.network_choice.isChecked() and dialog.service is not service and not service.running
    qtbot.waitUntil(lambda: dialog.url is not None, timeout=20000)
    if is_loopback("http://" + lan_address() + "/"):  # a computer on no network at all
        assert dialog.qr.pixmap().isNull() and "no address" in dialog.no_qr.text()
        assert not dialog.network_button.isVisible()
    else:
        assert not is_loopback(dialog.url) and not dialog.qr.pixmap().isNull()
        assert not dialog.no_qr.isVisible() and not dialog.network_button.isVisible()
        assert announced[-1] == dialog.url  # the hall display and the prints get it
    service = dialog.service
    tab.close()
    assert tab.phones_dialog is None and not service.running


def test_the_seating_list_prints_the_web_address_as_a_qr_code(tmp_path: Path) -> None:
    """On the local network the printed "where do I sit" carries the address and a QR
    code that decodes to it; without the web view it prints as before."""
    import segno

    from daifugo_gui.reports import seating_list_pdf
    from daifugo_gui.reports.qr import QUIET_ZONE, qr_drawing
    from daifugo_gui.tournament import Tournament
    from pdf_reading import pdf_text

    make_event(tmp_path / "cup.sqlite").close()
    with Tournament.open(tmp_path / "cup.sqlite", read_only=True) as cup:
        view = cup.round(2)
    url = "http://192.0.2.7:8765/"
    seating_list_pdf(tmp_path / "with.pdf", view, lang="en", tournament="cup", web_url=url)
    seating_list_pdf(tmp_path / "without.pdf", view, lang="en", tournament="cup")
    assert url in pdf_text(tmp_path / "with.pdf") and "scan the code" in pdf_text(tmp_path / "with.pdf")
    assert url not in pdf_text(tmp_path / "without.pdf")
    # The drawn squares are exactly segno's dark modules for the address.
    drawing = qr_drawing(url, 100.0)
    modules = segno.make(url, error="m").matrix
    assert len(drawing.contents) == sum(sum(1 for m in row if m) for row in modules)
    unit = 100.0 / (len(modules) + 2 * QUIET_ZONE)
    first = drawing.contents[0]
    assert abs(first.width - unit) < 1e-9


def test_the_hall_display_shows_the_address_while_phones_can_reach_it(qtbot, tmp_path: Path) -> None:
    from PySide6.QtWidgets import QLabel, QWidget

    from daifugo_gui.ui.tournament.phones_dialog import WEB_ROW

    make_event(tmp_path / "cup.sqlite").close()
    tab = TournamentTab(lang="en")
    qtbot.addWidget(tab)
    assert tab.open_tournament(str(tmp_path / "cup.sqlite"))
    hall = tab.open_hall_display(full_screen=False)
    assert hall.findChild(QWidget, WEB_ROW) is None  # no web view: nothing shown
    dialog = tab.open_phones_view()
    url = "http://192.0.2.7:8765/"
    dialog.addressChanged.emit(url)  # what a start on the local network announces
    row = hall.findChild(QWidget, WEB_ROW)
    texts = [label.text() for label in row.findChildren(QLabel)]
    assert any(url in t for t in texts) and any(not label.pixmap().isNull() for label in row.findChildren(QLabel))
    tab.hall_and_phones.web_address_for_print = lambda: url  # a hall opened while it serves gets it at once
    second = tab.open_hall_display(full_screen=False)
    assert second.findChild(QWidget, WEB_ROW) is not None
    dialog.stop()  # stopped: the address goes from every hall display
    qtbot.waitUntil(lambda: hall.findChild(QWidget, WEB_ROW) is None and second.findChild(QWidget, WEB_ROW) is None)
    tab.close()
