""""Show on players' phones…": starts the read-only web view of the open tournament
(docs/web.md) and shows its address with a QR code to scan.

The service (``daifugo_gui.web.server.WebService``) runs on its own thread and event
loop; this dialog only starts and stops it and hears, through a queued signal, when it
is ready. The UI thread never waits for it.
"""

from __future__ import annotations

import gc
from concurrent.futures import Future

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from daifugo_gui.ui.widgets.reason_text import fill
from daifugo_gui.web.address import EVERY_NETWORK, public_address, qr_png
from daifugo_gui.web.server import DEFAULT_HOST, DEFAULT_PORT, WebService


class _Relay(QObject):
    """Carries the service's start-up result from its thread to the UI thread."""

    done = Signal(object, object)  # (url or None, error text or None)


WEB_ROW = "webAddressRow"


def show_web_address(window: QWidget, url: str | None) -> None:
    """At the foot of a hall display (any window with a box layout): the web view's
    address and its QR code, or nothing when ``url`` is None."""
    old = window.findChild(QWidget, WEB_ROW)
    if old is not None:
        old.setParent(None)
        old.deleteLater()
    layout = window.layout()
    if not url or layout is None:
        return
    row = QWidget(window)
    row.setObjectName(WEB_ROW)
    code = QLabel(row)
    pixmap = QPixmap()
    pixmap.loadFromData(qr_png(url, scale=4), "PNG")
    code.setPixmap(pixmap)
    text = QLabel(fill(QCoreApplication.translate("PhonesDialog", "On your phone, updated live: %1"), url), row)
    text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    font = text.font()
    font.setPointSize(20)
    text.setFont(font)
    line = QHBoxLayout(row)
    line.setContentsMargins(0, 0, 0, 0)
    line.addWidget(code)
    line.addWidget(text, 1)
    layout.addWidget(row)


class PhonesDialog(QDialog):
    """Start, show and stop the web view of the tournament at ``target``.

    ``addressChanged(url or None)``: the address a phone on the network can open, or None
    (stopped, or serving this computer only), for the hall display and the prints."""

    addressChanged = Signal(object)

    def __init__(self, target: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.target = target
        self.service: WebService | None = None
        self.url: str | None = None
        self.setWindowTitle(self.tr("Show on players' phones"))
        self.setMinimumWidth(480)
        self._relay = _Relay(self)
        self._relay.done.connect(self._started, Qt.ConnectionType.QueuedConnection)
        intro = QLabel(self.tr("Players open the standings, where they sit and the results on their own "
                               "phones. The pages only show; nothing can be changed from them."), self)
        intro.setWordWrap(True)
        self.local_choice = QRadioButton(self.tr("This computer only (to try it)"), self)
        self.network_choice = QRadioButton(self.tr("The local network (players' phones on the venue's Wi-Fi)"), self)
        self.local_choice.setChecked(True)
        self.warning = QLabel(self.tr("Every device on this network can open the pages, and the traffic is not "
                                      "encrypted. They show names and results only."), self)
        self.warning.setWordWrap(True)
        self.warning.setStyleSheet("color: #b3261e;")
        self.warning.setVisible(False)
        self.network_choice.toggled.connect(self.warning.setVisible)
        self.address = QLabel(self)
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.address.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        self.address.setFont(font)
        self.qr = QLabel(self)
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.start_button = QPushButton(self.tr("Start"), self)
        self.stop_button = QPushButton(self.tr("Stop"), self)
        self.close_button = QPushButton(self.tr("Close"), self)
        self.start_button.clicked.connect(self.start)
        self.stop_button.clicked.connect(self.stop)
        self.close_button.clicked.connect(self.hide)
        buttons = QHBoxLayout()
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.stop_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        for widget in (intro, self.local_choice, self.network_choice, self.warning, self.address, self.qr):
            layout.addWidget(widget)
        layout.addLayout(buttons)
        self._show_state()

    @property
    def host(self) -> str:
        return EVERY_NETWORK if self.network_choice.isChecked() else DEFAULT_HOST

    def start(self) -> None:
        if self.service is not None:
            return
        self.service = WebService(self.target, host=self.host, port=DEFAULT_PORT, any_port_if_busy=True)
        self.address.setText(self.tr("Starting…"))
        host = self.host
        future = self.service.start()

        def report(done: Future[str]) -> None:  # on the service's thread
            error = done.exception()
            self._relay.done.emit(None if error else public_address(done.result(), host),
                                  str(error) if error else None)

        future.add_done_callback(report)
        self._show_state()

    def _started(self, url: str | None, error: str | None) -> None:
        if error is not None or url is None:
            self.address.setText(fill(self.tr("The web view did not start: %1"), error or ""))
            if self.service is not None:
                self.service.stop()
            self.service = None
            self.qr.clear()
        else:
            # The service's reading and rendering make garbage on its thread; a full
            # collection then scans every object of the console too and holds the UI
            # thread ~150 ms (benchmarks/bench_web.py). Objects alive now (Qt, modules, the
            # open tournament) are moved out of the collector's way; new ones are still
            # collected.
            gc.freeze()
            self.url = url
            self.address.setText(url)
            pixmap = QPixmap()
            pixmap.loadFromData(qr_png(url, scale=6), "PNG")
            self.qr.setPixmap(pixmap)
            self.addressChanged.emit(url if self.host != DEFAULT_HOST else None)
        self._show_state()

    def stop(self) -> None:
        if self.service is not None:
            self.service.stop()
        self.service = None
        self.url = None
        self.address.setText(self.tr("Stopped."))
        self.qr.clear()
        self.addressChanged.emit(None)
        self._show_state()

    def _show_state(self) -> None:
        running = self.service is not None
        self.start_button.setEnabled(not running)
        self.stop_button.setEnabled(running)
        self.local_choice.setEnabled(not running)
        self.network_choice.setEnabled(not running)
