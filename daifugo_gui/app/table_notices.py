"""What a table session tells its listeners, as typed values (issue 37, item 4).

Each notice is a frozen dataclass; :class:`TableListener` turns each into the call of its
hook. A session sends them with ``_notify(notice)`` and they go out only once the action
that made them has settled (``table_core``), so a listener — and any question it asks the
judge — never runs in the middle of an action. Naming a notice that does not exist, or
giving it the wrong values, is a type error, not a mistake found after the journal write.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from daifugo_gui.app.pending import PendingGame
from daifugo_gui.app.table_history import Step
from daifugo_gui.rules import Outcome
from daifugo_gui.rules.reasons import Reason
from daifugo_gui.timing.clocks import ClockEvent


@dataclass(frozen=True)
class Changed:
    """The game changed: redraw."""


@dataclass(frozen=True)
class Acted:
    """A judge action (or a redo) was written and applied; ``ended``: a table game now waiting."""

    outcome: Outcome
    ended: PendingGame | None
    redone: bool


@dataclass(frozen=True)
class Refused:
    """An action refused (by the rules, a card text that does not parse, the console); nothing changed."""

    why: Reason


@dataclass(frozen=True)
class Ticked:
    """The clocks were read."""


@dataclass(frozen=True)
class ClockCrossed:
    """A call, an alarm, a bank spent."""

    event: ClockEvent


@dataclass(frozen=True)
class PausedChanged:
    """The clocks were paused or run again."""

    paused: bool


@dataclass(frozen=True)
class PlayBegan:
    """The consideration time is over: the first turn runs."""


@dataclass(frozen=True)
class GameClosed:
    """The judge closed the game."""


@dataclass(frozen=True)
class JournalFailed:
    """The autosave was refused: the action did NOT happen (it waits for the judge's way out)."""

    why: Reason


@dataclass(frozen=True)
class AutosaveChanged:
    """False: playing in memory, nothing reaches the disk."""

    on: bool


@dataclass(frozen=True)
class MoveNoted:
    """After another place was chosen: where the old place was marked (or not)."""

    why: Reason


@dataclass(frozen=True)
class PendingChanged:
    """The finished table games waiting to be recorded changed."""


@dataclass(frozen=True)
class HistoryReset:
    """The undo history was replaced as a whole (a new, resumed or closed game)."""


@dataclass(frozen=True)
class HistoryPushed:
    """A new action joined the history (the redo side is gone)."""

    step: Step


@dataclass(frozen=True)
class HistoryMoved:
    """An undo or a redo moved the history's index."""


Notice: TypeAlias = (Changed | Acted | Refused | Ticked | ClockCrossed | PausedChanged | PlayBegan | GameClosed
                     | JournalFailed | AutosaveChanged | MoveNoted | PendingChanged | HistoryReset | HistoryPushed
                     | HistoryMoved)
"""Everything a session tells."""

CHANGED, TICKED, PLAY_BEGAN, GAME_CLOSED = Changed(), Ticked(), PlayBegan(), GameClosed()
PENDING_CHANGED, HISTORY_RESET, HISTORY_MOVED = PendingChanged(), HistoryReset(), HistoryMoved()


class TableListener:
    """What follows a session. :meth:`hear` calls the hook named for each notice; every hook
    does nothing here, and an adapter overrides the ones it needs (the Qt console emits a
    signal from each)."""

    def hear(self, notice: Notice) -> None:
        match notice:
            case Changed():
                self.changed()
            case Acted(outcome, ended, redone):
                self.acted(outcome, ended, redone)
            case Refused(why):
                self.refused(why)
            case Ticked():
                self.ticked()
            case ClockCrossed(event):
                self.clock_event(event)
            case PausedChanged(paused):
                self.paused_changed(paused)
            case PlayBegan():
                self.play_began()
            case GameClosed():
                self.game_closed()
            case JournalFailed(why):
                self.journal_failed(why)
            case AutosaveChanged(on):
                self.autosave_changed(on)
            case MoveNoted(why):
                self.move_noted(why)
            case PendingChanged():
                self.pending_changed()
            case HistoryReset():
                self.history_reset()
            case HistoryPushed(step):
                self.history_pushed(step)
            case HistoryMoved():
                self.history_moved()

    def changed(self) -> None:
        """The game changed: redraw."""

    def acted(self, outcome: Outcome, ended: PendingGame | None, redone: bool) -> None:
        """A judge action (or a redo) was written and applied; ``ended``: a table game now waiting."""

    def refused(self, why: Reason) -> None:
        """An action refused (by the rules, or a card text that does not parse); nothing changed."""

    def ticked(self) -> None:
        """The clocks were read."""

    def clock_event(self, event: ClockEvent) -> None:
        """A call, an alarm, a bank spent."""

    def paused_changed(self, paused: bool) -> None:
        """The clocks were paused or run again."""

    def play_began(self) -> None:
        """The consideration time is over: the first turn runs."""

    def game_closed(self) -> None:
        """The judge closed the game."""

    def journal_failed(self, why: Reason) -> None:
        """The autosave was refused: the action did NOT happen."""

    def autosave_changed(self, on: bool) -> None:
        """False: playing in memory, nothing reaches the disk."""

    def move_noted(self, why: Reason) -> None:
        """After another place was chosen: where the old place was marked (or not)."""

    def pending_changed(self) -> None:
        """The finished table games waiting to be recorded changed."""

    def history_reset(self) -> None:
        """The undo history was replaced as a whole (a new, resumed or closed game)."""

    def history_pushed(self, step: Step) -> None:
        """A new action joined the history (the redo side is gone)."""

    def history_moved(self) -> None:
        """An undo or a redo moved the history's index."""
