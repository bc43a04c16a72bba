"""The tournament database schema and its migrations.

The schema is written with SQLAlchemy Core types only (Integer, Text, Boolean), so the
same tables work on the default SQLite file and on a shared PostgreSQL server. Every
schema change bumps :data:`CURRENT_VERSION` and adds one step to :data:`MIGRATIONS`; a
file made by an older version is migrated forward, one transaction per step, when it is
opened.

Version history:

- v1: tournament, players, rounds, game_tables, seats, byes, games, results.
- v2: ``players.dropped_from_round`` (a player who withdraws is no longer seated from
  that round on) and ``games.source`` (where a game came from: "console" or the name of
  an imported record file), back-filled as "unknown" for games recorded under v1.
- v3: ``corrections``, the audit log of results changed after they were recorded: when,
  who, which table, why, and the results before and after (JSON).
- v4: ``tournament.options_json``: the format's own numbers (a swiss event's final, a
  group stage, the match rule), as JSON; NULL (every older file) reads as no options.
- v5: ``match_games``, each game of a match at a table of two (its record, who moved
  first, who won); the table's result in ``games``/``results`` is the match's, once
  decided.
- v6: a correction keeps the judged record. ``games.correction_id`` names the latest
  correction of that game's result (``results`` hold the corrected result, ``record_json``
  stays what was judged); ``corrections.replaced_record_json`` keeps a record that a
  re-imported one replaced; ``games.record_digest`` is the SHA-256 of ``record_json`` as
  written, so a damaged record is found on reading. NULL (every older file) means none.
- v7: ``requested_byes``, a player's request to sit out a round ("pause one round"):
  the round by number (it is not seated yet), the player, when it was asked. Seating
  that round gives the player a bye (a row in ``byes``) instead of a seat.
- v8: ``match_games.record_digest``, the SHA-256 of each match game's record as written,
  as ``games`` has since v6 (issue 38). The migration seals every record that had none
  and still reads as a record (files from before v6, match games): from then on a changed
  byte is found on reading. A record that no longer reads stays unsealed, and damaged.
"""

from __future__ import annotations

from typing import Any, Callable

import sqlalchemy as sa
from sqlalchemy.engine import Connection
from sqlalchemy.schema import CreateColumn

from daifugo_gui.tournament.database import lock_for_create, write_transaction
from daifugo_gui.rules.errors import Explained
from daifugo_gui.tournament.reasons import TournamentCode as TC, reason

CURRENT_VERSION = 8


class SchemaError(Explained):
    """The database is not a tournament, or was written by a newer version."""


