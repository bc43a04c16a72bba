"""The commands that change a tournament, kept in one database (SQLite file by default,
any SQLAlchemy URL allowed).

Every method that writes runs in one transaction: a round is seated with all its
tables, seats and byes or not at all; a game is stored with its record and every
player's result or not at all. Readers never see half a write.
"""

from __future__ import annotations

import json
import random
from dataclasses import replace as replace_field
from collections import Counter
from pathlib import Path
from typing import Any, Iterable, Mapping, Sequence

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from daifugo_gui.rules.reasons import Reason
from daifugo_gui.rules.errors import RecordError
from daifugo_gui.rules.names import name_problem
from daifugo_gui.rules.record import read_record_file
from daifugo_gui.tournament import queries as q
from daifugo_gui.tournament.database import lock_for_create, make_engine, take_notes, write_transaction
from daifugo_gui.tournament.crosstable import Crosstable, crosstable
from daifugo_gui.tournament.exchange import read_players_csv, write_standings_csv, write_standings_json
from daifugo_gui.tournament.errors import Clash, PasswordNeeded, RecordImportError, SettingProblem, TournamentError
from daifugo_gui.tournament.formats import FormatOptions, NextStep, SeatContext, Step, format_of
from daifugo_gui.tournament.game_settings import checked_settings, preset_settings
from daifugo_gui.tournament.paper import PAPER_FORMAT, PaperRow, check_sheet, rows_of, sheet_record, sheet_summary
from daifugo_gui.tournament.location import LocationError, database_url, is_server, public_url, without_secrets
from daifugo_gui.tournament.reasons import TournamentCode as TC, at, reason
from daifugo_gui.tournament.schema import (
    CURRENT_VERSION,
    TABLES,
    SchemaError,
    create_schema,
    migrate,
    read_version,
)
from daifugo_gui.tournament.scoring import ScoringRules, StandingRow
from daifugo_gui.tournament.seating import Seating, random_seating
from daifugo_gui.tournament.summary import GameSummary, RecordProblem, prime_key, summarize_record
from daifugo_gui.tournament.matches import MatchState, match_state
from daifugo_gui.tournament.views import (
    Player,
    StoredMatchGame,
    RoundView,
    SeatDifference,
    Correction,
    StoredGame,
    TableView,
    TournamentInfo,
    now_text,
    same_name,
)

T = TABLES


