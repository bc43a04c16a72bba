"""Reading a tournament: every query takes an open connection and returns values.

The commands in :mod:`store` call these inside their write transaction, so what they
decide on is what the last commit left; the screens call them through a read-only
connection. Nothing here writes.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from daifugo_gui.rules.reasons import Reason
from daifugo_gui.tournament.matches import MatchGame, match_state
from daifugo_gui.tournament.formats import Results, StandingsContext, format_of
from daifugo_gui.tournament.options import FormatOptions, round_method
from daifugo_gui.tournament.errors import TournamentError
from daifugo_gui.tournament.schema import TABLES as T
from daifugo_gui.tournament.stored_records import parsed_record as parsed_record, record_digest as record_digest  # the commands read them here
from daifugo_gui.tournament.scoring import (
    GameResult,
    Placing,
    ScoringRules,
    StandingRow,
    compute_standings,
)
from daifugo_gui.tournament.paper import PaperRow
from daifugo_gui.tournament.summary import GameSummary
from daifugo_gui.tournament.views import (
    Correction,
    Player,
    RoundView,
    StoredGame,
    TableView,
    TournamentInfo,
    same_name,
)
from daifugo_gui.tournament.reasons import TournamentCode as TC, reason


def read_info(conn: Connection) -> TournamentInfo:
    row = conn.execute(sa.select(T["tournament"])).mappings().one()
    version = conn.execute(sa.select(T["schema_version"].c.version)).scalar_one()
    return TournamentInfo(
        name=row["name"],
        format=row["format"],
        seed=row["seed"],
        table_size=row["table_size"],
        min_table_size=row["min_table_size"],
        advance=row["advance"],
        scoring=ScoringRules.from_dict(json.loads(row["scoring_json"])),
        settings=json.loads(row["settings_json"]),
        created_at=row["created_at"],
        schema_version=version,
        options=FormatOptions.from_dict(json.loads(row["options_json"] or "{}")),
    )


@dataclass(frozen=True)
class Known:
    """What a reading has read already and later queries of the same transaction reuse."""

    info: TournamentInfo
    players: Sequence[Player]


def read_known(conn: Connection) -> Known:
    return Known(read_info(conn), read_players(conn))


def read_players(conn: Connection) -> list[Player]:
    p = T["players"]
    return [
        Player(r.id, r.name, r.reading, r.affiliation, r.dropped_from_round)
        for r in conn.execute(sa.select(p).order_by(p.c.id))
    ]


def find_player(conn: Connection, name: str, known: Known | None = None) -> Player:
    """The player registered as ``name`` (``known``: the players read already)."""
    for p in (known.players if known is not None else read_players(conn)):
        if p.name == name:
            return p
    raise TournamentError(reason(TC.NO_PLAYER, player=name))


def last_round(conn: Connection) -> int:
    return int(conn.execute(sa.select(sa.func.max(T["rounds"].c.number))).scalar() or 0)


def round_numbers(conn: Connection) -> list[int]:
    r = T["rounds"]
    return [row[0] for row in conn.execute(sa.select(r.c.number).order_by(r.c.number))]


def read_requested_by_round(conn: Connection, players: Mapping[int, Player]) -> dict[int, tuple[Player, ...]]:
    """Every requested bye, by round number, in registration order."""
    rb = T["requested_byes"]
    out: dict[int, list[Player]] = {}
    for row in conn.execute(sa.select(rb.c.round, rb.c.player_id)
                            .order_by(rb.c.round, rb.c.player_id)):
        out.setdefault(row.round, []).append(players[row.player_id])
    return {number: tuple(asked) for number, asked in out.items()}


def round_id(conn: Connection, number: int) -> int:
    rid = conn.execute(sa.select(T["rounds"].c.id).where(T["rounds"].c.number == number)).scalar()
    if rid is None:
        raise TournamentError(reason(TC.NO_ROUND, round=number))
    return int(rid)


def table_id(conn: Connection, round_number: int, table_number: int) -> int:
    rid = round_id(conn, round_number)
    gt = T["game_tables"]
    tid = conn.execute(
        sa.select(gt.c.id).where(gt.c.round_id == rid, gt.c.number == table_number)
    ).scalar()
    if tid is None:
        raise TournamentError(reason(TC.NO_TABLE, round=round_number, table=table_number))
    return int(tid)


def read_rounds(conn: Connection, with_games: bool = True, only: int | None = None, *,
                known: Known | None = None) -> list[RoundView]:
    """Every round (or just round ``only``) with its tables, seats, byes and games.
    ``known``: the tournament's row and players read already in this transaction."""
    known = known or read_known(conn)
    players = {p.id: p for p in known.players}
    r, gt, s, b = T["rounds"], T["game_tables"], T["seats"], T["byes"]
    round_ids = sa.select(r.c.id)
    if only is not None:
        round_ids = round_ids.where(r.c.number == only)
    table_ids = sa.select(gt.c.id).where(gt.c.round_id.in_(round_ids))
    seats: dict[int, list[Any]] = {}
    for row in conn.execute(
        sa.select(s).where(s.c.table_id.in_(table_ids)).order_by(s.c.table_id, s.c.position)
    ):
        seats.setdefault(row.table_id, []).append(row)
    byes: dict[int, list[Player]] = {}
    for row in conn.execute(sa.select(b).where(b.c.round_id.in_(round_ids)).order_by(b.c.player_id)):
        byes.setdefault(row.round_id, []).append(players[row.player_id])
    games = read_games(conn, players, round_number=only) if with_games else {}
    options = known.info.options
    requested = read_requested_by_round(conn, players)
    matches = read_match_games(conn, table_ids) if with_games and options.matches else {}
    tables: dict[int, list[TableView]] = {}
    for row in conn.execute(
        sa.select(gt).where(gt.c.round_id.in_(round_ids)).order_by(gt.c.round_id, gt.c.number)
    ):
        sat = seats.get(row.id, [])
        match = None
        if options.matches and len(sat) == 2:
            match = match_state(options, [x.player_id for x in sat], matches.get(row.id, []))
        tables.setdefault(row.round_id, []).append(
            TableView(
                row.number,
                tuple(players[x.player_id] for x in sat),
                tuple(bool(x.overridden) for x in sat),
                games.get(row.id),
                match,
            )
        )
    return [
        RoundView(row.number, round_method(row.method), row.seed, tuple(tables.get(row.id, [])), tuple(byes.get(row.id, [])),
                  requested=tuple(p for p in requested.get(row.number, ()) if p in byes.get(row.id, [])))
        for row in conn.execute(sa.select(r).where(r.c.id.in_(round_ids)).order_by(r.c.number))
    ]


