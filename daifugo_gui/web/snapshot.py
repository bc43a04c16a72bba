"""Everything the web view shows, read from a tournament in one go (never written).

A :class:`EventSnapshot` is read on the change watcher's thread whenever a console
commits, and then only looked at: pages and the JSON API are built from it, so a page
request never waits on the database.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Mapping

from daifugo_gui.tournament import RoundView, StandingRow, TableView, Tournament, TournamentInfo
from daifugo_gui.tournament.bracket import bracket_rounds
from daifugo_gui.tournament.crosstable import Crosstable
from daifugo_gui.tournament.options import Format
from daifugo_gui.tournament.live_board import LiveBoards, LiveTable
from daifugo_gui.web import finding
from daifugo_gui.words import WebWord


@dataclass(frozen=True)
class EventSnapshot:
    """One reading of the tournament; ``version`` grows with every reading."""

    version: int
    info: TournamentInfo
    standings: tuple[StandingRow, ...]
    rounds: tuple[RoundView, ...]
    crosstables: tuple[Crosstable, ...] = ()
    bracket: tuple[RoundView, ...] = ()
    live: Mapping[int, LiveTable] = field(default_factory=dict)  # by table, current round
    seen: Mapping[int, float] = field(default_factory=dict)  # when each board was read as it is (stamp_boards)
    notice: WebWord | None = None  # what the pages say about the tournament's file (None: nothing)
    loaded_at: float = 0.0

    @property
    def current(self) -> RoundView | None:
        """The round being played (the last one seated), or None before round 1."""
        return self.rounds[-1] if self.rounds else None

    def round(self, number: int) -> RoundView | None:
        return next((r for r in self.rounds if r.number == number), None)

    def playing(self) -> tuple[TableView, ...]:
        """The current round's tables that have no result yet."""
        view = self.current
        return tuple(t for t in view.tables if t.game is None) if view else ()

    @property
    def has_crosstable(self) -> bool:
        return bool(self.crosstables) and any(c.players for c in self.crosstables)

    @property
    def has_bracket(self) -> bool:
        return bool(self.bracket)


def load_snapshot(tournament: Tournament, version: int, boards: LiveBoards | None = None) -> EventSnapshot:
    """Read what the pages show (one transaction: :meth:`Tournament.snapshot`), with the
    live game boards the consoles publish."""
    read = tournament.snapshot(every_round=True)
    info, rounds, standings = read.info, read.rounds, read.standings
    # The snapshot made them (a round robin's and the groups'); groups show none before
    # their first round.
    tables = read.crosstables if rounds or info.format == Format.ROUND_ROBIN.value else ()
    live: dict[int, LiveTable] = {}
    if boards is not None and rounds:
        live = {t.table: t for t in boards.read() if t.round == rounds[-1].number}
    return EventSnapshot(
        version=version,
        info=info,
        standings=standings,
        rounds=rounds,
        crosstables=tables,
        bracket=tuple(bracket_rounds(info.format, rounds)),
        live=live,
        loaded_at=time.time(),
    )


def stamp_boards(snap: EventSnapshot, before: EventSnapshot | None, now: float) -> EventSnapshot:
    """``snap`` with the time each live board took its present state, by the server's
    clock: a running clock is ticked on the phones from it (issue 36). A board unchanged
    since ``before`` keeps its time; a new one is stamped ``now`` (the server polls every
    half second), except on the first reading, when a board as old as its own
    ``updated_at`` says is given that (the console's clock), if it is not in the future."""
    seen: dict[int, float] = {}
    for table, board in snap.live.items():
        if before is not None and before.live.get(table) == board and table in before.seen:
            seen[table] = before.seen[table]
        elif before is None:
            seen[table] = min(now, _epoch(board.updated_at, now))
        else:
            seen[table] = now
    return replace(snap, seen=seen)


def _epoch(text: str, default: float) -> float:
    try:
        return datetime.fromisoformat(text).timestamp()
    except (ValueError, TypeError):
        return default


def search_key(text: str) -> str:
    """A name, reading or search as compared (:func:`daifugo_gui.web.finding.search_key`)."""
    return finding.search_key(text)
