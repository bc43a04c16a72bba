"""The live game at one table, without Qt (#25): rules, clocks, journal, undo history.

:class:`TableSession` owns the engine's :class:`Game`, the :class:`TableClocks`, the
autosave :class:`Journal` and the :class:`TableHistory`. Every judge action goes the
same way: the engine applies it to a copy (an illegal action raises
:class:`RuleViolation` and changes nothing), the journal writes it and fsyncs, and only
then the copy becomes the game, the history gets the step, the clocks follow and the
listeners are told. Undo writes its journal line first too; undo is a checkpoint and a
short replay.

Nothing here speaks to the judge: results are :class:`Outcome` values and
:class:`Reason` codes, the event log is :class:`LogEntry` data. The console's Qt adapter
(``app/live_game.py``) turns them into signals and words; the CLI and tests drive the
session directly with a fake time source.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from daifugo_gui.app.journal import Journal, JournalError, JournalLock, JournalState, NoFreeJournal, Recovery
from daifugo_gui.app.pending import PendingGame, PendingGames
from daifugo_gui.app.reasons import JournalCode
from daifugo_gui.app.table_history import Step, TableHistory
from daifugo_gui.app.table_journal import (
    Move, MoveState, ended, first_unreplayable, forget_moves, leave_pointer, moved_to, now_iso, table_of, wall_iso,
    wall_of, write_failed,
)
from daifugo_gui.app.table_log import LogEntry, LogKind
from daifugo_gui.files import OutputKind, write_output
from daifugo_gui.rules import Game, Outcome, Phase, RuleViolation, Settings
from daifugo_gui.rules.cards import Card
from daifugo_gui.rules.errors import RecordError
from daifugo_gui.rules.reasons import Code, Reason
from daifugo_gui.rules.record import game_from_record
from daifugo_gui.timing.clocks import ClockEvent, TableClocks, TimeSource

# Results after which the same turn goes on: the turn clock keeps running (R4, R5).
SAME_TURN = {"drawn", "cannot_play"}

CLOCK_LINE_S = 1.0
"""How often the running clocks' state is journaled between actions: a crash costs at most this."""

CHECKPOINT_EVERY = 64
"""Undo restores the nearest checkpoint and replays at most this many events: O(1) per undo."""

Retry = dict[str, Any] | Callable[[], object]
"""What a refused write leaves waiting: an action (a record event) or a step such as a new game."""


@dataclass(frozen=True)
class NewGame:
    """What the new-game dialog hands over."""

    players: list[str]
    settings: Settings
    hands: dict[str, list[Card]] | None = None
    deck: list[Card] | None = None
    table: tuple[int, int] | None = None  # (round, table) when the game is a tournament table's


@dataclass(frozen=True)
class JournalClaim:
    """Why this console does not autosave where it was asked to (the screen says it in words).

    ``holder`` set: another console holds ``path``, this one autosaves to ``instead``.
    Otherwise ``path`` cannot be used at all (``detail`` says why).
    """

    path: Path
    holder: str = ""
    instead: Path | None = None
    detail: str = ""


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


