"""The Tournament tab's round commands: seat the next round (or take its seating back),
put a player in a seat, record a table's game (from a record file, from its paper sheet,
from this console) or correct it, take back a match's last game, and ask for a table to
be judged in the console. Each is the session's (app/tournament_session.py); this words
what it did and redraws. Methods without "ask" in their name ask nothing."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import Signal

from daifugo_gui.app.translation import fill
from daifugo_gui.app.tournament_session import Result, TournamentSession
from daifugo_gui.tournament import PaperRow, RoundView, StoredGame, StoredMatchGame, TournamentError
from daifugo_gui.tournament.paper import rows_of
from daifugo_gui.ui.tournament.paper_result_dialog import PaperResultDialog
from daifugo_gui.ui.tournament.round_tree import RoundTree
from daifugo_gui.ui.tournament.status_line import StatusLine
from daifugo_gui.ui.tournament.tab_pages import TabPages, TabPart
from daifugo_gui.ui.tournament.tab_refresh import TabRefresh
from daifugo_gui.ui.widgets.player_picker import picked_player
from daifugo_gui.ui.widgets.reason_text import render


class RoundCommands(TabPart):
    """The rounds box's buttons."""

    # round, table: judge it in the console (the window asks the desk: app/desk.py)
    tableGameRequested = Signal(int, int)

    def __init__(self, pages: TabPages, session: TournamentSession, status: StatusLine, view: TabRefresh,
                 tree: RoundTree) -> None:
        super().__init__(pages)
        self.session = session
        self.status = status
        self.view = view
        self.tree = tree
        pages.seat_button.clicked.connect(self.seat_next_round)
        pages.unseat_button.clicked.connect(self.ask_undo_seating)
        pages.override_button.clicked.connect(self.override_selected)
        pages.import_record_button.clicked.connect(self.ask_import_record)
        pages.judge_table_button.clicked.connect(self.request_table_game)
        pages.paper_button.clicked.connect(self.ask_paper_result)

    # -- seating ---------------------------------------------------------------------------------
    def seat_next_round(self) -> RoundView | None:
        seated = self.session.seat_round(self.pages.seed_spin.value())
        if not self.status.took(seated):
            return None
        view = seated.get()
        self.view.refresh()
        self.pages.round_combo.setCurrentIndex(self.pages.round_combo.findData(view.number))
        self.status.say(fill(self.tr("Round %1 seated"), str(view.number)))
        return view

    def _seating_undone(self, result: Result[int]) -> bool:
        if not self.status.took(result):
            return False
        self.status.say(fill(self.tr("Round %1's seating taken back"), str(result.get())))
        self.view.refresh()
        return True

    def undo_last_seating(self) -> bool:
        return self._seating_undone(self.session.undo_seating())

    def ask_undo_seating(self) -> None:
        shown = self.view.shown
        numbers = shown.round_numbers if shown is not None else ()
        self._seating_undone(self.session.ask_undo_seating(numbers[-1] if numbers else None))

    def override_seat(self, table: int, position: int, player: str) -> bool:
        view = self.tree.current_round()
        if view is None:
            self.status.say(self.tr("Seat a round first"))
            return False
        done = self.session.override_seat(view.number, table, position, player)
        if not self.status.took(done):
            return False
        self.view.refresh()
        repeats = done.get().repeats
        if repeats:  # the override is kept; the organiser decides whether it is wanted
            a, b, when = repeats[0]
            self.status.say(
                fill(self.tr("Warning: %1 and %2 already met in round %3 (%n repeat meeting(s) in this round)", "",
                             len(repeats)), a, b, str(when))
            )
        return True

    def override_selected(self) -> None:
        seat = self.tree.selected_seat()
        if seat is None or seat[1] == 0:
            self.status.say(self.tr("Select a seat first"))
            return
        name = picked_player(self.pages.override_player)
        if name is None:
            self.status.say(self.tr("Pick a player from the list first"))
            return
        self.override_seat(seat[0], seat[1], name)

    # -- a table's game ----------------------------------------------------------------------------
    def request_table_game(self) -> bool:
        """Ask for the selected table to be judged in the console; the desk seats its game
        and says why not (a result already recorded, …), which the status line shows."""
        selected = self.tree.selected_table()
        if selected is None:
            return False
        view, number = selected
        self.tableGameRequested.emit(view.number, number)
        return True

    def paper_result_dialog(self) -> PaperResultDialog | None:
        """The dialog for the selected table: a new result from its paper sheet, or (when
        the table has one) a correction of the recorded result, prefilled."""
        selected = self.tree.selected_table()
        if selected is None:
            return None
        view, number = selected
        table = next((t for t in view.tables if t.number == number), None)
        if table is None:
            return None
        correcting = table.game is not None
        where = fill(self.tr("Round %1 table %2"), str(view.number), str(table.number))
        title = (self.tr("Correct the result: %1") if correcting else self.tr("Result from the paper sheet: %1"))

        def submit(rows: list[PaperRow], who: str, why: str, first: str | None = None, because: str = "",
                   by: str = "") -> None:
            if correcting:
                stored = self.session.correct_result(view.number, table.number, rows, who=who, why=why)
            else:
                stored = self.session.paper_result(view.number, table.number, rows, first=first, other_first=because,
                                                   other_first_by=by)
            self.status.write_note = " ".join(render(note) for note in stored.notes)
            if stored.reason is not None and not stored.done:
                raise TournamentError(stored.reason)  # the dialog shows it and stays open
            self.status.say(fill(self.tr("Corrected %1") if correcting else self.tr("Recorded %1"), where))
            self.view.refresh()

        recorded = rows_of(table.game.summary) if table.game is not None else ()
        match = table.match
        # At a match the sheet says who opened this game (the rule's player unless the
        # judge says otherwise).
        opener = next((p.name for p in table.players if p.id == match.next_first), None) \
            if match is not None and not match.decided and not correcting else None
        return PaperResultDialog(fill(title, where), [p.name for p in table.players], submit,
                                 recorded=recorded, correcting=correcting, first_mover=opener, parent=self.pages)

    def ask_paper_result(self) -> None:
        dialog = self.paper_result_dialog()
        if dialog is not None:
            dialog.open()

    def recorded(self, stored: Result[StoredGame | StoredMatchGame]) -> StoredGame | StoredMatchGame | None:
        """What recording a game did, said in the tab, which reads the tournament again."""
        if not self.status.took(stored):
            return None
        game = stored.get()
        self.status.say(fill(self.tr("Recorded round %1 table %2"), str(game.round), str(game.table)))
        self.view.refresh()
        return game

    def import_record(self, path: str | Path) -> StoredGame | StoredMatchGame | None:
        """Record a game from a record file (the organiser is asked when it was played under
        other settings than the tournament's)."""
        return self.recorded(self.session.import_record(path))

    def ask_import_record(self) -> None:
        self.recorded(self.session.ask_import_record())

    def record_finished_game(self, record: Mapping[str, Any]) -> StoredGame | StoredMatchGame | None:
        """Store a game that just ended at this console (the judge is asked about other
        settings, and at a match about another first mover)."""
        return self.recorded(self.session.record_finished(record))

    def undo_match_game(self) -> bool:
        """Take back the last game of the selected table's match (a game stored by mistake)."""
        selected = self.tree.selected_table()
        if selected is None:
            return False
        view, number = selected
        state = self.session.undo_match_game(view.number, number)
        if not self.status.took(state):
            return False
        a, b = state.get().score
        self.status.say(fill(self.tr("Round %1 table %2: the match's last game taken back (match %3–%4)"),
                             str(view.number), str(number), str(a), str(b)))
        self.view.refresh()
        return True
