"""The table's clocks as the session runs them (#25): which turn clock runs after each
ruling (D7 keeps counting through R4/R5), pauses written first, the clocks' state
journaled between actions, and the downtime the judge may count after a crash."""

from __future__ import annotations

from typing import Any

from daifugo_gui.app.table_core import SAME_TURN, TableCore
from daifugo_gui.app.table_log import LogEntry, LogKind
from daifugo_gui.app.table_notices import CHANGED, PausedChanged, TICKED
from daifugo_gui.rules import Outcome, Phase

CLOCK_LINE_S = 1.0
"""How often the running clocks' state is journaled between actions: a crash costs at most this."""


class Timekeeping(TableCore):
    """Pausing, resuming and pointing the clocks; what undo restores of them."""

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

    def pause(self, reason: str = "dispute") -> None:
        if self.clocks is None or self.clocks.paused:
            return
        with self._acting():
            self._pause(reason)

    def _pause(self, reason: str) -> None:
        assert self.clocks is not None
        if not self._write(self.journal.pause, reason, self.clocks.state()):
            return  # written first: a pause the disk refused does not happen
        self.clocks.pause(reason)
        self.pauses.append({"reason": reason, "at": round(self.clocks.game.elapsed(), 1)})
        self.log.append(LogEntry(LogKind.PAUSED, text=reason))
        self._notify(PausedChanged(True))
        self._notify(CHANGED)

    def resume_clocks(self) -> None:
        if self.clocks is None or not self.clocks.paused:
            return
        with self._acting():
            self._resume_clocks()

    def _resume_clocks(self) -> None:
        assert self.clocks is not None
        if not self._write(self.journal.resume, self.clocks.state()):
            return
        self.clocks.resume()
        if self.pauses:
            self.pauses[-1]["until"] = round(self.clocks.game.elapsed(), 1)
        self.log.append(LogEntry(LogKind.RUNNING))
        self._notify(PausedChanged(False))
        self._notify(CHANGED)

    def _clock_line(self) -> None:
        """Every CLOCK_LINE_S while the game clock runs: the clocks' state, so a crash loses
        at most that much of the game and turn time (issue 27: a resume gives no time back).
        A refused line is not announced (the next action's write asks the judge)."""
        if not self.autosave or self.clocks is None or self.game is None or self.game.finished:
            return
        if not self.clocks.game.running or self.clocks.held:
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
        """The judge counts the time the console was down (or stood while the judge was
        asked something) on the clocks: the game clock, and the turn clock when the same
        turn still runs; written first, then applied, and only once."""
        if self.downtime_s is None or self.clocks is None or self.game is None or self.game.finished:
            return False
        with self._acting():
            return self._charge_downtime(self.downtime_s)

    def _charge_downtime(self, down: float) -> bool:
        assert self.clocks is not None
        state = self.clocks.state()
        state["game_elapsed"] = round(state["game_elapsed"] + down, 3)
        # The turn the time was lost in, not one that began since (a retried play moved it on).
        same_turn = state.get("turn_player") is not None and state.get("turn_player") == self.downtime.turn
        if same_turn:
            state["turn_elapsed"] = round(state["turn_elapsed"] + down, 3)
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
                self.clocks.turn.start_turn(game.to_move, paused=self.clocks.standing, used_s=turn[1])
                return
        if restart or self.clocks.turn.player != game.to_move:
            self.clocks.next_turn(game.to_move)
