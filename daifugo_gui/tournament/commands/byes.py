"""Requested byes (issue 26, "pause one round"): a player asks to sit out a round that
is not seated yet; seating it (:func:`.rounds.seat_round`) leaves them out and gives them
a bye, scored as every bye is (``ScoringRules.bye_points``, ``bye_rank``, a virtual
opponent for the Buchholz), counted once the round is recorded.

Only formats that seat a round from the standings or a draw can leave a player out: a
round robin's schedule and a knock-out's bracket seat everyone, so they refuse."""

from __future__ import annotations

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from daifugo_gui.tournament import queries as q
from daifugo_gui.tournament.errors import TournamentError
from daifugo_gui.tournament.formats import format_of
from daifugo_gui.tournament.reasons import TournamentCode as TC, reason
from daifugo_gui.tournament.schema import TABLES as T
from daifugo_gui.tournament.views import Player, now_text


def _open_round(conn: Connection, name: str, round_number: int) -> Player:
    """The player, checked with the round: a round not yet seated, a player not withdrawn
    from it. Refusals name what is wrong (unknown player first)."""
    player = q.find_player(conn, name)
    last = q.last_round(conn)
    if round_number <= last:
        if round_number == last:
            raise TournamentError(reason(TC.BYE_ROUND_SEATED, round=round_number))
        raise TournamentError(reason(TC.BYE_ROUND_PAST, round=round_number, next=last + 1))
    return player


def request_bye(conn: Connection, name: str, round_number: int) -> None:
    """``name`` sits out round ``round_number`` (not seated yet) with a bye."""
    player = _open_round(conn, name, round_number)
    gone = player.dropped_from_round
    if gone is not None and gone <= round_number:
        raise TournamentError(reason(TC.BYE_WITHDRAWN, player=player.name, from_round=gone, round=round_number))
    fmt = format_of(q.read_info(conn).format)
    if not fmt.allows_requested_bye():
        raise TournamentError(reason(TC.BYE_FORMAT))
    rb = T["requested_byes"]
    asked = conn.execute(sa.select(rb.c.player_id).where(rb.c.round == round_number, rb.c.player_id == player.id))
    if asked.first() is not None:
        raise TournamentError(reason(TC.BYE_ALREADY_REQUESTED, player=player.name, round=round_number))
    conn.execute(sa.insert(rb).values(round=round_number, player_id=player.id, requested_at=now_text()))


def cancel_requested_bye(conn: Connection, name: str, round_number: int) -> None:
    """Take back ``name``'s request to sit out round ``round_number``, before it is seated."""
    player = _open_round(conn, name, round_number)
    rb = T["requested_byes"]
    gone = conn.execute(sa.delete(rb).where(rb.c.round == round_number, rb.c.player_id == player.id))
    if gone.rowcount == 0:
        raise TournamentError(reason(TC.BYE_NOT_REQUESTED, player=player.name, round=round_number))
