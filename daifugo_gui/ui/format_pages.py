"""The parts of the Tournament tab that depend on the format: the crosstable page and
the seat button, which names the next step ("Seat round 3 of 7", "Round robin
complete") so the organiser sees what comes before pressing it.

Kept apart from ``tournament_tab.py`` so a new format adds its pages here; the tab
calls :meth:`FormatPages.show` with each snapshot it shows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from daifugo_gui.app.live import TabSnapshot
from daifugo_gui.tournament.formats import Format, NextStep, Step
from daifugo_gui.ui.crosstable_view import CrosstableView
from daifugo_gui.ui.standings_model import StandingsModel

if TYPE_CHECKING:
    from daifugo_gui.ui.tournament_tab import TournamentTab


class FormatPages(QObject):
    """Adds the crosstable page to the tab's side tabs and words the seat button."""

    def __init__(self, tab: TournamentTab) -> None:
        super().__init__(tab)
        self.tab = tab
        self.crosstable_view = CrosstableView(tab.side_tabs)
        self.crosstable_index = tab.side_tabs.addTab(self.crosstable_view, self.tr("Crosstable"))
        self.crosstable_view.printRequested.connect(
            lambda: tab._ask_pdf(tab.prints.print_crosstable, "crosstable")
        )

    def show(self, snapshot: TabSnapshot | None) -> None:
        tab = self.tab
        tables = snapshot.crosstables if snapshot is not None else ()
        tab.side_tabs.setTabVisible(self.crosstable_index, bool(tables))
        self.crosstable_view.set_tables(tables)
        step = snapshot.next if snapshot is not None else None
        fmt = snapshot.info.format if snapshot is not None else Format.SWISS.value
        tab.seat_button.setText(self.seat_text(fmt, step))
        if step is not None and step.step is Step.OVER:
            tab.seat_button.setEnabled(False)
        # The stage column says who reached the final (or how far in a knock-out).
        staged = fmt in (Format.KNOCKOUT.value, Format.SWISS_FINAL.value)
        tab.standings_view.setColumnHidden(StandingsModel.COLUMNS.index("note"), not staged)

    def seat_text(self, fmt: str, step: NextStep | None) -> str:
        """What pressing the seat button does next, in words."""
        if step is None or step.step in (Step.SEAT_FIRST, Step.FINISH_ROUND):
            return self.tr("Seat next round")
        if step.step is Step.SEAT_FINAL:
            return self.tr("Seat the final")
        if step.step is Step.OVER:
            if fmt == Format.ROUND_ROBIN.value:
                return self.tr("Round robin complete")
            if fmt == Format.KNOCKOUT.value:
                return self.tr("Knock-out complete")
            if fmt == Format.SWISS_FINAL.value:
                return self.tr("Final played")
            return self.tr("Seat next round")
        if step.of is not None:
            return self.tr("Seat round %1 of %2").replace("%1", str(step.round)).replace("%2", str(step.of))
        return self.tr("Seat round %1").replace("%1", str(step.round))