def build_metadata(version: int = CURRENT_VERSION) -> tuple[sa.MetaData, dict[str, sa.Table]]:
    """The tables as they stand at schema ``version`` (1 … CURRENT_VERSION)."""
    md = sa.MetaData()
    t: dict[str, sa.Table] = {}
    t["schema_version"] = sa.Table(
        "schema_version", md, sa.Column("version", sa.Integer, nullable=False)
    )
    tournament_columns: list[sa.schema.SchemaItem] = [
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("name", sa.Text, nullable=False),
        sa.Column("format", sa.Text, nullable=False),  # formats.Format's values
        sa.Column("seed", sa.Integer, nullable=False),
        sa.Column("table_size", sa.Integer, nullable=False),
        sa.Column("min_table_size", sa.Integer, nullable=False),
        sa.Column("advance", sa.Integer, nullable=False),  # knock-out: players on per table
        sa.Column("scoring_json", sa.Text, nullable=False),
        sa.Column("settings_json", sa.Text, nullable=False),  # the game settings used
        sa.Column("created_at", sa.Text, nullable=False),
    ]
    if version >= 4:
        tournament_columns.append(sa.Column("options_json", sa.Text, nullable=True))
    t["tournament"] = sa.Table("tournament", md, *tournament_columns)
    player_columns: list[sa.schema.SchemaItem] = [
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("name", sa.Text, nullable=False, unique=True),
        sa.Column("reading", sa.Text, nullable=False, server_default=""),
        sa.Column("affiliation", sa.Text, nullable=False, server_default=""),
        sa.Column("registered_at", sa.Text, nullable=False),
    ]
    if version >= 2:
        player_columns.append(sa.Column("dropped_from_round", sa.Integer, nullable=True))
    t["players"] = sa.Table("players", md, *player_columns)
    t["rounds"] = sa.Table(
        "rounds",
        md,
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("number", sa.Integer, nullable=False, unique=True),
        sa.Column("method", sa.Text, nullable=False),  # "random" | "standings" | "bracket"
        sa.Column("seed", sa.Integer, nullable=True),
        sa.Column("created_at", sa.Text, nullable=False),
    )
    t["game_tables"] = sa.Table(
        "game_tables",
        md,
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("round_id", sa.Integer, sa.ForeignKey("rounds.id"), nullable=False),
        sa.Column("number", sa.Integer, nullable=False),
        sa.UniqueConstraint("round_id", "number"),
    )
    t["seats"] = sa.Table(
        "seats",
        md,
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("table_id", sa.Integer, sa.ForeignKey("game_tables.id"), nullable=False),
        sa.Column("position", sa.Integer, nullable=False),
        sa.Column("player_id", sa.Integer, sa.ForeignKey("players.id"), nullable=False),
        sa.Column("overridden", sa.Boolean, nullable=False, server_default=sa.false()),
        sa.UniqueConstraint("table_id", "position"),
    )
    t["byes"] = sa.Table(
        "byes",
        md,
        sa.Column("round_id", sa.Integer, sa.ForeignKey("rounds.id"), primary_key=True),
        sa.Column("player_id", sa.Integer, sa.ForeignKey("players.id"), primary_key=True),
    )
    game_columns: list[sa.schema.SchemaItem] = [
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column(
            "table_id", sa.Integer, sa.ForeignKey("game_tables.id"), nullable=False, unique=True
        ),
        sa.Column("record_json", sa.Text, nullable=False),
        sa.Column("settings_json", sa.Text, nullable=False),
        sa.Column("started_at", sa.Text, nullable=True),
        sa.Column("ended_at", sa.Text, nullable=True),
        sa.Column("recorded_at", sa.Text, nullable=False),
        sa.Column("finished", sa.Boolean, nullable=False),
        sa.Column("stop_reason", sa.Text, nullable=True),
    ]
    if version >= 2:
        game_columns.append(sa.Column("source", sa.Text, nullable=True))
    if version >= 6:
        game_columns.append(sa.Column("correction_id", sa.Integer, nullable=True))
        # SHA-256 of record_json as written: damage that still parses is found on reading.
        game_columns.append(sa.Column("record_digest", sa.Text, nullable=True))
    t["games"] = sa.Table("games", md, *game_columns)
    t["results"] = sa.Table(
        "results",
        md,
        sa.Column("game_id", sa.Integer, sa.ForeignKey("games.id"), primary_key=True),
        sa.Column("player_id", sa.Integer, sa.ForeignKey("players.id"), primary_key=True),
        sa.Column("rank", sa.Integer, nullable=False),
        sa.Column("points", sa.Integer, nullable=False),
        sa.Column("cards_left", sa.Integer, nullable=False),
        sa.Column("fouls", sa.Integer, nullable=False),
        sa.Column("timeouts", sa.Integer, nullable=False),
        sa.Column("disqualified", sa.Boolean, nullable=False),
        # Digits as text: a prime made of many cards overflows a 64-bit integer.
        sa.Column("largest_prime", sa.Text, nullable=True),
    )
    if version >= 3:
        t["corrections"] = _corrections_table(md, version)
    if version >= 5:
        t["match_games"] = _match_games_table(md, version)
    if version >= 7:
        t["requested_byes"] = _requested_byes_table(md)
    return md, t


def _requested_byes_table(md: sa.MetaData) -> sa.Table:
    # The round by number: a request is made before its round exists, and outlives a
    # seating taken back (the round seated anew leaves the player out again).
    return sa.Table(
        "requested_byes",
        md,
        sa.Column("round", sa.Integer, primary_key=True),
        sa.Column("player_id", sa.Integer, sa.ForeignKey("players.id"), primary_key=True),
        sa.Column("requested_at", sa.Text, nullable=False),
    )


def _corrections_table(md: sa.MetaData, version: int = 3) -> sa.Table:
    # Round and table by number, not by id: a correction stays readable even after the
    # round it names was taken back and seated anew.
    extra = [sa.Column("replaced_record_json", sa.Text, nullable=True)] if version >= 6 else []
    return sa.Table(
        "corrections",
        md,
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("at", sa.Text, nullable=False),
        sa.Column("who", sa.Text, nullable=False),
        sa.Column("round", sa.Integer, nullable=False),
        sa.Column("table_number", sa.Integer, nullable=False),
        sa.Column("why", sa.Text, nullable=False, server_default=""),
        sa.Column("before_json", sa.Text, nullable=False),
        sa.Column("after_json", sa.Text, nullable=False),
        *extra,
    )


def _match_games_table(md: sa.MetaData, version: int = 5) -> sa.Table:
    # v8: the digest of the record as written, as for ``games`` (damage found on reading).
    extra = [sa.Column("record_digest", sa.Text, nullable=True)] if version >= 8 else []
    return sa.Table(
        "match_games",
        md,
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("table_id", sa.Integer, sa.ForeignKey("game_tables.id"), nullable=False),
        sa.Column("number", sa.Integer, nullable=False),  # game 1, 2, … of the match
        sa.Column("record_json", sa.Text, nullable=False),
        sa.Column("first_id", sa.Integer, sa.ForeignKey("players.id"), nullable=False),
        sa.Column("winner_id", sa.Integer, sa.ForeignKey("players.id"), nullable=False),
        # Each player's cards left, fouls, time-outs, largest prime in this game (JSON by
        # player id): the match's result adds them up without replaying every record.
        sa.Column("results_json", sa.Text, nullable=False),
        sa.Column("started_at", sa.Text, nullable=True),
        sa.Column("ended_at", sa.Text, nullable=True),
        sa.Column("recorded_at", sa.Text, nullable=False),
        sa.Column("source", sa.Text, nullable=True),
        *extra,
        sa.UniqueConstraint("table_id", "number"),
    )