class Tournament:
    """One tournament. Create with :meth:`create`, reopen with :meth:`open`."""

    def __init__(self, engine: sa.Engine, location: str, target: str | None = None) -> None:
        self._engine = engine
        self.location = location  # as shown: a path, or a server URL without its password
        self.target = target or location  # as opened (with the password): other windows reopen it
        self._scratch: Path | None = None  # an upgraded private copy, read instead of an older file

    # ----------------------------------------------------------------- lifecycle
    @classmethod
    def create(
        cls,
        target: str | Path,
        name: str,
        *,
        format: str = "swiss",
        seed: int | None = None,
        table_size: int = 4,
        min_table_size: int = 3,
        advance: int = 1,
        scoring: ScoringRules | None = None,
        settings: Mapping[str, Any] | None = None,
        options: FormatOptions | None = None,
    ) -> Tournament:
        """A new tournament in an empty database (a new SQLite file by default).

        ``options``: what the format needs besides (``swiss_final``: the swiss rounds, the
        players in the final and its table size; see :class:`FormatOptions`).
        """
        fmt = format_of(format)
        if not 2 <= min_table_size <= table_size:
            raise TournamentError(reason(TC.TABLE_SIZES_NONSENSE, smallest=min_table_size, largest=table_size))
        options = fmt.check(options or FormatOptions())
        # Players go on from knock-out tables: a group stage's tables have no say in it.
        knockout_seats = fmt.knockout_seats(options, table_size) or table_size
        if not 1 <= advance < knockout_seats:
            raise TournamentError(reason(TC.ADVANCE_RANGE, advance=advance, most=knockout_seats - 1))
        if not is_server(target) and Path(target).exists() and Path(target).stat().st_size:
            raise TournamentError(at(str(target), TC.ALREADY_EXISTS))
        shown = public_url(target)
        engine = make_engine(_url_of(target))
        try:
            with write_transaction(engine, lock=lock_for_create) as conn:
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
        except SchemaError as exc:
            engine.dispose()
            raise TournamentError(at(shown, exc.reason)) from None
        except TournamentError:
            engine.dispose()
            raise
        return cls(engine, shown, str(target))

    @classmethod
    def open(cls, target: str | Path, read_only: bool = False) -> Tournament:
        """Open an existing tournament, migrating an older schema forward.

        The file's integrity is checked first: a damaged copy is refused, never read.
        ``read_only`` opens it for reading only (a report): nothing is written, not even a
        migration, so it works on read-only media and leaves the file as it was.
        """
        shown = public_url(target)
        if not is_server(target) and not Path(target).is_file():
            raise TournamentError(at(str(target), TC.NO_SUCH_FILE))
        engine = make_engine(_url_of(target), read_only=read_only)
        try:
            with engine.connect() as conn:
                if engine.dialect.name == "sqlite":
                    # The full check (indexes against their tables too): a damaged copy is
                    # refused before anything is read from it, or printed.
                    verdict = [row[0] for row in conn.exec_driver_sql("PRAGMA integrity_check(5)").fetchall()]
                    if verdict != ["ok"]:
                        raise TournamentError(at(str(target), TC.FILE_DAMAGED, detail=verdict[0][:120]))
                version = read_version(conn)
            if version is None:
                raise TournamentError(at(shown, TC.EMPTY_DATABASE))
            if read_only:
                if version < CURRENT_VERSION and engine.dialect.name == "sqlite":
                    engine.dispose()
                    return cls._read_upgraded_copy(Path(target), shown)
                if version < CURRENT_VERSION:
                    raise TournamentError(at(shown, TC.OLDER_SCHEMA, version=version))
                if version > CURRENT_VERSION:
                    raise TournamentError(at(shown, TC.NEWER_SCHEMA, version=version))
            else:
                migrate(engine)
        except SchemaError as exc:
            engine.dispose()
            raise TournamentError(at(shown, exc.reason)) from None
        except TournamentError:
            engine.dispose()
            raise
        except sa.exc.DatabaseError as exc:
            engine.dispose()
            detail = without_secrets(str(exc.orig), target)
            raise TournamentError(at(shown, TC.NOT_A_TOURNAMENT, detail=detail)) from None
        return cls(engine, shown, str(target))

    @classmethod
    def _read_upgraded_copy(cls, path: Path, shown: str) -> Tournament:
        """An older file read without writing to it: a private copy is upgraded and read
        (the file itself stays as it was, byte for byte, and on read-only media too)."""
        import shutil
        import sqlite3
        import tempfile

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
            engine = make_engine(_url_of(copy))
            try:
                migrate(engine)
            finally:
                engine.dispose()
        except (sqlite3.Error, OSError, SchemaError, sa.exc.DatabaseError) as exc:
            shutil.rmtree(scratch, ignore_errors=True)
            raise TournamentError(at(shown, TC.NOT_A_TOURNAMENT, detail=str(exc)[:120])) from None
        opened = cls(make_engine(_url_of(copy), read_only=True), shown, str(path))
        opened._scratch = scratch
        return opened

    def take_notes(self) -> list[Reason]:
        """What the judge must still be told about writes that succeeded, once each: a
        change the server saved although the connection dropped before it said so."""
        return take_notes(self._engine)

    def close(self) -> None:
        self._engine.dispose()
        if self._scratch is not None:
            import shutil

            shutil.rmtree(self._scratch, ignore_errors=True)
            self._scratch = None

    def __enter__(self) -> Tournament:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ----------------------------------------------------------------- settings
    def info(self) -> TournamentInfo:
        with self._engine.connect() as conn:
            return q.read_info(conn)

    def _scoring(self) -> ScoringRules:
        with self._engine.connect() as conn:
            text = conn.execute(sa.select(T["tournament"].c.scoring_json)).scalar_one()
        return ScoringRules.from_dict(json.loads(text))

    def set_scoring(self, scoring: ScoringRules) -> None:
        """Change the points per rank; standings follow at once (points are recomputed)."""
        with write_transaction(self._engine) as conn:
            conn.execute(
                sa.update(T["tournament"]).values(scoring_json=json.dumps(scoring.to_dict()))
            )
            self._rescore(conn, scoring)

    def set_table_sizes(self, min_table_size: int, table_size: int) -> None:
        """Seats per table (``min_table_size``..``table_size``), before round 1 is seated.

        Fixed afterwards: the first round's draw is checked (``verify_draw``) by dealing
        the seed again with these sizes.
        """
        if not 2 <= min_table_size <= table_size:
            raise TournamentError(reason(TC.TABLE_SIZES_NONSENSE, smallest=min_table_size, largest=table_size))
        with write_transaction(self._engine) as conn:
            if q.last_round(conn):
                raise TournamentError(reason(TC.TABLE_SIZES_FIXED))
            advance, fmt = conn.execute(sa.select(T["tournament"].c.advance, T["tournament"].c.format)).one()
            if format_of(fmt).knockout_seats(FormatOptions(), table_size) == table_size and not advance < table_size:
                raise TournamentError(reason(TC.TOO_FEW_SEATS, seats=table_size, advance=advance))
            conn.execute(
                sa.update(T["tournament"]).values(table_size=table_size, min_table_size=min_table_size)
            )

    def set_settings(self, settings: Mapping[str, Any]) -> dict[str, Any]:
        """Change the game settings used for the games still to play (record keys).

        Games already recorded keep the settings in their own record. Unknown keys or
        values are refused (TournamentError naming the key) and nothing changes.
        """
        try:
            clean = checked_settings(settings)
        except (SettingProblem, RecordError) as exc:
            raise TournamentError(reason(TC.GAME_SETTINGS, why=exc.reason)) from None
        with write_transaction(self._engine) as conn:
            conn.execute(
                sa.update(T["tournament"]).values(
                    settings_json=json.dumps(clean, ensure_ascii=False)
                )
            )
        return clean

    def set_preset(self, name: str) -> dict[str, Any]:
        """Play the remaining games with one of the rules' presets (``official`` …)."""
        return self.set_settings(preset_settings(name))  # an unknown preset: SettingProblem

    # ----------------------------------------------------------------- players
    def add_player(self, name: str, reading: str = "", affiliation: str = "") -> Player:
        return self.add_players([(name, reading, affiliation)])[0]

    def add_players(self, rows: Iterable[Sequence[str]], where: str = "") -> list[Player]:
        """Register players, all or none. ``where`` prefixes error messages (a file name)."""
        added = []
        with write_transaction(self._engine) as conn:
            taken = {same_name(r[0]) for r in conn.execute(sa.select(T["players"].c.name))}
            for index, row in enumerate(rows, start=1):
                name, reading, affiliation = (list(row) + ["", ""])[:3]
                name = (name or "").strip()
                place = reason(TC.PLAYER_NUMBER, number=index) if not where else _line_of(row, index)
                problem: Reason | None = None
                if not name:
                    problem = reason(TC.EMPTY_NAME)
                for text in (name, reading or "", affiliation or ""):
                    problem = problem or (name_problem(text) if text else None)
                if problem is None and same_name(name) in taken:
                    problem = reason(TC.ALREADY_REGISTERED, player=name)
                if problem is not None:
                    located = at(place, problem)
                    raise TournamentError(at(where, located) if where else located)
                taken.add(same_name(name))
                pid = conn.execute(  # type: ignore[index]  # an INSERT's key is never None
                    sa.insert(T["players"]).values(
                        name=name,
                        reading=(reading or "").strip(),
                        affiliation=(affiliation or "").strip(),
                        registered_at=now_text(),
                    )
                ).inserted_primary_key[0]
                added.append(Player(pid, name, (reading or "").strip(), (affiliation or "").strip()))
        return added

    def import_players_csv(self, path: str | Path) -> list[Player]:
        """Players from a CSV file with a header naming ``name`` (or 名前/氏名), and optionally
        ``reading`` (よみ/読み/ふりがな) and ``affiliation`` (所属). All rows or none."""
        rows = read_players_csv(path)
        return self.add_players(rows, where=str(path))

    def players(self) -> list[Player]:
        with self._engine.connect() as conn:
            return q.read_players(conn)

    def player(self, name: str) -> Player:
        with self._engine.connect() as conn:
            return q.find_player(conn, name)

    def drop_player(self, name: str, from_round: int | None = None) -> None:
        """A player withdraws: not seated from ``from_round`` on (default: the next round)."""
        with write_transaction(self._engine) as conn:
            player = q.find_player(conn, name)
            start = from_round if from_round is not None else q.last_round(conn) + 1
            conn.execute(
                sa.update(T["players"])
                .where(T["players"].c.id == player.id)
                .values(dropped_from_round=start)
            )

    def reinstate_player(self, name: str) -> Player:
        """A withdrawn player comes back: seated again from the next round on (the rounds
        missed stay missed; a round robin's schedule still has their place)."""
        with write_transaction(self._engine) as conn:
            player = q.find_player(conn, name)
            if player.dropped_from_round is None:
                raise TournamentError(reason(TC.NOT_WITHDRAWN, player=player.name))
            conn.execute(sa.update(T["players"]).where(T["players"].c.id == player.id).values(dropped_from_round=None))
        return self.player(player.name)

    def rename_player(self, old: str, new: str) -> Player:
        """Correct a player's name everywhere: the register and every recorded game.

        Records name their players, so each game of the player is rewritten in the same
        transaction; the name check (no control characters, not taken) is the one at entry.
        """
        new = (new or "").strip()
        problem = name_problem(new) if new else reason(TC.NAME_CANNOT_BE_EMPTY)
        if problem is not None:
            raise TournamentError(problem)
        with write_transaction(self._engine) as conn:
            player = q.find_player(conn, old)
            taken = {same_name(r[0]) for r in conn.execute(sa.select(T["players"].c.name)) if r[0] != player.name}
            if same_name(new) in taken:
                raise TournamentError(reason(TC.ALREADY_REGISTERED, player=new))
            conn.execute(sa.update(T["players"]).where(T["players"].c.id == player.id).values(name=new))
            for games in (T["games"], T["match_games"]):  # a match's games name their players too
                for row in conn.execute(sa.select(games.c.id, games.c.record_json)).all():
                    record = q.parsed_record(row.record_json)
                    if record is None or player.name not in record.get("players", []):
                        continue  # a damaged record is left as it is, for the organiser to see
                    text = json.dumps(_renamed(record, player.name, new), ensure_ascii=False)
                    values: dict[str, Any] = {"record_json": text}
                    if games is T["games"]:
                        values["record_digest"] = q.record_digest(text)
                    conn.execute(sa.update(games).where(games.c.id == row.id).values(**values))
        return self.player(new)

    # ----------------------------------------------------------------- rounds
    def rounds(self) -> list[RoundView]:
        with self._engine.connect() as conn:
            return q.read_rounds(conn)

    def round_numbers(self) -> list[int]:
        """The rounds seated so far (cheap: no tables or games loaded)."""
        r = T["rounds"]
        with self._engine.connect() as conn:
            return [row[0] for row in conn.execute(sa.select(r.c.number).order_by(r.c.number))]

    def round(self, number: int) -> RoundView:
        with self._engine.connect() as conn:
            found = q.read_rounds(conn, only=number)
        if not found:
            raise TournamentError(reason(TC.NO_ROUND, round=number))
        return found[0]

    def seat_round(self, seed: int | None = None) -> RoundView:
        """Seat the next round (all its tables and byes in one transaction).

        The tournament's format decides who sits where (:mod:`.formats`): swiss round 1
        is the seeded draw (``seed`` or the tournament's seed), later rounds follow the
        standings; a knock-out's later rounds follow the bracket; and so on.
        """
        with write_transaction(self._engine) as conn:
            # Read under the write lock: what another console committed a moment ago counts.
            info = q.read_info(conn)
            rounds = q.read_rounds(conn)
            number = len(rounds) + 1
            if rounds and not rounds[-1].complete:
                missing = [str(t.number) for t in rounds[-1].tables if t.game is None]
                raise TournamentError(
                    reason(TC.ROUND_NOT_FINISHED, round=rounds[-1].number, count=len(missing), tables=", ".join(missing))
                )
            registered = q.read_players(conn)
            active = [p.id for p in registered if p.dropped_from_round is None or p.dropped_from_round > number]
            if len(active) < 2:
                raise TournamentError(reason(TC.TWO_PLAYERS_NEEDED))
            fmt = format_of(info.format)
            step = fmt.next_step(rounds, info.options, fmt.stage(rounds, active, info.table_size, info.options))
            if step.step is Step.OVER:
                raise TournamentError(reason(fmt.over))
            seated = fmt.seat(SeatContext(
                info, rounds, active, {p.id: p.name for p in registered}, number, seed, step,
                standings=lambda: q.read_standings(conn, info, rounds),
                results=lambda: q.standings_results(conn, info),
                clubs={p.id: p.affiliation.strip() for p in registered if p.affiliation.strip()},
            ))
            self._insert_round(conn, number, seated.method, seated.seed, seated.seating)
            return q.read_rounds(conn, only=number)[0]

    def next_step(self) -> NextStep:
        """What the organiser does next: seat the first round, the next one, the final or
        the knock-out, finish the round being played, or nothing (the format is over)."""
        with self._engine.connect() as conn:
            info = q.read_info(conn)
            fmt = format_of(info.format)
            last = q.last_round(conn)
            # Only a round robin or a group stage looks back past the last round (its
            # draw, who has met); the others need the last round alone.
            rounds = q.read_rounds(conn, only=None if fmt.needs_history else last) if last else []
            players = q.read_players(conn)
        number = last + 1
        active = [p.id for p in players if p.dropped_from_round is None or p.dropped_from_round > number]
        return fmt.next_step(rounds, info.options, fmt.stage(rounds, active, info.table_size, info.options))

    def crosstable(self) -> Crosstable:
        """Who met whom and how (○/× at two seats, both ranks at larger tables), players
        in standings order."""
        info = self.info()
        with self._engine.connect() as conn:
            rounds = q.read_rounds(conn)
            rows = q.read_standings(conn, info, rounds)
        return crosstable(rows, rounds)

    def crosstables(self) -> list[Crosstable]:
        """The crosstables to show and print: one per group in a group stage (its games
        only, players in group order), else the whole field's."""
        info = self.info()
        with self._engine.connect() as conn:
            return format_of(info.format).crosstables(q.standings_context(conn, info))

    def _insert_round(
        self, conn: Connection, number: int, method: str, seed: int | None, seating: Seating
    ) -> None:
        round_id = conn.execute(  # type: ignore[index]  # an INSERT's key is never None
            sa.insert(T["rounds"]).values(
                number=number, method=method, seed=seed, created_at=now_text()
            )
        ).inserted_primary_key[0]
        for table_number, table in enumerate(seating.tables, start=1):
            table_id = conn.execute(  # type: ignore[index]  # an INSERT's key is never None
                sa.insert(T["game_tables"]).values(round_id=round_id, number=table_number)
            ).inserted_primary_key[0]
            conn.execute(
                sa.insert(T["seats"]),
                [
                    {"table_id": table_id, "position": pos, "player_id": pid, "overridden": False}
                    for pos, pid in enumerate(table, start=1)
                ],
            )
        if seating.byes:
            conn.execute(
                sa.insert(T["byes"]),
                [{"round_id": round_id, "player_id": pid} for pid in seating.byes],
            )

    def delete_last_round(self) -> None:
        """Take back the last round's seating (only while none of its games is recorded)."""
        with write_transaction(self._engine) as conn:
            rounds = q.read_rounds(conn)
            if not rounds:
                raise TournamentError(reason(TC.NO_ROUND_TO_DELETE))
            last = rounds[-1]
            if any(t.game is not None or (t.match is not None and t.match.games) for t in last.tables):
                raise TournamentError(reason(TC.ROUND_HAS_RESULTS, round=last.number))
            rid = q.round_id(conn, last.number)
            table_ids = [
                row.id
                for row in conn.execute(sa.select(T["game_tables"].c.id).where(T["game_tables"].c.round_id == rid))
            ]
            conn.execute(sa.delete(T["seats"]).where(T["seats"].c.table_id.in_(table_ids)))
            conn.execute(sa.delete(T["game_tables"]).where(T["game_tables"].c.round_id == rid))
            conn.execute(sa.delete(T["byes"]).where(T["byes"].c.round_id == rid))
            conn.execute(sa.delete(T["rounds"]).where(T["rounds"].c.id == rid))

    def override_seat(
        self, round_number: int, table_number: int, position: int, player_name: str
    ) -> RoundView:
        """Put ``player_name`` in a seat. Whoever sat there takes the player's old place
        (another seat, or their bye); a player new to the round displaces the sitter to
        a bye. Tables with a recorded game cannot change. A player who has withdrawn
        from this round (or earlier) is refused: an override must not bring back a
        withdrawn player and push a present one out to a bye."""
        with write_transaction(self._engine) as conn:
            players = {p.name: p for p in q.read_players(conn)}
            if player_name not in players:
                raise TournamentError(reason(TC.NO_PLAYER, player=player_name))
            newcomer = players[player_name]
            gone = newcomer.dropped_from_round
            if gone is not None and gone <= round_number:
                raise TournamentError(reason(TC.OVERRIDE_WITHDRAWN, player=player_name, from_round=gone,
                                             round=round_number))
            found = q.read_rounds(conn, only=round_number)
            if not found:
                raise TournamentError(reason(TC.NO_ROUND, round=round_number))
            view = found[0]
            target = view.table(table_number)
            if target.game is not None or (target.match is not None and target.match.games):
                raise TournamentError(reason(TC.TABLE_HAS_RESULT, round=round_number, table=table_number))
            if not 1 <= position <= len(target.players):
                raise TournamentError(reason(TC.SEAT_RANGE, table=table_number, seats=len(target.players), seat=position))
            sitter = target.players[position - 1]
            if sitter.id == newcomer.id:
                return view
            s = T["seats"]
            target_id = q.table_id(conn, round_number, table_number)
            where_from = None
            for t in view.tables:
                for pos, p in enumerate(t.players, start=1):
                    if p.id == newcomer.id:
                        where_from = (t, pos)
            if where_from is not None:
                other, other_pos = where_from
                if other.game is not None or (other.match is not None and other.match.games):
                    raise TournamentError(reason(TC.PLAYED_AT_DECIDED_TABLE, player=player_name, table=other.number))
                other_id = q.table_id(conn, round_number, other.number)
                conn.execute(
                    sa.update(s)
                    .where(s.c.table_id == other_id, s.c.position == other_pos)
                    .values(player_id=sitter.id, overridden=True)
                )
            else:
                b = T["byes"]
                rid = q.round_id(conn, round_number)
                conn.execute(
                    sa.delete(b).where(b.c.round_id == rid, b.c.player_id == newcomer.id)
                )
                conn.execute(sa.insert(b).values(round_id=rid, player_id=sitter.id))
            conn.execute(
                sa.update(s)
                .where(s.c.table_id == target_id, s.c.position == position)
                .values(player_id=newcomer.id, overridden=True)
            )
            return q.read_rounds(conn, only=round_number)[0]

    def repeat_meetings(self, round_number: int) -> list[tuple[str, str, int]]:
        """Pairs seated together in this round who already shared a table: (a, b, round met)."""
        rounds = self.rounds()
        now = next((r for r in rounds if r.number == round_number), None)
        if now is None:
            raise TournamentError(reason(TC.NO_ROUND, round=round_number))
        met: dict[frozenset[int], int] = {}
        for view in rounds:
            if view.number >= round_number:
                continue
            for t in view.tables:
                ids = [p.id for p in t.players]
                for i, a in enumerate(ids):
                    for b in ids[i + 1:]:
                        met.setdefault(frozenset((a, b)), view.number)
        found = []
        for t in now.tables:
            for i, first in enumerate(t.players):
                for second in t.players[i + 1:]:
                    when = met.get(frozenset((first.id, second.id)))
                    if when is not None:
                        found.append((first.name, second.name, when))
        return found

    def verify_draw(self, round_number: int = 1) -> list[SeatDifference]:
        """Repeat a random draw from its stored seed; the seats that differ (overrides)."""
        view = self.round(round_number)
        if view.method != "random" or view.seed is None:
            raise TournamentError(reason(TC.NOT_A_RANDOM_DRAW, round=round_number))
        info = self.info()
        everyone = [p for t in view.tables for p in t.players] + list(view.byes)
        by_id = {p.id: p for p in everyone}
        again = random_seating(list(by_id), view.seed, info.table_size, info.min_table_size)
        diffs = []
        for number, (drawn, table) in enumerate(zip(again.tables, view.tables), start=1):
            for pos, (pid, seated) in enumerate(zip(drawn, table.players), start=1):
                if pid != seated.id:
                    diffs.append(SeatDifference(number, pos, by_id[pid].name, seated.name))
        return diffs

    # ----------------------------------------------------------------- games
    def record_game(
        self,
        round_number: int,
        table_number: int,
        record: Mapping[str, Any],
        *,
        summary: GameSummary | None = None,
        started_at: str | None = None,
        ended_at: str | None = None,
        source: str = "console",
        replace: bool = False,
        who: str = "",
        why: str = "",
        other_first: str = "",
    ) -> StoredGame | StoredMatchGame:
        """Store a finished game's record and its players' results; standings follow.

        At a table of two playing a match (``FormatOptions.match_games``) the game is one
        of the match (a :class:`StoredMatchGame`); the table's result is the match's, stored
        with the game that decides it.

        ``summary`` may be given when the caller already replayed the game; otherwise the
        record is replayed here. Raises :class:`TournamentError` (nothing stored) when the
        record does not fit the table. ``replace`` overwrites a recorded result; the
        change goes into the corrections log (``who``, ``why``, the results before and
        after) in the same transaction.

        At a match, a game whose first mover is not the rule's is refused unless the judge
        accepts it: ``other_first`` says why (e.g. "the players swapped seats by mistake");
        the game is then stored with an audit note in its record's ``meta.first_mover``.
        """
        if summary is None:
            try:
                summary = summarize_record(record, started_at=started_at, ended_at=ended_at)
            except RecordProblem as exc:
                raise TournamentError(exc.reason) from None
        with write_transaction(self._engine) as conn:
            # The points in force now, read under the write lock (a console changing them
            # re-scores every game, this one included once it is committed).
            info = q.read_info(conn)
            scoring = info.scoring
            table_id = q.table_id(conn, round_number, table_number)
            p, seats = T["players"], T["seats"]
            seated = {
                same_name(row.name): row.id
                for row in conn.execute(
                    sa.select(p.c.name, p.c.id)
                    .join(seats, seats.c.player_id == p.c.id)
                    .where(seats.c.table_id == table_id)
                    .order_by(seats.c.position)
                )
            }
            where = reason(TC.ROUND_TABLE, round=round_number, table=table_number)
            named = [same_name(n) for n in summary.players]
            if set(named) != set(seated) or len(named) != len(seated):
                raise TournamentError(
                    reason(
                        TC.RECORD_PLAYERS_DIFFER, players=", ".join(summary.players), where=where,
                        seated=", ".join(seated),
                    )
                )
            if {same_name(n) for n in summary.ranking} != set(seated):
                raise TournamentError(reason(TC.RECORD_RANKS_ONLY, players=", ".join(summary.ranking)))
            match_game: tuple[int, MatchState] | None = None
            if info.options.matches and len(seated) == 2:
                if replace:
                    raise TournamentError(reason(TC.MATCH_NO_REPLACE, where=where))
                record = _first_mover_noted(conn, info.options, table_id, seated, where, record, summary,
                                            other_first)
                number, state = _store_match_game(conn, info.options, table_id, seated, where, record, summary,
                                                  source)
                match_game = (number, state)
                if not state.decided:
                    return StoredMatchGame(round_number, table_number, number, state, None)
                record, summary = _match_result(conn, table_id, seated, state, record, summary)
            g, res = T["games"], T["results"]
            old_row = conn.execute(sa.select(g.c.id, g.c.record_json).where(g.c.table_id == table_id)).first()
            old = old_row.id if old_row is not None else None
            size = len(seated)
            keep, correction_id = False, None
            if old is not None:
                if not replace:
                    raise TournamentError(reason(TC.HAS_RESULT, where=where))
                before = q.result_rows(conn, old)
                after = [row.to_dict() for row in rows_of(summary)]
                if before == after:
                    raise TournamentError(reason(TC.CORRECTION_SAME, where=where))
                conn.execute(sa.delete(res).where(res.c.game_id == old))
                # A typed sheet corrects the result only: the judged record stays as it
                # was (its moves, times and stop reason are evidence), the correction
                # beside it. A whole new record replaces the old one, which the
                # correction keeps.
                keep = record.get("format") == PAPER_FORMAT
                correction_id = conn.execute(sa.insert(T["corrections"]).values(  # type: ignore[index]  # an INSERT's key is never None
                    at=now_text(), who=who.strip(), round=round_number, table_number=table_number, why=why.strip(),
                    before_json=json.dumps(before, ensure_ascii=False), after_json=json.dumps(after, ensure_ascii=False),
                    replaced_record_json=None if keep or old_row is None else old_row.record_json,
                )).inserted_primary_key[0]
                if keep:
                    conn.execute(sa.update(g).where(g.c.id == old).values(correction_id=correction_id))
                    _insert_results(conn, old, seated, summary, scoring, size)
                    game_id = old
                else:
                    conn.execute(sa.delete(g).where(g.c.id == old))
            if old is None or not keep:
                game_id = self._insert_game(conn, table_id, record, summary, started_at, ended_at, source,
                                            correction_id)
                _insert_results(conn, game_id, seated, summary, scoring, size)
        # Read back after the commit: the write lock is held no longer than the write.
        with self._engine.connect() as conn:
            players = {x.id: x for x in q.read_players(conn)}
            stored = q.read_games(conn, players, table_id)[table_id]
        if match_game is not None:
            return StoredMatchGame(round_number, table_number, match_game[0], match_game[1], stored)
        return stored

    @staticmethod
    def _insert_game(conn: Connection, table_id: int, record: Mapping[str, Any], summary: GameSummary,
                     started_at: str | None, ended_at: str | None, source: str, correction_id: int | None) -> int:
        g = T["games"]
        text = json.dumps(dict(record), ensure_ascii=False)
        return int(conn.execute(  # type: ignore[index]  # an INSERT's key is never None
            sa.insert(g).values(
                table_id=table_id,
                record_json=text,
                record_digest=q.record_digest(text),
                settings_json=json.dumps(record.get("settings", {}), ensure_ascii=False),
                started_at=summary.started_at or started_at,
                ended_at=summary.ended_at or ended_at,
                recorded_at=now_text(),
                finished=summary.finished,
                stop_reason=summary.stop_reason,
                source=source,
                correction_id=correction_id,
            )
        ).inserted_primary_key[0])

    def match(self, round_number: int, table_number: int) -> MatchState | None:
        """The match at a table of two (None where tables play single games)."""
        return self.round(round_number).table(table_number).match

    def next_game_order(self, round_number: int, table_number: int) -> list[str]:
        """The table's players in the order the next game is played (the record's turn
        order): the match rule's first mover first at a match, else seat order."""
        table = self.round(round_number).table(table_number)
        names = [p.name for p in table.players]
        if table.match is None or table.match.decided:
            return names
        first = next(p.name for p in table.players if p.id == table.match.next_first)
        return [first] + [n for n in names if n != first]

    def undo_match_game(self, round_number: int, table_number: int) -> MatchState:
        """Take back a match's last game (a game recorded at the wrong table, or wrongly);
        a match it had decided is open again and the table has no result until it is."""
        with write_transaction(self._engine) as conn:
            table_id = q.table_id(conn, round_number, table_number)
            where = reason(TC.ROUND_TABLE, round=round_number, table=table_number)
            m, g, res = T["match_games"], T["games"], T["results"]
            last = conn.execute(sa.select(sa.func.max(m.c.number)).where(m.c.table_id == table_id)).scalar()
            if last is None:
                raise TournamentError(reason(TC.MATCH_NO_GAMES, where=where))
            conn.execute(sa.delete(m).where(m.c.table_id == table_id, m.c.number == last))
            old = conn.execute(sa.select(g.c.id).where(g.c.table_id == table_id)).scalar()
            if old is not None:
                conn.execute(sa.delete(res).where(res.c.game_id == old))
                conn.execute(sa.delete(g).where(g.c.id == old))
        state = self.match(round_number, table_number)
        assert state is not None
        return state

    def record_paper_result(
        self,
        round_number: int,
        table_number: int,
        rows: Sequence[PaperRow],
        *,
        replace: bool = False,
        who: str = "",
        why: str = "",
        first: str | None = None,
        other_first: str = "",
    ) -> StoredGame | StoredMatchGame:
        """Store what a table's paper score sheet says (ranks, cards left, fouls, time-outs,
        disqualification, largest prime); checked like a record, scored like one.

        At a match ``first`` names who moved first in this game (default: the match rule's
        first mover); another than the rule's needs ``other_first``, the judge's reason
        (see :meth:`record_game`)."""
        table = self.round(round_number).table(table_number)
        return self._record_sheet(round_number, table, rows, replace=replace, who=who, why=why, first=first,
                                  other_first=other_first)

    def correct_result(
        self, round_number: int, table_number: int, rows: Sequence[PaperRow], *, who: str, why: str = ""
    ) -> StoredGame | StoredMatchGame:
        """Change a recorded result; the corrections log keeps who, when, why and what changed."""
        if not who.strip():
            raise TournamentError(reason(TC.CORRECTION_WHO))
        table = self.round(round_number).table(table_number)
        if table.game is None:
            where = reason(TC.ROUND_TABLE, round=round_number, table=table_number)
            raise TournamentError(reason(TC.CORRECTION_NO_RESULT, where=where))
        return self._record_sheet(round_number, table, rows, replace=True, who=who, why=why)

    def _record_sheet(self, round_number: int, table: TableView, rows: Sequence[PaperRow], *, replace: bool,
                      who: str, why: str, first: str | None = None,
                      other_first: str = "") -> StoredGame | StoredMatchGame:
        seated = [p.name for p in table.players]
        if table.match is not None and not table.match.decided and not replace:
            # A match game's record is in its play order: the first mover first.
            opener = _seated_name(table, first) if first else \
                next(p.name for p in table.players if p.id == table.match.next_first)
            seated = [opener] + [n for n in seated if n != opener]
        # The sheet's names as registered (a name typed in another width is the same player).
        by_same = {same_name(n): n for n in seated}
        rows = [replace_field(r, player=by_same.get(same_name(r.player), r.player)) for r in rows]
        check_sheet(rows, seated, reason(TC.ROUND_TABLE, round=round_number, table=table.number))
        record = sheet_record(rows, seated, self.info().settings)
        return self.record_game(round_number, table.number, record, summary=sheet_summary(rows, seated),
                                source="paper", replace=replace, who=who, why=why, other_first=other_first)

    def corrections(self) -> list[Correction]:
        """Every result changed after it was recorded, oldest first."""
        with self._engine.connect() as conn:
            return q.read_corrections(conn)

    def import_record_file(
        self,
        path: str | Path,
        round_number: int | None = None,
        table_number: int | None = None,
        replace: bool = False,
    ) -> StoredGame | StoredMatchGame:
        """Import a record file saved at another table's console.

        Without round/table the table is found by its players: the latest round's table
        without a result whose seated players are exactly the record's players. Any
        problem raises :class:`RecordImportError` naming the file; nothing is changed.
        """
        return self.import_record(read_import(path), path, round_number, table_number, replace)

    def import_record(
        self,
        record: Mapping[str, Any],
        path: str | Path,
        round_number: int | None = None,
        table_number: int | None = None,
        replace: bool = False,
    ) -> StoredGame | StoredMatchGame:
        """:meth:`import_record_file` for a record already read from ``path`` (with
        :func:`read_import`), so a caller that looked at it first reads the file once."""
        name = str(path)
        try:
            summary = summarize_record(record)
        except RecordProblem as exc:
            raise RecordImportError(at(name, exc.reason)) from None
        meta = record.get("meta") or {}
        if round_number is None and table_number is None:
            if isinstance(meta.get("round"), int) and isinstance(meta.get("table"), int):
                round_number, table_number = meta["round"], meta["table"]
        if round_number is None or table_number is None:
            found = q.find_open_table(self.rounds(), summary.players, round_number)
            if found is None:
                raise RecordImportError(at(name, TC.NO_TABLE_FITS, players=", ".join(summary.players)))
            round_number, table_number = found
        try:
            return self.record_game(
                round_number,
                table_number,
                record,
                summary=summary,
                source=Path(path).name,
                replace=replace,
            )
        except TournamentError as exc:
            raise RecordImportError(at(name, exc.reason)) from None

    def record_finished(
        self,
        record: Mapping[str, Any],
        *,
        summary: GameSummary | None = None,
        source: str = "console",
        other_first: str = "",
    ) -> StoredGame | StoredMatchGame:
        """Record a finished game at the table that seats its players (latest round first).

        What the console calls when a game ends: no round or table number needed. The
        record's ``meta`` may name them (``round``, ``table``) to settle any doubt.
        ``other_first``: the judge's reason for accepting a match game opened by another
        player than the rule's (see :meth:`record_game`).
        """
        if summary is None:
            try:
                summary = summarize_record(record)
            except RecordProblem as exc:
                raise TournamentError(exc.reason) from None
        meta = record.get("meta") or {}
        round_number, table_number = meta.get("round"), meta.get("table")
        if isinstance(round_number, int) and isinstance(table_number, int):
            return self.record_game(round_number, table_number, record, summary=summary, source=source,
                                    other_first=other_first)
        found = q.find_open_table(self.rounds(), summary.players, None)
        if found is None:
            raise TournamentError(reason(TC.NO_TABLE_FITS, players=", ".join(summary.players)))
        return self.record_game(*found, record, summary=summary, source=source, other_first=other_first)

    def _rescore(self, conn: Connection, scoring: ScoringRules) -> None:
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

    # ----------------------------------------------------------------- standings
    def standings(self) -> list[StandingRow]:
        """The standings now, ordered by the tournament format's rules."""
        info = self.info()
        with self._engine.connect() as conn:
            return q.read_standings(conn, info)

    # ----------------------------------------------------------------- exchange
    def export_standings_csv(self, path: str | Path) -> Path:
        return write_standings_csv(path, self.standings(), inputs=[self.location])

    def export_standings_json(self, path: str | Path) -> Path:
        info = self.info()
        return write_standings_json(path, info, len(self.rounds()), self.standings(), inputs=[self.location])


