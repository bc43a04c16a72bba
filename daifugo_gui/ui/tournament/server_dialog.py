"""The connection dialog: open or create a tournament on a PostgreSQL server.

Recent servers are remembered in QSettings as URLs without their password, and only
once they worked (a connection test passed, or a tournament was opened or created
there); the password is typed each time (or pasted with the URL ``daifugo server``
printed) and lives only in memory, in the open tournament's connection. A URL typed by
hand is read when the judge leaves its box, not at every keystroke.
"""

from __future__ import annotations

import threading
from typing import cast

from PySide6.QtCore import QSettings, Qt, Signal
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
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
from daifugo_gui.tournament.database import ServerCheck, check_server
from daifugo_gui.tournament.errors import TournamentError
from daifugo_gui.ui.widgets.reason_text import render_error
from daifugo_gui.app.translation import fill

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

    checked = Signal(object)  # a ServerCheck, or the TournamentError of a failed test

    def __init__(self, settings: QSettings, parent: QWidget | None = None, *, create: bool = False) -> None:
        super().__init__(parent)
        self.settings = settings
        self.creating = create
        self._filled_from = ""  # the URL box's text last read into the fields
        # "Create" asks the server first and closes only once it answered (issue 39): the
        # new-tournament form used to come first and then the refusal closed both dialogs.
        self._accept_when_checked = False
        self.setWindowTitle(self.tr("New tournament on a server") if create else self.tr("Open a tournament on a server"))
        self.recent = QComboBox(self)
        self.recent.setEditable(True)
        self.recent.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.recent.addItems(recent_servers(settings))
        self.recent.setCurrentIndex(-1)
        line = self.recent.lineEdit()
        assert line is not None  # an editable combo box always has its line edit
        line.setPlaceholderText("postgresql://daifugo@192.168.0.10:5432/tournament")
        # Read the URL when the judge leaves the box or picks a recent server; parsing at
        # every keystroke rewrote the fields (and moved the focus) mid-word.
        line.editingFinished.connect(self._fill_from_url)
        self.recent.activated.connect(lambda _i: self._fill_from_url(focus_password=True))
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
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Create") if create else self.tr("Open"))
        self.test_button = QPushButton(self.tr("Test connection"), self)
        self.test_button.setToolTip(self.tr("Connect once with these details and say what the server answers"))
        self.test_button.clicked.connect(self.test_connection)
        self.checked.connect(self._show_check)
        buttons.addButton(self.test_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        if self.recent.count():
            self.recent.setCurrentIndex(0)
            self._fill_from_url()
        self.host.setFocus() if not self.host.text() else self.password.setFocus()

    def _fill_from_url(self, *, focus_password: bool = False) -> None:
        """The URL box's text into the fields (when it is a whole server URL)."""
        text = self.recent.currentText().strip()
        if not is_server(text) or text == self._filled_from:
            return  # fields the judge edited after the URL was read stay as edited
        try:
            address = ServerAddress.parse(text)
        except LocationError as exc:
            self.problem.setText(render_error(exc))
            return
        self.problem.setText("")
        self._filled_from = public_url(text)
        self.host.setText(address.host)
        self.port.setValue(address.port)
        self.database.setText(address.database)
        self.user.setText(address.user)
        secret = url_password(text)
        if secret:
            # A pasted URL with its password: the password goes to its field, and the
            # URL shown (and remembered) loses it.
            self.password.setText(str(secret))
            self.recent.setEditText(public_url(text))
        if focus_password:
            self.password.setFocus()

    def address(self) -> ServerAddress:
        return ServerAddress(self.host.text().strip(), self.port.value(), self.database.text().strip(), self.user.text().strip())

    def url(self) -> str:
        """The chosen server's URL, with the password (not to be stored anywhere)."""
        return self.address().url(self.password.text() or None)

    def _checked_url(self) -> str | None:
        """The URL of the fields, or None with the problem said in the dialog."""
        self._fill_from_url()  # a URL typed and confirmed with Enter, not left yet
        address = self.address()
        if not address.host or not address.database or not address.user:
            self.problem.setText(self.tr("Give the server's address, the database and the user name."))
            return None
        try:
            return self.url()
        except LocationError as exc:
            self.problem.setText(render_error(exc))
            return None

    def test_connection(self) -> bool:
        """Connect once, off the UI thread; the answer comes back as :attr:`checked`. A
        server that answered is remembered (without the password)."""
        url = self._checked_url()
        if url is None:
            return False
        self.test_button.setEnabled(False)
        self.ok_button.setEnabled(False)
        self.problem.setStyleSheet("")
        self.problem.setText(self.tr("Connecting…"))
        QApplication.setOverrideCursor(Qt.CursorShape.BusyCursor)

        def run() -> None:
            try:
                self.checked.emit((url, check_server(url)))
            except TournamentError as exc:
                self.checked.emit((url, exc))

        threading.Thread(target=run, name="server-test", daemon=True).start()
        return True

    def _show_check(self, answer: object) -> None:
        QApplication.restoreOverrideCursor()
        self.test_button.setEnabled(True)
        self.ok_button.setEnabled(True)
        url, found = cast(tuple[str, object], answer)
        creating, self._accept_when_checked = self._accept_when_checked, False
        if creating and isinstance(found, ServerCheck) and found.tournament is None:
            remember_server(self.settings, url)
            super().accept()  # an empty database that answered: now the new tournament's form
            return
        if creating and isinstance(found, ServerCheck):
            self.problem.setStyleSheet("color: #b00020;")
            self.problem.setText(fill(self.tr(
                "The database already holds the tournament %1: open it instead, or give another database."),
                str(found.tournament)))
            return
        if isinstance(found, ServerCheck):
            remember_server(self.settings, url)
            self.problem.setStyleSheet("color: #1b5e20;")
            self.problem.setText(
                fill(self.tr("Connected: the database holds the tournament %1"), found.tournament)
                if found.tournament is not None else
                self.tr("Connected: the database is empty (a new tournament can be created there)"))
        else:
            self.problem.setStyleSheet("color: #b00020;")
            self.problem.setText(render_error(found) if isinstance(found, BaseException) else str(found))

    def accept(self) -> None:
        # Remembered only once it worked: the tab remembers the server after the
        # tournament opened (or a connection test passed here).
        if self._checked_url() is None:
            return
        if not self.creating:
            super().accept()
            return
        # Creating: the server is asked first, off the UI thread; the dialog stays open
        # with everything typed until it answers, and closes only on an empty database.
        self._accept_when_checked = True
        if not self.test_connection():
            self._accept_when_checked = False
