"""Recording a finished game at a table: from the console, a record file, a paper sheet,
or as a correction of a result already recorded.

:func:`record_game` is one unit of work in named steps: find who is seated, check the
record fits them, store a match's game (a table of two playing a match), replace an
earlier result through the corrections log, and store the game with every player's
result. Any refusal raises :class:`TournamentError` and the transaction stores nothing.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace as replace_field
from typing import Any, Callable, Mapping, Sequence

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from daifugo_gui.rules.reasons import Reason
from daifugo_gui.tournament import queries as q
from daifugo_gui.tournament.commands.match_games import first_mover_noted, match_result, open_match, store_match_game
from daifugo_gui.tournament.errors import TournamentError
from daifugo_gui.tournament.matches import MatchState
from daifugo_gui.tournament.paper import PAPER_FORMAT, PaperRow, check_sheet, rows_of, sheet_record, sheet_summary
from daifugo_gui.tournament.reasons import TournamentCode as TC, reason
from daifugo_gui.tournament.schema import TABLES as T
from daifugo_gui.tournament.scoring import ScoringRules
from daifugo_gui.tournament.summary import GameSummary, RecordProblem, summarize_record
from daifugo_gui.tournament.views import RoundView, TableView, TournamentInfo, now_text, same_name


@dataclass(frozen=True)
class GameEntry:
    """A finished game to record at round ``round``, table ``table``.

    ``replace`` overwrites a recorded result (``who`` and ``why`` go into the corrections
    log); ``other_first`` is the judge's reason for accepting a match game opened by
    another player than the match rule's."""

    round: int
    table: int
    record: Mapping[str, Any]
    summary: GameSummary
    started_at: str | None = None
    ended_at: str | None = None
    source: str = "console"
    replace: bool = False
    who: str = ""
    why: str = ""
    other_first: str = ""
    other_first_by: str = ""  # who allowed that other first mover (the judge), when named

    @property
    def where(self) -> Reason:
        return reason(TC.ROUND_TABLE, round=self.round, table=self.table)


@dataclass(frozen=True)
class Recorded:
    """What :func:`record_game` stored: at ``table_id``, a match's game (its number and the
    match after it) or None; ``decided`` when the table now has its result."""

    table_id: int
    match_game: tuple[int, MatchState] | None
    decided: bool


def summary_of(record: Mapping[str, Any], started_at: str | None = None,
               ended_at: str | None = None) -> GameSummary:
    """The record replayed (:func:`summarize_record`); a record that cannot be is refused."""
    try:
        return summarize_record(record, started_at=started_at, ended_at=ended_at)
    except RecordProblem as exc:
        raise TournamentError(exc.reason) from None


def record_game(conn: Connection, entry: GameEntry) -> Recorded:
    """Store a finished game's record and its players' results (see the module's notes)."""
    # The points in force now, read under the write lock (a console changing them
    # re-scores every game, this one included once it is committed).
    info = q.read_info(conn)
    table_id = q.table_id(conn, entry.round, entry.table)
    seated = seated_at(conn, table_id)
    check_fits(entry, seated)
    record, summary = entry.record, entry.summary
    match_game: tuple[int, MatchState] | None = None
    if info.options.matches and len(seated) == 2:
        match_game, decided = _record_match_game(conn, info, table_id, seated, entry)
        if decided is None:
            return Recorded(table_id, match_game, False)
        record, summary = decided
    entry = replace_field(entry, record=record, summary=summary)
    game_id = _replace_result(conn, entry, table_id, seated, info.scoring)
    if game_id is None:
        game_id = insert_game(conn, table_id, entry, None)
        insert_results(conn, game_id, seated, summary, info.scoring)
    return Recorded(table_id, match_game, True)


def seated_at(conn: Connection, table_id: int) -> dict[str, int]:
    """The players seated at a table, in seat order: compared name -> player id."""
    p, seats = T["players"], T["seats"]
    return {
        same_name(row.name): row.id
        for row in conn.execute(
            sa.select(p.c.name, p.c.id)
            .join(seats, seats.c.player_id == p.c.id)
            .where(seats.c.table_id == table_id)
            .order_by(seats.c.position)
        )
    }


def check_fits(entry: GameEntry, seated: Mapping[str, int]) -> None:
    """The record names exactly the seated players and ranks every one of them."""
    summary = entry.summary
    named = [same_name(n) for n in summary.players]
    if set(named) != set(seated) or len(named) != len(seated):
        raise TournamentError(reason(TC.RECORD_PLAYERS_DIFFER, players=", ".join(summary.players),
                                     where=entry.where, seated=", ".join(seated)))
    if {same_name(n) for n in summary.ranking} != set(seated):
        raise TournamentError(reason(TC.RECORD_RANKS_ONLY, players=", ".join(summary.ranking)))


def _record_match_game(
    conn: Connection, info: TournamentInfo, table_id: int, seated: Mapping[str, int], entry: GameEntry
) -> tuple[tuple[int, MatchState], tuple[dict[str, Any], GameSummary] | None]:
    """One game of a match stored: its number and the match after it, and the table's
    record and summary once the match is decided (None while it is not)."""
    where = entry.where
    if entry.replace:
        raise TournamentError(reason(TC.MATCH_NO_REPLACE, where=where))
    before = open_match(conn, info.options, table_id, seated, where)
    record = first_mover_noted(before, seated, where, entry.record, entry.summary, entry.other_first,
                               entry.other_first_by)
    number, state = store_match_game(conn, info.options, table_id, seated, before, record, entry.summary,
                                     entry.source)
    if not state.decided:
        return (number, state), None
    return (number, state), match_result(conn, table_id, seated, state, record, entry.summary)


