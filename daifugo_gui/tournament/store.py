"""The tournament façade: one object the tab, the CLI and the web view use.

:class:`Tournament` holds the engine and opens one transaction per call; the work is done
below it (issue 25, the store split by responsibility):

- persistence: :mod:`.schema` (tables, migrations), :mod:`.database` (engines,
  transactions, the write lock), :mod:`.queries` (rows out), :mod:`.opening` (create,
  open, migrate);
- commands, one unit of work each on the transaction's connection:
  :mod:`.commands.recording` and :mod:`.commands.match_games` (games, paper sheets,
  corrections), :mod:`.commands.rounds` (seating), :mod:`.commands.roster` (players),
  :mod:`.commands.byes` (requested byes), :mod:`.commands.settings`;
- reads for a screen: :meth:`Tournament.snapshot` (:mod:`.snapshot`), everything a refresh
  shows in one read transaction.

Every method that writes runs in one transaction: a round is seated with all its
tables, seats and byes or not at all; a game is stored with its record and every
player's result or not at all. Readers never see half a write.
"""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path
from typing import Any, Iterable, Mapping, Sequence

import sqlalchemy as sa

from daifugo_gui.rules.errors import RecordError
from daifugo_gui.rules.reasons import Reason
from daifugo_gui.rules.record import read_record_file
from daifugo_gui.tournament import queries as q
from daifugo_gui.tournament.backups import (
    DEFAULT_KEPT, RECORDED, SEATED, Backup, backup_folder, list_backups, step_name, take_backup,
)
from daifugo_gui.tournament.commands import byes as bye_commands
from daifugo_gui.tournament.commands import match_games, recording, roster, rounds as round_commands
from daifugo_gui.tournament.commands import settings as setting_commands
from daifugo_gui.tournament.commands.recording import GameEntry
from daifugo_gui.tournament.crosstable import Crosstable, crosstable
from daifugo_gui.tournament.database import read_transaction, take_notes, unconfirmed_writes, write_transaction
from daifugo_gui.tournament.match_records import MatchGameRecord, read_match_game_records
from daifugo_gui.tournament.errors import Clash, PasswordNeeded, RecordImportError, TournamentError
from daifugo_gui.tournament.exchange import read_players_csv, write_standings_csv, write_standings_json
from daifugo_gui.tournament.formats import FormatOptions, NextStep, format_of
from daifugo_gui.tournament.game_settings import preset_settings
from daifugo_gui.tournament.location import database_url
from daifugo_gui.tournament.matches import MatchState
from daifugo_gui.tournament.opening import Opened, create, open_existing
from daifugo_gui.tournament.paper import PaperRow
from daifugo_gui.tournament.reasons import TournamentCode as TC, at, reason
from daifugo_gui.tournament.round_checks import draw_differences, repeat_meetings
from daifugo_gui.tournament.scoring import ScoringRules, StandingRow
from daifugo_gui.tournament.snapshot import TournamentSnapshot, read_next_step, read_snapshot
from daifugo_gui.tournament.summary import GameSummary, RecordProblem, summarize_record
from daifugo_gui.tournament.views import (
    Correction,
    Player,
    RoundView,
    SeatDifference,
    StoredGame,
    StoredMatchGame,
    TableView,
    TournamentInfo,
)