class TableSession:
    """One table's live game. Call its methods; follow it through :attr:`listeners`."""

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

    # -- the journal: one console each, and what to do when the disk says no ---------------------
    def claim_journal(self) -> JournalClaim | None:
        """Lock the journal for this console; if another holds it, use a journal of our own.

        Returns None, or what the judge must be told: the other console and our journal, or
        that the journal's place cannot be written at all.
        """
        lock = JournalLock(self.journal.path)
        try:
            holder = lock.acquire()
        except OSError as exc:
            return JournalClaim(self.journal.path, detail=exc.strerror or str(exc))
        if holder is None:
            self._lock = lock
            return None
        base = self.journal.path
        for n in range(2, 100):
            other = base.with_name(f"{base.stem}-{n}{base.suffix}")
            lock = JournalLock(other)
            if lock.acquire() is None:
                self._lock = lock
                self.journal = Journal(other)
                return JournalClaim(base, holder=holder, instead=other)
        raise NoFreeJournal(Reason.of(JournalCode.NO_FREE_JOURNAL, path=str(base)))

    def other_journals(self) -> list[tuple[Journal, JournalLock]]:
        """The other autosave journals beside ours (``live-game.jsonl``, ``live-game-2.jsonl`` …)
        that no running console holds, each locked for us while the judge is asked about it.

        Release the ones not taken with :meth:`release_others`.
        """
        base = self._journal_base
        names = [base] + [base.with_name(f"{base.stem}-{n}{base.suffix}") for n in range(2, 100)]
        found: list[tuple[Journal, JournalLock]] = []
        for path in names:
            if path == self.journal.path or not path.is_file():
                continue
            lock = JournalLock(path)
            try:
                if lock.acquire() is not None:
                    continue  # a running console judges it
            except OSError:
                continue
            found.append((Journal(path), lock))
        self._others = found
        return found

    def release_others(self, keep: Journal | None = None) -> None:
        for journal, lock in self._others:
            if journal is not keep:
                lock.release()
        self._others = []

    def take_journal(self, journal: Journal) -> None:
        """Autosave to another console's left-over journal from now on (to resume its game)."""
        lock = next(lock for j, lock in self._others if j is journal)
        self.release_others(keep=journal)
        self.release_journal()
        self.journal, self._lock = journal, lock

    def release_journal(self) -> None:
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    def recover_journal(self) -> Recovery | None:
        """A damaged journal is kept aside; what came before the damage can be resumed."""
        return self.journal.recover()

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
            self._failed_event = retry if callable(retry) else dict(retry) if retry is not None else None
            self._notify("journal_failed", write_failed(self.journal.path, exc))
            return False
        return True

    def move_journal(self, path: str | Path) -> bool:
        """Autosave to another place from now on: the whole game so far is written there first.

        The old place is then marked, so that a restart follows the game to its new place
        instead of offering the stale copy: a closing "moved" line in the old journal and a
        pointer file beside it (``live-game.jsonl.moved-to``); ``move_noted`` tells the judge
        whether either could be left (if not, how to open the new place after a restart).
        """
        journal, lock = Journal(path), JournalLock(path)
        try:
            holder = lock.acquire()
        except OSError as exc:
            self._notify("journal_failed", write_failed(Path(path), exc))
            return False
        if holder is not None:
            self._notify("journal_failed", Reason.of(JournalCode.IN_USE, path=str(path), holder=holder))
            return False
        try:
            if self.game is not None:
                journal.rewrite(self.journal_state())
        except OSError as exc:
            lock.release()
            self._notify("journal_failed", write_failed(Path(path), exc))
            return False
        old = self.journal
        self.release_journal()
        self.journal, self._lock = journal, lock
        self.autosave = True
        self._notify("autosave_changed", True)
        if old.path != journal.path:
            self._notify("move_noted", leave_pointer(old, journal.path))
        return True

    def follow_moves(self) -> Move | None:
        """At start-up: where a "Choose another place" sent this journal's game, if anywhere.

        Follows the marks :meth:`move_journal` left (several moves in a row too). When the
        game's place exists and no running console holds it, this console autosaves there
        from now on (its game is then offered as this console's own).
        """
        start = self.journal.path
        target = start
        for _hop in range(10):
            ahead = moved_to(target)
            if ahead is None or ahead == target:
                break
            target = ahead
        if target == start:
            return None
        if not target.is_file():
            return Move(start, target, MoveState.MISSING)
        lock = JournalLock(target)
        try:
            holder = lock.acquire()
        except OSError:
            holder = "?"
        if holder is not None:
            return Move(start, target, MoveState.HELD, holder)
        self.release_journal()
        self.journal, self._lock = Journal(target), lock
        return Move(start, target, MoveState.FOLLOWED)

    def play_in_memory(self) -> None:
        """Go on without an autosave (the console shows a warning all the time)."""
        self.autosave = False
        self._notify("autosave_changed", False)

    def forget_failed(self) -> None:
        """The judge cancelled: the refused action stays refused."""
        self._failed_event = None

    def retry_failed(self) -> Outcome | None:
        """After another place or in-memory play was chosen: the refused action, once more."""
        event, self._failed_event = self._failed_event, None
        if callable(event):
            event()
            return None
        return self._act(event) if event is not None else None

    def journal_state(self) -> JournalState:
        """The whole game so far as a journal holds it (to write it to another place)."""
        assert self.game is not None and self.clocks is not None
        state = JournalState(start=self._start_record(self.game, self.started_at, self.table_ref),
                             clocks=self.clocks.state())
        state.events = [dict(e) for e in self.game.events]
        state.event_walls = [wall_of(t) for t in self.event_times]  # a moved journal keeps each event's time
        state.pauses = [dict(p) for p in self.pauses]
        state.paused = self.clocks.paused
        return state

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
        game = Game(players=list(spec.players), settings=spec.settings, hands=spec.hands, deck=spec.deck)
        started = now_iso()
        clocks = self._make_clocks(game)
        generation = self._generation
        if not self._write(self.journal.begin, self._start_record(game, started, spec.table), clocks.state(),
                           retry=lambda: self.new_game(spec)):
            return self._generation != generation  # True when the judge's way out started it
        self._adopt(game, clocks, started)
        forget_moves(self.journal.path)
        self.table_ref = spec.table
        clocks.start_consideration()
        self._notify("changed")
        return True

    def _adopt(self, game: Game, clocks: TableClocks, started: str | None) -> None:
        """Make a game already written to the journal the live one."""
        self._generation += 1
        self.game = game
        self.history.clear()
        self._notify("history_reset")
        self.log = []
        self.pauses = []
        self.event_times = []
        self.table_ref = None
        self.started_at, self.ended_at = started, None
        self.clocks = clocks
        self._checkpoints = {0: game.copy()}
        self.resume_cut = None
        self.downtime_s = None
        self.pending_game = None

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
            outcome = game.apply(event)  # a record error here is the caller's to report
            self._checkpoint()
            self.log.append(LogEntry(LogKind.ACTION, game.events[-1], outcome))
            done.append(Step(game.events[-1], dict(banks_before)))
            banks_before = dict(clocks.get("banks") or banks_before)
        # the journal lists the undone events last undone last; the last undone redoes first
        undone = [Step(item["event"], dict(item.get("banks") or {})) for item in reversed(state.redo)]
        self.history.restore(done, undone)
        self._notify("history_reset")
        self.event_times = [wall_iso(w) for w in state.event_walls]
        self.pauses = [dict(p) for p in state.pauses]
        self.started_at = state.record.get("meta", {}).get("started_at")
        self.table_ref = table_of(state.record)
        self.pending_game = None
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
        self.downtime_s = down
        if not game.finished:
            self.clocks.pause("resumed")
            self.pauses.append({"reason": "resumed", "at": round(self.clocks.game.elapsed(), 1)})
        self.log.append(LogEntry(LogKind.RESUMED, seconds=down))
        self._notify("changed")
        self._notify("paused_changed", self.clocks.paused)

    def abandon_resume(self) -> Path | None:
        """A journal that reads but does not replay: keep it aside, start from nothing."""
        self.game = None
        self.clocks = None
        self.history.clear()
        self._notify("history_reset")
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
        clocks = self._make_clocks(game)
        started = record.meta.get("started_at") or now_iso()
        state = JournalState(start=self._start_record(game, started, table_of({"meta": record.meta})),
                             clocks=clocks.state())
        state.events = [dict(e) for e in game.events]
        generation = self._generation
        if not self._write(self.journal.rewrite, state, retry=lambda: self.open_record(path)):
            return self._generation != generation
        self._adopt(game, clocks, started)
        forget_moves(self.journal.path)
        self.pauses = list(record.meta.get("pauses", []))
        self.ended_at = record.meta.get("ended_at")
        times = record.meta.get("event_times")
        self.event_times = list(times) if isinstance(times, list) and len(times) == len(game.events) else [None] * len(game.events)
        self.log = replayed_entries(game)
        self._checkpoints = {len(game.events): game.copy()}
        self.table_ref = table_of({"meta": record.meta})
        self.begin_play()
        return True

    def begin_play(self) -> None:
        """End (or skip) the consideration time: the first turn and the game clock start."""
        assert self.game is not None and self.clocks is not None
        if self.clocks.game.running:
            return
        self.clocks.begin_play(self.game.to_move or self.game.players[0])
        self._notify("play_began")
        self._notify("changed")

    def close_game(self) -> None:
        """The judge is done with this game: the journal will not offer it again."""
        if self.clocks is not None:
            self.clocks.stop()
            self._write(self.journal.close, self.clocks.state())
        else:
            self._write(self.journal.close)
        self.game = None
        self.clocks = None
        self.history.clear()
        self._notify("history_reset")
        self._notify("game_closed")
        self._notify("changed")

    # -- the judge's actions --------------------------------------------------------------------
    def draw(self) -> Outcome | None:
        return self._act({"player": self._mover(), "action": "draw"})

    def play(self, field: str, factors: str | None = None) -> Outcome | None:
        event: dict[str, Any] = {"player": self._mover(), "action": "play", "field": field.strip()}
        if factors and factors.strip():
            event["factors"] = factors.strip()
        return self._act(event)

    def pass_turn(self) -> Outcome | None:
        return self._act({"player": self._mover(), "action": "pass"})

    def timeout(self, late_refusal: bool = False) -> Outcome | None:
        """D8 at zero; ``late_refusal`` is the judge's R14 call (the refusal came too late)."""
        event: dict[str, Any] = {"player": self._mover(), "action": "timeout"}
        if late_refusal:
            event["late_refusal"] = True
        return self._act(event)

    def disqualify(self, player: str) -> Outcome | None:
        return self._act({"player": player, "action": "disqualify"})

    def discard(self, player: str, cards: str) -> Outcome | None:
        return self._act({"player": player, "action": "discard", "cards": cards.strip()})

    def stop(self, reason: str = "time") -> Outcome | None:
        return self._act({"action": "stop", "reason": reason})

    def declare(self, player: str, cards: str) -> Outcome | None:
        return self._act({"player": player, "action": "declare", "cards": cards.strip()})

    def cannot_play_reason(self, field: str, factors: str | None = None) -> Reason | str | None:
        """Instant validation while the judge types (R5); None when the play can be judged."""
        if self.game is None or self.game.to_move is None:
            return None
        try:
            return self.game.cannot_play_reason(self.game.to_move, field, factors or None)
        except RuleViolation as exc:
            return exc.reason
        except ValueError as exc:  # CardTextError and friends: the text does not parse yet
            why = getattr(exc, "reason", None)
            return why if isinstance(why, Reason) else str(exc)

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

    def _act(self, event: dict[str, Any]) -> Outcome | None:
        """Apply one action: engine, then disk, then history and clocks, then the listeners."""
        if self.game is None or self.clocks is None:
            self._notify("refused", Reason.of(Code.NO_GAME))
            return None
        banks_before = dict(self.clocks.turn.banks)  # each bank as it stood when this turn began
        mover_before = self.game.to_move
        turn_before = self._turn_now()
        # Write-ahead: the action is applied to a copy, written and fsync'ed, and only then
        # does the copy become the game. A refused write leaves engine and screen as they were.
        candidate = self.game.copy()
        try:
            outcome = candidate.apply(event)
        except RuleViolation as exc:
            self._notify("refused", exc.reason)
            return None
        except ValueError as exc:  # card text that does not parse
            why = getattr(exc, "reason", None)
            self._notify("refused", why if isinstance(why, Reason) else str(exc))
            return None
        logged = candidate.events[-1]
        # D7 keeps counting through a ruling that leaves the mover to move (R4, R5, and the
        # judge disqualifying someone else): only a new turn restarts the turn clock.
        same_turn = outcome.result in SAME_TURN or (
            event.get("action") == "disqualify" and event.get("player") != mover_before
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
        self._notify("history_pushed", step)
        self.log.append(LogEntry(LogKind.ACTION, logged, outcome))
        if not self.clocks.game.running and event["action"] != "stop":
            # an action before the consideration time ended starts the game
            self.clocks.begin_play(self.game.to_move or self.game.players[0])
        self._follow_turn(restart=not same_turn)
        ended = self._follow_end()
        self._notify("acted", outcome, ended, False)
        if event.get("action") == "discard" and self.clocks.game.expired and self.game.phase == Phase.PLAYING:
            self.stop("time")  # D11 ran out during the short-deck discards: they were finished first
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

    def _turn_now(self) -> tuple[str, float] | None:
        """Whose turn clock runs and how long this turn has lasted (what undo restores)."""
        assert self.clocks is not None
        turn = self.clocks.turn
        return (turn.player, turn.turn_elapsed()) if turn.player is not None else None

    def _clock_state_after(self, outcome: Outcome, same_turn: bool | None = None) -> dict[str, Any]:
        assert self.clocks is not None
        state = self.clocks.state()
        turn = self.clocks.turn
        if same_turn is None:
            same_turn = outcome.result in SAME_TURN
        if turn.player is not None and turn.bank_s is not None and not same_turn:
            used = turn.turn_elapsed()
            state["banks"][turn.player] = round(max(0.0, turn.banks.get(turn.player, 0.0) - used), 3)
        if outcome.result not in SAME_TURN:  # a new turn begins as this line is written
            state["turn_player"], state["turn_elapsed"] = None, 0.0
        return state

    # -- clocks ----------------------------------------------------------------------------------
    def pause(self, reason: str = "dispute") -> None:
        if self.clocks is None or self.clocks.paused:
            return
        if not self._write(self.journal.pause, reason, self.clocks.state()):
            return  # written first: a pause the disk refused does not happen
        self.clocks.pause(reason)
        self.pauses.append({"reason": reason, "at": round(self.clocks.game.elapsed(), 1)})
        self.log.append(LogEntry(LogKind.PAUSED, text=reason))
        self._notify("paused_changed", True)
        self._notify("changed")

    def resume_clocks(self) -> None:
        if self.clocks is None or not self.clocks.paused:
            return
        if not self._write(self.journal.resume, self.clocks.state()):
            return
        self.clocks.resume()
        if self.pauses:
            self.pauses[-1]["until"] = round(self.clocks.game.elapsed(), 1)
        self.log.append(LogEntry(LogKind.RUNNING))
        self._notify("paused_changed", False)
        self._notify("changed")

    def poll_clocks(self) -> list[ClockEvent]:
        """Read the clocks, announce what they crossed, apply D8 / D11 at zero."""
        if self.clocks is None or self.game is None:
            return []
        # When the game clock and a turn clock run out in the same poll, the game's end
        # wins: a stopped game has no time-outs.
        self._clock_line()
        events = sorted(self.clocks.poll(), key=lambda e: e.clock != "game" or e.kind != "alarm")
        for event in events:
            self._notify("clock_event", event)
            if event.kind != "alarm":
                continue
            if event.clock == "consideration":
                self.begin_play()
            elif event.clock == "turn" and self.auto_timeout and not self.game.finished:
                if self.game.phase == Phase.PLAYING and self.game.to_move == event.player:
                    self.timeout()
            elif event.clock == "game" and self.game.phase == Phase.PLAYING:
                self.stop("time")  # during short-deck discards: once they are done (_act)
        self._notify("ticked")
        return events

    def _clock_line(self) -> None:
        """Every CLOCK_LINE_S while the game clock runs: the clocks' state, so a crash loses
        at most that much of the game and turn time (issue 27: a resume gives no time back).
        A refused line is not announced (the next action's write asks the judge)."""
        if not self.autosave or self.clocks is None or self.game is None or self.game.finished:
            return
        if not self.clocks.game.running:
            return
        moment = self.now()
        if self._last_clock_line is not None and moment - self._last_clock_line < CLOCK_LINE_S:
            return
        self._last_clock_line = moment
        try:
            self.journal.append({"kind": "clock", "clocks": self.clocks.state()})
        except OSError:
            pass

    def charge_downtime(self) -> bool:
        """The judge counts the time the console was down on the clocks (game and turn):
        written first, then applied, and only once."""
        if self.downtime_s is None or self.clocks is None or self.game is None or self.game.finished:
            return False
        down = self.downtime_s
        state = self.clocks.state()
        state["game_elapsed"] = round(state["game_elapsed"] + down, 3)
        if state.get("turn_player") is not None:
            state["turn_elapsed"] = round(state["turn_elapsed"] + down, 3)
        if not self._write(self.journal.append, {"kind": "clock", "clocks": state, "charged": round(down, 3)}):
            return False
        self.clocks.game.add_elapsed(down)
        if self.clocks.turn.player is not None:
            self.clocks.turn.set_elapsed(self.clocks.turn.turn_elapsed() + down)
        self.downtime_s = None
        self.log.append(LogEntry(LogKind.DOWNTIME, seconds=down))
        self._notify("changed")
        self._notify("ticked")
        return True

    def _follow_turn(self, restart: bool, turn: tuple[str, float] | None = None) -> None:
        """Point the turn clock at whoever must act now.

        ``turn`` (an undo): the mover and how long their turn had lasted at that moment;
        the clock goes back there unless that time was already up (then a fresh turn).
        """
        assert self.game is not None and self.clocks is not None
        game = self.game
        if game.finished:
            self.clocks.stop()
            return
        if not self.clocks.game.running:
            if self.clocks.consideration is not None:
                return  # still in the consideration time
            self.clocks.game.start()  # an undo took the game back from its end
        if game.phase != Phase.PLAYING or game.to_move is None:
            self.clocks.next_turn(None)  # discards and declarations are not a turn
            return
        limit = self.clocks.turn.turn_limit_s
        if turn is not None and turn[0] == game.to_move:
            bank = self.clocks.turn.banks.get(game.to_move, 0.0) if self.clocks.turn.bank_s is not None else 0.0
            if limit is None or turn[1] < bank + limit:
                self.clocks.turn.start_turn(game.to_move, paused=self.clocks.paused, used_s=turn[1])
                return
        if restart or self.clocks.turn.player != game.to_move:
            self.clocks.next_turn(game.to_move)

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

    # -- undo / redo -----------------------------------------------------------------------------
    def undo(self, behind: bool = False) -> bool:
        """Take back the last action: the journal's undo line first, then the game.

        ``behind``: a view already moved its own history (a Qt undo stack stepped directly),
        so the step is taken back whatever the disk says, as the view shows it.
        """
        if not self.history.can_undo or self.game is None or self.clocks is None:
            return False
        step = self.history.last_done
        state = self.clocks.state()
        state["banks"] = {**state.get("banks", {}), **step.banks}
        if not self._write(self.journal.undo, state, step.banks) and not behind:
            return False
        self.history.back()
        self._take_back(step)
        self._notify("history_moved")
        return True

    def redo(self, behind: bool = False) -> bool:
        """Apply the last undone action again: worked out on a copy, written, then adopted."""
        if not self.history.can_redo or self.game is None or self.clocks is None:
            return False
        step = self.history.next_redo
        candidate = self.game.copy()
        outcome = candidate.apply(step.event)
        if not self._write(self.journal.event, candidate.events[-1], self.clocks.state(), redo=True) and not behind:
            return False
        self.history.forward()
        self._reapply(candidate, outcome)
        self._notify("history_moved")
        return True

    def _take_back(self, step: Step) -> None:
        assert self.game is not None and self.clocks is not None
        last = self.game.events[-1] if self.game.events else None
        self.game = self._game_at(len(self.game.events) - 1)
        del self.event_times[len(self.game.events):]
        self.clocks.turn.banks.update(step.banks)
        self.log.append(LogEntry(LogKind.UNDONE, last))
        self._follow_turn(restart=True, turn=step.turn)
        self._follow_end()
        self._notify("changed")

    def _reapply(self, game: Game, outcome: Outcome) -> None:
        assert self.clocks is not None
        self.game = game
        self._checkpoint()
        self.event_times.append(now_iso())
        self.log.append(LogEntry(LogKind.REDONE, game.events[-1], outcome))
        self._follow_turn(restart=outcome.result not in SAME_TURN)
        ended = self._follow_end()
        self._notify("acted", outcome, ended, True)

    # -- tournament tables: a finished game waits on disk until it is recorded -----------------
    def _follow_end(self) -> PendingGame | None:
        """A table game that just ended is kept as waiting to be recorded (returned); one an
        undo took back from its end waits no more."""
        if self.table_ref is None or self.game is None:
            return None
        if self.game.finished and self.pending_game is None:
            try:
                self.pending_game = self.pending.keep(self.record(), *self.table_ref, key=self.started_at or "game")
            except OSError as exc:
                self._notify("refused", Reason.of(JournalCode.PENDING_FAILED, round=self.table_ref[0],
                                                  table=self.table_ref[1], detail=exc.strerror or str(exc)))
                return None
            self._notify("pending_changed")
            return self.pending_game
        elif not self.game.finished and self.pending_game is not None:
            self.pending.withdraw(self.pending_game)
            self.pending_game = None
            self._notify("pending_changed")
        return None

    def keep_finished_from_journal(self) -> PendingGame | None:
        """At start-up: a finished table game the journal holds that was never recorded (a
        crash came between its end and the pending file) is kept as waiting."""
        try:
            state = self.journal.read() if self.journal.exists() else None
        except JournalError:
            return None
        table = table_of(state.start) if state is not None else None
        if state is None or table is None or state.recorded or not ended(state):
            return None
        key = state.start.get("meta", {}).get("started_at") or "game"
        safe = "".join(c if c.isalnum() else "-" for c in key)[:40]
        if any(g.path.name.endswith(f"-{safe}.json") for g in self.pending.games()):
            return None
        record = dict(state.record)
        meta = dict(record.get("meta") or {})
        meta["event_times"] = [wall_iso(w) for w in state.event_walls]
        record["meta"] = meta
        found = self.pending.keep(record, *table, key=key)
        self._notify("pending_changed")
        return found

    def recorded(self, game: PendingGame) -> None:
        """The tournament stored a waiting game: it waits no more (and the journal says so)."""
        self.pending.stored(game)
        if self.pending_game is not None and game.path == self.pending_game.path:
            self.pending_game = None
            self._write(self.journal.append, {"kind": "recorded"})
        self._notify("pending_changed")

    def discard_pending(self, game: PendingGame, reason: str) -> Path:
        """The organiser gives a waiting game up, with a reason (logged; the file is moved aside)."""
        kept = self.pending.discard(game, reason)
        if self.pending_game is not None and game.path == self.pending_game.path:
            self.pending_game = None
        self._notify("pending_changed")
        return kept

    def unrecorded(self) -> PendingGame | None:
        """The live game's own waiting record, when it is a finished table game not yet stored."""
        if self.pending_game is not None and self.pending_game.path.exists():
            return self.pending_game
        return None

    # -- saving ----------------------------------------------------------------------------------
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


def replayed_entries(game: Game) -> list[LogEntry]:
    """The event log of a whole game (after a resume or an opened record)."""
    fresh = game.fresh()
    return [LogEntry(LogKind.ACTION, event, fresh.apply(event)) for event in game.events]