METADATA, TABLES = build_metadata(CURRENT_VERSION)


def _add_column(conn: Connection, table: str, column: sa.Column[Any]) -> None:
    """ALTER TABLE … ADD COLUMN, spelled by the connection's own dialect."""
    ddl = CreateColumn(column).compile(dialect=conn.dialect)
    conn.execute(sa.text(f"ALTER TABLE {table} ADD COLUMN {ddl}"))


def _migrate_1_to_2(conn: Connection) -> None:
    _add_column(conn, "players", sa.Column("dropped_from_round", sa.Integer, nullable=True))
    _add_column(conn, "games", sa.Column("source", sa.Text, nullable=True))
    games = TABLES["games"]
    conn.execute(sa.update(games).where(games.c.source.is_(None)).values(source="unknown"))


def _migrate_2_to_3(conn: Connection) -> None:
    _corrections_table(sa.MetaData()).create(conn)


def _migrate_3_to_4(conn: Connection) -> None:
    # NULL means "no options": the formats an older file can hold (swiss, knock-out) have none.
    _add_column(conn, "tournament", sa.Column("options_json", sa.Text, nullable=True))


def _migrate_4_to_5(conn: Connection) -> None:
    _match_games_table(build_metadata(4)[0]).create(conn)


def _migrate_5_to_6(conn: Connection) -> None:
    # Corrections made before v6 replaced the record with the typed sheet; those games
    # keep it (their judged record is gone), and read as not corrected by id.
    _add_column(conn, "games", sa.Column("correction_id", sa.Integer, nullable=True))
    _add_column(conn, "games", sa.Column("record_digest", sa.Text, nullable=True))
    _add_column(conn, "corrections", sa.Column("replaced_record_json", sa.Text, nullable=True))


def _migrate_6_to_7(conn: Connection) -> None:
    # checkfirst: a file set back to an older version by hand (as tests make old files)
    # may still hold the table; its rows are kept.
    _requested_byes_table(build_metadata(6)[0]).create(conn, checkfirst=True)


def _migrate_7_to_8(conn: Connection) -> None:
    from daifugo_gui.tournament.stored_records import parsed_record, record_digest

    # A file set back to an older version by hand (as tests make old files) may have it.
    if "record_digest" not in {c["name"] for c in sa.inspect(conn).get_columns("match_games")}:
        _add_column(conn, "match_games", sa.Column("record_digest", sa.Text, nullable=True))
    for table in (TABLES["games"], TABLES["match_games"]):
        unsealed = conn.execute(sa.select(table.c.id, table.c.record_json).where(table.c.record_digest.is_(None)))
        for row in unsealed.all():
            if parsed_record(row.record_json) is not None:  # what no longer reads stays damaged
                conn.execute(sa.update(table).where(table.c.id == row.id)
                             .values(record_digest=record_digest(row.record_json)))


# MIGRATIONS[v] takes a database at version v to version v + 1.
MIGRATIONS: dict[int, Callable[[Connection], None]] = {
    1: _migrate_1_to_2, 2: _migrate_2_to_3, 3: _migrate_3_to_4, 4: _migrate_4_to_5, 5: _migrate_5_to_6,
    6: _migrate_6_to_7, 7: _migrate_7_to_8,
}


def read_version(conn: Connection) -> int | None:
    """The schema version stored in the database; None for an empty database."""
    inspector = sa.inspect(conn)
    names = set(inspector.get_table_names())
    if "schema_version" not in names:
        if names:
            raise SchemaError(reason(TC.NOT_A_TOURNAMENT_TABLES, tables=", ".join(sorted(names))))
        return None
    row = conn.execute(sa.select(TABLES["schema_version"].c.version)).first()
    if row is None:
        raise SchemaError(reason(TC.SCHEMA_TABLE_EMPTY))
    return int(row[0])


def create_schema(conn: Connection, version: int = CURRENT_VERSION) -> None:
    """Create every table at ``version`` in an empty database."""
    md, tables = build_metadata(version)
    md.create_all(conn)
    conn.execute(sa.insert(tables["schema_version"]).values(version=version))


def migrate(engine: sa.Engine) -> tuple[int, int]:
    """Bring the database up to :data:`CURRENT_VERSION`; returns (from, to).

    Each step runs in its own transaction and bumps the stored version in that same
    transaction, so an interrupted migration leaves the file at a consistent version.
    """
    with engine.connect() as conn:
        start = read_version(conn)
    if start is None:
        raise SchemaError(reason(TC.CREATE_FIRST))
    if start > CURRENT_VERSION:
        raise SchemaError(reason(TC.NEWER_SCHEMA_THAN, version=start, understood=CURRENT_VERSION))
    version = start
    while version < CURRENT_VERSION:
        with write_transaction(engine, lock=lock_for_create) as conn:
            # Another console opening the same server may have migrated meanwhile.
            version = read_version(conn) or version
            if version >= CURRENT_VERSION:
                break
            MIGRATIONS[version](conn)
            conn.execute(sa.update(TABLES["schema_version"]).values(version=version + 1))
        version += 1
    return start, version