class Tournament:
    """One tournament. Create with :meth:`create`, reopen with :meth:`open`."""

    def __init__(self, engine: sa.Engine, location: str, target: str | None = None) -> None:
        self._engine = engine
        self.location = location  # as shown: a path, or a server URL without its password
        self.target = target or location  # as opened (with the password): other windows reopen it
        self._scratch: Path | None = None  # an upgraded private copy, read instead of an older file
        # Backup copies kept beside a tournament file (0: none); the organiser's setting.
        self.backups_kept = DEFAULT_KEPT
        self._notes: list[Reason] = []  # backups that failed after a saved write, told once

    @classmethod
    def _of(cls, opened: Opened) -> Tournament:
        made = cls(opened.engine, opened.location, opened.target)
        made._scratch = opened.scratch
        return made

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
        return cls._of(create(target, name, format=format, seed=seed, table_size=table_size,
                              min_table_size=min_table_size, advance=advance, scoring=scoring, settings=settings,
                              options=options))

    @classmethod
    def open(cls, target: str | Path, read_only: bool = False) -> Tournament:
        """Open an existing tournament, migrating an older schema forward.

        The file's integrity is checked first: a damaged copy is refused, never read.
        ``read_only`` opens it for reading only (a report): nothing is written, not even a
        migration, so it works on read-only media and leaves the file as it was.
        """
        return cls._of(open_existing(target, read_only))

    def take_notes(self) -> list[Reason]:
        """What the judge must still be told about writes that succeeded, once each: a
        change the server saved although the connection dropped before it said so."""
        notes, self._notes = self._notes, []
        return take_notes(self._engine) + notes

    def unconfirmed(self) -> int:
        """Writes the server left unanswered, still to be checked (see :func:`take_notes`)."""
        return unconfirmed_writes(self._engine)

    def file_path(self) -> Path | None:
        """The tournament file (None for a server's tournament)."""
        url = self._engine.url
        if url.get_backend_name() != "sqlite" or not url.database or self._scratch is not None:
            return None
        return Path(url.database)

    def backups(self) -> list[Backup]:
        """The backup copies beside the tournament file, newest first (none for a server)."""
        path = self.file_path()
        return list_backups(path) if path is not None else []

    def _back_up(self, step: str) -> None:
        """A copy after a saved step (issue 38). The step stands whatever happens here: a
        failure is told as a note beside the result, never as the step's failure."""
        path = self.file_path()
        if path is None or self.backups_kept <= 0:
            return
        try:
            take_backup(path, step, self.backups_kept)
        except (OSError, sqlite3.Error) as exc:
            self._notes.append(reason(TC.BACKUP_FAILED, folder=str(backup_folder(path)),
                                      detail=getattr(exc, "strerror", None) or str(exc)))

    def close(self) -> None:
        self._engine.dispose()
        if self._scratch is not None:
            shutil.rmtree(self._scratch, ignore_errors=True)
            self._scratch = None

    def __enter__(self) -> Tournament:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ----------------------------------------------------------------- one reading for a screen
    def snapshot(self, round_number: int | None = None, *, every_round: bool | None = None) -> TournamentSnapshot:
        """Everything a screen's refresh shows, read in one transaction on one connection
        (see :mod:`.snapshot`): one commit's state, never half of two."""
        with read_transaction(self._engine) as conn:
            return read_snapshot(conn, round_number, every_round)

    # ----------------------------------------------------------------- settings
    def info(self) -> TournamentInfo:
        with self._engine.connect() as conn:
            return q.read_info(conn)

    def set_scoring(self, scoring: ScoringRules) -> None:
        """Change the points per rank; standings follow at once (points are recomputed)."""
        with write_transaction(self._engine) as conn:
            setting_commands.set_scoring(conn, scoring)

    def set_table_sizes(self, min_table_size: int, table_size: int) -> None:
        """Seats per table (``min_table_size``..``table_size``), before round 1 is seated.

        Fixed afterwards: the first round's draw is checked (``verify_draw``) by dealing
        the seed again with these sizes.
        """
        with write_transaction(self._engine) as conn:
            setting_commands.set_table_sizes(conn, min_table_size, table_size)

    def set_settings(self, settings: Mapping[str, Any]) -> dict[str, Any]:
        """Change the game settings used for the games still to play (record keys).

        Games already recorded keep the settings in their own record. Unknown keys or
        values are refused (TournamentError naming the key) and nothing changes.
        """
        clean = setting_commands.clean_settings(settings)
        with write_transaction(self._engine) as conn:
            setting_commands.set_settings(conn, clean)
        return clean

    def set_preset(self, name: str) -> dict[str, Any]:
        """Play the remaining games with one of the rules' presets (``official`` …)."""
        return self.set_settings(preset_settings(name))  # an unknown preset: SettingProblem

    # ----------------------------------------------------------------- players
    def add_player(self, name: str, reading: str = "", affiliation: str = "") -> Player:
        return self.add_players([(name, reading, affiliation)])[0]

    def add_players(self, rows: Iterable[Sequence[str]], where: str = "") -> list[Player]:
        """Register players, all or none. ``where`` prefixes error messages (a file name)."""
        with write_transaction(self._engine) as conn:
            return roster.add_players(conn, rows, where)

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
            roster.drop_player(conn, name, from_round)

    def reinstate_player(self, name: str) -> Player:
        """A withdrawn player comes back: seated again from the next round on (the rounds
        missed stay missed; a round robin's schedule still has their place)."""
        with write_transaction(self._engine) as conn:
            roster.reinstate_player(conn, name)
            return q.find_player(conn, name)  # read in the write: see _record

    def rename_player(self, old: str, new: str) -> Player:
        """Correct a player's name everywhere: the register and every recorded game.

        Records name their players, so each game of the player is rewritten in the same
        transaction; the name check (no control characters, not taken) is the one at entry.
        """
        with write_transaction(self._engine) as conn:
            new = roster.rename_player(conn, old, new)
            return q.find_player(conn, new)  # read in the write: see _record

    # ----------------------------------------------------------------- requested byes
    def request_bye(self, name: str, round_number: int) -> None:
        """``name`` asks to sit out round ``round_number`` ("pause one round"): seating that
        round leaves them out with a bye, scored as any bye. Refused (a reason) for an
        unknown or withdrawn player, a round seated already or past, or a format that
        seats everyone (round robin, groups, knock-out)."""
        with write_transaction(self._engine) as conn:
            bye_commands.request_bye(conn, name, round_number)

    def cancel_requested_bye(self, name: str, round_number: int) -> None:
        """Take back a requested bye, while its round is not seated."""
        with write_transaction(self._engine) as conn:
            bye_commands.cancel_requested_bye(conn, name, round_number)

    def requested_byes(self, round_number: int) -> list[str]:
        """Who asked to sit out round ``round_number``, in registration order."""
        with self._engine.connect() as conn:
            players = {p.id: p for p in q.read_players(conn)}
            return [p.name for p in q.read_requested_by_round(conn, players).get(round_number, ())]

    # ----------------------------------------------------------------- rounds
    def rounds(self) -> list[RoundView]:
        with self._engine.connect() as conn:
            return q.read_rounds(conn)

    def round_numbers(self) -> list[int]:
        """The rounds seated so far (cheap: no tables or games loaded)."""
        with self._engine.connect() as conn:
            return q.round_numbers(conn)

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
        standings; a knock-out's later rounds follow the bracket; and so on. Players who
        asked for a bye in this round (:meth:`request_bye`) get one instead of a seat.
        """
        with write_transaction(self._engine) as conn:
            seated = round_commands.seat_round(conn, seed)
        self._back_up(step_name(seated.number, SEATED))
        return seated

    def next_step(self) -> NextStep:
        """What the organiser does next: seat the first round, the next one, the final or
        the knock-out, finish the round being played, or nothing (the format is over)."""
        with self._engine.connect() as conn:
            return read_next_step(conn)

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

    def delete_last_round(self) -> None:
        """Take back the last round's seating (only while none of its games is recorded)."""
        with write_transaction(self._engine) as conn:
            round_commands.delete_last_round(conn)

    def override_seat(
        self, round_number: int, table_number: int, position: int, player_name: str
    ) -> RoundView:
        """Put ``player_name`` in a seat. Whoever sat there takes the player's old place
        (another seat, or their bye); a player new to the round displaces the sitter to
        a bye. Tables with a recorded game cannot change. A player who has withdrawn
        from this round (or earlier) is refused: an override must not bring back a
        withdrawn player and push a present one out to a bye."""
        with write_transaction(self._engine) as conn:
            return round_commands.override_seat(conn, round_number, table_number, position, player_name)

    def repeat_meetings(self, round_number: int) -> list[tuple[str, str, int]]:
        """Pairs seated together in this round who already shared a table: (a, b, round met)."""
        return repeat_meetings(self.rounds(), round_number)

    def verify_draw(self, round_number: int = 1) -> list[SeatDifference]:
        """Repeat a random draw from its stored seed; the seats that differ (overrides)."""
        return draw_differences(self.round(round_number), self.info())

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
        other_first_by: str = "",
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
        the game is then stored with an audit note in its record's ``meta.first_mover``
        (with ``other_first_by``, the judge who allowed it, when given).
        """
        if summary is None:
            summary = recording.summary_of(record, started_at, ended_at)
        return self._record(GameEntry(round_number, table_number, record, summary, started_at, ended_at, source,
                                      replace, who, why, other_first, other_first_by))

    def _record(self, entry: GameEntry) -> StoredGame | StoredMatchGame:
        # What the caller is handed back is read inside the write, not after it: once the
        # server answers the COMMIT the result is saved, and a reading after it, on a
        # network that dropped just then, would have reported a saved result as "cannot
        # reach the server" (seen under load). The lock is held a few reads longer.
        with write_transaction(self._engine) as conn:
            done = recording.record_game(conn, entry)
            stored = None
            last_of_round = False
            if done.decided:
                players = {x.id: x for x in q.read_players(conn)}
                stored = q.read_games(conn, players, done.table_id)[done.table_id]
                (this_round,) = q.read_rounds(conn, only=entry.round)
                last_of_round = all(t.game is not None for t in this_round.tables)
        if last_of_round:
            self._back_up(step_name(entry.round, RECORDED))  # the round's last result
        if stored is None:
            assert done.match_game is not None
            return StoredMatchGame(entry.round, entry.table, done.match_game[0], done.match_game[1], None)
        if done.match_game is not None:
            return StoredMatchGame(entry.round, entry.table, done.match_game[0], done.match_game[1], stored)
        return stored

    def match_game_records(self, round_number: int, table_number: int) -> list[MatchGameRecord]:
        """Every game of the match at a table as stored, game 1 first (for its score sheet)."""
        with self._engine.connect() as conn:
            return read_match_game_records(conn, round_number, table_number)

    def match(self, round_number: int, table_number: int) -> MatchState | None:
        """The match at a table of two (None where tables play single games)."""
        return self.round(round_number).table(table_number).match

    def next_game_order(self, round_number: int, table_number: int) -> list[str]:
        """The table's players in the order the next game is played (the record's turn
        order): the match rule's first mover first at a match, else seat order."""
        return recording.play_order(self.round(round_number).table(table_number))

    def undo_match_game(self, round_number: int, table_number: int) -> MatchState:
        """Take back a match's last game (a game recorded at the wrong table, or wrongly);
        a match it had decided is open again and the table has no result until it is."""
        with write_transaction(self._engine) as conn:
            match_games.undo_match_game(conn, round_number, table_number)
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
        other_first_by: str = "",
    ) -> StoredGame | StoredMatchGame:
        """Store what a table's paper score sheet says (ranks, cards left, fouls, time-outs,
        disqualification, largest prime); checked like a record, scored like one.

        At a match ``first`` names who moved first in this game (default: the match rule's
        first mover); another than the rule's needs ``other_first``, the judge's reason
        (see :meth:`record_game`)."""
        table = self.round(round_number).table(table_number)
        return self._record_sheet(round_number, table, rows, replace=replace, who=who, why=why, first=first,
                                  other_first=other_first, other_first_by=other_first_by)

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
                      other_first: str = "", other_first_by: str = "") -> StoredGame | StoredMatchGame:
        return self._record(recording.sheet_entry(round_number, table, rows, self.info().settings, replace=replace,
                                                  who=who, why=why, first=first, other_first=other_first,
                                                  other_first_by=other_first_by))

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
        found = recording.table_of_record(record, summary, self.rounds, round_number, table_number)
        if found is None:
            raise RecordImportError(at(name, TC.NO_TABLE_FITS, players=", ".join(summary.players)))
        try:
            return self.record_game(*found, record, summary=summary, source=Path(path).name, replace=replace)
        except TournamentError as exc:
            raise RecordImportError(at(name, exc.reason)) from None

    def record_finished(
        self,
        record: Mapping[str, Any],
        *,
        summary: GameSummary | None = None,
        source: str = "console",
        other_first: str = "",
        other_first_by: str = "",
    ) -> StoredGame | StoredMatchGame:
        """Record a finished game at the table that seats its players (latest round first).

        What the console calls when a game ends: no round or table number needed. The
        record's ``meta`` may name them (``round``, ``table``) to settle any doubt.
        ``other_first``: the judge's reason for accepting a match game opened by another
        player than the rule's (see :meth:`record_game`).
        """
        if summary is None:
            summary = recording.summary_of(record)
        found = recording.table_of_record(record, summary, self.rounds, None, None)
        if found is None:
            raise TournamentError(reason(TC.NO_TABLE_FITS, players=", ".join(summary.players)))
        return self.record_game(*found, record, summary=summary, source=source, other_first=other_first,
                                other_first_by=other_first_by)

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


def read_import(path: str | Path) -> dict[str, Any]:
    """A record file to import; :class:`RecordImportError` names what is wrong with it."""
    try:
        return read_record_file(path)
    except RecordError as exc:
        raise RecordImportError(exc.reason) from None


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
    "TournamentSnapshot",
    "database_url",
]
