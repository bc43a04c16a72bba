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
import time
from datetime import datetime
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, QStandardPaths, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from daifugo_gui.analysis.primes import Factorization
from daifugo_gui.app.factoring import Cancelled, Factorizer, factorization_text, factorize
from daifugo_gui.app.journal import Journal, JournalState
from daifugo_gui.rules import Game, Outcome, Phase, RuleViolation, Settings
from daifugo_gui.rules.cards import Card
from daifugo_gui.rules.record import dumps_record, game_from_record
from daifugo_gui.rules.suhu import event_text
from daifugo_gui.timing.clocks import ClockEvent, TableClocks, TimeSource

INLINE_FACTOR_BITS = 40
"""Numbers below 2^40 factor in well under a millisecond: no thread needed."""

TICK_S = 0.1
"""How often the clocks are polled: the displays show whole seconds, 10 Hz is plenty."""

# Results after which the same turn goes on: the turn clock keeps running (R4, R5).
SAME_TURN = {"drawn", "cannot_play"}


def _wall_clock_now() -> str:
    """Local time with its offset, to the second (ISO 8601), as score sheets print it."""
    return datetime.now().astimezone().isoformat(timespec="seconds")


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


def log_line(event: dict[str, Any], outcome: Outcome) -> str:
    """One event as the event log shows it: the 数譜 line, and a word where it needs one."""
    who = event.get("player")
    text = event_text(event, outcome.result, bool(who) and who in outcome.went_out)
    line = f"{who}:{text}" if who else text
    word = _RESULT_WORDS.get(outcome.result)
    if outcome.result == "declared" and outcome.value:
        return f"{line}  {QCoreApplication.translate('EventLog', word)} {outcome.value}"
    return f"{line}  ({QCoreApplication.translate('EventLog', word)})" if word else line


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


class ActionCommand(QUndoCommand):
    """One judge action on the undo stack; it calls the model only."""

    def __init__(self, live: "LiveGame", event: dict[str, Any], banks: dict[str, float]) -> None:
        super().__init__(describe_event(event))
        self._live = live
        self.event = event
        self.banks = banks
        self._applied = True  # pushed after the action was applied once

    def redo(self) -> None:
        if self._applied:
            return
        self._live._reapply(self.event)
        self._applied = True

    def undo(self) -> None:
        if not self._live._rebuilding_redo:
            self._live._take_back(self.banks)
        self._applied = False


