"""The Tournament tab's player commands: register (by hand or from a CSV file), withdraw,
pause a round, reinstate and rename. Each is the session's (app/tournament_session.py);
this words what it did and redraws. Methods without "ask" in their name ask nothing."""

from __future__ import annotations

from pathlib import Path

from daifugo_gui.app.translation import fill
from daifugo_gui.app.tournament_session import Result, TournamentSession
from daifugo_gui.tournament import Player
from daifugo_gui.ui.tournament.status_line import StatusLine
from daifugo_gui.ui.tournament.tab_pages import TabPages, TabPart
from daifugo_gui.ui.tournament.tab_refresh import TabRefresh
from daifugo_gui.ui.widgets.player_picker import picked_player


class PlayerCommands(TabPart):
    """The players box's buttons."""

    def __init__(self, pages: TabPages, session: TournamentSession, status: StatusLine, view: TabRefresh) -> None:
        super().__init__(pages)
        self.session = session
        self.status = status
        self.view = view
        pages.add_player_button.clicked.connect(self.add_from_fields)
        pages.player_name.returnPressed.connect(self.add_from_fields)
        pages.import_players_button.clicked.connect(self.ask_import_players)
        pages.withdraw_button.clicked.connect(self.ask_withdraw)
        pages.pause_button.clicked.connect(self.ask_pause)
        pages.reinstate_button.clicked.connect(self.ask_reinstate)
        pages.rename_button.clicked.connect(self.ask_rename)
        view.changed.connect(self.update_reinstate)

    def _say(self, text: str) -> None:
        self.status.say(text)

    def add_player(self, name: str, reading: str = "", affiliation: str = "") -> bool:
        added = self.session.add_player(name, reading, affiliation)
        if not self.status.took(added):
            return False
        self._say(fill(self.tr("Added %1"), added.get().name))
        self.view.refresh()
        return True

    def add_from_fields(self) -> None:
        pages = self.pages
        if self.add_player(pages.player_name.text(), pages.player_reading.text(), pages.player_affiliation.text()):
            for field in (pages.player_name, pages.player_reading, pages.player_affiliation):
                field.clear()
            pages.player_name.setFocus()

    def _imported(self, added: Result[list[Player]]) -> int:
        if not self.status.took(added):
            return 0
        self._say(self.tr("Imported %n player(s)", "", len(added.get())))
        self.view.refresh()
        return len(added.get())

    def import_players(self, path: str | Path) -> int:
        return self._imported(self.session.import_players(path))

    def ask_import_players(self) -> None:
        self._imported(self.session.ask_import_players())

    def _withdrawn(self, result: Result[str]) -> bool:
        if not self.status.took(result):
            return False
        self._say(fill(self.tr("%1 withdraws: not seated from the next round on"), result.get()))
        self.view.refresh()
        return True

    def withdraw_player(self, label: str) -> bool:
        pick = self.pages.player_pick
        name = label if label in (pick.itemData(i) for i in range(pick.count())) else (picked_player(pick) or label)
        if not name:
            return False
        return self._withdrawn(self.session.withdraw(name))

    def _picked(self) -> str | None:
        name = picked_player(self.pages.player_pick)
        if name is None:
            self._say(self.tr("Pick a player from the list first"))
        return name

    def ask_withdraw(self) -> None:
        name = self._picked()
        if name is not None:
            self._withdrawn(self.session.ask_withdraw(name))

    def ask_pause(self) -> None:
        name = self._picked()
        if name is None:
            return
        result = self.session.ask_pause(name)
        if not self.status.took(result):
            return
        pause = result.get()
        text = (self.tr("%1 sits out round %2 (bye asked)") if pause.sits_out
                else self.tr("%1 will be seated in round %2 after all"))
        self._say(fill(text, pause.player, str(pause.round)))
        self.view.refresh()

    def _reinstated(self, result: Result[Player]) -> bool:
        if not self.status.took(result):
            return False
        self._say(fill(self.tr("%1 is back: seated again from the next round on"), result.get().name))
        self.view.refresh()
        return True

    def reinstate_player(self, name: str) -> bool:
        """A withdrawn player comes back (#26), without asking."""
        return self._reinstated(self.session.reinstate(name))

    def ask_reinstate(self) -> None:
        # The player picked in the list is offered first when they withdrew.
        self._reinstated(self.session.ask_reinstate(picked_player(self.pages.player_pick)))

    def update_reinstate(self) -> None:
        """Reinstating is offered while some player has withdrawn."""
        shown = self.view.shown
        self.pages.reinstate_button.setEnabled(
            self.session.tournament is not None and shown is not None
            and any(p.dropped_from_round is not None for p in shown.players))

    def _renamed(self, old: str, result: Result[Player]) -> bool:
        if not self.status.took(result):
            return False
        self._say(fill(self.tr("%1 is now %2"), old, result.get().name))
        self.view.refresh()
        return True

    def rename_player(self, old: str, new: str) -> bool:
        return self._renamed(old, self.session.rename(old, new))

    def ask_rename(self) -> None:
        old = picked_player(self.pages.player_pick)
        if not old:
            self._say(self.tr("Pick a player from the list first"))
            return
        self._renamed(old, self.session.ask_rename(old))
