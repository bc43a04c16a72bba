"""The state a table session holds and the two things every part of it does (#25).

:class:`TableCore` keeps the live game, its clocks, its journal and its history, tells
the listeners, and writes to the journal *before* anything changes: a write the disk
refuses tells the listeners and leaves the game as it was. The session's parts
(``table_places``, ``table_timekeeping``, ``table_results``) build on it, and
``table_session`` puts them together.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any, Callable

from daifugo_gui.app.journal import Journal, JournalLock, Recovery
from daifugo_gui.app.pending import PendingGame, PendingGames
from daifugo_gui.app.table_history import Step, TableHistory
from daifugo_gui.app.table_journal import write_failed
from daifugo_gui.app.table_log import LogEntry
from daifugo_gui.rules import Game, Outcome
from daifugo_gui.rules.events import Event
from daifugo_gui.rules.results import Result
from daifugo_gui.rules.reasons import Reason
from daifugo_gui.timing.clocks import ClockEvent, TableClocks, TimeSource

# Results after which the same turn goes on: the turn clock keeps running (R4, R5).
SAME_TURN = {Result.DRAWN, Result.CANNOT_PLAY}

Retry = Event | Callable[[], object]
"""What a refused write leaves waiting: an action (a record event) or a step such as a new game."""


class TableListener:
    """What a session tells whoever shows it. Every hook does nothing here; an adapter
    overrides the ones it needs (the Qt console emits a signal from each)."""

    def changed(self) -> None:
        """The game changed: redraw."""

    def acted(self, outcome: Outcome, ended: PendingGame | None, redone: bool) -> None:
        """A judge action (or a redo) was written and applied; ``ended``: a table game now waiting."""

    def refused(self, why: Reason | str) -> None:
        """An action the rules refuse; nothing changed. ``str``: an error's own text (unparsed cards)."""

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


class TableCore:
    """What every part of the session shares: the game, clocks, journal, history and listeners."""

    def __init__(self, journal_path: str | Path, now: TimeSource = time.monotonic,
                 wall: Callable[[], float] = time.time) -> None:
        self.journal = Journal(journal_path)
        self._journal_base = self.journal.path  # the numbered journals of other consoles sit beside it
        self.now = now
        self.wall = wall  # Unix seconds: how long the console was down before a resume
        self.listeners: list[TableListener] = []
        self.game: Game | None = None
        self.clocks: TableClocks | None = None
        self.history = TableHistory()
        self.auto_timeout = True  # apply D8 when the turn clock reaches zero
        self.log: list[LogEntry] = []  # the event log, as data
        self.pauses: list[dict[str, Any]] = []  # disputes, kept in the record's "meta"
        # Wall-clock start and end for score sheets (record "meta"); the clocks use monotonic time.
        self.started_at: str | None = None
        self.ended_at: str | None = None
        self.autosave = True  # False once the judge chose to play on in memory
        self.table_ref: tuple[int, int] | None = None  # (round, table) of a tournament game
        self.event_times: list[str | None] = []  # wall-clock time of each event (record meta)
        self.downtime_s: float | None = None  # how long the console was down before a resume
        self.resume_cut: Recovery | None = None  # what the last resume had to leave out
        self._generation = 0  # games started here: tells whether a retried start happened
        self._last_clock_line: float | None = None  # when (self.now()) the last clock line was written
        # What a failed write refused, to try again once the judge chose a way out.
        self._failed_event: Retry | None = None
        self._checkpoints: dict[int, Game] = {}  # events applied -> the game then (undo)
        self._lock: JournalLock | None = None
        self._others: list[tuple[Journal, JournalLock]] = []  # left-over journals being offered
        # Finished table games not yet in the tournament, shared by the consoles of this folder.
        self.pending = PendingGames(self._journal_base.parent / "pending")
        self.pending_game: PendingGame | None = None  # the live game's own, once it has ended

    def _notify(self, hook: str, *args: object) -> None:
        for listener in list(self.listeners):
            getattr(listener, hook)(*args)

    def _write(self, write: Callable[..., object], *args: Any, retry: Retry | None = None, **kwargs: Any) -> bool:
        """Write to the journal; False (after telling the listeners) when the disk refuses.

        ``retry`` is the action to apply again once the judge has chosen a way out; a
        failure without one (a pause, an undo) leaves nothing waiting to be re-applied.
        """
        if not self.autosave:
            return True
        try:
            write(*args, **kwargs)
        except OSError as exc:
            self._failed_event = retry  # a typed event is frozen: no copy needed
            self._notify("journal_failed", write_failed(self.journal.path, exc))
            return False
        return True

    def _make_clocks(self, game: Game) -> TableClocks:
        s = game.settings
        return TableClocks(
            consideration_s=s.consideration_s,
            turn_limit_s=s.turn_limit_s,
            bank_s=s.bank_s,
            game_limit_s=s.game_limit_s,
            players=list(game.players),
            now=self.now,
        )

    @staticmethod
    def _start_record(game: Game, started_at: str | None = None,
                      table: tuple[int, int] | None = None) -> dict[str, Any]:
        record = game.to_record()
        record = dict(json.loads(json.dumps(record)))
        record["events"] = []
        meta: dict[str, Any] = {}
        if started_at:
            meta["started_at"] = started_at
        if table is not None:  # the journal knows whose table this is, through any restart
            meta["round"], meta["table"] = table
        if meta:
            record["meta"] = meta
        return record
