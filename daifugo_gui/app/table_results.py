"""What a table session hands on (#25): the record of the game, and a tournament table's
finished game kept waiting on disk until the tournament has stored it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from daifugo_gui.app.journal import JournalError
from daifugo_gui.app.pending import PendingGame
from daifugo_gui.app.reasons import JournalCode
from daifugo_gui.app.table_core import TableCore
from daifugo_gui.app.table_journal import ended, table_of, wall_iso
from daifugo_gui.files import OutputKind, write_output
from daifugo_gui.rules.reasons import Reason


class TableResults(TableCore):
    """The record, and the finished table games waiting to be recorded."""

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
        if self.pending.waits(key):
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
