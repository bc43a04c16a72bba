"""What a tournament refuses or reports, as values: a code and its parameters.

Like the engine (``rules/reasons.py``), the tournament layer never writes a sentence for
a person: a :class:`~daifugo_gui.tournament.errors.TournamentError` carries a
:class:`~daifugo_gui.rules.reasons.Reason` with one of these codes. The command line
shows the English template below; the console shows the catalog entry of the same code
(``ui/widgets/reason_text.py``, Qt context ``TournamentText``) in its language.
"""

from __future__ import annotations

from typing import Any

from daifugo_gui.rules.reasons import Reason, ReasonCode


class TournamentCode(ReasonCode):
    """The tournament's reason codes; each value is the English template."""

    # --- where a problem is -------------------------------------------------------------
    AT = "{where}: {why}"
    ROUND_TABLE = "round {round} table {table}"
    LINE = "line {line}"
    ROW = "row {row}"
    PLAYER_NUMBER = "player {number}"
    # --- files and databases ------------------------------------------------------------
    NO_SUCH_FILE = "no such file"
    TOURNAMENT_NAME_CONTROL = (
        "the tournament's name has a control character (U+{codepoint}) at position {position}; it would show on "
        "every print, page and hall display: type the name without it"
    )
    EMPTY_FILE = "empty file"
    ALREADY_EXISTS = "already exists"
    ALREADY_HOLDS_TOURNAMENT = "already holds a tournament"
    FILE_DAMAGED = "the file is damaged ({detail}); keep it as it is and use a backup copy"
    EMPTY_DATABASE = "empty database, not a tournament"
    OLDER_SCHEMA = (
        "made by an older version (schema {version}); open it once in the Tournament tab to upgrade it, then print"
    )
    NEWER_SCHEMA = "schema version {version} is newer than this program understands"
    NEWER_SCHEMA_THAN = "schema version {version} is newer than this program understands ({understood})"
    NOT_A_TOURNAMENT = "not a tournament database ({detail})"
    NOT_A_TOURNAMENT_TABLES = "not a tournament database (tables {tables})"
    SCHEMA_TABLE_EMPTY = "schema_version table is empty"
    CREATE_FIRST = "empty database: create the tournament first"
    FILE_BUSY = (
        "the tournament file is busy: another console kept it for over {seconds} s. Nothing was saved; try again."
    )
    FILE_BUSY_READING = (
        "the tournament file is busy: another console kept it for over {seconds} s, so it could not be read. "
        "This only reads, so nothing was changed; try again."
    )
    FILE_READ_ERROR = "the tournament file reported an error while being read ({detail}); nothing was changed"
    FILE_DISK_FULL = (
        "the disk holding the tournament file is full. Nothing of this change was saved (what was saved before "
        "stays); free some space, then try again."
    )
    FILE_IO_ERROR = (
        "the tournament file could not be read or written (the disk or medium reported an error: {detail}). "
        "Nothing of this change was saved; copy the file to a sound disk before going on."
    )
    FILE_ERROR = "the tournament file reported an error ({detail}); nothing of this change was saved"
    FILE_READ_ONLY = "the tournament file cannot be written (read-only medium or opened for reading)"
    SERVER_READ_ONLY = "opened for reading only; nothing can be changed there"
    NO_DATABASE = "the server has no such database (create it first, e.g. with daifugo server)"
    PASSWORD_NEEDED = "the server asks for a password"
    PASSWORD_REFUSED = "the server refused the user name or password"
    UNREACHABLE = "cannot reach the tournament server. Is it running, and is this laptop on its network?"
    RECORD_DAMAGED = (
        "round {round}, table {table}: the stored game record is damaged and cannot be read; the result "
        "stands, but keep the tournament file as it is and use the table's own record file or a backup copy"
    )
    CONNECTION_LOST = "the connection to the tournament server was lost; try again."
    NOT_ANSWERING = (
        "the server is not answering: this result is not confirmed. It is checked when the server answers "
        "again, and you are told whether it was saved; do not enter it again before then."
    )
    NOT_ANSWERING_NOT_SAVED = (
        "the server is not answering, so the change was never committed: nothing of it was saved. Try again "
        "once the connection is back."
    )
    UNCONFIRMED_NOT_SAVED = (
        "the result the server had not answered for is checked now: it was not saved. Enter it again."
    )
    LOCK_TIMEOUT = (
        "another console holds the tournament and has not let go for {seconds} s (a frozen laptop or a lost "
        "connection?). Nothing of this change was saved; try again in a moment."
    )
    STATEMENT_TIMEOUT = "the server did not finish the change within {seconds} s. Nothing of it was saved; try again."
    BACKUP_FAILED = (
        "the result is saved, but the backup copy after it could not be made in {folder} ({detail}); "
        "copy the tournament file somewhere safe by hand"
    )
    RESTORE_EXISTS = "{path} already exists: a backup is restored only to a new file, never over one"
    RESTORE_DAMAGED = "the backup {path} is damaged ({detail}); choose another one"
    RESTORE_FAILED = "the backup could not be written to {path} ({detail}); nothing was written"
    NO_BACKUPS = "there is no backup copy beside {path} yet (one is made at every seating and every round's last result)"
    LOST_NOT_SAVED = (
        "the connection to the tournament server was lost during the change. Checked after reconnecting: "
        "nothing of it was saved; try again."
    )
    LOST_SAVED = (
        "the connection to the tournament server was lost just as the change was committed. Checked after "
        "reconnecting: it was saved after all."
    )
    LOST_UNKNOWN = (
        "the connection to the tournament server was lost as the change was committed, and the server cannot be "
        "reached to check whether it was saved. Once it is back, look at the tournament before trying again."
    )
    WATCH_LOST_SERVER = "no connection to the tournament server; trying again every {seconds} s"
    WATCH_FILE_FAILED = "{path}: cannot watch the tournament file for changes ({detail})"
    READ_FAILED = "{where}: {kind}: {detail}"
    HALL_SERVER_LOST = "no connection to the tournament server; the figures shown may be old. Trying again…"
    HALL_NOT_READABLE = "the tournament cannot be read right now; the figures shown may be old. Trying again…"
    CLASH = "another console changed the tournament at the same moment; nothing was saved. Try again."
    CLASH_ON = "another console saved a change at the same moment: {what}. Nothing was saved; look again."
    CLASH_REMOVED = (
        "another console removed what this change refers to at the same moment. Nothing was saved; look again."
    )
    CLASH_CONFLICT = "another console saved a conflicting change at the same moment. Nothing was saved; look again."
    CLASH_TABLE_RESULT = "that table already has a result"
    CLASH_ROUND_SEATED = "that round has just been seated"
    CLASH_NAME_TAKEN = "that name is already registered"
    CLASH_SEAT_TAKEN = "that seat is already taken"
    CLASH_BYE_TAKEN = "that player already has a bye in this round"
    CLASH_RESULT_TAKEN = "that game already has this player's result"
    # --- server locations ---------------------------------------------------------------
    NOT_A_DATABASE_URL = "not a database URL (postgresql://user@host:port/database)"
    NOT_A_URL = "not a database URL"
    ONLY_POSTGRESQL = "only PostgreSQL servers are supported (postgresql://…)"
    NAME_SERVER_AND_DATABASE = "name the server and the database (postgresql://user@host:port/database)"
    NOT_A_POSTGRESQL_URL = "not a PostgreSQL server URL"
    SERVER_NEEDS_PARTS = "a server needs a host, a database and a user name"
    PORT_RANGE = "port {port}: must be 1..65535"
    # --- player lists (CSV) -------------------------------------------------------------
    NO_NAME_COLUMN = "line 1: no name column (header {header})"
    CSV_FIELD_TOO_LONG = "line {line}: a field is longer than {limit} characters; this is not a list of players"
    CSV_UNREADABLE = "line {line}: cannot be read as CSV ({detail})"
    NOT_TEXT = "neither UTF-8 nor Shift_JIS text (byte {byte})"
    # --- the tournament's own settings --------------------------------------------------
    FORMAT_UNKNOWN = "format {format}: choose one of {choices}"
    TABLE_SIZES_NONSENSE = "table sizes {smallest}..{largest} make no sense"
    ADVANCE_RANGE = "advance {advance}: must be 1..{most}"
    SWISS_ROUNDS_RANGE = "swiss rounds before the final: {rounds}; at least one"
    FINAL_SIZE_RANGE = "players in the final: {size}; choose 2..{most}"
    FINAL_TABLE_RANGE = "seats at a final table: {seats}; choose 2..{most}"
    GROUPS_RANGE = "groups: {groups}; choose 1..{most}"
    GROUP_ADVANCE_RANGE = "players going on from each group: {advance}; at least one, and two in all"
    KNOCKOUT_TABLE_RANGE = "seats at a knock-out table: {seats}; choose 2..{most}"
    GROUPS_TOO_SMALL = (
        "{players} players in {groups} groups leave a group of {smallest}: too few for {advance} to go on from it"
    )
    MATCH_GAMES_RANGE = "games per match: {games}; choose 1..{most}"
    MATCH_KIND = "match {kind}: choose one of {choices}"
    MATCH_FIRST_MOVE = "first move {rule}: choose one of {choices}"
    BEST_OF_EVEN = "a best-of match needs an odd number of games, not {games}"
    TABLE_SIZES_FIXED = "table sizes are fixed once round 1 is seated"
    TOO_FEW_SEATS = "tables of {seats} seats: {advance} go on from each, need more seats"
    GAME_SETTINGS = "game settings: {why}"
    PRESET_UNKNOWN = "preset {preset}: choose one of {choices}"
    TIEBREAK_NAMES = "tie-breaks must be distinct names from {choices}, not {given}"
    POINTS_ROW = "points for {seats} seats: need {seats} numbers, got {count}"
    NOT_WITHDRAWN = "{player} has not withdrawn: nothing to reinstate"
    POINTS_ORDER = "points for {seats} seats: rank {rank} gets {worse}, more than rank {better}'s {points}"
    SCORING_KEY = "unknown scoring key {keys}"
    # --- players ------------------------------------------------------------------------
    EMPTY_NAME = "empty name"
    NAME_CANNOT_BE_EMPTY = "a name cannot be empty"
    ALREADY_REGISTERED = "{player} is already registered"
    NO_PLAYER = "no player named {player}"
    # --- rounds and tables --------------------------------------------------------------
    NO_ROUND = "no round {round}"
    NO_TABLE = "round {round} has no table {table}"
    ROUND_NOT_FINISHED = "round {round} is not finished: no result yet for {count|table|tables} {tables}"
    TWO_PLAYERS_NEEDED = "need at least two players to seat a round"
    KNOCKOUT_OVER = "the knock-out is over: the final has been played"
    FINAL_PLAYED = "the final has been played: the tournament is over"
    ROUND_ROBIN_OVER = "the round robin is over: every player has met every other"
    ROUND_ROBIN_LATE = (
        "registered after round 1, so not in the round robin's schedule: {players}."
        " Withdraw them to seat the next round"
    )
    NOT_SEATED_THERE = "table {table}: {player} is not seated there"
    NO_ROUND_TO_DELETE = "no round to delete"
    ROUND_HAS_RESULTS = "round {round} already has results"
    TABLE_HAS_RESULT = "round {round} table {table} already has a result"
    SEAT_RANGE = "table {table} has seats 1..{seats}, not {seat}"
    PLAYED_AT_DECIDED_TABLE = "{player} played at table {table}, which has a result"
    OVERRIDE_WITHDRAWN = "{player} withdrew (not seated from round {from_round} on): an override cannot seat them in round {round}"
    NOT_A_RANDOM_DRAW = "round {round} was not a random draw"
    # --- requested byes ("pause one round") ----------------------------------------------
    BYE_WITHDRAWN = "{player} has withdrawn (not seated from round {from_round} on): no bye to ask for in round {round}"
    BYE_ROUND_SEATED = "round {round} is seated already: a bye can be asked for a round not yet seated"
    BYE_ROUND_PAST = "round {round} is over: a bye can be asked for a round not yet seated (the next is round {next})"
    BYE_ALREADY_REQUESTED = "{player} has asked for a bye in round {round} already"
    BYE_NOT_REQUESTED = "{player} has not asked for a bye in round {round}"
    BYE_KNOCKOUT = (
        "round {round} is a knock-out round (or a final), which cannot leave out {players}:"
        " cancel their requested byes first"
    )
    BYE_FORMAT = (
        "this tournament seats every player by a schedule or a bracket (round robin, groups, knock-out):"
        " it cannot leave a player out of a round"
    )
    # --- results ------------------------------------------------------------------------
    GAME_NOT_OVER = "the game is not over ({events} events, {player} to move)"
    RECORD_PLAYERS_DIFFER = "the record's players ({players}) are not those seated at {where} ({seated})"
    RECORD_RANKS_ONLY = "the record ranks only {players}"
    HAS_RESULT = "{where} already has a result"
    NO_TABLE_FITS = "no table without a result seats exactly {players}"
    # --- matches of several games at tables of two ---------------------------------------
    MATCH_FIRST_MOVER = "game {game} of the match at {where}: {player} moves first by the match's rule, not {given}"
    MATCH_DECIDED = "the match at {where} is decided already"
    MATCH_NO_REPLACE = "{where} plays a match: take back its last game, then record it again"
    MATCH_NO_GAMES = "the match at {where} has no game to take back"
    # --- results from the paper score sheet, and corrections -----------------------------
    PAPER_PLAYERS_DIFFER = "the sheet's players ({players}) are not those seated at {where} ({seated})"
    PAPER_RANKS = "{where}: the ranks must be 1 to {count}, each once (given {ranks})"
    PAPER_NEGATIVE = "{player}: {what} cannot be negative"
    PAPER_PRIME = "{player}: {digits} is not a prime number"
    CORRECTION_WHO = "say who makes the correction"
    CORRECTION_NO_RESULT = "{where} has no result to correct"
    CORRECTION_SAME = "{where}: the corrected result is the same as the recorded one"
    # --- what the Tournament tab's session says it did not do (app/tournament_session.py) --
    NO_TOURNAMENT_OPEN = "Open or create a tournament first"
    NO_ROUND_TO_TAKE_BACK = "No round to take back"
    SEAT_A_ROUND_FIRST = "Seat a round first"
    TABLE_NO_RESULT = "Table {table} has no result yet"
    NO_KNOCKOUT_TO_PRINT = "There is no knock-out to print yet"
    NOBODY_WITHDRAWN = "No player has withdrawn: there is nobody to reinstate"
    OTHER_SETTINGS_DECLINED = "Not recorded: the game was played under other settings ({keys})"


def reason(code: TournamentCode, **params: Any) -> Reason:
    """A tournament reason (shorthand for ``Reason.of``)."""
    return Reason.of(code, **params)


def at(where: str | Reason, code: TournamentCode | Reason, **params: Any) -> Reason:
    """``where: why`` — a problem named by the file, line or table it is in."""
    why = code if isinstance(code, Reason) else Reason.of(code, **params)
    return Reason.of(TournamentCode.AT, where=where, why=why)