def read_match_games(conn: Connection, table_ids: Any) -> dict[int, list[MatchGame]]:
    """The games of the matches at ``table_ids`` (a list or a subquery), by table id."""
    m = T["match_games"]
    out: dict[int, list[MatchGame]] = {}
    query = sa.select(m.c.table_id, m.c.number, m.c.first_id, m.c.winner_id, m.c.results_json)
    for row in conn.execute(query.where(m.c.table_id.in_(table_ids)).order_by(m.c.table_id, m.c.number)):
        results = json.loads(row.results_json)
        out.setdefault(row.table_id, []).append(MatchGame(
            row.number, row.first_id, row.winner_id,
            {int(pid): int(r.get("cards_left", 0)) for pid, r in results.items()},
        ))
    return out


def read_games(
    conn: Connection,
    players: Mapping[int, Player],
    table_id: int | None = None,
    round_number: int | None = None,
) -> dict[int, StoredGame]:
    """Stored games by table id: all of them, one round's, or the one at ``table_id``."""
    g, res, gt, r = T["games"], T["results"], T["game_tables"], T["rounds"]
    game_ids = _game_ids(table_id, round_number)
    result_query = sa.select(res)
    query = sa.select(g, gt.c.number.label("table_number"), r.c.number.label("round_number"))
    query = query.join(gt, g.c.table_id == gt.c.id).join(r, gt.c.round_id == r.c.id)
    if game_ids is not None:
        result_query = result_query.where(res.c.game_id.in_(game_ids))
        query = query.where(g.c.id.in_(game_ids))
    results: dict[int, list[Any]] = {}
    for row in conn.execute(result_query):
        results.setdefault(row.game_id, []).append(row)
    rows_read = conn.execute(query).all()
    wanted = [row.correction_id for row in rows_read if row.correction_id is not None]
    corrections = {c.id: c for c in read_corrections(conn, wanted)} if wanted else {}
    out = {}
    for row in rows_read:
        ranked = sorted(results.get(row.id, []), key=lambda x: x.rank)
        names = {x.player_id: players[x.player_id].name for x in ranked}
        record, damage = _stored_record(row, [names[x.player_id] for x in ranked])
        out[row.table_id] = StoredGame(
            id=row.id,
            round=row.round_number,
            table=row.table_number,
            summary=_stored_summary(row, ranked, names, record),
            points={names[x.player_id]: x.points for x in ranked},
            record=record,
            recorded_at=row.recorded_at,
            source=row.source,
            correction=corrections.get(row.correction_id) if row.correction_id is not None else None,
            damage=damage,
        )
    return out


