"""The parts of the Tournament tab that depend on the format: the crosstable page and
the seat button, which names the next step ("Seat round 3 of 7", "Round robin
complete") so the organiser sees what comes before pressing it.

Kept apart from ``tournament_tab.py`` so a new format adds its pages here; the tab
calls :meth:`FormatPages.show` with each snapshot it shows. The pages know the tab only
as the :class:`FormatPagesHost` protocol below, so this module never imports the tab's
(no import cycle, not even for type checking).
"""

from __future__ import annotations

import weakref
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QPushButton,
    QTableView,
    QTabWidget,
    QTreeWidget,
    QWidget,
)

from daifugo_gui.app.live import TabSnapshot
from daifugo_gui.app.translation import fill
from daifugo_gui.tournament import RoundView, Tournament
from daifugo_gui.tournament.formats import NextStep, Step, TournamentFormat, format_of
from daifugo_gui.tournament.groups import GROUP
from daifugo_gui.tournament.reasons import TournamentCode as TC
from daifugo_gui.tournament.stages import (
    StagePlan,
    next_stage,
    round_stages,
    stage_plan,
)
from daifugo_gui.ui.tournament.bracket_view import BracketView
from daifugo_gui.ui.tournament.crosstable_view import CrosstableView
from daifugo_gui.ui.tournament.standings_model import StandingsModel
from daifugo_gui.tournament.bracket import bracket_names


def stage_words(key: str | None, index: int = 0) -> str:
    """A knock-out round's name as organisers say it (準決勝, semi-final); rounds before
    the quarter-final by their number in the knock-out (``index``: 0 for the first)."""
    words = {"final": QCoreApplication.translate("FormatPages", "Final"),
             "semi_final": QCoreApplication.translate("FormatPages", "Semi-final"),
             "quarter_final": QCoreApplication.translate("FormatPages", "Quarter-final")}
    if key in words:
        return words[key]
    return fill(QCoreApplication.translate("FormatPages", "Knock-out round %1"), str(index + 1))


def plan_words(plan: StagePlan) -> str:
    """The planned knock-out rounds with their players: "Semi-final (8 players) → Final (4 players)"."""
    return " → ".join(fill(QCoreApplication.translate("FormatPages", "%1 (%2 players)"), stage_words(name, i),
                           str(players)) for i, (name, players) in enumerate(zip(plan.names, plan.players)))


class FormatPagesHost(Protocol):
    """What the format's pages use of the Tournament tab: the widgets they extend or word,
    the round and seat chosen on screen, and where to say how an action went."""

    @property
    def tournament(self) -> Tournament | None: ...

    side_tabs: QTabWidget
    seat_button: QPushButton
    judge_table_button: QPushButton
    round_combo: QComboBox
    tables_tree: QTreeWidget
    standings_view: QTableView
    bracket_view: BracketView
    bracket_index: int

    def current_round(self) -> RoundView | None: ...
    def selected_seat(self) -> tuple[int, int] | None: ...
    def say(self, text: str) -> None: ...
    def ask_pdf(self, kind: str) -> None: ...
    def undo_match_game(self) -> bool: ...


