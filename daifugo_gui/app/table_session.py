"""The live game at one table, without Qt (#25): rules, clocks, journal, undo history.

:class:`TableSession` owns the engine's :class:`Game`, the :class:`TableClocks`, the
autosave :class:`Journal` and the :class:`TableHistory`. Every judge action goes the
same way: the engine applies it to a copy (an illegal action raises
:class:`RuleViolation` and changes nothing), the journal writes it and fsyncs, and only
then the copy becomes the game, the history gets the step, the clocks follow and the
listeners are told. Undo writes its journal line first too; undo is a checkpoint and a
short replay.

The session stands on :class:`TableCore`'s state and owns parts that hold their own
state (issue 37): ``places`` (which journal, and the way out when the disk refuses),
``timekeeping`` (pauses, clock lines, where the turn clock points),
``downtime`` (uncounted time, the questions holding the clocks) and ``results`` (a
table game waiting to be recorded). This module holds the game's course: starting,
resuming, the judge's actions, the clocks, polling them, the record, undo and redo.

Nothing here speaks to the judge: results are :class:`Outcome` values and
:class:`Reason` codes, the event log is :class:`LogEntry` data. The console's Qt adapter
(``app/live_game.py``) turns them into signals and words; the CLI and tests drive the
session directly with a fake time source.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path

import json
from typing import Any

from daifugo_gui.app.journal import Journal, JournalError, JournalLock, JournalState, Recovery
from daifugo_gui.files import OutputKind, write_output
from daifugo_gui.app.reasons import JournalCode
from daifugo_gui.app.table_core import SAME_TURN, TableCore
from daifugo_gui.app.table_failed import Retry
from daifugo_gui.app.table_history import Step
from daifugo_gui.app.table_journal import Move, first_unreplayable, forget_moves, now_iso, recovery_reason, table_of, wall_iso
from daifugo_gui.app.table_log import LogEntry, LogKind
from daifugo_gui.app.table_places import JournalClaim, ResumeOffer, Unfinished
from daifugo_gui.app.pending import PendingGame, PendingGames
from daifugo_gui.app.table_notices import (
    CHANGED, GAME_CLOSED, HISTORY_MOVED, HISTORY_RESET, PLAY_BEGAN, TICKED,
    Acted, ClockCrossed, HistoryPushed, PausedChanged, Refused, TableListener,
)
from daifugo_gui.rules import Game, Outcome, Phase, RuleViolation, Settings
from daifugo_gui.rules.cards import Card, CardTextError
from daifugo_gui.rules.errors import RecordError
from daifugo_gui.rules.events import (
    Declare, Discard, Disqualify, Draw, Event, Pass, Play, Stop, StopReason, Timeout, event_from_json,
)
from daifugo_gui.rules.reasons import Code, Reason
from daifugo_gui.rules.record import game_from_record
from daifugo_gui.timing.clocks import ClockEvent, TableClocks

__all__ = ["JournalClaim", "NewGame", "ResumeAttempt", "TableCore", "TableListener", "TableSession", "replayed_entries"]

CHECKPOINT_EVERY = 64
"""Undo restores the nearest checkpoint and replays at most this many events: O(1) per undo."""


@dataclass(frozen=True)
class NewGame:
    """What the new-game dialog hands over."""

    players: list[str]
    settings: Settings
    hands: dict[str, list[Card]] | None = None
    deck: list[Card] | None = None
    table: tuple[int, int] | None = None  # (round, table) when the game is a tournament table's


@dataclass(frozen=True)
class ResumeAttempt:
    """How resuming an offered game went.

    ``cut``: what the judge is told about the lines left out (None: everything resumed).
    ``error``: the game could not be rebuilt; its journal was then kept aside as ``kept``
    (None: there was no file to keep), and no game is live.
    """

    cut: Reason | None = None
    error: Exception | None = None
    kept: Path | None = None


class TableSession(TableCore):
    """One table's live game. Call its methods; follow it through :attr:`listeners`."""

    def forget_failed(self) -> None:
        """The judge cancelled: the refused actions stay refused."""
        self.failed.clear()

    @property
    def failed_waiting(self) -> int:
        """Actions the disk refused that wait for the judge's way out."""
        return len(self.failed)

    def retry_failed(self) -> Outcome | None:
        """After another place or in-memory play was chosen: the refused actions once more,
        oldest first; one the disk refuses again stays first in line, with those after it.
        Returns the outcome of the last action applied (None: none was)."""
        # Still replaying while the notices go out: what a listener does then follows the queue.
        self.failed.replaying = True
        try:
            with self._acting():
                return self.failed.replay(self._retry)
        finally:
            self.failed.replaying = False

    def _retry(self, head: Retry) -> Outcome | None:
        if callable(head):
            head()
            return None
        return self._act(head)

    # -- starting ------------------------------------------------------------------------------
    @property
    def active(self) -> bool:
        return self.game is not None

    def unfinished(self) -> JournalState | None:
        """A game the journal holds that was never closed: offer to resume it."""
        return self.journal.unfinished()

    def new_game(self, spec: NewGame) -> bool:
        """Deal a new game: it starts in the consideration time (D6).

        Written first, shown after: the new game's journal replaces the old one in one
        atomic step, and only then does the new game become the game. A disk that refuses
        leaves the old game on screen and its journal untouched (False), so no journal
        ever holds two games.
        """
        if self._refused_for_result():
            return False  # the journal holds a finished table game kept nowhere else (issue 37)
        game = Game(players=list(spec.players), settings=spec.settings, hands=spec.hands, deck=spec.deck)
        started = now_iso()
        clocks = self._make_clocks(game)
        generation = self._generation
        with self._acting():
            written = self._write(self.journal.begin, self._start_record(game, started, spec.table), clocks.state(),
                                  retry=lambda: self.new_game(spec))
            if written:
                self._adopt(game, clocks, started, spec.table)
                forget_moves(self.journal.path)
                clocks.start_consideration()
                self._notify(CHANGED)
        # Asked after the action (issue 37): a refused write's way out may have started it.
        return written or self._generation != generation

    def _adopt(self, game: Game, clocks: TableClocks, started: str | None, table: tuple[int, int] | None) -> None:
        """Make a game already written to the journal the live one (``table``: the
        tournament table it is played at)."""
        self._generation += 1
        self.game = game
        self.history.clear()
        self._notify(HISTORY_RESET)
        self.log = []
        self.pauses = []
        self.event_times = []
        self.table_ref = table
        self.started_at, self.ended_at = started, None
        self.clocks = clocks
        self._checkpoints = {len(game.events): game.copy()}  # a new game's 0; an opened record's end
        self.resume_cut = None
        self.downtime.forget()
        self.results.forget()
        self.stop_waiting = None

    def resume(self, state: JournalState | None = None) -> Recovery | None:
        """Rebuild the unfinished game where the journal left it, paused, with its undo history.

        The clocks stay paused: the judge reads the screen, sees how long the console was
        down (the crash's time is not charged to anyone) and resumes them.

        An event that reads but does not replay cuts the journal there: the file is kept
        aside, the events before it are resumed, and the returned :class:`Recovery` says
        which line was cut and why (None: everything was resumed). A game whose start
        cannot be rebuilt raises, for the caller to report.
        """
        state = state or self.journal.read()
        recovery: Recovery | None = None
        while True:
            failed = first_unreplayable(state)
            if failed is None:
                break
            index, why = failed
            line = state.event_lines[index] if index < len(state.event_lines) else 0
            recovery = self.journal.cut(line, Reason.of(
                JournalCode.AT_LINE, path=str(self.journal.path), line=line,
                why=Reason.of(JournalCode.DOES_NOT_REPLAY, why=why)))
            if recovery.state is None:
                raise RecordError(recovery.reason)
            state = recovery.state
        self._resume(state)
        self.resume_cut = recovery
        return recovery

    def resume_offered(self, state: JournalState) -> ResumeAttempt:
        """Resume the game the judge chose from the start-up offer, never raising for a
        journal that does not rebuild: that one is kept aside, so the next new game cannot
        overwrite it, and the attempt says so."""
        try:
            cut = self.resume(state)
        except (RecordError, RuleViolation, ValueError, TypeError, KeyError) as exc:
            return ResumeAttempt(error=exc, kept=self.abandon_resume())
        return ResumeAttempt(cut=recovery_reason(cut) if cut is not None else None)

    def _resume(self, state: JournalState) -> None:
        from daifugo_gui.rules.record import load_record

        record = load_record(state.record)
        game = record.new_game()
        self._checkpoints = {0: game.copy()}
        self.log = []
        banks_before = dict(state.start_clocks.get("banks") or {})
        self.game = game
        done: list[Step] = []
        for event, clocks in zip(state.events, state.event_clocks):
            outcome = game.apply_json(event)  # a record error here is the caller's to report
            self._checkpoint()
            self.log.append(LogEntry(LogKind.ACTION, game.events[-1], outcome))
            done.append(Step(game.events[-1], dict(banks_before)))
            banks_before = dict(clocks.get("banks") or banks_before)
        # the journal lists the undone events last undone last; the last undone redoes first
        undone = [Step(event_from_json(item["event"]), dict(item.get("banks") or {})) for item in reversed(state.redo)]
        self.history.restore(done, undone)
        self._notify(HISTORY_RESET)
        self.event_times = [wall_iso(w) for w in state.event_walls]
        self.pauses = [dict(p) for p in state.pauses]
        self.started_at = state.record.get("meta", {}).get("started_at")
        self.table_ref = table_of(state.record)
        self.results.game = None
        self.ended_at = None
        self.clocks = self._make_clocks(game)
        self.clocks.restore(state.clocks)
        if not game.finished:
            self.clocks.game.start()
        if not game.finished and game.phase == Phase.PLAYING and game.to_move is not None:
            self.clocks.turn.start_turn(game.to_move)
            # The turn as it stood at the crash (the journal's last clock line), not a fresh one.
            used = state.clocks.get("turn_elapsed")
            if state.clocks.get("turn_player") == game.to_move and isinstance(used, (int, float)):
                self.clocks.turn.set_elapsed(float(used))
        down = max(0.0, self.wall() - state.last_wall) if state.last_wall is not None else None
        self.downtime.crashed(down, self.clocks.turn.player)  # the turn that stood still through the crash
        if not game.finished:
            self.clocks.pause("resumed")
            self.timekeeping.paused("resumed", self.clocks)
        self.log.append(LogEntry(LogKind.RESUMED, seconds=down))
        self.stop_waiting = None
        owed_stop = self._stop_owed(state, game)
        self._notify(CHANGED)
        self._notify(PausedChanged(self.clocks.paused))
        if owed_stop is not None:
            self.stop(owed_stop)  # the last discard was in, its stop was not yet written

    def _stop_owed(self, state: JournalState, game: Game) -> StopReason | None:
        """The judge's stop the journal says still waits (issue 35): waiting again while the
        discards are owed; returned to be made now when the crash came between the last
        discard and the stop. An undo past the foul it waited behind forgets it, as live."""
        if state.stop_waiting is None:
            return None
        try:
            reason = StopReason(state.stop_waiting)
        except ValueError:
            return None  # a reason this console does not know: the judge can stop again
        if game.phase == Phase.DISCARDING:
            self.stop_waiting = reason
            return None
        if game.phase == Phase.PLAYING and len(game.events) > state.stop_waiting_at:
            return reason
        return None

    def abandon_resume(self) -> Path | None:
        """A journal that reads but does not replay: keep it aside, start from nothing."""
        self.game = None
        self.clocks = None
        self.history.clear()
        self._notify(HISTORY_RESET)
        self.log = []
        return self.journal.set_aside()

    def open_record(self, path: str | Path) -> bool:
        """Continue a saved record as the live game (e.g. a game adjourned on paper).

        Written first, shown after, as a new game: a disk that refuses keeps the old game
        (False). A record that does not read raises before anything changes.
        """
        from daifugo_gui.rules.record import load_record

        record = load_record(Path(path).read_text(encoding="utf-8"))
        game = game_from_record(record)
        if self._refused_for_result():
            return False
        clocks = self._make_clocks(game)
        started = record.meta.get("started_at") or now_iso()
        table = table_of({"meta": record.meta})
        state = JournalState(start=self._start_record(game, started, table), clocks=clocks.state())
        state.events = [e.to_json() for e in game.events]
        generation = self._generation
        with self._acting():
            written = self._write(self.journal.rewrite, state, retry=lambda: self.open_record(path))
            if written:
                self._adopt(game, clocks, started, table)
                forget_moves(self.journal.path)
                self.pauses = list(record.meta.get("pauses", []))
                self.ended_at = record.meta.get("ended_at")
                times = record.meta.get("event_times")
                self.event_times = (list(times) if isinstance(times, list) and len(times) == len(game.events)
                                    else [None] * len(game.events))
                self.log = replayed_entries(game)
                self.begin_play()
        return written or self._generation != generation

    def begin_play(self) -> None:
        """End (or skip) the consideration time: the first turn and the game clock start."""
        assert self.game is not None and self.clocks is not None
        if self.clocks.game.running:
            return
        with self._acting():
            self.clocks.begin_play(self.game.to_move or self.game.players[0])
            self._notify(PLAY_BEGAN)
            self._notify(CHANGED)

    def close_game(self) -> bool:
        """The judge is done with this game: the journal will not offer it again.

        Written first, as every action: a disk that refuses the closing line leaves the
        game on screen with its clocks running (False, after the listeners heard of the
        failure, issue 38), and the judge's way out (another place, in memory) closes it.
        """
        with self._acting():
            closing = (self.clocks.state(),) if self.clocks is not None else ()
            if not self._write(self.journal.close, *closing, retry=self.close_game):
                return self.game is None  # True when the judge's way out closed it
            if self.clocks is not None:
                self.clocks.stop()
            self.game = None
            self.clocks = None
            self.history.clear()
            self._notify(HISTORY_RESET)
            self._notify(GAME_CLOSED)
            self._notify(CHANGED)
            return True

    # -- the judge's actions --------------------------------------------------------------------
    def draw(self) -> Outcome | None:
        return self._act(Draw(self._mover()))

    def play(self, field: str, factors: str | None = None) -> Outcome | None:
        return self._act(Play(self._mover(), field.strip(), factors.strip() if factors and factors.strip() else None))

    def pass_turn(self) -> Outcome | None:
        return self._act(Pass(self._mover()))

    def timeout(self, late_refusal: bool = False) -> Outcome | None:
        """D8 at zero; ``late_refusal`` is the judge's R14 call (the refusal came too late)."""
        return self._act(Timeout(self._mover(), late_refusal))

    def disqualify(self, player: str) -> Outcome | None:
        return self._act(Disqualify(player))

    def discard(self, player: str, cards: str) -> Outcome | None:
        return self._act(Discard(player, cards.strip()))

    def stop(self, reason: StopReason = StopReason.TIME) -> Outcome | None:
        return self._act(Stop(reason))

    def stop_after_discards(self, reason: StopReason = StopReason.JUDGE) -> bool:
        """A stop while short-deck discards are owed waits for them (R10 first, as D11's
        expiry does) instead of being refused; True when it is taken: it now waits, or a
        refused write keeps it in line for the judge's way out. The stop is recorded only
        once the last discard is in."""
        if self.game is None or self.game.phase != Phase.DISCARDING or self.clocks is None:
            return False
        with self._acting():
            # Written first, as every ruling: a crash before the last discard must not
            # forget the stop the judge already announced (issue 35).
            if self._write(self.journal.stop_waiting, str(reason), self.clocks.state(),
                           retry=lambda: self.stop_after_discards(reason)):
                self.stop_waiting = reason
                self._notify(CHANGED)
        return True

    def declare(self, player: str, cards: str) -> Outcome | None:
        return self._act(Declare(player, cards.strip()))

    def cannot_play_reason(self, field: str, factors: str | None = None) -> Reason | None:
        """Instant validation while the judge types (R5); None when the play can be judged."""
        if self.game is None or self.game.to_move is None:
            return None
        try:
            return self.game.cannot_play_reason(self.game.to_move, field, factors or None)
        except (RuleViolation, CardTextError) as exc:  # the text does not parse yet: it says where
            return exc.reason
        except ValueError as exc:
            return unexpected(exc)

    def pending_declarations(self) -> list[str]:
        """MathPower 2016 D12: the players still to declare their number, in turn order."""
        if self.game is None or self.game.phase != Phase.DECLARING:
            return []
        declared = self.game.declarations
        return [p for p in self.game.active if p not in declared]

    def _mover(self) -> str:
        if self.game is None:
            raise RuleViolation(Reason.of(Code.NO_GAME))
        return self.game.to_move or ""

    def _act(self, event: Event) -> Outcome | None:
        """Apply one action: engine, then disk, then history and clocks; the listeners hear
        of it once it has settled.

        Actions are served one at a time, in order (issue 37): while an earlier action the
        disk refused waits for the judge's way out, a new one is refused, not applied ahead
        of it.
        """
        if self.failed.blocks():
            self._notify(Refused(Reason.of(JournalCode.EARLIER_ACTION_WAITS)))
            return None
        with self._acting():
            outcome = self._apply(event)
        if outcome is None or not isinstance(event, Discard) or self.game is None:
            return outcome
        if self.game.phase != Phase.DISCARDING and self.stop_waiting is not None:
            # the judge stopped the game during the discards: they are done, the stop comes now
            reason, self.stop_waiting = self.stop_waiting, None
            if self.game.phase == Phase.PLAYING:
                self.stop(reason)
        if self.clocks is not None and self.clocks.game.expired and self.game.phase == Phase.PLAYING:
            self.stop(StopReason.TIME)  # D11 ran out during the short-deck discards: they were finished first
        return outcome

    def _apply(self, event: Event) -> Outcome | None:
        if self.game is None or self.clocks is None:
            self._notify(Refused(Reason.of(Code.NO_GAME)))
            return None
        banks_before = dict(self.clocks.turn.banks)  # each bank as it stood when this turn began
        mover_before = self.game.to_move
        turn_before = self._turn_now()
        # Write-ahead: the action is applied to a copy, written and fsync'ed, and only then
        # does the copy become the game. A refused write leaves engine and screen as they were.
        candidate = self.game.copy()
        try:
            outcome = candidate.apply(event)
        except (RuleViolation, CardTextError) as exc:  # a ruling, or card text that does not parse
            self._notify(Refused(exc.reason))
            return None
        except ValueError as exc:
            # A fault of the program, not a ruling: said as one, logged, and nothing changed.
            self._notify(Refused(unexpected(exc)))
            return None
        logged = candidate.events[-1]
        # D7 keeps counting through a ruling that leaves the mover to move (R4, R5, and the
        # judge disqualifying someone else): only a new turn restarts the turn clock.
        same_turn = outcome.result in SAME_TURN or (
            isinstance(event, Disqualify) and event.player != mover_before
            and candidate.to_move == mover_before and candidate.phase == Phase.PLAYING
        )
        if not self._write(self.journal.event, logged, self._clock_state_after(outcome, same_turn), retry=event):
            return None
        self.game = candidate
        self._checkpoint()
        self.event_times.append(now_iso())
        if self.game.finished and self.ended_at is None:
            self.ended_at = now_iso()
        step = Step(logged, banks_before, turn_before)
        self.history.push(step)
        self._notify(HistoryPushed(step))
        self.log.append(LogEntry(LogKind.ACTION, logged, outcome))
        if not self.clocks.game.running and not isinstance(event, Stop):
            # an action before the consideration time ended starts the game
            self.clocks.begin_play(self.game.to_move or self.game.players[0])
        self._follow_turn(restart=not same_turn)
        ended = self._follow_end()
        self._notify(Acted(outcome, ended, False))
        return outcome

    def _checkpoint(self) -> None:
        assert self.game is not None
        count = len(self.game.events)
        for stale in [k for k in self._checkpoints if k >= count]:
            del self._checkpoints[stale]  # an undo went back past them: they are another history
        if count % CHECKPOINT_EVERY == 0:
            self._checkpoints[count] = self.game.copy()

    def _game_at(self, count: int) -> Game:
        """The game after its first ``count`` events: the nearest checkpoint, then a short replay."""
        assert self.game is not None
        events = self.game.events
        base = max((k for k in self._checkpoints if k <= count), default=None)
        game = self._checkpoints[base].copy() if base is not None else self.game.fresh()
        for event in events[base or 0 : count]:
            game.apply(event)
        for stale in [k for k in self._checkpoints if k > count]:
            del self._checkpoints[stale]
        return game

    def poll_clocks(self) -> list[ClockEvent]:
        """Read the clocks, announce what they crossed, apply D8 / D11 at zero.

        The clock's rulings are actions like the judge's, served in turn (issue 37): none
        while another action is under way, while an action the disk refused waits for the
        judge, or while a question is open (the clocks stand then anyway). What the clocks
        crossed meanwhile is read at the next poll.
        """
        if self.clocks is None or self.game is None or self.in_action or len(self.failed) or self.clocks.held:
            return []
        with self._acting():
            return self._poll()

    def _poll(self) -> list[ClockEvent]:
        assert self.clocks is not None and self.game is not None
        # When the game clock and a turn clock run out in the same poll, the game's end
        # wins: a stopped game has no time-outs.
        self._clock_line()
        events = sorted(self.clocks.poll(), key=lambda e: e.clock != "game" or e.kind != "alarm")
        for event in events:
            self._notify(ClockCrossed(event))
            if event.kind != "alarm":
                continue
            if event.clock == "consideration":
                self.begin_play()
            elif event.clock == "turn" and self.auto_timeout and not self.game.finished:
                if self.game.phase == Phase.PLAYING and self.game.to_move == event.player:
                    self.timeout()
            elif event.clock == "game" and self.game.phase == Phase.PLAYING:
                self.stop(StopReason.TIME)  # during short-deck discards: once they are done (_act)
        self._notify(TICKED)
        return events

    # -- results: the record, and a finished table game waiting for the tournament ------------
    @property
    def pending(self) -> PendingGames:
        """The folder of finished table games not yet in the tournament."""
        return self.results.pending

    @property
    def pending_game(self) -> PendingGame | None:
        """The live game's own waiting record, once it has ended (a tournament table's)."""
        return self.results.game

    @property
    def result_aside(self) -> Path | None:
        """Where its journal was kept aside when the pending folder refused it."""
        return self.results.aside

    def _follow_end(self) -> PendingGame | None:
        if self.game is None:
            return None
        return self.results.follow_end(self.game.finished, self.table_ref, self.record,
                                       self.started_at or "game", self.journal_state)

    def where_kept(self, game: PendingGame) -> Reason:
        return self.results.where_kept(game)

    def result_at_risk(self) -> PendingGame | None:
        return self.results.at_risk()

    def secure_result(self) -> Reason | None:
        """Before the journal is replaced or the console closes: try again to keep a finished
        table game at risk. None: it is safe now; else why not (the caller refuses, or asks)."""
        return self.results.secure(self.pending_game_state)

    def pending_game_state(self) -> JournalState:
        """The journal of the finished table game: the live game's, or the file's at start-up."""
        if self.game is not None and self.clocks is not None:
            return self.journal_state()
        return self.journal.read()

    def _refused_for_result(self) -> bool:
        """A finished table game at risk blocks replacing the journal that holds it."""
        why = self.secure_result()
        if why is None:
            return False
        self._notify(Refused(why))
        return True

    def keep_finished_from_journal(self) -> PendingGame | None:
        """At start-up: keep as waiting a finished table game the journal holds unrecorded."""
        try:
            state = self.journal.read() if self.journal.exists() else None
        except JournalError:
            state = None
        return self.results.from_journal(state)

    def recorded(self, game: PendingGame) -> None:
        """The tournament stored a waiting game: it waits no more (and the journal says so)."""
        with self._acting():
            if self.results.stored(game):
                self._write(self.journal.append, {"kind": "recorded"})

    def discard_pending(self, game: PendingGame, reason: str) -> Path:
        """The organiser gives a waiting game up, with a reason (logged; the file is moved aside)."""
        return self.results.discard(game, reason)

    def unrecorded(self) -> PendingGame | None:
        return self.results.unrecorded()

    def record(self) -> dict[str, Any]:
        assert self.game is not None
        record = self.game.to_record()
        meta: dict[str, Any] = {}
        if self.started_at:
            meta["started_at"] = self.started_at
        if self.game.finished and self.ended_at:
            meta["ended_at"] = self.ended_at
        if self.pauses:
            meta["pauses"] = list(self.pauses)
        if any(self.event_times):
            meta["event_times"] = list(self.event_times)
        if self.table_ref is not None:  # the result goes back to the table it was judged for
            meta["round"], meta["table"] = self.table_ref
        if meta:
            record["meta"] = meta
        return record

    def save_record(self, path: str | Path) -> None:
        """Write the game as a ``prime-daifugo-record/1`` file (atomic replace)."""
        assert self.game is not None
        # Like every output of the program (daifugo_gui/files.py): a temporary file, fsync,
        # an atomic rename; never over a file of another kind, nor over the journal.
        text = json.dumps(self.record(), ensure_ascii=False, indent=1)
        write_output(path, text, OutputKind.JSON, inputs=(self.journal.path,))

    # -- where the journal lives: the places part, asked on the session's behalf ----------------
    def claim_journal(self) -> JournalClaim | None:
        return self.places.claim_journal()

    def other_journals(self) -> list[tuple[Journal, JournalLock]]:
        return self.places.other_journals()

    def release_others(self, keep: Journal | None = None) -> None:
        self.places.release_others(keep)

    def take_journal(self, journal: Journal) -> None:
        self.places.take_journal(journal)

    def release_journal(self) -> None:
        self.places.release_journal()

    def recover_journal(self) -> Recovery | None:
        return self.places.recover_journal()

    def move_journal(self, path: str | Path) -> bool:
        """Autosave to another place from now on: the whole game so far is written there first."""
        return self.places.move_journal(path, self.journal_state if self.game is not None else None)

    def follow_moves(self) -> Move | None:
        return self.places.follow_moves()

    def resume_offer(self) -> ResumeOffer:
        return self.places.resume_offer()

    def settle_offer(self, offer: ResumeOffer, chosen: Unfinished | None) -> Reason | None:
        return self.places.settle_offer(offer, chosen)

    def play_in_memory(self) -> None:
        self.places.play_in_memory()

    # -- the clocks: written first, as every action; the timekeeping part says how ------------
    def _turn_now(self) -> tuple[str, float] | None:
        assert self.clocks is not None
        return self.timekeeping.turn_now(self.clocks)

    def _clock_state_after(self, outcome: Outcome, same_turn: bool | None = None) -> dict[str, Any]:
        assert self.clocks is not None
        return self.timekeeping.state_after(self.clocks, outcome, same_turn)

    def _follow_turn(self, restart: bool, turn: tuple[str, float] | None = None) -> None:
        assert self.game is not None and self.clocks is not None
        self.timekeeping.follow_turn(self.clocks, self.game, restart, turn)

    def pause(self, reason: str = "dispute") -> None:
        if self.clocks is None or self.clocks.paused:
            return
        with self._acting():
            if not self._write(self.journal.pause, reason, self.clocks.state()):
                return  # written first: a pause the disk refused does not happen
            self.clocks.pause(reason)
            self.timekeeping.paused(reason, self.clocks)
            self.log.append(LogEntry(LogKind.PAUSED, text=reason))
            self._notify(PausedChanged(True))
            self._notify(CHANGED)

    def resume_clocks(self) -> None:
        if self.clocks is None or not self.clocks.paused:
            return
        with self._acting():
            if not self._write(self.journal.resume, self.clocks.state()):
                return
            self.clocks.resume()
            self.timekeeping.resumed(self.clocks)
            self.log.append(LogEntry(LogKind.RUNNING))
            self._notify(PausedChanged(False))
            self._notify(CHANGED)

    def _clock_line(self) -> None:
        """The clocks' state between actions, when one is due. A refused line is not
        announced (the next action's write asks the judge)."""
        if not self.autosave or self.clocks is None or self.game is None or self.game.finished:
            return
        if not self.timekeeping.line_due(self.clocks):
            return
        try:
            self.journal.append({"kind": "clock", "clocks": self.clocks.state()})
        except OSError:
            pass

    def charge_downtime(self) -> bool:
        """The judge counts the time the console was down (or stood while the judge was
        asked something) on the clocks: the game clock, and the turn clock when the same
        turn still runs; written first, then applied, and only once."""
        down = self.downtime.seconds
        if down is None or self.clocks is None or self.game is None or self.game.finished:
            return False
        with self._acting():
            state, same_turn = self.timekeeping.charged(self.clocks, down, self.downtime.turn)
            if not self._write(self.journal.append, {"kind": "clock", "clocks": state, "charged": round(down, 3)}):
                return False
            self.clocks.game.add_elapsed(down)
            if same_turn:
                self.clocks.turn.set_elapsed(self.clocks.turn.turn_elapsed() + down)
            self.downtime.forget()
            self.log.append(LogEntry(LogKind.DOWNTIME, seconds=down))
            self._notify(CHANGED)
            self._notify(TICKED)
            return True

    # -- undo / redo -----------------------------------------------------------------------------
    def undo(self, behind: bool = False) -> bool:
        """Take back the last action: the journal's undo line first, then the game.

        ``behind``: a view already moved its own history (a Qt undo stack stepped directly),
        so the step is taken back whatever the disk says, as the view shows it.
        """
        if not self.history.can_undo or self.game is None or self.clocks is None:
            return False
        with self._acting():
            return self._undo(behind)

    def _undo(self, behind: bool) -> bool:
        assert self.clocks is not None
        step = self.history.last_done
        state = self.clocks.state()
        state["banks"] = {**state.get("banks", {}), **step.banks}
        if not self._write(self.journal.undo, state, step.banks) and not behind:
            return False
        self.history.back(self._turn_now())
        self._take_back(step)
        self._notify(HISTORY_MOVED)
        return True

    def redo(self, behind: bool = False) -> bool:
        """Apply the last undone action again: worked out on a copy, written, then adopted."""
        if not self.history.can_redo or self.game is None or self.clocks is None:
            return False
        with self._acting():
            return self._redo(behind)

    def _redo(self, behind: bool) -> bool:
        assert self.game is not None and self.clocks is not None
        step = self.history.next_redo
        candidate = self.game.copy()
        outcome = candidate.apply(step.event)
        if not self._write(self.journal.event, candidate.events[-1], self.clocks.state(), redo=True) and not behind:
            return False
        self.history.forward()
        self._reapply(candidate, outcome, step.turn_after)
        self._notify(HISTORY_MOVED)
        return True

    def _take_back(self, step: Step) -> None:
        assert self.game is not None and self.clocks is not None
        last = self.game.events[-1] if self.game.events else None
        self.game = self._game_at(len(self.game.events) - 1)
        del self.event_times[len(self.game.events):]
        self.clocks.turn.banks.update(step.banks)
        self.log.append(LogEntry(LogKind.UNDONE, last))
        if self.game.phase != Phase.DISCARDING:
            self.stop_waiting = None  # the foul it waited behind was taken back
        self._follow_turn(restart=True, turn=step.turn)
        self._follow_end()
        self._notify(CHANGED)

    def _reapply(self, game: Game, outcome: Outcome, turn: tuple[str, float] | None = None) -> None:
        """``turn``: the clock as it stood when the step was undone; the redo gives it back
        (a fresh turn only when that was up), not a full turn to the mover."""
        assert self.clocks is not None
        self.game = game
        self._checkpoint()
        self.event_times.append(now_iso())
        self.log.append(LogEntry(LogKind.REDONE, game.events[-1], outcome))
        self._follow_turn(restart=outcome.result not in SAME_TURN, turn=turn)
        ended = self._follow_end()
        self._notify(Acted(outcome, ended, True))

def unexpected(exc: Exception) -> Reason:
    """A programming error met during an action: logged with its traceback, and told to the
    judge as the console's fault, never in a rule's words (issue 37)."""
    logging.getLogger(__name__).error("unexpected error in a table action", exc_info=exc)
    return Reason.of(JournalCode.UNEXPECTED, detail=f"{type(exc).__name__}: {exc}")


def replayed_entries(game: Game) -> list[LogEntry]:
    """The event log of a whole game (after a resume or an opened record)."""
    fresh = game.fresh()
    return [LogEntry(LogKind.ACTION, event, fresh.apply(event)) for event in game.events]
