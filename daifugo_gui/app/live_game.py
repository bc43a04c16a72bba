"""The live game at the table, as the Qt console sees it (#25).

The game itself — rules, clocks, journal write-ahead, undo history — is the Qt-free
:class:`~daifugo_gui.app.table_session.TableSession`. :class:`LiveGame` adapts it to
the screen: its signals follow the session's listener hooks, its ``QUndoStack`` mirrors
the session's history (each :class:`ActionCommand` only follows it), a qasync task polls
the clocks, large D9 factorings run off the UI thread, and the session's event log and
journal claims are put in the console's language here.
"""

from __future__ import annotations

import asyncio
import time
import weakref
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QStandardPaths, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from daifugo_gui.app.factoring import Cancelled, FactoringFailed, Factorizer, factorization_text, factorize
from daifugo_gui.app.pending import PendingGame
from daifugo_gui.app.reasons import JournalCode
from daifugo_gui.app.table_history import Step
from daifugo_gui.app.table_journal import MoveState as MoveState  # the console's import
from daifugo_gui.app.table_journal import recovery_reason as recovery_reason  # the console's import
from daifugo_gui.app.table_log import LogEntry, LogKind
from daifugo_gui.app.table_session import NewGame as NewGame  # the dialogs' import
from daifugo_gui.app.table_session import TableListener, TableSession
from daifugo_gui.app.translation import QT_TRANSLATE_NOOP, fill
from daifugo_gui.rules import Outcome, Result
from daifugo_gui.rules.events import Declare, Discard, Event, Play, Stop
from daifugo_gui.rules.settings import DiscloseFactors
from daifugo_gui.rules.reasons import Reason
from daifugo_gui.timing.clocks import ClockEvent, TimeSource

if TYPE_CHECKING:
    from daifugo_gui.analysis.primes import Factorization
# The 数譜 writer (rules.suhu) and the factoring engine (analysis.primes, flint) load on
# first use, not before the console's first paint (issue 29).

INLINE_FACTOR_BITS = 40
"""Numbers below 2^40 factor in well under a millisecond: no thread needed."""

TICK_S = 0.1
"""How often the clocks are polled: the displays show whole seconds, 10 Hz is plenty."""


def default_journal_path() -> Path:
    """The autosave journal in the user's data folder."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base or Path.home() / ".daifugo_gui") / "live-game.jsonl"


def describe_event(event: Event) -> str:
    """One event in the record notation, for the log and the undo history."""
    action = event.action.value
    who = event.player
    if isinstance(event, Play):
        text = f"{who}: play {event.field}"
        if event.factors:
            text += f" = {event.factors}"
        return text
    if isinstance(event, (Discard, Declare)):
        return f"{who}: {action} {event.cards}"
    if isinstance(event, Stop):
        return f"stop ({event.reason})"
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


def event_words(event: Event, result: Result | None = None, went_out: bool = False) -> str:
    """One event for the log and the undo history: 数譜 where it has a form, else words."""
    key = f"stop {event.reason}" if isinstance(event, Stop) else event.action.value  # a StopReason is its word
    words = _EVENT_WORDS.get(key)
    if words is None:
        from daifugo_gui.rules.suhu import event_text

        return event_text(event, result, went_out)
    return fill(QCoreApplication.translate("EventLog", words), getattr(event, "cards", ""))


def log_line(event: Event, outcome: Outcome) -> str:
    """One event as the event log shows it: the 数譜 line, and a word where it needs one."""
    who = event.player
    text = event_words(event, outcome.result, bool(who) and who in outcome.went_out)
    line = f"{who}:{text}" if who else text
    word = _RESULT_WORDS.get(outcome.result)
    if word is None:
        return line
    if outcome.result is Result.DECLARED and outcome.value:
        return f"{line}  {QCoreApplication.translate('EventLog', word)} {outcome.value}"
    return f"{line}  ({QCoreApplication.translate('EventLog', word)})"


def log_text(entry: LogEntry) -> str:
    """One entry of the session's event log in the console's language."""
    if entry.kind is LogKind.ACTION and entry.event is not None and entry.outcome is not None:
        return log_line(entry.event, entry.outcome)
    if entry.kind is LogKind.REDONE and entry.event is not None and entry.outcome is not None:
        redone = QCoreApplication.translate("EventLog", "(redone)")
        return f"{log_line(entry.event, entry.outcome)}  {redone}"
    if entry.kind is LogKind.UNDONE:
        last = entry.event
        undone = f"{last.player or ''}:{event_words(last)}" if last else "?"
        return fill(QCoreApplication.translate("EventLog", "— undone: %1 —"), undone)
    if entry.kind is LogKind.PAUSED:
        if entry.text and entry.text != "dispute":  # the judge's own words are kept in the log line too
            return fill(QCoreApplication.translate("EventLog", "— clocks paused: %1 —"), entry.text)
        return QCoreApplication.translate("EventLog", "— clocks paused —")
    if entry.kind is LogKind.RUNNING:
        return QCoreApplication.translate("EventLog", "— clocks running again —")
    if entry.kind is LogKind.HELD:
        return fill(QCoreApplication.translate(
            "EventLog", "— the clocks stood %1 s while the judge was asked; not counted unless the judge counts it —"),
            str(round(entry.seconds or 0.0)))
    if entry.kind is LogKind.DOWNTIME:
        return fill(QCoreApplication.translate("EventLog", "— the downtime (%1 s) is counted on the clocks —"),
                    str(round(entry.seconds or 0.0)))
    line = QCoreApplication.translate("EventLog", "— resumed from the autosave —")
    if entry.seconds is not None:
        line += " " + fill(QCoreApplication.translate(
            "EventLog", "(the console was down %1 s; the clocks are paused until the judge resumes them)"
        ), str(round(entry.seconds)))
        line += " " + QCoreApplication.translate(
            "EventLog", "The clocks stand as at the crash; the downtime is not counted unless the judge counts it."
        )
    return line


def command_text(event: Event) -> str:
    """An action's line in the undo history."""
    who = event.player
    return f"{who}:{event_words(event)}" if who else event_words(event)