class FormatPages(QObject):
    """Adds the crosstable page to the tab's side tabs and words the seat button."""

    @property
    def tab(self) -> FormatPagesHost:
        tab = self._tab()
        assert tab is not None, "the tab outlives its pages"
        return tab

    def __init__(self, tab: FormatPagesHost, parent: QWidget) -> None:
        super().__init__(parent)
        # The tab holds these pages; held weakly back, so the two make no reference cycle
        # that only the garbage collector could free (issue 42).
        self._tab = weakref.ref(tab)
        self.crosstable_view = CrosstableView(tab.side_tabs)
        self.crosstable_index = tab.side_tabs.addTab(self.crosstable_view, self.tr("Crosstable"))
        self.crosstable_view.printRequested.connect(lambda: tab.ask_pdf("crosstable"))

        # Under the tables: take back a match's last game (shown when tables play matches).
        self.undo_match_button = QPushButton(self.tr("Take back the match's last game"), tab.judge_table_button.parentWidget())
        self.undo_match_button.setToolTip(self.tr("The selected table's match loses its last game; a decided match opens again"))
        self.undo_match_button.clicked.connect(lambda: tab.undo_match_game())
        rounds_layout = tab.judge_table_button.parentWidget().layout()
        rounds_layout.insertWidget(rounds_layout.indexOf(tab.judge_table_button) + 1, self.undo_match_button)
        self.undo_match_button.setVisible(False)
        # Above the tables: the knock-out's rounds by name, from the moment the format and
        # its cut are chosen (#26), and which of them the seat button seats next.
        self.plan_label = QLabel(tab.tables_tree.parentWidget())
        self.plan_label.setWordWrap(True)
        self.plan_label.setVisible(False)
        rounds_layout.insertWidget(rounds_layout.indexOf(tab.tables_tree), self.plan_label)
        self._group_of: dict[str, str] = {}  # player name -> group name, in a group stage
        self._matches = False  # tables of two play matches
        # After the tab has redrawn a round's tables (connected after the tab's own slot).
        tab.round_combo.currentIndexChanged.connect(lambda _i: self._annotate())

    def show(self, snapshot: TabSnapshot | None) -> None:
        tab = self.tab
        self._group_of = {}
        self._matches = snapshot is not None and snapshot.info.options.matches
        if snapshot is None:
            self.plan_label.setVisible(False)
            tab.seat_button.setToolTip("")
            tab.seat_button.setText(self.seat_text(None, None))
            tab.side_tabs.setTabVisible(self.crosstable_index, False)
            self.crosstable_view.set_tables(())
            self.undo_match_button.setVisible(False)
            tab.standings_view.setColumnHidden(StandingsModel.COLUMNS.index("note"), True)
            return
        fmt = format_of(snapshot.info.format)
        names = {p.id: p.name for p in snapshot.players}
        for group in fmt.groups(snapshot.info, snapshot.rounds):
            self._group_of.update({names[pid]: group.name for pid in group.members})
        self._annotate()
        self.undo_match_button.setVisible(self._matches)
        tables = snapshot.crosstables
        tab.side_tabs.setTabVisible(self.crosstable_index, bool(tables))
        self.crosstable_view.set_tables(tables)
        step = snapshot.next
        tab.seat_button.setText(self.seat_text(fmt, step))
        self._name_stages(snapshot)
        if step is not None and step.step is Step.OVER:
            tab.seat_button.setEnabled(False)
        # The stage column says who reached the final, how far in a knock-out, or which
        # group and place a player went out in.
        tab.standings_view.setColumnHidden(StandingsModel.COLUMNS.index("note"), not fmt.shows_stage())
        if not fmt.knockout_throughout() and fmt.bracket_rounds(snapshot.rounds):
            # The bracket page draws the knock-out that follows the groups or the swiss
            # rounds (issue 39: a swiss → knock-out had no Bracket page to print from).
            bracket = fmt.bracket_rounds(snapshot.rounds)
            tab.side_tabs.setTabVisible(tab.bracket_index, bool(bracket))
            tab.bracket_view.set_rounds(bracket, snapshot.info.advance, bracket_names(snapshot.info, snapshot.rounds))

    def stage_words(self, key: str | None, index: int = 0) -> str:
        return stage_words(key, index)

    def plan_text(self, plan: StagePlan, upcoming: str | None) -> str:
        """The planned knock-out in one line, and the round seated next when it is one of it."""
        text = fill(self.tr("Knock-out: %1"), plan_words(plan))
        if upcoming is not None:
            text += " " + fill(self.tr("Next: %1"), self.stage_words(upcoming))
        return text

    def _name_stages(self, snapshot: TabSnapshot) -> None:
        """Name the knock-out's rounds in the round list, the plan line and the seat
        button's tooltip: planned from the options, before the knock-out is decided."""
        tab = self.tab
        plan = stage_plan(snapshot.info)
        self.plan_label.setVisible(bool(plan))
        if not plan:
            tab.seat_button.setToolTip("")
            return
        upcoming = next_stage(snapshot.info, snapshot.rounds, snapshot.next)
        self.plan_label.setText(self.plan_text(plan, upcoming))
        tab.seat_button.setToolTip(self.stage_words(upcoming) if upcoming is not None else "")
        named = round_stages(snapshot.info, snapshot.rounds)
        combo = tab.round_combo
        for index in range(combo.count()):
            number = combo.itemData(index)
            if number in named:
                combo.setItemText(index, fill(self.tr("Round %1 · %2"), str(number), self.stage_words(named[number])))

    def seat_text(self, fmt: TournamentFormat | None, step: NextStep | None) -> str:
        """What pressing the seat button does next, in words."""
        if step is None or step.step in (Step.SEAT_FIRST, Step.FINISH_ROUND):
            return self.tr("Seat next round")
        if step.step is Step.SEAT_FINAL:
            return self.tr("Seat the final")
        if step.step is Step.SEAT_KNOCKOUT:
            return self.tr("Seat the knock-out")
        if step.step is Step.OVER:
            # Worded by what seating a finished event would refuse with.
            over = {TC.ROUND_ROBIN_OVER: self.tr("Round robin complete"),
                    TC.KNOCKOUT_OVER: self.tr("Knock-out complete"),
                    TC.FINAL_PLAYED: self.tr("Final played")}
            return over.get(fmt.over, self.tr("Seat next round")) if fmt is not None else self.tr("Seat next round")
        if fmt is not None and fmt.plays_groups() and step.of is not None:
            return fill(self.tr("Seat group round %1 of %2"), str(step.round), str(step.of))
        if step.of is not None:
            return fill(self.tr("Seat round %1 of %2"), str(step.round), str(step.of))
        return fill(self.tr("Seat round %1"), str(step.round))

    def _annotate(self) -> None:
        """Add to the tables list what the tab itself does not know: each group-stage
        table's group ("Table 3 · Group B") and each match's score ("match 1–0")."""
        tab = self.tab
        if tab.tournament is None or tab.tables_tree.topLevelItemCount() == 0:
            return
        if not self._group_of and not self._matches:
            return
        view = tab.current_round()
        if view is None:
            return
        tree = tab.tables_tree
        for index in range(tree.topLevelItemCount()):
            item = tree.topLevelItem(index)
            data = item.data(0, Qt.ItemDataRole.UserRole)
            if not data:
                continue  # the byes line
            table = view.table(data[0])
            if view.method == GROUP:
                groups = {self._group_of[p.name] for p in table.players if p.name in self._group_of}
                if len(groups) == 1:
                    label = fill(self.tr("Group %1"), groups.pop())
                    item.setText(0, f"{item.text(0)} · {label}")
            match = table.match
            if match is not None and match.games:
                a, b = match.score
                item.setText(2, fill(self.tr("match %1–%2"), str(a), str(b)))
        tree.resizeColumnToContents(0)  # the group's name made the labels longer
