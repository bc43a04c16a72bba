"""The judge's clocks (D6, D7 with a bank, D11), counted against monotonic deadlines.

Every clock stores *when* it runs out, never how many ticks have passed: a UI timer
that fires late or early cannot make it drift. The time source is injected so tests
drive the clocks with a fake clock. Nothing here knows about Qt or asyncio; whoever
drives the clocks calls :meth:`poll` now and then and reacts to the events it returns.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable

TimeSource = Callable[[], float]
"""Seconds on a monotonic clock (``time.monotonic`` in the app, a fake in tests)."""

DEFAULT_CALLS: tuple[int, ...] = (30, 10)
GAME_CALLS: tuple[int, ...] = (300, 60, 30, 10)


@dataclass(frozen=True)
class ClockEvent:
    """Something the judge must announce: a call ("30 seconds"), an alarm, the bank spent.

    ``kind`` is ``"call"``, ``"alarm"`` or ``"bank_out"``; ``clock`` names the clock
    (``"consideration"``, ``"turn"``, ``"game"``); ``seconds`` is the call's threshold.
    """

    kind: str
    clock: str
    seconds: int = 0
    player: str | None = None


class Countdown:
    """A limit counted down to a deadline; it may pause (disputes) unless told not to.

    ``calls`` are thresholds (seconds left) announced once each as the clock passes
    them; a threshold at or above the limit at start is never announced (a 15 s turn
    does not begin with "30 seconds").
    """

    def __init__(
        self,
        name: str,
        limit_s: float,
        now: TimeSource = time.monotonic,
        calls: Iterable[int] = DEFAULT_CALLS,
        player: str | None = None,
    ) -> None:
        if limit_s < 0:
            raise ValueError(f"{name} clock: a limit cannot be negative ({limit_s})")
        self.name = name
        self.limit_s = float(limit_s)
        self.player = player
        self._now = now
        self._calls = sorted((c for c in calls if c < limit_s), reverse=True)
        self._deadline: float | None = None
        self._paused_left: float | None = self.limit_s
        self._alarmed = False

    # -- state ---------------------------------------------------------------------------
    @property
    def started(self) -> bool:
        return self._deadline is not None or self._paused_left != self.limit_s or self._alarmed

    @property
    def running(self) -> bool:
        return self._deadline is not None

    def remaining(self) -> float:
        """Seconds left, never below zero."""
        if self._deadline is None:
            return max(0.0, self._paused_left or 0.0)
        return max(0.0, self._deadline - self._now())

    def elapsed(self) -> float:
        return self.limit_s - self.remaining()

    @property
    def expired(self) -> bool:
        return self.remaining() <= 0.0

    # -- control -------------------------------------------------------------------------
    def start(self) -> None:
        """Start (or resume) counting down from what is left."""
        if self._deadline is None:
            left = self._paused_left if self._paused_left is not None else self.limit_s
            self._deadline = self._now() + left
            self._paused_left = None

    resume = start

    def pause(self) -> None:
        if self._deadline is not None:
            self._paused_left = max(0.0, self._deadline - self._now())
            self._deadline = None

    def set_remaining(self, seconds: float) -> None:
        """Put the clock at ``seconds`` left (restoring a saved game), keeping it paused/running."""
        seconds = max(0.0, min(float(seconds), self.limit_s))
        self._calls = [c for c in self._calls if c < seconds]
        if self._deadline is None:
            self._paused_left = seconds
        else:
            self._deadline = self._now() + seconds

    def poll(self) -> list[ClockEvent]:
        """Events crossed since the last poll, in the order they happened."""
        left = self.remaining()
        events: list[ClockEvent] = []
        while self._calls and left <= self._calls[0] and left > 0:
            events.append(ClockEvent("call", self.name, self._calls.pop(0), self.player))
        if left <= 0 and not self._alarmed:
            self._calls.clear()
            self._alarmed = True
            events.append(ClockEvent("alarm", self.name, 0, self.player))
        return events


class GameClock:
    """D11: the game's time limit, which never stops (R18), not even for a dispute.

    With no limit it still counts the time played (shown to the judge, kept in the
    journal so a resumed game continues from the same elapsed time).
    """

    def __init__(
        self, limit_s: float | None, now: TimeSource = time.monotonic, elapsed_s: float = 0.0
    ) -> None:
        self.limit_s = limit_s
        self._now = now
        self._started_at: float | None = None
        self._elapsed_before = float(elapsed_s)
        self._held = False  # a question to the judge is open: the game clock stands too
        self._countdown = (
            Countdown("game", limit_s, now, GAME_CALLS) if limit_s is not None else None
        )
        if self._countdown is not None and elapsed_s:
            self._countdown.set_remaining(limit_s - elapsed_s)  # type: ignore[operator]

    @property
    def running(self) -> bool:
        return self._started_at is not None

    def start(self) -> None:
        if self._started_at is None:
            self._started_at = self._now()
            if self._countdown is not None:
                self._countdown.start()

    def stop(self) -> None:
        """Stop for good (the game is over); a dispute never calls this."""
        if self._started_at is not None:
            self._elapsed_before = self.elapsed()
            self._started_at = None
            self._held = False
            if self._countdown is not None:
                self._countdown.pause()

    def hold(self) -> None:
        """The console asks the judge something: the game clock stands until :meth:`unhold`.

        Not a dispute (R18 runs the game clock through those): the time a question is open
        is the console's, like the time it was down after a crash, and counts only when the
        judge counts it (:meth:`add_elapsed`). The clock still counts as running.
        """
        if self._started_at is not None and not self._held:
            self._elapsed_before = self.elapsed()
            self._held = True
            if self._countdown is not None:
                self._countdown.pause()

    def unhold(self) -> None:
        if self._held:
            self._held = False
            if self._started_at is not None:
                self._started_at = self._now()
                if self._countdown is not None:
                    self._countdown.start()

    def elapsed(self) -> float:
        if self._started_at is None or self._held:
            return self._elapsed_before
        return self._elapsed_before + (self._now() - self._started_at)

    def remaining(self) -> float | None:
        return None if self._countdown is None else self._countdown.remaining()

    def add_elapsed(self, seconds: float) -> None:
        """Count ``seconds`` more as played (the judge charges a console's downtime)."""
        self._elapsed_before += max(0.0, seconds)
        if self._countdown is not None:
            self._countdown.set_remaining(self._countdown.remaining() - max(0.0, seconds))

    @property
    def expired(self) -> bool:
        return self._countdown is not None and self._countdown.expired

    def poll(self) -> list[ClockEvent]:
        return [] if self._countdown is None else self._countdown.poll()


@dataclass(frozen=True)
class TurnReading:
    """What the turn clock shows: the time left and, with a bank, how it splits."""

    player: str | None
    left: float | None  # seconds until the turn times out; None: no limit
    bank_left: float | None  # None without a bank
    period_left: float | None  # the per-turn part (byo-yomi period)
    in_byoyomi: bool
    running: bool


class TurnClock:
    """D7 with an optional per-player bank, byo-yomi style.

    A turn may last the player's remaining bank plus ``turn_limit_s``: the bank is
    spent first; once it is empty every turn has ``turn_limit_s`` (e.g. 300 s bank then
    15 s a turn). Without a bank a turn lasts ``turn_limit_s``. ``turn_limit_s=None``
    means no limit (the clock still shows how long the turn has lasted).
    """

    def __init__(
        self,
        turn_limit_s: float | None,
        bank_s: float | None = None,
        now: TimeSource = time.monotonic,
        players: Iterable[str] = (),
    ) -> None:
        self.turn_limit_s = turn_limit_s
        self.bank_s = bank_s
        self._now = now
        self.banks: dict[str, float] = (
            {p: float(bank_s) for p in players} if bank_s is not None else {}
        )
        self.player: str | None = None
        self._countdown: Countdown | None = None
        self._bank_at_start = 0.0
        self._bank_out_sent = False
        self._turn_started_at: float | None = None
        self._turn_elapsed_paused = 0.0

    @property
    def has_limit(self) -> bool:
        return self.turn_limit_s is not None

    def start_turn(self, player: str, *, paused: bool = False, used_s: float = 0.0) -> None:
        """Start a turn for ``player`` (the previous one must have ended).

        ``used_s``: seconds of this turn already spent (an undo puts the clock back where
        it stood, not to a full turn).
        """
        self.end_turn()
        self.player = player
        self._bank_at_start = self.banks.get(player, 0.0) if self.bank_s is not None else 0.0
        self._bank_out_sent = self._bank_at_start <= 0
        self._turn_elapsed_paused = 0.0
        self._turn_started_at = None
        if self.turn_limit_s is not None:
            total = self._bank_at_start + self.turn_limit_s
            self._countdown = Countdown("turn", total, self._now, DEFAULT_CALLS, player)
            if used_s > 0:
                self._countdown.set_remaining(total - used_s)
                self._bank_out_sent = self._bank_out_sent or total - used_s <= self.turn_limit_s
        else:
            self._countdown = None
        self._turn_elapsed_paused = max(0.0, used_s)
        if not paused:
            self.resume()

    def end_turn(self) -> float:
        """Close the turn: spend its time from the bank; returns the seconds it lasted."""
        if self.player is None:
            return 0.0
        used = self.turn_elapsed()
        if self.bank_s is not None:
            self.banks[self.player] = max(0.0, self._bank_at_start - used)
        self.player = None
        self._countdown = None
        self._turn_started_at = None
        self._turn_elapsed_paused = 0.0
        return used

    def pause(self) -> None:
        if self._countdown is not None:
            self._countdown.pause()
        if self._turn_started_at is not None:
            self._turn_elapsed_paused += self._now() - self._turn_started_at
            self._turn_started_at = None

    def resume(self) -> None:
        if self.player is None:
            return
        if self._countdown is not None:
            self._countdown.start()
        if self._turn_started_at is None:
            self._turn_started_at = self._now()

    @property
    def running(self) -> bool:
        return self._turn_started_at is not None

    def turn_elapsed(self) -> float:
        running = self._now() - self._turn_started_at if self._turn_started_at is not None else 0.0
        return self._turn_elapsed_paused + running

    def set_elapsed(self, seconds: float) -> None:
        """Put the current turn at ``seconds`` used (a resumed game: the turn as it stood)."""
        if self.player is None:
            return
        seconds = max(0.0, float(seconds))
        if self._turn_started_at is not None:
            self._turn_started_at = self._now()
        self._turn_elapsed_paused = seconds
        if self._countdown is not None:
            self._countdown.set_remaining(self._countdown.limit_s - seconds)

    def reading(self) -> TurnReading:
        if self.player is None:
            return TurnReading(None, None, None, None, False, False)
        if self._countdown is None:
            return TurnReading(self.player, None, None, None, False, self.running)
        left = self._countdown.remaining()
        if self.bank_s is None:
            return TurnReading(self.player, left, None, left, True, self.running)
        bank_left = max(0.0, left - self.turn_limit_s)  # type: ignore[operator]
        period_left = min(left, self.turn_limit_s)  # type: ignore[type-var]
        return TurnReading(self.player, left, bank_left, period_left, bank_left <= 0, self.running)

    @property
    def expired(self) -> bool:
        return self._countdown is not None and self._countdown.expired

    def poll(self) -> list[ClockEvent]:
        if self._countdown is None:
            return []
        events = []
        if self.bank_s is not None and not self._bank_out_sent:
            if self._countdown.remaining() <= self.turn_limit_s:  # type: ignore[operator]
                self._bank_out_sent = True
                events.append(ClockEvent("bank_out", "turn", int(self.turn_limit_s or 0), self.player))
        events.extend(self._countdown.poll())
        return events


@dataclass(frozen=True)
class Pause:
    """A dispute: when the judge stopped the clocks, why, and when they ran again."""

    started: float  # game-clock seconds at the pause
    reason: str
    ended: float | None = None


@dataclass
class TableClocks:
    """All the clocks of one game and the pauses the judge called.

    The consideration countdown (D6) runs once before the first turn (R18); then the
    turn clock runs for whoever is to move; the game clock runs from the first turn to
    the end and ignores pauses (R18).
    """

    consideration_s: float | None
    turn_limit_s: float | None
    bank_s: float | None
    game_limit_s: float | None
    players: list[str]
    now: TimeSource = time.monotonic
    pauses: list[Pause] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.consideration = (
            Countdown("consideration", self.consideration_s, self.now)
            if self.consideration_s
            else None
        )
        self.turn = TurnClock(self.turn_limit_s, self.bank_s, self.now, self.players)
        self.game = GameClock(self.game_limit_s, self.now)
        self.paused = False
        self.held = False  # a question to the judge is open (hold/release): nothing runs

    @property
    def standing(self) -> bool:
        """No turn clock runs now: a dispute pause or an open question."""
        return self.paused or self.held

    @property
    def considering(self) -> bool:
        return self.consideration is not None and not self.consideration.expired and not self.game.running

    def start_consideration(self) -> None:
        if self.consideration is not None and not self.standing:
            self.consideration.start()

    def begin_play(self, first: str) -> None:
        """The consideration time is over (or skipped): the game clock and first turn start."""
        if self.consideration is not None:
            self.consideration.pause()
            self.consideration = None
        self.game.start()
        self.turn.start_turn(first, paused=self.standing)

    def next_turn(self, player: str | None) -> None:
        """A new turn begins (``None``: nobody is to move, e.g. the game is over or discards)."""
        if player is None:
            self.turn.end_turn()
        else:
            self.turn.start_turn(player, paused=self.standing)

    def pause(self, reason: str = "dispute") -> None:
        if self.paused:
            return
        self.paused = True
        self.turn.pause()
        if self.consideration is not None:
            self.consideration.pause()
        self.pauses.append(Pause(self.game.elapsed(), reason))

    def resume(self) -> None:
        if not self.paused:
            return
        self.paused = False
        if not self.held:
            self._run_standing()
        last = self.pauses[-1]
        self.pauses[-1] = Pause(last.started, last.reason, self.game.elapsed())

    def _run_standing(self) -> None:
        self.turn.resume()
        if self.consideration is not None and self.consideration.started:
            self.consideration.start()

    def hold(self) -> None:
        """A question to the judge is open: every clock stands, the game clock too, until
        :meth:`release` (the judge then decides whether that time counts, as after a crash).
        A dispute pause may be on as well; releasing leaves it on."""
        if self.held:
            return
        self.held = True
        self.turn.pause()
        if self.consideration is not None:
            self.consideration.pause()
        self.game.hold()

    def release(self) -> None:
        if not self.held:
            return
        self.held = False
        self.game.unhold()
        if not self.paused:
            self._run_standing()

    def stop(self) -> None:
        self.turn.end_turn()
        self.game.stop()

    def poll(self) -> list[ClockEvent]:
        events: list[ClockEvent] = []
        if self.consideration is not None:
            events.extend(self.consideration.poll())
        events.extend(self.turn.poll())
        events.extend(self.game.poll())
        return events

    # -- saving and restoring (the autosave journal) ----------------------------------------
    def state(self) -> dict[str, Any]:
        """What a resumed game needs: the game time used, each bank, and the turn running
        (whose, and how long it has lasted) so a resume gives no turn time back."""
        return {
            "game_elapsed": round(self.game.elapsed(), 3),
            "banks": {p: round(v, 3) for p, v in self.turn.banks.items()},
            "turn_player": self.turn.player,
            "turn_elapsed": round(self.turn.turn_elapsed(), 3),
        }

    def restore(self, state: dict[str, Any]) -> None:
        elapsed = float(state.get("game_elapsed", 0.0))
        self.game = GameClock(self.game_limit_s, self.now, elapsed)
        for player, left in state.get("banks", {}).items():
            if player in self.turn.banks:
                self.turn.banks[player] = float(left)
        self.consideration = None


def format_seconds(seconds: float | None) -> str:
    """``m:ss`` for the big digits (rounded up, so 0:00 means the time is really over)."""
    if seconds is None:
        return "--:--"
    whole = int(-(-seconds // 1)) if seconds > 0 else 0
    minutes, secs = divmod(whole, 60)
    if minutes >= 60:
        hours, minutes = divmod(minutes, 60)
        return f"{hours}:{minutes:02d}:{secs:02d}"
    return f"{minutes}:{secs:02d}"
