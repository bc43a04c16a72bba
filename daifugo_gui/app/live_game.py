"""The live game at the table: the judge's actions, the clocks, undo and the autosave.

:class:`LiveGame` owns the engine's :class:`Game` and the :class:`TableClocks`. Every
judge action goes the same way: the engine applies it (an illegal action raises
:class:`RuleViolation` and changes nothing), the journal writes it to disk and fsyncs,
an undo command is pushed, the clocks follow, and only then the signals tell the
screen. Undo and redo are :class:`QUndoCommand` objects that call this model, never a
widget; undo is ``game.copy_without_last()``.
"""

from __future__ import annotations

import asyncio
import json
import os
import time
import weakref
from datetime import datetime
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import QCoreApplication, QObject, QStandardPaths, Signal

from daifugo_gui.app.translation import QT_TRANSLATE_NOOP, fill
from daifugo_gui.files import OutputKind, write_output
from PySide6.QtGui import QUndoCommand, QUndoStack

from daifugo_gui.app.factoring import Cancelled, Factorizer, factorization_text, factorize
from daifugo_gui.app.journal import Journal, JournalError, JournalLock, JournalState, NoFreeJournal, Recovery
from daifugo_gui.app.pending import PendingGame, PendingGames
from daifugo_gui.app.reasons import JournalCode
from daifugo_gui.rules import Game, Outcome, Phase, RuleViolation, Settings
from daifugo_gui.rules.errors import RecordError
from daifugo_gui.rules.cards import Card
from daifugo_gui.rules.reasons import Code, Reason
from daifugo_gui.rules.record import game_from_record
from daifugo_gui.timing.clocks import ClockEvent, TableClocks, TimeSource

if TYPE_CHECKING:
    from daifugo_gui.analysis.primes import Factorization
# The 数譜 writer (rules.suhu) and the factoring engine (analysis.primes, flint) load on
# first use, not before the console's first paint (issue 29).

INLINE_FACTOR_BITS = 40
"""Numbers below 2^40 factor in well under a millisecond: no thread needed."""

TICK_S = 0.1
"""How often the clocks are polled: the displays show whole seconds, 10 Hz is plenty."""

# Results after which the same turn goes on: the turn clock keeps running (R4, R5).
SAME_TURN = {"drawn", "cannot_play"}

CLOCK_LINE_S = 1.0
"""How often the running clocks' state is journaled between actions: a crash costs at most this."""

CHECKPOINT_EVERY = 64
"""Undo restores the nearest checkpoint and replays at most this many events: O(1) per undo."""


def _iso(wall: float | None) -> str | None:
    """Unix seconds as local ISO 8601 text, as the record's times are written."""
    if wall is None:
        return None
    return datetime.fromtimestamp(wall).astimezone().isoformat(timespec="seconds")


def _wall_clock_now() -> str:
    """Local time with its offset, to the second (ISO 8601), as score sheets print it."""
    return datetime.now().astimezone().isoformat(timespec="seconds")


def _write_failed(path: Path, exc: OSError) -> Reason:
    return Reason.of(JournalCode.WRITE_FAILED, path=str(path), detail=exc.strerror or str(exc))


def _first_unreplayable(state: JournalState) -> tuple[int, Reason] | None:
    """The first event of the journal that the rules refuse to replay, and why (None: all replay).

    A record whose start cannot be rebuilt is not this function's to judge: it raises.
    """
    from daifugo_gui.rules.record import load_record

    game = load_record(state.record).new_game()
    for index, event in enumerate(state.events):
        try:
            game.apply(event)
        except (RecordError, RuleViolation, ValueError, TypeError, KeyError) as exc:
            why = getattr(exc, "reason", None)
            return index, why if isinstance(why, Reason) else Reason.of(Code.VERBATIM, text=str(exc))
    return None


def recovery_reason(recovery: Recovery) -> Reason:
    """What the judge is told about a damaged autosave: which lines were cut, why, and where the file is."""
    events = len(recovery.state.events) if recovery.state is not None else 0
    if recovery.state is None and recovery.first_cut <= 1:
        if recovery.kept_as is None:
            return Reason.of(JournalCode.UNREADABLE_NOT_MOVED, why=recovery.reason, detail=recovery.not_moved or "")
        return Reason.of(JournalCode.UNREADABLE, why=recovery.reason, kept=str(recovery.kept_as))
    if recovery.kept_as is None or recovery.not_moved:
        return Reason.of(JournalCode.DAMAGED_NOT_MOVED, why=recovery.reason, first=recovery.first_cut,
                         last=recovery.last_cut, events=events, detail=recovery.not_moved or "")
    return Reason.of(JournalCode.DAMAGED, why=recovery.reason, first=recovery.first_cut, last=recovery.last_cut,
                     events=events, kept=str(recovery.kept_as))


