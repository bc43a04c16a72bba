"""What the Tournament tab shows of the open tournament, and how it keeps up: one
snapshot read at a time (app/live.py), read by the tab itself after its own commands or
by the live feed's thread when another console writes (LISTEN/NOTIFY on a server, the
SQLite file's change counter), and only the finished snapshot applied here."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Signal

from daifugo_gui.app.live import LiveFeed, TabSnapshot, load_tab
from daifugo_gui.app.translation import fill
from daifugo_gui.app.tournament_session import TournamentSession
from daifugo_gui.app.waiting import wait_off_ui_thread
from daifugo_gui.rules.reasons import Reason
from daifugo_gui.tournament import ScoringRules, Tournament, TournamentError
from daifugo_gui.tournament.bracket import bracket_names
from daifugo_gui.tournament.formats import format_of
from daifugo_gui.ui.tournament.format_pages import FormatPages
from daifugo_gui.ui.tournament.round_tree import RoundTree
from daifugo_gui.ui.tournament.standings_model import StandingsModel
from daifugo_gui.ui.tournament.status_line import StatusLine
from daifugo_gui.ui.tournament.tab_pages import TabPages, TabPart
from daifugo_gui.ui.widgets.player_picker import SEARCH_ROLE, KeptText, search_key
from daifugo_gui.ui.widgets.reason_text import render, render_error


class TabRefresh(TabPart):
    """Shows a snapshot of the tournament; follows other consoles' writes."""

    changed = Signal()  # the tournament's data was shown again (standings refreshed)
    enabled = Signal(bool)  # the controls now work with a tournament open (True) or not

    def __init__(self, pages: TabPages, session: TournamentSession, status: StatusLine, tree: RoundTree,
                 format_pages: FormatPages) -> None:
        super().__init__(pages)
        self.session = session
        self.status = status
        self.tree = tree
        self.format_pages = format_pages
        self.feed: LiveFeed | None = None
        self.shown: TabSnapshot | None = None
        self._pickers_of: Tournament | None = None  # the tournament the player pickers list
        self._seed_of: Tournament | None = None  # the tournament whose seed the seed box shows
        self._read_at = 0.0  # time.monotonic() when the tab last read the tournament itself
        self._following_problem = ""
        self.waiting = False  # a call to the tournament is under way (wait_live)
        status.stale.connect(self.refresh)

    def refresh(self, snapshot: TabSnapshot | None = None) -> None:
        """Show the tournament: ``snapshot`` when the live feed has read it, else read now."""
        pages = self.pages
        t = self.session.tournament
        self._enable_for_tournament(t is not None)
        if t is None:
            self._show_no_tournament()
            return
        if snapshot is None:
            self._read_at = time.monotonic()  # live snapshots read before this are older
            try:
                snapshot = load_tab(t, pages.round_combo.currentData())
            except TournamentError as exc:
                self.status.say(fill(self.tr("Error: %1"), render_error(exc)))
                return
        self.shown = snapshot
        info = snapshot.info
        pages.settings_panel.show_scoring(info.scoring, editable=True)
        pages.settings_panel.show_preset(info.settings)
        pages.file_label.setText(f"{info.name} — {t.location}")
        pages.file_label.setToolTip(pages.file_label.text())
        pages.players_count.setText(self.tr("%n player(s) registered", "", len(snapshot.players)))
        self._fill_player_pickers(snapshot)
        self._fill_rounds(snapshot, t)
        view = snapshot.round
        self.tree.requested_byes = snapshot.requested_byes
        self.tree.show_round(view=view if view is not None and view.number == self.tree.wanted_round else None)
        self._show_standings(snapshot)
        self.format_pages.show(snapshot)
        pages.corrections_view.set_corrections(snapshot.corrections)
        pages.side_tabs.setTabText(
            pages.corrections_index, fill(self.tr("Corrections (%1)"), str(len(snapshot.corrections)))
        )
        self.changed.emit()

    def _enable_for_tournament(self, has: bool) -> None:
        """The controls that need a tournament work only with one open."""
        pages = self.pages
        for widget in (pages.add_player_button, pages.import_players_button, pages.seat_button, pages.hall_button,
                       pages.phones_button,
                       pages.unseat_button, pages.withdraw_button, pages.rename_button, pages.player_pick,
                       pages.pause_button,
                       pages.judge_table_button, pages.paper_button,
                       pages.override_button, pages.import_record_button, pages.export_csv_button,
                       pages.export_json_button, pages.player_name, pages.round_combo, pages.restore_button,
                       *pages.settings_panel.editors()):
            widget.setEnabled(has)
        self.enabled.emit(has)

    def _show_no_tournament(self) -> None:
        pages = self.pages
        self._clear_pickers()
        pages.standings_model.set_rows([])
        pages.round_combo.clear()
        pages.tables_tree.clear()
        pages.players_count.setText("")
        pages.side_tabs.setTabVisible(pages.bracket_index, False)
        pages.settings_panel.show_scoring(ScoringRules(), editable=False)
        self.format_pages.show(None)
        self.shown = None
        self.tree.requested_byes = ()

    def _clear_pickers(self) -> None:
        """Empty both player pickers, their text too: a name typed or picked in one
        tournament means nothing in another (issue 39: "伊藤 美咲 (棄権)" stayed)."""
        for combo in (self.pages.override_player, self.pages.player_pick):
            combo.clear()
            combo.setEditText("")
        self._pickers_of = None

    def _fill_player_pickers(self, snapshot: TabSnapshot) -> None:
        """The seat override's players (not the withdrawn) and the player picker (all)."""
        override, pick = self.pages.override_player, self.pages.player_pick
        if self._pickers_of is not self.session.tournament:
            self._clear_pickers()  # another tournament: nothing typed for the last one is kept
            self._pickers_of = self.session.tournament
        # What the judge picked or is typing in a picker survives the refill; a picked
        # player keeps being picked under their new label ("(withdrawn)" added or gone).
        with KeptText(override), KeptText(pick):
            override.clear()
            pick.clear()
            latest = snapshot.round_numbers[-1] if snapshot.round_numbers else None
            for p in snapshot.players:
                key = search_key(p.name, p.reading)
                # A withdrawn player is not offered for a seat (the store refuses it too).
                if latest is None or p.dropped_from_round is None or p.dropped_from_round > latest:
                    override.addItem(p.name, p.name)
                    override.setItemData(override.count() - 1, key, SEARCH_ROLE)
                withdrawn = p.dropped_from_round is not None
                pick.addItem(fill(self.tr("%1 (withdrawn)"), p.name) if withdrawn else p.name, p.name)
                pick.setItemData(pick.count() - 1, key, SEARCH_ROLE)

    def _fill_rounds(self, snapshot: TabSnapshot, t: Tournament) -> None:
        """The round picker (the round shown stays chosen), the seed and the table sizes."""
        pages = self.pages
        combo = pages.round_combo
        rounds = snapshot.round_numbers
        keep = combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        for number in rounds:
            combo.addItem(fill(self.tr("Round %1"), str(number)), number)
        index = combo.findData(keep) if keep is not None else -1
        combo.setCurrentIndex(index if index >= 0 else len(rounds) - 1)
        combo.blockSignals(False)
        # The seed box shows this tournament's seed: the one round 1 was drawn with once
        # seated, else the tournament's own (set when another tournament is shown, so a
        # seed the judge typed before seating survives other consoles' refreshes).
        if rounds and snapshot.first_seed is not None:
            pages.seed_spin.setValue(snapshot.first_seed)
        elif rounds or self._seed_of is not t:
            pages.seed_spin.setValue(snapshot.info.seed)
        self._seed_of = t
        pages.seed_spin.setEnabled(not rounds)
        pages.settings_panel.show_table_sizes(snapshot.info.min_table_size, snapshot.info.table_size,
                                              fixed=bool(rounds))
        self.tree.wanted_round = combo.currentData()

    def _show_standings(self, snapshot: TabSnapshot) -> None:
        """The standings, their stage column and the bracket where players reach stages."""
        pages = self.pages
        info = snapshot.info
        pages.standings_model.set_rows(list(snapshot.standings))
        # The stage column only means something where players reach stages (a knock-out,
        # a final, groups).
        knockout = format_of(info.format).prints_bracket_standings()
        pages.standings_view.setColumnHidden(
            StandingsModel.COLUMNS.index("note"),
            not knockout and not any(row.note for row in snapshot.standings),
        )
        pages.side_tabs.setTabVisible(pages.bracket_index, knockout)
        pages.bracket_view.set_rounds(list(snapshot.rounds) if knockout else [], info.advance,
                                      bracket_names(info, snapshot.rounds))

    # -- other consoles' writes -------------------------------------------------------------------
    def follow(self, tournament: Tournament) -> None:
        """Show ``tournament`` (the session works on it already) and follow other consoles' writes."""
        self.stop_feed()
        self.refresh()
        tree = self.tree
        self.feed = LiveFeed(tournament.target, lambda t: load_tab(t, tree.wanted_round), self)
        self.feed.loaded.connect(self._live_update)
        self.feed.problem.connect(self._live_problem)
        self.feed.start()

    def stop_feed(self) -> None:
        if self.feed is not None:
            self.feed.stop()
            self.feed.deleteLater()
            self.feed = None

    def _live_update(self, started: float, snapshot: object) -> None:
        """Another console (or this one) wrote: show it, unless nothing shown changed or
        the tab has read the tournament itself since (the snapshot would be older)."""
        if self.session.tournament is None or not isinstance(snapshot, TabSnapshot):
            return
        self._check_unanswered()
        if started < self._read_at or snapshot == self.shown:
            return
        self.refresh(snapshot)

    def _live_problem(self, problem: Reason | None) -> None:
        if problem is not None:
            self._following_problem = fill(self.tr("Not following other consoles: %1"), render(problem))
            self.status.say(self._following_problem)
        elif self._following_problem and self.pages.status.text() == self._following_problem:
            # Back in touch (the feed has just read everything again): the old error goes.
            self._following_problem = ""
            self.status.say(self.tr("Following other consoles again"))
        if problem is None:
            self._check_unanswered()

    def _check_unanswered(self) -> None:
        """The feed reads the server again: a write it left unanswered is checked now and
        the organiser told whether it was saved, not only at the next command (issue 38)."""
        tournament = self.session.tournament
        if tournament is None or self.waiting or not tournament.unconfirmed():
            return
        self.status.note_writes([render(note) for note in self.wait_live(tournament.take_notes)])

    def wait_live(self, work: Callable[[], Any]) -> Any:
        """A tournament call off the UI thread (issue 38): the clocks and screens stay live
        while it runs; the tab takes no new command until it has answered."""
        if self.waiting:
            return work()  # a call made while one runs (from another window): in order, here
        self.waiting = True
        self.pages.setEnabled(False)
        try:
            return wait_off_ui_thread(work)
        finally:
            self.waiting = False
            self.pages.setEnabled(True)