def _replace_result(conn: Connection, entry: GameEntry, table_id: int, seated: Mapping[str, int],
                    scoring: ScoringRules) -> int | None:
    """A table that already has a result: refused unless ``entry.replace``; then the
    correction is logged and the new result stored. The game's id when done here, None
    when the table had no result (or its record is to be stored anew)."""
    g, res = T["games"], T["results"]
    old_row = conn.execute(sa.select(g.c.id, g.c.record_json).where(g.c.table_id == table_id)).first()
    if old_row is None:
        return None
    if not entry.replace:
        raise TournamentError(reason(TC.HAS_RESULT, where=entry.where))
    before = q.result_rows(conn, old_row.id)
    after = [row.to_dict() for row in rows_of(entry.summary)]
    if before == after:
        raise TournamentError(reason(TC.CORRECTION_SAME, where=entry.where))
    conn.execute(sa.delete(res).where(res.c.game_id == old_row.id))
    # A typed sheet corrects the result only: the judged record stays as it was (its
    # moves, times and stop reason are evidence), the correction beside it. A whole new
    # record replaces the old one, which the correction keeps.
    keep = entry.record.get("format") == PAPER_FORMAT
    correction_id = int(conn.execute(sa.insert(T["corrections"]).values(  # type: ignore[index]  # an INSERT's key is never None
        at=now_text(), who=entry.who.strip(), round=entry.round, table_number=entry.table, why=entry.why.strip(),
        before_json=json.dumps(before, ensure_ascii=False), after_json=json.dumps(after, ensure_ascii=False),
        replaced_record_json=None if keep else old_row.record_json,
    )).inserted_primary_key[0])
    if keep:
        conn.execute(sa.update(g).where(g.c.id == old_row.id).values(correction_id=correction_id))
        game_id = int(old_row.id)
    else:
        conn.execute(sa.delete(g).where(g.c.id == old_row.id))
        game_id = insert_game(conn, table_id, entry, correction_id)
    insert_results(conn, game_id, seated, entry.summary, scoring)
    return game_id


def insert_game(conn: Connection, table_id: int, entry: GameEntry, correction_id: int | None) -> int:
    """The game's row: its record as written (and its digest), times, source."""
    g, summary, record = T["games"], entry.summary, entry.record
    text = json.dumps(dict(record), ensure_ascii=False)
    return int(conn.execute(  # type: ignore[index]  # an INSERT's key is never None
        sa.insert(g).values(
            table_id=table_id,
            record_json=text,
            record_digest=q.record_digest(text),
            settings_json=json.dumps(record.get("settings", {}), ensure_ascii=False),
            started_at=summary.started_at or entry.started_at,
            ended_at=summary.ended_at or entry.ended_at,
            recorded_at=now_text(),
            finished=summary.finished,
            stop_reason=summary.stop_reason,
            source=entry.source,
            correction_id=correction_id,
        )
    ).inserted_primary_key[0])


def insert_results(conn: Connection, game_id: int, seated: Mapping[str, int], summary: GameSummary,
                   scoring: ScoringRules) -> None:
    """Every player's result of a game, scored with the points in force."""
    size = len(seated)
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


def sheet_entry(
    round_number: int,
    table: TableView,
    rows: Sequence[PaperRow],
    settings: Mapping[str, Any],
    *,
    replace: bool,
    who: str,
    why: str,
    first: str | None = None,
    other_first: str = "",
    other_first_by: str = "",
) -> GameEntry:
    """A paper score sheet as a game to record: checked against the table, its record
    in play order (a match's first mover first, ``first`` or the rule's)."""
    # A match game's record is in its play order; a correction keeps the seat order.
    seated = [p.name for p in table.players] if replace else play_order(table, first)
    # The sheet's names as registered (a name typed in another width is the same player).
    by_same = {same_name(n): n for n in seated}
    rows = [replace_field(r, player=by_same.get(same_name(r.player), r.player)) for r in rows]
    check_sheet(rows, seated, reason(TC.ROUND_TABLE, round=round_number, table=table.number))
    return GameEntry(round_number, table.number, sheet_record(rows, seated, settings), sheet_summary(rows, seated),
                     source="paper", replace=replace, who=who, why=why, other_first=other_first,
                     other_first_by=other_first_by)


def play_order(table: TableView, first: str | None = None) -> list[str]:
    """The table's players in the order its next game is played (the record's turn
    order): at a match still open, its first mover first (``first``, or the rule's);
    elsewhere seat order."""
    names = [p.name for p in table.players]
    if table.match is None or table.match.decided:
        return names
    opener = seated_name(table, first) if first else \
        next(p.name for p in table.players if p.id == table.match.next_first)
    return [opener] + [n for n in names if n != opener]


def seated_name(table: TableView, name: str) -> str:
    """``name`` as registered at ``table`` (another width of it is the same player)."""
    for p in table.players:
        if same_name(p.name) == same_name(name):
            return p.name
    raise TournamentError(reason(TC.NOT_SEATED_THERE, table=table.number, player=name))


def table_of_record(record: Mapping[str, Any], summary: GameSummary, rounds: Callable[[], Sequence[RoundView]],
                    round_number: int | None, table_number: int | None) -> tuple[int, int] | None:
    """The (round, table) a finished record belongs to: the numbers given, else the
    record's ``meta`` (round and table both), else the latest table without a result
    seating exactly its players (in round ``round_number`` when given). None: no table fits."""
    if round_number is None and table_number is None:
        meta = record.get("meta") or {}
        if isinstance(meta.get("round"), int) and isinstance(meta.get("table"), int):
            return meta["round"], meta["table"]
    if round_number is not None and table_number is not None:
        return round_number, table_number
    return q.find_open_table(rounds(), summary.players, round_number)
