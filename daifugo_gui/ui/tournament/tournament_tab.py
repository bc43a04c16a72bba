"""The tournament tab: players, rounds and tables, standings, printing.

Thin: the commands are :class:`~daifugo_gui.app.tournament_session.TournamentSession`'s
(which asks the organiser through :class:`~daifugo_gui.app.prompts.Prompts`), every
decision is made by :mod:`daifugo_gui.tournament` and every page by
:mod:`daifugo_gui.reports`. The tab itself only puts its parts together, each in the
module named for what it holds:

- ``tab_pages.py``: the widgets and where they sit;
- ``status_line.py``: how each command went, in one line;
- ``tab_refresh.py`` and ``round_tree.py``: what is shown of the tournament, kept up with
  other consoles' writes; the round's tables and the table or seat selected;
- ``tournament_files.py``: new, open (file or server), backups;
- ``player_commands.py``, ``round_commands.py``, ``scoring_commands.py``: the commands of
  the players box, the rounds box and the settings page;
- ``print_commands.py`` (with ``tournament_prints.py``): prints and exports;
- ``hall_and_phones.py``: the hall display and the players' phones.

Each action has a method here taking plain arguments (``open_tournament(path)``,
``import_record(path)``, …) that asks nothing, so tests, scripts and the main window drive
the tab without dialogs; the buttons' ``ask_…`` variants ask first.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QPushButton, QWidget

from daifugo_gui.app.live import LiveFeed, TabSnapshot
from daifugo_gui.app.prompts import Prompts
from daifugo_gui.app.tournament_session import Result, TournamentSession
from daifugo_gui.tournament import RoundView, ScoringRules, StoredGame, StoredMatchGame, Tournament
from daifugo_gui.ui.tournament.format_pages import FormatPages
from daifugo_gui.ui.tournament.hall_and_phones import HallAndPhones
from daifugo_gui.ui.tournament.paper_result_dialog import PaperResultDialog
from daifugo_gui.ui.tournament.player_commands import PlayerCommands
from daifugo_gui.ui.tournament.print_commands import PrintCommands
from daifugo_gui.ui.tournament.round_commands import RoundCommands
from daifugo_gui.ui.tournament.round_tree import RoundTree
from daifugo_gui.ui.tournament.scoring_commands import ScoringCommands
from daifugo_gui.ui.tournament.status_line import StatusLine
from daifugo_gui.ui.tournament.tab_pages import TabPages
from daifugo_gui.ui.tournament.tab_refresh import TabRefresh
from daifugo_gui.ui.tournament.tournament_files import TournamentFiles
from daifugo_gui.ui.tournament.tournament_prints import TournamentPrints
from daifugo_gui.ui.widgets.qt_prompts import QtPrompts
from daifugo_gui.ui.widgets.reason_text import render


def _waiting_through(tab: TournamentTab) -> Callable[[Callable[[], Any]], Any]:
    """The session's way to wait for the tournament, through the tab without holding it
    (the tab holds the session: a bound method back would make a cycle)."""
    ref = weakref.ref(tab)

    def wait(work: Callable[[], Any]) -> Any:
        held = ref()
        return work() if held is None else held.view.wait_live(work)

    return wait


def _qt_translate(context: str, source: str) -> str:
    return QCoreApplication.translate(context, source)


class TournamentTab(TabPages):
    """New/open a tournament file, register players, seat rounds, record games, print."""

    changed = Signal()  # the tournament's data changed (standings were refreshed)
    message = Signal(str)  # a one-line status or error, also shown in the tab
    pdf_ready = Signal(object)  # the Path of a PDF just written (off the UI thread)
    # round, table: judge it in the console (the window asks the desk: app/desk.py)
    tableGameRequested = Signal(int, int)

    def __init__(self, parent: QWidget | None = None, *, lang: str = "ja",
                 session: TournamentSession | None = None) -> None:
        """``session``: the desk's (app/desk.py), asking through the window's one Prompts; a tab
        on its own (scripts, tests) makes one whose questions are dialogs over this tab."""
        super().__init__(parent, lang=lang)
        self.session = session if session is not None else TournamentSession(
            QtPrompts(self), translate=_qt_translate, describe=render)
        # The tab shows that a call to the tournament is under way (it takes no command meanwhile).
        self.session.wait = _waiting_through(self)
        self.prints = TournamentPrints(self, self)
        self.status_line = StatusLine(self, self.session)
        self.status_line.message.connect(self.message)
        self.tree = RoundTree(self, self.session, self.status_line)
        # The format's pages extend the rounds box and the side tabs; connected to the round
        # picker after the tree, so they annotate the tables the tree has just drawn.
        self.format_pages = FormatPages(self, self)
        self.add_corrections_page()
        self.view = TabRefresh(self, self.session, self.status_line, self.tree, self.format_pages)
        self.hall_and_phones = HallAndPhones(self, self.session)
        self.files = TournamentFiles(self, self.session, self.status_line, self.view, self.hall_and_phones)
        self.players = PlayerCommands(self, self.session, self.status_line, self.view)
        self.rounds = RoundCommands(self, self.session, self.status_line, self.view, self.tree)
        self.rounds.tableGameRequested.connect(self.tableGameRequested)
        self.scoring = ScoringCommands(self, self.session, self.status_line, self.view)
        self.print_commands = PrintCommands(self, self.session, self.status_line, self.view, self.tree, self.prints)
        self.view.changed.connect(self.changed)
        self.refresh()

    @property
    def tournament(self) -> Tournament | None:
        """The open tournament (the session's)."""
        return self.session.tournament

    @property
    def prompts(self) -> Prompts:
        """How the tab's commands ask the organiser (tests give a scripted fake)."""
        return self.session.prompts

    @prompts.setter
    def prompts(self, prompts: Prompts) -> None:
        self.session.prompts = prompts

    @property
    def feed(self) -> LiveFeed | None:
        """The live feed that follows other consoles' writes (None: no tournament open)."""
        return self.view.feed

    @property
    def hall_windows(self) -> list[QWidget]:
        return self.hall_and_phones.hall_windows

    @property
    def phones_dialog(self) -> QWidget | None:
        return self.hall_and_phones.phones_dialog

    # -- the status line and what is shown (the prints and the format's pages use these too) ---------
    def say(self, text: str) -> None:
        self.status_line.say(text)

    def took(self, result: Result[Any]) -> bool:
        """Say what a command did not do; True when it was done (the main window shows the
        desk's results here too)."""
        return self.status_line.took(result)

    def attempt(self, action: Any, *args: Any) -> Any:
        return self.status_line.attempt(action, *args)

    def refresh(self, snapshot: TabSnapshot | None = None) -> None:
        self.view.refresh(snapshot)

    def stop_feed(self) -> None:
        self.view.stop_feed()

    def current_round(self) -> RoundView | None:
        return self.tree.current_round()

    def selected_seat(self) -> tuple[int, int] | None:
        return self.tree.selected_seat()

    # -- the tournament ----------------------------------------------------------------------------
    def new_tournament(self, path: str | Path, name: str, **options: Any) -> bool:
        return self.files.new_tournament(path, name, **options)

    def open_tournament(self, path: str | Path) -> bool:
        return self.files.open_tournament(path)

    def ask_open(self) -> None:
        self.files.ask_open()

    def ask_name_and_format(self, where: str) -> bool:
        return self.files.ask_name_and_format(where)

    def restore_backup(self) -> Path | None:
        return self.files.restore_backup()

    # -- players -----------------------------------------------------------------------------------
    def add_player(self, name: str, reading: str = "", affiliation: str = "") -> bool:
        return self.players.add_player(name, reading, affiliation)

    def import_players(self, path: str | Path) -> int:
        return self.players.import_players(path)

    def withdraw_player(self, label: str) -> bool:
        return self.players.withdraw_player(label)

    def reinstate_player(self, name: str) -> bool:
        return self.players.reinstate_player(name)

    def ask_reinstate(self) -> None:
        self.players.ask_reinstate()

    def rename_player(self, old: str, new: str) -> bool:
        return self.players.rename_player(old, new)

    # -- rounds and results ------------------------------------------------------------------------
    def seat_next_round(self) -> RoundView | None:
        return self.rounds.seat_next_round()

    def undo_last_seating(self) -> bool:
        return self.rounds.undo_last_seating()

    def override_seat(self, table: int, position: int, player: str) -> bool:
        return self.rounds.override_seat(table, position, player)

    def request_table_game(self) -> bool:
        return self.rounds.request_table_game()

    def paper_result_dialog(self) -> PaperResultDialog | None:
        return self.rounds.paper_result_dialog()

    def show_recorded(self, stored: Result[StoredGame | StoredMatchGame]) -> StoredGame | StoredMatchGame | None:
        """What recording a game did, said in the tab, which reads the tournament again (the
        desk records the console's games: app/desk.py)."""
        return self.rounds.recorded(stored)

    def import_record(self, path: str | Path) -> StoredGame | StoredMatchGame | None:
        return self.rounds.import_record(path)

    def record_finished_game(self, record: Mapping[str, Any]) -> StoredGame | StoredMatchGame | None:
        return self.rounds.record_finished_game(record)

    def undo_match_game(self) -> bool:
        return self.rounds.undo_match_game()

    # -- scoring and settings ----------------------------------------------------------------------
    def set_scoring(self, scoring: ScoringRules) -> bool:
        return self.scoring.set_scoring(scoring)

    def set_points(self, size: int, row: Sequence[int]) -> bool:
        return self.scoring.set_points(size, row)

    def set_tiebreaks(self, order: Sequence[str]) -> bool:
        return self.scoring.set_tiebreaks(order)

    def set_table_sizes(self, min_seats: int, max_seats: int) -> bool:
        return self.scoring.set_table_sizes(min_seats, max_seats)

    def set_preset(self, name: str) -> bool:
        return self.scoring.set_preset(name)

    # -- prints, exports, the hall and the phones -------------------------------------------------
    def print_buttons(self) -> tuple[QPushButton, ...]:
        return self.print_commands.print_buttons()

    def ask_pdf(self, kind: str) -> None:
        self.print_commands.ask_pdf(kind)

    def export_standings(self, path: str | Path) -> Path | None:
        return self.print_commands.export_standings(path)

    def open_hall_display(self, full_screen: bool = True) -> QWidget | None:
        return self.hall_and_phones.open_hall_display(full_screen)

    def open_phones_view(self) -> QWidget | None:
        return self.hall_and_phones.open_phones_view()

    def web_address_for_print(self) -> str | None:
        return self.hall_and_phones.web_address_for_print()

    def stop_phones_view(self) -> None:
        """End the web view's service, if it runs (the window is closing)."""
        self.hall_and_phones.close_phones_view()

    def closeEvent(self, event: Any) -> None:  # noqa: N802
        self.prints.shutdown()
        self.view.stop_feed()
        self.hall_and_phones.close_halls()
        self.hall_and_phones.close_phones_view()
        self.session.close()
        super().closeEvent(event)
