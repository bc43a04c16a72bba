"""The console's game, published for the players' web view (docs/web.md).

When the console judges a tournament table (:attr:`LiveGame.table_ref`), every change of
the game is offered to the table's live board in the tournament database
(:class:`~daifugo_gui.tournament.live_board.LiveBoards`): the 数譜 lines so far, hand
counts, the field, who is to move and the clocks. The journal has already written the
action (the evidence); the board is a view for spectators, written on a thread of its
own, latest state only, so the UI thread never waits on the database and a slow or lost
server costs the judge nothing. A failure is kept in :attr:`last_problem`, never raised.
"""

from __future__ import annotations

import inspect
import threading
import time
import weakref
from functools import partial
from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import QObject

from daifugo_gui.app.live_game import LiveGame

if TYPE_CHECKING:
    from daifugo_gui.tournament.live_board import LiveBoards


MIN_INTERVAL_S = 0.5
"""Boards are written at most this often: phones follow within a second either way."""


def _weakly(target: Callable[[], str | None]) -> Callable[[], str | None]:
    if not inspect.ismethod(target):
        return target
    method = weakref.WeakMethod(target)

    def call() -> str | None:
        bound = method()
        return bound() if bound is not None else None

    return call


def _end(stopping: threading.Event, wake: threading.Event, *_: object) -> None:
    stopping.set()
    wake.set()


class BoardPublisher(QObject):
    """Follows ``live`` and publishes its tournament games to ``target()``'s boards."""

    def __init__(self, live: LiveGame, target: Callable[[], str | None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.live = live
        # A bound method of the window would tie the window and this child of it into a
        # reference cycle that only the garbage collector could free (issue 42): held weakly.
        self._target = _weakly(target)
        self._lock = threading.Lock()
        self._pending: tuple[str, tuple[int, int], dict[str, Any]] | None = None
        self._wake = threading.Event()
        self._stopping = threading.Event()
        self.last_problem: str | None = None
        self.published = 0  # boards written (tests and the curious)
        self._boards: tuple[str, LiveBoards] | None = None
        self._last_write = 0.0
        self._thread = threading.Thread(target=self._run, name="board-publisher", daemon=True)
        self._thread.start()
        live.changed.connect(self._changed)
        # Deleted without stop() (a window dropped unclosed), the thread ends with this
        # object instead of waiting for good: told, not waited for, and through the two
        # events alone (this object is being destroyed when it runs).
        self.destroyed.connect(partial(_end, self._stopping, self._wake))

    def _changed(self) -> None:
        """On the UI thread: take what the board shows (cheap), leave the rest to the thread."""
        try:
            self._take()
        except Exception as exc:  # a view for spectators must never disturb the judge
            self.last_problem = f"{type(exc).__name__}: {str(exc)[:200]}"

    def _take(self) -> None:
        game, ref = self.live.session.game, self.live.session.table_ref
        target = self._target() if ref is not None else None
        if game is None or ref is None or target is None:
            return
        clocks: dict[str, float] = {}
        table_clocks = self.live.session.clocks
        if table_clocks is not None and table_clocks.bank_s is not None:
            clocks = dict(table_clocks.turn.banks)
        running = False
        if table_clocks is not None and game.to_move is not None:
            reading = table_clocks.turn.reading()
            running = reading.running  # the phones tick a running clock between boards
            if reading.left is not None:
                clocks[game.to_move] = reading.left
        state = {
            "record": self.live.session.record(),
            "players": list(game.players),
            "to_move": game.to_move,
            "field": game.field_plays[-1].text if game.field_plays else "",
            "hand_counts": game.hand_counts(),
            "clocks": clocks,
            "finished": game.finished,
            "clock_running": running,
        }
        with self._lock:
            self._pending = (target, ref, state)
        self._wake.set()

    def _run(self) -> None:
        while True:
            self._wake.wait()
            # At most one write per MIN_INTERVAL_S: a burst of actions ends as one board
            # with the latest state (taken below, after the wait).
            rest = MIN_INTERVAL_S - (time.monotonic() - self._last_write)
            if rest > 0 and not self._stopping.is_set():
                time.sleep(rest)
            self._wake.clear()
            with self._lock:
                pending, self._pending = self._pending, None
            if self._stopping.is_set():
                break
            if pending is None:
                continue
            target, (round_number, table), state = pending
            try:
                from daifugo_gui.rules.suhu import (  # not before first paint
                    known_steps,
                    turn_lines,
                )

                record = state.pop("record")
                moves = turn_lines(known_steps(record))
                self._boards_for(target).publish(round_number, table, moves=moves, **state)
                self.published += 1
                self._last_write = time.monotonic()
                self.last_problem = None
            except Exception as exc:  # a view for spectators: never the judge's problem
                self.last_problem = f"{type(exc).__name__}: {str(exc)[:200]}"
        if self._boards is not None:
            self._boards[1].close()

    def _boards_for(self, target: str) -> LiveBoards:
        if self._boards is None or self._boards[0] != target:
            if self._boards is not None:
                self._boards[1].close()
            # Imported on the first table game published: the console's start-up loads no
            # database driver (issue 29).
            from daifugo_gui.tournament.live_board import LiveBoards

            self._boards = (target, LiveBoards(target, read_only=False))
        return self._boards[1]

    def stop(self, timeout_s: float = 3.0) -> None:
        self._stopping.set()
        self._wake.set()
        self._thread.join(timeout_s)