def _seated_name(table: TableView, name: str) -> str:
    """``name`` as registered at ``table`` (another width of it is the same player)."""
    for p in table.players:
        if same_name(p.name) == same_name(name):
            return p.name
    raise TournamentError(reason(TC.NOT_SEATED_THERE, table=table.number, player=name))


def _first_mover_noted(
    conn: Connection,
    options: FormatOptions,
    table_id: int,
    seated: Mapping[str, int],
    where: Reason,
    record: Mapping[str, Any],
    summary: GameSummary,
    other_first: str,
) -> Mapping[str, Any]:
    """A match game's record, checked for its first mover: the rule's passes unchanged;
    another is refused (naming who should have opened) unless the judge gave a reason,
    which is then kept in the record as an audit note (``meta.first_mover``)."""
    seats = list(seated.values())
    state = match_state(options, seats, q.read_match_games(conn, [table_id]).get(table_id, []))
    if state.decided:
        raise TournamentError(reason(TC.MATCH_DECIDED, where=where))
    names = {pid: name for name, pid in seated.items()}
    first = seated[same_name(summary.players[0])]
    if first == state.next_first:
        return record
    if not other_first.strip():
        raise TournamentError(reason(TC.MATCH_FIRST_MOVER, game=state.next_number, where=where,
                                     player=names[state.next_first], given=names[first]))
    note = {"rule": names[state.next_first], "played": names[first], "accepted_because": other_first.strip(),
            "at": now_text()}
    return {**dict(record), "meta": {**dict(record.get("meta") or {}), "first_mover": note}}


