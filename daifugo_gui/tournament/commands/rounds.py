"""Seating: the next round, a seat overridden by the organiser, the last seating taken
back. Each is one unit of work on a connection inside a write transaction."""

from __future__ import annotations

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from daifugo_gui.tournament import queries as q
from daifugo_gui.tournament.errors import TournamentError
from daifugo_gui.tournament.formats import SeatContext, Seated, Step, format_of
from daifugo_gui.tournament.reasons import TournamentCode as TC, reason
from daifugo_gui.tournament.schema import TABLES as T
from daifugo_gui.tournament.seating import Seating
from daifugo_gui.tournament.views import RoundView, TableView, now_text
from daifugo_gui.tournament.options import RoundMethod

# The round methods that may leave a player out on request (a swiss round): a knock-out
# round or a final seats exactly who goes on, so leaving one out would put them out of
# the event; a round robin's schedule is fixed by its draw.
PAUSABLE = (RoundMethod.RANDOM, RoundMethod.STANDINGS)


def seat_round(conn: Connection, seed: int | None) -> RoundView:
    """Seat the next round (all its tables and byes); the format decides who sits where.

    Players who asked for a bye in this round (:mod:`.byes`) are left out of the seating
    and given a bye; a knock-out round refuses to leave anyone out."""
    # Read under the write lock: what another console committed a moment ago counts.
    # The tournament's row and players, read once: seating changes neither.
    known = q.read_known(conn)
    info, registered = known.info, known.players
    rounds = q.read_rounds(conn, known=known)
    number = len(rounds) + 1
    if rounds and not rounds[-1].complete:
        missing = [str(t.number) for t in rounds[-1].tables if t.game is None]
        raise TournamentError(
            reason(TC.ROUND_NOT_FINISHED, round=rounds[-1].number, count=len(missing), tables=", ".join(missing))
        )
    active = [p.id for p in registered if p.dropped_from_round is None or p.dropped_from_round > number]
    asked = q.read_requested_by_round(conn, {p.id: p for p in registered}).get(number, ())
    paused = frozenset(p.id for p in asked) & set(active)
    if len(active) - len(paused) < 2:
        raise TournamentError(reason(TC.TWO_PLAYERS_NEEDED))
    fmt = format_of(info.format)
    step = fmt.next_step(rounds, info.options, fmt.stage(rounds, active, info.table_size, info.options))
    if step.step is Step.OVER:
        raise TournamentError(reason(fmt.over))
    seated = fmt.seat(SeatContext(
        info, rounds, [pid for pid in active if pid not in paused], {p.id: p.name for p in registered}, number,
        seed, step,
        standings=lambda: q.read_standings(conn, info, rounds, registered),
        results=lambda: q.standings_results(conn, info, registered),
        paused=paused,
        clubs={p.id: p.affiliation.strip() for p in registered if p.affiliation.strip()},
    ))
    seated = _with_requested_byes(seated, paused, number, {p.id: p.name for p in registered})
    insert_round(conn, number, seated.method, seated.seed, seated.seating)
    return q.read_rounds(conn, only=number, known=known)[0]


def _with_requested_byes(seated: Seated, paused: frozenset[int], number: int, names: dict[int, str]) -> Seated:
    """The seating with the players who asked to sit out added to its byes."""
    if not paused:
        return seated
    if seated.method not in PAUSABLE:
        players = ", ".join(names[pid] for pid in sorted(paused))
        raise TournamentError(reason(TC.BYE_KNOCKOUT, round=number, players=players))
    byes = seated.seating.byes + tuple(pid for pid in sorted(paused) if pid not in seated.seating.byes)
    return Seated(Seating(seated.seating.tables, byes), seated.method, seated.seed)


