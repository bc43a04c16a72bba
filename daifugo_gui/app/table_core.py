"""The state a table session holds and the two things every part of it does (#25).

:class:`TableCore` keeps the live game, its clocks, its journal and its history, tells
the listeners, and writes to the journal *before* anything changes: a write the disk
refuses tells the listeners and leaves the game as it was. The parts with state of their
own (``table_places``, ``table_timekeeping``, ``table_downtime``, ``table_results``) are
objects it holds, and ``table_session`` puts them together.
"""

from __future__ import annotations

import json
import time
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable

from daifugo_gui.app.journal import Journal, JournalState, Recovery
from daifugo_gui.app.table_results import TableResults
from daifugo_gui.app.table_downtime import Downtime
from daifugo_gui.app.table_failed import FailedActions, Retry
from daifugo_gui.app.table_history import TableHistory
from daifugo_gui.app.table_places import JournalPlaces
from daifugo_gui.app.table_timekeeping import SAME_TURN, Timekeeping
from daifugo_gui.app.table_journal import wall_of, write_failed
from daifugo_gui.app.table_log import LogEntry, LogKind
from daifugo_gui.app.table_notices import CHANGED, TICKED, JournalFailed, Notice, TableListener
from daifugo_gui.rules import Game
from daifugo_gui.rules.events import StopReason
from daifugo_gui.timing.clocks import TableClocks, TimeSource

__all__ = ["SAME_TURN", "Retry", "TableCore"]


class TableCore:
    """What every part of the session shares: the game, clocks, journal, history and listeners."""

    def __init__(self, journal_path: str | Path, now: TimeSource = time.monotonic,
                 wall: Callable[[], float] = time.time) -> None:
        # Where the autosave lives, its lock, the journals offered: a part of its own (issue 37).
        self.places = JournalPlaces(journal_path, self._notify)
        self.now = now
        self.wall = wall  # Unix seconds: how long the console was down before a resume
        self.listeners: list[TableListener] = []
        self.game: Game | None = None
        self.clocks: TableClocks | None = None
        self.history = TableHistory()
        self.auto_timeout = True  # apply D8 when the turn clock reaches zero
        self.log: list[LogEntry] = []  # the event log, as data
        # The disputes' pauses, the clock lines between actions, where the turn clock points.
        self.timekeeping = Timekeeping(now)
        # Wall-clock start and end for score sheets (record "meta"); the clocks use monotonic time.
        self.started_at: str | None = None
        self.ended_at: str | None = None
        self.table_ref: tuple[int, int] | None = None  # (round, table) of a tournament game
        self.event_times: list[str | None] = []  # wall-clock time of each event (record meta)
        self.resume_cut: Recovery | None = None  # what the last resume had to leave out
        # A stop the judge asked for while short-deck discards were owed: made right after
        # the last discard, as D11's expiry is (issue 35), and journaled. None: none waits.
        self.stop_waiting: StopReason | None = None
        self._generation = 0  # games started here: tells whether a retried start happened
        # What failed writes refused, oldest first, to apply again in that order once the
        # judge chose a way out (issue 37: one slot let a later failure replace an earlier one).
        self.failed = FailedActions()
        # Notices wait here while an action is under way and go out once it has settled, so
        # no listener (and no question it asks) ever runs in the middle of an action.
        self._outbox: deque[Notice] = deque()
        self._depth = 0  # actions under way, the inner ones a part of the outer
        self._delivering = False
        # The time nobody is charged for unless the judge says so (a crash, a question open),
        # and the questions holding the clocks: a part of its own (issue 37).
        self.downtime = Downtime(now)
        self._checkpoints: dict[int, Game] = {}  # events applied -> the game then (undo)
        # The finished table games waiting to be recorded: a part of its own (issue 37).
        self.results = TableResults(self.places.base, self._notify)

    def _notify(self, notice: Notice) -> None:
        if notice is TICKED and TICKED in self._outbox:
            return  # one redraw of the clocks is as good as many
        self._outbox.append(notice)
        if self._depth == 0:
            self._deliver()

    def _deliver(self) -> None:
        """Tell the listeners, in order, what the settled actions did. A listener may act
        (or ask the judge, who then acts) in turn: that action's notices join the queue."""
        if self._delivering:
            return
        self._delivering = True
        try:
            while self._outbox:
                notice = self._outbox.popleft()
                for listener in list(self.listeners):
                    listener.hear(notice)
        finally:
            self._delivering = False

    @property
    def in_action(self) -> bool:
        """An action is under way (its notices are not out yet)."""
        return self._depth > 0

    @contextmanager
    def _acting(self) -> Iterator[None]:
        """One action, whole: whatever it tells the listeners goes out once it has settled."""
        self._depth += 1
        try:
            yield
        finally:
            self._depth -= 1
        if self._depth == 0:
            self._deliver()

    # -- questions to the judge: the clocks stand while one is open -----------------------------
    @contextmanager
    def question_open(self) -> Iterator[None]:
        """While the judge is asked something, no clock runs (issue 37: a dialog's own event
        loop let D8 time out a player behind it). Afterwards the time it stood open is
        offered to the judge like a crash's downtime (:meth:`charge_downtime`): it counts
        only if the judge says so."""
        self.downtime.question_opened(self.clocks, self._running())
        try:
            yield
        finally:
            held = self.downtime.question_closed(self.clocks, self._running())
            if held is not None:
                self.log.append(LogEntry(LogKind.HELD, seconds=held))
                self._notify(CHANGED)

    def _running(self) -> bool:
        return self.game is not None and not self.game.finished

    @property
    def asking(self) -> bool:
        """A question to the judge is open now."""
        return self.downtime.asking

    @property
    def journal(self) -> Journal:
        """The journal this console autosaves to now."""
        return self.places.journal

    @journal.setter
    def journal(self, journal: Journal) -> None:
        self.places.journal = journal

    @property
    def autosave(self) -> bool:
        """False once the judge chose to play on in memory."""
        return self.places.autosave

    @autosave.setter
    def autosave(self, on: bool) -> None:
        self.places.autosave = on

    @property
    def pauses(self) -> list[dict[str, Any]]:
        """The disputes' pauses so far, as the record's "meta" keeps them."""
        return self.timekeeping.pauses

    @pauses.setter
    def pauses(self, pauses: list[dict[str, Any]]) -> None:
        self.timekeeping.pauses = pauses

    @property
    def downtime_s(self) -> float | None:
        """Uncounted time (a crash, a question open) the judge may charge to the clocks."""
        return self.downtime.seconds

    @downtime_s.setter
    def downtime_s(self, seconds: float | None) -> None:
        self.downtime.seconds = seconds

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
            self.failed.refused(retry)
            self._notify(JournalFailed(write_failed(self.journal.path, exc)))
            return False
        self.failed.written(retry)
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

    def journal_state(self) -> JournalState:
        """The whole game so far as a journal holds it (to write it to another place)."""
        assert self.game is not None and self.clocks is not None
        state = JournalState(start=self._start_record(self.game, self.started_at, self.table_ref),
                             clocks=self.clocks.state())
        state.events = [e.to_json() for e in self.game.events]
        state.event_walls = [wall_of(t) for t in self.event_times]  # a moved journal keeps each event's time
        state.pauses = [dict(p) for p in self.pauses]
        state.paused = self.clocks.paused
        state.stop_waiting = str(self.stop_waiting) if self.stop_waiting is not None else None
        return state

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