def _store_match_game(
    conn: Connection,
    options: FormatOptions,
    table_id: int,
    seated: Mapping[str, int],
    where: Reason,
    record: Mapping[str, Any],
    summary: GameSummary,
    source: str,
) -> tuple[int, MatchState]:
    """Store one game of a match; its number and the match after it.

    The first mover was checked (:func:`_first_mover_noted`): whoever opened is stored.
    """
    seats = list(seated.values())  # seat order
    games = q.read_match_games(conn, [table_id]).get(table_id, [])
    state = match_state(options, seats, games)
    if state.decided:
        raise TournamentError(reason(TC.MATCH_DECIDED, where=where))
    first = seated[same_name(summary.players[0])]
    results = {
        str(seated[same_name(name)]): {
            "cards_left": int(summary.cards_left.get(name, 0)),
            "fouls": int(summary.fouls.get(name, 0)),
            "timeouts": int(summary.timeouts.get(name, 0)),
            "largest_prime": summary.primes.get(name),
        }
        for name in summary.ranking
    }
    winner = seated[same_name(summary.ranking[0])]
    conn.execute(sa.insert(T["match_games"]).values(
        table_id=table_id, number=state.next_number, record_json=json.dumps(dict(record), ensure_ascii=False),
        first_id=first, winner_id=winner, results_json=json.dumps(results),
        started_at=summary.started_at, ended_at=summary.ended_at, recorded_at=now_text(), source=source,
    ))
    games = q.read_match_games(conn, [table_id]).get(table_id, [])
    return state.next_number, match_state(options, seats, games)


