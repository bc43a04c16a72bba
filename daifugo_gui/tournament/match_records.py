"""Every game of every match, as recorded (read-only): for exporting a match's games
and for printing them all on the match's score sheet (issue 39).

A table of two playing a match keeps each game's record in ``match_games``; the table's
stored result holds only the game that decided it. This reads them all, in order.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Mapping

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from daifugo_gui.tournament.database import make_engine
from daifugo_gui.tournament.location import database_url
from daifugo_gui.tournament.stored_records import parsed_record
from daifugo_gui.tournament.schema import TABLES as T


def read_match_records(target: str) -> dict[tuple[int, int], list[dict[str, Any] | None]]:
    """The records of every match game by (round, table), game 1 first; {} when the
    tournament plays no matches. A record that is damaged (changed since it was written,
    or no longer a record) is None in its place, for the reader to name."""
    engine = make_engine(database_url(target), read_only=True)
    m, gt, r = T["match_games"], T["game_tables"], T["rounds"]
    out: dict[tuple[int, int], list[dict[str, Any] | None]] = {}
    try:
        with engine.connect() as conn:
            rows = conn.execute(
                sa.select(r.c.number.label("round"), gt.c.number.label("table"), m.c.record_json,
                          m.c.record_digest)
                .select_from(m.join(gt, m.c.table_id == gt.c.id).join(r, gt.c.round_id == r.c.id))
                .order_by(r.c.number, gt.c.number, m.c.number)
            ).all()
    finally:
        engine.dispose()
    for row in rows:
        out.setdefault((int(row.round), int(row.table)), []).append(parsed_record(row.record_json, row.record_digest))
    return out


@dataclass(frozen=True)
class FirstMoverException:
    """A match game the judge accepted although another player than the rule's opened
    (the record's ``meta.first_mover`` audit note)."""

    rule: str  # who should have opened by the match's rule
    played: str  # who did
    because: str  # the judge's reason
    at: str  # when it was accepted
    by: str  # who accepted it, where the record names them ("" where it does not)


@dataclass(frozen=True)
class MatchGameRecord:
    """One stored game of a match, for its score sheet: who opened and won, each
    player's figures (by name), the record as stored (a console's moves, or a paper
    sheet's lines) and where it came from."""

    number: int
    first: str
    winner: str
    results: Mapping[str, Mapping[str, Any]]  # name -> cards_left, fouls, timeouts, largest_prime
    record: Mapping[str, Any]
    started_at: str | None
    ended_at: str | None
    source: str
    damaged: bool = False  # the stored record failed its checksum: ``record`` is empty (issue 38)

    @property
    def exception(self) -> FirstMoverException | None:
        meta = self.record.get("meta")
        note = meta.get("first_mover") if isinstance(meta, dict) else None
        if not isinstance(note, dict):
            return None
        by = note.get("allowed_by") or (meta.get("judge") if isinstance(meta, dict) else "")
        return FirstMoverException(str(note.get("rule", "")), str(note.get("played", "")),
                                   str(note.get("accepted_because", "")), str(note.get("at", "")), str(by or ""))


def read_match_game_records(conn: Connection, round_number: int, table_number: int) -> list[MatchGameRecord]:
    """Every game of the match at a round's table, game 1 first ([]: no match there)."""
    m, gt, r, p = T["match_games"], T["game_tables"], T["rounds"], T["players"]
    names = {int(row.id): str(row.name) for row in conn.execute(sa.select(p.c.id, p.c.name))}
    rows = conn.execute(
        sa.select(m).select_from(m.join(gt, m.c.table_id == gt.c.id).join(r, gt.c.round_id == r.c.id))
        .where(r.c.number == round_number, gt.c.number == table_number).order_by(m.c.number)
    ).all()
    games = []
    for row in rows:
        results = json.loads(row.results_json)
        record = parsed_record(row.record_json, row.record_digest)
        games.append(MatchGameRecord(
            int(row.number), names.get(int(row.first_id), ""), names.get(int(row.winner_id), ""),
            {names.get(int(pid), str(pid)): dict(values) for pid, values in results.items()},
            record or {}, row.started_at, row.ended_at, str(row.source or ""), damaged=record is None,
        ))
    return games