class LiveGame(QObject):
    """The use case behind the console. Widgets call its methods and follow its signals."""

    changed = Signal()  # the game changed: redraw the table
    judged = Signal(object)  # Outcome of the last action: show the verdict
    refused = Signal(str)  # an action the rules refuse, with the reason (nothing changed)
    ticked = Signal()  # the clocks' readings moved
    clockEvent = Signal(object)  # ClockEvent: a call, an alarm, the bank spent
    factorized = Signal(str, str)  # number, its factorization (D9)
    # number, the part factored ("2^2 × 3", may be empty), seconds spent: the deadline passed
    factoringStopped = Signal(str, str, int)
    pausedChanged = Signal(bool)
    gameClosed = Signal()

    def __init__(
        self,
        journal_path: str | Path | None = None,
        now: TimeSource = time.monotonic,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.journal = Journal(journal_path or default_journal_path())
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

    # -- starting ------------------------------------------------------------------------------
    @property
    def active(self) -> bool:
        return self.game is not None

    def unfinished(self) -> JournalState | None:
        """A game the journal holds that was never closed: offer to resume it."""
        return self.journal.unfinished()

    def new_game(self, spec: NewGame) -> None:
        """Deal a new game: it starts in the consideration time (D6)."""
        game = Game(players=list(spec.players), settings=spec.settings, hands=spec.hands, deck=spec.deck)
        self.game = game
        self.undo_stack.clear()
        self.log = []
        self.pauses = []
        self.started_at, self.ended_at = _wall_clock_now(), None
        self.clocks = self._make_clocks(game)
        self.journal.begin(self._start_record(game, self.started_at), self.clocks.state())
        self.clocks.start_consideration()
        self.changed.emit()

    def resume(self, state: JournalState | None = None) -> None:
        """Rebuild the unfinished game exactly where the journal left it."""
        state = state or self.journal.read()
        game = game_from_record(state.record)
        self.game = game
        self.undo_stack.clear()
        self.log = replayed_log(game)
        self.pauses = [dict(p) for p in state.pauses]
        self.started_at = state.record.get("meta", {}).get("started_at")
        self.ended_at = None
        self.clocks = self._make_clocks(game)
        self.clocks.restore(state.clocks)
        if not game.finished:
            self.clocks.game.start()
        if not game.finished and game.phase == Phase.PLAYING and game.to_move is not None:
            self.clocks.turn.start_turn(game.to_move)
        if state.paused:
            self.clocks.pause(state.pauses[-1]["reason"] if state.pauses else "dispute")
        self._restore_redo(state.redo)
        self.log.append(QCoreApplication.translate("EventLog", "— resumed from the autosave —"))
        self.changed.emit()
        self.pausedChanged.emit(self.clocks.paused)

    def open_record(self, path: str | Path) -> None:
        """Continue a saved record as the live game (e.g. a game adjourned on paper)."""
        from daifugo_gui.rules.record import load_record

        record = load_record(Path(path).read_text(encoding="utf-8"))
        game = game_from_record(record)
        self.game = game
        self.undo_stack.clear()
        self.pauses = list(record.meta.get("pauses", []))
        self.started_at = record.meta.get("started_at") or _wall_clock_now()
        self.ended_at = record.meta.get("ended_at")
        self.log = replayed_log(game)
        self.clocks = self._make_clocks(game)
        self.journal.begin(self._start_record(game, self.started_at), self.clocks.state())
        for event in game.events:
            self.journal.event(event, self.clocks.state())
        self.begin_play()

    def begin_play(self) -> None:
        """End (or skip) the consideration time: the first turn and the game clock start."""
        assert self.game is not None and self.clocks is not None
        if self.clocks.game.running:
            return
        self.clocks.begin_play(self.game.to_move or self.game.players[0])
        self.changed.emit()

    def close_game(self) -> None:
        """The judge is done with this game: the journal will not offer it again."""
        if self.clocks is not None:
            self.clocks.stop()
            self.journal.close(self.clocks.state())
        else:
            self.journal.close()
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

    def timeout(self) -> Outcome | None:
        return self._act({"player": self._mover(), "action": "timeout"})

    def disqualify(self, player: str) -> Outcome | None:
        return self._act({"player": player, "action": "disqualify"})

    def discard(self, player: str, cards: str) -> Outcome | None:
        return self._act({"player": player, "action": "discard", "cards": cards.strip()})

    def stop(self, reason: str = "time") -> Outcome | None:
        return self._act({"action": "stop", "reason": reason})

    def declare(self, player: str, cards: str) -> Outcome | None:
        return self._act({"player": player, "action": "declare", "cards": cards.strip()})

    def cannot_play_reason(self, field: str, factors: str | None = None) -> str | None:
        """Instant validation while the judge types (R5); None when the play can be judged."""
        if self.game is None or self.game.to_move is None:
            return None
        try:
            return self.game.cannot_play_reason(self.game.to_move, field, factors or None)
        except RuleViolation as exc:
            return str(exc.args[0]) if exc.args else str(exc)
        except ValueError as exc:  # CardTextError and friends: the text does not parse yet
            return str(exc)

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
        self.clocks.pause(reason)
        self.journal.pause(reason, self.clocks.state())
        self.pauses.append({"reason": reason, "at": round(self.clocks.game.elapsed(), 1)})
        self.log.append(QCoreApplication.translate("EventLog", "— clocks paused —"))
        self.pausedChanged.emit(True)
        self.changed.emit()

    def resume_clocks(self) -> None:
        if self.clocks is None or not self.clocks.paused:
            return
        self.clocks.resume()
        self.journal.resume(self.clocks.state())
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
            elif event.clock == "game" and not self.game.finished:
                self.stop("time")
        self.ticked.emit()
        return events

    def start_clock_task(self) -> None:
        """Drive the clocks from the running asyncio loop (qasync in the app)."""
        if self._clock_task is None or self._clock_task.done():
            self._clock_task = asyncio.get_running_loop().create_task(self._run_clocks())

    async def _run_clocks(self) -> None:
        while True:
            self.poll_clocks()
            await asyncio.sleep(TICK_S)

    def shutdown(self) -> None:
        """Cancel the asyncio work (the app is quitting)."""
        for task in (self._clock_task, self._factor_task):
            if task is not None and not task.done():
                task.cancel()
        self.factorizer.shutdown()

    # -- undo / redo -----------------------------------------------------------------------------
    def undo(self) -> None:
        if self.undo_stack.canUndo():
            self.undo_stack.undo()

    def redo(self) -> None:
        if self.undo_stack.canRedo():
            self.undo_stack.redo()

    def _take_back(self, banks: dict[str, float]) -> None:
        assert self.game is not None and self.clocks is not None
        last = self.game.events[-1] if self.game.events else None
        self.game = self.game.copy_without_last()
        self.clocks.turn.banks.update(banks)
        self.journal.undo(self.clocks.state(), banks)
        undone = f"{last.get('player', '')}:{event_text(last)}" if last else "?"
        self.log.append(QCoreApplication.translate("EventLog", "— undone: %1 —").replace("%1", undone))
        self._follow_turn(restart=True)
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
        outcome = self.game.apply(event)
        self.journal.event(self.game.events[-1], self.clocks.state(), redo=True)
        redone = QCoreApplication.translate("EventLog", "(redone)")
        self.log.append(f"{log_line(self.game.events[-1], outcome)}  {redone}")
        self._follow_turn(restart=outcome.result not in SAME_TURN)
        self.judged.emit(outcome)
        self.changed.emit()

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
        if meta:
            record["meta"] = meta
        return record

    def save_record(self, path: str | Path) -> None:
        """Write the game as a ``prime-daifugo-record/1`` file (atomic replace)."""
        assert self.game is not None
        path = Path(path)
        tmp = path.with_suffix(path.suffix + ".tmp")
        meta = {"pauses": self.pauses} if self.pauses else None
        tmp.write_text(dumps_record(self.game, meta), encoding="utf-8")
        tmp.replace(path)

    # -- internals -------------------------------------------------------------------------------
    def _mover(self) -> str:
        if self.game is None:
            raise RuleViolation("no game is running")
        return self.game.to_move or ""

    def _act(self, event: dict[str, Any]) -> Outcome | None:
        """Apply one action: engine, then disk, then undo stack and clocks, then the screen."""
        if self.game is None or self.clocks is None:
            self.refused.emit(self.tr("No game is running."))
            return None
        banks_before = self._banks_now()
        try:
            outcome = self.game.apply(event)
        except RuleViolation as exc:
            self.refused.emit(str(exc.args[0]) if exc.args else str(exc))
            return None
        except ValueError as exc:  # card text that does not parse
            self.refused.emit(str(exc))
            return None
        logged = self.game.events[-1]
        if self.game.finished and self.ended_at is None:
            self.ended_at = _wall_clock_now()
        self.journal.event(logged, self._clock_state_after(outcome))
        self.undo_stack.push(ActionCommand(self, logged, banks_before))
        self.log.append(log_line(logged, outcome))
        if not self.clocks.game.running and event["action"] != "stop":
            # an action before the consideration time ended starts the game
            self.clocks.begin_play(self.game.to_move or self.game.players[0])
        self._follow_turn(restart=outcome.result not in SAME_TURN)
        self.factorizer.cancel()
        self.judged.emit(outcome)
        self.changed.emit()
        if outcome.disclose_factors and outcome.value and outcome.value.isdigit():
            self.request_factors(int(outcome.value))
        return outcome

    def _banks_now(self) -> dict[str, float]:
        """Each bank as it stood when the current turn began (what undo restores)."""
        assert self.clocks is not None
        banks = dict(self.clocks.turn.banks)
        return banks

    def _clock_state_after(self, outcome: Outcome) -> dict[str, Any]:
        assert self.clocks is not None
        state = self.clocks.state()
        turn = self.clocks.turn
        if turn.player is not None and turn.bank_s is not None and outcome.result not in SAME_TURN:
            used = turn.turn_elapsed()
            state["banks"][turn.player] = round(max(0.0, turn.banks.get(turn.player, 0.0) - used), 3)
        return state

    def _follow_turn(self, restart: bool) -> None:
        """Point the turn clock at whoever must act now."""
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
    def _start_record(game: Game, started_at: str | None = None) -> dict[str, Any]:
        record = game.to_record()
        record = json.loads(json.dumps(record))
        record["events"] = []
        if started_at:
            record["meta"] = {"started_at": started_at}
        return record

    def _emit_factors(self, result: Factorization) -> None:
        if result.complete:
            self.factorized.emit(str(result.n), factorization_text(result))
        else:
            known = " × ".join(f"{p}^{e}" if e > 1 else str(p) for p, e in result.primes)
            self.factoringStopped.emit(str(result.n), known, max(1, round(result.seconds)))

    def _factor_async(self, n: int) -> None:
        async def run() -> None:
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
