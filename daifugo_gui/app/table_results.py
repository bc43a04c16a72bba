"""A tournament table's finished game kept waiting on disk until the tournament has
stored it (#25, issue 37): a part the table session owns, with its own state.

:class:`TableResults` knows the ``pending`` folder, the live game's own waiting record and
where its journal was kept aside when that folder refused it. It is told what it needs
(the record, the journal's state) as values or callables, so it is tested without a
session; the session asks it and writes its journal lines itself.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from daifugo_gui.app.journal import Journal, JournalError, JournalState
from daifugo_gui.app.pending import PendingGame, PendingGames
from daifugo_gui.app.reasons import JournalCode
from daifugo_gui.app.table_journal import ended, table_of, wall_iso
from daifugo_gui.app.table_notices import PENDING_CHANGED, Notice, Refused
from daifugo_gui.rules.reasons import Reason

ASIDE_MARK = "result-"
"""The journal of a finished table game kept aside is named ``live-game.result-<pending name>.jsonl``."""

JournalOf = Callable[[], JournalState]
"""The whole journal of the finished game, read only when its journal must be kept aside."""


def _record_of(state: JournalState) -> dict[str, Any]:
    """The record a journal holds, each event with its wall time (as the record keeps them)."""
    record = dict(state.record)
    meta = dict(record.get("meta") or {})
    meta["event_times"] = [wall_iso(w) for w in state.event_walls]
    record["meta"] = meta
    return record


class TableResults:
    """The finished table games waiting to be recorded, and the live game's own.

    A finished table game is always in at least one of three places (issue 37, item 2):
    the tournament, the ``pending`` folder, or its own journal kept aside. When neither
    file can be written it is *at risk* (:meth:`at_risk`), and the session lets nothing
    replace the journal holding it.
    """

    def __init__(self, journal_base: Path, notify: Callable[[Notice], None]) -> None:
        self._base = journal_base  # the autosave's first place: the folder and the aside names
        self._notify = notify
        # Finished table games not yet in the tournament, shared by the consoles of this folder.
        self.pending = PendingGames(journal_base.parent / "pending")
        self.game: PendingGame | None = None  # the live game's own, once it has ended
        # Where its journal was kept aside when the pending folder refused it, and why it refused.
        self.aside: Path | None = None
        self._detail = ""
        self._key = "game"  # the finished table game's key (its start time)

    def forget(self) -> None:
        """Another game is live: the last one's waiting record is not this one's."""
        self.game, self.aside = None, None

    def follow_end(self, finished: bool, table: tuple[int, int] | None, record: Callable[[], dict[str, Any]],
                   key: str, journal: JournalOf) -> PendingGame | None:
        """A table game that just ended is kept as waiting to be recorded (returned, also
        when no file could hold it: the judge is still asked to record it); one an undo
        took back from its end waits no more."""
        if table is None:
            return None
        if finished and self.game is None:
            self.game = self.keep(record(), *table, key=key, journal=journal)
            self._notify(PENDING_CHANGED)
            return self.game
        if not finished and self.game is not None:
            self.pending.withdraw(self.game)
            if self.aside is not None:  # a copy of this journal, which holds the undo too
                self.aside.unlink(missing_ok=True)
            self.forget()
            self._notify(PENDING_CHANGED)
        return None

    def keep(self, record: dict[str, Any], round_number: int, table: int, key: str,
             journal: JournalOf) -> PendingGame:
        """Write a finished table game to ``pending``; failing that, its journal aside."""
        self._key = key
        try:
            return self.pending.keep(record, round_number, table, key=key)
        except OSError as exc:
            self._detail = exc.strerror or str(exc)
        game = PendingGame(self.pending.path_for(round_number, table, key), round_number, table, record, written=False)
        self.aside = self._journal_aside(game, journal)
        self._notify(Refused(self.where_kept(game)))
        return game

    def _journal_aside(self, game: PendingGame, journal: JournalOf) -> Path | None:
        """The game's whole journal, written beside the autosave under a name of its own that
        no new game replaces and no start-up offers for resuming (None: that failed too)."""
        aside = self._base.with_name(f"{self._base.stem}.{ASIDE_MARK}{game.path.stem}.jsonl")
        try:
            Journal(aside).rewrite(journal())
        except OSError as exc:
            self._detail = exc.strerror or str(exc)
            return None
        return aside

    def where_kept(self, game: PendingGame) -> Reason:
        """Where a finished table game not yet in the tournament is kept, in words that are true."""
        if game.written:
            return Reason.of(JournalCode.PENDING_KEPT, round=game.round, table=game.table)
        if self.aside is not None and self.game is game:
            return Reason.of(JournalCode.RESULT_KEPT_ASIDE, round=game.round, table=game.table,
                             detail=self._detail, kept=str(self.aside))
        return Reason.of(JournalCode.RESULT_AT_RISK, round=game.round, table=game.table, detail=self._detail)

    def at_risk(self) -> PendingGame | None:
        """The finished table game held by nothing but the live journal (or memory)."""
        game = self.game
        if game is None or game.written:
            return None
        if self.aside is not None and self.aside.is_file():
            return None
        return game

    def secure(self, journal: JournalOf) -> Reason | None:
        """Try again to keep a finished table game at risk (``pending``, else its journal
        aside). None: it is safe now; else why not."""
        game = self.at_risk()
        if game is None:
            return None
        kept = self.keep(game.record, game.round, game.table, key=self._key, journal=journal)
        self.game = kept
        self._notify(PENDING_CHANGED)
        return None if self.at_risk() is None else self.where_kept(kept)

    def from_journal(self, state: JournalState | None) -> PendingGame | None:
        """At start-up: a finished table game the journal holds that was never recorded (a
        crash came between its end and the pending file) is kept as waiting; so are the
        games whose journals were kept aside when the pending folder could not be written."""
        self._pending_from_aside()
        table = table_of(state.start) if state is not None else None
        if state is None or table is None or state.recorded or not ended(state):
            return None
        key = state.start.get("meta", {}).get("started_at") or "game"
        if self.pending.waits(key):
            return None
        found = self.keep(_record_of(state), *table, key=key, journal=lambda: state)
        self.game = found if not found.written else self.game
        self._notify(PENDING_CHANGED)
        return found

    def _pending_from_aside(self) -> None:
        """Journals kept aside for want of a ``pending`` folder join it once it can be written."""
        for aside in sorted(self._base.parent.glob(f"{self._base.stem}.{ASIDE_MARK}*.jsonl")):
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

    def stored(self, game: PendingGame) -> bool:
        """The tournament stored a waiting game: it waits no more. True when it was the
        live game's own (its journal is then to say so)."""
        self.pending.stored(game)
        own = self.game is not None and game.path == self.game.path
        if own:
            self.game = None
            if self.aside is not None:  # the tournament holds it now: the copy has done its work
                self.aside.unlink(missing_ok=True)
                self.aside = None
        self._notify(PENDING_CHANGED)
        return own

    def discard(self, game: PendingGame, reason: str) -> Path:
        """The organiser gives a waiting game up, with a reason (logged; the file is moved aside)."""
        kept = self.pending.discard(game, reason)
        if self.game is not None and game.path == self.game.path:
            self.game = None
        self._notify(PENDING_CHANGED)
        return kept

    def unrecorded(self) -> PendingGame | None:
        """The live game's own waiting record, when it is a finished table game not yet stored."""
        game = self.game
        if game is not None and (not game.written or game.path.exists()):
            return game
        return None
