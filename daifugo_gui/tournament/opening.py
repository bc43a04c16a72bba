"""Creating and opening a tournament's database: the schema made or migrated, a damaged
file refused before anything is read from it, an older file read without writing to it."""

from __future__ import annotations

import json
import random
import shutil
import sqlite3
import tempfile
import unicodedata
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator, Mapping

import sqlalchemy as sa

from daifugo_gui.tournament.commands.settings import check_table_sizes
from daifugo_gui.tournament.database import lock_for_create, make_engine, write_transaction
from daifugo_gui.tournament.errors import TournamentError
from daifugo_gui.tournament.formats import FormatOptions, format_of
from daifugo_gui.tournament.location import LocationError, database_url, is_server, public_url, without_secrets
from daifugo_gui.tournament.reasons import TournamentCode as TC, at, reason
from daifugo_gui.tournament.schema import CURRENT_VERSION, TABLES as T, SchemaError, create_schema, migrate, read_version
from daifugo_gui.tournament.scoring import ScoringRules
from daifugo_gui.tournament.views import now_text


@dataclass(frozen=True)
class Opened:
    """An engine on a tournament's database, as the façade keeps it."""

    engine: sa.Engine
    location: str  # as shown: a path, or a server URL without its password
    target: str  # as opened (with the password)
    scratch: Path | None = None  # an upgraded private copy's folder, removed on closing


def url_of(target: str | Path) -> str:
    try:
        return database_url(target)
    except LocationError as exc:
        raise TournamentError(exc.reason) from None


def _check_tournament_name(name: str) -> None:
    """The tournament's name is on every print, page and hall display: a control or format
    character (a bell, U+202E turning the text around, a zero-width mark) is refused as it
    is in a player's name (issue 38)."""
    for position, char in enumerate(str(name), start=1):
        if unicodedata.category(char)[0] == "C":
            raise TournamentError(reason(TC.TOURNAMENT_NAME_CONTROL, codepoint=f"{ord(char):04X}", position=position))


def create(
    target: str | Path,
    name: str,
    *,
    format: str,
    seed: int | None,
    table_size: int,
    min_table_size: int,
    advance: int,
    scoring: ScoringRules | None,
    settings: Mapping[str, Any] | None,
    options: FormatOptions | None,
) -> Opened:
    """A new tournament in an empty database (see :meth:`Tournament.create`)."""
    _check_tournament_name(name)
    fmt = format_of(format)
    check_table_sizes(min_table_size, table_size)
    options = fmt.check(options or FormatOptions())
    # Players go on from knock-out tables: a group stage's tables have no say in it.
    knockout_seats = fmt.knockout_seats(options, table_size) or table_size
    if not 1 <= advance < knockout_seats:
        raise TournamentError(reason(TC.ADVANCE_RANGE, advance=advance, most=knockout_seats - 1))
    if not is_server(target) and Path(target).exists() and Path(target).stat().st_size:
        raise TournamentError(at(str(target), TC.ALREADY_EXISTS))
    shown = public_url(target)
    engine = make_engine(url_of(target))
    with _given_back_when_refused(engine, shown), write_transaction(engine, lock=lock_for_create) as conn:
        if read_version(conn) is not None:
            raise TournamentError(at(shown, TC.ALREADY_HOLDS_TOURNAMENT))
        create_schema(conn)
        conn.execute(
            sa.insert(T["tournament"]).values(
                id=1,
                name=name,
                format=format,
                seed=random.SystemRandom().randrange(10**6) if seed is None else int(seed),
                table_size=table_size,
                min_table_size=min_table_size,
                advance=advance,
                scoring_json=json.dumps((scoring or ScoringRules()).to_dict()),
                settings_json=json.dumps(dict(settings or {}), ensure_ascii=False),
                created_at=now_text(),
                options_json=json.dumps(options.to_dict()),
            )
        )
    return Opened(engine, shown, str(target))


def open_existing(target: str | Path, read_only: bool = False) -> Opened:
    """An existing tournament, migrated forward (see :meth:`Tournament.open`)."""
    shown = public_url(target)
    if not is_server(target) and not Path(target).is_file():
        raise TournamentError(at(str(target), TC.NO_SUCH_FILE))
    engine = make_engine(url_of(target), read_only=read_only)
    try:
        with _given_back_when_refused(engine, shown):
            version = _checked_version(engine, target)
            if version is None:
                raise TournamentError(at(shown, TC.EMPTY_DATABASE))
            if read_only:
                if version < CURRENT_VERSION and engine.dialect.name == "sqlite":
                    engine.dispose()
                    return _read_upgraded_copy(Path(target), shown)
                if version < CURRENT_VERSION:
                    raise TournamentError(at(shown, TC.OLDER_SCHEMA, version=version))
                if version > CURRENT_VERSION:
                    raise TournamentError(at(shown, TC.NEWER_SCHEMA, version=version))
            else:
                migrate(engine)
    except sa.exc.DatabaseError as exc:
        engine.dispose()
        detail = without_secrets(str(exc.orig), target)
        raise TournamentError(at(shown, TC.NOT_A_TOURNAMENT, detail=detail)) from None
    return Opened(engine, shown, str(target))


@contextmanager
def _given_back_when_refused(engine: sa.Engine, shown: str) -> Iterator[None]:
    """A refused create or open gives its engine back (its pool holds the file or a server
    connection) and says a schema error in the tournament's words."""
    try:
        yield
    except SchemaError as exc:
        engine.dispose()
        raise TournamentError(at(shown, exc.reason)) from None
    except TournamentError:
        engine.dispose()
        raise


def _checked_version(engine: sa.Engine, target: str | Path) -> int | None:
    """The stored schema version, after SQLite's full integrity check (indexes against
    their tables too): a damaged copy is refused before anything is read from it."""
    with engine.connect() as conn:
        if engine.dialect.name == "sqlite":
            verdict = [row[0] for row in conn.exec_driver_sql("PRAGMA integrity_check(5)").fetchall()]
            if verdict != ["ok"]:
                raise TournamentError(at(str(target), TC.FILE_DAMAGED, detail=verdict[0][:120]))
        return read_version(conn)


def _read_upgraded_copy(path: Path, shown: str) -> Opened:
    """An older file read without writing to it: a private copy is upgraded and read
    (the file itself stays as it was, byte for byte, and on read-only media too)."""
    scratch = Path(tempfile.mkdtemp(prefix="daifugo-read-"))
    copy = scratch / "copy.sqlite"
    try:
        source = sqlite3.connect(f"file:{path.resolve()}?mode=ro", uri=True)
        try:
            with sqlite3.connect(copy) as target:
                source.backup(target)
            target.close()
        finally:
            source.close()
        engine = make_engine(url_of(copy))
        try:
            migrate(engine)
        finally:
            engine.dispose()
    except (sqlite3.Error, OSError, SchemaError, sa.exc.DatabaseError) as exc:
        shutil.rmtree(scratch, ignore_errors=True)
        raise TournamentError(at(shown, TC.NOT_A_TOURNAMENT, detail=str(exc)[:120])) from None
    return Opened(make_engine(url_of(copy), read_only=True), shown, str(path), scratch)