class MoveState(Enum):
    FOLLOWED = "followed"  # the game's new place is this console's journal now
    MISSING = "missing"  # the new place is not there (an unplugged stick?)
    HELD = "held"  # a running console judges it there


@dataclass(frozen=True)
class Move:
    """A journal whose game a failed write sent elsewhere."""

    old: Path
    new: Path
    state: MoveState
    holder: str = ""

    @property
    def reason(self) -> Reason:
        code = {MoveState.FOLLOWED: JournalCode.MOVED_FOLLOWED, MoveState.MISSING: JournalCode.MOVED_MISSING,
                MoveState.HELD: JournalCode.MOVED_HELD}[self.state]
        return Reason.of(code, old=str(self.old), new=str(self.new), holder=self.holder)


def moved_to(path: Path) -> Path | None:
    """Where the game of the journal at ``path`` was moved, by any mark left there (None: nowhere)."""
    pointer = path.with_name(path.name + ".moved-to")
    try:
        text = pointer.read_text(encoding="utf-8").strip()
        if text:
            return Path(text)
    except OSError:
        pass
    try:
        state = Journal(path).read(upto_damage=True) if path.is_file() else None
    except JournalError:
        state = None
    if state is not None and state.moved_to:
        return Path(state.moved_to)
    return None


def forget_moves(path: Path) -> None:
    """A new game begins at ``path``: its old "moved" pointer no longer applies."""
    try:
        path.with_name(path.name + ".moved-to").unlink()
    except OSError:
        pass


def _leave_pointer(old: Journal, new: Path) -> Reason:
    """Mark the old journal as moved in every place that takes it; say which did."""
    left: list[str] = []
    try:
        old.append({"kind": "moved", "to": str(new)})
        left.append("line")
    except OSError:
        pass
    pointer = old.path.with_name(old.path.name + ".moved-to")
    tmp = pointer.with_name(pointer.name + ".new")
    try:
        with open(tmp, "w", encoding="utf-8") as handle:
            handle.write(str(new) + "\n")
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, pointer)
        left.append("pointer")
    except OSError:
        try:
            tmp.unlink()
        except OSError:
            pass
    if left:
        return Reason.of(JournalCode.MOVED_NOTED, old=str(old.path), new=str(new))
    return Reason.of(JournalCode.MOVED_NOT_NOTED, old=str(old.path), new=str(new),
                     command=f'daifugo-gui --journal "{new}"')


def _wall_of(iso: str | None) -> float | None:
    """ISO 8601 text (an event's time in the record) back to Unix seconds."""
    if not iso:
        return None
    try:
        return datetime.fromisoformat(iso).timestamp()
    except ValueError:
        return None


def _table_of(record: dict[str, Any]) -> tuple[int, int] | None:
    """The (round, table) a record's meta names, if it is a tournament table's game."""
    meta = record.get("meta") or {}
    r, t = meta.get("round"), meta.get("table")
    if isinstance(r, int) and isinstance(t, int) and not isinstance(r, bool) and not isinstance(t, bool):
        return r, t
    return None


def _ended(state: JournalState) -> bool:
    from daifugo_gui.rules.record import game_from_record

    try:
        return game_from_record(state.record).finished
    except (RecordError, RuleViolation, ValueError, TypeError, KeyError):
        return False


