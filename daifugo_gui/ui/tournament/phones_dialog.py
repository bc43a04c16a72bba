""""Show on players' phones…": starts the read-only web view of the open tournament
(docs/web.md) and shows its address with a QR code to scan.

The service runs in a child process of the console (``daifugo web``, driven by
``daifugo_gui.app.web_service.WebServiceController``), so its work never holds the
console's screen; this dialog only starts and stops it and shows what it reports.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
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

from daifugo_gui.app.web_service import DEFAULT_PORT, WebFailure, WebProblem, WebServiceController
from daifugo_gui.ui.widgets.reason_text import fill
from daifugo_gui.web.address import EVERY_NETWORK, is_loopback, qr_png

DEFAULT_HOST = "127.0.0.1"

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
        self.service: WebServiceController | None = None
        self.url: str | None = None
        self.setWindowTitle(self.tr("Show on players' phones"))
        self.setMinimumWidth(480)
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
        self.address.setWordWrap(True)  # a problem is said in a sentence or two
        font = self.address.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        self.address.setFont(font)
        self.qr = QLabel(self)
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # An address that leads back to the phone itself gets no QR code, and a word on
        # why, with the way to one that phones can open (issue 36).
        self.no_qr = QLabel(self)
        self.no_qr.setWordWrap(True)
        self.no_qr.setVisible(False)
        self.network_button = QPushButton(self.tr("Serve on the local network instead"), self)
        self.network_button.setVisible(False)
        self.network_button.clicked.connect(self.serve_on_network)
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
        for widget in (intro, self.local_choice, self.network_choice, self.warning, self.address, self.qr,
                       self.no_qr, self.network_button):
            layout.addWidget(widget)
        layout.addLayout(buttons)
        self._show_state()

    @property
    def host(self) -> str:
        return EVERY_NETWORK if self.network_choice.isChecked() else DEFAULT_HOST

    def start(self) -> None:
        if self.service is not None:
            return
        self.service = WebServiceController(self.target, self.host, DEFAULT_PORT, self)
        self.service.serving.connect(self._started)
        self.service.failed.connect(self._failed)
        self.address.setText(self.tr("Starting…"))
        self.service.start()
        self._show_state()

    def _started(self, url: str) -> None:
        self.url = url
        self.address.setText(url)
        if is_loopback(url):
            self.qr.clear()
            if self.host == DEFAULT_HOST:
                self.no_qr.setText(fill(self.tr("No QR code: %1 opens only on this computer. A phone that scanned "
                                                "it would look for the pages on itself. To let players' phones "
                                                "open them, serve on the local network."), url))
            else:
                self.no_qr.setText(self.tr("No QR code: this computer has no address that phones could reach. "
                                           "Connect it to the venue's Wi-Fi, then press Stop and Start."))
        else:
            pixmap = QPixmap()
            pixmap.loadFromData(qr_png(url, scale=6), "PNG")
            self.qr.setPixmap(pixmap)
        self.addressChanged.emit(url if self.host != DEFAULT_HOST and not is_loopback(url) else None)
        self._show_state()

    def serve_on_network(self) -> None:
        """One click from "this computer only" to the local network: stop, choose, start."""
        self.stop()
        self.network_choice.setChecked(True)
        self.start()

    def _failed(self, problem: WebProblem) -> None:
        was_serving = self.url is not None
        if self.service is not None:
            self.service.stop()
            self.service.deleteLater()
        self.service = None
        self.url = None
        self.qr.clear()
        self.address.setText(self.problem_text(problem))
        if was_serving:
            self.addressChanged.emit(None)
        self._show_state()

    def problem_text(self, problem: WebProblem) -> str:
        """The problem in the console's language; the child's own words (English) after it."""
        texts = {
            WebFailure.CANNOT_RUN: self.tr("The web view could not be started: %1"),
            WebFailure.STOPPED_BEFORE_SERVING: self.tr("The web view did not start: %1"),
            WebFailure.NO_ADDRESS_IN_TIME: self.tr("The web view did not start in time and was stopped (%1)."),
            WebFailure.STOPPED_WHILE_SERVING: self.tr("The web view stopped by itself (%1). Phones no longer see "
                                                      "the tournament: press Start to serve it again."),
        }
        return fill(texts[problem.failure], problem.detail)

    def stop(self) -> None:
        if self.service is not None:
            self.service.stop()
            self.service.deleteLater()
        self.service = None
        self.url = None
        self.address.setText(self.tr("Stopped."))
        self.qr.clear()
        self.addressChanged.emit(None)
        self._show_state()

    def _show_state(self) -> None:
        running = self.service is not None
        unreachable = self.url is not None and is_loopback(self.url)
        self.no_qr.setVisible(unreachable)
        self.network_button.setVisible(unreachable and self.host == DEFAULT_HOST)
        self.start_button.setEnabled(not running)
        self.stop_button.setEnabled(running)
        self.local_choice.setEnabled(not running)
        self.network_choice.setEnabled(not running)