def _match_result(
    conn: Connection,
    table_id: int,
    seated: Mapping[str, int],
    state: MatchState,
    record: Mapping[str, Any],
    summary: GameSummary,
) -> tuple[dict[str, Any], GameSummary]:
    """The table's result once its match is decided: ranked by the match, each player's
    cards left, fouls and time-outs summed over its games, their largest prime of any;
    the record kept is the deciding game's, with the match's games in ``meta.match``."""
    m = T["match_games"]
    names = {pid: name for name, pid in seated.items()}
    by_name = {same_name(n): n for n in summary.players}  # the record's spelling of each name
    rows = conn.execute(sa.select(m.c.number, m.c.first_id, m.c.winner_id, m.c.results_json)
                        .where(m.c.table_id == table_id).order_by(m.c.number)).all()
    totals: dict[str, dict[str, Any]] = {by_name[n]: {"cards_left": 0, "fouls": 0, "timeouts": 0, "prime": None}
                                         for n in seated}
    for row in rows:
        for pid, result in json.loads(row.results_json).items():
            total = totals[by_name[names[int(pid)]]]
            for key in ("cards_left", "fouls", "timeouts"):
                total[key] += int(result.get(key, 0))
            prime = result.get("largest_prime")
            if prime and (total["prime"] is None or prime_key(prime) > prime_key(total["prime"])):
                total["prime"] = prime
    ranking = tuple(by_name[names[pid]] for pid in state.ranking())
    best = max(((t["prime"], n) for n, t in totals.items() if t["prime"]), key=lambda x: prime_key(x[0]),
               default=None)
    match_summary = replace_field(
        summary,
        ranking=ranking,
        cards_left={n: t["cards_left"] for n, t in totals.items()},
        fouls={n: t["fouls"] for n, t in totals.items()},
        timeouts={n: t["timeouts"] for n, t in totals.items()},
        disqualified=(),  # a disqualification loses that game, not the match
        primes={n: t["prime"] for n, t in totals.items() if t["prime"]},
        largest_prime=best[0] if best else None,
        largest_prime_by=best[1] if best else None,
    )
    kept = dict(record)
    kept["meta"] = {**dict(record.get("meta") or {}), "match": {
        "games": [{"game": row.number, "first": by_name[names[row.first_id]], "winner": by_name[names[row.winner_id]]}
                  for row in rows],
        "score": {by_name[names[pid]]: state.wins(pid) for pid in state.seats},
    }}
    return kept, match_summary