class ActionCommand(QUndoCommand):
    """One step of the session's history on the Qt undo stack: it follows the session, and
    when the stack is moved directly (a click in a plain undo view) it moves the session."""

    def __init__(self, live: "LiveGame", step: Step) -> None:
        super().__init__(command_text(step.event))
        # Weak: the stack (a child of the LiveGame) owns the command, so a strong reference
        # back would make a cycle through C++ objects that Python's collector may take apart
        # in an order that crashes the process (seen at exit).
        self._live_ref = weakref.ref(live)
        self.step = step

    @property
    def event(self) -> Event:
        return self.step.event

    @property
    def banks(self) -> dict[str, float]:
        return self.step.banks

    def _live(self) -> "LiveGame":
        live = self._live_ref()
        assert live is not None, "the command outlived its game"
        return live

    def redo(self) -> None:
        live = self._live()
        if not live._mirroring:
            live._stack_moved(redo=True)

    def undo(self) -> None:
        live = self._live()
        if not live._mirroring:
            live._stack_moved(redo=False)


class _Signals(TableListener):
    """The session's hooks, turned into the LiveGame's signals."""

    def __init__(self, live: "LiveGame") -> None:
        self._live_ref = weakref.ref(live)

    def _live(self) -> "LiveGame":
        live = self._live_ref()
        assert live is not None, "the session outlived its console"
        return live

    def changed(self) -> None:
        self._live().changed.emit()

    def acted(self, outcome: Outcome, ended: PendingGame | None, redone: bool) -> None:
        live = self._live()
        if not redone:
            live.factorizer.cancel()
        live.judged.emit(outcome)
        live.changed.emit()
        if ended is not None:  # after the verdict is on screen: the judge confirms the result
            live.tableGameFinished.emit(ended)
        if not redone and outcome.disclose_factors and outcome.value and outcome.value.isdigit():
            live.request_factors(int(outcome.value))

    def refused(self, why: Reason) -> None:
        self._live().refused.emit(why)

    def ticked(self) -> None:
        self._live().ticked.emit()

    def clock_event(self, event: ClockEvent) -> None:
        self._live().clockEvent.emit(event)

    def paused_changed(self, paused: bool) -> None:
        self._live().pausedChanged.emit(paused)

    def play_began(self) -> None:
        live = self._live()
        game = live.session.game
        if game is not None and game.settings.disclose_factors is not DiscloseFactors.NEVER:
            # D9 may come: the factoring worker's machinery starts now, not at the foul.
            live.factorizer.warm_up()

    def game_closed(self) -> None:
        live = self._live()
        live.factorizer.cancel()
        live.gameClosed.emit()

    def journal_failed(self, why: Reason) -> None:
        self._live().journalFailed.emit(why)

    def autosave_changed(self, on: bool) -> None:
        self._live().autosaveChanged.emit(on)

    def move_noted(self, why: Reason) -> None:
        self._live().moveNoted.emit(why)

    def pending_changed(self) -> None:
        self._live().pendingChanged.emit()

    def history_reset(self) -> None:
        self._live()._mirror_history()

    def history_pushed(self, step: Step) -> None:
        live = self._live()
        live._mirroring = True
        try:
            live.undo_stack.push(ActionCommand(live, step))
        finally:
            live._mirroring = False

    def history_moved(self) -> None:
        self._live()._mirror_index()


