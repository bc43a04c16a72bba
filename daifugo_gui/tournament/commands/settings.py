"""The tournament's own settings: points per rank (every result re-scored), table sizes
(before round 1), the game settings for the games still to play."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any, Mapping

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from daifugo_gui.rules.errors import RecordError
from daifugo_gui.tournament import queries as q
from daifugo_gui.tournament.errors import SettingProblem, TournamentError
from daifugo_gui.tournament.formats import FormatOptions, format_of
from daifugo_gui.tournament.game_settings import checked_settings
from daifugo_gui.tournament.reasons import TournamentCode as TC, reason
from daifugo_gui.tournament.schema import TABLES as T
from daifugo_gui.tournament.scoring import ScoringRules


def set_scoring(conn: Connection, scoring: ScoringRules) -> None:
    """Change the points per rank; every stored result is re-scored with them."""
    conn.execute(sa.update(T["tournament"]).values(scoring_json=json.dumps(scoring.to_dict())))
    rescore(conn, scoring)


def rescore(conn: Connection, scoring: ScoringRules) -> None:
    """Re-score every result; only the rows whose points change are written, in one
    executemany (an edit in the points editor touches a few hundred rows, not all)."""
    res = T["results"]
    rows = conn.execute(sa.select(res.c.game_id, res.c.player_id, res.c.rank, res.c.points)).all()
    sizes: Counter[int] = Counter(row.game_id for row in rows)
    changes = [
        {"g": row.game_id, "p": row.player_id, "points": new}
        for row in rows
        if (new := scoring.points_for(row.rank, sizes[row.game_id])) != row.points
    ]
    if changes:
        conn.execute(
            sa.update(res)
            .where(res.c.game_id == sa.bindparam("g"), res.c.player_id == sa.bindparam("p"))
            .values(points=sa.bindparam("points")),
            changes,
        )


def check_table_sizes(min_table_size: int, table_size: int) -> None:
    if not 2 <= min_table_size <= table_size:
        raise TournamentError(reason(TC.TABLE_SIZES_NONSENSE, smallest=min_table_size, largest=table_size))


def set_table_sizes(conn: Connection, min_table_size: int, table_size: int) -> None:
    """Seats per table, before round 1 is seated (its draw is checked against them)."""
    check_table_sizes(min_table_size, table_size)
    if q.last_round(conn):
        raise TournamentError(reason(TC.TABLE_SIZES_FIXED))
    advance, fmt = conn.execute(sa.select(T["tournament"].c.advance, T["tournament"].c.format)).one()
    if format_of(fmt).knockout_seats(FormatOptions(), table_size) == table_size and not advance < table_size:
        raise TournamentError(reason(TC.TOO_FEW_SEATS, seats=table_size, advance=advance))
    conn.execute(sa.update(T["tournament"]).values(table_size=table_size, min_table_size=min_table_size))


def clean_settings(settings: Mapping[str, Any]) -> dict[str, Any]:
    """Game settings checked (record keys); unknown keys or values are refused by name."""
    try:
        return checked_settings(settings)
    except (SettingProblem, RecordError) as exc:
        raise TournamentError(reason(TC.GAME_SETTINGS, why=exc.reason)) from None


def set_settings(conn: Connection, clean: Mapping[str, Any]) -> None:
    """Store checked game settings (:func:`clean_settings`) for the games still to play."""
    conn.execute(sa.update(T["tournament"]).values(settings_json=json.dumps(dict(clean), ensure_ascii=False)))
