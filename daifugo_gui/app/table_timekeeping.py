"""The table's clocks as the session runs them (#25, issue 37): a part the session owns.

:class:`Timekeeping` holds the disputes' pauses (the record's "meta") and when the clocks'
state was last journaled between actions, and answers how the clocks follow a ruling:
which turn clock runs after it (D7 keeps counting through R4/R5), what state a ruling's
journal line carries, and what counting the downtime writes. It is given the clocks and
the game; the session writes first and then applies, as for every action.
"""

from __future__ import annotations

from typing import Any, Callable

from daifugo_gui.rules import Game, Outcome, Phase
from daifugo_gui.rules.results import Result
from daifugo_gui.timing.clocks import TableClocks

SAME_TURN = frozenset({Result.DRAWN, Result.CANNOT_PLAY})
"""Results after which the same turn goes on: the turn clock keeps running (R4, R5)."""

CLOCK_LINE_S = 1.0
"""How often the running clocks' state is journaled between actions: a crash costs at most this."""


class Timekeeping:
    """Pauses, the clock lines between actions, and where the turn clock points."""

    def __init__(self, now: Callable[[], float]) -> None:
        self._now = now
        self.pauses: list[dict[str, Any]] = []  # disputes, kept in the record's "meta"
        self._last_line: float | None = None  # when (now()) the last clock line was written

    # -- the disputes' pauses, as the record keeps them ----------------------------------------
    def paused(self, reason: str, clocks: TableClocks) -> None:
        self.pauses.append({"reason": reason, "at": round(clocks.game.elapsed(), 1)})

    def resumed(self, clocks: TableClocks) -> None:
        if self.pauses:
            self.pauses[-1]["until"] = round(clocks.game.elapsed(), 1)

    # -- the clocks' state between actions -------------------------------------------------------
    def line_due(self, clocks: TableClocks) -> bool:
        """Every CLOCK_LINE_S while the game clock runs, a clock line is due (issue 27: a
        crash loses at most that much of the game and turn time)."""
        if not clocks.game.running or clocks.held:
            return False
        moment = self._now()
        if self._last_line is not None and moment - self._last_line < CLOCK_LINE_S:
            return False
        self._last_line = moment
        return True

    @staticmethod
    def turn_now(clocks: TableClocks) -> tuple[str, float] | None:
        """Whose turn clock runs and how long this turn has lasted (what undo restores)."""
        turn = clocks.turn
        return (turn.player, turn.turn_elapsed()) if turn.player is not None else None

    @staticmethod
    def state_after(clocks: TableClocks, outcome: Outcome, same_turn: bool | None = None) -> dict[str, Any]:
        """The clocks' state a ruling's journal line carries: the mover's bank used up, and a
        new turn not yet begun."""
        state = clocks.state()
        turn = clocks.turn
        if same_turn is None:
            same_turn = outcome.result in SAME_TURN
        if turn.player is not None and turn.bank_s is not None and not same_turn:
            used = turn.turn_elapsed()
            state["banks"][turn.player] = round(max(0.0, turn.banks.get(turn.player, 0.0) - used), 3)
        if outcome.result not in SAME_TURN:  # a new turn begins as this line is written
            state["turn_player"], state["turn_elapsed"] = None, 0.0
        return state

    @staticmethod
    def charged(clocks: TableClocks, down: float, lost_in: str | None) -> tuple[dict[str, Any], bool]:
        """The clocks' state once ``down`` seconds are counted, and whether the turn clock
        gets them too: only the turn the time was lost in, not one that began since."""
        state = clocks.state()
        state["game_elapsed"] = round(state["game_elapsed"] + down, 3)
        same_turn = state.get("turn_player") is not None and state.get("turn_player") == lost_in
        if same_turn:
            state["turn_elapsed"] = round(state["turn_elapsed"] + down, 3)
        return state, same_turn

    @staticmethod
    def follow_turn(clocks: TableClocks, game: Game, restart: bool, turn: tuple[str, float] | None = None) -> None:
        """Point the turn clock at whoever must act now.

        ``turn`` (an undo): the mover and how long their turn had lasted at that moment;
        the clock goes back there unless that time was already up (then a fresh turn).
        """
        if game.finished:
            clocks.stop()
            return
        if not clocks.game.running:
            if clocks.consideration is not None:
                return  # still in the consideration time
            clocks.game.start()  # an undo took the game back from its end
        if game.phase != Phase.PLAYING or game.to_move is None:
            clocks.next_turn(None)  # discards and declarations are not a turn
            return
        limit = clocks.turn.turn_limit_s
        if turn is not None and turn[0] == game.to_move:
            bank = clocks.turn.banks.get(game.to_move, 0.0) if clocks.turn.bank_s is not None else 0.0
            if limit is None or turn[1] < bank + limit:
                clocks.turn.start_turn(game.to_move, paused=clocks.standing, used_s=turn[1])
                return
        if restart or clocks.turn.player != game.to_move:
            clocks.next_turn(game.to_move)