class LiveGame(QObject):
    """The use case behind the console. Widgets call its methods and follow its signals."""

    changed = Signal()  # the game changed: redraw the table
    judged = Signal(object)  # Outcome of the last action: show the verdict
    # An action refused (nothing changed): a Reason (the rules', a card text's, the console's).
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
    # number: the factoring ended without a result (its worker process died); may be retried
    factoringFailed = Signal(str)
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
        self.session = TableSession(journal_path or default_journal_path(), now=now)
        self._signals = _Signals(self)
        self.session.listeners.append(self._signals)
        self.undo_stack = QUndoStack(self)
        self._mirroring = False  # the stack follows the session: its commands must not act
        self._stack_driving = False  # the stack was stepped directly and the session follows it
        self.factorizer = Factorizer()
        self._clock_task: asyncio.Task[None] | None = None
        self._factor_task: asyncio.Task[None] | None = None
        self._log_source: list[LogEntry] | None = None  # the session's log the lines below render
        self._log_lines: list[str] = []

    def __getattr__(self, name: str) -> Any:
        """The session's state and actions for callers written before it was exposed (scripts,
        tests): ``live.draw()`` is ``live.session.draw()``. The screens call :attr:`session`
        itself, which mypy checks (issue 37: 44 one-line forwards and 15 write-through
        descriptors used to stand here)."""
        if name == "session" or name.startswith("__"):
            raise AttributeError(name)  # not made yet (in __init__), or Python asking for a protocol
        return getattr(self.session, name)

    # -- the event log, in the console's language ------------------------------------------------
    @property
    def log(self) -> list[str]:
        """The event log as the console shows it; only entries new since the last look are rendered."""
        entries = self.session.log
        if entries is not self._log_source or len(entries) < len(self._log_lines):
            self._log_source, self._log_lines = entries, []
        if len(self._log_lines) < len(entries):
            self._log_lines.extend(log_text(e) for e in entries[len(self._log_lines):])
        return self._log_lines

    # -- the undo stack mirrors the session's history --------------------------------------------
    def _mirror_history(self) -> None:
        history = self.session.history
        self._mirroring = True
        try:
            self.undo_stack.clear()
            for step in history.steps:
                self.undo_stack.push(ActionCommand(self, step))
            for _ in range(len(history) - history.index):
                self.undo_stack.undo()
        finally:
            self._mirroring = False

    def _mirror_index(self) -> None:
        if self._stack_driving:
            return  # the stack moved first and is settling at this index itself
        target = self.session.history.index
        self._mirroring = True
        try:
            while self.undo_stack.index() > target:
                self.undo_stack.undo()
            while self.undo_stack.index() < target:
                self.undo_stack.redo()
        finally:
            self._mirroring = False

    def _stack_moved(self, redo: bool) -> None:
        """The stack was stepped directly: the session follows, writing its line as it goes."""
        self._stack_driving = True
        try:
            if redo:
                self.session.redo(behind=True)
            else:
                self.session.undo(behind=True)
        finally:
            self._stack_driving = False

    # -- the journal -----------------------------------------------------------------------------
    def claim_journal(self) -> str | None:
        """Lock the journal for this console; if another holds it, use a journal of our own.

        Returns None, or a sentence for the judge naming the other console and our journal
        (or saying that the journal's place cannot be written at all).
        """
        claim = self.session.claim_journal()
        if claim is None:
            return None
        if claim.instead is None:
            return fill(self.tr("The autosave %1 cannot be used: %2. Choose another place when the first action asks."), str(claim.path), claim.detail)
        return (
            fill(self.tr("The autosave %1 is in use by another console (%2). This console autosaves to %3."), str(claim.path), claim.holder, str(claim.instead))
        )

    # -- clocks ----------------------------------------------------------------------------------
    def start_clock_task(self) -> None:
        """Drive the clocks from the running asyncio loop (qasync in the app)."""
        if self._clock_task is None or self._clock_task.done():
            self._clock_task = asyncio.get_running_loop().create_task(self._run_clocks())

    async def _run_clocks(self) -> None:
        while True:
            try:
                self.session.poll_clocks()
            except Exception as exc:  # noqa: BLE001 - one bad tick must not stop the clocks for good
                self.refused.emit(Reason.of(JournalCode.CLOCKS_ERROR, detail=str(exc)))
            await asyncio.sleep(TICK_S)

    def shutdown(self) -> None:
        """Cancel the asyncio work (the app is quitting)."""
        for task in (self._clock_task, self._factor_task):
            if task is not None and not task.done():
                task.cancel()
        self.factorizer.shutdown()

    # -- D9: factoring a large foul off the UI thread --------------------------------------------
    def request_factors(self, n: int) -> None:
        """Show the factorization of ``n`` (D9): at once when small, else off the UI thread."""
        if n.bit_length() <= INLINE_FACTOR_BITS:
            self._emit_factors(factorize(n))
        else:
            self._factor_async(n)

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
            except FactoringFailed:
                self.factoringFailed.emit(str(n))  # the bar must stop and the judge be told
                return
            self._emit_factors(result)

        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return  # no event loop (a plain script): big numbers are not factored
        self._factor_task = loop.create_task(run())
