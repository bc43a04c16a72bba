"""Every game of every match, as recorded (read-only): for exporting a match's games.

A table of two playing a match keeps each game's record in ``match_games``; the table's
stored result holds only the game that decided it. This reads them all, in order.
"""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa

from daifugo_gui.tournament.database import make_engine
from daifugo_gui.tournament.location import database_url
from daifugo_gui.tournament.queries import parsed_record
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