def _game_ids(table_id: int | None, round_number: int | None) -> Any:
    """The ids of the games wanted (a subquery), or None for every game."""
    if table_id is None and round_number is None:
        return None
    g, gt, r = T["games"], T["game_tables"], T["rounds"]
    game_ids = sa.select(g.c.id)
    if table_id is not None:
        game_ids = game_ids.where(g.c.table_id == table_id)
    if round_number is not None:
        game_ids = (
            game_ids.join(gt, g.c.table_id == gt.c.id)
            .join(r, gt.c.round_id == r.c.id)
            .where(r.c.number == round_number)
        )
    return game_ids


def _stored_record(row: Any, ranked_names: Sequence[str]) -> tuple[dict[str, Any], Reason | None]:
    """A game's stored record, and the damage found in it (None when it reads whole)."""
    parsed = parsed_record(row.record_json, getattr(row, "record_digest", None))
    if parsed is not None:
        return parsed, None
    # One damaged record must not hide the round: its result (kept apart in ``results``)
    # still shows, and the damage is named by round and table.
    damage = reason(TC.RECORD_DAMAGED, round=row.round_number, table=row.table_number)
    return {"players": list(ranked_names), "events": []}, damage


def _stored_summary(row: Any, ranked: Sequence[Any], names: Mapping[int, str], record: Mapping[str, Any]) -> GameSummary:
    """A stored game's summary from its result rows (best first), not by replaying it."""
    best = None
    for x in ranked:
        if x.largest_prime and (best is None or _prime_key(x.largest_prime) > _prime_key(best[0])):
            best = (x.largest_prime, names[x.player_id])
    return GameSummary(
        players=tuple(record.get("players", [names[x.player_id] for x in ranked])),
        ranking=tuple(names[x.player_id] for x in ranked),
        cards_left={names[x.player_id]: x.cards_left for x in ranked},
        fouls={names[x.player_id]: x.fouls for x in ranked},
        timeouts={names[x.player_id]: x.timeouts for x in ranked},
        disqualified=tuple(names[x.player_id] for x in ranked if x.disqualified),
        largest_prime=best[0] if best else None,
        largest_prime_by=best[1] if best else None,
        primes={names[x.player_id]: x.largest_prime for x in ranked if x.largest_prime},
        finished=bool(row.finished),
        stop_reason=row.stop_reason,
        events=len(record.get("events", [])),
        started_at=row.started_at,
        ended_at=row.ended_at,
    )


def find_open_table(rounds: Sequence[RoundView], players: Sequence[str], round_number: int | None) -> tuple[int, int] | None:
    """The latest table without a result that seats exactly ``players``: (round, table)."""
    wanted = sorted(same_name(p) for p in players)
    for view in reversed(rounds):
        if round_number is not None and view.number != round_number:
            continue
        for t in view.tables:
            if t.game is None and sorted(same_name(p.name) for p in t.players) == wanted:
                return view.number, t.number
    return None


