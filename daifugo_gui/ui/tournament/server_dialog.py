"""The connection dialog: open or create a tournament on a PostgreSQL server.

Recent servers are remembered in QSettings as URLs without their password; the password
is typed each time (or pasted with the URL ``daifugo server`` printed) and lives only in
memory, in the open tournament's connection.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from daifugo_gui.tournament.location import (
    DEFAULT_PORT,
    LocationError,
    ServerAddress,
    is_server,
    public_url,
    url_password,
)
from daifugo_gui.ui.widgets.reason_text import render_error

RECENT_KEY = "tournament/recent_servers"
RECENT_MAX = 8


def recent_servers(settings: QSettings) -> list[str]:
    """The servers opened lately, newest first (URLs without passwords)."""
    value = settings.value(RECENT_KEY, [])
    if isinstance(value, str):  # QSettings gives a lone string for a one-item list
        value = [value]
    items = value if isinstance(value, list) else []
    return [public_url(v) for v in items if isinstance(v, str) and is_server(v)][:RECENT_MAX]


def remember_server(settings: QSettings, url: str) -> None:
    """Put ``url`` first in the recent servers — always without its password."""
    shown = public_url(url)
    kept = [shown] + [u for u in recent_servers(settings) if u != shown]
    settings.setValue(RECENT_KEY, kept[:RECENT_MAX])
    settings.sync()


class ServerDialog(QDialog):
    """Asks for a server location; :meth:`url` is the URL with the password typed."""

    def __init__(self, settings: QSettings, parent: QWidget | None = None, *, create: bool = False) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("New tournament on a server") if create else self.tr("Open a tournament on a server"))
        self.recent = QComboBox(self)
        self.recent.setEditable(True)
        self.recent.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.recent.addItems(recent_servers(settings))
        self.recent.setCurrentIndex(-1)
        self.recent.lineEdit().setPlaceholderText("postgresql://daifugo@192.168.0.10:5432/tournament")
        self.recent.currentTextChanged.connect(self._fill_from_url)
        self.host = QLineEdit(self)
        self.host.setPlaceholderText(self.tr("the server laptop's address, e.g. 192.168.0.10"))
        self.port = QSpinBox(self)
        self.port.setRange(1, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.database = QLineEdit("tournament", self)
        self.user = QLineEdit("daifugo", self)
        self.password = QLineEdit(self)
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        note = QLabel(self.tr("The password is not saved: it is asked each time a tournament is opened."), self)
        note.setWordWrap(True)
        self.problem = QLabel("", self)
        self.problem.setStyleSheet("color: #b00020;")
        self.problem.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Recent servers or URL"), self.recent)
        form.addRow(self.tr("Server"), self.host)
        form.addRow(self.tr("Port"), self.port)
        form.addRow(self.tr("Database"), self.database)
        form.addRow(self.tr("User"), self.user)
        form.addRow(self.tr("Password"), self.password)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Create") if create else self.tr("Open"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        if self.recent.count():
            self.recent.setCurrentIndex(0)
        self.host.setFocus() if not self.host.text() else self.password.setFocus()

    def _fill_from_url(self, text: str) -> None:
        text = text.strip()
        if not is_server(text):
            return
        try:
            address = ServerAddress.parse(text)
        except LocationError:
            return
        self.host.setText(address.host)
        self.port.setValue(address.port)
        self.database.setText(address.database)
        self.user.setText(address.user)
        secret = url_password(text)
        if secret:
            # A pasted URL with its password: the password goes to its field, and the
            # URL shown (and remembered) loses it.
            self.password.setText(str(secret))
            self.recent.blockSignals(True)
            self.recent.setEditText(public_url(text))
            self.recent.blockSignals(False)
        self.password.setFocus()

    def address(self) -> ServerAddress:
        return ServerAddress(self.host.text().strip(), self.port.value(), self.database.text().strip(), self.user.text().strip())

    def url(self) -> str:
        """The chosen server's URL, with the password (not to be stored anywhere)."""
        return self.address().url(self.password.text() or None)

    def accept(self) -> None:
        address = self.address()
        if not address.host or not address.database or not address.user:
            self.problem.setText(self.tr("Give the server's address, the database and the user name."))
            return
        try:
            url = self.url()
        except LocationError as exc:
            self.problem.setText(render_error(exc))
            return
        remember_server(self.settings, url)
        super().accept()
