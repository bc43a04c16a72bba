"""The round shown in the Tournament tab: its tables, seats and results in the tree, and
which table or seat the judge has selected there."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTreeWidgetItem

from daifugo_gui.app.tournament_session import TournamentSession
from daifugo_gui.app.translation import fill
from daifugo_gui.tournament import Player, RoundView, TableView, TournamentError
from daifugo_gui.ui.tournament.status_line import StatusLine
from daifugo_gui.ui.tournament.tab_pages import TabPages, TabPart
from daifugo_gui.ui.widgets.i18n import joined
from daifugo_gui.ui.widgets.reason_text import render


class RoundTree(TabPart):
    """Fills the tables tree with the round chosen in the round picker."""

    def __init__(self, pages: TabPages, session: TournamentSession, status: StatusLine) -> None:
        super().__init__(pages)
        self.session = session
        self.status = status
        # Byes asked for rounds not seated yet, as last read (listed above the tables).
        self.requested_byes: tuple[tuple[int, tuple[Player, ...]], ...] = ()
        self.wanted_round: int | None = None  # read by the live feed's thread
        self._tree_round: int | None = None
        pages.round_combo.currentIndexChanged.connect(self.show_round)

    def current_round(self) -> RoundView | None:
        number = self.pages.round_combo.currentData()
        tournament = self.session.tournament
        if tournament is None or number is None:
            return None
        try:
            return tournament.round(int(number))
        except TournamentError:
            return None

    def show_round(self, *_: Any, view: RoundView | None = None) -> None:
        tree = self.pages.tables_tree
        # A seat the judge selected stays selected when another console's write redraws.
        selected = self.selected_seat()
        self.wanted_round = self.pages.round_combo.currentData()
        tree.clear()
        view = view or self.current_round()
        self._show_requested_byes()
        if view is None:
            return
        if self._tree_round != view.number:
            selected = None  # another round: its seats are other seats
        self._tree_round = view.number
        reselect: QTreeWidgetItem | None = None
        for table in view.tables:
            item, found = self._table_item(table, selected)
            if found is not None:
                reselect = found
            tree.addTopLevelItem(item)
            item.setExpanded(True)
        if view.byes:
            tree.addTopLevelItem(self._byes_item(view))
        if reselect is not None:
            tree.setCurrentItem(reselect)
        tree.resizeColumnToContents(0)

    def _table_item(self, table: TableView, selected: tuple[int, int] | None
                    ) -> tuple[QTreeWidgetItem, QTreeWidgetItem | None]:
        """One table with its seats, and the line of it to select again (None: none)."""
        game = table.game
        item = QTreeWidgetItem([fill(self.tr("Table %1"), str(table.number)), "", self._table_result(table)])
        if game is not None and game.correction is not None:
            item.setToolTip(2, game.correction.why)
        if game is not None and game.damage is not None:
            item.setToolTip(2, render(game.damage))
        item.setData(0, Qt.ItemDataRole.UserRole, (table.number, 0))
        reselect = item if selected == (table.number, 0) else None
        for pos, player in enumerate(table.players, start=1):
            mark = " *" if table.overridden[pos - 1] else ""
            child = QTreeWidgetItem([fill(self.tr("Seat %1"), str(pos)) + mark, player.name,
                                     self._seat_rank(table, player.name)])
            child.setData(0, Qt.ItemDataRole.UserRole, (table.number, pos))
            item.addChild(child)
            if selected == (table.number, pos):
                reselect = child
        return item, reselect

    def _table_result(self, table: TableView) -> str:
        """Recorded, waiting, corrected (by whom) or recorded with a damaged record."""
        game = table.game
        if game is None:
            return self.tr("waiting")
        if game.damage is not None:
            return self.tr("recorded; its record is damaged")
        if game.correction is not None:
            return fill(self.tr("corrected by %1"), game.correction.who)
        return self.tr("recorded")

    def _seat_rank(self, table: TableView, name: str) -> str:
        """A seated player's rank once recorded; a corrected one with what it was before."""
        game = table.game
        if game is None or name not in game.summary.ranking:
            return ""
        rank = str(game.summary.rank_of(name))
        # Both results on screen: the corrected rank, and what it was before.
        was = {row["player"]: row.get("rank") for row in game.correction.before} if game.correction is not None else {}
        if name in was and str(was[name]) != rank:
            rank = fill(self.tr("%1 (was %2)"), rank, was[name])
        return rank

    def _byes_item(self, view: RoundView) -> QTreeWidgetItem:
        # A bye the player asked for ("pause one round") is marked as asked.
        names = [fill(self.tr("%1 (asked)"), p.name) if p in view.requested else p.name for p in view.byes]
        listed = joined(names)
        bye = QTreeWidgetItem([self.tr("Byes"), listed, ""])
        bye.setToolTip(1, listed)  # a long list is cut in its column
        return bye

    def _show_requested_byes(self) -> None:
        """Byes asked for rounds not seated yet, one line per round, at the top of the list."""
        tree = self.pages.tables_tree
        for number, players in self.requested_byes:
            names = joined(p.name for p in players)
            item = QTreeWidgetItem([fill(self.tr("Round %1: byes asked"), str(number)), names, ""])
            item.setToolTip(1, names)
            tree.addTopLevelItem(item)
        tree.resizeColumnToContents(0)

    def selected_seat(self) -> tuple[int, int] | None:
        item = self.pages.tables_tree.currentItem()
        if item is None:
            return None
        data = item.data(0, Qt.ItemDataRole.UserRole)
        return (int(data[0]), int(data[1])) if data else None

    def selected_table(self) -> tuple[RoundView, int] | None:
        """The round shown and the number of the table selected in it; None (and the
        judge is told to select one) when there is none."""
        view, seat = self.current_round(), self.selected_seat()
        if view is None or seat is None:
            self.status.say(self.tr("Select a table first"))
            return None
        return view, seat[0]