def standings_results(conn: Connection, info: TournamentInfo, players: Sequence[Player] | None = None) -> Results:
    """Every player, every counted game's placings and every bye (round, player)."""
    players = read_players(conn) if players is None else players
    res, g, gt, r, b = T["results"], T["games"], T["game_tables"], T["rounds"], T["byes"]
    query = (
        sa.select(
            r.c.number, gt.c.number.label("table"), res.c.game_id, res.c.player_id,
            res.c.rank, res.c.largest_prime,
        )
        .select_from(res.join(g, res.c.game_id == g.c.id))
        .join(gt, g.c.table_id == gt.c.id)
        .join(r, gt.c.round_id == r.c.id)
    )
    uncounted = format_of(info.format).uncounted
    if uncounted:
        # A final does not count in the swiss standings; it places its players on top.
        query = query.where(r.c.method.not_in([m.value for m in uncounted]))
    grouped: dict[int, tuple[int, int, list[Placing]]] = {}
    for round_number, table_number, game_id, player_id, rank, prime in conn.execute(query):
        entry = grouped.setdefault(game_id, (round_number, table_number, []))
        entry[2].append(Placing(player_id, rank, prime))
    games = [GameResult(rn, tn, tuple(pl)) for rn, tn, pl in grouped.values()]
    # A bye counts once its round is recorded (every table has its result): seating a
    # round does not move the standings before a game of it is played.
    open_tables = (
        sa.select(gt.c.round_id)
        .where(~sa.exists(sa.select(g.c.id).where(g.c.table_id == gt.c.id)))
    )
    byes = [
        (row.number, row.player_id)
        for row in conn.execute(
            sa.select(r.c.number, b.c.player_id).join(r, b.c.round_id == r.c.id)
            .where(r.c.id.not_in(open_tables))
        )
    ]
    return Results([p.info() for p in players], games, byes)


def read_game_points(conn: Connection, info: TournamentInfo) -> dict[int, int]:
    """Games won in matches (tables of two), by player, over the rounds that count."""
    m, gt, r = T["match_games"], T["game_tables"], T["rounds"]
    query = (sa.select(m.c.winner_id, sa.func.count()).select_from(m.join(gt, m.c.table_id == gt.c.id))
             .join(r, gt.c.round_id == r.c.id).group_by(m.c.winner_id))
    uncounted = format_of(info.format).uncounted
    if uncounted:
        query = query.where(r.c.method.not_in([m.value for m in uncounted]))
    return {int(pid): int(n) for pid, n in conn.execute(query)}


def standings_context(conn: Connection, info: TournamentInfo,
                      rounds: Sequence[RoundView] | None = None, players: Sequence[Player] | None = None) -> StandingsContext:
    """The swiss standings of every counted game, with what a format needs to re-order them."""
    results = standings_results(conn, info, players)
    r = T["rounds"]
    methods = {row.number: round_method(row.method) for row in conn.execute(sa.select(r.c.number, r.c.method))}
    rows = compute_standings(results.players, results.games, results.byes, info.scoring,
                             rounds=max(methods, default=0), seats=info.table_size,
                             game_points=read_game_points(conn, info) if info.options.matches else None)

    def read(only: int | None) -> Sequence[RoundView]:
        if rounds is not None:
            return [v for v in rounds if v.number == only] if only is not None else rounds
        return read_rounds(conn, only=only, known=Known(info, players) if players is not None else None)

    return StandingsContext(info, rows, read, results, methods)


def read_standings(conn: Connection, info: TournamentInfo, rounds: Sequence[RoundView] | None = None,
                   players: Sequence[Player] | None = None) -> list[StandingRow]:
    """The standings ordered by the format's rules (a knock-out: how far each got)."""
    return format_of(info.format).order(standings_context(conn, info, rounds, players))


def _prime_key(digits: str) -> tuple[int, str]:
    stripped = digits.lstrip("0") or "0"
    return (len(stripped), stripped)


def result_rows(conn: Connection, game_id: int) -> list[dict[str, Any]]:
    """A stored game's results as the lines of a sheet (``PaperRow.to_dict()``), best first."""
    res, p = T["results"], T["players"]
    rows = conn.execute(
        sa.select(p.c.name, res.c.rank, res.c.cards_left, res.c.fouls, res.c.timeouts, res.c.disqualified,
                  res.c.largest_prime)
        .join(p, p.c.id == res.c.player_id).where(res.c.game_id == game_id).order_by(res.c.rank)
    ).all()
    return [
        PaperRow(r.name, r.rank, r.cards_left, r.fouls, r.timeouts, bool(r.disqualified), r.largest_prime).to_dict()
        for r in rows
    ]


def read_corrections(conn: Connection, ids: Sequence[int] | None = None) -> list[Correction]:
    """The corrections log, oldest first (only ``ids`` when given)."""
    c = T["corrections"]
    query = sa.select(c).order_by(c.c.id)
    if ids is not None:
        query = query.where(c.c.id.in_(list(ids)))
    return [
        Correction(r.id, r.at, r.who, r.round, r.table_number, r.why,
                   tuple(json.loads(r.before_json)), tuple(json.loads(r.after_json)),
                   parsed_record(r.replaced_record_json) if r.replaced_record_json else None)
        for r in conn.execute(query)
    ]
