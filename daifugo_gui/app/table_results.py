"""What a table session hands on (#25): the record of the game, and a tournament table's
finished game kept waiting on disk until the tournament has stored it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable

from daifugo_gui.app.journal import Journal, JournalError, JournalState
from daifugo_gui.app.pending import PendingGame
from daifugo_gui.app.reasons import JournalCode
from daifugo_gui.app.table_core import TableCore
from daifugo_gui.app.table_journal import ended, table_of, wall_iso
from daifugo_gui.app.table_notices import PENDING_CHANGED, Refused
from daifugo_gui.files import OutputKind, write_output
from daifugo_gui.rules.reasons import Reason

ASIDE_MARK = "result-"
"""The journal of a finished table game kept aside is named ``live-game.result-<pending name>.jsonl``."""


def _record_of(state: JournalState) -> dict[str, Any]:
    """The record a journal holds, each event with its wall time (as the record keeps them)."""
    record = dict(state.record)
    meta = dict(record.get("meta") or {})
    meta["event_times"] = [wall_iso(w) for w in state.event_walls]
    record["meta"] = meta
    return record


class TableResults(TableCore):
    """The record, and the finished table games waiting to be recorded.

    A finished table game is always in at least one of three places (issue 37, item 2):
    the tournament, the ``pending`` folder, or its own journal kept aside. When neither
    file can be written it is *at risk* (:meth:`result_at_risk`), and nothing that would
    replace the journal holding it (a new game, an opened record) goes ahead.
    """

    # -- tournament tables: a finished game waits on disk until it is recorded -----------------
    def _follow_end(self) -> PendingGame | None:
        """A table game that just ended is kept as waiting to be recorded (returned, also
        when no file could hold it: the judge is still asked to record it); one an undo
        took back from its end waits no more."""
        if self.table_ref is None or self.game is None:
            return None
        if self.game.finished and self.pending_game is None:
            self.pending_game = self._keep_result(self.record(), *self.table_ref, key=self.started_at or "game",
                                                  journal=self.journal_state)
            self._notify(PENDING_CHANGED)
            return self.pending_game
        elif not self.game.finished and self.pending_game is not None:
            self.pending.withdraw(self.pending_game)
            if self.result_aside is not None:  # a copy of this journal, which holds the undo too
                self.result_aside.unlink(missing_ok=True)
            self.pending_game, self.result_aside = None, None
            self._notify(PENDING_CHANGED)
        return None

    def _keep_result(self, record: dict[str, Any], round_number: int, table: int, key: str,
                     journal: Callable[[], JournalState]) -> PendingGame:
        """Write a finished table game to ``pending``; failing that, its journal aside."""
        self._result_key = key
        try:
            return self.pending.keep(record, round_number, table, key=key)
        except OSError as exc:
            self._result_detail = exc.strerror or str(exc)
        game = PendingGame(self.pending.path_for(round_number, table, key), round_number, table, record, written=False)
        self.result_aside = self._journal_aside(game, journal)
        self._notify(Refused(self.where_kept(game)))
        return game

    def _journal_aside(self, game: PendingGame, journal: Callable[[], JournalState]) -> Path | None:
        """The game's whole journal, written beside the autosave under a name of its own that
        no new game replaces and no start-up offers for resuming (None: that failed too)."""
        base = self._journal_base
        aside = base.with_name(f"{base.stem}.{ASIDE_MARK}{game.path.stem}.jsonl")
        try:
            Journal(aside).rewrite(journal())
        except OSError as exc:
            self._result_detail = exc.strerror or str(exc)
            return None
        return aside

    def where_kept(self, game: PendingGame) -> Reason:
        """Where a finished table game not yet in the tournament is kept, in words that are true."""
        if game.written:
            return Reason.of(JournalCode.PENDING_KEPT, round=game.round, table=game.table)
        if self.result_aside is not None and self.pending_game is game:
            return Reason.of(JournalCode.RESULT_KEPT_ASIDE, round=game.round, table=game.table,
                             detail=self._result_detail, kept=str(self.result_aside))
        return Reason.of(JournalCode.RESULT_AT_RISK, round=game.round, table=game.table, detail=self._result_detail)

    def result_at_risk(self) -> PendingGame | None:
        """The finished table game held by nothing but the live journal (or memory)."""
        game = self.pending_game
        if game is None or game.written:
            return None
        if self.result_aside is not None and self.result_aside.is_file():
            return None
        return game

    def secure_result(self) -> Reason | None:
        """Before the journal is replaced or the console closes: try again to keep a finished
        table game at risk (``pending``, else its journal aside). None: it is safe now; else
        why not (the caller refuses, or asks the judge)."""
        game = self.result_at_risk()
        if game is None:
            return None
        kept = self._keep_result(game.record, game.round, game.table, key=self._result_key,
                                 journal=self.pending_game_state)
        self.pending_game = kept
        self._notify(PENDING_CHANGED)
        return None if self.result_at_risk() is None else self.where_kept(kept)

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
        """At start-up: a finished table game the journal holds that was never recorded (a
        crash came between its end and the pending file) is kept as waiting; so are the
        games whose journals were kept aside when the pending folder could not be written."""
        self._pending_from_aside()
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
        found = self._keep_result(_record_of(state), *table, key=key, journal=lambda: state)
        self.pending_game = found if not found.written else self.pending_game
        self._notify(PENDING_CHANGED)
        return found

    def _pending_from_aside(self) -> None:
        """Journals kept aside for want of a ``pending`` folder join it once it can be written."""
        base = self._journal_base
        for aside in sorted(base.parent.glob(f"{base.stem}.{ASIDE_MARK}*.jsonl")):
            try:
                state = Journal(aside).read()
                table = table_of(state.start)
                if table is None:
                    continue
                key = state.start.get("meta", {}).get("started_at") or "game"
                self.pending.keep(_record_of(state), *table, key=key)
            except (OSError, JournalError):
                continue  # it stays aside, and is tried again at the next start
            aside.unlink()  # its game waits in the folder now, fsync'ed
            self._notify(PENDING_CHANGED)

    def recorded(self, game: PendingGame) -> None:
        """The tournament stored a waiting game: it waits no more (and the journal says so)."""
        self.pending.stored(game)
        if self.pending_game is not None and game.path == self.pending_game.path:
            self.pending_game = None
            if self.result_aside is not None:  # the tournament holds it now: the copy has done its work
                self.result_aside.unlink(missing_ok=True)
                self.result_aside = None
            self._write(self.journal.append, {"kind": "recorded"})
        self._notify(PENDING_CHANGED)

    def discard_pending(self, game: PendingGame, reason: str) -> Path:
        """The organiser gives a waiting game up, with a reason (logged; the file is moved aside)."""
        kept = self.pending.discard(game, reason)
        if self.pending_game is not None and game.path == self.pending_game.path:
            self.pending_game = None
        self._notify(PENDING_CHANGED)
        return kept

    def unrecorded(self) -> PendingGame | None:
        """The live game's own waiting record, when it is a finished table game not yet stored."""
        game = self.pending_game
        if game is not None and (not game.written or game.path.exists()):
            return game
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
