"""The schema stays portable SQL: it compiles for PostgreSQL, and runs there when one is given.

The PostgreSQL tests run on the server the test suite starts by itself (``pg_url`` in
conftest.py: a fresh database on 127.0.0.1 for each test).
"""

from __future__ import annotations

import random

import pytest
import sqlalchemy as sa
from sqlalchemy.dialects import postgresql
from sqlalchemy.schema import CreateColumn, CreateTable

from daifugo_gui.tournament import Tournament, schema
from daifugo_gui.tournament.demo import eventful_record, finished_record


@pytest.mark.parametrize("version", [1, 2])
def test_schema_compiles_for_postgresql(version: int) -> None:
    md, tables = schema.build_metadata(version)
    dialect = postgresql.dialect()
    ddl = {name: str(CreateTable(t).compile(dialect=dialect)) for name, t in tables.items()}
    assert "BOOLEAN" in ddl["results"] and "TEXT" in ddl["games"]
    assert ("dropped_from_round" in ddl["players"]) == (version >= 2)
    # The migration's ALTER TABLE is spelled by the dialect too.
    column = sa.Column("dropped_from_round", sa.Integer, nullable=True)
    assert str(CreateColumn(column).compile(dialect=dialect)) == "dropped_from_round INTEGER"


def test_tournament_on_postgresql(pg_url: str) -> None:
    PG_URL = pg_url
    engine = sa.create_engine(PG_URL)
    with engine.begin() as conn:
        schema.create_schema(conn, version=1)
        conn.execute(sa.insert(schema.build_metadata(1)[1]["tournament"]).values(
            id=1, name="旧大会", format="swiss", seed=1, table_size=4, min_table_size=3, advance=1,
            scoring_json="{}", settings_json="{}", created_at="2025-01-01"))
    engine.dispose()
    t = Tournament.open(PG_URL)  # migrates v1 → v2 → … → the current version
    assert t.info().schema_version == schema.CURRENT_VERSION
    t.add_players((f"選手{i}", "", "") for i in range(11))
    rng = random.Random(1)
    for _ in range(2):
        view = t.seat_round()
        for table in view.tables:
            names = [p.name for p in table.players]
            rng.shuffle(names)
            record = eventful_record(names) if len(names) == 4 else finished_record(names)
            t.record_game(view.number, table.number, record)
    rows = t.standings()
    assert len(rows) == 11 and rows[0].place == 1
    t.drop_player(rows[-1].name)
    t.close()
    again = Tournament.open(PG_URL)
    assert [r.name for r in again.standings()] == [r.name for r in rows]
    again.close()