def insert_round(conn: Connection, number: int, method: RoundMethod, seed: int | None, seating: Seating) -> None:
    """A round's row, its tables, their seats and its byes."""
    round_id = conn.execute(  # type: ignore[index]  # an INSERT's key is never None
        sa.insert(T["rounds"]).values(number=number, method=method.value, seed=seed, created_at=now_text())
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
        conn.execute(sa.insert(T["byes"]), [{"round_id": round_id, "player_id": pid} for pid in seating.byes])


def delete_last_round(conn: Connection) -> None:
    """Take back the last round's seating (only while none of its games is recorded).
    Byes asked for that round stay asked: seated again, it leaves those players out again."""
    rounds = q.read_rounds(conn)
    if not rounds:
        raise TournamentError(reason(TC.NO_ROUND_TO_DELETE))
    last = rounds[-1]
    if any(_has_play(t) for t in last.tables):
        raise TournamentError(reason(TC.ROUND_HAS_RESULTS, round=last.number))
    rid = q.round_id(conn, last.number)
    gt = T["game_tables"]
    table_ids = [row.id for row in conn.execute(sa.select(gt.c.id).where(gt.c.round_id == rid))]
    conn.execute(sa.delete(T["seats"]).where(T["seats"].c.table_id.in_(table_ids)))
    conn.execute(sa.delete(gt).where(gt.c.round_id == rid))
    conn.execute(sa.delete(T["byes"]).where(T["byes"].c.round_id == rid))
    conn.execute(sa.delete(T["rounds"]).where(T["rounds"].c.id == rid))


def _has_play(table: TableView) -> bool:
    """A table with a result, or a match with a game played."""
    return table.game is not None or (table.match is not None and bool(table.match.games))


def override_seat(conn: Connection, round_number: int, table_number: int, position: int,
                  player_name: str) -> RoundView:
    """Put ``player_name`` in a seat (see :meth:`Tournament.override_seat`)."""
    known = q.read_known(conn)  # the row and players for every reading of this command
    newcomer = q.find_player(conn, player_name, known)
    gone = newcomer.dropped_from_round
    if gone is not None and gone <= round_number:
        raise TournamentError(reason(TC.OVERRIDE_WITHDRAWN, player=player_name, from_round=gone,
                                     round=round_number))
    found = q.read_rounds(conn, only=round_number, known=known)
    if not found:
        raise TournamentError(reason(TC.NO_ROUND, round=round_number))
    view = found[0]
    target = view.table(table_number)
    if _has_play(target):
        raise TournamentError(reason(TC.TABLE_HAS_RESULT, round=round_number, table=table_number))
    if not 1 <= position <= len(target.players):
        raise TournamentError(reason(TC.SEAT_RANGE, table=table_number, seats=len(target.players), seat=position))
    sitter = target.players[position - 1]
    if sitter.id == newcomer.id:
        return view
    s = T["seats"]
    where_from = next(((t, pos) for t in view.tables for pos, p in enumerate(t.players, start=1)
                       if p.id == newcomer.id), None)
    if where_from is not None:
        # The newcomer sat elsewhere in this round: the sitter takes that seat.
        other, other_pos = where_from
        if _has_play(other):
            raise TournamentError(reason(TC.PLAYED_AT_DECIDED_TABLE, player=player_name, table=other.number))
        other_id = q.table_id(conn, round_number, other.number)
        conn.execute(sa.update(s).where(s.c.table_id == other_id, s.c.position == other_pos)
                     .values(player_id=sitter.id, overridden=True))
    else:
        # The newcomer had a bye (or was not in the round): the sitter gets the bye.
        b = T["byes"]
        rid = q.round_id(conn, round_number)
        conn.execute(sa.delete(b).where(b.c.round_id == rid, b.c.player_id == newcomer.id))
        conn.execute(sa.insert(b).values(round_id=rid, player_id=sitter.id))
    target_id = q.table_id(conn, round_number, table_number)
    conn.execute(sa.update(s).where(s.c.table_id == target_id, s.c.position == position)
                 .values(player_id=newcomer.id, overridden=True))
    return q.read_rounds(conn, only=round_number, known=known)[0]