def default_journal_path() -> Path:
    """The autosave journal in the user's data folder."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base or Path.home() / ".daifugo_gui") / "live-game.jsonl"


def describe_event(event: dict[str, Any]) -> str:
    """One event in the record notation, for the log and the undo history."""
    action = event.get("action", "?")
    who = event.get("player")
    if action == "play":
        text = f"{who}: play {event.get('field', '')}"
        if event.get("factors"):
            text += f" = {event['factors']}"
        return text
    if action in ("discard", "declare"):
        return f"{who}: {action} {event.get('cards', '')}"
    if action == "stop":
        return f"stop ({event.get('reason', 'time')})"
    return f"{who}: {action}" if who else action


# Results the 数譜 line does not show by itself get a word in the event log.
_RESULT_WORDS = {
    "cannot_play": QT_TRANSLATE_NOOP("EventLog", "cannot be played"),
    "disqualified": QT_TRANSLATE_NOOP("EventLog", "disqualified"),
    "forced_pass": QT_TRANSLATE_NOOP("EventLog", "forced pass"),
    "discarded": QT_TRANSLATE_NOOP("EventLog", "to the deck"),
    "stopped": QT_TRANSLATE_NOOP("EventLog", "the game stops"),
    "declared": QT_TRANSLATE_NOOP("EventLog", "declared"),
}


# Events the 数譜 has no form for, in the console's language (the record keeps its words).
_EVENT_WORDS = {
    "stop time": QT_TRANSLATE_NOOP("EventLog", "stop: game time (D11)"),
    "stop thousand_day": QT_TRANSLATE_NOOP("EventLog", "stop: thousand-day rule (D18)"),
    "stop judge": QT_TRANSLATE_NOOP("EventLog", "stop: the judge's decision"),
    "disqualify": QT_TRANSLATE_NOOP("EventLog", "disqualify"),
    "declare": QT_TRANSLATE_NOOP("EventLog", "declare %1"),
    "discard": QT_TRANSLATE_NOOP("EventLog", "to the deck: %1"),
}


def event_words(event: dict[str, Any], result: str | None = None, went_out: bool = False) -> str:
    """One event for the log and the undo history: 数譜 where it has a form, else words."""
    action = event.get("action")
    key = f"stop {event.get('reason', 'time')}" if action == "stop" else str(action)
    words = _EVENT_WORDS.get(key)
    if words is None:
        from daifugo_gui.rules.suhu import event_text

        return event_text(event, result, went_out)
    return fill(QCoreApplication.translate("EventLog", words), str(event.get("cards", "")))


def log_line(event: dict[str, Any], outcome: Outcome) -> str:
    """One event as the event log shows it: the 数譜 line, and a word where it needs one."""
    who = event.get("player")
    text = event_words(event, outcome.result, bool(who) and who in outcome.went_out)
    line = f"{who}:{text}" if who else text
    word = _RESULT_WORDS.get(outcome.result)
    if word is None:
        return line
    if outcome.result == "declared" and outcome.value:
        return f"{line}  {QCoreApplication.translate('EventLog', word)} {outcome.value}"
    return f"{line}  ({QCoreApplication.translate('EventLog', word)})"


def replayed_log(game: Game) -> list[str]:
    """The event log of a whole game (after a resume or an opened record)."""
    fresh = game.fresh()
    return [log_line(event, fresh.apply(event)) for event in game.events]


@dataclass(frozen=True)
class NewGame:
    """What the new-game dialog hands over."""

    players: list[str]
    settings: Settings
    hands: dict[str, list[Card]] | None = None
    deck: list[Card] | None = None
    table: tuple[int, int] | None = None  # (round, table) when the game is a tournament table's


class ActionCommand(QUndoCommand):
    """One judge action on the undo stack; it calls the model only."""

    def __init__(
        self,
        live: "LiveGame",
        event: dict[str, Any],
        banks: dict[str, float],
        turn: tuple[str, float] | None = None,
    ) -> None:
        who = event.get("player")
        super().__init__(f"{who}:{event_words(event)}" if who else event_words(event))
        # Weak: the stack (a child of the LiveGame) owns the command, so a strong reference
        # back would make a cycle through C++ objects that Python's collector may take apart
        # in an order that crashes the process (seen at exit).
        self._live_ref = weakref.ref(live)
        self.event = event
        self.banks = banks
        # whose turn clock ran and how long that turn had lasted when the action was taken:
        # undo puts the clock back there (D7 keeps counting), not to a full turn
        self.turn = turn
        self._applied = True  # pushed after the action was applied once

    @property
    def _live(self) -> "LiveGame":
        live = self._live_ref()
        assert live is not None, "the command outlived its game"
        return live

    def redo(self) -> None:
        if self._applied:
            return
        self._live._reapply(self.event)
        self._applied = True

    def undo(self) -> None:
        if not self._live._rebuilding_redo:
            self._live._take_back(self.banks, self.turn)
        self._applied = False


class LiveGame(QObject):
    """The use case behind the console. Widgets call its methods and follow its signals."""

    changed = Signal()  # the game changed: redraw the table
    judged = Signal(object)  # Outcome of the last action: show the verdict
    # An action the rules refuse (nothing changed): the engine's Reason, or words already
    # in the user's language for what only the app refuses.
    refused = Signal(object)
    ticked = Signal()  # the clocks' readings moved
    clockEvent = Signal(object)  # ClockEvent: a call, an alarm, the bank spent
    factorized = Signal(str, str)  # number, its factorization (D9)
    # number, the part factored ("2^2 × 3", may be empty), seconds spent: the deadline passed
    factoringStopped = Signal(str, str, int)
    # A large number's factoring began off the UI thread: the number, its deadline in s
    # (the console shows progress and a Stop button until one of the signals above).
    factoringStarted = Signal(str, float)
    # number, the part factored, seconds spent: the judge stopped it (issue 29)
    factoringHalted = Signal(str, str, int)
    pausedChanged = Signal(bool)
    gameClosed = Signal()
    # The autosave could not be written (full disk, read-only or unplugged medium): the
    # action was NOT applied. The console offers another place or playing on in memory.
    # Carries a Reason (JournalCode) the screen puts in words.
    journalFailed = Signal(object)
    autosaveChanged = Signal(bool)  # False: playing in memory, nothing reaches the disk
    # After "Choose another place": a Reason saying where the old place was marked (or not).
    moveNoted = Signal(object)
    # A tournament table's game has ended and waits on disk (a PendingGame): the window asks
    # the judge to confirm the result, then records it.
    tableGameFinished = Signal(object)
    pendingChanged = Signal()  # the games waiting to be recorded changed

    def __init__(
        self,
        journal_path: str | Path | None = None,
        now: TimeSource = time.monotonic,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.journal = Journal(journal_path or default_journal_path())
        self._journal_base = self.journal.path  # the numbered journals of other consoles sit beside it
        self.now = now
        self.game: Game | None = None
        self.clocks: TableClocks | None = None
        self._rebuilding_redo = False  # resume puts undone events back without replaying them
        self.undo_stack = QUndoStack(self)
        self.factorizer = Factorizer()
        self.auto_timeout = True  # apply D8 when the turn clock reaches zero
        self.log: list[str] = []  # the event log in record notation (plus pauses)
        self._clock_task: asyncio.Task | None = None
        self._factor_task: asyncio.Task | None = None
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
        # What a failed write refused, to try again once the judge chose a way out: an
        # action (a record event) or a step such as starting a new game.
        self._failed_event: dict[str, Any] | Callable[[], object] | None = None
        self._checkpoints: dict[int, Game] = {}  # events applied -> the game then (undo)
        self._lock: JournalLock | None = None
        self._others: list[tuple[Journal, JournalLock]] = []  # left-over journals being offered
        # Finished table games not yet in the tournament, shared by the consoles of this folder.
        self.pending = PendingGames(self._journal_base.parent / "pending")
        self.pending_game: PendingGame | None = None  # the live game's own, once it has ended
        self._written_ahead = False  # undo(): the journal already has the undo line
        self._redo_ready: tuple[Game, Outcome] | None = None  # redo(): the game, written ahead

    # -- the journal: one console each, and what to do when the disk says no ---------------------
    def claim_journal(self) -> str | None:
        """Lock the journal for this console; if another holds it, use a journal of our own.

        Returns None, or a sentence for the judge naming the other console and our journal
        (or saying that the journal's place cannot be written at all).
        """
        lock = JournalLock(self.journal.path)
        try:
            holder = lock.acquire()
        except OSError as exc:
            return fill(self.tr("The autosave %1 cannot be used: %2. Choose another place when the first action asks."), str(self.journal.path), exc.strerror or str(exc))
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
                return (
                    fill(self.tr("The autosave %1 is in use by another console (%2). This console autosaves to %3."), str(base), holder, str(other))
                )
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

    def _write(self, write: Any, *args: Any, retry: dict[str, Any] | Callable[[], object] | None = None,
               **kwargs: Any) -> bool:
        """Write to the journal; False (after telling the console) when the disk refuses.

        ``retry`` is the action to apply again once the judge has chosen a way out; a
        failure without one (a pause, an undo) leaves nothing waiting to be re-applied.
        """
        if not self.autosave:
            return True
        try:
            write(*args, **kwargs)
        except OSError as exc:
            self._failed_event = retry if callable(retry) else dict(retry) if retry is not None else None
            self.journalFailed.emit(_write_failed(self.journal.path, exc))
            return False
        return True

    def move_journal(self, path: str | Path) -> bool:
        """Autosave to another place from now on: the whole game so far is written there first.

        The old place is then marked, so that a restart follows the game to its new place
        instead of offering the stale copy: a closing "moved" line in the old journal and a
        pointer file beside it (``live-game.jsonl.moved-to``); ``moveNoted`` tells the judge
        whether either could be left (if not, how to open the new place after a restart).
        """
        journal, lock = Journal(path), JournalLock(path)
        try:
            holder = lock.acquire()
        except OSError as exc:
            self.journalFailed.emit(_write_failed(Path(path), exc))
            return False
        if holder is not None:
            self.journalFailed.emit(Reason.of(JournalCode.IN_USE, path=str(path), holder=holder))
            return False
        try:
            if self.game is not None:
                journal.rewrite(self._journal_state())
        except OSError as exc:
            lock.release()
            self.journalFailed.emit(_write_failed(Path(path), exc))
            return False
        old = self.journal
        self.release_journal()
        self.journal, self._lock = journal, lock
        self.autosave = True
        self.autosaveChanged.emit(True)
        if old.path != journal.path:
            self.moveNoted.emit(_leave_pointer(old, journal.path))
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
        self.autosaveChanged.emit(False)

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

    def _journal_state(self) -> JournalState:
        assert self.game is not None and self.clocks is not None
        state = JournalState(start=self._start_record(self.game, self.started_at, self.table_ref),
                             clocks=self.clocks.state())
        state.events = [dict(e) for e in self.game.events]
        state.event_walls = [_wall_of(t) for t in self.event_times]  # a moved journal keeps each event's time
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
        started = _wall_clock_now()
        clocks = self._make_clocks(game)
        generation = self._generation
        if not self._write(self.journal.begin, self._start_record(game, started, spec.table), clocks.state(),
                           retry=lambda: self.new_game(spec)):
            return self._generation != generation  # True when the judge's way out started it
        self._adopt(game, clocks, started)
        forget_moves(self.journal.path)
        self.table_ref = spec.table
        clocks.start_consideration()
        self.changed.emit()
        return True

    def _adopt(self, game: Game, clocks: TableClocks, started: str | None) -> None:
        """Make a game already written to the journal the live one."""
        self._generation += 1
        self.game = game
        self.undo_stack.clear()
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
            failed = _first_unreplayable(state)
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
        self.undo_stack.clear()
        self._checkpoints = {0: game.copy()}
        self.log = []
        banks_before = dict(state.start_clocks.get("banks") or {})
        self.game = game
        for event, clocks in zip(state.events, state.event_clocks):
            outcome = game.apply(event)  # a record error here is the caller's to report
            self._checkpoint()
            self.log.append(log_line(game.events[-1], outcome))
            self._rebuilding_redo = True
            try:
                self.undo_stack.push(ActionCommand(self, game.events[-1], dict(banks_before)))
            finally:
                self._rebuilding_redo = False
            banks_before = dict(clocks.get("banks") or banks_before)
        self.event_times = [_iso(w) for w in state.event_walls]
        self.pauses = [dict(p) for p in state.pauses]
        self.started_at = state.record.get("meta", {}).get("started_at")
        self.table_ref = _table_of(state.record)
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
        self._restore_redo(state.redo)
        down = max(0.0, time.time() - state.last_wall) if state.last_wall is not None else None
        self.downtime_s = down
        if not game.finished:
            self.clocks.pause("resumed")
            self.pauses.append({"reason": "resumed", "at": round(self.clocks.game.elapsed(), 1)})
        line = QCoreApplication.translate("EventLog", "— resumed from the autosave —")
        if down is not None:
            line += " " + fill(QCoreApplication.translate(
                "EventLog", "(the console was down %1 s; the clocks are paused until the judge resumes them)"
            ), str(round(down)))
            line += " " + QCoreApplication.translate(
                "EventLog", "The clocks stand as at the crash; the downtime is not counted unless the judge counts it."
            )
        self.log.append(line)
        self.changed.emit()
        self.pausedChanged.emit(self.clocks.paused)

    def abandon_resume(self) -> Path | None:
        """A journal that reads but does not replay: keep it aside, start from nothing."""
        self.game = None
        self.clocks = None
        self.undo_stack.clear()
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
        started = record.meta.get("started_at") or _wall_clock_now()
        state = JournalState(start=self._start_record(game, started, _table_of({"meta": record.meta})),
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
        self.log = replayed_log(game)
        self._checkpoints = {len(game.events): game.copy()}
        self.table_ref = _table_of({"meta": record.meta})
        self.begin_play()
        return True

    def begin_play(self) -> None:
        """End (or skip) the consideration time: the first turn and the game clock start."""
        assert self.game is not None and self.clocks is not None
        if self.clocks.game.running:
            return
        self.clocks.begin_play(self.game.to_move or self.game.players[0])
        if self.game.settings.disclose_factors != "never":
            # D9 may come: the factoring worker's machinery starts now, not at the foul.
            self.factorizer.warm_up()
        self.changed.emit()

    def close_game(self) -> None:
        """The judge is done with this game: the journal will not offer it again."""
        if self.clocks is not None:
            self.clocks.stop()
            self._write(self.journal.close, self.clocks.state())
        else:
            self._write(self.journal.close)
        self.factorizer.cancel()
        self.game = None
        self.clocks = None
        self.undo_stack.clear()
        self.gameClosed.emit()
        self.changed.emit()

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
            return getattr(exc, "reason", None) or str(exc)

    def request_factors(self, n: int) -> None:
        """Show the factorization of ``n`` (D9): at once when small, else off the UI thread."""
        if n.bit_length() <= INLINE_FACTOR_BITS:
            self._emit_factors(factorize(n))
        else:
            self._factor_async(n)

    def pending_declarations(self) -> list[str]:
        """MathPower 2016 D12: the players still to declare their number, in turn order."""
        if self.game is None or self.game.phase != Phase.DECLARING:
            return []
        declared = self.game.declarations
        return [p for p in self.game.active if p not in declared]

    # -- clocks ----------------------------------------------------------------------------------
    def pause(self, reason: str = "dispute") -> None:
        if self.clocks is None or self.clocks.paused:
            return
        if not self._write(self.journal.pause, reason, self.clocks.state()):
            return  # written first: a pause the disk refused does not happen
        self.clocks.pause(reason)
        self.pauses.append({"reason": reason, "at": round(self.clocks.game.elapsed(), 1)})
        line = QCoreApplication.translate("EventLog", "— clocks paused —")
        if reason and reason != "dispute":  # the judge's own words are kept in the log line too
            line = fill(QCoreApplication.translate("EventLog", "— clocks paused: %1 —"), reason)
        self.log.append(line)
        self.pausedChanged.emit(True)
        self.changed.emit()

    def resume_clocks(self) -> None:
        if self.clocks is None or not self.clocks.paused:
            return
        if not self._write(self.journal.resume, self.clocks.state()):
            return
        self.clocks.resume()
        if self.pauses:
            self.pauses[-1]["until"] = round(self.clocks.game.elapsed(), 1)
        self.log.append(QCoreApplication.translate("EventLog", "— clocks running again —"))
        self.pausedChanged.emit(False)
        self.changed.emit()

    def poll_clocks(self) -> list[ClockEvent]:
        """Read the clocks, announce what they crossed, apply D8 / D11 at zero."""
        if self.clocks is None or self.game is None:
            return []
        # When the game clock and a turn clock run out in the same poll, the game's end
        # wins: a stopped game has no time-outs.
        self._clock_line()
        events = sorted(self.clocks.poll(), key=lambda e: e.clock != "game" or e.kind != "alarm")
        for event in events:
            self.clockEvent.emit(event)
            if event.kind != "alarm":
                continue
            if event.clock == "consideration":
                self.begin_play()
            elif event.clock == "turn" and self.auto_timeout and not self.game.finished:
                if self.game.phase == Phase.PLAYING and self.game.to_move == event.player:
                    self.timeout()
            elif event.clock == "game" and self.game.phase == Phase.PLAYING:
                self.stop("time")  # during short-deck discards: once they are done (_act)
        self.ticked.emit()
        return events

    def start_clock_task(self) -> None:
        """Drive the clocks from the running asyncio loop (qasync in the app)."""
        if self._clock_task is None or self._clock_task.done():
            self._clock_task = asyncio.get_running_loop().create_task(self._run_clocks())

    async def _run_clocks(self) -> None:
        while True:
            try:
                self.poll_clocks()
            except Exception as exc:  # noqa: BLE001 - one bad tick must not stop the clocks for good
                self.refused.emit(fill(self.tr("The clocks hit an error and go on: %1"), str(exc)))
            await asyncio.sleep(TICK_S)

    def shutdown(self) -> None:
        """Cancel the asyncio work (the app is quitting)."""
        for task in (self._clock_task, self._factor_task):
            if task is not None and not task.done():
                task.cancel()
        self.factorizer.shutdown()

    # -- undo / redo -----------------------------------------------------------------------------
    def undo(self) -> bool:
        """Take back the last action: the journal's undo line first, then the game."""
        if not self.undo_stack.canUndo() or self.game is None or self.clocks is None:
            return False
        command = self.undo_stack.command(self.undo_stack.index() - 1)
        assert isinstance(command, ActionCommand)  # the only commands this stack holds
        state = self.clocks.state()
        state["banks"] = {**state.get("banks", {}), **command.banks}
        if not self._write(self.journal.undo, state, command.banks):
            return False
        self._written_ahead = True
        self.undo_stack.undo()
        return True

    def redo(self) -> bool:
        """Apply the last undone action again: worked out on a copy, written, then adopted."""
        if not self.undo_stack.canRedo() or self.game is None or self.clocks is None:
            return False
        command = self.undo_stack.command(self.undo_stack.index())
        assert isinstance(command, ActionCommand)
        candidate = self.game.copy()
        outcome = candidate.apply(command.event)
        if not self._write(self.journal.event, candidate.events[-1], self.clocks.state(), redo=True):
            return False
        self._redo_ready = (candidate, outcome)
        self.undo_stack.redo()
        return True

    def _take_back(self, banks: dict[str, float], turn: tuple[str, float] | None = None) -> None:
        assert self.game is not None and self.clocks is not None
        if not self._written_ahead:  # moved by the stack directly: write now (it is behind)
            self._write(self.journal.undo, self.clocks.state(), banks)
        self._written_ahead = False
        last = self.game.events[-1] if self.game.events else None
        self.game = self._game_at(len(self.game.events) - 1)
        del self.event_times[len(self.game.events):]
        self.clocks.turn.banks.update(banks)
        undone = f"{last.get('player', '')}:{event_words(last)}" if last else "?"
        self.log.append(fill(QCoreApplication.translate("EventLog", "— undone: %1 —"), undone))
        self._follow_turn(restart=True, turn=turn)
        self._follow_end()
        self.changed.emit()

    def _restore_redo(self, undone: list[dict[str, Any]]) -> None:
        """Put the journal's undone events back on the redo side of the stack (nothing is replayed)."""
        self._rebuilding_redo = True
        try:
            for item in reversed(undone):  # the last undone is the first to redo
                self.undo_stack.push(ActionCommand(self, item["event"], dict(item.get("banks") or {})))
            for _ in undone:
                self.undo_stack.undo()
        finally:
            self._rebuilding_redo = False

    def _reapply(self, event: dict[str, Any]) -> None:
        assert self.game is not None and self.clocks is not None
        if self._redo_ready is not None:  # redo() wrote it ahead
            (self.game, outcome), self._redo_ready = self._redo_ready, None
        else:
            outcome = self.game.apply(event)
            self._write(self.journal.event, self.game.events[-1], self.clocks.state(), redo=True)
        self._checkpoint()
        self.event_times.append(_wall_clock_now())
        redone = QCoreApplication.translate("EventLog", "(redone)")
        self.log.append(f"{log_line(self.game.events[-1], outcome)}  {redone}")
        self._follow_turn(restart=outcome.result not in SAME_TURN)
        ended = self._follow_end()
        self.judged.emit(outcome)
        self.changed.emit()
        if ended is not None:
            self.tableGameFinished.emit(ended)

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
                self.refused.emit(Reason.of(JournalCode.PENDING_FAILED, round=self.table_ref[0],
                                            table=self.table_ref[1], detail=exc.strerror or str(exc)))
                return None
            self.pendingChanged.emit()
            return self.pending_game
        elif not self.game.finished and self.pending_game is not None:
            self.pending.withdraw(self.pending_game)
            self.pending_game = None
            self.pendingChanged.emit()
        return None

    def keep_finished_from_journal(self) -> PendingGame | None:
        """At start-up: a finished table game the journal holds that was never recorded (a
        crash came between its end and the pending file) is kept as waiting."""
        try:
            state = self.journal.read() if self.journal.exists() else None
        except JournalError:
            return None
        table = _table_of(state.start) if state is not None else None
        if state is None or table is None or state.recorded or not _ended(state):
            return None
        key = state.start.get("meta", {}).get("started_at") or "game"
        safe = "".join(c if c.isalnum() else "-" for c in key)[:40]
        if any(g.path.name.endswith(f"-{safe}.json") for g in self.pending.games()):
            return None
        record = dict(state.record)
        meta = dict(record.get("meta") or {})
        meta["event_times"] = [_iso(w) for w in state.event_walls]
        record["meta"] = meta
        found = self.pending.keep(record, *table, key=key)
        self.pendingChanged.emit()
        return found

    def recorded(self, game: PendingGame) -> None:
        """The tournament stored a waiting game: it waits no more (and the journal says so)."""
        self.pending.stored(game)
        if self.pending_game is not None and game.path == self.pending_game.path:
            self.pending_game = None
            self._write(self.journal.append, {"kind": "recorded"})
        self.pendingChanged.emit()

    def discard_pending(self, game: PendingGame, reason: str) -> Path:
        """The organiser gives a waiting game up, with a reason (logged; the file is moved aside)."""
        kept = self.pending.discard(game, reason)
        if self.pending_game is not None and game.path == self.pending_game.path:
            self.pending_game = None
        self.pendingChanged.emit()
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

    # -- internals -------------------------------------------------------------------------------
    def _mover(self) -> str:
        if self.game is None:
            raise RuleViolation(Reason.of(Code.NO_GAME))
        return self.game.to_move or ""

    def _act(self, event: dict[str, Any]) -> Outcome | None:
        """Apply one action: engine, then disk, then undo stack and clocks, then the screen."""
        if self.game is None or self.clocks is None:
            self.refused.emit(self.tr("No game is running."))
            return None
        banks_before = self._banks_now()
        mover_before = self.game.to_move
        turn_before = self._turn_now()
        # Write-ahead: the action is applied to a copy, written and fsync'ed, and only then
        # does the copy become the game. A refused write leaves engine and screen as they were.
        candidate = self.game.copy()
        try:
            outcome = candidate.apply(event)
        except RuleViolation as exc:
            self.refused.emit(exc.reason)
            return None
        except ValueError as exc:  # card text that does not parse
            self.refused.emit(getattr(exc, "reason", None) or str(exc))
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
        self.event_times.append(_wall_clock_now())
        if self.game.finished and self.ended_at is None:
            self.ended_at = _wall_clock_now()
        self.undo_stack.push(ActionCommand(self, logged, banks_before, turn_before))
        self.log.append(log_line(logged, outcome))
        if not self.clocks.game.running and event["action"] != "stop":
            # an action before the consideration time ended starts the game
            self.clocks.begin_play(self.game.to_move or self.game.players[0])
        self._follow_turn(restart=not same_turn)
        self.factorizer.cancel()
        ended = self._follow_end()
        self.judged.emit(outcome)
        self.changed.emit()
        if ended is not None:  # after the verdict is on screen: the judge confirms the result
            self.tableGameFinished.emit(ended)
        if outcome.disclose_factors and outcome.value and outcome.value.isdigit():
            self.request_factors(int(outcome.value))
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

    def _banks_now(self) -> dict[str, float]:
        """Each bank as it stood when the current turn began (what undo restores)."""
        assert self.clocks is not None
        banks = dict(self.clocks.turn.banks)
        return banks

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

    # -- the clocks' state on disk between actions (issue 27: a resume gives no time back) ------
    def _clock_line(self) -> None:
        """Every CLOCK_LINE_S while the game clock runs: the clocks' state, so a crash loses
        at most that much of the game and turn time. A refused line is not announced (the
        next action's write asks the judge)."""
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
        self.log.append(fill(QCoreApplication.translate("EventLog", "— the downtime (%1 s) is counted on the clocks —"), str(round(down))))
        self.changed.emit()
        self.ticked.emit()
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
        record = json.loads(json.dumps(record))
        record["events"] = []
        meta: dict[str, Any] = {}
        if started_at:
            meta["started_at"] = started_at
        if table is not None:  # the journal knows whose table this is, through any restart
            meta["round"], meta["table"] = table
        if meta:
            record["meta"] = meta
        return record

    def _emit_factors(self, result: Factorization) -> None:
        from daifugo_gui.analysis.primes import Status

        if result.complete:
            self.factorized.emit(str(result.n), factorization_text(result))
        else:
            known = " × ".join(f"{p}^{e}" if e > 1 else str(p) for p, e in result.primes)
            stopped = self.factoringHalted if result.status is Status.CANCELLED else self.factoringStopped
            stopped.emit(str(result.n), known, max(1, round(result.seconds)))

    def stop_factoring(self) -> bool:
        """The judge's Stop: the running D9 factoring ends now, saying what it found."""
        return self.factorizer.stop()

    def _factor_async(self, n: int) -> None:
        async def run() -> None:
            self.factoringStarted.emit(str(n), self.factorizer.deadline_s)
            try:
                result = await self.factorizer.factorize(n)
            except Cancelled:
                return
            self._emit_factors(result)

        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return  # no event loop (a plain script): big numbers are not factored
        self._factor_task = loop.create_task(run())
