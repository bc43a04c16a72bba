"""Which tournament the tab works on: a new or existing file, or a database on a
PostgreSQL server (a big event: every table's console on one server,
docs/tournaments.md), and the backup copies kept beside a file (issue 38)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings

from daifugo_gui.app.translation import fill
from daifugo_gui.app.tournament_session import TournamentSession
from daifugo_gui.tournament import Tournament
from daifugo_gui.tournament.backups import DEFAULT_KEPT
from daifugo_gui.ui.tournament.hall_and_phones import HallAndPhones
from daifugo_gui.ui.tournament.new_tournament_dialog import NewTournamentDialog
from daifugo_gui.ui.tournament.status_line import StatusLine
from daifugo_gui.ui.tournament.tab_pages import TabPages, TabPart
from daifugo_gui.ui.tournament.tab_refresh import TabRefresh

BACKUPS_KEPT_KEY = "tournament/backups_kept"


def backups_kept_setting() -> int:
    value = QSettings().value(BACKUPS_KEPT_KEY, DEFAULT_KEPT)
    try:
        return max(0, min(999, int(str(value))))
    except ValueError:
        return DEFAULT_KEPT


class TournamentFiles(TabPart):
    """New, open (in a file or on a server), and the backups of the open tournament."""

    def __init__(self, pages: TabPages, session: TournamentSession, status: StatusLine, view: TabRefresh,
                 hall_and_phones: HallAndPhones) -> None:
        super().__init__(pages)
        self.session = session
        self.status = status
        self.view = view
        self.hall_and_phones = hall_and_phones
        pages.new_button.clicked.connect(self.ask_new)
        pages.open_button.clicked.connect(self.ask_open)
        pages.new_server_button.clicked.connect(lambda: self.ask_server(create=True))
        pages.open_server_button.clicked.connect(lambda: self.ask_server(create=False))
        pages.backups_kept.setValue(backups_kept_setting())
        pages.backups_kept.valueChanged.connect(self._backups_kept_changed)
        pages.restore_button.clicked.connect(self.restore_backup)

    def new_tournament(self, path: str | Path, name: str, **options: Any) -> bool:
        created = self.session.create(path, name, **options)
        if not self.status.took(created):
            return False
        self._show(created.get())
        self.status.say(fill(self.tr("Created %1"), created.get().location))
        return True

    def open_tournament(self, path: str | Path) -> bool:
        opened = self.session.open(path)
        if not self.status.took(opened):
            return False
        self._show(opened.get())
        self.status.say(fill(self.tr("Opened %1"), opened.get().location))
        return True

    def _show(self, tournament: Tournament) -> None:
        """Show ``tournament`` (the session works on it already) and follow other consoles' writes."""
        self.view.stop_feed()
        self.hall_and_phones.close_phones_view()  # phones must not go on seeing the tournament left
        self.session.adopt(tournament)
        tournament.backups_kept = self.pages.backups_kept.value()
        self.view.follow(tournament)

    def ask_new(self) -> None:
        path = self.session.ask_new_file()
        if path:
            self.ask_name_and_format(path)

    def ask_server(self, create: bool) -> None:
        from daifugo_gui.ui.tournament.server_dialog import ServerDialog, remember_server

        dialog = ServerDialog(QSettings(), self.pages, create=create)
        if dialog.exec() != ServerDialog.DialogCode.Accepted:
            return
        # Only a server that worked is offered again next time (never with its password).
        if self.open_tournament(dialog.url()) if not create else self.ask_name_and_format(dialog.url()):
            remember_server(QSettings(), dialog.url())

    def ask_name_and_format(self, where: str) -> bool:
        """The two questions of a new tournament, in a file or on a server."""
        dialog = NewTournamentDialog(self.pages)
        while dialog.exec() == NewTournamentDialog.DialogCode.Accepted and dialog.name():
            if self.new_tournament(where, dialog.name(), **dialog.options()):
                return True
            # Refused (the server went away meanwhile, the file is taken …): the status
            # line says why and the form comes back as it was typed (issue 39).
        return False

    def ask_open(self) -> None:
        path = self.session.ask_open_file()
        if path:
            self.open_tournament(path)

    # -- backups (issue 38) ------------------------------------------------------------------------
    def _backups_kept_changed(self, kept: int) -> None:
        QSettings().setValue(BACKUPS_KEPT_KEY, kept)
        if self.session.tournament is not None:
            self.session.tournament.backups_kept = kept

    def restore_backup(self) -> Path | None:
        """Ask which backup copy and which new file, then write it there (issue 38)."""
        restored = self.session.ask_restore_backup()
        if not self.status.took(restored) or restored.value is None:
            return None
        self.status.say(fill(self.tr("The backup was written to %1. The tournament open here is unchanged: "
                                     "open that file to use the copy."), str(restored.value)))
        return restored.value