def _url_of(target: str | Path) -> str:
    try:
        return database_url(target)
    except LocationError as exc:
        raise TournamentError(exc.reason) from None


def _line_of(row: Sequence[str], index: int) -> Reason:
    line = getattr(row, "line", None)
    return reason(TC.LINE, line=line) if line is not None else reason(TC.ROW, row=index)


__all__ = [
    "Clash",
    "PasswordNeeded",
    "Player",
    "RecordImportError",
    "RoundView",
    "SeatDifference",
    "StoredGame",
    "StoredMatchGame",
    "TableView",
    "Tournament",
    "TournamentError",
    "TournamentInfo",
    "database_url",
]


def read_import(path: str | Path) -> dict[str, Any]:
    """A record file to import; :class:`RecordImportError` names what is wrong with it."""
    try:
        return read_record_file(path)
    except RecordError as exc:
        raise RecordImportError(exc.reason) from None


def _renamed(record: dict[str, Any], old: str, new: str) -> dict[str, Any]:
    """A record with one player's name changed wherever the record names players."""
    out = dict(record)
    out["players"] = [new if p == old else p for p in record.get("players", [])]
    if isinstance(record.get("hands"), dict):
        out["hands"] = {new if p == old else p: h for p, h in record["hands"].items()}
    if isinstance(record.get("paper"), list):
        out["paper"] = [{**r, "player": new} if isinstance(r, dict) and r.get("player") == old else r
                        for r in record["paper"]]
    out["events"] = [
        {**e, "player": new} if isinstance(e, dict) and e.get("player") == old else e for e in record.get("events", [])
    ]
    return out


def _insert_results(conn: Connection, game_id: int, seated: Mapping[str, int], summary: GameSummary,
                    scoring: ScoringRules, size: int) -> None:
    conn.execute(
        sa.insert(T["results"]),
        [
            {
                "game_id": game_id,
                "player_id": seated[same_name(name)],
                "rank": rank,
                "points": scoring.points_for(rank, size),
                "cards_left": int(summary.cards_left.get(name, 0)),
                "fouls": int(summary.fouls.get(name, 0)),
                "timeouts": int(summary.timeouts.get(name, 0)),
                "disqualified": name in summary.disqualified,
                "largest_prime": summary.primes.get(name),
            }
            for rank, name in enumerate(summary.ranking, start=1)
        ],
    )
