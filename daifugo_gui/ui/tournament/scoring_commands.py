"""The Tournament tab's scoring and game settings commands (the settings page): points
per rank, tie-breaks, seats per table and the rules' preset. Each is the session's; a
change re-scores every game in one transaction, and the tab redraws the standings."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from daifugo_gui.app.translation import fill
from daifugo_gui.app.tournament_session import Result, TournamentSession
from daifugo_gui.tournament import ScoringRules
from daifugo_gui.ui.tournament.status_line import StatusLine
from daifugo_gui.ui.tournament.tab_pages import TabPages, TabPart
from daifugo_gui.ui.tournament.tab_refresh import TabRefresh


class ScoringCommands(TabPart):
    """What the settings page's editors ask for."""

    def __init__(self, pages: TabPages, session: TournamentSession, status: StatusLine, view: TabRefresh) -> None:
        super().__init__(pages)
        self.session = session
        self.status = status
        self.view = view
        panel = pages.settings_panel
        panel.presetChosen.connect(self.set_preset)
        panel.tableSizesChanged.connect(self.set_table_sizes)
        panel.pointsEdited.connect(self.points_edited)
        panel.resetRequested.connect(self.reset_points)
        panel.tiebreaksChosen.connect(self.set_tiebreaks)

    def _scored(self, stored: Result[ScoringRules]) -> bool:
        done = self.status.took(stored)
        self.view.refresh()
        if done:
            self.status.say(self.tr("Scoring saved; standings updated", "順位表"))
        return done

    def set_scoring(self, scoring: ScoringRules) -> bool:
        """Store new points (one transaction, every game re-scored) and refresh."""
        return self._scored(self.session.set_scoring(scoring))

    def points_edited(self, *_: Any) -> None:
        current = self.session.scoring()
        if self.status.took(current):
            self.set_scoring(self.pages.settings_panel.scoring_from_editor(current.get()))

    def set_points(self, size: int, row: Sequence[int]) -> bool:
        """Points for ranks 1..size at tables of ``size`` (what the editor's row does)."""
        return self._scored(self.session.set_points(size, row))

    def reset_points(self, size: int | None) -> bool:
        """Back to the default points for ``size`` seats (None: every size and the bye)."""
        return self._scored(self.session.reset_points(size))

    def set_tiebreaks(self, order: Sequence[str]) -> bool:
        """The tie-breaks after points, in this order (the settings page's list; points edits keep it)."""
        return self._scored(self.session.set_tiebreaks(order))

    def set_table_sizes(self, min_seats: int, max_seats: int) -> bool:
        """Seats per table for the draw (only before round 1 is seated)."""
        done = self.status.took(self.session.set_table_sizes(min_seats, max_seats))
        self.view.refresh()
        if done:
            self.status.say(fill(self.tr("Tables of %1 to %2 seats"), str(min_seats), str(max_seats)))
        return done

    def set_preset(self, name: str) -> bool:
        """Play the games still to come with one of the rules' presets."""
        done = self.status.took(self.session.set_preset(name))
        self.view.refresh()
        if done:
            self.status.say(fill(self.tr("Game settings saved: %1"),
                                 self.pages.settings_panel.preset_combo.currentText()))
        return done
